/**
 * A position evaluator for search, kept behind an interface so that the generic searchers (mcts.ts,
 * planner.ts) never import a game: a game's learned value function (bots/heuristic/<id>/value.ts)
 * or any other estimate of each side's chance of winning.
 */
export interface Evaluator<S> {
  /** Each side's value of s in [0, 1] (its probability of winning), written into out[side]. */
  evaluate(s: S, out: Float64Array): void;
  /**
   * Which player turn s belongs to: a number that changes exactly when a new player turn begins (for
   * ahd: the Game Turn and the phasing side). The first state of a turn is the kind of position the
   * evaluator was fitted on; a planner plays on to such a state before it evaluates.
   */
  turn(s: S): number;
}
