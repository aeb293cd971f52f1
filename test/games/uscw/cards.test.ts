/**
 * Special Action Cards (18.1-18.2, S1.3): what a draw may bring, the empty deck, the cards drawn each
 * turn and the hand limit.
 */
import { describe, expect, it } from 'vitest';
import { HAND_MAX, drawCard, overHand, turnDraws } from '../../../src/games/uscw/cards.js';
import { CARD_ANY, addCard, hand } from '../../../src/games/uscw/state.js';
import { USA, CSA, blank, c } from './fixture.js';

describe('18.1 drawing a card', () => {
  it('18.1: a draw comes from the deck less the hand: with every other card in hand, Any is drawn every time', () => {
    const s = blank();
    const deck = c.tables.deck[USA]!;
    for (let t = 0; t < CARD_ANY; t++) addCard(s, USA, t, deck[t]!);
    expect(deck[CARD_ANY]).toBeGreaterThan(0);
    for (let k = 0; k < 12; k++) {
      expect(drawCard(c, s, USA)).toBe(CARD_ANY);
      expect(hand(s, USA, CARD_ANY)).toBe(1);
      addCard(s, USA, CARD_ANY, -1); // played: back in the deck
    }
  });

  it('18.1: with the whole deck in hand nothing is drawn and nothing changes', () => {
    const s = blank();
    const deck = c.tables.deck[CSA]!;
    for (let t = 0; t <= CARD_ANY; t++) addCard(s, CSA, t, deck[t]!);
    const before = Array.from(s);
    expect(drawCard(c, s, CSA)).toBe(-1);
    expect(Array.from(s)).toEqual(before);
  });
});

describe('18.2 cards each turn, the hand limit', () => {
  it('18.2 and S1.3 Slower Pace: two cards a turn, one on Turns 2 and 3', () => {
    expect([1, 2, 3, 4, 20].map(turnDraws)).toEqual([2, 1, 1, 2, 2]);
  });

  it('18.2: a hand of five is within the limit, six is over it', () => {
    const s = blank();
    addCard(s, USA, 0, HAND_MAX);
    expect(overHand(s, USA)).toBe(false);
    addCard(s, USA, CARD_ANY, 1);
    expect([overHand(s, USA), overHand(s, CSA)]).toEqual([true, false]);
  });
});
