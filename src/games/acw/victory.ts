/**
 * Victory [18.0-18.5], judged after every Southern Player-Turn [18.1].
 *
 *  - The South wins at once holding two of Washington, Cincinnati and Cairo with army units at the
 *    end of a Southern Player-Turn [18.2], even if its grid has also fallen short [18.5].
 *  - Seizing any of the three gives permanent "at large" points that count for victory only [18.2]
 *    (reading `at-large-value`: the value of the turn of seizure, or the current turn's; each city
 *    once).
 *  - The North wins when the largest Southern grid, at-large points included, is below the turn's
 *    minimum [18.1, 18.41] (19.5: five points lower).
 *  - Election [18.1, 18.41]: on GT13 a grid of 40 or more wins for the South (reading
 *    `election-check`: tested after the CSA Player-Turn of GT13, or of GT14).
 *  - The South wins if the North has not won by the end of GT16 [18.1].
 * Margin: the turn's minimum minus the largest grid (positive: the Union is ahead).
 */
import { CH_TURN, endGame } from '../../core/header.js';
import type { AcwContent } from './content.js';
import { CSA, G_AT_LARGE, G_SEIZED, USA } from './layout.js';
import { O_AT_LARGE_CURRENT, O_ELECTION_GT14, O_REVERSE, opt } from './options.js';
import { occupant, type S } from './state.js';
import { largestGrid } from './supply.js';

export const VICTORY_IDS = ['grid', 'capitals', 'election', 'survival'] as const;
export const V_GRID = 0;
export const V_CAPITALS = 1;
export const V_ELECTION = 2;
export const V_SURVIVAL = 3;
export const VICTORY_TEXT = [
  'Union: the largest Southern supply grid fell below the minimum (18.1)',
  'Confederacy: holds two of Washington, Cincinnati and Cairo (18.2)',
  'Confederacy: the Peace Party wins the 1864 election (18.1)',
  'Confederacy: the South survived to the end of GT16 (18.1)',
];

const CAPITALS = ['Washington', 'Cincinnati', 'Cairo'] as const;

/** The turn's minimum grid [18.41], 5 lower under 19.5. */
export function minimumGrid(c: AcwContent, s: S): number {
  const gt = Math.max(1, Math.min(16, s[CH_TURN]!));
  return Math.max(0, c.tables.csaMinimum[gt]! - (opt(s, O_REVERSE) ? 5 : 0));
}

/** Credit at-large points for the Union cities the South holds now [18.2]. */
function seize(c: AcwContent, s: S): number {
  const gt = s[CH_TURN]!;
  let held = 0;
  CAPITALS.forEach((name, k) => {
    const h = c.map.places.get(name)!;
    if (occupant(s, h) !== CSA) return;
    held++;
    if (s[G_SEIZED]! & (1 << k)) return;
    s[G_SEIZED] = s[G_SEIZED]! | (1 << k);
    s[G_AT_LARGE] = s[G_AT_LARGE]! + c.tables.atLarge[k * 17 + gt]!;
  });
  return held;
}

/** At-large points counted now. */
function atLargePoints(c: AcwContent, s: S): number {
  if (!opt(s, O_AT_LARGE_CURRENT)) return s[G_AT_LARGE]!;
  let n = 0;
  for (let k = 0; k < 3; k++) if (s[G_SEIZED]! & (1 << k)) n += c.tables.atLarge[k * 17 + s[CH_TURN]!]!;
  return n;
}

export interface Verdict {
  readonly winner: number;
  readonly victory: number;
}

/**
 * The verdict after a Southern Player-Turn [18.1-18.5]: `held` Union replacement cities occupied by
 * the South, the largest grid with at-large points, the turn's minimum, whether this is the election
 * check and the last turn. Null: play goes on.
 */
export function verdict(
  held: number,
  grid: number,
  min: number,
  election: number,
  electionTurn: boolean,
  lastTurn: boolean,
): Verdict | null {
  if (held >= 2) return { winner: CSA, victory: V_CAPITALS };
  if (grid < min) return { winner: USA, victory: V_GRID };
  if (electionTurn && grid >= election) return { winner: CSA, victory: V_ELECTION };
  if (lastTurn) return { winner: CSA, victory: V_SURVIVAL };
  return null;
}

/** The check after a Southern Player-Turn; ends the game when a side has won. */
export function checkVictory(c: AcwContent, s: S, lastTurn: boolean): void {
  const held = seize(c, s);
  const grid = largestGrid(c, s, atLargePoints(c, s));
  const min = minimumGrid(c, s);
  const electionTurn = s[CH_TURN] === c.tables.electionTurn + (opt(s, O_ELECTION_GT14) ? 1 : 0);
  const v = verdict(held, grid, min, c.tables.electionThreshold, electionTurn, lastTurn);
  if (v) endGame(s, v.winner, v.victory, min - grid);
}

/** The margin at a forced stop: the current shortfall of the South's grid. */
export function currentMargin(c: AcwContent, s: S): number {
  return minimumGrid(c, s) - largestGrid(c, s, atLargePoints(c, s));
}
