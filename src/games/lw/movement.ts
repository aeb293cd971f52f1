/**
 * Movement of the activated group (12.1-12.9): the allowance (Minor Army and single general: three
 * hexes, or two and an attack; Major Army: one and an attack, or two; dispersed from a Major Army:
 * the Major allowance, 12.3.4; two hexes into or through mountains and no attack, 15.0), Major Army
 * terrain limits (12.3.1-12.3.2), restricted hexes (2.3, 12.6, 14.4), friendly hexes (12.5, 12.9:
 * stop under an equal or senior CO; pick up a Force a senior CO passes; relieve its IT, 18.2),
 * dispersal (12.8: drop a general, or split him off to move later, with or without IT up to his
 * stars, 18.2), the GiC's Consolidation Move (11.1.3.2), the campaign regions (10.7.3) and the
 * decisions of a moving group.
 */
import * as A from './actions.js';
import {
  PROF_MAJOR,
  endGroup,
  groupCo,
  groupInfStars,
  groupOf,
  moveGroup,
  stayerCo,
  stayersIn,
} from './activation.js';
import { amphibiousActions, applyAmphibious } from './amphibious.js';
import { applyRaid, applyRit, harassmentCheck, raidActions, ritActions } from './cavalry.js';
import { startBattle } from './combat.js';
import { displaceExcess, leftHex } from './command.js';
import { type LwContent } from './content.js';
import {
  AC_CAV,
  AC_FROM_MAJOR,
  AC_GIC,
  AC_HEX,
  AC_IT,
  AC_MOVED,
  AC_MTN,
  AC_NOATTACK,
  AC_PROFILE,
  AC_QUEUE_IT,
  AC_RAIDED,
  AC_REGION,
  AC_REGION_NOT,
  AC_RIT,
  AC_START,
  AC_STOP,
  CSA,
  GF_ACTIVATED,
  GF_DONE,
  GF_GIC,
  GF_MOVING,
  GF_QUEUED,
  GF_RELUCT,
  G_FLAGS,
  G_LOC,
  G_STARS,
  H_PCSA,
  H_TURNIDX,
  USA,
  XF_BESIEGED,
  XF_BESIEGING,
} from './layout.js';
import {
  CFL_MONROE,
  CFL_NO_CSA,
  DEF_CAPITAL,
  HF_MOUNTAIN,
  HF_OCEAN,
  PORT_OCEAN,
  SB_IMPASS,
  SB_MISS,
  SB_RIVER,
  STAR,
} from './mapdata.js';
import { type S, addIt, ctrlOf, enemyCity, hexFlag, itOf, occupied, pcOf, setIt, stackOk } from './state.js';
import { enterHex } from './territory.js';
const pulled = new Int32Array(96);
const buf = new Int32Array(96);

// ---- allowance (12.1-12.3, 15.0) -------------------------------------------------------------------------

const maxMoves = (s: S): number => (s[AC_FROM_MAJOR] === PROF_MAJOR ? 2 : 3);
/** Is the group large enough for the Major Army terrain restrictions (12.3)? */
const majorNow = (c: LwContent, s: S): boolean => groupInfStars(c, s) >= 7;

function canAttackNow(s: S): boolean {
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
function attackOk(c: LwContent, s: S, side: number, hex: number, d: number, n: number): boolean {
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
