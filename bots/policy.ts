/**
 * Shared policy helpers for the heuristic bots (game-agnostic: imports only src/core). A heuristic
 * is a `Scorer`: prepare a per-decision analysis, then score each legal action. From one scorer come
 * the bot (best score, ties uniform by its seeded generator), the rollout policy (the same with
 * ε-greedy exploration) and the ranking MCTS uses as a prior (`Policy.rank`).
 */
import type { Bot, BotContext, Policy } from '../src/core/bot.js';
import type { Seed } from '../src/core/game.js';
import { Sfc32, type Rng } from '../src/core/rng.js';

export interface Scorer<S> {
  /** Analyse the state for the seat to move; called once per decision, before `score`. */
  prepare(s: S): void;
  /** The score of one legal action of that decision (higher is better). */
  score(s: S, a: number): number;
}

/** The best-scoring of the n actions; `epsilon` of the time a uniformly random one instead. */
export function pickBest<S>(
  scorer: Scorer<S>,
  s: S,
  actions: Int32Array,
  n: number,
  rng: Rng,
  epsilon: number,
): number {
  if (n === 1) return actions[0]!;
  if (epsilon > 0 && rng.next() < epsilon) return actions[rng.int(n)]!;
  scorer.prepare(s);
  let best = actions[0]!;
  let bestScore = -Infinity;
  let ties = 0;
  for (let i = 0; i < n; i++) {
    const a = actions[i]!;
    const v = scorer.score(s, a);
    if (v > bestScore + 1e-9) {
      bestScore = v;
      best = a;
      ties = 1;
    } else if (v > bestScore - 1e-9 && rng.int(++ties) === 0) best = a; // reservoir: uniform among ties
  }
  return best;
}

/** Scores of all n actions (the search prior). */
function rankAll<S>(scorer: Scorer<S>, s: S, actions: Int32Array, n: number, scores: Float64Array): void {
  scorer.prepare(s);
  for (let i = 0; i < n; i++) scores[i] = scorer.score(s, actions[i]!);
}

/** The bot: the best-scoring legal action; `stream` names its generator (seeded from ctx.seed). */
export function scoredBot<S>(ctx: BotContext<S>, scorer: Scorer<S>, stream: string, spec: string): Bot<S> {
  const rng = Sfc32.from(ctx.seed, stream);
  const buf = new Int32Array(ctx.game.maxActions);
  return {
    spec,
    choose(s: S): number {
      const n = ctx.game.legalActions(s, buf);
      if (n === 0) throw new Error(`${ctx.game.id} heuristic: no legal action`);
      return pickBest(scorer, s, buf, n, rng, 0);
    },
  };
}

/** The rollout policy (ε-greedy over the scores) with the ranking as its prior. */
export function scoredPolicy<S>(scorer: Scorer<S>, seed: Seed, stream: string, epsilon = 0.1): Policy<S> {
  const rng = Sfc32.from(seed, stream);
  return {
    pick: (s, actions, n) => pickBest(scorer, s, actions, n, rng, epsilon),
    rank: (s, actions, n, scores) => rankAll(scorer, s, actions, n, scores),
  };
}
