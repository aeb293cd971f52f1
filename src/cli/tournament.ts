/**
 * `cwsim tournament <game>`: every bot against every other bot in both seats, on the same seeds,
 * with a score and Elo table.
 */
import { resolve } from 'node:path';
import type { Command } from 'commander';
import { tournamentPlan } from '../sim/plans.js';
import { checkScenario, checkSeed, intFlag, loadGame, parseOptions } from './common.js';
import { FLAG_HELP, runAndReport, type RunFlags } from './run.js';

interface TournamentFlags extends RunFlags {
  bot: string[];
  scenario?: string;
  options?: string;
  games: string;
  seed: string;
  pack?: string;
  actions?: boolean;
}

export function registerTournament(program: Command): void {
  program
    .command('tournament')
    .argument('<game>', 'game id (see `cwsim games`)')
    .description('every bot against every other bot in both seats on the same seeds; a score and Elo table')
    .option(
      '--bot <spec>',
      'a bot spec taking part; repeat for each bot (at least two), e.g. --bot random --bot mcts:iters=200',
      (v: string, prev: string[]) => [...prev, v],
      [] as string[],
    )
    .option('--scenario <id>', "scenario id (default: the game's first)")
    .option('--options <list>', 'options for every game: comma-separated ids, id=value for enum options')
    .option('--games <n>', 'games per ordered pairing (bot A as the first side against bot B)', '100')
    .option('--seed <seed>', 'master seed; game i of every pairing plays with seed <seed>/i', '1')
    .option('--threads <n>', FLAG_HELP.threads)
    .option('--out <dir>', 'report folder (default: results/tournament-<game>-<scenario>)')
    .option('--resume', FLAG_HELP.resume)
    .option('--pack <dir>', 'content pack folder (default: the built-in pack)')
    .option('--actions', "store each game's action list in games.jsonl")
    .option('--no-progress', FLAG_HELP.progress)
    .action(async (id: string, o: TournamentFlags, cmd: Command) => {
      const { game, content, packLabel } = loadGame(id, o.pack);
      const plan = tournamentPlan({
        game: game.id,
        scenario: checkScenario(game, o.scenario),
        options: parseOptions(game, o.options),
        bots: o.bot,
        games: intFlag(o.games, '--games', 1),
        seed: checkSeed(o.seed),
        ...(o.pack ? { packDir: resolve(o.pack), packLabel } : {}),
        actions: o.actions === true,
      });
      await runAndReport(plan, o, cmd, content);
    });
}
