/**
 * Build time only: the provisional map of American Civil War by the pipeline of digest §5.4.
 *
 *   npx tsx src/games/acw/build/build.ts [outDir]      (default: the pack folder, content/provisional)
 *
 * Reads the shared reference data (data.ts), writes map.json, map.svg and the map part of
 * manifest.json's invented values (manifest.ts). Deterministic: the same data gives the same files.
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { COLS, HEXES, ROWS, edgeHexes, hexId, hexIndex } from '../grid.js';
import { cityCoords, loadCities, loadRivers, loadStates } from './data.js';
import { fitAnchors, hexOfLonLat, residuals, type Fit } from './geo.js';
import { asPolygons, hexFacts, hexesIn, type HexFacts } from './hexes.js';
import { writeManifest } from './manifest.js';
import { ANCHORS, CITIES, PLACES, type CitySpec } from './places.js';
import { CornerGraph } from './raster.js';
import { placeOn, sympatheticRegion, transMississippi } from './regions.js';
import { riverSides, type RiverSide } from './rivers.js';
import { acrossFrom, ferrySides, railheads, railLines, type RailLine } from './routes.js';
import { mapSvg } from './svg.js';
import { ROUGH, STATE_OVERRIDES, SWAMP, SYMPATHETIC_EXTRA } from './terrain.js';

export interface PlacedCity extends Omit<CitySpec, 'census' | 'lonLat' | 'pin' | 'why'> {
  hex: number;
}
export interface PlacedPlace {
  name: string;
  kind: string;
  hex: number;
}

const CROSSING_ACROSS: Readonly<Record<string, string>> = {
  Memphis: 'Hopefield',
  Vicksburg: 'DeSoto',
  'New Orleans': 'Algiers',
};

/** Rail junctions that are cities of the map under another name: the line goes through the city's hex. */
const JUNCTION_CITY: Readonly<Record<string, string>> = {
  'Columbus GA': 'Columbus',
  'Jackson MS': 'Jackson',
  'Springfield IL': 'Springfield',
  'Columbia SC': 'Columbia',
};

/** Railroad termini across a river from a city: [junction, city, river]. */
const ACROSS: readonly [string, string, string][] = [
  ['East St. Louis', 'St. Louis', 'Mississippi'],
  ['Covington', 'Cincinnati', 'Ohio'],
  ['Jeffersonville', 'Louisville', 'Ohio'],
];

function forcedLand(): Map<number, string> {
  const m = new Map<number, string>();
  for (const c of CITIES) if (c.pin) m.set(hexIndex(c.pin), c.state);
  for (const p of PLACES) if (p.pin && p.state) m.set(hexIndex(p.pin), p.state);
  m.set(hexIndex(1617), 'TN'); // 15.2: 1617 attacks Corinth across the Tennessee-Mississippi border
  m.set(hexIndex(4407), 'VA'); // 20.1: the CSA sets up in 4407, south of Washington
  for (const o of STATE_OVERRIDES) m.set(hexIndex(o.hex), o.state);
  return m;
}

function placeCities(fit: Fit, facts: HexFacts): { cities: PlacedCity[]; places: PlacedPlace[] } {
  const rows = loadCities();
  const taken = new Set<number>();
  const spot = new Map<string, number>();
  const order = [...CITIES].sort((a, b) => Number(!!b.pin) - Number(!!a.pin));
  for (const c of order) {
    const [lon, lat] = c.lonLat ?? cityCoords(rows, c.state, c.census ?? c.name);
    const h = c.pin ? hexIndex(c.pin) : placeOn(hexOfLonLat(fit, lon, lat), taken, facts.terrain);
    taken.add(h);
    spot.set(c.name, h);
    facts.state[h] = c.state;
    if (c.kind === 'port') facts.coastal[h] = true; // a port is a coastal hex with a city [5.9]
  }
  const cities = CITIES.map((c): PlacedCity => {
    const { census: _c, lonLat: _l, pin: _p, why: _w, ...rest } = c;
    return { ...rest, hex: spot.get(c.name)! };
  });
  const places = PLACES.map((p): PlacedPlace => {
    let h: number;
    if (p.pin) h = hexIndex(p.pin);
    else {
      const want = hexOfLonLat(fit, p.lonLat![0], p.lonLat![1]);
      const coastal = p.kind === 'fort' ? (x: number): boolean => facts.coastal[x]! : undefined;
      h = p.kind === 'landmark' ? want : placeOn(want, taken, facts.terrain, coastal);
    }
    if (p.kind !== 'landmark') taken.add(h);
    if (p.state) facts.state[h] = p.state;
    return { name: p.name, kind: p.kind, hex: h };
  });
  return { cities, places };
}

function rowStrings(f: (h: number) => string): string[] {
  const out: string[] = [];
  for (let r = 1; r <= ROWS; r++) {
    let line = '';
    for (let c = 1; c <= COLS; c++) line += f(hexIndex(c * 100 + r));
    out.push(line);
  }
  return out;
}

const T_CHAR = { sea: '.', clear: 'c', rough: 'r', swamp: 's' } as const;

function riverGroups(
  sides: ReadonlyMap<number, RiverSide>,
): { river: string; class: string; sides: number[][] }[] {
  const groups = new Map<string, { river: string; class: string; sides: number[][] }>();
  for (const s of [...sides.values()].sort((a, b) => a.edge - b.edge)) {
    const k = `${s.river}/${s.cls}`;
    if (!groups.has(k)) groups.set(k, { river: s.river, class: s.cls, sides: [] });
    const [a, b] = edgeHexes(s.edge);
    groups.get(k)!.sides.push([hexId(a), hexId(b)]);
  }
  return [...groups.values()].sort(
    (a, b) => a.river.localeCompare(b.river) || a.class.localeCompare(b.class),
  );
}

function mapJson(
  fit: Fit,
  facts: HexFacts,
  rivers: ReadonlyMap<number, RiverSide>,
  lines: RailLine[],
  extra: {
    cities: PlacedCity[];
    places: PlacedPlace[];
    ferries: { name: string; a: number; b: number }[];
    sympathetic: number[];
    tm: number[];
  },
): unknown {
  const heads = railheads(lines, rivers).map(([h, e]) => {
    const [a, b] = edgeHexes(e);
    return [hexId(h), hexId(a === h ? b : a)];
  });
  return {
    grid: {
      idFormat: 'CCRR',
      orientation: 'flat',
      shifted: 'even',
      firstCol: 1,
      lastCol: COLS,
      firstRow: 1,
      lastRow: ROWS,
    },
    georeference: {
      anchors: ANCHORS,
      residualHexes: residuals(fit, ANCHORS).map((r) => ({ name: r.name, off: Number(r.off.toFixed(3)) })),
      transform: { x: fit.ax.map((v) => Number(v.toFixed(6))), y: fit.ay.map((v) => Number(v.toFixed(6))) },
    },
    terrain: rowStrings((h) => {
      const ch = T_CHAR[facts.terrain[h]!];
      return facts.coastal[h] ? ch.toUpperCase() : ch;
    }),
    states: rowStrings((h) => (facts.state[h] || '..').padEnd(2, '.')),
    sympathetic: extra.sympathetic.map(hexId),
    transMississippi: extra.tm.map(hexId),
    rivers: riverGroups(rivers),
    railroads: lines.map((l) => ({
      name: l.name,
      hexes: l.hexes.map(hexId),
      breaks: l.breaks.map(([a, b]) => [hexId(a), hexId(b)]),
    })),
    railheads: heads,
    ferries: extra.ferries.map((f) => ({ name: f.name, sides: [hexId(f.a), hexId(f.b)] })),
    cities: extra.cities.map((c) => ({ ...c, hex: hexId(c.hex) })),
    places: extra.places.map((p) => ({ ...p, hex: hexId(p.hex) })),
    unionSupplyHexes: [1501, 1601, 5101],
    navalEntry: 5201,
  };
}

export function buildMap(): { json: unknown; svg: string; fit: Fit } {
  const fit = fitAnchors(ANCHORS);
  const facts = hexFacts(fit, loadStates(), asPolygons(ROUGH), asPolygons(SWAMP), forcedLand());
  const { cities, places } = placeCities(fit, facts);
  const g = new CornerGraph();
  const rivers = riverSides(fit, loadRivers(), facts.terrain, facts.state, g);
  const crossings = cities
    .filter((c) => c.crossing)
    .map((c) => ({ name: c.name, hex: c.hex, across: CROSSING_ACROSS[c.name]! }));
  const ferries = ferrySides(fit, rivers, crossings);
  const pins = new Map<string, number>(cities.map((c) => [c.name, c.hex]));
  for (const [junction, city] of Object.entries(JUNCTION_CITY))
    pins.set(junction, cities.find((c) => c.name === city)!.hex);
  for (const f of ferries) pins.set(f.across, f.b);
  for (const [junction, city, river] of ACROSS)
    pins.set(junction, acrossFrom(fit, rivers, pins.get(city)!, river, junction));
  const lines = railLines(fit, facts.terrain, rivers, pins);
  const extraSym = hexesIn(fit, asPolygons(SYMPATHETIC_EXTRA));
  const sympathetic = sympatheticRegion(facts.terrain, facts.state, extraSym, cities);
  const tm = transMississippi(hexIndex(129), facts.terrain, facts.state, rivers);
  const json = mapJson(fit, facts, rivers, lines, { cities, places, ferries, sympathetic, tm });
  const svg = mapSvg(json as Parameters<typeof mapSvg>[0]);
  return { json, svg, fit };
}

function main(): void {
  const here = dirname(fileURLToPath(import.meta.url));
  const out = process.argv[2] ?? join(here, '..', 'content', 'provisional');
  const { json, svg } = buildMap();
  writeFileSync(join(out, 'map.json'), JSON.stringify(json, null, 1) + '\n');
  writeFileSync(join(out, 'map.svg'), svg);
  writeManifest(out, json as Parameters<typeof writeManifest>[1]);
  console.log(`acw map: ${HEXES} hexes written to ${out}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
