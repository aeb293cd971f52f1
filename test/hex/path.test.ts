import { describe, expect, it } from 'vitest';
import { seedWords, randInt } from '../../src/core/rng.js';
import { HexGrid } from '../../src/hex/grid.js';
import { IndexedHeap } from '../../src/hex/heap.js';
import { Hexsides, SIDE } from '../../src/hex/hexsides.js';
import { BLOCKED, CostSearch, UNREACHED, pathTo, type StepCost } from '../../src/hex/path.js';
import { LINK, SWITCH } from '../../src/hex/topology.js';
import { ZoneProjector } from '../../src/hex/zoc.js';
import { ACW, LW, USCW } from './maps.js';

function outputs(n: number): { cost: Int32Array; prev: Int32Array; via: Int32Array; order: Int32Array } {
  return {
    cost: new Int32Array(n),
    prev: new Int32Array(n),
    via: new Int32Array(n),
    order: new Int32Array(n),
  };
}

// uscw terrain chart (5.3) as the tests need it: hex costs and hexside additions.
const CLEAR = 0;
const MARSH = 1;
const SWAMP = 2;
const USCW_HEX_COST = [1, 2, BLOCKED];

/** uscw 5.3-5.8 step cost: rail and road lines through a side, rivers, mountains, passes, bridges. */
function uscwCost(terrain: Uint8Array, sides: Hexsides): StepCost {
  return (from, dir, to) => {
    const f = sides.bits[from * 6 + dir];
    if (f & SIDE.IMPASSABLE) return BLOCKED;
    if (f & SIDE.RAIL) return 1; // 5.4: following a rail line, river and mountain hexsides ignored
    const hex = USCW_HEX_COST[terrain[to]];
    if (hex < 0) return BLOCKED;
    let c = f & SIDE.ROAD ? 1 : hex; // 5.3: marsh costs 1 along a road
    if (f & SIDE.RIVER && !(f & SIDE.BRIDGE)) c += 1; // 5.8: minor or friendly navigable river +1
    if (f & SIDE.MOUNTAIN && !(f & SIDE.PASS)) c += 1; // 5.6: mountain hexside +1, pass +0
    return c;
  };
}

describe('movement cost search on the uscw grid', () => {
  const g = new HexGrid(USCW);
  const search = new CostSearch(g);
  const out = outputs(search.size);
  const at = (id: number): number => out.cost[g.node(id)];

  it('W04 5.6 mountain crossing: 1 MP per hex, +1 per mountain hexside, +0 at a pass', () => {
    const terrain = new Uint8Array(g.count);
    const sides = new Hexsides(g);
    // Grant walks the row 3010 -> 3011 -> 3012 -> 3013; a ridge runs across the row at two sides.
    const closed = (a: number, b: number): void => sides.addBetween(a, b, SIDE.MOUNTAIN);
    closed(3010, 3011);
    sides.addBetween(3011, 3012, SIDE.MOUNTAIN | SIDE.PASS);
    for (const [a, b] of [
      [3010, 2910],
      [3010, 2911],
      [3010, 3110],
      [3010, 3111],
    ])
      closed(a, b); // the ridge blocks the way round
    search.from(g.node(3010), out, { cost: uscwCost(terrain, sides) });
    expect(at(3011)).toBe(2);
    expect(at(3012)).toBe(3);
    expect(at(3013)).toBe(4);
  });

  it('W05 5.8 rivers and marsh: +1 per river, marsh 2, road through marsh 1, rail ignores the river', () => {
    const terrain = new Uint8Array(g.count);
    const sides = new Hexsides(g);
    sides.addBetween(3020, 3021, SIDE.RIVER | SIDE.NAVIGABLE); // Union-controlled navigable river
    sides.addBetween(3021, 3022, SIDE.RIVER); // unbridged minor river
    terrain[g.node(3023)] = MARSH;
    const cost = uscwCost(terrain, sides);
    const c = g.node(3020);
    const steps = [3021, 3022, 3023].map((id) => g.node(id));
    const dirs = [g.dirTo(c, steps[0]), g.dirTo(steps[0], steps[1]), g.dirTo(steps[1], steps[2])];
    expect(cost(c, dirs[0], steps[0])).toBe(2); // Sherman: river +1
    expect(cost(steps[0], dirs[1], steps[1])).toBe(2); // unbridged minor river +1
    expect(cost(steps[1], dirs[2], steps[2])).toBe(2); // marsh
    sides.addBetween(3022, 3023, SIDE.ROAD);
    expect(cost(steps[1], dirs[2], steps[2])).toBe(1); // Grant follows the road through the marsh
    sides.addBetween(3020, 3021, SIDE.RAIL);
    expect(cost(c, dirs[0], steps[0])).toBe(1); // following the railroad: no river cost
  });

  it('Map Notes Georgetown: 1 MP from Georgetown (3641) to 3542, 2 MP from 3542 to Georgetown', () => {
    const geo = g.node(3641);
    const other = g.node(3542);
    const cost: StepCost = (from, _d, to) => (from === other && to === geo ? 2 : 1);
    search.from(geo, out, { cost });
    expect(out.cost[other]).toBe(1);
    search.from(other, out, { cost });
    expect(out.cost[geo]).toBe(2);
  });

  it('5.1.1 a unit can move at least one hex even if it has insufficient MPs, and no further', () => {
    const terrain = new Uint8Array(g.count).fill(MARSH);
    const cost = uscwCost(terrain, new Hexsides(g));
    const s = g.node(3030);
    expect(search.from(s, out, { cost, budget: 1 })).toBe(1);
    const n = search.from(s, out, { cost, budget: 1, firstStepAlways: true });
    expect(n).toBe(7);
    for (let d = 0; d < 6; d++) expect(out.cost[g.neighbor(s, d)]).toBe(2);
    expect(at(3032)).toBe(UNREACHED);
  });

  it('5.3 swamp is prohibited: a search routes around it', () => {
    const terrain = new Uint8Array(g.count);
    terrain[g.node(3041)] = SWAMP;
    search.from(g.node(3040), out, { cost: uscwCost(terrain, new Hexsides(g)) });
    expect(at(3041)).toBe(UNREACHED);
    expect(at(3042)).toBe(3);
    expect(terrain[g.node(3040)]).toBe(CLEAR);
  });

  it('Coastal Forts 10.3.2: land movement to the fort goes only through its link from the port (1 MP)', () => {
    const fg = new HexGrid({
      ...USCW,
      spaces: [{ name: 'Fort Sumter' }],
      links: [{ a: 'Fort Sumter', b: 3839, kind: 1 }],
    });
    const s = new CostSearch(fg);
    const o = outputs(s.size);
    s.from(fg.node(3637), o, { cost: (_f, dir) => (dir >= LINK ? fg.linkKind[dir - LINK] : 1) });
    const fort = fg.spaceIndex('Fort Sumter');
    expect(o.cost[fort]).toBe(o.cost[fg.node(3839)] + 1);
    expect(o.via[fort]).toBeGreaterThanOrEqual(LINK);
    expect(o.prev[fort]).toBe(fg.node(3839));
  });
});

describe('acw movement: zones of control and rail in tenths of an MP', () => {
  const g = new HexGrid(ACW);

  it('R6.12 / 5.24 (appendix A.11): secondary -> clear primary costs 1 + 5; primary -> primary is barred', () => {
    const zones = new Uint8Array(g.count);
    new ZoneProjector(g).projectList(Int32Array.of(g.node(2010)), 1, 2, zones, 0, [{}, {}]);
    // 6.11-6.12: leaving an enemy zone hex costs +5; 5.24: no Primary -> Primary step.
    const cost: StepCost = (from, _d, to) => {
      if (zones[from] === 1 && zones[to] === 1) return BLOCKED;
      return 1 + (zones[from] > 0 ? 5 : 0);
    };
    const s = new CostSearch(g);
    const o = outputs(s.size);
    const secondary = g.node(2008);
    const primary = g.node(2009);
    expect([zones[secondary], zones[primary]]).toEqual([2, 1]);
    s.from(secondary, o, { cost, target: primary });
    expect(o.cost[primary]).toBe(6);
    s.from(primary, o, { cost, budget: 24 });
    const nextPrimary = g.neighbor(primary, 2);
    expect(zones[nextPrimary]).toBe(1);
    expect(o.cost[nextPrimary]).toBeGreaterThan(6); // only by way of a hex outside the Primary zone
    expect(zones[o.prev[nextPrimary]]).not.toBe(1);
  });

  // Layer 0 = on foot, layer 1 = on the train; costs in tenths of an MP (5.46 rail 1/10 MP per hex).
  // A hex of hexTenths 0 is off the corridor the example describes.
  function railCost(rail: Uint8Array, sides: Hexsides, hexTenths: Uint8Array): StepCost {
    const n = g.count;
    return (from, dir, to) => {
      if (dir === SWITCH) return rail[from % n] ? 10 : BLOCKED; // 5.4: entrain or detrain, 1 MP
      const f = sides.bits[(from % n) * 6 + dir];
      if (from >= n) return f & SIDE.RAIL ? 1 : BLOCKED; // riding: 1/10 MP per rail hex
      if (hexTenths[to] === 0) return BLOCKED;
      return hexTenths[to] + (f & SIDE.RIVER ? 10 : 0); // walking: terrain + river hexside
    };
  }

  it('R5.46 (appendix A.6) a long rail move: 31 rail hexes with entraining and detraining cost 6 MP', () => {
    const rail = new Uint8Array(g.count);
    const sides = new Hexsides(g);
    const line: number[] = [];
    for (let row = 1; row <= 32; row++) line.push(1000 + row);
    sides.addAlong(line, SIDE.RAIL);
    for (const id of line) rail[g.node(id)] = 1;
    const s = new CostSearch(g, 2);
    const o = outputs(s.size);
    s.from(g.node(1001), o, { cost: railCost(rail, sides, new Uint8Array(g.count).fill(10)) });
    const tenths = o.cost[g.node(1032)]; // arrive on foot (detrained, 5.47)
    expect(tenths).toBe(10 + 31 + 10);
    expect(Math.ceil(tenths / 10)).toBe(6);
    const path = new Int32Array(s.size);
    const n = pathTo(o.prev, g.node(1032), path);
    expect(n).toBe(34); // foot 1001, train 1001 .. train 1032, foot 1032
    expect(Array.from(path.subarray(0, n)).filter((v) => v >= g.count).length).toBe(32);
  });

  it('R5.44 (appendix A.5) a river cutting the line: detrain 1 + river 1 + swamp 6 + entrain 1 = 9 MP', () => {
    const rail = new Uint8Array(g.count);
    const sides = new Hexsides(g);
    const hexTenths = new Uint8Array(g.count); // only the line's hexes may be walked
    sides.addAlong([2001, 2002, 2003], SIDE.RAIL);
    sides.addBetween(2003, 2004, SIDE.RIVER); // no rail across: the bridge is out
    sides.addAlong([2004, 2005, 2006], SIDE.RAIL);
    for (const id of [2001, 2002, 2003, 2004, 2005, 2006]) {
      rail[g.node(id)] = 1;
      hexTenths[g.node(id)] = 10;
    }
    hexTenths[g.node(2004)] = 60; // the far bank is swamp
    const s = new CostSearch(g, 2);
    const o = outputs(s.size);
    s.from(g.count + g.node(2001), o, { cost: railCost(rail, sides, hexTenths) }); // already on the train
    const onTrain = (id: number): number => o.cost[g.count + g.node(id)];
    expect(onTrain(2004) - onTrain(2003)).toBe(90);
    expect(onTrain(2006)).toBe(2 + 90 + 2);
  });
});

describe('cost search properties', () => {
  const g = new HexGrid(LW);
  const rng = seedWords('hex-path', 'test');
  const hexCost = new Int32Array(g.count);
  for (let h = 0; h < g.count; h++) hexCost[h] = randInt(rng, 0, 7) === 0 ? BLOCKED : 1 + randInt(rng, 0, 5);
  const cost: StepCost = (_f, _d, to) => hexCost[to];
  const s = new CostSearch(g);
  const o = outputs(s.size);

  it('costs equal a brute-force relaxation (Bellman-Ford) of the same step costs', () => {
    const src = g.node(1108);
    s.from(src, o, { cost });
    const ref = new Array<number>(g.count).fill(UNREACHED);
    ref[src] = 0;
    for (let changed = true; changed;) {
      changed = false;
      for (let u = 0; u < g.count; u++) {
        if (ref[u] === UNREACHED) continue;
        for (let d = 0; d < 6; d++) {
          const v = g.neighbor(u, d);
          if (v >= 0 && hexCost[v] >= 0 && ref[u] + hexCost[v] < ref[v]) {
            ref[v] = ref[u] + hexCost[v];
            changed = true;
          }
        }
      }
    }
    expect(Array.from(o.cost)).toEqual(ref);
  });

  it('a path rebuilt from the predecessors costs the sum of its steps', () => {
    s.from(g.node(101), o, { cost });
    const path = new Int32Array(g.count);
    let checked = 0;
    for (let h = 0; h < g.count; h++) {
      if (o.cost[h] === UNREACHED) continue;
      const n = pathTo(o.prev, h, path);
      let sum = 0;
      for (let k = 1; k < n; k++) {
        const d = g.dirTo(path[k - 1], path[k]);
        expect(o.via[path[k]]).toBe(d);
        sum += cost(path[k - 1], d, path[k]);
      }
      expect(sum).toBe(o.cost[h]);
      checked++;
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('a budget keeps exactly the nodes within it; nodes settle in order of cost', () => {
    s.from(g.node(1108), o, { cost });
    const full = Int32Array.from(o.cost);
    const n = s.from(g.node(1108), o, { cost, budget: 9 });
    expect(n).toBe(full.filter((c) => c <= 9).length);
    for (let k = 1; k < n; k++) expect(o.cost[o.order[k]]).toBeGreaterThanOrEqual(o.cost[o.order[k - 1]]);
    for (let h = 0; h < g.count; h++) expect(o.cost[h]).toBe(full[h] <= 9 ? full[h] : UNREACHED);
  });

  it('a stop hex is entered but never left (e.g. movement ends on entering an enemy zone)', () => {
    const wall = (h: number): boolean => g.col[h] === 12;
    s.from(g.node(1108), o, { cost: () => 1, stop: wall });
    for (let h = 0; h < g.count; h++) {
      if (g.col[h] === 12) expect(o.cost[h]).not.toBe(UNREACHED);
      if (g.col[h] > 12) expect(o.cost[h]).toBe(UNREACHED);
    }
  });

  it('several sources with start costs: each hex gets the cheapest start plus the way', () => {
    const a = g.node(305);
    const b = g.node(1805);
    s.run(Int32Array.of(a, b), 2, o, { cost: () => 1, startCost: Int32Array.of(0, 4) });
    for (let h = 0; h < g.count; h++)
      expect(o.cost[h]).toBe(Math.min(g.distance(a, h), 4 + g.distance(b, h)));
  });

  it('a target ends the search with its cost final', () => {
    s.from(g.node(1108), o, { cost });
    const want = o.cost[g.node(2015)];
    const n = s.from(g.node(1108), o, { cost, target: g.node(2015) });
    expect(o.cost[g.node(2015)]).toBe(want);
    expect(n).toBeLessThan(g.count);
  });
});

describe('indexed heap', () => {
  it('pops by key, ties by node, after pushes and decreases', () => {
    const rng = seedWords('hex-heap', 'test');
    const h = new IndexedHeap(200);
    const key = new Map<number, number>();
    for (let k = 0; k < 600; k++) {
      const node = randInt(rng, 0, 200);
      const v = randInt(rng, 0, 50);
      h.push(node, v);
      key.set(node, Math.min(v, key.get(node) ?? Infinity));
    }
    const want = [...key.entries()].sort((x, y) => x[1] - y[1] || x[0] - y[0]).map(([n]) => n);
    const got: number[] = [];
    for (let n = h.pop(); n >= 0; n = h.pop()) got.push(n);
    expect(got).toEqual(want);
    expect(h.size).toBe(0);
  });
});
