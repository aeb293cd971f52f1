/**
 * Two Operations-Phase extras: British Intervention's card from the discard pile (19.2: the
 * Confederacy "may replace any one card in his hand with a new card chosen from his discard pile") and
 * the Union's Port City Staging Area (14.4.1: placed on a captured port of supply 2+ from Spring 1863,
 * free the first time and after a Confederate recapture; removed voluntarily on a later turn, and then
 * re-placed on a still later turn for 5 PC).
 */
import * as A from './actions.js';
import { K_ACT, K_SEDITIOUS, type LwContent } from './content.js';
import {
  CD_LOC,
  CL_DISCARD,
  CL_HAND,
  CSA,
  H_BI_SWAP,
  H_PC,
  H_PCSA,
  H_PCSA_PLACED,
  H_PCSA_REMOVED,
  H_TURNIDX,
  USA,
} from './layout.js';
import { PORT_OCEAN } from './mapdata.js';
import { ctrlOf, type S } from './state.js';

export function biSwapActions(c: LwContent, s: S, out: Int32Array): number {
  let n = 0;
  out[n++] = A.enc(A.OP_DONE);
  const b = CSA * 81;
  for (let d = b; d < b + 81; d++) {
    if (s[CD_LOC + d] !== CL_DISCARD) continue;
    for (let h = b; h < b + 81; h++) {
      if (s[CD_LOC + h] !== CL_HAND) continue;
      const kind = c.cardKind[h]!;
      if (kind === K_ACT || kind === K_SEDITIOUS) out[n++] = A.enc(A.OP_BI_SWAP, d, h);
    }
  }
  return n;
}

export function applyBiSwap(s: S, a: number): void {
  s[H_BI_SWAP] = 0;
  if (A.opOf(a) !== A.OP_BI_SWAP) return;
  s[CD_LOC + A.xOf(a)] = CL_HAND;
  s[CD_LOC + A.yOf(a)] = CL_DISCARD;
}

const REMOVED_VOLUNTARY = 64;

/** Free PCSA actions of the Union during its card plays. */
export function pcsaActions(c: LwContent, s: S, side: number, out: Int32Array, n: number): number {
  if (side !== USA) return n;
  const t = s[H_TURNIDX]!;
  if (s[H_PCSA]) {
    if (s[H_PCSA_PLACED]! < t) out[n++] = A.enc(A.OP_PCSA_REMOVE);
    return n;
  }
  if (t < 3) return n; // from Spring 1863
  const removed = s[H_PCSA_REMOVED]!;
  if (removed && (removed & 63) - 1 >= t) return n; // not on the turn it was removed
  const cost = removed & REMOVED_VOLUNTARY ? 5 : 0;
  if (s[H_PC + USA]! < cost) return n;
  for (let k = 0; k < c.ncity; k++) {
    if (c.cityOrig[k] !== CSA || !(c.cityPort[k]! & PORT_OCEAN) || ctrlOf(s, k) !== USA) continue;
    if (c.citySup[k]! < 2 || c.cityId[k] === 'new-orleans') continue;
    out[n++] = A.enc(A.OP_PCSA, k);
  }
  return n;
}

export function applyPcsa(s: S, a: number): void {
  const t = s[H_TURNIDX]!;
  if (A.opOf(a) === A.OP_PCSA_REMOVE) {
    s[H_PCSA] = 0;
    s[H_PCSA_REMOVED] = (t + 1) | REMOVED_VOLUNTARY;
    return;
  }
  if (s[H_PCSA_REMOVED]! & REMOVED_VOLUNTARY) s[H_PC + USA] = s[H_PC + USA]! - 5;
  s[H_PCSA] = A.xOf(a) + 1;
  s[H_PCSA_PLACED] = t;
}
