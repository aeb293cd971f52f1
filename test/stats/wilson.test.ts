import { describe, expect, it } from 'vitest';
import { wilsonInterval } from '../../src/stats/wilson.js';

describe('Wilson score interval', () => {
  it('7 of 50 at 95 % is [0.069508, 0.261862] (issue 4 test vector)', () => {
    const w = wilsonInterval(7, 50);
    expect(w.rate).toBe(0.14);
    expect(w.lo).toBeCloseTo(0.069508, 6);
    expect(w.hi).toBeCloseTo(0.261862, 6);
  });

  it('matches Newcombe (1998), Statistics in Medicine 17:857, Table II, method 3 (score, no correction)', () => {
    const cases: [number, number, number, number][] = [
      [81, 263, 0.2553, 0.3662],
      [15, 148, 0.0624, 0.1605],
      [0, 20, 0, 0.1611],
      [1, 29, 0.0061, 0.1718],
    ];
    for (const [x, n, lo, hi] of cases) {
      const w = wilsonInterval(x, n);
      expect(w.lo).toBeCloseTo(lo, 4);
      expect(w.hi).toBeCloseTo(hi, 4);
    }
  });

  it('is [0, 1] without games and refuses impossible counts', () => {
    expect(wilsonInterval(0, 0)).toMatchObject({ lo: 0, hi: 1 });
    expect(() => wilsonInterval(5, 4)).toThrow(RangeError);
  });

  it('refuses negative or undefined counts with a message naming them', () => {
    expect(() => wilsonInterval(-1, 10)).toThrow(/need 0 ≤ x ≤ n, got -1 of 10/);
    expect(() => wilsonInterval(0, -1)).toThrow(/got 0 of -1/);
    expect(() => wilsonInterval(Number.NaN, 10)).toThrow(RangeError);
    expect(() => wilsonInterval(1, Number.NaN)).toThrow(RangeError);
    expect(() => wilsonInterval(5, 4)).toThrow(/got 5 of 4/);
  });

  it("at another level uses that level's z: 7 of 50 at 90 % (z = 1.644854)", () => {
    // scipy.stats.binomtest(7, 50).proportion_ci(0.9, 'wilson') = (0.0777209, 0.2392390).
    const w = wilsonInterval(7, 50, 0.9);
    expect(w.lo).toBeCloseTo(0.0777209, 6);
    expect(w.hi).toBeCloseTo(0.239239, 6);
  });
});
