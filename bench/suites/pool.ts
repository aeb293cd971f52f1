/**
 * Pool scaling: the same fixed simulation (`cwsim simulate ahd --scenario 1861 --games G`, random
 * against random, seed 'bench-pool') played by the simulator's piscina pool (src/sim/runner.ts,
 * compiled workers) at 1, 2, … N threads (N = os.availableParallelism(), at least 2). Each run is timed whole:
 * pool start-up, the games, results streamed to a JSONL file, shutdown. Runs at different thread
 * counts are interleaved (ascending, then descending) and each count's median is taken.
 *
 *   games/s(T) = G / wall seconds;  efficiency(T) = games/s(T) / (T · games/s(1))
 *   CPU efficiency(T) = CPU per game at 1 thread / CPU per game at T threads (pool overhead alone,
 *   whatever else the machine runs); cores obtained = process CPU time / wall time.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { simulatePlan } from '../../src/sim/plans.js';
import { runPlan } from '../../src/sim/runner.js';
import { cpuMs, median } from '../measure.js';
import { fmt, type SuiteOptions, type SuiteResult } from '../suite.js';

export interface PoolRun {
  readonly threads: number;
  readonly wallMs: number;
  readonly cpuMs: number;
  readonly load: number;
}

export async function poolSuite(
  o: SuiteOptions,
  maxThreads = Math.max(2, availableParallelism()),
): Promise<SuiteResult> {
  const games = o.quick ? 4 : 4000;
  const repeats = o.quick ? 1 : 3;
  const counts = Array.from({ length: Math.max(1, maxThreads) }, (_, i) => i + 1);
  const plan = simulatePlan({
    game: 'ahd',
    scenario: '1861',
    options: {},
    players: { usa: 'random', csa: 'random' },
    games,
    seed: 'bench-pool',
  });
  const runs: PoolRun[] = [];
  for (let r = 0; r < repeats; r++) {
    for (const threads of r % 2 ? [...counts].reverse() : counts) {
      o.log(`pool: ${games} games on ${threads} thread(s), run ${r + 1}/${repeats}`);
      const dir = mkdtempSync(join(tmpdir(), 'cwsim-bench-pool-'));
      try {
        const load = loadavg()[0]!;
        const w0 = performance.now();
        const c0 = cpuMs();
        const res = await runPlan({ plan, outDir: dir, threads, progress: false });
        const wallMs = performance.now() - w0;
        const used = cpuMs() - c0;
        if (res.rows.length !== games || res.rows.some((row) => row.result === 'error'))
          throw new Error(
            `pool: the simulation did not finish cleanly (${res.rows.length} of ${games} games)`,
          );
        runs.push({ threads, wallMs, cpuMs: used, load });
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }
  }
  const at = (t: number): PoolRun[] => runs.filter((x) => x.threads === t);
  const gps = (t: number): number => median(at(t).map((x) => games / (x.wallMs / 1000)));
  const cpuPerGame = (t: number): number => median(at(t).map((x) => x.cpuMs / games));
  const rows: string[][] = [];
  const metrics: Record<string, number> = {};
  for (const t of counts) {
    const eff = gps(t) / (t * gps(1));
    const cpuEff = cpuPerGame(1) / cpuPerGame(t);
    const cores = median(at(t).map((x) => x.cpuMs / x.wallMs));
    rows.push([
      String(t),
      fmt(gps(t)),
      `${fmt(100 * eff)} %`,
      fmt(cpuPerGame(t)),
      `${fmt(100 * cpuEff)} %`,
      fmt(cores, 2),
      fmt(median(at(t).map((x) => x.load)), 2),
    ]);
    metrics[`poolGamesPerSec${t}`] = gps(t);
    metrics[`poolEfficiency${t}`] = eff;
    metrics[`poolCpuEfficiency${t}`] = cpuEff;
    metrics[`poolCores${t}`] = cores;
  }
  return {
    id: 'pool',
    title: `Pool scaling: ${games} random 1861 games through the simulator's worker pool`,
    tables: [
      {
        title: `Median of ${repeats} interleaved run(s) per thread count (wall time, start-up included)`,
        head: [
          'threads',
          'games per s',
          'efficiency',
          'CPU ms per game',
          'CPU efficiency',
          'cores obtained',
          'load average at start',
        ],
        rows,
      },
    ],
    metrics,
    notes: [
      'efficiency = games/s(T) / (T · games/s(1)), wall clock: what a user gets on this machine now, so other processes on the shared cores lower it.',
      'CPU efficiency = CPU per game at 1 thread / at T threads: the pool’s own overhead, whatever else runs.',
      'cores obtained = process CPU time / wall time during the run (T would mean T cores to ourselves).',
    ],
  };
}
