/**
 * Has a scenario's verdict stopped moving with bot strength? An experiment's `strengths` (a strength
 * ladder: the same bot on both sides at increasing budgets, e.g. heuristic, mid, strongest) are
 * played on the same seeds; for each scenario the first side's win rate at the last two strengths
 * it was played at are compared as a paired difference on those seeds (stats/paired.ts: game i of
 * both arms has the same seed; win 1, anything else 0):
 *
 *   converged      |d| < 5 points (the issue-21 criterion), with d's 95 % interval beside it;
 *   still moving   |d| ≥ 5 points.
 *
 * A point estimate under 5 with an interval that reaches past ±5 is called converged, and the
 * words say how far the interval still reaches, so a reader sees how firm the statement is.
 */
import type { Plan } from '../sim/plan.js';
import type { GameRow } from '../sim/rows.js';
import type { RunGames } from '../sim/table.js';
import { pairedComparison } from '../stats/paired.js';
import { wilsonInterval } from '../stats/wilson.js';

/** Difference of the last two strengths' win rates under which a verdict counts as converged. */
const CONVERGED_BELOW = 0.05;

export interface StrengthRate {
  readonly strength: string;
  readonly games: number;
  readonly wins: number;
  readonly rate: number;
  readonly lo: number;
  readonly hi: number;
}

export interface ScenarioConvergence {
  readonly scenario: string;
  readonly side: string;
  /** The first side's win rate at each strength played in this scenario, weakest first. */
  readonly rates: readonly StrengthRate[];
  /** The last two strengths compared (absent with fewer than two). */
  readonly last?: {
    readonly from: string;
    readonly to: string;
    /** Paired games compared. */
    readonly n: number;
    readonly diff: number;
    readonly lo: number;
    readonly hi: number;
    readonly converged: boolean;
  };
}

const win = (r: GameRow, side: string): number => (r.result === 'win' && r.winner === side ? 1 : 0);

/** Per scenario of the plan's strength ladder, the rates and the last step's paired difference. */
export function convergence(plan: Plan, games: RunGames, side: string): ScenarioConvergence[] {
  const ladder = plan.ladder ?? [];
  if (ladder.length < 2) return [];
  const scenarios = [...new Set(plan.arms.map((a) => a.scenario))];
  return scenarios.map((scenario) => {
    const arms = ladder
      .map((label) => plan.arms.find((a) => a.scenario === scenario && a.pairing === label && !a.baseline))
      .filter((a) => a !== undefined);
    const rows = arms.map((a) => [...games.rows(a.id)].filter((r) => r.result !== 'error'));
    const rates = arms.map((a, i) => {
      const rs = rows[i]!;
      const wins = rs.reduce((n, r) => n + win(r, side), 0);
      const w = wilsonInterval(wins, rs.length);
      return { strength: a.pairing, games: rs.length, wins, rate: w.rate, lo: w.lo, hi: w.hi };
    });
    if (arms.length < 2) return { scenario, side, rates };
    const lower = new Map(rows[rows.length - 2]!.map((r) => [r.index, r]));
    const pairs = rows[rows.length - 1]!.flatMap((r) => {
      const b = lower.get(r.index);
      return b ? [{ baseline: win(b, side), variant: win(r, side) }] : [];
    });
    const d = pairedComparison(pairs);
    return {
      scenario,
      side,
      rates,
      last: {
        from: arms[arms.length - 2]!.pairing,
        to: arms[arms.length - 1]!.pairing,
        n: d.n,
        diff: d.diff,
        lo: d.lo,
        hi: d.hi,
        converged: Math.abs(d.diff) < CONVERGED_BELOW,
      },
    };
  });
}

const pct = (x: number): string => `${(100 * x).toFixed(1)} %`;
const pts = (x: number): string => {
  const v = Number((100 * x).toFixed(1));
  return `${v < 0 ? '-' : '+'}${Math.abs(v).toFixed(1)}`;
};

/** One sentence per scenario, for the top of a report. */
export function convergenceWords(c: ScenarioConvergence): string {
  const ladder = c.rates.map((r) => `${pct(r.rate)} at ${r.strength}`).join(', ');
  const l = c.last;
  if (!l)
    return `${c.scenario}: played at one strength only (${ladder}); whether its verdict holds for stronger play is not measured.`;
  const step = `${pts(l.diff)} points from ${l.from} to ${l.to}, 95 % interval ${pts(l.lo)} to ${pts(l.hi)}, ${l.n} paired games`;
  if (!l.converged)
    return `${c.scenario}: **still moving with strength**: the ${c.side} wins ${ladder}; the last step changes it by ${step}.`;
  const firm = Math.max(Math.abs(l.lo), Math.abs(l.hi)) < CONVERGED_BELOW;
  return (
    `${c.scenario}: **converged**: the ${c.side} wins ${ladder}; the last step changes it by ${step}` +
    (firm
      ? '.'
      : `; the interval still allows a change of up to ${Math.round(100 * Math.max(Math.abs(l.lo), Math.abs(l.hi)))} points.`)
  );
}

/** The report section: one line per scenario, or nothing without a strength ladder. */
export function convergenceLines(cs: readonly ScenarioConvergence[] | undefined): string[] {
  if (!cs?.length) return [];
  return [
    '## Has the verdict converged with bot strength?',
    '',
    `Each scenario was played by the same bot on both sides at increasing strengths; a verdict counts as converged when the last two strengths' win rates differ by less than ${100 * CONVERGED_BELOW} points.`,
    '',
    ...cs.map((c) => `- ${convergenceWords(c)}`),
    '',
  ];
}
