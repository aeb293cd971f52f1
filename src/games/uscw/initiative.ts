/**
 * The Action Phase frame (4.1, 4.2): the Initiative die-off, the start of a player's Action Phase and
 * its end (the Supply Segment, supplyseg.ts; forts completing, 10.2.2; entrenchments left empty
 * removed, 10.1.3).
 *
 * 4.1.1 both roll a die; the higher goes first; the difference is both players' Action Points.
 * 4.1.2 doubles: each player draws a card (none past five in hand) and both roll again.
 * 4.1.3 a difference of 1 gives 1 AP in each theater, spent on units starting there.
 * 4.1.4 On to Richmond: a difference of 4 or 5 while Richmond is Confederate obliges the Union.
 */
import type { UscwContent } from './content.js';
import { HAND_MAX, drawCard } from './cards.js';
import { d6 } from './common.js';
import { derived } from './derived.js';
import {
  CSA,
  G_AP,
  G_DIFF,
  G_DOUBLES,
  G_FIRST,
  G_FREENAV,
  G_OCEAN,
  G_OTR,
  G_PHASING,
  G_RAILBONUS,
  G_ROLL,
  G_SUPCARD,
  G_TAP,
  GW_MOVED,
  GW_XFERRED,
  MW_MOVED,
  B_GARRISON_GONE,
  B_TRAINED,
  KEEP_A,
  KEEP_B,
  KEEP_C,
  KEEP_D,
  KEEP_GEN,
  KEEP_MIL,
  USA,
  NC_MOVED,
  ND_MOVED,
} from './layout.js';
import { NF_OBJ, SK_NORTH } from './mapmodel.js';
import { L, handSize, marker, nb, setBit, setMarker, sp, wr, type S } from './state.js';
import { supplySegment } from './supplyseg.js';

export function initiative(c: UscwContent, s: S): void {
  let a = 0;
  let b = 0;
  let doubles = 0;
  for (let k = 0; k < 60; k++) {
    a = d6(s);
    b = d6(s);
    if (a !== b) break;
    doubles++;
    for (const side of [USA, CSA]) if (handSize(s, side) < HAND_MAX) drawCard(c, s, side);
  }
  if (a === b) a = b + 1; // 60 doubles in a row: not a real case
  s[G_ROLL] = a;
  s[G_ROLL + 1] = b;
  s[G_DOUBLES] = doubles;
  s[G_FIRST] = a > b ? USA : CSA;
  s[G_DIFF] = Math.abs(a - b);
  s[G_OTR] = 0;
  const richmond = c.map.nodeByName.get('Richmond');
  if ((s[G_DIFF] === 4 || s[G_DIFF] === 5) && richmond !== undefined && derived(c, s).ctrl[richmond] === CSA)
    s[G_OTR] = 1;
}

/** The start of side's Action Phase: its Action Points, per-phase marks cleared, garrisons back. */
export function beginHalf(c: UscwContent, s: S, side: number): void {
  s[G_PHASING] = side;
  const diff = s[G_DIFF]!;
  s[G_AP] = diff === 1 ? 0 : diff;
  for (let t = 0; t < 3; t++) s[G_TAP + t] = diff === 1 ? 1 : 0;
  s[G_RAILBONUS] = 0;
  s[G_OCEAN] = 0;
  s[G_FREENAV] = 0;
  s[G_SUPCARD] = 0;
  clearMarks(c, s);
  if (side === USA) garrisonsReturn(c, s);
}

function clearMarks(c: UscwContent, s: S): void {
  const l = L(c);
  for (let n = 0; n < l.nn; n++) {
    wr(s, l.A + n, s[l.A + n]! & 0xffff, KEEP_A);
    wr(s, l.B + n, s[l.B + n]! & ~(B_TRAINED | (B_TRAINED << 1)), KEEP_B);
    wr(s, l.C + n, s[l.C + n]! & ~NC_MOVED, KEEP_C);
    wr(s, l.D + n, s[l.D + n]! & ~ND_MOVED, KEEP_D);
  }
  for (let g = 0; g < l.ng; g++) wr(s, l.GEN + g, s[l.GEN + g]! & ~(GW_MOVED | GW_XFERRED), KEEP_GEN);
  for (let i = l.MIL; i < l.end; i++) wr(s, i, s[i]! & ~MW_MOVED, KEEP_MIL);
}

/**
 * 17.2.4: a fled or eliminated Union intrinsic garrison reappears when its hex holds no CSA SP at the
 * start of the Union Action Phase, removing any CSA Control marker there.
 */
function garrisonsReturn(c: UscwContent, s: S): void {
  const m = c.map;
  for (let n = 0; n < m.nn; n++) {
    if (!(m.flags[n]! & NF_OBJ) || m.states[m.stateOf[n]!]!.kind !== SK_NORTH) continue;
    if (!(nb(c, s, n) & B_GARRISON_GONE) || sp(c, s, n, CSA) > 0) continue;
    setBit(c, s, n, B_GARRISON_GONE, false);
    if (marker(c, s, n) === CSA) setMarker(c, s, n, -1);
  }
}

/** The phasing player's Supply Segment and the end of his Action Phase; true when done. */
export function endHalf(c: UscwContent, s: S): boolean {
  supplySegment(c, s, s[G_PHASING]!);
  return true;
}
