/**
 * 21.10 Naval Batteries moved by Rail Movement (5.4.2, 10 MPs) or by Naval Transport (20.3.4), each
 * counting as moving 1 SP (Advanced game), on the provisional map with an empty board (every Southern
 * place the Confederacy's): Wilmington's rail reaches Charleston within 10 MPs; Vicksburg's river
 * reaches New Orleans.
 */
import { describe, expect, it } from 'vitest';
import { NF_CF, NF_PORT } from '../../../src/games/uscw/mapmodel.js';
import { listBatteryCarries } from '../../../src/games/uscw/navalbattery.js';
import { C_BATT, addNf, nf } from '../../../src/games/uscw/navalunits.js';
import { G_AP, G_RAILBONUS } from '../../../src/games/uscw/layout.js';
import { CARD_ANY, hand } from '../../../src/games/uscw/state.js';
import {
  ADV,
  A,
  CSA,
  USA,
  act,
  blank,
  c,
  cards,
  checkInvariants,
  legalOp,
  mark,
  node,
  put,
  type S,
} from './fixture.js';

const RAIL = 0;
const SHIP = 1;

/** A CSA Battery at `where`, the CSA to move with `ap` AP. */
function position(where: string, ap = 3, options: Record<string, boolean> = ADV): S {
  const s = blank({ options, side: CSA, ap });
  addNf(c, s, node(where), CSA, C_BATT, 1);
  return s;
}
/** The places the Battery at `from` may go by mode. */
function dests(s: S, from: string, mode: number): string[] {
  act(s, A.OP_BATTCARRY, node(from), mode);
  return legalOp(s, A.OP_BATTCARRYTO).map((a) => c.map.name[A.xOf(a)]!);
}

describe('21.10 Naval Batteries by rail or Naval Transport', () => {
  it('21.10: by Rail Movement as 1 SP: 1 AP and one of the 2 SPs of the Rail Movement Bonus (5.4.2), to a friendly port on the line', () => {
    const s = position('Wilmington');
    expect(dests(s, 'Wilmington', RAIL)).toContain('Charleston');
    act(s, A.OP_BATTCARRYTO, node('Charleston'));
    expect(nf(c, s, node('Wilmington'), CSA, C_BATT)).toBe(0);
    expect(nf(c, s, node('Charleston'), CSA, C_BATT)).toBe(1);
    expect(s[G_AP]).toBe(2);
    expect(s[G_RAILBONUS]).toBe(1);
    checkInvariants(s);
  });

  it('5.4.2 with 21.10: once 2 SPs have used the Rail Movement Bonus this phase, no Battery goes by rail', () => {
    const s = position('Wilmington');
    s[G_RAILBONUS] = 2;
    expect(legalOp(s, A.OP_BATTCARRY, node('Wilmington')).map((a) => A.yOf(a))).not.toContain(RAIL);
  });

  it('21.10: by River Transport as 1 SP: 1 AP, down the river to a friendly port; no Rail Movement Bonus used', () => {
    const s = position('Vicksburg');
    expect(dests(s, 'Vicksburg', SHIP)).toContain('New Orleans');
    act(s, A.OP_BATTCARRYTO, node('New Orleans'));
    expect(nf(c, s, node('New Orleans'), CSA, C_BATT)).toBe(1);
    expect(s[G_AP]).toBe(2);
    expect(s[G_RAILBONUS]).toBe(0);
    checkInvariants(s);
  });

  it('21.10: never to an enemy place (a transport there would be an Amphibious Assault; a Battery is no SP)', () => {
    const s = position('Vicksburg');
    put(s, 'Natchez', USA, 1);
    mark(s, 'Natchez', USA);
    const to = dests(s, 'Vicksburg', SHIP);
    expect(to).not.toContain('Natchez');
  });

  it('21.10: with no AP a card pays the move (as it pays an activation or a River Transport)', () => {
    const s = position('Wilmington', 0);
    expect(legalOp(s, A.OP_BATTCARRY)).toEqual([]);
    cards(s, CSA, CARD_ANY, 1);
    act(s, A.OP_BATTCARRY, node('Wilmington'), RAIL);
    act(s, A.OP_BATTCARRYTO, node('Charleston'));
    expect(hand(s, CSA, CARD_ANY)).toBe(0);
  });

  it('read-21.10-battery-end: off, the Battery ends only in a friendly Port, Fort, Coastal Fort or Entrenchment; on, in any friendly place the rail reaches', () => {
    const strict = dests(position('Wilmington'), 'Wilmington', RAIL);
    const loose = dests(
      position('Wilmington', 3, { ...ADV, 'read-21.10-battery-end': true }),
      'Wilmington',
      RAIL,
    );
    const inland = loose.filter((n) => !strict.includes(n));
    expect(inland.length).toBeGreaterThan(0);
    // the extra places are no Port or Coastal Fort (the empty board has no Fort or Entrenchment)
    for (const n of inland) expect(c.map.flags[node(n)]! & (NF_PORT | NF_CF)).toBe(0);
    expect(loose).toEqual(expect.arrayContaining(strict));
  });

  it('21.10: the Basic game has no Naval Batteries to move', () => {
    const s = position('Wilmington', 3, {});
    expect(legalOp(s, A.OP_BATTCARRY)).toEqual([]);
  });

  it('21.10: the Confederate alone carries Batteries, only from a place holding one, by a mode with somewhere to go, never to where it stands; the Rail Movement Bonus used up leaves River Transport', () => {
    const v = position('Vicksburg');
    expect(legalOp(v, A.OP_BATTCARRY)).toEqual([A.enc(A.OP_BATTCARRY, node('Vicksburg'), SHIP)]); // no rail end
    const s = position('Wilmington');
    expect(dests(position('Wilmington'), 'Wilmington', RAIL)).not.toContain('Wilmington');
    const out = new A.Out(new Int32Array(16));
    listBatteryCarries(c, s, USA, out);
    expect(out.n).toBe(0);
    s[G_RAILBONUS] = 2;
    expect(legalOp(s, A.OP_BATTCARRY)).toEqual([A.enc(A.OP_BATTCARRY, node('Wilmington'), SHIP)]);
  });
});
