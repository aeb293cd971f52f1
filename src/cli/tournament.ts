/**
 * `cwsim tournament <game>`: every bot against every other bot (or, with --against, against one
 * reference bot) in both seats, on the same seeds, with a score and Elo table.
 */
import { resolve } from 'node:path';
import type { Command } from 'commander';
import { tournamentPlan } from '../sim/plans.js';
import { checkScenario, checkSeed, intFlag, loadGame, parseOptions } from './common.js';
import { addGameFlags, addRunFlags, addScaleFlags, runAndReport, type RunFlags } from './run.js';

interface TournamentFlags extends RunFlags {
  bot: string[];
  against?: string;
  scenario?: string;
  options?: string;
  games: string;
  seed: string;
  pack?: string;
  actions?: boolean;
}

export function registerTournament(program: Command): void {
  const command = program
    .command('tournament')
    .argument('<game>', 'game id (see `cwsim games`)')
    .description(
      'every bot against every other bot (with --against: against that one bot) in both seats on the same seeds; a score and Elo table',
    )
    .option(
      '--bot <spec>',
      'a bot spec taking part; repeat for each bot (at least two), e.g. --bot random --bot mcts:iters=200',
      (v: string, prev: string[]) => [...prev, v],
      [] as string[],
    )
    .option(
      '--against <spec>',
      'a gauntlet: every --bot plays only this bot (in both seats), not each other; for a budget ladder against a reference bot',
    )
    .option('--games <n>', 'games per ordered pairing (bot A as the first side against bot B)', '100')
    .option('--seed <seed>', 'master seed; game i of every pairing plays with seed <seed>/i', '1');
  addScaleFlags(addRunFlags(addGameFlags(command), 'results/tournament-<game>-<scenario>')).action(
    async (id: string, o: TournamentFlags, cmd: Command) => {
      const { game, content, packLabel } = loadGame(id, o.pack);
      const plan = tournamentPlan({
        game: game.id,
        scenario: checkScenario(game, o.scenario),
        options: parseOptions(game, o.options),
        bots: o.bot,
        ...(o.against !== undefined ? { against: o.against } : {}),
        games: intFlag(o.games, '--games', 1),
        seed: checkSeed(o.seed),
        ...(o.pack ? { packDir: resolve(o.pack), packLabel } : {}),
        actions: o.actions === true,
      });
      await runAndReport(plan, o, cmd, content);
    },
  );
}
