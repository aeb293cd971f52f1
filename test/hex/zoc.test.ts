import { describe, expect, it } from 'vitest';
import { HexGrid } from '../../src/hex/grid.js';
import { Hexsides, SIDE } from '../../src/hex/hexsides.js';
import { ZoneProjector, type ZoneRule } from '../../src/hex/zoc.js';
import { ACW, USCW, smallSpecs, label } from './maps.js';

describe('uscw 9.1 zones of influence', () => {
  const g = new HexGrid(USCW);
  const sides = new Hexsides(g);
  const zp = new ZoneProjector(g, sides);
  const lee = g.node(3030);
  const around = [0, 1, 2, 3, 4, 5].map((d) => g.neighbor(lee, d));
  sides.add(lee, 0, SIDE.RIVER | SIDE.NAVIGABLE); // (A) unbridged navigable hexside
  sides.add(lee, 1, SIDE.RIVER | SIDE.NAVIGABLE | SIDE.BRIDGE | SIDE.RAIL); // bridged: the ZOI crosses
  sides.add(lee, 2, SIDE.IMPASSABLE); // (B)
  const enemyHeld = new Uint8Array(g.count); // (C) Union-controlled Objective hex, (D) non-moving Union SP
  enemyHeld[around[3]] = 1;
  enemyHeld[around[4]] = 1;
  const rule: ZoneRule = {
    blockSides: SIDE.NAVIGABLE | SIDE.IMPASSABLE,
    unlessSides: SIDE.BRIDGE,
    into: enemyHeld,
  };

  it('W15 9.1: no ZOI across unbridged navigable or impassable sides, or into enemy-held hexes', () => {
    const zoi = new Uint8Array(g.count);
    const marked = zp.projectList(Int32Array.of(lee), 1, 1, zoi, 0, [rule]);
    expect(around.map((h) => zoi[h])).toEqual([0, 1, 0, 0, 0, 1]);
    expect(marked).toBe(2);
    expect(zoi[lee]).toBe(0); // a stack's own hex is not in its own zone
  });

  it('W15 9.1: the same rules also hold when the zone is kept in a slice of an Int32Array state', () => {
    const state = new Int32Array(10 + g.count + 10).fill(7);
    const src = new Uint8Array(g.count);
    src[lee] = 1;
    zp.project(src, 0, state, 10, [rule]);
    expect(around.map((h) => state[10 + h])).toEqual([0, 1, 0, 0, 0, 1]);
    expect(Array.from(state.subarray(0, 10))).toEqual(new Array(10).fill(7));
    expect(Array.from(state.subarray(10 + g.count))).toEqual(new Array(10).fill(7));
  });

  it('9.1: two adjacent stacks of one side each lie in the other one’s zone', () => {
    const zoi = new Uint8Array(g.count);
    const other = g.neighbor(lee, 5);
    zp.projectList(Int32Array.of(lee, other), 2, 1, zoi, 0, [{}]);
    expect(zoi[lee]).toBe(1);
    expect(zoi[other]).toBe(1);
  });

  it('a rule that blocks hexsides needs the projector to know them', () => {
    expect(() =>
      new ZoneProjector(g).projectList(Int32Array.of(lee), 1, 1, new Uint8Array(g.count), 0, [rule]),
    ).toThrow(/Hexsides/);
  });
});

describe('acw 6.0-6.6 primary and secondary zones of control', () => {
  const g = new HexGrid(ACW);
  const sides = new Hexsides(g);
  const zp = new ZoneProjector(g, sides);
  const rough = new Uint8Array(g.count);
  // 6.3: Primary stops at all-sea and tidal sides; Secondary also at navigable rivers and rough/swamp.
  const rules: ZoneRule[] = [
    { blockSides: SIDE.SEA | SIDE.TIDAL },
    { blockSides: SIDE.SEA | SIDE.TIDAL | SIDE.NAVIGABLE, into: rough },
  ];

  it('6.0: Primary = the 6 adjacent hexes, Secondary = the 12 beyond them', () => {
    const z = new Uint8Array(g.count);
    zp.projectList(Int32Array.of(g.node(2010)), 1, 2, z, 0, rules);
    const counts = [0, 0, 0];
    for (let h = 0; h < g.count; h++) counts[z[h]]++;
    expect(counts.slice(1)).toEqual([6, 12]);
    for (let h = 0; h < g.count; h++)
      expect(z[h]).toBe(
        g.distance(h, g.node(2010)) <= 2 && h !== g.node(2010) ? g.distance(h, g.node(2010)) : 0,
      );
  });

  it('R6.5 (appendix A.10): a hex in one unit’s Primary and another’s Secondary zone is Primary', () => {
    const z = new Uint8Array(g.count);
    const a = g.node(2010);
    const b = g.node(2012);
    zp.projectList(Int32Array.of(a, b), 2, 2, z, 0, rules);
    const both = g.neighbor(a, 2); // a's Primary zone, b's Secondary zone
    expect([g.distance(both, a), g.distance(both, b)]).toEqual([1, 2]);
    expect(z[both]).toBe(1);
    expect(z[g.node(2011)]).toBe(1); // both units' Primary zone
    expect(z[a]).toBe(2); // a lies in b's Secondary zone
  });

  it('6.3: the Secondary zone does not extend into rough or across a navigable river; Primary does', () => {
    const z = new Uint8Array(g.count);
    const src = g.node(3010);
    const n = g.neighbor(src, 0); // 3009
    sides.add(src, 3, SIDE.RIVER | SIDE.NAVIGABLE); // river on the south side
    rough[g.neighbor(src, 1)] = 1; // NE is rough
    zp.projectList(Int32Array.of(src), 1, 2, z, 0, rules);
    expect(z[g.neighbor(src, 3)]).toBe(1); // Primary crosses the navigable river
    expect(z[g.neighbor(g.neighbor(src, 3), 3)]).toBe(0); // Secondary does not
    expect(z[g.neighbor(src, 1)]).toBe(1); // Primary enters rough
    expect(z[g.neighbor(g.neighbor(src, 1), 1)]).toBe(0); // Secondary neither enters nor passes it
    expect(z[g.neighbor(n, 0)]).toBe(2);
    sides.remove(src, 3, SIDE.RIVER | SIDE.NAVIGABLE);
    rough.fill(0);
  });

  it('R6.6 / 14.3: units in a fort in 1864-65 project a Primary zone only', () => {
    const radius = new Uint8Array(g.count);
    radius[g.node(1713)] = 1; // the fort's garrison
    radius[g.node(2520)] = 2; // a field army
    const z = new Int32Array(g.count);
    zp.project(radius, 0, z, 0, rules);
    let fortSecondary = 0;
    for (let h = 0; h < g.count; h++) if (g.distance(h, g.node(1713)) === 2 && z[h] !== 0) fortSecondary++;
    expect(fortSecondary).toBe(0);
    expect(z[g.neighbor(g.node(1713), 2)]).toBe(1);
  });

  it('6.3: Primary zones do not cross tidal or all-sea hexsides', () => {
    const z = new Uint8Array(g.count);
    const src = g.node(4611); // Fort Monroe's hex, on the bay
    sides.add(src, 1, SIDE.SEA);
    sides.add(src, 2, SIDE.RIVER | SIDE.NAVIGABLE | SIDE.TIDAL);
    zp.projectList(Int32Array.of(src), 1, 1, z, 0, rules);
    expect([z[g.neighbor(src, 1)], z[g.neighbor(src, 2)], z[g.neighbor(src, 3)]]).toEqual([0, 0, 1]);
  });
});

describe('zone properties', () => {
  for (const spec of smallSpecs()) {
    it(`${label(spec)}: an unblocked zone of radius R marks each hex with its distance up to R`, () => {
      const g = new HexGrid(spec);
      const zp = new ZoneProjector(g);
      const z = new Uint8Array(g.count);
      const c = g.indexAt(spec.firstCol + 5, spec.firstRow + 5);
      zp.projectList(Int32Array.of(c), 1, 3, z, 0, [{}, {}, {}]);
      let bad = 0;
      for (let h = 0; h < g.count; h++) {
        const d = g.distance(c, h);
        if (z[h] !== (d >= 1 && d <= 3 ? d : 0)) bad++;
      }
      expect(bad).toBe(0);
    });
  }
});
