/**
 * Issue 3: "Chance is not peeked at: on a fixed state, the MCTS choice is the same distribution
 * whatever the state's PRNG words hold." The fixture's gamble wins on a 4-6 of the next die and the
 * safe move is a sure draw: to a searcher that cannot see the die both are worth 0.5, while one that
 * reads the state's words knows the die and always picks the winner.
 */
import { describe, expect, it } from 'vitest';
import type { Game } from '../../src/core/game.js';
import { mctsBot } from '../../bots/mcts.js';
import { ismctsBot } from '../../bots/ismcts.js';
import { chanceWords, diceGame, GAMBLE, nextDie, type DiceState } from '../fixtures/games/dice/index.js';

const OPTS = { iters: 100, c: 0.7, depth: 40, reuse: false } as const;
const SEARCHES = 40;

/** A gamble state whose next die is high (4-6) or low (1-3), found by scanning game seeds. */
function gambleState(high: boolean): DiceState {
  for (let seed = 0; ; seed++) {
    const s = diceGame.create({ scenario: 'gamble', seed });
    if (nextDie(s) >= 4 === high) return s;
  }
}

function choices(game: Game<DiceState>, s: DiceState, kind: 'mcts' | 'ismcts'): number[] {
  const out: number[] = [];
  for (let seed = 0; seed < SEARCHES; seed++) {
    const ctx = { game, seat: 0, seed: `search-${seed}` };
    out.push((kind === 'mcts' ? mctsBot(ctx, OPTS) : ismctsBot(ctx, OPTS)).choose(s));
  }
  return out;
}

const count = (xs: number[], v: number): number => xs.filter((x) => x === v).length;

describe('chance is not peeked at (issue 3)', () => {
  const high = gambleState(true);
  const low = gambleState(false);

  it('the two fixed states differ only in their generator words', () => {
    const withoutChance = (s: DiceState): number[] => {
      const t = s.slice();
      chanceWords(t).fill(0);
      return Array.from(t);
    };
    expect(withoutChance(high)).toEqual(withoutChance(low));
    expect(Array.from(chanceWords(high))).not.toEqual(Array.from(chanceWords(low)));
  });

  for (const kind of ['mcts', 'ismcts'] as const) {
    it(`${kind}: the choice over ${SEARCHES} searches is the same whatever the words hold`, () => {
      const a = choices(diceGame, high, kind);
      const b = choices(diceGame, low, kind);
      // Every iteration resamples the words, so each bot seed gives the same choice: equal counts.
      expect(a).toEqual(b);
      expect(count(a, GAMBLE)).toBe(count(b, GAMBLE));
      // Both moves are worth 0.5 blind, so both are chosen: the comparison is not of a constant.
      expect(count(a, GAMBLE)).toBeGreaterThan(0);
      expect(count(a, GAMBLE)).toBeLessThan(SEARCHES);
    });
  }

  it('a deliberately peeking variant (reseedChance does nothing) would differ', () => {
    const peeking: Game<DiceState> = { ...diceGame, reseedChance: () => undefined };
    const a = choices(peeking, high, 'mcts');
    const b = choices(peeking, low, 'mcts');
    // Seeing the die, it gambles exactly when the die wins.
    expect(count(a, GAMBLE)).toBe(SEARCHES);
    expect(count(b, GAMBLE)).toBe(0);
  });
});
