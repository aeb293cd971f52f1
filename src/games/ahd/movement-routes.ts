/**
 * R4.0-R4.5, R4.8, R4.9, R4.11, R4.12: which routes a unit may follow in one March. A mover profile
 * (cavalry, Crack Infantry under R4.8, the Union, R4.9 rail bonus) decides what a route allows
 * (routeResult); the results of every route from a box are kept in a route cache for the Movement
 * Segment (routesFrom), which legalMovement lists and moveRoute looks up. Part of movement
 * (movement.ts).
 */
import {
  RF_ALL_RAIL,
  RF_ALL_RIVER,
  RF_ALL_RIVER_P,
  RF_ALL_ROADRAIL,
  RF_DOWN0,
  RF_DOWN1,
  RF_KENTUCKY,
  type AhdContent,
} from './content.js';
import {
  B_CNT,
  B_CTRL,
  CTRL_MASK,
  F_KY_OPEN,
  H_FLAGS,
  H_OPT,
  CH_PACK,
  H_ZCTRL,
  H_ZOB,
  CH_TURN,
  NB_CAP,
  NTYPES,
  O_CRACK_INF,
  O_FIRST_TURN,
  O_KY_NEUTRAL,
  O_RAIL_BONUS,
  O_RJUMP_FIRST_LEG,
  T_CI,
  USA,
} from './layout.js';
import { countOf, cavOf, ctrlOf, opt, type S } from './state.js';

// Mover profiles.
const P_CAV = 1; // real cavalry: two boxes by road/rail, may Jump (R4.4) and screens
const P_ROADRAIL2 = 2; // may move two boxes mixing road and rail (cavalry; Crack Infantry under R4.8)
const P_UNION = 4;
const P_RAIL3 = 8; // R4.9: three boxes along friendly rail

const R_NONE = 0;
const R_OK = 1;
export const R_JUMP = 2; // legal only as a Jump Move (R4.4 cavalry, R4.5 Union river)

/** First Game Turn restrictions (R4.11) apply on turn 1 of the war only. */
export const firstTurnRule = (s: S): boolean => opt(s, O_FIRST_TURN) && s[CH_TURN] === 1;

/** R4.12 / R4.11: may `side` enter Kentucky now? Applies to every entry, retreats and withdrawals
 *  included (README reading). */
export function kentuckyClosed(s: S, side: number): boolean {
  if (firstTurnRule(s)) return true; // R4.11: no unit may enter Kentucky
  return side === USA && opt(s, O_KY_NEUTRAL) && (s[H_FLAGS]! & F_KY_OPEN) === 0;
}

function profileOf(s: S, side: number, type: number): number {
  let p = side === USA ? P_UNION : 0;
  if (type >= 3) p |= P_CAV | P_ROADRAIL2;
  else if (type === T_CI && opt(s, O_CRACK_INF)) p |= P_ROADRAIL2; // R4.8
  if (side === USA && opt(s, O_RAIL_BONUS)) p |= P_RAIL3; // R4.9
  return p;
}

/** What routeResult needs besides the route: computed once per call of legalMovement. */
export interface MoveCtx {
  side: number;
  kyClosed: boolean;
  riverMax: number;
  riverBit: number; // RF_ALL_RIVER_P for the Union (R4.2 Potomac), RF_ALL_RIVER for the CSA
  firstLegOnly: boolean;
  /** Route-cache tag: enemy occupancy hash, control hash, and the context above with the pack. */
  z0: number;
  z1: number;
  z2: number;
  z3: number;
  tag: number;
  /** Changes with every setMoveCtx (the local key is computed once per box within one). */
  stamp: number;
  /** Mover profile of each unit type. */
  profile: Int32Array;
  /** Per type: bit set of the types with the same profile. */
  same: Int32Array;
  /** Side and option bits `profile` and `same` were computed for. */
  profileSide: number;
  profileOpt: number;
}
const mctx: MoveCtx = {
  side: 0,
  kyClosed: false,
  riverMax: 2,
  riverBit: RF_ALL_RIVER,
  firstLegOnly: false,
  z0: 0,
  z1: 0,
  z2: 0,
  z3: 0,
  tag: 0,
  stamp: 0,
  profile: new Int32Array(NTYPES),
  same: new Int32Array(NTYPES),
  profileSide: -1,
  profileOpt: 0,
};

export function setMoveCtx(s: S, side: number): MoveCtx {
  const m = mctx;
  m.stamp = (m.stamp + 1) | 0;
  m.side = side;
  m.kyClosed = kentuckyClosed(s, side);
  m.riverMax = firstTurnRule(s) ? 1 : 2; // R4.11: rivers one box per March on the first turn
  m.riverBit = side === USA ? RF_ALL_RIVER_P : RF_ALL_RIVER;
  m.firstLegOnly = opt(s, O_RJUMP_FIRST_LEG);
  const enemy = 1 - side;
  m.z0 = s[H_ZOB + 2 * enemy]!;
  m.z1 = s[H_ZOB + 2 * enemy + 1]!;
  m.z2 = s[H_ZCTRL]!;
  m.z3 = s[H_ZCTRL + 1]!;
  m.tag =
    1 +
    side +
    (m.kyClosed ? 2 : 0) +
    (m.riverMax === 1 ? 4 : 0) +
    (m.firstLegOnly ? 8 : 0) +
    (s[CH_PACK]! << 4);
  // Profiles depend only on the side and the option bits: recomputed when those change.
  if (m.profileSide !== side || m.profileOpt !== s[H_OPT]) {
    m.profileSide = side;
    m.profileOpt = s[H_OPT]!;
    for (let t = 0; t < NTYPES; t++) m.profile[t] = profileOf(s, side, t);
    for (let t = 0; t < NTYPES; t++) {
      let same = 0;
      for (let u = 0; u < NTYPES; u++) if (m.profile[u] === m.profile[t]) same |= 1 << u;
      m.same[t] = same;
    }
  }
  return m;
}

/**
 * Can a unit of profile `p` follow route r from `from` in one March (R4.0-R4.5, R4.9, R4.11,
 * R4.12)? R_OK, R_JUMP (only as its one Jump Move), or R_NONE.
 */
function routeResult(c: AhdContent, s: S, r: number, from: number, p: number, m: MoveCtx): number {
  const f = c.routeFlags[r]!;
  if (m.kyClosed && f & RF_KENTUCKY) return R_NONE;
  const len = c.routeLen[r]!;
  const river = (f & m.riverBit) !== 0;
  if (len === 1) return f & RF_ALL_ROADRAIL || river ? R_OK : R_NONE; // one box by any line
  const side = m.side;
  const enemy = 1 - side;
  const o = 3 * r;
  const b0 = c.routeBox[o]!;
  // A unit must stop on entering enemy units (R4.0), except in a Jump Move through one box.
  const enemyAt0 = countOf(s, b0, enemy) > 0;
  if (len === 3 && (enemyAt0 || countOf(s, c.routeBox[o + 1]!, enemy) > 0)) return R_NONE;
  const dest = c.routeBox[o + len - 1]!;
  let best = R_NONE;
  // Cavalry (and R4.8 Crack Infantry): two boxes by road and/or rail.
  if (len === 2 && p & P_ROADRAIL2 && f & RF_ALL_ROADRAIL) {
    if (!enemyAt0) return R_OK;
    // R4.4: cavalry may jump through a box without enemy cavalry, not ending among enemy units.
    if (p & P_CAV && cavOf(s, b0, enemy) === 0 && countOf(s, dest, enemy) === 0) best = R_JUMP;
  }
  // Infantry: two boxes along a friendly railroad; R4.9 Union: three.
  if (f & RF_ALL_RAIL && !enemyAt0 && (len === 2 || p & P_RAIL3)) {
    if (ctrlOf(s, from) === side && ctrlOf(s, b0) === side && ctrlOf(s, dest) === side) {
      if (len === 2 || ctrlOf(s, c.routeBox[o + 1]!) === side) return R_OK;
    }
  }
  // Rivers: two boxes (one on the first turn under R4.11), never mixed with roads or rails.
  if (len === 2 && river && m.riverMax >= 2) {
    if (!enemyAt0) return R_OK;
    // R4.5: Union river Jump Move, only downriver, may pass enemy cavalry, may not end among enemies.
    const down = f & RF_DOWN0 && (m.firstLegOnly || f & RF_DOWN1);
    if (side === USA && down && countOf(s, dest, enemy) === 0) best = R_JUMP;
  }
  return best;
}

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

/**
 * The (destination * 8 + entry) keys reachable from `from` by profile p and their results; returns the
 * cache entry holding them.
 */
export function routesFrom(c: AhdContent, s: S, from: number, p: number, m: MoveCtx): number {
  const slot = from * 16 + p;
  const e0 = slot * WAYS;
  if (tagIs(e0 * 5, m)) return e0;
  if (tagIs((e0 + 1) * 5, m)) return e0 + 1;
  const words = localKey(c, s, from, m);
  let entry = -1;
  if (localIs(e0, words, m)) entry = e0;
  else if (localIs(e0 + 1, words, m)) entry = e0 + 1;
  if (entry < 0) {
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
