/**
 * Option-pair interactions (issue 23): does playing two options together do more (or less) than the
 * sum of what each does alone? Per seed i of a block, with s the focus side's score (win 1, draw or
 * limit ½) in the four arms played on that seed,
 *
 *   Iᵢ = s(A+B)ᵢ − s(A)ᵢ − s(B)ᵢ + s(baseline)ᵢ = (A+B − A)ᵢ − (B − baseline)ᵢ
 *
 * (the pair's effect minus the sum of the single effects), over the seeds all four arms played. The
 * estimate is the mean Ī; its 95 % interval is Ī ± z·s_I/√n and p the z-test, as for a paired change,
 * while at least FEW_DISCORDANT seeds have Iᵢ ≠ 0. Below that, as for a single option, the normal
 * interval is too narrow (with no Iᵢ ≠ 0 it is [0, 0]): the interval is then the square-and-add
 * (MOVER) combination of Newcombe's intervals of the two paired changes A+B − A and B − baseline
 * (G. Y. Zou & A. Donner, Statistics in Medicine 27, 2008), which leaves out their covariance: with
 * common random numbers it is positive, so the interval is conservative; p is the exact sign test of
 * the Iᵢ ≠ 0 (stats/exact.ts exactMcNemar). Holm's correction runs over the pairs of a block, a family
 * of its own; the verdict follows the single options' rules (verdict.ts).
 */
import type { Game } from '../core/game.js';
import type { Plan } from '../sim/plan.js';
import { armId } from '../sim/plan.js';
import type { RunGames } from '../sim/table.js';
import { exactMcNemar } from '../stats/exact.js';
import { holmAdjust } from '../stats/holm.js';
import { newcombeChange } from '../stats/newcombe.js';
import { twoSidedP, zFor } from '../stats/normal.js';
import { scoreFor } from '../stats/outcomes.js';
import type { Pair } from '../stats/paired.js';
import { variantName } from './coverage.js';
import { FEW_DISCORDANT, verdictKind, type VerdictKind } from './verdict.js';

export interface InteractionSummary {
  readonly block: string;
  readonly scenario: string;
  readonly pairing: string;
  /** Variant labels of A, B and A+B. */
  readonly a: string;
  readonly b: string;
  readonly both: string;
  /** For people: the two options by rule number and name. */
  readonly name: string;
  /** Seeds all four arms played with a result. */
  readonly seeds: number;
  /** Seeds with Iᵢ ≠ 0. */
  readonly nonzero: number;
  /** Mean single effects and the pair's, on those seeds (focus side's score). */
  readonly effectA: number;
  readonly effectB: number;
  readonly effectBoth: number;
  /** Ī with its 95 % interval. */
  readonly interaction: number;
  readonly lo: number;
  readonly hi: number;
  readonly method: 'paired z' | 'Newcombe MOVER, exact sign test';
  readonly p: number;
  readonly pHolm: number;
  readonly kind: VerdictKind;
  readonly verdict: string;
}

export interface InteractionContext {
  readonly focus: string;
  readonly alpha: number;
  readonly delta: number | undefined;
  readonly provisional: boolean;
}

/** Every interaction the plan asks for, in every block that plays its four arms. */
export function interactionSummaries(
  plan: Plan,
  game: Game<unknown>,
  games: RunGames,
  ctx: InteractionContext,
): InteractionSummary[] {
  if (!plan.interactions?.length) return [];
  const raw: Omit<InteractionSummary, 'pHolm' | 'kind' | 'verdict'>[] = [];
  const blocks = [...new Map(plan.arms.map((a) => [a.block, a])).values()];
  for (const blk of blocks) {
    const id = (variant: string): string => armId(blk.scenario, blk.pairing, variant);
    const armOf = new Map(plan.arms.map((a) => [a.id, a]));
    for (const x of plan.interactions) {
      const ids = [id('baseline'), id(x.a), id(x.b), id(x.both)];
      if (!ids.every((i) => armOf.has(i))) continue;
      const name = `${variantName(game, x.a, armOf.get(ids[1]!)!.variantOptions)} × ${variantName(game, x.b, armOf.get(ids[2]!)!.variantOptions)}`;
      raw.push({
        block: blk.block,
        scenario: blk.scenario,
        pairing: blk.pairing,
        a: x.a,
        b: x.b,
        both: x.both,
        name,
        ...measure(games, ids as [string, string, string, string], ctx.focus),
      });
    }
  }
  const pHolm = new Map<number, number>();
  for (const b of new Set(raw.map((r) => r.block))) {
    const idx = raw.flatMap((r, i) => (r.block === b ? [i] : []));
    const adj = holmAdjust(idx.map((i) => raw[i]!.p));
    idx.forEach((i, j) => pHolm.set(i, adj[j]!));
  }
  return raw.map((r, i) => {
    const ph = pHolm.get(i) ?? NaN;
    const kind = verdictKind(
      { pairs: r.seeds, tested: true, change: r.interaction, lo: r.lo, hi: r.hi, pHolm: ph },
      ctx.alpha,
      ctx.delta,
    );
    return { ...r, pHolm: ph, kind, verdict: interactionText({ ...r, pHolm: ph, kind }, ctx) };
  });
}

type Measured = Pick<
  InteractionSummary,
  'seeds' | 'nonzero' | 'effectA' | 'effectB' | 'effectBoth' | 'interaction' | 'lo' | 'hi' | 'method' | 'p'
>;

/** Iᵢ over the seeds the four arms (baseline, A, B, A+B) all played, its interval and p. */
function measure(games: RunGames, ids: [string, string, string, string], focus: string): Measured {
  const [base, a, b, both] = ids;
  const scores: [number, number, number, number][] = [];
  for (const r of games.rows(both)) {
    const s = [base, a, b].map((arm) => {
      const row = games.row(arm, r.index);
      return row ? scoreFor(row, focus) : undefined;
    });
    const sb = scoreFor(r, focus);
    if (s.some((x) => x === undefined) || sb === undefined) continue;
    scores.push([s[0]!, s[1]!, s[2]!, sb]);
  }
  const n = scores.length;
  const mean = (f: (x: [number, number, number, number]) => number): number =>
    n ? scores.reduce((t, x) => t + f(x), 0) / n : NaN;
  const is = scores.map(([s0, sa, sbb, sab]) => sab - sa - sbb + s0);
  const est = mean(([s0, sa, sbb, sab]) => sab - sa - sbb + s0);
  const nonzero = is.filter((x) => x !== 0).length;
  const common = {
    seeds: n,
    nonzero,
    effectA: mean(([s0, sa]) => sa - s0),
    effectB: mean(([s0, , sbb]) => sbb - s0),
    effectBoth: mean(([s0, , , sab]) => sab - s0),
    interaction: est,
  };
  if (nonzero >= FEW_DISCORDANT) {
    const sd = Math.sqrt(is.reduce((t, x) => t + (x - est) ** 2, 0) / (n - 1));
    const se = sd / Math.sqrt(n);
    const z = zFor(0.95);
    return { ...common, lo: est - z * se, hi: est + z * se, method: 'paired z', p: twoSidedP(est / se) };
  }
  if (n === 0) return { ...common, lo: NaN, hi: NaN, method: 'paired z', p: NaN };
  // A+B − A and B − baseline, each with Newcombe's interval, combined by square-and-add.
  const d1 = newcombeChange(scores.map(([, sa, , sab]): Pair => ({ baseline: sa, variant: sab })));
  const d2 = newcombeChange(scores.map(([s0, , sbb]): Pair => ({ baseline: s0, variant: sbb })));
  const lo = est - Math.hypot(d1.diff - d1.lo, d2.hi - d2.diff);
  const hi = est + Math.hypot(d1.hi - d1.diff, d2.diff - d2.lo);
  const up = is.filter((x) => x > 0).length;
  return { ...common, lo, hi, method: 'Newcombe MOVER, exact sign test', p: exactMcNemar(up, nonzero - up) };
}

const signed = (x: number): string => {
  if (!Number.isFinite(x)) return 'n/a';
  const v = Number((x * 100).toFixed(1));
  return `${v < 0 ? '-' : '+'}${Math.abs(v).toFixed(1)}`;
};
const pval = (p: number): string => (!Number.isFinite(p) ? 'n/a' : p < 0.0001 ? '< 0.0001' : p.toFixed(4));

/** The verdict line of one interaction, in the style of the single options' lines. */
function interactionText(
  v: Pick<
    InteractionSummary,
    | 'name'
    | 'seeds'
    | 'interaction'
    | 'lo'
    | 'hi'
    | 'effectA'
    | 'effectB'
    | 'effectBoth'
    | 'method'
    | 'pHolm'
    | 'kind'
  >,
  ctx: InteractionContext,
): string {
  const pre = ctx.provisional ? 'PROVISIONAL: ' : '';
  if (v.kind === 'no data' || v.kind === 'not tested')
    return `${pre}${v.name}: no seed with a result in all four arms`;
  const ci = `${signed(v.interaction)} points, 95 % CI ${signed(v.lo)} to ${signed(v.hi)}`;
  const parts = `together ${signed(v.effectBoth)}, alone ${signed(v.effectA)} and ${signed(v.effectB)} points`;
  const how = `${v.method === 'paired z' ? '' : `${v.method}, `}Holm-adjusted p = ${pval(v.pHolm)}; ${v.seeds.toLocaleString('en-US')} seeds`;
  const d = ctx.delta === undefined ? '' : (ctx.delta * 100).toFixed(1);
  const { focus } = ctx;
  const body = {
    changes: `${v.name} interact: together they move the ${focus} win rate ${v.interaction > 0 ? 'more' : 'less'} than their single effects add up to: interaction ${ci} (${parts}; ${how})`,
    'no effect': `${v.name}: no interaction larger than ${d} points on the ${focus} win rate: ${ci}, inside ±${d} (${parts}; ${how})`,
    undecided: `${v.name}: interaction undecided: ${ci}; neither an interaction nor its absence within ±${d} points is established (${parts}; ${how})`,
    'not significant': `${v.name}: interaction ${ci}; not significant (${parts}; ${how})`,
  }[v.kind];
  return `${pre}${body}`;
}
