/**
 * Rail Phase (9.0): rail transport within the turn track's capacity in stars (9.1; each IT a general
 * carries counts as a star), absorbing TCO stars (9.2, 17.5) and removing every RIT (9.3).
 *
 * One action moves one general (the Force's CO may detach subordinates and rail them, or leave the IT
 * behind, 9.1): a general railing out of a Force carries no IT; a lone general carries his Force's IT.
 * Lines may not be used into or out of a hex cut by an RIT, an enemy Force, an enemy city or garrison;
 * the Union may bypass cuts through the northern transit hexes (2.3); Kentucky's rails are closed to a
 * side until it holds a Kentucky city (2.4.3).
 */
import * as A from './actions.js';
import { maxStars } from './command.js';
import type { LwContent } from './content.js';
import {
  G_FLAGS,
  G_LOC,
  G_STARS,
  GF_ABSORBED,
  GF_NAVAL,
  GF_RAILED,
  H_RAIL_USED,
  H_TURNIDX,
  LOC_OUT,
  USA,
  X_FLAGS,
  XF_BESIEGED,
  XF_BESIEGING,
  XF_RIT,
} from './layout.js';
import { CFL_KY, CFL_TRANSIT, HF_KY, HF_MOUNTAIN, SB_RAIL } from './mapdata.js';
import { leftHex } from './command.js';
import {
  countIn,
  ctrlOf,
  enemyCity,
  hexFlag,
  itOf,
  payPc,
  pcOf,
  placeGeneral,
  setIt,
  addIt,
  stackOk,
  type S,
} from './state.js';

const seen = new Uint8Array(1024);
const queue = new Int32Array(1024);

function railCapacity(c: LwContent, s: S, side: number): number {
  const t = s[H_TURNIDX]!;
  return (side === USA ? c.tables.rail.usa[t]! : c.tables.rail.csa[t]!) - s[H_RAIL_USED + side]!;
}

/** Stars a general uses of the capacity: his stars, plus his Force's IT if he travels alone (9.1). */
function railCost(c: LwContent, s: S, g: number): number {
  const h = s[G_LOC + g]!;
  const side = c.genSide[g]!;
  return s[G_STARS + g]! + (countIn(c, s, h, side) === 1 ? itOf(s, h, side) : 0);
}

function kyOpen(c: LwContent, s: S, side: number): boolean {
  for (let k = 0; k < c.ncity; k++) if (c.cityFlags[k]! & CFL_KY && ctrlOf(s, k) === side) return true;
  return false;
}

/** Rail hexes cut for the side being checked (9.1): RIT, enemy Forces, enemy cities; Kentucky's if closed. */
const cutMask = new Uint8Array(1024);

function prepareCuts(c: LwContent, s: S, side: number): void {
  const ky = kyOpen(c, s, side);
  for (let h = 0; h < c.nh; h++) {
    const city = c.hexCity[h]!;
    cutMask[h] =
      s[X_FLAGS + h]! & XF_RIT || (!ky && c.hexFlags[h]! & HF_KY) || (city >= 0 && enemyCity(s, city, side))
        ? 1
        : 0;
  }
  for (let g = 0; g < c.ng; g++) if (c.genSide[g] !== side && s[G_LOC + g]! >= 0) cutMask[s[G_LOC + g]!] = 1;
}

/** Rail hexes reachable from `from` (the cuts prepared for `side`), written into queue; returns the count. */
function reachFrom(c: LwContent, from: number, side: number): number {
  seen.fill(0, 0, c.nh);
  if (!c.hexRail[from] || cutMask[from]) return 0;
  let qh = 0;
  let qt = 0;
  queue[qt++] = from;
  seen[from] = 1;
  let transit = false;
  while (qh < qt) {
    const h = queue[qh++]!;
    for (let d = 0; d < 6; d++) {
      if (!(c.sideBits[h * 6 + d]! & SB_RAIL)) continue;
      const n = c.grid.nbr[h * 6 + d]!;
      if (n < 0 || seen[n] || cutMask[n]) continue;
      seen[n] = 1;
      queue[qt++] = n;
    }
    const city = c.hexCity[h]!;
    if (side === USA && !transit && city >= 0 && c.cityFlags[city]! & CFL_TRANSIT) {
      transit = true; // 2.3: the transit hexes join the Union's lines around any cut
      for (let k = 0; k < c.ncity; k++) {
        const th = c.cityHex[k]!;
        if (c.cityFlags[k]! & CFL_TRANSIT && !seen[th] && !cutMask[th]) {
          seen[th] = 1;
          queue[qt++] = th;
        }
      }
    }
  }
  return qt;
}

function mayRail(c: LwContent, s: S, g: number, side: number, cap: number): boolean {
  const h = s[G_LOC + g]!;
  if (c.genSide[g] !== side || h < 0 || !c.hexRail[h]) return false;
  if (s[G_FLAGS + g]! & (GF_RAILED | GF_NAVAL)) return false;
  if (hexFlag(s, h, side, XF_BESIEGED | XF_BESIEGING)) return false;
  return railCost(c, s, g) <= cap;
}

/** Per-hex stacking summary of one side, for O(1) destination checks (12.4, 13.1.1). */
const infS = new Int32Array(1024);
const top = new Int32Array(1024);
const three = new Uint8Array(1024);
const cavR = new Int32Array(1024);
const reach = new Int32Array(1024);

function summarize(c: LwContent, s: S, side: number): void {
  infS.fill(0, 0, c.nh);
  top.fill(0, 0, c.nh);
  three.fill(0, 0, c.nh);
  cavR.fill(0, 0, c.nh);
  for (let g = 0; g < c.ng; g++) {
    const h = s[G_LOC + g]!;
    if (h < 0 || c.genSide[g] !== side) continue;
    const st = s[G_STARS + g]!;
    if (c.genCav[g]) cavR[h] = cavR[h]! > 0 ? 99 : st;
    else {
      infS[h] = infS[h]! + st;
      top[h] = Math.max(top[h]!, st);
      if (st === 3) three[h] = 1;
    }
  }
}

/** Would general g (stars st, cavalry or not) fit at `to` (12.4, 13.1.1)? */
function fitsAt(c: LwContent, g: number, st: number, to: number): boolean {
  if (c.genCav[g]) return cavR[to] === 0 && (top[to] === 0 || st <= top[to]!);
  const inf = infS[to]! + st;
  const limit = c.hexFlags[to]! & HF_MOUNTAIN ? 6 : three[to] || st === 3 ? 12 : 6;
  return inf <= limit && (cavR[to] === 0 || cavR[to]! <= Math.max(top[to]!, st));
}

export function railActions(c: LwContent, s: S, side: number, out: Int32Array): number {
  let n = 0;
  out[n++] = A.enc(A.OP_DONE);
  const cap = railCapacity(c, s, side);
  summarize(c, s, side);
  prepareCuts(c, s, side);
  let lastFrom = -1;
  let m = 0;
  for (let g = 0; g < c.ng; g++) {
    if (!mayRail(c, s, g, side, cap)) continue;
    const from = s[G_LOC + g]!;
    if (!leavesLegal(c, s, g, from, side)) continue;
    if (from !== lastFrom) {
      m = reachFrom(c, from, side);
      reach.set(queue.subarray(0, m));
      lastFrom = from;
    }
    const st = s[G_STARS + g]!;
    for (let i = 1; i < m; i++) {
      const to = reach[i]!;
      if (fitsAt(c, g, st, to)) out[n++] = A.enc(A.OP_RAIL, g, to);
    }
  }
  return n;
}

/** Those the general leaves behind stay legally stacked (12.4: a cavalry general never outranks the CO). */
function leavesLegal(c: LwContent, s: S, g: number, from: number, side: number): boolean {
  s[G_LOC + g] = -99;
  const ok = stackOk(c, s, from, side);
  s[G_LOC + g] = from;
  return ok;
}

export function applyRail(c: LwContent, s: S, side: number, g: number, to: number): void {
  const from = s[G_LOC + g]!;
  const alone = countIn(c, s, from, side) === 1;
  const it = alone ? itOf(s, from, side) : 0;
  s[H_RAIL_USED + side] = s[H_RAIL_USED + side]! + railCost(c, s, g);
  placeGeneral(s, g, to);
  s[G_FLAGS + g] = s[G_FLAGS + g]! | GF_RAILED;
  if (alone) setIt(s, from, side, 0);
  addIt(s, to, side, it);
  leftHex(c, s, from, side);
}

// ---- absorbing TCO (9.2, 17.5) ------------------------------------------------------------------------

export function absorbActions(c: LwContent, s: S, side: number, out: Int32Array): number {
  let n = 0;
  out[n++] = A.enc(A.OP_DONE);
  if (pcOf(s, side) < 1) return n;
  for (let t = c.nRegular; t < c.ng; t++) {
    const h = s[G_LOC + t]!;
    if (c.genSide[t] !== side || h < 0 || s[G_STARS + t]! <= 0) continue;
    for (let g = 0; g < c.nRegular; g++) {
      if (s[G_LOC + g] !== h || c.genSide[g] !== side || c.genCav[g]) continue; // infantry only (17.5)
      if (s[G_FLAGS + g]! & GF_ABSORBED || s[G_STARS + g]! >= maxStars(c, g)) continue;
      if (absorbFits(c, s, g, t)) out[n++] = A.enc(A.OP_ABSORB, g, t);
    }
  }
  return n;
}

function absorbFits(c: LwContent, s: S, g: number, t: number): boolean {
  s[G_STARS + g] = s[G_STARS + g]! + 1;
  s[G_STARS + t] = s[G_STARS + t]! - 1;
  const saved = s[G_LOC + t]!;
  if (s[G_STARS + t] === 0) s[G_LOC + t] = LOC_OUT;
  const ok = stackOk(c, s, saved, c.genSide[g]!);
  s[G_LOC + t] = saved;
  s[G_STARS + t] = s[G_STARS + t]! + 1;
  s[G_STARS + g] = s[G_STARS + g]! - 1;
  return ok;
}

export function applyAbsorb(s: S, side: number, g: number, t: number): void {
  payPc(s, side, 1);
  s[G_STARS + g] = s[G_STARS + g]! + 1;
  s[G_FLAGS + g] = s[G_FLAGS + g]! | GF_ABSORBED;
  s[G_STARS + t] = s[G_STARS + t]! - 1;
  if (s[G_STARS + t] === 0) s[G_LOC + t] = LOC_OUT;
}

/** 9.3: every RIT comes off the map. */
export function removeRit(c: LwContent, s: S): void {
  for (let h = 0; h < c.nh; h++) s[X_FLAGS + h] = s[X_FLAGS + h]! & ~XF_RIT;
}
