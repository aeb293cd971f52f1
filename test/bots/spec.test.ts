import { describe, expect, it } from 'vitest';
import { UserError } from '../../src/core/errors.js';
import type { Game } from '../../src/core/game.js';
import { BOT_KINDS, checkBotSpec, makeBot } from '../../bots/index.js';
import { botHelp, parseBotSpec } from '../../bots/spec.js';
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
    // ms and prior are optional: absent unless the spec sets them.
    expect(m.params).toEqual({
      iters: 800,
      c: 0.7,
      rollout: 'heuristic',
      depth: 40,
      width: 8,
      value: 'evaluate',
      reuse: false,
    });
    expect(parseBotSpec(BOT_KINDS, 'mcts:ms=200').params.ms).toBe(200);
    expect(parseBotSpec(BOT_KINDS, 'mcts:prior=heuristic,reuse=true').params).toMatchObject({
      prior: 'heuristic',
      reuse: true,
    });
    const is = parseBotSpec(BOT_KINDS, 'ismcts:iters=500');
    expect([is.kind.id, is.params.iters, is.params.rollout]).toEqual(['ismcts', 500, 'random']);
    expect(parseBotSpec(BOT_KINDS, 'heuristic').kind.id).toBe('heuristic');
    expect(parseBotSpec(BOT_KINDS, 'random').kind.id).toBe('random');
  });

  it('keeps the spellings of older spec strings: reuse=1/0, prior=none and ms=0 (not set)', () => {
    expect(parseBotSpec(BOT_KINDS, 'mcts:reuse=1').params.reuse).toBe(true);
    expect(parseBotSpec(BOT_KINDS, 'mcts:reuse=0').params.reuse).toBe(false);
    expect(parseBotSpec(BOT_KINDS, 'mcts:reuse=false').params.reuse).toBe(false);
    const old = parseBotSpec(BOT_KINDS, 'ismcts:ms=0,prior=none');
    expect('ms' in old.params || 'prior' in old.params).toBe(false);
    // A later setting replaces an earlier one, the "not set" spelling included.
    expect('ms' in parseBotSpec(BOT_KINDS, 'mcts:ms=50,ms=0').params).toBe(false);
  });

  it('every parameter declares type, default or optional, range or values, and a line of doc', () => {
    for (const k of BOT_KINDS) {
      for (const p of k.params) {
        expect(p.doc.length).toBeGreaterThan(10);
        if (p.type === 'boolean') expect(typeof p.default).toBe('boolean');
        else if (p.type === 'enum') {
          if (p.default !== undefined) expect(p.values).toContain(p.default);
        } else if (p.default !== undefined) {
          expect(p.default).toBeGreaterThanOrEqual(p.min);
          expect(p.default).toBeLessThanOrEqual(p.max);
        }
      }
    }
  });

  it('the help text is made from the declarations: every kind, every parameter, its default', () => {
    const help = botHelp(BOT_KINDS);
    for (const k of BOT_KINDS) {
      expect(help).toContain(`  ${k.id} `);
      expect(help).toContain(k.doc);
    }
    const mcts = BOT_KINDS.find((k) => k.id === 'mcts')!;
    for (const p of mcts.params) expect(help).toContain(`${p.name}=<`);
    expect(help).toMatch(/iters=<int 1\.\.10000000> +iterations per decision.*\(default 1000\)/);
    expect(help).toMatch(/ms=<int 1\.\.3600000> .*\(optional, not set by default; ms=0 also means not set\)/);
    expect(help).toMatch(/reuse=<true\|false> .*\(default false; 1 and 0 also accepted\)/);
    expect(help).toContain('parameters as mcts');
  });

  it('rejects an unknown bot, naming the accepted ones', () => {
    expect(userError(() => parseBotSpec(BOT_KINDS, 'alphazero:iters=3', '--usa'))).toBe(
      "--usa: unknown bot 'alphazero' in 'alphazero:iters=3'; accepted: random, heuristic, mcts, ismcts, plan",
    );
  });

  it('rejects an unknown parameter, naming the accepted ones', () => {
    expect(userError(() => parseBotSpec(BOT_KINDS, 'mcts:iterations=3'))).toBe(
      "bot: bot 'mcts' has no parameter 'iterations'; accepted: iters, ms, c, rollout, depth, prior, width, value, reuse",
    );
    expect(userError(() => parseBotSpec(BOT_KINDS, 'random:iters=3'))).toMatch(/has no parameter 'iters'/);
  });

  it('rejects out-of-range, mistyped and unlisted values', () => {
    expect(userError(() => parseBotSpec(BOT_KINDS, 'mcts:iters=0'))).toBe(
      'bot: mcts.iters must be in [1, 10000000], got 0',
    );
    expect(userError(() => parseBotSpec(BOT_KINDS, 'mcts:c=-1'))).toMatch(/mcts\.c must be in \[0, 100\]/);
    expect(userError(() => parseBotSpec(BOT_KINDS, 'mcts:reuse=2'))).toBe(
      "bot: mcts.reuse must be true or false (or 1, 0), got '2'",
    );
    expect(userError(() => parseBotSpec(BOT_KINDS, 'mcts:prior=greedy'))).toBe(
      "bot: mcts.prior must be one of heuristic (or none: not set), got 'greedy'",
    );
    expect(userError(() => parseBotSpec(BOT_KINDS, 'mcts:ms=-5'))).toBe(
      'bot: mcts.ms must be in [1, 3600000], got -5',
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
      'mcts:iters=50,reuse=true,prior=none,ms=0',
      'ismcts:iters=50,c=1.4',
    ]) {
      const a = makeBot(ttt, spec, 0, 'seed-a');
      const b = makeBot(ttt, spec, 0, 'seed-a');
      expect(a.spec).toBe(spec);
      expect(a.choose(s)).toBe(b.choose(s));
    }
  });
});
