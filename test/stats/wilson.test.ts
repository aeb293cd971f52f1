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
});
