/**
 * The game's own invariants (the `invariants` capability), checked by the conformance suite and the
 * property tests after every action: every card in exactly one place and the bottom blocks listed
 * (2.1, 17.1), the map card in play matching its recorded version (3.2), command trees well formed
 * (4.1: same side and theater, two leader levels at most), steps in range, supply and replacement
 * tracks never negative (6.3, 6.7), the draw entitlement (6.1) and the Objectives Total (18.1) in range.
 */
import type { BvgContent } from './content.js';
import * as L from './layout.js';
import { canLead, type S } from './state.js';
import { objectivesTotal } from './victory.js';

const LOCS = new Set([
  L.LOC_DECK,
  L.LOC_BOTTOM,
  L.LOC_HAND,
  L.LOC_HAND_W,
  L.LOC_EAST,
  L.LOC_WEST,
  L.LOC_CADRE,
  L.LOC_REMOVED,
  L.LOC_MAP,
  L.LOC_ACTIVE,
  L.LOC_TRANSMISS,
]);

/** The first broken invariant of `s`, in words, or undefined when all hold. */
export function invariants(c: BvgContent, s: S): string | undefined {
  return cards(c, s) ?? commands(c, s) ?? tracks(c, s);
}

/** Card conservation: each card in one known place; the bottom lists match the cards there. */
function cards(c: BvgContent, s: S): string | undefined {
  let bottom = 0;
  for (let k = 0; k < c.nc; k++) {
    const l = s[L.C_LOC + k]!;
    if (!LOCS.has(l)) return `card ${c.cardId[k]} has location ${l}`;
    if (l === L.LOC_BOTTOM) bottom++;
    if (c.mapLetter[k]! >= 0 && l === L.LOC_MAP && s[L.H_MAPVER + c.mapLetter[k]!] !== c.mapVersion[k])
      return `map card ${c.cardId[k]} in play but another version is recorded`;
  }
  for (let side = 0; side < 2; side++) {
    const nb = s[L.H_BOT_N + side]!;
    if (nb < 0 || nb > L.BOT_CAP) return 'bottom block size out of range';
    for (let i = 0; i < nb; i++) {
      const k = s[L.BOT + side * L.BOT_CAP + i]!;
      if (s[L.C_LOC + k] !== L.LOC_BOTTOM || c.cardSide[k] !== side) return 'bottom list mismatch';
    }
  }
  if (bottom !== s[L.H_BOT_N]! + s[L.H_BOT_N + 1]!) return 'bottom cards not all listed';
  return undefined;
}

/** Command trees (4.1): parents on the board, same side and theater, two leader levels at most. */
function commands(c: BvgContent, s: S): string | undefined {
  for (let k = 0; k < c.nc; k++) {
    const st = s[L.C_STEPS + k]!;
    if (st < 1 || st > c.steps[k]!) return `${c.cardId[k]} has ${st} steps`;
    const p = s[L.C_PARENT + k]!;
    const l = s[L.C_LOC + k]!;
    if (p < 0) continue;
    if (l !== L.LOC_EAST && l !== L.LOC_WEST) return `${c.cardId[k]} off the board has a parent`;
    if (s[L.C_LOC + p] !== l || c.cardSide[p] !== c.cardSide[k]) return `${c.cardId[k]} parent elsewhere`;
    const g = s[L.C_PARENT + p]!;
    if (g >= 0 && s[L.C_PARENT + g]! >= 0) return `${c.cardId[k]} is three levels deep`;
    if (!canLead(c, p) && c.kind[p] !== 3 && c.kind[p] !== 2) return `${c.cardId[p]} cannot lead`;
  }
  return undefined;
}

/** Supply and replacement tracks (6.3, 6.7), draw entitlement (6.1), Objectives Total (18.1). */
function tracks(c: BvgContent, s: S): string | undefined {
  for (let side = 0; side < 2; side++) {
    if (s[L.H_SUPPLY + side]! < 0) return 'negative supply';
    if (s[L.H_REPLACE + side]! < 0) return 'negative replacements';
  }
  if (s[L.H_ENTITLE]! < 0 || s[L.H_ENTITLE]! > 7) return 'draw entitlement out of range';
  const ot = objectivesTotal(c, s);
  if (ot < -13 || ot > 9) return `Objectives Total ${ot}`;
  return undefined;
}
