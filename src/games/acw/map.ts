/**
 * The compiled, static map of a pack: typed arrays the rules read, built once and shared by every
 * state (digest §10.4).
 *
 *  - per hex: terrain, coast (Atlantic or Gulf, [5.91]), state, regions, city index, rail;
 *  - per hex side (index h * 6 + d, both hexes of a side carry it): river class, ferry, rail link,
 *    railhead (this hex's rail meets the river on that side [10.1]), state border;
 *  - the water graph (CSR) naval and riverine units move on [5.6, 17.1]: sea and coastal hexes,
 *    navigable and tidal river hexsides (node HEXES + edge id), and two off-map nodes for the
 *    unmapped south of Florida and the Mississippi delta [5.64];
 *  - the river graph: river hexsides joined where they meet at a corner (river transport [5.8],
 *    river supply [10.1], riverine interdiction [17.3]).
 */
import { ContentError } from '../../core/errors.js';
import { EDGES, HEXES, NBR, edge, edgeHexes, hexId, hexIndex } from './grid.js';
import type { MapJson, TablesJson } from './schema.js';

export const T_SEA = 0;
export const T_CLEAR = 1;
export const T_ROUGH = 2;
export const T_SWAMP = 3;

const RIVER_UNNAV = 1;
export const RIVER_NAV = 2;
export const RIVER_TIDAL = 3;
export const SB_RIVER = 3;
export const SB_FERRY = 4;
export const SB_RAIL = 8;
export const SB_RAILHEAD = 16;
export const SB_BORDER = 32;

export const R_SYMPATHETIC = 1;
export const R_TRANS_MISS = 2;
export const R_EAST = 4;
export const R_KENTUCKY = 8;
export const R_VIRGINIA = 16;

export const COAST_ATLANTIC = 1;
const COAST_GULF = 2;

/** State allegiance in 1861: 0 Union, 1 Confederate, 2 Kentucky (neutral, then a scenario's choice). */
const SIDE_OF_STATE: Readonly<Record<string, number>> = {
  VA: 1,
  NC: 1,
  SC: 1,
  GA: 1,
  FL: 1,
  AL: 1,
  MS: 1,
  LA: 1,
  TN: 1,
  AR: 1,
  TX: 1,
  KY: 2,
  MO: 0,
  MD: 0,
  DC: 0,
  DE: 0,
  PA: 0,
  NJ: 0,
  OH: 0,
  IN: 0,
  IL: 0,
};
/** 19.8: the Eastern Theater. */
const EAST = new Set(['NJ', 'DE', 'PA', 'MD', 'DC', 'VA', 'NC', 'SC']);

const STRAITS = HEXES + EDGES;
const DELTA = STRAITS + 1;
const WNODES = DELTA + 1;
/** Water node kinds (wKind): what entering the node is. */
export const W_HEX = 0;
export const W_NAV = 1;
export const W_TIDAL = 2;
export const W_STRAITS = 3;
export const W_DELTA = 4;

export interface CityInfo {
  readonly name: string;
  readonly hex: number;
  readonly kind: 'supply' | 'port' | 'city';
  readonly state: string;
  readonly group: number;
  readonly union: boolean;
  readonly sympathetic: boolean;
  readonly crossing: boolean;
  /** Supply value by year bucket (1861, 1862, 1863, 1864/5) [10.21]. */
  readonly supply: readonly number[];
}

export interface AcwMap {
  readonly terrain: Uint8Array;
  readonly coastal: Uint8Array;
  readonly coast: Uint8Array;
  readonly state: Uint8Array;
  readonly stateCodes: readonly string[];
  readonly stateSide: Int8Array;
  readonly region: Uint8Array;
  readonly city: Int16Array;
  readonly cities: readonly CityInfo[];
  readonly places: ReadonlyMap<string, number>;
  readonly permFort: Uint8Array;
  readonly rail: Uint8Array;
  readonly side: Uint8Array;
  readonly riverOf: Int16Array;
  readonly riverNames: readonly string[];
  readonly railLineOf: Int16Array;
  readonly railNames: readonly string[];
  readonly unionExits: readonly number[];
  readonly navalEntry: number;
  readonly wStart: Int32Array;
  readonly wTo: Int32Array;
  readonly wKind: Uint8Array;
  readonly rStart: Int32Array;
  readonly rTo: Int32Array;
  /** Supply-value hexes that are not cities (Texas 0129, Arkansas 0119) [10.22]. */
  readonly texas: number;
  readonly arkansas: number;
  readonly supplyHexValue: readonly (readonly number[])[];
}

const FILE = 'map.json';

function fail(entry: string, field: string, msg: string): never {
  throw new ContentError(FILE, entry, field, msg);
}

function idx(id: number, entry: string, field: string): number {
  const h = hexIndex(id);
  if (h < 0) fail(entry, field, `hex ${id} is not on the 53 x 33 map`);
  return h;
}

function sideOf(a: number, b: number, entry: string, field: string): number {
  const ha = idx(a, entry, field);
  const hb = idx(b, entry, field);
  for (let d = 0; d < 6; d++) if (NBR[ha * 6 + d] === hb) return ha * 6 + d;
  return fail(entry, field, `hexes ${a} and ${b} are not adjacent`);
}

/** Set a side flag on both hexes of a side. */
function markSide(side: Uint8Array, hd: number, bits: number): void {
  const h = Math.floor(hd / 6);
  const d = hd % 6;
  side[hd] = side[hd]! | bits;
  const n = NBR[h * 6 + d]!;
  if (n >= 0) side[n * 6 + ((d + 3) % 6)] = side[n * 6 + ((d + 3) % 6)]! | bits;
}

function hexFacts(
  m: MapJson,
): Pick<AcwMap, 'terrain' | 'coastal' | 'state' | 'stateCodes' | 'stateSide' | 'region'> {
  const terrain = new Uint8Array(HEXES);
  const coastal = new Uint8Array(HEXES);
  const state = new Uint8Array(HEXES);
  const region = new Uint8Array(HEXES);
  const codes = ['..'];
  for (let h = 0; h < HEXES; h++) {
    const c = Math.floor(h / 33);
    const r = h % 33;
    const ch = m.terrain[r]![c]!;
    terrain[h] = '.crs'.indexOf(ch.toLowerCase());
    coastal[h] = ch !== ch.toLowerCase() ? 1 : 0;
    const code = m.states[r]!.slice(2 * c, 2 * c + 2);
    if (terrain[h] !== T_SEA && code === '..')
      fail(`states[${r}]`, `column ${c + 1}`, 'a land hex needs a state');
    if (!codes.includes(code)) codes.push(code);
    state[h] = codes.indexOf(code);
    if (EAST.has(code)) region[h] = region[h]! | R_EAST;
    if (code === 'KY') region[h] = region[h]! | R_KENTUCKY;
    if (code === 'VA') region[h] = region[h]! | R_VIRGINIA;
  }
  for (const id of m.sympathetic) region[idx(id, 'sympathetic', '')] |= R_SYMPATHETIC;
  for (const id of m.transMississippi) region[idx(id, 'transMississippi', '')] |= R_TRANS_MISS;
  const stateSide = Int8Array.from(codes, (c) => SIDE_OF_STATE[c] ?? 0);
  return { terrain, coastal, state, stateCodes: codes, stateSide, region };
}

/** Atlantic or Gulf for every sea hex and every coastal hex (the sea joined to 5201 is the Atlantic). */
function coasts(terrain: Uint8Array, coastal: Uint8Array, entry: number): Uint8Array {
  const coast = new Uint8Array(HEXES);
  const stack = [entry];
  coast[entry] = COAST_ATLANTIC;
  while (stack.length > 0) {
    const h = stack.pop()!;
    for (let d = 0; d < 6; d++) {
      const n = NBR[h * 6 + d]!;
      if (n >= 0 && terrain[n] === T_SEA && coast[n] === 0) {
        coast[n] = COAST_ATLANTIC;
        stack.push(n);
      }
    }
  }
  for (let h = 0; h < HEXES; h++) if (terrain[h] === T_SEA && coast[h] === 0) coast[h] = COAST_GULF;
  // coastal hexes take the coast of the nearest sea (breadth-first over the map)
  const queue: number[] = [];
  for (let h = 0; h < HEXES; h++) if (terrain[h] === T_SEA) queue.push(h);
  for (let i = 0; i < queue.length; i++) {
    const h = queue[i]!;
    for (let d = 0; d < 6; d++) {
      const n = NBR[h * 6 + d]!;
      if (n < 0 || coast[n] !== 0 || terrain[n] === T_SEA) continue;
      coast[n] = coast[h]!;
      queue.push(n);
    }
  }
  for (let h = 0; h < HEXES; h++) if (!coastal[h] && terrain[h] !== T_SEA) coast[h] = 0;
  return coast;
}

function sides(
  m: MapJson,
): Pick<AcwMap, 'side' | 'riverOf' | 'riverNames' | 'railLineOf' | 'railNames' | 'rail'> {
  const side = new Uint8Array(HEXES * 6);
  const riverOf = new Int16Array(HEXES * 6).fill(-1);
  const railLineOf = new Int16Array(HEXES * 6).fill(-1);
  const rail = new Uint8Array(HEXES);
  const riverNames: string[] = [];
  const cls = { unnavigable: RIVER_UNNAV, navigable: RIVER_NAV, tidal: RIVER_TIDAL } as const;
  m.rivers.forEach((r, i) => {
    if (!riverNames.includes(r.river)) riverNames.push(r.river);
    r.sides.forEach(([a, b], k) => {
      const hd = sideOf(a, b, `rivers[${i}] '${r.river}'`, `sides[${k}]`);
      const other = NBR[hd]! * 6 + (((hd % 6) + 3) % 6);
      for (const x of [hd, other]) {
        side[x] = (side[x]! & ~SB_RIVER) | Math.max(side[x]! & SB_RIVER, cls[r.class]);
        riverOf[x] = riverNames.indexOf(r.river);
      }
    });
  });
  m.railroads.forEach((l, i) => {
    const broken = new Set(l.breaks.map(([a, b]) => sideOf(a, b, `railroads[${i}] '${l.name}'`, 'breaks')));
    for (let k = 1; k < l.hexes.length; k++) {
      const hd = sideOf(l.hexes[k - 1]!, l.hexes[k]!, `railroads[${i}] '${l.name}'`, `hexes[${k}]`);
      rail[Math.floor(hd / 6)] = 1;
      rail[NBR[hd]!] = 1;
      if (broken.has(hd)) continue;
      markSide(side, hd, SB_RAIL);
      railLineOf[hd] = i;
      railLineOf[NBR[hd]! * 6 + (((hd % 6) + 3) % 6)] = i;
    }
  });
  m.railheads.forEach(([a, b], k) => {
    const hd = sideOf(a, b, 'railheads', `[${k}]`);
    if ((side[hd]! & SB_RIVER) < RIVER_NAV)
      fail('railheads', `[${k}]`, `side ${a}/${b} is not a navigable river`);
    side[hd] = side[hd]! | SB_RAILHEAD;
  });
  m.ferries.forEach((f, k) => {
    const hd = sideOf(f.sides[0], f.sides[1], `ferries[${k}] '${f.name}'`, 'sides');
    if ((side[hd]! & SB_RIVER) !== RIVER_TIDAL)
      fail(`ferries[${k}]`, 'sides', 'a ferry is a tidal river hexside');
    markSide(side, hd, SB_FERRY);
  });
  return { side, riverOf, riverNames, railLineOf, railNames: m.railroads.map((l) => l.name), rail };
}

function borders(side: Uint8Array, state: Uint8Array): void {
  for (let h = 0; h < HEXES; h++)
    for (let d = 0; d < 6; d++) {
      const n = NBR[h * 6 + d]!;
      if (n >= 0 && state[n] !== state[h] && state[n] !== 0 && state[h] !== 0)
        side[h * 6 + d] = side[h * 6 + d]! | SB_BORDER;
    }
}

export function compileMap(m: MapJson, t: TablesJson): AcwMap {
  const facts = hexFacts(m);
  const navalEntry = idx(m.navalEntry, 'navalEntry', '');
  const coast = coasts(facts.terrain, facts.coastal, navalEntry);
  const sd = sides(m);
  borders(sd.side, facts.state);
  const { city, cities } = compileCities(m, t, facts.state, facts.stateCodes);
  const places = new Map<string, number>();
  for (const c of cities) places.set(c.name, c.hex);
  m.places.forEach((p, k) => places.set(p.name, idx(p.hex, `places[${k}] '${p.name}'`, 'hex')));
  const permFort = new Uint8Array(HEXES);
  for (const p of m.places) if (p.kind === 'fort') permFort[hexIndex(p.hex)] = 1;
  const water = waterGraph(facts.terrain, facts.coastal, coast, sd.side);
  const river = riverGraph(sd.side);
  const texas = places.get('Texas') ?? fail('places', 'Texas', 'the Texas supply hex (0129) is missing');
  const arkansas =
    places.get('Arkansas') ?? fail('places', 'Arkansas', 'the Arkansas supply hex (0119) is missing');
  return {
    ...facts,
    coast,
    ...sd,
    city,
    cities,
    places,
    permFort,
    unionExits: m.unionSupplyHexes.map((id) => idx(id, 'unionSupplyHexes', '')),
    navalEntry,
    ...water,
    ...river,
    texas,
    arkansas,
    supplyHexValue: [t.supplyValues.Texas ?? [0, 0, 0, 0], t.supplyValues.Arkansas ?? [0, 0, 0, 0]],
  };
}

function compileCities(
  m: MapJson,
  t: TablesJson,
  state: Uint8Array,
  codes: readonly string[],
): { city: Int16Array; cities: CityInfo[] } {
  const city = new Int16Array(HEXES).fill(-1);
  const cities = m.cities.map((c, k): CityInfo => {
    const h = idx(c.hex, `cities[${k}] '${c.name}'`, 'hex');
    if (city[h]! >= 0)
      fail(`cities[${k}] '${c.name}'`, 'hex', `hex ${c.hex} already holds ${m.cities[city[h]!]!.name}`);
    if (codes[state[h]!] !== c.state)
      fail(`cities[${k}] '${c.name}'`, 'state', `hex ${c.hex} lies in ${codes[state[h]!]}`);
    city[h] = k;
    const supply =
      c.kind === 'port'
        ? [t.portValue, t.portValue, t.portValue, t.portValue]
        : (t.supplyValues[c.name] ?? [0, 0, 0, 0]);
    if (c.kind === 'supply' && !t.supplyValues[c.name])
      throw new ContentError(
        'tables.json',
        'supplyValues',
        c.name,
        'a supply centre needs its four supply values',
      );
    return {
      name: c.name,
      hex: h,
      kind: c.kind,
      state: c.state,
      group: c.group ?? 0,
      union: c.union ?? false,
      sympathetic: c.sympathetic ?? false,
      crossing: c.crossing ?? false,
      supply,
    };
  });
  return { city, cities };
}

/** The river hexsides meeting side (h, d) at its two corners. */
function riverNeighbours(side: Uint8Array, h: number, d: number, out: number[]): void {
  out.length = 0;
  const dm = (d + 5) % 6;
  const dp = (d + 1) % 6;
  const cand: [number, number][] = [
    [h, dm],
    [NBR[h * 6 + dm]!, dp],
    [h, dp],
    [NBR[h * 6 + d]!, (d + 2) % 6],
  ];
  for (const [x, dd] of cand)
    if (x >= 0 && (side[x * 6 + dd]! & SB_RIVER) >= RIVER_NAV) out.push(edge(x, dd));
}

function riverGraph(side: Uint8Array): Pick<AcwMap, 'rStart' | 'rTo'> {
  const rStart = new Int32Array(EDGES + 1);
  const lists: number[][] = [];
  const tmp: number[] = [];
  for (let e = 0; e < EDGES; e++) {
    const [h, n] = edgeHexes(e);
    lists.push([]);
    if (n < 0) continue;
    const d = e < HEXES * 3 ? e % 3 : 3 + (e % 3);
    if ((side[h * 6 + d]! & SB_RIVER) < RIVER_NAV) continue;
    riverNeighbours(side, h, d, tmp);
    lists[e] = [...tmp];
  }
  let k = 0;
  for (let e = 0; e < EDGES; e++) {
    rStart[e] = k;
    k += lists[e]!.length;
  }
  rStart[EDGES] = k;
  return { rStart, rTo: Int32Array.from(lists.flat()) };
}

/** Water graph: sea and coastal hexes, navigable and tidal sides, the two off-map nodes. */
function waterGraph(
  terrain: Uint8Array,
  coastal: Uint8Array,
  coast: Uint8Array,
  side: Uint8Array,
): Pick<AcwMap, 'wStart' | 'wTo' | 'wKind'> {
  const lists: number[][] = Array.from({ length: WNODES }, () => []);
  const wKind = new Uint8Array(WNODES);
  const wet = (h: number): boolean => terrain[h] === T_SEA || coastal[h] === 1;
  const link = (a: number, b: number): void => {
    if (!lists[a]!.includes(b)) lists[a]!.push(b);
    if (!lists[b]!.includes(a)) lists[b]!.push(a);
  };
  for (let h = 0; h < HEXES; h++) {
    if (!wet(h)) continue;
    for (let d = 0; d < 3; d++) {
      const n = NBR[h * 6 + d]!;
      if (n < 0 || !wet(n)) continue;
      const bay = !touchesSea(terrain, h) || !touchesSea(terrain, n);
      if (terrain[h] === T_SEA || terrain[n] === T_SEA || shareSea(terrain, h, n) || bay) link(h, n);
    }
    // a coastal hex near the map's southern edge with no sea hex beside it (the Florida ports on
    // Apalachee Bay, whose shore falls off the map) reaches the Gulf off the map [5.64]
    if (terrain[h] !== T_SEA && h % 33 >= 30 && !touchesSea(terrain, h)) link(h, STRAITS);
  }
  const tmp: number[] = [];
  for (let h = 0; h < HEXES; h++) {
    for (let d = 0; d < 3; d++) {
      const cls = side[h * 6 + d]! & SB_RIVER;
      if (cls < RIVER_NAV) continue;
      const e = edge(h, d);
      wKind[HEXES + e] = cls === RIVER_TIDAL ? W_TIDAL : W_NAV;
      riverNeighbours(side, h, d, tmp);
      for (const f of tmp) link(HEXES + e, HEXES + f);
      const n = NBR[h * 6 + d]!;
      for (const x of [h, n]) if (x >= 0 && coastal[x]) link(HEXES + e, x);
      if (cls === RIVER_TIDAL && (h % 33 === 32 || (n >= 0 && n % 33 === 32))) link(HEXES + e, DELTA);
    }
  }
  wKind[STRAITS] = W_STRAITS;
  wKind[DELTA] = W_DELTA;
  for (let h = 0; h < HEXES; h++) {
    if (terrain[h] !== T_SEA || h % 33 !== 32) continue;
    link(h, STRAITS);
    if (coast[h] === COAST_GULF) link(h, DELTA);
  }
  return csr(lists, wKind);
}

function touchesSea(terrain: Uint8Array, h: number): boolean {
  for (let d = 0; d < 6; d++) {
    const n = NBR[h * 6 + d]!;
    if (n >= 0 && terrain[n] === T_SEA) return true;
  }
  return false;
}

function shareSea(terrain: Uint8Array, a: number, b: number): boolean {
  for (let d = 0; d < 6; d++) {
    const x = NBR[a * 6 + d]!;
    if (x < 0 || terrain[x] !== T_SEA) continue;
    for (let k = 0; k < 6; k++) if (NBR[x * 6 + k] === b) return true;
  }
  return false;
}

function csr(lists: number[][], wKind: Uint8Array): Pick<AcwMap, 'wStart' | 'wTo' | 'wKind'> {
  const wStart = new Int32Array(lists.length + 1);
  let k = 0;
  lists.forEach((l, i) => {
    wStart[i] = k;
    k += l.length;
  });
  wStart[lists.length] = k;
  return { wStart, wTo: Int32Array.from(lists.flat()), wKind };
}

/** Printed id of a water node, for descriptions: '1208', '1208/1209', 'Florida Straits'. */
export function waterLabel(node: number): string {
  if (node < HEXES) return String(hexId(node)).padStart(4, '0');
  if (node === STRAITS) return 'Florida Straits (off map)';
  if (node === DELTA) return 'Mississippi delta (off map)';
  const [a, b] = edgeHexes(node - HEXES);
  return `${String(hexId(a)).padStart(4, '0')}/${String(hexId(b)).padStart(4, '0')}`;
}
