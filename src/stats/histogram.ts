/**
 * A sample kept as the count of each distinct value instead of one array entry per observation, so a
 * report's distributions (margin, game length, decisions) take memory in the number of distinct
 * values, not in the number of games (issue 22: a million-game report held its games' margins,
 * turns and decisions in plain arrays, about 150 MB of peak RSS).
 *
 * `summary()` gives exactly what `distribution` (outcomes.ts) gives for the same sample as an array,
 * to the last bit: it replays simple-statistics' arithmetic on the sorted sample, value by value in
 * ascending order (the compensated sum behind `mean`, the sum of squared deviations behind
 * `sampleStandardDeviation`, the type-7 interpolation of `quantileSorted`), reading the k-th smallest
 * value from the cumulative counts. The values must be numbers that sort (no NaN).
 */
import { EMPTY_DISTRIBUTION as EMPTY, type Distribution } from './outcomes.js';

export class Histogram {
  private readonly counts = new Map<number, number>();
  /** Observations added. */
  n = 0;

  add(x: number): void {
    this.counts.set(x, (this.counts.get(x) ?? 0) + 1);
    this.n++;
  }

  /** [value, count] for each distinct value, values ascending. */
  entries(): [number, number][] {
    return [...this.counts].sort((a, b) => a[0] - b[0]);
  }

  summary(): Distribution {
    const e = this.entries();
    const n = this.n;
    if (n === 0) return EMPTY;
    const mean = compensatedSum(e) / n;
    const at = (p: number): number => quantile(e, n, p);
    return {
      n,
      mean,
      sd: n > 1 ? Math.sqrt(squaredDeviations(e, mean) / (n - 1)) : 0,
      min: e[0]![0],
      p10: at(0.1),
      p25: at(0.25),
      median: at(0.5),
      p75: at(0.75),
      p90: at(0.9),
      max: e[e.length - 1]![0],
    };
  }
}

/** simple-statistics `sum` (Kahan-Babuska compensation) over the sorted sample, one addition per value. */
function compensatedSum(e: readonly [number, number][]): number {
  let sum = e[0]![0];
  let correction = 0;
  let first = true;
  for (const [x, c] of e) {
    for (let k = first ? 1 : 0; k < c; k++) {
      const t = sum + x;
      correction += Math.abs(sum) >= Math.abs(x) ? sum - t + x : x - t + sum;
      sum = t;
    }
    first = false;
  }
  return sum + correction;
}

/** simple-statistics `sumNthPowerDeviations(x, 2)` over the sorted sample. */
function squaredDeviations(e: readonly [number, number][], mean: number): number {
  let sum = 0;
  for (const [x, c] of e) {
    const d = x - mean;
    for (let k = 0; k < c; k++) sum += d * d;
  }
  return sum;
}

/** The k-th smallest value (0-based) of the sample. */
function kth(e: readonly [number, number][], k: number): number {
  let below = 0;
  for (const [x, c] of e) {
    below += c;
    if (k < below) return x;
  }
  throw new RangeError(`histogram: rank ${k} outside a sample of ${below}`);
}

/** simple-statistics `quantileSorted` (type 7) on the sorted sample; 0 < p < 1. */
function quantile(e: readonly [number, number][], n: number, p: number): number {
  const idx = (n - 1) * p;
  if (idx % 1 === 0) return kth(e, idx);
  const lower = Math.floor(idx);
  const lo = kth(e, lower);
  const hi = kth(e, Math.ceil(idx));
  return lo + (idx - lower) * (hi - lo);
}
