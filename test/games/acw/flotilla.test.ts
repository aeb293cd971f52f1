/**
 * Movement of naval SP, riverine units, USMRR units and leaders alone (flotilla.ts) on constructed
 * positions [5.6, 17.1-17.2, 11.33-11.34, 10.5, 19.7].
 */
import { describe, expect, it } from 'vitest';
import * as A from '../../../src/games/acw/actions.js';
import { chanceAt } from '../../../src/core/header.js';
import { mpLeft } from '../../../src/games/acw/force.js';
import { EDGES, HEXES, dirTo, edge } from '../../../src/games/acw/grid.js';
import { acw } from '../../../src/games/acw/index.js';
import {
  CSA,
  F_MA,
  F_SPENT,
  L_BASE,
  L_WORDS,
  LF_ALIVE,
  LF_FARRAGUT,
  LF_LEE,
  LF_MOVED,
  N_BASE,
  REPAIR_BASE,
  RV_BASE,
  RVF_MOVED,
  U_BASE,
  USA,
} from '../../../src/games/acw/layout.js';
import { rollD6 } from '../../../src/core/rng.js';
import { railDead, railRepaired, setZoc, type S } from '../../../src/games/acw/state.js';
import { type Blank, c, hex, leader, legal, moving, put } from './position.js';

/** The water node of the hexside between two hexes. */
const node = (a: number, b: number): number => HEXES + edge(hex(a), dirTo(hex(a), hex(b)));
const STRAITS = HEXES + EDGES;
const DELTA = HEXES + EDGES + 1;
const of = (s: S, kind: number): number[] => legal(s).filter((a) => A.kindOf(a) === kind);
const to = (s: S, kind: number): number[] =>
  of(s, kind)
    .map((a) => A.xOf(a))
    .sort((a, b) => a - b);
const sorted = (...xs: number[]): number[] => xs.sort((a, b) => a - b);
const fleet = (s: S, f: number, at: number, sp: number, moved = 0): void => {
  s[N_BASE + f * 3] = at;
  s[N_BASE + f * 3 + 1] = sp;
  s[N_BASE + f * 3 + 2] = moved;
};
const riverine = (s: S, i: number, at: number, flags = 0): void => {
  s[RV_BASE + i * 2] = at;
  s[RV_BASE + i * 2 + 1] = flags;
};
const usmrr = (s: S, i: number, id: number, moved = 0): void => {
  s[U_BASE + i * 2] = hex(id);
  s[U_BASE + i * 2 + 1] = moved;
};
/** The Union Movement Phase with fleets, riverine units and USMRR units placed by `place`. */
const union = (place: (s: S) => void, o: Blank = {}): S => moving(USA, place, o);
const sail = (s: S, n: number): void => acw.apply(s, A.act(A.A_WATER_STEP, n));

describe('acw units other than army forces start to move [5.6, 17.1, 10.53, 11.33]', () => {
  it('R5.6, R17.1, R10.53, R11.33 the Union picks any part of a fleet not yet moved, unmoved riverine and USMRR units, unmoved leaders but Farragut; the CSA only leaders', () => {
    const place = (s: S): void => {
      fleet(s, 0, hex(5201), 3);
      fleet(s, 1, hex(5101), 2);
      riverine(s, 0, node(2507, 2607));
      riverine(s, 1, node(2507, 2508));
      usmrr(s, 0, 2507);
      usmrr(s, 1, 1513);
      put(s, 2606, USA, 1);
      leader(s, 1, 2606, 1);
      leader(s, 2, 2606, 1);
      leader(s, 0, 2606, 2);
      s[L_BASE + 3] = LF_ALIVE | LF_FARRAGUT;
      put(s, 2115, CSA, 1);
      leader(s, 5, 2115, 1);
    };
    const s = union(place);
    // what moved earlier in the phase
    s[N_BASE + 2] = 1;
    s[N_BASE + 3 + 2] = 2;
    s[RV_BASE + 2 + 1] = RVF_MOVED;
    s[U_BASE + 2 + 1] = 1;
    s[L_BASE + 2 * L_WORDS + 3] = LF_ALIVE | LF_MOVED;
    expect(of(s, A.A_PICK_FLEET)).toEqual([A.act(A.A_PICK_FLEET, 0, 2), A.act(A.A_PICK_FLEET, 0, 1)]);
    expect(of(s, A.A_PICK_RIVERINE)).toEqual([A.act(A.A_PICK_RIVERINE, 0)]);
    expect(of(s, A.A_PICK_USMRR)).toEqual([A.act(A.A_PICK_USMRR, 0)]);
    expect(of(s, A.A_PICK_LEADER)).toEqual([A.act(A.A_PICK_LEADER, 1)]);
    const t = moving(CSA, place);
    expect(legal(t).filter((a) => A.kindOf(a) >= A.A_PICK_LEADER && A.kindOf(a) <= A.A_PICK_USMRR)).toEqual([
      A.act(A.A_PICK_LEADER, 5),
    ]);
  });
});

describe('acw naval and riverine movement [5.6, 17.1-17.2]', () => {
  it('R5.6 naval SP pay 1/2 MP a sea hex; part of a fleet moves, stops in a fleet of its own and may not move again', () => {
    const s = union((t) => fleet(t, 0, hex(5201), 3));
    acw.apply(s, A.act(A.A_PICK_FLEET, 0, 2));
    expect(to(s, A.A_WATER_STEP)).toEqual(sorted(hex(5101), hex(5102), hex(5301), hex(5302), hex(5202)));
    sail(s, hex(5202));
    expect(mpLeft(s)).toBe(235);
    acw.apply(s, A.act(A.A_STOP));
    expect([s[N_BASE], s[N_BASE + 1], s[N_BASE + 2]]).toEqual([hex(5201), 1, 0]);
    expect([s[N_BASE + 3], s[N_BASE + 4], s[N_BASE + 5]]).toEqual([hex(5202), 2, 2]);
    expect(of(s, A.A_PICK_FLEET)).toEqual([A.act(A.A_PICK_FLEET, 0, 1)]);
    // the rest joins the moved SP: they stay moved, it may still move
    acw.apply(s, A.act(A.A_PICK_FLEET, 0, 1));
    sail(s, hex(5202));
    acw.apply(s, A.act(A.A_STOP));
    expect([s[N_BASE + 3], s[N_BASE + 4], s[N_BASE + 5]]).toEqual([hex(5202), 3, 3]);
    expect(of(s, A.A_PICK_FLEET)).toEqual([]);
  });

  it('R5.61 naval units pay 1 MP a tidal hexside (1/2 with naval-tidal-cost half) and may not enter a navigable one; riverine units pay 1/2 on both', () => {
    const from = node(928, 1028);
    const tidal = [node(1028, 1027), node(929, 1028)];
    const nav = node(929, 928);
    for (const [o, cost] of [
      [{}, 10],
      [{ options: { 'naval-tidal-cost': 'half' } }, 5],
    ] as const) {
      const s = union((t) => fleet(t, 0, from, 1), o);
      acw.apply(s, A.act(A.A_PICK_FLEET, 0, 1));
      expect(to(s, A.A_WATER_STEP)).toEqual(sorted(...tidal));
      sail(s, tidal[0]!);
      expect(mpLeft(s)).toBe(240 - cost);
    }
    const r = union((t) => riverine(t, 0, from));
    acw.apply(r, A.act(A.A_PICK_RIVERINE, 0));
    expect(to(r, A.A_WATER_STEP)).toEqual(sorted(...tidal, nav));
    sail(r, nav);
    expect(mpLeft(r)).toBe(235);
    acw.apply(r, A.act(A.A_STOP));
    expect(r[RV_BASE]).toBe(nav);
  });

  it("R5.64 off the map: round south Florida costs 8 MP, into the Mississippi delta 2 (the pack's figures); with too few MP no step", () => {
    const s = union((t) => fleet(t, 0, hex(2632), 1));
    acw.apply(s, A.act(A.A_PICK_FLEET, 0, 1));
    expect(to(s, A.A_WATER_STEP)).toContain(STRAITS);
    sail(s, STRAITS);
    expect(mpLeft(s)).toBe(240 - c.tables.straitsTenths);
    sail(s, hex(1633));
    sail(s, DELTA);
    expect(mpLeft(s)).toBe(240 - c.tables.straitsTenths - 5 - c.tables.deltaTenths);
    const t = union((x) => fleet(x, 0, hex(2632), 1));
    acw.apply(t, A.act(A.A_PICK_FLEET, 0, 1));
    t[F_SPENT] = t[F_MA]! - c.tables.straitsTenths + 1;
    expect(to(t, A.A_WATER_STEP)).not.toContain(STRAITS);
    t[F_SPENT] = t[F_MA]! - c.tables.straitsTenths;
    expect(to(t, A.A_WATER_STEP)).toContain(STRAITS);
  });

  it('R5.62 at most six naval SP on the tidal Mississippi hexsides', () => {
    const river = node(1133, 1132);
    const s = union((t) => {
      fleet(t, 0, river, 5);
      fleet(t, 1, DELTA, 2);
    });
    acw.apply(s, A.act(A.A_PICK_FLEET, 1, 2));
    expect(to(s, A.A_WATER_STEP)).not.toContain(river);
    expect(to(s, A.A_WATER_STEP)).toContain(hex(1633));
    const t = union((x) => {
      fleet(x, 0, river, 5);
      fleet(x, 1, DELTA, 2);
    });
    acw.apply(t, A.act(A.A_PICK_FLEET, 1, 1));
    expect(to(t, A.A_WATER_STEP)).toContain(river);
    // a fleet already on the tidal Mississippi moves along it
    const u = union((x) => fleet(x, 0, river, 6));
    acw.apply(u, A.act(A.A_PICK_FLEET, 0, 6));
    expect(to(u, A.A_WATER_STEP)).toContain(node(1133, 1232));
  });

  it('R17.2 a riverine unit entering a hexside next to a fortified Confederate unit runs the batteries: 1-3 it goes on, 4-6 it stops for the phase', () => {
    const seen = new Set<boolean>();
    for (const seed of ['a', 'b', 'c', 'd']) {
      const s = union(
        (t) => {
          riverine(t, 0, node(2507, 2607));
          put(t, 2508, CSA, 1, 1);
        },
        { seed },
      );
      acw.apply(s, A.act(A.A_PICK_RIVERINE, 0));
      const passes = rollD6(s.slice(), chanceAt(0)) <= 3;
      seen.add(passes);
      sail(s, node(2508, 2507));
      expect([mpLeft(s), legal(s)], seed).toEqual(
        passes ? [235, expect.arrayContaining([A.act(A.A_STOP)])] : [0, [A.act(A.A_STOP)]],
      );
      acw.apply(s, A.act(A.A_STOP));
      expect(s[RV_BASE]).toBe(passes ? node(2508, 2507) : node(2507, 2607));
    }
    expect(seen.size).toBe(2);
    // no battery on a hexside clear of forts: no roll
    const s = union((t) => riverine(t, 0, node(2507, 2607)));
    acw.apply(s, A.act(A.A_PICK_RIVERINE, 0));
    sail(s, node(2607, 2606));
    expect(mpLeft(s)).toBe(235);
  });

  it('R11.34 Farragut moves with his riverine unit and never enters a water node touching the Union', () => {
    const withHim = (on: boolean, at: number): S =>
      union((t) => {
        riverine(t, 0, at);
        if (!on) return;
        t[L_BASE] = 0;
        t[L_BASE + 1] = 2;
        t[L_BASE + 3] = LF_ALIVE | LF_FARRAGUT;
      });
    // on the Ohio every hexside touches Ohio (Union)
    const ohio = withHim(true, node(2507, 2607));
    acw.apply(ohio, A.act(A.A_PICK_RIVERINE, 0));
    expect(of(ohio, A.A_WATER_STEP)).toEqual([]);
    const alone = withHim(false, node(2507, 2607));
    acw.apply(alone, A.act(A.A_PICK_RIVERINE, 0));
    expect(to(alone, A.A_WATER_STEP)).toEqual(sorted(node(2607, 2606), node(2508, 2507)));
    // on the Cumberland in Tennessee he goes on
    const tn = withHim(true, node(2115, 2114));
    acw.apply(tn, A.act(A.A_PICK_RIVERINE, 0));
    expect(of(tn, A.A_WATER_STEP).length).toBeGreaterThan(0);
  });
});

describe('acw USMRR units [10.5]', () => {
  it('R10.51, R10.54 a USMRR unit runs Union rail at 1/10 MP a hex; a Southern rail hex costs 5 MP, repaired for the Union and dead for the South', () => {
    const s = union((t) => usmrr(t, 0, 1514));
    acw.apply(s, A.act(A.A_PICK_USMRR, 0));
    expect(to(s, A.A_STEP)).toContain(hex(1515));
    acw.apply(s, A.act(A.A_STEP, hex(1515), 1));
    expect([mpLeft(s), railRepaired(s, hex(1515)), railDead(s, hex(1515))]).toEqual([190, true, true]);
    acw.apply(s, A.act(A.A_STEP, hex(1514), 1));
    expect([mpLeft(s), railDead(s, hex(1514))]).toEqual([189, true]);
    acw.apply(s, A.act(A.A_STOP));
    expect(s[U_BASE]).toBe(hex(1514));
  });

  it('R10.55 at most three rail hexes repaired a railway a turn; never into a Confederate zone or unit', () => {
    const line = c.map.railLineOf[hex(1514) * 6 + dirTo(hex(1514), hex(1515))]!;
    const s = union((t) => usmrr(t, 0, 1514));
    s[REPAIR_BASE] = line;
    s[REPAIR_BASE + 1] = 2;
    acw.apply(s, A.act(A.A_PICK_USMRR, 0));
    expect(to(s, A.A_STEP)).toContain(hex(1515));
    s[REPAIR_BASE + 1] = 3;
    expect(to(s, A.A_STEP)).not.toContain(hex(1515));
    s[REPAIR_BASE + 1] = 0;
    setZoc(s, hex(1515), 1);
    expect(to(s, A.A_STEP)).not.toContain(hex(1515));
    const t = union((x) => {
      usmrr(x, 0, 1514);
      put(x, 1515, CSA, 1);
    });
    acw.apply(t, A.act(A.A_PICK_USMRR, 0));
    expect(to(t, A.A_STEP)).not.toContain(hex(1515));
  });

  it('R10.55 a USMRR unit caught in a Confederate zone must leave before the phase ends: no End while it can', () => {
    const s = union((t) => usmrr(t, 0, 2507));
    expect(of(s, A.A_END)).toHaveLength(1);
    setZoc(s, hex(2507), 1);
    expect(of(s, A.A_END)).toEqual([]);
    acw.apply(s, A.act(A.A_PICK_USMRR, 0));
    expect(of(s, A.A_STOP)).toEqual([]);
    acw.apply(s, A.act(A.A_STEP, hex(2606), 1));
    acw.apply(s, A.act(A.A_STOP));
    expect(of(s, A.A_END)).toHaveLength(1);
  });
});

describe('acw leaders alone [11.33, 19.7]', () => {
  it('R11.33 a leader alone pays 1 MP a hex and stays where he stops', () => {
    const s = union((t) => {
      put(t, 2507, USA, 1);
      leader(t, 1, 2507, 1);
    });
    acw.apply(s, A.act(A.A_PICK_LEADER, 1));
    expect(to(s, A.A_STEP)).toContain(hex(2606));
    acw.apply(s, A.act(A.A_STEP, hex(2606), 0));
    expect(mpLeft(s)).toBe(230);
    expect(s[L_BASE + L_WORDS]).toBe(hex(2606));
    acw.apply(s, A.act(A.A_STEP, hex(2507), 0));
    acw.apply(s, A.act(A.A_STOP));
    expect(s[L_BASE + L_WORDS]).toBe(hex(2507));
    expect(s[L_BASE + L_WORDS + 3]! & LF_MOVED).toBe(LF_MOVED);
  });

  it('R19.7 Leader A may not leave Virginia while Confederate SP remain there', () => {
    const lee = 4;
    // Lee alone in 3913 (Virginia), next to 4013 (North Carolina); CSA SP in Richmond or none in Virginia
    const at = (va: boolean, withLee = true): number[] => {
      const s = moving(
        CSA,
        (t) => {
          if (va) put(t, 4310, CSA, 1);
          leader(t, lee, 3913, 2);
          if (withLee) t[L_BASE + lee * L_WORDS + 3] = LF_ALIVE | LF_LEE;
        },
        { options: { 'r19.7-lee-in-virginia': true } },
      );
      acw.apply(s, A.act(A.A_PICK_LEADER, lee));
      return to(s, A.A_STEP);
    };
    expect(at(true)).not.toContain(hex(4013));
    expect(at(false)).toContain(hex(4013));
    expect(at(true, false)).toContain(hex(4013));
  });
});
