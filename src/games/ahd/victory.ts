/**
 * Victory (R10.0, R10.1, R11.1, R11.3) and the end of the game (R9.0, R9.1).
 */
import { endGame as endGameHeader } from '../../core/header.js';
import type { AhdContent } from './content.js';
import {
  CSA,
  H_AM,
  H_DETAIL,
  H_END_TURN,
  H_MARCH_END,
  H_PHASE,
  H_END_KIND,
  END_SHORT_GAME,
  CH_TERMINAL,
  CH_TURN,
  O_NOVICE,
  O_SUDDEN_DEATH,
  PH_OVER,
  USA,
  V_ARMY_MAX,
  V_MARCH_TABLE,
  V_SEVEN_CITIES,
  V_SHORT_GAME,
  V_SUDDEN_DEATH,
  V_SURVIVAL,
  V_WASHINGTON,
} from './layout.js';
import { ctrlOf, opt, yearOf, type S } from './state.js';

/** R11.3 table: the Union Decisive threshold per March year; each level below is one less. */
const MARCH_DECISIVE: Readonly<Record<number, number>> = { 1862: 11, 1863: 15, 1864: 19 };
export const MARCH_LEVELS = [
  'Union Decisive',
  'Union Marginal',
  'Union Pyrrhic',
  'Draw (Historical)',
  'Confederate Pyrrhic',
  'Confederate Marginal',
  'Confederate Decisive',
] as const;

export const armyMaxDiff = (s: S): number => s[H_AM + USA]! - s[H_AM + CSA]!;

/** The game is over: the engine's header (margin: the Army Maximum difference), the R11.3 level. */
function endGame(s: S, winner: number, victory: number, detail = -1): void {
  endGameHeader(s, winner, victory, armyMaxDiff(s));
  s[H_DETAIL] = detail;
  s[H_PHASE] = PH_OVER;
}

/** How many of the seven R10.0 victory cities (Confederate Recruitment Cities of value 2-3) the Union controls. */
export function unionCitiesHeld(c: AhdContent, s: S): number {
  const v = c.victoryCities;
  let held = 0;
  for (let i = 0; i < v.length; i++) if (ctrlOf(s, v[i]!) === USA) held++;
  return held;
}

/** R10.0 Union: all seven controlled at once. */
function unionHoldsSevenCities(c: AhdContent, s: S): boolean {
  return unionCitiesHeld(c, s) === c.victoryCities.length;
}

/** R10.0 Confederate conditions 1 and 2. */
function csaInstantWin(c: AhdContent, s: S): number {
  if (ctrlOf(s, c.washington) === CSA) return V_WASHINGTON;
  if (s[H_AM + CSA]! > s[H_AM + USA]!) return V_ARMY_MAX; // "greater than", R10.0 example
  return 0;
}

/**
 * Instant victory checks, run after every change of control (R10.0 "play stops immediately").
 * Under R10.1 the Confederate conditions wait for the end of the Union Player Turn.
 */
export function checkInstantVictory(c: AhdContent, s: S): void {
  if (s[CH_TERMINAL]) return;
  if (unionHoldsSevenCities(c, s)) return endGame(s, USA, V_SEVEN_CITIES);
  if (opt(s, O_NOVICE)) return;
  const v = csaInstantWin(c, s);
  if (v) endGame(s, CSA, v);
}

/** R10.1: at the end of each Union Player Turn the Confederate conditions are checked. */
export function checkNoviceVictory(c: AhdContent, s: S): void {
  if (s[CH_TERMINAL] || !opt(s, O_NOVICE)) return;
  const v = csaInstantWin(c, s);
  if (v) endGame(s, CSA, v);
}

/** Index into MARCH_LEVELS for an Army Maximum difference in the March of `year` (R11.3). */
export function marchLevel(year: number, diff: number): number {
  const d = MARCH_DECISIVE[year]!;
  if (diff >= d) return 0;
  if (diff <= d - 6) return 6;
  return d - diff;
}

/**
 * End of a Game Turn (after the Confederate Player Turn): R11.3 March ending and sudden death,
 * R11.1 short game, R9.0/R10.0 survival. Returns true if the game ended.
 */
export function endOfGameTurn(s: S): boolean {
  if (s[CH_TERMINAL]) return true;
  const turn = s[CH_TURN]!;
  const diff = armyMaxDiff(s);
  const marchEnd = s[H_MARCH_END]!;
  if (marchEnd > 0 && turn === marchEnd) {
    const level = marchLevel(yearOf(turn), diff);
    const winner = level < 3 ? USA : level > 3 ? CSA : -1;
    endGame(s, winner, V_MARCH_TABLE, level);
    return true;
  }
  if (
    opt(s, O_SUDDEN_DEATH) &&
    marchEnd === 0 &&
    MARCH_DECISIVE[yearOf(turn)] !== undefined &&
    turn % 10 === 7
  ) {
    // R11.3 Sudden Death: a Decisive result at the end of a March turn ends the game.
    const level = marchLevel(yearOf(turn), diff);
    if (level === 0 || level === 6) {
      endGame(s, level === 0 ? USA : CSA, V_SUDDEN_DEATH, level);
      return true;
    }
  }
  if (turn >= s[H_END_TURN]!) {
    if (s[H_END_KIND] === END_SHORT_GAME) {
      // R11.1: the Union wins if its Army Maximum is at least five greater.
      endGame(s, diff >= 5 ? USA : CSA, V_SHORT_GAME);
    } else {
      // R10.0 condition 3: the South has survived.
      endGame(s, CSA, V_SURVIVAL);
    }
    return true;
  }
  return false;
}
