/**
 * The American Civil War heuristic bot's Union priorities on constructed positions: the plan of
 * cuts, holding the cut, running the railroads (issue 25; the win rates against random are measured
 * by `cwsim simulate`, see the acw README).
 */
import { describe, expect, it } from 'vitest';
import { makeBot } from '../../bots/index.js';
import * as A from '../../src/games/acw/actions.js';
import { Analysis } from '../../bots/heuristic/acw/analysis.js';
import { acw } from '../../src/games/acw/index.js';
import { CITY_BASE, CS_DESTROYED, G_SEA_LIFT, U_BASE, USA } from '../../src/games/acw/layout.js';
import { HEXES, NBR } from '../../src/games/acw/grid.js';
import { railDead, setRailDead, setSupplyOk, setUSP, supplyOk } from '../../src/games/acw/state.js';
import { cityGrids } from '../../src/games/acw/supply.js';
import { blank, c, city, hex, put, ready } from '../games/acw/position.js';

const choose = (s: Int32Array): string =>
  acw.describe(s, makeBot(acw, 'heuristic', acw.toMove(s), 'h').choose(s));

describe('acw heuristic bot, Union', () => {
  it('planCuts: the plan drives on Chattanooga, the heart of the rail grid [20.1 notes]', () => {
    const an = new Analysis(c);
    an.update(ready(blank({ turn: 11 })), USA);
    expect(an.plan[city('Chattanooga')]).toBeGreaterThan(0);
  });

  it('holdTheCut: a stack that keeps the grid cut keeps three SP there [10.1, 18.1]', () => {
    const s = blank({ turn: 11 });
    put(s, 2518, USA, 5); // Chattanooga
    put(s, 2722, USA, 5); // Atlanta
    const an = new Analysis(c);
    an.update(ready(s), USA);
    expect(Math.max(an.hold[hex(2518)]!, an.hold[hex(2722)]!)).toBeGreaterThan(0);
    expect(an.keep[hex(2722)]).toBe(3);
  });

  it('holdTheCut: of two stacks that cut the same line, one keeps it [10.1, 18.1]', () => {
    // 2725 and 2824 on the railroads south of Atlanta: either stack alone keeps the grid at 81
    // (90 without both); until acw8 each looked free alone and both marched off
    const s = blank({ turn: 11 });
    put(s, 2725, USA, 5);
    put(s, 2824, USA, 5);
    const an = new Analysis(c);
    an.update(ready(s), USA);
    const held = [hex(2725), hex(2824)].filter((h) => an.hold[h]! > 0);
    expect(held).toHaveLength(1);
    expect(an.keep[held[0]!]).toBe(3);
  });

  it('runTheRailroads: a USMRR runs a Southern railroad, which dies for the South [10.5, 10.54]', () => {
    const s = blank({ turn: 5 });
    s[U_BASE] = city('Cairo');
    ready(s);
    expect(choose(s)).toBe('move USMRR 0');
    acw.apply(s, makeBot(acw, 'heuristic', USA, 'h').choose(s));
    const before = c.map.rail.reduce((n, r, h) => n + (r && railDead(s, h) ? 1 : 0), 0);
    for (let i = 0; i < 20 && acw.toMove(s) === USA && /^move \d+ SP/.test(choose(s)); i++)
      acw.apply(s, makeBot(acw, 'heuristic', USA, 'h').choose(s));
    const after = c.map.rail.reduce((n, r, h) => n + (r && railDead(s, h) ? 1 : 0), 0);
    expect(after).toBeGreaterThan(before);
  });

  it('marchOnObjectives: a rail junction off the plan of cuts draws no Union army [10.5, 18.1]', () => {
    // 3705, a junction in West Virginia: holding it cuts nothing once Richmond is gone
    const s = blank({ turn: 11 });
    s[CITY_BASE + c.map.cities.findIndex((k) => k.name === 'Richmond')] = CS_DESTROYED;
    const an = new Analysis(c);
    an.update(ready(s), USA);
    const h = hex(3705);
    expect(an.junctions).toContain(h);
    expect(an.plan[h]).toBe(0);
    const next = Math.min(
      ...[0, 1, 2, 3, 4, 5].map((d) => NBR[h * 6 + d]!).map((t) => (t < 0 ? 1e9 : an.field[t]!)),
    );
    expect(next).toBeLessThan(an.field[h]!);
  });

  it('runTheRailroads: a USMRR with no Southern railroad to run stops at once [10.5]', () => {
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
      const s = blank({ turn: 5 });
      for (let h = 0; h < c.map.rail.length; h++) if (c.map.rail[h]) setRailDead(s, h, true);
      s[U_BASE] = city('Cincinnati');
      ready(s);
      const bot = makeBot(acw, 'heuristic', USA, seed);
      acw.apply(s, bot.choose(s)); // pick the USMRR up
      expect(acw.describe(s, bot.choose(s))).toBe('stop');
    }
  });

  it('strikeTheLargestGrid: a city cut off into a small grid draws less [18.41]', () => {
    const raleigh = (isolated: boolean): number => {
      const s = blank({ turn: 14 });
      if (isolated) setRailDead(s, city('Raleigh'), true);
      const an = new Analysis(c);
      an.update(ready(s), USA);
      return an.field[city('Raleigh')]!;
    };
    const grids = new Float64Array(64);
    const s = blank({ turn: 14 });
    setRailDead(s, city('Raleigh'), true);
    cityGrids(c, ready(s), grids);
    expect(grids[c.map.cities.findIndex((k) => k.name === 'Raleigh')]).toBe(3);
    expect(raleigh(true)).toBeGreaterThan(raleigh(false));
  });

  it('marchOnObjectives: the Union marches on into hexes out of supply, before the election too [10.1]', () => {
    // every hex around Bowling Green out of supply, as before a Confederate stack's zone of control
    const s = blank({ turn: 5 });
    const h = put(s, 2113, USA, 5);
    ready(s);
    expect(supplyOk(s, h)).toBe(true);
    for (let t = 0; t < HEXES; t++) if (t !== h) setSupplyOk(s, t, false);
    const bot = makeBot(acw, 'heuristic', USA, 'h');
    expect(choose(s)).toMatch(/^pick up 5 SP/);
    acw.apply(s, bot.choose(s));
    expect(choose(s)).toMatch(/^move \d+ SP/);
  });

  it('sailInParties: a single SP does not sail off alone, a party of three does [5.9, 5.92]', () => {
    const sail = (sp: number): string => {
      const s = blank({ side: USA, turn: 8 });
      for (const name of ['Richmond', 'Norfolk', 'Raleigh', 'Wilmington', 'New Bern', 'Morehead City']) {
        const k = c.map.cities.findIndex((x) => x.name === name);
        s[CITY_BASE + k] = s[CITY_BASE + k]! | CS_DESTROYED;
      }
      put(s, 4219, USA, sp); // Wilmington, taken
      ready(s);
      s[G_SEA_LIFT] = 10;
      for (let h = 0; h < HEXES; h++) setUSP(s, h, 0);
      acw.apply(s, A.act(A.A_PICK, city('Wilmington'), sp));
      return choose(s);
    };
    expect(sail(1)).toMatch(/^move 1 SP/);
    expect(sail(4)).toMatch(/^sea move 3 SP/);
  });
});
