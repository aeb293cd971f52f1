/**
 * What the page and the server say to each other (`cwsim serve`). Requests are JSON checked with these
 * schemas before anything happens: an unknown field, a wrong type or a malformed id is a clear error
 * (HTTP 400) and changes nothing. Responses are the view types below. The page imports the types
 * only (no zod in the browser bundle).
 */
import { z } from 'zod';
import type { BoardScene, SceneAction } from '../core/board.js';

/** Table ids are made by the server: lower-case letters, digits and '-'. */
export const TABLE_ID = /^[a-z0-9][a-z0-9-]{0,63}$/;

const Side = z.string().regex(/^[a-z][a-z0-9-]{0,31}$/, 'expected a side id');

export const NewTableSchema = z.strictObject({
  game: z.string().regex(/^[a-z0-9-]{1,32}$/, 'expected a game id'),
  scenario: z.string().min(1).max(64).optional(),
  seed: z.string().max(64).optional(),
  /** Comma-separated option ids as `cwsim play --options` takes them. */
  options: z.string().max(2000).optional(),
  /** Per side: 'human' or a bot spec. */
  players: z.record(Side, z.string().min(1).max(200)),
});
export type NewTable = z.infer<typeof NewTableSchema>;

export const ActSchema = z.strictObject({
  seat: Side,
  /** An action of the game: an integer from the decision's list. */
  action: z.number().int().min(0).max(0x7fffffff),
  /** The step the page saw (actions played so far); a stale page is refused. */
  step: z.number().int().min(0),
});

export const UndoSchema = z.strictObject({ seat: Side, step: z.number().int().min(0) });

/** A saved game to load: the record file's text. */
export const LoadSchema = z.strictObject({ record: z.string().min(2).max(5_000_000) });

/** One entry of the running log: an action as this seat may know it, then its consequences. */
export interface LogEntry {
  readonly step: number;
  readonly turn: number;
  readonly side: string;
  readonly text: string;
  readonly lines: readonly string[];
}

export interface Choice extends SceneAction {
  /** The action in the game's own words (`describe`). */
  readonly text: string;
}

export interface Thinking {
  readonly side: string;
  readonly bot: string;
  readonly elapsedMs: number;
  /** Share of the search budget spent, when the bot reports it. */
  readonly progress?: number;
}

/** What one seat sees of a table: everything the page draws. */
export interface TableView {
  readonly table: string;
  readonly game: string;
  readonly gameName: string;
  readonly scenario: string;
  readonly seat: string;
  readonly sides: readonly string[];
  readonly players: Readonly<Record<string, string>>;
  /** Actions played so far; `at` is the step shown (less than `step` in a replay). */
  readonly step: number;
  readonly at: number;
  readonly scene: BoardScene;
  /** The decision, when this seat decides now (at the latest step): the actions in the game's words. */
  readonly choices?: readonly Choice[];
  readonly log: readonly LogEntry[];
  readonly status: 'decide' | 'thinking' | 'waiting' | 'over';
  readonly thinking?: Thinking;
  /** A bot's last estimate of its own win probability. */
  readonly estimate?: { readonly side: string; readonly bot: string; readonly p: number };
  readonly outcome?: string;
  /** Undo: possible now, or why not. */
  readonly undo: { readonly ok: boolean; readonly why?: string };
  /** Whether the record (inputs, seed and actions) may be downloaded by this seat now. */
  readonly export: boolean;
  /** The content pack's status line. */
  readonly pack: string;
  /** A bot that failed to decide (the table waits). */
  readonly error?: string;
}

export interface TableSummary {
  readonly table: string;
  readonly game: string;
  readonly scenario: string;
  readonly players: Readonly<Record<string, string>>;
  readonly step: number;
  readonly over: boolean;
}

export interface GameSummary {
  readonly id: string;
  readonly name: string;
  readonly sides: readonly string[];
  readonly scenarios: readonly { readonly id: string; readonly name: string }[];
  readonly hiddenInformation: boolean;
  /** Bot specs offered on the new-game form, cheapest first. */
  readonly bots: readonly string[];
}

export interface ApiError {
  readonly error: string;
}
