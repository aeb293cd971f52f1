/**
 * Build time only: lines onto the hex grid (digest §5.4 steps 4-5).
 *
 *  - Rivers run along hexsides: each point of a densified polyline snaps to the nearest hex corner,
 *    and consecutive corners are joined by the shortest path in the corner graph (breadth-first,
 *    ties by corner order); the hexsides walked are the river's sides.
 *  - Railroads run through hexes: consecutive waypoint hexes are joined by the hex line (cube
 *    interpolation, Red Blob Games "Hexagonal Grids"), so each step crosses one common hexside.
 */
import { HEXES, NBR, corner, edge, sideCorners } from '../grid.js';
import type { Line } from './data.js';
import { hexAt, project, type Fit } from './geo.js';

/** Corner graph: corner ids keyed by exact position, adjacency with the hexside between. */
export class CornerGraph {
  readonly key = new Map<string, number>();
  readonly pos: [number, number][] = [];
  readonly adj: { to: number; edge: number }[][] = [];

  constructor() {
    for (let i = 0; i < HEXES; i++) {
      for (let d = 0; d < 6; d++) {
        const [k0, k1] = sideCorners(d);
        const a = this.id(corner(i, k0));
        const b = this.id(corner(i, k1));
        const e = edge(i, d);
        if (!this.adj[a]!.some((x) => x.to === b)) {
          this.adj[a]!.push({ to: b, edge: e });
          this.adj[b]!.push({ to: a, edge: e });
        }
      }
    }
  }

  private id([x, y]: [number, number]): number {
    const k = `${Math.round(x * 2)},${Math.round(y / (Math.sqrt(3) / 2))}`;
    let c = this.key.get(k);
    if (c === undefined) {
      c = this.pos.length;
      this.key.set(k, c);
      this.pos.push([x, y]);
      this.adj.push([]);
    }
    return c;
  }

  /** Nearest corner of the hex under (x, y), or -1 off the map. */
  nearest(x: number, y: number): number {
    const h = hexAt(x, y);
    if (h < 0) return -1;
    let best = -1;
    let bd = Infinity;
    for (let k = 0; k < 6; k++) {
      const c = this.id(corner(h, k));
      const [cx, cy] = this.pos[c]!;
      const d = (cx - x) ** 2 + (cy - y) ** 2;
      if (d < bd) {
        bd = d;
        best = c;
      }
    }
    return best;
  }

  /** Hexsides of a shortest corner path from a to b (breadth-first, at most `limit` sides). */
  path(a: number, b: number, limit = 8): number[] {
    if (a === b) return [];
    const prev = new Map<number, { from: number; edge: number }>([[a, { from: -1, edge: -1 }]]);
    let frontier = [a];
    for (let step = 0; step < limit && frontier.length > 0; step++) {
      const next: number[] = [];
      for (const c of frontier) {
        for (const { to, edge: e } of this.adj[c]!) {
          if (prev.has(to)) continue;
          prev.set(to, { from: c, edge: e });
          if (to === b) return this.unwind(prev, b);
          next.push(to);
        }
      }
      frontier = next;
    }
    return [];
  }

  private unwind(prev: Map<number, { from: number; edge: number }>, b: number): number[] {
    const out: number[] = [];
    for (let c = b; prev.get(c)!.from >= 0; c = prev.get(c)!.from) out.push(prev.get(c)!.edge);
    return out.reverse();
  }
}

/** Densify a lon/lat line in layout space (step in layout units). */
function densify(fit: Fit, line: Line, step = 0.25): [number, number, number, number][] {
  const out: [number, number, number, number][] = [];
  for (let i = 0; i < line.length; i++) {
    const [lon, lat] = line[i]!;
    const [x, y] = project(fit, lon, lat);
    if (i > 0) {
      const [plon, plat] = line[i - 1]!;
      const [px, py] = project(fit, plon, plat);
      const n = Math.ceil(Math.hypot(x - px, y - py) / step);
      for (let k = 1; k < n; k++) {
        const t = k / n;
        out.push([px + t * (x - px), py + t * (y - py), plon + t * (lon - plon), plat + t * (lat - plat)]);
      }
    }
    out.push([x, y, lon, lat]);
  }
  return out;
}

/** Hexsides a polyline follows, each with the lon/lat of the point that produced it. */
export function snapLine(g: CornerGraph, fit: Fit, line: Line): { edge: number; lon: number; lat: number }[] {
  const out: { edge: number; lon: number; lat: number }[] = [];
  let last = -1;
  for (const [x, y, lon, lat] of densify(fit, line)) {
    const c = g.nearest(x, y);
    if (c < 0) {
      last = -1;
      continue;
    }
    if (last >= 0 && c !== last) for (const e of g.path(last, c)) out.push({ edge: e, lon, lat });
    last = c;
  }
  return out;
}

/** True when every consecutive pair of the route is adjacent. */
export function connected(route: readonly number[]): boolean {
  for (let k = 1; k < route.length; k++) {
    const a = route[k - 1]!;
    if (!NBR.subarray(a * 6, a * 6 + 6).includes(route[k]!)) return false;
  }
  return true;
}
