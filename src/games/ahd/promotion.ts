/**
 * R6 Promotions: after a won battle (one surviving participant) and in the Promotion Segment (one
 * unit, R6.2 two for the CSA on a low roll). Militia become Veterans, Veterans become Crack, of the
 * same arm, if the counter mix has one in stock (R11.6 note: the counter mix limits units).
 */
import { IllegalAction } from '../../core/errors.js';
import { boxOf, cls, clsReduced, clsType, clsUsed, encBox, extraOf, OP_DONE, OP_PROMOTE } from './actions.js';
import type { AhdContent } from './content.js';
import {
  CSA,
  H_CSA_LOST,
  H_CSA_LOST_PT,
  H_PROMOS,
  H_RNG,
  H_SIDE,
  LOC_STOCK,
  NB_CAP,
  NTYPES,
  O_CSA_TRAINING,
  O_EXPERIENCE,
  O_R62_GAME_TURN,
  ST_ENTRENCHED,
  ST_PROMOTED,
  ST_REDUCED,
  U_FROM,
  U_LOC,
  U_ST,
  U_TGT,
} from './layout.js';
import { findSlot, gradeOf, opt, swapSlot, type S } from './state.js';
import { rollD6 } from '../../core/rng.js';

/** Can (side, type) be promoted now: a higher grade exists and one is in stock? */
function stockFor(c: AhdContent, s: S, side: number, type: number, inSegment: boolean): number {
  const g = gradeOf(type);
  if (g === 2) return -1; // Crack is the top grade
  if (inSegment && g === 1 && opt(s, O_EXPERIENCE)) return -1; // R6.1: Veteran -> Crack only by winning a battle
  return findSlot(c, s, side, type + 1, LOC_STOCK, 0, 0);
}

/** A unit of (side, type, reduced) at box b not yet promoted this Player Turn; entrenched ones first. */
function promotableUnit(c: AhdContent, s: S, side: number, type: number, reduced: number, b: number): number {
  const want = reduced ? ST_REDUCED : 0;
  let u = findSlot(c, s, side, type, b, ST_PROMOTED | ST_REDUCED | ST_ENTRENCHED, want | ST_ENTRENCHED);
  if (u < 0) u = findSlot(c, s, side, type, b, ST_PROMOTED | ST_REDUCED, want);
  return u;
}

/** Replace unit u by the next grade (R6.0): status (entrenched, reduced) carries over. */
function promote(c: AhdContent, s: S, u: number, into: number): void {
  swapSlot(c, s, u, into);
  s[U_ST + into] = s[U_ST + into]! | ST_PROMOTED;
  s[U_FROM + into] = s[U_FROM + u]!;
  s[U_TGT + into] = -1;
  s[U_FROM + u] = -1;
  s[U_TGT + u] = -1;
}

/** Emit PROMOTE(box, class) for every promotable class of `side` in box b. */
function emitPromotions(
  c: AhdContent,
  s: S,
  side: number,
  b: number,
  inSegment: boolean,
  out: Int32Array,
  n: number,
): number {
  for (let type = 0; type < NTYPES; type++) {
    if (stockFor(c, s, side, type, inSegment) < 0) continue;
    for (let red = 0; red < 2; red++) {
      if (promotableUnit(c, s, side, type, red, b) >= 0) out[n++] = encBox(OP_PROMOTE, b, cls(type, red, 0));
    }
  }
  return n;
}

/** R6.0 after a battle: the winner's surviving participants in the battle box. */
export function legalBattlePromotion(c: AhdContent, s: S, side: number, b: number, out: Int32Array): number {
  let n = 0;
  out[n++] = OP_DONE;
  return emitPromotions(c, s, side, b, false, out, n);
}

const promoMask = new Int32Array(NB_CAP); // per box: bit (type * 2 + reduced) of promotable classes
const promoBoxes = new Int32Array((NB_CAP + 31) >> 5); // boxes with a bit in promoMask, as a bit set

/** Types of `side` with a higher grade in stock for the Promotion Segment, as a bit set. */
function promotableTypes(c: AhdContent, s: S, side: number): number {
  let canMask = 0;
  for (let type = 0; type < NTYPES; type++) if (stockFor(c, s, side, type, true) >= 0) canMask |= 1 << type;
  return canMask;
}

/** R6.0 Promotion Segment: any one unit on the map (one pass over the side's units). */
export function legalPromotionSegment(c: AhdContent, s: S, out: Int32Array): number {
  const side = s[H_SIDE]!;
  let n = 0;
  out[n++] = OP_DONE;
  const canMask = promotableTypes(c, s, side);
  if (canMask === 0) return n;
  promoBoxes.fill(0);
  const a = c.typeStart[side * NTYPES]!;
  const e = a + (side === 0 ? c.typeStart[NTYPES]! : c.nu - c.typeStart[NTYPES]!);
  for (let u = a; u < e; u++) {
    const b = s[U_LOC + u]!;
    const type = c.slotType[u]!;
    if (b >= c.nb || !(canMask & (1 << type))) continue;
    const st = s[U_ST + u]!;
    if (st & ST_PROMOTED) continue; // R6.0: no unit receives two promotions in a Player Turn
    const bit = 1 << (type * 2 + (st & ST_REDUCED ? 1 : 0));
    if (promoBoxes[b >> 5]! & (1 << (b & 31))) promoMask[b]! |= bit;
    else {
      promoBoxes[b >> 5]! |= 1 << (b & 31);
      promoMask[b] = bit;
    }
  }
  // boxes in index order
  for (let w = 0; w < promoBoxes.length; w++) {
    let bits = promoBoxes[w]!;
    while (bits !== 0) {
      const low = bits & -bits;
      bits ^= low;
      const b = (w << 5) + 31 - Math.clz32(low);
      const m = promoMask[b]!;
      for (let k = 0; k < 12; k++) if (m & (1 << k)) out[n++] = encBox(OP_PROMOTE, b, cls(k >> 1, k & 1, 0));
    }
  }
  return n;
}

/** Does legalPromotionSegment list anything besides DONE? (the flow skips the segment otherwise) */
export function promotionHasChoice(c: AhdContent, s: S): boolean {
  const side = s[H_SIDE]!;
  const canMask = promotableTypes(c, s, side);
  if (canMask === 0) return false;
  const a = c.typeStart[side * NTYPES]!;
  const e = a + (side === 0 ? c.typeStart[NTYPES]! : c.nu - c.typeStart[NTYPES]!);
  for (let u = a; u < e; u++) {
    if (s[U_LOC + u]! < c.nb && canMask & (1 << c.slotType[u]!) && !(s[U_ST + u]! & ST_PROMOTED)) return true;
  }
  return false;
}

/** Apply PROMOTE for `side`, restricted to box `only` when >= 0 (battle promotion). */
export function applyPromote(
  c: AhdContent,
  s: S,
  a: number,
  side: number,
  only: number,
  inSegment: boolean,
): void {
  const b = boxOf(a);
  const cl = extraOf(a);
  const type = clsType(cl);
  if (b >= c.nb || type >= NTYPES || clsUsed(cl) !== 0)
    throw new IllegalAction(a, 'no such box or unit class');
  if (only >= 0 && b !== only)
    throw new IllegalAction(a, 'only a participant of the battle just won may be promoted (R6.0)');
  const into = stockFor(c, s, side, type, inSegment);
  if (into < 0) {
    throw new IllegalAction(
      a,
      gradeOf(type) === 2
        ? 'Crack units cannot be promoted'
        : 'no higher-grade unit in stock (R6.0), or R6.1 forbids it',
    );
  }
  const u = promotableUnit(c, s, side, type, clsReduced(cl), b);
  if (u < 0)
    throw new IllegalAction(a, 'no such unit there that has not been promoted this Player Turn (R6.0)');
  promote(c, s, u, into);
}

/** R6.0 / R6.2: how many promotions the phasing side gets this Promotion Segment. */
export function beginPromotionSegment(s: S): void {
  let n = 1;
  if (s[H_SIDE] === CSA && opt(s, O_CSA_TRAINING)) {
    // R6.2: roll; subtract one per CSA Veteran/Crack lost in battle (this Game Turn by default).
    const lost = opt(s, O_R62_GAME_TURN) ? s[H_CSA_LOST]! : s[H_CSA_LOST_PT]!;
    if (rollD6(s, H_RNG) - lost <= 1) n = 2;
  }
  s[H_PROMOS] = n;
}
