/**
 * Connect Four on cwsim's engine layer, for the side-by-side comparison with boardgame.io
 * (connect4-bgio.ts states the same rules for that framework).
 *
 * Rules: a 7-column, 6-row upright board; the players alternately drop a disc into a column that is
 * not full; four of one's discs in a row (horizontally, vertically or diagonally) win; a full board
 * is a draw. Seat 0 moves first. An action is a column 0..6.
 *
 * State after the engine's header (src/core/header.ts): [CELLS .. +42) cells, row-major from the
 * bottom (cell = row * 7 + column; 0 empty, 1 seat 0, 2 seat 1); [HEIGHT .. +7) discs per column;
 * [TO_MOVE] seat to move. The engine's turn word is the number of the disc about to be dropped.
 * A win is looked for only on the lines through the disc just dropped.
 */
import { codeOnlyContent } from '../../src/core/content.js';
import { defineGame, type State } from '../../src/core/engine.js';
import { IllegalAction } from '../../src/core/errors.js';
import { CH_TURN, endGame, GAME_WORDS } from '../../src/core/header.js';

export type C4State = State;
export const COLS = 7;
export const ROWS = 6;
const CELLS = GAME_WORDS;
const HEIGHT = CELLS + 42;
const TO_MOVE = HEIGHT + COLS;
const SIZE = TO_MOVE + 1;
/** Line directions as (column step, row step). */
const DIRS = [
  [1, 0],
  [0, 1],
  [1, 1],
  [1, -1],
] as const;

/** Does the disc at (col, row) complete four in a row for its owner? Cells start at `base`. */
export function fourThrough(
  cells: ArrayLike<number | string | null>,
  col: number,
  row: number,
  base = 0,
): boolean {
  const me = cells[base + row * COLS + col];
  for (const [dc, dr] of DIRS) {
    let n = 1;
    for (let c = col + dc, r = row + dr; c >= 0 && c < COLS && r >= 0 && r < ROWS; c += dc, r += dr) {
      if (cells[base + r * COLS + c] !== me) break;
      n++;
    }
    for (let c = col - dc, r = row - dr; c >= 0 && c < COLS && r >= 0 && r < ROWS; c -= dc, r -= dr) {
      if (cells[base + r * COLS + c] !== me) break;
      n++;
    }
    if (n >= 4) return true;
  }
  return false;
}

export const connectFour = defineGame({
  info: {
    id: 'c4',
    name: 'Connect Four (benchmark peer)',
    sides: ['first', 'second'],
    options: [],
    hiddenInformation: false,
    maxActions: COLS,
    maxDecisions: ROWS * COLS,
    victories: ['four', 'full-board'],
    chance: [],
    // play checks the one thing that can be wrong (a full column) before it changes anything
    legality: 'rules',
  },
  content: codeOnlyContent('c4', 'benchmark peer', [
    { id: 'standard', name: 'Empty board', doc: 'first player to move on an empty board' },
  ]),
  stateSize: () => SIZE,
  setup: (_c, s) => {
    s[CH_TURN] = 1;
  },
  toMove: (_c, s) => s[TO_MOVE]!,
  legalActions(_c, s, out) {
    let n = 0;
    for (let c = 0; c < COLS; c++) if (s[HEIGHT + c]! < ROWS) out[n++] = c;
    return n;
  },
  play(_c, s, a) {
    if (a >= COLS || s[HEIGHT + a]! >= ROWS) throw new IllegalAction(a, 'not a column with room');
    const me = s[TO_MOVE]!;
    const row = s[HEIGHT + a]!;
    s[CELLS + row * COLS + a] = me + 1;
    s[HEIGHT + a] = row + 1;
    const played = s[CH_TURN]!;
    if (fourThrough(s, a, row, CELLS)) endGame(s, me, 0, 0);
    else if (played === ROWS * COLS) endGame(s, -1, 1, 0);
    else s[CH_TURN] = played + 1;
    s[TO_MOVE] = 1 - me;
  },
  margin: () => 0,
  observe: (_c, s) => Array.from(s.subarray(CELLS, CELLS + 42)),
  describe: (_c, _s, a) => `drop in column ${a + 1}`,
  render: (_c, s) => {
    const rows: string[] = [];
    for (let r = ROWS - 1; r >= 0; r--)
      rows.push(Array.from({ length: COLS }, (_, c) => '.XO'[s[CELLS + r * COLS + c]!]).join(''));
    return rows.join('\n');
  },
});
