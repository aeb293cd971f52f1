/**
 * Build time only: the georeference of the provisional map (digest §5.3, pipeline step 1) and the
 * geometry the rasterising steps need.
 *
 * Fit: an affine map (lon, lat) -> layout (x, y) by least squares through anchor hexes, one linear
 * model per axis (x = a0 + a1 lon + a2 lat). With the four anchors of §5.3 (St. Louis 1208, Cairo
 * 1513, Fort Pickens 2031, Fort Monroe 4611) each axis has one redundant equation; `residuals`
 * reports how far each anchor's centre lands from its hex, in hex spacings.
 * Polygons: even-odd point-in-polygon over GeoJSON rings. Reference: Red Blob Games, "Hexagonal
 * Grids" (layout); W. R. Franklin, PNPOLY (point in polygon).
 */
import { centre, hexIndex } from '../grid.js';

export interface Anchor {
  readonly name: string;
  readonly id: number;
  readonly lon: number;
  readonly lat: number;
}

export interface Fit {
  readonly ax: readonly [number, number, number];
  readonly ay: readonly [number, number, number];
}

/** Solve the 3x3 normal equations of one axis. */
function solve3(m: number[][], v: number[]): [number, number, number] {
  const a = m.map((row, i) => [...row, v[i]!]);
  for (let c = 0; c < 3; c++) {
    let p = c;
    for (let r = c + 1; r < 3; r++) if (Math.abs(a[r]![c]!) > Math.abs(a[p]![c]!)) p = r;
    [a[c], a[p]] = [a[p]!, a[c]!];
    for (let r = 0; r < 3; r++) {
      if (r === c) continue;
      const f = a[r]![c]! / a[c]![c]!;
      for (let k = c; k < 4; k++) a[r]![k]! -= f * a[c]![k]!;
    }
  }
  return [a[0]![3]! / a[0]![0]!, a[1]![3]! / a[1]![1]!, a[2]![3]! / a[2]![2]!];
}

/** Least-squares affine fit through the anchors' hex centres. */
export function fitAnchors(anchors: readonly Anchor[]): Fit {
  const m = [
    [0, 0, 0],
    [0, 0, 0],
    [0, 0, 0],
  ];
  const vx = [0, 0, 0];
  const vy = [0, 0, 0];
  for (const a of anchors) {
    const [x, y] = centre(hexIndex(a.id));
    const row = [1, a.lon, a.lat];
    for (let i = 0; i < 3; i++) {
      for (let j = 0; j < 3; j++) m[i]![j]! += row[i]! * row[j]!;
      vx[i]! += row[i]! * x;
      vy[i]! += row[i]! * y;
    }
  }
  return { ax: solve3(m, vx), ay: solve3(m, vy) };
}

/** Layout position of a lon/lat point. */
export function project(f: Fit, lon: number, lat: number): [number, number] {
  return [f.ax[0] + f.ax[1] * lon + f.ax[2] * lat, f.ay[0] + f.ay[1] * lon + f.ay[2] * lat];
}

/** The lon/lat of a layout point (inverse of `project`). */
export function unproject(f: Fit, x: number, y: number): [number, number] {
  const [a0, a1, a2] = f.ax;
  const [b0, b1, b2] = f.ay;
  const det = a1 * b2 - a2 * b1;
  const lon = ((x - a0) * b2 - a2 * (y - b0)) / det;
  const lat = (a1 * (y - b0) - (x - a0) * b1) / det;
  return [lon, lat];
}

/** The hex whose centre is nearest a layout point, or -1 off the map (more than a hex away). */
export function hexAt(x: number, y: number): number {
  const c0 = Math.round(x / 1.5) + 1;
  let best = -1;
  let bestD = Infinity;
  for (let c = c0 - 1; c <= c0 + 1; c++) {
    const yr = y / Math.sqrt(3) - (c % 2 === 0 ? 0.5 : 0) + 1;
    for (let r = Math.round(yr) - 1; r <= Math.round(yr) + 1; r++) {
      const i = hexIndex(c * 100 + r);
      if (i < 0 || c < 1 || r < 1) continue;
      const [cx, cy] = centre(i);
      const d = (cx - x) ** 2 + (cy - y) ** 2;
      if (d < bestD) {
        bestD = d;
        best = i;
      }
    }
  }
  return bestD <= 1 ? best : -1;
}

/** Hex under a lon/lat point. */
export function hexOfLonLat(f: Fit, lon: number, lat: number): number {
  const [x, y] = project(f, lon, lat);
  return hexAt(x, y);
}

/** Each anchor's distance from its hex centre, in hex spacings (√3 layout units). */
export function residuals(f: Fit, anchors: readonly Anchor[]): { name: string; id: number; off: number }[] {
  return anchors.map((a) => {
    const [x, y] = project(f, a.lon, a.lat);
    const [cx, cy] = centre(hexIndex(a.id));
    return { name: a.name, id: a.id, off: Math.hypot(x - cx, y - cy) / Math.sqrt(3) };
  });
}

export type Ring = readonly (readonly number[])[];
export type Polygon = readonly Ring[];

/** Even-odd test of a lon/lat point against a polygon's rings (holes included). */
export function inPolygon(poly: Polygon, lon: number, lat: number): boolean {
  let inside = false;
  for (const ring of poly) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i] as [number, number];
      const [xj, yj] = ring[j] as [number, number];
      if (yi > lat !== yj > lat && lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
    }
  }
  return inside;
}

/** Bounding box [minLon, minLat, maxLon, maxLat] of a multipolygon. */
export function bbox(polys: readonly Polygon[]): [number, number, number, number] {
  const b: [number, number, number, number] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const p of polys)
    for (const ring of p)
      for (const pt of ring) {
        b[0] = Math.min(b[0], pt[0]!);
        b[1] = Math.min(b[1], pt[1]!);
        b[2] = Math.max(b[2], pt[0]!);
        b[3] = Math.max(b[3], pt[1]!);
      }
  return b;
}

/** Sample points of a hex (centre and two rings), as lon/lat, for coverage estimates. */
export function hexSamples(f: Fit, i: number): [number, number][] {
  const [x, y] = centre(i);
  const out: [number, number][] = [unproject(f, x, y)];
  for (const rad of [0.45, 0.8]) {
    for (let k = 0; k < 12; k++) {
      const t = (k * Math.PI) / 6 + (rad > 0.5 ? Math.PI / 12 : 0);
      out.push(unproject(f, x + rad * Math.cos(t), y + rad * Math.sin(t)));
    }
  }
  return out;
}
