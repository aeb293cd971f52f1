/**
 * The state helpers every bvg rule reads (state.ts), on constructed positions: 3.4 strength of a
 * depleted unit, the 4.1 command tree (roots, moving and flagging a whole command), which cards
 * lead (4.1, CC4, CC69) or take no capacity (CC58), city control and its change flag, the native
 * side and pestholes of a map-card version (3.26, 3.28, Opt 7), and the event keys of the dice.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { auditChance, type EventKey } from '../../../src/core/chance.js';
import { Sfc32 } from '../../../src/core/rng.js';
import * as St from '../../../src/games/bvg/state.js';
import { bvg, c, city, command, csa, empty, L, maps, own, usa } from './fixture.js';

// USA 9: infantry 5/2, two steps; CSA 44 Forrest: cavalry 3/1, two steps; USA 47: cavalry 2, one step;
// USA 11 McClellan: leader 2; USA 4: Dept. of Washington; USA 69: Sheridan (cavalry);
// USA 58, 76: Reserve and Provisional Corps; USA 49: XVI Corps.

describe('3.4 depleted units', () => {
  it('a two-step unit at full strength fights at its printed value, depleted at its depleted value', () => {
    const s = empty();
    expect(St.strengthOf(c, s, usa(9))).toBe(5);
    expect(St.isDepleted(c, s, usa(9))).toBe(false);
    s[L.C_STEPS + usa(9)] = 1;
    expect(St.strengthOf(c, s, usa(9))).toBe(2);
    expect(St.isDepleted(c, s, usa(9))).toBe(true);
    s[L.C_STEPS + csa(44)] = 1;
    expect(St.strengthOf(c, s, csa(44))).toBe(1);
    expect(St.isDepleted(c, s, csa(44))).toBe(true);
  });

  it('a one-step unit, a leader or a unit with no step left is never depleted', () => {
    const s = empty();
    s[L.C_STEPS + usa(47)] = 0;
    expect(St.strengthOf(c, s, usa(47))).toBe(2);
    expect(St.isDepleted(c, s, usa(47))).toBe(false);
    s[L.C_STEPS + usa(11)] = 0;
    expect(St.strengthOf(c, s, usa(11))).toBe(2);
    s[L.C_STEPS + usa(9)] = 0; // in cadre (6.8): no step on the board
    expect(St.isDepleted(c, s, usa(9))).toBe(false);
  });
});

describe('4.1 the command tree', () => {
  /** McClellan (11) with the I Corps (9) and a subordinate Banks (13) with the 10 (4/2). */
  function tree(): ReturnType<typeof empty> {
    const s = empty();
    command(s, 'usa', 'east', 11, [9], [[13, [10]]]);
    command(s, 'usa', 'east', 14, [15]); // another command in the same theater
    command(s, 'csa', 'east', 8, [7]);
    return s;
  }

  it('every card of a command has the command card as its root; a root is its own', () => {
    const s = tree();
    for (const n of [11, 9, 13, 10]) expect(St.rootOf(s, usa(n))).toBe(usa(11));
    expect(St.rootOf(s, usa(15))).toBe(usa(14));
    expect(St.rootOf(s, csa(7))).toBe(csa(8));
  });

  it('a command moves as a whole: its leader, units, subordinate and its units, nothing else', () => {
    const s = tree();
    St.moveCommand(c, s, usa(11), L.LOC_WEST);
    for (const n of [11, 9, 13, 10]) expect(s[L.C_LOC + usa(n)]).toBe(L.LOC_WEST);
    for (const n of [14, 15]) expect(s[L.C_LOC + usa(n)]).toBe(L.LOC_EAST);
    for (const k of [csa(8), csa(7)]) expect(s[L.C_LOC + k]).toBe(L.LOC_EAST);
  });

  it('flagging a command adds the flag to each of its cards, keeping their other flags', () => {
    const s = tree();
    s[L.C_FLAGS + usa(10)] = L.F_KNOWN;
    St.flagCommand(c, s, usa(11), L.F_ATTACKED);
    for (const n of [11, 9, 13]) expect(s[L.C_FLAGS + usa(n)]).toBe(L.F_ATTACKED);
    expect(s[L.C_FLAGS + usa(10)]).toBe(L.F_KNOWN | L.F_ATTACKED);
    for (const k of [usa(14), usa(15), csa(8), csa(7)]) expect(s[L.C_FLAGS + k]).toBe(0);
  });

  it('face-down is either face-down flag (8.9 until the end of the attack or of the Combat Step)', () => {
    const s = empty();
    expect(St.faceDown(s, usa(9))).toBe(false);
    s[L.C_FLAGS + usa(9)] = L.F_FD_BATTLE;
    expect(St.faceDown(s, usa(9))).toBe(true);
    s[L.C_FLAGS + usa(9)] = L.F_FD_COMBAT | L.F_KNOWN;
    expect(St.faceDown(s, usa(9))).toBe(true);
    s[L.C_FLAGS + usa(9)] = L.F_KNOWN | L.F_ATTACKED;
    expect(St.faceDown(s, usa(9))).toBe(false);
  });
});

describe('card kinds', () => {
  it('4.1 leaders, the Dept. of Washington (CC4) and Sheridan (CC69) take units; other units do not', () => {
    for (const k of [usa(11), usa(4), usa(69), csa(8)]) expect(St.canLead(c, k)).toBe(true);
    for (const k of [usa(9), usa(47), csa(44), usa(5)]) expect(St.canLead(c, k)).toBe(false);
    expect(St.isDow(c, usa(4))).toBe(true);
    expect(St.isDow(c, usa(11))).toBe(false);
  });

  it('CC58 only the Reserve and Provisional Corps are free of capacity; CC49 only USA 49 is the XVI Corps', () => {
    expect([usa(58), usa(76)].map((k) => St.freeOfCapacity(c, k))).toEqual([true, true]);
    expect([usa(9), usa(49), usa(4)].map((k) => St.freeOfCapacity(c, k))).toEqual([false, false, false]);
    expect(St.isXvi(c, usa(49))).toBe(true);
    expect(St.isXvi(c, usa(58))).toBe(false);
    expect([St.isInf(c, usa(9)), St.isCav(c, usa(47)), St.isLeader(c, usa(11))]).toEqual([true, true, true]);
    expect([St.isInf(c, usa(47)), St.isCav(c, usa(9)), St.isLeader(c, usa(69))]).toEqual([
      false,
      false,
      false,
    ]);
  });
});

describe('the map', () => {
  it('a map card is on the map from version 0 on; cities of cards out of play are not', () => {
    const s = empty();
    expect(St.onMap(c, s, city('washington'))).toBe(false);
    maps(s, { A: 'only', F: 'usa' });
    expect(St.onMap(c, s, city('washington'))).toBe(true);
    expect(St.onMap(c, s, city('corinth'))).toBe(true);
    expect(St.onMap(c, s, city('atlanta'))).toBe(false);
  });

  it('3.26 Kentucky: the native side of its cities follows the version in play', () => {
    const s = empty();
    maps(s, { C: 'pro-usa' });
    expect(St.nativeOf(c, s, city('louisville'))).toBe(L.USA);
    maps(s, { C: 'neutral' });
    expect(St.nativeOf(c, s, city('louisville'))).toBe(-1);
    maps(s, { C: 'pro-csa' });
    expect(St.nativeOf(c, s, city('louisville'))).toBe(L.CSA);
  });

  it('3.28 a pesthole is one only on the version of its card that prints it, and only in play', () => {
    const s = empty();
    expect(St.isPesthole(c, s, city('corinth'))).toBe(false);
    maps(s, { F: 'usa' });
    expect(St.isPesthole(c, s, city('corinth'))).toBe(false);
    maps(s, { F: 'csa' });
    expect(St.isPesthole(c, s, city('corinth'))).toBe(true);
    expect(St.isPesthole(c, s, city('memphis'))).toBe(false);
  });

  it('a change of control marks the position for the surrender and victory checks; no change does not', () => {
    const s = empty();
    maps(s, { A: 'only' });
    for (const x of ['washington', 'harrisburg']) {
      s[L.H_DIRTY] = 0;
      expect(St.ctrl(s, city(x))).toBe(L.USA);
      St.setCtrl(s, city(x), L.USA);
      expect(s[L.H_DIRTY]).toBe(0);
      own(s, 'csa', x);
      expect(St.ctrl(s, city(x))).toBe(L.CSA);
      expect(s[L.H_DIRTY]).toBe(1);
    }
  });

  it('options are read from their bit', () => {
    const s = empty();
    s[L.H_OPT] = L.O_GETT_GAP_USA;
    expect(St.opt(s, L.O_GETT_GAP_USA)).toBe(true);
    s[L.H_OPT] = ~L.O_GETT_GAP_USA;
    expect(St.opt(s, L.O_GETT_GAP_USA)).toBe(false);
  });
});

describe('chance', () => {
  afterEach(() => auditChance(undefined));

  it('a die is keyed by its event: turn, side, purpose, place, round and index', () => {
    const s = empty();
    s[L.CH_TURN] = 7;
    const keys: EventKey[] = [];
    auditChance((_w, off, key) => {
      expect(off).toBe(L.H_DICE);
      keys.push({ ...key });
    });
    const d = St.dieFor(s, L.CSA, St.DIE_LEADER, 12, 3, 1);
    St.dieFor(s, L.USA, St.DIE_BATTLE);
    expect(d).toBeGreaterThanOrEqual(1);
    expect(d).toBeLessThanOrEqual(6);
    expect(keys).toEqual([
      { turn: 7, side: L.CSA, purpose: St.DIE_LEADER, place: 12, round: 3, index: 1 },
      { turn: 7, side: L.USA, purpose: St.DIE_BATTLE, place: 0, round: 0, index: 0 },
    ]);
  });

  it('the deck order is one fixed key per card, the same in a copy, another after a reseed', () => {
    const s = bvg.create({ scenario: 'standard', seed: 'deck' });
    const order = Array.from({ length: c.nc }, (_, k) => St.deckOrder(s, k));
    expect(new Set(order).size).toBe(c.nc);
    expect(Array.from({ length: c.nc }, (_, k) => St.deckOrder(bvg.clone(s), k))).toEqual(order);
    const t = bvg.clone(s);
    bvg.reseedChance(t, Sfc32.from('other', 'test'));
    expect(Array.from({ length: c.nc }, (_, k) => St.deckOrder(t, k))).not.toEqual(order);
  });

  it('the deck order follows each of the four shuffle words, and comes back with them', () => {
    const s = bvg.create({ scenario: 'standard', seed: 'deck' });
    const keys = (p: typeof s): number[] => Array.from({ length: c.nc }, (_, k) => St.deckOrder(p, k));
    const order = keys(s);
    for (let i = 0; i < 4; i++) {
      const t = bvg.clone(s);
      t[L.H_SHUF + i] = t[L.H_SHUF + i]! ^ 1;
      const other = keys(t);
      expect(other).not.toEqual(order);
      expect(keys(s)).toEqual(order);
      expect(keys(t)).toEqual(other);
    }
  });

  it('a card’s deck-order key depends on its own position only, whatever position was asked before', () => {
    const s = bvg.create({ scenario: 'standard', seed: 'deck' });
    const flipped = [0, 1, 2, 3].map((i) => {
      const t = bvg.clone(s);
      t[L.H_SHUF + i] = t[L.H_SHUF + i]! ^ 1;
      return t;
    });
    const zero = bvg.clone(s);
    zero.fill(0, L.H_SHUF, L.H_SHUF + 4); // all four shuffle words 0
    const all = [s, ...flipped, zero];
    for (const k of [0, 5, c.nc - 1])
      for (const p of all) {
        const seen = all.map((q) => {
          St.deckOrder(q, k);
          return St.deckOrder(p, k);
        });
        expect(new Set(seen).size).toBe(1);
      }
  });
});
