/**
 * Militia, Kentucky and neutral Virginia (militia.ts) on constructed positions: where the militia
 * goes, once per state, Arkansas, the Union states, Virginia's six SP and Kentucky's joining
 * [15.1-15.7, 19.12, 19.4].
 */
import { describe, expect, it } from 'vitest';
import * as A from '../../../src/games/acw/actions.js';
import {
  KYF_CSA_INVADED,
  KYF_UNION_ENTERED,
  KYF_UNION_MAY_ENTER,
  VA_INVADED,
  VA_NEUTRAL,
} from '../../../src/games/acw/costs.js';
import { HEXES, hexId } from '../../../src/games/acw/grid.js';
import { acw } from '../../../src/games/acw/index.js';
import {
  CS_DESTROYED,
  CSA,
  G_KY,
  G_KY_FLAGS,
  G_LEDGER,
  G_MILITIA,
  G_PHASING,
  G_VA,
  P_A,
  P_B,
  P_KIND,
  P_SIDE,
  USA,
} from '../../../src/games/acw/layout.js';
import { R_SYMPATHETIC } from '../../../src/games/acw/map.js';
import { PK_MILITIA, invasion, kentuckyJoins, militiaHexes } from '../../../src/games/acw/militia.js';
import { KY_CSA, KY_NEUTRAL, KY_UNION, isKentucky } from '../../../src/games/acw/places.js';
import { landSP, occupant, setCityState, type S } from '../../../src/games/acw/state.js';
import { blank, c, city, hex, legal, put } from './position.js';

const code = (h: number): string => c.map.stateCodes[c.map.state[h]!]!;
const stateOf = (st: string): number => c.map.stateCodes.indexOf(st);
const raised = (s: S, st: string): boolean => (s[G_MILITIA]! & (1 << stateOf(st))) !== 0;
/** A land hex of the state, without a city, outside the Union-sympathetic region. */
const ground = (st: string): number => {
  for (let h = 0; h < HEXES; h++)
    if (code(h) === st && c.map.terrain[h] !== 0 && c.map.city[h]! < 0 && !(c.map.region[h]! & R_SYMPATHETIC))
      return h;
  throw new Error(`no hex in ${st}`);
};
/** A position of `side`'s Movement Phase on `turn`, no militia raised yet. */
function fresh(side: number, turn = 4): S {
  const s = blank({ side, turn });
  s[G_MILITIA] = 0;
  return s;
}
const where = (s: S, st: string): number[] => {
  const out: number[] = [];
  militiaHexes(c, s, stateOf(st), out);
  return out;
};

describe('acw where the militia goes [15.1, 15.6]', () => {
  it('R15.1 the militia may go on any city of the invaded state not held by the enemy', () => {
    const s = fresh(USA);
    expect(where(s, 'MS').sort()).toEqual(['Jackson', 'Corinth', 'Vicksburg'].map(city).sort());
    put(s, hexId(city('Corinth')), USA, 1);
    expect(where(s, 'MS').sort()).toEqual(['Jackson', 'Vicksburg'].map(city).sort());
  });

  it('R15.1, R16.2 a destroyed Southern city takes no militia', () => {
    const s = fresh(USA);
    setCityState(s, c.map.city[city('Vicksburg')]!, CS_DESTROYED);
    expect(where(s, 'MS').sort()).toEqual(['Jackson', 'Corinth'].map(city).sort());
  });

  it('R15.1 a Union state raises its militia on its cities not held by the CSA, its own units there or not (reading northern-militia)', () => {
    const s = fresh(CSA);
    put(s, hexId(city('Cincinnati')), CSA, 1);
    put(s, hexId(city('Columbus OH')), USA, 1);
    expect(where(s, 'OH')).toEqual([city('Columbus OH')]);
  });

  it('R15.6 the Arkansas militia goes on 0119, unless the Union holds it', () => {
    const s = fresh(USA);
    expect(where(s, 'AR')).toEqual([hex(119)]);
    invasion(c, s, USA, ground('AR'));
    expect([landSP(s, hex(119)), occupant(s, hex(119)), s[P_KIND], raised(s, 'AR')]).toEqual([
      1,
      CSA,
      0,
      true,
    ]);
    const t = fresh(USA);
    put(t, 119, USA, 1);
    expect(where(t, 'AR')).toEqual([]);
    invasion(c, t, USA, ground('AR'));
    expect([landSP(t, hex(119)), occupant(t, hex(119)), t[P_KIND], raised(t, 'AR')]).toEqual([
      1,
      USA,
      0,
      true,
    ]);
  });
});

describe('acw raising the militia [15.1, 15.4, 15.5]', () => {
  it('R15.1 with one city to go to, the militia SP is placed at once and counted to its side', () => {
    const s = fresh(USA);
    const before = s[G_LEDGER + CSA]!;
    invasion(c, s, USA, ground('LA'));
    expect([landSP(s, city('New Orleans')), s[P_KIND], raised(s, 'LA')]).toEqual([1, 0, true]);
    expect(s[G_LEDGER + CSA]! - before).toBe(1);
  });

  it('R15.1, R15.4 with no city to go to, the state has raised its militia all the same', () => {
    const s = fresh(USA);
    put(s, hexId(city('New Orleans')), USA, 1);
    invasion(c, s, USA, ground('LA'));
    expect([occupant(s, city('New Orleans')), s[P_KIND], raised(s, 'LA')]).toEqual([USA, 0, true]);
    invasion(c, s, USA, ground('LA'));
    expect(s[P_KIND]).toBe(0);
  });

  it('R15.1 with several cities the owner places the SP: the invader waits; the choice is one of the cities', () => {
    const s = fresh(USA);
    invasion(c, s, USA, ground('MS'));
    expect([s[P_KIND], s[P_SIDE], s[P_A], s[P_B]]).toEqual([PK_MILITIA, CSA, stateOf('MS'), 1]);
    expect(acw.toMove(s)).toBe(CSA);
    expect(legal(s).map(A.xOf).sort()).toEqual(['Jackson', 'Corinth', 'Vicksburg'].map(city).sort());
    acw.apply(s, A.act(A.A_MILITIA, city('Vicksburg')));
    expect([landSP(s, city('Vicksburg')), s[P_KIND]]).toEqual([1, 0]);
  });

  it('R15.0 a side entering its own state, or the CSA the sympathetic region, raises nothing; the Union there neither', () => {
    const s = fresh(USA);
    invasion(c, s, CSA, ground('MS'));
    invasion(c, s, USA, ground('OH'));
    expect(s[G_MILITIA]).toBe(0);
    let sym = -1;
    for (let h = 0; h < HEXES && sym < 0; h++)
      if (c.map.region[h]! & R_SYMPATHETIC && c.map.city[h]! < 0 && c.map.stateSide[c.map.state[h]!] === CSA)
        sym = h;
    invasion(c, s, USA, sym);
    expect(s[G_MILITIA]).toBe(0);
  });

  it('R15.0 reading northern-militia=false: a Union state raises none', () => {
    const s = blank({ side: CSA, options: { 'northern-militia': false } });
    s[G_MILITIA] = 0;
    invasion(c, s, CSA, ground('OH'));
    expect([s[G_MILITIA], s[P_KIND]]).toEqual([0, 0]);
    s[G_PHASING] = USA;
    invasion(c, s, USA, ground('MS'));
    expect(raised(s, 'MS')).toBe(true);
    const t = fresh(CSA);
    invasion(c, t, CSA, ground('OH'));
    expect([raised(t, 'OH'), t[P_KIND], t[P_SIDE]]).toEqual([true, PK_MILITIA, USA]);
  });
});

describe('acw states without a city [15.1]', () => {
  it('R15.1 Indiana, with no city, raises its militia with nowhere to place it', () => {
    const s = fresh(CSA);
    invasion(c, s, CSA, ground('IN'));
    expect([raised(s, 'IN'), s[P_KIND]]).toEqual([true, 0]);
  });
});

describe('acw neutral Virginia [19.4]', () => {
  it('R19.4 a Union invasion of neutral Virginia on GT1-2 gives the CSA six militia SP on Virginia cities', () => {
    const s = fresh(USA, 2);
    s[G_VA] = VA_NEUTRAL;
    invasion(c, s, USA, ground('VA'));
    expect([s[G_VA], s[P_KIND], s[P_SIDE], s[P_B], raised(s, 'VA')]).toEqual([
      VA_INVADED,
      PK_MILITIA,
      CSA,
      6,
      true,
    ]);
    for (let k = 0; k < 5; k++) acw.apply(s, A.act(A.A_MILITIA, city('Richmond')));
    expect([landSP(s, city('Richmond')), s[P_KIND], s[P_B]]).toEqual([5, PK_MILITIA, 1]);
    acw.apply(s, A.act(A.A_MILITIA, city('Norfolk')));
    expect([landSP(s, city('Norfolk')), s[P_KIND]]).toEqual([1, 0]);
  });

  it('R19.4 only Virginia: a Union invasion of Mississippi on GT2 with Virginia neutral raises one SP there', () => {
    const s = fresh(USA, 2);
    s[G_VA] = VA_NEUTRAL;
    invasion(c, s, USA, ground('MS'));
    expect([s[G_VA], s[P_B], raised(s, 'MS'), raised(s, 'VA')]).toEqual([VA_NEUTRAL, 1, true, false]);
  });

  it('R19.4 on GT3, or by the CSA, or Virginia no longer neutral: the ordinary militia rules', () => {
    for (const [turn, mover, va] of [
      [3, USA, VA_NEUTRAL],
      [2, CSA, VA_NEUTRAL],
      [2, USA, VA_INVADED],
    ] as const) {
      const s = fresh(mover, turn);
      s[G_VA] = va;
      invasion(c, s, mover, ground('VA'));
      expect(s[G_VA]).toBe(va);
      expect(s[P_B]).not.toBe(6);
    }
  });
});

describe('acw Kentucky [19.12]', () => {
  const kyHex = (): number => {
    for (let h = 0; h < HEXES; h++)
      if (isKentucky(c, h) && c.map.city[h]! < 0 && c.map.terrain[h] !== 0) return h;
    throw new Error('no Kentucky hex');
  };

  it('R19.12 Kentucky joins the Union on GT3, the Union may enter it; on GT2 it stays neutral and closed', () => {
    const s = blank({ turn: 2 });
    s[G_KY] = KY_NEUTRAL;
    s[G_KY_FLAGS] = 0;
    kentuckyJoins(s);
    expect([s[G_KY], s[G_KY_FLAGS]]).toEqual([KY_NEUTRAL, 0]);
    const t = blank({ turn: 3 });
    t[G_KY] = KY_NEUTRAL;
    t[G_KY_FLAGS] = 0;
    kentuckyJoins(t);
    expect([t[G_KY], t[G_KY_FLAGS]]).toEqual([KY_UNION, KYF_UNION_MAY_ENTER]);
  });

  it('R19.12 the CSA entering neutral Kentucky on GT2 makes it a Union state at once', () => {
    const s = fresh(CSA, 2);
    s[G_KY] = KY_NEUTRAL;
    s[G_KY_FLAGS] = 0;
    invasion(c, s, CSA, kyHex());
    expect([s[G_KY], s[G_KY_FLAGS], s[G_MILITIA], s[P_SIDE], s[P_A]]).toEqual([
      KY_UNION,
      KYF_CSA_INVADED,
      1 << stateOf('KY'),
      USA,
      stateOf('KY'),
    ]);
    acw.apply(s, A.act(A.A_MILITIA, city('Louisville')));
    invasion(c, s, CSA, kyHex());
    s[G_PHASING] = USA;
    invasion(c, s, USA, kyHex());
    expect([s[P_KIND], s[G_KY_FLAGS], landSP(s, city('Louisville'))]).toEqual([0, KYF_CSA_INVADED, 1]);
  });

  it('R19.12 the CSA entering Kentucky on GT3, already Union, raises its Union militia only', () => {
    const s = fresh(CSA, 3);
    s[G_KY_FLAGS] = 0;
    invasion(c, s, CSA, kyHex());
    expect([s[G_KY_FLAGS], raised(s, 'KY'), s[P_SIDE], landSP(s, city('Nashville'))]).toEqual([
      0,
      true,
      USA,
      0,
    ]);
  });

  it('R15.5 the sympathetic region spares only Southern militia: the CSA entering it in Union Kentucky raises the Union one', () => {
    let h = -1;
    for (let x = 0; x < HEXES && h < 0; x++) if (isKentucky(c, x) && c.map.region[x]! & R_SYMPATHETIC) h = x;
    const s = fresh(CSA, 3);
    invasion(c, s, CSA, h);
    expect([raised(s, 'KY'), s[P_SIDE]]).toEqual([true, USA]);
  });

  it('R19.3 reading kentucky-confederate: a Confederate Kentucky stays so on GT3; the Union entering it gives no SP in Nashville', () => {
    const s = fresh(USA, 3);
    s[G_KY] = KY_CSA;
    s[G_KY_FLAGS] = 0;
    kentuckyJoins(s);
    expect([s[G_KY], s[G_KY_FLAGS]]).toEqual([KY_CSA, 0]);
    invasion(c, s, USA, kyHex());
    expect([landSP(s, city('Nashville')), s[G_KY_FLAGS]]).toEqual([0, 0]);
  });

  it('R19.12 the first Union unit into Kentucky from GT3 gives the CSA 1 SP in Nashville: not after a CSA invasion, nor with Nashville lost', () => {
    const entering = (flags: number, prep: (s: S) => void = () => {}): number => {
      const s = fresh(USA, 3);
      s[G_KY_FLAGS] = flags;
      prep(s);
      invasion(c, s, USA, kyHex());
      expect(s[G_KY_FLAGS]! & KYF_UNION_ENTERED).toBe(flags & KYF_CSA_INVADED ? 0 : KYF_UNION_ENTERED);
      return occupant(s, city('Nashville')) === CSA ? landSP(s, city('Nashville')) : 0;
    };
    expect(entering(0)).toBe(1);
    expect(entering(KYF_CSA_INVADED)).toBe(0);
    expect(entering(0, (s) => setCityState(s, c.map.city[city('Nashville')]!, CS_DESTROYED))).toBe(0);
    expect(entering(0, (s) => put(s, hexId(city('Nashville')), USA, 1))).toBe(0);
    const s = fresh(USA, 2);
    s[G_KY] = KY_NEUTRAL;
    invasion(c, s, USA, kyHex());
    expect([landSP(s, city('Nashville')), s[G_KY], s[G_MILITIA], s[P_KIND]]).toEqual([0, KY_NEUTRAL, 0, 0]);
  });
});
