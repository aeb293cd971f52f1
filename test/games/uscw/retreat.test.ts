/**
 * Retreat of a beaten defender (11.6) on an open board: Confederate SPs at 2213 beaten by Union SPs
 * from 2212. Its first steps are 2114, 2214 and 2314 (2113 and 2313 lie in the attacker's ZOI judged
 * from 2212); the two-hex ends not next to 2213 are 2013, 2014 (only by 2114), 2115 (by 2114 or 2214),
 * 2215 (only by 2214), 2315 (by 2214 or 2314), 2413 and 2414 (only by 2314).
 */
import { describe, expect, it } from 'vitest';
import type { UscwContent } from '../../../src/games/uscw/content.js';
import type { MiniSpec } from './fixture.js';
import { demor, genLoc, genStatus, sp } from '../../../src/games/uscw/state.js';
import {
  A,
  G,
  USA,
  CSA,
  act,
  blank,
  dice,
  entrench,
  fort,
  gi,
  legalOp,
  mark,
  mini,
  node,
  pass,
  put,
  step,
  type S,
} from './fixture.js';

const OPEN = ['cccccccc', 'cccccccc', 'cccccccc', 'cccccccc', 'cccccccc'];
const ALL = [2013, 2014, 2115, 2215, 2315, 2413, 2414];

/** The board `spec` (open by default); `def` CSA SPs (with Generals) at 2213 beaten by 3 Union SPs. */
function beaten(
  o: { spec?: Partial<MiniSpec>; def?: number; gens?: string[] } = {},
  before?: (s: S, cc: UscwContent) => void,
): { s: S; cc: UscwContent } {
  const cc = mini({ rows: OPEN, ...o.spec });
  const s = blank({ content: cc });
  put(s, 2212, USA, 3, [], cc);
  put(s, 2213, CSA, o.def ?? 2, o.gens ?? [], cc);
  before?.(s, cc);
  act(s, A.OP_ACT_SP, node(2212, cc), 3);
  dice(s, 6, 1); // 3-4 column 6: "1"; the defender's 1 (2 or 3-4 column, no DRM): "d" or "s"
  step(s, 2213, cc);
  pass(s);
  expect(s[G.B_FLAGS]! & G.BF_ATT_WON).not.toBe(0);
  return { s, cc };
}
function ends({ s, cc }: { s: S; cc: UscwContent }): number[] {
  if (s[G.G_DEC] !== A.D_RETREAT) return [];
  return legalOp(s, A.OP_RETREAT_TO)
    .map((a) => cc.map.grid.id(cc.map.hexOfNode[A.xOf(a)]!))
    .sort();
}
const without = (...h: number[]): number[] => ALL.filter((x) => !h.includes(x));

describe('11.6.1 two hexes, or one to a safe place', () => {
  it('11.6.1: on open ground the force retreats two hexes, to a hex not next to the battle hex', () => {
    expect(ends(beaten())).toEqual(ALL);
  });

  it('11.6.1: it may stop after one hex in a friendly Resource hex, Entrenchment or Fort, or with more friendly SPs', () => {
    const places = [{ hex: 2114, name: 'R', state: 'VA', bp: 1 }];
    expect(ends(beaten({ spec: { places } }))).toEqual([...ALL, 2114].sort());
    expect(ends(beaten({}, (s, cc) => entrench(s, 2214, CSA, cc)))).toEqual([...ALL, 2214].sort());
    expect(ends(beaten({}, (s, cc) => fort(s, 2314, CSA, 1, cc)))).toEqual([...ALL, 2314].sort());
    // the beaten force keeps 1 SP of its 2
    expect(ends(beaten({}, (s, cc) => put(s, 2314, CSA, 1, [], cc)))).toEqual(ALL);
    expect(ends(beaten({}, (s, cc) => put(s, 2314, CSA, 2, [], cc)))).toEqual([...ALL, 2314].sort());
    // 2313, in the attacker's ZOI, is open when friendly SPs hold it: a stop, and the way to 2412
    expect(ends(beaten({}, (s, cc) => put(s, 2313, CSA, 3, [], cc)))).toEqual([...ALL, 2313, 2412].sort());
  });

  it("11.6.1: an Objective hex of neutral Kentucky is nobody's: no one-hex stop", () => {
    const places = [{ hex: 2114, name: 'K', state: 'KY', obj: true }];
    const neutral = (s: S): void => {
      s[G.G_BORDER + 1] = 2; // 17.1.3 Kentucky neutral
    };
    expect(ends(beaten({ spec: { places } }, neutral))).toEqual(ALL);
  });

  it('11.6.1: a second hex next to the battle hex only when nothing else is legal', () => {
    const rows = ['xxxxxxxx', 'xxcccxxx', 'xxcccxxx', 'xxcccxxx', 'xxxxxxxx'];
    expect(ends(beaten({ spec: { rows } }))).toEqual([2114, 2214, 2314]);
    // a stop at 2214 (an Entrenchment) is not a second hex: it is the only end
    expect(ends(beaten({ spec: { rows } }, (s, cc) => entrench(s, 2214, CSA, cc)))).toEqual([2214]);
    // one end apart, 2115, in the ZOI of 1 Union SP at 2116: still preferred to the hexes next to the battle
    const wider = ['xxxxxxxx', 'xxcccccx', 'xxcccxxx', 'xxcccxxx', 'xxxxxxxx'];
    expect(ends(beaten({ def: 3, spec: { rows: wider } }, (s, cc) => put(s, 2116, USA, 1, [], cc)))).toEqual([
      2115,
    ]);
  });
});

describe('11.6.4 prohibited retreats', () => {
  it('11.6.4: not into swamp, an enemy Entrenchment or Fort, or an enemy-controlled Resource hex', () => {
    const rows = ['cccccccc', 'cccccccc', 'cccccxcc', 'cccccccc', 'cccccccc'];
    expect(ends(beaten({ spec: { rows } }))).toEqual(without(2215));
    expect(ends(beaten({}, (s, cc) => entrench(s, 2014, USA, cc)))).toEqual(without(2014));
    expect(ends(beaten({}, (s, cc) => fort(s, 2413, USA, 1, cc)))).toEqual(without(2413, 2414)); // and its ZOI
    const places = [{ hex: 2414, name: 'R', state: 'VA', bp: 1 }];
    expect(ends(beaten({ spec: { places } }, (s, cc) => mark(s, 2414, USA, cc)))).toEqual(without(2414));
    // an enemy-controlled Resource hex on the way closes the way through it
    const first = [{ hex: 2114, name: 'R', state: 'VA', bp: 1 }];
    expect(ends(beaten({ spec: { places: first } }, (s, cc) => mark(s, 2114, USA, cc)))).toEqual(
      without(2013, 2014),
    );
  });

  it('11.6.4: not across an unbridged navigable hexside; 11.6.3 a mountain hexside without a pass only if nothing better', () => {
    const nav = [{ a: 2214, b: 2215, f: ['nav' as const], river: 'R' }];
    expect(ends(beaten({ spec: { sides: nav } }))).toEqual(without(2215));
    const hill = [{ a: 2213, b: 2114, f: ['mountain' as const] }];
    expect(ends(beaten({ spec: { sides: hill } }))).toEqual(without(2013, 2014));
    const gap = [{ a: 2213, b: 2114, f: ['mountain' as const, 'pass' as const] }];
    expect(ends(beaten({ spec: { sides: gap } }))).toEqual(ALL);
    // on the second step alike
    expect(ends(beaten({ spec: { sides: [{ a: 2214, b: 2215, f: ['mountain'] }] } }))).toEqual(without(2215));
    expect(ends(beaten({ spec: { sides: [{ a: 2214, b: 2215, f: ['mountain', 'pass'] }] } }))).toEqual(ALL);
  });

  it('11.6.4 and 11.6.3: not into enemy SPs; through an enemy ZOI only if nothing better; not into the ZOI of as many enemy SPs', () => {
    // 3 CSA SPs keep 2 after the battle; 1 Union SP at 2413 closes 2413 and puts 2314 and 2414 in its ZOI
    const three = { def: 3 };
    expect(ends(beaten(three, (s, cc) => put(s, 2413, USA, 1, [], cc)))).toEqual(without(2413, 2414));
    // the only way left ends at 2414, in the ZOI of 2415: open past 1 Union SP, closed by 2
    const rows = ['xxxxxxxx', 'xxxxxxxx', 'xxccxxxx', 'xxxxcxxx', 'xxxxccxx'];
    expect(ends(beaten({ ...three, spec: { rows } }, (s, cc) => put(s, 2415, USA, 1, [], cc)))).toEqual([
      2414,
    ]);
    expect(ends(beaten({ ...three, spec: { rows } }, (s, cc) => put(s, 2415, USA, 2, [], cc)))).toEqual([]);
    // nor into the enemy's SPs or Fort themselves, however weak
    expect(ends(beaten({ ...three, spec: { rows } }, (s, cc) => put(s, 2414, USA, 1, [], cc)))).toEqual([]);
    expect(ends(beaten({ ...three, spec: { rows } }, (s, cc) => fort(s, 2414, USA, 1, cc)))).toEqual([]);
  });

  it('11.6.3: a way through an enemy ZOI is worse, whether its first hex or its end lies in it', () => {
    // 1 Union SP at 2313 (weaker than the 2 retreating): 2314 and 2413 lie in its ZOI, 2414 does not
    expect(ends(beaten({ def: 3 }, (s, cc) => put(s, 2313, USA, 1, [], cc)))).toEqual(without(2413, 2414));
    // and an end in it: 1 Union SP at 2015 puts 2014 and 2115 in its ZOI
    expect(ends(beaten({ def: 3 }, (s, cc) => put(s, 2015, USA, 1, [], cc)))).toEqual(without(2014, 2115));
  });

  it('11.6.4: not across an impassable hexside', () => {
    const wall = [{ a: 2213, b: 2114, f: ['impassable' as const] }];
    expect(ends(beaten({ spec: { sides: wall } }))).toEqual(without(2013, 2014));
  });

  it('11.6.4: never into the hex the attacker came from, even a friendly Resource hex', () => {
    const rows = ['xxxxxxxx', 'xxxxxxxx', 'xxccxxxx', 'xxxxxxxx', 'xxxxxxxx'];
    const places = [{ hex: 2212, name: 'R', state: 'VA', bp: 1 }];
    expect(ends(beaten({ spec: { rows, places } }))).toEqual([]);
  });
});

describe('11.6.3 priority 3: end in supply', () => {
  // A wider board (columns 4-19): a Confederate state capital at 2219 with two Resource hexes is a
  // Primary source (13.3.2); its LOC (13.5.3) reaches the ends 2115, 2215 and 2315, not the others.
  const capital = (sides: NonNullable<MiniSpec['sides']> = []): Partial<MiniSpec> => ({
    rows: Array<string>(5).fill('cccccccccccccccc'),
    firstCol: 4,
    places: [
      { hex: 2219, name: 'Cap', state: 'VA', cap: 'state' },
      { hex: 2319, name: 'R1', state: 'VA', bp: 1 },
      { hex: 2119, name: 'R2', state: 'VA', bp: 1 },
    ],
    sides,
  });

  it('11.6.3 #3: the force retreats to an end with an LOC when it can', () => {
    expect(ends(beaten({ spec: capital() }))).toEqual([2115, 2215, 2315]);
    // a Confederate Fort far to the west, beyond any LOC, lends Fortress Supply (13.3.3) to none of the ends
    expect(ends(beaten({ spec: capital() }, (s, cc) => fort(s, 2005, CSA, 1, cc)))).toEqual([
      2115, 2215, 2315,
    ]);
    // one at 2410 does, to every end: they tie again
    expect(ends(beaten({ spec: capital() }, (s, cc) => fort(s, 2410, CSA, 1, cc)))).toEqual(ALL);
  });

  it('11.6.3 #2 before #3: no Mountain hexside beats an end in supply', () => {
    // every way to the supplied ends crosses a Mountain hexside without a pass
    const hills = [
      { a: 2213, b: 2214, f: ['mountain' as const] },
      { a: 2114, b: 2115, f: ['mountain' as const] },
      { a: 2314, b: 2315, f: ['mountain' as const] },
    ];
    expect(ends(beaten({ spec: capital(hills) }))).toEqual([2013, 2014, 2413, 2414]);
  });
});

describe('11.6 a Coastal Fort on the way (10.3)', () => {
  // A Coastal Fort joined by land to the battle hex 2213 and to 2214, as Fort Morgan to Mobile and Blakeley
  const fortSpec = (): Partial<MiniSpec> => ({
    spaces: [
      {
        id: 'Fort Test',
        kind: 'cf',
        state: 'VA',
        theater: 'E',
        links: [
          { to: 2213, kind: 'land' },
          { to: 2214, kind: 'land' },
        ],
        note: 'test',
      },
    ],
  });
  const toFort = (b: { s: S; cc: UscwContent }): boolean =>
    b.s[G.G_DEC] === A.D_RETREAT &&
    legalOp(b.s, A.OP_RETREAT_TO).some((a) => A.xOf(a) === node('Fort Test', b.cc));

  it('11.6.1 a friendly Coastal Fort is a one-hex stop; 10.3 it holds no more than 3 SPs, so only while they fit', () => {
    // 3 CSA SPs keep 2 after the battle: into an empty fort, or one holding 1 SP (3), not one holding 2 (4)
    expect(toFort(beaten({ def: 3, spec: fortSpec() }))).toBe(true);
    expect(toFort(beaten({ def: 3, spec: fortSpec() }, (s, cc) => put(s, 'Fort Test', CSA, 1, [], cc)))).toBe(
      true,
    );
    expect(toFort(beaten({ def: 3, spec: fortSpec() }, (s, cc) => put(s, 'Fort Test', CSA, 2, [], cc)))).toBe(
      false,
    );
  });

  it('11.6.1 an empty Coastal Fort under an enemy Control marker is no place to stop', () => {
    expect(toFort(beaten({ def: 3, spec: fortSpec() }, (s, cc) => mark(s, 'Fort Test', USA, cc)))).toBe(
      false,
    );
  });
});

describe('11.6.5-11.6.6 moving the force, surrender', () => {
  it('11.6: the force moves as one: SPs, Generals and its Demoralization go with it', () => {
    const b = beaten({ def: 3, gens: ['huger'] });
    const to = node(2215, b.cc);
    act(b.s, A.OP_RETREAT_TO, to);
    expect(sp(b.cc, b.s, to, CSA)).toBe(2);
    expect(demor(b.cc, b.s, to, CSA)).toBe(true);
    expect(genLoc(b.cc, b.s, gi('huger', b.cc))).toBe(to);
    expect(demor(b.cc, b.s, node(2213, b.cc), CSA)).toBe(false);
  });

  it('11.6.6: with no legal retreat the SPs surrender and the Generals are Displaced', () => {
    const rows = ['xxxxxxxx', 'xxxxxxxx', 'xxccxxxx', 'xxxxxxxx', 'xxxxxxxx'];
    const { s, cc } = beaten({ spec: { rows }, def: 3, gens: ['huger'] });
    expect(s[G.G_DEC]).not.toBe(A.D_RETREAT);
    expect(sp(cc, s, node(2213, cc), CSA)).toBe(0);
    expect(demor(cc, s, node(2213, cc), CSA)).toBe(false);
    expect(genStatus(cc, s, gi('huger', cc))).toBe(G.GS_DISPLACED);
    expect(s[G.G_SPOUT + CSA]).toBe(3); // 1 in the battle, 2 surrendered
  });
});
