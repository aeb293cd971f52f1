/**
 * Rail, river and sea movement of army forces [5.4, 5.8, 5.9].
 *
 *  - Rail [5.4]: 1 MP to entrain, 1 to detrain, 1/10 MP per rail hex entered along friendly or
 *    repaired lines, other terrain ignored; any number of rail moves, but at most 3 (Union) or 2
 *    (CSA) distinct SP a Player-Turn use rail [5.41, 5.43]; into but not out of an enemy Secondary
 *    zone, never into a Primary one [5.42]; unbridged crossings are simply absent links [5.44];
 *    forces end their move detrained [5.47], so a force entrains only with room to detrain.
 *  - River transport [5.8]: 1 MP to embark onto a navigable or tidal hexside of the hex, 1 per
 *    hexside, 1 to disembark on either bank; at most 1 (CSA) or 2 (Union) SP a Player-Turn; not past
 *    an enemy garrisoned fort [5.8, 6.6], not along interdicted hexsides for the CSA [6.7].
 *  - Sea [5.9] (Union): a force that began the phase in a friendly port or coastal fort may go to a
 *    friendly port or coastal fort or an unoccupied coastal hex, ignoring zones: 5 MP along one
 *    coast, 15 from the Atlantic to the Gulf [5.91]; one sea lift point per SP, 5 per USMRR [5.97,
 *    10.51]. On a simple coastal hex at most 3 SP a hex a turn land, and stop [5.92, 5.94]; in a
 *    port or fort the force goes on with MA - sea cost - the hex's terrain [5.95].
 */
import type { AcwContent } from './content.js';
import { A_DETRAIN, A_DISEMBARK, A_EMBARK, A_RIVER_STEP, A_SEA, A_STEP, act } from './actions.js';
import { TERRAIN_MP, mayEnter, theatreClosed } from './costs.js';
import { detach, moveLeaders, mpLeft } from './force.js';
import { EDGES, HEXES, NBR, edge, edgeHexes } from './grid.js';
import {
  F_FLAGS,
  F_HEX,
  F_KIND,
  F_MODE,
  F_NODE,
  F_MA,
  F_ORIGIN,
  F_SP,
  F_SPENT,
  FF_LANDED_SIMPLE,
  FF_RAIL_COUNTED,
  FF_RIVER_COUNTED,
  FF_SEA_MOVED,
  G_PHASING,
  G_RAIL_USED,
  G_RIVER_USED,
  G_SEA_LIFT,
  K_ARMY,
  K_USMRR,
  M_LAND,
  M_RAIL,
  M_RIVER,
  CSA,
  USA,
} from './layout.js';
import { RIVER_NAV, RIVER_TIDAL, SB_RAIL, SB_RIVER } from './map.js';
import { O_TRANSFER_SEA_FREE, opt } from './options.js';
import { closedRiverHexes, railUsable } from './network.js';
import { cityOwner, closedCity } from './places.js';
import { csaFortified } from './riverine.js';
import {
  fortOwner,
  landed,
  occupant,
  setLanded,
  setUsedInAttack,
  usedInAttack,
  zoc,
  type S,
} from './state.js';
import { Z_PRIMARY, Z_SECONDARY } from './zoc.js';
import { onEnter } from './entry.js';

const RAIL_LIMIT = [3, 2] as const;
const RIVER_LIMIT = [2, 1] as const;

const railCost = (s: S): number => (s[F_KIND] === K_USMRR ? 0 : s[F_FLAGS]! & FF_RAIL_COUNTED ? 0 : s[F_SP]!);

/** Entrain here? [5.4, 5.41] */
export function mayEntrain(c: AcwContent, s: S): boolean {
  const side = s[G_PHASING]!;
  if (s[F_MODE] !== M_LAND || mpLeft(s) < 21 || !c.map.rail[s[F_HEX]!]) return false;
  if (!railUsable(c, s, side, s[F_HEX]!)) return false;
  return s[G_RAIL_USED]! + railCost(s) <= RAIL_LIMIT[side]!;
}

export function playEntrain(s: S): void {
  s[G_RAIL_USED] = s[G_RAIL_USED]! + railCost(s);
  s[F_FLAGS] = s[F_FLAGS]! | FF_RAIL_COUNTED;
  s[F_MODE] = M_RAIL;
  s[F_SPENT] = s[F_SPENT]! + 10;
}

/** Rail steps along friendly lines, keeping 1 MP to detrain [5.42, 5.47]. */
function railSteps(c: AcwContent, s: S, out: Int32Array, n: number): number {
  const side = s[G_PHASING]!;
  const h = s[F_HEX]!;
  if (mpLeft(s) < 11 || zoc(s, h) === Z_SECONDARY) return n;
  for (let d = 0; d < 6; d++) {
    const t = NBR[h * 6 + d]!;
    if (t < 0 || !(c.map.side[h * 6 + d]! & SB_RAIL) || !railUsable(c, s, side, t)) continue;
    if (zoc(s, t) === Z_PRIMARY || !mayEnter(c, s, side, h, t)) continue;
    for (let k = s[F_SP]!; k >= 1; k--) out[n++] = act(A_STEP, t, k);
  }
  return n;
}

export function railActions(c: AcwContent, s: S, out: Int32Array, n: number): number {
  n = railSteps(c, s, out, n);
  if (mpLeft(s) >= 10) out[n++] = act(A_DETRAIN);
  return n;
}

export function playDetrain(s: S): void {
  s[F_MODE] = M_LAND;
  s[F_SPENT] = s[F_SPENT]! + 10;
}

/** River hexsides open to `side`'s river transport [5.8, 6.6, 6.7]. */
function riverOpen(e: number, interdicted: Uint8Array, closed: Uint8Array): boolean {
  const [a, b] = edgeHexes(e);
  if (b < 0 || closed[a] || closed[b]) return false;
  return !interdicted[e];
}

const riverCost = (s: S): number => (s[F_FLAGS]! & FF_RIVER_COUNTED ? 0 : s[F_SP]!);

export function embarkActions(
  c: AcwContent,
  s: S,
  interdicted: Uint8Array,
  out: Int32Array,
  n: number,
): number {
  const side = s[G_PHASING]!;
  if (s[F_MODE] !== M_LAND || mpLeft(s) < 21) return n;
  if (s[G_RIVER_USED]! + riverCost(s) > RIVER_LIMIT[side]!) return n;
  const h = s[F_HEX]!;
  const closed = closedRiverHexes(c, s, side);
  const extra = zoc(s, h) !== 0 ? 50 : 0;
  if (mpLeft(s) < 21 + extra) return n;
  for (let d = 0; d < 6; d++) {
    if ((c.map.side[h * 6 + d]! & SB_RIVER) < RIVER_NAV) continue;
    const e = edge(h, d);
    if (riverOpen(e, interdicted, closed)) out[n++] = act(A_EMBARK, HEXES + e);
  }
  return n;
}

export function playEmbark(s: S, node: number): void {
  s[G_RIVER_USED] = s[G_RIVER_USED]! + riverCost(s);
  s[F_FLAGS] = s[F_FLAGS]! | FF_RIVER_COUNTED;
  s[F_SPENT] = s[F_SPENT]! + 10 + (zoc(s, s[F_HEX]!) !== 0 ? 50 : 0);
  s[F_MODE] = M_RIVER;
  s[F_NODE] = node;
}

export function riverActions(
  c: AcwContent,
  s: S,
  interdicted: Uint8Array,
  out: Int32Array,
  n: number,
): number {
  const side = s[G_PHASING]!;
  const e = s[F_NODE]! - HEXES;
  const closed = closedRiverHexes(c, s, side);
  if (mpLeft(s) >= 20) {
    for (let k = c.map.rStart[e]!; k < c.map.rStart[e + 1]!; k++) {
      const f = c.map.rTo[k]!;
      if (riverOpen(f, interdicted, closed)) out[n++] = act(A_RIVER_STEP, HEXES + f);
    }
  }
  if (mpLeft(s) >= 10) {
    for (const h of edgeHexes(e)) if (h >= 0 && mayEnter(c, s, side, -1, h)) out[n++] = act(A_DISEMBARK, h);
  }
  return n;
}

export function playRiverStep(s: S, node: number): void {
  s[F_SPENT] = s[F_SPENT]! + 10;
  s[F_NODE] = node;
}

export function playDisembark(c: AcwContent, s: S, h: number): void {
  s[F_SPENT] = s[F_SPENT]! + 10;
  s[F_MODE] = M_LAND;
  s[F_HEX] = h;
  moveLeaders(s, h);
  onEnter(c, s, s[G_PHASING]!, h, s[F_KIND] === K_ARMY);
}

/** Tidal-river reach from the sea [5.93]: tenths of MP to each hex and the coast it came from. */
const tidalTenths = new Int32Array(HEXES);
const tidalCoast = new Uint8Array(HEXES);
const edgeDist = new Int32Array(EDGES);
const queue = new Int32Array(EDGES);

function tidalReach(c: AcwContent, s: S): void {
  tidalTenths.fill(-1);
  edgeDist.fill(-1);
  let tail = 0;
  for (let h = 0; h < HEXES; h++) {
    if (!c.map.coastal[h]) continue;
    tidalTenths[h] = 0;
    tidalCoast[h] = c.map.coast[h]!;
  }
  for (let h = 0; h < HEXES; h++) {
    if (!c.map.coastal[h]) continue;
    for (let d = 0; d < 6; d++) {
      if ((c.map.side[h * 6 + d]! & SB_RIVER) !== RIVER_TIDAL) continue;
      const e = edge(h, d);
      if (edgeDist[e] !== -1 || pastFort(s, e)) continue;
      edgeDist[e] = 10;
      queue[tail++] = e;
      markBanks(e, 10, c.map.coast[h]!);
    }
  }
  for (let head = 0; head < tail; head++) {
    const e = queue[head]!;
    const [a] = edgeHexes(e);
    for (let k = c.map.rStart[e]!; k < c.map.rStart[e + 1]!; k++) {
      const f = c.map.rTo[k]!;
      const [fa, fb] = edgeHexes(f);
      if (edgeDist[f] !== -1 || pastFort(s, f)) continue;
      if ((c.map.side[fa * 6 + dirOfEdge(fa, f)]! & SB_RIVER) !== RIVER_TIDAL || fb < 0) continue;
      edgeDist[f] = edgeDist[e]! + 10;
      queue[tail++] = f;
      markBanks(f, edgeDist[f]!, tidalCoast[a]!);
    }
  }
}

function dirOfEdge(h: number, e: number): number {
  for (let d = 0; d < 6; d++) if (edge(h, d) === e) return d;
  return 0;
}

function markBanks(e: number, tenths: number, coast: number): void {
  for (const h of edgeHexes(e)) {
    if (h < 0 || (tidalTenths[h] !== -1 && tidalTenths[h]! <= tenths)) continue;
    tidalTenths[h] = tenths;
    tidalCoast[h] = coast;
  }
}

/** Sea-moved units may not pass fortified enemy units [5.93]. */
function pastFort(s: S, e: number): boolean {
  const [a, b] = edgeHexes(e);
  return csaFortified(s, a) || (b >= 0 && csaFortified(s, b));
}

/**
 * A friendly port or coastal fort, on the coast or a tidal river (where sea movement starts) [5.9].
 * `held`: the Union force picked up there holds it, even when it lifted the whole stack (a Southern
 * port the Union took is friendly while a Union unit is in it: it began the phase there [5.9]).
 */
function portOrFort(c: AcwContent, s: S, h: number, held = false): boolean {
  if (tidalTenths[h]! < 0) return false;
  const k = c.map.city[h]!;
  const union = held || occupant(s, h) === USA;
  if (k >= 0 && (union || (cityOwner(c, s, k) === USA && occupant(s, h) !== CSA))) return true;
  return fortOwner(s, h) === 1 && occupant(s, h) !== CSA;
}

/** Sea moves of a Union force still in its starting port or fort [5.9-5.95]. */
export function seaActions(c: AcwContent, s: S, out: Int32Array, n: number): number {
  const h = s[F_HEX]!;
  if (s[G_PHASING] !== USA || s[F_MODE] !== M_LAND || s[F_SPENT] !== 0 || h !== s[F_ORIGIN]) return n;
  if (s[F_FLAGS]! & FF_SEA_MOVED) return n;
  tidalReach(c, s);
  if (!portOrFort(c, s, h, true)) return n;
  const perSP = s[F_KIND] === K_USMRR ? 5 : 1;
  const k = Math.min(s[F_SP]!, Math.floor(s[G_SEA_LIFT]! / perSP));
  if (k === 0) return n;
  for (let t = 0; t < HEXES; t++) {
    if (t === h || tidalTenths[t]! < 0) continue;
    if (!opt(s, O_TRANSFER_SEA_FREE) && theatreClosed(c, s, USA, h, t)) continue;
    const cost = seaCost(h, t) + 10 * TERRAIN_MP[c.map.terrain[t]! as 1 | 2 | 3];
    if (cost > mpLeft(s)) continue;
    if (portOrFort(c, s, t)) out[n++] = act(A_SEA, t, k);
    else if (occupant(s, t) < 0 && !closedCity(c, s, t, USA)) {
      const room = 3 - landed(s, t);
      if (room > 0) out[n++] = act(A_SEA, t, Math.min(k, room));
    }
  }
  return n;
}

/** Tenths of MP from coast to coast [5.91], plus the tidal hexsides entered [5.93]. */
function seaCost(a: number, b: number): number {
  const base = tidalCoast[a] === tidalCoast[b] ? 50 : 150;
  return base + tidalTenths[a]! + tidalTenths[b]!;
}

export function playSea(c: AcwContent, s: S, t: number, k: number): void {
  tidalReach(c, s);
  const h = s[F_HEX]!;
  const perSP = s[F_KIND] === K_USMRR ? 5 : 1;
  const port = portOrFort(c, s, t);
  const cost = seaCost(h, t);
  if (k < s[F_SP]!) detach(s, s[F_SP]! - k);
  s[G_SEA_LIFT] = s[G_SEA_LIFT]! - perSP * k;
  s[F_FLAGS] = s[F_FLAGS]! | FF_SEA_MOVED;
  s[F_HEX] = t;
  moveLeaders(s, t);
  if (!port) {
    setLanded(s, t, landed(s, t) + k);
    s[F_FLAGS] = s[F_FLAGS]! | FF_LANDED_SIMPLE;
    s[F_SPENT] = s[F_MA]!;
    setUsedInAttack(s, t, usedInAttack(s, t) + k);
  } else s[F_SPENT] = s[F_SPENT]! + cost + 10 * TERRAIN_MP[c.map.terrain[t]! as 1 | 2 | 3];
  onEnter(c, s, USA, t, s[F_KIND] === K_ARMY);
}
