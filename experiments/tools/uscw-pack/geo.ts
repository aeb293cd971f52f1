/**
 * Build-time geometry for the uscw provisional map: a least-squares fit from lon/lat to the printed
 * grid through the hexes the rulebook pins, point-in-polygon for states and regions, and rasterising
 * polylines onto hexside chains (rivers run along hexsides) and hex routes (railroads run through
 * hexes). Plain double arithmetic; nothing here runs during play.
 */
import { HexGrid, SQRT3_2 } from '../../../src/games/uscw/grid.js';

export type LonLat = readonly [number, number];
type Ring = readonly LonLat[];
export type Polygon = readonly Ring[];

export interface Fit {
  /** row = r[0] + r[1]*lat + r[2]*lon; x = x[0] + x[1]*lat + x[2]*lon (x: column plus the half-hex shift). */
  readonly r: readonly [number, number, number];
  readonly x: readonly [number, number, number];
}

/** Solve the 3x3 normal equations of a linear least-squares fit v ~ a + b*lat + c*lon. */
function lsq(rows: readonly (readonly [number, number, number])[]): [number, number, number] {
  const m = [
    [0, 0, 0, 0],
    [0, 0, 0, 0],
    [0, 0, 0, 0],
  ];
  for (const [lat, lon, v] of rows) {
    const f = [1, lat, lon];
    for (let i = 0; i < 3; i++) {
      for (let j = 0; j < 3; j++) m[i]![j]! += f[i]! * f[j]!;
      m[i]![3]! += f[i]! * v;
    }
  }
  for (let i = 0; i < 3; i++) {
    const p = m[i]![i]!;
    for (let j = i; j < 4; j++) m[i]![j]! /= p;
    for (let k = 0; k < 3; k++) {
      if (k === i) continue;
      const f = m[k]![i]!;
      for (let j = i; j < 4; j++) m[k]![j]! -= f * m[i]![j]!;
    }
  }
  return [m[0]![3]!, m[1]![3]!, m[2]![3]!];
}

export function fitGrid(grid: HexGrid, anchors: readonly { hex: number; lat: number; lon: number }[]): Fit {
  const rr = anchors.map((a) => [a.lat, a.lon, grid.row(grid.index(a.hex))] as const);
  const xx = anchors.map((a) => [a.lat, a.lon, grid.x(grid.index(a.hex))] as const);
  return { r: lsq(rr), x: lsq(xx) };
}

/** Fractional (x, row) of a lon/lat point. */
export function project(fit: Fit, lat: number, lon: number): [number, number] {
  const row = fit.r[0] + fit.r[1] * lat + fit.r[2] * lon;
  const x = fit.x[0] + fit.x[1] * lat + fit.x[2] * lon;
  return [x, row];
}

/** The lon/lat of a fractional (x, row): the inverse of the linear map. */
export function unproject(fit: Fit, x: number, row: number): [number, number] {
  const a = fit.r[1];
  const b = fit.r[2];
  const c = fit.x[1];
  const d = fit.x[2];
  const det = a * d - b * c;
  const v1 = row - fit.r[0];
  const v2 = x - fit.x[0];
  const lat = (d * v1 - b * v2) / det;
  const lon = (-c * v1 + a * v2) / det;
  return [lat, lon];
}

/** The hex whose centre is nearest the fractional (x, row), or -1 off the grid. */
export function hexAt(grid: HexGrid, x: number, row: number): number {
  let best = -1;
  let bestD = Infinity;
  const r0 = Math.round(row);
  for (let r = r0 - 1; r <= r0 + 1; r++) {
    const c0 = Math.round(x - (r % 2 === 0 ? 0.5 : 0));
    for (let c = c0 - 1; c <= c0 + 1; c++) {
      const i = grid.at(r, c);
      if (i < 0) continue;
      const dx = grid.x(i) - x;
      const dy = (grid.row(i) - row) * SQRT3_2;
      const d = dx * dx + dy * dy;
      if (d < bestD) {
        bestD = d;
        best = i;
      }
    }
  }
  return best;
}

function inRing(ring: Ring, lon: number, lat: number): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > lat !== yj > lat && lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

export function inPolygon(poly: Polygon, lon: number, lat: number): boolean {
  if (!poly[0] || !inRing(poly[0], lon, lat)) return false;
  for (let h = 1; h < poly.length; h++) if (inRing(poly[h]!, lon, lat)) return false;
  return true;
}

/** Polygons of a GeoJSON geometry (Polygon or MultiPolygon). */
export function polygonsOf(geom: { type: string; coordinates: unknown }): Polygon[] {
  if (geom.type === 'Polygon') return [geom.coordinates as Polygon];
  if (geom.type === 'MultiPolygon') return geom.coordinates as Polygon[];
  return [];
}

/** Polylines of a GeoJSON geometry (LineString or MultiLineString). */
export function linesOf(geom: { type: string; coordinates: unknown }): LonLat[][] {
  if (geom.type === 'LineString') return [geom.coordinates as LonLat[]];
  if (geom.type === 'MultiLineString') return geom.coordinates as LonLat[][];
  return [];
}

/**
 * Corners of the grid as shared ids, and the hexside between two corners: rivers are traced along
 * the corner graph (a hexside joins two corners), so a river line becomes a chain of hexsides.
 */
export class CornerGraph {
  readonly ids = new Map<string, number>();
  readonly pos: [number, number][] = [];
  /** corner -> list of [other corner, hex, dir] for each hexside at the corner. */
  readonly sides: [number, number, number][][] = [];

  constructor(readonly grid: HexGrid) {
    for (let i = 0; i < grid.count; i++) {
      for (let d = 0; d < 6; d++) {
        const a = this.cornerId(i, (d + 5) % 6);
        const b = this.cornerId(i, d);
        this.sides[a]!.push([b, i, d]);
        this.sides[b]!.push([a, i, d]);
      }
    }
  }

  private cornerId(i: number, k: number): number {
    const [x, y] = this.grid.corner(i, k);
    const key = `${Math.round(x * 1000)},${Math.round(y * 1000)}`;
    let id = this.ids.get(key);
    if (id === undefined) {
      id = this.pos.length;
      this.ids.set(key, id);
      this.pos.push([x, y]);
      this.sides.push([]);
    }
    return id;
  }

  /** The corner nearest a pixel point (among the corners of the nearest hex). */
  nearest(x: number, y: number): number {
    const h = hexAt(this.grid, x, y / SQRT3_2);
    if (h < 0) return -1;
    let best = -1;
    let bestD = Infinity;
    for (let k = 0; k < 6; k++) {
      const id = this.cornerId(h, k);
      const [cx, cy] = this.pos[id]!;
      const d = (cx - x) ** 2 + (cy - y) ** 2;
      if (d < bestD) {
        bestD = d;
        best = id;
      }
    }
    return best;
  }

  /** Hexsides [hex, dir] on a shortest corner path from a to b (breadth-first, at most `max` steps). */
  path(a: number, b: number, max = 6): [number, number][] {
    if (a === b) return [];
    const prev = new Map<number, [number, number, number]>([[a, [-1, -1, -1]]]);
    let frontier = [a];
    for (let step = 0; step < max && frontier.length; step++) {
      const next: number[] = [];
      for (const u of frontier) {
        for (const [v, h, d] of this.sides[u]!) {
          if (prev.has(v)) continue;
          prev.set(v, [u, h, d]);
          if (v === b) {
            const out: [number, number][] = [];
            let w = b;
            while (w !== a) {
              const [p, hh, dd] = prev.get(w)!;
              out.push([hh, dd]);
              w = p;
            }
            return out.reverse();
          }
          next.push(v);
        }
      }
      frontier = next;
    }
    return [];
  }
}

/** The hexsides a polyline runs along: dense samples snapped to corners, joined on the corner graph. */
export function sideChain(cg: CornerGraph, fit: Fit, line: readonly LonLat[]): [number, number][] {
  const out: [number, number][] = [];
  let last = -1;
  for (let k = 0; k + 1 < line.length; k++) {
    const [x0, r0] = project(fit, line[k]![1], line[k]![0]);
    const [x1, r1] = project(fit, line[k + 1]![1], line[k + 1]![0]);
    const len = Math.hypot(x1 - x0, (r1 - r0) * SQRT3_2);
    const steps = Math.max(1, Math.ceil(len / 0.15));
    for (let t = 0; t <= steps; t++) {
      const x = x0 + ((x1 - x0) * t) / steps;
      const y = (r0 + ((r1 - r0) * t) / steps) * SQRT3_2;
      const c = cg.nearest(x, y);
      if (c < 0 || c === last) continue;
      if (last >= 0) out.push(...cg.path(last, c));
      last = c;
    }
  }
  return out;
}

/** Hexes on the straight line from a to b (inclusive), by sampling between centres. */
export function hexLine(grid: HexGrid, a: number, b: number): number[] {
  const n = Math.max(1, grid.distance(a, b));
  const out: number[] = [a];
  for (let t = 1; t <= n * 3; t++) {
    const f = t / (n * 3);
    const x = grid.x(a) + (grid.x(b) - grid.x(a)) * f + 1e-6;
    const r = grid.row(a) + (grid.row(b) - grid.row(a)) * f + 1e-6;
    const h = hexAt(grid, x, r);
    if (h >= 0 && h !== out[out.length - 1]) {
      const prev = out[out.length - 1]!;
      if (grid.dirTo(prev, h) < 0) {
        // diagonal jump between two hexes that touch only at a corner: step through a shared neighbour
        for (let d = 0; d < 6; d++) {
          const m = grid.nbr[prev * 6 + d]!;
          if (m >= 0 && grid.dirTo(m, h) >= 0) {
            out.push(m);
            break;
          }
        }
      }
      out.push(h);
    }
  }
  if (out[out.length - 1] !== b) out.push(b);
  return out;
}
