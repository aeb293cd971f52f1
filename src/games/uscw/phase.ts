/**
 * Phase codes and the pending-decision helpers every rules module uses (kept apart from flow.ts so the
 * rules modules do not import the dispatcher).
 */
import { D_NONE } from './actions.js';
import { G_CURSOR, G_DA, G_DB, G_DC, G_DEC, G_DECSIDE, G_PHASE } from './layout.js';
import type { S } from './state.js';

export const P_TURN = 0;
export const P_REINF = 1;
export const P_SM = 2;
export const P_LM = 3;
export const P_INIT = 4;
export const P_HALF = 5;
export const P_ACTION = 6;
export const P_SUPPLY = 7;
export const P_END = 8;
export const PHASE_NAMES = [
  'Turn start',
  'Reinforcement Phase',
  'Strategic Movement Phase',
  'Leader Management Phase',
  'Initiative',
  'Action Phase',
  'Action Phase',
  'Supply Segment',
  'End Phase',
] as const;

/** Ask side for a decision of kind k with parameters a, b, c (G_DA, G_DB, G_DC). */
export function decide(s: S, k: number, side: number, a = 0, b = 0, c = 0): void {
  s[G_DEC] = k;
  s[G_DECSIDE] = side;
  s[G_DA] = a;
  s[G_DB] = b;
  s[G_DC] = c;
}

/** Nothing pending: the flow continues. */
export function clearDecision(s: S): void {
  s[G_DEC] = D_NONE;
}

export function toPhase(s: S, p: number): void {
  s[G_PHASE] = p;
  s[G_CURSOR] = 0;
}

/** The phasing player's half is over: to its Supply Segment (4.2 B.b). */
export function endOfActions(s: S): void {
  clearDecision(s);
  toPhase(s, P_SUPPLY);
}
