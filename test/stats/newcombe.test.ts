import { describe, expect, it } from 'vitest';
import { newcombeChange, newcombePaired, variantTable } from '../../src/stats/newcombe.js';
import { pairedComparison, type Pair } from '../../src/stats/paired.js';
import { verdictKind } from '../../src/report/verdict.js';

describe("Newcombe's paired interval (1998, method 10) against published values", () => {
  it('matches the Cavo et al. example of Fagerland, Lydersen & Laake (2017), §8.5', () => {
    // (a, b, c, d) = (59, 6, 16, 80): estimate −0.0621, 95 % CI −0.1186 to −0.0046.
    const r = newcombePaired({ a: 59, b: 6, c: 16, d: 80 });
    expect(r.diff).toBeCloseTo(-0.0621, 4);
    expect(r.lo).toBeCloseTo(-0.1186, 4);
    expect(r.hi).toBeCloseTo(-0.0046, 4);
  });

  it('gives the Bentur et al. example of the same section (1, 1, 7, 12) by the same formula', () => {
    const r = newcombePaired({ a: 1, b: 1, c: 7, d: 12 });
    expect(r.diff).toBeCloseTo(-0.2857, 4);
    expect(r.lo).toBeCloseTo(-0.5069, 4);
    expect(r.hi).toBeCloseTo(-0.0256, 4);
  });

  it('keeps a width with no discordant pair, and the width shrinks with n', () => {
    const widths = [20, 200, 2000].map((n) => {
      const r = newcombePaired({ a: n / 2, b: 0, c: 0, d: n / 2 });
      expect(r.diff).toBe(0);
      expect(r.lo).toBeLessThan(0);
      expect(r.hi).toBeGreaterThan(0);
      return r.hi - r.lo;
    });
    expect(widths[1]!).toBeLessThan(widths[0]!);
    expect(widths[2]!).toBeLessThan(widths[1]!);
    // One margin empty (every game lost in both arms): φ = 0, the two Wilson half-widths add in squares.
    const none = newcombePaired({ a: 0, b: 0, c: 0, d: 20 });
    expect(none.hi).toBeCloseTo(0.1611, 4);
  });
});

describe('scored pairs as a paired table', () => {
  it('puts the variant first, so θ is the change over the baseline, and splits half scores', () => {
    const pairs: Pair[] = [
      { baseline: 0, variant: 1 },
      { baseline: 0, variant: 1 },
      { baseline: 1, variant: 0 },
      { baseline: 0.5, variant: 1 },
      { baseline: 0.5, variant: 0.5 },
      { baseline: 1, variant: 1 },
      { baseline: 0, variant: 0 },
    ];
    expect(variantTable(pairs)).toEqual({ a: 2, b: 2.5, c: 1, d: 1.5 });
    const r = newcombeChange(pairs);
    expect(r.diff).toBeCloseTo(pairedComparison(pairs).diff, 12);
    expect(r.se).toBeGreaterThan(0);
  });

  it('gives a run with no differing game a nonzero interval where the normal one is [0, 0]', () => {
    const pairs: Pair[] = Array.from({ length: 30 }, (_, i) => ({ baseline: i % 2, variant: i % 2 }));
    const normal = pairedComparison(pairs);
    expect([normal.lo, normal.hi]).toEqual([0, 0]);
    const r = newcombeChange(pairs);
    expect(r.hi - r.lo).toBeGreaterThan(0.05);
  });
});

describe('a tiny run cannot say "no effect" (issue 23)', () => {
  it('reads undecided after 30 identical twin games, no effect after 20,000', () => {
    const judge = (n: number): string => {
      const pairs: Pair[] = Array.from({ length: n }, (_, i) => ({ baseline: i % 2, variant: i % 2 }));
      const r = newcombeChange(pairs);
      return verdictKind(
        { pairs: n, tested: true, change: r.diff, lo: r.lo, hi: r.hi, pHolm: 1 },
        0.05,
        0.03,
      );
    };
    expect(judge(30)).toBe('undecided');
    expect(judge(20_000)).toBe('no effect');
  });
});
