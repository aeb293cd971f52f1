/**
 * Fortifications (10): worked example W24 — a Fort started in an Action Phase is complete at the end
 * of its side's next Action Phase; Entrenching (10.1.2), where Forts may be built and upgraded
 * (10.2.2-10.2.3), captured Forts (10.2.5) and the Union taking Resource hexes (6.4.1), on a small map.
 */
import { describe, expect, it } from 'vitest';
import { NEUTRAL } from '../../../src/games/uscw/control.js';
import {
  afterFortComplete,
  canBuildFort,
  canEntrench,
  captureFort,
  placeMarker,
} from '../../../src/games/uscw/fortify.js';
import { B_DESTROYED, G_ARS_DESTROYED, G_BORDER, G_BURNED } from '../../../src/games/uscw/layout.js';
import { supplySegment } from '../../../src/games/uscw/supplyseg.js';
import {
  arsenals,
  buildStage,
  CARD_ANY,
  entrench,
  fortLevel,
  fortOwner,
  hand,
  marker,
  nb,
  setArsenals,
  setBit,
  setBuild,
} from '../../../src/games/uscw/state.js';
import {
  A,
  CSA,
  USA,
  act,
  blank,
  c,
  can,
  cards,
  coastalFort,
  d,
  entrench as dig,
  fort,
  mark,
  militia,
  mini,
  node,
  put,
  type S,
} from './fixture.js';

describe('10.2 Forts', () => {
  it('W24 10.2.2: a Fort started in Action Phase 3 is complete in the Union portion of Action Phase 4', () => {
    const s = blank();
    const cairo = put(s, 'Cairo', USA, 2);
    expect(can(s, A.OP_FORT, cairo)).toBe(false); // a Special Action card pays for it
    cards(s, USA, CARD_ANY, 1);
    act(s, A.OP_FORT, cairo);
    expect(hand(s, USA, CARD_ANY)).toBe(0);
    expect([buildStage(c, s, cairo), fortLevel(c, s, cairo)]).toEqual([1, 0]);
    supplySegment(c, s, USA); // end of the Union portion of Action Phase 3
    expect(fortLevel(c, s, cairo)).toBe(0);
    supplySegment(c, s, CSA); // the Confederate portion changes nothing
    expect(fortLevel(c, s, cairo)).toBe(0);
    supplySegment(c, s, USA); // end of the Union portion of Action Phase 4
    expect([fortLevel(c, s, cairo), fortOwner(c, s, cairo), buildStage(c, s, cairo)]).toEqual([1, USA, 0]);
  });
});

/**
 * A small board across the Mason-Dixon line: Pennsylvania (columns 10-12), Virginia (13) and Georgia
 * (14-15) above the Atlantic. A (2010) a Union City and Objective, B (2012) an Objective (A is a Union
 * source with B, 13.3.1); T (2013) a Virginia Resource hex worth 2; Port (2113) an Ocean Port with its
 * Coastal Fort; H (2014) and L (2015) Georgia Resource hexes worth 2 and 1 (the Heartland, 6.4.1).
 */
const border = mini({
  rows: ['cccccc', 'cccccc', '~~~~~~'],
  states: ['PPPVGG', 'PPPVGG', 'PPPVGG'],
  places: [
    { hex: 2010, name: 'A', state: 'PA', city: true, obj: true },
    { hex: 2012, name: 'B', state: 'PA', obj: true },
    { hex: 2013, name: 'T', state: 'VA', bp: 2 },
    { hex: 2113, name: 'Port', state: 'VA', port: 'ocean' },
    { hex: 2014, name: 'H', state: 'GA', bp: 2 },
    { hex: 2015, name: 'L', state: 'GA', bp: 1 },
  ],
  spaces: [coastalFort(2113)],
});
const at = (where: string | number): number => node(where, border);
const board = (turn = 6): S => blank({ content: border, turn });

describe('10.1.2 Entrenchments', () => {
  it('10.1.2: a friendly SP in a friendly-controlled state may entrench; not in an enemy state', () => {
    const s = board();
    put(s, 2011, USA, 1, [], border);
    put(s, 2113, CSA, 1, [], border);
    put(s, 'T', USA, 1, [], border);
    expect(canEntrench(border, s, at(2011), USA)).toBe(true);
    expect(canEntrench(border, s, at('Port'), CSA)).toBe(true);
    expect(canEntrench(border, s, at('T'), USA)).toBe(false); // Virginia is the Confederacy's
  });

  it('10.1.2: a friendly Militia alone may entrench; an empty space may not', () => {
    const s = board();
    militia(s, 2111, USA, border);
    expect(canEntrench(border, s, at(2111), USA)).toBe(true);
    expect(canEntrench(border, s, at(2110), USA)).toBe(false);
  });

  it('10.1.2: never a second Entrenchment, nor beside a Fort, nor in a Coastal Fort', () => {
    const s = board();
    put(s, 2011, USA, 1, [], border);
    dig(s, 2011, USA, border);
    expect(canEntrench(border, s, at(2011), USA)).toBe(false);
    put(s, 'B', USA, 1, [], border);
    fort(s, 'B', USA, 1, border);
    expect(canEntrench(border, s, at('B'), USA)).toBe(false);
    put(s, 'Fort Test', CSA, 1, [], border);
    expect(canEntrench(border, s, at('Fort Test'), CSA)).toBe(false);
  });
});

describe('10.2.2-10.2.3 Building Forts', () => {
  const can = (s: S, where: string | number, side = USA): boolean =>
    canBuildFort(border, s, d(s, border), at(where), side);

  it('10.2.2: in a friendly-controlled space in Full Supply; not out of Full Supply, nor where the side has no control', () => {
    const s = board();
    put(s, 2011, USA, 1, [], border); // beside the source A: Full Supply
    put(s, 'B', USA, 1, [], border); // two hexes from A, no railroad: Limited at best
    expect(d(s, border).supplyOf(USA).full[at('B')]).toBe(0);
    expect(can(s, 2011)).toBe(true);
    expect(can(s, 'B')).toBe(false);
    expect(can(s, 2110)).toBe(false); // nobody controls the empty clear hex
  });

  it('10.2.2: not with an enemy SP in the space, not in a Coastal Fort, not twice', () => {
    const s = board();
    put(s, 2011, USA, 1, [], border);
    put(s, 'A', USA, 1, [], border);
    put(s, 'A', CSA, 1, [], border);
    expect(can(s, 'A')).toBe(false);
    setBuild(border, s, at(2011), 1, USA);
    expect(can(s, 2011)).toBe(false);
    put(s, 'Fort Test', USA, 1, [], border); // a Union Coastal Fort is always in Full Supply (10.3.2)
    expect(d(s, border).supplyOf(USA).full[at('Fort Test')]).toBe(1);
    expect(can(s, 'Fort Test')).toBe(false);
  });

  it('10.2.3: an F1 is upgraded only in an Objective or Resource hex, only to F3, only a friendly one', () => {
    const s = board();
    put(s, 'A', USA, 1, [], border);
    put(s, 2011, USA, 1, [], border);
    fort(s, 'A', USA, 1, border);
    fort(s, 2011, USA, 1, border);
    expect(can(s, 'A')).toBe(true);
    expect(can(s, 2011)).toBe(false); // not an Objective hex
    fort(s, 'A', USA, 2, border);
    expect(can(s, 'A')).toBe(true);
    fort(s, 'A', USA, 3, border);
    expect(can(s, 'A')).toBe(false);
    fort(s, 'A', CSA, 1, border);
    expect(can(s, 'A')).toBe(false);
  });

  it('S1.3: no Fort in New Madrid while Kentucky is neutral', () => {
    const km = mini({
      rows: ['cc'],
      states: ['MK'],
      places: [
        { hex: 2010, name: 'New Madrid', state: 'MO', city: true, obj: true },
        { hex: 2011, name: 'K', state: 'KY', obj: true },
      ],
    });
    const s = blank({ content: km, turn: 2 });
    put(s, 'New Madrid', USA, 1, [], km);
    put(s, 'K', USA, 1, [], km); // a second Union Objective: New Madrid is a Union source (13.3.1)
    s[G_BORDER + 1] = NEUTRAL;
    const n = node('New Madrid', km);
    expect(canBuildFort(km, s, d(s, km), n, USA)).toBe(false);
    s[G_BORDER + 1] = USA;
    expect(canBuildFort(km, s, d(s, km), n, USA)).toBe(true);
  });
});

describe('10.2.5 Capturing Forts, 6.4.1 the Union taking Resource hexes', () => {
  it('10.2.5, 6.4.1: an F2 captured by the Union drops to a Union F1 and destroys the Arsenals there', () => {
    const s = board();
    const t = at('T');
    fort(s, 'T', CSA, 2, border);
    setArsenals(border, s, t, 2);
    setBuild(border, s, t, 1, CSA);
    const ars = s[G_ARS_DESTROYED]!;
    captureFort(border, s, t, USA);
    expect([fortLevel(border, s, t), fortOwner(border, s, t), buildStage(border, s, t)]).toEqual([1, USA, 0]);
    expect(arsenals(border, s, t)).toBe(0);
    expect(s[G_ARS_DESTROYED]! - ars).toBe(2);
  });

  it('10.2.5: an F2 captured by the Confederacy keeps nothing of the Union: an F1 of the CSA', () => {
    const s = board();
    fort(s, 'A', USA, 2, border);
    captureFort(border, s, at('A'), CSA);
    expect([fortLevel(border, s, at('A')), fortOwner(border, s, at('A'))]).toEqual([1, CSA]);
  });

  it("10.2.5: a captured F1 is removed; the captor's Control marker where one may stand in an enemy state", () => {
    const s = board();
    fort(s, 'T', CSA, 1, border);
    fort(s, 2011, USA, 1, border);
    fort(s, 'B', USA, 1, border);
    captureFort(border, s, at('T'), USA);
    captureFort(border, s, at(2011), CSA);
    captureFort(border, s, at('B'), CSA);
    expect([fortLevel(border, s, at('T')), marker(border, s, at('T'))]).toEqual([0, USA]);
    expect([fortLevel(border, s, at(2011)), marker(border, s, at(2011))]).toEqual([0, -1]); // no marker in a clear hex (6.2.3)
    expect([fortLevel(border, s, at('B')), marker(border, s, at('B'))]).toEqual([0, CSA]);
  });

  it('6.4.1: from Turn 9 a Union marker destroys a Heartland Resource hex worth 2: its value less 1 stays Union VP', () => {
    const s = board(9);
    const h = at('H');
    const burned = s[G_BURNED]!;
    placeMarker(border, s, h, USA);
    expect(nb(border, s, h) & B_DESTROYED).not.toBe(0);
    expect(s[G_BURNED]! - burned).toBe(1);
    placeMarker(border, s, h, USA); // already marked: nothing more
    expect(s[G_BURNED]! - burned).toBe(1);
  });

  it('6.4.1: no destruction outside the Heartland, of a hex worth 1, before Turn 9, or by a Confederate marker', () => {
    const s = board(9);
    placeMarker(border, s, at('T'), USA); // Virginia
    placeMarker(border, s, at('L'), USA); // worth 1
    placeMarker(border, s, at('H'), CSA);
    const early = board(8);
    placeMarker(border, early, at('H'), USA);
    for (const [x, n] of [
      [s, at('T')],
      [s, at('L')],
      [s, at('H')],
      [early, at('H')],
    ] as const)
      expect(nb(border, x, n) & B_DESTROYED).toBe(0);
    expect(s[G_BURNED]).toBe(0);
  });

  it('6.4.1: a Heartland hex that already holds a Union Fort or Destroyed marker is not destroyed again', () => {
    const s = board(9);
    fort(s, 'H', USA, 1, border);
    placeMarker(border, s, at('H'), USA);
    expect(nb(border, s, at('H')) & B_DESTROYED).toBe(0);
    const t = board(9);
    setBit(border, t, at('H'), B_DESTROYED, true);
    placeMarker(border, t, at('H'), USA);
    expect(t[G_BURNED]).toBe(0);
  });

  it('6.4.1, 10.2.2: a Union fort completing on a Heartland hex destroys it; its Control marker and Entrenchment go', () => {
    const s = board(9);
    const h = at('H');
    dig(s, 'H', USA, border);
    afterFortComplete(border, s, h, USA);
    expect(nb(border, s, h) & B_DESTROYED).not.toBe(0);
    expect(entrench(border, s, h)).toBe(-1);
    const marked = board(9);
    mark(marked, 'H', USA, border);
    afterFortComplete(border, marked, h, USA);
    expect(nb(border, marked, h) & B_DESTROYED).toBe(0); // it already held a Union marker
    expect(marker(border, marked, h)).toBe(-1);
  });

  it('6.4.1: only the Union takes Resource hexes: a Confederate fort completing, or the CSA capturing an F2, destroys no Arsenal', () => {
    const s = board(9);
    const t = at('T');
    setArsenals(border, s, t, 2);
    afterFortComplete(border, s, t, CSA);
    fort(s, 'T', USA, 2, border);
    captureFort(border, s, t, CSA);
    expect([arsenals(border, s, t), s[G_ARS_DESTROYED]]).toEqual([2, 0]);
  });

  it('6.4.1, 10.2.5: from Turn 9 the Union capturing an F2 on a Heartland hex worth 2 destroys it', () => {
    const s = board(9);
    fort(s, 'H', CSA, 2, border);
    captureFort(border, s, at('H'), USA);
    expect(nb(border, s, at('H')) & B_DESTROYED).not.toBe(0);
  });
});
