/**
 * R9.0, R9.1, R10.0, R10.1, R11.1, R11.3: how and when the game ends, on constructed positions played
 * through the game object.
 */
import { describe, expect, it } from 'vitest';
import { ahd } from '../../../src/games/ahd/index.js';
import * as L from '../../../src/games/ahd/layout.js';
import { setControl } from '../../../src/games/ahd/state.js';
import {
  checkInstantVictory,
  checkNoviceVictory,
  endOfGameTurn as endOfGameTurnRule,
  marchLevel,
  MARCH_LEVELS,
  unionCitiesHeld,
} from '../../../src/games/ahd/victory.js';
import { c, endPlayerTurn, findMove, position, type PositionSpec } from './position.js';

/** The seven cities R10.0 names. */
const SEVEN = ['new-orleans', 'charleston', 'mobile', 'wilmington', 'atlanta', 'richmond', 'memphis'];

/**
 * A Confederate Player Turn with no units on the map, Army Maximums set to `usa` and `csa` (the R11.3
 * table and R11.1 read only their difference), played to its end.
 */
function endOfGameTurn(spec: Omit<PositionSpec, 'units' | 'side'>, usa: number, csa: number): Int32Array {
  const s = position({ ...spec, units: [], side: 'csa' });
  s[L.H_AM + L.USA] = usa;
  s[L.H_AM + L.CSA] = csa;
  endPlayerTurn(s);
  return s;
}

describe('R10.0 Union victory: all seven Confederate Recruitment Cities of value 2 or 3', () => {
  it('the seven are the cities the rule names', () => {
    expect(Array.from(c.victoryCities, (b) => c.boxId[b]).sort()).toEqual([...SEVEN].sort());
  });

  it('capturing the last of the seven stops play at once; six are not enough', () => {
    const six = SEVEN.filter((b) => b !== 'memphis');
    const s = position({
      side: 'usa',
      turn: 12,
      control: Object.fromEntries(six.map((b) => [b, 'usa' as const])),
      units: [...six.map((b) => ['usa', 'Mi', b] as ['usa', 'Mi', string]), ['usa', 'Mi', 'grand-junction']],
    });
    expect(unionCitiesHeld(c, s)).toBe(6);
    checkInstantVictory(c, s);
    expect(ahd.isTerminal(s)).toBe(false);
    ahd.apply(s, findMove(s, 'grand-junction', ['memphis'], 'Mi')!);
    expect(ahd.isTerminal(s)).toBe(false); // moving in captures nothing (R8.0)
    ahd.apply(s, 0); // end of movement; no battle; the Combat Segment ends with the capture
    expect(unionCitiesHeld(c, s)).toBe(7);
    expect(ahd.isTerminal(s)).toBe(true);
    expect(ahd.outcome(s)).toMatchObject({ kind: 'win', winner: L.USA, victory: 'seven-cities', turn: 12 });
    expect(ahd.outcome(s).detail).toBe(''); // no March table level
    expect(ahd.outcome(s).margin).toBe(s[L.H_AM + L.USA]! - s[L.H_AM + L.CSA]!);
  });
});

describe('R10.0 Confederate victory', () => {
  const washington = (options = {}) =>
    position({ side: 'csa', options, units: [['csa', 'Mi', 'manassas-junction']] });

  it('1. capturing Washington stops play at once, whatever the Army Maximums', () => {
    const s = washington();
    expect(s[L.H_AM + L.CSA]).toBeLessThan(s[L.H_AM + L.USA]!);
    ahd.apply(s, findMove(s, 'manassas-junction', ['washington'], 'Mi')!);
    expect(ahd.isTerminal(s)).toBe(false);
    ahd.apply(s, 0);
    expect(ahd.isTerminal(s)).toBe(true);
    expect(ahd.outcome(s)).toMatchObject({ winner: L.CSA, victory: 'washington' });
    expect(s[L.H_AM + L.CSA]).toBeLessThan(s[L.H_AM + L.USA]!); // not an Army Maximum victory
  });

  it('Washington is named before the Army Maximum when both hold', () => {
    const s = position({ side: 'usa', control: { washington: 'csa' }, units: [] });
    s[L.H_AM + L.CSA] = 40;
    checkInstantVictory(c, s);
    expect(ahd.outcome(s)).toMatchObject({ winner: L.CSA, victory: 'washington' });
  });

  it("2. an Army Maximum greater than the Union's wins; equal does not (R10.0 example 31 > 30)", () => {
    const s = position({ side: 'usa', units: [] });
    s[L.H_AM + L.USA] = 30;
    s[L.H_AM + L.CSA] = 30;
    checkInstantVictory(c, s);
    expect(ahd.isTerminal(s)).toBe(false);
    s[L.H_AM + L.CSA] = 31;
    checkInstantVictory(c, s);
    expect(ahd.outcome(s)).toMatchObject({ winner: L.CSA, victory: 'army-maximum', margin: -1 });
  });

  it('3. the South survives: at the end of Game Turn 40 the Confederacy wins', () => {
    const s = endOfGameTurn({ turn: 40 }, 60, 10);
    expect(ahd.outcome(s)).toMatchObject({ winner: L.CSA, victory: 'survival', turn: 40, margin: 50 });
    const t = endOfGameTurn({ turn: 39 }, 60, 10);
    expect(ahd.isTerminal(t)).toBe(false);
    expect([t[L.CH_TURN], t[L.H_SIDE]]).toEqual([40, L.USA]);
  });

  it('R9.1 extended game: play goes on after turn 40 and ends with turn 45', () => {
    const x = { 'r9.1-extended-game': true };
    expect(ahd.isTerminal(endOfGameTurn({ turn: 40, options: x }, 60, 10))).toBe(false);
    const s = endOfGameTurn({ turn: 45, options: x }, 60, 10);
    expect(ahd.outcome(s)).toMatchObject({ winner: L.CSA, victory: 'survival', turn: 45 });
  });
});

describe('the end of the game', () => {
  it('once the game is over, later checks do not change the verdict', () => {
    for (const novice of [false, true]) {
      const s = position({
        side: 'usa',
        options: { 'r10.1-novice-union': novice },
        control: Object.fromEntries(SEVEN.map((b) => [b, 'usa' as const])),
        units: [],
      });
      endPlayerTurn(s); // the Union holds the seven cities: it wins at the end of its Combat Segment
      expect(ahd.outcome(s)).toMatchObject({ winner: L.USA, victory: 'seven-cities' });
      setControl(c, s, c.washington, L.CSA, true); // (a position after the end)
      checkInstantVictory(c, s);
      checkNoviceVictory(c, s);
      expect(ahd.outcome(s)).toMatchObject({ winner: L.USA, victory: 'seven-cities' });
    }
  });

  it('a Confederate win stands even if the Union later holds the seven cities', () => {
    const s = endOfGameTurn({ scenario: '1861-short', turn: 10 }, 25, 25); // R11.1: the Confederacy wins
    expect(ahd.outcome(s)).toMatchObject({ winner: L.CSA, victory: 'short-game' });
    for (const b of SEVEN) setControl(c, s, c.boxId.indexOf(b), L.USA, true); // (a position after the end)
    checkInstantVictory(c, s);
    expect(ahd.outcome(s)).toMatchObject({ winner: L.CSA, victory: 'short-game' });
  });

  it('the end of a Game Turn after the game is over changes nothing (R9.0 is not judged again)', () => {
    const s = endOfGameTurn({ turn: 40 }, 40, 20); // R10.0 condition 3: the South survives
    expect(ahd.outcome(s)).toMatchObject({ winner: L.CSA, victory: 'survival' });
    s[L.H_AM + L.CSA] = 10;
    s[L.H_END_KIND] = L.END_SHORT_GAME; // (a position after the end) that would now be a Union win
    expect(endOfGameTurnRule(s)).toBe(true);
    expect(ahd.outcome(s)).toMatchObject({ winner: L.CSA, victory: 'survival', margin: 20 });
  });
});

describe('R10.1 helping a novice Union player', () => {
  const captured = () =>
    position({
      side: 'usa',
      options: { 'r10.1-novice-union': true },
      control: { washington: 'csa' },
      units: [['usa', 'Mi', 'baltimore']],
    });

  it('a Confederate capture of Washington is judged at the end of the Union Player Turn', () => {
    const s = position({
      side: 'csa',
      options: { 'r10.1-novice-union': true },
      units: [['csa', 'Mi', 'manassas-junction']],
    });
    ahd.apply(s, findMove(s, 'manassas-junction', ['washington'], 'Mi')!);
    endPlayerTurn(s); // the Confederate turn ends: no verdict yet
    expect(ahd.isTerminal(s)).toBe(false);
    expect(s[L.H_SIDE]).toBe(L.USA);
    const u = captured(); // the Union does nothing about it in its turn
    endPlayerTurn(u);
    expect(ahd.outcome(u)).toMatchObject({ winner: L.CSA, victory: 'washington', turn: 5 });
  });

  it('the Union may undo the verdict in its Player Turn', () => {
    const s = captured();
    ahd.apply(s, findMove(s, 'baltimore', ['washington'], 'Mi')!);
    endPlayerTurn(s);
    expect(ahd.isTerminal(s)).toBe(false);
    expect(s[L.H_SIDE]).toBe(L.CSA);
  });

  it('the Army Maximum condition waits for the end of the Union Player Turn too', () => {
    const s = position({ side: 'usa', options: { 'r10.1-novice-union': true }, units: [] });
    s[L.H_AM + L.CSA] = s[L.H_AM + L.USA]! + 1;
    checkInstantVictory(c, s);
    expect(ahd.isTerminal(s)).toBe(false);
    endPlayerTurn(s);
    expect(ahd.outcome(s)).toMatchObject({ winner: L.CSA, victory: 'army-maximum' });
  });

  it('the Union seven-cities victory is still immediate', () => {
    const s = position({
      side: 'usa',
      options: { 'r10.1-novice-union': true },
      control: Object.fromEntries(SEVEN.map((b) => [b, 'usa' as const])),
      units: [],
    });
    checkInstantVictory(c, s);
    expect(ahd.outcome(s)).toMatchObject({ winner: L.USA, victory: 'seven-cities' });
  });
});

describe('R11.3 the 03 (March) ending table', () => {
  // The table: Army Maximum difference (Union minus Confederate) in 03 of 1862 / 1863 / 1864.
  const TABLE: [string, number, number, number][] = [
    ['Union Decisive', 11, 15, 19],
    ['Union Marginal', 10, 14, 18],
    ['Union Pyrrhic', 9, 13, 17],
    ['Draw (Historical)', 8, 12, 16],
    ['Confederate Pyrrhic', 7, 11, 15],
    ['Confederate Marginal', 6, 10, 14],
    ['Confederate Decisive', 5, 9, 13],
  ];

  it('gives every level of the table at its stated difference, "+" and "or less" included', () => {
    TABLE.forEach(([name, ...diffs], level) => {
      expect(MARCH_LEVELS[level]).toBe(name);
      [1862, 1863, 1864].forEach((year, k) =>
        expect(marchLevel(year, diffs[k]!), `${name} ${year}`).toBe(level),
      );
    });
    expect(marchLevel(1862, 30)).toBe(0);
    expect(marchLevel(1863, 16)).toBe(0);
    expect(marchLevel(1864, 12)).toBe(6);
    expect(marchLevel(1862, -20)).toBe(6);
  });

  it('ends the game at the close of the chosen March turn and judges by the table', () => {
    const opts = { 'r11.3-march-end': '1863' };
    // 03/1863 is Game Turn 17.
    expect(ahd.isTerminal(endOfGameTurn({ turn: 16, options: opts }, 50, 10))).toBe(false);
    const win = endOfGameTurn({ turn: 17, options: opts }, 34, 20); // 14: Union Marginal
    expect(ahd.outcome(win)).toMatchObject({
      kind: 'win',
      winner: L.USA,
      victory: 'march-table',
      detail: 'Union Marginal',
      margin: 14,
      turn: 17,
    });
    const loss = endOfGameTurn({ turn: 17, options: opts }, 31, 20); // 11: Confederate Pyrrhic
    expect(ahd.outcome(loss)).toMatchObject({ winner: L.CSA, detail: 'Confederate Pyrrhic' });
  });

  it('the Draw (Historical) is a draw: neither side wins', () => {
    const s = endOfGameTurn({ turn: 7, options: { 'r11.3-march-end': '1862' } }, 30, 22); // 8 in 1862
    expect(ahd.outcome(s)).toMatchObject({ kind: 'draw', winner: -1, victory: 'march-table' });
    expect(ahd.outcome(s).detail).toBe('Draw (Historical)');
  });

  it('Sudden Death: a Decisive result at the end of a March turn ends a game played to 06/1865', () => {
    const sd = { 'r11.3-sudden-death': true };
    const u = endOfGameTurn({ turn: 17, options: sd }, 35, 20); // 15 in 1863: Union Decisive
    expect(ahd.outcome(u)).toMatchObject({
      winner: L.USA,
      victory: 'sudden-death',
      detail: 'Union Decisive',
      turn: 17, // the game ends with that Game Turn
    });
    const cs = endOfGameTurn({ turn: 27, options: sd }, 33, 20); // 13 in 1864: Confederate Decisive
    expect(ahd.outcome(cs)).toMatchObject({
      winner: L.CSA,
      victory: 'sudden-death',
      detail: 'Confederate Decisive',
    });
    const d7 = endOfGameTurn({ turn: 7, options: sd }, 31, 20); // 11 in 1862: Union Decisive
    expect(ahd.outcome(d7)).toMatchObject({ winner: L.USA, victory: 'sudden-death' });
    // Not Decisive, not a March turn, no column for 1865, or not playing sudden death: play goes on.
    expect(ahd.isTerminal(endOfGameTurn({ turn: 17, options: sd }, 34, 20))).toBe(false);
    expect(ahd.isTerminal(endOfGameTurn({ turn: 17, options: sd }, 30, 20))).toBe(false);
    expect(ahd.isTerminal(endOfGameTurn({ turn: 16, options: sd }, 60, 20))).toBe(false);
    expect(ahd.isTerminal(endOfGameTurn({ turn: 18, options: sd }, 60, 20))).toBe(false);
    expect(ahd.isTerminal(endOfGameTurn({ turn: 37, options: sd }, 60, 20))).toBe(false);
    expect(ahd.isTerminal(endOfGameTurn({ turn: 17 }, 60, 20))).toBe(false);
  });

  it('Sudden Death applies only to games played to the campaign ending, not to a March ending', () => {
    const both = { 'r11.3-sudden-death': true, 'r11.3-march-end': '1864' };
    expect(ahd.isTerminal(endOfGameTurn({ turn: 7, options: both }, 40, 20))).toBe(false);
    const s = endOfGameTurn({ turn: 27, options: both }, 40, 20);
    expect(ahd.outcome(s)).toMatchObject({ victory: 'march-table', detail: 'Union Decisive' });
  });
});

describe('R11.1 the 1861 Short Game', () => {
  const short = (turn: number, diff: number) =>
    endOfGameTurn({ scenario: '1861-short', turn }, 25 + diff, 25);

  it('at the end of turn 10 the Union wins with an Army Maximum at least five greater', () => {
    expect(ahd.outcome(short(10, 5))).toMatchObject({
      winner: L.USA,
      victory: 'short-game',
      margin: 5,
      turn: 10,
    });
    expect(ahd.outcome(short(10, 12))).toMatchObject({ winner: L.USA, victory: 'short-game' });
  });

  it('failing this, the Confederacy wins', () => {
    expect(ahd.outcome(short(10, 4))).toMatchObject({ winner: L.CSA, victory: 'short-game', margin: 4 });
    expect(ahd.outcome(short(10, 0))).toMatchObject({ winner: L.CSA, victory: 'short-game' });
  });

  it('the game goes on before turn 10', () => {
    const s = short(9, 20);
    expect(ahd.isTerminal(s)).toBe(false);
    expect(s[L.CH_TURN]).toBe(10);
  });
});
