/**
 * Forts [14.0-14.7, 6.6].
 *
 *  - Construction: a fort marker is placed on active units that have not moved this Player-Turn;
 *    the builders go under it and do not move afterwards [14.0] (placed during the Movement Phase).
 *  - Garrisoning and leaving a fort cost no MP but need active units [14.1, 14.2]; units that enter
 *    a fort stay in it for the rest of the phase (no garrison-and-leave loops).
 *  - A vacant fort has no effect and may be occupied by either side, who then owns the marker
 *    [14.5]; its owner may remove it; Sumter, Monroe and Pickens are never removed [14.6]. A fort
 *    whose garrison is eliminated in combat is removed [14.7] (battle.ts).
 */
import type { AcwContent } from './content.js';
import { A_BUILD_FORT, A_DEMOLISH, A_GARRISON, act } from './actions.js';
import { G_PHASING } from './layout.js';
import { T_SEA } from './map.js';
import {
  done,
  field,
  fortMovable,
  fortOwner,
  fortSP,
  garrison,
  inactive,
  movable,
  setDone,
  setField,
  setFort,
  setFortMovable,
  setFortOwner,
  type S,
} from './state.js';

/** Is there a fort in h that `side` may garrison (its own, or vacant)? */
function mayGarrison(s: S, h: number, side: number): boolean {
  const owner = fortOwner(s, h);
  return owner === side + 1 || (owner !== 0 && fortSP(s, h) + garrison(s, h) === 0);
}

export function fortActions(c: AcwContent, s: S, h: number, out: Int32Array, n: number): number {
  const side = s[G_PHASING]!;
  const activeOutside = field(s, h) - inactive(s, h);
  if (mayGarrison(s, h, side)) for (let k = 1; k <= activeOutside; k++) out[n++] = act(A_GARRISON, h, k);
  if (fortOwner(s, h) === 0 && movable(s, h) > 0 && c.map.terrain[h] !== T_SEA)
    out[n++] = act(A_BUILD_FORT, h, movable(s, h));
  if (fortOwner(s, h) === side + 1 && fortSP(s, h) + garrison(s, h) === 0 && !c.map.permFort[h])
    out[n++] = act(A_DEMOLISH, h);
  return n;
}

/** Put k active SP of hex h into its fort (those that have moved first) [14.1, 14.2]. */
export function garrisonFort(s: S, h: number, k: number): void {
  const side = s[G_PHASING]!;
  setFortOwner(s, h, side + 1);
  const fromDone = Math.min(done(s, h), k);
  setDone(s, h, done(s, h) - fromDone);
  setField(s, h, field(s, h) - k, side);
  setFort(s, h, fortSP(s, h) + k, side);
}

/** k SP leave the fort and may move [14.2]. */
export function ungarrisonFort(s: S, h: number, k: number): void {
  const side = s[G_PHASING]!;
  setFort(s, h, fortSP(s, h) - k, side);
  setFortMovable(s, h, fortMovable(s, h) - k);
  setField(s, h, field(s, h) + k, side);
}

/** Build a fort on k active, unmoved SP, which garrison it [14.0]. */
export function buildFort(s: S, h: number, k: number): void {
  const side = s[G_PHASING]!;
  setFortOwner(s, h, side + 1);
  setField(s, h, field(s, h) - k, side);
  setFort(s, h, fortSP(s, h) + k, side);
}

export function demolishFort(s: S, h: number): void {
  setFortOwner(s, h, 0);
}
