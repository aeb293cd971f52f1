/**
 * Strategic Movement (15) and the political restriction of 22.1: worked example W55.
 */
import { describe, expect, it } from 'vitest';
import { G_CURSOR, G_DEC } from '../../../src/games/uscw/layout.js';
import { decide, P_SM, toPhase } from '../../../src/games/uscw/phase.js';
import { smStep } from '../../../src/games/uscw/strategic.js';
import { sp } from '../../../src/games/uscw/state.js';
import { A, USA, act, blank, c, legal, legalOp, put, rank } from './fixture.js';

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
