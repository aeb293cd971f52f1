/** The board scene (core/board.ts, issue 27): the 129 boxes at their map.json places, units as counters. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { builtinPackDir } from '../../../src/core/content.js';
import { ahd } from '../../../src/games/ahd/index.js';
import * as A from '../../../src/games/ahd/actions.js';
import * as L from '../../../src/games/ahd/layout.js';
import { c, position } from './position.js';

interface MapJson {
  boxes: { id: string; x: number; y: number }[];
  connections: { a: string; b: string; modes: string[] }[];
}
const map = JSON.parse(readFileSync(`${builtinPackDir('ahd', 'standard')}/map.json`, 'utf8')) as MapJson;

describe('ahd board scene', () => {
  it('draws every box of map.json at its coordinates (shifted by one margin) and every connection', () => {
    const scene = ahd.board!(ahd.create({ scenario: '1861', seed: 1 }), L.USA);
    expect(scene.places).toHaveLength(129);
    const dx = scene.places[0]!.x - map.boxes[0]!.x;
    expect(dx).toBeGreaterThan(0);
    for (const b of map.boxes) {
      const p = scene.places.find((q) => q.id === b.id)!;
      expect([p.x - b.x, p.y - b.y]).toEqual([dx, dx]);
    }
    expect(scene.edges).toHaveLength(map.connections.length);
    const edge = (a: string, b: string) =>
      scene.edges.find((e) => (e.a === a && e.b === b) || (e.a === b && e.b === a));
    expect(edge('albany', 'macon')?.kinds).toEqual(['rail']);
    expect(JSON.parse(JSON.stringify(scene))).toEqual(scene);
  });

  it('shows each side’s units as counters with their count, type, Combat Value and status', () => {
    const s = position({
      units: [
        ['usa', 'Vi', 'cairo'],
        ['usa', 'Vi', 'cairo'],
        ['usa', 'Mi', 'cairo', 'e'],
        ['csa', 'Ci', 'memphis', 'r'],
      ],
      control: { paducah: 'csa' },
    });
    const scene = ahd.board!(s, L.USA);
    const at = (box: string) => scene.counters.filter((k) => k.place === box);
    expect(at('cairo').map((k) => [k.side, k.label, k.value, k.count ?? 1, k.flags ?? []])).toEqual([
      [0, 'Mi', String(c.combatValue[0]), 1, ['entrenched']],
      [0, 'Vi', String(c.combatValue[1]), 2, []],
    ]);
    expect(at('memphis').map((k) => [k.side, k.label, k.flags])).toEqual([[1, 'Ci', ['reduced']]]);
    // R8.0: a control marker where control differs from the printed colour.
    expect(scene.markers).toContainEqual({ place: 'paducah', kind: 'control', side: L.CSA });
    expect(scene.score.map((i) => i.label)).toContain('Army Maximum');
  });

  it('offers the decision to the side that decides: a move touches its box and its destination', () => {
    const s = position({ units: [['usa', 'Vi', 'cairo']] });
    expect(ahd.board!(s, L.CSA).decision).toBeUndefined();
    const d = ahd.board!(s, L.USA).decision!;
    const buf = new Int32Array(ahd.maxActions);
    const n = ahd.legalActions(s, buf);
    expect(d.actions.map((a) => a.action)).toEqual([...buf.subarray(0, n)]);
    const move = d.actions.find((a) => A.opOf(a.action) === A.OP_MOVE)!;
    expect(move.touches).toEqual(['cairo', c.boxId[A.mvTo(move.action)]]);
    expect(d.actions.find((a) => a.action === A.DONE)!.touches).toEqual([]);
  });
});
