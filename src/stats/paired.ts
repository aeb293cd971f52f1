/**
 * Paired comparison of a variant against its baseline on common random numbers.
 *
 * Each game seed i is played once in the baseline arm and once in the variant arm; each game is scored
 * for the focus side (the game's first side, `usa`): win 1, loss 0, draw or limit ½. With the paired
 * differences dᵢ = variantᵢ − baselineᵢ:
 *
 *   mean d̄ = Σ dᵢ / n,   s_d = √(Σ (dᵢ − d̄)² / (n − 1)),   CI = d̄ ± z · s_d / √n
 *
 * the normal approximation to the paired t interval (Student 1908; for the n ≥ 100 typical here
 * t and z differ by < 1 %). Pairing removes the variance the two arms share: Var(d) = Var(b) + Var(v)
 * − 2 Cov(b, v), so the Pearson correlation r of the pairs (also returned) says how much common random
 * numbers gained over two independent samples (variance ratio 1 − r when the arms' variances are
 * equal). The variance ratio itself, Var(d) / (Var(b) + Var(v)) with sample variances, is what
 * pairing saves: the games two independent samples would need for the same interval, times the ratio
 * (issue 23: 1 means the pairing saves nothing). p is the two-sided z-test of d̄ = 0, used for the
 * Holm correction.
 */
import { sampleCorrelation } from 'simple-statistics';
import { twoSidedP, zFor } from './normal.js';

export interface Pair {
  readonly baseline: number;
  readonly variant: number;
}

export interface PairedComparison {
  readonly n: number;
  readonly baselineMean: number;
  readonly variantMean: number;
  /** d̄ = variantMean − baselineMean. */
  readonly diff: number;
  /** Standard error s_d / √n. */
  readonly se: number;
  readonly lo: number;
  readonly hi: number;
  /** Pearson correlation of (baseline, variant); null when either arm has no variance or n < 2. */
  readonly correlation: number | null;
  /** Two-sided p-value of d̄ = 0 (normal approximation). */
  readonly p: number;
  /**
   * Paired over independent variance, Var(d) / (Var(b) + Var(v)); null when n < 2 or neither arm
   * varies. Below 1 the pairing narrows the interval by the factor √ratio.
   */
  readonly varianceRatio: number | null;
  /** Pairs whose two scores differ (the discordant pairs of McNemar's test). */
  readonly discordant: number;
  /** Discordant pairs in which the variant scored higher. */
  readonly up: number;
}

export function pairedComparison(pairs: readonly Pair[], level = 0.95): PairedComparison {
  const n = pairs.length;
  if (n === 0) {
    return {
      n,
      baselineMean: NaN,
      variantMean: NaN,
      diff: NaN,
      se: NaN,
      lo: NaN,
      hi: NaN,
      correlation: null,
      p: NaN,
      varianceRatio: null,
      discordant: 0,
      up: 0,
    };
  }
  let sb = 0;
  let sv = 0;
  for (const p of pairs) {
    sb += p.baseline;
    sv += p.variant;
  }
  const baselineMean = sb / n;
  const variantMean = sv / n;
  const diff = variantMean - baselineMean;
  let ss = 0;
  let sbb = 0;
  let svv = 0;
  let discordant = 0;
  let up = 0;
  for (const p of pairs) {
    const e = p.variant - p.baseline - diff;
    ss += e * e;
    sbb += (p.baseline - baselineMean) ** 2;
    svv += (p.variant - variantMean) ** 2;
    if (p.variant !== p.baseline) discordant++;
    if (p.variant > p.baseline) up++;
  }
  const sd = n > 1 ? Math.sqrt(ss / (n - 1)) : NaN;
  const se = sd / Math.sqrt(n);
  const z = zFor(level);
  const p = se > 0 ? twoSidedP(diff / se) : n > 1 ? (diff === 0 ? 1 : 0) : NaN;
  return {
    n,
    baselineMean,
    variantMean,
    diff,
    se,
    lo: diff - z * se,
    hi: diff + z * se,
    correlation: correlation(pairs),
    p,
    varianceRatio: n > 1 && sbb + svv > 0 ? ss / (sbb + svv) : null,
    discordant,
    up,
  };
}

function correlation(pairs: readonly Pair[]): number | null {
  if (pairs.length < 2) return null;
  const b = pairs.map((p) => p.baseline);
  const v = pairs.map((p) => p.variant);
  const varies = (xs: number[]): boolean => xs.some((x) => x !== xs[0]);
  if (!varies(b) || !varies(v)) return null;
  return sampleCorrelation(b, v);
}
