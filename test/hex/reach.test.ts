import { describe, expect, it } from 'vitest';
import { bitWords, clearBit, countBits, getBit, putBit, setBit } from '../../src/hex/bits.js';
import { HexGrid } from '../../src/hex/grid.js';
import { Hexsides, SIDE } from '../../src/hex/hexsides.js';
import { HexEdges } from '../../src/hex/edges.js';
import { CostSearch, UNREACHED } from '../../src/hex/path.js';
import { BreadthSearch } from '../../src/hex/reach.js';
import { ACW, LW, USCW } from './maps.js';

describe('supply tracing by hex count', () => {
  it('R10.3 (appendix F.32): 4 hexes from a rail source (3 clear hexes between) is supplied, 5 is not', () => {
    const g = new HexGrid(ACW);
    const bfs = new BreadthSearch(g);
    const dist = new Int32Array(g.count);
    const rough = new Uint8Array(g.count);
    const source = g.node(2010);
    // The path uses clear terrain only [10.3]; the unit's hex + 3 between + the source = at most 4 steps.
    bfs.from(source, { dist }, { maxSteps: 4, pass: (_f, _d, to) => rough[to] === 0 });
    expect(dist[g.node(2014)]).toBe(4);
    expect(dist[g.node(2015)]).toBe(-1);
    rough[g.node(2012)] = 1; // the straight way now passes rough: go round, or fail
    rough[g.node(2112)] = 1;
    rough[g.node(1912)] = 1;
    rough[g.node(2113)] = 1;
    rough[g.node(1913)] = 1;
    bfs.from(source, { dist }, { maxSteps: 4, pass: (_f, _d, to) => rough[to] === 0 });
    expect(dist[g.node(2014)]).toBe(-1);
    expect(dist[g.node(2012)]).toBe(-1); // a unit in rough is supplied only on a source
  });

  it('lw 20.0: supply extends two hexes overland, then any length along the rail line', () => {
    const g = new HexGrid(LW);
    const sides = new Hexsides(g);
    const rail = [1903, 1804, 1805, 1806, 1807, 1808];
    sides.addAlong(rail, SIDE.RAIL);
    const bfs = new BreadthSearch(g);
    const dist = new Int32Array(g.count);
    const prev = new Int32Array(g.count);
    // Rail from the friendly city (Washington 1903), any length.
    bfs.from(g.node(1903), { dist }, { pass: (f, d) => sides.has(f, d, SIDE.RAIL) });
    const railHexes = Int32Array.from(rail.map((id) => g.node(id)));
    expect(rail.every((id) => dist[g.node(id)] >= 0)).toBe(true);
    // Then two hexes overland from any hex of the line.
    const n = bfs.run(railHexes, railHexes.length, { dist, prev }, { maxSteps: 2 });
    let bad = 0;
    for (let h = 0; h < g.count; h++) {
      const near = Math.min(...Array.from(railHexes, (r) => g.distance(r, h)));
      if (dist[h] !== (near <= 2 ? near : -1)) bad++;
    }
    expect(bad).toBe(0);
    expect(dist[g.node(1609)]).toBe(2); // two hexes west of 1808
    expect(n).toBeGreaterThan(rail.length);
    expect(g.distance(prev[g.node(1609)], g.node(1609))).toBe(1);
  });

  it('uscw 13.4 W40 C: one overland hex to a rail hex whose line reaches the source is Full Supply', () => {
    const g = new HexGrid(USCW);
    const sides = new Hexsides(g);
    sides.addAlong([3020, 3021, 3022, 3023], SIDE.RAIL); // C1 .. C2, the source at 3020
    const bfs = new BreadthSearch(g);
    const dist = new Int32Array(g.count);
    const enemyZoi = new Uint8Array(g.count);
    const order = new Int32Array(g.count);
    const n = bfs.from(g.node(3020), { dist, order }, { pass: (f, d) => sides.has(f, d, SIDE.RAIL) });
    const line = Int32Array.from(order.subarray(0, n));
    // 13.4: the overland hex may not enter an enemy ZOI.
    const overland = (): Int32Array => {
      bfs.run(line, line.length, { dist }, { maxSteps: 1, pass: (_f, _d, to) => enemyZoi[to] === 0 });
      return dist;
    };
    const banks = g.node(2923); // adjacent to C2 = 3023
    expect(overland()[banks]).toBe(1);
    enemyZoi[banks] = 1;
    expect(overland()[banks]).toBe(-1);
  });

  it('a stop hex is reached but the trace goes no further (e.g. an enemy-occupied rail hex)', () => {
    const g = new HexGrid(LW);
    const bfs = new BreadthSearch(g);
    const dist = new Int32Array(g.count);
    bfs.from(g.node(101), { dist }, { stop: (h) => g.col[h] === 5 });
    for (let h = 0; h < g.count; h++) expect(dist[h] >= 0).toBe(g.col[h] <= 5);
  });
});

describe('acw 10.2 supply grids as connected components', () => {
  it('rail nets cut by an enemy-occupied hex form separate grids', () => {
    const g = new HexGrid(ACW);
    const sides = new Hexsides(g);
    sides.addAlong([2001, 2002, 2003, 2004, 2005], SIDE.RAIL);
    sides.addAlong([3001, 3002], SIDE.RAIL);
    const onRail = new Uint8Array(g.count);
    for (const id of [2001, 2002, 2003, 2004, 2005, 3001, 3002]) onRail[g.node(id)] = 1;
    const enemy = new Uint8Array(g.count);
    const bfs = new BreadthSearch(g);
    const labels = new Int32Array(g.count);
    const member = (h: number): boolean => onRail[h] === 1 && enemy[h] === 0;
    const pass = (f: number, d: number): boolean => sides.has(f, d, SIDE.RAIL);
    expect(bfs.label(member, labels, pass)).toBe(2);
    enemy[g.node(2003)] = 1; // 10.5: a rail hex occupied by the enemy does not function
    expect(bfs.label(member, labels, pass)).toBe(3);
    expect(labels[g.node(2001)]).toBe(labels[g.node(2002)]);
    expect(labels[g.node(2004)]).not.toBe(labels[g.node(2002)]);
    expect(labels[g.node(2003)]).toBe(-1);
  });
});

describe('movement along hexsides (the hexside graph)', () => {
  it('acw 5.8 river transport: 1 MP per river hexside entered, only along connected river sides', () => {
    const g = new HexGrid(ACW);
    const E = new HexEdges(g);
    const sides = new Hexsides(g);
    // A river down the east of column 20 (its NE and SE sides, rows 10-14), turning west under 2014.
    const river: Array<[number, number]> = [];
    for (let row = 10; row <= 14; row++) river.push([2000 + row, 2100 + row], [2000 + row, 2100 + row + 1]);
    river.push([2014, 2015]);
    sides.addSides(river, SIDE.RIVER | SIDE.NAVIGABLE);
    sides.addSides([[2020, 2120]], SIDE.RIVER | SIDE.NAVIGABLE); // not connected
    const isRiver = (e: number): boolean =>
      (sides.bits[E.edgeHex[2 * e] * 6 + E.edgeDir[e]] & SIDE.NAVIGABLE) !== 0;
    const search = new CostSearch(E.edgeGraph);
    const cost = new Int32Array(search.size);
    const prev = new Int32Array(search.size);
    const start = E.between(g.node(2010), g.node(2110));
    search.from(start, { cost, prev }, { cost: (_f, _d, to) => (isRiver(to) ? 1 : -1) });
    const reached = [...Array(E.edgeCount).keys()].filter((e) => cost[e] !== UNREACHED);
    expect([...Array(E.edgeCount).keys()].filter(isRiver)).toHaveLength(12);
    expect(reached).toHaveLength(11); // the connected run, not the loose side
    expect(cost[E.between(g.node(2020), g.node(2120))]).toBe(UNREACHED);
    expect(cost[E.between(g.node(2014), g.node(2015))]).toBe(10); // 10 hexsides entered after the first
  });
});

describe('bitsets in an Int32Array state', () => {
  it('set, read, clear and count bits across word boundaries at an offset', () => {
    const n = 70;
    const off = 3;
    const a = new Int32Array(off + bitWords(n) + 1);
    expect(bitWords(n)).toBe(3);
    for (const i of [0, 31, 32, 63, 69]) setBit(a, off, i);
    expect([0, 1, 31, 32, 63, 69].map((i) => getBit(a, off, i))).toEqual([
      true,
      false,
      true,
      true,
      true,
      true,
    ]);
    expect(countBits(a, off, n)).toBe(5);
    clearBit(a, off, 31);
    putBit(a, off, 1, true);
    expect(countBits(a, off, n)).toBe(5);
    expect(a[0] | a[1] | a[2] | a[off + 3]).toBe(0);
    a[off + 2] |= 1 << 20; // bit 84, beyond n: not counted
    expect(countBits(a, off, n)).toBe(5);
  });
});
