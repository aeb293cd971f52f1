import { describe, expect, it } from 'vitest';
import { getGame } from '../../src/games/index.js';
import { analyze } from '../../src/report/analyze.js';
import { chartSpecs } from '../../src/report/charts.js';
import { headlineLines } from '../../src/report/headline.js';
import { summaryMarkdown } from '../../src/report/markdown.js';
import { bound, verdictText } from '../../src/report/verdict.js';
import type { Arm, Plan } from '../../src/sim/plan.js';
import type { GameRow } from '../../src/sim/rows.js';
import { ahdRow } from './rows.js';

const game = getGame('ahd');
const N = 400;
const players = { usa: 'random', csa: 'random' };

/** Baseline: the usa wins game i when i % 5 < 2 (40 %). Each variant flips known games. */
const base = (i: number): boolean => i % 5 < 2;
const raise = (i: number): boolean => base(i) || i % 10 === 2; // +40 games: +10 points
const lower = (i: number): boolean => base(i) && i % 10 !== 0; // −40 games: −10 points
// 4 up, 4 down: no change, and an interval well inside ±3 points.
const none = (i: number): boolean => (i < 20 && (i % 5 === 2 || i % 5 === 0) ? !base(i) : base(i));
// 150 up, 150 down: no change, but an interval of ±8 points: undecided at 400 games.
const wide = (i: number): boolean => (i < 375 && (base(i) || i % 5 < 4) ? !base(i) : base(i));

const effects: Record<string, Record<string, (i: number) => boolean>> = {
  p1: {
    'r4.9-union-rail-bonus': raise,
    'r4.12-kentucky-neutrality': lower,
    'r5.2-like-battlefield-targets': none,
    'r6.1-combat-experience': wide,
  },
  // At the second strength R4.9 goes the other way: a contradiction.
  p2: {
    'r4.9-union-rail-bonus': lower,
    'r4.12-kentucky-neutrality': lower,
    'r5.2-like-battlefield-targets': none,
    'r6.1-combat-experience': wide,
  },
};

const arms: Arm[] = Object.entries(effects).flatMap(([pairing, vs]) => [
  {
    id: `1861/${pairing}/baseline`,
    block: `1861/${pairing}`,
    scenario: '1861',
    pairing,
    players,
    variant: 'baseline',
    variantOptions: {},
    options: {},
    games: N,
  },
  ...Object.keys(vs).map((o) => ({
    id: `1861/${pairing}/${o}`,
    block: `1861/${pairing}`,
    scenario: '1861',
    pairing,
    players,
    variant: o,
    variantOptions: { [o]: true },
    options: { [o]: true },
    games: N,
    baseline: `1861/${pairing}/baseline`,
  })),
]);

const plan: Plan = {
  kind: 'balance',
  name: 'verdicts',
  game: 'ahd',
  packLabel: 'standard',
  seed: 's',
  commonOptions: {},
  actions: false,
  sprt: { delta: 0.03, alpha: 0.05, beta: 0.05, every: 100, minGames: 100 },
  arms,
};

function rows(): GameRow[] {
  return arms.flatMap((a) =>
    Array.from({ length: N }, (_, i): GameRow => {
      const usa = a.variant === 'baseline' ? base(i) : effects[a.pairing]![a.variant]!(i);
      return ahdRow(a, i, usa, { rules: a.variant === 'baseline' ? {} : { [a.variant]: 1 } });
    }),
  );
}

const summary = analyze({
  plan,
  game,
  pack: game.contentInfo(),
  run: { rows: rows(), counts: {}, sprt: {} },
  command: 'test',
  codeVersion: 'test',
});
const kind = (pairing: string, o: string): string =>
  summary.variants.find((v) => v.pairing === pairing && v.variant === o)!.kind;

describe('one verdict per effect on a synthetic set with known effects (issue 23)', () => {
  it('finds each known effect, and only it', () => {
    expect(kind('p1', 'r4.9-union-rail-bonus')).toBe('changes');
    expect(
      summary.variants.find((v) => v.pairing === 'p1' && v.variant === 'r4.9-union-rail-bonus')!.change,
    ).toBeCloseTo(0.1, 12);
    expect(kind('p1', 'r4.12-kentucky-neutrality')).toBe('changes');
    expect(kind('p1', 'r5.2-like-battlefield-targets')).toBe('no effect');
    expect(kind('p1', 'r6.1-combat-experience')).toBe('undecided');
    expect(kind('p2', 'r4.9-union-rail-bonus')).toBe('changes');
  });

  it('uses the exact test with few discordant games and the z-test with many', () => {
    const v = (o: string) => summary.variants.find((x) => x.pairing === 'p1' && x.variant === o)!;
    expect(v('r4.9-union-rail-bonus').discordant).toBe(40);
    expect(v('r4.9-union-rail-bonus').test).toBe('exact McNemar');
    expect(v('r6.1-combat-experience').discordant).toBe(300);
    expect(v('r6.1-combat-experience').test).toBe('paired z');
  });

  it('says in the cross-strength table which effects hold and which contradict', () => {
    const md = summaryMarkdown(summary, []);
    const line = (name: string): string => md.split('\n').find((l) => l.startsWith(`| 1861 | ${name} |`))!;
    expect(line('R4.9 Union Rail Bonus')).toMatch(/\| contradicts \(heterogeneity p = [<\d. ]+\) \|$/);
    expect(line('R4.12 Kentucky Neutrality')).toMatch(
      /\| holds: lowers it \(heterogeneity p = 1\.0000\) \|$/,
    );
    expect(line('R5.2 Like Battlefield Targets')).toMatch(/\| holds: no effect /);
    expect(line('R6.1 Combat Experience')).toMatch(/\| not yet known /);
  });

  it('flags a baseline at a floor or a ceiling, and labels every verdict of a provisional pack', () => {
    expect(bound(0.007)).toBe('floor');
    expect(bound(0.97)).toBe('ceiling');
    expect(bound(0.5)).toBeNull();
    const v = summary.variants.find((x) => x.pairing === 'p1' && x.variant === 'r4.9-union-rail-bonus')!;
    const text = verdictText(
      { ...v, baselineRate: 0.007, bound: 'floor' },
      { focus: 'usa', delta: 0.03, provisional: true },
    );
    expect(text).toMatch(/^PROVISIONAL: R4\.9 Union Rail Bonus raises the usa win rate/);
    expect(text).toMatch(/the baseline usa win rate is 0\.7 %, at a floor/);
  });
});

describe('the headline (issue 23)', () => {
  it('says which side is favoured, at which strengths, which options move it, and the bot caveat', () => {
    const md = summaryMarkdown(summary, []);
    const lines = md.split('\n');
    const at = lines.indexOf('## Headline');
    expect(at).toBeGreaterThan(0);
    expect(at).toBeLessThan(lines.indexOf('## Verdicts'));
    expect(lines[at + 2]).toBe(
      '- **1861**: csa favoured: usa wins 40.0 % (95 % CI 35.3 % to 44.9 %) of 400 games with p1; csa favoured: usa wins 40.0 % (95 % CI 35.3 % to 44.9 %) of 400 games with p2; the same at both bot strengths.',
    );
    expect(lines[at + 3]).toMatch(/^ {2}Options that change the usa win rate: /);
    expect(lines[at + 3]).toContain('R4.9 Union Rail Bonus +10.0 points (p1)');
    expect(lines[at + 3]).toContain('R4.9 Union Rail Bonus -10.0 points (p2)');
    expect(lines[at + 3]).not.toContain('R5.2');
    expect(md).toContain('These are games between bots');
    expect(md).toContain('## Option effects on game length and victory types');
  });

  it('counts only pairings with the same bot on every side as bot strengths (a bot against random is not one)', () => {
    const unlike = {
      ...summary,
      arms: summary.arms.map((a) =>
        a.pairing === 'p2' ? { ...a, players: { usa: 'heuristic', csa: 'random' } } : a,
      ),
    };
    expect(headlineLines(unlike)[2]).toMatch(
      /with p2; measured at one bot strength only \(p2: unlike bots, not a bot strength\)\.$/,
    );
    const none = {
      ...unlike,
      arms: unlike.arms.map((a) => ({ ...a, players: { usa: 'heuristic', csa: 'random' } })),
    };
    expect(headlineLines(none)[2]).toMatch(
      /; no pairing with the same bot on every side \(p1, p2: unlike bots/,
    );
  });

  it('puts PROVISIONAL in every verdict line and chart title of a provisional pack', () => {
    const p = analyze({
      plan,
      game,
      pack: { ...game.contentInfo(), status: 'provisional' },
      run: { rows: rows(), counts: {}, sprt: {} },
      command: 'test',
      codeVersion: 'test',
    });
    for (const v of p.variants) expect(v.verdict).toMatch(/^PROVISIONAL: /);
    for (const spec of Object.values(chartSpecs(p))) expect(String(spec.title)).toMatch(/^PROVISIONAL: /);
    expect(summaryMarkdown(p, [])).toMatch(/\n- PROVISIONAL: \*\*1861\*\*/);
  });
});
