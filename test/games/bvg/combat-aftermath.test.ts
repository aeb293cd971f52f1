/**
 * After the dice (src/games/bvg/combat-aftermath.ts), on constructed battles: the attack is played up
 * to the defence, the battle's result is then set as the Combat Table would give it, and the battle is
 * finished. City capture and retreat (8.7, Opt 11 Deathride, CC19 Grant), disgraced and stranded
 * leaders (8.6) and the multiple-battle record (8.3). Each test fails when the rule it names is broken.
 */
import { describe, expect, it } from 'vitest';
import { finishBattle } from '../../../src/games/bvg/combat-aftermath.js';
import { unitToCadre } from '../../../src/games/bvg/commands.js';
import { ctrl } from '../../../src/games/bvg/state.js';
import {
  A,
  at,
  bvg,
  c,
  city,
  command,
  csa,
  empty,
  L,
  maps,
  own,
  play,
  type S,
  START_MAPS,
  usa,
} from './fixture.js';

const atk = (r: number, x: string, j: string): number => A.enc(A.OP_ATTACK, r, city(x), city(j));
const defend = (r: number): number => A.enc(A.OP_DEFEND, r, 0);
const loc = (s: S, k: number): number => s[L.C_LOC + k]!;

interface Battle {
  /** USA attacking commander (card number), with I and II Corps. */
  leader?: number;
  /** Places the CSA pieces; returns the CSA command that defends. */
  prepare: (s: S) => number;
  result: number;
  winner: number;
  /** 8.6: the attacking commander was killed, wounded (1) or sacked (2). */
  lost?: 0 | 1 | 2;
  /** Changes just before the battle ends (losses taken, options). */
  before?: (s: S) => void;
}

/** A USA attack on Manassas from Washington, defended by the command `prepare` returns, then decided. */
function manassas(b: Battle): S {
  const s = empty();
  maps(s, START_MAPS);
  const r = command(s, 'usa', 'east', b.leader ?? 56, [9, 24]);
  const d = b.prepare(s);
  at(s, 'usa', L.PH_COMBAT);
  play(s, atk(r, 'manassas', 'washington'));
  play(s, defend(d));
  expect(s[L.H_PHASE]).toBe(L.PH_RESERVE);
  s[L.B_RESULT] = b.result;
  s[L.B_WINNER] = b.winner;
  s[L.B_ATT_LEADER] = r;
  s[L.B_DEF_LEADER] = c.kind[d] === 1 ? d : -1; // K_LEADER
  s[L.B_ATT_LOST] = b.lost ? 1 : 0;
  s[L.B_LL_SACKED] = b.lost === 2 ? 1 : 0;
  b.before?.(s);
  finishBattle(c, s);
  return s;
}

/** Cut every line from Manassas to a CSA base (11.4): the defender cannot retreat. */
const noRetreat = (s: S): void => own(s, 'usa', 'lynchburg', 'shenandoah-valley', 'wilderness');
const jackson = (s: S): number => command(s, 'csa', 'east', 21, [9, 10]);
const won = { result: L.R_DEF_DEFEATED, winner: L.USA };

describe('R8.7 city capture and retreat', () => {
  it('the attacker who wins captures the city; a defender who can retreat stays in play', () => {
    const s = manassas({ prepare: jackson, ...won });
    expect(ctrl(s, city('manassas'))).toBe(L.USA);
    expect(s[L.B_CAPTURED]).toBe(1);
    for (const n of [21, 9, 10]) expect(loc(s, csa(n))).toBe(L.LOC_EAST);
    expect(s[L.H_PHASE]).toBe(L.PH_COMBAT);
    expect(bvg.toMove(s)).toBe(L.USA);
  });

  it('a defender who cannot retreat from the captured city is eliminated: units to cadre, leaders sacked', () => {
    const s = manassas({ prepare: (p) => (noRetreat(p), jackson(p)), ...won });
    expect(s[L.B_FLAGS]! & L.BF_CAN_RETREAT).toBe(0);
    for (const n of [21, 9, 10]) expect(loc(s, csa(n))).toBe(L.LOC_CADRE);
    // 8.6 a sacked leader with Political Disfavor is out of the game
    const jej = manassas({ prepare: (p) => (noRetreat(p), command(p, 'csa', 'east', 8, [9, 10])), ...won });
    expect(loc(jej, csa(8))).toBe(L.LOC_REMOVED);
    expect(loc(jej, csa(9))).toBe(L.LOC_CADRE);
  });

  it('the defender holds the city when the attacker does not win, and then need not retreat', () => {
    for (const [result, winner] of [
      [L.R_ATT_DEFEATED, L.CSA],
      [L.R_GENERALS, -1],
      [L.R_SOLDIERS, -1],
    ] as const) {
      const s = manassas({ prepare: (p) => (noRetreat(p), jackson(p)), result, winner });
      expect(ctrl(s, city('manassas'))).toBe(L.CSA);
      expect(s[L.B_CAPTURED]).toBe(0);
      for (const n of [21, 9, 10]) expect(loc(s, csa(n))).toBe(L.LOC_EAST);
    }
  });

  it('the city falls if the defending command is eliminated, even without a win', () => {
    const s = manassas({
      prepare: jackson,
      result: L.R_GENERALS,
      winner: -1,
      before: (p) => [9, 10].forEach((n) => unitToCadre(c, p, csa(n))), // both divisions lost
    });
    expect(ctrl(s, city('manassas'))).toBe(L.USA);
    expect(loc(s, csa(21))).toBe(L.LOC_CADRE); // 8.6 Jackson, with nothing under him, is sacked
  });

  it('not captured if the attacking commander is killed, wounded or sacked, or the attacking command wiped out', () => {
    expect(ctrl(manassas({ prepare: jackson, ...won, lost: 1 }), city('manassas'))).toBe(L.CSA);
    const wiped = manassas({
      prepare: jackson,
      ...won,
      before: (p) => [9, 24].forEach((n) => unitToCadre(c, p, usa(n))),
    });
    expect(ctrl(wiped, city('manassas'))).toBe(L.CSA);
  });

  it('Opt 11 Deathride: on Defender Routed the city falls unless the attacking commander was sacked', () => {
    const ride = (result: number, lost: 1 | 2): S =>
      manassas({
        prepare: (p) => ((p[L.H_OPT] = L.O_DEATHRIDE), jackson(p)),
        result,
        winner: L.USA,
        lost,
      });
    expect(ctrl(ride(L.R_DEF_ROUTED, 1), city('manassas'))).toBe(L.USA);
    expect(bvg.ruleCounts!(ride(L.R_DEF_ROUTED, 1))['opt11-deathride']).toBe(1);
    expect(ctrl(ride(L.R_DEF_ROUTED, 2), city('manassas'))).toBe(L.CSA);
    expect(ctrl(ride(L.R_DEF_DEFEATED, 1), city('manassas'))).toBe(L.CSA);
  });

  it("CC19 Grant takes the city on a Soldiers' Battle", () => {
    const grant = manassas({ leader: 19, prepare: jackson, result: L.R_SOLDIERS, winner: -1 });
    expect(ctrl(grant, city('manassas'))).toBe(L.USA);
    const lost = manassas({ leader: 19, prepare: jackson, result: L.R_SOLDIERS, winner: -1, lost: 1 });
    expect(ctrl(lost, city('manassas'))).toBe(L.CSA);
  });
});

describe('R8.6 leaders after the battle', () => {
  it('DISGRACED: a commander with Political Disfavor who is routed leaves the game; a favored one stays', () => {
    const mcdowell = manassas({ leader: 8, prepare: jackson, result: L.R_ATT_ROUTED, winner: L.CSA });
    expect(loc(mcdowell, usa(8))).toBe(L.LOC_REMOVED);
    expect(loc(mcdowell, usa(9))).toBe(L.LOC_EAST);
    const jej = manassas({
      prepare: (p) => command(p, 'csa', 'east', 8, [9, 10]),
      result: L.R_DEF_ROUTED,
      winner: L.USA,
    });
    expect(loc(jej, csa(8))).toBe(L.LOC_REMOVED);
    const lee = manassas({
      prepare: (p) => command(p, 'csa', 'east', 38, [9, 10]),
      result: L.R_DEF_ROUTED,
      winner: L.USA,
    });
    expect(loc(lee, csa(38))).toBe(L.LOC_EAST);
    const meade = manassas({ prepare: jackson, result: L.R_ATT_ROUTED, winner: L.CSA });
    expect(loc(meade, usa(56))).toBe(L.LOC_EAST);
  });

  it('a leader left with no units or leaders under him at the end of a battle is sacked, his commander too', () => {
    const s = manassas({
      prepare: (p) => command(p, 'csa', 'east', 38, [], [[41, [30]]]),
      result: L.R_ATT_DEFEATED,
      winner: L.CSA,
      before: (p) => unitToCadre(c, p, csa(30)),
    });
    expect(loc(s, csa(41))).toBe(L.LOC_CADRE);
    expect(loc(s, csa(38))).toBe(L.LOC_CADRE);
  });
});

describe('R8.3 multiple battles: the record of the cities defended', () => {
  it('each card of the defending command records the city; the attacking cards do not', () => {
    const s = manassas({ prepare: jackson, result: L.R_ATT_DEFEATED, winner: L.CSA });
    const x = city('manassas');
    for (const n of [21, 9, 10]) {
      expect(s[L.C_FLAGS + csa(n)]! & L.F_DEFENDED).toBeTruthy();
      expect(s[L.C_DEF0 + csa(n)]).toBe(1 << x);
      expect(s[L.C_FLAGS + csa(n)]! & L.F_IN_BATTLE).toBe(0); // 8.9: the battle is over
    }
    for (const n of [56, 9, 24]) expect(s[L.C_FLAGS + usa(n)]! & L.F_DEFENDED).toBe(0);
  });

  it('a city numbered 32 or more is recorded in the second word (Atlanta)', () => {
    const s = empty();
    maps(s, { ...START_MAPS, G: 'csa', H: 'usa', K: 'csa' });
    own(s, 'usa', 'atlanta', 'augusta', 'columbia', 'greensboro', 'richmond', 'manassas');
    const jej = command(s, 'csa', 'west', 8, [29]);
    const meade = command(s, 'usa', 'east', 56, [9]);
    at(s, 'csa', L.PH_COMBAT);
    play(s, atk(jej, 'atlanta', 'columbus-ga'));
    play(s, defend(meade));
    s[L.B_RESULT] = L.R_ATT_DEFEATED;
    s[L.B_WINNER] = L.USA;
    finishBattle(c, s);
    const x = city('atlanta');
    expect(x).toBeGreaterThanOrEqual(32);
    for (const k of [meade, usa(9)]) {
      expect(s[L.C_DEF1 + k]).toBe(1 << (x - 32));
      expect(s[L.C_DEF0 + k]).toBe(0);
    }
  });
});
