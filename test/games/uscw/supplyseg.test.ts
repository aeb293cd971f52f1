/**
 * The Supply Segment (4.2 B.b, supplyseg.ts) on constructed positions: the Foraging marker (13.2.1),
 * Supply Attrition and its modifiers (13.2.2), the Supply card (18.1), Isolation, the Source of
 * Provisions and Surrender (13.6, 10.3.5), forts under construction (10.2.2) and Entrenchments left
 * empty (10.1.3). Small Virginia maps hold no Union supply source: a Union stack there is Out of Supply
 * and Isolated, and (with no Confederate SP beside it) its own Source of Provisions.
 */
import { describe, expect, it } from 'vitest';
import { G_DISP, G_SPOUT, G_SUPCARD, GS_DISPLACED } from '../../../src/games/uscw/layout.js';
import {
  buildStage,
  demor,
  entrench,
  forage,
  fortLevel,
  fortOwner,
  genStatus,
  marker,
  milLoc,
  setBuild,
  setDemor,
  setForage,
  setSurrPts,
  sp,
  surrPts,
} from '../../../src/games/uscw/state.js';
import { U_DRIVER, addNf, zeroShips } from '../../../src/games/uscw/navalunits.js';
import { supplySegment } from '../../../src/games/uscw/supplyseg.js';
import type { UscwContent } from '../../../src/games/uscw/content.js';
import {
  ADV,
  CSA,
  USA,
  blank,
  checkInvariants,
  coastalFort,
  d,
  dice,
  entrench as dig,
  fort,
  gi,
  mark,
  militia,
  mini,
  node,
  put,
  type S,
} from './fixture.js';

/** A 3x3 Virginia map whose centre hex 2111 has terrain t (legend of mini). */
const ring = (t: string): UscwContent => mini({ rows: ['ccc', `c${t}c`, 'ccc'] });
const maps = { c: ring('c'), w: ring('w'), m: ring('m'), r: ring('r') };
const EAST_BOX = G_DISP + USA * 3; // the Union East Displaced Box (14.6)
/** How many Generals are in a Displaced Box (the blank board has every General off the map, removed). */
const displaced = (cc: UscwContent, s: S): number =>
  cc.gens.filter((_, g) => genStatus(cc, s, g) === GS_DISPLACED).length;

interface Forager {
  readonly s: S;
  readonly cc: UscwContent;
  readonly n: number;
}

/** `k` Union SPs (with Generals `gens`) Out of Supply in 2111 on Turn `turn`, the next die `roll`. */
function forager(
  t: keyof typeof maps,
  turn: number,
  roll: number,
  k = 4,
  gens: readonly string[] = [],
): Forager {
  const cc = maps[t];
  const s = blank({ content: cc, turn });
  const n = put(s, 2111, USA, k, gens, cc);
  dice(s, roll);
  return { s, cc, n };
}

/** SPs the stack lost to Attrition in one Supply Segment. */
function attrition(f: Forager): number {
  const before = sp(f.cc, f.s, f.n, USA);
  const box = f.s[EAST_BOX]!;
  supplySegment(f.cc, f.s, USA);
  const lost = before - sp(f.cc, f.s, f.n, USA);
  expect(f.s[EAST_BOX]! - box).toBe(lost); // the SPs lost go to the Displaced Box (13.2.2)
  checkInvariants(f.s);
  return lost;
}

describe('13.2.1 Foraging marker', () => {
  it('13.2.1: an Out-of-Supply stack receives a Foraging marker in the Supply Segment', () => {
    const f = forager('c', 6, 1);
    expect(forage(f.cc, f.s, f.n, USA)).toBe(false);
    supplySegment(f.cc, f.s, USA);
    expect(forage(f.cc, f.s, f.n, USA)).toBe(true);
  });
});

describe('13.2.2 Supply Attrition (provisional Attrition Table: a modified roll of 5 or more displaces SPs)', () => {
  it('13.2.2: in Summer on clear ground a roll of 4 displaces nothing, a 5 displaces 1 SP to the Displaced Box', () => {
    expect(attrition(forager('c', 6, 4))).toBe(0);
    expect(attrition(forager('c', 6, 5))).toBe(1);
  });

  it('13.2.2: +3 during a Winter turn (Turn 4): a roll of 2 displaces 1 SP, a 1 nothing', () => {
    expect(attrition(forager('c', 4, 1))).toBe(0);
    expect(attrition(forager('c', 4, 2))).toBe(1);
  });

  it('13.2.2: +1 during a Spring (Turn 5) or Fall (Turn 8) turn: a roll of 4 displaces 1 SP, a 3 nothing', () => {
    for (const turn of [5, 8]) {
      expect(attrition(forager('c', turn, 3))).toBe(0);
      expect(attrition(forager('c', turn, 4))).toBe(1);
    }
  });

  it('13.2.2: +1 in a Woods hex, +2 in a Mountain or Marsh hex', () => {
    expect(attrition(forager('w', 6, 3))).toBe(0);
    expect(attrition(forager('w', 6, 4))).toBe(1);
    for (const t of ['m', 'r'] as const) {
      expect(attrition(forager(t, 6, 2))).toBe(0);
      expect(attrition(forager(t, 6, 3))).toBe(1);
    }
  });

  it('13.2.2: +2 if the SPs are Demoralized', () => {
    for (const [roll, lost] of [
      [2, 0],
      [3, 1],
    ] as const) {
      const f = forager('c', 6, roll);
      setDemor(f.cc, f.s, f.n, USA, true);
      expect(attrition(f)).toBe(lost);
    }
  });

  it("13.2.2: minus the Commanding General's Attack Rating: Hancock (2) over Meade (Attack 1, the better Defense) saves the stack a 6", () => {
    expect(attrition(forager('c', 6, 6))).toBe(1);
    expect(attrition(forager('c', 6, 6, 4, ['meade']))).toBe(1);
    expect(attrition(forager('c', 6, 6, 4, ['hancock']))).toBe(0);
    expect(attrition(forager('c', 6, 6, 4, ['meade', 'hancock']))).toBe(0);
  });

  it('13.2.2, 7.6: a stack that loses its last SPs displaces its Generals and loses its Demoralized and Foraging markers', () => {
    const f = forager('m', 4, 6, 2, ['mcdowell']); // 6 + 3 Winter + 2 Mountain + 2 Demoralized: 4 SP on the table
    setDemor(f.cc, f.s, f.n, USA, true);
    expect(attrition(f)).toBe(2); // never more than the stack holds
    expect(genStatus(f.cc, f.s, gi('mcdowell', f.cc))).toBe(GS_DISPLACED);
    expect(displaced(f.cc, f.s)).toBe(1); // McDowell alone
    expect(demor(f.cc, f.s, f.n, USA)).toBe(false);
    expect(forage(f.cc, f.s, f.n, USA)).toBe(false);
  });

  it('13.2.2: a stack that keeps SPs keeps its General and its markers', () => {
    const f = forager('m', 4, 6, 6, ['mcdowell']);
    setDemor(f.cc, f.s, f.n, USA, true);
    expect(attrition(f)).toBe(4);
    expect(genStatus(f.cc, f.s, gi('mcdowell', f.cc))).not.toBe(GS_DISPLACED);
    expect([demor(f.cc, f.s, f.n, USA), forage(f.cc, f.s, f.n, USA)]).toEqual([true, true]);
  });

  it('18.1: a Supply card played for the stack spares it Attrition this phase (it still Forages)', () => {
    const f = forager('c', 4, 6);
    f.s[G_SUPCARD] = f.n + 1;
    expect(attrition(f)).toBe(0);
    expect(forage(f.cc, f.s, f.n, USA)).toBe(true);
  });

  it('13.2.2: a stack already Foraging suffers Attrition again', () => {
    const f = forager('c', 6, 5);
    setForage(f.cc, f.s, f.n, USA, true);
    expect(attrition(f)).toBe(1);
    expect(f.s[G_SPOUT + USA]).toBe(0); // displaced, not eliminated
  });
});

/**
 * A line of Virginia hexes 2010-2013: 'O' (2010) an Objective hex, a Confederate SP in 2011 beside it.
 * A Union stack in O is Isolated (no Union source) and, next to an enemy SP, has no Source of Provisions.
 */
const line = mini({ rows: ['cccc'], places: [{ hex: 2010, name: 'O', state: 'VA', obj: true }] });
/**
 * The Union stack of `k` SPs in O (Generals `gens`, a Union Fort of `level`), the Confederate SP beside
 * it; without a Fort the stack Forages and rolls 1 for Attrition (nothing lost); then `roll` for
 * Surrender (a Fort gives Fortress Supply, 13.3.3: no Foraging, but still Isolated).
 */
function besieged(roll: number, k = 3, gens: readonly string[] = [], level = 0): { s: S; n: number } {
  const s = blank({ content: line, turn: 6 });
  const n = put(s, 'O', USA, k, gens, line);
  put(s, 2011, CSA, 1, [], line);
  if (level) fort(s, 'O', USA, level, line);
  if (level) dice(s, roll);
  else dice(s, 1, roll);
  return { s, n };
}
/** Surrender Points at n after the Union Supply Segment. */
function surrender(s: S, n: number): number {
  supplySegment(line, s, USA);
  checkInvariants(s);
  return surrPts(line, s, n);
}

describe('13.6 Isolation and Surrender (provisional Surrender Table: modified 1-2 surrender, 3-4 two points, 5-7 one, 8+ none)', () => {
  it('13.6.4: +1 for an Objective/Resource hex without a Fort: a roll of 3 gives 2 Surrender Points, a 4 one', () => {
    const a = besieged(3);
    expect(surrender(a.s, a.n)).toBe(2);
    const b = besieged(4);
    expect(surrender(b.s, b.n)).toBe(1);
  });

  it('13.6.4: +2 for an Objective/Resource hex with a friendly Fort: a roll of 1 gives 2 Surrender Points, a 3 one', () => {
    const a = besieged(1, 3, [], 1);
    expect(surrender(a.s, a.n)).toBe(2);
    const b = besieged(3, 3, [], 1);
    expect(surrender(b.s, b.n)).toBe(1);
  });

  it("13.6.4: + any one General's Defense Rating (the best): Meade (2) with Hancock (1) turns a 2 into 1 point", () => {
    const a = besieged(2, 3, ['hancock', 'meade']);
    expect(surrender(a.s, a.n)).toBe(1);
    const b = besieged(2, 3, ['meade', 'hancock']);
    expect(surrender(b.s, b.n)).toBe(1);
    const none = besieged(2);
    expect(surrender(none.s, none.n)).toBe(2);
  });

  it('13.6.4: a modified roll above the table (6 +2 Meade +2 Fort) gives no Surrender Point', () => {
    const a = besieged(6, 3, ['meade'], 2);
    setSurrPts(line, a.s, a.n, 1);
    expect(surrender(a.s, a.n)).toBe(1);
  });

  it('13.6.3: Surrender Points accumulate; at 3 the group surrenders', () => {
    const a = besieged(4);
    setSurrPts(line, a.s, a.n, 1);
    expect(surrender(a.s, a.n)).toBe(2);
    const b = besieged(4, 3);
    setSurrPts(line, b.s, b.n, 2);
    expect(surrender(b.s, b.n)).toBe(0);
    expect(sp(line, b.s, b.n, USA)).toBe(0);
  });

  it('13.6.3: a Surrender eliminates the SPs and the Entrenchment, captures the Fort, displaces Generals and Militia', () => {
    const { s, n } = besieged(1, 3, ['mcdowell'], 2);
    setDemor(line, s, n, USA, true);
    militia(s, 'O', USA, line);
    setSurrPts(line, s, n, 1);
    const st = line.map.stateOf[n]!;
    const out = s[G_SPOUT + USA]!;
    expect(surrender(s, n)).toBe(0); // 1 + 2 for the Fort = 3: 2 more points, 3 in all
    expect(sp(line, s, n, USA)).toBe(0);
    expect(s[G_SPOUT + USA]! - out).toBe(3); // eliminated, not displaced
    expect(s[EAST_BOX]).toBe(0);
    expect(genStatus(line, s, gi('mcdowell', line))).toBe(GS_DISPLACED);
    expect(displaced(line, s)).toBe(1); // McDowell alone
    expect(milLoc(line, s, USA, st)).toBe(-1);
    expect([fortLevel(line, s, n), fortOwner(line, s, n)]).toEqual([1, CSA]); // 10.2.5: one level down
    expect([demor(line, s, n, USA), forage(line, s, n, USA)]).toEqual([false, false]);
    expect(marker(line, s, n)).toBe(-1); // a marker only for a Coastal Fort or Island (13.6.3)
  });

  it('13.6.3: an Entrenchment of the surrendering side is eliminated (no marker, as 10.1.3 would leave); Militia elsewhere stays', () => {
    const { s, n } = besieged(1);
    dig(s, 'O', USA, line);
    militia(s, 2013, USA, line);
    surrender(s, n);
    expect([entrench(line, s, n), marker(line, s, n)]).toEqual([-1, -1]);
    expect(milLoc(line, s, USA, line.map.stateOf[n]!)).toBe(node(2013, line));
  });

  it('13.6.1: a Fort alone is Isolated and checks for Surrender too; F1 captured is removed', () => {
    const s = blank({ content: line, turn: 6 });
    const n = node('O', line);
    fort(s, 'O', USA, 1, line);
    put(s, 2011, CSA, 1, [], line);
    dice(s, 4);
    expect(surrender(s, n)).toBe(1); // 4 + 2 for the Fort in an Objective hex: 1 point
    dice(s, 1);
    supplySegment(line, s, USA); // 1 + 2 = 3: 2 more points, 3 in all
    expect(fortLevel(line, s, n)).toBe(0);
  });

  it('13.6.1 Source of Provisions: an Isolated stack with no enemy SP beside it rolls no Surrender', () => {
    const s = blank({ content: line, turn: 6 });
    const n = put(s, 'O', USA, 3, [], line);
    put(s, 2013, CSA, 1, [], line);
    setSurrPts(line, s, n, 2);
    dice(s, 1, 1);
    expect(surrender(s, n)).toBe(2);
  });

  it('13.6.1: a neighbour that is a Source of Provisions (not enemy-controlled, no enemy SP beside it) exempts the stack', () => {
    // the Union stack in 2012 is next to the CSA SP in 2011; 2013 beside it has no enemy SP next to it
    const s = blank({ content: line, turn: 6 });
    const n = put(s, 2012, USA, 3, [], line);
    put(s, 2011, CSA, 1, [], line);
    dice(s, 1, 1);
    expect(surrender(s, n)).toBe(0);
    expect(sp(line, s, n, USA)).toBe(3);
  });

  it('18.1: the Supply card spares an Isolated stack its Surrender check', () => {
    const { s, n } = besieged(1);
    s[G_SUPCARD] = n + 1;
    expect(surrender(s, n)).toBe(0);
    expect(sp(line, s, n, USA)).toBe(3);
  });

  it('13.6.5: Surrender Points of a space left empty are removed, unless the enemy holds it', () => {
    const s = blank({ content: line, turn: 6 });
    const empty = node(2012, line);
    const held = put(s, 2011, CSA, 1, [], line);
    setSurrPts(line, s, empty, 2);
    setSurrPts(line, s, held, 2);
    supplySegment(line, s, USA);
    expect([surrPts(line, s, empty), surrPts(line, s, held)]).toEqual([0, 2]);
  });
});

/** Rows 20-21 of Virginia above the Atlantic; 'Port' (2111) an Ocean Port guarded by the Coastal Fort 'Fort Test'. */
const coast = mini({
  rows: ['cccc', 'cccc', '~~~~'],
  places: [{ hex: 2111, name: 'Port', state: 'VA', port: 'ocean' }],
  spaces: [coastalFort(2111)],
});

describe('10.3.5 Surrender of Coastal Forts', () => {
  /** A CSA SP in Fort Test (or the fort alone), Port held by `portSide`; CSA Supply Segment with the die `roll`. */
  function cf(portSide: number, garrison: number, roll: number): { s: S; n: number } {
    const s = blank({ content: coast, turn: 6, side: CSA });
    const n = node('Fort Test', coast);
    if (garrison) put(s, 'Fort Test', CSA, garrison, [], coast);
    put(s, 'Port', portSide, 1, [], coast);
    dice(s, roll);
    supplySegment(coast, s, CSA);
    checkInvariants(s);
    return { s, n };
  }

  it('10.3.5: a Confederate Coastal Fort whose Ocean Port is Union-controlled is Isolated and may not use a Source of Provisions: it rolls', () => {
    const { s, n } = cf(USA, 1, 4);
    expect(surrPts(coast, s, n)).toBe(2);
    expect(sp(coast, s, n, CSA)).toBe(1);
  });

  it('10.3.5: with its port Confederate the Coastal Fort uses the port as its Source of Provisions: no roll', () => {
    const { s, n } = cf(CSA, 1, 1);
    expect([surrPts(coast, s, n), sp(coast, s, n, CSA)]).toEqual([0, 1]);
  });

  it("13.6.3: a Coastal Fort alone surrenders on 3 points and takes the new owner's Control marker", () => {
    const { s, n } = cf(USA, 0, 1);
    expect(marker(coast, s, n)).toBe(USA);
    expect(d(s, coast).ctrl[n]).toBe(USA);
  });
});

describe('10.2.2 Forts under construction, 10.1.3 empty Entrenchments', () => {
  it('10.2.2, 10.2.3: an upgrade under construction completes at the end of the next friendly Action Phase: F1 becomes F2', () => {
    const s = blank({ content: line, turn: 6 });
    const n = put(s, 'O', USA, 2, [], line);
    fort(s, 'O', USA, 1, line);
    setBuild(line, s, n, 1, USA);
    supplySegment(line, s, USA);
    expect([fortLevel(line, s, n), buildStage(line, s, n)]).toEqual([1, 2]);
    supplySegment(line, s, USA);
    expect([fortLevel(line, s, n), fortOwner(line, s, n), buildStage(line, s, n)]).toEqual([2, USA, 0]);
  });

  it('10.2.2: a Confederate fort under construction does not advance in the Union Supply Segment', () => {
    const s = blank({ content: line, turn: 6 });
    const n = put(s, 2012, CSA, 1, [], line);
    setBuild(line, s, n, 2, CSA);
    supplySegment(line, s, USA);
    expect([fortLevel(line, s, n), buildStage(line, s, n)]).toEqual([0, 2]);
    supplySegment(line, s, CSA);
    expect([fortLevel(line, s, n), fortOwner(line, s, n)]).toEqual([1, CSA]);
  });

  it('10.1.3: an Entrenchment with no friendly SP at the end of a Player Action Phase is removed, a Control marker in an enemy state Town', () => {
    const s = blank({ content: line, turn: 6 });
    const o = node('O', line);
    const open = node(2012, line);
    dig(s, 'O', USA, line);
    dig(s, 2012, USA, line);
    supplySegment(line, s, CSA); // the enemy's phase counts too
    expect([entrench(line, s, o), entrench(line, s, open)]).toEqual([-1, -1]);
    expect([marker(line, s, o), marker(line, s, open)]).toEqual([USA, -1]); // 2012 takes no marker (6.2.3)
  });

  it('10.1.3: a friendly SP or Militia keeps the Entrenchment', () => {
    const s = blank({ content: line, turn: 6 });
    dig(s, 'O', USA, line);
    militia(s, 'O', USA, line);
    put(s, 2013, USA, 1, [], line);
    dig(s, 2013, USA, line);
    supplySegment(line, s, CSA);
    expect([entrench(line, s, node('O', line)), entrench(line, s, node(2013, line))]).toEqual([USA, USA]);
  });
});

/**
 * Row 20 of Virginia, 2010-2017: Cap (2010) a state capital, R1 (2011) and R2 (2012) Resource hexes worth 1,
 * so Cap is a Confederate source (13.3.2). A CSA stack in 2014 is in Limited Supply (an LOC, 13.5), not Full.
 */
const chain = mini({
  rows: ['cccccccc'],
  places: [
    { hex: 2010, name: 'Cap', state: 'VA', cap: 'state' },
    { hex: 2011, name: 'R1', state: 'VA', bp: 1 },
    { hex: 2012, name: 'R2', state: 'VA', bp: 1 },
  ],
});
/** A CSA stack of 4 SP in 2014 on Turn 4 (Winter), the next die a 6 (Attrition would displace 2 SP). */
function limited(): { s: S; n: number } {
  const s = blank({ content: chain, turn: 4, side: CSA });
  const n = put(s, 2014, CSA, 4, [], chain);
  dice(s, 6);
  const sup = d(s, chain).supplyOf(CSA);
  expect([sup.full[n], sup.loc[n]]).toEqual([0, 1]);
  return { s, n };
}

describe('13.2.1 and 13.6.5 in Limited Supply', () => {
  it('13.2.1: a Foraging stack back in Limited Supply loses its marker and suffers no Attrition', () => {
    const { s, n } = limited();
    setForage(chain, s, n, CSA, true);
    supplySegment(chain, s, CSA);
    expect([forage(chain, s, n, CSA), sp(chain, s, n, CSA)]).toEqual([false, 4]);
  });

  it('13.2.1, 13.3.3: an LOC is Limited Supply even while a Fort elsewhere is cut off (its Fortress Supply reaches nobody)', () => {
    const { s, n } = limited();
    const f = node(2017, chain);
    fort(s, 2017, CSA, 1, chain);
    put(s, 2016, USA, 1, [], chain); // the fort's only neighbour: no LOC reaches it
    const sup = d(s, chain).supplyOf(CSA);
    expect([sup.loc[f], sup.fortress[n]]).toEqual([0, 0]);
    supplySegment(chain, s, CSA);
    expect([forage(chain, s, n, CSA), sp(chain, s, n, CSA)]).toEqual([false, 4]);
  });

  it('13.6.5: a group that traces an LOC again loses its Surrender Points', () => {
    const { s, n } = limited();
    setSurrPts(chain, s, n, 2);
    supplySegment(chain, s, CSA);
    expect(surrPts(chain, s, n)).toBe(0);
  });

  it('13.6.5: in the Confederate Supply Segment too, the points of an empty space go, those of a space the Union holds stay', () => {
    const s = blank({ content: chain, turn: 6, side: CSA });
    const empty = node(2016, chain);
    const held = put(s, 2017, USA, 1, [], chain);
    setSurrPts(chain, s, empty, 2);
    setSurrPts(chain, s, held, 2);
    supplySegment(chain, s, CSA);
    expect([surrPts(chain, s, empty), surrPts(chain, s, held)]).toEqual([0, 2]);
  });
});

describe('13.6.1 what checks for Surrender', () => {
  it('13.6.1: a Control marker alone is no unit: an Isolated space held only by a marker never rolls', () => {
    const s = blank({ content: line, turn: 6 });
    const o = node('O', line);
    mark(s, 'O', USA, line);
    put(s, 2011, CSA, 1, [], line);
    dice(s, 4);
    expect(surrender(s, o)).toBe(0);
  });

  it("13.6.1: an enemy Coastal Fort is not the phasing side's to check: the Union segment leaves an empty CSA Coastal Fort alone", () => {
    const s = blank({ content: coast, turn: 6 });
    const n = node('Fort Test', coast);
    put(s, 'Port', CSA, 1, [], coast);
    expect(d(s, coast).ctrl[n]).toBe(CSA);
    dice(s, 4);
    supplySegment(coast, s, USA);
    expect(surrPts(coast, s, n)).toBe(0);
  });
});

describe('10.3.2, 13.6.5 Union Coastal Forts', () => {
  it('10.3.2: a Union Coastal Fort is always in Full Supply: never Isolated, its Surrender Points go', () => {
    const s = blank({ content: coast, turn: 6 });
    const n = put(s, 'Fort Test', USA, 1, [], coast);
    put(s, 'Port', USA, 1, [], coast);
    setSurrPts(coast, s, n, 2);
    supplySegment(coast, s, USA);
    expect(surrPts(coast, s, n)).toBe(0);
  });
});

/**
 * Rows 20-21 of Virginia above the Atlantic: three Coastal Forts, 'Fort Test' guarding P1 (2110), 'Fort
 * Morgan' guarding P2 (2112) and 'Forts St. Philip/Jackson' guarding P3 (2114), each also joined by land to
 * a hex away from its port (2013, 2015, 2010).
 */
const forts = mini({
  rows: ['cccccc', 'cccccc', '~~~~~~'],
  places: [
    { hex: 2110, name: 'P1', state: 'VA', port: 'ocean' },
    { hex: 2112, name: 'P2', state: 'VA', port: 'ocean' },
    { hex: 2114, name: 'P3', state: 'VA', port: 'ocean' },
  ],
  spaces: [
    {
      ...coastalFort(2110),
      links: [
        { to: 2110, kind: 'cf' },
        { to: 2013, kind: 'land' },
      ],
    },
    {
      ...coastalFort(2112),
      id: 'Fort Morgan',
      links: [
        { to: 2112, kind: 'cf' },
        { to: 2015, kind: 'land' },
      ],
    },
    {
      ...coastalFort(2114),
      id: 'Forts St. Philip/Jackson',
      links: [
        { to: 2114, kind: 'cf' },
        { to: 2010, kind: 'land' },
      ],
    },
  ],
});

describe('13.6.1, 10.3.5 Coastal Forts and the Source of Provisions', () => {
  /** 1 CSA SP in `cf`, a Union SP in its port; the CSA Supply Segment rolls a 4; its Surrender Points. */
  function cut(cf: string, port: string): number {
    const s = blank({ content: forts, turn: 6, side: CSA });
    const n = put(s, cf, CSA, 1, [], forts);
    put(s, port, USA, 1, [], forts);
    dice(s, 4);
    supplySegment(forts, s, CSA);
    checkInvariants(s);
    return surrPts(forts, s, n);
  }

  it('13.6.1: a Confederate Coastal Fort whose port is Union may not use a Source of Provisions, even one it reaches by land', () => {
    expect(cut('Fort Test', 'P1')).toBe(2);
  });

  it('13.6.1, 10.3.5: Fort Morgan and Forts St. Philip/Jackson are Isolated only without an LOC and may use a Source of Provisions: no roll', () => {
    expect(cut('Fort Morgan', 'P2')).toBe(0);
    expect(cut('Forts St. Philip/Jackson', 'P3')).toBe(0);
  });
});

describe('13.6.1 Source of Provisions, more cases', () => {
  it('13.6.1: a stack in a space that is itself a Source of Provisions rolls none, though no neighbour is one', () => {
    const s = blank({ content: line, turn: 6 });
    const n = put(s, 2011, USA, 3, [], line); // O (CSA-controlled) and 2012 (next to the CSA SP) are not
    put(s, 2013, CSA, 1, [], line);
    dice(s, 1, 1);
    expect(surrender(s, n)).toBe(0);
    expect(sp(line, s, n, USA)).toBe(3);
  });

  it('13.6.1: a friendly stack beside is no Source of Provisions when an enemy SP is next to it too', () => {
    const s = blank({ content: line, turn: 6 });
    const a = put(s, 2011, USA, 3, [], line);
    const b = put(s, 2012, USA, 3, [], line);
    put(s, 'O', CSA, 1, [], line);
    put(s, 2013, CSA, 1, [], line);
    dice(s, 1, 5, 1, 5); // each stack: Attrition 1 (nothing), Surrender 5: one point
    supplySegment(line, s, USA);
    expect([surrPts(line, s, a), surrPts(line, s, b)]).toEqual([1, 1]);
  });

  it("10.2.5, 13.6.3: a Confederate F1 surrendered in Virginia is removed and the Union's Control marker placed", () => {
    const s = blank({ content: line, turn: 6, side: CSA });
    const n = put(s, 'O', CSA, 1, [], line);
    fort(s, 'O', CSA, 1, line);
    put(s, 2011, USA, 1, [], line);
    setSurrPts(line, s, n, 2);
    dice(s, 1); // 1 + 2 (Fort in an Objective hex): 2 points, 4 in all
    supplySegment(line, s, CSA);
    expect([sp(line, s, n, CSA), fortLevel(line, s, n), marker(line, s, n)]).toEqual([0, 0, USA]);
  });
});

describe('13.6.1 an enemy-controlled space is no Source of Provisions', () => {
  /**
   * `side`'s 3 SPs in 2012 between an enemy SP (2011) and T (2013), a Town of `state` (controlled by the
   * state's side, 6.3) with no enemy SP beside it; the next rolls 1 (Attrition) and `roll` (Surrender).
   */
  function beside(side: number, state: 'VA' | 'PA', roll: number): number {
    const letter = state === 'VA' ? 'V' : 'P';
    const cc = mini({
      rows: ['cccc'],
      states: [letter.repeat(4)],
      places: [{ hex: 2013, name: 'T', state }],
    });
    const s = blank({ content: cc, turn: 6, side });
    const n = put(s, 2012, side, 3, [], cc);
    put(s, 2011, 1 - side, 1, [], cc);
    expect(d(s, cc).ctrl[node('T', cc)]).toBe(state === 'VA' ? CSA : USA);
    dice(s, 1, roll);
    supplySegment(cc, s, side);
    return surrPts(cc, s, n);
  }

  it('13.6.1: a Union stack beside a Confederate-controlled Town rolls (the Town is no Source of Provisions)', () => {
    expect(beside(USA, 'VA', 5)).toBe(1);
  });

  it('13.6.1: a Confederate stack beside a Union-controlled Town rolls', () => {
    expect(beside(CSA, 'PA', 5)).toBe(1);
  });
});

describe('21.2.7 (Advanced) Naval Units in a surrendering space', () => {
  it('21.2.7, 13.6.3: Naval Units, even a damaged (0-NSP) one, surrender with the Isolated Group they are part of', () => {
    const s = blank({ content: line, turn: 6, options: ADV });
    const n = put(s, 'O', USA, 3, [], line);
    put(s, 2011, CSA, 1, [], line);
    addNf(line, s, n, USA, U_DRIVER, 1);
    dice(s, 1, 1); // Attrition 1, Surrender 1 + 1 (an Objective hex): 3, it surrenders
    supplySegment(line, s, USA);
    expect([sp(line, s, n, USA), zeroShips(line, s, n, USA)]).toEqual([0, 0]);
  });
});
