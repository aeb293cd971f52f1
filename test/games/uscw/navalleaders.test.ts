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
import { beginHalf } from '../../../src/games/uscw/initiative.js';
import {
  G_AP,
  G_CURSOR,
  G_DA,
  G_DEC,
  G_FREENAV,
  G_POOL,
  GS_DISPLACED,
  GS_PENDING,
} from '../../../src/games/uscw/layout.js';
import { leaderStep } from '../../../src/games/uscw/leaders.js';
import { TH_WEST } from '../../../src/games/uscw/mapmodel.js';
import { soloY } from '../../../src/games/uscw/navalleader.js';
import {
  C_FLOT,
  MK_RIVER,
  U_DEMOR,
  U_DRIVER,
  U_OCEAN,
  U_RIVER,
  addNf,
  navFlag,
  nf,
} from '../../../src/games/uscw/navalunits.js';
import { P_REINF, toPhase } from '../../../src/games/uscw/phase.js';
import { R_DISP_US, reinforcementStep } from '../../../src/games/uscw/reinforce.js';
import { genLoc, genStatus, placeGen, setGenStatus } from '../../../src/games/uscw/state.js';
import { placeNavy } from '../../../src/games/uscw/navaladv.js';
import {
  ADV,
  A,
  CSA,
  USA,
  act,
  blank,
  c,
  can,
  checkInvariants,
  dice,
  fort,
  gi,
  legalOp,
  mark,
  node,
  put,
  riverCoast,
  twoShores,
  uscw,
  type S,
  openLm,
} from './fixture.js';

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
  openLm(s);
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

/**
 * 21.2.8 Naval Leaders moving alone, on fixture.ts's riverCoast: P (2112) a River port on the sea, Q
 * (1911) a River port up the river R (hexsides D = 1911|2011, C = 1912|2011, B = 2011|2012, A =
 * 2012|2112), the coastal hexes 2110-2115 on the Atlantic; W62's position (Columbus KY, Memphis) on the
 * provisional map for the battle.
 */
describe('21.2.8 Naval Leaders moving alone', () => {
  const river = riverCoast();
  const at = (h: string | number): number => node(h, river);
  const farragut = gi('farragut', river);

  /** The Union's Action Phase on the small map (1 AP), P and Q Union, Farragut and a River NSP at `from`. */
  function coast(from: string | number, options: Record<string, boolean> = ADV): S {
    const s = blank({ content: river, options, ap: 1 });
    mark(s, 'P', USA, river);
    mark(s, 'Q', USA, river);
    addNf(river, s, at(from), USA, U_RIVER, 1);
    placeGen(river, s, farragut, at(from));
    return s;
  }
  /** The places D_NAVMOVE offers Farragut moving alone from `from` ([] when he may not move alone). */
  function joins(s: S, from: string | number): number[] {
    if (!can(s, A.OP_NAVMOVE, at(from), soloY(farragut))) return [];
    const t = s.slice();
    act(t, A.OP_NAVMOVE, at(from), soloY(farragut));
    return legalOp(t, A.OP_NAVDEST).map((a) => A.xOf(a));
  }

  it('21.2.8 a Naval Leader moving alone joins friendly Naval Units: Farragut from P to the River NSPs at Q, the free naval action', () => {
    const s = coast('P');
    addNf(river, s, at('Q'), USA, U_RIVER, 2);
    expect(joins(s, 'P')).toEqual([at('Q')]);
    act(s, A.OP_NAVMOVE, at('P'), soloY(farragut));
    expect(uscw.describe(s, A.enc(A.OP_NAVDEST, at('Q')))).toBe(
      'Farragut sails alone to join the Naval Units at Q (1911)',
    );
    act(s, A.OP_NAVDEST, at('Q'));
    expect(genLoc(river, s, farragut)).toBe(at('Q'));
    // the ships stay where they were; the move was the free naval action (21.1), the AP is left
    expect([nf(river, s, at('P'), USA, U_RIVER), nf(river, s, at('Q'), USA, U_RIVER)]).toEqual([1, 2]);
    expect([s[G_FREENAV]! & (1 << USA), s[G_AP]]).toEqual([1 << USA, 1]);
    // 21.2.4: activated once an Action Phase: he does not move alone again
    expect(can(s, A.OP_NAVMOVE, at('Q'), soloY(farragut))).toBe(false);
    checkInvariants(s);
  });

  it('21.2.8: a Naval Leader must end his movement with NSPs: no move to a place without friendly Naval Units (a damaged NSP is one)', () => {
    // Q empty: no place to go, so no move alone is offered
    expect(joins(coast('P'), 'P')).toEqual([]);
    const s = coast('P');
    addNf(river, s, at('Q'), USA, U_DRIVER, 1);
    expect(joins(s, 'P')).toEqual([at('Q')]);
  });

  it('21.2.8: a Naval Leader moving alone may not Run the Guns past an enemy Fort: Q is out of reach behind the CSA fort at 2012, as it is not for the ships', () => {
    const s = coast('P');
    addNf(river, s, at('Q'), USA, U_RIVER, 2);
    fort(s, 2012, CSA, 1, river);
    expect(joins(s, 'P')).toEqual([]);
    // the River NSP at P may sail to Q Running the Guns (21.13)
    act(s, A.OP_NAVMOVE, at('P'), MK_RIVER);
    expect(legalOp(s, A.OP_NAVDEST, at('Q'))).toHaveLength(1);
  });

  it("21.2.8: a Naval Leader moving alone may not enter an enemy Naval ZOI: the CSA Flotilla at 2012 covers P's coast, so 2114 -> 2111 is closed to him", () => {
    const open = coast(2114);
    addNf(river, open, at(2111), USA, U_RIVER, 1);
    expect(joins(open, 2114)).toEqual([at(2111)]);
    const s = coast(2114);
    addNf(river, s, at(2111), USA, U_RIVER, 1);
    mark(s, 2012, CSA, river);
    addNf(river, s, at(2012), CSA, C_FLOT, 1);
    expect(joins(s, 2114)).toEqual([]);
    // the River NSP may still sail there (it may be intercepted on the way, 21.4.2)
    act(s, A.OP_NAVMOVE, at(2114), MK_RIVER);
    expect(legalOp(s, A.OP_NAVDEST, at(2111))).toHaveLength(1);
  });

  it('21.2.8, 21.2.5: he sails the water of the NSPs he joins: Oceangoing NSPs up the river at Q only by reading read-21.2.8-leader-waters', () => {
    const s = coast('P');
    addNf(river, s, at('Q'), USA, U_OCEAN, 1);
    expect(joins(s, 'P')).toEqual([]);
    const any = coast('P', { ...ADV, 'read-21.2.8-leader-waters': true });
    addNf(river, any, at('Q'), USA, U_OCEAN, 1);
    expect(joins(any, 'P')).toEqual([at('Q')]);
  });

  it('21.2.8, 21.2.5: Farragut at P joins Oceangoing NSPs on the coast (2114), sailing as they sail', () => {
    const s = coast('P');
    addNf(river, s, at(2114), USA, U_OCEAN, 1);
    expect(joins(s, 'P')).toEqual([at(2114)]);
  });

  it('21.2.8 with read-21.2.8-leader-waters: a damaged NSP alone at Q is Naval Units he may join', () => {
    const s = coast('P', { ...ADV, 'read-21.2.8-leader-waters': true });
    addNf(river, s, at('Q'), USA, U_DRIVER, 1);
    expect(joins(s, 'P')).toEqual([at('Q')]);
  });

  it('21.2.8, 21.2.5: Farragut with Oceangoing NSPs at 2111 may not join River NSPs across the open sea, which they could not sail', () => {
    const sea = twoShores([2014, 2114, 2115]);
    const s = blank({ content: sea, options: ADV, ap: 1 });
    for (const u of ['U1', 'U2', 'U3']) {
      mark(s, u, USA, sea);
      addNf(sea, s, node(u, sea), USA, U_RIVER, 1);
    }
    addNf(sea, s, node(2111, sea), USA, U_OCEAN, 1);
    placeGen(sea, s, gi('farragut', sea), node(2111, sea));
    expect(can(s, A.OP_NAVMOVE, node(2111, sea), soloY(gi('farragut', sea)))).toBe(false);
  });

  it('21.2.4: a Naval Leader who moved alone stays when the ships he joined sail the same Action Phase', () => {
    const s = coast('P');
    addNf(river, s, at('Q'), USA, U_RIVER, 2);
    act(s, A.OP_NAVMOVE, at('P'), soloY(farragut));
    act(s, A.OP_NAVDEST, at('Q'));
    act(s, A.OP_NAVMOVE, at('Q'), MK_RIVER);
    act(s, A.OP_NAVDEST, at('P'));
    expect(nf(river, s, at('P'), USA, U_RIVER)).toBe(3);
    // left without ships, he is Displaced (automated)
    expect(genStatus(river, s, farragut)).toBe(GS_DISPLACED);
    checkInvariants(s);
  });

  it('21.2.8: the Basic game offers no Naval Leader moving alone', () => {
    const s = coast('P', {});
    addNf(river, s, at('Q'), USA, U_RIVER, 2);
    expect(legalOp(s, A.OP_NAVMOVE)).toEqual([]);
  });

  /** W62's position: 8 River NSP at Columbus KY (Union), Porter and 1 River NSP at Cairo, Memphis a CSA Fort and Battery (4 NSP). */
  function memphis(): S {
    const s = blank({ options: ADV, ap: 2 });
    mark(s, 'Columbus KY', USA);
    mark(s, 'Cairo', USA);
    mark(s, 'Memphis', CSA);
    placeNavy(c, s, [
      { side: 'usa', at: 'Columbus KY', kind: 'river', n: 8 },
      { side: 'usa', at: 'Cairo', kind: 'river', n: 1 },
      { side: 'usa', at: 'Cairo', leader: 'porter' },
      { side: 'csa', at: 'Memphis', kind: 'battery', n: 1 },
    ]);
    fort(s, 'Memphis', CSA, 1);
    return s;
  }

  it('21.2.8, 21.6.5: Porter joins the 8 NSPs at Columbus alone; next Action Phase his +1 makes their attack on Memphis (4 against 1) a tie, not a loss', () => {
    const fight = (join: boolean): S => {
      const s = memphis();
      if (join) {
        act(s, A.OP_NAVMOVE, node('Cairo'), soloY(gi('porter')));
        act(s, A.OP_NAVDEST, node('Columbus KY'));
      }
      beginHalf(c, s, USA);
      // the attacker's two dice 3 + 1 = 4 (8 NSP), the defender's one die 1 (Fort 2, Battery 2)
      dice(s, 3, 1, 1);
      act(s, A.OP_NAVMOVE, node('Columbus KY'), MK_RIVER);
      act(s, A.OP_NAVDEST, node('Memphis'));
      return s;
    };
    const led = fight(true);
    // a tie: back to Columbus with Porter, not Demoralized (21.6.7); without him a loss: Demoralized
    expect(genLoc(c, led, gi('porter'))).toBe(node('Columbus KY'));
    expect(navFlag(c, led, node('Columbus KY'), USA, U_DEMOR)).toBe(false);
    expect(navFlag(c, fight(false), node('Columbus KY'), USA, U_DEMOR)).toBe(true);
    checkInvariants(led);
  });
});
