/**
 * `cwsim plan`: from a pilot's games, the games each arm needs for the experiment's asked precision
 * and the wall time on this machine (stats/samplesize.ts has the formulas).
 *
 *  - A variant with an SPRT: the fixed-sample paired games for a two-sided test at the SPRT's α with
 *    power 1 − β against ±δ, from the pilot's mean squared paired difference (its discordance rate
 *    for 0/1 scores). The SPRT stops sooner on average; its cap (the file's "games") should reach it.
 *  - Without an SPRT: games for a 95 % interval of half width `precision` on the paired change
 *    (a variant) or on the focus side's win rate (a baseline, or a simulate/tournament arm).
 *  - A pilot in which no game differed from its twin (or an arm that never won or never lost) uses the
 *    rule-of-three bound 3/n instead of 0, and says so.
 *  - Arms of one block (scenario × pairing) play the same games, so the block's figure is its largest
 *    arm's; wall time = Σ arms (CPU seconds a game × games) / threads.
 */
import type { Plan } from '../sim/plan.js';
import type { RunGames } from '../sim/table.js';
import { scoreFor } from '../stats/outcomes.js';
import { gamesForHalfWidth, pairedGamesForTest, ruleOfThree } from '../stats/samplesize.js';

export interface ArmEstimate {
  readonly arm: string;
  readonly block: string;
  readonly variant: string;
  /** Pilot games with a result (paired games for a variant). */
  readonly pilotGames: number;
  /** Focus side's score in the pilot (win 1, draw or limit ½). */
  readonly rate: number;
  /** Pilot pairs whose two scores differ (variants only). */
  readonly discordant: number | null;
  /** CPU seconds a game in the pilot. */
  readonly cpuPerGame: number;
  /** Games this arm needs on its own. */
  readonly needed: number;
  /** True when the pilot saw no event and the rule-of-three bound stood in. */
  readonly bounded: boolean;
}

export interface BlockEstimate {
  readonly block: string;
  readonly arms: number;
  /** Games per arm the block needs (its largest arm's figure). */
  readonly gamesPerArm: number;
  /** Games per arm the experiment asks now. */
  readonly asked: number;
}

export interface PlanEstimate {
  readonly format: 'cwsim-plan/1';
  readonly experiment: string;
  readonly focusSide: string;
  readonly pilotGames: number;
  readonly threads: number;
  /** What the estimate aims at: the SPRT's test, or an interval half width. */
  readonly target:
    | { readonly kind: 'sprt'; readonly delta: number; readonly alpha: number; readonly beta: number }
    | { readonly kind: 'precision'; readonly halfWidth: number };
  readonly arms: readonly ArmEstimate[];
  readonly blocks: readonly BlockEstimate[];
  readonly totalGames: number;
  readonly cpuSeconds: number;
  readonly wallSeconds: number;
  readonly pilot: { readonly cpuSeconds: number; readonly wallSeconds: number };
}

export interface EstimateInput {
  readonly plan: Plan;
  readonly games: RunGames;
  readonly focus: string;
  readonly cpuPerGame: Readonly<Record<string, number>>;
  readonly threads: number;
  readonly pilotGames: number;
  /** Half width for plans without an SPRT. */
  readonly precision: number;
  readonly pilot: PlanEstimate['pilot'];
  /** Games per arm the experiment file asks (before the pilot cut them). */
  readonly asked: Readonly<Record<string, number>>;
}

export function estimatePlan(input: EstimateInput): PlanEstimate {
  const { plan, threads } = input;
  const sprt = plan.sprt;
  const arms = plan.arms.map((a) => armEstimate(input, a.id));
  const blocks = [...new Set(plan.arms.map((a) => a.block))].map((block): BlockEstimate => {
    const mine = arms.filter((e) => e.block === block);
    return {
      block,
      arms: mine.length,
      gamesPerArm: Math.max(...mine.map((e) => e.needed)),
      asked: Math.max(...mine.map((e) => input.asked[e.arm] ?? 0)),
    };
  });
  const per = new Map(blocks.map((b) => [b.block, b.gamesPerArm]));
  const cpuSeconds = arms.reduce((s, e) => s + e.cpuPerGame * per.get(e.block)!, 0);
  return {
    format: 'cwsim-plan/1',
    experiment: plan.name,
    focusSide: input.focus,
    pilotGames: input.pilotGames,
    threads,
    target: sprt
      ? { kind: 'sprt', delta: sprt.delta, alpha: sprt.alpha, beta: sprt.beta }
      : { kind: 'precision', halfWidth: input.precision },
    arms,
    blocks,
    totalGames: blocks.reduce((s, b) => s + b.gamesPerArm * b.arms, 0),
    cpuSeconds,
    wallSeconds: cpuSeconds / threads,
    pilot: input.pilot,
  };
}

function armEstimate(input: EstimateInput, id: string): ArmEstimate {
  const { plan, games, focus, precision } = input;
  const arm = plan.arms.find((a) => a.id === id)!;
  const cpuPerGame = input.cpuPerGame[id] ?? 0;
  const common = { arm: id, block: arm.block, variant: arm.variant, cpuPerGame };
  if (arm.baseline) {
    const ds: number[] = [];
    let sum = 0;
    for (const r of games.rows(id)) {
      const b = games.row(arm.baseline, r.index);
      const x = b ? scoreFor(b, focus) : undefined;
      const y = scoreFor(r, focus);
      if (x === undefined || y === undefined) continue;
      ds.push(y - x);
      sum += y;
    }
    const n = ds.length;
    const discordant = ds.filter((d) => d !== 0).length;
    const m2 = n ? ds.reduce((s, d) => s + d * d, 0) / n : 0;
    const mean = n ? ds.reduce((s, d) => s + d, 0) / n : 0;
    const bounded = discordant === 0;
    const floor = ruleOfThree(Math.max(n, 1));
    const needed = plan.sprt
      ? pairedGamesForTest(bounded ? floor : m2, plan.sprt.delta, plan.sprt.alpha, plan.sprt.beta)
      : gamesForHalfWidth(bounded ? floor : Math.max(m2 - mean * mean, floor / 4), precision);
    return { ...common, pilotGames: n, rate: n ? sum / n : NaN, discordant, needed, bounded };
  }
  let n = 0;
  let sum = 0;
  for (const r of games.rows(id)) {
    const s = scoreFor(r, focus);
    if (s === undefined) continue;
    n++;
    sum += s;
  }
  const p = n ? sum / n : NaN;
  const floor = ruleOfThree(Math.max(n, 1));
  const bounded = !(p >= floor && p <= 1 - floor);
  const q = bounded ? Math.min(floor, 0.5) : p;
  // A baseline with variants under an SPRT plays as long as its longest variant (the block figure).
  const needed =
    plan.sprt && plan.arms.some((a) => a.baseline === id) ? 0 : gamesForHalfWidth(q * (1 - q), precision);
  return { ...common, pilotGames: n, rate: p, discordant: null, needed, bounded };
}

const int = (x: number): string => Math.round(x).toLocaleString('en-US');

function duration(seconds: number): string {
  if (seconds < 90) return `${Math.max(1, Math.round(seconds))} s`;
  const min = seconds / 60;
  if (min < 90) return `${Math.round(min)} min`;
  return `${(min / 60).toFixed(1)} h`;
}

/** The estimate as a table for people. */
export function estimateText(e: PlanEstimate): string {
  const L: string[] = [];
  L.push(
    `${e.experiment}: pilot of ${e.pilotGames} games per arm in ${duration(e.pilot.wallSeconds)} (${e.pilot.cpuSeconds.toFixed(1)} CPU-s)`,
  );
  const t = e.target;
  L.push(
    t.kind === 'sprt'
      ? `asked: the SPRT's δ = ${(t.delta * 100).toFixed(1)} points, α = ${t.alpha}, β = ${t.beta}: paired games for a fixed-sample test of that size and power (the SPRT stops sooner on average; its cap should reach this)`
      : `asked: a 95 % interval of ±${(t.halfWidth * 100).toFixed(1)} points on each arm's ${e.focusSide} win rate (each variant's paired change)`,
  );
  L.push('');
  const head = ['arm', 'pilot', `${e.focusSide} score`, 'differ', 'CPU s/game', 'games needed'];
  const rows = e.arms.map((a) => [
    a.arm,
    int(a.pilotGames),
    Number.isFinite(a.rate) ? `${(a.rate * 100).toFixed(1)} %` : 'n/a',
    a.discordant === null ? '' : `${a.discordant}/${a.pilotGames}`,
    a.cpuPerGame.toFixed(3),
    a.needed === 0 ? '(its block)' : `${int(a.needed)}${a.bounded ? ' (pilot saw none: 3/n bound)' : ''}`,
  ]);
  L.push(...padTable(head, rows), '');
  for (const b of e.blocks) {
    const short = b.gamesPerArm > b.asked;
    L.push(
      `${b.block}: ~${int(b.gamesPerArm)} games per arm × ${b.arms} arms (the experiment asks ${int(b.asked)}${short ? ': too few for the asked precision' : ''})`,
    );
  }
  L.push(
    `total: ~${int(e.totalGames)} games, ~${duration(e.cpuSeconds)} of CPU, ~${duration(e.wallSeconds)} wall on ${e.threads} thread${e.threads === 1 ? '' : 's'} at the pilot's CPU time a game`,
  );
  return L.join('\n') + '\n';
}

function padTable(head: readonly string[], rows: readonly (readonly string[])[]): string[] {
  const w = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (r: readonly string[]): string =>
    r
      .map((c, i) => c.padEnd(w[i]!))
      .join('  ')
      .trimEnd();
  return [line(head), line(w.map((n) => '-'.repeat(n))), ...rows.map(line)];
}
