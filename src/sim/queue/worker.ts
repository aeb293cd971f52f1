/**
 * `cwsim worker`: pulls task jobs from the queue, plays them on a local pool of worker threads and
 * sends their games back on the plan's rows queue. A worker killed mid-task holds a lock that expires
 * after `lockMs`; BullMQ then hands the task to another worker. Its games may then come back twice:
 * the coordinator keeps one row per (plan fingerprint, arm, game index).
 *
 * A malformed job (one that fails the schema, or names a game this build does not have) is failed
 * with its reason and never retried; nothing in a job is executed.
 */
import { Queue, UnrecoverableError, Worker, type Job } from 'bullmq';
import { GAMES } from '../../games/index.js';
import { poolExecutor, workerFile, type Executor } from '../runner.js';
import {
  rowsQueueName,
  schemaProblem,
  taskJobSchema,
  TASKS_QUEUE,
  type RowsJob,
  type TaskJob,
} from './jobs.js';
import { checkReachable, connectionFor } from './connection.js';

export interface WorkerOptions {
  readonly url: string;
  readonly threads: number;
  /** A task's lock: a dead worker's task is handed out again after this long. */
  readonly lockMs: number;
  readonly log: (line: string) => void;
}

export interface RunningWorker {
  /** Finish the tasks in hand, then disconnect. */
  close(): Promise<void>;
}

export async function startWorker(opts: WorkerOptions): Promise<RunningWorker> {
  await checkReachable(opts.url);
  const connection = connectionFor(opts.url);
  const executor = poolExecutor(workerFile(), opts.threads);
  const rowsQueues = new Map<string, Queue<RowsJob>>();
  const sendRows = async (fp: string, job: RowsJob): Promise<void> => {
    let q = rowsQueues.get(fp);
    if (!q) rowsQueues.set(fp, (q = new Queue<RowsJob>(rowsQueueName(fp), { connection })));
    await q.add('rows', job, { removeOnComplete: true, removeOnFail: 1000 });
  };
  const worker = new Worker<TaskJob, number>(TASKS_QUEUE, (job) => playJob(job, executor, sendRows), {
    connection,
    concurrency: opts.threads,
    lockDuration: opts.lockMs,
    stalledInterval: opts.lockMs,
    maxStalledCount: 10,
  });
  worker.on('failed', (job, err) => opts.log(`task ${job?.id ?? '?'} failed: ${err.message}`));
  worker.on('error', (err) => opts.log(`queue error: ${err.message}`));
  await worker.waitUntilReady();
  return {
    close: async () => {
      await worker.close();
      await Promise.all([...rowsQueues.values()].map((q) => q.close()));
      await executor.close();
    },
  };
}

/** Check the job, play its games, send them back; returns the number of games. */
async function playJob(
  job: Job<TaskJob, number>,
  executor: Executor,
  sendRows: (fp: string, rows: RowsJob) => Promise<void>,
): Promise<number> {
  const parsed = taskJobSchema.safeParse(job.data);
  if (!parsed.success) throw new UnrecoverableError(`malformed job: ${schemaProblem(parsed.error)}`);
  const { fp, key, task } = parsed.data as TaskJob;
  if (!GAMES.some((g) => g.id === task.game))
    throw new UnrecoverableError(`malformed job: game '${task.game}' is not in this build of cwsim`);
  const res = await executor.run(task, new AbortController().signal);
  await sendRows(fp, { fp, key, rows: res.rows, ms: res.ms });
  return res.rows.length;
}
