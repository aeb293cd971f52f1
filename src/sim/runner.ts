/**
 * Plays a plan on a piscina pool of worker threads (dist/src/sim/worker.js) and streams every finished
 * game to `<out>/games.jsonl`.
 *
 * Determinism: game i of an arm uses gameSeed(master seed, i) whatever thread plays it and whatever
 * batch it falls in; SPRT looks happen at fixed paired-game counts (minGames, then every `every`
 * games, and the last), on the
 * complete prefix 0..k−1 of the variant and its baseline, so where a variant stops does not depend on
 * the thread count or on the order games finish. Games played beyond a variant's stop (they were in
 * flight) stay in the JSONL file but are not part of the result.
 *
 * Tasks: a task is a run of consecutive game indices of one arm. Its size adapts to the arm's measured
 * time per game (about 250 ms of work, 1 to 64 games), which only changes scheduling. Tasks are issued
 * lowest index first across arms, so arms advance together and SPRT looks come early; at most two tasks
 * per thread are queued, so a decided variant stops promptly.
 *
 * Crash safety and resume: rows are appended (whole lines, synchronously) as each task returns. A run
 * that dies keeps every finished game; `resume` reads them back (dropping a torn last line), checks
 * `<out>/run.json` describes the same plan, and plays only the missing games. The final result equals
 * an uninterrupted run's.
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Piscina } from 'piscina';
import { packageRoot } from '../core/content.js';
import { UserError } from '../core/errors.js';
import { getGame } from '../games/index.js';
import { scoreFor } from '../stats/outcomes.js';
import type { Pair } from '../stats/paired.js';
import { pairedSprt, SPRT_START, type SprtResult, type SprtState } from '../stats/sprt.js';
import { planFingerprint, type Arm, type Plan } from './plan.js';
import { progressBar } from './progress.js';
import { parseJsonl, rowToLine, type GameRow } from './rows.js';
import type { WorkerResult, WorkerTask } from './batch.js';

export const RUN_FORMAT = 'cwsim-run/1';
export const JSONL_FILE = 'games.jsonl';
export const RUN_FILE = 'run.json';

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
}

/** The SPRT verdict of a variant, as it stood at its last look. */
export interface SprtOutcome extends SprtResult {
  /** Paired games the verdict used (where the variant stopped, or all of them). */
  readonly games: number;
}

export interface RunResult {
  /** Final rows, in plan arm order, then by index; only games each arm's result uses. */
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

export function workerFile(): string {
  return join(packageRoot(), 'dist', 'src', 'sim', 'worker.js');
}

const TARGET_MS = 250;
const MAX_BATCH = 64;

interface ArmState {
  readonly arm: Arm;
  readonly rows: Map<number, GameRow>;
  readonly inflight: Set<number>;
  /** Games this arm must finish (SPRT may lower it). */
  limit: number;
  /** Length of the complete prefix 0..prefix−1. */
  prefix: number;
  /** Lowest index neither finished nor in flight. */
  cursor: number;
  msPerGame: number | undefined;
  // SPRT (variants only)
  sprtState: SprtState;
  nextLook: number;
  sprt?: SprtOutcome;
  decidedAt?: number;
}

export async function runPlan(opts: RunOptions): Promise<RunResult> {
  const { plan, outDir } = opts;
  const game = getGame(plan.game);
  const focus = game.sides[0]!;
  const threads = opts.threads ?? plan.threads ?? availableParallelism();
  const log = opts.log ?? (() => {});
  const jsonl = join(outDir, JSONL_FILE);
  const worker = opts.worker ?? workerFile();
  if (!existsSync(worker)) throw new Error(`${worker} is missing: run \`npm run build\` first`);

  const states = new Map<string, ArmState>();
  for (const arm of plan.arms) {
    states.set(arm.id, {
      arm,
      rows: new Map(),
      inflight: new Set(),
      limit: arm.games,
      prefix: 0,
      cursor: 0,
      msPerGame: undefined,
      sprtState: SPRT_START,
      nextLook: plan.sprt ? Math.min(plan.sprt.minGames, arm.games) : arm.games,
    });
  }

  // Start afresh or pick up a previous run.
  mkdirSync(outDir, { recursive: true });
  let resumed = 0;
  const runJson = join(outDir, RUN_FILE);
  const fingerprint = planFingerprint(plan);
  if (opts.resume && existsSync(runJson)) {
    checkSamePlan(runJson, fingerprint);
    if (existsSync(jsonl)) {
      const parsed = parseJsonl(readFileSync(jsonl, 'utf8'));
      for (const r of parsed.rows) {
        // Rows beyond this run's game count (an earlier, longer run) stay in the file, unused.
        const st = states.get(r.arm);
        if (!st || st.rows.has(r.index) || r.index >= st.arm.games) continue;
        st.rows.set(r.index, r);
        resumed++;
      }
      if (parsed.dropped) {
        writeFileSync(jsonl, parsed.rows.map((r) => rowToLine(r) + '\n').join(''));
        log(`${jsonl}: dropped ${parsed.dropped} incomplete line(s) left by the interruption`);
      }
      log(`resuming: ${resumed} finished games found in ${jsonl}`);
    }
  } else {
    if (opts.resume) log(`--resume: no earlier run in ${outDir}; starting afresh`);
    writeFileSync(
      runJson,
      JSON.stringify(
        { format: RUN_FORMAT, name: plan.name, kind: plan.kind, plan: JSON.parse(fingerprint) as unknown },
        null,
        2,
      ) + '\n',
    );
    writeFileSync(jsonl, '');
  }

  const baselineOf = (st: ArmState): ArmState | undefined =>
    st.arm.baseline ? states.get(st.arm.baseline) : undefined;
  const variantsOf = new Map<string, ArmState[]>();
  for (const st of states.values()) {
    const b = st.arm.baseline;
    if (b) variantsOf.set(b, [...(variantsOf.get(b) ?? []), st]);
  }

  const advancePrefix = (st: ArmState): void => {
    while (st.rows.has(st.prefix)) st.prefix++;
  };
  const pairsUpTo = (v: ArmState, b: ArmState, k: number): Pair[] => {
    const pairs: Pair[] = [];
    for (let i = 0; i < k; i++) {
      const x = scoreFor(b.rows.get(i)!, focus);
      const y = scoreFor(v.rows.get(i)!, focus);
      if (x !== undefined && y !== undefined) pairs.push({ baseline: x, variant: y });
    }
    return pairs;
  };
  /** Take every SPRT look whose games are complete; lower limits of decided variants and baselines. */
  const advanceSprt = (): void => {
    if (!plan.sprt) return;
    for (const v of states.values()) {
      const b = baselineOf(v);
      if (!b || v.decidedAt !== undefined) continue;
      while (v.decidedAt === undefined && v.prefix >= v.nextLook && b.prefix >= v.nextLook) {
        const k = v.nextLook;
        const res = pairedSprt(pairsUpTo(v, b, k), plan.sprt, v.sprtState);
        v.sprtState = res.state;
        v.sprt = { ...res, games: k };
        if (res.decision !== 'continue' || k >= v.arm.games) {
          v.decidedAt = k;
          v.limit = k;
        } else v.nextLook = Math.min(k + plan.sprt.every, v.arm.games);
      }
    }
    for (const [bid, vs] of variantsOf) {
      const b = states.get(bid)!;
      b.limit = Math.max(...vs.map((v) => v.limit));
    }
  };
  for (const st of states.values()) advancePrefix(st);
  advanceSprt();

  const total = (): number => [...states.values()].reduce((a, s) => a + s.limit, 0);
  const done = (): number => {
    let n = 0;
    for (const s of states.values()) for (const i of s.rows.keys()) if (i < s.limit) n++;
    return n;
  };

  const nextTask = (): WorkerTask | undefined => {
    let best: ArmState | undefined;
    for (const st of states.values()) {
      while (st.cursor < st.limit && (st.rows.has(st.cursor) || st.inflight.has(st.cursor))) st.cursor++;
      if (st.cursor >= st.limit) continue;
      if (!best || st.cursor < best.cursor) best = st;
    }
    if (!best) return undefined;
    const size =
      best.msPerGame === undefined
        ? 2
        : Math.max(1, Math.min(MAX_BATCH, Math.round(TARGET_MS / Math.max(best.msPerGame, 0.01))));
    const indices: number[] = [];
    for (let i = best.cursor; i < best.limit && indices.length < size; i++) {
      if (best.rows.has(i) || best.inflight.has(i)) break;
      indices.push(i);
    }
    for (const i of indices) best.inflight.add(i);
    const a = best.arm;
    return {
      game: plan.game,
      ...(plan.packDir ? { packDir: plan.packDir } : {}),
      packLabel: plan.packLabel,
      arm: a.id,
      scenario: a.scenario,
      options: a.options,
      players: a.players,
      masterSeed: plan.seed,
      indices,
      actions: plan.actions,
    };
  };

  const bar = progressBar(opts.progress ?? false, plan.name);
  let played = 0;
  let lastDraw = 0;
  const pool = new Piscina<WorkerTask, WorkerResult>({
    filename: worker,
    minThreads: threads,
    maxThreads: threads,
    idleTimeout: 1000,
  });
  const abortable = new AbortController();
  try {
    await new Promise<void>((resolveRun, rejectRun) => {
      let inflight = 0;
      let finished = false;
      const finish = (err?: unknown): void => {
        if (finished) return;
        finished = true;
        abortable.abort();
        if (err === undefined) resolveRun();
        else rejectRun(err);
      };
      const onAbort = (): void => finish(new Interrupted(done(), jsonl));
      if (opts.signal?.aborted) return onAbort();
      opts.signal?.addEventListener('abort', onAbort, { once: true });
      const pump = (): void => {
        if (finished) return;
        while (inflight < threads * 2) {
          const task = nextTask();
          if (!task) break;
          inflight++;
          pool.run(task, { signal: abortable.signal }).then(
            (res) => {
              inflight--;
              if (finished) return;
              const st = states.get(task.arm)!;
              for (const i of task.indices) st.inflight.delete(i);
              appendFileSync(jsonl, res.rows.map((r) => rowToLine(r) + '\n').join(''));
              for (const r of res.rows) st.rows.set(r.index, r);
              played += res.rows.length;
              const per = res.ms / Math.max(1, res.rows.length);
              st.msPerGame = st.msPerGame === undefined ? per : 0.5 * st.msPerGame + 0.5 * per;
              advancePrefix(st);
              advanceSprt();
              const now = performance.now();
              if (bar.active && now - lastDraw > 100) {
                lastDraw = now;
                bar.update(done(), total());
              }
              pump();
            },
            (err: unknown) => {
              inflight--;
              if (finished) return;
              const msg = err instanceof Error ? err.message : String(err);
              finish(
                new Error(
                  `a worker failed (${msg}); ${done()} finished games are kept in ${jsonl}; --resume continues`,
                ),
              );
            },
          );
        }
        if (inflight === 0) {
          opts.signal?.removeEventListener('abort', onAbort);
          finish();
        }
      };
      if (bar.active) bar.update(done(), total());
      pump();
    });
  } finally {
    if (bar.active) bar.update(done(), total());
    bar.stop();
    await pool.destroy();
  }

  const rows: GameRow[] = [];
  const counts: Record<string, number> = {};
  const sprt: Record<string, SprtOutcome> = {};
  for (const st of states.values()) {
    counts[st.arm.id] = st.limit;
    for (let i = 0; i < st.limit; i++) rows.push(st.rows.get(i)!);
    if (st.sprt) sprt[st.arm.id] = st.sprt;
  }
  return { rows, counts, sprt, resumed, played, threads };
}

function checkSamePlan(runJson: string, fingerprint: string): void {
  let old: unknown;
  try {
    old = (JSON.parse(readFileSync(runJson, 'utf8')) as { plan?: unknown }).plan;
  } catch {
    throw new UserError(`--resume: ${runJson} is damaged; start without --resume`);
  }
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
