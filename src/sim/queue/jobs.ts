/**
 * What travels through the queue, and its schemas. Everything read from Redis is validated before
 * use and is only ever data: a task names a game, options and bot specs from the registries, never
 * code. A task job goes from the coordinator to the workers on TASKS_QUEUE; its games come back as a
 * rows job on the plan's own queue (rowsQueueName), which survives a coordinator restart.
 */
import { z } from 'zod';
import type { WorkerTask } from '../batch.js';
import type { GameRow } from '../rows.js';
import { fingerprintSchema, nameSchema, optionsSchema, playersSchema } from '../schemas.js';

export const TASKS_QUEUE = 'cwsim-tasks';

/** The queue that carries the games of the plan with fingerprint hash `fp` back to its coordinator. */
export function rowsQueueName(fp: string): string {
  return `cwsim-rows-${fp}`;
}

/** Most games in one task (the schedule makes at most 64). */
const MAX_INDICES = 1000;

const fp = fingerprintSchema;
const name = nameSchema;
const options = optionsSchema;
const players = playersSchema;

const workerTask = z.object({
  game: z.string().regex(/^[a-z0-9-]{1,40}$/),
  packDir: z.string().max(1000).optional(),
  packLabel: z.string().max(1000),
  arm: z.string().max(1000),
  scenario: name,
  options,
  players,
  masterSeed: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
  indices: z.array(z.number().int().min(0)).min(1).max(MAX_INDICES),
  actions: z.boolean(),
});

export const taskJobSchema = z.object({ fp, key: z.string().max(100), task: workerTask });
export interface TaskJob {
  readonly fp: string;
  /** The coordinator's name for the task (session and number), echoed in the rows job. */
  readonly key: string;
  readonly task: WorkerTask;
}

// Every field of a row, and only those (`satisfies`: a field added to GameRow must be added here, or
// the queue would drop it on the way back).
const gameRow = z.object({
  arm: z.string(),
  index: z.number().int().min(0),
  seed: z.string(),
  scenario: z.string(),
  options,
  players,
  result: z.enum(['win', 'draw', 'limit', 'error']),
  winner: z.string().nullable(),
  victory: z.string(),
  margin: z.number(),
  turn: z.number(),
  detail: z.string(),
  decisions: z.number(),
  rules: z.record(name, z.number().int().min(0)).optional(),
  error: z.string().optional(),
  actions: z.array(z.number().int()).optional(),
  fp: z.string().max(200).optional(),
  sum: z.string().max(200).optional(),
} satisfies Record<keyof GameRow, z.ZodType>);

export const rowsJobSchema = z.object({
  fp,
  key: z.string().max(100),
  rows: z.array(gameRow).max(MAX_INDICES),
  ms: z.number().min(0),
});
export interface RowsJob {
  readonly fp: string;
  readonly key: string;
  readonly rows: readonly GameRow[];
  readonly ms: number;
}

/** The first problem of a payload that fails its schema, as "field: message". */
export function schemaProblem(err: z.ZodError): string {
  const issue = err.issues[0]!;
  return `${issue.path.join('.') || '(the payload)'}: ${issue.message}`;
}
