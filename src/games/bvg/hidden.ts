/**
 * Hidden information (2.1, 17.1): each side's hand and the order of both decks. The deck order is never
 * stored: it is a hash of the shuffle stream's key words and each card (state.ts deckOrder), so
 * reseeding the chance streams (the engine's `reseedChance`) changes every future draw and no searcher
 * can read one. What the
 * observer cannot see is the opponent's hand (minus cards known to be there: AT START and scenario
 * hands, cards taken from cadre, Banks/Beauregard back in hand, spied hands, numbered decks), which of
 * the opponent's unseen cards are still in his pile, and the identity of his face-down Late-War cards.
 *
 * `determinize` deals those cards again, uniformly among assignments consistent with what was observed:
 * counts per hand and pile are kept, face-down Late-War slots get Late-War cards, a hand gets no
 * Late-War card before its owner's Late War (17.1), no useless map card (3.28) and no 1864 Elections
 * card (revealed on draw, 18.5), and the CSA hand holds no map card it would have had to play at its
 * last Deploy/Move Step (7.2) beyond the cards it drew since (rejection sampling). In the four-player
 * game the WEST and West-only cards go to the Western hand, the others to the Eastern one (rule 4).
 */
import type { Rng } from '../../core/rng.js';
import { EF_ELECTIONS, K_MAP, type BvgContent } from './content.js';
import { handFor, inHand, uselessMap } from './draw.js';
import {
  BOT,
  BOT_CAP,
  C_FLAGS,
  C_LOC,
  CSA,
  F_KNOWN,
  F_LW_UP,
  GF_LW_IMMEDIATE,
  GF_ORDERED,
  H_BOT_N,
  H_CSA_NOMAP,
  H_FLAGS,
  H_LATEWAR,
  H_MAPVER,
  H_PLAYERS,
  H_RECENT,
  LOC_BOTTOM,
  LOC_DECK,
  LOC_HAND,
  LOC_HAND_W,
} from './layout.js';
import type { S } from './state.js';

const pool = new Int32Array(192);
const lw = new Int32Array(192);
const rest = new Int32Array(192);
const handSlots = new Int32Array(192);

/** Fisher-Yates shuffle of a[0..n) with the given generator. */
function shuffle(a: Int32Array, n: number, rng: Rng): void {
  for (let i = n - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const t = a[i]!;
    a[i] = a[j]!;
    a[j] = t;
  }
}

export function determinize(c: BvgContent, s: S, observer: number, rng: Rng): void {
  const opp = 1 - observer;
  const ordered = (s[H_FLAGS]! & GF_ORDERED) !== 0;
  // the unseen cards and the slots they fill
  let np = 0;
  let nEast = 0;
  let nWest = 0;
  for (let k = c.sideStart[opp]; k < c.sideEnd[opp]; k++) {
    const l = s[C_LOC + k]!;
    if (inHand(l) && !(s[C_FLAGS + k]! & F_KNOWN)) {
      pool[np++] = k;
      if (l === LOC_HAND) nEast++;
      else nWest++;
    } else if (l === LOC_DECK && !ordered) pool[np++] = k;
  }
  // slots in a fixed order, so the deal depends only on what the observer sees and the generator
  const nh = nEast + nWest;
  for (let i = 0; i < nh; i++) handSlots[i] = i < nEast ? LOC_HAND : LOC_HAND_W;
  const botBase = BOT + opp * BOT_CAP;
  const nb = s[H_BOT_N + opp]!;
  let nbHidden = 0;
  for (let i = 0; i < nb; i++) {
    const k = s[botBase + i]!;
    if (!(s[C_FLAGS + k]! & F_LW_UP)) {
      pool[np++] = k;
      nbHidden++;
    }
  }
  // Nothing to deal: no unseen card, or one face-down Late-War card alone (two or more take a new order, 17.1).
  if (np === 0 || (nh === 0 && (ordered || np === nbHidden) && nbHidden < 2)) return;
  const lateWarStarted = s[H_LATEWAR + opp] !== 0 || (s[H_FLAGS]! & GF_LW_IMMEDIATE) !== 0;
  for (let attempt = 0; attempt < 32; attempt++) {
    // 1. face-down Late-War slots take Late-War cards
    const nl = lateWarCards(c, np);
    if (nl < nbHidden) return; // inconsistent input: leave the state as it is
    shuffle(lw, nl, rng);
    // 2. hands take eligible cards among the rest
    const nr = restAfterLateWar(np, nbHidden);
    shuffle(rest, nr, rng);
    const ne = eligibleFirst(c, s, nr, lateWarStarted);
    if (ne < nh) return;
    shuffle(rest, ne, rng);
    if (s[H_PLAYERS] === 4) westCardsWest(c, s, ne, nEast, nWest); // four-player rule 4
    if (forbiddenInHands(c, s, opp, nh) > s[H_RECENT]! && attempt < 31) continue;
    writeDeal(s, opp, nh, nr, ordered);
    return;
  }
}

/** The Late-War cards of the pool (the Elections card excepted) into lw; returns their count. */
function lateWarCards(c: BvgContent, np: number): number {
  let nl = 0;
  for (let i = 0; i < np; i++)
    if (c.lateWar[pool[i]!] && c.effect[pool[i]!] !== EF_ELECTIONS) lw[nl++] = pool[i]!;
  return nl;
}

/** The pool without the first nbHidden cards of lw (those the Late-War slots take) into rest. */
function restAfterLateWar(np: number, nbHidden: number): number {
  let nr = 0;
  for (let i = 0; i < np; i++) {
    const k = pool[i]!;
    let used = false;
    for (let j = 0; j < nbHidden; j++) if (lw[j] === k) used = true;
    if (!used) rest[nr++] = k;
  }
  return nr;
}

/**
 * Move the cards of rest[0 .. nr) a hand may hold (no useless map card, no Elections card, no Late-War
 * card before Late War) to the front, keeping the shuffled order among them; returns their count.
 */
function eligibleFirst(c: BvgContent, s: S, nr: number, lateWarStarted: boolean): number {
  let ne = 0;
  for (let i = 0; i < nr; i++) {
    const k = rest[i]!;
    if (!uselessMap(c, s, k) && c.effect[k] !== EF_ELECTIONS && (lateWarStarted || !c.lateWar[k])) {
      const t = rest[ne]!;
      rest[ne] = rest[i]!;
      rest[i] = t;
      ne++;
    }
  }
  return ne;
}

const westPart = new Int32Array(192);
const eastPart = new Int32Array(192);

/**
 * Four-player rule 4: WEST and West-only cards are drawn into the Western player's hand, the others
 * into the Eastern one. Rearranges the eligible rest[0 .. ne) (shuffled) so that the Eastern slots
 * rest[0 .. nEast) and the Western slots rest[nEast .. nEast + nWest) take cards of their own hand
 * first; only when a hand holds more cards than its kind left unseen (cards given to the partner,
 * rule 7) does it take the other kind. The deal stays uniform among the deals without gifts.
 */
function westCardsWest(c: BvgContent, s: S, ne: number, nEast: number, nWest: number): void {
  let nw = 0;
  let nE = 0;
  for (let i = 0; i < ne; i++) {
    const k = rest[i]!;
    if (handFor(c, s, k) === LOC_HAND_W) westPart[nw++] = k;
    else eastPart[nE++] = k;
  }
  const wTake = Math.min(nWest, nw);
  const eTake = Math.min(nEast, nE);
  let n = 0;
  for (let i = 0; i < eTake; i++) rest[n++] = eastPart[i]!;
  for (let i = wTake; i < wTake + nEast - eTake; i++) rest[n++] = westPart[i]!;
  for (let i = 0; i < wTake; i++) rest[n++] = westPart[i]!;
  for (let i = eTake; i < eTake + nWest - wTake; i++) rest[n++] = eastPart[i]!;
  // the cards left for the pile
  for (let i = wTake + nEast - eTake; i < nw; i++) rest[n++] = westPart[i]!;
  for (let i = eTake + nWest - wTake; i < nE; i++) rest[n++] = eastPart[i]!;
}

/** Map cards among the first nh of rest that the CSA cannot have kept (H_CSA_NOMAP), for the opponent. */
function forbiddenInHands(c: BvgContent, s: S, opp: number, nh: number): number {
  let forbidden = 0;
  for (let i = 0; i < nh; i++) {
    const k = rest[i]!;
    if (
      opp === CSA &&
      c.kind[k] === K_MAP &&
      ((s[H_CSA_NOMAP]! >> c.mapLetter[k]!) & 1) === 1 &&
      s[H_MAPVER + c.mapLetter[k]!]! < 0
    )
      forbidden++;
  }
  return forbidden;
}

/** Write the deal: lw into the face-down Late-War slots, rest[0 .. nh) into the hands, the others to the deck. */
function writeDeal(s: S, opp: number, nh: number, nr: number, ordered: boolean): void {
  const botBase = BOT + opp * BOT_CAP;
  const nb = s[H_BOT_N + opp]!;
  let bi = 0;
  for (let i = 0; i < nb; i++) {
    const k = s[botBase + i]!;
    if (s[C_FLAGS + k]! & F_LW_UP) continue;
    const nk = lw[bi++]!;
    s[botBase + i] = nk;
    s[C_LOC + nk] = LOC_BOTTOM;
    s[C_FLAGS + nk] = 0;
  }
  for (let i = 0; i < nh; i++) {
    const k = rest[i]!;
    s[C_LOC + k] = handSlots[i]!;
    s[C_FLAGS + k] = 0;
  }
  for (let i = nh; i < nr; i++) {
    const k = rest[i]!;
    s[C_LOC + k] = ordered ? s[C_LOC + k]! : LOC_DECK;
    s[C_FLAGS + k] = 0;
  }
}
