/**
 * Sequential probability ratio test on the paired differences of a variant against its baseline.
 *
 * One-sided GSPRT (generalized SPRT) for H0: E[d] = s0 against H1: E[d] = s1, where d takes a few
 * discrete values (here dᵢ ∈ {−1, −½, 0, ½, 1}, the change in the focus side's score on seed i). As in
 * fishtest's LLRcalc.py (`LLR`, `MLE_expected`, statistic "expectation"; M. Van den Bergh,
 * "Support of the MLE for multinomial distributions", cantate.be/Fishtest/support_MLE_multinomial.pdf):
 * the empirical distribution p̂ (empty cells get a 1e-3 prior, `regularize`) is projected onto each
 * hypothesis by maximum likelihood under the constraint E[d] = s,
 *
 *   pₛ,ᵢ = p̂ᵢ / (1 + x (aᵢ − s)),  x the root of Σ p̂ᵢ (aᵢ − s) / (1 + x (aᵢ − s)) = 0,
 *
 * and LLR = N Σ p̂ᵢ (ln p₁,ᵢ − ln p₀,ᵢ). Wald's bounds: accept H0 below ln(β / (1 − α)), H1 above
 * ln((1 − β) / α) (A. Wald, Sequential Analysis, 1947).
 *
 * Two-sided question ("does the option change the win rate, or is any change smaller than δ?"): the
 * Sobel–Wald test (M. Sobel & A. Wald, Ann. Math. Stat. 20, 1949) runs two one-sided tests, each at
 * α/2 and β: "up" H0: E[d] = 0 vs H1: E[d] = +δ, and "down" H0: E[d] = 0 vs H1: E[d] = −δ. Each test
 * stops at its first crossing (its decision is sticky). The verdict is H1 ("decided: changes the win
 * rate", in the direction of the test that accepted H1) as soon as either test accepts H1, and H0
 * ("decided: no effect larger than δ") once both accepted H0; otherwise 'continue'. The overall chance
 * of declaring an effect when there is none is at most α; the chance of missing an effect of size δ
 * is at most β.
 */
import type { Pair } from './paired.js';

export type SprtDecision = 'H0' | 'H1' | 'continue';

export interface SprtSettings {
  /** Smallest change of the focus side's score (win rate) that matters, e.g. 0.05 = 5 points. */
  readonly delta: number;
  /** Bound on the chance of declaring an effect that does not exist. */
  readonly alpha: number;
  /** Bound on the chance of missing an effect of size delta. */
  readonly beta: number;
}

/** Wald's log-likelihood-ratio bounds for one test at (alpha, beta). */
export function sprtBounds(alpha: number, beta: number): { lower: number; upper: number } {
  return { lower: Math.log(beta / (1 - alpha)), upper: Math.log((1 - beta) / alpha) };
}

/**
 * GSPRT log-likelihood ratio of E[X] = s1 against E[X] = s0 for counts of the discrete values
 * `values` (fishtest LLRcalc `N * LLR(pdf, s0, s1)` with `regularize`). s0 and s1 must lie strictly
 * between the smallest and largest value.
 */
export function gsprtLlr(
  values: readonly number[],
  counts: readonly number[],
  s0: number,
  s1: number,
): number {
  if (values.length !== counts.length || values.length < 2)
    throw new RangeError('gsprtLlr: values/counts mismatch');
  const reg = counts.map((c) => (c === 0 ? 1e-3 : c));
  const n = reg.reduce((a, b) => a + b, 0);
  const p = reg.map((c) => c / n);
  const p0 = mleExpected(values, p, s0);
  const p1 = mleExpected(values, p, s1);
  let llr = 0;
  for (let i = 0; i < p.length; i++) llr += p[i]! * (Math.log(p1[i]!) - Math.log(p0[i]!));
  return n * llr;
}

/** The distribution closest (max. likelihood) to `p` over `values` with expectation `s`. */
function mleExpected(values: readonly number[], p: readonly number[], s: number): number[] {
  const a = values.map((v) => v - s);
  const lo = Math.min(...a);
  const hi = Math.max(...a);
  if (!(lo < 0 && hi > 0)) throw new RangeError(`gsprtLlr: expectation ${s} outside the values' range`);
  // f(x) = Σ pᵢ aᵢ / (1 + x aᵢ) decreases on (−1/hi, −1/lo); bisect to double precision.
  const f = (x: number): number => {
    let t = 0;
    for (let i = 0; i < a.length; i++) t += (p[i]! * a[i]!) / (1 + x * a[i]!);
    return t;
  };
  const eps = 1e-12;
  let left = -1 / hi + eps;
  let right = -1 / lo - eps;
  for (let it = 0; it < 200 && right - left > 1e-15 * Math.max(1, Math.abs(left)); it++) {
    const mid = (left + right) / 2;
    if (f(mid) > 0) left = mid;
    else right = mid;
  }
  const x = (left + right) / 2;
  return p.map((pi, i) => pi / (1 + x * a[i]!));
}

/** The paired-difference values d = variant − baseline can take when each score is 0, ½ or 1. */
const DIFF_VALUES: readonly number[] = [-1, -0.5, 0, 0.5, 1];

/** Counts of d over DIFF_VALUES (a pentanomial-like histogram of the pairs). */
export function diffCounts(pairs: readonly Pair[]): number[] {
  const c = [0, 0, 0, 0, 0];
  for (const p of pairs) {
    const k = Math.round((p.variant - p.baseline) * 2) + 2;
    if (k < 0 || k > 4 || Math.abs(p.variant - p.baseline - DIFF_VALUES[k]!) > 1e-9) {
      throw new RangeError(`diffCounts: scores must be 0, 0.5 or 1, got ${p.baseline} and ${p.variant}`);
    }
    c[k]!++;
  }
  return c;
}

/** The sticky decisions of the two one-sided tests between looks. */
export interface SprtState {
  readonly up: SprtDecision;
  readonly down: SprtDecision;
}
export const SPRT_START: SprtState = { up: 'continue', down: 'continue' };

export interface SprtResult {
  readonly decision: SprtDecision;
  /**
   * +1 when H1 was accepted for an increase, −1 for a decrease, 0 otherwise. When both one-sided
   * tests have accepted H1 (at different looks), the larger LLR decides, a tie going to +1.
   */
  readonly direction: -1 | 0 | 1;
  /** LLR of the up test (+δ vs 0) and of the down test (−δ vs 0). */
  readonly llrUp: number;
  readonly llrDown: number;
  /** Wald bounds of each one-sided test (at α/2, β). */
  readonly lower: number;
  readonly upper: number;
  readonly n: number;
  readonly state: SprtState;
}

/** One look of the two-sided Sobel–Wald test at the pairs seen so far. */
export function pairedSprt(
  pairs: readonly Pair[],
  cfg: SprtSettings,
  prev: SprtState = SPRT_START,
): SprtResult {
  if (!(cfg.delta > 0 && cfg.delta < 1))
    throw new RangeError(`SPRT delta must be in (0, 1), got ${cfg.delta}`);
  const { lower, upper } = sprtBounds(cfg.alpha / 2, cfg.beta);
  const counts = diffCounts(pairs);
  const llrUp = gsprtLlr(DIFF_VALUES, counts, 0, cfg.delta);
  const llrDown = gsprtLlr(DIFF_VALUES, counts, 0, -cfg.delta);
  const step = (d: SprtDecision, llr: number): SprtDecision =>
    d !== 'continue' ? d : llr >= upper ? 'H1' : llr <= lower ? 'H0' : 'continue';
  const state: SprtState = { up: step(prev.up, llrUp), down: step(prev.down, llrDown) };
  let decision: SprtDecision = 'continue';
  let direction: -1 | 0 | 1 = 0;
  if (state.up === 'H1' && state.down !== 'H1') [decision, direction] = ['H1', 1];
  else if (state.down === 'H1' && state.up !== 'H1') [decision, direction] = ['H1', -1];
  else if (state.up === 'H1' && state.down === 'H1')
    [decision, direction] = ['H1', llrUp >= llrDown ? 1 : -1];
  else if (state.up === 'H0' && state.down === 'H0') decision = 'H0';
  return { decision, direction, llrUp, llrDown, lower, upper, n: pairs.length, state };
}
