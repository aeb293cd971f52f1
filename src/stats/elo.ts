/**
 * Elo difference from a match score, with an interval (for tournaments).
 *
 * Logistic Elo: a score s (wins + ½ draws, per game) corresponds to the rating difference
 * D = −400 · log₁₀(1/s − 1) (A. Elo, The Rating of Chessplayers, 1978; the logistic form fishtest's
 * stat_util.py `elo` uses). The interval maps the score's normal interval through the same function:
 * with per-game results wins/draws/losses as 1/½/0 the trinomial variance is
 * σ² = Σ pₖ (xₖ − s)², and s ± z σ / √N gives the Elo bounds (fishtest stat_util `get_elo`).
 * Scores of 0 or 1 have no finite Elo; they are clamped to [ε, 1 − ε] with ε = 1e-3 as fishtest does.
 */
import { zFor } from './normal.js';

const EPS = 1e-3;

export function eloFromScore(s: number): number {
  const x = Math.min(1 - EPS, Math.max(EPS, s));
  const d = -400 * Math.log10(1 / x - 1);
  return d === 0 ? 0 : d; // no negative zero at an even score
}

/** Expected score for a rating difference (the inverse of eloFromScore). */
export function scoreFromElo(d: number): number {
  return 1 / (1 + 10 ** (-d / 400));
}

export interface EloEstimate {
  readonly games: number;
  readonly score: number;
  readonly scoreLo: number;
  readonly scoreHi: number;
  readonly elo: number;
  readonly lo: number;
  readonly hi: number;
}

export function eloFromResults(wins: number, draws: number, losses: number, level = 0.95): EloEstimate {
  const n = wins + draws + losses;
  if (n === 0) return { games: 0, score: NaN, scoreLo: NaN, scoreHi: NaN, elo: NaN, lo: NaN, hi: NaN };
  const s = (wins + draws / 2) / n;
  const variance = (wins * (1 - s) ** 2 + draws * (0.5 - s) ** 2 + losses * s ** 2) / n;
  const half = zFor(level) * Math.sqrt(variance / n);
  const scoreLo = Math.max(0, s - half);
  const scoreHi = Math.min(1, s + half);
  return {
    games: n,
    score: s,
    scoreLo,
    scoreHi,
    elo: eloFromScore(s),
    lo: eloFromScore(scoreLo),
    hi: eloFromScore(scoreHi),
  };
}
