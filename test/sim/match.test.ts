import { describe, expect, it } from 'vitest';
import { codeOnlyContent } from '../../src/core/content.js';
import { defineGame } from '../../src/core/engine.js';
import { CH_TURN, GAME_WORDS } from '../../src/core/header.js';
import { playMatch } from '../../src/sim/match.js';
import { tally } from '../../src/stats/outcomes.js';

/** A game that never ends by its rules: two sides take turns saying a number; only the limit stops it. */
const endless = defineGame({
  info: {
    id: 'endless',
    name: 'Endless (test)',
    sides: ['usa', 'csa'],
    options: [],
    hiddenInformation: false,
    maxActions: 2,
    maxDecisions: 5,
    victories: [],
    chance: [],
  },
  content: codeOnlyContent('endless', 'test game', [{ id: 'standard', name: 'Standard', doc: 'forever' }]),
  stateSize: () => GAME_WORDS + 1,
  setup: (_c, s) => {
    s[CH_TURN] = 1;
  },
  toMove: (_c, s) => s[GAME_WORDS]!,
  legalActions: (_c, _s, out) => {
    out[0] = 0;
    out[1] = 1;
    return 2;
  },
  play: (_c, s) => {
    s[GAME_WORDS] = 1 - s[GAME_WORDS]!;
    s[CH_TURN] = s[CH_TURN]! + 1;
  },
  margin: (_c, s) => s[CH_TURN]!,
  describe: (_c, _s, a) => `say ${a}`,
  render: () => '',
});

describe('decision limit', () => {
  it('a game that reaches maxDecisions ends as its own outcome, limit, and is counted, not dropped', () => {
    const r = playMatch({
      game: endless,
      scenario: 'standard',
      options: {},
      seed: 'limit/0',
      players: { usa: 'random', csa: 'random' },
    });
    expect(r.decisions).toBe(5);
    expect(r.outcome).toMatchObject({ kind: 'limit', victory: 'limit', winner: -1, turn: 6, margin: 6 });
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
