/**
 * Victory [18.0-18.5] as checked after a Southern Player-Turn (victory.ts), on constructed positions:
 * the at-large points of the three Union cities, the capitals win, the election check and the margin.
 */
import { describe, expect, it } from 'vitest';
import { CH_MARGIN, CH_TERMINAL, CH_TURN, CH_VICTORY, CH_WINNER } from '../../../src/core/header.js';
import { hexId } from '../../../src/games/acw/grid.js';
import { CSA, G_AT_LARGE, G_SEIZED, USA } from '../../../src/games/acw/layout.js';
import { largestGrid } from '../../../src/games/acw/supply.js';
import {
  V_CAPITALS,
  V_ELECTION,
  V_GRID,
  checkVictory,
  currentMargin,
  minimumGrid,
  verdict,
} from '../../../src/games/acw/victory.js';
import type { OptionSet } from '../../../src/core/game.js';
import type { S } from '../../../src/games/acw/state.js';
import { blank, c, city, put } from './position.js';

/** A board on `turn` with one CSA SP on each named Union city. */
function holding(turn: number, names: string[], options: OptionSet = {}): S {
  const s = blank({ side: CSA, turn, options });
  for (const name of names) put(s, hexId(city(name)), CSA, 1);
  return s;
}

/** The at-large points the check counted: the minimum, less the margin, less the grid without them. */
const counted = (s: S): number => minimumGrid(c, s) - currentMargin(c, s) - largestGrid(c, s, 0);

describe('acw at-large points [18.2, 18.41]', () => {
  it('R18.2, R18.41 seizing Cincinnati on GT4 gives 5 permanent at-large points, Washington on GT11 20 more; each city once', () => {
    const s = holding(4, ['Cincinnati']);
    checkVictory(c, s, false);
    expect(s[G_AT_LARGE]).toBe(5);
    expect(s[G_SEIZED]).toBe(0b010);
    s[CH_TURN] = 11;
    checkVictory(c, s, false);
    expect(s[G_AT_LARGE]).toBe(5);
    put(s, hexId(city('Washington')), CSA, 1);
    s[CH_TERMINAL] = 0;
    checkVictory(c, s, false);
    expect(s[G_SEIZED]).toBe(0b011);
    expect(s[G_AT_LARGE]).toBe(25);
    expect(counted(s)).toBe(25);
  });

  it("R18.2 reading at-large-value=current: a city seized on GT4 counts at the current turn's value", () => {
    const s = holding(4, ['Cairo'], { 'at-large-value': 'current' });
    checkVictory(c, s, false);
    expect(s[G_SEIZED]).toBe(0b100);
    expect(counted(s)).toBe(5);
    s[CH_TURN] = 11;
    expect(counted(s)).toBe(10);
    s[G_SEIZED] = 0b111;
    expect(counted(s)).toBe(40);
  });
});

describe('acw victory check [18.1, 18.2, 18.5]', () => {
  it('R18.2 two of Washington, Cincinnati and Cairo held at the end of a Southern Player-Turn win for the South; one does not', () => {
    const one = holding(4, ['Cairo']);
    checkVictory(c, one, false);
    expect(one[CH_VICTORY] === V_CAPITALS && one[CH_TERMINAL] === 1).toBe(false);
    const two = holding(4, ['Washington', 'Cairo']);
    checkVictory(c, two, false);
    expect(two[CH_TERMINAL]).toBe(1);
    expect(two[CH_WINNER]).toBe(CSA);
    expect(two[CH_VICTORY]).toBe(V_CAPITALS);
    expect(two[CH_MARGIN]).toBe(currentMargin(c, two));
  });

  it("R18.1, R18.41 a grid exactly at the turn's minimum preserves the South; one point less loses", () => {
    expect(verdict(0, 25, 25, 40, false, false)).toBeNull();
    expect(verdict(0, 24, 25, 40, false, false)).toEqual({ winner: USA, victory: V_GRID });
  });

  it('R18.1 election-check: a grid of 40 or more wins after the CSA Player-Turn of GT13, or (after-csa-gt14) only of GT14', () => {
    const big = (turn: number, options: OptionSet = {}): S => {
      const s = holding(turn, [], options);
      s[G_AT_LARGE] = 100;
      checkVictory(c, s, false);
      return s;
    };
    expect(big(12)[CH_TERMINAL]).toBe(0);
    expect(big(13)[CH_VICTORY]).toBe(V_ELECTION);
    expect(big(13)[CH_MARGIN]).toBe(currentMargin(c, big(13)));
    expect(big(13, { 'election-check': 'after-csa-gt14' })[CH_TERMINAL]).toBe(0);
    const late = big(14, { 'election-check': 'after-csa-gt14' });
    expect(late[CH_WINNER]).toBe(CSA);
    expect(late[CH_VICTORY]).toBe(V_ELECTION);
  });
});
