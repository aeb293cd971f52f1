/** Issue 23: `cwsim plan`'s estimate from a pilot (report/estimate.ts; stats/samplesize.ts has its own tests in test/stats). */
import { describe, expect, it } from 'vitest';
import { estimatePlan, estimateText } from '../../src/report/estimate.js';
import type { Arm, Plan } from '../../src/sim/plan.js';
import type { GameRow } from '../../src/sim/rows.js';
import { gamesOfRows } from '../../src/sim/table.js';

const players = { usa: 'random', csa: 'random' };
const arm = (variant: string, games = 1000): Arm => ({
  id: `s/p/${variant}`,
  block: 's/p',
  scenario: '1861',
  pairing: 'p',
  players,
  variant,
  variantOptions: variant === 'baseline' ? {} : { [variant]: true },
  options: variant === 'baseline' ? {} : { [variant]: true },
  games,
  ...(variant === 'baseline' ? {} : { baseline: 's/p/baseline' }),
});
const plan = (sprt: boolean): Plan => ({
  kind: 'balance',
  name: 'est',
  game: 'ahd',
  packLabel: 'standard',
  seed: 's',
  commonOptions: {},
  actions: false,
  arms: [arm('baseline'), arm('often'), arm('never')],
  ...(sprt ? { sprt: { delta: 0.05, alpha: 0.05, beta: 0.05, every: 100, minGames: 100 } } : {}),
});

// Pilot of 100: the baseline wins i % 2 === 0; 'often' flips 10 games (10 % discordant), 'never' none.
const win = (arm: string, i: number): boolean => (arm === 'often' && i < 10 ? i % 2 !== 0 : i % 2 === 0);
const rows: GameRow[] = ['baseline', 'often', 'never'].flatMap((v) =>
  Array.from({ length: 100 }, (_, i) => ({
    arm: `s/p/${v}`,
    index: i,
    seed: `s/${i}`,
    scenario: '1861',
    options: {},
    players,
    result: 'win' as const,
    winner: win(v, i) ? 'usa' : 'csa',
    victory: 'x',
    margin: 0,
    turn: 1,
    detail: '',
    decisions: 1,
  })),
);
const input = (sprt: boolean) => ({
  plan: plan(sprt),
  games: gamesOfRows(rows),
  focus: 'usa',
  cpuPerGame: { 's/p/baseline': 0.5, 's/p/often': 0.5, 's/p/never': 1 },
  threads: 2,
  pilotGames: 100,
  precision: 0.03,
  pilot: { cpuSeconds: 200, wallSeconds: 100 },
  asked: { 's/p/baseline': 1000, 's/p/often': 1000, 's/p/never': 1000 },
});

describe('the estimate of a plan from its pilot', () => {
  it('with an SPRT: paired games from the discordance rate, the 3/n bound when no game differed', () => {
    const e = estimatePlan(input(true));
    const often = e.arms.find((a) => a.variant === 'often')!;
    expect(often.discordant).toBe(10);
    // (1.959964 + 1.644854)² · 0.10 / 0.05² = 519.8.
    expect(often.needed).toBe(520);
    const never = e.arms.find((a) => a.variant === 'never')!;
    expect(never.bounded).toBe(true);
    // m2 bounded by 3/100: 156.
    expect(never.needed).toBe(156);
    expect(e.blocks).toEqual([{ block: 's/p', arms: 3, gamesPerArm: 520, asked: 1000 }]);
    expect(e.totalGames).toBe(1560);
    // 520 games × (0.5 + 0.5 + 1) CPU-s / 2 threads.
    expect(e.wallSeconds).toBeCloseTo(520, 9);
    const text = estimateText(e);
    expect(text).toContain('s/p: ~520 games per arm × 3 arms (the experiment asks 1,000)');
    expect(text).toContain('pilot saw none: 3/n bound');
  });

  it('without an SPRT: the asked half width on the win rate and on each paired change', () => {
    const e = estimatePlan(input(false));
    // Baseline at 50 %: 1,068 games for ±3 points; 'often': Var(d) = 0.1 − 0 → 427; 'never': 3/100 → 128.05.
    expect(e.arms.map((a) => a.needed)).toEqual([1068, 427, 129]);
    expect(e.blocks[0]!.gamesPerArm).toBe(1068);
    expect(estimateText(e)).toContain('too few for the asked precision');
  });

  it('an arm that never won in its pilot still needs games: the 3/n bound stands in for its rate', () => {
    const lost = rows
      .filter((r) => r.arm === 's/p/baseline' && r.index < 30)
      .map((r) => ({ ...r, winner: 'csa' }));
    const e = estimatePlan({
      ...input(false),
      plan: { ...plan(false), arms: [arm('baseline')] },
      games: gamesOfRows(lost),
    });
    // q = 3/30: 1.959964² · 0.1 · 0.9 / 0.03² = 384.1.
    expect(e.arms[0]).toMatchObject({ rate: 0, bounded: true, needed: 385 });
  });
});
