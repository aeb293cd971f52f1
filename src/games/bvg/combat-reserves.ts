/**
 * Before the dice: over-capacity cards turned face-down (4.5, 8.9 A), then reserves and withdrawals
 * in turn, attacker first, until both pass (8.41, 8.42, 10.2, 11.6 size limits, Optional Rule 7).
 * Part of combat (combat.ts).
 */
import { countRule } from '../../core/header.js';
import { DONE, enc, NONE, OP_DONE, OP_EXCESS, OP_RESERVE, OP_VIII, OP_WITHDRAW } from './actions.js';
import { capacityOver, favorAfter, reserveFits, xviAsCav } from './commands.js';
import { K_CAV, K_INF, K_LEADER, SP_SHERIDAN, SP_VIII, SP_XXII, type BvgContent } from './content.js';
import { COV_MIDDLE_DEPT } from './coverage.js';
import { theaterAllowed } from './deploy.js';
import {
  B_ATT,
  B_ATT_SIDE,
  B_CAV_HAND,
  B_DEF,
  B_FLAGS,
  B_PASSES,
  B_TGT,
  B_TURN,
  B_VIII,
  BF_ATT_ISOLATED,
  BF_DEF_ISOLATED,
  BF_INVASION,
  BF_MIDDLE,
  BF_SEA_ATT,
  BF_SEA_DEF,
  C_BRIDGE,
  C_FLAGS,
  C_LOC,
  C_PARENT,
  F_ATTACKED,
  F_BR_ATT,
  F_FD_BATTLE,
  F_HAND_LOCK,
  F_IN_BATTLE,
  F_OPP_TURN,
  F_RAILED,
  H_LATEWAR,
  H_PHASE,
  H_PICK_SIDE,
  H_SIDE,
  H_TURN_FLAGS,
  LOC_EAST,
  LOC_WEST,
  O_MIDDLE_DEPT,
  PH_EXCESS,
  PH_RESERVE,
  TF_NO_CARDS,
  USA,
} from './layout.js';
import { canLead, faceDown, isDow, opt, rootOf, type S } from './state.js';
import { hasKids, tiePort } from './combat-attack.js';
import { bridgeheadMayDefend, cardMayDefend, handOfTheater } from './combat-defence.js';
import { connectedAtStart } from './map.js';
import { fights, resolveBattle } from './combat-resolution.js';

// ---- over capacity (4.5, 8.9 A) ---------------------------------------------------------------------------
function overLeader(c: BvgContent, s: S, side: number): number {
  for (let k = c.sideStart[side]; k < c.sideEnd[side]; k++) {
    if (!(s[C_FLAGS + k]! & F_IN_BATTLE) || faceDown(s, k) || !canLead(c, k)) continue;
    if (capacityOver(c, s, k, true) > 0) return k;
  }
  return -1;
}

export function beginReserves(c: BvgContent, s: S): void {
  s[B_TURN] = s[B_ATT_SIDE]!;
  s[B_PASSES] = 0;
  if (!nextExcess(c, s)) s[H_PHASE] = PH_RESERVE;
}
/** Start the next over-capacity choice (attacker first); false if none is needed. */
function nextExcess(c: BvgContent, s: S): boolean {
  for (const side of [s[B_ATT_SIDE]!, 1 - s[B_ATT_SIDE]!]) {
    if (overLeader(c, s, side) >= 0) {
      s[H_PICK_SIDE] = side;
      s[H_PHASE] = PH_EXCESS;
      return true;
    }
  }
  return false;
}

export function legalExcess(c: BvgContent, s: S, out: Int32Array, n: number): number {
  const L = overLeader(c, s, s[H_PICK_SIDE]!);
  const side = s[H_PICK_SIDE]!;
  for (let k = c.sideStart[side]; k < c.sideEnd[side]; k++)
    if (s[C_PARENT + k] === L && !faceDown(s, k)) out[n++] = enc(OP_EXCESS, k);
  return n;
}
export function applyExcess(c: BvgContent, s: S, k: number): void {
  flagCommandBelow(c, s, k, F_FD_BATTLE);
  if (!nextExcess(c, s)) s[H_PHASE] = PH_RESERVE;
}
/** Flag a card and everything attached under it. */
function flagCommandBelow(c: BvgContent, s: S, k: number, f: number): void {
  s[C_FLAGS + k] = s[C_FLAGS + k]! | f;
  const side = c.cardSide[k]!;
  for (let j = c.sideStart[side]; j < c.sideEnd[side]; j++)
    if (s[C_PARENT + j] === k) s[C_FLAGS + j] = s[C_FLAGS + j]! | f;
}

// ---- reserves and withdrawals (8.41, 8.42) -----------------------------------------------------------------
const ownRoot = (s: S, side: number): number => (side === s[B_ATT_SIDE] ? s[B_ATT]! : s[B_DEF]!);

function activeUnitsInBattle(c: BvgContent, s: S, side: number): number {
  let n = 0;
  for (let k = c.sideStart[side]; k < c.sideEnd[side]; k++)
    if (s[C_FLAGS + k]! & F_IN_BATTLE && !faceDown(s, k) && fights(c, k)) n++;
  return n;
}

/** Is this side's battle sea-supplied with the one-leader-two-corps limit (11.6, 17.3, 9.6)? */
function sizeLimited(s: S, side: number): boolean {
  const bf = s[B_FLAGS]!;
  if (side === s[B_ATT_SIDE])
    return (bf & BF_INVASION) !== 0 || ((bf & BF_SEA_ATT) !== 0 && !s[H_LATEWAR + USA]);
  return (bf & BF_SEA_DEF) !== 0 && !s[H_LATEWAR + USA];
}

export function legalReserve(c: BvgContent, s: S, out: Int32Array, n: number): number {
  const side = s[B_TURN]!;
  const bf = s[B_FLAGS]!;
  out[n++] = DONE; // pass
  const root = ownRoot(s, side);
  const isAtt = side === s[B_ATT_SIDE];
  const isolated = isAtt ? bf & BF_ATT_ISOLATED : bf & BF_DEF_ISOLATED;
  const noCards = side === USA && (s[H_TURN_FLAGS]! & TF_NO_CARDS) !== 0;
  const t = s[C_LOC + root]! - LOC_EAST;
  if (!isolated && !noCards && root >= 0) {
    const hand = handOfTheater(s, t);
    const limited = sizeLimited(s, side);
    for (let u = c.sideStart[side]; u < c.sideEnd[side]; u++) {
      if (s[C_LOC + u] !== hand || (c.kind[u] !== K_INF && c.kind[u] !== K_CAV)) continue;
      if (s[C_FLAGS + u]! & F_HAND_LOCK || !theaterAllowed(c, s, u, t)) continue;
      if (limited && (c.kind[u] === K_CAV || corpsInBattle(c, s, side) >= 2)) continue;
      // to a leader of the command (8.41: within capacity and the leadership rules)
      for (let L = c.sideStart[side]; L < c.sideEnd[side]; L++) {
        if (!(s[C_FLAGS + L]! & F_IN_BATTLE) || faceDown(s, L) || !canLead(c, L)) continue;
        if (c.special[L] === SP_SHERIDAN && c.kind[u] !== K_INF) continue;
        if (!reserveStructureOk(c, s, u, L) || !reserveFits(c, s, L, u)) continue;
        if (!favorAfter(c, s, u, L, s[C_LOC + root]!)) continue; // Opt 6, "at any time"
        out[n++] = enc(OP_RESERVE, u, L);
      }
      // 8.41/10.2: a cavalry unit pairs with a lone cavalry unit (not one just played from hand)
      if (c.kind[u] === K_CAV && root === rootOf(s, root) && isPairLead(c, s, root) && root !== s[B_CAV_HAND])
        out[n++] = enc(OP_RESERVE, u, NONE);
    }
  }
  // 8.42 withdraw a unit, leaving at least one active unit
  if (activeUnitsInBattle(c, s, side) > 1) {
    for (let u = c.sideStart[side]; u < c.sideEnd[side]; u++) {
      if (!(s[C_FLAGS + u]! & F_IN_BATTLE) || faceDown(s, u)) continue;
      if (c.kind[u] !== K_INF && c.kind[u] !== K_CAV) continue;
      if (u === ownRoot(s, side)) continue;
      out[n++] = enc(OP_WITHDRAW, u);
    }
  }
  if (side === USA) n = legalMiddleDept(c, s, out, n);
  return n;
}

/**
 * Optional Rule 8, The Middle Dept.: during USA Late War, VIII Corps, if not attached to the Dept of
 * Washington, MAY add its strength to any command's attack against or defence of the Shenandoah
 * Valley. It is attached to the command for the battle and counts against a leader's capacity; after
 * the battle it is a lone unit again (combat-aftermath.ts). Offered in the USA's reserve turns: VIII
 * Corps alone on the board (CC16: it is either alone or with the Dept of Washington), active, in the
 * theater of the USA command, to each leader of that command with room for it (8.41 capacity).
 */
function legalMiddleDept(c: BvgContent, s: S, out: Int32Array, n: number): number {
  if (!opt(s, O_MIDDLE_DEPT) || !s[H_LATEWAR + USA] || s[B_TGT] !== c.cities.shenandoah) return n;
  const k = c.roles.viii;
  const root = ownRoot(s, USA);
  if (k < 0 || root < 0 || s[B_VIII]! >= 0) return n;
  const l = s[C_LOC + k]!;
  if ((l !== LOC_EAST && l !== LOC_WEST) || l !== s[C_LOC + root] || s[C_PARENT + k]! >= 0) return n;
  if (faceDown(s, k) || s[C_FLAGS + k]! & F_IN_BATTLE || !viiiMayFight(c, s, k)) return n;
  for (let L = c.sideStart[USA]; L < c.sideEnd[USA]; L++) {
    if (!(s[C_FLAGS + L]! & F_IN_BATTLE) || faceDown(s, L) || !canLead(c, L) || isDow(c, L)) continue;
    if (reserveFits(c, s, L, k)) out[n++] = enc(OP_VIII, k, L);
  }
  return n;
}
/**
 * Opt 8 adds VIII Corps to an attack or a defence, so the limits on attacking and defending hold for it
 * as for any card: attacking, 7.7 (not after moving by rail this turn) and 8.2 (no unit in more than one
 * attack a turn); defending, 8.3 multiple battles; either way its Opt 12 bridgehead restrictions.
 */
function viiiMayFight(c: BvgContent, s: S, k: number): boolean {
  if (s[B_ATT_SIDE] !== USA) return bridgeheadMayDefend(s, k) && cardMayDefend(c, s, k); // Opt 12, 8.3
  const f = s[C_FLAGS + k]!;
  if (f & F_BR_ATT && !connectedAtStart(s, tiePort(s[C_BRIDGE + k]!, F_BR_ATT), s[B_TGT]!)) return false; // Opt 12
  return !(f & (F_RAILED | F_ATTACKED)); // 7.7, 8.2
}
function corpsInBattle(c: BvgContent, s: S, side: number): number {
  let n = 0;
  for (let k = c.sideStart[side]; k < c.sideEnd[side]; k++)
    if (s[C_FLAGS + k]! & F_IN_BATTLE && c.kind[k] === K_INF) n++;
  return n;
}
function isPairLead(c: BvgContent, s: S, r: number): boolean {
  if (s[C_PARENT + r]! >= 0 || hasKids(c, s, r)) return false;
  return c.kind[r] === K_CAV || xviAsCav(c, s, r);
}
function reserveStructureOk(c: BvgContent, s: S, u: number, L: number): boolean {
  const sp = c.special[u]!;
  if (isDow(c, L)) return sp === SP_VIII || sp === SP_XXII;
  if (sp === SP_VIII || sp === SP_XXII) return false;
  if (c.kind[u] === K_CAV) return s[C_PARENT + L]! < 0 && c.kind[L] === K_LEADER;
  return true;
}

export function applyReserve(c: BvgContent, s: S, op: number, a: number, b: number): void {
  const side = s[B_TURN]!;
  if (op === OP_VIII) {
    // Opt 8: VIII Corps joins under leader b for this battle (a reserve play of the USA)
    s[C_PARENT + a] = b;
    const attacking = s[B_ATT_SIDE] === USA ? F_ATTACKED : 0; // 8.2: involved in this attack
    s[C_FLAGS + a] = s[C_FLAGS + a]! | F_IN_BATTLE | attacking;
    s[B_VIII] = a;
    s[B_FLAGS] = s[B_FLAGS]! | BF_MIDDLE;
    countRule(s, COV_MIDDLE_DEPT);
  }
  if (op === OP_DONE) {
    s[B_PASSES] = s[B_PASSES]! + 1;
    if (s[B_PASSES]! >= 2) {
      resolveBattle(c, s);
      return;
    }
  } else {
    s[B_PASSES] = 0;
    if (op === OP_RESERVE) {
      const root = ownRoot(s, side);
      s[C_LOC + a] = s[C_LOC + root]!;
      s[C_PARENT + a] = b === NONE ? root : b;
      s[C_FLAGS + a] = F_IN_BATTLE | (s[H_SIDE] !== side ? F_OPP_TURN : 0);
    } else if (op === OP_WITHDRAW) {
      s[C_FLAGS + a] = s[C_FLAGS + a]! | F_FD_BATTLE;
      // 8.42: a subordinate with no active units is turned face-down too
      const p = s[C_PARENT + a]!;
      if (p >= 0 && c.kind[p] === K_LEADER && s[C_PARENT + p]! >= 0 && !hasActiveChild(c, s, p))
        s[C_FLAGS + p] = s[C_FLAGS + p]! | F_FD_BATTLE;
    }
  }
  s[B_TURN] = 1 - side;
}
function hasActiveChild(c: BvgContent, s: S, p: number): boolean {
  const side = c.cardSide[p]!;
  for (let j = c.sideStart[side]; j < c.sideEnd[side]; j++)
    if (s[C_PARENT + j] === p && !faceDown(s, j)) return true;
  return false;
}
