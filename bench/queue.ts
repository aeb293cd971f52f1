/**
 * Issue 28 figures: games per second of one balance run played locally (1 and 2 threads) and through
 * the queue with 1 and 2 `cwsim worker` processes (one thread each) on this machine, and the
 * coordinator's CPU per game. Needs a Redis server: `CWSIM_REDIS_URL=redis://… node dist/bench/queue.js
 * [experiment] [games]` (after `npm run build`). Writes results/bench/queue.json and prints it.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { packageRoot } from '../src/core/content.js';

const ROOT = packageRoot();
const MAIN = join(ROOT, 'dist', 'src', 'cli', 'main.js');

interface Run {
  readonly seconds: number;
  readonly games: number;
  readonly stdout: string;
}

function cwsim(args: readonly string[]): { done: Promise<Run>; kill: () => void } {
  const t0 = performance.now();
  const child = spawn(process.execPath, [MAIN, ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  const done = new Promise<Run>((resolve, reject) =>
    child.once('exit', (code) => {
      if (code !== 0 && code !== null) reject(new Error(`cwsim ${args.join(' ')} exited ${code}: ${out}`));
      const games = Number(/(\d+) played now/.exec(out)?.[1] ?? 0);
      resolve({ seconds: (performance.now() - t0) / 1000, games, stdout: out });
    }),
  );
  return { done, kill: () => child.kill('SIGTERM') };
}

async function main(): Promise<void> {
  const [exp = 'experiments/default.json', games = '400'] = process.argv.slice(2);
  if (!process.env.CWSIM_REDIS_URL)
    throw new Error('set CWSIM_REDIS_URL to a Redis server (redis://host:port)');
  const dir = mkdtempSync(join(tmpdir(), 'cwsim-queue-bench-'));
  const base = ['balance', exp, '--games', games, '--no-progress'];
  const rows: Record<string, unknown>[] = [];
  const load = loadavg()[0]!;
  for (const threads of [1, 2]) {
    const r = await cwsim([...base, '--threads', String(threads), '--out', join(dir, `local-${threads}`)])
      .done;
    rows.push({ run: `local, ${threads} thread${threads > 1 ? 's' : ''}`, gamesPerSec: r.games / r.seconds });
  }
  for (const workers of [1, 2]) {
    const ws = Array.from({ length: workers }, () => cwsim(['worker', '--threads', '1']));
    const r = await cwsim([...base, '--queue', '--out', join(dir, `queue-${workers}`)]).done;
    ws.forEach((w) => w.kill());
    await Promise.all(ws.map((w) => w.done.catch(() => undefined)));
    const cpuMs = Number(/coordinator: (\d+) ms of CPU/.exec(r.stdout)?.[1] ?? NaN);
    rows.push({
      run: `queue, ${workers} worker${workers > 1 ? 's' : ''} × 1 thread`,
      gamesPerSec: r.games / r.seconds,
      coordinatorCpuMsPerGame: cpuMs / r.games,
    });
  }
  rmSync(dir, { recursive: true, force: true });
  const report = { experiment: exp, gamesPerArm: Number(games), loadAverageAtStart: load, cores: 2, rows };
  mkdirSync(join(ROOT, 'results', 'bench'), { recursive: true });
  writeFileSync(join(ROOT, 'results', 'bench', 'queue.json'), JSON.stringify(report, null, 2) + '\n');
  console.log(JSON.stringify(report, null, 2));
}

await main();
