/**
 * Activation, command and movement (11.0-12.10): activation costs (10.6.2, 18.1, 16.8.1, 20.5), the
 * activated Force moving hex by hex as a group (Minor Army and single general 12.1-12.2: three hexes,
 * or two and an attack; Major Army 12.3: one and an attack, or two), Major Army terrain limits (12.3.1-
 * 12.3.2, 15.0), dispersal (12.3.4, 12.8: generals dropped along the way, or split at the start to
 * move as a later group), friendly hexes (12.5, 12.9: stop under an equal or senior CO; pick up a
 * Force a senior CO passes; relieve IT, 18.2), the GiC's Consolidation Move (11.1.3.2), cavalry moving
 * alone (11.2.2, 13.2.1), restricted hexes (2.3, 12.6, 14.4) and the campaign regions (10.7.3).
 *
 * The moving group's IT are held apart (AC_IT) while it moves, so passing through a friendly Force
 * neither leaves nor takes IT; they join the Force of the hex where the group stops (18.2).
 * Readings (README): a general dropped or split off carries no IT, or as many as his stars (the
 * owner chooses); consolidation takes in one adjacent hex at a time and only what may stack.
 */

import { displaceExcess } from './command.js';
import type { LwContent } from './content.js';
import {
  AC_ACTIVE,
  AC_CAV,
  AC_CO,
  AC_FROM_MAJOR,
  AC_GIC,
  AC_HEX,
  AC_IT,
  AC_KIND,
  AC_MOVED,
  AC_MTN,
  AC_NOATTACK,
  AC_PROFILE,
  AC_QUEUE_IT,
  AC_RAIDED,
  AC_REGION,
  AC_REGION_NOT,
  AC_RIT,
  AC_SIDE,
  AC_START,
  AC_STOP,
  AC_AMPHIB,
  CP_SIEGE,
  G_FLAGS,
  G_LOC,
  G_SEQ,
  G_STARS,
  G_WOUNDS,
  GF_ACTIVATED,
  GF_DONE,
  GF_GIC,
  GF_MOVING,
  GF_OOS,
  GF_QUEUED,
  GF_RELUCT,
  H_ET_MET,
  H_SEQ,
  H_STEP,
  H_STEP_SIDE,
  ST_MOVE,
  USA,
  XF_BESIEGED,
  XF_BESIEGING,
  XF_TOUCHED,
} from './layout.js';
import { HF_VA } from './mapdata.js';
import { addIt, coOf, hexFlag, itOf, setHexFlag, setIt, stackOk, type S } from './state.js';
import { inSupply } from './supply.js';

const PROF_MINOR = 0;
export const PROF_MAJOR = 1;

const buf = new Int32Array(96);

// ---- cost and eligibility -----------------------------------------------------------------------------------

/** 10.6.2: the CO's activation number, +1 if IT exceed his stars (18.1), +2 Reluctant, +1 a wound, +1 OOS. */
export function activationCost(c: LwContent, s: S, g: number): number {
  const h = s[G_LOC + g]!;
  const side = c.genSide[g]!;
  let cost = c.genTco[g] ? c.tcoAct : c.genAct[g]!;
  cost += s[G_WOUNDS + g]!;
  if (coOf(c, s, h, side) === g && itOf(s, h, side) > s[G_STARS + g]!) cost += 1;
  if (s[G_FLAGS + g]! & GF_RELUCT) cost += 2;
  if (s[G_FLAGS + g]! & GF_OOS) cost += 1;
  return cost;
}

/** 11.0: a CO may be activated, and a cavalry general out from under his CO (11.2.2); not a besieged Force. */
export function canActivate(c: LwContent, s: S, g: number, side: number): boolean {
  const h = s[G_LOC + g]!;
  if (h < 0 || c.genSide[g] !== side || s[G_FLAGS + g]! & (GF_MOVING | GF_QUEUED)) return false;
  if (hexFlag(s, h, side, XF_BESIEGED)) return false;
  return c.genCav[g] === 1 || coOf(c, s, h, side) === g;
}

// ---- the group --------------------------------------------------------------------------------------------

export function groupOf(c: LwContent, s: S, out: Int32Array): number {
  let n = 0;
  for (let g = 0; g < c.ng; g++) if (s[G_FLAGS + g]! & GF_MOVING) out[n++] = g;
  return n;
}

/** The CO of the moving group (the same order as a Force's CO, 11.0.1). */
export function groupCo(c: LwContent, s: S): number {
  let best = -1;
  for (let g = 0; g < c.ng; g++) {
    if (!(s[G_FLAGS + g]! & GF_MOVING)) continue;
    if (best < 0 || ranksAbove(c, s, g, best)) best = g;
  }
  return best;
}

function ranksAbove(c: LwContent, s: S, g: number, h: number): boolean {
  const gg = (s[G_FLAGS + g]! & GF_GIC) !== 0;
  if (gg !== ((s[G_FLAGS + h]! & GF_GIC) !== 0)) return gg;
  if (c.genCav[g] !== c.genCav[h]) return c.genCav[g] === 0;
  if (s[G_STARS + g] !== s[G_STARS + h]) return s[G_STARS + g]! > s[G_STARS + h]!;
  return s[G_SEQ + g]! < s[G_SEQ + h]!;
}

export function groupInfStars(c: LwContent, s: S): number {
  let n = 0;
  for (let g = 0; g < c.ng; g++) if (s[G_FLAGS + g]! & GF_MOVING && !c.genCav[g]) n += s[G_STARS + g]!;
  return n;
}

export function groupStars(c: LwContent, s: S): number {
  let n = 0;
  for (let g = 0; g < c.ng; g++) if (s[G_FLAGS + g]! & GF_MOVING) n += s[G_STARS + g]!;
  return n;
}

export function groupHasCav(c: LwContent, s: S): boolean {
  for (let g = 0; g < c.ng; g++) if (s[G_FLAGS + g]! & GF_MOVING && c.genCav[g]) return true;
  return false;
}

/** Friendly generals in `hex` that are not moving. */
export function stayersIn(c: LwContent, s: S, hex: number, side: number, out: Int32Array): number {
  let n = 0;
  for (let g = 0; g < c.ng; g++)
    if (s[G_LOC + g] === hex && c.genSide[g] === side && !(s[G_FLAGS + g]! & GF_MOVING)) out[n++] = g;
  return n;
}

export function stayerCo(c: LwContent, s: S, hex: number, side: number): number {
  let best = -1;
  for (let g = 0; g < c.ng; g++) {
    if (s[G_LOC + g] !== hex || c.genSide[g] !== side || s[G_FLAGS + g]! & GF_MOVING) continue;
    if (best < 0 || ranksAbove(c, s, g, best)) best = g;
  }
  return best;
}

export function moveGroup(c: LwContent, s: S, to: number): void {
  for (let g = 0; g < c.ng; g++) {
    if (!(s[G_FLAGS + g]! & GF_MOVING)) continue;
    s[G_LOC + g] = to;
    s[G_SEQ + g] = ++s[H_SEQ]!;
  }
  s[AC_HEX] = to;
}

// ---- starting ------------------------------------------------------------------------------------------------

/**
 * Activate g (a CO, or a cavalry general alone out of his Force, 11.2.2). A besieging Force's
 * activation only doubles the siege's IT this round (16.9.5.2).
 */
export function startActivation(
  c: LwContent,
  s: S,
  side: number,
  g: number,
  region: number,
  regionNot: number,
): void {
  const hex = s[G_LOC + g]!;
  if (hexFlag(s, hex, side, XF_BESIEGING)) {
    s[CP_SIEGE] = hex + 1;
    return;
  }
  const co = coOf(c, s, hex, side);
  const alone = c.genCav[g] === 1 && co !== g;
  if (alone) {
    s[G_FLAGS + g] = s[G_FLAGS + g]! | GF_MOVING | GF_ACTIVATED;
    s[AC_IT] = 0;
  } else {
    const n = stayersIn(c, s, hex, side, buf);
    for (let i = 0; i < n; i++) s[G_FLAGS + buf[i]!] = s[G_FLAGS + buf[i]!]! | GF_MOVING | GF_ACTIVATED;
    s[AC_IT] = itOf(s, hex, side);
    setIt(s, hex, side, 0);
  }
  s[AC_ACTIVE] = 1;
  s[AC_SIDE] = side;
  s[AC_KIND] = 0;
  s[AC_START] = hex;
  s[AC_HEX] = hex;
  s[AC_CO] = g;
  s[AC_CAV] = c.genCav[g] === 1 && (alone || countInfantry(c, s, hex, side) === 0) ? 1 : 0;
  s[AC_PROFILE] = groupInfStars(c, s) >= 7 ? PROF_MAJOR : PROF_MINOR;
  s[AC_FROM_MAJOR] = s[AC_PROFILE]!;
  s[AC_GIC] = s[G_FLAGS + groupCo(c, s)]! & GF_GIC ? 1 : 0;
  s[AC_REGION] = region;
  s[AC_REGION_NOT] = regionNot;
  resetGroupMotion(s);
  s[AC_QUEUE_IT] = 0;
  setHexFlag(s, hex, side, XF_TOUCHED);
}

function countInfantry(c: LwContent, s: S, hex: number, side: number): number {
  let n = 0;
  for (let g = 0; g < c.ng; g++) if (s[G_LOC + g] === hex && c.genSide[g] === side && !c.genCav[g]) n++;
  return n;
}

function resetGroupMotion(s: S): void {
  s[AC_MOVED] = 0;
  s[AC_MTN] = 0;
  s[AC_NOATTACK] = 0;
  s[AC_RIT] = 0;
  s[AC_RAIDED] = 0;
  s[AC_AMPHIB] = 0;
  s[AC_STOP] = 0;
}

/** The activation procedure: wait for the group's decision, or end the group if it must stop. */
export function runActivation(c: LwContent, s: S): void {
  if (s[AC_STOP]) {
    endGroup(c, s);
    return;
  }
  s[H_STEP] = ST_MOVE;
  s[H_STEP_SIDE] = s[AC_SIDE]!;
}

/**
 * The group stops: its IT join the hex's Force, OOS lifts if supply is traced (12.10), the Union's
 * Eastern Theater requirement is met by an activation ending in Virginia (10.7.8.1); then the next
 * dispersed group moves, or the activation ends.
 */
export function endGroup(c: LwContent, s: S): void {
  const side = s[AC_SIDE]!;
  const hex = s[AC_HEX]!;
  const m = groupOf(c, s, buf);
  let oos = false;
  for (let i = 0; i < m; i++) {
    const g = buf[i]!;
    s[G_FLAGS + g] = (s[G_FLAGS + g]! & ~GF_MOVING) | GF_DONE;
    if (s[G_FLAGS + g]! & GF_OOS) oos = true;
  }
  if (m > 0) {
    addIt(s, hex, side, s[AC_IT]!);
    setHexFlag(s, hex, side, XF_TOUCHED);
    if (side === USA && c.hexFlags[hex]! & HF_VA) s[H_ET_MET] = 1;
    if (oos && inSupply(c, s, hex, side)) clearOos(c, s, hex, side);
    if (!stackOk(c, s, hex, side)) displaceExcess(c, s, hex, side, groupCoAt(c, s, hex, side));
  }
  s[AC_IT] = 0;
  s[AC_STOP] = 0;
  if (nextGroup(c, s)) return;
  s[AC_ACTIVE] = 0;
  for (let g = 0; g < c.ng; g++) s[G_FLAGS + g] = s[G_FLAGS + g]! & ~(GF_DONE | GF_QUEUED);
}

function groupCoAt(c: LwContent, s: S, hex: number, side: number): number {
  return coOf(c, s, hex, side);
}

function clearOos(c: LwContent, s: S, hex: number, side: number): void {
  for (let g = 0; g < c.ng; g++)
    if (s[G_LOC + g] === hex && c.genSide[g] === side) s[G_FLAGS + g] = s[G_FLAGS + g]! & ~GF_OOS;
}

/** 12.8: generals split off at the start move next, as their own group. */
function nextGroup(c: LwContent, s: S): boolean {
  let any = false;
  for (let g = 0; g < c.ng; g++) {
    if (!(s[G_FLAGS + g]! & GF_QUEUED)) continue;
    s[G_FLAGS + g] = (s[G_FLAGS + g]! & ~GF_QUEUED) | GF_MOVING;
    any = true;
  }
  if (!any) return false;
  s[AC_HEX] = s[AC_START]!;
  s[AC_IT] = s[AC_QUEUE_IT]!;
  s[AC_QUEUE_IT] = 0;
  s[AC_GIC] = 0;
  s[AC_CAV] = 0;
  resetGroupMotion(s);
  return true;
}
