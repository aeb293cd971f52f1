/**
 * `<out>/run.json`: what a run folder holds games of. It names the plan (its fingerprint: the parts
 * that decide the games, plan.ts `planFingerprint`, and a short hash of them), the whole plan (so
 * `cwsim merge` can write the report without the experiment file), the shard when the run is one,
 * and the command and code version the report header prints. `--resume`, `cwsim merge` and the
 * queue (queue/) all check games against the same fingerprint.
 *
 * A run file comes from disk (possibly from another machine): it is parsed as data and validated, and
 * an error names the file and the field.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { z } from 'zod';
import { UserError } from '../core/errors.js';
import { planFingerprint, type Plan } from './plan.js';
import { fingerprintSchema, optionsSchema, playersSchema } from './schemas.js';
import type { Shard } from './shard.js';

const RUN_FORMAT = 'cwsim-run/1';
export const RUN_FILE = 'run.json';

/** Metadata of a run that is not part of the plan. */
export interface RunMeta {
  readonly shard?: Shard;
  /** The command the report header prints (run-only flags left out: report/command.ts). */
  readonly command?: string;
  /** The code version that played the games. */
  readonly codeVersion?: string;
}

export interface RunFile extends RunMeta {
  readonly format: string;
  readonly name: string;
  readonly kind: string;
  /** The fingerprint as an object (what decides the games). */
  readonly plan: Record<string, unknown>;
  /** Short hash of the fingerprint: equal hashes, same games. */
  readonly fingerprint: string;
  /** The whole plan. */
  readonly spec: Plan;
}

/** 16 hex digits of the SHA-256 of the plan's fingerprint. */
export function planHash(plan: Plan): string {
  return createHash('sha256').update(planFingerprint(plan)).digest('hex').slice(0, 16);
}

export function runFileFor(plan: Plan, meta: RunMeta): RunFile {
  return {
    format: RUN_FORMAT,
    name: plan.name,
    kind: plan.kind,
    plan: JSON.parse(planFingerprint(plan)) as Record<string, unknown>,
    fingerprint: planHash(plan),
    ...(meta.shard ? { shard: meta.shard } : {}),
    ...(meta.command !== undefined ? { command: meta.command } : {}),
    ...(meta.codeVersion !== undefined ? { codeVersion: meta.codeVersion } : {}),
    spec: plan,
  };
}

export function writeRunFile(path: string, run: RunFile): void {
  writeFileSync(path, JSON.stringify(run, null, 2) + '\n');
}

const options = optionsSchema;
const players = playersSchema;
const arm = z.object({
  id: z.string(),
  block: z.string(),
  scenario: z.string(),
  pairing: z.string(),
  players,
  variant: z.string(),
  variantOptions: options,
  options,
  games: z.number().int().min(1),
  baseline: z.string().optional(),
});
const planSchema = z.object({
  kind: z.enum(['simulate', 'balance', 'tournament']),
  name: z.string(),
  description: z.string().optional(),
  game: z.string(),
  packDir: z.string().optional(),
  packLabel: z.string(),
  seed: z.string(),
  commonOptions: options,
  arms: z.array(arm).min(1),
  sprt: z
    .object({
      delta: z.number(),
      alpha: z.number(),
      beta: z.number(),
      every: z.number().int().min(1),
      minGames: z.number().int().min(1),
    })
    .optional(),
  actions: z.boolean(),
  threads: z.number().int().optional(),
  bots: z.array(z.string()).optional(),
  against: z.string().optional(),
  ladder: z.array(z.string()).optional(),
  interactions: z
    .array(z.object({ label: z.string(), a: z.string(), b: z.string(), both: z.string() }))
    .optional(),
});
const runSchema = z.object({
  format: z.literal(RUN_FORMAT),
  name: z.string(),
  kind: z.string(),
  plan: z.record(z.string(), z.unknown()),
  fingerprint: fingerprintSchema,
  shard: z.object({ index: z.number().int().min(0), count: z.number().int().min(1) }).optional(),
  command: z.string().optional(),
  codeVersion: z.string().optional(),
  spec: planSchema,
});

/** Reads and checks a run file; the plan inside must hash to the fingerprint it claims. */
export function readRunFile(path: string): RunFile {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch (err) {
    throw new UserError(
      `${path}: not a readable JSON file (${err instanceof Error ? err.message : String(err)})`,
    );
  }
  const parsed = runSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = issue.path.join('.') || '(the file)';
    throw new UserError(
      `${path}: field '${field}': ${issue.message} (a ${RUN_FORMAT} file written by cwsim)`,
    );
  }
  const run = parsed.data as RunFile;
  if (planHash(run.spec) !== run.fingerprint)
    throw new UserError(
      `${path}: field 'spec' does not match field 'fingerprint' (the file was edited or damaged)`,
    );
  if (run.shard && run.shard.index >= run.shard.count)
    throw new UserError(
      `${path}: field 'shard': shard ${run.shard.index} of ${run.shard.count} does not exist`,
    );
  return run;
}
