/**
 * Measuring on a shared, noisy machine. Single-thread figures use the process's CPU time
 * (`process.cpuUsage`, user + system, microsecond resolution on Linux) as tinybench's clock, so time
 * spent waiting for a core another process holds is not counted; each task body runs a batch of
 * operations long enough (≥ a few ms) for that clock, and the figure is the median over the samples
 * (tinybench's p50). Wall time is kept beside it: CPU/wall below 1 means the run shared its core.
 * The pool suite needs wall time (throughput with several threads); it interleaves its repeats and
 * takes medians.
 */
import { execSync } from 'node:child_process';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { Bench } from 'tinybench';
import { packageRoot } from '../src/core/content.js';

/** Process CPU time (all threads) in milliseconds. */
export function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

export function median(xs: readonly number[]): number {
  if (xs.length === 0) return NaN;
  const a = [...xs].sort((x, y) => x - y);
  const m = a.length >> 1;
  return a.length % 2 ? a[m]! : (a[m - 1]! + a[m]!) / 2;
}

/** Budget of one timed task: tinybench's time and minimum samples, after a warm-up. */
export interface Budget {
  /** Milliseconds of samples per task (CPU time). */
  readonly time: number;
  /** Minimum samples per task. */
  readonly samples: number;
  /** Warm-up milliseconds (JIT) before sampling. */
  readonly warmup: number;
}

export const FULL: Budget = { time: 1500, samples: 7, warmup: 300 };
export const QUICK: Budget = { time: 5, samples: 2, warmup: 0 };

export interface Timed {
  readonly name: string;
  /** Median CPU time of one operation, ns. */
  readonly ns: number;
  /** Operations per CPU-second (1e9 / ns). */
  readonly perSec: number;
  readonly samples: number;
  /** Relative margin of error of the sample mean (tinybench), %. */
  readonly rme: number;
  /** CPU time / wall time over the task's run (1 = had a core to itself). */
  readonly cpuShare: number;
}

/**
 * Time `fn` (which runs `batch` operations per call) with tinybench on the CPU clock; returns the
 * median CPU time per operation. An async `fn` is awaited (boardgame.io's bots answer with a promise).
 */
export async function timeBatch(
  name: string,
  batch: number,
  fn: () => void | Promise<void>,
  budget: Budget,
): Promise<Timed> {
  const bench = new Bench({
    now: cpuMs,
    time: budget.time,
    iterations: budget.samples,
    warmup: budget.warmup > 0,
    warmupTime: budget.warmup,
    warmupIterations: budget.warmup > 0 ? 2 : 0,
    throws: true,
  });
  bench.add(name, fn);
  const w0 = performance.now();
  const c0 = cpuMs();
  await bench.run();
  const cpuShare = (cpuMs() - c0) / Math.max(1e-9, performance.now() - w0);
  const r = bench.tasks[0]!.result;
  if (!r || r.error) throw r?.error ?? new Error(`${name}: no result`);
  const p50 = r.latency.p50 ?? r.latency.mean;
  const ns = (p50 * 1e6) / batch;
  return { name, ns, perSec: 1e9 / ns, samples: r.latency.samples.length, rme: r.latency.rme, cpuShare };
}

export interface Machine {
  readonly cpu: string;
  readonly cores: number;
  readonly node: string;
  readonly platform: string;
  readonly commit: string;
  readonly date: string;
  /** 1-minute load average when the run began (the machine is shared). */
  readonly loadAtStart: number;
}

export function machine(): Machine {
  return {
    cpu: cpus()[0]?.model ?? 'unknown',
    cores: availableParallelism(),
    node: process.version,
    platform: `${process.platform}-${process.arch}`,
    commit: commitOf(),
    date: new Date().toISOString(),
    loadAtStart: loadavg()[0]!,
  };
}

/** Short commit id, with '+changes' when src/, bots/ or bench/ differ from it. */
function commitOf(): string {
  try {
    const run = (cmd: string): string =>
      execSync(cmd, { cwd: packageRoot(), encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    const head = run('git rev-parse --short HEAD');
    const dirty = run('git status --porcelain -- src bots bench');
    return dirty ? `${head}+changes` : head;
  } catch {
    return 'unknown';
  }
}
