import { describe, expect, it } from 'vitest';
import { BatchPlayer, type WorkerTask } from '../../src/sim/batch.js';

const task = (options: Record<string, boolean>): WorkerTask => ({
  game: 'ahd',
  packLabel: 'standard',
  arm: 'x',
  scenario: '1861-short',
  options,
  players: { usa: 'heuristic', csa: 'heuristic' },
  masterSeed: 'coverage-rows',
  indices: [0],
  actions: false,
});

describe('stored games carry rule coverage (issue 23)', () => {
  it('a row lists the counters that moved: none at the defaults, the switched rule where it bites', () => {
    const p = new BatchPlayer();
    const base = p.playOne(task({}), 0);
    expect(base.rules).toEqual({});
    const rail = p.playOne(task({ 'r4.9-union-rail-bonus': true }), 0);
    expect(rail.rules?.['r4.9-union-rail-bonus']).toBeGreaterThan(0);
  });
});
