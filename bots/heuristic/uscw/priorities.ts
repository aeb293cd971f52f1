/**
 * The uscw heuristic's named priorities, one score per legal action (higher is better), read from how
 * the rulebook says the war is fought (Hints on Play, Design Notes):
 *  - takeResources: march strong stacks up the potential field (analysis.ts) toward Confederate Resource
 *    hexes, open blockade ports, Border-state Objectives, Richmond, the Mississippi forts; the
 *    Confederacy toward what the Union took and toward the North when it is open;
 *  - attackAtGoodOdds: attack only where the CRT gives a fair chance (odds.ts), or at 7:1 for free;
 *  - holdWhatYouTake: place a Control marker (or leave an SP) where a Resource hex was taken, so the
 *    VP stays when the stack moves on (6.2, 19.1);
 *  - guardWashington / guardRichmond and threatened hexes: keep `need` SPs where the enemy is close,
 *    entrench there, build forts on the Mississippi and at the capitals;
 *  - reactWhenStronger: intercept when the stack is at least as strong, avoid battle when outmatched;
 *  - reinforceTheFront: place reinforcements and strategic moves where the potential is highest;
 *  - never disperse, keep Any cards, spend a battle card on a real battle.
 */
import type { UscwContent } from '../../../src/games/uscw/content.js';
import * as A from '../../../src/games/uscw/actions.js';
import { commandLimit, usableCards } from '../../../src/games/uscw/common.js';
import { enemyState, fortDrm } from '../../../src/games/uscw/control.js';
import {
  A_CG,
  A_MP,
  A_NODE,
  A_SP,
  B_NODE,
  CSA,
  G_DA,
  G_DB,
  G_DEC,
  G_DECSIDE,
  R_TARGET,
} from '../../../src/games/uscw/layout.js';
import { NF_CF, NF_MARKERABLE, NF_OBJ, NF_RES } from '../../../src/games/uscw/mapmodel.js';
import { BLOCKED, locCosts } from '../../../src/games/uscw/movecost.js';
import {
  demor,
  gensAt,
  genLoc,
  genRank,
  hand,
  handSize,
  marker,
  sp,
  spFree,
  type S,
} from '../../../src/games/uscw/state.js';
import { CH_TURN } from '../../../src/core/header.js';
import type { Analysis } from './analysis.js';
import { winChance } from './odds.js';
import { navalTargets } from '../../../src/games/uscw/transport.js';
import { shipNsp } from '../../../src/games/uscw/navalunits.js';
import { Y_DROP } from '../../../src/games/uscw/navalcarry.js';
import { dropAsksCounts, dropGoal } from '../../../src/games/uscw/navaldrop.js';

const gbuf = new Int32Array(64);

/** Per-decision memo of the best potential a stack can reach from a node (stamp per node). */
class Reach {
  stamp = 1;
  readonly at: Int32Array;
  readonly best: Float64Array;
  readonly cost: Int8Array;
  readonly seen: Int32Array;
  readonly q: Int32Array;
  constructor(nn: number) {
    this.at = new Int32Array(nn);
    this.best = new Float64Array(nn);
    this.cost = new Int8Array(nn);
    this.seen = new Int32Array(nn);
    this.q = new Int32Array(nn * 4);
  }
}
let reach: Reach | undefined;
let decisionStamp = 0;

/** Called once per decision (scorer.prepare). */
export function newDecision(c: UscwContent): void {
  if (!reach || reach.at.length !== c.map.nn) reach = new Reach(c.map.nn);
  decisionStamp++;
}

/** Best potential reachable from n within ma MP, stopping at enemy stacks (first-hit search). */
function bestReach(an: Analysis, s: S, n: number, ma: number): number {
  const r = reach!;
  const key = decisionStamp * 16 + ma;
  if (r.at[n] === key) return r.best[n]!;
  const c = an.c;
  const m = c.map;
  const costs = locCosts(c, s[CH_TURN]!);
  const enemy = 1 - an.side;
  const tag = ++r.stamp;
  let best = an.pot[n]!;
  let qn = 0;
  r.q[qn++] = n;
  r.seen[n] = tag;
  r.cost[n] = 0;
  for (let qh = 0; qh < qn; qh++) {
    const u = r.q[qh]!;
    for (let e = m.adjStart[u]!; e < m.adjStart[u + 1]!; e++) {
      const v = m.adjTo[e]!;
      const k = costs[e]!;
      if (k === BLOCKED) continue;
      const cv = r.cost[u]! + k;
      if (cv > ma && qh > 0) continue;
      if (r.seen[v] === tag && r.cost[v]! <= cv) continue;
      r.seen[v] = tag;
      r.cost[v] = cv;
      best = Math.max(best, an.pot[v]!);
      if (sp(c, s, v, enemy) === 0 && qn < r.q.length) r.q[qn++] = v;
    }
  }
  r.at[n] = key;
  r.best[n] = best;
  return best;
}

export function scoreAction(an: Analysis, s: S, a: number): number {
  switch (s[G_DEC]) {
    case A.D_MAIN:
      return scoreMain(an, s, a);
    case A.D_MOVE:
      return scoreMove(an, s, a);
    case A.D_REACT:
      return scoreReact(an, s, a);
    case A.D_AVOID_DEST:
      return A.opOf(a) === A.OP_DECLINE ? -1 : safety(an, s, A.xOf(a));
    case A.D_BACKUP:
      return scoreBackup(an, s, a);
    case A.D_CARD:
      return scoreCard(an, s, a);
    case A.D_RETREAT:
      return safety(an, s, A.xOf(a));
    case A.D_PLACE:
      return scorePlace(an, s, a);
    case A.D_DISCARD:
      return [0.4, 0.4, 1, 0.6, -1][A.yOf(a)]! + 0.1 * hand(s, s[G_DECSIDE]!, A.yOf(a));
    default:
      return scoreManagement(an, s, a);
  }
}

/** takeResources / guardWashington: a move is worth the potential it can climb with enough SPs. */
function scoreMain(an: Analysis, s: S, a: number): number {
  const c = an.c;
  const side = an.side;
  const x = A.xOf(a);
  const y = A.yOf(a);
  switch (A.opOf(a)) {
    case A.OP_END:
      return 0;
    case A.OP_ACT_GEN: {
      const n = genLoc(c, s, x);
      const k = y & 63;
      if (k === 0) return -2;
      const gain = bestReach(an, s, n, c.gens[x]!.ma + (y & A.ACT_FM ? 2 : 0)) - an.pot[n]!;
      const free = spFree(c, s, n, side);
      const keep = Math.ceil(an.need[n]!);
      const want = Math.max(1, Math.min(commandLimit(c, s, x), free - keep));
      const shortfall = Math.abs(k - want);
      const strength = Math.max(0.5, Math.min(2, k / 3));
      return (
        gain * strength -
        0.25 * shortfall -
        (y & A.ACT_FM ? 0.8 : 0) +
        (y & A.ACT_SUBS ? 0.3 : 0) +
        0.05 * genRank(c, s, x)
      );
    }
    case A.OP_ACT_SP: {
      const gain = bestReach(an, s, x, 3) - an.pot[x]!;
      const spare = spFree(c, s, x, side) - Math.ceil(an.need[x]!);
      if (y > spare) return -1;
      return 0.7 * gain - 0.4 - (gensAt(c, s, x, side, gbuf) > 0 ? 0.5 : 0);
    }
    case A.OP_RALLY:
      return 1 + 0.3 * sp(c, s, x, side);
    case A.OP_ENTRENCH:
      return an.need[x]! > 0 || an.threat[x]! > 0 ? 0.8 + 0.1 * an.threat[x]! : -0.5;
    case A.OP_FORT:
      return fortValue(an, s, x);
    case A.OP_TRANSFER:
      return gensAt(c, s, y, side, gbuf) === 0 ? 0.2 + 0.1 * sp(c, s, y, side) + 0.2 * an.need[y]! : -0.5;
    case A.OP_TRAIN:
      return 0.05;
    case A.OP_DISPERSE:
      return -10;
    case A.OP_MILITIA:
      return 0.2 * (an.need[y]! - an.need[milHere(an, s, x)]!) - 0.3;
    case A.OP_SUPPLYCARD:
      return sp(c, s, x, side) >= 4 ? 0.8 : -0.5;
    case A.OP_NAVAL:
      return bestLanding(an, s, x, y);
    default:
      return -1;
  }
}

function milHere(an: Analysis, s: S, st: number): number {
  const c = an.c;
  for (let n = 0; n < c.map.nn; n++) if (c.map.stateOf[n] === st && sp(c, s, n, an.side) >= 0) return n;
  return 0;
}

/** The best landing for k SPs from n: a goal taken (an Assault at fair odds), less the AP it costs. */
function bestLanding(an: Analysis, s: S, n: number, k: number): number {
  const c = an.c;
  const side = an.side;
  let best = -1;
  const gens = gensAt(c, s, n, side, gbuf);
  let att = 0;
  for (let i = 0; i < gens; i++) att = Math.max(att, c.gens[gbuf[i]!]!.att);
  navalTargets(c, s, side, n, (v, assault, ocean) => {
    let value = an.pot[v]! - an.pot[n]! - (ocean ? k * 0.4 : 0.4);
    if (assault) {
      const def = sp(c, s, v, 1 - side);
      const p = winChance(c, k, att, def, fortDrm(c, s, v, 1 - side));
      value = p < 0.5 ? -1 : an.goal[v]! * p - 0.5 - (ocean ? k * 0.4 : 0.4);
    }
    if (value > best) best = value;
  });
  return best;
}

/** Forts on the Mississippi, at the capitals and at threatened Resource hexes (Hints on Play). */
function fortValue(an: Analysis, s: S, n: number): number {
  const c = an.c;
  const name = c.map.name[n]!;
  const key = [
    'Washington',
    'Richmond',
    'Columbus KY',
    'Memphis',
    'Vicksburg',
    'New Orleans',
    'Cairo',
    'Nashville',
    'Mobile',
  ];
  let v = key.includes(name) ? 1.2 : 0;
  if (c.map.flags[n]! & (NF_RES | NF_OBJ)) v += 0.3 * Math.min(4, an.threat[n]!);
  return v - (handSize(s, an.side) <= 1 ? 0.8 : 0.4);
}

/** attackAtGoodOdds and holdWhatYouTake during a move. */
function scoreMove(an: Analysis, s: S, a: number): number {
  const c = an.c;
  const side = an.side;
  const u = s[A_NODE]!;
  const k = s[A_SP]!;
  switch (A.opOf(a)) {
    case A.OP_STOP:
      return an.goal[u]! > 0 ? 0.4 : 0;
    case A.OP_STEP:
    case A.OP_STEP_ASSIST: {
      const v = A.xOf(a);
      const gain = an.pot[v]! - an.pot[u]! - (A.opOf(a) === A.OP_STEP_ASSIST ? 0.8 : 0);
      const enemy = 1 - side;
      if (sp(c, s, v, enemy) > 0 || an.defense[v]! > 0) return gain + attackValue(an, s, u, v, k);
      return gain - (an.need[u]! > 0 && k <= an.need[u]! ? 1 : 0);
    }
    case A.OP_CONTROL:
      // holdWhatYouTake: the marker keeps the hex (and its VP) when the stack moves on
      return 1 + 0.6 * an.worth[u]!;
    case A.OP_DIG:
      return an.threat[u]! > 0 && s[A_MP]! <= 2 ? 0.6 : -0.5;
    case A.OP_DROP: {
      const j = A.yOf(a);
      const hold =
        c.map.flags[u]! & NF_MARKERABLE &&
        marker(c, s, u) !== side &&
        an.worth[u]! > 0 &&
        enemyState(c, s, u, side);
      if (hold && j === 1 && k >= 3 && (s[A_MP]! === 0 || k < 2)) return 1 + 0.3 * an.worth[u]!;
      const short = Math.ceil(an.need[u]!) - sp(c, s, u, side);
      return short >= j ? 0.4 * j : -0.5 * j;
    }
    case A.OP_PICKUP: {
      const j = A.yOf(a);
      return spFree(c, s, u, side) - an.need[u]! >= j ? 0.3 * j : -1;
    }
    case A.OP_REGROUP:
      return 0.25 * A.yOf(a) - 0.2;
    case A.OP_PICKGEN:
      return 0.1;
    case A.OP_DROPGEN:
      return -0.6;
    case A.OP_RAILMOVE:
      return an.pot[A.xOf(a)]! - an.pot[u]! - 0.2;
    default:
      return -1;
  }
}

/** The worth of attacking v from u with k SPs: 7:1 is free; else the CRT odds (odds.ts). */
function attackValue(an: Analysis, s: S, u: number, v: number, k: number): number {
  const c = an.c;
  const side = an.side;
  const def = sp(c, s, v, 1 - side);
  if (def === 0 ? k >= 4 : k >= 7 * def) return 2;
  const cg = s[A_CG]!;
  const att = cg >= 0 ? c.gens[cg]!.att : 0;
  const n = gensAt(c, s, v, 1 - side, gbuf);
  let dd = fortDrm(c, s, v, 1 - side);
  for (let i = 0; i < n; i++) dd = Math.max(dd, c.gens[gbuf[i]!]!.def + fortDrm(c, s, v, 1 - side));
  const card = usableCards(s, side, c.map.theater[v]!) > 0 ? 2 : 0;
  const cap = c.map.flags[v]! & NF_CF ? 3 : k;
  const p = winChance(c, Math.min(k, cap), att + card - (demor(c, s, u, side) ? 2 : 0), def, dd);
  if (p < 0.45) return -6;
  return 4 * (p - 0.45) + (def >= 3 ? 0.5 : 0);
}

/** reactWhenStronger. */
function scoreReact(an: Analysis, s: S, a: number): number {
  const c = an.c;
  const side = an.side;
  const v = s[R_TARGET]! - 1;
  const mover = s[A_SP]!;
  switch (A.opOf(a)) {
    case A.OP_R_PASS:
      return 0;
    case A.OP_R_RESOLVE:
      return 1;
    case A.OP_R_INTERCEPT: {
      const w = A.xOf(a);
      const mine = sp(c, s, w, side) + sp(c, s, v, side) + fortDrm(c, s, v, side) * 0.8;
      return mine >= 0.9 * mover ? 1.5 : -1;
    }
    case A.OP_R_AVOID: {
      const mine = sp(c, s, v, side) + fortDrm(c, s, v, side) * 0.8;
      return mine < 0.7 * mover ? 1.2 : -1;
    }
    default:
      return -0.5;
  }
}

function scoreBackup(an: Analysis, s: S, a: number): number {
  const c = an.c;
  const v = s[R_TARGET]! - 1;
  const stronger = sp(c, s, v, 1 - an.side) > s[A_SP]!;
  return A.opOf(a) === A.OP_BACKUP ? (stronger ? 1 : -1) : 0;
}

function scoreCard(an: Analysis, s: S, a: number): number {
  const c = an.c;
  const y = A.yOf(a);
  const big = s[A_SP]! + sp(c, s, s[B_NODE]!, 1 - an.side) >= 4 || an.goal[s[B_NODE]!]! >= 6;
  if (y === 0) return 0;
  return big ? (y === 3 ? 1.2 : y === 1 ? 1 : 0.6) : -0.3;
}

/** Safety of a hex for a stack that must leave where it is (Avoid Battle, retreat). */
function safety(an: Analysis, s: S, n: number): number {
  const c = an.c;
  const sup = an.d.supplyOf(an.side);
  return (
    sp(c, s, n, an.side) * 0.3 +
    (sup.full[n] ? 1 : sup.loc[n] ? 0.5 : 0) -
    0.3 * an.threat[n]! +
    (an.need[n]! > 0 ? 0.5 : 0)
  );
}

/** reinforceTheFront, and the placements that are losses. */
function scorePlace(an: Analysis, s: S, a: number): number {
  const c = an.c;
  const n = A.xOf(a);
  switch (s[G_DA]) {
    case A.PL_OTR:
    case A.PL_WINTER:
      return -an.need[n]! - 0.2 * an.pot[n]! + 0.05 * sp(c, s, n, an.side);
    case A.PL_ARSENAL:
      return -an.threat[n]! + 0.5 * (fortDrm(c, s, n, CSA) > 0 ? 1 : 0);
    case A.PL_DISP_GEN:
    case A.PL_ARRIVAL: {
      const g = s[G_DB]!;
      const here = gensAt(c, s, n, an.side, gbuf);
      let better = false;
      for (let i = 0; i < here; i++) if (genRank(c, s, gbuf[i]!) >= genRank(c, s, g)) better = true;
      return 0.2 * sp(c, s, n, an.side) - (better ? 2 : 0) + 0.1 * an.pot[n]!;
    }
    default:
      return an.need[n]! + 0.3 * an.pot[n]! + 0.1 * Math.min(6, sp(c, s, n, an.side));
  }
}

/**
 * Port Protection (21.4.4, 21.6.8): shelter in port when the enemy ships there outnumber ours by more
 * than the Fort's or Battery's 2 NSPs (before the battle), or when our SPs hold the port (after it).
 */
function portShelter(an: Analysis, s: S): boolean {
  const c = an.c;
  const v = s[G_DA]! >> 12;
  if (s[G_DEC] === A.D_PORTBACK) return sp(c, s, v, an.side) > 0;
  return shipNsp(c, s, v, 1 - an.side) > shipNsp(c, s, v, an.side) + 2;
}

/** Strategic movement, transfers, the free fort, scheduled transfers, naval destinations. */
function scoreManagement(an: Analysis, s: S, a: number): number {
  const c = an.c;
  const x = A.xOf(a);
  const y = A.yOf(a);
  switch (A.opOf(a)) {
    case A.OP_DONE:
    case A.OP_SKIP:
      return 0;
    case A.OP_SM_FROM:
      return Math.max(-1, 0.3 * spFree(c, s, x, an.side) - an.need[x]! - 0.3 * an.pot[x]!);
    case A.OP_SM_TO:
      return 0.3 * an.pot[x]! + an.need[x]! - 0.3 * an.pot[s[G_DA]!]!;
    case A.OP_LM_XFER:
    case A.OP_TRANSFER:
      return gensAt(c, s, y, an.side, gbuf) === 0
        ? 0.1 * sp(c, s, y, an.side) + 0.1 * an.need[y]! - 0.3
        : -0.5;
    case A.OP_PLACE:
      return s[G_DEC] === A.D_FREEFORT ? fortValue(an, s, x) + 0.6 : 0.5;
    case A.OP_NAV_TO: {
      const from = s[G_DA]!;
      const k = s[G_DB]!;
      const def = sp(c, s, x, 1 - an.side);
      if (an.defense[x]! > 0 || an.d.ctrl[x] === 1 - an.side) {
        const p = winChance(c, k, 0, def, fortDrm(c, s, x, 1 - an.side));
        return an.goal[x]! * p - (p < 0.5 ? 5 : 0) - (y ? 0.5 : 0);
      }
      return 0.5 * (an.pot[x]! - an.pot[from]!) - 1 - (y ? 0.5 : 0);
    }
    case A.OP_PORTCLAIM:
    case A.OP_PORTBACK:
      return (x === 1) === portShelter(an, s) ? 1 : 0;
    // 21.2.4: the bot does not drop ships off on the way; asked, it sails on and leaves none
    case A.OP_NAVDEST:
      return y & Y_DROP ? -1 : -0.5;
    case A.OP_NAVDROP:
      return y === 0 && (dropAsksCounts(s) || x === dropGoal(s)) ? 0 : -1;
    default:
      return -0.5;
  }
}
