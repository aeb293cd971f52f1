/**
 * 6 Draw/Replace Step and 17 Late War on constructed positions played through the game object: the
 * entitlement and its minimum draws (6.1, 6.2, 15.3, 17.3), supply (6.3), cadre (6.4, 6.8), cashing
 * in supply (6.5), restores (6.6), useless map cards (6.7), Late-War cards to the bottom of the deck
 * (17.1, 17.2), the USA deck running out (17.4) and Banks back to hand (CC13).
 */
import { describe, expect, it } from 'vitest';
import { deckOrder } from '../../../src/games/bvg/state.js';
import {
  A,
  bvg,
  c,
  command,
  csa,
  has,
  L,
  legal,
  maps,
  own,
  play,
  type S,
  usa,
  drawStep,
  loc,
} from './fixture.js';

const DRAW = A.enc(A.OP_DRAW);
const SUPPLY = A.enc(A.OP_SUPPLY);
const BUY = A.enc(A.OP_BUY, A.NONE);
const REPLACE = A.enc(A.OP_REPLACE);
/** Take supply points for as long as they are offered; how many. */
function supplyWhileOffered(s: S): number {
  let n = 0;
  while (has(s, SUPPLY)) {
    play(s, SUPPLY);
    n++;
  }
  return n;
}
const PILE = [9, 10, 15, 18, 20, 21, 24, 25].map(usa);
const CSA_PILE = [7, 9, 10, 13, 15, 16].map(csa);

describe('6.1 entitlement and minimum draws', () => {
  it('the USA draws five, at least two of them cards; the rest may be supply points', () => {
    const s = drawStep('usa', PILE);
    expect(s[L.H_ENTITLE]).toBe(5);
    expect(supplyWhileOffered(s)).toBe(3);
    expect(s[L.H_SUPPLY + L.USA]).toBe(5 + 3);
    expect(has(s, A.DONE)).toBe(false);
    play(s, DRAW);
    play(s, DRAW);
    expect(legal(s)).toContain(A.DONE);
    expect(has(s, DRAW)).toBe(false);
  });

  it('the CSA draws four, at least one of them a card, and gets a free supply point without a blockade (6.3)', () => {
    const s = drawStep('csa', CSA_PILE);
    expect(s[L.H_ENTITLE]).toBe(4);
    expect(s[L.H_SUPPLY + L.CSA]).toBe(6);
    expect(supplyWhileOffered(s)).toBe(3);
    play(s, DRAW);
    expect(has(s, A.DONE)).toBe(true);
  });

  it('6.2 after the deck runs out the whole entitlement may be taken as supply points', () => {
    const s = drawStep('csa', []);
    expect(has(s, DRAW)).toBe(false);
    expect(supplyWhileOffered(s)).toBe(4);
  });

  it('15.3 the CSA draws three after losing one production, and gets a free restore', () => {
    const s = drawStep('csa', CSA_PILE, (t) => {
      maps(t, { G: 'usa' });
      own(t, 'usa', 'richmond', 'atlanta'); // industry lost
      command(t, 'csa', 'east', 8, [7]);
      t[L.C_STEPS + csa(7)] = 1;
    });
    expect(s[L.H_ENTITLE]).toBe(3);
    expect(s[L.H_FREE_RESTORE]).toBe(1);
    const supply = s[L.H_SUPPLY + L.CSA]!;
    play(s, A.enc(A.OP_RESTORE, csa(7)));
    expect(s[L.H_SUPPLY + L.CSA]).toBe(supply);
    expect(s[L.C_STEPS + csa(7)]).toBe(2);
  });

  it('17.3 in its Late War the USA draws six (or, with reading read-17.3, five and a supply point)', () => {
    const s = drawStep('usa', PILE, (t) => (t[L.H_LATEWAR + L.USA] = 1));
    expect(s[L.H_ENTITLE]).toBe(6);
    expect(s[L.H_SUPPLY + L.USA]).toBe(5);
    const r = drawStep('usa', PILE, (t) => {
      t[L.H_LATEWAR + L.USA] = 1;
      t[L.H_OPT] = L.O_LW_SUPPLY_ONLY;
    });
    expect(r[L.H_ENTITLE]).toBe(5);
    expect(r[L.H_SUPPLY + L.USA]).toBe(6);
    // not before the Late War
    const e = drawStep('usa', PILE, (t) => (t[L.H_OPT] = L.O_LW_SUPPLY_ONLY));
    expect([e[L.H_ENTITLE], e[L.H_SUPPLY + L.USA]]).toEqual([5, 5]);
  });
});

describe('6.4-6.8 cadre, supply, restores, useless map cards', () => {
  it('6.4 a face-up cadre card may be taken for a draw; 6.8 face-down ones turn face-up at the end of the step', () => {
    const s = drawStep('usa', PILE, (t) => {
      t[L.C_LOC + usa(11)] = L.LOC_CADRE;
      t[L.C_LOC + usa(14)] = L.LOC_CADRE;
      t[L.C_FLAGS + usa(14)] = L.F_CADRE_DOWN;
    });
    expect(has(s, A.enc(A.OP_CADRE, usa(11)))).toBe(true);
    expect(has(s, A.enc(A.OP_CADRE, usa(14)))).toBe(false);
    expect(has(s, A.enc(A.OP_BUY, usa(14)))).toBe(false);
    play(s, A.enc(A.OP_CADRE, usa(11)));
    expect(loc(s, usa(11))).toBe(L.LOC_HAND);
    expect(s[L.C_FLAGS + usa(11)]).toBe(L.F_FROM_CADRE | L.F_KNOWN); // the cadre is public
    expect(s[L.H_ENTITLE]).toBe(4);
    play(s, DRAW);
    play(s, DRAW);
    while (has(s, DRAW)) play(s, DRAW);
    play(s, A.DONE);
    expect(s[L.C_FLAGS + usa(14)]! & L.F_CADRE_DOWN).toBe(0);
  });

  it('6.1 cadre cards count against the draws that need not be cards only', () => {
    const s = drawStep('usa', PILE, (t) => (t[L.C_LOC + usa(11)] = L.LOC_CADRE));
    play(s, SUPPLY);
    play(s, SUPPLY);
    play(s, SUPPLY); // two left, both owed as cards
    expect(has(s, A.enc(A.OP_CADRE, usa(11)))).toBe(false);
  });

  it('6.5 a supply point buys one more card from the deck or the cadre; none without supply', () => {
    const s = drawStep('usa', PILE, (t) => (t[L.C_LOC + usa(11)] = L.LOC_CADRE));
    const hand = (): number => PILE.filter((k) => loc(s, k) === L.LOC_HAND).length;
    play(s, BUY);
    expect([s[L.H_SUPPLY + L.USA], s[L.H_ENTITLE], hand()]).toEqual([4, 5, 1]);
    play(s, A.enc(A.OP_BUY, usa(11)));
    expect([s[L.H_SUPPLY + L.USA], loc(s, usa(11))]).toEqual([3, L.LOC_HAND]);
    const poor = drawStep('usa', PILE, (t) => {
      t[L.C_LOC + usa(11)] = L.LOC_CADRE;
      t[L.H_SUPPLY + L.USA] = 0;
    });
    expect(has(poor, BUY)).toBe(false);
    expect(has(poor, A.enc(A.OP_BUY, usa(11)))).toBe(false);
    const empty_ = drawStep('usa', []);
    expect(has(empty_, BUY)).toBe(false);
  });

  it('6.6 one supply point restores up to three units after the USA free corps', () => {
    const s = drawStep('usa', PILE, (t) => {
      command(t, 'usa', 'east', 56, [28, 30, 33, 36, 37]);
      for (const n of [28, 30, 33, 36, 37]) t[L.C_STEPS + usa(n)] = 1;
    });
    for (const n of [28, 30, 33, 36]) play(s, A.enc(A.OP_RESTORE, usa(n)));
    expect(s[L.H_SUPPLY + L.USA]).toBe(4); // one free, three for one point
    play(s, A.enc(A.OP_RESTORE, usa(37)));
    expect(s[L.H_SUPPLY + L.USA]).toBe(3);
    for (const n of [28, 30, 33, 36, 37]) expect(s[L.C_STEPS + usa(n)]).toBe(2);
    // nothing to pay with: no restore offered
    const t = drawStep('usa', PILE, (u) => {
      command(u, 'usa', 'east', 56, [28, 30]);
      for (const n of [28, 30]) u[L.C_STEPS + usa(n)] = 1;
      u[L.H_SUPPLY + L.USA] = 0;
    });
    play(t, A.enc(A.OP_RESTORE, usa(28)));
    expect(has(t, A.enc(A.OP_RESTORE, usa(30)))).toBe(false);
  });

  it('9.7 a partial blockade: no free CSA supply point, one free restore', () => {
    const s = drawStep('csa', CSA_PILE, (t) => {
      t[L.C_LOC + usa(5)] = L.LOC_EAST; // a USA squadron in the East
      command(t, 'csa', 'east', 8, [7]);
      t[L.C_STEPS + csa(7)] = 1;
    });
    expect(s[L.H_SUPPLY + L.CSA]).toBe(5);
    expect(s[L.H_FREE_RESTORE]).toBe(1);
  });

  it('6.7 a useless map card drawn is removed and may be replaced by another draw', () => {
    const useless = usa(12); // Map Card C (neutral); C is in play in another version
    const s = drawStep('usa', [useless], (t) => maps(t, { C: 'pro-usa' }));
    play(s, DRAW);
    expect(loc(s, useless)).toBe(L.LOC_REMOVED);
    expect(has(s, REPLACE)).toBe(false); // the deck is empty now
    const t = drawStep('usa', [useless, ...PILE], (u) => {
      maps(u, { C: 'pro-usa' });
      for (const k of PILE) u[L.C_LOC + k] = L.LOC_REMOVED;
    });
    play(t, DRAW);
    for (const k of PILE) t[L.C_LOC + k] = L.LOC_DECK;
    expect(has(t, REPLACE)).toBe(true);
    play(t, REPLACE);
    expect(PILE.filter((k) => loc(t, k) === L.LOC_HAND).length).toBe(1);
    expect(has(t, REPLACE)).toBe(false);
    expect(t[L.H_ENTITLE]).toBe(4); // the replacement is not one of the five
  });

  it('CC13 Banks on the board may go back to hand in the Draw/Replace Step', () => {
    const s = drawStep('usa', PILE, (t) => command(t, 'usa', 'east', 13, [9]));
    const ret = A.enc(A.OP_RETURN, usa(13));
    expect(has(s, ret)).toBe(true);
    play(s, ret);
    expect(loc(s, usa(13))).toBe(L.LOC_HAND);
    expect(s[L.C_FLAGS + usa(13)]).toBe(L.F_KNOWN | L.F_HAND_LOCK);
    expect(s[L.C_PARENT + usa(9)]).toBe(-1); // his command broken up
    expect(
      has(
        drawStep('usa', PILE, (t) => command(t, 'usa', 'east', 11, [9])),
        A.enc(A.OP_RETURN, usa(11)),
      ),
    ).toBe(false);
  });
});

describe('17 Late War and the end of the deck', () => {
  it('17.1 a Late-War card drawn goes to the bottom, the first face-up, the rest face-down, and another card is drawn', () => {
    // numbered deck: 63 and 66 (Late-War) come before 67
    const s = drawStep('usa', [usa(63), usa(66), usa(67)], (t) => (t[L.H_FLAGS] = L.GF_ORDERED));
    play(s, DRAW);
    expect([loc(s, usa(63)), loc(s, usa(66)), loc(s, usa(67))]).toEqual([
      L.LOC_BOTTOM,
      L.LOC_BOTTOM,
      L.LOC_HAND,
    ]);
    expect(Array.from(s.subarray(L.BOT + L.USA * L.BOT_CAP, L.BOT + L.USA * L.BOT_CAP + 2))).toEqual([
      usa(63),
      usa(66),
    ]);
    expect(s[L.H_BOT_N + L.USA]).toBe(2);
    expect(s[L.C_FLAGS + usa(63)]! & L.F_LW_UP).toBe(L.F_LW_UP);
    expect(s[L.C_FLAGS + usa(66)]! & L.F_LW_UP).toBe(0);
    expect(s[L.H_LATEWAR + L.USA]).toBe(0);
    // 17.2 drawing the face-up card starts the USA's Late War; the card goes to hand
    play(s, DRAW);
    expect(loc(s, usa(63))).toBe(L.LOC_HAND);
    expect(s[L.C_FLAGS + usa(63)]! & L.F_LW_UP).toBe(0);
    expect([s[L.H_LATEWAR + L.USA], s[L.H_LATEWAR + L.CSA]]).toEqual([1, 0]);
    expect(s[L.H_BOT_N + L.USA]).toBe(1);
    // in Late War a Late-War card drawn goes to hand
    play(s, DRAW);
    expect(loc(s, usa(66))).toBe(L.LOC_HAND);
  });

  it('17.1 the 1864 Elections card always goes to the bottom face-up', () => {
    const s = drawStep('usa', [usa(63), usa(67), usa(72), usa(76)], (t) => (t[L.H_FLAGS] = L.GF_ORDERED));
    play(s, DRAW); // 63 to the bottom face-up, 67 to hand
    play(s, DRAW); // 72 to the bottom, 76 to hand
    expect([loc(s, usa(72)), loc(s, usa(76))]).toEqual([L.LOC_BOTTOM, L.LOC_HAND]);
    expect(s[L.C_FLAGS + usa(72)]! & L.F_LW_UP).toBe(L.F_LW_UP);
  });

  it('Historical Scenario: the first Late-War card drawn begins the Late War and goes to hand', () => {
    const s = drawStep('usa', [usa(63)], (t) => (t[L.H_FLAGS] = L.GF_LW_IMMEDIATE));
    play(s, DRAW);
    expect(loc(s, usa(63))).toBe(L.LOC_HAND);
    expect(s[L.H_LATEWAR + L.USA]).toBe(1);
  });

  it('decks in numerical order: the lowest number is drawn first, and the card is known', () => {
    const s = drawStep('usa', [usa(24), usa(10), usa(18)], (t) => (t[L.H_FLAGS] = L.GF_ORDERED));
    play(s, DRAW);
    expect(loc(s, usa(10))).toBe(L.LOC_HAND);
    expect(s[L.C_FLAGS + usa(10)]).toBe(L.F_KNOWN);
    expect([loc(s, usa(18)), loc(s, usa(24))]).toEqual([L.LOC_DECK, L.LOC_DECK]);
  });

  it('17.4 the USA deck running out in its turn: the USA finishes it, the CSA plays one, the USA one more', () => {
    const s = drawStep('usa', [usa(9)]);
    expect(s[L.H_END_LEFT]).toBe(-1);
    play(s, DRAW);
    expect(s[L.H_END_LEFT]).toBe(2);
    const t = drawStep('csa', CSA_PILE, (u) => (u[L.C_LOC + usa(9)] = L.LOC_DECK));
    play(t, DRAW);
    expect(t[L.H_END_LEFT]).toBe(-1); // a CSA draw while the USA deck holds cards changes nothing
  });

  it('a CSA card drawn is marked as drawn since its last Deploy/Move Step (7.2)', () => {
    const s = drawStep('csa', [csa(7)]);
    const before = s[L.H_RECENT]!;
    play(s, DRAW);
    expect(s[L.C_FLAGS + csa(7)]! & L.F_RECENT).toBe(L.F_RECENT);
    expect(s[L.H_RECENT]).toBe(before + 1);
    expect(bvg.isTerminal(s)).toBe(false);
  });
});

describe('the Draw/Replace Step for both sides (6.1-6.8, 15.3, 17.1)', () => {
  const stepsOf = (s: S): number[] => Array.from(s.subarray(L.C_STEPS, L.C_STEPS + c.nc));

  it('6.1 the minimum draws are counted down as cards are drawn: after two, the rest may be supply', () => {
    const s = drawStep('usa', PILE);
    play(s, DRAW);
    play(s, DRAW);
    expect(supplyWhileOffered(s)).toBe(3);
    const t = drawStep('csa', CSA_PILE);
    play(t, DRAW);
    expect(supplyWhileOffered(t)).toBe(3);
    expect(t[L.H_SUPPLY + L.CSA]).toBe(6 + 3);
  });

  it('a shuffled deck gives the card first in the deck order, unknown to the opponent, and changes nothing else', () => {
    const s = drawStep('usa', PILE);
    const first = PILE.reduce((a, k) => (deckOrder(s, k) < deckOrder(s, a) ? k : a));
    expect(PILE.filter((k) => k !== first && deckOrder(s, k) === deckOrder(s, first))).toEqual([]);
    const steps = stepsOf(s);
    play(s, DRAW);
    expect(loc(s, first)).toBe(L.LOC_HAND);
    expect(s[L.C_FLAGS + first]).toBe(0);
    expect(PILE.filter((k) => loc(s, k) === L.LOC_HAND)).toEqual([first]);
    expect(stepsOf(s)).toEqual(steps);
  });

  it('17.1 the CSA puts its Late-War cards under its own deck; 17.2 its Late War begins alone', () => {
    const s = drawStep('csa', [csa(69), csa(72), csa(75)], (t) => (t[L.H_FLAGS] = L.GF_ORDERED));
    const steps = stepsOf(s);
    play(s, DRAW);
    expect([loc(s, csa(69)), loc(s, csa(72)), loc(s, csa(75))]).toEqual([
      L.LOC_BOTTOM,
      L.LOC_BOTTOM,
      L.LOC_HAND,
    ]);
    expect(Array.from(s.subarray(L.BOT + L.CSA * L.BOT_CAP, L.BOT + L.CSA * L.BOT_CAP + 2))).toEqual([
      csa(69),
      csa(72),
    ]);
    expect([s[L.H_BOT_N + L.CSA], s[L.H_BOT_N + L.USA]]).toEqual([2, 0]);
    expect([s[L.H_LW_PLACED + L.CSA], s[L.H_LW_PLACED + L.USA]]).toEqual([2, 0]);
    expect(s[L.C_FLAGS + csa(69)]! & L.F_LW_UP).toBe(L.F_LW_UP);
    expect(s[L.C_FLAGS + csa(72)]! & L.F_LW_UP).toBe(0);
    expect(stepsOf(s)).toEqual(steps);
    play(s, DRAW); // the face-up card: the CSA's Late War
    expect(loc(s, csa(69))).toBe(L.LOC_HAND);
    expect([s[L.H_LATEWAR + L.CSA], s[L.H_LATEWAR + L.USA]]).toEqual([1, 0]);
    expect([s[L.H_BOT_N + L.CSA], s[L.BOT + L.CSA * L.BOT_CAP]]).toEqual([1, csa(72)]);
  });

  it('Historical Scenario: the first Late-War card drawn goes to hand, not under the deck', () => {
    const s = drawStep('usa', [usa(63), usa(67)], (t) => (t[L.H_FLAGS] = L.GF_ORDERED | L.GF_LW_IMMEDIATE));
    play(s, DRAW);
    expect([loc(s, usa(63)), loc(s, usa(67))]).toEqual([L.LOC_HAND, L.LOC_DECK]);
    expect(s[L.H_BOT_N + L.USA]).toBe(0);
  });

  it('18.5 the 1864 Elections card drawn in the USA Late War is revealed and played at once', () => {
    const s = drawStep('usa', [usa(72)], (t) => (t[L.H_LATEWAR + L.USA] = 1));
    play(s, DRAW);
    expect(loc(s, usa(72))).toBe(L.LOC_REMOVED);
    expect(s[L.H_FLAGS]! & L.GF_ELECTIONS).toBe(L.GF_ELECTIONS);
  });

  it('17.4 the end of the USA deck is noted once: later draws do not start the count again', () => {
    for (const left of [1, 0]) {
      const s = drawStep('csa', CSA_PILE, (t) => (t[L.H_END_LEFT] = left));
      play(s, DRAW);
      expect(s[L.H_END_LEFT]).toBe(left);
    }
  });

  it('6.3, 6.5, 6.7 the CSA takes supply, buys cards and replaces useless map cards on its own tracks', () => {
    const s = drawStep('csa', [csa(27), ...CSA_PILE], (t) => maps(t, { F: 'usa' }));
    for (const k of CSA_PILE) s[L.C_LOC + k] = L.LOC_REMOVED;
    play(s, DRAW); // Map Card F (CSA) while F is in play: removed, a replacement owed
    expect(loc(s, csa(27))).toBe(L.LOC_REMOVED);
    expect([s[L.H_REPLACE + L.CSA], s[L.H_REPLACE + L.USA]]).toEqual([1, 0]);
    for (const k of CSA_PILE) s[L.C_LOC + k] = L.LOC_DECK;
    play(s, REPLACE);
    expect(s[L.H_REPLACE + L.CSA]).toBe(0);
    play(s, SUPPLY);
    expect([s[L.H_SUPPLY + L.CSA], s[L.H_SUPPLY + L.USA]]).toEqual([7, 5]);
    play(s, BUY);
    expect([s[L.H_SUPPLY + L.CSA], s[L.H_SUPPLY + L.USA]]).toEqual([6, 5]);
    expect(CSA_PILE.filter((k) => loc(s, k) === L.LOC_HAND).length).toBe(2);
  });

  it('6.7 a replacement not taken lapses at the end of the step', () => {
    const s = drawStep('csa', [csa(27), csa(7)], (t) => {
      maps(t, { F: 'usa' });
      t[L.C_LOC + csa(7)] = L.LOC_REMOVED;
    });
    play(s, DRAW);
    s[L.C_LOC + csa(7)] = L.LOC_DECK;
    while (has(s, SUPPLY)) play(s, SUPPLY);
    expect(has(s, REPLACE)).toBe(true);
    play(s, A.DONE);
    expect(s[L.H_REPLACE + L.CSA]).toBe(0);
  });

  it('6.4 a CSA card taken from cadre counts as drawn since its last Deploy/Move Step (7.2); a USA one does not', () => {
    const s = drawStep('csa', CSA_PILE, (t) => (t[L.C_LOC + csa(21)] = L.LOC_CADRE));
    const recent = s[L.H_RECENT]!;
    play(s, A.enc(A.OP_CADRE, csa(21)));
    expect(s[L.H_RECENT]).toBe(recent + 1);
    const u = drawStep('usa', PILE, (t) => (t[L.C_LOC + usa(11)] = L.LOC_CADRE));
    const r = u[L.H_RECENT]!;
    play(u, A.enc(A.OP_CADRE, usa(11)));
    expect(u[L.H_RECENT]).toBe(r);
  });

  it('6.6 a paid restore covers two more units even with no supply left; units in the West too; not in hand', () => {
    const s = drawStep('csa', CSA_PILE, (t) => {
      t[L.C_LOC + usa(5)] = L.LOC_EAST; // a partial blockade: no free supply point, one free restore
      command(t, 'csa', 'west', 8, [7, 9, 10, 13]);
      for (const n of [7, 9, 10, 13, 15]) t[L.C_STEPS + csa(n)] = 1;
      t[L.C_LOC + csa(15)] = L.LOC_HAND;
      t[L.H_SUPPLY + L.CSA] = 1;
    });
    expect(has(s, A.enc(A.OP_RESTORE, csa(15)))).toBe(false);
    for (const n of [7, 9, 10, 13]) play(s, A.enc(A.OP_RESTORE, csa(n))); // free, paid, then the paid one's two
    expect([s[L.H_SUPPLY + L.CSA], s[L.H_SUPPLY + L.USA]]).toEqual([0, 5]);
    for (const n of [7, 9, 10, 13]) expect(s[L.C_STEPS + csa(n)]).toBe(2);
  });

  it('15.3 two productions lost: the CSA draws three and gets no free restore', () => {
    const s = drawStep('csa', CSA_PILE, (t) => {
      maps(t, { G: 'usa', C: 'pro-usa' });
      own(t, 'usa', 'richmond', 'atlanta', 'shenandoah-valley', 'lynchburg'); // industry and food
    });
    expect([s[L.H_ENTITLE], s[L.H_FREE_RESTORE]]).toEqual([3, 0]);
  });

  it('15.3 all three productions lost: the CSA draws two and gets two free restores', () => {
    const s = drawStep('csa', CSA_PILE, (t) => {
      maps(t, { C: 'pro-usa', F: 'usa', G: 'usa', I: 'usa' });
      own(t, 'usa', 'cairo', 'memphis', 'vicksburg', 'port-hudson', 'new-orleans'); // the Mississippi
      own(t, 'usa', 'richmond', 'atlanta'); // industry
      own(t, 'usa', 'shenandoah-valley', 'lynchburg', 'knoxville', 'chattanooga', 'nashville'); // food
    });
    expect([s[L.H_ENTITLE], s[L.H_FREE_RESTORE]]).toEqual([2, 2]);
  });

  it('reading read-6.6-production-restore: the production free restore costs a supply point, if there is one', () => {
    const lose = (supply: number): S =>
      drawStep('csa', CSA_PILE, (t) => {
        t[L.H_OPT] = L.O_PROD_LOSES_SUPPLY;
        t[L.C_LOC + usa(5)] = L.LOC_EAST; // no free supply point
        t[L.H_SUPPLY + L.CSA] = supply;
        maps(t, { G: 'usa' });
        own(t, 'usa', 'richmond', 'atlanta');
      });
    expect(lose(2)[L.H_SUPPLY + L.CSA]).toBe(1);
    expect(lose(0)[L.H_SUPPLY + L.CSA]).toBe(0);
    expect(lose(2)[L.H_FREE_RESTORE]).toBe(2); // partial blockade and production
  });

  it('CC67 Digging for the South and CC19 Ironclads: free CSA restores at the start of its own turn', () => {
    expect(drawStep('csa', CSA_PILE, (t) => (t[L.H_FLAGS] = L.GF_DIGGING))[L.H_FREE_RESTORE]).toBe(1);
    const ir = drawStep('csa', CSA_PILE, (t) => (t[L.H_FLAGS] = L.GF_IRONCLADS));
    expect([ir[L.H_FREE_RESTORE], ir[L.H_FREE_KEEP]]).toEqual([1, 1]);
    // not in the USA's turn
    const u = drawStep('usa', PILE, (t) => (t[L.H_FLAGS] = L.GF_IRONCLADS | L.GF_DIGGING));
    expect([u[L.H_FREE_RESTORE], u[L.H_FREE_KEEP]]).toEqual([1, 0]);
  });

  it('CC13 Banks in the West may go back to hand too; Banks in hand or cadre has nothing to return from', () => {
    const s = drawStep('usa', PILE, (t) => command(t, 'usa', 'west', 13, [9]));
    expect(has(s, A.enc(A.OP_RETURN, usa(13)))).toBe(true);
    for (const l of [L.LOC_HAND, L.LOC_DECK]) {
      const t = drawStep('usa', PILE, (u) => (u[L.C_LOC + usa(13)] = l));
      expect(has(t, A.enc(A.OP_RETURN, usa(13)))).toBe(false);
    }
  });
});
