/**
 * The conformance checks can fail: each broken variant of a test game is caught by the check meant
 * for it (a suite that passes everything would prove nothing).
 */
import { describe, expect, it } from 'vitest';
import { diceGame } from '../fixtures/games/dice/index.js';
import { highCard } from '../fixtures/games/highcard/index.js';
import { tictactoe } from '../fixtures/games/ttt/index.js';
import { checkReplay, playChecked, type G } from './checks.js';

const PLAN = { probeEvery: 1 };
const run = (game: G, scenario = 'standard'): unknown => playChecked(game, scenario, 'meta', PLAN);

describe('conformance checks catch broken games', () => {
  it('a clone that shares its array with the original', () => {
    expect(() => run({ ...tictactoe, clone: (s) => s })).toThrow(/playing on a clone changed the original/);
  });

  it('a legal action listed twice', () => {
    const game: G = {
      ...tictactoe,
      legalActions: (s, out) => {
        const n = tictactoe.legalActions(s, out);
        if (n === tictactoe.maxActions) return n;
        out[n] = out[0]!;
        return n + 1;
      },
    };
    expect(() => run(game)).toThrow(/listed twice/);
  });

  it('an unlisted action that is accepted', () => {
    const game: G = { ...tictactoe, apply: (s, a) => (a > 8 ? undefined : tictactoe.apply(s, a)) };
    expect(() => run(game)).toThrow(/was accepted/);
  });

  it('a reseedChance that leaves the dice as they were', () => {
    expect(() => run({ ...diceGame, reseedChance: () => undefined }, 'race')).toThrow(
      /left the chance words/,
    );
  });

  it('a determinize that changes what the observer sees', () => {
    const game: G = { ...highCard, determinize: (s) => s.fill(1, s.length - 9) };
    expect(() => run(game)).toThrow(/determinize changed what side/);
  });

  it('an invariant the game reports broken', () => {
    expect(() => run({ ...tictactoe, invariants: () => 'always broken' })).toThrow(
      /invariant broken: always broken/,
    );
  });

  it('a record that does not replay to the same state', () => {
    const played = playChecked(diceGame, 'race', 'meta', PLAN);
    const other: G = {
      ...diceGame,
      create: (cfg) => diceGame.create({ scenario: cfg.scenario, seed: 'another seed' }),
    };
    expect(() => checkReplay(other, played)).toThrow();
  });
});
