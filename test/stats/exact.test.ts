import { describe, expect, it } from 'vitest';
import { chiSquareTail, exactMcNemar, heterogeneity } from '../../src/stats/exact.js';

describe('exact McNemar test (R binom.test(min(b, c), b + c) p-values)', () => {
  it('matches the published exact p-values', () => {
    // binom.test(2, 14): p-value = 0.01294 (= 2 · 106 / 16384).
    expect(exactMcNemar(12, 2)).toBeCloseTo(212 / 16384, 12);
    expect(exactMcNemar(2, 12)).toBeCloseTo(0.01294, 5);
    // binom.test(0, 6): p-value = 0.03125; binom.test(1, 10): 0.02148.
    expect(exactMcNemar(6, 0)).toBeCloseTo(0.03125, 12);
    expect(exactMcNemar(1, 9)).toBeCloseTo(0.021484375, 12);
    // Balanced discordant pairs, or none: no evidence.
    expect(exactMcNemar(5, 5)).toBe(1);
    expect(exactMcNemar(0, 0)).toBe(1);
  });

  it('is more conservative than the normal paired test when discordant pairs are few', () => {
    // 9 against 2: the z test (McNemar's χ² without correction) gives p = 0.0348, the exact 0.0654.
    expect(exactMcNemar(9, 2)).toBeCloseTo(0.06543, 5);
  });

  it('stays finite for thousands of pairs', () => {
    const p = exactMcNemar(1040, 960);
    expect(p).toBeGreaterThan(0.05);
    expect(p).toBeLessThan(0.1);
  });
});

describe('χ² tail and Cochran heterogeneity', () => {
  it('gives the textbook 5 % critical values', () => {
    expect(chiSquareTail(3.841459, 1)).toBeCloseTo(0.05, 6);
    expect(chiSquareTail(5.991465, 2)).toBeCloseTo(0.05, 6);
    expect(chiSquareTail(7.814728, 3)).toBeCloseTo(0.05, 6);
    expect(chiSquareTail(0.1, 4)).toBeCloseTo(0.998791, 6);
  });

  // Reference values: mpmath 1.3 gammainc(df/2, x/2, inf, regularized=True) at 30 digits.
  it('is the regularized upper incomplete gamma, near the median and in both tails', () => {
    expect(chiSquareTail(30, 40)).toBeCloseTo(0.875218784967475, 12); // below a + 1: the series
    expect(chiSquareTail(60, 40)).toBeCloseTo(0.0218734684413909, 12); // above: the continued fraction
    expect(chiSquareTail(1000, 1000)).toBeCloseTo(0.49405285382924, 10);
    // Far in the upper tail the relative error stays small (1 − P would round to 0).
    expect(chiSquareTail(100, 2) / 1.928749847963918e-22).toBeCloseTo(1, 10);
    expect(chiSquareTail(1500, 1000) / 1.0454640385979657e-22).toBeCloseTo(1, 8);
  });

  it('takes fractional degrees of freedom below one (ln Γ below ½ by reflection)', () => {
    expect(chiSquareTail(1, 0.5)).toBeCloseTo(0.153513595808322, 12);
    expect(chiSquareTail(0.2, 0.8)).toBeCloseTo(0.563763594707527, 12);
    // df → 0: the mass gathers at 0 and the tail is a · E₁(x/2); ln Γ(1e-6) must be exact to 1e-12 here.
    expect(chiSquareTail(1, 2e-6) / 5.5977388815563453e-7).toBeCloseTo(1, 7);
  });

  it('is 1 at and below 0, and NaN without positive degrees of freedom', () => {
    expect(chiSquareTail(0, 3)).toBe(1);
    expect(chiSquareTail(-2, 3)).toBe(1);
    expect(chiSquareTail(1, 0)).toBeNaN();
    expect(chiSquareTail(1, -1)).toBeNaN();
    expect(chiSquareTail(1, -3)).toBeNaN(); // Γ(−1.5) is finite: only the check says no
    expect(chiSquareTail(4, 0)).toBeNaN(); // the continued fraction alone would say 0
    expect(chiSquareTail(Number.NaN, 2)).toBeNaN();
  });

  it('finds a contradiction between two strengths and none between agreeing ones', () => {
    // +5 ± 1 and −4 ± 2 points: Q = (9)² / (1 + 4) = 16.2 on 1 df.
    const h = heterogeneity([
      { d: 0.05, se: 0.01 },
      { d: -0.04, se: 0.02 },
    ])!;
    expect(h.q).toBeCloseTo(16.2, 9);
    expect(h.df).toBe(1);
    expect(h.p).toBeCloseTo(5.7e-5, 6);
    expect(
      heterogeneity([
        { d: 0.05, se: 0.01 },
        { d: 0.045, se: 0.02 },
      ])!.p,
    ).toBeGreaterThan(0.5);
    expect(heterogeneity([{ d: 0.05, se: 0.01 }])).toBeNull();
  });

  it('leaves out estimates without a finite effect or a positive standard error', () => {
    const two = [
      { d: 0.05, se: 0.01 },
      { d: -0.04, se: 0.02 },
    ];
    const withBad = [
      ...two,
      { d: Number.NaN, se: 0.01 },
      { d: 0.3, se: 0 },
      { d: Number.POSITIVE_INFINITY, se: 0.1 },
    ];
    expect(heterogeneity(withBad)).toEqual(heterogeneity(two));
    expect(
      heterogeneity([
        { d: 0.05, se: 0.01 },
        { d: 0.3, se: 0 },
      ]),
    ).toBeNull();
  });
});
