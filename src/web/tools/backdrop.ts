/**
 * Draw each game's map backdrop (issue 27): states, coastline, the Great Lakes, mountain regions and
 * rivers from the shared geographic data (Natural Earth, public domain; see data/geo/README.md),
 * carried onto the game's board-scene coordinates, written as `backdrop.svg` into the game's built-in
 * content pack, where the page finds it. The output is committed; run this again after moving places
 * in a map.json:
 *
 *   npm run build && node dist/src/web/tools/backdrop.js --data <shared data folder> [game …]
 *
 * Control points: every entry of the pack's map.json with an `id` that is a place of the scene and
 * either its own `lat`/`lon` (bvg's cities), or a `name` (and `aliases`) and a two-letter `state`
 * found in the data's 1850-1870 city list (ahd's boxes: about 110 of 129). A thin-plate spline
 * through them (warp.ts) carries longitude and latitude onto the map, so the rivers pass the boxes
 * the game puts on them even where the game's map is not to scale.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BoardScene } from '../../core/board.js';
import type { Game } from '../../core/game.js';
import { GAMES } from '../../games/index.js';
import { simplify, thinPlate, type ControlPoint, type Warp } from './warp.js';

type Pos = [number, number];
interface Feature {
  properties: { name?: string; scalerank?: number; featurecla?: string };
  geometry: { type: string; coordinates: unknown };
}

/** Longitudes are shrunk by the cosine of this latitude before the fit (an equirectangular frame). */
const MID_LAT = 36;
const KX = Math.cos((MID_LAT * Math.PI) / 180);
/** Rivers always drawn, whatever their Natural Earth rank. */
const NAMED_RIVERS = new Set([
  'Rappahannock',
  'Shenandoah',
  'Cumberland',
  'Yazoo',
  'Big Black',
  'James',
  'York',
]);

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(file, 'utf8')) as unknown;
}

/** name|state (lower case, 'St.' spelled 'Saint' too) → [lon, lat], from the census city list. */
function cityIndex(csv: string): Map<string, Pos> {
  const out = new Map<string, Pos>();
  const [head, ...rows] = readFileSync(csv, 'utf8').trim().split(/\r?\n/);
  const cols = fields(head!);
  const at = (name: string): number => cols.indexOf(name);
  for (const row of rows) {
    const f = fields(row);
    const key = `${f[at('city')]!.toLowerCase()}|${f[at('state')]}`;
    if (!out.has(key)) out.set(key, [Number(f[at('lon')]), Number(f[at('lat')])]);
  }
  return out;
}

/** The fields of one CSV line ("a, b" quoted fields keep their commas). */
function fields(line: string): string[] {
  return [...line.matchAll(/(?:^|,)(?:"([^"]*)"|([^,]*))/g)].map((m) => m[1] ?? m[2] ?? '');
}

function lookup(cities: Map<string, Pos>, names: readonly string[], state: string): Pos | undefined {
  for (const n of names) {
    const base = n.split(',')[0]!.trim().toLowerCase();
    for (const cand of [base, base.replace(/^st\. /, 'saint '), base.replace(/^ft\. /, 'fort ')]) {
      const hit = cities.get(`${cand}|${state}`);
      if (hit) return hit;
    }
  }
  return undefined;
}

/** Control points of a pack: map.json entries that are scene places and have a known position. */
function controlPoints(mapJson: unknown, scene: BoardScene, cities: Map<string, Pos>): ControlPoint[] {
  const places = new Map(scene.places.map((p) => [p.id, p]));
  const out: ControlPoint[] = [];
  for (const list of Object.values(mapJson as Record<string, unknown>)) {
    if (!Array.isArray(list)) continue;
    for (const e of list as Record<string, unknown>[]) {
      const p = typeof e.id === 'string' ? places.get(e.id) : undefined;
      if (!p) continue;
      let pos: Pos | undefined;
      if (typeof e.lat === 'number' && typeof e.lon === 'number') pos = [e.lon, e.lat];
      else if (typeof e.name === 'string' && typeof e.state === 'string') {
        const aliases = Array.isArray(e.aliases) ? (e.aliases as string[]) : [];
        pos = lookup(cities, [e.name, ...aliases], e.state);
      }
      if (pos) out.push({ u: pos[0] * KX, v: pos[1], x: p.x, y: p.y });
    }
  }
  return out;
}

/** Lines of a (Multi)LineString or rings of a (Multi)Polygon. */
function lines(g: Feature['geometry']): Pos[][] {
  const c = g.coordinates as Pos[] | Pos[][] | Pos[][][];
  switch (g.type) {
    case 'LineString':
      return [c as Pos[]];
    case 'MultiLineString':
    case 'Polygon':
      return c as Pos[][];
    case 'MultiPolygon':
      return (c as Pos[][][]).flat();
    default:
      return [];
  }
}

/** Warp, clamp to the scene (plus a margin) and simplify a line; as SVG path data. */
function pathData(line: readonly Pos[], warp: Warp, scene: BoardScene, closed: boolean): string {
  const m = 40;
  const pts = line.map(([lon, lat]): Pos => {
    const [x, y] = warp(lon * KX, lat);
    return [Math.min(scene.width + m, Math.max(-m, x)), Math.min(scene.height + m, Math.max(-m, y))];
  });
  const inside = pts.some(([x, y]) => x > 0 && x < scene.width && y > 0 && y < scene.height);
  if (!inside) return '';
  const s = simplify(pts, 1.5);
  if (s.length < 2) return '';
  return `M${s.map(([x, y]) => `${Math.round(x)} ${Math.round(y)}`).join('L')}${closed ? 'Z' : ''}`;
}

function layer(features: readonly Feature[], warp: Warp, scene: BoardScene, closed: boolean): string {
  return features
    .flatMap((f) => lines(f.geometry).map((l) => pathData(l, warp, scene, closed)))
    .filter(Boolean)
    .join('');
}

function svg(geo: string, warp: Warp, scene: BoardScene): string {
  const feats = (file: string): Feature[] => (readJson(join(geo, file)) as { features: Feature[] }).features;
  const states = layer(feats('states.json'), warp, scene, true);
  const regions = feats('regions.json');
  const lakes = layer(
    regions.filter((f) => f.properties.featurecla === 'Lake'),
    warp,
    scene,
    true,
  );
  const hills = layer(
    regions.filter((f) => ['Range/mtn', 'Plateau'].includes(f.properties.featurecla ?? '')),
    warp,
    scene,
    true,
  );
  const coast = layer(feats('coastline.json'), warp, scene, false);
  const rivers = feats('rivers.json').filter(
    (f) => (f.properties.scalerank ?? 99) <= 8 || NAMED_RIVERS.has(f.properties.name ?? ''),
  );
  const big = layer(
    rivers.filter((f) => (f.properties.scalerank ?? 99) <= 5),
    warp,
    scene,
    false,
  );
  const small = layer(
    rivers.filter((f) => (f.properties.scalerank ?? 99) > 5),
    warp,
    scene,
    false,
  );
  const { width: w, height: h } = scene;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">`,
    `<!-- Drawn by src/web/tools/backdrop.ts from Natural Earth (public domain) for ${scene.game}; do not edit. -->`,
    `<rect width="${w}" height="${h}" fill="#d6e3e8"/>`,
    `<path d="${states}" fill="#f1ead6" stroke="#b8ab8c" stroke-width="1.4" stroke-linejoin="round"/>`,
    `<path d="${hills}" fill="#c9b78f" fill-opacity="0.35" stroke="none"/>`,
    `<path d="${lakes}" fill="#d6e3e8" stroke="#8aa5b3" stroke-width="1.2"/>`,
    `<path d="${coast}" fill="none" stroke="#7f9aa8" stroke-width="2"/>`,
    `<path d="${small}" fill="none" stroke="#8fb4cf" stroke-width="2" stroke-linecap="round"/>`,
    `<path d="${big}" fill="none" stroke="#7aa7c7" stroke-width="4" stroke-linecap="round"/>`,
    '</svg>',
    '',
  ].join('\n');
}

function draw(game: Game<unknown>, data: string): void {
  const info = game.contentInfo();
  const s = game.create({ scenario: game.scenarios[0]!.id, seed: 1 });
  const scene = game.board!(s, -1);
  const points = controlPoints(
    readJson(join(info.dir, 'map.json')),
    scene,
    cityIndex(join(data, 'us-cities-1850-1870.csv')),
  );
  if (points.length < 3) throw new Error(`${game.id}: only ${points.length} control points`);
  const warp = thinPlate(points, 0.02);
  const res = points.map((p) => {
    const [x, y] = warp(p.u, p.v);
    return Math.hypot(x - p.x, y - p.y);
  });
  const rms = Math.sqrt(res.reduce((s2, r) => s2 + r * r, 0) / res.length);
  const text = svg(join(data, 'geo'), warp, scene);
  const out = join(info.dir, 'backdrop.svg');
  writeFileSync(out, text);
  console.log(
    `${game.id}: ${points.length} control points, fit ${rms.toFixed(1)} units rms (max ${Math.max(...res).toFixed(1)}) on a ${scene.width}x${scene.height} map; ${(text.length / 1024).toFixed(0)} KiB -> ${out}`,
  );
}

function main(argv: string[]): void {
  const i = argv.indexOf('--data');
  const data = i >= 0 ? argv[i + 1] : undefined;
  if (!data)
    throw new Error(
      'usage: backdrop.js --data <shared data folder (holds geo/ and us-cities-1850-1870.csv)> [game …]',
    );
  const ids = argv.filter((_, k) => k !== i && k !== i + 1);
  for (const g of GAMES) if (g.board && (!ids.length || ids.includes(g.id))) draw(g, data);
}

main(process.argv.slice(2));
