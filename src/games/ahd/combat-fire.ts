/**
 * R5.1-R5.3 targets and fire in a Battle Round: which enemy units each firing unit may aim at (R5.2,
 * with the R5.2 like-targets optional rule), the modified Combat Value of each shot (R5.31-R5.34:
 * entrenchment, Crack Infantry, river crossings, R6.1 experience), automatic targeting when nothing
 * is left to choose, and the fire itself (a hit reduces a unit, a second eliminates it). Part of combat
 * (combat.ts).
 */
import { IllegalAction } from '../../core/errors.js';
import { rollD6 } from '../../core/rng.js';
import { encTarget, AUTOFIRE, tgFirer, tgSlot } from './actions.js';
import type { AhdContent } from './content.js';
import { onVacated } from './control.js';
import {
  CSA,
  F_REINFORCED,
  H_BATTLE,
  H_BPART,
  H_CSA_LOST,
  H_CSA_LOST_PT,
  H_FLAGS,
  H_LAST_HITS,
  H_PHASE,
  H_REINF,
  H_RNG,
  H_ROUND,
  NTYPES,
  O_LIKE_TARGETS,
  PH_PRE_FIRE,
  PH_TARGET,
  ST_CROSSED,
  ST_ENTRENCHED,
  ST_REDUCED,
  U_FROM,
  U_LOC,
  U_ST,
  U_TGT,
} from './layout.js';
import { countOf, homeOf, opt, relocate, type S } from './state.js';
import { actingSide, endBattle, sideRange } from './combat.js';

// ---- R5.1 targets and fire ------------------------------------------------------------------------------
const shots = new Int32Array(128); // shots announced at each enemy slot this part
const repKey = new Int32Array(128);

/** R5.31-R5.34: the firing unit's modified Combat Value against target t. */
export function fireValue(
  c: AhdContent,
  s: S,
  firerType: number,
  t: number,
  defenderFiring: boolean,
): number {
  const st = s[U_ST + t]!;
  let v = c.combatValue[firerType]! + c.defensiveModifier[c.slotType[t]!]!; // R5.32 Crack Infantry -1
  if (st & ST_ENTRENCHED) v -= 1; // R5.31
  if (defenderFiring && s[H_ROUND]! <= 2 && st & ST_CROSSED) v += 1; // R5.34 first two rounds
  return v;
}

interface TargetCtx {
  unassigned: number; // firers without a target
  untargeted: number; // enemy units without a shot
  allInfTargeted: boolean;
  openCav: boolean; // an enemy cavalry unit without a shot
}
const ctx: TargetCtx = { unassigned: 0, untargeted: 0, allInfTargeted: true, openCav: false };

function computeShots(c: AhdContent, s: S): void {
  const b = s[H_BATTLE]!;
  const x = actingSide(s);
  const [e0, e1] = sideRange(c, 1 - x);
  for (let t = e0; t < e1; t++) shots[t] = 0;
  const [x0, x1] = sideRange(c, x);
  let unassigned = 0;
  for (let u = x0; u < x1; u++) {
    if (s[U_LOC + u] !== b) continue;
    const t = s[U_TGT + u]!;
    if (t >= 0) shots[t]!++;
    else unassigned++;
  }
  let untargeted = 0;
  let allInf = true;
  let openCav = false;
  for (let t = e0; t < e1; t++) {
    if (s[U_LOC + t] !== b) continue;
    if (shots[t] === 0) {
      untargeted++;
      if (c.slotType[t]! >= 3) openCav = true;
      else allInf = false;
    }
  }
  ctx.unassigned = unassigned;
  ctx.untargeted = untargeted;
  ctx.allInfTargeted = allInf;
  ctx.openCav = openCav;
}

/** May a firer of arm `firerCav` target t under R5.1 coverage and R5.2 (optional)? */
function targetAllowed(c: AhdContent, s: S, firerCav: boolean, t: number, coverage: boolean): boolean {
  const tCav = c.slotType[t]! >= 3;
  if (opt(s, O_LIKE_TARGETS)) {
    if (firerCav) {
      if (ctx.openCav && !(tCav && shots[t] === 0)) return false; // cavalry must fire at cavalry first
    } else if (tCav && !ctx.allInfTargeted) return false; // infantry fire at cavalry last
  }
  // R5.1: each enemy unit must be fired upon by at least one unit if possible.
  if (coverage && ctx.unassigned <= ctx.untargeted && shots[t] !== 0) return false;
  return true;
}

/** Does any target satisfy both rules for this firer? If not, coverage yields to R5.2. */
function coverageFeasible(c: AhdContent, s: S, firerCav: boolean): boolean {
  const b = s[H_BATTLE]!;
  const [e0, e1] = sideRange(c, 1 - actingSide(s));
  for (let t = e0; t < e1; t++) if (s[U_LOC + t] === b && targetAllowed(c, s, firerCav, t, true)) return true;
  return false;
}

export function legalTargets(c: AhdContent, s: S, out: Int32Array): number {
  const b = s[H_BATTLE]!;
  const x = actingSide(s);
  computeShots(c, s);
  let n = 0;
  out[n++] = AUTOFIRE;
  const [e0, e1] = sideRange(c, 1 - x);
  const defenderFiring = s[H_BPART] === 0;
  for (let type = 0; type < NTYPES; type++) {
    // Is there an unassigned firer of this type?
    let has = false;
    for (
      let u = c.typeStart[x * NTYPES + type]!;
      u < c.typeStart[x * NTYPES + type]! + c.typeCount[x * NTYPES + type]!;
      u++
    ) {
      if (s[U_LOC + u] === b && s[U_TGT + u]! < 0) {
        has = true;
        break;
      }
    }
    if (!has) continue;
    const cav = type >= 3;
    const cover = coverageFeasible(c, s, cav);
    let nk = 0;
    for (let t = e0; t < e1; t++) {
      if (s[U_LOC + t] !== b || !targetAllowed(c, s, cav, t, cover)) continue;
      // One representative per group of interchangeable targets.
      const key = targetKey(c, s, t, defenderFiring);
      let dup = false;
      for (let i = 0; i < nk; i++) if (repKey[i] === key) dup = true;
      if (dup) continue;
      repKey[nk++] = key;
      out[n++] = encTarget(type, t);
    }
  }
  return n;
}

/** Targets that are interchangeable for the firer share a key: type, reduced, entrenched, crossing, shots. */
function targetKey(c: AhdContent, s: S, t: number, defenderFiring: boolean): number {
  const st = s[U_ST + t]!;
  const crossed = defenderFiring && st & ST_CROSSED ? 1 : 0;
  const flags = ((st & ST_REDUCED ? 1 : 0) << 3) | ((st & ST_ENTRENCHED ? 1 : 0) << 4) | (crossed << 5);
  return c.slotType[t]! | flags | (shots[t]! << 6);
}

/** Is t the first (lowest slot) of its group of interchangeable targets, the one legalTargets lists? */
function isRepresentative(c: AhdContent, s: S, t: number): boolean {
  const b = s[H_BATTLE]!;
  const defenderFiring = s[H_BPART] === 0;
  const key = targetKey(c, s, t, defenderFiring);
  const [e0] = sideRange(c, c.slotSide[t]!);
  for (let v = e0; v < t; v++)
    if (s[U_LOC + v] === b && targetKey(c, s, v, defenderFiring) === key) return false;
  return true;
}

export function applyTarget(c: AhdContent, s: S, a: number): void {
  const b = s[H_BATTLE]!;
  const x = actingSide(s);
  if (a === AUTOFIRE) {
    autoTarget(c, s);
  } else {
    const type = tgFirer(a);
    const t = tgSlot(a);
    if (type >= NTYPES || t >= c.nu) throw new IllegalAction(a, 'no such firer type or target');
    if (c.slotSide[t] === x || s[U_LOC + t] !== b)
      throw new IllegalAction(a, 'the target is not an enemy unit in this battle');
    const u = findSlotTarget(c, s, x, type, b);
    if (u < 0) throw new IllegalAction(a, 'no firer of that type is waiting for a target');
    computeShots(c, s);
    if (!isRepresentative(c, s, t))
      throw new IllegalAction(a, 'interchangeable targets are named by their first unit');
    const cav = type >= 3;
    if (!targetAllowed(c, s, cav, t, coverageFeasible(c, s, cav))) {
      throw new IllegalAction(
        a,
        'every enemy unit must be fired upon first if possible (R5.1), or R5.2 forbids it',
      );
    }
    s[U_TGT + u] = t;
    computeShots(c, s);
    if (ctx.unassigned > 0) return;
  }
  resolveFire(c, s);
}

function findSlotTarget(c: AhdContent, s: S, side: number, type: number, b: number): number {
  const a0 = c.typeStart[side * NTYPES + type]!;
  const a1 = a0 + c.typeCount[side * NTYPES + type]!;
  for (let u = a0; u < a1; u++) if (s[U_LOC + u] === b && s[U_TGT + u]! < 0) return u;
  return -1;
}

/**
 * The standard plan (AUTOFIRE): strongest firers first, each at the legal target with the most
 * expected damage, discounted by the shots already aimed at it.
 */
function autoTarget(c: AhdContent, s: S): void {
  const b = s[H_BATTLE]!;
  const x = actingSide(s);
  const defenderFiring = s[H_BPART] === 0;
  const [e0, e1] = sideRange(c, 1 - x);
  computeShots(c, s);
  while (ctx.unassigned > 0) {
    // strongest unassigned firer type
    let bestType = -1;
    for (let type = 0; type < NTYPES; type++) {
      if (findSlotTarget(c, s, x, type, b) < 0) continue;
      if (bestType < 0 || c.combatValue[type]! > c.combatValue[bestType]!) bestType = type;
    }
    const u = findSlotTarget(c, s, x, bestType, b);
    const cav = bestType >= 3;
    const cover = coverageFeasible(c, s, cav);
    let bestT = -1;
    let bestScore = -1;
    for (let t = e0; t < e1; t++) {
      if (s[U_LOC + t] !== b || !targetAllowed(c, s, cav, t, cover)) continue;
      const v = Math.max(0, Math.min(6, fireValue(c, s, bestType, t, defenderFiring)));
      const st = s[U_ST + t]!;
      const worth = (st & ST_REDUCED ? 2 : 1) * (1 + (c.slotType[t]! % 3));
      const score = (((v + 0.01) / 6) * worth) / (1 + shots[t]!);
      if (score > bestScore) {
        bestScore = score;
        bestT = t;
      }
    }
    s[U_TGT + u] = bestT;
    computeShots(c, s);
  }
}

/** One shot as rolled, for the narration of a battle (describe.ts); play never reads it. */
export interface Shot {
  readonly box: number;
  readonly round: number;
  /** Side firing, and whether it is the defender (R5.0: the defender fires first). */
  readonly side: number;
  readonly defending: boolean;
  readonly firerType: number;
  readonly targetType: number;
  /** The target's status bits before the shot (ST_REDUCED, ST_ENTRENCHED, ST_CROSSED). */
  readonly targetStatus: number;
  /** Modified Combat Value: the shot hits on a roll of 1..need (R5.3); 0 or less cannot hit. */
  readonly need: number;
  /** The die, 0 for a shot that cannot hit (not rolled, R5.33). */
  readonly roll: number;
}

let shotLog: Shot[] | null = null;
/**
 * Collect every shot rolled from now on into `log` (null stops). Narration replays an action on a
 * copy of the state with a log, to tell the dice; nothing else changes.
 */
export function recordShots(log: Shot[] | null): void {
  shotLog = log;
}

/** Roll every announced shot of the acting side (R5.1), then move the battle on. */
function resolveFire(c: AhdContent, s: S): void {
  const b = s[H_BATTLE]!;
  const x = actingSide(s);
  const defenderFiring = s[H_BPART] === 0;
  const [x0, x1] = sideRange(c, x);
  let hits = 0;
  let vacated = false;
  for (let u = x0; u < x1; u++) {
    if (s[U_LOC + u] !== b) continue;
    const t = s[U_TGT + u]!;
    s[U_TGT + u] = -1;
    if (t < 0 || s[U_LOC + t] !== b) continue; // a shot at an eliminated unit is wasted
    const v = fireValue(c, s, c.slotType[u]!, t, defenderFiring);
    const st = s[U_ST + t]!;
    const roll = v <= 0 ? 0 : rollD6(s, H_RNG); // R5.33 impossible shot: no roll
    if (shotLog) {
      shotLog.push({
        box: b,
        round: s[H_ROUND]!,
        side: x,
        defending: defenderFiring,
        firerType: c.slotType[u]!,
        targetType: c.slotType[t]!,
        targetStatus: st,
        need: v,
        roll,
      });
    }
    if (v <= 0 || roll > v) continue;
    hits++;
    if (st & ST_REDUCED) {
      // Eliminated: Militia to the Recruitment Pool, Veteran and Crack to stock, full strength.
      const type = c.slotType[t]!;
      if (c.slotSide[t] === CSA && type % 3 !== 0) {
        s[H_CSA_LOST] = s[H_CSA_LOST]! + 1; // R6.2
        s[H_CSA_LOST_PT] = s[H_CSA_LOST_PT]! + 1;
      }
      s[U_ST + t] = 0;
      s[U_FROM + t] = -1;
      s[U_TGT + t] = -1;
      if (relocate(c, s, t, homeOf(type)) >= 0) vacated = true;
    } else {
      s[U_ST + t] = st | ST_REDUCED;
    }
  }
  s[H_LAST_HITS + x] = hits;
  if (vacated) onVacated(c, s, b, 1 - x);
  if (countOf(s, b, 1 - x) === 0) return endBattle(s, x);
  // Next part: attacker after defender; then a new round.
  if (s[H_BPART] === 0) {
    s[H_BPART] = 1;
  } else {
    s[H_BPART] = 0;
    s[H_ROUND] = s[H_ROUND]! + 1;
  }
  s[H_REINF] = 0;
  s[H_FLAGS] = s[H_FLAGS]! & ~F_REINFORCED;
  s[H_PHASE] = s[H_ROUND]! >= 2 ? PH_PRE_FIRE : PH_TARGET;
}
