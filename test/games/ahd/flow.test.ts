/**
 * R3.0 sequence of play and the segment transitions of flow.ts: the march die (R4.0, R4.1, R4.7),
 * Permanent Entrenchments (R4.3), drafts (R7.2, R7.3), Kentucky's opening (R4.12), recovery (R5.7),
 * who decides when, and the engine's refusals.
 */
import { describe, expect, it } from 'vitest';
import { ahd } from '../../../src/games/ahd/index.js';
import * as A from '../../../src/games/ahd/actions.js';
import * as L from '../../../src/games/ahd/layout.js';
import { CH_STEPS } from '../../../src/core/header.js';
import {
  box,
  countSlots,
  endPlayerTurn,
  findMove,
  legalTexts,
  loadDice,
  play,
  position,
  unitsAt,
  type PositionSpec,
} from './position.js';

/** End the current Player Turn with the next dice loaded (the turn's recruitment die first). */
function nextPlayerTurn(s: Int32Array, dice: number[]): void {
  loadDice(s, dice);
  endPlayerTurn(s);
}

describe('R3.0 sequence of play', () => {
  it('the Union Player Turn, then the Confederate one, then the next Game Turn', () => {
    const s = position({ side: 'usa', turn: 5, units: [] });
    nextPlayerTurn(s, [3, 4]);
    expect([s[L.CH_TURN], s[L.H_SIDE], s[L.H_PHASE]]).toEqual([5, L.CSA, L.PH_MOVE]);
    nextPlayerTurn(s, [3, 4]);
    expect([s[L.CH_TURN], s[L.H_SIDE], s[L.H_PHASE]]).toEqual([6, L.USA, L.PH_MOVE]);
  });

  it('segments in order: movement, combat, promotion, recruitment; the phasing side decides', () => {
    const s = position({ side: 'csa', units: [['csa', 'Mi', 'richmond']] });
    expect(ahd.toMove(s)).toBe(L.CSA);
    loadDice(s, [5]);
    ahd.apply(s, A.DONE);
    expect(s[L.H_PHASE]).toBe(L.PH_PROMOTE);
    expect(ahd.toMove(s)).toBe(L.CSA);
    play(s, 'No promotion');
    expect(s[L.H_PHASE]).toBe(L.PH_RECRUIT);
    expect(ahd.toMove(s)).toBe(L.CSA);
  });

  it('in battle the side whose part it is decides; the withdrawing defender; the winner promotes', () => {
    const s = position({
      side: 'usa',
      units: [
        ['usa', 'Vi', 'nashville'],
        ['usa', 'Vi', 'nashville'],
        ['csa', 'Vc', 'decatur'],
        ['csa', 'Mi', 'corinth'],
      ],
    });
    ahd.apply(s, findMove(s, 'nashville', ['decatur'], 'Vi', 2)!);
    ahd.apply(s, A.DONE);
    expect(s[L.H_PHASE]).toBe(L.PH_WITHDRAW);
    expect(ahd.toMove(s)).toBe(L.CSA);
    loadDice(s, [6, 6, 6, 6]);
    play(s, 'Stand and fight');
    expect([s[L.H_ROUND], s[L.H_BPART], s[L.H_PHASE]]).toEqual([1, 0, L.PH_TARGET]); // the defender announces
    expect(ahd.toMove(s)).toBe(L.CSA);
    ahd.apply(s, A.AUTOFIRE); // then the Union fires its two shots at the lone Vc (no choice)
    expect([s[L.H_ROUND], s[L.H_BPART], s[L.H_PHASE]]).toEqual([2, 0, L.PH_PRE_FIRE]);
    expect(ahd.toMove(s)).toBe(L.CSA); // the defender's part: reinforce from Corinth or retreat
    ahd.apply(s, A.DONE); // no reinforcement: the Vc announces its target among the two Vi
    expect([s[L.H_ROUND], s[L.H_BPART], s[L.H_PHASE]]).toEqual([2, 0, L.PH_TARGET]);
    ahd.apply(s, A.AUTOFIRE);
    expect([s[L.H_ROUND], s[L.H_BPART], s[L.H_PHASE]]).toEqual([2, 1, L.PH_PRE_FIRE]);
    expect(ahd.toMove(s)).toBe(L.USA);
    loadDice(s, [1, 1]);
    ahd.apply(s, A.DONE); // the Union's two shots eliminate the Vc
    expect(s[L.H_PHASE]).toBe(L.PH_BATTLE_PROMO);
    expect(ahd.toMove(s)).toBe(L.USA);
  });
});

describe('who decides', () => {
  it('a Confederate attack: the Union defender withdraws, fires first, and promotes if it wins', () => {
    const s = position({
      side: 'csa',
      units: [
        ['usa', 'Vc', 'nashville'],
        ['csa', 'Vi', 'decatur'],
      ],
    });
    ahd.apply(s, findMove(s, 'decatur', ['nashville'], 'Vi')!);
    ahd.apply(s, A.DONE);
    expect(s[L.H_PHASE]).toBe(L.PH_WITHDRAW);
    expect(ahd.toMove(s)).toBe(L.USA);
    loadDice(s, [6, 6, 1, 6, 1]); // round 1 misses; in round 2 the Vc hits, then hits again in 3
    play(s, 'Stand and fight');
    while (s[L.H_PHASE] === L.PH_PRE_FIRE || s[L.H_PHASE] === L.PH_TARGET) ahd.apply(s, A.DONE);
    expect(s[L.H_BWINNER]).toBe(L.USA);
    expect(s[L.H_PHASE]).toBe(L.PH_BATTLE_PROMO);
    expect(ahd.toMove(s)).toBe(L.USA); // the defender, in the Confederate Player Turn
  });
});

describe('R4.0 the march die', () => {
  it('gives that many Marches, a 1 giving 2; only the Union rolling a 6 may invade (R4.7)', () => {
    for (let die = 1; die <= 6; die++) {
      const u = position({ side: 'csa', units: [] });
      nextPlayerTurn(u, [2, die]); // the Confederate recruitment die, then the Union march die
      expect(u[L.H_SIDE]).toBe(L.USA);
      expect(u[L.H_MARCH_DIE]).toBe(die);
      expect(u[L.H_MARCHES]).toBe(die === 1 ? 2 : die);
      expect((u[L.H_FLAGS]! & L.F_INVASION) !== 0).toBe(die === 6);
      const cs = position({ side: 'usa', units: [] });
      nextPlayerTurn(cs, [2, die]);
      expect(cs[L.H_SIDE]).toBe(L.CSA);
      expect(cs[L.H_MARCHES]).toBe(die === 1 ? 2 : die);
      expect(cs[L.H_FLAGS]! & L.F_INVASION).toBe(0);
    }
  });

  it('R4.7 an invasion roll is good for that Movement Segment only', () => {
    const s = position({ side: 'csa', units: [] });
    nextPlayerTurn(s, [2, 6]);
    expect(s[L.H_FLAGS]! & L.F_INVASION).toBe(L.F_INVASION);
    nextPlayerTurn(s, [2, 3]); // the Confederate turn
    nextPlayerTurn(s, [2, 3]); // the next Union turn: a 3
    expect(s[L.H_SIDE]).toBe(L.USA);
    expect(s[L.H_FLAGS]! & L.F_INVASION).toBe(0);
  });

  it('a new Player Turn has no March under way, whatever the box', () => {
    // Jefferson City is the map's box 1: moving from it at the start of a turn begins a March too.
    const s = position({ side: 'csa', units: [['usa', 'Mi', 'jefferson-city']] });
    expect(box('jefferson-city')).toBe(1);
    nextPlayerTurn(s, [2, 3]);
    expect([s[L.H_SIDE], s[L.H_MARCHES], s[L.H_ACTIVE]]).toEqual([L.USA, 3, -1]);
    ahd.apply(s, findMove(s, 'jefferson-city', ['sedalia'], 'Mi')!);
    expect(s[L.H_MARCHES]).toBe(2);
  });

  it('R4.1 / R11.2: two Marches without a roll on the first Game Turn of a scenario, for both sides', () => {
    for (const [scenario, first] of [
      ['1861', 1],
      ['1862', 8],
      ['1863', 18],
    ] as const) {
      const s = ahd.create({ scenario, seed: 1 });
      expect([s[L.CH_TURN], s[L.H_MARCHES], s[L.H_MARCH_DIE]]).toEqual([first, 2, 0]);
      endPlayerTurn(s);
      expect([s[L.CH_TURN], s[L.H_SIDE], s[L.H_MARCHES], s[L.H_MARCH_DIE]]).toEqual([first, L.CSA, 2, 0]);
      endPlayerTurn(s);
      expect(s[L.CH_TURN]).toBe(first + 1);
      expect(s[L.H_MARCH_DIE]).toBeGreaterThan(0); // rolled from the second Game Turn on
    }
  });
});

describe('start of a Player Turn', () => {
  it('R4.3: units that begin a Player Turn in a Permanent Entrenchment box are entrenched', () => {
    const s = position({
      side: 'csa',
      units: [
        ['usa', 'Mi', 'washington'],
        ['usa', 'Mi', 'fort-monroe'],
        ['csa', 'Mi', 'richmond'],
        ['csa', 'Mi', 'vicksburg'],
        ['csa', 'Mi', 'petersburg'],
      ],
    });
    nextPlayerTurn(s, [2, 3]); // the Union Player Turn begins: every unit in those boxes is entrenched
    const ent = (b: string, side: 'usa' | 'csa') =>
      (s[L.U_ST + unitsAt(s, b, side)[0]!]! & L.ST_ENTRENCHED) !== 0;
    expect(ent('washington', 'usa')).toBe(true);
    expect(ent('fort-monroe', 'usa')).toBe(true);
    expect(ent('richmond', 'csa')).toBe(true);
    expect(ent('vicksburg', 'csa')).toBe(true);
    expect(ent('petersburg', 'csa')).toBe(false);
  });

  it('the marks of the previous Player Turn are cleared; entrenchment and reduction stay', () => {
    const s = position({
      side: 'csa',
      options: { 'r5.71-refitting-the-army': true },
      units: [['usa', 'Vi', 'chicago', 'er']],
    });
    const [u] = unitsAt(s, 'chicago', 'usa');
    const marks = L.ST_USED_MASK | L.ST_JUMPED | L.ST_SEA | L.ST_FOUGHT | L.ST_PROMOTED | L.ST_CROSSED;
    s[L.U_ST + u!] = s[L.U_ST + u!]! | marks;
    s[L.U_FROM + u!] = 7;
    s[L.U_TGT + u!] = 9;
    nextPlayerTurn(s, [2, 3]);
    expect(s[L.U_ST + u!]).toBe(L.ST_ENTRENCHED | L.ST_REDUCED);
    expect([s[L.U_FROM + u!], s[L.U_TGT + u!]]).toEqual([-1, -1]);
  });

  it('R6.2 losses are counted per Game Turn (from the Union Player Turn) and per Confederate Player Turn', () => {
    const s = position({ side: 'usa', units: [] });
    s[L.H_CSA_LOST] = 2;
    s[L.H_CSA_LOST_PT] = 2;
    nextPlayerTurn(s, [2, 3]); // the Confederate Player Turn of the same Game Turn
    expect([s[L.H_CSA_LOST], s[L.H_CSA_LOST_PT]]).toEqual([2, 0]);
    s[L.H_CSA_LOST_PT] = 1;
    nextPlayerTurn(s, [2, 3]); // a new Game Turn
    expect([s[L.H_CSA_LOST], s[L.H_CSA_LOST_PT]]).toEqual([0, 1]);
  });

  it('R4.12: Kentucky opens to the Union with its 01/02 1862 Player Turn', () => {
    const ky = { 'r4.12-kentucky-neutrality': true };
    const spec: PositionSpec = { side: 'csa', turn: 4, options: ky, units: [['usa', 'Mi', 'cincinnati']] };
    const s = position(spec);
    nextPlayerTurn(s, [2, 3]); // Union turn 5 (11/12 1861)
    expect(s[L.CH_TURN]).toBe(5);
    expect(findMove(s, 'cincinnati', ['louisville'], 'Mi')).toBeUndefined();
    nextPlayerTurn(s, [2, 3]);
    nextPlayerTurn(s, [2, 3]); // Union turn 6 (01/02 1862)
    expect(s[L.CH_TURN]).toBe(6);
    expect(findMove(s, 'cincinnati', ['louisville'], 'Mi')).toBeDefined();
  });
});

describe('R7.2 Union drafts', () => {
  /** The 1861 setup at the end of the Confederate Player Turn before `turn`. */
  function before(turn: number, options: PositionSpec['options'] = {}): Int32Array {
    const s = ahd.create({ scenario: '1861', seed: 1, options });
    s[L.CH_TURN] = turn - 1;
    s[L.H_SIDE] = L.CSA;
    return s;
  }
  const held = (s: Int32Array): number => countSlots(s, L.USA, L.T_MI, L.LOC_DRAFT);
  const pool = (s: Int32Array): number => countSlots(s, L.USA, L.T_MI, L.LOC_POOL);

  it('four Militia Infantry join the pool at the start of the 04 Game Turns of 1862, 1863, 1864', () => {
    for (const [turn, year] of [
      [8, 1862],
      [18, 1863],
      [28, 1864],
    ] as const) {
      const s = before(turn);
      expect([held(s), pool(s)], `${year}`).toEqual([12, 0]);
      endPlayerTurn(s);
      expect(s[L.CH_TURN]).toBe(turn);
      expect([held(s), pool(s)], `${year}`).toEqual([8, 4]);
      expect(s[L.H_DRAFTS]).toBe(1);
    }
    const not = before(9);
    endPlayerTurn(not);
    expect(held(not)).toBe(12);
    expect(not[L.H_DRAFTS]).toBe(0);
  });

  it('R7.3 draft riots: the 1863 draftees arrive one a month, April to July', () => {
    const riots = { 'r7.3-draft-riots': true };
    const s = before(18, riots);
    const got: number[] = [];
    for (let t = 18; t <= 22; t++) {
      const h = held(s);
      endPlayerTurn(s); // the Confederate turn ends: Union turn t begins
      got.push(h - held(s));
      endPlayerTurn(s);
    }
    expect(got).toEqual([1, 1, 1, 1, 0]);
    expect(s[L.H_DRAFTS]).toBe(1); // one draft, spread over four months
    const y62 = before(8, riots);
    endPlayerTurn(y62);
    expect(held(y62)).toBe(8); // 1862 is unaffected
  });

  it('the 1862-64 scenarios hold back only the drafts still to come', () => {
    const expected: Record<string, number> = { '1861': 12, '1862': 8, '1863': 4, '1864': 0 };
    for (const [scenario, n] of Object.entries(expected)) {
      const s = ahd.create({ scenario, seed: 1 });
      expect(held(s), scenario).toBe(n);
    }
  });
});

describe('end of the Combat Segment', () => {
  it('R5.7: every reduced unit, of both sides, recovers; the river marks are cleared', () => {
    const s = position({
      side: 'usa',
      units: [
        ['usa', 'Vi', 'chicago', 'rx'],
        ['csa', 'Vi', 'richmond', 'r'],
      ],
    });
    ahd.apply(s, A.DONE);
    const [u] = unitsAt(s, 'chicago', 'usa');
    const [k] = unitsAt(s, 'richmond', 'csa');
    expect(s[L.U_ST + u!]! & (L.ST_REDUCED | L.ST_CROSSED)).toBe(0);
    expect(s[L.U_ST + k!]! & L.ST_REDUCED).toBe(0);
  });

  it('R5.71: with refitting, reduced units stay reduced', () => {
    const s = position({
      side: 'usa',
      options: { 'r5.71-refitting-the-army': true },
      units: [['usa', 'Vi', 'chicago', 'rx']],
    });
    ahd.apply(s, A.DONE);
    const [u] = unitsAt(s, 'chicago', 'usa');
    expect(s[L.U_ST + u!]! & (L.ST_REDUCED | L.ST_CROSSED)).toBe(L.ST_REDUCED);
  });
});

describe('the engine refuses what is not a decision of this step', () => {
  it('after the end of the game, malformed actions, and actions of another segment', () => {
    const s = position({ side: 'usa', units: [['usa', 'Mi', 'chicago']] });
    expect(() => ahd.apply(s, -1)).toThrow(/actions are integers/);
    expect(() => ahd.apply(s, 1.5)).toThrow(/actions are integers/);
    expect(() => ahd.apply(s, A.DONE | (1 << 20))).toThrow(/malformed encoding/);
    expect(() => ahd.apply(s, A.encBox(A.OP_RECRUIT, 3))).toThrow(/that action is not possible in this step/);
    expect(() => ahd.apply(s, A.AUTOFIRE)).toThrow(/that action is not possible in this step/);
    ahd.apply(s, A.DONE);
    expect(s[L.H_PHASE]).toBe(L.PH_PROMOTE);
    expect(() => ahd.apply(s, A.encBox(A.OP_RECRUIT, 3))).toThrow(/that action is not possible in this step/);
    ahd.apply(s, A.DONE);
    expect(s[L.H_PHASE]).toBe(L.PH_RECRUIT);
    expect(() => ahd.apply(s, A.encBox(A.OP_PROMOTE, 3))).toThrow(/that action is not possible in this step/);
    expect(() => ahd.apply(s, A.encBox(A.OP_BATTLE, 3))).toThrow(/that action is not possible in this step/);
    s[L.H_PHASE] = L.PH_PICK_BATTLE;
    expect(() => ahd.apply(s, A.DONE)).toThrow(/that action is not possible in this step/);
    s[L.H_PHASE] = L.PH_TARGET;
    expect(() => ahd.apply(s, A.DONE)).toThrow(/that action is not possible in this step/);
    s[L.H_PHASE] = L.PH_BATTLE_PROMO;
    expect(() => ahd.apply(s, A.encBox(A.OP_RECRUIT, 3))).toThrow(/that action is not possible in this step/);
    s[L.H_PHASE] = L.PH_OVER;
    expect(() => ahd.apply(s, A.DONE)).toThrow(/any action is not possible in this step/);
    expect(legalTexts(s)).toEqual([]);
    s[L.CH_TERMINAL] = 1;
    expect(() => ahd.apply(s, A.DONE)).toThrow(/the game is over/);
  });

  it("counts decisions and stops a game at ahd's decision limit (the simulator's safety net)", () => {
    const s = position({ side: 'usa', units: [['usa', 'Mi', 'chicago']] });
    s[CH_STEPS] = ahd.maxDecisions - 2;
    ahd.apply(s, A.DONE);
    expect(s[CH_STEPS]).toBe(ahd.maxDecisions - 1);
    expect(ahd.isTerminal(s)).toBe(false);
    ahd.apply(s, A.DONE);
    expect(ahd.isTerminal(s)).toBe(true);
    expect(ahd.outcome(s)).toMatchObject({ kind: 'limit', victory: 'limit', winner: -1 });
  });
});
