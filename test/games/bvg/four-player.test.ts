/**
 * Four-player rules (rulebook, "4-Player Rules for BvG" 1): one player of each side plays the
 * Eastern Theater, the other the Western. The engine plays each Deploy/Move and Combat Step as the
 * Eastern player's sub-step and then the Western player's (src/games/bvg/flow.ts, seatToMove).
 */
import { describe, expect, it } from 'vitest';
import { A, at, bvg, command, empty, L, maps, play, START_MAPS } from './fixture.js';

describe('four-player rule 1: the Eastern player, then the Western one', () => {
  it('ending the Deploy/Move Step and the Combat Step passes each to the Western player first', () => {
    const s = empty();
    s[L.H_PLAYERS] = 4;
    maps(s, START_MAPS);
    command(s, 'usa', 'east', 19, [9]);
    command(s, 'usa', 'west', 56, [24]);
    at(s, 'usa', L.PH_DEPLOY);
    s[L.H_SEAT_SUB] = 0;
    const seat = (): number => bvg.seatToMove!(s);
    expect(seat()).toBe(L.USA * 2);
    play(s, A.DONE);
    expect([s[L.H_PHASE], seat()]).toEqual([L.PH_DEPLOY, L.USA * 2 + 1]);
    play(s, A.DONE);
    expect([s[L.H_PHASE], seat()]).toEqual([L.PH_COMBAT, L.USA * 2]);
    play(s, A.DONE);
    expect([s[L.H_PHASE], seat()]).toEqual([L.PH_COMBAT, L.USA * 2 + 1]);
    play(s, A.DONE);
    expect(s[L.H_PHASE]).not.toBe(L.PH_COMBAT);
  });
});
