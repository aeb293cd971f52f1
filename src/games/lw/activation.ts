/**
 * Activation, command and movement (11.0-12.10): activation costs (10.6.2, 18.1, 16.8.1, 20.5), the
 * activated Force moving hex by hex as a group (Minor Army and single general 12.1-12.2: three hexes,
 * or two and an attack; Major Army 12.3: one and an attack, or two), Major Army terrain limits (12.3.1-
 * 12.3.2, 15.0), dispersal (12.3.4, 12.8: generals dropped along the way, or split at the start to
 * move as a later group), friendly hexes (12.5, 12.9: stop under an equal or senior CO; pick up a
 * Force a senior CO passes; relieve IT, 18.2), the GiC's Consolidation Move (11.1.3.2), cavalry moving
 * alone (11.2.2, 13.2.1), restricted hexes (2.3, 12.6, 14.4) and the campaign regions (10.7.3).
 *
 * The moving group's IT are held apart (AC_IT) while it moves, so passing through a friendly Force
 * neither leaves nor takes IT; they join the Force of the hex where the group stops (18.2).
 * Readings (README): a general dropped or split off carries no IT, or as many as his stars (the
 * owner chooses); consolidation takes in one adjacent hex at a time and only what may stack.
 */
import * as A from './actions.js';
import { amphibiousActions, applyAmphibious } from './amphibious.js';
import { startBattle } from './combat.js';
import { displaceExcess, leftHex } from './command.js';
import type { LwContent } from './content.js';
import { harassmentCheck, raidActions, ritActions, applyRaid, applyRit } from './cavalry.js';
import {
  AC_ACTIVE,
  AC_CAV,
  AC_CO,
  AC_FROM_MAJOR,
  AC_GIC,
  AC_HEX,
  AC_IT,
  AC_KIND,
  AC_MOVED,
  AC_MTN,
  AC_NOATTACK,
  AC_PROFILE,
  AC_QUEUE_IT,
  AC_RAIDED,
  AC_REGION,
  AC_REGION_NOT,
  AC_RIT,
  AC_SIDE,
  AC_START,
  AC_STOP,
  AC_AMPHIB,
  CP_SIEGE,
  CSA,
  G_FLAGS,
  G_LOC,
  G_SEQ,
  G_STARS,
  G_WOUNDS,
  GF_ACTIVATED,
  GF_DONE,
  GF_GIC,
  GF_MOVING,
  GF_OOS,
  GF_QUEUED,
  GF_RELUCT,
  H_ET_MET,
  H_PCSA,
  H_SEQ,
  H_STEP,
  H_STEP_SIDE,
  H_TURNIDX,
  ST_MOVE,
  USA,
  XF_BESIEGED,
  XF_BESIEGING,
  XF_TOUCHED,
} from './layout.js';
import {
  CFL_MONROE,
  CFL_NO_CSA,
  DEF_CAPITAL,
  HF_MOUNTAIN,
  HF_OCEAN,
  HF_VA,
  PORT_OCEAN,
  SB_IMPASS,
  SB_MISS,
  SB_RIVER,
  STAR,
} from './mapdata.js';
import {
  addIt,
  coOf,
  ctrlOf,
  enemyCity,
  hexFlag,
  itOf,
  occupied,
  pcOf,
  setHexFlag,
  setIt,
  stackOk,
  type S,
} from './state.js';
import { inSupply } from './supply.js';
import { enterHex } from './territory.js';

export const PROF_MINOR = 0;
export const PROF_MAJOR = 1;

const buf = new Int32Array(96);
/** Scratch of consolidateOk (canStopAt uses buf). */
const pulled = new Int32Array(96);

// ---- cost and eligibility -----------------------------------------------------------------------------------

/** 10.6.2: the CO's activation number, +1 if IT exceed his stars (18.1), +2 Reluctant, +1 a wound, +1 OOS. */
export function activationCost(c: LwContent, s: S, g: number): number {
  const h = s[G_LOC + g]!;
  const side = c.genSide[g]!;
  let cost = c.genTco[g] ? c.tcoAct : c.genAct[g]!;
  cost += s[G_WOUNDS + g]!;
  if (coOf(c, s, h, side) === g && itOf(s, h, side) > s[G_STARS + g]!) cost += 1;
  if (s[G_FLAGS + g]! & GF_RELUCT) cost += 2;
  if (s[G_FLAGS + g]! & GF_OOS) cost += 1;
  return cost;
}

/** 11.0: a CO may be activated, and a cavalry general out from under his CO (11.2.2); not a besieged Force. */
export function canActivate(c: LwContent, s: S, g: number, side: number): boolean {
  const h = s[G_LOC + g]!;
  if (h < 0 || c.genSide[g] !== side || s[G_FLAGS + g]! & (GF_MOVING | GF_QUEUED)) return false;
  if (hexFlag(s, h, side, XF_BESIEGED)) return false;
  return c.genCav[g] === 1 || coOf(c, s, h, side) === g;
}

// ---- the group --------------------------------------------------------------------------------------------

export function groupOf(c: LwContent, s: S, out: Int32Array): number {
  let n = 0;
  for (let g = 0; g < c.ng; g++) if (s[G_FLAGS + g]! & GF_MOVING) out[n++] = g;
  return n;
}

/** The CO of the moving group (the same order as a Force's CO, 11.0.1). */
export function groupCo(c: LwContent, s: S): number {
  let best = -1;
  for (let g = 0; g < c.ng; g++) {
    if (!(s[G_FLAGS + g]! & GF_MOVING)) continue;
    if (best < 0 || ranksAbove(c, s, g, best)) best = g;
  }
  return best;
}

function ranksAbove(c: LwContent, s: S, g: number, h: number): boolean {
  const gg = (s[G_FLAGS + g]! & GF_GIC) !== 0;
  if (gg !== ((s[G_FLAGS + h]! & GF_GIC) !== 0)) return gg;
  if (c.genCav[g] !== c.genCav[h]) return c.genCav[g] === 0;
  if (s[G_STARS + g] !== s[G_STARS + h]) return s[G_STARS + g]! > s[G_STARS + h]!;
  return s[G_SEQ + g]! < s[G_SEQ + h]!;
}

export function groupInfStars(c: LwContent, s: S): number {
  let n = 0;
  for (let g = 0; g < c.ng; g++) if (s[G_FLAGS + g]! & GF_MOVING && !c.genCav[g]) n += s[G_STARS + g]!;
  return n;
}

export function groupStars(c: LwContent, s: S): number {
  let n = 0;
  for (let g = 0; g < c.ng; g++) if (s[G_FLAGS + g]! & GF_MOVING) n += s[G_STARS + g]!;
  return n;
}

export function groupHasCav(c: LwContent, s: S): boolean {
  for (let g = 0; g < c.ng; g++) if (s[G_FLAGS + g]! & GF_MOVING && c.genCav[g]) return true;
  return false;
}

/** Friendly generals in `hex` that are not moving. */
function stayersIn(c: LwContent, s: S, hex: number, side: number, out: Int32Array): number {
  let n = 0;
  for (let g = 0; g < c.ng; g++)
    if (s[G_LOC + g] === hex && c.genSide[g] === side && !(s[G_FLAGS + g]! & GF_MOVING)) out[n++] = g;
  return n;
}

function stayerCo(c: LwContent, s: S, hex: number, side: number): number {
  let best = -1;
  for (let g = 0; g < c.ng; g++) {
    if (s[G_LOC + g] !== hex || c.genSide[g] !== side || s[G_FLAGS + g]! & GF_MOVING) continue;
    if (best < 0 || ranksAbove(c, s, g, best)) best = g;
  }
  return best;
}

function moveGroup(c: LwContent, s: S, to: number): void {
  for (let g = 0; g < c.ng; g++) {
    if (!(s[G_FLAGS + g]! & GF_MOVING)) continue;
    s[G_LOC + g] = to;
    s[G_SEQ + g] = ++s[H_SEQ]!;
  }
  s[AC_HEX] = to;
}

// ---- starting ------------------------------------------------------------------------------------------------

/**
 * Activate g (a CO, or a cavalry general alone out of his Force, 11.2.2). A besieging Force's
 * activation only doubles the siege's IT this round (16.9.5.2).
 */
export function startActivation(
  c: LwContent,
  s: S,
  side: number,
  g: number,
  region: number,
  regionNot: number,
): void {
  const hex = s[G_LOC + g]!;
  if (hexFlag(s, hex, side, XF_BESIEGING)) {
    s[CP_SIEGE] = hex + 1;
    return;
  }
  const co = coOf(c, s, hex, side);
  const alone = c.genCav[g] === 1 && co !== g;
  if (alone) {
    s[G_FLAGS + g] = s[G_FLAGS + g]! | GF_MOVING | GF_ACTIVATED;
    s[AC_IT] = 0;
  } else {
    const n = stayersIn(c, s, hex, side, buf);
    for (let i = 0; i < n; i++) s[G_FLAGS + buf[i]!] = s[G_FLAGS + buf[i]!]! | GF_MOVING | GF_ACTIVATED;
    s[AC_IT] = itOf(s, hex, side);
    setIt(s, hex, side, 0);
  }
  s[AC_ACTIVE] = 1;
  s[AC_SIDE] = side;
  s[AC_KIND] = 0;
  s[AC_START] = hex;
  s[AC_HEX] = hex;
  s[AC_CO] = g;
  s[AC_CAV] = c.genCav[g] === 1 && (alone || countInfantry(c, s, hex, side) === 0) ? 1 : 0;
  s[AC_PROFILE] = groupInfStars(c, s) >= 7 ? PROF_MAJOR : PROF_MINOR;
  s[AC_FROM_MAJOR] = s[AC_PROFILE]!;
  s[AC_GIC] = s[G_FLAGS + groupCo(c, s)]! & GF_GIC ? 1 : 0;
  s[AC_REGION] = region;
  s[AC_REGION_NOT] = regionNot;
  resetGroupMotion(s);
  s[AC_QUEUE_IT] = 0;
  setHexFlag(s, hex, side, XF_TOUCHED);
}

function countInfantry(c: LwContent, s: S, hex: number, side: number): number {
  let n = 0;
  for (let g = 0; g < c.ng; g++) if (s[G_LOC + g] === hex && c.genSide[g] === side && !c.genCav[g]) n++;
  return n;
}

function resetGroupMotion(s: S): void {
  s[AC_MOVED] = 0;
  s[AC_MTN] = 0;
  s[AC_NOATTACK] = 0;
  s[AC_RIT] = 0;
  s[AC_RAIDED] = 0;
  s[AC_AMPHIB] = 0;
  s[AC_STOP] = 0;
}

/** The activation procedure: wait for the group's decision, or end the group if it must stop. */
export function runActivation(c: LwContent, s: S): void {
  if (s[AC_STOP]) {
    endGroup(c, s);
    return;
  }
  s[H_STEP] = ST_MOVE;
  s[H_STEP_SIDE] = s[AC_SIDE]!;
}

// ---- allowance (12.1-12.3, 15.0) -------------------------------------------------------------------------

const maxMoves = (s: S): number => (s[AC_FROM_MAJOR] === PROF_MAJOR ? 2 : 3);
/** Is the group large enough for the Major Army terrain restrictions (12.3)? */
const majorNow = (c: LwContent, s: S): boolean => groupInfStars(c, s) >= 7;

export function canAttackNow(s: S): boolean {
  if (s[AC_NOATTACK] || s[AC_RIT] || s[AC_RAIDED]) return false;
  const moved = s[AC_MOVED]!;
  if (moved >= 2 && s[AC_MTN]) return false; // 15.0: two hexes into or through mountains
  return s[AC_FROM_MAJOR] === PROF_MAJOR ? moved <= 1 : moved <= 2;
}

function regionOk(c: LwContent, s: S, from: number, to: number): boolean {
  const r = s[AC_REGION]!;
  if (r >= 0) return !(c.hexRegion[from] === r && c.hexRegion[to] !== r);
  const not = s[AC_REGION_NOT]!;
  if (not >= 0) {
    const inOk = (h: number): boolean => c.hexRegion[h]! >= 0 && c.hexRegion[h] !== not;
    return !(inOk(from) && !inOk(to));
  }
  return true;
}

function endRegionOk(c: LwContent, s: S, hex: number): boolean {
  const r = s[AC_REGION]!;
  if (r >= 0) return c.hexRegion[hex] === r;
  const not = s[AC_REGION_NOT]!;
  return not < 0 || (c.hexRegion[hex]! >= 0 && c.hexRegion[hex] !== not);
}

/** 14.4: the Union may not move inland out of a captured ocean port other than New Orleans or the PCSA. */
function landLocked(c: LwContent, s: S, side: number, hex: number): boolean {
  const city = c.hexCity[hex]!;
  if (side !== USA || city < 0 || c.cityOrig[city] !== CSA || !(c.cityPort[city]! & PORT_OCEAN)) return false;
  if (ctrlOf(s, city) !== USA || c.cityId[city] === 'new-orleans') return false;
  return s[H_PCSA] !== city + 1;
}

/** 2.3: Fort Monroe and Norfolk are not connected by land. */
function monroeNorfolk(c: LwContent, a: number, b: number): boolean {
  const ca = c.hexCity[a]!;
  const cb = c.hexCity[b]!;
  if (ca < 0 || cb < 0) return false;
  const ida = c.cityId[ca];
  const idb = c.cityId[cb];
  return (
    (c.cityFlags[ca]! & CFL_MONROE && idb === 'norfolk') !== 0 ||
    (c.cityFlags[cb]! & CFL_MONROE && ida === 'norfolk') !== 0
  );
}

/** May the group step from `hex` into neighbour `n` in direction d? */
function stepOk(c: LwContent, s: S, side: number, hex: number, d: number, n: number): boolean {
  if (n < 0 || c.hexFlags[n]! & HF_OCEAN || c.sideBits[hex * 6 + d]! & SB_IMPASS) return false;
  if (s[AC_MOVED]! >= maxMoves(s) || landLocked(c, s, side, hex) || monroeNorfolk(c, hex, n)) return false;
  if (!stayersOk(c, s, hex, side)) return false;
  const city = c.hexCity[n]!;
  if (side === CSA && city >= 0 && c.cityFlags[city]! & CFL_NO_CSA) return false; // 2.3
  if (occupied(c, s, n, 1 - side) && !hexFlag(s, n, side, XF_BESIEGING)) return false;
  if (city >= 0 && enemyCity(s, city, side) && !occupied(c, s, n, side)) return false; // taken by attack only
  if (!regionOk(c, s, hex, n)) return false;
  const side6 = c.sideBits[hex * 6 + d]!;
  if (majorNow(c, s)) {
    if (c.hexFlags[n]! & HF_MOUNTAIN || side6 & SB_MISS) return false; // 12.3, 15.0
    if (side6 & SB_RIVER && s[AC_MOVED] !== 0) return false; // 12.3.1
  }
  if (stayersIn(c, s, n, side, buf) > 0 && mustStopAt(c, s, n, side) && !canStopAt(c, s, n, side))
    return false;
  return true;
}

/** 12.5, 12.9: a CO entering a hex whose CO is of equal or higher rank stops (not the GiC, nor cavalry alone). */
function mustStopAt(c: LwContent, s: S, n: number, side: number): boolean {
  if (s[AC_CAV]) return false; // 11.2.2: cavalry passes through friendly hexes
  if (hexFlag(s, n, side, XF_BESIEGING)) return true; // 16.9.5.3: reinforcing a siege ends the move
  const mover = groupCo(c, s);
  if (s[G_FLAGS + mover]! & GF_GIC) return false;
  const there = stayerCo(c, s, n, side);
  return there >= 0 && s[G_STARS + there]! >= s[G_STARS + mover]!;
}

/** Would the generals staying in `hex` be legally stacked once the group has left (12.4)? */
function stayersOk(c: LwContent, s: S, hex: number, side: number): boolean {
  const n = groupOf(c, s, buf);
  for (let i = 0; i < n; i++) s[G_LOC + buf[i]!] = -99;
  const ok = stackOk(c, s, hex, side);
  for (let i = 0; i < n; i++) s[G_LOC + buf[i]!] = hex;
  return ok;
}

/** Could the group legally end its move here (12.4, 13.1.1)? */
function canStopAt(c: LwContent, s: S, hex: number, side: number): boolean {
  const saved = s[AC_HEX]!;
  const n = groupOf(c, s, buf);
  for (let i = 0; i < n; i++) s[G_LOC + buf[i]!] = hex;
  const ok = stackOk(c, s, hex, side);
  for (let i = 0; i < n; i++) s[G_LOC + buf[i]!] = saved;
  return ok;
}

// ---- decisions -------------------------------------------------------------------------------------------

export function moveActions(c: LwContent, s: S, side: number, out: Int32Array): number {
  let n = 0;
  const hex = s[AC_HEX]!;
  if (canEnd(c, s, side, hex)) out[n++] = A.enc(A.OP_DONE);
  for (let d = 0; d < 6; d++) {
    const nb = c.grid.nbr[hex * 6 + d]!;
    if (stepOk(c, s, side, hex, d, nb)) out[n++] = A.enc(A.OP_MOVE, d);
    if (canAttackNow(s) && attackOk(c, s, side, hex, d, nb)) out[n++] = A.enc(A.OP_ATTACK, d);
  }
  n = dispersalActions(c, s, hex, out, n);
  n = friendlyHexActions(c, s, side, hex, out, n);
  if (s[AC_CAV]) {
    n = raidActions(c, s, side, out, n);
    n = ritActions(c, s, side, out, n);
  }
  if (s[AC_MOVED] === 0 && s[AC_GIC]! <= 1) n = amphibiousActions(c, s, side, out, n);
  if (n === 0) out[n++] = A.enc(A.OP_DONE);
  return n;
}

/** END is legal where the group may stop (fallback: no other action at all). */
function canEnd(c: LwContent, s: S, side: number, hex: number): boolean {
  if (!canStopAt(c, s, hex, side) && s[AC_MOVED]! < maxMoves(s) && hex !== s[AC_START]) return false;
  if (!endRegionOk(c, s, hex) && s[AC_MOVED]! < maxMoves(s) && anyStep(c, s, side, hex)) return false;
  return true;
}

function anyStep(c: LwContent, s: S, side: number, hex: number): boolean {
  for (let d = 0; d < 6; d++) if (stepOk(c, s, side, hex, d, c.grid.nbr[hex * 6 + d]!)) return true;
  return false;
}

/** 16.1: may the group attack neighbour n (an enemy Force or an enemy city)? */
export function attackOk(c: LwContent, s: S, side: number, hex: number, d: number, n: number): boolean {
  if (n < 0 || c.sideBits[hex * 6 + d]! & SB_IMPASS || pcOf(s, side) <= 0) return false; // 10.6.6
  if (occupied(c, s, n, side) && !hexFlag(s, n, side, XF_BESIEGED)) return false;
  const city = c.hexCity[n]!;
  const force = occupied(c, s, n, 1 - side);
  if (!force && !(city >= 0 && enemyCity(s, city, side) && c.cityDef[city] !== STAR)) return false;
  if (city >= 0 && c.cityFlags[city]! & CFL_MONROE && side === CSA) return false; // 2.3
  if (city >= 0 && c.cityDef[city] === DEF_CAPITAL && s[H_TURNIDX] === 0) return false; // 2.3, 10.2
  const side6 = c.sideBits[hex * 6 + d]!;
  if (majorNow(c, s) && side6 & SB_MISS) return false; // 12.3.2
  if (s[AC_FROM_MAJOR] === PROF_MAJOR && side6 & SB_RIVER && s[AC_MOVED] !== 0) return false; // 12.3.2, 12.3.4
  return !landLocked(c, s, side, hex) && !monroeNorfolk(c, hex, n);
}

function dispersalActions(c: LwContent, s: S, hex: number, out: Int32Array, n: number): number {
  const m = groupOf(c, s, buf);
  if (m < 2) return n;
  const co = groupCo(c, s);
  if (s[G_FLAGS + co]! & GF_RELUCT) return n; // 10.7.4: no detaching
  const atStart = hex === s[AC_START] && s[AC_MOVED] === 0;
  for (let i = 0; i < m; i++) {
    const g = buf[i]!;
    const carry = Math.min(s[G_STARS + g]!, s[AC_IT]!);
    out[n++] = A.enc(A.OP_DROP, g, 0, 0);
    if (carry > 0) out[n++] = A.enc(A.OP_DROP, g, 0, 1);
    if (atStart && g !== co) {
      out[n++] = A.enc(A.OP_SPLIT, g, 0, 0);
      if (carry > 0) out[n++] = A.enc(A.OP_SPLIT, g, 0, 1);
    }
  }
  return n;
}

function friendlyHexActions(
  c: LwContent,
  s: S,
  side: number,
  hex: number,
  out: Int32Array,
  n: number,
): number {
  const stay = stayersIn(c, s, hex, side, buf);
  if (stay > 0 && hex !== s[AC_START] && !hexFlag(s, hex, side, XF_BESIEGED | XF_BESIEGING)) {
    const there = stayerCo(c, s, hex, side);
    const mover = groupCo(c, s);
    let eligible = true;
    for (let i = 0; i < stay; i++) if (s[G_FLAGS + buf[i]!]! & GF_DONE) eligible = false;
    const senior = s[G_FLAGS + mover]! & GF_GIC || s[G_STARS + mover]! > s[G_STARS + there]!;
    if (eligible && senior && !s[AC_CAV]) out[n++] = A.enc(A.OP_PICKUP);
    if (s[AC_IT] === 0 && itOf(s, hex, side) > 0 && relieveOk(c, s, hex, side))
      out[n++] = A.enc(A.OP_RELIEVE);
  }
  if (s[AC_GIC]! >= 1 && s[AC_MOVED] === (s[AC_GIC] === 2 ? 1 : 0)) {
    for (let d = 0; d < 6; d++) if (consolidateOk(c, s, side, hex, d)) out[n++] = A.enc(A.OP_CONSOLIDATE, d);
  }
  return n;
}

/** 18.2: a clean group joining an IT-laden Force; cavalry only without IT, no overstack, no cavalry there. */
function relieveOk(c: LwContent, s: S, hex: number, side: number): boolean {
  if (!canStopAt(c, s, hex, side)) return false;
  if (!s[AC_CAV]) return true;
  for (let g = 0; g < c.ng; g++)
    if (s[G_LOC + g] === hex && c.genSide[g] === side && c.genCav[g] && !(s[G_FLAGS + g]! & GF_MOVING))
      return false;
  return true;
}

/** 11.1.3.2: pull the generals of one adjacent hex into the GiC's hex, if they may stack there. */
function consolidateOk(c: LwContent, s: S, side: number, hex: number, d: number): boolean {
  const n = c.grid.nbr[hex * 6 + d]!;
  if (n < 0 || c.sideBits[hex * 6 + d]! & SB_IMPASS || hexFlag(s, n, side, XF_BESIEGED | XF_BESIEGING))
    return false;
  const m = stayersIn(c, s, n, side, pulled);
  if (m === 0) return false;
  for (let i = 0; i < m; i++) s[G_LOC + pulled[i]!] = hex;
  const ok = canStopAt(c, s, hex, side);
  for (let i = 0; i < m; i++) s[G_LOC + pulled[i]!] = n;
  return ok;
}

export function applyMove(c: LwContent, s: S, side: number, a: number): void {
  const x = A.xOf(a);
  const hex = s[AC_HEX]!;
  switch (A.opOf(a)) {
    case A.OP_DONE:
      endGroup(c, s);
      return;
    case A.OP_MOVE:
      step(c, s, side, hex, x);
      return;
    case A.OP_ATTACK:
      s[AC_GIC] = 0;
      startBattle(c, s, side, hex, c.grid.nbr[hex * 6 + x]!, 0);
      return;
    case A.OP_DROP:
    case A.OP_SPLIT:
      detach(c, s, side, hex, x, A.zOf(a) === 1, A.opOf(a) === A.OP_SPLIT);
      return;
    case A.OP_PICKUP:
      pickUp(c, s, side, hex);
      return;
    case A.OP_RELIEVE:
      addIt(s, hex, side, -s[G_STARS + groupCo(c, s)]!); // 18.2: up to the entering CO's rank
      s[AC_STOP] = 1;
      return;
    case A.OP_CONSOLIDATE:
      consolidate(c, s, side, hex, x);
      return;
    case A.OP_RAID:
      applyRaid(c, s, side, x);
      return;
    case A.OP_RIT:
      applyRit(s, x, A.zOf(a));
      return;
    default:
      applyAmphibious(c, s, side, a);
  }
}

function step(c: LwContent, s: S, side: number, hex: number, d: number): void {
  const n = c.grid.nbr[hex * 6 + d]!;
  const riverCross = (c.sideBits[hex * 6 + d]! & SB_RIVER) !== 0;
  const major = majorNow(c, s);
  const stop = stayersIn(c, s, n, side, buf) > 0 && mustStopAt(c, s, n, side);
  s[AC_GIC] = 0;
  moveGroup(c, s, n);
  leftHex(c, s, hex, side);
  s[AC_MOVED] = s[AC_MOVED]! + 1;
  if (c.hexFlags[n]! & HF_MOUNTAIN) s[AC_MTN] = 1;
  if (major && riverCross) {
    s[AC_MOVED] = maxMoves(s); // 12.3.1: the whole activation to cross, no attack after
    s[AC_NOATTACK] = 1;
  }
  if (stop || hexFlag(s, n, side, XF_BESIEGING)) s[AC_STOP] = 1;
  enterHex(c, s, side, n);
  harassmentCheck(c, s, side, n);
}

function detach(
  c: LwContent,
  s: S,
  side: number,
  hex: number,
  g: number,
  carry: boolean,
  split: boolean,
): void {
  const it = carry ? Math.min(s[G_STARS + g]!, s[AC_IT]!) : 0;
  s[AC_IT] = s[AC_IT]! - it;
  if (split) {
    s[G_FLAGS + g] = (s[G_FLAGS + g]! & ~GF_MOVING) | GF_QUEUED;
    s[AC_QUEUE_IT] = s[AC_QUEUE_IT]! + it;
    return;
  }
  s[G_FLAGS + g] = (s[G_FLAGS + g]! & ~GF_MOVING) | GF_DONE;
  addIt(s, hex, side, it);
  if (!stackOk(c, s, hex, side)) displaceExcess(c, s, hex, side, -1);
}

/** 12.5: a senior CO passing a friendly Force may take it along. */
function pickUp(c: LwContent, s: S, side: number, hex: number): void {
  const m = stayersIn(c, s, hex, side, buf);
  for (let i = 0; i < m; i++) s[G_FLAGS + buf[i]!] = s[G_FLAGS + buf[i]!]! | GF_MOVING | GF_ACTIVATED;
  s[AC_IT] = s[AC_IT]! + itOf(s, hex, side);
  setIt(s, hex, side, 0);
  if (groupInfStars(c, s) >= 7 && s[AC_FROM_MAJOR] !== PROF_MAJOR) s[AC_PROFILE] = PROF_MAJOR;
}

/** 11.1.3.2: consolidation costs one movement point; the GiC, unencumbered, removes up to 3 IT (18.2). */
function consolidate(c: LwContent, s: S, side: number, hex: number, d: number): void {
  const n = c.grid.nbr[hex * 6 + d]!;
  const m = stayersIn(c, s, n, side, buf);
  for (let i = 0; i < m; i++) {
    const g = buf[i]!;
    s[G_LOC + g] = hex;
    s[G_FLAGS + g] = s[G_FLAGS + g]! | GF_MOVING | GF_ACTIVATED;
  }
  let it = itOf(s, n, side);
  setIt(s, n, side, 0);
  if (s[AC_GIC] === 1) {
    s[AC_MOVED] = 1;
    s[AC_GIC] = 2;
  }
  if (s[AC_IT] === 0) it = Math.max(0, it - 3);
  s[AC_IT] = s[AC_IT]! + it;
  leftHex(c, s, n, side);
}

/**
 * The group stops: its IT join the hex's Force, OOS lifts if supply is traced (12.10), the Union's
 * Eastern Theater requirement is met by an activation ending in Virginia (10.7.8.1); then the next
 * dispersed group moves, or the activation ends.
 */
export function endGroup(c: LwContent, s: S): void {
  const side = s[AC_SIDE]!;
  const hex = s[AC_HEX]!;
  const m = groupOf(c, s, buf);
  let oos = false;
  for (let i = 0; i < m; i++) {
    const g = buf[i]!;
    s[G_FLAGS + g] = (s[G_FLAGS + g]! & ~GF_MOVING) | GF_DONE;
    if (s[G_FLAGS + g]! & GF_OOS) oos = true;
  }
  if (m > 0) {
    addIt(s, hex, side, s[AC_IT]!);
    setHexFlag(s, hex, side, XF_TOUCHED);
    if (side === USA && c.hexFlags[hex]! & HF_VA) s[H_ET_MET] = 1;
    if (oos && inSupply(c, s, hex, side)) clearOos(c, s, hex, side);
    if (!stackOk(c, s, hex, side)) displaceExcess(c, s, hex, side, groupCoAt(c, s, hex, side));
  }
  s[AC_IT] = 0;
  s[AC_STOP] = 0;
  if (nextGroup(c, s)) return;
  s[AC_ACTIVE] = 0;
  for (let g = 0; g < c.ng; g++) s[G_FLAGS + g] = s[G_FLAGS + g]! & ~(GF_DONE | GF_QUEUED);
}

function groupCoAt(c: LwContent, s: S, hex: number, side: number): number {
  return coOf(c, s, hex, side);
}

function clearOos(c: LwContent, s: S, hex: number, side: number): void {
  for (let g = 0; g < c.ng; g++)
    if (s[G_LOC + g] === hex && c.genSide[g] === side) s[G_FLAGS + g] = s[G_FLAGS + g]! & ~GF_OOS;
}

/** 12.8: generals split off at the start move next, as their own group. */
function nextGroup(c: LwContent, s: S): boolean {
  let any = false;
  for (let g = 0; g < c.ng; g++) {
    if (!(s[G_FLAGS + g]! & GF_QUEUED)) continue;
    s[G_FLAGS + g] = (s[G_FLAGS + g]! & ~GF_QUEUED) | GF_MOVING;
    any = true;
  }
  if (!any) return false;
  s[AC_HEX] = s[AC_START]!;
  s[AC_IT] = s[AC_QUEUE_IT]!;
  s[AC_QUEUE_IT] = 0;
  s[AC_GIC] = 0;
  s[AC_CAV] = 0;
  resetGroupMotion(s);
  return true;
}
