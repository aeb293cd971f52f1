/**
 * Integer actions of A House Divided: non-negative int32 values, stable across states (records and
 * search trees store them). Fields (layout below):
 *
 *   MOVE      from(8) to(8) entry(3) cls(5) count-1(5)   R4.0 move `count` units of class `cls`
 *             from → to, entering `to` from its neighbour number `entry` (which fixes the route's
 *             last leg, hence river crossing, R5.34). A move from a box other than the current
 *             March's box starts a new March (R4.0 "activating a box").
 *   ENTRENCH  box                                        R4.3 entrench every eligible unit there
 *   SEA       from(8) to(8) cls(5) count-1(5)            R4.6 Union sea movement, 1 March a unit
 *   INVADE    to(8) cls(5) count-1(5)                    R4.7 naval invasion from Washington
 *   RECOVER   box(8) cls(5)                              R5.71 recover one reduced unit
 *   BATTLE    box                                        R5.0 the attacker picks the next battle
 *   WITHDRAW  to                                         R5.6 all-cavalry defender withdraws
 *   RETREAT   to(8) evac(1)                              R5.4 retreat (evac: R5.41 by sea)
 *   REINFORCE nbr(3) cls(5)                              R5.5 one unit from neighbour number nbr
 *   TARGET    firerType(3) target slot(7)                R5.1 announce one unit's target
 *   AUTOFIRE                                             R5.1 announce the remaining targets by the
 *                                                        standard plan (most expected damage)
 *   PROMOTE   box(8) cls(5)                              R6.0 promote one unit
 *   RECRUIT   box(8) arm(1)                              R7.0 recruit one militia unit
 *   DONE                                                 end the segment / no (more) of this choice
 *
 * Classes: cls = ((type * 2 + reduced) * 2 + used) with type = arm*3 + grade (Mi Vi Ci Mc Vc Cc),
 * reduced = on its reduced side, used = Marches already spent this turn (0 or 1). Interchangeable
 * units are counted, never enumerated.
 */
export const OP_DONE = 0;
export const OP_MOVE = 1;
export const OP_ENTRENCH = 2;
export const OP_SEA = 3;
export const OP_INVADE = 4;
export const OP_RECOVER = 5;
export const OP_BATTLE = 6;
export const OP_WITHDRAW = 7;
export const OP_RETREAT = 8;
export const OP_REINFORCE = 9;
export const OP_TARGET = 10;
export const OP_AUTOFIRE = 11;
export const OP_PROMOTE = 12;
export const OP_RECRUIT = 13;

export const MAX_COUNT = 32;

/**
 * Bit layout. MOVE has bit 0 set: from 1-8, to 9-16, entry 17-19, cls 20-24, count-1 25-29.
 * Every other op has bit 0 clear and the op in bits 1-4; its fields start at bit 5.
 */
export const opOf = (a: number): number => (a & 1 ? OP_MOVE : (a >> 1) & 15);
const OP = (op: number): number => op << 1;

export const cls = (type: number, reduced: number, used: number): number => (type * 2 + reduced) * 2 + used;
export const clsType = (c: number): number => c >> 2;
export const clsReduced = (c: number): number => (c >> 1) & 1;
export const clsUsed = (c: number): number => c & 1;

export const encMove = (from: number, to: number, entry: number, c: number, count: number): number =>
  1 | (from << 1) | (to << 9) | (entry << 17) | (c << 20) | ((count - 1) << 25);
export const mvFrom = (a: number): number => (a & 1 ? (a >> 1) & 255 : (a >> 5) & 255);
export const mvTo = (a: number): number => (a & 1 ? (a >> 9) & 255 : (a >> 13) & 255);
export const mvEntry = (a: number): number => (a >> 17) & 7;
export const mvCls = (a: number): number => (a & 1 ? (a >> 20) & 31 : (a >> 21) & 31);
export const mvCount = (a: number): number => (a & 1 ? ((a >> 25) & 31) + 1 : ((a >>> 26) & 31) + 1);

/** SEA and INVADE: from 5-12 (Washington implied for INVADE), to 13-20, cls 21-25, count-1 26-30. */
export const encSea = (from: number, to: number, c: number, count: number): number =>
  OP(OP_SEA) | (from << 5) | (to << 13) | (c << 21) | ((count - 1) << 26);
export const encInvade = (to: number, c: number, count: number): number =>
  OP(OP_INVADE) | (to << 13) | (c << 21) | ((count - 1) << 26);

/** Ops with a box and an optional small field (ENTRENCH, BATTLE, WITHDRAW, RETREAT, RECOVER, PROMOTE, RECRUIT). */
export const encBox = (op: number, box: number, extra = 0): number => OP(op) | (box << 5) | (extra << 13);
export const boxOf = (a: number): number => (a >> 5) & 255;
export const extraOf = (a: number): number => (a >> 13) & 31;

export const encReinforce = (nbr: number, c: number): number => OP(OP_REINFORCE) | (nbr << 5) | (c << 8);
export const rfNbr = (a: number): number => (a >> 5) & 7;
export const rfCls = (a: number): number => (a >> 8) & 31;

export const encTarget = (firerType: number, target: number): number =>
  OP(OP_TARGET) | (firerType << 5) | (target << 8);
export const tgFirer = (a: number): number => (a >> 5) & 7;
export const tgSlot = (a: number): number => (a >> 8) & 127;

export const DONE = OP(OP_DONE);
export const AUTOFIRE = OP(OP_AUTOFIRE);

/** Is `a` exactly as the encoders write it (no stray bits)? Decoders ignore unused bits, so apply checks this. */
export function isCanonical(a: number): boolean {
  switch (opOf(a)) {
    case OP_DONE:
      return a === DONE;
    case OP_AUTOFIRE:
      return a === AUTOFIRE;
    case OP_MOVE:
      return encMove(mvFrom(a), mvTo(a), mvEntry(a), mvCls(a), mvCount(a)) === a;
    case OP_SEA:
      return encSea(mvFrom(a), mvTo(a), mvCls(a), mvCount(a)) === a;
    case OP_INVADE:
      return encInvade(mvTo(a), mvCls(a), mvCount(a)) === a;
    case OP_ENTRENCH:
    case OP_BATTLE:
    case OP_WITHDRAW:
      return encBox(opOf(a), boxOf(a)) === a;
    case OP_RETREAT:
    case OP_RECOVER:
    case OP_PROMOTE:
    case OP_RECRUIT:
      return encBox(opOf(a), boxOf(a), extraOf(a)) === a;
    case OP_REINFORCE:
      return encReinforce(rfNbr(a), rfCls(a)) === a;
    case OP_TARGET:
      return encTarget(tgFirer(a), tgSlot(a)) === a;
    default:
      return false;
  }
}
