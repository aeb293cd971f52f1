/**
 * The legal actions of one decision as a person sees them: grouped, numbered, and matched against
 * what the person types. Knows no game: it works on the texts `describe` gives.
 *
 * Grouping: an action whose text contains '→' groups with the actions sharing the text up to and
 * including the first '→' (for moves: the same count, class and from-box, e.g. 'Move 1 Mi St. Louis→');
 * any other action groups by its first word ('Recruit', 'Promote', 'Fight'). Groups keep the order in
 * which `legalActions` first lists them, and the numbers 1..n follow the grouped order, so the same
 * number names the same action whether the list is shown whole, folded or filtered.
 *
 * Matching: a number 1..n; else the action's exact text, case-insensitive, with runs of spaces
 * collapsed and '->' read as '→'; else the text without its closing parenthetical note ('(rail)');
 * else a prefix of exactly one action's text. A text that names more
 * than one action, or none, is an error the caller explains.
 */

export interface Choice {
  /** 1-based number shown to the person. */
  readonly n: number;
  readonly action: number;
  readonly text: string;
}

export interface ChoiceGroup {
  /** Shared start of the texts ('Move 1 Mi St. Louis→') or the first word ('Recruit'). */
  readonly key: string;
  /** Whether the key ends with '→' (members are shown as the rest of their text). */
  readonly arrow: boolean;
  readonly choices: readonly Choice[];
}

export interface ChoiceList {
  readonly choices: readonly Choice[];
  readonly groups: readonly ChoiceGroup[];
}

function groupKey(text: string): { key: string; arrow: boolean } {
  const i = text.indexOf('→');
  if (i > 0) return { key: text.slice(0, i + 1), arrow: true };
  const sp = text.indexOf(' ');
  return { key: sp < 0 ? text : text.slice(0, sp), arrow: false };
}

/** Group and number `n` legal actions from `actions`, described by `describe`. */
export function buildChoices(
  actions: ArrayLike<number>,
  n: number,
  describe: (action: number) => string,
): ChoiceList {
  const byKey = new Map<string, { arrow: boolean; items: { action: number; text: string }[] }>();
  for (let i = 0; i < n; i++) {
    const action = actions[i]!;
    const text = describe(action);
    const { key, arrow } = groupKey(text);
    let g = byKey.get(key);
    if (!g) byKey.set(key, (g = { arrow, items: [] }));
    g.items.push({ action, text });
  }
  const choices: Choice[] = [];
  const groups: ChoiceGroup[] = [];
  for (const [key, g] of byKey) {
    const members: Choice[] = [];
    for (const it of g.items) {
      const c = { n: choices.length + 1, action: it.action, text: it.text };
      choices.push(c);
      members.push(c);
    }
    groups.push({ key, arrow: g.arrow, choices: members });
  }
  return { choices, groups };
}

/** Lower case, '->' as '→', spaces around '→' dropped, runs of spaces collapsed, trimmed. */
function normalize(text: string): string {
  return text
    .toLowerCase()
    .replace(/->/g, '→')
    .replace(/\s*→\s*/g, '→')
    .replace(/\s+/g, ' ')
    .trim();
}

export type Match =
  | { readonly kind: 'choice'; readonly choice: Choice }
  | { readonly kind: 'out-of-range'; readonly n: number }
  | { readonly kind: 'ambiguous'; readonly matches: readonly Choice[] }
  | { readonly kind: 'none' };

/** What `input` names among the choices (see the file comment for the rules). */
export function matchChoice(list: ChoiceList, input: string): Match {
  const t = input.trim();
  if (/^\d+$/.test(t)) {
    const n = Number(t);
    const c = list.choices[n - 1];
    return c ? { kind: 'choice', choice: c } : { kind: 'out-of-range', n };
  }
  const q = normalize(t);
  if (!q) return { kind: 'none' };
  const exact = list.choices.filter((c) => normalize(c.text) === q);
  if (exact.length === 1) return { kind: 'choice', choice: exact[0]! };
  if (exact.length > 1) return { kind: 'ambiguous', matches: exact };
  // 'Move 1 Mi St. Louis→Jefferson City' names the move without its '(rail/river)' note, though it
  // is also the start of 'Move 1 Mi St. Louis→Jefferson City→Kansas City (river)'.
  const bare = list.choices.filter((c) => normalize(c.text).replace(/ \([^()]*\)$/, '') === q);
  if (bare.length === 1) return { kind: 'choice', choice: bare[0]! };
  const prefix = list.choices.filter((c) => normalize(c.text).startsWith(q));
  if (prefix.length === 1) return { kind: 'choice', choice: prefix[0]! };
  if (prefix.length > 1) return { kind: 'ambiguous', matches: prefix };
  return { kind: 'none' };
}

/** The choices whose text contains `words` (normalized), for `list <words>`. */
export function findChoices(list: ChoiceList, words: string): Choice[] {
  const q = normalize(words);
  return list.choices.filter((c) => normalize(c.text).includes(q));
}

const num = (n: number, width: number): string => String(n).padStart(width);

/**
 * The list as lines. `fold`: a group of several actions becomes one line with its number range
 * (the person opens it with `list <number>`); otherwise every action gets its own line, members of a
 * '→' group under their shared start.
 */
export function formatChoices(list: ChoiceList, fold: boolean): string[] {
  const w = String(list.choices.length).length;
  // Folded, a number column holds ranges like '103-116'.
  const col = fold ? 2 * w + 1 : w;
  const lines: string[] = [];
  for (const g of list.groups) {
    const cs = g.choices;
    if (cs.length === 1) {
      lines.push(`  ${num(cs[0]!.n, col)}  ${cs[0]!.text}`);
    } else if (fold) {
      const range = `${cs[0]!.n}-${cs[cs.length - 1]!.n}`;
      lines.push(`  ${range.padStart(col)}  ${g.key}${g.arrow ? '…' : ' …'} (${cs.length} choices)`);
    } else lines.push(...formatGroup(g, w));
  }
  return lines;
}

/** One group unfolded. */
export function formatGroup(g: ChoiceGroup, w: number): string[] {
  if (!g.arrow || g.choices.length === 1) return g.choices.map((c) => `  ${num(c.n, w)}  ${c.text}`);
  const pad = ' '.repeat(w + 4);
  return [`${pad}${g.key}`, ...g.choices.map((c) => `  ${num(c.n, w)}    ${c.text.slice(g.key.length)}`)];
}

/** The group holding choice number `n`. */
export function groupOf(list: ChoiceList, n: number): ChoiceGroup | undefined {
  return list.groups.find((g) => g.choices.some((c) => c.n === n));
}
