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
import type { SprtOutcome } from '../sim/schedule.js';
import { gamesOfRows, outcomesOf, type RunGames } from '../sim/table.js';
import { eloFromResults, type EloEstimate } from '../stats/elo.js';
import { holmAdjust } from '../stats/holm.js';
import { scoreFor, tally, type Distribution } from '../stats/outcomes.js';
import { newcombeChange } from '../stats/newcombe.js';
import { pairedComparison, type Pair } from '../stats/paired.js';
import { wilsonInterval } from '../stats/wilson.js';
import {
  effectTest,
  bound,
  FEW_DISCORDANT,
  verdictKind,
  verdictText,
  type EffectTest,
  type VerdictKind,
} from './verdict.js';
import { tested, variantCoverage, variantName, type Coverage } from './coverage.js';
import { convergence, type ScenarioConvergence } from './convergence.js';
import { interactionSummaries, type InteractionSummary } from './interaction.js';

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
  /** The variant for people: its option's rule number and name (coverage.ts variantName). */
  readonly name: string;
  /** Option ids the variant changes. */
  readonly optionIds: readonly string[];
  readonly optionValues: Readonly<Record<string, boolean | string>>;
  /** Seeds with a result in both arms. */
  readonly pairs: number;
  readonly baselineRate: number;
  readonly variantRate: number;
  /** Paired change in the focus side's score (win 1, draw/limit ½), with its 95 % interval. */
  readonly change: number;
  /**
   * Standard error of the change (for the test across bot strengths): s_d/√n, or, on the exact path
   * (few discordant pairs), the one Newcombe's interval implies, (hi − lo)/(2 · 1.96).
   */
  readonly se: number;
  readonly lo: number;
  readonly hi: number;
  readonly correlation: number | null;
  /** Paired over independent variance (stats/paired.ts): 1 means the pairing saved nothing. */
  readonly varianceRatio: number | null;
  /** Seeds on which the focus side's score differs between the arms. */
  readonly discordant: number;
  /** The test of the change (verdict.ts effectTest): exact McNemar with few discordant pairs. */
  readonly test: EffectTest['method'];
  readonly p: number;
  /** Holm-adjusted p within the block's family of variants. */
  readonly pHolm: number;
  readonly significant: boolean;
  /** The baseline's focus-side rate is under 5 % ('floor') or over 95 % ('ceiling'). */
  readonly bound: 'floor' | 'ceiling' | null;
  /** Paired change in game length (turns). */
  readonly length: Change;
  /** Paired change in the share of each victory type. */
  readonly victories: Readonly<Record<string, Change>>;
  /** The stopping rule's state; the verdict does not depend on it (verdict.ts). */
  readonly sprt: SprtSummary | null;
  /** Games of the variant arm in which its rule came into play; null when the game does not count it. */
  readonly coverage: Coverage | null;
  /** False when the rule came into play in under 5 % of the games: no effect verdict then. */
  readonly tested: boolean;
  /** The one verdict (verdict.ts). */
  readonly kind: VerdictKind;
  readonly verdict: string;
}

/** A paired change with its 95 % interval. */
export interface Change {
  readonly change: number;
  readonly lo: number;
  readonly hi: number;
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
  /**
   * What the pairing saved (issue 23): the median paired/independent variance ratio over the variants
   * whose rule came into play in at least half their games; null when there are none.
   */
  readonly pairingGain: { readonly median: number; readonly variants: number } | null;
  readonly tournament?: TournamentSummary;
  /** Option-pair interactions the plan asks for (interaction.ts), per block. */
  readonly interactions?: readonly InteractionSummary[];
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

export function analyze(input: AnalyzeInput): Summary {
  const { plan, game, pack, run } = input;
  const sides = game.sides;
  const focus = sides[0]!;
  const games = run.games ?? gamesOfRows(run.rows ?? []);

  const arms = plan.arms.map((a) => armSummary(a, games, game));
  const { variants, families } = variantSummaries(
    plan,
    game,
    run.sprt,
    games,
    focus,
    pack.status === 'provisional',
  );

  const scenarios = [...new Set(plan.arms.map((a) => a.scenario))];
  const { errors, used } = gameErrors(plan, games);

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
    pairings: pairingsOf(plan),
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
      tests: variants.filter((v) => Number.isFinite(v.pHolm)).length,
      significant: variants.filter((v) => v.significant).length,
      alpha: ALPHA,
    },
    pairingGain: pairingGain(variants),
    ...(plan.kind === 'tournament' && plan.bots
      ? { tournament: tournament(plan.bots, plan, games, sides) }
      : {}),
    ...(plan.interactions?.length
      ? {
          interactions: interactionSummaries(plan, game, games, {
            focus,
            alpha: ALPHA,
            delta: plan.sprt?.delta,
            provisional: pack.status === 'provisional',
          }),
        }
      : {}),
    ...(plan.ladder ? { convergence: convergence(plan, games, focus) } : {}),
    errors,
  };
}

/** Each pairing label with its players, in the plan's order. */
function pairingsOf(plan: Plan): Summary['pairings'] {
  const m = new Map<string, Readonly<Record<string, string>>>();
  for (const a of plan.arms) if (!m.has(a.pairing)) m.set(a.pairing, a.players);
  return [...m].map(([label, players]) => ({ label, players }));
}

/** The games that threw (listed, left out of the rates) and the number of games in the report. */
function gameErrors(plan: Plan, games: RunGames): { errors: Summary['errors'][number][]; used: number } {
  const errors: Summary['errors'][number][] = [];
  let used = 0;
  for (const a of plan.arms) {
    for (const o of outcomesOf(games, a.id)) {
      used++;
      const r = o.result === 'error' ? games.row(a.id, o.index) : undefined;
      if (r) errors.push({ arm: r.arm, index: r.index, seed: r.seed, error: r.error ?? '' });
    }
  }
  return { errors, used };
}

/** One arm's outcomes: rates with Wilson intervals, victory types, margin, length. */
function armSummary(a: Arm, games: RunGames, game: Game<unknown>): ArmSummary {
  const sides = game.sides;
  const t = tally(outcomesOf(games, a.id), sides);
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
    turnHistogram: Object.fromEntries(t.turnCounts.map(([turn, n]) => [String(turn), n])),
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
  game: Game<unknown>,
  sprtOf: AnalyzeInput['run']['sprt'],
  games: RunGames,
  focus: string,
  provisional: boolean,
): { variants: VariantSummary[]; families: number } {
  const raw = plan.arms
    .filter((a) => a.baseline)
    .map((a) => {
      const twins = pairUp(games, a.baseline!, a.id);
      const pairs: Pair[] = [];
      for (const [b, r] of twins) {
        const x = scoreFor(b, focus);
        const y = scoreFor(r, focus);
        if (x !== undefined && y !== undefined) pairs.push({ baseline: x, variant: y });
      }
      const coverage = variantCoverage(game, Object.keys(a.variantOptions), games.rows(a.id));
      const normal = pairedComparison(pairs);
      const test = effectTest(normal);
      // Few discordant pairs: Newcombe's interval (stats/newcombe.ts), which keeps its width with none.
      const cmp = test.method === 'exact McNemar' ? { ...normal, ...newcombeChange(pairs) } : normal;
      return { arm: a, cmp, coverage, test, twins };
    });
  const pHolm = new Map<string, number>();
  const blocks = [...new Set(raw.map((r) => r.arm.block))];
  for (const b of blocks) {
    const fam = raw.filter((r) => r.arm.block === b);
    // A variant whose rule did not come into play is no test of it: it leaves the family.
    const adj = holmAdjust(fam.map((r) => (tested(r.coverage) ? r.test.p : NaN)));
    fam.forEach((r, i) => pHolm.set(r.arm.id, adj[i]!));
  }
  const ctx = { focus, delta: plan.sprt?.delta, provisional };
  const variants: VariantSummary[] = raw.map(({ arm, cmp, coverage, test, twins }) => {
    const ph = pHolm.get(arm.id) ?? NaN;
    const base = {
      arm: arm.id,
      baseline: arm.baseline!,
      scenario: arm.scenario,
      pairing: arm.pairing,
      variant: arm.variant,
      name: variantName(game, arm.variant, arm.variantOptions),
      optionIds: Object.keys(arm.variantOptions),
      optionValues: { ...arm.variantOptions },
      pairs: cmp.n,
      baselineRate: cmp.baselineMean,
      variantRate: cmp.variantMean,
      change: cmp.diff,
      se: cmp.se,
      lo: cmp.lo,
      hi: cmp.hi,
      correlation: cmp.correlation,
      varianceRatio: cmp.varianceRatio,
      discordant: cmp.discordant,
      test: test.method,
      p: test.p,
      pHolm: ph,
      significant: ph <= ALPHA,
      coverage,
      tested: tested(coverage),
      bound: bound(cmp.baselineMean),
      length: change(pairedComparison(twins.map(([b, r]) => ({ baseline: b.turn, variant: r.turn })))),
      victories: victoryChanges(twins),
      sprt: sprtSummary(sprtOf[arm.id], plan),
    };
    const kind = verdictKind(base, ALPHA, plan.sprt?.delta);
    return { ...base, kind, verdict: verdictText({ ...base, kind }, ctx) };
  });
  return { variants, families: blocks.length };
}

/** The twin games of a variant and its baseline (same seed), both with a result. */
function pairUp(games: RunGames, baseline: string, arm: string): [GameRow, GameRow][] {
  const out: [GameRow, GameRow][] = [];
  for (const r of games.rows(arm)) {
    const b = games.row(baseline, r.index);
    if (b && b.result !== 'error' && r.result !== 'error') out.push([b, r]);
  }
  return out;
}

/**
 * The paired change in the share of each victory type (issue 23: an option's effect on how games end);
 * Newcombe's interval under FEW_DISCORDANT discordant games, as for the win rate.
 */
function victoryChanges(twins: readonly [GameRow, GameRow][]): Record<string, Change> {
  const types = [...new Set(twins.flatMap(([b, r]) => [b.victory, r.victory]))].sort();
  const out: Record<string, Change> = {};
  for (const t of types) {
    const pairs = twins.map(([b, r]) => ({
      baseline: b.victory === t ? 1 : 0,
      variant: r.victory === t ? 1 : 0,
    }));
    const c = pairedComparison(pairs);
    out[t] = change(c.discordant < FEW_DISCORDANT && c.n > 0 ? newcombeChange(pairs) : c);
  }
  return out;
}

const change = (c: { diff: number; lo: number; hi: number }): Change => ({
  change: c.diff,
  lo: c.lo,
  hi: c.hi,
});

function sprtSummary(s: SprtOutcome | undefined, plan: Plan): SprtSummary | null {
  if (!s || !plan.sprt) return null;
  return {
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
  };
}

function pairingGain(variants: readonly VariantSummary[]): Summary['pairingGain'] {
  const rs = variants
    .filter((v) => v.coverage && v.coverage.share >= 0.5 && v.varianceRatio !== null)
    .map((v) => v.varianceRatio!)
    .sort((a, b) => a - b);
  if (!rs.length) return null;
  const m = rs.length >> 1;
  return { median: rs.length % 2 ? rs[m]! : (rs[m - 1]! + rs[m]!) / 2, variants: rs.length };
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
