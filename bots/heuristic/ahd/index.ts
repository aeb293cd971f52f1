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
import type { AhdContent } from '../../../src/games/ahd/content.js';
import { ahd } from '../../../src/games/ahd/index.js';
import * as L from '../../../src/games/ahd/layout.js';
import { scoredBot, scoredPolicy, type Scorer } from '../../policy.js';
import { Analysis, staticFor, type AhdStatic } from './analysis.js';
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

  constructor(
    private readonly heuristic: AhdHeuristic,
    private readonly weights: SideWeights,
  ) {}

  prepare(s: S): void {
    const pack = s[L.CH_PACK]!;
    if (!this.an || pack !== this.pack) {
      this.an = new Analysis(this.heuristic.staticOf(ahd.contentOf(s)), this.weights);
      this.pack = pack;
    }
    this.an.update(s, ahd.toMove(s));
  }

  score(s: S, a: number): number {
    return scoreAction(this.an!, s, a);
  }
}
