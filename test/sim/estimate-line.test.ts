/**
 * Issue 23: `balance` prints, once its first games are in, one line estimating the games and the wall
 * time left at the rate so far (no pilot, so a default run is no slower).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Arm, Plan } from '../../src/sim/plan.js';
import { runPlan } from '../../src/sim/runner.js';

const dir = mkdtempSync(join(tmpdir(), 'cwsim-estimate-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const players = { usa: 'random', csa: 'random' };
const arm = (variant: string, options: Record<string, boolean>): Arm => ({
  id: `1861-short/r/${variant}`,
  block: '1861-short/r',
  scenario: '1861-short',
  pairing: 'r',
  players,
  variant,
  variantOptions: options,
  options,
  games: 6,
  ...(variant === 'baseline' ? {} : { baseline: '1861-short/r/baseline' }),
});
const plan: Plan = {
  kind: 'balance',
  name: 'est',
  game: 'ahd',
  packLabel: 'standard',
  seed: 'e',
  commonOptions: {},
  actions: false,
  arms: [arm('baseline', {}), arm('r4.9-union-rail-bonus', { 'r4.9-union-rail-bonus': true })],
};

describe('the estimate line', () => {
  it('is logged once, after the first games, with the games planned and a wall time', async () => {
    const lines: string[] = [];
    await runPlan({
      plan,
      outDir: join(dir, 'a'),
      threads: 1,
      log: (l) => lines.push(l),
      estimateAfterMs: 0,
    });
    const est = lines.filter((l) => l.startsWith('estimate:'));
    expect(est).toHaveLength(1);
    expect(est[0]).toMatch(/^estimate: ~12 games, ~\d+ (s|min) wall left at this rate/);
  });

  it('is not logged when not asked for, nor before its time', async () => {
    const lines: string[] = [];
    await runPlan({ plan, outDir: join(dir, 'b'), threads: 1, log: (l) => lines.push(l) });
    await runPlan({
      plan,
      outDir: join(dir, 'c'),
      threads: 1,
      log: (l) => lines.push(l),
      estimateAfterMs: 60_000,
    });
    expect(lines.filter((l) => l.startsWith('estimate:'))).toEqual([]);
  });
});
