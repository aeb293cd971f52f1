/**
 * Hidden information (digest §8): hands, deck order, face-down CSN Assets and the secret battle
 * commitment (16.3). What a side observes, determinization consistent with it, bots whose choice does
 * not depend on what they cannot see (the opponent's hand, and for the defender the attacker's
 * committed card and CSP), and reseeded chance that never reveals a draw.
 */
import { describe, expect, it } from 'vitest';
import { makeBot } from '../../../bots/index.js';
import { Sfc32 } from '../../../src/core/rng.js';
import { drawToHand } from '../../../src/games/lw/state.js';
import { L, act, blank, c, giveCard, lw, put, type S } from './fixture.js';

const { USA, CSA } = L;
const UNSEEN = -9;

function handOf(s: S, side: number): number[] {
  const out: number[] = [];
  for (let k = side * 81; k < side * 81 + 81; k++)
    if (s[L.CD_LOC + k] === L.CL_HAND && c.cardKind[k] !== 4) out.push(k);
  return out;
}

/** Positions along heuristic games, every `step` decisions. */
function positions(scenario: string, seed: string, step: number, max: number): S[] {
  const s = lw.create({ scenario, seed });
  const bots = [0, 1].map((i) => makeBot(lw, 'heuristic', i, `${seed}-${i}`));
  const out: S[] = [];
  for (let i = 0; i < 5000 && !lw.isTerminal(s) && out.length < max; i++) {
    if (i % step === 0) out.push(lw.clone(s));
    lw.apply(s, bots[lw.toMove(s)]!.choose(s));
  }
  return out;
}

/** A battle waiting for the defender's commitment, the attacker having committed `res` and `cspN`. */
function defenderToCommit(res: 'zero' | 'artillery', cspN: number): S {
  const s = blank('Sp62', USA);
  s[L.H_CSP + USA] = 5;
  s[L.H_CSP + CSA] = 5;
  put(s, 'thomas', 1205, 2);
  put(s, 'price', 1206, 2);
  giveCard(s, USA, 40); // Superior Artillery
  giveCard(s, USA, 13);
  giveCard(s, CSA, 21);
  giveCard(s, CSA, 25); // a CS resource
  act(s, 'play #13');
  act(s, 'activate George H. Thomas');
  act(s, 'attack S to 1206');
  act(s, 'no');
  act(s, res === 'zero' ? 'commit the 0 Resource card' : 'commit #40');
  act(s, `commit ${cspN} CSP`);
  expect(s[L.H_STEP]).toBe(L.ST_RESOURCE);
  expect(s[L.H_STEP_SIDE]).toBe(CSA);
  return s;
}

describe('lw hidden information', () => {
  it('observe shows a side its own hand, the other hand only as a count', () => {
    const s = lw.create({ scenario: 'campaign', seed: 3 });
    for (const viewer of [USA, CSA]) {
      const o = lw.observe(s, viewer).data as number[];
      for (const k of handOf(s, viewer)) expect(o[L.CD_LOC + k]).toBe(L.CL_HAND);
      for (const k of handOf(s, 1 - viewer)) expect(o[L.CD_LOC + k]).toBe(UNSEEN);
      expect(o[o.length - 2]).toBe(handOf(s, 1 - viewer).length);
      for (let i = L.H_DICE; i < L.H_DICE + 8; i++) expect(o[i]).toBe(0); // no chance words
    }
  });

  it('Asset types are hidden from the Union and visible to the Confederacy (8.1.2)', () => {
    const s = blank('Sp62', CSA);
    s[L.ASSET_LOC + 5] = c.cityIndex['mobile']!; // the Hunley in Mobile
    expect((lw.observe(s, USA).data as number[])[L.ASSET_TYPE + 5]).toBe(UNSEEN);
    expect((lw.observe(s, CSA).data as number[])[L.ASSET_TYPE + 5]).toBe(L.AT_HUNLEY);
  });

  it('16.3 the second chooser does not see the first commitment', () => {
    const a = defenderToCommit('artillery', 4);
    const b = defenderToCommit('zero', 0);
    expect(lw.observe(a, CSA).data).toEqual(lw.observe(b, CSA).data);
    expect(lw.observe(a, USA).data).not.toEqual(lw.observe(b, USA).data); // the attacker sees his own
    expect(lw.renderFor!(a, CSA)).toBe(lw.renderFor!(b, CSA));
  });

  it('determinize keeps what the observer sees, deals the opponent a new hand of the same size', () => {
    let changed = 0;
    for (const s of positions('campaign', 'det', 41, 10)) {
      for (const observer of [USA, CSA]) {
        const d = lw.clone(s);
        lw.determinize!(d, observer, Sfc32.from(observer, 'det'));
        expect(lw.observe(d, observer).data).toEqual(lw.observe(s, observer).data);
        expect(handOf(d, 1 - observer).length).toBe(handOf(s, 1 - observer).length);
        expect(handOf(d, observer)).toEqual(handOf(s, observer));
        if (handOf(d, 1 - observer).join() !== handOf(s, 1 - observer).join()) changed++;
        const buf = new Int32Array(lw.maxActions);
        expect(lw.legalActions(d, buf)).toBeGreaterThan(0);
      }
    }
    expect(changed).toBeGreaterThan(4);
  });

  it("determinize draws the opponent's hidden commitment again, whatever it was", () => {
    const a = defenderToCommit('artillery', 4);
    const b = defenderToCommit('zero', 0);
    lw.determinize!(a, CSA, Sfc32.from(7, 'bid'));
    lw.determinize!(b, CSA, Sfc32.from(7, 'bid'));
    expect(Array.from(a)).toEqual(Array.from(b));
  });

  it('reseedChance changes the next card drawn: a searcher cannot read the deck order', () => {
    const s = blank('Sp62', USA);
    const real = drawToHand(lw.clone(s), USA);
    expect(drawToHand(lw.clone(s), USA)).toBe(real); // the same state draws the same card
    const seen = new Set<number>();
    for (let i = 0; i < 8; i++) {
      const t = lw.clone(s);
      lw.reseedChance(t, Sfc32.from(i, 'reseed'));
      seen.add(drawToHand(t, USA));
    }
    expect(seen.size).toBeGreaterThan(1);
  });

  const swap = (spec: string, every: number, max: number): void => {
    let compared = 0;
    let different = 0;
    for (const s of positions('introductory', `swap-${spec}`, every, max)) {
      const seat = lw.toMove(s);
      const other = lw.clone(s);
      lw.determinize!(other, seat, Sfc32.from(compared, 'swap'));
      if (handOf(other, 1 - seat).join() !== handOf(s, 1 - seat).join()) different++;
      const a = makeBot(lw, spec, seat, 'same');
      const b = makeBot(lw, spec, seat, 'same');
      expect(b.choose(other)).toBe(a.choose(s));
      compared++;
    }
    expect(compared).toBeGreaterThan(3);
    expect(different).toBeGreaterThan(0);
  };

  it("the heuristic's choice does not change when the opponent's hand does", () => swap('heuristic', 17, 30));

  it("the ISMCTS choice does not change when the opponent's hand does", () =>
    swap('ismcts:iters=24,depth=6', 97, 5));

  it('the second chooser decides the same whatever the first committed (heuristic and ISMCTS)', () => {
    for (const spec of ['heuristic', 'ismcts:iters=24,depth=6']) {
      const a = defenderToCommit('artillery', 4);
      const b = defenderToCommit('zero', 0);
      expect(makeBot(lw, spec, CSA, 'bid').choose(b)).toBe(makeBot(lw, spec, CSA, 'bid').choose(a));
    }
  });
});
