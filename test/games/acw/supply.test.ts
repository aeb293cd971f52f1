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
import {
  R_TRANS_MISS,
  RIVER_NAV,
  RIVER_TIDAL,
  SB_FERRY,
  SB_RIVER,
  T_CLEAR,
} from '../../../src/games/acw/map.js';
import { railUsable } from '../../../src/games/acw/network.js';
import { cityOwner, intrinsic, southernCityAlive } from '../../../src/games/acw/places.js';
import { batteryEdge, csaFortified, interdiction, neutralised } from '../../../src/games/acw/riverine.js';
import {
  cityState,
  railDead,
  setCityState,
  setRailDead,
  setRailRepaired,
  railRepaired,
} from '../../../src/games/acw/state.js';
import { defenseOf } from '../../../src/games/acw/strength.js';
import {
  cityGrids,
  computeSupply,
  largestGrid,
  net,
  pathOk,
  twoLargestGrids,
  unsupplied,
} from '../../../src/games/acw/supply.js';
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

/** The Southern grid's value for a year from the supply chart: cities and ports, sympathetic ones aside. */
function chartTotal(yb: number): number {
  return c.map.cities
    .filter((k) => k.kind !== 'city' && !k.sympathetic && k.state !== 'KY')
    .reduce((sum, k) => sum + k.supply[yb]!, 0);
}

const destroy = (s: ReturnType<typeof blank>, name: string): void =>
  setCityState(s, c.map.city[city(name)]!, CS_DESTROYED);

describe('acw supply grids [10.2, 10.22, 13.8]', () => {
  it('R10.21 the whole South is one grid: its cities and ports by year, plus Texas and Arkansas while a crossing is held', () => {
    const txar = (yb: number): number => c.map.supplyHexValue[0]![yb]! + c.map.supplyHexValue[1]![yb]!;
    // GT1-2 1861, GT3-6 1862, GT7-10 1863, GT11-16 1864/5
    for (const [turn, yb] of [
      [1, 0],
      [4, 1],
      [7, 2],
      [12, 3],
      [16, 3],
    ] as const) {
      const s = blank({ side: CSA, turn });
      expect(computeSupply(c, s, CSA).largest, `GT${turn}`).toBe(chartTotal(yb) + txar(yb));
    }
    expect(chartTotal(1) + txar(1)).toBe(74);
    expect(largestGrid(c, blank({ side: CSA, turn: 4 }), 3)).toBe(77);
  });

  it('R13.8 note Knoxville and Chattanooga add to the grid only while garrisoned; R10.22 Texas held by the Union adds nothing', () => {
    const s = blank({ side: CSA, turn: 4 });
    put(s, 2815, CSA, 1);
    expect(computeSupply(c, s, CSA).largest).toBe(75);
    put(s, 2518, CSA, 1);
    expect(computeSupply(c, s, CSA).largest).toBe(76);
    const t = blank({ side: CSA, turn: 4 });
    put(t, 129, USA, 1);
    expect(computeSupply(c, t, CSA).largest).toBe(72);
    const a = blank({ side: CSA, turn: 4 });
    put(a, 119, USA, 1);
    expect(computeSupply(c, a, CSA).largest).toBe(72);
  });

  it('R10.22 Texas and Arkansas feed the main grid while any crossing point is held; with none they are the Trans-Mississippi grid', () => {
    const s = blank({ side: CSA, turn: 4 });
    destroy(s, 'Memphis');
    destroy(s, 'New Orleans');
    // Vicksburg alone still links them: 74 less Memphis's 4 and New Orleans's 5
    expect(twoLargestGrids(c, s)).toEqual([65, 0]);
    destroy(s, 'Vicksburg');
    expect(twoLargestGrids(c, s)).toEqual([61, 4]);
    // the `tx-ar-link: all` reading: losing one crossing point is enough
    const all = blank({ side: CSA, turn: 4, options: { 'tx-ar-link': 'all' } });
    expect(twoLargestGrids(c, all)).toEqual([74, 0]);
    destroy(all, 'Memphis');
    expect(twoLargestGrids(c, all)).toEqual([66, 4]);
  });

  it('R10.22 Trans-Mississippi units are supplied up to that grid, unless surrounded by Union Primary zones', () => {
    const s = blank({ side: CSA, turn: 4 });
    for (const id of [1318, 1432, 1126]) put(s, id, USA, 1);
    put(s, 119, CSA, 1);
    put(s, 129, CSA, 6);
    computeSupply(c, s, CSA);
    // Arkansas (0119) first in hex order takes 1 of the 4, Texas the other 3
    expect(unsupplied[hex(119)]).toBe(0);
    expect(unsupplied[hex(129)]).toBe(3);
    expect(pathOk[hex(129)]).toBe(1);
    // a Confederate SP on 0527 has a path to the Trans-Mississippi grid (its 4 are spent already)
    // until Union units on 0526 and 0528 surround it with their Primary zones
    put(s, 527, CSA, 1);
    computeSupply(c, s, CSA);
    expect(pathOk[hex(527)]).toBe(1);
    put(s, 526, USA, 1);
    computeSupply(c, s, CSA);
    // in one Union unit's Primary zone, the Confederate SP keeps its path out through its own hex
    expect(pathOk[hex(527)]).toBe(1);
    put(s, 528, USA, 1);
    computeSupply(c, s, CSA);
    expect(pathOk[hex(527)]).toBe(0);
    expect(unsupplied[hex(527)]).toBe(1);
    // the Trans-Mississippi grid stops at its region: 0505 in Missouri is outside it
    expect(pathOk[hex(505)]).toBe(0);
    // with the Union in Texas and Arkansas there is no Trans-Mississippi source at all, not even
    // for a Confederate SP next to Texas (0229)
    const held = blank({ side: CSA, turn: 4 });
    for (const id of [1318, 1432, 1126, 129, 119]) put(held, id, USA, 1);
    put(held, 229, CSA, 1);
    computeSupply(c, held, CSA);
    expect(pathOk[hex(229)]).toBe(0);
    // linked to the main grid, the same six SP draw on its 74
    const linked = blank({ side: CSA, turn: 4 });
    put(linked, 129, CSA, 6);
    computeSupply(c, linked, CSA);
    expect(unsupplied[hex(129)]).toBe(0);
  });

  it('R10.21 a grid supplies at most its value: a Union unit on rail hex 2725 cuts Columbus and three Florida ports off as a grid of 7', () => {
    const s = blank({ side: CSA, turn: 4 });
    put(s, 2725, USA, 1);
    put(s, 2625, CSA, 10);
    expect(computeSupply(c, s, CSA).largest).toBe(67);
    expect(unsupplied[hex(2625)]).toBe(3);
    expect(unsupplied[hex(2725)]).toBe(0);
    expect(twoLargestGrids(c, s)).toEqual([67, 7]);
    const out = new Float64Array(c.map.cities.length);
    cityGrids(c, s, out);
    const at = (name: string): number => out[c.map.city[city(name)]!]!;
    expect(at('Columbus')).toBe(7);
    expect(at('Atlanta')).toBe(67);
    // the owner's choice of grid, automatic here: a stack as near to both draws on the larger
    put(s, 2728, CSA, 10);
    computeSupply(c, s, CSA);
    expect(unsupplied[hex(2728)]).toBe(0);
    expect(pathOk[hex(2728)]).toBe(1);
    // an ungarrisoned sympathetic city and a Northern city feed no grid
    expect(at('Knoxville')).toBe(0);
    expect(at('Cincinnati')).toBe(0);
    // nor does a Southern town without a supply value
    expect(at('Corinth')).toBe(0);
  });
});

describe('acw isolated supply cities [10.21, 10.54]', () => {
  it('R10.21 a supply city cut from every rail and river (its rail destroyed, 10.54) is a grid of its own', () => {
    const s = blank({ side: CSA, turn: 4 });
    setRailDead(s, city('Raleigh'), true);
    put(s, 4115, CSA, 3);
    // Raleigh's 2 for 1862 leave the 74 of the one grid
    expect(twoLargestGrids(c, s)).toEqual([72, 2]);
    computeSupply(c, s, CSA);
    expect(unsupplied[city('Raleigh')]).toBe(1);
    const out = new Float64Array(c.map.cities.length);
    cityGrids(c, s, out);
    expect(out[c.map.city[city('Raleigh')]!]).toBe(2);
  });
});

describe('acw Union sea supply [10.1, 5.97-5.99]', () => {
  it('R5.97 one Sea Lift point supplies two sea-dependent SP, in hex order, the rest unsupplied', () => {
    const s = blank({ side: USA, turn: 6 });
    put(s, 3624, USA, 6);
    put(s, 3724, USA, 6);
    expect(computeSupply(c, s, USA, 12)).toEqual({ largest: 0, seaDependent: 12, seaLiftUsed: 6 });
    expect(unsupplied[hex(3624)] + unsupplied[hex(3724)]).toBe(0);
    expect(computeSupply(c, s, USA, 4)).toEqual({ largest: 0, seaDependent: 12, seaLiftUsed: 4 });
    expect(unsupplied[hex(3624)]).toBe(0);
    expect(unsupplied[hex(3724)]).toBe(4);
    expect(computeSupply(c, s, USA)).toMatchObject({ seaDependent: 12, seaLiftUsed: 0 });
    expect(unsupplied[hex(3624)]).toBe(6);
    // an odd number of SP takes a whole point for the last one
    const odd = blank({ side: USA, turn: 6 });
    put(odd, 3624, USA, 3);
    expect(computeSupply(c, odd, USA, 5).seaLiftUsed).toBe(2);
  });
  it('R10.1 sea supply radiates along the rivers from a Union-occupied coastal hex: Apalachicola (2632) supplies 2124, ten hexes up the river', () => {
    const s = blank({ side: USA, turn: 4 });
    put(s, 2124, USA, 2);
    computeSupply(c, s, USA, 2);
    expect(unsupplied[hex(2124)]).toBe(2);
    put(s, 2632, USA, 1);
    expect(computeSupply(c, s, USA, 2)).toEqual({ largest: 0, seaDependent: 3, seaLiftUsed: 2 });
    expect(unsupplied[hex(2124)] + unsupplied[hex(2632)]).toBe(0);
    expect(pathOk[hex(2124)]).toBe(1);
  });

  it('R10.4 a Union unit on the coastal map-edge hex 5101 draws on the unlimited sources, not on sea lift', () => {
    const s = blank({ side: USA, turn: 4 });
    put(s, 5101, USA, 3);
    expect(computeSupply(c, s, USA, 5)).toEqual({ largest: 0, seaDependent: 0, seaLiftUsed: 0 });
    expect(unsupplied[hex(5101)]).toBe(0);
  });
});

describe('acw supply paths [10.3, 6.4]', () => {
  it('R6.4 a supply path may not pass an enemy Primary hex unless a friendly unit is in it', () => {
    const s = blank({ side: USA, turn: 4 });
    put(s, 110, USA, 2);
    computeSupply(c, s, USA);
    expect(unsupplied[hex(110)]).toBe(0);
    put(s, 209, CSA, 1);
    computeSupply(c, s, USA);
    expect(unsupplied[hex(110)]).toBe(2);
    put(s, 109, USA, 1);
    computeSupply(c, s, USA);
    expect(unsupplied[hex(110)]).toBe(0);
    // the Union's supply says nothing of the Confederate SP
    expect(unsupplied[hex(209)]).toBe(0);
  });
  it('R10.3 a supply path may not pass through an enemy-occupied hex, even with its zones cancelled by friendly units', () => {
    const s = blank({ side: USA, turn: 4 });
    put(s, 112, USA, 1);
    const b = hex(111);
    for (const d of [0, 1, 2, 3, 4, 5]) {
      const n = NBR[b * 6 + d]!;
      if (n >= 0 && n !== hex(112)) put(s, hexOf(n), USA, 1);
    }
    computeSupply(c, s, USA);
    expect(unsupplied[hex(112)]).toBe(0);
    put(s, 111, CSA, 1);
    computeSupply(c, s, USA);
    expect(unsupplied[hex(112)]).toBe(1);
  });

  it('R6.4 a source hex in an enemy Primary zone supplies only with a friendly unit in it', () => {
    const s = blank({ side: USA, turn: 4 });
    // 2018 is a source (on the Union's network) two hexes from 2120; a Confederate SP on 2019
    // puts it in a Primary zone
    put(s, 2120, USA, 1);
    put(s, 2019, CSA, 1);
    computeSupply(c, s, USA);
    expect(unsupplied[hex(2120)]).toBe(1);
    put(s, 2018, USA, 1);
    computeSupply(c, s, USA);
    expect(unsupplied[hex(2120)]).toBe(0);
  });
});

describe('acw supply, the cases of the mutation survivors [10.1, 10.2, 10.3]', () => {
  it('R10.1 sea supply radiates from a Union-occupied coastal hex along its own rivers and rails only: 2431, 4120, 4416 and 4712 lie on none, so nothing up a river is supplied', () => {
    const s = blank({ side: USA, turn: 12 });
    for (const id of [2431, 4120, 4416, 4712]) put(s, id, USA, 1);
    computeSupply(c, s, USA, 4);
    for (const id of [2431, 4120, 4416, 4712]) expect(pathOk[hex(id)], `${id}`).toBe(1);
    // the Apalachicola (2126), the rivers of 3617 and 4011, Arkansas (0121): no path
    for (const id of [2126, 3617, 121, 4011]) expect(pathOk[hex(id)], `${id}`).toBe(0);
  });

  it('R10.3 a Confederate supply path may not pass through a Union-occupied hex, even with a Confederate unit beside it', () => {
    const s = blank({ side: CSA, turn: 6 });
    setRailDead(s, hex(4307), true);
    put(s, 4207, CSA, 1);
    computeSupply(c, s, CSA);
    expect([pathOk[hex(4306)], pathOk[hex(4405)]]).toEqual([1, 1]);
    // the Union SP on 4308 closes the way; the Confederate SP on 4207 cancels its zone there only
    put(s, 4308, USA, 1);
    computeSupply(c, s, CSA);
    expect([pathOk[hex(4306)], pathOk[hex(4405)]]).toEqual([0, 0]);
    expect(pathOk[hex(4207)]).toBe(1);
  });
  it('R10.3 a Confederate unit may not trace supply to a source hex the Union occupies: with a Union SP on Apalachicola (2632) the SP on 2633 beside it is unsupplied', () => {
    const s = blank({ side: CSA, turn: 4 });
    put(s, 2633, CSA, 1);
    computeSupply(c, s, CSA);
    expect([pathOk[hex(2633)], unsupplied[hex(2633)]]).toEqual([1, 0]);
    put(s, 2632, USA, 1);
    computeSupply(c, s, CSA);
    expect([pathOk[hex(2633)], unsupplied[hex(2633)]]).toEqual([0, 1]);
  });
  it('R10.22 Texas and Arkansas feed the main grid through a held crossing point: Vicksburg with its rail destroyed (10.54) is a river piece of its own, Memphis links them to the main grid', () => {
    const s = blank({ side: CSA, turn: 4 });
    setRailDead(s, city('Vicksburg'), true);
    expect(twoLargestGrids(c, s)).toEqual([74, 0]);
  });

  it('R10.21, R13.8 note a city that feeds no grid counts 0 when the South is split: Union SP on 3030 and 1914 (GT2) cut Jacksonville off as a grid of 1', () => {
    const s = blank({ side: USA, turn: 2 });
    put(s, 3030, USA, 1);
    put(s, 1914, USA, 1);
    const out = new Float64Array(c.map.cities.length);
    cityGrids(c, s, out);
    const at = (name: string): number => out[c.map.city[city(name)]!]!;
    expect([at('Jacksonville'), at('Atlanta')]).toEqual([1, 63]);
    for (const name of ['Knoxville', 'Chattanooga', 'Corinth', 'Vicksburg', 'Cincinnati', 'Louisville'])
      expect(at(name), name).toBe(0);
  });

  it('R10.21 a port cut off by a Union SP beside it is a grid of its own: St. Marks (2831) with the Union on 2731 (GT1) supplies the SP on it', () => {
    const s = blank({ side: CSA, turn: 1 });
    put(s, 2731, USA, 1);
    put(s, 2831, CSA, 1);
    computeSupply(c, s, CSA);
    expect(twoLargestGrids(c, s)).toEqual([62, 1]);
    expect([pathOk[hex(2831)], unsupplied[hex(2831)]]).toEqual([1, 0]);
  });

  it('R10.21 each of three grids supplies from all its sources: with Union SP on 3711, 3331 and Atlanta (2722) on GT12 the western grid still supplies 1308', () => {
    const s = blank({ side: CSA, turn: 12, options: { 'tx-ar-link': 'all' } });
    for (const id of [3711, 3331, 2722]) put(s, id, USA, 1);
    put(s, 1308, CSA, 1);
    computeSupply(c, s, CSA);
    expect(twoLargestGrids(c, s)).toEqual([46, 38]);
    expect([pathOk[hex(1308)], unsupplied[hex(1308)]]).toEqual([1, 0]);
  });

  it('R10.22 Trans-Mississippi units are in supply anywhere in the region joined to Texas or Arkansas, with no Union unit about', () => {
    const s = blank({ side: CSA, turn: 4 });
    computeSupply(c, s, CSA);
    const seen = new Uint8Array(HEXES);
    const q = [c.map.texas, c.map.arkansas];
    for (const h of q) seen[h] = 1;
    for (let i = 0; i < q.length; i++) {
      for (let d = 0; d < 6; d++) {
        const n = NBR[q[i]! * 6 + d]!;
        if (n < 0 || seen[n] || !(c.map.region[n]! & R_TRANS_MISS)) continue;
        seen[n] = 1;
        q.push(n);
      }
    }
    expect(q.length).toBeGreaterThan(100);
    for (const h of q) expect(pathOk[h], `hex ${hexOf(h)}`).toBe(1);
  });
  it('R10.22 a crossing point held but cut from every rail and river links nothing: Vicksburg, its rail destroyed and Union forts on its four river neighbours, leaves Texas and Arkansas as the Trans-Mississippi grid', () => {
    const s = blank({ side: CSA, turn: 4 });
    destroy(s, 'Memphis');
    destroy(s, 'New Orleans');
    setRailDead(s, city('Vicksburg'), true);
    for (const id of [1225, 1226, 1025, 1026]) put(s, id, USA, 1, 1);
    expect(twoLargestGrids(c, s)).toEqual([61, 4]);
  });

  it('R10.22 a Union-occupied hex stops the Trans-Mississippi grid even where Confederate units cancel its zones: the Union on 0208 cuts 0207 off', () => {
    const s = blank({ side: CSA, turn: 4 });
    put(s, 209, CSA, 1);
    put(s, 207, CSA, 1);
    computeSupply(c, s, CSA);
    expect([pathOk[hex(207)], unsupplied[hex(207)]]).toEqual([1, 0]);
    put(s, 208, USA, 1);
    computeSupply(c, s, CSA);
    expect([pathOk[hex(207)], unsupplied[hex(207)]]).toEqual([0, 1]);
    expect(pathOk[hex(209)]).toBe(1);
  });
  /** A Union SP on every `stride`-th Southern rail hex (no city) in hex order. */
  function cutRails(s: ReturnType<typeof blank>, stride: number): void {
    computeSupply(c, s, CSA);
    const rails: number[] = [];
    for (let h = 0; h < HEXES; h++) if (net.railOk[h] && c.map.city[h]! < 0) rails.push(h);
    rails.forEach((h, i) => {
      if (i % stride === 0) put(s, hexOf(h), USA, 1);
    });
  }

  it('R10.21 the grids are counted afresh at every judgement, however many pieces the railways are cut into: a Union SP on every other Southern rail hex leaves 65 pieces, the largest grids 15 and 10', () => {
    const s = blank({ side: CSA, turn: 4 });
    cutRails(s, 2);
    expect(computeSupply(c, s, CSA).largest).toBe(15);
    expect(net.count).toBeGreaterThanOrEqual(64);
    expect(twoLargestGrids(c, s)).toEqual([15, 10]);
    expect(twoLargestGrids(c, s)).toEqual([15, 10]);
  });

  it('R10.21 (README: the automatic choice) a stack as near to two grids draws on the larger: with every fourth Southern rail hex cut on GT2, 11 SP on 3123 take 7 from the grid of 7, not 2 from the grid of 2', () => {
    const s = blank({ side: CSA, turn: 2 });
    cutRails(s, 4);
    put(s, 3123, CSA, 11);
    computeSupply(c, s, CSA);
    expect(unsupplied[hex(3123)]).toBe(4);
  });
});
