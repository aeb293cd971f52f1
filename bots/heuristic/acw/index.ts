/**
 * The American Civil War heuristic bot (priorities.ts) as a bot, as an MCTS rollout policy
 * (ε = 0.1) and as the search prior, through the shared scored-policy helpers (bots/policy.ts).
 * Imports only its own game; the game has no hidden information.
 */
import type { Bot, BotContext, Policy } from '../../../src/core/bot.js';
import type { Seed } from '../../../src/core/game.js';
import * as A from '../../../src/games/acw/actions.js';
import { acw } from '../../../src/games/acw/index.js';
import { CH_PACK } from '../../../src/core/header.js';
import { F_ACTIVE, F_KIND, F_NODE, K_ARMY, K_USMRR, USA } from '../../../src/games/acw/layout.js';
import type { S } from '../../../src/games/acw/state.js';
import { scoredBot, scoredPolicy, type Scorer } from '../../policy.js';
import { Analysis } from './analysis.js';
import * as P from './priorities.js';

const analyses = new Map<number, Analysis>();
let current: Analysis | undefined;

const scorer: Scorer<S> = {
  prepare(s) {
    const pack = s[CH_PACK]!;
    let an = analyses.get(pack);
    if (!an) {
      an = new Analysis(acw.contentOf(s));
      analyses.set(pack, an);
    }
    an.update(s, acw.toMove(s));
    current = an;
  },
  score: (s, a) => scoreAction(current!, s, a),
};

/** Every action kind to its priority (unlisted kinds score 0, like ending a phase). */
function scoreAction(an: Analysis, s: S, a: number): number {
  const k = A.kindOf(a);
  const x = A.xOf(a);
  const y = A.yOf(a);
  switch (k) {
    case A.A_DEPLOY:
      return P.spreadOnOddRows(an, s, x);
    case A.A_LEE:
    case A.A_NEW_LEADER:
      return P.leadersWithTheArmy(s, x);
    case A.A_REINF:
    case A.A_MILITIA:
      return P.reinforceTheThreatened(an, s, x);
    case A.A_RIVERINE_SITE:
      return an.c.map.cities[an.c.map.city[x]!]?.name === 'Cairo' ? 1 : 0;
    case A.A_PICK:
    case A.A_PICK_U:
      return P.pickUp(an, s, x, y);
    case A.A_PICK_LEAD:
      return P.pickUp(an, s, x, y) + (an.me === USA ? 1 : -0.5);
    case A.A_UNGARRISON:
    case A.A_GARRISON:
    case A.A_BUILD_FORT:
    case A.A_DEMOLISH:
      return P.fortifyThreatenedCities(an, s, a);
    case A.A_PICK_LEADER:
    case A.A_PICK_FLEET:
      return -1;
    case A.A_PICK_RIVERINE:
      return 1;
    case A.A_PICK_USMRR:
      return 0.5;
    default:
      return forceOrBattle(an, s, a, k, x, y);
  }
}

function forceOrBattle(an: Analysis, s: S, a: number, k: number, x: number, y: number): number {
  switch (k) {
    case A.A_STEP:
      if (s[F_KIND] === K_USMRR) return P.runTheRailroads(an, s, x);
      return s[F_KIND] === K_ARMY ? P.marchOnObjectives(an, s, a) : -1;
    case A.A_STOP:
      // a USMRR stops unless a step runs it nearer its objectives (no walk along flat ground)
      if (s[F_KIND] === K_USMRR) return 0.01;
      return s[F_ACTIVE] && s[F_KIND] === K_ARMY ? P.stopHere(an, s) : 0.5;
    case A.A_ENTRAIN:
    case A.A_EMBARK:
      return -2;
    case A.A_DETRAIN:
    case A.A_DISEMBARK:
      return 1;
    case A.A_SEA:
      return P.sailInParties(an, s, x, y);
    case A.A_DM:
      return P.doubleMatchTheWeak(an, s, a);
    case A.A_WATER_STEP:
      return P.gunboatsUpTheRivers(an, s, x) - P.gunboatsUpTheRivers(an, s, s[F_NODE]!) - 0.1;
    case A.A_TARGET:
    case A.A_COMMIT:
    case A.A_COMMIT_NAVAL:
    case A.A_RESOLVE:
      return P.takeCitiesByAssault(an, s, a);
    case A.A_STAND:
    case A.A_RETREAT:
      return P.standOrRetreat(an, s, a);
    case A.A_COLUMN:
      return P.economicalColumn(an, s, y);
    case A.A_CITY_LOSS:
      return P.keepTheArmyPoint(s, a);
    case A.A_ADVANCE:
      return an.c.map.city[x]! >= 0 ? 4 + 0.1 * y : 1 + 0.05 * y;
    default:
      return 0;
  }
}

export function acwHeuristicBot(ctx: BotContext<S>, spec = 'heuristic'): Bot<S> {
  return scoredBot(ctx, scorer, 'heuristic-acw', spec);
}

export function acwHeuristicPolicy(seed: Seed): Policy<S> {
  return scoredPolicy(scorer, seed, 'heuristic-acw-rollout');
}
