/**
 * Low-level state access shared by the rule modules: card locations, the command tree (4.1), city
 * control, map-card versions, the two chance streams. No rule decisions here.
 */
import { chanceD6, hashWords } from '../../core/chance.js';
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
  NC_CAP,
} from './layout.js';
import { CH_TURN } from '../../core/header.js';

export type S = Int32Array;

export const opt = (s: S, bit: number): boolean => (s[H_OPT]! & bit) !== 0;

// ---- chance (keyed by event: core/chance.ts) --------------------------------------------------------
/** What a die decides: the `purpose` of its event key. */
export const DIE_BATTLE = 1; // 8.5 red (index 0) and white (index 1) dice: place = target, round = attacking command
export const DIE_LEADER = 2; // 8.6 leader-loss die: place = target, round = attacking command
export const DIE_GAP = 3; // Opt 2 Cumberland Gap die of an attack: place = target
export const DIE_GAP_AGAIN = 4; // Opt 2 second roll at the start of the attacker's next turn
const DECK_ORDER = 5; // a card's place in its deck: index = card

/**
 * One d6 for an event of this turn (turn and the side the die is for, what it decides, where and
 * which): the same number in twin games whenever they reach the same event.
 */
export function dieFor(s: S, side: number, purpose: number, place = 0, round = 0, index = 0): number {
  return chanceD6(s, H_DICE, { turn: s[CH_TURN]!, side, purpose, place, round, index });
}

/**
 * A card's place in its deck (lower is drawn first): a fixed random key per card from the shuffle
 * stream, so the deck is one shuffle made at the start, and twin games draw their cards in the same
 * order. `reseedChance` (and determinize) change it, so a searcher cannot read a future draw. A
 * card's key is read at every draw from its pile (a fixed permutation, not a new draw each time),
 * so it bypasses the chance audit.
 */
export function deckOrder(s: S, k: number): number {
  // The keys depend only on the four shuffle words and the card: kept per card until the words change.
  if (
    s[H_SHUF] !== orderWords[0] ||
    s[H_SHUF + 1] !== orderWords[1] ||
    s[H_SHUF + 2] !== orderWords[2] ||
    s[H_SHUF + 3] !== orderWords[3]
  ) {
    for (let i = 0; i < 4; i++) orderWords[i] = s[H_SHUF + i]!;
    orderKnown.fill(0);
  }
  if (!orderKnown[k]) {
    orderKeys[k] = hashWords(s, H_SHUF, 0, 0, DECK_ORDER, 0, 0, k);
    orderKnown[k] = 1;
  }
  return orderKeys[k]!;
}
const orderWords = new Int32Array(4);
const orderKeys = new Uint32Array(NC_CAP);
const orderKnown = new Uint8Array(NC_CAP);

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
