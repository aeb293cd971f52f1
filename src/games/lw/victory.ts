/**
 * Timekeeping and victory (21.0-21.3): the political collapse at the end of a turn (21.1: a player at
 * 0 PC and 0 CSP loses; 10.6.6), CSP back to 0 (21.2), the turn advanced with the per-turn markers
 * cleared, and on the last turn the Victory Point Table (21.3) with the scenario's margin.
 *
 * Readings (README): each side scores the listed major cities it controls (option read-21.3-city-vp:
 * or only those it took from the enemy; Washington only for the Confederacy, Richmond only for the
 * Union); "enemy stars out of supply" counts the enemy's generals
 * marked OOS in the last Supply Phase; both sides collapsing together is a draw.
 */
import { countRule, COV_CITY_VP } from './coverage.js';
import { endGame } from '../../core/header.js';
import type { LwContent } from './content.js';
import {
  CH_TURN,
  CSA,
  G_FLAGS,
  G_LOC,
  G_STARS,
  GF_ABSORBED,
  GF_GIC,
  GF_LOST,
  GF_LOST_PREV,
  GF_LOST_TO_1,
  GF_NAVAL,
  GF_OOS,
  GF_PROMOTED,
  GF_RAILED,
  GF_RETURNED,
  GF_WON,
  H_BI,
  H_BUY,
  H_CAMP_USED,
  H_CSP,
  H_EP,
  H_ET_MET,
  H_ET_RICH,
  H_EXCHANGED,
  H_GIC_LOST,
  H_GIC_LOST_PREV,
  H_LASTIDX,
  H_OCEAN_USED,
  H_OPT,
  H_PARAM,
  H_PASS,
  H_PC,
  H_PEACE,
  H_PHASE,
  H_PLAYS,
  H_PLOT_VP,
  H_RAIL_USED,
  H_RIVER_USED,
  H_SUB,
  H_TURNIDX,
  H_VP,
  P_IGNORE_VP,
  P_MARGIN,
  P_VICTORY_SIDE,
  PH_INITIATIVE,
  RAIDER,
  RAIDER_CAP,
  PORT_BASE,
  USA,
  V_POINTS,
  V_POLITICAL,
  X_FLAGS,
  XF_BLOCK_IT,
} from './layout.js';
import { CFL_KY, CFL_MISS, CFL_MO, CFL_SPORT } from './mapdata.js';
import { blockaded } from './naval.js';
import { RD_CITY_VP_CAPTURED } from './options.js';
import { ctrlOf, occupied, type S } from './state.js';

export const IGNORE_MISSISSIPPI = 1;
export const IGNORE_PORTS = 2;

/** A side's Victory Points now (21.3). */
export function victoryPoints(c: LwContent, s: S, side: number): number {
  const ignore = s[H_PARAM + P_IGNORE_VP]!;
  let vp = Math.floor(s[H_PC + side]! / 3);
  if (side === CSA && !s[H_EP]) vp += 3; // No Emancipation Proclamation
  if (side === USA && !s[H_BI]) vp += 3; // Prevent British Intervention
  vp += s[H_PLOT_VP + side]!;
  for (let g = 0; g < c.ng; g++)
    if (c.genSide[g] !== side && s[G_LOC + g]! >= 0 && s[G_FLAGS + g]! & GF_OOS) vp += s[G_STARS + g]!;
  if (controls(c, s, side, CFL_KY) >= 3) vp += 3;
  if (controls(c, s, side, CFL_MO) >= 4) vp += 3;
  for (let k = 0; k < c.ncity; k++) {
    if (ctrlOf(s, k) !== side || !c.cityVp[k]) continue;
    if (k === c.washington && side !== CSA) continue;
    if (k === c.richmond && side !== USA) continue;
    if (s[H_OPT]! & RD_CITY_VP_CAPTURED && c.cityOrig[k] === side) continue;
    vp += c.cityVp[k]!;
  }
  if (side === USA && !(ignore & IGNORE_MISSISSIPPI)) {
    let all = true;
    for (let k = 0; k < c.ncity; k++) if (c.cityFlags[k]! & CFL_MISS && ctrlOf(s, k) !== USA) all = false;
    if (all) vp += 6;
  }
  if (!(ignore & IGNORE_PORTS)) vp += portPoints(c, s, side);
  if (side === CSA)
    for (let i = 0; i < RAIDER_CAP; i++) if (s[RAIDER + i]! >= 0 && s[RAIDER + i]! < PORT_BASE) vp += 1;
  return vp;
}

function controls(c: LwContent, s: S, side: number, flag: number): number {
  let n = 0;
  for (let k = 0; k < c.ncity; k++) if (c.cityFlags[k]! & flag && ctrlOf(s, k) === side) n++;
  return n;
}

/** Southern Ocean Ports: the Union 1 each blockaded or held; the Confederacy the supply value of each open one. */
function portPoints(c: LwContent, s: S, side: number): number {
  let vp = 0;
  for (let k = 0; k < c.ncity; k++) {
    if (!(c.cityFlags[k]! & CFL_SPORT)) continue;
    const held = ctrlOf(s, k) === USA || occupied(c, s, c.cityHex[k]!, USA);
    if (side === USA && (held || blockaded(c, s, k))) vp += 1;
    if (side === CSA && !held && !blockaded(c, s, k)) vp += Math.max(0, c.citySup[k]!);
  }
  return vp;
}

/** Union VP minus Confederate VP (the outcome's margin). */
export function margin(c: LwContent, s: S): number {
  return victoryPoints(c, s, USA) - victoryPoints(c, s, CSA);
}

/**
 * The Timekeeping Phase. Returns true if the game ended. 21.1: collapse; 21.3: the last turn's VP
 * (the scenario's side must win by its margin, otherwise the other side wins).
 */
/** Reading read-21.3-city-vp=captured: does a side hold a listed city of its own that 'held' would score? */
function ownCitiesLeftOut(c: LwContent, s: S): boolean {
  for (let k = 0; k < c.ncity; k++) {
    const side = ctrlOf(s, k);
    if (!c.cityVp[k] || side !== c.cityOrig[k] || side > CSA) continue;
    if ((k === c.washington && side !== CSA) || (k === c.richmond && side !== USA)) continue;
    return true;
  }
  return false;
}

export function timekeeping(c: LwContent, s: S): boolean {
  const down = [USA, CSA].map((side) => s[H_PC + side] === 0 && s[H_CSP + side] === 0);
  if (down[0] || down[1]) {
    endGame(s, down[0] && down[1] ? -1 : down[0] ? CSA : USA, V_POLITICAL, margin(c, s));
    return true;
  }
  s[H_CSP] = 0;
  s[H_CSP + 1] = 0;
  s[H_VP] = victoryPoints(c, s, USA);
  s[H_VP + 1] = victoryPoints(c, s, CSA);
  if (s[H_OPT]! & RD_CITY_VP_CAPTURED && ownCitiesLeftOut(c, s)) countRule(s, COV_CITY_VP);
  if (s[H_TURNIDX]! >= s[H_LASTIDX]!) {
    const m = margin(c, s);
    const fav = s[H_PARAM + P_VICTORY_SIDE]!;
    const lead = fav === USA ? m : -m;
    endGame(s, lead >= s[H_PARAM + P_MARGIN]! ? fav : 1 - fav, V_POINTS, m);
    return true;
  }
  nextTurn(c, s);
  return false;
}

/** 21.2: advance the turn token; clear the markers that last a turn. */
function nextTurn(c: LwContent, s: S): void {
  s[H_TURNIDX] = s[H_TURNIDX]! + 1;
  s[CH_TURN] = s[H_TURNIDX]! + 1;
  const perTurn =
    GF_PROMOTED |
    GF_RAILED |
    GF_NAVAL |
    GF_ABSORBED |
    GF_RETURNED |
    GF_WON |
    GF_LOST_TO_1 |
    GF_LOST |
    GF_LOST_PREV;
  for (const side of [USA, CSA]) {
    let gicLost = 0;
    for (let g = 0; g < c.ng; g++)
      if (c.genSide[g] === side && s[G_FLAGS + g]! & GF_GIC && s[G_FLAGS + g]! & GF_LOST) gicLost = 1;
    s[H_GIC_LOST_PREV + side] = gicLost || s[H_GIC_LOST + side] ? 1 : 0;
    s[H_GIC_LOST + side] = 0;
  }
  for (let g = 0; g < c.ng; g++) {
    const lost = (s[G_FLAGS + g]! & GF_LOST) !== 0;
    s[G_FLAGS + g] = (s[G_FLAGS + g]! & ~perTurn) | (lost ? GF_LOST_PREV : 0);
  }
  for (let i = 0; i < 8; i++) s[H_BUY + i] = 0;
  for (const side of [USA, CSA]) {
    s[H_RAIL_USED + side] = 0;
    s[H_RIVER_USED + side] = 0;
    s[H_CAMP_USED + side] = 0;
    s[H_PASS + side] = 0;
    s[H_PLAYS + side] = 0;
    s[H_EXCHANGED + side] = 0;
  }
  s[H_OCEAN_USED] = 0;
  s[H_ET_MET] = 0;
  s[H_ET_RICH] = 0;
  s[H_PEACE] = 0;
  for (let h = 0; h < c.nh; h++) s[X_FLAGS + h] = s[X_FLAGS + h]! & ~(XF_BLOCK_IT | (XF_BLOCK_IT << 8));
  s[H_PHASE] = PH_INITIATIVE;
  s[H_SUB] = 0;
}
