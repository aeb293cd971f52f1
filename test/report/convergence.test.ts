/**
 * Issue 21: "the report states for each scenario whether its verdict has converged (the last two
 * strengths' Union win rates differ by less than 5 points, with the interval of that difference)
 * or is still moving with strength, in words at the top."
 */
import { describe, expect, it } from 'vitest';
import { getGame } from '../../src/games/index.js';
import { analyze } from '../../src/report/analyze.js';
import { convergence, convergenceWords } from '../../src/report/convergence.js';
import { summaryMarkdown } from '../../src/report/markdown.js';
import type { Arm, Plan } from '../../src/sim/plan.js';
import type { GameRow } from '../../src/sim/rows.js';
import { ahdRow } from './rows.js';
import { gamesOfRows } from '../../src/sim/table.js';
import { pairedComparison } from '../../src/stats/paired.js';

const LADDER = ['heuristic', 'mid', 'strong'];
const SCENARIOS = ['1861', '1864'];
const N = 400;

const arm = (scenario: string, pairing: string): Arm => ({
  id: `${scenario}/${pairing}/baseline`,
  block: `${scenario}/${pairing}`,
  scenario,
  pairing,
  players: { usa: pairing, csa: pairing },
  variant: 'baseline',
  variantOptions: {},
  options: {},
  games: N,
});

const plan: Plan = {
  kind: 'balance',
  name: 'ladder',
  game: 'ahd',
  packLabel: 'standard',
  seed: 's',
  commonOptions: {},
  actions: false,
  arms: SCENARIOS.flatMap((sc) => LADDER.map((p) => arm(sc, p))),
  ladder: LADDER,
};

/**
 * Union wins per 100 games, by scenario and strength: 1861 settles (40, 30, 32: +2 points at the
 * last step), 1864 keeps moving (2, 10, 25: +15).
 */
const PER_100: Record<string, number[]> = { '1861': [40, 30, 32], '1864': [2, 10, 25] };

function rows(): GameRow[] {
  return plan.arms.flatMap((a) =>
    Array.from({ length: N }, (_, i): GameRow => {
      const usa = i % 100 < PER_100[a.scenario]![LADDER.indexOf(a.pairing)]!;
      return ahdRow(a, i, usa, { options: {}, turn: 20, decisions: 300 });
    }),
  );
}

describe('convergence along a strength ladder', () => {
  const all = rows();
  const byArm = new Map(plan.arms.map((a) => [a.id, all.filter((r) => r.arm === a.id)]));
  const games = gamesOfRows(all);
  const [c1861, c1864] = convergence(plan, games, 'usa');

  it('compares the last two strengths as a paired difference on the same seeds', () => {
    expect(c1861!.rates.map((r) => [r.strength, r.wins, r.games])).toEqual([
      ['heuristic', 160, N],
      ['mid', 120, N],
      ['strong', 128, N],
    ]);
    const pairs = byArm.get('1861/strong/baseline')!.map((r, i) => ({
      baseline: byArm.get('1861/mid/baseline')![i]!.winner === 'usa' ? 1 : 0,
      variant: r.winner === 'usa' ? 1 : 0,
    }));
    const d = pairedComparison(pairs);
    expect(c1861!.last).toEqual({
      from: 'mid',
      to: 'strong',
      n: N,
      diff: d.diff,
      lo: d.lo,
      hi: d.hi,
      converged: true,
    });
    expect(c1861!.last!.diff).toBeCloseTo(0.02, 12);
    expect(c1864!.last!.diff).toBeCloseTo(0.15, 12);
    expect(c1864!.last!.converged).toBe(false);
  });

  it('says it in words, converged or still moving, with the interval', () => {
    const l = c1861!.last!;
    expect(convergenceWords(c1861!)).toBe(
      `1861: **converged**: the usa wins 40.0 % at heuristic, 30.0 % at mid, 32.0 % at strong; the last step changes it by +2.0 points from mid to strong, 95 % interval ${l.lo < 0 ? '-' : '+'}${Math.abs(100 * l.lo).toFixed(1)} to +${(100 * l.hi).toFixed(1)}, 400 paired games.`,
    );
    expect(convergenceWords(c1864!)).toMatch(
      /^1864: \*\*still moving with strength\*\*: the usa wins 2\.0 % at heuristic, 10\.0 % at mid, 25\.0 % at strong; the last step changes it by \+15\.0 points from mid to strong/,
    );
  });

  it('the report carries it in summary.json and near the top of summary.md', () => {
    const s = analyze({
      plan,
      game: getGame('ahd'),
      pack: getGame('ahd').contentInfo(),
      run: { rows: all, counts: Object.fromEntries(plan.arms.map((a) => [a.id, N])), sprt: {} },
      command: 'cwsim balance ladder.json',
      codeVersion: 'test',
    });
    expect(s.convergence).toHaveLength(2);
    const md = summaryMarkdown(s, []).split('\n');
    const at = md.indexOf('## Has the verdict converged with bot strength?');
    expect(at).toBeGreaterThan(0);
    expect(at).toBeLessThan(md.findIndex((l) => l.startsWith('## Outcomes')));
    expect(md.some((l) => l.startsWith('- 1864: **still moving with strength**'))).toBe(true);
  });

  it('no ladder, no statement; one strength in a scenario says so', () => {
    expect(convergence({ ...plan, ladder: undefined }, games, 'usa')).toEqual([]);
    const one = convergence(
      { ...plan, arms: plan.arms.filter((a) => a.scenario === '1861' || a.pairing === 'heuristic') },
      games,
      'usa',
    );
    expect(convergenceWords(one[1]!)).toBe(
      '1864: played at one strength only (2.0 % at heuristic); whether its verdict holds for stronger play is not measured.',
    );
  });
});
