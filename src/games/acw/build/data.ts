/**
 * Build time only: the reference data the provisional pack is built from (digest §5.4), read from
 * the shared data folder (`ACW_DATA`, default /work/shared/data): Natural Earth states, rivers and
 * regions as GeoJSON (public domain) and the 1850-1870 city populations (U.S. Census Bureau and
 * E. Steiner, CESTA, Stanford; public domain).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Polygon } from './geo.js';

const DATA_DIR = process.env.ACW_DATA ?? '/work/shared/data';

interface Feature {
  readonly properties: Record<string, unknown>;
  readonly geometry: { readonly type: string; readonly coordinates: unknown };
}

function features(file: string): Feature[] {
  const fc = JSON.parse(readFileSync(join(DATA_DIR, 'geo', file), 'utf8')) as { features: Feature[] };
  return fc.features;
}

function polygonsOf(f: Feature): Polygon[] {
  const g = f.geometry;
  if (g.type === 'Polygon') return [g.coordinates as Polygon];
  if (g.type === 'MultiPolygon') return g.coordinates as Polygon[];
  return [];
}

export type Line = readonly (readonly [number, number])[];

function linesOf(f: Feature): Line[] {
  const g = f.geometry;
  if (g.type === 'LineString') return [g.coordinates as Line];
  if (g.type === 'MultiLineString') return g.coordinates as Line[];
  return [];
}

/** State outlines by postal code (modern borders). */
export function loadStates(): Map<string, Polygon[]> {
  const out = new Map<string, Polygon[]>();
  for (const f of features('states.json')) out.set(String(f.properties.postal), polygonsOf(f));
  return out;
}

/** River lines by name (every feature of that name). */
export function loadRivers(): Map<string, Line[]> {
  const out = new Map<string, Line[]>();
  for (const f of features('rivers.json')) {
    const name = String(f.properties.name);
    out.set(name, [...(out.get(name) ?? []), ...linesOf(f)]);
  }
  return out;
}

export interface CityRow {
  readonly state: string;
  readonly name: string;
  readonly pop1860: number;
  readonly lat: number;
  readonly lon: number;
}

/** The census city table. */
export function loadCities(): CityRow[] {
  const text = readFileSync(join(DATA_DIR, 'us-cities-1850-1870.csv'), 'utf8');
  const rows = text.trim().split('\n').slice(1);
  return rows.map((line) => {
    const [state, name, , pop1860, , lat, lon] = line.split(',');
    return { state: state!, name: name!, pop1860: Number(pop1860), lat: Number(lat), lon: Number(lon) };
  });
}

/** One city's coordinates by state and name. */
export function cityCoords(rows: readonly CityRow[], state: string, name: string): [number, number] {
  const r = rows.find((c) => c.state === state && c.name === name);
  if (!r) throw new Error(`no census row for ${name}, ${state}`);
  return [r.lon, r.lat];
}
