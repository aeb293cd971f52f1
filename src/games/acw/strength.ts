/**
 * Combat strengths [8.3, 8.7, 8.8, 13.3, 17.5].
 *
 * Defender's total [8.34]: (a) the unfortified units, (b) doubled in a swamp, (c) the units in a
 * fort tripled (the permanent "(1)" garrison counts 1, untripled [19.2]), (d) summed, (e) plus the
 * city's intrinsic point (never tripled or doubled [13.3]), (f) plus 2 when every attacking unit
 * attacks through a river hexside. A Union garrisoned fort or port adds the naval SP in its hex or
 * on its tidal hexsides [8.8] and 1 per riverine unit on its hexsides [8.7, 17.5].
 * Attacker's total [8.33]: unsupplied attackers halved, the fraction rounded up (reading
 * `unsupplied-attack`: halve only the unsupplied part, or the whole attack).
 */
import type { AcwContent } from './content.js';
import { HEXES, NBR, edge } from './grid.js';
import { FLEETS, N_BASE, USA } from './layout.js';
import { RIVER_TIDAL, SB_RIVER, T_SWAMP } from './map.js';
import { O_HALVE_WHOLE, opt } from './options.js';
import { cityOwner, intrinsic } from './places.js';
import { riverinesOn } from './riverine.js';
import { field, fortOwner, fortSP, garrison, occupant, type S } from './state.js';

/** The difference attacker minus defender as a CRT column index 0..9 (-1..+8) [8.31, 8.44]. */
export function columnOf(diff: number): number {
  return Math.min(8, diff) + 1;
}

/** Does every attacking hex attack t through a river hexside? (mask of attacker hexes) */
function allAcrossRiver(c: AcwContent, t: number, attackers: readonly number[]): boolean {
  if (attackers.length === 0) return false;
  for (const a of attackers) {
    let d = 0;
    while (d < 6 && NBR[a * 6 + d] !== t) d++;
    if (d === 6 || (c.map.side[a * 6 + d]! & SB_RIVER) === 0) return false;
  }
  return true;
}

/** Naval SP adding to the defence of hex t: fleets in t or on its tidal hexsides [8.8]. */
function navalSupport(c: AcwContent, s: S, t: number): number {
  let n = 0;
  for (let i = 0; i < FLEETS; i++) {
    const node = s[N_BASE + i * 3]!;
    if (node < 0 || s[N_BASE + i * 3 + 1]! === 0) continue;
    if (node === t) n += s[N_BASE + i * 3 + 1]!;
    else if (node >= HEXES) {
      for (let d = 0; d < 6; d++) {
        if (edge(t, d) === node - HEXES && (c.map.side[t * 6 + d]! & SB_RIVER) === RIVER_TIDAL)
          n += s[N_BASE + i * 3 + 1]!;
      }
    }
  }
  return n;
}

/** Riverine SP adding to hex t: one per effective riverine unit on its hexsides [8.7, 17.5]. */
function riverineSupport(s: S, t: number): number {
  let n = 0;
  for (let d = 0; d < 6; d++) n += riverinesOn(s, edge(t, d));
  return n;
}

/** A Union garrisoned fort or port: where naval and riverine SP join the defence [8.7, 8.8]. */
function unionGarrisonedPortOrFort(c: AcwContent, s: S, t: number): boolean {
  if (occupant(s, t) !== USA) return false;
  if (fortOwner(s, t) === 1 && fortSP(s, t) + garrison(s, t) > 0) return true;
  const k = c.map.city[t]!;
  return k >= 0 && c.map.coastal[t] === 1;
}

/** Defence strength of hex t against attackers in `from` (hex indices) [8.34]. */
export function defenseOf(c: AcwContent, s: S, t: number, from: readonly number[]): number {
  let unfort = field(s, t);
  if (c.map.terrain[t] === T_SWAMP) unfort *= 2;
  let d = unfort + 3 * fortSP(s, t) + garrison(s, t);
  const k = c.map.city[t]!;
  if (k >= 0 && intrinsic(c, s, k) && occupant(s, t) !== 1 - cityOwner(c, s, k)) d += 1;
  if (allAcrossRiver(c, t, from)) d += 2;
  if (unionGarrisonedPortOrFort(c, s, t)) d += navalSupport(c, s, t) + riverineSupport(s, t);
  return d;
}

/** Attack strength of `sp` SP of which `u` are unsupplied, plus `naval` SP [8.33, 8.8]. */
export function attackOf(s: S, sp: number, u: number, naval: number): number {
  if (u === 0) return sp + naval;
  if (opt(s, O_HALVE_WHOLE)) return Math.ceil(sp / 2) + naval;
  return Math.ceil(sp - u / 2) + naval;
}
