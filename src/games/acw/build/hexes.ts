/**
 * Build time only: per-hex facts of the provisional map (digest §5.4 steps 2, 3, 8): land and sea,
 * coast, state, rough and swamp, the Union-sympathetic region and the Trans-Mississippi.
 *
 *  - Land fraction: share of 25 sample points of a hex inside any state outline. A hex under 15 %
 *    land is water; water joined to the open sea (flood fill from the Atlantic entry 5201 and the
 *    Gulf row) is all-sea, other water (Lake Erie) becomes land of its nearest state.
 *  - Coastal: a land hex next to an all-sea hex [5.9].
 *  - State: the most frequent state among a hex's land samples (West Virginia counts as Virginia,
 *    1861); hexes in no state of the game take the nearest one's.
 *  - Terrain: rough or swamp when at least 30 % of the samples lie in a ROUGH or SWAMP polygon.
 */
import { HEXES, NBR, hexIndex } from '../grid.js';
import { hexSamples, inPolygon, bbox, type Fit, type Polygon } from './geo.js';

export type Terrain = 'sea' | 'clear' | 'rough' | 'swamp';

export interface HexFacts {
  terrain: Terrain[];
  coastal: boolean[];
  state: string[];
  land: number[];
}

interface Shape {
  readonly polys: readonly Polygon[];
  readonly box: [number, number, number, number];
}

function shape(polys: readonly Polygon[]): Shape {
  return { polys, box: bbox(polys) };
}

function inShape(s: Shape, lon: number, lat: number): boolean {
  const [a, b, c, d] = s.box;
  if (lon < a || lon > c || lat < b || lat > d) return false;
  return s.polys.some((p) => inPolygon(p, lon, lat));
}

const GAME_STATES = new Set([
  'VA',
  'NC',
  'SC',
  'GA',
  'FL',
  'AL',
  'MS',
  'LA',
  'TN',
  'AR',
  'TX',
  'KY',
  'MO',
  'MD',
  'DC',
  'DE',
  'PA',
  'NJ',
  'OH',
  'IN',
  'IL',
  'NY',
  'IA',
  'KS',
  'OK',
  'MI',
]);

/** Land fraction and majority state of every hex. */
function landAndStates(fit: Fit, states: Map<string, Polygon[]>): { land: number[]; state: string[] } {
  const shapes = [...states].map(([code, polys]) => ({ code: code === 'WV' ? 'VA' : code, s: shape(polys) }));
  const land: number[] = [];
  const state: string[] = [];
  for (let i = 0; i < HEXES; i++) {
    const pts = hexSamples(fit, i);
    const count = new Map<string, number>();
    let n = 0;
    for (const [lon, lat] of pts) {
      const hit = shapes.find((x) => inShape(x.s, lon, lat));
      if (!hit) continue;
      n++;
      count.set(hit.code, (count.get(hit.code) ?? 0) + 1);
    }
    land.push(n / pts.length);
    let best = '';
    let bc = 0;
    for (const [code, c] of count) if (c > bc || (c === bc && code < best)) [best, bc] = [code, c];
    state.push(best);
  }
  return { land, state };
}

/** All-sea hexes: water hexes joined to the open sea. */
function openSea(water: boolean[]): boolean[] {
  const sea = new Array<boolean>(HEXES).fill(false);
  const seeds = [hexIndex(5201), hexIndex(5333), hexIndex(2033), hexIndex(1533), hexIndex(4033)];
  const stack = seeds.filter((h) => h >= 0 && water[h]);
  for (const h of stack) sea[h] = true;
  while (stack.length > 0) {
    const h = stack.pop()!;
    for (let d = 0; d < 6; d++) {
      const n = NBR[h * 6 + d]!;
      if (n >= 0 && water[n] && !sea[n]) {
        sea[n] = true;
        stack.push(n);
      }
    }
  }
  return sea;
}

/** Give every land hex without a game state the state of its nearest one (breadth-first). */
function fillStates(state: string[], sea: boolean[]): void {
  let frontier = [...Array(HEXES).keys()].filter((h) => !sea[h] && GAME_STATES.has(state[h]!));
  for (let h = 0; h < HEXES; h++) if (!sea[h] && !GAME_STATES.has(state[h]!)) state[h] = '';
  while (frontier.length > 0) {
    const next: number[] = [];
    for (const h of frontier) {
      for (let d = 0; d < 6; d++) {
        const n = NBR[h * 6 + d]!;
        if (n >= 0 && !sea[n] && state[n] === '') {
          state[n] = state[h]!;
          next.push(n);
        }
      }
    }
    frontier = next;
  }
  // Indian Territory and Kansas along the west edge: the map's states there are Arkansas, Texas
  // and Missouri (0119 is the Arkansas supply hex [10.21]).
  for (let h = 0; h < HEXES; h++) {
    if (state[h] === 'OK') state[h] = 'AR';
    if (state[h] === 'KS' || state[h] === 'IA') state[h] = 'MO';
    if (state[h] === 'MI' || state[h] === 'NY') state[h] = state[h] === 'NY' ? 'NJ' : 'IN';
  }
}

/** Share of a hex's samples inside any polygon of a set. */
function coverage(fit: Fit, i: number, polys: readonly Polygon[]): number {
  const pts = hexSamples(fit, i);
  let n = 0;
  for (const [lon, lat] of pts) if (polys.some((p) => inPolygon(p, lon, lat))) n++;
  return n / pts.length;
}

export function asPolygons(
  areas: Readonly<Record<string, readonly (readonly [number, number])[]>>,
): Polygon[] {
  return Object.values(areas).map((ring) => [[...ring, ring[0]!].map((p) => [p[0], p[1]])]);
}

/** Land, sea, coast, states and terrain of every hex. */
export function hexFacts(
  fit: Fit,
  states: Map<string, Polygon[]>,
  rough: readonly Polygon[],
  swamp: readonly Polygon[],
  forceLand: ReadonlyMap<number, string>,
): HexFacts {
  const { land, state } = landAndStates(fit, states);
  const water = land.map((f, h) => f < 0.15 && !forceLand.has(h));
  const sea = openSea(water);
  fillStates(state, sea);
  for (const [h, st] of forceLand) state[h] = st;
  const terrain: Terrain[] = [];
  const coastal: boolean[] = [];
  for (let h = 0; h < HEXES; h++) {
    if (sea[h]) {
      terrain.push('sea');
      state[h] = '';
      coastal.push(false);
      continue;
    }
    let t: Terrain = 'clear';
    if (coverage(fit, h, rough) >= 0.3) t = 'rough';
    else if (coverage(fit, h, swamp) >= 0.3) t = 'swamp';
    terrain.push(t);
    let c = false;
    for (let d = 0; d < 6; d++) {
      const n = NBR[h * 6 + d]!;
      if (n >= 0 && sea[n]) c = true;
    }
    coastal.push(c);
  }
  return { terrain, coastal, state, land };
}

/** Hexes whose centre lies in any of the polygons. */
export function hexesIn(fit: Fit, polys: readonly Polygon[], min = 0.3): number[] {
  const out: number[] = [];
  for (let h = 0; h < HEXES; h++) if (coverage(fit, h, polys) >= min) out.push(h);
  return out;
}
