/** `cwsim play <game>`: one game to the end with a bot per side, printing a readable log. */
import type { Command } from 'commander';
import { packBanner } from '../core/content.js';
import type { Outcome } from '../core/game.js';
import { checkBotSpec } from '../../bots/index.js';
import { playMatch } from '../sim/match.js';
import { checkScenario, checkSeed, loadGame, parseOptions } from './common.js';

export function describeOutcome(o: Outcome, sides: readonly string[]): string {
  const who =
    o.kind === 'win'
      ? `${sides[o.winner]} wins`
      : o.kind === 'draw'
        ? 'draw'
        : 'stopped at the decision limit';
  return `${who} (${o.victory}${o.detail ? `: ${o.detail}` : ''}) on turn ${o.turn}; Army Maximum difference usa-csa ${o.margin >= 0 ? '+' : ''}${o.margin}`;
}

export function registerPlay(program: Command): void {
  program
    .command('play')
    .argument('<game>', 'game id (see `cwsim games`)')
    .description('play one game to the end, bot against bot, and print the log and the outcome')
    .option('--scenario <id>', "scenario id (default: the game's first)")
    .option('--seed <seed>', 'seed for the dice and the bots', '1')
    .option('--options <list>', 'comma-separated option ids, id=value for enums')
    .option('--usa <bot>', 'bot spec for the Union side', 'random')
    .option('--csa <bot>', 'bot spec for the Confederate side', 'random')
    .option('--pack <dir>', 'content pack folder (default: the built-in pack)')
    .option('--quiet', 'print only the outcome')
    .action(
      (
        id: string,
        o: {
          scenario?: string;
          seed: string;
          options?: string;
          usa: string;
          csa: string;
          pack?: string;
          quiet?: boolean;
        },
      ) => {
        const { game, content, packLabel } = loadGame(id, o.pack);
        const scenario = checkScenario(game, o.scenario);
        const seed = checkSeed(o.seed);
        const options = parseOptions(game, o.options);
        const players: Record<string, string> = {};
        for (const side of game.sides) {
          const spec = side === 'usa' ? o.usa : o.csa;
          checkBotSpec(game, spec, `--${side}`);
          players[side] = spec;
        }
        const info = game.contentInfo(content);
        console.log(
          `${game.name} — scenario ${scenario}, seed ${seed}, ${game.sides.map((s) => `${s} ${players[s]}`).join(' vs ')}`,
        );
        if (Object.keys(options).length) console.log(`options: ${o.options}`);
        console.log(packBanner(info));
        const quiet = o.quiet === true;
        const result = playMatch({
          game,
          scenario,
          options,
          seed,
          players,
          content,
          pack: packLabel,
          onAction: quiet
            ? undefined
            : (s, a, side) => console.log(`T${game.turn(s)} ${game.sides[side]}  ${game.describe(s, a)}`),
          afterAction:
            quiet || !game.narrate
              ? undefined
              : (before, after) => {
                  for (const line of game.narrate!(before, after)) console.log(`        ${line}`);
                },
        });
        console.log(`Outcome: ${describeOutcome(result.outcome, game.sides)}; ${result.decisions} decisions`);
      },
    );
}
