/**
 * The force in motion [5.0, 5.13-5.15]: SP moved as one stack from one hex, with the MP it has
 * spent. A force may divide en route; each detachment keeps the MP spent so far and waits on a
 * stack (D_*) until the force before it has stopped; detachments never recombine for movement.
 * Forces are moved one at a time: while one is in motion no other may start.
 */
import { CH_TURN } from '../../core/header.js';
import type { AcwContent } from './content.js';
import {
  D_BASE,
  D_COUNT,
  D_MAX,
  F_ACTIVE,
  F_FLAGS,
  F_HEX,
  F_KIND,
  F_LEAD,
  F_MA,
  F_MODE,
  F_NODE,
  F_ORIGIN,
  F_SP,
  F_SPENT,
  F_U,
  F_UNIT,
  F_WORDS,
  FF_LEADER_PATH,
  L_BASE,
  L_WORDS,
  LEADERS,
  M_LAND,
} from './layout.js';
import type { S } from './state.js';

export const forceActive = (s: S): boolean => s[F_ACTIVE] === 1;
/** MP (tenths) the force may still spend. */
export const mpLeft = (s: S): number => s[F_MA]! - s[F_SPENT]!;

/** The seasonal allowance in tenths, halved for units judged unsupplied [5.31, 10.31]. */
function allowance(c: AcwContent, s: S, unsupplied: boolean): number {
  const ma = 10 * c.tables.ma[s[CH_TURN]!]!;
  return unsupplied ? Math.floor(ma / 2) : ma;
}

export interface ForceStart {
  kind: number;
  unit: number;
  hex: number;
  sp: number;
  u: boolean;
  lead: number;
  node: number;
}

export function startForce(c: AcwContent, s: S, f: ForceStart): void {
  s[F_ACTIVE] = 1;
  s[F_KIND] = f.kind;
  s[F_UNIT] = f.unit;
  s[F_HEX] = f.hex;
  s[F_SP] = f.sp;
  s[F_U] = f.u ? 1 : 0;
  s[F_SPENT] = 0;
  s[F_MA] = allowance(c, s, f.u);
  s[F_MODE] = M_LAND;
  s[F_NODE] = f.node;
  s[F_LEAD] = f.lead;
  s[F_FLAGS] = f.lead ? FF_LEADER_PATH : 0;
  s[F_ORIGIN] = f.hex;
}

/** Leave `sp` SP of the force behind as a detachment with the MP spent so far [5.13]. */
export function detach(s: S, sp: number): void {
  const n = s[D_COUNT]!;
  if (n >= D_MAX) throw new Error('acw: too many detachments');
  const at = D_BASE + n * F_WORDS;
  for (let k = 0; k < F_WORDS; k++) s[at + k] = s[F_ACTIVE + k]!;
  s[at + (F_SP - F_ACTIVE)] = sp;
  s[at + (F_LEAD - F_ACTIVE)] = 0;
  s[D_COUNT] = n + 1;
  s[F_SP] = s[F_SP]! - sp;
}

/** The force has stopped: the next waiting detachment, if any, becomes the force in motion. */
export function nextDetachment(s: S): void {
  const n = s[D_COUNT]!;
  if (n === 0) {
    s[F_ACTIVE] = 0;
    return;
  }
  const at = D_BASE + (n - 1) * F_WORDS;
  for (let k = 0; k < F_WORDS; k++) s[F_ACTIVE + k] = s[at + k]!;
  for (let k = 0; k < F_WORDS; k++) s[at + k] = 0;
  s[D_COUNT] = n - 1;
}

/** Leaders riding with the force stand where it stands. */
export function moveLeaders(s: S, h: number): void {
  const lead = s[F_LEAD]!;
  if (lead === 0) return;
  for (let i = 0; i < LEADERS; i++) if (lead & (1 << i)) s[L_BASE + i * L_WORDS] = h;
}

/** Attack strength of the force: halved and rounded up when unsupplied [8.33]. */
export const forceStrength = (s: S): number => (s[F_U] ? Math.ceil(s[F_SP]! / 2) : s[F_SP]!);
