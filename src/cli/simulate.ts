/** `cwsim simulate <game>`: many games of one configuration on the worker pool, with a report. */
import { resolve } from 'node:path';
import type { Command } from 'commander';
import { simulatePlan } from '../sim/plans.js';
import { checkScenario, checkSeed, intFlag, loadGame, parseOptions } from './common.js';
import { addGameFlags, addRunFlags, addScaleFlags, runAndReport, type RunFlags } from './run.js';
import { addSideFlags, sideFlag } from './sides.js';

interface SimulateFlags extends RunFlags {
  scenario?: string;
  options?: string;
  games: string;
  seed: string;
  pack?: string;
  actions?: boolean;
}

export function registerSimulate(program: Command): void {
  const command = program
    .command('simulate')
    .argument('<game>', 'game id (see `cwsim games`)')
    .description('play many games of one configuration (bots, scenario, options) and report win rates');
  addSideFlags(
    addGameFlags(command),
    'bot',
    (who) => `bot spec for ${who}, e.g. random, heuristic, mcts:iters=400 (default: random)`,
  )
    .option('--games <n>', 'number of games to play', '100')
    .option('--seed <seed>', 'master seed; game i plays with seed <seed>/i', '1');
  addScaleFlags(addRunFlags(command, 'results/simulate-<game>-<scenario>')).action(
    async (id: string, o: SimulateFlags, cmd: Command) => {
      const { game, content, packLabel } = loadGame(id, o.pack);
      const scenario = checkScenario(game, o.scenario);
      const players = Object.fromEntries(game.sides.map((side) => [side, sideFlag(o, side) ?? 'random']));
      const plan = simulatePlan({
        game: game.id,
        scenario,
        options: parseOptions(game, o.options),
        players,
        games: intFlag(o.games, '--games', 1),
        seed: checkSeed(o.seed),
        ...(o.pack ? { packDir: resolve(o.pack), packLabel } : {}),
        actions: o.actions === true,
      });
      await runAndReport(plan, o, cmd, content);
    },
  );
}
