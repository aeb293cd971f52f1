/**
 * Supply, LOC, isolation and surrender (13): worked examples W40, W41, W42, W43, W44 and W46.
 */
import { describe, expect, it } from 'vitest';
import { T_SWAMP } from '../../../src/games/uscw/mapmodel.js';
import { forage, fortOwner, sp, surrPts } from '../../../src/games/uscw/state.js';
import { supplySegment } from '../../../src/games/uscw/supplyseg.js';
import { G_DEC } from '../../../src/games/uscw/layout.js';
import {
  A,
  CSA,
  USA,
  act,
  blank,
  c,
  checkInvariants,
  d,
  dice,
  entrench as dig,
  fort,
  legalOp,
  mark,
  mini,
  node,
  put,
  type S,
} from './fixture.js';

describe('13.3 Examples of Full Supply (W40), on the provisional map in 1862 with the Mississippi Union-controlled', () => {
  const full = (s: S, h: number): number => d(s).supplyOf(USA).full[node(h)]!;

  it('W40 13.3 A: Thomas traces 1 hex to a friendly-controlled Port: Full Supply', () => {
    const s = blank({ turn: 5 });
    put(s, 4312, USA, 1, ['thomas']); // inland, beside Natchez; its rail neighbour Brookhaven is CSA
    expect(full(s, 4312)).toBe(0); // Natchez still the CSA's
    put(s, 'Natchez', USA, 1);
    mark(s, 'Natchez', USA);
    expect(d(s).nav[c.map.water.of[c.map.water.ofStart[node('Natchez')]!]!]).toBe(USA);
    expect(full(s, 4312)).toBe(1);
    expect(full(s, 4212)).toBe(0); // two hexes from the port: no Supply Path
  });

  it('W40 13.3 B: Grant on the Union-controlled Mississippi uses River Supply, with no radius', () => {
    const s = blank({ turn: 5 });
    put(s, 3812, USA, 3, ['grant']); // above Vicksburg, no friendly port, rail or town near
    expect(full(s, 3812)).toBe(1);
    // up the Yazoo, a Type-1 river behind the CSA port of Yazoo City (20.1.4), there is none
    put(s, 3713, USA, 1);
    expect(full(s, 3713)).toBe(0);
  });

  it('W40 13.3 C: Banks traces 1 hex to rail hex C2 which reaches a source via C1, though the CSA still controls C3', () => {
    const s = blank({ turn: 5 });
    put(s, 1207, USA, 2, ['banks']); // Missouri; C2 = 1308 on the rail between C1 = 1407 and C3 = Hannibal
    mark(s, 'Hannibal', CSA);
    expect(d(s).ctrl[node('Hannibal')]).toBe(CSA);
    expect(d(s).supplyOf(USA).net[node(1308)]).toBe(1);
    expect(full(s, 1207)).toBe(1);
    const cut = blank({ turn: 5 });
    put(cut, 1207, USA, 2, ['banks']);
    mark(cut, 'Hannibal', CSA);
    put(cut, 1407, CSA, 1); // C1 enemy-held too: the rail hex no longer leads to a source
    expect(full(cut, 1207)).toBe(0);
  });
});

describe('13.5 LOC along friendly waterways', () => {
  it('W44 Map Notes, Mobile Bay: Mobile and Blakeley taken by land, Fort Morgan keeps an LOC via Montgomery over the CSA-held bay', () => {
    const s = blank({ scenario: '1863', turn: 12 });
    put(s, 'Fort Morgan', CSA, 1);
    put(s, 'Mobile', USA, 2);
    put(s, 'Blakeley', USA, 1);
    const dd = d(s);
    // its land neighbours are Union-held: the LOC can only go up the bay the CSA still controls
    expect(dd.ctrl[node('Mobile')]).toBe(USA);
    expect(dd.ctrl[node('Blakeley')]).toBe(USA);
    expect(dd.nav[c.map.water.body.mobile!]).toBe(CSA);
    expect(dd.supplyOf(CSA).loc[node('Fort Morgan')]).toBe(1);
    checkInvariants(s);
  });
});

describe('13.6 Isolation and Surrender', () => {
  it('W46 Map Notes, North Carolina 2: a River Transport from Hatteras Inlet lands in Beaufort from Pamlico Sound; Fort Macon is then Isolated and rolls for Surrender', () => {
    const s = blank({ turn: 9, ap: 3 });
    const hatteras = put(s, 'Hatteras Inlet', USA, 3);
    const macon = put(s, 'Fort Macon', CSA, 1);
    const beaufort = node('Beaufort NC');
    const before = blank({ turn: 9 });
    put(before, 'Fort Macon', CSA, 1);
    dice(before, 4);
    supplySegment(c, before, CSA);
    expect(surrPts(c, before, macon)).toBe(0); // Beaufort still the CSA's: not Isolated
    act(s, A.OP_NAVAL, hatteras, 3);
    // from the Atlantic it is closed until the fort falls (W72); from Pamlico Sound it is open
    expect(legalOp(s, A.OP_NAV_TO, beaufort).map(A.yOf)).toEqual([0]);
    act(s, A.OP_NAV_TO, beaufort, 0);
    while (s[G_DEC] === A.D_REACT) act(s, A.OP_R_PASS);
    expect([sp(c, s, beaufort, USA), d(s).ctrl[beaufort]]).toEqual([3, USA]);
    dice(s, 4);
    supplySegment(c, s, CSA);
    expect(surrPts(c, s, macon)).toBeGreaterThan(0);
    checkInvariants(s);
  });

  /** 6 CSA SP (and Pemberton) in Vicksburg with an F`level` fort, every land neighbour held and entrenched by the Union. */
  function besieged(level: number, gens: readonly string[]): S {
    const s = blank({ turn: 9, side: CSA });
    put(s, 'Vicksburg', CSA, 6, gens);
    // the Union holds New Orleans and its forts: its Naval Control comes up the Mississippi too (20.6)
    put(s, 'New Orleans', USA, 1);
    put(s, 'Forts St. Philip/Jackson', USA, 1);
    if (level) fort(s, 'Vicksburg', CSA, level);
    const m = c.map;
    const v = node('Vicksburg');
    for (let e = m.adjStart[v]!; e < m.adjStart[v + 1]!; e++) {
      const u = m.adjTo[e]!;
      if (u >= m.nh || m.terrain[u] === T_SWAMP) continue;
      put(s, m.grid.id(m.hexOfNode[u]!), USA, 1);
      dig(s, m.grid.id(m.hexOfNode[u]!), USA); // Union Entrenchments on the river block CSA Naval Control (20.1.5)
    }
    return s;
  }

  it('W43 13.6.4: 6 SP isolated in fortified Vicksburg roll 4, +1 Pemberton, +2 Objective/Resource hex with a Fort: 7, 1 Surrender Point', () => {
    const s = besieged(2, ['pemberton']);
    const sup = d(s).supplyOf(CSA);
    const v = node('Vicksburg');
    expect([sup.full[v], sup.loc[v]]).toEqual([0, 0]); // Isolated
    dice(s, 4);
    supplySegment(c, s, CSA);
    expect(surrPts(c, s, v)).toBe(1);
    expect(sp(c, s, v, CSA)).toBe(6);
    expect(forage(c, s, v, CSA)).toBe(false); // Fortress Supply: no Foraging (13.3.3)
    checkInvariants(s);
  });

  it('13.6.4: Surrender Points add up; 3 surrender the garrison, its Fort passes to the besieger', () => {
    const v = node('Vicksburg');
    const noGen = besieged(2, []);
    dice(noGen, 4);
    supplySegment(c, noGen, CSA);
    expect(surrPts(c, noGen, v)).toBe(1); // 4 + 2 = 6: still 1 on the provisional table
    const low = besieged(2, []);
    dice(low, 2);
    supplySegment(c, low, CSA);
    expect(surrPts(c, low, v)).toBe(2); // 2 + 2 = 4
    const gone = besieged(2, ['pemberton']);
    dice(gone, 1);
    supplySegment(c, gone, CSA);
    dice(gone, 1);
    supplySegment(c, gone, CSA); // 2 + 2 points: the garrison surrenders (13.6.3)
    expect(sp(c, gone, v, CSA)).toBe(0);
    expect(fortOwner(c, gone, v)).toBe(USA);
    checkInvariants(gone);
  });
});

describe('13.5 LOC through Depots', () => {
  // Virginia, rows 20-22 and columns 10-19: a Resource cluster in the east (D worth 2 with E1 and E2,
  // a Primary source, 13.3.2); the stack stands 8 hexes west of D, so its LOC needs a Depot between.
  const va = mini({
    rows: ['cccccccccc', 'cccccccccc', 'cccccccccc'],
    places: [
      { hex: 2118, name: 'D', state: 'VA', bp: 2 },
      { hex: 2119, name: 'E1', state: 'VA', bp: 1 },
      { hex: 2018, name: 'E2', state: 'VA', bp: 1 },
    ],
  });
  const loc = (s: S, h: number): number => d(s, va).supplyOf(CSA).loc[node(h, va)]!;

  it('W42 13.5.3: Longstreet traces 4 MP to a friendly SP and from it 4 MP to the Resource hex: an LOC', () => {
    const s = blank({ content: va, side: CSA });
    put(s, 2110, CSA, 3, ['longstreet'], va);
    put(s, 2114, CSA, 1, [], va);
    expect(d(s, va).supplyOf(CSA).source[node('D', va)]).toBe(1);
    expect(loc(s, 2110)).toBe(1);
    expect(d(s, va).supplyOf(CSA).full[node(2110, va)]).toBe(0); // Limited Supply only
  });

  it('W41, W42 13.5.3: without the Depot, or with the link through a Union ZOI, there is none', () => {
    const alone = blank({ content: va, side: CSA });
    put(alone, 2110, CSA, 3, ['longstreet'], va);
    expect(loc(alone, 2110)).toBe(0);
    const cut = blank({ content: va, side: CSA });
    put(cut, 2110, CSA, 3, ['longstreet'], va);
    put(cut, 2114, CSA, 1, [], va);
    put(cut, 2212, USA, 1, [], va);
    expect(loc(cut, 2110)).toBe(0);
  });
});

describe('13.3.2 Primary Confederate Supply Sources (a small Virginia map)', () => {
  // Row 20 of Virginia: Cap (2010) a state capital, D (2012) a Resource hex worth 2, R1 (2014) and
  // R2 (2016) worth 1; 'Texas' an off-map Resource space joined to 2017 (it holds Union SPs below).
  const south = mini({
    rows: ['cccccccc'],
    places: [
      { hex: 2010, name: 'Cap', state: 'VA', cap: 'state' },
      { hex: 2012, name: 'D', state: 'VA', bp: 2 },
      { hex: 2014, name: 'R1', state: 'VA', bp: 1 },
      { hex: 2016, name: 'R2', state: 'VA', bp: 1 },
    ],
    spaces: [
      {
        id: 'Texas',
        kind: 'offmap',
        state: 'VA',
        theater: 'E',
        bp: 3,
        links: [{ to: 2017, kind: 'land' }],
        note: 'test',
      },
    ],
  });
  const src = (s: S, p: string): number => d(s, south).supplyOf(CSA).source[node(p, south)]!;

  it('13.3.2: a state capital and a Resource hex worth 2 are sources with an LOC to two other friendly Resource hexes; a hex worth 1 never', () => {
    const s = blank({ content: south, side: CSA });
    expect([src(s, 'Cap'), src(s, 'D'), src(s, 'R1')]).toEqual([1, 1, 0]);
  });

  it('13.3.2: a Resource hex worth 2 does not count itself: with only one other friendly Resource hex it is no source', () => {
    const s = blank({ content: south, side: CSA });
    put(s, 'R2', USA, 1, [], south);
    put(s, 'Texas', USA, 1, [], south);
    expect(d(s, south).ctrl[node('R2', south)]).toBe(USA);
    expect([src(s, 'Cap'), src(s, 'D')]).toEqual([1, 0]); // the capital still reaches D and R1
    put(s, 'R1', USA, 1, [], south);
    expect(src(s, 'Cap')).toBe(0);
  });

  it('13.3.2, 2.1.5: a Texas off-map hex is a source with an LOC to another friendly Resource hex, and supplies the hex beside it', () => {
    const s = blank({ content: south, side: CSA });
    const full = (p: string | number): number => d(s, south).supplyOf(CSA).full[node(p, south)]!;
    expect(src(s, 'Texas')).toBe(1);
    expect(full(2017)).toBe(1); // one overland hex to the source (13.4.2); no other source within one hex
    expect(full(2015)).toBe(0);
    for (const p of ['R1', 'R2']) put(s, p, USA, 1, [], south);
    expect(src(s, 'Texas')).toBe(0); // no friendly Resource hex left on its LOC
  });

  it('13.3.1: a Union-controlled capital in a Southern state is no Union source', () => {
    const s = blank({ content: south });
    for (const p of ['Cap', 'D', 'R1', 'R2']) put(s, p, USA, 1, [], south);
    expect(d(s, south).supplyOf(USA).source[node('Cap', south)]).toBe(0);
  });
});

describe('13.3.2 play note: the southern Texas off-map hex, rail-connected to Houston (provisional map, 1862)', () => {
  it('13.3.2: Texas South is a Confederate source and puts Houston on the supply network', () => {
    const s = blank({ side: CSA });
    const sup = d(s).supplyOf(CSA);
    expect([sup.source[node('Texas South')], sup.source[node('Texas North')]]).toEqual([1, 1]);
    expect(sup.net[node('Houston')]).toBe(1);
  });
});

describe('13.3.1 Primary Union Supply Sources (a small Pennsylvania map)', () => {
  // Pennsylvania, rows 20-21 above the Atlantic (row 22): N (2010) a Town on a railroad leaving the
  // north edge (2010-2011); E (2013) a Town on the north edge with no railroad; C (2111) a City and
  // Objective, O (2114) an Objective hex; Port (2112) an Ocean Port.
  const north = mini({
    rows: ['ccccc', 'ccccc', '~~~~~'],
    states: ['PPPPP', 'PPPPP', 'PPPPP'],
    places: [
      { hex: 2010, name: 'N', state: 'PA' },
      { hex: 2013, name: 'E', state: 'PA' },
      { hex: 2111, name: 'C', state: 'PA', city: true, obj: true },
      { hex: 2114, name: 'O', state: 'PA', obj: true },
      { hex: 2112, name: 'Port', state: 'PA', port: 'ocean' },
    ],
    sides: [{ a: 2010, b: 2011, f: ['rail'] }],
  });
  const src = (s: S, p: string | number): number => d(s, north).supplyOf(USA).source[node(p, north)]!;

  it('13.3.1: a railroad hex leaving the north edge and an Ocean Port open to the sea are sources; a north-edge Town off the railroad is not', () => {
    const s = blank({ content: north });
    expect([src(s, 'N'), src(s, 'Port'), src(s, 'E')]).toEqual([1, 1, 0]);
    put(s, 'N', CSA, 1, [], north);
    expect(src(s, 'N')).toBe(0); // not Union-controlled
  });

  it('13.3.1: a Union City in the North is a source with an LOC to another Union Objective hex', () => {
    const s = blank({ content: north });
    expect(src(s, 'C')).toBe(1);
    put(s, 'O', CSA, 1, [], north);
    expect(src(s, 'C')).toBe(0);
  });
});
