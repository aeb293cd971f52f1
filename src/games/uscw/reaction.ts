/**
 * Reaction Movement of the non-phasing player (9), decided inside the mover's path, one hex entry at a
 * time (pending decisions D_REACT, D_AVOID_DEST, and the mover's D_BACKUP):
 *  9.2   Interception: a stack with a real General whose ZOI covers the hex the mover is about to enter
 *        rolls 2d6 >= 9; the General with SPs up to his command limit is placed there first and a
 *        battle follows. All attempts into a hex are declared before any is rolled (9.2.2); one attempt
 *        per stack per hex entered. Not across unbridged or enemy-controlled navigable rivers (9.4).
 *  9.3   Avoid Battle: a stack with a real General in the hex entered rolls 2d6 >= 9 (it may roll first
 *        and then choose the hex, 9.4) and moves whole to an adjacent hex that is not across an
 *        unbridged navigable or impassable hexside, not an enemy-controlled Objective/Resource hex, not
 *        in the mover's ZOI judged from the hex it came from, empty of enemies, and not in the ZOI of a
 *        non-moving enemy stack with at least as many SPs (never added together). Militia are
 *        Displaced; Forts stay. A failed attempt loses fortifications and terrain in the battle (9.3.3).
 *  9.3.4 the reactor chooses the order, sees each result before declaring the next; no Avoid once an
 *        Interception has succeeded.
 *  9.4   DRMs: + Commanding General's Defense, +2 cavalry present, -1 unbridged minor river, -1 bridged
 *        navigable river, -1 mountain pass / rail gap, -2 mountain hexside.
 *  10.3.2 between a Coastal Fort and its port both held by the reactor, reaction is automatic (not
 *        Forts St. Philip/Jackson and New Orleans).
 *  8.2   an intercepted stack with a Cavalry General may back up to the hex it came from and stop.
 *  22.3  (optional) +2 to an interception into a hex holding a friendly force or Fort (not with the +2
 *        for cavalry); 22.6 (optional) Maneuver: shadow the mover into a hex next to the one entered.
 */
import { countRule } from '../../core/header.js';
import type { UscwContent } from './content.js';
import { COV_REINFORCE_INTERCEPT } from './coverage.js';
import * as A from './actions.js';
import { commandLimit, commanding, roll2d6 } from './common.js';
import { derived, zoiCrosses, type Derived } from './derived.js';
import {
  A_CG,
  A_NODE,
  A_SP,
  A_FLAGS,
  AF_NAV_ENEMY,
  AF_TRANSPORT,
  AF_CARRY_OCEAN,
  AF_CARRY_RIVER,
  B_FLAGS,
  BF_ACROSS_NAV,
  BF_ASSAULT,
  BF_ENEMY_NAV,
  BF_INTERCEPTED,
  BF_NO_TERRAIN,
  G_PHASING,
  R_DECL,
  R_FLAGS,
  R_FROM,
  R_ROLL,
  R_TARGET,
  R_TRIED,
} from './layout.js';
import { EF_NAV, NF_CF, NF_OBJ, NF_RES } from './mapmodel.js';
import { reactionSideDrm, unbridgedNav } from './movecost.js';
import { OPT_MANEUVER, OPT_REINFORCE_INTERCEPT, opt } from './options.js';
import { clearDecision, decide } from './phase.js';
import { navOfEdge } from './supply.js';
import {
  demor,
  fortOwner,
  gensAt,
  hasGen,
  milLoc,
  placeGen,
  removeSp,
  setDemor,
  addSp,
  sp,
  type S,
} from './state.js';
import { arriveAt, endActivation, movingGens } from './move.js';
import { startBattle, enemyPresent } from './battle.js';
import { afterArrival } from './arrival.js';
import { setMilLoc } from './state.js';

const RF_AVOID_TRIED = 1;
const RF_INTERCEPTED = 2;
const RF_MANEUVERED = 8;
const gbuf = new Int32Array(64);

/** The edge from a to b (adjacent nodes), -1 if none. */
function edge(c: UscwContent, a: number, b: number): number {
  const m = c.map;
  for (let e = m.adjStart[a]!; e < m.adjStart[a + 1]!; e++) if (m.adjTo[e] === b) return e;
  return -1;
}

/** Automatic reaction between a Coastal Fort and its port, both the reactor's (10.3.2). */
function autoLink(c: UscwContent, d: Derived, a: number, b: number, side: number): boolean {
  const m = c.map;
  const cf = m.flags[a]! & NF_CF ? a : m.flags[b]! & NF_CF ? b : -1;
  if (cf < 0 || m.name[cf] === 'Forts St. Philip/Jackson') return false;
  const port = cf === a ? b : a;
  return (
    (m.cfPort[cf] === port || (m.name[cf] === 'Fort Morgan' && m.name[port] === 'Mobile')) &&
    d.ctrl[a] === side &&
    d.ctrl[b] === side
  );
}

/** Can the reactor's stack at w intercept into v (9.2.1, 9.4, 10.3.2)? */
function canIntercept(c: UscwContent, s: S, d: Derived, w: number, v: number, side: number): boolean {
  const m = c.map;
  const mover = 1 - side;
  if (w === s[A_NODE]) return false;
  const e = edge(c, w, v);
  if (e < 0) return false;
  const auto = autoLink(c, d, w, v, side) && sp(c, s, w, side) > 0;
  if (!auto && !hasGen(c, s, w, side)) return false;
  if (!auto) {
    if (!zoiCrosses(c, e, w, v)) return false;
    if (m.flags[v]! & (NF_OBJ | NF_RES) && d.ctrl[v] === mover) return false;
    if (m.adjFlags[e]! & EF_NAV && navOfEdge(c, d, e, w, v) === mover) return false;
    if (unbridgedNav(c, e)) return false;
  }
  if (sp(c, s, v, mover) > 0) return false;
  for (let i = 0; i < 6; i++) if (s[R_TRIED + i] === w + 1) return false;
  return true;
}

function canAvoid(c: UscwContent, s: S, d: Derived, v: number, side: number): boolean {
  if (s[R_FLAGS]! & (RF_AVOID_TRIED | RF_INTERCEPTED)) return false;
  if (sp(c, s, v, side) === 0 && !hasGen(c, s, v, side)) return false;
  if (hasGen(c, s, v, side)) return true;
  const m = c.map;
  for (let e = m.adjStart[v]!; e < m.adjStart[v + 1]!; e++)
    if (autoLink(c, d, v, m.adjTo[e]!, side)) return true;
  return false;
}

/** The mover is about to enter v along edge e: offer reactions, or go on. */
export function enterHex(
  c: UscwContent,
  s: S,
  v: number,
  e: number,
  enemyNav: boolean,
  assault = false,
): void {
  const u = s[A_NODE]!;
  if (s[R_TARGET] !== v + 1) for (let i = 0; i < 6; i++) s[R_TRIED + i] = 0;
  s[R_TARGET] = v + 1;
  s[R_FROM] = u;
  s[R_FLAGS] = 0;
  for (let i = 0; i < 6; i++) s[R_DECL + i] = 0;
  let bf = assault ? BF_ASSAULT : 0;
  if (e >= 0 && c.map.adjFlags[e]! & EF_NAV && !(c.map.flags[u]! & NF_CF && c.map.name[u] === 'Fort Morgan'))
    bf |= BF_ACROSS_NAV;
  if (enemyNav) bf |= BF_ENEMY_NAV;
  s[B_FLAGS] = bf;
  offer(c, s);
}

function anyReaction(c: UscwContent, s: S, d: Derived, v: number, side: number): boolean {
  const m = c.map;
  if (canAvoid(c, s, d, v, side)) return true;
  for (let e = m.adjStart[v]!; e < m.adjStart[v + 1]!; e++)
    if (canIntercept(c, s, d, m.adjTo[e]!, v, side)) return true;
  return declared(s) > 0;
}

function declared(s: S): number {
  let k = 0;
  for (let i = 0; i < 6; i++) if (s[R_DECL + i]) k++;
  return k;
}

function offer(c: UscwContent, s: S): void {
  const side = 1 - s[G_PHASING]!;
  const v = s[R_TARGET]! - 1;
  if (anyReaction(c, s, derived(c, s), v, side)) decide(s, A.D_REACT, side);
  else proceed(c, s);
}

export function listReact(c: UscwContent, s: S, out: A.Out): void {
  const side = 1 - s[G_PHASING]!;
  const v = s[R_TARGET]! - 1;
  const d = derived(c, s);
  const m = c.map;
  out.push(A.enc(A.OP_R_PASS));
  if (declared(s) > 0) out.push(A.enc(A.OP_R_RESOLVE));
  else if (canAvoid(c, s, d, v, side)) out.push(A.enc(A.OP_R_AVOID));
  for (let e = m.adjStart[v]!; e < m.adjStart[v + 1]!; e++) {
    const w = m.adjTo[e]!;
    if (!canIntercept(c, s, d, w, v, side)) continue;
    let dup = false;
    for (let i = 0; i < 6; i++) if (s[R_DECL + i] === w + 1) dup = true;
    if (dup) continue;
    out.push(A.enc(A.OP_R_INTERCEPT, w));
    if (opt(s, OPT_MANEUVER) && declared(s) === 0 && hasGen(c, s, w, side))
      listManeuver(c, s, d, w, v, side, out);
  }
}

export function playReact(c: UscwContent, s: S, a: number): void {
  const x = A.xOf(a);
  switch (A.opOf(a)) {
    case A.OP_R_PASS:
      if (declared(s) > 0) resolveInterceptions(c, s);
      proceed(c, s);
      return;
    case A.OP_R_INTERCEPT:
      for (let i = 0; i < 6; i++)
        if (!s[R_DECL + i]) {
          s[R_DECL + i] = x + 1;
          break;
        }
      return;
    case A.OP_R_RESOLVE:
      resolveInterceptions(c, s);
      offer(c, s);
      return;
    case A.OP_R_AVOID:
      tryAvoid(c, s);
      return;
    case A.OP_R_MANEUVER:
      maneuver(c, s, x, A.yOf(a));
      return;
  }
}

/** Reaction DRM of the stack at w crossing edge e (9.4, 22.3). */
export function reactDrm(
  c: UscwContent,
  s: S,
  w: number,
  e: number,
  side: number,
  intoFriendly: boolean,
): number {
  const k = gensAt(c, s, w, side, gbuf);
  const cg = commanding(c, s, gbuf, k);
  let drm = cg >= 0 ? c.gens[cg]!.def : 0;
  let cav = false;
  for (let i = 0; i < k; i++) if (c.gens[gbuf[i]!]!.cav) cav = true;
  if (cav) drm += 2;
  else if (intoFriendly && opt(s, OPT_REINFORCE_INTERCEPT)) drm += 2;
  if (e >= 0) drm += reactionSideDrm(c, e);
  return drm;
}

function resolveInterceptions(c: UscwContent, s: S): void {
  const side = 1 - s[G_PHASING]!;
  const v = s[R_TARGET]! - 1;
  const d = derived(c, s);
  for (let i = 0; i < 6; i++) {
    const w = s[R_DECL + i]! - 1;
    s[R_DECL + i] = 0;
    if (w < 0) continue;
    for (let j = 0; j < 6; j++)
      if (!s[R_TRIED + j]) {
        s[R_TRIED + j] = w + 1;
        break;
      }
    const e = edge(c, w, v);
    const friendly = sp(c, s, v, side) > 0 || fortOwner(c, s, v) === side;
    const ok = autoLink(c, d, w, v, side) || interceptRoll(c, s, w, e, side, friendly);
    if (!ok) continue;
    moveStack(c, s, w, v, side, true);
    s[R_FLAGS] = s[R_FLAGS]! | RF_INTERCEPTED;
    s[B_FLAGS] = s[B_FLAGS]! | BF_INTERCEPTED;
  }
}

/** 9.2.2 interception roll, 2d6 >= 9; 22.3 counted where its +2 made the difference. */
function interceptRoll(c: UscwContent, s: S, w: number, e: number, side: number, friendly: boolean): boolean {
  const r = roll2d6(s);
  const ok = r + reactDrm(c, s, w, e, side, friendly) >= 9;
  if (ok && friendly && opt(s, OPT_REINFORCE_INTERCEPT) && r + reactDrm(c, s, w, e, side, false) < 9)
    countRule(s, COV_REINFORCE_INTERCEPT);
  return ok;
}

/** Move the reactor's stack from w to v: the whole stack, or its commander with SPs to his limit (9.2.3). */
function moveStack(c: UscwContent, s: S, w: number, v: number, side: number, limited: boolean): void {
  const k = gensAt(c, s, w, side, gbuf);
  const cg = commanding(c, s, gbuf, k);
  const have = sp(c, s, w, side);
  const limit = limited && cg >= 0 ? commandLimit(c, s, cg) : have;
  const take = Math.min(have, limit);
  const whole = take === have;
  const wasDemor = demor(c, s, w, side);
  removeSp(c, s, w, side, take);
  addSp(c, s, v, side, take);
  if (wasDemor && take > 0) setDemor(c, s, v, side, true);
  if (whole) setDemor(c, s, w, side, false);
  for (let i = 0; i < k; i++) if (whole || gbuf[i] === cg) placeGen(c, s, gbuf[i]!, v);
}

/**
 * 9.3: roll first (9.4), then the destinations that the roll reaches. Without a General no roll (0): only
 * the automatic move between a Coastal Fort and its port is open (10.3.2).
 */
function tryAvoid(c: UscwContent, s: S): void {
  const side = 1 - s[G_PHASING]!;
  const v = s[R_TARGET]! - 1;
  const d = derived(c, s);
  s[R_FLAGS] = s[R_FLAGS]! | RF_AVOID_TRIED;
  const m = c.map;
  s[R_ROLL] = hasGen(c, s, v, side) ? roll2d6(s) + reactDrm(c, s, v, -1, side, false) : 0;
  let any = false;
  for (let e = m.adjStart[v]!; e < m.adjStart[v + 1]!; e++) if (avoidOk(c, s, d, e, side)) any = true;
  if (any) decide(s, A.D_AVOID_DEST, side);
  else {
    s[B_FLAGS] = s[B_FLAGS]! | BF_NO_TERRAIN;
    offer(c, s);
  }
}

/** Is edge e (from the hex entered) a legal Avoid Battle destination the roll reaches (9.3.2)? */
function avoidOk(c: UscwContent, s: S, d: Derived, e: number, side: number): boolean {
  const m = c.map;
  const v = s[R_TARGET]! - 1;
  const u = s[R_FROM]!;
  const t = m.adjTo[e]!;
  const mover = 1 - side;
  // 10.3.2: between a Coastal Fort and its port the move is automatic (across the fort's link)
  const auto = autoLink(c, d, v, t, side);
  if (t === u || !(auto || zoiCrosses(c, e, v, t))) return false;
  if (!auto && s[R_ROLL]! + reactionSideDrm(c, e) < 9) return false;
  if (m.flags[t]! & (NF_OBJ | NF_RES) && d.ctrl[t] === mover) return false;
  if (sp(c, s, t, mover) > 0 || fortOwner(c, s, t) === mover) return false;
  if (m.flags[t]! & NF_CF && sp(c, s, t, side) + sp(c, s, v, side) > 3) return false;
  // not in the mover's ZOI judged from the hex it came from
  const eu = edge(c, u, t);
  if (eu >= 0 && zoiCrosses(c, eu, u, t) && sp(c, s, t, side) === 0) return false;
  // not in the ZOI of a non-moving enemy stack at least as strong (never combined)
  const mine = sp(c, s, v, side);
  for (let k = m.adjStart[t]!; k < m.adjStart[t + 1]!; k++) {
    const w = m.adjTo[k]!;
    if (w !== u && sp(c, s, w, mover) >= Math.max(1, mine) && zoiCrosses(c, k, t, w)) return false;
  }
  return true;
}

export function listAvoidDest(c: UscwContent, s: S, out: A.Out): void {
  const side = 1 - s[G_PHASING]!;
  const v = s[R_TARGET]! - 1;
  const d = derived(c, s);
  const m = c.map;
  out.push(A.enc(A.OP_DECLINE));
  for (let e = m.adjStart[v]!; e < m.adjStart[v + 1]!; e++)
    if (avoidOk(c, s, d, e, side)) out.push(A.enc(A.OP_AVOID_TO, m.adjTo[e]!));
}

export function playAvoidDest(c: UscwContent, s: S, a: number): void {
  const side = 1 - s[G_PHASING]!;
  const v = s[R_TARGET]! - 1;
  if (A.opOf(a) === A.OP_DECLINE) {
    s[B_FLAGS] = s[B_FLAGS]! | BF_NO_TERRAIN;
    offer(c, s);
    return;
  }
  const t = A.xOf(a);
  const st = c.map.stateOf[v]!;
  if (milLoc(c, s, side, st) === v) setMilLoc(c, s, side, st, -1); // militia in the stack are Displaced
  moveStack(c, s, v, t, side, false);
  // 9.3.4: no combination from the same hex: the stack that avoided does not intercept back into it
  for (let i = 0; i < 6; i++)
    if (!s[R_TRIED + i]) {
      s[R_TRIED + i] = t + 1;
      break;
    }
  offer(c, s);
}

function listManeuver(
  c: UscwContent,
  s: S,
  d: Derived,
  w: number,
  v: number,
  side: number,
  out: A.Out,
): void {
  const m = c.map;
  const u = s[A_NODE]!;
  for (let e = m.adjStart[w]!; e < m.adjStart[w + 1]!; e++) {
    const t = m.adjTo[e]!;
    if (t === v || t === u || edge(c, t, v) < 0 || !zoiCrosses(c, e, w, t)) continue;
    if (sp(c, s, t, 1 - side) > 0 || d.zoi[t]! & (1 << (1 - side))) continue;
    out.push(A.enc(A.OP_R_MANEUVER, w, t));
  }
}

/** 22.6: instead of intercepting, a General moves next to the hex entered (2d6 >= 9, interception DRMs). */
function maneuver(c: UscwContent, s: S, w: number, t: number): void {
  const side = 1 - s[G_PHASING]!;
  for (let j = 0; j < 6; j++)
    if (!s[R_TRIED + j]) {
      s[R_TRIED + j] = w + 1;
      break;
    }
  s[R_FLAGS] = s[R_FLAGS]! | RF_MANEUVERED;
  if (roll2d6(s) + reactDrm(c, s, w, edge(c, w, t), side, false) >= 9) moveStack(c, s, w, t, side, true);
  offer(c, s);
}

/** Reactions are over: a battle if the enemy holds the hex, else the mover enters it. */
function proceed(c: UscwContent, s: S): void {
  clearDecision(s);
  const v = s[R_TARGET]! - 1;
  const side = s[G_PHASING]!;
  if (s[R_FLAGS]! & RF_INTERCEPTED && hasCavalry(c, s)) {
    decide(s, A.D_BACKUP, side);
    return;
  }
  if (enemyPresent(c, s, v, 1 - side)) {
    startBattle(c, s, v);
    return;
  }
  arriveAt(c, s, v);
  afterArrival(c, s, v);
  // a Naval Transport uses the stack's whole MA; landed in a non-enemy space it may drop SPs there
  // and sail on with the rest (20.3.1)
  const f = s[A_FLAGS]!;
  const carried = f & (AF_CARRY_RIVER | AF_CARRY_OCEAN); // 21.7.2: the ships have made their move
  if (f & AF_TRANSPORT && !(f & AF_NAV_ENEMY) && !carried && s[A_SP]! >= 2)
    decide(s, A.D_NAV_TO, side, v, s[A_SP]!, 1);
  else if ((s[A_SP] === 0 && s[A_CG]! < 0) || s[B_FLAGS]! & BF_ASSAULT) endActivation(c, s);
  else decide(s, A.D_MOVE, side);
}

function hasCavalry(c: UscwContent, s: S): boolean {
  const n = movingGens(c, s, gbuf);
  for (let i = 0; i < n; i++) if (c.gens[gbuf[i]!]!.cav) return true;
  return false;
}

export function listBackup(_c: UscwContent, _s: S, out: A.Out): void {
  out.push(A.enc(A.OP_FIGHT));
  out.push(A.enc(A.OP_BACKUP));
}

/** 8.2: back up to the last hex entered and stop, or fight. */
export function playBackup(c: UscwContent, s: S, a: number): void {
  if (A.opOf(a) === A.OP_BACKUP) {
    endActivation(c, s);
    return;
  }
  clearDecision(s);
  s[R_FLAGS] = s[R_FLAGS]! & ~RF_INTERCEPTED;
  startBattle(c, s, s[R_TARGET]! - 1);
}
