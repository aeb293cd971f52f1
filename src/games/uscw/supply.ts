/**
 * Supply (13.0) for one side over one board:
 *  - Primary Supply Sources (13.3.1 Union: rail exits on the north edge, the Chesapeake box, Union
 *    ocean ports with open sea access, Union Cities and capitals in Northern/Border states with an
 *    LOC to another Union Objective; 13.3.2 Confederacy: state capitals, Resource hexes worth 2+ and
 *    the Texas off-map hexes, each with an LOC to two other friendly Resource hexes (Texas: one, the
 *    Special Hexes reading, `read-texas-two`));
 *  - the supply network: friendly-controlled railroad (6.5: not through enemy-held or enemy-
 *    controlled hexes or an enemy ZOI unless friendly units stand there; Union control trumps, 6.5.2)
 *    and friendly-controlled waterways (13.4.3), switching only at friendly ports (13.4.4);
 *  - Full Supply (13.4): on the network or a source, one overland step from it, or River Supply (a
 *    navigable river or coastal hex under friendly naval control joined to the network, 13.3.4);
 *  - LOC (13.5): chains of Depots (friendly SP or Fort, friendly-controlled Town, City or Port) no more
 *    than 4 MP apart, the last in Full Supply, never into an enemy SP or Fort, an enemy ZOI or an
 *    enemy-controlled Objective/Resource hex, nor across an enemy-controlled navigable river; an
 *    enemy-controlled Town costs +1 MP; friendly railroad links cost nothing. Reading: the chain is
 *    traced outward from the depots (the costs of entering each hex), not from the unit.
 *  - Fortress Supply (13.3.3): a Fort or Coastal Fort is a temporary source of Limited Supply.
 * Isolated (13.6.1) = neither Full Supply nor an LOC to a Primary source.
 */
import { CH_TURN } from '../../core/header.js';
import type { UscwContent } from './content.js';
import { NEUTRAL } from './control.js';
import type { Derived } from './derived.js';
import { CSA, G_BORDER, USA } from './layout.js';
import {
  EF_IMPASSABLE,
  EF_NAV,
  EF_NOLAND,
  EF_RAIL,
  NF_CAP_NAT,
  NF_CAP_STATE,
  NF_CF,
  NF_CHESAPEAKE,
  NF_CITY,
  NF_COAST_NOPORT,
  NF_NORTH_EXIT,
  NF_OBJ,
  NF_OFFMAP,
  NF_PORT,
  NF_PORT_OCEAN,
  NF_RAIL,
  NF_RES,
  NF_TOWN,
  SK_SOUTH,
  T_SWAMP,
  W_BODY,
  W_COAST,
} from './mapmodel.js';
import {
  BLOCKED,
  galvestonBridge,
  locCosts,
  offmapLink,
  onBridge,
  railBuilt,
  type StepCost,
} from './movecost.js';
import { navalPlaces } from './naval.js';
import { OPT_TEXAS_TWO, opt } from './options.js';
import { fortOwner, sp, type S } from './state.js';
import { resourceValue } from './control.js';

export interface SupplyInfo {
  /** 1: a unit of the side here is in Full Supply. */
  readonly full: Uint8Array;
  /** 1: an LOC to a Primary source or a Full-Supply depot (not Isolated). */
  readonly loc: Uint8Array;
  /** 1: an LOC to a friendly Fort or Coastal Fort (Fortress Supply: Limited, 13.3.3). */
  readonly fortress: Uint8Array;
  readonly source: Uint8Array;
  /** 1: on the supply network (railroad or port joined to a source). */
  readonly net: Uint8Array;
  readonly water: Uint8Array;
}

interface Scratch {
  /** 1: no LOC of the side being computed may enter the node (13.5.3), for the current board. */
  closed: Uint8Array;
  /** 1: a friendly Depot (13.5.2); 2: an enemy-controlled Town, +1 MP (13.5.4). */
  depot: Uint8Array;
  queue: Int32Array;
  best: Int8Array;
  bucket: Int32Array[];
  bucketN: Int32Array;
  comp: Int32Array;
  compRes: Int32Array;
  /** Components of the water under the side's Naval Control (LOC waterway segments, 13.5.3). */
  wcomp: Int32Array;
  wstart: Int32Array;
  wnodes: Int32Array;
  wOn: Uint8Array;
  step: StepCost;
}
const scratches = new WeakMap<UscwContent, Scratch>();
function scratchOf(c: UscwContent): Scratch {
  let x = scratches.get(c);
  if (!x) {
    const nn = c.map.nn;
    x = {
      closed: new Uint8Array(nn),
      depot: new Uint8Array(nn),
      queue: new Int32Array(nn + c.map.water.nw),
      best: new Int8Array(nn),
      bucket: [0, 1, 2, 3, 4].map(() => new Int32Array(nn * 4)),
      bucketN: new Int32Array(5),
      comp: new Int32Array(nn),
      compRes: new Int32Array(nn + 1),
      wcomp: new Int32Array(c.map.water.nw),
      wstart: new Int32Array(c.map.water.nw + 1),
      wnodes: new Int32Array(c.map.water.nw),
      wOn: new Uint8Array(c.map.water.nw),
      step: { cost: 0, flags: 0 },
    };
    scratches.set(c, x);
  }
  return x;
}

/** Is node n closed to everything while Kentucky is neutral (17.1.3, S1.3 New Madrid)? */
export function kyClosed(c: UscwContent, s: S, n: number): boolean {
  if (s[G_BORDER + 1] !== NEUTRAL) return false;
  return c.map.stateOf[n] === navalPlaces(c).kentucky && c.map.flags[n]! & NF_TOWN
    ? true
    : n === navalPlaces(c).newMadrid;
}

/** Naval control of the navigable hexside edge e crosses (or of a Coastal Fort link), -1 none. */
export function navOfEdge(c: UscwContent, d: Derived, e: number, a: number, b: number): number {
  const x = c.map.adjWater[e]!;
  if (x >= 0) return d.nav[x]!;
  // Map Notes, Texas: the Galveston bridge belongs to Galveston's controller
  if (onBridge(c, a, b)) return d.ctrl[galvestonBridge(c).gal]!;
  if (c.map.adjFlags[e]! & EF_NAV) {
    // Coastal Fort <-> port: the fort's own water
    const cf = c.map.flags[a]! & NF_CF ? a : b;
    const w = c.map.water;
    for (let k = w.ofStart[cf]!; k < w.ofStart[cf + 1]!; k++) return d.nav[w.of[k]!]!;
  }
  return -1;
}

/** 21.4.1 (Advanced): no LOC across a navigable hexside in the enemy's Naval ZOI. */
function navalZoiBars(c: UscwContent, d: Derived, e: number, enemy: number): boolean {
  const x = c.map.adjWater[e]!;
  return x >= 0 && (d.nzoi[x]! & (1 << enemy)) !== 0;
}

/** No supply line over water-only or impassable links, but over the Texas off-map links (2.1.5, 13.3.2). */
function landBarred(c: UscwContent, e: number, u: number, v: number): boolean {
  const f = c.map.adjFlags[e]!;
  return (f & EF_IMPASSABLE) !== 0 || ((f & EF_NOLAND) !== 0 && !offmapLink(c, u, v));
}

/** LOC rules (13.5.3): may a supply line of side enter node v along edge e from u? */
export function locEnters(
  c: UscwContent,
  s: S,
  d: Derived,
  side: number,
  u: number,
  e: number,
  v: number,
): boolean {
  const m = c.map;
  const enemy = 1 - side;
  if (landBarred(c, e, u, v) || m.terrain[v] === T_SWAMP) return false;
  if (sp(c, s, v, enemy) > 0 || fortOwner(c, s, v) === enemy) return false;
  if (d.zoi[v]! & (1 << enemy) && sp(c, s, v, side) === 0) return false;
  if (m.flags[v]! & (NF_OBJ | NF_RES) && d.ctrl[v] === enemy) return false;
  if (kyClosed(c, s, v)) return false;
  if (m.flags[v]! & NF_OFFMAP && m.flags[u]! & NF_OFFMAP) return false;
  if (navalZoiBars(c, d, e, enemy)) return false;
  return navOfEdge(c, d, e, u, v) !== enemy || !(m.adjFlags[e]! & EF_NAV);
}

/** The nodes no LOC of side may enter on this board (13.5.3 bullets that depend on the node only). */
function markClosed(c: UscwContent, s: S, d: Derived, side: number, closed: Uint8Array): void {
  const m = c.map;
  const enemy = 1 - side;
  for (let v = 0; v < m.nn; v++) {
    let shut = m.terrain[v] === T_SWAMP || sp(c, s, v, enemy) > 0 || fortOwner(c, s, v) === enemy;
    if (!shut && d.zoi[v]! & (1 << enemy) && sp(c, s, v, side) === 0) shut = true;
    if (!shut && m.flags[v]! & (NF_OBJ | NF_RES) && d.ctrl[v] === enemy) shut = true;
    if (!shut && kyClosed(c, s, v)) shut = true;
    closed[v] = shut ? 1 : 0;
  }
}

/** locEnters with the node tests precomputed (markClosed). */
function locEntersFast(
  c: UscwContent,
  d: Derived,
  closed: Uint8Array,
  side: number,
  u: number,
  e: number,
  v: number,
): boolean {
  const m = c.map;
  if (closed[v] || landBarred(c, e, u, v)) return false;
  if (m.flags[v]! & NF_OFFMAP && m.flags[u]! & NF_OFFMAP) return false;
  if (navalZoiBars(c, d, e, 1 - side)) return false;
  return !(m.adjFlags[e]! & EF_NAV) || navOfEdge(c, d, e, u, v) !== 1 - side;
}

export function computeSupply(c: UscwContent, s: S, d: Derived, side: number, out: SupplyInfo): void {
  // the Union's network first (Union rail control trumps, 6.5.2): it uses the same scratch
  const other = side === CSA ? d.supplyOf(USA) : undefined;
  const sc = scratchOf(c);
  markClosed(c, s, d, side, sc.closed);
  out.full.fill(0);
  out.loc.fill(0);
  out.fortress.fill(0);
  out.source.fill(0);
  out.net.fill(0);
  out.water.fill(0);
  markSources(c, s, d, side, out, sc);
  network(c, s, d, side, out, sc, other);
  fullSupply(c, s, d, side, out);
  for (let n = 0; n < c.map.nn; n++)
    sc.depot[n] = isDepot(c, s, d, side, n) ? 1 : c.map.flags[n]! & NF_TOWN && d.ctrl[n] === 1 - side ? 2 : 0;
  waterComponents(c, d, side, sc);
  budgetSearch(
    c,
    s,
    d,
    side,
    out,
    sc,
    (n) => out.source[n] === 1 || (out.full[n] === 1 && sc.depot[n] === 1),
    out.loc,
  );
  // Fortress Supply (13.3.3): a fort reached by an LOC adds nothing the LOC search did not reach
  let lonely = false;
  for (let n = 0; n < c.map.nn && !lonely; n++)
    if (isFortress(c, s, d, side, n) && !out.loc[n]) lonely = true;
  if (lonely) budgetSearch(c, s, d, side, out, sc, (n) => isFortress(c, s, d, side, n), out.fortress);
  else out.fortress.set(out.loc);
}

/** Components of the water under side's Naval Control (13.5.3 waterway segments). */
function waterComponents(c: UscwContent, d: Derived, side: number, sc: Scratch): void {
  const w = c.map.water;
  sc.wcomp.fill(-1);
  let nc = 0;
  let k = 0;
  for (let x0 = 0; x0 < w.nw; x0++) {
    if (sc.wcomp[x0] !== -1 || d.nav[x0] !== side) continue;
    sc.wstart[nc] = k;
    sc.wcomp[x0] = nc;
    sc.wnodes[k++] = x0;
    for (let i = sc.wstart[nc]!; i < k; i++) {
      const u = sc.wnodes[i]!;
      for (let j = w.adjStart[u]!; j < w.adjStart[u + 1]!; j++) {
        const v = w.adjTo[j]!;
        if (sc.wcomp[v] !== -1 || d.nav[v] !== side) continue;
        sc.wcomp[v] = nc;
        sc.wnodes[k++] = v;
      }
    }
    nc++;
  }
  sc.wstart[nc] = k;
}

/** 13.5.3: a waterway segment joins a LOC only at a friendly-controlled Port, a friendly Fort or SP. */
function waterConnector(c: UscwContent, s: S, d: Derived, side: number, n: number): boolean {
  return (
    ((c.map.flags[n]! & NF_PORT) !== 0 && d.ctrl[n] === side) ||
    fortOwner(c, s, n) === side ||
    sp(c, s, n, side) > 0
  );
}

/** A LOC reaching connector u goes along its friendly waterways to every connector on them (13.5.3). */
function waterHops(
  c: UscwContent,
  s: S,
  d: Derived,
  side: number,
  sc: Scratch,
  u: number,
  push: (n: number, b: number) => void,
): void {
  const w = c.map.water;
  for (let k = w.ofStart[u]!; k < w.ofStart[u + 1]!; k++) {
    const comp = sc.wcomp[w.of[k]!]!;
    if (comp < 0 || sc.wOn[comp]) continue;
    sc.wOn[comp] = 1;
    for (let i = sc.wstart[comp]!; i < sc.wstart[comp + 1]!; i++) {
      const x = sc.wnodes[i]!;
      for (let j = w.tanStart[x]!; j < w.tanStart[x + 1]!; j++) {
        const t = w.tan[j]!;
        if (waterConnector(c, s, d, side, t)) push(t, 4);
      }
    }
  }
}

function isDepot(c: UscwContent, s: S, d: Derived, side: number, n: number): boolean {
  if (sp(c, s, n, side) > 0 || fortOwner(c, s, n) === side) return true;
  return (c.map.flags[n]! & (NF_TOWN | NF_PORT)) !== 0 && d.ctrl[n] === side;
}

function isFortress(c: UscwContent, s: S, d: Derived, side: number, n: number): boolean {
  return fortOwner(c, s, n) === side || ((c.map.flags[n]! & NF_CF) !== 0 && d.ctrl[n] === side);
}

/** Components of LOC-passable ground and the friendly Resource (CSA) or Objective (Union) hexes in each. */
function components(c: UscwContent, d: Derived, side: number, sc: Scratch): void {
  const m = c.map;
  sc.comp.fill(-1);
  let nc = 0;
  for (let n0 = 0; n0 < m.nn; n0++) {
    if (sc.comp[n0] !== -1) continue;
    let qn = 0;
    let count = 0;
    sc.queue[qn++] = n0;
    sc.comp[n0] = nc;
    for (let qh = 0; qh < qn; qh++) {
      const u = sc.queue[qh]!;
      const want = side === CSA ? NF_RES : NF_OBJ;
      if (m.flags[u]! & want && d.ctrl[u] === side) count++;
      for (let e = m.adjStart[u]!; e < m.adjStart[u + 1]!; e++) {
        const v = m.adjTo[e]!;
        if (sc.comp[v] !== -1 || !locEntersFast(c, d, sc.closed, side, u, e, v)) continue;
        sc.comp[v] = nc;
        sc.queue[qn++] = v;
      }
    }
    sc.compRes[nc++] = count;
  }
}

function markSources(c: UscwContent, s: S, d: Derived, side: number, out: SupplyInfo, sc: Scratch): void {
  const m = c.map;
  components(c, d, side, sc);
  const w = m.water;
  for (let n = 0; n < m.nn; n++) {
    const f = m.flags[n]!;
    if (d.ctrl[n] !== side) continue;
    const kind = m.states[m.stateOf[n]!]!.kind;
    let src = false;
    if (side === USA) {
      if (f & NF_CHESAPEAKE) src = true;
      else if (f & NF_NORTH_EXIT && f & NF_RAIL) src = true;
      else if (f & NF_PORT_OCEAN && !(f & NF_CF)) {
        for (let k = w.ofStart[n]!; k < w.ofStart[n + 1]!; k++) if (d.nav[w.of[k]!] === USA) src = true;
      } else if (f & (NF_CITY | NF_CAP_STATE | NF_CAP_NAT) && kind !== SK_SOUTH)
        src = sc.compRes[sc.comp[n]!]! >= 2;
    } else {
      const own = f & NF_RES ? 1 : 0;
      const need = f & NF_OFFMAP ? (opt(s, OPT_TEXAS_TWO) ? 2 : 1) : 2;
      const cand =
        (f & NF_CAP_STATE && kind === SK_SOUTH) ||
        (f & NF_RES && resourceValue(c, s, n) >= 2) ||
        f & NF_OFFMAP;
      if (cand) src = sc.compRes[sc.comp[n]!]! - own >= need;
    }
    if (src) out.source[n] = 1;
  }
}

/** Railroad (6.5) and waterways (13.4.3) joined to the sources, switching at friendly ports (13.4.4). */
function network(
  c: UscwContent,
  s: S,
  d: Derived,
  side: number,
  out: SupplyInfo,
  sc: Scratch,
  other?: SupplyInfo,
): void {
  const m = c.map;
  const w = m.water;
  const nn = m.nn;
  const turn = s[CH_TURN]!;
  let qn = 0;
  const pushLand = (n: number): void => {
    if (out.net[n]) return;
    out.net[n] = 1;
    sc.queue[qn++] = n;
  };
  const pushWater = (x: number): void => {
    if (out.water[x] || d.nav[x] !== side) return;
    out.water[x] = 1;
    sc.queue[qn++] = nn + x;
  };
  for (let n = 0; n < nn; n++) if (out.source[n]) pushLand(n);
  if (side === USA) {
    pushWater(w.body.atlantic!);
    pushWater(w.body.gulf!);
  }
  const railOk = (v: number): boolean => {
    if (d.ctrl[v] === 1 - side || sp(c, s, v, 1 - side) > 0 || kyClosed(c, s, v)) return false;
    if (d.zoi[v]! & (1 << (1 - side)) && sp(c, s, v, side) === 0) return false;
    // Union rail control trumps (6.5.2): pushed back to a CSA SP or CSA-controlled Town
    if (other && other.net[v] && sp(c, s, v, side) === 0 && d.ctrl[v] !== side) return false;
    return true;
  };
  for (let qh = 0; qh < qn; qh++) {
    const u = sc.queue[qh]!;
    if (u < nn) {
      for (let e = m.adjStart[u]!; e < m.adjStart[u + 1]!; e++) {
        const v = m.adjTo[e]!;
        const f = m.adjFlags[e]!;
        if (!railBuilt(turn, f) || !(m.flags[v]! & NF_RAIL) || out.net[v]) continue;
        if (f & EF_NAV && navOfEdge(c, d, e, u, v) === 1 - side) continue;
        if (railOk(v)) pushLand(v);
      }
      if (m.flags[u]! & NF_PORT && d.ctrl[u] === side)
        for (let k = w.ofStart[u]!; k < w.ofStart[u + 1]!; k++)
          if (portWater(c, u, w.of[k]!)) pushWater(w.of[k]!);
    } else {
      const x = u - nn;
      for (let k = w.adjStart[x]!; k < w.adjStart[x + 1]!; k++) pushWater(w.adjTo[k]!);
      for (let k = w.tanStart[x]!; k < w.tanStart[x + 1]!; k++) {
        const t = w.tan[k]!;
        if (m.flags[t]! & NF_PORT && d.ctrl[t] === side && !kyClosed(c, s, t) && portWater(c, t, x))
          pushLand(t);
      }
    }
  }
}

/**
 * 13.4.4: a Supply Path switches between water and land only at a friendly port, on a side where it
 * is a port. Brashear City (Special Hexes; W70 A) is no port on its Gulf side: River Supply from its
 * coast water keeps units there in Full Supply (13.3.4, fullSupply), but the Gulf does not join it to
 * the network, so it projects no Full Supply inland; a LOC back to it (a Depot) gives Limited Supply.
 */
function portWater(c: UscwContent, n: number, x: number): boolean {
  return !(c.map.flags[n]! & NF_COAST_NOPORT && c.map.water.kind[x] === W_COAST);
}

function fullSupply(c: UscwContent, s: S, d: Derived, side: number, out: SupplyInfo): void {
  const m = c.map;
  const w = m.water;
  const costs = locCosts(c, s[CH_TURN]!);
  const enemyBit = 1 << (1 - side);
  for (let n = 0; n < m.nn; n++) {
    if (out.source[n] || out.net[n]) {
      out.full[n] = 1;
      continue;
    }
    // River Supply (13.3.4)
    let ok = false;
    for (let k = w.ofStart[n]!; k < w.ofStart[n + 1]! && !ok; k++) {
      const x = w.of[k]!;
      if (out.water[x] && w.kind[x] !== W_BODY) ok = true;
    }
    // one overland hex to the network (13.4.2): not into enemy control or ZOI, nor across enemy water
    for (let e = m.adjStart[n]!; e < m.adjStart[n + 1]! && !ok; e++) {
      const v = m.adjTo[e]!;
      if (!(out.net[v] || out.source[v]) || costs[e] === BLOCKED) continue;
      if (d.ctrl[v] === 1 - side || (d.zoi[v]! & enemyBit && sp(c, s, v, side) === 0)) continue;
      if (m.adjFlags[e]! & EF_NAV && navOfEdge(c, d, e, n, v) === 1 - side) continue;
      ok = true;
    }
    if (ok) out.full[n] = 1;
  }
  coastalFortSupply(c, d, side, out);
}

/** Coastal Forts (10.3.2): Union units there always in Full Supply; CSA ones as their port (Morgan and St. Philip/Jackson by LOC). */
function coastalFortSupply(c: UscwContent, d: Derived, side: number, out: SupplyInfo): void {
  const m = c.map;
  for (let n = m.nh; n < m.nn; n++) {
    if (!(m.flags[n]! & NF_CF)) continue;
    if (side === USA && d.ctrl[n] === USA) out.full[n] = 1;
    const port = m.cfPort[n]!;
    const byLoc = m.name[n] === 'Fort Morgan' || m.name[n] === 'Forts St. Philip/Jackson';
    if (side === CSA && port >= 0 && !byLoc) out.full[n] = out.full[port]!;
  }
}

/**
 * LOC search (13.5.3): the most MP left on arrival at each node from seed depots, 4 MP restarting
 * at every friendly depot; friendly railroad on the network costs nothing. Buckets by MP left.
 */
function budgetSearch(
  c: UscwContent,
  s: S,
  d: Derived,
  side: number,
  out: SupplyInfo,
  sc: Scratch,
  seed: (n: number) => boolean,
  mark: Uint8Array,
): void {
  const m = c.map;
  const turn = s[CH_TURN]!;
  const costs = locCosts(c, turn);
  const best = sc.best;
  best.fill(-1);
  sc.bucketN.fill(0);
  const push = (n: number, b: number): void => {
    if (b <= best[n]!) return;
    best[n] = b;
    sc.bucket[b]![sc.bucketN[b]!++] = n;
  };
  for (let n = 0; n < m.nn; n++) if (seed(n)) push(n, 4);
  sc.wOn.fill(0);
  for (;;) {
    let b = 4;
    while (b >= 0 && sc.bucketN[b] === 0) b--;
    if (b < 0) break;
    const u = sc.bucket[b]![--sc.bucketN[b]!]!;
    if (best[u] !== b) continue;
    if (sc.depot[u] === 1 && waterConnector(c, s, d, side, u)) waterHops(c, s, d, side, sc, u, push);
    for (let e = m.adjStart[u]!; e < m.adjStart[u + 1]!; e++) {
      const v = m.adjTo[e]!;
      if (!locEntersFast(c, d, sc.closed, side, u, e, v)) continue;
      let left: number;
      if (out.net[u] && out.net[v] && m.adjFlags[e]! & EF_RAIL && railBuilt(turn, m.adjFlags[e]!)) left = b;
      else {
        const cost = costs[e]!;
        if (cost === BLOCKED) continue;
        left = b - cost - (sc.depot[v] === 2 ? 1 : 0);
      }
      if (left < 0) continue;
      if (sc.depot[v] === 1) left = 4;
      push(v, left);
    }
  }
  for (let n = 0; n < m.nn; n++) if (best[n]! >= 0) mark[n] = 1;
}
