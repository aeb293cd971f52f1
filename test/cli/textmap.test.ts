/** Issue 27: the compact text map of the region around a decision, from a board scene. */
import { describe, expect, it } from 'vitest';
import type { BoardScene, Place } from '../../src/core/board.js';
import { focusOf, textMap } from '../../src/cli/textmap.js';
import { ahd } from '../../src/games/ahd/index.js';
import * as L from '../../src/games/ahd/layout.js';

const place = (id: string, x: number, y: number, owner = 0): Place => ({
  id,
  name: id,
  shape: 'box',
  x,
  y,
  owner,
});
const scene: BoardScene = {
  game: 'test',
  viewer: 0,
  sides: [
    { id: 'usa', name: 'Union' },
    { id: 'csa', name: 'Confederacy' },
  ],
  width: 1000,
  height: 1000,
  title: 'test',
  score: [],
  places: [place('A', 100, 100), place('B', 300, 100, 1), place('C', 100, 300), place('Far', 990, 990)],
  edges: [{ a: 'A', b: 'B', kinds: ['rail'] }],
  counters: [
    { id: 'a1', place: 'A', side: 0, label: 'Vi', count: 2 },
    { id: 'b1', place: 'B', side: 1, label: 'Mi' },
  ],
  markers: [{ place: 'B', kind: 'battle' }],
  decision: {
    side: 0,
    prompt: 'move',
    actions: [
      { action: 1, touches: ['a1', 'B'] },
      { action: 2, touches: [] },
    ],
  },
};

describe('text map', () => {
  it('focuses on what the actions touch and writes the region around it with holders and units', () => {
    expect(focusOf(scene)).toEqual(['A', 'B']);
    const lines = textMap(scene, { width: 60, height: 5, places: 3 });
    expect(lines[0]).toBe('Map around A, B (U Union, C Confederacy; * battle):');
    const body = lines.join('\n');
    expect(body).toContain('[U]A U:2Vi');
    expect(body).toContain('[C]B* C:1Mi');
    expect(body).toContain('[U]C');
    expect(body).not.toContain('Far');
    expect(lines).toContain('  A connects by rail B');
    // Geography survives: A and B on the top row, C below A.
    const rowOf = (t: string) => lines.findIndex((l) => l.includes(t));
    expect(rowOf('[U]A')).toBe(rowOf('[C]B'));
    expect(rowOf('[U]C')).toBeGreaterThan(rowOf('[U]A'));
  });

  it('draws the ahd region around the first decision in a couple of dozen lines', () => {
    const s = ahd.create({ scenario: '1861', seed: 3 });
    const sc = ahd.board!(s, L.USA);
    const lines = textMap(sc);
    expect(lines[0]).toMatch(/^Map around /);
    expect(lines.length).toBeGreaterThan(3);
    expect(lines.length).toBeLessThan(25);
  });
});
