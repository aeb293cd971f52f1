/**
 * Golden playthroughs (issue 20): for every game of the registry and every scenario, a few seeded
 * games (random bots, and the game's heuristic bot on both sides where it has one) hashed after every
 * decision. `npm run golden` writes them to test/golden/data/<game>.json; `npm test` plays them again
 * and compares (golden.test.ts). A change of behaviour shows as a golden diff: the commit that makes
 * it regenerates the file and says why.
 *
 * Per game it keeps the number of decisions, a digest of the action list, a digest of the state words
 * after every decision (so a change of state layout shows too) and the outcome.
 */
import type { Game, Outcome } from '../../src/core/game.js';
import { playMatch } from '../../src/sim/match.js';
import { heuristicFor } from '../../bots/heuristic/index.js';
import { Digest } from '../../bench/hash.js';

export const GOLDEN_FORMAT = 'cwsim-playthrough/1';
/** Random games per scenario; one heuristic game is added where the game has a heuristic bot. */
const RANDOM_GAMES = 2;

export interface Playthrough {
  readonly scenario: string;
  readonly seed: string;
  readonly bot: string;
  readonly decisions: number;
  readonly actions: string;
  readonly states: string;
  readonly outcome: Outcome;
}

export interface GoldenFile {
  readonly format: string;
  readonly game: string;
  readonly playthroughs: readonly Playthrough[];
}

function play(game: Game<Int32Array>, scenario: string, seed: string, bot: string): Playthrough {
  const states = new Digest();
  const r = playMatch({
    game,
    scenario,
    options: {},
    seed,
    players: Object.fromEntries(game.sides.map((side) => [side, bot])),
    afterAction: (_before, after) => states.addAll(after),
  });
  const actions = new Digest();
  actions.addAll(r.record.actions);
  return {
    scenario,
    seed,
    bot,
    decisions: r.decisions,
    actions: actions.hex(),
    states: states.hex(),
    outcome: r.outcome,
  };
}

/** The golden playthroughs of one game, played now. */
export function playGolden(game: Game<Int32Array>): GoldenFile {
  const bots = ['random', ...(heuristicFor(game.id) ? ['heuristic'] : [])];
  const playthroughs: Playthrough[] = [];
  for (const sc of game.scenarios) {
    for (const bot of bots) {
      const n = bot === 'random' ? RANDOM_GAMES : 1;
      for (let i = 0; i < n; i++)
        playthroughs.push(play(game, sc.id, `golden/${game.id}/${sc.id}/${bot}/${i}`, bot));
    }
  }
  return { format: GOLDEN_FORMAT, game: game.id, playthroughs };
}
