/**
 * One finished game as the simulator stores it: a line of `games.jsonl` (JSON Lines), appended as
 * soon as the game's batch finishes, so a crash or Ctrl-C keeps every finished game.
 *
 * A row holds the game's inputs (arm, index, seed, scenario, options, bot specs) and its outcome;
 * the action list only when the run asked for it (`--actions` / experiment `"actions": true`), since
 * the inputs already replay a game exactly: the bots are deterministic given their seeds, which
 * derive from the row's seed (src/sim/match.ts `botSeed`). Lines are written in completion order;
 * `(arm, index)` identifies a game, and readers sort by the plan's arm order, then by index.
 */
import type { OptionValue } from '../core/game.js';
import type { ResultKind } from '../stats/outcomes.js';

export interface GameRow {
  /** Arm id of the plan: `<scenario>/<pairing>/<variant>`. */
  readonly arm: string;
  /** Game index within the arm, 0-based; the seed derives from (master seed, index). */
  readonly index: number;
  readonly seed: string;
  readonly scenario: string;
  /** The options given to the game (those set by the experiment; others take their defaults). */
  readonly options: Readonly<Record<string, OptionValue>>;
  /** Bot spec per side id. */
  readonly players: Readonly<Record<string, string>>;
  /** 'win' | 'draw' | 'limit' (hit the decision limit) | 'error' (a bot or the engine threw). */
  readonly result: ResultKind;
  /** Winning side id for 'win', else null. */
  readonly winner: string | null;
  readonly victory: string;
  readonly margin: number;
  readonly turn: number;
  readonly detail: string;
  /** Decisions (actions) played. */
  readonly decisions: number;
  /** The error message of an 'error' row. */
  readonly error?: string;
  readonly actions?: readonly number[];
}

export function rowToLine(r: GameRow): string {
  return JSON.stringify(r);
}

function isRow(x: unknown): x is GameRow {
  if (!x || typeof x !== 'object') return false;
  const r = x as Record<string, unknown>;
  return (
    typeof r.arm === 'string' &&
    typeof r.index === 'number' &&
    Number.isInteger(r.index) &&
    typeof r.seed === 'string' &&
    typeof r.result === 'string' &&
    ['win', 'draw', 'limit', 'error'].includes(r.result) &&
    typeof r.victory === 'string' &&
    typeof r.turn === 'number' &&
    typeof r.decisions === 'number'
  );
}

export interface ParsedJsonl {
  readonly rows: GameRow[];
  /** Lines dropped because they were incomplete or malformed (a crash mid-write). */
  readonly dropped: number;
}

/**
 * Parse JSONL text. A final line without its newline, or any line that is not a row, is dropped and
 * counted: the simulator only ever appends whole lines, so those come from a crash mid-write.
 */
export function parseJsonl(text: string): ParsedJsonl {
  const rows: GameRow[] = [];
  let dropped = 0;
  const lines = text.split('\n');
  // The piece after the last newline is a torn line (or empty when the file ends cleanly).
  const torn = lines.pop() ?? '';
  if (torn.trim()) dropped++;
  for (const raw of lines) {
    const line = raw.trim();
    if (!line) continue;
    let parsed: unknown;
    try {
      parsed = JSON.parse(line) as unknown;
    } catch {
      parsed = undefined;
    }
    if (isRow(parsed)) rows.push(parsed);
    else dropped++;
  }
  return { rows, dropped };
}
