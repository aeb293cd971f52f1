/**
 * The Blue vs Gray heuristic bot (priorities.ts) as a bot, as an MCTS rollout policy (ε = 0.1) and as
 * the search prior, through the shared scored-policy helpers (bots/policy.ts). Imports only its own
 * game, and reads only what its side may see (board, supply, its own hand, counts).
 */
import type { Bot, BotContext, Policy } from '../../../src/core/bot.js';
import type { Seed } from '../../../src/core/game.js';
import { bvg } from '../../../src/games/bvg/index.js';
import { CH_PACK } from '../../../src/games/bvg/layout.js';
import { scoredBot, scoredPolicy, type Scorer } from '../../policy.js';
import { Analysis, scoreAction } from './priorities.js';

type S = Int32Array;

const analyses = new Map<number, Analysis>();
let current: Analysis | undefined;

/** The priorities as a scorer: the side's analysis of the state's pack, for the side to move. */
const scorer: Scorer<S> = {
  prepare(s) {
    const pack = s[CH_PACK]!;
    let an = analyses.get(pack);
    if (!an) {
      an = new Analysis(bvg.contentOf(s));
      analyses.set(pack, an);
    }
    an.update(s, bvg.toMove(s));
    current = an;
  },
  score: (s, a) => scoreAction(current!, s, a),
};

export function bvgHeuristicBot(ctx: BotContext<S>, spec = 'heuristic'): Bot<S> {
  return scoredBot(ctx, scorer, 'heuristic-bvg', spec);
}

export function bvgHeuristicPolicy(seed: Seed): Policy<S> {
  return scoredPolicy(scorer, seed, 'heuristic-bvg-rollout');
}
