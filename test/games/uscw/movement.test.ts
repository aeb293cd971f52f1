/**
 * Movement (5), Generals (7) and Cautious Generals (7.7): worked examples W04-W09 on small maps built
 * as the examples describe them.
 */
import { describe, expect, it } from 'vitest';
import type { UscwContent } from '../../../src/games/uscw/content.js';
import { CARD_ANY, CARD_EAST, genLoc, hand, sp } from '../../../src/games/uscw/state.js';
import {
  A,
  G,
  USA,
  CSA,
  act,
  blank,
  can,
  cards,
  fort,
  gi,
  mark,
  legalOp,
  mini,
  node,
  put,
  rank,
  step,
  type S,
} from './fixture.js';

/** Activate general id (with k SPs) and walk the path; returns the MP spent. */
function walk(s: S, cc: UscwContent, id: string, k: number, path: readonly number[]): number {
  act(s, A.OP_ACT_GEN, gi(id, cc), k);
  for (const h of path) step(s, h, cc);
  return s[G.A_MA]! - s[G.A_MP]!;
}

describe('5.6 and 5.8 hexsides (one activation per case)', () => {
  const hills = mini({
    rows: ['cmmcc'],
    sides: [
      { a: 2010, b: 2011, f: ['mountain'] },
      { a: 2011, b: 2012, f: ['mountain', 'pass'] },
    ],
  });
  it('W04: Grant spends 2 + 1 + 1 crossing the ridge, the pass and the plain', () => {
    const s = blank({ content: hills });
    put(s, 2010, USA, 1, ['grant'], hills);
    act(s, A.OP_ACT_GEN, gi('grant', hills), 1);
    step(s, 2011, hills);
    expect(s[G.A_MP]).toBe(3);
    step(s, 2012, hills);
    expect(s[G.A_MP]).toBe(2);
    step(s, 2013, hills);
    expect(s[G.A_MP]).toBe(1);
  });

  // row 20: 2010 |navigable| 2011 |minor| 2012 | 2013 marsh | 2014; the river goes on south of 2011
  // to the Union port at 2112
  // row 22: 2210 | road | 2211 marsh | road | 2212
  // row 24: 2410 |navigable + rail| 2411 |minor + rail| 2412
  const rivers = mini({
    rows: ['cccrcc', 'cccccc', 'crcccc', 'cccccc', 'cccccc'],
    states: ['PPPPPP', 'PPPPPP', 'PPPPPP', 'PPPPPP', 'PPPPPP'],
    places: [{ hex: 2112, name: 'Riverport', state: 'PA', port: 'river' }],
    sides: [
      { a: 2010, b: 2011, f: ['nav'], river: 'Ohio' },
      { a: 2011, b: 2111, f: ['nav'], river: 'Ohio' },
      { a: 2111, b: 2112, f: ['nav'], river: 'Ohio' },
      { a: 2011, b: 2012, f: ['minor'], river: 'Creek' },
      { a: 2210, b: 2211, f: ['road'] },
      { a: 2211, b: 2212, f: ['road'] },
      { a: 2410, b: 2411, f: ['nav', 'rail'], river: 'Ohio2' },
      { a: 2411, b: 2412, f: ['minor', 'rail'], river: 'Creek2' },
    ],
  });

  it('W05 5.8: +1 MP for a friendly navigable river and +1 for an unbridged minor river', () => {
    const s = blank({ content: rivers });
    put(s, 2010, USA, 1, ['sherman'], rivers);
    expect(walk(s, rivers, 'sherman', 1, [2011])).toBe(2);
    step(s, 2012, rivers);
    expect(s[G.A_MA]! - s[G.A_MP]!).toBe(4);
    // 5.5: a Marsh costs 2 MP, more than the 1 MP left: only the first hex of a move may overspend
    expect(can(s, A.OP_STEP, node(2013, rivers))).toBe(false);
  });

  it('W05 5.5: a Marsh costs 2 MP, 1 MP following a road', () => {
    const s = blank({ content: rivers });
    put(s, 2012, USA, 1, ['sherman'], rivers);
    expect(walk(s, rivers, 'sherman', 1, [2013])).toBe(2);
    act(s, A.OP_STOP);
    put(s, 2210, USA, 1, ['grant'], rivers);
    expect(walk(s, rivers, 'grant', 1, [2211, 2212])).toBe(2);
  });

  it('W05 5.4.1: following a railroad, no river-crossing cost', () => {
    const s = blank({ content: rivers });
    put(s, 2410, USA, 1, ['grant'], rivers);
    expect(walk(s, rivers, 'grant', 1, [2411, 2412])).toBe(2);
  });

  it('5.8.3: an enemy-controlled navigable river costs +2 MP and lets 1 SP cross', () => {
    const s = blank({ content: rivers, side: CSA });
    put(s, 2010, CSA, 3, ['lee'], rivers);
    // the Union port upriver gives the Union Naval Control of the Ohio (20.1.3)
    act(s, A.OP_ACT_GEN, gi('lee', rivers), 3);
    expect(can(s, A.OP_STEP, node(2011, rivers))).toBe(false);
    act(s, A.OP_DROP, 0, 2);
    step(s, 2011, rivers);
    expect(s[G.A_MA]! - s[G.A_MP]!).toBe(3);
  });
});

describe('5.9 Regroup and 7.5 pick-ups', () => {
  const plain = mini({ rows: ['ccccccc', 'ccccccc', 'ccccccc', 'ccccccc'] });

  it('W06 5.9: 2 hexes, two Regroups of up to 6 unmoved SPs at 1 MP each, 1 more hex: 5 MP', () => {
    const s = blank({ content: plain });
    put(s, 2110, USA, 2, ['grant'], plain);
    rank(s, 'grant', 2, plain);
    put(s, 2011, USA, 6, [], plain); // next to 2112
    put(s, 2212, USA, 7, [], plain); // next to 2112
    act(s, A.OP_ACT_GEN, gi('grant', plain), 2);
    step(s, 2111, plain);
    step(s, 2112, plain);
    // at most 6 SPs from one hex, and the command limit of a 2-star is 6 in all
    expect(legalOp(s, A.OP_REGROUP, node(2212, plain)).map(A.yOf)).toEqual([1, 2, 3, 4]);
    act(s, A.OP_REGROUP, node(2011, plain), 2);
    act(s, A.OP_REGROUP, node(2212, plain), 2);
    expect(s[G.A_SP]).toBe(6);
    step(s, 2113, plain);
    expect(s[G.A_MA]! - s[G.A_MP]!).toBe(5);
    act(s, A.OP_STOP);
    expect(sp(plain, s, node(2113, plain), USA)).toBe(6);
    expect(sp(plain, s, node(2011, plain), USA)).toBe(4);
    expect(sp(plain, s, node(2212, plain), USA)).toBe(5);
  });

  it('5.9: a 1-star General cannot Regroup', () => {
    const s = blank({ content: plain });
    put(s, 2110, USA, 1, ['sherman'], plain);
    rank(s, 'sherman', 1, plain);
    put(s, 2111, USA, 2, [], plain);
    act(s, A.OP_ACT_GEN, gi('sherman', plain), 1);
    expect(legalOp(s, A.OP_REGROUP)).toEqual([]);
  });

  it('W07 7.5.2: McClellan picked up takes command and his MA 3 applies: 1 more hex after 2', () => {
    const s = blank({ content: plain });
    put(s, 2010, USA, 2, ['sherman'], plain);
    rank(s, 'sherman', 2, plain);
    put(s, 2012, USA, 1, ['mcclellan'], plain);
    rank(s, 'mcclellan', 3, plain);
    act(s, A.OP_ACT_GEN, gi('sherman', plain), 2);
    step(s, 2011, plain);
    step(s, 2012, plain);
    act(s, A.OP_PICKGEN, gi('mcclellan', plain));
    expect(s[G.A_CG]).toBe(gi('mcclellan', plain));
    expect(s[G.A_MP]).toBe(1);
    step(s, 2013, plain);
    expect(s[G.A_MP]).toBe(0);
    expect(legalOp(s, A.OP_STEP)).toEqual([]);
  });

  it('W09 A: a stack moved by Sherman does not hand command to Thomas when it stops', () => {
    const s = blank({ content: plain });
    put(s, 2010, USA, 4, ['sherman', 'thomas'], plain);
    rank(s, 'sherman', 2, plain);
    rank(s, 'thomas', 2, plain);
    act(s, A.OP_ACT_GEN, gi('sherman', plain), 4 | A.ACT_SUBS);
    expect(s[G.A_CG]).toBe(gi('sherman', plain));
    step(s, 2011, plain);
    // the Commanding General of the moving stack never changes to an equal-ranked subordinate
    expect(legalOp(s, A.OP_PICKGEN)).toEqual([]);
    act(s, A.OP_STOP);
    expect(genLoc(plain, s, gi('thomas', plain))).toBe(node(2011, plain));
  });

  it('W09 B: Couch, not yet activated, may later move with the unmoved SPs and Generals only', () => {
    const s = blank({ content: plain });
    put(s, 2010, USA, 3, ['sherman'], plain);
    put(s, 2012, USA, 2, ['thomas', 'couch'], plain);
    rank(s, 'sherman', 2, plain);
    rank(s, 'thomas', 2, plain);
    rank(s, 'couch', 1, plain);
    act(s, A.OP_ACT_GEN, gi('sherman', plain), 3);
    step(s, 2011, plain);
    step(s, 2012, plain);
    act(s, A.OP_STOP);
    // Couch may take the two unmoved SPs (Thomas stays with Sherman's three), not Sherman's
    const couch = legalOp(s, A.OP_ACT_GEN, gi('couch', plain)).map((a) => A.yOf(a) & 63);
    expect(Math.max(...couch)).toBe(2);
    expect(legalOp(s, A.OP_ACT_GEN, gi('sherman', plain))).toEqual([]);
  });
});

describe('7.7 Cautious Generals', () => {
  const plain = mini({ rows: ['ccccccc', 'ccccccc', 'ccccccc', 'ccccccc'] });

  function setup(ap: number): S {
    const s = blank({ content: plain, ap });
    put(s, 2112, USA, 3, ['mcclellan'], plain);
    rank(s, 'mcclellan', 3, plain);
    put(s, 2014, CSA, 3, ['lee'], plain); // Lee's ZOI: 2013, 2015, 2113, 2114 ...
    return s;
  }

  it("W08 path A: entering Lee's ZOI costs a second AP, once per activation", () => {
    const s = setup(3);
    act(s, A.OP_ACT_GEN, gi('mcclellan', plain), 3);
    expect(s[G.G_AP]).toBe(2);
    step(s, 2113, plain);
    expect(s[G.G_AP]).toBe(2);
    step(s, 2114, plain); // into Lee's ZOI (A1)
    if (s[G.G_DEC] === A.D_REACT) act(s, A.OP_R_PASS);
    expect(s[G.G_AP]).toBe(1);
    step(s, 2115, plain); // still in it (A2): no further cost
    if (s[G.G_DEC] === A.D_REACT) act(s, A.OP_R_PASS);
    expect(s[G.G_AP]).toBe(1);
    expect(s[G.A_NODE]).toBe(node(2115, plain));
  });

  it('W08 path B: no enemy ZOI entered, one Action Point', () => {
    const s = setup(3);
    act(s, A.OP_ACT_GEN, gi('mcclellan', plain), 3);
    step(s, 2212, plain);
    step(s, 2211, plain);
    act(s, A.OP_STOP);
    expect(s[G.G_AP]).toBe(2);
  });

  it('W08: with one AP and no card the Cautious General cannot enter the ZOI; a card pays it all', () => {
    const s = setup(1);
    act(s, A.OP_ACT_GEN, gi('mcclellan', plain), 3);
    step(s, 2113, plain);
    expect(can(s, A.OP_STEP, node(2114, plain))).toBe(false);
    const t = setup(0);
    cards(t, USA, CARD_EAST, 1);
    act(t, A.OP_ACT_GEN, gi('mcclellan', plain), 3);
    expect(hand(t, USA, CARD_EAST)).toBe(0);
    step(t, 2113, plain);
    expect(can(t, A.OP_STEP, node(2114, plain))).toBe(true);
    cards(t, USA, CARD_ANY, 1);
    step(t, 2114, plain);
    expect(hand(t, USA, CARD_ANY)).toBe(1);
  });
});

describe('Map Notes, Fort Gadsden (W71)', () => {
  // A = 2010 |road, navigable| B = 2011; C = 2111 |navigable| D = 2112, the Confederate River port
  // Apalachicola, whose control floods the river (20.1.3); all in a Southern state
  const gadsden = mini({
    rows: ['cccccc', 'cccccc', 'cccccc'],
    places: [{ hex: 2112, name: 'Apalachicola', state: 'VA', port: 'river' }],
    sides: [
      { a: 2010, b: 2011, f: ['nav', 'road'], river: 'Apalachicola' },
      { a: 2011, b: 2111, f: ['nav'], river: 'Apalachicola' },
      { a: 2111, b: 2112, f: ['nav'], river: 'Apalachicola' },
      // E = 2110: the text gives no reason why A -> E is barred; the small map marks the hexside impassable
      { a: 2010, b: 2110, f: ['impassable'] },
    ],
  });

  it('W71 5.8.3: Union A -> B is 1 MP + 2 MP for the enemy-controlled navigable river, 1 SP at most', () => {
    const s = blank({ content: gadsden });
    put(s, 2010, USA, 3, ['sherman'], gadsden);
    act(s, A.OP_ACT_GEN, gi('sherman', gadsden), 3);
    expect(can(s, A.OP_STEP, node(2011, gadsden))).toBe(false);
    act(s, A.OP_DROP, 0, 2);
    step(s, 2011, gadsden);
    expect(s[G.A_MA]! - s[G.A_MP]!).toBe(3);
  });

  it('W71 20.1.5: a Union Fort in A negates the CSA Naval Control there: all 3 SP cross for +1 MP', () => {
    const s = blank({ content: gadsden });
    fort(s, 2010, USA, 1, gadsden);
    put(s, 2010, USA, 3, ['sherman'], gadsden);
    expect(walk(s, gadsden, 'sherman', 3, [2011])).toBe(2);
    expect(s[G.A_SP]).toBe(3);
  });

  it('W71 Map Notes: A -> E is prohibited, to a move and to an attack', () => {
    const s = blank({ content: gadsden });
    put(s, 2010, USA, 3, ['sherman'], gadsden);
    act(s, A.OP_ACT_GEN, gi('sherman', gadsden), 3);
    expect(can(s, A.OP_STEP, node(2110, gadsden))).toBe(false);
    expect(can(s, A.OP_STEP, node(2111, gadsden))).toBe(true); // A -> C: a plain hexside
    const t = blank({ content: gadsden });
    put(t, 2010, USA, 3, ['sherman'], gadsden);
    put(t, 2110, CSA, 1, [], gadsden);
    act(t, A.OP_ACT_GEN, gi('sherman', gadsden), 3);
    expect(can(t, A.OP_STEP, node(2110, gadsden))).toBe(false);
  });

  it('W71 5.8.3, 20.1.3: C -> D costs the Union +2 MP and 1 SP until Apalachicola is taken, then +1 MP', () => {
    const s = blank({ content: gadsden });
    put(s, 2111, USA, 3, ['sherman'], gadsden);
    act(s, A.OP_ACT_GEN, gi('sherman', gadsden), 3);
    expect(can(s, A.OP_STEP, node(2112, gadsden))).toBe(false);
    const t = blank({ content: gadsden });
    mark(t, 2112, USA, gadsden);
    put(t, 2111, USA, 3, ['sherman'], gadsden);
    expect(walk(t, gadsden, 'sherman', 3, [2112])).toBe(2);
  });
});
