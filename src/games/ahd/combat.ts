/**
 * R5 Combat: battles one at a time in the attacker's order; Battle Rounds in which the defender
 * fires first; from round 2 each side may retreat or reinforce before firing; cavalry withdrawal
 * before combat; the winner's promotion (R6.0).
 *
 * Round structure (each part is one side: defender, then attacker):
 *   round 1:  [defender targets → fire] [attacker targets → fire]
 *   round n:  [defender retreat | reinforce* → targets → fire] [attacker likewise]
 * The battle ends when one side has no units left in the box (eliminated or retreated).
 * Targets and fire are in combat-fire.ts.
 */
import { IllegalAction } from '../../core/errors.js';
import {
  boxOf,
  cls,
  clsReduced,
  clsType,
  encBox,
  encReinforce,
  OP_BATTLE,
  OP_DONE,
  OP_RETREAT,
  opOf,
  OP_WITHDRAW,
  rfCls,
  rfNbr,
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
  H_ENTRY_MASK,
  H_FLAGS,
  H_PHASE,
  H_REINF,
  H_RETREATED,
  H_ROUND,
  H_SIDE,
  NTYPES,
  O_CSA_POTOMAC_REINF,
  O_EVACUATION,
  PH_BATTLE_PROMO,
  PH_PICK_BATTLE,
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
import { noteKentuckyBox } from './movement.js';
import { kentuckyClosed } from './movement-routes.js';
import { cavOf, contested, countOf, ctrlOf, findSlot, isRC, opt, relocate, type S } from './state.js';

// Targets and fire (R5.1-R5.3) are in combat-fire.ts; the flow reaches them through this file.
export { applyTarget, legalTargets } from './combat-fire.js';

/** Side deciding in the current battle part. */
export const actingSide = (s: S): number => (s[H_BPART] === 0 ? 1 - s[H_SIDE]! : s[H_SIDE]!);
export const sideRange = (c: AhdContent, side: number): [number, number] =>
  side === USA ? [0, c.typeStart[NTYPES]!] : [c.typeStart[NTYPES]!, c.nu];

// ---- picking battles (R5.0) -------------------------------------------------------------------------
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

export function endBattle(s: S, winner: number): void {
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
