/**
 * 5 Turn Sequence and the one place where actions are dispatched and steps advance.
 *
 * Player turn = Draw/Replace (6), Deploy/Move (7), Combat (8-10), Reorganization (12, optional),
 * Regroup (13); USA first, then CSA (5.1, 5.2). The game ends when the USA deck has run out and the
 * bonus turns are played (17.4), or at an automatic victory (18.4, 18.5). `advance` runs every step
 * that needs no decision and whose outcome is public (forced losses, a lone candidate); steps whose
 * choices depend on a hidden hand are always asked, so the record never reveals a hand.
 */
import { countRule } from '../../core/header.js';
import { COV_GAP } from './coverage.js';
import * as A from './actions.js';
import { legalRaid, legalRaidStart, applyRaid, markFreeCavalry } from './cavalry.js';
import {
  advanceLosses,
  afterLeaderPick,
  applyDefend,
  applyExcess,
  applyLeaderLoss,
  applyPost,
  applyReserve,
  declareSea,
  endCombatStep,
  legalAttacks,
  legalDefend,
  legalExcess,
  legalLeader,
  legalLoss,
  legalPost,
  legalReserve,
  nextWindow,
  slowsCheck,
  tied,
  tiePort,
  startAttack,
  takeLoss,
} from './combat.js';
import { remove } from './commands.js';
import { SP_RESERVE, type BvgContent } from './content.js';
import { applyDeploy, csaForcedMaps, legalDeploy } from './deploy.js';
import { applyDrawAction, beginDrawStep, endDrawStep, legalDraw, legalRestores } from './draw.js';
import { applyPick, legalEnigmas, legalPick, playEnigma } from './enigma.js';
import {
  B_ATT,
  B_ATT_SIDE,
  B_DEF,
  B_FLAGS,
  B_PASSES,
  B_TGT,
  B_TURN,
  BF_JACKSON_WINDOW,
  BR_CONN,
  C_BRIDGE,
  C_DEF0,
  C_DEF1,
  C_FLAGS,
  C_LOC,
  CSA,
  F_ATTACKED,
  F_BR_ATT,
  F_BR_DEF,
  F_BR_NODEF,
  F_DEFENDED,
  F_HAND_LOCK,
  F_OPP_TURN,
  F_NAVAL_MOVED,
  F_RAILED,
  GF_COPPERHEADS,
  GF_HIST_FIRST,
  GF_SO191_NEXT,
  H_DIRTY,
  H_END_LEFT,
  H_FLAGS,
  H_GAP_REROLL,
  H_PHASE,
  H_PICK_SIDE,
  H_PLAYERS,
  H_PTURNS,
  H_SEAT_SUB,
  H_SIDE,
  H_SUPPLY,
  CH_TERMINAL,
  CITY_CAP,
  CH_TURN,
  H_TURN_FLAGS,
  LOC_EAST,
  LOC_WEST,
  PH_COMBAT,
  PH_DEFEND,
  PH_DEPLOY,
  PH_DRAW,
  PH_EXCESS,
  PH_LEADER,
  PH_LOSS,
  PH_OVER,
  PH_PICK,
  PH_PICK_ATTACKER,
  PH_PORT_DECL,
  PH_POST,
  PH_PREACTION,
  PH_RAID_ATT,
  PH_RAID_DEF,
  PH_REGROUP,
  PH_REORG,
  PH_REORG_OFFER,
  PH_RESERVE,
  TF_ATTACKED,
  TF_FREE_TURN,
  TF_MUST_ATTACK,
  TF_NO_ATTACK,
  TF_NO_CARDS,
  TF_RAIDED,
  TF_REORG,
  TF_SO191,
  USA,
} from './layout.js';
import { autoSurrender, recordConnected } from './map.js';
import { DIE_GAP_AGAIN, dieFor, setCtrl, type S } from './state.js';
import { checkAutomaticVictory, finalCheck } from './victory.js';
import { combatAction, endDeploy, legalRegroupExtras, regroupAction } from './steps.js';

// ---- who decides ------------------------------------------------------------------------------------------
/** Side whose decision is pending (also the non-phasing side's choices mid-turn). */
export function toMove(s: S): number {
  switch (s[H_PHASE]) {
    case PH_PORT_DECL:
    case PH_DEFEND:
    case PH_RAID_DEF:
      return 1 - s[H_SIDE]!;
    case PH_RESERVE:
      return s[B_TURN]!;
    case PH_EXCESS:
    case PH_LOSS:
    case PH_LEADER:
    case PH_POST:
    case PH_PICK:
      return s[H_PICK_SIDE]!;
    default:
      return s[H_SIDE]!;
  }
}

/**
 * Four-player seat (side * 2 + 0 East player / 1 West player) whose decision is pending. The theater
 * a decision concerns picks the player: the Deploy/Move and Combat Steps are played by the Eastern
 * player and then the Western one; defences, reserves and losses by the player of the command's
 * theater; draws, supply, restores and raids by the Eastern player (four-player rules 3, 6).
 */
export function seatToMove(c: BvgContent, s: S): number {
  const side = toMove(s);
  if (s[H_PLAYERS] !== 4) return side;
  let sub = 0;
  switch (s[H_PHASE]) {
    case PH_DEPLOY:
    case PH_COMBAT:
    case PH_PICK_ATTACKER:
      sub = s[H_SEAT_SUB]!;
      break;
    case PH_PORT_DECL:
    case PH_DEFEND:
      sub = c.cityTheater[s[B_TGT]!]!;
      // CC21 window: the player of the defending command's theater
      if (s[B_FLAGS]! & BF_JACKSON_WINDOW) sub = s[C_LOC + s[B_DEF]!] === LOC_WEST ? 1 : 0;
      break;
    case PH_EXCESS:
    case PH_LOSS:
    case PH_RESERVE:
    case PH_LEADER: {
      const root = side === s[B_ATT_SIDE] ? s[B_ATT]! : s[B_DEF]!;
      sub = root >= 0 && s[C_LOC + root] === LOC_WEST ? 1 : 0;
      break;
    }
  }
  return side * 2 + sub;
}

// ---- turn sequence ------------------------------------------------------------------------------------------
/** Start a player turn (5.1): per-turn flags, Opt 2 second roll, Special Orders 191, Draw/Replace. */
export function beginPlayerTurn(c: BvgContent, s: S, side: number, freeTurn: boolean): void {
  if (side === USA && s[H_PTURNS]! > 0) s[CH_TURN] = s[CH_TURN]! + 1;
  s[H_PTURNS] = s[H_PTURNS]! + 1;
  s[H_SIDE] = side;
  s[H_SEAT_SUB] = 0;
  let tf = freeTurn ? TF_FREE_TURN | TF_NO_ATTACK : 0;
  const f = s[H_FLAGS]!;
  if (f & GF_HIST_FIRST) {
    // Historical Scenario: the USA plays no cards and must attack; the CSA may not attack.
    if (side === USA) tf |= TF_NO_CARDS | TF_MUST_ATTACK;
    else {
      tf |= TF_NO_ATTACK;
      s[H_FLAGS] = s[H_FLAGS]! & ~GF_HIST_FIRST;
    }
  }
  if (side === USA && f & GF_SO191_NEXT) {
    tf |= TF_SO191; // CC41: +1 on one attack next turn
    s[H_FLAGS] = s[H_FLAGS]! & ~GF_SO191_NEXT;
  }
  s[H_TURN_FLAGS] = tf;
  // Opt 12: a tie holds for the following enemy turn: F_BR_ATT's ends with a USA turn, the others' with a CSA one
  const over = side === CSA && !freeTurn ? F_BR_ATT : F_BR_DEF | F_BR_NODEF;
  for (let k = 0; k < c.nc; k++) {
    let fl = s[C_FLAGS + k]! & ~(F_ATTACKED | F_DEFENDED | F_RAILED | F_NAVAL_MOVED);
    if (c.cardSide[k] === side) fl &= ~F_HAND_LOCK; // CC13: playable again from the next own turn
    if (fl & over) {
      fl &= ~over;
      s[C_BRIDGE + k] = tied(s[C_BRIDGE + k]!, over, -1); // its port byte cleared
    }
    s[C_FLAGS + k] = fl;
    s[C_DEF0 + k] = 0;
    s[C_DEF1 + k] = 0;
  }
  bridgeheadsAtStart(c, s);
  // Opt 2: the second Cumberland Gap roll at the start of the attacker's next turn
  if (s[H_GAP_REROLL] === side) {
    const d = dieFor(s, side, DIE_GAP_AGAIN, c.cities.gap);
    countRule(s, COV_GAP);
    setCtrl(s, c.cities.gap, d <= 3 ? USA : CSA);
    s[H_GAP_REROLL] = -1;
  }
  s[H_PHASE] = PH_DRAW;
  beginDrawStep(c, s);
}

/**
 * Opt 12: the cities connected to each bridgehead port in force this turn, "connected ... at the start
 * of the turn", recorded now for the whole turn.
 */
function bridgeheadsAtStart(c: BvgContent, s: S): void {
  s.fill(0, BR_CONN, BR_CONN + 2 * CITY_CAP);
  for (let k = 0; k < c.nc; k++) {
    const f = s[C_FLAGS + k]!;
    if (f & F_BR_ATT) recordConnected(c, s, c.cardSide[k]!, tiePort(s[C_BRIDGE + k]!, F_BR_ATT));
    if (f & F_BR_DEF) recordConnected(c, s, c.cardSide[k]!, tiePort(s[C_BRIDGE + k]!, F_BR_DEF));
  }
}

export function endPlayerTurn(c: BvgContent, s: S): void {
  const side = s[H_SIDE]!;
  for (let k = 0; k < c.nc; k++) {
    const f = s[C_FLAGS + k]!;
    if (!(f & F_OPP_TURN)) continue;
    s[C_FLAGS + k] = f & ~F_OPP_TURN;
    // CC58: a Reserve/Provisional Corps played in the opponent's turn is discarded at its end
    if (c.special[k] === SP_RESERVE && (s[C_LOC + k] === LOC_EAST || s[C_LOC + k] === LOC_WEST))
      remove(c, s, k);
  }
  // 17.4 end of game after the USA bonus turn
  if (s[H_END_LEFT]! >= 0) {
    if (s[H_END_LEFT] === 0) {
      finalCheck(c, s);
      return;
    }
    s[H_END_LEFT] = s[H_END_LEFT]! - 1;
  }
  if (side === CSA && s[H_FLAGS]! & GF_COPPERHEADS) {
    s[H_FLAGS] = s[H_FLAGS]! & ~GF_COPPERHEADS; // CC40: a free CSA turn, no attacks or raids
    beginPlayerTurn(c, s, CSA, true);
    return;
  }
  beginPlayerTurn(c, s, 1 - side, false);
}

function beginDeploy(c: BvgContent, s: S): void {
  s[H_PHASE] = PH_DEPLOY;
  s[H_SEAT_SUB] = 0;
  if (s[H_SIDE] === CSA) csaForcedMaps(c, s);
}

export function beginCombat(c: BvgContent, s: S): void {
  s[H_PHASE] = PH_COMBAT;
  s[H_SEAT_SUB] = 0;
  markFreeCavalry(c, s);
}

export function endCombat(c: BvgContent, s: S): void {
  endCombatStep(c, s);
  const side = s[H_SIDE]!;
  // 12: reorganize only if no attack or raid was made this turn, for one supply point
  if (!(s[H_TURN_FLAGS]! & (TF_ATTACKED | TF_RAIDED)) && s[H_SUPPLY + side]! > 0) s[H_PHASE] = PH_REORG_OFFER;
  else s[H_PHASE] = PH_REGROUP;
}

// ---- legal actions ------------------------------------------------------------------------------------------
const scratch = new Int32Array(8192);

/** The legal actions of a state that is not over (the engine checks `apply` against them). */
export function legalActions(c: BvgContent, s: S, out: Int32Array): number {
  const side = s[H_SIDE]!;
  let n: number;
  switch (s[H_PHASE]) {
    case PH_DRAW:
      n = legalDraw(c, s, out, 0);
      return legalEnigmas(c, s, side, out, n);
    case PH_DEPLOY:
    case PH_REORG:
    case PH_PREACTION:
      n = legalDeploy(c, s, out, 0);
      if (s[H_PHASE] === PH_DEPLOY) n = legalEnigmas(c, s, side, out, n);
      return n;
    case PH_COMBAT: {
      n = legalAttacks(c, s, out, 0);
      const attacks = n;
      if (s[H_PLAYERS] !== 4 || s[H_SEAT_SUB] === 0) n = legalRaidStart(c, s, out, n);
      n = legalEnigmas(c, s, side, out, n);
      const mustAttack =
        s[H_TURN_FLAGS]! & TF_MUST_ATTACK && !(s[H_TURN_FLAGS]! & TF_ATTACKED) && attacks > 0;
      if (!mustAttack) out[n++] = A.DONE;
      return n;
    }
    case PH_PORT_DECL:
      out[0] = A.enc(A.OP_SEA, 1);
      out[1] = A.enc(A.OP_SEA, 0);
      return 2;
    case PH_PICK_ATTACKER:
      n = legalAttacks(c, s, out, 0, true);
      out[n++] = A.DONE;
      return n;
    case PH_DEFEND:
      n = legalDefend(c, s, out, 0);
      return legalEnigmas(c, s, 1 - side, out, n);
    case PH_EXCESS:
      return legalExcess(c, s, out, 0);
    case PH_RESERVE:
      n = legalReserve(c, s, out, 0);
      return legalEnigmas(c, s, s[B_TURN]!, out, n);
    case PH_LOSS:
      return legalLoss(c, s, out, 0);
    case PH_LEADER:
      return legalLeader(c, s, out, 0);
    case PH_POST:
      n = legalPost(s, out, 0);
      return legalEnigmas(c, s, s[H_PICK_SIDE]!, out, n);
    case PH_RAID_ATT:
    case PH_RAID_DEF:
      return legalRaid(c, s, out, 0);
    case PH_REORG_OFFER:
      out[0] = A.enc(A.OP_YES);
      out[1] = A.DONE;
      return 2;
    case PH_REGROUP:
      n = legalRestores(c, s, side, out, 0);
      n = legalRegroupExtras(c, s, out, n);
      n = legalEnigmas(c, s, side, out, n);
      out[n++] = A.DONE;
      return n;
    case PH_PICK:
      return legalPick(c, s, out, 0);
    default:
      return 0;
  }
}

// ---- apply ------------------------------------------------------------------------------------------------------
/** Play one legal action (the engine checked it against the listed actions) and advance. */
export function playAction(c: BvgContent, s: S, a: number): void {
  dispatch(c, s, a);
  advance(c, s);
}

function dispatch(c: BvgContent, s: S, a: number): void {
  const op = A.opOf(a);
  const x = A.fa(a);
  const y = A.fb(a);
  const z = A.fc(a);
  const phase = s[H_PHASE]!;
  if (op === A.OP_ENIGMA) {
    const usedTurn = playEnigma(c, s, x);
    if (phase === PH_DEFEND && s[H_PHASE] === PH_DEFEND) slowsCheck(c, s);
    else if (phase === PH_RESERVE && usedTurn) {
      s[B_PASSES] = 0; // 8.41: a play is not a pass
      s[B_TURN] = 1 - s[B_TURN]!;
    } else if (phase === PH_POST && s[H_PHASE] === PH_POST) nextWindow(c, s);
    return;
  }
  switch (phase) {
    case PH_DRAW:
      if (op === A.OP_DONE) {
        endDrawStep(c, s);
        beginDeploy(c, s);
      } else applyDrawAction(c, s, op, x);
      return;
    case PH_DEPLOY:
    case PH_REORG:
    case PH_PREACTION:
      if (op !== A.OP_DONE) applyDeploy(c, s, op, x, y, z);
      else endDeploy(c, s, phase);
      return;
    case PH_COMBAT:
      combatAction(c, s, a);
      return;
    case PH_PORT_DECL:
      declareSea(s, x === 1);
      return;
    case PH_PICK_ATTACKER:
      if (op === A.OP_DONE)
        s[H_PHASE] = PH_COMBAT; // no command may attack: the attack fizzles
      else startAttack(c, s, x, y, z, false);
      return;
    case PH_DEFEND:
      applyDefend(c, s, op, x, y);
      return;
    case PH_EXCESS:
      applyExcess(c, s, x);
      return;
    case PH_RESERVE:
      applyReserve(c, s, op, x, y);
      return;
    case PH_LOSS:
      takeLoss(c, s, x);
      return;
    case PH_LEADER:
      applyLeaderLoss(c, s, x);
      afterLeaderPick(c, s);
      return;
    case PH_POST:
      applyPost(c, s, op);
      return;
    case PH_RAID_ATT:
    case PH_RAID_DEF:
      applyRaid(c, s, op, x);
      return;
    case PH_REORG_OFFER:
      if (op === A.OP_YES) {
        s[H_SUPPLY + s[H_SIDE]!] = s[H_SUPPLY + s[H_SIDE]!]! - 1;
        s[H_TURN_FLAGS] = s[H_TURN_FLAGS]! | TF_REORG;
        s[H_PHASE] = PH_REORG;
      } else s[H_PHASE] = PH_REGROUP;
      return;
    case PH_REGROUP:
      regroupAction(c, s, a);
      return;
    case PH_PICK:
      applyPick(c, s, x);
      if (s[H_PHASE] === PH_POST) nextWindow(c, s);
      return;
  }
}

const inBattle = (ph: number): boolean =>
  ph === PH_DEFEND ||
  ph === PH_EXCESS ||
  ph === PH_RESERVE ||
  ph === PH_LOSS ||
  ph === PH_LEADER ||
  ph === PH_PORT_DECL ||
  ph === PH_PICK_ATTACKER;

/** Run every step that needs no decision. */
export function advance(c: BvgContent, s: S): void {
  for (let guard = 0; guard < 10000; guard++) {
    if (s[CH_TERMINAL]) {
      s[H_PHASE] = PH_OVER;
      return;
    }
    const ph = s[H_PHASE]!;
    if (s[H_DIRTY] && !inBattle(ph)) {
      s[H_DIRTY] = 0;
      autoSurrender(c, s);
      checkAutomaticVictory(c, s);
      s[H_DIRTY] = 0;
      continue;
    }
    switch (ph) {
      case PH_LOSS:
        advanceLosses(c, s);
        if (s[H_PHASE] === PH_LOSS) return; // a choice of the unit to lose
        continue;
      case PH_EXCESS:
        if (legalExcess(c, s, scratch, 0) === 1) {
          applyExcess(c, s, A.fa(scratch[0]!));
          continue;
        }
        return;
      case PH_LEADER:
        if (legalLeader(c, s, scratch, 0) === 1) {
          applyLeaderLoss(c, s, A.fa(scratch[0]!));
          afterLeaderPick(c, s);
          continue;
        }
        return;
      case PH_RAID_DEF:
        if (legalRaid(c, s, scratch, 0) === 1) {
          applyRaid(c, s, A.OP_DONE, 0); // no cavalry to defend with (public)
          continue;
        }
        return;
      case PH_PICK:
        if (legalPick(c, s, scratch, 0) === 1) {
          applyPick(c, s, A.fa(scratch[0]!));
          if (s[H_PHASE] === PH_POST) nextWindow(c, s);
          continue;
        }
        return;
      default:
        return;
    }
  }
}
