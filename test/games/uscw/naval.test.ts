/**
 * Naval Transport (20.3) and Amphibious Assault (20.5): worked examples W59 (River Transport is 1 AP a
 * stack of up to 3 SP, Ocean Transport 1 AP an SP and at most 3 SP an Action Phase), W58 (one
 * transport drops 1 SP in each of three places), W60, W68 (River Control), W69, W70 C and W72
 * (Map Notes, Texas, New Orleans C, North Carolina), on the provisional map.
 */
import { describe, expect, it } from 'vitest';
import { A_SP, G_AP, G_DEC, G_OCEAN } from '../../../src/games/uscw/layout.js';
import { CARD_ANY, CARD_EAST, CARD_NAVAL, sp } from '../../../src/games/uscw/state.js';
import {
  A,
  USA,
  CSA,
  d,
  act,
  blank,
  c,
  can,
  cards,
  checkInvariants,
  entrench,
  fort,
  gi,
  mark,
  legal,
  legalOp,
  node,
  put,
  type S,
} from './fixture.js';

/** Land the chosen transport and end the landed stack's activation. */
function land(s: S, to: number, ocean: number): void {
  act(s, A.OP_NAV_TO, to, ocean);
  while (s[G_DEC] !== A.D_MAIN && legal(s).includes(A.enc(A.OP_STOP))) act(s, A.OP_STOP);
}

describe('20.3 Naval Transport', () => {
  it('W58 20.3.1: one Union transport of 3 SP lands 1 SP in each of three places and picks up none', () => {
    const s = blank({ ap: 1 });
    const [cairo, paducah, evansville, louisville] = ['Cairo', 'Paducah', 'Evansville', 'Louisville'].map(
      (n) => node(n),
    );
    put(s, 'Cairo', USA, 3);
    put(s, 'Evansville', USA, 2); // friendly SPs where it lands are never picked up
    act(s, A.OP_NAVAL, cairo!, 3);
    act(s, A.OP_NAV_TO, paducah!, 0);
    expect(s[G_AP]).toBe(0);
    // landed: stop here with all 3, or drop 1 or 2 and sail on
    expect(legal(s).sort()).toEqual(
      [A.enc(A.OP_STOP), A.enc(A.OP_DROP, paducah!, 1), A.enc(A.OP_DROP, paducah!, 2)].sort(),
    );
    act(s, A.OP_DROP, paducah!, 1);
    expect(legal(s)).toContain(A.enc(A.OP_NAV_TO, evansville!, 0));
    expect(legal(s)).not.toContain(A.enc(A.OP_NAV_TO, evansville!, 1)); // a River Transport stays one
    act(s, A.OP_NAV_TO, evansville!, 0);
    act(s, A.OP_DROP, evansville!, 1);
    expect(s[A_SP]).toBe(1);
    act(s, A.OP_NAV_TO, louisville!, 0);
    // the last SP lands and the action is over; it cost 1 AP in all
    expect(s[G_DEC]).toBe(A.D_MAIN);
    expect([cairo!, paducah!, evansville!, louisville!].map((n) => sp(c, s, n, USA))).toEqual([0, 1, 3, 1]);
    expect(s[G_AP]).toBe(0);
    checkInvariants(s);
  });

  it('W58 20.3.1: a landing in an enemy space is an Assault: the rest of the stack stops there', () => {
    const s = blank({ ap: 1 });
    const [cairo, paducah, memphis] = ['Cairo', 'Paducah', 'Memphis'].map((n) => node(n));
    put(s, 'Cairo', USA, 3);
    expect(d(s).ctrl[memphis!]).toBe(CSA);
    act(s, A.OP_NAVAL, cairo!, 3);
    act(s, A.OP_NAV_TO, paducah!, 0);
    act(s, A.OP_DROP, paducah!, 1);
    act(s, A.OP_NAV_TO, memphis!, 0);
    while (s[G_DEC] === A.D_REACT) act(s, A.OP_R_PASS);
    expect(s[G_DEC]).toBe(A.D_MAIN);
    expect([sp(c, s, paducah!, USA), sp(c, s, memphis!, USA)]).toEqual([1, 2]);
    checkInvariants(s);
  });

  it('W58 20.3.1: no drop-off in an enemy space: a stack that assaults at its first landing stops whole', () => {
    const s = blank({ ap: 1 });
    const [cairo, memphis] = ['Cairo', 'Memphis'].map((n) => node(n));
    put(s, 'Cairo', USA, 3);
    act(s, A.OP_NAVAL, cairo!, 3);
    act(s, A.OP_NAV_TO, memphis!, 0);
    while (s[G_DEC] === A.D_REACT) act(s, A.OP_R_PASS);
    expect(legalOp(s, A.OP_DROP)).toEqual([]);
    expect(s[G_DEC]).toBe(A.D_MAIN);
    expect(sp(c, s, memphis!, USA)).toBe(3);
  });

  it('W59 20.3.2: with 5 AP the Union River-Transports 15 SP in one Action Phase, 3 SP a stack for 1 AP each', () => {
    const s = blank({ ap: 5 });
    const cairo = put(s, 'Cairo', USA, 15);
    expect(legalOp(s, A.OP_NAVAL, cairo).map(A.yOf)).toEqual([1, 2, 3]); // never more than 3 SP a stack
    for (let i = 0; i < 5; i++) {
      act(s, A.OP_NAVAL, cairo, 3);
      const river = legalOp(s, A.OP_NAV_TO).filter((a) => A.yOf(a) === 0);
      expect(river.length).toBeGreaterThan(0);
      land(s, A.xOf(river[0]!), 0);
      expect(s[G_AP]).toBe(4 - i);
    }
    expect(sp(c, s, cairo, USA)).toBe(0);
    checkInvariants(s);
  });

  it('W59 20.3.2: Ocean Transport is 1 AP an SP and at most 3 SP a phase: a second 2-SP stack is never offered', () => {
    const s = blank({ ap: 5 });
    const hampton = put(s, 'Hampton', USA, 6);
    put(s, 'Fort Monroe', USA, 1);
    act(s, A.OP_NAVAL, hampton, 2);
    const ocean = legalOp(s, A.OP_NAV_TO).filter((a) => A.yOf(a) === 1);
    expect(ocean.length).toBeGreaterThan(0);
    land(s, A.xOf(ocean[0]!), 1);
    expect([s[G_OCEAN], s[G_AP]]).toEqual([2, 3]);
    act(s, A.OP_NAVAL, hampton, 2);
    expect(legalOp(s, A.OP_NAV_TO).filter((a) => A.yOf(a) === 1)).toEqual([]);
  });
});

describe('20.5 Amphibious Assault', () => {
  /** Ocean destinations offered to 2 Union SP at Hampton (an Eastern ocean port) with `ap` AP and cards. */
  function oceanTargets(ap: number, hand: readonly number[]): number[] {
    const s = blank({ ap });
    const hampton = put(s, 'Hampton', USA, 2);
    put(s, 'Fort Monroe', USA, 1);
    for (const t of hand) cards(s, USA, t, 1);
    act(s, A.OP_NAVAL, hampton, 2);
    return legalOp(s, A.OP_NAV_TO)
      .filter((a) => A.yOf(a) === 1)
      .map(A.xOf);
  }

  it('W60 20.5.6: an Ocean Assault of 2 SP on a plain ocean port is paid by 2 AP, an East card or a Naval/Any card', () => {
    const georgetown = node('Georgetown');
    expect(oceanTargets(2, [])).toContain(georgetown);
    expect(oceanTargets(1, [])).not.toContain(georgetown);
    expect(oceanTargets(1, [CARD_EAST])).toContain(georgetown);
    expect(oceanTargets(1, [CARD_NAVAL])).toContain(georgetown);
  });

  it('W60 20.5.6: against a Coastal Fort it needs a Naval or Any card', () => {
    const sumter = node('Fort Sumter');
    expect(oceanTargets(3, [])).not.toContain(sumter);
    expect(oceanTargets(3, [CARD_EAST])).not.toContain(sumter);
    expect(oceanTargets(3, [CARD_NAVAL])).toContain(sumter);
    expect(oceanTargets(3, [CARD_ANY])).toContain(sumter);
  });
});

describe('20.1 Naval Control: Examples of Play, River Control (W68), 1862 with no forts placed', () => {
  /** Naval Control (-1 none) of each hexside of `river` at a place. */
  function navOn(s: S, place: string, river: string): number[] {
    const m = c.map;
    const w = m.water;
    const n = node(place);
    const dd = d(s);
    const out: number[] = [];
    for (let k = w.ofStart[n]!; k < w.ofStart[n + 1]!; k++) {
      const x = w.of[k]!;
      if (m.rivers[w.river[x]!] === river) out.push(dd.nav[x]!);
    }
    expect(out.length).toBeGreaterThan(0);
    return [...new Set(out)].sort();
  }
  const garrison = (s: S, place: string, side: number): void => void put(s, place, side, 1);

  it('W68 20.1.4 first map: Union control stops at CSA ports on Type-1 rivers, not on the Mississippi or Ohio', () => {
    const s = blank({ turn: 5 });
    expect(navOn(s, 'Memphis', 'Mississippi')).toEqual([USA]); // a CSA port on a Type-2 river
    expect(navOn(s, 'Smithland', 'Cumberland')).toEqual([USA]);
    expect(navOn(s, 'Dover', 'Cumberland')).toEqual([CSA]); // the CSA port at Dover
    expect(navOn(s, 'Clarksville', 'Cumberland')).toEqual([CSA]);
    // the port affects only the river it is on (20.1.4 Play Note): Dover's Tennessee stays Union
    expect(navOn(s, 'Dover', 'Tennessee')).toEqual([USA]);
  });

  it('W68 20.1.4 second map: CSA Entrenchments on the Mississippi do nothing; a CSA fort at Dover blocks both rivers', () => {
    const dug = blank({ turn: 5 });
    entrench(dug, 'New Madrid', CSA);
    garrison(dug, 'New Madrid', CSA);
    expect(navOn(dug, 'New Madrid', 'Mississippi')).toEqual([USA]);
    expect(navOn(dug, 'Memphis', 'Mississippi')).toEqual([USA]);
    const dover = blank({ turn: 5 });
    fort(dover, 'Dover', CSA, 1);
    garrison(dover, 'Dover', CSA);
    expect(navOn(dover, 'Dover', 'Tennessee')).toEqual([CSA]);
    expect(navOn(dover, 'Dover', 'Cumberland')).toEqual([CSA]);
  });

  it('W68 20.1.4-20.1.5 second map: a Union Entrenchment blocks CSA control, a Union Control marker does not, a Union fort controls its hex but is no source', () => {
    const dug = blank({ turn: 5 });
    entrench(dug, 'Clarksville', USA);
    garrison(dug, 'Clarksville', USA);
    expect(navOn(dug, 'Clarksville', 'Cumberland')).toEqual([-1]); // blocked for the CSA, no Union control
    const marked = blank({ turn: 5 });
    mark(marked, 'Clarksville', USA);
    expect(d(marked).ctrl[node('Clarksville')]).toBe(USA);
    expect(navOn(marked, 'Clarksville', 'Cumberland')).toEqual([CSA]);
    const forted = blank({ turn: 5 });
    fort(forted, 'Nashville', USA, 1);
    garrison(forted, 'Nashville', USA);
    expect(navOn(forted, 'Nashville', 'Cumberland')).toEqual([USA]);
    expect(navOn(forted, 'Clarksville', 'Cumberland')).toEqual([CSA]);
  });

  it('W68 20.1.4 third map: a CSA Entrenchment at the mouth blocks the Tennessee, not the Ohio', () => {
    const s = blank({ turn: 5 });
    entrench(s, 'Smithland', CSA);
    garrison(s, 'Smithland', CSA);
    expect(navOn(s, 'Smithland', 'Ohio')).toEqual([USA]);
    expect(navOn(s, 'Smithland', 'Tennessee')).toEqual([CSA]);
    expect(navOn(s, 'Dover', 'Tennessee')).toEqual([CSA]);
  });

  it('W68 20.1.4 third map: a CSA fort at Columbus blocks Union control on the Mississippi, CSA-controlled at and below it', () => {
    const s = blank({ turn: 5 });
    fort(s, 'Columbus KY', CSA, 1);
    garrison(s, 'Columbus KY', CSA);
    expect(navOn(s, 'Cairo', 'Mississippi')).toEqual([USA]);
    for (const p of ['Columbus KY', 'Memphis', 'Vicksburg', 'New Orleans'])
      expect(navOn(s, p, 'Mississippi')).toEqual([CSA]);
  });
});

describe('Map Notes, North Carolina (W72)', () => {
  /** Ocean landings offered to 3 Union SP at Hampton (Fort Monroe Union) with `setup` applied. */
  function oceanFromHampton(setup: (s: S) => void): number[] {
    const s = blank({ turn: 9, ap: 3 });
    const hampton = put(s, 'Hampton', USA, 3);
    put(s, 'Fort Monroe', USA, 1);
    setup(s);
    act(s, A.OP_NAVAL, hampton, 3);
    return legalOp(s, A.OP_NAV_TO)
      .filter((a) => A.yOf(a) === 1)
      .map(A.xOf);
  }
  const [roanoke, beaufort, washington] = ['Roanoke Island', 'Beaufort NC', 'Washington NC'].map((n) =>
    node(n),
  );

  it('W72 Map Notes NC 1: an Ocean Assault on Roanoke Island needs a Union-held Hatteras Inlet', () => {
    expect(oceanFromHampton(() => {})).not.toContain(roanoke);
    expect(oceanFromHampton((s) => put(s, 'Hatteras Inlet', USA, 1))).toContain(roanoke);
  });

  it('W72 Map Notes NC 2: Beaufort cannot be invaded from the Atlantic until Fort Macon falls', () => {
    expect(oceanFromHampton(() => {})).not.toContain(beaufort);
    expect(oceanFromHampton((s) => put(s, 'Fort Macon', USA, 1))).toContain(beaufort);
  });

  it('W72 Map Notes NC 3: Washington NC, a River port, is never the target of an Ocean Assault', () => {
    expect(oceanFromHampton((s) => put(s, 'Hatteras Inlet', USA, 1))).not.toContain(washington);
  });
});

describe('Map Notes, Texas (W69)', () => {
  it('W69 Map Notes, Texas: in Texas only Galveston, Sabine City and Brownsville may be Ocean-Assaulted', () => {
    const s = blank({ turn: 9, ap: 3 });
    const orleans = put(s, 'New Orleans', USA, 3);
    put(s, 'Forts St. Philip/Jackson', USA, 1);
    act(s, A.OP_NAVAL, orleans, 3);
    const m = c.map;
    const texas = legalOp(s, A.OP_NAV_TO)
      .filter((a) => A.yOf(a) === 1)
      .map(A.xOf)
      .filter((v) => m.states[m.stateOf[v]!]!.postal === 'TX')
      .map((v) => m.name[v]!);
    expect(texas.sort()).toEqual(['Brownsville', 'Galveston', 'Sabine City']);
  });

  it('W69 Map Notes, Texas: the Union enters Brownsville by land or sea, the CSA by land only', () => {
    const brownsville = node('Brownsville');
    for (const side of [USA, CSA]) {
      const s = blank({ turn: 9, ap: 3, side });
      put(s, 5200, side, 1, [side === USA ? 'banks' : 'magruder']);
      act(s, A.OP_ACT_GEN, gi(side === USA ? 'banks' : 'magruder'), 1);
      expect(can(s, A.OP_STEP, brownsville)).toBe(true);
    }
    // by sea: the box opens only on the open Gulf, where CSA Naval Control never goes (20.1.3) and
    // the CSA has no Ocean Transport (20.3.5): a CSA transport from Mobile lands elsewhere, never there
    const t = blank({ turn: 9, ap: 3, side: CSA });
    const mobile = put(t, 'Mobile', CSA, 2);
    act(t, A.OP_NAVAL, mobile, 1);
    expect(legalOp(t, A.OP_NAV_TO).length).toBeGreaterThan(0);
    expect(legalOp(t, A.OP_NAV_TO, brownsville)).toEqual([]);
  });
});

describe('Map Notes, New Orleans C (W70)', () => {
  it('W70 Map Notes, New Orleans C: Proctorville, a River port, is reached by River Transport from Pearlington, Ship Island, Biloxi or Pascagoula, never by Ocean', () => {
    const proctorville = node('Proctorville');
    for (const from of ['Pearlington', 'Ship Island', 'Biloxi', 'Pascagoula']) {
      const s = blank({ turn: 9, ap: 3 });
      const n = put(s, from, USA, 3);
      act(s, A.OP_NAVAL, n, 3);
      expect(legalOp(s, A.OP_NAV_TO, proctorville).map(A.yOf)).toEqual([0]);
    }
  });
});
