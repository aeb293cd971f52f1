/**
 * Issue 28, the queue on a real redis-server with real `cwsim worker` processes: a queue run writes
 * the local run's report; a worker killed with SIGKILL mid-batch, or a coordinator killed and
 * restarted with --resume, loses and doubles no game; a malformed job is failed with its reason; the
 * password is never printed.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cwsim, flush, startRedis, stopProcess, type Proc, type Redis } from './redis.js';

const dir = mkdtempSync(join(tmpdir(), 'cwsim-queue-'));
const exp = join(dir, 'queue-test.json');
writeFileSync(
  exp,
  JSON.stringify({
    name: 'queue-test',
    game: 'ahd',
    scenario: '1861-short',
    players: { usa: 'heuristic', csa: 'heuristic' },
    games: 160,
    seed: 'queue-1',
    variants: ['r10.1-novice-union', 'r7.5-historical-recruitment'],
    sprt: { delta: 0.1, alpha: 0.1, beta: 0.1, minGames: 40, every: 20 },
  }),
);
const REPORT = ['games.csv', 'summary.md', 'summary.json'];

let redis: Redis;
let tasks: Queue;
const procs: Proc[] = [];
let local: Record<string, string>;

function read(out: string): Record<string, string> {
  return Object.fromEntries(REPORT.map((f) => [f, readFileSync(join(out, f), 'utf8')]));
}

function worker(lockMs = 1500): Proc {
  const p = cwsim(['worker', '--threads', '1', '--lock-ms', String(lockMs)], { CWSIM_REDIS_URL: redis.url });
  procs.push(p);
  return p;
}

function coordinator(out: string, extra: string[] = []): Proc {
  const p = cwsim(['balance', exp, '--queue', '--out', join(dir, out), '--no-progress', ...extra], {
    CWSIM_REDIS_URL: redis.url,
  });
  procs.push(p);
  return p;
}

async function until(what: string, test: () => Promise<boolean> | boolean, ms = 120_000): Promise<void> {
  const t0 = Date.now();
  while (!(await test())) {
    if (Date.now() - t0 > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

function jsonlKeys(out: string): string[] {
  return readFileSync(join(dir, out, 'games.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((l) => {
      const r = JSON.parse(l) as { arm: string; index: number };
      return `${r.arm}#${r.index}`;
    });
}

beforeAll(async () => {
  redis = await startRedis();
  tasks = new Queue('cwsim-tasks', { connection: { url: redis.url } });
  const run = cwsim(['balance', exp, '--out', join(dir, 'local'), '--threads', '2', '--no-progress']);
  expect(await run.exited, run.output()).toBe(0);
  local = read(join(dir, 'local'));
});

beforeEach(() => flush(redis.url));

afterAll(async () => {
  await Promise.all(procs.map((p) => stopProcess(p.child, 'SIGKILL')));
  await tasks?.close();
  await redis?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('cwsim balance --queue with cwsim worker', () => {
  it('two workers write the report of the local run, and nobody prints the password', async () => {
    const workers = [worker(), worker()];
    const run = coordinator('two-workers');
    expect(await run.exited, run.output()).toBe(0);
    expect(read(join(dir, 'two-workers'))).toEqual(local);
    const printed = [run, ...workers].map((p) => p.output()).join('\n');
    if (redis.password) expect(printed).not.toContain(redis.password);
    expect(run.output()).toMatch(/queue redis:\/\/(:\*\*\*@)?127\.0\.0\.1/);
    for (const w of workers) await stopProcess(w.child, 'SIGTERM');
  });

  it('a worker killed with SIGKILL mid-batch loses and doubles no game', async () => {
    const doomed = worker();
    const run = coordinator('killed-worker');
    await until('a task in the killed worker’s hands', async () => (await tasks.getActiveCount()) > 0);
    await stopProcess(doomed.child, 'SIGKILL');
    const rescuer = worker();
    expect(await run.exited, run.output()).toBe(0);
    expect(read(join(dir, 'killed-worker'))).toEqual(local);
    const keys = jsonlKeys('killed-worker');
    expect(new Set(keys).size).toBe(keys.length);
    await stopProcess(rescuer.child, 'SIGTERM');
  });

  it('a coordinator killed and restarted with --resume finishes the same report', async () => {
    const w = worker();
    const first = coordinator('restarted');
    const jsonl = join(dir, 'restarted', 'games.jsonl');
    await until(
      'some finished games',
      () => existsSync(jsonl) && readFileSync(jsonl, 'utf8').split('\n').length > 20,
    );
    await stopProcess(first.child, 'SIGKILL');
    const second = coordinator('restarted', ['--resume']);
    expect(await second.exited, second.output()).toBe(0);
    expect(second.output()).toMatch(/resuming: \d+ finished games/);
    expect(read(join(dir, 'restarted'))).toEqual(local);
    await stopProcess(w.child, 'SIGTERM');
  });

  it('a malformed job goes to the failed set with its reason, and the worker goes on', async () => {
    const w = worker();
    const bad = await tasks.add('0123456789abcdef', { fp: 'not-a-hash', key: 'k', task: {} });
    const alien = await tasks.add('0123456789abcdef', {
      fp: '0123456789abcdef',
      key: 'k',
      task: {
        game: 'chess',
        packLabel: 'standard',
        arm: 'a',
        scenario: 's',
        options: {},
        players: {},
        masterSeed: 'x',
        indices: [0],
        actions: false,
      },
    });
    await until('both jobs failed', async () => (await tasks.getFailedCount()) === 2);
    expect((await tasks.getJob(bad.id!))!.failedReason).toMatch(/^malformed job: fp: /);
    expect((await tasks.getJob(alien.id!))!.failedReason).toMatch(/game 'chess' is not in this build/);
    expect((await tasks.getJob(bad.id!))!.attemptsMade).toBe(1);
    const run = coordinator('after-bad-jobs');
    expect(await run.exited, run.output()).toBe(0);
    expect(read(join(dir, 'after-bad-jobs'))).toEqual(local);
    await stopProcess(w.child, 'SIGTERM');
  });
});
