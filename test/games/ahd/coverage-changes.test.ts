/**
 * A shaping switch that answers `changes` itself (src/core/engine.ts ShapingSwitch.changes) must give
 * exactly the answer of listing the legal actions with and without the toggle, at every decision
 * where it is active: here over seeded random 1861 games.
 */
import { describe, expect, it } from 'vitest';
import { ahd } from '../../../src/games/ahd/index.js';
import { AHD_COVERAGE } from '../../../src/games/ahd/coverage.js';
import { Sfc32 } from '../../../src/core/rng.js';

const sorted = (buf: Int32Array, n: number): number[] => Array.from(buf.subarray(0, n)).sort((x, y) => x - y);

describe('ahd shaping switches with their own `changes` agree with the toggled listing', () => {
  const switches = (AHD_COVERAGE.shaping ?? []).filter((sw) => sw.changes);

  it('read-leave-contested (on by default) has one', () => {
    const id = AHD_COVERAGE.ids[switches[0]?.counter ?? -1];
    expect(switches.map((sw) => AHD_COVERAGE.ids[sw.counter])).toEqual(['read-leave-contested']);
    expect(id).toBe('read-leave-contested');
  });

  it('over 12 random 1861 games, at every active decision, both answers met', () => {
    const a = new Int32Array(ahd.maxActions);
    const b = new Int32Array(ahd.maxActions);
    const seen = { changed: 0, same: 0 };
    for (let g = 0; g < 12; g++) {
      const s = ahd.create({ scenario: '1861', seed: `changes-${g}` });
      const c = ahd.contentOf(s);
      const rng = Sfc32.from(`changes-${g}`, 'test');
      while (!ahd.isTerminal(s)) {
        for (const sw of switches) {
          if (!sw.active(c, s)) continue;
          const n = ahd.legalActions(s, a);
          sw.toggle(c, s);
          const m = ahd.legalActions(s, b);
          sw.toggle(c, s);
          const listed = n !== m || sorted(a, n).join() !== sorted(b, m).join();
          expect(sw.changes!(c, s)).toBe(listed);
          seen[listed ? 'changed' : 'same']++;
        }
        const n = ahd.legalActions(s, a);
        ahd.apply(s, a[rng.int(n)]!);
      }
    }
    expect(seen.changed).toBeGreaterThan(0);
    expect(seen.same).toBeGreaterThan(0);
  });
});
