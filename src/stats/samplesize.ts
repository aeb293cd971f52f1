/**
 * Games needed for an asked precision, from a pilot's figures (normal approximations; the pilot's
 * own uncertainty is not propagated, so these are planning figures, not guarantees).
 *
 *  - `pairedGamesForTest(m2, δ, α, β)`: paired games for a two-sided test at level α to have power
 *    1 − β against a change of ±δ, n = (z₁₋α/₂ + z₁₋β)² · m2 / δ², where m2 = mean of dᵢ² over the
 *    pilot's pairs (the discordance rate when scores are 0/1). m2 is the variance of d under no effect,
 *    which is at least its variance under a δ effect (m2 − δ²), so this is Connor's McNemar sample size
 *    (R. J. Connor, Biometrics 43, 1987) taken at its upper bound; it also gives the interval the
 *    width to read "no effect larger than δ" when there is none. The SPRT that plays the experiment
 *    needs fewer games on average; its cap should be at least this.
 *  - `gamesForHalfWidth(variance, h)`: n = z₁₋α/₂² · variance / h², games for a 95 % interval of half
 *    width h on a mean of that per-game variance (a win rate: p(1 − p); a paired change: Var(d)).
 *  - `ruleOfThree(n)`: 3/n, the 95 % upper bound on a rate of which a pilot of n saw no event
 *    (J. A. Hanley & A. Lippman-Hand, JAMA 249, 1983); a pilot in which no game changed estimates with
 *    it instead of 0, which would claim no games are needed.
 */
import { normalQuantile, zFor } from './normal.js';

export function pairedGamesForTest(m2: number, delta: number, alpha: number, beta: number): number {
  const z = zFor(1 - alpha) + normalQuantile(1 - beta);
  return Math.ceil((z * z * m2) / (delta * delta));
}

export function gamesForHalfWidth(variance: number, halfWidth: number, level = 0.95): number {
  const z = zFor(level);
  return Math.ceil((z * z * variance) / (halfWidth * halfWidth));
}

export function ruleOfThree(n: number): number {
  return Math.min(1, 3 / n);
}
