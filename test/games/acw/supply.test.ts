/**
 * Worked examples of the digest's Appendix, part F (supply, railroads, victory) and part H (forts,
 * riverine and naval units).
 */
import { describe, expect, it } from 'vitest';
import * as A from '../../../src/games/acw/actions.js';
import { BLOCKED, crossing } from '../../../src/games/acw/costs.js';
import { PH_COMBAT } from '../../../src/games/acw/flow.js';
import { EDGES, HEXES, NBR, edge, edgeHexes } from '../../../src/games/acw/grid.js';
import { acw } from '../../../src/games/acw/index.js';
import {
  CS_DESTROYED,
  CS_INTRINSIC_LOST,
  CSA,
  G_HALF,
  G_PHASE,
  G_PHASING,
  RV_BASE,
  USA,
} from '../../../src/games/acw/layout.js';
import { RIVER_NAV, RIVER_TIDAL, SB_FERRY, SB_RIVER, T_CLEAR } from '../../../src/games/acw/map.js';
import { railUsable } from '../../../src/games/acw/network.js';
import { cityOwner, intrinsic, southernCityAlive } from '../../../src/games/acw/places.js';
import { batteryEdge, csaFortified, interdiction, neutralised } from '../../../src/games/acw/riverine.js';
import {
  cityState,
  railDead,
  setCityState,
  setRailRepaired,
  railRepaired,
} from '../../../src/games/acw/state.js';
import { defenseOf } from '../../../src/games/acw/strength.js';
import { computeSupply, net, pathOk } from '../../../src/games/acw/supply.js';
import {
  V_CAPITALS,
  V_ELECTION,
  V_GRID,
  V_SURVIVAL,
  minimumGrid,
  verdict,
} from '../../../src/games/acw/victory.js';
import { Z_PRIMARY, Z_SECONDARY, projectZones } from '../../../src/games/acw/zoc.js';
import { onEnter } from '../../../src/games/acw/entry.js';
import { blank, c, city, hex, put } from './position.js';
import { CH_TERMINAL, CH_TURN } from '../../../src/core/header.js';

const none = new Uint8Array(EDGES);

describe('acw supply [10]', () => {
  it('R10.3 a unit is supplied within five hexes of a source (three between), over clear hexes only', () => {
    const s = blank({ side: USA, turn: 4 });
    computeSupply(c, s, USA);
    // the sources are the rail hexes and river banks of the network joined to the map-edge exits
    const exits = new Set(c.map.unionExits.map((h) => net.comp[h]!));
    const dist = new Int32Array(HEXES).fill(-1);
    const q: number[] = [];
    const seed = (h: number): void => {
      if (h < 0 || dist[h] !== -1 || c.map.terrain[h] === 0) return;
      dist[h] = 0;
      q.push(h);
    };
    for (let h = 0; h < HEXES; h++) if (net.railOk[h] && exits.has(net.comp[h]!)) seed(h);
    for (let e = 0; e < EDGES; e++)
      if (net.edgeOk[e] && exits.has(net.comp[HEXES + e]!)) edgeHexes(e).forEach(seed);
    for (let i = 0; i < q.length; i++) {
      const h = q[i]!;
      for (let d = 0; d < 6; d++) {
        const n = NBR[h * 6 + d]!;
        if (n < 0 || dist[n] !== -1 || c.map.terrain[n] !== T_CLEAR) continue;
        dist[n] = dist[h]! + 1;
        q.push(n);
      }
    }
    let near = 0;
    let far = 0;
    for (let h = 0; h < HEXES; h++) {
      if (c.map.terrain[h] === 0) continue;
      const expected = dist[h]! >= 0 && dist[h]! <= 4;
      expect(pathOk[h] === 1, `hex ${hexOf(h)}`).toBe(expected);
      if (dist[h] === 4) near++;
      if (dist[h] === 5) far++;
    }
    expect(near).toBeGreaterThan(10);
    expect(far).toBeGreaterThan(10);
  });

  it('R10.5 a Union unit on a CSA rail hex interdicts it; a USMRR passing along it destroys it for the South for good', () => {
    const s = blank({ side: USA, turn: 6 });
    const atl = city('Atlanta');
    const r = [0, 1, 2, 3, 4, 5]
      .map((d) => NBR[atl * 6 + d]!)
      .find((n) => c.map.rail[n] && c.map.city[n]! < 0)!;
    expect(railUsable(c, s, CSA, r)).toBe(true);
    put(s, hexOf(r), USA, 1);
    expect(railUsable(c, s, CSA, r)).toBe(false);
    const t = blank({ side: USA, turn: 6 });
    setRailRepaired(t, r, true);
    expect(railUsable(c, t, USA, r)).toBe(true);
    onEnter(c, t, CSA, r, true);
    expect(railRepaired(t, r)).toBe(false);
    expect(railDead(t, r)).toBe(false);
  });

  it('20.1 Nashville with 3 SP in a fort and 1 on top defends at 3 x 3 + 1 + 1 = 11, 13 across a river; cut off, it still supplies its own 4', () => {
    const s = blank({ side: USA, turn: 2 });
    const n = city('Nashville');
    put(s, hexOf(n), CSA, 4, 3);
    const dry = [0, 1, 2, 3, 4, 5].find((d) => (c.map.side[n * 6 + d]! & SB_RIVER) === 0)!;
    const wet = [0, 1, 2, 3, 4, 5].find(
      (d) => (c.map.side[n * 6 + d]! & SB_RIVER) !== 0 && (c.map.side[n * 6 + d]! & SB_RIVER) !== RIVER_TIDAL,
    )!;
    expect(defenseOf(c, s, n, [NBR[n * 6 + dry]!])).toBe(11);
    expect(defenseOf(c, s, n, [NBR[n * 6 + wet]!])).toBe(13);
    // ring Nashville with Union units on every neighbouring hex: its grid is itself alone
    for (const d of [0, 1, 2, 3, 4, 5]) put(s, hexOf(NBR[n * 6 + d]!), USA, 1);
    const r = computeSupply(c, s, CSA);
    expect(r.largest).toBeGreaterThan(0);
    expect(c.map.cities[c.map.city[n]!]!.supply[0]).toBe(4);
  });

  it('R13.6, R18.3 a city that loses its intrinsic point still supplies; a Union army unit entering it destroys it for good; a Northern city recovers once vacated', () => {
    const s = blank({ side: USA, turn: 6 });
    const k = c.map.city[city('Atlanta')]!;
    setCityState(s, k, CS_INTRINSIC_LOST);
    expect(southernCityAlive(c, s, k)).toBe(true);
    onEnter(c, s, USA, city('Atlanta'), true);
    expect(cityState(s, k) & CS_DESTROYED).toBeTruthy();
    expect(southernCityAlive(c, s, k)).toBe(false);
    const cin = c.map.city[city('Cincinnati')]!;
    expect(cityOwner(c, s, cin)).toBe(USA);
    expect(intrinsic(c, s, cin)).toBe(true);
  });
});

function hexOf(h: number): number {
  return (Math.floor(h / 33) + 1) * 100 + (h % 33) + 1;
}

describe('acw victory [18]', () => {
  it('20.1, R18.41 heartland arithmetic: 34 on GT13 goes on, 29 loses; 29 on GT14 goes on, 24 loses; 24 on GT15-16 survives', () => {
    const min = (gt: number): number => c.tables.csaMinimum[gt]!;
    expect(verdict(0, 34, min(13), 40, true, false)).toBeNull();
    expect(verdict(0, 29, min(13), 40, true, false)?.victory).toBe(V_GRID);
    expect(verdict(0, 29, min(14), 40, false, false)).toBeNull();
    expect(verdict(0, 24, min(14), 40, false, false)?.winner).toBe(USA);
    expect(verdict(0, 24, min(15), 40, false, false)).toBeNull();
    expect(verdict(0, 24, min(16), 40, false, true)?.victory).toBe(V_SURVIVAL);
    expect(verdict(0, 40, min(13), 40, true, false)?.victory).toBe(V_ELECTION);
    expect([1, 2, 3, 6, 7, 10, 11, 13, 14, 15, 16].map(min)).toEqual([
      19, 19, 11, 11, 25, 25, 30, 30, 25, 23, 20,
    ]);
  });

  it('R18.5 holding two of the three Union cities wins for the South even when its grid is too small', () => {
    expect(verdict(2, 5, 25, 40, false, false)).toEqual({ winner: CSA, victory: V_CAPITALS });
  });

  it('R19.5 the reversed sequence lowers every minimum by 5', () => {
    const s = blank({ turn: 13, options: { 'r19.5-reverse-sequence': true } });
    expect(minimumGrid(c, s)).toBe(25);
  });

  it('R18.1 the basic game ends after the CSA Player-Turn of GT16: the Union has no 16th Player-Turn', () => {
    const s = blank({ side: CSA, turn: 16 });
    for (const name of ['Atlanta', 'Richmond']) put(s, hexOf(city(name)), CSA, 1);
    s[G_PHASE] = PH_COMBAT;
    s[G_HALF] = 0;
    acw.apply(s, A.act(A.A_END));
    expect(s[CH_TERMINAL]).toBe(1);
    expect(acw.outcome(s).turn).toBe(16);
    const t = blank({ side: USA, turn: 15 });
    t[G_PHASE] = PH_COMBAT;
    t[G_HALF] = 1;
    acw.apply(t, A.act(A.A_END));
    expect(t[CH_TERMINAL]).toBe(0);
    expect(t[CH_TURN]).toBe(16);
    expect(t[G_PHASING]).toBe(CSA);
  });
});

describe('acw forts, riverine and naval units [14, 17, 6.6]', () => {
  it('R14.8 a garrisoned CSA fort on 1713 makes all five of its river hexsides run-the-batteries hexsides', () => {
    const s = blank({ side: USA, turn: 4 });
    put(s, 1713, CSA, 1, 1);
    expect(csaFortified(s, hex(1713))).toBe(true);
    const rivers = [0, 1, 2, 3, 4, 5].filter((d) => (c.map.side[hex(1713) * 6 + d]! & SB_RIVER) >= RIVER_NAV);
    expect(rivers.length).toBe(5);
    for (const d of rivers) expect(batteryEdge(c, s, edge(hex(1713), d))).toBe(true);
  });

  it('R17.2 a riverine unit on a hexside next to a fortified CSA unit is neutralised; R17.3 interdiction reaches 15 river hexsides and stops at forts and cities', () => {
    const s = blank({ side: CSA, turn: 4 });
    const cairo = city('Cairo');
    const d = [0, 1, 2, 3, 4, 5].find((x) => (c.map.side[cairo * 6 + x]! & SB_RIVER) >= RIVER_NAV)!;
    const e = edge(cairo, d);
    s[RV_BASE] = HEXES + e;
    const out = new Uint8Array(EDGES);
    interdiction(c, s, out);
    expect(out[e]).toBe(1);
    // breadth-first along the river graph: nothing further than 15 hexsides is interdicted
    const dist = new Int32Array(EDGES).fill(-1);
    dist[e] = 0;
    const q = [e];
    for (let i = 0; i < q.length; i++) {
      const x = q[i]!;
      for (let k = c.map.rStart[x]!; k < c.map.rStart[x + 1]!; k++) {
        const y = c.map.rTo[k]!;
        if (dist[y] !== -1) continue;
        dist[y] = dist[x]! + 1;
        q.push(y);
      }
    }
    let far = 0;
    for (let x = 0; x < EDGES; x++) if (out[x]) far = Math.max(far, dist[x]!);
    expect(far).toBeLessThanOrEqual(15);
    expect(far).toBeGreaterThan(5);
    put(s, hexOf(NBR[cairo * 6 + d]!), CSA, 1, 1);
    expect(neutralised(s, e)).toBe(true);
    interdiction(c, s, out);
    expect(out[e]).toBe(0);
  });

  it('R17.4, TEC the Union crosses a tidal hexside only where a riverine unit is; the CSA only at a ferry, for +1 MP', () => {
    const s = blank({ side: USA, turn: 4 });
    const memphis = city('Memphis');
    const d = [0, 1, 2, 3, 4, 5].find((x) => c.map.side[memphis * 6 + x]! & SB_FERRY)!;
    expect(c.map.side[memphis * 6 + d]! & SB_RIVER).toBe(RIVER_TIDAL);
    expect(crossing(c, s, USA, memphis, d, none)).toBe(BLOCKED);
    s[RV_BASE] = HEXES + edge(memphis, d);
    expect(crossing(c, s, USA, memphis, d, none)).toBe(10);
    expect(crossing(c, s, CSA, memphis, d, none)).toBe(10);
    const other = [0, 1, 2, 3, 4, 5].find(
      (x) =>
        (c.map.side[memphis * 6 + x]! & SB_RIVER) === RIVER_TIDAL &&
        !(c.map.side[memphis * 6 + x]! & SB_FERRY),
    );
    if (other !== undefined) expect(crossing(c, s, CSA, memphis, other, none)).toBe(BLOCKED);
  });

  it('R6.6, R14.3 a fort with one SP on top: in 1861-63 only the unit on top has zones; in 1864-65 the garrison adds a Primary zone, never a Secondary one', () => {
    const early = blank({ side: USA, turn: 6 });
    put(early, 2021, CSA, 3, 2);
    const z = new Uint8Array(HEXES);
    projectZones(c, early, CSA, z);
    expect(z[hex(2020)]).toBe(Z_PRIMARY);
    expect(z[hex(2019)]).toBe(Z_SECONDARY);
    const fortOnly = blank({ side: USA, turn: 6 });
    put(fortOnly, 2021, CSA, 2, 2);
    projectZones(c, fortOnly, CSA, z);
    expect(z[hex(2020)]).toBe(0);
    const late = blank({ side: USA, turn: 12 });
    put(late, 2021, CSA, 2, 2);
    projectZones(c, late, CSA, z);
    expect(z[hex(2020)]).toBe(Z_PRIMARY);
    expect(z[hex(2019)]).toBe(0);
  });
});
