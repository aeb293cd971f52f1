/**
 * One suite every game passes (issue 20): each scenario of each game in the registry (src/games) and
 * of each test game (test/fixtures/games), seeded random games with the checks of checks.ts after
 * every action. A new game is covered by adding it to its registry; nothing here names a game.
 */
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../src/games/index.js';
import { TEST_GAMES } from '../fixtures/games/index.js';
import { checkReplay, checkSameSeed, playChecked, type G, type Plan } from './checks.js';

const ALL: readonly G[] = [...GAMES, ...TEST_GAMES];
/** Random games per scenario, and how often the costlier probes run (every k-th decision). */
const GAMES_PER_SCENARIO = 3;
const PLAN: Plan = { probeEvery: 7 };

const cases = ALL.flatMap((game) => game.scenarios.map((sc) => ({ game, scenario: sc.id })));

describe('conformance', () => {
  it.each(cases.map((c) => [`${c.game.id} ${c.scenario}`, c] as const))('%s', (_name, { game, scenario }) => {
    for (let g = 0; g < GAMES_PER_SCENARIO; g++) {
      const played = playChecked(game, scenario, `conformance/${game.id}/${scenario}/${g}`, PLAN);
      checkReplay(game, played);
      if (g === 0) checkSameSeed(game, played, PLAN);
      expect(game.isTerminal(played.final)).toBe(true);
    }
  });

  it('covers every game of the registry and the test games', () => {
    expect(new Set(cases.map((c) => c.game.id))).toEqual(new Set(ALL.map((g) => g.id)));
    expect(ALL.length).toBeGreaterThanOrEqual(GAMES.length + 3);
  });
});
