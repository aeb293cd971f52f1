/**
 * Low-level state access shared by the rule modules: unit locations and counts, control words,
 * Army Maximum bookkeeping and the calendar. No rule decisions here.
 */
import { seedWords, sfc32Step } from '../../core/rng.js';
import type { AhdContent } from './content.js';
import {
  B_CNT,
  B_CTRL,
  CLAIM,
  CTRL_MASK,
  H_AM,
  H_OPT,
  H_ZCTRL,
  H_ZOB,
  NB_CAP,
  NTYPES,
  LOC_POOL,
  LOC_STOCK,
  ST_USED_MASK,
  ST_USED_SHIFT,
  U_LOC,
  U_ST,
} from './layout.js';

export type S = Int32Array;

// ---- options ------------------------------------------------------------------------------------
export const opt = (s: S, bit: number): boolean => (s[H_OPT]! & bit) !== 0;

// ---- units ----------------------------------------------------------------------------------------
export const gradeOf = (type: number): number => type % 3;
export const usedOf = (st: number): number => (st & ST_USED_MASK) >> ST_USED_SHIFT;
export const withUsed = (st: number, used: number): number => (st & ~ST_USED_MASK) | (used << ST_USED_SHIFT);

/** Where a unit returns when eliminated or replaced by promotion (R5.1, R6.0). */
export const homeOf = (type: number): number => (type % 3 === 0 ? LOC_POOL : LOC_STOCK);

// ---- box counts: usa total | usa cav << 8 | csa total << 16 | csa cav << 24 ----------------------
export const countOf = (s: S, b: number, side: number): number => (s[B_CNT + b]! >>> (side << 4)) & 0xff;
export const cavOf = (s: S, b: number, side: number): number => (s[B_CNT + b]! >>> ((side << 4) + 8)) & 0xff;
export const infOf = (s: S, b: number, side: number): number => countOf(s, b, side) - cavOf(s, b, side);
export const contested = (s: S, b: number): boolean => countOf(s, b, 0) > 0 && countOf(s, b, 1) > 0;

/**
 * Zobrist keys (fixed, seeded) for the occupancy and control hashes kept in the state: movement
 * generation caches route results per hash (movement.ts). Layout: occupancy key of (b, side, kind)
 * at Z[((b * 2 + side) * 2 + kind) * 2 + w] (kind 0 occupied, 1 cavalry present; w the word), control
 * key of (b, controller) at Z[ZC + (b * 3 + controller + 1) * 2 + w]; an uncontrolled box has key 0.
 */
const ZC = NB_CAP * 8;
const Z = (() => {
  const z = new Int32Array(ZC + NB_CAP * 6);
  const g = seedWords('cwsim-ahd-zobrist', 'zobrist');
  for (let i = 0; i < z.length; i++) z[i] = sfc32Step(g, 0) | 0;
  for (let b = 0; b < NB_CAP; b++) z[ZC + b * 6] = z[ZC + b * 6 + 1] = 0;
  return z;
})();

function zobOcc(s: S, b: number, side: number, kind: number): void {
  const k = ((b * 2 + side) * 2 + kind) * 2;
  s[H_ZOB + 2 * side] = s[H_ZOB + 2 * side]! ^ Z[k]!;
  s[H_ZOB + 2 * side + 1] = s[H_ZOB + 2 * side + 1]! ^ Z[k + 1]!;
}

function bump(s: S, b: number, side: number, cav: boolean, delta: number): void {
  const before = s[B_CNT + b]!;
  let d = delta << (side << 4);
  if (cav) d += delta << ((side << 4) + 8);
  const after = (before + d) | 0;
  s[B_CNT + b] = after;
  const sh = side << 4;
  if ((before >>> sh) & 0xff ? !((after >>> sh) & 0xff) : (after >>> sh) & 0xff) zobOcc(s, b, side, 0);
  if (cav && ((before >>> (sh + 8)) & 0xff ? !((after >>> (sh + 8)) & 0xff) : (after >>> (sh + 8)) & 0xff))
    zobOcc(s, b, side, 1);
}

/** The hashes recomputed from scratch (tests): [usa lo, usa hi, csa lo, csa hi, ctrl lo, ctrl hi]. */
export function zobristFromScratch(c: AhdContent, s: S): number[] {
  const h = [0, 0, 0, 0, 0, 0];
  for (let b = 0; b < c.nb; b++) {
    for (let side = 0; side < 2; side++) {
      for (let kind = 0; kind < 2; kind++) {
        if (kind === 0 ? countOf(s, b, side) === 0 : cavOf(s, b, side) === 0) continue;
        const k = ((b * 2 + side) * 2 + kind) * 2;
        h[2 * side] ^= Z[k]!;
        h[2 * side + 1] ^= Z[k + 1]!;
      }
    }
    const k = ZC + (b * 3 + ctrlOf(s, b) + 1) * 2;
    h[4] ^= Z[k]!;
    h[5] ^= Z[k + 1]!;
  }
  return h;
}

/**
 * Move unit slot u to location `to` (a box index, or POOL/STOCK/DRAFT), keeping box counts.
 * Returns the box it left if that box is now empty of the unit's side, else -1: the caller applies
 * R8.0's vacating rule.
 */
export function relocate(c: AhdContent, s: S, u: number, to: number): number {
  const from = s[U_LOC + u]!;
  if (from === to) return -1;
  const side = c.slotSide[u]!;
  const cav = c.slotType[u]! >= 3;
  s[U_LOC + u] = to;
  if (to < c.nb) bump(s, to, side, cav, 1);
  if (from < c.nb) {
    bump(s, from, side, cav, -1);
    if (countOf(s, from, side) === 0) return from;
  }
  return -1;
}

/**
 * R6.0 promotion: slot `into` (next grade, same arm, from stock) takes the place and status of slot
 * `out`, which goes to the pool or stock. Box counts are unchanged (same side and arm).
 */
export function swapSlot(c: AhdContent, s: S, out: number, into: number): void {
  const box = s[U_LOC + out]!;
  s[U_LOC + into] = box;
  s[U_ST + into] = s[U_ST + out]!;
  s[U_LOC + out] = homeOf(c.slotType[out]!);
  s[U_ST + out] = 0;
}

/** First slot of (side, type) at `loc` whose status matches (st & mask) === want, or -1. */
export function findSlot(
  c: AhdContent,
  s: S,
  side: number,
  type: number,
  loc: number,
  mask: number,
  want: number,
): number {
  const a = c.typeStart[side * 6 + type]!;
  const e = a + c.typeCount[side * 6 + type]!;
  for (let u = a; u < e; u++) if (s[U_LOC + u] === loc && (s[U_ST + u]! & mask) === want) return u;
  return -1;
}

/** Units of `side` on the map (R7.1: units in play). */
export function unitsOnMap(c: AhdContent, s: S, side: number): number {
  const a = side === 0 ? 0 : c.typeStart[NTYPES]!;
  const e = side === 0 ? c.typeStart[NTYPES]! : c.nu;
  let n = 0;
  for (let u = a; u < e; u++) if (s[U_LOC + u]! < c.nb) n++;
  return n;
}

// ---- control (R8.0) -------------------------------------------------------------------------------
/** Controlling side of box b, or -1 (neutral, uncontrolled). */
export const ctrlOf = (s: S, b: number): number => (s[B_CTRL + b]! & CTRL_MASK) - 1;
export const claimOf = (s: S, b: number): boolean => (s[B_CTRL + b]! & CLAIM) !== 0;
export const isRC = (c: AhdContent, b: number): boolean => c.shield[2 * b]! > 0 || c.shield[2 * b + 1]! > 0;

/**
 * Set the controller of b (-1 none) and its claim, keeping both Army Maximums current (R7.1:
 * the sum of own-colour shields of controlled Recruitment Cities).
 */
export function setControl(c: AhdContent, s: S, b: number, side: number, claim: boolean): void {
  const old = ctrlOf(s, b);
  if (old !== side) {
    if (old >= 0) s[H_AM + old] = s[H_AM + old]! - c.shield[2 * b + old]!;
    if (side >= 0) s[H_AM + side] = s[H_AM + side]! + c.shield[2 * b + side]!;
    const k0 = ZC + (b * 3 + old + 1) * 2;
    const k1 = ZC + (b * 3 + side + 1) * 2;
    s[H_ZCTRL] = s[H_ZCTRL]! ^ Z[k0]! ^ Z[k1]!;
    s[H_ZCTRL + 1] = s[H_ZCTRL + 1]! ^ Z[k0 + 1]! ^ Z[k1 + 1]!;
  }
  const w = s[B_CTRL + b]! & ~(CTRL_MASK | CLAIM);
  s[B_CTRL + b] = w | (side + 1) | (claim ? CLAIM : 0);
}

/** Recompute Army Maximums from scratch (setup, tests). */
export function armyMaxFromControl(c: AhdContent, s: S, side: number): number {
  let n = 0;
  for (let b = 0; b < c.nb; b++) if (ctrlOf(s, b) === side) n += c.shield[2 * b + side]!;
  return n;
}

// ---- calendar (R3.0, R9.0): 10 Game Turns a year, Jan/Feb and Nov/Dec are one turn each ----------
const MONTHS = ['07', '08', '09', '10', '11/12', '01/02', '03', '04', '05', '06'];
export function turnLabel(turn: number): string {
  const k = (turn - 1) % 10;
  const year = 1861 + Math.floor((turn - 1) / 10) + (k >= 5 ? 1 : 0);
  return `${MONTHS[k]}/${year}`;
}
/** The 03 (March) Game Turn of a year (R11.3): 1862 -> 7. */
export const marchTurnOf = (year: number): number => (year - 1862) * 10 + 7;
/** The 04 (April) Game Turn of a year: draft turns (R7.2). */
export const aprilTurnOf = (year: number): number => (year - 1862) * 10 + 8;
/** The year a Game Turn falls in. */
export const yearOf = (turn: number): number => Number(turnLabel(turn).slice(-4));
