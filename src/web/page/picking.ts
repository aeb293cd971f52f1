/**
 * Choosing an action by clicking the board (issue 27): each choice lists the places and counters it
 * touches in click order (core/board.ts). Clicks build a prefix; the elements that continue some
 * choice are highlighted; a prefix that completes exactly one choice (and continues none) plays it,
 * one that completes several asks which. Pure functions, shared by the page and its tests.
 */
export interface Pickable {
  readonly action: number;
  readonly touches: readonly string[];
}

export interface Picking<C extends Pickable> {
  /** Choices the prefix agrees with. */
  readonly matching: readonly C[];
  /** Ids that continue one of them (to highlight and accept as the next click). */
  readonly next: ReadonlySet<string>;
  /** Choices the prefix completes (offered in a small list when more than one). */
  readonly complete: readonly C[];
}

const startsWith = (t: readonly string[], prefix: readonly string[]): boolean =>
  prefix.length <= t.length && prefix.every((id, i) => t[i] === id);

export function picking<C extends Pickable>(choices: readonly C[], picked: readonly string[]): Picking<C> {
  const matching = choices.filter((c) => startsWith(c.touches, picked));
  const next = new Set<string>();
  for (const c of matching) if (c.touches.length > picked.length) next.add(c.touches[picked.length]!);
  const complete = picked.length ? matching.filter((c) => c.touches.length === picked.length) : [];
  return { matching, next, complete };
}

export type ClickResult<C> =
  | { readonly kind: 'play'; readonly choice: C }
  | { readonly kind: 'pick'; readonly picked: readonly string[] }
  | { readonly kind: 'ignore' };

/**
 * What a click on `id` does with the prefix `picked`: extend it, play the one choice it completes,
 * or, when the id does not continue the prefix, start again from it (or ignore the click).
 */
export function click<C extends Pickable>(
  choices: readonly C[],
  picked: readonly string[],
  id: string,
): ClickResult<C> {
  const p = picking(choices, picked);
  if (!p.next.has(id)) return picked.length ? click(choices, [], id) : { kind: 'ignore' };
  const now = [...picked, id];
  const q = picking(choices, now);
  if (q.complete.length === 1 && q.next.size === 0) return { kind: 'play', choice: q.complete[0]! };
  return { kind: 'pick', picked: now };
}
