/**
 * The board scene (core/board.ts, issue 27): a plain-data picture that carries, for a viewer, only
 * what `observe` lets that side see (2.1, 17.1), and the decision only for the side that decides.
 */
import { describe, expect, it } from 'vitest';
import type { BoardScene } from '../../../src/core/board.js';
import { Sfc32 } from '../../../src/core/rng.js';
import { bvg, c, L, positions } from './fixture.js';

const ids = (sc: BoardScene): Set<string> =>
  new Set([...sc.places.map((p) => p.id), ...sc.counters.map((k) => k.id)]);

describe('bvg board scene', () => {
  it('2.1 a scene does not change when only the other side’s hidden cards change', () => {
    let compared = 0;
    // ten positions, from as many heuristic games as it takes (a game may end early, 18.4)
    const all: ReturnType<typeof positions> = [];
    for (let g = 0; all.length < 10; g++)
      all.push(...positions('standard', `scene${g || ''}`, 7, 10 - all.length));
    for (const s of all) {
      for (const viewer of [L.USA, L.CSA]) {
        const scene = JSON.stringify(bvg.board!(s, viewer));
        const d = bvg.clone(s);
        bvg.determinize!(d, viewer, Sfc32.from(viewer, 'scene'));
        expect(JSON.stringify(bvg.board!(d, viewer))).toBe(scene);
        compared++;
      }
    }
    expect(compared).toBe(20);
  });

  it('shows the viewer its own hand card by card and of the other hand only the known cards', () => {
    const s = bvg.create({ scenario: 'standard', seed: 11 });
    for (const viewer of [L.USA, L.CSA]) {
      const scene = bvg.board!(s, viewer);
      const text = JSON.stringify(scene);
      for (let k = 0; k < c.nc; k++) {
        const l = s[L.C_LOC + k]!;
        if (l !== L.LOC_HAND && l !== L.LOC_HAND_W) continue;
        const shown = c.cardSide[k] === viewer || (s[L.C_FLAGS + k]! & L.F_KNOWN) !== 0;
        expect(text.includes(`card:${c.cardId[k]}"`)).toBe(shown);
      }
    }
  });

  it('gives the decision to the side to move only, every legal action once, touching what the scene shows', () => {
    const buf = new Int32Array(bvg.maxActions);
    for (const s of positions('standard', 'decide', 17, 12)) {
      const side = bvg.toMove(s);
      expect(bvg.board!(s, 1 - side).decision).toBeUndefined();
      const scene = bvg.board!(s, side);
      const n = bvg.legalActions(s, buf);
      expect(scene.decision!.actions.map((a) => a.action).sort()).toEqual([...buf.subarray(0, n)].sort());
      const known = ids(scene);
      for (const a of scene.decision!.actions) for (const t of a.touches) expect(known.has(t)).toBe(true);
      expect(JSON.parse(JSON.stringify(scene))).toEqual(scene); // plain data
    }
  });

  it('places the cities at their map.json latitude and longitude, west to the left and north up', () => {
    const scene = bvg.board!(bvg.create({ scenario: 'standard', seed: 1 }), L.USA);
    const at = (id: string) => scene.places.find((p) => p.id === id)!;
    expect(scene.places.filter((p) => p.shape === 'city')).toHaveLength(c.ncity);
    expect(at('washington').x).toBeGreaterThan(at('nashville').x);
    expect(at('washington').y).toBeLessThan(at('richmond').y);
    for (const p of scene.places) {
      expect(p.x).toBeGreaterThanOrEqual(0);
      expect(p.x).toBeLessThanOrEqual(scene.width);
      expect(p.y).toBeLessThanOrEqual(scene.height);
    }
  });
});
