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
    expect(() => normalQuantile(Number.NaN)).toThrow(/p must be in \(0, 1\), got NaN/);
  });

  // Reference quantiles: Φ⁻¹(p) solved to 40 digits with mpmath (ncdf + findroot), the values R's
  // qnorm prints; AS 241 promises about 1e-16 relative accuracy in each of its three regions.
  it('is accurate to 1e-12 in the central region |p - ½| ≤ 0.425 (AS 241 first approximation)', () => {
    expect(normalQuantile(0.5)).toBe(0);
    expect(normalQuantile(0.9)).toBeCloseTo(1.2815515655446004, 12);
    expect(normalQuantile(0.6)).toBeCloseTo(0.2533471031357998, 12);
    expect(normalQuantile(0.3)).toBeCloseTo(-0.5244005127080408, 12);
    expect(normalQuantile(0.075)).toBeCloseTo(-1.4395314709384559, 12); // the region's edge
  });

  it('is accurate in the intermediate and far tails (second and third approximations)', () => {
    expect(normalQuantile(0.01)).toBeCloseTo(-2.326347874040841, 12);
    expect(normalQuantile(0.99)).toBeCloseTo(2.326347874040841, 12);
    expect(normalQuantile(1e-10)).toBeCloseTo(-6.361340902404056, 10);
    expect(normalQuantile(1e-15)).toBeCloseTo(-7.941345326170997, 10);
    expect(normalQuantile(1e-100)).toBeCloseTo(-21.27345356096532, 9);
    expect(normalQuantile(1e-300)).toBeCloseTo(-37.0470962993612, 9);
  });

  it('gives p = 0 for an infinite statistic and NaN for NaN', () => {
    expect(twoSidedP(Number.POSITIVE_INFINITY)).toBe(0);
    expect(twoSidedP(Number.NEGATIVE_INFINITY)).toBe(0);
    expect(twoSidedP(Number.NaN)).toBeNaN();
    expect(twoSidedP(0)).toBe(1);
  });

  it('zFor refuses confidence levels outside (0, 1)', () => {
    for (const level of [0, 1, -0.5, 1.5, Number.NaN])
      expect(() => zFor(level)).toThrow(/confidence level must be in \(0, 1\)/);
    expect(zFor(0.5)).toBeCloseTo(0.6744897501960817, 12); // the quartile
  });
});
