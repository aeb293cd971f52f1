/**
 * 6 Draw/Replace Step and the deck (2.1, 17.1-17.2): entitlement (6.1, 14.3, 15.3, 17.3), card draws
 * with Late-War cards sent to the bottom of the deck, supply points (6.3, 9.7), cadre (6.4, 6.8),
 * cashing in supply (6.5), restores (6.6, 13), useless map cards (6.7) and the USA deck running out
 * (17.4). Banks and Beauregard may go back to hand in Steps 1-2 (CC13, CC6).
 *
 * Draws: a card in the draw pile is chosen by the shuffle generator when it is drawn (equivalent to a
 * shuffled deck), or the lowest number first in the scenarios with decks in numerical order. The
 * Late-War block under the pile keeps its order (BOT list).
 */
import { countDraw, countRule } from '../../core/header.js';
import {
  COV_FREE_RESTORE,
  COV_LW_SUPPLY,
  COV_MONITOR,
  COV_PROD_SUPPLY,
  COV_SQUADRON,
  flipMatters,
} from './coverage.js';
import {
  enc,
  NONE,
  OP_BUY,
  OP_CADRE,
  OP_DONE,
  OP_DRAW,
  OP_REPLACE,
  OP_RESTORE,
  OP_RETURN,
  OP_SUPPLY,
} from './actions.js';
import { EF_ELECTIONS, HOME_WEST, SP_RETURN, type BvgContent } from './content.js';
import {
  BOT,
  BOT_CAP,
  C_FLAGS,
  C_LOC,
  C_STEPS,
  CSA,
  F_CADRE_DOWN,
  F_FROM_CADRE,
  F_HAND_LOCK,
  F_KNOWN,
  F_LW_UP,
  F_RECENT,
  GF_DIGGING,
  GF_IRONCLADS,
  GF_LW_IMMEDIATE,
  GF_ORDERED,
  H_BOT_N,
  H_END_LEFT,
  H_ENTITLE,
  H_FLAGS,
  H_FREE_KEEP,
  H_FREE_RESTORE,
  H_PHASE,
  PH_DRAW,
  H_LATEWAR,
  H_LW_PLACED,
  H_MAPVER,
  H_MINDRAW,
  H_PLAYERS,
  H_RECENT,
  H_REPLACE,
  H_RESTORE_CREDIT,
  H_SIDE,
  H_SUPPLY,
  LOC_BOTTOM,
  LOC_CADRE,
  LOC_DECK,
  LOC_EAST,
  LOC_HAND,
  LOC_HAND_W,
  LOC_REMOVED,
  LOC_WEST,
  O_FACEDOWN_NO_BLOCKADE,
  O_FREE_RESTORE_TURN,
  O_LW_SUPPLY_ONLY,
  O_MONITOR_SINGLE,
  O_PROD_LOSES_SUPPLY,
  TF_NO_CARDS,
  H_TURN_FLAGS,
  USA,
} from './layout.js';
import { bitCount, blockadeLevel, productionLost, railnetSevered } from './map.js';
import { breakup } from './commands.js';
import { deckOrder, isDepleted, opt, type S } from './state.js';
import { playElections } from './victory.js';

// ---- the deck -------------------------------------------------------------------------------------------
export function mainCount(c: BvgContent, s: S, side: number): number {
  let n = 0;
  for (let k = c.sideStart[side]; k < c.sideEnd[side]; k++) if (s[C_LOC + k] === LOC_DECK) n++;
  return n;
}
export const deckSize = (c: BvgContent, s: S, side: number): number =>
  mainCount(c, s, side) + s[H_BOT_N + side]!;

/** 2.1/17.1 the hand a drawn card goes to (four-player rule 4: West cards to the Western player). */
export function handFor(c: BvgContent, s: S, k: number): number {
  if (s[H_PLAYERS] === 4 && (c.home[k] === HOME_WEST || c.theaterOnly[k] === 1)) return LOC_HAND_W;
  return LOC_HAND;
}

/** Is the map card useless because another version of its letter is in play (3.28, 6.7)? */
export const uselessMap = (c: BvgContent, s: S, k: number): boolean =>
  c.mapLetter[k]! >= 0 && s[H_MAPVER + c.mapLetter[k]!]! >= 0;

/** Take the next card off the deck (pile first, then the Late-War block), or -1 if empty. */
function takeTop(c: BvgContent, s: S, side: number): number {
  const ordered = (s[H_FLAGS]! & GF_ORDERED) !== 0;
  // The card of the pile with the lowest deck order (ties: the lower card), see state.ts deckOrder.
  let best = -1;
  let bestKey = 0;
  for (let k = c.sideStart[side]; k < c.sideEnd[side]; k++) {
    if (s[C_LOC + k] !== LOC_DECK) continue;
    if (ordered) return k;
    const key = deckOrder(s, k);
    if (best < 0 || key < bestKey) {
      best = k;
      bestKey = key;
    }
  }
  if (best >= 0) {
    countDraw(s); // a chance event, though the order was fixed at the start
    return best;
  }
  const b = s[H_BOT_N + side]!;
  if (b === 0) return -1;
  const base = BOT + side * BOT_CAP;
  const k = s[base]!;
  for (let i = 1; i < b; i++) s[base + i - 1] = s[base + i]!;
  s[H_BOT_N + side] = b - 1;
  return k;
}

/**
 * Draw one card into hand (6.2). 17.1: before its Late War a side puts each Late-War card it draws on
 * the bottom (the first face-up, the 1864 Elections always face-up) and draws again; 17.2 drawing the
 * face-up card starts its Late War. Historical rule: Late War starts at the first Late-War draw.
 * 18.5: the 1864 Elections card drawn in Late War is revealed and played at once. Returns the card
 * (-1 if the deck is empty); a useless map card drawn is removed and a replacement is owed (6.7).
 */
export function drawCard(c: BvgContent, s: S, side: number): number {
  for (let guard = 0; guard < 200; guard++) {
    const k = takeTop(c, s, side);
    if (k < 0) {
      noteDeckEmpty(c, s);
      return -1;
    }
    const fromBottom = s[C_LOC + k] === LOC_BOTTOM; // the pile was empty (the bottom list's cards are there)
    if (fromBottom && s[C_FLAGS + k]! & F_LW_UP) s[H_LATEWAR + side] = 1;
    s[C_FLAGS + k] = s[C_FLAGS + k]! & ~F_LW_UP;
    if (c.lateWar[k] && !s[H_LATEWAR + side]) {
      if (s[H_FLAGS]! & GF_LW_IMMEDIATE) s[H_LATEWAR + side] = 1;
      else if (!fromBottom) {
        const b = s[H_BOT_N + side]!;
        if (b < BOT_CAP) {
          s[BOT + side * BOT_CAP + b] = k;
          s[H_BOT_N + side] = b + 1;
          s[C_LOC + k] = LOC_BOTTOM;
          if (s[H_LW_PLACED + side] === 0 || c.effect[k] === EF_ELECTIONS)
            s[C_FLAGS + k] = s[C_FLAGS + k]! | F_LW_UP;
          s[H_LW_PLACED + side] = s[H_LW_PLACED + side]! + 1;
          continue;
        }
      }
    }
    s[C_LOC + k] = handFor(c, s, k);
    const known = (s[H_FLAGS]! & GF_ORDERED) !== 0;
    s[C_FLAGS + k] = known ? F_KNOWN : 0;
    if (side === CSA) {
      s[C_FLAGS + k] = s[C_FLAGS + k]! | F_RECENT;
      s[H_RECENT] = s[H_RECENT]! + 1;
    }
    if (uselessMap(c, s, k)) {
      // 3.28/6.7: a useless map card must be removed; its owner may draw a replacement.
      s[C_LOC + k] = LOC_REMOVED;
      s[C_FLAGS + k] = 0;
      s[H_REPLACE + side] = s[H_REPLACE + side]! + 1;
    } else if (c.effect[k] === EF_ELECTIONS && s[H_LATEWAR + side]) {
      s[C_LOC + k] = LOC_REMOVED;
      s[C_FLAGS + k] = 0;
      playElections(c, s);
    }
    noteDeckEmpty(c, s);
    return k;
  }
  return -1;
}

/** 17.4: when the USA deck runs out, the USA finishes this turn, the CSA plays one, the USA one more. */
function noteDeckEmpty(c: BvgContent, s: S): void {
  if (s[H_END_LEFT]! >= 0 || deckSize(c, s, USA) > 0) return;
  s[H_END_LEFT] = s[H_SIDE] === USA ? 2 : 1;
}

// ---- the step -------------------------------------------------------------------------------------------------
/** Draw entitlement (6.1): USA 5 (-1 railnet severed, +1 Late War), CSA 4/3/3/2 by production lost. */
export function entitlement(c: BvgContent, s: S, side: number): number {
  if (side === USA) {
    let n = railnetSevered(c, s, USA) ? 4 : 5;
    if (s[H_LATEWAR + USA] && !opt(s, O_LW_SUPPLY_ONLY)) n++;
    return n;
  }
  const lost = bitCount(productionLost(c, s));
  return lost === 0 ? 4 : lost <= 2 ? 3 : 2;
}

/** Start of the Draw/Replace Step: entitlement, free supply (6.3) and free restores (6.6, 9.7, 15.3). */
export function beginDrawStep(c: BvgContent, s: S): void {
  const side = s[H_SIDE]!;
  s[H_ENTITLE] = entitlement(c, s, side);
  s[H_MINDRAW] = side === USA ? 2 : 1;
  s[H_RESTORE_CREDIT] = 0;
  let free = 0;
  // free restores that name no step: the Draw/Replace Step's, or the whole turn's (reading)
  const turnLong = opt(s, O_FREE_RESTORE_TURN) ? 1 : 0;
  let keep = 0;
  if (side === USA) {
    free = 1; // 6.6 one corps each turn
    keep = turnLong;
    if (s[H_LATEWAR + USA] && opt(s, O_LW_SUPPLY_ONLY)) {
      s[H_SUPPLY + USA] = s[H_SUPPLY + USA]! + 1;
      countRule(s, COV_LW_SUPPLY); // a supply point instead of a draw
    }
  } else {
    const level = blockadeLevel(c, s);
    const blockade = (): number => blockadeLevel(c, s);
    if (opt(s, O_FACEDOWN_NO_BLOCKADE) && flipMatters(s, O_FACEDOWN_NO_BLOCKADE, blockade))
      countRule(s, COV_SQUADRON);
    if (opt(s, O_MONITOR_SINGLE) && flipMatters(s, O_MONITOR_SINGLE, blockade)) countRule(s, COV_MONITOR);
    if (level === 0) s[H_SUPPLY + CSA] = s[H_SUPPLY + CSA]! + 1; // 9.7 no blockade
    if (level === 1) {
      free++; // 9.7 partial blockade
      keep = turnLong;
    }
    const lost = bitCount(productionLost(c, s));
    if (lost === 1 || lost === 3) {
      free += lost === 1 ? 1 : 2; // 15.3
      if (opt(s, O_PROD_LOSES_SUPPLY) && s[H_SUPPLY + CSA]! > 0) {
        s[H_SUPPLY + CSA] = s[H_SUPPLY + CSA]! - 1;
        countRule(s, COV_PROD_SUPPLY);
      }
    }
    if (s[H_FLAGS]! & GF_DIGGING) free++; // CC67 at the start of your own turn
  }
  s[H_FREE_RESTORE] = free;
  s[H_FREE_KEEP] = keep;
  if (side === CSA && s[H_FLAGS]! & GF_IRONCLADS) grantIronclads(s); // CC19
}

/** CC19 Ironclads: one extra free restore "any time during your turn" (kept for the Regroup Step). */
export function grantIronclads(s: S): void {
  s[H_FREE_RESTORE] = s[H_FREE_RESTORE]! + 1;
  s[H_FREE_KEEP] = s[H_FREE_KEEP]! + 1;
}

/** Is location l a hand (a side's only hand, or the Western player's in the four-player game)? */
export const inHand = (l: number): boolean => l === LOC_HAND || l === LOC_HAND_W;

/** Draws still owed at the minimum (6.1), limited by what is left in the deck. */
function minOwed(s: S, deck: number): number {
  return Math.min(s[H_MINDRAW]!, deck);
}

/** A depleted unit of `side` on the board (6.6). */
function restorable(c: BvgContent, s: S, k: number): boolean {
  const l = s[C_LOC + k]!;
  return (l === LOC_EAST || l === LOC_WEST) && isDepleted(c, s, k);
}
/** Can the side pay for one more restore now? */
function canPayRestore(s: S, side: number): boolean {
  return s[H_FREE_RESTORE]! > 0 || s[H_RESTORE_CREDIT]! > 0 || s[H_SUPPLY + side]! > 0;
}
/** 6.6: one supply restores up to three units; free restores first. */
export function restore(c: BvgContent, s: S, side: number, k: number): void {
  if (s[H_FREE_RESTORE]! > 0) {
    s[H_FREE_RESTORE] = s[H_FREE_RESTORE]! - 1;
    // reading read-6.6-free-restore=whole-turn: a free restore used after the Draw/Replace Step
    if (s[H_PHASE] !== PH_DRAW && opt(s, O_FREE_RESTORE_TURN)) countRule(s, COV_FREE_RESTORE);
  } else if (s[H_RESTORE_CREDIT]! > 0) s[H_RESTORE_CREDIT] = s[H_RESTORE_CREDIT]! - 1;
  else {
    s[H_SUPPLY + side] = s[H_SUPPLY + side]! - 1;
    s[H_RESTORE_CREDIT] = 2;
  }
  s[C_STEPS + k] = c.steps[k]!;
}

/** Legal actions of the Draw/Replace Step (Enigma plays are added by the flow). */
export function legalDraw(c: BvgContent, s: S, out: Int32Array, n: number): number {
  const side = s[H_SIDE]!;
  const ent = s[H_ENTITLE]!;
  const deck = deckSize(c, s, side);
  const owed = minOwed(s, deck);
  if (ent > 0 && deck > 0) out[n++] = enc(OP_DRAW);
  const free = ent > owed; // an entitlement not needed for the minimum draws
  if (ent > 0 && free) out[n++] = enc(OP_SUPPLY);
  const sup = s[H_SUPPLY + side]! > 0;
  for (let k = c.sideStart[side]; k < c.sideEnd[side]; k++) {
    const l = s[C_LOC + k]!;
    if (l === LOC_CADRE && !(s[C_FLAGS + k]! & F_CADRE_DOWN)) {
      if (ent > 0 && free) out[n++] = enc(OP_CADRE, k);
      if (sup) out[n++] = enc(OP_BUY, k);
    } else if (restorable(c, s, k) && canPayRestore(s, side)) out[n++] = enc(OP_RESTORE, k);
    else if (
      (l === LOC_EAST || l === LOC_WEST) &&
      c.special[k] === SP_RETURN &&
      !(s[H_TURN_FLAGS]! & TF_NO_CARDS)
    )
      out[n++] = enc(OP_RETURN, k);
  }
  if (sup && deck > 0) out[n++] = enc(OP_BUY, NONE);
  if (s[H_REPLACE + side]! > 0 && deck > 0) out[n++] = enc(OP_REPLACE);
  if (ent === 0) out[n++] = enc(OP_DONE);
  return n;
}

/** Take a cadre card into hand (6.4, 6.5); Opt 1 does not apply to it this turn. */
function takeFromCadre(c: BvgContent, s: S, k: number): void {
  s[C_LOC + k] = handFor(c, s, k);
  s[C_FLAGS + k] = F_FROM_CADRE | F_KNOWN; // the cadre is public
  if (c.cardSide[k] === CSA) s[H_RECENT] = s[H_RECENT]! + 1;
}

/** CC13/CC6: Banks or Beauregard goes back to hand; his command is treated as if he were dismissed. */
export function returnToHand(c: BvgContent, s: S, k: number): void {
  breakup(c, s, k);
  s[C_LOC + k] = handFor(c, s, k);
  s[C_FLAGS + k] = F_KNOWN | F_HAND_LOCK;
}

export function applyDrawAction(c: BvgContent, s: S, op: number, a: number): void {
  const side = s[H_SIDE]!;
  switch (op) {
    case OP_DRAW:
      s[H_ENTITLE] = s[H_ENTITLE]! - 1;
      if (s[H_MINDRAW]! > 0) s[H_MINDRAW] = s[H_MINDRAW]! - 1;
      drawCard(c, s, side);
      break;
    case OP_SUPPLY:
      s[H_ENTITLE] = s[H_ENTITLE]! - 1;
      s[H_SUPPLY + side] = s[H_SUPPLY + side]! + 1;
      break;
    case OP_CADRE:
      s[H_ENTITLE] = s[H_ENTITLE]! - 1;
      takeFromCadre(c, s, a);
      break;
    case OP_BUY:
      s[H_SUPPLY + side] = s[H_SUPPLY + side]! - 1;
      if (a === NONE) drawCard(c, s, side);
      else takeFromCadre(c, s, a);
      break;
    case OP_RESTORE:
      restore(c, s, side, a);
      break;
    case OP_REPLACE:
      s[H_REPLACE + side] = s[H_REPLACE + side]! - 1;
      drawCard(c, s, side);
      break;
    case OP_RETURN:
      returnToHand(c, s, a);
      break;
  }
}

/**
 * 6.8: end of the step: face-down cadre cards turn face-up; unused replacements lapse. 6.6/13: the
 * rest of a paid restore lapses (the Regroup Step pays for its own, one supply point per three units),
 * and so do the free restores of this step, except Ironclads' "any time during your turn" (CC19) and,
 * with reading read-6.6-free-restore=whole-turn, the USA corps "each turn" and the partial blockade's.
 * The restores used first are taken to be the ones that lapse.
 */
export function endDrawStep(c: BvgContent, s: S): void {
  const side = s[H_SIDE]!;
  for (let k = c.sideStart[side]; k < c.sideEnd[side]; k++)
    if (s[C_LOC + k] === LOC_CADRE) s[C_FLAGS + k] = s[C_FLAGS + k]! & ~F_CADRE_DOWN;
  s[H_REPLACE + side] = 0;
  s[H_ENTITLE] = 0;
  s[H_RESTORE_CREDIT] = 0;
  s[H_FREE_RESTORE] = Math.min(s[H_FREE_RESTORE]!, s[H_FREE_KEEP]!);
}

/** Number of cards in a side's hand(s). */
export function handSize(c: BvgContent, s: S, side: number): number {
  let n = 0;
  for (let k = c.sideStart[side]; k < c.sideEnd[side]; k++) if (inHand(s[C_LOC + k]!)) n++;
  return n;
}

/** Cards a side may restore for free or by paying; used by the Regroup Step too (13). */
export function legalRestores(c: BvgContent, s: S, side: number, out: Int32Array, n: number): number {
  if (!canPayRestore(s, side)) return n;
  for (let k = c.sideStart[side]; k < c.sideEnd[side]; k++)
    if (restorable(c, s, k)) out[n++] = enc(OP_RESTORE, k);
  return n;
}
