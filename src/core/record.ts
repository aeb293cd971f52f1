/**
 * Game records: the inputs of a game plus its action list. A record replays to the identical
 * final state (DESIGN "Determinism"); the simulator writes them as JSONL lines and the interactive
 * player saves and loads them.
 */
import { z } from 'zod';
import { UserError } from './errors.js';
import type { Game, OptionSet, Outcome } from './game.js';

export const RECORD_FORMAT = 'cwsim-record/1';

const RecordSchema = z.strictObject({
  format: z.literal(RECORD_FORMAT),
  game: z.string().min(1),
  pack: z.string().min(1),
  scenario: z.string().min(1),
  options: z.record(z.string(), z.union([z.boolean(), z.string()])),
  seed: z.string(),
  players: z.record(z.string(), z.string()),
  botSeeds: z.record(z.string(), z.string()),
  actions: z.array(z.number().int().min(0)),
  outcome: z
    .strictObject({
      kind: z.enum(['win', 'draw', 'limit']),
      winner: z.number().int(),
      victory: z.string(),
      margin: z.number(),
      turn: z.number().int(),
      detail: z.string(),
    })
    .optional(),
});

export interface GameRecord {
  format: typeof RECORD_FORMAT;
  game: string;
  /** Content pack: 'standard' or the folder it was loaded from. */
  pack: string;
  scenario: string;
  options: OptionSet;
  seed: string;
  /** Bot spec per side id. */
  players: Record<string, string>;
  botSeeds: Record<string, string>;
  actions: number[];
  outcome?: Outcome;
}

/** Parse a record from JSON text; a damaged or foreign file gives a UserError naming `where`. */
export function parseRecord(text: string, where: string): GameRecord {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    throw new UserError(
      `${where}: not a cwsim record (bad JSON: ${err instanceof Error ? err.message : String(err)})`,
    );
  }
  const r = RecordSchema.safeParse(data);
  if (!r.success) {
    const issue = r.error.issues[0]!;
    throw new UserError(
      `${where}: not a valid cwsim record: field '${issue.path.join('.') || '(top)'}': ${issue.message}`,
    );
  }
  return r.data as GameRecord;
}

/**
 * Replay a record's actions from its inputs. Throws UserError if an action is illegal (a record
 * that does not belong to this game, pack or version). `content` is the pack the record names.
 */
export function replay<S, C>(game: Game<S, C>, rec: GameRecord, content?: C, upTo = rec.actions.length): S {
  if (rec.game !== game.id) throw new UserError(`record is for game '${rec.game}', not '${game.id}'`);
  const s = game.create({
    scenario: rec.scenario,
    options: rec.options,
    seed: rec.seed,
    ...(content ? { content } : {}),
  });
  for (let i = 0; i < upTo; i++) {
    const a = rec.actions[i]!;
    if (game.isTerminal(s))
      throw new UserError(`record has actions after the end of the game (action ${i + 1})`);
    try {
      game.apply(s, a);
    } catch (err) {
      throw new UserError(
        `record action ${i + 1} (${a}) does not replay: ${err instanceof Error ? err.message : String(err)}`,
      );
    }
  }
  return s;
}
