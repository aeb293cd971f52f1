/**
 * Seeded randomness. One generator family everywhere: sfc32 (Chris Doty-Humphrey's Small Fast
 * Counting generator, 128-bit state, period ≥ 2^32, passes PractRand to 2^40+; public domain).
 *
 * - `seedWords(seed, stream)` turns a user seed and a stream name into four 32-bit words with
 *   seedrandom (ARC4-based key scheduling), so 'dice', 'shuffle' and 'bot:usa' are independent streams
 *   of the same master seed (common random numbers across experiment arms).
 * - Games keep four words per chance stream inside their typed-array state; a clone carries them. The
 *   games of the registry draw from them by event (chance.ts: keyed dice, so twin games on one seed
 *   roll the same die for the same event); `sfc32Step`, `randInt` and `rollD6` step them in order
 *   (small test games).
 * - Bots use the `Rng` object, which wraps the same four words, rekeyed at each decision.
 *
 * Nothing here reads `Math.random` or the clock.
 */
import seedrandom from 'seedrandom';
import { hashWords, rekeyWords } from './chance.js';
import type { Seed } from './game.js';

export interface Rng {
  /** Uniform 32-bit unsigned integer. */
  u32(): number;
  /** Uniform float in [0, 1). */
  next(): number;
  /** Uniform integer in [0, n). n ≥ 1. */
  int(n: number): number;
}

/** Four int32 words derived from (seed, stream) by seedrandom's ARC4 key schedule. */
export function seedWords(seed: Seed, stream: string): Int32Array {
  const prng = seedrandom(`${String(seed)}\u0000${stream}`);
  const w = new Int32Array(4);
  for (let i = 0; i < 4; i++) w[i] = prng.int32();
  // sfc32 needs a non-degenerate counter; warm up as the reference implementation does.
  for (let i = 0; i < 12; i++) sfc32Step(w, 0);
  return w;
}

/** Advance the sfc32 generator whose words are s[off..off+3]; returns a uint32. */
export function sfc32Step(s: Int32Array, off: number): number {
  let a = s[off]!;
  let b = s[off + 1]!;
  let c = s[off + 2]!;
  let d = s[off + 3]!;
  const t = (((a + b) | 0) + d) | 0;
  d = (d + 1) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) | 0;
  s[off] = a;
  s[off + 1] = b;
  s[off + 2] = c;
  s[off + 3] = d;
  return t >>> 0;
}

/** Uniform integer in [0, n) from the generator at s[off..]; multiply-shift, bias < n/2^32. */
export function randInt(s: Int32Array, off: number, n: number): number {
  return Math.floor((sfc32Step(s, off) * n) / 4294967296);
}

/** One six-sided die, 1..6. */
export function rollD6(s: Int32Array, off: number): number {
  return randInt(s, off, 6) + 1;
}

/**
 * The bots' generator: sfc32 words in a small typed array. `rekey` restarts it from its first words
 * and a decision key (chance.ts `rekeyWords`): a bot calls it at each decision so that it draws the
 * same numbers at the same decision of two twin games, however many it drew before.
 */
export class Sfc32 implements Rng {
  readonly words: Int32Array;
  private readonly base: Int32Array;
  constructor(words: Int32Array) {
    this.words = Int32Array.from(words);
    this.base = Int32Array.from(words);
  }
  /** Restart from the first words and the key (k0, k1, k2), e.g. (turn, seat, decision in the turn). */
  rekey(k0: number, k1: number, k2: number): void {
    rekeyWords(this.base, this.words, k0, k1, k2);
    for (let i = 0; i < 8; i++) sfc32Step(this.words, 0);
  }
  /** A uint32 that depends only on the first words and the key (a stateless draw, chance.ts). */
  keyed(k0: number, k1: number, k2: number): number {
    return hashWords(this.base, 0, k0, k1, k2, 0x707269, 0, 0);
  }
  static from(seed: Seed, stream: string): Sfc32 {
    return new Sfc32(seedWords(seed, stream));
  }
  u32(): number {
    return sfc32Step(this.words, 0);
  }
  next(): number {
    return sfc32Step(this.words, 0) / 4294967296;
  }
  int(n: number): number {
    return randInt(this.words, 0, n);
  }
}

/**
 * Four fresh words from `rng` into a state's generator at dst[off..off+3]: what every game's
 * `reseedChance` does for each of its chance streams. Guards against the (astronomically unlikely)
 * all-zero state, which sfc32 must not start from.
 */
export function reseedWords(rng: Rng, dst: Int32Array, off: number): void {
  for (let i = 0; i < 4; i++) dst[off + i] = rng.u32() | 0;
  if ((dst[off]! | dst[off + 1]! | dst[off + 2]! | dst[off + 3]!) === 0) dst[off + 3] = 1;
}

/**
 * A per-game or per-stream seed from its parts (master seed, game index, stream name). The parts are
 * joined with '/', which seedrandom then hashes; distinct part lists give distinct seeds.
 */
export function deriveSeed(...parts: (string | number)[]): string {
  return parts.map(String).join('/');
}
