/**
 * Cavalry actions (13.2): Raids (13.2.2, the Cavalry Raid Table with its modifiers), Rail
 * Interdiction (13.2.3), Forays paid with 1 PC from a card play (13.2.4) and the non-phasing player's
 * Harassment of a moving Force (13.2.5). Supply interdiction (13.2.6) is traced in supply.ts.
 *
 * Reading (README, option read-13.2.2-raid-vs-cavalry): a raid on a hex holding enemy cavalry is first
 * a battle of the two cavalry generals (no terrain, CSP or resources); the raider must win it, then
 * rolls on the Raid Table (or succeeds at once).
 */
import { countRule, COV_ATTACKER_MINOR, COV_RAID_CAVALRY } from './coverage.js';
import * as A from './actions.js';
import { groupHasCav, groupOf } from './activation.js';
import type { LwContent } from './content.js';
import {
  AC_HEX,
  AC_IT,
  AC_MOVED,
  AC_RAIDED,
  AC_RIT,
  AC_STOP,
  AC_NOATTACK,
  CT_FLAGS,
  CTF_RAIDED,
  G_FLAGS,
  G_LOC,
  G_STARS,
  GF_ACTIVATED,
  GF_FORAYED,
  GF_MOVING,
  GF_OOS,
  GF_RAIDED,
  H_OPT,
  H_STEP,
  H_STEP_SIDE,
  HS_ACTIVE,
  HS_CAND,
  HS_HEX,
  HS_N,
  HS_SIDE,
  ST_HARASS,
  USA,
  X_FLAGS,
  XF_BESIEGED,
  XF_BESIEGING,
  XF_RIT,
} from './layout.js';
import { CFL_BRACKETED, HF_VA, SB_IMPASS, SB_RIVER } from './mapdata.js';
import { RD_ATTACKER_MINOR_NONE, RD_RAID_WIN_SUCCEEDS } from './options.js';
import {
  addIt,
  cavIn,
  coOf,
  ctrlOf,
  die,
  enemyCity,
  gainPc,
  hexFlag,
  itOf,
  occupied,
  pcOf,
  type S,
} from './state.js';

const buf = new Int32Array(96);

const across = (c: LwContent, h: number, d: number): boolean =>
  (c.sideBits[h * 6 + d]! & (SB_RIVER | SB_IMPASS)) !== 0;

// ---- raids (13.2.2) -----------------------------------------------------------------------------------------

/** May cavalry of `side` at `from` raid neighbour n (direction d)? */
function raidTargetOk(c: LwContent, s: S, side: number, from: number, d: number, n: number): boolean {
  if (n < 0 || across(c, from, d)) return false;
  if (occupied(c, s, n, 1 - side)) {
    const co = coOf(c, s, n, 1 - side);
    return !(s[G_FLAGS + co]! & GF_RAIDED);
  }
  const city = c.hexCity[n]!;
  if (city < 0 || !enemyCity(s, city, side) || c.cityFlags[city]! & CFL_BRACKETED) return false;
  const v = c.citySup[city]!;
  return (v === 1 || v === 2) && !(s[CT_FLAGS + city]! & CTF_RAIDED);
}

export function raidActions(c: LwContent, s: S, side: number, out: Int32Array, n: number): number {
  if (s[AC_RIT] || s[AC_MOVED]! > 2 || pcOf(s, side) <= 0) return n; // 13.2.3, 10.6.6
  const hex = s[AC_HEX]!;
  for (let d = 0; d < 6; d++)
    if (raidTargetOk(c, s, side, hex, d, c.grid.nbr[hex * 6 + d]!)) out[n++] = A.enc(A.OP_RAID, d);
  return n;
}

export function applyRaid(c: LwContent, s: S, side: number, d: number): void {
  const hex = s[AC_HEX]!;
  const n = c.grid.nbr[hex * 6 + d]!;
  groupOf(c, s, buf);
  const cav = buf[0]!;
  s[AC_RAIDED] = 1;
  s[AC_STOP] = 1;
  // 10.7.8.2: a Union raid by Standard Activation into Virginia earns 1 PC whatever the outcome
  if (side === USA && c.hexFlags[n]! & HF_VA) gainPc(s, USA, 1);
  const it = s[AC_IT]!;
  const out = resolveRaid(c, s, side, cav, n, it);
  s[AC_IT] = s[AC_IT]! + out;
}

/**
 * Resolve a raid by cavalry `cav` (carrying `it` IT) into hex n; returns IT the raider takes in a
 * cavalry battle. Success: PC equal to the raided CO's stars, or the vacant city's supply value.
 */
function resolveRaid(c: LwContent, s: S, side: number, cav: number, n: number, it: number): number {
  let taken = 0;
  const enemyCav = cavIn(c, s, n, 1 - side);
  if (enemyCav >= 0) {
    const att = rating(c, s, cav, true) - it;
    const def = rating(c, s, enemyCav, false) - itOf(s, n, 1 - side);
    const diff = att - def;
    if (diff >= 2) {
      addIt(s, n, 1 - side, diff >= 5 ? diff : 2);
      taken = diff >= 5 ? Math.ceil(diff / 2) : 1;
    } else if (diff <= -2) {
      if (!(s[H_OPT]! & RD_ATTACKER_MINOR_NONE)) taken = diff <= -5 ? -diff : 2;
      else countRule(s, COV_ATTACKER_MINOR);
    }
    if (diff < 2) return taken;
    if (s[H_OPT]! & RD_RAID_WIN_SUCCEEDS) {
      countRule(s, COV_RAID_CAVALRY);
      raidSucceeds(c, s, side, n);
      return taken;
    }
  }
  let roll = die(s);
  if (s[G_STARS + cav] === 2) roll += 1;
  if (s[G_FLAGS + cav]! & GF_OOS) roll -= 1;
  roll -= it + taken;
  if (roll >= 1 && roll <= 6 && c.tables.raid[roll - 1]) raidSucceeds(c, s, side, n);
  else if (roll > 6) raidSucceeds(c, s, side, n);
  return taken;
}

function raidSucceeds(c: LwContent, s: S, side: number, n: number): void {
  if (occupied(c, s, n, 1 - side)) {
    const co = coOf(c, s, n, 1 - side);
    gainPc(s, side, s[G_STARS + co]!);
    s[G_FLAGS + co] = s[G_FLAGS + co]! | GF_RAIDED;
    return;
  }
  const city = c.hexCity[n]!;
  gainPc(s, side, c.citySup[city]!);
  s[CT_FLAGS + city] = s[CT_FLAGS + city]! | CTF_RAIDED;
}

/** A general's combat value for a cavalry-only battle (indecisive counts 1, its average on the table). */
function rating(c: LwContent, s: S, g: number, attack: boolean): number {
  const r = (attack ? c.genAtk : c.genDef)[g * 3 + s[G_STARS + g]! - 1]!;
  return r < 0 ? 1 : r;
}

// ---- rail interdiction (13.2.3) -------------------------------------------------------------------------------

/** May cavalry of rank `rank` place (or remove) an RIT on h? Not on enemy units, not against senior cavalry. */
function ritOk(c: LwContent, s: S, side: number, h: number, rank: number, place: boolean): boolean {
  if (h < 0 || !c.hexRail[h] || occupied(c, s, h, 1 - side)) return false;
  const has = (s[X_FLAGS + h]! & XF_RIT) !== 0;
  if (place === has) return false;
  if (!place) return true;
  for (let d = 0; d < 6; d++) {
    const nb = c.grid.nbr[h * 6 + d]!;
    if (nb < 0 || across(c, h, d)) continue;
    const e = cavIn(c, s, nb, 1 - side);
    if (e >= 0 && s[G_STARS + e]! >= rank) return false; // contested: the higher rank decides, equal denies
  }
  return true;
}

export function ritActions(c: LwContent, s: S, side: number, out: Int32Array, n: number): number {
  if (s[AC_RIT] || s[AC_RAIDED]) return n;
  groupOf(c, s, buf);
  const rank = s[G_STARS + buf[0]!]!;
  const hex = s[AC_HEX]!;
  const canPlace = pcOf(s, side) > 0; // 10.6.6
  for (let d = -1; d < 6; d++) {
    const h = d < 0 ? hex : c.grid.nbr[hex * 6 + d]!;
    if (d >= 0 && (h < 0 || across(c, hex, d))) continue;
    if (canPlace && ritOk(c, s, side, h, rank, true)) out[n++] = A.enc(A.OP_RIT, h, 0, A.RIT_PLACE);
    if (ritOk(c, s, side, h, rank, false)) out[n++] = A.enc(A.OP_RIT, h, 0, A.RIT_REMOVE);
  }
  return n;
}

export function applyRit(s: S, h: number, z: number): void {
  if (z === A.RIT_PLACE) s[X_FLAGS + h] = s[X_FLAGS + h]! | XF_RIT;
  else s[X_FLAGS + h] = s[X_FLAGS + h]! & ~XF_RIT;
  s[AC_RIT] = 1;
  s[AC_NOATTACK] = 1; // no combat or raid in the same activation
}

// ---- forays (13.2.4) --------------------------------------------------------------------------------------

export function forayActions(c: LwContent, s: S, side: number, out: Int32Array, n: number): number {
  if (pcOf(s, side) <= 0) return n; // 10.6.6
  for (let g = 0; g < c.ng; g++) {
    if (c.genSide[g] !== side || !c.genCav[g]) continue;
    const h = s[G_LOC + g]!;
    if (h < 0 || s[G_FLAGS + g]! & (GF_ACTIVATED | GF_FORAYED | GF_MOVING)) continue;
    if (hexFlag(s, h, side, XF_BESIEGED | XF_BESIEGING)) continue;
    for (let d = 0; d < 6; d++) {
      const nb = c.grid.nbr[h * 6 + d]!;
      if (raidTargetOk(c, s, side, h, d, nb)) out[n++] = A.enc(A.OP_FORAY, g, nb, A.FORAY_RAID);
      if (nb >= 0 && !across(c, h, d) && ritOk(c, s, side, nb, s[G_STARS + g]!, true))
        out[n++] = A.enc(A.OP_FORAY, g, nb, A.FORAY_RIT);
    }
  }
  return n;
}

/** A Foray: raid or place an RIT in one adjacent hex, without moving (no Eastern Theater credit). */
export function foray(c: LwContent, s: S, side: number, g: number, target: number, kind: number): void {
  s[G_FLAGS + g] = s[G_FLAGS + g]! | GF_FORAYED;
  if (kind === A.FORAY_RIT) {
    s[X_FLAGS + target] = s[X_FLAGS + target]! | XF_RIT;
    return;
  }
  const h = s[G_LOC + g]!;
  const taken = resolveRaid(c, s, side, g, target, itOf(s, h, side));
  addIt(s, h, side, taken);
}

// ---- harassment (13.2.5) ----------------------------------------------------------------------------------

/** After a moving Force entered n: the opponent's cavalry that may harass it, one at a time. */
export function harassmentCheck(c: LwContent, s: S, moverSide: number, n: number): void {
  const city = c.hexCity[n]!;
  if (city >= 0 && ctrlOf(s, city) === moverSide) return; // not into the harasser's enemy cities
  for (let g = 0; g < c.ng; g++)
    if (s[G_LOC + g] === n && c.genSide[g] === moverSide && !(s[G_FLAGS + g]! & GF_MOVING)) return; // occupied
  let k = 0;
  const enemy = 1 - moverSide;
  for (let d = 0; d < 6 && k < 6; d++) {
    const h = c.grid.nbr[n * 6 + d]!;
    if (h < 0 || across(c, n, d) || hexFlag(s, h, enemy, XF_BESIEGED | XF_BESIEGING)) continue;
    const cav = cavIn(c, s, h, enemy);
    if (cav >= 0) s[HS_CAND + k++] = cav;
  }
  if (k === 0) return;
  s[HS_ACTIVE] = 1;
  s[HS_HEX] = n;
  s[HS_SIDE] = enemy;
  s[HS_N] = k;
}

export function runHarass(s: S): void {
  if (s[HS_N]! <= 0) {
    s[HS_ACTIVE] = 0;
    return;
  }
  s[H_STEP] = ST_HARASS;
  s[H_STEP_SIDE] = s[HS_SIDE]!;
}

export function harassActions(s: S, out: Int32Array): number {
  let n = 0;
  out[n++] = A.enc(A.OP_DONE);
  for (let i = 0; i < s[HS_N]!; i++) out[n++] = A.enc(A.OP_HARASS, s[HS_CAND + i]!);
  return n;
}

/**
 * 13.2.5.1: against a Force without cavalry, IT equal to the harassing cavalry's stars; against one
 * with cavalry, the weaker side takes one IT, equal stars no effect.
 */
export function applyHarass(c: LwContent, s: S, a: number): void {
  if (A.opOf(a) === A.OP_DONE) {
    s[HS_N] = 0;
    return;
  }
  const cav = A.xOf(a);
  const k = s[HS_N]!;
  let j = 0;
  for (let i = 0; i < k; i++) if (s[HS_CAND + i] !== cav) s[HS_CAND + j++] = s[HS_CAND + i]!;
  s[HS_N] = j;
  const hs = s[G_STARS + cav]!;
  if (!groupHasCav(c, s)) {
    s[AC_IT] = s[AC_IT]! + hs;
    return;
  }
  const m = groupOf(c, s, buf);
  let ms = 0;
  for (let i = 0; i < m; i++) if (c.genCav[buf[i]!]) ms = s[G_STARS + buf[i]!]!;
  if (ms < hs) s[AC_IT] = s[AC_IT]! + 1;
  else if (ms > hs) addIt(s, s[G_LOC + cav]!, c.genSide[cav]!, 1);
}
