/**
 * Build the uscw provisional map (digest §5.3 Option A) from public geography:
 *
 *   npx tsx experiments/tools/uscw-pack/build.ts [data-dir=../shared/data]
 *
 * writes src/games/uscw/content/provisional/map.json and map.svg. Steps:
 *  1. the grid of the rulebook's ids (rows 10-56, columns 0-52; RRCC, pointy rows, even rows east);
 *  2. a least-squares lon/lat fit through every place the rulebook pins that has coordinates;
 *  3. per hex: state (Natural Earth admin-1, modern borders, WV as the Border state), land or water
 *     (Atlantic, Gulf, Pamlico Sound, Mobile Bay, Galveston Bay, lakes), terrain from the physiographic
 *     regions (Appalachians: mountain; Mississippi Delta and tidewater: marsh; coastal plain: woods);
 *  4. towns and cities placed (pinned ids exact, the rest by the fit, on distinct land hexes of their
 *     state), rivers traced along hexsides (navigable up to a named port, the rest minor), railroads
 *     drawn hex by hex between their towns, mountain hexsides along the Appalachian front and the
 *     Allegheny (Virginia-West Virginia) line with passes where railroads cross;
 *  5. the rulebook's own hexside facts forced (2316/2415 and 2415/2516 on the Mississippi, the Cairo
 *     railroad ferry, 1647/1747 on the Potomac, New Madrid's roads, Georgetown's 2-MP side).
 * Sources: us-cities-1850-1870.csv (CESTA, public domain) and geo/*.json (Natural Earth, public domain).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { HexGrid } from '../../../src/games/uscw/grid.js';
import {
  CornerGraph,
  fitGrid,
  hexAt,
  hexLine,
  inPolygon,
  linesOf,
  polygonsOf,
  project,
  sideChain,
  unproject,
  type Fit,
  type LonLat,
  type Polygon,
} from './geo.js';
import { NAMED_HEXES, PLACES, type Place } from './places.js';
import { RAILS } from './rails.js';
import { RIVERS, type RiverDef } from './rivers.js';
import { SPACES } from './spaces.js';
import { mapSvg } from './svg.js';

const DATA = process.argv[2] ?? '../shared/data';
const OUT = 'src/games/uscw/content/provisional';
export const SPEC = { firstRow: 10, lastRow: 56, firstCol: 0, lastCol: 52 } as const;

const NORTH = new Set(['PA', 'OH', 'IN', 'IL', 'MD', 'DC', 'DE', 'NJ']);
const BORDER = new Set(['KY', 'MO', 'WV']);
const SOUTH = new Set(['VA', 'NC', 'SC', 'GA', 'FL', 'AL', 'MS', 'LA', 'AR', 'TN', 'TX']);
export const STATE_CODE: Record<string, string> = {
  AL: 'A',
  AR: 'R',
  FL: 'F',
  GA: 'G',
  LA: 'L',
  MS: 'M',
  NC: 'N',
  SC: 'S',
  TN: 'T',
  TX: 'X',
  VA: 'V',
  WV: 'W',
  KY: 'K',
  MO: 'O',
  PA: 'P',
  OH: 'H',
  IN: 'I',
  IL: 'J',
  MD: 'D',
  DC: 'C',
  DE: 'E',
  NJ: 'Q',
};

interface Feature {
  properties: Record<string, unknown>;
  geometry: { type: string; coordinates: unknown };
}
const geo = (f: string): Feature[] =>
  (JSON.parse(readFileSync(join(DATA, 'geo', f), 'utf8')) as { features: Feature[] }).features;

/** Census coordinates by "name|state". */
function censusIndex(): Map<string, [number, number]> {
  const out = new Map<string, [number, number]>();
  const lines = readFileSync(join(DATA, 'us-cities-1850-1870.csv'), 'utf8').trim().split('\n');
  for (const line of lines.slice(1)) {
    const f = line.split(',');
    const key = `${f[1]!.toLowerCase()}|${f[0]}`;
    if (!out.has(key)) out.set(key, [Number(f[5]), Number(f[6])]);
  }
  return out;
}

function coords(p: Place, census: Map<string, [number, number]>): [number, number] | undefined {
  if (p.ll) return [p.ll[0], p.ll[1]];
  return census.get(`${(p.census ?? p.n).toLowerCase()}|${p.s}`);
}

interface Built {
  grid: HexGrid;
  fit: Fit;
  terrain: string[];
  stateOf: string[];
  theater: string[];
  places: Map<number, Place>;
  sides: Map<string, { f: Set<string>; river?: string }>;
}

const sideKey = (a: number, b: number): string => (a < b ? `${a}|${b}` : `${b}|${a}`);

function addSide(b: Built, ha: number, hb: number, flags: string[], river?: string): void {
  if (ha < 0 || hb < 0) return;
  const k = sideKey(b.grid.id(ha), b.grid.id(hb));
  let e = b.sides.get(k);
  if (!e) b.sides.set(k, (e = { f: new Set() }));
  for (const f of flags) e.f.add(f);
  if (river && !e.river) e.river = river;
}

function main(): void {
  const grid = new HexGrid(SPEC);
  const census = censusIndex();
  const anchors: { hex: number; lat: number; lon: number }[] = [];
  for (const p of PLACES) {
    const c = coords(p, census);
    if (p.hex && c && !p.ll) anchors.push({ hex: p.hex, lat: c[0], lon: c[1] });
  }
  const fit = fitGrid(grid, anchors);
  report(grid, fit, anchors);
  const b: Built = {
    grid,
    fit,
    terrain: new Array<string>(grid.count).fill('.'),
    stateOf: new Array<string>(grid.count).fill(''),
    theater: new Array<string>(grid.count).fill('.'),
    places: new Map(),
    sides: new Map(),
  };
  classifyHexes(b);
  placeTowns(b, census);
  traceRivers(b);
  drawRails(b);
  mountainSides(b);
  forceFacts(b);
  fillStates(b);
  assignTheaters(b);
  const map = serialise(b);
  writeFileSync(join(OUT, 'map.json'), JSON.stringify(map, null, 1) + '\n');
  writeFileSync(join(OUT, 'map.svg'), mapSvg(map));
  console.log(`wrote ${OUT}/map.json and map.svg: ${b.places.size} places, ${b.sides.size} hexsides`);
}

function report(grid: HexGrid, fit: Fit, anchors: { hex: number; lat: number; lon: number }[]): void {
  let worst = 0;
  let exact = 0;
  for (const a of anchors) {
    const [x, r] = project(fit, a.lat, a.lon);
    const h = hexAt(grid, x, r);
    if (grid.id(h) === a.hex) exact++;
    worst = Math.max(worst, grid.distance(h, grid.index(a.hex)));
  }
  console.log(`fit through ${anchors.length} pinned hexes: ${exact} exact, worst ${worst} hex off`);
  console.log(
    `row = ${fit.r.map((v) => v.toFixed(4)).join(', ')}; x = ${fit.x.map((v) => v.toFixed(4)).join(', ')}`,
  );
}

/** Sound, bay and lake boxes (lat/lon) for water that is not the open Atlantic or Gulf. */
const WATER_BOXES: readonly { code: string; lat: [number, number]; lon: [number, number] }[] = [
  { code: 'p', lat: [34.7, 36.3], lon: [-77.3, -75.2] },
  { code: 'b', lat: [30.2, 30.75], lon: [-88.15, -87.7] },
  { code: 'g', lat: [29.25, 29.8], lon: [-95.1, -94.5] },
  { code: 'l', lat: [30.0, 30.35], lon: [-90.5, -89.65] },
];

function classifyHexes(b: Built): void {
  const states = geo('states.json').map((f) => ({
    postal: String(f.properties.postal),
    polys: polygonsOf(f.geometry),
  }));
  const regions = geo('regions.json').map((f) => ({
    name: String(f.properties.name),
    polys: polygonsOf(f.geometry),
  }));
  const inAny = (polys: Polygon[], lon: number, lat: number): boolean =>
    polys.some((p) => inPolygon(p, lon, lat));
  const { grid, fit } = b;
  for (let i = 0; i < grid.count; i++) {
    const [lat, lon] = unproject(fit, grid.x(i), grid.row(i));
    const st = states.find((s) => inAny(s.polys, lon, lat))?.postal ?? '';
    const region = regions.find((r) => inAny(r.polys, lon, lat))?.name ?? '';
    const box = WATER_BOXES.find(
      (w) => lat >= w.lat[0] && lat <= w.lat[1] && lon >= w.lon[0] && lon <= w.lon[1],
    );
    if (!st) {
      if (lon < -96.5 && lat > 26) b.terrain[i] = '.';
      else
        b.terrain[i] = box ? box.code : lon < -81.2 && lat < 31 ? '=' : lat < 30.9 && lon < -82 ? '=' : '~';
      continue;
    }
    b.stateOf[i] = st;
    if (!NORTH.has(st) && !BORDER.has(st) && !SOUTH.has(st)) {
      b.terrain[i] = '.';
      continue;
    }
    b.terrain[i] = terrainOf(region, st, lat, lon);
  }
  // the Gulf is every sea hex west of Florida's Atlantic coast reachable from the Gulf side
  fixSeaNames(b);
  coastalMarsh(b);
}

function terrainOf(region: string, st: string, lat: number, lon: number): string {
  if (region === 'APPALACHIAN MTS.') {
    const ridge =
      st === 'KY'
        ? lon > -84.3
        : st === 'TN' || st === 'AL'
          ? lon > -85.3 && lat > 34.2
          : st === 'GA'
            ? lat > 34.3
            : ['VA', 'WV', 'MD', 'PA', 'NC', 'SC'].includes(st);
    if (ridge && !(st === 'PA' && lon > -77.3) && !(st === 'MD' && lon > -77.7)) return 'm';
  }
  if (region === 'Mississippi Delta') return 'r';
  if (st === 'LA' && lat < 30.3) return 'r';
  if (region === 'Ozark Plateau' || region === 'FLORIDA') return 'w';
  if (region === 'COASTAL PLAIN' && ['NC', 'SC', 'GA', 'AL', 'MS', 'FL'].includes(st)) return 'w';
  return 'c';
}

function fixSeaNames(b: Built): void {
  const { grid } = b;
  // Atlantic/Gulf by flood from the grid's south-east and south-west corners
  const seaLike = (t: string): boolean => t === '~' || t === '=';
  const label = new Array<string>(grid.count).fill('');
  const flood = (start: number, code: string): void => {
    const stack = [start];
    while (stack.length) {
      const h = stack.pop()!;
      if (h < 0 || label[h] || !seaLike(b.terrain[h]!)) continue;
      label[h] = code;
      for (let d = 0; d < 6; d++) stack.push(grid.nbr[h * 6 + d]!);
    }
  };
  flood(grid.at(SPEC.lastRow, SPEC.lastCol), '~');
  flood(grid.at(SPEC.lastRow - 2, SPEC.firstCol + 8), '=');
  for (let h = 0; h < grid.count; h++) if (seaLike(b.terrain[h]!)) b.terrain[h] = label[h] || '~';
}

const isWater = (t: string): boolean => '~=pbglk'.includes(t);
const isLand = (t: string): boolean => 'cwmrx'.includes(t);

/** Tidewater marsh: coastal hexes of the North Carolina sounds and of Louisiana. */
function coastalMarsh(b: Built): void {
  const { grid, fit } = b;
  for (let h = 0; h < grid.count; h++) {
    if (!isLand(b.terrain[h]!)) continue;
    let coastal = false;
    for (let d = 0; d < 6; d++) {
      const n = grid.nbr[h * 6 + d]!;
      if (n >= 0 && isWater(b.terrain[n]!)) coastal = true;
    }
    const [lat, lon] = unproject(fit, grid.x(h), grid.row(h));
    if (coastal && b.stateOf[h] === 'NC' && lon > -77.3 && lat > 34.8) b.terrain[h] = 'r';
    if (coastal && b.stateOf[h] === 'LA') b.terrain[h] = 'r';
  }
}

function placeTowns(b: Built, census: Map<string, [number, number]>): void {
  const { grid, fit } = b;
  const taken = new Set<number>();
  const named = new Set(NAMED_HEXES.map((n) => grid.index(n.hex)));
  const pinned = PLACES.filter((p) => p.hex);
  for (const p of pinned) {
    const h = grid.index(p.hex!);
    if (!isLand(b.terrain[h]!) || b.terrain[h] === 'x') b.terrain[h] = 'c';
    b.stateOf[h] = p.s;
    b.places.set(h, p);
    taken.add(h);
  }
  for (const n of NAMED_HEXES) {
    const h = grid.index(n.hex);
    if (!isLand(b.terrain[h]!)) b.terrain[h] = 'c';
  }
  for (const p of PLACES.filter((q) => !q.hex)) {
    const c = coords(p, census);
    if (!c) throw new Error(`no coordinates for ${p.n} (${p.s})`);
    const [x, r] = project(fit, c[0], c[1]);
    const h0 = hexAt(grid, x, r);
    const h = nearestFree(b, h0, p.s, (h) => !taken.has(h) && !named.has(h));
    if (h < 0) throw new Error(`no free hex for ${p.n} near ${grid.label(h0)}`);
    if (h !== h0) console.log(`  ${p.n} moved ${grid.label(h0)} -> ${grid.label(h)}`);
    b.places.set(h, p);
    taken.add(h);
  }
}

function nearestFree(b: Built, h0: number, st: string, free: (h: number) => boolean): number {
  const { grid } = b;
  let best = -1;
  let bestD = Infinity;
  for (let h = 0; h < grid.count; h++) {
    if (!isLand(b.terrain[h]!) || b.terrain[h] === 'x' || !free(h)) continue;
    const d = grid.distance(h, h0) + (b.stateOf[h] === st ? 0 : 0.6);
    if (d < bestD && d <= 3) {
      bestD = d;
      best = h;
    }
  }
  return best;
}

function traceRivers(b: Built): void {
  const cg = new CornerGraph(b.grid);
  const feats = geo('rivers.json');
  for (const def of RIVERS) {
    let n = 0;
    const lines: LonLat[][] = def.line
      ? [def.line.map((p) => [p[0], p[1]] as const)]
      : feats.filter((f) => f.properties.name === def.name).flatMap((f) => linesOf(f.geometry));
    {
      for (const line of lines) {
        for (const piece of splitNavigable(def, line)) {
          for (const [h, d] of sideChain(cg, b.fit, piece.line)) {
            const o = b.grid.nbr[h * 6 + d]!;
            if (o < 0 || (!isLand(b.terrain[h]!) && !isLand(b.terrain[o]!))) continue;
            if (!isLand(b.terrain[h]!) || !isLand(b.terrain[o]!)) continue; // the coast is not a river
            const flags = piece.nav ? ['nav', ...(def.type === 2 ? ['type2'] : [])] : ['minor'];
            addSide(b, h, o, flags, def.name.replace(' (tidal)', ''));
            n++;
          }
        }
      }
    }
    if (n === 0) console.log(`  river ${def.name}: no hexside on the map`);
  }
  // a navigable hexside is not also minor
  for (const e of b.sides.values()) if (e.f.has('nav')) e.f.delete('minor');
}

/** Split a polyline into navigable and minor pieces by the river's navigable region. */
function splitNavigable(def: RiverDef, line: readonly LonLat[]): { nav: boolean; line: LonLat[] }[] {
  const out: { nav: boolean; line: LonLat[] }[] = [];
  for (const pt of line) {
    const nav = def.navigable ? def.navigable(pt[1], pt[0]) : false;
    const last = out[out.length - 1];
    if (last && last.nav === nav) last.line.push(pt);
    else {
      const seg: LonLat[] = last ? [last.line[last.line.length - 1]!, pt] : [pt];
      out.push({ nav, line: seg });
    }
  }
  return out;
}

function drawRails(b: Built): void {
  const { grid } = b;
  const hexOf = new Map<string, number>();
  for (const [h, p] of b.places) hexOf.set(p.n, h);
  for (const line of RAILS) {
    const hexes: number[] = [];
    for (let k = 0; k < line.via.length; k++) {
      const h = hexOf.get(line.via[k]!);
      if (h === undefined) throw new Error(`rail ${line.name}: no place ${line.via[k]}`);
      if (k === 0) hexes.push(h);
      else hexes.push(...hexLine(grid, hexOf.get(line.via[k - 1]!)!, h).slice(1));
    }
    if (line.northExit) {
      let h = hexes[hexes.length - 1]!;
      while (grid.row(h) > SPEC.firstRow) {
        const up = grid.nbr[h * 6 + (grid.row(h) % 2 === 0 ? 5 : 0)]!;
        if (up < 0) break;
        hexes.push(up);
        h = up;
      }
    }
    for (let k = 0; k + 1 < hexes.length; k++) {
      const a = hexes[k]!;
      const c = hexes[k + 1]!;
      if (a === c || grid.dirTo(a, c) < 0) continue;
      addSide(b, a, c, line.newRail ? ['rail', 'newrail'] : ['rail']);
      const e = b.sides.get(sideKey(grid.id(a), grid.id(c)))!;
      if (e.f.has('nav') && e.f.has('type2')) e.f.add('ferry');
      if (e.f.has('minor') || (e.f.has('nav') && !e.f.has('ferry'))) e.f.add('bridge');
      for (const h of [a, c]) if (!isLand(b.terrain[h]!)) b.terrain[h] = 'c';
    }
  }
}

/** Mountain hexsides: the edge of the Appalachian hexes toward the east, and the Allegheny (VA-WV) line. */
function mountainSides(b: Built): void {
  const { grid } = b;
  for (let h = 0; h < grid.count; h++) {
    if (b.terrain[h] !== 'm') continue;
    for (let d = 0; d < 6; d++) {
      const o = grid.nbr[h * 6 + d]!;
      if (o < 0 || !isLand(b.terrain[o]!)) continue;
      const front = b.terrain[o] !== 'm';
      const allegheny =
        b.terrain[o] === 'm' &&
        (b.stateOf[h] === 'WV') !== (b.stateOf[o] === 'WV') &&
        [b.stateOf[h], b.stateOf[o]].includes('VA');
      if (!front && !allegheny) continue;
      const e = b.sides.get(sideKey(grid.id(h), grid.id(o)));
      addSide(b, h, o, e?.f.has('rail') ? ['mountain', 'gap'] : ['mountain']);
    }
  }
  // historical passes (5.6): Cumberland Gap, Thoroughfare Gap, Swift Run Gap, Rockfish Gap
  for (const [lat, lon] of [
    [36.6, -83.67],
    [38.83, -77.7],
    [38.36, -78.55],
    [38.03, -78.86],
  ] as const) {
    const [x, r] = project(b.fit, lat, lon);
    const h = hexAt(grid, x, r);
    for (let d = 0; d < 6; d++) {
      const o = grid.nbr[h * 6 + d]!;
      const e = o >= 0 ? b.sides.get(sideKey(grid.id(h), grid.id(o))) : undefined;
      if (e?.f.has('mountain') && !e.f.has('gap')) e.f.add('pass');
    }
  }
}

/** The rulebook's own hexside facts (Special Hexes, Map Notes). */
function forceFacts(b: Built): void {
  const { grid } = b;
  const at = (id: number): number => grid.index(id);
  const set = (a: number, c: number, flags: string[], river?: string): void =>
    addSide(b, at(a), at(c), flags, river);
  set(2316, 2415, ['nav', 'type2', 'rail', 'ferry'], 'Mississippi');
  set(2415, 2516, ['nav', 'type2'], 'Mississippi');
  set(1647, 1747, ['nav'], 'Potomac');
  set(2515, 2414, ['road']);
  set(2515, 2615, ['road']);
  set(3542, 3641, ['cost2in']);
  // Map Notes (Mobile Bay): Fort Morgan stays in supply via Montgomery while the CSA holds the bay, so
  // the Alabama reaches Mobile Bay: its last hexside runs between Blakeley and Mobile
  set(4519, 4619, ['nav'], 'Alabama');
  b.terrain[at(2415)] = 'r';
  b.terrain[at(3444)] = 'x';
  b.terrain[at(3220)] = b.terrain[at(3220)] === 'm' ? 'm' : 'c';
  // Muscle Shoals: the Tennessee is a minor river along 3220 (Special Hexes)
  for (let d = 0; d < 6; d++) {
    const o = grid.nbr[at(3220) * 6 + d]!;
    const e = o >= 0 ? b.sides.get(sideKey(3220, grid.id(o))) : undefined;
    if (e?.river === 'Tennessee' && e.f.has('nav')) {
      e.f.delete('nav');
      e.f.add('minor');
    }
  }
}

/** Hexes made land by a pinned place or a railroad take the state of a land neighbour. */
function fillStates(b: Built): void {
  const { grid } = b;
  for (let h = 0; h < grid.count; h++) {
    if (!isLand(b.terrain[h]!) || STATE_CODE[b.stateOf[h]!]) continue;
    for (let d = 0; d < 6; d++) {
      const o = grid.nbr[h * 6 + d]!;
      if (o >= 0 && isLand(b.terrain[o]!) && STATE_CODE[b.stateOf[o]!]) {
        b.stateOf[h] = b.stateOf[o]!;
        break;
      }
    }
  }
}

function assignTheaters(b: Built): void {
  const { grid, fit } = b;
  // the Mississippi's longitude at each latitude, from its hexsides
  const feats = geo('rivers.json').filter((f) => f.properties.name === 'Mississippi');
  const pts: LonLat[] = feats.flatMap((f) => linesOf(f.geometry).flat());
  const riverLon = (lat: number): number => {
    let best = pts[0]!;
    for (const p of pts) if (Math.abs(p[1] - lat) < Math.abs(best[1] - lat)) best = p;
    return best[0];
  };
  const east = new Set(['PA', 'MD', 'DC', 'DE', 'NJ', 'VA', 'WV', 'NC', 'SC']);
  for (let h = 0; h < grid.count; h++) {
    const st = b.stateOf[h]!;
    if (!st || b.terrain[h] === '.' || isWater(b.terrain[h]!)) continue;
    const [lat, lon] = unproject(fit, grid.x(h), grid.row(h));
    if (['MO', 'AR', 'TX'].includes(st) || (st === 'LA' && lon < riverLon(lat) - 0.05)) b.theater[h] = 'T';
    else if (east.has(st) || ((st === 'GA' || st === 'FL') && lon > -83.0)) b.theater[h] = 'E';
    else b.theater[h] = 'W';
  }
}

export interface MapJson {
  grid: typeof SPEC;
  legend: Record<string, string>;
  terrain: string[];
  state: string[];
  theater: string[];
  states: Record<string, string>;
  places: Record<string, unknown>[];
  sides: { a: number; b: number; f: string[]; river?: string }[];
  spaces: Record<string, unknown>[];
  anchors: { hex: number; note: string }[];
}

function serialise(b: Built): MapJson {
  const { grid } = b;
  const rows = (f: (h: number) => string): string[] => {
    const out: string[] = [];
    for (let r = SPEC.firstRow; r <= SPEC.lastRow; r++) {
      let s = '';
      for (let c = SPEC.firstCol; c <= SPEC.lastCol; c++) s += f(grid.at(r, c));
      out.push(s);
    }
    return out;
  };
  const places = [...b.places.entries()]
    .sort((x, y) => grid.id(x[0]) - grid.id(y[0]))
    .map(([h, p]) => {
      const o: Record<string, unknown> = { hex: grid.id(h), name: p.n, state: p.s };
      if (p.hex) o.pinned = true;
      for (const k of ['city', 'obj', 'bp', 'cap', 'port', 'runner', 'yard', 'salt', 'cross'] as const)
        if (p[k] !== undefined) o[k] = p[k];
      return o;
    });
  const sides = [...b.sides.entries()]
    .map(([k, e]) => {
      const [a, c] = k.split('|').map(Number) as [number, number];
      return { a, b: c, f: [...e.f].sort(), ...(e.river ? { river: e.river } : {}) };
    })
    .sort((x, y) => x.a - y.a || x.b - y.b);
  return {
    grid: SPEC,
    legend: {
      '.': 'off the map or non-playable',
      '~': 'Atlantic',
      '=': 'Gulf of Mexico',
      p: 'Pamlico Sound',
      b: 'Mobile Bay',
      g: 'Galveston Bay',
      l: 'lake (no naval movement)',
      c: 'clear',
      w: 'woods',
      m: 'mountain',
      r: 'marsh',
      x: 'swamp (prohibited)',
    },
    terrain: rows((h) => b.terrain[h]!),
    state: rows((h) => (isLand(b.terrain[h]!) ? (STATE_CODE[b.stateOf[h]!] ?? '.') : '.')),
    theater: rows((h) => (isLand(b.terrain[h]!) ? b.theater[h]! : '.')),
    states: Object.fromEntries(Object.entries(STATE_CODE).map(([k, v]) => [v, k])),
    places,
    sides,
    spaces: spacesJson(b),
    anchors: NAMED_HEXES.map((n) => ({ hex: n.hex, note: n.note })),
  };
}

function spacesJson(b: Built): Record<string, unknown>[] {
  const { grid, fit } = b;
  const near = (lat: number, lon: number): number => {
    const [x, r] = project(fit, lat, lon);
    let h = hexAt(grid, x, r);
    if (!isLand(b.terrain[h]!)) h = nearestFree(b, h, '', () => true);
    return grid.id(h);
  };
  const placeHex = (name: string): number => {
    for (const [h, p] of b.places) if (p.n === name) return grid.id(h);
    throw new Error(`no place ${name}`);
  };
  /** The south-westernmost Texas land hex: where the Brownsville box joins the map. */
  const southwestTexas = (): number => {
    let best = -1;
    for (let h = 0; h < grid.count; h++)
      if (
        isLand(b.terrain[h]!) &&
        b.stateOf[h] === 'TX' &&
        (best < 0 || grid.row(h) - grid.col(h) > grid.row(best) - grid.col(best))
      )
        best = h;
    return grid.id(best);
  };
  const coastOf = (code: string): number[] => {
    const out: number[] = [];
    for (let h = 0; h < grid.count; h++) {
      if (!isLand(b.terrain[h]!)) continue;
      for (let d = 0; d < 6; d++) {
        const o = grid.nbr[h * 6 + d]!;
        if (o >= 0 && b.terrain[o] === code) {
          out.push(grid.id(h));
          break;
        }
      }
    }
    return out;
  };
  const extra: Record<string, { to: number | string; kind: string; cost?: number }[]> = {
    'Hatteras Inlet': [
      ...coastOf('p').map((h) => ({ to: h, kind: 'water' })),
      { to: 'Roanoke Island', kind: 'water' },
    ],
    'Chesapeake Bay': [],
    Brownsville: [{ to: southwestTexas(), kind: 'land', cost: 2 }],
    'Texas North': [{ to: near(32.35, -95.3), kind: 'land' }],
    'Texas South': [{ to: placeHex('Houston'), kind: 'rail' }],
    'Fort Morgan': [],
  };
  return SPACES.map((s) => {
    const links = [...s.links, ...(extra[s.id] ?? [])].map((l) => ({
      ...l,
      to: typeof l.to === 'string' && PLACES.some((p) => p.n === l.to) ? placeHex(l.to) : l.to,
    }));
    return { ...s, links };
  });
}

main();
