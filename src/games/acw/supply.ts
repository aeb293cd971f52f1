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
import { CSA, USA } from './layout.js';
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

/** Grid labels: network components 0 .. net.count-1, isolated cities after them, TM last. */
const LABELS = 4096;
const TM = LABELS - 1;
const capacity = new Int32Array(LABELS);
const left = new Int32Array(LABELS);
const rank = new Int32Array(LABELS);
const compLabel = new Int32Array(HEXES + EDGES);
const NO_LABEL = -99;

const MAX_SEEDS = HEXES * 4;
const seedH = new Int32Array(MAX_SEEDS);
const seedL = new Int32Array(MAX_SEEDS);
const sortH = new Int32Array(MAX_SEEDS);
const sortL = new Int32Array(MAX_SEEDS);
let nSeeds = 0;

const SEA_LABEL = -2;
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

/** Path hex test of [10.3, 6.4]: may a path pass through h (or end there as the unit's hex)? */
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

function pushSeed(h: number, label: number): void {
  if (h < 0 || nSeeds >= MAX_SEEDS) return;
  seedH[nSeeds] = h;
  seedL[nSeeds++] = label;
}

/** Multi-source breadth-first trace from the seeds in order (first label wins); fills reach[]. */
function trace(c: AcwContent, s: S, side: number, hs: Int32Array, ls: Int32Array, n: number): void {
  reach.fill(-1);
  dist.fill(-1);
  let head = 0;
  let tail = 0;
  for (let i = 0; i < n; i++) {
    const h = hs[i]!;
    if (dist[h] !== -1 || !sourceHex(c, s, side, h)) continue;
    dist[h] = 0;
    reach[h] = ls[i]!;
    queue[tail++] = h;
  }
  while (head < tail) {
    const h = queue[head++]!;
    if (dist[h]! >= 4) continue;
    for (let d = 0; d < 6; d++) {
      const n2 = NBR[h * 6 + d]!;
      if (n2 < 0 || dist[n2] !== -1 || !pathHex(c, s, side, n2)) continue;
      dist[n2] = dist[h]! + 1;
      reach[n2] = reach[h]!;
      queue[tail++] = n2;
    }
  }
}

/** Seeds of every network node whose component has a label in compLabel: rail hexes, river banks. */
function networkSeeds(): void {
  for (let h = 0; h < HEXES; h++)
    if (net.railOk[h] && compLabel[net.comp[h]!] !== NO_LABEL) pushSeed(h, compLabel[net.comp[h]!]!);
  for (let e = 0; e < EDGES; e++) {
    if (!net.edgeOk[e]) continue;
    const label = compLabel[net.comp[HEXES + e]!]!;
    if (label === NO_LABEL) continue;
    const [a, b] = edgeHexes(e);
    pushSeed(a, label);
    pushSeed(b, label);
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
  compLabel.fill(NO_LABEL, 0, net.count);
  for (const h of c.map.unionExits) if (net.railOk[h]) compLabel[net.comp[h]!] = ULTIMATE;
  nSeeds = 0;
  networkSeeds();
  for (let h = 0; h < HEXES; h++) {
    if (!c.map.coastal[h] || occupant(s, h) !== USA) continue;
    pushSeed(h, SEA_LABEL);
    const k = componentAt(h);
    if (k >= 0 && compLabel[k] === NO_LABEL) compLabel[k] = SEA_LABEL;
  }
  for (let l = 0; l < net.count; l++) if (compLabel[l] === ULTIMATE) compLabel[l] = NO_LABEL;
  networkSeeds();
  trace(c, s, USA, seedH, seedL, nSeeds);
  let dependent = 0;
  let canSupply = 2 * seaLift;
  for (let h = 0; h < HEXES; h++) {
    unsupplied[h] = 0;
    pathOk[h] = reach[h] === ULTIMATE || reach[h] === SEA_LABEL ? 1 : 0;
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
  const suppliedBySea = Math.min(dependent, 2 * seaLift);
  return { largest: 0, seaDependent: dependent, seaLiftUsed: Math.ceil(suppliedBySea / 2) };
}

/** The grid label each city feeds after the last `csaGrids` (-1: none). */
const cityLabel = new Int32Array(256);

/** Grid capacities [10.21, 10.22, 13.8]; returns the label Texas and Arkansas feed. */
function csaGrids(c: AcwContent, s: S): number {
  const yb = yearOf(c, s);
  let isolated = net.count;
  capacity.fill(0, 0, Math.min(LABELS, net.count + 64));
  capacity[TM] = 0;
  nSeeds = 0;
  cityLabel.fill(-1);
  for (let k = 0; k < c.map.cities.length; k++) {
    const city = c.map.cities[k]!;
    if (city.kind === 'city' || !southernCityAlive(c, s, k) || city.state === 'KY') continue;
    if (city.sympathetic && !(occupant(s, city.hex) === CSA && landSP(s, city.hex) > 0)) continue;
    let comp = componentAt(city.hex);
    if (comp < 0 && isolated < TM) {
      comp = isolated++;
      capacity[comp] = 0;
      pushSeed(city.hex, comp);
    }
    if (comp >= 0) capacity[comp] += city.supply[yb]!;
    cityLabel[k] = comp;
  }
  isolatedEnd = isolated;
  const link = crossingLink(c, s);
  const txar = supplyHexValue(c, s, c.map.texas, 0, yb) + supplyHexValue(c, s, c.map.arkansas, 1, yb);
  capacity[link] += txar;
  return link;
}

let isolatedEnd = 0;

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

/** Seeds in order of their grid's capacity, largest first (counting sort by rank). */
function sortSeeds(): void {
  const order: number[] = [];
  for (let l = 0; l < isolatedEnd; l++) if (capacity[l]! > 0) order.push(l);
  order.sort((a, b) => capacity[b]! - capacity[a]! || a - b);
  rank.fill(-1, 0, isolatedEnd);
  order.forEach((l, i) => (rank[l] = i));
  const counts = new Int32Array(order.length + 1);
  for (let i = 0; i < nSeeds; i++) if (rank[seedL[i]!]! >= 0) counts[rank[seedL[i]!]! + 1]!++;
  for (let r = 1; r <= order.length; r++) counts[r] = counts[r]! + counts[r - 1]!;
  let m = 0;
  for (let i = 0; i < nSeeds; i++) {
    const r = rank[seedL[i]!]!;
    if (r < 0) continue;
    const at = counts[r]!++;
    sortH[at] = seedH[i]!;
    sortL[at] = seedL[i]!;
    m++;
  }
  nSeeds = m;
}

/** Confederate supply: writes unsupplied[]; returns the largest grid. */
function confederateSupply(c: AcwContent, s: S): SupplyResult {
  net.label(c, s, CSA);
  const tmLink = csaGrids(c, s);
  for (let l = 0; l < net.count; l++) compLabel[l] = capacity[l]! > 0 ? l : NO_LABEL;
  networkSeeds();
  sortSeeds();
  trace(c, s, CSA, sortH, sortL, nSeeds);
  let largest = capacity[TM]!;
  for (let l = 0; l < isolatedEnd; l++) {
    largest = Math.max(largest, capacity[l]!);
    left[l] = capacity[l]!;
  }
  left[TM] = capacity[TM]!;
  const tm = transMississippiReach(c, s);
  for (let h = 0; h < HEXES; h++) {
    pathOk[h] = reach[h]! >= 0 || tm[h] === 1 ? 1 : 0;
    unsupplied[h] = 0;
    if (occupant(s, h) !== CSA) continue;
    const sp = landSP(s, h);
    const label = tm[h] ? tmLink : reach[h]!;
    if (label < 0) {
      unsupplied[h] = sp;
      continue;
    }
    const ok = Math.min(sp, left[label]!);
    left[label] = left[label]! - ok;
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

/**
 * The two largest Southern grids now, without at-large points [10.21, 18.1]: for a bot weighing
 * where a cut helps (splitting the largest grid into two halves shrinks the second measure first).
 */
export function twoLargestGrids(c: AcwContent, s: S): [number, number] {
  largestGrid(c, s, 0);
  let first = capacity[TM]!;
  let second = 0;
  for (let l = 0; l < isolatedEnd; l++) {
    const v = capacity[l]!;
    if (v > first) {
      second = first;
      first = v;
    } else if (v > second) second = v;
  }
  return [first, second];
}

/**
 * For a bot weighing which Southern city to strike [10.21, 18.1]: out[k] is the supply value of the
 * grid city k now feeds (0 when it feeds none: destroyed, Union-held, Kentucky, an ungarrisoned
 * sympathetic city). Read-only.
 */
export function cityGrids(c: AcwContent, s: S, out: Float64Array): void {
  largestGrid(c, s, 0);
  for (let k = 0; k < c.map.cities.length; k++) out[k] = cityLabel[k]! >= 0 ? capacity[cityLabel[k]!]! : 0;
}
