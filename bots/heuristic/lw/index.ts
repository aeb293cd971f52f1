/**
 * The Lincoln's War heuristic bot (priorities.ts) as a bot, as an MCTS rollout policy (ε = 0.1) and as
 * the search prior, through the shared scored-policy helpers (bots/policy.ts). Imports only its own
 * game, and reads only what its side may see (analysis.ts).
 */
import type { Bot, BotContext, Policy } from '../../../src/core/bot.js';
import type { Seed } from '../../../src/core/game.js';
import { lw } from '../../../src/games/lw/index.js';
import type { LwContent } from '../../../src/games/lw/content.js';
import { CH_PACK } from '../../../src/core/header.js';
import { scoredBot, scoredPolicy, type Scorer } from '../../policy.js';
import { Analysis } from './analysis.js';
import { scoreAction } from './priorities.js';

type S = Int32Array;

const analyses = new Map<number, Analysis>();
let current: Analysis | undefined;

const scorer: Scorer<S> = {
  prepare(s) {
    const pack = s[CH_PACK]!;
    let an = analyses.get(pack);
    if (!an) {
      an = new Analysis(lw.contentOf(s) as LwContent);
      analyses.set(pack, an);
    }
    an.update(s, lw.toMove(s));
    current = an;
  },
  score: (s, a) => scoreAction(current!, s, a),
};

export function lwHeuristicBot(ctx: BotContext<S>, spec = 'heuristic'): Bot<S> {
  return scoredBot(ctx, scorer, 'heuristic-lw', spec);
}

export function lwHeuristicPolicy(seed: Seed): Policy<S> {
  return scoredPolicy(scorer, seed, 'heuristic-lw-rollout');
}
