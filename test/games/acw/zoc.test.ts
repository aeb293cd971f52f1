/**
 * Zones of control [6.0-6.6] on constructed positions: their extent, what blocks each zone, and the
 * zones stored for the phasing side's movement.
 */
import { describe, expect, it } from 'vitest';
import { HEXES, NBR } from '../../../src/games/acw/grid.js';
import { CS_INTRINSIC_LOST, CSA, G_PHASING, USA } from '../../../src/games/acw/layout.js';
import { T_SEA } from '../../../src/games/acw/map.js';
import { combatU, setCityState, setCombatU, setGarrison, zoc, type S } from '../../../src/games/acw/state.js';
import { Z_PRIMARY, Z_SECONDARY, projectZones, refreshZoc } from '../../../src/games/acw/zoc.js';
import { blank, c, city, hex, put } from './position.js';

/** The zones of a lone Confederate SP on `id` (GT4), read by printed hex id. */
function zonesOf(id: number, s: S = blank({ side: USA, turn: 4 })): (at: number) => number {
  put(s, id, CSA, 1);
  const z = new Uint8Array(HEXES);
  projectZones(c, s, CSA, z);
  return (at) => z[hex(at)]!;
}

describe('acw zones of control [6.0-6.5]', () => {
  it('R6.0 on open clear ground the six hexes around a unit are its Primary zone, the twelve beyond its Secondary; its own hex neither', () => {
    const s = blank({ side: USA, turn: 4 });
    put(s, 303, CSA, 1);
    const z = new Uint8Array(HEXES);
    projectZones(c, s, CSA, z);
    expect(z.filter((v) => v === Z_PRIMARY).length).toBe(6);
    expect(z.filter((v) => v === Z_SECONDARY).length).toBe(12);
    expect(z[hex(303)]).toBe(0);
    expect(z[hex(304)]).toBe(Z_PRIMARY);
    expect(z[hex(305)]).toBe(Z_SECONDARY);
  });

  it('R6.3 no zone across a tidal hexside (nor the Secondary beyond); the reading secondary-zoc-tidal off lets the Secondary cross it', () => {
    const at = zonesOf(929);
    expect(at(928)).toBe(Z_PRIMARY);
    expect(at(1028)).toBe(0);
    expect(at(1029)).toBe(0);
    expect(at(1128)).toBe(0);
    expect(zonesOf(827)(1028)).toBe(0);
    const open = blank({ side: USA, turn: 4, options: { 'secondary-zoc-tidal': false } });
    expect(zonesOf(827, open)(1028)).toBe(Z_SECONDARY);
  });

  it('R6.3 the Secondary zone does not cross a navigable river hexside, but crosses a minor river', () => {
    expect(zonesOf(106)(207)).toBe(0);
    expect(zonesOf(225)(426)).toBe(Z_SECONDARY);
  });

  it('R6.3 the Secondary zone does not extend into rough or swamp hexes', () => {
    expect(zonesOf(111)(212)).toBe(0);
    expect(zonesOf(431)(632)).toBe(0);
  });

  it('R6.3 no zone into all-sea hexes', () => {
    const h = hex(1631);
    const sea = [0, 1, 2, 3, 4, 5]
      .map((d) => NBR[h * 6 + d]!)
      .filter((n) => n >= 0 && c.map.terrain[n] === T_SEA);
    expect(sea.length).toBeGreaterThan(0);
    const s = blank({ side: USA, turn: 4 });
    put(s, 1631, CSA, 1);
    const z = new Uint8Array(HEXES);
    projectZones(c, s, CSA, z);
    for (const n of sea) expect(z[n]).toBe(0);
  });

  it('R6.3 no zone into an active enemy city (St. Louis), Primary or Secondary; once its intrinsic defence is lost it is entered; a friendly city is', () => {
    expect(zonesOf(1108)(1208)).toBe(0);
    expect(zonesOf(1007)(1208)).toBe(0);
    const lost = blank({ side: USA, turn: 4 });
    setCityState(lost, c.map.city[city('St. Louis')]!, CS_INTRINSIC_LOST);
    expect(zonesOf(1108, lost)(1208)).toBe(Z_PRIMARY);
    expect(zonesOf(1127)(1126)).toBe(Z_PRIMARY);
  });

  it('R6.1 the zones stored for movement are those of the side not moving', () => {
    const s = blank({ side: USA, turn: 4 });
    put(s, 303, CSA, 1);
    put(s, 2010, USA, 1);
    refreshZoc(c, s);
    expect(zoc(s, hex(304))).toBe(Z_PRIMARY);
    expect(zoc(s, hex(305))).toBe(Z_SECONDARY);
    expect(zoc(s, hex(2011))).toBe(0);
    s[G_PHASING] = CSA;
    refreshZoc(c, s);
    expect(zoc(s, hex(304))).toBe(0);
    expect(zoc(s, hex(2011))).toBe(Z_PRIMARY);
  });
  it('R6.0 zones reach the corner hex 0101: Primary from 0102, Secondary from 0103', () => {
    expect(zonesOf(102)(101)).toBe(Z_PRIMARY);
    expect(zonesOf(103)(101)).toBe(Z_SECONDARY);
  });

  it('R6.3 a Union unit next to Memphis (an active Confederate city, the first of the chart) puts no zone into it', () => {
    const s = blank({ side: CSA, turn: 4 });
    put(s, 1417, USA, 1);
    const z = new Uint8Array(HEXES);
    projectZones(c, s, USA, z);
    expect(z[hex(1318)]).toBe(0);
    expect(z[hex(1418)]).toBe(Z_PRIMARY);
  });

  it('R6.6, R14.3 in 1864-65 a fort holding one SP over the permanent garrison exerts a Primary zone, no Secondary', () => {
    const s = blank({ side: USA, turn: 12 });
    put(s, 2021, CSA, 1, 1);
    setGarrison(s, hex(2021), 1, CSA);
    const z = new Uint8Array(HEXES);
    projectZones(c, s, CSA, z);
    expect(z[hex(2020)]).toBe(Z_PRIMARY);
    expect(z[hex(2019)]).toBe(0);
  });
  it('R6.1 storing the zones writes nothing else: the combat record of hex 0101, stored after the zones, is kept', () => {
    const s = blank({ side: USA, turn: 4 });
    setCombatU(s, hex(101), 3);
    refreshZoc(c, s);
    expect(combatU(s, hex(101))).toBe(3);
  });
});
