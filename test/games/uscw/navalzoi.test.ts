/**
 * Naval Zones of Influence and Naval Interception (21.4, Advanced game): W63 and W68's fourth map on a
 * small map built as the examples describe, W45 (Mobile) on the provisional map; the naval card's +2
 * in a naval battle (21.12) on W62's position.
 *
 * The small map: rows 19-21 land, row 22 the Atlantic, so row 21 is the coast. A navigable river R
 * runs down the hexsides D = 1911|2011, C = 1912|2011, B = 2011|2012, A = 2012|2112 into the sea at
 * P (2112), a River port; Q (1911) is a River port up the river; a second river S has its mouth
 * hexside 2010|2110 at the coastal hex 2110. All in Virginia (a Southern state).
 */
import { describe, expect, it } from 'vitest';
import { derived } from '../../../src/games/uscw/derived.js';
import { navalBars, navalSupplySegment, placeNavy } from '../../../src/games/uscw/navaladv.js';
import { computeNavalZoi } from '../../../src/games/uscw/navalzoi.js';
import {
  C_BATT,
  C_BUILD,
  C_DFLOT,
  C_FLOT,
  C_IRON,
  MK_OCEAN,
  MK_RIVER,
  U_OCEAN,
  U_RIVER,
  addNf,
  nf,
} from '../../../src/games/uscw/navalunits.js';
import { CARD_NAVAL, hand, surrPts } from '../../../src/games/uscw/state.js';
import { supplySegment } from '../../../src/games/uscw/supplyseg.js';
import type { UscwContent } from '../../../src/games/uscw/content.js';
import {
  ADV,
  A,
  CSA,
  USA,
  act,
  blank,
  c,
  can,
  cards,
  checkInvariants,
  coastalFort,
  dice,
  fort,
  gi,
  mark,
  mini,
  riverCoast,
  node,
  put,
  type S,
} from './fixture.js';

const coast = riverCoast([{ a: 2010, b: 2110, f: ['nav'], river: 'S' }]);

/** The water node of the hexside between two hexes of the small map. */
function side(a: number, b: number): number {
  const m = coast.map;
  const n = node(a, coast);
  const o = node(b, coast);
  for (let e = m.adjStart[n]!; e < m.adjStart[n + 1]!; e++) if (m.adjTo[e] === o) return m.adjWater[e]!;
  throw new Error(`${a}|${b}`);
}
/** The coastal water node of a hex of the small map. */
function shore(h: number | string, cc: UscwContent = coast): number {
  const w = cc.map.water;
  const n = node(h, cc);
  for (let k = w.ofStart[n]!; k < w.ofStart[n + 1]!; k++) if (w.kind[w.of[k]!] === 2) return w.of[k]!;
  throw new Error(`${h} has no coast`);
}
const RA = side(2012, 2112);
const RB = side(2011, 2012);
const RC = side(1912, 2011);
const RD = side(1911, 2011);
const SA = side(2010, 2110);

/** The water nodes in side's Naval ZOI, sorted. */
function zoiOf(s: S, who: number, cc: UscwContent = coast): number[] {
  const z = derived(cc, s).nzoi;
  const out: number[] = [];
  for (let x = 0; x < z.length; x++) if (z[x]! & (1 << who)) out.push(x);
  return out;
}
/** side's ships in field f over the whole small map. */
function fleet(s: S, who: number, f: number): number {
  let k = 0;
  for (let n = 0; n < coast.map.nn; n++) k += nf(coast, s, n, who, f);
  return k;
}
const sorted = (xs: number[]): number[] => [...xs].sort((a, b) => a - b);

const FIELD: Record<string, [number, number]> = {
  river: [USA, U_RIVER],
  ocean: [USA, U_OCEAN],
  flotilla: [CSA, C_FLOT],
};
/** Place naval units on the small map by place name or hex id. */
function navy(s: S, cc: UscwContent, list: { side: string; at: string; kind: string; n: number }[]): void {
  for (const u of list) {
    const [who, f] = FIELD[u.kind]!;
    addNf(cc, s, node(/^\d+$/.test(u.at) ? Number(u.at) : u.at, cc), who, f, u.n);
  }
}

describe('21.4.1 Naval ZOI (W63)', () => {
  it('W63 21.4.1: a Union NSP on a coastal hex reaches the adjacent coastal hexes and one hexside up the river (R3), not the open sea', () => {
    const s = blank({ content: coast, options: ADV });
    navy(s, coast, [{ side: 'usa', at: 'P', kind: 'river', n: 1 }]);
    expect(zoiOf(s, USA)).toEqual(sorted([shore('P'), shore(2111), shore(2113), RA]));
    expect(zoiOf(s, USA)).not.toContain(RB); // no more than one hexside up the river
    expect(zoiOf(s, USA)).not.toContain(coast.map.water.body.atlantic);
  });

  it('W63 21.4.1: a CSA River Flotilla on a river hexside reaches the hexsides beyond it both ways (R1, R2) and no further', () => {
    const s = blank({ content: coast, options: ADV });
    navy(s, coast, [{ side: 'csa', at: '1912', kind: 'flotilla', n: 1 }]);
    mark(s, 1912, CSA, coast);
    expect(zoiOf(s, CSA)).toEqual(sorted([RC, RB, RD]));
  });

  it('21.4.1: no ZOI in the Basic game, nor from damaged ships alone, nor into water beside an enemy fort', () => {
    const basic = blank({ content: coast });
    placeNavy(coast, basic, [{ side: 'usa', at: 'P', kind: 'river', n: 1 }]);
    expect(zoiOf(basic, USA)).toEqual([]);
    const s = blank({ content: coast, options: ADV });
    navy(s, coast, [{ side: 'usa', at: 'P', kind: 'river', n: 1 }]);
    fort(s, 2012, CSA, 1, coast);
    // the fort's hex touches hexside A: the Union ZOI stops short of it
    expect(zoiOf(s, USA)).toEqual(sorted([shore('P'), shore(2111), shore(2113)]));
  });

  it('21.4.1: a Union ZOI blocks Confederate Naval Control and bars CSA land moves and LOCs across the hexsides it covers', () => {
    const without = blank({ content: coast, options: ADV });
    expect(derived(coast, without).nav[RC]).toBe(CSA); // from Q down the river (20.1.3)
    expect(navalBars(coast, without, RC, CSA)).toBe(false);
    const s = blank({ content: coast, options: ADV });
    mark(s, 2012, USA, coast);
    navy(s, coast, [{ side: 'usa', at: '2012', kind: 'river', n: 1 }]);
    const dd = derived(coast, s);
    expect(dd.nzoi[RC]! & (1 << USA)).toBeTruthy(); // one hexside beyond B, which the ships touch
    expect(dd.nav[RC]).not.toBe(CSA);
    expect(dd.nav[RD]).toBe(CSA); // beyond the ZOI the CSA control from Q stands
    expect(navalBars(coast, s, RC, CSA)).toBe(true);
    expect(navalBars(coast, s, RD, CSA)).toBe(false);
  });

  it('21.4.1: a CSA force in 1912 may not step across hexside C while it is in the Union ZOI', () => {
    const move = (ships: boolean): boolean => {
      const s = blank({ content: coast, options: ADV, side: CSA });
      mark(s, 2012, USA, coast);
      if (ships) navy(s, coast, [{ side: 'usa', at: '2012', kind: 'river', n: 1 }]);
      put(s, 1912, CSA, 1, ['jackson'], coast);
      act(s, A.OP_ACT_GEN, gi('jackson', coast), 1);
      return can(s, A.OP_STEP, node(2011, coast));
    };
    expect(move(false)).toBe(true);
    expect(move(true)).toBe(false);
  });
});

describe('21.4.1 water a Naval ZOI never enters', () => {
  const onlyCoast = (): number[] => sorted([shore('P'), shore(2111), shore(2113)]);

  it('21.4.1: the ZOI of a Union River NSP at P stops short of hexside A when it touches a Confederate Naval Battery or Confederate Naval Units, damaged or unfinished ones included', () => {
    const open = blank({ content: coast, options: ADV });
    navy(open, coast, [{ side: 'usa', at: 'P', kind: 'river', n: 1 }]);
    expect(zoiOf(open, USA)).toContain(RA);
    for (const f of [C_BATT, C_FLOT, C_DFLOT, C_BUILD]) {
      const s = blank({ content: coast, options: ADV });
      navy(s, coast, [{ side: 'usa', at: 'P', kind: 'river', n: 1 }]);
      addNf(coast, s, node(2012, coast), CSA, f, 1); // 2012 touches hexside A
      expect(zoiOf(s, USA)).toEqual(onlyCoast());
    }
  });

  it("21.4.1: a Confederate Naval Battery stops only the enemy: a River Flotilla at P with a Battery there keeps W68's ZOI", () => {
    const s = blank({ content: coast, options: ADV });
    mark(s, 'P', CSA, coast);
    navy(s, coast, [{ side: 'csa', at: 'P', kind: 'flotilla', n: 1 }]);
    addNf(coast, s, node('P', coast), CSA, C_BATT, 1);
    expect(zoiOf(s, CSA)).toEqual(sorted([shore('P'), RA, shore(2111), shore(2113)]));
  });

  it('W63 21.4.1: a completed Confederate Ironclad on a river hexside projects its ZOI along the river like a flotilla (R1, R2)', () => {
    const s = blank({ content: coast, options: ADV });
    mark(s, 1912, CSA, coast);
    addNf(coast, s, node(1912, coast), CSA, C_IRON, 1);
    expect(zoiOf(s, CSA)).toEqual(sorted([RC, RB, RD]));
  });

  it('W63 21.4.1: from the coast a Type 2 river is reached one hexside up too (R3), no further', () => {
    const wide = mini({
      firstRow: 19,
      rows: ['cccccc', 'cccccc', 'cccccc', '~~~~~~'],
      places: [{ hex: 2112, name: 'P', state: 'VA', port: 'river' }],
      sides: [
        { a: 2011, b: 2012, f: ['nav', 'type2'], river: 'M' },
        { a: 2012, b: 2112, f: ['nav', 'type2'], river: 'M' },
      ],
    });
    const s = blank({ content: wide, options: ADV });
    addNf(wide, s, node('P', wide), USA, U_RIVER, 1);
    const m = wide.map;
    const up = (a: number, b: number): number => {
      const n = node(a, wide);
      for (let e = m.adjStart[n]!; e < m.adjStart[n + 1]!; e++)
        if (m.adjTo[e] === node(b, wide)) return m.adjWater[e]!;
      throw new Error(`${a}|${b}`);
    };
    expect(zoiOf(s, USA, wide)).toEqual(
      sorted([shore('P', wide), shore(2111, wide), shore(2113, wide), up(2012, 2112)]),
    );
    expect(zoiOf(s, USA, wide)).not.toContain(up(2011, 2012));
  });

  it('21.2.5, 21.4.1: Oceangoing NSPs at the River port P reach the coastal hexes but not river R, which they may not sail', () => {
    const s = blank({ content: coast, options: ADV });
    navy(s, coast, [{ side: 'usa', at: 'P', kind: 'ocean', n: 1 }]);
    expect(zoiOf(s, USA)).toEqual(onlyCoast());
  });

  it('21.2.5, 21.4.1: Oceangoing NSPs in a river hex whose river they may not sail (2012) project no ZOI, not even to the coast beyond', () => {
    const s = blank({ content: coast, options: ADV });
    addNf(coast, s, node(2012, coast), USA, U_OCEAN, 1);
    expect(zoiOf(s, USA)).toEqual([]);
  });

  it("21.4.1: a ZOI never reaches further than one water node beyond the stack's own water, wherever on the provisional map a flotilla lies", () => {
    const s = blank({ options: ADV });
    const w = c.map.water;
    const ctrl = derived(c, s).ctrl;
    const out = new Uint8Array(w.nw);
    const far: string[] = [];
    for (let n = 0; n < c.map.nn; n++) {
      if (w.ofStart[n] === w.ofStart[n + 1]) continue;
      addNf(c, s, n, CSA, C_FLOT, 1);
      computeNavalZoi(c, s, ctrl, out);
      addNf(c, s, n, CSA, C_FLOT, -1);
      const near = new Set<number>();
      for (let j = w.ofStart[n]!; j < w.ofStart[n + 1]!; j++) {
        const u = w.of[j]!;
        near.add(u);
        for (let i = w.adjStart[u]!; i < w.adjStart[u + 1]!; i++) near.add(w.adjTo[i]!);
      }
      for (let x = 0; x < w.nw; x++)
        if (out[x]! & (1 << CSA) && !near.has(x)) far.push(`${c.map.name[n]}: ${x}`);
    }
    expect(far).toEqual([]);
  });

  it('21.4.1: Oceangoing NSPs on the Gulf coast reach the adjacent coastal hexes, never the hexless Gulf', () => {
    const gulf = mini({ firstRow: 19, rows: ['cccccc', 'cccccc', 'cccccc', '======'] });
    const s = blank({ content: gulf, options: ADV });
    addNf(gulf, s, node(2112, gulf), USA, U_OCEAN, 1);
    expect(zoiOf(s, USA, gulf)).toEqual(sorted([shore(2111, gulf), shore(2112, gulf), shore(2113, gulf)]));
    expect(zoiOf(s, USA, gulf)).not.toContain(gulf.map.water.body.gulf);
  });

  it('21.4.1: ships in an Ocean port reach the water of the Coastal Fort that protects it, unless the enemy controls that fort', () => {
    const cfCoast = mini({
      firstRow: 19,
      rows: ['cccccc', 'cccccc', 'cccccc', '~~~~~~'],
      places: [{ hex: 2112, name: 'P', state: 'VA', port: 'ocean' }],
      spaces: [coastalFort(2112)],
    });
    const w = cfCoast.map.water;
    const fortWater = w.of[w.ofStart[node('Fort Test', cfCoast)]!]!;
    const zoiWith = (fortSide: number | undefined): number[] => {
      const s = blank({ content: cfCoast, options: ADV });
      mark(s, 'P', USA, cfCoast);
      if (fortSide !== undefined) mark(s, 'Fort Test', fortSide, cfCoast);
      addNf(cfCoast, s, node('P', cfCoast), USA, U_OCEAN, 1);
      return zoiOf(s, USA, cfCoast);
    };
    const both = sorted([shore('P', cfCoast), fortWater]);
    expect(zoiWith(USA)).toEqual(both);
    expect(zoiWith(CSA)).toEqual([shore('P', cfCoast)]);
  });
});

describe('Examples of Play, River Control, fourth map (W68): naval control and ZOI by forts and ships', () => {
  // A: a CSA fort at 2110 (coastal, mouth of river S); B: a CSA River Flotilla at P (2112);
  // C: a Union Oceangoing NSP at 2114; B3 = C2 = 2113
  function fourth(): S {
    const s = blank({ content: coast, options: ADV, ap: 1 });
    fort(s, 2110, CSA, 1, coast);
    mark(s, 2114, USA, coast);
    navy(s, coast, [
      { side: 'csa', at: 'P', kind: 'flotilla', n: 1 },
      { side: 'usa', at: '2114', kind: 'ocean', n: 1 },
    ]);
    return s;
  }

  it('W68 20.1.5: the CSA fort at A controls hexside A1 and its coastal water A2', () => {
    const dd = derived(coast, fourth());
    expect(dd.nav[SA]).toBe(CSA);
    expect(dd.nav[shore(2110)]).toBe(CSA);
  });

  it('W68 21.4.1: the flotilla controls its coastal hex and hexside; its ZOI covers B1 and coastal hexes B2, B3; the Union NSP controls its hex, ZOI C2, C3; both into B3 = C2', () => {
    const s = fourth();
    const dd = derived(coast, s);
    expect(dd.nav[shore('P')]).toBe(CSA);
    expect(dd.nav[RA]).toBe(CSA);
    expect(dd.nav[shore(2114)]).toBe(USA);
    expect(zoiOf(s, CSA)).toEqual(sorted([shore('P'), RA, shore(2111), shore(2113)]));
    expect(zoiOf(s, USA)).toEqual(sorted([shore(2114), shore(2113), shore(2115)]));
    expect(dd.nzoi[shore(2113)]).toBe((1 << USA) | (1 << CSA));
  });

  it('W68 21.4.2: the Union NSP entering B3 is intercepted by the flotilla on 2d6 >= 7 (a 6 fails, the move ends there)', () => {
    const s = fourth();
    dice(s, 3, 3);
    act(s, A.OP_NAVMOVE, node(2114, coast), MK_OCEAN);
    act(s, A.OP_NAVDEST, node(2113, coast));
    expect(nf(coast, s, node(2113, coast), USA, U_OCEAN)).toBe(1);
    expect(nf(coast, s, node('P', coast), CSA, C_FLOT)).toBe(1);
    checkInvariants(s);
  });

  it('W68 21.4.2: on a 7 the flotilla sails into B3 and the Union NSP fights it there', () => {
    const s = fourth();
    // interception 4+3 = 7; then the battle: Union 1 NSP rolls 6, CSA 1 NSP rolls 1
    dice(s, 4, 3, 6, 1);
    act(s, A.OP_NAVMOVE, node(2114, coast), MK_OCEAN);
    act(s, A.OP_NAVDEST, node(2113, coast));
    const b3 = node(2113, coast);
    // the Union's 6 on the 1-NSP column sinks the flotilla; the CSA's 1 does nothing: the Union holds B3
    expect(nf(coast, s, b3, USA, U_OCEAN)).toBe(1);
    expect(fleet(s, CSA, C_FLOT)).toBe(0);
    checkInvariants(s);
  });

  it('W68 21.4.2: the flotilla entering C2 may be intercepted by the Union NSP (6+6: it sails into C2 and fights there)', () => {
    const s = blank({ content: coast, options: ADV, ap: 1, side: CSA });
    fort(s, 2110, CSA, 1, coast);
    mark(s, 2114, USA, coast);
    navy(s, coast, [
      { side: 'csa', at: 'P', kind: 'flotilla', n: 1 },
      { side: 'usa', at: '2114', kind: 'ocean', n: 1 },
    ]);
    dice(s, 6, 6, 1, 6);
    act(s, A.OP_NAVMOVE, node('P', coast), MK_RIVER);
    act(s, A.OP_NAVDEST, node(2113, coast));
    // the Union NSP left 2114 for C2, where the attacking flotilla's 1 lost to its 6: sunk
    expect(nf(coast, s, node(2114, coast), USA, U_OCEAN)).toBe(0);
    expect(nf(coast, s, node(2113, coast), USA, U_OCEAN)).toBe(1);
    expect(fleet(s, CSA, C_FLOT)).toBe(0);
    checkInvariants(s);
  });

  it('W68 21.4.2: only a stack whose own ZOI covers the water entered tries to intercept: Union NSPs at Q, far from C2, never do', () => {
    const s = blank({ content: coast, options: ADV, ap: 1, side: CSA });
    mark(s, 2114, USA, coast);
    mark(s, 'Q', USA, coast);
    navy(s, coast, [
      { side: 'csa', at: 'P', kind: 'flotilla', n: 1 },
      { side: 'usa', at: '2114', kind: 'ocean', n: 1 },
      { side: 'usa', at: 'Q', kind: 'river', n: 1 },
    ]);
    // the NSP at 2114 rolls 1+1 and fails; the stack at Q has no roll (its 6+6 would succeed)
    dice(s, 1, 1, 6, 6);
    act(s, A.OP_NAVMOVE, node('P', coast), MK_RIVER);
    act(s, A.OP_NAVDEST, node(2113, coast));
    expect(nf(coast, s, node(2113, coast), CSA, C_FLOT)).toBe(1);
    expect(nf(coast, s, node(2114, coast), USA, U_OCEAN)).toBe(1);
    expect(nf(coast, s, node('Q', coast), USA, U_RIVER)).toBe(1);
    checkInvariants(s);
  });

  it('W68 21.4.2: the flotilla sailing away from the Union ZOI (into B2 = 2111) is not intercepted', () => {
    const s = blank({ content: coast, options: ADV, ap: 1, side: CSA });
    mark(s, 2114, USA, coast);
    navy(s, coast, [
      { side: 'csa', at: 'P', kind: 'flotilla', n: 1 },
      { side: 'usa', at: '2114', kind: 'ocean', n: 1 },
    ]);
    dice(s, 6, 6);
    act(s, A.OP_NAVMOVE, node('P', coast), MK_RIVER);
    act(s, A.OP_NAVDEST, node(2111, coast));
    expect(nf(coast, s, node(2111, coast), CSA, C_FLOT)).toBe(1);
    expect(nf(coast, s, node(2114, coast), USA, U_OCEAN)).toBe(1);
  });
});

describe('Map Notes, Mobile, Advanced (W45), on the provisional map', () => {
  /** W44's position (Mobile and Blakeley Union-held, Fort Morgan CSA) with Union Oceangoing NSPs at Mobile. */
  function mobile(ships: boolean): S {
    const s = blank({ scenario: '1863', turn: 12, options: ADV });
    put(s, 'Fort Morgan', CSA, 1);
    put(s, 'Mobile', USA, 2);
    put(s, 'Blakeley', USA, 1);
    if (ships) placeNavy(c, s, [{ side: 'usa', at: 'Mobile', kind: 'ocean', n: 2 }]);
    return s;
  }

  it('W45 21.4.1: Union Oceangoing NSPs at Mobile cut Fort Morgan from the bay: Isolated, it rolls for Surrender', () => {
    const before = mobile(false);
    expect(derived(c, before).supplyOf(CSA).loc[node('Fort Morgan')]).toBe(1); // W44
    const s = mobile(true);
    const dd = derived(c, s);
    expect(dd.nzoi[shore('Mobile', c)]! & (1 << USA)).toBeTruthy();
    expect(dd.supplyOf(CSA).loc[node('Fort Morgan')]).toBe(0);
    // Attrition 6, then the Surrender Table: 5 (+2 from the table's first row) -> 1 Surrender Point
    dice(s, 6, 5);
    supplySegment(c, s, CSA);
    expect(surrPts(c, s, node('Fort Morgan'))).toBe(1);
    const free = mobile(false);
    dice(free, 6, 5);
    supplySegment(c, free, CSA);
    expect(surrPts(c, free, node('Fort Morgan'))).toBe(0);
    checkInvariants(s);
  });

  it('W45 21.2.3: once a CSA Fort is in Mobile the NSPs may not end there: they make a Naval Retreat', () => {
    const s = mobile(true);
    fort(s, 'Mobile', CSA, 1);
    navalSupplySegment(c, s, USA);
    expect(nf(c, s, node('Mobile'), USA, U_OCEAN)).toBe(0);
    checkInvariants(s);
  });
});

describe('21.12 naval card uses', () => {
  /** W62's position: Porter and 8 River NSP at Columbus KY (Union), Memphis with a CSA Fort and a Battery (4 NSP). */
  function memphis(k: number): S {
    const s = blank({ options: ADV, ap: 2 });
    mark(s, 'Columbus KY', USA);
    mark(s, 'Memphis', CSA);
    placeNavy(c, s, [
      { side: 'usa', at: 'Columbus KY', kind: 'river', n: 8 },
      { side: 'usa', at: 'Columbus KY', leader: 'porter' },
      { side: 'csa', at: 'Memphis', kind: 'battery', n: 1 },
    ]);
    fort(s, 'Memphis', CSA, 1);
    cards(s, USA, CARD_NAVAL, k);
    return s;
  }

  it('21.12 BATTLES: a Naval card played with the move gives the attacker +2: 5 (+1 Porter) ties, 5 (+3) wins', () => {
    const memphisN = node('Memphis');
    const plain = memphis(1);
    act(plain, A.OP_NAVMOVE, node('Columbus KY'), MK_RIVER);
    expect(can(plain, A.OP_NAVDEST, memphisN, 1)).toBe(true);
    dice(plain, 4, 1, 1);
    act(plain, A.OP_NAVDEST, memphisN, 0);
    // a tie: the attacker sails back, the card is kept
    expect(nf(c, plain, memphisN, USA, U_RIVER)).toBe(0);
    expect(hand(plain, USA, CARD_NAVAL)).toBe(1);
    const s = memphis(1);
    act(s, A.OP_NAVMOVE, node('Columbus KY'), MK_RIVER);
    dice(s, 4, 1, 1);
    act(s, A.OP_NAVDEST, memphisN, 1);
    expect(hand(s, USA, CARD_NAVAL)).toBe(0);
    expect(nf(c, s, memphisN, USA, U_RIVER)).toBeGreaterThan(0); // won: the ships stay
    checkInvariants(s);
  });

  it('21.12: no +2 choice without a Naval or Any card left after paying, nor for a move that is no battle', () => {
    const s = memphis(0);
    act(s, A.OP_NAVMOVE, node('Columbus KY'), MK_RIVER);
    expect(can(s, A.OP_NAVDEST, node('Memphis'), 1)).toBe(false);
    const t = memphis(1);
    act(t, A.OP_NAVMOVE, node('Columbus KY'), MK_RIVER);
    expect(can(t, A.OP_NAVDEST, node('Cairo'), 0)).toBe(true);
    expect(can(t, A.OP_NAVDEST, node('Cairo'), 1)).toBe(false);
  });
});
