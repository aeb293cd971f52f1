/**
 * 21.7.2 Carrying SPs with Naval Units (Advanced game): a naval stack activated with Action Points or
 * a Naval/Any card (never the free naval action, 21.1) may carry up to the Naval Transport capacity
 * (20.3.1, S1.3) of SPs, with their General, that start unmoved in its port; they land where the ships
 * end their move, an Amphibious Assault when that place is the enemy's (20.5), once the ships hold it
 * (a Naval Battle won there, or none needed: 21.7.3).
 *  - cost: 1 AP for a River Transport, 1 AP per SP for an Ocean Transport (Oceangoing NSPs by the open
 *    sea, ocean port to ocean port, 20.3.5, within the 3 SPs an Action Phase), +1 AP under a Cautious
 *    General landing against the enemy or in an enemy ZOI (7.7); or one Naval or Any card.
 *  - the route never runs the guns: it passes no water beside enemy NSPs, nor a port or Entrenchment
 *    (on a Type 1 river), Fort, Coastal Fort or vacant Hatteras Inlet/Roanoke Island that blocks Naval
 *    Control, even a trumped one (21.13, W71); the enemy's Naval ZOI does not stop them (21.4.1);
 *  - a port a Confederate Coastal Fort protects is not assaulted before the fort falls (10.3.1);
 *  - a failed assault sails back to the port with the ships (21.7.4, transport.ts `assaultOver`).
 *  - a General may be carried without SPs (7.5.3: 1 AP, not counted against the 3 SPs of Ocean
 *    Transport; it ends with friendly SPs, or, when none were with it, at a friendly Fort or Coastal
 *    Fort, 7.6), never into an enemy place;
 *  - the Confederate carries nothing on the east coast north of Hampton/Fort Monroe (20.3.4, 20.5.5,
 *    which 21.11 extends to SPs carried with Naval Units).
 * Automated: the route is navalunits.ts's shortest; ships stopped on the way (intercepted, 21.4.2) or
 * beaten at the goal keep the SPs in port (the action is spent).
 */
import type { UscwContent } from './content.js';
import type { Derived } from './derived.js';
import { apFor } from './common.js';
import { enemyPresent } from './battle.js';
import { CSA, G_OCEAN, GW_MOVED, USA } from './layout.js';
import { NF_BOX, NF_CF, NF_CHESAPEAKE, NF_PORT_OCEAN } from './mapmodel.js';
import { blocksControl } from './naval.js';
import { friendlyPort, navalPath, navalReach } from './navalunits.js';
import { capacity, cautiousExtra, isNorthEast, protectedBy } from './transport.js';
import { OPT_CSA_CARRY_ANY, opt } from './options.js';
import { fortOwner, genFlag, gensAt, sp, spFree, type S } from './state.js';

const dests = new Int32Array(4096);
const path = new Int32Array(4096);
const gbuf = new Int32Array(64);
const gall = new Int32Array(64);

/**
 * OP_NAVDEST y: bit 0 the attacker's +2 card (21.12); bits 1-3 the k SPs carried (21.7.2); or Y_GEN
 * with General g = y >> 5 carried without SPs (21.7.2, 7.5.3).
 */
export const Y_GEN = 16;
/**
 * OP_NAVDEST y bit 11: the move may drop off Naval Units on its way (21.2.4, navaldrop.ts); with the
 * +2 card bit, never with carried SPs or a General.
 */
export const Y_DROP = 1 << 11;
/** The SPs a move carries (OP_NAVDEST y). */
export const carriedSps = (y: number): number => (y & (Y_GEN | Y_DROP) ? 0 : y >> 1);
/** The General a move carries without SPs (OP_NAVDEST y), or -1. */
export const carriedGen = (y: number): number => (y & Y_GEN ? y >> 5 : -1);

/** 21.7.2: side's unmoved Generals at `from`, into out; returns their count. */
export function carryGens(c: UscwContent, s: S, from: number, side: number, out: Int32Array): number {
  const m = gensAt(c, s, from, side, gall);
  let k = 0;
  for (let i = 0; i < m; i++) if (!genFlag(c, s, gall[i]!, GW_MOVED)) out[k++] = gall[i]!;
  return k;
}

/**
 * 7.5.3, 7.6: may a General carried without SPs from `from` end at v? Never in an enemy place; with
 * friendly SPs there; or, when no SP was with him at `from` (7.6), at a friendly Fort or Coastal Fort
 * (which keeps the enemy's ZOI out, 9.1, so 7.6's bar on entering one holds).
 */
export function genLanding(c: UscwContent, s: S, d: Derived, from: number, v: number, side: number): boolean {
  if (enemyPresent(c, s, v, 1 - side) || d.ctrl[v] === 1 - side) return false;
  if (sp(c, s, v, side) > 0) return true;
  if (sp(c, s, from, side) > 0) return false;
  return fortOwner(c, s, v) === side || ((c.map.flags[v]! & NF_CF) !== 0 && d.ctrl[v] === side);
}

/** How SPs may be carried to each place: -1 not, 0 River Transport, 1 Ocean Transport. */
export type CarryModes = Int8Array;

/**
 * Fill modes (one entry per land node) for side's ships of the kinds in mask at `from` (21.7.2); a
 * stack away from a friendly port carries nothing. Clobbers navalReach's scratch.
 */
export function carryModes(
  c: UscwContent,
  s: S,
  d: Derived,
  from: number,
  side: number,
  mask: number,
  modes: CarryModes,
): void {
  modes.fill(-1);
  if (!friendlyPort(c, d, from, side) || capacity(s, side) === 0) return;
  if (spFree(c, s, from, side) === 0 && carryGens(c, s, from, side, gbuf) === 0) return;
  const m = c.map;
  const w = m.water;
  // 21.13: no Running the Guns with SPs aboard (run = false)
  const k = navalReach(c, s, d, from, side, mask, dests, false);
  for (let i = 0; i < k; i++) {
    const to = dests[i]!;
    if (m.flags[to]! & (NF_BOX | NF_CHESAPEAKE)) continue;
    const np = navalPath(c, to, path);
    let sea = false;
    let open = true;
    for (let j = 0; j < np && open; j++) {
      const x = path[j]!;
      if (x === w.body.atlantic || x === w.body.gulf) sea = true;
      // 20.3.4, 20.5.5 (21.11): no Confederate transport on the east coast north of Hampton
      if (side === CSA && isNorthEast(c, x)) open = false;
      for (let e = w.tanStart[x]!; e < w.tanStart[x + 1]! && open; e++) {
        const t = w.tan[e]!;
        if (t !== to && t !== from && blocksControl(c, s, d.ctrl, t, x, 1 - side)) open = false;
      }
    }
    if (!open) continue;
    // 20.3.5: by the open sea only the Union, ocean port to ocean port
    if (sea && (side !== USA || !(m.flags[from]! & NF_PORT_OCEAN) || !(m.flags[to]! & NF_PORT_OCEAN)))
      continue;
    const enemy = enemyPresent(c, s, to, 1 - side) || d.ctrl[to] === 1 - side;
    if (enemy && protectedBy(c, d, to, side, sea)) continue; // 10.3.1
    modes[to] = sea ? 1 : 0;
  }
}

/**
 * The Action Points k carried SPs cost from `from` to `to` (21.7.2: 1 a stack River, 1 a SP Ocean;
 * 7.7 +1 under a Cautious General), or -1 when the Ocean Transport limit (3 SPs a phase) forbids it.
 */
export function carryCost(
  c: UscwContent,
  s: S,
  d: Derived,
  from: number,
  to: number,
  side: number,
  k: number,
  ocean: boolean,
): number {
  if (ocean && s[G_OCEAN]! + k > 3) return -1;
  const assault = enemyPresent(c, s, to, 1 - side) || d.ctrl[to] === 1 - side;
  return (ocean ? k : 1) + (cautiousExtra(c, s, d, from, k, side, to, ocean, assault) ? 1 : 0);
}

/** Can side carry (up to) how many SPs from `from`: min(capacity, unmoved SPs). */
export function carryMax(c: UscwContent, s: S, from: number, side: number): number {
  return Math.min(capacity(s, side), spFree(c, s, from, side));
}

/**
 * Reading `read-21.7.2-csa-card`: a Confederate assault by carried SPs also needs an Any card (20.5.6),
 * on top of the naval activation's price; off (default), 21.7.1: the activation suffices.
 */
export function carryAnyCard(c: UscwContent, s: S, d: Derived, to: number, side: number): boolean {
  if (side !== CSA || !opt(s, OPT_CSA_CARRY_ANY)) return false;
  return enemyPresent(c, s, to, USA) || d.ctrl[to] === USA;
}

/** Is the cost payable in Action Points in from's theater? */
export const carryByAp = (c: UscwContent, s: S, from: number, cost: number): boolean =>
  apFor(s, c.map.theater[from]!) >= cost;
