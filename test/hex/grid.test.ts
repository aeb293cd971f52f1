import { describe, expect, it } from 'vitest';
import { HexGrid, type GridSpec } from '../../src/hex/grid.js';
import { ACW, LW, USCW, label, smallSpecs } from './maps.js';

function adjacentIds(g: HexGrid, a: number, b: number): boolean {
  return g.adjacent(g.node(a), g.node(b));
}

function neighbourIds(g: HexGrid, id: number): number[] {
  const h = g.node(id);
  const out: number[] = [];
  for (let d = 0; d < 6; d++) if (g.neighbor(h, d) >= 0) out.push(g.id[g.neighbor(h, d)]);
  return out.sort((x, y) => x - y);
}

describe('uscw grid (RRCC, pointy rows, even rows shifted east)', () => {
  const g = new HexGrid(USCW);

  it('Special Hexes: Cairo (2316) has a railroad ferry to hex 2415, so they are adjacent', () => {
    expect(adjacentIds(g, 2316, 2415)).toBe(true);
  });

  it('20.x Naval ramp-up: hexside 2415/2516 on the Mississippi is a hexside', () => {
    expect(adjacentIds(g, 2415, 2516)).toBe(true);
  });

  it('Special Hexes: the New Madrid (2515) roads lead to 2414 and 2615', () => {
    expect(adjacentIds(g, 2515, 2414)).toBe(true);
    expect(adjacentIds(g, 2515, 2615)).toBe(true);
  });

  it('Map Notes: Georgetown (3641) and hex 3542 are adjacent', () => {
    expect(adjacentIds(g, 3542, 3641)).toBe(true);
  });

  it('Special Hexes: Washington DC (1647) and Alexandria (1747) face each other across the Potomac', () => {
    expect(adjacentIds(g, 1647, 1747)).toBe(true);
  });

  it('Special Hexes: Pensacola (4722) and hex 4723 share a hexside (same row)', () => {
    expect(adjacentIds(g, 4722, 4723)).toBe(true);
  });

  it('the stated adjacencies fix the parity: odd rows shifted east, or columns, would break them', () => {
    const pairs: Array<[number, number]> = [
      [2316, 2415],
      [2415, 2516],
      [2515, 2414],
      [2515, 2615],
      [3542, 3641],
      [1647, 1747],
    ];
    const others: GridSpec[] = [
      { ...USCW, shifted: 'odd' },
      { ...USCW, orientation: 'flat', shifted: 'odd' },
      { ...USCW, orientation: 'flat', shifted: 'even' },
    ];
    for (const spec of others) {
      const o = new HexGrid(spec);
      expect(pairs.some(([a, b]) => !adjacentIds(o, a, b))).toBe(true);
    }
    expect(pairs.every(([a, b]) => adjacentIds(g, a, b))).toBe(true);
  });

  it('Cairo (2316) and Columbus KY (2516) are two hexes apart, through 2415', () => {
    expect(g.distance(g.node(2316), g.node(2516))).toBe(2);
    expect(neighbourIds(g, 2316).filter((n) => neighbourIds(g, 2516).includes(n))).toContain(2415);
  });

  it('digest 5.1 neighbour rule: odd row r has (r±1, c-1), (r±1, c); even row (r±1, c), (r±1, c+1)', () => {
    expect(neighbourIds(g, 2515)).toEqual([2414, 2415, 2514, 2516, 2614, 2615]);
    expect(neighbourIds(g, 2415)).toEqual([2315, 2316, 2414, 2416, 2515, 2516]);
  });

  it('labels are the printed RRCC ids, zero-padded, and index() inverts them', () => {
    const h = g.node(2316);
    expect(g.label(h)).toBe('2316');
    expect(g.row[h]).toBe(23);
    expect(g.col[h]).toBe(16);
    expect(g.index(5601)).toBeGreaterThanOrEqual(0);
    expect(g.index(5701)).toBe(-1);
    expect(g.index(1053)).toBe(-1);
  });
});

describe('acw grid (CCRR, flat columns, odd columns half a hex north)', () => {
  const g = new HexGrid(ACW);

  it('digest 5.3 neighbour rule: even column c has (c±1, r) and (c±1, r+1)', () => {
    // Washington (11.3 example: its hex number ends in 6) = 4406 by the georeference.
    expect(neighbourIds(g, 4406)).toEqual([4306, 4307, 4405, 4407, 4506, 4507]);
  });

  it('digest 5.3 neighbour rule: odd column c has (c±1, r-1) and (c±1, r)', () => {
    // Cairo = 1513, the riverine arrival hex of the track (16.0).
    expect(neighbourIds(g, 1513)).toEqual([1412, 1413, 1512, 1514, 1612, 1613]);
  });

  it('20.1 note: the CSA position 4407 lies directly south of and adjacent to Washington (4406)', () => {
    const w = g.node(4406);
    expect(g.dirTo(w, g.node(4407))).toBe(3); // S
  });

  it('command control reads the last digit of the printed id: the row', () => {
    expect(g.row[g.node(4406)] % 10).toBe(6);
    expect(g.label(g.node(119))).toBe('0119'); // Arkansas supply hex [10.21]
  });

  it('the map spans 53 x 33 hexes with the corner ids the text names (0119, 0129, 5201)', () => {
    expect(g.count).toBe(53 * 33);
    for (const id of [119, 129, 5201, 4611, 2031, 1208]) expect(g.index(id)).toBeGreaterThanOrEqual(0);
  });
});

describe('lw grid (CCRR, flat columns, odd columns shifted south)', () => {
  const g = new HexGrid(LW);

  it('8.1.2.2: "the river hexside between 0806 and 0905" is a hexside', () => {
    expect(adjacentIds(g, 806, 905)).toBe(true);
  });

  it('8.1.2.2 fixes the parity: with even columns shifted, 0806 and 0905 would not touch', () => {
    expect(adjacentIds(new HexGrid({ ...LW, shifted: 'even' }), 806, 905)).toBe(false);
  });

  it('2.1: the impassable hexside "between hex 0713 & 0714"', () => {
    expect(g.dirTo(g.node(713), g.node(714))).toBe(3);
  });

  it('2.1: the Chesapeake line "from hex 2003 to 2104" joins hexes two apart with two common neighbours', () => {
    const a = g.node(2003);
    const b = g.node(2104);
    expect(g.distance(a, b)).toBe(2);
    const common = neighbourIds(g, 2003).filter((n) => neighbourIds(g, 2104).includes(n));
    expect(common).toEqual([2004, 2103]);
    expect(adjacentIds(g, 2004, 2103)).toBe(true);
  });

  it('errata: Kansas City (0103) and Washington (1903) lie on the same row, 18 hexes apart', () => {
    expect(g.distance(g.node(103), g.node(1903))).toBe(18);
  });
});

describe('grid properties on open grids of every shape', () => {
  for (const spec of smallSpecs()) {
    const g = new HexGrid(spec);

    it(`${label(spec)}: neighbours are symmetric and opposite`, () => {
      let bad = 0;
      for (let h = 0; h < g.count; h++) {
        for (let d = 0; d < 6; d++) {
          const o = g.neighbor(h, d);
          if (o >= 0 && g.neighbor(o, (d + 3) % 6) !== h) bad++;
        }
      }
      expect(bad).toBe(0);
    });

    it(`${label(spec)}: distance equals breadth-first steps`, () => {
      for (const start of [0, Math.floor(g.count / 2), g.count - 1]) {
        const dist = new Int32Array(g.count).fill(-1);
        const queue = [start];
        dist[start] = 0;
        for (let k = 0; k < queue.length; k++) {
          const u = queue[k];
          for (let d = 0; d < 6; d++) {
            const v = g.neighbor(u, d);
            if (v >= 0 && dist[v] < 0) {
              dist[v] = dist[u] + 1;
              queue.push(v);
            }
          }
        }
        let bad = 0;
        for (let h = 0; h < g.count; h++) if (g.distance(start, h) !== dist[h]) bad++;
        expect(bad).toBe(0);
      }
    });

    it(`${label(spec)}: rings and ranges hold 6k and 3R(R+1)+1 hexes away from the border`, () => {
      const out = new Int32Array(g.count);
      const c = g.indexAt(spec.firstCol + 5, spec.firstRow + 5);
      for (let k = 1; k <= 3; k++) {
        const n = g.ring(c, k, out);
        expect(n).toBe(6 * k);
        for (let i = 0; i < n; i++) expect(g.distance(c, out[i])).toBe(k);
        expect(new Set(out.subarray(0, n)).size).toBe(n);
      }
      expect(g.withinRange(c, 3, out)).toBe(37);
    });

    it(`${label(spec)}: a line of hexes has distance + 1 hexes, each adjacent to the next`, () => {
      const out = new Int32Array(64);
      let bad = 0;
      for (let a = 0; a < g.count; a += 7) {
        for (let b = 0; b < g.count; b += 11) {
          const n = g.line(a, b, out);
          if (n !== g.distance(a, b) + 1 || out[0] !== a || out[n - 1] !== b) bad++;
          for (let k = 1; k < n; k++) if (!g.adjacent(out[k - 1], out[k])) bad++;
        }
      }
      expect(bad).toBe(0);
    });
  }
});

describe('grids with gaps and off-map spaces', () => {
  const spec: GridSpec = {
    ...LW,
    omit: [1001, 1002],
    spaces: [{ name: 'Chesapeake Bay Box' }, { name: 'Fort Monroe' }],
    links: [
      { a: 'Fort Monroe', b: 1903, kind: 1 },
      { a: 'Chesapeake Bay Box', b: 'Fort Monroe', kind: 2 },
    ],
  };
  const g = new HexGrid(spec);

  it('omitted ids are not hexes and break adjacency', () => {
    expect(g.index(1001)).toBe(-1);
    expect(g.count).toBe(22 * 15 - 2);
    expect(g.neighbor(g.node(1003), 0)).toBe(-1); // north of 1003 is the omitted 1002
  });

  it('spaces follow the hexes and are joined only by their links, both ways', () => {
    const fm = g.spaceIndex('Fort Monroe');
    expect(fm).toBe(g.count + 1);
    expect(g.label(fm)).toBe('Fort Monroe');
    const linked = (n: number): number[] => Array.from(g.linkTo.subarray(g.linkStart[n], g.linkStart[n + 1]));
    expect(linked(fm).sort()).toEqual([g.node(1903), g.spaceIndex('Chesapeake Bay Box')].sort());
    expect(linked(g.node(1903))).toEqual([fm]);
    const k = g.linkStart[g.node(1903)];
    expect(g.linkKind[k]).toBe(1);
    for (let d = 0; d < 6; d++) expect(g.neighbor(fm, d)).toBe(-1);
  });

  it('a link to an unknown space is an error that names it', () => {
    expect(() => new HexGrid({ ...LW, links: [{ a: 'Atlantis', b: 101 }] })).toThrow(/Atlantis/);
  });
});
