/**
 * Leader Management (16), the Union first: the Turn Record Track's events of the turn, then two free
 * Transfers (16.6). Events: P promote and DM demote (16.3: Sheridan, Van Dorn and Price promoted become
 * 2-stars with intrinsic cavalry, 8.6); R remove (16.4; TRT T17: the Union may keep Hunter, variant
 * `t17-keep-hunter`, and then Sheridan may not transfer); U to the Unassigned box and Rtn back
 * (16.5.2, as a replacement in its theater); rw replace-with (placed where the departing General
 * stands, 16.4); T a free Transfer, even of a 3-star or cavalry General, to the space of the General
 * named (or anywhere legal), forfeited if not used (16.6); arrivals (16.2) in their theater with a
 * friendly SP with an LOC, else to the Displaced Box of that theater.
 * Also the second Transfer of a Leader Transfer action (7.8, D_XFER2).
 */
import { CH_TURN } from '../../core/header.js';
import type { UscwContent, General } from './content.js';
import {
  EV_DEMOTE,
  EV_PROMOTE,
  EV_REMOVE,
  EV_REPLACE,
  EV_RETURN,
  EV_TRANSFER,
  EV_UNASSIGN,
} from './content.js';
import * as A from './actions.js';
import { displaceGen } from './common.js';
import {
  CSA,
  G_CURSOR,
  G_DA,
  G_DECSIDE,
  G_FREEXFER,
  G_PHASING,
  G_POOL,
  GS_MAP,
  GS_PENDING,
  GS_REMOVED,
  GS_UNASSIGNED,
  GW_CAVRANK,
  GW_THEATER_SHIFT,
  USA,
} from './layout.js';
import { OPT_KEEP_HUNTER, opt } from './options.js';
import { clearDecision, decide } from './phase.js';
import { anyPlace } from './placement.js';
import { transfer, transferable, transferDest } from './main.js';
import { genLoc, genStatus, gw, placeGen, setGenRank, setGenStatus, setGw, type S } from './state.js';

/** True when the phase is over. Cursor: 0 Union events, 1 Union transfers, 2 CSA events, 3 CSA transfers. */
export function leaderStep(c: UscwContent, s: S): boolean {
  const k = s[G_CURSOR]!;
  if (k >= 4) return true;
  const side = k < 2 ? USA : CSA;
  if (k % 2 === 0) {
    if (eventsStep(c, s, side)) {
      s[G_CURSOR] = k + 1;
      s[G_FREEXFER] = 2;
    }
    return false;
  }
  s[G_CURSOR] = k + 1;
  s[G_POOL + 2] = 0;
  s[G_POOL + 3] = 0;
  if (s[G_FREEXFER]! > 0 && anyTransfer(c, s, side)) decide(s, A.D_LM, side);
  return false;
}

function setTheater(c: UscwContent, s: S, g: number, th: number): void {
  setGw(c, s, g, (gw(c, s, g) & ~(3 << GW_THEATER_SHIFT)) | (th << GW_THEATER_SHIFT));
}

/**
 * One pass step over the generals of side (G_POOL+2 = general, G_POOL+3 = pass: 0 replacements,
 * 1 ranks, removals and returns, 2 arrivals and transfers). True when all passes are done.
 */
function eventsStep(c: UscwContent, s: S, side: number): boolean {
  const turn = s[CH_TURN]!;
  for (;;) {
    const pass = s[G_POOL + 3]!;
    const g = s[G_POOL + 2]!;
    if (pass > 2) {
      s[G_POOL + 2] = 0;
      s[G_POOL + 3] = 0;
      return true;
    }
    if (g >= c.ng) {
      s[G_POOL + 2] = 0;
      s[G_POOL + 3] = pass + 1;
      continue;
    }
    s[G_POOL + 2] = g + 1;
    const gen = c.gens[g]!;
    if (gen.side !== side) continue;
    if (
      pass === 2 &&
      gen.arriveTurn > 0 &&
      gen.arriveTurn <= turn &&
      genStatus(c, s, g) === GS_PENDING &&
      arrive(c, s, g, gen.arriveTheater)
    )
      return false;
    for (const e of gen.events) {
      if (e.turn !== turn) continue;
      if (pass === 0 && e.kind === EV_REPLACE) replaceWith(c, s, g, e.other);
      if (pass === 1) applyEvent(c, s, g, gen, e.kind, e.rank, e.theater);
      if (pass === 2 && e.kind === EV_RETURN && arrive(c, s, g, e.theater)) return false;
      if (pass === 2 && e.kind === EV_TRANSFER && offerTransfer(c, s, g, e.other)) return false;
    }
  }
}

function applyEvent(
  c: UscwContent,
  s: S,
  g: number,
  gen: General,
  kind: number,
  rank: number,
  theater: number,
): void {
  if (kind === EV_PROMOTE || kind === EV_DEMOTE) {
    setGenRank(c, s, g, rank);
    if (gen.cav && rank >= 2) setGw(c, s, g, gw(c, s, g) | GW_CAVRANK);
  } else if (kind === EV_REMOVE) {
    if (gen.id === 'hunter' && opt(s, OPT_KEEP_HUNTER)) return;
    setGenStatus(c, s, g, GS_REMOVED);
  } else if (kind === EV_UNASSIGN) setGenStatus(c, s, g, GS_UNASSIGNED);
  else if (kind === EV_RETURN && genStatus(c, s, g) === GS_UNASSIGNED) {
    setGenStatus(c, s, g, GS_PENDING);
    setTheater(c, s, g, Math.max(0, theater));
  }
}

/** r/w: the replacement goes where the departing General stands, even Isolated or Displaced (16.4). */
function replaceWith(c: UscwContent, s: S, g: number, other: number): void {
  if (other < 0) return;
  const at = genLoc(c, s, other);
  if (at >= 0) placeGen(c, s, g, at);
  else displaceGen(c, s, g, (gw(c, s, other) >>> GW_THEATER_SHIFT) & 3);
}

/** An arrival or return: ask where, or to the Displaced Box of the theater. True when asked. */
function arrive(c: UscwContent, s: S, g: number, theater: number): boolean {
  if (genStatus(c, s, g) !== GS_PENDING) return false;
  const side = c.gens[g]!.side;
  setTheater(c, s, g, Math.max(0, theater));
  if (anyPlace(c, s, A.PL_ARRIVAL, g, side)) {
    decide(s, A.D_PLACE, side, A.PL_ARRIVAL, g);
    return true;
  }
  displaceGen(c, s, g, Math.max(0, theater));
  return false;
}

/** A scheduled free Transfer (16.6), to the space of the General named when he has one. */
function offerTransfer(c: UscwContent, s: S, g: number, to: number): boolean {
  if (genStatus(c, s, g) !== GS_MAP) return false;
  if (c.gens[g]!.id === 'sheridan' && opt(s, OPT_KEEP_HUNTER)) return false;
  let any = false;
  forTDest(c, s, g, to, () => (any = true));
  if (!any) return false;
  decide(s, A.D_LM_T, c.gens[g]!.side, g, to + 1);
  return true;
}

function forTDest(c: UscwContent, s: S, g: number, to: number, f: (n: number) => void): void {
  const side = c.gens[g]!.side;
  const from = genLoc(c, s, g);
  if (to >= 0 && genStatus(c, s, to) === GS_MAP) {
    const n = genLoc(c, s, to);
    if (transferDest(c, s, n, side, from)) f(n);
    return;
  }
  for (let n = 0; n < c.map.nn; n++) if (transferDest(c, s, n, side, from)) f(n);
}

export function listLmT(c: UscwContent, s: S, out: A.Out): void {
  out.push(A.enc(A.OP_SKIP));
  forTDest(c, s, s[G_DA]!, s[0 + G_DA + 1]! - 1, (n) => out.push(A.enc(A.OP_PLACE, n)));
}

export function playLmT(c: UscwContent, s: S, a: number): void {
  if (A.opOf(a) === A.OP_PLACE) placeGen(c, s, s[G_DA]!, A.xOf(a));
  clearDecision(s);
}

function anyTransfer(c: UscwContent, s: S, side: number): boolean {
  for (let g = 0; g < c.ng; g++) {
    if (!transferable(c, s, g, side)) continue;
    const from = genLoc(c, s, g);
    for (let n = 0; n < c.map.nn; n++) if (transferDest(c, s, n, side, from)) return true;
  }
  return false;
}

function listTransfers(c: UscwContent, s: S, side: number, out: A.Out, op: number): void {
  out.push(A.enc(A.OP_DONE));
  for (let g = 0; g < c.ng; g++) {
    if (!transferable(c, s, g, side)) continue;
    const from = genLoc(c, s, g);
    for (let n = 0; n < c.map.nn; n++) if (transferDest(c, s, n, side, from)) out.push(A.enc(op, g, n));
  }
}

export function listLm(c: UscwContent, s: S, out: A.Out): void {
  listTransfers(c, s, s[G_DECSIDE]!, out, A.OP_LM_XFER);
}

export function playLm(c: UscwContent, s: S, a: number): void {
  const side = s[G_DECSIDE]!;
  if (A.opOf(a) === A.OP_DONE) {
    clearDecision(s);
    return;
  }
  transfer(c, s, A.xOf(a), A.yOf(a));
  s[G_FREEXFER] = s[G_FREEXFER]! - 1;
  if (s[G_FREEXFER]! > 0 && anyTransfer(c, s, side)) return;
  clearDecision(s);
}

export function listXfer2(c: UscwContent, s: S, out: A.Out): void {
  listTransfers(c, s, s[G_PHASING]!, out, A.OP_TRANSFER);
}

/** 7.8: the second General of the same Leader Transfer action, or none. */
export function playXfer2(c: UscwContent, s: S, a: number): void {
  const side = s[G_PHASING]!;
  if (A.opOf(a) === A.OP_TRANSFER) transfer(c, s, A.xOf(a), A.yOf(a));
  decide(s, A.D_MAIN, side);
}
