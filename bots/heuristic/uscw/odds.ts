/**
 * Battle odds for the heuristic (11.2): the chance that the attacker's result outranks the defender's,
 * from the pack's CRT, each side's column and DRM. The distribution of a column's result at a DRM is
 * built once (1-3 dice) and kept; the win chance is a double sum over the two result distributions.
 */
import type { UscwContent } from '../../../src/games/uscw/content.js';
import { column, crtRank } from '../../../src/games/uscw/battle.js';

const dists = new Map<string, Float64Array>();
const SUMS: readonly (readonly number[])[] = [[], sumDist(1), sumDist(2), sumDist(3)];

function sumDist(dice: number): number[] {
  let d = [1];
  for (let i = 0; i < dice; i++) {
    const n: number[] = new Array<number>(d.length + 6).fill(0);
    d.forEach((p, s) => {
      for (let f = 1; f <= 6; f++) n[s + f]! += p / 6;
    });
    d = n;
  }
  return d;
}

/** Probability of each result rank (index) for a column at a DRM. */
function dist(c: UscwContent, col: number, drm: number): Float64Array {
  const k = `${col}:${drm}`;
  let d = dists.get(k);
  if (d) return d;
  d = new Float64Array(24);
  const sums = SUMS[c.tables.crt[col]!.dice]!;
  sums.forEach((p, roll) => {
    if (p > 0) d![Math.min(23, crtRank(c, col, roll + drm))]! += p;
  });
  dists.set(k, d);
  return d;
}

/** P(attacker wins) for att SPs at attDrm against def SPs at defDrm (foraging shift included by caller). */
export function winChance(c: UscwContent, att: number, attDrm: number, def: number, defDrm: number): number {
  const a = dist(c, column(c, att), attDrm);
  const b = dist(c, column(c, def), defDrm);
  let p = 0;
  let cumB = 0;
  for (let r = 0; r < 24; r++) {
    p += a[r]! * cumB;
    cumB += b[r]!;
  }
  return p;
}
