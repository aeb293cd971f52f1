/**
 * Fortifications (10) and what a Union Control marker or Fort does to a Resource Hex (6.4.1).
 *  10.1.2 Entrench for 1 AP in a friendly-controlled state where a friendly SP or Militia stands (or
 *         2 MP during movement with 2+ SPs, move.ts); never in a Coastal Fort.
 *  10.2.2 Build an F1 with a Special Action card of the theater in a friendly-controlled space in Full
 *         Supply; it completes at the end of the next friendly Action Phase (supplyseg.ts).
 *  10.2.3 Upgrades F1 -> F2 -> F3 only in Objective or Resource hexes, the same way.
 *  10.2.4 One completed fortification per hex.
 *  10.2.5 A captured F2/F3 drops a level and changes sides; a captured F1 is removed (a Control marker
 *         of the captor where eligible).
 *  10.2.6 The Union builds or upgrades one fort free each Reinforcement Phase (placement.ts).
 *  6.4.1  A Union marker or completed fort on a Resource hex destroys its Arsenals; from 1863 (Turn 9)
 *         a Heartland (MS, AL, GA, SC) Resource hex worth 2+ is Destroyed unless it already held a
 *         Union marker or fort. Its lost value stays Union VP (19.3.1 Burned but recaptured).
 *  S1.3   no Fort may be started in New Madrid while Kentucky is neutral.
 */
import { CH_TURN } from '../../core/header.js';
import type { UscwContent } from './content.js';
import { enemyState, markerEligible, stateOwner } from './control.js';
import type { Derived } from './derived.js';
import { B_DESTROYED, G_ARS_DESTROYED, G_BURNED, USA } from './layout.js';
import { NF_CF, NF_OBJ, NF_RES } from './mapmodel.js';
import { kyClosed } from './supply.js';
import {
  arsenals,
  buildStage,
  entrench,
  fortLevel,
  fortOwner,
  marker,
  milLoc,
  nb,
  setArsenals,
  setBit,
  setBuild,
  setEntrench,
  setFort,
  setMarker,
  sp,
  type S,
} from './state.js';

const HEARTLAND = ['MS', 'AL', 'GA', 'SC'];

/** May side entrench n for 1 AP (10.1.2)? */
export function canEntrench(c: UscwContent, s: S, n: number, side: number): boolean {
  const m = c.map;
  if (m.flags[n]! & NF_CF || entrench(c, s, n) >= 0 || fortLevel(c, s, n) > 0) return false;
  if (sp(c, s, n, side) === 0 && milLoc(c, s, side, m.stateOf[n]!) !== n) return false;
  return stateOwner(c, s, m.stateOf[n]!) === side;
}

/** May side start a fort (or an upgrade) at n with a card (10.2.2, 10.2.3)? */
export function canBuildFort(c: UscwContent, s: S, d: Derived, n: number, side: number): boolean {
  const m = c.map;
  if (m.flags[n]! & NF_CF || buildStage(c, s, n) > 0 || d.ctrl[n] !== side) return false;
  if (sp(c, s, n, 1 - side) > 0 || kyClosed(c, s, n)) return false;
  const lvl = fortLevel(c, s, n);
  if (lvl > 0 && (fortOwner(c, s, n) !== side || lvl >= 3 || !(m.flags[n]! & (NF_OBJ | NF_RES))))
    return false;
  return d.supplyOf(side).full[n] === 1;
}

/** Start a fort or upgrade at n; `stage` 2 completes at the end of this friendly phase, 1 the next. */
export function startFort(c: UscwContent, s: S, n: number, side: number, stage: number): void {
  setBuild(c, s, n, stage, side);
}

/** On completion (10.2.2): the hex's Control marker and Entrenchment go; a Union fort takes a Resource hex. */
export function afterFortComplete(c: UscwContent, s: S, n: number, side: number): void {
  setEntrench(c, s, n, -1);
  const hadUnion = marker(c, s, n) === USA;
  setMarker(c, s, n, -1);
  if (side === USA) unionTakesResource(c, s, n, hadUnion);
}

/** 10.2.5: a fort captured by `captor`. */
export function captureFort(c: UscwContent, s: S, n: number, captor: number): void {
  const lvl = fortLevel(c, s, n);
  if (lvl >= 2) {
    setFort(c, s, n, lvl - 1, captor);
    if (captor === USA) unionTakesResource(c, s, n, false);
  } else {
    setFort(c, s, n, 0, 0);
    if (markerEligible(c, s, n, captor) && enemyState(c, s, n, captor)) placeMarker(c, s, n, captor);
  }
  if (buildStage(c, s, n) > 0) setBuild(c, s, n, 0, 0);
}

/** Place side's Control marker at n (6.2), with the Resource-hex effects of a Union marker (6.4.1). */
export function placeMarker(c: UscwContent, s: S, n: number, side: number): void {
  const prior = marker(c, s, n) === USA || fortOwner(c, s, n) === USA;
  setMarker(c, s, n, side);
  if (side === USA) unionTakesResource(c, s, n, prior);
}

/** 6.4.1: Arsenals destroyed; a Heartland hex worth 2+ burned from Turn 9 unless already Union-marked. */
function unionTakesResource(c: UscwContent, s: S, n: number, alreadyMarked: boolean): void {
  const m = c.map;
  if (!(m.flags[n]! & NF_RES)) return;
  const ars = arsenals(c, s, n);
  if (ars > 0) {
    s[G_ARS_DESTROYED] = s[G_ARS_DESTROYED]! + ars;
    setArsenals(c, s, n, 0);
  }
  const printed = m.bp[n]!;
  const heart = HEARTLAND.includes(m.states[m.stateOf[n]!]!.postal);
  if (s[CH_TURN]! >= 9 && heart && printed >= 2 && !alreadyMarked && !(nb(c, s, n) & B_DESTROYED)) {
    setBit(c, s, n, B_DESTROYED, true);
    s[G_BURNED] = s[G_BURNED]! + printed - 1;
  }
}
