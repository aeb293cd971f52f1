/**
 * A heuristic value per side in [0, 1] for cut-off rollouts: the Union's VP lead over what it needs
 * now (the scenario's target at its end, the Benchmark in the campaign; victory.ts), the Confederate
 * BP income, and the SPs each side has on the map, squashed by a logistic.
 */
import { CH_TERMINAL, CH_WINNER } from '../../core/header.js';
import type { UscwContent } from './content.js';
import { CSA, USA } from './layout.js';
import { sp, type S } from './state.js';
import { marginHalves } from './victory.js';

const value = new Float64Array(2);

export function evaluate(c: UscwContent, s: S): Float64Array {
  if (s[CH_TERMINAL]) {
    const w = s[CH_WINNER]!;
    value[USA] = w === USA ? 1 : w < 0 ? 0.5 : 0;
    value[CSA] = 1 - value[USA]!;
    return value;
  }
  let us = 0;
  let cs = 0;
  for (let n = 0; n < c.map.nn; n++) {
    us += sp(c, s, n, USA);
    cs += sp(c, s, n, CSA);
  }
  const x = 0.12 * marginHalves(c, s) + 0.03 * (us - 1.4 * cs);
  value[USA] = 1 / (1 + Math.exp(-x));
  value[CSA] = 1 - value[USA]!;
  return value;
}
