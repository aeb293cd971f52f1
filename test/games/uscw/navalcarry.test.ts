/**
 * 21.7.2 Carrying SPs with Naval Units (Advanced game), with 21.7.3, 21.7.4 and 21.13's bar on
 * carried SPs Running the Guns (W71), on a small map and on the provisional map.
 *
 * The small map (navalrun.test.ts's): rows 19-21 land, row 22 the Atlantic. A navigable river R runs
 * down the hexsides D = 1911|2011, C = 1912|2011, B = 2011|2012, A = 2012|2112 into the sea at P
 * (2112), a River port; Q (1911) is a River port up the river. All in Virginia (a Southern state).
 */
import { describe, expect, it } from 'vitest';
import { C_FLOT, U_OCEAN, U_RIVER, addNf, nf } from '../../../src/games/uscw/navalunits.js';
import { G_AP, G_FREENAV, G_OCEAN } from '../../../src/games/uscw/layout.js';
import { CARD_ANY, CARD_NAVAL, hand, sp } from '../../../src/games/uscw/state.js';
import { navalTargets } from '../../../src/games/uscw/transport.js';
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
  dice,
  fort,
  legalOp,
  navYs,
  mark,
  mini,
  node,
  put,
  riverCoast,
  type S,
} from './fixture.js';

const river = riverCoast();

/** Union River NSPs and SPs in P (Union-held), CSA forts at `forts`, the Union to move with `ap` AP. */
function position(
  o: {
    ships?: number;
    sps?: number;
    forts?: number[];
    ap?: number;
    q?: number;
    options?: Record<string, boolean>;
  } = {},
): S {
  const s = blank({ content: river, options: { ...ADV, ...o.options }, ap: o.ap ?? 2 });
  for (const h of o.forts ?? []) fort(s, h, CSA, 1, river);
  mark(s, 'P', USA, river);
  if (o.q !== undefined) mark(s, 'Q', o.q, river);
  addNf(river, s, node('P', river), USA, U_RIVER, o.ships ?? 2);
  put(s, 'P', USA, o.sps ?? 3, [], river);
  return s;
}
const P = (): number => node('P', river);
const Q = (): number => node('Q', river);
/** The OP_NAVDEST y values offered to `to` (k << 1 | the +2 card). */
function offers(s: S, to: number): number[] {
  act(s, A.OP_NAVMOVE, P(), 1);
  return navYs(s, to);
}

describe('21.7.2 Carrying SPs with Naval Units (small map)', () => {
  it('21.7.2: ships carry up to the transport capacity (3 SPs on Turn 5) from their port', () => {
    const s = position({ q: USA, sps: 4 });
    expect(offers(s, Q())).toEqual([0, 2, 4, 6]);
  });

  it('21.7.2: 1 AP a stack for a River Transport, never the free naval action', () => {
    const s = position({ q: USA });
    act(s, A.OP_NAVMOVE, P(), 1);
    act(s, A.OP_NAVDEST, Q(), 3 << 1);
    expect(nf(river, s, Q(), USA, U_RIVER)).toBe(2);
    expect(sp(river, s, Q(), USA)).toBe(3);
    expect(sp(river, s, P(), USA)).toBe(0);
    expect(s[G_AP]).toBe(1);
    // the free naval action is still unused (21.1)
    expect(s[G_FREENAV]! & (1 << USA)).toBe(0);
    checkInvariants(s);
  });

  it('21.7.2: without an Action Point or a Naval/Any card nothing is carried; a Naval card pays', () => {
    const s = position({ q: USA, ap: 0 });
    expect(offers(s, Q())).toEqual([0]);
    const t = position({ q: USA, ap: 0 });
    cards(t, USA, CARD_NAVAL, 1);
    expect(offers(t, Q())).toEqual([0, 2, 4, 6]);
  });

  it('21.7.2: ships away from a friendly port carry nothing (the SPs start in the same port)', () => {
    const s = blank({ content: river, options: ADV, ap: 2 });
    mark(s, 'Q', USA, river);
    const h = node(2012, river);
    addNf(river, s, h, USA, U_RIVER, 2);
    put(s, 2012, USA, 3, [], river);
    act(s, A.OP_NAVMOVE, h, 1);
    expect(navYs(s, Q())).toEqual([0]);
  });

  it('21.13, W71: carried SPs never Run the Guns: past the fort the ships sail alone', () => {
    const s = position({ forts: [2012], q: USA });
    // the ships alone may run the guns to Q; no SP goes with them
    expect(offers(s, Q())).toEqual([0]);
    // into the fort's own hex: a Naval Battle, then an Amphibious Assault (21.7.3)
    const t = position({ forts: [2012], q: USA });
    expect(offers(t, node(2012, river))).toEqual([0, 2, 4, 6]);
    // 21.12 BATTLES: with a Naval card left after paying, each also with the attacker's +2 (odd y)
    const u = position({ forts: [2012], q: USA });
    cards(u, USA, CARD_NAVAL, 1);
    expect(offers(u, node(2012, river))).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('21.13: nor past a port that blocks Naval Control (a CSA port on a Type 1 river), even vacant', () => {
    const mid = mini({
      firstRow: 19,
      rows: ['cccccc', 'cccccc', 'cccccc', '~~~~~~'],
      places: [
        { hex: 2112, name: 'P', state: 'VA', port: 'river' },
        { hex: 1911, name: 'Q', state: 'VA', port: 'river' },
        { hex: 2012, name: 'M', state: 'VA', port: 'river' },
      ],
      sides: [
        { a: 1911, b: 2011, f: ['nav'], river: 'R' },
        { a: 1912, b: 2011, f: ['nav'], river: 'R' },
        { a: 2011, b: 2012, f: ['nav'], river: 'R' },
        { a: 2012, b: 2112, f: ['nav'], river: 'R' },
      ],
    });
    const at = (w: string): number => node(w, mid);
    const ys = (s: S, to: string): number[] => {
      act(s, A.OP_NAVMOVE, at('P'), 1);
      return navYs(s, at(to));
    };
    const make = (m: number): S => {
      const s = blank({ content: mid, options: ADV, ap: 2 });
      mark(s, 'P', USA, mid);
      mark(s, 'Q', USA, mid);
      mark(s, 'M', m, mid);
      addNf(mid, s, at('P'), USA, U_RIVER, 2);
      put(s, 'P', USA, 1, [], mid);
      return s;
    };
    // the CSA port M blocks Union Naval Control of the river beside it: the ships sail past (no NSP
    // fires), the SPs may not; M itself may be assaulted
    expect(ys(make(CSA), 'Q')).toEqual([0]);
    expect(ys(make(CSA), 'M')).toEqual([0, 2]);
    // a Union-held M: the SPs go up to Q
    expect(ys(make(USA), 'Q')).toEqual([0, 2]);
  });
});

describe('21.7.3, 21.7.4 the landing (small map)', () => {
  it('21.7.3: against enemy NSPs the SPs land only after the ships win the Naval Battle', () => {
    const s = position({ q: CSA, sps: 1 });
    addNf(river, s, Q(), CSA, C_FLOT, 1);
    // the flotilla's interception on the way: 1 + 1 fails; the battle at Q: the Union's 2 NSP roll 6,
    // the flotilla 1: the Union wins, the flotilla retreats or is lost; the SP lands (an assault on a
    // vacant enemy port: no battle)
    dice(s, 1, 1, 6, 1);
    act(s, A.OP_NAVMOVE, P(), 1);
    act(s, A.OP_NAVDEST, Q(), 1 << 1);
    expect(nf(river, s, Q(), CSA, C_FLOT)).toBe(0);
    expect(sp(river, s, Q(), USA)).toBe(1);
    expect(sp(river, s, P(), USA)).toBe(0);
    checkInvariants(s);
  });

  it('21.7.3: beaten at sea, the ships sail back and the SPs never leave port', () => {
    const s = position({ q: CSA, sps: 1 });
    addNf(river, s, Q(), CSA, C_FLOT, 1);
    // interception fails (1 + 1); the Union rolls 1, the flotilla 6: the Union is beaten
    dice(s, 1, 1, 1, 6);
    act(s, A.OP_NAVMOVE, P(), 1);
    act(s, A.OP_NAVDEST, Q(), 1 << 1);
    expect(sp(river, s, P(), USA)).toBe(1);
    expect(sp(river, s, Q(), USA)).toBe(0);
    expect(nf(river, s, Q(), USA, U_RIVER)).toBe(0);
    checkInvariants(s);
  });

  it('21.7.4: a failed assault: the ships sail back to the port with the surviving SPs', () => {
    const s = position({ q: CSA, sps: 1 });
    put(s, 'Q', CSA, 3, [], river);
    // the land battle: the Union's 1 SP rolls 1, the CSA's 3 SP roll 6
    dice(s, 1, 6, 6, 6);
    act(s, A.OP_NAVMOVE, P(), 1);
    act(s, A.OP_NAVDEST, Q(), 1 << 1);
    while (legalOp(s, A.OP_FIGHT).length > 0) act(s, A.OP_FIGHT);
    expect(sp(river, s, Q(), CSA)).toBeGreaterThan(0);
    expect(sp(river, s, Q(), USA)).toBe(0);
    expect(nf(river, s, Q(), USA, U_RIVER)).toBe(0);
    expect(nf(river, s, P(), USA, U_RIVER)).toBe(2);
    checkInvariants(s);
  });
});

describe('21.7.2 Ocean Transport with Oceangoing NSPs (provisional map)', () => {
  it('21.7.2: by the open sea it costs 1 AP a SP and counts against the 3 SPs of Ocean Transport', () => {
    const s = blank({ scenario: '1862', turn: 5, options: ADV, ap: 3 });
    for (const p of ['Ship Island', 'Galveston']) mark(s, p, USA);
    addNf(c, s, node('Ship Island'), USA, U_OCEAN, 1);
    put(s, 'Ship Island', USA, 3);
    act(s, A.OP_NAVMOVE, node('Ship Island'), 2);
    const ys = navYs(s, node('Galveston'));
    expect(ys).toEqual(expect.arrayContaining([0, 2, 4, 6]));
    act(s, A.OP_NAVDEST, node('Galveston'), 2 << 1);
    expect(sp(c, s, node('Galveston'), USA)).toBe(2);
    expect(s[G_AP]).toBe(1);
    expect(s[G_OCEAN]).toBe(2);
    checkInvariants(s);
    // 20.3.5: with 2 SPs already at sea this phase, one more at most
    const t = blank({ scenario: '1862', turn: 5, options: ADV, ap: 3 });
    for (const p of ['Ship Island', 'Galveston']) mark(t, p, USA);
    addNf(c, t, node('Ship Island'), USA, U_OCEAN, 1);
    put(t, 'Ship Island', USA, 3);
    t[G_OCEAN] = 2;
    act(t, A.OP_NAVMOVE, node('Ship Island'), 2);
    expect(legalOp(t, A.OP_NAVDEST, node('Galveston')).map((a) => A.yOf(a))).toEqual([0, 2]);
  });
});

describe('read-21.7.2-csa-card', () => {
  /**
   * A CSA flotilla and 1 SP at Q (CSA-held), a vacant Union-held P below: the CSA to move; the coast in
   * the West (in the East it lies north of Hampton, where 20.3.4 bars CSA transport).
   */
  const west = riverCoast([], 'W');
  function csa(reading: boolean, any: number, p = USA): S {
    const s = blank({
      content: west,
      options: { ...ADV, 'read-21.7.2-csa-card': reading },
      ap: 2,
      side: CSA,
    });
    mark(s, 'Q', CSA, west);
    mark(s, 'P', p, west);
    addNf(river, s, node('Q', west), CSA, C_FLOT, 1);
    put(s, 'Q', CSA, 1, [], west);
    cards(s, CSA, CARD_ANY, any);
    act(s, A.OP_NAVMOVE, node('Q', west), 1);
    return s;
  }
  const ys = (s: S): number[] => navYs(s, node('P', west));

  it('21.7.1 (default): the naval activation suffices for a CSA assault by carried SPs (capacity 1)', () => {
    const s = csa(false, 0);
    expect(ys(s)).toEqual([0, 2]);
    act(s, A.OP_NAVDEST, node('P', west), 1 << 1);
    expect(sp(river, s, node('P', west), CSA)).toBe(1);
    expect(s[G_AP]).toBe(1);
  });

  it('20.5.6 (reading on): the assault also needs an Any card, spent with it', () => {
    expect(ys(csa(true, 0))).toEqual([0]);
    const s = csa(true, 1);
    expect(ys(s)).toEqual([0, 2]);
    act(s, A.OP_NAVDEST, node('P', west), 1 << 1);
    expect(sp(river, s, node('P', west), CSA)).toBe(1);
    expect(hand(s, CSA, CARD_ANY)).toBe(0);
    expect(s[G_AP]).toBe(1);
  });

  it('20.5.6 (reading on): only an assault needs the Any card: a CSA move to a friendly port does not', () => {
    expect(ys(csa(true, 0, CSA))).toEqual([0, 2]);
  });

  it('20.5.6 (reading on): the card is a Confederate price only: a Union transport, assault or not, needs none', () => {
    const s = position({ q: CSA, options: { 'read-21.7.2-csa-card': true } });
    expect(offers(s, Q())).toEqual([0, 2, 4, 6]);
    const t = position({ q: USA, options: { 'read-21.7.2-csa-card': true } });
    expect(offers(t, Q())).toEqual([0, 2, 4, 6]);
  });
});

describe('7.7 a Cautious General carried by Naval Units', () => {
  /** McClellan (Cautious) with 2 SPs and the River NSPs at P, 2 AP; Q held by `q`; all carried to Q. */
  function carried(q: number): S {
    const s = position({ q, sps: 2 });
    put(s, 'P', USA, 0, ['mcclellan'], river);
    act(s, A.OP_NAVMOVE, P(), 1);
    act(s, A.OP_NAVDEST, Q(), 2 << 1);
    return s;
  }

  it('7.7: carried into an enemy place (an Amphibious Assault) under McClellan the River Transport costs 2 AP, to a friendly place 1', () => {
    const assault = carried(CSA);
    expect([sp(river, assault, Q(), USA), assault[G_AP]]).toEqual([2, 0]);
    const friendly = carried(USA);
    expect([sp(river, friendly, Q(), USA), friendly[G_AP]]).toEqual([2, 1]);
  });
});

describe('Map Notes, Fort Gadsden, Advanced (W71), on a small map', () => {
  // the navalrun map renamed: Apalachicola (2112) an Ocean port on the coast, Fort Gadsden a CSA fort at
  // 2012 beside the river's hexsides A and B, Chattahoochee (1911) a River port up the river
  const fl = mini({
    firstRow: 19,
    rows: ['cccccc', 'cccccc', 'cccccc', '~~~~~~'],
    places: [
      { hex: 2112, name: 'Apalachicola', state: 'VA', port: 'ocean' },
      { hex: 1911, name: 'Chattahoochee', state: 'VA', port: 'river' },
    ],
    sides: [
      { a: 1911, b: 2011, f: ['nav'], river: 'R' },
      { a: 1912, b: 2011, f: ['nav'], river: 'R' },
      { a: 2011, b: 2012, f: ['nav'], river: 'R' },
      { a: 2012, b: 2112, f: ['nav'], river: 'R' },
    ],
  });
  const at = (w: string | number): number => node(w, fl);
  /** A Union force of 3 SPs in Apalachicola (Union-held), Chattahoochee CSA-held; Fort Gadsden or not. */
  function florida(gadsden: boolean, ships = 0): S {
    const s = blank({ content: fl, options: ADV, ap: 3 });
    mark(s, 'Apalachicola', USA, fl);
    mark(s, 'Chattahoochee', CSA, fl);
    if (gadsden) fort(s, 2012, CSA, 1, fl);
    put(s, 'Apalachicola', USA, 3, [], fl);
    if (ships > 0) addNf(fl, s, at('Apalachicola'), USA, U_RIVER, ships);
    return s;
  }
  const landings = (s: S): number[] => {
    const out: number[] = [];
    navalTargets(fl, s, USA, at('Apalachicola'), (v) => void out.push(v));
    return out;
  };

  it('W71 21.11: Gunboats from Apalachicola reach Chattahoochee only once Fort Gadsden is gone', () => {
    expect(landings(florida(true))).not.toContain(at('Chattahoochee'));
    // the fort itself may be assaulted, the Gunboats fighting it first (21.7.3, 21.11)
    expect(landings(florida(true))).toContain(at(2012));
    expect(landings(florida(false))).toContain(at('Chattahoochee'));
  });

  it('W71 21.11: nor while enemy NSPs remain on the river (a flotilla at 2011)', () => {
    const s = florida(false);
    addNf(fl, s, at(2011), CSA, C_FLOT, 1);
    expect(landings(s)).not.toContain(at('Chattahoochee'));
  });

  it('W71 21.13: SPs carried by Naval Units never Run the Guns past Fort Gadsden; with the fort gone they go up', () => {
    const ys = (s: S): number[] => {
      act(s, A.OP_NAVMOVE, at('Apalachicola'), 1);
      return navYs(s, at('Chattahoochee'));
    };
    expect(ys(florida(true, 2))).toEqual([0]);
    expect(ys(florida(false, 2))).toEqual([0, 2, 4, 6]);
  });
});
