/**
 * Draw/Replace Step rules that draw.test.ts leaves open (issue 29, wip/mut29): the hand a drawn card
 * goes to in the four-player game (rule 4), the railnet's effect on the USA entitlement (14.3), the
 * minimum draws of a nearly empty deck (6.1), the Late-War block counted in the deck (17.1, 6.2), the
 * second and third restores of a paid supply point (6.6) and what lapses at the end of the step (6.6,
 * 13), the USA deck found empty in the CSA's turn (17.4) and the Historical first turn (CC13).
 */
import { describe, expect, it } from 'vitest';
import { handSize } from '../../../src/games/bvg/draw.js';
import { deckOrder } from '../../../src/games/bvg/state.js';
import {
  A,
  at,
  bvg,
  c,
  command,
  csa,
  empty,
  has,
  L,
  maps,
  own,
  play,
  type S,
  START_MAPS,
  usa,
  drawStep,
  loc,
} from './fixture.js';

const DRAW = A.enc(A.OP_DRAW);
const SUPPLY = A.enc(A.OP_SUPPLY);
const BUY = A.enc(A.OP_BUY, A.NONE);
const restoreOf = (k: number): number => A.enc(A.OP_RESTORE, k);
/** Use up the entitlement (supply points, then the draws owed) and end the step; `spend` zeroes the supply after. */
function endStep(s: S, spend = false): void {
  while (has(s, SUPPLY)) play(s, SUPPLY);
  while (!has(s, A.DONE)) play(s, DRAW);
  play(s, A.DONE);
  if (spend) s[L.H_SUPPLY + s[L.H_SIDE]!] = 0; // spent elsewhere in the turn (on attacks, 11)
}

describe('4-Player rule 4: the hand a drawn card goes to', () => {
  // numbered deck: XII Corps (10, no theater), a card East only (16), a WEST card (18), a card for the
  // Western Theater only (48)
  const deck = [usa(10), usa(16), usa(18), usa(48)];
  const drawAll = (players: number): S => {
    const s = drawStep('usa', deck, (t) => {
      t[L.H_FLAGS] = L.GF_ORDERED;
      t[L.H_PLAYERS] = players;
    });
    for (let i = 0; i < deck.length; i++) play(s, DRAW);
    return s;
  };

  it('4-Player rule 4 a WEST card or one usable only in the West goes to the Western player, the rest to the Eastern', () => {
    const s = drawAll(4);
    expect(deck.map((k) => loc(s, k))).toEqual([L.LOC_HAND, L.LOC_HAND, L.LOC_HAND_W, L.LOC_HAND_W]);
    expect(handSize(c, s, L.USA)).toBe(4); // 4-Player rule 1: the side's cards in both hands
    expect(handSize(c, s, L.CSA)).toBe(0);
  });

  it('2.1 in the two-player game every card drawn goes to the one hand', () => {
    const s = drawAll(2);
    expect(deck.map((k) => loc(s, k))).toEqual(deck.map(() => L.LOC_HAND));
    expect(handSize(c, s, L.USA)).toBe(4);
  });
});

describe('6.1 entitlement and minimum draws', () => {
  it('14.3 a severed USA railnet costs the USA one draw, in its Late War too', () => {
    const sever = (t: S): void => own(t, 'csa', 'baltimore', 'harrisburg', 'harpers-ferry', 'pittsburgh');
    expect(drawStep('usa', [usa(9)], sever)[L.H_ENTITLE]).toBe(4);
    const lw = drawStep('usa', [usa(9)], (t) => {
      sever(t);
      t[L.H_LATEWAR + L.USA] = 1;
    });
    expect(lw[L.H_ENTITLE]).toBe(5);
    expect(drawStep('usa', [usa(9)], (t) => own(t, 'csa', 'baltimore'))[L.H_ENTITLE]).toBe(5);
  });

  it('6.1 with one card left in its deck the USA must draw only that one: four supply points may be taken', () => {
    const s = drawStep('usa', [usa(9)]);
    let n = 0;
    while (has(s, SUPPLY)) {
      play(s, SUPPLY);
      n++;
    }
    expect(n).toBe(4);
    expect(has(s, DRAW)).toBe(true);
  });
});

describe('17.1 the Late-War block is part of the deck', () => {
  it('17.1, 6.2 the CSA draws the cards under its deck one by one; when they are gone its deck is empty', () => {
    const s = drawStep('csa', [csa(69), csa(72), csa(75)], (t) => (t[L.H_FLAGS] = L.GF_ORDERED));
    play(s, DRAW); // 69 and 72 under the deck, 75 to hand
    expect(has(s, DRAW)).toBe(true);
    play(s, DRAW); // 69, face-up: the CSA's Late War
    expect(has(s, DRAW)).toBe(true);
    expect(has(s, BUY)).toBe(true);
    play(s, DRAW); // 72
    expect([loc(s, csa(69)), loc(s, csa(72))]).toEqual([L.LOC_HAND, L.LOC_HAND]);
    expect(s[L.H_ENTITLE]).toBe(1);
    expect(has(s, DRAW)).toBe(false);
    expect(has(s, BUY)).toBe(false);
  });
});

describe('6.2 drawing from a shuffled deck, and from none', () => {
  it('6.2 a shuffled deck: each card drawn is the first left in the deck order', () => {
    const pile = [9, 10, 15, 18, 20, 21, 24, 25].map(usa);
    const s = drawStep('usa', pile);
    const order = [...pile].sort((a, b) => deckOrder(s, a) - deckOrder(s, b));
    const drawn: number[] = [];
    for (let i = 0; i < 5; i++) {
      play(s, DRAW);
      drawn.push(pile.find((k) => loc(s, k) === L.LOC_HAND && !drawn.includes(k))!);
    }
    expect(drawn).toEqual(order.slice(0, 5));
  });

  it('CC66 Partisan Rangers with an empty deck: both draws are wasted, no card moves or counts as drawn (7.2)', () => {
    const s = empty();
    maps(s, START_MAPS);
    s[L.C_LOC + csa(66)] = L.LOC_HAND;
    at(s, 'csa', L.PH_DEPLOY);
    const locs = Array.from(s.subarray(L.C_LOC, L.C_LOC + c.nc));
    const recent = s[L.H_RECENT]!;
    play(s, A.enc(A.OP_ENIGMA, csa(66), A.NONE));
    locs[csa(66)] = L.LOC_REMOVED; // the card itself is discarded
    expect(Array.from(s.subarray(L.C_LOC, L.C_LOC + c.nc))).toEqual(locs);
    expect([s[L.H_RECENT], s[L.H_SUPPLY + L.CSA]]).toEqual([recent, 6]);
  });
});

describe('17 the CSA Late War', () => {
  it('17.2 in its Late War the CSA puts a Late-War card drawn into its hand', () => {
    const s = drawStep('csa', [csa(69), csa(75)], (t) => {
      t[L.H_FLAGS] = L.GF_ORDERED; // 69 (Late War) first
      t[L.H_LATEWAR + L.CSA] = 1;
    });
    play(s, DRAW);
    expect([loc(s, csa(69)), loc(s, csa(75)), s[L.H_BOT_N + L.CSA]]).toEqual([L.LOC_HAND, L.LOC_DECK, 0]);
  });

  it('Historical Scenario: the first Late-War card the CSA draws begins the CSA Late War alone', () => {
    const s = drawStep('csa', [csa(72)], (t) => (t[L.H_FLAGS] = L.GF_LW_IMMEDIATE));
    play(s, DRAW);
    expect(loc(s, csa(72))).toBe(L.LOC_HAND);
    expect([s[L.H_LATEWAR + L.CSA], s[L.H_LATEWAR + L.USA]]).toEqual([1, 0]);
  });
});

describe('6.5, 6.6 the CSA pays from its own supply', () => {
  /** The CSA under a full blockade (no free supply point or restore) with a depleted unit and `supply`. */
  const poorCsa = (supply: number): S =>
    drawStep('csa', [csa(7)], (t) => {
      t[L.C_LOC + usa(5)] = L.LOC_EAST;
      t[L.C_LOC + usa(35)] = L.LOC_EAST; // two squadrons in the East (Porter, Farragut): a full blockade (9.7)
      command(t, 'csa', 'west', 8, [9]);
      t[L.C_STEPS + csa(9)] = 1;
      t[L.C_LOC + csa(21)] = L.LOC_CADRE;
      t[L.H_SUPPLY + L.CSA] = supply;
      t[L.H_SUPPLY + L.USA] = 5 - supply;
    });

  it('6.5, 6.6 with a supply point the CSA may buy a card or restore a unit; without one it may not', () => {
    const s = poorCsa(1);
    expect([s[L.H_FREE_RESTORE], s[L.H_SUPPLY + L.CSA]]).toEqual([0, 1]);
    expect([BUY, A.enc(A.OP_BUY, csa(21)), restoreOf(csa(9))].map((a) => has(s, a))).toEqual([
      true,
      true,
      true,
    ]);
    const t = poorCsa(0);
    expect([BUY, A.enc(A.OP_BUY, csa(21)), restoreOf(csa(9))].map((a) => has(t, a))).toEqual([
      false,
      false,
      false,
    ]);
  });
});

describe('6.7 replacements', () => {
  it('6.7 a useless map card drawn after a paid restore owes exactly one replacement', () => {
    const s = drawStep('csa', [csa(27)], (t) => {
      maps(t, { F: 'usa' }); // CSA Map Card F (27) is useless
      t[L.C_LOC + usa(5)] = L.LOC_EAST;
      t[L.C_LOC + usa(35)] = L.LOC_EAST; // a full blockade: no free restore
      command(t, 'csa', 'west', 8, [9]);
      t[L.C_STEPS + csa(9)] = 1;
    });
    play(s, restoreOf(csa(9))); // one supply point: two more restores paid for
    expect(s[L.H_RESTORE_CREDIT]).toBe(2);
    play(s, DRAW);
    expect([loc(s, csa(27)), s[L.H_REPLACE + L.CSA]]).toEqual([L.LOC_REMOVED, 1]);
  });
});

describe('6 the Draw/Replace Step changes no unit but by a restore', () => {
  const stepsOf = (s: S): number[] => Array.from(s.subarray(L.C_STEPS, L.C_STEPS + c.nc));

  it('6.2, 6.4, 6.5, 6.7, 6.8, CC6 the CSA draws, takes and buys cadre cards, returns Beauregard, removes a useless map card', () => {
    const s = drawStep('csa', [csa(7), csa(27)], (t) => {
      t[L.H_FLAGS] = L.GF_ORDERED;
      maps(t, { F: 'usa' }); // CSA Map Card F (27) is useless
      command(t, 'csa', 'east', 6); // Beauregard (CC6)
      for (const n of [35, 15, 9]) t[L.C_LOC + csa(n)] = L.LOC_CADRE;
      t[L.C_FLAGS + csa(9)] = L.F_CADRE_DOWN;
    });
    const steps = stepsOf(s);
    for (const a of [
      A.enc(A.OP_RETURN, csa(6)),
      A.enc(A.OP_CADRE, csa(35)),
      A.enc(A.OP_BUY, csa(15)),
      DRAW,
      DRAW,
    ]) {
      expect(has(s, a)).toBe(true);
      play(s, a);
    }
    expect([csa(6), csa(35), csa(15), csa(7), csa(27)].map((k) => loc(s, k))).toEqual([
      L.LOC_HAND,
      L.LOC_HAND,
      L.LOC_HAND,
      L.LOC_HAND,
      L.LOC_REMOVED,
    ]);
    expect(s[L.C_FLAGS + csa(7)]).toBe(L.F_KNOWN | L.F_RECENT); // drawn from a numbered deck (7.2)
    endStep(s);
    expect(s[L.C_FLAGS + csa(9)]).toBe(0); // face-up now, nothing else set
    expect(stepsOf(s)).toEqual(steps);
  });

  it('18.5 the 1864 Elections played when drawn changes no unit', () => {
    const s = drawStep('usa', [usa(72)], (t) => (t[L.H_LATEWAR + L.USA] = 1));
    const steps = stepsOf(s);
    play(s, DRAW);
    expect(loc(s, usa(72))).toBe(L.LOC_REMOVED);
    expect(stepsOf(s)).toEqual(steps);
  });
});

describe('6.6 restores and what lapses at the end of the step (13)', () => {
  /** The USA with five depleted corps in the East and one supply point. */
  const depleted = (setup?: (t: S) => void): S =>
    drawStep('usa', [usa(9), usa(10)], (t) => {
      command(t, 'usa', 'east', 56, [28, 30, 33, 36, 37]);
      for (const n of [28, 30, 33, 36, 37]) t[L.C_STEPS + usa(n)] = 1;
      t[L.H_SUPPLY + L.USA] = 1;
      setup?.(t);
    });

  it('6.6 the supply point spent on a restore pays for two more: they stay on offer with no supply left', () => {
    const s = depleted();
    play(s, restoreOf(usa(28))); // the free corps
    play(s, restoreOf(usa(30))); // the last supply point
    expect(s[L.H_SUPPLY + L.USA]).toBe(0);
    expect(has(s, restoreOf(usa(33)))).toBe(true);
    play(s, restoreOf(usa(33)));
    play(s, restoreOf(usa(36)));
    expect(has(s, restoreOf(usa(37)))).toBe(false);
  });

  it('13 the rest of a paid restore and the unused free restore lapse with the Draw/Replace Step: none in the Regroup Step', () => {
    const s = depleted((t) => (t[L.H_SUPPLY + L.USA] = 0));
    expect(has(s, restoreOf(usa(28)))).toBe(true); // the free corps
    endStep(s, true);
    expect([s[L.H_FREE_RESTORE], s[L.H_RESTORE_CREDIT]]).toEqual([0, 0]);
    at(s, 'usa', L.PH_REGROUP);
    expect(has(s, restoreOf(usa(28)))).toBe(false);
    const paid = depleted();
    play(paid, restoreOf(usa(28)));
    play(paid, restoreOf(usa(30))); // two more paid for
    endStep(paid, true);
    expect(paid[L.H_RESTORE_CREDIT]).toBe(0);
    at(paid, 'usa', L.PH_REGROUP);
    expect(has(paid, restoreOf(usa(33)))).toBe(false);
  });

  it('13 the Regroup Step restores for supply, or with the free corps kept by reading read-6.6-free-restore=whole-turn', () => {
    const s = depleted();
    endStep(s);
    at(s, 'usa', L.PH_REGROUP);
    expect([28, 30, 33, 36, 37].every((n) => has(s, restoreOf(usa(n))))).toBe(true);
    expect(has(s, restoreOf(usa(56)))).toBe(false); // their commander is not depleted
    const kept = depleted((t) => (t[L.H_OPT] = L.O_FREE_RESTORE_TURN));
    endStep(kept, true);
    expect(kept[L.H_FREE_RESTORE]).toBe(1);
    at(kept, 'usa', L.PH_REGROUP);
    expect(has(kept, restoreOf(usa(28)))).toBe(true);
  });

  it('6.8 at the end of the CSA step its face-down cadre cards turn face-up', () => {
    const s = drawStep('csa', [csa(7)], (t) => {
      t[L.C_LOC + csa(21)] = L.LOC_CADRE;
      t[L.C_FLAGS + csa(21)] = L.F_CADRE_DOWN;
    });
    endStep(s);
    expect(s[L.C_FLAGS + csa(21)]! & L.F_CADRE_DOWN).toBe(0);
  });
});

describe('17.4 and the Historical first turn', () => {
  it('17.4 the USA deck found empty in a CSA turn: the CSA finishes its turn, then the USA has one final turn', () => {
    const s = drawStep('csa', [csa(7), csa(9)]);
    expect(s[L.H_END_LEFT]).toBe(-1);
    play(s, DRAW);
    expect(s[L.H_END_LEFT]).toBe(1);
  });

  it('Historical Scenario: the USA plays no card on its first turn, so Banks (CC13) does not go back to hand', () => {
    const s = drawStep('usa', [usa(9)], (t) => command(t, 'usa', 'east', 13, [10]));
    expect(has(s, A.enc(A.OP_RETURN, usa(13)))).toBe(true);
    s[L.H_TURN_FLAGS] = s[L.H_TURN_FLAGS]! | L.TF_NO_CARDS;
    expect(has(s, A.enc(A.OP_RETURN, usa(13)))).toBe(false);
  });
});

describe('rule coverage of two readings in the Draw/Replace Step', () => {
  const count = (s: S, id: string): number => bvg.ruleCounts!(s)[id] ?? 0;

  it('reading read-9.7-moved-squadron: counted at the CSA step only when a face-down squadron changes the blockade', () => {
    const csaStep = (faceDown: boolean): S =>
      drawStep('csa', [csa(7)], (t) => {
        t[L.H_OPT] = L.O_FACEDOWN_NO_BLOCKADE;
        for (const n of [5, 35]) t[L.C_LOC + usa(n)] = L.LOC_EAST; // Porter and Farragut
        if (faceDown) t[L.C_FLAGS + usa(35)] = L.F_FD_COMBAT;
      });
    expect(count(csaStep(true), 'read-9.7-moved-squadron')).toBe(1);
    expect(count(csaStep(false), 'read-9.7-moved-squadron')).toBe(0);
  });

  it('reading read-6.6-free-restore=whole-turn: a free restore used in the Draw/Replace Step itself is not counted', () => {
    const s = drawStep('usa', [usa(9), usa(10)], (t) => {
      t[L.H_OPT] = L.O_FREE_RESTORE_TURN;
      command(t, 'usa', 'east', 56, [28]);
      t[L.C_STEPS + usa(28)] = 1;
    });
    play(s, restoreOf(usa(28)));
    expect(s[L.C_STEPS + usa(28)]).toBe(2);
    expect(count(s, 'read-6.6-free-restore')).toBe(0);
  });
});
