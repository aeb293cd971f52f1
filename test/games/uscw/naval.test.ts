/**
 * Naval Transport (20.3) and Amphibious Assault (20.5): worked examples W59 (River Transport is 1 AP a
 * stack of up to 3 SP, Ocean Transport 1 AP an SP and at most 3 SP an Action Phase) and W60.
 */
import { describe, expect, it } from 'vitest';
import { G_AP, G_DEC, G_OCEAN } from '../../../src/games/uscw/layout.js';
import { CARD_ANY, CARD_EAST, CARD_NAVAL, sp } from '../../../src/games/uscw/state.js';
import {
  A,
  USA,
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
