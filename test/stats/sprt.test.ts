import { describe, expect, it } from 'vitest';
import { diffCounts, gsprtLlr, pairedSprt, sprtBounds, SPRT_START } from '../../src/stats/sprt.js';

const logistic = (elo: number): number => 1 / (1 + 10 ** (-elo / 400));

describe('GSPRT log-likelihood ratio (fishtest LLRcalc, statistic "expectation")', () => {
  it("Wald's bounds for alpha = beta = 0.05 are ±2.944 (fishtest's familiar (-2.94, 2.94))", () => {
    const b = sprtBounds(0.05, 0.05);
    expect(b.lower).toBeCloseTo(-Math.log(19), 12);
    expect(b.upper).toBeCloseTo(Math.log(19), 12);
  });

  it("reproduces fishtest's LLR_logistic on its own stat_util example run", () => {
    // stat_util.py __main__: pentanomial [10789, 19328, 33806, 19402, 10543], elo0 = -3, elo1 = 1.
    // LLRcalc.LLR_logistic gives 2.1310678 for the pentanomial and 2.0490426 for the trinomial
    // (L, D, W) = (65804, 56553, 65388).
    const penta = gsprtLlr(
      [0, 0.25, 0.5, 0.75, 1],
      [10789, 19328, 33806, 19402, 10543],
      logistic(-3),
      logistic(1),
    );
    expect(penta).toBeCloseTo(2.1310678117940807, 6);
    const tri = gsprtLlr([0, 0.5, 1], [65804, 56553, 65388], logistic(-3), logistic(1));
    expect(tri).toBeCloseTo(2.0490426179674808, 6);
  });

  it("reduces to Wald's Bernoulli SPRT for two values: x·ln(s1/s0) + (n−x)·ln((1−s1)/(1−s0))", () => {
    // 1 success in 100 at s0 = 0.5, s1 = 0.9: ln 1.8 + 99 ln 0.2 = -158.74657 (the constrained MLE
    // lies next to the edge of its domain, where a bisection on a wrong bracket misses it).
    expect(gsprtLlr([0, 1], [99, 1], 0.5, 0.9)).toBeCloseTo(Math.log(1.8) + 99 * Math.log(0.2), 8);
    expect(gsprtLlr([0, 1], [30, 70], 0.5, 0.6)).toBeCloseTo(70 * Math.log(1.2) + 30 * Math.log(0.8), 8);
  });

  it('refuses mismatched inputs and hypotheses outside the range of the values', () => {
    expect(() => gsprtLlr([0, 1], [1, 2, 3], 0.4, 0.6)).toThrow(/values\/counts mismatch/);
    expect(() => gsprtLlr([1], [5], 0.4, 0.6)).toThrow(/values\/counts mismatch/);
    expect(() => gsprtLlr([0, 1], [5, 5], 0.5, 1)).toThrow(/expectation 1 outside the values' range/);
    expect(() => gsprtLlr([0, 1], [5, 5], 0, 0.5)).toThrow(/expectation 0 outside/);
    expect(() => gsprtLlr([0, 1], [5, 5], 0.5, 1.5)).toThrow(RangeError);
  });

  it('matches LLRcalc on paired differences, including empty cells (regularized)', () => {
    const values = [-1, -0.5, 0, 0.5, 1];
    expect(gsprtLlr(values, [0, 10, 70, 14, 6], 0, 0.05)).toBeCloseTo(2.710422312512663, 6);
    expect(gsprtLlr(values, [0, 10, 70, 14, 6], 0, -0.05)).toBeCloseTo(-4.89685325929752, 6);
    expect(gsprtLlr(values, [30, 0, 400, 0, 70], 0, 0.05)).toBeCloseTo(7.053398352024164, 6);
  });
});

describe('two-sided Sobel–Wald SPRT on paired games', () => {
  const cfg = { delta: 0.05, alpha: 0.05, beta: 0.05 };
  const make = (up: number, down: number, same: number) => [
    ...Array.from({ length: up }, () => ({ baseline: 0, variant: 1 })),
    ...Array.from({ length: down }, () => ({ baseline: 1, variant: 0 })),
    ...Array.from({ length: same }, (_, i) => ({ baseline: i % 2, variant: i % 2 })),
  ];

  it('counts the differences by value', () => {
    expect(
      diffCounts([
        { baseline: 0, variant: 1 },
        { baseline: 0.5, variant: 0 },
        { baseline: 1, variant: 1 },
      ]),
    ).toEqual([0, 1, 1, 0, 1]);
  });

  it('refuses scores other than 0, ½ and 1', () => {
    for (const [baseline, variant] of [
      [0.25, 0],
      [0, 2],
      [1, -1],
      [0, 0.75],
    ])
      expect(() => diffCounts([{ baseline: baseline!, variant: variant! }])).toThrow(
        /scores must be 0, 0.5 or 1/,
      );
  });

  it('refuses a delta outside (0, 1)', () => {
    for (const delta of [0, 1, -0.05, 1.5])
      expect(() => pairedSprt(make(1, 1, 10), { ...cfg, delta })).toThrow(/SPRT delta must be in \(0, 1\)/);
  });

  it('each one-sided test runs at alpha/2: bounds ln(0.05/0.975) and ln(0.95/0.025)', () => {
    const r = pairedSprt(make(1, 1, 10), cfg);
    expect(r.lower).toBeCloseTo(-2.970414465569701, 12);
    expect(r.upper).toBeCloseTo(3.6375861597263857, 12);
  });

  it('decides "changes" (H1, up) for a clear increase', () => {
    const r = pairedSprt(make(60, 10, 130), cfg);
    expect(r.decision).toBe('H1');
    expect(r.direction).toBe(1);
    expect(r.llrUp).toBeGreaterThan(r.upper);
  });

  it('decides "changes" (H1, down) for a clear decrease', () => {
    const r = pairedSprt(make(10, 60, 130), cfg);
    expect(r).toMatchObject({ decision: 'H1', direction: -1 });
  });

  it('decides "no effect larger than delta" (H0) only when both directions are rejected', () => {
    const r = pairedSprt(make(40, 40, 920), cfg);
    expect(r.llrUp).toBeLessThan(r.lower);
    expect(r.llrDown).toBeLessThan(r.lower);
    expect(r.decision).toBe('H0');
  });

  it('continues while the evidence is weak, and keeps a one-sided decision once taken', () => {
    const r = pairedSprt(make(3, 2, 15), cfg);
    expect(r.decision).toBe('continue');
    expect(r.direction).toBe(0);
    expect(r.state).toEqual({ up: 'continue', down: 'continue' });
    const sticky = pairedSprt(make(3, 2, 15), cfg, { ...SPRT_START, up: 'H0' });
    expect(sticky.state.up).toBe('H0');
    expect(sticky.decision).toBe('continue'); // one test accepting H0 is not a verdict
    const h1 = pairedSprt(make(3, 2, 15), cfg, { ...SPRT_START, up: 'H1' });
    expect(h1).toMatchObject({ decision: 'H1', direction: 1, state: { up: 'H1', down: 'continue' } });
  });

  it('does not declare "no effect" when only one of the two tests accepts H0', () => {
    // 20 up, 35 down, 600 equal: LLR(up) = -16.11 (H0 accepted), LLR(down) = -0.603, inside the
    // bounds (-2.970, 3.638): an independent GSPRT (scipy brentq) gives the same two values.
    const r = pairedSprt(make(20, 35, 600), cfg);
    expect(r.llrUp).toBeCloseTo(-16.112854159917056, 6);
    expect(r.llrDown).toBeCloseTo(-0.6031193596382852, 6);
    expect(r.state).toEqual({ up: 'H0', down: 'continue' });
    expect(r.decision).toBe('continue');
    expect(r.direction).toBe(0);
    // The mirror image: the down test accepts H0, the up test goes on.
    const m = pairedSprt(make(35, 20, 600), cfg);
    expect(m.llrUp).toBeCloseTo(-0.6031193596382852, 6);
    expect(m.state).toEqual({ up: 'continue', down: 'H0' });
    expect(m.decision).toBe('continue');
  });

  it('when both tests have accepted H1 (one at an earlier look) the direction follows the larger LLR', () => {
    // 5 up, 20 down, 400 equal: LLR(down) = 4.093 ≥ 3.638 now; the up test had accepted H1 before.
    const r = pairedSprt(make(5, 20, 400), cfg, { up: 'H1', down: 'continue' });
    expect(r.llrDown).toBeCloseTo(4.09253974565388, 6);
    expect(r.state).toEqual({ up: 'H1', down: 'H1' });
    expect(r).toMatchObject({ decision: 'H1', direction: -1 });
    const both = pairedSprt(make(20, 5, 400), cfg, { up: 'continue', down: 'H1' });
    expect(both).toMatchObject({ decision: 'H1', direction: 1, state: { up: 'H1', down: 'H1' } });
  });

  it('when both tests have accepted H1 and the two LLRs tie, the direction is +1 (the documented convention)', () => {
    // 10 up, 10 down: the evidence is symmetric, so the two LLRs are exactly equal.
    const r = pairedSprt(make(10, 10, 0), cfg, { up: 'H1', down: 'H1' });
    expect(r.llrUp).toBe(r.llrDown);
    expect(r).toMatchObject({ decision: 'H1', direction: 1 });
  });
});
