/**
 * The sequence of play [4.0-4.2, 18.1, 19.5] and the dispatch of decisions.
 *
 * Sixteen Game-Turns of two Player-Turns, the Confederate first (19.5: the Union first). A
 * Player-Turn: 1 reinforcements [16], 2 attrition on summer and autumn turns [12], 3 command
 * control [11], 4 supply judgement [10], 5 movement [5], 6 combat [8], 7 supply attrition [10.6].
 * Victory is judged after every Southern Player-Turn; the game ends after the Southern Player-Turn
 * of GT16 (the basic sequence has no Union GT16 Player-Turn) [18.1].
 * Decisions of the non-phasing side inside a phase (militia, retreat, city point, new leader) are
 * pending decisions (P_KIND) with their own side.
 */
import { CH_TURN, chanceAt } from '../../core/header.js';
import { rollD6 } from '../../core/rng.js';
import type { AcwContent } from './content.js';
import { A_END, A_MILITIA, act, kindOf, xOf } from './actions.js';
import { combatActions, playCombat } from './attack.js';
import { CS_DONE, CS_OPENING, openBattle } from './battle.js';
import { battleActions, playBattleChoice } from './choices.js';
import { attrition, commandControl } from './command.js';
import { forceActive, nextDetachment } from './force.js';
import { moveActions, playMove } from './moves.js';
import {
  C_DM,
  C_STAGE,
  CITY_BASE,
  CS_HELD_NORTH,
  CS_INTRINSIC_LOST,
  CSA,
  F_SP,
  G_FIRST,
  G_HALF,
  G_INCENTIVE,
  G_PHASING,
  G_REINF_GROUP,
  G_REINF_LEFT,
  G_TRANSFER,
  P_A,
  P_KIND,
  P_SIDE,
  USA,
} from './layout.js';
import { PK_MILITIA, kentuckyJoins, militiaHexes, placeMilitia } from './militia.js';
import { O_INCENTIVE, O_TRANSFER, opt } from './options.js';
import { openCombat, openMovement, supplyAttrition, supplyJudgement } from './phases.js';
import { cityOwner } from './places.js';
import {
  atLargeCount,
  csaReinforce,
  playReinforce,
  reinforceActions,
  resetReinforcements,
  unionReinforce,
} from './reinforce.js';
import {
  PH_DEPLOY,
  PH_LEE,
  deployHexes,
  deploymentOf,
  leeHexes,
  playDeploy,
  playLee,
  unionExtras,
} from './setup.js';
import { landSP, occupant, setDone, setInactive, setInactiveRow, setFortMovable, type S } from './state.js';
import { checkVictory } from './victory.js';
import { refreshZoc } from './zoc.js';
import { HEXES } from './grid.js';
import { G_DEPLOY_LEFT, G_PHASE } from './layout.js';

const PH_REINF = 3;
export const PH_MOVE = 4;
export const PH_COMBAT = 5;

export function toMove(s: S): number {
  return s[P_KIND] !== 0 ? s[P_SIDE]! : s[G_PHASING]!;
}

const hexes: number[] = [];

export function legalActions(c: AcwContent, s: S, out: Int32Array): number {
  if (s[P_KIND] === PK_MILITIA) {
    militiaHexes(c, s, s[P_A]!, hexes);
    hexes.forEach((h, i) => (out[i] = act(A_MILITIA, h)));
    return hexes.length;
  }
  if (s[P_KIND] !== 0) return battleActions(c, s, out);
  switch (s[G_PHASE]) {
    case PH_DEPLOY:
      return deployHexes(c, s, out);
    case PH_LEE:
      return leeHexes(c, s, out);
    case PH_REINF:
      return reinforceActions(c, s, out);
    case PH_MOVE:
      return moveActions(c, s, out);
    default:
      return combatActions(c, s, out);
  }
}

export function playAction(c: AcwContent, s: S, a: number): void {
  if (s[P_KIND] === PK_MILITIA) {
    placeMilitia(s, xOf(a));
    refreshZoc(c, s);
  } else if (s[P_KIND] !== 0) playBattleChoice(c, s, a);
  else playInPhase(c, s, a);
  advance(c, s);
}

function playInPhase(c: AcwContent, s: S, a: number): void {
  switch (s[G_PHASE]) {
    case PH_DEPLOY:
      return playDeploy(c, s, a);
    case PH_LEE:
      playLee(s, a);
      return afterDeployment(c, s, CSA);
    case PH_REINF:
      return playReinforce(c, s, a);
    case PH_MOVE:
      if (kindOf(a) === A_END) return endMovement(c, s);
      return playMove(c, s, a);
    default:
      if (kindOf(a) === A_END) return endCombat(c, s);
      return playCombat(c, s, a);
  }
}

/** Run every step that needs no decision. */
export function advance(c: AcwContent, s: S): void {
  for (let guard = 0; guard < 100; guard++) {
    if (s[0] === 1 || s[P_KIND] !== 0) return;
    if (s[C_STAGE] === CS_OPENING) {
      openBattle(c, s);
      continue;
    }
    if (s[C_STAGE] === CS_DONE) {
      finishBattle(c, s);
      continue;
    }
    if (s[G_PHASE] === PH_DEPLOY && s[G_DEPLOY_LEFT]! <= 0) {
      deploymentDone(c, s);
      continue;
    }
    if (s[G_PHASE] === PH_REINF && !reinforcementPending(c, s)) {
      afterReinforcements(c, s);
      continue;
    }
    return;
  }
}

function deploymentDone(c: AcwContent, s: S): void {
  const side = s[G_PHASING]!;
  if (side === CSA) {
    s[G_PHASE] = PH_LEE;
    return;
  }
  unionExtras(c, s);
  afterDeployment(c, s, USA);
}

function afterDeployment(c: AcwContent, s: S, side: number): void {
  if (side === s[G_FIRST]) {
    const other = 1 - side;
    s[G_PHASING] = other;
    s[G_PHASE] = PH_DEPLOY;
    s[G_DEPLOY_LEFT] = deploymentOf(c, s, other);
    return;
  }
  startGameTurn(c, s);
}

function startGameTurn(c: AcwContent, s: S): void {
  kentuckyJoins(s);
  s[G_TRANSFER] = 0;
  if (opt(s, O_TRANSFER) && c.tables.year[s[CH_TURN]!]! <= 1862) {
    for (const side of [USA, CSA])
      if (rollD6(s, chanceAt(0)) <= 3) s[G_TRANSFER] = s[G_TRANSFER]! | (1 << side);
  } else s[G_TRANSFER] = 3;
  s[G_HALF] = 0;
  beginPlayerTurn(c, s, s[G_FIRST]!);
}

function beginPlayerTurn(c: AcwContent, s: S, side: number): void {
  s[G_PHASING] = side;
  s[G_PHASE] = PH_REINF;
  resetReinforcements(c, s);
  if (side === CSA) {
    s[G_REINF_GROUP] = 1;
    s[G_REINF_LEFT] = atLargeCount(s);
    s[G_INCENTIVE] = 0;
  } else {
    s[G_REINF_GROUP] = unionReinforce(c, s) ? 10 : 9;
    markNorthernHold(c, s);
  }
}

function reinforcementPending(c: AcwContent, s: S): boolean {
  if (s[G_PHASING] === USA) return s[G_REINF_GROUP] === 10;
  return csaReinforce(c, s);
}

function afterReinforcements(c: AcwContent, s: S): void {
  attrition(c, s);
  commandControl(c, s);
  supplyJudgement(c, s);
  openMovement(c, s);
  s[G_PHASE] = PH_MOVE;
}

function endMovement(c: AcwContent, s: S): void {
  openCombat(c, s);
  s[G_PHASE] = PH_COMBAT;
}

function endCombat(c: AcwContent, s: S): void {
  supplyAttrition(c, s);
  endPlayerTurn(c, s);
}

function endPlayerTurn(c: AcwContent, s: S): void {
  const side = s[G_PHASING]!;
  for (let h = 0; h < HEXES; h++) {
    setInactive(s, h, 0);
    setFortMovable(s, h, 0);
    setInactiveRow(s, h, false);
    setDone(s, h, 0);
  }
  northernCities(c, s, side);
  const gt = s[CH_TURN]!;
  if (side === CSA) {
    const last = gt >= 16;
    checkVictory(c, s, last);
    if (s[0] === 1) return;
  }
  if (s[G_HALF] === 0) {
    s[G_HALF] = 1;
    beginPlayerTurn(c, s, 1 - side);
    return;
  }
  s[CH_TURN] = gt + 1;
  startGameTurn(c, s);
}

/**
 * Northern cities [18.3, 19.6]: held by the South, they recover fully once no Southern unit is in
 * them; 19.6 counts the CSA SP held in them through a Union Player-Turn (Kentucky's after GT2).
 */
function northernCities(c: AcwContent, s: S, side: number): void {
  let incentive = 0;
  c.map.cities.forEach((city, k) => {
    if (cityOwner(c, s, k) !== USA) return;
    const h = city.hex;
    const w = s[CITY_BASE + k]!;
    if (occupant(s, h) === CSA) s[CITY_BASE + k] = w | CS_HELD_NORTH;
    else if (w & CS_HELD_NORTH) s[CITY_BASE + k] = w & ~(CS_HELD_NORTH | CS_INTRINSIC_LOST);
    if (side === USA && opt(s, O_INCENTIVE) && occupant(s, h) === CSA)
      incentive += Math.min(landSP(s, h), (s[CITY_BASE + k]! >> 10) & 1023);
  });
  if (side === USA) s[G_INCENTIVE] = incentive;
}

/** 19.6: CSA SP in each Northern city as the Union Player-Turn begins. */
function markNorthernHold(c: AcwContent, s: S): void {
  c.map.cities.forEach((city, k) => {
    const held = cityOwner(c, s, k) === USA && occupant(s, city.hex) === CSA ? landSP(s, city.hex) : 0;
    s[CITY_BASE + k] = (s[CITY_BASE + k]! & ~(1023 << 10)) | (Math.min(1023, held) << 10);
  });
}

/** The battle is over: back to the Combat Phase, or the Double-Match force goes on. */
function finishBattle(c: AcwContent, s: S): void {
  const dm = s[C_DM] === 1;
  s[C_STAGE] = 0;
  s[C_DM] = 0;
  refreshZoc(c, s);
  if (dm && forceActive(s) && s[F_SP]! <= 0) nextDetachment(s);
}
