/**
 * A bot chooses actions for one seat through the core contract only. Bots never import a game
 * (except the per-game heuristic bots, which import only their own game).
 *
 * Contract:
 *  - `choose(s)` returns one of `legalActions(s)` for the seat `toMove(s)`. It must not mutate `s`
 *    (searchers work on clones) and must not read hidden information of other seats: a bot for a
 *    hidden-information game sees the state only through `observe` / `determinize`.
 *  - All randomness comes from the seeded generator the bot was created with.
 *  - `notify` (optional) is told every action applied to the real game, for tree reuse.
 */
import type { Game, Seed } from './game.js';

export interface Bot<S> {
  /** The spec string that made this bot, e.g. 'mcts:iters=800,c=0.7'. */
  readonly spec: string;
  choose(s: S): number;
  notify?(s: S, action: number): void;
  /** The bot's estimate of the win probability of the seat it last chose for, if it has one. */
  lastEstimate?(): number | undefined;
}

export interface BotContext<S> {
  readonly game: Game<S>;
  /** The seat this bot plays (a side index in the two-player games). */
  readonly seat: number;
  readonly seed: Seed;
  /** Optional: told now and then how far a search is into its budget (iterations or milliseconds). */
  readonly progress?: (done: number, budget: number) => void;
}

/** A heuristic policy a game provides for rollouts and as a bot, kept behind an interface. */
export interface Policy<S> {
  /** Pick an action among `n` legal actions in `actions` (written by legalActions). */
  pick(s: S, actions: Int32Array, n: number): number;
  /**
   * Optional prior: write a score for each of the `n` actions into `scores` (higher is better, any
   * scale). Search uses it to expand the most promising actions first and to consider only the best
   * few (progressive widening). The scores are a function of the position: they must not depend on
   * the state's chance generators (search reseeds those every iteration and keeps the root's ranking).
   *
   * `best`, when given, says the caller uses only the `best` highest scores, the first of equals
   * first (MCTS's progressive widening): those must be exact, and any other score may be replaced
   * by a value below the `best`-th highest (an upper bound of it, say), which changes neither which
   * actions are the best nor their order.
   */
  rank?(s: S, actions: Int32Array, n: number, scores: Float64Array, best?: number): void;
}
