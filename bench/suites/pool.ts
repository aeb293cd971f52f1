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
 *
 * Beside each pool run, the ceiling: the same games split over T independent Node processes started
 * together (bench/ceiling.ts, the worker's BatchPlayer.playOne in a loop, no pool), timed the same way. Its
 * efficiency is what the machine's cores give two CPU-bound processes; the pool can only approach it.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { packageRoot } from '../../src/core/content.js';
import { simulatePlan } from '../../src/sim/plans.js';
import { runPlan } from '../../src/sim/runner.js';
import { cpuMs, median } from '../measure.js';
import { fmt, type SuiteOptions, type SuiteResult } from '../suite.js';

export interface PoolRun {
  /** 'pool': the simulator's pool; 'ceiling': T independent processes, no pool (bench/ceiling.ts). */
  readonly kind: 'pool' | 'ceiling';
  readonly threads: number;
  readonly wallMs: number;
  readonly cpuMs: number;
  readonly load: number;
}

/** One process of bench/ceiling.ts playing games [first, first + games); resolves its CPU ms. */
function ceilingProcess(first: number, games: number, seed: string): Promise<number> {
  const script = join(packageRoot(), 'dist', 'bench', 'ceiling.js');
  return new Promise((resolveCpu, reject) => {
    const child = spawn(process.execPath, [script, String(first), String(games), seed], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`pool: ceiling process exited with ${code}`));
      const r = JSON.parse(out) as { games: number; errors: number; cpuMs: number };
      if (r.games !== games || r.errors) return reject(new Error(`pool: ceiling process: ${out.trim()}`));
      resolveCpu(r.cpuMs);
    });
  });
}

/** The same games split over T independent processes started together; wall and CPU of them all. */
async function ceilingRun(threads: number, games: number, seed: string): Promise<PoolRun> {
  const load = loadavg()[0]!;
  const share = Math.ceil(games / threads);
  const w0 = performance.now();
  const cpus = await Promise.all(
    Array.from({ length: threads }, (_, t) =>
      ceilingProcess(t * share, Math.min(share, games - t * share), seed),
    ),
  );
  const wallMs = performance.now() - w0;
  return { kind: 'ceiling', threads, wallMs, cpuMs: cpus.reduce((a, b) => a + b, 0), load };
}

export async function poolSuite(
  o: SuiteOptions,
  maxThreads = Math.max(2, availableParallelism()),
): Promise<SuiteResult> {
  const games = o.quick ? 4 : 12000;
  const repeats = o.quick ? 1 : 3;
  const counts = Array.from({ length: Math.max(1, maxThreads) }, (_, i) => i + 1);
  const runs: PoolRun[] = [];
  for (let r = 0; r < repeats; r++) {
    for (const threads of r % 2 ? [...counts].reverse() : counts) {
      o.log(`pool: ${games} games on ${threads} thread(s), run ${r + 1}/${repeats}`);
      runs.push(await poolRun(threads, games));
      o.log(`pool: the same games in ${threads} independent process(es), run ${r + 1}/${repeats}`);
      runs.push(await ceilingRun(threads, games, 'bench-pool'));
    }
  }
  const { rows, metrics } = scaling(runs, counts, games);
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
          'independent processes: games per s',
          'independent processes: efficiency',
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
      'independent processes: the same games split over T separate Node processes started together, each playing its share with the worker’s BatchPlayer.playOne (bench/ceiling.ts): no pool, no messages, no files. Their efficiency is what the machine allows (shared caches, memory, clock, V8 helper threads), the ceiling for the pool’s.',
    ],
  };
}

/** One simulation of `games` random 1861 games through the worker pool on `threads` threads. */
async function poolRun(threads: number, games: number): Promise<PoolRun> {
  const plan = simulatePlan({
    game: 'ahd',
    scenario: '1861',
    options: {},
    players: { usa: 'random', csa: 'random' },
    games,
    seed: 'bench-pool',
  });
  const dir = mkdtempSync(join(tmpdir(), 'cwsim-bench-pool-'));
  try {
    const load = loadavg()[0]!;
    const w0 = performance.now();
    const c0 = cpuMs();
    const res = await runPlan({ plan, outDir: dir, threads, progress: false });
    const wallMs = performance.now() - w0;
    const used = cpuMs() - c0;
    if (res.rows.length !== games || res.rows.some((row) => row.result === 'error'))
      throw new Error(`pool: the simulation did not finish cleanly (${res.rows.length} of ${games} games)`);
    return { kind: 'pool', threads, wallMs, cpuMs: used, load };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The scaling table and metrics: per thread count, medians of the pool's and the processes' runs. */
function scaling(
  runs: readonly PoolRun[],
  counts: readonly number[],
  games: number,
): { rows: string[][]; metrics: Record<string, number> } {
  const at = (t: number, kind: PoolRun['kind'] = 'pool'): PoolRun[] =>
    runs.filter((x) => x.threads === t && x.kind === kind);
  const gps = (t: number, kind: PoolRun['kind'] = 'pool'): number =>
    median(at(t, kind).map((x) => games / (x.wallMs / 1000)));
  const cpuPerGame = (t: number): number => median(at(t).map((x) => x.cpuMs / games));
  const rows: string[][] = [];
  const metrics: Record<string, number> = {};
  for (const t of counts) {
    const eff = gps(t) / (t * gps(1));
    const cpuEff = cpuPerGame(1) / cpuPerGame(t);
    const cores = median(at(t).map((x) => x.cpuMs / x.wallMs));
    const ceilEff = gps(t, 'ceiling') / (t * gps(1, 'ceiling'));
    rows.push([
      String(t),
      fmt(gps(t)),
      `${fmt(100 * eff)} %`,
      fmt(cpuPerGame(t)),
      `${fmt(100 * cpuEff)} %`,
      fmt(cores, 2),
      fmt(gps(t, 'ceiling')),
      `${fmt(100 * ceilEff)} %`,
      fmt(median(at(t).map((x) => x.load)), 2),
    ]);
    metrics[`poolGamesPerSec${t}`] = gps(t);
    metrics[`poolEfficiency${t}`] = eff;
    metrics[`poolCpuEfficiency${t}`] = cpuEff;
    metrics[`poolCores${t}`] = cores;
    metrics[`ceilingGamesPerSec${t}`] = gps(t, 'ceiling');
    metrics[`ceilingEfficiency${t}`] = ceilEff;
  }
  return { rows, metrics };
}
