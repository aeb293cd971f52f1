/**
 * The bot kinds this build knows, and `makeBot`, which turns a spec string into a bot for a seat.
 * Every bot draws its randomness from `BotContext.seed`.
 */
import type { Bot, BotContext, Policy } from '../src/core/bot.js';
import { UserError } from '../src/core/errors.js';
import type { Game, GameInfo, Seed } from '../src/core/game.js';
import { deriveSeed } from '../src/core/rng.js';
import type { Evaluator } from './evaluator.js';
import { heuristicFor, noHeuristic } from './heuristic/index.js';
import { ismctsBot } from './ismcts.js';
import { mctsBot, type SearchOptions } from './mcts.js';
import { plannerBot } from './planner.js';
import { randomBot } from './random.js';
import {
  botHelp,
  defineBotKind,
  parseBotSpec,
  type BotKind,
  type ParamSpec,
  type ParamValues,
  type ParsedSpec,
} from './spec.js';

/** Parameters shared by `mcts` and `ismcts`. */
const SEARCH_PARAMS = [
  {
    name: 'iters',
    type: 'int',
    default: 1000,
    min: 1,
    max: 10_000_000,
    doc: 'iterations per decision (the budget unless ms is set)',
  },
  {
    name: 'ms',
    type: 'int',
    min: 1,
    max: 3_600_000,
    absentAs: '0',
    doc: 'milliseconds per decision; when set, this wall-clock budget replaces iters (not reproducible)',
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
    values: ['heuristic'],
    absentAs: 'none',
    doc: "progressive widening: with 'heuristic' only the width best actions by the game's heuristic are searched, best first; not set: every legal action",
  },
  {
    name: 'width',
    type: 'int',
    default: 8,
    min: 1,
    max: 100_000,
    doc: 'candidate actions per node when prior is set',
  },
  {
    name: 'value',
    type: 'enum',
    values: ['evaluate', 'learned'],
    default: 'evaluate',
    doc: "what scores the cut-off: the game's evaluate, or the learned value function (bots/heuristic/<game>/value.json)",
  },
  {
    name: 'reuse',
    type: 'boolean',
    default: false,
    doc: 'tree reuse: keep the subtree of the actions played since the last decision',
  },
] as const satisfies readonly ParamSpec[];

type SearchParams = ParamValues<typeof SEARCH_PARAMS>;

function searchUnsupported(game: GameInfo, params: SearchParams): string | undefined {
  if (params.rollout === 'heuristic' && !heuristicFor(game.id))
    return `rollout=heuristic: ${noHeuristic(game.id)}`;
  if (params.prior === 'heuristic' && !heuristicFor(game.id))
    return `prior=heuristic: ${noHeuristic(game.id)}`;
  if (params.value === 'learned' && !heuristicFor(game.id)?.value)
    return `value=learned: no learned value function for game ${game.id}`;
  return undefined;
}

function searchOptions<S>(ctx: BotContext<S>, p: SearchParams): Omit<SearchOptions<S>, 'determinize'> {
  let rollout: Policy<S> | undefined;
  let prior: Policy<S> | undefined;
  if (p.rollout === 'heuristic' || p.prior === 'heuristic') {
    const h = heuristicFor(ctx.game.id);
    if (!h) throw new UserError(`${noHeuristic(ctx.game.id)}`);
    if (p.rollout === 'heuristic') rollout = h.policy(deriveSeed(String(ctx.seed), 'rollout')) as Policy<S>;
    if (p.prior === 'heuristic') prior = h.policy(deriveSeed(String(ctx.seed), 'prior')) as Policy<S>;
  }
  const evaluator =
    p.value === 'learned' ? (heuristicFor(ctx.game.id)?.value?.evaluator() as Evaluator<S>) : undefined;
  return {
    ...(evaluator ? { evaluator } : {}),
    iters: p.iters,
    ...(p.ms !== undefined ? { ms: p.ms } : {}),
    c: p.c,
    depth: p.depth,
    reuse: p.reuse,
    width: p.width,
    ...(ctx.progress ? { progress: ctx.progress } : {}),
    ...(rollout ? { rollout } : {}),
    ...(prior ? { prior } : {}),
  };
}

/** Parameters of `plan`, the whole-turn planner (planner.ts). */
const PLAN_PARAMS = [
  { name: 'plans', type: 'int', default: 8, min: 2, max: 1000, doc: 'plans (genomes) per generation' },
  { name: 'gens', type: 'int', default: 4, min: 1, max: 1000, doc: 'generations of the evolution per turn' },
  {
    name: 'samples',
    type: 'int',
    default: 2,
    min: 1,
    max: 1000,
    doc: 'dice samples each plan is scored on (the same for every plan)',
  },
  {
    name: 'width',
    type: 'int',
    default: 4,
    min: 1,
    max: 255,
    doc: "a decision of a plan picks among the heuristic's width best actions",
  },
  {
    name: 'mutation',
    type: 'number',
    default: 1.5,
    min: 0,
    max: 100,
    doc: 'expected decisions changed per child plan',
  },
  {
    name: 'horizon',
    type: 'int',
    default: 2,
    min: 1,
    max: 100,
    doc: "turn starts to play through before the learned value scores a plan (2: the opponent's reply)",
  },
] as const satisfies readonly ParamSpec[];

function planUnsupported(game: GameInfo): string | undefined {
  const h = heuristicFor(game.id);
  if (!h) return noHeuristic(game.id);
  if (!h.value) return `no learned value function for game ${game.id} (bots/heuristic/${game.id}/value.ts)`;
  return undefined;
}

export const BOT_KINDS: readonly BotKind[] = [
  defineBotKind({
    id: 'random',
    doc: 'Uniformly random legal actions (the baseline).',
    params: [],
    create: (ctx, _params, spec) => randomBot(ctx, spec),
  }),
  defineBotKind({
    id: 'heuristic',
    doc: "The game's heuristic bot: explainable priorities (bots/heuristic/<game>).",
    params: [],
    unsupported: (game) => (heuristicFor(game.id) ? undefined : noHeuristic(game.id)),
    create<S>(ctx: BotContext<S>, _params: unknown, spec: string): Bot<S> {
      const h = heuristicFor(ctx.game.id);
      if (!h) throw new UserError(noHeuristic(ctx.game.id));
      return h.bot(ctx as BotContext<unknown>, spec) as Bot<S>;
    },
  }),
  defineBotKind({
    id: 'mcts',
    doc: 'UCT, open loop over chance (bots/mcts.ts); perfect-information games only.',
    params: SEARCH_PARAMS,
    unsupported: (game, params) =>
      game.hiddenInformation
        ? 'the game has hidden information, which plain MCTS would read; use ismcts'
        : searchUnsupported(game, params),
    create: (ctx, params, spec) => mctsBot(ctx, searchOptions(ctx, params), spec),
  }),
  defineBotKind({
    id: 'ismcts',
    doc: 'Single-observer information-set MCTS over determinize (bots/ismcts.ts); UCT without hidden information.',
    params: SEARCH_PARAMS,
    unsupported: (game, params) =>
      game.hiddenInformation && !('determinize' in game && typeof game.determinize === 'function')
        ? 'the game declares hidden information but has no determinize'
        : searchUnsupported(game, params),
    create: (ctx, params, spec) => ismctsBot(ctx, searchOptions(ctx, params), spec),
  }),
  defineBotKind({
    id: 'plan',
    doc: "Whole-turn planner (bots/planner.ts): evolves the turn's decisions as ranks of the heuristic's choices, scored by the learned value after the opponent's reply; hidden information is determinized.",
    params: PLAN_PARAMS,
    unsupported: (game) => planUnsupported(game),
    create<S>(ctx: BotContext<S>, p: ParamValues<typeof PLAN_PARAMS>, spec: string): Bot<S> {
      const h = heuristicFor(ctx.game.id);
      if (!h?.value) throw new UserError(planUnsupported(ctx.game) ?? 'no learned value');
      const opts = {
        plans: p.plans,
        generations: p.gens,
        samples: p.samples,
        width: p.width,
        mutation: p.mutation,
        horizon: p.horizon,
        prior: h.policy(deriveSeed(String(ctx.seed), 'prior'), 0) as Policy<S>,
        rollout: h.policy(deriveSeed(String(ctx.seed), 'rollout'), 0) as Policy<S>,
        evaluator: h.value.evaluator() as Evaluator<S>,
        determinize: true,
        ...(ctx.progress ? { progress: ctx.progress } : {}),
      };
      return plannerBot(ctx, opts, spec);
    },
  }),
];

/** The help text of every bot kind and its parameters (`cwsim bots`, the commands' --help). */
export const botKindsHelp = (): string => botHelp(BOT_KINDS);

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
