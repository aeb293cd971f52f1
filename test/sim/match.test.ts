import { describe, expect, it } from 'vitest';
import type { Game } from '../../src/core/game.js';
import { ahd } from '../../src/games/ahd/index.js';
import { playMatch } from '../../src/sim/match.js';
import { tally } from '../../src/stats/outcomes.js';

describe('decision limit', () => {
  it('a game that reaches maxDecisions ends as its own outcome, limit, and is counted, not dropped', () => {
    // The same engine with a tiny limit, so the runner's safety net (not the game) stops it.
    const short: Game<Int32Array> = { ...ahd, maxDecisions: 5 };
    const r = playMatch({
      game: short,
      scenario: '1861-short',
      options: {},
      seed: 'limit/0',
      players: { usa: 'random', csa: 'random' },
    });
    expect(r.decisions).toBe(5);
    expect(r.outcome.kind).toBe('limit');
    const t = tally(
      [
        {
          result: 'limit',
          winner: null,
          victory: r.outcome.victory,
          margin: 0,
          turn: r.outcome.turn,
          decisions: 5,
        },
        { result: 'win', winner: 'usa', victory: 'short-game', margin: 4, turn: 10, decisions: 90 },
      ],
      ['usa', 'csa'],
    );
    expect(t.games).toBe(2);
    expect(t.limits.x).toBe(1);
    expect(t.sides.usa!.rate).toBe(0.5);
  });
});
