/** Planning sample sizes (stats/samplesize.ts), checked against the textbook figures. */
import { describe, expect, it } from 'vitest';
import { gamesForHalfWidth, pairedGamesForTest, ruleOfThree } from '../../src/stats/samplesize.js';

describe('gamesForHalfWidth: n = z² · variance / h², rounded up', () => {
  it('gives the pollster figures at 95 %', () => {
    // ±3 points on a 50 % rate: 1.959964² · 0.25 / 0.03² = 1067.1, the familiar 1,068.
    expect(gamesForHalfWidth(0.25, 0.03)).toBe(1068);
    // ±5 points: 384.2, the familiar 385 (rounded up, never down: 384 would miss the width).
    expect(gamesForHalfWidth(0.25, 0.05)).toBe(385);
  });

  it('takes the confidence level', () => {
    // 99 %: 2.575829² · 0.25 / 0.05² = 663.5 -> 664.
    expect(gamesForHalfWidth(0.25, 0.05, 0.99)).toBe(664);
    // a smaller variance needs proportionally fewer games: p = 0.1, ±3 points at 95 %: 384.1 -> 385.
    expect(gamesForHalfWidth(0.09, 0.03)).toBe(385);
  });
});

describe('pairedGamesForTest: n = (z(1-α/2) + z(1-β))² · m2 / δ² (Connor 1987 at its upper bound)', () => {
  it('gives 628 paired games for 80 % power and 841 for 90 %', () => {
    // (1.959964 + 0.841621)² · 0.2 / 0.05² = 627.9.
    expect(pairedGamesForTest(0.2, 0.05, 0.05, 0.2)).toBe(628);
    // (1.959964 + 1.281552)² · 0.2 / 0.05² = 840.6.
    expect(pairedGamesForTest(0.2, 0.05, 0.05, 0.1)).toBe(841);
  });

  it('tests at the two-sided level α', () => {
    // α = 0.01: (2.575829 + 0.841621)² · 0.2 / 0.05² = 934.3 -> 935.
    expect(pairedGamesForTest(0.2, 0.05, 0.01, 0.2)).toBe(935);
  });
});

describe('ruleOfThree: 3/n, the 95 % upper bound on a rate never seen in n trials', () => {
  it('is 3/n', () => {
    expect(ruleOfThree(300)).toBeCloseTo(0.01, 12);
    expect(ruleOfThree(6)).toBeCloseTo(0.5, 12);
  });

  it('is never above 1, a rate', () => {
    expect(ruleOfThree(3)).toBe(1);
    expect(ruleOfThree(2)).toBe(1);
    expect(ruleOfThree(1)).toBe(1);
  });
});
