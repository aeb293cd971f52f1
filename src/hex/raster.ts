/**
 * Build-time rasterisation of GeoJSON onto a hex grid (not used at run time), for provisional packs
 * built from /data/geo (rivers, coastline, states, physiographic regions) and historical rail lines.
 *
 * What it computes:
 * - routeHexes: the hexes a line passes through, in order, consecutive ones adjacent, with grazed
 *   corners cut (a railroad as a chain of hexes; markRoute then flags the sides it crosses, e.g.
 *   SIDE.RAIL).
 * - sideChains: the chain of hexsides that best follows a line (a river or coast drawn along hexsides,
 *   as the printed maps draw them). The line is sampled densely; each sample goes to the nearest hex
 *   corner (whose Voronoi cell is the triangle of the three hex centres around it, so successive
 *   samples give corners joined by a hexside); gaps are bridged by the shortest corner path and
 *   immediate back-and-forth steps removed. markSides flags the result.
 * - polygonHexes / polygonCoverage: hexes whose centre lies inside a (multi)polygon, with holes
 *   (even-odd rule), or the fraction of a lattice of sample points inside (e.g. "all-sea if more than
 *   85 % water", acw digest §5.4).
 *
 * Limits: a line leaving the map breaks into separate runs. Coordinates go through the GeoTransform
 * point by point, so with an affine fit straight edges stay straight. Sampling step and lattice size
 * trade accuracy for time; defaults suit maps of a few thousand hexes.
 *
 * Reference: point in polygon by ray crossing (W. R. Franklin, "PNPOLY"); Red Blob Games,
 * "Hexagonal Grids" (pixel to hex) and "Grid parts and relationships" (corners and edges).
 */
import type { HexEdges } from './edges.js';
import type { GeoTransform } from './geo.js';
import type { Hexsides } from './hexsides.js';
import type { HexGrid } from './grid.js';
import type { HexLayout } from './layout.js';

/** A GeoJSON position [lon, lat]. */
export type Position = readonly number[];

/** The GeoJSON geometries the helpers read. */
export type Geometry =
  | { readonly type: 'LineString'; readonly coordinates: readonly Position[] }
  | { readonly type: 'MultiLineString'; readonly coordinates: readonly (readonly Position[])[] }
  | { readonly type: 'Polygon'; readonly coordinates: readonly (readonly Position[])[] }
  | { readonly type: 'MultiPolygon'; readonly coordinates: readonly (readonly (readonly Position[])[])[] };

export interface Feature {
  readonly type: 'Feature';
  readonly properties: Readonly<Record<string, unknown>> | null;
  readonly geometry: Geometry | null;
}

/** The lines of a geometry: its line strings, or its polygons' rings. */
export function linesOf(geom: Geometry): (readonly Position[])[] {
  switch (geom.type) {
    case 'LineString':
      return [geom.coordinates];
    case 'MultiLineString':
    case 'Polygon':
      return [...geom.coordinates];
    case 'MultiPolygon':
      return geom.coordinates.flat();
  }
}

/** Points along a line in the drawing plane, at most `step` apart (the vertices included). */
function sample(layout: HexLayout, t: GeoTransform, line: readonly Position[], step: number): number[] {
  const pts: number[] = [];
  let px = NaN;
  let py = NaN;
  for (const p of line) {
    const x = t.x(p[0], p[1]);
    const y = t.y(p[0], p[1]);
    if (!Number.isNaN(px)) {
      const n = Math.max(1, Math.ceil(Math.hypot(x - px, y - py) / (step * layout.size)));
      for (let k = 1; k < n; k++) pts.push(px + ((x - px) * k) / n, py + ((y - py) * k) / n);
    }
    pts.push(x, y);
    px = x;
    py = y;
  }
  return pts;
}

/**
 * Hexes a line passes through, in order, as runs of adjacent hexes (a run ends where the line leaves
 * the map). `step` is the sampling distance in hex sizes.
 */
export function routeHexes(
  layout: HexLayout,
  t: GeoTransform,
  line: readonly Position[],
  step = 0.2,
): number[][] {
  const g = layout.grid;
  const pts = sample(layout, t, line, step);
  const runs: number[][] = [];
  let run: number[] = [];
  const buf = new Int32Array(64);
  for (let k = 0; k < pts.length; k += 2) {
    const h = layout.hexAt(pts[k], pts[k + 1]);
    if (h < 0) {
      if (run.length > 0) runs.push(run);
      run = [];
      continue;
    }
    const last = run.length > 0 ? run[run.length - 1] : -1;
    if (h === last) continue;
    if (last >= 0 && !g.adjacent(last, h)) {
      const n = g.line(last, h, buf);
      for (let i = 1; i < n - 1; i++) if (buf[i] >= 0) pushRoute(g, run, buf[i]);
    }
    pushRoute(g, run, h);
  }
  if (run.length > 0) runs.push(run);
  return runs.map(dropBacktracks);
}

/**
 * Append h to a route, cutting corners: where a line grazes the corner of a third hex, the hex
 * before that one is adjacent to h and the grazed hex is dropped, so a rail takes the fewest hexes.
 */
function pushRoute(g: HexGrid, run: number[], h: number): void {
  if (run.length >= 2 && g.adjacent(run[run.length - 2], h)) run.pop();
  run.push(h);
}

/** Flag the sides between consecutive hexes of each run (a route from routeHexes). */
export function markRoute(sides: Hexsides, runs: readonly (readonly number[])[], flags: number): void {
  for (const run of runs) {
    for (let k = 1; k < run.length; k++) {
      const d = sides.grid.dirTo(run[k - 1], run[k]);
      if (d >= 0) sides.add(run[k - 1], d, flags);
    }
  }
}

/** The hex corner nearest a point inside hex h (as a vertex id). */
function nearestCorner(layout: HexLayout, edges: HexEdges, h: number, x: number, y: number): number {
  let best = 0;
  let bestD = Infinity;
  for (let k = 0; k < 6; k++) {
    const d = (layout.cornerX(h, k) - x) ** 2 + (layout.cornerY(h, k) - y) ** 2;
    if (d < bestD) {
      bestD = d;
      best = k;
    }
  }
  return edges.vertexOf[h * 6 + best];
}

/** Shortest corner path from v to w (v excluded, w included), at most maxSteps long; [] if none. */
function cornerPath(edges: HexEdges, v: number, w: number, maxSteps: number): number[] {
  const prev = new Map<number, number>([[v, -1]]);
  let frontier = [v];
  for (let s = 0; s < maxSteps && !prev.has(w); s++) {
    const next: number[] = [];
    for (const u of frontier) {
      for (let j = 0; j < 3; j++) {
        const x = edges.vertexGraph.adj[3 * u + j];
        if (x >= 0 && !prev.has(x)) {
          prev.set(x, u);
          next.push(x);
        }
      }
    }
    frontier = next;
  }
  if (!prev.has(w)) return [];
  const path: number[] = [];
  for (let u = w; u !== v; u = prev.get(u) ?? v) path.push(u);
  return path.reverse();
}

/** Remove immediate back-and-forth steps (a, b, a -> a) from a sequence. */
function dropBacktracks(seq: readonly number[]): number[] {
  const out: number[] = [];
  for (const v of seq) {
    if (out.length > 0 && out[out.length - 1] === v) continue;
    if (out.length >= 2 && out[out.length - 2] === v) out.pop();
    else out.push(v);
  }
  return out;
}

/**
 * Hexside chains following a line: runs of edge ids, consecutive edges sharing a corner. `step` is
 * the sampling distance in hex sizes.
 */
export function sideChains(
  layout: HexLayout,
  edges: HexEdges,
  t: GeoTransform,
  line: readonly Position[],
  step = 0.2,
): number[][] {
  const pts = sample(layout, t, line, step);
  const runs: number[][] = [];
  let corners: number[] = [];
  const flush = (): void => {
    const seq = dropBacktracks(corners);
    const run: number[] = [];
    for (let k = 1; k < seq.length; k++) run.push(edges.edgeJoining(seq[k - 1], seq[k]));
    if (run.length > 0) runs.push(run);
    corners = [];
  };
  for (let k = 0; k < pts.length; k += 2) {
    const h = layout.hexAt(pts[k], pts[k + 1]);
    if (h < 0) {
      flush();
      continue;
    }
    const v = nearestCorner(layout, edges, h, pts[k], pts[k + 1]);
    const last = corners.length > 0 ? corners[corners.length - 1] : -1;
    if (v === last) continue;
    if (last < 0 || edges.edgeJoining(last, v) >= 0) corners.push(v);
    else {
      const path = cornerPath(edges, last, v, 4);
      if (path.length === 0) flush();
      corners.push(...(path.length === 0 ? [v] : path));
    }
  }
  flush();
  return runs;
}

/** Flag every hexside of the chains. */
export function markSides(
  sides: Hexsides,
  edges: HexEdges,
  chains: readonly (readonly number[])[],
  flags: number,
): void {
  for (const chain of chains) {
    for (const e of chain) sides.add(edges.edgeHex[2 * e], edges.edgeDir[e], flags);
  }
}

/** A polygon's rings in the drawing plane, with a bounding box. */
interface PlaneRings {
  readonly rings: Float64Array[];
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}

function planePolygons(t: GeoTransform, geom: Geometry): PlaneRings[] {
  const polys =
    geom.type === 'Polygon' ? [geom.coordinates] : geom.type === 'MultiPolygon' ? geom.coordinates : [];
  return polys.map((poly) => {
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    const rings = poly.map((ring) => {
      const a = new Float64Array(ring.length * 2);
      ring.forEach((p, i) => {
        a[2 * i] = t.x(p[0], p[1]);
        a[2 * i + 1] = t.y(p[0], p[1]);
        minX = Math.min(minX, a[2 * i]);
        maxX = Math.max(maxX, a[2 * i]);
        minY = Math.min(minY, a[2 * i + 1]);
        maxY = Math.max(maxY, a[2 * i + 1]);
      });
      return a;
    });
    return { rings, minX, minY, maxX, maxY };
  });
}

/** Even-odd point-in-polygon over all rings (outer and holes). */
function inside(polys: readonly PlaneRings[], x: number, y: number): boolean {
  for (const p of polys) {
    if (x < p.minX || x > p.maxX || y < p.minY || y > p.maxY) continue;
    let odd = false;
    for (const r of p.rings) {
      const n = r.length / 2;
      for (let i = 0, j = n - 1; i < n; j = i++) {
        const yi = r[2 * i + 1];
        const yj = r[2 * j + 1];
        if (yi > y !== yj > y && x < ((r[2 * j] - r[2 * i]) * (y - yi)) / (yj - yi) + r[2 * i]) odd = !odd;
      }
    }
    if (odd) return true;
  }
  return false;
}

/** Hexes whose centre lies inside a Polygon or MultiPolygon (holes excluded). */
export function polygonHexes(layout: HexLayout, t: GeoTransform, geom: Geometry): number[] {
  const polys = planePolygons(t, geom);
  const out: number[] = [];
  for (let h = 0; h < layout.grid.count; h++) if (inside(polys, layout.cx[h], layout.cy[h])) out.push(h);
  return out;
}

/**
 * Fraction of each hex inside a Polygon or MultiPolygon, from a hexagonal lattice of 3n(n+1)+1 sample
 * points within the hex (n = `lattice`, default 2: 19 points). Returns one value per hex.
 */
export function polygonCoverage(
  layout: HexLayout,
  t: GeoTransform,
  geom: Geometry,
  lattice = 2,
): Float64Array {
  const polys = planePolygons(t, geom);
  const step = (0.8 * layout.size) / Math.max(1, lattice);
  const offsets: number[] = [];
  for (let a = -lattice; a <= lattice; a++) {
    for (let b = -lattice; b <= lattice; b++) {
      if (Math.abs(a + b) > lattice) continue;
      offsets.push((a + b / 2) * step, b * (Math.sqrt(3) / 2) * step);
    }
  }
  const out = new Float64Array(layout.grid.count);
  const m = offsets.length / 2;
  for (let h = 0; h < layout.grid.count; h++) {
    let n = 0;
    for (let k = 0; k < m; k++)
      if (inside(polys, layout.cx[h] + offsets[2 * k], layout.cy[h] + offsets[2 * k + 1])) n++;
    out[h] = n / m;
  }
  return out;
}
