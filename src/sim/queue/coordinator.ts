/**
 * The coordinator's side of a queue run: an Executor (runner.ts) whose tasks are played by
 * `cwsim worker` processes anywhere. The runner's schedule, SPRT, JSONL file and report are the local
 * run's, so a queue run writes the same report.
 *
 * A task goes out as a job on TASKS_QUEUE named by the plan's fingerprint hash; its games come back as
 * a rows job on the plan's rows queue, checked against the schema and the fingerprint. A task handed
 * out twice (its worker died after sending its games, or a coordinator restarted) may bring games
 * twice: the first answer settles the task, later ones are dropped, and the schedule keeps one row per
 * (arm, game index). A task that fails for good (a malformed job, too many stalls) stops the run with
 * its reason; finished games stay in games.jsonl for `--resume`.
 */
import { randomUUID } from 'node:crypto';
import { Queue, QueueEvents, Worker, type Job } from 'bullmq';
import type { WorkerResult, WorkerTask } from '../batch.js';
import type { Plan } from '../plan.js';
import type { Executor } from '../runner.js';
import { planHash } from '../runfile.js';
import { checkReachable, connectionFor } from './connection.js';
import {
  rowsJobSchema,
  rowsQueueName,
  schemaProblem,
  TASKS_QUEUE,
  type RowsJob,
  type TaskJob,
} from './jobs.js';
import { redactUrl } from './url.js';

export interface QueueRunOptions {
  readonly log: (line: string) => void;
  /** Tasks kept on the queue at once (default 32): enough to feed every worker, few enough for SPRT stops. */
  readonly inflight?: number;
}

interface Pending {
  readonly resolve: (r: WorkerResult) => void;
  readonly reject: (e: Error) => void;
  readonly arms: string;
}

export async function queueExecutor(url: string, plan: Plan, opts: QueueRunOptions): Promise<Executor> {
  await checkReachable(url);
  const connection = connectionFor(url);
  const fp = planHash(plan);
  const session = randomUUID().slice(0, 8);
  const tasks = new Queue<TaskJob>(TASKS_QUEUE, { connection });
  await tasks.waitUntilReady();
  const stale = await dropStaleTasks(tasks, fp);
  opts.log(
    `queue ${redactUrl(url)}: plan ${fp}${stale ? ` (${stale} tasks of an earlier coordinator of this plan removed)` : ''}; start workers with: cwsim worker --queue <url>`,
  );
  const pending = new Map<string, Pending>();
  const byJob = new Map<string, string>();
  const rows = new Worker<RowsJob>(rowsQueueName(fp), (job) => Promise.resolve(takeRows(job, fp, pending)), {
    connection,
  });
  const events = new QueueEvents(TASKS_QUEUE, { connection });
  events.on('failed', ({ jobId, failedReason }) => {
    const key = byJob.get(jobId);
    const p = key === undefined ? undefined : pending.get(key);
    if (key === undefined || !p) return;
    pending.delete(key);
    p.reject(new Error(`a queue task failed for good (${failedReason})`));
  });
  await Promise.all([rows.waitUntilReady(), events.waitUntilReady()]);
  const watch = watchWorkers(tasks, opts.log);
  let seq = 0;
  return {
    capacity: opts.inflight ?? 32,
    run: async (task: WorkerTask, signal: AbortSignal) => {
      const key = `${session}.${seq++}`;
      const answer = new Promise<WorkerResult>((resolve, reject) => {
        pending.set(key, { resolve, reject, arms: task.arm });
        signal.addEventListener('abort', () => reject(new Error('aborted')), { once: true });
      });
      const job = await tasks.add(
        fp,
        { fp, key, task },
        { removeOnComplete: true, removeOnFail: 1000, attempts: 3 },
      );
      if (job.id !== undefined) byJob.set(job.id, key);
      return answer;
    },
    close: async () => {
      clearInterval(watch);
      await dropStaleTasks(tasks, fp);
      await Promise.all([rows.close(), events.close()]);
      await tasks.close();
    },
  };
}

/** A rows job: checked, then it settles its task (the first answer wins). */
function takeRows(job: Job<RowsJob>, fp: string, pending: Map<string, Pending>): number {
  const parsed = rowsJobSchema.safeParse(job.data);
  if (!parsed.success) throw new Error(`malformed rows job: ${schemaProblem(parsed.error)}`);
  const data = parsed.data as RowsJob;
  if (data.fp !== fp) throw new Error(`rows of another plan (${data.fp}) on the queue of ${fp}`);
  const p = pending.get(data.key);
  if (!p) return 0; // a task answered already, or one of an earlier coordinator: its games are kept once
  if (data.rows.some((r) => r.arm !== p.arms))
    throw new Error(`rows job ${data.key} holds games of another arm`);
  pending.delete(data.key);
  p.resolve({ rows: [...data.rows], ms: data.ms });
  return data.rows.length;
}

/** Remove this plan's tasks still waiting (from an earlier coordinator, or unplayed at the end). */
async function dropStaleTasks(tasks: Queue<TaskJob>, fp: string): Promise<number> {
  let n = 0;
  for (const job of await tasks.getJobs(['waiting', 'delayed', 'prioritized'])) {
    if (job.name !== fp) continue;
    await job.remove().catch(() => undefined);
    n++;
  }
  return n;
}

/** Every 10 s: warn when no worker is connected. */
function watchWorkers(tasks: Queue<TaskJob>, log: (line: string) => void): NodeJS.Timeout {
  let warned = false;
  const timer = setInterval(() => {
    void tasks
      .getWorkersCount()
      .then((n) => {
        if (n === 0 && !warned)
          log('queue: no worker is connected; start one with: cwsim worker --queue <url>');
        warned = n === 0;
      })
      .catch(() => undefined);
  }, 10_000);
  timer.unref();
  return timer;
}
