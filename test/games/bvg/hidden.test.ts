/**
 * Hidden information (2.1, 17.1): what a side may see, determinization consistent with it, bots that
 * do not depend on the opponent's hidden cards, and chance reseeding that never reveals a draw.
 */
import { describe, expect, it } from 'vitest';
import { makeBot } from '../../../bots/index.js';
import type { Bot } from '../../../src/core/bot.js';
import { Sfc32 } from '../../../src/core/rng.js';
import { handFor } from '../../../src/games/bvg/draw.js';
import { A, bvg, c, csa, empty, L, maps, type S, positions, usa } from './fixture.js';

/** The opponent's hand (card ids), as the engine holds it. */
function handOf(s: S, side: number): string[] {
  const out: string[] = [];
  for (let k = c.sideStart[side]; k < c.sideEnd[side]; k++)
    if (s[L.C_LOC + k] === L.LOC_HAND || s[L.C_LOC + k] === L.LOC_HAND_W) out.push(c.cardId[k]!);
  return out.sort();
}

describe('bvg hidden information', () => {
  it('observe shows a side its own hand and only the count (and known cards) of the other', () => {
    const s = bvg.create({ scenario: 'standard', seed: 11 });
    const o = JSON.stringify(bvg.observe(s, L.USA).data);
    for (let k = c.sideStart[L.CSA]; k < c.sideEnd[L.CSA]; k++) {
      if (s[L.C_LOC + k] !== L.LOC_HAND) continue;
      const known = (s[L.C_FLAGS + k]! & L.F_KNOWN) !== 0; // AT START cards are public
      expect(o.includes(`"${c.cardId[k]}"`)).toBe(known);
    }
    for (const id of handOf(s, L.USA)) expect(o.includes(`"${id}"`)).toBe(true);
  });

  it('determinize keeps everything the observer sees and deals the opponent a new hand', () => {
    let changed = 0;
    for (const s of positions('standard', 'det', 37, 12)) {
      for (const observer of [L.USA, L.CSA]) {
        const d = bvg.clone(s);
        bvg.determinize!(d, observer, Sfc32.from(observer, 'det'));
        expect(bvg.observe(d, observer).data).toEqual(bvg.observe(s, observer).data);
        // nothing of the observer's own changes, and the opponent's hand keeps its size
        for (let k = c.sideStart[observer]; k < c.sideEnd[observer]; k++)
          expect(d[L.C_LOC + k]).toBe(s[L.C_LOC + k]);
        expect(handOf(d, 1 - observer).length).toBe(handOf(s, 1 - observer).length);
        if (handOf(d, 1 - observer).join() !== handOf(s, 1 - observer).join()) changed++;
        // 17.1: before its Late War a side holds no Late-War card
        if (!d[L.H_LATEWAR + 1 - observer])
          for (let k = c.sideStart[1 - observer]; k < c.sideEnd[1 - observer]; k++)
            if (d[L.C_LOC + k] === L.LOC_HAND) expect(c.lateWar[k]).toBe(0);
        // the determinized game goes on legally
        const buf = new Int32Array(bvg.maxActions);
        expect(bvg.legalActions(d, buf)).toBeGreaterThan(0);
      }
    }
    expect(changed).toBeGreaterThan(0);
  });

  it('4-Player rule 4 determinize deals WEST and West-only cards to the Western hand, the others to the Eastern', () => {
    // a card in the hand that rule 4 does not send there (unknown to the observer)
    const misplaced = (t: S, side: number): number => {
      let n = 0;
      for (let k = c.sideStart[side]; k < c.sideEnd[side]; k++) {
        const l = t[L.C_LOC + k]!;
        if (
          (l === L.LOC_HAND || l === L.LOC_HAND_W) &&
          !(t[L.C_FLAGS + k]! & L.F_KNOWN) &&
          l !== handFor(c, t, k)
        )
          n++;
      }
      return n;
    };
    let west = 0;
    for (const s of positions('four-player', 'det4', 29, 16)) {
      for (const observer of [L.USA, L.CSA]) {
        for (let i = 0; i < 4; i++) {
          const d = bvg.clone(s);
          bvg.determinize!(d, observer, Sfc32.from(i, 'det4'));
          expect(bvg.observe(d, observer).data).toEqual(bvg.observe(s, observer).data);
          // no more cards out of their rule-4 hand than the real deal has (cards given to the partner)
          expect(misplaced(d, 1 - observer)).toBeLessThanOrEqual(misplaced(s, 1 - observer));
          for (let k = c.sideStart[1 - observer]; k < c.sideEnd[1 - observer]; k++)
            if (d[L.C_LOC + k] === L.LOC_HAND_W && !(d[L.C_FLAGS + k]! & L.F_KNOWN)) west++;
        }
      }
    }
    expect(west).toBeGreaterThan(0); // the Western hands held unseen cards
  });

  it('4-Player rule 7 a hand holding a card from the partner (more than its kind left unseen) keeps its size', () => {
    const s = empty();
    s[L.H_PLAYERS] = 4;
    const csaCards = Array.from({ length: c.nc }, (_, k) => k).filter(
      (k) => c.cardSide[k] === L.CSA && c.mapLetter[k]! < 0 && !c.lateWar[k],
    );
    // each way: a hand holds its only unseen card of its kind and one of the partner's kind, given to it
    for (const [home, other] of [
      [L.LOC_HAND, L.LOC_HAND_W],
      [L.LOC_HAND_W, L.LOC_HAND],
    ] as const) {
      const t = bvg.clone(s);
      const own = csaCards.find((k) => handFor(c, t, k) === home)!;
      const given = csaCards.filter((k) => handFor(c, t, k) === other).slice(0, 3);
      for (const k of [own, given[0]!]) t[L.C_LOC + k] = home;
      t[L.C_LOC + given[1]!] = other;
      t[L.C_LOC + given[2]!] = L.LOC_DECK;
      const inHome = new Set<number>();
      const inOther = new Set<number>();
      for (let i = 0; i < 30; i++) {
        const d = bvg.clone(t);
        bvg.determinize!(d, L.USA, Sfc32.from(i, 'gift'));
        const held = (l: number): number[] => [own, ...given].filter((k) => d[L.C_LOC + k] === l);
        expect([held(home).length, held(other).length, held(L.LOC_DECK).length]).toEqual([2, 1, 1]);
        expect(held(home)).toContain(own);
        for (const k of held(home)) if (k !== own) inHome.add(k);
        for (const k of held(other)) inOther.add(k);
      }
      // either hand may hold any of the three cards of the partner's kind
      expect([inHome.size, inOther.size]).toEqual([3, 3]);
    }
  });

  it('numbered decks (Gettysburg) are public: determinize changes nothing', () => {
    const s = bvg.create({ scenario: 'gettysburg', seed: 2 });
    const d = bvg.clone(s);
    bvg.determinize!(d, L.USA, Sfc32.from(1, 'x'));
    expect(Array.from(d)).toEqual(Array.from(s));
  });

  it('reseedChance reseeds the draws too: a searcher does not draw the real next card', () => {
    const s = bvg.create({ scenario: 'standard', seed: 4 });
    bvg.apply(s, A.DONE); // CSA Pre-Action: USA Draw/Replace Step next
    const drawn = (t: S): string => {
      const before = new Set(handOf(t, L.USA));
      bvg.apply(t, A.enc(A.OP_DRAW));
      return handOf(t, L.USA)
        .filter((id) => !before.has(id))
        .join();
    };
    const real = drawn(bvg.clone(s));
    expect(drawn(bvg.clone(s))).toBe(real); // the same state draws the same card
    const others = new Set<string>();
    for (let i = 0; i < 8; i++) {
      const t = bvg.clone(s);
      bvg.reseedChance(t, Sfc32.from(i, 'reseed'));
      others.add(drawn(t));
    }
    expect(others.size).toBeGreaterThan(1);
    // the dice stream and the shuffle stream both changed
    const t = bvg.clone(s);
    bvg.reseedChance(t, Sfc32.from(1, 'reseed'));
    expect(Array.from(t.subarray(L.H_DICE, L.H_DICE + 4))).not.toEqual(
      Array.from(s.subarray(L.H_DICE, L.H_DICE + 4)),
    );
    expect(Array.from(t.subarray(L.H_SHUF, L.H_SHUF + 4))).not.toEqual(
      Array.from(s.subarray(L.H_SHUF, L.H_SHUF + 4)),
    );
  });

  const swapTest = (spec: string, every: number, max: number): void => {
    let compared = 0;
    let differentHands = 0;
    for (const s of positions('standard', `swap-${spec}`, every, max)) {
      const seat = bvg.toMove(s);
      const swapped = bvg.clone(s);
      bvg.determinize!(swapped, seat, Sfc32.from(compared, 'swap'));
      if (handOf(swapped, 1 - seat).join() !== handOf(s, 1 - seat).join()) differentHands++;
      const a: Bot<S> = makeBot(bvg, spec, seat, 'same-seed');
      const b: Bot<S> = makeBot(bvg, spec, seat, 'same-seed');
      expect(b.choose(swapped)).toBe(a.choose(s));
      compared++;
    }
    expect(compared).toBeGreaterThan(3);
    expect(differentHands).toBeGreaterThan(0);
  };

  it("the heuristic bot's choice is unchanged when the opponent's hand is swapped for a consistent one", () => {
    swapTest('heuristic', 13, 30);
  });

  it("the ISMCTS bot's choice is unchanged when the opponent's hand is swapped for a consistent one", () => {
    swapTest('ismcts:iters=40,depth=6', 11, 6);
  });
});

describe('determinize on a constructed position (2.1, 3.28, 7.2, 17.1, 18.5)', () => {
  const LW_CSA = [69, 72, 73, 74, 76].map(csa); // CSA Late-War cards
  const PLAIN = [7, 8, 9, 14, 17, 37].map(csa); // CSA cards a hand may hold at any time (37: Map Card I)
  const USELESS = csa(27); // map card F (CSA): useless while F is in play (3.28)
  const KEPT_OUT = csa(25); // map card H (CSA): the CSA could have played it at its last Deploy/Move Step

  /** The CSA holds four unseen cards and one known card; the rest of the cards above are in its deck. */
  function position(lateWar: boolean): S {
    const s = empty();
    maps(s, { F: 'usa' });
    s[L.H_CSA_NOMAP] = 1 << 7;
    s[L.H_RECENT] = 0;
    s[L.H_LATEWAR + L.CSA] = lateWar ? 1 : 0;
    const hidden = [PLAIN[0]!, PLAIN[1]!, LW_CSA[0]!, KEPT_OUT];
    for (const k of [...PLAIN, ...LW_CSA, USELESS, KEPT_OUT]) s[L.C_LOC + k] = L.LOC_DECK;
    for (const k of hidden) s[L.C_LOC + k] = L.LOC_HAND;
    s[L.C_LOC + csa(4)] = L.LOC_HAND;
    s[L.C_FLAGS + csa(4)] = L.F_KNOWN;
    // the Late-War block: one face-up card (17.1) and two face-down ones
    const block = [csa(78), LW_CSA[3]!, LW_CSA[4]!];
    block.forEach((k, i) => {
      s[L.BOT + L.CSA * L.BOT_CAP + i] = k;
      s[L.C_LOC + k] = L.LOC_BOTTOM;
    });
    s[L.C_FLAGS + csa(78)] = L.F_LW_UP;
    s[L.H_BOT_N + L.CSA] = 3;
    return s;
  }
  const where = (s: S, k: number): number => s[L.C_LOC + k]!;

  it('keeps the counts, the known card and the face-up Late-War card; face-down slots take Late-War cards', () => {
    for (const lateWar of [false, true]) {
      const s = position(lateWar);
      const count = (t: S, l: number): number =>
        Array.from({ length: c.nc }, (_, k) => k).filter((k) => where(t, k) === l).length;
      for (let i = 0; i < 40; i++) {
        const d = bvg.clone(s);
        bvg.determinize!(d, L.USA, Sfc32.from(i, 'constructed'));
        for (const l of [L.LOC_HAND, L.LOC_DECK, L.LOC_BOTTOM]) expect(count(d, l)).toBe(count(s, l));
        expect(where(d, csa(4))).toBe(L.LOC_HAND);
        expect(d[L.C_FLAGS + csa(4)]).toBe(L.F_KNOWN);
        expect(d[L.BOT + L.CSA * L.BOT_CAP]).toBe(csa(78));
        expect(d[L.C_FLAGS + csa(78)]).toBe(L.F_LW_UP);
        for (const i2 of [1, 2]) {
          const k = d[L.BOT + L.CSA * L.BOT_CAP + i2]!;
          expect(LW_CSA).toContain(k);
          expect(where(d, k)).toBe(L.LOC_BOTTOM);
        }
        for (let k = 0; k < c.nc; k++) if (k !== csa(4) && k !== csa(78)) expect(d[L.C_FLAGS + k]).toBe(0);
        for (let k = c.sideStart[L.USA]; k < c.sideEnd[L.USA]; k++) expect(where(d, k)).toBe(where(s, k));
      }
    }
  });

  it('a hand gets no useless map card (3.28), no map card the CSA would have played (7.2), no Late-War card before its Late War (17.1)', () => {
    for (const lateWar of [false, true]) {
      const inHands = new Set<number>();
      for (let i = 0; i < 60; i++) {
        const d = position(lateWar);
        bvg.determinize!(d, L.USA, Sfc32.from(i, 'rules'));
        for (let k = c.sideStart[L.CSA]; k < c.sideEnd[L.CSA]; k++)
          if (where(d, k) === L.LOC_HAND) inHands.add(k);
      }
      expect(inHands.has(USELESS)).toBe(false);
      expect(inHands.has(KEPT_OUT)).toBe(false);
      // uniform among the consistent deals: every other unseen card reaches the hand in some deal
      for (const k of PLAIN) expect(inHands.has(k)).toBe(true);
      for (const k of LW_CSA) expect(inHands.has(k)).toBe(lateWar);
    }
  });

  it('2.1 of two unseen cards, one in the hand and one in the deck, either may be dealt to the hand', () => {
    const inHand = new Set<number>();
    for (let i = 0; i < 20; i++) {
      const d = empty();
      d[L.C_LOC + PLAIN[0]!] = L.LOC_HAND;
      d[L.C_LOC + PLAIN[1]!] = L.LOC_DECK;
      bvg.determinize!(d, L.USA, Sfc32.from(i, 'two'));
      for (const k of PLAIN.slice(0, 2)) if (where(d, k) === L.LOC_HAND) inHand.add(k);
    }
    expect([...inHand].sort((a, b) => a - b)).toEqual(PLAIN.slice(0, 2));
  });

  it('a map card the CSA drew since its last Deploy/Move Step may be in its hand (7.2)', () => {
    let held = 0;
    for (let i = 0; i < 60; i++) {
      const d = position(false);
      d[L.H_RECENT] = 1;
      bvg.determinize!(d, L.USA, Sfc32.from(i, 'recent'));
      if (where(d, KEPT_OUT) === L.LOC_HAND) held++;
    }
    expect(held).toBeGreaterThan(0);
  });

  it('7.2 when no deal keeps out the map cards the CSA would have played, the last attempt is dealt: either may be in the hand', () => {
    // Map Cards H and I, neither in play, both of letters the CSA would have had to play (7.2), nothing
    // drawn since: every deal of the one unseen card breaks the inference, and the 32nd attempt stands.
    const MAP_I = PLAIN[5]!;
    const inHand = new Set<number>();
    for (let i = 0; i < 20; i++) {
      const d = empty();
      d[L.H_CSA_NOMAP] = (1 << 7) | (1 << 8);
      d[L.H_RECENT] = 0;
      d[L.C_LOC + KEPT_OUT] = L.LOC_HAND;
      d[L.C_LOC + MAP_I] = L.LOC_DECK;
      bvg.determinize!(d, L.USA, Sfc32.from(i, 'no-consistent-deal'));
      for (const k of [KEPT_OUT, MAP_I]) if (where(d, k) === L.LOC_HAND) inHand.add(k);
      expect([where(d, KEPT_OUT), where(d, MAP_I)].sort((a, b) => a - b)).toEqual(
        [L.LOC_HAND, L.LOC_DECK].sort((a, b) => a - b),
      );
    }
    expect([...inHand].sort((a, b) => a - b)).toEqual([KEPT_OUT, MAP_I].sort((a, b) => a - b));
  });

  it('17.1 two face-down Late-War cards, the only cards unseen: either may be the next one drawn', () => {
    // The CSA's deck is empty and its hand known: the block's order is all the USA does not see.
    const next = new Set<number>();
    for (let i = 0; i < 20; i++) {
      const d = empty();
      [LW_CSA[3]!, LW_CSA[4]!].forEach((k, j) => {
        d[L.BOT + L.CSA * L.BOT_CAP + j] = k;
        d[L.C_LOC + k] = L.LOC_BOTTOM;
      });
      d[L.H_BOT_N + L.CSA] = 2;
      bvg.determinize!(d, L.USA, Sfc32.from(i, 'block'));
      next.add(d[L.BOT + L.CSA * L.BOT_CAP]!);
      for (const k of [LW_CSA[3]!, LW_CSA[4]!]) expect(where(d, k)).toBe(L.LOC_BOTTOM);
    }
    expect([...next].sort((a, b) => a - b)).toEqual([LW_CSA[3]!, LW_CSA[4]!].sort((a, b) => a - b));
  });

  it("2.1 the observer's own cards stay where they are: the CSA's first card in its deck is not dealt as a USA card", () => {
    const first = c.sideStart[L.CSA];
    for (let i = 0; i < 20; i++) {
      const d = empty();
      d[L.C_LOC + first] = L.LOC_DECK;
      d[L.C_LOC + usa(9)] = L.LOC_HAND;
      d[L.C_LOC + usa(10)] = L.LOC_DECK;
      bvg.determinize!(d, L.CSA, Sfc32.from(i, 'own'));
      expect(where(d, first)).toBe(L.LOC_DECK);
    }
  });

  it('3.28/17.1 a map card made useless in the hand stays there; the Late-War card in the deck is never dealt to the hand', () => {
    for (let i = 0; i < 20; i++) {
      const d = empty();
      maps(d, { F: 'usa' }); // the CSA's Map Card F, in its hand, is now useless (3.28)
      d[L.C_LOC + USELESS] = L.LOC_HAND;
      d[L.C_LOC + LW_CSA[0]!] = L.LOC_DECK; // the CSA is not in Late War (17.1)
      bvg.determinize!(d, L.USA, Sfc32.from(i, 'useless-in-hand'));
      expect([where(d, USELESS), where(d, LW_CSA[0]!)]).toEqual([L.LOC_HAND, L.LOC_DECK]);
    }
  });

  it('4-Player rule 4 with no card to spare each hand is dealt its own kind: a gift each way is not kept', () => {
    const s = empty();
    s[L.H_PLAYERS] = 4;
    const plain = Array.from({ length: c.nc }, (_, k) => k).filter(
      (k) => c.cardSide[k] === L.CSA && c.mapLetter[k]! < 0 && !c.lateWar[k],
    );
    const east = plain.find((k) => handFor(c, s, k) === L.LOC_HAND)!;
    const west = plain.find((k) => handFor(c, s, k) === L.LOC_HAND_W)!;
    s[L.C_LOC + east] = L.LOC_HAND_W; // given to the partner (rule 7), each way
    s[L.C_LOC + west] = L.LOC_HAND;
    for (let i = 0; i < 10; i++) {
      const d = bvg.clone(s);
      bvg.determinize!(d, L.USA, Sfc32.from(i, 'swap'));
      expect([where(d, east), where(d, west)]).toEqual([L.LOC_HAND, L.LOC_HAND_W]);
    }
  });

  it('7.2 a map card the CSA would have played stays out of its hand even as the only other card unseen', () => {
    for (let i = 0; i < 20; i++) {
      const d = empty();
      d[L.H_CSA_NOMAP] = 1 << 7;
      d[L.H_RECENT] = 0;
      d[L.C_LOC + PLAIN[0]!] = L.LOC_HAND;
      d[L.C_LOC + KEPT_OUT] = L.LOC_DECK;
      bvg.determinize!(d, L.USA, Sfc32.from(i, 'kept-out'));
      expect([where(d, PLAIN[0]!), where(d, KEPT_OUT)]).toEqual([L.LOC_HAND, L.LOC_DECK]);
    }
  });

  it('17.1 the face-down Late-War cards are dealt to their slots only: no other card moves to the bottom', () => {
    for (let i = 0; i < 10; i++) {
      const s = empty();
      [LW_CSA[3]!, LW_CSA[4]!].forEach((k, j) => {
        s[L.BOT + L.CSA * L.BOT_CAP + j] = k;
        s[L.C_LOC + k] = L.LOC_BOTTOM;
      });
      s[L.H_BOT_N + L.CSA] = 2;
      s[L.C_LOC + PLAIN[0]!] = L.LOC_HAND;
      const d = bvg.clone(s);
      bvg.determinize!(d, L.USA, Sfc32.from(i, 'bottom'));
      for (let k = 0; k < c.nc; k++) expect([k, where(d, k)]).toEqual([k, where(s, k)]);
    }
  });

  it('17.1 one face-down Late-War card and another Late-War card in the deck: either may be the face-down one', () => {
    const down = new Set<number>();
    for (let i = 0; i < 20; i++) {
      const d = empty();
      d[L.BOT + L.CSA * L.BOT_CAP] = LW_CSA[3]!;
      d[L.C_LOC + LW_CSA[3]!] = L.LOC_BOTTOM;
      d[L.H_BOT_N + L.CSA] = 1;
      d[L.C_LOC + LW_CSA[4]!] = L.LOC_DECK;
      bvg.determinize!(d, L.USA, Sfc32.from(i, 'one-down'));
      down.add(d[L.BOT + L.CSA * L.BOT_CAP]!);
    }
    expect([...down].sort((a, b) => a - b)).toEqual([LW_CSA[3]!, LW_CSA[4]!].sort((a, b) => a - b));
  });

  it('18.5 the 1864 Elections card is never dealt into a hand or a face-down Late-War slot', () => {
    const elections = usa(72);
    let dealt = 0;
    let map22 = 0;
    for (let i = 0; i < 60; i++) {
      const s = empty();
      s[L.H_LATEWAR + L.USA] = 1;
      s[L.H_RECENT] = 0;
      s[L.H_CSA_NOMAP] = 1 << 7; // the CSA's own restriction (7.2) says nothing of USA map cards
      for (const k of [elections, usa(63), usa(66), usa(9), usa(10), usa(22)]) s[L.C_LOC + k] = L.LOC_DECK;
      for (const k of [usa(70), usa(71)]) s[L.C_LOC + k] = L.LOC_HAND;
      s[L.BOT + L.USA * L.BOT_CAP] = usa(73);
      s[L.C_LOC + usa(73)] = L.LOC_BOTTOM;
      s[L.H_BOT_N + L.USA] = 1;
      bvg.determinize!(s, L.CSA, Sfc32.from(i, 'elections'));
      expect(where(s, elections)).toBe(L.LOC_DECK);
      if (where(s, usa(63)) === L.LOC_HAND) dealt++;
      if (where(s, usa(22)) === L.LOC_HAND) map22++;
    }
    expect(dealt).toBeGreaterThan(0);
    expect(map22).toBeGreaterThan(0); // USA Map Card H
  });
});
