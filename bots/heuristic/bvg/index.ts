/**
 * The Blue vs Gray heuristic bot (priorities.ts) as a bot, as an MCTS rollout policy (ε = 0.1) and as
 * the search prior, through the shared scored-policy helpers (bots/policy.ts). Imports only its own
 * game, and reads only what its side may see (board, supply, its own hand, counts). Each bot or policy
 * owns its scorer and the analysis it refills at every decision.
 */
import type { Bot, BotContext, Policy } from '../../../src/core/bot.js';
import type { Seed } from '../../../src/core/game.js';
import { bvg } from '../../../src/games/bvg/index.js';
import { CH_PACK, H_PTURNS } from '../../../src/games/bvg/layout.js';
import { Sfc32 } from '../../../src/core/rng.js';
import { scoredBot, scoredPolicy, type Scorer } from '../../policy.js';
import { Analysis } from './analysis.js';
import { scoreAction } from './priorities.js';

type S = Int32Array;

/** The priorities for the side to move, on this scorer's own analysis of the state's pack. */
class BvgScorer implements Scorer<S> {
  private pack = -1;
  private an: Analysis | undefined;

  prepare(s: S): void {
    const pack = s[CH_PACK]!;
    if (!this.an || pack !== this.pack) {
      this.an = new Analysis(bvg.contentOf(s));
      this.pack = pack;
    }
    this.an.update(s, bvg.toMove(s));
  }

  score(s: S, a: number): number {
    return scoreAction(this.an!, s, a);
  }
}

/** The heuristic bot for `ctx.seat`, with a scorer of its own. */
export function bvgHeuristicBot(ctx: BotContext<S>, spec = 'heuristic'): Bot<S> {
  return scoredBot(ctx, new BvgScorer(), 'heuristic-bvg', spec);
}

/** Below any gap between two different scores of the priorities, above float rounding. */
const TIE_JITTER = 1e-10;

/**
 * The rollout policy (ε-greedy) and search prior, with a scorer of its own, drawing its randomness from
 * `seed`. A quarter of the heuristic's decisions have several best actions, which the bot breaks at
 * random; the ranking breaks them likewise, by a random priority of each action at this player turn
 * (a keyed draw: the same in every sample of a search), instead of by the order of the legal actions,
 * so that a search's first-ranked action is the heuristic's choice in distribution.
 */
export function bvgHeuristicPolicy(seed: Seed, epsilon = 0.1): Policy<S> {
  const p = scoredPolicy(new BvgScorer(), seed, 'heuristic-bvg-rollout', epsilon);
  const ties = Sfc32.from(seed, 'heuristic-bvg-ties');
  const rank = p.rank!;
  return {
    ...p,
    rank(s, actions, n, scores, best) {
      rank(s, actions, n, scores, best);
      const turn = s[H_PTURNS]!;
      for (let i = 0; i < n; i++)
        scores[i] = scores[i]! - (ties.keyed(turn, actions[i]!, 0) / 4294967296) * TIE_JITTER;
    },
  };
}
