/** The board scene (core/board.ts, issue 27): the provisional hex map with its rulebook ids, stacks as counters. */
import { describe, expect, it } from 'vitest';
import { hexCenter } from '../../../src/core/board.js';
import { placeId } from '../../../src/games/uscw/board.js';
import { A, CSA, USA, act, blank, c, cards, fort, gi, legal, mark, node, put, uscw } from './fixture.js';

describe('uscw board scene', () => {
  it('draws every land hex at its rulebook id and grid position, with rivers on hexsides and railroads', () => {
    const scene = uscw.board!(blank(), USA);
    const hexes = scene.places.filter((p) => p.shape === 'hex');
    expect(hexes).toHaveLength(c.map.nh);
    expect(scene.places).toHaveLength(c.map.nn);
    const cairo = scene.places.find((p) => p.id === 'h2316')!;
    expect(cairo.name).toBe('Cairo (2316)');
    expect([cairo.row, cairo.col]).toEqual([23, 16]);
    expect({ x: cairo.x, y: cairo.y }).toEqual(hexCenter(scene.hex!, 16, 23));
    // the even rows are shifted half a hex east (the rulebook's 2316-2415 adjacency)
    const below = scene.places.find((p) => p.id === 'h2415')!;
    expect(Math.hypot(below.x - cairo.x, below.y - cairo.y)).toBeCloseTo(Math.sqrt(3) * scene.hex!.size, 5);
    const edge = (a: string, b: string) =>
      scene.edges.filter((e) => (e.a === a && e.b === b) || (e.a === b && e.b === a));
    expect(edge('h2316', 'h2415').map((e) => [e.kinds, e.hexside ?? false])).toEqual([
      [['river'], true],
      [['rail'], false],
    ]);
    expect(edge('h2215', 'h2316').map((e) => e.kinds)).toEqual([['rail']]);
    expect(JSON.parse(JSON.stringify(scene))).toEqual(scene);
  });

  it('shows SPs and Generals as one group per stack, and markers, forts and Demoralization', () => {
    const s = blank();
    put(s, 'Nashville', USA, 5, ['grant']);
    put(s, 'Richmond', CSA, 3);
    fort(s, 'Richmond', CSA, 2);
    mark(s, 'Nashville', USA);
    const scene = uscw.board!(s, USA);
    const at = (id: string) => scene.counters.filter((k) => k.place === id);
    const nash = placeId(c, node('Nashville'));
    expect(at(nash).map((k) => [k.id, k.side, k.value, k.group])).toEqual([
      [`${nash}:usa`, USA, '5', `${nash}:usa`],
      ['g:grant', USA, '★'.repeat(c.gens[gi('grant')]!.rank), `${nash}:usa`],
    ]);
    expect(at('h2146').map((k) => [k.side, k.label, k.value])).toEqual([[CSA, 'SP', '3']]);
    expect(scene.markers).toContainEqual({ place: nash, kind: 'control', side: USA });
    expect(scene.markers).toContainEqual({ place: 'h2146', kind: 'fort', side: CSA, label: 'F2' });
  });

  it("shows the viewer's hand by type and only the size of the other's (18.2)", () => {
    const s = blank();
    cards(s, USA, 0, 2);
    cards(s, CSA, 4, 3);
    const score = (viewer: number) => uscw.board!(s, viewer).score.map((i) => i.value);
    expect(score(USA)).toContain('East 2, West 0, Trans-Mississippi 0, Naval 0, Any 0');
    expect(score(USA)).toContain('3 cards');
    expect(score(CSA)).toContain('2 cards');
    expect(score(CSA)).toContain('East 0, West 0, Trans-Mississippi 0, Naval 0, Any 3');
  });

  it('offers the decision to the side that decides: activating a General touches him, a step its hex', () => {
    const s = blank();
    put(s, 'Nashville', USA, 4, ['grant']);
    expect(uscw.board!(s, CSA).decision).toBeUndefined();
    const d = uscw.board!(s, USA).decision!;
    expect(d.actions.map((a) => a.action)).toEqual(legal(s));
    const activate = d.actions.find((a) => A.opOf(a.action) === A.OP_ACT_GEN)!;
    expect(activate.touches).toEqual(['g:grant']);
    act(s, A.OP_ACT_GEN, gi('grant'), 3);
    const steps = uscw.board!(s, USA).decision!.actions.filter((a) => A.opOf(a.action) === A.OP_STEP);
    expect(steps.length).toBeGreaterThan(0);
    for (const a of steps) expect(a.touches).toEqual([placeId(c, A.xOf(a.action))]);
  });
});
