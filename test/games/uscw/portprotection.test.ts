/**
 * 21.4.4 Port Protection (with 21.3.2's and 21.3.3's exclusions and 21.6.8's RETREAT BACK INTO PORT),
 * Advanced game, on a small map: rows 19-21 land, row 22 the Atlantic, so row 21 is the coast. A
 * navigable river R runs down the hexsides 1911|2011, 1912|2011, 2011|2012 and 2012|2112 (RA) into the
 * sea at P (2112), a River port; Q (1911) is a River port up the river. All in Virginia. Eight Union
 * River NSPs at 2113 sail into P, where two Confederate River Flotillas lie.
 *
 * The CRT (provisional pack): 8 NSPs roll 2 dice on the 7-8 column (12: 2 hits); a Fort alone is the
 * 2 column and 2 Flotillas with a Fort the 3-4 column, 1 die (1: a diamond, no hit).
 */
import { describe, expect, it } from 'vitest';
import { derived } from '../../../src/games/uscw/derived.js';
import { navalBars, navalSupplySegment, navalSupport } from '../../../src/games/uscw/navaladv.js';
import {
  C_BATT,
  C_DEMOR,
  C_FLOT,
  MK_RIVER,
  U_RIVER,
  addNf,
  navFlag,
  nf,
  portProtected,
} from '../../../src/games/uscw/navalunits.js';
import { G_DEC, G_DECSIDE } from '../../../src/games/uscw/layout.js';
import {
  ADV,
  A,
  CSA,
  USA,
  act,
  blank,
  checkInvariants,
  dice,
  fort,
  legal,
  mark,
  riverCoast,
  node,
  put,
  type S,
} from './fixture.js';

const coast = riverCoast();
const at = (w: string | number): number => node(w, coast);

/** The water node of the hexside between two hexes of the small map. */
function hexside(a: number, b: number): number {
  const m = coast.map;
  const n = at(a);
  const o = at(b);
  for (let e = m.adjStart[n]!; e < m.adjStart[n + 1]!; e++) if (m.adjTo[e] === o) return m.adjWater[e]!;
  throw new Error(`${a}|${b}`);
}
const RA = hexside(2012, 2112);

/** side's Naval ZOI: the water nodes it reaches. */
function zoi(s: S, who: number): number[] {
  const z = derived(coast, s).nzoi;
  const out: number[] = [];
  for (let x = 0; x < z.length; x++) if (z[x]! & (1 << who)) out.push(x);
  return out;
}

/**
 * The Union to move; two CSA Flotillas at P (CSA-held), with a CSA Fort there when `withFort` (or a
 * Naval Battery when `battery`); eight Union River NSPs at 2113; Q CSA-held.
 */
function position(o: { withFort?: boolean; battery?: boolean } = { withFort: true }): S {
  const s = blank({ content: coast, options: ADV, ap: 2 });
  mark(s, 'P', CSA, coast);
  mark(s, 'Q', CSA, coast);
  mark(s, 2113, USA, coast);
  if (o.withFort) fort(s, 'P', CSA, 1, coast);
  if (o.battery) addNf(coast, s, at('P'), CSA, C_BATT, 1);
  addNf(coast, s, at('P'), CSA, C_FLOT, 2);
  addNf(coast, s, at(2113), USA, U_RIVER, 8);
  return s;
}

/** The Union ships at 2113 sail into P. */
function sailIn(s: S): void {
  act(s, A.OP_NAVMOVE, at(2113), MK_RIVER);
  act(s, A.OP_NAVDEST, at('P'));
}

describe('21.4.4 Port Protection (Advanced game, small map)', () => {
  it('21.4.4: ships at a friendly port with a Fort decide, before the battle, whether to claim Port Protection', () => {
    const s = position();
    sailIn(s);
    expect(s[G_DEC]).toBe(A.D_PORTCLAIM);
    expect(s[G_DECSIDE]).toBe(CSA);
    expect(legal(s).sort()).toEqual([A.enc(A.OP_PORTCLAIM, 0), A.enc(A.OP_PORTCLAIM, 1)].sort());
  });

  it('21.4.4: a Naval Battery makes the port a place of Port Protection too', () => {
    const s = position({ battery: true });
    sailIn(s);
    expect(s[G_DEC]).toBe(A.D_PORTCLAIM);
  });

  it('21.4.4: no Fort, Coastal Fort or Battery: the ships must engage, and beaten they make a Naval Retreat up the river', () => {
    const s = position({ withFort: false });
    // Union 6+6 = 12 on the 7-8 column: 2 hits; the flotillas' 2 NSPs roll 1: a diamond
    dice(s, 6, 6, 1);
    sailIn(s);
    // 8 NSPs won with twice the defender's: they may move on (21.2.4, 21.6.7)
    expect(s[G_DEC]).toBe(A.D_NAVMOVE);
    expect(nf(coast, s, at('P'), CSA, C_FLOT)).toBe(0);
    checkInvariants(s);
  });

  it('21.4.4: claiming ships are immune: the battle is with the Fort alone and its second hit falls on nothing', () => {
    const s = position();
    sailIn(s);
    dice(s, 6, 6, 1);
    act(s, A.OP_PORTCLAIM, 1);
    // 8 NSPs won with twice the defender's: they may move on (21.2.4, 21.6.7)
    expect(s[G_DEC]).toBe(A.D_NAVMOVE);
    // the Union won (2 hits against a diamond) and holds P's water; both flotillas are still there
    expect(nf(coast, s, at('P'), USA, U_RIVER)).toBe(8);
    expect(nf(coast, s, at('P'), CSA, C_FLOT)).toBe(2);
    expect(portProtected(coast, s, at('P'), CSA)).toBe(true);
    checkInvariants(s);
  });

  it('21.6.6 against 21.4.4: had the flotillas fought, the same rolls sink one (the first hit on the Fort, the second on a ship)', () => {
    const s = position();
    sailIn(s);
    dice(s, 6, 6, 1);
    act(s, A.OP_PORTCLAIM, 0);
    expect(nf(coast, s, at('P'), CSA, C_FLOT)).toBe(1);
    expect(portProtected(coast, s, at('P'), CSA)).toBe(false);
  });

  it('21.4.4: ships under Port Protection have no Naval ZOI', () => {
    const s = position();
    expect(zoi(s, CSA)).toContain(RA);
    sailIn(s);
    dice(s, 1, 1, 1);
    act(s, A.OP_PORTCLAIM, 1);
    // the Union lost (2 against 1 die of the Fort: a 1 on the 7-8 column is no hit) and sailed back
    expect(nf(coast, s, at(2113), USA, U_RIVER)).toBe(8);
    expect(zoi(s, CSA)).toEqual([]);
    expect(nf(coast, s, at('P'), CSA, C_FLOT)).toBe(2);
  });

  it('21.3.2 NOTE: Naval Units using Port Protection give no Defensive Naval Support', () => {
    const s = position();
    expect(navalSupport(coast, s, at('P'), CSA, true)).toBe(1);
    sailIn(s);
    dice(s, 1, 1, 1);
    act(s, A.OP_PORTCLAIM, 1);
    expect(navalSupport(coast, s, at('P'), CSA, true)).toBe(0);
  });

  it('21.3.3: Naval Units using Port Protection do not bar land units from crossing their hexside', () => {
    const s = position();
    expect(navalBars(coast, s, RA, USA)).toBe(true);
    sailIn(s);
    dice(s, 1, 1, 1);
    act(s, A.OP_PORTCLAIM, 1);
    expect(navalBars(coast, s, RA, USA)).toBe(false);
  });

  it('21.4.4: the claim ends with the Player Action Phase; ships whose port is still held keep it', () => {
    const s = position();
    sailIn(s);
    dice(s, 6, 6, 1);
    act(s, A.OP_PORTCLAIM, 1);
    navalSupplySegment(coast, s, USA);
    expect(portProtected(coast, s, at('P'), CSA)).toBe(false);
    expect(nf(coast, s, at('P'), CSA, C_FLOT)).toBe(2);
    // 21.6.9: the Union ships facing the CSA Fort made a Naval Retreat
    expect(nf(coast, s, at('P'), USA, U_RIVER)).toBe(0);
    expect(zoi(s, CSA)).toContain(RA);
  });

  it('21.4.4: if the attacker takes the port that phase, every ship that claimed Port Protection there is eliminated', () => {
    const s = position();
    sailIn(s);
    dice(s, 6, 6, 1);
    act(s, A.OP_PORTCLAIM, 1);
    // the Union's land battle (not played here) took P: Union SPs hold it and the Fort is gone
    fort(s, 'P', CSA, 0, coast);
    put(s, 'P', USA, 2, [], coast);
    navalSupplySegment(coast, s, USA);
    expect(nf(coast, s, at('P'), CSA, C_FLOT)).toBe(0);
    expect(portProtected(coast, s, at('P'), CSA)).toBe(false);
  });
});

describe('21.6.8 RETREAT BACK INTO PORT (Advanced game, small map)', () => {
  /** The flotillas fight at P and lose (2 hits: one on the Fort, one sinks a flotilla). */
  function beaten(): S {
    const s = position();
    sailIn(s);
    dice(s, 6, 6, 1);
    act(s, A.OP_PORTCLAIM, 0);
    return s;
  }

  it('21.6.8: the beaten defender at a port with its Fort chooses: back into the port or a Naval Retreat', () => {
    const s = beaten();
    expect(s[G_DEC]).toBe(A.D_PORTBACK);
    expect(s[G_DECSIDE]).toBe(CSA);
    expect(legal(s).sort()).toEqual([A.enc(A.OP_PORTBACK, 0), A.enc(A.OP_PORTBACK, 1)].sort());
  });

  it('21.6.8: back into the port: the survivor stays at P under Port Protection, Demoralized (21.14)', () => {
    const s = beaten();
    act(s, A.OP_PORTBACK, 1);
    expect(nf(coast, s, at('P'), CSA, C_FLOT)).toBe(1);
    expect(portProtected(coast, s, at('P'), CSA)).toBe(true);
    expect(navFlag(coast, s, at('P'), CSA, C_DEMOR)).toBe(true);
    // 8 NSPs won with twice the defender's: they may move on (21.2.4, 21.6.7)
    expect(s[G_DEC]).toBe(A.D_NAVMOVE);
    checkInvariants(s);
  });

  it('21.6.8: a Naval Retreat instead: the survivor sails up the river to Q, Demoralized', () => {
    const s = beaten();
    act(s, A.OP_PORTBACK, 0);
    expect(nf(coast, s, at('P'), CSA, C_FLOT)).toBe(0);
    expect(nf(coast, s, at('Q'), CSA, C_FLOT)).toBe(1);
    expect(navFlag(coast, s, at('Q'), CSA, C_DEMOR)).toBe(true);
    checkInvariants(s);
  });

  it('21.6.8: ships that retreated back into the port are eliminated when the enemy land units take it', () => {
    const s = beaten();
    act(s, A.OP_PORTBACK, 1);
    fort(s, 'P', CSA, 0, coast);
    put(s, 'P', USA, 2, [], coast);
    navalSupplySegment(coast, s, USA);
    expect(nf(coast, s, at('P'), CSA, C_FLOT)).toBe(0);
  });
});
