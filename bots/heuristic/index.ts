/**
 * The per-game heuristic bots: game id -> a seeded rollout policy and a bot. Each entry lives in
 * bots/heuristic/<id>/ and imports only its own game; adding one is one line in HEURISTICS.
 * The generic bots reach a heuristic only through this registry, as a `Policy` (MCTS rollouts).
 */
import type { Bot, BotContext, Policy } from '../../src/core/bot.js';
import type { Seed } from '../../src/core/game.js';
import type { Evaluator } from '../evaluator.js';
import { acwHeuristicBot, acwHeuristicPolicy } from './acw/index.js';
import { AhdHeuristic } from './ahd/index.js';
import { FEATURE_NAMES as AHD_FEATURES } from './ahd/features.js';
import {
  AhdFeatureReader,
  AhdValue,
  ahdValueModel,
  playerTurn as ahdTurn,
  VALUE_FILE as AHD_VALUE,
} from './ahd/value.js';
import { FEATURE_NAMES as BVG_FEATURES } from './bvg/features.js';
import { bvgHeuristicBot, bvgHeuristicPolicy } from './bvg/index.js';
import {
  BvgFeatureReader,
  BvgValue,
  bvgValueModel,
  playerTurn as bvgTurn,
  VALUE_FILE as BVG_VALUE,
} from './bvg/value.js';
import { lwHeuristicBot, lwHeuristicPolicy } from './lw/index.js';
import { uscwHeuristicBot, uscwHeuristicPolicy } from './uscw/index.js';

/** A game's learned value function: its features, its model file, and the evaluator they make. */
export interface LearnedValue {
  /** Feature names in input order, as the model file must list them. */
  readonly features: readonly string[];
  /** The committed model file, relative to the package root. */
  readonly file: string;
  /** A reader of a state's features into `out` (for fitting). */
  reader(): (s: unknown, out: Float64Array) => void;
  /** The player turn of a state (Evaluator.turn); the model is fitted on each turn's first state. */
  turn(s: unknown): number;
  /** The evaluator with the committed model, or the model in `file` (an absolute path). */
  evaluator(file?: string): Evaluator<unknown>;
}

export interface HeuristicEntry {
  /** A rollout policy for every seat, drawing its randomness from `seed`; ε-greedy (default 0.1). */
  policy(seed: Seed, epsilon?: number): Policy<unknown>;
  /** The heuristic bot for `ctx.seat`, seeded from `ctx.seed`. */
  bot(ctx: BotContext<unknown>, spec: string): Bot<unknown>;
  /** The learned value function, for games that have one. */
  readonly value?: LearnedValue;
}

const ahdHeuristic = new AhdHeuristic();
type AhdS = Int32Array;

/** Game id -> its heuristic. */
export const HEURISTICS: Readonly<Record<string, HeuristicEntry>> = {
  ahd: {
    policy: (seed, epsilon) => ahdHeuristic.policy(seed, undefined, epsilon) as Policy<unknown>,
    bot: (ctx, spec) => ahdHeuristic.bot(ctx as BotContext<AhdS>, spec) as Bot<unknown>,
    value: {
      features: AHD_FEATURES,
      file: AHD_VALUE,
      reader() {
        const r = new AhdFeatureReader(ahdHeuristic);
        return (s, out) => r.read(s as AhdS, out);
      },
      turn: (s) => ahdTurn(s as AhdS),
      evaluator: (file) => new AhdValue(ahdHeuristic, ahdValueModel(file)) as Evaluator<unknown>,
    },
  },
  acw: {
    policy: (seed) => acwHeuristicPolicy(seed) as Policy<unknown>,
    bot: (ctx, spec) => acwHeuristicBot(ctx as BotContext<Int32Array>, spec) as Bot<unknown>,
  },
  bvg: {
    policy: (seed, epsilon) => bvgHeuristicPolicy(seed, epsilon) as Policy<unknown>,
    bot: (ctx, spec) => bvgHeuristicBot(ctx as BotContext<Int32Array>, spec) as Bot<unknown>,
    value: {
      features: BVG_FEATURES,
      file: BVG_VALUE,
      reader() {
        const r = new BvgFeatureReader();
        return (s, out) => r.read(s as Int32Array, out);
      },
      turn: (s) => bvgTurn(s as Int32Array),
      evaluator: (file) => new BvgValue(bvgValueModel(file)) as Evaluator<unknown>,
    },
  },
  lw: {
    policy: (seed) => lwHeuristicPolicy(seed) as Policy<unknown>,
    bot: (ctx, spec) => lwHeuristicBot(ctx as BotContext<Int32Array>, spec) as Bot<unknown>,
  },
  uscw: {
    policy: (seed) => uscwHeuristicPolicy(seed) as Policy<unknown>,
    bot: (ctx, spec) => uscwHeuristicBot(ctx as BotContext<Int32Array>, spec) as Bot<unknown>,
  },
};

export function heuristicFor(gameId: string): HeuristicEntry | undefined {
  return Object.hasOwn(HEURISTICS, gameId) ? HEURISTICS[gameId] : undefined;
}

/** The reason a heuristic is unavailable, for `unsupported()` and errors. */
export function noHeuristic(gameId: string): string {
  const known = Object.keys(HEURISTICS);
  return `no heuristic bot for game ${gameId} (heuristic bots exist for: ${known.length ? known.join(', ') : 'none yet'})`;
}
