/**
 * The A House Divided heuristic bot (priorities.ts) as a bot, as an MCTS rollout policy (ε = 0.1)
 * and as the search prior, through the shared scored-policy helpers (bots/policy.ts). Imports only
 * its own game.
 *
 * Each bot or policy owns its scorer: its weights (one set per side, weights.ts) and its board
 * analysis, refilled at every decision. An `AhdHeuristic` makes them and keeps the static facts of
 * each content pack it has met (hop distances, a pure function of the pack that takes about 3 ms to
 * build, against a few ms for a whole heuristic game), so the bots of every game it makes share them.
 */
import type { Bot, BotContext, Policy } from '../../../src/core/bot.js';
import type { Seed } from '../../../src/core/game.js';
import type { Rng } from '../../../src/core/rng.js';
import type { AhdContent } from '../../../src/games/ahd/content.js';
import { ahd } from '../../../src/games/ahd/index.js';
import * as L from '../../../src/games/ahd/layout.js';
import { lowestPriority, scoredBot, scoredPolicy, tieBuffer, type Scorer } from '../../policy.js';
import * as A from '../../../src/games/ahd/actions.js';
import { ALL, Analysis, staticFor, type AhdStatic } from './analysis.js';
import { MoveBounds } from './bounds.js';
import { RankMemo } from './rank-memo.js';
import { scoreAction } from './priorities.js';
import { DEFAULT_WEIGHTS, type SideWeights } from './weights.js';

type S = Int32Array;

export class AhdHeuristic {
  private readonly statics = new WeakMap<AhdContent, AhdStatic>();

  /** The static facts of pack `c`, built the first time this heuristic meets it. */
  staticOf(c: AhdContent): AhdStatic {
    let st = this.statics.get(c);
    if (!st) {
      st = staticFor(c);
      this.statics.set(c, st);
    }
    return st;
  }

  /** The priorities as a scorer of its own, playing `weights`. */
  scorer(weights: SideWeights = DEFAULT_WEIGHTS): Scorer<S> {
    return new AhdScorer(this, weights);
  }

  /** The heuristic bot for `ctx.seat`. */
  bot(ctx: BotContext<S>, spec = 'heuristic', weights: SideWeights = DEFAULT_WEIGHTS): Bot<S> {
    return scoredBot(ctx, this.scorer(weights), 'heuristic-ahd', spec);
  }

  /** The rollout policy (ε-greedy, ε = `epsilon`) and search prior, drawing its randomness from `seed`. */
  policy(seed: Seed, weights: SideWeights = DEFAULT_WEIGHTS, epsilon = 0.1): Policy<S> {
    return scoredPolicy(this.scorer(weights), seed, 'heuristic-ahd-rollout', epsilon);
  }
}

/** The priorities for the side to move, on this scorer's analysis of the state's pack. */
class AhdScorer implements Scorer<S> {
  private pack = -1;
  private an: Analysis | undefined;
  private bounds: MoveBounds | undefined;
  /** rankTop's highest exact scores so far. */
  private top = new Float64Array(0);
  /** rankTop's results for recent positions (a search revisits its nodes). */
  private readonly memo = new RankMemo();

  constructor(
    private readonly heuristic: AhdHeuristic,
    private readonly weights: SideWeights,
  ) {}

  prepare(s: S): void {
    const pack = s[L.CH_PACK]!;
    if (!this.an || pack !== this.pack) {
      this.an = new Analysis(this.heuristic.staticOf(ahd.contentOf(s)), this.weights);
      this.bounds = new MoveBounds(ahd.contentOf(s).nb);
      this.pack = pack;
    }
    this.an.begin(s, ahd.toMove(s));
    this.bounds!.begin();
  }

  score(s: S, a: number): number {
    return scoreAction(this.an!, s, a);
  }

  /** A movement's exact score only when its bound (bounds.ts) does not rule it out. */
  scoreAbove(s: S, a: number, floor: number): number {
    const op = A.opOf(a);
    if (floor > -Infinity && (op === A.OP_MOVE || op === A.OP_SEA || op === A.OP_INVADE)) {
      const an = this.an!;
      an.need(ALL);
      const ub = this.bounds!.bound(an, s, a);
      if (ub <= floor) return ub;
    }
    return scoreAction(this.an!, s, a);
  }

  /**
   * pickBest (bots/policy.ts) for this scorer, the bounds of the Marches inlined: the same choice
   * and the same draws (ties by the keyed `priority` when given, as pickBest). A MOVE whose bound is at most the best score so far less the tie tolerance
   * changes nothing and is passed over.
   */
  pick(s: S, actions: Int32Array, n: number, rng: Rng, priority?: (a: number) => number): number {
    const an = this.an!;
    const bounds = this.bounds!;
    let best = actions[0]!;
    let bestScore = -Infinity;
    let ties = 0;
    const tied = priority ? tieBuffer(n) : undefined; // the ties of the current best, in list order
    for (let i = 0; i < n; i++) {
      const a = actions[i]!;
      let v: number;
      if ((a & 1) === 1 && bestScore > -Infinity) {
        // a MOVE (bit 0, actions.ts), once there is a best to beat
        an.need(ALL);
        if (bounds.march(an, s, a) <= bestScore - 1e-9) continue;
        v = scoreAction(an, s, a);
      } else v = this.scoreAbove(s, a, bestScore - 1e-9);
      if (v > bestScore + 1e-9) {
        bestScore = v;
        best = a;
        ties = 1;
      } else if (v > bestScore - 1e-9) {
        // keyed tie-break at the end (twin games break a tie alike), else reservoir sampling
        if (tied) tied[ties - 1] = a;
        ties++;
        if (!tied && rng.int(ties) === 0) best = a;
      }
    }
    return tied && ties > 1 ? lowestPriority(best, tied, ties - 1, priority!) : best;
  }

  /**
   * The scores, exact for the `best` highest: in list order, a MOVE whose bound is below the
   * `best`-th highest exact score so far is given its bound (the k-th highest only rises, so every
   * bound left in place is below the final one).
   */
  rankTop(s: S, actions: Int32Array, n: number, scores: Float64Array, best: number): void {
    if (this.memo.recall(s, actions, n, best, scores)) return;
    this.rankTopOnce(s, actions, n, scores, best);
    this.memo.store(s, actions, n, best, scores);
  }

  private rankTopOnce(s: S, actions: Int32Array, n: number, scores: Float64Array, best: number): void {
    const an = this.an!;
    const bounds = this.bounds!;
    const top = this.top.length >= best ? this.top : (this.top = new Float64Array(best));
    let found = 0; // exact scores kept in top[0 .. found), descending
    for (let i = 0; i < n; i++) {
      const a = actions[i]!;
      let v: number;
      if ((a & 1) === 1 && found === best) {
        an.need(ALL);
        const ub = bounds.march(an, s, a);
        if (ub < top[best - 1]!) {
          scores[i] = ub;
          continue;
        }
        v = scoreAction(an, s, a);
      } else v = scoreAction(an, s, a);
      scores[i] = v;
      // keep the `best` highest exact scores, descending
      let j: number;
      if (found < best) j = found++;
      else if (v > top[best - 1]!) j = best - 1;
      else continue;
      while (j > 0 && top[j - 1]! < v) {
        top[j] = top[j - 1]!;
        j--;
      }
      top[j] = v;
    }
  }
}
