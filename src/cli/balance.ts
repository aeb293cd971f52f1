/**
 * `cwsim balance <experiment.json>`: a baseline and its variants (each optional rule alone and listed
 * combinations) on common random numbers, at one or more bot pairings, with paired comparisons, SPRT
 * early stopping and plain-words verdicts. The file format: experiments/README.md.
 */
import type { Command } from 'commander';
import { readExperiment } from '../sim/experiment.js';
import { intFlag } from './common.js';
import { FLAG_HELP, runAndReport, type RunFlags } from './run.js';

interface BalanceFlags extends RunFlags {
  games?: string;
}

export function registerBalance(program: Command): void {
  program
    .command('balance')
    .argument('<experiment>', 'experiment file (JSON; see experiments/README.md)')
    .description(
      'measure scenario balance and what each optional rule (and option pair, with "interactions") does to it: baseline and variants on the same seeds, paired differences with intervals, SPRT early stopping; once its first 10 s of games are in it prints an estimate of the games and wall time left (`cwsim plan` estimates before a run)',
    )
    .option('--threads <n>', `${FLAG_HELP.threads}; overrides the file's "threads"`)
    .option('--out <dir>', 'report folder (default: results/<experiment "name", or the file name>)')
    .option('--resume', FLAG_HELP.resume)
    .option('--games <n>', 'play this many games per arm instead of the file\'s "games" (a quick trial)')
    .option('--no-progress', FLAG_HELP.progress)
    .option('--progress-every <seconds>', FLAG_HELP.progressEvery)
    .option('--json', FLAG_HELP.json)
    .option('--shard <i/n>', FLAG_HELP.shard)
    .option('--queue [url]', FLAG_HELP.queue)
    .action(async (file: string, o: BalanceFlags, cmd: Command) => {
      const games = o.games === undefined ? undefined : intFlag(o.games, '--games', 1);
      const { plan, content } = readExperiment(file, games === undefined ? {} : { games });
      await runAndReport(plan, o, cmd, content);
    });
}
