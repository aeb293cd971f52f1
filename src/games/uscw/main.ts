/**
 * The phasing player's menu of Actions (4.3) and its cost: a move of a General with k SPs (1 AP, 7.3;
 * Force March +2 MA with a card, 18.1), a move of up to 3 SPs without a General (1 AP, 5.10), Naval
 * Transport (20.3), Rally (1 AP, 12.5.2), Leader Transfers (1 AP for two, 7.8), Entrench (1 AP, 10.1.2),
 * Training (7 AP make an SP, 17.3), a Fort with a card (10.2.2), rearranging Militia (free, 17.2.3),
 * Dispersing (free, 4.3), a Supply card (18.1) and the end of the Action Phase. A card may replace an
 * Action Point for any action but Training (18.1); see common.ts `pay`.
 */
import type { UscwContent } from './content.js';
import * as A from './actions.js';
import {
  canPay,
  canPayPlus,
  cardFor,
  commandLimit,
  commandRank,
  displaceGen,
  displaceSp,
  pay,
} from './common.js';
import { derived } from './derived.js';
import { canBuildFort, canEntrench, startFort } from './fortify.js';
import {
  A_FLAGS,
  AF_CAUTIOUS_PAID,
  G_AP,
  G_OTR,
  G_PHASING,
  G_SUPCARD,
  G_TAP,
  G_TRAIN,
  GS_MAP,
  GW_MOVED,
  GW_XFERRED,
  KEEP_MIL,
  MW_MOVED,
  USA,
} from './layout.js';
import { NF_CHESAPEAKE, NF_OBJ, NF_RES } from './mapmodel.js';
import { endOfActions, decide } from './phase.js';
import { startActivation, startSpActivation } from './move.js';
import { anyPlace } from './placement.js';
import {
  addCard,
  demor,
  gensAt,
  genFlag,
  genLoc,
  genRank,
  genStatus,
  milIndex,
  milLoc,
  placeGen,
  setDemor,
  setEntrench,
  setGenFlag,
  setMilLoc,
  setMoved,
  setSp,
  sp,
  spFree,
  spMoved,
  wr,
  type S,
} from './state.js';
import { navalSources, startNaval } from './transport.js';
import { listNavalMoves } from './navalmove.js';
import { listBatteryCarries, listBatteryMoves } from './navalbattery.js';

const gbuf = new Int32Array(64);

export function listMain(c: UscwContent, s: S, out: A.Out): void {
  const side = s[G_PHASING]!;
  out.push(A.enc(A.OP_END));
  listGeneralMoves(c, s, side, out);
  listSpMoves(c, s, side, out);
  listStackActions(c, s, side, out);
  listTransfers(c, s, side, out);
  if (s[G_AP]! + s[G_TAP]! + s[G_TAP + 1]! + s[G_TAP + 2]! > 0) out.push(A.enc(A.OP_TRAIN));
  listMilitia(c, s, side, out);
  navalSources(c, s, side, out);
  listNavalMoves(c, s, side, out);
  listBatteryMoves(c, s, side, out);
  listBatteryCarries(c, s, side, out);
}

/** Unmoved generals that may come with g as subordinates (7.2.3, 7.4.1: 3-stars only under Grant). */
function subordinates(c: UscwContent, s: S, g: number, n: number, side: number, out: Int32Array): number {
  const k = gensAt(c, s, n, side, gbuf);
  let m = 0;
  const r = commandRank(c, s, g);
  for (let i = 0; i < k; i++) {
    const h = gbuf[i]!;
    if (h === g || genFlag(c, s, h, GW_MOVED)) continue;
    if (genRank(c, s, h) >= 3 && genRank(c, s, g) < 4) continue;
    if (commandRank(c, s, h) <= r) out[m++] = h;
  }
  return m;
}

const subBuf = new Int32Array(64);

function listGeneralMoves(c: UscwContent, s: S, side: number, out: A.Out): void {
  const m = c.map;
  for (let g = 0; g < c.ng; g++) {
    const gen = c.gens[g]!;
    if (gen.side !== side || gen.naval || genStatus(c, s, g) !== GS_MAP || genFlag(c, s, g, GW_MOVED))
      continue;
    const n = genLoc(c, s, g);
    if (m.flags[n]! & NF_CHESAPEAKE) continue;
    const th = m.theater[n]!;
    if (!canPay(s, side, th)) continue;
    const free = spFree(c, s, n, side);
    const here = gensAt(c, s, n, side, gbuf);
    const nsub = subordinates(c, s, g, n, side, subBuf);
    const limit = Math.min(commandLimit(c, s, g), free);
    const fmOk = canPayPlus(s, side, th, 1) && !demor(c, s, n, side);
    for (let subs = 0; subs <= (nsub > 0 ? 1 : 0); subs++) {
      const staying = here - 1 - (subs ? nsub : 0);
      const maxK = staying > 0 ? Math.min(limit, sp(c, s, n, side) - 1) : limit;
      for (let k = 0; k <= maxK; k++) {
        if (k === 0 && sp(c, s, n, side) === 0) continue;
        const y = k | (subs ? A.ACT_SUBS : 0);
        out.push(A.enc(A.OP_ACT_GEN, g, y));
        if (fmOk && k > 0) out.push(A.enc(A.OP_ACT_GEN, g, y | A.ACT_FM));
      }
    }
  }
}

function listSpMoves(c: UscwContent, s: S, side: number, out: A.Out): void {
  const m = c.map;
  for (let n = 0; n < m.nn; n++) {
    const free = spFree(c, s, n, side);
    if (free === 0 || m.flags[n]! & NF_CHESAPEAKE || !canPay(s, side, m.theater[n]!)) continue;
    const generals = gensAt(c, s, n, side, gbuf) > 0;
    const max = Math.min(3, generals ? Math.min(free, sp(c, s, n, side) - 1) : free);
    for (let k = 1; k <= max; k++) out.push(A.enc(A.OP_ACT_SP, n, k));
  }
}

function listStackActions(c: UscwContent, s: S, side: number, out: A.Out): void {
  const m = c.map;
  const d = derived(c, s);
  for (let n = 0; n < m.nn; n++) {
    const th = m.theater[n]!;
    const here = sp(c, s, n, side) > 0;
    if (here && demor(c, s, n, side) && spMoved(c, s, n, side) === 0 && canPay(s, side, th)) {
      const sup = d.supplyOf(side);
      if (sup.loc[n] || sup.fortress[n] || sup.full[n]) out.push(A.enc(A.OP_RALLY, n));
    }
    if (canPay(s, side, th) && canEntrench(c, s, n, side)) out.push(A.enc(A.OP_ENTRENCH, n));
    if (cardFor(s, side, th) >= 0 && canBuildFort(c, s, d, n, side)) out.push(A.enc(A.OP_FORT, n));
    if (here && spMoved(c, s, n, side) === 0) {
      const sup = d.supplyOf(side);
      if (sup.loc[n] || sup.full[n]) out.push(A.enc(A.OP_DISPERSE, n));
      if (!sup.full[n] && !sup.loc[n] && !sup.fortress[n] && s[G_SUPCARD] === 0 && cardFor(s, side, th) >= 0)
        out.push(A.enc(A.OP_SUPPLYCARD, n));
    }
  }
}

/** 7.8: two 1- or 2-star non-cavalry generals to spaces with a friendly non-isolated SP. */
export function transferable(c: UscwContent, s: S, g: number, side: number, free = false): boolean {
  const gen = c.gens[g]!;
  if (gen.side !== side || gen.naval || genStatus(c, s, g) !== GS_MAP) return false;
  if (genFlag(c, s, g, GW_MOVED) || genFlag(c, s, g, GW_XFERRED)) return false;
  return free || (!gen.cav && genRank(c, s, g) <= 2);
}

export function transferDest(c: UscwContent, s: S, n: number, side: number, from: number): boolean {
  if (n === from || sp(c, s, n, side) === 0) return false;
  const sup = derived(c, s).supplyOf(side);
  return sup.full[n] === 1 || sup.loc[n] === 1;
}

const dests = new Int32Array(4096);

/** Spaces a transferred General may go to (7.8): a friendly SP there, not Isolated. */
function transferDests(c: UscwContent, s: S, side: number): number {
  const sup = derived(c, s).supplyOf(side);
  let k = 0;
  for (let n = 0; n < c.map.nn; n++) if (sp(c, s, n, side) > 0 && (sup.full[n] || sup.loc[n])) dests[k++] = n;
  return k;
}

function listTransfers(c: UscwContent, s: S, side: number, out: A.Out): void {
  const m = c.map;
  let k = -1;
  for (let g = 0; g < c.ng; g++) {
    if (!transferable(c, s, g, side)) continue;
    const from = genLoc(c, s, g);
    if (!canPay(s, side, m.theater[from]!)) continue;
    if (k < 0) k = transferDests(c, s, side);
    for (let i = 0; i < k; i++) if (dests[i] !== from) out.push(A.enc(A.OP_TRANSFER, g, dests[i]!));
  }
}

/** 17.2.3: each militia once per Action Phase to a friendly-controlled, non-isolated Objective/Resource hex of its state. */
function listMilitia(c: UscwContent, s: S, side: number, out: A.Out): void {
  const m = c.map;
  const d = derived(c, s);
  for (let st = 0; st < m.states.length; st++) {
    const at = milLoc(c, s, side, st);
    if (at < 0 || s[milIndex(c, side, st)]! & MW_MOVED) continue;
    for (let n = 0; n < m.nn; n++) {
      if (n === at || !militiaSpot(c, s, n, side, st)) continue;
      if (d.supplyOf(side).loc[n] || d.supplyOf(side).full[n]) out.push(A.enc(A.OP_MILITIA, st, n));
    }
  }
}

/** A friendly-controlled Objective/Resource hex of state st (17.2.1; the Virginia militia stays out of WV). */
export function militiaSpot(c: UscwContent, s: S, n: number, side: number, st: number): boolean {
  const m = c.map;
  if (m.stateOf[n] !== st || !(m.flags[n]! & (NF_OBJ | NF_RES))) return false;
  if (sp(c, s, n, 1 - side) > 0) return false;
  return derived(c, s).ctrl[n] === side;
}

export function playMain(c: UscwContent, s: S, a: number): void {
  const side = s[G_PHASING]!;
  const x = A.xOf(a);
  const y = A.yOf(a);
  const th = (n: number): number => c.map.theater[n]!;
  switch (A.opOf(a)) {
    case A.OP_END:
      if (side === USA && s[G_OTR] === 1) {
        s[G_OTR] = 3; // 4.1.4 failed: sacrifice an AP and a Union SP in Full Supply
        if (anyPlace(c, s, A.PL_OTR, 0, USA)) {
          decide(s, A.D_PLACE, USA, A.PL_OTR);
          return;
        }
      }
      endOfActions(s);
      return;
    case A.OP_ACT_GEN: {
      const card = pay(s, side, th(genLoc(c, s, x)));
      startActivation(c, s, x, y & 63, (y & A.ACT_SUBS) !== 0, (y & A.ACT_FM) !== 0);
      // 7.7, 18.1: a card activates a Cautious General without the second Action Point
      if (card >= 0) s[A_FLAGS] = s[A_FLAGS]! | AF_CAUTIOUS_PAID;
      return;
    }
    case A.OP_ACT_SP:
      pay(s, side, th(x));
      startSpActivation(c, s, x, y);
      return;
    case A.OP_RALLY:
      pay(s, side, th(x));
      setDemor(c, s, x, side, false);
      setMoved(c, s, x, side, sp(c, s, x, side));
      return;
    case A.OP_ENTRENCH:
      pay(s, side, th(x));
      setEntrench(c, s, x, side);
      return;
    case A.OP_TRANSFER:
      pay(s, side, th(genLoc(c, s, x)));
      transfer(c, s, x, y);
      decide(s, A.D_XFER2, side);
      return;
    case A.OP_TRAIN:
      train(c, s, side);
      return;
    case A.OP_FORT:
      addCard(s, side, cardFor(s, side, th(x)), -1);
      startFort(c, s, x, side, 1);
      return;
    case A.OP_DISPERSE:
      disperse(c, s, x, side);
      return;
    case A.OP_MILITIA:
      setMilLoc(c, s, side, x, y);
      wr(s, milIndex(c, side, x), s[milIndex(c, side, x)]! | MW_MOVED, KEEP_MIL);
      return;
    case A.OP_SUPPLYCARD:
      addCard(s, side, cardFor(s, side, th(x)), -1);
      s[G_SUPCARD] = x + 1;
      return;
    case A.OP_NAVAL:
      startNaval(c, s, x, y);
      return;
    case A.OP_NAVMOVE:
      decide(s, A.D_NAVMOVE, side, x, y);
      return;
    case A.OP_BATTMOVE:
      decide(s, A.D_BATTMOVE, side, x);
      return;
    case A.OP_BATTCARRY:
      decide(s, A.D_BATTCARRY, side, x, y);
      return;
  }
}

export function transfer(c: UscwContent, s: S, g: number, n: number): void {
  placeGen(c, s, g, n);
  setGenFlag(c, s, g, GW_XFERRED, true);
  setGenFlag(c, s, g, GW_MOVED, true);
}

/** 17.3: every 7 AP give an SP; if the last AP was a theater AP, the SP goes to that theater. */
function train(c: UscwContent, s: S, side: number): void {
  let theater = -1;
  if (s[G_AP]! > 0) s[G_AP] = s[G_AP]! - 1;
  else
    for (let t = 0; t < 3; t++)
      if (s[G_TAP + t]! > 0) {
        s[G_TAP + t] = s[G_TAP + t]! - 1;
        theater = t;
        break;
      }
  s[G_TRAIN + side] = s[G_TRAIN + side]! + 1;
  if (s[G_TRAIN + side]! >= 7) {
    s[G_TRAIN + side] = 0;
    if (anyPlace(c, s, A.PL_TRAIN, theater + 1, side)) decide(s, A.D_PLACE, side, A.PL_TRAIN, theater + 1);
  }
}

/** 4.3 Disperse: the stack's SPs and Generals go to the theater's Displaced Box. */
function disperse(c: UscwContent, s: S, n: number, side: number): void {
  const th = c.map.theater[n]!;
  displaceSp(s, side, th, sp(c, s, n, side));
  setSp(c, s, n, side, 0);
  setDemor(c, s, n, side, false);
  const k = gensAt(c, s, n, side, gbuf);
  for (let i = 0; i < k; i++) displaceGen(c, s, gbuf[i]!, th);
}
