/**
 * The core contract every game implements (OpenSpiel-shaped, mutable, integer actions).
 *
 * A game is a table of pure functions over a state `S`. The state is one typed array (or an object
 * whose only payload is typed arrays) that holds everything that changes during play: positions,
 * per-turn flags, the pending decision and the chance generator's words. Static content (map, tables)
 * lives in the game object, built once from a content pack and shared by every state.
 *
 * Contracts, stated once here and relied on by bots, simulator and tests:
 *
 *  - `create` is a pure function of (scenario, options, seed, content): the same inputs give the same
 *    state, bit for bit. All dice and shuffles come from generator words stored in the state and
 *    seeded from `seed`; nothing reads `Math.random` or the clock.
 *  - `clone` returns an independent copy (mutating one never changes the other); `copyInto` does the
 *    same into an existing state without allocating.
 *  - `toMove` names the seat whose decision is pending. Decisions of the non-phasing side in the
 *    middle of a turn (defender's targets, retreats, withdrawals) are pending decisions of their own;
 *    there are no callbacks.
 *  - Seats and sides: in the two-player games a seat is a side and nothing more is needed. A variant
 *    that seats more players than there are sides (bvg's 3-4 player split-theater game) keeps `toMove`
 *    returning the side, so every runner that seats one bot per side keeps working unchanged (that
 *    bot then plays all of its team's seats), and adds the optional `seats(s)` (each seat's id and the
 *    side it plays) and `seatToMove(s)` (an index into `seats(s)`); a runner that seats one player per
 *    seat uses those. Outcomes and statistics stay per side.
 *  - `legalActions` writes the legal actions into `out` and returns their count. It never allocates,
 *    writes distinct values, and returns at least one action in a non-terminal state.
 *  - `apply` plays one legal action, rolling any dice from the in-state generator. It throws
 *    `IllegalAction` (with a readable reason) for an action `legalActions` would not list, and leaves
 *    the state unchanged in that case.
 *  - `reseedChance` replaces the in-state generator words, so a searcher never sees future dice.
 *  - Games with hidden information implement `determinize` (resample what `observer` cannot see,
 *    consistently with what it has seen) and say so with `hiddenInformation: true`.
 */
import type { Rng } from './rng.js';
import type { PackInfo } from './content.js';
import type { JsonValue } from './json.js';
import type { BoardScene } from './board.js';

/** A seed as users type it: any string or integer. Streams are derived from it by name. */
export type Seed = string | number;

export type OptionValue = boolean | string;
/** Option id -> value. Options absent from the set take their declared default. */
export type OptionSet = Readonly<Record<string, OptionValue>>;

/**
 * One switch of a game, declared once; the CLI help, the experiment schema and the reports read it.
 *  - `rule`: an optional rule of the rulebook (id carries the rule number, e.g. `r4.9-union-rail-bonus`).
 *  - `reading`: a choice between readings of an ambiguous or silent rule; its default is the
 *    reading the game's README proposes.
 *  - `variant`: a scenario-level switch (ending date, tournament house rule).
 */
export interface OptionSpec {
  readonly id: string;
  readonly kind: 'rule' | 'reading' | 'variant';
  /** Boolean switches are on/off; enum switches take one of `values`. */
  readonly type: 'boolean' | 'enum';
  readonly values?: readonly string[];
  readonly default: OptionValue;
  /** Rule number(s) the switch refers to, e.g. 'R4.9'. */
  readonly rule: string;
  /** One line for `cwsim games` and reports. */
  readonly doc: string;
}

export interface ScenarioInfo {
  readonly id: string;
  readonly name: string;
  readonly doc: string;
}

/** How a game ended. Every finished game has exactly one outcome; none is ever dropped. */
export interface Outcome {
  /**
   * `win`: `winner` is a side index. `draw`: no winner. `limit`: the game hit a step or turn limit
   * the rules do not define (a simulator safety net, reported as its own category).
   */
  readonly kind: 'win' | 'draw' | 'limit';
  readonly winner: number;
  /** Victory type id of the game, e.g. 'washington', 'seven-cities', 'march-table'. */
  readonly victory: string;
  /** Game-defined margin; for the Civil War games the Army Maximum (or equivalent) difference usa-csa. */
  readonly margin: number;
  /** Game turn on which the game ended. */
  readonly turn: number;
  /** Extra words for people, e.g. 'Union Marginal'. */
  readonly detail: string;
}

/** What one side may see; JSON so that records, UIs and bots can share it. */
export interface Observation {
  readonly viewer: number;
  readonly data: JsonValue;
}

/** How much of the picture `renderFor` draws. */
export interface ViewOptions {
  readonly compact?: boolean;
}

/** A player's place at the table in a variant with more seats than sides (see `Game.seats`). */
export interface Seat {
  /** e.g. 'usa-east'. */
  readonly id: string;
  /** Side index this seat plays for. */
  readonly side: number;
}

/** A game's fixed facts: read by bots, CLI, simulator and experiment validation. */
export interface GameInfo {
  readonly id: string;
  readonly name: string;
  /** Side ids, e.g. ['usa', 'csa']. A seat index is a side index in the two-player games. */
  readonly sides: readonly string[];
  /** Optional: the sides' names for people, in the order of `sides`, e.g. ['Union', 'Confederacy']. */
  readonly sideNames?: readonly string[];
  readonly scenarios: readonly ScenarioInfo[];
  readonly options: readonly OptionSpec[];
  readonly hiddenInformation: boolean;
  /** Upper bound of `legalActions` counts; size action buffers with it. */
  readonly maxActions: number;
  /** Upper bound of decisions in a game; a runner stops with `limit` beyond it. */
  readonly maxDecisions: number;
  /**
   * Optional: what `Outcome.margin` measures, in words, for outcome lines and reports, e.g.
   * 'Army Maximum difference usa-csa' or 'Objectives Total'. Absent: 'margin'.
   */
  readonly marginName?: string;
}

export interface CreateConfig<C = unknown> {
  readonly scenario: string;
  readonly options?: OptionSet;
  readonly seed: Seed;
  /** A content pack already loaded and validated; the game's default pack when absent. */
  readonly content?: C;
}

export interface Game<S, C = unknown> extends GameInfo {
  create(cfg: CreateConfig<C>): S;
  clone(s: S): S;
  copyInto(dst: S, src: S): void;
  toMove(s: S): number;
  /**
   * Optional, for variants with more seats than sides: the seats of this game (fixed by its scenario
   * and options). Absent: one seat per side, seat i = side i.
   */
  seats?(s: S): readonly Seat[];
  /** Optional, with `seats`: the seat (index into `seats(s)`) whose decision is pending. */
  seatToMove?(s: S): number;
  /**
   * Writes the legal actions into `out` and returns their count. The list is a function of the
   * position: the state's chance generators (which `reseedChance` rewrites) never change it, so a
   * search may list a root once for all its iterations.
   */
  legalActions(s: S, out: Int32Array): number;
  apply(s: S, action: number): void;
  isTerminal(s: S): boolean;
  /** Only valid when `isTerminal(s)`. */
  outcome(s: S): Outcome;
  reseedChance(s: S, rng: Rng): void;
  determinize?(s: S, observer: number, rng: Rng): void;
  observe(s: S, viewer: number): Observation;
  /** Readable text for an action in this state, e.g. 'Move 3 Vi Nashville→Bowling Green (rail)'. */
  describe(s: S, action: number): string;
  /** A text picture of the state for people. */
  render(s: S): string;
  /**
   * What happened between two states around one action, in words (dice, losses, captures); `action`,
   * when given, is the action played in `before` that led to `after`.
   */
  narrate?(before: S, after: S, action?: number): string[];
  /** Optional: the state as a plain-data scene for seat `viewer` (core/board.ts), for maps. */
  board?(s: S, viewer: number): BoardScene;
  /**
   * A text picture of what seat `viewer` may see, for a person at the table (`cwsim play`);
   * `compact` asks for a few lines (turn, phase, score, positions) shown before each decision.
   * It shows nothing that `observe(s, viewer)` does not carry. Without it the CLI shows `render(s)`
   * for a perfect-information game and the observation as text for a hidden-information game.
   */
  renderFor?(s: S, viewer: number, opts?: ViewOptions): string;
  /**
   * Hidden-information games: what seat `viewer` learns from `action` (played in `before`, leading to
   * `after`), in words: its description as that seat may know it, then its visible consequences.
   * Without it the CLI shows another seat's action in such a game as "decided" and the changes it
   * made to `observe(s, viewer)`.
   */
  narrateFor?(before: S, after: S, action: number, viewer: number): string[];
  /** Current game turn (1-based), for logs and records. */
  turn(s: S): number;
  /**
   * Per-side heuristic value in [0,1] (index = side), for cut-off rollouts. Called once per search
   * iteration, so a game may return the same scratch array every time: read it before the next call.
   */
  evaluate?(s: S): Float64Array;
  /**
   * Optional: the game's own invariants (units conserved, limits held), checked by the conformance
   * suite after every action: a description of the first one broken, undefined when all hold.
   */
  invariants?(s: S): string | undefined;
  /** The content pack state `s` was created with. */
  contentOf(s: S): C;
  /** Load and validate a content pack folder; errors name the file, the entry and the field. */
  loadContent(dir: string): C;
  /** Manifest facts of a pack (the default pack when `content` is absent), for reports. */
  contentInfo(content?: C): PackInfo;
}
