/**
 * Supply [10.0-10.4, 10.6].
 *
 *  - Unit supply path [10.3]: at most five hexes from the unit's hex to the source's hex (or to a hex
 *    with the source hexside), three between; the unit's hex and the hexes between are clear
 *    terrain (a unit in rough or swamp is supplied only on a source hex or a hex bordering a source
 *    hexside); no enemy-occupied hex, and no enemy Primary hex unless a friendly unit is in it [6.4].
 *  - Union sources [10.1, 10.4]: every functioning rail hex and river hexside joined to the map-edge
 *    exits (1501, 1601, 5101), unlimited; and, by sea, Union-occupied coastal hexes and what they
 *    join, each Sea Lift point supplying two sea-dependent SP, sea lift going to supply first
 *    [5.97-5.99].
 *  - Confederate grids [10.21-10.22, 10.4]: supply cities and ports tied by functioning CSA rail and
 *    rivers; a grid supplies at most the sum of its cities' values for the year. Knoxville and
 *    Chattanooga count only while garrisoned [13.8 note]; Texas and Arkansas join the grid of a
 *    crossing point the South holds (reading `tx-ar-link`), else they form the Trans-Mississippi
 *    grid, which supplies units in the Trans-Mississippi not surrounded by Union Primary zones.
 * Which of several eligible stacks a limited grid or sea lift supplies is the owner's choice in
 * the rules; here it is automatic: hexes in index order, each stack drawing on the grid its supply
 * path reaches first, grids tried largest first.
 */
import { CH_TURN } from '../../core/header.js';
import type { AcwContent } from './content.js';
import { EDGES, HEXES, NBR, edgeHexes } from './grid.js';
import { CSA, G_SEA_DEPENDENT, G_SEA_LIFT, USA } from './layout.js';
import { R_TRANS_MISS, T_CLEAR, T_SEA } from './map.js';
import { Network } from './network.js';
import { O_LINK_ALL, opt } from './options.js';
import { southernCityAlive } from './places.js';
import { landSP, occupant, type S } from './state.js';
import { Z_PRIMARY, projectZones } from './zoc.js';

export const net = new Network();
const enemyZone = new Uint8Array(HEXES);
/** reach[h]: source label a supply path from h reaches (grid component, or SEA/ULTIMATE), -1 none. */
export const reach = new Int32Array(HEXES);
/** pathOk[h]: 1 when a unit of the side in h would have a supply path (capacity aside). */
export const pathOk = new Uint8Array(HEXES);
/** unsupplied[h]: SP of the side in h left without supply by the last `computeSupply`. */
export const unsupplied = new Int32Array(HEXES);
const dist = new Int8Array(HEXES);
const queue = new Int32Array(HEXES);
const capacity = new Float64Array(HEXES + EDGES + 2);
const TM = HEXES + EDGES;
const labelOrder: number[] = [];

export const SEA_LABEL = -2;
export const ULTIMATE = -3;

/** The supply picture of one side: grids, capacities, paths, and the stacks each can supply. */
export interface SupplyResult {
  /** Largest Confederate grid (CSA only), without at-large points. */
  largest: number;
  /** Union SP depending on sea supply, and the sea lift they took. */
  seaDependent: number;
  seaLiftUsed: number;
}

function yearOf(c: AcwContent, s: S): number {
  return c.tables.yearBucket[Math.max(1, Math.min(16, s[CH_TURN]!))]!;
}

/** Path hex test of [10.3, 6.4]: may a path pass through (or start in) h? */
function pathHex(c: AcwContent, s: S, side: number, h: number): boolean {
  if (c.map.terrain[h] !== T_CLEAR) return false;
  const occ = occupant(s, h);
  if (occ === 1 - side) return false;
  return enemyZone[h] !== Z_PRIMARY || occ === side;
}

function sourceHex(c: AcwContent, s: S, side: number, h: number): boolean {
  if (h < 0 || c.map.terrain[h] === T_SEA) return false;
  const occ = occupant(s, h);
  if (occ === 1 - side) return false;
  return enemyZone[h] !== Z_PRIMARY || occ === side;
}

/** Multi-source breadth-first trace, sources in the given label order; fills reach[]. */
function trace(c: AcwContent, s: S, side: number, seeds: readonly [number, number][]): void {
  reach.fill(-1);
  dist.fill(-1);
  let head = 0;
  let tail = 0;
  for (const [h, label] of seeds) {
    if (dist[h] !== -1 || !sourceHex(c, s, side, h)) continue;
    dist[h] = 0;
    reach[h] = label;
    queue[tail++] = h;
  }
  while (head < tail) {
    const h = queue[head++]!;
    if (dist[h]! >= 4) continue;
    for (let d = 0; d < 6; d++) {
      const n = NBR[h * 6 + d]!;
      if (n < 0 || dist[n] !== -1 || !pathHex(c, s, side, n)) continue;
      dist[n] = dist[h]! + 1;
      reach[n] = reach[h]!;
      queue[tail++] = n;
    }
  }
}

/** Source hexes of the network components `want(label)` accepts: rail hexes and river banks. */
function networkSeeds(want: (label: number) => boolean, out: [number, number][]): void {
  for (let h = 0; h < HEXES; h++) if (net.railOk[h] && want(net.comp[h]!)) out.push([h, net.comp[h]!]);
  for (let e = 0; e < EDGES; e++) {
    if (!net.edgeOk[e]) continue;
    const label = net.comp[HEXES + e]!;
    if (!want(label)) continue;
    const [a, b] = edgeHexes(e);
    out.push([a, label]);
    if (b >= 0) out.push([b, label]);
  }
}

/** Component a hex belongs to as a source: its rail node, else a river hexside of it. */
function componentAt(h: number): number {
  if (net.railOk[h]) return net.comp[h]!;
  for (let d = 0; d < 6; d++) {
    const e = edgeOfSide(h, d);
    if (e >= 0 && net.edgeOk[e]) return net.comp[HEXES + e]!;
  }
  return -1;
}

function edgeOfSide(h: number, d: number): number {
  if (d < 3) return h * 3 + d;
  const n = NBR[h * 6 + d]!;
  return n >= 0 ? n * 3 + (d - 3) : -1;
}

/** Union supply [10.1, 10.4, 5.97-5.99]: writes unsupplied[]; returns sea lift use. */
function unionSupply(c: AcwContent, s: S, seaLift: number): SupplyResult {
  net.label(c, s, USA);
  const ultimate = new Set<number>();
  for (const h of c.map.unionExits) if (net.railOk[h]) ultimate.add(net.comp[h]!);
  const seeds: [number, number][] = [];
  networkSeeds((l) => ultimate.has(l), seeds);
  for (const x of seeds) x[1] = ULTIMATE;
  const seaSeeds: [number, number][] = [];
  const seaComps = new Set<number>();
  for (let h = 0; h < HEXES; h++) {
    if (!c.map.coastal[h] || occupant(s, h) !== USA) continue;
    seaSeeds.push([h, SEA_LABEL]);
    const k = componentAt(h);
    if (k >= 0 && !ultimate.has(k)) seaComps.add(k);
  }
  networkSeeds((l) => seaComps.has(l), seaSeeds);
  for (const x of seaSeeds) x[1] = SEA_LABEL;
  trace(c, s, USA, [...seeds, ...seaSeeds]);
  let dependent = 0;
  let canSupply = 2 * seaLift;
  for (let h = 0; h < HEXES; h++) {
    unsupplied[h] = 0;
    if (occupant(s, h) !== USA) continue;
    const sp = landSP(s, h);
    if (reach[h] === ULTIMATE) continue;
    if (reach[h] === SEA_LABEL) {
      dependent += sp;
      const ok = Math.min(sp, canSupply);
      canSupply -= ok;
      unsupplied[h] = sp - ok;
    } else unsupplied[h] = sp;
  }
  for (let h = 0; h < HEXES; h++) pathOk[h] = reach[h] === ULTIMATE || reach[h] === SEA_LABEL ? 1 : 0;
  const suppliedBySea = Math.min(dependent, 2 * seaLift);
  return { largest: 0, seaDependent: dependent, seaLiftUsed: Math.ceil(suppliedBySea / 2) };
}

/** Grid capacities [10.21, 10.22, 13.8]; returns the crossing-point component TX/AR join, or TM. */
function csaGrids(c: AcwContent, s: S): number {
  capacity.fill(0);
  const yb = yearOf(c, s);
  let isolated = net.count;
  for (let k = 0; k < c.map.cities.length; k++) {
    const city = c.map.cities[k]!;
    if (city.kind === 'city' || !southernCityAlive(c, s, k) || city.state === 'KY') continue;
    if (city.sympathetic && !(occupant(s, city.hex) === CSA && landSP(s, city.hex) > 0)) continue;
    let comp = componentAt(city.hex);
    if (comp < 0) {
      comp = isolated++;
      isolatedCity.set(city.hex, comp);
    }
    capacity[comp] += city.supply[yb]!;
  }
  const link = crossingLink(c, s);
  const txar = supplyHexValue(c, s, c.map.texas, 0, yb) + supplyHexValue(c, s, c.map.arkansas, 1, yb);
  capacity[link] += txar;
  return link;
}

const isolatedCity = new Map<number, number>();

function supplyHexValue(c: AcwContent, s: S, h: number, k: number, yb: number): number {
  return occupant(s, h) === USA ? 0 : c.map.supplyHexValue[k]![yb]!;
}

/** The component Texas and Arkansas feed: a held crossing point's, else the Trans-Mississippi. */
function crossingLink(c: AcwContent, s: S): number {
  let first = -1;
  let held = 0;
  let total = 0;
  for (let k = 0; k < c.map.cities.length; k++) {
    const city = c.map.cities[k]!;
    if (!city.crossing) continue;
    total++;
    if (!southernCityAlive(c, s, k)) continue;
    held++;
    const comp = componentAt(city.hex);
    if (first < 0 && comp >= 0) first = comp;
  }
  const linked = opt(s, O_LINK_ALL) ? held === total : held > 0;
  return linked && first >= 0 ? first : TM;
}

/** Confederate supply: writes unsupplied[]; returns the largest grid. */
function confederateSupply(c: AcwContent, s: S): SupplyResult {
  net.label(c, s, CSA);
  isolatedCity.clear();
  const tmLink = csaGrids(c, s);
  labelOrder.length = 0;
  for (let l = 0; l < net.count; l++) if (capacity[l]! > 0) labelOrder.push(l);
  labelOrder.sort((a, b) => capacity[b]! - capacity[a]! || a - b);
  const seeds: [number, number][] = [];
  for (const l of labelOrder) networkSeeds((x) => x === l, seeds);
  for (const [h, l] of isolatedCity) seeds.push([h, l]);
  trace(c, s, CSA, seeds);
  let largest = 0;
  for (let l = 0; l < capacity.length; l++) largest = Math.max(largest, capacity[l]!);
  const left = Float64Array.from(capacity);
  const tm = transMississippiReach(c, s);
  for (let h = 0; h < HEXES; h++) pathOk[h] = reach[h]! >= 0 || tm[h] === 1 ? 1 : 0;
  for (let h = 0; h < HEXES; h++) {
    unsupplied[h] = 0;
    if (occupant(s, h) !== CSA) continue;
    const sp = landSP(s, h);
    const label = tm[h] ? tmLink : reach[h]!;
    if (label < 0) {
      unsupplied[h] = sp;
      continue;
    }
    const ok = Math.min(sp, Math.floor(left[label]!));
    left[label] -= ok;
    unsupplied[h] = sp - ok;
  }
  return { largest, seaDependent: 0, seaLiftUsed: 0 };
}

const tmScratch = new Uint8Array(HEXES);

/** Trans-Mississippi hexes joined to Texas or Arkansas without crossing Union Primary zones [10.22]. */
function transMississippiReach(c: AcwContent, s: S): Uint8Array {
  const out = tmScratch;
  out.fill(0);
  let tail = 0;
  for (const h of [c.map.texas, c.map.arkansas]) {
    if (occupant(s, h) === USA) continue;
    out[h] = 1;
    queue[tail++] = h;
  }
  let head = 0;
  while (head < tail) {
    const h = queue[head++]!;
    for (let d = 0; d < 6; d++) {
      const n = NBR[h * 6 + d]!;
      if (n < 0 || out[n] || !(c.map.region[n]! & R_TRANS_MISS)) continue;
      const occ = occupant(s, n);
      if (occ === USA || (enemyZone[n] === Z_PRIMARY && occ !== CSA)) continue;
      out[n] = 1;
      queue[tail++] = n;
    }
  }
  return out;
}

/**
 * Compute `side`'s supply now: unsupplied[h] for every hex of the side (after grid capacity and
 * sea lift), reach[h] for path supply. `seaLift` is the Union's sea lift available for supply.
 */
export function computeSupply(c: AcwContent, s: S, side: number, seaLift = 0): SupplyResult {
  projectZones(c, s, 1 - side, enemyZone);
  return side === USA ? unionSupply(c, s, seaLift) : confederateSupply(c, s);
}

/** The largest Southern grid now, with the permanent at-large points [18.1, 18.2]. */
export function largestGrid(c: AcwContent, s: S, atLarge: number): number {
  projectZones(c, s, USA, enemyZone);
  return confederateSupply(c, s).largest + atLarge;
}

/** Judge the Union's supply with this turn's sea lift, spending it on supply first [5.99]. */
export function unionSeaLiftForSupply(c: AcwContent, s: S, lift: number): void {
  const r = computeSupply(c, s, USA, lift);
  s[G_SEA_DEPENDENT] = r.seaDependent;
  s[G_SEA_LIFT] = lift - r.seaLiftUsed;
}
