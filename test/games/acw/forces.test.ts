/**
 * The Movement Phase's forces (movement.ts) on constructed positions in central Alabama (1920-2122:
 * clear, no rivers, supplied for the CSA): which forces may start [5.1, 10.31, 11.33, 14.2], the land
 * steps they may take [5.13, 5.22, 5.24] and where they may stop [10.31].
 */
import { describe, expect, it } from 'vitest';
import * as A from '../../../src/games/acw/actions.js';
import { acw } from '../../../src/games/acw/index.js';
import {
  CSA,
  D_COUNT,
  USA,
  F_ACTIVE,
  F_LEAD,
  F_MA,
  F_SP,
  F_SPENT,
  F_U,
  G_KY,
  L_BASE,
  L_WORDS,
  LF_ALIVE,
  LF_FARRAGUT,
  LF_MOVED,
  U_BASE,
} from '../../../src/games/acw/layout.js';
import { T_CLEAR } from '../../../src/games/acw/map.js';
import { playStart } from '../../../src/games/acw/movement.js';
import { HEXES, NBR, hexId } from '../../../src/games/acw/grid.js';
import { KY_NEUTRAL, isKentucky } from '../../../src/games/acw/places.js';
import {
  done,
  field,
  fortSP,
  lFlags,
  lHex,
  lRating,
  setFortMovable,
  setSupplyOk,
  setUSP,
  setZoc,
  supplyOk,
  uSP,
} from '../../../src/games/acw/state.js';
import { Z_PRIMARY, Z_SECONDARY } from '../../../src/games/acw/zoc.js';
import { blank, c, fortMarker, hex, leader, legal, put, ready } from './position.js';
import type { S } from '../../../src/games/acw/state.js';

/** The (kind, hex, count) triples of the legal actions of one kind. */
const offered = (s: S, kind: number): number[][] =>
  legal(s)
    .filter((a) => A.kindOf(a) === kind)
    .map((a) => [A.xOf(a), A.yOf(a)]);

/** CSA SP on a hex of central Alabama, supply judged, at the start of its GT4 Movement Phase. */
function csa(id: number, sp: number): S {
  const s = blank({ side: CSA, turn: 4 });
  put(s, id, CSA, sp);
  return ready(s);
}

/** A clear hex outside Kentucky, without a city, next to a clear Kentucky hex without one. */
function kentuckyBorder(): [number, number] {
  const open = (h: number): boolean => c.map.terrain[h] === T_CLEAR && c.map.city[h]! < 0;
  for (let h = 0; h < HEXES; h++) {
    if (!open(h) || isKentucky(c, h) || c.map.stateCodes[c.map.state[h]!] !== 'TN') continue;
    for (let d = 0; d < 6; d++) {
      const n = NBR[h * 6 + d]!;
      if (n >= 0 && open(n) && isKentucky(c, n) && (c.map.side[h * 6 + d]! & 3) === 0) return [h, n];
    }
  }
  throw new Error('no border');
}

const setFlags = (s: S, i: number, f: number): void => {
  s[L_BASE + i * L_WORDS + 3] = f;
};

describe('acw starting a force [5.1, 10.31, 11.33, 14.2]', () => {
  it('R10.31 a hex of 5 SP, 2 judged unsupplied, starts as two forces: 3 on the full allowance, 2 on half of it', () => {
    const s = blank({ side: CSA, turn: 4 });
    put(s, 2021, CSA, 5);
    put(s, 2721, USA, 2);
    ready(s);
    const h = hex(2021);
    setUSP(s, h, 2);
    expect(offered(s, A.A_PICK)).toEqual([[h, 3]]);
    expect(offered(s, A.A_PICK_U)).toEqual([[h, 2]]);
    acw.apply(s, A.act(A.A_PICK_U, h, 2));
    expect(s[F_U]).toBe(1);
    expect(s[F_MA]).toBe(120);
    expect(field(s, h)).toBe(3);
    expect(uSP(s, h)).toBe(0);
    acw.apply(s, A.act(A.A_STEP, hex(2020), 2));
    acw.apply(s, A.act(A.A_STOP));
    expect(field(s, hex(2020))).toBe(2);
    expect(done(s, hex(2020))).toBe(2);
    expect(uSP(s, hex(2020))).toBe(2);
  });

  it('R10.31 a hex all supplied offers no unsupplied force, a hex all unsupplied no supplied one', () => {
    const s = csa(2021, 4);
    expect(offered(s, A.A_PICK)).toEqual([[hex(2021), 4]]);
    expect(offered(s, A.A_PICK_U)).toEqual([]);
    expect(offered(s, A.A_PICK_LEAD)).toEqual([]);
    setUSP(s, hex(2021), 4);
    expect(offered(s, A.A_PICK)).toEqual([]);
    expect(offered(s, A.A_PICK_U)).toEqual([[hex(2021), 4]]);
  });

  it('R10.31, R11.33 a force may start with the best-rated unmoved friendly leader of its hex, who then has moved', () => {
    const s = csa(2021, 3);
    leader(s, 4, 2021, 1);
    leader(s, 5, 2021, 2);
    leader(s, 6, 2021, 0);
    setUSP(s, hex(2021), 1);
    expect(offered(s, A.A_PICK_LEAD)).toEqual([[hex(2021), 2]]);
    acw.apply(s, A.act(A.A_PICK_LEAD, hex(2021), 2));
    expect(s[F_LEAD]).toBe(1 << 5);
    expect(lFlags(s, 5) & LF_MOVED).toBe(LF_MOVED);
    expect(lFlags(s, 4) & LF_MOVED).toBe(0);
    acw.apply(s, A.act(A.A_STEP, hex(2020), 2));
    acw.apply(s, A.act(A.A_STOP));
    expect(lHex(s, 5)).toBe(hex(2020));
    expect(lHex(s, 4)).toBe(hex(2021));
    expect(lRating(s, 0)).toBe(0);
    // the Union's first leader slot is a leader like any other
    const u = blank({ side: USA, turn: 4 });
    put(u, 2904, USA, 2);
    leader(u, 0, 2904, 1);
    ready(u);
    setUSP(u, hex(2904), 0);
    expect(offered(u, A.A_PICK_LEAD)).toEqual([[hex(2904), 2]]);
    acw.apply(u, A.act(A.A_PICK_LEAD, hex(2904), 2));
    expect(u[F_LEAD]).toBe(1);
    expect(lFlags(u, 0) & LF_MOVED).toBe(LF_MOVED);
  });

  it('R10.31, R11.33 the best leader is found in any slot: a better leader in the lower slot, a lone rating-0 leader, and a force started without a leader leaves him', () => {
    const s = csa(2021, 2);
    leader(s, 4, 2021, 2);
    leader(s, 5, 2021, 1);
    acw.apply(s, A.act(A.A_PICK_LEAD, hex(2021), 2));
    expect(s[F_LEAD]).toBe(1 << 4);
    const u = blank({ side: USA, turn: 4 });
    put(u, 2904, USA, 2);
    leader(u, 0, 2904, 2);
    leader(u, 1, 2904, 1);
    ready(u);
    setUSP(u, hex(2904), 0);
    acw.apply(u, A.act(A.A_PICK_LEAD, hex(2904), 2));
    expect(u[F_LEAD]).toBe(1 << 0);
    const fresh = csa(2021, 2);
    leader(fresh, 6, 2021, 0);
    expect(offered(fresh, A.A_PICK_LEAD)).toEqual([[hex(2021), 2]]);
    acw.apply(fresh, A.act(A.A_PICK, hex(2021), 2));
    expect(fresh[F_LEAD]).toBe(0);
    expect(lFlags(fresh, 6) & LF_MOVED).toBe(0);
  });

  it('R11.33 no leader start with an enemy, dead, already moved or Farragut-flagged leader, nor one on another hex', () => {
    const cases: [number, number, number][] = [
      [1, 2021, LF_ALIVE], // a Union leader
      [4, 2021, 0], // dead
      [4, 2021, LF_ALIVE | LF_MOVED],
      [4, 2021, LF_ALIVE | LF_FARRAGUT],
      [4, 2020, LF_ALIVE],
    ];
    for (const [i, at, flags] of cases) {
      const s = csa(2021, 3);
      leader(s, i, at, 2);
      setFlags(s, i, flags);
      expect(offered(s, A.A_PICK_LEAD)).toEqual([]);
    }
  });

  it('R14.2 SP released from a fort may leave it one to all of them at a time', () => {
    const s = blank({ side: CSA, turn: 4 });
    put(s, 2021, CSA, 2, 2);
    ready(s);
    setFortMovable(s, hex(2021), 2);
    expect(offered(s, A.A_UNGARRISON)).toEqual([
      [hex(2021), 1],
      [hex(2021), 2],
    ]);
    acw.apply(s, A.act(A.A_UNGARRISON, hex(2021), 1));
    expect(fortSP(s, hex(2021))).toBe(1);
  });

  it('R14.1 SP that moved into a friendly fort hex garrison it first; SP that have not moved may build a fort', () => {
    const s = blank({ side: CSA, turn: 4 });
    put(s, 2020, CSA, 2);
    put(s, 2021, CSA, 1);
    fortMarker(s, 2020, CSA);
    ready(s);
    acw.apply(s, A.act(A.A_PICK, hex(2021), 1));
    acw.apply(s, A.act(A.A_STEP, hex(2020), 1));
    acw.apply(s, A.act(A.A_STOP));
    expect(done(s, hex(2020))).toBe(1);
    acw.apply(s, A.act(A.A_GARRISON, hex(2020), 1));
    expect(done(s, hex(2020))).toBe(0);
    expect(fortSP(s, hex(2020))).toBe(1);
    const t = csa(2021, 3);
    expect(offered(t, A.A_BUILD_FORT)).toEqual([[hex(2021), 3]]);
    acw.apply(t, A.act(A.A_BUILD_FORT, hex(2021), 3));
    expect(fortSP(t, hex(2021))).toBe(3);
  });

  it("R5.14-5.15 SP that moved into 0101, the map's first hex, do not start again (nor anything off the map)", () => {
    const s = blank({ side: USA, turn: 4 });
    put(s, 102, USA, 6);
    ready(s);
    setUSP(s, hex(102), 0);
    setSupplyOk(s, hex(101), true);
    acw.apply(s, A.act(A.A_PICK, hex(102), 6));
    expect(offered(s, A.A_STEP)).toContainEqual([hex(101), 6]);
    acw.apply(s, A.act(A.A_STEP, hex(101), 6));
    acw.apply(s, A.act(A.A_STOP));
    expect(done(s, hex(101))).toBe(6);
    expect(offered(s, A.A_PICK)).toEqual([]);
  });

  it('R5.1 only the start actions of the phase start anything: any other action is refused', () => {
    const s = csa(2021, 1);
    expect(() => playStart(c, s, A.act(A.A_STOP))).toThrow(/not a start action/);
  });
});

describe('acw land steps [5.13, 5.22, 5.24]', () => {
  it('R5.13 a force of 3 may move 3, 2 or 1 of its SP into each open neighbour; moving all leaves no detachment', () => {
    const s = csa(2021, 3);
    acw.apply(s, A.act(A.A_PICK, hex(2021), 3));
    const into2020 = offered(s, A.A_STEP).filter(([t]) => t === hex(2020));
    expect(into2020).toEqual([
      [hex(2020), 3],
      [hex(2020), 2],
      [hex(2020), 1],
    ]);
    acw.apply(s, A.act(A.A_STEP, hex(2020), 3));
    expect(s[D_COUNT]).toBe(0);
    expect(s[F_SP]).toBe(3);
  });

  it('R5.1, R5.26 a force steps only into the neighbours of its hex, never into an enemy-occupied one', () => {
    const s = blank({ side: CSA, turn: 4 });
    put(s, 2021, CSA, 3);
    put(s, 2122, USA, 1);
    ready(s);
    acw.apply(s, A.act(A.A_PICK, hex(2021), 3));
    const targets = new Set(offered(s, A.A_STEP).map(([t]) => t));
    expect([...targets].sort()).toEqual([2020, 2121, 2022, 1922, 1921].map(hex).sort());
  });

  it('R5.22 a force may enter a clear hex with exactly 1 MP left, not with 0.9', () => {
    const s = csa(2021, 1);
    acw.apply(s, A.act(A.A_PICK, hex(2021), 1));
    s[F_SPENT] = s[F_MA]! - 10;
    expect(offered(s, A.A_STEP).length).toBeGreaterThan(0);
    s[F_SPENT] = s[F_MA]! - 9;
    expect(offered(s, A.A_STEP)).toEqual([]);
  });

  it('R5.24, R9.11 a force too weak for a Double-Match may not step from one enemy Primary hex into another, but may into a Secondary one for 1 + 5 MP', () => {
    const s = blank({ side: CSA, turn: 4 });
    put(s, 2021, CSA, 2);
    put(s, 2122, USA, 4);
    ready(s);
    setZoc(s, hex(2021), Z_PRIMARY);
    setZoc(s, hex(2020), Z_PRIMARY);
    setZoc(s, hex(2022), Z_SECONDARY);
    acw.apply(s, A.act(A.A_PICK, hex(2021), 2));
    const targets = new Set(offered(s, A.A_STEP).map(([t]) => t));
    expect(targets.has(hex(2020))).toBe(false);
    expect(targets.has(hex(2022))).toBe(true);
    acw.apply(s, A.act(A.A_STEP, hex(2022), 2));
    expect(s[F_SPENT]).toBe(60);
    // a Double-Match force (twice the defence) may, for 1 + 5 MP
    const dm = blank({ side: CSA, turn: 4 });
    put(dm, 2021, CSA, 9);
    put(dm, 2122, USA, 1);
    ready(dm);
    setZoc(dm, hex(2021), Z_PRIMARY);
    setZoc(dm, hex(2020), Z_PRIMARY);
    acw.apply(dm, A.act(A.A_PICK, hex(2021), 9));
    expect(offered(dm, A.A_STEP)).toContainEqual([hex(2020), 9]);
    acw.apply(dm, A.act(A.A_STEP, hex(2020), 9));
    expect(dm[F_SPENT]).toBe(60);
  });

  it('R19.12 an army force stepping into neutral Kentucky on GT2 invades it', () => {
    const s = blank({ side: CSA, turn: 2 });
    s[G_KY] = KY_NEUTRAL;
    const [from, to] = kentuckyBorder();
    put(s, hexId(from), CSA, 1);
    ready(s);
    acw.apply(s, A.act(A.A_PICK, from, 1));
    acw.apply(s, A.act(A.A_STEP, to, 1));
    expect(s[G_KY]).not.toBe(KY_NEUTRAL);
  });
});

describe('acw stopping [10.31]', () => {
  it('R10.31 a supplied force may not stop out of supply; an unsupplied one may', () => {
    const s = csa(2021, 4);
    setSupplyOk(s, hex(2020), false);
    setUSP(s, hex(2021), 2);
    acw.apply(s, A.act(A.A_PICK, hex(2021), 2));
    expect(uSP(s, hex(2021))).toBe(2);
    acw.apply(s, A.act(A.A_STEP, hex(2020), 2));
    expect(legal(s)).not.toContain(A.act(A.A_STOP));
    acw.apply(s, A.act(A.A_STEP, hex(2021), 2));
    expect(legal(s)).toContain(A.act(A.A_STOP));
    acw.apply(s, A.act(A.A_STOP));
    expect(uSP(s, hex(2021))).toBe(2);
    acw.apply(s, A.act(A.A_PICK_U, hex(2021), 2));
    acw.apply(s, A.act(A.A_STEP, hex(2020), 2));
    expect(legal(s)).toContain(A.act(A.A_STOP));
  });

  it('R10.31 a leader with the force all the way lets it stop out of supply; a detachment he left may not', () => {
    const s = csa(2021, 3);
    leader(s, 4, 2021, 1);
    setSupplyOk(s, hex(2020), false);
    setSupplyOk(s, hex(1920), false);
    acw.apply(s, A.act(A.A_PICK_LEAD, hex(2021), 3));
    acw.apply(s, A.act(A.A_STEP, hex(2020), 2));
    expect(legal(s)).toContain(A.act(A.A_STOP));
    leader(s, 0, 2904, 1);
    acw.apply(s, A.act(A.A_STOP));
    expect(lHex(s, 4)).toBe(hex(2020));
    expect(lRating(s, 0)).toBe(1);
    // the detachment left on 2021 had the leader along its whole path so far
    expect(s[F_ACTIVE]).toBe(1);
    expect(s[F_LEAD]).toBe(0);
    expect(legal(s)).toContain(A.act(A.A_STOP));
    acw.apply(s, A.act(A.A_STEP, hex(2020), 1));
    expect(legal(s)).not.toContain(A.act(A.A_STOP));
  });
});

describe('acw stopping other forces [11.33, 10.5]', () => {
  it('R11.33 a lone leader must end his move stacked with friendly combat units', () => {
    const s = csa(2021, 1);
    leader(s, 4, 2021, 1);
    acw.apply(s, A.act(A.A_PICK_LEADER, 4));
    expect(legal(s)).toContain(A.act(A.A_STOP));
    acw.apply(s, A.act(A.A_STEP, hex(2020), 0));
    expect(legal(s)).not.toContain(A.act(A.A_STOP));
  });

  it('R10.5 a USMRR unit may end its move out of Union supply', () => {
    const s = blank({ side: USA, turn: 8 });
    s[U_BASE] = hex(2621);
    s[U_BASE + 1] = 0;
    ready(s);
    expect(supplyOk(s, hex(2621))).toBe(false);
    acw.apply(s, A.act(A.A_PICK_USMRR, 0));
    expect(legal(s)).toContain(A.act(A.A_STOP));
  });
});
