/**
 * The Blue vs Gray heuristic bot (priorities.ts) as a bot and as an MCTS rollout policy. Imports only
 * its own game, and reads only what its side may see (board, supply, its own hand, counts).
 *
 *  - bot: plays the highest-scoring legal action for its seat; ties by its seeded generator.
 *  - policy: the same scores with ε-greedy exploration (ε = 0.1), so rollouts stay varied.
 */
import type { Bot, BotContext, Policy } from '../../../src/core/bot.js';
import type { Seed } from '../../../src/core/game.js';
import { Sfc32, type Rng } from '../../../src/core/rng.js';
import { bvg, contentOf } from '../../../src/games/bvg/index.js';
import { H_PACK } from '../../../src/games/bvg/layout.js';
import { Analysis, scoreAction } from './priorities.js';

type S = Int32Array;

const analyses = new Map<number, Analysis>();
/** The analysis object of the state's pack (reused across decisions). */
function analysisFor(s: S): Analysis {
  const pack = s[H_PACK]!;
  let an = analyses.get(pack);
  if (!an) {
    an = new Analysis(contentOf(s));
    analyses.set(pack, an);
  }
  return an;
}

/** The best action for the side to move; `epsilon` of the time a uniformly random one instead. */
export function pickAction(s: S, actions: Int32Array, n: number, rng: Rng, epsilon: number): number {
  if (n === 1) return actions[0]!;
  if (epsilon > 0 && rng.next() < epsilon) return actions[rng.int(n)]!;
  const an = analysisFor(s);
  an.update(s, bvg.toMove(s));
  let best = actions[0]!;
  let bestScore = -Infinity;
  let ties = 0;
  for (let i = 0; i < n; i++) {
    const a = actions[i]!;
    const v = scoreAction(an, s, a);
    if (v > bestScore + 1e-9) {
      bestScore = v;
      best = a;
      ties = 1;
    } else if (v > bestScore - 1e-9 && rng.int(++ties) === 0) best = a; // reservoir: uniform among ties
  }
  return best;
}

export function bvgHeuristicBot(ctx: BotContext<S>, spec = 'heuristic'): Bot<S> {
  const rng = Sfc32.from(ctx.seed, 'heuristic-bvg');
  const buf = new Int32Array(ctx.game.maxActions);
  return {
    spec,
    choose(s: S): number {
      const n = ctx.game.legalActions(s, buf);
      if (n === 0) throw new Error('bvg heuristic: no legal action');
      return pickAction(s, buf, n, rng, 0);
    },
  };
}

/** Scores of all `n` actions by the priorities (the search prior). */
export function rankActions(s: S, actions: Int32Array, n: number, scores: Float64Array): void {
  const an = analysisFor(s);
  an.update(s, bvg.toMove(s));
  for (let i = 0; i < n; i++) scores[i] = scoreAction(an, s, actions[i]!);
}

export function bvgHeuristicPolicy(seed: Seed): Policy<S> {
  const rng = Sfc32.from(seed, 'heuristic-bvg-rollout');
  return { pick: (s, actions, n) => pickAction(s, actions, n, rng, 0.1), rank: rankActions };
}
