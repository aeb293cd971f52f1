/**
 * The Supply Segment of a player's Action Phase (4.2 B.b) and what ends with the phase:
 *  13.2.1 an Out-of-Supply stack gets a Foraging marker; a stack in supply loses its marker;
 *  13.2.2 every Foraging stack rolls on the Attrition Table (DRM: - Commanding General's Attack rating,
 *         +2 Demoralized, +3 Winter / +1 Spring or Fall, +1 Woods, +2 Mountain or Marsh); the SPs it
 *         loses go to the Displaced Box;
 *  13.6   every Isolated stack, Fort or Coastal Fort not exempted by a Source of Provisions rolls on the
 *         Surrender Table (+ a General's Defense rating, +2 holding an Objective/Resource hex with a
 *         Fort, +1 without); 3 points surrender it (10.3.5 for Coastal Forts whose port is lost);
 *  18.1   a Supply card spares one stack Attrition and Surrender this phase;
 *  10.2.2 forts under construction complete at the end of the next friendly Action Phase;
 *  10.1.3 an Entrenchment with no friendly SP or Militia at the end of any Action Phase is removed.
 * Reading: each Isolated stack (or lone Fort) is its own Isolated Group (13.6.2 groups stacks within a
 * 4-MP LOC of each other; the pack's stacks rarely sit that close while isolated).
 */
import type { UscwContent } from './content.js';
import { commanding, d6, displaceGen, displaceSp, season, spEliminated } from './common.js';
import { enemyState, markerEligible } from './control.js';
import { derived, type Derived } from './derived.js';
import { CSA, G_SUPCARD, USA } from './layout.js';
import { NF_CF, NF_ISLAND, NF_OBJ, NF_RES, T_MARSH, T_MOUNTAIN, T_WOODS } from './mapmodel.js';
import { locEnters } from './supply.js';
import {
  buildOwner,
  buildStage,
  demor,
  entrench,
  fortLevel,
  fortOwner,
  forage,
  gensAt,
  milLoc,
  setBuild,
  setDemor,
  setEntrench,
  setForage,
  setFort,
  setMarker,
  setMilLoc,
  setSp,
  setSurrPts,
  sp,
  surrPts,
  type S,
} from './state.js';
import { afterFortComplete, captureFort } from './fortify.js';
import { eliminateShips, navalSupplySegment } from './navaladv.js';
import { shipNsp, zeroShips } from './navalunits.js';

/** Has side Naval Units at n (Advanced game only)? */
const shipsAt = (c: UscwContent, s: S, n: number, side: number): boolean =>
  shipNsp(c, s, n, side) + zeroShips(c, s, n, side) > 0;

const gbuf = new Int32Array(64);

export function supplySegment(c: UscwContent, s: S, side: number): void {
  const d = derived(c, s);
  const sup = d.supplyOf(side);
  const m = c.map;
  const covered = s[G_SUPCARD]! - 1;
  for (let n = 0; n < m.nn; n++) {
    const stack = sp(c, s, n, side) > 0;
    const lone = !stack && (fortOwner(c, s, n) === side || (m.flags[n]! & NF_CF && d.ctrl[n] === side));
    if (!stack && !lone) {
      // 21.2.7: ships Low on Coal keep their own Surrender Points (navaladv.ts lowOnCoal)
      const keep = sp(c, s, n, 1 - side) > 0 || shipsAt(c, s, n, side);
      setSurrPts(c, s, n, keep ? surrPts(c, s, n) : 0);
      continue;
    }
    const full = sup.full[n] === 1;
    const limited = sup.loc[n] === 1 || sup.fortress[n] === 1;
    if (stack) {
      if (!full && !limited) setForage(c, s, n, side, true);
      else if (forage(c, s, n, side)) setForage(c, s, n, side, false);
      if (forage(c, s, n, side) && n !== covered) attrition(c, s, n, side);
    }
    const isolated = isIsolated(c, d, n, side, full, sup.loc[n] === 1);
    if (!isolated) {
      setSurrPts(c, s, n, 0);
      continue;
    }
    if (n === covered || provisions(c, s, d, n, side)) continue;
    surrenderCheck(c, s, n, side);
  }
  navalSupplySegment(c, s, side);
  completeForts(c, s, side);
  emptyEntrenchments(c, s);
}

/** 10.3.5: a CSA Coastal Fort (not Morgan or St. Philip/Jackson) is Isolated once its port is Union. */
function isIsolated(
  c: UscwContent,
  d: Derived,
  n: number,
  side: number,
  full: boolean,
  loc: boolean,
): boolean {
  const m = c.map;
  if (m.flags[n]! & NF_CF && side === CSA) {
    const port = m.cfPort[n]!;
    const special = m.name[n] === 'Fort Morgan' || m.name[n] === 'Forts St. Philip/Jackson';
    if (!special && port >= 0) return d.ctrl[port] === USA;
  }
  return !full && !loc;
}

function attrition(c: UscwContent, s: S, n: number, side: number): void {
  const m = c.map;
  const k = gensAt(c, s, n, side, gbuf);
  const cg = commanding(c, s, gbuf, k, true);
  const t = m.terrain[n]!;
  const sea = season(c, s);
  let drm = cg >= 0 ? -c.gens[cg]!.att : 0;
  if (demor(c, s, n, side)) drm += 2;
  drm += sea === 0 ? 3 : sea === 2 ? 0 : 1;
  drm += t === T_WOODS ? 1 : t === T_MOUNTAIN || t === T_MARSH ? 2 : 0;
  const tb = c.tables;
  const r = d6(s) + drm - tb.attritionFirst;
  const lost = Math.min(sp(c, s, n, side), tb.attrition[Math.max(0, Math.min(tb.attrition.length - 1, r))]!);
  if (lost <= 0) return;
  setSp(c, s, n, side, sp(c, s, n, side) - lost);
  displaceSp(s, side, m.theater[n]!, lost);
  if (sp(c, s, n, side) === 0) {
    // 7.6: generals left without SPs go to the Displaced Box (the owner's choice, read as displacement)
    for (let i = 0; i < k; i++) displaceGen(c, s, gbuf[i]!, m.theater[n]!);
    setDemor(c, s, n, side, false);
    setForage(c, s, n, side, false);
  }
}

/**
 * Source of Provisions (13.6.1): a space other than an Island or Coastal Fort that is neither enemy-
 * controlled nor next to an enemy SP, at the stack's hex or within a 4-MP LOC of it. A Confederate
 * Coastal Fort uses one only while its port is Confederate (except Morgan and St. Philip/Jackson).
 */
function provisions(c: UscwContent, s: S, d: Derived, n: number, side: number): boolean {
  const m = c.map;
  if (m.flags[n]! & NF_CF && side === CSA) {
    const port = m.cfPort[n]!;
    const special = m.name[n] === 'Fort Morgan' || m.name[n] === 'Forts St. Philip/Jackson';
    if (!special && port >= 0 && d.ctrl[port] !== CSA) return false;
  }
  const ok = (v: number): boolean => provisionSpace(c, s, d, v, side);
  if (ok(n)) return true;
  for (let e = m.adjStart[n]!; e < m.adjStart[n + 1]!; e++) {
    const v = m.adjTo[e]!;
    if (locEnters(c, s, d, side, n, e, v) && ok(v)) return true;
  }
  return false;
}

/** 13.6.1: is v itself a Source of Provisions for side (not an Island or CF, not enemy, no enemy SP beside)? */
export function provisionSpace(c: UscwContent, s: S, d: Derived, v: number, side: number): boolean {
  const m = c.map;
  if (m.flags[v]! & (NF_CF | NF_ISLAND) || d.ctrl[v] === 1 - side) return false;
  for (let e = m.adjStart[v]!; e < m.adjStart[v + 1]!; e++)
    if (sp(c, s, m.adjTo[e]!, 1 - side) > 0) return false;
  return true;
}

function surrenderCheck(c: UscwContent, s: S, n: number, side: number): void {
  const m = c.map;
  const k = gensAt(c, s, n, side, gbuf);
  let drm = 0;
  for (let i = 0; i < k; i++) drm = Math.max(drm, c.gens[gbuf[i]!]!.def);
  if (m.flags[n]! & (NF_OBJ | NF_RES)) drm += fortOwner(c, s, n) === side ? 2 : 1;
  const total = surrenderTotal(c, s, n, drm);
  if (total >= 3) surrender(c, s, n, side);
  else setSurrPts(c, s, n, total);
}

/** 13.6.4: the Surrender roll at n with drm; returns the Surrender Points after it (3: surrender). */
export function surrenderTotal(c: UscwContent, s: S, n: number, drm: number): number {
  const tb = c.tables;
  const r = d6(s) + drm - tb.surrenderFirst;
  const pts = tb.surrender[Math.max(0, Math.min(tb.surrender.length - 1, r))]!;
  return pts >= 3 ? 3 : surrPts(c, s, n) + pts;
}

/** 13.6.3: SPs and Entrenchments eliminated, Forts captured, Generals and Militia displaced. */
function surrender(c: UscwContent, s: S, n: number, side: number): void {
  const m = c.map;
  const th = m.theater[n]!;
  spEliminated(s, side, sp(c, s, n, side));
  setSp(c, s, n, side, 0);
  setDemor(c, s, n, side, false);
  setForage(c, s, n, side, false);
  setSurrPts(c, s, n, 0);
  const k = gensAt(c, s, n, side, gbuf);
  for (let i = 0; i < k; i++) displaceGen(c, s, gbuf[i]!, th);
  if (milLoc(c, s, side, m.stateOf[n]!) === n) displaceMilitia(c, s, side, m.stateOf[n]!);
  if (entrench(c, s, n) === side) setEntrench(c, s, n, -1);
  if (fortOwner(c, s, n) === side) captureFort(c, s, n, 1 - side);
  if (m.flags[n]! & (NF_CF | NF_ISLAND)) setMarker(c, s, n, 1 - side);
  // 21.2.7: the side's Naval Units there are part of the Isolated Group: eliminated with it
  if (shipsAt(c, s, n, side)) eliminateShips(c, s, n, side);
}

function displaceMilitia(c: UscwContent, s: S, side: number, st: number): void {
  setMilLoc(c, s, side, st, -1);
}

/** 10.2.2: forts of `side` under construction advance; those due complete. */
function completeForts(c: UscwContent, s: S, side: number): void {
  for (let n = 0; n < c.map.nn; n++) {
    const st = buildStage(c, s, n);
    if (st === 0 || buildOwner(c, s, n) !== side) continue;
    if (st === 1) {
      setBuild(c, s, n, 2, side);
      continue;
    }
    setBuild(c, s, n, 0, 0);
    setFort(c, s, n, fortLevel(c, s, n) + 1, side);
    afterFortComplete(c, s, n, side);
  }
}

/** 10.1.3: Entrenchments without a friendly SP or Militia are removed (a Control marker where eligible). */
function emptyEntrenchments(c: UscwContent, s: S): void {
  for (let n = 0; n < c.map.nn; n++) {
    const o = entrench(c, s, n);
    if (o < 0) continue;
    if (sp(c, s, n, o) > 0 || milLoc(c, s, o, c.map.stateOf[n]!) === n) continue;
    setEntrench(c, s, n, -1);
    if (markerEligible(c, s, n, o) && enemyState(c, s, n, o)) setMarker(c, s, n, o);
  }
}
