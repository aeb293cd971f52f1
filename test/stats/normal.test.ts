import { describe, expect, it } from 'vitest';
import { normalCdf, normalQuantile, twoSidedP, zFor } from '../../src/stats/normal.js';

describe('standard normal (AS 241 quantile)', () => {
  it('gives the tabulated critical values', () => {
    // Published normal tables: z(0.975) = 1.959963985, z(0.995) = 2.575829304, z(0.999) = 3.090232306.
    expect(zFor(0.95)).toBeCloseTo(1.959963985, 9);
    expect(normalQuantile(0.995)).toBeCloseTo(2.575829304, 9);
    expect(normalQuantile(0.001)).toBeCloseTo(-3.090232306, 9);
    // Far tail (the third AS 241 branch): z(1e-20) = -9.262340090.
    expect(normalQuantile(1e-20)).toBeCloseTo(-9.26234009, 8);
  });

  it('is the inverse of the cumulative probability', () => {
    for (const p of [0.01, 0.2, 0.5, 0.8, 0.99]) expect(normalCdf(normalQuantile(p))).toBeCloseTo(p, 7);
  });

  it('gives two-sided p-values: |z| = 1.96 → 0.05, z = 1 → 0.3173', () => {
    expect(twoSidedP(1.959963985)).toBeCloseTo(0.05, 7);
    expect(twoSidedP(-1)).toBeCloseTo(0.3173105, 6);
  });

  it('rejects probabilities outside (0, 1)', () => {
    expect(() => normalQuantile(0)).toThrow(RangeError);
    expect(() => normalQuantile(1)).toThrow(RangeError);
  });
});
