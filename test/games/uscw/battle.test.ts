/**
 * Battle (10.2.1, 11, 12, 13.1.5, 13.2.1, 17.2, 20.5, 22.5): worked examples W23, W25-W34, and the
 * CRT constraints the examples state (W30, W34-W38) checked on the provisional CRT.
 */
import { describe, expect, it } from 'vitest';
import type { UscwContent } from '../../../src/games/uscw/content.js';
import { closelyFought, column, crtRank, sidesOf } from '../../../src/games/uscw/battle.js';
import { supplySegment } from '../../../src/games/uscw/supplyseg.js';
import {
  CARD_EAST,
  CARD_NAVAL,
  demor,
  entrench,
  fortLevel,
  fortOwner,
  genLoc,
  genStatus,
  marker,
  milLoc,
  setForage,
  sp,
} from '../../../src/games/uscw/state.js';
import {
  A,
  G,
  USA,
  CSA,
  act,
  blank,
  c,
  cards,
  coastalFort,
  dice,
  entrench as dig,
  fort,
  gi,
  legalOp,
  mini,
  plainMap,
  militia,
  node,
  pass,
  put,
  rank,
  step,
  type S,
} from './fixture.js';

const plain = plainMap();
const crt = (cc: UscwContent, n: number): { col: number; dice: number } => ({
  col: column(cc, n),
  dice: cc.tables.crt[column(cc, n)]!.dice,
});

describe('10.2.1 and 11.2 results', () => {
  it("W23 10.2.1: 1 vs 1 against a Fort is a tie: the attacker loses 1 SP, the fort's defender none", () => {
    const s = blank({ content: plain });
    put(s, 2112, USA, 3, [], plain);
    put(s, 2113, CSA, 2, [], plain);
    fort(s, 2113, CSA, 1, plain);
    act(s, A.OP_ACT_SP, node(2112, plain), 3);
    dice(s, 3, 3); // 3-4 column: 3 -> "1"; 2 column: 3 + 2 (F1) -> "1"
    step(s, 2113, plain);
    expect(s[G.B_RES]).toBe(3);
    expect(s[G.B_RES + 1]).toBe(3);
    expect(s[G.B_FLAGS]! & G.BF_TIE).not.toBe(0);
    expect(sp(plain, s, node(2112, plain), USA)).toBe(2);
    expect(sp(plain, s, node(2113, plain), CSA)).toBe(2);
  });

  it('W28 Example of Combat: 18 SP +4 on 17+ (3 dice) against 11 SP on 9-12 (2 dice) +6; no Stuart, no mountain', () => {
    const hill = mini({ rows: ['cccccc', 'cccccc'], sides: [{ a: 2112, b: 2113, f: ['mountain'] }] });
    const s = blank({ content: hill });
    put(s, 2112, USA, 18, ['grant', 'sherman', 'thomas'], hill);
    rank(s, 'grant', 3, hill);
    rank(s, 'sherman', 2, hill);
    rank(s, 'thomas', 2, hill);
    put(s, 2113, CSA, 11, ['lee', 'longstreet', 'stuart'], hill);
    rank(s, 'lee', 3, hill);
    dig(s, 2113, CSA, hill);
    cards(s, USA, CARD_EAST, 1);
    act(s, A.OP_ACT_GEN, gi('grant', hill), 18 | A.ACT_SUBS);
    step(s, 2113, hill);
    pass(s);
    expect(s[G.G_DEC]).toBe(A.D_CARD);
    const x = sidesOf(hill, s);
    expect(x.attCol).toBe(crt(hill, 17).col);
    expect(hill.tables.crt[x.attCol]!.dice).toBe(3);
    expect(x.attDrm).toBe(4);
    expect(x.defCol).toBe(crt(hill, 9).col);
    expect(hill.tables.crt[x.defCol]!.dice).toBe(2);
    expect(x.defDrm).toBe(6);
  });

  it('W27 13.2.1: a Foraging 7-SP stack defends on the 5-6 column with 1 die and its CG only; attacking, no shift', () => {
    const s = blank({ content: plain });
    put(s, 2112, USA, 3, ['sherman'], plain);
    put(s, 2113, CSA, 7, ['lee', 'longstreet'], plain);
    setForage(plain, s, node(2113, plain), CSA, true);
    cards(s, USA, CARD_EAST, 1);
    act(s, A.OP_ACT_GEN, gi('sherman', plain), 3);
    step(s, 2113, plain);
    pass(s);
    const x = sidesOf(plain, s);
    expect(x.defCol).toBe(crt(plain, 5).col);
    expect(plain.tables.crt[x.defCol]!.dice).toBe(1);
    expect(x.defDrm).toBe(2); // Lee only
    const t = blank({ content: plain, side: CSA });
    put(t, 2113, CSA, 7, ['lee', 'longstreet'], plain);
    rank(t, 'lee', 3, plain);
    setForage(plain, t, node(2113, plain), CSA, true);
    put(t, 2112, USA, 3, [], plain);
    cards(t, CSA, CARD_EAST, 1);
    act(t, A.OP_ACT_GEN, gi('lee', plain), 7 | A.ACT_SUBS);
    step(t, 2112, plain);
    pass(t);
    expect(sidesOf(plain, t).attCol).toBe(crt(plain, 7).col);
  });
});

describe('11.1.2 Automatic Displacement', () => {
  it('W29 A: 7 SP against 1 SP in an Entrenchment: displaced without battle, the mover goes on', () => {
    const s = blank({ content: plain });
    put(s, 2112, USA, 7, ['grant'], plain);
    rank(s, 'grant', 3, plain);
    put(s, 2113, CSA, 1, [], plain);
    dig(s, 2113, CSA, plain);
    act(s, A.OP_ACT_GEN, gi('grant', plain), 7);
    step(s, 2113, plain);
    expect(sp(plain, s, node(2113, plain), CSA)).toBe(0);
    expect(s[G.G_DISP + CSA * 3 + 0]).toBe(1);
    expect(entrench(plain, s, node(2113, plain))).toBe(-1);
    expect(s[G.G_DEC]).toBe(A.D_MOVE);
    expect(s[G.A_NODE]).toBe(node(2113, plain));
  });

  it('W29 B: 4 SP against an empty CSA Fort capture it without battle', () => {
    const s = blank({ content: plain });
    put(s, 2112, USA, 4, ['sherman'], plain);
    rank(s, 'sherman', 2, plain);
    fort(s, 2113, CSA, 1, plain);
    act(s, A.OP_ACT_GEN, gi('sherman', plain), 4);
    step(s, 2113, plain);
    expect(fortLevel(plain, s, node(2113, plain))).toBe(0);
    expect(s[G.A_NODE]).toBe(node(2113, plain));
    // 3 SPs are not enough: a battle
    const t = blank({ content: plain });
    put(t, 2112, USA, 3, ['sherman'], plain);
    fort(t, 2113, CSA, 1, plain);
    cards(t, USA, CARD_EAST, 1);
    act(t, A.OP_ACT_GEN, gi('sherman', plain), 3);
    step(t, 2113, plain);
    expect(t[G.G_DEC]).toBe(A.D_CARD);
  });

  it('W29 11.5: across a navigable river only 3 SPs count: no displacement', () => {
    const river = mini({ rows: ['cccccc', 'cccccc'], sides: [{ a: 2112, b: 2113, f: ['nav'], river: 'R' }] });
    const s = blank({ content: river });
    put(s, 2112, USA, 7, ['grant'], river);
    rank(s, 'grant', 3, river);
    put(s, 2113, CSA, 1, [], river);
    cards(s, USA, CARD_EAST, 1);
    act(s, A.OP_ACT_GEN, gi('grant', river), 7);
    step(s, 2113, river);
    expect(s[G.G_DEC]).toBe(A.D_CARD);
    expect(s[G.B_ATT]).toBe(3);
  });
});

describe('11.5 battles across navigable rivers', () => {
  // the Ohio along 2010|2011, 2011|2111, 2111|2112 with a Union port at 2112 (Union Naval Control)
  const ohio = mini({
    rows: ['cccccc', 'cccccc', 'cccccc'],
    states: ['PPPPPP', 'PPPPPP', 'PPPPPP'],
    places: [{ hex: 2112, name: 'Riverport', state: 'PA', port: 'river' }],
    sides: [
      { a: 2010, b: 2011, f: ['nav'], river: 'Ohio' },
      { a: 2011, b: 2111, f: ['nav'], river: 'Ohio' },
      { a: 2111, b: 2112, f: ['nav'], river: 'Ohio' },
    ],
  });

  it('W25 A 11.5.3: 12 SP crossing a friendly river fight with 3; on a win all 12 come across', () => {
    const s = blank({ content: ohio });
    put(s, 2010, USA, 12, ['grant'], ohio);
    rank(s, 'grant', 3, ohio);
    put(s, 2012, CSA, 2, ['lee'], ohio); // next to 2011
    cards(s, USA, CARD_EAST, 1);
    act(s, A.OP_ACT_GEN, gi('grant', ohio), 12);
    step(s, 2011, ohio);
    act(s, A.OP_R_INTERCEPT, node(2012, ohio));
    dice(s, 6, 6);
    act(s, A.OP_R_RESOLVE);
    pass(s);
    expect(s[G.G_DEC]).toBe(A.D_CARD);
    expect(s[G.B_ATT]).toBe(3);
    dice(s, 6, 1); // Grant 6 + 2 on 3-4: "1d"; Lee 1 + 2 + 1 (river) on 2: "s"
    act(s, A.OP_CARD, 0, 0);
    while (s[G.G_DEC] === A.D_RETREAT) act(s, A.OP_RETREAT_TO, A.xOf(legalOp(s, A.OP_RETREAT_TO)[0]!));
    expect(s[G.A_NODE]).toBe(node(2011, ohio));
    expect(s[G.A_SP]).toBe(12);
  });

  it('W25 B: Lee attacking across the Union-controlled river fights with 1 SP; entrenched first, with 3', () => {
    for (const [dug, want] of [
      [false, 1],
      [true, 3],
    ] as const) {
      const s = blank({ content: ohio, side: CSA });
      put(s, 2011, CSA, 12, ['lee'], ohio);
      rank(s, 'lee', 3, ohio);
      if (dug) dig(s, 2011, CSA, ohio);
      put(s, 2010, USA, 2, [], ohio);
      cards(s, CSA, CARD_EAST, 1);
      act(s, A.OP_ACT_GEN, gi('lee', ohio), dug ? 12 : 1);
      step(s, 2010, ohio);
      pass(s);
      expect(s[G.G_DEC]).toBe(A.D_CARD);
      expect(s[G.B_ATT]).toBe(want);
    }
  });
});

describe('11.6 Retreat', () => {
  // Lee at 2113 beaten by Union SPs from 2112: A1-A3 = 2013, 2114, 2213, Confederate Resource hexes;
  // swamp beyond them (map A) so that only the one-hex retreats into them remain; in map B the hexes
  // 2014 and 2214 beyond them are open, for Thomas and Sherman
  const places = [
    { hex: 2013, name: 'A1', state: 'VA', bp: 1 },
    { hex: 2114, name: 'A2', state: 'VA', bp: 1 },
    { hex: 2213, name: 'A3', state: 'VA', bp: 1 },
  ];
  const mapA = mini({ firstCol: 11, rows: ['cccxx', 'ccccx', 'cccxx'], places });
  const mapB = mini({ firstCol: 11, rows: ['ccccx', 'ccccx', 'ccccx'], places });
  function beaten(corridor: UscwContent, lee: number, others: (s: S) => void): S {
    const s = blank({ content: corridor });
    put(s, 2112, USA, 3, [], corridor);
    put(s, 2113, CSA, lee, [], corridor);
    others(s);
    act(s, A.OP_ACT_SP, node(2112, corridor), 3);
    dice(s, 6, 1); // 3-4 column 6: "1"; CSA column 2 or 3-4, 1: "d" or "s"
    step(s, 2113, corridor);
    return s;
  }
  const ends = (s: S, corridor: UscwContent): number[] =>
    legalOp(s, A.OP_RETREAT_TO)
      .map((a) => corridor.map.grid.id(corridor.map.hexOfNode[A.xOf(a)]!))
      .sort();

  it("W26 A 11.6.4: Lee may retreat to any of A1-A3, outside the attacker's ZOI judged from its entry hex", () => {
    const s = beaten(mapA, 2, () => {});
    expect(s[G.G_DEC]).toBe(A.D_RETREAT);
    expect(ends(s, mapA)).toEqual([2013, 2114, 2213]);
  });

  it('W26 B: into the ZOIs of Thomas and Sherman only with more SPs than each; else the force surrenders', () => {
    const s = beaten(mapB, 3, (x) => {
      put(x, 2014, USA, 1, ['thomas'], mapB); // next to A1 and A2
      put(x, 2214, USA, 1, ['sherman'], mapB); // next to A2 and A3
    });
    expect(ends(s, mapB)).toEqual([2013, 2114, 2213]);
    const t = beaten(mapB, 2, (x) => {
      put(x, 2014, USA, 1, ['thomas'], mapB);
      put(x, 2214, USA, 2, ['sherman'], mapB);
    });
    // 1 SP left against stacks of 1 and 2: no retreat is legal; 11.6.6 the SPs are lost
    expect(t[G.G_DEC]).not.toBe(A.D_RETREAT);
    expect(sp(mapB, t, node(2113, mapB), CSA)).toBe(0);
  });
});

describe('12, 13.1.5 Demoralization and ties', () => {
  // Lee in Full Supply next to the CSA rail line from D (a Primary source); Meade out of Full Supply
  const rail = mini({
    rows: ['ccccccccc', 'ccccccccc', 'ccccccccc'],
    places: [
      { hex: 2016, name: 'D', state: 'VA', bp: 2 },
      { hex: 2017, name: 'E1', state: 'VA', bp: 1 },
      { hex: 2018, name: 'E2', state: 'VA', bp: 1 },
    ],
    sides: [2012, 2013, 2014, 2015, 2016, 2017].map((h) => ({ a: h, b: h + 1, f: ['rail' as const] })),
  });

  it('W30 13.1.5: a tie: Lee (Full Supply) backs up, not Demoralized; Meade (not in Full Supply) is', () => {
    const s = blank({ content: rail, side: CSA });
    put(s, 2114, CSA, 5, ['lee'], rail);
    put(s, 2113, USA, 5, ['meade'], rail);
    act(s, A.OP_ACT_GEN, gi('lee', rail), 5);
    dice(s, 3, 3); // 5-6 column: 3 + 2 -> "1*" for both
    step(s, 2113, rail);
    pass(s);
    expect(s[G.B_FLAGS]! & G.BF_TIE).not.toBe(0);
    expect(s[G.B_RES]).toBe(5);
    expect(s[G.B_RES + 1]).toBe(5);
    expect(sp(rail, s, node(2114, rail), CSA)).toBe(4);
    expect(demor(rail, s, node(2114, rail), CSA)).toBe(false);
    expect(sp(rail, s, node(2113, rail), USA)).toBe(4);
    expect(demor(rail, s, node(2113, rail), USA)).toBe(true);
  });

  it('12.2: the loser of a battle is Demoralized', () => {
    const s = blank({ content: plain });
    put(s, 2112, USA, 3, [], plain);
    put(s, 2113, CSA, 3, ['lee'], plain);
    act(s, A.OP_ACT_SP, node(2112, plain), 3);
    dice(s, 1, 6);
    step(s, 2113, plain);
    pass(s);
    expect(s[G.B_FLAGS]! & G.BF_DEF_WON).not.toBe(0);
    expect(demor(plain, s, node(2112, plain), USA)).toBe(true);
  });
});

describe('17.2 Militia in combat', () => {
  it('W31: Militia add nothing (1 + 0 = 1); a beaten Militia is Displaced; Militia alone keep an Entrenchment', () => {
    const s = blank({ content: plain });
    put(s, 2112, USA, 3, [], plain);
    put(s, 2113, CSA, 1, [], plain);
    militia(s, 2113, CSA, plain);
    cards(s, USA, CARD_EAST, 1);
    act(s, A.OP_ACT_SP, node(2112, plain), 3);
    step(s, 2113, plain);
    expect(s[G.B_DEF]).toBe(1);
    dice(s, 6, 1);
    act(s, A.OP_CARD, 0, 0);
    while (s[G.G_DEC] === A.D_RETREAT) act(s, A.OP_RETREAT_TO, A.xOf(legalOp(s, A.OP_RETREAT_TO)[0]!));
    const st = plain.map.stateOf[node(2113, plain)]!;
    expect(milLoc(plain, s, CSA, st)).toBe(-1);
    // alone in an Entrenchment, a Militia keeps it through the Supply Segment (10.1.3)
    const t = blank({ content: plain, side: CSA });
    militia(t, 2115, CSA, plain);
    dig(t, 2115, CSA, plain);
    supplySegment(plain, t, CSA);
    expect(entrench(plain, t, node(2115, plain))).toBe(CSA);
  });
});

describe('20.5 Amphibious Assault (Basic)', () => {
  // a Union ocean port at 2113 (PA) and a CSA port at 2013 protected by Fort Test, on the Atlantic
  const coast = mini({
    rows: ['cccc~', 'cccc~', 'ccccc'],
    states: ['VVVVV', 'PPPPP', 'PPPPP'],
    places: [
      { hex: 2013, name: 'Port', state: 'VA', port: 'ocean' },
      { hex: 2113, name: 'Uport', state: 'PA', port: 'ocean' },
    ],
    spaces: [coastalFort(2013)],
  });

  it('W32 20.5.2: 3 SP with Burnside against 1 SP in a CF: column 3 +1 against column 1 +2; a card adds +2', () => {
    const s = blank({ content: coast });
    put(s, 'Uport', USA, 3, ['burnside'], coast);
    put(s, 'Fort Test', CSA, 1, [], coast);
    cards(s, USA, CARD_NAVAL, 1);
    cards(s, USA, CARD_EAST, 1);
    act(s, A.OP_NAVAL, node('Uport', coast), 3);
    act(s, A.OP_NAV_TO, node('Fort Test', coast), 1);
    pass(s);
    expect(s[G.G_DEC]).toBe(A.D_CARD);
    const x = sidesOf(coast, s);
    expect(x.attCol).toBe(column(coast, 3));
    expect(x.attDrm).toBe(1);
    expect(x.defCol).toBe(column(coast, 1));
    expect(x.defDrm).toBe(2);
    act(s, A.OP_CARD, 0, 1);
    expect(s[G.B_FLAGS]! & G.BF_CARD).not.toBe(0);
  });

  /** Burnside's 3 SP land against `def` CSA SPs in Fort Test; the dice rolled are `rolls`. */
  const assault = (def: number, ...rolls: number[]): S => assaultWith(3, def, ...rolls);
  /** The same with `att` SPs landing and 3 more Union SPs staying in the port. */
  const assaultWith = (att: number, def: number, ...rolls: number[]): S => {
    const s = blank({ content: coast });
    put(s, 'Uport', USA, att + (att < 3 ? 3 : 0), ['burnside'], coast);
    put(s, 'Fort Test', CSA, def, [], coast);
    cards(s, USA, CARD_NAVAL, 1);
    act(s, A.OP_NAVAL, node('Uport', coast), att);
    act(s, A.OP_NAV_TO, node('Fort Test', coast), 1);
    dice(s, ...rolls);
    pass(s);
    return s;
  };

  it('6.2.1 and 20.5: a successful Amphibious Assault on a Coastal Fort places a Control marker and ends the activation', () => {
    // 6 + 1 on the 3-4 column: "1d"; the 1 SP rolls 1 + 2: "d": the fort's SP is eliminated
    const s = assault(1, 6, 1);
    expect(s[G.B_FLAGS]! & G.BF_ATT_WON).not.toBe(0);
    expect(sp(coast, s, node('Fort Test', coast), USA)).toBe(3);
    expect(marker(coast, s, node('Fort Test', coast))).toBe(USA);
    expect(s[G.G_DEC]).toBe(A.D_MAIN); // no moving on after an assault (20.5)
  });

  it('11.2.4 and 20.5: an assault beaten with no SP left sends its General to the Displaced Box, not back to port', () => {
    // 1 SP: 1 + 1 on the 1 column: "0"; the fort's 1 SP rolls 6 + 2: "1"
    const s = assaultWith(1, 1, 1, 6);
    expect(s[G.B_FLAGS]! & G.BF_DEF_WON).not.toBe(0);
    expect(genStatus(coast, s, gi('burnside', coast))).toBe(G.GS_DISPLACED);
    expect(sp(coast, s, node('Uport', coast), USA)).toBe(3);
  });

  it('10.2.1: a tie against a Coastal Fort costs its defender one SP less', () => {
    // 1 + 1 on the 3-4 column: "1"; the 2 SP roll 3 + 2: "1": a tie of one hit each
    const s = assault(2, 1, 3);
    expect(s[G.B_FLAGS]! & G.BF_TIE).not.toBe(0);
    expect(sp(coast, s, node('Fort Test', coast), CSA)).toBe(2);
  });
});

describe('22.5 Army Morale (optional)', () => {
  it('W33 22.5.1: 12 vs 7 is a Closely Fought Major Battle; 13 vs 11 only if the 11-SP side wins', () => {
    const dice = (n: number): number => c.tables.crt[column(c, n)]!.dice;
    expect(closelyFought(12, 7, dice(12), dice(7))).toBe(true);
    expect(closelyFought(13, 11, dice(13), dice(11))).toBe(false);
    expect(closelyFought(11, 13, dice(11), dice(13))).toBe(true);
    expect(closelyFought(12, 6, dice(12), dice(6))).toBe(false);
  });
});

describe('W34 Map Notes, How Safe is Washington? (on a small map)', () => {
  // Lee and Jackson (11 SP) attack Washington (5 SP, McDowell, F3) across a minor river
  const dc = mini({
    rows: ['cccccc', 'cccccc'],
    states: ['PPDDPP', 'VVVVVV'],
    places: [{ hex: 2013, name: 'Washington', state: 'DC', cap: 'nat', obj: true, port: 'river' }],
    sides: [{ a: 2013, b: 2113, f: ['minor'], river: 'Potomac branch' }],
  });

  it('CSA +6 on 9-12 (2 dice), Union +7 on 5-6 (no river +1 with the fort); 7 and 4: "3" beats "2"; National Panic', () => {
    const s = blank({ content: dc, side: CSA });
    put(s, 2113, CSA, 11, ['lee', 'jackson'], dc);
    rank(s, 'lee', 3, dc);
    put(s, 'Washington', USA, 5, ['mcdowell'], dc);
    fort(s, 'Washington', USA, 3, dc);
    cards(s, CSA, CARD_EAST, 1);
    act(s, A.OP_ACT_GEN, gi('lee', dc), 11 | A.ACT_SUBS);
    step(s, 'Washington', dc);
    pass(s);
    expect(s[G.G_DEC]).toBe(A.D_CARD);
    dice(s, 3, 4, 4);
    act(s, A.OP_CARD, 0, 1);
    expect(s[G.B_RES]).toBe(9); // "3"
    expect(s[G.B_RES + 1]).toBe(6); // "2"
    while (s[G.G_DEC] === A.D_RETREAT) act(s, A.OP_RETREAT_TO, A.xOf(legalOp(s, A.OP_RETREAT_TO)[0]!));
    expect(s[G.G_PANIC]).toBe(1);
    expect(fortOwner(dc, s, node('Washington', dc))).toBe(CSA); // an F3 captured drops to F2
    expect(fortLevel(dc, s, node('Washington', dc))).toBe(2);
    expect(genLoc(dc, s, gi('lee', dc))).toBe(node('Washington', dc));
  });
});

/** P(attacker's result beats the defender's) over one die each, as a count of 36. */
function wins(attSp: number, attDrm: number, defSp: number, defDrm: number): number {
  let k = 0;
  for (let a = 1; a <= 6; a++)
    for (let b = 1; b <= 6; b++)
      if (crtRank(c, column(c, attSp), a + attDrm) > crtRank(c, column(c, defSp), b + defDrm)) k++;
  return k;
}

describe('CRT constraints the worked examples state (provisional CRT, manifest tables.crt)', () => {
  it('W35: cavalry 1 SP +2 against an F1 (0 SP, +2): 16/36; a 1-SP assault +0: 8/36, +2 with a card: 16/36', () => {
    expect(wins(1, 2, 0, 2)).toBe(16);
    expect(wins(1, 0, 0, 2)).toBe(8);
  });
  it('W36 (4): 4 SP against 0 SP +2: 22/36', () => {
    expect(wins(4, 0, 0, 2)).toBe(22);
  });
  it('W37: 3 SP +1 against 0 SP +2: 26/36', () => {
    expect(wins(3, 1, 0, 2)).toBe(26);
  });
  it('W38: 2 SP +7 (F3 and a +1 General) never lose to an assault of 3 SP with up to +5', () => {
    for (let drm = 0; drm <= 5; drm++) expect(wins(3, drm, 2, 7)).toBe(0);
  });
  it('W30: 5-6 column: "1*" on a modified 5 or 6', () => {
    const col = column(c, 5);
    expect(crtRank(c, col, 5)).toBe(5);
    expect(crtRank(c, col, 6)).toBe(5);
  });
  it('W34: 9-12 column 13 gives "3"; 5-6 column 11 gives "2"', () => {
    expect(crtRank(c, column(c, 11), 13)).toBe(9);
    expect(crtRank(c, column(c, 5), 11)).toBe(6);
  });
});
