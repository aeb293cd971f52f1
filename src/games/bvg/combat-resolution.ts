/**
 * Resolution (8.5): strengths, die roll modifiers and the Combat Results Table, the casualties of
 * each side, step losses taken in turn (attacker first), and leader losses (8.6); Optional Rule 8,
 * CC19, CC41, CC51, CC60, CC68. Part of combat (combat.ts).
 */
import { enc, OP_LEADER, OP_LOSS } from './actions.js';
import { remove, sack, toCadre, unitToCadre } from './commands.js';
import { EF_BMB, K_CAV, K_INF, K_LEADER, K_NAVAL, SP_VIII, type BvgContent } from './content.js';
import {
  B_ATT,
  B_ATT_LEADER,
  B_ATT_LOST,
  B_ATT_SIDE,
  B_DEF,
  B_DEF_LEADER,
  B_DEF_LOST,
  B_DRM,
  B_FLAGS,
  B_INIT_PEN,
  B_LL_EFFECT,
  B_LL_SACKED,
  B_LL_SIDE,
  B_LOSS,
  B_RED,
  B_RESULT,
  B_TGT,
  B_USA_REMOVED,
  B_VIII,
  B_WHITE,
  B_WINNER,
  BF_INVASION,
  BF_LEADERLESS,
  BF_LEADERS_BOTH,
  BF_INFERNAL,
  BF_MIDDLE,
  C_FLAGS,
  C_LOC,
  C_PARENT,
  C_STEPS,
  CSA,
  F_IN_BATTLE,
  GF_EMANC_ELIG,
  H_FLAGS,
  H_LAST_LL,
  H_LAST_RED,
  H_LAST_RESULT,
  H_LAST_WHITE,
  H_LATEWAR,
  H_PHASE,
  H_PICK_SIDE,
  H_ROLLS,
  H_TURN_FLAGS,
  LL_KILLED,
  LL_SACKED,
  LL_WOUNDED,
  LOC_EAST,
  LOC_WEST,
  O_MIDDLE_DEPT,
  O_SLOWS_DIE,
  OC_DEFEATED,
  OC_ROUTED,
  OC_STALEMATE,
  OC_WINNER,
  PH_LEADER,
  PH_LOSS,
  R_ATT_DEFEATED,
  R_ATT_ROUTED,
  R_DEF_DEFEATED,
  R_DEF_ROUTED,
  R_GENERALS,
  R_SOLDIERS,
  TF_BMB,
  TF_SO191,
  USA,
} from './layout.js';
import { navalSupport } from './map.js';
import { die, faceDown, isDow, isPesthole, nativeOf, opt, strengthOf, type S } from './state.js';
import { finishBattle } from './combat-aftermath.js';

// ---- resolution (8.5) -------------------------------------------------------------------------------------
/** Strength of a side in the battle: active units and leaders (8.5). */
export function battleStrength(c: BvgContent, s: S, side: number): number {
  let str = 0;
  for (let k = c.sideStart[side]; k < c.sideEnd[side]; k++) {
    if (!(s[C_FLAGS + k]! & F_IN_BATTLE) || faceDown(s, k)) continue;
    const l = s[C_LOC + k]!;
    if (l !== LOC_EAST && l !== LOC_WEST) continue;
    if (c.kind[k] === K_NAVAL) continue;
    str += strengthOf(c, s, k);
  }
  return str;
}
function hasActiveLeader(c: BvgContent, s: S, side: number): boolean {
  for (let k = c.sideStart[side]; k < c.sideEnd[side]; k++)
    if (s[C_FLAGS + k]! & F_IN_BATTLE && c.kind[k] === K_LEADER && !faceDown(s, k)) return true;
  return false;
}

/** Commander of a side's battle command: the root (the other command's commander with CC4). */
function commanderOf(s: S, side: number): number {
  return side === s[B_ATT_SIDE] ? s[B_ATT]! : s[B_DEF]!;
}
/** Initiative of a commander (3.3 attack/defend values; 3.4 lone infantry 0; CC49 XVI Corps 0). */
function initiativeOf(c: BvgContent, k: number, attacking: boolean): number {
  if (k < 0 || c.kind[k] === K_INF) return 0;
  return attacking ? c.initAtk[k]! : c.initDef[k]!;
}

/** 8.5: the battle is resolved once both sides have passed on reserves. */
/** One battle as resolved (8.5), for the battle log a person reads (describe.ts); play never reads it. */
export interface BattleRoll {
  readonly target: number;
  readonly attacker: number;
  /** Strengths in the battle, naval support and the pesthole +5 included. */
  readonly aStr: number;
  readonly dStr: number;
  /** Modifier to the red die: 1 per full 10 points of difference, the fort, Enigmas (8.5). */
  readonly drm: number;
  readonly red: number;
  readonly white: number;
  /** R_* result of the Combat Table. */
  readonly result: number;
  /** Side that won, -1 a stalemate (before a Generals' Battle is decided). */
  readonly winner: number;
  /** Steps each side must lose (Casualties Table, by side index). */
  readonly loss: readonly [number, number];
}

let battleLog: BattleRoll[] | null = null;
/** Collect every battle resolved from now on into `log` (null stops); narration replays an action with it. */
export function recordBattles(log: BattleRoll[] | null): void {
  battleLog = log;
}

export function resolveBattle(c: BvgContent, s: S): void {
  const att = s[B_ATT_SIDE]!;
  const def = 1 - att;
  const x = s[B_TGT]!;
  const bf = s[B_FLAGS]!;
  middleDepartment(c, s, x);
  let aStr = battleStrength(c, s, att);
  let dStr = battleStrength(c, s, def);
  if (def === CSA && isPesthole(c, s, x)) dStr += 5; // 8.5 pesthole
  const nav = navalSupport(c, s, x, (bf & BF_INVASION) !== 0); // 9.2-9.4, 9.6
  if (att === USA) aStr += nav;
  else dStr += nav;
  const drm = battleDrm(c, s, aStr, dStr);
  const red = die(s);
  const white = die(s);
  const mred = Math.max(1, Math.min(6, red + drm));
  const result = c.combat[mred - 1]!;
  s[B_RED] = red;
  s[B_WHITE] = white;
  s[B_RESULT] = result;
  s[H_LAST_RED] = red;
  s[H_LAST_WHITE] = white;
  s[H_LAST_RESULT] = result;
  s[H_LAST_LL] = 0;
  s[H_ROLLS] = s[H_ROLLS]! + 1;
  const aCmd = commanderOf(s, att);
  const dCmd = s[B_DEF]!;
  s[B_ATT_LEADER] = c.kind[aCmd] === K_LEADER ? aCmd : -1;
  s[B_DEF_LEADER] = dCmd >= 0 && c.kind[dCmd] === K_LEADER ? dCmd : -1;
  const winner = battleWinner(c, s, result, aStr, dStr);
  s[B_WINNER] = winner;
  // each side's own result: winner, defeated (routed on a rout result), or stalemate
  const own = (side: number, routed: boolean): number =>
    winner < 0 ? OC_STALEMATE : winner === side ? OC_WINNER : routed ? OC_ROUTED : OC_DEFEATED;
  const oa = own(att, result === R_ATT_ROUTED);
  const od = own(def, result === R_DEF_ROUTED);
  const lvl = c.casualtyLevel[white - 1]!;
  s[B_LOSS + att] = casualtiesOf(c, s, att, oa, lvl);
  s[B_LOSS + def] = casualtiesOf(c, s, def, od, lvl);
  if (s[B_FLAGS]! & BF_INFERNAL) s[B_LOSS + CSA] = s[B_LOSS + CSA]! + 1; // Infernal Machines (CC68)
  if (battleLog) {
    const loss: [number, number] = [s[B_LOSS]!, s[B_LOSS + 1]!];
    battleLog.push({ target: x, attacker: att, aStr, dStr, drm, red, white, result, winner, loss });
  }
  let flags = s[B_FLAGS]!;
  if (hasActiveLeader(c, s, att) && hasActiveLeader(c, s, def)) flags |= BF_LEADERS_BOTH;
  s[B_FLAGS] = flags;
  // CC51: a qualifying battle for the Emancipation Proclamation: a Rebel force defeated (losing a
  // Generals' or Soldiers' Battle counts) with five active US corps. Grant taking his city on a
  // Soldiers' Battle he did not win (CC19) defeats no one.
  if (winner === USA && activeCorps(c, s) >= 5) s[H_FLAGS] = s[H_FLAGS]! | GF_EMANC_ELIG;
  s[H_PICK_SIDE] = att;
  s[H_PHASE] = PH_LOSS;
}

/** Opt 8: in USA Late War, VIII Corps joins any battle for the Shenandoah Valley. */
function middleDepartment(c: BvgContent, s: S, x: number): void {
  if (!opt(s, O_MIDDLE_DEPT) || !s[H_LATEWAR + USA] || x !== c.cities.shenandoah) return;
  for (let k = c.sideStart[USA]; k < c.sideEnd[USA]; k++) {
    if (c.special[k] !== SP_VIII || faceDown(s, k) || s[C_FLAGS + k]! & F_IN_BATTLE) continue;
    const l = s[C_LOC + k]!;
    if ((l !== LOC_EAST && l !== LOC_WEST) || (s[C_PARENT + k]! >= 0 && isDow(c, s[C_PARENT + k]!))) continue;
    s[B_VIII] = k;
    s[C_FLAGS + k] = s[C_FLAGS + k]! | F_IN_BATTLE;
    s[B_FLAGS] = s[B_FLAGS]! | BF_MIDDLE;
  }
}

/**
 * 8.5 die roll modifier of the attack: the cards' modifiers, one per full 10 points of strength
 * difference, -1 against a fort, +1 for Special Orders 191 (CC41, used up here) and the Blue Mountain
 * Boys (CC60), -1 for The Slows with the die-roll reading (CC20).
 */
function battleDrm(c: BvgContent, s: S, aStr: number, dStr: number): number {
  const att = s[B_ATT_SIDE]!;
  const x = s[B_TGT]!;
  let drm = s[B_DRM]!;
  if (aStr > dStr) drm += Math.floor((aStr - dStr) / 10);
  else drm -= Math.floor((dStr - aStr) / 10);
  if (c.fort[x]) drm -= 1;
  const tf = s[H_TURN_FLAGS]!;
  if (att === USA && tf & TF_SO191 && nativeOf(c, s, x) === USA) {
    drm += 1; // Special Orders 191
    s[H_TURN_FLAGS] = tf & ~TF_SO191;
  }
  if (att === USA && tf & TF_BMB && bmbTarget(c, x)) drm += 1; // CC60 Blue Mountain Boys
  if (att === USA && s[B_INIT_PEN]! > 0 && opt(s, O_SLOWS_DIE)) drm -= 1;
  return drm;
}

/** The winning side of a Combat Results Table result (8.5), or -1 for a stalemate. */
function battleWinner(c: BvgContent, s: S, result: number, aStr: number, dStr: number): number {
  const att = s[B_ATT_SIDE]!;
  const def = 1 - att;
  const bf = s[B_FLAGS]!;
  switch (result) {
    case R_ATT_ROUTED:
    case R_ATT_DEFEATED:
      return def;
    case R_DEF_DEFEATED:
    case R_DEF_ROUTED:
      return att;
    case R_GENERALS: {
      if (bf & BF_LEADERLESS) return -1; // 9.6
      const ia = initiativeOf(c, commanderOf(s, att), true) - s[B_INIT_PEN]!;
      const id = initiativeOf(c, s[B_DEF]!, false);
      if (ia > id) return att;
      return id > ia || (ia === id && c.gbTieDefender) ? def : -1;
    }
    case R_SOLDIERS:
      // The soldiers decide: the greater strength wins, equal is a stalemate (8.5 "may be a
      // stalemate"; CC51 "losing a ... Soldiers' Battle", CC19, 9.6 leaderless: always a stalemate).
      if (bf & BF_LEADERLESS || !c.sbStrongerWins || aStr === dStr) return -1;
      return aStr > dStr ? att : def;
    default:
      return -1;
  }
}

/**
 * 8.5 Casualties Table: steps `side` must lose for its own result and the casualty level, in the
 * column of its own strength in the battle (active units and leaders, 8.5; 8.42 "withdrawing ... can
 * also reduce the casualties suffered by your force").
 */
function casualtiesOf(c: BvgContent, s: S, side: number, outcome: number, lvl: number): number {
  const cols = c.casualtyCols;
  const str = battleStrength(c, s, side);
  let j = 0;
  while (j + 1 < cols.length && str >= cols[j + 1]!) j++;
  return c.casualties[(outcome * 3 + lvl) * cols.length + j]!;
}
/** Is city x listed on a Blue Mountain Boys card (CC60)? */
function bmbTarget(c: BvgContent, x: number): boolean {
  for (let k = 0; k < c.nc; k++) if (c.effect[k] === EF_BMB && c.bmbCities[k]!.includes(x)) return true;
  return false;
}
function activeCorps(c: BvgContent, s: S): number {
  let n = 0;
  for (let k = c.sideStart[USA]; k < c.sideEnd[USA]; k++)
    if (s[C_FLAGS + k]! & F_IN_BATTLE && c.kind[k] === K_INF && !faceDown(s, k)) n++;
  return n;
}

// ---- step losses (8.5) ------------------------------------------------------------------------------------
/**
 * Cards that fight and take step losses: infantry and cavalry, and Dept. of Washington, which stands
 * for the capital's garrison (a one-step card here: it may defend Washington alone, CC4 reading).
 */
export const fights = (c: BvgContent, k: number): boolean =>
  c.kind[k] === K_INF || c.kind[k] === K_CAV || isDow(c, k);

function lossCandidates(c: BvgContent, s: S, side: number, out: Int32Array | null): number {
  let n = 0;
  for (let pass = 0; pass < 2 && n === 0; pass++) {
    for (let k = c.sideStart[side]; k < c.sideEnd[side]; k++) {
      const l = s[C_LOC + k]!;
      if ((l !== LOC_EAST && l !== LOC_WEST) || !(s[C_FLAGS + k]! & F_IN_BATTLE)) continue;
      if (!fights(c, k)) continue;
      if (pass === 0 && faceDown(s, k)) continue; // active units first
      if (out) out[n] = k;
      n++;
    }
  }
  return n;
}
const lossBuf = new Int32Array(192);

export function legalLoss(c: BvgContent, s: S, out: Int32Array, n: number): number {
  const m = lossCandidates(c, s, s[H_PICK_SIDE]!, lossBuf);
  for (let i = 0; i < m; i++) out[n++] = enc(OP_LOSS, lossBuf[i]!);
  return n;
}

/** Advance the loss phase: apply forced losses; stop when a choice is needed. */
export function advanceLosses(c: BvgContent, s: S): void {
  for (let guard = 0; guard < 64; guard++) {
    const side = s[H_PICK_SIDE]!;
    if (s[B_LOSS + side]! > 0) {
      const m = lossCandidates(c, s, side, lossBuf);
      if (m === 0) s[B_LOSS + side] = 0;
      else if (m === 1) takeLoss(c, s, lossBuf[0]!);
      else return; // a choice
      continue;
    }
    if (side === s[B_ATT_SIDE]) {
      s[H_PICK_SIDE] = 1 - side; // 8.5: attacker first, then defender
      continue;
    }
    leaderLoss(c, s);
    return;
  }
}

export function takeLoss(c: BvgContent, s: S, k: number): void {
  const side = c.cardSide[k]!;
  s[B_LOSS + side] = s[B_LOSS + side]! - 1;
  s[C_STEPS + k] = s[C_STEPS + k]! - 1;
  if (side === USA) s[B_USA_REMOVED] = s[B_USA_REMOVED]! + 1;
  if (s[C_STEPS + k]! <= 0) unitToCadre(c, s, k);
}

// ---- leader losses (8.6) ------------------------------------------------------------------------------------
function leaderLoss(c: BvgContent, s: S): void {
  s[B_LL_SIDE] = -1;
  if (s[B_FLAGS]! & BF_LEADERS_BOTH) {
    const red = s[B_RED]!;
    const white = s[B_WHITE]!;
    const side = red + white === 7 ? USA : red === white ? CSA : -1;
    if (side >= 0) {
      const d = die(s);
      s[B_LL_SIDE] = side;
      s[B_LL_EFFECT] = c.llEffect[d - 1]!;
      const chooser = c.llEnemyChooses[d - 1] ? 1 - side : side;
      const m = leaderCandidates(c, s, side, lossBuf);
      if (m === 1) applyLeaderLoss(c, s, lossBuf[0]!);
      else if (m > 1) {
        s[H_PICK_SIDE] = chooser;
        s[H_PHASE] = PH_LEADER;
        return;
      }
    }
  }
  finishBattle(c, s);
}
function leaderCandidates(c: BvgContent, s: S, side: number, out: Int32Array): number {
  let n = 0;
  for (let k = c.sideStart[side]; k < c.sideEnd[side]; k++) {
    const l = s[C_LOC + k]!;
    if ((l !== LOC_EAST && l !== LOC_WEST) || !(s[C_FLAGS + k]! & F_IN_BATTLE)) continue;
    if (c.kind[k] === K_LEADER && !faceDown(s, k)) out[n++] = k; // 8.6 inactive leaders are ignored
  }
  return n;
}
export function legalLeader(c: BvgContent, s: S, out: Int32Array, n: number): number {
  const m = leaderCandidates(c, s, s[B_LL_SIDE]!, lossBuf);
  for (let i = 0; i < m; i++) out[n++] = enc(OP_LEADER, lossBuf[i]!);
  return n;
}
/** 8.6: killed (out of the game), wounded (cadre face-down) or sacked (cadre, disfavored: out). */
export function applyLeaderLoss(c: BvgContent, s: S, k: number): void {
  const e = s[B_LL_EFFECT]!;
  if (k === s[B_ATT_LEADER]) {
    s[B_ATT_LOST] = 1;
    s[B_LL_SACKED] = e === LL_SACKED ? 1 : 0;
  }
  if (k === s[B_DEF_LEADER]) s[B_DEF_LOST] = 1;
  s[H_LAST_LL] = k + 1;
  if (e === LL_KILLED) remove(c, s, k);
  else if (e === LL_WOUNDED) toCadre(c, s, k, true);
  else sack(c, s, k);
}
export function afterLeaderPick(c: BvgContent, s: S): void {
  finishBattle(c, s);
}
