/**
 * Control (6.0), state ownership and the Border States (17.1), Confederate Resource Hexes and the
 * Union VP they carry (6.4, 19.3.1). `controllerOf` is the definition of 6.3 over the board; derived.ts
 * caches it per board.
 */
import type { UscwContent } from './content.js';
import { NF_CF, NF_MARKERABLE, NF_OBJ, NF_OFFMAP, NF_RES, SK_NORTH, SK_SOUTH } from './mapmodel.js';
import { B_DESTROYED, B_GARRISON_GONE, CSA, G_ARS_DESTROYED, G_BORDER, G_BURNED, USA } from './layout.js';
import { arsenals, entrench, fortLevel, fortOwner, marker, militiaAt, nb, sp, type S } from './state.js';

export const NEUTRAL = 2;
const BORDER_POSTAL = ['MO', 'KY', 'WV'];

/** Index into G_BORDER of a Border state, -1 for the others. */
export function borderIndex(c: UscwContent, st: number): number {
  return BORDER_POSTAL.indexOf(c.map.states[st]!.postal);
}

/** Owner of state st: USA, CSA or NEUTRAL (6.1, 17.1). */
export function stateOwner(c: UscwContent, s: S, st: number): number {
  const k = c.map.states[st]!.kind;
  if (k === SK_NORTH) return USA;
  if (k === SK_SOUTH) return CSA;
  const b = borderIndex(c, st);
  return b >= 0 ? s[G_BORDER + b]! : NEUTRAL;
}

/** Is n in a state hostile to side (an enemy state: 6.2.1)? Neutral Kentucky is nobody's. */
export function enemyState(c: UscwContent, s: S, n: number, side: number): boolean {
  const o = stateOwner(c, s, c.map.stateOf[n]!);
  return o !== side && o !== NEUTRAL;
}

/** A Northern-state Objective Hex holds a Union intrinsic garrison unless it is gone (17.2.4). */
export function hasGarrison(c: UscwContent, s: S, n: number): boolean {
  const m = c.map;
  return (
    (m.flags[n]! & NF_OBJ) !== 0 &&
    m.states[m.stateOf[n]!]!.kind === SK_NORTH &&
    (nb(c, s, n) & B_GARRISON_GONE) === 0
  );
}

/**
 * Who controls node n (6.3): -1 nobody. Presence first (SPs, a completed fort, militia, a Union
 * intrinsic garrison), then a Control marker or an Entrenchment (which acts as one, 10.1.1), then
 * the owner of the state for the spaces that need no marker (Town, City, Port, Coastal Fort, Island,
 * Objective or Resource hex). `defender` is the side holding n in a battle in progress (6.3), or -1.
 */
export function controllerOf(c: UscwContent, s: S, n: number, defender = -1): number {
  const m = c.map;
  if (m.flags[n]! & NF_OFFMAP) return CSA;
  const us = sp(c, s, n, USA) > 0 || militiaAt(c, s, n, USA);
  const cs = sp(c, s, n, CSA) > 0 || militiaAt(c, s, n, CSA);
  if (us && cs) return defender >= 0 ? defender : marker(c, s, n) >= 0 ? marker(c, s, n) : USA;
  if (us) return USA;
  if (cs) return CSA;
  const f = fortOwner(c, s, n);
  if (f >= 0) return f;
  if (hasGarrison(c, s, n)) return USA;
  const mk = marker(c, s, n);
  if (mk >= 0) return mk;
  const e = entrench(c, s, n);
  if (e >= 0) return e;
  if (m.flags[n]! & NF_MARKERABLE) {
    const o = stateOwner(c, s, m.stateOf[n]!);
    return o === NEUTRAL ? -1 : o;
  }
  return -1;
}

/** Value of a Resource Hex now: printed BP, 1 once Destroyed (6.4.2), plus its Arsenals (14.5). */
export function resourceValue(c: UscwContent, s: S, n: number): number {
  const printed = c.map.bp[n]!;
  if (!printed) return 0;
  return (nb(c, s, n) & B_DESTROYED ? 1 : printed) + arsenals(c, s, n);
}

/** Resource BPs the Confederacy draws now (14.3.2: Resource Hexes it controls, Arsenals excluded). */
export function csaResourceBp(c: UscwContent, s: S, ctrl: Int8Array): number {
  let t = 0;
  for (let n = 0; n < c.map.nn; n++)
    if (c.map.flags[n]! & NF_RES && ctrl[n] === CSA) t += nb(c, s, n) & B_DESTROYED ? 1 : c.map.bp[n]!;
  return t;
}

/** Arsenal BPs in Confederate-controlled Resource Hexes (14.5). */
export function csaArsenalBp(c: UscwContent, s: S, ctrl: Int8Array): number {
  let t = 0;
  for (let n = 0; n < c.map.nn; n++) if (ctrl[n] === CSA) t += arsenals(c, s, n);
  return t;
}

/**
 * Union VP from BPs controlled or destroyed (19.3.1): every Resource Hex it controls at its value now,
 * the BPs burned and later retaken, and every Arsenal destroyed. No VP for Border-state Objectives.
 */
export function unionResourceVp(c: UscwContent, s: S, ctrl: Int8Array): number {
  let t = s[G_BURNED]! + s[G_ARS_DESTROYED]!;
  for (let n = 0; n < c.map.nn; n++)
    if (c.map.flags[n]! & NF_RES && ctrl[n] === USA) t += resourceValue(c, s, n);
  return t;
}

/** Where side may place a Control marker (6.2.3): eligible spaces in an enemy state. */
export function markerEligible(c: UscwContent, s: S, n: number, side: number): boolean {
  return (c.map.flags[n]! & NF_MARKERABLE) !== 0 && enemyState(c, s, n, side);
}

/** Fortification defending n for the defender: 0 none, 2 entrenchment or CF, 2/4/6 forts (11.4). */
export function fortDrm(c: UscwContent, s: S, n: number, side: number): number {
  const lvl = fortLevel(c, s, n);
  if (lvl > 0 && fortOwner(c, s, n) === side) return 2 * lvl;
  if (c.map.flags[n]! & NF_CF) return 2;
  if (entrench(c, s, n) === side) return 2;
  return 0;
}
