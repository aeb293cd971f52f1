/**
 * The static facts the A House Divided heuristic bot reads from a content pack: hop distances per side,
 * and per box the boxes within a turn's reach, both ways. A pure function of the pack, built once per
 * pack (AhdHeuristic.staticOf in index.ts).
 */
import { M_POTOMAC, type AhdContent } from '../../../src/games/ahd/content.js';
import * as L from '../../../src/games/ahd/layout.js';

/** Static facts per pack: hop distances per side. */
export interface AhdStatic {
  readonly c: AhdContent;
  /** dist[side][a * nb + b]: fewest connections from a to b that `side` may use (R4.2: no Potomac for the CSA). */
  readonly dist: readonly [Uint8Array, Uint8Array];
  /** Union objectives of R10.0 (the seven cities) and the capitals. */
  readonly richmond: number;
  /** Per side, the boxes 1 to 4 connections from each box e, ascending: near[side].box[start[e]..start[e+1]]
   *  with their distance in `d` (the threat's reach, see Analysis.update). */
  readonly near: readonly [NearList, NearList];
  /** Per side, the boxes e from which each box b is 1 to 4 connections away (`near` transposed), e
   *  ascending: the threat on one box alone (Analysis.threatAt). */
  readonly from: readonly [NearList, NearList];
}

/** Boxes within a turn's reach of each box, as one flat list per side. */
export interface NearList {
  readonly start: Int32Array;
  readonly box: Int32Array;
  readonly d: Uint8Array;
}

/** The boxes 1 to 4 connections from each box (`transpose`: to each box), ascending. */
function nearList(nb: number, dist: Uint8Array, transpose = false): NearList {
  const at = transpose
    ? (e: number, b: number): number => dist[b * nb + e]!
    : (e: number, b: number) => dist[e * nb + b]!;
  const start = new Int32Array(nb + 1);
  let n = 0;
  for (let e = 0; e < nb; e++) {
    start[e] = n;
    for (let b = 0; b < nb; b++) if (at(e, b) >= 1 && at(e, b) <= 4) n++;
  }
  start[nb] = n;
  const box = new Int32Array(n);
  const d = new Uint8Array(n);
  for (let e = 0, k = 0; e < nb; e++) {
    for (let b = 0; b < nb; b++) {
      const x = at(e, b);
      if (x >= 1 && x <= 4) {
        box[k] = b;
        d[k++] = x;
      }
    }
  }
  return { start, box, d };
}

/**
 * Breadth-first from every box where `d` is 0, by `side`'s movement (R4.2: no Potomac for the CSA):
 * fills the other boxes (255 on entry) with the distance to the nearest such box. Connections go both
 * ways, so from several boxes at once this is the minimum of their rows of `dist`.
 */
export function spread(c: AhdContent, d: Uint8Array, side: number, queue: Int32Array): void {
  let head = 0;
  let tail = 0;
  for (let b = 0; b < c.nb; b++) if (d[b] === 0) queue[tail++] = b;
  while (head < tail) {
    const b = queue[head++]!;
    const next = d[b]! + 1;
    for (let j = c.adjStart[b]!; j < c.adjStart[b + 1]!; j++) {
      if (side === L.CSA && c.adjMode[j] === M_POTOMAC) continue;
      const x = c.adjTo[j]!;
      if (d[x] !== 255) continue;
      d[x] = next;
      queue[tail++] = x;
    }
  }
}

/**
 * The static facts of a pack (a pure function of it; about 3 ms for the standard map, so the
 * heuristic keeps them per pack: AhdHeuristic.staticOf in index.ts).
 */
export function staticFor(c: AhdContent): AhdStatic {
  const nb = c.nb;
  const dists: Uint8Array[] = [];
  for (let side = 0; side < 2; side++) {
    const dist = new Uint8Array(nb * nb).fill(255);
    const queue = new Int32Array(nb);
    for (let a = 0; a < nb; a++) {
      const row = dist.subarray(a * nb, (a + 1) * nb);
      row[a] = 0;
      spread(c, row, side, queue);
    }
    dists.push(dist);
  }
  const richmond = c.boxId.indexOf('richmond');
  return {
    c,
    dist: [dists[0]!, dists[1]!],
    richmond,
    near: [nearList(nb, dists[0]!), nearList(nb, dists[1]!)],
    from: [nearList(nb, dists[0]!, true), nearList(nb, dists[1]!, true)],
  };
}
