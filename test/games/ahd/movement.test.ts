/**
 * R4 Movement on constructed positions, played through the game object: March distances by unit type
 * and line (R4.0), Marches and the unit March limit, the Potomac (R4.2), entrenchment (R4.3), jumps
 * (R4.4, R4.5), sea movement and invasions (R4.6, R4.7), and the optional rules that change them.
 */
import { describe, expect, it } from 'vitest';
import { ahd } from '../../../src/games/ahd/index.js';
import * as A from '../../../src/games/ahd/actions.js';
import * as L from '../../../src/games/ahd/layout.js';
import { ctrlOf, withUsed } from '../../../src/games/ahd/state.js';
import {
  box,
  c,
  editedPack,
  findMove,
  legal,
  legalTexts,
  play,
  position,
  unitsAt,
  type PositionSpec,
  type UnitSpec,
} from './position.js';

const T = (t: string): number => L.TYPE_CODES.indexOf(t as never);
const can = (s: Int32Array, from: string, path: string[], type: string, count = 1): boolean =>
  findMove(s, from, path, type, count) !== undefined;
const move = (s: Int32Array, from: string, path: string[], type: string, count = 1): void => {
  const a = findMove(s, from, path, type, count);
  if (a === undefined) throw new Error(`no move ${type} ${from}→${path.join('→')}`);
  ahd.apply(s, a);
};
const usa = (type: string, at: string, flags = ''): UnitSpec => ['usa', type, at, flags] as UnitSpec;
const csa = (type: string, at: string, flags = ''): UnitSpec => ['csa', type, at, flags] as UnitSpec;

describe('R4.0 March distances', () => {
  it('infantry: one box by road', () => {
    const s = position({ side: 'usa', units: [usa('Mi', 'harpers-ferry')] });
    expect(can(s, 'harpers-ferry', ['gettysburg'], 'Mi')).toBe(true);
    expect(can(s, 'harpers-ferry', ['front-royal'], 'Mi')).toBe(true);
    expect(can(s, 'harpers-ferry', ['front-royal', 'franklin'], 'Mi')).toBe(false);
  });

  it('infantry: two boxes along a friendly railroad, one along an unfriendly one', () => {
    const s = position({ side: 'usa', units: [usa('Mi', 'cincinnati')] });
    expect(can(s, 'cincinnati', ['chillicothe', 'parkersburg'], 'Mi')).toBe(true);
    expect(can(s, 'cincinnati', ['chillicothe', 'parkersburg', 'grafton'], 'Mi')).toBe(false); // three
    // Chillicothe lost: the railroad through it is no longer friendly.
    const u = position({ side: 'usa', control: { chillicothe: 'csa' }, units: [usa('Mi', 'cincinnati')] });
    expect(can(u, 'cincinnati', ['chillicothe', 'parkersburg'], 'Mi')).toBe(false);
    expect(can(u, 'cincinnati', ['chillicothe'], 'Mi')).toBe(true);
    // Starting from an unfriendly box, or ending in one, is not friendly either.
    const v = position({ side: 'usa', control: { parkersburg: 'csa' }, units: [usa('Mi', 'cincinnati')] });
    expect(can(v, 'cincinnati', ['chillicothe', 'parkersburg'], 'Mi')).toBe(false);
    const w = position({ side: 'usa', control: { cincinnati: 'csa' }, units: [usa('Mi', 'cincinnati')] });
    expect(can(w, 'cincinnati', ['chillicothe', 'parkersburg'], 'Mi')).toBe(false);
  });

  it('infantry: two boxes along a river, and never two kinds of line in one March', () => {
    const s = position({ side: 'usa', units: [usa('Mi', 'cairo')] });
    expect(can(s, 'cairo', ['paducah', 'evansville'], 'Mi')).toBe(true); // river, river
    expect(can(s, 'cairo', ['paducah'], 'Mi')).toBe(true); // a move may stop early
    expect(can(s, 'cairo', ['paducah', 'humbolt'], 'Mi')).toBe(false); // river then rail
    const h = position({ side: 'usa', units: [usa('Mi', 'harpers-ferry')] });
    expect(can(h, 'harpers-ferry', ['gettysburg', 'baltimore'], 'Mi')).toBe(false); // road then rail
  });

  it('cavalry: two boxes by road and/or rail, or by river, never river with another line', () => {
    const s = position({ side: 'usa', units: [usa('Mc', 'harpers-ferry'), usa('Vc', 'cairo')] });
    expect(can(s, 'harpers-ferry', ['gettysburg', 'baltimore'], 'Mc')).toBe(true); // road + rail
    expect(can(s, 'harpers-ferry', ['front-royal', 'franklin'], 'Mc')).toBe(true); // road + road
    expect(can(s, 'cairo', ['paducah', 'evansville'], 'Vc')).toBe(true); // river + river
    expect(can(s, 'cairo', ['paducah', 'humbolt'], 'Vc')).toBe(false); // river + rail
    expect(can(s, 'cairo', ['vandalia', 'st-louis'], 'Vc')).toBe(true); // rail + rail
  });

  it('a unit must stop on entering a box with enemy units', () => {
    const s = position({
      side: 'usa',
      units: [usa('Mi', 'cincinnati'), usa('Mc', 'cincinnati'), csa('Mi', 'chillicothe')],
    });
    expect(can(s, 'cincinnati', ['chillicothe'], 'Mi')).toBe(true);
    expect(can(s, 'cincinnati', ['chillicothe', 'parkersburg'], 'Mi')).toBe(false);
    expect(can(s, 'cincinnati', ['chillicothe', 'columbus'], 'Mc')).toBe(true); // a cavalry jump (R4.4)
    const t = position({ side: 'usa', units: [usa('Mi', 'cincinnati'), csa('Mi', 'parkersburg')] });
    expect(can(t, 'cincinnati', ['chillicothe', 'parkersburg'], 'Mi')).toBe(true); // ends there: fine
  });

  it('R4.2: only the Union may use the Potomac', () => {
    const s = position({ side: 'usa', units: [usa('Mi', 'washington')] });
    expect(can(s, 'washington', ['fredericksburg'], 'Mi')).toBe(true);
    const t = position({ side: 'csa', units: [csa('Mi', 'fredericksburg'), csa('Vc', 'fredericksburg')] });
    expect(can(t, 'fredericksburg', ['washington'], 'Mi')).toBe(false);
    expect(can(t, 'fredericksburg', ['washington'], 'Vc')).toBe(false);
    expect(can(t, 'fredericksburg', ['manassas-junction', 'washington'], 'Vc')).toBe(true);
  });
});

describe('R4.0 Marches', () => {
  it('a March activates one box: its units may go to different boxes for one March', () => {
    const s = position({
      side: 'usa',
      marches: 3,
      units: [usa('Mi', 'harpers-ferry'), usa('Mi', 'harpers-ferry')],
    });
    move(s, 'harpers-ferry', ['gettysburg'], 'Mi');
    move(s, 'harpers-ferry', ['front-royal'], 'Mi');
    expect(s[L.H_MARCHES]).toBe(2);
    expect(s[L.H_ACTIVE]).toBe(box('harpers-ferry'));
    move(s, 'gettysburg', ['baltimore'], 'Mi'); // another box: another March
    expect(s[L.H_MARCHES]).toBe(1);
    move(s, 'front-royal', ['harpers-ferry'], 'Mi');
    expect(s[L.H_MARCHES]).toBe(0);
    // Marches spent: only the active box may still move units; here it has none left to move.
    expect(legal(s).filter((a) => A.opOf(a) === A.OP_MOVE)).toEqual([]);
    expect(s[L.H_PHASE]).not.toBe(L.PH_MOVE); // nothing left to do: the segment ended by itself
  });

  it('no stacking limit: 33 Militia in one box march in MOVEs of 1 to 32 units, and the last one after them', () => {
    // A copy of the standard pack with 36 Union Militia Infantry (a MOVE names at most MAX_COUNT = 32 units).
    const big = editedPack<{ counterMix: { usa: Record<string, number> } }>('units.json', (units) => {
      units.counterMix.usa['Mi'] = 36;
    });
    const s = position({
      side: 'usa',
      content: big,
      units: Array.from({ length: 33 }, () => usa('Mi', 'harpers-ferry')),
    });
    const entry = A.mvEntry(findMove(s, 'harpers-ferry', ['gettysburg'], 'Mi')!); // the direct road
    const to = (t: Int32Array): number[] =>
      legal(t).filter(
        (a) => A.opOf(a) === A.OP_MOVE && A.mvTo(a) === box('gettysburg') && A.mvEntry(a) === entry,
      );
    const moves = to(s);
    expect(moves.map((a) => A.mvCount(a))).toEqual(Array.from({ length: A.MAX_COUNT }, (_, i) => i + 1));
    for (const a of moves) expect(() => ahd.apply(ahd.clone(s), a)).not.toThrow();
    ahd.apply(s, moves[moves.length - 1]!);
    expect(to(s).map((a) => A.mvCount(a))).toEqual([1]); // the same March
    ahd.apply(s, to(s)[0]!);
    expect(unitsAt(s, 'gettysburg', 'usa')).toHaveLength(33);
    expect(s[L.H_MARCHES]).toBe(5);
  });

  it('activating a box again is another March; a class is (type, reduced, Marches used)', () => {
    const s = position({
      side: 'usa',
      marches: 4,
      units: [
        usa('Mi', 'harpers-ferry'),
        usa('Mi', 'harpers-ferry'),
        usa('Mi', 'cincinnati'),
        usa('Mi', 'gettysburg'),
      ],
    });
    move(s, 'harpers-ferry', ['gettysburg'], 'Mi');
    move(s, 'cincinnati', ['dayton'], 'Mi');
    move(s, 'harpers-ferry', ['front-royal'], 'Mi'); // Harper's Ferry activated again
    expect(s[L.H_MARCHES]).toBe(1);
    // At Gettysburg one Mi has used a March and one has not: two classes, not one of two units.
    expect(can(s, 'gettysburg', ['baltimore'], 'Mi', 2)).toBe(false);
    expect(can(s, 'gettysburg', ['baltimore'], 'Mi', 1)).toBe(true);
    const used = legal(s).filter(
      (a) => A.opOf(a) === A.OP_MOVE && A.mvFrom(a) === box('gettysburg') && A.mvTo(a) === box('baltimore'),
    );
    expect([...new Set(used.map((a) => A.clsUsed(A.mvCls(a))))].sort()).toEqual([0, 1]); // (two routes each)
  });

  it('with no Marches left no new box may be activated, but the active one may finish', () => {
    const s = position({
      side: 'usa',
      marches: 1,
      units: [usa('Mi', 'harpers-ferry'), usa('Mi', 'harpers-ferry'), usa('Mi', 'chicago')],
    });
    move(s, 'harpers-ferry', ['gettysburg'], 'Mi');
    expect(s[L.H_MARCHES]).toBe(0);
    expect(s[L.H_PHASE]).toBe(L.PH_MOVE);
    expect(legal(s).some((a) => A.opOf(a) === A.OP_MOVE && A.mvFrom(a) === box('chicago'))).toBe(false);
    expect(() =>
      ahd.apply(s, A.encMove(box('chicago'), box('dayton'), 0, A.cls(T('Mi'), 0, 0), 1)),
    ).toThrow();
    move(s, 'harpers-ferry', ['front-royal'], 'Mi');
    expect(s[L.H_PHASE]).not.toBe(L.PH_MOVE);
  });

  it('read-leave-contested: units that entered an enemy-occupied box stay (default, R4.0 "must stop there") or may leave', () => {
    const spec: PositionSpec = { side: 'usa', units: [usa('Mi', 'cincinnati'), csa('Mi', 'chillicothe')] };
    const s = position({ ...spec, options: { 'read-leave-contested': 'allowed' } });
    move(s, 'cincinnati', ['chillicothe'], 'Mi');
    expect(can(s, 'chillicothe', ['cincinnati'], 'Mi')).toBe(true);
    const t = position(spec);
    move(t, 'cincinnati', ['chillicothe'], 'Mi');
    expect(can(t, 'chillicothe', ['cincinnati'], 'Mi')).toBe(false);
    expect(() =>
      ahd.apply(t, A.encMove(box('chillicothe'), box('cincinnati'), 0, A.cls(T('Mi'), 0, 1), 1)),
    ).toThrow(/read-leave-contested/);
  });

  it('refuses moves that are not legal, naming why', () => {
    const s = position({ side: 'usa', units: [usa('Mi', 'harpers-ferry')] });
    const hf = box('harpers-ferry');
    expect(() => ahd.apply(s, A.encMove(box('chicago'), hf, 0, A.cls(T('Mi'), 0, 0), 1))).toThrow(
      /no friendly units in Chicago/,
    );
    expect(() => ahd.apply(s, A.encMove(hf, box('richmond'), 0, A.cls(T('Mi'), 0, 0), 1))).toThrow(
      /no legal March route for Mi from Harper's Ferry to Richmond/,
    );
    const g = findMove(s, 'harpers-ferry', ['gettysburg'], 'Mi')!;
    expect(() => ahd.apply(s, A.encMove(hf, A.mvTo(g), A.mvEntry(g), A.cls(T('Mi'), 0, 0), 2))).toThrow(
      /fewer than 2 movable Mi/,
    );
    expect(() => ahd.apply(s, A.encMove(hf, A.mvTo(g), A.mvEntry(g), A.cls(T('Vi'), 0, 0), 1))).toThrow(
      /fewer than 1 movable Vi/,
    );
    // A March moves units of one class: a Veteran Infantry beside the Militia does not make up the two.
    const mixed = position({ side: 'usa', units: [usa('Mi', 'harpers-ferry'), usa('Vi', 'harpers-ferry')] });
    expect(() => ahd.apply(mixed, A.encMove(hf, A.mvTo(g), A.mvEntry(g), A.cls(T('Mi'), 0, 0), 2))).toThrow(
      /fewer than 2 movable Mi/,
    );
    expect(() => ahd.apply(s, A.encMove(hf, 250, 0, A.cls(T('Mi'), 0, 0), 1))).toThrow(/no such box/);
    expect(() => ahd.apply(s, A.encMove(hf, A.mvTo(g), A.mvEntry(g), A.cls(6, 0, 0), 1))).toThrow(
      /no such unit type/,
    );
  });
});

describe('R4.3 entrenchment', () => {
  it('not in a box containing enemy units', () => {
    const s = position({ side: 'usa', units: [usa('Mi', 'cincinnati'), csa('Mi', 'cincinnati')] });
    expect(legalTexts(s)).not.toContain('Entrench in Cincinnati');
    expect(() => ahd.apply(s, A.encBox(A.OP_ENTRENCH, box('cincinnati')))).toThrow(/enemy units \(R4\.3\)/);
  });

  it('entrenched units that move lose it; units that join them do not gain it', () => {
    const s = position({
      side: 'usa',
      units: [usa('Mi', 'cincinnati', 'e'), usa('Mi', 'cincinnati', 'e'), usa('Mi', 'dayton')],
    });
    move(s, 'cincinnati', ['chillicothe'], 'Mi');
    const [moved] = unitsAt(s, 'chillicothe', 'usa');
    expect(s[L.U_ST + moved!]! & L.ST_ENTRENCHED).toBe(0);
    move(s, 'dayton', ['cincinnati'], 'Mi');
    const st = unitsAt(s, 'cincinnati', 'usa').map((u) => s[L.U_ST + u]! & L.ST_ENTRENCHED);
    expect(st.sort()).toEqual([0, L.ST_ENTRENCHED]);
  });

  it('costs one March in a Recruitment City, two elsewhere; needs that many', () => {
    const s = position({
      side: 'usa',
      marches: 1,
      units: [usa('Mi', 'harpers-ferry'), usa('Mi', 'pittsburgh')],
    });
    expect(legalTexts(s)).toContain('Entrench in Pittsburgh');
    expect(legalTexts(s)).not.toContain("Entrench in Harper's Ferry");
    expect(() => ahd.apply(s, A.encBox(A.OP_ENTRENCH, box('harpers-ferry')))).toThrow(
      /needs 2 more March\(es\) \(R4\.3\)/,
    );
    ahd.apply(s, A.encBox(A.OP_ENTRENCH, box('pittsburgh')));
    expect(s[L.H_MARCHES]).toBe(0);
    expect(ahd.isTerminal(s) || s[L.H_PHASE] !== L.PH_MOVE).toBe(true);
    expect(() =>
      ahd.apply(position({ side: 'usa', units: [] }), A.encBox(A.OP_ENTRENCH, box('pittsburgh'))),
    ).toThrow(/no friendly units to entrench there/);
  });

  it('two Marches outside a Recruitment City: offered to a unit that has not moved, never to one that moved there', () => {
    const fresh = position({ side: 'usa', marches: 2, units: [usa('Mi', 'harpers-ferry')] });
    expect(legalTexts(fresh)).toContain("Entrench in Harper's Ferry");
    // "a unit could not move into *and* entrench at Manassas Jct. in a single Player Turn"
    const moved = position({ side: 'usa', units: [usa('Mi', 'harpers-ferry')] });
    const [u] = unitsAt(moved, 'harpers-ferry', 'usa');
    moved[L.U_ST + u!] = withUsed(0, 1);
    expect(legalTexts(moved)).not.toContain("Entrench in Harper's Ferry");
  });

  it('in a Recruitment City not by a unit that has used both its Marches', () => {
    const s = position({ side: 'usa', units: [usa('Mi', 'pittsburgh')] });
    const [u] = unitsAt(s, 'pittsburgh', 'usa');
    s[L.U_ST + u!] = withUsed(0, 2);
    expect(legalTexts(s)).not.toContain('Entrench in Pittsburgh');
    s[L.U_ST + u!] = withUsed(0, 1);
    expect(legalTexts(s)).toContain('Entrench in Pittsburgh');
  });

  it('already entrenched units cannot entrench again', () => {
    const s = position({ side: 'usa', units: [usa('Mi', 'pittsburgh', 'e')] });
    expect(legalTexts(s)).not.toContain('Entrench in Pittsburgh');
    expect(() => ahd.apply(s, A.encBox(A.OP_ENTRENCH, box('pittsburgh')))).toThrow(
      /no unit there can entrench now/,
    );
  });

  it('R4.6: a unit moved by sea may entrench in a Recruitment City with a second March', () => {
    const s = position({ side: 'usa', marches: 2, units: [usa('Mi', 'baltimore')] });
    ahd.apply(s, A.encSea(box('baltimore'), box('new-york-city'), A.cls(T('Mi'), 0, 0), 1));
    expect(s[L.H_MARCHES]).toBe(1);
    expect(legalTexts(s)).toContain('Entrench in New York City');
    ahd.apply(s, A.encBox(A.OP_ENTRENCH, box('new-york-city')));
    const [u] = unitsAt(s, 'new-york-city', 'usa');
    expect(s[L.U_ST + u!]! & L.ST_ENTRENCHED).toBe(L.ST_ENTRENCHED);
  });

  it('the last March out of a Recruitment City leaves the segment open while a unit there may entrench with it', () => {
    // A Mi sails to New York City (one March); the last March moves a Vi out of New York City. The Mi
    // cannot move again (it moved by sea) but may entrench with that same March (R4.3, R4.6): movement
    // does not end by itself.
    const s = position({
      side: 'usa',
      marches: 2,
      units: [usa('Mi', 'baltimore'), usa('Vi', 'new-york-city')],
    });
    ahd.apply(s, A.encSea(box('baltimore'), box('new-york-city'), A.cls(T('Mi'), 0, 0), 1));
    const to = c.boxId[c.adjTo[c.adjStart[box('new-york-city')]!]!]!;
    ahd.apply(s, findMove(s, 'new-york-city', [to], 'Vi')!);
    expect([s[L.H_MARCHES], s[L.H_PHASE]]).toEqual([0, L.PH_MOVE]);
    expect(legalTexts(s)).toEqual(['End movement', 'Entrench in New York City']);
    ahd.apply(s, A.encBox(A.OP_ENTRENCH, box('new-york-city')));
    expect(s[L.H_PHASE]).not.toBe(L.PH_MOVE); // nothing left: movement ended by itself
  });
});

/** Apply the legal MOVE of `count` units of class (type, reduced, used) from `from` to the adjacent `to`. */
function moveClass(
  s: Int32Array,
  from: string,
  to: string,
  type: string,
  reduced: number,
  used: number,
  count = 1,
): void {
  const a = legal(s).find(
    (x) =>
      A.opOf(x) === A.OP_MOVE &&
      A.mvFrom(x) === box(from) &&
      A.mvTo(x) === box(to) &&
      A.mvCls(x) === A.cls(T(type), reduced, used) &&
      A.mvCount(x) === count,
  );
  if (a === undefined) throw new Error(`no move of ${count} ${type} (${reduced}, ${used}) ${from}→${to}`);
  ahd.apply(s, a);
}

describe('R4.0 a March moves the units of the class it names', () => {
  it('full-strength or reduced, as named', () => {
    const s = position({ side: 'usa', units: [usa('Mi', 'pittsburgh'), usa('Mi', 'pittsburgh', 'r')] });
    const [full, reduced] = unitsAt(s, 'pittsburgh', 'usa');
    moveClass(s, 'pittsburgh', 'wheeling', 'Mi', 1, 0);
    expect(unitsAt(s, 'wheeling', 'usa')).toEqual([reduced]);
    expect(unitsAt(s, 'pittsburgh', 'usa')).toEqual([full]);
  });

  it('with the Marches used it names (R4.0 two Marches a unit)', () => {
    const s = position({ side: 'usa', units: [usa('Mi', 'pittsburgh'), usa('Mi', 'pittsburgh')] });
    const [once, fresh] = unitsAt(s, 'pittsburgh', 'usa');
    s[L.U_ST + once!] = withUsed(0, 1);
    moveClass(s, 'pittsburgh', 'wheeling', 'Mi', 0, 0);
    expect(unitsAt(s, 'wheeling', 'usa')).toEqual([fresh]);
    expect(L.ST_USED_MASK & s[L.U_ST + fresh!]!).toBe(withUsed(0, 1));
  });

  it('R4.6: never a unit that moved by sea, even of the same class', () => {
    const s = position({ side: 'usa', units: [usa('Mi', 'baltimore'), usa('Mi', 'philadelphia')] });
    const [sailor, walker] = [unitsAt(s, 'baltimore', 'usa')[0]!, unitsAt(s, 'philadelphia', 'usa')[0]!];
    ahd.apply(s, A.encSea(box('baltimore'), box('new-york-city'), A.cls(T('Mi'), 0, 0), 1));
    moveClass(s, 'philadelphia', 'new-york-city', 'Mi', 0, 0);
    moveClass(s, 'new-york-city', 'philadelphia', 'Mi', 0, 1);
    expect(unitsAt(s, 'philadelphia', 'usa')).toEqual([walker]);
    expect(unitsAt(s, 'new-york-city', 'usa')).toEqual([sailor]);
  });

  it('units not entrenched first (R4.3: moving loses entrenchment), then those that already jumped (R4.4: one Jump Move)', () => {
    const units = [usa('Vc', 'columbus'), usa('Vc', 'columbus'), usa('Vc', 'columbus')];
    const s = position({ side: 'usa', units });
    const [dug, jumped, fresh] = unitsAt(s, 'columbus', 'usa');
    s[L.U_ST + dug!] = withUsed(L.ST_ENTRENCHED, 1);
    s[L.U_ST + jumped!] = withUsed(L.ST_JUMPED, 1);
    s[L.U_ST + fresh!] = withUsed(0, 1);
    moveClass(s, 'columbus', 'chillicothe', 'Vc', 0, 1);
    expect(unitsAt(s, 'chillicothe', 'usa')).toEqual([jumped]);
    moveClass(s, 'columbus', 'chillicothe', 'Vc', 0, 1);
    expect(unitsAt(s, 'columbus', 'usa')).toEqual([dug]);
    expect(s[L.U_ST + dug!]! & L.ST_ENTRENCHED).toBe(L.ST_ENTRENCHED);
    // Two at once: the one that jumped and, for want of others, the entrenched one.
    const t = position({ side: 'usa', units: units.slice(0, 2) });
    const [dug2, jumped2] = unitsAt(t, 'columbus', 'usa');
    t[L.U_ST + dug2!] = withUsed(L.ST_ENTRENCHED, 1);
    t[L.U_ST + jumped2!] = withUsed(L.ST_JUMPED, 1);
    moveClass(t, 'columbus', 'chillicothe', 'Vc', 0, 1, 2);
    expect(unitsAt(t, 'chillicothe', 'usa')).toEqual([dug2, jumped2]);
    expect(unitsAt(t, 'columbus', 'usa')).toEqual([]);
  });
});

describe('R4.4 cavalry jump moves', () => {
  it('one Jump Move a segment; not ending among enemy units; not through enemy cavalry', () => {
    const s = position({
      side: 'usa',
      units: [
        usa('Vc', 'cincinnati'),
        csa('Mi', 'chillicothe'),
        csa('Mi', 'dayton'),
        csa('Mi', 'parkersburg'),
      ],
    });
    expect(can(s, 'cincinnati', ['chillicothe', 'parkersburg'], 'Vc')).toBe(false); // ends among enemies
    expect(can(s, 'cincinnati', ['chillicothe', 'columbus'], 'Vc')).toBe(true);
    move(s, 'cincinnati', ['chillicothe', 'columbus'], 'Vc');
    const [vc] = unitsAt(s, 'columbus', 'usa');
    expect(s[L.U_ST + vc!]! & L.ST_JUMPED).toBe(L.ST_JUMPED);
    // Its second March: no second jump (through Dayton), but an ordinary move is fine.
    expect(can(s, 'columbus', ['dayton', 'indianapolis'], 'Vc')).toBe(false);
    expect(can(s, 'columbus', ['chillicothe'], 'Vc')).toBe(true);
    const screened = position({ side: 'usa', units: [usa('Vc', 'cincinnati'), csa('Mc', 'chillicothe')] });
    expect(can(screened, 'cincinnati', ['chillicothe', 'columbus'], 'Vc')).toBe(false);
  });

  it('of several cavalry in a box only those that have not jumped may jump; all may move', () => {
    const s = position({
      side: 'usa',
      units: [usa('Vc', 'columbus'), usa('Vc', 'columbus'), usa('Vc', 'columbus'), csa('Mi', 'chillicothe')],
    });
    const [first] = unitsAt(s, 'columbus', 'usa');
    s[L.U_ST + first!] = L.ST_JUMPED; // it made its Jump Move earlier this segment
    expect(can(s, 'columbus', ['chillicothe', 'cincinnati'], 'Vc', 2)).toBe(true);
    expect(can(s, 'columbus', ['chillicothe', 'cincinnati'], 'Vc', 3)).toBe(false);
    expect(can(s, 'columbus', ['dayton', 'cincinnati'], 'Vc', 3)).toBe(true); // no jump: all three
    move(s, 'columbus', ['chillicothe', 'cincinnati'], 'Vc', 2);
    expect(unitsAt(s, 'columbus', 'usa')).toEqual([first]); // the one that had jumped stays
  });

  it("not by river (R4.5 is the Union's river jump)", () => {
    const s = position({ side: 'csa', units: [csa('Vc', 'evansville'), usa('Mi', 'paducah')] });
    expect(can(s, 'evansville', ['paducah', 'cairo'], 'Vc')).toBe(false);
  });

  it('R4.8: Crack Infantry move like cavalry by road and rail but cannot jump', () => {
    const opt = { 'r4.8-crack-infantry': true };
    const s = position({
      side: 'usa',
      options: opt,
      control: { chillicothe: 'csa' },
      units: [usa('Ci', 'harpers-ferry'), usa('Ci', 'cincinnati')],
    });
    expect(can(s, 'harpers-ferry', ['gettysburg', 'baltimore'], 'Ci')).toBe(true); // road + rail
    expect(can(s, 'cincinnati', ['chillicothe', 'parkersburg'], 'Ci')).toBe(true); // unfriendly rail
    // Crack Infantry only: Militia and Veteran Infantry still move one box by road.
    const others = position({
      side: 'usa',
      options: opt,
      units: [usa('Mi', 'harpers-ferry'), usa('Vi', 'harpers-ferry')],
    });
    expect(can(others, 'harpers-ferry', ['gettysburg', 'baltimore'], 'Mi')).toBe(false);
    expect(can(others, 'harpers-ferry', ['gettysburg', 'baltimore'], 'Vi')).toBe(false);
    expect(can(others, 'harpers-ferry', ['gettysburg'], 'Vi')).toBe(true);
    const plain = position({
      side: 'usa',
      control: { chillicothe: 'csa' },
      units: [usa('Ci', 'harpers-ferry'), usa('Ci', 'cincinnati')],
    });
    expect(can(plain, 'harpers-ferry', ['gettysburg', 'baltimore'], 'Ci')).toBe(false);
    expect(can(plain, 'cincinnati', ['chillicothe', 'parkersburg'], 'Ci')).toBe(false);
    const j = position({
      side: 'usa',
      options: opt,
      units: [usa('Ci', 'cincinnati'), csa('Mi', 'chillicothe')],
    });
    expect(can(j, 'cincinnati', ['chillicothe', 'columbus'], 'Ci')).toBe(false);
  });
});

describe('R4.5 Union river jump moves', () => {
  it('downriver through enemy units, even cavalry, not ending among them', () => {
    const s = position({ side: 'usa', units: [usa('Mi', 'evansville'), csa('Vc', 'paducah')] });
    expect(can(s, 'evansville', ['paducah', 'cairo'], 'Mi')).toBe(true);
    move(s, 'evansville', ['paducah', 'cairo'], 'Mi');
    const [mi] = unitsAt(s, 'cairo', 'usa');
    expect(s[L.U_ST + mi!]! & L.ST_JUMPED).toBe(L.ST_JUMPED);
    const end = position({
      side: 'usa',
      units: [usa('Mi', 'evansville'), csa('Vc', 'paducah'), csa('Mi', 'cairo')],
    });
    expect(can(end, 'evansville', ['paducah', 'cairo'], 'Mi')).toBe(false);
  });

  it('never upriver, and the South may not make them', () => {
    const up = position({ side: 'usa', units: [usa('Mi', 'cairo'), csa('Mi', 'paducah')] });
    expect(can(up, 'cairo', ['paducah', 'evansville'], 'Mi')).toBe(false);
    const south = position({ side: 'csa', units: [csa('Mi', 'evansville'), usa('Mi', 'paducah')] });
    expect(can(south, 'evansville', ['paducah', 'cairo'], 'Mi')).toBe(false);
  });

  it('read-river-jump: both legs downriver (default), or only the first (first-leg)', () => {
    // Vicksburg → Natchez is downriver, Natchez → Alexandria up the Red River.
    const spec: PositionSpec = { side: 'usa', units: [usa('Mi', 'vicksburg'), csa('Mi', 'natchez')] };
    expect(can(position(spec), 'vicksburg', ['natchez', 'alexandria'], 'Mi')).toBe(false);
    const first = position({ ...spec, options: { 'read-river-jump': 'first-leg' } });
    expect(can(first, 'vicksburg', ['natchez', 'alexandria'], 'Mi')).toBe(true);
  });
});

describe('R4.6 Union sea movement', () => {
  it('from the port a unit began in to another Union-controlled port, one March a unit', () => {
    const s = position({
      side: 'usa',
      marches: 4,
      units: [usa('Mi', 'baltimore'), usa('Mi', 'baltimore'), usa('Mi', 'baltimore')],
    });
    const texts = legalTexts(s).filter((t) => t.startsWith('Sea move'));
    expect(texts).toContain('Sea move 3 Mi Baltimore→New York City');
    expect(texts).toContain('Sea move 1 Mi Baltimore→Pensacola');
    expect(texts.some((t) => t.includes('→Norfolk'))).toBe(false); // Confederate-controlled
    expect(texts.some((t) => t.endsWith('→Baltimore'))).toBe(false);
    play(s, 'Sea move 3 Mi Baltimore→New York City');
    expect(s[L.H_MARCHES]).toBe(1);
    // A unit that moved by sea makes no other movement.
    expect(legal(s).some((a) => A.opOf(a) === A.OP_MOVE && A.mvFrom(a) === box('new-york-city'))).toBe(false);
    expect(() =>
      ahd.apply(s, A.encSea(box('baltimore'), box('new-york-city'), A.cls(T('Mi'), 0, 0), 1)),
    ).toThrow();
  });

  it('no more units than Marches; not for units that moved; not to a port with Confederate units', () => {
    const s = position({
      side: 'usa',
      marches: 2,
      units: [
        usa('Mi', 'baltimore'),
        usa('Mi', 'baltimore'),
        usa('Mi', 'baltimore'),
        csa('Mi', 'atlantic-city'),
      ],
    });
    expect(legalTexts(s)).not.toContain('Sea move 3 Mi Baltimore→New York City');
    expect(() =>
      ahd.apply(s, A.encSea(box('baltimore'), box('new-york-city'), A.cls(T('Mi'), 0, 0), 3)),
    ).toThrow(/one March \(R4\.6\)/);
    expect(legalTexts(s).some((t) => t.startsWith('Sea move') && t.includes('Atlantic City'))).toBe(false);
    move(s, 'baltimore', ['philadelphia'], 'Mi');
    expect(() =>
      ahd.apply(s, A.encSea(box('philadelphia'), box('new-york-city'), A.cls(T('Mi'), 0, 1), 1)),
    ).toThrow(/started the segment in the port/);
    expect(() =>
      ahd.apply(s, A.encSea(box('chicago'), box('new-york-city'), A.cls(T('Mi'), 0, 0), 1)),
    ).toThrow(/not a port/);
    expect(() => ahd.apply(s, A.encSea(box('baltimore'), box('baltimore'), A.cls(T('Mi'), 0, 0), 1))).toThrow(
      /not another Union-controlled port/,
    );
  });

  it('only the Union moves by sea', () => {
    const s = position({ side: 'csa', units: [csa('Mi', 'norfolk')] });
    expect(legalTexts(s).some((t) => t.startsWith('Sea move'))).toBe(false);
    expect(() => ahd.apply(s, A.encSea(box('norfolk'), box('wilmington'), A.cls(T('Mi'), 0, 0), 1))).toThrow(
      /only the Union moves by sea/,
    );
  });
});

describe('R4.7 Union naval invasions', () => {
  const invading = (
    options: PositionSpec['options'] = {},
    control: PositionSpec['control'] = {},
  ): Int32Array => {
    const s = position({
      side: 'usa',
      options,
      control,
      units: [usa('Vi', 'washington'), usa('Vi', 'washington'), csa('Mi', 'charleston')],
    });
    s[L.H_FLAGS] = s[L.H_FLAGS]! | L.F_INVASION; // the Union rolled a 6
    return s;
  };
  const invasions = (s: Int32Array): string[] => legalTexts(s).filter((t) => t.startsWith('Naval invasion'));

  it('from Washington to any Confederate-controlled port, empty or not, one March a unit', () => {
    const s = invading();
    const inv = invasions(s);
    expect(inv).toContain('Naval invasion: 1 Vi Washington→Charleston');
    expect(inv).toContain('Naval invasion: 2 Vi Washington→Wilmington');
    expect(inv).toContain('Naval invasion: 1 Vi Washington→Norfolk');
    expect(inv.some((t) => t.endsWith('→Pensacola') || t.endsWith('→Baltimore'))).toBe(false); // Union ports
    play(s, 'Naval invasion: 1 Vi Washington→Charleston');
    const [vi] = unitsAt(s, 'charleston', 'usa');
    expect(s[L.U_ST + vi!]! & (L.ST_CROSSED | L.ST_SEA)).toBe(L.ST_CROSSED | L.ST_SEA); // R5.34: across a river
    expect(s[L.U_FROM + vi!]).toBe(L.FROM_SEA);
    expect(s[L.H_MARCHES]).toBe(5);
    play(s, 'Naval invasion: 1 Vi Washington→Savannah'); // separate ports
    expect(unitsAt(s, 'savannah', 'usa')).toHaveLength(1);
  });

  it('only after a march roll of 6', () => {
    const s = position({ side: 'usa', units: [usa('Vi', 'washington')] });
    expect(invasions(s)).toEqual([]);
    expect(() => ahd.apply(s, A.encInvade(box('charleston'), A.cls(T('Vi'), 0, 0), 1))).toThrow(
      /march roll of 6 \(R4\.7\)/,
    );
  });

  it('R4.71: while the Confederates hold Fort Monroe, not Yorktown or Norfolk (Fort Monroe itself yes)', () => {
    const opt = { 'r4.71-fort-monroe': true };
    const held = invading(opt, { 'fort-monroe': 'csa' });
    expect(invasions(held).some((t) => t.endsWith('→Norfolk') || t.endsWith('→Yorktown'))).toBe(false);
    expect(invasions(held)).toContain('Naval invasion: 1 Vi Washington→Fort Monroe');
    expect(() => ahd.apply(held, A.encInvade(box('norfolk'), A.cls(T('Vi'), 0, 0), 1))).toThrow(/R4\.71/);
    expect(invasions(invading(opt))).toContain('Naval invasion: 1 Vi Washington→Norfolk');
    expect(invasions(invading({}, { 'fort-monroe': 'csa' }))).toContain(
      'Naval invasion: 1 Vi Washington→Yorktown',
    );
  });
});

describe('R4.9 Union rail movement bonus', () => {
  it('three boxes entirely along friendly rail, for the Union only', () => {
    const opt = { 'r4.9-union-rail-bonus': true };
    const s = position({ side: 'usa', options: opt, units: [usa('Mi', 'cincinnati')] });
    expect(can(s, 'cincinnati', ['chillicothe', 'parkersburg', 'grafton'], 'Mi')).toBe(true);
    const lost = position({
      side: 'usa',
      options: opt,
      control: { parkersburg: 'csa' },
      units: [usa('Mi', 'cincinnati')],
    });
    expect(can(lost, 'cincinnati', ['chillicothe', 'parkersburg', 'grafton'], 'Mi')).toBe(false);
    // Cavalry too need friendly rail for the third box (their own two boxes need none).
    const cav = position({
      side: 'usa',
      options: opt,
      control: { parkersburg: 'csa' },
      units: [usa('Vc', 'cincinnati')],
    });
    expect(can(cav, 'cincinnati', ['chillicothe', 'parkersburg'], 'Vc')).toBe(true);
    expect(can(cav, 'cincinnati', ['chillicothe', 'parkersburg', 'grafton'], 'Vc')).toBe(false);
    const plain = position({ side: 'usa', units: [usa('Mi', 'cincinnati')] });
    expect(can(plain, 'cincinnati', ['chillicothe', 'parkersburg', 'grafton'], 'Mi')).toBe(false);
    // The Confederacy, with the same options, right after the Union moved: two boxes only.
    expect(can(s, 'cincinnati', ['chillicothe', 'parkersburg', 'grafton'], 'Mi')).toBe(true);
    const south = position({ side: 'csa', options: opt, units: [csa('Mi', 'atlanta')] });
    expect(can(south, 'atlanta', ['macon', 'millen'], 'Mi')).toBe(true);
    expect(can(south, 'atlanta', ['macon', 'millen', 'savannah'], 'Mi')).toBe(false);
  });
});

describe('R4.11 first Game Turn restrictions and R4.12 Kentucky neutrality', () => {
  it('R4.11: on turn 1, rivers one box a March, nobody enters Kentucky, no Union sea movement', () => {
    const opt = { 'r4.11-first-turn-restrictions': true };
    const s = position({
      side: 'usa',
      turn: 1,
      options: opt,
      units: [usa('Mi', 'st-louis'), usa('Mi', 'baltimore'), usa('Mi', 'cincinnati')],
    });
    expect(can(s, 'st-louis', ['cairo'], 'Mi')).toBe(true);
    expect(can(s, 'st-louis', ['cairo', 'island-no-10'], 'Mi')).toBe(false);
    expect(can(s, 'cincinnati', ['louisville'], 'Mi')).toBe(false);
    expect(legalTexts(s).some((t) => t.startsWith('Sea move'))).toBe(false);
    const cs = position({ side: 'csa', turn: 1, options: opt, units: [csa('Mi', 'nashville')] });
    expect(can(cs, 'nashville', ['bowling-green'], 'Mi')).toBe(false);
    const t2 = position({
      side: 'usa',
      turn: 2,
      options: opt,
      units: [usa('Mi', 'st-louis'), usa('Mi', 'cincinnati')],
    });
    expect(can(t2, 'st-louis', ['cairo', 'island-no-10'], 'Mi')).toBe(true);
    expect(can(t2, 'cincinnati', ['louisville'], 'Mi')).toBe(true);
    // From the second Game Turn rivers allow two boxes again, also while Kentucky stays closed to
    // the Union (R4.12), right after the same position on turn 1.
    const ky = { ...opt, 'r4.12-kentucky-neutrality': true };
    const t1ky = position({
      side: 'usa',
      turn: 1,
      options: ky,
      units: [usa('Mi', 'st-louis'), usa('Mi', 'cincinnati')],
    });
    expect(can(t1ky, 'st-louis', ['cairo', 'island-no-10'], 'Mi')).toBe(false);
    const t2ky = position({
      side: 'usa',
      turn: 2,
      options: ky,
      units: [usa('Mi', 'st-louis'), usa('Mi', 'cincinnati')],
    });
    expect(can(t2ky, 'cincinnati', ['louisville'], 'Mi')).toBe(false);
    expect(can(t2ky, 'st-louis', ['cairo', 'island-no-10'], 'Mi')).toBe(true);
  });

  it('R4.12: the Union stays out of Kentucky until a Confederate unit enters it in 1861', () => {
    const opt = { 'r4.12-kentucky-neutrality': true };
    const s = position({ side: 'usa', turn: 3, options: opt, units: [usa('Mi', 'cincinnati')] });
    expect(can(s, 'cincinnati', ['louisville'], 'Mi')).toBe(false);
    expect(can(s, 'cincinnati', ['lexington'], 'Mi')).toBe(false);
    const cs = position({ side: 'csa', turn: 3, options: opt, units: [csa('Vc', 'nashville')] });
    expect(can(cs, 'nashville', ['bowling-green'], 'Vc')).toBe(true); // the South may
    move(cs, 'nashville', ['bowling-green', 'munfordville'], 'Vc'); // through Kentucky
    expect(cs[L.H_FLAGS]! & L.F_KY_OPEN).toBe(L.F_KY_OPEN);
    const late = position({ side: 'csa', turn: 6, options: opt, units: [csa('Vc', 'nashville')] });
    late[L.H_FLAGS] = 0;
    move(late, 'nashville', ['bowling-green'], 'Vc');
    expect(late[L.H_FLAGS]! & L.F_KY_OPEN).toBe(0); // only entries in 1861 free the Union
    const passing = position({ side: 'csa', turn: 3, options: opt, units: [csa('Vc', 'cincinnati')] });
    move(passing, 'cincinnati', ['louisville', 'evansville'], 'Vc');
    expect(passing[L.H_FLAGS]! & L.F_KY_OPEN).toBe(L.F_KY_OPEN); // passing through counts
  });
});

describe('R5.34 attacking across a river', () => {
  it('a unit entering a box through its river side is marked; from another side it is not', () => {
    const s = position({
      side: 'csa',
      units: [csa('Vi', 'montgomery'), csa('Vi', 'meridian'), usa('Mi', 'selma')],
    });
    move(s, 'montgomery', ['selma'], 'Vi');
    move(s, 'meridian', ['selma'], 'Vi');
    const marks = unitsAt(s, 'selma', 'csa').map((u) => s[L.U_ST + u]! & L.ST_CROSSED);
    expect(marks.sort()).toEqual([0, L.ST_CROSSED]);
  });
});

describe('R5.71 recovering a reduced unit with a March', () => {
  it('one March recovers one unit and counts toward its two Marches', () => {
    const opt = { 'r5.71-refitting-the-army': true };
    const s = position({
      side: 'usa',
      marches: 3,
      options: opt,
      units: [usa('Vi', 'chicago', 'r'), usa('Vi', 'chicago', 'r')],
    });
    expect(legalTexts(s)).toContain('Recover a reduced Vi in Chicago');
    play(s, 'Recover a reduced Vi in Chicago');
    expect(s[L.H_MARCHES]).toBe(2);
    const st = unitsAt(s, 'chicago', 'usa').map((u) => s[L.U_ST + u]!);
    expect(st.filter((x) => x & L.ST_REDUCED)).toHaveLength(1);
    const rec = unitsAt(s, 'chicago', 'usa').find((u) => !(s[L.U_ST + u]! & L.ST_REDUCED))!;
    expect((s[L.U_ST + rec]! & L.ST_USED_MASK) >> L.ST_USED_SHIFT).toBe(1);
    const plain = position({ side: 'usa', units: [usa('Vi', 'chicago', 'r')] });
    expect(legalTexts(plain).some((t) => t.startsWith('Recover'))).toBe(false);
    expect(() => ahd.apply(plain, A.encBox(A.OP_RECOVER, box('chicago'), A.cls(T('Vi'), 1, 0)))).toThrow(
      /R5\.71/,
    );
  });

  it('not for a unit that has used two Marches, nor without Marches left', () => {
    const opt = { 'r5.71-refitting-the-army': true };
    const s = position({ side: 'usa', marches: 1, options: opt, units: [usa('Vi', 'chicago', 'r')] });
    expect(() => ahd.apply(s, A.encBox(A.OP_RECOVER, box('chicago'), A.cls(T('Vi'), 1, 1)))).toThrow(
      /no such reduced unit/,
    );
    play(s, 'Recover a reduced Vi in Chicago');
    expect(s[L.H_MARCHES]).toBe(0);
    expect(() => ahd.apply(s, A.encBox(A.OP_RECOVER, box('chicago'), A.cls(T('Vi'), 1, 0)))).toThrow();
  });
});

describe('control during movement', () => {
  it('moving changes no control (R8.0), except that lone cavalry leaving a box reverts it', () => {
    const s = position({ side: 'usa', units: [usa('Mi', 'cincinnati')] });
    move(s, 'cincinnati', ['chillicothe'], 'Mi');
    expect(ctrlOf(s, box('cincinnati'))).toBe(L.USA);
  });
});

describe('the moves of a box depend on the position alone (route cache)', () => {
  it('the Confederacy too: a Union unit that appears on its railroad stops it (R4.0)', () => {
    const free = () => position({ side: 'csa', units: [csa('Mi', 'atlanta')] });
    const blocked = () => position({ side: 'csa', units: [csa('Mi', 'atlanta'), usa('Mi', 'macon')] });
    for (let round = 0; round < 2; round++) {
      expect(can(free(), 'atlanta', ['macon', 'millen'], 'Mi'), `round ${round}`).toBe(true);
      expect(can(blocked(), 'atlanta', ['macon', 'millen'], 'Mi'), `round ${round}`).toBe(false);
      expect(can(blocked(), 'atlanta', ['macon'], 'Mi'), `round ${round}`).toBe(true);
    }
  });

  it("a content pack's own map, not the routes of another pack with the same position", () => {
    // A copy of the standard pack whose Chillicothe-Parkersburg railroad is a road.
    const road = editedPack<{ connections: { a: string; b: string; modes: string[] }[] }>(
      'map.json',
      (map) => {
        map.connections.find((x) => x.a === 'chillicothe' && x.b === 'parkersburg')!.modes = ['road'];
      },
    );
    const units = [usa('Mi', 'cincinnati')];
    // R4.0: infantry two boxes along a friendly railroad, never mixing rail and road.
    expect(can(position({ side: 'usa', units }), 'cincinnati', ['chillicothe', 'parkersburg'], 'Mi')).toBe(
      true,
    );
    const other = position({ side: 'usa', units, content: road });
    expect(can(other, 'cincinnati', ['chillicothe', 'parkersburg'], 'Mi')).toBe(false);
    expect(can(other, 'cincinnati', ['chillicothe'], 'Mi')).toBe(true);
  });

  it('positions that alternate, near and far changes, several unit profiles', () => {
    const near = (enemy: 'Mi' | 'Mc') =>
      position({
        side: 'usa',
        units: [usa('Vc', 'cincinnati'), usa('Mi', 'cincinnati'), csa(enemy, 'chillicothe')],
      });
    const far = () =>
      position({
        side: 'usa',
        units: [
          usa('Vc', 'cincinnati'),
          usa('Mi', 'cincinnati'),
          csa('Mi', 'chillicothe'),
          csa('Mi', 'richmond'),
        ],
      });
    const lost = () =>
      position({
        side: 'usa',
        control: { dayton: 'csa' },
        units: [usa('Vc', 'cincinnati'), usa('Mi', 'cincinnati'), csa('Mi', 'chillicothe')],
      });
    const moves = (s: Int32Array): string[] =>
      legalTexts(s)
        .filter((t) => t.startsWith('Move'))
        .sort();
    const expected = [near('Mi'), near('Mc'), far(), lost()].map(moves);
    // Infantry: Dayton and beyond by friendly rail, unless Dayton is lost; cavalry jump Chillicothe
    // unless cavalry screen it.
    expect(expected[0]).toContain('Move 1 Vc Cincinnati→Chillicothe→Columbus (rail+road, jump)');
    expect(expected[1]!.some((t) => t.includes('Chillicothe→Columbus'))).toBe(false);
    expect(expected[2]).toEqual(expected[0]);
    expect(expected[0]).toContain('Move 1 Mi Cincinnati→Dayton→Indianapolis (rail)');
    expect(expected[3]!.some((t) => t.startsWith('Move 1 Mi Cincinnati→Dayton→'))).toBe(false);
    for (let round = 0; round < 3; round++) {
      for (const k of [1, 0, 3, 2, 0, 1, 2, 3]) {
        const s = [near('Mi'), near('Mc'), far(), lost()][k]!;
        expect(moves(s), `position ${k}, round ${round}`).toEqual(expected[k]);
      }
    }
  });

  // The cache reuses a box's routes when the enemy units, enemy cavalry and control of every box its
  // routes pass are as before (its local key): each test below changes one such box and changes it back.
  it('R4.4 cavalry passing a box an enemy unit has entered must jump; once it has left, a plain move again', () => {
    // Fredericksburg is the first box of Yorktown's route neighbourhood, Nashville one of the last of
    // Sparta's, Staunton the last of Front Royal's.
    const cases: [string, string, string][] = [
      ['yorktown', 'fredericksburg', 'Move 1 Mc Yorktown→Fredericksburg→Richmond (road+rail'],
      ['sparta', 'nashville', 'Move 1 Mc Sparta→Nashville→Murfreesboro (road+rail'],
      ['front-royal', 'staunton', 'Move 1 Mc Front Royal→Staunton→Roanoke (road'],
    ];
    for (const [at, next, text] of cases) {
      const free = (): Int32Array => position({ side: 'usa', units: [usa('Mc', at)] });
      const held = (): Int32Array => position({ side: 'usa', units: [usa('Mc', at), csa('Mi', next)] });
      for (let round = 0; round < 2; round++) {
        expect(legalTexts(free()), `${at}, round ${round}`).toContain(`${text})`);
        for (const s of [held(), held()]) {
          expect(legalTexts(s), `${at}, round ${round}`).toContain(`${text}, jump)`);
          expect(legalTexts(s), `${at}, round ${round}`).not.toContain(`${text})`);
        }
      }
    }
  });

  it('R4.0 a unit stops on entering enemy units: up the river from Fort Monroe, Yorktown held, then left', () => {
    const free = (): Int32Array => position({ side: 'usa', units: [usa('Mi', 'fort-monroe')] });
    const held = (): Int32Array =>
      position({ side: 'usa', units: [usa('Mi', 'fort-monroe'), csa('Mi', 'yorktown')] });
    for (let round = 0; round < 3; round++) {
      expect(can(free(), 'fort-monroe', ['yorktown', 'petersburg'], 'Mi'), `round ${round}`).toBe(true);
      expect(can(held(), 'fort-monroe', ['yorktown', 'petersburg'], 'Mi'), `round ${round}`).toBe(false);
      expect(can(held(), 'fort-monroe', ['yorktown'], 'Mi'), `round ${round}`).toBe(true);
    }
  });

  it('R4.4 two stacks: an enemy unit arrives next to one of them only; the other keeps its moves', () => {
    const units = [usa('Mc', 'yorktown'), usa('Vc', 'sparta')];
    const at = (enemy: string): Int32Array =>
      position({ side: 'usa', units: enemy === '' ? units : [...units, csa('Mi', enemy)] });
    for (let round = 0; round < 2; round++) {
      for (const enemy of ['', 'fredericksburg', '', 'nashville', 'fredericksburg']) {
        const t = legalTexts(at(enemy));
        const jump = (e: string): string => (enemy === e ? ', jump' : '');
        expect(t, `${enemy}, round ${round}`).toContain(
          `Move 1 Mc Yorktown→Fredericksburg→Richmond (road+rail${jump('fredericksburg')})`,
        );
        expect(t, `${enemy}, round ${round}`).toContain(
          `Move 1 Vc Sparta→Nashville→Murfreesboro (road+rail${jump('nashville')})`,
        );
      }
    }
  });

  it('R4.0 friendly railroad: none once the Confederacy controls every box, with the same units; again when regained', () => {
    const all = Object.fromEntries(c.boxId.map((id) => [id, 'csa' as const]));
    const ours = (): Int32Array => position({ side: 'usa', units: [usa('Mi', 'cincinnati')] });
    const lost = (): Int32Array => position({ side: 'usa', control: all, units: [usa('Mi', 'cincinnati')] });
    for (let round = 0; round < 2; round++) {
      expect(can(ours(), 'cincinnati', ['chillicothe', 'parkersburg'], 'Mi'), `round ${round}`).toBe(true);
      expect(can(lost(), 'cincinnati', ['chillicothe', 'parkersburg'], 'Mi'), `round ${round}`).toBe(false);
      expect(can(lost(), 'cincinnati', ['chillicothe'], 'Mi'), `round ${round}`).toBe(true);
    }
  });

  it('R4.0 from Ironton, the first box of the map: two boxes by rail through St. Louis', () => {
    const s = position({ side: 'usa', units: [usa('Mi', 'ironton')] });
    expect(can(s, 'ironton', ['st-louis', 'rolla'], 'Mi')).toBe(true);
    expect(can(s, 'ironton', ['thayer'], 'Mi')).toBe(true);
  });

  it('R4.9 one MOVE for each destination and entry, however many routes lead there; a jump stays a jump', () => {
    const options = { 'r4.9-union-rail-bonus': true };
    // Three routes end in Indianapolis entering from Terre Haute (via Vandalia, via Lafayette, and the
    // two-box one); the cavalry's routes through Vandalia, where an enemy unit stands, are jumps.
    const s = position({ side: 'usa', options, units: [usa('Mi', 'bloomington-ill')] });
    const acts = legal(s);
    expect(new Set(acts).size).toBe(acts.length);
    const cav = position({
      side: 'usa',
      options,
      units: [usa('Mc', 'bloomington-ill'), csa('Mi', 'vandalia')],
    });
    const texts = legalTexts(cav);
    expect(new Set(texts).size).toBe(texts.length);
    expect(texts.filter((t) => t.includes('→Vandalia→') && !t.endsWith('jump)'))).toEqual([]);
    expect(texts.filter((t) => t.includes('→Vandalia→')).length).toBeGreaterThan(0);
  });
});
