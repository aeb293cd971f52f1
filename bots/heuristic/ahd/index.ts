/**
 * The A House Divided heuristic bot (priorities.ts) as a bot, as an MCTS rollout policy (ε = 0.1)
 * and as the search prior, through the shared scored-policy helpers (bots/policy.ts). Imports only
 * its own game.
 */
import type { Bot, BotContext, Policy } from '../../../src/core/bot.js';
import type { Seed } from '../../../src/core/game.js';
import type { Rng } from '../../../src/core/rng.js';
import { ahd } from '../../../src/games/ahd/index.js';
import * as L from '../../../src/games/ahd/layout.js';
import { pickBest, scoredBot, scoredPolicy, type Scorer } from '../../policy.js';
import { Analysis, staticFor } from './analysis.js';
import { scoreAction } from './priorities.js';

type S = Int32Array;

const analyses = new Map<number, Analysis>();
let current: Analysis | undefined;

/** The priorities as a scorer: the board analysis of the state's pack, for the side to move. */
const scorer: Scorer<S> = {
  prepare(s) {
    const pack = s[L.CH_PACK]!;
    let an = analyses.get(pack);
    if (!an) {
      an = new Analysis(staticFor(ahd.contentOf(s)));
      analyses.set(pack, an);
    }
    an.update(s, ahd.toMove(s));
    current = an;
  },
  score: (s, a) => scoreAction(current!, s, a),
};

/** The best action for the side to move; `epsilon` of the time a uniformly random one instead. */
export function pickAction(s: S, actions: Int32Array, n: number, rng: Rng, epsilon: number): number {
  return pickBest(scorer, s, actions, n, rng, epsilon);
}

export function ahdHeuristicBot(ctx: BotContext<S>, spec = 'heuristic'): Bot<S> {
  return scoredBot(ctx, scorer, 'heuristic-ahd', spec);
}

export function ahdHeuristicPolicy(seed: Seed): Policy<S> {
  return scoredPolicy(scorer, seed, 'heuristic-ahd-rollout');
}
