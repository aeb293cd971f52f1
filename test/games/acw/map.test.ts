/**
 * The validation suite of digest §5.4 step 9: every clue the rulebook gives about the printed map,
 * checked against the provisional pack built by the pipeline (src/games/acw/build).
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { builtinPackDir } from '../../../src/core/content.js';
import { COLS, HEXES, NBR, ROWS, adjacent, distance, hexId, hexIndex } from '../../../src/games/acw/grid.js';
import { CSA, USA } from '../../../src/games/acw/layout.js';
import {
  COAST_ATLANTIC,
  R_SYMPATHETIC,
  R_TRANS_MISS,
  RIVER_NAV,
  RIVER_TIDAL,
  SB_BORDER,
  SB_FERRY,
  SB_RAIL,
  SB_RIVER,
  T_CLEAR,
  T_ROUGH,
  T_SEA,
} from '../../../src/games/acw/map.js';
import { Network } from '../../../src/games/acw/network.js';
import { computeSupply } from '../../../src/games/acw/supply.js';
import { acw } from '../../../src/games/acw/index.js';
import { c, city, hex } from './position.js';

const m = c.map;
const stateOf = (h: number): string => m.stateCodes[m.state[h]!]!;
const riverSides = (h: number, min = RIVER_NAV): number =>
  [0, 1, 2, 3, 4, 5].filter((d) => (m.side[h * 6 + d]! & SB_RIVER) >= min).length;

describe('acw map: grid and numbering [5.1, 11.0]', () => {
  it('is 53 columns by 33 rows numbered CCRR, odd columns half a hex north', () => {
    expect(HEXES).toBe(COLS * ROWS);
    expect(hexId(hexIndex(1208))).toBe(1208);
    // 1208 is in an even column: its upper neighbours share its row, its lower ones the next row
    const around = [0, 1, 2, 3, 4, 5].map((d) => hexId(NBR[hexIndex(1208) * 6 + d]!));
    expect(around).toEqual([1207, 1308, 1309, 1209, 1109, 1108]);
    const odd = [0, 1, 2, 3, 4, 5].map((d) => hexId(NBR[hexIndex(1513) * 6 + d]!));
    expect(odd).toEqual([1512, 1612, 1613, 1514, 1413, 1412]);
  });

  it('the four anchors sit on their printed hexes within a quarter hex (digest §5.3)', () => {
    const map = JSON.parse(readFileSync(join(builtinPackDir('acw', 'provisional'), 'map.json'), 'utf8')) as {
      georeference: { residualHexes: { name: string; off: number }[] };
    };
    expect(city('St. Louis')).toBe(hex(1208));
    expect(city('Cairo')).toBe(hex(1513));
    expect(city('Fort Pickens')).toBe(hex(2031));
    expect(city('Fort Monroe')).toBe(hex(4611));
    for (const r of map.georeference.residualHexes) expect(r.off).toBeLessThan(0.25);
  });

  it("Washington's number ends in 6 [11.3], Baltimore's in 5, Cairo's and Cincinnati's odd [20.1]", () => {
    expect(hexId(city('Washington')) % 10).toBe(6);
    expect(hexId(city('Baltimore')) % 10).toBe(5);
    expect(hexId(city('Cairo')) % 2).toBe(1);
    expect(hexId(city('Cincinnati')) % 2).toBe(1);
  });
});

describe('acw map: the rulebook examples', () => {
  it('R15.2 Corinth lies next to 1617 across the Tennessee-Mississippi border', () => {
    const corinth = city('Corinth');
    expect(adjacent(hex(1617), corinth)).toBe(true);
    expect(stateOf(hex(1617))).toBe('TN');
    expect(stateOf(corinth)).toBe('MS');
    const d = [0, 1, 2, 3, 4, 5].find((k) => NBR[hex(1617) * 6 + k] === corinth)!;
    expect(m.side[hex(1617) * 6 + d]! & SB_BORDER).toBeTruthy();
  });

  it('R14.8 a fort on 1713 touches five river hexsides', () => {
    expect(riverSides(hex(1713))).toBe(5);
  });

  it('20.1 1814 guards the western Tennessee rivers; 2915 is the clear gap among mountains', () => {
    expect(riverSides(hex(1814))).toBeGreaterThanOrEqual(2);
    expect(m.terrain[hex(2915)]).toBe(T_CLEAR);
    const rough = [0, 1, 2, 3, 4, 5].filter((d) => m.terrain[NBR[hex(2915) * 6 + d]!] === T_ROUGH).length;
    expect(rough).toBeGreaterThanOrEqual(2);
    expect(m.rail[hex(2915)]).toBe(1);
  });

  it('20.1 3623 is on the Charleston-Savannah line, open to landings from the coast', () => {
    expect(m.rail[hex(3623)]).toBe(1);
    expect(stateOf(hex(3623))).toBe('SC');
    const nearCoast = [0, 1, 2, 3, 4, 5].some((d) => m.coastal[NBR[hex(3623) * 6 + d]!] === 1);
    expect(nearCoast).toBe(true);
  });

  it('20.1 4407 is a Virginia hex next to Washington, outside the Union-sympathetic region, with no river between', () => {
    expect(adjacent(hex(4407), city('Washington'))).toBe(true);
    expect(stateOf(hex(4407))).toBe('VA');
    expect(m.region[hex(4407)]! & R_SYMPATHETIC).toBe(0);
    const d = [0, 1, 2, 3, 4, 5].find((k) => NBR[hex(4406) * 6 + k] === hex(4407))!;
    expect(m.side[hex(4406) * 6 + d]! & SB_RIVER).toBe(0);
  });

  it('10.1 the Union supply exits 1501, 1601 and 5101 are rail hexes of one network', () => {
    const s = acw.create({ scenario: 'basic', seed: 'map' });
    const net = new Network();
    net.label(c, s, USA);
    const comps = [1501, 1601, 5101].map((id) => net.comp[hex(id)]!);
    expect(comps.every((x) => x >= 0 && x === comps[0])).toBe(true);
  });

  it('16.0 the naval entry 5201 is Atlantic sea; 0129 and 0119 are the Texas and Arkansas supply hexes', () => {
    expect(m.terrain[hex(5201)]).toBe(T_SEA);
    expect(m.coast[hex(5201)]).toBe(COAST_ATLANTIC);
    expect(stateOf(hex(129))).toBe('TX');
    expect(stateOf(hex(119))).toBe('AR');
    expect(m.region[hex(129)]! & R_TRANS_MISS).toBeTruthy();
    expect(m.region[hex(119)]! & R_TRANS_MISS).toBeTruthy();
  });

  it('17.4 the Mississippi is tidal from Memphis south and navigable above; the James is tidal below Richmond', () => {
    expect(riverSides(city('Memphis'), RIVER_TIDAL)).toBeGreaterThanOrEqual(1);
    expect(riverSides(city('Cairo'), RIVER_TIDAL)).toBe(0);
    expect(riverSides(city('Cairo'))).toBeGreaterThanOrEqual(2);
    expect(riverSides(city('Vicksburg'), RIVER_TIDAL)).toBeGreaterThanOrEqual(1);
    expect(
      riverSides(city('Fort Monroe'), RIVER_TIDAL) + riverSides(city('Richmond'), RIVER_TIDAL),
    ).toBeGreaterThanOrEqual(1);
  });

  it('10.22, TEC: ferry hexsides at the three crossing points', () => {
    for (const name of ['Memphis', 'Vicksburg', 'New Orleans']) {
      const h = city(name);
      const ferry = [0, 1, 2, 3, 4, 5].some((d) => m.side[h * 6 + d]! & SB_FERRY);
      expect(ferry, name).toBe(true);
    }
  });

  it('15.5, 13.8 Knoxville, Chattanooga and Wheeling lie in the Union-sympathetic region; Decatur is the only city that abuts it', () => {
    for (const name of ['Knoxville', 'Chattanooga', 'Wheeling'])
      expect(m.region[city(name)]! & R_SYMPATHETIC, name).toBeTruthy();
    const south = new Set(['VA', 'NC', 'SC', 'GA', 'FL', 'AL', 'MS', 'LA', 'TN', 'AR', 'TX']);
    const abut = m.cities.filter(
      (k) =>
        south.has(k.state) &&
        !(m.region[k.hex]! & R_SYMPATHETIC) &&
        [0, 1, 2, 3, 4, 5].some((d) => m.region[NBR[k.hex * 6 + d]!]! & R_SYMPATHETIC),
    );
    expect(abut.map((k) => k.name)).toEqual(['Decatur']);
  });

  it('digest §5.3 notes: Sumter, Norfolk and Pensacola have hexes of their own beside Charleston, Monroe and Pickens', () => {
    expect(city('Fort Sumter')).not.toBe(city('Charleston'));
    expect(adjacent(city('Fort Sumter'), city('Charleston'))).toBe(true);
    expect(m.coastal[city('Fort Sumter')]).toBe(1);
    expect(city('Norfolk')).not.toBe(city('Fort Monroe'));
    expect(city('Pensacola')).not.toBe(city('Fort Pickens'));
    expect(distance(city('Pensacola'), city('Fort Pickens'))).toBe(1);
  });

  it('every Southern supply city and port is tied to the rail and river grid', () => {
    for (const k of m.cities) {
      if (k.kind === 'city') continue;
      const river = [0, 1, 2, 3, 4, 5].some((d) => (m.side[k.hex * 6 + d]! & SB_RIVER) >= RIVER_NAV);
      const rail = [0, 1, 2, 3, 4, 5].some((d) => m.side[k.hex * 6 + d]! & SB_RAIL);
      expect(river || rail, k.name).toBe(true);
    }
  });
});

describe('acw map: the supply grid on Game-Turn 1 [10.4, 10.21]', () => {
  it('10.4 the Southern grid is all one piece on Game-Turn 1 (Knoxville and Chattanooga count only garrisoned [13.8])', () => {
    const s = acw.create({ scenario: 'basic', seed: 'map' });
    const r = computeSupply(c, s, CSA);
    const total = m.cities.reduce((n, k) => n + (k.kind !== 'city' && !k.sympathetic ? k.supply[0]! : 0), 0);
    expect(r.largest).toBe(total + m.supplyHexValue[0]![0]! + m.supplyHexValue[1]![0]!);
  });

  it('10.21 "in 1861 the Confederate Player can supply a total of sixty Land Points" (stand-in values)', () => {
    const centres = m.cities.filter((k) => k.kind === 'supply').reduce((n, k) => n + k.supply[0]!, 0);
    expect(centres + m.supplyHexValue[0]![0]! + m.supplyHexValue[1]![0]!).toBe(60);
  });

  it('10.21, 20.1 the stand-in values meet the text: Columbus 6 and Jackson 3 in one year, Nashville 4, Texas 2/2/3/5', () => {
    const v = (name: string): readonly number[] => m.cities.find((k) => k.name === name)!.supply;
    expect(v('Columbus')[3]).toBe(6);
    expect(v('Jackson')[3]).toBe(3);
    expect(v('Nashville')[0]).toBe(4);
    expect(m.supplyHexValue[0]).toEqual([2, 2, 3, 5]);
  });

  it('20.1 heartland arithmetic: Montgomery, Columbus, Macon, Atlanta and Augusta make 24 in 1864-65; Mobile, Savannah, Charleston 5 each', () => {
    const v = (name: string): number => m.cities.find((k) => k.name === name)!.supply[3]!;
    expect(['Montgomery', 'Columbus', 'Macon', 'Atlanta', 'Augusta'].reduce((n, x) => n + v(x), 0)).toBe(24);
    for (const x of ['Mobile', 'Savannah', 'Charleston']) expect(v(x)).toBe(5);
  });
});

describe('acw map: sea and land', () => {
  it('every land hex has a state; sea hexes none', () => {
    for (let h = 0; h < HEXES; h++) {
      if (m.terrain[h] === T_SEA) expect(m.state[h]).toBe(0);
      else expect(m.state[h]).toBeGreaterThan(0);
    }
  });
});
