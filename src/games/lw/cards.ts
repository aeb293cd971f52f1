/**
 * Operations Phase, card draw and card play (10.0-10.7): drawing up to the hand size with the Special
 * Campaign card and Committee options (10.3, 10.7.3.1, 10.7.9), the card plays and their uses (10.6:
 * activation, PC, IT removal, or the event; erratic cards 10.6.5; seditious cards 10.7.7; campaigns
 * 10.7.3), Forays paid from the card (13.2.4), passing and peace talks (10.4), retained cards (10.5),
 * the first-turn restrictions (10.2) and the Union Eastern Theater requirement (10.7.8).
 */
import { countOptionalCard, countRule, COV_CARD_INSERTION, COV_SEDITIOUS } from './coverage.js';
import * as A from './actions.js';
import { activationCost, canActivate } from './activation.js';
import { forayActions, foray } from './cavalry.js';
import { CF_ERRATIC, CF_EVENT, K_ACT, K_CAMPAIGN, K_SEDITIOUS, K_ZERO, type LwContent } from './content.js';
import { DONE_STAGE, eventPlayable, startEvent } from './events.js';
import {
  CD_FLAGS,
  CD_LOC,
  CDF_KNOWN,
  CL_DECK,
  CL_DISCARD,
  CL_HAND,
  CL_HELD,
  CL_POOL,
  COMM_CSA_HAND,
  COMM_CSA_POOL,
  COMM_USA_HAND,
  COMM_USA_POOL,
  CP_ACTED,
  CP_ACTIVE,
  CP_CAMP_AMPHIB,
  CP_CAMP_KIND,
  CP_CARD,
  CP_KY,
  CP_MODE,
  CP_PC,
  CP_SIDE,
  CP_SIEGE,
  CP_STAGE,
  CSA,
  G_FLAGS,
  G_LOC,
  GF_ACTIVATED,
  GF_FORAYED,
  H_CAMP_USED,
  H_COMMITTEE,
  H_CSP,
  H_DRAW_STAGE,
  H_ET_MET,
  H_EXCHANGED,
  H_LASTIDX,
  H_OPT,
  H_PARAM,
  H_PASS,
  H_PEACE,
  H_PLAYS,
  H_PRES_KILLED,
  H_STEP,
  H_STEP_SIDE,
  H_SUB,
  H_TURNIDX,
  P_CAMPAIGN_PC,
  P_ET_PENALTY,
  P_PEACE,
  ST_CAMPAIGN_DRAW,
  ST_COMMITTEE,
  ST_PEACE,
  ST_PLAY,
  ST_SPEND,
  USA,
  X_FLAGS,
  XF_BESIEGED,
  XF_BESIEGING,
  XF_TOUCHED,
} from './layout.js';
import { OPT_CARD_INSERTION } from './options.js';
import { kentuckyCardEnd } from './territory.js';
import { siegeRound } from './siege.js';
import { addIt, cardBase, die, drawToHand, gainPc, hexFlag, itOf, losePc, pcOf, type S } from './state.js';
import { inSupply } from './supply.js';

export const MODE_PC = 0;
const MODE_EVENT = 1;
export const MODE_CAMPAIGN = 2;
export const MODE_DUAL = 3;

// ---- hands -----------------------------------------------------------------------------------------------

/** Cards in hand that count toward the hand size, the Committee card included (10.3, 10.7.9). */
export function handSize(c: LwContent, s: S, side: number): number {
  let n = 0;
  const b = cardBase(side);
  for (let k = b; k < b + 81; k++) if (s[CD_LOC + k] === CL_HAND && c.cardKind[k] !== K_ZERO) n++;
  if (s[H_COMMITTEE] === (side === USA ? COMM_USA_HAND : COMM_CSA_HAND)) n++;
  return n;
}

/** The hand size this turn (10.3), one fewer after the President is killed (7.1.9.1). */
function handLimit(c: LwContent, s: S, side: number): number {
  return c.tables.handSize[s[H_TURNIDX]!]! - s[H_PRES_KILLED + side]!;
}

const isLastTurn = (s: S): boolean => s[H_TURNIDX] === s[H_LASTIDX];

/** 10.7.3.1: may `side` take or use a Special Campaign card this turn? */
function campaignsAllowed(s: S, side: number): boolean {
  const t = s[H_TURNIDX]!;
  if (t === 0 || s[H_CAMP_USED + side]) return false; // 10.2: not in Summer 1861
  return !(side === CSA && t === 6); // the Confederacy may not in Summer 1864
}

// ---- the draw (10.3) -----------------------------------------------------------------------------------------

/** 10.1 (optional 23.4): in the Springs of 1862-64 the year's cards join the remaining decks. */
export function insertYearCards(c: LwContent, s: S): void {
  if (!(s[H_OPT]! & OPT_CARD_INSERTION)) return;
  const year = [0, 62, 0, 63, 0, 64, 0][s[H_TURNIDX]!]!;
  if (!year) return;
  let n = 0;
  for (let k = 0; k < 162; k++)
    if (s[CD_LOC + k] === CL_HELD && c.cardYear[k] === year) {
      s[CD_LOC + k] = CL_DECK;
      n++;
    }
  if (n) countRule(s, COV_CARD_INSERTION);
}

/**
 * The draw of one side, as a small stage machine (H_DRAW_STAGE): 0 offer the Committee card (before
 * any draw), 1 draw to one below the limit and offer a Special Campaign card, 2 done. Returns true when
 * a decision was set.
 */
export function runDraw(c: LwContent, s: S, side: number): boolean {
  if (s[H_DRAW_STAGE] === 0) {
    s[H_DRAW_STAGE] = 1;
    const pool = side === USA ? COMM_USA_POOL : COMM_CSA_POOL;
    if (s[H_COMMITTEE] === pool && handSize(c, s, side) < handLimit(c, s, side)) {
      s[H_STEP] = ST_COMMITTEE;
      s[H_STEP_SIDE] = side;
      return true;
    }
  }
  if (s[H_DRAW_STAGE] === 1) {
    s[H_DRAW_STAGE] = 2;
    const want = handLimit(c, s, side);
    const offer = campaignsAllowed(s, side) && countCampaignPool(c, s, side) > 0;
    while (handSize(c, s, side) < want - (offer ? 1 : 0)) if (drawToHand(s, side) < 0) break;
    if (offer && handSize(c, s, side) < want) {
      s[H_STEP] = ST_CAMPAIGN_DRAW;
      s[H_STEP_SIDE] = side;
      return true;
    }
  }
  return false;
}

function countCampaignPool(c: LwContent, s: S, side: number): number {
  let n = 0;
  const b = cardBase(side);
  for (let k = b; k < b + 81; k++) if (c.cardKind[k] === K_CAMPAIGN && s[CD_LOC + k] === CL_POOL) n++;
  return n;
}

export function committeeActions(out: Int32Array): number {
  out[0] = A.enc(A.OP_YES);
  out[1] = A.enc(A.OP_NO);
  return 2;
}

export function applyCommittee(s: S, side: number, a: number): void {
  if (A.opOf(a) === A.OP_YES) s[H_COMMITTEE] = side === USA ? COMM_USA_HAND : COMM_CSA_HAND;
}

export function campaignDrawActions(c: LwContent, s: S, side: number, out: Int32Array): number {
  let n = 0;
  out[n++] = A.enc(A.OP_DONE);
  const b = cardBase(side);
  for (let k = b; k < b + 81; k++)
    if (c.cardKind[k] === K_CAMPAIGN && s[CD_LOC + k] === CL_POOL) out[n++] = A.enc(A.OP_TAKE_CAMPAIGN, k);
  return n;
}

/** The last draw: a Special Campaign card (revealed to the opponent) or the top of the deck. */
export function applyCampaignDraw(s: S, side: number, a: number): void {
  if (A.opOf(a) === A.OP_TAKE_CAMPAIGN) {
    const k = A.xOf(a);
    s[CD_LOC + k] = CL_HAND;
    s[CD_FLAGS + k] = CDF_KNOWN;
  } else drawToHand(s, side);
}

// ---- card play (10.3-10.7) -----------------------------------------------------------------------------------

export function playActions(c: LwContent, s: S, side: number, out: Int32Array): number {
  let n = 0;
  const b = cardBase(side);
  const pc = pcOf(s, side);
  let seditious = 0;
  for (let k = b; k < b + 81; k++) {
    if (s[CD_LOC + k] !== CL_HAND) continue;
    const kind = c.cardKind[k]!;
    if (kind === K_ZERO) continue;
    if (kind === K_SEDITIOUS) {
      seditious++;
      out[n++] = A.enc(A.OP_PLAY_SEDITIOUS, k);
      // 10.7.7: free discard at 10+ PC, or with neither PC nor CSP
      if (pc >= 10 || (pc === 0 && s[H_CSP + side] === 0)) out[n++] = A.enc(A.OP_DISCARD_SEDITIOUS, k);
      continue;
    }
    out[n++] = A.enc(A.OP_PLAY_PC, k);
    if (kind === K_ACT) {
      if (c.cardFlags[k]! & CF_ERRATIC) out[n++] = A.enc(A.OP_PLAY_PRESS, k);
      if (c.cardFlags[k]! & CF_EVENT && eventPlayable(c, s, side, k)) out[n++] = A.enc(A.OP_PLAY_EVENT, k);
      if (c.cardPc[k] === 6 && campaignOk(c, s, side, true)) out[n++] = A.enc(A.OP_PLAY_CAMPAIGN, k);
    }
    if (kind === K_CAMPAIGN && campaignOk(c, s, side, false)) out[n++] = A.enc(A.OP_PLAY_CAMPAIGN, k);
  }
  const comm = side === USA ? COMM_USA_HAND : COMM_CSA_HAND;
  if (s[H_COMMITTEE] === comm) {
    out[n++] = A.enc(A.OP_PLAY_PC, 68);
    if (eventPlayable(c, s, side, 68)) out[n++] = A.enc(A.OP_PLAY_EVENT, 68);
  }
  if (seditious >= 3 && s[H_EXCHANGED + side]! < 2) out[n++] = A.enc(A.OP_EXCHANGE);
  if (!isLastTurn(s) && s[H_PEACE] !== 1 + side && handSize(c, s, side) <= 1) out[n++] = A.enc(A.OP_PASS);
  return n;
}

/** 10.7.3: 10+ PC, one campaign a turn, not in Su61 (nor Su64 for the CS with a Special card), two IT-free Forces. */
function campaignOk(c: LwContent, s: S, side: number, dual: boolean): boolean {
  if (pcOf(s, side) < s[H_PARAM + P_CAMPAIGN_PC]! || s[H_CAMP_USED + side]) return false;
  const t = s[H_TURNIDX]!;
  if (t === 0 || (!dual && side === CSA && t === 6)) return false;
  let forces = 0;
  for (let g = 0; g < c.ng && forces < 2; g++) if (c.genSide[g] === side && campaignForce(c, s, g)) forces++;
  return forces >= 2;
}

/** A Force a campaign may designate (10.7.3): a CO that could be activated, free of IT. */
export function campaignForce(c: LwContent, s: S, g: number): boolean {
  const h = s[G_LOC + g]!;
  return (
    h >= 0 &&
    canActivate(c, s, g, c.genSide[g]!) &&
    itOf(s, h, c.genSide[g]!) === 0 &&
    !hexFlag(s, h, c.genSide[g]!, XF_BESIEGING)
  );
}

/** Start a card play; returns nothing, the card-play procedure (runCardPlay) takes it from here. */
export function applyPlay(c: LwContent, s: S, side: number, a: number): void {
  const op = A.opOf(a);
  const k = A.xOf(a);
  s[H_PEACE] = s[H_PEACE] === 1 + side ? 0 : s[H_PEACE]!;
  if (op === A.OP_PASS) {
    s[H_PASS + side] = 1;
    nextPlayer(c, s, side);
    return;
  }
  if (op === A.OP_EXCHANGE) {
    exchangeSeditious(c, s, side);
    return; // a free action: the same player still plays
  }
  s[H_PLAYS + side] = s[H_PLAYS + side]! + 1;
  s[CP_ACTIVE] = 1;
  s[CP_SIDE] = side;
  s[CP_CARD] = k;
  s[CP_ACTED] = 0;
  s[CP_STAGE] = 0;
  s[CP_CAMP_AMPHIB] = 0;
  s[CP_SIEGE] = 0;
  s[CP_KY] = 0;
  s[CP_PC] = 0;
  clearPlayFlags(c, s);
  countOptionalCard(c, s, k);
  spendCard(c, s, side, k);
  switch (op) {
    case A.OP_PLAY_PC:
      s[CP_MODE] = MODE_PC;
      s[CP_PC] = Math.max(0, k === 68 ? 0 : c.cardPc[k]!);
      if (s[CP_PC] === 0) s[CP_STAGE] = DONE_STAGE;
      break;
    case A.OP_PLAY_PRESS:
      s[CP_MODE] = MODE_PC;
      s[CP_PC] = c.cardErratic[k * 6 + die(s) - 1]!; // 10.6.5
      break;
    case A.OP_PLAY_EVENT:
      s[CP_MODE] = MODE_EVENT;
      startEvent(c, s, side, k);
      break;
    case A.OP_PLAY_SEDITIOUS:
      s[CP_MODE] = MODE_PC;
      s[CP_STAGE] = DONE_STAGE;
      losePc(s, side, -c.cardPc[k]!); // 10.7.7
      break;
    case A.OP_DISCARD_SEDITIOUS:
      s[CP_MODE] = MODE_PC;
      s[CP_STAGE] = DONE_STAGE;
      break;
    case A.OP_PLAY_CAMPAIGN:
      s[CP_MODE] = c.cardKind[k] === K_CAMPAIGN ? MODE_CAMPAIGN : MODE_DUAL;
      s[CP_CAMP_KIND] = s[CP_MODE]!;
      s[H_CAMP_USED + side] = 1;
      break;
    default:
      throw new Error(`lw: not a card play: ${a}`);
  }
}

/** The played card leaves the hand: to the discards; a campaign card to its pool; the Committee moves on. */
function spendCard(c: LwContent, s: S, side: number, k: number): void {
  if (k === 68 && (s[H_COMMITTEE] === COMM_USA_HAND || s[H_COMMITTEE] === COMM_CSA_HAND)) {
    s[H_COMMITTEE] = side === USA ? COMM_CSA_POOL : COMM_USA_POOL; // 10.7.9: to the other side's pool
    return;
  }
  s[CD_LOC + k] = c.cardKind[k] === K_CAMPAIGN ? CL_POOL : CL_DISCARD;
  s[CD_FLAGS + k] = 0;
}

function clearPlayFlags(c: LwContent, s: S): void {
  for (let g = 0; g < c.ng; g++) s[G_FLAGS + g] = s[G_FLAGS + g]! & ~(GF_ACTIVATED | GF_FORAYED);
  for (let h = 0; h < c.nh; h++) s[X_FLAGS + h] = s[X_FLAGS + h]! & ~(XF_TOUCHED | (XF_TOUCHED << 8));
}

/** 10.7.7: reveal three or more Seditious cards, keep the worst one (two the second time), redraw. */
function exchangeSeditious(c: LwContent, s: S, side: number): void {
  const keep = s[H_EXCHANGED + side] === 0 ? 1 : 2;
  s[H_EXCHANGED + side] = s[H_EXCHANGED + side]! + 1;
  const b = cardBase(side);
  const held: number[] = [];
  for (let k = b; k < b + 81; k++)
    if (s[CD_LOC + k] === CL_HAND && c.cardKind[k] === K_SEDITIOUS) held.push(k);
  const least = (s[H_OPT]! & 256) !== 0; // RD_SEDITIOUS_LEAST
  held.sort((x, y) => (least ? c.cardPc[y]! - c.cardPc[x]! : c.cardPc[x]! - c.cardPc[y]!) || x - y);
  // coverage: the kept cards differ from the most negative ones when the values differ
  if (least && held.length > keep && c.cardPc[held[0]!] !== c.cardPc[held[held.length - 1]!])
    countRule(s, COV_SEDITIOUS);
  for (let i = keep; i < held.length; i++) {
    s[CD_LOC + held[i]!] = CL_DISCARD;
    drawToHand(s, side);
  }
}

// ---- spending a card's PC (10.6) --------------------------------------------------------------------------

export function spendActions(c: LwContent, s: S, side: number, out: Int32Array): number {
  let n = 0;
  out[n++] = A.enc(A.OP_DONE);
  const p = s[CP_PC]!;
  if (!s[CP_ACTED]) {
    for (let g = 0; g < c.ng; g++)
      if (c.genSide[g] === side && canActivate(c, s, g, side) && activationCost(c, s, g) <= p)
        out[n++] = A.enc(A.OP_ACTIVATE, g);
  }
  if (p >= 1) n = forayActions(c, s, side, out, n);
  if (s[H_TURNIDX]! >= 1) n = itRemovalActions(c, s, side, p, out, n); // 10.2, 10.6.3: from 1862
  return n;
}

function itRemovalActions(c: LwContent, s: S, side: number, p: number, out: Int32Array, n: number): number {
  for (let h = 0; h < c.nh; h++) {
    if (itOf(s, h, side) <= 0 || hexFlag(s, h, side, XF_TOUCHED | XF_BESIEGED)) continue;
    const cost = hexFlag(s, h, side, XF_BESIEGING) ? 2 : 1; // 16.9.5.2: the besieger pays two
    if (p < cost || !inSupply(c, s, h, side)) continue;
    out[n++] = A.enc(A.OP_REMOVE_IT, h);
  }
  return n;
}

/** Apply a spending action; the activation procedure starts from here (activation.ts). */
export function applySpend(c: LwContent, s: S, side: number, a: number, start: (g: number) => void): void {
  const x = A.xOf(a);
  switch (A.opOf(a)) {
    case A.OP_DONE:
      gainPc(s, side, s[CP_PC]!); // 10.6.4: bank the rest
      s[CP_PC] = 0;
      s[CP_STAGE] = DONE_STAGE;
      break;
    case A.OP_ACTIVATE:
      s[CP_PC] = s[CP_PC]! - activationCost(c, s, x);
      s[CP_ACTED] = 1;
      start(x);
      break;
    case A.OP_FORAY:
      s[CP_PC] = s[CP_PC]! - 1;
      foray(c, s, side, x, A.yOf(a), A.zOf(a));
      break;
    case A.OP_REMOVE_IT:
      s[CP_PC] = s[CP_PC]! - (hexFlag(s, x, side, XF_BESIEGING) ? 2 : 1);
      addIt(s, x, side, -1);
      break;
    default:
      throw new Error(`lw: not a spending action: ${a}`);
  }
}

export function setSpendStep(s: S, side: number): void {
  s[H_STEP] = ST_SPEND;
  s[H_STEP_SIDE] = side;
}

/** The end of a card play: siege rounds, Kentucky's cities, the next player (10.3, 16.9.5.2, 2.4.3). */
export function endCardPlay(c: LwContent, s: S): void {
  const side = s[CP_SIDE]!;
  s[CP_ACTIVE] = 0;
  siegeRound(c, s, side, s[CP_SIEGE]! - 1);
  if (s[CP_KY]) kentuckyCardEnd(c, s);
  s[CP_KY] = 0;
  s[CP_SIEGE] = 0;
  nextPlayer(c, s, side);
}

/**
 * 10.4: after `side` played or passed. A passed player is out of the rounds; when the other then plays
 * his last card while the passed player holds one, the passed player gains 3 PC or plays it.
 */
function nextPlayer(c: LwContent, s: S, side: number): void {
  const o = 1 - side;
  const oCards = handSize(c, s, o);
  const mine = handSize(c, s, side);
  if (s[H_PASS + o] && s[H_PASS + side]) {
    s[H_SUB] = -1; // both passed
    return;
  }
  if (!s[H_PASS + side] && mine === 0 && s[H_PASS + o] && oCards === 1 && s[H_PEACE] !== 2 + o) {
    s[H_PEACE] = 2 + o; // peace talks spurned: the passer decides once
    s[H_STEP] = ST_PEACE;
    s[H_STEP_SIDE] = o;
    return;
  }
  const oCan = !s[H_PASS + o] && oCards > 0;
  const meCan = !s[H_PASS + side] && mine > 0;
  s[H_SUB] = oCan ? o : meCan ? side : -1;
}

export function peaceActions(out: Int32Array): number {
  out[0] = A.enc(A.OP_PEACE_PC);
  out[1] = A.enc(A.OP_LAST_PLAY);
  return 2;
}

/** 10.4: the spurned passer gains the bonus and keeps his card, or plays it. */
export function applyPeace(s: S, side: number, a: number): void {
  if (A.opOf(a) === A.OP_PEACE_PC) {
    gainPc(s, side, s[H_PARAM + P_PEACE]!);
    s[H_SUB] = -1;
    return;
  }
  s[H_PASS + side] = 0;
  s[H_PEACE] = 1 + side; // he may not pass again
  s[H_SUB] = side;
}

export function setPlayStep(s: S, side: number): void {
  s[H_STEP] = ST_PLAY;
  s[H_STEP_SIDE] = side;
}

/**
 * After the card plays (10.5, 10.7.3.1, 10.7.8, 10.7.9): the Eastern Theater penalty, unused Special
 * Campaign cards and the Committee card go back to their pools (neither may be retained), any other
 * card beyond one is discarded (only one card may be retained).
 */
export function endOperations(c: LwContent, s: S): void {
  if (!s[H_ET_MET]) losePc(s, USA, s[H_PARAM + P_ET_PENALTY]!);
  for (const side of [USA, CSA]) {
    const b = cardBase(side);
    for (let k = b; k < b + 81; k++)
      if (s[CD_LOC + k] === CL_HAND && c.cardKind[k] === K_CAMPAIGN) {
        s[CD_LOC + k] = CL_POOL;
        s[CD_FLAGS + k] = 0;
      }
    if (s[H_COMMITTEE] === COMM_USA_HAND) s[H_COMMITTEE] = COMM_CSA_POOL;
    if (s[H_COMMITTEE] === COMM_CSA_HAND) s[H_COMMITTEE] = COMM_USA_POOL;
    let kept = 0;
    for (let k = b; k < b + 81; k++) {
      if (s[CD_LOC + k] !== CL_HAND || c.cardKind[k] === K_ZERO) continue;
      if (kept++ >= 1) s[CD_LOC + k] = CL_DISCARD;
    }
  }
}
