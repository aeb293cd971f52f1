/**
 * Map Notes examples on small maps built as the examples describe: W69's Galveston bridge (Map Notes,
 * Texas), W73 (Yazoo / Chickasaw Bluffs), W70 A's A2 approach (New Orleans A). The provisional pack gives Galveston four more land neighbours than the printed island has;
 * the bridge rule applies to its railroad hexside there (hex 5001 is A).
 */
import { describe, expect, it } from 'vitest';
import { navOfEdge } from '../../../src/games/uscw/supply.js';
import { stepCost, terrainDrm, type StepCost } from '../../../src/games/uscw/movecost.js';
import { MK_RIVER, U_RIVER, addNf, navalReach } from '../../../src/games/uscw/navalunits.js';
import { A_SP } from '../../../src/games/uscw/layout.js';
import {
  ADV,
  A,
  CSA,
  USA,
  act,
  blank,
  can,
  d,
  edge,
  entrench,
  fort,
  gi,
  mark,
  mini,
  node,
  put,
  step,
  type S,
} from './fixture.js';

const reachOut = new Int32Array(4096);

// Galveston (2112, an Ocean port on the Gulf coast) and hex A (2012, marsh) joined by the railroad bridge
const texas = mini({
  rows: ['ccrcc', 'ccccc', '=====', '====='],
  firstRow: 20,
  places: [{ hex: 2112, name: 'Galveston', state: 'LA', port: 'ocean' }],
  sides: [{ a: 2012, b: 2112, f: ['rail'] }],
  states: ['LLLLL', 'LLLLL', 'LLLLL', 'LLLLL'],
});

const out: StepCost = { cost: 0, flags: 0 };
function cost(s: S, from: number, to: number, side: number): number {
  const e = edge(from, to, texas);
  return stepCost(
    texas,
    9,
    node(from, texas),
    e,
    node(to, texas),
    side,
    navOfEdge(texas, d(s, texas), e, node(from, texas), node(to, texas)),
    out,
  ).cost;
}

describe('Map Notes, Texas (W69): the Galveston bridge', () => {
  it('W69: Galveston -> A always costs 1 MP (A is marsh here), whoever holds A', () => {
    const s = blank({ content: texas, turn: 9 });
    mark(s, 'Galveston', USA, texas);
    expect(cost(s, 2112, 2012, USA)).toBe(1);
    mark(s, 2012, CSA, texas);
    expect(cost(s, 2112, 2012, USA)).toBe(1);
  });

  it("W69: A -> Galveston costs 1 MP when Galveston is friendly, +2 MP and 1 SP at most when it is the enemy's", () => {
    const own = blank({ content: texas, turn: 9 });
    mark(own, 'Galveston', USA, texas);
    mark(own, 2012, USA, texas);
    expect(cost(own, 2012, 2112, USA)).toBe(1);
    const enemy = blank({ content: texas, turn: 9 });
    mark(enemy, 'Galveston', CSA, texas);
    mark(enemy, 2012, USA, texas);
    expect(cost(enemy, 2012, 2112, USA)).toBe(3);
    put(enemy, 2012, USA, 3, ['banks'], texas);
    act(enemy, A.OP_ACT_GEN, gi('banks', texas), 3);
    expect(can(enemy, A.OP_STEP, node(2112, texas))).toBe(false); // 3 SP may not cross
    const one = blank({ content: texas, turn: 9 });
    mark(one, 'Galveston', CSA, texas);
    put(one, 2012, USA, 1, ['banks'], texas);
    act(one, A.OP_ACT_GEN, gi('banks', texas), 1);
    expect(can(one, A.OP_STEP, node(2112, texas))).toBe(true);
  });

  it('W69: attacking A from Galveston is attacking across a (friendly) navigable river: +1 terrain for A', () => {
    expect(terrainDrm(texas, node(2112, texas), edge(2112, 2012, texas), node(2012, texas))).toBe(1);
    // another neighbour of Galveston, over plain ground, gives none
    expect(terrainDrm(texas, node(2112, texas), edge(2112, 2113, texas), node(2113, texas))).toBe(0);
  });
});

// The Yazoo (W73): the Mississippi runs down the hexsides between the west bank (1811, 1911, 2011,
// 2111) and the east bank (1812, 1912, 2012, 2112); Cairo (1811, Ohio) is a Union port up the
// river. Vicksburg (2112) holds a CSA Fort; A (2012) is the hex above it where the Yazoo (hexsides
// 1912|2012, 1913|2012, 1913|2013) comes in; B (2013, Chickasaw Bluffs) lies on the Yazoo. The text
// prohibits movement and combat between A and Vicksburg: the small map marks that hexside impassable.
const miss: [number, number][] = [
  [1811, 1812],
  [1811, 1912],
  [1911, 1912],
  [1912, 2011],
  [2011, 2012],
  [2011, 2112],
  [2111, 2112],
];
const yazoo = mini({
  rows: ['ccccccc', 'ccccccc', 'ccccccc', 'ccccccc', 'ccccccc'],
  firstRow: 18,
  states: ['OOOOOOO', 'VVVVVVV', 'VVVVVVV', 'VVVVVVV', 'VVVVVVV'],
  theater: 'W',
  places: [
    // the small map's Union supply source: a port under Union Naval Control (13.3.1)
    { hex: 1811, name: 'Cairo', state: 'OH', port: 'ocean' },
    { hex: 2112, name: 'Vicksburg', state: 'VA', port: 'river' },
  ],
  sides: [
    ...miss.map(([a, b]) => ({ a, b, f: ['nav' as const, 'type2' as const], river: 'Mississippi' })),
    { a: 1912, b: 2012, f: ['nav'], river: 'Yazoo' },
    { a: 1913, b: 2012, f: ['nav'], river: 'Yazoo' },
    { a: 1913, b: 2013, f: ['nav'], river: 'Yazoo' },
    { a: 2012, b: 2112, f: ['impassable'] },
  ],
});

function vicksburg(options: Record<string, boolean> = {}): S {
  const s = blank({ content: yazoo, turn: 10, options });
  mark(s, 'Cairo', USA, yazoo);
  fort(s, 'Vicksburg', CSA, 1, yazoo);
  return s;
}

describe('Map Notes, Yazoo / Chickasaw Bluffs (W73)', () => {
  it('W73 20.1.4: the Vicksburg fort does not touch the river in hex A: Union Naval Control comes down the Mississippi into the Yazoo', () => {
    const s = vicksburg();
    const dd = d(s, yazoo);
    const w = (a: number, b: number): number => yazoo.map.adjWater[edge(a, b, yazoo)]!;
    expect(dd.nav[w(2011, 2012)]).toBe(USA); // the Mississippi in hex A
    expect(dd.nav[w(1913, 2013)]).toBe(USA); // up the Yazoo to B
    expect(dd.nav[w(2011, 2112)]).toBe(CSA); // at Vicksburg the fort holds the river
  });

  it('W73 21.2.4: the Union may sail into the Yazoo past hex A; at Vicksburg its move ends in a battle with the fort', () => {
    const s = vicksburg(ADV);
    addNf(yazoo, s, node('Cairo', yazoo), USA, U_RIVER, 2);
    const k = navalReach(yazoo, s, d(s, yazoo), node('Cairo', yazoo), USA, MK_RIVER, reachOut);
    const r = [...reachOut.slice(0, k)].map((n) => yazoo.map.name[n]);
    expect(r).toContain('2013');
    expect(r).toContain('Vicksburg');
    expect(r).not.toContain('2211');
  });

  it('W73: no land movement or combat between A and Vicksburg', () => {
    const s = vicksburg();
    put(s, 2012, USA, 2, ['grant'], yazoo);
    put(s, 'Vicksburg', CSA, 1, [], yazoo);
    act(s, A.OP_ACT_GEN, gi('grant', yazoo), 2);
    expect(can(s, A.OP_STEP, node('Vicksburg', yazoo))).toBe(false);
    expect(can(s, A.OP_STEP, node(2013, yazoo))).toBe(true);
  });

  it('W73 13.3: a Union SP in B is in Full Supply (River Supply) and a depot for an LOC', () => {
    const s = vicksburg();
    mark(s, 2013, USA, yazoo);
    put(s, 2013, USA, 1, [], yazoo);
    put(s, 2016, USA, 1, [], yazoo);
    const sup = d(s, yazoo).supplyOf(USA);
    expect(sup.full[node(2013, yazoo)]).toBe(1);
    expect(sup.full[node(2016, yazoo)]).toBe(0);
    expect(sup.loc[node(2016, yazoo)]).toBe(1);
    // without the depot in B the stack in 2016 has no LOC
    const t = vicksburg();
    put(t, 2016, USA, 1, [], yazoo);
    expect(d(t, yazoo).supplyOf(USA).loc[node(2016, yazoo)]).toBe(0);
  });
});

// New Orleans A (W70, the A2 approach): Thibodaux (2012) on Bayou Lafourche, a Type 1 navigable river
// crossed by the railroad bridge to 2013; the bayou comes down from Donaldsonville (1913), a CSA River
// port whose Naval Control floods it (20.1.3); New Orleans (2014) lies across the Mississippi (Type 2)
// from 2013. All in Louisiana.
const lafourche = mini({
  rows: ['cccccc', 'cccccc', 'cccccc'],
  firstRow: 19,
  states: ['LLLLLL', 'LLLLLL', 'LLLLLL'],
  theater: 'W',
  places: [
    { hex: 2012, name: 'Thibodaux', state: 'LA' },
    { hex: 1913, name: 'Donaldsonville', state: 'LA', port: 'river' },
    { hex: 2014, name: 'New Orleans', state: 'LA', port: 'river' },
  ],
  sides: [
    { a: 2011, b: 2012, f: ['rail'] },
    { a: 2012, b: 2013, f: ['nav', 'rail'], river: 'Bayou Lafourche' },
    { a: 1913, b: 2013, f: ['nav'], river: 'Bayou Lafourche' },
    { a: 2013, b: 2014, f: ['nav', 'type2'], river: 'Mississippi' },
  ],
});

function burnside(dig: boolean): S {
  const s = blank({ content: lafourche, turn: 10 });
  mark(s, 'Thibodaux', USA, lafourche);
  if (dig) entrench(s, 'Thibodaux', USA, lafourche);
  put(s, 'Thibodaux', USA, 3, ['burnside'], lafourche);
  act(s, A.OP_ACT_GEN, gi('burnside', lafourche), 3);
  return s;
}

describe('Map Notes, New Orleans A (W70): the A2 approach', () => {
  it('W70 5.4.3, 5.8.3: the rail bridge at Thibodaux needs naval control: across the CSA-held bayou 1 SP at a time', () => {
    const s = burnside(false);
    const bayou = lafourche.map.adjWater[edge('Thibodaux', 2013, lafourche)]!;
    expect(d(s, lafourche).nav[bayou]).toBe(CSA);
    expect(can(s, A.OP_STEP, node(2013, lafourche))).toBe(false);
  });

  it('W70 20.1.4: a Union Entrenchment at Thibodaux blocks the CSA control there: all 3 SP cross by the bridge', () => {
    const s = burnside(true);
    const bayou = lafourche.map.adjWater[edge('Thibodaux', 2013, lafourche)]!;
    expect(d(s, lafourche).nav[bayou]).not.toBe(CSA);
    step(s, 2013, lafourche);
    expect(s[A_SP]).toBe(3);
  });

  it('W70 5.8.3: the assault across the CSA-controlled Mississippi into New Orleans is limited to 1 SP', () => {
    const s = blank({ content: lafourche, turn: 10 });
    put(s, 2013, USA, 3, ['burnside'], lafourche);
    put(s, 'New Orleans', CSA, 1, [], lafourche);
    act(s, A.OP_ACT_GEN, gi('burnside', lafourche), 3);
    expect(can(s, A.OP_STEP, node('New Orleans', lafourche))).toBe(false);
    const t = blank({ content: lafourche, turn: 10 });
    put(t, 2013, USA, 3, ['burnside'], lafourche);
    put(t, 'New Orleans', CSA, 1, [], lafourche);
    act(t, A.OP_ACT_GEN, gi('burnside', lafourche), 1);
    expect(can(t, A.OP_STEP, node('New Orleans', lafourche))).toBe(true);
  });

  it('W70 B (Advanced) 21.4.1: with the Union fleet in New Orleans, Burnside attacks it from A2 with all 3 SP', () => {
    const fleet = (ships: boolean): boolean => {
      const s = blank({ content: lafourche, turn: 10, options: { 'r21-advanced-naval': true } });
      put(s, 2013, USA, 3, ['burnside'], lafourche);
      put(s, 'New Orleans', CSA, 1, [], lafourche);
      if (ships) addNf(lafourche, s, node('New Orleans', lafourche), USA, U_RIVER, 2);
      act(s, A.OP_ACT_GEN, gi('burnside', lafourche), 3);
      return can(s, A.OP_STEP, node('New Orleans', lafourche));
    };
    expect(fleet(false)).toBe(false);
    expect(fleet(true)).toBe(true);
  });
});
