/**
 * Tallies of finished games for balance tables: per-side wins with Wilson intervals, draws, games
 * that hit a decision limit (their own outcome, never dropped), errors, victory types, and the
 * distributions of margin, game length (turns) and decisions.
 *
 * Rates are over the games that produced an outcome (errors excluded, limits included in the
 * denominator), so `wins(usa) + wins(csa) + draws + limits = games`.
 */
import { mean, quantileSorted, sampleStandardDeviation } from 'simple-statistics';
import { Histogram } from './histogram.js';
import { wilsonInterval, type Proportion } from './wilson.js';

export type ResultKind = 'win' | 'draw' | 'limit' | 'error';

/** What the tallies need from a game row. */
export interface OutcomeLike {
  readonly result: ResultKind;
  /** Winning side id when result is 'win'. */
  readonly winner: string | null;
  readonly victory: string;
  readonly margin: number;
  readonly turn: number;
  readonly decisions: number;
}

export interface Distribution {
  readonly n: number;
  readonly mean: number;
  readonly sd: number;
  readonly min: number;
  readonly p10: number;
  readonly p25: number;
  readonly median: number;
  readonly p75: number;
  readonly p90: number;
  readonly max: number;
}

export interface Tally {
  /** Games with an outcome (win, draw or limit). */
  readonly games: number;
  readonly errors: number;
  readonly draws: Proportion;
  readonly limits: Proportion;
  /** Per side id: wins with rate and Wilson interval. */
  readonly sides: Readonly<Record<string, Proportion>>;
  /** Victory type id → count (over games with an outcome). */
  readonly victory: Readonly<Record<string, number>>;
  readonly margin: Distribution;
  readonly turns: Distribution;
  /** [game turn at the end, games] for each turn, turns ascending. */
  readonly turnCounts: readonly (readonly [number, number])[];
  readonly decisions: Distribution;
}

/** The distribution of an empty sample: no games, every figure NaN. */
export const EMPTY_DISTRIBUTION: Distribution = {
  n: 0,
  mean: NaN,
  sd: NaN,
  min: NaN,
  p10: NaN,
  p25: NaN,
  median: NaN,
  p75: NaN,
  p90: NaN,
  max: NaN,
};

/** Summary statistics of a sample; quantiles by simple-statistics' `quantileSorted` (R type 7-like). */
export function distribution(xs: readonly number[]): Distribution {
  if (xs.length === 0) return EMPTY_DISTRIBUTION;
  const s = [...xs].sort((a, b) => a - b);
  return {
    n: s.length,
    mean: mean(s),
    sd: s.length > 1 ? sampleStandardDeviation(s) : 0,
    min: s[0]!,
    p10: quantileSorted(s, 0.1),
    p25: quantileSorted(s, 0.25),
    median: quantileSorted(s, 0.5),
    p75: quantileSorted(s, 0.75),
    p90: quantileSorted(s, 0.9),
    max: s[s.length - 1]!,
  };
}

/**
 * The tallies of `rows`, read once: the distributions are kept as histograms (histogram.ts), so the
 * memory does not grow with the games; they equal `distribution` of the values to the last bit.
 */
export function tally(rows: Iterable<OutcomeLike>, sides: readonly string[], level = 0.95): Tally {
  const wins: Record<string, number> = Object.fromEntries(sides.map((s) => [s, 0]));
  const victory: Record<string, number> = {};
  const margin = new Histogram();
  const turns = new Histogram();
  const decisions = new Histogram();
  let all = 0;
  let draws = 0;
  let limits = 0;
  for (const r of rows) {
    all++;
    if (r.result === 'error') continue;
    if (r.result === 'win' && r.winner !== null && r.winner in wins) wins[r.winner]!++;
    else if (r.result === 'draw') draws++;
    else if (r.result === 'limit') limits++;
    victory[r.victory] = (victory[r.victory] ?? 0) + 1;
    margin.add(r.margin);
    turns.add(r.turn);
    decisions.add(r.decisions);
  }
  const n = margin.n;
  return {
    games: n,
    errors: all - n,
    draws: wilsonInterval(draws, n, level),
    limits: wilsonInterval(limits, n, level),
    sides: Object.fromEntries(sides.map((s) => [s, wilsonInterval(wins[s]!, n, level)])),
    victory: Object.fromEntries(Object.entries(victory).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))),
    margin: margin.summary(),
    turns: turns.summary(),
    turnCounts: turns.entries(),
    decisions: decisions.summary(),
  };
}

/**
 * A game scored for one side: win 1, loss 0, draw or decision limit ½ (neither side won);
 * undefined for an error row, which pairs and scores leave out.
 */
export function scoreFor(r: OutcomeLike, side: string): number | undefined {
  if (r.result === 'error') return undefined;
  if (r.result === 'win') return r.winner === side ? 1 : 0;
  return 0.5;
}
