/**
 * The game's own invariants, checked by the conformance suite after every action: cards conserved
 * (each side's 81 cards each in one valid place, the 0 Resource card always back in hand), PC and CSP
 * within their limits (PC never below 0, 10.6.6; CSP 0-10, 7.1.6), generals in valid places with
 * valid ranks, IT never negative and never on an empty hex, and the stacking limits (12.4: infantry
 * stars, one cavalry general, 13.1.1) held whenever no move or battle is in progress.
 */
import { maxStars } from './command.js';
import { K_ZERO, type LwContent } from './content.js';
import {
  AC_ACTIVE,
  BT_ACTIVE,
  CD_LOC,
  CL_BOX,
  CL_DECK,
  CL_HAND,
  DQ_N,
  G_LOC,
  G_STARS,
  H_CSP,
  H_PC,
  LOC_OUT,
} from './layout.js';
import { cavIn, infStars, occupied, stackLimit, itOf, type S } from './state.js';

export function invariants(c: LwContent, s: S): string | undefined {
  for (let k = 0; k < 162; k++) {
    const l = s[CD_LOC + k]!;
    if (l < CL_DECK || l > CL_BOX) return `card ${k} in no valid place (${l})`;
    if (c.cardKind[k] === K_ZERO && l !== CL_HAND) return `the 0 Resource card ${k} left the hand`;
  }
  for (const side of [0, 1]) {
    if (s[H_PC + side]! < 0) return `side ${side} has ${s[H_PC + side]} PC`;
    if (s[H_CSP + side]! < 0 || s[H_CSP + side]! > 10) return `side ${side} has ${s[H_CSP + side]} CSP`;
  }
  for (let g = 0; g < c.ng; g++) {
    const l = s[G_LOC + g]!;
    if (l < LOC_OUT || l >= c.nh) return `general ${c.genId[g]} at ${l}`;
    const st = s[G_STARS + g]!;
    if (l >= 0 && (st < 1 || st > maxStars(c, g))) return `general ${c.genId[g]} with ${st} stars`;
  }
  const quiet = !s[AC_ACTIVE] && !s[BT_ACTIVE] && !s[DQ_N];
  for (let h = 0; h < c.nh; h++) {
    for (const side of [0, 1]) {
      const it = itOf(s, h, side);
      if (it < 0) return `negative IT at ${c.grid.label(h)}`;
      const occ = occupied(c, s, h, side);
      if (it > 0 && !occ && quiet) return `${it} IT on the empty hex ${c.grid.label(h)}`;
      if (quiet && occ && !stacked(c, s, h, side)) return `side ${side} overstacked at ${c.grid.label(h)}`;
    }
  }
  return undefined;
}

/** 12.4, 13.1.1: infantry stars within the limit and one cavalry general at most. */
function stacked(c: LwContent, s: S, h: number, side: number): boolean {
  if (infStars(c, s, h, side) > stackLimit(c, s, h, side)) return false;
  const cav = cavIn(c, s, h, side);
  for (let g = cav + 1; cav >= 0 && g < c.ng; g++)
    if (s[G_LOC + g] === h && c.genSide[g] === side && c.genCav[g]) return false;
  return true;
}
