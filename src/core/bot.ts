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
import { Sfc32, type Rng } from './rng.js';

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
  /**
   * Optional: restart the policy's own generator from `rng`. A search calls it at each decision,
   * after keying its own generator to the decision (DecisionRng), so rollouts draw the same numbers
   * at the same decision of twin games.
   */
  reseed?(rng: Rng): void;
}

/**
 * A bot's generator keyed by its decision (chance.ts): before each decision the bot calls `enter`
 * with the game turn, its seat and optionally a key of the decision (e.g. `listHash` of its legal
 * actions), and the stream restarts from the bot's seed and (turn, seat, key); without a key, the
 * number of the seat's decision in that turn. `priority(a)` is a random number of action `a` at this
 * turn and seat, for tie-breaks (the lowest wins). Two twin games that differ earlier (an optional
 * rule changed a move) still give the bot the same numbers at the same decision, so its tie-breaks and
 * searches stay aligned and paired comparisons keep their correlation.
 */
export class DecisionRng implements Rng {
  private readonly g: Sfc32;
  private turn = Number.NaN;
  private seat = 0;
  private k = 0;
  /**
   * The decision key of the last `enter`, applied at the first draw after it: a rekey restarts the
   * words from the seed and the key alone, so applying it late gives the same numbers, and a decision
   * that draws nothing (a heuristic bot breaks ties by `priority`) costs no rekey (issue 22).
   */
  private pendingKey = 0;
  private pending = false;
  constructor(seed: Seed, stream: string) {
    this.g = Sfc32.from(seed, stream);
  }
  enter(turn: number, seat: number, key?: number): void {
    if (turn !== this.turn) {
      this.turn = turn;
      this.k = 0;
    }
    this.seat = seat;
    this.pendingKey = key ?? this.k;
    this.pending = true;
    this.k++;
  }
  /** A random priority of action `a` at the current turn and seat (the same in twin games). */
  priority(a: number): number {
    return this.g.keyed(this.turn, this.seat, a);
  }
  /** The generator, rekeyed to the last `enter` if it has not drawn since. */
  private keyed(): Sfc32 {
    if (this.pending) {
      this.g.rekey(this.turn, this.seat, this.pendingKey);
      this.pending = false;
    }
    return this.g;
  }
  u32(): number {
    return this.keyed().u32();
  }
  next(): number {
    return this.keyed().next();
  }
  int(n: number): number {
    return this.keyed().int(n);
  }
}
