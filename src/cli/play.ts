/**
 * `cwsim play [game]`: one game to the end. Bot against bot prints a log and the outcome; when a side
 * is `human` (both: hot-seat) or `--load` resumes a saved game, the interactive player runs
 * (interactive.ts).
 */
import type { Command } from 'commander';
import { packBanner } from '../core/content.js';
import { UserError } from '../core/errors.js';
import type { Game } from '../core/game.js';
import { heuristicFor } from '../../bots/heuristic/index.js';
import { checkBotSpec } from '../../bots/index.js';
import { playMatch } from '../sim/match.js';
import { checkScenario, checkSeed, loadGame, parseOptions } from './common.js';
import { HUMAN, runSession } from './interactive.js';
import { describeOutcome } from './outcome.js';
import { openRecord, writeRecordFile } from './saves.js';
import { addSideFlags, sideFlag } from './sides.js';

interface PlayFlags {
  scenario?: string;
  seed?: string;
  options?: string;
  pack?: string;
  quiet?: boolean;
  load?: string;
  saveTo?: string;
  hint?: string;
}

/** `human` or a bot spec this game accepts. */
function checkPlayer(game: Game<unknown>, spec: string, where: string): string {
  if (spec.trim() === HUMAN) return HUMAN;
  try {
    checkBotSpec(game, spec, where);
  } catch (err) {
    if (err instanceof UserError)
      throw new UserError(`${err.message}; or '${HUMAN}' for a person at the terminal`);
    throw err;
  }
  return spec;
}

/**
 * The hint bot unless --hint names one: mcts (ismcts for a hidden-information game) for 1.5 s, guided
 * by the game's heuristic where it has one (plain UCT is lost among a wargame's hundreds of actions).
 */
function checkHint(game: Game<unknown>, spec: string | undefined): string {
  const search = game.hiddenInformation ? 'ismcts' : 'mcts';
  const guided = heuristicFor(game.id) ? ',depth=10,prior=heuristic,width=6' : '';
  const hint = spec ?? `${search}:ms=1500${guided}`;
  const parsed = checkBotSpec(game, hint, '--hint');
  if (parsed.kind.id !== 'mcts' && parsed.kind.id !== 'ismcts') {
    throw new UserError(`--hint: '${hint}' is not a search bot; accepted: mcts or ismcts specs`);
  }
  return hint;
}

/** Per side: the flag if given, else `fallback(side)`. */
function players(
  game: Game<unknown>,
  o: PlayFlags,
  fallback: (side: string) => string,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const side of game.sides) {
    const flag = sideFlag(o, side);
    out[side] = checkPlayer(
      game,
      flag ?? fallback(side),
      flag === undefined ? `player for ${side}` : `--${side}`,
    );
  }
  return out;
}

async function resume(id: string | undefined, o: PlayFlags, file: string): Promise<number> {
  for (const [flag, v] of [
    ['--scenario', o.scenario],
    ['--seed', o.seed],
    ['--options', o.options],
  ] as const) {
    if (v !== undefined)
      throw new UserError(`${flag} cannot be combined with --load: the saved game names its own`);
  }
  const opened = openRecord(file, o.pack);
  const { record, game } = opened;
  if (id !== undefined && id !== record.game) {
    throw new UserError(`${file}: the saved game is ${record.game}, not ${id}`);
  }
  if (record.outcome || game.isTerminal(opened.state)) {
    throw new UserError(`${file}: this game is over; step through it with: cwsim replay ${file}`);
  }
  return runSession({
    game,
    content: opened.content,
    packLabel: opened.packLabel,
    scenario: record.scenario,
    options: record.options,
    seed: record.seed,
    players: players(game, o, (side) => {
      const p = record.players[side];
      if (p === undefined) throw new UserError(`${file}: field 'players': no player for side '${side}'`);
      return p;
    }),
    botSeeds: record.botSeeds,
    actions: record.actions,
    saveTo: o.saveTo ?? file,
    hint: checkHint(game, o.hint),
    input: process.stdin,
    output: process.stdout,
    progress: process.stderr,
    banner: `Resumed from ${file} after ${record.actions.length} decisions.`,
  });
}

async function play(id: string | undefined, o: PlayFlags): Promise<number> {
  if (o.load !== undefined) return resume(id, o, o.load);
  if (id === undefined) throw new UserError('play: name a game (see `cwsim games`) or --load a saved game');
  const { game, content, packLabel } = loadGame(id, o.pack);
  const scenario = checkScenario(game, o.scenario);
  const seed = checkSeed(o.seed ?? '1');
  const options = parseOptions(game, o.options);
  const who = players(game, o, () => 'random');
  const hint = checkHint(game, o.hint);
  if (Object.values(who).includes(HUMAN)) {
    return runSession({
      game,
      content,
      packLabel,
      scenario,
      options,
      seed,
      players: who,
      saveTo: o.saveTo ?? `cwsim-save-${game.id}-${seed}.json`,
      hint,
      input: process.stdin,
      output: process.stdout,
      progress: process.stderr,
    });
  }
  const info = game.contentInfo(content);
  console.log(
    `${game.name} — scenario ${scenario}, seed ${seed}, ${game.sides.map((s) => `${s} ${who[s]}`).join(' vs ')}`,
  );
  if (Object.keys(options).length) console.log(`options: ${o.options}`);
  console.log(packBanner(info));
  const quiet = o.quiet === true;
  const result = playMatch({
    game,
    scenario,
    options,
    seed,
    players: who,
    content,
    pack: packLabel,
    onAction: quiet
      ? undefined
      : (s, a, side) => console.log(`T${game.turn(s)} ${game.sides[side]}  ${game.describe(s, a)}`),
    afterAction:
      quiet || !game.narrate
        ? undefined
        : (before, after, action) => {
            for (const line of game.narrate!(before, after, action)) console.log(`        ${line}`);
          },
  });
  console.log(
    `Outcome: ${describeOutcome(result.outcome, game.sides, game.marginName)}; ${result.decisions} decisions`,
  );
  if (o.saveTo) {
    writeRecordFile(o.saveTo, result.record);
    console.log(`Game record saved to ${o.saveTo}; step through it with: cwsim replay ${o.saveTo}`);
  }
  return 0;
}

export function registerPlay(program: Command): void {
  const command = program
    .command('play')
    .argument('[game]', 'game id (see `cwsim games`); may be left out with --load')
    .description(
      'play one game to the end: bot against bot with a log, or a person against a bot (a side flag set to human, e.g. --usa human; every side human: hot-seat) at an interactive prompt that saves and resumes games',
    )
    .option('--scenario <id>', "scenario id (default: the game's first)")
    .option('--seed <seed>', 'seed for the dice and the bots (default: 1)')
    .option('--options <list>', 'comma-separated option ids, id=value for enums');
  addSideFlags(
    command,
    'player',
    (who) => `'human' or a bot spec for ${who} (default: random; with --load: the saved game's)`,
  )
    .option(
      '--pack <dir>',
      'content pack folder (default: the built-in pack, or the one the saved game names)',
    )
    .option('--quiet', 'bot against bot: print only the outcome')
    .option('--load <file>', 'resume a saved game (a cwsim record); the side flags may replace its players')
    .option(
      '--save-to <file>',
      'where end of input, quit and the end of the game save the record (default: the --load file, else cwsim-save-<game>-<seed>.json here); bot against bot: write the record there',
    )
    .option(
      '--hint <spec>',
      'the search bot `hint` asks (default: mcts:ms=1500, ismcts for hidden-information games, with prior=heuristic where the game has a heuristic bot)',
    )
    .action(async (id: string | undefined, o: PlayFlags) => {
      process.exitCode = await play(id, o);
    });
}
