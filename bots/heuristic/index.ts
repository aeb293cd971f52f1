/**
 * The per-game heuristic bots: game id -> a seeded rollout policy and a bot. Each entry lives in
 * bots/heuristic/<id>/ and imports only its own game; adding one is one line in HEURISTICS.
 * The generic bots reach a heuristic only through this registry, as a `Policy` (MCTS rollouts).
 */
import type { Bot, BotContext, Policy } from '../../src/core/bot.js';
import type { Seed } from '../../src/core/game.js';
import { acwHeuristicBot, acwHeuristicPolicy } from './acw/index.js';
import { AhdHeuristic } from './ahd/index.js';
import { bvgHeuristicBot, bvgHeuristicPolicy } from './bvg/index.js';
import { lwHeuristicBot, lwHeuristicPolicy } from './lw/index.js';
import { uscwHeuristicBot, uscwHeuristicPolicy } from './uscw/index.js';

export interface HeuristicEntry {
  /** A rollout policy for every seat, drawing its randomness from `seed`. */
  policy(seed: Seed): Policy<unknown>;
  /** The heuristic bot for `ctx.seat`, seeded from `ctx.seed`. */
  bot(ctx: BotContext<unknown>, spec: string): Bot<unknown>;
}

const ahdHeuristic = new AhdHeuristic();

/** Game id -> its heuristic. */
export const HEURISTICS: Readonly<Record<string, HeuristicEntry>> = {
  ahd: {
    policy: (seed) => ahdHeuristic.policy(seed) as Policy<unknown>,
    bot: (ctx, spec) => ahdHeuristic.bot(ctx as BotContext<Int32Array>, spec) as Bot<unknown>,
  },
  acw: {
    policy: (seed) => acwHeuristicPolicy(seed) as Policy<unknown>,
    bot: (ctx, spec) => acwHeuristicBot(ctx as BotContext<Int32Array>, spec) as Bot<unknown>,
  },
  bvg: {
    policy: (seed) => bvgHeuristicPolicy(seed) as Policy<unknown>,
    bot: (ctx, spec) => bvgHeuristicBot(ctx as BotContext<Int32Array>, spec) as Bot<unknown>,
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
