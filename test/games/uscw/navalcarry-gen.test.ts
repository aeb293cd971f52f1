/**
 * 21.7.2 Carrying with Naval Units (Advanced game): a General carried without SPs (with 7.5.3 and 7.6),
 * and 20.3.4's bar on Confederate transport north of Hampton applied to SPs carried by Naval Units
 * (20.5.5, extended to them by 21.11).
 *
 * The small map is fixture.ts's riverCoast: P (2112) a River port on the sea, Q (1911) a River port up
 * the river R. In the East its whole coast lies north of Hampton; riverCoast([], 'W') is the same coast
 * in the West.
 */
import { describe, expect, it } from 'vitest';
import { CH_TURN } from '../../../src/core/header.js';
import { C_FLOT, U_OCEAN, U_RIVER, addNf, nf } from '../../../src/games/uscw/navalunits.js';
import { Y_GEN } from '../../../src/games/uscw/navalcarry.js';
import { G_AP, G_FREENAV, G_OCEAN, GW_MOVED } from '../../../src/games/uscw/layout.js';
import { CARD_NAVAL, genFlag, genLoc, hand, setGenFlag, sp } from '../../../src/games/uscw/state.js';
import {
  ADV,
  A,
  CSA,
  USA,
  act,
  blank,
  c,
  cards,
  checkInvariants,
  fort,
  gi,
  legalOp,
  navYs,
  mark,
  node,
  put,
  riverCoast,
  type S,
} from './fixture.js';

const river = riverCoast();
const P = (): number => node('P', river);
const Q = (): number => node('Q', river);
const genY = (id: string): number => Y_GEN | (gi(id, river) << 5);

/** Union River NSPs in P (Union-held) with `sps` SPs and Burnside; Q Union-held with `qsps` SPs. */
function position(o: { sps?: number; qsps?: number; ap?: number; q?: number } = {}): S {
  const s = blank({ content: river, options: ADV, ap: o.ap ?? 2 });
  mark(s, 'P', USA, river);
  mark(s, 'Q', o.q ?? USA, river);
  addNf(river, s, P(), USA, U_RIVER, 2);
  put(s, 'P', USA, o.sps ?? 2, ['burnside'], river);
  if ((o.qsps ?? 1) > 0) put(s, 'Q', o.q ?? USA, o.qsps ?? 1, [], river);
  return s;
}
/** The OP_NAVDEST y values offered to `to` after choosing P's River NSPs. */
function offers(s: S, to: number): number[] {
  act(s, A.OP_NAVMOVE, P(), 1);
  return navYs(s, to);
}

describe('21.7.2 Generals carried without SPs', () => {
  it('21.7.2, 7.5.3: the ships carry a General alone to friendly SPs for 1 AP, not the free action', () => {
    const s = position();
    expect(offers(s, Q())).toEqual([0, 2, 4, genY('burnside')]);
    act(s, A.OP_NAVDEST, Q(), genY('burnside'));
    const g = gi('burnside', river);
    expect(genLoc(river, s, g)).toBe(Q());
    expect(genFlag(river, s, g, GW_MOVED)).toBe(true);
    expect(sp(river, s, P(), USA)).toBe(2);
    expect(sp(river, s, Q(), USA)).toBe(1);
    expect(nf(river, s, Q(), USA, U_RIVER)).toBe(2);
    expect(s[G_AP]).toBe(1);
    expect(s[G_FREENAV]! & (1 << USA)).toBe(0);
    checkInvariants(s);
  });

  it('7.5.3: a General who starts with SPs must end with friendly SPs; never into an enemy place', () => {
    expect(offers(position({ qsps: 0 }), Q())).toEqual([0, 2, 4]);
    // Q the enemy's: the SPs may assault it, the General alone may not land
    expect(offers(position({ q: CSA, qsps: 0 }), Q())).toEqual([0, 2, 4]);
  });

  it('7.6: a General with no SP at the port may end at a friendly Fort (no friendly SPs there)', () => {
    const s = position({ sps: 0, qsps: 0 });
    fort(s, 'Q', USA, 1, river);
    expect(offers(s, Q())).toEqual([0, genY('burnside')]);
    // a CSA SP beside Q: its ZOI does not enter the Union Fort (9.1), the General still may land
    const t = position({ sps: 0, qsps: 0 });
    fort(t, 'Q', USA, 1, river);
    put(t, 1912, CSA, 1, [], river);
    expect(offers(t, Q())).toEqual([0, genY('burnside')]);
    // without the fort there is nowhere to land him
    expect(offers(position({ sps: 0, qsps: 0 }), Q())).toEqual([0]);
    // with SPs at the port (7.5.3) a friendly Fort without SPs is no landing
    const u = position({ qsps: 0 });
    fort(u, 'Q', USA, 1, river);
    expect(offers(u, Q())).toEqual([0, 2, 4]);
  });

  it('7.5.3: never into an enemy place: a friendly Fort with enemy SPs in it is no landing for a General alone', () => {
    const s = position({ sps: 0, qsps: 0 });
    fort(s, 'Q', USA, 1, river);
    put(s, 'Q', CSA, 1, [], river);
    expect(offers(s, Q())).not.toContain(genY('burnside'));
  });

  it('S1.3 Naval Ramp-Up: on Turn 1 there is no Naval Transport at all, not even of a General alone', () => {
    const s = position();
    s[CH_TURN] = 1;
    expect(offers(s, Q())).toEqual([0]);
  });

  it('21.7.2: a General who has moved this phase is not carried', () => {
    const s = position();
    setGenFlag(river, s, gi('burnside', river), GW_MOVED, true);
    expect(offers(s, Q())).toEqual([0, 2, 4]);
  });

  it('21.7.2: with no Action Point a Naval card pays; with neither, the General stays', () => {
    expect(offers(position({ ap: 0 }), Q())).toEqual([0]);
    const s = position({ ap: 0 });
    cards(s, USA, CARD_NAVAL, 1);
    act(s, A.OP_NAVMOVE, P(), 1);
    act(s, A.OP_NAVDEST, Q(), genY('burnside'));
    expect(hand(s, USA, CARD_NAVAL)).toBe(0);
    expect(genLoc(river, s, gi('burnside', river))).toBe(Q());
  });

  it('21.7.2, 7.5.3: by the open sea a General alone costs 1 AP and does not count as Ocean Transport', () => {
    const s = blank({ scenario: '1862', turn: 5, options: ADV, ap: 3 });
    for (const p of ['Ship Island', 'Galveston']) mark(s, p, USA);
    addNf(c, s, node('Ship Island'), USA, U_OCEAN, 1);
    put(s, 'Ship Island', USA, 1, ['butler']);
    put(s, 'Galveston', USA, 1);
    s[G_OCEAN] = 3;
    act(s, A.OP_NAVMOVE, node('Ship Island'), 2);
    const y = Y_GEN | (gi('butler') << 5);
    const ys = navYs(s, node('Galveston'));
    // the 3 SPs of Ocean Transport are spent this phase: no SP may go, the General may
    expect(ys).toEqual([0, y]);
    act(s, A.OP_NAVDEST, node('Galveston'), y);
    expect(genLoc(c, s, gi('butler'))).toBe(node('Galveston'));
    expect(s[G_AP]).toBe(2);
    expect(s[G_OCEAN]).toBe(3);
    checkInvariants(s);
  });
});

describe('20.3.4, 20.5.5 (21.11): no Confederate SPs carried north of Hampton', () => {
  /** A CSA flotilla and 1 SP at Q (CSA-held), P CSA-held: the CSA to move. */
  function csa(theater: 'E' | 'W'): { s: S; p: number } {
    const map = riverCoast([], theater);
    const s = blank({ content: map, options: ADV, ap: 2, side: CSA });
    mark(s, 'Q', CSA, map);
    mark(s, 'P', CSA, map);
    const q = node('Q', map);
    addNf(map, s, q, CSA, C_FLOT, 1);
    put(s, 'Q', CSA, 1, [], map);
    act(s, A.OP_NAVMOVE, q, 1);
    return { s, p: node('P', map) };
  }
  const ys = (o: { s: S; p: number }): number[] => legalOp(o.s, A.OP_NAVDEST, o.p).map((a) => A.yOf(a));

  it('20.3.4: on the east coast north of Hampton the flotilla sails alone', () => {
    expect(ys(csa('E'))).toEqual([0]);
  });

  it('20.3.4: the same coast in the West: it carries its SP', () => {
    expect(ys(csa('W'))).toEqual([0, 2]);
  });
});
