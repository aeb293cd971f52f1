/**
 * Riverine units' effects (riverine.ts) on constructed positions: neutralisation by fortified
 * Confederate units [17.2], what stops interdiction [17.3, 14.8] and the riverine SP on a hexside
 * [8.7].
 */
import { describe, expect, it } from 'vitest';
import { EDGES, HEXES, NBR, edge, edgeHexes, hexId } from '../../../src/games/acw/grid.js';
import { CSA, RV_BASE, USA } from '../../../src/games/acw/layout.js';
import { RIVER_NAV, SB_RIVER } from '../../../src/games/acw/map.js';
import { batteryEdge, interdiction, neutralised, riverinesOn } from '../../../src/games/acw/riverine.js';
import { type S } from '../../../src/games/acw/state.js';
import { blank, c, city, fortMarker, put } from './position.js';

/** The navigable river hexsides of hex h, as [hexside, the hex across]. */
const riverSides = (h: number): [number, number][] =>
  [0, 1, 2, 3, 4, 5]
    .filter((d) => NBR[h * 6 + d]! >= 0 && (c.map.side[h * 6 + d]! & SB_RIVER) >= RIVER_NAV)
    .map((d) => [edge(h, d), NBR[h * 6 + d]!]);

/** A navigable hexside of hex h whose first hex (edgeHexes) is h, and one whose second is h. */
function bothWays(h: number): [number, number] {
  const sides = riverSides(h).map(([e]) => e);
  const first = sides.find((e) => edgeHexes(e)[0] === h);
  const second = sides.find((e) => edgeHexes(e)[1] === h);
  if (first === undefined || second === undefined) throw new Error(`no two-way hexsides at ${hexId(h)}`);
  return [first, second];
}

/** A plain river hex: no city on it or across its navigable hexsides, with hexsides of both orders. */
function plainRiverHex(): number {
  for (let h = 0; h < HEXES; h++) {
    if (c.map.city[h]! >= 0 || c.map.terrain[h] === 0) continue;
    const sides = riverSides(h);
    if (sides.length < 2 || sides.some(([, n]) => c.map.city[n]! >= 0)) continue;
    if (sides.some(([e]) => edgeHexes(e)[0] === h) && sides.some(([e]) => edgeHexes(e)[1] === h)) return h;
  }
  throw new Error('no plain river hex');
}

const riverine = (s: S, i: number, node: number): void => {
  s[RV_BASE + i * 2] = node;
  s[RV_BASE + i * 2 + 1] = 0;
};

describe('acw riverine units neutralised [17.2, 14.8]', () => {
  it('R17.2 a fortified Confederate unit on either hex of the hexside neutralises it; units outside a fort, a vacant fort or a Union fort do not', () => {
    const h = plainRiverHex();
    for (const e of bothWays(h)) {
      const at = (place: (s: S) => void): boolean => {
        const s = blank({ side: USA });
        place(s);
        return neutralised(s, e);
      };
      expect(at((s) => put(s, hexId(h), CSA, 1, 1))).toBe(true);
      expect(at((s) => put(s, hexId(h), CSA, 3))).toBe(false);
      expect(
        at((s) => {
          put(s, hexId(h), CSA, 1);
          fortMarker(s, hexId(h), CSA);
        }),
      ).toBe(false);
      expect(at((s) => put(s, hexId(h), USA, 2, 2))).toBe(false);
    }
  });

  it('R8.7, R17.2 each riverine unit on the hexside counts one SP; a neutralised one, one elsewhere or at sea counts none', () => {
    const h = plainRiverHex();
    const [e, f] = bothWays(h);
    const s = blank({ side: USA });
    riverine(s, 0, HEXES + e!);
    riverine(s, 1, HEXES + e!);
    riverine(s, 2, HEXES + f!);
    riverine(s, 3, h);
    expect([riverinesOn(s, e!), riverinesOn(s, f!)]).toEqual([2, 1]);
    put(s, hexId(h), CSA, 1, 1);
    expect([riverinesOn(s, e!), riverinesOn(s, f!)]).toEqual([0, 0]);
  });
});

describe('acw what stops interdiction [17.3]', () => {
  it('R17.3 a hexside next to a Confederate city, empty or held by the CSA, stops it; a city the Union holds does not', () => {
    const memphis = city('Memphis');
    for (const e of bothWays(memphis)) {
      const s = blank({ side: USA });
      expect(batteryEdge(c, s, e)).toBe(true);
      put(s, hexId(memphis), CSA, 1);
      expect(batteryEdge(c, s, e)).toBe(true);
      const t = blank({ side: USA });
      put(t, hexId(memphis), USA, 1);
      expect(batteryEdge(c, t, e)).toBe(false);
    }
  });

  it('R17.3 a riverine unit on a hexside next to a Confederate city interdicts nothing, not even its own hexside', () => {
    const memphis = city('Memphis');
    const [e] = bothWays(memphis);
    const s = blank({ side: CSA });
    riverine(s, 0, HEXES + e);
    const out = new Uint8Array(EDGES);
    interdiction(c, s, out);
    expect(out.reduce((a, b) => a + b, 0)).toBe(0);
  });
});

describe('acw interdiction along the river [17.3]', () => {
  /** River hexsides reachable from e in at most `n` steps of the river graph, with their distance. */
  function reach(e: number, n: number): Map<number, number> {
    const seen = new Map([[e, 0]]);
    const q = [e];
    for (let i = 0; i < q.length; i++) {
      const x = q[i]!;
      if (seen.get(x)! >= n) continue;
      for (let k = c.map.rStart[x]!; k < c.map.rStart[x + 1]!; k++)
        if (!seen.has(c.map.rTo[k]!)) {
          seen.set(c.map.rTo[k]!, seen.get(x)! + 1);
          q.push(c.map.rTo[k]!);
        }
    }
    return seen;
  }

  it('R17.3 interdiction stops at the hexsides of a Confederate city: a riverine three hexsides from Memphis does not reach them', () => {
    const memphis = city('Memphis');
    const own = new Set(riverSides(memphis).map(([e]) => e));
    const s = blank({ side: CSA });
    // a river hexside three steps from one of Memphis's, itself clear of batteries
    const start = [...Array(EDGES).keys()].find((e) => {
      if (batteryEdge(c, s, e) || c.map.rStart[e] === c.map.rStart[e + 1]) return false;
      const r = reach(e, 3);
      return [...own].some((m) => r.get(m) === 3);
    })!;
    riverine(s, 0, HEXES + start);
    const out = new Uint8Array(EDGES);
    interdiction(c, s, out);
    expect(out[start]).toBe(1);
    expect([...own].filter((e) => out[e] === 1)).toEqual([]);
  });

  it('R17.3 a riverine unit interdicts every river hexside within fifteen of its own along the river, none further', () => {
    const s = blank({ side: CSA });
    // the Ohio at Cincinnati: no Confederate city or fort within sixteen hexsides (Kentucky is Union on GT4)
    const [start] = bothWays(city('Cincinnati'));
    const r = reach(start, 16);
    expect([...r.keys()].filter((e) => batteryEdge(c, s, e))).toEqual([]);
    expect([...r.values()].filter((d) => d === 16).length).toBeGreaterThan(0);
    riverine(s, 0, HEXES + start);
    riverine(s, 1, HEXES + start);
    const out = new Uint8Array(EDGES);
    interdiction(c, s, out);
    for (const [e, d] of r) expect(out[e], `hexside ${e} at ${d}`).toBe(d <= 15 ? 1 : 0);
    expect(out.reduce((a, b) => a + b, 0)).toBe([...r.values()].filter((d) => d <= 15).length);
  });
});
