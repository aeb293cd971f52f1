/**
 * Records that cannot lie (issue 23): every stored game line carries the fingerprint of its plan
 * entry and a checksum of the line itself.
 *
 *  - `entryFingerprint`: what decides one game — game, content pack, scenario, options, bots, seed
 *    and code version — as a SHA-256 of their canonical JSON (keys sorted), 16 hex digits. Two lines
 *    with the same fingerprint are the same game; a line whose fingerprint differs from its plan
 *    entry's belongs to another plan, pack or code version.
 *  - `rowChecksum`: SHA-256 of the line's canonical JSON without its `sum` field, 12 hex digits. A
 *    line changed by hand (a seed or a winner edited) no longer matches it.
 *
 * A small module on purpose: scale-out (issue 28) builds on these fingerprints to merge rows from
 * several machines. Node's crypto, not game logic: nothing here touches play.
 */
import { createHash } from 'node:crypto';
import type { OptionSet } from '../core/game.js';

/** What decides one game of a plan. */
export interface PlanEntry {
  readonly game: string;
  /** Content pack folder, null for the game's built-in pack. */
  readonly pack: string | null;
  readonly scenario: string;
  readonly options: OptionSet;
  /** Bot spec per side id. */
  readonly players: Readonly<Record<string, string>>;
  readonly seed: string;
  /** The code version (report/version.ts codeVersion). */
  readonly code: string;
}

/** JSON with object keys sorted at every level: the same value gives the same text. */
export function canonicalJson(x: unknown): string {
  if (Array.isArray(x)) return `[${x.map(canonicalJson).join(',')}]`;
  if (x && typeof x === 'object') {
    const o = x as Record<string, unknown>;
    const keys = Object.keys(o)
      .filter((k) => o[k] !== undefined)
      .sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(o[k])}`).join(',')}}`;
  }
  return JSON.stringify(x);
}

const sha = (text: string, hex: number): string =>
  createHash('sha256').update(text).digest('hex').slice(0, hex);

/** The fingerprint of one plan entry: 16 hex digits. */
export function entryFingerprint(e: PlanEntry): string {
  return sha(
    canonicalJson({
      game: e.game,
      pack: e.pack,
      scenario: e.scenario,
      options: e.options,
      players: e.players,
      seed: e.seed,
      code: e.code,
    }),
    16,
  );
}

/** A stored line's checksum: 12 hex digits over everything but its `sum`. */
export function rowChecksum(row: Readonly<Record<string, unknown>>): string {
  const rest: Record<string, unknown> = { ...row };
  delete rest.sum;
  return sha(canonicalJson(rest), 12);
}

/** The row with its fingerprint and checksum. */
export function seal<R extends object>(row: R, fp: string): R & { fp: string; sum: string } {
  const withFp = { ...row, fp };
  return { ...withFp, sum: rowChecksum(withFp) };
}

/** Why a stored row cannot be used for this entry, or undefined when it can. */
export function rowProblem(row: Readonly<Record<string, unknown>>, expectedFp: string): string | undefined {
  if (typeof row.sum !== 'string' || typeof row.fp !== 'string') return 'it has no fingerprint or checksum';
  if (row.sum !== rowChecksum(row))
    return 'its checksum does not match: the line was changed after it was written';
  if (row.fp !== expectedFp)
    return `its fingerprint ${row.fp} is not this plan's ${expectedFp} for that game: it comes from another plan, content pack or code version`;
  return undefined;
}
