/**
 * The cost of one land step (costs.ts) on constructed positions: terrain [TEC, 5.22], rivers [TEC,
 * 5.21, 17.3, 17.4], zones [5.24, 6.5], entry [5.26, 19.12, 19.4] and lone leaders [11.33].
 */
import { describe, expect, it } from 'vitest';
import { CH_TURN } from '../../../src/core/header.js';
import {
  BLOCKED,
  KYF_UNION_MAY_ENTER,
  VA_CSA,
  VA_NEUTRAL,
  crossing,
  landStep,
  leaderStep,
  mayEnter,
  theatreClosed,
} from '../../../src/games/acw/costs.js';
import { EDGES, HEXES, NBR, dirTo, edge } from '../../../src/games/acw/grid.js';
import { CSA, G_KY, G_KY_FLAGS, G_TRANSFER, G_VA, USA } from '../../../src/games/acw/layout.js';
import {
  RIVER_NAV,
  RIVER_TIDAL,
  SB_FERRY,
  SB_RIVER,
  T_CLEAR,
  T_ROUGH,
  T_SEA,
  T_SWAMP,
} from '../../../src/games/acw/map.js';
import { KY_NEUTRAL, KY_UNION, isKentucky } from '../../../src/games/acw/places.js';
import { setZoc } from '../../../src/games/acw/state.js';
import { Z_PRIMARY, Z_SECONDARY } from '../../../src/games/acw/zoc.js';
import { blank, c, city, hex, put } from './position.js';

const none = new Uint8Array(EDGES);

/** The first step (from, direction) out of a clear, city-free hex whose hexside and target fit. */
function stepWhere(ok: (from: number, d: number, to: number, river: number) => boolean): [number, number] {
  for (let h = 0; h < HEXES; h++) {
    if (c.map.terrain[h] !== T_CLEAR || c.map.city[h]! >= 0) continue;
    for (let d = 0; d < 6; d++) {
      const n = NBR[h * 6 + d]!;
      if (n >= 0 && ok(h, d, n, c.map.side[h * 6 + d]! & SB_RIVER)) return [h, d];
    }
  }
  throw new Error('no such step');
}

const into = (terrain: number): [number, number] =>
  stepWhere((_h, _d, n, river) => river === 0 && c.map.terrain[n] === terrain && c.map.city[n]! < 0);

describe('acw land step costs [TEC, 5.22]', () => {
  it('TEC entering clear costs 1 MP, rough 5, swamp 6; an all-sea hex cannot be entered by land', () => {
    const s = blank({ side: CSA, turn: 4 });
    const cost = (t: number): number => {
      const [h, d] = into(t);
      return landStep(c, s, CSA, h, d, false, none);
    };
    expect(cost(T_CLEAR)).toBe(10);
    expect(cost(T_ROUGH)).toBe(50);
    expect(cost(T_SWAMP)).toBe(60);
    expect(cost(T_SEA)).toBe(BLOCKED);
  });

  it('TEC crossing an unnavigable or navigable river into clear costs 1 + 1 MP', () => {
    const s = blank({ side: USA, turn: 4 });
    for (const r of [1, RIVER_NAV]) {
      const [h, d] = stepWhere(
        (_h, _d, n, river) => river === r && c.map.terrain[n] === T_CLEAR && c.map.city[n]! < 0,
      );
      expect(crossing(c, s, USA, h, d, none)).toBe(10);
      expect(landStep(c, s, USA, h, d, false, none)).toBe(20);
    }
  });

  it('R17.3 the CSA may not cross a riverine-interdicted navigable hexside; the Union may', () => {
    const s = blank({ side: CSA, turn: 4 });
    const [h, d] = stepWhere((_h, _d, n, river) => river === RIVER_NAV && c.map.terrain[n] === T_CLEAR);
    const cut = new Uint8Array(EDGES);
    cut[edge(h, d)] = 1;
    expect(crossing(c, s, CSA, h, d, cut)).toBe(BLOCKED);
    expect(crossing(c, s, USA, h, d, cut)).toBe(10);
    expect(crossing(c, s, CSA, h, d, none)).toBe(10);
    const [u, e] = stepWhere((_h, _d, n, river) => river === 1 && c.map.terrain[n] === T_CLEAR);
    const cut1 = new Uint8Array(EDGES);
    cut1[edge(u, e)] = 1;
    expect(crossing(c, s, CSA, u, e, cut1)).toBe(10);
  });

  it('R5.21, R17.3 the CSA ferry over a tidal river is closed where riverine units interdict it', () => {
    const s = blank({ side: CSA, turn: 4 });
    const [h, d] = stepWhere(
      (f, x, _n, river) => river === RIVER_TIDAL && (c.map.side[f * 6 + x]! & SB_FERRY) !== 0,
    );
    const cut = new Uint8Array(EDGES);
    expect(crossing(c, s, CSA, h, d, cut)).toBe(10);
    cut[edge(h, d)] = 1;
    expect(crossing(c, s, CSA, h, d, cut)).toBe(BLOCKED);
    expect(landStep(c, s, CSA, h, d, false, cut)).toBe(BLOCKED);
  });

  it('R6.5 leaving an enemy Secondary hex into a clear one costs 1 + 5 MP; leaving no zone 1', () => {
    const s = blank({ side: USA, turn: 4 });
    const d = dirTo(hex(2021), hex(2020));
    expect(landStep(c, s, USA, hex(2021), d, false, none)).toBe(10);
    setZoc(s, hex(2021), Z_SECONDARY);
    setZoc(s, hex(2020), Z_PRIMARY);
    expect(landStep(c, s, USA, hex(2021), d, false, none)).toBe(60);
  });
});

describe('acw entry [5.26, 19.12, 19.4]', () => {
  it('R5.26 no land unit enters an enemy-occupied hex; a friendly one is free to pass', () => {
    const s = blank({ side: USA, turn: 4 });
    put(s, 2020, CSA, 1);
    expect(mayEnter(c, s, USA, hex(2021), hex(2020))).toBe(false);
    expect(mayEnter(c, s, CSA, hex(2021), hex(2020))).toBe(true);
    expect(mayEnter(c, s, USA, hex(2021), -1)).toBe(false);
    put(s, 2022, USA, 1);
    expect(mayEnter(c, s, CSA, hex(2021), hex(2022))).toBe(false);
    expect(mayEnter(c, s, USA, hex(2021), hex(2022))).toBe(true);
    // the map's first hex, 0101, is open country like any other
    expect(mayEnter(c, s, USA, -1, hex(101))).toBe(true);
  });

  it('TEC an intact enemy city cannot be entered; its own side may', () => {
    const s = blank({ side: USA, turn: 4 });
    expect(mayEnter(c, s, USA, -1, city('Atlanta'))).toBe(false);
    expect(mayEnter(c, s, CSA, -1, city('Atlanta'))).toBe(true);
  });

  it('R19.12 neutral Kentucky opens to the Union once it may enter; the CSA is never kept out by that rule', () => {
    const s = blank({ side: USA, turn: 2 });
    s[G_KY] = KY_NEUTRAL;
    const ky = Array.from({ length: HEXES }, (_, h) => h).find(
      (h) => isKentucky(c, h) && c.map.terrain[h] === T_CLEAR && c.map.city[h]! < 0,
    )!;
    expect(mayEnter(c, s, USA, -1, ky)).toBe(false);
    expect(mayEnter(c, s, CSA, -1, ky)).toBe(true);
    s[G_KY_FLAGS] = KYF_UNION_MAY_ENTER;
    expect(mayEnter(c, s, USA, -1, ky)).toBe(true);
    s[G_KY_FLAGS] = 0;
    s[G_KY] = KY_UNION;
    expect(mayEnter(c, s, USA, -1, ky)).toBe(true);
  });

  it('R19.4 neutral Virginia is closed to the CSA on GT1-2 only, and never to the Union by that rule', () => {
    const s = blank({ side: CSA, turn: 2, options: { 'r19.4-virginia-neutral': true } });
    s[G_VA] = VA_NEUTRAL;
    const va = Array.from({ length: HEXES }, (_, h) => h).find(
      (h) => c.map.stateCodes[c.map.state[h]!] === 'VA' && c.map.terrain[h] === T_CLEAR && c.map.city[h]! < 0,
    )!;
    expect(mayEnter(c, s, CSA, -1, va)).toBe(false);
    expect(mayEnter(c, s, USA, -1, va)).toBe(true);
    expect(mayEnter(c, s, CSA, -1, hex(2021))).toBe(true);
    s[G_VA] = VA_CSA;
    expect(mayEnter(c, s, CSA, -1, va)).toBe(true);
    s[G_VA] = VA_NEUTRAL;
    s[CH_TURN] = 3;
    expect(mayEnter(c, s, CSA, -1, va)).toBe(true);
  });
});

describe('acw lone leaders [11.33]', () => {
  it('R11.33 a lone leader pays 1 MP a hex whatever the terrain, +5 leaving an enemy zone, enters an enemy zone only where friends are, and crosses no tidal river off a ferry', () => {
    const s = blank({ side: CSA, turn: 4 });
    const [h, d] = into(T_SWAMP);
    expect(leaderStep(c, s, CSA, h, d, none)).toBe(10);
    const [x, y] = into(T_SEA);
    expect(leaderStep(c, s, CSA, x, y, none)).toBe(BLOCKED);
    const east = dirTo(hex(2021), hex(2022));
    setZoc(s, hex(2022), Z_PRIMARY);
    expect(leaderStep(c, s, CSA, hex(2021), east, none)).toBe(BLOCKED);
    setZoc(s, hex(2022), 0);
    const w = dirTo(hex(2021), hex(2020));
    setZoc(s, hex(2021), Z_SECONDARY);
    expect(leaderStep(c, s, CSA, hex(2021), w, none)).toBe(60);
    setZoc(s, hex(2020), Z_SECONDARY);
    expect(leaderStep(c, s, CSA, hex(2021), w, none)).toBe(BLOCKED);
    put(s, 2020, CSA, 1);
    expect(leaderStep(c, s, CSA, hex(2021), w, none)).toBe(60);
    // a leader crosses rivers like the troops: the CSA not a tidal river but at a ferry [5.21]
    const [t, e] = stepWhere(
      (f, x, _n, river) => river === RIVER_TIDAL && (c.map.side[f * 6 + x]! & SB_FERRY) === 0,
    );
    expect(leaderStep(c, s, CSA, t, e, none)).toBe(BLOCKED);
  });
});

describe('acw theatres [19.8]', () => {
  it('R19.8 with transfers closed a move between the theatres is refused from any hex, 0101 included; placement (no origin) and the basic game are free', () => {
    const s = blank({ side: USA, turn: 2, options: { 'r19.8-inter-theater': true } });
    s[G_TRANSFER] = 0;
    const w = city('Washington');
    expect(theatreClosed(c, s, USA, hex(101), w)).toBe(true);
    expect(theatreClosed(c, s, USA, -1, w)).toBe(false);
    const basic = blank({ side: USA, turn: 2 });
    basic[G_TRANSFER] = 0;
    expect(theatreClosed(c, basic, USA, hex(101), w)).toBe(false);
  });
});
