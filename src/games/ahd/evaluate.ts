/**
 * Heuristic value of an unfinished A House Divided position, for search cut-offs: the probability
 * that the Union wins, from a logistic model on features of the victory conditions (R10.0):
 *
 *   p(usa) = 1 / (1 + exp(-(w0 + Σ wi·xi)))
 *
 *   x1  Army Maximum difference usa - csa, / 10                      (R10.0 condition 2, R11.1, R11.3)
 *   x2  victory cities the Union holds, / 7                          (R10.0 Union condition)
 *   x3  share of the scenario's turns played                          (R10.0 condition 3: time runs for the CSA)
 *   x4  x2 · x3
 *   x5  Union share of the strength on the map
 *   x6  Confederate strength in the victory cities the Union lacks, / Union strength
 *   x7  Confederate strength within four boxes of Washington, / the Union strength in and next to it
 *   x8  short game (R11.1) indicator, x9 its interaction with x1
 *
 * Strength of a unit = Combat Value × steps (2 full, 1 reduced). The weights are fitted by
 * experiments/tools/fit-ahd-evaluate.ts (logistic regression on positions of self-play games between
 * the heuristic bot at several exploration rates and the random bot); the command and the fit's
 * figures are in that file's header.
 */
import type { AhdContent } from './content.js';
import { M_POTOMAC } from './content.js';
import {
  CSA,
  END_SHORT_GAME,
  H_AM,
  H_END_KIND,
  H_END_TURN,
  H_START_TURN,
  CH_TERMINAL,
  CH_TURN,
  CH_WINNER,
  ST_REDUCED,
  U_LOC,
  U_ST,
  USA,
} from './layout.js';
import { ctrlOf, type S } from './state.js';

export const N_FEATURES = 9;

/**
 * Fitted weights: intercept, then x1..x9 (see the header). Fit of `npx tsx
 * experiments/tools/fit-ahd-evaluate.ts 60` with the Union's tuned heuristic weights: 4,500 games,
 * 55,395 positions; hold-out log-loss 0.495 (base rate 0.42), Brier 0.163, 77.1 % of outcomes on the
 * right side of 0.5.
 */
const WEIGHTS: readonly number[] = [
  -0.332, -0.131, 2.866, -1.196, -0.202, 0.771, -3.609, -0.585, 1.768, 2.605,
];

/** Boxes from which the CSA can reach Washington within four connections (no Potomac, R4.2). */
const nearWashington = new Map<AhdContent, Int32Array>();
function washingtonRing(c: AhdContent): Int32Array {
  let ring = nearWashington.get(c);
  if (ring) return ring;
  const dist = new Int32Array(c.nb).fill(-1);
  const queue = [c.washington];
  dist[c.washington] = 0;
  while (queue.length) {
    const b = queue.shift()!;
    for (let j = c.adjStart[b]!; j < c.adjStart[b + 1]!; j++) {
      if (c.adjMode[j] === M_POTOMAC) continue;
      const x = c.adjTo[j]!;
      if (dist[x]! >= 0) continue;
      dist[x] = dist[b]! + 1;
      if (dist[x]! < 4) queue.push(x);
    }
  }
  ring = Int32Array.from(Array.from(dist.keys()).filter((b) => dist[b]! >= 1 && dist[b]! <= 4));
  nearWashington.set(c, ring);
  return ring;
}

const power = new Float64Array(2 * 160);

/** Write the features x1..x9 of state s into out[0..8]. */
export function features(c: AhdContent, s: S, out: Float64Array): void {
  power.fill(0, 0, 2 * c.nb);
  let total = 0;
  let union = 0;
  for (let u = 0; u < c.nu; u++) {
    const b = s[U_LOC + u]!;
    if (b >= c.nb) continue;
    const v = c.combatValue[c.slotType[u]!]! * (s[U_ST + u]! & ST_REDUCED ? 1 : 2);
    power[b * 2 + c.slotSide[u]!]! += v;
    total += v;
    if (c.slotSide[u] === USA) union += v;
  }
  let held = 0;
  let defence = 0;
  for (let i = 0; i < c.victoryCities.length; i++) {
    const b = c.victoryCities[i]!;
    if (ctrlOf(s, b) === USA) held++;
    else defence += power[b * 2 + CSA]!;
  }
  const w = c.washington;
  let cover = power[w * 2 + USA]!;
  for (let j = c.adjStart[w]!; j < c.adjStart[w + 1]!; j++) cover += 0.7 * power[c.adjTo[j]! * 2 + USA]!;
  let reach = 0;
  const ring = washingtonRing(c);
  for (let i = 0; i < ring.length; i++) reach += power[ring[i]! * 2 + CSA]!;
  const span = Math.max(1, s[H_END_TURN]! - s[H_START_TURN]! + 1);
  const played = (s[CH_TURN]! - s[H_START_TURN]!) / span;
  const short = s[H_END_KIND] === END_SHORT_GAME ? 1 : 0;
  const diff = (s[H_AM + USA]! - s[H_AM + CSA]!) / 10;
  out[0] = diff;
  out[1] = held / 7;
  out[2] = played;
  out[3] = (held / 7) * played;
  out[4] = total > 0 ? union / total : 0.5;
  out[5] = defence / Math.max(1, union);
  out[6] = Math.min(3, reach / Math.max(1, cover));
  out[7] = short;
  out[8] = short * diff;
}

const x = new Float64Array(N_FEATURES);

/** p(usa wins) by the fitted model; a finished game scores its result. */
export function unionWinProbability(c: AhdContent, s: S, weights: readonly number[] = WEIGHTS): number {
  if (s[CH_TERMINAL]) {
    const winner = s[CH_WINNER]!;
    return winner === USA ? 1 : winner < 0 ? 0.5 : 0;
  }
  features(c, s, x);
  let z = weights[0]!;
  for (let i = 0; i < N_FEATURES; i++) z += weights[i + 1]! * x[i]!;
  return 1 / (1 + Math.exp(-z));
}
