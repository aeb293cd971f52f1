/**
 * Before/after on a shared machine: runs the same bench suites from two builds, alternating, one
 * process at a time (so one thread each, except the sim suite's simulate), and tabulates every key
 * as min-median-max per build with the ratio of the medians. The machine's load average is read
 * (os.loadavg, what `uptime` prints) at the start and before every run.
 *
 *   node dist/bench/compare.js --before <package root of the old build> [--after <root>]
 *        [--rounds 5] [--only games,mcts] [--sim-rounds 1] [--sim-games n] [--out file.json]
 *
 * Both roots must be built (`npm run build` in each; the old one is typically a `git worktree` of
 * the commit before the change, e.g. tmp/before). Round r runs every suite of --only with the two
 * builds in turn, the old first in even rounds and the new first in odd ones. The sim suite (worker
 * start, simulate's peak RSS over 1,000,000 games) runs --sim-rounds times, alternating the same way.
 *
 * Improvement: for a rate (a key with PerSec or PerCpuSec) new / old; for a cost (Ns, Us, Ms, Mb) old / new.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { packageRoot } from '../src/core/content.js';
import { median } from './measure.js';
import { fmt } from './suite.js';

interface Args {
  before: string;
  after: string;
  rounds: number;
  simRounds: number;
  only: string[];
  simGames?: number;
  out?: string;
}

function parseArgs(argv: readonly string[]): Args {
  const a: Partial<Args> & Pick<Args, 'after' | 'rounds' | 'simRounds' | 'only'> = {
    after: packageRoot(),
    rounds: 5,
    simRounds: 1,
    only: ['games', 'mcts'],
  };
  const int = (x: string | undefined, flag: string): number => {
    const n = Number(x);
    if (!Number.isInteger(n) || n < 1) throw new Error(`compare: ${flag} needs a positive integer`);
    return n;
  };
  for (let i = 0; i < argv.length; i++) {
    const f = argv[i]!;
    const v = argv[++i];
    if (f === '--before') a.before = resolve(v ?? '');
    else if (f === '--after') a.after = resolve(v ?? '');
    else if (f === '--rounds') a.rounds = int(v, f);
    else if (f === '--sim-rounds') a.simRounds = int(v, f);
    else if (f === '--sim-games') a.simGames = int(v, f);
    else if (f === '--only') a.only = (v ?? '').split(',').filter(Boolean);
    else if (f === '--out') a.out = v;
    else throw new Error(`compare: unknown argument '${f}'`);
  }
  if (!a.before) throw new Error('compare: --before <package root of the old build> is required');
  return a as Args;
}

/** One run of `suite` from the build at `root`: its metrics. */
function runSuite(
  root: string,
  suite: string,
  simGames: number | undefined,
): Promise<Record<string, number>> {
  const out = mkdtempSync(join(tmpdir(), 'cwsim-compare-'));
  const args = [join(root, 'dist', 'bench', 'run.js'), '--only', suite, '--out', out];
  if (suite === 'sim' && simGames !== undefined) args.push('--sim-games', String(simGames));
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('error', fail);
    child.on('close', (code) => {
      try {
        if (code !== 0) throw new Error(`compare: ${root} ${suite} exited with ${code}`);
        const r = JSON.parse(readFileSync(join(out, 'latest.json'), 'utf8')) as {
          metrics: Record<string, number>;
        };
        done(r.metrics);
      } catch (err) {
        fail(err instanceof Error ? err : new Error(String(err)));
      } finally {
        rmSync(out, { recursive: true, force: true });
      }
    });
  });
}

type Samples = Record<string, number[]>;

const isRate = (key: string): boolean => /Per(Cpu)?Sec/.test(key) || /Ratio|Efficiency/.test(key);

function row(key: string, before: number[], after: number[]): string {
  const mmm = (xs: number[]): string =>
    xs.length ? `${fmt(Math.min(...xs))} – **${fmt(median(xs))}** – ${fmt(Math.max(...xs))}` : 'n/a';
  const b = median(before);
  const a = median(after);
  const better = isRate(key) ? a / b : b / a;
  return `| ${key} | ${mmm(before)} | ${mmm(after)} | ${Number.isFinite(better) ? `${fmt(better)} ×` : 'n/a'} |`;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const loads: number[] = [];
  const load0 = loadavg();
  const samples: [Samples, Samples] = [{}, {}];
  const roots = [args.before, args.after];
  const plan: [string, number][] = args.only.map((s) => [s, s === 'sim' ? args.simRounds : args.rounds]);
  const maxRounds = Math.max(...plan.map(([, r]) => r));
  for (let r = 0; r < maxRounds; r++) {
    for (const [suite, rounds] of plan) {
      if (r >= rounds) continue;
      for (const which of r % 2 === 0 ? [0, 1] : [1, 0]) {
        loads.push(loadavg()[0]!);
        process.stderr.write(
          `compare: round ${r + 1}, ${suite}, ${which === 0 ? 'before' : 'after'} (load ${loads.at(-1)!.toFixed(2)})\n`,
        );
        const m = await runSuite(roots[which]!, suite, args.simGames);
        for (const [k, v] of Object.entries(m)) (samples[which][k] ??= []).push(v);
      }
    }
  }
  const keys = [...new Set([...Object.keys(samples[0]), ...Object.keys(samples[1])])];
  const lines = [
    `Before: ${args.before}; after: ${args.after}; ${args.rounds} alternating rounds (sim: ${args.simRounds}).`,
    `Load average at the start (1, 5, 15 min): ${load0.map((x) => x.toFixed(2)).join(', ')}; before each run: ${fmt(Math.min(...loads), 2)}-${fmt(Math.max(...loads), 2)} (median ${fmt(median(loads), 2)}).`,
    '',
    '| key | before: min – **median** – max | after: min – **median** – max | improvement |',
    '|---|---|---|---|',
    ...keys.map((k) => row(k, samples[0][k] ?? [], samples[1][k] ?? [])),
  ];
  process.stdout.write(lines.join('\n') + '\n');
  if (args.out)
    writeFileSync(
      args.out,
      JSON.stringify({ args, load0, loads, before: samples[0], after: samples[1] }, null, 2),
    );
}

await main();
