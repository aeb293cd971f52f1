/**
 * One verdict per effect (issue 23). The report used to print two decision rules side by side, the
 * SPRT and the Holm-corrected test, and they disagreed in four cases. Now:
 *
 *  - the SPRT is the stopping rule only: it decides how many paired games a variant gets;
 *  - the test of each effect is McNemar's exact test (the exact sign test on the seeds where the two
 *    arms differ) while the discordant pairs are fewer than FEW_DISCORDANT, where the normal paired
 *    test is anti-conservative, and the paired z-test above; with few discordant pairs the interval
 *    is Newcombe's (stats/newcombe.ts), not the normal one, which collapses to [0, 0] when no pair
 *    differs and so read "no effect" after a handful of games;
 *  - Holm's correction runs over those p-values, one family per scenario and bot pairing;
 *  - the verdict follows from that one family of tests: "changes" when the Holm-adjusted p is at most
 *    α; otherwise "no effect larger than δ" when the 95 % interval lies inside ±δ (δ the SPRT's
 *    smallest effect that matters; a two one-sided tests equivalence at 2.5 % each); otherwise
 *    "undecided". Without an SPRT (no δ) the last two are "not significant".
 *
 * Across bot strengths, Cochran's Q tests whether the estimates differ by more than their errors:
 * "contradicts" when they do and point in opposite directions, "differs in size" when they do in the
 * same direction. A baseline under 5 % or over 95 % is flagged: an effect there is bounded by the
 * floor or the ceiling.
 */
import { exactMcNemar, heterogeneity } from '../stats/exact.js';
import { twoSidedP } from '../stats/normal.js';

/** Below this many discordant pairs the exact test decides, not the normal approximation. */
export const FEW_DISCORDANT = 100;
/** Baselines outside [FLOOR, 1 − FLOOR] are flagged. */
const FLOOR = 0.05;

export type VerdictKind =
  'changes' | 'no effect' | 'undecided' | 'not significant' | 'not tested' | 'no data';

export interface EffectTest {
  readonly method: 'exact McNemar' | 'paired z';
  readonly p: number;
}

/** The test of one paired effect: exact with few discordant pairs, else the paired z-test. */
export function effectTest(c: {
  n: number;
  diff: number;
  se: number;
  discordant: number;
  up: number;
}): EffectTest {
  if (c.n === 0) return { method: 'paired z', p: NaN };
  if (c.discordant < FEW_DISCORDANT)
    return { method: 'exact McNemar', p: exactMcNemar(c.up, c.discordant - c.up) };
  return { method: 'paired z', p: c.se > 0 ? twoSidedP(c.diff / c.se) : c.diff === 0 ? 1 : 0 };
}

export interface Judged {
  readonly pairs: number;
  readonly tested: boolean;
  readonly change: number;
  readonly lo: number;
  readonly hi: number;
  readonly pHolm: number;
}

/** The verdict of one effect from its Holm-adjusted p and its interval (see the file comment). */
export function verdictKind(v: Judged, alpha: number, delta: number | undefined): VerdictKind {
  if (v.pairs === 0) return 'no data';
  if (!v.tested) return 'not tested';
  if (v.pHolm <= alpha) return 'changes';
  if (delta === undefined) return 'not significant';
  return v.lo > -delta && v.hi < delta ? 'no effect' : 'undecided';
}

/** 'floor' or 'ceiling' when the baseline's focus-side rate leaves little room for an effect. */
export function bound(baselineRate: number): 'floor' | 'ceiling' | null {
  if (!Number.isFinite(baselineRate)) return null;
  return baselineRate < FLOOR ? 'floor' : baselineRate > 1 - FLOOR ? 'ceiling' : null;
}

export type StrengthVerdict =
  | 'holds: raises it'
  | 'holds: lowers it'
  | 'holds: no effect'
  | 'contradicts'
  | 'differs in size'
  | 'no significant effect at any strength'
  | 'not yet known'
  | '—';

export interface AtStrength {
  readonly kind: VerdictKind;
  readonly change: number;
  readonly se: number;
}

/** Whether one effect holds across bot strengths (pairings), with the heterogeneity p. */
export function acrossStrengths(row: readonly AtStrength[]): { verdict: StrengthVerdict; p: number | null } {
  const vs = row.filter((v) => v.kind !== 'not tested' && v.kind !== 'no data');
  if (vs.length < 2) return { verdict: '—', p: null };
  const h = heterogeneity(vs.map((v) => ({ d: v.change, se: v.se })));
  const p = h ? h.p : null;
  if (p !== null && p <= 0.05) {
    const signs = new Set(vs.filter((v) => v.change !== 0).map((v) => Math.sign(v.change)));
    return { verdict: signs.size > 1 ? 'contradicts' : 'differs in size', p };
  }
  const codes = vs.map((v) =>
    v.kind === 'changes' ? (v.change > 0 ? 'up' : 'down') : v.kind === 'no effect' ? 'none' : v.kind,
  );
  if (codes.every((c) => c === 'up')) return { verdict: 'holds: raises it', p };
  if (codes.every((c) => c === 'down')) return { verdict: 'holds: lowers it', p };
  if (codes.every((c) => c === 'none')) return { verdict: 'holds: no effect', p };
  if (codes.every((c) => c === 'not significant'))
    return { verdict: 'no significant effect at any strength', p };
  return { verdict: 'not yet known', p };
}

export interface VerdictInput extends Judged {
  readonly name: string;
  readonly kind: VerdictKind;
  readonly coverage: { readonly games: number; readonly inPlay: number } | null;
  readonly test: EffectTest['method'];
  readonly discordant: number;
  readonly baselineRate: number;
  readonly bound: 'floor' | 'ceiling' | null;
  readonly sprt: { readonly decision: string; readonly games: number } | null;
}

export interface VerdictContext {
  readonly focus: string;
  /** The SPRT's smallest effect that matters, if the plan has one. */
  readonly delta: number | undefined;
  /** Content pack status: every verdict line of a provisional pack says so. */
  readonly provisional: boolean;
}

const signed = (x: number): string => {
  if (!Number.isFinite(x)) return 'n/a';
  const v = Number((x * 100).toFixed(1));
  return `${v < 0 ? '-' : '+'}${Math.abs(v).toFixed(1)}`;
};
const pval = (p: number): string => (!Number.isFinite(p) ? 'n/a' : p < 0.0001 ? '< 0.0001' : p.toFixed(4));

/** The verdict line of one effect: what it does, how sure, and the caveats (floor, provisional). */
export function verdictText(v: VerdictInput, ctx: VerdictContext): string {
  const pre = ctx.provisional ? 'PROVISIONAL: ' : '';
  const { focus } = ctx;
  if (v.kind === 'no data') return `${pre}${v.name}: no paired games with a result`;
  if (v.kind === 'not tested') {
    const c = v.coverage!;
    const n = (x: number): string => x.toLocaleString('en-US');
    return `${pre}${v.name}: not tested: came into play in ${n(c.inPlay)} of ${n(c.games)} games with these bots (under 5 %), so no effect is reported`;
  }
  const ci = `${signed(v.change)} points, 95 % CI ${signed(v.lo)} to ${signed(v.hi)}`;
  const how =
    v.test === 'exact McNemar'
      ? `exact McNemar on ${v.discordant} discordant games, Holm-adjusted p = ${pval(v.pHolm)}`
      : `Holm-adjusted p = ${pval(v.pHolm)}`;
  const d = ctx.delta === undefined ? '' : (ctx.delta * 100).toFixed(1);
  const body = {
    changes: `${v.name} ${v.change > 0 ? 'raises' : 'lowers'} the ${focus} win rate: ${ci} (${how})`,
    'no effect': `${v.name}: no effect larger than ${d} points on the ${focus} win rate: ${ci}, inside ±${d} (${how})`,
    undecided: `${v.name}: undecided: ${ci}; neither a change nor its absence within ±${d} points is established (${how})`,
    'not significant': `${v.name} changes the ${focus} win rate by ${ci}; not significant (${how})`,
  }[v.kind];
  const stop = v.sprt
    ? `; ${v.pairs.toLocaleString('en-US')} paired games (the SPRT ${v.sprt.decision === 'continue' ? 'reached the game cap' : 'stopped there'})`
    : '';
  const floor = v.bound
    ? `; the baseline ${focus} win rate is ${(v.baselineRate * 100).toFixed(1)} %, at a ${v.bound}: effects there are bounded and may not carry over`
    : '';
  return `${pre}${body}${stop}${floor}`;
}
