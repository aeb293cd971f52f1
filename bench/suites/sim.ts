/**
 * The simulator as users run it:
 *  - `workerStartMs`: how long a worker thread takes from its start to its first game ready: a
 *    fresh piscina pool of one thread on the compiled worker (src/sim/worker.ts) is made and given a
 *    task of one game (random 1861-short game 0), timed from the pool's creation to the row's return
 *    (wall clock, median of 5 pools; the CPU the process spent meanwhile is reported beside it);
 *  - `simulateRssMb1M`: the peak resident set size of `cwsim simulate ahd --scenario 1861-short
 *    --games 1000000 --threads 2` (random against random), run in a child process (bench/rss.ts)
 *    that reports getrusage's maxrss for the whole process, workers included. Its wall and CPU
 *    time and games per second come with it. `--sim-games N` (run.ts) plays N games instead, and
 *    the key is then named after N (`simulateRssMb<N>`); --quick plays 200. The peak as the report
 *    started (the games played, the report not yet written) comes beside it as `simulatePlayRssMb1M`
 *    (`simulatePlayRssMb<N>`), and the report phase's own peak as `simulateReportRssMb1M`: the
 *    child's VmRSS sampled every 50 ms from here (rss-sampler.ts) after the report started, which
 *    getrusage's peak hides when it is below the games' peak.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Piscina } from 'piscina';
import { packageRoot } from '../../src/core/content.js';
import type { WorkerResult, WorkerTask } from '../../src/sim/batch.js';
import { workerFile } from '../../src/sim/runner.js';
import { cpuMs, median } from '../measure.js';
import { peakSince, sampleRss } from '../rss-sampler.js';
import { fmt, type SuiteOptions, type SuiteResult } from '../suite.js';

const FIRST_TASK: WorkerTask = {
  game: 'ahd',
  packLabel: 'standard',
  arm: 'bench-start',
  scenario: '1861-short',
  options: {},
  players: { usa: 'random', csa: 'random' },
  masterSeed: 'bench-start',
  indices: [0],
  actions: false,
};

/** One fresh pool: wall and CPU ms from its creation to its first game's row. */
async function workerStart(): Promise<{ wall: number; cpu: number }> {
  const c0 = cpuMs();
  const w0 = performance.now();
  const pool = new Piscina<WorkerTask, WorkerResult>({
    filename: workerFile(),
    minThreads: 1,
    maxThreads: 1,
  });
  const res = await pool.run(FIRST_TASK);
  const wall = performance.now() - w0;
  const cpu = cpuMs() - c0;
  await pool.destroy();
  if (res.rows.length !== 1 || res.rows[0]!.result === 'error')
    throw new Error(`sim: the first game failed: ${JSON.stringify(res.rows[0])}`);
  return { wall, cpu };
}

interface RssRun {
  readonly code: number;
  readonly maxRssKb: number;
  /** The peak as the report started (bench/rss.ts): while the games were played. */
  readonly playMaxRssKb: number | null;
  /** When the report started (epoch ms). */
  readonly reportAtMs: number | null;
  readonly cpuMs: number;
  readonly wallMs: number;
  /** Peak VmRSS sampled from outside (rss-sampler.ts) after the report started: the report phase's own peak. */
  readonly reportRssKb: number;
}

/** `cwsim simulate` of `games` random 1861-short games on 2 threads in a child process. */
function simulateRss(games: number): Promise<RssRun> {
  const dir = mkdtempSync(join(tmpdir(), 'cwsim-bench-rss-'));
  const file = join(dir, 'rss.json');
  const args = [
    join(packageRoot(), 'dist', 'bench', 'rss.js'),
    file,
    'simulate',
    'ahd',
    '--scenario',
    '1861-short',
    '--games',
    String(games),
    '--threads',
    '2',
    '--seed',
    'bench-rss',
    '--out',
    join(dir, 'out'),
    '--no-progress',
  ];
  return new Promise((resolveRun, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'inherit'] });
    const sampler = child.pid === undefined ? undefined : sampleRss(child.pid);
    child.on('error', reject);
    child.on('close', (code) => {
      const samples = sampler?.stop() ?? [];
      try {
        if (code !== 0) throw new Error(`sim: simulate exited with ${code}`);
        const run = JSON.parse(readFileSync(file, 'utf8')) as Omit<RssRun, 'reportRssKb'>;
        resolveRun({ ...run, reportRssKb: peakSince(samples, run.reportAtMs) });
      } catch (err) {
        reject(err instanceof Error ? err : new Error(String(err)));
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });
}

export async function simSuite(o: SuiteOptions): Promise<SuiteResult> {
  const starts: { wall: number; cpu: number }[] = [];
  for (let i = 0; i < (o.quick ? 1 : 5); i++) {
    o.log(`sim: worker start ${i + 1}`);
    starts.push(await workerStart());
  }
  const games = o.simGames ?? (o.quick ? 200 : 1_000_000);
  o.log(`sim: simulate ${games} random 1861-short games on 2 threads (peak RSS)`);
  const r = await simulateRss(games);
  const rssMb = r.maxRssKb / 1024;
  const playMb = (r.playMaxRssKb ?? NaN) / 1024;
  const reportMb = r.reportRssKb / 1024;
  const tag = games === 1_000_000 ? '1M' : String(games);
  const startWall = median(starts.map((x) => x.wall));
  const startCpu = median(starts.map((x) => x.cpu));
  return {
    id: 'sim',
    title: 'The simulator: worker start-up and memory',
    tables: [
      {
        title: 'A worker thread’s first game (fresh pool of one thread, one random 1861-short game)',
        head: ['samples', 'wall ms (median)', 'min', 'max', 'CPU ms (median)'],
        rows: [
          [
            String(starts.length),
            fmt(startWall),
            fmt(Math.min(...starts.map((x) => x.wall))),
            fmt(Math.max(...starts.map((x) => x.wall))),
            fmt(startCpu),
          ],
        ],
      },
      {
        title: `cwsim simulate ahd --scenario 1861-short --games ${games.toLocaleString('en-US')} --threads 2 (random)`,
        head: [
          'peak RSS MB',
          'before the report',
          'in the report',
          'wall s',
          'CPU s',
          'games per wall-s',
          'games per CPU-s',
        ],
        rows: [
          [
            fmt(rssMb),
            fmt(playMb),
            fmt(reportMb),
            fmt(r.wallMs / 1000),
            fmt(r.cpuMs / 1000),
            fmt(games / (r.wallMs / 1000)),
            fmt(games / (r.cpuMs / 1000)),
          ],
        ],
      },
    ],
    metrics: {
      workerStartMs: startWall,
      workerStartCpuMs: startCpu,
      [`simulateRssMb${tag}`]: rssMb,
      [`simulatePlayRssMb${tag}`]: playMb,
      [`simulateReportRssMb${tag}`]: reportMb,
      simulateGamesPerCpuSec: games / (r.cpuMs / 1000),
    },
    notes: [
      'Peak RSS: getrusage maxrss of the simulate process (main thread and both workers), which also writes games.jsonl and the report; "before the report": the same peak as the report started; "in the report": the peak of VmRSS sampled every 50 ms after it started.',
    ],
  };
}
