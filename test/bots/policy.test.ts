/**
 * bots/policy.ts pickBest: the best-scoring action, ties (within 1e-9) broken by the lowest keyed
 * priority, the first of equal priorities; a tie that a better action then replaces needs no priority.
 */
import { describe, expect, it } from 'vitest';
import { Sfc32 } from '../../src/core/rng.js';
import { pickBest, type Scorer } from '../../bots/policy.js';

type S = number;
/** A scorer whose action a scores scores[a]. */
const scorer = (scores: readonly number[]): Scorer<S> => ({
  prepare: () => {},
  score: (_s, a) => scores[a]!,
});
const acts = (n: number): Int32Array => Int32Array.from({ length: n }, (_, i) => i);
const rng = Sfc32.from('policy', 'test');

describe('pickBest with a keyed priority', () => {
  it('the lowest priority among the final ties wins, the first of equal priorities', () => {
    const scores = [1, 3, 2, 3 + 5e-10, 3, 3];
    const prio = [9, 7, 0, 5, 2, 2];
    expect(pickBest(scorer(scores), 0, acts(6), 6, rng, 0, (a) => prio[a]!)).toBe(4);
    // the best itself keeps the tie when no tie has a lower priority
    const high = [9, 1, 0, 5, 2, 2];
    expect(pickBest(scorer(scores), 0, acts(6), 6, rng, 0, (a) => high[a]!)).toBe(1);
  });

  it('ties replaced by a better action take no part, and their priority is never asked', () => {
    const scores = [2, 2, 2, 5, 1, 5];
    const asked: number[] = [];
    const prio = (a: number): number => {
      asked.push(a);
      return [0, 0, 0, 8, 0, 3][a]!;
    };
    expect(pickBest(scorer(scores), 0, acts(6), 6, rng, 0, prio)).toBe(5);
    expect(asked.sort()).toEqual([3, 5]);
  });
});
