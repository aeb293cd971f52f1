/**
 * Blue vs Gray heuristic priorities, in the spirit of the rulebook's Strategy Hints. Each priority is
 * one named function that scores the legal actions of one kind of decision; the bot plays the best
 * score (ties by its seeded generator). Scores are small numbers: DONE/pass scores 0, so an action is
 * taken only if some priority rates it above doing nothing.
 *
 * The bot looks only at what its side may see: the board (all public), city control, supply tracks,
 * its own hand, and counts. It never reads the opponent's hand or either deck's order.
 *
 *   drawOrSupply          6.1-6.5: the USA draws hard early ("draw lots of cards"), both keep enough
 *                          supply for the attacks they plan; free restores and replacements first;
 *                          the USA takes its cadre's leaders and strong corps before blind draws,
 *                          the CSA draws blind before taking a cadre leader and keeps 1 supply point
 *   restoreDepleted       6.6/13: restore when free or when supply is plentiful
 *   playMapCards          7.2: every map card that fits (the CSA's are played for it)
 *   deployWhereNeeded     7.3: put cards on the board in the theater where the enemy is stronger; the
 *                          USA keeps an Eastern army 20 points above the best CSA one while the CSA
 *                          holds an approach to Washington
 *   attachToLeaders       7.5: units under leaders with free capacity, strongest first
 *   balanceSquadrons      7.8/9: one squadron East for the blockade, one West for the rivers, a second
 *                          East for the Full Blockade (a USA objective, 18.2), the others West
 *   playEnigmaNow         3.7: own-turn Enigmas at once; battle modifiers when the battle is close,
 *                          and by the USA in every defence of Washington the modifier can turn
 *   attackFavourable      8.2: attack where the chance to win (read from the pack's Combat Table against
 *                          the likeliest defender) times the city's worth pays for the supply point;
 *                          the USA counts the approaches to Washington ("take the Wilderness to cover
 *                          Washington"); the USA weighs what losing the command Washington's
 *                          defence rests on would risk there (washingtonRisk); both sides attack
 *                          on a bar 1 below doing nothing (unspent supply buys nothing)
 *   raidWhenStronger      10.3: raid when the free cavalry is clearly stronger
 *   defendValuable        8.3: defend with the command most likely to hold (strength and initiative);
 *                          abandon hopeless low-value cities
 *   reservesIfBehind      8.41: add reserves while behind (with a margin), never withdraw
 *   cheapestLoss          8.5: deplete full-strength weak units first, then the weakest
 *   leaderChoice          8.6: lose the least valuable own leader, take the enemy's best
 */
import * as A from '../../../src/games/bvg/actions.js';
import { capacityOver, reserveFits } from '../../../src/games/bvg/commands.js';
import {
  EF_DRM,
  EF_BMB,
  K_CAV,
  K_INF,
  K_LEADER,
  K_NAVAL,
  K_SPECIAL,
  type BvgContent,
} from '../../../src/games/bvg/content.js';
import * as L from '../../../src/games/bvg/layout.js';
import { navalSupport } from '../../../src/games/bvg/map.js';
import { Analysis } from './analysis.js';
import { loseChance, winChance } from './odds.js';
import {
  ctrl,
  faceDown,
  isDepleted,
  isPesthole,
  nativeOf,
  strengthOf,
} from '../../../src/games/bvg/state.js';

type S = Int32Array;

/**
 * How much a city matters to `side` (Strategy Hints, 18.2, 18.3). For the USA the approaches to
 * Washington count extra ("Try to take the Wilderness to cover Washington"): a CSA city there is a
 * jumping-off city for an attack that ends the game (18.4).
 */
function cityValue(c: BvgContent, s: S, side: number, x: number, approach?: Int8Array): number {
  const cs = c.cities;
  if (side === L.USA) {
    if (x === cs.washington) return 10; // 18.4: its loss ends the game
    const ap = approach?.[x] ?? 0;
    if (ap) return Math.max(ap === 1 ? 4 : 2.5, baseUsaValue(c, s, x));
    return baseUsaValue(c, s, x);
  }
  if (x === cs.washington) return 10;
  if (c.north[x]) return 4;
  if (x === cs.richmond || x === cs.atlanta) return 4;
  if (x === cs.shenandoah) return 2.5;
  return nativeOf(c, s, x) === L.CSA ? 1.5 : 0.8;
}

/** A city's worth to the USA before the approaches to Washington are counted. */
function baseUsaValue(c: BvgContent, s: S, x: number): number {
  const cs = c.cities;
  if (c.north[x]) return 4; // each is a CSA objective (18.3)
  if (x === cs.richmond || x === cs.atlanta) return 4;
  if (x === cs.shenandoah) return 3;
  if (c.mississippi[x]) return 2.5;
  if (c.port[x]) return 2;
  return nativeOf(c, s, x) === L.CSA ? 1 : 0.6;
}

/**
 * 6.4: what taking a card from the cadre is worth against a blind draw (3 for the USA, 2.2 for the
 * CSA). A cadre card is known: for the USA, short of leaders ("the USA has few leaders to
 * concentrate its corps early", README), a leader or a strong corps beats a random card of the deck
 * (map cards, Enigmas, weak units). Issue 21: the USA used to draw blind while its cadre held
 * leaders (3,322 such draws in the 300 games of `simulate bvg --seed bp1`, e.g. game 0, turns 6-9,
 * Banks; game 20, the Eastern army left to leaderless corps after Hooker fell on turn 8, lost
 * Washington that turn while I Corps sat in the cadre); taking them first raised the heuristic
 * Union's win rate from 21.1 to 29.5 % (`simulate bvg --seed ab1 --games 1000`, heuristic Confederacy).
 */
/**
 * The CSA, whose leaders are many, is the other way round: a blind draw (2.2) before a cadre leader.
 * Issue 21: it took a leader from its cadre in 76 of 90 Draw/Replace decisions with supply at its
 * target and a draw legal (20 heuristic games); drawing first, with the attack bar below, the
 * heuristic Confederacy won 2.9 points more often against the heuristic Union (next comment).
 */
const CADRE_LEADER = [3.5, 2.0];
const CADRE_UNIT = [2.5, 1.2];

/**
 * 8.2: the bar for an attack, 1 below doing nothing, for both sides: supply left unspent at the end
 * of the Combat Step buys nothing. Issue 21: the USA (it wins only by objectives, 18.2) ended 780 of
 * its 2,724 Combat Steps with supply left and an attack scored just below doing nothing (seed bp1,
 * e.g. game 0 turn 9: Rosecrans on Knoxville at -0.17); measured 29.5 -> 31.8 % Union wins
 * (`simulate bvg --seed ab1 --games 1000`). The CSA ended 53 of 230 Combat Steps so, with supply 2
 * or more (20 heuristic games), 1 of 205 since. With the cadre rule above, the heuristic Confederacy
 * won 69.4 -> 72.3 % against the heuristic Union, +2.9 points (95 % interval +1.4 to +4.3; seeds
 * cb1-cb4, 4,000 paired games, over the leader fix of `unitsFor`).
 */
const ATTACK_BIAS = 1;

/**
 * 6.3: the supply points a side keeps before it draws: the USA 1 for its first USA_DRAW_TURNS turns
 * ("draw lots of cards"), 3 after; the CSA 1 ("you will probably need less supply than he will", Southern
 * Strategy; it also gets a free point each Draw/Replace Step while there is no blockade, 9.7). Issue
 * 21: with 2 the CSA spent a draw on a second point in 1,523 of its 6,699 Draw/Replace decisions
 * with a point in hand and a draw legal (200 games of seed b6a, e.g. game 0 turns 3-6); with 1 the
 * heuristic Confederacy won more often against the heuristic of 8b5aa3d as the Union: +3.1 points (seed b6a,
 * 95 % interval +1.3 to +4.9) and +1.9 (b6b, +0.0 to +3.7), 2,000 paired games each.
 */
const CSA_SUPPLY = 1;

/**
 * 6.2: "For the first several turns, draw lots of cards until you have a considerably bigger army than
 * the Rebels" (Northern Strategy): the USA keeps 1 supply point, not 3, for its first five turns.
 * Issue 21: with three turns it spent a draw on a supply point on turns 4-5 in 323 of its 1,053
 * Draw/Replace decisions there with a point in hand and a draw legal (200 games of seed b6a, e.g.
 * games 0 and 1, turn 4); with five the heuristic Union won more often against the heuristic of 8b5aa3d as the Confederacy: +1.4 points (seed b6a, 95 %
 * interval -0.6 to +3.3) and +1.0 (b6b, -1.0 to +2.9), 2,000 paired games each (+1.2, -0.2 to +2.5,
 * together); seven turns +1.2 (b6a).
 */
const USA_DRAW_TURNS = 5;
const supplyTarget = (s: S, side: number): number =>
  side === L.USA ? (s[L.CH_TURN]! <= USA_DRAW_TURNS ? 1 : 3) : CSA_SUPPLY;

/** 6.1-6.5: draw or take supply (and which cadre card). */
function drawOrSupply(an: Analysis, s: S, a: number): number {
  const c = an.c;
  const side = an.side;
  const sup = s[L.H_SUPPLY + side]!;
  const want = supplyTarget(s, side);
  switch (A.opOf(a)) {
    case A.OP_DRAW:
      return side === L.USA ? 3 : 2.2;
    case A.OP_SUPPLY:
      return sup < want ? 3.5 : 1;
    case A.OP_CADRE: {
      const k = A.fa(a);
      return c.kind[k] === K_LEADER ? CADRE_LEADER[side]! : CADRE_UNIT[side]! + 0.3 * c.strength[k]!;
    }
    case A.OP_BUY:
      return sup > want + 2 ? 1.5 : -1;
    case A.OP_REPLACE:
      return 4;
    case A.OP_RETURN:
      return -5;
    default:
      return 0;
  }
}

/** 6.6/13: restore when it is free (or already paid) or supply is plentiful. */
function restoreDepleted(an: Analysis, s: S, a: number): number {
  if (s[L.H_FREE_RESTORE]! > 0 || s[L.H_RESTORE_CREDIT]! > 0) return 5;
  const sup = s[L.H_SUPPLY + an.side]!;
  return sup > supplyTarget(s, an.side) ? 1.5 + 0.1 * an.c.strength[A.fa(a)]! : -1;
}

/** 7.2: play map cards. */
function playMapCards(): number {
  return 6;
}

/**
 * 2.4: the Pre-Action readies the CSA "to respond to possible USA attacks" before the USA has a card
 * on the board, so the need of 7.3 read from the board sent its cards to both theaters alike; the
 * USA's opening army comes East (its AT START cards, then the Washington guard), so the CSA's Pre-
 * Action goes East: this is added to the Eastern need (10 saturates it). Issue 21: seed t5a, game 18:
 * Longstreet and the Tidewater Militia to the West, where no Union card came, Magruder and Stuart (4
 * points) East; the USA came East with 14 and took Richmond on turn 1 (in 203 of 1,000 games of t5a
 * Richmond fell on turn 1, in 413 by turn 2; 117 and 274 with the Pre-Action East).
 */
const PREACTION_EAST = 20;

/** 7.3: deploy a card from hand to the theater where the enemy is relatively stronger. */
function deployWhereNeeded(an: Analysis, s: S, a: number): number {
  const c = an.c;
  const k = A.fa(a);
  const t = A.fb(a);
  const me = an.side;
  let need = an.str[(1 - me) * 2 + t]! - an.str[me * 2 + t]!;
  if (c.kind[k] === K_NAVAL) {
    // one squadron East first (9.7 Partial Blockade), then West (9.4, 9.5 and the Mississippi), then
    // a second East (9.7 Full Blockade: a USA objective, 18.2), the others West
    const e = an.sq[L.EAST]!;
    const w = an.sq[L.WEST]!;
    return 3 + (t === L.EAST ? (e === 0 ? 1 : e === 1 && w >= 1 ? 0.8 : -0.5) : w === 0 ? 0.5 : 0);
  }
  // a leader is worth deploying only if there are units for him (4.6: a leader is never alone)
  if (c.kind[k] === K_LEADER && unitsFor(an, s, t) === 0) return -1;
  const base = c.kind[k] === K_LEADER ? 3.2 : 2.5 + 0.2 * c.strength[k]!;
  const home = c.home[k] === t ? 0.3 : 0;
  // 2.4: the CSA's Pre-Action comes before the USA has a card on the board (PREACTION_EAST)
  if (me === L.CSA && t === L.EAST && s[L.H_PHASE] === L.PH_PREACTION) need += PREACTION_EAST;
  // The USA guard: an Eastern army 20 points stronger than the best CSA Eastern command while the CSA
  // holds an approach to Washington (8.5: each 10 points is -1 to the red die; at +20 no result the
  // pack's Combat Table gives the attacker is left). Issue 21: at +10 and a weight of at most 1.5 the
  // CSA took Washington in 70.7 % of heuristic games (standard, simulate --seed bw2, 2,000 games).
  let guard = 0;
  if (me === L.USA && t === L.EAST && an.washingtonThreatened(s)) {
    const short = an.best[L.CSA * 2 + L.EAST]! + 20 - an.best[L.USA * 2 + L.EAST]!;
    guard = Math.max(0, Math.min(4, short / 4));
  }
  return base + home + guard + Math.max(-1, Math.min(1, need / 10));
}

/**
 * Units a new leader in theater t would command: lone units on the board in t that no leader already
 * there has room for (4.5), for both sides; the units of the hand are deployed first and counted once
 * on the board. Issue 21: counting the hand, a side put leaders in a theater its hand units then did
 * not go to, or several leaders for the same few units, and 7.6 dismissed them at the end of the step.
 * The USA: 1,060 of its leaders in 3,195 Deploy/Move Steps of `simulate bvg --seed bp1` (300 games;
 * game 0 turn 2: Thomas, initiative 2, to the West with nothing to command), 58 in 3,017 after; the
 * heuristic Union won 1.3 points more often (95 % interval -0.5 to +3.1; seeds ab1-ab3, 3,000 paired
 * games). The CSA: 1,186 of its leaders in 2,994 Deploy/Move Steps and Pre-Actions (seed cb1, 300
 * games; game 8: Price to the West at the Pre-Action with nothing to command, to the cadre, while J.E.
 * Johnston waited in the hand), 36 in 3,022 after; the heuristic Confederacy won 6.0 points more often
 * against the heuristic Union (64.1 -> 70.1 %, 95 % interval +4.2 to +7.8; seeds cb1-cb3, 3,000
 * paired games).
 */
function unitsFor(an: Analysis, s: S, t: number): number {
  if (an.unitsFor[t]! >= 0) return an.unitsFor[t]!; // asked before at this decision
  const c = an.c;
  const l = t === L.EAST ? L.LOC_EAST : L.LOC_WEST;
  let n = 0;
  for (let k = c.sideStart[an.side]; k < c.sideEnd[an.side]; k++) {
    if (c.kind[k] !== K_INF && c.kind[k] !== K_CAV) continue;
    if (s[L.C_LOC + k] === l && s[L.C_PARENT + k]! < 0 && !roomFor(an, s, l, k)) n++;
  }
  an.unitsFor[t] = n;
  return n;
}

/** Some leader of the mover at board location l has room for unit k (4.5). */
function roomFor(an: Analysis, s: S, l: number, k: number): boolean {
  const c = an.c;
  for (let j = c.sideStart[an.side]; j < c.sideEnd[an.side]; j++)
    if (c.kind[j] === K_LEADER && s[L.C_LOC + j] === l && reserveFits(c, s, j, k)) return true;
  return false;
}

/** 7.5: units to leaders with room; never past capacity. */
function attachToLeaders(an: Analysis, s: S, a: number): number {
  const c = an.c;
  const x = A.fa(a);
  const t = A.fb(a);
  if (s[L.C_FLAGS + x]! & L.F_RAILED) return -1;
  if (c.kind[t] === K_LEADER || c.kind[t] === K_SPECIAL) {
    if (c.kind[x] === K_LEADER) {
      let units = 0;
      for (let j = c.sideStart[an.side]; j < c.sideEnd[an.side]; j++) if (s[L.C_PARENT + j] === x) units++;
      return units > 0 && capacityOver(c, s, t) === 0 ? 0.8 : -1;
    }
    if (c.kind[x] === K_INF || c.kind[x] === K_CAV)
      return reserveFits(c, s, t, x) ? 3 + 0.3 * c.strength[x]! : -1;
    return -1;
  }
  return c.kind[x] === K_CAV && c.kind[t] === K_CAV ? 0.4 : -1; // cavalry pairs raid well
}

/**
 * 7.8: keep a squadron East for the blockade, one West, a second East for the Full Blockade (9.7: two
 * squadrons East, a USA objective of 18.2), the rest West. Issue 21: the USA used to send every
 * squadron after the first West and never held that objective by its squadrons; with the second
 * East the heuristic Union won 0.97 points more often against the heuristic Confederacy (95 %
 * interval +0.1 to +1.8; `simulate bvg --seed ab1`, `ab2`, `ab3`, 1,000 games each, paired).
 */
function balanceSquadrons(an: Analysis, s: S, a: number): number {
  const k = A.fa(a);
  const t = s[L.C_LOC + k]! - L.LOC_EAST;
  const e = an.sq[L.EAST]!;
  const w = an.sq[L.WEST]!;
  if (t === L.WEST && (e === 0 || (e === 1 && w >= 2))) return 1.5; // the blockade first (9.7)
  if (t === L.EAST && e >= 3 && w === 0) return 1.5;
  return -1;
}

/** 3.7: own-turn Enigmas at once; battle modifiers when the battle is close. */
function playEnigmaNow(an: Analysis, s: S, a: number): number {
  const c = an.c;
  const k = A.fa(a);
  if (c.effect[k] === EF_DRM) {
    const gap = battleGap(an, s);
    if (an.side === L.USA && washingtonDefence(an, s)) return gap < 20 ? 2 : -0.5;
    return Math.abs(gap) < 8 ? 2 : -0.5;
  }
  if (c.effect[k] === EF_BMB) return 0.5;
  return 4;
}

/**
 * The USA defends Washington in the current battle (18.4: its loss ends the game). With the pack's
 * Combat Table every point of the red die counts there until the defence is 20 points stronger
 * (8.5: then even a 6 is a Soldiers' Battle the stronger side wins): most captures were a 6 at less
 * than 10 points (Defender Routed) or a 5-6 lost as a Generals' Battle on initiative, while the
 * USA kept its modifiers for battles within 8 points. Measured: 31.8 -> 33.6 % Union wins (1,000
 * games, `simulate bvg --seed ab1`).
 */
function washingtonDefence(an: Analysis, s: S): boolean {
  return s[L.B_TGT] === an.c.cities.washington && s[L.B_ATT_SIDE] === L.CSA;
}

/** Slots of `Analysis.memo`: values of this decision's state, computed at the first action that asks. */
const M_GAP = 0;
const M_ATT = 1;
const M_BEST = 2; // + side * 2 + theater

/** Own minus enemy strength in the current battle (from the mover's side). */
function battleGap(an: Analysis, s: S): number {
  if (!Number.isNaN(an.memo[M_GAP]!)) return an.memo[M_GAP]!;
  const c = an.c;
  let mine = 0;
  let theirs = 0;
  for (let k = 0; k < c.nc; k++) {
    if (!(s[L.C_FLAGS + k]! & L.F_IN_BATTLE) || faceDown(s, k)) continue;
    const v = strengthOf(c, s, k);
    if (c.cardSide[k] === an.side) mine += v;
    else theirs += v;
  }
  const x = s[L.B_TGT]!;
  const nav = navalSupport(c, s, x, (s[L.B_FLAGS]! & L.BF_INVASION) !== 0);
  if (an.side === L.USA) mine += nav;
  else theirs += nav;
  const def = 1 - s[L.B_ATT_SIDE]!;
  if (def === L.CSA && isPesthole(c, s, x)) {
    if (an.side === L.CSA) mine += 5;
    else theirs += 5;
  }
  return (an.memo[M_GAP] = mine - theirs);
}

/** The commander of the strongest command of `side` in theater t, -1 for none. */
function bestRoot(an: Analysis, s: S, side: number, t: number): number {
  const slot = M_BEST + side * 2 + t;
  if (!Number.isNaN(an.memo[slot]!)) return an.memo[slot]!;
  const c = an.c;
  const l = t === L.EAST ? L.LOC_EAST : L.LOC_WEST;
  let best = -1;
  for (let k = c.sideStart[side]; k < c.sideEnd[side]; k++)
    if (s[L.C_LOC + k] === l && s[L.C_PARENT + k]! < 0 && (best < 0 || an.cmd[k]! > an.cmd[best]!)) best = k;
  return (an.memo[slot] = best);
}

/** 8.2/9.6: attack when the command outweighs the best enemy command of that theater. */
function attackFavourable(an: Analysis, s: S, a: number): number {
  const c = an.c;
  const me = an.side;
  const op = A.opOf(a);
  if (op === A.OP_PORT_ATTACK) return cityValue(c, s, me, A.fa(a), an.approach) - 1.5;
  const r = A.fa(a);
  const x = A.fb(a);
  let own = an.cmd[r]!;
  if (me === L.USA) own += navalSupport(c, s, x, op === A.OP_INVADE);
  const tt = c.cityTheater[x]!;
  let def = Math.max(an.best[(1 - me) * 2 + tt]!, 0.6 * an.best[(1 - me) * 2 + (1 - tt)]!);
  if (ctrl(s, x) < 0 && !c.kentucky[x]) def *= 0.8;
  if (me === L.USA && isPesthole(c, s, x)) def += 5;
  if (c.fort[x]) def += 3;
  const sup = s[L.H_SUPPLY + me]!;
  // the chance to win against the likeliest defender (Combat Table), times what the city is worth
  const dr = bestRoot(an, s, 1 - me, tt);
  const ia = c.kind[r] === K_LEADER ? c.initAtk[r]! : 0;
  const id = dr >= 0 && c.kind[dr] === K_LEADER ? c.initDef[dr]! : 0;
  const p = winChance(c, own, def, c.fort[x] === 1, ia, id);
  const risk = me === L.USA ? washingtonRisk(an, s, r, own, def, c.fort[x] === 1) : 0;
  const cost = (sup <= 1 ? 1.5 : 0.5) + (own < 6 ? 0.5 : 0);
  return cityValue(c, s, me, x, an.approach) * 1.6 * p - cost - risk + ATTACK_BIAS;
}

/**
 * What an attack by the USA command r risks at Washington (18.4: its loss ends the game). While the
 * CSA holds an approach, a routed attacker goes whole to the cadre and a defeated one loses steps
 * (8.5); if r is the Eastern command Washington's defence rests on (the next best, with the Dept. of
 * Washington, is short of the CSA's best Eastern command plus the 10 points of a die modifier), the
 * loss can leave Washington to a weak garrison. Seen in heuristic games of the standard scenario
 * (seed up to 10, cwsim play bvg --usa heuristic --csa heuristic): seed 9, turn 2, Grant (9) attacked
 * Norfolk from Ft Monroe, was routed, and the Dept. of Washington (2) lost Washington to Jackson (7)
 * from Manassas in the CSA half of the turn; seed 6, turn 1, Burnside's whole Eastern army attacked
 * Manassas and the lone XX Corps (6) lost Washington.
 */
function washingtonRisk(an: Analysis, s: S, r: number, own: number, def: number, fort: boolean): number {
  const c = an.c;
  if (s[L.C_LOC + r] !== L.LOC_EAST || !an.washingtonThreatened(s)) return 0;
  let other = 0;
  let dept = 0;
  for (let k = c.sideStart[L.USA]; k < c.sideEnd[L.USA]; k++) {
    if (k === r || s[L.C_LOC + k] !== L.LOC_EAST || s[L.C_PARENT + k]! >= 0) continue;
    if (c.kind[k] === K_SPECIAL) dept = Math.max(dept, an.cmd[k]!);
    else other = Math.max(other, an.cmd[k]!);
  }
  const short = (an.best[L.CSA * 2 + L.EAST]! + 10 - other - dept) / 10;
  if (short <= 0) return 0;
  const lose = loseChance(c, own, def, fort);
  return 16 * Math.min(1, short) * lose;
}

/** 10.3: raid when our free cavalry clearly outweighs theirs. */
function raidWhenStronger(an: Analysis): number {
  const mine = an.cav[an.side]!;
  const theirs = an.cav[1 - an.side]!;
  return theirs === 0 || mine - theirs >= 4 ? 2 : -1;
}

/** 8.3: defend with the strongest eligible command; abandon only hopeless, low-value cities. */
function defendValuable(an: Analysis, s: S, a: number): number {
  const c = an.c;
  const me = an.side;
  const x = s[L.B_TGT]!;
  const value = cityValue(c, s, me, x, an.approach);
  let att = an.memo[M_ATT]!;
  if (Number.isNaN(att)) {
    att = 0;
    for (let k = 0; k < c.nc; k++)
      if (s[L.C_FLAGS + k]! & L.F_IN_BATTLE && c.cardSide[k] !== me && !faceDown(s, k))
        att += strengthOf(c, s, k);
    an.memo[M_ATT] = att;
  }
  switch (A.opOf(a)) {
    case A.OP_DEFEND: {
      // the command most likely to hold (Combat Table): strength, and the defending commander's
      // initiative for a Generals' Battle (a lone unit defends with 0, 3.4)
      const r = A.fa(a);
      const v = an.cmd[r]! + (A.fb(a) ? 2 : 0);
      const ak = s[L.B_ATT]!;
      const ia = ak >= 0 && c.kind[ak] !== K_INF ? c.initAtk[ak]! : 0;
      const id = c.kind[r] === K_LEADER || c.kind[r] === K_SPECIAL ? c.initDef[r]! : 0;
      const hold = 1 - winChance(c, att, v, c.fort[x] === 1, ia, id);
      return 2 + value * 0.3 + 3 * hold + Math.min(v, att + 8) / 12;
    }
    case A.OP_DEF_HAND:
      return 1.5 + 0.3 * c.strength[A.fa(a)]! + value * 0.2;
    case A.OP_ABANDON:
      return value < 1.5 ? 1.8 - att / 20 : -2;
    case A.OP_DEF_DETACH:
      return -1;
    default:
      return 0;
  }
}

/** 8.41/8.42: reserves while behind (with a margin); never withdraw. */
function reservesIfBehind(an: Analysis, s: S, a: number): number {
  const gap = battleGap(an, s);
  switch (A.opOf(a)) {
    case A.OP_RESERVE:
    case A.OP_VIII: {
      // each 10 points of superiority is a die modifier (8.5): pile on where the city matters
      const x = s[L.B_TGT]!;
      const want = 6 + 2 * cityValue(an.c, s, an.side, x, an.approach);
      return gap < want ? 2 + 0.3 * an.c.strength[A.fa(a)]! : -0.5;
    }
    case A.OP_WITHDRAW:
      return -3;
    case A.OP_JACKSON:
      return 3;
    default:
      return 0;
  }
}

/** 8.5: deplete full-strength weak units first, then lose the weakest. */
function cheapestLoss(an: Analysis, s: S, a: number): number {
  const c = an.c;
  const k = A.fa(a);
  const str = strengthOf(c, s, k);
  if (c.steps[k]! > 1 && !isDepleted(c, s, k)) return -(str - c.depleted[k]!) - 0.1 * str;
  return -1.5 * str - 1;
}

/** 8.6: which leader is lost: our least valuable, or the enemy's best. */
function leaderChoice(an: Analysis, a: number): number {
  const c = an.c;
  const k = A.fa(a);
  const v = c.strength[k]! + 2 * (c.initAtk[k]! + c.initDef[k]!);
  return c.cardSide[k] === an.side ? -v : v;
}

/**
 * 4.5/8.9 A: the strength an over-capacity card takes out of the battle when turned face-down: a
 * subordinate takes his whole subcommand with him. Issue 21: both sides turned down the card of least
 * strength of its own, often a subordinate leader, so his corps sat the battle out where a weak lone
 * unit would have done (seed t5a, game 3 turn 4: Magruder's corps under Beauregard, 8 points, for a
 * 2-point division; game 198 turn 4: Burnside's army, 12 for 2): 916 of 2,616 USA choices and 218 of
 * 899 CSA ones in 200 games (`simulate bvg --seed t5a`), 6,114 and 951 points needlessly idle.
 */
function commandStrength(c: BvgContent, s: S, k: number): number {
  let v = strengthOf(c, s, k);
  for (let j = 0; j < c.nc; j++) if (s[L.C_PARENT + j] === k && !faceDown(s, j)) v += strengthOf(c, s, j);
  return v;
}

/** Score one legal action for the side to move. */
export function scoreAction(an: Analysis, s: S, a: number): number {
  const c = an.c;
  const op = A.opOf(a);
  const ph = s[L.H_PHASE]!;
  switch (op) {
    case A.OP_DONE:
      return ph === L.PH_PICK_ATTACKER ? -5 : 0;
    case A.OP_DRAW:
    case A.OP_SUPPLY:
    case A.OP_CADRE:
    case A.OP_BUY:
    case A.OP_REPLACE:
    case A.OP_RETURN:
      return drawOrSupply(an, s, a);
    case A.OP_RESTORE:
      return restoreDepleted(an, s, a);
    case A.OP_MAP:
      return playMapCards();
    case A.OP_DEPLOY:
      return deployWhereNeeded(an, s, a);
    case A.OP_ATTACH:
      return attachToLeaders(an, s, a);
    case A.OP_NAVAL:
      return balanceSquadrons(an, s, a);
    case A.OP_GIVE: {
      const k = A.fa(a);
      const toWest = s[L.C_LOC + k] === L.LOC_HAND;
      return toWest === (c.home[k] === L.WEST) ? 1 : -1;
    }
    case A.OP_ENIGMA:
      return playEnigmaNow(an, s, a);
    case A.OP_ATTACK:
    case A.OP_INVADE:
    case A.OP_PORT_ATTACK:
      return attackFavourable(an, s, a) + (ph === L.PH_PICK_ATTACKER ? 10 : 0);
    case A.OP_RAID:
      return raidWhenStronger(an);
    case A.OP_RAID_ADD:
      return 1;
    case A.OP_SEA:
      return A.fa(a) === 1 ? 1 : 0.5;
    case A.OP_ABANDON:
    case A.OP_DEFEND:
    case A.OP_DEF_HAND:
    case A.OP_DEF_DETACH:
      return defendValuable(an, s, a);
    case A.OP_RESERVE:
    case A.OP_VIII:
    case A.OP_WITHDRAW:
    case A.OP_JACKSON:
      return reservesIfBehind(an, s, a);
    case A.OP_EXCESS:
      return -commandStrength(c, s, A.fa(a));
    case A.OP_PICK:
      return -strengthOf(c, s, A.fa(a));
    case A.OP_LOSS:
      return cheapestLoss(an, s, a);
    case A.OP_LEADER:
      return leaderChoice(an, a);
    case A.OP_YES:
      return -1; // no reorganization, no change of base
    case A.OP_BUY_CORPS:
      return s[L.H_SUPPLY + an.side]! >= 3 ? 1 : -1;
    case A.OP_USE_RESERVE:
      return 2;
    default:
      return -1; // detach, transfer, dismiss, rail, Trans-Mississippi: keep commands as they are
  }
}
