/**
 * The Advanced Game naval module (21), active with the option `r21-advanced-naval`; every entry point
 * is a no-op in the Basic Game, so Basic games play exactly as without this file.
 *  - setup: the scenario's naval units and Naval Leaders (21.2, 21.2.8);
 *  - 21.9.1-21.9.2 Union naval reinforcements and replacements, 21.10 the Confederate table;
 *  - 21.1 the free naval action and 21.2.4 naval moves (navalmove.ts), 21.6 the battle they lead to;
 *  - 21.2.3 / 21.6.9 the ending restriction (Naval Retreat) and 21.2.7 Low on Coal, in the phasing
 *    player's Supply Segment;
 *  - 21.3 Naval Support, 21.7.3 no landing against enemy NSPs before a naval battle is won;
 *  - 21.8 naval repair and 21.10 the Ironclad completion roll in the End Phase.
 * The arithmetic is in navalbattle.ts, the unit words and the naval move graph in navalunits.ts.
 */
import { CH_TURN } from '../../core/header.js';
import { d6, displaceGen, roll2d6 } from './common.js';
import type { UscwContent } from './content.js';
import { derived, type Derived } from './derived.js';
import { CSA, G_NAVPOOL, GS_MAP, USA } from './layout.js';
import { NF_CF, NF_ISLAND, NF_PORT, NF_PORT_OCEAN } from './mapmodel.js';
import {
  C_BATT,
  C_BUILD,
  C_COAL,
  C_DEMOR,
  C_DFLOT,
  C_FLOT,
  C_IRON,
  MK_OCEAN,
  MK_RIVER,
  U_COAL,
  U_DEMOR,
  U_DOCEAN,
  U_DRIVER,
  U_OCEAN,
  U_PROT,
  U_RIVER,
  C_PROT,
  activeNsp,
  addNf,
  friendlyPort,
  guards,
  installation,
  moverFields,
  movedField,
  navFlag,
  navalReach,
  nf,
  setNavFlag,
  shipNsp,
  zeroShips,
} from './navalunits.js';
import { coalReach } from './navalcoal.js';
import { navalLeaderOnMap } from './navalleader.js';
import { navalTarget } from './navalrun.js';
import { OPT_IRON_NSP, opt, optAdvancedNaval } from './options.js';
import { surrenderTotal } from './supplyseg.js';
import { entrench, fortOwner, genLoc, genStatus, placeGen, setSurrPts, sp, type S } from './state.js';

/** Node index by name, -1 when the pack lacks it. */
const at = (c: UscwContent, name: string): number => c.map.nodeByName.get(name) ?? -1;

/** The setup's naval units and Naval Leaders (Advanced game only). */
export function placeNavy(
  c: UscwContent,
  s: S,
  navy: readonly { side: string; at: string; kind?: string; n?: number; leader?: string }[],
): void {
  if (!optAdvancedNaval(s)) return;
  for (const nv of navy) {
    const n = at(c, nv.at);
    if (n < 0) continue;
    if (nv.leader !== undefined) {
      const g = c.gens.findIndex((x) => x.id === nv.leader);
      if (g >= 0) placeGen(c, s, g, n);
      continue;
    }
    const k = nv.n ?? 1;
    if (nv.kind === 'river') addNf(c, s, n, USA, U_RIVER, k);
    else if (nv.kind === 'ocean') addNf(c, s, n, USA, U_OCEAN, k);
    else if (nv.kind === 'flotilla') addNf(c, s, n, CSA, C_FLOT, k);
    else if (nv.kind === 'ironclad') addNf(c, s, n, CSA, C_IRON, k);
    else if (nv.kind === 'battery') addNf(c, s, n, CSA, C_BATT, k);
  }
}

/** Union NSPs of one kind on the map (undamaged and damaged), for the 8 River / 5 Oceangoing cap (21.2.2). */
function unionInPlay(c: UscwContent, s: S, ocean: boolean): number {
  let k = 0;
  for (let n = 0; n < c.map.nn; n++)
    k += ocean
      ? nf(c, s, n, USA, U_OCEAN) + nf(c, s, n, USA, U_DOCEAN)
      : nf(c, s, n, USA, U_RIVER) + nf(c, s, n, USA, U_DRIVER);
  return k;
}

const RIVER_YARDS = ['St. Louis', 'Cairo', 'Cincinnati', 'Pittsburgh'];

/** The first Union shipyard in Full Supply for a kind (21.9.1: River NSPs upriver, Oceangoing at Chesapeake). */
function unionYard(c: UscwContent, d: Derived, ocean: boolean): number {
  const full = d.supplyOf(USA).full;
  for (const name of ocean ? ['Chesapeake Bay'] : RIVER_YARDS) {
    const n = at(c, name);
    if (n >= 0 && d.ctrl[n] === USA && (full[n] || ocean)) return n;
  }
  return -1;
}

/** Place up to k Union NSPs of a kind at a shipyard, within the counter limit; returns how many. */
function unionArrive(c: UscwContent, s: S, d: Derived, ocean: boolean, k: number): number {
  const t = c.tables.json.naval;
  const room = (ocean ? t.usaOceanMax : t.usaRiverMax) - unionInPlay(c, s, ocean);
  const yard = unionYard(c, d, ocean);
  const m = Math.max(0, Math.min(k, room));
  if (yard < 0 || m === 0) return 0;
  addNf(c, s, yard, USA, ocean ? U_OCEAN : U_RIVER, m);
  return m;
}

/** Union naval pool words: sunk River and Oceangoing NSPs (21.9.2). */
const POOL = (ocean: boolean): number => G_NAVPOOL + (ocean ? 1 : 0);

/** 21.9.1 reinforcements and 21.9.2 replacements (Union); 21.10 the Confederate table. */
export function navalReinforcements(c: UscwContent, s: S, side: number): void {
  if (!optAdvancedNaval(s)) return;
  const d = derived(c, s);
  if (side === USA) {
    const turn = s[CH_TURN]!;
    for (const r of c.tables.json.naval.usaReinforcements) {
      if (r.turn !== turn) continue;
      unionArrive(c, s, d, true, r.ocean ?? 0);
      unionArrive(c, s, d, false, r.river ?? 0);
    }
    // one River and one Oceangoing replacement from the pool a turn, not accumulated (21.9.2)
    for (const ocean of [false, true]) {
      if (s[POOL(ocean)]! > 0 && unionArrive(c, s, d, ocean, 1) === 1) s[POOL(ocean)] = s[POOL(ocean)]! - 1;
    }
    return;
  }
  csaNavalReinforcement(c, s, d);
}

/**
 * 21.10: 1d6 picks an Ironclad (1-2, under construction), a Naval Battery (3-4) or a River Flotilla
 * (5-6); 2d6 on the Random State Table picks the state; it goes to a friendly Full-Supply port there
 * (a Battery also to a Fort, Coastal Fort or Entrenchment), else it is lost. The place is the
 * state's first eligible hex in map order (the player's choice, automated).
 */
function csaNavalReinforcement(c: UscwContent, s: S, d: Derived): void {
  const kind = c.tables.json.naval.csaTable[d6(s) - 1]!;
  const st = c.tables.randomState[roll2d6(s)]!;
  const m = c.map;
  const full = d.supplyOf(CSA).full;
  for (let n = 0; n < m.nn; n++) {
    if (m.stateOf[n] !== st || d.ctrl[n] !== CSA || !full[n]) continue;
    const port = (m.flags[n]! & NF_PORT) !== 0;
    const battSite =
      port || fortOwner(c, s, n) === CSA || (m.flags[n]! & NF_CF) !== 0 || entrench(c, s, n) === CSA;
    if (kind === 'battery' ? !battSite : !port) continue;
    addNf(c, s, n, CSA, kind === 'battery' ? C_BATT : kind === 'ironclad' ? C_BUILD : C_FLOT, 1);
    return;
  }
}

/** Which undamaged Union field a hit on the kinds in mask at n falls on: Oceangoing first; -1 none. */
function unionTarget(c: UscwContent, s: S, n: number, mask: number): number {
  if (mask & MK_OCEAN && nf(c, s, n, USA, U_OCEAN) > 0) return U_OCEAN;
  if (mask & MK_RIVER && nf(c, s, n, USA, U_RIVER) > 0) return U_RIVER;
  return -1;
}

/**
 * One hit on an undamaged Union ship of the kinds in mask at n, Oceangoing first (21.6.6): sunk to the
 * Naval Pool (21.9.2) or flipped to its damaged side; false when no such ship is there.
 */
function unionHit(c: UscwContent, s: S, n: number, mask: number, sunk: boolean): boolean {
  const f = unionTarget(c, s, n, mask);
  if (f < 0) return false;
  const ocean = f === U_OCEAN;
  addNf(c, s, n, USA, f, -1);
  if (sunk) s[POOL(ocean)] = s[POOL(ocean)]! + 1;
  else addNf(c, s, n, USA, ocean ? U_DOCEAN : U_DRIVER, 1);
  return true;
}

/**
 * Sink k of side's ships at n (Union: of the kinds in mask), the costliest first (the hitting
 * player's choice, automated; 21.6.6).
 */
export function sink(
  c: UscwContent,
  s: S,
  n: number,
  side: number,
  k: number,
  mask = MK_RIVER | MK_OCEAN,
): void {
  if (side === CSA) return sinkCsa(c, s, n, k);
  for (let i = 0; i < k; i++) if (!unionHit(c, s, n, mask, true)) return;
}

/**
 * 21.6.6 on Confederate ships: each hit sinks a Naval Unit, Ironclads first; an Ironclad hit is only
 * damaged (back under construction) on a 4-6. Reading `read-21.6.6-ironclad-hits` = nsp: a hit is one
 * of the Ironclad's 2 NSP, so two hits sink it and a lone hit damages it.
 */
function sinkCsa(c: UscwContent, s: S, n: number, k: number): void {
  const perIron = opt(s, OPT_IRON_NSP) ? c.tables.json.naval.ironcladNsp : 1;
  let left = k;
  while (left > 0) {
    if (nf(c, s, n, CSA, C_IRON) > 0) {
      if (left < perIron) return damage(c, s, n, CSA, 1);
      left -= perIron;
      const saved = d6(s) >= 4;
      addNf(c, s, n, CSA, C_IRON, -1);
      if (saved) addNf(c, s, n, CSA, C_BUILD, 1);
    } else if (nf(c, s, n, CSA, C_FLOT) > 0) {
      addNf(c, s, n, CSA, C_FLOT, -1);
      left--;
    } else return;
  }
}

/**
 * Damage k of side's undamaged ships at n (Union: of the kinds in mask; 21.6.6): 0 NSP; a CSA Ironclad
 * flips to under construction (4-6 saves).
 */
export function damage(
  c: UscwContent,
  s: S,
  n: number,
  side: number,
  k: number,
  mask = MK_RIVER | MK_OCEAN,
): void {
  for (let i = 0; i < k; i++) {
    if (side === USA) {
      if (!unionHit(c, s, n, mask, false)) return;
    } else if (nf(c, s, n, CSA, C_IRON) > 0) {
      if (d6(s) >= 4) continue;
      addNf(c, s, n, CSA, C_IRON, -1);
      addNf(c, s, n, CSA, C_BUILD, 1);
    } else if (nf(c, s, n, CSA, C_FLOT) > 0) {
      addNf(c, s, n, CSA, C_FLOT, -1);
      addNf(c, s, n, CSA, C_DFLOT, 1);
    }
  }
}

/** Remove every ship of side at n (sunk: Union NSPs to the pool) and displace its Naval Leaders (21.2.8). */
export function eliminateShips(c: UscwContent, s: S, n: number, side: number): void {
  if (side === USA) {
    for (const [f, ocean] of [
      [U_RIVER, false],
      [U_DRIVER, false],
      [U_OCEAN, true],
      [U_DOCEAN, true],
    ] as const) {
      s[POOL(ocean)] = s[POOL(ocean)]! + nf(c, s, n, USA, f);
      addNf(c, s, n, USA, f, -15);
    }
  } else for (const f of [C_FLOT, C_IRON, C_DFLOT]) addNf(c, s, n, CSA, f, -15);
  setNavFlag(c, s, n, side, side === USA ? U_PROT : C_PROT, false);
  displaceLeaders(c, s, n, side);
}

/** Naval Leaders of side at n with no NSPs left are Displaced (21.2.8). */
export function displaceLeaders(c: UscwContent, s: S, n: number, side: number): void {
  if (shipNsp(c, s, n, side) + zeroShips(c, s, n, side) > 0) return;
  for (let g = 0; g < c.ng; g++)
    if (
      c.gens[g]!.naval &&
      c.gens[g]!.side === side &&
      genStatus(c, s, g) === GS_MAP &&
      genLoc(c, s, g) === n
    )
      displaceGen(c, s, g, c.map.theater[n]!);
}

/** Is one of side's Naval Leaders at n (21.2.8)? */
export function leaderAt(c: UscwContent, s: S, n: number, side: number): number {
  for (let g = 0; g < c.ng; g++) if (navalLeaderOnMap(c, s, g, side) && genLoc(c, s, g) === n) return g;
  return -1;
}

/**
 * Move side's ships of the kinds in mask (and their damaged mates unless `undamaged`, and their Naval
 * Leader unless not `withLeader`: a naval move or interception moves its leaders itself, navalleader.ts
 * `leadersSail`) from a to b.
 */
export function moveShips(
  c: UscwContent,
  s: S,
  a: number,
  b: number,
  side: number,
  mask: number,
  undamaged = false,
  withLeader = true,
): void {
  const all =
    side === USA
      ? [...(mask & MK_RIVER ? [U_RIVER, U_DRIVER] : []), ...(mask & MK_OCEAN ? [U_OCEAN, U_DOCEAN] : [])]
      : [C_FLOT, C_IRON, C_DFLOT];
  const broken = side === USA ? [U_DRIVER, U_DOCEAN] : [C_DFLOT];
  const fields = undamaged ? all.filter((f) => !broken.includes(f)) : all;
  for (const f of fields) {
    const k = nf(c, s, a, side, f);
    // 21.2.4: the ships activated this Action Phase stay activated where they go
    if (moverFields(side, MK_RIVER | MK_OCEAN).includes(f)) {
      const mf = movedField(side, f);
      addNf(c, s, b, side, mf, Math.min(k, nf(c, s, a, side, mf)));
      addNf(c, s, a, side, mf, -15);
    }
    addNf(c, s, a, side, f, -k);
    addNf(c, s, b, side, f, k);
  }
  const g = withLeader ? leaderAt(c, s, a, side) : -1;
  if (g >= 0) placeGen(c, s, g, b);
  // the markers go with the ships (Low on Coal, Demoralized); an emptied place keeps none
  const bits = side === USA ? [U_COAL, U_DEMOR] : [C_COAL, C_DEMOR];
  const empty = shipNsp(c, s, a, side) + zeroShips(c, s, a, side) === 0;
  for (const bit of bits) {
    if (navFlag(c, s, a, side, bit)) setNavFlag(c, s, b, side, bit, true);
    if (empty) setNavFlag(c, s, a, side, bit, false);
  }
}

const reachBuf = new Int32Array(4096);

/**
 * 21.6.8 Naval Retreat: side's ships at n go to the nearest friendly port they can reach (the first
 * in the naval move's order), else they are lost. Demoralized when `demor` (21.14).
 */
export function navalRetreat(c: UscwContent, s: S, n: number, side: number, demor: boolean): void {
  // 21.10: an Ironclad under construction forced to retreat is eliminated
  if (side === CSA) addNf(c, s, n, CSA, C_BUILD, -15);
  const d = derived(c, s);
  const masks = side === USA ? [MK_RIVER, MK_OCEAN] : [MK_RIVER];
  for (const mask of masks) {
    if (shipNsp(c, s, n, side, mask) === 0 && zeroShips(c, s, n, side) === 0) continue;
    const k = navalReach(c, s, d, n, side, mask, reachBuf);
    let to = -1;
    for (let i = 0; i < k && to < 0; i++) {
      const t = reachBuf[i]!;
      if (friendlyPort(c, d, t, side) && !guards(c, s, d, t, 1 - side)) to = t;
    }
    if (to < 0) {
      eliminateShips(c, s, n, side);
      return;
    }
    moveShips(c, s, n, to, side, mask);
    if (demor) setNavFlag(c, s, to, side, side === USA ? U_DEMOR : C_DEMOR, true);
  }
}

/**
 * The phasing player's Supply Segment (4.2 B b): first the Naval Retreat of ships left facing enemy
 * Forts, Coastal Forts, Batteries or ships, or in an enemy Hatteras Inlet / Roanoke Island (21.2.3,
 * 21.6.9); then the non-phasing player's ships that still break that restriction once the phasing
 * player's retreats are done retreat as a defender that lost a Naval Battle (21.2.3: Demoralized,
 * 21.6.2 STEP 5); then Low on Coal (21.2.7).
 */
export function navalSupplySegment(c: UscwContent, s: S, side: number): void {
  if (!optAdvancedNaval(s)) return;
  endPortProtection(c, s, 1 - side);
  endingRestriction(c, s, side, false);
  endingRestriction(c, s, 1 - side, true);
  for (let n = 0; n < c.map.nn; n++)
    if (shipNsp(c, s, n, side) + zeroShips(c, s, n, side) > 0) lowOnCoal(c, s, n, side);
}

/** 21.2.3, 21.6.9: side's ships facing the enemy's installations or ships retreat (21.6.8). */
function endingRestriction(c: UscwContent, s: S, side: number, demor: boolean): void {
  for (let n = 0; n < c.map.nn; n++) {
    if (shipNsp(c, s, n, side) + zeroShips(c, s, n, side) === 0) continue;
    const d = derived(c, s);
    const outer = (n === at(c, 'Hatteras Inlet') || n === at(c, 'Roanoke Island')) && d.ctrl[n] === 1 - side;
    if (guards(c, s, d, n, 1 - side) || outer) navalRetreat(c, s, n, side, demor);
  }
}

/**
 * 21.4.4, 21.6.8: at the end of the phasing player's Action Phase (before his Supply Segment's naval
 * steps) the Port Protection that side's ships claimed ends; where the phasing player took their
 * place that phase (by Amphibious Assault or land combat: the place is no longer side's), the ships
 * that claimed it are eliminated.
 */
function endPortProtection(c: UscwContent, s: S, side: number): void {
  const bit = side === USA ? U_PROT : C_PROT;
  for (let n = 0; n < c.map.nn; n++) {
    if (!navFlag(c, s, n, side, bit)) continue;
    if (derived(c, s).ctrl[n] !== side) {
      if (side === CSA) addNf(c, s, n, CSA, C_BUILD, -15);
      eliminateShips(c, s, n, side);
    }
    setNavFlag(c, s, n, side, bit, false);
  }
}

/**
 * 21.2.7: ships with a waterway to a friendly Full-Supply port lose their Low on Coal marker; others
 * get one; ships already Low on Coal that cannot even reach a friendly port not Isolated or at least a
 * Source of Provisions (navalcoal.ts) check for Surrender (13.6.3-13.6.4) as their own Isolated Group,
 * unless friendly SPs Isolated in their place make a larger group (whose surrender eliminates them,
 * supplyseg.ts): no DRM (Naval Leaders do not modify it, and ships hold no hex); at 3 Surrender Points
 * they are eliminated (Union NSPs to the Naval Pool, Naval Leaders displaced). Points accumulated are
 * removed once such a port is in reach.
 */
function lowOnCoal(c: UscwContent, s: S, n: number, side: number): void {
  const sup = derived(c, s).supplyOf(side);
  const coal = side === USA ? U_COAL : C_COAL;
  const { full, port } = coalReach(c, s, n, side);
  const alone = sp(c, s, n, side) === 0;
  if (port && alone) setSurrPts(c, s, n, 0);
  if (full) setNavFlag(c, s, n, side, coal, false);
  else if (!navFlag(c, s, n, side, coal)) setNavFlag(c, s, n, side, coal, true);
  else if (!port && (alone || sup.loc[n] === 1 || sup.full[n] === 1)) coalSurrender(c, s, n, side);
}

/** 21.2.7: a stack of Naval Units Low on Coal rolls for Surrender as its own Isolated Group. */
function coalSurrender(c: UscwContent, s: S, n: number, side: number): void {
  const total = surrenderTotal(c, s, n, 0);
  if (total < 3) return setSurrPts(c, s, n, total);
  setSurrPts(c, s, n, 0);
  eliminateShips(c, s, n, side);
}

/**
 * 21.3 Naval Support, +1 to side's battle roll at v (Advanced game only). Attacking (21.3.1): side's
 * undamaged ships of 1+ NSP at v, a space with a CF, Fort, Battery, Port or Island. Defending
 * (21.3.2): in a Fort, CF, Port or Island with such ships; the Union defending an Ocean Port, Island
 * or CF also gets it when neither side has Naval Units there (the blockading squadrons).
 */
export function navalSupport(c: UscwContent, s: S, v: number, side: number, defending = false): number {
  if (!optAdvancedNaval(s)) return 0;
  const f = c.map.flags[v]!;
  // 21.3.2 NOTE: Naval Units using Port Protection may not be used to provide Naval Support
  const ships = activeNsp(c, s, v, side) > 0;
  if (!defending) {
    const site = (f & (NF_CF | NF_ISLAND | NF_PORT)) !== 0 || installation(c, s, derived(c, s), v, 1 - side);
    return ships && site ? 1 : 0;
  }
  if (!(f & (NF_CF | NF_ISLAND | NF_PORT)) && fortOwner(c, s, v) !== side) return 0;
  if (ships) return 1;
  const none = shipNsp(c, s, v, CSA) + zeroShips(c, s, v, CSA) + zeroShips(c, s, v, USA) === 0;
  return side === USA && none && (f & (NF_PORT_OCEAN | NF_ISLAND | NF_CF)) !== 0 ? 1 : 0;
}

/**
 * 21.3.3: land units may not move or attack across a navigable hexside (water node x) with enemy Naval
 * Units along it; ships in either hex beside the hexside are taken to be on it (21.2.3: the owner
 * points the bow when it matters); not those using Port Protection (21.4.4). 21.4.1: nor across one in
 * the enemy's Naval ZOI.
 */
export function navalBars(c: UscwContent, s: S, x: number, side: number): boolean {
  if (!optAdvancedNaval(s) || x < 0) return false;
  if (derived(c, s).nzoi[x]! & (1 << (1 - side))) return true;
  const w = c.map.water;
  for (let j = w.tanStart[x]!; j < w.tanStart[x + 1]!; j++)
    if (activeNsp(c, s, w.tan[j]!, 1 - side) > 0) return true;
  return false;
}

/**
 * 21.7.1, 21.7.3: in the Advanced game SPs may land against a place holding enemy NSPs (ships, a Fort,
 * a Coastal Fort, a Battery, or a 0-NSP unit: 21.2.1, 21.6.4) only once friendly Naval Units there
 * have won the naval battle.
 */
export function landingCleared(c: UscwContent, s: S, d: Derived, v: number, side: number): boolean {
  if (!optAdvancedNaval(s) || !navalTarget(c, s, d, v, 1 - side)) return true;
  return shipNsp(c, s, v, side) > 0;
}

/**
 * End Phase D and E: 21.8.2 damaged ships at a friendly Full-Supply shipyard are repaired (not CSA
 * Ironclads); 21.10 on 5-6 one Ironclad under construction is completed. Naval Demoralization ends
 * with the turn's rally (19.2, 21.14) unless the ships are Low on Coal (21.2.7).
 */
export function navalEndPhase(c: UscwContent, s: S): void {
  if (!optAdvancedNaval(s)) return;
  const d = derived(c, s);
  const m = c.map;
  const yards = [...RIVER_YARDS, 'Chesapeake Bay'].map((x) => at(c, x));
  const usFull = d.supplyOf(USA).full;
  const csFull = d.supplyOf(CSA).full;
  let build = -1;
  for (let n = 0; n < m.nn; n++) {
    if (yards.includes(n) && d.ctrl[n] === USA && (usFull[n] || m.name[n] === 'Chesapeake Bay')) {
      addNf(c, s, n, USA, U_RIVER, nf(c, s, n, USA, U_DRIVER));
      addNf(c, s, n, USA, U_DRIVER, -15);
      addNf(c, s, n, USA, U_OCEAN, nf(c, s, n, USA, U_DOCEAN));
      addNf(c, s, n, USA, U_DOCEAN, -15);
    }
    if (m.flags[n]! & NF_PORT && d.ctrl[n] === CSA && csFull[n]) {
      addNf(c, s, n, CSA, C_FLOT, nf(c, s, n, CSA, C_DFLOT));
      addNf(c, s, n, CSA, C_DFLOT, -15);
    }
    if (build < 0 && nf(c, s, n, CSA, C_BUILD) > 0) build = n;
    for (const side of [USA, CSA])
      if (!navFlag(c, s, n, side, side === USA ? U_COAL : C_COAL))
        setNavFlag(c, s, n, side, side === USA ? U_DEMOR : C_DEMOR, false);
  }
  if (build >= 0 && d6(s) >= 5) {
    addNf(c, s, build, CSA, C_BUILD, -1);
    addNf(c, s, build, CSA, C_IRON, 1);
  }
}
