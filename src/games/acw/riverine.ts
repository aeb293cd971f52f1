/**
 * Riverine units' effects [17.2-17.5, 6.7, 14.8].
 *
 *  - Neutralised [17.2]: a riverine unit on a hexside next to a fortified Confederate unit has no
 *    effect at all.
 *  - Interdiction [17.3]: each other riverine unit on a river hexside prohibits Confederate
 *    crossings of navigable river hexsides within fifteen river hexsides of it, counted along the
 *    river graph; the radius stops at hexsides next to a fortified Confederate unit or a
 *    Confederate city (the diagram [17.31] is lost: read as "the interdiction neither reaches nor
 *    passes such hexsides"). With the reading `riverine-cuts-csa-rivers` the same hexsides are closed
 *    to Confederate river transport and river supply [6.7].
 *  - Tidal crossings [17.4]: Union land units cross a tidal hexside only where a riverine unit is.
 */
import type { AcwContent } from './content.js';
import { EDGES, HEXES, edgeHexes } from './grid.js';
import { CSA, RIVERINES, RV_BASE } from './layout.js';
import { cityOwner } from './places.js';
import { fortOwner, fortSP, garrison, occupant, type S } from './state.js';

/** A hex holding a fortified Confederate unit (a CSA fort with a garrison). */
export function csaFortified(s: S, h: number): boolean {
  return occupant(s, h) === CSA && fortOwner(s, h) === 2 && fortSP(s, h) + garrison(s, h) > 0;
}

function csaCityHex(c: AcwContent, s: S, h: number): boolean {
  const k = c.map.city[h]!;
  return k >= 0 && cityOwner(c, s, k) === CSA && occupant(s, h) !== 0;
}

/** A river hexside next to a fortified CSA unit or a CSA city: it stops interdiction [17.3]. */
export function batteryEdge(c: AcwContent, s: S, e: number): boolean {
  const [a, b] = edgeHexes(e);
  return (
    csaFortified(s, a) ||
    (b >= 0 && csaFortified(s, b)) ||
    csaCityHex(c, s, a) ||
    (b >= 0 && csaCityHex(c, s, b))
  );
}

/** A riverine unit on a hexside next to a fortified CSA unit is neutralised [17.2]. */
export function neutralised(s: S, e: number): boolean {
  const [a, b] = edgeHexes(e);
  return csaFortified(s, a) || (b >= 0 && csaFortified(s, b));
}

/** The hexside riverine unit i is on, -1 when at sea or not in play. */
function riverineEdge(s: S, i: number): number {
  const node = s[RV_BASE + i * 2]!;
  return node >= HEXES && node < HEXES + EDGES ? node - HEXES : -1;
}

/** Count of effective (not neutralised) riverine units on hexside e. */
export function riverinesOn(s: S, e: number): number {
  let n = 0;
  for (let i = 0; i < RIVERINES; i++) if (riverineEdge(s, i) === e && !neutralised(s, e)) n++;
  return n;
}

const dist = new Int16Array(EDGES);
const queue = new Int32Array(EDGES);

/** out[e] = 1 for every hexside riverine units interdict to the Confederacy [17.3]. */
export function interdiction(c: AcwContent, s: S, out: Uint8Array): void {
  out.fill(0);
  dist.fill(-1);
  let head = 0;
  let tail = 0;
  for (let i = 0; i < RIVERINES; i++) {
    const e = riverineEdge(s, i);
    if (e < 0 || neutralised(s, e) || batteryEdge(c, s, e) || dist[e] === 0) continue;
    dist[e] = 0;
    queue[tail++] = e;
  }
  while (head < tail) {
    const e = queue[head++]!;
    out[e] = 1;
    if (dist[e]! >= 15) continue;
    for (let k = c.map.rStart[e]!; k < c.map.rStart[e + 1]!; k++) {
      const f = c.map.rTo[k]!;
      if (dist[f] !== -1 || batteryEdge(c, s, f)) continue;
      dist[f] = dist[e]! + 1;
      queue[tail++] = f;
    }
  }
}
