import { describe, expect, it } from 'vitest';
import { newcombeChange, newcombePaired, variantTable } from '../../src/stats/newcombe.js';
import { pairedComparison, type Pair } from '../../src/stats/paired.js';
import { zFor } from '../../src/stats/normal.js';
import { wilsonInterval } from '../../src/stats/wilson.js';
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

/** Lower and upper bounds built from the two Wilson intervals with a given φ (the file comment's L and U). */
function squareAndAdd(t: { a: number; b: number; c: number; d: number }, phi: number): [number, number] {
  const n = t.a + t.b + t.c + t.d;
  const [p1, p2] = [(t.a + t.b) / n, (t.a + t.c) / n];
  const [w1, w2] = [wilsonInterval(t.a + t.b, n), wilsonInterval(t.a + t.c, n)];
  const [dl1, du1, dl2, du2] = [p1 - w1.lo, w1.hi - p1, p2 - w2.lo, w2.hi - p2];
  return [
    p1 - p2 - Math.sqrt(dl1 * dl1 - 2 * phi * dl1 * du2 + du2 * du2),
    p1 - p2 + Math.sqrt(dl2 * dl2 - 2 * phi * dl2 * du1 + du1 * du1),
  ];
}

describe("Newcombe's correction of φ", () => {
  it('takes n/2 off a cross product ad − bc above n/2', () => {
    // (3, 1, 1, 3): ad − bc = 8 > n/2 = 4, so C = 4 and φ = 4 / √(4·4·4·4) = 0.25.
    const t = { a: 3, b: 1, c: 1, d: 3 };
    const [lo, hi] = squareAndAdd(t, 0.25);
    const r = newcombePaired(t);
    expect(r.lo).toBeCloseTo(lo, 12);
    expect(r.hi).toBeCloseTo(hi, 12);
    expect(r.lo).not.toBeCloseTo(squareAndAdd(t, 0)[0], 3);
  });

  it('sets φ to 0 for a cross product from 0 to n/2', () => {
    // (1, 2, 2, 4): ad − bc = 0, so φ = 0: the two half-widths add in squares.
    const t = { a: 1, b: 2, c: 2, d: 4 };
    const [lo, hi] = squareAndAdd(t, 0);
    const r = newcombePaired(t);
    expect(r.lo).toBeCloseTo(lo, 12);
    expect(r.hi).toBeCloseTo(hi, 12);
  });

  it('keeps a negative cross product uncorrected', () => {
    // (1, 3, 3, 1): ad − bc = −8, φ = −8 / √(4·4·4·4) = −0.5.
    const t = { a: 1, b: 3, c: 3, d: 1 };
    const [lo, hi] = squareAndAdd(t, -0.5);
    const r = newcombePaired(t);
    expect(r.lo).toBeCloseTo(lo, 12);
    expect(r.hi).toBeCloseTo(hi, 12);
  });

  it('gives an empty table no interval', () => {
    const r = newcombePaired({ a: 0, b: 0, c: 0, d: 0 });
    expect([r.diff, r.lo, r.hi].every(Number.isNaN)).toBe(true);
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
    // the se a report shows is the interval's half width over z
    expect(r.se).toBeCloseTo((r.hi - r.lo) / (2 * zFor(0.95)), 12);
    const r90 = newcombeChange(pairs, 0.9);
    expect(r90.se).toBeCloseTo((r90.hi - r90.lo) / (2 * zFor(0.9)), 12);
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
