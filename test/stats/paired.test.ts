import { describe, expect, it } from 'vitest';
import { pairedComparison } from '../../src/stats/paired.js';

describe('paired comparison on common random numbers', () => {
  // Ten seeds; differences d = (0, 1, 0, -1, 1, 0, 0, 1, 0, 0): mean 0.2, s_d = √0.4, se = 0.2.
  const baseline = [1, 0, 1, 1, 0, 0.5, 1, 0, 1, 0];
  const variant = [1, 1, 1, 0, 1, 0.5, 1, 1, 1, 0];
  const pairs = baseline.map((b, i) => ({ baseline: b, variant: variant[i]! }));

  it('gives the mean difference with the normal-approximation interval d̄ ± z·s_d/√n', () => {
    const c = pairedComparison(pairs);
    expect(c.n).toBe(10);
    expect(c.baselineMean).toBeCloseTo(0.55, 12);
    expect(c.variantMean).toBeCloseTo(0.75, 12);
    expect(c.diff).toBeCloseTo(0.2, 12);
    expect(c.se).toBeCloseTo(0.2, 12);
    expect(c.lo).toBeCloseTo(-0.191993, 6);
    expect(c.hi).toBeCloseTo(0.591993, 6);
    // z = 1: two-sided p = 0.317311.
    expect(c.p).toBeCloseTo(0.317311, 6);
  });

  it('reports the Pearson correlation of the pairs (numpy.corrcoef: 0.0657383)', () => {
    expect(pairedComparison(pairs).correlation).toBeCloseTo(0.0657383, 6);
  });

  it('has no correlation when an arm does not vary, and p = 1 for identical arms', () => {
    const same = [0, 1, 1, 0].map((x) => ({ baseline: x, variant: x }));
    const c = pairedComparison(same);
    expect(c.diff).toBe(0);
    expect(c.p).toBe(1);
    expect(
      pairedComparison([
        { baseline: 1, variant: 0 },
        { baseline: 1, variant: 1 },
      ]).correlation,
    ).toBeNull();
  });

  it('two pairs that move together have correlation 1; one pair has no spread, so no p-value', () => {
    const two = pairedComparison([
      { baseline: 0, variant: 0 },
      { baseline: 1, variant: 1 },
    ]);
    expect(two.correlation).toBeCloseTo(1, 12);
    const one = pairedComparison([{ baseline: 0, variant: 1 }]);
    expect(one.diff).toBe(1);
    expect(one.se).toBeNaN(); // s_d needs n - 1 > 0
    expect(one.p).toBeNaN();
    expect(one.correlation).toBeNull();
  });

  it('a difference without spread is certain: every seed +1 gives se = 0 and p = 0', () => {
    const c = pairedComparison(Array.from({ length: 5 }, () => ({ baseline: 0, variant: 1 })));
    expect(c.se).toBe(0);
    expect(c.p).toBe(0);
    expect([c.lo, c.hi]).toEqual([1, 1]);
  });

  it('is empty (NaN) without pairs', () => {
    const c = pairedComparison([]);
    expect(c.n).toBe(0);
    expect(c.diff).toBeNaN();
    expect(c.p).toBeNaN();
    expect(c.correlation).toBeNull();
  });

  it('uses the level given: 90 % is d̄ ± 1.644854·se', () => {
    const c = pairedComparison(pairs, 0.9);
    expect(c.lo).toBeCloseTo(0.2 - 1.6448536269514722 * 0.2, 9);
    expect(c.hi).toBeCloseTo(0.2 + 1.6448536269514722 * 0.2, 9);
  });
});
