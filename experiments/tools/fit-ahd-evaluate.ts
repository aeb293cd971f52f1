/**
 * Fit the weights of A House Divided's evaluation (src/games/ahd/evaluate.ts) by logistic
 * regression on self-play positions.
 *
 *   npx tsx experiments/tools/fit-ahd-evaluate.ts [games-per-mix=60] [seed=fit]
 *
 * Positions: the start of every Union Player Turn of games between the heuristic bot at exploration
 * rates 0, 0.1, 0.3 and the random bot, in every scenario, so that both sides win often enough.
 * Label: 1 if the Union won, 0.5 for a draw, else 0. Fit: Newton's method (IRLS) with a small ridge
 * penalty; games are split 80/20 into fit and hold-out sets, and the hold-out log-loss and Brier
 * score are printed with the weights to paste into evaluate.ts.
 */
import { Sfc32 } from '../../src/core/rng.js';
import { ahd } from '../../src/games/ahd/index.js';
import * as L from '../../src/games/ahd/layout.js';
import { features, N_FEATURES } from '../../src/games/ahd/evaluate.js';
import { AhdHeuristic } from '../../bots/heuristic/ahd/index.js';
import { pickBest } from '../../bots/policy.js';

const gamesPerMix = Number(process.argv[2] ?? 60);
const seed = process.argv[3] ?? 'fit';
const scenarios = ['1861', '1861-short', '1862', '1863', '1864'];
const eps = [0, 0.1, 0.3, 1];

interface Sample {
  x: Float64Array;
  y: number;
  game: number;
}
const samples: Sample[] = [];
const buf = new Int32Array(ahd.maxActions);
const scorer = new AhdHeuristic().scorer();
let game = 0;
for (const scenario of scenarios) {
  for (const eu of eps) {
    for (const ec of eps) {
      if (eu === 1 && ec === 1) continue;
      for (let g = 0; g < gamesPerMix; g++, game++) {
        const s = ahd.create({ scenario, seed: `${seed}-${scenario}-${eu}-${ec}-${g}` });
        const rng = Sfc32.from(`${seed}-${game}`, 'fit');
        const mine: Sample[] = [];
        let last = '';
        while (!ahd.isTerminal(s)) {
          const key = `${s[L.CH_TURN]}/${s[L.H_SIDE]}`;
          if (key !== last && s[L.H_SIDE] === L.USA && s[L.H_PHASE] === L.PH_MOVE) {
            const x = new Float64Array(N_FEATURES);
            features(ahd.contentOf(s), s, x);
            mine.push({ x, y: 0, game });
          }
          last = key;
          const n = ahd.legalActions(s, buf);
          const e = ahd.toMove(s) === L.USA ? eu : ec;
          ahd.apply(s, pickBest(scorer, s, buf, n, rng, e));
        }
        const o = ahd.outcome(s);
        const y = o.kind === 'win' ? (o.winner === L.USA ? 1 : 0) : 0.5;
        for (const m of mine) m.y = y;
        samples.push(...mine);
      }
    }
  }
}
const isTest = (sm: Sample): boolean => sm.game % 5 === 0;
const train = samples.filter((sm) => !isTest(sm));
const test = samples.filter(isTest);
const k = N_FEATURES + 1;
const w = new Float64Array(k);
const row = (sm: Sample, i: number): number => (i === 0 ? 1 : sm.x[i - 1]!);
const predict = (sm: Sample): number => {
  let z = 0;
  for (let i = 0; i < k; i++) z += w[i]! * row(sm, i);
  return 1 / (1 + Math.exp(-z));
};
const ridge = 1e-3 * train.length;
for (let iter = 0; iter < 25; iter++) {
  const grad = new Float64Array(k);
  const hess = new Float64Array(k * k);
  for (const sm of train) {
    const p = predict(sm);
    const r = p * (1 - p);
    for (let i = 0; i < k; i++) {
      grad[i]! += (p - sm.y) * row(sm, i);
      for (let j = 0; j < k; j++) hess[i * k + j]! += r * row(sm, i) * row(sm, j);
    }
  }
  for (let i = 1; i < k; i++) {
    grad[i]! += ridge * w[i]!;
    hess[i * k + i]! += ridge;
  }
  const step = solve(hess, grad, k);
  let norm = 0;
  for (let i = 0; i < k; i++) {
    w[i]! -= step[i]!;
    norm += step[i]! * step[i]!;
  }
  if (norm < 1e-12) break;
}
const score = (set: Sample[]): { logloss: number; brier: number; acc: number; mean: number } => {
  let ll = 0;
  let br = 0;
  let acc = 0;
  let mean = 0;
  for (const sm of set) {
    const p = Math.min(1 - 1e-9, Math.max(1e-9, predict(sm)));
    ll -= sm.y * Math.log(p) + (1 - sm.y) * Math.log(1 - p);
    br += (p - sm.y) ** 2;
    acc += p > 0.5 === sm.y > 0.5 ? 1 : 0;
    mean += sm.y;
  }
  return { logloss: ll / set.length, brier: br / set.length, acc: acc / set.length, mean: mean / set.length };
};
console.log(`games ${game}, positions ${samples.length} (fit ${train.length}, hold-out ${test.length})`);
console.log('fit      ', score(train));
console.log('hold-out ', score(test));
console.log(`WEIGHTS = [${Array.from(w, (v) => Number(v.toFixed(3))).join(', ')}]`);

/** Solve A x = b (k×k, symmetric positive definite) by Gaussian elimination with partial pivoting. */
function solve(a: Float64Array, b: Float64Array, n: number): Float64Array {
  const m = Float64Array.from(a);
  const x = Float64Array.from(b);
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r * n + c]!) > Math.abs(m[p * n + c]!)) p = r;
    if (p !== c) {
      for (let j = 0; j < n; j++) [m[c * n + j], m[p * n + j]] = [m[p * n + j]!, m[c * n + j]!];
      [x[c], x[p]] = [x[p]!, x[c]!];
    }
    for (let r = c + 1; r < n; r++) {
      const f = m[r * n + c]! / m[c * n + c]!;
      for (let j = c; j < n; j++) m[r * n + j]! -= f * m[c * n + j]!;
      x[r]! -= f * x[c]!;
    }
  }
  for (let r = n - 1; r >= 0; r--) {
    let v = x[r]!;
    for (let j = r + 1; j < n; j++) v -= m[r * n + j]! * x[j]!;
    x[r] = v / m[r * n + r]!;
  }
  return x;
}
