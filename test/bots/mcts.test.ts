import { describe, expect, it } from 'vitest';
import type { Policy } from '../../src/core/bot.js';
import type { Game } from '../../src/core/game.js';
import { Sfc32 } from '../../src/core/rng.js';
import { mctsBot, outcomeReward, UctSearch, type SearchOptions } from '../../bots/mcts.js';
import { tictactoe, tttPosition, type TttState } from '../fixtures/games/ttt/index.js';
import { diceGame, setDice, type DiceState } from '../fixtures/games/dice/index.js';

const OPTS = { iters: 400, c: 0.7, depth: 40, reuse: false } as const;
const SEEDS = [1, 2, 3, 4, 5];

describe('mcts finds the right move in tiny positions (issue 3)', () => {
  it('takes a forced win in one (X completes the top row)', () => {
    for (const seed of SEEDS) {
      const bot = mctsBot({ game: tictactoe, seat: 0, seed }, OPTS);
      expect(bot.choose(tttPosition('XX. OO. ...', 0))).toBe(2);
      // The mover wins almost every iteration once the search settles on the win.
      expect(bot.lastEstimate?.()).toBeGreaterThan(0.8);
    }
  });

  it('avoids the blunder: O must block the open row or lose at once', () => {
    for (const seed of SEEDS) {
      const bot = mctsBot({ game: tictactoe, seat: 1, seed }, OPTS);
      expect(bot.choose(tttPosition('XX. .O. ...', 1))).toBe(2);
    }
  });

  it('blocks rather than makes a slower threat of its own', () => {
    // O to move: X threatens the diagonal 0-4-8; O's own row 3-4-5 is not open.
    for (const seed of SEEDS) {
      const bot = mctsBot({ game: tictactoe, seat: 1, seed }, OPTS);
      expect(bot.choose(tttPosition('X.. .X. O..', 1))).toBe(8);
    }
  });
});

describe('mcts search mechanics', () => {
  it('scores outcomes as a per-side vector: win 1 / loss 0, draw and limit 0.5', () => {
    const r = new Float64Array(2);
    const base = { winner: 1, victory: 'x', margin: 0, turn: 1, detail: '' };
    outcomeReward({ ...base, kind: 'win' }, r);
    expect(Array.from(r)).toEqual([0, 1]);
    outcomeReward({ ...base, kind: 'draw', winner: -1 }, r);
    expect(Array.from(r)).toEqual([0.5, 0.5]);
    outcomeReward({ ...base, kind: 'limit', winner: -1 }, r);
    expect(Array.from(r)).toEqual([0.5, 0.5]);
  });

  it('a forced move returns at once without copying a single state', () => {
    let copies = 0;
    const counting: Game<DiceState> = {
      ...diceGame,
      copyInto: (dst, src) => {
        copies++;
        diceGame.copyInto(dst, src);
      },
    };
    const s = diceGame.create({ scenario: 'race', seed: 1 });
    setDice(s, 3, 3); // a double: one legal action
    const bot = mctsBot({ game: counting, seat: 0, seed: 1 }, OPTS);
    expect(bot.choose(s)).toBe(3);
    expect(copies).toBe(0);
    expect(bot.lastEstimate?.()).toBeUndefined();
    setDice(s, 3, 5);
    bot.choose(s);
    expect(copies).toBe(OPTS.iters);
  });

  it('plays only legal actions while the dice change the legal set under the same tree nodes', () => {
    const buf = new Int32Array(2);
    for (const seed of [1, 2, 3]) {
      const s = diceGame.create({ scenario: 'race', seed });
      const bots = [
        mctsBot({ game: diceGame, seat: 0, seed }, { ...OPTS, iters: 60, reuse: true }),
        mctsBot({ game: diceGame, seat: 1, seed: seed + 100 }, { ...OPTS, iters: 60, depth: 3 }),
      ];
      while (!diceGame.isTerminal(s)) {
        const n = diceGame.legalActions(s, buf);
        const a = bots[diceGame.toMove(s)]!.choose(s);
        expect(Array.from(buf.subarray(0, n))).toContain(a);
        diceGame.apply(s, a);
        for (const b of bots) b.notify?.(s, a);
      }
    }
  });

  it('tree reuse starts the next search from the subtree of the moves played', () => {
    const total = (sr: UctSearch<TttState>): number =>
      [...sr.rootVisits().values()].reduce((x, y) => x + y, 0);
    const run = (reuse: boolean): number => {
      const opts: SearchOptions<TttState> = { ...OPTS, reuse, determinize: false };
      const sr = new UctSearch(tictactoe, opts, Sfc32.from(1, 'mcts'), 0);
      const s = tictactoe.create({ scenario: 'standard', seed: 1 });
      const a = sr.search(s);
      tictactoe.apply(s, a);
      sr.advance(a);
      tictactoe.apply(s, a === 4 ? 0 : 4);
      sr.advance(a === 4 ? 0 : 4);
      sr.search(s);
      return total(sr);
    };
    expect(run(false)).toBe(OPTS.iters);
    expect(run(true)).toBeGreaterThan(OPTS.iters);
  });

  it('rolls out with the policy it is given, and not at all at depth 0', () => {
    let picks = 0;
    const first: Policy<TttState> = {
      pick(_s, actions) {
        picks++;
        return actions[0]!;
      },
    };
    const s = tictactoe.create({ scenario: 'standard', seed: 1 });
    mctsBot({ game: tictactoe, seat: 0, seed: 1 }, { ...OPTS, rollout: first }).choose(s);
    expect(picks).toBeGreaterThan(OPTS.iters);
    picks = 0;
    mctsBot({ game: tictactoe, seat: 0, seed: 1 }, { ...OPTS, rollout: first, depth: 0 }).choose(s);
    expect(picks).toBe(0);
  });

  it('a time budget (ms) replaces iters when given, and must be above 0', () => {
    const opts: SearchOptions<TttState> = { ...OPTS, iters: 1, ms: 30, determinize: false };
    const sr = new UctSearch(tictactoe, opts, Sfc32.from(1, 'mcts'), 0);
    sr.search(tictactoe.create({ scenario: 'standard', seed: 1 }));
    expect(sr.iterations).toBeGreaterThan(1);
    expect(() => new UctSearch(tictactoe, { ...opts, ms: 0 }, Sfc32.from(1, 'mcts'), 0)).toThrow(
      /ms must be above 0/,
    );
  });

  it('is reproducible: same seed and budget, same choices', () => {
    const s = diceGame.create({ scenario: 'race', seed: 7 });
    const a = mctsBot({ game: diceGame, seat: 0, seed: 'x' }, OPTS);
    const b = mctsBot({ game: diceGame, seat: 0, seed: 'x' }, OPTS);
    expect(a.choose(s)).toBe(b.choose(s));
    expect(a.lastEstimate?.()).toBe(b.lastEstimate?.());
  });
});

describe('mcts progressive widening with a prior (prior=heuristic, width=k)', () => {
  /** A prior that ranks tic-tac-toe cells by a fixed preference list, best first. */
  const prior = (order: number[]): Policy<TttState> => ({
    pick: (_s, actions) => actions[0]!,
    rank: (_s, actions, n, scores) => {
      for (let i = 0; i < n; i++) scores[i] = -order.indexOf(actions[i]!);
    },
  });

  it('expands only the width best-ranked actions, best first', () => {
    const opts: SearchOptions<TttState> = {
      ...OPTS,
      iters: 200,
      determinize: false,
      prior: prior([4, 0, 2, 6, 8, 1, 3, 5, 7]),
      width: 3,
    };
    const search = new UctSearch(tictactoe, opts, Sfc32.from(1, 'mcts'), 0);
    search.search(tttPosition('... ... ...', 0));
    expect([...search.rootVisits().keys()].sort()).toEqual([0, 2, 4]);
  });

  it('still finds the win among its candidates, and cannot see beyond them', () => {
    const s = tttPosition('XX. OO. ...', 0); // X wins at 2
    const wide = new UctSearch(
      tictactoe,
      { ...OPTS, determinize: false, prior: prior([8, 2, 6, 7, 5]), width: 2 },
      Sfc32.from(1, 'mcts'),
      0,
    );
    expect(wide.search(s)).toBe(2);
    const narrow = new UctSearch(
      tictactoe,
      { ...OPTS, determinize: false, prior: prior([8, 6, 7, 5, 2]), width: 2 },
      Sfc32.from(1, 'mcts'),
      0,
    );
    expect(narrow.search(s)).not.toBe(2);
  });
});
