import { describe, expect, it } from 'vitest';
import { HexEdges } from '../../src/hex/edges.js';
import { HexGrid } from '../../src/hex/grid.js';
import { HexLayout, SQRT3 } from '../../src/hex/layout.js';
import { ACW, LW, USCW, label, smallSpecs } from './maps.js';

const close = (a: number, b: number): boolean => Math.abs(a - b) < 1e-9;

describe('layout: the printed maps drawn the way the digests describe them', () => {
  it('uscw 5.1: even rows sit half a hex east of odd rows', () => {
    const g = new HexGrid(USCW);
    const L = new HexLayout(g);
    const odd = g.node(2315);
    const even = g.node(2415);
    expect(L.cx[even] - L.cx[odd]).toBeCloseTo(SQRT3 / 2, 9);
    expect(L.cy[even] - L.cy[odd]).toBeCloseTo(1.5, 9);
  });

  it('acw 5.3: odd-numbered columns sit half a hex north of even columns', () => {
    const g = new HexGrid(ACW);
    const L = new HexLayout(g);
    expect(L.cy[g.node(4506)] - L.cy[g.node(4406)]).toBeCloseTo(-SQRT3 / 2, 9);
    expect(L.cx[g.node(4506)] - L.cx[g.node(4406)]).toBeCloseTo(1.5, 9);
  });

  it('lw 2.1: the line from the centre of 2003 to that of 2104 runs along the side 2004/2103', () => {
    const g = new HexGrid(LW);
    const L = new HexLayout(g);
    const a = g.node(2003);
    const b = g.node(2104);
    const c = g.node(2004);
    const [x1, y1, x2, y2] = L.side(c, g.dirTo(c, g.node(2103)));
    // The side's midpoint is the midpoint of the two centres, and the side is parallel to the line.
    expect((x1 + x2) / 2).toBeCloseTo((L.cx[a] + L.cx[b]) / 2, 9);
    expect((y1 + y2) / 2).toBeCloseTo((L.cy[a] + L.cy[b]) / 2, 9);
    const cross = (x2 - x1) * (L.cy[b] - L.cy[a]) - (y2 - y1) * (L.cx[b] - L.cx[a]);
    expect(cross).toBeCloseTo(0, 9);
  });
});

describe('layout properties', () => {
  for (const spec of smallSpecs()) {
    const g = new HexGrid(spec);
    const L = new HexLayout(g, 10);

    it(`${label(spec)}: hexAt finds each hex at its centre and near its corners`, () => {
      let bad = 0;
      for (let h = 0; h < g.count; h++) {
        if (L.hexAt(L.cx[h], L.cy[h]) !== h) bad++;
        for (let k = 0; k < 6; k++) {
          const x = L.cx[h] + 0.9 * (L.cornerX(h, k) - L.cx[h]);
          const y = L.cy[h] + 0.9 * (L.cornerY(h, k) - L.cy[h]);
          if (L.hexAt(x, y) !== h) bad++;
        }
      }
      expect(bad).toBe(0);
    });

    it(`${label(spec)}: side d of a hex faces its neighbour d, which is one spacing away`, () => {
      let bad = 0;
      for (let h = 0; h < g.count; h++) {
        for (let d = 0; d < 6; d++) {
          const o = g.neighbor(h, d);
          if (o < 0) continue;
          if (!close(Math.hypot(L.cx[o] - L.cx[h], L.cy[o] - L.cy[h]), L.spacing)) bad++;
          const [x1, y1, x2, y2] = L.side(h, d);
          if (!close((x1 + x2) / 2, (L.cx[h] + L.cx[o]) / 2)) bad++;
          if (!close((y1 + y2) / 2, (L.cy[h] + L.cy[o]) / 2)) bad++;
        }
      }
      expect(bad).toBe(0);
    });

    it(`${label(spec)}: directions run clockwise from north (flat) or north-east (pointy)`, () => {
      const h = g.indexAt(spec.firstCol + 4, spec.firstRow + 4);
      const angles = [0, 1, 2, 3, 4, 5].map((d) => {
        const o = g.neighbor(h, d);
        return (Math.atan2(L.cy[o] - L.cy[h], L.cx[o] - L.cx[h]) * 180) / Math.PI;
      });
      const first = spec.orientation === 'flat' ? -90 : -60;
      angles.forEach((a, d) => expect(((a - first - 60 * d + 540) % 360) - 180).toBeCloseTo(0, 9));
    });

    it(`${label(spec)}: every hex lies inside [0, width] x [0, height], touching both origins`, () => {
      let minX = Infinity;
      let minY = Infinity;
      let out = 0;
      for (let h = 0; h < g.count; h++) {
        for (const [x, y] of L.corners(h)) {
          if (x < -1e-9 || y < -1e-9 || x > L.width + 1e-9 || y > L.height + 1e-9) out++;
          minX = Math.min(minX, x);
          minY = Math.min(minY, y);
        }
      }
      expect(out).toBe(0);
      expect(minX).toBeCloseTo(0, 9);
      expect(minY).toBeCloseTo(0, 9);
    });
  }
});

describe('hexsides and corners as dense ids (edges.ts)', () => {
  for (const spec of [...smallSpecs(), { ...LW, omit: [101, 102, 201, 2215] }]) {
    const g = new HexGrid(spec);
    const L = new HexLayout(g);
    const E = new HexEdges(g);

    it(`${label(spec)}: two hexes share the id of their common side; border sides have one hex`, () => {
      let bad = 0;
      for (let h = 0; h < g.count; h++) {
        for (let d = 0; d < 6; d++) {
          const e = E.edge(h, d);
          const o = g.neighbor(h, d);
          const a = E.edgeHex[2 * e];
          const b = E.edgeHex[2 * e + 1];
          if (!((a === h && b === o) || (a === o && b === h))) bad++;
          if (o >= 0 && E.edge(o, (d + 3) % 6) !== e) bad++;
        }
      }
      expect(bad).toBe(0);
    });

    it(`${label(spec)}: a corner id names one point, shared by every hex around it`, () => {
      const seen = new Map<number, [number, number]>();
      let bad = 0;
      for (let h = 0; h < g.count; h++) {
        for (let k = 0; k < 6; k++) {
          const v = E.vertexOf[h * 6 + k];
          const p: [number, number] = [L.cornerX(h, k), L.cornerY(h, k)];
          const q = seen.get(v);
          if (q && !(close(q[0], p[0]) && close(q[1], p[1]))) bad++;
          else if (!q) seen.set(v, p);
        }
      }
      expect(bad).toBe(0);
      const keys = new Set([...seen.values()].map(([x, y]) => `${x.toFixed(6)},${y.toFixed(6)}`));
      expect(keys.size).toBe(E.vertexCount);
    });

    it(`${label(spec)}: Euler's formula V - E + F = 2 holds (F = hexes + the outside)`, () => {
      // The omitted ids above lie on the border, so the map has no hole.
      expect(E.vertexCount - E.edgeCount + g.count + 1).toBe(2);
    });

    it(`${label(spec)}: the hexside graph joins sides that share a corner`, () => {
      let bad = 0;
      for (let e = 0; e < E.edgeCount; e++) {
        const ends = [E.edgeVertex[2 * e], E.edgeVertex[2 * e + 1]];
        let n = 0;
        for (let j = 0; j < 4; j++) {
          const f = E.edgeGraph.adj[4 * e + j];
          if (f < 0) continue;
          n++;
          if (!(ends.includes(E.edgeVertex[2 * f]) || ends.includes(E.edgeVertex[2 * f + 1]))) bad++;
        }
        if (E.edgeHex[2 * e + 1] >= 0 && n < 2) bad++;
        if (E.edgeHex[2 * e + 1] >= 0 && n !== 4 && ends.every((v) => E.vertexEdge[3 * v + 2] >= 0)) bad++;
        for (const v of ends) if (E.edgeJoining(v, E.otherVertex(e, v)) !== e) bad++;
      }
      expect(bad).toBe(0);
    });
  }

  it('a gap inside the map is one more face: V - E + (hexes + 2) = 2', () => {
    const g = new HexGrid({ ...LW, omit: [1005, 1006, 1106] });
    const E = new HexEdges(g);
    expect(E.vertexCount - E.edgeCount + g.count + 2).toBe(2);
  });

  it('labels name a side by the two printed ids it separates', () => {
    const g = new HexGrid(LW);
    const E = new HexEdges(g);
    expect(E.label(E.between(g.node(806), g.node(905)))).toBe('0806/0905');
    expect(E.label(E.edge(g.node(101), 0))).toBe('0101/-');
  });
});
