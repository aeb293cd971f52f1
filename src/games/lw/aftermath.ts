/**
 * After the combat result (16.6-16.10): the replacement draw for a spent resource (16.7), the General
 * Casualty and Disaster draws (16.8; victim chosen by the drawing player on an even die, the opponent
 * on an odd one; the General Casualty Table; Victory Reversal 16.8.3), applying IT, PC and Routs
 * (16.6.2-16.6.4; empty cities 16.1.2; failed amphibious assaults 14.1.3, 14.2.2), auto-promotion
 * (16.6.5), sieges offered and accepted or refused (16.9.5), retreats (16.9, 16.9.4, 16.9.6, 12.3.3),
 * the advance and capture (16.10), and the EP/BI triggers (19.1-19.2).
 */

import { countRule, COV_ATTACKER_MINOR, COV_CITY_FALLS } from './coverage.js';
import * as A from './actions.js';
import { advanceStep, defenderRetreats, retreatStep } from './retreat.js';
import { groupCo } from './activation.js';
import {
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
  DR_REVERSAL,
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
  AC_IT,
  BT_ACTIVE,
  BT_AMPHIB,
  BT_ATT,
  BT_CAPTURED,
  BT_CAS,
  BT_CAS_DRAW,
  BT_CITY,
  BT_CITYDEF,
  BT_CO,
  BT_COSTARS,
  BT_CSP,
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
  G_STARS,
  G_WOUNDS,
  GF_GIC,
  GF_LOST,
  GF_LOST_TO_1,
  GF_WON,
  H_CSP,
  H_OPT,
  H_STEP,
  H_STEP_A,
  H_STEP_SIDE,
  ST_SIEGE_ACCEPT,
  ST_SIEGE_OFFER,
  ST_VICTIM,
  USA,
} from './layout.js';
import { HF_UNION } from './mapdata.js';
import { RD_ATTACKER_MINOR_NONE, RD_CITY_ANY_WIN } from './options.js';
import { DEFEAT_MAJOR, DEFEAT_MINOR, DEFEAT_ROUT, DEFEAT_WITHDREW, checkBi, checkEp } from './politics.js';
import { beginSiege, refuseSiege } from './siege.js';
import {
  addIt,
  coOf,
  ctrlOf,
  die,
  drawForCheck,
  drawToHand,
  gainPc,
  generalsIn,
  infStars,
  occupied,
  setIt,
  type S,
} from './state.js';

const AF_DRAWS = 7;
const AF_APPLY = 8;
const AF_CASUALTY = 9;
const AF_DISASTER = 10;
const AF_PROMO = 11;
const AF_SIEGE = 12;
const AF_RETREAT = 13;
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
  // 16.3, 7.1.6: committed CSP come off the track after combat
  for (const side of [0, 1]) s[H_CSP + side] = Math.max(0, s[H_CSP + side]! - s[BT_CSP + side]!);
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

/** 16.6: the IT, PC and capture of a battle's result (exported for the coverage tests). */
export function applyResults(c: LwContent, s: S): void {
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
  if (res === R_MINOR && lose === att && s[H_OPT]! & RD_ATTACKER_MINOR_NONE && loseIt > 0) {
    loseIt = 0;
    countRule(s, COV_ATTACKER_MINOR);
  }
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
  const it = res === R_MINOR ? 2 : d;
  const falls = it > s[BT_CITYDEF]!;
  if (s[H_OPT]! & RD_CITY_ANY_WIN && !falls) {
    countRule(s, COV_CITY_FALLS);
    return true;
  }
  return falls;
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

/** Start the defender's retreat (after a defeat, or a successful withdrawal when `withdrawal`). */
export function startRetreat(c: LwContent, s: S, withdrawal: boolean): void {
  s[BT_STAGE] = AF_RETREAT;
  if (withdrawal) {
    s[BT_WINNER] = s[BT_ATT]!;
    s[BT_RESULT] = R_MINOR;
    defeatTriggers(c, s, defSideOf(s), DEFEAT_WITHDREW);
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
