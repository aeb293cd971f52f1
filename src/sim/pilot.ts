/**
 * A pilot run for `cwsim plan`: the experiment's first games of every arm, played on the local pool
 * into a scratch folder (removed afterwards) without the SPRT, with the CPU time each arm took.
 *
 * CPU time: the process's own (process.cpuUsage counts every thread of the process, so the workers
 * too), split between arms in proportion to the time their batches took in the workers. On a busy
 * machine the workers' wall time overstates their CPU; the process's CPU time does not.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Plan } from './plan.js';
import { poolExecutor, runPlan, workerFile, type Executor, type RunResult } from './runner.js';

export interface PilotOptions {
  readonly threads: number;
  readonly progress?: boolean;
  readonly log?: (line: string) => void;
  readonly signal?: AbortSignal;
  /** Worker entry (tests); default the compiled worker. */
  readonly worker?: string;
}

export interface Pilot {
  readonly run: RunResult;
  /** CPU seconds of the whole pilot (all threads). */
  readonly cpuSeconds: number;
  /** Wall seconds of the whole pilot. */
  readonly wallSeconds: number;
  /** CPU seconds a game, per arm id. */
  readonly cpuPerGame: Readonly<Record<string, number>>;
}

/** Play `plan` (already cut to the pilot's games per arm) without its SPRT and time it. */
export async function runPilot(plan: Plan, opts: PilotOptions): Promise<Pilot> {
  const dir = mkdtempSync(join(tmpdir(), 'cwsim-pilot-'));
  const ms = new Map<string, { ms: number; games: number }>();
  const pool = poolExecutor(opts.worker ?? workerFile(), opts.threads);
  const timed: Executor = {
    capacity: pool.capacity,
    run: async (task, signal) => {
      const res = await pool.run(task, signal);
      const m = ms.get(task.arm) ?? { ms: 0, games: 0 };
      ms.set(task.arm, { ms: m.ms + res.ms, games: m.games + res.rows.length });
      return res;
    },
    close: () => pool.close(),
  };
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  try {
    const run = await runPlan({
      plan: { ...plan, sprt: undefined },
      outDir: dir,
      threads: opts.threads,
      executor: timed,
      progress: opts.progress ?? false,
      ...(opts.log ? { log: opts.log, progressEveryMs: 10_000 } : {}),
      ...(opts.signal ? { signal: opts.signal } : {}),
    });
    const used = process.cpuUsage(cpu0);
    const cpuSeconds = (used.user + used.system) / 1e6;
    const totalMs = [...ms.values()].reduce((a, m) => a + m.ms, 0);
    const cpuPerGame: Record<string, number> = {};
    for (const [arm, m] of ms)
      cpuPerGame[arm] = totalMs > 0 && m.games > 0 ? (cpuSeconds * (m.ms / totalMs)) / m.games : 0;
    return { run, cpuSeconds, wallSeconds: (performance.now() - t0) / 1000, cpuPerGame };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
