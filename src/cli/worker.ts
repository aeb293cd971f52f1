/**
 * `cwsim worker --queue <url>`: play the games of queue runs (`--queue` on balance, simulate and
 * tournament) on this machine until stopped (Ctrl-C or SIGTERM: the tasks in hand are finished first).
 */
import { availableParallelism } from 'node:os';
import type { Command } from 'commander';
import { startWorker } from '../sim/queue/worker.js';
import { QUEUE_ENV, queueUrl, redactUrl } from '../sim/queue/url.js';
import { intFlag } from './common.js';

interface WorkerFlags {
  queue?: string | boolean;
  threads?: string;
  lockMs: string;
}

export function registerWorker(program: Command): void {
  program
    .command('worker')
    .description(
      'play queued games for `--queue` runs of any machine: pull tasks from Redis, play them on this machine’s threads, send the games back; run as many as you like, anywhere',
    )
    .option(
      '--queue [url]',
      `Redis URL, e.g. redis://host:6379 (default: $${QUEUE_ENV}; the password is never printed)`,
    )
    .option('--threads <n>', `tasks played at once (default: ${availableParallelism()} here)`)
    .option(
      '--lock-ms <ms>',
      'a task taken by a worker that dies is handed out again after this long',
      '30000',
    )
    .action(async (o: WorkerFlags) => {
      const url = queueUrl(o.queue ?? true)!;
      const threads =
        o.threads === undefined ? availableParallelism() : intFlag(o.threads, '--threads', 1, 1024);
      const lockMs = intFlag(o.lockMs, '--lock-ms', 500, 3_600_000);
      const log = (line: string): void => void process.stderr.write(`${line}\n`);
      const w = await startWorker({ url, threads, lockMs, log });
      log(
        `worker: ${threads} thread${threads === 1 ? '' : 's'} on ${redactUrl(url)}; Ctrl-C stops after the tasks in hand`,
      );
      await new Promise<void>((resolve) => {
        const stop = (): void => {
          log('worker: stopping after the tasks in hand');
          resolve();
        };
        process.once('SIGINT', stop);
        process.once('SIGTERM', stop);
      });
      await w.close();
    });
}
