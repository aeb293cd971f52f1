/**
 * Newcombe's hybrid score interval for the difference of two paired proportions (R. G. Newcombe,
 * "Improved confidence intervals for the difference between binomial proportions based on paired
 * data", Statistics in Medicine 17, 1998, method 10; the "square-and-add" interval of Fagerland,
 * Lydersen & Laake, Statistical Analysis of Contingency Tables, 2017, §8.5).
 *
 * The paired table of n pairs: a both succeed, b only the first, c only the second, d neither.
 * p₁ = (a + b)/n, p₂ = (a + c)/n, θ = p₁ − p₂ = (b − c)/n. With (l₁, u₁) and (l₂, u₂) the Wilson
 * score intervals of p₁ and p₂ and φ the correlation of the two margins,
 *
 *   L = θ − √((p₁ − l₁)² − 2φ (p₁ − l₁)(u₂ − p₂) + (u₂ − p₂)²)
 *   U = θ + √((p₂ − l₂)² − 2φ (p₂ − l₂)(u₁ − p₁) + (u₁ − p₁)²)
 *
 * φ = C / √((a+b)(c+d)(a+c)(b+d)) with C = ad − bc − n/2 when ad − bc > n/2, 0 when 0 ≤ ad − bc ≤ n/2,
 * and ad − bc when it is negative (Newcombe's correction; φ = 0 when a margin is empty). The
 * correction is what keeps the interval honest with no discordant pairs: uncorrected, a table with
 * b = c = 0 has φ = 1 and the interval collapses to [0, 0] whatever n; corrected it has width, which
 * shrinks as n grows. Published check: Cavo et al. (a, b, c, d) = (59, 6, 16, 80): −0.0621, 95 % CI
 * −0.1186 to −0.0046 (Fagerland et al., §8.5; R contingencytables Newcombe_square_and_add_CI_paired_2x2).
 *
 * Games scored ½ (draws, turn limits): a pair's scores (x, y) enter the table as weights, the
 * concordant part min(x, y) in a and min(1 − x, 1 − y) in d, the difference in b or c. Then
 * (b − c)/n is the mean paired difference exactly, and a ½ counts as half a success in each Wilson
 * interval (whose variance p(1 − p) is then an upper bound: conservative).
 */
import { zFor } from './normal.js';
import type { Pair } from './paired.js';
import { wilsonInterval } from './wilson.js';

/** A paired 2 × 2 table; the first member of each pair is the one whose proportion comes first. */
export interface PairedTable {
  /** Both succeed. */
  readonly a: number;
  /** Only the first succeeds. */
  readonly b: number;
  /** Only the second succeeds. */
  readonly c: number;
  /** Neither. */
  readonly d: number;
}

export interface Difference {
  /** θ = p₁ − p₂. */
  readonly diff: number;
  readonly lo: number;
  readonly hi: number;
}

/** Newcombe's method 10 interval for p₁ − p₂ of a paired table (see the file comment). */
export function newcombePaired(t: PairedTable, level = 0.95): Difference {
  const { a, b, c, d } = t;
  const n = a + b + c + d;
  if (!(n > 0)) return { diff: NaN, lo: NaN, hi: NaN };
  const p1 = (a + b) / n;
  const p2 = (a + c) / n;
  const w1 = wilsonInterval(a + b, n, level);
  const w2 = wilsonInterval(a + c, n, level);
  const phi = correctedPhi(t, n);
  const dl1 = p1 - w1.lo;
  const du1 = w1.hi - p1;
  const dl2 = p2 - w2.lo;
  const du2 = w2.hi - p2;
  const diff = p1 - p2;
  const lo = diff - Math.sqrt(Math.max(0, dl1 * dl1 - 2 * phi * dl1 * du2 + du2 * du2));
  const hi = diff + Math.sqrt(Math.max(0, dl2 * dl2 - 2 * phi * dl2 * du1 + du1 * du1));
  return { diff, lo: Math.max(-1, lo), hi: Math.min(1, hi) };
}

function correctedPhi({ a, b, c, d }: PairedTable, n: number): number {
  const margins = (a + b) * (c + d) * (a + c) * (b + d);
  if (!(margins > 0)) return 0;
  const cross = a * d - b * c;
  const corrected = cross > n / 2 ? cross - n / 2 : cross >= 0 ? 0 : cross;
  return corrected / Math.sqrt(margins);
}

/**
 * The paired table of scored pairs (scores in [0, 1]) with the variant first, so that θ is the
 * variant's change over the baseline; half scores split as the file comment says.
 */
export function variantTable(pairs: readonly Pair[]): PairedTable {
  let a = 0;
  let b = 0;
  let c = 0;
  let d = 0;
  for (const { baseline: x, variant: y } of pairs) {
    a += Math.min(x, y);
    d += Math.min(1 - x, 1 - y);
    if (y > x) b += y - x;
    else c += x - y;
  }
  return { a, b, c, d };
}

/** The change variant − baseline of scored pairs with Newcombe's interval and the se it implies. */
export function newcombeChange(pairs: readonly Pair[], level = 0.95): Difference & { se: number } {
  const r = newcombePaired(variantTable(pairs), level);
  return { ...r, se: (r.hi - r.lo) / (2 * zFor(level)) };
}
