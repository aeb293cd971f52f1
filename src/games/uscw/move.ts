/**
 * Land movement of an activated stack (5, 7, 8.3), one hex at a time:
 *  5.1.1  a stack moves at its Commanding General's MA; one hex is always possible; unused MPs are lost
 *  5.1.2  an SP or General moves once per Action Phase (dropped and picked-up units count as moved)
 *  5.4.2  Rail Movement Bonus: up to 10 MP along friendly-controlled railroad, 2 SPs a phase (OP_RAILMOVE)
 *  5.8.3  across an enemy-controlled navigable river: +2 MP and at most 1 SP (and any Generals)
 *  5.9    Regroup: a 2- or 3-star General spends 1 MP to call in up to 6 unmoved SPs from one adjacent hex
 *  5.10   SPs without a General: an intrinsic 1-star, MA 3, up to 3 SPs, may drop but not pick up
 *  6.2.1  a General with 2+ SPs places a Control marker for 1 MP; 6.2.2 enemy markers on the way go
 *  7.5    pick up and drop SPs and subordinates; a higher-ranking General picked up takes command and
 *         the slower MA applies; a General never left with no SP by a drop or pick-up
 *  7.6    a General without SPs may not enter an enemy ZOI
 *  7.7    a Cautious General pays a second AP (or a card) to enter an enemy ZOI or attack
 *  8.3    a Cavalry General picks up only at the start and cannot place markers or entrench
 *  10.1.2 Entrench during movement: 2 MP with 2+ SPs
 *  13.2.1 Foraging: MA -1, +1 MP to pick up from a Foraging stack
 *  18.1   Force March: +2 MA with a card (not for Demoralized SPs); Naval Assist (Basic, Union, from
 *         Turn 4): cross a CSA-controlled navigable river of the Mississippi basin as if friendly
 * Entering a hex may first trigger the enemy's reactions (reaction.ts), then a battle (battle.ts).
 */
import { CH_TURN } from '../../core/header.js';
import type { UscwContent } from './content.js';
import * as A from './actions.js';
import { cardFor, commandLimit, commandRank, displaceGen, isCav, pay, apFor } from './common.js';
import { derived, type Derived } from './derived.js';
import {
  A_BATTLES,
  A_CG,
  A_FLAGS,
  A_MA,
  A_MP,
  A_NODE,
  A_ON,
  A_PREV,
  A_SP,
  A_SPENT,
  A_START,
  A_THEATER,
  AF_CAUTIOUS_PAID,
  AF_DEMOR,
  AF_FORAGE,
  AF_FORCE_MARCH,
  AF_NO_PICKUP,
  CSA,
  G_BORDER,
  G_PHASING,
  G_RAILBONUS,
  GW_MOVED,
  GW_MOVING,
  USA,
  R_TARGET,
} from './layout.js';
import { EF_CFLINK, EF_FERRY, EF_NAV, EF_RAIL, NF_CF, NF_CHESAPEAKE, NF_RAIL, T_SWAMP } from './mapmodel.js';
import { BLOCKED, railBuilt, SC_ENEMY_NAV, SC_NAV, stepCost, type StepCost } from './movecost.js';
import { navalBars } from './navaladv.js';
import { clearDecision, decide } from './phase.js';
import { navOfEdge } from './supply.js';
import {
  addCard,
  addMovedSp,
  CARD_ANY,
  CARD_NAVAL,
  demor,
  forage,
  fortOwner,
  gensAt,
  genFlag,
  genLoc,
  genRank,
  hand,
  placeGen,
  removeSp,
  setDemor,
  setGenFlag,
  sp,
  spFree,
  type S,
} from './state.js';
import { enterHex } from './reaction.js';
import { markerEligible } from './control.js';
import { placeMarker } from './fortify.js';
import { setEntrench, entrench, fortLevel } from './state.js';
import { optAdvancedNaval } from './options.js';
import { navalPlaces } from './naval.js';
import { NEUTRAL } from './control.js';

const gbuf = new Int32Array(64);
const step: StepCost = { cost: 0, flags: 0 };

function beginCommon(c: UscwContent, s: S, n: number, cg: number, k: number, ma: number, fm: boolean): void {
  const side = s[G_PHASING]!;
  s[A_ON] = 1;
  s[A_NODE] = n;
  s[A_PREV] = n;
  s[A_START] = n;
  s[A_CG] = cg;
  s[A_SP] = k;
  s[A_BATTLES] = 0;
  s[A_SPENT] = 0;
  s[R_TARGET] = 0; // 9.2.2: a new moving force, a new interception attempt into each hex
  s[A_THEATER] = c.map.theater[n]!;
  let f = 0;
  if (k > 0 && demor(c, s, n, side)) f |= AF_DEMOR;
  if (forage(c, s, n, side)) f |= AF_FORAGE;
  if (fm) f |= AF_FORCE_MARCH;
  if (cg < 0) f |= AF_NO_PICKUP;
  s[A_FLAGS] = f;
  const mma = Math.max(1, ma + (fm ? 2 : 0) - (f & AF_FORAGE ? 1 : 0));
  s[A_MA] = mma;
  s[A_MP] = mma;
  removeSp(c, s, n, side, k);
  decide(s, A.D_MOVE, side);
}

/** Activate general g with k SPs (and his unmoved subordinates when `subs`), 7.3. */
export function startActivation(
  c: UscwContent,
  s: S,
  g: number,
  k: number,
  subs: boolean,
  fm: boolean,
): void {
  const side = s[G_PHASING]!;
  const n = genLoc(c, s, g);
  if (fm) addCard(s, side, cardFor(s, side, c.map.theater[n]!), -1);
  setGenFlag(c, s, g, GW_MOVED | GW_MOVING, true);
  if (subs) {
    const m = gensAt(c, s, n, side, gbuf);
    const r = commandRank(c, s, g);
    for (let i = 0; i < m; i++) {
      const h = gbuf[i]!;
      if (h === g || genFlag(c, s, h, GW_MOVED)) continue;
      if (genRank(c, s, h) >= 3 && genRank(c, s, g) < 4) continue;
      if (commandRank(c, s, h) <= r) setGenFlag(c, s, h, GW_MOVED | GW_MOVING, true);
    }
  }
  beginCommon(c, s, n, g, k, c.gens[g]!.ma, fm);
  if (isCav(c, s, g) && commandLimit(c, s, g) === 1) s[A_FLAGS] = s[A_FLAGS]! | AF_NO_PICKUP;
}

/** Activate up to 3 SPs without a General (5.10). */
export function startSpActivation(c: UscwContent, s: S, n: number, k: number): void {
  beginCommon(c, s, n, -1, k, 3, false);
}

/** Generals moving with the active stack. */
export function movingGens(c: UscwContent, s: S, out: Int32Array): number {
  let k = 0;
  for (let g = 0; g < c.ng; g++) if (genFlag(c, s, g, GW_MOVING)) out[k++] = g;
  return k;
}

function firstStep(s: S): boolean {
  return s[A_NODE] === s[A_START] && s[A_MP] === s[A_MA] && s[A_BATTLES] === 0;
}

/** Does the phasing player need (and can he pay) a Cautious General's extra cost (7.7)? -1 no need, 0 cannot, 1 can. */
function cautiousCost(c: UscwContent, s: S, side: number): number {
  const cg = s[A_CG]!;
  if (cg < 0 || !c.gens[cg]!.cautious || s[A_FLAGS]! & AF_CAUTIOUS_PAID) return -1;
  return apFor(s, s[A_THEATER]!) >= 1 || cardFor(s, side, s[A_THEATER]!) >= 0 ? 1 : 0;
}

/** The legal steps from the stack's hex: cost and whether it needs the Naval Assist card. */
function stepInfo(c: UscwContent, s: S, d: Derived, e: number, assist: boolean): number {
  const side = s[G_PHASING]!;
  const m = c.map;
  const u = s[A_NODE]!;
  const v = m.adjTo[e]!;
  if (m.flags[v]! & NF_CHESAPEAKE || m.terrain[v] === T_SWAMP) return BLOCKED;
  let nav = navOfEdge(c, d, e, u, v);
  if (assist) nav = side;
  stepCost(c, s[CH_TURN]!, u, e, v, side, nav, step);
  if (step.cost === BLOCKED) return BLOCKED;
  if (step.flags & SC_ENEMY_NAV && s[A_SP]! > 1) return BLOCKED;
  // 21.3.3 (Advanced): not across a navigable hexside with enemy Naval Units along it
  if (step.flags & SC_NAV && navalBars(c, s, m.adjWater[e]!, side)) return BLOCKED;
  if (step.cost > s[A_MP]! && !firstStep(s)) return BLOCKED;
  const enemy = 1 - side;
  const contact = (d.zoi[v]! & (1 << enemy)) !== 0 || sp(c, s, v, enemy) > 0 || fortOwner(c, s, v) === enemy;
  if (s[A_CG]! >= 0 && s[A_SP] === 0 && contact) return BLOCKED;
  if (s[A_CG]! < 0 && s[A_SP] === 0) return BLOCKED;
  if (contact && cautiousCost(c, s, side) === 0) return BLOCKED;
  if (m.flags[v]! & NF_CF && sp(c, s, v, side) + s[A_SP]! > 3) return BLOCKED;
  if (m.name[v] === 'Fort Morgan' && (d.ctrl[v] === enemy || sp(c, s, v, enemy) > 0)) return BLOCKED;
  // S1.3: nothing enters New Madrid while Kentucky is neutral
  if (v === navalPlaces(c).newMadrid && s[G_BORDER + 1] === NEUTRAL) return BLOCKED;
  return step.cost;
}

/** May the Union play Naval Assist on edge e (18.1, Basic game, Turns 4+, West/TM rivers and CF links)? */
function assistable(c: UscwContent, s: S, d: Derived, e: number): boolean {
  const side = s[G_PHASING]!;
  if (side !== USA || s[CH_TURN]! < 4 || optAdvancedNaval(s) || s[A_CG]! < 0) return false;
  if (hand(s, USA, CARD_NAVAL) + hand(s, USA, CARD_ANY) === 0) return false;
  const m = c.map;
  const u = s[A_NODE]!;
  const v = m.adjTo[e]!;
  if (!(m.adjFlags[e]! & (EF_NAV | EF_CFLINK)) || navOfEdge(c, d, e, u, v) !== CSA) return false;
  if (m.adjRiver[e]! >= 0 && m.rivers[m.adjRiver[e]!] === 'Tennessee' && m.row[u]! >= 30) return false;
  return m.theater[u] !== 0 || (m.adjFlags[e]! & EF_CFLINK) !== 0;
}

export function listMove(c: UscwContent, s: S, out: A.Out): void {
  const side = s[G_PHASING]!;
  const m = c.map;
  const d = derived(c, s);
  const u = s[A_NODE]!;
  out.push(A.enc(A.OP_STOP));
  for (let e = m.adjStart[u]!; e < m.adjStart[u + 1]!; e++) {
    const v = m.adjTo[e]!;
    if (stepInfo(c, s, d, e, false) !== BLOCKED) out.push(A.enc(A.OP_STEP, v));
    else if (assistable(c, s, d, e) && stepInfo(c, s, d, e, true) !== BLOCKED)
      out.push(A.enc(A.OP_STEP_ASSIST, v));
  }
  listStackOps(c, s, side, u, out);
  if (firstStep(s)) listRail(c, s, d, side, out);
}

function listStackOps(c: UscwContent, s: S, side: number, u: number, out: A.Out): void {
  const m = c.map;
  const cg = s[A_CG]!;
  const k = s[A_SP]!;
  const keep = cg >= 0 ? 1 : 0;
  for (let j = 1; j <= k - keep; j++) out.push(A.enc(A.OP_DROP, 0, j));
  const nm = movingGens(c, s, gbuf);
  for (let i = 0; i < nm; i++)
    if (gbuf[i] !== cg && sp(c, s, u, side) + 0 > 0) out.push(A.enc(A.OP_DROPGEN, gbuf[i]!));
  if (!(s[A_FLAGS]! & AF_NO_PICKUP) && cg >= 0) {
    const room = commandLimit(c, s, cg) - k;
    const free = spFree(c, s, u, side);
    const staying = gensAt(c, s, u, side, gbuf) - movingCountAt(c, s, u);
    const maxP = Math.min(room, staying > 0 ? Math.min(free, sp(c, s, u, side) - 1) : free);
    const extra = forage(c, s, u, side) ? 1 : 0;
    if (s[A_MP]! >= extra) for (let j = 1; j <= maxP; j++) out.push(A.enc(A.OP_PICKUP, 0, j));
    listPickGen(c, s, side, u, out);
    if (genRank(c, s, cg) >= 2 && s[A_MP]! >= 1) listRegroup(c, s, side, u, room, out);
  }
  const cav = cg >= 0 && isCav(c, s, cg) && commandLimit(c, s, cg) === 1;
  if (!cav && k >= 2 && s[A_MP]! >= 1 && markerEligible(c, s, u, side) && derived(c, s).ctrl[u] !== side)
    out.push(A.enc(A.OP_CONTROL));
  if (
    !cav &&
    k >= 2 &&
    s[A_MP]! >= 2 &&
    !(m.flags[u]! & NF_CF) &&
    entrench(c, s, u) < 0 &&
    fortLevel(c, s, u) === 0
  )
    out.push(A.enc(A.OP_DIG));
}

function movingCountAt(c: UscwContent, s: S, u: number): number {
  let k = 0;
  for (let g = 0; g < c.ng; g++) if (genFlag(c, s, g, GW_MOVING) && genLoc(c, s, g) === u) k++;
  return k;
}

function listPickGen(c: UscwContent, s: S, side: number, u: number, out: A.Out): void {
  const n = gensAt(c, s, u, side, gbuf);
  const cg = s[A_CG]!;
  for (let i = 0; i < n; i++) {
    const h = gbuf[i]!;
    if (genFlag(c, s, h, GW_MOVED) || genFlag(c, s, h, GW_MOVING)) continue;
    if (genRank(c, s, h) >= 3 && genRank(c, s, cg) < 4 && commandRank(c, s, h) <= commandRank(c, s, cg))
      continue;
    out.push(A.enc(A.OP_PICKGEN, h));
  }
}

/** 5.9: a General at v who does not come along with a Regroup (moved, or of higher rank than the CG). */
function staysBehind(c: UscwContent, s: S, h: number): boolean {
  return genFlag(c, s, h, GW_MOVED) || commandRank(c, s, h) > commandRank(c, s, s[A_CG]!);
}

/** 5.9, 7.5.3: does a General stay at v (who must keep an SP there) when all its SPs are regrouped? */
function generalStays(c: UscwContent, s: S, v: number, side: number): boolean {
  const n = gensAt(c, s, v, side, gbuf);
  for (let i = 0; i < n; i++) if (staysBehind(c, s, gbuf[i]!)) return true;
  return false;
}

/** 5.9: up to 6 unmoved SPs from one adjacent hex within 1 MP (with its Generals of equal or lower rank). */
function listRegroup(c: UscwContent, s: S, side: number, u: number, room: number, out: A.Out): void {
  const m = c.map;
  const d = derived(c, s);
  for (let e = m.adjStart[u]!; e < m.adjStart[u + 1]!; e++) {
    const v = m.adjTo[e]!;
    const free = spFree(c, s, v, side);
    if (free === 0) continue;
    stepCost(c, s[CH_TURN]!, v, e, u, side, navOfEdge(c, d, e, v, u), step);
    if (step.cost > 1) continue;
    const staying = generalStays(c, s, v, side);
    const max = Math.min(6, room, staying ? Math.min(free, sp(c, s, v, side) - 1) : free);
    for (let j = 1; j <= max; j++) out.push(A.enc(A.OP_REGROUP, v, j));
  }
}

export function playMove(c: UscwContent, s: S, a: number): void {
  const side = s[G_PHASING]!;
  const u = s[A_NODE]!;
  const x = A.xOf(a);
  const y = A.yOf(a);
  switch (A.opOf(a)) {
    case A.OP_STOP:
      endActivation(c, s);
      return;
    case A.OP_STEP:
    case A.OP_STEP_ASSIST:
      moveStep(c, s, x, A.opOf(a) === A.OP_STEP_ASSIST);
      return;
    case A.OP_DROP:
      addMovedSp(c, s, u, side, y);
      s[A_SP] = s[A_SP]! - y;
      if (s[A_FLAGS]! & AF_DEMOR) setDemor(c, s, u, side, true);
      if (s[A_SP] === 0 && s[A_CG]! < 0) endActivation(c, s);
      return;
    case A.OP_DROPGEN:
      setGenFlag(c, s, x, GW_MOVING, false);
      placeGen(c, s, x, u);
      return;
    case A.OP_PICKUP:
      pickup(c, s, u, side, y);
      return;
    case A.OP_PICKGEN:
      pickGeneral(c, s, x);
      return;
    case A.OP_REGROUP:
      regroup(c, s, x, y);
      return;
    case A.OP_CONTROL:
      s[A_MP] = s[A_MP]! - 1;
      placeMarker(c, s, u, side);
      return;
    case A.OP_DIG:
      s[A_MP] = s[A_MP]! - 2;
      setEntrench(c, s, u, side);
      return;
    case A.OP_RAILMOVE:
      railMove(c, s, x);
      return;
  }
}

function pickup(c: UscwContent, s: S, u: number, side: number, k: number): void {
  if (forage(c, s, u, side)) s[A_MP] = Math.max(0, s[A_MP]! - 1);
  if (demor(c, s, u, side)) s[A_FLAGS] = s[A_FLAGS]! | AF_DEMOR;
  removeSp(c, s, u, side, k);
  s[A_SP] = s[A_SP]! + k;
}

/** 7.5.2: a higher-ranking General picked up takes command; the slower MA applies from now on. */
function pickGeneral(c: UscwContent, s: S, h: number): void {
  setGenFlag(c, s, h, GW_MOVED | GW_MOVING, true);
  const cg = s[A_CG]!;
  if (commandRank(c, s, h) > commandRank(c, s, cg)) {
    s[A_CG] = h;
    const slower = Math.min(c.gens[h]!.ma, cg >= 0 ? c.gens[cg]!.ma : 3);
    const spent = s[A_MA]! - s[A_MP]!;
    const ma = slower + (s[A_FLAGS]! & AF_FORCE_MARCH ? 2 : 0) - (s[A_FLAGS]! & AF_FORAGE ? 1 : 0);
    s[A_MA] = Math.max(1, ma);
    s[A_MP] = Math.max(0, s[A_MA]! - spent);
    s[A_FLAGS] = s[A_FLAGS]! & ~AF_NO_PICKUP;
  }
}

function regroup(c: UscwContent, s: S, v: number, k: number): void {
  const side = s[G_PHASING]!;
  s[A_MP] = s[A_MP]! - 1;
  if (demor(c, s, v, side)) s[A_FLAGS] = s[A_FLAGS]! | AF_DEMOR;
  const all = k === spFree(c, s, v, side) && spFree(c, s, v, side) === sp(c, s, v, side);
  removeSp(c, s, v, side, k);
  s[A_SP] = s[A_SP]! + k;
  if (!all) return;
  const n = gensAt(c, s, v, side, gbuf);
  for (let i = 0; i < n; i++) {
    const h = gbuf[i]!;
    if (!staysBehind(c, s, h)) {
      setGenFlag(c, s, h, GW_MOVED | GW_MOVING, true);
      placeGen(c, s, h, s[A_NODE]!);
    }
  }
}

function moveStep(c: UscwContent, s: S, v: number, assist: boolean): void {
  const side = s[G_PHASING]!;
  const m = c.map;
  const d = derived(c, s);
  const u = s[A_NODE]!;
  let e = m.adjStart[u]!;
  while (m.adjTo[e] !== v) e++;
  const cost = stepInfo(c, s, d, e, assist);
  if (assist) addCard(s, side, hand(s, side, CARD_NAVAL) > 0 ? CARD_NAVAL : CARD_ANY, -1);
  const enemy = 1 - side;
  const contact = (d.zoi[v]! & (1 << enemy)) !== 0 || sp(c, s, v, enemy) > 0 || fortOwner(c, s, v) === enemy;
  if (contact && cautiousCost(c, s, side) === 1) {
    pay(s, side, s[A_THEATER]!);
    s[A_FLAGS] = s[A_FLAGS]! | AF_CAUTIOUS_PAID;
  }
  s[A_MP] = Math.max(0, s[A_MP]! - cost);
  stepCost(c, s[CH_TURN]!, u, e, v, side, assist ? side : navOfEdge(c, d, e, u, v), step);
  enterHex(c, s, v, e, (step.flags & SC_ENEMY_NAV) !== 0);
}

/** Move the active stack into v (no enemy there, or the enemy gone). */
export function arriveAt(c: UscwContent, s: S, v: number): void {
  s[A_PREV] = s[A_NODE]!;
  s[A_NODE] = v;
  const n = movingGens(c, s, gbuf);
  for (let i = 0; i < n; i++) placeGen(c, s, gbuf[i]!, v);
}

/** End the activation: the stack stops where it is (5.1.1); contagion of Demoralization (12.2). */
export function endActivation(c: UscwContent, s: S): void {
  const side = s[G_PHASING]!;
  const u = s[A_NODE]!;
  if (s[A_SP]! > 0) addMovedSp(c, s, u, side, s[A_SP]!);
  if (s[A_FLAGS]! & AF_DEMOR && s[A_SP]! > 0) setDemor(c, s, u, side, true);
  const n = movingGens(c, s, gbuf);
  const alone = sp(c, s, u, side) === 0 && fortOwner(c, s, u) !== side;
  for (let i = 0; i < n; i++) {
    const g = gbuf[i]!;
    setGenFlag(c, s, g, GW_MOVING, false);
    placeGen(c, s, g, u);
    if (alone) displaceGen(c, s, g, c.map.theater[u]!); // 7.6: never left without an SP
  }
  s[A_ON] = 0;
  s[A_SP] = 0;
  clearDecision(s);
  decide(s, A.D_MAIN, side);
}

/** 5.4.2 destinations: friendly rail within 10 MP (+1 a ferry), never into an enemy ZOI without a friendly SP. */
function railTargets(c: UscwContent, s: S, d: Derived, side: number, visit: (v: number) => void): void {
  railReach(c, s, d, side, s[A_NODE]!, visit);
}

/** 5.4.2: the places side's Rail Movement from `start` reaches (visit(v) each; also for 21.10's Batteries). */
export function railReach(
  c: UscwContent,
  s: S,
  d: Derived,
  side: number,
  start: number,
  visit: (v: number) => void,
): void {
  const m = c.map;
  if (railCost.length < m.nn) {
    railCost = new Int32Array(m.nn);
    railQueue = new Int32Array(m.nn * 8);
  }
  if (!(m.flags[start]! & NF_RAIL)) return;
  const net = d.supplyOf(side).net;
  const cost = railCost;
  cost.fill(99);
  cost[start] = 0;
  const q = railQueue;
  let qn = 0;
  q[qn++] = start;
  for (let qh = 0; qh < qn; qh++) {
    const u = q[qh]!;
    for (let e = m.adjStart[u]!; e < m.adjStart[u + 1]!; e++) {
      const v = m.adjTo[e]!;
      const f = m.adjFlags[e]!;
      if (!railBuilt(s[CH_TURN]!, f) || !(f & EF_RAIL) || !net[v]) continue;
      if (f & EF_NAV && navOfEdge(c, d, e, u, v) === 1 - side) continue;
      if (d.zoi[v]! & (1 << (1 - side)) && sp(c, s, v, side) === 0) continue;
      const nc = cost[u]! + 1 + (f & EF_FERRY ? 1 : 0);
      if (nc > 10 || nc >= cost[v]!) continue;
      cost[v] = nc;
      q[qn++] = v;
    }
  }
  for (let v = 0; v < m.nn; v++) if (cost[v]! < 99 && v !== start) visit(v);
}
let railCost = new Int32Array(0);
let railQueue = new Int32Array(0);

function listRail(c: UscwContent, s: S, d: Derived, side: number, out: A.Out): void {
  if (s[A_SP]! > 2 - s[G_RAILBONUS]! || s[A_SP] === 0) return;
  railTargets(c, s, d, side, (v) => out.push(A.enc(A.OP_RAILMOVE, v)));
}

function railMove(c: UscwContent, s: S, v: number): void {
  s[G_RAILBONUS] = s[G_RAILBONUS]! + s[A_SP]!;
  arriveAt(c, s, v);
  endActivation(c, s);
}
