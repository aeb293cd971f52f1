/**
 * Side-wise uplift (issue 21): the new bot's win rate as one side against the baseline, paired on
 * seeds with the baseline mirror, and the bar (+15 points, or half the losses above a 70 %
 * mirror, with the 95 % interval above +5 points).
 */
import { describe, expect, it } from 'vitest';
import { sidewiseUplift, upliftLine } from '../../src/report/uplift.js';
import type { GameRow } from '../../src/sim/rows.js';

/** n games of one run: game i won by `winner(i)`, seeded m/i. */
function run(n: number, usa: string, csa: string, winner: (i: number) => string, seed = 'm'): GameRow[] {
  return Array.from({ length: n }, (_, i) => ({
    arm: 'a',
    index: i,
    seed: `${seed}/${i}`,
    scenario: '1861',
    options: {},
    players: { usa, csa },
    result: 'win' as const,
    winner: winner(i),
    victory: 'v',
    margin: 0,
    turn: 1,
    detail: '',
    decisions: 1,
  }));
}

describe('side-wise uplift (issue 21)', () => {
  // the mirror: usa wins games 0-39 of 100 (40 %)
  const mirror = run(100, 'h', 'h', (i) => (i < 40 ? 'usa' : 'csa'));

  it('pairs the runs on their seeds and compares the side’s win rates', () => {
    const seat = run(100, 'p', 'h', (i) => (i < 70 ? 'usa' : 'csa')); // 70 %: +30 points
    const u = sidewiseUplift(mirror, seat, 'usa');
    expect([u.n, u.mirror, u.seat, u.bot, u.baseline]).toEqual([100, 0.4, 0.7, 'p', 'h']);
    expect(u.diff).toBeCloseTo(0.3, 10);
    // every pair differs by 0 or 1: d̄ = 0.3, s_d = √(0.3·0.7·100/99)
    const se = Math.sqrt((0.21 * 100) / 99) / 10;
    expect(u.lo).toBeCloseTo(0.3 - 1.959964 * se, 5);
    expect([u.rule, u.target, u.holds]).toEqual(['points', 0.15, true]);
    expect(upliftLine(u)).toMatch(/\+30\.0 points.*\*\*holds\*\*/);
  });

  it('a rise under 15 points does not hold, even with an interval above +5', () => {
    // 400 games: usa 40 % in the mirror, 50 % with the new bot (every pair +1 or 0)
    const m400 = run(400, 'h', 'h', (i) => (i < 160 ? 'usa' : 'csa'));
    const seat = run(400, 'p', 'h', (i) => (i < 200 ? 'usa' : 'csa'));
    const u = sidewiseUplift(m400, seat, 'usa');
    expect(u.diff).toBeCloseTo(0.1, 10);
    expect(u.lo).toBeGreaterThan(0.05);
    expect(u.holds).toBe(false);
  });

  it('above a 70 % mirror, halving the losses is the bar', () => {
    // csa wins 80 % of the mirror (losses 20 %, half is 10 points) and 90 % with the new bot
    const strong = run(400, 'h', 'h', (i) => (i < 80 ? 'usa' : 'csa'));
    const seat = run(400, 'h', 'p', (i) => (i < 40 ? 'usa' : 'csa'));
    const u = sidewiseUplift(strong, seat, 'csa');
    expect(u.rule).toBe('halved losses');
    expect(u.target).toBeCloseTo(0.1, 10);
    expect(u.diff).toBeCloseTo(0.1, 10);
    expect(u.holds).toBe(true);
  });

  it('refuses runs on other seeds, and runs that share no game', () => {
    expect(() =>
      sidewiseUplift(
        mirror,
        run(10, 'p', 'h', () => 'usa', 'x'),
        'usa',
      ),
    ).toThrow(/seed x\/0/);
    const late = run(10, 'p', 'h', () => 'usa').map((r) => ({ ...r, index: r.index + 500 }));
    expect(() => sidewiseUplift(mirror, late, 'usa')).toThrow(/share no game/);
  });
});
