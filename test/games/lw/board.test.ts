/**
 * The board scene (core/board.ts, issue 27): the provisional map's hexes at the grid the rules fix
 * (8.1.2.2: odd columns half a hex south), the Forces as counters, and for a viewer only what
 * `observe` lets that side see (digest §8), the decision only for the side that decides.
 */
import { describe, expect, it } from 'vitest';
import { makeBot } from '../../../bots/index.js';
import { hexCenter, type BoardScene } from '../../../src/core/board.js';
import { Sfc32 } from '../../../src/core/rng.js';
import * as A from '../../../src/games/lw/actions.js';
import { L, act, blank, c, giveCard, hex, lw, put, type S } from './fixture.js';

const { USA, CSA } = L;
const ids = (sc: BoardScene): Set<string> =>
  new Set([...sc.places.map((p) => p.id), ...sc.counters.map((k) => k.id)]);
const place = (sc: BoardScene, id: string) => sc.places.find((p) => p.id === id)!;

/** Positions along heuristic games, every `step` decisions. */
function positions(scenario: string, seed: string, step: number, max: number): S[] {
  const s = lw.create({ scenario, seed });
  const bots = [0, 1].map((i) => makeBot(lw, 'heuristic', i, `${seed}-${i}`));
  const out: S[] = [];
  for (let i = 0; i < 5000 && !lw.isTerminal(s) && out.length < max; i++) {
    if (i % step === 0) out.push(lw.clone(s));
    lw.apply(s, bots[lw.toMove(s)]!.choose(s));
  }
  return out;
}

describe('lw board scene', () => {
  it('8.1.2.2 draws every hex of the 22 x 15 grid, odd columns half a hex south; 0806 and 0905 touch', () => {
    const sc = lw.board!(lw.create({ scenario: 'campaign', seed: 1 }), USA);
    const hexes = sc.places.filter((p) => p.shape === 'hex');
    expect(hexes).toHaveLength(22 * 15);
    for (const p of hexes) expect({ x: p.x, y: p.y }).toEqual(hexCenter(sc.hex!, p.col!, p.row!));
    const a = place(sc, 'h0806');
    const b = place(sc, 'h0905');
    expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeCloseTo(Math.sqrt(3) * sc.hex!.size, 5);
    expect(place(sc, 'h0901').y).toBeGreaterThan(place(sc, 'h0801').y);
    expect(place(sc, 'h1903').name).toBe('Washington'); // an anchor hex of digest §5.7
    expect(place(sc, 'h0103').name).toBe('Kansas City');
    for (const p of sc.places) {
      expect(p.x).toBeGreaterThanOrEqual(0);
      expect(p.x + (p.w ?? 0)).toBeLessThanOrEqual(sc.width);
      expect(p.y + (p.h ?? 0)).toBeLessThanOrEqual(sc.height);
    }
    expect(sc.edges.some((e) => e.kinds.includes('river') && e.hexside)).toBe(true);
    expect(sc.edges.some((e) => e.kinds.includes('rail') && !e.hexside)).toBe(true);
    expect(JSON.parse(JSON.stringify(sc))).toEqual(sc); // plain data
  });

  it('11.0.1 shows a Force as counters grouped under its CO, with stars, and its IT (18.1.1)', () => {
    const s = blank('Sp62', USA);
    put(s, 'grant', 1205, 2);
    put(s, 'sherman', 1205, 1);
    s[L.X_IT + hex(1205) * 2 + USA] = 3;
    const sc = lw.board!(s, USA);
    const here = sc.counters.filter((k) => k.place === 'h1205');
    expect(here.map((k) => [k.label, k.value])).toEqual([
      [c.genName[c.generals['grant']!], '2*'],
      [c.genName[c.generals['sherman']!], '1*'],
    ]);
    expect(new Set(here.map((k) => k.group))).toEqual(new Set(['gen:grant']));
    expect(sc.markers).toContainEqual({ place: 'h1205', kind: 'shield', side: USA, label: '3' });
    // 12.7: the other side sees the CO, the IT and the size of the Force, not Sherman
    const fog = lw.board!(s, CSA);
    const seen = fog.counters.filter((k) => k.place === 'h1205');
    expect(seen.map((k) => k.label)).toEqual([c.genName[c.generals['grant']!]]);
    expect(seen[0]!.title).toContain('Minor Army');
    expect(fog.markers).toContainEqual({ place: 'h1205', kind: 'shield', side: USA, label: '3' });
  });

  it('digest §8 a scene does not change when only what the viewer cannot see changes', () => {
    let compared = 0;
    for (const s of positions('introductory', 'scene', 37, 8)) {
      for (const viewer of [USA, CSA]) {
        const scene = JSON.stringify(lw.board!(s, viewer));
        const d = lw.clone(s);
        lw.determinize!(d, viewer, Sfc32.from(viewer, 'scene'));
        expect(JSON.stringify(lw.board!(d, viewer))).toBe(scene);
        compared++;
      }
    }
    expect(compared).toBe(16);
  });

  it('shows the viewer his hand card by card and of the other hand only the known and the 0 card', () => {
    const s = blank('Sp62', USA);
    const mine = giveCard(s, USA, 13);
    const theirs = giveCard(s, CSA, 21);
    const known = giveCard(s, CSA, 25);
    s[L.CD_FLAGS + known] = L.CDF_KNOWN;
    const sc = lw.board!(s, USA);
    const shown = ids(sc);
    expect(shown.has(`card:${mine}`)).toBe(true);
    expect(shown.has(`card:${theirs}`)).toBe(false);
    expect(shown.has(`card:${known}`)).toBe(true);
    expect(sc.counters.find((k) => k.id === `card:${mine}`)!.place).toBe('hand-usa');
    expect(
      sc.counters.filter((k) => k.place === 'hand-csa' && c.cardKind[Number(k.id.slice(5))] === 4),
    ).toHaveLength(1);
  });

  it('8.1.2 a CSN Asset is face down to the Union and named to the Confederacy', () => {
    const s = blank('Sp62', CSA);
    s[L.ASSET_LOC + 5] = c.cityIndex['mobile']!;
    s[L.ASSET_TYPE + 5] = L.AT_HUNLEY;
    const asset = (v: number) =>
      lw.board!(s, v).counters.find((k) => k.id === 'naval:' + (L.RAIDER_CAP + 5))!;
    expect(asset(USA).flags).toEqual(['facedown']);
    expect(asset(USA).label).toBe('Asset');
    expect(asset(CSA).label).toBe('H. L. Hunley');
    expect(asset(CSA).place).toBe(`h${c.grid.label(c.cityHex[c.cityIndex['mobile']!]!)}`);
  });

  it('gives the decision to the side to move only, every legal action once, touching what the scene shows', () => {
    const buf = new Int32Array(lw.maxActions);
    let checked = 0;
    for (const s of positions('campaign', 'decide', 23, 12)) {
      const side = lw.toMove(s);
      expect(lw.board!(s, 1 - side).decision).toBeUndefined();
      const sc = lw.board!(s, side);
      const n = lw.legalActions(s, buf);
      expect(sc.decision!.actions.map((a) => a.action)).toEqual([...buf.subarray(0, n)]);
      const known = ids(sc);
      for (const a of sc.decision!.actions) for (const t of a.touches) expect(known.has(t)).toBe(true);
      checked++;
    }
    expect(checked).toBe(12);
  });

  it('12.0 a move touches the hex it enters; a card play touches the card', () => {
    const s = blank('Sp62', USA);
    put(s, 'thomas', 1205, 2);
    const k = giveCard(s, USA, 13);
    let sc = lw.board!(s, USA);
    const play = sc.decision!.actions.find(
      (a) => A.opOf(a.action) === A.OP_PLAY_PC && A.xOf(a.action) === k,
    )!;
    expect(play.touches).toEqual([`card:${k}`]);
    act(s, 'play #13');
    act(s, 'activate George H. Thomas');
    sc = lw.board!(s, USA);
    const south = sc.decision!.actions.find((a) => A.opOf(a.action) === A.OP_MOVE && A.xOf(a.action) === 3)!;
    expect(south.touches).toEqual(['h1206']);
    expect(sc.markers).toContainEqual({ place: 'h1205', kind: 'march' });
  });
});
