/**
 * Turns a finished run into the figures every report shows (summary.json is exactly this object):
 * per arm the per-side win rates with Wilson intervals, draws, limits, errors, victory types, margin
 * and length distributions; per variant the paired change in the focus side's (first side's, `usa`)
 * win rate against its baseline with its interval, the correlation of the pairs, the Holm-adjusted
 * p-value within its block (one family per scenario × pairing) and the SPRT verdict; for tournaments
 * the score and Elo of every bot.
 */
import { packBanner, type PackInfo } from '../core/content.js';
import type { Game } from '../core/game.js';
import { formatOptions } from '../core/options.js';
import type { Arm, Plan } from '../sim/plan.js';
import type { GameRow } from '../sim/rows.js';
import type { RunResult } from '../sim/runner.js';
import { gamesOfRows, type RunGames } from '../sim/table.js';
import { eloFromResults, type EloEstimate } from '../stats/elo.js';
import { holmAdjust } from '../stats/holm.js';
import { scoreFor, tally, type Distribution } from '../stats/outcomes.js';
import { pairedComparison, type Pair } from '../stats/paired.js';
import { wilsonInterval } from '../stats/wilson.js';
import { convergence, type ScenarioConvergence } from './convergence.js';

const SUMMARY_FORMAT = 'cwsim-summary/1';
const ALPHA = 0.05;

export interface Rate {
  readonly count: number;
  readonly rate: number;
  readonly lo: number;
  readonly hi: number;
}

export interface SideSummary extends Rate {
  /** Same as count: games this side won. */
  readonly wins: number;
  /** Drawn games of the arm (shared by both sides). */
  readonly draws: number;
}

export interface ArmSummary {
  readonly id: string;
  readonly scenario: string;
  readonly pairing: string;
  readonly players: Readonly<Record<string, string>>;
  readonly variant: string;
  /** Options given to the game, as 'id,id=value'. */
  readonly options: string;
  readonly planned: number;
  /** Games the result uses (fewer than planned when the SPRT stopped the variant). */
  readonly games: number;
  readonly errors: number;
  readonly draws: Rate;
  readonly limits: Rate;
  readonly sides: Readonly<Record<string, SideSummary>>;
  readonly victory: Readonly<Record<string, number>>;
  readonly margin: Distribution;
  readonly turns: Distribution;
  /** Game turn at the end → games (games with a result). */
  readonly turnHistogram: Readonly<Record<string, number>>;
  readonly decisions: Distribution;
}

export interface SprtSummary {
  readonly decision: 'H0' | 'H1' | 'continue';
  readonly direction: -1 | 0 | 1;
  readonly games: number;
  readonly llrUp: number;
  readonly llrDown: number;
  readonly lower: number;
  readonly upper: number;
  readonly delta: number;
  readonly alpha: number;
  readonly beta: number;
}

export interface VariantSummary {
  readonly arm: string;
  readonly baseline: string;
  readonly scenario: string;
  readonly pairing: string;
  readonly variant: string;
  /** Option ids the variant changes. */
  readonly optionIds: readonly string[];
  readonly optionValues: Readonly<Record<string, boolean | string>>;
  /** Seeds with a result in both arms. */
  readonly pairs: number;
  readonly baselineRate: number;
  readonly variantRate: number;
  /** Paired change in the focus side's score (win 1, draw/limit ½), with its 95 % interval. */
  readonly change: number;
  readonly lo: number;
  readonly hi: number;
  readonly correlation: number | null;
  readonly p: number;
  /** Holm-adjusted p within the block's family of variants. */
  readonly pHolm: number;
  readonly significant: boolean;
  readonly sprt: SprtSummary | null;
  readonly verdict: string;
}

export interface TournamentEntry {
  readonly bot: string;
  /** Score against the field (wins + ½ draws and limits, per game), both seats. */
  readonly vsField: EloEstimate;
  /** Per side id: the bot's win rate when it held that side. */
  readonly bySide: Readonly<Record<string, Rate>>;
}

export interface TournamentSummary {
  readonly bots: readonly string[];
  /** A gauntlet's reference bot: only the pairs with it were played. */
  readonly against?: string;
  /** Ranked by score against the field. */
  readonly table: readonly TournamentEntry[];
  /** matrix[a][b]: a's score and Elo difference against b over both seats. */
  readonly matrix: Readonly<Record<string, Readonly<Record<string, EloEstimate>>>>;
}

export interface Summary {
  readonly format: typeof SUMMARY_FORMAT;
  readonly kind: Plan['kind'];
  readonly experiment: string;
  readonly description?: string;
  readonly game: {
    readonly id: string;
    readonly name: string;
    readonly sides: readonly string[];
    /** What the margin measures (GameInfo.marginName), when the game names it. */
    readonly marginName?: string;
  };
  readonly pack: {
    readonly label: string;
    readonly pack: string;
    readonly version: string;
    readonly status: 'real' | 'provisional';
    readonly inventedCount: number;
    /** The line every report opens with (src/core/content.ts packBanner). */
    readonly banner: string;
  };
  readonly provisional: boolean;
  readonly scenarios: readonly string[];
  readonly pairings: readonly {
    readonly label: string;
    readonly players: Readonly<Record<string, string>>;
  }[];
  readonly commonOptions: string;
  readonly seed: string;
  readonly codeVersion: string;
  readonly command: string;
  readonly focusSide: string;
  readonly gamesPlanned: number;
  readonly gamesUsed: number;
  readonly sprt: Plan['sprt'] | null;
  readonly arms: readonly ArmSummary[];
  readonly variants: readonly VariantSummary[];
  readonly multipleComparisons: {
    readonly method: 'holm';
    readonly families: number;
    readonly tests: number;
    readonly significant: number;
    readonly alpha: number;
  };
  readonly tournament?: TournamentSummary;
  /** Per scenario, whether the verdict has converged along the strength ladder (convergence.ts). */
  readonly convergence?: readonly ScenarioConvergence[];
  readonly errors: readonly {
    readonly arm: string;
    readonly index: number;
    readonly seed: string;
    readonly error: string;
  }[];
}

export interface AnalyzeInput {
  readonly plan: Plan;
  readonly game: Game<unknown>;
  readonly pack: PackInfo;
  /**
   * The run: its games as a RunGames (the runner's table; read arm by arm, never all at once) or,
   * for small runs and tests, as rows.
   */
  readonly run: Pick<RunResult, 'counts' | 'sprt'> & {
    readonly games?: RunGames;
    readonly rows?: readonly GameRow[];
  };
  readonly command: string;
  readonly codeVersion: string;
}

const rate = (p: { x: number; rate: number; lo: number; hi: number }): Rate => ({
  count: p.x,
  rate: p.rate,
  lo: p.lo,
  hi: p.hi,
});

/** A rate difference in percentage points with its sign, e.g. +6.1 (never "-0.0"). */
export function pts(x: number, digits = 1): string {
  if (!Number.isFinite(x)) return 'n/a';
  const v = Number((x * 100).toFixed(digits));
  return `${v < 0 ? '-' : '+'}${Math.abs(v).toFixed(digits)}`;
}

export function analyze(input: AnalyzeInput): Summary {
  const { plan, game, pack, run } = input;
  const sides = game.sides;
  const focus = sides[0]!;
  const games = run.games ?? gamesOfRows(run.rows ?? []);

  const arms = plan.arms.map((a) => armSummary(a, games, game));
  const { variants, families } = variantSummaries(plan, run.sprt, games, focus);

  const scenarios = [...new Set(plan.arms.map((a) => a.scenario))];
  const pairingMap = new Map<string, Readonly<Record<string, string>>>();
  for (const a of plan.arms) if (!pairingMap.has(a.pairing)) pairingMap.set(a.pairing, a.players);
  const errors: Summary['errors'][number][] = [];
  let used = 0;
  for (const a of plan.arms) {
    for (const r of games.rows(a.id)) {
      used++;
      if (r.result === 'error')
        errors.push({ arm: r.arm, index: r.index, seed: r.seed, error: r.error ?? '' });
    }
  }

  return {
    format: SUMMARY_FORMAT,
    kind: plan.kind,
    experiment: plan.name,
    ...(plan.description ? { description: plan.description } : {}),
    game: {
      id: game.id,
      name: game.name,
      sides: [...sides],
      ...(game.marginName ? { marginName: game.marginName } : {}),
    },
    pack: {
      label: plan.packLabel,
      pack: pack.pack,
      version: pack.version,
      status: pack.status,
      inventedCount: pack.inventedCount,
      banner: packBanner(pack),
    },
    provisional: pack.status === 'provisional',
    scenarios,
    pairings: [...pairingMap].map(([label, players]) => ({ label, players })),
    commonOptions: formatOptions(game, plan.commonOptions),
    seed: plan.seed,
    codeVersion: input.codeVersion,
    command: input.command,
    focusSide: focus,
    gamesPlanned: plan.arms.reduce((n, a) => n + a.games, 0),
    gamesUsed: used,
    sprt: plan.sprt ?? null,
    arms,
    variants,
    multipleComparisons: {
      method: 'holm',
      families,
      tests: variants.filter((v) => Number.isFinite(v.p)).length,
      significant: variants.filter((v) => v.significant).length,
      alpha: ALPHA,
    },
    ...(plan.kind === 'tournament' && plan.bots
      ? { tournament: tournament(plan.bots, plan, games, sides) }
      : {}),
    ...(plan.ladder ? { convergence: convergence(plan, games, focus) } : {}),
    errors,
  };
}

/** One arm's outcomes: rates with Wilson intervals, victory types, margin, length. */
function armSummary(a: Arm, games: RunGames, game: Game<unknown>): ArmSummary {
  const sides = game.sides;
  const t = tally(games.rows(a.id), sides);
  const turns: number[] = [];
  for (const r of games.rows(a.id)) if (r.result !== 'error') turns.push(r.turn);
  return {
    id: a.id,
    scenario: a.scenario,
    pairing: a.pairing,
    players: a.players,
    variant: a.variant,
    options: formatOptions(game, a.options),
    planned: a.games,
    games: t.games,
    errors: t.errors,
    draws: rate(t.draws),
    limits: rate(t.limits),
    sides: Object.fromEntries(
      sides.map((s) => [s, { ...rate(t.sides[s]!), wins: t.sides[s]!.x, draws: t.draws.x }]),
    ),
    victory: t.victory,
    margin: t.margin,
    turns: t.turns,
    turnHistogram: histogram(turns),
    decisions: t.decisions,
  };
}

/**
 * Each variant against its baseline on the paired games (common random numbers): the paired
 * difference in the focus side's score, Holm's correction within each block (scenario and bot
 * pairing), the SPRT verdict; and the number of blocks (families).
 */
function variantSummaries(
  plan: Plan,
  sprtOf: AnalyzeInput['run']['sprt'],
  games: RunGames,
  focus: string,
): { variants: VariantSummary[]; families: number } {
  const raw = plan.arms
    .filter((a) => a.baseline)
    .map((a) => {
      const pairs: Pair[] = [];
      for (const r of games.rows(a.id)) {
        const b = games.row(a.baseline!, r.index);
        if (!b) continue;
        const x = scoreFor(b, focus);
        const y = scoreFor(r, focus);
        if (x !== undefined && y !== undefined) pairs.push({ baseline: x, variant: y });
      }
      return { arm: a, cmp: pairedComparison(pairs) };
    });
  const pHolm = new Map<string, number>();
  const blocks = [...new Set(raw.map((r) => r.arm.block))];
  for (const b of blocks) {
    const fam = raw.filter((r) => r.arm.block === b);
    const adj = holmAdjust(fam.map((r) => r.cmp.p));
    fam.forEach((r, i) => pHolm.set(r.arm.id, adj[i]!));
  }
  const variants: VariantSummary[] = raw.map(({ arm, cmp }) => {
    const s = sprtOf[arm.id];
    const sprt: SprtSummary | null =
      s && plan.sprt
        ? {
            decision: s.decision,
            direction: s.direction,
            games: s.games,
            llrUp: s.llrUp,
            llrDown: s.llrDown,
            lower: s.lower,
            upper: s.upper,
            delta: plan.sprt.delta,
            alpha: plan.sprt.alpha,
            beta: plan.sprt.beta,
          }
        : null;
    const ph = pHolm.get(arm.id) ?? NaN;
    const v = {
      arm: arm.id,
      baseline: arm.baseline!,
      scenario: arm.scenario,
      pairing: arm.pairing,
      variant: arm.variant,
      optionIds: Object.keys(arm.variantOptions),
      optionValues: { ...arm.variantOptions },
      pairs: cmp.n,
      baselineRate: cmp.baselineMean,
      variantRate: cmp.variantMean,
      change: cmp.diff,
      lo: cmp.lo,
      hi: cmp.hi,
      correlation: cmp.correlation,
      p: cmp.p,
      pHolm: ph,
      significant: ph <= ALPHA,
    };
    return { ...v, sprt, verdict: verdict(v, sprt, focus) };
  });
  return { variants, families: blocks.length };
}

function verdict(
  v: Pick<VariantSummary, 'variant' | 'change' | 'lo' | 'hi' | 'pairs' | 'pHolm' | 'significant'>,
  sprt: SprtSummary | null,
  focus: string,
): string {
  if (v.pairs === 0) return `${v.variant}: no paired games with a result`;
  const head = `${v.variant} changes the ${focus} win rate by ${pts(v.change)} points, 95 % CI ${pts(v.lo)} to ${pts(v.hi)}`;
  if (sprt) {
    const at = `SPRT at ${sprt.games.toLocaleString('en-US')} paired games`;
    if (sprt.decision === 'H1') return `${head}; decided: changes the ${focus} win rate (${at})`;
    if (sprt.decision === 'H0')
      return `${head}; decided: no effect larger than ${(sprt.delta * 100).toFixed(1)} points (${at})`;
    return `${head}; undecided (${at}; neither a change of ${(sprt.delta * 100).toFixed(1)} points nor its absence is established)`;
  }
  return v.significant
    ? `${head}; significant after Holm correction (adjusted p = ${fmtP(v.pHolm)})`
    : `${head}; not significant after Holm correction (adjusted p = ${fmtP(v.pHolm)})`;
}

export function fmtP(p: number): string {
  if (!Number.isFinite(p)) return 'n/a';
  return p < 0.0001 ? '< 0.0001' : p.toFixed(4);
}

function tournament(
  bots: readonly string[],
  plan: Plan,
  games: RunGames,
  sides: readonly string[],
): TournamentSummary {
  // wdl[a][b] = a's wins, draws (incl. limits), losses against b over both seats.
  const wdl = new Map<string, Map<string, [number, number, number]>>();
  const seat = new Map<string, Map<string, [number, number]>>(); // bot -> side -> [wins, games]
  for (const b of bots) {
    wdl.set(b, new Map(bots.filter((x) => x !== b).map((x) => [x, [0, 0, 0]])));
    seat.set(b, new Map(sides.map((s) => [s, [0, 0]])));
  }
  for (const arm of plan.arms) {
    for (const r of games.rows(arm.id)) {
      if (r.result === 'error') continue;
      for (const s of sides) {
        const me = arm.players[s]!;
        const other = sides.find((x) => x !== s)!;
        const opp = arm.players[other]!;
        const cell = wdl.get(me)!.get(opp)!;
        const sc = scoreFor(r, s)!;
        cell[sc === 1 ? 0 : sc === 0 ? 2 : 1]++;
        const st = seat.get(me)!.get(s)!;
        st[1]++;
        if (sc === 1) st[0]++;
      }
    }
  }
  const matrix: Record<string, Record<string, EloEstimate>> = {};
  const table: TournamentEntry[] = bots.map((b) => {
    matrix[b] = {};
    let w = 0;
    let d = 0;
    let l = 0;
    for (const [opp, [cw, cd, cl]] of wdl.get(b)!) {
      if (cw + cd + cl === 0) continue; // a pair a gauntlet does not play
      matrix[b][opp] = eloFromResults(cw, cd, cl);
      w += cw;
      d += cd;
      l += cl;
    }
    const bySide: Record<string, Rate> = {};
    for (const [s, [wins, games]] of seat.get(b)!) {
      bySide[s] = rate(wilsonInterval(wins, games));
    }
    return { bot: b, vsField: eloFromResults(w, d, l), bySide };
  });
  table.sort((x, y) => y.vsField.score - x.vsField.score || (x.bot < y.bot ? -1 : 1));
  return { bots: [...bots], ...(plan.against !== undefined ? { against: plan.against } : {}), table, matrix };
}

function histogram(xs: readonly number[]): Record<string, number> {
  const h = new Map<number, number>();
  for (const x of xs) h.set(x, (h.get(x) ?? 0) + 1);
  return Object.fromEntries([...h].sort((a, b) => a[0] - b[0]).map(([k, n]) => [String(k), n]));
}
