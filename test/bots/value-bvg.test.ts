/**
 * The learned value of Blue vs Gray (bots/heuristic/bvg/features.ts, value.ts; issue 21): the features
 * read the victory conditions of 18 from a constructed state, the committed model matches them, and
 * the whole-turn planner that uses it plays a game to the end.
 */
import { describe, expect, it } from 'vitest';
import { FEATURE_NAMES, N_FEATURES } from '../../bots/heuristic/bvg/features.js';
import { BvgFeatureReader, BvgValue, bvgValueModel, playerTurn } from '../../bots/heuristic/bvg/value.js';
import { heuristicFor } from '../../bots/heuristic/index.js';
import { Analysis } from '../../bots/heuristic/bvg/analysis.js';
import { scoreAction } from '../../bots/heuristic/bvg/priorities.js';
import { makeBot } from '../../bots/index.js';
import { bvg } from '../../src/games/bvg/index.js';
import * as L from '../../src/games/bvg/layout.js';
import { setCtrl } from '../../src/games/bvg/state.js';

type S = Int32Array;

const at = (name: string): number => {
  const i = FEATURE_NAMES.indexOf(name);
  if (i < 0) throw new Error(`no feature ${name}`);
  return i;
};

function features(s: S): Float64Array {
  const out = new Float64Array(N_FEATURES).fill(Number.NaN);
  new BvgFeatureReader().read(s, out);
  return out;
}

const cityIndex = (s: S, id: string): number => {
  const i = bvg.contentOf(s).cityId.indexOf(id);
  if (i < 0) throw new Error(`no city ${id}`);
  return i;
};

describe('bvg value features', () => {
  const start = bvg.create({ scenario: 'standard', seed: 'features' });
  const base = features(start);

  it('18.2: the USA taking Richmond sets its objective and raises the Objectives Total by one', () => {
    const s = bvg.clone(start);
    setCtrl(s, bvg.contentOf(s).cities.richmond, L.USA);
    const f = features(s);
    expect(base[at('objRichmond')]).toBe(0);
    expect(f[at('objRichmond')]).toBe(1);
    expect(f[at('objectivesTotal')]! - base[at('objectivesTotal')]!).toBeCloseTo(1 / 6, 9);
    expect(f[at('citiesUsa')]).toBeGreaterThan(base[at('citiesUsa')]!);
    expect(f[at('citiesCsa')]).toBeLessThan(base[at('citiesCsa')]!);
  });

  it('18.3: the CSA taking Baltimore is a CSA objective: the total falls by one', () => {
    const s = bvg.clone(start);
    setCtrl(s, cityIndex(s, 'baltimore'), L.CSA);
    const f = features(s);
    expect(f[at('northHeldCsa')]! - base[at('northHeldCsa')]!).toBeCloseTo(1 / 4, 9);
    expect(f[at('objectivesTotal')]! - base[at('objectivesTotal')]!).toBeCloseTo(-1 / 6, 9);
  });

  it('18.4: a CSA city next to Washington (Manassas) is counted among its approaches', () => {
    const s = bvg.clone(start);
    setCtrl(s, cityIndex(s, 'manassas'), L.USA);
    const f = features(s);
    expect(base[at('washingtonNextCsa')]).toBeGreaterThan(0);
    expect(f[at('washingtonNextCsa')]).toBe(base[at('washingtonNextCsa')]! - 1 / 2);
  });

  it('every feature written and finite at the start of every player turn of a heuristic game', () => {
    const s = bvg.create({ scenario: 'standard', seed: 'features-game' });
    const bots = [makeBot(bvg, 'heuristic', 0, 'fu'), makeBot(bvg, 'heuristic', 1, 'fc')];
    let turn = -1;
    let seen = 0;
    while (!bvg.isTerminal(s)) {
      if (playerTurn(s) !== turn) {
        turn = playerTurn(s);
        const f = features(s);
        for (let i = 0; i < N_FEATURES; i++) expect(Number.isFinite(f[i]), FEATURE_NAMES[i]).toBe(true);
        seen++;
      }
      bvg.apply(s, bots[bvg.toMove(s)]!.choose(s));
    }
    expect(seen).toBeGreaterThan(2);
  });

  it('the committed model loads with the feature list the code computes and gives a probability', () => {
    const m = bvgValueModel();
    expect(m.file.features).toEqual(FEATURE_NAMES);
    expect(m.file.fit.command).toMatch(/fit-value\.ts collect bvg/);
    const out = new Float64Array(2);
    new BvgValue().evaluate(start, out);
    expect(out[L.USA]).toBeGreaterThan(0);
    expect(out[L.USA]).toBeLessThan(1);
    expect(out[L.USA]! + out[L.CSA]!).toBeCloseTo(1, 9);
  });
});

describe('bvg whole-turn planner', () => {
  it("the prior keeps the heuristic's order and breaks its ties at random, not by the legal order", () => {
    const prior = heuristicFor('bvg')!.policy('ties', 0);
    const buf = new Int32Array(bvg.maxActions);
    const ranked = new Float64Array(bvg.maxActions);
    let tied = 0;
    let notFirst = 0;
    for (let g = 0; g < 3; g++) {
      const s = bvg.create({ scenario: 'standard', seed: `ties/${g}` });
      const an = new Analysis(bvg.contentOf(s));
      const bots = [makeBot(bvg, 'heuristic', 0, `tu${g}`), makeBot(bvg, 'heuristic', 1, `tc${g}`)];
      while (!bvg.isTerminal(s)) {
        const n = bvg.legalActions(s, buf);
        if (n > 1) {
          prior.rank!(s, buf, n, ranked);
          an.update(s, bvg.toMove(s));
          const raw = Array.from(buf.subarray(0, n), (a) => scoreAction(an, s, a));
          const top = Math.max(...raw);
          for (let i = 0; i < n; i++)
            for (let j = 0; j < n; j++)
              if (raw[i]! > raw[j]! + 1e-9) expect(ranked[i]).toBeGreaterThan(ranked[j]!);
          const best = raw.flatMap((v, i) => (v > top - 1e-9 ? [i] : []));
          if (best.length > 1) {
            tied++;
            const first = best.reduce((m, i) => (ranked[i]! > ranked[m]! ? i : m));
            if (first !== best[0]) notFirst++;
          }
        }
        bvg.apply(s, bots[bvg.toMove(s)]!.choose(s));
      }
    }
    expect(tied).toBeGreaterThan(20);
    expect(notFirst).toBeGreaterThan(tied / 4);
  });

  it('plays a standard game to the end on both sides with a small budget', () => {
    const s = bvg.create({ scenario: 'standard', seed: 'plan-bvg' });
    const bots = [
      makeBot(bvg, 'plan:plans=2,gens=1,samples=1', 0, 'pu'),
      makeBot(bvg, 'plan:plans=2,gens=2,samples=1', 1, 'pc'),
    ];
    let moves = 0;
    while (!bvg.isTerminal(s) && moves < 20_000) {
      const seat = bvg.toMove(s);
      bvg.apply(s, bots[seat]!.choose(s));
      moves++;
    }
    expect(bvg.isTerminal(s)).toBe(true);
    expect(bvg.outcome(s).kind).toBe('win');
    const e = bots[1]!.lastEstimate?.();
    expect(e).toBeGreaterThanOrEqual(0);
    expect(e).toBeLessThanOrEqual(1);
  });
});
