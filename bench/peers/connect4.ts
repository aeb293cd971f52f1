/**
 * Connect Four on cwsim's core contract, for the side-by-side comparison with boardgame.io
 * (connect4-bgio.ts states the same rules for that framework).
 *
 * Rules: a 7-column, 6-row upright board; the players alternately drop a disc into a column that is
 * not full; four of one's discs in a row (horizontally, vertically or diagonally) win; a full board
 * is a draw. Seat 0 moves first. An action is a column 0..6.
 *
 * State (Int32Array): [0..41] cells, row-major from the bottom (cell = row * 7 + column; 0 empty,
 * 1 seat 0, 2 seat 1); [42..48] discs per column; [49] seat to move; [50] terminal flag; [51]
 * winner seat or -1; [52] discs played; [53..56] chance generator words (unused: no chance).
 * A win is looked for only on the lines through the disc just dropped.
 */
import { codeOnlyPack, noContentPacks, scenarioIndex } from '../../src/core/content.js';
import { IllegalAction } from '../../src/core/errors.js';
import type { Game, Outcome } from '../../src/core/game.js';
import { reseedWords, seedWords, type Rng } from '../../src/core/rng.js';

export type C4State = Int32Array;
export const COLS = 7;
export const ROWS = 6;
const HEIGHT = 42;
const TO_MOVE = 49;
const TERMINAL = 50;
const WINNER = 51;
const PLAYED = 52;
const RNG = 53;
const SIZE = 57;
/** Line directions as (column step, row step). */
const DIRS = [
  [1, 0],
  [0, 1],
  [1, 1],
  [1, -1],
] as const;

/** Does the disc at (col, row) complete four in a row for its owner? */
export function fourThrough(cells: ArrayLike<number | string | null>, col: number, row: number): boolean {
  const me = cells[row * COLS + col];
  for (const [dc, dr] of DIRS) {
    let n = 1;
    for (let c = col + dc, r = row + dr; c >= 0 && c < COLS && r >= 0 && r < ROWS; c += dc, r += dr) {
      if (cells[r * COLS + c] !== me) break;
      n++;
    }
    for (let c = col - dc, r = row - dr; c >= 0 && c < COLS && r >= 0 && r < ROWS; c -= dc, r -= dr) {
      if (cells[r * COLS + c] !== me) break;
      n++;
    }
    if (n >= 4) return true;
  }
  return false;
}

const pack = codeOnlyPack('c4', 'benchmark peer');

export const connectFour: Game<C4State> = {
  id: 'c4',
  name: 'Connect Four (benchmark peer)',
  sides: ['first', 'second'],
  scenarios: [{ id: 'standard', name: 'Empty board', doc: 'first player to move on an empty board' }],
  options: [],
  hiddenInformation: false,
  maxActions: COLS,
  maxDecisions: ROWS * COLS,
  create(cfg) {
    scenarioIndex('c4', this.scenarios, cfg.scenario);
    const s = new Int32Array(SIZE);
    s[WINNER] = -1;
    s.set(seedWords(cfg.seed, 'dice'), RNG);
    return s;
  },
  clone: (s) => s.slice(),
  copyInto: (dst, src) => dst.set(src),
  toMove: (s) => s[TO_MOVE]!,
  legalActions(s, out) {
    if (s[TERMINAL]) return 0;
    let n = 0;
    for (let c = 0; c < COLS; c++) if (s[HEIGHT + c]! < ROWS) out[n++] = c;
    return n;
  },
  apply(s, a) {
    if (s[TERMINAL]) throw new IllegalAction(a, 'the game is over');
    if (!Number.isInteger(a) || a < 0 || a >= COLS || s[HEIGHT + a]! >= ROWS)
      throw new IllegalAction(a, 'not a column with room');
    const me = s[TO_MOVE]!;
    const row = s[HEIGHT + a]!;
    s[row * COLS + a] = me + 1;
    s[HEIGHT + a] = row + 1;
    s[PLAYED] = s[PLAYED]! + 1;
    if (fourThrough(s, a, row)) {
      s[TERMINAL] = 1;
      s[WINNER] = me;
    } else if (s[PLAYED] === ROWS * COLS) s[TERMINAL] = 1;
    s[TO_MOVE] = 1 - me;
  },
  isTerminal: (s) => s[TERMINAL] === 1,
  outcome(s): Outcome {
    const w = s[WINNER]!;
    return {
      kind: w >= 0 ? 'win' : 'draw',
      winner: w,
      victory: 'four',
      margin: 0,
      turn: s[PLAYED]!,
      detail: '',
    };
  },
  reseedChance: (s, rng: Rng) => reseedWords(rng, s, RNG),
  observe: (s, viewer) => ({ viewer, data: Array.from(s.subarray(0, 42)) }),
  describe: (_s, a) => `drop in column ${a + 1}`,
  render: (s) => {
    const rows: string[] = [];
    for (let r = ROWS - 1; r >= 0; r--)
      rows.push(Array.from({ length: COLS }, (_, c) => '.XO'[s[r * COLS + c]!]).join(''));
    return rows.join('\n');
  },
  turn: (s) => s[PLAYED]! + 1,
  loadContent: noContentPacks('c4', 'benchmark peer'),
  contentInfo: () => pack,
};
