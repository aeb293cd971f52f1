/**
 * Build time only: places on hexes and the regions of the rules (digest §5.4 steps 6-8).
 *
 *  - Places: a pinned place takes its printed hex; every other place the hex under its coordinates,
 *    or, when that hex is taken or all-sea, the nearest free land hex (breadth-first, by index).
 *  - Union-sympathetic region [15.5]: rough hexes and the East Tennessee valley in Kentucky,
 *    Virginia, North Carolina, Tennessee, Georgia, Alabama and South Carolina, less any hex next to a
 *    Southern city outside the region other than Decatur ("Decatur is the only city that abutts the
 *    area"), plus one hex next to Decatur when none is.
 *  - Trans-Mississippi [10.22]: land hexes of Texas, Arkansas, Louisiana and Missouri reached from
 *    the Texas supply hex 0129 without crossing the Mississippi or the Missouri.
 */
import { HEXES, NBR, edge } from '../grid.js';
import type { RiverSide } from './rivers.js';
import type { Terrain } from './hexes.js';

export function placeOn(
  want: number,
  taken: Set<number>,
  terrain: readonly Terrain[],
  ok: (h: number) => boolean = () => true,
): number {
  const free = (h: number): boolean => h >= 0 && !taken.has(h) && terrain[h] !== 'sea' && ok(h);
  if (free(want)) return want;
  let frontier = [want];
  const seen = new Set(frontier);
  while (frontier.length > 0) {
    const next: number[] = [];
    for (const x of frontier) {
      for (let d = 0; d < 6; d++) {
        const n = NBR[x * 6 + d]!;
        if (n < 0 || seen.has(n)) continue;
        if (free(n)) return n;
        seen.add(n);
        next.push(n);
      }
    }
    frontier = next;
  }
  throw new Error(`no free land hex near ${want}`);
}

const SYMPATHETIC_STATES = new Set(['KY', 'VA', 'NC', 'TN', 'GA', 'AL', 'SC']);
const SOUTH = new Set(['VA', 'NC', 'SC', 'GA', 'FL', 'AL', 'MS', 'LA', 'TN', 'AR', 'TX']);

export function sympatheticRegion(
  terrain: readonly Terrain[],
  state: readonly string[],
  extra: readonly number[],
  cities: readonly { name: string; hex: number; sympathetic?: boolean }[],
): number[] {
  const region = new Set<number>();
  for (let h = 0; h < HEXES; h++)
    if (terrain[h] === 'rough' && SYMPATHETIC_STATES.has(state[h]!)) region.add(h);
  for (const h of extra) if (SYMPATHETIC_STATES.has(state[h]!)) region.add(h);
  for (const c of cities) if (c.sympathetic && SOUTH.has(state[c.hex]!)) region.add(c.hex);
  const decatur = cities.find((c) => c.name === 'Decatur')!.hex;
  for (const c of cities) {
    if (c.sympathetic || c.name === 'Decatur' || !SOUTH.has(state[c.hex]!)) continue;
    region.delete(c.hex);
    for (let d = 0; d < 6; d++) region.delete(NBR[c.hex * 6 + d]!);
  }
  const touches = [0, 1, 2, 3, 4, 5].some((d) => region.has(NBR[decatur * 6 + d]!));
  if (!touches) {
    const east = [1, 2, 0, 3, 5, 4]
      .map((d) => NBR[decatur * 6 + d]!)
      .find((n) => n >= 0 && terrain[n] !== 'sea');
    if (east !== undefined) region.add(east);
  }
  return [...region].sort((a, b) => a - b);
}

const TM_STATES = new Set(['TX', 'AR', 'LA', 'MO']);

export function transMississippi(
  start: number,
  terrain: readonly Terrain[],
  state: readonly string[],
  rivers: ReadonlyMap<number, RiverSide>,
): number[] {
  const inTm = new Set([start]);
  const stack = [start];
  while (stack.length > 0) {
    const h = stack.pop()!;
    for (let d = 0; d < 6; d++) {
      const n = NBR[h * 6 + d]!;
      if (n < 0 || inTm.has(n) || terrain[n] === 'sea' || !TM_STATES.has(state[n]!)) continue;
      const r = rivers.get(edge(h, d));
      if (r && (r.river === 'Mississippi' || r.river === 'Missouri')) continue;
      inTm.add(n);
      stack.push(n);
    }
  }
  return [...inTm].sort((a, b) => a - b);
}
