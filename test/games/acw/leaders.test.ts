/**
 * Leaders (leaders.ts) on constructed positions: Command Control reduction, Farragut, the limit of
 * four, creation hexes, promotion credit, death and displacement [11.3-11.34].
 */
import { describe, expect, it } from 'vitest';
import { EDGES, HEXES, NBR, edge, edgeHexes, hexId } from '../../../src/games/acw/grid.js';
import {
  CSA,
  L_BASE,
  L_WORDS,
  LEADERS,
  LF_ALIVE,
  LF_FARRAGUT,
  RV_BASE,
  USA,
} from '../../../src/games/acw/layout.js';
import {
  ccReduction,
  createLeader,
  creationHexes,
  credit,
  displaceLeaders,
  freeLeaderSlot,
  killOne,
} from '../../../src/games/acw/leaders.js';
import { T_SEA } from '../../../src/games/acw/map.js';
import { alive, lHex, lRating, setDone, type S } from '../../../src/games/acw/state.js';
import { blank, c, hex, leader, put } from './position.js';

const CS = LEADERS / 2; // the first Confederate slot
const word = (s: S, i: number, k: number): number => s[L_BASE + i * L_WORDS + k]!;
/** Farragut in Union slot 0, riding riverine unit `r` on water node `node`. */
function farragut(s: S, node: number, rating = 2, r = 0): void {
  s[L_BASE] = r;
  s[L_BASE + 1] = rating;
  s[L_BASE + 2] = 0;
  s[L_BASE + 3] = LF_ALIVE | LF_FARRAGUT;
  s[RV_BASE + r * 2] = node;
  s[RV_BASE + r * 2 + 1] = 0;
}

describe('acw leaders and Command Control [11.3, 11.34]', () => {
  it('R11.3 a leader lowers the level of his side on his hex and the six next to it by his rating; not two hexes off', () => {
    const s = blank();
    leader(s, 1, 2121, 2);
    expect([2121, 2122, 2021, 2123, 2321].map((id) => ccReduction(s, USA, hex(id)))).toEqual([2, 2, 2, 0, 0]);
    expect(ccReduction(s, CSA, hex(2121))).toBe(0);
    leader(s, CS, 2123, 1);
    expect(ccReduction(s, CSA, hex(2122))).toBe(1);
    expect(ccReduction(s, USA, hex(2123))).toBe(0);
  });

  it('R11.32 a dead leader lowers nothing', () => {
    const s = blank();
    leader(s, 1, 2121, 2);
    s[L_BASE + L_WORDS + 3] = 0;
    expect(ccReduction(s, USA, hex(2121))).toBe(0);
  });

  it('R11.3 two leaders on the same units: the better rating counts; reading leader-cc=sum, the sum', () => {
    for (const [options, want] of [
      [{}, 2],
      [{ 'leader-cc': 'sum' }, 3],
    ] as const) {
      const s = blank({ options });
      leader(s, 1, 2121, 2);
      leader(s, 2, 2122, 1);
      expect(ccReduction(s, USA, hex(2121))).toBe(want);
    }
  });

  it('R11.34 Farragut commands from the hex or hexside of his riverine unit; not from the Straits, the Delta or off the map', () => {
    const s = blank();
    farragut(s, hex(2121));
    expect([
      ccReduction(s, USA, hex(2121)),
      ccReduction(s, USA, hex(2122)),
      ccReduction(s, USA, hex(2123)),
    ]).toEqual([2, 2, 0]);
    const e = edge(hex(2121), 3);
    const [a] = edgeHexes(e);
    farragut(s, HEXES + e);
    expect(ccReduction(s, USA, a)).toBe(2);
    expect(ccReduction(s, USA, hex(2124))).toBe(0);
    // the Straits and the Delta (water nodes HEXES + EDGES, + 1) are no hex: not even 5301 in the corner
    for (const node of [HEXES + EDGES, HEXES + EDGES + 1, -1]) {
      farragut(s, node);
      expect([a, hex(5301), hex(101), hex(102)].map((h) => ccReduction(s, USA, h))).toEqual([0, 0, 0, 0]);
    }
    // on riverine unit 3 (its record, not riverine 0's, gives his place)
    const t = blank();
    farragut(t, hex(2121), 2, 3);
    t[RV_BASE] = hex(1010);
    expect([ccReduction(t, USA, hex(2122)), ccReduction(t, USA, hex(1010))]).toEqual([2, 0]);
  });

  it('R11.3 a leader in the map corner 0101 (hex 0) commands there', () => {
    const s = blank();
    leader(s, 1, 101, 1);
    expect([ccReduction(s, USA, hex(101)), ccReduction(s, USA, hex(102))]).toEqual([1, 1]);
  });

  it('R11.3 the records after the eight leader slots (the riverine units) are never a Confederate leader', () => {
    const s = blank();
    // riverine 0 at sea in 1632 and moved (flag 1), riverine 1 moved: read as slot 8 they would look alive
    s[RV_BASE] = hex(1632);
    s[RV_BASE + 1] = 1;
    s[RV_BASE + 2] = hex(1732);
    s[RV_BASE + 3] = 1;
    put(s, 1531, CSA, 1);
    const before = Array.from(s);
    expect(ccReduction(s, CSA, hex(1632))).toBe(0);
    expect(killOne(s, CSA, [hex(1632)])).toBe(false);
    credit(s, CSA, [hex(1632)], 3);
    displaceLeaders(s);
    expect(Array.from(s)).toEqual(before);
  });
});

describe('acw the limit of four leaders [11.32, 11.34]', () => {
  it('R11.34 the Union has three slots besides Farragut, the CSA four; a full side creates none', () => {
    const s = blank();
    expect([freeLeaderSlot(s, USA), freeLeaderSlot(s, CSA)]).toEqual([1, CS]);
    for (const i of [1, 2]) leader(s, i, 2121, 0);
    expect(freeLeaderSlot(s, USA)).toBe(3);
    leader(s, 3, 2121, 0);
    expect(freeLeaderSlot(s, USA)).toBe(-1);
    for (const i of [CS, CS + 1, CS + 2]) leader(s, i, 2021, 0);
    expect(freeLeaderSlot(s, CSA)).toBe(CS + 3);
    leader(s, CS + 3, 2021, 0);
    expect(freeLeaderSlot(s, CSA)).toBe(-1);
    const before = Array.from(s);
    createLeader(s, CSA, hex(2122));
    expect(Array.from(s)).toEqual(before);
  });

  it('R11.31 a new leader has rating 0, no promotion tally, and stands on the chosen hex', () => {
    const s = blank();
    s[L_BASE + CS * L_WORDS + 2] = 2; // a dead leader's tally left over
    createLeader(s, CSA, hex(2122));
    expect([lHex(s, CS), lRating(s, CS), word(s, CS, 2), alive(s, CS)]).toEqual([hex(2122), 0, 0, true]);
  });
});

describe('acw where a new leader goes [11.31]', () => {
  it('R11.31 on or next to a friendly unit that took part: its hex and the land neighbours not held by the enemy', () => {
    const s = blank();
    put(s, 2121, USA, 2);
    put(s, 2122, CSA, 1);
    const out: number[] = [];
    creationHexes(c, s, USA, [hex(2121)], out);
    const want = [2120, 2220, 2221, 2021, 2020, 2121].map(hex).sort((a, b) => a - b);
    expect(out).toEqual(want);
  });

  it('R11.31 a participating hex emptied by the losses places no leader; two hexes give each hex once', () => {
    const s = blank();
    put(s, 2121, USA, 2);
    put(s, 2021, USA, 1);
    const out: number[] = [];
    creationHexes(c, s, USA, [hex(2123)], out);
    expect(out).toEqual([]);
    creationHexes(c, s, USA, [hex(2121), hex(2021)], out);
    expect(new Set(out).size).toBe(out.length);
    expect(out).toContain(hex(2020));
    expect(out).toContain(hex(1921));
  });

  it('R11.31 a participating hex now held by the enemy (who advanced into it) places no leader', () => {
    const s = blank();
    put(s, 2121, CSA, 2);
    const out: number[] = [];
    creationHexes(c, s, USA, [hex(2121)], out);
    expect(out).toEqual([]);
    creationHexes(c, s, USA, [hex(102)], out); // an empty hex, no Double-Match force: none either
    expect(out).toEqual([]);
  });

  it('R11.31 on the map edge: from 0102 the leader may go on 0101 (hex 0), and nowhere off the map', () => {
    const s = blank();
    put(s, 102, USA, 1);
    put(s, 101, USA, 1);
    const out: number[] = [];
    creationHexes(c, s, USA, [hex(102)], out);
    expect(out).toEqual([101, 102, 201, 202, 103].map(hex).sort((a, b) => a - b));
    creationHexes(c, s, USA, [hex(101)], out);
    expect(out).toEqual([101, 102, 201].map(hex).sort((a, b) => a - b));
  });

  it('R11.31 a new Confederate leader does not go on a hex of Union units', () => {
    const s = blank();
    put(s, 2121, CSA, 2);
    put(s, 2122, USA, 1);
    const out: number[] = [];
    creationHexes(c, s, CSA, [hex(2121)], out);
    expect(out).toContain(hex(2020));
    expect(out).not.toContain(hex(2122));
  });

  it('R9.0, R11.31 a Double-Match force counts as a participant on its hex even when no SP is left there', () => {
    const s = blank();
    const out: number[] = [];
    creationHexes(c, s, USA, [hex(2121)], out, hex(2121));
    expect(out[0]).toBeLessThan(hex(2121));
    expect(out).toContain(hex(2121));
    expect(out.length).toBe(7);
  });

  it('R11.31 no new leader at sea', () => {
    let h = -1;
    for (let x = 0; x < HEXES && h < 0; x++)
      if (
        c.map.terrain[x] !== T_SEA &&
        [0, 1, 2, 3, 4, 5].some((d) => NBR[x * 6 + d]! >= 0 && c.map.terrain[NBR[x * 6 + d]!] === T_SEA)
      )
        h = x;
    const s = blank();
    put(s, hexId(h), USA, 1);
    const out: number[] = [];
    creationHexes(c, s, USA, [h], out);
    expect(out).toContain(h);
    expect(out.every((x) => c.map.terrain[x] !== T_SEA)).toBe(true);
  });
});

describe('acw promotion [11.31]', () => {
  it('R11.31 one level per three enemy SP, the rest kept toward the next; never above 3', () => {
    const s = blank();
    leader(s, CS, 2121, 0);
    credit(s, CSA, [hex(2121)], 2);
    expect([lRating(s, CS), word(s, CS, 2)]).toEqual([0, 2]);
    credit(s, CSA, [hex(2122)], 5);
    expect([lRating(s, CS), word(s, CS, 2)]).toEqual([2, 1]);
    credit(s, CSA, [hex(2121)], 6);
    expect(lRating(s, CS)).toBe(3);
    const before = word(s, CS, 2);
    credit(s, CSA, [hex(2121)], 3);
    expect([lRating(s, CS), word(s, CS, 2)]).toEqual([3, before]);
  });

  it('R11.31 only a leader with or next to the units gains; the enemy and dead leaders do not', () => {
    const s = blank();
    leader(s, 1, 2123, 0);
    leader(s, CS, 2121, 0);
    leader(s, CS + 1, 2121, 0);
    s[L_BASE + (CS + 1) * L_WORDS + 3] = 0;
    credit(s, USA, [hex(2121)], 3);
    credit(s, CSA, [hex(2123)], 0);
    expect([lRating(s, 1), lRating(s, CS), lRating(s, CS + 1)]).toEqual([0, 0, 0]);
    credit(s, USA, [hex(2122)], 3);
    expect(lRating(s, 1)).toBe(1);
  });

  it('R11.34, R11.31 Farragut (slot 0) nearest his next level takes the shared credit; off the map, none', () => {
    const s = blank();
    farragut(s, hex(2121));
    s[L_BASE + 2] = 2;
    leader(s, 1, 2121, 0);
    credit(s, USA, [hex(2121)], 1);
    expect([lRating(s, 0), lRating(s, 1), word(s, 1, 2)]).toEqual([3, 0, 0]);
    const t = blank();
    farragut(t, -1);
    credit(t, USA, [hex(2121), hex(101), hex(102)], 3);
    expect(lRating(t, 0)).toBe(2);
    const u = blank();
    leader(u, 1, 101, 0);
    credit(u, USA, [hex(101)], 3);
    expect(lRating(u, 1)).toBe(1);
  });

  it('R11.31 shared credit: of tallies 2 and 1 the leader at 2 gains, in either slot order', () => {
    for (const [first, second, promoted] of [
      [2, 1, CS],
      [1, 2, CS + 1],
    ] as const) {
      const s = blank();
      leader(s, CS, 2121, 0);
      leader(s, CS + 1, 2121, 0);
      s[L_BASE + CS * L_WORDS + 2] = first;
      s[L_BASE + (CS + 1) * L_WORDS + 2] = second;
      credit(s, CSA, [hex(2121)], 1);
      expect(lRating(s, promoted)).toBe(1);
    }
  });

  it('R11.31 shared credit goes to the eligible leader nearest his next promotion; a leader at 3 takes none', () => {
    const s = blank();
    leader(s, CS, 2121, 1);
    leader(s, CS + 1, 2121, 0);
    leader(s, CS + 2, 2121, 3);
    s[L_BASE + (CS + 1) * L_WORDS + 2] = 2;
    credit(s, CSA, [hex(2121)], 1);
    expect([lRating(s, CS), lRating(s, CS + 1), lRating(s, CS + 2)]).toEqual([1, 1, 3]);
    expect(word(s, CS + 1, 2)).toBe(0);
    s[L_BASE + CS * L_WORDS + 2] = 1;
    s[L_BASE + (CS + 2) * L_WORDS + 2] = 2; // at 3, however near his next level
    credit(s, CSA, [hex(2121)], 1);
    expect([word(s, CS, 2), word(s, CS + 1, 2), word(s, CS + 2, 2)]).toEqual([2, 0, 2]);
  });
});

describe('acw leader death [11.32]', () => {
  it('R11.32 one leader of the side with or next to the battle dies, the lowest rated; Farragut never; none far away', () => {
    const s = blank();
    leader(s, CS, 2121, 2);
    leader(s, CS + 1, 2122, 1); // the lowest, neither first nor last of those near
    leader(s, CS + 2, 2121, 3);
    leader(s, CS + 3, 2321, 0);
    expect(killOne(s, CSA, [hex(2121)])).toBe(true);
    expect([0, 1, 2, 3].map((k) => alive(s, CS + k))).toEqual([true, false, true, true]);
    expect([lHex(s, CS + 1), lRating(s, CS + 1), word(s, CS + 1, 2)]).toEqual([-1, 0, 0]);
    expect(killOne(s, USA, [hex(2121)])).toBe(false);
    farragut(s, hex(2121));
    expect(killOne(s, USA, [hex(2121)])).toBe(false);
    expect(alive(s, 0)).toBe(true);
    for (const i of [CS, CS + 2]) s[L_BASE + i * L_WORDS + 3] = 0; // the one left, CS + 3, is two hexes off
    expect(killOne(s, CSA, [hex(2121)])).toBe(false);
    expect(alive(s, CS + 3)).toBe(true);
  });
});

describe('acw leader displacement [11.33]', () => {
  it('R11.33 a leader in the far corner 5301 goes to 0101 across the map, never off it', () => {
    const s = blank();
    put(s, 101, USA, 1);
    setDone(s, hex(101), 1); // 0101's bookkeeping word follows the last hex's unit word
    leader(s, 1, 5301, 1);
    displaceLeaders(s);
    expect(lHex(s, 1)).toBe(hex(101));
  });

  it('R11.33 a leader whose units are wiped out goes to the nearest hex with friendly units; with none he is gone', () => {
    const s = blank();
    leader(s, 1, 2121, 1);
    leader(s, 2, 2021, 1);
    put(s, 2021, USA, 1);
    put(s, 2124, USA, 1);
    put(s, 1010, USA, 1); // far off, but first in the hex order
    put(s, 2123, CSA, 1);
    leader(s, CS, 2321, 1);
    farragut(s, hex(2122));
    displaceLeaders(s);
    expect([lHex(s, 1), lHex(s, 2), lHex(s, CS), word(s, 0, 0)]).toEqual([
      hex(2021),
      hex(2021),
      hex(2123),
      0,
    ]);
    const corner = blank();
    leader(corner, 1, 102, 1);
    put(corner, 101, USA, 1);
    put(corner, 1010, USA, 1);
    displaceLeaders(corner);
    expect(lHex(corner, 1)).toBe(hex(101));
    const zero = blank();
    leader(zero, 1, 101, 1);
    for (const id of [103, 201, 1010]) put(zero, id, USA, 1);
    displaceLeaders(zero);
    expect(lHex(zero, 1)).toBe(hex(201));
    const t = blank();
    leader(t, 1, 2121, 1);
    displaceLeaders(t);
    expect(alive(t, 1)).toBe(false);
  });
});
