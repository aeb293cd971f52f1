/**
 * The headline a designer reads first (issue 23): per scenario, which side the bots' games favour, by
 * how much, at which bot strength, and whether that held across strengths; the options that change
 * the result, by rule number and name; the bot-dependence caveat in one sentence; PROVISIONAL for a
 * provisional pack. Then, per option, its paired effect on game length and on each victory type.
 */
import type { Change, Summary, VariantSummary } from './analyze.js';
import { pts } from './format.js';

const pct = (x: number): string => `${(x * 100).toFixed(1)} %`;
const int = (n: number): string => n.toLocaleString('en-US');

/** The baseline arm of one scenario and pairing. */
function baseline(s: Summary, scenario: string, pairing: string): Summary['arms'][number] | undefined {
  return s.arms.find((x) => x.scenario === scenario && x.pairing === pairing && x.variant === 'baseline');
}

/** The side the baseline favours at one strength: the focus side's rate and whether 50 % is outside its interval. */
function favoured(
  s: Summary,
  scenario: string,
  pairing: string,
): { side: string | null; text: string } | null {
  const a = baseline(s, scenario, pairing);
  if (!a || !a.games) return null;
  const [first, second] = s.game.sides as [string, string];
  const r = a.sides[first]!;
  const side = r.lo > 0.5 ? first : r.hi < 0.5 ? second : null;
  const rate = `${first} wins ${pct(r.rate)} (95 % CI ${pct(r.lo)} to ${pct(r.hi)}) of ${int(a.games)} games with ${pairing}`;
  return { side, text: side ? `${side} favoured: ${rate}` : `no side clearly favoured: ${rate}` };
}

/** Does every side of this scenario's baseline arm of `pairing` play the same bot? */
function sameBot(s: Summary, scenario: string, pairing: string): boolean {
  const a = baseline(s, scenario, pairing);
  return !!a && new Set(Object.values(a.players)).size === 1;
}

/** Whether the favoured side held across the bot strengths (pairings of one bot on every side) of a multi-pairing run. */
function heldText(sides: number, strengths: number, unlike: string[]): string {
  const held =
    strengths === 0
      ? 'no pairing with the same bot on every side'
      : strengths === 1
        ? 'measured at one bot strength only'
        : sides > 1
          ? 'NOT the same across bot strengths'
          : strengths === 2
            ? 'the same at both bot strengths'
            : `the same at all ${strengths} bot strengths`;
  return unlike.length ? `${held} (${unlike.join(', ')}: unlike bots, not a bot strength)` : held;
}

export function headlineLines(s: Summary): string[] {
  if (s.kind === 'tournament') return [];
  const pre = s.provisional ? 'PROVISIONAL: ' : '';
  const L: string[] = ['## Headline', ''];
  const pairings = [...new Set(s.arms.map((a) => a.pairing))];
  for (const sc of s.scenarios) {
    const at = pairings
      .map((p) => ({ p, f: favoured(s, sc, p) }))
      .filter((x): x is { p: string; f: NonNullable<ReturnType<typeof favoured>> } => x.f !== null);
    if (!at.length) continue;
    // Only a pairing with the same bot on every side is a bot strength; unlike bots are listed, not compared.
    const strengths = at.filter((x) => sameBot(s, sc, x.p));
    const unlike = at.filter((x) => !sameBot(s, sc, x.p)).map((x) => x.p);
    const held =
      at.length === 1
        ? 'measured at one bot strength only'
        : heldText(new Set(strengths.map((x) => x.f.side)).size, strengths.length, unlike);
    L.push(`- ${pre}**${sc}**: ${at.map((x) => x.f.text).join('; ')}; ${held}.`);
    const moves = s.variants.filter((v) => v.scenario === sc && v.kind === 'changes');
    moves.sort((x, y) => Math.abs(y.change) - Math.abs(x.change));
    if (moves.length)
      L.push(
        `  Options that change the ${s.focusSide} win rate: ${moves.map((v) => `${v.name} ${pts(v.change)} points (${v.pairing})`).join('; ')}.`,
      );
    const untested = s.variants.filter((v) => v.scenario === sc && v.kind === 'not tested');
    if (untested.length)
      L.push(
        `  Not tested (rule rarely or never in play with these bots): ${[...new Set(untested.map((v) => v.name))].join(', ')}.`,
      );
  }
  L.push(
    '',
    `These are games between bots: they measure the rules as these bots play them, and a side that is hard for the bots to play well may look weaker than it is between people.`,
    '',
  );
  return L;
}

const change = (c: Change, digits: number, scale = 1): string => {
  if (!Number.isFinite(c.change)) return 'n/a';
  const f = (x: number): string => `${x * scale >= 0 ? '+' : '-'}${Math.abs(x * scale).toFixed(digits)}`;
  return `${f(c.change)} (${f(c.lo)} to ${f(c.hi)})`;
};

/** Each tested option's paired effect on game length (turns) and on the share of each victory type. */
export function sideEffectLines(s: Summary): string[] {
  const vs = s.variants.filter((v: VariantSummary) => v.tested && v.pairs > 0);
  if (!vs.length) return [];
  const types = [...new Set(vs.flatMap((v) => Object.keys(v.victories)))].sort();
  const head = ['scenario', 'bots', 'variant', 'game length (turns)', ...types.map((t) => `${t} (points)`)];
  const rows = vs.map((v) => [
    v.scenario,
    v.pairing,
    v.name,
    change(v.length, 2),
    ...types.map((t) => (v.victories[t] ? change(v.victories[t], 1, 100) : '—')),
  ]);
  return [
    '## Option effects on game length and victory types',
    '',
    'Paired changes (variant minus baseline on the same seeds) with 95 % intervals.',
    '',
    `| ${head.join(' | ')} |`,
    `|${head.map(() => '---').join('|')}|`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
    '',
  ];
}
