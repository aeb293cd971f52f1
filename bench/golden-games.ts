/**
 * What the deep golden check (golden.ts) plays for each game beyond its random games: fixed searches
 * and bot-against-bot games, so that a change to the bots' use of a game shows too.
 */
import type { Game, Outcome } from '../src/core/game.js';
import { Sfc32 } from '../src/core/rng.js';
import { ahd } from '../src/games/ahd/index.js';
import { bvg } from '../src/games/bvg/index.js';
import { CH_TURN } from '../src/core/header.js';
import { playMatch } from '../src/sim/match.js';
import { UctSearch } from '../bots/mcts.js';
import { makeBot } from '../bots/index.js';
import { Digest } from './hash.js';
import { middleState, reach } from './ahd-states.js';

export interface GoldenSearch {
  name: string;
  action: number;
  visits: [number, number][];
  value: number | undefined;
}

export interface GoldenMatch {
  name: string;
  actions: string;
  outcome: Outcome;
}

export interface GoldenSpec {
  readonly game: Game<Int32Array>;
  readonly gamesPerScenario: number;
  /** Seeds are `${seedPrefix}${scenario}/${i}` (ahd's prefix is 'golden/', as its first records had). */
  readonly seedPrefix: string;
  /** Options dropped from a random set when the scenario refuses them. */
  readonly fragileOptions?: readonly string[];
  searches(): GoldenSearch[];
  matches(): GoldenMatch[];
}

function ahdSearches(): GoldenSearch[] {
  const positions: [string, Int32Array][] = [
    ['middle', middleState()],
    ['1861-start', ahd.create({ scenario: '1861', seed: 'golden-search' })],
    ['1861-turn-30', reach('1861', 'golden-late', (x) => x[CH_TURN]! >= 30)],
  ];
  const out: GoldenSearch[] = [];
  for (const [name, s] of positions) {
    for (const depth of [0, 20]) {
      const search = new UctSearch(
        ahd,
        { iters: 400, c: 0.7, depth, reuse: false, determinize: false },
        Sfc32.from(`golden/${name}`, 'mcts'),
        ahd.toMove(s),
      );
      const action = search.search(s);
      out.push({
        name: `${name} depth=${depth}`,
        action,
        visits: [...search.rootVisits()],
        value: search.rootValue(ahd.toMove(s)),
      });
    }
  }
  return out;
}

/** Bot-against-bot games of one scenario, each as a digest of its actions and its outcome. */
function matches(
  game: Game<Int32Array>,
  scenario: string,
  pairs: readonly (readonly [string, string])[],
): GoldenMatch[] {
  return pairs.map(([usa, csa]) => {
    const r = playMatch({ game, scenario, options: {}, seed: 'golden-match', players: { usa, csa } });
    const d = new Digest();
    d.addAll(r.record.actions);
    return { name: `${usa} vs ${csa}`, actions: d.hex(), outcome: r.outcome };
  });
}

/** A few ISMCTS decisions along a heuristic bvg game: the chosen action at each. */
function bvgSearches(): GoldenSearch[] {
  const s = bvg.create({ scenario: 'standard', seed: 'golden-search' });
  const guide = [makeBot(bvg, 'heuristic', 0, 'golden-guide'), makeBot(bvg, 'heuristic', 1, 'golden-guide')];
  const out: GoldenSearch[] = [];
  for (let k = 0; k < 120 && !bvg.isTerminal(s); k++) {
    const side = bvg.toMove(s);
    if (k % 30 === 0) {
      const bot = makeBot(bvg, 'ismcts:iters=100,depth=20', side, `golden/bvg/${k}`);
      out.push({
        name: `standard decision ${k}`,
        action: bot.choose(s),
        visits: [],
        value: bot.lastEstimate?.(),
      });
    }
    bvg.apply(s, guide[side]!.choose(s));
  }
  return out;
}

export const GOLDEN_SPECS: Readonly<Record<string, GoldenSpec>> = {
  ahd: {
    game: ahd,
    gamesPerScenario: 200,
    seedPrefix: 'golden/',
    fragileOptions: ['r11.3-march-end'],
    searches: ahdSearches,
    matches: () =>
      matches(ahd, '1861-short', [
        ['mcts:iters=30,depth=10', 'random'],
        ['random', 'mcts:iters=30,depth=10,reuse=1'],
      ]),
  },
  bvg: {
    game: bvg,
    gamesPerScenario: 50,
    seedPrefix: 'golden/bvg/',
    searches: bvgSearches,
    matches: () =>
      matches(bvg, 'standard', [
        ['heuristic', 'heuristic'],
        ['ismcts:iters=20,depth=10', 'random'],
      ]),
  },
};
