/**
 * The U.S. Civil War heuristic bot (priorities.ts over analysis.ts) as a bot, as an MCTS rollout policy
 * (epsilon = 0.1) and as the search prior, through the shared scored-policy helpers (bots/policy.ts).
 * Imports only its own game, and reads only what its side may see (the board, its own hand).
 */
import type { Bot, BotContext, Policy } from '../../../src/core/bot.js';
import type { Seed } from '../../../src/core/game.js';
import { CH_PACK } from '../../../src/core/header.js';
import { uscw } from '../../../src/games/uscw/index.js';
import { scoredBot, scoredPolicy, type Scorer } from '../../policy.js';
import { Analysis } from './analysis.js';
import { newDecision, scoreAction } from './priorities.js';

type S = Int32Array;

const analyses = new Map<number, Analysis>();
let current: Analysis | undefined;

const scorer: Scorer<S> = {
  prepare(s) {
    const pack = s[CH_PACK]!;
    let an = analyses.get(pack);
    if (!an) {
      an = new Analysis(uscw.contentOf(s));
      analyses.set(pack, an);
    }
    an.update(s, uscw.toMove(s));
    newDecision(an.c);
    current = an;
  },
  score: (s, a) => scoreAction(current!, s, a),
};

export function uscwHeuristicBot(ctx: BotContext<S>, spec = 'heuristic'): Bot<S> {
  return scoredBot(ctx, scorer, 'heuristic-uscw', spec);
}

export function uscwHeuristicPolicy(seed: Seed): Policy<S> {
  return scoredPolicy(scorer, seed, 'heuristic-uscw-rollout');
}
