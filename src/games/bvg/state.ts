/**
 * Low-level state access shared by the rule modules: card locations, the command tree (4.1), city
 * control, map-card versions, the two chance streams. No rule decisions here.
 */
import { randInt, rollD6 } from '../../core/rng.js';
import {
  K_CAV,
  K_INF,
  K_LEADER,
  K_SPECIAL,
  SP_DOW,
  SP_RESERVE,
  SP_SHERIDAN,
  SP_XVI,
  type BvgContent,
} from './content.js';
import {
  C_FLAGS,
  C_LOC,
  C_PARENT,
  C_STEPS,
  CITY,
  FD_ANY,
  H_DICE,
  H_DIRTY,
  H_MAPVER,
  H_OPT,
  H_SHUF,
} from './layout.js';

export type S = Int32Array;

export const opt = (s: S, bit: number): boolean => (s[H_OPT]! & bit) !== 0;

// ---- chance -----------------------------------------------------------------------------------------
/** One d6 from the dice stream. */
export const die = (s: S): number => rollD6(s, H_DICE);
/** Uniform integer in [0, n) from the shuffle stream (card draws). */
export const shuffleInt = (s: S, n: number): number => randInt(s, H_SHUF, n);

// ---- cards ---------------------------------------------------------------------------------------------
export const faceDown = (s: S, k: number): boolean => (s[C_FLAGS + k]! & FD_ANY) !== 0;

export const isInf = (c: BvgContent, k: number): boolean => c.kind[k] === K_INF;
export const isCav = (c: BvgContent, k: number): boolean => c.kind[k] === K_CAV;
export const isLeader = (c: BvgContent, k: number): boolean => c.kind[k] === K_LEADER;
export const isDow = (c: BvgContent, k: number): boolean =>
  c.kind[k] === K_SPECIAL && c.special[k] === SP_DOW;
/** Cards that may have units attached to them: leaders, Dept. of Washington, Sheridan (CC69). */
export const canLead = (c: BvgContent, k: number): boolean =>
  c.kind[k] === K_LEADER || c.kind[k] === K_SPECIAL || c.special[k] === SP_SHERIDAN;
/** Reserve and Provisional Corps do not count against capacity (CC58). */
export const freeOfCapacity = (c: BvgContent, k: number): boolean => c.special[k] === SP_RESERVE;
export const isXvi = (c: BvgContent, k: number): boolean => c.special[k] === SP_XVI;

/** Current strength of a unit (3.4 depleted values), or a leader's / squadron's printed strength. */
export function strengthOf(c: BvgContent, s: S, k: number): number {
  if ((c.kind[k] === K_INF || c.kind[k] === K_CAV) && c.steps[k]! > 1 && s[C_STEPS + k]! < c.steps[k]!)
    return c.depleted[k]!;
  return c.strength[k]!;
}
export const isDepleted = (c: BvgContent, s: S, k: number): boolean =>
  c.steps[k]! > 1 && s[C_STEPS + k]! < c.steps[k]! && s[C_STEPS + k]! > 0;

/** The command root of a card on the board (at most two levels up, 4.1). */
export function rootOf(s: S, k: number): number {
  let r = k;
  for (let i = 0; i < 3; i++) {
    const p = s[C_PARENT + r]!;
    if (p < 0) return r;
    r = p;
  }
  return r;
}

/** Set the location of every card of a command (root and below). */
export function moveCommand(c: BvgContent, s: S, root: number, to: number): void {
  const side = c.cardSide[root]!;
  s[C_LOC + root] = to;
  for (let j = c.sideStart[side]; j < c.sideEnd[side]; j++) {
    const p = s[C_PARENT + j]!;
    if (p < 0) continue;
    if (p === root || s[C_PARENT + p] === root) s[C_LOC + j] = to;
  }
}

/** Set flag bits on every card of a command. */
export function flagCommand(c: BvgContent, s: S, root: number, f: number): void {
  const side = c.cardSide[root]!;
  s[C_FLAGS + root] = s[C_FLAGS + root]! | f;
  for (let j = c.sideStart[side]; j < c.sideEnd[side]; j++) {
    const p = s[C_PARENT + j]!;
    if (p < 0) continue;
    if (p === root || s[C_PARENT + p] === root) s[C_FLAGS + j] = s[C_FLAGS + j]! | f;
  }
}

// ---- map ---------------------------------------------------------------------------------------------
export const onMap = (c: BvgContent, s: S, city: number): boolean => s[H_MAPVER + c.cityCard[city]!]! >= 0;
/** Controller of a city: 0 USA, 1 CSA, -1 neutral. */
export const ctrl = (s: S, city: number): number => s[CITY + city]! - 1;
export function setCtrl(s: S, city: number, side: number): void {
  if (s[CITY + city] !== side + 1) {
    s[CITY + city] = side + 1;
    s[H_DIRTY] = 1;
  }
}
/** Native side of a city under the map-card version in play: 0 USA, 1 CSA, -1 neutral (3.26, 3.28). */
export function nativeOf(c: BvgContent, s: S, city: number): number {
  const v = Math.max(0, s[H_MAPVER + c.cityCard[city]!]!);
  return c.cityNative[city * 4 + v]! - 1;
}
export function isPesthole(c: BvgContent, s: S, city: number): boolean {
  const v = s[H_MAPVER + c.cityCard[city]!]!;
  return v >= 0 && c.cityPest[city * 4 + v] === 1;
}
