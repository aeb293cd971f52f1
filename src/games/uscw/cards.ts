/**
 * Special Action Cards (18.0). Each side draws from its own 15-card deck; used cards go back and the
 * deck is shuffled before every draw (18.1), so a draw is one card taken uniformly from the deck minus
 * the hand, by the in-state 'shuffle' stream (reseedChance reseeds it: a searcher never sees a draw).
 * Hands are counts per type (East, West, Trans-Mississippi, Naval, Any); a hand holds at most five
 * after discarding (18.2).
 */
import { randInt } from '../../core/rng.js';
import type { UscwContent } from './content.js';
import { SHUFFLE } from './common.js';
import { addCard, hand, handSize, type S } from './state.js';

export const HAND_MAX = 5;

/** Draw one card for side (a no-op when the whole deck is in hand). Returns the type or -1. */
export function drawCard(c: UscwContent, s: S, side: number): number {
  const deck = c.tables.deck[side]!;
  let total = 0;
  for (let t = 0; t < 5; t++) total += Math.max(0, deck[t]! - hand(s, side, t));
  if (total <= 0) return -1;
  let r = randInt(s, SHUFFLE, total);
  for (let t = 0; t < 5; t++) {
    const left = Math.max(0, deck[t]! - hand(s, side, t));
    if (r < left) {
      addCard(s, side, t, 1);
      return t;
    }
    r -= left;
  }
  return -1;
}

/** Cards a side draws at the start of the turn: 2, but 1 on Turns 2-3 (18.2, S1.3 Slower Pace). */
export function turnDraws(turn: number): number {
  return turn === 2 || turn === 3 ? 1 : 2;
}

export function overHand(s: S, side: number): boolean {
  return handSize(s, side) > HAND_MAX;
}
