/**
 * What some step actions do when the flow (flow.ts) dispatches them: the end of a Deploy/Move Step,
 * a Reorganization or the Pre-Action (7, 12, 2.4), the actions of the Combat Step (8, 9.6, 10.3,
 * 11.7), and the Regroup Step's actions and extras (13, Opt 10 political generals, CC58/76
 * Reserve/Provisional Corps).
 */
import * as A from './actions.js';
import { startRaid } from './cavalry.js';
import { announcePortAttack, startAttack } from './combat.js';
import { canAttachTo, favorAfter, remove } from './commands.js';
import { K_INF, SP_RESERVE, type BvgContent } from './content.js';
import { endDeployStep } from './deploy.js';
import { restore } from './draw.js';
import {
  C_FLAGS,
  C_LOC,
  C_PARENT,
  C_STEPS,
  F_CADRE_DOWN,
  H_PHASE,
  H_PLAYERS,
  H_SEAT_SUB,
  H_SIDE,
  H_SUPPLY,
  H_TURN_FLAGS,
  LOC_CADRE,
  LOC_EAST,
  LOC_WEST,
  O_POL_GENERALS,
  PH_PREACTION,
  PH_REGROUP,
  PH_REORG,
  TF_REORG,
  USA,
} from './layout.js';
import { isDepleted, opt, type S } from './state.js';
import { beginCombat, beginPlayerTurn, endCombat, endPlayerTurn } from './flow.js';

/** 13 Regroup extras: Opt 10 political generals, CC58 Reserve/Provisional Corps restores. */
export function legalRegroupExtras(c: BvgContent, s: S, out: Int32Array, n: number): number {
  const side = s[H_SIDE]!;
  if (side === USA && opt(s, O_POL_GENERALS) && s[H_SUPPLY + USA]! > 0) {
    // Opt 10: McClellan or Banks on the board, commander or subordinate (the rule sets no condition);
    // the corps attaches under the leadership rules (CC16/CC55: not VIII or XXII Corps) and a theater
    // directive (7.3), Opt 1 aside.
    for (const L of [c.roles.mcclellan, c.roles.banks]) {
      if (L < 0 || (s[C_LOC + L] !== LOC_EAST && s[C_LOC + L] !== LOC_WEST)) continue;
      const t = s[C_LOC + L]! - LOC_EAST;
      for (let k = c.sideStart[USA]; k < c.sideEnd[USA]; k++) {
        if (s[C_LOC + k] !== LOC_CADRE || c.kind[k] !== K_INF || s[C_FLAGS + k]! & F_CADRE_DOWN) continue;
        if ((c.theaterOnly[k]! >= 0 && c.theaterOnly[k] !== t) || !canAttachTo(c, s, k, L)) continue;
        if (!favorAfter(c, s, k, L, s[C_LOC + L]!)) continue; // Opt 6
        out[n++] = A.enc(A.OP_BUY_CORPS, k, L);
      }
    }
  }
  let depleted = false;
  for (let k = c.sideStart[side]; k < c.sideEnd[side]; k++)
    if (
      (s[C_LOC + k] === LOC_EAST || s[C_LOC + k] === LOC_WEST) &&
      isDepleted(c, s, k) &&
      c.kind[k] === K_INF
    )
      depleted = true;
  if (depleted) {
    for (let k = c.sideStart[side]; k < c.sideEnd[side]; k++)
      if (c.special[k] === SP_RESERVE && (s[C_LOC + k] === LOC_EAST || s[C_LOC + k] === LOC_WEST))
        out[n++] = A.enc(A.OP_USE_RESERVE, k);
  }
  return n;
}

/** The end of a Deploy/Move Step (then Combat), Reorganization (then Regroup) or the Pre-Action (2.4). */
export function endDeploy(c: BvgContent, s: S, phase: number): void {
  endDeployStep(c, s, s[H_SIDE]!);
  if (phase === PH_PREACTION) beginPlayerTurn(c, s, USA, false);
  else if (phase === PH_REORG) {
    s[H_TURN_FLAGS] = s[H_TURN_FLAGS]! & ~TF_REORG;
    s[H_PHASE] = PH_REGROUP;
  } else if (s[H_PLAYERS] === 4 && s[H_SEAT_SUB] === 0) s[H_SEAT_SUB] = 1;
  else beginCombat(c, s);
}

/** Combat Step (8): end it, attack, invade (9.6), announce a port attack (11.7) or raid (10.3). */
export function combatAction(c: BvgContent, s: S, a: number): void {
  const op = A.opOf(a);
  const x = A.fa(a);
  const y = A.fb(a);
  if (op === A.OP_DONE) {
    if (s[H_PLAYERS] === 4 && s[H_SEAT_SUB] === 0) s[H_SEAT_SUB] = 1;
    else endCombat(c, s);
  } else if (op === A.OP_ATTACK) startAttack(c, s, x, y, A.fc(a), false);
  else if (op === A.OP_INVADE) startAttack(c, s, x, y, -1, true);
  else if (op === A.OP_PORT_ATTACK) announcePortAttack(c, s, x, y);
  else if (op === A.OP_RAID) startRaid(s);
}

/** Regroup (5): end the turn, restore a card (6.6, 13), buy a corps (Opt 10) or use a Reserve Corps. */
export function regroupAction(c: BvgContent, s: S, a: number): void {
  const op = A.opOf(a);
  const x = A.fa(a);
  const y = A.fb(a);
  if (op === A.OP_DONE) endPlayerTurn(c, s);
  else if (op === A.OP_RESTORE) restore(c, s, s[H_SIDE]!, x);
  else if (op === A.OP_BUY_CORPS) {
    // Opt 10: a corps bought out of cadre joins McClellan or Banks at once
    s[H_SUPPLY + USA] = s[H_SUPPLY + USA]! - 1;
    s[C_LOC + x] = s[C_LOC + y]!;
    s[C_PARENT + x] = y;
    s[C_FLAGS + x] = 0;
    s[C_STEPS + x] = c.steps[x]!;
  } else if (op === A.OP_USE_RESERVE) useReserveCorps(c, s, x);
}

/** CC58/76: discard the surviving Reserve/Provisional Corps to restore up to three depleted corps. */
function useReserveCorps(c: BvgContent, s: S, k: number): void {
  const side = c.cardSide[k]!;
  remove(c, s, k);
  let left = 3;
  for (let j = c.sideStart[side]; j < c.sideEnd[side] && left > 0; j++) {
    if (
      (s[C_LOC + j] === LOC_EAST || s[C_LOC + j] === LOC_WEST) &&
      isDepleted(c, s, j) &&
      c.kind[j] === K_INF
    ) {
      s[C_STEPS + j] = c.steps[j]!;
      left--;
    }
  }
}
