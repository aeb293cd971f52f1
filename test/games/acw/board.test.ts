/**
 * The acw board scene (src/games/acw/board.ts): the CCRR grid drawn so that map neighbours are
 * drawn neighbours, every Strength Point on the map shown once, every legal action offered with
 * places and counters that exist in the scene.
 */
import { describe, expect, it } from 'vitest';
import { hexCenter, hexside } from '../../../src/core/board.js';
import { GRID, hexPlaceId, touches } from '../../../src/games/acw/board.js';
import { HEXES, NBR, ROWS } from '../../../src/games/acw/grid.js';
import { acw } from '../../../src/games/acw/index.js';
import { A_PICK_LEADER, A_STEP, act } from '../../../src/games/acw/actions.js';
import { CSA, L_BASE, L_WORDS, LF_ALIVE, USA } from '../../../src/games/acw/layout.js';
import { addField, totalSP } from '../../../src/games/acw/state.js';
import { Sfc32 } from '../../../src/core/rng.js';
import { blank, hex } from './position.js';

const centre = (h: number): { x: number; y: number } => hexCenter(GRID, Math.floor(h / ROWS), h % ROWS);

describe('acw board scene', () => {
  it('R5.1 the grid: every map neighbour shares a drawn hexside; odd columns sit half a hex north', () => {
    for (let h = 0; h < HEXES; h++)
      for (let d = 0; d < 6; d++) {
        const n = NBR[h * 6 + d]!;
        if (n >= 0) expect(hexside(GRID, centre(h), centre(n))).toBeDefined();
      }
    // 1308 (an odd column) sits half a hex north of 1208 and 1408; 1208 is St. Louis, west of 1308
    expect(centre(hex(1308)).y).toBeLessThan(centre(hex(1208)).y);
    expect(centre(hex(1308)).y).toBeLessThan(centre(hex(1408)).y);
    expect(centre(hex(1208)).x).toBeLessThan(centre(hex(1308)).x);
  });

  it('R3.2, R7.0 land SP are one counter per hex and side, summing to every SP on the map', () => {
    const s = acw.create({ scenario: 'basic', seed: 1 });
    const scene = acw.board!(s, -1);
    for (const side of [USA, CSA]) {
      const shown = scene.counters
        .filter((k) => k.side === side && k.label === 'SP')
        .reduce((n, k) => n + Number(k.value), 0);
      expect(shown).toBe(totalSP(s, side));
    }
    expect(JSON.parse(JSON.stringify(scene))).toEqual(scene);
  });

  it('offers every legal action once to the side that decides, touching only ids of the scene', () => {
    const rng = Sfc32.from(7, 'board test');
    const s = acw.create({ scenario: 'basic', seed: 3 });
    const buf = new Int32Array(acw.maxActions);
    const kinds = new Set<string>();
    for (let step = 0; step < 3000 && !acw.isTerminal(s); step++) {
      const n = acw.legalActions(s, buf);
      if (step % 30 === 0) {
        const side = acw.toMove(s);
        const scene = acw.board!(s, side);
        expect(scene.decision?.actions.map((x) => x.action).sort()).toEqual([...buf.subarray(0, n)].sort());
        expect(acw.board!(s, 1 - side).decision).toBeUndefined();
        const ids = new Set([...scene.places.map((p) => p.id), ...scene.counters.map((k) => k.id)]);
        for (const x of scene.decision!.actions) for (const t of x.touches) expect(ids.has(t)).toBe(true);
        for (const k of scene.counters) expect(ids.has(k.place)).toBe(true);
        kinds.add(scene.decision!.prompt);
      }
      acw.apply(s, buf[rng.int(n)]!);
    }
    // set-up, movement and combat were all seen
    expect(kinds.size).toBeGreaterThanOrEqual(3);
  });

  it('a move touches its destination hex; a leader alone is picked by its counter', () => {
    expect(touches(act(A_STEP, hex(2115), 3))).toEqual([hexPlaceId(hex(2115))]);
    expect(touches(act(A_PICK_LEADER, 5))).toEqual(['leader-5']);
    const s = blank({ side: CSA });
    addField(s, hex(2115), CSA, 4);
    s[L_BASE + 5 * L_WORDS] = hex(2115);
    s[L_BASE + 5 * L_WORDS + 1] = 2;
    s[L_BASE + 5 * L_WORDS + 3] = LF_ALIVE;
    const scene = acw.board!(s, CSA);
    expect(scene.counters.find((k) => k.id === 'leader-5')).toMatchObject({ place: 'h2115', value: '2' });
    expect(scene.counters.find((k) => k.place === 'h2115' && k.label === 'SP')?.value).toBe('4');
  });
});
