/**
 * 9.6 Invasions on a constructed position played through the game object: an attack on an enemy
 * port from the sea, without a jumping-off city, once a turn.
 */
import { describe, expect, it } from 'vitest';
import { A, at, card, city, command, empty, L, legal, maps, play, START_MAPS } from './fixture.js';

describe('R9.6 invasions', () => {
  it('a command in the East invades an enemy port with a squadron in the East: no jumping-off city', () => {
    const s = empty();
    maps(s, START_MAPS);
    command(s, 'usa', 'east', 19, [9]);
    s[L.C_LOC + card('usa', 5)] = L.LOC_EAST; // Porter's squadron
    at(s, 'usa', L.PH_DEPLOY);
    play(s, A.DONE); // to the Combat Step
    const invade = A.enc(A.OP_INVADE, card('usa', 19), city('norfolk'));
    expect(legal(s)).toContain(invade);
    play(s, invade);
    expect(s[L.B_ATT]).toBe(card('usa', 19));
    expect(s[L.B_TGT]).toBe(city('norfolk'));
    expect(s[L.B_JUMP]).toBe(-1); // made from the sea
    expect(s[L.B_FLAGS]! & L.BF_INVASION).toBe(L.BF_INVASION);
    expect(s[L.H_TURN_FLAGS]! & L.TF_INVADED).toBe(L.TF_INVADED); // only one a turn
  });

  it('no invasion without a squadron in the East', () => {
    const s = empty();
    maps(s, START_MAPS);
    command(s, 'usa', 'east', 19, [9]);
    s[L.C_LOC + card('usa', 5)] = L.LOC_WEST;
    at(s, 'usa', L.PH_DEPLOY);
    play(s, A.DONE);
    expect(legal(s).some((a) => A.opOf(a) === A.OP_INVADE)).toBe(false);
  });
});
