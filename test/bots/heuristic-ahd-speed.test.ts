/**
 * The A House Divided heuristic's shortcuts (issue 22) change no score and no choice: the analysis
 * parts kept from one decision to the next equal a fresh analysis, the movement bounds are never
 * below the score they bound, and the bot that skips bounded-out actions (Scorer.scoreAbove) makes
 * the choices, and draws the random numbers, of the bot that scores every action.
 */
import { describe, expect, it } from 'vitest';
import { ahd } from '../../src/games/ahd/index.js';
import * as A from '../../src/games/ahd/actions.js';
import { Sfc32 } from '../../src/core/rng.js';
import { ALL, Analysis, staticFor } from '../../bots/heuristic/ahd/analysis.js';
import { MoveBounds } from '../../bots/heuristic/ahd/bounds.js';
import { scoreAction } from '../../bots/heuristic/ahd/priorities.js';
import { AhdHeuristic } from '../../bots/heuristic/ahd/index.js';
import { RankMemo } from '../../bots/heuristic/ahd/rank-memo.js';
import * as L from '../../src/games/ahd/layout.js';
import { pickBest, rankAll, type Scorer } from '../../bots/policy.js';

type S = Int32Array;
const buf = new Int32Array(ahd.maxActions);

/** Every decision of a game whose choices `pick` makes (it may look at the legal actions in buf). */
function eachDecision(
  scenario: string,
  seed: string,
  visit: (s: S, n: number) => void,
  pick: (s: S, n: number, rng: Sfc32) => number,
): void {
  const s = ahd.create({ scenario, seed });
  const rng = Sfc32.from(seed, 'test');
  while (!ahd.isTerminal(s)) {
    const n = ahd.legalActions(s, buf);
    visit(s, n);
    ahd.apply(s, pick(s, n, rng));
  }
}

const heuristic = new AhdHeuristic();
/** Half the decisions by the heuristic, half at random, so the games go where neither would alone. */
function mixedPicker(): (s: S, n: number, rng: Sfc32) => number {
  const scorer = heuristic.scorer();
  const own = Sfc32.from('mixed', 'bot');
  return (s, n, rng) => (rng.int(2) === 0 ? buf[rng.int(n)]! : pickBest(scorer, s, buf, n, own, 0));
}

const ARRAYS = [
  'power',
  'steps',
  'units',
  'fire',
  'shield',
  'threat',
  'reach',
  'front',
  'value',
  'goal',
  'toTarget',
  'toStaging',
] as const;

describe('ahd heuristic shortcuts', () => {
  it('analysis: the parts kept between decisions equal a fresh analysis, value for value', () => {
    const st = staticFor(ahd.contentOf(ahd.create({ scenario: '1861', seed: 0 })));
    const kept = new Analysis(st);
    let compared = 0;
    for (const scenario of ['1861', '1863']) {
      eachDecision(
        scenario,
        `analysis-${scenario}`,
        (s) => {
          const me = ahd.toMove(s);
          kept.begin(s, me);
          kept.need(ALL);
          const fresh = new Analysis(st);
          fresh.update(s, me);
          for (const name of ARRAYS) expect(Array.from(kept[name]), name).toEqual(Array.from(fresh[name]));
          expect([kept.target, kept.staging, kept.capitals]).toEqual([
            fresh.target,
            fresh.staging,
            fresh.capitals,
          ]);
          const n = fresh.capitals.length;
          expect(Array.from(kept.capitalCover.subarray(0, n))).toEqual(
            Array.from(fresh.capitalCover.subarray(0, n)),
          );
          expect(Array.from(kept.capitalNeed.subarray(0, n))).toEqual(
            Array.from(fresh.capitalNeed.subarray(0, n)),
          );
          compared++;
        },
        mixedPicker(),
      );
    }
    expect(compared).toBeGreaterThan(300);
  });

  it('analysis: threatAt, frontAt and valueAt of one box equal the whole analysis', () => {
    const st = staticFor(ahd.contentOf(ahd.create({ scenario: '1861', seed: 0 })));
    const point = new Analysis(st);
    let boxes = 0;
    eachDecision(
      '1862',
      'points',
      (s) => {
        const me = ahd.toMove(s);
        const fresh = new Analysis(st);
        fresh.update(s, me);
        point.begin(s, me);
        for (let b = 0; b < st.c.nb; b += 3) {
          expect([point.threatAt(b), point.frontAt(b), point.valueAt(b)]).toEqual([
            fresh.threat[b],
            fresh.front[b],
            fresh.value[b],
          ]);
          boxes++;
        }
      },
      mixedPicker(),
    );
    expect(boxes).toBeGreaterThan(5000);
  });

  it('bounds: a March or sea movement never scores above its bound', () => {
    const st = staticFor(ahd.contentOf(ahd.create({ scenario: '1861', seed: 0 })));
    const an = new Analysis(st);
    const bounds = new MoveBounds(st.c.nb);
    let moves = 0;
    let below = 0;
    for (const scenario of ['1861', '1862', '1864']) {
      eachDecision(
        scenario,
        `bounds-${scenario}`,
        (s, n) => {
          an.begin(s, ahd.toMove(s));
          bounds.begin();
          for (let i = 0; i < n; i++) {
            const a = buf[i]!;
            const op = A.opOf(a);
            if (op !== A.OP_MOVE && op !== A.OP_SEA && op !== A.OP_INVADE) continue;
            const score = scoreAction(an, s, a);
            const bound = bounds.bound(an, s, a);
            if (!(bound >= score)) below++;
            moves++;
          }
        },
        mixedPicker(),
      );
    }
    expect(moves).toBeGreaterThan(10_000);
    expect(below).toBe(0);
  });

  it('scoreAbove and pick: the bot chooses, and draws its ties, as the bot that scores every action', () => {
    const fast = heuristic.scorer();
    const full = heuristic.scorer();
    const exact: Scorer<S> = { prepare: (s) => full.prepare(s), score: (s, a) => full.score(s, a) };
    const r1 = Sfc32.from('ties', 'a');
    const r2 = Sfc32.from('ties', 'a');
    let decisions = 0;
    eachDecision(
      '1861',
      'score-above',
      () => {},
      (s, n, rng) => {
        const a = pickBest(fast, s, buf, n, r1, 0);
        expect(pickBest(exact, s, buf, n, r2, 0)).toBe(a);
        expect(r1.next()).toBe(r2.next()); // the same draws so far
        decisions++;
        return rng.int(4) === 0 ? buf[rng.int(n)]! : a;
      },
    );
    expect(decisions).toBeGreaterThan(300);
  });

  it('pick with keyed tie-breaks: the bot chooses as the bot that scores every action and asks every tie', () => {
    const fast = heuristic.scorer();
    const full = heuristic.scorer();
    const exact: Scorer<S> = { prepare: (s) => full.prepare(s), score: (s, a) => full.score(s, a) };
    const keys = Sfc32.from('ties', 'keyed');
    const priority = (a: number): number => keys.keyed(0, 0, a >> 3); // actions that differ in bits 0-2 share one
    const idle = Sfc32.from('ties', 'idle');
    let decisions = 0;
    eachDecision(
      '1861',
      'keyed-ties',
      () => {},
      (s, n, rng) => {
        const a = pickBest(fast, s, buf, n, idle, 0, priority);
        expect(pickBest(exact, s, buf, n, idle, 0, priority)).toBe(a);
        decisions++;
        return rng.int(4) === 0 ? buf[rng.int(n)]! : a;
      },
    );
    expect(decisions).toBeGreaterThan(300);
  });

  it('rankTop: the k best actions and their order are those of the exact scores', () => {
    const fast = heuristic.scorer();
    const full = heuristic.scorer();
    const exact: Scorer<S> = { prepare: (s) => full.prepare(s), score: (s, a) => full.score(s, a) };
    /** MCTS's candidates (bots/mcts.ts): selection of the k best, the first of equals first. */
    const topK = (scorer: Scorer<S>, s: S, n: number, k: number): number[] => {
      const acts = buf.slice(0, n);
      const sc = new Float64Array(n);
      rankAll(scorer, s, acts, n, sc, k);
      for (let i = 0; i < Math.min(k, n); i++) {
        let m = i;
        for (let j = i + 1; j < n; j++) if (sc[j]! > sc[m]!) m = j;
        [acts[i], acts[m]] = [acts[m]!, acts[i]!];
        [sc[i], sc[m]] = [sc[m]!, sc[i]!];
      }
      return Array.from(acts.subarray(0, Math.min(k, n)));
    };
    let compared = 0;
    // as many games as it takes for over a thousand comparisons (a game may end early)
    for (let g = 0; compared <= 1000 && g < 20; g++)
      eachDecision(
        '1861',
        `rank-top${g || ''}`,
        (s, n) => {
          for (const k of [1, 4, 8]) {
            expect(topK(fast, s, n, k)).toEqual(topK(exact, s, n, k));
            compared++;
          }
        },
        mixedPicker(),
      );
    expect(compared).toBeGreaterThan(1000);
  });

  it('rank memo: a position met again with other dice words gets the ranking a fresh scorer gives it', () => {
    // An open-loop search revisits a node with the root's dice words reseeded (bots/mcts.ts); the
    // ranking reads no dice word, so the memo may give the remembered scores, and only then.
    const memoScorer = heuristic.scorer();
    const rank = (scorer: Scorer<S>, s: S, n: number): number[] => {
      const sc = new Float64Array(n);
      rankAll(scorer, s, buf.slice(0, n), n, sc, 4);
      return Array.from(sc);
    };
    const dice = Sfc32.from('memo', 'dice');
    let recalled = 0;
    eachDecision(
      '1861',
      'rank-memo',
      (s, n) => {
        if (n <= 4) return;
        const again = s.slice();
        ahd.reseedChance(again, dice);
        expect(Array.from(again.subarray(L.H_RNG, L.H_RNG + 4))).not.toEqual(
          Array.from(s.subarray(L.H_RNG, L.H_RNG + 4)),
        );
        const fresh = rank(heuristic.scorer(), again, n);
        expect(rank(heuristic.scorer(), s, n)).toEqual(fresh); // the ranking reads no dice word
        rank(memoScorer, s, n);
        expect(rank(memoScorer, again, n)).toEqual(fresh);
        // the memo itself: recalled across dice words only, for the same actions and exact count
        const memo = new RankMemo();
        const acts = buf.slice(0, n);
        const sc = new Float64Array(fresh);
        memo.recall(s, acts, n, 4, sc);
        memo.store(s, acts, n, 4, sc);
        const out = new Float64Array(n);
        expect(memo.recall(again, acts, n, 4, out)).toBe(true);
        expect(Array.from(out)).toEqual(fresh);
        expect(memo.recall(again, acts, n, 3, out)).toBe(false);
        for (const w of [L.H_RNG - 1, L.H_RNG + 4, L.U_LOC, s.length - 1]) {
          const other = again.slice();
          other[w]! ^= 1;
          expect(memo.recall(other, acts, n, 4, out), `word ${w}`).toBe(false);
        }
        recalled++;
      },
      mixedPicker(),
    );
    expect(recalled).toBeGreaterThan(300);
  });
});
