/**
 * The End Phase (19, endphase.ts) on small maps: Control markers for SPs in enemy states (19.1.1),
 * Confederate markers in the North cut off from every CSA SP (19.1.2, 17.2.5), Border states joining
 * the side that holds all their Objective/Resource hexes (19.1.3, 17.1.4-17.1.5), the End Turn Rally
 * (19.2), and the turn that follows.
 */
import { describe, expect, it } from 'vitest';
import { CH_TURN } from '../../../src/core/header.js';
import { NEUTRAL } from '../../../src/games/uscw/control.js';
import { endPhase } from '../../../src/games/uscw/endphase.js';
import { G_BORDER, G_INVADE, G_PHASE } from '../../../src/games/uscw/layout.js';
import { P_TURN } from '../../../src/games/uscw/phase.js';
import { demor, marker, setDemor } from '../../../src/games/uscw/state.js';
import { CSA, USA, blank, fort, mark, mini, node, put, type S } from './fixture.js';

/**
 * Pennsylvania (columns 10-12), Kentucky (13-14), Virginia (15-16), two rows. A (2010) a Union City and
 * Objective and B (2012) an Objective (A is a Union source, 13.3.1); P (2111) a Pennsylvania Town;
 * K1 (2013) and K2 (2114) the Kentucky Objective hexes, KT (2014) and KU (2113) Kentucky Towns; V (2015)
 * a Virginia Town.
 */
const map = mini({
  rows: ['ccccccc', 'ccccccc'],
  states: ['PPPKKVV', 'PPPKKVV'],
  places: [
    { hex: 2010, name: 'A', state: 'PA', city: true, obj: true },
    { hex: 2012, name: 'B', state: 'PA', obj: true },
    { hex: 2111, name: 'P', state: 'PA' },
    { hex: 2013, name: 'K1', state: 'KY', obj: true },
    { hex: 2114, name: 'K2', state: 'KY', obj: true },
    { hex: 2014, name: 'KT', state: 'KY' },
    { hex: 2113, name: 'KU', state: 'KY' },
    { hex: 2015, name: 'V', state: 'VA' },
  ],
});
const at = (where: string | number): number => node(where, map);
/** An empty board on Turn 6 with Kentucky `ky` (USA, CSA or NEUTRAL). */
function board(ky: number = USA): S {
  const s = blank({ content: map, turn: 6 });
  s[G_BORDER + 1] = ky;
  return s;
}

describe('19.1 Control Segment', () => {
  it('19.1.1: SPs in an enemy-state Town or Objective hex receive a Control marker; in their own state, or a clear hex, none', () => {
    const s = board();
    put(s, 'V', USA, 1, [], map);
    put(s, 2016, USA, 1, [], map);
    put(s, 'P', CSA, 1, [], map);
    put(s, 'B', USA, 1, [], map);
    endPhase(map, s);
    expect([marker(map, s, at('V')), marker(map, s, at(2016))]).toEqual([USA, -1]);
    expect([marker(map, s, at('P')), marker(map, s, at('B'))]).toEqual([CSA, -1]);
  });

  it('19.1.2: a Confederate marker in the North with an LOC to a CSA SP stays; cut off by Union SPs, it is removed', () => {
    const s = board();
    mark(s, 'P', CSA, map);
    put(s, 2112, CSA, 1, [], map); // beside P
    endPhase(map, s);
    expect(marker(map, s, at('P'))).toBe(CSA);
    const cut = board();
    mark(cut, 'P', CSA, map);
    endPhase(map, cut); // no CSA SP anywhere
    expect(marker(map, cut, at('P'))).toBe(-1);
  });

  it('19.1.2: only markers in Northern states need the LOC: a CSA marker in Kentucky stays', () => {
    const s = board();
    mark(s, 'K1', CSA, map);
    endPhase(map, s);
    expect(marker(map, s, at('K1'))).toBe(CSA);
  });

  it("19.1.3, 17.1.4: a Border state joins the side holding all its Objective hexes; its own markers there go, the other side's SPs take markers", () => {
    const s = board(NEUTRAL);
    put(s, 'K1', CSA, 1, [], map);
    put(s, 'K2', CSA, 1, [], map);
    mark(s, 'KU', CSA, map);
    put(s, 'KT', USA, 1, [], map);
    endPhase(map, s);
    expect(s[G_BORDER + 1]).toBe(CSA);
    expect([marker(map, s, at('KU')), marker(map, s, at('KT'))]).toEqual([-1, USA]);
  });

  it("19.1.3, 17.1.4: Kentucky joins the Union when the Union holds both Objective hexes: the Union's markers there go, a CSA Fort takes a marker; markers outside Kentucky stay", () => {
    const s = board(NEUTRAL);
    put(s, 'K1', USA, 1, [], map);
    put(s, 'K2', USA, 1, [], map);
    mark(s, 'KU', USA, map);
    fort(s, 'KT', CSA, 1, map);
    mark(s, 'V', USA, map);
    endPhase(map, s);
    expect(s[G_BORDER + 1]).toBe(USA);
    expect([marker(map, s, at('KU')), marker(map, s, at('KT')), marker(map, s, at('V'))]).toEqual([
      -1,
      CSA,
      USA,
    ]);
  });

  it('19.1.3: holding only one of the two Objective hexes changes nothing', () => {
    const s = board(NEUTRAL);
    put(s, 'K1', CSA, 1, [], map);
    endPhase(map, s);
    expect(s[G_BORDER + 1]).toBe(NEUTRAL);
  });
});

describe('19.2 End Turn Rally', () => {
  it('19.2: a Demoralized stack with an LOC to a supply source rallies; an Isolated one does not', () => {
    const s = board();
    const near = put(s, 2011, USA, 1, [], map);
    const far = put(s, 'V', CSA, 1, [], map); // no Confederate source on this map
    setDemor(map, s, near, USA, true);
    setDemor(map, s, far, CSA, true);
    endPhase(map, s);
    expect([demor(map, s, near, USA), demor(map, s, far, CSA)]).toEqual([false, true]);
  });

  it('19.2, 13.3.3: Fortress Supply counts: a Demoralized garrison of a friendly Fort rallies', () => {
    const s = board();
    const n = put(s, 'V', CSA, 1, [], map);
    fort(s, 'V', CSA, 1, map);
    setDemor(map, s, n, CSA, true);
    endPhase(map, s);
    expect(demor(map, s, n, CSA)).toBe(false);
  });
});

describe('3.5 after the End Phase', () => {
  it('3.5: with no victory, the next turn begins', () => {
    const s = blank({ content: map, turn: 2 }); // 0 VP each against a Benchmark of 4: no automatic victory
    endPhase(map, s);
    expect([s[CH_TURN], s[G_PHASE]]).toEqual([3, P_TURN]);
  });
});

describe('19.3.2 Fading Glory', () => {
  /** Turn 2 (Benchmark 4, no automatic victory) with 4 Invasion VP and Kentucky Union. */
  function glory(): S {
    const s = blank({ content: map, turn: 2 });
    s[G_BORDER + 1] = USA;
    s[G_INVADE] = 4;
    return s;
  }

  it('19.3.2: a CSA Control marker left in the North keeps the Invasion VP; one in a Border-state Town does not', () => {
    const north = glory();
    put(north, 'P', CSA, 1, [], map); // 19.1.1 gives P its CSA marker
    endPhase(map, north);
    expect([marker(map, north, at('P')), north[G_INVADE]]).toEqual([CSA, 4]);
    const border = glory();
    mark(border, 'KT', CSA, map); // a Kentucky Town, no Objective or Resource hex
    endPhase(map, border);
    expect([marker(map, border, at('KT')), border[G_INVADE]]).toEqual([CSA, 3]);
  });
});
