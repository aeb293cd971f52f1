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
  it('a row lists the counters that moved: no optional rule at the defaults, the switched rule where it bites', () => {
    const p = new BatchPlayer();
    const base = p.playOne(task({}), 0);
    // A reading's counter counts where its two readings differ, so it may move at its default
    // (read-leave-contested=forbidden stops units in contested boxes); an optional rule's may not.
    expect(Object.keys(base.rules ?? {}).filter((id) => !id.startsWith('read-'))).toEqual([]);
    const rail = p.playOne(task({ 'r4.9-union-rail-bonus': true }), 0);
    expect(rail.rules?.['r4.9-union-rail-bonus']).toBeGreaterThan(0);
  });
});
