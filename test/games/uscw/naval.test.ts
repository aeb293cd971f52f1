/**
 * Naval Transport (20.3) and Amphibious Assault (20.5): worked examples W59 (River Transport is 1 AP a
 * stack of up to 3 SP, Ocean Transport 1 AP an SP and at most 3 SP an Action Phase), W58 (one
 * transport drops 1 SP in each of three places) and W60.
 */
import { describe, expect, it } from 'vitest';
import { A_SP, G_AP, G_DEC, G_OCEAN } from '../../../src/games/uscw/layout.js';
import { CARD_ANY, CARD_EAST, CARD_NAVAL, sp } from '../../../src/games/uscw/state.js';
import {
  A,
  USA,
  CSA,
  d,
  act,
  blank,
  c,
  cards,
  checkInvariants,
  legal,
  legalOp,
  node,
  put,
  type S,
} from './fixture.js';

/** Land the chosen transport and end the landed stack's activation. */
function land(s: S, to: number, ocean: number): void {
  act(s, A.OP_NAV_TO, to, ocean);
  while (s[G_DEC] !== A.D_MAIN && legal(s).includes(A.enc(A.OP_STOP))) act(s, A.OP_STOP);
}

describe('20.3 Naval Transport', () => {
  it('W58 20.3.1: one Union transport of 3 SP lands 1 SP in each of three places and picks up none', () => {
    const s = blank({ ap: 1 });
    const [cairo, paducah, evansville, louisville] = ['Cairo', 'Paducah', 'Evansville', 'Louisville'].map(
      (n) => node(n),
    );
    put(s, 'Cairo', USA, 3);
    put(s, 'Evansville', USA, 2); // friendly SPs where it lands are never picked up
    act(s, A.OP_NAVAL, cairo!, 3);
    act(s, A.OP_NAV_TO, paducah!, 0);
    expect(s[G_AP]).toBe(0);
    // landed: stop here with all 3, or drop 1 or 2 and sail on
    expect(legal(s).sort()).toEqual(
      [A.enc(A.OP_STOP), A.enc(A.OP_DROP, paducah!, 1), A.enc(A.OP_DROP, paducah!, 2)].sort(),
    );
    act(s, A.OP_DROP, paducah!, 1);
    expect(legal(s)).toContain(A.enc(A.OP_NAV_TO, evansville!, 0));
    expect(legal(s)).not.toContain(A.enc(A.OP_NAV_TO, evansville!, 1)); // a River Transport stays one
    act(s, A.OP_NAV_TO, evansville!, 0);
    act(s, A.OP_DROP, evansville!, 1);
    expect(s[A_SP]).toBe(1);
    act(s, A.OP_NAV_TO, louisville!, 0);
    // the last SP lands and the action is over; it cost 1 AP in all
    expect(s[G_DEC]).toBe(A.D_MAIN);
    expect([cairo!, paducah!, evansville!, louisville!].map((n) => sp(c, s, n, USA))).toEqual([0, 1, 3, 1]);
    expect(s[G_AP]).toBe(0);
    checkInvariants(s);
  });

  it('W58 20.3.1: a landing in an enemy space is an Assault: the rest of the stack stops there', () => {
    const s = blank({ ap: 1 });
    const [cairo, paducah, memphis] = ['Cairo', 'Paducah', 'Memphis'].map((n) => node(n));
    put(s, 'Cairo', USA, 3);
    expect(d(s).ctrl[memphis!]).toBe(CSA);
    act(s, A.OP_NAVAL, cairo!, 3);
    act(s, A.OP_NAV_TO, paducah!, 0);
    act(s, A.OP_DROP, paducah!, 1);
    act(s, A.OP_NAV_TO, memphis!, 0);
    while (s[G_DEC] === A.D_REACT) act(s, A.OP_R_PASS);
    expect(s[G_DEC]).toBe(A.D_MAIN);
    expect([sp(c, s, paducah!, USA), sp(c, s, memphis!, USA)]).toEqual([1, 2]);
    checkInvariants(s);
  });

  it('W58 20.3.1: no drop-off in an enemy space: a stack that assaults at its first landing stops whole', () => {
    const s = blank({ ap: 1 });
    const [cairo, memphis] = ['Cairo', 'Memphis'].map((n) => node(n));
    put(s, 'Cairo', USA, 3);
    act(s, A.OP_NAVAL, cairo!, 3);
    act(s, A.OP_NAV_TO, memphis!, 0);
    while (s[G_DEC] === A.D_REACT) act(s, A.OP_R_PASS);
    expect(legalOp(s, A.OP_DROP)).toEqual([]);
    expect(s[G_DEC]).toBe(A.D_MAIN);
    expect(sp(c, s, memphis!, USA)).toBe(3);
  });

  it('W59 20.3.2: with 5 AP the Union River-Transports 15 SP in one Action Phase, 3 SP a stack for 1 AP each', () => {
    const s = blank({ ap: 5 });
    const cairo = put(s, 'Cairo', USA, 15);
    expect(legalOp(s, A.OP_NAVAL, cairo).map(A.yOf)).toEqual([1, 2, 3]); // never more than 3 SP a stack
    for (let i = 0; i < 5; i++) {
      act(s, A.OP_NAVAL, cairo, 3);
      const river = legalOp(s, A.OP_NAV_TO).filter((a) => A.yOf(a) === 0);
      expect(river.length).toBeGreaterThan(0);
      land(s, A.xOf(river[0]!), 0);
      expect(s[G_AP]).toBe(4 - i);
    }
    expect(sp(c, s, cairo, USA)).toBe(0);
    checkInvariants(s);
  });

  it('W59 20.3.2: Ocean Transport is 1 AP an SP and at most 3 SP a phase: a second 2-SP stack is never offered', () => {
    const s = blank({ ap: 5 });
    const hampton = put(s, 'Hampton', USA, 6);
    put(s, 'Fort Monroe', USA, 1);
    act(s, A.OP_NAVAL, hampton, 2);
    const ocean = legalOp(s, A.OP_NAV_TO).filter((a) => A.yOf(a) === 1);
    expect(ocean.length).toBeGreaterThan(0);
    land(s, A.xOf(ocean[0]!), 1);
    expect([s[G_OCEAN], s[G_AP]]).toEqual([2, 3]);
    act(s, A.OP_NAVAL, hampton, 2);
    expect(legalOp(s, A.OP_NAV_TO).filter((a) => A.yOf(a) === 1)).toEqual([]);
  });
});

describe('20.5 Amphibious Assault', () => {
  /** Ocean destinations offered to 2 Union SP at Hampton (an Eastern ocean port) with `ap` AP and cards. */
  function oceanTargets(ap: number, hand: readonly number[]): number[] {
    const s = blank({ ap });
    const hampton = put(s, 'Hampton', USA, 2);
    put(s, 'Fort Monroe', USA, 1);
    for (const t of hand) cards(s, USA, t, 1);
    act(s, A.OP_NAVAL, hampton, 2);
    return legalOp(s, A.OP_NAV_TO)
      .filter((a) => A.yOf(a) === 1)
      .map(A.xOf);
  }

  it('W60 20.5.6: an Ocean Assault of 2 SP on a plain ocean port is paid by 2 AP, an East card or a Naval/Any card', () => {
    const georgetown = node('Georgetown');
    expect(oceanTargets(2, [])).toContain(georgetown);
    expect(oceanTargets(1, [])).not.toContain(georgetown);
    expect(oceanTargets(1, [CARD_EAST])).toContain(georgetown);
    expect(oceanTargets(1, [CARD_NAVAL])).toContain(georgetown);
  });

  it('W60 20.5.6: against a Coastal Fort it needs a Naval or Any card', () => {
    const sumter = node('Fort Sumter');
    expect(oceanTargets(3, [])).not.toContain(sumter);
    expect(oceanTargets(3, [CARD_EAST])).not.toContain(sumter);
    expect(oceanTargets(3, [CARD_NAVAL])).toContain(sumter);
    expect(oceanTargets(3, [CARD_ANY])).toContain(sumter);
  });
});
