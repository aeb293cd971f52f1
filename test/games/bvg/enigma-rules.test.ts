/**
 * Enigma card effects that enigma.test.ts leaves open (issue 29, wip/mut29): the spy in the four-player
 * game (rule 8), Ironclads in play changing no unit (CC19), and the order in which Conscription Act
 * takes equally strong cadre cards.
 */
import { describe, expect, it } from 'vitest';
import { A, at, bvg, c, csa, empty, hand, has, L, maps, play, type S, START_MAPS, usa } from './fixture.js';

const enigma = (k: number): number => A.enc(A.OP_ENIGMA, k, A.NONE);
const loc = (s: S, k: number): number => s[L.C_LOC + k]!;
const stepsOf = (s: S): number[] => Array.from(s.subarray(L.C_STEPS, L.C_STEPS + c.nc));

/** `side`'s Deploy/Move Step on the start maps, set up by `setup`. */
function deployStep(side: 'usa' | 'csa', setup: (s: S) => void): S {
  const s = empty();
  maps(s, START_MAPS);
  setup(s);
  at(s, side, L.PH_DEPLOY);
  return s;
}

describe('3.7 spies', () => {
  it('4-Player rule 8 Pauline Cushman shows both CSA hands to the USA; the CSA supply and the player to move stay', () => {
    const s = deployStep('usa', (t) => {
      t[L.H_PLAYERS] = 4;
      t[L.H_SEAT_SUB] = 0; // the USA's Eastern player
      hand(t, 'usa', 38);
      hand(t, 'csa', 7);
      t[L.C_LOC + csa(13)] = L.LOC_HAND_W;
      t[L.H_SUPPLY + L.CSA] = 3;
    });
    const seat = bvg.seatToMove!(s);
    expect(has(s, enigma(usa(38)))).toBe(true);
    play(s, enigma(usa(38)));
    expect([csa(7), csa(13)].map((k) => s[L.C_FLAGS + k]! & L.F_KNOWN)).toEqual([L.F_KNOWN, L.F_KNOWN]);
    expect(s[L.H_SUPPLY + L.CSA]).toBe(3); // Pauline Cushman takes no supply
    expect([s[L.H_SEAT_SUB], bvg.seatToMove!(s)]).toEqual([0, seat]);
  });
});

describe('CC19 Ironclads', () => {
  it('CC19 Ironclads stays in play and changes no unit on the board', () => {
    const s = deployStep('csa', (t) => hand(t, 'csa', 19));
    const steps = stepsOf(s);
    play(s, enigma(csa(19)));
    expect(loc(s, csa(19))).toBe(L.LOC_ACTIVE);
    expect(s[L.C_FLAGS + csa(19)]).toBe(0);
    expect(stepsOf(s)).toEqual(steps);
  });
});

describe('Conscription Act (CSA card 79)', () => {
  it('Conscription Act: of two equally strong face-up cadre cards the one first in the deck goes to hand', () => {
    const s = deployStep('csa', (t) => {
      hand(t, 'csa', 79);
      for (const n of [9, 10, 22]) t[L.C_LOC + csa(n)] = L.LOC_CADRE; // strengths 3, 2, 2
    });
    play(s, enigma(csa(79)));
    expect([9, 10, 22].map((n) => loc(s, csa(n)))).toEqual([L.LOC_HAND, L.LOC_HAND, L.LOC_CADRE]);
  });
});
