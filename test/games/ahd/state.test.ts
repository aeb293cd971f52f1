/**
 * The state's bookkeeping (state.ts): the calendar (R3.0, R9.0), Army Maximums kept with control
 * (R7.1), unit counts, and the occupancy and control hashes the route cache relies on.
 */
import { describe, expect, it } from 'vitest';
import { Sfc32 } from '../../../src/core/rng.js';
import { ahd } from '../../../src/games/ahd/index.js';
import * as L from '../../../src/games/ahd/layout.js';
import {
  aprilTurnOf,
  armyMaxFromControl,
  cavOf,
  countOf,
  ctrlOf,
  infOf,
  marchTurnOf,
  relocate,
  setControl,
  turnLabel,
  unitsOnMap,
  yearOf,
  zobristFromScratch,
} from '../../../src/games/ahd/state.js';
import { box, c, position, unitsAt } from './position.js';

describe('R3.0 / R9.0 the calendar: ten Game Turns a year, 07/1861 to 06/1865', () => {
  it('labels each Game Turn with its month(s) and year', () => {
    const expected: [number, string][] = [
      [1, '07/1861'],
      [4, '10/1861'],
      [5, '11/12/1861'],
      [6, '01/02/1862'],
      [7, '03/1862'],
      [8, '04/1862'],
      [10, '06/1862'],
      [11, '07/1862'],
      [16, '01/02/1863'],
      [40, '06/1865'],
      [45, '11/12/1865'],
    ];
    for (const [turn, label] of expected) expect(turnLabel(turn), `turn ${turn}`).toBe(label);
  });

  it('finds the March (R11.3) and April (R7.2) turns and the year of a turn', () => {
    expect([1862, 1863, 1864].map(marchTurnOf)).toEqual([7, 17, 27]);
    expect([1862, 1863, 1864].map(aprilTurnOf)).toEqual([8, 18, 28]);
    expect([1, 5, 6, 10, 11, 15, 16, 40].map(yearOf)).toEqual([
      1861, 1861, 1862, 1862, 1862, 1862, 1863, 1865,
    ]);
  });
});

describe('R7.1 Army Maximums follow control', () => {
  it("capturing a city with a shield of one's colour raises one's maximum; losing it lowers it", () => {
    const s = position({ side: 'usa', units: [] });
    expect([s[L.H_AM + L.USA], s[L.H_AM + L.CSA]]).toEqual([34, 29]);
    setControl(c, s, box('cairo'), L.CSA, true); // a blue and a red shield
    expect([s[L.H_AM + L.USA], s[L.H_AM + L.CSA]]).toEqual([33, 30]);
    setControl(c, s, box('richmond'), L.USA, true); // red 3: the Union gains nothing
    expect([s[L.H_AM + L.USA], s[L.H_AM + L.CSA]]).toEqual([33, 27]);
    setControl(c, s, box('richmond'), L.USA, false); // the same controller again: no change
    expect([s[L.H_AM + L.USA], s[L.H_AM + L.CSA]]).toEqual([33, 27]);
    for (const side of [L.USA, L.CSA]) expect(s[L.H_AM + side]).toBe(armyMaxFromControl(c, s, side));
  });

  it('a box going back to neutral changes no maximum and nothing else', () => {
    const s = position({ side: 'usa', units: [] });
    for (const b of ['munfordville', 'glasgow', 'louisville']) {
      setControl(c, s, box(b), L.USA, false);
      const before = Int32Array.from(s);
      setControl(c, s, box(b), -1, false);
      expect(ctrlOf(s, box(b))).toBe(-1);
      const changed: number[] = [];
      for (let i = 0; i < s.length; i++) if (s[i] !== before[i]) changed.push(i);
      const expected = [L.H_ZCTRL, L.H_ZCTRL + 1, L.B_CTRL + box(b)];
      if (b === 'louisville') expected.unshift(L.H_AM + L.USA);
      expect(
        changed.sort((x, y) => x - y),
        b,
      ).toEqual(expected.sort((x, y) => x - y));
    }
  });

  it('counts the units in play of each side', () => {
    const s = position({
      side: 'usa',
      units: [
        ['usa', 'Mi', 'chicago'],
        ['usa', 'Vc', 'chicago'],
        ['csa', 'Cc', 'richmond'],
      ],
    });
    expect([unitsOnMap(c, s, L.USA), unitsOnMap(c, s, L.CSA)]).toEqual([2, 1]);
    expect([
      countOf(s, box('chicago'), L.USA),
      cavOf(s, box('chicago'), L.USA),
      infOf(s, box('chicago'), L.USA),
    ]).toEqual([2, 1, 1]);
    expect([
      countOf(s, box('richmond'), L.CSA),
      cavOf(s, box('richmond'), L.CSA),
      infOf(s, box('richmond'), L.CSA),
    ]).toEqual([1, 1, 0]);
    expect(countOf(s, box('richmond'), L.USA)).toBe(0);
  });

  it('relocating reports the box a side has just left empty (for R8.0), and only then', () => {
    const s = position({
      side: 'usa',
      units: [
        ['usa', 'Mi', 'chicago'],
        ['usa', 'Mi', 'chicago'],
      ],
    });
    const [a, b] = unitsAt(s, 'chicago', 'usa');
    expect(relocate(c, s, a!, box('chicago'))).toBe(-1); // not moving at all
    expect(relocate(c, s, a!, box('dayton'))).toBe(-1); // one unit is still there
    expect(relocate(c, s, b!, L.LOC_POOL)).toBe(box('chicago'));
    expect(relocate(c, s, b!, box('chicago'))).toBe(-1); // from the pool: nothing left behind
    expect(countOf(s, box('chicago'), L.USA)).toBe(1);
    expect(countOf(s, box('dayton'), L.USA)).toBe(1);
  });
});

describe('the occupancy and control hashes are kept exactly', () => {
  it('after every action of random games, they equal their recomputation', () => {
    const buf = new Int32Array(ahd.maxActions);
    for (const [scenario, seed] of [
      ['1861-short', 1],
      ['1863', 2],
    ] as const) {
      const s = ahd.create({ scenario, seed, options: { 'r5.71-refitting-the-army': true } });
      const rng = Sfc32.from(seed, 'hash-test');
      for (let step = 0; step < 1500 && !ahd.isTerminal(s); step++) {
        ahd.apply(s, buf[rng.int(ahd.legalActions(s, buf))]!);
        const z = zobristFromScratch(c, s);
        for (let i = 0; i < 6; i++)
          if (s[L.H_ZOB + i] !== z[i]) throw new Error(`hash word ${i} after step ${step}`);
      }
    }
  });

  it('a new game starts with the hashes of its position', () => {
    const s = ahd.create({ scenario: '1861', seed: 1 });
    expect(Array.from(s.subarray(L.H_ZOB, L.H_ZOB + 6))).toEqual(zobristFromScratch(c, s));
    expect(zobristFromScratch(c, s)).not.toEqual([0, 0, 0, 0, 0, 0]);
  });
});
