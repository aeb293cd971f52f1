/**
 * Shared by `simulate`, `balance` and `tournament`: play a checked plan on the worker pool, write
 * the report, print where it is. Ctrl-C stops the run (finished games stay in games.jsonl; exit 130).
 */
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import type { Command } from 'commander';
import { UserError } from '../core/errors.js';
import { getGame } from '../games/index.js';
import { codeVersion } from '../report/version.js';
import { json, writeReport } from '../report/write.js';
import type { Plan } from '../sim/plan.js';
import { runPlan } from '../sim/runner.js';
import { parseShard, shardLabel } from '../sim/shard.js';
import { queueExecutor } from '../sim/queue/coordinator.js';
import { QUEUE_ENV, queueUrl, redactUrl } from '../sim/queue/url.js';
import type { Summary } from '../report/analyze.js';
import { intFlag } from './common.js';

const REPORT_FILES = ['summary.md', 'summary.json', 'games.csv'];

/** A performance mark set as the report starts, with the process's peak RSS so far (bench/rss.ts). */
export const REPORT_MARK = 'cwsim:report';

export interface RunFlags {
  threads?: string;
  out?: string;
  resume?: boolean;
  progress?: boolean;
  progressEvery?: string;
  shard?: string;
  queue?: string | boolean;
  json?: boolean;
}

/** Help text shared by the three commands. */
export const FLAG_HELP = {
  threads: `worker threads (default: os.availableParallelism(), ${availableParallelism()} here); results do not depend on it`,
  out: 'report folder (default: results/<experiment name>)',
  resume:
    'continue the run in the report folder: keep its finished games (games.jsonl) and play only the missing ones; the result equals an uninterrupted run',
  progress: 'no progress on stderr (a bar on a terminal, else a line every --progress-every seconds)',
  progressEvery:
    'when stderr is not a terminal (logs, CI, a pipe), one progress line on stderr every <seconds>: games done, games/s, ETA (default 10)',
  shard:
    'play only shard i of n of the plan (the games whose index is i modulo n, counted from 0) into its own --out folder, with no report; `cwsim merge` joins the n folders into the one-machine report',
  json: 'print the summary (the content of summary.json) on stdout and nothing else there, for scripts; the lines for people go to stderr',
  queue: `play the games on remote workers (\`cwsim worker\`) through a Redis queue, e.g. redis://host:6379 (--queue alone: the URL in $${QUEUE_ENV}; the password, if any, is never printed)`,
} as const;

/** --shard and --queue, shared by the three commands. */
export function addScaleFlags(cmd: Command): Command {
  return cmd.option('--shard <i/n>', FLAG_HELP.shard).option('--queue [url]', FLAG_HELP.queue);
}

/** --scenario and --options, as `simulate` and `tournament` take them. */
export function addGameFlags(cmd: Command): Command {
  return cmd
    .option('--scenario <id>', "scenario id (default: the game's first)")
    .option('--options <list>', 'options for every game: comma-separated ids, id=value for enum options');
}

/** The run flags `simulate` and `tournament` share, after their own. */
export function addRunFlags(cmd: Command, outDefault: string): Command {
  return cmd
    .option('--threads <n>', FLAG_HELP.threads)
    .option('--out <dir>', `report folder (default: ${outDefault})`)
    .option('--resume', FLAG_HELP.resume)
    .option('--pack <dir>', 'content pack folder (default: the built-in pack)')
    .option('--actions', "store each game's action list in games.jsonl (a full replayable record)")
    .option('--no-progress', FLAG_HELP.progress)
    .option('--progress-every <seconds>', FLAG_HELP.progressEvery)
    .option('--json', FLAG_HELP.json);
}

/** Flags that change where and how fast games are played, never which: left out of the report's command. */
const RUN_ONLY = new Set([
  '--threads',
  '--out',
  '--shard',
  '--queue',
  '--resume',
  '--progress',
  '--no-progress',
  '--progress-every',
  '--json',
]);
const RUN_ONLY_VALUE = new Set(['--threads', '--out', '--shard', '--queue', '--progress-every']);

/**
 * The command line for report headers: as typed, without the run-only flags, so a run played on one
 * machine, in shards or through a queue prints the same header (and `cwsim merge` the same report).
 */
export function reportCommand(args: readonly string[]): string {
  const kept: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    const flag = a.split('=')[0]!;
    if (RUN_ONLY.has(flag)) {
      const next = args[i + 1];
      // --queue's value is optional (alone: the URL from the environment).
      const takesNext =
        flag === '--queue' ? next !== undefined && /^rediss?:/.test(next) : RUN_ONLY_VALUE.has(flag);
      if (takesNext && !a.includes('=')) i++;
      continue;
    }
    kept.push(a);
  }
  return ['cwsim', ...kept.map(shellQuote)].join(' ');
}

function rawArgs(cmd: Command): string[] {
  let root: Command = cmd;
  while (root.parent) root = root.parent;
  const raw = (root as unknown as { rawArgs?: string[] }).rawArgs;
  return raw && raw.length ? raw : process.argv.slice(2);
}

function shellQuote(a: string): string {
  return /^[A-Za-z0-9_./:=,@%+-]+$/.test(a) ? a : `'${a.replace(/'/g, `'\\''`)}'`;
}

/** More games than this in one run is a typo (1e15), not a plan: refused. */
const MAX_GAMES = 100_000_000;

function threadsFlag(raw: string | undefined): number | undefined {
  return raw === undefined ? undefined : intFlag(raw, '--threads', 1, 1024);
}

/** Where a run goes: its folder, with an older report removed unless resuming. */
/** --progress-every in seconds (default 10; 0 turns the lines off) as milliseconds. */
function progressEveryMs(raw: string | undefined): number | undefined {
  if (raw === undefined) return 10_000;
  const s = Number(raw);
  if (!Number.isFinite(s) || s < 0 || !raw.trim())
    throw new UserError(`--progress-every: expected a number of seconds (0 or more), got '${raw}'`);
  return s === 0 ? undefined : s * 1000;
}

function outFolder(plan: Plan, flags: RunFlags): string {
  const outDir = flags.out ?? join('results', plan.name);
  if (flags.out !== undefined && !flags.out.trim()) throw new UserError('--out: empty folder name');
  if (!flags.resume && existsSync(outDir)) {
    // A fresh run must not leave an older report beside its new games.
    for (const f of readdirSync(outDir))
      if (REPORT_FILES.includes(f) || f.endsWith('.svg')) rmSync(join(outDir, f));
  }
  return outDir;
}

/** The run flags checked before anything is written: one clear error each. */
function checkRunFlags(plan: Plan, flags: RunFlags) {
  const asked = threadsFlag(flags.threads) ?? plan.threads ?? availableParallelism();
  const total = plan.arms.reduce((n, a) => n + a.games, 0);
  if (total > MAX_GAMES)
    throw new UserError(
      `--games: ${total.toLocaleString('en-US')} games in all is not plausible (at most ${MAX_GAMES.toLocaleString('en-US')}); ask for fewer`,
    );
  const shard = flags.shard === undefined ? undefined : parseShard(flags.shard);
  const queue = queueUrl(flags.queue);
  if (shard && queue) throw new UserError('--shard and --queue: choose one way to spread the games');
  if (shard && flags.json)
    throw new UserError('--json with --shard: a shard writes no summary; use --json on `cwsim merge`');
  return { asked, shard, queue, everyMs: progressEveryMs(flags.progressEvery) };
}

export async function runAndReport(
  plan: Plan,
  flags: RunFlags,
  cmd: Command,
  content?: unknown,
): Promise<void> {
  const { asked, shard, queue, everyMs } = checkRunFlags(plan, flags);
  // With --json, stdout carries the summary alone: every line for people goes to stderr.
  const say = flags.json ? (line: string): void => void process.stderr.write(`${line}\n`) : console.log;
  const outDir = outFolder(plan, flags);
  const game = getGame(plan.game);
  const pack = game.contentInfo(content ?? (plan.packDir ? game.loadContent(plan.packDir) : undefined));
  const meta = { command: reportCommand(rawArgs(cmd)), codeVersion: codeVersion() };
  const log = (line: string): void => void process.stderr.write(`${line}\n`);
  // More local threads than cores only slows every game down (a queue's workers run elsewhere).
  const cores = availableParallelism();
  const threads = !queue && asked > cores ? cores : asked;
  if (threads < asked) log(`--threads ${asked}: this machine has ${cores} cores; using ${cores}`);
  const ac = new AbortController();
  const onSigint = (): void => ac.abort();
  process.once('SIGINT', onSigint);
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  let result;
  try {
    result = await runPlan({
      plan,
      outDir,
      threads,
      resume: flags.resume === true,
      progress: flags.progress !== false,
      signal: ac.signal,
      log,
      meta,
      ...(everyMs === undefined ? {} : { progressEveryMs: everyMs }),
      // After the first 10 s, once, the estimate of the games and wall time left at the rate so far.
      ...(plan.kind === 'balance' && !shard ? { estimateAfterMs: 10_000 } : {}),
      ...(shard ? { shard } : {}),
      ...(queue ? { executor: await queueExecutor(queue, plan, { log }) } : {}),
    });
  } finally {
    process.off('SIGINT', onSigint);
  }
  const seconds = (performance.now() - t0) / 1000;
  if (queue) {
    const cpu = process.cpuUsage(cpu0);
    const ms = (cpu.user + cpu.system) / 1000;
    say(
      `coordinator: ${ms.toFixed(0)} ms of CPU, ${(ms / Math.max(result.played, 1)).toFixed(3)} ms a game played`,
    );
  }
  const where = queue
    ? `through the queue ${redactUrl(queue)}`
    : `on ${threads} thread${threads === 1 ? '' : 's'}`;
  const speed = `in ${seconds.toFixed(1)} s, ${(result.played / Math.max(seconds, 1e-9)).toFixed(1)} games/s ${where}`;
  if (shard) {
    say(
      `${plan.name} shard ${shardLabel(shard)}: ${result.played + result.resumed} games (${result.played} played now) ${speed}`,
    );
    say(`shard: ${outDir} (join the ${shard.count} shard folders with: cwsim merge <folders…> --out <dir>)`);
    return;
  }
  // The report phase starts here: bench/rss.ts reads this mark for the peak RSS before the report.
  performance.mark(REPORT_MARK, { detail: { maxRssKb: process.resourceUsage().maxRSS } });
  const report = await writeReport(outDir, { plan, game, pack, run: result, ...meta });
  const s = report.summary;
  say(
    `${plan.name}: ${s.gamesUsed} games (${result.played} played now${result.resumed ? `, ${result.resumed} from the earlier run` : ''}) ${speed}`,
  );
  printVerdicts(s, game.sides, say);
  say(`report: ${join(outDir, 'summary.md')}`);
  if (flags.json) process.stdout.write(json(s));
}

/** The report's verdicts (balance), table (tournament) or win rates, one line each. */
export function printVerdicts(
  s: Summary,
  sides: readonly string[],
  say: (line: string) => void = console.log,
): void {
  if (s.provisional) say(s.pack.banner);
  if (s.kind === 'balance' && s.variants.length) {
    for (const v of s.variants) say(`  ${v.verdict}`);
    for (const x of s.interactions ?? []) say(`  ${x.verdict}`);
  } else if (s.tournament)
    for (const [i, e] of s.tournament.table.entries())
      say(
        `  ${i + 1}. ${e.bot}: score ${(e.vsField.score * 100).toFixed(1)} %${e.vsField.score > 0 && e.vsField.score < 1 ? `, Elo ${e.vsField.elo.toFixed(0)} vs the field` : ''}`,
      );
  else
    for (const a of s.arms)
      say(
        `  ${a.scenario} ${a.pairing}${a.variant !== 'baseline' ? ` ${a.variant}` : ''}: ${sides.map((x) => `${x} ${(a.sides[x]!.rate * 100).toFixed(1)} % (${(a.sides[x]!.lo * 100).toFixed(1)}–${(a.sides[x]!.hi * 100).toFixed(1)})`).join(', ')}${a.draws.count ? `, draws ${a.draws.count}` : ''}${a.limits.count ? `, limits ${a.limits.count}` : ''}${a.errors ? `, errors ${a.errors}` : ''}`,
      );
}
