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
    const sticky = pairedSprt(make(3, 2, 15), cfg, { ...SPRT_START, up: 'H0' });
    expect(sticky.state.up).toBe('H0');
  });
});
