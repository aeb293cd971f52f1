/**
 * Saved games on disk. A saved game is a `GameRecord` (src/core/record.ts) written as JSON: the same
 * record the match runner makes (inputs + actions, and the outcome once the game is over), so a
 * record from the simulator, a save from the interactive player and a finished game are one format.
 *
 * Opening checks everything before anything happens: the file is readable, the JSON and the schema
 * (`parseRecord`), the game exists, its pack loads, the scenario and options belong to the game, and
 * every action replays. Any failure is one `UserError` naming the file (exit code 2); nothing is
 * written. Writing goes through a temporary file and a rename, so an interrupted save never leaves a
 * half-written record.
 */
import { readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { UserError } from '../core/errors.js';
import type { Game } from '../core/game.js';
import { checkOptionSet } from '../core/options.js';
import { parseRecord, replay, type GameRecord } from '../core/record.js';
import { getGame } from '../games/index.js';
import { checkScenario } from './common.js';

export interface OpenedRecord {
  readonly record: GameRecord;
  readonly game: Game<unknown>;
  /** The content pack the record names (undefined: the built-in pack). */
  readonly content: unknown;
  readonly packLabel: string;
  /** The state after every action of the record. */
  readonly state: unknown;
}

function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/** Read and parse a record file; a missing, damaged or foreign file is a UserError naming it. */
function readRecordFile(file: string): GameRecord {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw new UserError(`${file}: cannot read the saved game (${code ?? errorText(err)})`);
  }
  return parseRecord(text, file);
}

/**
 * Open a record file and replay it. `packDir` replaces the pack the record names (for a record whose
 * pack folder has moved).
 */
export function openRecord(file: string, packDir?: string): OpenedRecord {
  const record = readRecordFile(file);
  const where = (e: unknown): UserError => new UserError(`${file}: ${errorText(e)}`);
  let game: Game<unknown>;
  try {
    game = getGame(record.game);
  } catch (e) {
    throw where(e);
  }
  const dir = packDir ?? (record.pack === 'standard' ? undefined : record.pack);
  let content: unknown;
  try {
    content = dir === undefined ? undefined : game.loadContent(dir);
    checkScenario(game, record.scenario, 'scenario');
    checkOptionSet(game, record.options, 'options');
  } catch (e) {
    throw where(e);
  }
  let state: unknown;
  try {
    state = replay(game, record, content);
  } catch (e) {
    throw where(e);
  }
  return { record, game, content, packLabel: dir ?? 'standard', state };
}

/** JSON with the action list on one line, so a saved game stays short and readable. */
function recordText(rec: GameRecord): string {
  const mark = '"@@actions@@"';
  const body = JSON.stringify({ ...rec, actions: '@@actions@@' }, null, 2);
  return body.replace(mark, JSON.stringify(rec.actions)) + '\n';
}

/** Write a record atomically (temporary file, then rename). */
export function writeRecordFile(file: string, rec: GameRecord): void {
  const tmp = `${file}.tmp-${process.pid}`;
  try {
    writeFileSync(tmp, recordText(rec));
    renameSync(tmp, file);
  } catch (err) {
    try {
      unlinkSync(tmp);
    } catch {
      // nothing was written
    }
    throw new UserError(
      `${file}: cannot save the game (${(err as NodeJS.ErrnoException).code ?? errorText(err)})`,
    );
  }
}
