/**
 * Reading and writing the uscw board (layout.ts): SPs per node and side, the node bit fields, the
 * generals' words and the militia words. Small functions the rules modules share; nothing here
 * decides a rule.
 */
import type { UscwContent } from './content.js';
import {
  B_ARS_SHIFT,
  B_BUILD_SHIFT,
  B_BUILDCSA,
  B_CTRL_SHIFT,
  B_DEMOR,
  B_ENT_SHIFT,
  B_FORAGE,
  B_FORT_SHIFT,
  B_FORTOWN,
  B_SURR_SHIFT,
  G_H0,
  G_H1,
  G_HAND,
  KEEP_A,
  KEEP_B,
  KEEP_GEN,
  KEEP_MIL,
  GS_MAP,
  GW_LOC_MASK,
  GW_RANK_SHIFT,
  GW_STATUS_SHIFT,
  layoutOf,
  MW_EXISTS,
  MW_LOC_MASK,
  type Layout,
} from './layout.js';

export type S = Int32Array;

/** Hash of one board word (0 for a zero word, so an empty board hashes to 0). */
function z(i: number, v: number, k: number): number {
  if (v === 0) return 0;
  let h = Math.imul(i ^ k, 0x9e3779b1) ^ Math.imul(v, 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d);
  h = Math.imul(h ^ (h >>> 12), 0x297a2d39);
  return h ^ (h >>> 15);
}

/**
 * Write board word i, keeping the board hash (G_H0, G_H1) the XOR of z(i, word & keep) over the board:
 * a function of the bits `keep` of each word that the derived facts read (layout.ts KEEP_*).
 */
export function wr(s: S, i: number, v: number, keep: number): void {
  const old = s[i]!;
  if (old === v) return;
  s[i] = v;
  const a = old & keep;
  const b = v & keep;
  if (a === b) return;
  s[G_H0] = s[G_H0]! ^ z(i, a, 0x1234567) ^ z(i, b, 0x1234567);
  s[G_H1] = s[G_H1]! ^ z(i, a, 0x7654321) ^ z(i, b, 0x7654321);
}

let lastC: UscwContent | undefined;
let lastL: Layout | undefined;
/** The layout of pack c (memoised for the last pack asked). */
export function L(c: UscwContent): Layout {
  if (c !== lastC) {
    lastC = c;
    lastL = layoutOf(c);
  }
  return lastL!;
}

// --- SPs ---------------------------------------------------------------------------------------------
export function sp(c: UscwContent, s: S, n: number, side: number): number {
  return (s[L(c).A + n]! >>> (8 * side)) & 0xff;
}
export function spMoved(c: UscwContent, s: S, n: number, side: number): number {
  return (s[L(c).A + n]! >>> (16 + 8 * side)) & 0xff;
}
/** SPs of `side` at n that have not been activated this Action Phase (5.1.2). */
export function spFree(c: UscwContent, s: S, n: number, side: number): number {
  return Math.max(0, sp(c, s, n, side) - spMoved(c, s, n, side));
}
function setByte(c: UscwContent, s: S, n: number, shift: number, v: number): void {
  const i = L(c).A + n;
  const x = Math.max(0, Math.min(255, v));
  wr(s, i, (s[i]! & ~(0xff << shift)) | (x << shift), KEEP_A);
}
export function setSp(c: UscwContent, s: S, n: number, side: number, v: number): void {
  setByte(c, s, n, 8 * side, v);
  if (spMoved(c, s, n, side) > v) setByte(c, s, n, 16 + 8 * side, v);
}
export function addSp(c: UscwContent, s: S, n: number, side: number, d: number): void {
  setSp(c, s, n, side, sp(c, s, n, side) + d);
}
export function setMoved(c: UscwContent, s: S, n: number, side: number, v: number): void {
  setByte(c, s, n, 16 + 8 * side, Math.min(v, sp(c, s, n, side)));
}
/** Add d SPs that have already moved this phase (dropped off, arrived). */
export function addMovedSp(c: UscwContent, s: S, n: number, side: number, d: number): void {
  setSp(c, s, n, side, sp(c, s, n, side) + d);
  setMoved(c, s, n, side, spMoved(c, s, n, side) + d);
}
/** Remove d SPs, taking moved ones last (they are interchangeable; 2.2.3). */
export function removeSp(c: UscwContent, s: S, n: number, side: number, d: number): void {
  const have = sp(c, s, n, side);
  const free = spFree(c, s, n, side);
  const fromFree = Math.min(free, d);
  const moved = spMoved(c, s, n, side) - (d - fromFree);
  setSp(c, s, n, side, have - d);
  setMoved(c, s, n, side, Math.max(0, moved));
}

// --- node bits -----------------------------------------------------------------------------------------
export function nb(c: UscwContent, s: S, n: number): number {
  return s[L(c).B + n]!;
}
function setField(c: UscwContent, s: S, n: number, shift: number, bits: number, v: number): void {
  const i = L(c).B + n;
  const mask = ((1 << bits) - 1) << shift;
  wr(s, i, (s[i]! & ~mask) | ((v << shift) & mask), KEEP_B);
}
export function setBit(c: UscwContent, s: S, n: number, bit: number, on: boolean): void {
  const i = L(c).B + n;
  wr(s, i, on ? s[i]! | bit : s[i]! & ~bit, KEEP_B);
}
/** Control marker: -1 none, else the side (6.2). */
export function marker(c: UscwContent, s: S, n: number): number {
  return ((nb(c, s, n) >>> B_CTRL_SHIFT) & 3) - 1;
}
export function setMarker(c: UscwContent, s: S, n: number, side: number): void {
  setField(c, s, n, B_CTRL_SHIFT, 2, side + 1);
}
export function fortLevel(c: UscwContent, s: S, n: number): number {
  return (nb(c, s, n) >>> B_FORT_SHIFT) & 3;
}
/** Owner of the completed fort at n, -1 none. */
export function fortOwner(c: UscwContent, s: S, n: number): number {
  if (fortLevel(c, s, n) === 0) return -1;
  return nb(c, s, n) & B_FORTOWN ? 1 : 0;
}
export function setFort(c: UscwContent, s: S, n: number, level: number, owner: number): void {
  setField(c, s, n, B_FORT_SHIFT, 2, level);
  setBit(c, s, n, B_FORTOWN, level > 0 && owner === 1);
}
export function buildStage(c: UscwContent, s: S, n: number): number {
  return (nb(c, s, n) >>> B_BUILD_SHIFT) & 3;
}
export function buildOwner(c: UscwContent, s: S, n: number): number {
  return nb(c, s, n) & B_BUILDCSA ? 1 : 0;
}
export function setBuild(c: UscwContent, s: S, n: number, stage: number, owner: number): void {
  setField(c, s, n, B_BUILD_SHIFT, 2, stage);
  setBit(c, s, n, B_BUILDCSA, stage > 0 && owner === 1);
}
/** Entrenchment owner, -1 none (10.1). */
export function entrench(c: UscwContent, s: S, n: number): number {
  return ((nb(c, s, n) >>> B_ENT_SHIFT) & 3) - 1;
}
export function setEntrench(c: UscwContent, s: S, n: number, side: number): void {
  setField(c, s, n, B_ENT_SHIFT, 2, side + 1);
}
export function demor(c: UscwContent, s: S, n: number, side: number): boolean {
  return (nb(c, s, n) & (B_DEMOR << side)) !== 0;
}
export function setDemor(c: UscwContent, s: S, n: number, side: number, on: boolean): void {
  setBit(c, s, n, B_DEMOR << side, on);
}
export function forage(c: UscwContent, s: S, n: number, side: number): boolean {
  return (nb(c, s, n) & (B_FORAGE << side)) !== 0;
}
export function setForage(c: UscwContent, s: S, n: number, side: number, on: boolean): void {
  setBit(c, s, n, B_FORAGE << side, on);
}
export function arsenals(c: UscwContent, s: S, n: number): number {
  return (nb(c, s, n) >>> B_ARS_SHIFT) & 7;
}
export function setArsenals(c: UscwContent, s: S, n: number, v: number): void {
  setField(c, s, n, B_ARS_SHIFT, 3, v);
}
export function surrPts(c: UscwContent, s: S, n: number): number {
  return (nb(c, s, n) >>> B_SURR_SHIFT) & 3;
}
export function setSurrPts(c: UscwContent, s: S, n: number, v: number): void {
  setField(c, s, n, B_SURR_SHIFT, 2, Math.min(3, v));
}

// --- generals ------------------------------------------------------------------------------------------
export function gw(c: UscwContent, s: S, g: number): number {
  return s[L(c).GEN + g]!;
}
export function setGw(c: UscwContent, s: S, g: number, v: number): void {
  wr(s, L(c).GEN + g, v, KEEP_GEN);
}
/** Node of general g, -1 when not on the map. */
export function genLoc(c: UscwContent, s: S, g: number): number {
  const w = gw(c, s, g);
  return ((w >>> GW_STATUS_SHIFT) & 7) === GS_MAP ? (w & GW_LOC_MASK) - 1 : -1;
}
export function genStatus(c: UscwContent, s: S, g: number): number {
  return (gw(c, s, g) >>> GW_STATUS_SHIFT) & 7;
}
export function genRank(c: UscwContent, s: S, g: number): number {
  return (gw(c, s, g) >>> GW_RANK_SHIFT) & 7;
}
export function genFlag(c: UscwContent, s: S, g: number, bit: number): boolean {
  return (gw(c, s, g) & bit) !== 0;
}
export function setGenFlag(c: UscwContent, s: S, g: number, bit: number, on: boolean): void {
  const v = gw(c, s, g);
  setGw(c, s, g, on ? v | bit : v & ~bit);
}
export function placeGen(c: UscwContent, s: S, g: number, n: number): void {
  const v = gw(c, s, g) & ~(GW_LOC_MASK | (7 << GW_STATUS_SHIFT));
  setGw(c, s, g, v | (n + 1) | (GS_MAP << GW_STATUS_SHIFT));
}
export function setGenStatus(c: UscwContent, s: S, g: number, status: number): void {
  const v = gw(c, s, g) & ~(GW_LOC_MASK | (7 << GW_STATUS_SHIFT));
  setGw(c, s, g, v | (status << GW_STATUS_SHIFT));
}
export function setGenRank(c: UscwContent, s: S, g: number, rank: number): void {
  const v = gw(c, s, g) & ~(7 << GW_RANK_SHIFT);
  setGw(c, s, g, v | (rank << GW_RANK_SHIFT));
}
/** Generals of `side` on the map at n (land generals only), written to out; returns the count. */
export function gensAt(c: UscwContent, s: S, n: number, side: number, out: Int32Array): number {
  let k = 0;
  const base = L(c).GEN;
  for (let g = 0; g < c.ng; g++) {
    const w = s[base + g]!;
    if ((w & GW_LOC_MASK) - 1 !== n || ((w >>> GW_STATUS_SHIFT) & 7) !== GS_MAP) continue;
    const gen = c.gens[g]!;
    if (gen.side === side && !gen.naval) out[k++] = g;
  }
  return k;
}
/** Any land general of `side` at n. */
export function hasGen(c: UscwContent, s: S, n: number, side: number): boolean {
  const base = L(c).GEN;
  for (let g = 0; g < c.ng; g++) {
    const w = s[base + g]!;
    if ((w & GW_LOC_MASK) - 1 === n && ((w >>> GW_STATUS_SHIFT) & 7) === GS_MAP) {
      const gen = c.gens[g]!;
      if (gen.side === side && !gen.naval) return true;
    }
  }
  return false;
}

// --- militia (17.2) ------------------------------------------------------------------------------------
export function milIndex(c: UscwContent, side: number, st: number): number {
  return L(c).MIL + side * L(c).nst + st;
}
/** Node of the militia of state st for side, -1 when displaced or absent. */
export function milLoc(c: UscwContent, s: S, side: number, st: number): number {
  const w = s[milIndex(c, side, st)]!;
  return w & MW_EXISTS ? (w & MW_LOC_MASK) - 1 : -1;
}
export function milExists(c: UscwContent, s: S, side: number, st: number): boolean {
  return (s[milIndex(c, side, st)]! & MW_EXISTS) !== 0;
}
/** Place (n >= 0) or displace (n = -1) the militia of state st for side (17.2.1). */
export function setMilLoc(c: UscwContent, s: S, side: number, st: number, n: number): void {
  const i = milIndex(c, side, st);
  wr(s, i, (s[i]! & ~MW_LOC_MASK) | MW_EXISTS | (n + 1), KEEP_MIL);
}

/** Does side have a militia at n? */
export function militiaAt(c: UscwContent, s: S, n: number, side: number): boolean {
  const st = c.map.stateOf[n]!;
  if (milLoc(c, s, side, st) === n) return true;
  // a Virginia town of West Virginia (17.1.2): the VA militia may not go there, the WV one may
  return false;
}

// --- cards (18) ------------------------------------------------------------------------------------------
export const CARD_EAST = 0;
export const CARD_WEST = 1;
export const CARD_NAVAL = 3;
export const CARD_ANY = 4;
export const CARD_NAMES = ['East', 'West', 'Trans-Mississippi', 'Naval', 'Any'] as const;

export function hand(s: S, side: number, type: number): number {
  return s[G_HAND + side * 5 + type]!;
}
export function handSize(s: S, side: number): number {
  let n = 0;
  for (let t = 0; t < 5; t++) n += s[G_HAND + side * 5 + t]!;
  return n;
}
export function addCard(s: S, side: number, type: number, d: number): void {
  s[G_HAND + side * 5 + type] = s[G_HAND + side * 5 + type]! + d;
}
