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
 *   [CH_CHANCE ..]       the chance generators: 4 sfc32 words per stream the game declares
 *                        (`GameInfo.chance`, at most MAX_CHANCE_STREAMS), seeded by the engine
 *
 * A game lays its own words out from GAME_WORDS on. Nothing else in a state is the engine's.
 */

export const CH_TERMINAL = 0;
export const CH_WINNER = 1;
export const CH_VICTORY = 2;
export const CH_MARGIN = 3;
export const CH_TURN = 4;
export const CH_STEPS = 5;
export const CH_PACK = 6;
/** Word 7 is reserved. */
export const CH_CHANCE = 8;
export const MAX_CHANCE_STREAMS = 2;
/** First word a game may use for itself. */
export const GAME_WORDS = CH_CHANCE + 4 * MAX_CHANCE_STREAMS;

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
