/**
 * Strategic Movement (15) and the political restriction of 22.1: worked examples W53 and W55.
 */
import { describe, expect, it } from 'vitest';
import { G_CURSOR, G_DEC, G_SM } from '../../../src/games/uscw/layout.js';
import { decide, P_SM, toPhase } from '../../../src/games/uscw/phase.js';
import { smStep } from '../../../src/games/uscw/strategic.js';
import { sp } from '../../../src/games/uscw/state.js';
import { A, USA, act, blank, c, checkInvariants, legal, legalOp, mark, node, put, rank } from './fixture.js';

/** SPs that leave Columbus (Ohio) by rail, one at a time, from 8 SP under a 3-star and two 2-stars. */
function railedOut(options: Record<string, boolean>): number {
  const s = blank({ options });
  const from = put(s, 'Columbus', USA, 8, ['grant', 'sherman', 'thomas']);
  rank(s, 'grant', 3);
  rank(s, 'sherman', 2);
  rank(s, 'thomas', 2);
  toPhase(s, P_SM);
  s[G_CURSOR] = 0;
  smStep(c, s); // the phase's allowances
  decide(s, A.D_SM, USA);
  let k = 0;
  for (;;) {
    const rail = legalOp(s, A.OP_SM_FROM, from).filter((a) => A.yOf(a) === A.SM_RAIL);
    if (rail.length === 0) break;
    act(s, A.OP_SM_FROM, from, A.SM_RAIL);
    act(s, A.OP_SM_TO, A.xOf(legalOp(s, A.OP_SM_TO)[0]!));
    k++;
    while (s[G_DEC] === A.D_SM_TO) act(s, A.OP_DONE); // no further leg (15.1)
    if (s[G_DEC] !== A.D_SM) break;
  }
  expect(sp(c, s, from, USA)).toBe(8 - k);
  expect(legal(s).length).toBeGreaterThan(0);
  return k;
}

describe('22.1 Political restrictions on Strategic Movement', () => {
  it('W55 22.1: a stack with a 3-star and two 2-stars (7 stars) and 8 SP may send only 1 SP', () => {
    expect(railedOut({ 'r22.1-political-sm': true })).toBe(1);
  });

  it('15.6: without the option the Generals only keep 1 SP with them', () => {
    expect(railedOut({})).toBe(7);
  });
});

describe('15.1 Strategic Movement in general', () => {
  it('W53 15.1: one Union SP rails to a port, sails to New Orleans, goes up the Mississippi to Vicksburg and rails to Jackson: 1 ocean, 1 river, 2 rail', () => {
    const s = blank({ turn: 9 });
    for (const p of ['New Orleans', 'Forts St. Philip/Jackson', 'Vicksburg', 'Jackson MS']) {
      put(s, p, USA, 1);
      mark(s, p, USA);
    }
    const from = put(s, 'Columbus', USA, 1);
    toPhase(s, P_SM);
    s[G_CURSOR] = 0;
    smStep(c, s);
    decide(s, A.D_SM, USA);
    const left = (): number[] => [0, 1, 2].map((k) => s[G_SM + USA * 6 + k]!);
    const start = left();
    const legs: [number, string][] = [
      [A.SM_RAIL, 'Chesapeake Bay'],
      [A.SM_OCEAN, 'New Orleans'],
      [A.SM_RIVER, 'Vicksburg'],
      [A.SM_RAIL, 'Jackson MS'],
    ];
    let at = from;
    for (const [mode, to] of legs) {
      act(s, A.OP_SM_FROM, at, mode);
      act(s, A.OP_SM_TO, node(to));
      at = node(to);
    }
    while (s[G_DEC] === A.D_SM_TO) act(s, A.OP_DONE);
    expect(sp(c, s, from, USA)).toBe(0);
    expect(sp(c, s, node('Jackson MS'), USA)).toBe(2);
    // it passed through: nothing stays behind where a leg ended
    for (const p of ['Chesapeake Bay', 'New Orleans', 'Vicksburg'])
      expect(sp(c, s, node(p), USA)).toBe(p === 'Chesapeake Bay' ? 0 : 1);
    const used = left().map((v, k) => start[k]! - v);
    expect(used).toEqual([2, 1, 1]); // rail, river, ocean
    checkInvariants(s);
  });

  it('15.1: after one leg the SP may stop; the next leg never uses the type just used', () => {
    const s = blank({ turn: 9 });
    const from = put(s, 'Columbus', USA, 1);
    toPhase(s, P_SM);
    s[G_CURSOR] = 0;
    smStep(c, s);
    decide(s, A.D_SM, USA);
    act(s, A.OP_SM_FROM, from, A.SM_RAIL);
    act(s, A.OP_SM_TO, node('Cairo'));
    expect(s[G_DEC]).toBe(A.D_SM_TO);
    expect(legal(s)).toContain(A.enc(A.OP_DONE));
    expect(legalOp(s, A.OP_SM_FROM).map(A.yOf)).not.toContain(A.SM_RAIL);
    expect(legalOp(s, A.OP_SM_FROM).map(A.yOf)).toContain(A.SM_RIVER);
    act(s, A.OP_DONE);
    expect(sp(c, s, node('Cairo'), USA)).toBe(1);
    expect(s[G_DEC]).toBe(A.D_SM);
  });
});
