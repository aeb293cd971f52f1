/**
 * Plans for the one-configuration commands: `simulate` (one arm) and `tournament` (every bot against
 * every other bot, or against one reference bot, in both seats, on the same seeds). Inputs are checked
 * with errors that name the flag.
 */
import { UserError } from '../core/errors.js';
import type { OptionSet } from '../core/game.js';
import { getGame } from '../games/index.js';
import { checkBotSpec } from '../../bots/index.js';
import { checkPlayers, checkScenarioId } from './experiment.js';
import { armId, pairingLabel, type Arm, type Plan } from './plan.js';

export interface SimulateArgs {
  readonly game: string;
  readonly scenario: string;
  readonly options: OptionSet;
  readonly players: Readonly<Record<string, string>>;
  readonly games: number;
  readonly seed: string;
  readonly packDir?: string;
  readonly packLabel?: string;
  readonly actions?: boolean;
  readonly name?: string;
}

export function simulatePlan(a: SimulateArgs): Plan {
  const game = getGame(a.game);
  checkScenarioId(game, a.scenario, '--scenario');
  const players = checkPlayers(game, a.players, (side) => (side ? `--${side}` : 'players'));
  return {
    kind: 'simulate',
    name: a.name ?? `simulate-${game.id}-${a.scenario}`,
    ...planCommon(game.id, a),
    arms: [baselineArm(game.sides, a, players)],
  };
}

/** The one arm of a simulation or a tournament pairing: `players` at `a.scenario`, no variant. */
function baselineArm(
  sides: readonly string[],
  a: Omit<SimulateArgs, 'players'>,
  players: Record<string, string>,
): Arm {
  const pairing = pairingLabel(players, sides);
  return {
    id: armId(a.scenario, pairing, 'baseline'),
    block: `${a.scenario}/${pairing}`,
    scenario: a.scenario,
    pairing,
    players,
    variant: 'baseline',
    variantOptions: {},
    options: a.options,
    games: a.games,
  };
}

/** What every single-scenario plan shares. */
function planCommon(game: string, a: Omit<SimulateArgs, 'players'>) {
  return {
    game,
    ...(a.packDir ? { packDir: a.packDir } : {}),
    packLabel: a.packLabel ?? 'standard',
    seed: a.seed,
    commonOptions: a.options,
    actions: a.actions ?? false,
  };
}

export interface TournamentArgs extends Omit<SimulateArgs, 'players'> {
  readonly bots: readonly string[];
  /** A gauntlet: only the pairs with this bot are played; it takes part as the first bot. */
  readonly against?: string;
}

/**
 * Every ordered pair of distinct bots: bot i on the first side against bot j on the second; with
 * `against`, only the pairs that include it (a gauntlet: each bot against one reference bot).
 */
export function tournamentPlan(a: TournamentArgs): Plan {
  const game = getGame(a.game);
  checkScenarioId(game, a.scenario, '--scenario');
  if (game.sides.length !== 2)
    throw new UserError(`tournament: ${game.id} has ${game.sides.length} sides; tournaments need 2`);
  const against = a.against?.trim();
  if (against !== undefined) checkBotSpec(game, against, '--against');
  const listed = a.bots.map((b) => b.trim());
  if (against !== undefined && listed.includes(against))
    throw new UserError(`--bot: '${against}' is the --against bot already; list only the bots that play it`);
  const bots = against === undefined ? listed : [against, ...listed];
  if (bots.length < 2)
    throw new UserError(
      against === undefined
        ? '--bot: a tournament needs at least two bots (repeat --bot)'
        : '--bot: a gauntlet needs at least one bot to play the --against bot',
    );
  listed.forEach((b, i) => {
    checkBotSpec(game, b, `--bot ${i + 1}`);
    if (listed.indexOf(b) !== i) throw new UserError(`--bot: '${b}' is listed twice`);
  });
  const [first, second] = game.sides as [string, string];
  const arms: Arm[] = [];
  for (const x of bots) {
    for (const y of bots) {
      if (x === y || (against !== undefined && x !== against && y !== against)) continue;
      arms.push(baselineArm(game.sides, a, { [first]: x, [second]: y }));
    }
  }
  return {
    kind: 'tournament',
    name: a.name ?? `tournament-${game.id}-${a.scenario}`,
    ...planCommon(game.id, a),
    arms,
    bots,
    ...(against !== undefined ? { against } : {}),
  };
}
