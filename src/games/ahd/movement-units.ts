/**
 * The marching side's units for movement.ts: the census (one pass over the side's units, per box:
 * what may move (R4.0 two Marches, R4.6 sea movers), jump (R4.4), entrench (R4.3) or sail (R4.6)),
 * and picking the units a MOVE or a sea movement takes.
 */
import { MAX_COUNT } from './actions.js';
import type { AhdContent } from './content.js';
import { NB_CAP, NTYPES, ST_ENTRENCHED, ST_JUMPED, ST_REDUCED, ST_SEA, U_LOC, U_ST, USA } from './layout.js';
import { usedOf, type S } from './state.js';

// ---- the census: one pass over the side's units, per box -------------------------------------------
// Scratch (per process; the engine is single-threaded per worker). Index layouts:
//   mov[b*24 + type*4 + k], movNJ[...]  movable units (k = reduced*2 + used), and those not yet jumped;
//                                        mov[b*24 + type*4 + reduced*2] (used 0) are also the units that
//                                        may go by sea (R4.6: in port, no March used)
//   typeMask[b]                          bit per type with movable units at b
//   ent0[b], ent1[b]                     units that may entrench with 0 / up to 1 March used (R4.3)
//   seen[b] === census                   b holds units of the side; boxBits: the same as a bit set, so
//                                        the boxes are visited in index order without scanning the map
export const mov = new Int32Array(NB_CAP * 24);
export const movNJ = new Int32Array(NB_CAP * 24);
export const typeMask = new Int32Array(NB_CAP);
export const ent0 = new Int32Array(NB_CAP);
export const ent1 = new Int32Array(NB_CAP);
export const seen = new Int32Array(NB_CAP); // census stamp per box
const BOX_WORDS = (NB_CAP + 31) >> 5;
const boxBits = new Int32Array(BOX_WORDS);
export const boxList = new Int32Array(NB_CAP); // boxes with units of the side, ascending
export let nBoxes = 0;
export let census = 0;

const touched = new Int32Array(NB_CAP * 48); // census entries written last time, to clear them
let nTouched = 0;

/** The census of `side`'s units; with `only` >= 0, of its units in box `only` alone. */
export function takeCensus(c: AhdContent, s: S, side: number, only = -1): void {
  census++;
  for (let i = 0; i < nTouched; i++) {
    const k = touched[i]!;
    mov[k] = 0;
    movNJ[k] = 0;
  }
  nTouched = 0;
  for (let w = 0; w < BOX_WORDS; w++) boxBits[w] = 0;
  const a = side === USA ? 0 : c.typeStart[NTYPES]!;
  const e = side === USA ? c.typeStart[NTYPES]! : c.nu;
  const nb = c.nb;
  for (let u = a; u < e; u++) {
    const b = s[U_LOC + u]!;
    if (b >= nb || (only >= 0 && b !== only)) continue;
    if (seen[b] !== census) {
      seen[b] = census;
      boxBits[b >> 5] = boxBits[b >> 5]! | (1 << (b & 31));
      typeMask[b] = 0;
      ent0[b] = 0;
      ent1[b] = 0;
    }
    const st = s[U_ST + u]!;
    const used = usedOf(st);
    if (!(st & ST_ENTRENCHED)) {
      if (used === 0) ent0[b]!++;
      if (used <= 1) ent1[b]!++;
    }
    if (used >= 2) continue; // R4.0: no unit in more than two Marches
    if (st & ST_SEA) continue; // R4.6: sea movers make no other movement
    const type = c.slotType[u]!;
    const k = b * 24 + type * 4 + (st & ST_REDUCED ? 2 : 0) + used;
    if (mov[k] === 0) touched[nTouched++] = k;
    mov[k]!++;
    if (!(st & ST_JUMPED)) movNJ[k]!++;
    typeMask[b]! |= 1 << type;
  }
  let n = 0;
  for (let w = 0; w < BOX_WORDS; w++) {
    let bits = boxBits[w]!;
    while (bits !== 0) {
      const low = bits & -bits;
      boxList[n++] = (w << 5) + 31 - Math.clz32(low);
      bits ^= low;
    }
  }
  nBoxes = n;
}

export const pickBuf = new Int32Array(MAX_COUNT);

/**
 * Choose `count` units of (side, type, reduced, used) at box into pickBuf: not entrenched first
 * (leaving the entrenched ones dug in), then units that already jumped (keeping fresh jumpers).
 */
export function pickUnits(
  c: AhdContent,
  s: S,
  side: number,
  type: number,
  box: number,
  reduced: number,
  used: number,
  needJump: boolean,
  count: number,
): number {
  const a = c.typeStart[side * NTYPES + type]!;
  const e = a + c.typeCount[side * NTYPES + type]!;
  let n = 0;
  for (let pass = 0; pass < 4 && n < count; pass++) {
    const wantEntrenched = pass >= 2;
    const wantJumped = (pass & 1) === 0;
    for (let u = a; u < e && n < count; u++) {
      if (s[U_LOC + u] !== box) continue;
      const st = s[U_ST + u]!;
      if (st & ST_SEA || usedOf(st) !== used || (st & ST_REDUCED ? 1 : 0) !== reduced) continue;
      if (((st & ST_ENTRENCHED) !== 0) !== wantEntrenched) continue;
      const jumped = (st & ST_JUMPED) !== 0;
      if (jumped !== wantJumped) continue;
      if (needJump && jumped) continue;
      pickBuf[n++] = u;
    }
  }
  return n;
}
