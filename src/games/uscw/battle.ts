/**
 * Battle (11), Demoralization (12.2-12.3) and Army Morale (22.5).
 *  11.1.1 a battle starts when the mover enters a hex holding an enemy Fort, Coastal Fort, SPs,
 *         Militia or Union intrinsic garrison that did not avoid; the mover is the attacker.
 *  11.1.2 Automatic Displacement at 7:1 (no DRMs): the defender's SPs and Generals go to the Displaced
 *         Box, Forts are captured, Entrenchments removed; 4 SPs against Militia or an empty Fort/CF.
 *         Union intrinsic garrisons flee from 4+ SPs (17.2.4).
 *  11.2   each side rolls on its own SP column (its dice) with DRMs; the result is the opponent's loss;
 *         the side taking the higher result loses (n* > n-diamond > n); ties: the attacker backs up.
 *  11.3   Generals counted: the CG, plus one at 7-12 SPs, plus two at 13+ (cavalry subordinates at
 *         most +1, 8.5).
 *  11.4   DRMs: attacker -2 Demoralized, + Attack ratings, +2 card (18.3.2), +1 Naval Support;
 *         defender + Defense ratings, + the best one of fortification (Entrenchment or CF +2, Fort
 *         +2/+4/+6) and terrain (+1 mountain hexside, river, marsh); a failed Avoid loses both (9.3.3).
 *  11.5   across a navigable river at most 3 SPs fight (1 if the defender controls it); the whole
 *         stack crosses on a win.
 *  10.2.1 a defender in a Fort or Coastal Fort loses 1 SP less when the attacker does not win.
 *  12.2-3 the loser is Demoralized (again: 1 more SP); 3+ SPs lost demoralizes; a tie outside Full
 *         Supply demoralizes (13.1.5).
 *  13.2.1 a Foraging defender shifts one column left (and uses that column's General count).
 *  11.5.4 an attacker that won with at least twice the defender's SPs may move on.
 */
import type { UscwContent } from './content.js';
import * as A from './actions.js';
import { cardFor, commanding, displaceGen, displaceSp, d6, spEliminated } from './common.js';
import { fortDrm, hasGarrison } from './control.js';
import { derived } from './derived.js';
import { captureFort, placeMarker } from './fortify.js';
import {
  A_BATTLES,
  A_FLAGS,
  A_NODE,
  A_SP,
  AF_DEMOR,
  B_ATT,
  B_DEF,
  B_DICE,
  B_FLAGS,
  B_FROM,
  B_GARRISON_GONE,
  B_MORALE,
  B_NODE,
  B_RES,
  BF_ACROSS_NAV,
  BF_ASSAULT,
  BF_ATT_WON,
  BF_CARD,
  BF_DEF_WON,
  BF_ENEMY_NAV,
  BF_NAVSUP,
  BF_NO_TERRAIN,
  BF_TIE,
  G_OTR,
  G_PHASING,
  USA,
} from './layout.js';
import { NF_CF, NF_ISLAND, NF_PORT } from './mapmodel.js';
import { terrainDrm } from './movecost.js';
import { OPT_ARMY_MORALE, opt, optAdvancedNaval } from './options.js';
import { clearDecision, decide } from './phase.js';
import {
  addCard,
  CARD_ANY,
  CARD_NAVAL,
  demor,
  entrench,
  forage,
  fortOwner,
  gensAt,
  genRank,
  hand,
  milLoc,
  nb,
  setBit,
  setDemor,
  setEntrench,
  setForage,
  setMilLoc,
  setSp,
  setSurrPts,
  sp,
  type S,
} from './state.js';
import { arriveAt, endActivation, movingGens } from './move.js';
import { afterArrival } from './arrival.js';
import { startRetreat } from './retreat.js';
import { navalSupport } from './navaladv.js';
import { assaultOver } from './transport.js';
import { CH_TURN, countRule } from '../../core/header.js';
import { COV_ARMY_MORALE } from './coverage.js';

const gbuf = new Int32Array(64);
const OTR_STATES = ['VA', 'MD', 'PA'];

/** Does `side` hold v against a mover (SPs, Militia, a Fort, a Coastal Fort, a Union garrison)? */
export function enemyPresent(c: UscwContent, s: S, v: number, side: number): boolean {
  if (sp(c, s, v, side) > 0 || milLoc(c, s, side, c.map.stateOf[v]!) === v || fortOwner(c, s, v) === side)
    return true;
  if (c.map.flags[v]! & NF_CF && derived(c, s).ctrl[v] === side) return true;
  return side === USA && hasGarrison(c, s, v);
}

/** CRT column of a force of n SPs (11.2.1), shifted `shift` columns left (Foraging, 13.2.1). */
export function column(c: UscwContent, n: number, shift = 0): number {
  const cols = c.tables.crt;
  let k = 0;
  while (k < cols.length - 1 && n > cols[k]!.max) k++;
  return Math.max(0, k - shift);
}

/** Result rank on a column for a modified roll (11.2.2). */
export function crtRank(c: UscwContent, col: number, roll: number): number {
  const cc = c.tables.crt[col]!;
  const i = Math.max(0, Math.min(cc.rank.length - 1, roll - cc.first));
  return cc.rank[i]!;
}

/** Generals that may add their rating at a column (11.3): 1 up to 6 SPs, 2 up to 12, 3 above. */
function generalsAllowed(c: UscwContent, col: number): number {
  const max = c.tables.crt[col]!.max;
  const gu = c.tables.json.generalsUsed;
  return max <= 6 ? gu.upTo6 : max <= 12 ? gu.upTo12 : gu.more;
}

/** Sum of the best allowed ratings of gens[0..n) commanded by cg (8.5 caps cavalry subordinates at +1). */
function ratings(
  c: UscwContent,
  s: S,
  gens: Int32Array,
  n: number,
  cg: number,
  allowed: number,
  attack: boolean,
): number {
  if (cg < 0) return 0;
  const rate = (g: number): number => (attack ? c.gens[g]!.att : c.gens[g]!.def);
  let total = rate(cg);
  const others: number[] = [];
  for (let i = 0; i < n; i++) {
    const g = gens[i]!;
    if (g === cg) continue;
    const r = rate(g);
    others.push(c.gens[g]!.cav && genRank(c, s, g) < 2 ? Math.min(1, r) : r);
  }
  others.sort((x, y) => y - x);
  for (let i = 0; i < allowed - 1 && i < others.length; i++) total += others[i]!;
  return total;
}

export function startBattle(c: UscwContent, s: S, v: number): void {
  const side = s[G_PHASING]!;
  const m = c.map;
  s[B_NODE] = v;
  s[B_FROM] = s[A_NODE]!;
  s[A_BATTLES] = s[A_BATTLES]! + 1;
  const f = s[B_FLAGS]!;
  const navCap = f & BF_ACROSS_NAV ? (f & BF_ENEMY_NAV ? 1 : 3) : 99;
  s[B_ATT] = Math.min(s[A_SP]!, f & BF_ASSAULT ? 3 : navCap);
  s[B_DEF] = sp(c, s, v, 1 - side);
  if (
    side === USA &&
    s[G_OTR] === 1 &&
    !(f & BF_ASSAULT) &&
    OTR_STATES.includes(m.states[m.stateOf[v]!]!.postal)
  )
    s[G_OTR] = 2;
  if (autoDisplace(c, s, v)) return;
  if (cardChoices(c, s) > 1) decide(s, A.D_CARD, side);
  else resolveBattle(c, s, 0);
}

/** 11.1.2 and 17.2.4; true when no battle is fought. */
function autoDisplace(c: UscwContent, s: S, v: number): boolean {
  const side = s[G_PHASING]!;
  const enemy = 1 - side;
  const att = s[B_ATT]!;
  const def = s[B_DEF]!;
  const ok = def === 0 ? att >= 4 : att >= 7 * def;
  if (!ok) return false;
  const m = c.map;
  const th = m.theater[v]!;
  displaceSp(s, enemy, th, def);
  setSp(c, s, v, enemy, 0);
  setDemor(c, s, v, enemy, false);
  setForage(c, s, v, enemy, false);
  setSurrPts(c, s, v, 0);
  const k = gensAt(c, s, v, enemy, gbuf);
  for (let i = 0; i < k; i++) displaceGen(c, s, gbuf[i]!, th);
  if (milLoc(c, s, enemy, m.stateOf[v]!) === v) setMilLoc(c, s, enemy, m.stateOf[v]!, -1);
  if (enemy === USA && hasGarrison(c, s, v)) setBit(c, s, v, B_GARRISON_GONE, true);
  if (fortOwner(c, s, v) === enemy) captureFort(c, s, v, side);
  if (entrench(c, s, v) === enemy) setEntrench(c, s, v, -1);
  attackerTakes(c, s, v, true);
  return true;
}

/** Battle card options (18.3.2; Naval Support 18.1 Basic): 1 = none only. */
function cardChoices(c: UscwContent, s: S): number {
  const side = s[G_PHASING]!;
  const v = s[B_NODE]!;
  let n = 1;
  if (cardFor(s, side, c.map.theater[v]!) >= 0) n++;
  if (navalSupportOk(c, s, v, side)) n++;
  return n;
}

/** 18.1 Naval Support (Basic, Union, not Turns 1-3): attacking a Fort, CF, Port or Island on the water. */
function navalSupportOk(c: UscwContent, s: S, v: number, side: number): boolean {
  if (side !== USA || optAdvancedNaval(s) || s[CH_TURN]! <= 3) return false;
  if (hand(s, USA, CARD_NAVAL) + hand(s, USA, CARD_ANY) === 0) return false;
  const f = c.map.flags[v]!;
  const target = f & (NF_CF | NF_ISLAND | NF_PORT) || fortOwner(c, s, v) === 1 - side;
  return target !== 0 && target !== false;
}

export function listCard(c: UscwContent, s: S, out: A.Out): void {
  const side = s[G_PHASING]!;
  const v = s[B_NODE]!;
  const land = cardFor(s, side, c.map.theater[v]!) >= 0;
  const nav = navalSupportOk(c, s, v, side);
  out.push(A.enc(A.OP_CARD, 0, 0));
  if (land) out.push(A.enc(A.OP_CARD, 0, 1));
  if (nav) out.push(A.enc(A.OP_CARD, 0, 2));
  if (land && nav && hand(s, USA, CARD_NAVAL) + hand(s, USA, CARD_ANY) + hand(s, USA, c.map.theater[v]!) >= 2)
    out.push(A.enc(A.OP_CARD, 0, 3));
}

export function playCard(c: UscwContent, s: S, a: number): void {
  const side = s[G_PHASING]!;
  const y = A.yOf(a);
  const v = s[B_NODE]!;
  if (y & 2) {
    addCard(s, side, hand(s, side, CARD_NAVAL) > 0 ? CARD_NAVAL : CARD_ANY, -1);
    s[B_FLAGS] = s[B_FLAGS]! | BF_NAVSUP;
  }
  if (y & 1) {
    addCard(s, side, cardFor(s, side, c.map.theater[v]!), -1);
    s[B_FLAGS] = s[B_FLAGS]! | BF_CARD;
  }
  clearDecision(s);
  resolveBattle(c, s, y);
}

/** Roll `dice` d6; with high Army Morale every 1 is rolled again once (22.5.3). */
function rollDice(s: S, dice: number, morale: boolean): number {
  let t = 0;
  for (let i = 0; i < dice; i++) {
    let r = d6(s);
    if (morale && r === 1) {
      countRule(s, COV_ARMY_MORALE); // 22.5: a high-morale army re-rolls a 1
      r = d6(s);
    }
    t += r;
  }
  return t;
}

export interface Sides {
  attCol: number;
  defCol: number;
  attDrm: number;
  defDrm: number;
}

/** The columns and DRMs of the battle in progress (11.2-11.4, 13.2.1). */
export function sidesOf(c: UscwContent, s: S): Sides {
  const side = s[G_PHASING]!;
  const enemy = 1 - side;
  const v = s[B_NODE]!;
  const u = s[B_FROM]!;
  const f = s[B_FLAGS]!;
  const attCol = column(c, s[B_ATT]!);
  const defCol = column(c, s[B_DEF]!, forage(c, s, v, enemy) ? 1 : 0);
  const na = movingGens(c, s, gbuf);
  const acg = commanding(c, s, gbuf, na, true);
  let attDrm = ratingsMoving(c, s, generalsAllowed(c, attCol));
  if (s[A_FLAGS]! & AF_DEMOR) attDrm -= 2;
  if (f & BF_CARD) attDrm += 2;
  if (f & BF_NAVSUP) attDrm += 1;
  void acg;
  const nd = gensAt(c, s, v, enemy, gbuf);
  const dcg = commanding(c, s, gbuf, nd);
  let defDrm = ratings(c, s, gbuf, nd, dcg, generalsAllowed(c, defCol), false);
  if (!(f & BF_NO_TERRAIN)) {
    let e = c.map.adjStart[u]!;
    while (e < c.map.adjStart[u + 1]! && c.map.adjTo[e] !== v) e++;
    const terrain = f & BF_ASSAULT || e >= c.map.adjStart[u + 1]! ? 0 : terrainDrm(c, u, e, v);
    defDrm += Math.max(fortDrm(c, s, v, enemy), terrain);
  }
  // 21.3.1 offensive and 21.3.2 defensive Naval Support (Advanced game; 0 in the Basic game)
  attDrm += navalSupport(c, s, v, side);
  defDrm += navalSupport(c, s, v, enemy, true);
  return { attCol, defCol, attDrm, defDrm };
}

function ratingsMoving(c: UscwContent, s: S, allowed: number): number {
  const n = movingGens(c, s, gbuf);
  const cg = commanding(c, s, gbuf, n, true);
  // the moving generals are flagged GW_MOVING; commanding skips them, so pick the command by rank
  let best = -1;
  for (let i = 0; i < n; i++) {
    const g = gbuf[i]!;
    if (best < 0 || genRank(c, s, g) > genRank(c, s, best)) best = g;
  }
  void cg;
  return ratings(c, s, gbuf, n, best, allowed, true);
}

/** 11.2: roll, results, winner, losses, demoralization; then retreat or the attacker's next step. */
function resolveBattle(c: UscwContent, s: S, _card: number): void {
  const side = s[G_PHASING]!;
  const enemy = 1 - side;
  const v = s[B_NODE]!;
  const x = sidesOf(c, s);
  const morale = opt(s, OPT_ARMY_MORALE);
  const attRoll = rollDice(
    s,
    c.tables.crt[x.attCol]!.dice,
    morale && (nb(c, s, s[B_FROM]!) & (B_MORALE << side)) !== 0,
  );
  const defRoll = rollDice(
    s,
    c.tables.crt[x.defCol]!.dice,
    morale && (nb(c, s, v) & (B_MORALE << enemy)) !== 0,
  );
  s[B_DICE] = attRoll;
  s[B_DICE + 1] = defRoll;
  const ar = crtRank(c, x.attCol, attRoll + x.attDrm);
  const dr = crtRank(c, x.defCol, defRoll + x.defDrm);
  s[B_RES] = ar;
  s[B_RES + 1] = dr;
  const attWon = ar > dr;
  const defWon = dr > ar;
  s[B_FLAGS] = s[B_FLAGS]! | (attWon ? BF_ATT_WON : defWon ? BF_DEF_WON : BF_TIE);
  const fortified = fortOwner(c, s, v) === enemy || (c.map.flags[v]! & NF_CF) !== 0;
  let defLoss = Math.floor(ar / 3);
  if (!attWon && fortified) defLoss = Math.max(0, defLoss - 1);
  const attLoss = Math.min(s[B_ATT]!, Math.floor(dr / 3));
  defLoss = Math.min(s[B_DEF]!, defLoss);
  const attSp = s[B_ATT]!; // 22.5.1 judges the SPs that fought, before the losses
  applyLosses(c, s, attLoss, defLoss, attWon, defWon);
  armyMorale(c, s, attWon, defWon, x, attSp);
  if (attWon) defenderRetreats(c, s);
  else attackerBacks(c, s, defWon);
}

function applyLosses(
  c: UscwContent,
  s: S,
  attLoss: number,
  defLoss: number,
  attWon: boolean,
  defWon: boolean,
): void {
  const side = s[G_PHASING]!;
  const enemy = 1 - side;
  const v = s[B_NODE]!;
  s[A_SP] = s[A_SP]! - attLoss;
  s[B_ATT] = s[B_ATT]! - attLoss;
  setSp(c, s, v, enemy, sp(c, s, v, enemy) - defLoss);
  spEliminated(s, side, attLoss);
  spEliminated(s, enemy, defLoss);
  // 12.2: the loser is Demoralized (again: one more SP); 12.3 heavy losses demoralize the winner too
  const attWasDemor = (s[A_FLAGS]! & AF_DEMOR) !== 0;
  const defWasDemor = demor(c, s, v, enemy);
  if (defWon || (attLoss >= 3 && !attWasDemor)) {
    if (defWon && attWasDemor && s[A_SP]! > 0) {
      spEliminated(s, side, 1);
      s[A_SP] = s[A_SP]! - 1;
      s[B_ATT] = Math.max(0, s[B_ATT]! - 1);
    }
    s[A_FLAGS] = s[A_FLAGS]! | AF_DEMOR;
  }
  if (attWon || (defLoss >= 3 && !defWasDemor)) {
    if (attWon && defWasDemor && sp(c, s, v, enemy) > 0) {
      setSp(c, s, v, enemy, sp(c, s, v, enemy) - 1);
      spEliminated(s, enemy, 1);
    }
    if (sp(c, s, v, enemy) > 0) setDemor(c, s, v, enemy, true);
  }
}

/** 22.5: a Closely Fought Major Battle (both 7+ SPs, the winner rolled no more dice) gives high morale. */
function armyMorale(c: UscwContent, s: S, attWon: boolean, defWon: boolean, x: Sides, attSp: number): void {
  if (!opt(s, OPT_ARMY_MORALE)) return;
  const side = s[G_PHASING]!;
  const v = s[B_NODE]!;
  const u = s[B_FROM]!;
  const attDice = c.tables.crt[x.attCol]!.dice;
  const defDice = c.tables.crt[x.defCol]!.dice;
  const army = (n: number, sd: number): boolean => {
    const k = gensAt(c, s, n, sd, gbuf);
    for (let i = 0; i < k; i++) if (genRank(c, s, gbuf[i]!) >= 3) return true;
    return false;
  };
  if (attWon) {
    setBit(c, s, v, B_MORALE << (1 - side), false);
    if (closelyFought(attSp, s[B_DEF]!, attDice, defDice) && army(u, side))
      setBit(c, s, u, B_MORALE << side, true);
  }
  if (defWon) {
    setBit(c, s, u, B_MORALE << side, false);
    if (closelyFought(s[B_DEF]!, attSp, defDice, attDice) && army(v, 1 - side))
      setBit(c, s, v, B_MORALE << (1 - side), true);
  }
}

/**
 * 22.5.1: a Closely Fought Major Battle for its winner: both sides 7+ SPs and the winner rolled no
 * more dice than the loser.
 */
export function closelyFought(
  winnerSp: number,
  loserSp: number,
  winnerDice: number,
  loserDice: number,
): boolean {
  return winnerSp >= 7 && loserSp >= 7 && winnerDice <= loserDice;
}

function defenderRetreats(c: UscwContent, s: S): void {
  const enemy = 1 - s[G_PHASING]!;
  const v = s[B_NODE]!;
  if (milLoc(c, s, enemy, c.map.stateOf[v]!) === v) setMilLoc(c, s, enemy, c.map.stateOf[v]!, -1);
  if (enemy === USA && hasGarrison(c, s, v)) setBit(c, s, v, B_GARRISON_GONE, true);
  if (sp(c, s, v, enemy) === 0) {
    const k = gensAt(c, s, v, enemy, gbuf);
    for (let i = 0; i < k; i++) displaceGen(c, s, gbuf[i]!, c.map.theater[v]!);
    setDemor(c, s, v, enemy, false);
    setForage(c, s, v, enemy, false);
    afterRetreat(c, s);
    return;
  }
  startRetreat(c, s, v, enemy);
}

/** After the defender's retreat: the attacker takes the hex and may move on (11.5.4). */
export function afterRetreat(c: UscwContent, s: S): void {
  const v = s[B_NODE]!;
  const side = s[G_PHASING]!;
  if (fortOwner(c, s, v) === 1 - side) captureFort(c, s, v, side);
  if (entrench(c, s, v) === 1 - side) setEntrench(c, s, v, -1);
  if (s[A_SP]! <= 0) {
    s[A_SP] = 0;
    endActivation(c, s);
    return;
  }
  attackerTakes(c, s, v, false);
}

function attackerTakes(c: UscwContent, s: S, v: number, displaced: boolean): void {
  const side = s[G_PHASING]!;
  const before = s[B_DEF]!;
  arriveAt(c, s, v);
  afterArrival(c, s, v);
  const m = c.map;
  if (s[B_FLAGS]! & BF_ASSAULT) {
    if (m.flags[v]! & (NF_CF | NF_ISLAND)) placeMarker(c, s, v, side);
    assaultOver(c, s, true);
    return;
  }
  const whole = s[A_SP]!;
  const cont = displaced || (whole >= 2 * before && whole > 0);
  if (!cont) {
    endActivation(c, s);
    return;
  }
  decide(s, A.D_MOVE, side);
}

/** The attacker lost or tied: back to the hex it came from (11.2.2, 11.6.2), and stop. */
function attackerBacks(c: UscwContent, s: S, defWon: boolean): void {
  const side = s[G_PHASING]!;
  const v = s[B_NODE]!;
  if (!defWon) tieSupply(c, s, v);
  if (s[A_SP]! <= 0) {
    s[A_SP] = 0;
    const n = movingGens(c, s, gbuf);
    for (let i = 0; i < n; i++) displaceGen(c, s, gbuf[i]!, c.map.theater[s[A_NODE]!]!);
  }
  if (s[B_FLAGS]! & BF_ASSAULT) {
    assaultOver(c, s, false);
    return;
  }
  endActivation(c, s);
  void side;
}

/** 13.1.5: in a tie, each side not in Full Supply is Demoralized (if already, it loses one more SP). */
function tieSupply(c: UscwContent, s: S, v: number): void {
  const side = s[G_PHASING]!;
  const enemy = 1 - side;
  const d = derived(c, s);
  const u = s[A_NODE]!;
  if (!d.supplyOf(side).full[u]) {
    if (s[A_FLAGS]! & AF_DEMOR && s[A_SP]! > 0) {
      s[A_SP] = s[A_SP]! - 1;
      spEliminated(s, side, 1);
    }
    s[A_FLAGS] = s[A_FLAGS]! | AF_DEMOR;
  }
  if (sp(c, s, v, enemy) > 0 && !d.supplyOf(enemy).full[v]) {
    if (demor(c, s, v, enemy)) {
      setSp(c, s, v, enemy, sp(c, s, v, enemy) - 1);
      spEliminated(s, enemy, 1);
    }
    setDemor(c, s, v, enemy, true);
  }
}
