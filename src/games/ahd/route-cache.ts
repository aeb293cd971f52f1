/**
 * The route cache of the Movement Segment (a performance device, no rule of its own): the results of
 * every route from a box (routeResult, movement-routes.ts) kept per box and mover profile, which
 * legalMovement lists (routesFrom) and moveRoute looks up. Part of movement (movement.ts).
 */
import { type AhdContent } from './content.js';
import { B_CNT, B_CTRL, CTRL_MASK, NB_CAP, NTYPES } from './layout.js';
import { R_NONE, R_OK, profileOf, routeResult, setMoveCtx, type MoveCtx } from './movement-routes.js';
import { type S } from './state.js';

// Route dedupe per (destination, entry side).
const keyStamp = new Int32Array(NB_CAP * 8);
let stamp = 1;

/**
 * Route cache. The result of every route from a box for a mover profile depends only on the enemy's
 * occupancy, box control and the movement context (side, Kentucky, first turn, readings), none of which
 * change while one side marches (its own units moving do not matter). So the deduped (destination,
 * entry) list is kept per (box, profile), tagged with the enemy-occupancy and control hashes the state
 * carries (H_ZOB, H_ZCTRL) and the context.
 *
 * Those hashes cover the whole map, but a route only looks at the boxes on it: when no tag matches,
 * the local key (3 bits for each box of the route neighbourhood, AhdContent.routeHoodBox: enemy units
 * there, enemy cavalry there, controlled by the mover; LOCAL_PER_WORD boxes a word) decides, and an
 * entry with an equal local key (and context) is reused with its tag refreshed; else the list is
 * recomputed into the entry used least recently. Each (box, profile) has WAYS entries, so a search
 * that goes back and forth between two neighbourhoods keeps both.
 *
 * Layout: slot = box * 16 + profile; entry = slot * WAYS + way; tag at rcTag[entry * 5 .. +5] (the two
 * hashes and the context), local key at rcLocal[entry * LOCAL_WORDS ..], list at rcKeys / rcBits /
 * rcRes / rcRoute[entry * RC_MAX ..] of length rcLen[entry]: rcKeys holds (destination * 8 + entry
 * side), rcBits the same placed in a MOVE's to/entry fields, rcRes R_OK or R_JUMP, rcRoute the route a
 * MOVE takes (the first that needs no jump, else the first jump). rcLast[slot]: the way used last.
 */
export const RC_MAX = 96;
const WAYS = 2;
const LOCAL_PER_WORD = 10;
const LOCAL_WORDS = 4;
const N_ENTRIES = NB_CAP * 16 * WAYS;
const rcTag = new Int32Array(N_ENTRIES * 5);
const rcLocal = new Int32Array(N_ENTRIES * LOCAL_WORDS);
export const rcLen = new Int32Array(N_ENTRIES);
const rcLast = new Int8Array(NB_CAP * 16);
const rcKeys = new Int32Array(N_ENTRIES * RC_MAX);
export const rcBits = new Int32Array(N_ENTRIES * RC_MAX);
const rcRoute = new Int32Array(N_ENTRIES * RC_MAX);
export const rcRes = new Int8Array(N_ENTRIES * RC_MAX);

/**
 * How routesFrom answered, counted for the tests of the cache's reuse (route-cache.test.ts): by an equal
 * tag, by an equal local key, or by recomputing the list.
 */
export const rcCount = { tag: 0, local: 0, fill: 0 };

/** The local key of `from` (for m's side) in lk[0 .. lkWords); computed once per box per context. */
const lk = new Int32Array(LOCAL_WORDS);
let lkWords = 0;
let lkFrom = -1;
let lkCtx = -1;
/** Each box's 3 bits of a local key (localCode), for the context `codeCtx`: filled at its first miss. */
const code = new Int32Array(NB_CAP);
let codeCtx = -1;

/** A box's 3 bits: enemy units there, enemy cavalry there, controlled by the mover. */
function fillCodes(c: AhdContent, s: S, m: MoveCtx): void {
  codeCtx = m.stamp;
  const shE = (1 - m.side) << 4;
  const mine = m.side + 1;
  for (let b = 0; b < c.nb; b++) {
    const cnt = s[B_CNT + b]!;
    // (x + 255) >> 8 is 1 for x in 1..255, 0 for 0
    code[b] =
      ((((cnt >>> shE) & 0xff) + 255) >> 8) |
      (((((cnt >>> (shE + 8)) & 0xff) + 255) >> 8) << 1) |
      ((s[B_CTRL + b]! & CTRL_MASK) === mine ? 4 : 0);
  }
}

function localKey(c: AhdContent, s: S, from: number, m: MoveCtx): number {
  if (lkFrom === from && lkCtx === m.stamp) return lkWords;
  lkFrom = from;
  lkCtx = m.stamp;
  const a = c.routeHoodStart[from]!;
  const e = c.routeHoodStart[from + 1]!;
  const hood = c.routeHoodBox;
  if (e - a > LOCAL_WORDS * LOCAL_PER_WORD) return (lkWords = 0); // too many boxes to key
  if (codeCtx !== m.stamp) fillCodes(c, s, m);
  let w = 0;
  let k = 0;
  let j = 0;
  for (let i = a; i < e; i++) {
    k = (k << 3) | code[hood[i]!]!;
    if (++j === LOCAL_PER_WORD) {
      lk[w++] = k;
      k = 0;
      j = 0;
    }
  }
  if (j > 0) lk[w++] = k;
  return (lkWords = w);
}

const tagIs = (t: number, m: MoveCtx): boolean =>
  rcTag[t] === m.z0 &&
  rcTag[t + 1] === m.z1 &&
  rcTag[t + 2] === m.z2 &&
  rcTag[t + 3] === m.z3 &&
  rcTag[t + 4] === m.tag;

function localIs(entry: number, words: number, m: MoveCtx): boolean {
  if (words === 0 || rcTag[entry * 5 + 4] !== m.tag) return false;
  const lb = entry * LOCAL_WORDS;
  for (let i = 0; i < words; i++) if (rcLocal[lb + i] !== lk[i]) return false;
  return true;
}

function tagHit(entry: number): number {
  rcCount.tag++;
  return entry;
}

/**
 * The (destination * 8 + entry) keys reachable from `from` by profile p and their results; returns the
 * cache entry holding them.
 */
export function routesFrom(c: AhdContent, s: S, from: number, p: number, m: MoveCtx): number {
  const slot = from * 16 + p;
  const e0 = slot * WAYS;
  if (tagIs(e0 * 5, m)) return tagHit(e0);
  if (tagIs((e0 + 1) * 5, m)) return tagHit(e0 + 1);
  const words = localKey(c, s, from, m);
  let entry = -1;
  if (localIs(e0, words, m)) entry = e0;
  else if (localIs(e0 + 1, words, m)) entry = e0 + 1;
  if (entry >= 0) rcCount.local++;
  else {
    rcCount.fill++;
    entry = e0 + 1 - rcLast[slot]!;
    fillRoutes(c, s, from, p, m, entry);
    const lb = entry * LOCAL_WORDS;
    for (let i = 0; i < words; i++) rcLocal[lb + i] = lk[i]!;
  }
  rcLast[slot] = entry - e0;
  const t = entry * 5;
  rcTag[t] = m.z0;
  rcTag[t + 1] = m.z1;
  rcTag[t + 2] = m.z2;
  rcTag[t + 3] = m.z3;
  rcTag[t + 4] = words > 0 ? m.tag : 0; // no local key: only an equal tag may reuse the list
  return entry;
}

function fillRoutes(c: AhdContent, s: S, from: number, p: number, m: MoveCtx, entry: number): void {
  stamp++;
  const base = entry * RC_MAX;
  let nk = 0;
  for (let r = c.routeStart[from]!; r < c.routeStart[from + 1]!; r++) {
    const res = routeResult(c, s, r, from, p, m);
    if (res === R_NONE) continue;
    const dest = c.routeBox[3 * r + c.routeLen[r]! - 1]!;
    const side = c.routeEntry[r]!;
    const key = dest * 8 + side;
    if (keyStamp[key] !== stamp) {
      keyStamp[key] = stamp;
      rcKeys[base + nk] = key;
      rcBits[base + nk] = (dest << 9) | (side << 17);
      rcRes[base + nk] = res;
      rcRoute[base + nk] = r;
      nk++;
    } else if (res === R_OK) {
      for (let i = 0; i < nk; i++) {
        if (rcKeys[base + i] === key && rcRes[base + i] !== R_OK) {
          rcRes[base + i] = R_OK;
          rcRoute[base + i] = r;
        }
      }
    }
  }
  rcLen[entry] = nk;
}

/**
 * The route a MOVE takes: the best legal route from `from` ending at `to` entered from its
 * neighbour number `entry` (a route without a jump preferred). Returns route * 4 + result, or -1.
 */
export function moveRoute(
  c: AhdContent,
  s: S,
  side: number,
  from: number,
  to: number,
  entry: number,
  type: number,
): number {
  const m = setMoveCtx(s, side);
  const slot = routesFrom(c, s, from, type < NTYPES ? m.profile[type]! : profileOf(s, side, type), m);
  const key = to * 8 + entry;
  const kb = slot * RC_MAX;
  for (let i = kb; i < kb + rcLen[slot]!; i++) if (rcKeys[i] === key) return rcRoute[i]! * 4 + rcRes[i]!;
  return -1;
}
