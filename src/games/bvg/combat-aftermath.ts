/**
 * After the dice: capture, retreat and elimination (8.7, CC19, Optional Rule 11 Deathride), disgraced
 * and stranded leaders (8.6), the multiple-battle record (8.3), the end of the attack (8.8 surrender,
 * 8.9 cards turned up, victory), Optional Rule 12 bridgeheads, the post-battle card windows (CC41,
 * CC61, Optional Rule 13 change of base) and the end of the Combat Step (8.9). Part of combat
 * (combat.ts).
 */
import { countRule } from '../../core/header.js';
import { COV_ATLANTIC, COV_CHANGE_BASE, COV_DEATHRIDE, COV_WOUNDED_DISGRACED } from './coverage.js';
import { DONE, enc, OP_YES } from './actions.js';
import { fixFavor, remove, sack, unitToCadre } from './commands.js';
import { commandMayMove } from './deploy.js';
import { K_LEADER, K_NAVAL, SP_GRANT, type BvgContent } from './content.js';
import {
  B_ATT,
  B_ATT_LEADER,
  B_ATT_LOST,
  B_ATT_SIDE,
  B_ATT_TH,
  B_CAPTURED,
  B_DEF,
  B_DEF_LEADER,
  B_DEF_PORT,
  B_FLAGS,
  B_JUMP,
  B_LL_SACKED,
  B_POST,
  B_RESULT,
  B_SEA_PORT,
  B_TGT,
  B_VIII,
  B_USA_REMOVED,
  B_WINNER,
  BF_CAN_RETREAT,
  BF_CROSS,
  BF_DEF_CROSS,
  BF_INVASION,
  BF_SEA_ATT,
  BF_SEA_DEF,
  C_BRIDGE,
  C_DEF0,
  C_DEF1,
  C_FLAGS,
  C_LOC,
  C_PARENT,
  CSA,
  EAST,
  WEST,
  F_BR_ATT,
  F_BR_DEF,
  F_BR_NODEF,
  F_DEFENDED,
  F_FD_BATTLE,
  F_FD_COMBAT,
  F_IN_BATTLE,
  F_RESPONDS,
  F_RAIDED,
  F_UNATT_CS,
  H_DIRTY,
  H_PHASE,
  H_PICK_SIDE,
  LOC_EAST,
  LOC_WEST,
  O_ATLANTIC,
  O_CHANGE_BASE,
  O_DEATHRIDE,
  O_WOUNDED_DISGRACED,
  B_LL_EFFECT,
  H_LAST_LL,
  LL_WOUNDED,
  PH_COMBAT,
  PH_POST,
  PW_CHANGE_BASE,
  PW_CHANGE_BASE_DEF,
  PW_DONE,
  PW_DRAFT_RIOTS,
  PW_SO191,
  R_ATT_ROUTED,
  R_DEF_ROUTED,
  R_SOLDIERS,
  USA,
} from './layout.js';
import { autoSurrender, SB_EAST, SB_WEST, supplyBits, theaterBits } from './map.js';
import { isPesthole, moveCommand, nativeOf, opt, setCtrl, type S } from './state.js';
import { checkAutomaticVictory } from './victory.js';
import { hasKids, tied } from './combat-attack.js';
import { fights } from './combat-resolution.js';

// ---- capture, retreat, elimination (8.7) ----------------------------------------------------------------------
function unitsLeft(c: BvgContent, s: S, side: number): number {
  let n = 0;
  for (let k = c.sideStart[side]; k < c.sideEnd[side]; k++) {
    const l = s[C_LOC + k]!;
    if ((l === LOC_EAST || l === LOC_WEST) && s[C_FLAGS + k]! & F_IN_BATTLE && fights(c, k)) n++;
  }
  return n;
}

export function finishBattle(c: BvgContent, s: S): void {
  const att = s[B_ATT_SIDE]!;
  const def = 1 - att;
  const x = s[B_TGT]!;
  const result = s[B_RESULT]!;
  const winner = s[B_WINNER]!;
  const attLeft = unitsLeft(c, s, att);
  const defLeft = unitsLeft(c, s, def);
  let capture = winner === att || defLeft === 0;
  const aCmd = s[B_ATT_LEADER]!;
  const dCmd = s[B_DEF_LEADER]!;
  // CC19: Grant takes (or holds) his city on a Soldiers' Battle
  if (result === R_SOLDIERS) {
    if (aCmd >= 0 && c.special[aCmd] === SP_GRANT && !s[B_ATT_LOST]) capture = true;
    if (dCmd >= 0 && c.special[dCmd] === SP_GRANT && defLeft > 0) capture = false;
  }
  if (s[B_ATT_LOST]) {
    // 8.7: not captured if the attacking commander is killed, wounded or sacked (Opt 11 Deathride)
    const deathride = opt(s, O_DEATHRIDE) && result === R_DEF_ROUTED && !s[B_LL_SACKED];
    if (!deathride) capture = false;
    else if (capture && attLeft > 0) countRule(s, COV_DEATHRIDE);
  }
  if (attLeft === 0) capture = false; // 8.7: the attacking command was wiped out
  if (capture) {
    setCtrl(s, x, att);
    s[B_CAPTURED] = 1;
    if (defLeft > 0 && !(s[B_FLAGS]! & BF_CAN_RETREAT) && !(def === CSA && isPesthole(c, s, x))) {
      // 8.7 unable to retreat: all units to cadre, leaders sacked
      for (let k = c.sideStart[def]; k < c.sideEnd[def]; k++) {
        if (!(s[C_FLAGS + k]! & F_IN_BATTLE)) continue;
        const l = s[C_LOC + k]!;
        if (l !== LOC_EAST && l !== LOC_WEST) continue;
        if (c.kind[k] === K_LEADER) sack(c, s, k);
        else if (fights(c, k)) unitToCadre(c, s, k);
      }
    }
  }
  if (result === R_ATT_ROUTED) disgrace(c, s, aCmd);
  if (result === R_DEF_ROUTED) disgrace(c, s, dCmd);
  // 8.6 a leader left with nothing under him at the end of a battle is sacked
  for (let pass = 0; pass < 2; pass++) {
    for (let k = 0; k < c.nc; k++) {
      if (!(s[C_FLAGS + k]! & F_IN_BATTLE) || c.kind[k] !== K_LEADER || !onBoardCard(s, k)) continue;
      if (!hasKids(c, s, k)) sack(c, s, k);
    }
  }
  // 8.3 multiple battles: the cities each defending card has defended this turn
  for (let k = 0; k < c.nc; k++) {
    const f = s[C_FLAGS + k]!;
    if (!(f & F_IN_BATTLE)) continue;
    if (c.cardSide[k] === def && onBoardCard(s, k)) {
      s[C_FLAGS + k] = s[C_FLAGS + k]! | F_DEFENDED;
      if (x < 32) s[C_DEF0 + k] = s[C_DEF0 + k]! | (1 << x);
      else s[C_DEF1 + k] = s[C_DEF1 + k]! | (1 << (x - 32));
    }
  }
  s[B_CAPTURED] = capture ? 1 : 0;
  endAttack(c, s);
}
const onBoardCard = (s: S, k: number): boolean => s[C_LOC + k] === LOC_EAST || s[C_LOC + k] === LOC_WEST;

/**
 * 8.6 disgraced: a disfavored commander who is routed leaves the game. One the Leader Losses Table
 * wounded in this battle is already in cadre: he stays there, or (read-8.6-wounded-routed=disgraced)
 * he is disgraced too.
 */
function disgrace(c: BvgContent, s: S, k: number): void {
  if (k < 0 || c.political[k] !== -1) return;
  if (onBoardCard(s, k)) remove(c, s, k);
  else if (woundedHere(s, k) && opt(s, O_WOUNDED_DISGRACED)) {
    countRule(s, COV_WOUNDED_DISGRACED);
    remove(c, s, k);
  }
}
/** Did the Leader Losses Table of this battle wound card k (8.6)? */
const woundedHere = (s: S, k: number): boolean => s[H_LAST_LL] === k + 1 && s[B_LL_EFFECT] === LL_WOUNDED;

/** Opt 12: commands fighting from a sea-supplied bridgehead (or Ft Monroe) are tied to it next turn. */
function bridgeheads(c: BvgContent, s: S, bf: number, capture: boolean): void {
  const att = s[B_ATT_SIDE]!;
  const mark = (side: number, f: number, port: number): void => {
    for (let k = c.sideStart[side]; k < c.sideEnd[side]; k++) {
      if (!(s[C_FLAGS + k]! & F_IN_BATTLE) || !onBoardCard(s, k) || s[C_PARENT + k]! >= 0) continue;
      countRule(s, COV_ATLANTIC); // tied to its bridgehead for the next enemy turn
      s[C_FLAGS + k] = s[C_FLAGS + k]! | f;
      s[C_BRIDGE + k] = tied(s[C_BRIDGE + k]!, f, port);
    }
  };
  if (att === USA) {
    if (bf & BF_INVASION) mark(USA, capture ? F_BR_DEF : F_BR_NODEF, s[B_TGT]!);
    else if (s[B_SEA_PORT]! >= 0 && (bf & BF_SEA_ATT || s[B_JUMP] === c.cities.ftMonroe))
      mark(USA, F_BR_DEF, s[B_SEA_PORT]!);
  } else if (bf & BF_SEA_DEF && s[B_DEF_PORT]! >= 0) mark(USA, F_BR_ATT, s[B_DEF_PORT]!);
}

/** End of one attack: turn up A/D cards (8.9), surrender (8.8), victory, then the post-battle windows. */
export function endAttack(c: BvgContent, s: S): void {
  if (opt(s, O_ATLANTIC)) bridgeheads(c, s, s[B_FLAGS]!, s[B_CAPTURED] === 1);
  for (let k = 0; k < c.nc; k++) {
    const f = s[C_FLAGS + k]!;
    const done = F_IN_BATTLE | F_FD_BATTLE | F_RESPONDS; // 8.9 A/D; 8.3 (an attack cancelled mid-response)
    if (f & done) s[C_FLAGS + k] = f & ~done;
  }
  // Opt 8: after the battle VIII Corps returns to being a lone unit
  const viii = s[B_VIII]!;
  if (viii >= 0 && onBoardCard(s, viii)) s[C_PARENT + viii] = -1;
  fixFavor(c, s, USA);
  fixFavor(c, s, CSA);
  autoSurrender(c, s);
  checkAutomaticVictory(c, s);
  s[B_POST] = 0;
  s[H_PHASE] = PH_POST;
  nextWindow(c, s);
}

// ---- post-battle windows --------------------------------------------------------------------------------------
/** Move to the next window that applies (public conditions only), or back to the Combat Step. */
export function nextWindow(c: BvgContent, s: S): void {
  const att = s[B_ATT_SIDE]!;
  const bf = s[B_FLAGS]!;
  for (;;) {
    const w = s[B_POST]! + 1;
    s[B_POST] = w;
    if (w >= PW_DONE) {
      s[H_PHASE] = PH_COMBAT;
      return;
    }
    if (w === PW_SO191 && att === CSA && nativeOf(c, s, s[B_TGT]!) === USA) {
      s[H_PICK_SIDE] = USA; // CC41: after a CSA attack on a native USA city
      return;
    }
    if (w === PW_DRAFT_RIOTS && s[B_USA_REMOVED]! >= 4) {
      s[H_PICK_SIDE] = CSA; // CC61: four or more Northern steps removed
      return;
    }
    if (w === PW_CHANGE_BASE && opt(s, O_CHANGE_BASE) && s[B_CAPTURED] && bf & BF_CROSS) {
      if (changeBaseOk(c, s)) {
        countRule(s, COV_CHANGE_BASE);
        s[H_PICK_SIDE] = att;
        return;
      }
    }
  }
}

/** Opt 13: the defending command d (a root on the map, 7.3 directives kept) may follow to the other theater. */
function defenderMayFollow(c: BvgContent, s: S, d: number): boolean {
  if (!onBoardCard(s, d) || s[C_PARENT + d]! >= 0) return false;
  return commandMayMove(c, s, d, s[C_LOC + d] === LOC_EAST ? WEST : EAST);
}

/** Opt 13: the captured city traces supply (by sea too) to a base in the other theater. */
function changeBaseOk(c: BvgContent, s: S): boolean {
  const att = s[B_ATT_SIDE]!;
  const other = 1 - s[B_ATT_TH]!;
  const root = s[B_ATT]!;
  if (root < 0 || !onBoardCard(s, root) || s[C_PARENT + root]! >= 0) return false;
  // 7.3: EASTERN/WESTERN THEATER ONLY cards "remain in the indicated theater", whatever the option
  if (!commandMayMove(c, s, root, other)) return false;
  const b = theaterBits(supplyBits(c, s, att, s[B_TGT]!));
  return (b & (other === EAST ? SB_EAST : SB_WEST)) !== 0;
}

export function legalPost(s: S, out: Int32Array, n: number): number {
  out[n++] = DONE;
  const w = s[B_POST]!;
  if (w === PW_CHANGE_BASE || w === PW_CHANGE_BASE_DEF) out[n++] = enc(OP_YES);
  return n;
}

export function applyPost(c: BvgContent, s: S, op: number): void {
  const w = s[B_POST]!;
  if (op === OP_YES && w === PW_CHANGE_BASE) {
    const root = s[B_ATT]!;
    if (onBoardCard(s, root) && s[C_PARENT + root]! < 0) {
      moveCommand(c, s, root, s[C_LOC + root] === LOC_EAST ? LOC_WEST : LOC_EAST);
    }
    // the defender may follow if he defended across theater lines
    const d = s[B_DEF]!;
    if (s[B_FLAGS]! & BF_DEF_CROSS && d >= 0 && defenderMayFollow(c, s, d)) {
      s[B_POST] = PW_CHANGE_BASE_DEF;
      s[H_PICK_SIDE] = 1 - s[B_ATT_SIDE]!;
      return;
    }
  } else if (op === OP_YES && w === PW_CHANGE_BASE_DEF) {
    const d = s[B_DEF]!;
    if (onBoardCard(s, d) && s[C_PARENT + d]! < 0)
      moveCommand(c, s, d, s[C_LOC + d] === LOC_EAST ? LOC_WEST : LOC_EAST);
  }
  nextWindow(c, s);
}

/**
 * 8.9: at the end of the Combat Step B, C and E cards (and raiders) turn face-up. A squadron turned up
 * may now interdict rivers and hold the Mississippi (7.8): surrender and victory are checked again.
 */
export function endCombatStep(c: BvgContent, s: S): void {
  for (let k = 0; k < c.nc; k++) {
    const f = s[C_FLAGS + k]!;
    if (f & F_FD_COMBAT && c.kind[k] === K_NAVAL) s[H_DIRTY] = 1;
    s[C_FLAGS + k] = f & ~(F_FD_COMBAT | F_RAIDED | F_UNATT_CS);
  }
}
