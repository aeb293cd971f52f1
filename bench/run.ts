/**
 * `npm run bench`: builds, then runs every suite and writes results/bench/latest.md and latest.json
 * (a copy of the JSON also goes to results/bench/history/, which git ignores).
 *
 *   node dist/bench/run.js [--quick] [--only clone,decision,games,lw,mcts,peers,pool,sim,acw,uscw] [--out dir]
 *                          [--sim-games n]
 *
 * --quick runs tiny workloads (the figures mean nothing; for checking the suites run).
 * Suites run one after another on the main thread (the pool suite starts worker threads).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from '../src/core/content.js';
import { FULL, machine, QUICK, type Machine } from './measure.js';
import { acwSuite } from './suites/acw.js';
import { cloneSuite } from './suites/clone.js';
import { decisionSuite } from './suites/decision.js';
import { gamesSuite } from './suites/games.js';
import { lwSuite } from './suites/lw.js';
import { mctsSuite } from './suites/mcts.js';
import { peersSuite } from './suites/peers.js';
import { poolSuite } from './suites/pool.js';
import { simSuite } from './suites/sim.js';
import { uscwSuite } from './suites/uscw.js';
import { fmt, type SuiteOptions, type SuiteResult } from './suite.js';

export const SUITES: Readonly<Record<string, (o: SuiteOptions) => Promise<SuiteResult>>> = {
  clone: cloneSuite,
  decision: decisionSuite,
  games: gamesSuite,
  lw: lwSuite,
  mcts: mctsSuite,
  peers: peersSuite,
  pool: (o) => poolSuite(o),
  sim: simSuite,
  acw: acwSuite,
  uscw: uscwSuite,
};

export interface Target {
  readonly what: string;
  readonly metric: string;
  readonly goal: string;
  readonly holds: (m: Readonly<Record<string, number>>) => boolean | undefined;
  readonly show: (m: Readonly<Record<string, number>>) => string;
}

const has = (m: Readonly<Record<string, number>>, k: string): boolean => Number.isFinite(m[k]);

/** Issue 5's targets on this machine. */
export const TARGETS: readonly Target[] = [
  {
    what: 'clone of an ahd state',
    metric: 'cloneNs',
    goal: '≤ 1 µs',
    holds: (m) => (has(m, 'cloneNs') ? m.cloneNs! <= 1000 : undefined),
    show: (m) => `${fmt(m.cloneNs! / 1000)} µs`,
  },
  {
    what: 'random full 1861 campaign games, one thread',
    metric: 'ahdRandomGamesPerSec',
    goal: '≥ 300 /s (aim 1,000)',
    holds: (m) => (has(m, 'ahdRandomGamesPerSec') ? m.ahdRandomGamesPerSec! >= 300 : undefined),
    show: (m) => `${fmt(m.ahdRandomGamesPerSec!)} /CPU-s`,
  },
  {
    what: 'MCTS iterations at the middle-game position, depth 20, one thread',
    metric: 'mctsItersPerSec',
    goal: '≥ 10,000 /s (aim 30,000)',
    holds: (m) => (has(m, 'mctsItersPerSec') ? m.mctsItersPerSec! >= 10_000 : undefined),
    show: (m) => `${fmt(m.mctsItersPerSec!)} /CPU-s`,
  },
  {
    what: 'pool efficiency at 2 threads (wall clock)',
    metric: 'poolEfficiency2',
    goal: '≥ 90 %',
    holds: (m) => (has(m, 'poolEfficiency2') ? m.poolEfficiency2! >= 0.9 : undefined),
    show: (m) =>
      `${fmt(100 * m.poolEfficiency2!)} % (CPU efficiency ${fmt(100 * m.poolCpuEfficiency2!)} %, ${fmt(m.poolCores2!, 2)} cores obtained; two independent processes, no pool: ${fmt(100 * m.ceilingEfficiency2!)} %)`,
  },
  {
    what: 'MCTS iterations vs boardgame.io on Connect Four',
    metric: 'bgioMctsRatio',
    goal: '≥ 100 ×, both beat random',
    holds: (m) =>
      has(m, 'bgioMctsRatio')
        ? m.bgioMctsRatio! >= 100 && m.c4OursWinRateVsRandom! >= 0.8 && m.c4BgioWinRateVsRandom! >= 0.8
        : undefined,
    show: (m) =>
      `${fmt(m.bgioMctsRatio!)} × (won vs random: ours ${fmt(100 * m.c4OursWinRateVsRandom!)} %, boardgame.io ${fmt(100 * m.c4BgioWinRateVsRandom!)} %)`,
  },
];

/**
 * The first measurement of the Blue vs Gray figures (commit 01a07ff, before any of issue 22's
 * changes; games suite, load average 12 at the start): the targets are four times these.
 */
export const BVG_FIRST = { random: 85.5, heuristic: 342 } as const;

/** Issue 22's targets (one thread unless said; a quiet machine). */
export const TARGETS_22: readonly Target[] = [
  {
    what: 'heuristic vs heuristic, ahd 1861, per CPU-second',
    metric: 'ahdHeuristicGamesPerSec',
    goal: '≥ 400 /s',
    holds: (m) => (has(m, 'ahdHeuristicGamesPerSec') ? m.ahdHeuristicGamesPerSec! >= 400 : undefined),
    show: (m) => `${fmt(m.ahdHeuristicGamesPerSec!)} /CPU-s`,
  },
  {
    what: 'mcts:iters=32,depth=16,prior=heuristic,width=4,rollout=heuristic, middle-game position',
    metric: 'mctsHeuristicUsPerIter',
    goal: '≤ 120 µs an iteration',
    holds: (m) => (has(m, 'mctsHeuristicUsPerIter') ? m.mctsHeuristicUsPerIter! <= 120 : undefined),
    show: (m) => `${fmt(m.mctsHeuristicUsPerIter!)} µs`,
  },
  {
    what: 'random ahd 1861 games per CPU-second',
    metric: 'ahdRandomGamesPerSec',
    goal: '≥ 2,000 /s',
    holds: (m) => (has(m, 'ahdRandomGamesPerSec') ? m.ahdRandomGamesPerSec! >= 2000 : undefined),
    show: (m) => `${fmt(m.ahdRandomGamesPerSec!)} /CPU-s`,
  },
  {
    what: 'random bvg standard games per CPU-second',
    metric: 'bvgRandomGamesPerSec',
    goal: `≥ 4 × ${fmt(BVG_FIRST.random)} = ${fmt(4 * BVG_FIRST.random)} /s`,
    holds: (m) =>
      has(m, 'bvgRandomGamesPerSec') ? m.bvgRandomGamesPerSec! >= 4 * BVG_FIRST.random : undefined,
    show: (m) => `${fmt(m.bvgRandomGamesPerSec!)} /CPU-s`,
  },
  {
    what: 'heuristic vs heuristic bvg standard games per CPU-second',
    metric: 'bvgHeuristicGamesPerSec',
    goal: `≥ 4 × ${fmt(BVG_FIRST.heuristic)} = ${fmt(4 * BVG_FIRST.heuristic)} /s`,
    holds: (m) =>
      has(m, 'bvgHeuristicGamesPerSec') ? m.bvgHeuristicGamesPerSec! >= 4 * BVG_FIRST.heuristic : undefined,
    show: (m) => `${fmt(m.bvgHeuristicGamesPerSec!)} /CPU-s`,
  },
  {
    what: 'peak RSS of simulate, 1,000,000 random 1861-short games, 2 threads',
    metric: 'simulateRssMb1M',
    goal: '≤ 400 MB',
    holds: (m) => (has(m, 'simulateRssMb1M') ? m.simulateRssMb1M! <= 400 : undefined),
    show: (m) => `${fmt(m.simulateRssMb1M!)} MB`,
  },
  {
    what: "a worker's first game ready (wall clock)",
    metric: 'workerStartMs',
    goal: '≤ 300 ms',
    holds: (m) => (has(m, 'workerStartMs') ? m.workerStartMs! <= 300 : undefined),
    show: (m) => `${fmt(m.workerStartMs!)} ms (CPU ${fmt(m.workerStartCpuMs!)} ms)`,
  },
];

export interface BenchReport {
  readonly format: 'cwsim-bench/1';
  readonly command: string;
  readonly quick: boolean;
  readonly machine: Machine;
  readonly seconds: number;
  readonly metrics: Readonly<Record<string, number>>;
  readonly targets: readonly {
    what: string;
    metric: string;
    goal: string;
    value: number | null;
    holds: boolean | null;
  }[];
  readonly suites: readonly SuiteResult[];
}

export async function runSuites(ids: readonly string[], o: SuiteOptions): Promise<BenchReport> {
  const m0 = machine();
  const t0 = performance.now();
  const suites: SuiteResult[] = [];
  for (const id of ids) {
    const suite = SUITES[id];
    if (!suite) throw new Error(`unknown suite '${id}'; accepted: ${Object.keys(SUITES).join(', ')}`);
    suites.push(await suite(o));
  }
  const metrics: Record<string, number> = {};
  for (const s of suites) Object.assign(metrics, s.metrics);
  return {
    format: 'cwsim-bench/1',
    command: ['npm run bench', ...process.argv.slice(2)].join(' '),
    quick: o.quick,
    machine: m0,
    seconds: (performance.now() - t0) / 1000,
    metrics,
    targets: [...TARGETS, ...TARGETS_22].map((t) => {
      const holds = t.holds(metrics);
      return {
        what: t.what,
        metric: t.metric,
        goal: t.goal,
        value: metrics[t.metric] ?? null,
        holds: holds ?? null,
      };
    }),
    suites,
  };
}

export function toMarkdown(r: BenchReport): string {
  const L: string[] = [];
  const m = r.machine;
  L.push('# cwsim benchmarks', '');
  L.push(`Made by \`${r.command}\` (bench/run.ts; method in bench/README.md) in ${fmt(r.seconds)} s.`);
  if (r.quick) L.push('', '**Quick run: tiny workloads, the figures mean nothing.**');
  L.push('');
  L.push(
    `Machine: ${m.cpu}, ${m.cores} cores (shared with other work: load average ${fmt(m.loadAtStart, 2)} at the start), Node ${m.node} (${m.platform}), commit ${m.commit}, ${m.date}.`,
  );
  L.push(
    'Single-thread figures are per CPU-second (median of samples); ratios are between figures of this run.',
  );
  for (const [issue, list] of [
    ['5', TARGETS],
    ['22', TARGETS_22],
  ] as const) {
    L.push('', `## Targets (issue ${issue})`, '');
    L.push('| target | goal | measured | holds |', '|---|---|---|---|');
    for (const t of list) {
      const holds = t.holds(r.metrics);
      L.push(
        `| ${t.what} | ${t.goal} | ${holds === undefined ? 'not run' : t.show(r.metrics)} | ${holds === undefined ? '–' : holds ? 'yes' : 'no'} |`,
      );
    }
  }
  L.push('', 'What bounds each figure: bench/README.md.');
  for (const s of r.suites) {
    L.push('', `## ${s.title}`);
    for (const t of s.tables) {
      L.push('', `${t.title}:`, '');
      L.push(`| ${t.head.join(' | ')} |`, `|${t.head.map(() => '---').join('|')}|`);
      for (const row of t.rows) L.push(`| ${row.join(' | ')} |`);
    }
    if (s.notes.length) L.push('', ...s.notes.map((n) => `- ${n}`));
  }
  return L.join('\n') + '\n';
}

interface Args {
  quick: boolean;
  only: string[];
  out: string;
  simGames?: number;
}

const USAGE = `Usage: npm run bench -- [--quick] [--only a,b] [--out dir] [--sim-games n]

Runs the tinybench suites and writes latest.json, latest.md and history/<date>.json.
  --quick          short budgets (a smoke run; its figures are not comparable)
  --only a,b       only these suites (${Object.keys(SUITES).join(', ')})
  --out dir        report folder (default results/bench)
  --sim-games n    games of the sim suite's memory run (default 1,000,000; 200 with --quick)
  --help           this text
Run it on a quiet machine: the load at the start is recorded in the report.
`;

function parseArgs(argv: readonly string[]): Args | 'help' {
  const args: Args = {
    quick: false,
    only: Object.keys(SUITES),
    out: join(packageRoot(), 'results', 'bench'),
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--help' || a === '-h') return 'help';
    if (a === '--quick') args.quick = true;
    else if (a === '--only') args.only = (argv[++i] ?? '').split(',').filter(Boolean);
    else if (a === '--out') args.out = argv[++i] ?? args.out;
    else if (a === '--sim-games') {
      const n = Number(argv[++i]);
      if (!Number.isInteger(n) || n < 1) throw new Error('bench: --sim-games needs a positive integer');
      args.simGames = n;
    } else
      throw new Error(
        `bench: unknown argument '${a}' (use --quick, --only a,b, --out dir, --sim-games n; --help)`,
      );
  }
  return args;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  if (args === 'help') return void process.stdout.write(USAGE);
  const log = (line: string): void => void process.stderr.write(`${line}\n`);
  const report = await runSuites(args.only, {
    budget: args.quick ? QUICK : FULL,
    quick: args.quick,
    log,
    ...(args.simGames !== undefined ? { simGames: args.simGames } : {}),
  });
  mkdirSync(join(args.out, 'history'), { recursive: true });
  const json = JSON.stringify(report, null, 2) + '\n';
  writeFileSync(join(args.out, 'latest.json'), json);
  writeFileSync(join(args.out, 'history', `${report.machine.date.replace(/[:.]/g, '-')}.json`), json);
  writeFileSync(join(args.out, 'latest.md'), toMarkdown(report));
  process.stdout.write(toMarkdown(report));
}

if (process.argv[1]?.endsWith(join('bench', 'run.js'))) {
  await main().catch((e: unknown) => {
    process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`);
    process.exitCode = 2;
  });
}
