/**
 * Plays a plan on a piscina pool of worker threads (dist/src/sim/worker.js) and streams every finished
 * game to `<out>/games.jsonl`.
 *
 * Determinism: game i of an arm uses gameSeed(master seed, i) whatever thread plays it and whatever
 * batch it falls in; SPRT looks happen at fixed paired-game counts on complete prefixes of games
 * (schedule.ts), so where a variant stops does not depend on the thread count or on the order games
 * finish. Games played beyond a variant's stop (they were in flight) stay in the JSONL file but are
 * not part of the result.
 *
 * Tasks: runs of consecutive game indices of one arm, sized and ordered by the Schedule (schedule.ts);
 * at most two tasks per thread are queued, so a decided variant stops promptly.
 *
 * Crash safety and resume: rows are appended (whole lines, synchronously) as each task returns. A run
 * that dies keeps every finished game; `resume` reads them back (dropping a torn last line), checks
 * `<out>/run.json` describes the same plan, and plays only the missing games. The final result equals
 * an uninterrupted run's.
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Piscina } from 'piscina';
import { packageRoot } from '../core/content.js';
import { UserError } from '../core/errors.js';
import { getGame } from '../games/index.js';
import type { WorkerResult, WorkerTask } from './batch.js';
import { WORKER_BUNDLE, WORKER_ENTRY } from './bundle.js';
import { entryFingerprint, rowProblem, seal } from './fingerprint.js';
import { gameSeed, planFingerprint, type Plan } from './plan.js';
import { codeVersion } from '../report/version.js';
import { progressBar, progressLines, type Progress } from './progress.js';
import { parseJsonl, rowToLine, type GameRow } from './rows.js';
import { RUN_FILE, runFileFor, writeRunFile, type RunMeta } from './runfile.js';
import { Schedule, type SprtOutcome } from './schedule.js';
import type { Shard } from './shard.js';
import type { RunGames } from './table.js';

export const JSONL_FILE = 'games.jsonl';

/**
 * Where tasks are played: the local piscina pool (the default) or a queue of remote workers
 * (queue/coordinator.ts). `capacity` tasks are kept in flight.
 */
export interface Executor {
  readonly capacity: number;
  run(task: WorkerTask, signal: AbortSignal): Promise<WorkerResult>;
  close(): Promise<void>;
}

/** The local pool: `threads` worker threads, two tasks queued per thread. */
export function poolExecutor(worker: string, threads: number): Executor {
  const pool = new Piscina<WorkerTask, WorkerResult>({
    filename: worker,
    minThreads: threads,
    maxThreads: threads,
    idleTimeout: 1000,
  });
  return {
    capacity: threads * 2,
    run: (task, signal) => pool.run(task, { signal }),
    close: () => pool.destroy(),
  };
}

export interface RunOptions {
  readonly plan: Plan;
  readonly outDir: string;
  /** Worker threads; default os.availableParallelism(). */
  readonly threads?: number;
  /** Continue the run in outDir instead of starting afresh. */
  readonly resume?: boolean;
  readonly progress?: boolean;
  readonly signal?: AbortSignal;
  /**
   * The worker entry file; default `workerFile()`, the compiled src/sim/worker.ts. A test may pass an
   * entry of its own that plays with fixture bots (test/sim/fixtures/throwing-worker.mjs).
   */
  readonly worker?: string;
  /** Notes for people (stderr in the CLI). */
  readonly log?: (line: string) => void;
  /** Play only this shard's games (shard.ts): no SPRT stop, no report; `cwsim merge` joins shards. */
  readonly shard?: Shard;
  /** Play the tasks elsewhere (a queue); default: the local pool of `threads`. */
  readonly executor?: Executor;
  /** Without a terminal, log a progress line (with ETA) this often; default: nothing. */
  readonly progressEveryMs?: number;
  /**
   * Once this long after the start (and the run not over), log one line estimating the games and the
   * wall time left at the rate so far (`balance` prints it when it starts); default: never.
   */
  readonly estimateAfterMs?: number;
  /** Stored in run.json for the report and for `cwsim merge`. */
  readonly meta?: Omit<RunMeta, 'shard'>;
  /** Code version in each row's fingerprint (fingerprint.ts); default report/version.ts codeVersion(). */
  readonly codeVersion?: string;
}

export interface RunResult {
  /** The games each arm's result uses (kept as columns: table.ts; the report reads them from here). */
  readonly games: RunGames;
  /**
   * The same games as rows, in plan arm order, then by index, made when asked for (one object a
   * game: for small runs and tests; the report never asks).
   */
  readonly rows: GameRow[];
  /** Games used per arm id. */
  readonly counts: Readonly<Record<string, number>>;
  readonly sprt: Readonly<Record<string, SprtOutcome>>;
  /** Rows found in the file when resuming. */
  readonly resumed: number;
  /** Games played in this session. */
  readonly played: number;
  readonly threads: number;
}

/** Ctrl-C (the abort signal): finished games are in the JSONL file; `--resume` continues. */
export class Interrupted extends Error {
  readonly kept: number;
  readonly file: string;
  constructor(kept: number, file: string) {
    super(
      `interrupted: ${kept} finished games are kept in ${file}; run the same command with --resume to continue`,
    );
    this.name = 'Interrupted';
    this.kept = kept;
    this.file = file;
  }
}

/** The fingerprint of game `index` of arm `armId`, or undefined when the plan has no such arm. */
type Fingerprints = (armId: string, index: number) => string | undefined;

function fingerprints(plan: Plan, code: string): Fingerprints {
  const arms = new Map(plan.arms.map((a) => [a.id, a]));
  return (armId, index) => {
    const a = arms.get(armId);
    if (!a) return undefined;
    return entryFingerprint({
      game: plan.game,
      pack: plan.packDir ?? null,
      scenario: a.scenario,
      options: a.options,
      players: a.players,
      seed: gameSeed(plan.seed, index),
      code,
    });
  };
}

/**
 * The pool's entry: worker-entry.js, which loads the worker bundled into one CommonJS file with its
 * code cache (bundle.ts; made by `npm run build`), while the bundle is at least as new as worker.js;
 * else the compiled worker.
 */
export function workerFile(): string {
  const dir = join(packageRoot(), 'dist', 'src', 'sim');
  const plain = join(dir, 'worker.js');
  const bundle = join(dir, WORKER_BUNDLE);
  const entry = join(dir, WORKER_ENTRY);
  // tsc rewrites worker.js at every build: a bundle older than it was made from other code
  if (
    existsSync(bundle) &&
    existsSync(entry) &&
    existsSync(plain) &&
    statSync(bundle).mtimeMs >= statSync(plain).mtimeMs
  )
    return entry;
  return plain;
}

export async function runPlan(opts: RunOptions): Promise<RunResult> {
  const { plan, outDir } = opts;
  const game = getGame(plan.game);
  const threads = opts.threads ?? plan.threads ?? availableParallelism();
  const jsonl = join(outDir, JSONL_FILE);
  const schedule = new Schedule(plan, game.sides, opts.shard);
  mkdirSync(outDir, { recursive: true });
  const fpOf = fingerprints(plan, opts.codeVersion ?? codeVersion());
  const resumed = openRun(opts, schedule, fpOf);
  schedule.start();
  const executor = opts.executor ?? poolExecutor(checkedWorker(opts.worker), threads);
  const bar = progressFor(
    opts,
    opts.shard ? `${plan.name} shard ${opts.shard.index}/${opts.shard.count}` : plan.name,
  );
  let played: number;
  try {
    played = await playAll(executor, schedule, {
      jsonl,
      bar,
      fpOf,
      ...(opts.signal ? { signal: opts.signal } : {}),
      ...(opts.estimateAfterMs !== undefined && opts.log
        ? { estimate: estimator(opts.log, opts.estimateAfterMs, plan.sprt !== undefined) }
        : {}),
    });
  } finally {
    if (bar.active) bar.update(schedule.done(), schedule.total());
    bar.stop();
    await executor.close();
  }
  return resultOf(plan, schedule, { resumed, played, threads });
}

/** The run's result from a schedule whose games are in (also `cwsim merge`'s). */
export function resultOf(
  plan: Plan,
  schedule: Schedule,
  counted: Pick<RunResult, 'resumed' | 'played' | 'threads'>,
): RunResult {
  const { table, counts, sprt } = schedule.result();
  return {
    games: table,
    get rows(): GameRow[] {
      return plan.arms.flatMap((a) => [...table.rows(a.id)]);
    },
    counts,
    sprt,
    ...counted,
  };
}

function progressFor(opts: RunOptions, label: string): Progress {
  const bar = progressBar(opts.progress ?? false, label);
  if (bar.active || !opts.progress || opts.progressEveryMs === undefined || !opts.log) return bar;
  return progressLines(opts.log, label, opts.progressEveryMs);
}

function checkedWorker(file: string | undefined): string {
  const worker = file ?? workerFile();
  if (!existsSync(worker)) throw new Error(`${worker} is missing: run \`npm run build\` first`);
  return worker;
}

/**
 * Start afresh (run.json describing the plan, an empty games.jsonl) or, with `resume`, pick up a
 * previous run's games: returns how many were found.
 */
function openRun(opts: RunOptions, schedule: Schedule, fpOf: Fingerprints): number {
  const { plan, outDir } = opts;
  const log = opts.log ?? (() => {});
  const jsonl = join(outDir, JSONL_FILE);
  const runJson = join(outDir, RUN_FILE);
  if (!opts.resume || !existsSync(runJson)) {
    if (opts.resume) log(`--resume: no earlier run in ${outDir}; starting afresh`);
    writeRunFile(runJson, runFileFor(plan, { ...opts.meta, ...(opts.shard ? { shard: opts.shard } : {}) }));
    writeFileSync(jsonl, '');
    return 0;
  }
  checkSamePlan(runJson, planFingerprint(plan), opts.shard);
  if (!existsSync(jsonl)) return 0;
  let resumed = 0;
  const parsed = parseJsonl(readFileSync(jsonl, 'utf8'));
  checkStoredRows(jsonl, parsed, fpOf);
  // Rows beyond this run's game count (an earlier, longer run) stay in the file, unused.
  for (const r of parsed.rows) if (schedule.addPrevious(r)) resumed++;
  if (parsed.dropped) {
    writeFileSync(jsonl, parsed.rows.map((r) => rowToLine(r) + '\n').join(''));
    log(`${jsonl}: dropped ${parsed.dropped} incomplete line(s) left by the interruption`);
  }
  log(`resuming: ${resumed} finished games found in ${jsonl}`);
  return resumed;
}

/**
 * Every stored line must be a game of this plan, unchanged since it was written (fingerprint.ts); a
 * whole line that is not a game row cannot come from an interruption. Refusals name file and line.
 */
function checkStoredRows(jsonl: string, parsed: ReturnType<typeof parseJsonl>, fpOf: Fingerprints): void {
  if (parsed.bad.length)
    throw new UserError(
      `--resume: ${jsonl}:${parsed.bad[0]}: not a game line (an interruption only ever leaves a torn last line, so the file is damaged); remove the line or start without --resume`,
    );
  parsed.rows.forEach((r, i) => {
    const fp = fpOf(r.arm, r.index);
    const why =
      fp === undefined
        ? `arm '${r.arm}' is not in this plan`
        : rowProblem(r as unknown as Record<string, unknown>, fp);
    if (why)
      throw new UserError(
        `--resume: ${jsonl}:${parsed.lines[i]}: refused: ${why}; remove the line or start without --resume`,
      );
  });
}

interface PlayOptions {
  readonly jsonl: string;
  readonly bar: ReturnType<typeof progressBar>;
  readonly fpOf: Fingerprints;
  readonly signal?: AbortSignal;
  /** Called after each task with the games played this session, done and planned. */
  readonly estimate?: (played: number, done: number, total: number) => void;
}

/**
 * The one-line estimate of a run from its first games: a no-cost look at the rate so far, so a default
 * run is not slowed by a pilot. The games left are the plan's cap (an SPRT may stop variants sooner).
 */
function estimator(log: (line: string) => void, afterMs: number, sprt: boolean): PlayOptions['estimate'] {
  const t0 = performance.now();
  let said = false;
  return (played, done, total) => {
    const s = (performance.now() - t0) / 1000;
    if (said || s * 1000 < afterMs || done >= total || played === 0) return;
    said = true;
    const left = ((total - done) / played) * s;
    const when = left < 90 ? `${Math.max(1, Math.round(left))} s` : `${Math.round(left / 60)} min`;
    log(
      `estimate: ~${total.toLocaleString('en-US')} games${sprt ? ' at most (the SPRT may stop variants sooner)' : ''}, ~${when} wall left at this rate (cwsim plan estimates the games the asked precision needs)`,
    );
  };
}

/**
 * Keep at most two tasks per thread queued until the schedule has none left; append each task's rows
 * to the JSONL file as it returns. Resolves with the games played; rejects with Interrupted on the
 * abort signal, or when a worker fails.
 */
function playAll(
  executor: Executor,
  schedule: Schedule,
  { jsonl, bar, fpOf, signal, estimate }: PlayOptions,
): Promise<number> {
  const abortable = new AbortController();
  let played = 0;
  let lastDraw = 0;
  return new Promise<number>((resolveRun, rejectRun) => {
    let inflight = 0;
    let finished = false;
    const finish = (err?: unknown): void => {
      if (finished) return;
      finished = true;
      abortable.abort();
      if (err === undefined) resolveRun(played);
      else rejectRun(err);
    };
    const onAbort = (): void => finish(new Interrupted(schedule.done(), jsonl));
    if (signal?.aborted) return onAbort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const onResult = (task: WorkerTask, res: WorkerResult): void => {
      inflight--;
      if (finished) return;
      const rows = res.rows.map((r) => seal(r, fpOf(r.arm, r.index) ?? ''));
      appendFileSync(jsonl, rows.map((r) => rowToLine(r) + '\n').join(''));
      schedule.finished(task, rows, res.ms);
      played += rows.length;
      estimate?.(played, schedule.done(), schedule.total());
      const now = performance.now();
      if (bar.active && now - lastDraw > 100) {
        lastDraw = now;
        bar.update(schedule.done(), schedule.total());
      }
      pump();
    };
    const onError = (err: unknown): void => {
      inflight--;
      if (finished) return;
      const msg = err instanceof Error ? err.message : String(err);
      finish(
        new Error(
          `a worker failed (${msg}); ${schedule.done()} finished games are kept in ${jsonl}; --resume continues`,
        ),
      );
    };
    const pump = (): void => {
      if (finished) return;
      while (inflight < executor.capacity) {
        const task = schedule.nextTask();
        if (!task) break;
        inflight++;
        executor.run(task, abortable.signal).then(
          (res) => onResult(task, res),
          (err: unknown) => onError(err),
        );
      }
      if (inflight === 0) {
        signal?.removeEventListener('abort', onAbort);
        finish();
      }
    };
    if (bar.active) bar.update(schedule.done(), schedule.total());
    pump();
  });
}

function checkSamePlan(runJson: string, fingerprint: string, shard: Shard | undefined): void {
  let old: unknown;
  let oldShard: unknown;
  try {
    const run = JSON.parse(readFileSync(runJson, 'utf8')) as { plan?: unknown; shard?: unknown };
    old = run.plan;
    oldShard = run.shard;
  } catch {
    throw new UserError(`--resume: ${runJson} is damaged; start without --resume`);
  }
  if (JSON.stringify(oldShard ?? null) !== JSON.stringify(shard ?? null))
    throw new UserError(
      `--resume: ${runJson} was made for another shard; give the same --shard or choose another --out`,
    );
  const now = JSON.parse(fingerprint) as Record<string, unknown>;
  const before = (old ?? {}) as Record<string, unknown>;
  for (const key of Object.keys(now)) {
    if (JSON.stringify(now[key]) !== JSON.stringify(before[key])) {
      throw new UserError(
        `--resume: ${runJson} was made with a different ${key}; start without --resume or choose another --out`,
      );
    }
  }
}
