/**
 * R4 Movement Segment: Marches, entrenchment, jumps, sea movement, naval invasions, and the
 * optional rules that change them (R4.11, R4.12, R4.71, R4.8, R4.9, R5.71 recovery by March): the
 * legal actions and what they do. Which routes a unit may follow is movement-routes.ts; the census of
 * the marching side's units, movement-units.ts.
 *
 * A March activates one box (R4.0); its units may move to different boxes. Here a March is begun
 * implicitly by the first MOVE (or ENTRENCH) from a box other than the current March's box, and
 * further MOVEs from the same box are part of the same March at no cost.
 */
import { IllegalAction } from '../../core/errors.js';
import {
  cls,
  clsReduced,
  clsType,
  clsUsed,
  encBox,
  encInvade,
  encMove,
  encSea,
  MAX_COUNT,
  mvCls,
  mvCount,
  mvEntry,
  mvFrom,
  mvTo,
  OP_DONE,
  OP_RECOVER,
  boxOf,
  extraOf,
  OP_ENTRENCH,
} from './actions.js';
import type { AhdContent } from './content.js';
import { onVacated } from './control.js';
import {
  B_CNT,
  CSA,
  F_INVASION,
  F_KY_OPEN,
  FROM_SEA,
  H_ACTIVE,
  H_FLAGS,
  H_MARCHES,
  H_SIDE,
  CH_TURN,
  NB_CAP,
  NTYPES,
  O_FORT_MONROE,
  O_NO_LEAVE_CONTESTED,
  O_REFIT,
  ST_CROSSED,
  ST_ENTRENCHED,
  ST_JUMPED,
  ST_REDUCED,
  ST_SEA,
  TYPE_CODES,
  U_FROM,
  U_LOC,
  U_ST,
  USA,
} from './layout.js';
import { contested, countOf, ctrlOf, isRC, opt, relocate, usedOf, withUsed, type S } from './state.js';
import { R_JUMP, firstTurnRule, setMoveCtx, type MoveCtx } from './movement-routes.js';
import { RC_MAX, moveRoute, rcBits, rcLen, rcRes, routesFrom } from './route-cache.js';
import {
  boxList,
  census,
  ent0,
  ent1,
  mov,
  movNJ,
  nBoxes,
  pickBuf,
  pickUnits,
  seen,
  takeCensus,
  typeMask,
} from './movement-units.js';

/** The MOVEs from `from` (after takeCensus), whose movable types are `types`, written from out[n]. */
function movesFrom(
  c: AhdContent,
  s: S,
  from: number,
  types: number,
  m: MoveCtx,
  out: Int32Array,
  n: number,
): number {
  // Types with the same mover profile share the route evaluation; groups by their first type.
  let rest = types;
  while (rest !== 0) {
    const type = 31 - Math.clz32(rest & -rest);
    const group = types & m.same[type]!;
    rest &= ~group;
    const entry = routesFrom(c, s, from, m.profile[type]!, m);
    const nk = rcLen[entry]!;
    const kb = entry * RC_MAX;
    for (let g = group; g !== 0; g &= g - 1) {
      const t = 31 - Math.clz32(g & -g);
      const base = from * 24 + t * 4;
      for (let k = 0; k < 4; k++) {
        const all = mov[base + k]!;
        if (all === 0) continue;
        const fresh = movNJ[base + k]!;
        const head = encMove(from, 0, 0, cls(t, k >> 1, k & 1), 1);
        if (all === 1 && fresh === 1) {
          // one unit of the class (the usual case): one action per reachable (destination, entry)
          for (let i = 0; i < nk; i++) out[n++] = head | rcBits[kb + i]!;
          continue;
        }
        for (let i = 0; i < nk; i++) {
          const avail = rcRes[kb + i] === R_JUMP ? fresh : all;
          const a0 = head | rcBits[kb + i]!;
          for (let q = 0; q < avail && q < MAX_COUNT; q++) out[n++] = a0 | (q << 25);
        }
      }
    }
  }
  return n;
}

const contestedScratch = new Int32Array(MAX_COUNT * RC_MAX * 24);

/**
 * Coverage of read-leave-contested (coverage.ts): would a MOVE out of a box that holds enemy units be
 * legal if the reading were off? The reading only removes those MOVEs (legalMovement), so the legal
 * actions change with it exactly when one exists.
 */
/** Does a box hold both sides' units? One branch-free pass over the box counts (state.ts countOf). */
function anyContested(c: AhdContent, s: S): boolean {
  let acc = 0;
  for (let i = B_CNT, e = B_CNT + c.nb; i < e; i++) {
    const w = s[i]!;
    acc |= ((w & 0xff) + 0xff) & (((w >>> 16) & 0xff) + 0xff); // bit 8: both counts non-zero
  }
  return (acc & 0x100) !== 0;
}

export function contestedMovesExist(c: AhdContent, s: S): boolean {
  const side = s[H_SIDE]!;
  const anyMarch = s[H_MARCHES]! > 0;
  const active = s[H_ACTIVE]!;
  if (!anyContested(c, s)) return false; // the usual case
  let m: MoveCtx | undefined;
  for (let b = 0; b < c.nb; b++) {
    if (!contested(s, b) || !(anyMarch || b === active)) continue;
    m ??= setMoveCtx(s, side);
    takeCensus(c, s, side, b); // the census of this box alone: the MOVEs out of it are all we need
    const types = typeMask[b]!;
    if (types !== 0 && movesFrom(c, s, b, types, m, contestedScratch, 0) > 0) return true;
  }
  return false;
}

/** Can a new March be begun from `box` (or is it the current March's box)? */
const marchAvailable = (s: S, box: number): boolean => s[H_ACTIVE] === box || s[H_MARCHES]! > 0;

export function legalMovement(c: AhdContent, s: S, out: Int32Array): number {
  let n = 0;
  out[n++] = OP_DONE; // R3.0: end the Movement Segment
  const side = s[H_SIDE]!;
  const enemy = 1 - side;
  const m = setMoveCtx(s, side);
  const noLeave = opt(s, O_NO_LEAVE_CONTESTED);
  takeCensus(c, s, side);
  const anyMarch = s[H_MARCHES]! > 0;
  const active = s[H_ACTIVE]!;
  for (let bi = 0; bi < nBoxes; bi++) {
    const from = boxList[bi]!;
    const types = typeMask[from]!;
    if (types === 0 || !(anyMarch || from === active)) continue;
    if (noLeave && countOf(s, from, enemy) > 0) continue;
    n = movesFrom(c, s, from, types, m, out, n);
  }
  n = legalEntrench(c, s, out, n);
  if (side === USA) n = legalSea(c, s, out, n);
  if (opt(s, O_REFIT) && s[H_MARCHES]! > 0) n = legalRecoverMarch(c, s, side, out, n);
  return n;
}

/** R4.3: cost in Marches to entrench at b now. */
function entrenchCost(c: AhdContent, s: S, b: number): number {
  const shared = s[H_ACTIVE] === b ? 1 : 0; // "the same March may be used to move some units out ... and entrench the others"
  return (isRC(c, b) ? 1 : 2) - shared;
}

/** Units at b that may entrench now: not entrenched, with 0 Marches used (1 in a Recruitment City). */
function entrenchEligible(c: AhdContent, s: S, b: number, side: number): number {
  let n = 0;
  const maxUsed = isRC(c, b) ? 1 : 0;
  const a = side === USA ? 0 : c.typeStart[NTYPES]!;
  const e = side === USA ? c.typeStart[NTYPES]! : c.nu;
  for (let u = a; u < e; u++) {
    if (s[U_LOC + u] !== b) continue;
    const st = s[U_ST + u]!;
    if (st & ST_ENTRENCHED || usedOf(st) > maxUsed) continue;
    n++;
  }
  return n;
}

/** R4.3 after takeCensus. */
function legalEntrench(c: AhdContent, s: S, out: Int32Array, n: number): number {
  const side = s[H_SIDE]!;
  const marches = s[H_MARCHES]!;
  for (let bi = 0; bi < nBoxes; bi++) {
    const b = boxList[bi]!;
    if (countOf(s, b, 1 - side) > 0) continue; // R4.3 not among enemies
    if (entrenchCost(c, s, b) > marches) continue;
    if ((isRC(c, b) ? ent1[b]! : ent0[b]!) > 0) out[n++] = encBox(OP_ENTRENCH, b);
  }
  return n;
}

const seaTo = new Int32Array(NB_CAP);
const invadeTo = new Int32Array(NB_CAP);

/** R4.6 sea movement and R4.7 invasions, after takeCensus. */
function legalSea(c: AhdContent, s: S, out: Int32Array, n: number): number {
  const marches = s[H_MARCHES]!;
  if (marches === 0) return n;
  const seaBarred = firstTurnRule(s); // R4.11: no Union sea movement on the first turn
  const invasion = (s[H_FLAGS]! & F_INVASION) !== 0;
  if (!seaMoverExists(c, seaBarred, invasion)) return n; // the targets are not needed
  let nSea = 0;
  let nInv = 0;
  for (let i = 0; i < c.ports.length; i++) {
    const to = c.ports[i]!;
    if (!seaBarred && seaTargetOk(c, s, to)) seaTo[nSea++] = to;
    if (invasion && invasionTargetOk(c, s, to)) invadeTo[nInv++] = to;
  }
  for (let i = 0; i < c.ports.length; i++) {
    const from = c.ports[i]!;
    if (seen[from] !== census) continue;
    const wash = from === c.washington && invasion;
    if (seaBarred && !wash) continue;
    for (let k = 0; k < 12; k++) {
      const avail = mov[from * 24 + (k >> 1) * 4 + (k & 1) * 2]!; // in port, no March used
      if (avail === 0) continue;
      const cl = cls(k >> 1, k & 1, 0);
      const lim = Math.min(avail, marches, MAX_COUNT);
      for (let j = 0; j < nSea; j++) {
        const to = seaTo[j]!;
        if (to === from) continue;
        for (let q = 1; q <= lim; q++) out[n++] = encSea(from, to, cl, q);
      }
      if (wash)
        for (let j = 0; j < nInv; j++)
          for (let q = 1; q <= lim; q++) out[n++] = encInvade(invadeTo[j]!, cl, q);
    }
  }
  return n;
}

/** After takeCensus: does a port hold a unit that may sail now (the loop of legalSea, no targets)? */
function seaMoverExists(c: AhdContent, seaBarred: boolean, invasion: boolean): boolean {
  for (let i = 0; i < c.ports.length; i++) {
    const from = c.ports[i]!;
    if (seen[from] !== census) continue;
    if (seaBarred && !(from === c.washington && invasion)) continue;
    for (let k = 0; k < 12; k++) if (mov[from * 24 + (k >> 1) * 4 + (k & 1) * 2]! > 0) return true;
  }
  return false;
}

/** R4.6: sea movement goes to a port currently controlled by the Union. */
const seaTargetOk = (c: AhdContent, s: S, to: number): boolean =>
  c.port[to] === 1 && ctrlOf(s, to) === USA && countOf(s, to, CSA) === 0;

/** R4.7: invasions go to any Confederate-controlled port; R4.71 closes Yorktown and Norfolk. */
function invasionTargetOk(c: AhdContent, s: S, to: number): boolean {
  if (!c.port[to] || ctrlOf(s, to) !== CSA) return false;
  if (opt(s, O_FORT_MONROE) && ctrlOf(s, c.fortMonroe) === CSA && (to === c.yorktown || to === c.norfolk))
    return false;
  return true;
}

/** R5.71: a March may instead recover one reduced unit (it counts toward the unit's two Marches). */
const recMask = new Int32Array(NB_CAP * NTYPES); // [b*6 + type]: bit `used` for a reduced unit with that many Marches used
function legalRecoverMarch(c: AhdContent, s: S, side: number, out: Int32Array, n: number): number {
  for (let bi = 0; bi < nBoxes; bi++) recMask.fill(0, boxList[bi]! * NTYPES, boxList[bi]! * NTYPES + NTYPES);
  const a = side === USA ? 0 : c.typeStart[NTYPES]!;
  const e = side === USA ? c.typeStart[NTYPES]! : c.nu;
  for (let u = a; u < e; u++) {
    const b = s[U_LOC + u]!;
    const st = s[U_ST + u]!;
    const used = usedOf(st);
    if (b < c.nb && used < 2 && st & ST_REDUCED) recMask[b * NTYPES + c.slotType[u]!]! |= 1 << used;
  }
  for (let bi = 0; bi < nBoxes; bi++) {
    const b = boxList[bi]!;
    for (let type = 0; type < NTYPES; type++) {
      const bits = recMask[b * NTYPES + type]!;
      for (let used = 0; used < 2; used++)
        if (bits & (1 << used)) out[n++] = encBox(OP_RECOVER, b, cls(type, 1, used));
    }
  }
  return n;
}

// ---- apply ------------------------------------------------------------------------------------------

/** Start a new March at `box` unless it is the current one (R4.0). */
function beginMarch(s: S, box: number, a: number): void {
  if (s[H_ACTIVE] === box) return;
  if (s[H_MARCHES]! <= 0) throw new IllegalAction(a, 'no Marches left this Movement Segment');
  s[H_MARCHES] = s[H_MARCHES]! - 1;
  s[H_ACTIVE] = box;
}

export function applyMove(c: AhdContent, s: S, a: number): void {
  const side = s[H_SIDE]!;
  const from = mvFrom(a);
  const to = mvTo(a);
  const entry = mvEntry(a);
  const cl = mvCls(a);
  const count = mvCount(a);
  const type = clsType(cl);
  if (from >= c.nb || to >= c.nb) throw new IllegalAction(a, 'no such box');
  if (type >= NTYPES) throw new IllegalAction(a, 'no such unit type');
  if (countOf(s, from, side) === 0) throw new IllegalAction(a, `no friendly units in ${c.boxName[from]}`);
  if (opt(s, O_NO_LEAVE_CONTESTED) && countOf(s, from, 1 - side) > 0) {
    throw new IllegalAction(a, 'units that entered an enemy-occupied box stay there (read-leave-contested)');
  }
  if (!marchAvailable(s, from)) throw new IllegalAction(a, 'no Marches left this Movement Segment');
  const found = moveRoute(c, s, side, from, to, mvEntry(a), type);
  if (found < 0) {
    throw new IllegalAction(
      a,
      `no legal March route for ${typeName(type)} from ${c.boxName[from]} to ${c.boxName[to]}`,
    );
  }
  const route = found >> 2;
  const best = found & 3;
  // Pick the units: matching class, not sea-moved; a jump needs units that have not jumped.
  const reduced = clsReduced(cl);
  const used = clsUsed(cl);
  const picked = pickUnits(c, s, side, type, from, reduced, used, best === R_JUMP, count);
  if (picked < count)
    throw new IllegalAction(a, `fewer than ${count} movable ${typeName(type)} in ${c.boxName[from]}`);
  beginMarch(s, from, a);
  const via = entry < c.adjStart[to + 1]! - c.adjStart[to]! ? c.adjTo[c.adjStart[to]! + entry]! : from;
  const cross = c.adjCrossIn[c.adjStart[to]! + entry]! === 1;
  let vacated = -1;
  for (let i = 0; i < count; i++) {
    const u = pickBuf[i]!;
    let st = withUsed(s[U_ST + u]!, used + 1) & ~(ST_ENTRENCHED | ST_CROSSED); // R4.3 moving loses entrenchment
    if (best === R_JUMP) st |= ST_JUMPED;
    if (cross) st |= ST_CROSSED; // R5.34: entered across a river side
    s[U_ST + u] = st;
    s[U_FROM + u] = via;
    const v = relocate(c, s, u, to);
    if (v >= 0) vacated = v;
  }
  noteKentuckyEntry(c, s, side, route);
  if (vacated >= 0) onVacated(c, s, vacated, side);
}

/** R4.12: a Confederate unit entering or passing through Kentucky in 1861 frees the Union. */
function noteKentuckyEntry(c: AhdContent, s: S, side: number, route: number): void {
  if (side !== CSA || s[CH_TURN]! > 5) return;
  for (let i = 0; i < c.routeLen[route]!; i++) {
    if (c.kentucky[c.routeBox[3 * route + i]!]) s[H_FLAGS] = s[H_FLAGS]! | F_KY_OPEN;
  }
}

/** R4.12 for moves outside Marches (retreats, withdrawals): entering a Kentucky box. */
export function noteKentuckyBox(c: AhdContent, s: S, side: number, box: number): void {
  if (side === CSA && s[CH_TURN]! <= 5 && c.kentucky[box]) s[H_FLAGS] = s[H_FLAGS]! | F_KY_OPEN;
}

export function applyEntrench(c: AhdContent, s: S, a: number): void {
  const side = s[H_SIDE]!;
  const b = boxOf(a);
  if (b >= c.nb || countOf(s, b, side) === 0)
    throw new IllegalAction(a, 'no friendly units to entrench there');
  if (countOf(s, b, 1 - side) > 0)
    throw new IllegalAction(a, 'units may not entrench in a box containing enemy units (R4.3)');
  const cost = entrenchCost(c, s, b);
  const maxUsed = isRC(c, b) ? 1 : 0;
  if (cost > s[H_MARCHES]!)
    throw new IllegalAction(a, `entrenching in ${c.boxName[b]} needs ${cost} more March(es) (R4.3)`);
  if (entrenchEligible(c, s, b, side) === 0)
    throw new IllegalAction(a, 'no unit there can entrench now (R4.3)');
  const spend = isRC(c, b) ? 1 : 2; // Marches each entrenching unit takes part in
  s[H_MARCHES] = s[H_MARCHES]! - cost;
  const a0 = side === USA ? 0 : c.typeStart[NTYPES]!;
  const e0 = side === USA ? c.typeStart[NTYPES]! : c.nu;
  for (let u = a0; u < e0; u++) {
    if (s[U_LOC + u] !== b) continue;
    const st = s[U_ST + u]!;
    if (st & ST_ENTRENCHED || usedOf(st) > maxUsed) continue;
    s[U_ST + u] = withUsed(st, usedOf(st) + spend) | ST_ENTRENCHED;
  }
  s[H_ACTIVE] = -1;
}

export function applySea(c: AhdContent, s: S, a: number, invasion: boolean): void {
  const side = s[H_SIDE]!;
  if (side !== USA) throw new IllegalAction(a, 'only the Union moves by sea (R4.6)');
  const from = invasion ? c.washington : mvFrom(a);
  const to = mvTo(a);
  const cl = mvCls(a);
  const count = mvCount(a);
  const type = clsType(cl);
  if (to >= c.nb || from >= c.nb || type >= NTYPES) throw new IllegalAction(a, 'no such box or unit type');
  if (clsUsed(cl) !== 0)
    throw new IllegalAction(a, 'sea movement needs units that started the segment in the port (R4.6)');
  if (!c.port[from]) throw new IllegalAction(a, `${c.boxName[from]} is not a port (R4.6)`);
  if (invasion) {
    if (!(s[H_FLAGS]! & F_INVASION))
      throw new IllegalAction(a, 'naval invasions need a march roll of 6 (R4.7)');
    if (!invasionTargetOk(c, s, to))
      throw new IllegalAction(a, `${c.boxName[to]} is not a Confederate port open to invasion (R4.7, R4.71)`);
  } else {
    if (firstTurnRule(s)) throw new IllegalAction(a, 'no Union sea movement on the first Game Turn (R4.11)');
    if (to === from || !seaTargetOk(c, s, to))
      throw new IllegalAction(a, `${c.boxName[to]} is not another Union-controlled port (R4.6)`);
  }
  if (count > s[H_MARCHES]!) throw new IllegalAction(a, 'each unit moved by sea costs one March (R4.6)');
  const picked = pickUnits(c, s, side, type, from, clsReduced(cl), 0, false, count);
  if (picked < count)
    throw new IllegalAction(a, `fewer than ${count} such units in ${c.boxName[from]} can sail`);
  s[H_MARCHES] = s[H_MARCHES]! - count;
  s[H_ACTIVE] = -1;
  let vacated = -1;
  for (let i = 0; i < count; i++) {
    const u = pickBuf[i]!;
    let st = withUsed(s[U_ST + u]!, 1) & ~(ST_ENTRENCHED | ST_CROSSED);
    st |= ST_SEA;
    if (invasion) st |= ST_CROSSED; // R5.34: invasions count as attacking across a river
    s[U_ST + u] = st;
    s[U_FROM + u] = FROM_SEA;
    const v = relocate(c, s, u, to);
    if (v >= 0) vacated = v;
  }
  if (vacated >= 0) onVacated(c, s, vacated, side);
}

/** R5.71: recover a reduced unit with a March (in the Movement Segment) — one March, one unit. */
export function applyRecoverMarch(c: AhdContent, s: S, a: number): void {
  const side = s[H_SIDE]!;
  const b = boxOf(a);
  const cl = extraOf(a);
  if (!opt(s, O_REFIT)) throw new IllegalAction(a, 'recovery by March needs optional rule R5.71');
  if (s[H_MARCHES]! <= 0) throw new IllegalAction(a, 'no Marches left');
  const u = findRecoverable(c, s, side, b, cl);
  if (u < 0) throw new IllegalAction(a, 'no such reduced unit there');
  s[H_MARCHES] = s[H_MARCHES]! - 1;
  s[H_ACTIVE] = -1;
  const st = s[U_ST + u]!;
  s[U_ST + u] = withUsed(st & ~ST_REDUCED, usedOf(st) + 1);
}

function findRecoverable(c: AhdContent, s: S, side: number, b: number, cl: number): number {
  const type = clsType(cl);
  if (b >= c.nb || type >= NTYPES || clsReduced(cl) !== 1) return -1;
  const a = c.typeStart[side * NTYPES + type]!;
  const e = a + c.typeCount[side * NTYPES + type]!;
  for (let u = a; u < e; u++) {
    if (s[U_LOC + u] !== b) continue;
    const st = s[U_ST + u]!;
    if (st & ST_REDUCED && usedOf(st) === clsUsed(cl) && usedOf(st) < 2) return u;
  }
  return -1;
}

/** Is there anything to do in this Movement Segment besides ending it? (cheap check for auto-end) */
export function movementExhausted(c: AhdContent, s: S): boolean {
  if (s[H_MARCHES]! > 0) return false;
  const box = s[H_ACTIVE]!;
  if (box < 0) return true;
  const side = s[H_SIDE]!;
  const a = side === USA ? 0 : c.typeStart[NTYPES]!;
  const e = side === USA ? c.typeStart[NTYPES]! : c.nu;
  for (let u = a; u < e; u++) {
    if (s[U_LOC + u] !== box) continue;
    const st = s[U_ST + u]!;
    if (usedOf(st) < 2 && !(st & ST_SEA)) return false; // a unit that may still move
  }
  // R4.3: entrenching in a Recruitment City can share the current March.
  return !(
    entrenchCost(c, s, box) === 0 &&
    countOf(s, box, 1 - side) === 0 &&
    entrenchEligible(c, s, box, side) > 0
  );
}

function typeName(type: number): string {
  return TYPE_CODES[type] ?? '?';
}
