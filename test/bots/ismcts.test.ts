import { describe, expect, it } from 'vitest';
import type { Bot } from '../../src/core/bot.js';
import type { Game } from '../../src/core/game.js';
import { mctsBot } from '../../bots/mcts.js';
import { ismctsBot } from '../../bots/ismcts.js';
import { tictactoe } from '../fixtures/games/ttt/index.js';
import { diceGame } from '../fixtures/games/dice/index.js';
import { BET, CALL, FOLD, highCard, highCardHand, PASS } from '../fixtures/games/highcard/index.js';

const OPTS = { iters: 300, c: 0.7, depth: 40, reuse: false } as const;

describe('hidden information is not peeked at (issue 3)', () => {
  // Seat 0 holds 7 in both hands; seat 1 holds 8 (seat 0 should pass if it knew) or 2 (bet).
  // The seven face-down cards differ too. Everything seat 0 can observe is the same.
  const strong = highCardHand([7, 8, 1, 2, 3, 4, 5, 6, 9]);
  const weak = highCardHand([7, 2, 9, 6, 5, 4, 3, 1, 8]);

  it('the two hands look the same to seat 0 and different to seat 1', () => {
    expect(highCard.observe(strong, 0)).toEqual(highCard.observe(weak, 0));
    expect(highCard.observe(strong, 1)).not.toEqual(highCard.observe(weak, 1));
  });

  it("ismcts makes the identical choice for the same bot seed, whatever the opponent's card", () => {
    for (let seed = 0; seed < 10; seed++) {
      const a = ismctsBot({ game: highCard, seat: 0, seed }, OPTS);
      const b = ismctsBot({ game: highCard, seat: 0, seed }, OPTS);
      expect(a.choose(strong)).toBe(b.choose(weak));
      expect(a.lastEstimate?.()).toBe(b.lastEstimate?.());
    }
  });

  it('ismcts bets a 7 (it wins 6 of the 8 possible hands), as a sound blind player would', () => {
    expect(ismctsBot({ game: highCard, seat: 0, seed: 1 }, OPTS).choose(strong)).toBe(BET);
  });

  it('the responder is not peeked at either: seat 1 decides the same on the same observation', () => {
    const s1 = highCardHand([9, 5, 1, 2, 3, 4, 6, 7, 8]);
    const s2 = highCardHand([1, 5, 2, 3, 4, 6, 7, 8, 9]);
    highCard.apply(s1, BET);
    highCard.apply(s2, BET);
    expect(highCard.observe(s1, 1)).toEqual(highCard.observe(s2, 1));
    for (let seed = 0; seed < 5; seed++) {
      const a = ismctsBot({ game: highCard, seat: 1, seed }, OPTS).choose(s1);
      expect(ismctsBot({ game: highCard, seat: 1, seed }, OPTS).choose(s2)).toBe(a);
      expect([FOLD, CALL]).toContain(a);
    }
  });

  it('a search that reads the true state (plain UCT, no determinization) would differ', () => {
    const cheat = (s: Int32Array): number => mctsBot({ game: highCard, seat: 0, seed: 1 }, OPTS).choose(s);
    expect(cheat(strong)).toBe(PASS);
    expect(cheat(weak)).toBe(BET);
  });
});

describe('ismcts equals UCT on perfect-information games (issue 3)', () => {
  function selfPlay<S>(game: Game<S>, scenario: string, make: (seat: number) => Bot<S>): number[] {
    const s = game.create({ scenario, seed: 3 });
    const bots = game.sides.map((_, i) => make(i));
    const actions: number[] = [];
    const estimates: (number | undefined)[] = [];
    while (!game.isTerminal(s)) {
      const bot = bots[game.toMove(s)]!;
      const a = bot.choose(s);
      estimates.push(bot.lastEstimate?.());
      game.apply(s, a);
      actions.push(a);
    }
    return [...actions, ...estimates.map((e) => e ?? -1)];
  }

  it('tic-tac-toe: same seed and budget give the same game and the same estimates', () => {
    const opts = { ...OPTS, iters: 200 };
    const uct = selfPlay(tictactoe, 'standard', (seat) =>
      mctsBot({ game: tictactoe, seat, seed: seat }, opts),
    );
    const is = selfPlay(tictactoe, 'standard', (seat) =>
      ismctsBot({ game: tictactoe, seat, seed: seat }, opts),
    );
    expect(is).toEqual(uct);
  });

  it('the dice race (chance, no hidden information): same game, same estimates', () => {
    const opts = { ...OPTS, iters: 80, reuse: true };
    const uct = selfPlay(diceGame, 'race', (seat) => mctsBot({ game: diceGame, seat, seed: seat }, opts));
    const is = selfPlay(diceGame, 'race', (seat) => ismctsBot({ game: diceGame, seat, seed: seat }, opts));
    expect(is).toEqual(uct);
  });
});
