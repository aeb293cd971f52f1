/**
 * Ironclads and Kentucky (8.1.2.2): "An ironclad moving along a river inside Kentucky (the river
 * hexside between 0806 and 0905) violates Kentucky neutrality. An ironclad moving along any of
 * Kentucky's border rivers ... [does] not violate Kentucky neutrality". The False Information counter
 * moves as if it were an ironclad (8.1.2.4), so it too.
 *
 * An Asset's move goes from port to port (naval.ts, 8.1.2.1); its river route is read from the river
 * hexside graph (rivers as connected hexside chains, mapdata.ts). The move violates neutrality when the
 * Asset cannot make it along the rivers within its four river hexes (or, on the stand-in map where a
 * river route may be longer, as short as its shortest route) without passing the 0806/0905 hexside:
 * a captain who can go round Kentucky does. The player's option to violate neutrality on purpose
 * along a border river is not offered (it only gives the other side 5 PC, 2.4.3).
 */
import type { LwContent } from './content.js';
import { CSA, H_KY } from './layout.js';
import type { S } from './state.js';
import { breakKentucky } from './territory.js';

/** 8.1.2.1: "up to four river hexes". */
const RIVER_MOVE = 4;
const FAR = 1 << 20;

let dist = new Int32Array(0);
let queue = new Int32Array(0);

/** The river hexside inside Kentucky (8.1.2.2: between 0806 and 0905), or -1 if the map lacks it. */
function kentuckyRiverSide(c: LwContent): number {
  const a = c.grid.index(806);
  const b = c.grid.index(905);
  if (a < 0 || b < 0) return -1;
  const d = c.grid.dirTo(a, b);
  return d < 0 ? -1 : c.riverIndex[a * 6 + d]!;
}

/**
 * River hexsides from a side of hex `from` to a side of hex `to` (1 when they share a river hexside),
 * never passing river side `avoid`; FAR when no river route joins them.
 */
function riverRoute(c: LwContent, from: number, to: number, avoid: number): number {
  const n = c.riverSide.length;
  if (dist.length < n) {
    dist = new Int32Array(n);
    queue = new Int32Array(n);
  }
  dist.fill(0, 0, n);
  let qh = 0;
  let qt = 0;
  for (let d = 0; d < 6; d++) {
    const r = c.riverIndex[from * 6 + d]!;
    if (r < 0 || r === avoid || dist[r]) continue;
    dist[r] = 1;
    queue[qt++] = r;
  }
  while (qh < qt) {
    const r = queue[qh++]!;
    const sd = c.riverSide[r]!;
    if (Math.floor(sd / 6) === to || c.grid.nbr[sd] === to) return dist[r]!;
    for (let i = c.riverAdjStart[r]!; i < c.riverAdjStart[r + 1]!; i++) {
      const q = c.riverAdj[i]!;
      if (q === avoid || dist[q]) continue;
      dist[q] = dist[r]! + 1;
      queue[qt++] = q;
    }
  }
  return FAR;
}

/** Does an Asset's move from port hex `from` to port hex `to` pass the hexside inside Kentucky (8.1.2.2)? */
export function crossesKentucky(c: LwContent, from: number, to: number): boolean {
  const ky = kentuckyRiverSide(c);
  if (ky < 0) return false;
  const shortest = riverRoute(c, from, to, -1);
  if (shortest >= FAR) return false;
  return riverRoute(c, from, to, ky) > Math.max(RIVER_MOVE, shortest);
}

/** 8.1.2.2, 2.4.3: a Confederate Asset moving through Kentucky while it is neutral breaks its neutrality. */
export function assetMoved(c: LwContent, s: S, from: number, to: number): void {
  if (s[H_KY] === 0 && crossesKentucky(c, from, to)) breakKentucky(c, s, CSA);
}
