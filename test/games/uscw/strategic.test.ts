/**
 * Strategic Movement (15) and the political restriction of 22.1: worked examples W53 and W55.
 */
import { describe, expect, it } from 'vitest';
import { G_CURSOR, G_DEC, G_DECSIDE, G_PHASE, G_SM } from '../../../src/games/uscw/layout.js';
import { clearDecision, decide, P_SM, toPhase } from '../../../src/games/uscw/phase.js';
import { smStep } from '../../../src/games/uscw/strategic.js';
import { sp, spMoved } from '../../../src/games/uscw/state.js';
import {
  A,
  USA,
  CSA,
  act,
  blank,
  c,
  checkInvariants,
  fort,
  legal,
  legalOp,
  mark,
  mini,
  node,
  put,
  rank,
  riverCoast,
  type S,
} from './fixture.js';

/** SPs that leave Columbus (Ohio) by rail, one at a time, from 8 SP under a 3-star and two 2-stars. */
function railedOut(options: Record<string, boolean>): number {
  const s = blank({ options });
  const from = put(s, 'Columbus', USA, 8, ['grant', 'sherman', 'thomas']);
  rank(s, 'grant', 3);
  rank(s, 'sherman', 2);
  rank(s, 'thomas', 2);
  toPhase(s, P_SM);
  s[G_CURSOR] = 0;
  smStep(c, s); // the phase's allowances
  decide(s, A.D_SM, USA);
  let k = 0;
  for (;;) {
    const rail = legalOp(s, A.OP_SM_FROM, from).filter((a) => A.yOf(a) === A.SM_RAIL);
    if (rail.length === 0) break;
    act(s, A.OP_SM_FROM, from, A.SM_RAIL);
    act(s, A.OP_SM_TO, A.xOf(legalOp(s, A.OP_SM_TO)[0]!));
    k++;
    while (s[G_DEC] === A.D_SM_TO) act(s, A.OP_DONE); // no further leg (15.1)
    if (s[G_DEC] !== A.D_SM) break;
  }
  expect(sp(c, s, from, USA)).toBe(8 - k);
  expect(legal(s).length).toBeGreaterThan(0);
  return k;
}

describe('22.1 Political restrictions on Strategic Movement', () => {
  it('W55 22.1: a stack with a 3-star and two 2-stars (7 stars) and 8 SP may send only 1 SP', () => {
    expect(railedOut({ 'r22.1-political-sm': true })).toBe(1);
  });

  it('15.6: without the option the Generals only keep 1 SP with them', () => {
    expect(railedOut({})).toBe(7);
  });
});

describe('15.1 Strategic Movement in general', () => {
  it('W53 15.1: one Union SP rails to a port, sails to New Orleans, goes up the Mississippi to Vicksburg and rails to Jackson: 1 ocean, 1 river, 2 rail', () => {
    const s = blank({ turn: 9 });
    for (const p of ['New Orleans', 'Forts St. Philip/Jackson', 'Vicksburg', 'Jackson MS']) {
      put(s, p, USA, 1);
      mark(s, p, USA);
    }
    const from = put(s, 'Columbus', USA, 1);
    openSm(s);
    const left = (): number[] => [0, 1, 2].map((k) => s[G_SM + USA * 6 + k]!);
    const start = left();
    const legs: [number, string][] = [
      [A.SM_RAIL, 'Chesapeake Bay'],
      [A.SM_OCEAN, 'New Orleans'],
      [A.SM_RIVER, 'Vicksburg'],
      [A.SM_RAIL, 'Jackson MS'],
    ];
    let at = from;
    for (const [mode, to] of legs) {
      act(s, A.OP_SM_FROM, at, mode);
      act(s, A.OP_SM_TO, node(to));
      at = node(to);
    }
    while (s[G_DEC] === A.D_SM_TO) act(s, A.OP_DONE);
    expect(sp(c, s, from, USA)).toBe(0);
    expect(sp(c, s, node('Jackson MS'), USA)).toBe(2);
    // it passed through: nothing stays behind where a leg ended
    for (const p of ['Chesapeake Bay', 'New Orleans', 'Vicksburg'])
      expect(sp(c, s, node(p), USA)).toBe(p === 'Chesapeake Bay' ? 0 : 1);
    // 5.1.2: the SP that arrived counts as moved; the SPs it passed did not move
    for (const p of ['New Orleans', 'Vicksburg']) expect(spMoved(c, s, node(p), USA)).toBe(0);
    expect(spMoved(c, s, node('Jackson MS'), USA)).toBe(1);
    const used = left().map((v, k) => start[k]! - v);
    expect(used).toEqual([2, 1, 1]); // rail, river, ocean
    checkInvariants(s);
  });

  it('15.1: after one leg the SP may stop; the next leg never uses the type just used', () => {
    const s = blank({ turn: 9 });
    const from = put(s, 'Columbus', USA, 1);
    openSm(s);
    act(s, A.OP_SM_FROM, from, A.SM_RAIL);
    act(s, A.OP_SM_TO, node('Cairo'));
    expect(s[G_DEC]).toBe(A.D_SM_TO);
    expect(legal(s)).toContain(A.enc(A.OP_DONE));
    expect(legalOp(s, A.OP_SM_FROM).map(A.yOf)).not.toContain(A.SM_RAIL);
    expect(legalOp(s, A.OP_SM_FROM).map(A.yOf)).toContain(A.SM_RIVER);
    expect(legalOp(s, A.OP_SM_FROM).map(A.yOf)).not.toContain(A.SM_OCEAN); // 15.4: Cairo is no ocean port
    act(s, A.OP_DONE);
    expect(sp(c, s, node('Cairo'), USA)).toBe(1);
    expect(s[G_DEC]).toBe(A.D_SM);
  });
});

describe('15.2-15.5 the allowances of a Strategic Movement Phase', () => {
  /** The six allowances of side (rail, river, ocean, road East, West, Trans-Mississippi) set at the phase's start. */
  function allowances(turn: number, side: number): number[] {
    const s = blank({ turn });
    toPhase(s, P_SM);
    s[G_CURSOR] = 0;
    expect(smStep(c, s)).toBe(false);
    return [0, 1, 2, 3, 4, 5].map((k) => s[G_SM + side * 6 + k]!);
  }

  it('15.2-15.5: the Union rails 12 SPs, 3 by river, 3 by ocean, 1 by road in each theater; the Confederate 7, 1, none, 1', () => {
    expect(allowances(9, USA)).toEqual([12, 3, 3, 1, 1, 1]);
    expect(allowances(9, CSA)).toEqual([7, 1, 0, 1, 1, 1]);
    expect(allowances(4, USA)).toEqual([12, 3, 3, 1, 1, 1]);
  });

  it('S1.3: Naval Ramp-Up: river and ocean 1 SP each on Turn 2, 2 on Turn 3; rail and road in full', () => {
    expect(allowances(2, USA)).toEqual([12, 1, 1, 1, 1, 1]);
    expect(allowances(3, USA)).toEqual([12, 2, 2, 1, 1, 1]);
    expect(allowances(2, CSA)).toEqual([7, 1, 0, 1, 1, 1]);
  });

  it('3.2: the Union moves first, then the Confederate; a side with nothing to move is passed over', () => {
    for (const union of [true, false]) {
      const s = blank({ turn: 9 });
      if (union) put(s, 'Columbus', USA, 1);
      put(s, 'Richmond', CSA, 2);
      toPhase(s, P_SM);
      clearDecision(s);
      s[G_CURSOR] = 0;
      smStep(c, s);
      expect(smStep(c, s)).toBe(false);
      expect(s[G_DEC]).toBe(union ? A.D_SM : A.D_NONE);
      if (union) {
        expect(s[G_DECSIDE]).toBe(USA);
        act(s, A.OP_DONE); // the game's flow goes on to the Confederate
      } else expect(smStep(c, s)).toBe(false);
      expect([s[G_DEC], s[G_DECSIDE]]).toEqual([A.D_SM, CSA]);
      expect(s[G_PHASE]).toBe(P_SM);
      act(s, A.OP_DONE);
      expect(s[G_PHASE]).not.toBe(P_SM);
    }
  });
});

describe('15.5-15.6 where a Strategic Move may go', () => {
  /** The D_SM_TO destinations of one SP of Columbus's `k` moving by `mode` after `setup` (Turn 9, the Union's turn). */
  function ends(mode: number, setup: (s: S) => void = () => {}, k = 1): { s: S; to: number[] } {
    const s = blank({ turn: 9 });
    const from = put(s, 'Columbus', USA, k);
    setup(s);
    openSm(s);
    act(s, A.OP_SM_FROM, from, mode);
    return { s, to: legalOp(s, A.OP_SM_TO).map(A.xOf) };
  }

  it('15.6: not to an empty railroad hex (1332), but to one with a friendly General or Fort; never onto enemy SPs', () => {
    const h = node(1332);
    expect(ends(A.SM_RAIL).to).not.toContain(h);
    expect(ends(A.SM_RAIL, (s) => put(s, 1332, USA, 0, ['sherman'])).to).toContain(h);
    expect(ends(A.SM_RAIL, (s) => fort(s, 1332, USA, 1)).to).toContain(h);
    expect(ends(A.SM_RAIL).to).toContain(node('Zanesville'));
    expect(ends(A.SM_RAIL, (s) => put(s, 'Zanesville', CSA, 1)).to).not.toContain(node('Zanesville'));
  });

  it('15.5: by road 1 SP in each theater, within the theater (Columbus is in the West): Louisville, not Wheeling', () => {
    const { s, to } = ends(A.SM_ROAD + 1, () => {}, 2);
    expect(to).toContain(node('Louisville'));
    expect(to).not.toContain(node('Wheeling')); // the East: by rail only
    expect(to).not.toContain(node('Columbus')); // not where it stands
    act(s, A.OP_SM_TO, node('Louisville'));
    while (s[G_DEC] === A.D_SM_TO) act(s, A.OP_DONE);
    expect(legalOp(s, A.OP_SM_FROM, node('Columbus')).map(A.yOf)).toEqual([A.SM_RAIL]);
  });
});

describe('15.3 Strategic River Movement', () => {
  it('15.3: a river move ends outside enemy land ZOI: not to Steubenville with a Confederate SP next to it (1238); by rail it may', () => {
    const ends = (mode: number): number[] => {
      const s = blank({ turn: 9 });
      const from = put(s, 'Cairo', USA, 2);
      put(s, 1238, CSA, 1);
      openSm(s);
      act(s, A.OP_SM_FROM, from, mode);
      return legalOp(s, A.OP_SM_TO).map(A.xOf);
    };
    expect(ends(A.SM_RIVER)).not.toContain(node('Steubenville'));
    expect(ends(A.SM_RIVER)).toContain(node('Pittsburgh'));
    expect(ends(A.SM_RAIL)).toContain(node('Steubenville'));
  });

  it('15.3: the Union moves 3 SPs by river in a phase (Cairo to Paducah), then no more; rail is still open', () => {
    const s = blank({ turn: 9 });
    const from = put(s, 'Cairo', USA, 4);
    openSm(s);
    for (let i = 0; i < 3; i++) {
      act(s, A.OP_SM_FROM, from, A.SM_RIVER);
      act(s, A.OP_SM_TO, node('Paducah'));
      while (s[G_DEC] === A.D_SM_TO) act(s, A.OP_DONE);
    }
    expect(sp(c, s, node('Paducah'), USA)).toBe(3);
    expect(s[G_SM + USA * 6 + 1]).toBe(0);
    const modes = legalOp(s, A.OP_SM_FROM, from).map(A.yOf);
    expect(modes).not.toContain(A.SM_RIVER);
    expect(modes).toContain(A.SM_RAIL);
  });
});

describe('15.2, 15.5 the Confederate allowances; the Union north edge', () => {
  const allowance = (s: S, side: number): number[] => [0, 1, 2, 3, 4, 5].map((k) => s[G_SM + side * 6 + k]!);

  it("15.2, 15.5: a Confederate SP rails from Richmond (7, then 6), another goes by road in the East (1, then 0); the Union's allowances stay", () => {
    const s = blank({ turn: 9, side: CSA });
    const from = put(s, 'Richmond', CSA, 3);
    toPhase(s, P_SM);
    s[G_CURSOR] = 0;
    smStep(c, s);
    decide(s, A.D_SM, CSA);
    for (const [mode, to] of [
      [A.SM_RAIL, 'Petersburg'],
      [A.SM_ROAD, 'Fredericksburg'],
    ] as const) {
      act(s, A.OP_SM_FROM, from, mode);
      act(s, A.OP_SM_TO, node(to));
      while (s[G_DEC] === A.D_SM_TO) act(s, A.OP_DONE);
    }
    expect(allowance(s, CSA)).toEqual([6, 1, 0, 0, 1, 1]);
    expect(allowance(s, USA)).toEqual([12, 3, 3, 1, 1, 1]);
    expect(legalOp(s, A.OP_SM_FROM, from).map(A.yOf)).toEqual([A.SM_RAIL, A.SM_RIVER]);
  });

  it('15.2: for the Union every railroad that exits the north edge joins the others: from A (2211) by rail to B (2216) on another line, not to C (2213) off both', () => {
    // two railroads down from the north edge (rows 20-22 in Pennsylvania), 2011-2111-2211 and 2016-2116-2216
    const north = mini({
      rows: ['cccccccc', 'cccccccc', 'cccccccc'],
      states: ['PPPPPPPP', 'PPPPPPPP', 'PPPPPPPP'],
      places: [
        { hex: 2011, name: 'N', state: 'PA' },
        { hex: 2016, name: 'M', state: 'PA' },
        { hex: 2211, name: 'A', state: 'PA' },
        { hex: 2216, name: 'B', state: 'PA' },
        { hex: 2213, name: 'C', state: 'PA' },
      ],
      sides: [
        { a: 2011, b: 2111, f: ['rail'] },
        { a: 2111, b: 2211, f: ['rail'] },
        { a: 2016, b: 2116, f: ['rail'] },
        { a: 2116, b: 2216, f: ['rail'] },
        { a: 2212, b: 2213, f: ['rail'] }, // C's railroad, next to A's but not joined to it
      ],
    });
    const s = blank({ content: north, turn: 9 });
    const from = put(s, 2211, USA, 2, [], north);
    toPhase(s, P_SM);
    s[G_CURSOR] = 0;
    smStep(north, s);
    decide(s, A.D_SM, USA);
    act(s, A.OP_SM_FROM, from, A.SM_RAIL);
    expect(
      legalOp(s, A.OP_SM_TO)
        .map(A.xOf)
        .sort((x, y) => x - y),
    ).toEqual([2011, 2016, 2216].map((h) => node(h, north)).sort((x, y) => x - y));
    // C's railroad has no other end: no Strategic Rail Movement from C
    put(s, 2213, USA, 1, [], north);
    act(s, A.OP_SM_TO, node(2216, north));
    while (s[G_DEC] === A.D_SM_TO) act(s, A.OP_DONE);
    expect(legalOp(s, A.OP_SM_FROM, node(2213, north)).map(A.yOf)).not.toContain(A.SM_RAIL);
  });
});

describe('15.3-15.4 Strategic River and Ocean Movement', () => {
  it('10.3 stacking: an SP moves by river to a friendly Coastal Fort holding 2 SPs, not to one holding 3', () => {
    const to = (held: number): number[] => {
      const s = blank({ turn: 9 });
      put(s, 'Fort Monroe', USA, held);
      mark(s, 'Fort Monroe', USA);
      const from = put(s, 'Chesapeake Bay', USA, 1);
      openSm(s);
      act(s, A.OP_SM_FROM, from, A.SM_RIVER);
      return legalOp(s, A.OP_SM_TO).map(A.xOf);
    };
    expect(to(2)).toContain(node('Fort Monroe'));
    expect(to(3)).not.toContain(node('Fort Monroe'));
  });

  it('15.4: only from an ocean port: Baltimore (a river port on the Chesapeake) moves by rail, river and road, not by ocean', () => {
    const s = blank({ turn: 9 });
    const from = put(s, 'Baltimore', USA, 2);
    openSm(s);
    expect(legalOp(s, A.OP_SM_FROM, from).map(A.yOf)).toEqual([A.SM_RAIL, A.SM_RIVER, A.SM_ROAD]);
  });
});

/** Open side's Strategic Movement segment (Turn 9's allowances) on the position. */
function openSm(s: S, cc = c, side = USA): void {
  toPhase(s, P_SM);
  s[G_CURSOR] = 0;
  smStep(cc, s);
  decide(s, A.D_SM, side);
}

/** The D_SM_TO destinations of one of side's 2 SPs at `from` moving by mode (Turn 9), after `setup`. */
function smEnds(
  side: number,
  from: string | number,
  mode: number,
  setup: (s: S) => void = () => {},
): number[] {
  const s = blank({ turn: 9, side });
  const at = put(s, from, side, 2);
  setup(s);
  openSm(s, c, side);
  act(s, A.OP_SM_FROM, at, mode);
  return legalOp(s, A.OP_SM_TO).map(A.xOf);
}

describe('15.3 a river move embarks or debarks at a port', () => {
  it('15.3: on a small river whose only port (P) lies in enemy ZOI no SP moves by river, though a General stands up it (1912); on the full map from 2214 (no port) by river to St. Louis, not to 2215 (a Union General, no port), and by road (15.5) to 2114 (a General, no port)', () => {
    const small = riverCoast();
    const s0 = blank({ content: small, turn: 9 });
    mark(s0, 'P', USA, small);
    const at = put(s0, 2011, USA, 2, [], small);
    put(s0, 1912, USA, 0, ['sherman'], small); // a legal end up the river (15.6), but no port
    put(s0, 2113, CSA, 1, [], small); // its ZOI covers P
    openSm(s0, small);
    expect(legalOp(s0, A.OP_SM_FROM, at).map(A.yOf)).toEqual([A.SM_ROAD]);

    const generals = (s: S): void => {
      mark(s, 2214, USA);
      put(s, 2215, USA, 0, ['sherman']);
      put(s, 2114, USA, 0, ['grant']);
    };
    const river = smEnds(USA, 2214, A.SM_RIVER, generals);
    expect(river).toContain(node('St. Louis'));
    expect(river).not.toContain(node(2215));
    expect(smEnds(USA, 2214, A.SM_ROAD + 2, generals)).toContain(node(2114));
  });
});

describe('15.1 one Strategic Move for each SP', () => {
  it('15.1: one SP of two rails from Columbus to Zanesville, the other stays unmoved; the last goes by road to Louisville: with no further leg its move ends, and with nothing left to move the segment ends', () => {
    const s = blank({ turn: 9 });
    const from = put(s, 'Columbus', USA, 2);
    openSm(s);
    act(s, A.OP_SM_FROM, from, A.SM_RAIL);
    act(s, A.OP_SM_TO, node('Zanesville'));
    expect(s[G_DEC]).toBe(A.D_SM_TO); // a further leg (by road) is open
    expect([sp(c, s, from, USA), spMoved(c, s, from, USA)]).toEqual([1, 0]);
    expect(sp(c, s, node('Zanesville'), USA)).toBe(1);
    act(s, A.OP_DONE);
    for (const k of [0, 1, 2]) s[G_SM + USA * 6 + k] = 0; // rail, river and ocean used up
    act(s, A.OP_SM_FROM, from, A.SM_ROAD + 1);
    act(s, A.OP_SM_TO, node('Louisville'));
    expect(sp(c, s, node('Louisville'), USA)).toBe(1);
    expect([A.D_SM, A.D_SM_TO]).not.toContain(s[G_DEC]);
  });
});

describe('15.2-15.6 the start of the phase; the ZOI at the end of a water move', () => {
  it('15.2-15.5: the start of the Strategic Movement Phase sets the allowances of both sides and nothing else', () => {
    const s = blank({ turn: 9 });
    s[G_CURSOR] = 0;
    const before = Array.from(s);
    smStep(c, s);
    const changed = before.flatMap((v, i) => (s[i] === v ? [] : [i]));
    expect(changed.filter((i) => i !== G_CURSOR && (i < G_SM || i >= G_SM + 12))).toEqual([]);
  });

  it('15.3, 15.4: a water move ends outside enemy land ZOI: the Union not by ocean to Georgetown with a Confederate SP next to it (3542); the Confederate not by river to Dover with a Union SP next to it (2720)', () => {
    const ports = (s: S): void => {
      for (const p of ['Hampton', 'Fort Monroe', 'Georgetown']) mark(s, p, USA);
    };
    expect(smEnds(USA, 'Hampton', A.SM_OCEAN, ports)).toContain(node('Georgetown'));
    const zoi = (s: S): void => {
      ports(s);
      put(s, 3542, CSA, 1);
    };
    expect(smEnds(USA, 'Hampton', A.SM_OCEAN, zoi)).not.toContain(node('Georgetown'));
    expect(smEnds(CSA, 'Nashville', A.SM_RIVER)).toContain(node('Dover'));
    expect(smEnds(CSA, 'Nashville', A.SM_RIVER, (s) => put(s, 2720, USA, 1))).not.toContain(node('Dover'));
  });
});

describe('15.6 a Strategic Move needs an end', () => {
  it('15.6: a stack whose only friendly place, General or Fort in reach is its own hex is offered no Strategic Move (a small map)', () => {
    const small = riverCoast();
    const s = blank({ content: small, turn: 9 });
    const at = put(s, 2011, USA, 2, ['grant'], small);
    openSm(s, small);
    expect(legalOp(s, A.OP_SM_FROM, at)).toEqual([]);
  });

  it('15.6: never onto enemy SPs by water: the Union not by river to Paducah with a Confederate SP in it; the Confederate not by river to Dover with a Union SP in it', () => {
    expect(smEnds(USA, 'Cairo', A.SM_RIVER)).toContain(node('Paducah'));
    expect(smEnds(USA, 'Cairo', A.SM_RIVER, (s) => put(s, 'Paducah', CSA, 1))).not.toContain(node('Paducah'));
    expect(smEnds(CSA, 'Nashville', A.SM_RIVER)).toContain(node('Dover'));
    expect(smEnds(CSA, 'Nashville', A.SM_RIVER, (s) => put(s, 'Dover', USA, 1))).not.toContain(node('Dover'));
  });
});
