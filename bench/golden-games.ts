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
  /** `seeds`: games per pair where a pair plays several (the tests play fewer). */
  matches(seeds?: number): GoldenMatch[];
}

/** The heuristic-guided search of the campaign ladder and of bench/suites/mcts.ts. */
export const HEURISTIC_MCTS = 'mcts:iters=32,depth=16,prior=heuristic,width=4,rollout=heuristic';

function ahdSearches(): GoldenSearch[] {
  const positions: [string, Int32Array][] = [
    ['middle', middleState()],
    ['1861-start', ahd.create({ scenario: '1861', seed: 'golden-search' })],
    ['1861-turn-30', reach('1861', 'golden-late', (x) => x[CH_TURN]! >= 30)],
  ];
  const out: GoldenSearch[] = [];
  for (const [name, s] of positions) {
    // the heuristic-guided search: its choice, root visits (through the bot: its value only)
    const bot = makeBot(ahd, HEURISTIC_MCTS, ahd.toMove(s), `golden/${name}/heuristic`);
    out.push({
      name: `${name} ${HEURISTIC_MCTS}`,
      action: bot.choose(s),
      visits: [],
      value: bot.lastEstimate?.(),
    });
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

/**
 * Bot-against-bot games of one scenario, each as a digest of its actions and its outcome; `seeds`
 * games per pair (seed 'golden-match', then 'golden-match/1', ...).
 */
function matches(
  game: Game<Int32Array>,
  scenario: string,
  pairs: readonly (readonly [string, string])[],
  seeds = 1,
): GoldenMatch[] {
  return pairs.flatMap(([usa, csa]) =>
    Array.from({ length: seeds }, (_, k) => {
      const seed = k === 0 ? 'golden-match' : `golden-match/${k}`;
      const r = playMatch({ game, scenario, options: {}, seed, players: { usa, csa } });
      const d = new Digest();
      d.addAll(r.record.actions);
      const name = `${scenario} ${usa} vs ${csa}${k === 0 ? '' : ` #${k}`}`;
      return { name, actions: d.hex(), outcome: r.outcome };
    }),
  );
}

/** The heuristic bot in every ahd scenario (both sides, and against random), and the guided search. */
function ahdMatches(seeds = 4): GoldenMatch[] {
  return [
    ...matches(ahd, '1861-short', [
      ['mcts:iters=30,depth=10', 'random'],
      ['random', 'mcts:iters=30,depth=10,reuse=1'],
      ['mcts:iters=6,depth=6,prior=heuristic,width=4,rollout=heuristic', 'heuristic'],
    ]),
    ...ahd.scenarios.flatMap((sc) =>
      matches(
        ahd,
        sc.id,
        [
          ['heuristic', 'heuristic'],
          ['heuristic', 'random'],
          ['random', 'heuristic'],
        ],
        seeds,
      ),
    ),
  ];
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
    matches: ahdMatches,
  },
  bvg: {
    game: bvg,
    gamesPerScenario: 50,
    seedPrefix: 'golden/bvg/',
    searches: bvgSearches,
    matches: (seeds = 6) => [
      ...matches(
        bvg,
        'standard',
        [
          ['heuristic', 'heuristic'],
          ['heuristic', 'random'],
          ['random', 'heuristic'],
        ],
        seeds,
      ),
      ...matches(bvg, 'standard', [
        ['ismcts:iters=20,depth=10', 'random'],
        ['ismcts:iters=10,depth=8,prior=heuristic,width=4,rollout=heuristic', 'heuristic'],
      ]),
    ],
  },
};
