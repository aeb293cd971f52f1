/**
 * Movement Point costs (5.3-5.8, 10.3.2, Special Hexes) of one land step along an edge of the map
 * model, for a side, given naval control. Shared by movement, LOC tracing (13.5), retreats and reaction.
 *
 *  terrain entered: clear, woods, mountain 1; marsh 2, 1 following a road or railroad (5.5); swamp,
 *                   water-only links and off-map spaces prohibited (5.7, 2.1.5)
 *  following a railroad: 1 per hex, no river or mountain hexside cost (5.4.1); a rail bridge over a
 *                   navigable river only where the enemy has no naval control (5.4.3); a railroad
 *                   ferry is unbridged for land movement (5.4.4)
 *  hexsides:        minor river +1 unless bridged (a road or railroad crosses, 5.8.2); navigable river
 *                   +1 friendly or uncontrolled, +2 enemy-controlled (5.8.3); mountain +1 unless a pass
 *                   or rail gap (5.6); rivers through a River Crossing Town are ignored (2.1.6, 5.8.4)
 *  special:         Coastal Fort <-> its port 1 MP (10.3.2; Forts St. Philip/Jackson <-> 5015 as a
 *                   Mississippi crossing); Brownsville box 2 MP; entering Georgetown from 3542 2 MP
 */
import type { UscwContent } from './content.js';
import {
  EF_BOXLINK,
  EF_BRIDGE,
  EF_CFLINK,
  EF_COST2IN,
  EF_FERRY,
  EF_IMPASSABLE,
  EF_MINOR,
  EF_MOUNTAIN,
  EF_NAV,
  EF_NEWRAIL,
  EF_NOLAND,
  EF_PASS,
  EF_RAIL,
  EF_ROAD,
  NF_CROSS,
  NF_OFFMAP,
  NF_RAIL,
  T_MARSH,
  T_SWAMP,
} from './mapmodel.js';

export const BLOCKED = 99;

/** Result flags of a step. */
export const SC_ENEMY_NAV = 1;
export const SC_NAV = 2;
const SC_RAIL = 4;

export interface StepCost {
  cost: number;
  flags: number;
}

/** New railroads are built from the start of Winter 1864, Turn 14 (5.4.5). */
export function railBuilt(turn: number, edgeFlags: number): boolean {
  return (edgeFlags & EF_RAIL) !== 0 && ((edgeFlags & EF_NEWRAIL) === 0 || turn >= 14);
}

/** Galveston and hex A across its railroad bridge (Map Notes, Texas), per pack; -1 when absent. */
interface Bridge {
  readonly gal: number;
  readonly a: number;
}
let bridgeC: UscwContent | undefined;
let bridge: Bridge = { gal: -1, a: -1 };

export function galvestonBridge(c: UscwContent): Bridge {
  if (c === bridgeC) return bridge;
  const m = c.map;
  const gal = m.nodeByName.get('Galveston') ?? -1;
  let a = -1;
  if (gal >= 0)
    for (let e = m.adjStart[gal]!; e < m.adjStart[gal + 1]!; e++)
      if (m.adjFlags[e]! & EF_RAIL) a = m.adjTo[e]!;
  bridgeC = c;
  bridge = { gal, a };
  return bridge;
}

/** Is the step a -> b over the Galveston railroad bridge (either way)? */
export function onBridge(c: UscwContent, a: number, b: number): boolean {
  const g = galvestonBridge(c);
  return g.a >= 0 && ((a === g.gal && b === g.a) || (a === g.a && b === g.gal));
}

/**
 * Cost for `side` to step from node a along edge e to node b; out.cost is BLOCKED when prohibited.
 * navOwner: naval control of the crossed navigable hexside (-1 none); friendlyNav: a Naval Assist
 * card lets the Union treat CSA control as friendly (18.1).
 */
export function stepCost(
  c: UscwContent,
  turn: number,
  a: number,
  e: number,
  b: number,
  side: number,
  navOwner: number,
  out: StepCost,
): StepCost {
  const m = c.map;
  const f = m.adjFlags[e]!;
  out.flags = 0;
  if (f & (EF_NOLAND | EF_IMPASSABLE) || m.terrain[b] === T_SWAMP || m.flags[b]! & NF_OFFMAP) {
    out.cost = BLOCKED;
    return out;
  }
  const enemyNav = navOwner >= 0 && navOwner !== side;
  if (f & EF_BOXLINK) {
    out.cost = 2;
    return out;
  }
  if (f & EF_CFLINK) {
    out.flags = SC_NAV | (enemyNav ? SC_ENEMY_NAV : 0);
    out.cost =
      m.name[a] === 'Forts St. Philip/Jackson' || m.name[b] === 'Forts St. Philip/Jackson'
        ? enemyNav
          ? 3
          : 2
        : 1;
    return out;
  }
  if (f & EF_COST2IN) {
    out.cost = 2;
    return out;
  }
  // Map Notes, Texas (W69): the controller of Galveston holds its bridge; out of Galveston 1 MP;
  // into it 1 MP, or as an enemy-controlled navigable hexside (+2 MP, 1 SP) when Galveston is the
  // enemy's (navOwner: Galveston's controller, navOfEdge)
  if (onBridge(c, a, b)) {
    const into = b === galvestonBridge(c).gal && enemyNav;
    out.cost = into ? 3 : 1;
    out.flags = into ? SC_NAV | SC_ENEMY_NAV : 0;
    return out;
  }
  const crossTown = (m.flags[a]! & NF_CROSS) !== 0 || (m.flags[b]! & NF_CROSS) !== 0;
  // following a railroad (5.4.1): rail bridges need friendly or no naval control (5.4.3)
  if (railBuilt(turn, f) && m.flags[a]! & NF_RAIL && m.flags[b]! & NF_RAIL) {
    const bridged = !(f & EF_NAV) || (!(f & EF_FERRY) && !enemyNav);
    if (bridged) {
      out.cost = 1;
      out.flags = SC_RAIL | (f & EF_NAV ? SC_NAV : 0);
      return out;
    }
  }
  let cost = terrainCost(c, f, b);
  if (!crossTown) {
    if (f & EF_MINOR && !(f & (EF_BRIDGE | EF_ROAD | EF_RAIL))) cost += 1;
    if (f & EF_NAV) {
      cost += enemyNav ? 2 : 1;
      out.flags |= SC_NAV | (enemyNav ? SC_ENEMY_NAV : 0);
    }
  }
  if (f & EF_MOUNTAIN && !(f & EF_PASS)) cost += 1;
  out.cost = cost;
  return out;
}

/** Entering b across a link with flags f (TEC): 2 MP into a marsh off road and railroad, else 1. */
function terrainCost(c: UscwContent, f: number, b: number): number {
  return c.map.terrain[b] === T_MARSH && !(f & (EF_ROAD | EF_RAIL)) ? 2 : 1;
}

/** Battle terrain of an attack along edge e into b (11.4): +1 mountain hexside (pass or gap too), river or marsh. */
export function terrainDrm(c: UscwContent, a: number, e: number, b: number): number {
  const m = c.map;
  const f = m.adjFlags[e]!;
  if (f & EF_MOUNTAIN) return 1;
  // Map Notes, Texas (W69): attacks over the Galveston bridge are navigable-river attacks
  if (onBridge(c, a, b)) return 1;
  const crossTown = (m.flags[a]! & NF_CROSS) !== 0 || (m.flags[b]! & NF_CROSS) !== 0;
  if (!crossTown && f & (EF_MINOR | EF_NAV | EF_CFLINK)) return 1;
  if (m.terrain[a] === T_MARSH || m.terrain[b] === T_MARSH) return 1;
  return 0;
}

/** Reaction DRM of a hexside (9.4): -1 unbridged minor river, -1 bridged navigable, -1/-2 mountain. */
export function reactionSideDrm(c: UscwContent, e: number): number {
  const f = c.map.adjFlags[e]!;
  let d = 0;
  if (f & EF_MINOR && !(f & (EF_BRIDGE | EF_ROAD | EF_RAIL))) d -= 1;
  if (f & EF_NAV && f & (EF_BRIDGE | EF_RAIL) && !(f & EF_FERRY)) d -= 1;
  if (f & EF_MOUNTAIN) d -= f & EF_PASS ? 1 : 2;
  return d;
}

/** Is edge e an unbridged navigable hexside (9.1 A, 9.3.2, 11.6.4)? */
export function unbridgedNav(c: UscwContent, e: number): boolean {
  const f = c.map.adjFlags[e]!;
  return ((f & EF_NAV) !== 0 && ((f & EF_RAIL) === 0 || (f & EF_FERRY) !== 0)) || (f & EF_CFLINK) !== 0;
}

/** Does the link u-v touch a Texas off-map space (2.1.5)? */
export function offmapLink(c: UscwContent, u: number, v: number): boolean {
  return ((c.map.flags[u]! | c.map.flags[v]!) & NF_OFFMAP) !== 0;
}

/**
 * 2.1.5, 13.3.2: nobody enters the Texas off-map half-hexes, but they are supply sources, so a
 * supply line crosses their links: 1 MP into the half-hex, the terrain's cost out of it.
 */
function offmapLocCost(c: UscwContent, e: number, v: number): number {
  const m = c.map;
  if (m.flags[v]! & NF_OFFMAP) return 1;
  return m.terrain[v] === T_SWAMP ? BLOCKED : terrainCost(c, m.adjFlags[e]!, v);
}

const staticCosts = new WeakMap<UscwContent, [Int8Array, Int8Array]>();

/**
 * The MP cost of every edge for a supply line (13.5.3) when no enemy controls its navigable hexside
 * (LOCs never cross one), before and from Turn 14 (new railroads, 5.4.5); BLOCKED where prohibited.
 * Built once per pack: the LOC search's hot loop reads it instead of calling stepCost.
 */
export function locCosts(c: UscwContent, turn: number): Int8Array {
  let pair = staticCosts.get(c);
  if (!pair) {
    const m = c.map;
    const out: StepCost = { cost: 0, flags: 0 };
    const mk = (t: number): Int8Array => {
      const a = new Int8Array(m.adjTo.length);
      for (let u = 0; u < m.nn; u++)
        for (let e = m.adjStart[u]!; e < m.adjStart[u + 1]!; e++)
          a[e] = offmapLink(c, u, m.adjTo[e]!)
            ? offmapLocCost(c, e, m.adjTo[e]!)
            : stepCost(c, t, u, e, m.adjTo[e]!, 0, -1, out).cost;
      return a;
    };
    pair = [mk(1), mk(14)];
    staticCosts.set(c, pair);
  }
  return turn >= 14 ? pair[1] : pair[0];
}
