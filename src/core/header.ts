/**
 * The state header every game's state starts with, owned by the engine layer (engine.ts).
 *
 * A state is one Int32Array. Its first CORE_WORDS words are the same in every game:
 *
 *   [CH_TERMINAL]        1 once the game is over
 *   [CH_WINNER]          winning side index, -1 for none (a draw, or not yet over)
 *   [CH_VICTORY]         index into the game's `victories`, or VICTORY_LIMIT
 *   [CH_MARGIN]          the game's margin at the end (GameInfo.marginName says what it measures)
 *   [CH_TURN]            game turn, 1-based, kept by the game's rules
 *   [CH_STEPS]           decisions taken, counted by the engine
 *   [CH_PACK]            index of the state's content pack in its game's pack table
 *   [CH_COVERAGE]        offset of the rule-coverage counters (0: the game keeps none)
 *   [CH_CHANCE ..]       the chance streams: 4 key words per stream the game declares
 *                        (`GameInfo.chance`, at most MAX_CHANCE_STREAMS), seeded by the engine;
 *                        draws are keyed by event (chance.ts) or stepped (rng.ts sfc32Step)
 *   [CH_DRAWS]           keyed draws made so far (chance.ts counts them; a keyed draw leaves the
 *                        key words as they are, so this is how a tool sees that an action used chance)
 *
 * A game lays its own words out from GAME_WORDS on. The engine appends one more block after the
 * game's words when the game declares rule-coverage counters (engine.ts `CoverageRules`): one word
 * per counter, counting the times that rule changed something in this game. Nothing else in a state
 * is the engine's.
 */

export const CH_TERMINAL = 0;
export const CH_WINNER = 1;
export const CH_VICTORY = 2;
export const CH_MARGIN = 3;
export const CH_TURN = 4;
export const CH_STEPS = 5;
export const CH_PACK = 6;
export const CH_COVERAGE = 7;
export const CH_CHANCE = 8;
export const MAX_CHANCE_STREAMS = 2;
export const CH_DRAWS = CH_CHANCE + 4 * MAX_CHANCE_STREAMS;
/** First word a game may use for itself. */
export const GAME_WORDS = CH_DRAWS + 1;

/** `CH_VICTORY` of a game the engine stopped at its decision limit (outcome kind 'limit'). */
export const VICTORY_LIMIT = -1;

/** Offset of chance stream `i` (its four sfc32 words). */
export const chanceAt = (i: number): number => CH_CHANCE + 4 * i;

/**
 * End the game: the winner (-1 for a draw), the victory (an index into the game's `victories`) and
 * the margin. A game's rules call this (and then whatever of their own they keep for a finished
 * game); the engine calls it with VICTORY_LIMIT at the decision limit.
 */
export function endGame(s: Int32Array, winner: number, victory: number, margin: number): void {
  s[CH_TERMINAL] = 1;
  s[CH_WINNER] = winner;
  s[CH_VICTORY] = victory;
  s[CH_MARGIN] = margin;
}

/** A keyed draw was made (chance.ts draws call it; a game that draws by a fixed key order calls it itself). */
export function countDraw(s: Int32Array): void {
  s[CH_DRAWS] = s[CH_DRAWS]! + 1;
}

/**
 * Rule coverage: count one more time that counter `i` (the game's i-th coverage id) changed something.
 * Does nothing in a state without counters.
 */
export function countRule(s: Int32Array, i: number): void {
  const o = s[CH_COVERAGE]!;
  if (o > 0) s[o + i] = s[o + i]! + 1;
}

/** Counter `i` of a state (0 in a state without counters). */
export function ruleCount(s: Int32Array, i: number): number {
  const o = s[CH_COVERAGE]!;
  return o > 0 ? s[o + i]! : 0;
}
