/**
 * The bot kinds this build knows, and `makeBot`, which turns a spec string into a bot for a seat.
 * Every bot draws its randomness from `BotContext.seed`.
 */
import type { Bot, BotContext, Policy } from '../src/core/bot.js';
import { UserError } from '../src/core/errors.js';
import type { Game, GameInfo, Seed } from '../src/core/game.js';
import { deriveSeed } from '../src/core/rng.js';
import { heuristicFor, noHeuristic } from './heuristic/index.js';
import { ismctsBot } from './ismcts.js';
import { mctsBot, type SearchOptions } from './mcts.js';
import { randomBot } from './random.js';
import { parseBotSpec, type BotKind, type BotParams, type ParamSpec, type ParsedSpec } from './spec.js';

/** Parameters shared by `mcts` and `ismcts`. */
const SEARCH_PARAMS: readonly ParamSpec[] = [
  {
    name: 'iters',
    type: 'int',
    default: 1000,
    min: 1,
    max: 10_000_000,
    doc: 'iterations per decision (the budget when ms is 0)',
  },
  {
    name: 'ms',
    type: 'int',
    default: 0,
    min: 0,
    max: 3_600_000,
    doc: 'milliseconds per decision; when > 0 this wall-clock budget replaces iters (not reproducible)',
  },
  { name: 'c', type: 'number', default: 0.7, min: 0, max: 100, doc: 'UCB1 exploration constant' },
  {
    name: 'rollout',
    type: 'enum',
    values: ['random', 'heuristic'],
    default: 'random',
    doc: "rollout policy: uniform random, or the game's heuristic bot",
  },
  {
    name: 'depth',
    type: 'int',
    default: 40,
    min: 0,
    max: 1_000_000,
    doc: "rollout plies before the cut-off, where the game's evaluate scores the state",
  },
  {
    name: 'prior',
    type: 'enum',
    values: ['none', 'heuristic'],
    default: 'none',
    doc: "progressive widening: 'heuristic' searches only the width best actions by the game's heuristic, best first",
  },
  {
    name: 'width',
    type: 'int',
    default: 8,
    min: 1,
    max: 100_000,
    doc: 'candidate actions per node when prior=heuristic',
  },
  {
    name: 'reuse',
    type: 'int',
    default: 0,
    min: 0,
    max: 1,
    doc: 'tree reuse: 1 keeps the subtree of the actions played since the last decision',
  },
];

function searchUnsupported(game: GameInfo, params: BotParams): string | undefined {
  if (params.rollout === 'heuristic' && !heuristicFor(game.id))
    return `rollout=heuristic: ${noHeuristic(game.id)}`;
  if (params.prior === 'heuristic' && !heuristicFor(game.id))
    return `prior=heuristic: ${noHeuristic(game.id)}`;
  return undefined;
}

function searchOptions<S>(ctx: BotContext<S>, params: BotParams): Omit<SearchOptions<S>, 'determinize'> {
  let rollout: Policy<S> | undefined;
  let prior: Policy<S> | undefined;
  if (params.rollout === 'heuristic' || params.prior === 'heuristic') {
    const h = heuristicFor(ctx.game.id);
    if (!h) throw new UserError(`${noHeuristic(ctx.game.id)}`);
    if (params.rollout === 'heuristic')
      rollout = h.policy(deriveSeed(String(ctx.seed), 'rollout')) as Policy<S>;
    if (params.prior === 'heuristic') prior = h.policy(deriveSeed(String(ctx.seed), 'prior')) as Policy<S>;
  }
  return {
    iters: Number(params.iters),
    ms: Number(params.ms),
    c: Number(params.c),
    depth: Number(params.depth),
    reuse: params.reuse === 1,
    width: Number(params.width),
    ...(ctx.progress ? { progress: ctx.progress } : {}),
    ...(rollout ? { rollout } : {}),
    ...(prior ? { prior } : {}),
  };
}

export const BOT_KINDS: readonly BotKind[] = [
  {
    id: 'random',
    doc: 'Uniformly random legal actions (the baseline).',
    params: [],
    create: (ctx, _params, spec) => randomBot(ctx, spec),
  },
  {
    id: 'heuristic',
    doc: "The game's heuristic bot: explainable priorities (bots/heuristic/<game>).",
    params: [],
    unsupported: (game) => (heuristicFor(game.id) ? undefined : noHeuristic(game.id)),
    create<S>(ctx: BotContext<S>, _params: BotParams, spec: string): Bot<S> {
      const h = heuristicFor(ctx.game.id);
      if (!h) throw new UserError(noHeuristic(ctx.game.id));
      return h.bot(ctx as BotContext<unknown>, spec) as Bot<S>;
    },
  },
  {
    id: 'mcts',
    doc: 'UCT, open loop over chance (bots/mcts.ts); perfect-information games only.',
    params: SEARCH_PARAMS,
    unsupported: (game, params) =>
      game.hiddenInformation
        ? 'the game has hidden information, which plain MCTS would read; use ismcts'
        : searchUnsupported(game, params),
    create: (ctx, params, spec) => mctsBot(ctx, searchOptions(ctx, params), spec),
  },
  {
    id: 'ismcts',
    doc: 'Single-observer information-set MCTS over determinize (bots/ismcts.ts); UCT without hidden information.',
    params: SEARCH_PARAMS,
    unsupported: (game, params) =>
      game.hiddenInformation && !('determinize' in game && typeof game.determinize === 'function')
        ? 'the game declares hidden information but has no determinize'
        : searchUnsupported(game, params),
    create: (ctx, params, spec) => ismctsBot(ctx, searchOptions(ctx, params), spec),
  },
];

/** Parse a spec and check the kind can play this game. */
export function checkBotSpec(game: Game<unknown>, text: string, where = 'bot'): ParsedSpec {
  const parsed = parseBotSpec(BOT_KINDS, text, where);
  const why = parsed.kind.unsupported?.(game, parsed.params);
  if (why) throw new UserError(`${where}: bot '${parsed.kind.id}' cannot play ${game.id}: ${why}`);
  return parsed;
}

export function makeBot<S>(
  game: Game<S>,
  text: string,
  seat: number,
  seed: Seed,
  progress?: (done: number, budget: number) => void,
): Bot<S> {
  const parsed = checkBotSpec(game as Game<unknown>, text);
  return parsed.kind.create(
    { game, seat, seed, ...(progress ? { progress } : {}) },
    parsed.params,
    parsed.text,
  );
}
