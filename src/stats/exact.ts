/**
 * Exact tests for paired data with few discordant pairs, and the heterogeneity test of an effect
 * measured at several bot strengths.
 *
 *  - `exactMcNemar(b, c)`: McNemar's exact (conditional) test. Of the n = b + c discordant pairs
 *    (baseline won and variant lost: b; the reverse: c), under H0 each is either kind with
 *    probability ½, so min(b, c) ~ Binomial(n, ½) and the two-sided p is
 *    min(1, 2 · P(X ≤ min(b, c))) (Q. McNemar, Psychometrika 12, 1947; the exact form as R's
 *    `binom.test(min(b, c), b + c)` and `exact2x2::mcnemar.exact` give it). With scores that
 *    include ½ (draws, limits) the discordant pairs are the non-zero differences and it is the
 *    exact sign test.
 *  - `heterogeneity(effects)`: Cochran's Q = Σ wᵢ (dᵢ − d̄)², wᵢ = 1/seᵢ², d̄ = Σ wᵢ dᵢ / Σ wᵢ, against
 *    χ² with k − 1 degrees of freedom (W. G. Cochran, Biometrics 10, 1954): do independent estimates
 *    of one effect differ by more than their errors? The χ² tail is the regularized upper incomplete
 *    gamma Q(k/2, x/2), by its series below a + 1 and Lentz's continued fraction above (Numerical
 *    Recipes §6.2).
 */

/** ln Γ(x) for x > 0 (Lanczos, g = 7, n = 9; relative error below 1e-14). */
function lnGamma(x: number): number {
  const g = [
    0.9999999999998099, 676.5203681218851, -1259.1392167224028, 771.3234287776531, -176.6150291621406,
    12.507343278686905, -0.13857109526572012, 9.984369578019572e-6, 1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - lnGamma(1 - x);
  const z = x - 1;
  let a = g[0]!;
  const t = z + 7.5;
  for (let i = 1; i < 9; i++) a += g[i]! / (z + i);
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(a);
}

/** Regularized upper incomplete gamma Q(a, x). */
function gammaQ(a: number, x: number): number {
  if (x <= 0) return 1;
  const front = Math.exp(-x + a * Math.log(x) - lnGamma(a));
  if (x < a + 1) {
    // Series for P(a, x).
    let sum = 1 / a;
    let term = sum;
    for (let n = 1; n < 500 && Math.abs(term) > Math.abs(sum) * 1e-16; n++) {
      term *= x / (a + n);
      sum += term;
    }
    return Math.max(0, 1 - sum * front);
  }
  // Continued fraction for Q(a, x) (modified Lentz).
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 500; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const del = d * c;
    h *= del;
    if (Math.abs(del - 1) < 1e-16) break;
  }
  return Math.min(1, front * h);
}

/** P(χ²_df > x). */
export function chiSquareTail(x: number, df: number): number {
  if (!(df > 0) || Number.isNaN(x)) return NaN;
  return gammaQ(df / 2, x / 2);
}

/** McNemar's exact two-sided p for b and c discordant pairs of the two kinds. */
export function exactMcNemar(b: number, c: number): number {
  const n = b + c;
  if (n === 0) return 1;
  const k = Math.min(b, c);
  // P(X ≤ k) for X ~ Binomial(n, ½), summed in logs (n may be in the thousands).
  let logTerm = -n * Math.LN2; // P(X = 0)
  let tail = Math.exp(logTerm);
  for (let i = 1; i <= k; i++) {
    logTerm += Math.log((n - i + 1) / i);
    tail += Math.exp(logTerm);
  }
  return Math.min(1, 2 * tail);
}

export interface Estimate {
  readonly d: number;
  readonly se: number;
}

/** Cochran's Q of independent estimates, its degrees of freedom and p; null with fewer than 2 usable. */
export function heterogeneity(effects: readonly Estimate[]): { q: number; df: number; p: number } | null {
  const usable = effects.filter((e) => Number.isFinite(e.d) && e.se > 0);
  if (usable.length < 2) return null;
  const w = usable.map((e) => 1 / (e.se * e.se));
  const sw = w.reduce((a, b) => a + b, 0);
  const mean = usable.reduce((a, e, i) => a + w[i]! * e.d, 0) / sw;
  const q = usable.reduce((a, e, i) => a + w[i]! * (e.d - mean) ** 2, 0);
  const df = usable.length - 1;
  return { q, df, p: chiSquareTail(q, df) };
}
