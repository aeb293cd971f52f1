/**
 * Balance-table tallies (src/stats/outcomes.ts): rates over the games with an outcome, Wilson
 * intervals, victory-type counts, and type-7 sample quantiles (numpy.percentile's default).
 */
import { describe, expect, it } from 'vitest';
import { distribution, scoreFor, tally, type OutcomeLike } from '../../src/stats/outcomes.js';

const row = (
  result: OutcomeLike['result'],
  winner: string | null,
  victory: string,
  margin = 0,
): OutcomeLike => ({
  result,
  winner,
  victory,
  margin,
  turn: 10,
  decisions: 100,
});

describe('outcome tallies', () => {
  // 50 games with an outcome (usa 7, csa 40, 2 draws, 1 decision limit) and 2 errors.
  const rows: OutcomeLike[] = [
    ...Array.from({ length: 7 }, () => row('win', 'usa', 'seven-cities', 6)),
    ...Array.from({ length: 40 }, () => row('win', 'csa', 'survival', -2)),
    row('draw', null, 'march-table', 0),
    row('draw', null, 'march-table', 0),
    row('limit', null, 'limit', 1),
    row('error', null, 'none'),
    row('error', null, 'none'),
  ];

  it('counts wins per side with their Wilson interval over the games with an outcome', () => {
    const t = tally(rows, ['usa', 'csa']);
    expect(t.games).toBe(50);
    expect(t.errors).toBe(2);
    // Issue 4's test vector: 7 of 50 at 95 % is [0.069508, 0.261862].
    expect(t.sides['usa']).toMatchObject({ x: 7, n: 50, rate: 0.14 });
    expect(t.sides['usa']!.lo).toBeCloseTo(0.069508, 6);
    expect(t.sides['usa']!.hi).toBeCloseTo(0.261862, 6);
    expect(t.sides['csa']).toMatchObject({ x: 40, n: 50, rate: 0.8 });
    expect(t.draws).toMatchObject({ x: 2, n: 50 });
    expect(t.limits).toMatchObject({ x: 1, n: 50 });
    // wins(usa) + wins(csa) + draws + limits = games
    expect(t.sides['usa']!.x + t.sides['csa']!.x + t.draws.x + t.limits.x).toBe(t.games);
  });

  it('counts victory types over the games with an outcome, keys in order', () => {
    const t = tally(rows, ['usa', 'csa']);
    expect(t.victory).toEqual({ limit: 1, 'march-table': 2, 'seven-cities': 7, survival: 40 });
    expect(Object.keys(t.victory)).toEqual(['limit', 'march-table', 'seven-cities', 'survival']);
  });

  it('orders victory types by name whatever order the games came in', () => {
    const names = ['survival', 'army-max', 'washington', 'limit', 'march-table'];
    const orders = [
      names,
      [...names].reverse(),
      ['limit', 'washington', 'army-max', 'survival', 'march-table'],
    ];
    for (const order of orders) {
      const t = tally(
        order.map((v) => row('win', 'csa', v)),
        ['usa', 'csa'],
      );
      expect(Object.keys(t.victory), order.join(' ')).toEqual([
        'army-max',
        'limit',
        'march-table',
        'survival',
        'washington',
      ]);
    }
  });

  it('summarises margins of the games with an outcome (errors left out)', () => {
    const t = tally(rows, ['usa', 'csa']);
    expect(t.margin.n).toBe(50);
    expect(t.margin.mean).toBeCloseTo((7 * 6 - 40 * 2 + 1) / 50, 12);
    expect([t.margin.min, t.margin.max]).toEqual([-2, 6]);
    expect(t.turns.n).toBe(50);
    expect(t.turns.median).toBe(10);
    expect(t.decisions.median).toBe(100);
  });

  it('uses the level given for every interval', () => {
    const t = tally(rows, ['usa', 'csa'], 0.9);
    // scipy.stats.binomtest(7, 50).proportion_ci(0.9, 'wilson') = (0.0777209, 0.2392390).
    expect(t.sides['usa']!.lo).toBeCloseTo(0.0777209, 6);
    expect(t.sides['usa']!.hi).toBeCloseTo(0.239239, 6);
  });

  it('a win by a side outside the table counts as neither a side win nor a draw', () => {
    const t = tally([row('win', 'usa', 'a'), row('win', 'xyz', 'b')], ['usa', 'csa']);
    expect(t.games).toBe(2);
    expect(t.sides['usa']!.x).toBe(1);
    expect(t.sides['csa']!.x).toBe(0);
    expect(t.draws.x).toBe(0);
    expect(t.limits.x).toBe(0);
  });
});

describe('sample distribution', () => {
  it('matches numpy: percentile([3, 1, 4, 1, 5, 9, 2, 6], [10, 25, 50, 75, 90]) = 1, 1.75, 3.5, 5.25, 6.9', () => {
    const d = distribution([3, 1, 4, 1, 5, 9, 2, 6]);
    expect(d.n).toBe(8);
    expect(d.mean).toBeCloseTo(3.875, 12);
    expect(d.sd).toBeCloseTo(2.748376143938713, 12); // numpy.std(ddof=1)
    expect([d.min, d.max]).toEqual([1, 9]);
    expect(d.p10).toBeCloseTo(1, 12);
    expect(d.p25).toBeCloseTo(1.75, 12);
    expect(d.median).toBeCloseTo(3.5, 12);
    expect(d.p75).toBeCloseTo(5.25, 12);
    expect(d.p90).toBeCloseTo(6.9, 12);
  });

  it('one value has no spread; no value gives NaN everywhere', () => {
    expect(distribution([4])).toMatchObject({ n: 1, mean: 4, sd: 0, min: 4, median: 4, max: 4 });
    const e = distribution([]);
    expect(e.n).toBe(0);
    for (const k of ['mean', 'sd', 'min', 'p10', 'p25', 'median', 'p75', 'p90', 'max'] as const)
      expect(e[k]).toBeNaN();
  });

  it("does not reorder the caller's array", () => {
    const xs = [3, 1, 2];
    distribution(xs);
    expect(xs).toEqual([3, 1, 2]);
  });
});

describe('a game scored for one side', () => {
  it('win 1, loss 0, draw or decision limit ½, error left out', () => {
    expect(scoreFor(row('win', 'usa', 'x'), 'usa')).toBe(1);
    expect(scoreFor(row('win', 'csa', 'x'), 'usa')).toBe(0);
    expect(scoreFor(row('draw', null, 'x'), 'usa')).toBe(0.5);
    expect(scoreFor(row('limit', null, 'x'), 'csa')).toBe(0.5);
    expect(scoreFor(row('error', null, 'x'), 'usa')).toBeUndefined();
  });
});
