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
 * Stable numbers (issue 27): `StableNumbers` numbers the decisions of one run (the same seat deciding
 * again and again, as in a recruitment or movement segment) so that an action keeps its number while
 * it stays legal: a new action gets the next unused number, and the number of an action that is no
 * longer legal is never given to another one in the run (typing it says so). A new run starts when
 * another seat decides, or when no action of the new decision was listed in the previous one.
 *
 * Matching: a choice's number; else the action's exact text, case-insensitive, with runs of spaces
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
  /** In display order (grouped); numbers ascend within a group. */
  readonly choices: readonly Choice[];
  readonly groups: readonly ChoiceGroup[];
  /** Numbers given earlier in the run to actions that are no longer legal, with their texts. */
  readonly gone?: ReadonlyMap<number, string>;
}

function groupKey(text: string): { key: string; arrow: boolean } {
  const i = text.indexOf('→');
  if (i > 0) return { key: text.slice(0, i + 1), arrow: true };
  const sp = text.indexOf(' ');
  return { key: sp < 0 ? text : text.slice(0, sp), arrow: false };
}

interface Described {
  readonly action: number;
  readonly text: string;
}

/** Describe `n` actions; a text met twice (which a game should not produce) gets ' (2)', ' (3)', …. */
function describeAll(
  actions: ArrayLike<number>,
  n: number,
  describe: (action: number) => string,
): Described[] {
  const seen = new Map<string, number>();
  const out: Described[] = [];
  for (let i = 0; i < n; i++) {
    const action = actions[i]!;
    let text = describe(action);
    const k = (seen.get(text) ?? 0) + 1;
    seen.set(text, k);
    if (k > 1) text = `${text} (${k})`;
    out.push({ action, text });
  }
  return out;
}

/** The actions grouped (groups in the order `legalActions` first lists them), numbered by `numberOf`. */
function arrange(items: readonly Described[], numberOf: (text: string) => number): ChoiceList {
  const byKey = new Map<string, { arrow: boolean; members: Choice[] }>();
  for (const it of items) {
    const { key, arrow } = groupKey(it.text);
    let g = byKey.get(key);
    if (!g) byKey.set(key, (g = { arrow, members: [] }));
    g.members.push({ n: numberOf(it.text), action: it.action, text: it.text });
  }
  const choices: Choice[] = [];
  const groups: ChoiceGroup[] = [];
  for (const [key, g] of byKey) {
    const members = g.members.sort((a, b) => a.n - b.n);
    choices.push(...members);
    groups.push({ key, arrow: g.arrow, choices: members });
  }
  return { choices, groups };
}

/** Group and number `n` legal actions from `actions` 1..n in grouped order, described by `describe`. */
export function buildChoices(
  actions: ArrayLike<number>,
  n: number,
  describe: (action: number) => string,
): ChoiceList {
  const items = describeAll(actions, n, describe);
  const numbers = new Map<string, number>();
  const first = arrange(items, () => 0);
  first.choices.forEach((c, i) => numbers.set(c.text, i + 1));
  return arrange(items, (text) => numbers.get(text)!);
}

/** Numbers that stay with their actions through a run of decisions (see the file comment). */
export class StableNumbers {
  private seat = -1;
  private numbers = new Map<string, number>();
  private next = 1;

  /** Forget the run (after an undo or a load). */
  reset(): void {
    this.seat = -1;
    this.numbers = new Map();
    this.next = 1;
  }

  /** The choices of a decision of `seat`. */
  build(
    seat: number,
    actions: ArrayLike<number>,
    n: number,
    describe: (action: number) => string,
  ): ChoiceList {
    const items = describeAll(actions, n, describe);
    if (seat !== this.seat || !items.some((it) => this.numbers.has(it.text))) {
      this.reset();
      this.seat = seat;
    }
    // New texts are numbered in grouped order, after every number of the run.
    const fresh = arrange(
      items.filter((it) => !this.numbers.has(it.text)),
      () => 0,
    );
    for (const c of fresh.choices) this.numbers.set(c.text, this.next++);
    const now = new Set(items.map((it) => it.text));
    const gone = new Map<number, string>();
    for (const [text, k] of this.numbers) if (!now.has(text)) gone.set(k, text);
    return { ...arrange(items, (text) => this.numbers.get(text)!), gone };
  }
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
  | { readonly kind: 'gone'; readonly n: number; readonly text: string }
  | { readonly kind: 'ambiguous'; readonly matches: readonly Choice[] }
  | { readonly kind: 'none' };

/** What `input` names among the choices (see the file comment for the rules). */
export function matchChoice(list: ChoiceList, input: string): Match {
  const t = input.trim();
  if (/^\d+$/.test(t)) {
    const n = Number(t);
    const c = list.choices.find((x) => x.n === n);
    if (c) return { kind: 'choice', choice: c };
    const text = list.gone?.get(n);
    return text === undefined ? { kind: 'out-of-range', n } : { kind: 'gone', n, text };
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
  const w = numberWidth(list);
  const ranges = list.groups.map((g) => numberRanges(g.choices.map((c) => c.n)));
  // Folded, a number column holds ranges like '103-116'.
  const col = fold
    ? Math.max(w, ...ranges.filter((_, i) => list.groups[i]!.choices.length > 1).map((r) => r.length))
    : w;
  const lines: string[] = [];
  list.groups.forEach((g, i) => {
    const cs = g.choices;
    if (cs.length === 1) {
      lines.push(`  ${num(cs[0]!.n, col)}  ${cs[0]!.text}`);
    } else if (fold) {
      lines.push(`  ${ranges[i]!.padStart(col)}  ${g.key}${g.arrow ? '…' : ' …'} (${cs.length} choices)`);
    } else lines.push(...formatGroup(g, w));
  });
  return lines;
}

/** Digits of the largest number in the list. */
export function numberWidth(list: ChoiceList): number {
  return String(list.choices.reduce((m, c) => Math.max(m, c.n), 1)).length;
}

/** Ascending numbers as runs: [3, 4, 5, 9] → '3-5,9'. */
export function numberRanges(ns: readonly number[]): string {
  const out: string[] = [];
  let i = 0;
  while (i < ns.length) {
    let j = i;
    while (j + 1 < ns.length && ns[j + 1] === ns[j]! + 1) j++;
    out.push(j > i ? `${ns[i]}-${ns[j]}` : String(ns[i]));
    i = j + 1;
  }
  return out.join(',');
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
