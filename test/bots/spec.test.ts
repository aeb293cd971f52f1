import { describe, expect, it } from 'vitest';
import { UserError } from '../../src/core/errors.js';
import type { Game } from '../../src/core/game.js';
import { BOT_KINDS, checkBotSpec, makeBot } from '../../bots/index.js';
import { parseBotSpec } from '../../bots/spec.js';
import { HEURISTICS, heuristicFor } from '../../bots/heuristic/index.js';
import { tictactoe } from '../fixtures/games/ttt/index.js';
import { highCard } from '../fixtures/games/highcard/index.js';

const ttt = tictactoe as Game<unknown>;
const hidden = highCard as Game<unknown>;

function userError(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(UserError);
    return (e as Error).message;
  }
  throw new Error('expected a UserError');
}

describe('bot spec strings (issue 3)', () => {
  it('parses the documented examples with their values and defaults', () => {
    const m = parseBotSpec(BOT_KINDS, 'mcts:iters=800,c=0.7,rollout=heuristic,depth=40');
    expect(m.kind.id).toBe('mcts');
    expect(m.params).toEqual({
      iters: 800,
      ms: 0,
      c: 0.7,
      rollout: 'heuristic',
      depth: 40,
      prior: 'none',
      width: 8,
      reuse: 0,
    });
    expect(parseBotSpec(BOT_KINDS, 'mcts:ms=200').params.ms).toBe(200);
    const is = parseBotSpec(BOT_KINDS, 'ismcts:iters=500');
    expect([is.kind.id, is.params.iters, is.params.rollout]).toEqual(['ismcts', 500, 'random']);
    expect(parseBotSpec(BOT_KINDS, 'heuristic').kind.id).toBe('heuristic');
    expect(parseBotSpec(BOT_KINDS, 'random').kind.id).toBe('random');
  });

  it('every parameter declares type, default, range or values, and a line of doc', () => {
    for (const k of BOT_KINDS) {
      for (const p of k.params) {
        expect(p.doc.length).toBeGreaterThan(10);
        if (p.type === 'enum') expect(p.values).toContain(p.default);
        else expect(p.default).toBeGreaterThanOrEqual(p.min ?? -Infinity);
        if (p.type !== 'enum') expect(p.default).toBeLessThanOrEqual(p.max ?? Infinity);
      }
    }
  });

  it('rejects an unknown bot, naming the accepted ones', () => {
    expect(userError(() => parseBotSpec(BOT_KINDS, 'alphazero:iters=3', '--usa'))).toBe(
      "--usa: unknown bot 'alphazero' in 'alphazero:iters=3'; accepted: random, heuristic, mcts, ismcts",
    );
  });

  it('rejects an unknown parameter, naming the accepted ones', () => {
    expect(userError(() => parseBotSpec(BOT_KINDS, 'mcts:iterations=3'))).toBe(
      "bot: bot 'mcts' has no parameter 'iterations'; accepted: iters, ms, c, rollout, depth, prior, width, reuse",
    );
    expect(userError(() => parseBotSpec(BOT_KINDS, 'random:iters=3'))).toMatch(/has no parameter 'iters'/);
  });

  it('rejects out-of-range, mistyped and unlisted values', () => {
    expect(userError(() => parseBotSpec(BOT_KINDS, 'mcts:iters=0'))).toBe(
      'bot: mcts.iters must be in [1, 10000000], got 0',
    );
    expect(userError(() => parseBotSpec(BOT_KINDS, 'mcts:c=-1'))).toMatch(/mcts\.c must be in \[0, 100\]/);
    expect(userError(() => parseBotSpec(BOT_KINDS, 'mcts:reuse=2'))).toMatch(
      /mcts\.reuse must be in \[0, 1\]/,
    );
    expect(userError(() => parseBotSpec(BOT_KINDS, 'ismcts:iters=1.5'))).toMatch(/must be an integer/);
    expect(userError(() => parseBotSpec(BOT_KINDS, 'mcts:rollout=greedy'))).toMatch(
      /rollout must be one of random, heuristic, got 'greedy'/,
    );
    expect(userError(() => parseBotSpec(BOT_KINDS, 'mcts:iters'))).toMatch(/is not key=value/);
  });
});

describe('bot kinds and games', () => {
  it('the heuristic registry answers only for its own entries', () => {
    expect(heuristicFor('ttt')).toBeUndefined();
    expect(heuristicFor('toString')).toBeUndefined();
    for (const id of Object.keys(HEURISTICS)) expect(heuristicFor(id)).toBe(HEURISTICS[id]);
  });

  it('heuristic and rollout=heuristic say clearly when a game has no heuristic bot', () => {
    expect(userError(() => checkBotSpec(ttt, 'heuristic', '--usa'))).toMatch(
      /^--usa: bot 'heuristic' cannot play ttt: no heuristic bot for game ttt/,
    );
    expect(userError(() => checkBotSpec(ttt, 'mcts:rollout=heuristic'))).toMatch(
      /cannot play ttt: rollout=heuristic: no heuristic bot for game ttt/,
    );
    expect(userError(() => makeBot(ttt, 'ismcts:rollout=heuristic', 0, 1))).toMatch(
      /no heuristic bot for game ttt/,
    );
  });

  it('plain mcts refuses a hidden-information game; ismcts plays it', () => {
    expect(userError(() => checkBotSpec(hidden, 'mcts'))).toMatch(/hidden information.*use ismcts/);
    const s = highCard.create({ scenario: 'standard', seed: 1 });
    const a = makeBot(hidden, 'ismcts:iters=50', 0, 1).choose(s);
    expect([0, 1]).toContain(a);
  });

  it('makeBot builds every generic kind from its spec, seeded from the context', () => {
    const s = tictactoe.create({ scenario: 'standard', seed: 1 });
    for (const spec of [
      'random',
      'mcts:iters=50',
      'mcts:iters=50,reuse=1,depth=0',
      'ismcts:iters=50,c=1.4',
    ]) {
      const a = makeBot(ttt, spec, 0, 'seed-a');
      const b = makeBot(ttt, spec, 0, 'seed-a');
      expect(a.spec).toBe(spec);
      expect(a.choose(s)).toBe(b.choose(s));
    }
  });
});
