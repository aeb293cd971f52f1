/**
 * R3.0 Sequence of play, and the one place where actions are dispatched and segments advance.
 *
 * Game Turn = Union Player Turn, then Confederate Player Turn. Player Turn = Movement, Combat,
 * Promotions, Recruitment (R3.0). `advance` runs every step that needs no decision (rolling the
 * march die, a lone battle, a forced volley at a single target, an empty segment) so that the state
 * always rests on a real decision or on the end of the game.
 */
import { IllegalAction } from '../../core/errors.js';
import { countRule } from '../../core/header.js';
import {
  AUTOFIRE,
  OP_BATTLE,
  OP_DONE,
  OP_ENTRENCH,
  OP_INVADE,
  OP_MOVE,
  OP_PROMOTE,
  OP_RECOVER,
  OP_RECRUIT,
  OP_SEA,
  OP_TARGET,
  isCanonical,
  opOf,
} from './actions.js';
import {
  actingSide,
  applyPickBattle,
  applyPreFire,
  applyTarget,
  applyWithdraw,
  closeBattle,
  enemyCount,
  firstBattle,
  hasBattleAfter,
  legalPickBattle,
  legalPreFire,
  legalTargets,
  legalWithdraw,
  preFireHasOptions,
  startBattle,
} from './combat.js';
import type { AhdContent } from './content.js';
import { COV_DRAFT_RIOTS, COV_REFIT } from './coverage.js';
import { captureOccupied } from './control.js';
import {
  CSA,
  F_INVASION,
  F_KY_OPEN,
  FROM_NONE,
  H_ACTIVE,
  H_BATTLE,
  H_BWINNER,
  H_CSA_LOST,
  H_CSA_LOST_PT,
  H_DRAFTS,
  H_FLAGS,
  H_MARCH_DIE,
  H_MARCHES,
  H_PHASE,
  H_PROMOS,
  H_RP,
  H_SIDE,
  H_START_TURN,
  CH_TERMINAL,
  CH_TURN,
  LOC_DRAFT,
  LOC_POOL,
  O_DRAFT_RIOTS,
  O_REFIT,
  PH_BATTLE_PROMO,
  PH_MOVE,
  PH_OVER,
  PH_PICK_BATTLE,
  PH_PRE_FIRE,
  PH_PROMOTE,
  PH_RECRUIT,
  PH_TARGET,
  PH_WITHDRAW,
  ST_CROSSED,
  ST_ENTRENCHED,
  ST_FOUGHT,
  ST_JUMPED,
  ST_PROMOTED,
  ST_REDUCED,
  ST_SEA,
  ST_USED_MASK,
  T_MI,
  U_FROM,
  U_LOC,
  U_ST,
  U_TGT,
  USA,
} from './layout.js';
import {
  applyEntrench,
  applyMove,
  applyRecoverMarch,
  applySea,
  legalMovement,
  movementExhausted,
} from './movement.js';
import {
  applyPromote,
  beginPromotionSegment,
  legalBattlePromotion,
  legalPromotionSegment,
  promotionHasChoice,
} from './promotion.js';
import {
  applyRecoverRP,
  applyRecruit,
  beginRecruitment,
  legalRecruitment,
  recruitmentHasChoice,
} from './recruitment.js';
import { aprilTurnOf, DIE_MARCH, findSlot, opt, relocate, rollFor, type S } from './state.js';
import { checkNoviceVictory, endOfGameTurn } from './victory.js';

/** Seat whose decision is pending. */
export function toMove(s: S): number {
  switch (s[H_PHASE]) {
    case PH_WITHDRAW:
      return 1 - s[H_SIDE]!;
    case PH_PRE_FIRE:
    case PH_TARGET:
      return actingSide(s);
    case PH_BATTLE_PROMO:
      return s[H_BWINNER]!;
    default:
      return s[H_SIDE]!;
  }
}

// ---- segment transitions ------------------------------------------------------------------------------

/** Start of a Player Turn: drafts, per-turn flags, permanent entrenchments, the march die. */
export function beginPlayerTurn(c: AhdContent, s: S): void {
  const side = s[H_SIDE]!;
  const turn = s[CH_TURN]!;
  if (side === USA) {
    s[H_CSA_LOST] = 0; // a new Game Turn (R6.2)
    draft(c, s, turn);
    if (turn >= 6) s[H_FLAGS] = s[H_FLAGS]! | F_KY_OPEN; // R4.12: from the Union 01/02 1862 Player Turn
  } else {
    s[H_CSA_LOST_PT] = 0;
  }
  const clear = ST_USED_MASK | ST_JUMPED | ST_SEA | ST_FOUGHT | ST_PROMOTED | ST_CROSSED;
  for (let u = 0; u < c.nu; u++) {
    let st = s[U_ST + u]! & ~clear;
    const loc = s[U_LOC + u]!;
    // R4.3: any unit that begins a Player Turn in a Permanent Entrenchment box is entrenched.
    if (loc < c.nb && c.perm[loc]) st |= ST_ENTRENCHED;
    s[U_ST + u] = st;
  }
  s.fill(FROM_NONE, U_FROM, U_FROM + c.nu);
  s.fill(-1, U_TGT, U_TGT + c.nu);
  s[H_FLAGS] = s[H_FLAGS]! & ~F_INVASION;
  if (turn === s[H_START_TURN]) {
    // R4.1 / R11.2: two Marches, no roll, on the first Game Turn of a scenario.
    s[H_MARCH_DIE] = 0;
    s[H_MARCHES] = 2;
  } else {
    const die = rollFor(s, side, DIE_MARCH);
    s[H_MARCH_DIE] = die;
    s[H_MARCHES] = die === 1 ? 2 : die; // R4.0: a 1 gives 2 Marches
    if (side === USA && die === 6) s[H_FLAGS] = s[H_FLAGS]! | F_INVASION; // R4.7
  }
  s[H_ACTIVE] = -1;
  s[H_PHASE] = PH_MOVE;
}

/** R7.2 drafts at the start of the 04 Game Turns of 1862-64; R7.3 spreads the 1863 draft. */
function draft(c: AhdContent, s: S, turn: number): void {
  for (let year = 1862; year <= 1864; year++) {
    const april = aprilTurnOf(year);
    const riots = year === 1863 && opt(s, O_DRAFT_RIOTS);
    if (turn === april) {
      s[H_DRAFTS] = s[H_DRAFTS]! + 1;
      if (riots && c.draftSize > 1) countRule(s, COV_DRAFT_RIOTS); // R7.3 holds draftees back
      releaseDraftees(c, s, riots ? 1 : c.draftSize);
    } else if (riots && turn > april && turn <= april + 3) {
      releaseDraftees(c, s, 1); // May, June, July 1863
    }
  }
}

function releaseDraftees(c: AhdContent, s: S, n: number): void {
  for (let k = 0; k < n; k++) {
    const u = findSlot(c, s, USA, T_MI, LOC_DRAFT, 0, 0);
    if (u < 0) return;
    relocate(c, s, u, LOC_POOL);
  }
}

function endMovement(s: S): void {
  s[H_ACTIVE] = -1;
  s[H_PHASE] = PH_PICK_BATTLE;
}

/** End of the Combat Segment: capture (R8.0) with victory checks, recovery (R5.7). */
function endCombatSegment(c: AhdContent, s: S): void {
  captureOccupied(c, s, s[H_SIDE]!);
  if (s[CH_TERMINAL]) return;
  const recover = !opt(s, O_REFIT); // R5.71: no automatic recovery
  let held = false;
  for (let u = 0; u < c.nu; u++) {
    let st = s[U_ST + u]! & ~ST_CROSSED;
    if (recover) st &= ~ST_REDUCED;
    else if (st & ST_REDUCED && s[U_LOC + u]! < c.nb) held = true;
    s[U_ST + u] = st;
  }
  if (held) countRule(s, COV_REFIT); // R5.71 kept a reduced unit reduced
  beginPromotionSegment(s);
  s[H_PHASE] = PH_PROMOTE;
}

function endPlayerTurn(c: AhdContent, s: S): void {
  if (s[H_SIDE] === USA) {
    checkNoviceVictory(c, s); // R10.1
    if (s[CH_TERMINAL]) return;
    s[H_SIDE] = CSA;
  } else {
    if (endOfGameTurn(s)) return; // R9.0, R11.1, R11.3
    s[CH_TURN] = s[CH_TURN]! + 1;
    s[H_SIDE] = USA;
  }
  beginPlayerTurn(c, s);
}

/** Run every step that needs no decision. */
export function advance(c: AhdContent, s: S): void {
  for (;;) {
    if (s[CH_TERMINAL]) {
      s[H_PHASE] = PH_OVER;
      return;
    }
    switch (s[H_PHASE]) {
      case PH_MOVE:
        if (!movementExhausted(c, s)) return;
        endMovement(s);
        break;
      case PH_PICK_BATTLE: {
        const b = firstBattle(c, s);
        if (b < 0) endCombatSegment(c, s);
        else if (!hasBattleAfter(c, s, b))
          startBattle(c, s, b); // a lone battle needs no pick
        else return;
        break;
      }
      case PH_WITHDRAW:
        return;
      case PH_PRE_FIRE:
        if (preFireHasOptions(c, s)) return;
        s[H_PHASE] = PH_TARGET;
        break;
      case PH_TARGET:
        if (enemyCount(s) !== 1) return;
        applyTarget(c, s, AUTOFIRE); // a single target: nothing to announce
        break;
      case PH_BATTLE_PROMO:
        if (legalBattlePromotion(c, s, s[H_BWINNER]!, s[H_BATTLE]!, scratch) > 1) return;
        closeBattle(s);
        break;
      case PH_PROMOTE:
        if (s[H_PROMOS]! > 0 && promotionHasChoice(c, s)) return;
        beginRecruitment(c, s);
        s[H_PHASE] = PH_RECRUIT;
        break;
      case PH_RECRUIT:
        if (recruitmentHasChoice(c, s)) return;
        endPlayerTurn(c, s);
        break;
      default:
        return;
    }
  }
}
const scratch = new Int32Array(4096);

// ---- dispatch ---------------------------------------------------------------------------------------------

export function legalActions(c: AhdContent, s: S, out: Int32Array): number {
  switch (s[H_PHASE]) {
    case PH_MOVE:
      return legalMovement(c, s, out);
    case PH_PICK_BATTLE:
      return legalPickBattle(c, s, out);
    case PH_WITHDRAW:
      return legalWithdraw(c, s, out);
    case PH_PRE_FIRE:
      return legalPreFire(c, s, out);
    case PH_TARGET:
      return legalTargets(c, s, out);
    case PH_BATTLE_PROMO:
      return legalBattlePromotion(c, s, s[H_BWINNER]!, s[H_BATTLE]!, out);
    case PH_PROMOTE:
      return legalPromotionSegment(c, s, out);
    case PH_RECRUIT:
      return legalRecruitment(c, s, out);
    default:
      return 0;
  }
}

/**
 * Play one action and advance to the next decision. The engine has checked that the game is not
 * over and `a` is an integer in range; every other check is here, and each throws IllegalAction
 * before anything changes (this game declares legality 'rules').
 */
export function playAction(c: AhdContent, s: S, a: number): void {
  if (!isCanonical(a)) {
    throw new IllegalAction(a, 'not an action of this game (malformed encoding)');
  }
  const op = opOf(a);
  const phase = s[H_PHASE];
  const bad = (what: string): never => {
    throw new IllegalAction(a, `${what} is not possible in this step`);
  };
  switch (phase) {
    case PH_MOVE:
      if (op === OP_DONE && a === OP_DONE) endMovement(s);
      else if (op === OP_MOVE) applyMove(c, s, a);
      else if (op === OP_ENTRENCH) applyEntrench(c, s, a);
      else if (op === OP_SEA) applySea(c, s, a, false);
      else if (op === OP_INVADE) applySea(c, s, a, true);
      else if (op === OP_RECOVER) applyRecoverMarch(c, s, a);
      else bad('that action');
      break;
    case PH_PICK_BATTLE:
      if (op !== OP_BATTLE) bad('that action');
      applyPickBattle(c, s, a);
      break;
    case PH_WITHDRAW:
      applyWithdraw(c, s, a);
      break;
    case PH_PRE_FIRE:
      applyPreFire(c, s, a);
      break;
    case PH_TARGET:
      if (op !== OP_TARGET && a !== AUTOFIRE) bad('that action');
      applyTarget(c, s, a);
      break;
    case PH_BATTLE_PROMO:
      if (a === OP_DONE) closeBattle(s);
      else if (op === OP_PROMOTE) {
        applyPromote(c, s, a, s[H_BWINNER]!, s[H_BATTLE]!, false);
        closeBattle(s);
      } else bad('that action');
      break;
    case PH_PROMOTE:
      if (a === OP_DONE) s[H_PROMOS] = 0;
      else if (op === OP_PROMOTE) {
        applyPromote(c, s, a, s[H_SIDE]!, -1, true);
        s[H_PROMOS] = s[H_PROMOS]! - 1;
      } else bad('that action');
      break;
    case PH_RECRUIT:
      if (a === OP_DONE) s[H_RP] = 0;
      else if (op === OP_RECRUIT) applyRecruit(c, s, a);
      else if (op === OP_RECOVER) applyRecoverRP(c, s, a);
      else bad('that action');
      break;
    default:
      bad('any action');
  }
  advance(c, s);
}
