/**
 * Battle resolution on constructed positions (4.1.4, 11.1.2, 11.2-11.4, 11.5.4, 12.2-12.3, 13.1.5,
 * 17.2.4, 18.1, 22.5): what Automatic Displacement removes, the Generals and DRMs counted, the losses,
 * Demoralization, Army Morale and what the attacker does next.
 */
import { describe, expect, it } from 'vitest';
import { closelyFought, column, crtRank, sidesOf } from '../../../src/games/uscw/battle.js';
import { U_RIVER, addNf } from '../../../src/games/uscw/navalunits.js';
import type { UscwContent } from '../../../src/games/uscw/content.js';
import {
  CARD_ANY,
  CARD_EAST,
  CARD_NAVAL,
  demor,
  entrench,
  forage,
  genLoc,
  genStatus,
  hand,
  milLoc,
  nb,
  setBit,
  setDemor,
  setForage,
  sp,
} from '../../../src/games/uscw/state.js';
import {
  A,
  ADV,
  G,
  USA,
  CSA,
  act,
  blank,
  cards,
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
const RESULT = G.BF_ATT_WON | G.BF_DEF_WON | G.BF_TIE;
const at = (h: number): number => node(h, plain);

/** The Union's `att` SPs (with Generals, the first commanding) at 2112 step into the CSA's `def` SPs at 2113. */
function attack(
  att: number,
  gens: readonly string[],
  def: number,
  defGens: readonly string[] = [],
  o?: (s: S) => void,
): S {
  const s = blank({ content: plain });
  put(s, 2112, USA, att, gens, plain);
  put(s, 2113, CSA, def, defGens, plain);
  o?.(s);
  if (gens.length > 0) act(s, A.OP_ACT_GEN, gi(gens[0]!, plain), att | (gens.length > 1 ? A.ACT_SUBS : 0));
  else act(s, A.OP_ACT_SP, at(2112), att);
  step(s, 2113, plain);
  pass(s);
  return s;
}

describe('11.2.2 the CRT', () => {
  it('11.2.2: a modified roll beyond the table uses its first or last row', () => {
    const col = column(plain, 1);
    expect(crtRank(plain, col, 30)).toBe(crtRank(plain, col, 14)); // "2"
    expect(crtRank(plain, col, 14)).toBe(6);
    expect(crtRank(plain, col, -5)).toBe(crtRank(plain, col, -1)); // "0"
  });
});

describe('11.1.2 Automatic Displacement', () => {
  it('W29 11.1.2: at 7:1 the SPs and Generals go to the Displaced Box, markers and Militia go, no dice are rolled', () => {
    const s = attack(7, ['grant'], 1, ['lee'], (x) => {
      rank(x, 'grant', 3, plain);
      setDemor(plain, x, at(2113), CSA, true);
      setForage(plain, x, at(2113), CSA, true);
      militia(x, 2113, CSA, plain);
      dig(x, 2113, CSA, plain);
    });
    expect(s[G.B_FLAGS]! & RESULT).toBe(0);
    expect(s[G.A_BATTLES]).toBe(1);
    expect(sp(plain, s, at(2113), CSA)).toBe(0);
    expect(s[G.G_DISP + CSA * 3 + 0]).toBe(1);
    expect(genStatus(plain, s, gi('lee', plain))).toBe(G.GS_DISPLACED);
    expect(demor(plain, s, at(2113), CSA)).toBe(false);
    expect(forage(plain, s, at(2113), CSA)).toBe(false);
    expect(milLoc(plain, s, CSA, plain.map.stateOf[at(2113)]!)).toBe(-1);
    expect(entrench(plain, s, at(2113))).toBe(-1);
    expect([s[G.G_DEC], s[G.A_NODE], s[G.A_SP]]).toEqual([A.D_MOVE, at(2113), 7]);
  });

  it('11.1.2: 6 SPs against 1 is a battle; a Militia elsewhere in the state stays where it is', () => {
    const s = attack(6, ['grant'], 1, [], (x) => {
      rank(x, 'grant', 3, plain);
      cards(x, USA, CARD_EAST, 1);
      militia(x, 2115, CSA, plain);
    });
    expect(s[G.G_DEC]).toBe(A.D_CARD);
    const t = attack(7, ['grant'], 1, [], (x) => {
      rank(x, 'grant', 3, plain);
      militia(x, 2115, CSA, plain);
    });
    expect(t[G.A_NODE]).toBe(at(2113));
    expect(milLoc(plain, t, CSA, plain.map.stateOf[at(2115)]!)).toBe(at(2115));
  });

  it('17.2: a Militia alone holds its hex: 3 SPs must fight its 0 SP, 4 displace it', () => {
    const s = attack(3, [], 0, [], (x) => {
      militia(x, 2113, CSA, plain);
      cards(x, USA, CARD_EAST, 1);
    });
    expect([s[G.G_DEC], s[G.B_DEF]]).toEqual([A.D_CARD, 0]);
    const t = attack(4, ['grant'], 0, [], (x) => {
      rank(x, 'grant', 2, plain);
      militia(x, 2113, CSA, plain);
    });
    expect(t[G.A_NODE]).toBe(at(2113));
    expect(milLoc(plain, t, CSA, plain.map.stateOf[at(2113)]!)).toBe(-1);
  });

  it('17.2.4: a Union intrinsic garrison flees from 4 Confederate SPs; 3 SPs must fight it', () => {
    const north = mini({
      rows: ['cccccc', 'cccccc'],
      states: ['PPPPPP', 'PPPPPP'],
      places: [{ hex: 2113, name: 'Town', state: 'PA', obj: true }],
    });
    for (const [n, battle] of [
      [4, false],
      [3, true],
    ] as const) {
      const s = blank({ content: north, side: CSA });
      put(s, 2112, CSA, n, ['lee'], north);
      cards(s, CSA, CARD_EAST, 1);
      act(s, A.OP_ACT_GEN, gi('lee', north), n);
      step(s, 'Town', north);
      pass(s);
      expect(s[G.G_DEC]).toBe(battle ? A.D_CARD : A.D_MOVE);
      expect((nb(north, s, node('Town', north)) & G.B_GARRISON_GONE) !== 0).toBe(!battle);
    }
    // the garrison is the Union's own: a Union stack simply enters
    const u = blank({ content: north });
    put(u, 2112, USA, 3, [], north);
    act(u, A.OP_ACT_SP, node(2112, north), 3);
    step(u, 'Town', north);
    expect([u[G.G_DEC], u[G.A_BATTLES]]).toEqual([A.D_MOVE, 0]);
  });
});

describe('11.3 Generals counted', () => {
  /** The defender's DRM of CSA `def` SPs with Generals against 3 Union SPs (open ground). */
  function defDrm(def: number, gens: readonly string[], o?: (s: S) => void): number {
    const s = attack(3, [], def, gens, (x) => {
      cards(x, USA, CARD_EAST, 1);
      o?.(x);
    });
    expect(s[G.G_DEC]).toBe(A.D_CARD);
    return sidesOf(plain, s).defDrm;
  }

  it('11.3: up to 6 SPs the Commanding General only, at 7-12 the best other one, at 13+ the best two', () => {
    expect(defDrm(6, ['lee', 'longstreet'])).toBe(2);
    expect(defDrm(7, ['lee', 'jackson', 'longstreet'])).toBe(4); // Lee 2 + Longstreet 2, not Jackson 1
    expect(defDrm(13, ['lee', 'jackson', 'longstreet', 'huger'])).toBe(5);
    expect(defDrm(7, ['lee', 'jackson'])).toBe(3);
    expect(defDrm(13, ['lee', 'longstreet'])).toBe(4); // fewer Generals than allowed
  });

  it('8.5: a cavalry subordinate (below rank 2) adds at most +1', () => {
    expect(defDrm(7, ['lee', 'stuart'])).toBe(3);
    expect(defDrm(7, ['lee', 'stuart'], (x) => rank(x, 'stuart', 2, plain))).toBe(4);
  });

  it('11.3: the highest-ranked moving General commands the attack (the first of equal rank)', () => {
    const drm = (att: number, grantRank: number): number => {
      const s = attack(att, ['grant', 'sherman'], 1, [], (x) => {
        cards(x, USA, CARD_EAST, 1);
        rank(x, 'grant', grantRank, plain);
        rank(x, 'sherman', 1, plain);
      });
      expect(s[G.G_DEC]).toBe(A.D_CARD);
      return sidesOf(plain, s).attDrm;
    };
    expect(drm(3, 1)).toBe(2); // Grant (Attack 2), not Sherman (1)
    expect(drm(3, 2)).toBe(2);
    expect(drm(6, 2)).toBe(2);
    // Sherman (rank 2, Attack 1) over Grant (rank 1, Attack 2), whichever is activated
    const s = attack(3, ['sherman', 'grant'], 1, [], (x) => {
      cards(x, USA, CARD_EAST, 1);
      rank(x, 'sherman', 2, plain);
      rank(x, 'grant', 1, plain);
    });
    expect(sidesOf(plain, s).attDrm).toBe(1);
    // McDowell (General 0, rank 2, Attack 0) keeps the command over Sherman (rank 1, Attack 1)
    const m = attack(3, ['mcdowell', 'sherman'], 1, [], (x) => {
      cards(x, USA, CARD_EAST, 1);
      rank(x, 'sherman', 1, plain);
    });
    expect(sidesOf(plain, m).attDrm).toBe(0);
  });
});

describe('11.4 DRMs', () => {
  it('11.3: a defending Union General counts (McDowell, Defense 1)', () => {
    const s = blank({ content: plain, side: CSA });
    put(s, 2113, CSA, 3, ['lee'], plain);
    put(s, 2112, USA, 2, ['mcdowell'], plain);
    cards(s, CSA, CARD_EAST, 1);
    act(s, A.OP_ACT_GEN, gi('lee', plain), 3);
    step(s, 2112, plain);
    pass(s);
    expect(s[G.G_DEC]).toBe(A.D_CARD);
    expect(sidesOf(plain, s).defDrm).toBe(1);
  });

  it('11.4: across a river +1 for the defender; with an Entrenchment (+2) only the better one counts', () => {
    const river = mini({
      rows: ['cccccc', 'cccccc'],
      sides: [{ a: 2112, b: 2113, f: ['minor'], river: 'R' }],
    });
    for (const [dug, want] of [
      [false, 1],
      [true, 2],
    ] as const) {
      const s = blank({ content: river });
      put(s, 2112, USA, 3, [], river);
      put(s, 2113, CSA, 2, [], river);
      if (dug) dig(s, 2113, CSA, river);
      cards(s, USA, CARD_EAST, 1);
      act(s, A.OP_ACT_SP, node(2112, river), 3);
      step(s, 2113, river);
      pass(s);
      expect(s[G.G_DEC]).toBe(A.D_CARD);
      expect(sidesOf(river, s).defDrm).toBe(want);
    }
  });

  it('12.2: a Demoralized attacker has -2', () => {
    const s = attack(3, ['grant'], 2, [], (x) => {
      cards(x, USA, CARD_EAST, 1);
      setDemor(plain, x, at(2112), USA, true);
    });
    expect(sidesOf(plain, s).attDrm).toBe(0);
  });

  it('18.3.2 and 18.1: a battle card is +2, a Naval Support card +1, both together at a port', () => {
    const harbour = mini({
      rows: ['cccccc', 'cccccc'],
      places: [{ hex: 2113, name: 'Harbour', state: 'VA', port: 'river' }],
    });
    const offered = (turn: number, side: number, o: (s: S) => void): number[] => {
      const s = blank({ content: harbour, side, turn });
      put(s, 2112, side, 3, [], harbour);
      put(s, 'Harbour', 1 - side, 2, [], harbour);
      o(s);
      act(s, A.OP_ACT_SP, node(2112, harbour), 3);
      step(s, 'Harbour', harbour);
      pass(s);
      return s[G.G_DEC] === A.D_CARD ? legalOp(s, A.OP_CARD).map((a) => A.yOf(a)) : [];
    };
    const offeredAt = (
      cc: UscwContent,
      where: string | number,
      options: Record<string, boolean>,
      fortified = false,
    ): number[] => {
      const s = blank({ content: cc, options });
      put(s, 2112, USA, 3, [], cc);
      put(s, where, CSA, 2, [], cc);
      if (fortified) fort(s, where, CSA, 1, cc);
      both(s);
      act(s, A.OP_ACT_SP, node(2112, cc), 3);
      step(s, where, cc);
      pass(s);
      return legalOp(s, A.OP_CARD).map((a) => A.yOf(a));
    };
    const both = (x: S): void => {
      cards(x, USA, CARD_NAVAL, 1);
      cards(x, USA, CARD_EAST, 1);
    };
    expect(offered(5, USA, both)).toEqual([0, 1, 2, 3]);
    expect(offered(3, USA, both)).toEqual([0, 1]); // no Naval Support on Turns 1-3
    expect(offered(5, USA, (x) => cards(x, USA, CARD_NAVAL, 1))).toEqual([0, 2]);
    expect(offered(5, USA, (x) => cards(x, USA, CARD_ANY, 1))).toEqual([0, 1, 2]); // one card: not both
    expect(offered(5, CSA, (x) => cards(x, CSA, CARD_NAVAL, 1))).toEqual([]); // the Union's only
    expect(
      offered(5, CSA, (x) => {
        cards(x, CSA, CARD_EAST, 1);
        cards(x, USA, CARD_NAVAL, 1);
      }),
    ).toEqual([0, 1]); // the Union's Naval card does not help a Confederate attack
    expect(
      offered(5, USA, (x) => {
        cards(x, USA, CARD_NAVAL, 1);
        cards(x, USA, CARD_ANY, 1);
      }),
    ).toEqual([0, 1, 2, 3]);
    expect(offeredAt(plain, 2113, {})).toEqual([0, 1]); // no port, no Fort: no Naval Support
    expect(offeredAt(plain, 2113, {}, true)).toEqual([0, 1, 2, 3]); // a Confederate Fort
    expect(offeredAt(harbour, 'Harbour', ADV)).toEqual([0, 1]); // Advanced game: naval units instead (21.3)
    // both played: +3, and both cards are spent
    const s = blank({ content: harbour });
    put(s, 2112, USA, 3, [], harbour);
    put(s, 'Harbour', CSA, 2, [], harbour);
    both(s);
    act(s, A.OP_ACT_SP, node(2112, harbour), 3);
    step(s, 'Harbour', harbour);
    pass(s);
    dice(s, 6, 1); // the attacker wins: the defender must retreat, the attacker waits at 2112
    act(s, A.OP_CARD, 0, 3);
    expect(s[G.G_DEC]).toBe(A.D_RETREAT);
    expect([hand(s, USA, CARD_NAVAL), hand(s, USA, CARD_EAST)]).toEqual([0, 0]);
    expect(s[G.B_FLAGS]! & (G.BF_CARD | G.BF_NAVSUP)).toBe(G.BF_CARD | G.BF_NAVSUP);
    expect(sidesOf(harbour, s).attDrm).toBe(3);
    // Naval Support alone is paid with the Naval card, else with an Any card; the land card is kept
    const pay = (o: (x: S) => void): number[] => {
      const x = blank({ content: harbour });
      put(x, 2112, USA, 3, [], harbour);
      put(x, 'Harbour', CSA, 2, [], harbour);
      o(x);
      act(x, A.OP_ACT_SP, node(2112, harbour), 3);
      step(x, 'Harbour', harbour);
      pass(x);
      act(x, A.OP_CARD, 0, 2);
      expect(x[G.B_FLAGS]! & (G.BF_CARD | G.BF_NAVSUP)).toBe(G.BF_NAVSUP);
      return [hand(x, USA, CARD_NAVAL), hand(x, USA, CARD_ANY), hand(x, USA, CARD_EAST)];
    };
    expect(pay(both)).toEqual([0, 0, 1]);
    expect(pay((x) => cards(x, USA, CARD_ANY, 1))).toEqual([0, 0, 0]);
  });
});

describe('21.3 Naval Support in the battle (Advanced game)', () => {
  // rows 20-21 land, row 22 the Atlantic; Harbour (2113) an Ocean port on the coast
  const coast = mini({
    firstRow: 20,
    rows: ['cccccc', 'cccccc', '~~~~~~'],
    places: [{ hex: 2113, name: 'Harbour', state: 'VA', port: 'ocean' }],
  });
  /** side's 3 SPs at 2112 attack the other side's 2 SPs in Harbour; the DRMs at the card decision. */
  const drms = (side: number, o: (s: S) => void): { attDrm: number; defDrm: number } => {
    const s = blank({ content: coast, side, options: ADV });
    put(s, 2112, side, 3, [], coast);
    put(s, 'Harbour', 1 - side, 2, [], coast);
    cards(s, side, CARD_EAST, 1);
    o(s);
    act(s, A.OP_ACT_SP, node(2112, coast), 3);
    step(s, 'Harbour', coast);
    pass(s);
    expect(s[G.G_DEC]).toBe(A.D_CARD);
    return sidesOf(coast, s);
  };

  it('21.3.1: Union ships in the port attacked give the attacking Union +1', () => {
    const harbour = node('Harbour', coast);
    expect(drms(USA, () => undefined).attDrm).toBe(0);
    expect(drms(USA, (s) => addNf(coast, s, harbour, USA, U_RIVER, 2)).attDrm).toBe(1);
  });

  it('21.3.2: a Union Ocean port with no ships of either side in it gives its Union defender +1', () => {
    expect(drms(CSA, () => undefined).defDrm).toBe(1);
  });
});

describe('10.2.1, 12.2-12.3 losses and Demoralization', () => {
  it("10.2.1: a tie at 2 hits each against an F1: the Fort's defender loses 1 SP, the attacker 2", () => {
    const s = attack(9, ['mcdowell'], 9, [], (x) => {
      rank(x, 'mcdowell', 3, plain);
      fort(x, 2113, CSA, 1, plain);
      dice(x, 4, 5, 3, 4); // 9-12 column: 9 -> "2"; 7 + 2 (F1) -> "2"
    });
    expect(s[G.B_FLAGS]! & G.BF_TIE).not.toBe(0);
    expect(sp(plain, s, at(2113), CSA)).toBe(8);
    expect(sp(plain, s, at(2112), USA)).toBe(7);
  });

  it('12.2: a Demoralized loser loses one SP more (attacker and defender)', () => {
    for (const was of [false, true]) {
      const s = attack(3, [], 2, [], (x) => {
        setDemor(plain, x, at(2112), USA, was);
        dice(x, 1, 6); // 3-4 column 1 (-2 if Demoralized): "0" or "s"; 2 column 6: "1"
      });
      expect(s[G.B_FLAGS]! & G.BF_DEF_WON).not.toBe(0);
      expect(sp(plain, s, at(2112), USA)).toBe(was ? 1 : 2);
      expect(s[G.G_SPOUT + USA]).toBe(was ? 2 : 1);
      expect(s[G.B_ATT]).toBe(was ? 1 : 2);
      // the extra SP only if one is left: a Demoralized 1 SP is lost once (attacker and defender)
      const one = attack(1, [], 2, [], (x) => {
        setDemor(plain, x, at(2112), USA, was);
        dice(x, 1, 6);
      });
      expect(one[G.G_SPOUT + USA]).toBe(1);
      const lone = attack(3, [], 1, [], (x) => {
        setDemor(plain, x, at(2113), CSA, was);
        dice(x, 6, 1);
      });
      expect(lone[G.G_SPOUT + CSA]).toBe(1);
      const t = attack(3, [], 3, [], (x) => {
        setDemor(plain, x, at(2113), CSA, was);
        dice(x, 6, 1); // 3-4 column: 6 -> "1"; 1 -> "s"
      });
      expect(t[G.B_FLAGS]! & G.BF_ATT_WON).not.toBe(0);
      expect(t[G.G_DEC]).toBe(A.D_RETREAT);
      expect(sp(plain, t, at(2113), CSA)).toBe(was ? 1 : 2);
      expect(demor(plain, t, at(2113), CSA)).toBe(true);
    }
  });

  it('12.3: losing 3 SPs demoralizes the winner too; 2 do not', () => {
    // 12 against 12 SPs, 2 dice each (9-12 column); Grant (rank 3) +2, Longstreet +2
    const big = (att: number[], def: number[]): S =>
      attack(12, ['grant'], 12, ['longstreet'], (x) => {
        rank(x, 'grant', 3, plain);
        dice(x, ...att, ...def);
      });
    const heavyAtt = big([6, 6], [5, 6]); // 14 "3d" beats 13 "3"
    expect(heavyAtt[G.B_FLAGS]! & G.BF_ATT_WON).not.toBe(0);
    expect(heavyAtt[G.A_SP]).toBe(9);
    expect(heavyAtt[G.B_ATT]).toBe(9); // the battle record keeps the SPs left fighting
    expect(heavyAtt[G.A_FLAGS]! & G.AF_DEMOR).not.toBe(0);
    const light = big([6, 6], [4, 4]); // 14 "3d" beats 10 "2"
    expect(light[G.A_SP]).toBe(10);
    expect(light[G.A_FLAGS]! & G.AF_DEMOR).toBe(0);
    const heavyDef = big([5, 6], [6, 6]); // 13 "3" loses to 14 "3d"
    expect(heavyDef[G.B_FLAGS]! & G.BF_DEF_WON).not.toBe(0);
    expect(sp(plain, heavyDef, at(2113), CSA)).toBe(9);
    expect(demor(plain, heavyDef, at(2113), CSA)).toBe(true);
    const lightDef = big([4, 5], [6, 6]); // 11 "2d" loses to 14
    expect(sp(plain, lightDef, at(2113), CSA)).toBe(10);
    expect(demor(plain, lightDef, at(2113), CSA)).toBe(false);
  });
});

describe('13.1.5 ties outside Full Supply', () => {
  it('13.1.5: on a board without supply sources a tie demoralizes both; already Demoralized, each loses 1 SP more', () => {
    const s = attack(3, [], 3, [], (x) => {
      setDemor(plain, x, at(2112), USA, true);
      setDemor(plain, x, at(2113), CSA, true);
      dice(x, 6, 4); // 3-4 column: 6 - 2 = 4 -> "1"; 4 -> "1"
    });
    expect(s[G.B_FLAGS]! & G.BF_TIE).not.toBe(0);
    expect(sp(plain, s, at(2112), USA)).toBe(1);
    expect(sp(plain, s, at(2113), CSA)).toBe(1);
    expect(s[G.G_SPOUT + USA]).toBe(2);
    expect(s[G.G_SPOUT + CSA]).toBe(2);
    const one = attack(1, ['grant'], 1, [], (x) => {
      setDemor(plain, x, at(2112), USA, true);
      dice(x, 6, 6); // 1 column: 6 + 2 (Grant) - 2 -> "1"; 6 -> "1": a tie, the last SP lost once
    });
    expect(one[G.B_FLAGS]! & G.BF_TIE).not.toBe(0);
    expect(one[G.G_SPOUT + USA]).toBe(1);
    const t = attack(3, [], 3, [], (x) => dice(x, 4, 4));
    expect(t[G.B_FLAGS]! & G.BF_TIE).not.toBe(0);
    expect(sp(plain, t, at(2112), USA)).toBe(2);
    expect(demor(plain, t, at(2112), USA)).toBe(true);
    expect(demor(plain, t, at(2113), CSA)).toBe(true);
  });
});

describe('11.2.4, 11.5.4 after the battle', () => {
  it('12: a Fort with no SP in it is not Demoralized by a tie outside Full Supply (13.1.5)', () => {
    const s = attack(3, [], 0, [], (x) => {
      fort(x, 2113, CSA, 1, plain);
      dice(x, 1, 3); // 3-4 column 1 -> "s"; 0 column 3 + 2 (F1) -> "s"
    });
    expect(s[G.B_FLAGS]! & G.BF_TIE).not.toBe(0);
    expect(demor(plain, s, at(2113), CSA)).toBe(false);
  });

  /** 3 or 4 Union SPs with Grant (+2) beat 2 entrenched CSA SPs (6 + 2 + 2 card... see dice). */
  it('11.5.4: a winner with twice the SPs of the defender may move on; with less it stops in the hex', () => {
    for (const [n, on] of [
      [4, true],
      [3, false],
    ] as const) {
      const s = attack(n, ['grant'], 2, [], (x) => {
        rank(x, 'grant', 2, plain);
        dig(x, 2113, CSA, plain);
        dice(x, 6, 1); // 3-4 column 6 + 2 -> "1d"; 2 column 1 + 2 (Entrenchment) -> "s"
      });
      expect(s[G.B_FLAGS]! & G.BF_ATT_WON).not.toBe(0);
      act(s, A.OP_RETREAT_TO, A.xOf(legalOp(s, A.OP_RETREAT_TO)[0]!));
      expect(entrench(plain, s, at(2113))).toBe(-1);
      expect(genLoc(plain, s, gi('grant', plain))).toBe(at(2113));
      expect(s[G.G_DEC]).toBe(on ? A.D_MOVE : A.D_MAIN);
    }
  });

  it('10.1.3: a beaten Union stack leaves its Entrenchment behind, removed (Confederate attack)', () => {
    const s = blank({ content: plain, side: CSA });
    put(s, 2113, CSA, 3, ['lee'], plain);
    put(s, 2112, USA, 2, [], plain);
    dig(s, 2112, USA, plain);
    act(s, A.OP_ACT_GEN, gi('lee', plain), 3);
    dice(s, 6, 1); // 3-4 column 6 + 2 -> "1d"; 2 column 1 + 2 (Entrenchment) -> "s"
    step(s, 2112, plain);
    pass(s);
    expect(s[G.B_FLAGS]! & G.BF_ATT_WON).not.toBe(0);
    act(s, A.OP_RETREAT_TO, A.xOf(legalOp(s, A.OP_RETREAT_TO)[0]!));
    expect(entrench(plain, s, at(2112))).toBe(-1);
  });

  it('11.2.4: a defender left with no SP: its Generals are Displaced, its markers go, the attacker enters', () => {
    const s = attack(3, ['grant'], 1, ['lee'], (x) => {
      setForage(plain, x, at(2113), CSA, true);
      setDemor(plain, x, at(2113), CSA, true);
      militia(x, 2115, CSA, plain);
      dice(x, 6, 1); // 3-4 column 6 + 2 -> "1d"; 1 column 1 + 2 -> "d"
    });
    expect(sp(plain, s, at(2113), CSA)).toBe(0);
    expect(genStatus(plain, s, gi('lee', plain))).toBe(G.GS_DISPLACED);
    expect(forage(plain, s, at(2113), CSA)).toBe(false);
    expect(demor(plain, s, at(2113), CSA)).toBe(false);
    expect(milLoc(plain, s, CSA, plain.map.stateOf[at(2115)]!)).toBe(at(2115));
    expect(genLoc(plain, s, gi('grant', plain))).toBe(at(2113));
  });

  it('11.2.4: a winner left with no SP stays where it was; a loser with none has its Generals Displaced', () => {
    const s = attack(1, ['grant'], 1, [], (x) => {
      cards(x, USA, CARD_EAST, 1);
      dice(x, 6, 6); // 1 column 6 + 2 + 2 (card) -> "1d"; 6 -> "1"
    });
    act(s, A.OP_CARD, 0, 1);
    expect(s[G.B_FLAGS]! & G.BF_ATT_WON).not.toBe(0);
    expect(s[G.A_SP]).toBe(0);
    expect(s[G.A_NODE]).toBe(at(2112));
    expect(genStatus(plain, s, gi('grant', plain))).toBe(G.GS_DISPLACED); // 7.6: alone
    expect(s[G.G_DEC]).toBe(A.D_MAIN);
    const t = attack(1, ['grant'], 3, [], (x) => dice(x, 1, 6)); // 1 + 2 -> "d"; 3-4 column 6 -> "1"
    expect(t[G.B_FLAGS]! & G.BF_DEF_WON).not.toBe(0);
    expect(sp(plain, t, at(2112), USA)).toBe(0);
    expect(genStatus(plain, t, gi('grant', plain))).toBe(G.GS_DISPLACED);
  });

  it('17.2.4: a beaten Union stack in a Northern Objective hex takes the intrinsic garrison with it', () => {
    const north = mini({
      rows: ['cccccc', 'cccccc'],
      states: ['PPPPPP', 'PPPPPP'],
      places: [{ hex: 2113, name: 'Town', state: 'PA', obj: true }],
    });
    const s = blank({ content: north, side: CSA });
    put(s, 2112, CSA, 3, ['lee'], north);
    put(s, 'Town', USA, 2, [], north);
    act(s, A.OP_ACT_GEN, gi('lee', north), 3);
    dice(s, 6, 1); // 3-4 column 6 + 2 -> "1d"; 2 column 1 -> "d"
    step(s, 'Town', north);
    pass(s);
    expect(s[G.B_FLAGS]! & G.BF_ATT_WON).not.toBe(0);
    expect(nb(north, s, node('Town', north)) & G.B_GARRISON_GONE).not.toBe(0);
  });
});

describe('4.1.4 On to Richmond', () => {
  it('4.1.4: a Union attack in Virginia satisfies On to Richmond, even a lost one; not in Tennessee, not a CSA attack', () => {
    const tn = mini({ rows: ['cccccc', 'cccccc'], states: ['TTTTTT', 'TTTTTT'] });
    const otr = (cc: typeof plain, side: number, before: number): number => {
      const s = blank({ content: cc, side });
      s[G.G_OTR] = before;
      put(s, 2112, side, 3, [], cc);
      put(s, 2113, 1 - side, 2, [], cc);
      act(s, A.OP_ACT_SP, node(2112, cc), 3);
      dice(s, 1, 6); // the attacker loses: it does not enter
      step(s, 2113, cc);
      pass(s);
      expect(s[G.B_FLAGS]! & G.BF_DEF_WON).not.toBe(0);
      return s[G.G_OTR]!;
    };
    expect(otr(plain, USA, 1)).toBe(2);
    expect(otr(plain, USA, 0)).toBe(0);
    expect(otr(tn, USA, 1)).toBe(1);
    expect(otr(plain, CSA, 1)).toBe(1);
  });
});

describe('22.5 Army Morale (optional)', () => {
  const MORALE = { 'r22.5-army-morale': true };
  /** 8 Union SPs (Grant, rank 3) against 8 CSA SPs (Lee, rank 3) on the 7-8 column, 2 dice each. */
  function major(loser: number, rolls: number[], options: Record<string, boolean> = MORALE): S {
    const s = blank({ content: plain, options });
    put(s, 2112, USA, 8, ['grant'], plain);
    rank(s, 'grant', 3, plain);
    put(s, 2113, CSA, 8, ['lee'], plain);
    rank(s, 'lee', 3, plain);
    setBit(plain, s, at(loser === USA ? 2112 : 2113), G.B_MORALE << loser, true); // the loser's high morale

    act(s, A.OP_ACT_GEN, gi('grant', plain), 8);
    dice(s, ...rolls);
    step(s, 2113, plain);
    pass(s);
    return s;
  }
  const high = (s: S, h: number, side: number): boolean => (nb(plain, s, at(h)) & (G.B_MORALE << side)) !== 0;

  it('22.5.1: the winner of a Closely Fought Major Battle with an army gains high morale, the loser loses it', () => {
    const won = major(CSA, [5, 5, 2, 2]); // 10 + 2 -> "2"; 4 + 2 -> "d"
    expect(won[G.B_FLAGS]! & G.BF_ATT_WON).not.toBe(0);
    expect(high(won, 2112, USA)).toBe(true);
    expect(high(won, 2113, CSA)).toBe(false);
    const lost = major(USA, [2, 2, 5, 5]);
    expect(lost[G.B_FLAGS]! & G.BF_DEF_WON).not.toBe(0);
    expect(high(lost, 2112, USA)).toBe(false);
    expect(high(lost, 2113, CSA)).toBe(true);
  });

  it('22.5.1: a winner without an army (no General of rank 3) gains nothing; without the option nothing changes', () => {
    const s = blank({ content: plain, options: MORALE });
    put(s, 2112, USA, 8, ['grant'], plain);
    rank(s, 'grant', 3, plain);
    put(s, 2113, CSA, 8, ['longstreet'], plain);
    act(s, A.OP_ACT_GEN, gi('grant', plain), 8);
    dice(s, 2, 2, 5, 5); // 4 + 2 -> "d"; 10 + 2 -> "2"
    step(s, 2113, plain);
    pass(s);
    expect(s[G.B_FLAGS]! & G.BF_DEF_WON).not.toBe(0);
    expect(high(s, 2113, CSA)).toBe(false);
    const off = major(USA, [2, 2, 5, 5], {});
    expect(off[G.B_FLAGS]! & G.BF_DEF_WON).not.toBe(0);
    expect(high(off, 2112, USA)).toBe(true);
    expect(high(off, 2113, CSA)).toBe(false);
  });

  it('22.5.1: the same when the Confederacy attacks', () => {
    /** 8 CSA SPs (Lee, rank 3) attack 8 Union SPs (Grant, rank 3). */
    const csa = (rolls: number[], unionHigh: boolean): S => {
      const s = blank({ content: plain, side: CSA, options: MORALE });
      put(s, 2113, CSA, 8, ['lee'], plain);
      rank(s, 'lee', 3, plain);
      put(s, 2112, USA, 8, ['grant'], plain);
      rank(s, 'grant', 3, plain);
      setBit(plain, s, at(2112), G.B_MORALE << USA, unionHigh);
      act(s, A.OP_ACT_GEN, gi('lee', plain), 8);
      dice(s, ...rolls);
      step(s, 2112, plain);
      pass(s);
      return s;
    };
    const won = csa([5, 5, 2, 2], true); // 10 + 2 -> "2"; 4 + 2 -> "d"
    expect(won[G.B_FLAGS]! & G.BF_ATT_WON).not.toBe(0);
    expect(high(won, 2112, USA)).toBe(false);
    expect(high(won, 2113, CSA)).toBe(true);
    const lost = csa([2, 2, 5, 5], false);
    expect(lost[G.B_FLAGS]! & G.BF_DEF_WON).not.toBe(0);
    expect(high(lost, 2112, USA)).toBe(true);
    expect(high(lost, 2113, CSA)).toBe(false);
  });

  it('22.5.1 and 22.5.4: a winner that rolled more dice gains nothing; a high-morale winner keeps it', () => {
    // 13 Union SPs (3 dice) beat 8 CSA SPs (2 dice): not Closely Fought
    const s = blank({ content: plain, options: MORALE });
    put(s, 2112, USA, 13, ['grant'], plain);
    rank(s, 'grant', 3, plain);
    put(s, 2113, CSA, 8, ['lee'], plain);
    act(s, A.OP_ACT_GEN, gi('grant', plain), 13);
    dice(s, 5, 5, 5, 2, 2);
    step(s, 2113, plain);
    pass(s);
    expect(s[G.B_FLAGS]! & G.BF_ATT_WON).not.toBe(0);
    expect(high(s, 2112, USA)).toBe(false);
    // 13 CSA SPs with high morale beat 8 Union SPs: they keep it
    const t = blank({ content: plain, options: MORALE });
    put(t, 2112, USA, 8, ['grant'], plain);
    rank(t, 'grant', 3, plain);
    put(t, 2113, CSA, 13, ['lee'], plain);
    setBit(plain, t, at(2113), G.B_MORALE << CSA, true);
    act(t, A.OP_ACT_GEN, gi('grant', plain), 8);
    dice(t, 2, 2, 5, 5, 5);
    step(t, 2113, plain);
    pass(t);
    expect(t[G.B_FLAGS]! & G.BF_DEF_WON).not.toBe(0);
    expect(high(t, 2113, CSA)).toBe(true);
  });

  it('W33 22.5.1: both sides need 7 SPs or more', () => {
    expect(closelyFought(7, 7, 2, 2)).toBe(true);
    expect(closelyFought(6, 12, 1, 2)).toBe(false);
    expect(closelyFought(12, 6, 2, 2)).toBe(false);
  });

  it('22.5.3: a high-morale army, attacking or defending, re-rolls a 1 once', () => {
    const roll = (options: Record<string, boolean>, high = true, rolls = [1, 4, 1, 5]): number[] => {
      const s = blank({ content: plain, options });
      put(s, 2112, USA, 3, [], plain);
      put(s, 2113, CSA, 2, [], plain);
      setBit(plain, s, at(2112), G.B_MORALE << USA, high);
      setBit(plain, s, at(2113), G.B_MORALE << CSA, high);
      act(s, A.OP_ACT_SP, at(2112), 3);
      dice(s, ...rolls);
      step(s, 2113, plain);
      pass(s);
      return [s[G.B_DICE]!, s[G.B_DICE + 1]!];
    };
    expect(roll(MORALE)).toEqual([4, 5]);
    expect(roll({})).toEqual([1, 4]);
    expect(roll(MORALE, false)).toEqual([1, 4]); // no high morale, no re-roll
    expect(roll(MORALE, false, [4, 1, 5])).toEqual([4, 1]);
    // the Union defending against a Confederate attack
    const s = blank({ content: plain, side: CSA, options: MORALE });
    put(s, 2113, CSA, 3, [], plain);
    put(s, 2112, USA, 2, [], plain);
    setBit(plain, s, at(2112), G.B_MORALE << USA, true);
    act(s, A.OP_ACT_SP, at(2113), 3);
    dice(s, 4, 1, 5);
    step(s, 2112, plain);
    pass(s);
    expect([s[G.B_DICE], s[G.B_DICE + 1]]).toEqual([4, 5]);
  });
});
