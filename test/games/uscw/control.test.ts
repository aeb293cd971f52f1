/**
 * Control (6): where Control markers go (6.2.3), Resource hexes taken and Destroyed (6.4.1), and
 * railroad control (6.5): worked examples W11-W14.
 */
import { describe, expect, it } from 'vitest';
import {
  NEUTRAL,
  controllerOf,
  csaArsenalBp,
  csaResourceBp,
  enemyState,
  fortDrm,
  hasGarrison,
  markerEligible,
  resourceValue,
  stateOwner,
  unionResourceVp,
} from '../../../src/games/uscw/control.js';
import { endPhase } from '../../../src/games/uscw/endphase.js';
import {
  B_DESTROYED,
  B_GARRISON_GONE,
  G_ARS_DESTROYED,
  G_BORDER,
  G_BURNED,
} from '../../../src/games/uscw/layout.js';
import { marker, nb, setArsenals, setBit } from '../../../src/games/uscw/state.js';
import {
  A,
  G,
  USA,
  CSA,
  act,
  blank,
  c,
  can,
  d,
  entrench,
  fort,
  gi,
  mark,
  mini,
  node,
  put,
  rank,
  step,
} from './fixture.js';

// A railroad from the north edge (Exit, Pennsylvania) east along row 20 into Virginia:
// 2010 Exit (PA) - 2011 (PA) - 2012 A (VA town) - 2013 - 2014 B - 2015 - 2016 D (VA, Resource 2) -
// 2017, 2018 (Resources 1): D is a Confederate Primary source (a Resource worth 2 with two others).
const rail = mini({
  rows: ['ccccccccc', 'ccccccccc', 'ccccccccc'],
  states: ['PPVVVVVVV', 'PPVVVVVVV', 'PPVVVVVVV'],
  places: [
    { hex: 2010, name: 'Exit', state: 'PA' },
    { hex: 2012, name: 'A', state: 'VA' },
    { hex: 2016, name: 'D', state: 'VA', bp: 2 },
    { hex: 2017, name: 'E1', state: 'VA', bp: 1 },
    { hex: 2018, name: 'E2', state: 'VA', bp: 1 },
  ],
  sides: [2010, 2011, 2012, 2013, 2014, 2015, 2016, 2017].map((h) => ({
    a: h,
    b: h + 1,
    f: ['rail' as const],
  })),
});
const railNet = (s: Int32Array, side: number): number[] =>
  [2010, 2011, 2012, 2013, 2014, 2015, 2016, 2017, 2018].filter(
    (h) => d(s, rail).supplyOf(side).net[node(h, rail)] === 1,
  );

describe('6.2 Control markers', () => {
  it('W11 6.2.3: markers only in Town, City, Objective, Resource, Port, CF or Island spaces of an enemy state', () => {
    const s = blank({ content: rail });
    expect(markerEligible(rail, s, node('A', rail), USA)).toBe(true);
    expect(markerEligible(rail, s, node(2013, rail), USA)).toBe(false); // rail hex between towns
    expect(markerEligible(rail, s, node('Exit', rail), USA)).toBe(false); // a friendly state
    expect(markerEligible(rail, s, node('Exit', rail), CSA)).toBe(true);
  });

  it('6.2.1: a General with 2 SPs places a marker for 1 MP in a town, not on a rail hex; 1 SP cannot', () => {
    const s = blank({ content: rail });
    put(s, 2011, USA, 2, ['sherman'], rail);
    rank(s, 'sherman', 2, rail);
    act(s, A.OP_ACT_GEN, gi('sherman', rail), 2);
    step(s, 2012, rail);
    expect(can(s, A.OP_CONTROL)).toBe(true);
    const mp = s[G.A_MP]!;
    act(s, A.OP_CONTROL);
    expect(s[G.A_MP]).toBe(mp - 1);
    expect(marker(rail, s, node('A', rail))).toBe(USA);
    step(s, 2013, rail);
    expect(can(s, A.OP_CONTROL)).toBe(false);
    const t = blank({ content: rail });
    put(t, 2011, USA, 1, ['sherman'], rail);
    act(t, A.OP_ACT_GEN, gi('sherman', rail), 1);
    step(t, 2012, rail);
    expect(can(t, A.OP_CONTROL)).toBe(false);
  });
});

describe('6.4 Resource hexes', () => {
  it('W12 6.4.1: a 1-SP stack in Atlanta from Turn 9 takes its BP at once; Destroyed only by the End-Phase marker', () => {
    const s = blank({ turn: 9 });
    const atlanta = node('Atlanta');
    const before = csaResourceBp(c, s, d(s).ctrl);
    put(s, 'Atlanta', USA, 1);
    expect(csaResourceBp(c, s, d(s).ctrl)).toBe(before - 2);
    expect(nb(c, s, atlanta) & B_DESTROYED).toBe(0);
    endPhase(c, s);
    expect(marker(c, s, atlanta)).toBe(USA);
    expect(nb(c, s, atlanta) & B_DESTROYED).not.toBe(0);
    expect(s[G_BURNED]).toBe(1); // printed 2, now 1: the Union keeps the difference (19.3.1)
  });

  it('6.4.1: before Turn 9 the End-Phase marker does not destroy it', () => {
    const s = blank({ turn: 8 });
    put(s, 'Atlanta', USA, 1);
    endPhase(c, s);
    expect(marker(c, s, node('Atlanta'))).toBe(USA);
    expect(nb(c, s, node('Atlanta')) & B_DESTROYED).toBe(0);
  });
});

describe('6.5 railroad control', () => {
  it('W13 6.5: a Union marker at A and an SP at B carry Union rail control; it stops at the CSA ZOI at C', () => {
    const s = blank({ content: rail });
    mark(s, 'A', USA, rail);
    put(s, 2014, USA, 1, [], rail); // B
    put(s, 2115, CSA, 1, [], rail); // C: its ZOI covers 2015 (2014 holds a Union SP)
    expect(railNet(s, USA)).toEqual([2010, 2011, 2012, 2013, 2014]);
    // 2015 lies in both ZOIs: neither side's rail control enters it
    expect(railNet(s, CSA)).toEqual([2016, 2017, 2018]);
  });

  it('W13: without the marker, the Confederate-controlled town at A stops Union rail control', () => {
    const s = blank({ content: rail });
    expect(railNet(s, USA)).toEqual([2010, 2011]);
  });

  it('W14 B: Union control trumps CSA control up to the edge of the next CSA-controlled Town (D)', () => {
    const s = blank({ content: rail });
    mark(s, 'A', USA, rail);
    expect(railNet(s, USA)).toEqual([2010, 2011, 2012, 2013, 2014, 2015]);
    expect(railNet(s, CSA)).toEqual([2016, 2017, 2018]);
  });

  it('W14 D: a CSA SP blocks Union control; a Union SP negates CSA control', () => {
    const s = blank({ content: rail });
    mark(s, 'A', USA, rail);
    put(s, 2014, CSA, 1, [], rail);
    expect(railNet(s, USA)).toEqual([2010, 2011, 2012]);
    expect(railNet(s, CSA)).toEqual([2013, 2014, 2015, 2016, 2017, 2018]);
    put(s, 2015, USA, 1, [], rail);
    expect(railNet(s, CSA)).toEqual([2016, 2017, 2018]);
  });

  it("W14 A/E: a ZOI blocks enemy rail control except in hexes holding the enemy's own units", () => {
    const s = blank({ content: rail });
    mark(s, 'A', USA, rail);
    put(s, 2114, CSA, 1, ['jackson'], rail); // ZOI over 2013 and 2014
    expect(railNet(s, USA)).toEqual([2010, 2011, 2012]);
    put(s, 2013, USA, 1, [], rail);
    expect(railNet(s, USA)).toEqual([2010, 2011, 2012, 2013]);
  });
});

describe('6.3 who controls a hex; 11.4 what a fortification is worth', () => {
  const at = (h: number): number => node(h, rail);

  it('6.3 during a battle with both sides in the hex the defender controls it; else a Control marker decides', () => {
    const s = blank({ content: rail });
    put(s, 2013, USA, 2, [], rail);
    put(s, 2013, CSA, 1, [], rail);
    expect([controllerOf(rail, s, at(2013), CSA), controllerOf(rail, s, at(2013), USA)]).toEqual([CSA, USA]);
    mark(s, 2013, CSA, rail);
    expect([controllerOf(rail, s, at(2013)), controllerOf(rail, s, at(2013), USA)]).toEqual([CSA, USA]);
  });

  it('6.3 a completed Fortification or an Entrenchment (10.1.1) controls an empty hex in the enemy state', () => {
    const s = blank({ content: rail });
    expect(controllerOf(rail, s, at(2013))).toBe(-1); // a Virginia rail hex: no marker needed, nobody holds it
    fort(s, 2013, USA, 1, rail);
    entrench(s, 2014, USA, rail);
    expect([controllerOf(rail, s, at(2013)), controllerOf(rail, s, at(2014))]).toEqual([USA, USA]);
  });

  it('11.4 a fort adds 2 a level (+2, +4, +6) for its owner only; an Entrenchment +2; nothing in the open', () => {
    const s = blank({ content: rail });
    fort(s, 2013, USA, 1, rail);
    fort(s, 2014, USA, 2, rail);
    fort(s, 2015, USA, 3, rail);
    entrench(s, 2016, CSA, rail);
    const drm = [2013, 2014, 2015, 2016, 2017].map((h) => fortDrm(rail, s, at(h), USA));
    expect(drm).toEqual([2, 4, 6, 0, 0]);
    expect([fortDrm(rail, s, at(2015), CSA), fortDrm(rail, s, at(2016), CSA)]).toEqual([0, 2]);
  });

  it('6.4.2, 14.5 a hex without printed BPs has no Resource value, Arsenals or not; a Resource hex adds its Arsenals', () => {
    const s = blank({ content: rail });
    setArsenals(rail, s, at(2013), 2);
    setArsenals(rail, s, at(2016), 1);
    expect([resourceValue(rail, s, at(2013)), resourceValue(rail, s, at(2016))]).toEqual([0, 3]);
  });
});

describe('17.1 Border states; 17.2.4 intrinsic garrisons; 14.5 Arsenals; 19.3.1 Union VP', () => {
  it("17.1.1 Missouri belongs to its Border-state owner; neutral Kentucky is nobody's enemy state and its empty towns nobody's", () => {
    const s = blank();
    const mo = c.map.stateOf[node('St. Louis')]!;
    s[G_BORDER] = CSA; // Missouri (the first Border state) gone Confederate
    expect(stateOwner(c, s, mo)).toBe(CSA);
    s[G_BORDER + 1] = NEUTRAL; // Kentucky neutral
    const covington = node('Covington');
    expect([enemyState(c, s, covington, USA), enemyState(c, s, covington, CSA)]).toEqual([false, false]);
    expect([markerEligible(c, s, covington, USA), markerEligible(c, s, covington, CSA)]).toEqual([
      false,
      false,
    ]);
    expect(controllerOf(c, s, covington)).toBe(-1);
    s[G_BORDER + 1] = USA;
    expect([enemyState(c, s, covington, CSA), controllerOf(c, s, covington)]).toEqual([true, USA]);
  });

  it('17.2.4 a Union intrinsic garrison holds only a Northern Objective hex, and only until it is gone', () => {
    const s = blank();
    const harrisburg = node('Harrisburg');
    const louisville = node('Louisville'); // a Border-state Objective hex: no garrison
    const plain = c.map.adjTo[c.map.adjStart[harrisburg]!]!; // a Pennsylvania hex next to it, no Objective
    expect(c.map.states[c.map.stateOf[plain]!]!.postal).toBe('PA');
    s[G_BORDER + 1] = USA;
    expect([hasGarrison(c, s, harrisburg), hasGarrison(c, s, louisville), hasGarrison(c, s, plain)]).toEqual([
      true,
      false,
      false,
    ]);
    // 6.3 the garrison (a 0-SP Militia, 17.2.4) is presence: a Confederate marker does not take the hex
    mark(s, 'Harrisburg', CSA);
    expect(controllerOf(c, s, harrisburg)).toBe(USA);
    setBit(c, s, harrisburg, B_GARRISON_GONE, true);
    expect([hasGarrison(c, s, harrisburg), controllerOf(c, s, harrisburg)]).toEqual([false, CSA]);
  });

  it('14.5 Arsenals count for the Confederacy only where it controls the hex; 19.3.1 destroyed Arsenals are Union VP', () => {
    const s = blank({ content: rail });
    const dd = node('D', rail);
    setArsenals(rail, s, dd, 2);
    const ctrl = new Int8Array(rail.map.nn).fill(-1);
    ctrl[dd] = USA;
    expect(csaArsenalBp(rail, s, ctrl)).toBe(0);
    ctrl[dd] = CSA;
    expect(csaArsenalBp(rail, s, ctrl)).toBe(2);
    ctrl.fill(-1);
    s[G_BURNED] = 1;
    s[G_ARS_DESTROYED] = 2;
    expect(unionResourceVp(rail, s, ctrl)).toBe(3);
  });

  it('11.4 a Coastal Fort gives its defender +2, whoever holds it', () => {
    const s = blank();
    const monroe = node('Fort Monroe');
    expect([fortDrm(c, s, monroe, USA), fortDrm(c, s, monroe, CSA)]).toEqual([2, 2]);
  });
});
