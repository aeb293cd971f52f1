import { describe, expect, it } from 'vitest';
import { ahd } from '../../../src/games/ahd/index.js';
import { Sfc32 } from '../../../src/core/rng.js';

describe('ahd smoke', () => {
  it('plays a random 1861 short game to its end', () => {
    const s = ahd.create({ scenario: '1861-short', seed: 1 });
    const rng = Sfc32.from(1, 'test');
    const buf = new Int32Array(ahd.maxActions);
    while (!ahd.isTerminal(s)) {
      const n = ahd.legalActions(s, buf);
      expect(n).toBeGreaterThan(0);
      ahd.apply(s, buf[rng.int(n)]!);
    }
    expect(ahd.outcome(s).turn).toBeLessThanOrEqual(10);
  });
});
