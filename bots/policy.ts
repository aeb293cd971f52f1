/**
 * Shared policy helpers for the heuristic bots (game-agnostic: imports only src/core). A heuristic
 * is a `Scorer`: prepare a per-decision analysis, then score each legal action. From one scorer come
 * the bot (best score, ties uniform by its seeded generator), the rollout policy (the same with
 * ε-greedy exploration) and the ranking MCTS uses as a prior (`Policy.rank`).
 */
import { DecisionRng, type Bot, type BotContext, type Policy } from '../src/core/bot.js';
import type { Seed } from '../src/core/game.js';
import { reseedWords, Sfc32, type Rng } from '../src/core/rng.js';

export interface Scorer<S> {
  /** Analyse the state for the seat to move; called once per decision, before `score`. */
  prepare(s: S): void;
  /** The score of one legal action of that decision (higher is better). */
  score(s: S, a: number): number;
  /**
   * Optional shortcut: the score of `a` if it is above `floor`; otherwise any number at most `floor`
   * (e.g. an upper bound of the score), so a scorer need not compute scores that cannot matter.
   */
  scoreAbove?(s: S, a: number, floor: number): number;
  /**
   * Optional: pickBest's loop (after `prepare`) done by the scorer itself, for speed: it must return
   * the action pickBest would and draw from `rng` exactly as pickBest does.
   */
  pick?(s: S, actions: Int32Array, n: number, rng: Rng, priority?: (a: number) => number): number;
  /**
   * Optional: the scores of the n actions (after `prepare`) where only the `best` highest need be
   * exact, the others any value below the `best`-th highest (see Policy.rank).
   */
  rankTop?(s: S, actions: Int32Array, n: number, scores: Float64Array, best: number): void;
}

/**
 * The best-scoring of the n actions; `epsilon` of the time a uniformly random one instead. Ties
 * (within 1e-9 of the best so far) go to the lowest `priority(a)` when given (a random number per
 * action that twin games share, so they break a tie the same way whatever else differs), else
 * uniformly by reservoir sampling. An action scoring at most the best so far less 1e-9 changes
 * nothing: its exact score is asked only above that floor (`Scorer.scoreAbove`).
 */
export function pickBest<S>(
  scorer: Scorer<S>,
  s: S,
  actions: Int32Array,
  n: number,
  rng: Rng,
  epsilon: number,
  priority?: (a: number) => number,
): number {
  if (n === 1) return actions[0]!;
  if (epsilon > 0 && rng.next() < epsilon) return actions[rng.int(n)]!;
  scorer.prepare(s);
  if (scorer.pick) return scorer.pick(s, actions, n, rng, priority);
  let best = actions[0]!;
  let bestScore = -Infinity;
  let ties = 0;
  const tied = priority ? tieBuffer(n) : undefined; // the ties of the current best, in list order
  const above = scorer.scoreAbove !== undefined;
  for (let i = 0; i < n; i++) {
    const a = actions[i]!;
    const v = above ? scorer.scoreAbove!(s, a, bestScore - 1e-9) : scorer.score(s, a);
    if (v > bestScore + 1e-9) {
      bestScore = v;
      best = a;
      ties = 1;
    } else if (v > bestScore - 1e-9) {
      if (tied) tied[ties - 1] = a;
      ties++;
      if (!tied && rng.int(ties) === 0) best = a; // reservoir: uniform among ties
    }
  }
  return tied && ties > 1 ? lowestPriority(best, tied, ties - 1, priority!) : best;
}

let tieScratch = new Int32Array(64);
/** A scratch array of at least n ints for a pick's ties (one pick at a time uses it). */
export function tieBuffer(n: number): Int32Array {
  if (tieScratch.length < n) tieScratch = new Int32Array(n);
  return tieScratch;
}

/**
 * pickBest's keyed tie-break, asked of the final ties only (a best's ties that a better action
 * then replaces need no priority; issue 22): the first of `best` and `ties[0 .. k)` with the lowest
 * priority, as comparing each tie in turn with the best so far gives.
 */
export function lowestPriority(
  best: number,
  ties: Int32Array,
  k: number,
  priority: (a: number) => number,
): number {
  let bestPrio = priority(best);
  for (let i = 0; i < k; i++) {
    const p = priority(ties[i]!);
    if (p < bestPrio) {
      best = ties[i]!;
      bestPrio = p;
    }
  }
  return best;
}

/** Scores of all n actions (the search prior); with `best`, only the best `best` need be exact (Policy.rank). */
export function rankAll<S>(
  scorer: Scorer<S>,
  s: S,
  actions: Int32Array,
  n: number,
  scores: Float64Array,
  best?: number,
): void {
  scorer.prepare(s);
  if (best !== undefined && best < n && scorer.rankTop) return scorer.rankTop(s, actions, n, scores, best);
  for (let i = 0; i < n; i++) scores[i] = scorer.score(s, actions[i]!);
}

/**
 * The bot: the best-scoring legal action; `stream` names its generator (seeded from ctx.seed and
 * keyed by each decision, core/bot.ts DecisionRng).
 */
export function scoredBot<S>(ctx: BotContext<S>, scorer: Scorer<S>, stream: string, spec: string): Bot<S> {
  const rng = new DecisionRng(ctx.seed, stream);
  const buf = new Int32Array(ctx.game.maxActions);
  const prio = (a: number): number => rng.priority(a);
  return {
    spec,
    choose(s: S): number {
      rng.enter(ctx.game.turn(s), ctx.seat);
      const n = ctx.game.legalActions(s, buf);
      if (n === 0) throw new Error(`${ctx.game.id} heuristic: no legal action`);
      return pickBest(scorer, s, buf, n, rng, 0, prio);
    },
  };
}

/**
 * The rollout policy (ε-greedy over the scores) with the ranking as its prior; a search restarts its
 * generator at each decision (`reseed`).
 */
export function scoredPolicy<S>(scorer: Scorer<S>, seed: Seed, stream: string, epsilon = 0.1): Policy<S> {
  const rng = Sfc32.from(seed, stream);
  return {
    pick: (s, actions, n) => pickBest(scorer, s, actions, n, rng, epsilon),
    rank: (s, actions, n, scores, best) => rankAll(scorer, s, actions, n, scores, best),
    reseed: (from) => reseedWords(from, rng.words, 0),
  };
}
