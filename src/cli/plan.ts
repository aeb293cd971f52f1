/**
 * `cwsim plan <experiment.json>`: play a short pilot of every arm and estimate the games each needs
 * for the experiment's asked precision (its SPRT's δ, α, β; or `--precision` without an SPRT) and the
 * wall time on this machine (report/estimate.ts). Nothing is written: the pilot plays in a scratch
 * folder that is removed.
 */
import { availableParallelism } from 'node:os';
import type { Command } from 'commander';
import { UserError } from '../core/errors.js';
import { getGame } from '../games/index.js';
import { estimatePlan, estimateText } from '../report/estimate.js';
import { json } from '../report/write.js';
import { readExperiment } from '../sim/experiment.js';
import { runPilot } from '../sim/pilot.js';
import { Interrupted } from '../sim/runner.js';
import { intFlag } from './common.js';
import { FLAG_HELP } from './run.js';

interface PlanFlags {
  pilot: string;
  threads?: string;
  precision: string;
  json?: boolean;
  progress?: boolean;
}

/** Pilot games per arm when --pilot is not given: enough to see a discordance rate, quick to play. */
const DEFAULT_PILOT = 20;

export function registerPlan(program: Command): void {
  program
    .command('plan')
    .argument('<experiment>', 'experiment file (JSON; see experiments/README.md)')
    .description(
      "estimate before a run: play a short pilot of every arm and print the games each arm needs for the experiment's asked precision (its SPRT's delta, alpha, beta; or --precision) and the wall time on this machine",
    )
    .option('--pilot <n>', `pilot games per arm (default ${DEFAULT_PILOT})`, String(DEFAULT_PILOT))
    .option('--threads <n>', `${FLAG_HELP.threads}; the wall time is estimated for this many`)
    .option(
      '--precision <h>',
      'without an SPRT: the half width of the 95 % interval to aim at, as a fraction (0.03 = ±3 points) on each win rate and paired change',
      '0.03',
    )
    .option(
      '--json',
      'print the estimate as JSON on stdout and nothing else there (the table goes to stderr)',
    )
    .option('--no-progress', 'no progress lines on stderr while the pilot plays')
    .action(async (file: string, o: PlanFlags) => {
      const pilot = intFlag(o.pilot, '--pilot', 2, 100_000);
      const precision = Number(o.precision);
      if (!(precision > 0 && precision < 1))
        throw new UserError(
          `--precision: expected a fraction between 0 and 1 (0.03 = ±3 points), got '${o.precision}'`,
        );
      const { plan: full } = readExperiment(file);
      const { plan } = readExperiment(file, { games: pilot });
      const cores = availableParallelism();
      const threads = Math.min(
        o.threads === undefined ? cores : intFlag(o.threads, '--threads', 1, 1024),
        cores,
      );
      const log = (line: string): void => void process.stderr.write(`${line}\n`);
      const ac = new AbortController();
      const onSigint = (): void => ac.abort();
      process.once('SIGINT', onSigint);
      log(
        `${plan.name}: pilot of ${pilot} games per arm (${plan.arms.length} arms) on ${threads} thread${threads === 1 ? '' : 's'}…`,
      );
      let run;
      try {
        run = await runPilot(plan, { threads, log, progress: o.progress !== false, signal: ac.signal });
      } catch (err) {
        // The pilot's folder is scratch (removed): there is nothing to --resume.
        if (err instanceof Interrupted) err.message = 'interrupted: the pilot stopped; nothing was written';
        throw err;
      } finally {
        process.off('SIGINT', onSigint);
      }
      const game = getGame(plan.game);
      const estimate = estimatePlan({
        plan: full,
        games: run.run.games,
        focus: game.sides[0]!,
        cpuPerGame: run.cpuPerGame,
        threads,
        pilotGames: pilot,
        precision,
        pilot: { cpuSeconds: run.cpuSeconds, wallSeconds: run.wallSeconds },
        asked: Object.fromEntries(full.arms.map((a) => [a.id, a.games])),
      });
      const text = estimateText(estimate);
      if (o.json) {
        process.stderr.write(text);
        process.stdout.write(json(estimate));
      } else process.stdout.write(text);
    });
}
