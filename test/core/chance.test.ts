/**
 * Keyed chance (src/core/chance.ts): draws are uniform, independent across keys, a pure function of
 * the key words and the event key, and every game of the registry names each draw once.
 */
import { describe, expect, it } from 'vitest';
import { auditChance, chanceD6, chanceU32, hashWords, type EventKey } from '../../src/core/chance.js';
import { DecisionRng } from '../../src/core/bot.js';
import { Sfc32, seedWords } from '../../src/core/rng.js';
import { GAMES } from '../../src/games/index.js';
import { playMatch } from '../../src/sim/match.js';

describe('keyed chance', () => {
  it('a d6 over 60,000 event keys is uniform (chi-square, 5 degrees of freedom, below the 0.999 quantile)', () => {
    const w = seedWords('chance-test', 'dice');
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60_000; i++)
      counts[chanceD6(w, 0, { turn: i % 40, side: i % 2, purpose: 1 + (i % 3), index: i })! - 1]!++;
    const chi = counts.reduce((a, c) => a + (c - 10_000) ** 2 / 10_000, 0);
    expect(chi).toBeLessThan(20.52);
  });

  it('neighbouring keys give independent dice (pairs of dice over adjacent indices, 35 df)', () => {
    const w = seedWords('chance-test', 'pairs');
    const cells = new Array<number>(36).fill(0);
    const n = 36_000;
    for (let i = 0; i < n; i++) {
      const a = chanceD6(w, 0, { turn: 3, side: 0, purpose: 4, place: 7, round: 2, index: 2 * i });
      const b = chanceD6(w, 0, { turn: 3, side: 0, purpose: 4, place: 7, round: 2, index: 2 * i + 1 });
      cells[(a - 1) * 6 + (b - 1)]!++;
    }
    const chi = cells.reduce((x, c) => x + (c - n / 36) ** 2 / (n / 36), 0);
    expect(chi).toBeLessThan(66.62); // 0.999 quantile of chi-square with 35 df
  });

  it('a draw depends on the key words and every part of the key, and on nothing else', () => {
    const w = seedWords('chance-test', 'dice');
    const key: EventKey = { turn: 5, side: 1, purpose: 2, place: 9, round: 3, index: 4 };
    const x = chanceU32(w, 0, key);
    expect(chanceU32(Int32Array.from(w), 0, { ...key })).toBe(x);
    for (const part of ['turn', 'side', 'purpose', 'place', 'round', 'index'] as const)
      expect(chanceU32(w, 0, { ...key, [part]: key[part]! + 1 })).not.toBe(x);
    const other = Int32Array.from(w);
    other[2] = other[2]! ^ 1;
    expect(chanceU32(other, 0, key)).not.toBe(x);
    expect(hashWords(w, 0, 5, 1, 2, 9, 3, 4)).toBe(x);
  });

  it('Sfc32.rekey restarts a bot stream from its seed and the decision key, whatever it drew before', () => {
    const a = Sfc32.from('bot-seed', 'heuristic');
    const b = Sfc32.from('bot-seed', 'heuristic');
    for (let i = 0; i < 17; i++) b.u32();
    a.rekey(7, 0, 2);
    b.rekey(7, 0, 2);
    const xs = [a.u32(), a.u32(), a.u32()];
    expect([b.u32(), b.u32(), b.u32()]).toEqual(xs);
    b.rekey(7, 0, 3);
    expect(b.u32()).not.toBe(xs[0]);
  });

  it("DecisionRng draws at each decision the stream of its seed and that decision's key, whatever earlier decisions drew", () => {
    const rng = new DecisionRng('bot-seed', 'heuristic');
    const at = (k0: number, k1: number, k2: number): number[] => {
      const g = Sfc32.from('bot-seed', 'heuristic');
      g.rekey(k0, k1, k2);
      return [g.u32(), g.u32(), g.int(1000)];
    };
    rng.enter(3, 1); // decision 0 of turn 3 draws nothing
    rng.enter(3, 1); // decision 1
    expect([rng.u32(), rng.u32(), rng.int(1000)]).toEqual(at(3, 1, 1));
    rng.enter(3, 0, -12345); // a keyed decision (a hash may be negative)
    rng.enter(3, 0, 77); // entered again before any draw: the last key counts
    expect([rng.u32(), rng.u32(), rng.int(1000)]).toEqual(at(3, 0, 77));
    rng.enter(4, 1); // a new turn counts from 0
    expect([rng.u32(), rng.u32(), rng.int(1000)]).toEqual(at(4, 1, 0));
    expect(rng.priority(5)).toBe(Sfc32.from('bot-seed', 'heuristic').keyed(4, 1, 5));
  });
});

describe('every game names each draw once (no event key drawn twice in a game)', () => {
  const cases = GAMES.flatMap((g) =>
    g.scenarios.flatMap((sc) =>
      [{}, Object.fromEntries(g.options.filter((o) => o.kind === 'rule').map((o) => [o.id, true]))].map(
        (options, i) => [g.id, sc.id, i === 0 ? 'defaults' : 'all rules on', g, options] as const,
      ),
    ),
  );
  it.each(cases)('%s %s, %s', (_id, scenario, _label, game, options) => {
    for (let i = 0; i < 2; i++) {
      const seen = new Set<string>();
      const dup: string[] = [];
      auditChance((_w, off, k) => {
        const id = `${off}:${k.turn}:${k.side}:${k.purpose}:${k.place ?? 0}:${k.round ?? 0}:${k.index ?? 0}`;
        if (seen.has(id)) dup.push(id);
        seen.add(id);
      });
      try {
        playMatch({
          game,
          scenario,
          options,
          seed: `audit/${i}`,
          players: Object.fromEntries(game.sides.map((s) => [s, 'random'])),
        });
      } finally {
        auditChance(undefined);
      }
      expect(dup.slice(0, 5)).toEqual([]);
    }
  });
});
