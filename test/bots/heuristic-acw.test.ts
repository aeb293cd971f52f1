/**
 * The American Civil War heuristic bot's Union priorities on constructed positions: the plan of
 * cuts, holding the cut, running the railroads (issue 25; the win rates against random are measured
 * by `cwsim simulate`, see the acw README).
 */
import { describe, expect, it } from 'vitest';
import { makeBot } from '../../bots/index.js';
import { Analysis } from '../../bots/heuristic/acw/analysis.js';
import { acw } from '../../src/games/acw/index.js';
import { U_BASE, USA } from '../../src/games/acw/layout.js';
import { railDead } from '../../src/games/acw/state.js';
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
});
