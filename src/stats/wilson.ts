/**
 * Wilson score interval for a binomial proportion (E. B. Wilson, "Probable inference, the law of
 * succession, and statistical inference", JASA 22, 1927; recommended by Brown, Cai & DasGupta,
 * "Interval Estimation for a Binomial Proportion", Statistical Science 16, 2001):
 *
 *   centre = (p̂ + z²/2n) / (1 + z²/n),   half = z / (1 + z²/n) · √(p̂(1 − p̂)/n + z²/4n²)
 *
 * with p̂ = x/n and z the two-sided normal critical value. Unlike the Wald interval it stays inside
 * [0, 1] and keeps close to its nominal coverage for small n and rates near 0 or 1.
 * Example (issue 4's test vector): 7 of 50 at 95 % → [0.069508, 0.261862].
 */
import { zFor } from './normal.js';

export interface Proportion {
  /** Successes (a draw may count ½ when the caller scores games). */
  readonly x: number;
  readonly n: number;
  /** x / n (NaN when n = 0). */
  readonly rate: number;
  readonly lo: number;
  readonly hi: number;
}

export function wilsonInterval(x: number, n: number, level = 0.95): Proportion {
  if (!(n >= 0) || !(x >= 0) || x > n)
    throw new RangeError(`wilsonInterval: need 0 ≤ x ≤ n, got ${x} of ${n}`);
  if (n === 0) return { x, n, rate: NaN, lo: 0, hi: 1 };
  const z = zFor(level);
  const p = x / n;
  const z2n = (z * z) / n;
  const centre = (p + z2n / 2) / (1 + z2n);
  const half = (z / (1 + z2n)) * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n));
  return { x, n, rate: p, lo: Math.max(0, centre - half), hi: Math.min(1, centre + half) };
}
