/**
 * R7 Recruitment Segment: roll Recruitment Points (a 1 counts as 2), place Militia from the
 * Recruitment Pool in friendly-controlled own-colour Recruitment Cities, one per city (R7.5: two in
 * cities of value 3 or more), never above the Army Maximum (R7.1; R7.4 adds 4 per Union draft).
 * R5.71: a point may instead recover one reduced unit.
 */
import { IllegalAction } from '../../core/errors.js';
import { boxOf, cls, clsType, encBox, extraOf, OP_DONE, OP_RECOVER, OP_RECRUIT } from './actions.js';
import type { AhdContent } from './content.js';
import { claimByRecruit } from './control.js';
import {
  B_CTRL,
  H_AM,
  H_DRAFTS,
  H_MARCH_DIE,
  H_RECRUIT_DIE,
  H_RP,
  H_SIDE,
  LOC_POOL,
  NTYPES,
  O_HIST_RECRUIT,
  O_REFIT,
  O_RULE_OF_7,
  O_SCRANTON_NOT_3,
  O_UNION_FORCES,
  RECRUITS_MASK,
  RECRUITS_SHIFT,
  ST_REDUCED,
  T_MC,
  T_MI,
  U_FROM,
  U_LOC,
  U_ST,
  USA,
} from './layout.js';
import { countRule } from '../../core/header.js';
import { COV_HIST_RECRUIT, COV_RULE_OF_7 } from './coverage.js';
import {
  countOf,
  ctrlOf,
  DIE_RECRUIT,
  findSlot,
  opt,
  relocate,
  rollFor,
  unitsOnMap,
  type S,
} from './state.js';

/** The four cities R7.5 names (digest §11 #9: Scranton also has value 3). */
const R75_NAMED = new Set(['pittsburgh', 'new-york-city', 'philadelphia', 'richmond']);

export function beginRecruitment(c: AhdContent, s: S): void {
  const side = s[H_SIDE]!;
  // Recruits are only ever placed in Recruitment Cities (cityRoom), so only those carry the count.
  const rc = c.recruitCitiesAny;
  for (let i = 0; i < rc.length; i++) s[B_CTRL + rc[i]!] = s[B_CTRL + rc[i]!]! & ~RECRUITS_MASK;
  let die = rollFor(s, side, DIE_RECRUIT);
  if (opt(s, O_RULE_OF_7) && s[H_MARCH_DIE]! > 0) {
    const seven = 7 - s[H_MARCH_DIE]!; // march die + recruitment die = 7
    if (seven !== die) countRule(s, COV_RULE_OF_7);
    die = seven;
  }
  s[H_RECRUIT_DIE] = die;
  let rp = die === 1 ? 2 : die; // R7.0: a 1 is treated as a 2
  if (opt(s, O_HIST_RECRUIT)) {
    const before = rp;
    if (side === USA)
      rp = Math.max(rp, 3); // R7.5 Union minimum
    else rp = Math.min(rp, 4); // R7.5 Confederate maximum
    if (rp !== before) countRule(s, COV_HIST_RECRUIT);
  }
  s[H_RP] = rp;
}

/** R7.1 / R7.4: how many units `side` may have on the map. */
export function armyCap(s: S, side: number): number {
  let cap = s[H_AM + side]!;
  if (side === USA && opt(s, O_UNION_FORCES)) cap += 4 * s[H_DRAFTS]!; // economic, not political
  return cap;
}

/** Militia that may still be recruited in box b this segment (0, 1 or 2). */
function cityRoom(c: AhdContent, s: S, b: number, side: number): number {
  const value = c.shield[2 * b + side]!;
  if (value === 0 || ctrlOf(s, b) !== side || countOf(s, b, 1 - side) > 0) return 0;
  let limit = 1;
  if (opt(s, O_HIST_RECRUIT) && value >= 3 && (!opt(s, O_SCRANTON_NOT_3) || R75_NAMED.has(c.boxId[b]!)))
    limit = 2;
  const done = (s[B_CTRL + b]! & RECRUITS_MASK) >> RECRUITS_SHIFT;
  return limit - done;
}

export function legalRecruitment(c: AhdContent, s: S, out: Int32Array): number {
  const side = s[H_SIDE]!;
  let n = 0;
  out[n++] = OP_DONE;
  if (s[H_RP]! <= 0) return n;
  const canRecruit = unitsOnMap(c, s, side) < armyCap(s, side);
  const inf = canRecruit && findSlot(c, s, side, T_MI, LOC_POOL, 0, 0) >= 0;
  const cav = canRecruit && findSlot(c, s, side, T_MC, LOC_POOL, 0, 0) >= 0;
  if (inf || cav) {
    const rc = c.recruitCities[side]!; // cityRoom is 0 elsewhere
    for (let i = 0; i < rc.length; i++) {
      const b = rc[i]!;
      if (cityRoom(c, s, b, side) <= 0) continue;
      if (inf) out[n++] = encBox(OP_RECRUIT, b, 0);
      if (cav) out[n++] = encBox(OP_RECRUIT, b, 1);
    }
  }
  if (opt(s, O_REFIT)) {
    // R5.71: recover one reduced unit per point.
    for (let b = 0; b < c.nb; b++) {
      if (countOf(s, b, side) === 0) continue;
      for (let type = 0; type < NTYPES; type++) {
        if (findSlot(c, s, side, type, b, ST_REDUCED, ST_REDUCED) >= 0)
          out[n++] = encBox(OP_RECOVER, b, cls(type, 1, 0));
      }
    }
  }
  return n;
}

/** Does legalRecruitment list anything besides DONE? (the flow skips the segment otherwise) */
export function recruitmentHasChoice(c: AhdContent, s: S): boolean {
  const side = s[H_SIDE]!;
  if (s[H_RP]! <= 0) return false;
  if (unitsOnMap(c, s, side) < armyCap(s, side)) {
    const inf = findSlot(c, s, side, T_MI, LOC_POOL, 0, 0) >= 0;
    const cav = findSlot(c, s, side, T_MC, LOC_POOL, 0, 0) >= 0;
    if (inf || cav) {
      const rc = c.recruitCities[side]!;
      for (let i = 0; i < rc.length; i++) if (cityRoom(c, s, rc[i]!, side) > 0) return true;
    }
  }
  if (opt(s, O_REFIT)) {
    // R5.71: any reduced unit of the side on the map
    const a = c.typeStart[side * NTYPES]!;
    const e = side === USA ? c.typeStart[NTYPES]! : c.nu;
    for (let u = a; u < e; u++) if (s[U_LOC + u]! < c.nb && s[U_ST + u]! & ST_REDUCED) return true;
  }
  return false;
}

export function applyRecruit(c: AhdContent, s: S, a: number): void {
  const side = s[H_SIDE]!;
  const b = boxOf(a);
  const arm = extraOf(a);
  if (b >= c.nb || arm > 1) throw new IllegalAction(a, 'no such box or arm');
  if (s[H_RP]! <= 0) throw new IllegalAction(a, 'no Recruitment Points left');
  if (cityRoom(c, s, b, side) <= 0) {
    throw new IllegalAction(
      a,
      `${c.boxName[b]} is not a friendly ${side === USA ? 'blue' : 'red'}-shield Recruitment City with room this segment (R7.0)`,
    );
  }
  if (unitsOnMap(c, s, side) >= armyCap(s, side))
    throw new IllegalAction(a, 'the army is at its Army Maximum (R7.1)');
  const u = findSlot(c, s, side, arm ? T_MC : T_MI, LOC_POOL, 0, 0);
  if (u < 0) throw new IllegalAction(a, 'no such Militia unit in the Recruitment Pool');
  s[U_ST + u] = 0; // newly recruited units are placed at full strength
  s[U_FROM + u] = -1;
  relocate(c, s, u, b);
  s[B_CTRL + b] = s[B_CTRL + b]! + (1 << RECRUITS_SHIFT);
  s[H_RP] = s[H_RP]! - 1;
  if (!arm) claimByRecruit(c, s, b, side);
}

export function applyRecoverRP(c: AhdContent, s: S, a: number): void {
  const side = s[H_SIDE]!;
  if (!opt(s, O_REFIT)) throw new IllegalAction(a, 'recovery needs optional rule R5.71');
  if (s[H_RP]! <= 0) throw new IllegalAction(a, 'no Recruitment Points left');
  const b = boxOf(a);
  const type = clsType(extraOf(a));
  const canonical = extraOf(a) === cls(type, 1, 0);
  const u =
    b < c.nb && type < NTYPES && canonical ? findSlot(c, s, side, type, b, ST_REDUCED, ST_REDUCED) : -1;
  if (u < 0) throw new IllegalAction(a, 'no such reduced unit there');
  s[U_ST + u] = s[U_ST + u]! & ~ST_REDUCED;
  s[H_RP] = s[H_RP]! - 1;
}
