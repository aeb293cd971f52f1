/**
 * Movement actions of an activated stack (5.4.2, 5.10, 7.6, 10.1.2, 10.3.2, 13.2.1, 18.1) on small
 * maps: the Rail Movement Bonus, Entrenching during movement, Force March, Foraging stacks, Generals
 * without SPs and the 3-SP limit of a Coastal Fort.
 */
import { describe, expect, it } from 'vitest';
import { NEUTRAL } from '../../../src/games/uscw/control.js';
import {
  CARD_ANY,
  CARD_EAST,
  CARD_NAVAL,
  demor,
  entrench,
  genLoc,
  genStatus,
  hand,
  setDemor,
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
  can,
  cards,
  coastalFort,
  fort,
  gi,
  legalOp,
  mark,
  mini,
  node,
  put,
  rank,
  step,
  type S,
} from './fixture.js';

const plain = mini({ rows: ['ccccccc', 'ccccccc', 'ccccccc'] });

describe('18.1 Force March and 13.2.1 Foraging', () => {
  it('18.1: Force March adds 2 MA for a card spent at activation', () => {
    const s = blank({ content: plain });
    put(s, 2010, USA, 2, ['sherman'], plain);
    cards(s, USA, CARD_EAST, 1);
    act(s, A.OP_ACT_GEN, gi('sherman', plain), 2 | A.ACT_FM);
    expect(s[G.A_MA]).toBe(7);
    expect(s[G.A_MP]).toBe(7);
    expect(hand(s, USA, CARD_EAST)).toBe(0);
    const t = blank({ content: plain });
    put(t, 2010, USA, 2, ['sherman'], plain);
    act(t, A.OP_ACT_GEN, gi('sherman', plain), 2);
    expect(t[G.A_MA]).toBe(5);
  });

  it('13.2.1: a Foraging stack moves at MA -1', () => {
    const s = blank({ content: plain });
    put(s, 2010, USA, 2, ['sherman'], plain);
    setForage(plain, s, node(2010, plain), USA, true);
    act(s, A.OP_ACT_GEN, gi('sherman', plain), 2);
    expect(s[G.A_MA]).toBe(4);
  });

  it('13.2.1: picking up SPs from a Foraging stack costs +1 MP', () => {
    const s = blank({ content: plain });
    put(s, 2010, USA, 1, ['sherman'], plain);
    put(s, 2011, USA, 2, [], plain);
    setForage(plain, s, node(2011, plain), USA, true);
    act(s, A.OP_ACT_GEN, gi('sherman', plain), 1);
    step(s, 2011, plain);
    expect(s[G.A_MP]).toBe(4);
    act(s, A.OP_PICKUP, 0, 2);
    expect(s[G.A_MP]).toBe(3);
    expect(s[G.A_SP]).toBe(3);
  });

  it('12.2: SPs picked up from a Demoralized stack demoralize the moving stack where it stops', () => {
    const s = blank({ content: plain });
    put(s, 2010, USA, 1, ['sherman'], plain);
    put(s, 2011, USA, 2, [], plain);
    setDemor(plain, s, node(2011, plain), USA, true);
    act(s, A.OP_ACT_GEN, gi('sherman', plain), 1);
    step(s, 2011, plain);
    expect(s[G.A_MP]).toBe(4); // no Foraging: the pick-up is free
    act(s, A.OP_PICKUP, 0, 1);
    expect(s[G.A_MP]).toBe(4);
    step(s, 2012, plain);
    act(s, A.OP_STOP);
    expect(sp(plain, s, node(2012, plain), USA)).toBe(2);
    expect(demor(plain, s, node(2012, plain), USA)).toBe(true);
  });
});

describe('10.1.2 Entrench during movement', () => {
  it('10.1.2: 2 MP with 2 or more SPs', () => {
    const s = blank({ content: plain });
    put(s, 2010, USA, 2, ['sherman'], plain);
    act(s, A.OP_ACT_GEN, gi('sherman', plain), 2);
    step(s, 2011, plain);
    act(s, A.OP_DIG);
    expect(s[G.A_MP]).toBe(2);
    expect(entrench(plain, s, node(2011, plain))).toBe(USA);
    expect(can(s, A.OP_DIG)).toBe(false); // already entrenched
  });

  it('10.1.2: not with 1 SP, not with less than 2 MP, not in a Fort', () => {
    const s = blank({ content: plain });
    put(s, 2010, USA, 1, ['sherman'], plain);
    act(s, A.OP_ACT_GEN, gi('sherman', plain), 1);
    expect(can(s, A.OP_DIG)).toBe(false);
    const t = blank({ content: plain });
    put(t, 2010, USA, 2, ['sherman'], plain);
    act(t, A.OP_ACT_GEN, gi('sherman', plain), 2);
    for (const h of [2011, 2012, 2013]) step(t, h, plain);
    expect(t[G.A_MP]).toBe(2);
    expect(can(t, A.OP_DIG)).toBe(true);
    step(t, 2014, plain);
    expect(can(t, A.OP_DIG)).toBe(false);
    const u = blank({ content: plain });
    fort(u, 2010, USA, 1, plain);
    put(u, 2010, USA, 2, ['sherman'], plain);
    act(u, A.OP_ACT_GEN, gi('sherman', plain), 2);
    expect(can(u, A.OP_DIG)).toBe(false);
  });

  it('8.3: a Cavalry General alone (command limit 1) cannot Entrench', () => {
    const s = blank({ content: plain });
    put(s, 2010, USA, 2, ['sheridan'], plain);
    act(s, A.OP_ACT_GEN, gi('sheridan', plain), 1);
    expect(can(s, A.OP_DIG)).toBe(false);
  });
});

describe('7.6 and 5.10 stacks without SPs or without a General', () => {
  it('7.6: a General without SPs may not enter an enemy ZOI, and is Displaced if he stops alone', () => {
    const s = blank({ content: plain });
    put(s, 2010, USA, 1, ['sherman'], plain);
    put(s, 2013, CSA, 1, [], plain); // its ZOI covers 2012
    act(s, A.OP_ACT_GEN, gi('sherman', plain), 0);
    expect(can(s, A.OP_STEP, node(2011, plain))).toBe(true);
    expect(can(s, A.OP_STEP, node(2111, plain))).toBe(true);
    step(s, 2011, plain);
    expect(can(s, A.OP_STEP, node(2012, plain))).toBe(false);
    act(s, A.OP_STOP);
    expect(genStatus(plain, s, gi('sherman', plain))).toBe(G.GS_DISPLACED);
  });

  it('5.10: SPs without a General end their move when they drop their last SP', () => {
    const s = blank({ content: plain });
    put(s, 2010, USA, 2, [], plain);
    act(s, A.OP_ACT_SP, node(2010, plain), 2);
    step(s, 2011, plain);
    act(s, A.OP_DROP, 0, 2);
    expect(s[G.A_ON]).toBe(0);
    expect(sp(plain, s, node(2011, plain), USA)).toBe(2);
  });
});

describe('10.3.2 Coastal Fort', () => {
  const coast = mini({
    rows: ['cccc', 'cccc', '~~~~'],
    places: [{ hex: 2111, name: 'Port', state: 'VA', port: 'ocean' }],
    spaces: [coastalFort(2111)],
  });

  it('10.3.2: at most 3 SPs in a Coastal Fort', () => {
    const s = blank({ content: coast, side: CSA });
    put(s, 2111, CSA, 3, ['lee'], coast);
    act(s, A.OP_ACT_GEN, gi('lee', coast), 3);
    expect(can(s, A.OP_STEP, node('Fort Test', coast))).toBe(true);
    const t = blank({ content: coast, side: CSA });
    put(t, 2111, CSA, 3, ['lee'], coast);
    put(t, 'Fort Test', CSA, 1, [], coast);
    act(t, A.OP_ACT_GEN, gi('lee', coast), 3);
    expect(can(t, A.OP_STEP, node('Fort Test', coast))).toBe(false);
    act(t, A.OP_DROP, 0, 1);
    expect(can(t, A.OP_STEP, node('Fort Test', coast))).toBe(true);
  });
});

describe('5.4.2 Rail Movement Bonus', () => {
  // a Union railroad along row 20 from the Town at 2010 (Pennsylvania, a Northern state: a friendly rail
  // hex on the north edge is a supply source, 13.5), with a railroad ferry at 2012|2013
  const line = mini({
    rows: ['cccccccccccccc', 'cccccccccccccc'],
    states: ['PPPPPPPPPPPPPP', 'PPPPPPPPPPPPPP'],
    places: [
      { hex: 2010, name: 'Start', state: 'PA' },
      { hex: 2015, name: 'Town', state: 'PA' }, // a rail source of its own, beyond the ZOI test below
    ],
    sides: [
      ...[10, 11, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22].map((k) => ({
        a: 2000 + k,
        b: 2001 + k,
        f: ['rail' as const],
      })),
      { a: 2012, b: 2013, f: ['rail', 'nav', 'ferry'], river: 'R' },
    ],
  });
  const targets = (s: ReturnType<typeof blank>): number[] =>
    legalOp(s, A.OP_RAILMOVE)
      .map((a) => line.map.grid.id(line.map.hexOfNode[A.xOf(a)]!))
      .sort((x, y) => x - y);

  it('5.4.2: up to 10 MP along the railroad, +1 MP for a Railroad Ferry', () => {
    const s = blank({ content: line });
    put(s, 2010, USA, 2, ['sherman'], line);
    act(s, A.OP_ACT_GEN, gi('sherman', line), 2);
    expect(targets(s)).toEqual([2011, 2012, 2013, 2014, 2015, 2016, 2017, 2018, 2019]);
    act(s, A.OP_RAILMOVE, node(2019, line));
    expect(s[G.A_ON]).toBe(0);
    expect(sp(line, s, node(2019, line), USA)).toBe(2);
    expect(s[G.G_RAILBONUS]).toBe(2);
  });

  it('5.4.2: no more than 2 SPs a phase; only before the first step', () => {
    const s = blank({ content: line });
    put(s, 2010, USA, 3, ['sherman'], line);
    act(s, A.OP_ACT_GEN, gi('sherman', line), 3);
    expect(targets(s)).toEqual([]);
    const t = blank({ content: line });
    put(t, 2010, USA, 1, ['sherman'], line);
    put(t, 2020, USA, 2, ['thomas'], line);
    put(t, 2013, USA, 1, [], line);
    act(t, A.OP_ACT_GEN, gi('sherman', line), 1);
    step(t, 2011, line);
    expect(targets(t)).toEqual([]);
    act(t, A.OP_STOP);
    act(t, A.OP_ACT_GEN, gi('thomas', line), 2);
    expect(targets(t).length).toBeGreaterThan(0);
    act(t, A.OP_RAILMOVE, node(2021, line));
    act(t, A.OP_ACT_SP, node(2013, line), 1);
    expect(targets(t)).toEqual([]); // the 2 SPs of this phase are used
  });

  it('5.4.2: not into an enemy ZOI unless a friendly SP is there', () => {
    const s = blank({ content: line });
    put(s, 2010, USA, 2, ['sherman'], line);
    put(s, 2115, CSA, 1, [], line); // its ZOI: 2014 and 2015
    put(s, 2014, USA, 1, [], line);
    act(s, A.OP_ACT_GEN, gi('sherman', line), 2);
    expect(targets(s)).toEqual([2011, 2012, 2013, 2014]);
  });
});

describe('18.1 Naval Assist (Basic game)', () => {
  // 2011 |navigable| 2111 |navigable| 2112, the Confederate River port whose control floods the river
  // (20.1.3); West theater unless `theater` says otherwise
  const river = (theater: 'E' | 'W', name = 'R', firstRow = 20): ReturnType<typeof mini> =>
    mini({
      theater,
      firstRow,
      rows: ['cccc', 'cccc', 'cccc'],
      places: [{ hex: firstRow * 100 + 112, name: 'Riverport', state: 'VA', port: 'river' }],
      sides: [
        { a: firstRow * 100 + 11, b: firstRow * 100 + 111, f: ['nav'], river: name },
        { a: firstRow * 100 + 111, b: firstRow * 100 + 112, f: ['nav'], river: name },
      ],
    });
  const start = (cc: ReturnType<typeof mini>, o: { turn?: number; card?: number; adv?: boolean } = {}): S => {
    const s = blank({ content: cc, turn: o.turn, options: o.adv ? { 'r21-advanced-naval': true } : {} });
    const row = cc.map.grid.row(cc.map.hexOfNode[0]!);
    put(s, row * 100 + 11, USA, 3, ['sherman'], cc);
    if (o.card !== undefined) cards(s, USA, o.card, 1);
    act(s, A.OP_ACT_GEN, gi('sherman', cc), 3);
    return s;
  };
  const west = river('W');

  it('18.1: with a Naval card the Union crosses a CSA-controlled river as if friendly: +1 MP, all 3 SPs', () => {
    const s = start(west, { card: CARD_NAVAL });
    const to = node(2111, west);
    expect(can(s, A.OP_STEP, to)).toBe(false);
    act(s, A.OP_STEP_ASSIST, to);
    expect(hand(s, USA, CARD_NAVAL)).toBe(0);
    expect(s[G.A_MA]! - s[G.A_MP]!).toBe(2);
    expect(s[G.A_SP]).toBe(3);
    expect(s[G.A_NODE]).toBe(to);
  });

  it('18.1: an Any card serves too; not without a card, not before Turn 4, not in the Advanced game', () => {
    const any = start(west, { card: CARD_ANY });
    act(any, A.OP_STEP_ASSIST, node(2111, west));
    expect(hand(any, USA, CARD_ANY)).toBe(0);
    expect(can(start(west), A.OP_STEP_ASSIST, node(2111, west))).toBe(false);
    expect(can(start(west, { card: CARD_NAVAL, turn: 3 }), A.OP_STEP_ASSIST, node(2111, west))).toBe(false);
    expect(can(start(west, { card: CARD_NAVAL, turn: 4 }), A.OP_STEP_ASSIST, node(2111, west))).toBe(true);
    expect(can(start(west, { card: CARD_NAVAL, adv: true }), A.OP_STEP_ASSIST, node(2111, west))).toBe(false);
  });

  it('18.1: not in the East, not on the Tennessee above Muscle Shoals (map row 30 on)', () => {
    const east = river('E');
    expect(can(start(east, { card: CARD_NAVAL }), A.OP_STEP_ASSIST, node(2111, east))).toBe(false);
    const tn = river('W', 'Tennessee', 30);
    expect(can(start(tn, { card: CARD_NAVAL }), A.OP_STEP_ASSIST, node(3111, tn))).toBe(false);
    const low = river('W', 'Tennessee', 28);
    expect(can(start(low, { card: CARD_NAVAL }), A.OP_STEP_ASSIST, node(2911, low))).toBe(true);
  });
});

describe('5.9 Regroup', () => {
  it('5.9: Generals of equal or lower rank come along when all the SPs of the hex are regrouped', () => {
    const all = blank({ content: plain });
    put(all, 2110, USA, 1, ['grant'], plain);
    rank(all, 'grant', 2, plain);
    put(all, 2111, USA, 2, ['thomas'], plain);
    act(all, A.OP_ACT_GEN, gi('grant', plain), 1);
    act(all, A.OP_REGROUP, node(2111, plain), 2);
    expect(all[G.A_MP]).toBe(4);
    expect(all[G.A_SP]).toBe(3);
    expect(genLoc(plain, all, gi('thomas', plain))).toBe(node(2110, plain));
    step(all, 2010, plain);
    act(all, A.OP_STOP);
    expect(genLoc(plain, all, gi('thomas', plain))).toBe(node(2010, plain));
    const part = blank({ content: plain });
    put(part, 2110, USA, 1, ['grant'], plain);
    rank(part, 'grant', 2, plain);
    put(part, 2111, USA, 2, ['thomas'], plain);
    act(part, A.OP_ACT_GEN, gi('grant', plain), 1);
    act(part, A.OP_REGROUP, node(2111, plain), 1);
    expect(genLoc(plain, part, gi('thomas', plain))).toBe(node(2111, plain));
  });

  it('5.9, 7.5.3: a higher-ranking General does not come along and keeps an SP', () => {
    const s = blank({ content: plain });
    put(s, 2110, USA, 1, ['grant'], plain);
    rank(s, 'grant', 2, plain);
    put(s, 2111, USA, 2, ['mcclellan'], plain);
    rank(s, 'mcclellan', 3, plain);
    act(s, A.OP_ACT_GEN, gi('grant', plain), 1);
    expect(legalOp(s, A.OP_REGROUP, node(2111, plain)).map(A.yOf)).toEqual([1]);
    act(s, A.OP_REGROUP, node(2111, plain), 1);
    expect(genLoc(plain, s, gi('mcclellan', plain))).toBe(node(2111, plain));
  });
});

describe('7.2-7.6 Generals in a moving stack', () => {
  it('7.2: 3-star Generals are never subordinates except under the 4-star Grant', () => {
    const s = blank({ content: plain });
    put(s, 2110, USA, 3, ['mcclellan', 'halleck', 'thomas'], plain); // Halleck keeps an SP (7.5.3)
    rank(s, 'mcclellan', 3, plain);
    rank(s, 'halleck', 3, plain);
    act(s, A.OP_ACT_GEN, gi('mcclellan', plain), 2 | A.ACT_SUBS);
    step(s, 2111, plain);
    act(s, A.OP_STOP);
    expect(genLoc(plain, s, gi('thomas', plain))).toBe(node(2111, plain));
    expect(genLoc(plain, s, gi('halleck', plain))).toBe(node(2110, plain));
    const t = blank({ content: plain });
    put(t, 2110, USA, 2, ['grant', 'halleck'], plain);
    rank(t, 'grant', 4, plain);
    rank(t, 'halleck', 3, plain);
    act(t, A.OP_ACT_GEN, gi('grant', plain), 2 | A.ACT_SUBS);
    step(t, 2111, plain);
    act(t, A.OP_STOP);
    expect(genLoc(plain, t, gi('halleck', plain))).toBe(node(2111, plain));
  });

  it('8.3: a Cavalry General picks up only at the start of his move: no General, no SP on the way', () => {
    const s = blank({ content: plain });
    put(s, 2110, USA, 1, ['sheridan'], plain);
    put(s, 2111, USA, 1, ['thomas'], plain);
    act(s, A.OP_ACT_GEN, gi('sheridan', plain), 1);
    step(s, 2111, plain);
    expect(legalOp(s, A.OP_PICKGEN)).toEqual([]);
    const t = blank({ content: plain });
    put(t, 2110, USA, 1, ['sherman'], plain);
    put(t, 2111, USA, 1, ['thomas'], plain);
    act(t, A.OP_ACT_GEN, gi('sherman', plain), 1);
    step(t, 2111, plain);
    expect(legalOp(t, A.OP_PICKGEN)).toEqual([A.enc(A.OP_PICKGEN, gi('thomas', plain))]);
  });

  it('5.10: SPs without a General cannot pick up SPs on the way', () => {
    const s = blank({ content: plain });
    put(s, 2110, USA, 1, [], plain);
    put(s, 2111, USA, 2, [], plain);
    act(s, A.OP_ACT_SP, node(2110, plain), 1);
    step(s, 2111, plain);
    expect(legalOp(s, A.OP_PICKUP)).toEqual([]);
  });

  it('7.5: a subordinate is dropped only where friendly SPs stay with him', () => {
    const s = blank({ content: plain });
    put(s, 2110, USA, 2, ['sherman', 'thomas'], plain);
    rank(s, 'sherman', 2, plain);
    act(s, A.OP_ACT_GEN, gi('sherman', plain), 2 | A.ACT_SUBS);
    step(s, 2111, plain);
    expect(legalOp(s, A.OP_DROPGEN)).toEqual([]);
    act(s, A.OP_DROP, 0, 1);
    expect(legalOp(s, A.OP_DROPGEN)).toEqual([A.enc(A.OP_DROPGEN, gi('thomas', plain))]);
    act(s, A.OP_DROPGEN, gi('thomas', plain));
    step(s, 2112, plain);
    act(s, A.OP_STOP);
    expect(genLoc(plain, s, gi('thomas', plain))).toBe(node(2111, plain));
  });

  it('7.6: a General who stops without SPs in a friendly Fort is not Displaced', () => {
    const s = blank({ content: plain });
    put(s, 2110, USA, 1, ['sherman'], plain);
    fort(s, 2111, USA, 1, plain);
    act(s, A.OP_ACT_GEN, gi('sherman', plain), 0);
    step(s, 2111, plain);
    act(s, A.OP_STOP);
    expect(genLoc(plain, s, gi('sherman', plain))).toBe(node(2111, plain));
    expect(genStatus(plain, s, gi('sherman', plain))).toBe(G.GS_MAP);
  });

  it('12.2: a Demoralized force that moves demoralizes the stack where it stops', () => {
    const s = blank({ content: plain });
    put(s, 2110, USA, 2, ['sherman'], plain);
    setDemor(plain, s, node(2110, plain), USA, true);
    put(s, 2112, USA, 3, [], plain);
    act(s, A.OP_ACT_GEN, gi('sherman', plain), 2);
    step(s, 2111, plain);
    step(s, 2112, plain);
    act(s, A.OP_STOP);
    expect(demor(plain, s, node(2112, plain), USA)).toBe(true);
  });
});

describe('Special Hexes on the provisional map', () => {
  it('Special Hexes: Fort Morgan may not be entered by land while the enemy holds it (Amphibious Assault only)', () => {
    const s = blank();
    put(s, 'Mobile', USA, 1, ['sherman']);
    act(s, A.OP_ACT_GEN, gi('sherman'), 1);
    expect(can(s, A.OP_STEP, node('Fort Morgan'))).toBe(false);
    const t = blank();
    mark(t, 'Fort Morgan', USA);
    put(t, 'Mobile', USA, 1, ['sherman']);
    act(t, A.OP_ACT_GEN, gi('sherman'), 1);
    expect(can(t, A.OP_STEP, node('Fort Morgan'))).toBe(true);
  });

  it('S1.3: nothing enters New Madrid (2515) while Kentucky is neutral', () => {
    for (const neutral of [true, false]) {
      const s = blank();
      if (neutral) s[G.G_BORDER + 1] = NEUTRAL;
      put(s, 2615, USA, 1, ['sherman']);
      act(s, A.OP_ACT_GEN, gi('sherman'), 1);
      expect(can(s, A.OP_STEP, node(2515))).toBe(!neutral);
    }
  });
});

describe('7.3-7.5 dropping and picking up', () => {
  it('7.5.3: a General keeps at least 1 SP when dropping; SPs without a General may drop them all', () => {
    const s = blank({ content: plain });
    put(s, 2110, USA, 3, ['sherman'], plain);
    act(s, A.OP_ACT_GEN, gi('sherman', plain), 3);
    expect(legalOp(s, A.OP_DROP).map(A.yOf)).toEqual([1, 2]);
    const t = blank({ content: plain });
    put(t, 2110, USA, 3, [], plain);
    act(t, A.OP_ACT_SP, node(2110, plain), 3);
    expect(legalOp(t, A.OP_DROP).map(A.yOf)).toEqual([1, 2, 3]);
  });

  it('7.3, 7.5.3: pick-ups up to the command limit, leaving an SP with a General who stays', () => {
    const s = blank({ content: plain });
    put(s, 2110, USA, 2, ['sherman'], plain); // a 1-star: 3 SPs
    put(s, 2111, USA, 4, [], plain);
    act(s, A.OP_ACT_GEN, gi('sherman', plain), 2);
    step(s, 2111, plain);
    expect(legalOp(s, A.OP_PICKUP).map(A.yOf)).toEqual([1]);
    const t = blank({ content: plain });
    put(t, 2110, USA, 1, ['sherman'], plain);
    rank(t, 'sherman', 2, plain); // a 2-star: 6 SPs
    put(t, 2111, USA, 3, ['thomas'], plain);
    act(t, A.OP_ACT_GEN, gi('sherman', plain), 1);
    step(t, 2111, plain);
    expect(legalOp(t, A.OP_PICKUP).map(A.yOf)).toEqual([1, 2]);
  });

  it('5.4.2: no Rail Movement once the stack has spent MP in its hex (a Regroup is a pick-up)', () => {
    const rail = mini({
      rows: ['cccc', 'cccc'],
      states: ['PPPP', 'PPPP'],
      places: [{ hex: 2010, name: 'Start', state: 'PA' }],
      sides: [
        { a: 2010, b: 2011, f: ['rail'] },
        { a: 2011, b: 2012, f: ['rail'] },
      ],
    });
    const s = blank({ content: rail });
    put(s, 2010, USA, 1, ['sherman'], rail);
    rank(s, 'sherman', 2, rail);
    put(s, 2110, USA, 1, [], rail);
    act(s, A.OP_ACT_GEN, gi('sherman', rail), 1);
    expect(legalOp(s, A.OP_RAILMOVE).length).toBe(2);
    act(s, A.OP_REGROUP, node(2110, rail), 1);
    expect(legalOp(s, A.OP_RAILMOVE)).toEqual([]);
  });

  it('7.6: a General without SPs may not enter an empty hex holding an enemy Fort', () => {
    const s = blank({ content: plain });
    put(s, 2111, USA, 1, ['sherman'], plain);
    fort(s, 2112, CSA, 1, plain);
    act(s, A.OP_ACT_GEN, gi('sherman', plain), 0);
    expect(can(s, A.OP_STEP, node(2112, plain))).toBe(false);
    expect(can(s, A.OP_STEP, node(2110, plain))).toBe(true);
  });

  it('18.1: Naval Assist is for a General-led stack, not for SPs moving alone', () => {
    const west = mini({
      theater: 'W',
      rows: ['cccc', 'cccc', 'cccc'],
      places: [{ hex: 2112, name: 'Riverport', state: 'VA', port: 'river' }],
      sides: [
        { a: 2011, b: 2111, f: ['nav'], river: 'R' },
        { a: 2111, b: 2112, f: ['nav'], river: 'R' },
      ],
    });
    const s = blank({ content: west });
    put(s, 2011, USA, 2, [], west);
    cards(s, USA, CARD_NAVAL, 1);
    act(s, A.OP_ACT_SP, node(2011, west), 2);
    expect(can(s, A.OP_STEP, node(2111, west))).toBe(false);
    expect(can(s, A.OP_STEP_ASSIST, node(2111, west))).toBe(false);
  });
});
