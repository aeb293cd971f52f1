/**
 * Rules shared by several sections: dice (from the in-state 'dice' stream), command limits and the
 * Commanding General (7.2-7.4, 8.4), paying for an action with Action Points or a Special Action
 * Card (4.1.3, 4.3, 18.1), the Displaced Box (14.6, 7.6, 8.7) and the season of a turn.
 */
import { CH_TURN, chanceAt } from '../../core/header.js';
import { rollD6 } from '../../core/rng.js';
import type { UscwContent } from './content.js';
import {
  G_AP,
  G_DISP,
  G_SPIN,
  G_SPOUT,
  G_TAP,
  GS_DISPLACED,
  GW_MOVING,
  GW_RETURN_SHIFT,
  GW_THEATER_SHIFT,
  GW_CAVRANK,
} from './layout.js';
import {
  addCard,
  CARD_ANY,
  CARD_NAVAL,
  genFlag,
  genRank,
  gw,
  hand,
  setGenStatus,
  setGw,
  type S,
} from './state.js';

export const DICE = chanceAt(0);
export const SHUFFLE = chanceAt(1);

export function d6(s: S): number {
  return rollD6(s, DICE);
}
export function roll2d6(s: S): number {
  return rollD6(s, DICE) + rollD6(s, DICE);
}

/** Season of the current turn: 0 winter, 1 spring, 2 summer, 3 fall. */
export function season(c: UscwContent, s: S): number {
  return c.tables.season[Math.min(19, s[CH_TURN]! - 1)]!;
}

/** Is general g a cavalry general now (8.1; Sheridan, Van Dorn and Price keep it when promoted, 8.6)? */
export function isCav(c: UscwContent, _s: S, g: number): boolean {
  return c.gens[g]!.cav;
}

/** Promoted to a 2-star with intrinsic cavalry (8.6): all the properties of a 2-star. */
function cavRank(c: UscwContent, s: S, g: number): boolean {
  return c.gens[g]!.cav && (genRank(c, s, g) >= 2 || (gw(c, s, g) & GW_CAVRANK) !== 0);
}

/** SPs a general may take (7.3): 1-star 3 (cavalry 1), 2-star 6, 3- and 4-star 18; -1 = intrinsic 3. */
export function commandLimit(c: UscwContent, s: S, g: number): number {
  if (g < 0) return 3;
  const r = genRank(c, s, g);
  if (isCav(c, s, g) && !cavRank(c, s, g)) return 1;
  return r >= 3 ? 18 : r === 2 ? 6 : 3;
}

/** Effective rank for command: cavalry (not promoted) rank below every other general (8.4). */
export function commandRank(c: UscwContent, s: S, g: number): number {
  if (isCav(c, s, g) && !cavRank(c, s, g)) return 0;
  return genRank(c, s, g);
}

/** The Commanding General among `gens[0..n)`: highest command rank, then best defence (7.2.2). */
export function commanding(c: UscwContent, s: S, gens: Int32Array, n: number, attack = false): number {
  let best = -1;
  for (let i = 0; i < n; i++) {
    const g = gens[i]!;
    if (genFlag(c, s, g, GW_MOVING)) continue;
    if (best < 0) {
      best = g;
      continue;
    }
    const r = commandRank(c, s, g) - commandRank(c, s, best);
    const rating = attack ? c.gens[g]!.att - c.gens[best]!.att : c.gens[g]!.def - c.gens[best]!.def;
    if (r > 0 || (r === 0 && rating > 0)) best = g;
  }
  return best;
}

/** Action Points available for an action starting in theater th (4.1.3). */
export function apFor(s: S, th: number): number {
  return s[G_AP]! + s[G_TAP + th]!;
}

/** A card usable in theater th (18.1): the theater's cards, then Any; `naval` also Naval cards. */
export function cardFor(s: S, side: number, th: number, naval = false): number {
  if (naval && hand(s, side, CARD_NAVAL) > 0) return CARD_NAVAL;
  if (th >= 0 && hand(s, side, th) > 0) return th;
  if (hand(s, side, CARD_ANY) > 0) return CARD_ANY;
  return -1;
}

/** Cards of side usable in theater th (its theater's and Any). */
export function usableCards(s: S, side: number, th: number): number {
  return (th >= 0 ? hand(s, side, th) : 0) + hand(s, side, CARD_ANY);
}

/** Can side pay for an action in th and also play `extraCards` more cards (Force March, 18.1)? */
export function canPayPlus(s: S, side: number, th: number, extraCards: number): boolean {
  const cards = usableCards(s, side, th);
  return apFor(s, th) >= 1 ? cards >= extraCards : cards >= extraCards + 1;
}

export function canPay(s: S, side: number, th: number, cost = 1): boolean {
  return apFor(s, th) >= cost || cardFor(s, side, th) >= 0;
}

/**
 * Pay for an action in theater th: theater Action Points first, then general ones, then a card of the
 * theater, then an Any card (a card pays the whole action, 7.7, 18.1). Returns the card type used or -1.
 */
export function pay(s: S, side: number, th: number, cost = 1): number {
  if (apFor(s, th) >= cost) {
    let left = cost;
    const t = Math.min(left, s[G_TAP + th]!);
    s[G_TAP + th] = s[G_TAP + th]! - t;
    left -= t;
    s[G_AP] = s[G_AP]! - left;
    return -1;
  }
  const card = cardFor(s, side, th);
  if (card >= 0) addCard(s, side, card, -1);
  return card;
}

/** Put k SPs of side into the Displaced Box of theater th (14.6). */
export function displaceSp(s: S, side: number, th: number, k: number): void {
  s[G_DISP + side * 3 + th] = s[G_DISP + side * 3 + th]! + k;
}

/**
 * Put general g into the Displaced Box of theater th (7.6, 11.2.4, 16.5.1); a cavalry general misses
 * the rest of this turn and all of the next (8.7).
 */
export function displaceGen(c: UscwContent, s: S, g: number, th: number): void {
  setGenStatus(c, s, g, GS_DISPLACED);
  let v = gw(c, s, g) & ~(3 << GW_THEATER_SHIFT) & ~(31 << GW_RETURN_SHIFT) & ~GW_MOVING;
  v |= th << GW_THEATER_SHIFT;
  if (c.gens[g]!.cav) v |= Math.min(31, s[CH_TURN]! + 2) << GW_RETURN_SHIFT;
  setGw(c, s, g, v);
}

/** Ledger: k SPs of side enter play (setup, reinforcements, training). */
export function spCreated(s: S, side: number, k: number): void {
  s[G_SPIN + side] = s[G_SPIN + side]! + k;
}
/** Ledger: k SPs of side are eliminated (battle, surrender, removal). */
export function spEliminated(s: S, side: number, k: number): void {
  s[G_SPOUT + side] = s[G_SPOUT + side]! + k;
}
