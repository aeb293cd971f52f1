/**
 * The map of a Lincoln's War pack compiled into static tables (digest §5.1, §10 "Static tables"):
 * per hex its state, territory and terrain bits; per hexside (hex * 6 + direction) river, Mississippi,
 * impassable and rail bits; the river-side graph (hexsides that share a corner, 14.1.1, 20.0); the
 * cities with their values, ports and blockade spaces (8.1.3, 8.2).
 */
import { ContentError } from '../../core/errors.js';
import { HexEdges } from '../../hex/edges.js';
import { HexGrid } from '../../hex/grid.js';
import type { MapJson } from './schema.js';

// hex flags
export const HF_OCEAN = 1;
export const HF_MOUNTAIN = 2;
/** Union territory (16.3.1, 16.9.1): the Union states (Kentucky and Missouri excluded). */
export const HF_UNION = 4;
/** Confederate territory (16.9.1). */
export const HF_CSA = 8;
export const HF_VA = 16;
export const HF_KY = 32;
export const HF_MO = 64;
// hexside bits at [hex * 6 + dir]
export const SB_RIVER = 1;
export const SB_MISS = 2;
export const SB_IMPASS = 4;
export const SB_RAIL = 8;
// city flags
const CFL_CAPITAL = 1;
export const CFL_TRANSIT = 2;
export const CFL_BRACKETED = 4;
export const CFL_NO_CSA = 8;
export const CFL_MONROE = 16;
export const CFL_MO = 32;
export const CFL_KY = 64;
export const CFL_MISS = 128;
export const CFL_SPORT = 256;
const CITY_FLAGS: Readonly<Record<string, number>> = {
  capital: CFL_CAPITAL,
  transit: CFL_TRANSIT,
  bracketed: CFL_BRACKETED,
  'no-csa-entry': CFL_NO_CSA,
  'fort-monroe': CFL_MONROE,
  missouri: CFL_MO,
  kentucky: CFL_KY,
  mississippi: CFL_MISS,
  'southern-port': CFL_SPORT,
};
// special city values
export const DEF_CAPITAL = -1;
export const DEF_X = -2;
export const STAR = -3;
export const PORT_OCEAN = 1;
export const PORT_RIVER = 2;
export const NEUTRAL = 2;

export interface MapTables {
  readonly nh: number;
  readonly hexFlags: Uint8Array;
  readonly hexState: readonly string[];
  readonly hexRegion: Int8Array;
  readonly sideBits: Uint8Array;
  readonly hexRail: Uint8Array;
  readonly hexRiver: Uint8Array;
  /** River sides: canonical id hex * 6 + dir (the lower hex of the pair). */
  readonly riverSide: Int16Array;
  /** Index of the river side at [hex * 6 + dir], -1 if none. */
  readonly riverIndex: Int16Array;
  readonly riverAdjStart: Int32Array;
  readonly riverAdj: Int16Array;
  readonly ncity: number;
  readonly cityId: readonly string[];
  readonly cityName: readonly string[];
  readonly cityHex: Int16Array;
  readonly cityOrig: Uint8Array;
  readonly cityDef: Int8Array;
  readonly citySup: Int8Array;
  readonly cityPort: Uint8Array;
  readonly cityBlockade: Uint8Array;
  /** First blockade-space index of a city (spaces of one port are consecutive). */
  readonly citySpace: Int16Array;
  readonly spacePort: Int16Array;
  readonly nSpaces: number;
  readonly cityVp: Uint8Array;
  readonly cityFlags: Uint16Array;
  readonly cityIndex: Readonly<Record<string, number>>;
  readonly hexCity: Int16Array;
  readonly washington: number;
  readonly richmond: number;
  readonly raidColumns: number;
  readonly fleetPorts: readonly number[];
}

/**
 * The Lincoln's War grid on the hex-map kit (src/hex/grid.ts; digest §5.1, §5.7): flat-topped hexes in
 * columns, printed ids CCRR (0103 Kansas City is column 1, row 3), odd columns half a hex south (rule
 * 8.1.2.2 calls 0806 and 0905 adjacent). Hex index = ascending printed id = (col - 1) * rows + row - 1.
 */
export function lwGrid(cols: number, rows: number): HexGrid {
  return new HexGrid({
    orientation: 'flat',
    shifted: 'odd',
    idFormat: 'CCRR',
    firstCol: 1,
    lastCol: cols,
    firstRow: 1,
    lastRow: rows,
  });
}

export function compileMap(grid: HexGrid, map: MapJson, file: string): MapTables {
  const nh = grid.count;
  const rows = grid.spec.lastRow;
  const cols = grid.spec.lastCol;
  if (map.states.length !== rows)
    throw new ContentError(file, 'states', '', `expected ${rows} rows, found ${map.states.length}`);
  const hexState = new Array<string>(nh).fill('~~');
  const hexFlags = new Uint8Array(nh);
  const hexRegion = new Int8Array(nh).fill(-1);
  const regionOf: Record<string, number> = {};
  Object.entries(map.regions).forEach(([_, states], i) => states.forEach((st) => (regionOf[st] = i)));
  map.states.forEach((line, r) => {
    const codes = line.trim().split(/\s+/);
    if (codes.length !== cols)
      throw new ContentError(file, `states[${r}]`, '', `expected ${cols} state codes, found ${codes.length}`);
    codes.forEach((code, c) => {
      const h = grid.indexAt(c + 1, r + 1);
      hexState[h] = code;
      let f = code === '~~' ? HF_OCEAN : 0;
      if (map.unionStates.includes(code)) f |= HF_UNION;
      if (map.confederateStates.includes(code)) f |= HF_CSA;
      if (code === 'VA') f |= HF_VA;
      if (code === 'KY') f |= HF_KY;
      if (code === 'MO') f |= HF_MO;
      hexFlags[h] = f;
      hexRegion[h] = regionOf[code] ?? -1;
    });
  });
  const hexOf = (id: number, where: string, field: string): number => {
    const h = grid.index(id);
    if (h < 0) throw new ContentError(file, where, field, `${id} is not on the map`);
    return h;
  };
  map.mountains.forEach((id, i) => (hexFlags[hexOf(id, `mountains[${i}]`, '')] |= HF_MOUNTAIN));
  const sideBits = new Uint8Array(nh * 6);
  const setSide = (a: number, b: number, bits: number, where: string): void => {
    const d = grid.dirTo(a, b);
    if (d < 0)
      throw new ContentError(file, where, '', `${grid.label(a)} and ${grid.label(b)} are not adjacent`);
    sideBits[a * 6 + d] |= bits;
    sideBits[b * 6 + ((d + 3) % 6)] |= bits;
  };
  const pair = (text: string, where: string): [number, number] => {
    const [a, b] = text.split('/').map(Number) as [number, number];
    return [hexOf(a, where, ''), hexOf(b, where, '')];
  };
  map.impassable.forEach((t, i) => setSide(...pair(t, `impassable[${i}]`), SB_IMPASS, `impassable[${i}]`));
  map.rivers.forEach((rv) =>
    rv.sides.forEach((t, i) => {
      const where = `rivers '${rv.id}' sides[${i}]`;
      setSide(...pair(t, where), SB_RIVER | (rv.mississippi ? SB_MISS : 0), where);
    }),
  );
  const hexRail = new Uint8Array(nh);
  const line = new Int32Array(nh);
  map.rails.forEach((rail, ri) => {
    const route = rail.route.map((id, i) => hexOf(id, `rails[${ri}]`, `route[${i}]`));
    for (let i = 0; i + 1 < route.length; i++) {
      const n = grid.line(route[i]!, route[i + 1]!, line);
      for (let j = 0; j + 1 < n; j++) setSide(line[j]!, line[j + 1]!, SB_RAIL, `rails[${ri}] '${rail.name}'`);
      for (let j = 0; j < n; j++) hexRail[line[j]!] = 1;
    }
  });
  const river = riverGraph(grid, sideBits);
  const hexRiver = new Uint8Array(nh);
  for (let h = 0; h < nh; h++)
    for (let d = 0; d < 6; d++) if (sideBits[h * 6 + d]! & SB_RIVER) hexRiver[h] = 1;
  return {
    nh,
    hexFlags,
    hexState,
    hexRegion,
    sideBits,
    hexRail,
    hexRiver,
    ...river,
    ...compileCities(grid, map, hexFlags, file),
    raidColumns: map.raidColumns,
  };
}

function riverGraph(
  grid: HexGrid,
  sideBits: Uint8Array,
): Pick<MapTables, 'riverSide' | 'riverIndex' | 'riverAdjStart' | 'riverAdj'> {
  const sides: number[] = [];
  const riverIndex = new Int16Array(grid.count * 6).fill(-1);
  for (let h = 0; h < grid.count; h++) {
    for (let d = 0; d < 6; d++) {
      const n = grid.nbr[h * 6 + d]!;
      if (!(sideBits[h * 6 + d]! & SB_RIVER) || n < h) continue;
      riverIndex[h * 6 + d] = sides.length;
      riverIndex[n * 6 + ((d + 3) % 6)] = sides.length;
      sides.push(h * 6 + d);
    }
  }
  // side d of hex h runs from corner d + 5 to corner d (src/hex/edges.ts); sides touch at a shared corner
  const v = new HexEdges(grid).vertexOf;
  const corners = sides.map((sd) => [v[sd - (sd % 6) + ((sd + 5) % 6)]!, v[sd]!]);
  const adj: number[][] = sides.map(() => []);
  for (let i = 0; i < sides.length; i++)
    for (let j = i + 1; j < sides.length; j++) {
      const a = corners[i]!;
      const b = corners[j]!;
      if (a[0] === b[0] || a[0] === b[1] || a[1] === b[0] || a[1] === b[1]) {
        adj[i]!.push(j);
        adj[j]!.push(i);
      }
    }
  const riverAdjStart = new Int32Array(sides.length + 1);
  const flat: number[] = [];
  adj.forEach((l, i) => {
    riverAdjStart[i] = flat.length;
    flat.push(...l);
  });
  riverAdjStart[sides.length] = flat.length;
  return { riverSide: Int16Array.from(sides), riverIndex, riverAdjStart, riverAdj: Int16Array.from(flat) };
}

type CityJson = MapJson['cities'][number];

/** The hex of city c, checked: a unique id, on the map, on land, the only city of its hex. */
function cityHexOf(
  grid: HexGrid,
  c: CityJson,
  ctx: { hexCity: Int16Array; hexFlags: Uint8Array; cityIndex: Record<string, number>; file: string },
): number {
  const { hexCity, hexFlags, cityIndex, file } = ctx;
  const where = `city '${c.id}'`;
  if (cityIndex[c.id] !== undefined) throw new ContentError(file, where, 'id', 'duplicate id');
  const h = grid.index(c.hex);
  if (h < 0) throw new ContentError(file, where, 'hex', `${c.hex} is not on the map`);
  if (hexCity[h]! >= 0) throw new ContentError(file, where, 'hex', `${c.hex} already holds a city`);
  if (hexFlags[h]! & 1) throw new ContentError(file, where, 'hex', `${c.hex} is an ocean hex`);
  return h;
}

/** Empty per-city tables for n cities. */
function newCityTables(n: number) {
  return {
    cityHex: new Int16Array(n),
    cityOrig: new Uint8Array(n),
    cityDef: new Int8Array(n),
    citySup: new Int8Array(n),
    cityPort: new Uint8Array(n),
    cityBlockade: new Uint8Array(n),
    citySpace: new Int16Array(n).fill(-1),
    cityVp: new Uint8Array(n),
    cityFlags: new Uint16Array(n),
  };
}

/** City i's row of the tables; its blockade spaces appended to spacePort. */
function putCity(
  t: ReturnType<typeof newCityTables>,
  i: number,
  h: number,
  c: CityJson,
  spacePort: number[],
): void {
  t.cityHex[i] = h;
  t.cityOrig[i] = c.side === 'usa' ? 0 : c.side === 'csa' ? 1 : NEUTRAL;
  t.cityDef[i] =
    c.defense === 'capital' ? DEF_CAPITAL : c.defense === 'X' ? DEF_X : c.defense === '*' ? STAR : c.defense;
  t.citySup[i] = c.supply === '*' ? STAR : c.supply;
  t.cityPort[i] =
    c.port === 'ocean' ? PORT_OCEAN : c.port === 'river' ? PORT_RIVER : c.port === 'both' ? 3 : 0;
  t.cityBlockade[i] = c.blockade ?? 0;
  if (t.cityBlockade[i]! > 0) {
    t.citySpace[i] = spacePort.length;
    for (let k = 0; k < t.cityBlockade[i]!; k++) spacePort.push(i);
  }
  t.cityVp[i] = c.vp ?? 0;
  t.cityFlags[i] = (c.flags ?? []).reduce((f, x) => f | CITY_FLAGS[x]!, 0);
}

function compileCities(
  grid: HexGrid,
  map: MapJson,
  hexFlags: Uint8Array,
  file: string,
): Omit<
  MapTables,
  | 'nh'
  | 'hexFlags'
  | 'hexState'
  | 'hexRegion'
  | 'sideBits'
  | 'hexRail'
  | 'hexRiver'
  | 'riverSide'
  | 'riverIndex'
  | 'riverAdjStart'
  | 'riverAdj'
  | 'raidColumns'
> {
  const n = map.cities.length;
  const cityIndex: Record<string, number> = {};
  const hexCity = new Int16Array(grid.count).fill(-1);
  const t = newCityTables(n);
  const spacePort: number[] = [];
  map.cities.forEach((c, i) => {
    const h = cityHexOf(grid, c, { hexCity, hexFlags, cityIndex, file });
    cityIndex[c.id] = i;
    hexCity[h] = i;
    putCity(t, i, h, c, spacePort);
  });
  const need = (id: string): number => {
    const i = cityIndex[id];
    if (i === undefined) throw new ContentError(file, 'cities', '', `the map needs a city '${id}' (2.3)`);
    return i;
  };
  const fleetPorts = map.unionFleetPorts.map((id) => need(id));
  return {
    ncity: n,
    cityId: map.cities.map((c) => c.id),
    cityName: map.cities.map((c) => c.name),
    ...t,
    spacePort: Int16Array.from(spacePort),
    nSpaces: spacePort.length,
    cityIndex,
    hexCity,
    washington: need('washington'),
    richmond: need('richmond'),
    fleetPorts,
  };
}
