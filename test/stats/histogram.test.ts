/**
 * The histogram accumulator (src/stats/histogram.ts, issue 22: a report's memory must not grow with
 * its games): its summary must be the very numbers `distribution` (outcomes.ts, simple-statistics on
 * the sorted array) gives for the same sample, bit for bit, since summary.json must stay
 * byte-identical; and `tally` must give the same tallies as the array code it replaced.
 */
import { describe, expect, it } from 'vitest';
import { Sfc32 } from '../../src/core/rng.js';
import { Histogram } from '../../src/stats/histogram.js';
import { distribution, tally, type Distribution, type OutcomeLike } from '../../src/stats/outcomes.js';

const FIELDS: readonly (keyof Distribution)[] = [
  'n',
  'mean',
  'sd',
  'min',
  'p10',
  'p25',
  'median',
  'p75',
  'p90',
  'max',
];

/** Same numbers field by field (Object.is: NaN equals NaN, 0 and -0 differ). */
function expectSame(got: Distribution, want: Distribution, what: string): void {
  for (const f of FIELDS)
    expect(Object.is(got[f], want[f]), `${what} ${f}: ${got[f]} vs ${want[f]}`).toBe(true);
  expect(JSON.stringify(got)).toBe(JSON.stringify(want));
}

function histogramOf(xs: readonly number[]): Histogram {
  const h = new Histogram();
  for (const x of xs) h.add(x);
  return h;
}

/** Samples of the kinds a report sees: game turns, decisions, margins (integers, some negative), fractions. */
function sample(rng: Sfc32, kind: number, n: number): number[] {
  const xs: number[] = [];
  for (let i = 0; i < n; i++) {
    if (kind === 0) xs.push(1 + rng.int(40));
    else if (kind === 1) xs.push(100 + rng.int(5000));
    else if (kind === 2) xs.push(rng.int(61) - 30);
    else if (kind === 3) xs.push(Math.round((rng.next() - 0.5) * 1e6) / 8);
    else xs.push((rng.next() - 0.3) * 10 ** rng.int(12));
  }
  return xs;
}

describe('Histogram', () => {
  it('summarises a sample exactly as distribution() does on the array, on random samples', () => {
    const rng = Sfc32.from('histogram-test', 'samples');
    for (let trial = 0; trial < 300; trial++) {
      const kind = trial % 5;
      const n = trial < 50 ? trial % 7 : 1 + rng.int(trial < 250 ? 400 : 20_000);
      const xs = sample(rng, kind, n);
      expectSame(histogramOf(xs).summary(), distribution(xs), `trial ${trial} kind ${kind} n ${n}`);
    }
  });

  it('gives the empty sample NaN statistics and a single value sd 0, as distribution() does', () => {
    expectSame(new Histogram().summary(), distribution([]), 'empty');
    expectSame(histogramOf([7]).summary(), distribution([7]), 'one');
    expect(histogramOf([7]).summary()).toMatchObject({ n: 1, sd: 0, min: 7, median: 7, max: 7 });
  });

  it('counts each value once per observation, values ascending', () => {
    const h = histogramOf([3, -1, 3, 10, 3, -1]);
    expect(h.n).toBe(6);
    expect(h.entries()).toEqual([
      [-1, 2],
      [3, 3],
      [10, 1],
    ]);
  });

  it('interpolates type-7 quantiles between neighbouring ranks across distinct values', () => {
    // Sorted: 1 1 2 4 ; p25 at rank 0.75 → 1, median at rank 1.5 → 1.5, p75 at rank 2.25 → 2.5.
    const d = histogramOf([4, 1, 2, 1]).summary();
    expect(d).toMatchObject({ min: 1, p25: 1, median: 1.5, p75: 2.5, max: 4 });
  });
});

/** The tally of issue 4 as it was, with every game's values in arrays: the reference. */
function arrayTally(rows: readonly OutcomeLike[]) {
  const kept = rows.filter((r) => r.result !== 'error');
  const turns = new Map<number, number>();
  for (const r of kept) turns.set(r.turn, (turns.get(r.turn) ?? 0) + 1);
  return {
    margin: distribution(kept.map((r) => r.margin)),
    turns: distribution(kept.map((r) => r.turn)),
    decisions: distribution(kept.map((r) => r.decisions)),
    turnCounts: [...turns].sort((a, b) => a[0] - b[0]),
  };
}

describe('tally with histograms', () => {
  it('gives the distributions and turn counts of the array code on random games', () => {
    const rng = Sfc32.from('histogram-test', 'tally');
    const results: OutcomeLike['result'][] = ['win', 'win', 'win', 'draw', 'limit', 'error'];
    for (let trial = 0; trial < 40; trial++) {
      const rows: OutcomeLike[] = Array.from({ length: 1 + rng.int(3000) }, () => {
        const result = results[rng.int(results.length)]!;
        return {
          result,
          winner: result === 'win' ? (rng.int(2) ? 'usa' : 'csa') : null,
          victory: 'v',
          margin: rng.int(41) - 20,
          turn: 1 + rng.int(40),
          decisions: 50 + rng.int(900),
        };
      });
      const t = tally(rows, ['usa', 'csa']);
      const want = arrayTally(rows);
      expectSame(t.margin, want.margin, `trial ${trial} margin`);
      expectSame(t.turns, want.turns, `trial ${trial} turns`);
      expectSame(t.decisions, want.decisions, `trial ${trial} decisions`);
      expect(t.turnCounts).toEqual(want.turnCounts);
    }
  });
});
