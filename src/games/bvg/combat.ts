/**
 * 8 Combat, 9.6 Invasions and the supply and theater rules an attack needs (11), split by rule section:
 *  - combat-attack.ts: which commands may attack which cities (8.2, 10.1, 11.1-11.3, 11.6), invasions
 *    (9.6), Optional Rules 3, 9, 12;
 *  - combat-launch.ts: an attack begins (8.1 step 1, 8.2, 3.27, 9.6) and the defender's theaters and
 *    retreat (11.4, 11.5, 11.7, 11.8), Optional Rule 7;
 *  - combat-defence.ts: the defence (8.3 with multiple battles), CC20 The Slows, CC21 Jackson;
 *  - combat-reserves.ts: over-capacity cards (4.5, 8.9 A), reserves and withdrawals (8.41, 8.42);
 *  - combat-resolution.ts: resolution (8.5), step losses, leader losses (8.6), Optional Rule 8;
 *  - combat-aftermath.ts: capture, retreat and elimination (8.7), the end of an attack (8.8, 8.9),
 *    post-battle card windows, Optional Rules 11, 12, 13.
 * This file re-exports what the rest of the game uses.
 *
 * Battle membership is a card flag (F_IN_BATTLE), so a command broken up by a loss keeps fighting as
 * the cards it had. The two commanders are remembered at resolution (B_ATT_LEADER, B_DEF_LEADER).
 */

export { attackInitiative, mayAttack, legalAttacks } from './combat-attack.js';
export { announcePortAttack, declareSea, startAttack, defenderOptions } from './combat-launch.js';
export {
  mayDefend,
  handOfTheater,
  legalDefend,
  slowsCheck,
  abandon,
  applyDefend,
  jacksonMayJoin,
} from './combat-defence.js';
export { legalExcess, applyExcess, legalReserve, applyReserve } from './combat-reserves.js';
export {
  battleStrength,
  resolveBattle,
  fights,
  legalLoss,
  advanceLosses,
  takeLoss,
  legalLeader,
  applyLeaderLoss,
  afterLeaderPick,
} from './combat-resolution.js';
export { nextWindow, legalPost, applyPost, endCombatStep } from './combat-aftermath.js';
