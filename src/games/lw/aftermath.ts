/**
 * After the combat result (16.6-16.10): the replacement draw for a spent resource (16.7), the General
 * Casualty and Disaster draws (16.8; victim chosen by the drawing player on an even die, the opponent
 * on an odd one; the General Casualty Table; Victory Reversal 16.8.3), applying IT, PC and Routs
 * (16.6.2-16.6.4; empty cities 16.1.2; failed amphibious assaults 14.1.3, 14.2.2), auto-promotion
 * (16.6.5), sieges offered and accepted or refused (16.9.5), retreats (16.9, 16.9.4, 16.9.6, 12.3.3),
 * the advance and capture (16.10), and the EP/BI triggers (19.1-19.2).
 */
import * as A from './actions.js';
import { groupCo, groupOf } from './activation.js';
import {
  BS_ARES,
  addBattleIt,
  battleForce,
  battleIt,
  defSideOf,
  rawFactors,
  R_MAJOR,
  R_MINOR,
  R_STANDOFF,
} from './combat.js';
import {
  DR_DISASTER,
  DR_OVERSTACK,
  DR_REVERSAL,
  DR_RIVER,
  demote,
  disgrace,
  kill,
  maxStars,
  promote,
  promotionFits,
  queueDemotions,
} from './command.js';
import {
  CAS_KILL,
  CAS_MISS,
  CAS_TO1,
  CAS_TO2,
  CAS_WOUND,
  CF_SKULL,
  CF_STAR,
  type LwContent,
} from './content.js';
import {
  AC_HEX,
  AC_IT,
  BT_ACTIVE,
  BT_AMPHIB,
  BT_ATT,
  BT_CAPTURED,
  BT_CAS,
  BT_CAS_DRAW,
  BT_CITY,
  BT_CITYDEF,
  BT_ADV_DONE,
  BT_CO,
  BT_COSTARS,
  BT_DIFF,
  BT_EMPTY,
  BT_GIC,
  BT_IT_BEFORE,
  BT_KIND,
  BT_RELIEF,
  BT_RES,
  BT_RESULT,
  BT_REVERSAL,
  BT_ROUT,
  BT_SIEGE,
  BT_STAGE,
  BT_STARS,
  BT_TO,
  BT_VICTIM_SIDE,
  BT_WINNER,
  BT_WITHDREW,
  CD_LOC,
  CL_DISCARD,
  CL_HAND,
  CSA,
  G_FLAGS,
  G_LOC,
  G_SEQ,
  G_STARS,
  G_WOUNDS,
  GF_DONE,
  GF_GIC,
  GF_LOST,
  GF_LOST_TO_1,
  GF_MOVING,
  GF_WON,
  H_OPT,
  H_PCSA,
  H_SEQ,
  H_STEP,
  H_STEP_A,
  H_STEP_SIDE,
  ST_ADVANCE,
  ST_RETREAT,
  ST_SIEGE_ACCEPT,
  ST_SIEGE_OFFER,
  ST_VICTIM,
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
import { RD_ATTACKER_MINOR_NONE, RD_CITY_ANY_WIN } from './options.js';
import { DEFEAT_MAJOR, DEFEAT_MINOR, DEFEAT_ROUT, DEFEAT_WITHDREW, checkBi, checkEp } from './politics.js';
import { beginSiege, refuseSiege, reliefBroken } from './siege.js';
import {
  addIt,
  coOf,
  ctrlOf,
  die,
  drawForCheck,
  drawToHand,
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
  type S,
} from './state.js';
import { captureCity, enterHex, supplyValue } from './territory.js';

export const AF_DRAWS = 7;
export const AF_APPLY = 8;
export const AF_CASUALTY = 9;
export const AF_DISASTER = 10;
export const AF_PROMO = 11;
export const AF_SIEGE = 12;
export const AF_RETREAT = 13;
export const AF_ADVANCE = 14;
export const AF_END = 15;

const DRAWN = 4;
const buf = new Int32Array(96);
const cand = new Int32Array(96);

export function continueAftermath(c: LwContent, s: S): void {
  for (let guard = 0; guard < 64; guard++) {
    if (s[H_STEP] || !s[BT_ACTIVE]) return;
    switch (s[BT_STAGE]) {
      case AF_DRAWS:
        draws(c, s);
        s[BT_STAGE] = AF_APPLY;
        break;
      case AF_APPLY:
        applyResults(c, s);
        s[BT_CAS] = 0;
        s[BT_STAGE] = AF_CASUALTY;
        break;
      case AF_CASUALTY:
        if (!nextCasualty(c, s)) s[BT_STAGE] = AF_DISASTER;
        break;
      case AF_DISASTER:
        disaster(c, s);
        s[BT_STAGE] = AF_PROMO;
        break;
      case AF_PROMO:
        autoPromotion(c, s);
        s[BT_STAGE] = AF_SIEGE;
        break;
      case AF_SIEGE:
        if (offerSiege(c, s)) return;
        s[BT_STAGE] = AF_RETREAT;
        break;
      case AF_RETREAT:
        if (s[BT_SIEGE] || !defenderRetreats(c, s)) s[BT_STAGE] = AF_ADVANCE;
        else if (retreatStep(c, s)) return;
        break;
      case AF_ADVANCE:
        if (advanceStep(c, s)) return;
        s[BT_STAGE] = AF_END;
        break;
      default:
        finish(c, s);
        return;
    }
  }
}

// ---- 16.7-16.8 draws ----------------------------------------------------------------------------------------

/** 16.7 replacement for a non-zero resource, then the casualty and disaster check cards (16.8). */
function draws(c: LwContent, s: S): void {
  const att = s[BT_ATT]!;
  for (const side of [att, 1 - att]) {
    const k = s[BT_RES + side]!;
    if (k >= 0) {
      if (s[CD_LOC + k] === CL_HAND) s[CD_LOC + k] = CL_DISCARD; // spent
      drawToHand(s, side);
    }
  }
  for (const side of [att, 1 - att]) {
    s[BT_CAS_DRAW + side] = 0;
    if (side !== att && s[BT_EMPTY]) continue; // an empty city draws nothing
    const k = drawForCheck(s, side);
    if (k < 0) continue;
    const f = c.cardFlags[k]!;
    s[BT_CAS_DRAW + side] = DRAWN | (f & CF_STAR ? 1 : 0) | (f & CF_SKULL ? 2 : 0);
  }
}

// ---- 16.6 results -------------------------------------------------------------------------------------------

function applyResults(c: LwContent, s: S): void {
  const att = s[BT_ATT]!;
  const res = s[BT_RESULT]!;
  const win = s[BT_WINNER]!;
  const d = s[BT_DIFF]!;
  if (s[BT_EMPTY]) {
    addBattleIt(s, att, 1); // 16.1.2: one, and only one, IT
    if (win === att && cityFalls(s, res, d)) s[BT_CAPTURED] = 1;
    else if (s[BT_AMPHIB]) amphibiousFailure(c, s);
    return;
  }
  if (res === R_STANDOFF) {
    if (s[BT_AMPHIB]) amphibiousFailure(c, s);
    return;
  }
  const lose = 1 - win;
  let winIt = res === R_MINOR ? (win === att ? 1 : 0) : Math.ceil(d / 2);
  let loseIt = res === R_MINOR ? 2 : d;
  if (res === R_MINOR && lose === att && s[H_OPT]! & RD_ATTACKER_MINOR_NONE) loseIt = 0;
  const raw = rawFactors(c, s, lose, lose === att);
  const rout = battleIt(s, lose) + loseIt > raw; // 16.6.4
  const both = (s[BT_CAS_DRAW]! & 2) !== 0 && (s[BT_CAS_DRAW + 1]! & 2) !== 0;
  if (!rout && res === R_MAJOR && both) {
    reversal(c, s, win);
    return;
  }
  gainPc(s, win, s[BT_COSTARS + lose]!); // 16.6.2-16.6.3: the loser CO's stars
  if (rout) {
    winIt = Math.min(Math.ceil(d / 2), Math.max(0, raw - s[BT_IT_BEFORE + lose]!));
    addBattleIt(s, win, winIt);
    routLoser(c, s, lose);
  } else {
    addBattleIt(s, win, winIt);
    addBattleIt(s, lose, loseIt);
  }
  if (lose === att && s[BT_AMPHIB]) amphibiousFailure(c, s);
}

/** 16.1.2 (reading read-16.1.2-city-falls): more IT than its defense plus resource, or any win. */
function cityFalls(s: S, res: number, d: number): boolean {
  if (s[H_OPT]! & RD_CITY_ANY_WIN) return true;
  const it = res === R_MINOR ? 2 : d;
  return it > s[BT_CITYDEF]!;
}

/** 16.6.4: all IT off, the CO disgraced, IT equal to the stars that remain. */
function routLoser(c: LwContent, s: S, lose: number): void {
  s[BT_ROUT] = 1;
  const co = s[BT_CO + lose]!;
  if (lose === s[BT_ATT]) s[AC_IT] = 0;
  else setIt(s, s[BT_TO]!, lose, 0);
  if (co >= 0 && s[G_LOC + co]! >= 0) disgrace(c, s, co);
  const n = battleForce(c, s, lose, buf);
  let stars = 0;
  for (let i = 0; i < n; i++) stars += s[G_STARS + buf[i]!]!;
  addBattleIt(s, lose, stars);
}

/**
 * 16.8.3 Victory Reversal: both sides take three IT; the victor's CO loses a star (a GiC may pass the
 * blame to a subordinate); a victorious defender retreats and the attacker advances.
 */
function reversal(c: LwContent, s: S, win: number): void {
  s[BT_REVERSAL] = 1;
  addBattleIt(s, 0, 3);
  addBattleIt(s, 1, 3);
  const co = s[BT_CO + win]!;
  if (co >= 0 && s[G_LOC + co]! >= 0) {
    const n = battleForce(c, s, win, buf);
    if (s[G_FLAGS + co]! & GF_GIC && n > 1) queueDemotions(s, s[G_LOC + co]!, win, 1, DR_REVERSAL);
    else demote(c, s, co);
  }
  s[BT_WINNER] = s[BT_ATT]!; // whoever won, the attacker ends up holding the field
  if (win === s[BT_ATT]) s[BT_WINNER] = -2; // the attacker stays, the defender stays
}

/** 14.1.3: a failed River Assault takes one more IT; 14.2.2: a failed Ocean Assault demotes its CO. */
function amphibiousFailure(c: LwContent, s: S): void {
  if (s[BT_KIND] === 1) addBattleIt(s, s[BT_ATT]!, 1);
  else {
    const co = groupCo(c, s);
    if (co >= 0) demote(c, s, co);
  }
}

// ---- 16.8 casualties ---------------------------------------------------------------------------------------

/** Candidates for a casualty: regular generals of the side's Force before any TCO (17.4). */
function victims(c: LwContent, s: S, side: number, out: Int32Array): number {
  const n = battleForce(c, s, side, buf);
  let m = 0;
  for (let i = 0; i < n; i++) if (!c.genTco[buf[i]!]) out[m++] = buf[i]!;
  if (m > 0) return m;
  for (let i = 0; i < n; i++) out[m++] = buf[i]!;
  return m;
}

/** Handle the next side's star (attacker first); returns false when both are done. */
function nextCasualty(c: LwContent, s: S): boolean {
  const att = s[BT_ATT]!;
  while (s[BT_CAS]! < 2) {
    const side = s[BT_CAS] === 0 ? att : 1 - att;
    s[BT_CAS] = s[BT_CAS]! + 1;
    if (!(s[BT_CAS_DRAW + side]! & 1)) continue;
    const n = victims(c, s, side, cand);
    if (n === 0) continue;
    if (n === 1) {
      casualty(c, s, cand[0]!, 0);
      continue;
    }
    const chooser = die(s) % 2 === 0 ? side : 1 - side; // 16.8: even, the drawing player chooses
    s[BT_VICTIM_SIDE] = side;
    s[H_STEP] = ST_VICTIM;
    s[H_STEP_SIDE] = chooser;
    s[H_STEP_A] = side;
    return true;
  }
  return false;
}

export function victimActions(c: LwContent, s: S, out: Int32Array): number {
  const n = victims(c, s, s[BT_VICTIM_SIDE]!, cand);
  for (let i = 0; i < n; i++) out[i] = A.enc(A.OP_VICTIM, cand[i]!);
  return n;
}

export function applyVictim(c: LwContent, s: S, a: number): void {
  casualty(c, s, A.xOf(a), 0);
}

/**
 * 16.8: the opponent rolls two dice on the General Casualty Table, -1 for a GiC, CO or lone general
 * (+2 for a Sharpshooter); a "1-Star"/"2-Star" result moves to a general of that rank in the same Force
 * and rolls again (none: a miss).
 */
export function casualty(c: LwContent, s: S, g: number, bonus: number): void {
  for (let tries = 0; tries < 4 && g >= 0; tries++) {
    const side = c.genSide[g]!;
    const hex = s[G_LOC + g]!;
    if (hex < 0) return;
    const lone = generalsIn(c, s, hex, side, buf) === 1;
    const mod = (s[G_FLAGS + g]! & GF_GIC || coOf(c, s, hex, side) === g || lone ? -1 : 0) + bonus;
    const roll = Math.max(1, Math.min(12, die(s) + die(s) + mod));
    const r = c.casualty[(s[G_STARS + g]! - 1) * 12 + roll - 1]!;
    if (r === CAS_MISS) return;
    if (r === CAS_WOUND) {
      s[G_WOUNDS + g] = s[G_WOUNDS + g]! + 1;
      return;
    }
    if (r === CAS_KILL) {
      kill(c, s, g);
      return;
    }
    const rank = r === CAS_TO1 ? 1 : r === CAS_TO2 ? 2 : 0;
    const n = generalsIn(c, s, hex, side, buf);
    let next = -1;
    for (let i = 0; i < n; i++) if (buf[i] !== g && s[G_STARS + buf[i]!] === rank) next = buf[i]!;
    g = next;
  }
}

// ---- 16.8.3 disaster, 16.6.5 auto-promotion -----------------------------------------------------------------

/** Only the loser draws a skull after a Major Victory: one more IT and a demotion of his choice. */
function disaster(c: LwContent, s: S): void {
  if (s[BT_RESULT] !== R_MAJOR || s[BT_ROUT] || s[BT_EMPTY] || s[BT_REVERSAL] || s[BT_WINNER]! < 0) return;
  const win = s[BT_WINNER]!;
  const lose = 1 - win;
  if (!(s[BT_CAS_DRAW + lose]! & 2) || s[BT_CAS_DRAW + win]! & 2) return;
  addBattleIt(s, lose, 1);
  const n = battleForce(c, s, lose, buf);
  if (n > 0) queueDemotions(s, s[G_LOC + buf[0]!]!, lose, 1, DR_DISASTER);
}

/** 16.6.5: the victorious CO, against twice his stars as attacker or against the enemy GiC. */
function autoPromotion(c: LwContent, s: S): void {
  const win = s[BT_WINNER]!;
  if (win < 0 || s[BT_EMPTY] || s[BT_REVERSAL]) return;
  const co = s[BT_CO + win]!;
  if (co < 0 || s[G_LOC + co]! < 0 || c.genTco[co]) return;
  const twice = win === s[BT_ATT] && s[BT_STARS + 1 - win]! >= 2 * s[BT_STARS + win]!;
  if (!twice && !s[BT_GIC + 1 - win]) return;
  if (s[G_STARS + co]! < maxStars(c, co) && promotionFits(c, s, co)) promote(s, co);
}

// ---- 16.9.5 sieges ------------------------------------------------------------------------------------------

/** A losing defender in a city of supply 2+ may offer siege (+1 IT); the attacker then decides. */
function offerSiege(c: LwContent, s: S): boolean {
  const att = s[BT_ATT]!;
  const def = 1 - att;
  if (s[BT_WINNER] !== att || s[BT_EMPTY] || s[BT_RELIEF] || s[BT_REVERSAL] || s[BT_WITHDREW]) return false;
  const city = s[BT_CITY]!;
  if (city < 0 || c.citySup[city]! < 2 || ctrlOf(s, city) !== def || !occupied(c, s, s[BT_TO]!, def))
    return false;
  if (s[BT_SIEGE] === 0) {
    s[BT_SIEGE] = -1;
    s[H_STEP] = ST_SIEGE_OFFER;
    s[H_STEP_SIDE] = def;
    return true;
  }
  return false;
}

export function applySiegeOffer(s: S, a: number): void {
  if (A.opOf(a) !== A.OP_YES) {
    s[BT_SIEGE] = 0;
    s[BT_STAGE] = AF_RETREAT;
    return;
  }
  addIt(s, s[BT_TO]!, defSideOf(s), 1);
  s[H_STEP] = ST_SIEGE_ACCEPT;
  s[H_STEP_SIDE] = s[BT_ATT]!;
}

export function applySiegeAccept(c: LwContent, s: S, a: number): void {
  s[BT_SIEGE] = 1;
  if (A.opOf(a) === A.OP_YES) beginSiege(c, s);
  else refuseSiege(s);
  s[BT_STAGE] = AF_END;
}

// ---- 16.9 retreat -------------------------------------------------------------------------------------------

function defenderRetreats(c: LwContent, s: S): boolean {
  const att = s[BT_ATT]!;
  if (s[BT_WINNER] !== att || s[BT_EMPTY]) return false;
  return occupied(c, s, s[BT_TO]!, 1 - att);
}

/** Start the defender's retreat (after a defeat, or a successful withdrawal when `withdrawal`). */
export function startRetreat(c: LwContent, s: S, withdrawal: boolean): void {
  s[BT_STAGE] = AF_RETREAT;
  if (withdrawal) {
    s[BT_WINNER] = s[BT_ATT]!;
    s[BT_RESULT] = R_MINOR;
    defeatTriggers(c, s, defSideOf(s), DEFEAT_WITHDREW);
  }
}

/** Retreat candidates (16.9.1): north (Union) or south (CS) first outside one's territory; then a
 *  friendly city, a defensible hex, any other; where the Force fits before where it overstacks. */
export function retreatCandidates(c: LwContent, s: S, side: number, from: number, out: Int32Array): number {
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

function retreatStep(c: LwContent, s: S): boolean {
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
  if (!stackOk(c, s, to, def)) queueDemotions(s, to, def, 6, DR_OVERSTACK);
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
function advanceStep(c: LwContent, s: S): boolean {
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

// ---- the end ------------------------------------------------------------------------------------------------

function finish(c: LwContent, s: S): void {
  const win = s[BT_WINNER]!;
  s[BT_ACTIVE] = 0;
  if (s[BT_EMPTY] || win < 0 || s[BT_REVERSAL] || s[BT_WITHDREW]) return;
  const lose = 1 - win;
  const co = s[BT_CO + lose]!;
  const defeat = s[BT_ROUT] ? DEFEAT_ROUT : s[BT_RESULT] === R_MAJOR ? DEFEAT_MAJOR : DEFEAT_MINOR;
  defeatTriggers(c, s, lose, defeat);
  const wco = s[BT_CO + win]!;
  if (co >= 0) s[G_FLAGS + co] = s[G_FLAGS + co]! | GF_LOST;
  if (win === USA && wco >= 0) s[G_FLAGS + wco] = s[G_FLAGS + wco]! | GF_WON; // 10.7.9
  if (lose === USA && co >= 0 && s[BT_COSTARS + USA]! >= 2 && s[BT_COSTARS + CSA] === 1)
    s[G_FLAGS + co] = s[G_FLAGS + co]! | GF_LOST_TO_1;
}

/** EP (19.1) and BI (19.2) after a defeat or a retreat before battle. */
function defeatTriggers(c: LwContent, s: S, lose: number, defeat: number): void {
  const stars = s[BT_COSTARS + lose]!;
  if (lose === CSA) checkEp(c, s, stars, infStarsAtStart(c, s, lose), defeat);
  else checkBi(c, s, stars, defeat, (c.hexFlags[s[BT_TO]!]! & HF_UNION) !== 0);
}

function infStarsAtStart(c: LwContent, s: S, side: number): number {
  return side === s[BT_ATT]
    ? s[BT_STARS + side]!
    : Math.max(infStars(c, s, s[BT_TO]!, side), s[BT_STARS + side]!);
}
