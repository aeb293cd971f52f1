/**
 * R4 Movement rules pinned on constructed positions, beside movement.test.ts: entrenchment as applied
 * (R4.3), the automatic end of the Movement Segment, moves out of contested boxes, Union sea movement
 * and naval invasions (R4.6, R4.7, R4.11), recovery by March (R5.71) and Kentucky's neutrality (R4.12).
 * Each test names the rule it asserts; together they pin what mutation testing of movement.ts showed
 * unpinned (docs/testing.md).
 */
import { describe, expect, it } from 'vitest';
import { CH_COVERAGE, CH_STEPS } from '../../../src/core/header.js';
import { ahd } from '../../../src/games/ahd/index.js';
import * as A from '../../../src/games/ahd/actions.js';
import * as L from '../../../src/games/ahd/layout.js';
import {
  applyRecoverMarch,
  contestedMovesExist,
  movementExhausted,
  noteKentuckyBox,
} from '../../../src/games/ahd/movement.js';
import { ctrlOf, withUsed } from '../../../src/games/ahd/state.js';
import { box, c, editedPack, findMove, legal, position, unitsAt, type UnitSpec } from './position.js';

const T = (t: string): number => L.TYPE_CODES.indexOf(t as never);
const usa = (type: string, at: string, flags = ''): UnitSpec => ['usa', type, at, flags] as UnitSpec;
const csa = (type: string, at: string, flags = ''): UnitSpec => ['csa', type, at, flags] as UnitSpec;
const used = (s: Int32Array, u: number): number => (s[L.U_ST + u]! & L.ST_USED_MASK) >> L.ST_USED_SHIFT;
const REFIT = { 'r5.71-refitting-the-army': true };

/** The legal actions of one op (and, for moves and sea moves, from one box). */
const ops = (s: Int32Array, op: number, from?: string): number[] =>
  legal(s).filter((a) => A.opOf(a) === op && (from === undefined || A.mvFrom(a) === box(from)));

/** Play one legal single-unit MOVE out of `from` (any destination). */
function moveOut(s: Int32Array, from: string): void {
  const a = ops(s, A.OP_MOVE, from).find((x) => A.mvCount(x) === 1);
  if (a === undefined) throw new Error(`no move out of ${from}`);
  ahd.apply(s, a);
}

/**
 * R4.0: after `act` (an action that is its own March: entrenching, a sea move, a recovery), moving a
 * second unit out of the box whose March came before it is a new March. Jefferson City is box 1.
 */
function newMarchAfter(act: (s: Int32Array) => void, extra: UnitSpec[]): number {
  const s = position({
    side: 'usa',
    options: REFIT,
    control: { 'jefferson-city': 'usa-cav' },
    units: [usa('Mi', 'jefferson-city'), usa('Mi', 'jefferson-city'), usa('Mi', 'jefferson-city'), ...extra],
  });
  moveOut(s, 'jefferson-city');
  const before = s[L.H_MARCHES]!;
  act(s);
  const afterAct = s[L.H_MARCHES]!;
  moveOut(s, 'jefferson-city');
  expect(ctrlOf(s, box('jefferson-city'))).toBe(L.USA); // nothing was vacated there
  expect(afterAct).toBeLessThan(before);
  return afterAct - s[L.H_MARCHES]!;
}

describe('R4.3 entrenchment as applied', () => {
  it('each side entrenches its own units: one March in a Recruitment City, two elsewhere, Marches counted per unit', () => {
    const s = position({
      side: 'csa',
      marches: 3,
      units: [csa('Mi', 'richmond', 'r'), usa('Mi', 'washington')],
    });
    ahd.apply(s, A.encBox(A.OP_ENTRENCH, box('richmond')));
    const [mi] = unitsAt(s, 'richmond', 'csa');
    expect(s[L.U_ST + mi!]! & (L.ST_ENTRENCHED | L.ST_REDUCED)).toBe(L.ST_ENTRENCHED | L.ST_REDUCED);
    expect(used(s, mi!)).toBe(1);
    expect(s[L.H_MARCHES]).toBe(2);
    const u = position({ side: 'usa', units: [usa('Mi', 'chicago', 'r'), usa('Mi', 'harpers-ferry')] });
    ahd.apply(u, A.encBox(A.OP_ENTRENCH, box('chicago')));
    ahd.apply(u, A.encBox(A.OP_ENTRENCH, box('harpers-ferry')));
    const [ch] = unitsAt(u, 'chicago', 'usa');
    const [hf] = unitsAt(u, 'harpers-ferry', 'usa');
    expect(u[L.U_ST + ch!]! & (L.ST_ENTRENCHED | L.ST_REDUCED)).toBe(L.ST_ENTRENCHED | L.ST_REDUCED);
    expect(used(u, ch!)).toBe(1);
    expect(u[L.U_ST + hf!]! & L.ST_ENTRENCHED).toBe(L.ST_ENTRENCHED);
    expect(used(u, hf!)).toBe(2); // two Marches outside a Recruitment City
    expect(u[L.H_MARCHES]).toBe(3);
  });

  it('never in a box holding enemy units, for either side', () => {
    const s = position({ side: 'csa', units: [csa('Mi', 'harpers-ferry'), usa('Mi', 'harpers-ferry')] });
    expect(legal(s)).not.toContain(A.encBox(A.OP_ENTRENCH, box('harpers-ferry')));
    expect(() => ahd.apply(s, A.encBox(A.OP_ENTRENCH, box('harpers-ferry')))).toThrow(
      /containing enemy units/,
    );
    const u = position({ side: 'usa', units: [csa('Mi', 'chicago'), usa('Mi', 'chicago')] });
    expect(legal(u)).not.toContain(A.encBox(A.OP_ENTRENCH, box('chicago')));
    expect(() => ahd.apply(u, A.encBox(A.OP_ENTRENCH, box('chicago')))).toThrow(/containing enemy units/);
  });

  it('outside a Recruitment City not by a unit that moved there, nor by one already entrenched', () => {
    const s = position({ side: 'usa', units: [usa('Mi', 'harpers-ferry')] });
    ahd.apply(s, findMove(s, 'harpers-ferry', ['front-royal'], 'Mi')!);
    expect(() => ahd.apply(s, A.encBox(A.OP_ENTRENCH, box('front-royal')))).toThrow(
      /no unit there can entrench/,
    );
    const e = position({ side: 'usa', units: [usa('Mi', 'harpers-ferry', 'e')] });
    expect(() => ahd.apply(e, A.encBox(A.OP_ENTRENCH, box('harpers-ferry')))).toThrow(
      /no unit there can entrench/,
    );
    expect(() => ahd.apply(e, A.encBox(A.OP_ENTRENCH, c.nb))).toThrow(/no friendly units to entrench there/);
  });

  it('an ENTRENCH naming a location past the map is refused: no friendly units there, whatever the state holds', () => {
    const s = position({ side: 'usa', units: [usa('Mi', 'chicago')] });
    // A state some way into a game: every rule-coverage counter (after the game's words) at 1.
    s.fill(1, s[CH_COVERAGE]!);
    for (let b = c.nb; b < 256; b++)
      expect(() => ahd.apply(s, A.encBox(A.OP_ENTRENCH, b)), `location ${b}`).toThrow(
        /no friendly units to entrench there/,
      );
  });

  it('entrenching is a March of its own: the March before it is over (R4.0)', () => {
    expect(
      newMarchAfter((s) => ahd.apply(s, A.encBox(A.OP_ENTRENCH, box('chicago'))), [usa('Mi', 'chicago')]),
    ).toBe(1);
  });
});

describe('the automatic end of the Movement Segment (nothing left but DONE)', () => {
  /** Union side, no Marches left, the March of `active` under way. */
  const spent = (units: UnitSpec[], active: string, side: 'usa' | 'csa' = 'usa'): Int32Array => {
    const s = position({ side, marches: 0, units });
    s[L.H_ACTIVE] = box(active);
    return s;
  };
  const setUsed = (s: Int32Array, u: number, n: number, extra = 0): void => {
    s[L.U_ST + u] = withUsed(s[L.U_ST + u]! | extra, n);
  };

  it('after the last March the segment ends by itself: no DONE is asked for (flow.ts advance)', () => {
    const s = position({ side: 'usa', marches: 1, units: [usa('Mi', 'nashville')] });
    moveOut(s, 'nashville');
    expect(s[L.H_MARCHES]).toBe(0);
    expect(s[L.H_PHASE]).not.toBe(L.PH_MOVE);
  });

  it('Marches left, or none and no March under way', () => {
    const s = position({ side: 'usa', marches: 1, units: [usa('Mi', 'chicago')] });
    expect(movementExhausted(c, s)).toBe(false);
    s[L.H_MARCHES] = 0;
    expect(movementExhausted(c, s)).toBe(true);
  });

  it('the active box still holds a unit with a March left (R4.0 two Marches a unit), for either side', () => {
    const s = spent([usa('Mi', 'ironton')], 'ironton'); // box 0
    setUsed(s, unitsAt(s, 'ironton', 'usa')[0]!, 1);
    expect(movementExhausted(c, s)).toBe(false);
    setUsed(s, unitsAt(s, 'ironton', 'usa')[0]!, 2);
    expect(movementExhausted(c, s)).toBe(true);
    const r = spent([csa('Mi', 'harpers-ferry')], 'harpers-ferry', 'csa');
    setUsed(r, unitsAt(r, 'harpers-ferry', 'csa')[0]!, 1);
    expect(movementExhausted(c, r)).toBe(false);
    // Enemy units in the active box are not the marching side's.
    const m = spent([csa('Mi', 'harpers-ferry'), usa('Mi', 'harpers-ferry')], 'harpers-ferry');
    setUsed(m, unitsAt(m, 'harpers-ferry', 'usa')[0]!, 2);
    expect(movementExhausted(c, m)).toBe(true);
    const n = spent([usa('Mi', 'harpers-ferry'), csa('Mi', 'harpers-ferry')], 'harpers-ferry', 'csa');
    setUsed(n, unitsAt(n, 'harpers-ferry', 'csa')[0]!, 2);
    expect(movementExhausted(c, n)).toBe(true); // the Union unit there is not the Confederacy's
  });

  it('R4.6: a unit moved by sea makes no other movement, but may entrench in a Recruitment City with the current March', () => {
    const s = spent([usa('Mi', 'new-york-city'), usa('Mi', 'new-york-city')], 'new-york-city');
    const [a, b] = unitsAt(s, 'new-york-city', 'usa');
    setUsed(s, a!, 2);
    setUsed(s, b!, 1, L.ST_SEA);
    expect(movementExhausted(c, s)).toBe(false); // it may entrench sharing the March of New York City
    setUsed(s, b!, 1, L.ST_SEA | L.ST_ENTRENCHED);
    expect(movementExhausted(c, s)).toBe(true); // already entrenched
    const enemy = spent([usa('Mi', 'new-york-city'), csa('Mi', 'new-york-city')], 'new-york-city');
    setUsed(enemy, unitsAt(enemy, 'new-york-city', 'usa')[0]!, 1, L.ST_SEA);
    expect(movementExhausted(c, enemy)).toBe(true); // not among enemy units
    const field = spent([usa('Mi', 'harpers-ferry')], 'harpers-ferry');
    setUsed(field, unitsAt(field, 'harpers-ferry', 'usa')[0]!, 1, L.ST_SEA);
    expect(movementExhausted(c, field)).toBe(true); // outside a Recruitment City it needs two more Marches
  });
});

describe('read-leave-contested: are there moves out of a box holding both sides?', () => {
  it('only moves a March could make now count', () => {
    const s = position({
      side: 'usa',
      marches: 3,
      units: [usa('Mi', 'harpers-ferry'), csa('Mi', 'harpers-ferry'), usa('Mi', 'chicago')],
    });
    expect(contestedMovesExist(c, s)).toBe(true);
    const [hf] = unitsAt(s, 'harpers-ferry', 'usa');
    s[L.U_ST + hf!] = withUsed(0, 2); // it has used both its Marches; Chicago is not contested
    expect(contestedMovesExist(c, s)).toBe(false);
    s[L.U_ST + hf!] = 0;
    s[L.H_MARCHES] = 0; // no March left to begin there ...
    expect(contestedMovesExist(c, s)).toBe(false);
    s[L.H_ACTIVE] = box('harpers-ferry'); // ... unless it is the March under way
    expect(contestedMovesExist(c, s)).toBe(true);
  });

  it('R4.12: Union units in Lebanon, every neighbour in Kentucky, have no MOVE out in 1861: they do not count', () => {
    const units = [usa('Mi', 'lebanon'), csa('Mi', 'lebanon')];
    const options = { 'r4.12-kentucky-neutrality': true, 'read-leave-contested': 'allowed' };
    const s = position({ side: 'usa', turn: 5, options, units });
    expect(ops(s, A.OP_MOVE, 'lebanon')).toEqual([]); // not even with the reading off
    expect(contestedMovesExist(c, s)).toBe(false);
    s[L.H_FLAGS] = s[L.H_FLAGS]! | L.F_KY_OPEN; // a Confederate unit entered Kentucky: the Union is free
    expect(ops(s, A.OP_MOVE, 'lebanon').length).toBeGreaterThan(0);
    expect(contestedMovesExist(c, s)).toBe(true);
  });

  it('the Confederacy too: its units that entered a Union-held box stay there (default)', () => {
    const s = position({ side: 'csa', units: [csa('Mi', 'harpers-ferry'), usa('Mi', 'harpers-ferry')] });
    expect(ops(s, A.OP_MOVE, 'harpers-ferry')).toEqual([]);
    const off = position({
      side: 'csa',
      options: { 'read-leave-contested': 'allowed' },
      units: [csa('Mi', 'harpers-ferry'), usa('Mi', 'harpers-ferry')],
    });
    const a = ops(off, A.OP_MOVE, 'harpers-ferry')[0]!;
    expect(() => ahd.apply(s, a)).toThrow(/read-leave-contested/);
  });
});

describe('R4.6 Union sea movement and R4.7 naval invasions', () => {
  const seaTargets = (s: Int32Array, from: string): number[] => [
    ...new Set(ops(s, A.OP_SEA, from).map((a) => A.mvTo(a))),
  ];
  const invasionTargets = (s: Int32Array): number[] => [
    ...new Set(ops(s, A.OP_INVADE).map((a) => A.mvTo(a))),
  ];

  it('every other Union-controlled port without Confederate units, whatever was offered before', () => {
    const open = position({ side: 'usa', units: [usa('Mi', 'baltimore')] });
    const all = seaTargets(open, 'baltimore');
    expect(all.length).toBeGreaterThan(2);
    const last = all[all.length - 1]!;
    const s = position({ side: 'usa', units: [usa('Mi', 'baltimore'), csa('Mi', c.boxId[last]!)] });
    expect(seaTargets(s, 'baltimore')).toEqual(all.slice(0, -1));
    // A position with no unit in Baltimore offers nothing from it.
    const none = position({ side: 'usa', units: [usa('Mi', 'chicago')] });
    expect(ops(none, A.OP_SEA)).toEqual([]);
  });

  it('a reduced unit sails and stays reduced; it loses its entrenchment and is not marked as crossing a river', () => {
    const s = position({ side: 'usa', units: [usa('Mi', 'baltimore', 're')] });
    const sea = ops(s, A.OP_SEA, 'baltimore');
    expect(sea.length).toBeGreaterThan(0);
    expect(sea.every((a) => A.clsType(A.mvCls(a)) === T('Mi') && A.clsReduced(A.mvCls(a)) === 1)).toBe(true);
    ahd.apply(s, A.encSea(box('baltimore'), box('new-york-city'), A.cls(T('Mi'), 1, 0), 1));
    const [mi] = unitsAt(s, 'new-york-city', 'usa');
    expect(s[L.U_ST + mi!]! & (L.ST_REDUCED | L.ST_ENTRENCHED | L.ST_CROSSED | L.ST_SEA)).toBe(
      L.ST_REDUCED | L.ST_SEA,
    );
    expect(used(s, mi!)).toBe(1);
  });

  it('only the unit types in the port are offered (the next box on the board is not the port)', () => {
    const next = c.boxId[box('baltimore') + 1]!;
    const s = position({ side: 'usa', units: [usa('Vc', 'baltimore'), usa('Mi', next)] });
    const sea = ops(s, A.OP_SEA, 'baltimore');
    expect(sea.length).toBeGreaterThan(0);
    expect(sea.every((a) => A.clsType(A.mvCls(a)) === T('Vc'))).toBe(true);
  });

  it('a reduced unit of the last type (Crack Cavalry) sails too', () => {
    const s = position({ side: 'usa', units: [usa('Cc', 'baltimore', 'r')] });
    const sea = ops(s, A.OP_SEA, 'baltimore');
    expect(sea).toContain(A.encSea(box('baltimore'), box('new-york-city'), A.cls(T('Cc'), 1, 0), 1));
  });

  it('a port holding every class that may sail (each type, full and reduced) offers each of them', () => {
    // A copy of the standard pack with a second Union Militia Cavalry (it has one).
    const pack = editedPack<{ counterMix: { usa: Record<string, number> } }>('units.json', (units) => {
      units.counterMix.usa['Mc'] = 2;
    });
    const units = L.TYPE_CODES.flatMap((t) => [usa(t, 'baltimore'), usa(t, 'baltimore', 'r')]);
    const s = position({ side: 'usa', content: pack, units });
    const classes = new Set(ops(s, A.OP_SEA, 'baltimore').map((a) => A.mvCls(a)));
    expect([...classes].sort((x, y) => x - y)).toEqual(
      L.TYPE_CODES.flatMap((t) => [A.cls(T(t), 0, 0), A.cls(T(t), 1, 0)]),
    );
  });

  it('to a port only: a Union-controlled box inland is no sea target', () => {
    const s = position({ side: 'usa', units: [usa('Mi', 'baltimore')] });
    expect(ops(s, A.OP_SEA).some((a) => A.mvTo(a) === box('chicago'))).toBe(false);
    expect(() => ahd.apply(s, A.encSea(box('baltimore'), box('chicago'), A.cls(T('Mi'), 0, 0), 1))).toThrow(
      /not another Union-controlled port/,
    );
  });

  it('as many units as Marches left, each one March; not one more than the port holds', () => {
    const s = position({ side: 'usa', marches: 2, units: [usa('Mi', 'baltimore'), usa('Mi', 'baltimore')] });
    ahd.apply(s, A.encSea(box('baltimore'), box('new-york-city'), A.cls(T('Mi'), 0, 0), 2));
    expect(unitsAt(s, 'new-york-city', 'usa')).toHaveLength(2);
    expect(s[L.H_MARCHES]).toBe(0);
    const one = position({ side: 'usa', units: [usa('Mi', 'baltimore')] });
    expect(() =>
      ahd.apply(one, A.encSea(box('baltimore'), box('new-york-city'), A.cls(T('Mi'), 0, 0), 2)),
    ).toThrow(/fewer than 2 such units/);
  });

  it('refuses boxes and unit types that do not exist', () => {
    const s = position({ side: 'usa', units: [usa('Mi', 'baltimore'), csa('Mi', 'richmond')] });
    const mi = A.cls(T('Mi'), 0, 0);
    expect(() => ahd.apply(s, A.encSea(c.nb, box('new-york-city'), mi, 1))).toThrow(/no such box/);
    expect(() => ahd.apply(s, A.encSea(box('baltimore'), c.nb, mi, 1))).toThrow(/no such box/);
    expect(() =>
      ahd.apply(s, A.encSea(box('baltimore'), box('new-york-city'), A.cls(L.NTYPES, 0, 0), 1)),
    ).toThrow(/no such box or unit type/);
  });

  it('R4.11: no Union sea movement on the first Game Turn', () => {
    const s = position({
      side: 'usa',
      turn: 1,
      options: { 'r4.11-first-turn-restrictions': true },
      units: [usa('Mi', 'baltimore')],
    });
    expect(ops(s, A.OP_SEA)).toEqual([]);
    expect(() =>
      ahd.apply(s, A.encSea(box('baltimore'), box('new-york-city'), A.cls(T('Mi'), 0, 0), 1)),
    ).toThrow(/R4\.11/);
  });

  it('a sea move is a March of its own (R4.0, R4.6)', () => {
    const sail = (s: Int32Array): void =>
      ahd.apply(s, A.encSea(box('baltimore'), box('new-york-city'), A.cls(T('Mi'), 0, 0), 1));
    expect(newMarchAfter(sail, [usa('Mi', 'baltimore'), usa('Mi', 'baltimore')])).toBe(1);
  });

  it('R4.0: every March offered to two units of one class can be played (each names a route of theirs)', () => {
    const s = position({ side: 'usa', units: [usa('Mi', 'washington'), usa('Mi', 'washington')] });
    const moves = ops(s, A.OP_MOVE, 'washington');
    expect(moves.some((a) => A.mvCount(a) === 2)).toBe(true);
    for (const a of moves) expect(() => ahd.apply(ahd.clone(s), a)).not.toThrow();
  });

  it('R4.6: a unit moved by sea keeps its strength: a full-strength Vi lands full strength, a reduced one reduced', () => {
    for (const flags of ['', 'r']) {
      const s = position({ side: 'usa', units: [usa('Vi', 'baltimore', flags)] });
      const [vi] = unitsAt(s, 'baltimore', 'usa', 'Vi');
      ahd.apply(s, A.encSea(box('baltimore'), box('new-york-city'), A.cls(T('Vi'), flags ? 1 : 0, 0), 1));
      expect(s[L.U_LOC + vi!]).toBe(box('new-york-city'));
      expect(s[L.U_ST + vi!]! & L.ST_REDUCED).toBe(flags ? L.ST_REDUCED : 0);
      expect(s[L.U_ST + vi!]! & L.ST_SEA).toBe(L.ST_SEA);
      expect(used(s, vi!)).toBe(1);
    }
  });

  it('R8.0: lone cavalry sailing out of a Confederate box it held leaves it to the Confederacy', () => {
    const s = position({ side: 'usa', control: { norfolk: 'usa-cav' }, units: [usa('Vc', 'norfolk')] });
    expect(ctrlOf(s, box('norfolk'))).toBe(L.USA);
    ahd.apply(s, A.encSea(box('norfolk'), box('baltimore'), A.cls(T('Vc'), 0, 0), 1));
    expect(ctrlOf(s, box('norfolk'))).toBe(L.CSA);
  });

  it('R8.0: lone Union cavalry sailing out of the first box of the map (a pack whose Ironton is a Confederate port)', () => {
    const pack = editedPack<{ boxes: { id: string; colour: string; port: boolean }[] }>('map.json', (map) => {
      const ironton = map.boxes.find((b) => b.id === 'ironton')!;
      ironton.colour = 'csa';
      ironton.port = true;
    });
    const s = position({
      side: 'usa',
      content: pack,
      control: { ironton: 'usa-cav' },
      units: [usa('Vc', 'ironton')],
    });
    expect(ctrlOf(s, box('ironton'))).toBe(L.USA);
    ahd.apply(s, A.encSea(box('ironton'), box('baltimore'), A.cls(T('Vc'), 0, 0), 1));
    expect(unitsAt(s, 'baltimore', 'usa')).toHaveLength(1);
    expect(ctrlOf(s, box('ironton'))).toBe(L.CSA);
  });

  it('R8.0: Confederate cavalry holding Ironton (box 0) alone: it is Union again the instant they march out', () => {
    const s = position({ side: 'csa', control: { ironton: 'csa-cav' }, units: [csa('Vc', 'ironton')] });
    expect(ctrlOf(s, box('ironton'))).toBe(L.CSA);
    ahd.apply(s, findMove(s, 'ironton', ['thayer'], 'Vc')!);
    expect(unitsAt(s, 'thayer', 'csa')).toHaveLength(1);
    expect(ctrlOf(s, box('ironton'))).toBe(L.USA);
  });

  it('R4.7: invasions start in Washington only, to the Confederate-controlled ports, whatever was offered before', () => {
    const s = position({ side: 'usa', units: [usa('Mi', 'baltimore')] });
    s[L.H_FLAGS] = s[L.H_FLAGS]! | L.F_INVASION;
    expect(ops(s, A.OP_INVADE)).toEqual([]); // none in Washington
    expect(ops(s, A.OP_SEA, 'baltimore').length).toBeGreaterThan(0);
    const w = position({ side: 'usa', units: [usa('Vi', 'washington')] });
    w[L.H_FLAGS] = w[L.H_FLAGS]! | L.F_INVASION;
    const all = invasionTargets(w);
    expect(all.length).toBeGreaterThan(2);
    const last = all[all.length - 1]!;
    const fewer = position({
      side: 'usa',
      control: { [c.boxId[last]!]: 'usa' },
      units: [usa('Vi', 'washington')],
    });
    fewer[L.H_FLAGS] = fewer[L.H_FLAGS]! | L.F_INVASION;
    expect(invasionTargets(fewer)).toEqual(all.slice(0, -1));
  });
});

describe('R5.71 recovery by March', () => {
  it('each side recovers its own reduced units', () => {
    const units = [csa('Vi', 'richmond', 'r'), usa('Vi', 'washington', 'r')];
    const s = position({ side: 'csa', options: REFIT, units });
    expect(ops(s, A.OP_RECOVER).map((a) => A.boxOf(a))).toEqual([box('richmond')]);
    ahd.apply(s, ops(s, A.OP_RECOVER)[0]!);
    expect(s[L.U_ST + unitsAt(s, 'richmond', 'csa')[0]!]! & L.ST_REDUCED).toBe(0);
    const u = position({ side: 'usa', options: REFIT, units });
    expect(ops(u, A.OP_RECOVER).map((a) => A.boxOf(a))).toEqual([box('washington')]);
  });

  it("never the enemy's reduced unit in a box both sides hold", () => {
    const s = position({
      side: 'csa',
      options: REFIT,
      units: [csa('Mi', 'harpers-ferry'), usa('Vi', 'harpers-ferry', 'r')],
    });
    expect(ops(s, A.OP_RECOVER)).toEqual([]);
    const u = position({
      side: 'usa',
      options: REFIT,
      units: [usa('Mi', 'harpers-ferry'), csa('Vi', 'harpers-ferry', 'r')],
    });
    expect(ops(u, A.OP_RECOVER)).toEqual([]);
    // The first Confederate slot of all (a Militia Infantry), just past the Union's.
    const first = position({
      side: 'usa',
      options: REFIT,
      units: [usa('Mi', 'harpers-ferry'), csa('Mi', 'harpers-ferry', 'r')],
    });
    expect(unitsAt(first, 'harpers-ferry', 'csa')).toEqual([c.typeStart[L.NTYPES]]);
    expect(ops(first, A.OP_RECOVER)).toEqual([]);
  });

  it('a full-strength unit is not offered, whatever was offered before', () => {
    const s = position({ side: 'usa', options: REFIT, units: [usa('Vi', 'chicago', 'r')] });
    expect(ops(s, A.OP_RECOVER)).toHaveLength(1);
    const full = position({ side: 'usa', options: REFIT, units: [usa('Vi', 'chicago')] });
    expect(ops(full, A.OP_RECOVER)).toEqual([]);
  });

  it('the unit of the type and box named, and only a unit on the map', () => {
    const s = position({
      side: 'usa',
      options: REFIT,
      units: [usa('Mi', 'chicago', 'r'), usa('Vi', 'washington', 'r'), usa('Vi', 'chicago', 'r')],
    });
    const [mi] = unitsAt(s, 'chicago', 'usa', 'Mi');
    expect(mi).toBe(c.typeStart[L.USA * L.NTYPES + T('Mi')]); // the first slot of all
    ahd.apply(s, A.encBox(A.OP_RECOVER, box('chicago'), A.cls(T('Vi'), 1, 0)));
    expect(s[L.U_ST + unitsAt(s, 'chicago', 'usa', 'Vi')[0]!]! & L.ST_REDUCED).toBe(0);
    expect(s[L.U_ST + unitsAt(s, 'washington', 'usa', 'Vi')[0]!]! & L.ST_REDUCED).toBe(L.ST_REDUCED);
    ahd.apply(s, A.encBox(A.OP_RECOVER, box('chicago'), A.cls(T('Mi'), 1, 0)));
    expect(s[L.U_ST + mi!]! & L.ST_REDUCED).toBe(0);
    // Not another type's unit, nor the other side's, nor a unit off the map.
    const t = position({
      side: 'usa',
      options: REFIT,
      units: [usa('Vi', 'chicago', 'r'), csa('Mi', 'richmond', 'r')],
    });
    expect(() => ahd.apply(t, A.encBox(A.OP_RECOVER, box('chicago'), A.cls(T('Mi'), 1, 0)))).toThrow(
      /no such reduced unit/,
    );
    expect(() => ahd.apply(t, A.encBox(A.OP_RECOVER, box('richmond'), A.cls(L.NTYPES, 1, 0)))).toThrow(
      /no such reduced unit/,
    );
    const pooled = c.typeStart[L.USA * L.NTYPES + T('Mi')]!;
    expect(t[L.U_LOC + pooled]).toBe(L.LOC_POOL);
    t[L.U_ST + pooled] = L.ST_REDUCED;
    expect(() => ahd.apply(t, A.encBox(A.OP_RECOVER, L.LOC_POOL, A.cls(T('Mi'), 1, 0)))).toThrow(
      /no such reduced unit/,
    );
  });

  it('one offer per box and type of a reduced unit: none for the box before it on the board', () => {
    const next = c.boxId[box('chicago') + 1]!;
    const s = position({ side: 'usa', options: REFIT, units: [usa('Vi', 'chicago'), usa('Mi', next, 'r')] });
    expect(ops(s, A.OP_RECOVER)).toEqual([A.encBox(A.OP_RECOVER, box(next), A.cls(T('Mi'), 1, 0))]);
  });

  it('the action names a reduced unit: a full-strength class recovers none', () => {
    const s = position({ side: 'usa', options: REFIT, units: [usa('Vi', 'chicago', 'r')] });
    expect(() => ahd.apply(s, A.encBox(A.OP_RECOVER, box('chicago'), A.cls(T('Vi'), 0, 0)))).toThrow(
      /no such reduced unit/,
    );
    expect(s[L.U_ST + unitsAt(s, 'chicago', 'usa')[0]!]! & L.ST_REDUCED).toBe(L.ST_REDUCED);
  });

  it('one March a unit: none left, none recovered', () => {
    const s = position({ side: 'usa', marches: 0, options: REFIT, units: [usa('Vi', 'chicago', 'r')] });
    expect(ops(s, A.OP_RECOVER)).toEqual([]);
    // (ahd.apply ends the segment as soon as no March is left; the rule's own check, called directly:)
    expect(() =>
      applyRecoverMarch(c, s, A.encBox(A.OP_RECOVER, box('chicago'), A.cls(T('Vi'), 1, 0))),
    ).toThrow(/no Marches left/);
  });

  it('a recovery is a March of its own (R4.0)', () => {
    const recover = (s: Int32Array): void =>
      ahd.apply(s, A.encBox(A.OP_RECOVER, box('chicago'), A.cls(T('Vi'), 1, 0)));
    expect(newMarchAfter(recover, [usa('Vi', 'chicago', 'r')])).toBe(1);
  });
});

describe('R4.12 Kentucky neutrality: what frees the Union', () => {
  it('a Confederate unit entering Kentucky in 1861, by any movement', () => {
    const s = position({ side: 'csa', units: [] });
    const ky = box('bowling-green');
    noteKentuckyBox(c, s, L.USA, ky);
    expect(s[L.H_FLAGS]! & L.F_KY_OPEN).toBe(0); // a Union unit does not
    noteKentuckyBox(c, s, L.CSA, box('nashville'));
    expect(s[L.H_FLAGS]! & L.F_KY_OPEN).toBe(0); // nor a box outside Kentucky
    s[L.CH_TURN] = 6;
    noteKentuckyBox(c, s, L.CSA, ky);
    expect(s[L.H_FLAGS]! & L.F_KY_OPEN).toBe(0); // nor 1862
    s[L.CH_TURN] = 5;
    noteKentuckyBox(c, s, L.CSA, ky);
    expect(s[L.H_FLAGS]! & L.F_KY_OPEN).toBe(L.F_KY_OPEN);
  });

  it('a Confederate March into Kentucky on the last turn of 1861; none elsewhere', () => {
    const s = position({ side: 'csa', turn: 5, units: [csa('Mc', 'nashville'), csa('Vc', 'richmond')] });
    for (const a of ops(s, A.OP_MOVE, 'richmond')) {
      const t = Int32Array.from(s);
      ahd.apply(t, a);
      expect(t[L.H_FLAGS]! & L.F_KY_OPEN).toBe(0);
    }
    ahd.apply(s, findMove(s, 'nashville', ['bowling-green'], 'Mc')!);
    expect(s[L.H_FLAGS]! & L.F_KY_OPEN).toBe(L.F_KY_OPEN);
  });

  it('not a Union March into Kentucky in 1861 (without the rule nothing bars it)', () => {
    const s = position({ side: 'usa', turn: 5, units: [usa('Mc', 'nashville')] });
    ahd.apply(s, findMove(s, 'nashville', ['bowling-green'], 'Mc')!);
    expect(unitsAt(s, 'bowling-green', 'usa')).toHaveLength(1);
    expect(s[L.H_FLAGS]! & L.F_KY_OPEN).toBe(0);
  });

  it('a Confederate March ending in Kentucky two boxes away, through a box outside it', () => {
    const s = position({ side: 'csa', turn: 5, units: [csa('Mc', 'decatur')] });
    ahd.apply(s, findMove(s, 'decatur', ['nashville', 'bowling-green'], 'Mc')!);
    expect(unitsAt(s, 'bowling-green', 'csa')).toHaveLength(1);
    expect(s[L.H_FLAGS]! & L.F_KY_OPEN).toBe(L.F_KY_OPEN);
  });
});

describe('R4.0 what a March leaves on its units', () => {
  it('the box entered from (for retreats), full strength kept, no Jump Move used by an ordinary March', () => {
    const s = position({
      side: 'usa',
      control: { 'jefferson-city': 'usa-cav' },
      units: [usa('Vc', 'harpers-ferry', 'r'), usa('Mc', 'harpers-ferry')],
    });
    ahd.apply(s, findMove(s, 'harpers-ferry', ['front-royal', 'franklin'], 'Vc')!);
    const [mc] = unitsAt(s, 'franklin', 'usa');
    expect(s[L.U_FROM + mc!]).toBe(box('front-royal'));
    expect(s[L.U_ST + mc!]! & (L.ST_REDUCED | L.ST_JUMPED)).toBe(L.ST_REDUCED);
    ahd.apply(s, findMove(s, 'harpers-ferry', ['gettysburg'], 'Mc')!);
    const [g] = unitsAt(s, 'gettysburg', 'usa');
    expect(s[L.U_FROM + g!]).toBe(box('harpers-ferry'));
    expect(ctrlOf(s, box('jefferson-city'))).toBe(L.USA); // no box was vacated but Harpers Ferry
  });

  it('refuses boxes that do not exist, and a new March with none left', () => {
    const s = position({ side: 'usa', units: [usa('Mi', 'harpers-ferry')] });
    const a = findMove(s, 'harpers-ferry', ['gettysburg'], 'Mi')!;
    const cl = A.cls(T('Mi'), 0, 0);
    expect(() => ahd.apply(s, A.encMove(c.nb, box('gettysburg'), 0, cl, 1))).toThrow(/no such box/);
    expect(() => ahd.apply(s, A.encMove(box('harpers-ferry'), c.nb, 0, cl, 1))).toThrow(/no such box/);
    s[L.H_MARCHES] = 0;
    expect(() => ahd.apply(s, a)).toThrow(/no Marches left/);
    // The new March is refused as such first, even when it also names more units than the box holds.
    const two = A.encMove(A.mvFrom(a), A.mvTo(a), A.mvEntry(a), cl, 2);
    expect(() => ahd.apply(s, two)).toThrow(/no Marches left/);
  });
});

describe('R4.0 the Marches offered', () => {
  it('at most two boxes away (no R4.9 bonus), and no action offered twice', () => {
    const s = position({
      side: 'usa',
      units: [
        usa('Mi', 'cairo'),
        usa('Vi', 'cairo', 'r'),
        usa('Vi', 'cairo'),
        usa('Vi', 'cairo'),
        usa('Mc', 'cairo'),
        usa('Vc', 'harpers-ferry'),
        usa('Vi', 'harpers-ferry'),
        csa('Mi', 'paducah'),
      ],
    });
    const near = (b: number): number[] => Array.from(c.adjTo.subarray(c.adjStart[b]!, c.adjStart[b + 1]!));
    const moves = ops(s, A.OP_MOVE);
    expect(moves.length).toBeGreaterThan(10);
    expect(new Set(moves).size).toBe(moves.length);
    for (const a of moves) {
      const from = A.mvFrom(a);
      const reach = new Set([...near(from), ...near(from).flatMap(near)]);
      expect(reach.has(A.mvTo(a)), ahd.describe(s, a)).toBe(true);
    }
  });
});

describe('R4.4 a cavalry unit that has marched', () => {
  it('may still make its one Jump Move in its second March', () => {
    const s = position({ side: 'usa', units: [usa('Vc', 'cincinnati'), csa('Mi', 'chillicothe')] });
    const [vc] = unitsAt(s, 'cincinnati', 'usa');
    s[L.U_ST + vc!] = withUsed(0, 1); // one plain March made this segment
    const jump = findMove(s, 'cincinnati', ['chillicothe', 'columbus'], 'Vc');
    expect(jump).toBeDefined();
    ahd.apply(s, jump!);
    expect(s[L.U_LOC + vc!]).toBe(box('columbus'));
    expect(s[L.U_ST + vc!]! & L.ST_JUMPED).toBe(L.ST_JUMPED);
    expect(used(s, vc!)).toBe(2);
  });
});

describe('R4.0, R4.3, R5.71 each box offered once', () => {
  it('whatever position was looked at before: a March, an entrenchment, a recovery per box', () => {
    const [x, y, z] = ['chicago', 'harpers-ferry', 'baltimore'].sort((p, q) => box(p) - box(q));
    const three = position({
      side: 'usa',
      options: REFIT,
      units: [usa('Mi', x!), usa('Mi', y!), usa('Vi', z!, 'r')],
    });
    const two = position({ side: 'usa', options: REFIT, units: [usa('Mi', x!), usa('Vi', z!, 'r')] });
    expect(legal(three).length).toBeGreaterThan(0);
    const offered = legal(two);
    expect(new Set(offered).size).toBe(offered.length);
    expect(ops(two, A.OP_ENTRENCH).map((a) => A.boxOf(a))).toEqual([box(x!), box(z!)]);
    expect(ops(two, A.OP_RECOVER)).toEqual([A.encBox(A.OP_RECOVER, box(z!), A.cls(T('Vi'), 1, 0))]);
    expect(ops(two, A.OP_MOVE, z!).length).toBe(new Set(ops(two, A.OP_MOVE, z!)).size);
  });
});

describe('R4.3 entrenching at Ironton (box 0)', () => {
  it('Confederate units there that cannot entrench are refused, and nothing is spent', () => {
    const s = position({ side: 'csa', units: [csa('Mi', 'ironton', 'e')] });
    expect(ops(s, A.OP_ENTRENCH)).toEqual([]);
    expect(() => ahd.apply(s, A.encBox(A.OP_ENTRENCH, box('ironton')))).toThrow(/no unit there can entrench/);
    expect(s[L.H_MARCHES]).toBe(6);
  });

  it('entrenching changes only the status of the units that entrench and the Marches left', () => {
    const s = position({ side: 'csa', units: [csa('Mi', 'ironton'), csa('Mi', 'ironton', 'e')] });
    const before = Int32Array.from(s);
    ahd.apply(s, A.encBox(A.OP_ENTRENCH, box('ironton')));
    const changed = before.reduce<number[]>((acc, v, i) => (s[i] === v ? acc : [...acc, i]), []);
    const [fresh] = unitsAt(s, 'ironton', 'csa');
    expect(changed).toEqual([CH_STEPS, L.H_MARCHES, L.U_ST + fresh!]); // and the engine's decision count
    expect(s[L.H_MARCHES]).toBe(4); // two Marches outside a Recruitment City
  });
});
