/**
 * Heuristic value per side in [0, 1] for cut-off rollouts (Game.evaluate, one scratch array): the
 * Victory Point margin (21.3) against the scenario's threshold, with the political danger of a side
 * close to 0 PC and 0 CSP (21.1).
 */
import type { LwContent } from './content.js';
import {
  CH_TERMINAL,
  CH_WINNER,
  CSA,
  H_CSP,
  H_PARAM,
  H_PC,
  P_MARGIN,
  P_VICTORY_SIDE,
  USA,
} from './layout.js';
import type { S } from './state.js';
import { margin } from './victory.js';

const value = new Float64Array(2);

export function evaluate(c: LwContent, s: S): Float64Array {
  if (s[CH_TERMINAL]) {
    const w = s[CH_WINNER]!;
    value[USA] = w === USA ? 1 : w < 0 ? 0.5 : 0;
    value[CSA] = 1 - value[USA]!;
    return value;
  }
  const m = margin(c, s);
  const need = s[H_PARAM + P_MARGIN]!;
  let x = s[H_PARAM + P_VICTORY_SIDE] === USA ? (m - need + 0.5) / 4 : (m + need - 0.5) / 4;
  for (const side of [USA, CSA]) {
    const reserve = s[H_PC + side]! + s[H_CSP + side]!;
    if (reserve < 4) x += (side === USA ? -1 : 1) * (4 - reserve) * 0.5;
  }
  value[USA] = 1 / (1 + Math.exp(-x));
  value[CSA] = 1 - value[USA]!;
  return value;
}
