/**
 * 3.7 Enigma cards played in their owner's own turn, on constructed positions through the game object,
 * each named after its card clarification: supply cards, spies, Monitor and Ironclads (CC23, CC19),
 * Copperheads (CC40), Partisan Rangers (CC66), Digging for the South (CC67), Emancipation (CC51),
 * Freedom Sickness (CC65), Blue Mountain Boys (CC60), Conscription Act and Degataga (CC71).
 */
import { describe, expect, it } from 'vitest';
import {
  A,
  at,
  bvg,
  c,
  card,
  city,
  command,
  csa,
  empty,
  hand,
  has,
  L,
  maps,
  play,
  type S,
  START_MAPS,
  usa,
} from './fixture.js';

const enigma = (k: number): number => A.enc(A.OP_ENIGMA, k, A.NONE);
const loc = (s: S, k: number): number => s[L.C_LOC + k]!;

/** `side`'s Deploy/Move Step on the start maps with card `num` of its deck in hand. */
function withCard(side: 'usa' | 'csa', num: number, setup?: (s: S) => void): S {
  const s = empty();
  maps(s, START_MAPS);
  hand(s, side, num);
  setup?.(s);
  at(s, side, L.PH_DEPLOY);
  return s;
}
/** Play card `num` of `side` in its own Deploy/Move Step. */
function played(side: 'usa' | 'csa', num: number, setup?: (s: S) => void): S {
  const s = withCard(side, num, setup);
  const k = card(side, num);
  expect(has(s, enigma(k))).toBe(true);
  play(s, enigma(k));
  return s;
}

describe('3.7 when an Enigma card may be played', () => {
  it('in its owner’s own turn only, never from the Historical USA first turn, never when locked in hand', () => {
    expect(has(withCard('usa', 6), enigma(usa(6)))).toBe(true);
    const opp = withCard('usa', 6);
    at(opp, 'csa', L.PH_DEPLOY);
    expect(has(opp, enigma(usa(6)))).toBe(false);
    const first = withCard('usa', 6, (s) => (s[L.H_TURN_FLAGS] = L.TF_NO_CARDS));
    expect(has(first, enigma(usa(6)))).toBe(false);
    const locked = withCard('usa', 6, (s) => (s[L.C_FLAGS + usa(6)] = L.F_HAND_LOCK));
    expect(has(locked, enigma(usa(6)))).toBe(false);
    for (const ph of [L.PH_DRAW, L.PH_COMBAT, L.PH_REGROUP]) {
      const t = withCard('csa', 65);
      t[L.H_PHASE] = ph;
      expect(has(t, enigma(csa(65)))).toBe(true);
    }
  });
});

describe('supply and spies', () => {
  it('Habeas Corpus, Enrollment Act and Blockade Runners give two supply points and are discarded', () => {
    for (const [side, num] of [
      ['usa', 6],
      ['usa', 75],
      ['csa', 65],
    ] as const) {
      const s = played(side, num);
      const sd = side === 'usa' ? L.USA : L.CSA;
      expect(s[L.H_SUPPLY + sd]).toBe(7);
      expect(s[L.H_SUPPLY + 1 - sd]).toBe(5);
      expect(loc(s, card(side, num))).toBe(L.LOC_REMOVED);
    }
  });

  it('Pauline Cushman shows the CSA hand to the USA; La Belle Rebelle costs the USA a supply point, never below 0', () => {
    const s = played('usa', 38, (t) => hand(t, 'csa', 7, 9));
    for (const n of [7, 9]) expect(s[L.C_FLAGS + csa(n)]! & L.F_KNOWN).toBe(L.F_KNOWN);
    expect(s[L.H_SUPPLY + L.CSA]).toBe(5);
    const b = played('csa', 5, (t) => hand(t, 'usa', 9));
    expect(b[L.C_FLAGS + usa(9)]! & L.F_KNOWN).toBe(L.F_KNOWN);
    expect(b[L.H_SUPPLY + L.USA]).toBe(4);
    expect(played('csa', 5, (t) => (t[L.H_SUPPLY + L.USA] = 0))[L.H_SUPPLY + L.USA]).toBe(0);
  });
});

describe('CC23 Monitor and CC19 Ironclads', () => {
  it('Monitor: Norfolk occupied by the USA, the card stays in play, and it may not be played again', () => {
    const s = played('usa', 23);
    expect(s[L.CITY + city('norfolk')]).toBe(L.USA + 1);
    expect(loc(s, usa(23))).toBe(L.LOC_ACTIVE);
    expect(s[L.H_FLAGS]! & L.GF_MONITOR).toBe(L.GF_MONITOR);
    expect(
      has(
        withCard('usa', 23, (t) => (t[L.H_FLAGS] = L.GF_MONITOR)),
        enigma(usa(23)),
      ),
    ).toBe(false);
  });

  it('Ironclads: one extra free restore any time this turn; the card stays in play', () => {
    const s = played('csa', 19);
    expect([s[L.H_FREE_RESTORE], s[L.H_FREE_KEEP]]).toEqual([1, 1]);
    expect(loc(s, csa(19))).toBe(L.LOC_ACTIVE);
    expect(s[L.H_FLAGS]! & (L.GF_IRONCLADS | L.GF_IRONCLADS_PLAYED)).toBe(
      L.GF_IRONCLADS | L.GF_IRONCLADS_PLAYED,
    );
  });

  it('Monitor nullifies Ironclads whichever is played first', () => {
    const after = played('usa', 23, (t) => {
      t[L.C_LOC + csa(19)] = L.LOC_ACTIVE;
      t[L.H_FLAGS] = L.GF_IRONCLADS | L.GF_IRONCLADS_PLAYED;
    });
    expect(loc(after, csa(19))).toBe(L.LOC_REMOVED);
    expect(after[L.H_FLAGS]! & L.GF_IRONCLADS).toBe(0);
    expect(after[L.H_FLAGS]! & L.GF_IRONCLADS_PLAYED).toBe(L.GF_IRONCLADS_PLAYED); // Monitor no longer blockades
    const before = played('csa', 19, (t) => {
      t[L.C_LOC + usa(23)] = L.LOC_ACTIVE;
      t[L.H_FLAGS] = L.GF_MONITOR;
    });
    expect(loc(before, csa(19))).toBe(L.LOC_REMOVED);
    expect(before[L.H_FREE_RESTORE]).toBe(0);
    expect(before[L.H_FLAGS]! & (L.GF_IRONCLADS | L.GF_IRONCLADS_PLAYED)).toBe(L.GF_IRONCLADS_PLAYED);
  });
});

describe('CSA turn cards', () => {
  it('CC40 Copperheads: the CSA gets a free turn', () => {
    const s = played('csa', 40);
    expect(s[L.H_FLAGS]! & L.GF_COPPERHEADS).toBe(L.GF_COPPERHEADS);
    expect(loc(s, csa(40))).toBe(L.LOC_REMOVED);
  });

  it('CC66 Partisan Rangers: two free cards and one free supply point; a draw beyond the deck is wasted', () => {
    const deck = [7, 9, 10].map(csa);
    const s = played('csa', 66, (t) => {
      for (const k of deck) t[L.C_LOC + k] = L.LOC_DECK;
    });
    expect(deck.filter((k) => loc(s, k) === L.LOC_HAND).length).toBe(2);
    expect(s[L.H_SUPPLY + L.CSA]).toBe(6);
    const short = played('csa', 66, (t) => (t[L.C_LOC + csa(7)] = L.LOC_DECK));
    expect(loc(short, csa(7))).toBe(L.LOC_HAND);
    expect(short[L.H_SUPPLY + L.CSA]).toBe(6);
  });

  it('CC67 Digging for the South: Wheeling to the CSA if neutral, the card stays in play, once', () => {
    const s = played('csa', 67);
    expect(s[L.CITY + city('wheeling')]).toBe(L.CSA + 1);
    expect(loc(s, csa(67))).toBe(L.LOC_ACTIVE);
    expect(s[L.H_FLAGS]! & L.GF_DIGGING).toBe(L.GF_DIGGING);
    expect(
      has(
        withCard('csa', 67, (t) => (t[L.H_FLAGS] = L.GF_DIGGING)),
        enigma(csa(67)),
      ),
    ).toBe(false);
    const held = played('csa', 67, (t) => (t[L.CITY + city('wheeling')] = L.USA + 1));
    expect(held[L.CITY + city('wheeling')]).toBe(L.USA + 1);
  });

  it('CC67 after Freedom Sickness Digging is discarded for another card, and Wheeling stays', () => {
    const s = played('csa', 67, (t) => {
      t[L.H_FLAGS] = L.GF_FREEDOM;
      t[L.C_LOC + csa(7)] = L.LOC_DECK;
    });
    expect(loc(s, csa(67))).toBe(L.LOC_REMOVED);
    expect(loc(s, csa(7))).toBe(L.LOC_HAND);
    expect(s[L.H_FLAGS]! & L.GF_DIGGING).toBe(0);
    expect(s[L.CITY + city('wheeling')]).toBe(0); // still neutral
  });

  it('Conscription Act: the two strongest face-up cadre cards go to hand', () => {
    const s = played('csa', 79, (t) => {
      for (const n of [7, 9, 21, 38]) t[L.C_LOC + csa(n)] = L.LOC_CADRE; // strengths 2, 3, 3, 3
      t[L.C_FLAGS + csa(38)] = L.F_CADRE_DOWN;
    });
    expect([9, 21].map((n) => loc(s, csa(n)))).toEqual([L.LOC_HAND, L.LOC_HAND]);
    expect(s[L.C_FLAGS + csa(9)]).toBe(L.F_KNOWN);
    expect([loc(s, csa(7)), loc(s, csa(38))]).toEqual([L.LOC_CADRE, L.LOC_CADRE]);
  });

  it('CC71 Degataga: the USA diverts an undepleted corps in play (not XXII Corps) to its cadre, face-down', () => {
    const s = played('csa', 71, (t) => {
      command(t, 'usa', 'east', 4, [55]); // XXII Corps with the Dept. of Washington
      command(t, 'usa', 'east', 11, [9, 10]);
      command(t, 'usa', 'west', 14, [15]);
      t[L.C_STEPS + usa(10)] = 1; // depleted
      hand(t, 'usa', 18); // in hand, not in play
    });
    expect(s[L.H_PHASE]).toBe(L.PH_PICK);
    expect(bvg.toMove(s)).toBe(L.USA);
    const pick = (n: number): number => A.enc(A.OP_PICK, usa(n));
    expect([9, 15, 10, 18, 55].map((n) => has(s, pick(n)))).toEqual([true, true, false, false, false]);
    play(s, pick(9));
    expect([loc(s, usa(9)), s[L.C_FLAGS + usa(9)]]).toEqual([L.LOC_CADRE, L.F_CADRE_DOWN]);
    expect(s[L.H_PHASE]).toBe(L.PH_DEPLOY);
    // no such corps: the instruction is ignored
    const none = played('csa', 71, (t) => command(t, 'usa', 'east', 4, [55]));
    expect(none[L.H_PHASE]).toBe(L.PH_DEPLOY);
  });
});

describe('USA political cards', () => {
  it('CC51 Emancipation only after a qualifying battle: Wheeling and Kentucky go pro-North if neutral', () => {
    expect(has(withCard('usa', 51), enigma(usa(51)))).toBe(false);
    const s = played('usa', 51, (t) => {
      t[L.H_FLAGS] = L.GF_EMANC_ELIG | L.GF_KY_NEUTRAL;
      maps(t, { C: 'neutral' });
    });
    for (const x of ['wheeling', 'louisville', 'lexington']) expect(s[L.CITY + city(x)]).toBe(L.USA + 1);
    expect(s[L.H_FLAGS]! & (L.GF_EMANC | L.GF_KY_NEUTRAL | L.GF_EMANC_KY)).toBe(L.GF_EMANC);
    expect(
      has(
        withCard('usa', 51, (t) => (t[L.H_FLAGS] = L.GF_EMANC_ELIG | L.GF_EMANC)),
        enigma(usa(51)),
      ),
    ).toBe(false);
    // before Map Card C: Kentucky's tokens wait for it
    const early = played('usa', 51, (t) => (t[L.H_FLAGS] = L.GF_EMANC_ELIG));
    expect(early[L.H_FLAGS]! & L.GF_EMANC_KY).toBe(L.GF_EMANC_KY);
  });

  it('CC65 Freedom Sickness before any attack: Wheeling to the USA, or a supply point if it is the USA’s', () => {
    const s = played('usa', 65);
    expect(s[L.CITY + city('wheeling')]).toBe(L.USA + 1);
    expect(s[L.H_SUPPLY + L.USA]).toBe(5);
    expect(s[L.H_FLAGS]! & L.GF_FREEDOM).toBe(L.GF_FREEDOM);
    const held = played('usa', 65, (t) => (t[L.CITY + city('wheeling')] = L.USA + 1));
    expect(held[L.H_SUPPLY + L.USA]).toBe(6);
    const csaHeld = played('usa', 65, (t) => (t[L.CITY + city('wheeling')] = L.CSA + 1));
    expect(csaHeld[L.CITY + city('wheeling')]).toBe(L.USA + 1);
    expect(
      has(
        withCard('usa', 65, (t) => (t[L.H_TURN_FLAGS] = L.TF_ATTACKED)),
        enigma(usa(65)),
      ),
    ).toBe(false);
  });

  it('CC60 Blue Mountain Boys only after Emancipation and before any attack, for this turn', () => {
    expect(has(withCard('usa', 60), enigma(usa(60)))).toBe(false);
    const s = played('usa', 60, (t) => (t[L.H_FLAGS] = L.GF_EMANC));
    expect(s[L.H_TURN_FLAGS]! & L.TF_BMB).toBe(L.TF_BMB);
    const attacked = withCard('usa', 60, (t) => {
      t[L.H_FLAGS] = L.GF_EMANC;
      t[L.H_TURN_FLAGS] = L.TF_ATTACKED;
    });
    expect(has(attacked, enigma(usa(60)))).toBe(false);
  });
});

describe('Enigma cards in a battle (8.41, CC20, CC48, CC61, CC68)', () => {
  /** Meade (USA) attacks Manassas from Washington; Magruder (CSA) holds it with `inHand` cards in the hands. */
  function attack(usaHand: number[], csaHand: number[]): S {
    const s = empty();
    maps(s, START_MAPS);
    const meade = command(s, 'usa', 'east', 56, [9]);
    command(s, 'csa', 'east', 32, [7, 10]);
    hand(s, 'usa', ...usaHand);
    hand(s, 'csa', ...csaHand);
    at(s, 'usa', L.PH_COMBAT);
    play(s, A.enc(A.OP_ATTACK, meade, city('manassas'), city('washington')));
    expect(s[L.H_PHASE]).toBe(L.PH_DEFEND);
    return s;
  }
  const toReserves = (s: S): void => {
    play(s, A.enc(A.OP_DEFEND, card('csa', 32), 0));
    expect(s[L.H_PHASE]).toBe(L.PH_RESERVE);
  };

  it('CC20 The Slows: against a USA commander announcing an attack, his initiative -1', () => {
    const s = attack([], [20]);
    expect(has(s, enigma(csa(20)))).toBe(true);
    play(s, enigma(csa(20)));
    expect(s[L.B_INIT_PEN]).toBe(1);
    expect(loc(s, csa(20))).toBe(L.LOC_REMOVED);
    toReserves(s);
    expect(has(s, enigma(csa(20)))).toBe(false);
  });

  it('8.41 a die-roll card is played in its owner’s reserve turn and shifts the die for its side', () => {
    const s = attack([57, 48, 61, 68], [3]);
    expect(has(s, enigma(usa(57)))).toBe(false); // not before the reserves
    toReserves(s);
    expect(bvg.toMove(s)).toBe(L.USA);
    expect(has(s, enigma(csa(3)))).toBe(false); // not in the other side's reserve turn
    expect(has(s, enigma(usa(48)))).toBe(false); // CC48 Old Abe: only for a target in the West
    expect(has(s, enigma(usa(61)))).toBe(false); // CC61 Swamp Angel: only for an invasion
    const drm = s[L.B_DRM]!;
    play(s, enigma(usa(57)));
    expect(s[L.B_DRM]).toBe(drm + 1);
    expect(loc(s, usa(57))).toBe(L.LOC_REMOVED);
    expect(bvg.toMove(s)).toBe(L.CSA); // the play used the USA's reserve turn
    play(s, enigma(csa(3))); // Miracle from God: for the CSA, the defender
    expect(s[L.B_DRM]).toBe(drm);
    play(s, enigma(usa(68))); // Infernal Machines
    expect(s[L.B_DRM]).toBe(drm + 1);
    expect(s[L.B_FLAGS]! & L.BF_INFERNAL).toBe(L.BF_INFERNAL);
  });
});

describe('each card keeps to its own text', () => {
  it('a spy may be played with Monitor in play, Ironclads with Digging for the South in play', () => {
    expect(
      has(
        withCard('usa', 38, (t) => (t[L.H_FLAGS] = L.GF_MONITOR)),
        enigma(usa(38)),
      ),
    ).toBe(true);
    expect(
      has(
        withCard('csa', 19, (t) => (t[L.H_FLAGS] = L.GF_DIGGING)),
        enigma(csa(19)),
      ),
    ).toBe(true);
  });

  it('a spy sees the enemy hand, not his deck, and changes nothing else about those cards', () => {
    const s = played('usa', 38, (t) => {
      hand(t, 'csa', 7);
      t[L.C_FLAGS + csa(7)] = L.F_HAND_LOCK;
      t[L.C_LOC + csa(9)] = L.LOC_DECK;
    });
    expect(s[L.C_FLAGS + csa(7)]).toBe(L.F_HAND_LOCK | L.F_KNOWN);
    expect(s[L.C_FLAGS + csa(9)]! & L.F_KNOWN).toBe(0);
  });

  it('CC23 Monitor nullifies Ironclads only: Digging for the South stays in play', () => {
    const s = played('usa', 23, (t) => {
      t[L.C_LOC + csa(19)] = L.LOC_ACTIVE;
      t[L.C_LOC + csa(67)] = L.LOC_ACTIVE;
      t[L.H_FLAGS] = L.GF_IRONCLADS | L.GF_IRONCLADS_PLAYED | L.GF_DIGGING;
    });
    expect([loc(s, csa(19)), loc(s, csa(67))]).toEqual([L.LOC_REMOVED, L.LOC_ACTIVE]);
  });

  it('CC51 Emancipation: only neutral cities go pro-North; a CSA-held Wheeling or Bowling Green stays CSA', () => {
    const s = played('usa', 51, (t) => {
      t[L.H_FLAGS] = L.GF_EMANC_ELIG | L.GF_KY_NEUTRAL;
      maps(t, { C: 'neutral', F: 'csa' }); // Bowling Green supplied from Nashville
      t[L.CITY + city('wheeling')] = L.CSA + 1;
      t[L.CITY + city('bowling-green')] = L.CSA + 1;
    });
    expect(['wheeling', 'bowling-green', 'lexington'].map((x) => s[L.CITY + city(x)])).toEqual([
      L.CSA + 1,
      L.CSA + 1,
      L.USA + 1,
    ]);
  });

  it('Conscription Act: the strongest face-up cadre card first; a face-down one stays; no more than there are', () => {
    const s = played('csa', 79, (t) => {
      for (const n of [9, 10, 22]) t[L.C_LOC + csa(n)] = L.LOC_CADRE; // strengths 3, 2, 2
    });
    expect(loc(s, csa(9))).toBe(L.LOC_HAND);
    expect([10, 22].filter((n) => loc(s, csa(n)) === L.LOC_HAND).length).toBe(1);
    const one = played('csa', 79, (t) => {
      t[L.C_LOC + csa(7)] = L.LOC_CADRE; // strength 2, face-up
      t[L.C_LOC + csa(9)] = L.LOC_CADRE; // strength 3, face-down
      t[L.C_FLAGS + csa(9)] = L.F_CADRE_DOWN;
    });
    expect([loc(one, csa(7)), loc(one, csa(9))]).toEqual([L.LOC_HAND, L.LOC_CADRE]);
    // the second recall finds nothing: no other card moves
    const before = withCard('csa', 79, (t) => {
      t[L.C_LOC + csa(7)] = L.LOC_CADRE;
      t[L.C_LOC + csa(9)] = L.LOC_CADRE;
      t[L.C_FLAGS + csa(9)] = L.F_CADRE_DOWN;
    });
    const moved: number[] = [];
    for (let k = 0; k < c.nc; k++) if (loc(one, k) !== loc(before, k)) moved.push(k);
    expect(moved).toEqual([csa(7), csa(79)]);
  });

  it('CC71 Degataga diverts a corps: not a cavalry unit, not a leader', () => {
    const s = played('csa', 71, (t) => {
      command(t, 'usa', 'west', 19, [47, 15]); // Grant with Wilson (cavalry) and XI Corps
    });
    // XI Corps is the only choice, so it goes at once; Grant and Wilson stay in play
    expect([loc(s, usa(15)), s[L.C_FLAGS + usa(15)]]).toEqual([L.LOC_CADRE, L.F_CADRE_DOWN]);
    expect([loc(s, usa(19)), loc(s, usa(47))]).toEqual([L.LOC_WEST, L.LOC_WEST]);
    expect(s[L.H_PHASE]).toBe(L.PH_DEPLOY);
  });
});
