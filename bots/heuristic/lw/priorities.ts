/**
 * Lincoln's War heuristic priorities. Each decision's legal actions are scored by one named priority;
 * the bot plays the best score (ties by its seeded generator). Doing nothing (done, bank, no) scores
 * about 0, so an action is taken only when a priority rates it above that.
 *
 *   bankCurrency        10.6.4, 21.3: PC are the score (1 VP per 3) and the shield against collapse;
 *                       play cards for PC, keep a reserve, spend only where it pays
 *   shedSeditious       10.7.7: discard Seditious cards free at 10+ PC, else defer them by passing
 *   attackWhenFavoured  16.5-16.6: activate and attack where the expected margin wins, weighing the
 *                       enemy CO's stars and the city's supply and VP; never into neutral Kentucky
 *   meetEasternTheater  10.7.8: the Union activates in Virginia once a turn
 *   advanceOnTargets    12.0: move toward the nearest enemy target; stay clear of stronger enemies
 *   buildBlockade       7.1.8, 8.2: the Union buys Fleets and blockades the richest ports
 *   commerceRaiding     7.1.7, 8.3: the Confederacy buys Raiders and puts them on the track
 *   promoteCommanders   7.1.2-7.1.3, 7.2: promote the COs of the largest Forces
 *   spendCspInBattle    16.3: CSP expire at the end of the turn; commit them where the battle is close
 *   withdrawWhenOutmatched 16.2: withdraw before a battle expected to be lost by five or more
 *   cheapestCasualty    16.8, 20.4: lose the least valuable general, hit the enemy's best
 *
 * It reads only what its side may see: the board, the tracks, its own hand (analysis.ts).
 */
import * as A from '../../../src/games/lw/actions.js';
import { activationCost } from '../../../src/games/lw/activation.js';
import { campaignForce } from '../../../src/games/lw/cards.js';
import {
  CF_RESOURCE,
  E_IRREGULARS,
  E_PC,
  E_REMOVE_IT,
  E_SEDITIOUS_RELIEF,
  K_CAMPAIGN,
  K_SEDITIOUS,
} from '../../../src/games/lw/content.js';
import * as L from '../../../src/games/lw/layout.js';
import { HF_KY, HF_VA, SB_IMPASS } from '../../../src/games/lw/mapdata.js';
import { Analysis, winChance } from './analysis.js';

type S = Int32Array;

export function scoreAction(an: Analysis, s: S, a: number): number {
  switch (s[L.H_STEP]) {
    case L.ST_PURCHASE:
      return purchase(an, s, a);
    case L.ST_DRAFT:
    case L.ST_GIC_SETUP:
    case L.ST_GIC_CHOOSE:
      return A.opOf(a) === A.OP_DONE ? 0 : 1 + generalWorth(an, s, A.xOf(a));
    case L.ST_NAVAL:
      return naval(an, s, a);
    case L.ST_RAIL:
      return rail(an, s, a);
    case L.ST_ABSORB:
      return A.opOf(a) === A.OP_DONE ? 0 : s[L.H_PC + an.side]! >= 6 ? 1 : -1;
    case L.ST_COMMITTEE:
    case L.ST_FORCE_FIRST:
    case L.ST_CAMPAIGN_DRAW:
      return A.opOf(a) === A.OP_YES && s[L.H_STEP] === L.ST_COMMITTEE
        ? 0.5
        : A.opOf(a) === A.OP_TAKE_CAMPAIGN
          ? campaignWorth(an, s, A.xOf(a)) - 2.5
          : 0;
    case L.ST_PLAY:
      return play(an, s, a);
    case L.ST_SPEND:
      return spend(an, s, a);
    case L.ST_MOVE:
      return move(an, s, a);
    default:
      return battleChoice(an, s, a);
  }
}

function battleChoice(an: Analysis, s: S, a: number): number {
  switch (s[L.H_STEP]) {
    case L.ST_HARASS:
      return A.opOf(a) === A.OP_HARASS ? 1 : 0;
    case L.ST_WITHDRAW:
      return withdraw(an, s, a);
    case L.ST_RESOURCE:
      return resource(an, s, a);
    case L.ST_CSP:
      return csp(an, s, a);
    case L.ST_VICTIM:
    case L.ST_DEMOTE: {
      const g = A.xOf(a);
      const mine = an.c.genSide[g] === an.side;
      return mine ? -generalWorth(an, s, g) : generalWorth(an, s, g);
    }
    case L.ST_SIEGE_OFFER:
    case L.ST_SIEGE_ACCEPT:
      return A.opOf(a) === A.OP_YES ? -0.5 : 0;
    case L.ST_RETREAT:
      return (
        -an.dist[A.xOf(a)]! * 0.1 +
        (an.c.hexFlags[A.xOf(a)]! & HF_KY && !s[L.H_KY] ? -5 : 0) +
        friendlyCity(an, s, A.xOf(a))
      );
    case L.ST_ADVANCE:
      return A.xOf(a) === A.ADV_ALL ? 1 : A.xOf(a) === A.ADV_CO ? 0.5 : 0;
    case L.ST_PEACE:
      return A.opOf(a) === A.OP_PEACE_PC ? 1 : 0;
    case L.ST_TARGET:
      return target(an, s, a);
    case L.ST_CAMP_PICK:
      return opportunity(an, s, A.xOf(a)) + generalWorth(an, s, A.xOf(a)) * 0.01;
    case L.ST_BI_SWAP:
      return A.opOf(a) === A.OP_DONE ? 0 : an.c.cardPc[A.xOf(a)]! - an.c.cardPc[A.yOf(a)]! - 1;
    case L.ST_RETALIATE:
      return A.opOf(a) === A.OP_YES && s[L.H_PC + an.side]! >= 6 ? 1 : 0;
    default:
      return 0;
  }
}

/** A general's value to his side: stars, ratings, the GiC. */
function generalWorth(an: Analysis, s: S, g: number): number {
  const f = s[L.G_FLAGS + g]! & L.GF_GIC ? 3 : 0;
  return s[L.G_STARS + g]! * 2 + an.rating(s, g, true) + an.rating(s, g, false) + f;
}

function friendlyCity(an: Analysis, s: S, h: number): number {
  const city = an.c.hexCity[h]!;
  return city >= 0 && s[L.CT_CTRL + city] === an.side ? 1 : 0;
}

// ---- administration and naval ------------------------------------------------------------------------------

/** promoteCommanders, buildBlockade, commerceRaiding, with a PC reserve (bankCurrency). */
function purchase(an: Analysis, s: S, a: number): number {
  const pc = s[L.H_PC + an.side]!;
  const x = A.xOf(a);
  switch (A.opOf(a)) {
    case A.OP_DONE:
      return 0;
    case A.OP_BUY_CSP:
      return pc - x >= 12 && s[L.H_CSP + an.side]! + x <= 3 ? 0.2 * x : -1;
    case A.OP_PROMOTE: {
      const h = s[L.G_LOC + x]!;
      const isCo = isCoAt(an, s, x, h);
      const cost = s[L.G_STARS + x] === 1 ? 2 : 3;
      return isCo && pc - cost >= 10 ? 1 + s[L.G_STARS + x]! : -1;
    }
    case A.OP_BUY_FLEET:
      return pc >= 12 ? 1.5 : -1;
    case A.OP_BUY_RAIDER:
      return pc >= 8 && x < L.PORT_BASE ? 1.5 : -1;
    case A.OP_BUY_ASSET:
      return pc >= 14 ? 0.3 : -1;
    case A.OP_RETURN:
      return pc >= 10 ? 0.3 : -1;
    default:
      return -1;
  }
}

function isCoAt(an: Analysis, s: S, g: number, h: number): boolean {
  let best = -1;
  for (let k = 0; k < an.c.ng; k++) {
    if (s[L.G_LOC + k] !== h || an.c.genSide[k] !== an.side || an.c.genCav[k]) continue;
    if (best < 0 || s[L.G_STARS + k]! > s[L.G_STARS + best]!) best = k;
  }
  return best === g;
}

/** buildBlockade and commerceRaiding in the Naval Phase. */
function naval(an: Analysis, s: S, a: number): number {
  if (A.opOf(a) === A.OP_DONE) return 0;
  const u = A.xOf(a);
  const to = A.yOf(a);
  const c = an.c;
  if (an.side === L.USA) {
    if (to >= L.HUNT_BASE) return 2;
    if (to >= L.SHADOW_BASE) return 1.5;
    if (to >= L.SPACE_BASE) return 1 + 0.3 * Math.max(0, c.citySup[c.spacePort[to - L.SPACE_BASE]!]!);
    return -0.5;
  }
  if (u < L.RAIDER_CAP) return to < L.PORT_BASE ? (s[L.RAIDER + u]! >= L.PORT_BASE ? 1.5 : -0.2) : -0.5;
  return -0.2;
}

/** advanceOnTargets by rail: generals move closer to the front. */
function rail(an: Analysis, s: S, a: number): number {
  if (A.opOf(a) === A.OP_DONE) return 0;
  const g = A.xOf(a);
  const from = s[L.G_LOC + g]!;
  const to = A.yOf(a);
  const gain = an.dist[from]! - an.dist[to]!;
  if (an.dist[to]! < 1) return -1;
  return gain >= 3 ? 0.2 * gain + (an.enemyAt(s, to) ? 0 : 0.2) : -0.5;
}

// ---- card play and spending --------------------------------------------------------------------------

/** bankCurrency and shedSeditious: the card play itself. */
function play(an: Analysis, s: S, a: number): number {
  const c = an.c;
  const k = A.xOf(a);
  const pc = s[L.H_PC + an.side]!;
  switch (A.opOf(a)) {
    case A.OP_DISCARD_SEDITIOUS:
      return 100;
    case A.OP_PLAY_SEDITIOUS:
      return c.cardPc[k]! * 1.5 + (pc > 8 ? 2 : 0);
    case A.OP_PASS:
      return onlySeditious(an, s) ? 5 : -2;
    case A.OP_PLAY_PC:
      return c.cardKind[k] === 0 ? c.cardPc[k]! - (c.cardFlags[k]! & CF_RESOURCE ? 1.2 : 0) : -3;
    case A.OP_PLAY_PRESS:
      return 2.2 - 0.1;
    case A.OP_PLAY_EVENT:
      if (k === 68) return 3;
      if (c.eventKind[k] === E_PC) return c.eventA[k]! + c.eventB[k]! + 0.5;
      return c.cardPc[k]! * 0.5;
    case A.OP_EXCHANGE:
      return 50;
    case A.OP_PLAY_CAMPAIGN:
      return campaignWorth(an, s, k);
    case A.OP_PCSA:
      return 2;
    default:
      return -1;
  }
}

/**
 * attackWhenFavoured through a campaign (10.7.3): the two best opportunities of IT-free Forces in
 * different hexes (inside the card's region for a Special Campaign card), less a margin; a 6-value
 * card played this way gives up its 6 PC, which the PC play scores.
 */
function campaignWorth(an: Analysis, s: S, k: number): number {
  const c = an.c;
  const region = c.cardKind[k] === K_CAMPAIGN ? c.cardRegion[k]! : -1;
  let best = 0;
  let second = 0;
  let bestHex = -1;
  for (let g = 0; g < c.ng; g++) {
    if (c.genSide[g] !== an.side || !campaignForce(c, s, g)) continue;
    const h = s[L.G_LOC + g]!;
    if (region >= 0 && c.hexRegion[h] !== region) continue;
    const v = opportunity(an, s, g);
    if (v > best) {
      if (h !== bestHex) second = best;
      best = v;
      bestHex = h;
    } else if (v > second && h !== bestHex) second = v;
  }
  return second > 0 ? best + second - 1 : -5;
}

function onlySeditious(an: Analysis, s: S): boolean {
  let n = 0;
  let sed = 0;
  for (let k = an.side * 81; k < an.side * 81 + 81; k++) {
    if (s[L.CD_LOC + k] !== L.CL_HAND || an.c.cardKind[k] === 4) continue;
    n++;
    if (an.c.cardKind[k] === K_SEDITIOUS) sed++;
  }
  return n === 1 && sed === 1;
}

/** attackWhenFavoured and meetEasternTheater: what to do with the card's PC. */
function spend(an: Analysis, s: S, a: number): number {
  const x = A.xOf(a);
  switch (A.opOf(a)) {
    case A.OP_DONE:
      return 0;
    case A.OP_ACTIVATE:
      return opportunity(an, s, x) - activationCost(an.c, s, x);
    case A.OP_REMOVE_IT: {
      const stars = starsAt(an, s, x);
      return stars >= 3 && an.dist[x]! <= 3 ? 0.2 : -0.5;
    }
    case A.OP_FORAY:
      return A.zOf(a) === A.FORAY_RAID ? raidWorth(an, s, A.yOf(a)) * 0.6 - 1 : -1;
    default:
      return -1;
  }
}

function starsAt(an: Analysis, s: S, h: number): number {
  let n = 0;
  for (let g = 0; g < an.c.ng; g++)
    if (s[L.G_LOC + g] === h && an.c.genSide[g] === an.side) n += s[L.G_STARS + g]!;
  return n;
}

function raidWorth(an: Analysis, s: S, h: number): number {
  if (an.enemyAt(s, h)) {
    return an.topStars(s, h);
  }
  const city = an.c.hexCity[h]!;
  return city >= 0 ? Math.max(0, an.c.citySup[city]!) : 0;
}

/** The best attack a Force could make this activation (within two hexes), and the Virginia duty. */
function opportunity(an: Analysis, s: S, g: number): number {
  const c = an.c;
  const from = s[L.G_LOC + g]!;
  let best = 0;
  if (an.side === L.USA && !s[L.H_ET_MET] && c.hexFlags[from]! & HF_VA) best = 2.5;
  if (s[L.H_PC + an.side]! <= 0) return best;
  for (let d = 0; d < 6; d++) {
    const n = c.grid.nbr[from * 6 + d]!;
    if (n < 0 || c.sideBits[from * 6 + d]! & SB_IMPASS) continue;
    if (!an.enemyAt(s, n) && !an.enemyCityAt(s, n)) continue;
    const m = an.attackMargin(s, from, n, false);
    best = Math.max(best, winChance(m) * an.targetWorth(s, n) - (1 - winChance(m)) * 2);
  }
  if (best === 0 && an.dist[from]! > 1 && an.dist[from]! < 99) best = 0.8; // march toward the enemy
  return best;
}

// ---- moving ------------------------------------------------------------------------------------------------

/** advanceOnTargets and attackWhenFavoured for the moving group. */
function move(an: Analysis, s: S, a: number): number {
  const c = an.c;
  const hex = s[L.AC_HEX]!;
  const x = A.xOf(a);
  switch (A.opOf(a)) {
    case A.OP_DONE:
      return 0;
    case A.OP_MOVE: {
      const n = c.grid.nbr[hex * 6 + x]!;
      let v = (an.dist[hex]! - an.dist[n]!) * 0.6;
      if (s[L.H_KY] === 0 && c.hexFlags[n]! & HF_KY) v -= 10;
      if (an.side === L.USA && !s[L.H_ET_MET] && c.hexFlags[n]! & HF_VA) v += 1;
      v -= danger(an, s, n);
      return v;
    }
    case A.OP_ATTACK: {
      const n = c.grid.nbr[hex * 6 + x]!;
      const m = an.attackMargin(s, hex, n, true);
      return winChance(m) * (an.targetWorth(s, n) + 1) - (1 - winChance(m)) * 3;
    }
    case A.OP_RAID:
      return raidWorth(an, s, c.grid.nbr[hex * 6 + x]!) * 0.6 - 0.2;
    case A.OP_PICKUP:
      return 0.5;
    case A.OP_RELIEVE:
      return 0.8;
    case A.OP_CONSOLIDATE:
      return 0.6;
    default:
      return -1;
  }
}

/** How much stronger the enemy next to `h` is than the moving group (to stay clear of it). */
function danger(an: Analysis, s: S, h: number): number {
  const c = an.c;
  const mine = an.force(s, s[L.AC_HEX]!, an.side, false, true);
  let worst = 0;
  for (let d = 0; d < 6; d++) {
    const n = c.grid.nbr[h * 6 + d]!;
    if (n < 0 || !an.enemyAt(s, n)) continue;
    worst = Math.max(worst, an.force(s, n, 1 - an.side, true) - mine);
  }
  return worst > 2 ? 0.5 * (worst - 2) : 0;
}

// ---- battle ------------------------------------------------------------------------------------------------

/** The battle's expected margin for the side to decide (+: in our favour), from the visible Forces. */
function battleMargin(an: Analysis, s: S): number {
  const att = s[L.BT_ATT]!;
  const m = an.attackMargin(s, s[L.BT_FROM]!, s[L.BT_TO]!, true);
  return an.side === att ? m : -m;
}

/** withdrawWhenOutmatched (16.2). */
function withdraw(an: Analysis, s: S, a: number): number {
  if (A.opOf(a) !== A.OP_YES) return 0;
  return battleMargin(an, s) <= -5 ? 1 : -1;
}

/** spendCspInBattle with the best resource where the battle is close. */
function resource(an: Analysis, s: S, a: number): number {
  const k = A.xOf(a);
  if (k === A.ZERO_CARD) return 0;
  const attack = an.side === s[L.BT_ATT];
  const v = attack ? an.c.resAtk[k]! : an.c.resDef[k]!;
  const close = Math.abs(battleMargin(an, s)) <= 5;
  return close ? v - 0.5 : -0.5;
}

function csp(an: Analysis, s: S, a: number): number {
  const k = A.xOf(a);
  const reserve = s[L.H_PC + an.side]! <= 2 ? 1 : 0; // keep one against collapse (21.1)
  if (k > s[L.H_CSP + an.side]! - reserve) return -10;
  const m = battleMargin(an, s);
  return m > 8 ? -k * 0.1 : k * 0.3;
}

/** Event targets and campaign Forces: our best generals, the enemy's best, the heaviest IT, the worst card. */
function target(an: Analysis, s: S, a: number): number {
  const x = A.xOf(a);
  if (s[L.H_STEP] === L.ST_TARGET) {
    const k = s[L.H_STEP_A]!;
    const ek = k === 68 ? -1 : an.c.eventKind[k]!;
    if (ek === E_REMOVE_IT) return s[L.X_IT + x * 2 + an.side]!;
    if (ek === E_IRREGULARS) return raidWorth(an, s, x);
    if (ek === E_SEDITIOUS_RELIEF) return -an.c.cardPc[x]!;
  }
  return generalWorth(an, s, x);
}
