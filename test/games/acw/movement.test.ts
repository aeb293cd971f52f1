/**
 * Worked examples of the digest's Appendix, part A (movement, rail, sea), on constructed positions:
 * central Alabama (1920-2122: clear, no rivers) and Ohio (2701-3104) serve as open country.
 */
import { describe, expect, it } from 'vitest';
import * as A from '../../../src/games/acw/actions.js';
import { BLOCKED, landStep } from '../../../src/games/acw/costs.js';
import { mpLeft } from '../../../src/games/acw/force.js';
import { EDGES, NBR, dirTo } from '../../../src/games/acw/grid.js';
import { acw } from '../../../src/games/acw/index.js';
import {
  CSA,
  D_COUNT,
  D_BASE,
  F_HEX,
  F_SP,
  F_SPENT,
  F_WORDS,
  F_ACTIVE,
  G_RAIL_USED,
  G_SEA_LIFT,
  USA,
} from '../../../src/games/acw/layout.js';
import { T_CLEAR, T_SWAMP } from '../../../src/games/acw/map.js';
import { seaLiftOf } from '../../../src/games/acw/phases.js';
import { done, field, setUSP, setZoc, usedInAttack, type S } from '../../../src/games/acw/state.js';
import { mayEntrain, playDetrain, playEntrain } from '../../../src/games/acw/transport.js';
import { Z_PRIMARY, Z_SECONDARY, projectZones } from '../../../src/games/acw/zoc.js';
import { HEXES } from '../../../src/games/acw/grid.js';
import { blank, c, city, fortMarker, hex, legal, put, ready } from './position.js';

const none = new Uint8Array(EDGES);
const step = (s: S, to: number, k: number): void => acw.apply(s, A.act(A.A_STEP, hex(to), k));

function unsupplied(s: S): S {
  for (let h = 0; h < HEXES; h++) setUSP(s, h, 0);
  return s;
}

describe('acw movement [5.1-5.3]', () => {
  it('R3.2, R7.0 substitution: SP are counts, a force of 10 splits 3+3+3+1 at no MP cost', () => {
    const s = unsupplied(ready(blank({ side: CSA, turn: 4 })));
    put(s, 2021, CSA, 10);
    unsupplied(s);
    acw.apply(s, A.act(A.A_PICK, hex(2021), 10));
    step(s, 2020, 3);
    expect(s[F_SPENT]).toBe(10);
    expect(s[D_COUNT]).toBe(1);
    expect(s[D_BASE + (F_SP - F_ACTIVE)]).toBe(7);
    expect(s[D_BASE + (F_SPENT - F_ACTIVE)]).toBe(0);
  });

  it('R5.13 force Z: 9 SP spend 11 MP, then split 5+1+1+1+1, each with 13 MP left in a 24-MP season', () => {
    const s = unsupplied(ready(blank({ side: CSA, turn: 4 })));
    put(s, 2021, CSA, 9);
    unsupplied(s);
    expect(c.tables.ma[4]).toBe(24);
    acw.apply(s, A.act(A.A_PICK, hex(2021), 9));
    s[F_SPENT] = 110; // 11 MP spent on the way to hex B
    step(s, 2020, 5);
    expect(s[F_SP]).toBe(5);
    expect(mpLeft(s)).toBe(130 - 10);
    const detachment = D_BASE;
    expect(s[detachment + (F_SP - F_ACTIVE)]).toBe(4);
    expect(240 - s[detachment + (F_SPENT - F_ACTIVE)]!).toBe(130);
  });

  it('R5.14-5.15 no recombining: forces that ended in one hex may not move on together, but may attack together', () => {
    const s = unsupplied(ready(blank({ side: CSA, turn: 4 })));
    put(s, 1920, CSA, 2);
    put(s, 2121, CSA, 3);
    unsupplied(s);
    acw.apply(s, A.act(A.A_PICK, hex(1920), 2));
    step(s, 2020, 2);
    acw.apply(s, A.act(A.A_STOP));
    acw.apply(s, A.act(A.A_PICK, hex(2121), 3));
    step(s, 2021, 3);
    step(s, 2020, 3);
    acw.apply(s, A.act(A.A_STOP));
    expect(field(s, hex(2020))).toBe(5);
    expect(done(s, hex(2020))).toBe(5);
    expect(legal(s).some((a) => A.kindOf(a) === A.A_PICK && A.xOf(a) === hex(2020))).toBe(false);
  });

  it('R5.41, R5.43 rail limit: the Union rail-moves 3 SP, detrains and entrains again; a 4th SP may not; the CSA limit is 2', () => {
    const s = ready(blank({ side: USA, turn: 4 }));
    const h = city('Cincinnati');
    put(s, 2507, USA, 3);
    put(s, 2904, USA, 1);
    unsupplied(s);
    acw.apply(s, A.act(A.A_PICK, h, 3));
    expect(mayEntrain(c, s)).toBe(true);
    playEntrain(s);
    expect(s[G_RAIL_USED]).toBe(3);
    playDetrain(s);
    expect(mayEntrain(c, s)).toBe(true);
    playEntrain(s);
    expect(s[G_RAIL_USED]).toBe(3);
    playDetrain(s);
    acw.apply(s, A.act(A.A_STOP));
    acw.apply(s, A.act(A.A_PICK, city('Columbus OH'), 1));
    expect(mayEntrain(c, s)).toBe(false);
    const t = ready(blank({ side: CSA, turn: 4 }));
    put(t, 2722, CSA, 3);
    unsupplied(t);
    acw.apply(t, A.act(A.A_PICK, city('Atlanta'), 3));
    expect(mayEntrain(c, t)).toBe(false);
  });

  it('R5.44 an unbridged crossing onto swamp: detrain 1 + river 1 + swamp 6 + entrain 1 = 9 MP', () => {
    const s = blank({ side: CSA, turn: 4 });
    // any river hexside into a swamp hex will do: find one
    let from = -1;
    let d0 = -1;
    for (let h = 0; h < HEXES && from < 0; h++)
      for (let d = 0; d < 6; d++) {
        const n = NBR[h * 6 + d]!;
        if (
          n >= 0 &&
          c.map.terrain[n] === T_SWAMP &&
          (c.map.side[h * 6 + d]! & 3) === 1 &&
          c.map.terrain[h] === T_CLEAR
        ) {
          from = h;
          d0 = d;
          break;
        }
      }
    expect(from).toBeGreaterThanOrEqual(0);
    expect(10 + landStep(c, s, CSA, from, d0, false, none) + 10).toBe(90);
  });

  it('R5.46 a long rail move: 31 hexes cost 3.1 MP, counted as 4; with entraining and detraining 1 + 3.1 + 1 = 5.1, counted as 6', () => {
    const expense = (tenths: number): number => Math.ceil(tenths / 10);
    expect(expense(31)).toBe(4);
    expect(expense(10 + 31 + 10)).toBe(6);
    // the allowance check on tenths is the same as on the rounded-up total
    for (let spent = 0; spent <= 240; spent++) expect(spent <= 240).toBe(expense(spent) <= 24);
  });
});

describe('acw zones of control [6.1-6.5]', () => {
  it("R6.5 overlapping zones: a hex in one unit's Primary and another's Secondary zone is Primary; leaving costs +5 once", () => {
    const s = blank({ side: USA, turn: 4 });
    put(s, 2020, CSA, 1);
    put(s, 2022, CSA, 1);
    const z = new Uint8Array(HEXES);
    projectZones(c, s, CSA, z);
    expect(z[hex(2021)]).toBe(Z_PRIMARY);
    expect(z[hex(1921)]).toBe(Z_PRIMARY);
    for (let h = 0; h < HEXES; h++) setZoc(s, h, z[h]!);
    const d = dirTo(hex(1921), hex(1820));
    expect(landStep(c, s, USA, hex(1921), d, false, none)).toBe(10 + 50);
  });

  it('R6.12, R5.24, R9.11 Secondary to Primary costs 1 + 5; Primary to Primary only for a Double-Match force', () => {
    const s = blank({ side: USA, turn: 4 });
    put(s, 2021, CSA, 1);
    const z = new Uint8Array(HEXES);
    projectZones(c, s, CSA, z);
    for (let h = 0; h < HEXES; h++) setZoc(s, h, z[h]!);
    expect(z[hex(2019)]).toBe(Z_SECONDARY);
    expect(z[hex(2020)]).toBe(Z_PRIMARY);
    expect(landStep(c, s, USA, hex(2019), dirTo(hex(2019), hex(2020)), false, none)).toBe(60);
    const pp = dirTo(hex(2020), hex(1921));
    expect(z[hex(1921)]).toBe(Z_PRIMARY);
    expect(landStep(c, s, USA, hex(2020), pp, false, none)).toBe(BLOCKED);
    expect(landStep(c, s, USA, hex(2020), pp, true, none)).toBe(60);
  });
});

describe('acw sea movement [5.9]', () => {
  it('R5.95 Atlantic to a Gulf port in a swamp costs 15 + 6 = 21 MP: not in autumn or winter, in spring leaving 3 MP', () => {
    const stMarks = city('St. Marks');
    expect(c.map.terrain[stMarks]).toBe(T_SWAMP);
    for (const [turn, ok] of [
      [2, false],
      [3, false],
      [4, true],
    ] as const) {
      const s = ready(blank({ side: USA, turn }));
      fortMarker(s, 4611, USA);
      put(s, 4611, USA, 2);
      put(s, 2831, USA, 1);
      s[G_SEA_LIFT] = 10;
      unsupplied(s);
      acw.apply(s, A.act(A.A_PICK, city('Fort Monroe'), 2));
      const sea = legal(s).find((a) => A.kindOf(a) === A.A_SEA && A.xOf(a) === stMarks);
      expect(sea !== undefined, `GT${turn}`).toBe(ok);
      if (sea !== undefined) {
        acw.apply(s, sea);
        expect(mpLeft(s)).toBe(30);
      }
    }
  });

  it('R5.92, R5.94 at most 3 SP land on a simple coastal hex a turn, and they may not move on or attack', () => {
    const s = ready(blank({ side: USA, turn: 4 }));
    fortMarker(s, 4611, USA);
    put(s, 4611, USA, 5);
    s[G_SEA_LIFT] = 10;
    unsupplied(s);
    acw.apply(s, A.act(A.A_PICK, city('Fort Monroe'), 5));
    const landing = legal(s).find(
      (a) => A.kindOf(a) === A.A_SEA && c.map.city[A.xOf(a)]! < 0 && c.map.terrain[A.xOf(a)] !== T_SWAMP,
    )!;
    expect(A.yOf(landing)).toBe(3);
    acw.apply(s, landing);
    expect(s[F_SP]).toBe(3);
    expect(mpLeft(s)).toBeLessThanOrEqual(0);
    expect(usedInAttack(s, A.xOf(landing))).toBe(3);
    expect(s[G_SEA_LIFT]).toBe(7);
    expect(s[F_HEX]).toBe(A.xOf(landing));
    expect(s[D_COUNT]).toBe(1);
    expect(s[D_BASE + (F_SP - F_ACTIVE) + 0 * F_WORDS]).toBe(2);
  });

  it('R5.9 a Union force that began the phase in a Southern port it took sails from it, the whole stack lifted', () => {
    const wilmington = city('Wilmington');
    const s = ready(blank({ side: USA, turn: 8 }));
    put(s, 4219, USA, 4);
    s[G_SEA_LIFT] = 10;
    unsupplied(s);
    acw.apply(s, A.act(A.A_PICK, wilmington, 4));
    const sea = legal(s).filter((a) => A.kindOf(a) === A.A_SEA);
    expect(sea.length).toBeGreaterThan(0);
    expect(sea.every((a) => A.yOf(a) <= 4 && A.xOf(a) !== wilmington)).toBe(true);
  });

  it('R5.97 sea lift on GT6: 12 points, 6 of them supply 12 sea-dependent SP, 6 are left to move 6 SP', () => {
    const s = blank({ side: USA, turn: 6 });
    expect(seaLiftOf(c, s)).toBe(12);
    // twelve Union SP on the Carolina coast, far from the Union's rails and rivers
    const coast = [3724, 3624];
    put(s, coast[0]!, USA, 6);
    put(s, coast[1]!, USA, 6);
    ready(s);
    expect(s[G_SEA_LIFT]).toBe(6);
  });

  it('R5.98 unused sea lift is not carried over: GT7 has 14 whatever GT6 spent', () => {
    const s = blank({ side: USA, turn: 7 });
    expect(seaLiftOf(c, s)).toBe(14);
  });
});
