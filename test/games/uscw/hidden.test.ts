/**
 * Hidden information (digest §8; 18.2): the Special Action Card hands are the only hidden thing. A
 * side sees its own hand by type and the other's size; `determinize` deals the opponent a hand of the
 * same size from its deck; the bots choose the same action whatever consistent hand the opponent holds.
 */
import { describe, expect, it } from 'vitest';
import { makeBot } from '../../../bots/index.js';
import type { Bot } from '../../../src/core/bot.js';
import { CH_CHANCE, CH_DRAWS } from '../../../src/core/header.js';
import { Sfc32 } from '../../../src/core/rng.js';
import { G_HAND, G_MAINT } from '../../../src/games/uscw/layout.js';
import { handSize } from '../../../src/games/uscw/state.js';
import { CSA, USA, c, cards, uscw, type S } from './fixture.js';

const handOf = (s: S, side: number): number[] =>
  Array.from(s.subarray(G_HAND + side * 5, G_HAND + side * 5 + 5));

/** Positions of a heuristic self-play game of the 1862 scenario where the opponent holds cards. */
function positions(seed: string, step: number, max: number): S[] {
  const s = uscw.create({ scenario: '1862', seed });
  const bots = [0, 1].map((i) => makeBot(uscw, 'heuristic', i, `${seed}-${i}`));
  const out: S[] = [];
  for (let i = 0; i < 3000 && !uscw.isTerminal(s) && out.length < max; i++) {
    if (i % step === 0 && handSize(s, 1 - uscw.toMove(s)) > 0) out.push(uscw.clone(s));
    uscw.apply(s, bots[uscw.toMove(s)]!.choose(s));
  }
  return out;
}

describe('uscw hidden hands (18.2)', () => {
  it("observe shows a side its own hand by type and only the size of the other's", () => {
    const s = uscw.create({ scenario: '1862', seed: 3 });
    for (let t = 0; t < 5; t++) s[G_HAND + t] = s[G_HAND + 5 + t] = 0;
    cards(s, USA, 0, 2);
    cards(s, CSA, 3, 1);
    cards(s, CSA, 4, 2);
    const t = uscw.clone(s);
    for (let k = 0; k < 5; k++) t[G_HAND + 5 + k] = 0;
    cards(t, CSA, 1, 3); // another CSA hand of the same size
    expect(uscw.observe(t, USA).data).toEqual(uscw.observe(s, USA).data);
    expect(uscw.observe(t, CSA).data).not.toEqual(uscw.observe(s, CSA).data);
  });

  it('determinize keeps what the observer sees and deals the opponent a hand of the same size from its deck', () => {
    let changed = 0;
    for (const s of positions('det', 61, 3)) {
      const observer = uscw.toMove(s);
      for (let i = 0; i < 4; i++) {
        const d = uscw.clone(s);
        uscw.determinize!(d, observer, Sfc32.from(i, 'det'));
        expect(uscw.observe(d, observer).data).toEqual(uscw.observe(s, observer).data);
        expect(handOf(d, observer)).toEqual(handOf(s, observer));
        expect(handSize(d, 1 - observer)).toBe(handSize(s, 1 - observer));
        handOf(d, 1 - observer).forEach((k, t) =>
          expect(k).toBeLessThanOrEqual(c.tables.deck[1 - observer]![t]!),
        );
        if (handOf(d, 1 - observer).join() !== handOf(s, 1 - observer).join()) changed++;
      }
    }
    expect(changed).toBeGreaterThan(0);
  });

  const swapTest = (spec: string, step: number, max: number): void => {
    let compared = 0;
    let differentHands = 0;
    for (const s of positions(`swap-${spec}`, step, max)) {
      const seat = uscw.toMove(s);
      const swapped = uscw.clone(s);
      uscw.determinize!(swapped, seat, Sfc32.from(compared, 'swap'));
      if (handOf(swapped, 1 - seat).join() !== handOf(s, 1 - seat).join()) differentHands++;
      const a: Bot<S> = makeBot(uscw, spec, seat, 'same-seed');
      const b: Bot<S> = makeBot(uscw, spec, seat, 'same-seed');
      expect(b.choose(swapped)).toBe(a.choose(s));
      compared++;
    }
    expect(compared).toBeGreaterThan(1);
    expect(differentHands).toBeGreaterThan(0);
  };

  it("the heuristic bot's choice is unchanged when the opponent's hand is swapped for a consistent one", () => {
    swapTest('heuristic', 41, 4);
  });

  it("the ISMCTS bot's choice is unchanged when the opponent's hand is swapped for a consistent one", () => {
    swapTest('ismcts:iters=8,depth=3', 151, 3);
  }, 120_000);

  /** The 1862 set-up with the hands given (by type: east, west, tm, naval, any) and some keyed draws made. */
  const table = (usa: ArrayLike<number>, csa: ArrayLike<number>, options = {}): S => {
    const s = uscw.create({ scenario: '1862', seed: 'table', options });
    for (let t = 0; t < 5; t++) {
      s[G_HAND + t] = usa[t]!;
      s[G_HAND + 5 + t] = csa[t]!;
    }
    s[CH_DRAWS] = 7;
    return s;
  };

  it('digest 8: observe hides the dice and shuffle streams and the size-only other hand; every other word is seen as it is', () => {
    const s = table([0, 1, 0, 2, 0], [2, 0, 0, 1, 1]);
    for (const viewer of [USA, CSA]) {
      const data = uscw.observe(s, viewer).data as number[];
      const opp = G_HAND + (1 - viewer) * 5;
      for (let i = 0; i < s.length; i++) {
        if (i >= CH_CHANCE && i < CH_DRAWS) expect([i, data[i]]).toEqual([i, 0]);
        else if (i < opp || i >= opp + 5) expect([i, data[i]]).toEqual([i, s[i]]);
      }
      expect(data.slice(opp, opp + 5)).toEqual([viewer === USA ? 4 : 3, 0, 0, 0, 0]);
    }
    expect([s[CH_CHANCE + 2], s[CH_CHANCE + 7], s[CH_DRAWS], s[G_MAINT]].every((w) => w !== 0)).toBe(true);
  });

  it("variant 'read-open-hands': both hands are seen by type, and determinize deals nobody anything", () => {
    const s = table([0, 1, 0, 2, 0], [2, 0, 0, 1, 1], { 'read-open-hands': true });
    expect((uscw.observe(s, USA).data as number[]).slice(G_HAND, G_HAND + 10)).toEqual(
      handOf(s, USA).concat(handOf(s, CSA)),
    );
    const d = uscw.clone(s);
    uscw.determinize!(d, USA, Sfc32.from(1, 'open'));
    expect(handOf(d, CSA)).toEqual([2, 0, 0, 1, 1]);
  });

  it('18.1 determinize: an opponent holding the whole 15-card deck is dealt back exactly that deck', () => {
    const deck = c.tables.deck[CSA]!;
    const s = table([1, 0, 0, 0, 0], deck);
    for (let i = 0; i < 3; i++) {
      const d = uscw.clone(s);
      uscw.determinize!(d, USA, Sfc32.from(i, 'deck'));
      expect(handOf(d, CSA)).toEqual([...deck]);
    }
  });
});
