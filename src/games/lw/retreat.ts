/**
 * Retreat and advance after combat (16.9-16.10): the retreat path and its priorities (16.9.1), a Major
 * Army retreating across a river (12.3.3), retreats that overstack (16.9.6) or find no hex (16.9.6),
 * the Union's retreat by water from a captured port (16.9.4), an abandoned city attacked as vacant
 * (16.9.3); the attacker's advance (all, the CO alone, or one more IT; 16.10.1) and the capture of
 * the city with its IT (16.10.1.1).
 */
import * as A from './actions.js';
import { groupCo, groupOf } from './activation.js';
import { AF_ADVANCE } from './aftermath.js';
import { BS_ARES, R_MAJOR, defSideOf } from './combat.js';
import { DR_OVERSTACK, DR_RIVER, demote, disgrace, queueDemotions } from './command.js';
import { type LwContent } from './content.js';
import {
  AC_HEX,
  AC_IT,
  BT_ADV_DONE,
  BT_AMPHIB,
  BT_ATT,
  BT_CAPTURED,
  BT_CITY,
  BT_CO,
  BT_COSTARS,
  BT_EMPTY,
  BT_RELIEF,
  BT_RESULT,
  BT_REVERSAL,
  BT_ROUT,
  BT_SIEGE,
  BT_STAGE,
  BT_TO,
  BT_WINNER,
  BT_WITHDREW,
  CSA,
  GF_DONE,
  GF_MOVING,
  G_FLAGS,
  G_LOC,
  G_SEQ,
  G_STARS,
  H_PCSA,
  H_SEQ,
  H_STEP,
  H_STEP_SIDE,
  ST_ADVANCE,
  ST_RETREAT,
  USA,
} from './layout.js';
import {
  CFL_NO_CSA,
  HF_CSA,
  HF_MOUNTAIN,
  HF_OCEAN,
  HF_UNION,
  PORT_OCEAN,
  SB_IMPASS,
  SB_RIVER,
} from './mapdata.js';
import { reliefBroken } from './siege.js';
import {
  type S,
  addIt,
  coOf,
  ctrlOf,
  enemyCity,
  gainPc,
  generalsIn,
  infStars,
  itOf,
  losePc,
  occupied,
  setCtrl,
  setIt,
  stackOk,
} from './state.js';
import { captureCity, enterHex, supplyValue } from './territory.js';

/** Demotions an overstacked retreat may need: more than the stars any hex can hold. */
const MAX_OVERSTACK_DEMOTIONS = 64;

const buf = new Int32Array(96);
const cand = new Int32Array(96);
// ---- 16.9 retreat -------------------------------------------------------------------------------------------

export function defenderRetreats(c: LwContent, s: S): boolean {
  const att = s[BT_ATT]!;
  if (s[BT_WINNER] !== att || s[BT_EMPTY]) return false;
  return occupied(c, s, s[BT_TO]!, 1 - att);
}

/** Retreat candidates (16.9.1): north (Union) or south (CS) first outside one's territory; then a
 *  friendly city, a defensible hex, any other; where the Force fits before where it overstacks. */
function retreatCandidates(c: LwContent, s: S, side: number, from: number, out: Int32Array): number {
  const own = side === USA ? HF_UNION : HF_CSA;
  const outside = !(c.hexFlags[from]! & own);
  let best = -1;
  let n = 0;
  for (let d = 0; d < 6; d++) {
    const h = c.grid.nbr[from * 6 + d]!;
    if (h < 0 || c.hexFlags[h]! & HF_OCEAN || c.sideBits[from * 6 + d]! & SB_IMPASS) continue;
    if (occupied(c, s, h, 1 - side)) continue;
    const city = c.hexCity[h]!;
    if (city >= 0 && (enemyCity(s, city, side) || (side === CSA && c.cityFlags[city]! & CFL_NO_CSA)))
      continue;
    const north = side === USA ? d === 0 || d === 1 || d === 5 : d === 2 || d === 3 || d === 4;
    let score = outside && north ? 1000 : 0;
    if (city >= 0 && ctrlOf(s, city) === side) score += 30;
    else if (c.hexFlags[h]! & HF_MOUNTAIN || c.sideBits[from * 6 + d]! & SB_RIVER) score += 20;
    else score += 10;
    if (fits(c, s, side, from, h)) score += 1;
    if (score > best) {
      best = score;
      n = 0;
    }
    if (score === best) out[n++] = h;
  }
  return n;
}

function fits(c: LwContent, s: S, side: number, from: number, to: number): boolean {
  const m = generalsIn(c, s, from, side, buf);
  for (let i = 0; i < m; i++) s[G_LOC + buf[i]!] = to;
  const ok = stackOk(c, s, to, side);
  for (let i = 0; i < m; i++) s[G_LOC + buf[i]!] = from;
  return ok;
}

export function retreatStep(c: LwContent, s: S): boolean {
  const def = defSideOf(s);
  const from = s[BT_TO]!;
  if (def === USA && portRetreat(c, s, from)) {
    s[BT_STAGE] = AF_ADVANCE;
    return false;
  }
  const n = retreatCandidates(c, s, def, from, cand);
  if (n === 0) {
    // 16.9.6: no legal retreat: every general to the Disgraced box
    const m = generalsIn(c, s, from, def, buf);
    for (let i = 0; i < m; i++) disgrace(c, s, buf[i]!);
    s[BT_STAGE] = AF_ADVANCE;
    return false;
  }
  if (n === 1) {
    retreatTo(c, s, cand[0]!);
    return false;
  }
  s[H_STEP] = ST_RETREAT;
  s[H_STEP_SIDE] = def;
  return true;
}

export function retreatActions(c: LwContent, s: S, out: Int32Array): number {
  const n = retreatCandidates(c, s, defSideOf(s), s[BT_TO]!, cand);
  for (let i = 0; i < n; i++) out[i] = A.enc(A.OP_RETREAT, cand[i]!);
  return n;
}

/** Move the defeated Force; a Major Army retreating across a river demotes a subordinate (12.3.3). */
export function retreatTo(c: LwContent, s: S, to: number): void {
  const def = defSideOf(s);
  const from = s[BT_TO]!;
  const major = infStars(c, s, from, def) >= 7;
  const d = c.grid.dirTo(from, to);
  const m = generalsIn(c, s, from, def, buf);
  for (let i = 0; i < m; i++) {
    s[G_LOC + buf[i]!] = to;
    s[G_SEQ + buf[i]!] = ++s[H_SEQ]!;
  }
  addIt(s, to, def, itOf(s, from, def));
  setIt(s, from, def, 0);
  s[BT_STAGE] = AF_ADVANCE;
  const city = s[BT_CITY]!;
  if (s[BT_WITHDREW] && city >= 0 && enemyCity(s, city, s[BT_ATT]!)) {
    // 16.9.3: the abandoned city is attacked as a vacant city
    s[BT_EMPTY] = 1;
    s[BT_CO + def] = -1;
    s[BT_COSTARS + def] = 0;
    s[BT_STAGE] = BS_ARES;
  }
  enterHex(c, s, def, to);
  if (major && d >= 0 && c.sideBits[from * 6 + d]! & SB_RIVER) queueDemotions(s, to, def, 1, DR_RIVER);
  // 16.9.6 ('a force is required to retreat in a way that violates stacking'), 12.4: subordinates
  // lose stars, then the CO, until the hex is within its limit; runDemotions stops once it is, so
  // the count is only a bound (every star of the hex), never the reason to stop.
  if (!stackOk(c, s, to, def)) queueDemotions(s, to, def, MAX_OVERSTACK_DEMOTIONS, DR_OVERSTACK);
  if (s[BT_RELIEF]) reliefBroken(c, s);
}

/** 16.9.4: a Union Force in a captured port it cannot leave by land goes by water and surrenders it. */
function portRetreat(c: LwContent, s: S, from: number): boolean {
  const city = c.hexCity[from]!;
  if (city < 0 || c.cityOrig[city] !== CSA || !(c.cityPort[city]! & PORT_OCEAN)) return false;
  if (c.cityId[city] === 'new-orleans' || s[H_PCSA] === city + 1) return false;
  let port = -1;
  for (let k = 0; k < c.ncity; k++)
    if (
      k !== city &&
      c.cityPort[k]! & PORT_OCEAN &&
      ctrlOf(s, k) === USA &&
      !occupied(c, s, c.cityHex[k]!, CSA)
    )
      port = k;
  if (port < 0) return false;
  const co = coOf(c, s, from, USA);
  const stars = co >= 0 ? s[G_STARS + co]! : 0;
  const v = supplyValue(c, city);
  losePc(s, USA, v);
  gainPc(s, CSA, v + stars);
  setCtrl(c, s, city, CSA);
  const to = c.cityHex[port]!;
  const m = generalsIn(c, s, from, USA, buf);
  for (let i = 0; i < m; i++) {
    s[G_LOC + buf[i]!] = to;
    s[G_SEQ + buf[i]!] = ++s[H_SEQ]!;
  }
  addIt(s, to, USA, itOf(s, from, USA));
  setIt(s, from, USA, 0);
  if (co >= 0) demote(c, s, co);
  return true;
}

// ---- 16.10 advance ------------------------------------------------------------------------------------------

/** Returns true if a decision was set. */
export function advanceStep(c: LwContent, s: S): boolean {
  const att = s[BT_ATT]!;
  const to = s[BT_TO]!;
  if (s[BT_ADV_DONE]) return false;
  s[BT_ADV_DONE] = 1;
  if (groupOf(c, s, buf) === 0) return false;
  const taken = s[BT_EMPTY] ? s[BT_CAPTURED] === 1 : s[BT_WINNER] === att && !occupied(c, s, to, 1 - att);
  if (s[BT_SIEGE] > 0 || !taken) return false;
  if (s[BT_RELIEF] && !s[BT_WITHDREW]) {
    if (advanceFits(c, s)) advance(c, s, A.ADV_ALL);
    return false;
  }
  const must = s[BT_RESULT] === R_MAJOR || s[BT_ROUT] || s[BT_AMPHIB] || (s[BT_REVERSAL] && !s[BT_WITHDREW]);
  if (must && !s[BT_WITHDREW]) {
    advance(c, s, A.ADV_ALL);
    return false;
  }
  s[H_STEP] = ST_ADVANCE;
  s[H_STEP_SIDE] = att;
  return true;
}

function advanceFits(c: LwContent, s: S): boolean {
  const n = groupOf(c, s, buf);
  const from = s[AC_HEX]!;
  const to = s[BT_TO]!;
  for (let i = 0; i < n; i++) s[G_LOC + buf[i]!] = to;
  const ok = stackOk(c, s, to, s[BT_ATT]!);
  for (let i = 0; i < n; i++) s[G_LOC + buf[i]!] = from;
  return ok;
}

export function advanceActions(c: LwContent, s: S, out: Int32Array): number {
  let n = 0;
  out[n++] = A.enc(A.OP_ADVANCE, A.ADV_ALL);
  if (groupOf(c, s, buf) > 1) out[n++] = A.enc(A.OP_ADVANCE, A.ADV_CO);
  out[n++] = A.enc(A.OP_ADVANCE, A.ADV_NONE);
  return n;
}

/**
 * 16.10.1: advance all, the CO alone, or nobody (one more IT). The advancing generals take the battle's
 * IT; the first to take a city gives its CO one IT (16.10.1.1; an empty city's single IT covers it).
 */
export function advance(c: LwContent, s: S, how: number): void {
  const att = s[BT_ATT]!;
  if (how === A.ADV_NONE) {
    s[AC_IT] = s[AC_IT]! + 1;
    return;
  }
  const from = s[AC_HEX]!;
  const to = s[BT_TO]!;
  const co = groupCo(c, s);
  const n = groupOf(c, s, buf);
  for (let i = 0; i < n; i++) {
    const g = buf[i]!;
    if (how === A.ADV_CO && g !== co) {
      s[G_FLAGS + g] = (s[G_FLAGS + g]! & ~GF_MOVING) | GF_DONE;
      continue;
    }
    s[G_LOC + g] = to;
    s[G_SEQ + g] = ++s[H_SEQ]!;
  }
  s[AC_HEX] = to;
  if (!occupied(c, s, from, att)) setIt(s, from, att, 0);
  enterHex(c, s, att, to);
  const city = s[BT_CITY]!;
  if (city >= 0 && ctrlOf(s, city) !== att && !(s[BT_RELIEF] && ctrlOf(s, city) === att)) {
    captureCity(c, s, city, att, s[BT_AMPHIB] === 1);
    if (!s[BT_EMPTY]) s[AC_IT] = s[AC_IT]! + 1;
  }
}
