/**
 * The American Civil War heuristic bot's priorities: each is a named function scoring one kind of
 * action from the analysis; the bot plays the best (ending a phase scores 0, so only actions that
 * help are played).
 *
 *  1. marchOnObjectives      move stacks down the potential field (Union: Southern cities, the
 *                            weakly held first, and the plan of cuts, the cities and junctions whose
 *                            occupation cuts the grid; strikeTheLargestGrid; CSA: its cities short
 *                            of their garrison), leaving behind
 *                            what the origin must keep; the Union marches in columns of at most
 *                            8 SP, into hexes out of supply too (the CSA only with a leader) [10.31]
 *  2. takeCitiesByAssault    attack cities and weak stacks, committing just enough for the wanted
 *                            column (+4 on small defenders, +6 on large) [20.1]
 *  3. economicalColumn       choose the column with the best expected exchange [8.6, 20.1]
 *  4. fortifyThreatenedCities CSA forts where the Union is near; Union forts in its three cities
 *  5. standInFortsRetreatInTheOpen  defend forts and cities, give ground elsewhere [20.1]
 *  6. keepTheArmyPoint       lose an army SP rather than the city point [20.1]
 *  7. doubleMatchTheWeak     use the Double-Match option whenever it is offered to the Union
 *  8. reinforceTheThreatened CSA points where the Union is strongest, militia alike
 *  9. spreadOnOddRows        set-up stacks of 3 on hexes whose number ends in an odd digit [20.1]
 * 10. leadersWithTheArmy     leaders join and stay with the biggest stack; new leaders there
 * 11. gunboatsUpTheRivers    riverine units toward the Southern river cities
 * 12. runTheRailroads        USMRR units run the Southern railroads into the grid, destroying
 *                            them for the South and carrying Union supply [10.5, 10.54, 20.1]
 * 13. holdTheCut             (analysis.ts keep) the Union leaves three SP on each Southern hex whose
 *                            stack keeps the grid cut (judged as a set: of two stacks cutting the
 *                            same line, one stays), and on the plan of cuts [10.1, 18.1]
 * 14. strikeTheLargestGrid   (analysis.ts objectives) a Southern city weighs 8 MP more while
 *                            its grid is at or above the last Game-Turn's minimum,
 *                            4 MP less once its grid is below it [10.21, 18.41]
 * 15. sailInParties          sea moves pay when the landing is much nearer the objectives (they cost
 *                            5 or 15 MP), by parties of three SP or more that leave behind what
 *                            the port must keep (single SP landed by Mobile lost games) [5.9, 5.92]
 */
import { CH_TURN } from '../../../src/core/header.js';
import { F_FLAGS, F_U, FF_LEADER_PATH } from '../../../src/games/acw/layout.js';
import * as A from '../../../src/games/acw/actions.js';
import {
  C_ATTACK,
  C_DEFENSE,
  C_NA,
  C_TGT,
  CSA,
  F_HEX,
  F_ORIGIN,
  F_SP,
  F_SPENT,
  P_A,
  USA,
} from '../../../src/games/acw/layout.js';
import { hexId, NBR } from '../../../src/games/acw/grid.js';
import { cityOwner } from '../../../src/games/acw/places.js';
import { available } from '../../../src/games/acw/attack.js';
import { defenseOf } from '../../../src/games/acw/strength.js';
import { fortSP, garrison, landSP, occupant, supplyOk, type S } from '../../../src/games/acw/state.js';
import type { Analysis } from './analysis.js';

const { kindOf, xOf, yOf } = A;

/** 1. Moving a force: reward the fall in potential, punish splitting and standing still. */
export function marchOnObjectives(an: Analysis, s: S, a: number): number {
  const h = s[F_HEX]!;
  const t = xOf(a);
  const k = yOf(a);
  const sp = s[F_SP]!;
  const stay = atOrigin(s) ? Math.max(0, an.keep[h]! - landSP(s, h)) : 0;
  // columns of at most PARTY SP, so that the Union marches on several cities at once
  const want = an.me === USA && atOrigin(s) ? Math.min(PARTY, sp - stay) : sp - stay;
  if (want <= 0) return -5;
  const gain = an.field[h]! - an.field[t]!;
  if (s[F_U]) return foragingMarch(an, s, t, k, gain);
  const led = (s[F_FLAGS]! & FF_LEADER_PATH) !== 0;
  // the Union marches beyond supply: the hexes before a Confederate stack lie out of supply behind
  // its zone of control [10.1], and shunning them froze every front (until acw5)
  return gain - 2 * Math.abs(k - want) - (supplyOk(s, t) || led || an.me === USA ? 0 : 3);
}

/**
 * Units already out of supply move freely at half speed [10.31] and live by foraging, three SP a
 * clear hex [10.6]: they go on toward the objectives in parties of three.
 */
function foragingMarch(an: Analysis, s: S, t: number, k: number, gain: number): number {
  const party = Math.min(3, s[F_SP]!);
  const here = occupant(s, t) === an.me ? landSP(s, t) : 0;
  const crowd = here + k > 3 ? 2 : 0;
  return gain - Math.abs(k - party) - crowd + (an.c.map.terrain[t] === 1 ? 0.5 : -1);
}

const PARTY = 8;

const atOrigin = (s: S): boolean => s[F_SPENT] === 0 && s[F_HEX] === s[F_ORIGIN];

export function stopHere(an: Analysis, s: S): number {
  const h = s[F_HEX]!;
  if (atOrigin(s) && landSP(s, h) < an.keep[h]!) return 6;
  if (!supplyOk(s, h) && !s[F_U] && !(s[F_FLAGS]! & FF_LEADER_PATH)) return -2;
  if (s[F_U] && landSP(s, h) + s[F_SP]! > 3) return -1;
  let best = Infinity;
  for (let d = 0; d < 6; d++) {
    const t = NBR[h * 6 + d]!;
    if (t >= 0) best = Math.min(best, an.field[t]!);
  }
  return an.field[h]! <= best ? 3 : 0.5;
}

/** 15. Sea movement: parties of at least SEA_PARTY SP, the port's keep left behind [5.9, 5.92]. */
export function sailInParties(an: Analysis, s: S, t: number, k: number): number {
  const h = s[F_HEX]!;
  const stay = Math.max(0, an.keep[h]! - landSP(s, h));
  if (k < SEA_PARTY || s[F_SP]! - k < stay) return -3;
  return an.field[h]! - an.field[t]! - 12;
}

const SEA_PARTY = 3;

/** Picking a stack up: worth it when a neighbour is lower in the field and it has SP to spare. */
export function pickUp(an: Analysis, s: S, h: number, k: number): number {
  const spare = k - Math.max(0, an.keep[h]! - (landSP(s, h) - k));
  if (spare <= 0) return -1;
  let best = Infinity;
  for (let d = 0; d < 6; d++) {
    const t = NBR[h * 6 + d]!;
    if (t >= 0) best = Math.min(best, an.field[t]!);
  }
  return an.field[h]! - best > 0 ? 2 + Math.min(3, spare / 3) : -1;
}

/** 2. Choose targets and commitments. */
export function takeCitiesByAssault(an: Analysis, s: S, a: number): number {
  const c = an.c;
  switch (kindOf(a)) {
    case A.A_TARGET: {
      const t = xOf(a);
      const k = c.map.city[t]!;
      const value = k >= 0 && cityOwner(c, s, k) !== an.me ? 4 + c.map.cities[k]!.supply[3]! : 0;
      const from: number[] = [];
      let power = 0;
      for (let d = 0; d < 6; d++) {
        const h = NBR[t * 6 + d]!;
        if (h < 0 || occupant(s, h) !== an.me) continue;
        from.push(h);
        power += available(s, h);
      }
      const odds = power - defenseOf(c, s, t, from);
      if (an.me === CSA) return odds >= 6 ? 2 : -5;
      return odds >= 4 ? 4 + value : value > 0 && odds >= 0 ? 2 + value / 2 : -3;
    }
    case A.A_COMMIT: {
      const want = wantedColumn(s);
      const now = s[C_NA]! > 0 ? s[C_ATTACK]! - s[C_DEFENSE]! : -99;
      const after = (now === -99 ? -estimatedDefense(s) : now) + yOf(a);
      if (now >= want) return -2;
      return after >= want ? 5 - 0.2 * (after - want) : 2 + yOf(a) * 0.1;
    }
    case A.A_COMMIT_NAVAL:
      return 1;
    default: {
      const want = wantedColumn(s);
      return s[C_ATTACK]! - s[C_DEFENSE]! >= want ? 8 : 0.5;
    }
  }
}

function estimatedDefense(s: S): number {
  return landSP(s, s[C_TGT]!) * (fortSP(s, s[C_TGT]!) > 0 ? 3 : 1) + 1;
}

function wantedColumn(s: S): number {
  const def = landSP(s, s[C_TGT]!) + garrison(s, s[C_TGT]!);
  return def <= 3 ? 4 : 6;
}

/** 3. Expected exchange of a column: the designers' "never attack with more than you need". */
export function economicalColumn(an: Analysis, s: S, col: number): number {
  const crt = an.c.tables.crt;
  const def = Math.max(1, landSP(s, s[C_TGT]!) + 1);
  let v = 0;
  for (let r = 0; r < 6; r++) {
    const att = crt[r * 20 + col * 2]!;
    const dl = Math.min(def, crt[r * 20 + col * 2 + 1]!);
    v += dl - 0.7 * att + (dl >= def ? 1 : 0);
  }
  return v / 6;
}

/** 4. Forts where the enemy is near (CSA) and in the three reinforcement cities (Union). */
export function fortifyThreatenedCities(an: Analysis, s: S, a: number): number {
  const h = xOf(a);
  const k = an.c.map.city[h]!;
  const kind = kindOf(a);
  if (kind === A.A_DEMOLISH) return -10;
  if (kind === A.A_UNGARRISON) return -3;
  const threatened = an.threat[h]! > 0;
  if (an.me === CSA) {
    if (kind === A.A_BUILD_FORT) return k >= 0 && threatened ? 4 : threatened && an.threat[h]! > 4 ? 1 : -2;
    return k >= 0 && threatened && yOf(a) <= Math.max(1, landSP(s, h) - 1) ? 2 : -1;
  }
  const home =
    k >= 0 &&
    an.c.map.cities[k]!.union &&
    ['Washington', 'Cincinnati', 'Cairo'].includes(an.c.map.cities[k]!.name);
  if (kind === A.A_BUILD_FORT) return home && s[CH_TURN]! <= 4 ? 1 : -2;
  return home && yOf(a) === 1 ? 0.5 : -1;
}

/** 5. As defender: stand in forts and cities, retreat in the open from heavy odds. */
export function standOrRetreat(an: Analysis, s: S, a: number): number {
  const t = s[C_TGT + s[P_A]!]!;
  const fortified = fortSP(s, t) + garrison(s, t) > 0 || an.c.map.city[t]! >= 0;
  const odds = s[C_ATTACK]! - s[C_DEFENSE]!;
  if (kindOf(a) === A.A_STAND) return fortified ? 2 : odds >= 3 ? -1 : 1;
  const all = yOf(a) >= landSP(s, t) - garrison(s, t);
  return fortified ? -2 : odds >= 3 ? (all ? 2 : 0.5) : -1;
}

/** 6. The city point outlasts the army SP [20.1]. */
export function keepTheArmyPoint(s: S, a: number): number {
  return yOf(a) === 1 ? (landSP(s, s[C_TGT]!) <= 1 ? 1 : -1) : 0.5;
}

/** 7. The Double-Match option, pressed by the Union, used by the CSA only against small forces. */
export function doubleMatchTheWeak(an: Analysis, s: S, a: number): number {
  const t = xOf(a);
  const k = an.c.map.city[t]!;
  const city = k >= 0 ? 3 : 0;
  return an.me === USA ? 6 + city : landSP(s, t) <= 2 ? 2 : -1;
}

/** 8. Reinforcements and militia where the Union is strongest. */
export function reinforceTheThreatened(an: Analysis, s: S, h: number): number {
  const own = occupant(s, h) === an.me ? landSP(s, h) : 0;
  return an.threat[h]! - 0.5 * own + (an.c.map.city[h]! >= 0 ? 1 : 0);
}

/** 9. Set-up: near the front, on odd rows, in stacks of about three [20.1]. */
export function spreadOnOddRows(an: Analysis, s: S, h: number): number {
  const own = landSP(s, h);
  const odd = hexId(h) % 2 === 1 ? 1.5 : 0;
  const zero = hexId(h) % 10 === 0 ? -3 : 0;
  const city = an.c.map.city[h]!;
  const value = city >= 0 ? an.c.map.cities[city]!.supply[0]! : 0;
  const front = -Math.min(12, an.field[h]! > 1e8 ? 12 : Math.max(0, an.field[h]! + 20) / 4);
  const stack = own < 3 ? 1 : own < 6 ? -0.5 : -2;
  return odd + zero + value * 0.5 + front * 0.3 + stack;
}

/** 10. Leaders go where the army is biggest. */
export function leadersWithTheArmy(s: S, h: number): number {
  return Math.min(30, landSP(s, h)) / 3;
}

/** 11. Riverine and naval units toward the Southern river cities. */
export function gunboatsUpTheRivers(an: Analysis, _s: S, node: number): number {
  const d = an.water[node]!;
  return d < 0 ? -50 : -d;
}

/** 12. USMRR units run the Southern railroads toward the heart of the grid [10.5, 10.54, 20.1]. */
export function runTheRailroads(an: Analysis, s: S, t: number): number {
  return an.rail[s[F_HEX]!]! - an.rail[t]!;
}
