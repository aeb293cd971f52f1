/**
 * Hidden information (2.1, 17.1): what a side may see, determinization consistent with it, bots that
 * do not depend on the opponent's hidden cards, and chance reseeding that never reveals a draw.
 */
import { describe, expect, it } from 'vitest';
import { makeBot } from '../../../bots/index.js';
import type { Bot } from '../../../src/core/bot.js';
import { Sfc32 } from '../../../src/core/rng.js';
import { handFor } from '../../../src/games/bvg/draw.js';
import { A, bvg, c, L, type S, positions } from './fixture.js';

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
    swapTest('ismcts:iters=40,depth=6', 61, 6);
  });
});
