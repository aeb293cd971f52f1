/**
 * Side-wise uplift (issue 21): how much a bot raises one side's win rate over the baseline bot, the
 * measure of strength that scenario balance cannot confound. For a side X, the games of the baseline
 * mirror (baseline bot on both sides) and of the seat run (the new bot as X, the baseline bot as the
 * other side) are paired on their seeds (game i of both runs has the same seed: common random
 * numbers), each scored win 1, anything else 0, and compared as a paired difference (stats/paired.ts).
 *
 * The bar: the new bot as X wins at least 15 points more often than the baseline X in the
 * mirror; where X already wins more than 70 % in the mirror, halving its losses counts instead
 * (a rise of (1 − mirror) / 2); and in either case the 95 % interval lies above +5 points.
 */
import type { GameRow } from '../sim/rows.js';
import { pairedComparison } from '../stats/paired.js';

/** The rise the issue asks for, and when halving losses replaces it. */
const UPLIFT_POINTS = 0.15;
const HALVE_ABOVE = 0.7;
const INTERVAL_ABOVE = 0.05;

export interface Uplift {
  readonly side: string;
  /** The new bot's spec (the seat run's player of `side`) and the baseline's. */
  readonly bot: string;
  readonly baseline: string;
  /** Paired games. */
  readonly n: number;
  /** X's win rate in the mirror and with the new bot. */
  readonly mirror: number;
  readonly seat: number;
  readonly diff: number;
  readonly lo: number;
  readonly hi: number;
  /** The rise asked for: 15 points, or half the mirror's losses above a 70 % mirror. */
  readonly target: number;
  readonly rule: 'points' | 'halved losses';
  /** diff ≥ target and the interval's lower end above +5 points. */
  readonly holds: boolean;
}

const win = (r: GameRow, side: string): number => (r.result === 'win' && r.winner === side ? 1 : 0);

/** The uplift of `side` from the mirror's games and the seat run's, paired on game index and seed. */
export function sidewiseUplift(mirror: readonly GameRow[], seat: readonly GameRow[], side: string): Uplift {
  const byIndex = new Map(mirror.map((r) => [r.index, r]));
  const pairs: { baseline: number; variant: number }[] = [];
  for (const r of seat) {
    const m = byIndex.get(r.index);
    if (!m) continue;
    if (m.seed !== r.seed || m.scenario !== r.scenario)
      throw new Error(
        `uplift: game ${r.index} has seed ${r.seed} (${r.scenario}) but the mirror's has ${m.seed} (${m.scenario})`,
      );
    pairs.push({ baseline: win(m, side), variant: win(r, side) });
  }
  if (pairs.length === 0)
    throw new Error('uplift: the two runs share no game (same master seed and indices needed)');
  const other = Object.keys(seat[0]!.players).find((s) => s !== side) ?? side;
  const bot = seat[0]!.players[side]!;
  const baseline = seat[0]!.players[other]!;
  const c = pairedComparison(pairs);
  const halve = c.baselineMean > HALVE_ABOVE;
  const target = halve ? (1 - c.baselineMean) / 2 : UPLIFT_POINTS;
  return {
    side,
    bot,
    baseline,
    n: c.n,
    mirror: c.baselineMean,
    seat: c.variantMean,
    diff: c.diff,
    lo: c.lo,
    hi: c.hi,
    target,
    rule: halve ? 'halved losses' : 'points',
    holds: c.diff >= target && c.lo > INTERVAL_ABOVE,
  };
}

const pct = (x: number): string => (100 * x).toFixed(1);
const pts = (x: number): string => `${x >= 0 ? '+' : ''}${(100 * x).toFixed(1)}`;

/** One line in words. */
export function upliftLine(u: Uplift): string {
  const bar =
    u.rule === 'points' ? `at least ${pts(u.target)} points` : `half its losses, ${pts(u.target)} points`;
  return (
    `- ${u.side}: ${u.bot} as ${u.side} against ${u.baseline} wins ${pct(u.seat)} %, where ${u.baseline} as ${u.side} ` +
    `wins ${pct(u.mirror)} % in the mirror: ${pts(u.diff)} points, 95 % interval ${pts(u.lo)} to ${pts(u.hi)}, ` +
    `${u.n} paired games. Asked: ${bar} with the interval above +5: **${u.holds ? 'holds' : 'does not hold'}**.`
  );
}
