/** The page's click logic and counter layout (src/web/page/picking.ts, layout.ts): pure functions. */
import { describe, expect, it } from 'vitest';
import { click, picking } from '../../src/web/page/picking.js';
import { layoutCounters } from '../../src/web/page/layout.js';
import { ahd } from '../../src/games/ahd/index.js';
import { bvg } from '../../src/games/bvg/index.js';

const choices = [
  { action: 1, touches: ['st-louis', 'rolla'] },
  { action: 2, touches: ['st-louis', 'rolla'] },
  { action: 3, touches: ['st-louis', 'cairo'] },
  { action: 4, touches: ['cairo'] },
  { action: 5, touches: ['cairo', 'paducah'] },
  { action: 6, touches: [] },
];

describe('picking an action by clicks', () => {
  it('highlights the first elements, then the destinations of the picked stack', () => {
    expect([...picking(choices, []).next]).toEqual(['st-louis', 'cairo']);
    expect([...picking(choices, ['st-louis']).next]).toEqual(['rolla', 'cairo']);
    expect(picking(choices, []).complete).toEqual([]);
  });

  it('plays the one action a click completes, asks when several, and starts again elsewhere', () => {
    expect(click(choices, ['st-louis'], 'cairo')).toEqual({ kind: 'play', choice: choices[2] });
    expect(click(choices, ['st-louis'], 'rolla')).toEqual({ kind: 'pick', picked: ['st-louis', 'rolla'] });
    expect(picking(choices, ['st-louis', 'rolla']).complete.map((c) => c.action)).toEqual([1, 2]);
    // 'cairo' alone completes action 4 but also starts action 5: the person is asked.
    expect(click(choices, [], 'cairo')).toEqual({ kind: 'pick', picked: ['cairo'] });
    expect(picking(choices, ['cairo']).complete.map((c) => c.action)).toEqual([4]);
    // A click that does not continue the prefix starts a new one from it, or is ignored.
    expect(click(choices, ['st-louis'], 'paducah')).toEqual({ kind: 'ignore' });
    expect(click(choices, ['st-louis', 'rolla'], 'cairo')).toEqual({ kind: 'pick', picked: ['cairo'] });
  });
});

describe('counter layout', () => {
  it('puts every counter of the ahd and bvg scenes in a square of its own', () => {
    for (const scene of [
      ahd.board!(ahd.create({ scenario: '1861', seed: 1 }), 0),
      bvg.board!(bvg.create({ scenario: 'standard', seed: 1 }), 0),
    ]) {
      const { slots } = layoutCounters(scene);
      expect(slots.size).toBe(scene.counters.length);
      const seen = new Set<string>();
      for (const s of slots.values()) {
        const key = `${Math.round(s.x)},${Math.round(s.y)}`;
        expect(seen.has(key)).toBe(false);
        seen.add(key);
        expect(s.x).toBeGreaterThanOrEqual(0);
        expect(s.x + s.size).toBeLessThanOrEqual(scene.width);
      }
    }
  });
});
