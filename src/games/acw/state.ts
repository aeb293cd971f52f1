/**
 * Readers and writers of the per-hex words of layout.ts, so the rules never shift bits by hand.
 */
import { HEXES } from './grid.js';
import {
  CITY_BASE,
  CSA,
  G_LEDGER,
  HX_COMBAT,
  HX_MISC,
  HX_PHASE,
  HX_UNITS,
  L_BASE,
  L_WORDS,
  LEADERS,
  LF_ALIVE,
  SP_MASK,
  USA,
} from './layout.js';

export type S = Int32Array;

// ---- HX_UNITS
export const field = (s: S, h: number): number => s[HX_UNITS + h]! & SP_MASK;
export const fortSP = (s: S, h: number): number => (s[HX_UNITS + h]! >> 10) & SP_MASK;
export const garrison = (s: S, h: number): number => (s[HX_UNITS + h]! >> 20) & 3;
/** Every land SP in the hex (outside, in the fort, the permanent "(1)"). */
export const landSP = (s: S, h: number): number => {
  const w = s[HX_UNITS + h]!;
  return (w & SP_MASK) + ((w >> 10) & SP_MASK) + ((w >> 20) & 3);
};
/** Side of the land units in the hex, -1 when it holds none. */
export const occupant = (s: S, h: number): number => (landSP(s, h) > 0 ? (s[HX_UNITS + h]! >> 22) & 1 : -1);
export const fortOwner = (s: S, h: number): number => (s[HX_UNITS + h]! >> 23) & 3;
export const landed = (s: S, h: number): number => (s[HX_UNITS + h]! >> 25) & 3;
export const attackedHex = (s: S, h: number): boolean => ((s[HX_UNITS + h]! >> 27) & 1) === 1;

function setBits(s: S, at: number, shift: number, mask: number, v: number): void {
  s[at] = (s[at]! & ~(mask << shift)) | ((v & mask) << shift);
}

export function setField(s: S, h: number, sp: number, side: number): void {
  setBits(s, HX_UNITS + h, 0, SP_MASK, sp);
  if (sp > 0) setBits(s, HX_UNITS + h, 22, 1, side);
}
export function setFort(s: S, h: number, sp: number, side: number): void {
  setBits(s, HX_UNITS + h, 10, SP_MASK, sp);
  if (sp > 0) setBits(s, HX_UNITS + h, 22, 1, side);
}
export function setGarrison(s: S, h: number, n: number, side: number): void {
  setBits(s, HX_UNITS + h, 20, 3, n);
  if (n > 0) setBits(s, HX_UNITS + h, 22, 1, side);
}
export const setFortOwner = (s: S, h: number, owner: number): void => setBits(s, HX_UNITS + h, 23, 3, owner);
export const setLanded = (s: S, h: number, n: number): void =>
  setBits(s, HX_UNITS + h, 25, 3, Math.min(3, n));
export const setAttackedHex = (s: S, h: number, on: boolean): void =>
  setBits(s, HX_UNITS + h, 27, 1, on ? 1 : 0);

/** Add (or, negative, remove) SP outside the fort of a side's hex. */
export function addField(s: S, h: number, side: number, n: number): void {
  setField(s, h, field(s, h) + n, side);
}

// ---- HX_PHASE
export const done = (s: S, h: number): number => s[HX_PHASE + h]! & SP_MASK;
export const inactive = (s: S, h: number): number => (s[HX_PHASE + h]! >> 10) & SP_MASK;
export const fortMovable = (s: S, h: number): number => (s[HX_PHASE + h]! >> 20) & SP_MASK;
export const setDone = (s: S, h: number, n: number): void => setBits(s, HX_PHASE + h, 0, SP_MASK, n);
export const setInactive = (s: S, h: number, n: number): void => setBits(s, HX_PHASE + h, 10, SP_MASK, n);
export const setFortMovable = (s: S, h: number, n: number): void => setBits(s, HX_PHASE + h, 20, SP_MASK, n);
/** Active SP outside the fort that have not moved and may be picked up [5.15, 11.1]. */
export const movable = (s: S, h: number): number => Math.max(0, field(s, h) - done(s, h) - inactive(s, h));

// ---- HX_MISC
export const uSP = (s: S, h: number): number => s[HX_MISC + h]! & SP_MASK;
export const setUSP = (s: S, h: number, n: number): void => setBits(s, HX_MISC + h, 0, SP_MASK, n);
export const zoc = (s: S, h: number): number => (s[HX_MISC + h]! >> 10) & 3;
export const setZoc = (s: S, h: number, z: number): void => setBits(s, HX_MISC + h, 10, 3, z);
export const supplyOk = (s: S, h: number): boolean => ((s[HX_MISC + h]! >> 12) & 1) === 1;
export const setSupplyOk = (s: S, h: number, on: boolean): void => setBits(s, HX_MISC + h, 12, 1, on ? 1 : 0);
export const railRepaired = (s: S, h: number): boolean => ((s[HX_MISC + h]! >> 13) & 1) === 1;
export const setRailRepaired = (s: S, h: number, on: boolean): void =>
  setBits(s, HX_MISC + h, 13, 1, on ? 1 : 0);
export const railDead = (s: S, h: number): boolean => ((s[HX_MISC + h]! >> 14) & 1) === 1;
export const setRailDead = (s: S, h: number, on: boolean): void => setBits(s, HX_MISC + h, 14, 1, on ? 1 : 0);
export const setInactiveRow = (s: S, h: number, on: boolean): void =>
  setBits(s, HX_MISC + h, 15, 1, on ? 1 : 0);

// ---- HX_COMBAT
export const usedInAttack = (s: S, h: number): number => s[HX_COMBAT + h]! & SP_MASK;
export const setUsedInAttack = (s: S, h: number, n: number): void => setBits(s, HX_COMBAT + h, 0, SP_MASK, n);
export const combatU = (s: S, h: number): number => (s[HX_COMBAT + h]! >> 10) & SP_MASK;
export const setCombatU = (s: S, h: number, n: number): void => setBits(s, HX_COMBAT + h, 10, SP_MASK, n);

// ---- cities
export const cityState = (s: S, k: number): number => s[CITY_BASE + k]!;
export const setCityState = (s: S, k: number, v: number): void => {
  s[CITY_BASE + k] = v;
};

// ---- leaders
export const lHex = (s: S, i: number): number => s[L_BASE + i * L_WORDS]!;
export const lRating = (s: S, i: number): number => s[L_BASE + i * L_WORDS + 1]!;
export const lFlags = (s: S, i: number): number => s[L_BASE + i * L_WORDS + 3]!;
export const leaderSide = (i: number): number => (i < LEADERS / 2 ? USA : CSA);
export const alive = (s: S, i: number): boolean => (lFlags(s, i) & LF_ALIVE) !== 0;

// ---- turn

/** Total land SP of a side on the map (invariants, evaluation). */
export function totalSP(s: S, side: number): number {
  let n = 0;
  for (let h = 0; h < HEXES; h++) if (occupant(s, h) === side) n += landSP(s, h);
  return n;
}

/** Leaders of a side alive. */
export function leadersOf(s: S, side: number): number {
  let n = 0;
  for (let i = 0; i < LEADERS; i++) if (leaderSide(i) === side && alive(s, i)) n++;
  return n;
}

/** `n` SP of `side` enter play (deployment, reinforcements, militia). */
export function gain(s: S, side: number, n: number): void {
  s[G_LEDGER + side] = s[G_LEDGER + side]! + n;
}
/** `n` SP of `side` leave play (combat, attrition, supply attrition). */
export function lose(s: S, side: number, n: number): void {
  s[G_LEDGER + side] = s[G_LEDGER + side]! - n;
}
