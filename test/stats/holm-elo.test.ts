import { describe, expect, it } from 'vitest';
import { eloFromResults, eloFromScore, scoreFromElo } from '../../src/stats/elo.js';
import { holmAdjust } from '../../src/stats/holm.js';

describe('Holm step-down correction', () => {
  it('adjusts the Wikipedia example p = (0.01, 0.04, 0.03, 0.005) to (0.03, 0.06, 0.06, 0.02)', () => {
    // R: p.adjust(c(0.01, 0.04, 0.03, 0.005), "holm"); at alpha 0.05 H1 and H4 are rejected.
    const adj = holmAdjust([0.01, 0.04, 0.03, 0.005]);
    expect(adj.map((x) => Number(x.toFixed(10)))).toEqual([0.03, 0.06, 0.06, 0.02]);
  });

  it('caps at 1 and leaves NaN (a test that could not run) out of the family', () => {
    expect(holmAdjust([0.5, NaN, 0.6])).toEqual([1, NaN, 1]);
  });

  it('gives tied p-values the same adjusted value: R p.adjust(c(0.02, 0.01, 0.02), "holm")', () => {
    // = (0.04, 0.03, 0.04): the running maximum makes the order among ties irrelevant.
    expect(holmAdjust([0.02, 0.01, 0.02]).map((x) => Number(x.toFixed(12)))).toEqual([0.04, 0.03, 0.04]);
  });
});

describe('Elo from a score', () => {
  it('score 0.75 is 400·log10(3) = 190.85 Elo; 100 Elo is a 0.6401 score', () => {
    expect(eloFromScore(0.75)).toBeCloseTo(190.848501887865, 9);
    expect(eloFromScore(0.5)).toBe(0);
    expect(scoreFromElo(100)).toBeCloseTo(0.6400649998028851, 12);
    expect(scoreFromElo(0)).toBe(0.5);
    expect(scoreFromElo(-400)).toBeCloseTo(1 / 11, 12); // 1 / (1 + 10^1)
  });

  it('clamps perfect scores to [0.001, 0.999] as fishtest does: ±400·log10(999) = ±1199.83', () => {
    expect(eloFromScore(1)).toBeCloseTo(1199.8261952903929, 9);
    expect(eloFromScore(0)).toBeCloseTo(-1199.8261952903929, 9);
    expect(eloFromScore(0.9995)).toBeCloseTo(1199.8261952903929, 9);
    const perfect = eloFromResults(10, 0, 0); // no variance: the interval is the point
    expect(perfect.score).toBe(1);
    expect([perfect.scoreLo, perfect.scoreHi]).toEqual([1, 1]);
    expect(perfect.elo).toBeCloseTo(1199.8261952903929, 9);
    expect(perfect.lo).toBeCloseTo(1199.8261952903929, 9);
  });

  it('has no estimate without games', () => {
    const e = eloFromResults(0, 0, 0);
    expect(e.games).toBe(0);
    for (const k of ['score', 'scoreLo', 'scoreHi', 'elo', 'lo', 'hi'] as const) expect(e[k]).toBeNaN();
  });

  it('maps the trinomial normal interval of the score (fishtest stat_util.get_elo)', () => {
    // 150 wins, 200 draws, 100 losses: score 0.5556, Elo 38.76, 95 % interval 14.95 to 62.94.
    const e = eloFromResults(150, 200, 100);
    expect(e.score).toBeCloseTo(0.5555555556, 9);
    expect(e.elo).toBeCloseTo(38.76400520322261, 8);
    expect(e.lo).toBeCloseTo(14.953986485471917, 6);
    expect(e.hi).toBeCloseTo(62.94283029842247, 6);
  });
});
