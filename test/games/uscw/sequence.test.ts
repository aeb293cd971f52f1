/**
 * Initiative, Action Points and who may move (4.1, 4.3, 5.1, 18.3): worked examples W01-W03 and W10
 * of the digest's appendix, on a small clear map.
 */
import { describe, expect, it } from 'vitest';
import { advance } from '../../../src/games/uscw/flow.js';
import { hand, handSize, sp, spFree, CARD_ANY, CARD_EAST, CARD_WEST } from '../../../src/games/uscw/state.js';
import { P_INIT, toPhase } from '../../../src/games/uscw/phase.js';
import {
  A,
  G,
  USA,
  CSA,
  act,
  blank,
  can,
  cards,
  dice,
  gi,
  legalOp,
  mini,
  node,
  put,
  rank,
  step,
} from './fixture.js';

export const plain = mini({ rows: ['ccccccc', 'ccccccc', 'ccccccc', 'ccccccc', 'ccccccc'] });

/** Run the Initiative die-off from the start of an Action Phase. */
function initiativeWith(...rolls: number[]): Int32Array {
  const s = blank({ content: plain });
  toPhase(s, P_INIT);
  s[G.G_DEC] = A.D_NONE;
  dice(s, ...rolls);
  advance(plain, s);
  return s;
}

describe('4.1 Initiative', () => {
  it('W01 4.1.1: Union 5, CSA 3: the Union goes first and each player gets 2 AP', () => {
    const s = initiativeWith(5, 3);
    expect(s[G.G_FIRST]).toBe(USA);
    expect(s[G.G_PHASING]).toBe(USA);
    expect(s[G.G_AP]).toBe(2);
    expect(s[G.G_DEC]).toBe(A.D_MAIN);
    // the second player gets the same Action Points when his turn comes
    act(s, A.OP_END);
    expect(s[G.G_PHASING]).toBe(CSA);
    expect(s[G.G_AP]).toBe(2);
  });

  it('W01 4.1.2: doubles: each player draws a card and both roll again', () => {
    const s = initiativeWith(4, 4, 2, 6);
    expect(handSize(s, USA)).toBe(1);
    expect(handSize(s, CSA)).toBe(1);
    expect(s[G.G_FIRST]).toBe(CSA);
    expect(s[G.G_AP]).toBe(4);
  });

  it('4.1.2: a player with five cards draws none on doubles', () => {
    const s = blank({ content: plain });
    cards(s, USA, CARD_EAST, 5);
    toPhase(s, P_INIT);
    s[G.G_DEC] = A.D_NONE;
    dice(s, 3, 3, 1, 2);
    advance(plain, s);
    expect(handSize(s, USA)).toBe(5);
    expect(handSize(s, CSA)).toBe(1);
  });

  it('4.1.3: a difference of 1 gives one Action Point in each theater', () => {
    const s = initiativeWith(2, 3);
    expect(s[G.G_FIRST]).toBe(CSA);
    expect(s[G.G_AP]).toBe(0);
    expect([s[G.G_TAP], s[G.G_TAP + 1], s[G.G_TAP + 2]]).toEqual([1, 1, 1]);
  });
});

describe('5.1 who may move', () => {
  it("W02 5.1.2: SPs and a General dropped by Sherman in Burnside's hex cannot move with Burnside", () => {
    const s = blank({ content: plain, ap: 3 });
    put(s, 2011, USA, 4, ['sherman', 'couch'], plain);
    put(s, 2013, USA, 2, ['burnside'], plain);
    rank(s, 'sherman', 2, plain);
    rank(s, 'burnside', 2, plain);
    act(s, A.OP_ACT_GEN, gi('sherman', plain), 4 | A.ACT_SUBS);
    step(s, 2012, plain);
    step(s, 2013, plain);
    act(s, A.OP_DROPGEN, gi('couch', plain));
    act(s, A.OP_DROP, 0, 2);
    act(s, A.OP_STOP);
    const at = node(2013, plain);
    expect(sp(plain, s, at, USA)).toBe(6);
    expect(spFree(plain, s, at, USA)).toBe(2);
    const burnside = legalOp(s, A.OP_ACT_GEN, gi('burnside', plain)).map((a) => A.yOf(a) & 63);
    expect(Math.max(...burnside)).toBe(2);
    expect(legalOp(s, A.OP_ACT_GEN, gi('couch', plain))).toEqual([]);
    // once activated, Burnside may not pick up what Sherman left (moved this phase)
    act(s, A.OP_ACT_GEN, gi('burnside', plain), 2);
    expect(legalOp(s, A.OP_PICKUP)).toEqual([]);
    expect(legalOp(s, A.OP_PICKGEN)).toEqual([]);
  });

  it('W03 5.1.3: two Generals leaving one hex in different directions are two activations', () => {
    const s = blank({ content: plain, ap: 3 });
    put(s, 2213, USA, 4, ['sherman', 'burnside'], plain);
    rank(s, 'sherman', 2, plain);
    rank(s, 'burnside', 2, plain);
    act(s, A.OP_ACT_GEN, gi('sherman', plain), 2);
    step(s, 2214, plain);
    act(s, A.OP_STOP);
    expect(s[G.G_AP]).toBe(2);
    act(s, A.OP_ACT_GEN, gi('burnside', plain), 2);
    step(s, 2212, plain);
    act(s, A.OP_STOP);
    expect(s[G.G_AP]).toBe(1);
    expect(sp(plain, s, node(2214, plain), USA)).toBe(2);
    expect(sp(plain, s, node(2212, plain), USA)).toBe(2);
  });
});

describe('18.3 cards as actions', () => {
  it('W10 18.3.1: 3 East and 2 Any cards are five extra actions in the East; a West card is not', () => {
    const s = blank({ content: plain, ap: 0 });
    cards(s, USA, CARD_EAST, 3);
    cards(s, USA, CARD_ANY, 2);
    cards(s, USA, CARD_WEST, 1);
    for (const h of [2010, 2012, 2014, 2210, 2212, 2214]) put(s, h, USA, 1, [], plain);
    for (let k = 0; k < 5; k++) {
      const a = legalOp(s, A.OP_ACT_SP)[0]!;
      act(s, A.OP_ACT_SP, A.xOf(a), 1);
      act(s, A.OP_STOP);
    }
    expect(hand(s, USA, CARD_EAST) + hand(s, USA, CARD_ANY)).toBe(0);
    expect(hand(s, USA, CARD_WEST)).toBe(1);
    expect(legalOp(s, A.OP_ACT_SP)).toEqual([]);
    expect(can(s, A.OP_END)).toBe(true);
  });
});
