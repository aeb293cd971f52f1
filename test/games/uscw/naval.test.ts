/**
 * Naval Transport (20.3): worked example W59 — River Transport is 1 AP a stack of up to 3 SP, Ocean
 * Transport 1 AP an SP and at most 3 SP an Action Phase.
 */
import { describe, expect, it } from 'vitest';
import { G_AP, G_DEC, G_OCEAN } from '../../../src/games/uscw/layout.js';
import { sp } from '../../../src/games/uscw/state.js';
import { A, USA, act, blank, c, checkInvariants, legal, legalOp, put, type S } from './fixture.js';

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
