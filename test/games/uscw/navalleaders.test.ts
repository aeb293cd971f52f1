/**
 * 21.2.8 Naval Leaders (Advanced game): their Turn Record Track arrival and their return from the
 * Displaced Box (14.6) go to friendly Naval Units at, or with a waterway to, a friendly Port in Limited
 * or Full Supply, in the Leader's theater; with none there he goes to (stays in) the Displaced Box.
 *
 * Foote arrives on Turn 4 in the West (leaders.json). Union River NSPs at Cairo (Union, Illinois) and a
 * Union SP at Cincinnati (Union, Ohio; a land General's arrival spot) in the same theater.
 */
import { describe, expect, it } from 'vitest';
import { displaceGen } from '../../../src/games/uscw/common.js';
import { G_CURSOR, G_DA, G_DEC, G_POOL, GS_DISPLACED, GS_PENDING } from '../../../src/games/uscw/layout.js';
import { leaderStep } from '../../../src/games/uscw/leaders.js';
import { TH_WEST } from '../../../src/games/uscw/mapmodel.js';
import { U_RIVER, addNf } from '../../../src/games/uscw/navalunits.js';
import { P_LM, P_REINF, toPhase } from '../../../src/games/uscw/phase.js';
import { R_DISP_US, reinforcementStep } from '../../../src/games/uscw/reinforce.js';
import { genStatus, setGenStatus } from '../../../src/games/uscw/state.js';
import { ADV, A, USA, blank, c, checkInvariants, gi, legalOp, node, put, type S } from './fixture.js';

const foote = gi('foote');

/** Turn 4: Foote on the Turn Record Track; ships at Cairo unless `noShips`; 1 SP at Cincinnati. */
function position(options: Record<string, boolean>, noShips = false): S {
  const s = blank({ turn: 4, options });
  setGenStatus(c, s, foote, GS_PENDING);
  if (!noShips) addNf(c, s, node('Cairo'), USA, U_RIVER, 2);
  put(s, 'Cincinnati', USA, 1);
  return s;
}

/** The Union half of the Leader Management Phase, run to its first decision or its end. */
function unionEvents(s: S): void {
  toPhase(s, P_LM);
  s[G_CURSOR] = 0;
  s[G_POOL + 2] = 0;
  s[G_POOL + 3] = 0;
  s[G_DEC] = A.D_NONE;
  for (let i = 0; i < 10 && s[G_DEC] === A.D_NONE && s[G_CURSOR] === 0; i++) leaderStep(c, s);
}

/** The Union's 14.6 step over its Generals, run to its first decision. */
function unionReturns(s: S): void {
  toPhase(s, P_REINF);
  s[G_DEC] = A.D_NONE;
  s[G_CURSOR] = R_DISP_US;
  s[G_POOL + 2] = 0;
  s[G_POOL + 3] = 0;
  for (let i = 0; i < 5 && s[G_DEC] === A.D_NONE && s[G_POOL + 2]! < c.ng; i++) reinforcementStep(c, s);
}

const places = (s: S): number[] => legalOp(s, A.OP_PLACE).map((a) => A.xOf(a));

describe('21.2.8 Naval Leaders', () => {
  it('21.2.8: a Naval Leader arrives only with Naval Units supplied by a friendly port (Cairo), not with land SPs', () => {
    const s = position(ADV);
    unionEvents(s);
    expect(s[G_DEC]).toBe(A.D_PLACE);
    expect([s[G_DA], places(s)]).toEqual([A.PL_ARRIVAL, [node('Cairo')]]);
    checkInvariants(s);
  });

  it('21.2.8: with no such Naval Units in his theater he goes to the Displaced Box of his theater of arrival', () => {
    const s = position(ADV, true);
    unionEvents(s);
    expect(s[G_DEC]).not.toBe(A.D_PLACE);
    expect(genStatus(c, s, foote)).toBe(GS_DISPLACED);
  });

  it('21.2.8, 14.6: a displaced Naval Leader returns to Naval Units of his theater (in the Basic game he stays)', () => {
    const s = position(ADV);
    displaceGen(c, s, foote, TH_WEST);
    unionReturns(s);
    expect(s[G_DEC]).toBe(A.D_PLACE);
    expect([s[G_DA], places(s)]).toEqual([A.PL_DISP_GEN, [node('Cairo')]]);
    const basic = position({});
    displaceGen(c, basic, foote, TH_WEST);
    unionReturns(basic);
    expect(basic[G_DEC]).not.toBe(A.D_PLACE);
    expect(genStatus(c, basic, foote)).toBe(GS_DISPLACED);
  });
});
