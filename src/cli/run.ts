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
import { writeReport } from '../report/write.js';
import type { Plan } from '../sim/plan.js';
import { runPlan } from '../sim/runner.js';
import { intFlag } from './common.js';

const REPORT_FILES = ['summary.md', 'summary.json', 'games.csv'];

export interface RunFlags {
  threads?: string;
  out?: string;
  resume?: boolean;
  progress?: boolean;
}

/** Help text shared by the three commands. */
export const FLAG_HELP = {
  threads: `worker threads (default: os.availableParallelism(), ${availableParallelism()} here); results do not depend on it`,
  out: 'report folder (default: results/<experiment name>)',
  resume:
    'continue the run in the report folder: keep its finished games (games.jsonl) and play only the missing ones; the result equals an uninterrupted run',
  progress: 'no progress bar on stderr (it is drawn only on a terminal anyway)',
} as const;

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
    .option('--no-progress', FLAG_HELP.progress);
}

/** The command line as typed, for report headers. */
function commandLine(cmd: Command): string {
  let root: Command = cmd;
  while (root.parent) root = root.parent;
  const raw = (root as unknown as { rawArgs?: string[] }).rawArgs;
  const args = raw && raw.length ? raw : process.argv.slice(2);
  return ['cwsim', ...args.map(shellQuote)].join(' ');
}

function shellQuote(a: string): string {
  return /^[A-Za-z0-9_./:=,@%+-]+$/.test(a) ? a : `'${a.replace(/'/g, `'\\''`)}'`;
}

function threadsFlag(raw: string | undefined): number | undefined {
  return raw === undefined ? undefined : intFlag(raw, '--threads', 1, 1024);
}

export async function runAndReport(
  plan: Plan,
  flags: RunFlags,
  cmd: Command,
  content?: unknown,
): Promise<void> {
  const threads = threadsFlag(flags.threads) ?? plan.threads ?? availableParallelism();
  const outDir = flags.out ?? join('results', plan.name);
  if (flags.out !== undefined && !flags.out.trim()) throw new UserError('--out: empty folder name');
  const game = getGame(plan.game);
  const pack = game.contentInfo(content ?? (plan.packDir ? game.loadContent(plan.packDir) : undefined));
  const command = commandLine(cmd);

  if (!flags.resume && existsSync(outDir)) {
    // A fresh run must not leave an older report beside its new games.
    for (const f of readdirSync(outDir))
      if (REPORT_FILES.includes(f) || f.endsWith('.svg')) rmSync(join(outDir, f));
  }
  const ac = new AbortController();
  const onSigint = (): void => ac.abort();
  process.once('SIGINT', onSigint);
  const t0 = performance.now();
  let result;
  try {
    result = await runPlan({
      plan,
      outDir,
      threads,
      resume: flags.resume === true,
      progress: flags.progress !== false,
      signal: ac.signal,
      log: (line) => process.stderr.write(`${line}\n`),
    });
  } finally {
    process.off('SIGINT', onSigint);
  }
  const seconds = (performance.now() - t0) / 1000;
  const report = await writeReport(outDir, {
    plan,
    game,
    pack,
    run: result,
    command,
    codeVersion: codeVersion(),
  });
  const s = report.summary;
  console.log(
    `${plan.name}: ${s.gamesUsed} games (${result.played} played now${result.resumed ? `, ${result.resumed} from the earlier run` : ''}) in ${seconds.toFixed(1)} s, ${(result.played / Math.max(seconds, 1e-9)).toFixed(1)} games/s on ${threads} thread${threads === 1 ? '' : 's'}`,
  );
  if (s.provisional) console.log(s.pack.banner);
  if (s.kind === 'balance' && s.variants.length) for (const v of s.variants) console.log(`  ${v.verdict}`);
  else if (s.tournament)
    for (const [i, e] of s.tournament.table.entries())
      console.log(
        `  ${i + 1}. ${e.bot}: score ${(e.vsField.score * 100).toFixed(1)} %${e.vsField.score > 0 && e.vsField.score < 1 ? `, Elo ${e.vsField.elo.toFixed(0)} vs the field` : ''}`,
      );
  else
    for (const a of s.arms)
      console.log(
        `  ${a.scenario} ${a.pairing}${a.variant !== 'baseline' ? ` ${a.variant}` : ''}: ${game.sides.map((x) => `${x} ${(a.sides[x]!.rate * 100).toFixed(1)} % (${(a.sides[x]!.lo * 100).toFixed(1)}–${(a.sides[x]!.hi * 100).toFixed(1)})`).join(', ')}${a.draws.count ? `, draws ${a.draws.count}` : ''}${a.limits.count ? `, limits ${a.limits.count}` : ''}${a.errors ? `, errors ${a.errors}` : ''}`,
      );
  console.log(`report: ${join(outDir, 'summary.md')}`);
}
