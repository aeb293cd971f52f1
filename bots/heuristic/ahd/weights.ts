/**
 * The weights of the A House Divided heuristic bot's priorities (priorities.ts) and board analysis
 * (analysis.ts), one set per side. Both sides play the hand-set weights (HAND_WEIGHTS) unless a tool
 * replaces a side's set in its own thread (`setWeights`): experiments/tools/tune-ahd-heuristic.ts
 * searches one side's set by an evolution strategy against the other side's.
 *
 * Every weight is named after what it does; the comment says which priority reads it.
 */
import { CSA, USA } from '../../../src/games/ahd/layout.js';

export interface Weights {
  /** marchOnObjectives: per box closer to the nearest objective not held. */
  readonly nearObjective: number;
  /** marchOnObjectives: per box closer to the chosen objective. */
  readonly towardTarget: number;
  /** guardKeyBoxes: per unit of exposure removed from a key box. */
  readonly guard: number;
  /** capitalNeed: a capital must hold this multiple of the threat... */
  readonly capitalThreat: number;
  /** capitalNeed: ...and this share of all the enemy force within two Marches by rail. */
  readonly capitalReach: number;
  /** musterForAssault: per box closer to the mustering box, for a dozen strength moved. */
  readonly muster: number;
  /** musterForAssault: penalty for leaving the mustering box other than for the target. */
  readonly leaveMuster: number;
  /** attackAtFavourableOdds: the odds an attack needs to be favourable. */
  readonly attackOdds: number;
  /** attackAtFavourableOdds: how much less the Union needs against its target by the last turn (R10.0). */
  readonly lateOddsDrop: number;
  /** attackAtFavourableOdds: odds below attackOdds still worth a small bonus, from these up. */
  readonly fairOdds: number;
  /** attackAtFavourableOdds: the score of a favourable attack per (2 + box value) x odds. */
  readonly attack: number;
  /** concentrate: per box closer to the front. */
  readonly closeUp: number;
  /** concentrate: penalty for walking alone into a stronger enemy's reach... */
  readonly exposedPenalty: number;
  /** concentrate: ...where the threat is more than this multiple of the force arriving. */
  readonly exposedRatio: number;
  /** movement: cost per unit moved by sea (R4.6: each unit is one March). */
  readonly seaCost: number;
  /** movement: cost of starting a new March. */
  readonly marchCost: number;
  /** retreatWhenLosing: retreat when our strength is below this share of the enemy's (R5.4). */
  readonly retreatBelow: number;
  /** reinforceToWin: reinforce only while our strength is at least this share of the enemy's (R5.5). */
  readonly reinforceAbove: number;
  /** promoteForGrowth: added to the priority of promoting a Veteran unit to Crack (R6.0). */
  readonly promoteVeteran: number;
  /** recruitAtTheFront: penalty for recruiting cavalry rather than infantry. */
  readonly cavalryRecruit: number;
  /** digIn: scale of the entrenchment priority (R4.3). */
  readonly dig: number;
  /** boxValue: per point of our own Recruitment Value in a box (R7.1). */
  readonly ownShield: number;
  /** boxValue: per point of the enemy's Recruitment Value in a box (denied to him). */
  readonly enemyShield: number;
  /** boxValue: a victory city of R10.0... */
  readonly victoryCity: number;
  /** boxValue: ...plus this per victory city the Union already holds (Union only). */
  readonly victoryCityHeld: number;
  /** boxValue: Richmond, on top of being a victory city. */
  readonly richmond: number;
  /** boxValue: a neutral Kentucky box with our Recruitment Value (R8.0, R7.1), to take it first. */
  readonly kentucky: number;
  /** The target: discount per enemy strength next to a candidate objective. */
  readonly targetDefended: number;
  /** The target: discount per box from our strongest stack. */
  readonly targetDistance: number;
}

/** The weights set by hand against the random bot and the heuristic itself (40-game runs). */
export const HAND_WEIGHTS: Weights = {
  nearObjective: 0.3,
  towardTarget: 1.0,
  guard: 1.5,
  capitalThreat: 1.5,
  capitalReach: 0.6,
  muster: 1.2,
  leaveMuster: 1.5,
  attackOdds: 1.5,
  lateOddsDrop: 0.6,
  fairOdds: 1.1,
  attack: 0.5,
  closeUp: 0.25,
  exposedPenalty: 2,
  exposedRatio: 2,
  seaCost: 0.6,
  marchCost: 0.4,
  retreatBelow: 0.6,
  reinforceAbove: 0.7,
  promoteVeteran: 0,
  cavalryRecruit: 0.2,
  dig: 1,
  ownShield: 3,
  enemyShield: 2,
  victoryCity: 6,
  victoryCityHeld: 2,
  richmond: 8,
  kentucky: 0,
  targetDefended: 0.5,
  targetDistance: 0.15,
};

export const WEIGHT_NAMES = Object.keys(HAND_WEIGHTS) as (keyof Weights)[];

const active: Weights[] = [];
active[USA] = HAND_WEIGHTS;
active[CSA] = HAND_WEIGHTS;

/** The weights side `side` plays in this thread. */
export function weightsOf(side: number): Weights {
  return active[side]!;
}

/** Play side `side` with `w` in this thread from now on (the tuning tool's hook). */
export function setWeights(side: number, w: Weights): void {
  active[side] = w;
}
