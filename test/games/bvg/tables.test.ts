/**
 * The provisional Combat and Casualties Tables (8.5), recalibrated so that odds matter:
 *  - a Soldiers' Battle is won by the side with more strength, equal strength is a stalemate (CC51
 *    "losing a ... Soldiers' Battle", CC19, 9.6);
 *  - attack success grows with the odds, as in the CWSAC battles the tables are fitted to
 *    (experiments/tools/fit-bvg-tables.ts): attackers with fewer men rarely won, with 1.5:1 or more
 *    about half the time;
 *  - the Casualties Table is read in the column of one's own strength, so withdrawing units can reduce
 *    the casualties suffered (8.42).
 * Positions: the USA attacks Manassas from Washington; dice from reseeded chance streams.
 */
import { describe, expect, it } from 'vitest';
import { Sfc32 } from '../../../src/core/rng.js';
import {
  A,
  at,
  bvg,
  city,
  command,
  csa,
  empty,
  L,
  legal,
  maps,
  play,
  type S,
  START_MAPS,
} from './fixture.js';

const MEADE = 56; // initiative 1/2
const MAGRUDER = 32; // initiative 1/1: Generals' Battles between them are stalemates

/** The USA attacks Manassas with Meade's corps against Magruder's divisions. */
function position(usaCorps: number[], csaDivs: number[]): { s: S; meade: number; magruder: number } {
  const s = empty();
  maps(s, START_MAPS);
  const meade = command(s, 'usa', 'east', MEADE, usaCorps);
  const magruder = command(s, 'csa', 'east', MAGRUDER, csaDivs);
  at(s, 'usa', L.PH_COMBAT);
  return { s, meade, magruder };
}

/** Units withdrawn in the last `fight`. */
let withdrawn = 0;

/** Fight the battle with dice `seed`; `withdraw` CSA units first (8.42). The state just after the roll. */
function fight(base: S, meade: number, magruder: number, seed: number, withdraw: number[] = []): S {
  withdrawn = 0;
  const s = bvg.clone(base);
  bvg.reseedChance(s, Sfc32.from(seed, 'tables'));
  play(s, A.enc(A.OP_ATTACK, meade, city('manassas'), city('washington')));
  play(s, A.enc(A.OP_DEFEND, magruder, 0));
  const rolls = s[L.H_ROLLS]!;
  const todo = [...withdraw];
  while (s[L.H_ROLLS] === rolls) {
    const side = bvg.toMove(s);
    const w = side === L.CSA && todo.length ? A.enc(A.OP_WITHDRAW, todo.shift()!) : A.DONE;
    const l = legal(s);
    if (w !== A.DONE && l.includes(w)) withdrawn++;
    play(s, l.includes(w) ? w : l.includes(A.DONE) ? A.DONE : l[0]!);
  }
  return s;
}

const SOLDIERS = L.RESULT_IDS.indexOf('soldiers-battle');

describe('bvg Combat and Casualties Tables (8.5, recalibrated)', () => {
  it("R8.5 a Soldiers' Battle is won by the side with more strength", () => {
    // Meade 1 + I Corps 5 = 6 against Magruder 1 + Pickett 2 + Ewell 2 = 5
    const { s, meade, magruder } = position([9], [7, 10]);
    let seen = 0;
    for (let seed = 0; seed < 200 && seen < 5; seed++) {
      const t = fight(s, meade, magruder, seed);
      if (t[L.B_RESULT] !== SOLDIERS) continue;
      expect(t[L.B_WINNER]).toBe(L.USA);
      seen++;
    }
    expect(seen).toBe(5);
  });

  it("R8.5 a Soldiers' Battle between equal strengths is a stalemate", () => {
    // Meade 1 + XI Corps 3 = 4 against Magruder 1 + Pickett 2 + Tidewater Militia 1 = 4
    const { s, meade, magruder } = position([15], [7, 4]);
    let seen = 0;
    for (let seed = 0; seed < 200 && seen < 5; seed++) {
      const t = fight(s, meade, magruder, seed);
      if (t[L.B_RESULT] !== SOLDIERS) continue;
      expect(t[L.B_WINNER]).toBe(-1);
      seen++;
    }
    expect(seen).toBe(5);
  });

  it('R8.5 odds matter: the attacker wins rarely at 1:2, about half the time at 2:1, more at +10 points', () => {
    const rate = (usaCorps: number[], csaDivs: number[]): number => {
      const { s, meade, magruder } = position(usaCorps, csaDivs);
      let won = 0;
      const n = 600; // the true rates (5,000 seeds): 0.16, 0.16, 0.50, 0.67
      for (let seed = 0; seed < n; seed++) if (fight(s, meade, magruder, seed)[L.B_WINNER] === L.USA) won++;
      return won / n;
    };
    const weak = rate([15], [9, 34, 7]); // 4 against 1 + 3 + 3 + 2 = 9
    const equal = rate([9], [9, 7]); // 6 against 6
    const stronger = rate([9, 40], [9, 7]); // 9 against 6
    const crushing = rate([9, 10, 18, 24], [7, 4]); // 20 against 4: +1 to the red die
    expect(weak).toBeLessThan(0.25);
    expect(stronger).toBeGreaterThan(0.4);
    expect(stronger).toBeGreaterThan(equal + 0.2);
    expect(crushing).toBeGreaterThan(stronger + 0.1);
  });

  it('R8.42 withdrawing units can reduce the casualties suffered (own-strength columns)', () => {
    // Magruder 1 + Stonewall 3 + Pickett 2 = 6 (column 6-11); withdrawing Pickett leaves 4 (column
    // 1-5). Meade 1 + I Corps 5 + XII Corps 4 = 10 attacks.
    const { s, meade, magruder } = position([9, 10], [9, 7]);
    let fewer = 0;
    let compared = 0;
    for (let seed = 0; seed < 300; seed++) {
      const full = fight(s, meade, magruder, seed);
      const less = fight(s, meade, magruder, seed, [csa(7)]);
      expect(withdrawn).toBe(1);
      // the same result for the CSA and the same casualty level, in a smaller column
      if (full[L.B_WINNER] !== less[L.B_WINNER] || full[L.B_WHITE] !== less[L.B_WHITE]) continue;
      const routed = (t: S): boolean => t[L.B_RESULT] === L.RESULT_IDS.indexOf('defender-routed');
      if (routed(full) !== routed(less)) continue;
      compared++;
      expect(less[L.B_LOSS + L.CSA]).toBeLessThanOrEqual(full[L.B_LOSS + L.CSA]!);
      if (less[L.B_LOSS + L.CSA]! < full[L.B_LOSS + L.CSA]!) fewer++;
    }
    expect(compared).toBeGreaterThan(20);
    expect(fewer).toBeGreaterThan(0);
  });

  it('the Casualties Table calls for four or more losses from a large routed force (Draft Riots)', () => {
    // Meade 1 + I 5 + XII 4 + II 5 + III 4 = 19 (column 12-19) against Magruder with three elite
    // divisions (10): no die modifier, so Attacker Routed comes on a 1.
    const { s, meade, magruder } = position([9, 10, 24, 25], [9, 34, 35]);
    let seen = 0;
    for (let seed = 0; seed < 400 && seen < 3; seed++) {
      const t = fight(s, meade, magruder, seed);
      if (t[L.B_RESULT] === L.RESULT_IDS.indexOf('attacker-routed') && t[L.B_WHITE]! >= 3) {
        expect(t[L.B_LOSS + L.USA]).toBeGreaterThanOrEqual(4);
        seen++;
      }
    }
    expect(seen).toBe(3);
  });
});
