/**
 * Keyed chance: a die or a shuffle is drawn by the event it belongs to, not by its place in the
 * game's sequence of draws.
 *
 * A stepped generator hands out its numbers in order, so once an option changes how many dice a game
 * rolls, every later roll of the game moves to another number and the game becomes independent of its
 * twin on the same seed: common random numbers stop helping at the first difference. Here a draw is a
 * stateless hash of
 *
 *   - the four chance key words of one of the state's chance streams (header.ts `chanceAt`; the engine
 *     seeds them from the game seed and the stream name, and `reseedChance` replaces them, so a
 *     searcher still never sees a future die), and
 *   - the event key: turn, side, purpose, place, round, index (EventKey below),
 *
 * so the march die of the Union's turn 7 is the same number in a game and its twin, whatever happened
 * before. A game chooses keys that name each draw once: two draws of one game with the same key would
 * give the same number (tests check this with `auditChance`).
 *
 * The hash is MurmurHash3's 32-bit body (A. Appleby, public domain) over the 10 words, then its
 * `fmix32` finaliser; each output bit depends on every input bit. Uniform integers use multiply-shift
 * (bias below n / 2^32).
 *
 * `rekeyWords` gives the same idea to the bots: a bot's generator is reseeded at every decision from
 * its base words and the decision's key (turn, seat, the seat's decision number in the turn), so a
 * bot's tie-breaks and searches draw the same numbers at the same decision of two twin games.
 */

import { countDraw } from './header.js';

/** What a draw belongs to. Unused parts are 0. */
export interface EventKey {
  /** Game turn. */
  readonly turn: number;
  /** Side (or seat) the draw is for, e.g. the side whose turn it is or whose unit fires. */
  readonly side: number;
  /** What the draw decides: a game's own constant per kind of roll (march die, fire, card draw). */
  readonly purpose: number;
  /** Where: a box, city or hex index (0 when the draw has no place). */
  readonly place?: number;
  /** Battle round, or any second counter of repeated events at one place. */
  readonly round?: number;
  /** Which of several draws of one event: a unit slot, a die number, a card id. */
  readonly index?: number;
}

/** A listener told of every keyed draw (tests: no key drawn twice in a game); undefined: none. */
export type ChanceAudit = (words: Int32Array, off: number, key: EventKey) => void;
let audit: ChanceAudit | undefined;

/** Install (or with undefined remove) the audit listener. For tests and tools, never in play. */
export function auditChance(listener: ChanceAudit | undefined): void {
  audit = listener;
}

const C1 = 0xcc9e2d51;
const C2 = 0x1b873593;

function absorb(h: number, k: number): number {
  k = Math.imul(k, C1);
  k = (k << 15) | (k >>> 17);
  k = Math.imul(k, C2);
  h ^= k;
  h = (h << 13) | (h >>> 19);
  return (Math.imul(h, 5) + 0xe6546b64) | 0;
}

function fmix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** The hash of four words at w[off..off+3] and six key words, as a uint32. */
export function hashWords(
  w: Int32Array,
  off: number,
  k0: number,
  k1: number,
  k2: number,
  k3: number,
  k4: number,
  k5: number,
): number {
  let h = 0x5bd1e995;
  h = absorb(h, w[off]!);
  h = absorb(h, w[off + 1]!);
  h = absorb(h, w[off + 2]!);
  h = absorb(h, w[off + 3]!);
  h = absorb(h, k0);
  h = absorb(h, k1);
  h = absorb(h, k2);
  h = absorb(h, k3);
  h = absorb(h, k4);
  h = absorb(h, k5);
  return fmix32(h ^ 40);
}

/**
 * A uniform uint32 for event `key` from the chance stream whose key words are s[off..off+3]. Counts
 * the draw in the state's header (CH_DRAWS), which a tool reads to see that an action used chance.
 */
export function chanceU32(s: Int32Array, off: number, key: EventKey): number {
  if (audit) audit(s, off, key);
  countDraw(s);
  return hashWords(s, off, key.turn, key.side, key.purpose, key.place ?? 0, key.round ?? 0, key.index ?? 0);
}

/** A uniform integer in [0, n) for event `key`. n ≥ 1. (Export it when a game needs it: knip.) */
function chanceInt(s: Int32Array, off: number, n: number, key: EventKey): number {
  return Math.floor((chanceU32(s, off, key) * n) / 4294967296);
}

/** Faces the next d6 draws of one state must give (forceD6); undefined: none. */
let forced: { readonly s: Int32Array; readonly faces: number[] } | undefined;

/**
 * For tests of rules with dice, never in play (like `auditChance`): the next d6 draws of the state
 * `s` itself (not of a clone) give `faces`, in order; after them its draws are keyed again. A new
 * call replaces the faces left over.
 */
export function forceD6(s: Int32Array, faces: readonly number[]): void {
  forced = { s, faces: [...faces] };
}

/** One six-sided die, 1..6, for event `key`. */
export function chanceD6(s: Int32Array, off: number, key: EventKey): number {
  if (forced !== undefined && forced.s === s && forced.faces.length > 0) {
    if (audit) audit(s, off, key);
    countDraw(s);
    return forced.faces.shift()!;
  }
  return chanceInt(s, off, 6, key) + 1;
}

/** An order-free hash of the integers list[0..n): the same set gives the same hash (decision keys). */
export function listHash(list: Int32Array, n: number): number {
  let h = 0;
  for (let i = 0; i < n; i++) h = (h + fmix32(absorb(0x6c697374, list[i]!))) | 0;
  return h;
}

/**
 * Fill the sfc32 words out[0..3] from the base words base[0..3] and a decision key (three words), then
 * warm the generator up: the bots' per-decision streams (rng.ts `Sfc32.rekey`).
 */
export function rekeyWords(base: Int32Array, out: Int32Array, k0: number, k1: number, k2: number): void {
  for (let i = 0; i < 4; i++) out[i] = hashWords(base, 0, k0, k1, k2, i, 0x6b6579, 0) | 0;
  if ((out[0]! | out[1]! | out[2]! | out[3]!) === 0) out[3] = 1;
}
