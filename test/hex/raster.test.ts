import { describe, expect, it } from 'vitest';
import { HexEdges } from '../../src/hex/edges.js';
import { HexGrid, type GridSpec } from '../../src/hex/grid.js';
import { Hexsides, SIDE } from '../../src/hex/hexsides.js';
import { HexLayout } from '../../src/hex/layout.js';
import { BreadthSearch } from '../../src/hex/reach.js';
import {
  linesOf,
  markRoute,
  markSides,
  polygonCoverage,
  polygonHexes,
  routeHexes,
  sideChains,
  type Geometry,
  type Position,
} from '../../src/hex/raster.js';
import { LW, USCW } from './maps.js';

// In these tests the "lon/lat" of a shape are drawing coordinates: the transform is the identity.
const ID = { x: (lon: number) => lon, y: (_lon: number, lat: number) => lat };

/** Distance from point (x, y) to the polyline. */
function toLine(line: readonly Position[], x: number, y: number): number {
  let best = Infinity;
  for (let k = 1; k < line.length; k++) {
    const [ax, ay] = line[k - 1];
    const [bx, by] = line[k];
    const L2 = (bx - ax) ** 2 + (by - ay) ** 2;
    const t = Math.max(0, Math.min(1, ((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / L2));
    best = Math.min(best, Math.hypot(x - ax - t * (bx - ax), y - ay - t * (by - ay)));
  }
  return best;
}

const SMALL_LW: GridSpec = LW;
const SMALL_USCW: GridSpec = { ...USCW, lastCol: 20, lastRow: 26 };

/** Test lines with the side of the line a point lies on (+1 / -1). */
function shapes(L: HexLayout): Array<[string, Position[], (x: number, y: number) => number]> {
  const W = L.width;
  const H = L.height;
  const waveY = (x: number): number => H / 2 + (H / 4) * Math.sin((x + 2) / 3);
  const wave: Position[] = [];
  for (let k = 0; k <= 60; k++) wave.push([-2 + ((W + 4) * k) / 60, waveY(-2 + ((W + 4) * k) / 60)]);
  const ew = H / 2 + 0.3;
  const ns = W / 2 + 0.2;
  return [
    [
      'a straight east-west line',
      [
        [-3, ew],
        [W + 3, ew],
      ],
      (_x, y) => Math.sign(y - ew),
    ],
    [
      'a straight north-south line',
      [
        [ns, -3],
        [ns, H + 3],
      ],
      (x) => Math.sign(x - ns),
    ],
    [
      'a diagonal',
      [
        [-3, -2],
        [W + 3, H + 2],
      ],
      (x, y) => Math.sign((W + 6) * (y + 2) - (H + 4) * (x + 3)),
    ],
    ['a winding river', wave, (x, y) => Math.sign(y - waveY(x))],
  ];
}

describe('lines onto hexside chains (rivers, coasts)', () => {
  for (const spec of [SMALL_LW, SMALL_USCW]) {
    const g = new HexGrid(spec);
    const L = new HexLayout(g);
    const E = new HexEdges(g);
    for (const [name, line, bank] of shapes(L)) {
      it(`${spec.orientation} grid, ${name}: one connected chain near the line that splits the map`, () => {
        const chains = sideChains(L, E, ID, line);
        expect(chains).toHaveLength(1);
        const chain = chains[0];
        for (let k = 1; k < chain.length; k++) {
          const a = [E.edgeVertex[2 * chain[k - 1]], E.edgeVertex[2 * chain[k - 1] + 1]];
          const b = [E.edgeVertex[2 * chain[k]], E.edgeVertex[2 * chain[k] + 1]];
          expect(a.some((v) => b.includes(v))).toBe(true);
        }
        expect(new Set(chain).size).toBe(chain.length);
        const sides = new Hexsides(g);
        markSides(sides, E, chains, SIDE.RIVER);
        let far = 0;
        for (const e of chain) {
          const h = E.edgeHex[2 * e];
          const [x1, y1, x2, y2] = L.side(h, E.edgeDir[e]);
          if (toLine(line, (x1 + x2) / 2, (y1 + y2) / 2) > L.size) far++;
        }
        expect(far).toBe(0);
        // Splits the map: no path that crosses no river side joins hexes well apart on either bank.
        const side = (h: number): number =>
          toLine(line, L.cx[h], L.cy[h]) < 2 * L.size ? 0 : bank(L.cx[h], L.cy[h]);
        const start = [...Array(g.count).keys()].find((h) => side(h) === 1) ?? -1;
        const dist = new Int32Array(g.count);
        new BreadthSearch(g).from(start, { dist }, { pass: (f, d) => !sides.has(f, d, SIDE.RIVER) });
        let crossed = 0;
        for (let h = 0; h < g.count; h++) if (dist[h] >= 0 && side(h) === -1) crossed++;
        expect(crossed).toBe(0);
      });
    }
  }

  it('a line that leaves the map and comes back gives two chains', () => {
    const g = new HexGrid(SMALL_LW);
    const L = new HexLayout(g);
    const E = new HexEdges(g);
    const y = L.height / 2;
    const line: Position[] = [
      [3, y],
      [L.width / 2, -10],
      [L.width - 3, y],
    ];
    expect(sideChains(L, E, ID, line).length).toBe(2);
  });
});

describe('lines onto routes of hexes (railroads)', () => {
  for (const spec of [SMALL_LW, SMALL_USCW]) {
    const g = new HexGrid(spec);
    const L = new HexLayout(g);
    for (const [name, line] of shapes(L)) {
      it(`${spec.orientation} grid, ${name}: adjacent hexes under the line, end to end`, () => {
        const runs = routeHexes(L, ID, line);
        expect(runs).toHaveLength(1);
        const run = runs[0];
        let bad = 0;
        for (let k = 1; k < run.length; k++) if (!g.adjacent(run[k - 1], run[k])) bad++;
        for (const h of run) if (toLine(line, L.cx[h], L.cy[h]) > L.size) bad++;
        expect(bad).toBe(0);
        const sides = new Hexsides(g);
        markRoute(sides, runs, SIDE.RAIL);
        let railSides = 0;
        for (let i = 0; i < sides.bits.length; i++) if (sides.bits[i] & SIDE.RAIL) railSides++;
        expect(railSides).toBe(2 * (run.length - 1));
      });
    }
  }

  it('a rail run starts in the hex of its first point', () => {
    const g = new HexGrid(SMALL_LW);
    const L = new HexLayout(g);
    const a = g.node(305);
    const b = g.node(1711);
    const [run] = routeHexes(L, ID, [
      [L.cx[a], L.cy[a]],
      [L.cx[b], L.cy[b]],
    ]);
    expect(run[0]).toBe(a);
    expect(run[run.length - 1]).toBe(b);
    expect(run.length).toBe(g.distance(a, b) + 1);
  });
});

describe('polygons onto hexes (states, mountain regions, sea)', () => {
  const g = new HexGrid(SMALL_LW);
  const L = new HexLayout(g);
  const box = (x0: number, y0: number, x1: number, y1: number): Position[] => [
    [x0, y0],
    [x1, y0],
    [x1, y1],
    [x0, y1],
    [x0, y0],
  ];
  const square: Geometry = {
    type: 'Polygon',
    coordinates: [box(4.3, 4.1, 20.2, 16.1), box(9.1, 8.1, 13.2, 11.3)],
  };

  it('hexes whose centre is inside, holes excluded', () => {
    const inRect = (h: number, x0: number, y0: number, x1: number, y1: number): boolean =>
      L.cx[h] > x0 && L.cx[h] < x1 && L.cy[h] > y0 && L.cy[h] < y1;
    const want = [...Array(g.count).keys()].filter(
      (h) => inRect(h, 4.3, 4.1, 20.2, 16.1) && !inRect(h, 9.1, 8.1, 13.2, 11.3),
    );
    expect(polygonHexes(L, ID, square)).toEqual(want);
  });

  it('a MultiPolygon is the union of its parts', () => {
    const multi: Geometry = { type: 'MultiPolygon', coordinates: [[box(0, 0, 6, 6)], [box(20, 10, 26, 16)]] };
    const a = polygonHexes(L, ID, { type: 'Polygon', coordinates: [box(0, 0, 6, 6)] });
    const b = polygonHexes(L, ID, { type: 'Polygon', coordinates: [box(20, 10, 26, 16)] });
    expect(polygonHexes(L, ID, multi)).toEqual([...a, ...b].sort((x, y) => x - y));
  });

  it('coverage is 1 well inside, 0 well outside, in between on the edge', () => {
    const cov = polygonCoverage(L, ID, square);
    const edge = (h: number): number => {
      const x = L.cx[h];
      const y = L.cy[h];
      return Math.min(
        Math.abs(x - 4),
        Math.abs(x - 20),
        Math.abs(y - 4),
        Math.abs(y - 16),
        Math.abs(x - 9),
        Math.abs(x - 13),
        Math.abs(y - 8),
        Math.abs(y - 11),
      );
    };
    let partial = 0;
    let bad = 0;
    const centres = new Set(polygonHexes(L, ID, square));
    for (let h = 0; h < g.count; h++) {
      if (edge(h) > L.size) bad += cov[h] === (centres.has(h) ? 1 : 0) ? 0 : 1;
      else if (cov[h] > 0 && cov[h] < 1) partial++;
    }
    expect(bad).toBe(0);
    expect(partial).toBeGreaterThan(10);
  });

  it('linesOf gives the line strings of a line geometry and the rings of a polygon', () => {
    expect(linesOf(square)).toHaveLength(2);
    expect(
      linesOf({ type: 'MultiLineString', coordinates: [box(0, 0, 1, 1), box(2, 2, 3, 3)] }),
    ).toHaveLength(2);
    expect(linesOf({ type: 'LineString', coordinates: box(0, 0, 1, 1) })[0]).toHaveLength(5);
  });
});
