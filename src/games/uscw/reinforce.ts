/**
 * The Reinforcement Phase (3.1, 14): a cursor (G_CURSOR) walks the segments in order.
 *  A  Union (14.2): 6 SPs East (Objective hexes and the Chesapeake box), 3 Ohio/Indiana, 3 Illinois, 2 in
 *     St. Louis (lost unless Union and in Full Supply); none in Winter (14.1.2); a free fort (10.2.6);
 *     two cards (one on Turns 2-3, S1.3), discarding down to five (18.2); naval reinforcements (21.9).
 *  B  Confederate (14.3-14.5): War Industry (one Arsenal in a state of the Random States Table,
 *     re-rolled when none fits); SPs = (Resource + Arsenals + Border recruits + Blockade Running -
 *     Maintenance - Salt) / 10, minus 10 in Winter (below zero: non-isolated SPs removed); 1 SP to the
 *     Trans-Mississippi, the rest split East/West, the odd one East; two cards; naval table (21.10).
 *  C  Displaced Box (14.6): Union then CSA: Generals (a displaced cavalry General after a full turn
 *     out, 8.7), Militia, and half the SPs of each theater (rounded down; as many eliminated; an odd
 *     one stays; those that cannot be placed go back).
 */
import { CH_TURN, countRule } from '../../core/header.js';
import { COV_SALT } from './coverage.js';
import type { UscwContent } from './content.js';
import * as A from './actions.js';
import { drawCard, overHand, turnDraws } from './cards.js';
import { d6, roll2d6, season, spCreated, spEliminated } from './common.js';
import { NEUTRAL, csaArsenalBp, csaResourceBp } from './control.js';
import { derived } from './derived.js';
import { canBuildFort } from './fortify.js';
import {
  CSA,
  G_BORDER,
  G_CURSOR,
  G_DISP,
  G_FREEFORT,
  G_LASTSCORE,
  G_MAINT,
  G_POOL,
  GS_DISPLACED,
  GW_RETURN_SHIFT,
  GW_THEATER_SHIFT,
  USA,
} from './layout.js';
import { NF_OBJ, NF_RUNNER, NF_SALT, TH_TM } from './mapmodel.js';
import { OPT_SALT, opt, optAdvancedNaval } from './options.js';
import { decide } from './phase.js';
import { anyPlace, clearStatePlaced } from './placement.js';
import { addSp, genStatus, gw, milExists, milLoc, type S } from './state.js';
import { navalReinforcements } from './navaladv.js';

export const R_START = 0;
export const R_UNION = 1;
export const R_FORT = 2;
export const R_UDRAW = 3;
const R_UNAVAL = 4;
export const R_INDUSTRY = 5;
export const R_CSA_SP = 6;
export const R_WINTER = 7;
export const R_CSA_PLACE = 8;
const R_CDRAW = 9;
const R_CNAVAL = 10;
export const R_DISP_US = 11;
const R_DISP_CS = 12;
const R_DONE = 13;

/** One step of the phase; true when it is over. */
export function reinforcementStep(c: UscwContent, s: S): boolean {
  const k = s[G_CURSOR]!;
  switch (k) {
    case R_START:
      startPhase(c, s);
      s[G_CURSOR] = R_UNION;
      return false;
    case R_UNION:
      if (!placePools(c, s, USA, A.PL_UNION, [0, 1, 2])) s[G_CURSOR] = R_FORT;
      return false;
    case R_FORT:
      s[G_CURSOR] = R_UDRAW;
      freeFort(c, s);
      return false;
    case R_UDRAW:
    case R_CDRAW:
      draws(c, s, k === R_UDRAW ? USA : CSA);
      s[G_CURSOR] = k + 1;
      return false;
    case R_UNAVAL:
    case R_CNAVAL:
      navalReinforcements(c, s, k === R_UNAVAL ? USA : CSA);
      s[G_CURSOR] = k + 1;
      if (k === R_CNAVAL) for (let i = 0; i < 4; i++) s[G_POOL + i] = 0;
      return false;
    case R_INDUSTRY:
      s[G_CURSOR] = R_CSA_SP;
      warIndustry(c, s);
      return false;
    case R_CSA_SP:
      csaSps(c, s);
      s[G_CURSOR] = R_WINTER;
      return false;
    case R_WINTER:
      if (s[G_POOL + 3]! > 0 && anyPlace(c, s, A.PL_WINTER, 0, CSA)) decide(s, A.D_PLACE, CSA, A.PL_WINTER);
      else s[G_CURSOR] = R_CSA_PLACE;
      return false;
    case R_CSA_PLACE:
      if (!placePools(c, s, CSA, A.PL_CSA, [TH_TM, 0, 1])) s[G_CURSOR] = R_CDRAW;
      return false;
    case R_DISP_US:
    case R_DISP_CS:
      if (displacedStep(c, s, k === R_DISP_US ? USA : CSA)) {
        s[G_CURSOR] = k + 1;
        s[G_POOL + 2] = 0;
      }
      return false;
  }
  return k >= R_DONE;
}

/** 17.1.3: Kentucky, still neutral, turns Union at the start of 1862 (Turn 4). The Union pools (14.2.1). */
function startPhase(c: UscwContent, s: S): void {
  if (s[CH_TURN]! >= 4 && s[G_BORDER + 1] === NEUTRAL) s[G_BORDER + 1] = USA;
  const r = c.tables.json.unionReinforcements;
  const winter = season(c, s) === 0;
  s[G_POOL] = winter ? 0 : r.east;
  s[G_POOL + 1] = winter ? 0 : r.ohioIndiana;
  s[G_POOL + 2] = winter ? 0 : r.illinois;
  s[G_POOL + 3] = 0;
  clearStatePlaced(s);
  const stl = c.map.nodeByName.get('St. Louis');
  if (!winter && stl !== undefined) {
    const d = derived(c, s);
    if (d.ctrl[stl] === USA && d.supplyOf(USA).full[stl]) {
      addSp(c, s, stl, USA, r.stLouis);
      spCreated(s, USA, r.stLouis);
    }
  }
  s[G_FREEFORT] = 1;
}

/** Ask for the next placement of a pool; false when every pool is placed or cannot be. */
function placePools(c: UscwContent, s: S, side: number, purpose: number, order: readonly number[]): boolean {
  for (const q of order) {
    if (s[G_POOL + q]! <= 0) continue;
    if (anyPlace(c, s, purpose, q, side)) {
      decide(s, A.D_PLACE, side, purpose, q);
      return true;
    }
    s[G_POOL + q] = 0; // 14.2.2, 14.3.5: no legal space, the SPs are lost
  }
  return false;
}

function freeFort(c: UscwContent, s: S): void {
  const d = derived(c, s);
  for (let n = 0; n < c.map.nn; n++)
    if (canBuildFort(c, s, d, n, USA)) {
      decide(s, A.D_FREEFORT, USA);
      return;
    }
}

function draws(c: UscwContent, s: S, side: number): void {
  for (let i = turnDraws(s[CH_TURN]!); i > 0; i--) drawCard(c, s, side);
  if (overHand(s, side)) decide(s, A.D_DISCARD, side);
}

/** 14.5: one Arsenal in a state from the Random States Table (re-rolled until one has a place). */
function warIndustry(c: UscwContent, s: S): void {
  for (let k = 0; k < 30; k++) {
    const st = c.tables.randomState[roll2d6(s)]!;
    if (st >= 0 && anyPlace(c, s, A.PL_ARSENAL, st, CSA)) {
      decide(s, A.D_PLACE, CSA, A.PL_ARSENAL, st);
      return;
    }
  }
}

/** Year index (0 = 1861) of a turn: T1-3 1861, T4-8 1862, T9-13 1863, T14-18 1864, T19-20 1865. */
function yearIndex(turn: number): number {
  return turn <= 3 ? 0 : turn <= 8 ? 1 : turn <= 13 ? 2 : turn <= 18 ? 3 : 4;
}

/** 14.4.2-14.4.7: is the Blockade Runner Port at n open? */
export function runnerOpen(c: UscwContent, s: S, n: number): boolean {
  const m = c.map;
  const d = derived(c, s);
  if (d.ctrl[n] !== CSA) return false;
  if (m.name[n] === 'Brownsville') {
    const g = m.nodeByName.get('Galveston');
    return g !== undefined && d.ctrl[g] === USA;
  }
  let cf = m.portCf[n]!;
  if (m.name[n] === 'Norfolk') cf = m.nodeByName.get('Fort Monroe') ?? -1;
  return cf < 0 || d.ctrl[cf] === CSA;
}

/** Sum of open runner modifiers per zone (14.4.3), -1 when a zone has none open. */
export function blockadeDrms(c: UscwContent, s: S): [number, number, number] {
  const out: [number, number, number] = [0, 0, 0];
  const any = [false, false, false];
  for (let n = 0; n < c.map.nn; n++) {
    if (!(c.map.flags[n]! & NF_RUNNER) || !runnerOpen(c, s, n)) continue;
    const z = c.map.runnerZone[n]!;
    out[z] = out[z]! + c.map.runnerMod[n]!;
    any[z] = true;
  }
  for (let z = 0; z < 3; z++) if (!any[z]) out[z] = -1;
  return out;
}

/** Closed runner points (the scenario-end bonus, S1.2): the modifiers of closed ports. */
export function closedRunnerPoints(c: UscwContent, s: S): number {
  let t = 0;
  for (let n = 0; n < c.map.nn; n++)
    if (c.map.flags[n]! & NF_RUNNER && c.map.name[n] !== 'Brownsville' && !runnerOpen(c, s, n))
      t += c.map.runnerMod[n]!;
  return t;
}

/** 14.3.3: 3 BP per CSA-controlled Objective hex of Kentucky and of Missouri, at most 9 each. */
export function borderRecruits(c: UscwContent, s: S): number {
  const d = derived(c, s);
  let ky = 0;
  let mo = 0;
  for (let n = 0; n < c.map.nn; n++) {
    if (!(c.map.flags[n]! & NF_OBJ) || d.ctrl[n] !== CSA) continue;
    const p = c.map.states[c.map.stateOf[n]!]!.postal;
    if (p === 'KY') ky += 3;
    if (p === 'MO') mo += 3;
  }
  return Math.min(9, ky) + Math.min(9, mo);
}

/** 22.2: BP lost for the Salt hexes the Union holds: 0, 1, 3, 7 for 1-4 hexes (cumulative). */
export function saltLoss(c: UscwContent, s: S): number {
  if (!opt(s, OPT_SALT)) return 0;
  const d = derived(c, s);
  let k = 0;
  for (let n = 0; n < c.map.nn; n++) if (c.map.flags[n]! & NF_SALT && d.ctrl[n] === USA) k++;
  return [0, 0, 1, 3, 7][Math.min(4, k)]!;
}

/** 14.4.4-14.4.5: roll each zone on the Blockade Table of the year; '+2M' raises Maintenance. */
function blockadeRunning(c: UscwContent, s: S): number {
  const drm = blockadeDrms(c, s);
  const y = yearIndex(s[CH_TURN]!);
  const bp = c.tables.blockadeBp[y]!;
  const infl = c.tables.blockadeM[y]!;
  let total = 0;
  for (let z = 0; z < 3; z++) {
    const r = Math.max(0, Math.min(bp.length - 1, d6(s) + drm[z]!));
    total += bp[r]!;
    if (infl[r]) s[G_MAINT] = s[G_MAINT]! + 2;
  }
  return total;
}

/** 14.3.1, 14.1.2, 14.3.5: the Confederate SPs of the turn and where they go. */
function csaSps(c: UscwContent, s: S): void {
  const d = derived(c, s);
  const salt = saltLoss(c, s);
  if (salt > 0) countRule(s, COV_SALT); // 22.2
  const bp =
    csaResourceBp(c, s, d.ctrl) +
    csaArsenalBp(c, s, d.ctrl) +
    borderRecruits(c, s) +
    blockadeRunning(c, s) -
    s[G_MAINT]! -
    salt;
  s[G_LASTSCORE] = bp;
  let n = Math.floor(Math.max(0, bp) / 10);
  if (season(c, s) === 0) n -= 10;
  s[G_POOL + 3] = n < 0 ? -n : 0;
  clearStatePlaced(s);
  const tm = n > 0 ? 1 : 0;
  const rest = Math.max(0, n - tm);
  s[G_POOL + TH_TM] = tm;
  s[G_POOL + 1] = Math.floor(rest / 2);
  s[G_POOL] = rest - Math.floor(rest / 2);
}

/** A displaced General's theater; -1 when he may not return yet (8.7). */
export function returnedGeneral(c: UscwContent, s: S, g: number): number {
  return (gw(c, s, g) >>> GW_THEATER_SHIFT) & 3;
}

function mayReturn(c: UscwContent, s: S, g: number): boolean {
  // 21.2.8: displaced Naval Leaders return to Naval Units in the Advanced game (placement.ts)
  if (genStatus(c, s, g) !== GS_DISPLACED || (c.gens[g]!.naval && !optAdvancedNaval(s))) return false;
  return ((gw(c, s, g) >>> GW_RETURN_SHIFT) & 31) <= s[CH_TURN]!;
}

/**
 * 14.6 for one side, one item per call (G_POOL+2 is the cursor: generals, then militia, then the three
 * theaters' SPs). True when the side is done.
 */
function displacedStep(c: UscwContent, s: S, side: number): boolean {
  const ng = c.ng;
  const nst = c.map.states.length;
  for (;;) {
    const i = s[G_POOL + 2]!;
    if (i < ng) {
      s[G_POOL + 2] = i + 1;
      if (c.gens[i]!.side === side && mayReturn(c, s, i) && anyPlace(c, s, A.PL_DISP_GEN, i, side)) {
        decide(s, A.D_PLACE, side, A.PL_DISP_GEN, i);
        return false;
      }
      continue;
    }
    if (i < ng + nst) {
      s[G_POOL + 2] = i + 1;
      const st = i - ng;
      if (milExists(c, s, side, st) && milLoc(c, s, side, st) < 0 && anyPlace(c, s, A.PL_MILITIA, st, side)) {
        decide(s, A.D_PLACE, side, A.PL_MILITIA, st);
        return false;
      }
      continue;
    }
    if (i < ng + nst + 3) {
      if (returnSps(c, s, side, i - ng - nst)) return false;
      s[G_POOL + 2] = i + 1;
      continue;
    }
    return true;
  }
}

/** Half the theater's SPs (rounded down) to place, as many eliminated, the odd one stays. True while placing. */
function returnSps(c: UscwContent, s: S, side: number, th: number): boolean {
  const box = G_DISP + side * 3 + th;
  if (s[G_POOL + 3]! === 0 && s[G_POOL + 1] !== th + 100) {
    const k = s[box]!;
    const r = Math.floor(k / 2);
    s[box] = k - 2 * r;
    spEliminated(s, side, r);
    s[G_POOL + 3] = r;
    s[G_POOL + 1] = th + 100;
  }
  if (s[G_POOL + 3]! > 0 && anyPlace(c, s, A.PL_DISP_SP, th, side)) {
    decide(s, A.D_PLACE, side, A.PL_DISP_SP, th);
    return true;
  }
  s[box] = s[box]! + s[G_POOL + 3]!;
  s[G_POOL + 3] = 0;
  s[G_POOL + 1] = 0;
  return false;
}
