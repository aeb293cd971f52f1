/**
 * Upper bounds of the movement priorities (priorities.ts movementParts), cheap enough to skip the
 * exact score of a March or sea movement that cannot be the best: the bot keeps the first of its
 * best-scoring actions and draws among ties (bots/policy.ts pickBest), so an action whose bound is
 * already below the best score so far, less the tie tolerance, changes nothing, and its exact score
 * is not needed. Each part's bound is at least the part itself as a floating-point number (rounding
 * is monotone, so every bound below is computed with the same operations as its part, on larger or
 * equal operands), and the bounds are added in the order the parts are: their sum is at least the
 * score. A margin is added all the same.
 *
 * Per part, with v = value[to], E(b) = exposure(b, our power there), L(b) = exposure(b, 0):
 *   guardKeyBoxes           −100 where a capital would be left uncovered (the same test, exactly), else
 *                           guard ≥ 0: guard · (E(to) + G(to))  (won ≤ E(to), lost ≥ 0, the garrison's
 *                           pull ≤ its shortfall G); guard < 0: −guard · L(from)
 *   takeRecruitmentCities   v if the box can be taken and v > 0, 0.3 if v ≤ 0, else 0
 *   attackAtFavourableOdds  max(0, (2 + v) · 3 · attack, 0.5 + 0.3 v, −3) where enemies are, else 0
 *   concentrate             closeUp · (front[from] − front[to]) + max(0, −exposedPenalty) + its last term
 *   marchOnObjectives       itself (it does not depend on the units moved)
 *   musterForAssault        max(0, muster · (d0 − d1) · 24 / 12) where it grows with the units moved, else itself
 *   unitsAlreadyMoved, marchCost (and the sea cost)   themselves
 */
import * as A from '../../../src/games/ahd/actions.js';
import * as L from '../../../src/games/ahd/layout.js';
import { countOf, ctrlOf, type S } from '../../../src/games/ahd/state.js';
import type { Analysis } from './analysis.js';
import { capitalUncovered, exposure, garrisonShort, marchOnObjectives, movedStrength } from './priorities.js';

const MARGIN = 1e-7;

/** Per-box parts of the bounds, each computed the first time a decision needs it. */
export class MoveBounds {
  /** guard, takeRecruitmentCities and attack bounds at the destination, added in that order. */
  private readonly toGuard: Float64Array;
  private readonly toTake: Float64Array;
  private readonly toAttack: Float64Array;
  /** concentrate's last term at the destination (exact). */
  private readonly toNear: Float64Array;
  /** guard < 0: −guard · L(from). */
  private readonly fromGuard: Float64Array;
  /** 1 where units leaving the box may uncover a capital (it covers one: coverWeight above 0). */
  private readonly fromCover: Uint8Array;
  /** The decision (`begin`) each box's parts were computed for. */
  private readonly toAt: Int32Array;
  private readonly fromAt: Int32Array;
  private decision = 0;
  /** The sum of the bounds of the first six parts per destination, for the origin `pairFrom`
   *  (valid where pairAt[to] === pairStamp): the classes and counts of one (from, to) share it. */
  private readonly pairSum: Float64Array;
  private readonly pairAt: Int32Array;
  private pairStamp = 0;
  private pairFrom = -1;

  constructor(nb: number) {
    this.toGuard = new Float64Array(nb);
    this.toTake = new Float64Array(nb);
    this.toAttack = new Float64Array(nb);
    this.toNear = new Float64Array(nb);
    this.fromGuard = new Float64Array(nb);
    this.fromCover = new Uint8Array(nb);
    this.toAt = new Int32Array(nb);
    this.fromAt = new Int32Array(nb);
    this.pairSum = new Float64Array(nb);
    this.pairAt = new Int32Array(nb);
  }

  /** A new decision: every part is computed again when first needed. */
  begin(): void {
    if (++this.decision === 0x7fffffff) {
      this.toAt.fill(0);
      this.fromAt.fill(0);
      this.decision = 1;
    }
    this.pairFrom = -1;
  }

  private fillTo(an: Analysis, s: S, b: number): void {
    this.toAt[b] = this.decision;
    const me = an.me;
    const w = an.w;
    const v = an.value[b]!;
    // won ≤ E(to) and the garrison's pull ≤ its whole shortfall (garrisonShort)
    this.toGuard[b] =
      w.guard >= 0 ? w.guard * (exposure(an, s, b, an.power[b * 2 + me]!) + garrisonShort(an, b)) : 0;
    const takeable = ctrlOf(s, b) !== me && countOf(s, b, 1 - me) === 0 && countOf(s, b, me) === 0;
    this.toTake[b] = takeable ? (v > 0 ? v : 0.3) : 0;
    this.toAttack[b] =
      countOf(s, b, 1 - me) === 0 ? 0 : Math.max(0, (2 + v) * 3 * w.attack, 0.5 + 0.3 * v, -3);
    this.toNear[b] = an.power[b * 2 + me]! > 0 && an.front[b]! <= 2 ? 0.3 : 0;
  }

  private fillFrom(an: Analysis, s: S, b: number): void {
    this.fromAt[b] = this.decision;
    const nb = an.st.c.nb;
    const lost = an.w.guard < 0 ? exposure(an, s, b, 0) : 0;
    this.fromGuard[b] = lost > 0 ? -an.w.guard * an.value[b]! * (1 + 1e-9) : 0;
    let cover = 0;
    for (let i = 0; i < an.capitals.length; i++) if (an.coverWeight[i * nb + b]! > 0) cover = 1;
    this.fromCover[b] = cover;
  }

  /**
   * An upper bound of scoreAction(an, s, a) for a MOVE, SEA or INVADE action, the analysis filled
   * (an.need(ALL)).
   */
  bound(an: Analysis, s: S, a: number): number {
    const op = A.opOf(a);
    if (op === A.OP_MOVE) return this.march(an, s, a);
    const from = op === A.OP_INVADE ? an.st.c.washington : A.mvFrom(a);
    const to = A.mvTo(a);
    if (this.fromAt[from] !== this.decision) this.fillFrom(an, s, from);
    if (this.toAt[to] !== this.decision) this.fillTo(an, s, to);
    const uncovered = this.fromCover[from] === 1 && capitalUncovered(an, from, to, movedStrength(an.st.c, a));
    return this.first(an, from, to, uncovered, false) + -an.w.seaCost * A.mvCount(a) + MARGIN;
  }

  /**
   * The bound of a MOVE (the hot path: a decision has a hundred or more). The classes and counts of
   * one (from, to) share the sum of the first six parts; per origin, unitsAlreadyMoved and marchCost
   * are added.
   */
  march(an: Analysis, s: S, a: number): number {
    const from = (a >> 1) & 255; // A.mvFrom of a MOVE
    const to = (a >> 9) & 255; // A.mvTo
    if (from !== this.pairFrom) this.newOrigin(an, s, from);
    const used = (a >> 20) & 1 ? -0.3 : 0; // A.clsUsed(A.mvCls(a))
    if (this.fromCover[from] === 1 && capitalUncovered(an, from, to, movedStrength(an.st.c, a))) {
      if (this.toAt[to] !== this.decision) this.fillTo(an, s, to);
      return this.first(an, from, to, true, true) + used + this.marchCost + MARGIN;
    }
    if (this.pairAt[to] !== this.pairStamp) {
      if (this.toAt[to] !== this.decision) this.fillTo(an, s, to);
      this.pairAt[to] = this.pairStamp;
      this.pairSum[to] = this.first(an, from, to, false, true);
    }
    return this.pairSum[to]! + used + this.marchCost + MARGIN;
  }

  /** marchCost of the current origin (exact). */
  private marchCost = 0;

  private newOrigin(an: Analysis, s: S, from: number): void {
    this.pairFrom = from;
    if (++this.pairStamp === 0x7fffffff) {
      this.pairAt.fill(0);
      this.pairStamp = 1;
    }
    if (this.fromAt[from] !== this.decision) this.fillFrom(an, s, from);
    this.marchCost = s[L.H_ACTIVE] === from ? 0 : -an.w.marchCost;
  }

  /** The bounds of the first three parts (sea) or six (a March), added in order. */
  private first(an: Analysis, from: number, to: number, uncovered: boolean, march: boolean): number {
    const w = an.w;
    let v = uncovered ? -100 : this.toGuard[to]! + this.fromGuard[from]!;
    v += this.toTake[to]!;
    v += this.toAttack[to]!;
    if (!march) return v;
    v += w.closeUp * (an.front[from]! - an.front[to]!) + Math.max(0, -w.exposedPenalty) + this.toNear[to]!;
    v += marchOnObjectives(an, from, to);
    v += musterBound(an, from, to);
    return v;
  }
}

/** musterForAssault's bound: itself where it does not grow with the units moved. */
function musterBound(an: Analysis, from: number, to: number): number {
  if (an.staging < 0) return 0;
  const d0 = an.toStaging[from]!;
  const d1 = an.toStaging[to]!;
  if (d0 === 255 || d1 === 255 || d0 <= d1 - 0) {
    return d0 === 0 && d1 !== 0 && to !== an.target ? -an.w.leaveMuster : 0;
  }
  return Math.max(0, (an.w.muster * (d0 - d1) * 24) / 12);
}
