/**
 * R8.0 Capturing and controlling boxes.
 *
 * A box is controlled by the side that last captured it (occupation at the end of its own Combat
 * Segment), else by its colour (blue Union, gray Confederate, tan Kentucky neutral). A capture made
 * with infantry leaves a Control marker when the box is vacated (the CLAIM bit); a box held by
 * cavalry alone reverts to its colour the instant the cavalry leaves it.
 */
import type { AhdContent } from './content.js';
import { claimOf, countOf, ctrlOf, infOf, setControl, type S } from './state.js';
import { checkInstantVictory } from './victory.js';

/**
 * R8.0: the last unit of `side` has just left box b (moved, retreated, withdrew or was eliminated).
 * Without a claim, control of an enemy-colour or tan box reverts to the box's colour.
 */
export function onVacated(c: AhdContent, s: S, b: number, side: number): void {
  if (ctrlOf(s, b) !== side) return;
  if (c.colour[b] === side) return; // its own colour: it stays friendly without a marker
  if (claimOf(s, b)) return; // a Control marker is placed
  setControl(c, s, b, c.colour[b]!, false);
  checkInstantVictory(c, s); // R10.0 via the digest's §11 #29: control changes re-check victory
}

/**
 * R8.0: at the end of `side`'s Combat Segment it captures every box it occupies. The capture leaves
 * a claim if infantry is there; digest §11 #25: a claim once made persists while the box is held.
 */
export function captureOccupied(c: AhdContent, s: S, side: number): void {
  for (let b = 0; b < c.nb; b++) {
    if (countOf(s, b, side) === 0) continue;
    const keep = ctrlOf(s, b) === side && claimOf(s, b);
    setControl(c, s, b, side, keep || infOf(s, b, side) > 0);
  }
  checkInstantVictory(c, s);
}

/** R8.0 "(or recruit) a friendly Infantry at that box": a recruited infantry unit makes a claim. */
export function claimByRecruit(c: AhdContent, s: S, b: number, side: number): void {
  if (ctrlOf(s, b) === side && !claimOf(s, b)) setControl(c, s, b, side, true);
}
