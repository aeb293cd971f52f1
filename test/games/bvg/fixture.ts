/**
 * Readable positions for the bvg rule tests: an empty board (every card out of play, no map card),
 * then map cards by letter and version, city control, commands placed by card number, and the step
 * and side to move. Uses the engine's own state helpers so a position is built the way play builds it.
 */
import { expect } from 'vitest';
import { makeBot } from '../../../bots/index.js';
import { CH_PACK } from '../../../src/core/header.js';
import * as A from '../../../src/games/bvg/actions.js';
import { defaultContent, type BvgContent } from '../../../src/games/bvg/content.js';
import { LETTERS } from '../../../src/games/bvg/content-schema.js';
import { beginPlayerTurn } from '../../../src/games/bvg/flow.js';
import { bvg } from '../../../src/games/bvg/index.js';
import * as L from '../../../src/games/bvg/layout.js';
import { setCtrl } from '../../../src/games/bvg/state.js';

export type S = Int32Array;
export const c = defaultContent();
export const buf = new Int32Array(bvg.maxActions);

/** Card index of card #num of a deck. */
export const card = (side: 'usa' | 'csa', num: number): number =>
  side === 'usa' ? num - 1 : c.nUsa + num - 1;
/** Card index of USA card #n. */
export const usa = (n: number): number => card('usa', n);
/** Card index of CSA card #n. */
export const csa = (n: number): number => card('csa', n);
/** City index by id. */
export function city(id: string): number {
  const i = c.cityId.indexOf(id);
  if (i < 0) throw new Error(`no city ${id}`);
  return i;
}

/** States along a heuristic game (both sides the heuristic bot), every `step` decisions, at most `max`. */
export function positions(scenario: string, seed: string, step: number, max: number): S[] {
  const s = bvg.create({ scenario, seed });
  const bots = [0, 1].map((i) => makeBot(bvg, 'heuristic', i, `${seed}-${i}`));
  const out: S[] = [];
  for (let i = 0; i < 4000 && !bvg.isTerminal(s) && out.length < max; i++) {
    if (i % step === 0) out.push(bvg.clone(s));
    bvg.apply(s, bots[bvg.toMove(s)]!.choose(s));
  }
  return out;
}

/** An empty position: no card in play, no map card, every city neutral, both sides 5 supply. */
export function empty(): S {
  const s = bvg.create({ scenario: 'standard', seed: 'fixture' });
  for (let k = 0; k < c.nc; k++) {
    s[L.C_LOC + k] = L.LOC_REMOVED;
    s[L.C_PARENT + k] = -1;
    s[L.C_FLAGS + k] = 0;
    s[L.C_STEPS + k] = c.steps[k]!;
    s[L.C_DEF0 + k] = 0;
    s[L.C_DEF1 + k] = 0;
    s[L.C_BRIDGE + k] = 0;
  }
  for (let i = 0; i < 11; i++) s[L.H_MAPVER + i] = -1;
  for (let x = 0; x < c.ncity; x++) s[L.CITY + x] = 0;
  s[L.H_BOT_N] = 0;
  s[L.H_BOT_N + 1] = 0;
  s[L.H_LW_PLACED] = 0;
  s[L.H_LW_PLACED + 1] = 0;
  s[L.H_FLAGS] = 0;
  s[L.H_TURN_FLAGS] = 0;
  s[L.H_SUPPLY] = 5;
  s[L.H_SUPPLY + 1] = 5;
  s[L.H_LATEWAR] = 0;
  s[L.H_LATEWAR + 1] = 0;
  s[L.H_END_LEFT] = -1;
  s[L.H_RAIL_ROOT] = -1;
  s[L.H_FREE_XFER] = 0;
  s[L.CH_TERMINAL] = 0;
  s[L.H_DIRTY] = 0;
  return s;
}

/**
 * Play `s` on a pack that differs from the standard one in `tables` (a pack may give other Combat,
 * Casualties or Leader Losses Tables, content-schema.ts): the state names the new pack.
 */
export function onTables(s: S, tables: Partial<BvgContent>): void {
  const pack: BvgContent = { ...c, ...tables };
  s[CH_PACK] = bvg.create({ scenario: 'standard', seed: 'fixture', content: pack })[CH_PACK]!;
}

/** Put map cards in play, e.g. { A: 'only', F: 'usa' }; their cities take native control. */
export function maps(s: S, spec: Record<string, string>): void {
  for (const [letter, version] of Object.entries(spec)) {
    const Li = LETTERS.indexOf(letter as (typeof LETTERS)[number]);
    const v = c.versionIds[Li]!.indexOf(version);
    if (v < 0) throw new Error(`no version ${version} of ${letter}`);
    s[L.H_MAPVER + Li] = v;
    for (let x = 0; x < c.ncity; x++) if (c.cityCard[x] === Li) s[L.CITY + x] = c.cityNative[x * 4 + v]!;
  }
}
export const START_MAPS = { A: 'only', B: 'only', D: 'only', E: 'only' };

/** City control by id. */
export function own(s: S, side: 'usa' | 'csa' | null, ...ids: string[]): void {
  for (const id of ids) setCtrl(s, city(id), side === null ? -1 : side === 'usa' ? L.USA : L.CSA);
}

/** Place a command: root card with units and subordinates (card numbers of `side`'s deck). */
export function command(
  s: S,
  side: 'usa' | 'csa',
  theater: 'east' | 'west',
  root: number,
  units: number[] = [],
  subs: [number, number[]][] = [],
): number {
  const l = theater === 'east' ? L.LOC_EAST : L.LOC_WEST;
  const r = card(side, root);
  s[L.C_LOC + r] = l;
  s[L.C_PARENT + r] = -1;
  for (const u of units) {
    s[L.C_LOC + card(side, u)] = l;
    s[L.C_PARENT + card(side, u)] = r;
  }
  for (const [sub, us] of subs) {
    const k = card(side, sub);
    s[L.C_LOC + k] = l;
    s[L.C_PARENT + k] = r;
    for (const u of us) {
      s[L.C_LOC + card(side, u)] = l;
      s[L.C_PARENT + card(side, u)] = k;
    }
  }
  return r;
}

/** Lee (CSA 38) in the East commanding four subordinates, each with one unit: a full command (4.5). */
export function leeWithFourCorps(s: S): number {
  return command(
    s,
    'csa',
    'east',
    38,
    [],
    [
      [41, [30]],
      [58, [34]],
      [56, [46]],
      [23, [47]],
    ],
  );
}

/** Cards into a side's hand. */
export function hand(s: S, side: 'usa' | 'csa', ...nums: number[]): void {
  for (const n of nums) s[L.C_LOC + card(side, n)] = L.LOC_HAND;
}

/** Make `side` the phasing side in step `phase`. */
export function at(s: S, side: 'usa' | 'csa', phase: number): void {
  s[L.H_SIDE] = side === 'usa' ? L.USA : L.CSA;
  s[L.H_PHASE] = phase;
}

/** The legal actions now. */
export function legal(s: S): number[] {
  const n = bvg.legalActions(s, buf);
  return Array.from(buf.subarray(0, n));
}
export const has = (s: S, a: number): boolean => legal(s).includes(a);
export const play = (s: S, a: number): void => bvg.apply(s, a);

export { A, L, bvg };

/** Where card `k` is. */
export const loc = (s: S, k: number): number => s[L.C_LOC + k]!;

/** The Draw/Replace Step of `side` on the start maps with `deck` (card indices) as its pile, set up by `setup` first. */
export function drawStep(side: 'usa' | 'csa', deck: number[], setup?: (s: S) => void): S {
  const s = empty();
  maps(s, START_MAPS);
  for (const k of deck) s[L.C_LOC + k] = L.LOC_DECK;
  setup?.(s);
  s[L.H_PTURNS] = 1;
  beginPlayerTurn(c, s, side === 'usa' ? L.USA : L.CSA, false);
  expect(s[L.H_PHASE]).toBe(L.PH_DRAW);
  return s;
}
