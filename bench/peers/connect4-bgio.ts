/**
 * Connect Four for boardgame.io 0.50 (the npm package, a devDependency), the same rules as
 * connect4.ts written the way that framework's guide writes a game: G holds the cells, a move
 * mutates G (Immer turns that into a new state), `endIf` judges the game after each move, and
 * `ai.enumerate` lists the moves for its bots. Like ours it looks for four in a row only through the
 * last disc and counts discs to see a full board.
 *
 * boardgame.io ships CommonJS without an `exports` map, so it is loaded with `require`.
 */
import { createRequire } from 'node:module';
import type { Game, State } from 'boardgame.io';
import type { MCTSBot as MCTSBotClass } from 'boardgame.io/ai';
import { COLS, ROWS, fourThrough } from './connect4.js';

const require = createRequire(import.meta.url);
const core = require('boardgame.io/core') as { INVALID_MOVE: 'INVALID_MOVE' };
const internal = require('boardgame.io/internal') as {
  InitializeGame: (a: { game: Game; numPlayers?: number }) => State;
  CreateGameReducer: (a: { game: Game }) => (state: State, action: unknown) => State;
};
export const bgioAi = require('boardgame.io/ai') as { MCTSBot: typeof MCTSBotClass };

export interface C4G {
  cells: (string | null)[];
  heights: number[];
  played: number;
  last: number;
}

export const connectFourBgio: Game<C4G> = {
  name: 'connect-four',
  setup: () => ({
    cells: Array<string | null>(ROWS * COLS).fill(null),
    heights: Array<number>(COLS).fill(0),
    played: 0,
    last: -1,
  }),
  turn: { minMoves: 1, maxMoves: 1 },
  moves: {
    drop: ({ G, playerID }, col: number) => {
      if (!(col >= 0 && col < COLS) || G.heights[col]! >= ROWS) return core.INVALID_MOVE;
      const cell = G.heights[col]! * COLS + col;
      G.cells[cell] = playerID;
      G.heights[col]!++;
      G.played++;
      G.last = cell;
    },
  },
  endIf: ({ G }) => {
    if (G.last >= 0 && fourThrough(G.cells, G.last % COLS, Math.floor(G.last / COLS)))
      return { winner: G.cells[G.last] };
    if (G.played === ROWS * COLS) return { draw: true };
    return undefined;
  },
  ai: {
    enumerate: (G: C4G) => {
      const moves: { move: string; args: number[] }[] = [];
      for (let c = 0; c < COLS; c++) if (G.heights[c]! < ROWS) moves.push({ move: 'drop', args: [c] });
      return moves;
    },
  },
};

export const bgioInitial = (): State<C4G> =>
  internal.InitializeGame({ game: connectFourBgio as Game, numPlayers: 2 }) as State<C4G>;
export const bgioReducer = (): ((state: State<C4G>, action: unknown) => State<C4G>) =>
  internal.CreateGameReducer({ game: connectFourBgio as Game }) as (
    state: State<C4G>,
    action: unknown,
  ) => State<C4G>;

/** The action boardgame.io's bots dispatch for `drop(col)` by `playerID`. */
export const dropAction = (col: number, playerID: string): unknown => ({
  type: 'MAKE_MOVE',
  payload: { type: 'drop', args: [col], playerID, credentials: undefined },
});
