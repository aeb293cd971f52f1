/**
 * Naval Transport (20.3) and Amphibious Assault (20.5) rules that transport.ts decides and the worked
 * examples in naval.test.ts leave open: S1.3's Naval Ramp-Up capacity, the Confederate 1 SP (20.3.1),
 * 20.3.4's bar north of Hampton, 7.7's Cautious General, 10.3.1's protected ports; on the provisional
 * map.
 */
import { describe, expect, it } from 'vitest';
import { G_AP } from '../../../src/games/uscw/layout.js';
import {
  CARD_ANY,
  CARD_EAST,
  CARD_NAVAL,
  CARD_WEST,
  demor,
  genLoc,
  hand,
  setDemor,
} from '../../../src/games/uscw/state.js';
import { A, CSA, USA, act, blank, c, cards, gi, legalOp, node, put, type S } from './fixture.js';

/** The stack sizes a Naval Transport from `where` is offered for (`sps` of side there) on `turn`. */
function sizes(where: string, side: number, sps: number, turn: number): number[] {
  const s = blank({ turn, side, ap: 3 });
  const n = put(s, where, side, sps);
  return legalOp(s, A.OP_NAVAL, n).map(A.yOf);
}

describe('S1.3 Naval Ramp-Up and 20.3.1 capacity', () => {
  it('S1.3: no Naval Transport on Turn 1; the Union carries 1 SP on Turn 2, 2 on Turn 3, 3 from Turn 4 (20.3.1)', () => {
    expect(sizes('Cairo', USA, 5, 1)).toEqual([]);
    expect(sizes('Cairo', USA, 5, 2)).toEqual([1]);
    expect(sizes('Cairo', USA, 5, 3)).toEqual([1, 2]);
    expect(sizes('Cairo', USA, 5, 4)).toEqual([1, 2, 3]);
    expect(sizes('Cairo', USA, 2, 4)).toEqual([1, 2]); // never more SPs than stand there
  });

  it('20.3.1: a Confederate Naval Transport carries 1 SP; none on Turn 1 (S1.3)', () => {
    expect(sizes('Mobile', CSA, 3, 5)).toEqual([1]);
    expect(sizes('Mobile', CSA, 3, 1)).toEqual([]);
  });
});

describe('7.7 a Cautious General in a Naval Transport', () => {
  /** River landings offered to 3 Union SPs at Cairo under `gens` with `ap` AP and `hand` cards. */
  function riverTargets(gens: readonly string[], ap: number, hand: readonly number[] = []): number[] {
    const s = blank({ ap });
    const cairo = put(s, 'Cairo', USA, 3, gens);
    for (const t of hand) cards(s, USA, t, 1);
    act(s, A.OP_NAVAL, cairo, 3);
    return legalOp(s, A.OP_NAV_TO)
      .filter((a) => A.yOf(a) === 0)
      .map(A.xOf);
  }
  const memphis = node('Memphis');
  const paducah = node('Paducah');

  it('7.7: Halleck (Cautious) needs 2 AP or a card for a River Assault on Memphis; a plain landing costs 1 AP', () => {
    expect(riverTargets(['halleck'], 1)).toContain(paducah);
    expect(riverTargets(['halleck'], 1)).not.toContain(memphis);
    expect(riverTargets(['halleck'], 2)).toContain(memphis);
    expect(riverTargets(['halleck'], 1, [CARD_WEST])).toContain(memphis);
    expect(riverTargets(['sherman'], 1)).toContain(memphis); // not Cautious: 1 AP
    expect(riverTargets([], 1)).toContain(memphis);
  });

  it('7.7: a landing in an enemy ZOI (2217, next to Confederate SPs in 2218) under Halleck costs 2 AP', () => {
    const zoi = (gens: readonly string[], ap: number): boolean => {
      const s = blank({ ap });
      const cairo = put(s, 'Cairo', USA, 3, gens);
      put(s, 2218, CSA, 1);
      act(s, A.OP_NAVAL, cairo, 3);
      return legalOp(s, A.OP_NAV_TO, node(2217)).length > 0;
    };
    expect([zoi(['halleck'], 1), zoi(['halleck'], 2), zoi(['sherman'], 1)]).toEqual([false, true, true]);
  });

  it('7.7: the Assault under Halleck is paid 2 AP', () => {
    const s = blank({ ap: 3 });
    const cairo = put(s, 'Cairo', USA, 3, ['halleck']);
    act(s, A.OP_NAVAL, cairo, 3);
    act(s, A.OP_NAV_TO, memphis, 0);
    expect(s[G_AP]).toBe(1);
  });
});

describe('20.3.4 Confederate transport north of Hampton', () => {
  it('20.3.4: no Confederate transport on the east coast north of Hampton: none from Fredericksburg (Confederate Rappahannock), one from Hampton', () => {
    expect(sizes('Fredericksburg', CSA, 2, 5)).toEqual([]);
    expect(sizes('Hampton', CSA, 2, 5)).toEqual([1]);
  });
});

describe('20.3.4 River Transport', () => {
  /** River landings offered to 1 Union SP at `from` with `ap` AP and a West card when `card`. */
  function riverFrom(from: string | number, ap: number, card = false): number[] {
    const s = blank({ ap });
    const n = put(s, from, USA, 1);
    if (card) cards(s, USA, CARD_WEST, 1);
    act(s, A.OP_NAVAL, n, 1);
    return legalOp(s, A.OP_NAV_TO).map(A.xOf);
  }

  it('20.3.4: a River Transport starts or ends at a port: from the river hex 2217 only ports are offered, from Cairo 2217 too', () => {
    const from2217 = riverFrom(2217, 1);
    expect(from2217).toContain(node('Paducah'));
    expect(from2217).not.toContain(node(2215));
    expect(riverFrom('Cairo', 1)).toContain(node(2215));
  });

  it('20.3.4, 18.1: with no AP left a River Transport is paid by a card of its theater', () => {
    const s = blank({ ap: 0 });
    const cairo = put(s, 'Cairo', USA, 1);
    expect(legalOp(s, A.OP_NAVAL, cairo)).toEqual([]);
    cards(s, USA, CARD_WEST, 1);
    act(s, A.OP_NAVAL, cairo, 1);
    act(s, A.OP_NAV_TO, node('Paducah'), 0);
    expect(hand(s, USA, CARD_WEST)).toBe(0);
  });

  it('20.3.1: the Chesapeake Bay box is never a landing place', () => {
    const s = blank({ ap: 3 });
    put(s, 'Fort Monroe', USA, 1);
    const n = put(s, 'Hampton', USA, 1);
    act(s, A.OP_NAVAL, n, 1);
    expect(legalOp(s, A.OP_NAV_TO).length).toBeGreaterThan(0);
    expect(legalOp(s, A.OP_NAV_TO, node('Chesapeake Bay'))).toEqual([]);
  });
});

describe('20.5 Amphibious Assault: who may land where, and its price', () => {
  /** The Confederates at Nashville (3 SPs) against 1 Union SP at Clarksville, with `any` Any cards. */
  function csaPosition(any: number): S {
    const s = blank({ ap: 3, side: CSA });
    put(s, 'Clarksville', USA, 1);
    cards(s, CSA, CARD_ANY, any);
    const n = put(s, 'Nashville', CSA, 3);
    act(s, A.OP_NAVAL, n, 1);
    return s;
  }

  it('20.5.6: a Confederate Amphibious Assault needs an Any card, which pays for it (no AP)', () => {
    const clarksville = node('Clarksville');
    expect(legalOp(csaPosition(0), A.OP_NAV_TO, clarksville)).toEqual([]);
    const s = csaPosition(1);
    expect(legalOp(s, A.OP_NAV_TO, node('Dover')).length).toBe(1); // a plain landing needs no card
    act(s, A.OP_NAV_TO, clarksville, 0);
    expect([hand(s, CSA, CARD_ANY), s[G_AP]]).toEqual([0, 3]);
  });

  it('10.3.1, Map Notes NC 2 (W46): Fort Macon guards Beaufort on its ocean side only: a River Transport from Hatteras Inlet may assault it', () => {
    const s = blank({ ap: 3 });
    put(s, 'Fort Macon', CSA, 1);
    const n = put(s, 'Hatteras Inlet', USA, 3);
    act(s, A.OP_NAVAL, n, 1);
    expect(legalOp(s, A.OP_NAV_TO, node('Beaufort NC')).map(A.yOf)).toEqual([0]);
  });
});

describe('20.5.6 which card pays', () => {
  /** 2 Union SPs at Hampton with `ap` AP and `hand` land at `to` by Ocean; the hand afterwards. */
  function oceanPaid(to: string, ap: number, hand0: readonly number[]): { hand: number[]; ap: number } {
    const s = blank({ ap });
    const hampton = put(s, 'Hampton', USA, 2);
    put(s, 'Fort Monroe', USA, 1);
    for (const t of hand0) cards(s, USA, t, 1);
    act(s, A.OP_NAVAL, hampton, 2);
    act(s, A.OP_NAV_TO, node(to), 1);
    return { hand: [CARD_EAST, CARD_NAVAL, CARD_ANY].map((t) => hand(s, USA, t)), ap: s[G_AP]! };
  }

  it('20.5.6 (W60): an Ocean Assault short of AP spends a Naval card first, then an East card, then an Any card', () => {
    expect(oceanPaid('Georgetown', 1, [CARD_EAST, CARD_NAVAL, CARD_ANY])).toEqual({ hand: [1, 0, 1], ap: 1 });
    expect(oceanPaid('Georgetown', 1, [CARD_EAST, CARD_ANY])).toEqual({ hand: [0, 0, 1], ap: 1 });
    expect(oceanPaid('Georgetown', 1, [CARD_ANY])).toEqual({ hand: [0, 0, 0], ap: 1 });
    expect(oceanPaid('Georgetown', 2, [CARD_NAVAL])).toEqual({ hand: [0, 1, 0], ap: 0 }); // 1 AP an SP
  });

  it('20.5.1 (W60): an Assault on a Coastal Fort spends a Naval card before an Any card, and no AP', () => {
    expect(oceanPaid('Fort Sumter', 3, [CARD_NAVAL, CARD_ANY])).toEqual({ hand: [0, 0, 1], ap: 3 });
    expect(oceanPaid('Fort Sumter', 3, [CARD_ANY, CARD_EAST])).toEqual({ hand: [1, 0, 0], ap: 3 });
  });
});

describe('20.3.1 the General who sails', () => {
  /** Union SPs and Generals at Cairo; k SPs transported to Paducah; where each General ends. */
  function sail(sps: number, gens: readonly string[], k: number): string[] {
    const s = blank({ ap: 3 });
    const cairo = put(s, 'Cairo', USA, sps, gens);
    act(s, A.OP_NAVAL, cairo, k);
    act(s, A.OP_NAV_TO, node('Paducah'), 0);
    return gens.map((g) => c.map.name[genLoc(c, s, gi(g))]!);
  }

  it('20.3.1, 7.5: the highest-ranking General sails with the SPs when a stack stays behind with the other', () => {
    expect(sail(3, ['grant', 'halleck'], 2)).toEqual(['Cairo', 'Paducah']);
    expect(sail(3, ['halleck', 'grant'], 2)).toEqual(['Paducah', 'Cairo']);
    expect(sail(3, ['grant'], 3)).toEqual(['Paducah']);
    // both Generals with no SP left behind: none sails (one would stand alone at Cairo)
    expect(sail(3, ['grant', 'halleck'], 3)).toEqual(['Cairo', 'Cairo']);
  });
});

describe('12.4 a Demoralized force in a Naval Transport', () => {
  /** k of 3 Demoralized Union SPs at Cairo sail to Paducah and stop; [Cairo, Paducah] Demoralized afterwards. */
  function sailDemoralized(k: number): [boolean, boolean] {
    const s = blank({ ap: 3 });
    const cairo = put(s, 'Cairo', USA, 3);
    setDemor(c, s, cairo, USA, true);
    act(s, A.OP_NAVAL, cairo, k);
    act(s, A.OP_NAV_TO, node('Paducah'), 0);
    act(s, A.OP_STOP);
    return [demor(c, s, cairo, USA), demor(c, s, node('Paducah'), USA)];
  }

  it('12.4, 12.5: Demoralized SPs stay Demoralized when they land; only a Rally lifts it', () => {
    expect(sailDemoralized(3)[1]).toBe(true);
    expect(sailDemoralized(2)).toEqual([true, true]); // the SP left at Cairo stays Demoralized too
  });

  it('12.2: Demoralized SPs landing on a friendly stack demoralize it', () => {
    const s = blank({ ap: 3 });
    const cairo = put(s, 'Cairo', USA, 2);
    const paducah = put(s, 'Paducah', USA, 2);
    setDemor(c, s, cairo, USA, true);
    act(s, A.OP_NAVAL, cairo, 2);
    act(s, A.OP_NAV_TO, paducah, 0);
    act(s, A.OP_STOP);
    expect(demor(c, s, paducah, USA)).toBe(true);
  });
});
