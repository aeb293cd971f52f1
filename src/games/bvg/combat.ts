export { legalAttacks, tied, tiePort } from './combat-attack.js';
export { announcePortAttack, declareSea, startAttack } from './combat-launch.js';
export { handOfTheater, legalDefend, slowsCheck, applyDefend } from './combat-defence.js';
export { legalExcess, applyExcess, legalReserve, applyReserve } from './combat-reserves.js';
export {
  battleStrength,
  legalLoss,
  advanceLosses,
  takeLoss,
  legalLeader,
  applyLeaderLoss,
  afterLeaderPick,
} from './combat-resolution.js';
export { nextWindow, legalPost, applyPost, endCombatStep } from './combat-aftermath.js';
