/**
 * Worked examples of the digest's Appendix, parts D and E (command control, leaders, attrition).
 */
import { describe, expect, it } from 'vitest';
import { chanceAt } from '../../../src/core/header.js';
import { rollD6 } from '../../../src/core/rng.js';
import {
  attrition,
  attritionLoss,
  ccLevel,
  commandControl,
  inactiveDigit,
} from '../../../src/games/acw/command.js';
import { hexId } from '../../../src/games/acw/grid.js';
import {
  CSA,
  G_CC_ROLL,
  G_LEDGER,
  HX_MISC,
  L_BASE,
  L_WORDS,
  LF_ALIVE,
  LF_FARRAGUT,
  USA,
} from '../../../src/games/acw/layout.js';
import {
  ccReduction,
  createLeader,
  credit,
  freeLeaderSlot,
  killOne,
} from '../../../src/games/acw/leaders.js';
import {
  alive,
  field,
  fortMovable,
  fortSP,
  gain,
  garrison,
  inactive,
  landSP,
  lRating,
  setFortMovable,
  setGarrison,
  setInactive,
  railDead,
  setRailDead,
  setSupplyOk,
  supplyOk,
} from '../../../src/games/acw/state.js';
import { blank, c, city, hex, leader, put } from './position.js';

const rolls = [1, 2, 3, 4, 5, 6];

describe('acw command control [11]', () => {
  it('R11.3 "Hello McClellan!": on GT4 at level 5 a rating-2 leader in Washington lowers it to 3: active on 1, 3, 6; inactive on 4 and 5, which at level 5 would have left it active', () => {
    const s = blank({ side: USA, turn: 4 });
    const w = city('Washington');
    put(s, 4406, USA, 17);
    leader(s, 1, 4406, 2);
    expect(ccLevel(c, s, USA)).toBe(5);
    const level = ccLevel(c, s, USA) - ccReduction(s, USA, w);
    expect(level).toBe(3);
    const off = rolls.filter((r) => inactiveDigit(c, level, r, hexId(w)));
    expect(off).toEqual([2, 4, 5]);
    expect(rolls.filter((r) => !inactiveDigit(c, 3, r, hexId(w)))).toContain(3);
    expect(inactiveDigit(c, 5, 4, hexId(w))).toBe(false);
    expect(inactiveDigit(c, 5, 5, hexId(w))).toBe(false);
  });

  it('20.1 at level 5 odd digits are inactive on 3 rolls in 6, even digits 2-8 on 4, and 0 on 5', () => {
    const count = (d: number): number => rolls.filter((r) => inactiveDigit(c, 5, r, 100 + d)).length;
    for (const d of [1, 3, 5, 7, 9]) expect(count(d)).toBe(3);
    for (const d of [2, 4, 6, 8]) expect(count(d)).toBe(4);
    expect(count(0)).toBe(5);
  });

  it('20.1 Baltimore (5) and Washington (6) at level 5 are both inactive only on a roll of 3', () => {
    const b = hexId(city('Baltimore'));
    const w = hexId(city('Washington'));
    expect(rolls.filter((r) => inactiveDigit(c, 5, r, b) && inactiveDigit(c, 5, r, w))).toEqual([3]);
    expect(rolls.filter((r) => inactiveDigit(c, 5, r, w) && !inactiveDigit(c, 5, r, b))).toEqual([1, 2, 6]);
    expect(rolls.filter((r) => inactiveDigit(c, 5, r, b) && !inactiveDigit(c, 5, r, w))).toEqual([4, 5]);
  });

  it('R11.11 level 3 on a roll of 3 inactivates hexes ending in 1, 3, 7 and 8', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => inactiveDigit(c, 3, 3, 1200 + d))).toEqual([
      1, 3, 7, 8,
    ]);
  });

  it('reading leader-cc: several leaders lower the level by the best rating, or by the sum', () => {
    const best = blank({ side: USA });
    leader(best, 1, 4406, 1);
    leader(best, 2, 4405, 2);
    expect(ccReduction(best, USA, city('Washington'))).toBe(2);
    const sum = blank({ side: USA, options: { 'leader-cc': 'sum' } });
    leader(sum, 1, 4406, 1);
    leader(sum, 2, 4405, 2);
    expect(ccReduction(sum, USA, city('Washington'))).toBe(3);
  });

  it('readings csa-cc-1863-65 and usa-cc-1865 fix the levels the track leaves unreadable', () => {
    expect(ccLevel(c, blank({ turn: 8, options: { 'csa-cc-1863-65': '3' } }), CSA)).toBe(3);
    expect(ccLevel(c, blank({ turn: 8 }), CSA)).toBe(c.tables.cc[17 + 8]);
    expect(ccLevel(c, blank({ turn: 15, options: { 'usa-cc-1865': '1' } }), USA)).toBe(1);
    expect(ccLevel(c, blank({ turn: 6, options: { 'csa-cc-1863-65': '1' } }), CSA)).toBe(3);
    // the readings start on GT7 (the South, track 2 there) and GT15 (the Union, track 3 on GT14)
    expect(ccLevel(c, blank({ turn: 7, options: { 'csa-cc-1863-65': '1' } }), CSA)).toBe(1);
    expect(c.tables.cc[14]).toBe(3);
    expect(ccLevel(c, blank({ turn: 14, options: { 'usa-cc-1865': '1' } }), USA)).toBe(3);
  });
});

describe('acw leaders [11.31-11.34]', () => {
  it('R11.31-11.32 a killed leader is replaced by a new rating-0 leader after a later battle; never more than four; the Union four include Farragut', () => {
    const s = blank({ side: CSA });
    for (let i = 4; i < 8; i++) leader(s, i, 2021, 3);
    expect(freeLeaderSlot(s, CSA)).toBe(-1);
    expect(killOne(s, CSA, [20 * 33 + 20])).toBe(true);
    const slot = freeLeaderSlot(s, CSA);
    expect(slot).toBeGreaterThanOrEqual(4);
    createLeader(s, CSA, 0);
    expect(lRating(s, slot)).toBe(0);
    const u = blank({ side: USA });
    u[L_BASE + 3] = LF_ALIVE | LF_FARRAGUT;
    for (let i = 1; i < 4; i++) leader(u, i, 4406, 0);
    expect(freeLeaderSlot(u, USA)).toBe(-1);
  });

  it('R11.34 Farragut never dies', () => {
    const s = blank({ side: USA });
    s[L_BASE] = 0;
    s[L_BASE + 1] = 2;
    s[L_BASE + 3] = LF_ALIVE | LF_FARRAGUT;
    expect(killOne(s, USA, [0, 1, 2])).toBe(false);
    expect(alive(s, 0)).toBe(true);
  });

  it('R11.31 promotion: one level per three enemy SP, up to 3', () => {
    const s = blank({ side: CSA });
    leader(s, 4, 2021, 0);
    const h = 19 * 33 + 20;
    credit(s, CSA, [h], 2);
    expect(lRating(s, 4)).toBe(0);
    credit(s, CSA, [h], 1);
    expect(lRating(s, 4)).toBe(1);
    credit(s, CSA, [h], 12);
    expect(lRating(s, 4)).toBe(3);
    expect(s[L_BASE + 4 * L_WORDS]).toBe(h);
  });
});

describe('acw attrition [12]', () => {
  it('20.1, R12.1 a 1-SP hex loses it on a 6; a 2-SP hex loses 1 on a 5 or 6 and never both; a 3-SP hex loses 1 on a 5 or 6', () => {
    expect(rolls.map((r) => attritionLoss(c, 1, r))).toEqual([0, 0, 0, 0, 0, 1]);
    expect(rolls.map((r) => attritionLoss(c, 2, r))).toEqual([0, 0, 0, 0, 1, 1]);
    expect(rolls.map((r) => attritionLoss(c, 3, r))).toEqual([0, 0, 0, 0, 1, 1]);
  });

  it('R12.1 the proportional loss falls for huge stacks: 19-30+ loses 3-6', () => {
    expect(rolls.map((r) => attritionLoss(c, 60, r))).toEqual([3, 4, 5, 5, 5, 6]);
  });

  it('R12.0 attrition only on the third and fourth seasons (GT1, 2, 5, 6, 9, 10, 13, 14)', () => {
    const on = [];
    for (let gt = 1; gt <= 16; gt++) if (c.tables.attrition[gt]) on.push(gt);
    expect(on).toEqual([1, 2, 5, 6, 9, 10, 13, 14]);
  });
});

describe('acw Command Control and Attrition Phases [11.0, 12.2]', () => {
  it('R11.0-R11.1 the roll inactivates the outside SP of hexes ending in the listed digits (a leader lowering the level), their fort SP may not leave; the other side is cleared', () => {
    const s = blank({ side: USA, turn: 4 });
    for (let d = 0; d < 10; d++) put(s, 2010 + d, USA, 3, 1);
    leader(s, 1, 2013, 2);
    const enemy = put(s, 3010, CSA, 3, 1);
    setInactive(s, enemy, 2);
    setFortMovable(s, enemy, 2);
    commandControl(c, s);
    const roll = s[G_CC_ROLL]!;
    expect(roll).toBeGreaterThanOrEqual(1);
    const off: number[] = [];
    for (let d = 0; d < 10; d++) {
      const h = hex(2010 + d);
      const level = ccLevel(c, s, USA) - ccReduction(s, USA, h);
      const out = inactiveDigit(c, level, roll, 2010 + d);
      if (out) off.push(d);
      expect(inactive(s, h), `hex ${2010 + d}`).toBe(out ? field(s, h) : 0);
      expect(fortMovable(s, h)).toBe(out ? 0 : fortSP(s, h));
      expect((s[HX_MISC + h]! >> 15) & 1).toBe(out ? 1 : 0);
    }
    // level 5 leaves some digits inactive and some active on every roll
    expect(off.length).toBeGreaterThan(0);
    expect(off.length).toBeLessThan(10);
    expect(inactive(s, enemy)).toBe(0);
    expect(fortMovable(s, enemy)).toBe(0);
    expect((s[HX_MISC + enemy]! >> 15) & 1).toBe(0);
  });

  it('R11.0 the Command Control Phase writes only the inactive marks: the rail and supply marks of hex 0101, stored after them, are kept', () => {
    const s = blank({ side: USA, turn: 4 });
    setRailDead(s, hex(101), true);
    setSupplyOk(s, hex(101), true);
    commandControl(c, s);
    expect(railDead(s, hex(101))).toBe(true);
    expect(supplyOk(s, hex(101))).toBe(true);
  });

  it('R11.3, 11.15 on GT12 (level 3) a rating-3 leader brings his hex and the next to 0: active whatever the roll', () => {
    let farOff = 0;
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) {
      const s = blank({ side: USA, turn: 12, seed });
      put(s, 2010, USA, 3);
      put(s, 2011, USA, 3);
      put(s, 2017, USA, 3);
      leader(s, 1, 2011, 3);
      commandControl(c, s);
      expect(inactive(s, hex(2010)) + inactive(s, hex(2011)), seed).toBe(0);
      if (inactive(s, hex(2017)) > 0) farOff++;
    }
    // the hex out of his reach is inactive on some of the rolls
    expect(farOff).toBeGreaterThan(0);
  });

  it('R12.2 one die per phasing hex, losses taken outside the fort first, then in it, then from the permanent garrison', () => {
    const s = blank({ side: CSA, turn: 5, seed: 'b' });
    // seed b rolls 4, 5, 6 for the three Southern hexes in hex order
    const preview = s.slice();
    expect([1, 2, 3].map(() => rollD6(preview, chanceAt(0)))).toEqual([4, 5, 6]);
    const a = put(s, 2010, CSA, 12, 2); // 10 outside, 2 in the fort: 10-12 column, 4 -> 2
    const u = put(s, 2210, USA, 5); // not phasing: no die
    const b = put(s, 2520, CSA, 7, 6); // 1 outside, 6 in the fort, 1 garrison: 7-9 column, 5 -> 2
    setGarrison(s, b, 1, CSA);
    gain(s, CSA, 1);
    const g = hex(3020);
    setGarrison(s, g, 2, CSA); // the permanent garrison alone: 2-3 column, 6 -> 1
    gain(s, CSA, 2);
    const before = s[G_LEDGER + CSA]!;
    attrition(c, s);
    expect([field(s, a), fortSP(s, a)]).toEqual([8, 2]);
    expect([field(s, b), fortSP(s, b), garrison(s, b)]).toEqual([0, 5, 1]);
    expect(garrison(s, g)).toBe(1);
    expect(field(s, u)).toBe(5);
    expect(s[G_LEDGER + CSA]).toBe(before - 5);
  });

  it('R12.2 attrition rolls for hexes only: the fort SP free to move in 0101 (stored after the last hex) are not taken for a stack', () => {
    // seed a rolls 1, then 6: one die for 0101 (5 SP, no loss on a 1), none after it
    const s = blank({ side: CSA, turn: 5, seed: 'a' });
    const corner = put(s, 101, CSA, 5, 5);
    setFortMovable(s, corner, 5);
    const before = s[G_LEDGER + CSA]!;
    attrition(c, s);
    expect(fortMovable(s, corner)).toBe(5);
    expect(s[G_LEDGER + CSA]).toBe(before);
  });

  it('R12.0 no attrition in winter and spring: GT4 leaves every stack whole', () => {
    const s = blank({ side: CSA, turn: 4, seed: 'b' });
    const a = put(s, 2010, CSA, 12, 2);
    attrition(c, s);
    expect(landSP(s, a)).toBe(12);
  });
});
