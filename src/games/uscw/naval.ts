/**
 * Naval Control (20.1) over the waterway graph (mapmodel.ts), recomputed from the board:
 *  1. Union control floods from its sources (the Atlantic and Gulf, Ship Island, Atchafalaya Bay, the
 *     Chesapeake box, Union ports in Northern states and St. Louis, 20.1.3) and stops where a
 *     Confederate blocker touches the water (20.1.4 matrix: on Type 1 rivers a CSA port in a Southern
 *     state, an Entrenchment, a Fort/Battery/naval unit; on the Mississippi and Ohio only a Fort, Battery
 *     or naval unit; on the coast a Fort, Coastal Fort, Battery or naval unit; the sea and tidal paths
 *     never; Galveston, Hatteras Inlet and Roanoke Island block even when vacant).
 *  2. Every completed Fort and Coastal Fort controls the water it touches for its owner; two facing
 *     forts cancel (20.1.5); naval units trump forts (Advanced).
 *  3. Confederate control floods from CSA ports in Southern states where Union control is absent and
 *     no Union blocker stops it (Union trumps, 20.1.3); never out to the open sea.
 *  4. The Tennessee above Muscle Shoals belongs to whoever holds both Decatur and Stevenson (20.1.3).
 * Special cases: Kentucky neutral (17.1.3) and New Madrid (S1.3) admit no control; the 1861 Basic
 * Game bars Union control down the Mississippi past hexside 2415/2516 before Turn 4 (S1.3); a Fort at
 * Simmesport does not touch its Mississippi hexside (20.1.3).
 */
import type { UscwContent } from './content.js';
import { NEUTRAL } from './control.js';
import {
  NF_BOX,
  NF_CF,
  NF_CHESAPEAKE,
  NF_PORT,
  SK_NORTH,
  SK_SOUTH,
  stateByPostal,
  W_BODY,
  W_COAST,
  W_RIVER1,
  W_RIVER2,
  W_SPACE,
} from './mapmodel.js';
import { CSA, G_BORDER, USA } from './layout.js';
import { entrench, fortOwner, L, type S } from './state.js';
import { CH_TURN } from '../../core/header.js';
import { ND_BATT, ND_FLOT, ND_IRON, ND_PROT, NC_OCEAN, NC_PROT, NC_RIVER } from './layout.js';
import { optAdvancedNaval } from './options.js';

/** Special places the rules name, resolved once per pack. */
export interface NavalPlaces {
  readonly stLouis: number;
  readonly simmesport: number;
  readonly newMadrid: number;
  readonly dover: number;
  readonly decatur: number;
  readonly stevenson: number;
  readonly cumberland: number;
  readonly tennessee: number;
  readonly mississippi: number;
  readonly blockVacant: readonly number[];
  readonly kentucky: number;
  /** Tennessee water nodes above Muscle Shoals. */
  readonly upperTennessee: Uint8Array;
  /** Mississippi water nodes south of hexside 2415/2516 (row 25 and below). */
  readonly lowerMiss: Uint8Array;
}

const placesCache = new WeakMap<UscwContent, NavalPlaces>();

export function navalPlaces(c: UscwContent): NavalPlaces {
  let p = placesCache.get(c);
  if (p) return p;
  const m = c.map;
  const w = m.water;
  const node = (name: string): number => m.nodeByName.get(name) ?? -1;
  const riv = (name: string): number => m.rivers.indexOf(name);
  const tennessee = riv('Tennessee');
  const mississippi = riv('Mississippi');
  const upperTennessee = new Uint8Array(w.nw);
  const lowerMiss = new Uint8Array(w.nw);
  const dec = node('Decatur');
  const shoalsCol = dec >= 0 ? m.grid.col(m.hexOfNode[dec]!) : 99;
  for (let x = 0; x < w.nw; x++) {
    if (w.river[x] === tennessee) {
      const t = w.tan[w.tanStart[x]!]!;
      if (m.grid.col(m.hexOfNode[t]!) >= shoalsCol && m.row[t]! >= 30) upperTennessee[x] = 1;
    }
    if (w.river[x] === mississippi && w.minRow[x]! >= 25) lowerMiss[x] = 1;
  }
  p = {
    stLouis: node('St. Louis'),
    simmesport: node('Simmesport'),
    newMadrid: node('New Madrid'),
    dover: node('Dover'),
    decatur: dec,
    stevenson: node('Stevenson'),
    cumberland: riv('Cumberland'),
    tennessee,
    mississippi,
    blockVacant: ['Galveston', 'Hatteras Inlet', 'Roanoke Island'].map(node).filter((n) => n >= 0),
    kentucky: stateByPostal(m, 'KY'),
    upperTennessee,
    lowerMiss,
  };
  placesCache.set(c, p);
  return p;
}

/** NSPs of side's naval units at n (Advanced game; 0 in the Basic game). */
function navalAt(c: UscwContent, s: S, n: number, side: number): number {
  const l = L(c);
  if (side === USA) {
    const v = s[l.C + n]!;
    return ((v >>> NC_RIVER) & 15) + ((v >>> NC_OCEAN) & 15);
  }
  const v = s[l.D + n]!;
  return ((v >>> ND_FLOT) & 15) + ((v >>> ND_IRON) & 15) + ((v >>> ND_BATT) & 15);
}

interface Scratch {
  queue: Int32Array;
  blockUs: Uint8Array;
  blockCs: Uint8Array;
  fortOf: Int8Array;
  /** 1: the flood in progress has queued the node. */
  seen: Uint8Array;
}
const scratch = new WeakMap<UscwContent, Scratch>();

function scratchOf(c: UscwContent): Scratch {
  let x = scratch.get(c);
  if (!x) {
    const nw = c.map.water.nw;
    x = {
      queue: new Int32Array(nw),
      blockUs: new Uint8Array(nw),
      blockCs: new Uint8Array(nw),
      fortOf: new Int8Array(nw),
      seen: new Uint8Array(nw),
    };
    scratch.set(c, x);
  }
  return x;
}

/** Does `side`'s presence at land node t block enemy control of water node x (20.1.4)? */
function blocks(
  c: UscwContent,
  s: S,
  ctrl: Int8Array,
  t: number,
  x: number,
  side: number,
  np: NavalPlaces,
): boolean {
  const m = c.map;
  const kind = m.water.kind[x]!;
  if (kind === W_BODY) return false;
  const fort = fortOwner(c, s, t) === side || ((m.flags[t]! & NF_CF) !== 0 && ctrl[t] === side);
  const simmesMiss = t === np.simmesport && m.water.river[x] === np.mississippi;
  if (fort && !simmesMiss) return true;
  if (navalAt(c, s, t, side) > 0) return true;
  if (np.blockVacant.includes(t) && ctrl[t] === side) return true;
  if (kind !== W_RIVER1) return false;
  if (entrench(c, s, t) === side) return true;
  // only Confederate-controlled ports in Southern states block (20.1.4); at Dover only its own river
  if (side === CSA && m.flags[t]! & NF_PORT && ctrl[t] === CSA && m.states[m.stateOf[t]!]!.kind === SK_SOUTH)
    return !(t === np.dover && m.water.river[x] !== np.cumberland);
  return false;
}

/**
 * Does side's presence at land node t block the other side's Naval Control of water node x (20.1.4:
 * ports and Entrenchments on Type 1 rivers, Forts, Coastal Forts, Batteries, Naval Units)? The
 * Naval ZOI is not counted. Used by 21.13's bar on carrying SPs past such a blocker (21.7.2).
 */
export function blocksControl(
  c: UscwContent,
  s: S,
  ctrl: Int8Array,
  t: number,
  x: number,
  side: number,
): boolean {
  return blocks(c, s, ctrl, t, x, side, navalPlaces(c));
}

function markBlocks(
  c: UscwContent,
  s: S,
  ctrl: Int8Array,
  sc: Scratch,
  np: NavalPlaces,
  nzoi: Uint8Array | undefined,
): void {
  const w = c.map.water;
  const kyNeutral = s[G_BORDER + 1] === NEUTRAL;
  for (let x = 0; x < w.nw; x++) {
    let bu = 0;
    let bc = 0;
    let allKy = w.tanStart[x + 1]! > w.tanStart[x]!;
    for (let k = w.tanStart[x]!; k < w.tanStart[x + 1]!; k++) {
      const t = w.tan[k]!;
      if (blocks(c, s, ctrl, t, x, CSA, np)) bu = 1;
      if (blocks(c, s, ctrl, t, x, USA, np)) bc = 1;
      if (c.map.stateOf[t] !== np.kentucky) allKy = false;
      if (kyNeutral && t === np.newMadrid) bu = bc = 1;
    }
    if (kyNeutral && allKy) bu = bc = 1;
    // 21.4.1 (Advanced): a Naval ZOI blocks enemy Naval Control
    if (nzoi) {
      if (nzoi[x]! & (1 << CSA)) bu = 1;
      if (nzoi[x]! & (1 << USA)) bc = 1;
    }
    sc.blockUs[x] = bu;
    sc.blockCs[x] = bc;
  }
}

/**
 * Compute naval control into nav (-1 none, 0 USA, 1 CSA) from the board and hex control; nzoi, the
 * Naval ZOI of navalzoi.ts (Advanced game), blocks the other side's control.
 */
export function computeNaval(c: UscwContent, s: S, ctrl: Int8Array, nav: Int8Array, nzoi?: Uint8Array): void {
  const m = c.map;
  const w = m.water;
  const np = navalPlaces(c);
  const sc = scratchOf(c);
  nav.fill(-1);
  markBlocks(c, s, ctrl, sc, np, nzoi);
  const early = s[CH_TURN]! < 4 && !optAdvancedNaval(s);
  // 1. Union flood
  let qn = 0;
  sc.seen.fill(0);
  // a flood passes through water its side already holds (a fort's own water, 20.1.5) and goes on
  const push = (x: number, side: number): void => {
    if ((nav[x] !== -1 && nav[x] !== side) || sc.seen[x]) return;
    if ((side === USA ? sc.blockUs : sc.blockCs)[x]) return;
    nav[x] = side;
    sc.seen[x] = 1;
    sc.queue[qn++] = x;
  };
  push(w.body.atlantic!, USA);
  push(w.body.gulf!, USA);
  for (let n = m.nh; n < m.nn; n++)
    if (m.flags[n]! & (NF_BOX | NF_CHESAPEAKE) && n !== m.nodeByName.get('Brownsville'))
      for (let k = w.ofStart[n]!; k < w.ofStart[n + 1]!; k++) push(w.of[k]!, USA);
  for (let n = 0; n < m.nn; n++) {
    if (!(m.flags[n]! & NF_PORT) || ctrl[n] !== USA) continue;
    if (m.states[m.stateOf[n]!]!.kind !== SK_NORTH && n !== np.stLouis) continue;
    for (let k = w.ofStart[n]!; k < w.ofStart[n + 1]!; k++) push(w.of[k]!, USA);
  }
  flood(c, nav, sc, qn, USA, early, np);
  // 2. forts and Coastal Forts hold the water they touch
  fortsHold(c, s, ctrl, nav, np);
  // 3. Confederate flood
  qn = 0;
  sc.seen.fill(0);
  for (let n = 0; n < m.nn; n++) {
    if (!(m.flags[n]! & NF_PORT) || ctrl[n] !== CSA || m.states[m.stateOf[n]!]!.kind !== SK_SOUTH) continue;
    for (let k = w.ofStart[n]!; k < w.ofStart[n + 1]!; k++) push(w.of[k]!, CSA);
  }
  flood(c, nav, sc, qn, CSA, false, np);
  // 4. Muscle Shoals
  const dec = np.decatur >= 0 ? ctrl[np.decatur]! : -1;
  const ste = np.stevenson >= 0 ? ctrl[np.stevenson]! : -1;
  for (let x = 0; x < w.nw; x++) if (np.upperTennessee[x]) nav[x] = dec === ste ? dec : -1;
}

function flood(
  c: UscwContent,
  nav: Int8Array,
  sc: Scratch,
  qn: number,
  side: number,
  early: boolean,
  np: NavalPlaces,
): void {
  const w = c.map.water;
  const block = side === USA ? sc.blockUs : sc.blockCs;
  let qh = 0;
  while (qh < qn) {
    const u = sc.queue[qh++]!;
    for (let k = w.adjStart[u]!; k < w.adjStart[u + 1]!; k++) {
      const v = w.adjTo[k]!;
      if ((nav[v] !== -1 && nav[v] !== side) || sc.seen[v] || block[v]) continue;
      // Confederate control never goes out to sea (20.1.3)
      if (side === CSA && w.kind[v] === W_BODY && (v === w.body.atlantic || v === w.body.gulf)) continue;
      // S1.3 (Basic, before Turn 4): no Union control down the Mississippi past 2415/2516
      if (
        early &&
        side === USA &&
        np.lowerMiss[v] &&
        !np.lowerMiss[u] &&
        w.kind[u] !== W_COAST &&
        w.kind[u] !== W_SPACE
      )
        continue;
      nav[v] = side;
      sc.seen[v] = 1;
      sc.queue[qn++] = v;
    }
  }
}

function fortsHold(c: UscwContent, s: S, ctrl: Int8Array, nav: Int8Array, np: NavalPlaces): void {
  const m = c.map;
  const w = m.water;
  const held = scratchOf(c).fortOf;
  held.fill(-1);
  for (let t = 0; t < m.nn; t++) {
    const o = fortOwner(c, s, t) >= 0 ? fortOwner(c, s, t) : m.flags[t]! & NF_CF ? ctrl[t]! : -1;
    if (o < 0) continue;
    for (let k = w.ofStart[t]!; k < w.ofStart[t + 1]!; k++) {
      const x = w.of[k]!;
      if (w.kind[x] === W_BODY) continue;
      if (t === np.simmesport && w.river[x] === np.mississippi) continue;
      held[x] = held[x] === -1 ? o : held[x] === o ? o : 2;
    }
  }
  for (let x = 0; x < w.nw; x++) {
    if (held[x] === -1) continue;
    const h = held[x]!;
    nav[x] = h === 2 ? -1 : h;
  }
  // naval units trump forts (20.1.5): a hex with only one side's ships is that side's
  for (let x = 0; x < w.nw; x++) {
    if (w.kind[x] !== W_RIVER1 && w.kind[x] !== W_RIVER2 && w.kind[x] !== W_COAST) continue;
    let us = false;
    let cs = false;
    for (let k = w.tanStart[x]!; k < w.tanStart[x + 1]!; k++) {
      const t = w.tan[k]!;
      if (navalShips(c, s, t, USA)) us = true;
      if (navalShips(c, s, t, CSA)) cs = true;
    }
    if (us !== cs) nav[x] = us ? USA : CSA;
  }
}

/** Ships (not batteries) of side at t, unless they claim Port Protection (21.4.4: no Naval Control). */
function navalShips(c: UscwContent, s: S, t: number, side: number): boolean {
  const l = L(c);
  if (side === USA) return (s[l.C + t]! & 0xff) !== 0 && (s[l.C + t]! & NC_PROT) === 0;
  return (s[l.D + t]! & 0xff) !== 0 && (s[l.D + t]! & ND_PROT) === 0;
}

/** Does the Union hold the whole Mississippi (19.3.1)? */
export function unionMississippi(c: UscwContent, nav: Int8Array): boolean {
  const w = c.map.water;
  const np = navalPlaces(c);
  let any = false;
  for (let x = 0; x < w.nw; x++) {
    if (w.river[x] !== np.mississippi) continue;
    any = true;
    if (nav[x] !== USA) return false;
  }
  return any;
}
