/**
 * Low-level state access shared by the rule modules: the two chance streams, PC and CSP with the
 * shortfall rules (7.1.6.1, 10.6.6), generals and Forces (2.2, 11.0.1), stacking (12.4, 13.1.1), IT
 * (18.1.1), city control (2.1, 16.10.2) and the decks (10.3.1). No rule decisions here.
 */
import { countRule, COV_CHECK_CARDS } from './coverage.js';
import { randInt, rollD6 } from '../../core/rng.js';
import type { LwContent } from './content.js';
import {
  CD_LOC,
  CL_DECK,
  CL_DISCARD,
  CL_HAND,
  CT_CTRL,
  CT_FLAGS,
  CTF_GARRISON,
  G_FLAGS,
  G_LOC,
  G_SEQ,
  G_STARS,
  GF_GIC,
  H_CARDS,
  H_CSP,
  H_DICE,
  H_OPT,
  H_PC,
  H_SEQ,
  X_FLAGS,
  X_IT,
} from './layout.js';
import { HF_MOUNTAIN, NEUTRAL } from './mapdata.js';
import { RD_CHECK_RETURN } from './options.js';

export type S = Int32Array;

// ---- chance ----------------------------------------------------------------------------------------
/** One die from the dice stream. */
export const die = (s: S): number => rollD6(s, H_DICE);
/** Uniform integer in [0, n) from the card stream (draws, random discards, Asset draws). */
export const cardInt = (s: S, n: number): number => randInt(s, H_CARDS, n);

// ---- PC and CSP --------------------------------------------------------------------------------------
export const pcOf = (s: S, side: number): number => s[H_PC + side]!;

export function gainPc(s: S, side: number, n: number): void {
  if (n > 0) s[H_PC + side] = s[H_PC + side]! + n;
}

/**
 * Lose n PC (events, battles, captures, penalties). PC never goes below 0; a shortfall is taken from
 * CSP instead (10.6.6 "must first lose an equal amount of CSP ... or as much as he has").
 */
export function losePc(s: S, side: number, n: number): void {
  if (n <= 0) return;
  const pc = s[H_PC + side]!;
  if (pc >= n) {
    s[H_PC + side] = pc - n;
    return;
  }
  s[H_PC + side] = 0;
  s[H_CSP + side] = Math.max(0, s[H_CSP + side]! - (n - pc));
}

/** Pay a purchase (7.1): PC only, never CSP (7.1.6.1); the caller checked it can be paid. */
export function payPc(s: S, side: number, n: number): void {
  s[H_PC + side] = s[H_PC + side]! - n;
}

/** Pay with PC and, where PC is short, CSP (7.1.6.1: GiC and assassination replacements). */
export function payPcThenCsp(s: S, side: number, n: number): void {
  losePc(s, side, n);
}

// ---- generals ----------------------------------------------------------------------------------------
export const isGic = (s: S, g: number): boolean => (s[G_FLAGS + g]! & GF_GIC) !== 0;

/** Place a general in a hex (a new arrival: last in the arrival order, 11.0.1). */
export function placeGeneral(s: S, g: number, hex: number): void {
  s[G_LOC + g] = hex;
  s[H_SEQ] = s[H_SEQ]! + 1;
  s[G_SEQ + g] = s[H_SEQ]!;
}

/** Generals of `side` in `hex`, written into out; returns the count. */
export function generalsIn(c: LwContent, s: S, hex: number, side: number, out: Int32Array): number {
  let n = 0;
  for (let g = 0; g < c.ng; g++) if (s[G_LOC + g] === hex && c.genSide[g] === side) out[n++] = g;
  return n;
}

export function countIn(c: LwContent, s: S, hex: number, side: number): number {
  let n = 0;
  for (let g = 0; g < c.ng; g++) if (s[G_LOC + g] === hex && c.genSide[g] === side) n++;
  return n;
}

/** Is there any general of `side` in `hex`? */
export function occupied(c: LwContent, s: S, hex: number, side: number): boolean {
  for (let g = 0; g < c.ng; g++) if (s[G_LOC + g] === hex && c.genSide[g] === side) return true;
  return false;
}

/** Infantry stars of a Force (13.1.1: cavalry stars never count). */
export function infStars(c: LwContent, s: S, hex: number, side: number): number {
  let n = 0;
  for (let g = 0; g < c.ng; g++)
    if (s[G_LOC + g] === hex && c.genSide[g] === side && !c.genCav[g]) n += s[G_STARS + g]!;
  return n;
}

/** All stars of a Force, cavalry included. */
export function allStars(c: LwContent, s: S, hex: number, side: number): number {
  let n = 0;
  for (let g = 0; g < c.ng; g++) if (s[G_LOC + g] === hex && c.genSide[g] === side) n += s[G_STARS + g]!;
  return n;
}

/** The cavalry general of a Force, or -1 (13.1.1: at most one). */
export function cavIn(c: LwContent, s: S, hex: number, side: number): number {
  for (let g = 0; g < c.ng; g++) if (s[G_LOC + g] === hex && c.genSide[g] === side && c.genCav[g]) return g;
  return -1;
}

export function hasInfantry(c: LwContent, s: S, hex: number, side: number): boolean {
  for (let g = 0; g < c.ng; g++)
    if (s[G_LOC + g] === hex && c.genSide[g] === side && !c.genCav[g]) return true;
  return false;
}

/**
 * The CO of a Force (11.0.1, 11.1.3.1, 2.2): the GiC if present; else the infantry general of most
 * stars, the earlier arrival among equals; a cavalry general only when no infantry is present.
 */
export function coOf(c: LwContent, s: S, hex: number, side: number): number {
  let best = -1;
  for (let g = 0; g < c.ng; g++) {
    if (s[G_LOC + g] !== hex || c.genSide[g] !== side) continue;
    if (best < 0 || better(c, s, g, best)) best = g;
  }
  return best;
}

/** Would `g` command a Force before `h` (11.0.1)? */
export function better(c: LwContent, s: S, g: number, h: number): boolean {
  const gg = (s[G_FLAGS + g]! & GF_GIC) !== 0;
  const hg = (s[G_FLAGS + h]! & GF_GIC) !== 0;
  if (gg !== hg) return gg;
  if (c.genCav[g] !== c.genCav[h]) return c.genCav[g] === 0;
  if (s[G_STARS + g] !== s[G_STARS + h]) return s[G_STARS + g]! > s[G_STARS + h]!;
  return s[G_SEQ + g]! < s[G_SEQ + h]!;
}

/** Stacking limit in infantry stars (12.4): 12 with a 3-star present, else 6; 6 in mountains. */
export function stackLimit(c: LwContent, s: S, hex: number, side: number, withThree = false): number {
  if (c.hexFlags[hex]! & HF_MOUNTAIN) return 6;
  if (withThree) return 12;
  for (let g = 0; g < c.ng; g++)
    if (s[G_LOC + g] === hex && c.genSide[g] === side && !c.genCav[g] && s[G_STARS + g] === 3) return 12;
  return 6;
}

/**
 * Is the Force of `side` in `hex` legally stacked (12.4, 13.1.1)? At most one cavalry general, who
 * does not outrank the infantry CO; infantry stars within the limit.
 */
export function stackOk(c: LwContent, s: S, hex: number, side: number): boolean {
  let inf = 0;
  let three = false;
  let cav = 0;
  let cavStars = 0;
  let top = 0;
  for (let g = 0; g < c.ng; g++) {
    if (s[G_LOC + g] !== hex || c.genSide[g] !== side) continue;
    const st = s[G_STARS + g]!;
    if (c.genCav[g]) {
      cav++;
      cavStars = st;
    } else {
      inf += st;
      if (st === 3) three = true;
      top = Math.max(top, st);
    }
  }
  if (cav > 1) return false;
  if (cav === 1 && inf > 0 && cavStars > top) return false;
  const limit = c.hexFlags[hex]! & HF_MOUNTAIN ? 6 : three ? 12 : 6;
  return inf <= limit;
}

// ---- IT (18.1.1: on the whole Force) -----------------------------------------------------------------
export const itOf = (s: S, hex: number, side: number): number => s[X_IT + hex * 2 + side]!;
export const setIt = (s: S, hex: number, side: number, n: number): void => {
  s[X_IT + hex * 2 + side] = Math.max(0, n);
};
export const addIt = (s: S, hex: number, side: number, n: number): void => {
  s[X_IT + hex * 2 + side] = Math.max(0, s[X_IT + hex * 2 + side]! + n);
};
export const hexFlag = (s: S, hex: number, side: number, f: number): boolean =>
  (s[X_FLAGS + hex]! & (f << (8 * side))) !== 0;
export const setHexFlag = (s: S, hex: number, side: number, f: number): void => {
  s[X_FLAGS + hex] = s[X_FLAGS + hex]! | (f << (8 * side));
};
export const clearHexFlag = (s: S, hex: number, side: number, f: number): void => {
  s[X_FLAGS + hex] = s[X_FLAGS + hex]! & ~(f << (8 * side));
};

// ---- cities ------------------------------------------------------------------------------------------
/** Controller of a city: USA, CSA or NEUTRAL (2.1). */
export const ctrlOf = (s: S, city: number): number => s[CT_CTRL + city]!;

/**
 * Change control (16.10.2): a garrison marks a city held by a side other than its original owner; it
 * is removed when the original owner retakes the city.
 */
export function setCtrl(c: LwContent, s: S, city: number, side: number): void {
  s[CT_CTRL + city] = side;
  if (c.cityOrig[city] === side) s[CT_FLAGS + city] = s[CT_FLAGS + city]! & ~CTF_GARRISON;
  else s[CT_FLAGS + city] = s[CT_FLAGS + city]! | CTF_GARRISON;
}

/** Is the city controlled by the enemy of `side`? */
export const enemyCity = (s: S, city: number, side: number): boolean => {
  const k = s[CT_CTRL + city]!;
  return k !== side && k !== NEUTRAL;
};

// ---- cards (10.3.1) ------------------------------------------------------------------------------------
export const cardBase = (side: number): number => side * 81;

export function countLoc(s: S, side: number, loc: number): number {
  let n = 0;
  const b = side * 81;
  for (let k = b; k < b + 81; k++) if (s[CD_LOC + k] === loc) n++;
  return n;
}

/** Shuffle the discards back into the deck (10.3.1). */
export function reshuffle(s: S, side: number): void {
  const b = side * 81;
  for (let k = b; k < b + 81; k++) if (s[CD_LOC + k] === CL_DISCARD) s[CD_LOC + k] = CL_DECK;
}

/**
 * Draw one card: a uniformly random card of the draw pile (the same law as a shuffled deck; the order
 * is never stored, so reseeding the card stream changes every future draw). The last card drawn
 * makes the deck reshuffle its discards at once (10.3.1). Returns the card, or -1 if none is left.
 */
function drawCard(s: S, side: number): number {
  let n = countLoc(s, side, CL_DECK);
  if (n === 0) {
    reshuffle(s, side);
    n = countLoc(s, side, CL_DECK);
    if (n === 0) return -1;
  }
  let pick = cardInt(s, n);
  const b = side * 81;
  for (let k = b; k < b + 81; k++) {
    if (s[CD_LOC + k] !== CL_DECK) continue;
    if (pick-- === 0) {
      if (n === 1) reshuffle(s, side);
      return k;
    }
  }
  return -1;
}

/** Draw a card into the hand. */
export function drawToHand(s: S, side: number): number {
  const k = drawCard(s, side);
  if (k >= 0) s[CD_LOC + k] = CL_HAND;
  return k;
}

/**
 * Reveal a card for a symbol check (16.8, 20.5): it goes to the discards, or back into the draw pile
 * under the reading read-16.8-check-cards=return.
 */
export function drawForCheck(s: S, side: number): number {
  const k = drawCard(s, side);
  if (k < 0) return k;
  s[CD_LOC + k] = s[H_OPT]! & RD_CHECK_RETURN ? CL_DECK : CL_DISCARD;
  if (s[H_OPT]! & RD_CHECK_RETURN) countRule(s, COV_CHECK_CARDS);
  return k;
}
