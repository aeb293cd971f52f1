/**
 * The standard normal distribution: cumulative probability Φ and its inverse (the quantile).
 *
 *  - `normalCdf(x)` = ½ (1 + erf(x / √2)), with simple-statistics' `errorFunction` (Abramowitz &
 *    Stegun 7.1.26-class approximation, absolute error below 1e-8 — ample for p-values).
 *  - `normalQuantile(p)`: Wichura's algorithm AS 241 (PPND16), "The Percentage Points of the Normal
 *    Distribution", Applied Statistics 37(3), 477-484, 1988: three rational approximations (central
 *    |p - ½| ≤ 0.425, intermediate and far tail), relative accuracy about 1e-16. simple-statistics'
 *    `probit` is only good to about 3 digits (probit(0.975) = 1.9572), too coarse for the published
 *    interval vectors the tests check.
 */
import { errorFunction } from 'simple-statistics';

export function normalCdf(x: number): number {
  return 0.5 * (1 + errorFunction(x / Math.SQRT2));
}

/** Two-sided p-value of a standard normal statistic z: 2 (1 − Φ(|z|)). */
export function twoSidedP(z: number): number {
  if (!Number.isFinite(z)) return Number.isNaN(z) ? NaN : 0;
  return Math.min(1, 2 * (1 - normalCdf(Math.abs(z))));
}

// AS 241 coefficients, lowest power first (the published 20-digit values rounded to doubles).
const A = [
  3.3871328727963665, 133.14166789178438, 1971.5909503065513, 13731.69376550946, 45921.95393154987,
  67265.7709270087, 33430.57558358813, 2509.0809287301227,
];
const B = [
  1, 42.31333070160091, 687.1870074920579, 5394.196021424751, 21213.794301586597, 39307.89580009271,
  28729.085735721943, 5226.495278852854,
];
const C = [
  1.4234371107496835, 4.630337846156546, 5.769497221460691, 3.6478483247632045, 1.2704582524523684,
  0.2417807251774506, 0.022723844989269184, 0.0007745450142783414,
];
const D = [
  1, 2.053191626637759, 1.6763848301838038, 0.6897673349851, 0.14810397642748008, 0.015198666563616457,
  0.0005475938084995345, 1.0507500716444169e-9,
];
const E = [
  6.657904643501103, 5.463784911164114, 1.7848265399172913, 0.29656057182850487, 0.026532189526576124,
  0.0012426609473880784, 0.000027115555687434876, 2.0103343992922881e-7,
];
const F = [
  1, 0.599832206555888, 0.1369298809227358, 0.014875361290850615, 0.0007868691311456133,
  0.000018463183175100548, 1.421511758316446e-7, 2.0442631033899397e-15,
];

/** Σ c[i] xⁱ by Horner's rule. */
function poly(c: readonly number[], x: number): number {
  let y = 0;
  for (let i = c.length - 1; i >= 0; i--) y = y * x + c[i]!;
  return y;
}

/** The z with Φ(z) = p, for 0 < p < 1 (AS 241). */
export function normalQuantile(p: number): number {
  if (!(p > 0 && p < 1)) throw new RangeError(`normalQuantile: p must be in (0, 1), got ${p}`);
  const q = p - 0.5;
  if (Math.abs(q) <= 0.425) {
    const r = 0.180625 - q * q;
    return (q * poly(A, r)) / poly(B, r);
  }
  let r = Math.sqrt(-Math.log(q < 0 ? p : 1 - p));
  let x: number;
  if (r <= 5) {
    r -= 1.6;
    x = poly(C, r) / poly(D, r);
  } else {
    r -= 5;
    x = poly(E, r) / poly(F, r);
  }
  return q < 0 ? -x : x;
}

/** The two-sided critical value for a confidence level, e.g. 0.95 → 1.959964. */
export function zFor(level: number): number {
  if (!(level > 0 && level < 1)) throw new RangeError(`confidence level must be in (0, 1), got ${level}`);
  return normalQuantile(1 - (1 - level) / 2);
}
