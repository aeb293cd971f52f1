/**
 * `cwsim merge`: the shards of one plan (shard.ts), played anywhere, put back together. Each shard
 * folder holds run.json (plan fingerprint, shard i/n, code version) and games.jsonl. The merge
 * refuses shards of different plans or code versions, a shard missing or given twice, a game in the
 * wrong shard and a shard with games missing; then it takes the SPRT looks on the complete prefixes
 * as the one-machine run does, so its report is byte for byte the one-machine report.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { UserError } from '../core/errors.js';
import { getGame } from '../games/index.js';
import type { Plan } from './plan.js';
import { parseJsonl, type GameRow } from './rows.js';
import { readRunFile, RUN_FILE, type RunFile } from './runfile.js';
import { resultOf, JSONL_FILE, type RunResult } from './runner.js';
import { Schedule } from './schedule.js';
import { shardOwns } from './shard.js';

export interface MergedRun {
  readonly plan: Plan;
  readonly run: RunResult;
  readonly command: string;
  readonly codeVersion: string;
  /** Every row of every shard, shard by shard (the merged games.jsonl). */
  readonly rows: readonly GameRow[];
}

interface ShardDir {
  readonly dir: string;
  readonly run: RunFile;
}

export function mergeShards(dirs: readonly string[]): MergedRun {
  if (dirs.length === 0) throw new UserError('merge: give the shard folders to merge');
  const shards = dirs.map(readShard);
  checkOnePlan(shards);
  const first = shards[0]!.run;
  const plan = first.spec;
  const schedule = new Schedule(plan, getGame(plan.game).sides);
  const rows: GameRow[] = [];
  for (const s of shards) for (const r of shardRows(s)) if (schedule.addPrevious(r)) rows.push(r);
  schedule.start();
  const missing = schedule.nextTask();
  if (missing) {
    const i = missing.indices[0]!;
    const owner = shards.find((s) => shardOwns(s.run.shard, i))!;
    throw new UserError(
      `merge: shard ${owner.run.shard!.index}/${owner.run.shard!.count} (${owner.dir}) is incomplete: game ${i} of arm '${missing.arm}' is missing; finish it with its command and --resume`,
    );
  }
  return {
    plan,
    run: resultOf(plan, schedule, { resumed: rows.length, played: 0, threads: 0 }),
    command: first.command ?? `cwsim ${plan.kind} (${plan.name})`,
    codeVersion: first.codeVersion ?? 'unknown',
    rows,
  };
}

function readShard(dir: string): ShardDir {
  const path = join(dir, RUN_FILE);
  if (!existsSync(path)) throw new UserError(`merge: ${dir} holds no ${RUN_FILE}: not a run folder`);
  const run = readRunFile(path);
  if (!run.shard) throw new UserError(`merge: ${path} is a whole run, not a shard (made without --shard)`);
  return { dir, run };
}

/** Same plan, same code, every shard 0..n−1 exactly once. */
function checkOnePlan(shards: readonly ShardDir[]): void {
  const a = shards[0]!;
  for (const b of shards.slice(1)) {
    if (b.run.fingerprint !== a.run.fingerprint)
      throw new UserError(
        `merge: ${a.dir} and ${b.dir} are shards of different plans (fingerprints ${a.run.fingerprint} and ${b.run.fingerprint})`,
      );
    if (gameCounts(b.run) !== gameCounts(a.run))
      throw new UserError(`merge: ${a.dir} and ${b.dir} were made with different game counts (--games)`);
    if (b.run.shard!.count !== a.run.shard!.count)
      throw new UserError(
        `merge: ${a.dir} is one of ${a.run.shard!.count} shards, ${b.dir} one of ${b.run.shard!.count}`,
      );
    if (b.run.codeVersion !== a.run.codeVersion)
      throw new UserError(
        `merge: ${a.dir} was played by code ${a.run.codeVersion ?? '(unknown)'}, ${b.dir} by ${b.run.codeVersion ?? '(unknown)'}: the games may differ`,
      );
  }
  const n = a.run.shard!.count;
  const seen = new Map<number, string>();
  for (const s of shards) {
    const i = s.run.shard!.index;
    const other = seen.get(i);
    if (other !== undefined)
      throw new UserError(`merge: shard ${i}/${n} is given twice: ${other} and ${s.dir}`);
    seen.set(i, s.dir);
  }
  const absent = [...Array(n).keys()].filter((i) => !seen.has(i));
  if (absent.length)
    throw new UserError(
      `merge: shard${absent.length > 1 ? 's' : ''} ${absent.map((i) => `${i}/${n}`).join(', ')} missing`,
    );
}

function gameCounts(run: RunFile): string {
  return run.spec.arms.map((x) => x.games).join(',');
}

/** The shard's games; each must belong to the shard. */
function shardRows(s: ShardDir): GameRow[] {
  const file = join(s.dir, JSONL_FILE);
  if (!existsSync(file)) throw new UserError(`merge: ${s.dir} holds no ${JSONL_FILE}`);
  const { rows } = parseJsonl(readFileSync(file, 'utf8'));
  const stray = rows.find((r) => !shardOwns(s.run.shard, r.index));
  if (stray)
    throw new UserError(
      `merge: ${file}: game ${stray.index} of arm '${stray.arm}' does not belong to shard ${s.run.shard!.index}/${s.run.shard!.count}`,
    );
  return rows;
}
