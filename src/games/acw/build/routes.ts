/**
 * Build time only: railroads, railheads and ferries of the provisional map (digest §5.4 step 5).
 *
 *  - A line's waypoints become hexes (a printed id is exact, a junction is georeferenced; a junction
 *    that falls on all-sea moves to the nearest land hex), joined by hex lines.
 *  - Unbridged crossings [5.44]: where a line crosses the Ohio, Mississippi or Missouri (no railroad
 *    bridged them in 1861) the rail is cut: the pair is listed in `breaks`.
 *  - Railheads [10.1]: a rail hex links to a navigable or tidal hexside it crosses or at which the
 *    line ends (a river port), so supply passes between rail and river there.
 *  - Ferries [TEC]: a tidal hexside with a railhead on both banks (the crossing points Memphis,
 *    Vicksburg and New Orleans face Hopefield, DeSoto and Algiers).
 */
import { NBR, centre, edge, dirTo, hexIndex } from '../grid.js';
import { hexOfLonLat, project, type Fit } from './geo.js';
import { connected } from './raster.js';
import { JUNCTIONS, RAILROADS } from './railroads.js';
import type { RiverSide } from './rivers.js';
import type { Terrain } from './hexes.js';

export interface RailLine {
  readonly name: string;
  readonly hexes: number[];
  readonly breaks: [number, number][];
}

const UNBRIDGED = new Set(['Ohio', 'Mississippi']);

function nearestLand(h: number, terrain: readonly Terrain[]): number {
  if (terrain[h] !== 'sea') return h;
  let frontier = [h];
  const seen = new Set(frontier);
  while (frontier.length > 0) {
    const next: number[] = [];
    for (const x of frontier) {
      for (let d = 0; d < 6; d++) {
        const n = NBR[x * 6 + d]!;
        if (n < 0 || seen.has(n)) continue;
        if (terrain[n] !== 'sea') return n;
        seen.add(n);
        next.push(n);
      }
    }
    frontier = next;
  }
  return h;
}

function waypointHex(
  fit: Fit,
  w: string | number,
  terrain: readonly Terrain[],
  pins: Map<string, number>,
): number {
  if (typeof w === 'number') return hexIndex(w);
  const pinned = pins.get(w);
  if (pinned !== undefined) return pinned;
  const ll = JUNCTIONS[w];
  if (!ll) throw new Error(`railroads: unknown junction ${w}`);
  return nearestLand(hexOfLonLat(fit, ll[0], ll[1]), terrain);
}

const PENALTY: Readonly<Record<string, number>> = { unnavigable: 6, navigable: 25, tidal: 60 };

/** Cost of a rail step a -> b: distance, rivers crossed, straying from the segment s0 -> s1. */
function stepCost(a: number, b: number, rivers: ReadonlyMap<number, RiverSide>, seg: number[][]): number {
  const r = rivers.get(edge(a, dirTo(a, b)));
  let c = 10;
  if (r) c += UNBRIDGED.has(r.river) && r.cls !== 'unnavigable' ? 80 : PENALTY[r.cls]!;
  const [x, y] = centre(b);
  const [[x0, y0], [x1, y1]] = seg as [[number, number], [number, number]];
  const dx = x1 - x0;
  const dy = y1 - y0;
  const t = Math.max(0, Math.min(1, ((x - x0) * dx + (y - y0) * dy) / (dx * dx + dy * dy || 1)));
  return c + 3 * Math.hypot(x - (x0 + t * dx), y - (y0 + t * dy));
}

/** Cheapest rail route from a to b over land (Dijkstra, small grids: a linear scan queue). */
function route(
  a: number,
  b: number,
  terrain: readonly Terrain[],
  rivers: ReadonlyMap<number, RiverSide>,
): number[] {
  if (a === b) return [a];
  const seg = [centre(a), centre(b)];
  const dist = new Map<number, number>([[a, 0]]);
  const prev = new Map<number, number>();
  const open = new Set([a]);
  while (open.size > 0) {
    let h = -1;
    for (const x of open) if (h < 0 || dist.get(x)! < dist.get(h)!) h = x;
    open.delete(h);
    if (h === b) break;
    for (let d = 0; d < 6; d++) {
      const n = NBR[h * 6 + d]!;
      if (n < 0 || (terrain[n] === 'sea' && n !== b)) continue;
      const nd = dist.get(h)! + stepCost(h, n, rivers, seg);
      if (nd < (dist.get(n) ?? Infinity) && nd < 2000) {
        dist.set(n, nd);
        prev.set(n, h);
        open.add(n);
      }
    }
  }
  const out = [b];
  while (out[out.length - 1] !== a) out.push(prev.get(out[out.length - 1]!)!);
  return out.reverse();
}

/** Route every line; `pins` puts a junction on a city's hex. */
export function railLines(
  fit: Fit,
  terrain: readonly Terrain[],
  rivers: ReadonlyMap<number, RiverSide>,
  pins: Map<string, number>,
): RailLine[] {
  return RAILROADS.map((spec) => {
    const hexes: number[] = [];
    for (const w of spec.via) {
      const h = waypointHex(fit, w, terrain, pins);
      if (hexes.length === 0) hexes.push(h);
      else for (const x of route(hexes[hexes.length - 1]!, h, terrain, rivers).slice(1)) hexes.push(x);
    }
    if (!connected(hexes)) throw new Error(`railroads: ${spec.name} is not a chain of neighbours`);
    const breaks: [number, number][] = [];
    for (let k = 1; k < hexes.length; k++) {
      const a = hexes[k - 1]!;
      const side = rivers.get(edge(a, dirTo(a, hexes[k]!)));
      if (side && side.cls !== 'unnavigable' && UNBRIDGED.has(side.river)) breaks.push([a, hexes[k]!]);
    }
    return { name: spec.name, hexes, breaks };
  });
}

/** Railhead links [rail hex, hexside id] of every line. */
export function railheads(
  lines: readonly RailLine[],
  rivers: ReadonlyMap<number, RiverSide>,
): [number, number][] {
  const out = new Map<string, [number, number]>();
  const add = (h: number, e: number): void => {
    const s = rivers.get(e);
    if (s && s.cls !== 'unnavigable') out.set(`${h}/${e}`, [h, e]);
  };
  for (const line of lines) {
    const hs = line.hexes;
    for (let k = 1; k < hs.length; k++) {
      const e = edge(hs[k - 1]!, dirTo(hs[k - 1]!, hs[k]!));
      add(hs[k - 1]!, e);
      add(hs[k]!, e);
    }
    for (const end of [hs[0]!, hs[hs.length - 1]!]) for (let d = 0; d < 6; d++) add(end, edge(end, d));
  }
  return [...out.values()].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
}

/**
 * The hex across a river from a city, nearest a junction (East St. Louis, Covington, Jeffersonville
 * face St. Louis, Cincinnati and Louisville across the Mississippi and the Ohio).
 */
export function acrossFrom(
  fit: Fit,
  rivers: ReadonlyMap<number, RiverSide>,
  city: number,
  river: string,
  junction: string,
): number {
  const ll = JUNCTIONS[junction]!;
  const [tx, ty] = project(fit, ll[0], ll[1]);
  let best = -1;
  let bd = Infinity;
  for (let d = 0; d < 6; d++) {
    const n = NBR[city * 6 + d]!;
    const s = rivers.get(edge(city, d));
    if (n < 0 || !s || s.river !== river) continue;
    const [x, y] = centre(n);
    const dd = (x - tx) ** 2 + (y - ty) ** 2;
    if (dd < bd) [best, bd] = [n, dd];
  }
  if (best < 0) throw new Error(`no ${river} side at the hex of ${junction}'s city`);
  return best;
}

/**
 * Ferry hexsides: for each crossing city, the tidal side toward the hex nearest its west-bank
 * railhead junction; the junction is then pinned to that hex so the line starts across the ferry.
 */
export function ferrySides(
  fit: Fit,
  rivers: ReadonlyMap<number, RiverSide>,
  crossings: readonly { name: string; hex: number; across: string }[],
): { name: string; a: number; b: number; across: string }[] {
  const out: { name: string; a: number; b: number; across: string }[] = [];
  for (const c of crossings) {
    const ll = JUNCTIONS[c.across]!;
    const [tx, ty] = project(fit, ll[0], ll[1]);
    let best = -1;
    let bd = Infinity;
    for (let d = 0; d < 6; d++) {
      const n = NBR[c.hex * 6 + d]!;
      const s = rivers.get(edge(c.hex, d));
      if (n < 0 || !s || s.cls !== 'tidal') continue;
      const [x, y] = centre(n);
      const dd = (x - tx) ** 2 + (y - ty) ** 2;
      if (dd < bd) [best, bd] = [n, dd];
    }
    if (best >= 0) out.push({ name: c.name, a: c.hex, b: best, across: c.across });
  }
  return out;
}
