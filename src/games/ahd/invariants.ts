/**
 * The game's own invariants (the `invariants` capability), checked by the conformance suite and the
 * property tests after every action: the counter mix (R1.4) conserved and in its places, the box
 * count and hash caches exact, Army Maximums equal to the controlled shields (R7.1), no battle left
 * after a Combat Segment and every occupied box captured (R8.0), Marches in range (R4.0).
 */
import type { AhdContent } from './content.js';
import * as L from './layout.js';
import {
  armyMaxFromControl,
  cavOf,
  contested,
  countOf,
  ctrlOf,
  usedOf,
  zobristFromScratch,
} from './state.js';

const cnt = new Int32Array(4 * L.NB_CAP);

/** The first broken invariant of `s`, in words, or undefined when all hold. */
export function invariants(c: AhdContent, s: Int32Array): string | undefined {
  const broken = counterMix(c, s) ?? boxes(c, s) ?? tracks(c, s);
  return broken && `${broken} (turn ${s[L.CH_TURN]}, side ${s[L.H_SIDE]}, phase ${s[L.H_PHASE]})`;
}

/** Every counter is somewhere it may be: map, Recruitment Pool (militia), stock, draft hold (R1.4, R7.2). */
function counterMix(c: AhdContent, s: Int32Array): string | undefined {
  cnt.fill(0);
  for (let u = 0; u < c.nu; u++) {
    const loc = s[L.U_LOC + u]!;
    const type = c.slotType[u]!;
    const side = c.slotSide[u]!;
    if (loc < c.nb) {
      cnt[4 * loc + 2 * side]!++;
      if (type >= 3) cnt[4 * loc + 2 * side + 1]!++;
      if (usedOf(s[L.U_ST + u]!) > 2) return 'a unit in more than two Marches';
      continue;
    }
    if (loc === L.LOC_POOL && type % 3 !== 0) return 'only militia in the pool';
    if (loc === L.LOC_STOCK && type % 3 === 0) return 'only Veteran/Crack in stock';
    if (
      loc !== L.LOC_POOL &&
      loc !== L.LOC_STOCK &&
      !(loc === L.LOC_DRAFT && side === L.USA && type === L.T_MI)
    )
      return 'only Union militia in the draft hold';
    if ((s[L.U_ST + u]! & (L.ST_ENTRENCHED | L.ST_REDUCED)) !== 0)
      return 'units off the map are full strength';
  }
  return undefined;
}

/** Box caches, owners, and after a Combat Segment no battle left and every occupied box captured. */
function boxes(c: AhdContent, s: Int32Array): string | undefined {
  const side = s[L.H_SIDE]!;
  const afterCombat = s[L.H_PHASE] === L.PH_PROMOTE || s[L.H_PHASE] === L.PH_RECRUIT;
  for (let b = 0; b < c.nb; b++) {
    for (let x = 0; x < 2; x++)
      if (countOf(s, b, x) !== cnt[4 * b + 2 * x] || cavOf(s, b, x) !== cnt[4 * b + 2 * x + 1])
        return `box count cache at ${c.boxId[b]}`;
    // Blue and gray boxes always have an owner; only tan (Kentucky) boxes may be neutral.
    if (c.colour[b]! >= 0 && ctrlOf(s, b) < 0) return `${c.boxId[b]} has no owner`;
    if (!afterCombat) continue;
    if (contested(s, b)) return `a battle left at ${c.boxId[b]} after combat`;
    if (countOf(s, b, side) > 0 && ctrlOf(s, b) !== side)
      return `${c.boxId[b]} not captured at the end of combat`;
  }
  return undefined;
}

/** Army Maximums (R7.1), Marches (R4.0), and the occupancy/control hashes the route cache relies on. */
function tracks(c: AhdContent, s: Int32Array): string | undefined {
  if (s[L.H_AM + L.USA] !== armyMaxFromControl(c, s, L.USA)) return 'Union Army Maximum';
  if (s[L.H_AM + L.CSA] !== armyMaxFromControl(c, s, L.CSA)) return 'Confederate Army Maximum';
  if (s[L.H_MARCHES]! < 0 || s[L.H_MARCHES]! > 6) return 'Marches outside 0..6';
  const z = zobristFromScratch(c, s);
  for (let i = 0; i < 6; i++) if (s[L.H_ZOB + i] !== z[i]) return 'Zobrist hashes differ from the position';
  return undefined;
}
