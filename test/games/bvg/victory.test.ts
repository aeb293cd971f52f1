/**
 * 18 Victory Conditions on constructed positions: the CSA objectives (18.3), the CSA automatic
 * victories (18.4), the 1864 Elections (18.5) and the end-game check (18.6).
 */
import { describe, expect, it } from 'vitest';
import { bvg } from '../../../src/games/bvg/index.js';
import * as L from '../../../src/games/bvg/layout.js';
import {
  checkAutomaticVictory,
  finalCheck,
  objectivesTotal,
  playElections,
} from '../../../src/games/bvg/victory.js';
import { railnetSevered } from '../../../src/games/bvg/map.js';
import { ctrl, setCtrl } from '../../../src/games/bvg/state.js';
import { c, empty, maps, own, START_MAPS } from './fixture.js';

/** The opening map cards; every city under its native control: no objective achieved (OT 0). */
function start(): Int32Array {
  const s = empty();
  maps(s, START_MAPS);
  return s;
}

/** Northern cities (native USA, 18.3) other than Washington. */
const NORTH = ['baltimore', 'harrisburg', 'harpers-ferry', 'pittsburgh', 'cleveland'];

describe('R18.2 USA objectives', () => {
  it('Richmond, Atlanta and the Shenandoah Valley each count one while the USA controls them', () => {
    const s = start();
    maps(s, { G: 'csa' }); // Atlanta's map card
    const cities = [c.cities.richmond, c.cities.atlanta, c.cities.shenandoah];
    for (const x of cities) expect(ctrl(s, x), c.cityId[x]).not.toBe(L.USA);
    expect(objectivesTotal(c, s)).toBe(0);
    cities.forEach((x, k) => {
      setCtrl(s, x, L.USA);
      expect(objectivesTotal(c, s), c.cityId[x]).toBe(k + 1);
    });
    setCtrl(s, c.cities.richmond, L.CSA); // lost again: no longer counts
    expect(objectivesTotal(c, s)).toBe(2);
  });
});

describe('R18.3 CSA objectives', () => {
  it('each northern city the CSA controls counts one, and a severed USA railnet (14.3) one more', () => {
    const s = start();
    expect(objectivesTotal(c, s)).toBe(0);
    expect(railnetSevered(c, s, L.USA)).toBe(false);
    for (let k = 1; k <= 4; k++) {
      own(s, 'csa', NORTH[k - 1]!);
      expect(objectivesTotal(c, s), `${k} cities`).toBe(-k - (railnetSevered(c, s, L.USA) ? 1 : 0));
    }
    expect(railnetSevered(c, s, L.USA)).toBe(true); // ten northern cities on A and B, six left
    for (const x of NORTH.slice(0, 4)) own(s, 'usa', x); // objectives lost again do not count
    expect(objectivesTotal(c, s)).toBe(0);
  });

  it('a city counts only while its map card is in play', () => {
    const s = start();
    maps(s, { C: 'pro-usa' }); // twelve northern cities: losing Cairo leaves a railnet of eleven
    own(s, 'csa', 'cairo');
    expect(railnetSevered(c, s, L.USA)).toBe(false);
    expect(objectivesTotal(c, s)).toBe(-1);
    s[L.H_MAPVER + 2] = -1; // map C out of play
    expect(railnetSevered(c, s, L.USA)).toBe(false);
    expect(objectivesTotal(c, s)).toBe(0);
  });
});

describe('R18.4 CSA automatic victories', () => {
  /** The opening maps and map C: twelve northern cities, one railnet. */
  const startC = (): Int32Array => {
    const s = start();
    maps(s, { C: 'pro-usa' });
    return s;
  };
  const TWO = ['cairo', 'centralia']; // OT -2: the other ten still form one railnet
  const THREE = [...TWO, 'toledo']; // OT -3: nine left in one railnet
  const FOUR = [...TWO, 'harrisburg']; // OT -4: three cities and the USA railnet severed (14.3)

  it('the CSA capturing Washington is a CSA Strategic Victory, whatever the Objectives Total', () => {
    const s = startC();
    own(s, 'csa', 'washington');
    checkAutomaticVictory(c, s);
    expect(bvg.isTerminal(s)).toBe(true);
    expect(bvg.outcome(s)).toMatchObject({ winner: L.CSA, victory: 'csa-washington' });
  });

  it('an Objectives Total of -4 is a CSA Strategic Victory', () => {
    const s = startC();
    own(s, 'csa', ...FOUR);
    s[L.H_FLAGS] = L.GF_EMANC; // Emancipation does not prevent it
    checkAutomaticVictory(c, s);
    expect(s[L.H_OT]).toBe(-4);
    expect(bvg.outcome(s)).toMatchObject({ winner: L.CSA, victory: 'csa-strategic', margin: -4 });
  });

  it('-3 before Emancipation is a CSA Diplomatic Victory; after it the war goes on', () => {
    const s = startC();
    own(s, 'csa', ...THREE);
    s[L.H_FLAGS] = L.GF_EMANC;
    checkAutomaticVictory(c, s);
    expect(s[L.H_OT]).toBe(-3);
    expect(bvg.isTerminal(s)).toBe(false);
    s[L.H_FLAGS] = 0;
    checkAutomaticVictory(c, s);
    expect(bvg.outcome(s)).toMatchObject({ winner: L.CSA, victory: 'csa-diplomatic', margin: -3 });
  });

  it('-2 ends nothing', () => {
    const s = startC();
    own(s, 'csa', ...TWO);
    checkAutomaticVictory(c, s);
    expect(s[L.H_OT]).toBe(-2);
    expect(bvg.isTerminal(s)).toBe(false);
    expect(s[L.H_PHASE]).not.toBe(L.PH_OVER);
  });

  it('once the game is over, later checks do not change the verdict', () => {
    const s = startC();
    own(s, 'csa', ...THREE);
    checkAutomaticVictory(c, s);
    expect(bvg.outcome(s).victory).toBe('csa-diplomatic');
    own(s, 'csa', 'washington');
    checkAutomaticVictory(c, s);
    expect(bvg.outcome(s)).toMatchObject({ victory: 'csa-diplomatic', margin: -3 });
  });
});

describe('R18.5 the 1864 Elections', () => {
  it('the CSA wins if the Objectives Total is +3 or less when the card is played', () => {
    const s = start();
    playElections(c, s);
    expect(s[L.H_FLAGS]! & L.GF_ELECTIONS).toBe(L.GF_ELECTIONS);
    expect(s[L.H_OT]).toBe(0);
    expect(bvg.outcome(s)).toMatchObject({ winner: L.CSA, victory: 'csa-elections', margin: 0 });
    expect(s[L.H_PHASE]).toBe(L.PH_OVER);
  });
});

describe('R18.6 the end-game check', () => {
  it('after the USA bonus turn the CSA wins an Attritional Victory at +5 or less', () => {
    const s = start();
    own(s, 'csa', 'baltimore');
    finalCheck(c, s);
    expect(bvg.outcome(s)).toMatchObject({ winner: L.CSA, victory: 'csa-attritional', margin: -1 });
    expect(s[L.H_PHASE]).toBe(L.PH_OVER);
  });
});
