/**
 * 21.12 NAVAL BATTERY (with 21.10's Naval Batteries): the Confederate player spends an Any card or one
 * of the Battery's theater to reposition one Naval Battery to a different friendly-controlled Port,
 * Fort, Coastal Fort or Entrenchment to which a LOC can be traced. On a small map (all East, Virginia):
 * rows 19-21 land, row 22 the Atlantic; P (2112) a River port on the coast, Q (2115) a River port
 * further along it; a navigable river R runs down 2012|2112.
 */
import { describe, expect, it } from 'vitest';
import { C_BATT, addNf, nf } from '../../../src/games/uscw/navalunits.js';
import { G_AP, G_DECSIDE, G_PHASING } from '../../../src/games/uscw/layout.js';
import { listBatteryMoves } from '../../../src/games/uscw/navalbattery.js';
import { CARD_ANY, CARD_EAST, CARD_WEST, hand } from '../../../src/games/uscw/state.js';
import {
  ADV,
  A,
  CSA,
  USA,
  act,
  blank,
  cards,
  checkInvariants,
  entrench,
  fort,
  legalOp,
  mark,
  mini,
  node,
  put,
  step,
  type S,
} from './fixture.js';

const coast = mini({
  firstRow: 19,
  rows: ['cccccccc', 'cccccccc', 'cccccccc', '~~~~~~~~'],
  places: [
    { hex: 2112, name: 'P', state: 'VA', port: 'river' },
    { hex: 2115, name: 'Q', state: 'VA', port: 'river' },
  ],
  sides: [{ a: 2012, b: 2112, f: ['nav'], river: 'R' }],
});
const at = (w: string | number): number => node(w, coast);

/** A CSA Battery at P, P and Q CSA-held, the CSA to move; `any` Any cards. */
function position(any = 1, options: Record<string, boolean> = ADV): S {
  const s = blank({ content: coast, options, side: CSA });
  mark(s, 'P', CSA, coast);
  mark(s, 'Q', CSA, coast);
  addNf(coast, s, at('P'), CSA, C_BATT, 1);
  cards(s, CSA, CARD_ANY, any);
  return s;
}
const dests = (s: S): number[] => {
  act(s, A.OP_BATTMOVE, at('P'));
  return legalOp(s, A.OP_BATTDEST).map((a) => A.xOf(a));
};

describe('21.12 NAVAL BATTERY repositioning (small map)', () => {
  it('21.12: with an Any card the Battery goes to another friendly Port; the card is spent, no AP', () => {
    const s = position();
    const ap = s[G_AP];
    expect(dests(s)).toContain(at('Q'));
    act(s, A.OP_BATTDEST, at('Q'));
    expect(nf(coast, s, at('P'), CSA, C_BATT)).toBe(0);
    expect(nf(coast, s, at('Q'), CSA, C_BATT)).toBe(1);
    expect(hand(s, CSA, CARD_ANY)).toBe(0);
    expect(s[G_AP]).toBe(ap);
    checkInvariants(s);
  });

  it('21.12: no card of the Battery’s theater and no Any card: no repositioning (a West card will not do in the East)', () => {
    const s = position(0);
    cards(s, CSA, CARD_WEST, 1);
    expect(legalOp(s, A.OP_BATTMOVE)).toEqual([]);
  });

  it('21.10: the new place is a friendly Port, Fort, Coastal Fort or Entrenchment, never a Union-held port', () => {
    const s = position();
    fort(s, 1914, CSA, 1, coast);
    entrench(s, 1916, CSA, coast);
    mark(s, 1916, CSA, coast);
    const ds = dests(s);
    expect(ds).toEqual(expect.arrayContaining([at('Q'), at(1914), at(1916)]));
    // a plain hex is no site
    expect(ds).not.toContain(at(1913));
    const t = position();
    fort(t, 1911, CSA, 1, coast);
    mark(t, 'Q', USA, coast);
    expect(dests(t)).toEqual([at(1911)]);
  });

  it('21.10: only where a LOC can be traced: a Union SP next to Q closes it (its ZOI, 13.5.3)', () => {
    const s = position();
    fort(s, 1911, CSA, 1, coast);
    expect(dests(s)).toEqual(expect.arrayContaining([at('Q'), at(1911)]));
    const t = position();
    fort(t, 1911, CSA, 1, coast);
    put(t, 2014, USA, 1, [], coast);
    expect(dests(t)).toEqual([at(1911)]);
  });

  it('21.10: a Naval Battery caught alone by Union SPs is eliminated at once; the SPs move on', () => {
    const s = position(0);
    s[G_PHASING] = USA;
    s[G_DECSIDE] = USA;
    mark(s, 'P', -1, coast);
    put(s, 2113, USA, 1, [], coast);
    act(s, A.OP_ACT_SP, at(2113), 1);
    step(s, 'P', coast);
    expect(nf(coast, s, at('P'), CSA, C_BATT)).toBe(0);
    expect(legalOp(s, A.OP_STEP).length).toBeGreaterThan(0);
    checkInvariants(s);
  });

  it('21.12: the Basic game has no such action', () => {
    expect(legalOp(position(1, {}), A.OP_BATTMOVE)).toEqual([]);
  });

  it('21.12: the Confederate alone repositions, only the place holding a Battery, with a card of its theater (East)', () => {
    const s = position(0);
    cards(s, CSA, CARD_EAST, 1);
    expect(legalOp(s, A.OP_BATTMOVE)).toEqual([A.enc(A.OP_BATTMOVE, at('P'))]);
    const out = new A.Out(new Int32Array(16));
    listBatteryMoves(coast, s, USA, out);
    expect(out.n).toBe(0);
  });

  it('21.10: a Battery with no friendly Port, Fort, Coastal Fort or Entrenchment in reach is not offered (Q Union-held)', () => {
    const s = position();
    mark(s, 'Q', USA, coast);
    expect(legalOp(s, A.OP_BATTMOVE)).toEqual([]);
  });
});
