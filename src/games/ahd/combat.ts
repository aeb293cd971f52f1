/**
 * R5 Combat: battles one at a time in the attacker's order; Battle Rounds in which the defender
 * fires first; from round 2 each side may retreat or reinforce before firing; cavalry withdrawal
 * before combat; the winner's promotion (R6.0).
 *
 * Round structure (each part is one side: defender, then attacker):
 *   round 1:  [defender targets → fire] [attacker targets → fire]
 *   round n:  [defender retreat | reinforce* → targets → fire] [attacker likewise]
 * The battle ends when one side has no units left in the box (eliminated or retreated).
 */
import { IllegalAction } from '../../core/errors.js';
import { rollD6 } from '../../core/rng.js';
import {
  boxOf,
  cls,
  clsReduced,
  clsType,
  encBox,
  encReinforce,
  encTarget,
  OP_BATTLE,
  OP_DONE,
  OP_RETREAT,
  opOf,
  OP_WITHDRAW,
  AUTOFIRE,
  rfCls,
  rfNbr,
  tgFirer,
  tgSlot,
} from './actions.js';
import { M_POTOMAC, type AhdContent } from './content.js';
import { onVacated } from './control.js';
import {
  CSA,
  F_REINFORCED,
  FROM_SEA,
  H_BATTLE,
  H_BPART,
  H_BWINNER,
  H_CSA_LOST,
  H_CSA_LOST_PT,
  H_ENTRY_MASK,
  H_FLAGS,
  H_LAST_HITS,
  H_PHASE,
  H_REINF,
  H_RETREATED,
  H_RNG,
  H_ROUND,
  H_SIDE,
  NTYPES,
  O_CSA_POTOMAC_REINF,
  O_EVACUATION,
  O_LIKE_TARGETS,
  PH_BATTLE_PROMO,
  PH_PICK_BATTLE,
  PH_PRE_FIRE,
  PH_TARGET,
  PH_WITHDRAW,
  ST_CROSSED,
  ST_ENTRENCHED,
  ST_FOUGHT,
  ST_REDUCED,
  U_FROM,
  U_LOC,
  U_ST,
  U_TGT,
  USA,
} from './layout.js';
import { kentuckyClosed, noteKentuckyBox } from './movement.js';
import { cavOf, contested, countOf, ctrlOf, findSlot, homeOf, isRC, opt, relocate, type S } from './state.js';

/** Side deciding in the current battle part. */
export const actingSide = (s: S): number => (s[H_BPART] === 0 ? 1 - s[H_SIDE]! : s[H_SIDE]!);
const sideRange = (c: AhdContent, side: number): [number, number] =>
  side === USA ? [0, c.typeStart[NTYPES]!] : [c.typeStart[NTYPES]!, c.nu];

// ---- picking battles (R5.0) -------------------------------------------------------------------------
export function countBattles(c: AhdContent, s: S): number {
  let n = 0;
  for (let b = 0; b < c.nb; b++) if (contested(s, b)) n++;
  return n;
}
export function firstBattle(c: AhdContent, s: S): number {
  for (let b = 0; b < c.nb; b++) if (contested(s, b)) return b;
  return -1;
}
/** Is there a battle in a box after b? (with firstBattle: is there more than one to pick from) */
export function hasBattleAfter(c: AhdContent, s: S, b: number): boolean {
  for (let x = b + 1; x < c.nb; x++) if (contested(s, x)) return true;
  return false;
}
export function legalPickBattle(c: AhdContent, s: S, out: Int32Array): number {
  let n = 0;
  for (let b = 0; b < c.nb; b++) if (contested(s, b)) out[n++] = encBox(OP_BATTLE, b);
  return n;
}
export function applyPickBattle(c: AhdContent, s: S, a: number): void {
  const b = boxOf(a);
  if (b >= c.nb || !contested(s, b)) throw new IllegalAction(a, 'no battle there');
  startBattle(c, s, b);
}

/** Can `side` use the connection to neighbour j of b for a retreat, withdrawal or reinforcement? */
function connectionUsable(c: AhdContent, s: S, j: number, side: number): boolean {
  // R4.2 (digest §11 #22): Confederate units may not use the Potomac unless the reading allows it.
  return !(side === CSA && c.adjMode[j] === M_POTOMAC && !opt(s, O_CSA_POTOMAC_REINF));
}

export function startBattle(c: AhdContent, s: S, b: number): void {
  const att = s[H_SIDE]!;
  const def = 1 - att;
  s[H_BATTLE] = b;
  s[H_ROUND] = 1;
  s[H_BPART] = 0;
  s[H_REINF] = 0;
  s[H_FLAGS] = s[H_FLAGS]! & ~F_REINFORCED;
  s[H_RETREATED] = -1;
  // Boxes the attackers entered from (R5.4 last bullet, R5.6).
  let mask = 0;
  const [a0, a1] = sideRange(c, att);
  for (let u = a0; u < a1; u++) {
    if (s[U_LOC + u] !== b) continue;
    const j = nbrIndex(c, b, s[U_FROM + u]!);
    if (j >= 0) mask |= 1 << j;
  }
  s[H_ENTRY_MASK] = mask;
  // R5.6: an all-cavalry defender may withdraw, unless every attacker is cavalry too.
  const defAllCav = cavOf(s, b, def) === countOf(s, b, def);
  const attAllCav = cavOf(s, b, att) === countOf(s, b, att);
  if (defAllCav && !attAllCav && withdrawDestinations(c, s, null) > 0) {
    s[H_PHASE] = PH_WITHDRAW;
    return;
  }
  beginRoundOne(c, s);
}

function beginRoundOne(c: AhdContent, s: S): void {
  const b = s[H_BATTLE]!;
  for (let u = 0; u < c.nu; u++) if (s[U_LOC + u] === b) s[U_ST + u] = s[U_ST + u]! | ST_FOUGHT; // R5.5
  s[H_PHASE] = PH_TARGET;
}

function nbrIndex(c: AhdContent, b: number, n: number): number {
  if (n < 0) return -1;
  for (let j = c.adjStart[b]!; j < c.adjStart[b + 1]!; j++) if (c.adjTo[j] === n) return j - c.adjStart[b]!;
  return -1;
}

// ---- R5.6 cavalry withdrawal ---------------------------------------------------------------------------
function withdrawDestinations(c: AhdContent, s: S, out: Int32Array | null, n0 = 0): number {
  const b = s[H_BATTLE]!;
  const def = 1 - s[H_SIDE]!;
  const att = s[H_SIDE]!;
  let n = n0;
  const ky = kentuckyClosed(s, def);
  for (let j = c.adjStart[b]!; j < c.adjStart[b + 1]!; j++) {
    const to = c.adjTo[j]!;
    if (!connectionUsable(c, s, j, def)) continue;
    if (countOf(s, to, att) > 0) continue;
    if (ctrlOf(s, to) === att && isRC(c, to)) continue;
    if (s[H_ENTRY_MASK]! & (1 << (j - c.adjStart[b]!))) continue;
    if (ky && c.kentucky[to]) continue;
    if (out) out[n] = encBox(OP_WITHDRAW, to);
    n++;
  }
  return n - n0;
}

export function legalWithdraw(c: AhdContent, s: S, out: Int32Array): number {
  out[0] = OP_DONE; // stand and fight
  return 1 + withdrawDestinations(c, s, out, 1);
}

export function applyWithdraw(c: AhdContent, s: S, a: number): void {
  if (a === OP_DONE) return beginRoundOne(c, s);
  const to = boxOf(a);
  if (!isListed(a, (o) => withdrawDestinations(c, s, o, 0))) {
    throw new IllegalAction(a, `cavalry may not withdraw to ${c.boxName[to] ?? to} (R5.6)`);
  }
  const b = s[H_BATTLE]!;
  const def = 1 - s[H_SIDE]!;
  moveArmy(c, s, b, def, to);
  // No battle was fought: nobody wins or is promoted (R5.6).
  s[H_BATTLE] = -1;
  s[H_PHASE] = PH_PICK_BATTLE;
}

/** Move every unit of `side` in box b to box `to` (retreat, withdrawal); entrenchment is lost. */
function moveArmy(c: AhdContent, s: S, b: number, side: number, to: number): void {
  const [a0, a1] = sideRange(c, side);
  let vacated = -1;
  for (let u = a0; u < a1; u++) {
    if (s[U_LOC + u] !== b) continue;
    s[U_ST + u] = s[U_ST + u]! & ~(ST_ENTRENCHED | ST_CROSSED);
    s[U_FROM + u] = b;
    s[U_TGT + u] = -1;
    const v = relocate(c, s, u, to);
    if (v >= 0) vacated = v;
  }
  noteKentuckyBox(c, s, side, to);
  if (vacated >= 0) onVacated(c, s, vacated, side);
}

const scratch = new Int32Array(256);
/** Is action a among those `gen` writes? (validation of small option lists) */
function isListed(a: number, gen: (out: Int32Array) => number): boolean {
  const n = gen(scratch);
  for (let i = 0; i < n; i++) if (scratch[i] === a) return true;
  return false;
}

// ---- R5.4 retreat and R5.5 reinforcement (round 2 on) ---------------------------------------------------
function retreatDestinations(c: AhdContent, s: S, out: Int32Array | null, n0: number): number {
  const b = s[H_BATTLE]!;
  const x = actingSide(s);
  const e = 1 - x;
  const isDefender = s[H_BPART] === 0;
  const ky = kentuckyClosed(s, x);
  let n = n0;
  let friendly = 0;
  // Two passes: count friendly candidates, then emit (friendly only, if any exist).
  for (let pass = 0; pass < 2; pass++) {
    for (let j = c.adjStart[b]!; j < c.adjStart[b + 1]!; j++) {
      const to = c.adjTo[j]!;
      if (!connectionUsable(c, s, j, x)) continue;
      if (countOf(s, to, e) > 0) continue; // never into enemy units
      if (ctrlOf(s, to) === e && isRC(c, to)) continue; // nor an enemy-controlled Recruitment City
      if (isDefender && s[H_ENTRY_MASK]! & (1 << (j - c.adjStart[b]!))) continue;
      if (ky && c.kentucky[to]) continue;
      const fr = ctrlOf(s, to) === x;
      if (pass === 0) {
        if (fr) friendly++;
        continue;
      }
      if (friendly > 0 && !fr) continue; // "If possible, the retreat must be to a friendly-owned box"
      if (out) out[n] = encBox(OP_RETREAT, to);
      n++;
    }
  }
  // R5.41: Union naval evacuation from a Southern port to a Union-controlled Washington.
  if (
    x === USA &&
    opt(s, O_EVACUATION) &&
    c.southernPort[b] &&
    ctrlOf(s, c.washington) === USA &&
    b !== c.washington
  ) {
    let invasion = isDefender; // a Confederate attack on a Union garrison there, or ...
    if (!isDefender) {
      // ... a battle caused by a Union naval invasion
      const [a0, a1] = sideRange(c, USA);
      for (let u = a0; u < a1 && !invasion; u++)
        if (s[U_LOC + u] === b && s[U_FROM + u] === FROM_SEA) invasion = true;
    }
    if (invasion && countOf(s, c.washington, CSA) === 0) {
      if (out) out[n] = encBox(OP_RETREAT, c.washington, 1);
      n++;
    }
  }
  return n - n0;
}

/** Units of `x` in neighbour box `to` (connection j) that may reinforce (R5.5), per class. */
function reinforceOptions(c: AhdContent, s: S, out: Int32Array | null, n0: number): number {
  const b = s[H_BATTLE]!;
  const x = actingSide(s);
  const e = 1 - x;
  const isDefender = s[H_BPART] === 0;
  let n = n0;
  const base = c.adjStart[b]!;
  for (let j = base; j < c.adjStart[b + 1]!; j++) {
    const k = j - base;
    if (s[H_REINF]! & (1 << k)) continue; // one unit per adjacent box per round
    if (!connectionUsable(c, s, j, x)) continue;
    const from = c.adjTo[j]!;
    const mine = countOf(s, from, x);
    if (mine === 0) continue;
    const theirs = countOf(s, from, e);
    if (!isDefender && theirs > 0) continue; // the attacker may not reinforce from a box with enemy units
    if (isDefender && mine - 1 < theirs) continue; // the defender leaves a screening force
    for (let type = 0; type < NTYPES; type++) {
      for (let red = 0; red < 2; red++) {
        if (findSlot(c, s, x, type, from, ST_FOUGHT | ST_REDUCED, red ? ST_REDUCED : 0) < 0) continue;
        if (out) out[n] = encReinforce(k, cls(type, red, 0));
        n++;
      }
    }
  }
  return n - n0;
}

export function legalPreFire(c: AhdContent, s: S, out: Int32Array): number {
  let n = 0;
  out[n++] = OP_DONE; // no (more) reinforcements: fire
  if (!(s[H_FLAGS]! & F_REINFORCED)) n += retreatDestinations(c, s, out, n);
  n += reinforceOptions(c, s, out, n);
  return n;
}

/** Anything to decide before firing? (flow skips the step otherwise) */
export function preFireHasOptions(c: AhdContent, s: S): boolean {
  return retreatDestinations(c, s, null, 0) > 0 || reinforceOptions(c, s, null, 0) > 0;
}

export function applyPreFire(c: AhdContent, s: S, a: number): void {
  const x = actingSide(s);
  const b = s[H_BATTLE]!;
  if (a === OP_DONE) {
    s[H_PHASE] = PH_TARGET;
    return;
  }
  if (opOf(a) === OP_RETREAT) {
    if (s[H_FLAGS]! & F_REINFORCED)
      throw new IllegalAction(a, 'retreat is decided before reinforcing (R5.5)');
    if (!isListed(a, (o) => retreatDestinations(c, s, o, 0))) {
      throw new IllegalAction(a, `no legal retreat to ${c.boxName[boxOf(a)] ?? boxOf(a)} (R5.4)`);
    }
    s[H_RETREATED] = x;
    moveArmy(c, s, b, x, boxOf(a));
    endBattle(s, 1 - x); // "If an army retreats, the other side immediately wins the battle."
    return;
  }
  // REINFORCE
  const k = rfNbr(a);
  const cl = rfCls(a);
  const type = clsType(cl);
  const red = clsReduced(cl);
  const base = c.adjStart[b]!;
  if (base + k >= c.adjStart[b + 1]! || type >= NTYPES)
    throw new IllegalAction(a, 'no such neighbouring box or unit type');
  if (!isListed(a, (o) => reinforceOptions(c, s, o, 0))) {
    throw new IllegalAction(a, 'that unit may not reinforce this battle now (R5.5)');
  }
  const from = c.adjTo[base + k]!;
  // Prefer a unit that is not entrenched (the entrenched ones stay dug in).
  let u = findSlot(c, s, x, type, from, ST_FOUGHT | ST_REDUCED | ST_ENTRENCHED, red ? ST_REDUCED : 0);
  if (u < 0) u = findSlot(c, s, x, type, from, ST_FOUGHT | ST_REDUCED, red ? ST_REDUCED : 0);
  s[U_ST + u] = (s[U_ST + u]! & ~(ST_ENTRENCHED | ST_CROSSED)) | ST_FOUGHT; // R5.5 reinforcements are never entrenched
  s[U_FROM + u] = from;
  s[U_TGT + u] = -1;
  s[H_REINF] = s[H_REINF]! | (1 << k);
  s[H_FLAGS] = s[H_FLAGS]! | F_REINFORCED;
  if (x === s[H_SIDE]) s[H_ENTRY_MASK] = s[H_ENTRY_MASK]! | (1 << k); // attackers entering the battle
  const v = relocate(c, s, u, b);
  if (v >= 0) onVacated(c, s, v, x);
}

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
export function autoTarget(c: AhdContent, s: S): void {
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
      const firerType = c.slotType[u]!;
      const targetType = c.slotType[t]!;
      const round = s[H_ROUND]!;
      shotLog.push({
        box: b,
        round,
        side: x,
        defending: defenderFiring,
        firerType,
        targetType,
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

function endBattle(s: S, winner: number): void {
  s[H_BWINNER] = winner;
  s[H_PHASE] = PH_BATTLE_PROMO;
}

/** After the winner's promotion (or none): back to picking battles. */
export function closeBattle(s: S): void {
  s[H_BATTLE] = -1;
  s[H_PHASE] = PH_PICK_BATTLE;
}

/** Enemy units in the battle box (flow auto-fires when only one target exists). */
export function enemyCount(s: S): number {
  return countOf(s, s[H_BATTLE]!, 1 - actingSide(s));
}
