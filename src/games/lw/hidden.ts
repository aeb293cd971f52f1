/**
 * Hidden information (digest §8): both hands, both decks, the identity of face-down CSN Assets (8.1.2,
 * the Union does not know them) and the secret commitment of each battle (16.3). The deck order is never
 * stored: a card is drawn from the pile by the card stream at the moment it is drawn, so reseeding the
 * chance streams changes every future draw and no searcher can read one.
 *
 * `observe` is the state with what the viewer may not see masked: the opponent's unseen cards (in hand
 * or in the deck: one code, with the two counts given), the chance words, the Asset types for the
 * Union, and the opponent's committed resource card and CSP until they are revealed. Cards known to be
 * in a hand (a Special Campaign card taken, 10.7.3.1) stay visible.
 *
 * `determinize` deals the opponent's unseen cards again (hand and deck, counts kept) in a canonical
 * order, so the result depends only on what the observer sees and the generator; it draws the
 * opponent's pending commitment afresh from the new hand, and shuffles the unrevealed Asset types.
 * Fog of war (12.7, fog.ts): the opponent's Forces show their CO and size only; `determinize` places
 * his hidden generals again among his Forces.
 */
import type { Rng } from '../../core/rng.js';
import { CH_CHANCE, MAX_CHANCE_STREAMS } from '../../core/header.js';
import { BS_RESOLVE, cspCap, RES_ZERO } from './combat.js';
import { CF_RESOURCE, K_ACT, K_ZERO, type LwContent } from './content.js';
import { determinizeFog, observeFog, UNSEEN } from './fog.js';
import {
  ASSET_CAP,
  ASSET_LOC,
  ASSET_TYPE,
  BT_ACTIVE,
  BT_ATT,
  BT_CSP,
  BT_RES,
  BT_STAGE,
  CD_FLAGS,
  CD_LOC,
  CDF_KNOWN,
  CL_DECK,
  CL_HAND,
  NAV_UNBOUGHT,
  USA,
} from './layout.js';
import type { S } from './state.js';

const pool = new Int32Array(162);
const slots = new Int32Array(16);
const types = new Int32Array(16);

/** A card the other side cannot see: in hand (not known, not the public 0 Resource card) or in the deck. */
const unseen = (c: LwContent, s: S, k: number): boolean =>
  (s[CD_LOC + k] === CL_HAND && !(s[CD_FLAGS + k]! & CDF_KNOWN) && c.cardKind[k] !== K_ZERO) ||
  s[CD_LOC + k] === CL_DECK;

/** Is the battle commitment of `side` still secret from the other side? */
function commitHidden(s: S): boolean {
  return s[BT_ACTIVE] === 1 && s[BT_STAGE]! < BS_RESOLVE;
}

export function observeState(c: LwContent, s: S, viewer: number): number[] {
  const out = Array.from(s);
  for (let i = CH_CHANCE; i < CH_CHANCE + 4 * MAX_CHANCE_STREAMS; i++) out[i] = 0;
  const opp = 1 - viewer;
  let hand = 0;
  let deck = 0;
  for (let k = opp * 81; k < opp * 81 + 81; k++) {
    if (!unseen(c, s, k)) continue;
    if (s[CD_LOC + k] === CL_HAND) hand++;
    else deck++;
    out[CD_LOC + k] = UNSEEN;
  }
  if (viewer === USA) for (let i = 0; i < ASSET_CAP; i++) if (assetHidden(s, i)) out[ASSET_TYPE + i] = UNSEEN;
  if (commitHidden(s)) {
    out[BT_RES + opp] = UNSEEN;
    out[BT_CSP + opp] = UNSEEN;
  }
  observeFog(c, s, viewer, out);
  out.push(hand, deck);
  return out;
}

function assetHidden(s: S, i: number): boolean {
  const l = s[ASSET_LOC + i]!;
  return s[ASSET_TYPE + i]! >= 0 && (l >= 0 || l === NAV_UNBOUGHT);
}

function shuffle(a: Int32Array, n: number, rng: Rng): void {
  for (let i = n - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const t = a[i]!;
    a[i] = a[j]!;
    a[j] = t;
  }
}

export function determinize(c: LwContent, s: S, observer: number, rng: Rng): void {
  const opp = 1 - observer;
  let n = 0;
  let inHand = 0;
  for (let k = opp * 81; k < opp * 81 + 81; k++) {
    if (!unseen(c, s, k)) continue;
    if (s[CD_LOC + k] === CL_HAND) inHand++;
    pool[n++] = k;
  }
  shuffle(pool, n, rng);
  for (let i = 0; i < n; i++) s[CD_LOC + pool[i]!] = i < inHand ? CL_HAND : CL_DECK;
  if (commitHidden(s)) redrawCommitment(c, s, opp, rng);
  if (observer === USA) shuffleAssets(s, rng);
  determinizeFog(c, s, observer, rng);
}

/** The opponent's secret commitment, drawn again from its new hand (16.3). */
function redrawCommitment(c: LwContent, s: S, side: number, rng: Rng): void {
  const stage = s[BT_STAGE]!;
  const committed = side === s[BT_ATT] ? stage >= 3 : stage >= 5; // past its resource decision
  if (!committed) return;
  let m = 0;
  for (let k = side * 81; k < side * 81 + 81; k++)
    if (s[CD_LOC + k] === CL_HAND && c.cardKind[k] === K_ACT && c.cardFlags[k]! & CF_RESOURCE) pool[m++] = k;
  const pick = rng.int(m + 1);
  s[BT_RES + side] = pick === m ? RES_ZERO : pool[pick]!;
  const cspDone = side === s[BT_ATT] ? stage >= 4 : stage >= 6;
  s[BT_CSP + side] = cspDone ? rng.int(cspCap(c, s, side) + 1) : 0;
}

function shuffleAssets(s: S, rng: Rng): void {
  let n = 0;
  for (let i = 0; i < ASSET_CAP; i++) {
    if (!assetHidden(s, i)) continue;
    slots[n] = i;
    types[n++] = s[ASSET_TYPE + i]!;
  }
  types.subarray(0, n).sort();
  shuffle(types, n, rng);
  for (let i = 0; i < n; i++) s[ASSET_TYPE + slots[i]!] = types[i]!;
}
