/**
 * The shared rules of common.ts, called directly: command limits and the Commanding General (7.2.2,
 * 7.3, 8.4, 8.6), paying for an action with Action Points or a Special Action Card (4.1.3, 18.1) and
 * the Displaced Box (14.6).
 */
import { describe, expect, it } from 'vitest';
import {
  apFor,
  canPayPlus,
  cardFor,
  commandLimit,
  commandRank,
  commanding,
  displaceSp,
  pay,
  usableCards,
} from '../../../src/games/uscw/common.js';
import {
  CARD_ANY,
  CARD_EAST,
  CARD_NAVAL,
  CARD_WEST,
  hand,
  setGenFlag,
} from '../../../src/games/uscw/state.js';
import { blank, c, cards, CSA, G, gi, rank, USA, type S } from './fixture.js';

const EAST = 0;
const WEST = 1;

/** The Commanding General among the generals named, by id. */
function boss(s: S, ids: readonly string[], attack = false): string {
  const g = commanding(c, s, Int32Array.from(ids.map((id) => gi(id))), ids.length, attack);
  return g < 0 ? '' : c.gens[g]!.id;
}

describe('common.ts: command (7.2.2, 7.3, 8.4, 8.6)', () => {
  it('7.3 command limit: 1-star 3 SPs, Cavalry General 1, 2-star 6, 3-star 18, intrinsic General 3', () => {
    const s = blank();
    expect(commandLimit(c, s, gi('lyon'))).toBe(3);
    expect(commandLimit(c, s, gi('sheridan'))).toBe(1);
    expect(commandLimit(c, s, gi('mcclellan'))).toBe(6);
    expect(commandLimit(c, s, gi('halleck'))).toBe(18);
    expect(commandLimit(c, s, -1)).toBe(3);
  });

  it('8.6 Sheridan promoted to 2 stars has all the properties of a 2-star: command limit 6', () => {
    const s = blank();
    rank(s, 'sheridan', 2);
    expect(commandLimit(c, s, gi('sheridan'))).toBe(6);
    expect(commandRank(c, s, gi('sheridan'))).toBe(2);
  });

  it('8.4 cavalry rank: every non-cavalry General outranks a Cavalry General, whatever the order', () => {
    const s = blank();
    expect(commandRank(c, s, gi('sheridan'))).toBe(0);
    expect(boss(s, ['sheridan', 'sherman'])).toBe('sherman');
    expect(boss(s, ['sherman', 'sheridan'])).toBe('sherman');
  });

  it('8.4 a Cavalry General commands when the only other Generals are Cavalry Generals (equal rank: the better defence)', () => {
    const s = blank();
    // stoneman def 0, sheridan def 1
    expect(boss(s, ['stoneman', 'sheridan'])).toBe('sheridan');
    expect(boss(s, ['stoneman'])).toBe('stoneman');
  });

  it('8.6 promoted Sheridan (2 stars, intrinsic cavalry) commands a 1-star', () => {
    const s = blank();
    rank(s, 'sheridan', 2);
    expect(boss(s, ['sherman', 'sheridan'])).toBe('sheridan');
  });

  it('7.2.2 the highest ranking General commands, wherever he stands in the list', () => {
    const s = blank();
    expect(boss(s, ['mcdowell', 'sherman'])).toBe('mcdowell');
    expect(boss(s, ['sherman', 'mcdowell'])).toBe('mcdowell');
    expect(boss(s, ['sherman', 'halleck', 'mcdowell'])).toBe('halleck');
    expect(boss(s, [])).toBe('');
  });

  it('7.2.2 between Generals of equal rank the owner chooses: the bot takes the better defence, or attack when attacking', () => {
    const s = blank();
    // hancock 2-star att 2 def 1; meade 2-star att 1 def 2; mcclellan and sumner 2-star att 1 def 1
    expect(boss(s, ['hancock', 'meade'])).toBe('meade');
    expect(commanding(c, s, Int32Array.from([gi('hancock'), gi('meade')]), 2)).toBe(gi('meade'));
    expect(boss(s, ['meade', 'hancock'])).toBe('meade');
    expect(boss(s, ['meade', 'mcclellan'])).toBe('meade');
    expect(boss(s, ['hancock', 'meade'], true)).toBe('hancock');
    expect(boss(s, ['meade', 'hancock'], true)).toBe('hancock');
    expect(boss(s, ['mcclellan', 'sumner'])).toBe('mcclellan');
    expect(boss(s, ['sumner', 'mcclellan'])).toBe('sumner');
  });

  it('7.2.4 a General on the move (activated) is not the Commanding General of the stack he leaves', () => {
    const s = blank();
    setGenFlag(c, s, gi('halleck'), G.GW_MOVING, true);
    expect(boss(s, ['halleck', 'sherman'])).toBe('sherman');
    expect(boss(s, ['sherman', 'halleck'])).toBe('sherman');
  });
});

describe('common.ts: paying for actions (4.1.3, 18.1)', () => {
  it('4.1.3 Action Points for an action: the general AP plus the theater AP of its theater', () => {
    const s = blank({ ap: 2 });
    s[G.G_TAP + WEST] = 1;
    expect([apFor(s, EAST), apFor(s, WEST)]).toEqual([2, 3]);
  });

  it('4.1.3 an action pays with the theater AP first, then the general AP', () => {
    const s = blank({ ap: 2 });
    s[G.G_TAP + WEST] = 1;
    expect(pay(s, USA, WEST, 2)).toBe(-1);
    expect([s[G.G_TAP + WEST], s[G.G_AP]]).toEqual([0, 1]);
    s[G.G_TAP + EAST] = 3;
    expect(pay(s, USA, EAST, 2)).toBe(-1);
    expect([s[G.G_TAP + EAST], s[G.G_AP]]).toEqual([1, 1]);
  });

  it('18.1 without the Action Points a card pays the whole action: the theater card before an Any card', () => {
    const s = blank({ ap: 0 });
    cards(s, USA, CARD_EAST, 1);
    cards(s, USA, CARD_ANY, 1);
    expect(pay(s, USA, EAST, 2)).toBe(CARD_EAST);
    expect([hand(s, USA, CARD_EAST), hand(s, USA, CARD_ANY)]).toEqual([0, 1]);
    expect(pay(s, USA, WEST)).toBe(CARD_ANY);
    expect(hand(s, USA, CARD_ANY)).toBe(0);
  });

  it('18.1 with neither Action Points nor a usable card nothing is paid and no hand changes', () => {
    const s = blank({ ap: 0 });
    cards(s, USA, CARD_WEST, 1);
    cards(s, CSA, CARD_EAST, 1);
    cards(s, USA, CARD_ANY, 1);
    const before = Array.from(s.subarray(G.G_HAND, G.G_HAND + 10));
    expect(pay(s, USA, EAST)).toBe(CARD_ANY);
    expect(pay(s, USA, EAST)).toBe(-1);
    expect(pay(s, CSA, WEST)).toBe(-1);
    expect(Array.from(s.subarray(G.G_HAND, G.G_HAND + 10))).toEqual(before.map((k, i) => (i === 4 ? 0 : k)));
  });

  it('18.1 usable cards: the theater cards and Any cards; an action outside every theater only Any cards', () => {
    const s = blank();
    cards(s, CSA, CARD_EAST, 2);
    cards(s, CSA, CARD_ANY, 1);
    cards(s, USA, CARD_ANY, 5);
    expect([usableCards(s, CSA, EAST), usableCards(s, CSA, WEST), usableCards(s, CSA, -1)]).toEqual([
      3, 1, 1,
    ]);
    expect(cardFor(s, CSA, -1)).toBe(CARD_ANY);
    expect(cardFor(s, CSA, EAST)).toBe(CARD_EAST);
    cards(s, CSA, CARD_NAVAL, 1);
    expect([cardFor(s, CSA, EAST, true), cardFor(s, CSA, EAST)]).toEqual([CARD_NAVAL, CARD_EAST]);
  });

  it('18.1 Force March: with an Action Point the extra cards are enough; without one a card also pays the action', () => {
    const s = blank({ ap: 1 });
    expect(canPayPlus(s, USA, EAST, 1)).toBe(false);
    cards(s, USA, CARD_EAST, 1);
    expect(canPayPlus(s, USA, EAST, 1)).toBe(true);
    s[G.G_AP] = 0;
    expect(canPayPlus(s, USA, EAST, 1)).toBe(false);
    cards(s, USA, CARD_ANY, 1);
    expect(canPayPlus(s, USA, EAST, 1)).toBe(true);
    expect(canPayPlus(s, USA, EAST, 2)).toBe(false);
  });
});

describe('common.ts: the Displaced Box (14.6)', () => {
  it('14.6 displaced SPs go to the box of their side and theater', () => {
    const s = blank();
    displaceSp(s, USA, 2, 1);
    displaceSp(s, CSA, WEST, 2);
    displaceSp(s, CSA, WEST, 2);
    expect(Array.from(s.subarray(G.G_DISP, G.G_DISP + 6))).toEqual([0, 0, 1, 0, 4, 0]);
  });
});
