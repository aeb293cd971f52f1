/**
 * R4 Movement Segment: Marches, entrenchment, jumps, sea movement, naval invasions, and the
 * optional rules that change them (R4.11, R4.12, R4.71, R4.8, R4.9, R5.71 recovery by March).
 *
 * A March activates one box (R4.0); its units may move to different boxes. Here a March is begun
 * implicitly by the first MOVE (or ENTRENCH) from a box other than the current March's box, and
 * further MOVEs from the same box are part of the same March at no cost.
 */
import { IllegalAction } from '../../core/errors.js';
import {
  cls,
  clsReduced,
  clsType,
  clsUsed,
  encBox,
  encInvade,
  encMove,
  encSea,
  MAX_COUNT,
  mvCls,
  mvCount,
  mvEntry,
  mvFrom,
  mvTo,
  OP_DONE,
  OP_RECOVER,
  boxOf,
  extraOf,
  OP_ENTRENCH,
} from './actions.js';
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
import { onVacated } from './control.js';
import {
  B_CNT,
  B_CTRL,
  CSA,
  CTRL_MASK,
  F_INVASION,
  F_KY_OPEN,
  FROM_SEA,
  H_ACTIVE,
  H_FLAGS,
  H_MARCHES,
  H_OPT,
  CH_PACK,
  H_SIDE,
  H_ZCTRL,
  H_ZOB,
  CH_TURN,
  NB_CAP,
  NTYPES,
  O_CRACK_INF,
  O_FIRST_TURN,
  O_FORT_MONROE,
  O_KY_NEUTRAL,
  O_NO_LEAVE_CONTESTED,
  O_RAIL_BONUS,
  O_REFIT,
  O_RJUMP_FIRST_LEG,
  ST_CROSSED,
  ST_ENTRENCHED,
  ST_JUMPED,
  ST_REDUCED,
  ST_SEA,
  T_CI,
  TYPE_CODES,
  U_FROM,
  U_LOC,
  U_ST,
  USA,
} from './layout.js';
import { countOf, cavOf, ctrlOf, isRC, opt, relocate, usedOf, withUsed, type S } from './state.js';

// Mover profiles.
const P_CAV = 1; // real cavalry: two boxes by road/rail, may Jump (R4.4) and screens
const P_ROADRAIL2 = 2; // may move two boxes mixing road and rail (cavalry; Crack Infantry under R4.8)
const P_UNION = 4;
const P_RAIL3 = 8; // R4.9: three boxes along friendly rail

const R_NONE = 0;
const R_OK = 1;
const R_JUMP = 2; // legal only as a Jump Move (R4.4 cavalry, R4.5 Union river)

/** First Game Turn restrictions (R4.11) apply on turn 1 of the war only. */
const firstTurnRule = (s: S): boolean => opt(s, O_FIRST_TURN) && s[CH_TURN] === 1;

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
interface MoveCtx {
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

function setMoveCtx(s: S, side: number): MoveCtx {
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

// ---- the census: one pass over the side's units, per box -------------------------------------------
// Scratch (per process; the engine is single-threaded per worker). Index layouts:
//   mov[b*24 + type*4 + k], movNJ[...]  movable units (k = reduced*2 + used), and those not yet jumped;
//                                        mov[b*24 + type*4 + reduced*2] (used 0) are also the units that
//                                        may go by sea (R4.6: in port, no March used)
//   typeMask[b]                          bit per type with movable units at b
//   ent0[b], ent1[b]                     units that may entrench with 0 / up to 1 March used (R4.3)
//   seen[b] === census                   b holds units of the side; boxBits: the same as a bit set, so
//                                        the boxes are visited in index order without scanning the map
const mov = new Int32Array(NB_CAP * 24);
const movNJ = new Int32Array(NB_CAP * 24);
const typeMask = new Int32Array(NB_CAP);
const ent0 = new Int32Array(NB_CAP);
const ent1 = new Int32Array(NB_CAP);
const seen = new Int32Array(NB_CAP); // census stamp per box
const BOX_WORDS = (NB_CAP + 31) >> 5;
const boxBits = new Int32Array(BOX_WORDS);
const boxList = new Int32Array(NB_CAP); // boxes with units of the side, ascending
let nBoxes = 0;
let census = 0;

const touched = new Int32Array(NB_CAP * 48); // census entries written last time, to clear them
let nTouched = 0;

function takeCensus(c: AhdContent, s: S, side: number): void {
  census++;
  for (let i = 0; i < nTouched; i++) {
    const k = touched[i]!;
    mov[k] = 0;
    movNJ[k] = 0;
  }
  nTouched = 0;
  boxBits.fill(0);
  const a = side === USA ? 0 : c.typeStart[NTYPES]!;
  const e = side === USA ? c.typeStart[NTYPES]! : c.nu;
  const nb = c.nb;
  for (let u = a; u < e; u++) {
    const b = s[U_LOC + u]!;
    if (b >= nb) continue;
    if (seen[b] !== census) {
      seen[b] = census;
      boxBits[b >> 5] = boxBits[b >> 5]! | (1 << (b & 31));
      typeMask[b] = 0;
      ent0[b] = 0;
      ent1[b] = 0;
    }
    const st = s[U_ST + u]!;
    const used = usedOf(st);
    if (!(st & ST_ENTRENCHED)) {
      if (used === 0) ent0[b]!++;
      if (used <= 1) ent1[b]!++;
    }
    if (used >= 2) continue; // R4.0: no unit in more than two Marches
    if (st & ST_SEA) continue; // R4.6: sea movers make no other movement
    const type = c.slotType[u]!;
    const k = b * 24 + type * 4 + (st & ST_REDUCED ? 2 : 0) + used;
    if (mov[k] === 0) touched[nTouched++] = k;
    mov[k]!++;
    if (!(st & ST_JUMPED)) movNJ[k]!++;
    typeMask[b]! |= 1 << type;
  }
  let n = 0;
  for (let w = 0; w < BOX_WORDS; w++) {
    let bits = boxBits[w]!;
    while (bits !== 0) {
      const low = bits & -bits;
      boxList[n++] = (w << 5) + 31 - Math.clz32(low);
      bits ^= low;
    }
  }
  nBoxes = n;
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
const RC_MAX = 96;
const WAYS = 2;
const LOCAL_PER_WORD = 10;
const LOCAL_WORDS = 4;
const N_ENTRIES = NB_CAP * 16 * WAYS;
const rcTag = new Int32Array(N_ENTRIES * 5);
const rcLocal = new Int32Array(N_ENTRIES * LOCAL_WORDS);
const rcLen = new Int32Array(N_ENTRIES);
const rcLast = new Int8Array(NB_CAP * 16);
const rcKeys = new Int32Array(N_ENTRIES * RC_MAX);
const rcBits = new Int32Array(N_ENTRIES * RC_MAX);
const rcRoute = new Int32Array(N_ENTRIES * RC_MAX);
const rcRes = new Int8Array(N_ENTRIES * RC_MAX);

/** The local key of `from` (for m's side) in lk[0 .. lkWords); computed once per box per context. */
const lk = new Int32Array(LOCAL_WORDS);
let lkWords = 0;
let lkFrom = -1;
let lkCtx = -1;

function localKey(c: AhdContent, s: S, from: number, m: MoveCtx): number {
  if (lkFrom === from && lkCtx === m.stamp) return lkWords;
  lkFrom = from;
  lkCtx = m.stamp;
  const a = c.routeHoodStart[from]!;
  const e = c.routeHoodStart[from + 1]!;
  const hood = c.routeHoodBox;
  if (e - a > LOCAL_WORDS * LOCAL_PER_WORD) return (lkWords = 0); // too many boxes to key
  const shE = (1 - m.side) << 4;
  const mine = m.side + 1;
  let w = 0;
  let k = 0;
  let j = 0;
  for (let i = a; i < e; i++) {
    const b = hood[i]!;
    const cnt = s[B_CNT + b]!;
    // (x + 255) >> 8 is 1 for x in 1..255, 0 for 0
    const bits =
      ((((cnt >>> shE) & 0xff) + 255) >> 8) |
      (((((cnt >>> (shE + 8)) & 0xff) + 255) >> 8) << 1) |
      ((s[B_CTRL + b]! & CTRL_MASK) === mine ? 4 : 0);
    k = (k << 3) | bits;
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
function routesFrom(c: AhdContent, s: S, from: number, p: number, m: MoveCtx): number {
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

/** Can a new March be begun from `box` (or is it the current March's box)? */
const marchAvailable = (s: S, box: number): boolean => s[H_ACTIVE] === box || s[H_MARCHES]! > 0;

export function legalMovement(c: AhdContent, s: S, out: Int32Array): number {
  let n = 0;
  out[n++] = OP_DONE; // R3.0: end the Movement Segment
  const side = s[H_SIDE]!;
  const enemy = 1 - side;
  const m = setMoveCtx(s, side);
  const noLeave = opt(s, O_NO_LEAVE_CONTESTED);
  takeCensus(c, s, side);
  const anyMarch = s[H_MARCHES]! > 0;
  const active = s[H_ACTIVE]!;
  for (let bi = 0; bi < nBoxes; bi++) {
    const from = boxList[bi]!;
    const types = typeMask[from]!;
    if (types === 0 || !(anyMarch || from === active)) continue;
    if (noLeave && countOf(s, from, enemy) > 0) continue;
    // Types with the same mover profile share the route evaluation; groups by their first type.
    let rest = types;
    while (rest !== 0) {
      const type = 31 - Math.clz32(rest & -rest);
      const group = types & m.same[type]!;
      rest &= ~group;
      const entry = routesFrom(c, s, from, m.profile[type]!, m);
      const nk = rcLen[entry]!;
      const kb = entry * RC_MAX;
      for (let g = group; g !== 0; g &= g - 1) {
        const t = 31 - Math.clz32(g & -g);
        const base = from * 24 + t * 4;
        for (let k = 0; k < 4; k++) {
          const all = mov[base + k]!;
          if (all === 0) continue;
          const fresh = movNJ[base + k]!;
          const head = encMove(from, 0, 0, cls(t, k >> 1, k & 1), 1);
          if (all === 1 && fresh === 1) {
            // one unit of the class (the usual case): one action per reachable (destination, entry)
            for (let i = 0; i < nk; i++) out[n++] = head | rcBits[kb + i]!;
            continue;
          }
          for (let i = 0; i < nk; i++) {
            const avail = rcRes[kb + i] === R_JUMP ? fresh : all;
            const a0 = head | rcBits[kb + i]!;
            for (let q = 0; q < avail && q < MAX_COUNT; q++) out[n++] = a0 | (q << 25);
          }
        }
      }
    }
  }
  n = legalEntrench(c, s, out, n);
  if (side === USA) n = legalSea(c, s, out, n);
  if (opt(s, O_REFIT) && s[H_MARCHES]! > 0) n = legalRecoverMarch(c, s, side, out, n);
  return n;
}

/** R4.3: cost in Marches to entrench at b now. */
function entrenchCost(c: AhdContent, s: S, b: number): number {
  const shared = s[H_ACTIVE] === b ? 1 : 0; // "the same March may be used to move some units out ... and entrench the others"
  return (isRC(c, b) ? 1 : 2) - shared;
}

/** Units at b that may entrench now: not entrenched, with 0 Marches used (1 in a Recruitment City). */
function entrenchEligible(c: AhdContent, s: S, b: number, side: number): number {
  let n = 0;
  const maxUsed = isRC(c, b) ? 1 : 0;
  const a = side === USA ? 0 : c.typeStart[NTYPES]!;
  const e = side === USA ? c.typeStart[NTYPES]! : c.nu;
  for (let u = a; u < e; u++) {
    if (s[U_LOC + u] !== b) continue;
    const st = s[U_ST + u]!;
    if (st & ST_ENTRENCHED || usedOf(st) > maxUsed) continue;
    n++;
  }
  return n;
}

/** R4.3 after takeCensus. */
function legalEntrench(c: AhdContent, s: S, out: Int32Array, n: number): number {
  const side = s[H_SIDE]!;
  const marches = s[H_MARCHES]!;
  for (let bi = 0; bi < nBoxes; bi++) {
    const b = boxList[bi]!;
    if (countOf(s, b, 1 - side) > 0) continue; // R4.3 not among enemies
    if (entrenchCost(c, s, b) > marches) continue;
    if ((isRC(c, b) ? ent1[b]! : ent0[b]!) > 0) out[n++] = encBox(OP_ENTRENCH, b);
  }
  return n;
}

const seaTo = new Int32Array(NB_CAP);
const invadeTo = new Int32Array(NB_CAP);

/** R4.6 sea movement and R4.7 invasions, after takeCensus. */
function legalSea(c: AhdContent, s: S, out: Int32Array, n: number): number {
  const marches = s[H_MARCHES]!;
  if (marches === 0) return n;
  const seaBarred = firstTurnRule(s); // R4.11: no Union sea movement on the first turn
  const invasion = (s[H_FLAGS]! & F_INVASION) !== 0;
  let nSea = 0;
  let nInv = 0;
  for (let i = 0; i < c.ports.length; i++) {
    const to = c.ports[i]!;
    if (!seaBarred && seaTargetOk(c, s, to)) seaTo[nSea++] = to;
    if (invasion && invasionTargetOk(c, s, to)) invadeTo[nInv++] = to;
  }
  for (let i = 0; i < c.ports.length; i++) {
    const from = c.ports[i]!;
    if (seen[from] !== census) continue;
    const wash = from === c.washington && invasion;
    if (seaBarred && !wash) continue;
    for (let k = 0; k < 12; k++) {
      const avail = mov[from * 24 + (k >> 1) * 4 + (k & 1) * 2]!; // in port, no March used
      if (avail === 0) continue;
      const cl = cls(k >> 1, k & 1, 0);
      const lim = Math.min(avail, marches, MAX_COUNT);
      for (let j = 0; j < nSea; j++) {
        const to = seaTo[j]!;
        if (to === from) continue;
        for (let q = 1; q <= lim; q++) out[n++] = encSea(from, to, cl, q);
      }
      if (wash)
        for (let j = 0; j < nInv; j++)
          for (let q = 1; q <= lim; q++) out[n++] = encInvade(invadeTo[j]!, cl, q);
    }
  }
  return n;
}

/** R4.6: sea movement goes to a port currently controlled by the Union. */
const seaTargetOk = (c: AhdContent, s: S, to: number): boolean =>
  c.port[to] === 1 && ctrlOf(s, to) === USA && countOf(s, to, CSA) === 0;

/** R4.7: invasions go to any Confederate-controlled port; R4.71 closes Yorktown and Norfolk. */
function invasionTargetOk(c: AhdContent, s: S, to: number): boolean {
  if (!c.port[to] || ctrlOf(s, to) !== CSA) return false;
  if (opt(s, O_FORT_MONROE) && ctrlOf(s, c.fortMonroe) === CSA && (to === c.yorktown || to === c.norfolk))
    return false;
  return true;
}

/** R5.71: a March may instead recover one reduced unit (it counts toward the unit's two Marches). */
const recMask = new Int32Array(NB_CAP * NTYPES); // [b*6 + type]: bit `used` for a reduced unit with that many Marches used
function legalRecoverMarch(c: AhdContent, s: S, side: number, out: Int32Array, n: number): number {
  for (let bi = 0; bi < nBoxes; bi++) recMask.fill(0, boxList[bi]! * NTYPES, boxList[bi]! * NTYPES + NTYPES);
  const a = side === USA ? 0 : c.typeStart[NTYPES]!;
  const e = side === USA ? c.typeStart[NTYPES]! : c.nu;
  for (let u = a; u < e; u++) {
    const b = s[U_LOC + u]!;
    const st = s[U_ST + u]!;
    const used = usedOf(st);
    if (b < c.nb && used < 2 && st & ST_REDUCED) recMask[b * NTYPES + c.slotType[u]!]! |= 1 << used;
  }
  for (let bi = 0; bi < nBoxes; bi++) {
    const b = boxList[bi]!;
    for (let type = 0; type < NTYPES; type++) {
      const bits = recMask[b * NTYPES + type]!;
      for (let used = 0; used < 2; used++)
        if (bits & (1 << used)) out[n++] = encBox(OP_RECOVER, b, cls(type, 1, used));
    }
  }
  return n;
}

// ---- apply ------------------------------------------------------------------------------------------

/** Start a new March at `box` unless it is the current one (R4.0). */
function beginMarch(s: S, box: number, a: number): void {
  if (s[H_ACTIVE] === box) return;
  if (s[H_MARCHES]! <= 0) throw new IllegalAction(a, 'no Marches left this Movement Segment');
  s[H_MARCHES] = s[H_MARCHES]! - 1;
  s[H_ACTIVE] = box;
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

export function applyMove(c: AhdContent, s: S, a: number): void {
  const side = s[H_SIDE]!;
  const from = mvFrom(a);
  const to = mvTo(a);
  const entry = mvEntry(a);
  const cl = mvCls(a);
  const count = mvCount(a);
  const type = clsType(cl);
  if (from >= c.nb || to >= c.nb) throw new IllegalAction(a, 'no such box');
  if (type >= NTYPES) throw new IllegalAction(a, 'no such unit type');
  if (countOf(s, from, side) === 0) throw new IllegalAction(a, `no friendly units in ${c.boxName[from]}`);
  if (opt(s, O_NO_LEAVE_CONTESTED) && countOf(s, from, 1 - side) > 0) {
    throw new IllegalAction(a, 'units that entered an enemy-occupied box stay there (read-leave-contested)');
  }
  if (!marchAvailable(s, from)) throw new IllegalAction(a, 'no Marches left this Movement Segment');
  const found = moveRoute(c, s, side, from, to, mvEntry(a), type);
  if (found < 0) {
    throw new IllegalAction(
      a,
      `no legal March route for ${typeName(type)} from ${c.boxName[from]} to ${c.boxName[to]}`,
    );
  }
  const route = found >> 2;
  const best = found & 3;
  // Pick the units: matching class, not sea-moved; a jump needs units that have not jumped.
  const reduced = clsReduced(cl);
  const used = clsUsed(cl);
  const picked = pickUnits(c, s, side, type, from, reduced, used, best === R_JUMP, count);
  if (picked < count)
    throw new IllegalAction(a, `fewer than ${count} movable ${typeName(type)} in ${c.boxName[from]}`);
  beginMarch(s, from, a);
  const via = entry < c.adjStart[to + 1]! - c.adjStart[to]! ? c.adjTo[c.adjStart[to]! + entry]! : from;
  const cross = c.adjCrossIn[c.adjStart[to]! + entry]! === 1;
  let vacated = -1;
  for (let i = 0; i < count; i++) {
    const u = pickBuf[i]!;
    let st = withUsed(s[U_ST + u]!, used + 1) & ~(ST_ENTRENCHED | ST_CROSSED); // R4.3 moving loses entrenchment
    if (best === R_JUMP) st |= ST_JUMPED;
    if (cross) st |= ST_CROSSED; // R5.34: entered across a river side
    s[U_ST + u] = st;
    s[U_FROM + u] = via;
    const v = relocate(c, s, u, to);
    if (v >= 0) vacated = v;
  }
  noteKentuckyEntry(c, s, side, route);
  if (vacated >= 0) onVacated(c, s, vacated, side);
}

const pickBuf = new Int32Array(MAX_COUNT);

/**
 * Choose `count` units of (side, type, reduced, used) at box into pickBuf: not entrenched first
 * (leaving the entrenched ones dug in), then units that already jumped (keeping fresh jumpers).
 */
function pickUnits(
  c: AhdContent,
  s: S,
  side: number,
  type: number,
  box: number,
  reduced: number,
  used: number,
  needJump: boolean,
  count: number,
): number {
  const a = c.typeStart[side * NTYPES + type]!;
  const e = a + c.typeCount[side * NTYPES + type]!;
  let n = 0;
  for (let pass = 0; pass < 4 && n < count; pass++) {
    const wantEntrenched = pass >= 2;
    const wantJumped = (pass & 1) === 0;
    for (let u = a; u < e && n < count; u++) {
      if (s[U_LOC + u] !== box) continue;
      const st = s[U_ST + u]!;
      if (st & ST_SEA || usedOf(st) !== used || (st & ST_REDUCED ? 1 : 0) !== reduced) continue;
      if (((st & ST_ENTRENCHED) !== 0) !== wantEntrenched) continue;
      const jumped = (st & ST_JUMPED) !== 0;
      if (jumped !== wantJumped) continue;
      if (needJump && jumped) continue;
      pickBuf[n++] = u;
    }
  }
  return n;
}

/** R4.12: a Confederate unit entering or passing through Kentucky in 1861 frees the Union. */
function noteKentuckyEntry(c: AhdContent, s: S, side: number, route: number): void {
  if (side !== CSA || s[CH_TURN]! > 5) return;
  for (let i = 0; i < c.routeLen[route]!; i++) {
    if (c.kentucky[c.routeBox[3 * route + i]!]) s[H_FLAGS] = s[H_FLAGS]! | F_KY_OPEN;
  }
}

/** R4.12 for moves outside Marches (retreats, withdrawals): entering a Kentucky box. */
export function noteKentuckyBox(c: AhdContent, s: S, side: number, box: number): void {
  if (side === CSA && s[CH_TURN]! <= 5 && c.kentucky[box]) s[H_FLAGS] = s[H_FLAGS]! | F_KY_OPEN;
}

export function applyEntrench(c: AhdContent, s: S, a: number): void {
  const side = s[H_SIDE]!;
  const b = boxOf(a);
  if (b >= c.nb || countOf(s, b, side) === 0)
    throw new IllegalAction(a, 'no friendly units to entrench there');
  if (countOf(s, b, 1 - side) > 0)
    throw new IllegalAction(a, 'units may not entrench in a box containing enemy units (R4.3)');
  const cost = entrenchCost(c, s, b);
  const maxUsed = isRC(c, b) ? 1 : 0;
  if (cost > s[H_MARCHES]!)
    throw new IllegalAction(a, `entrenching in ${c.boxName[b]} needs ${cost} more March(es) (R4.3)`);
  if (entrenchEligible(c, s, b, side) === 0)
    throw new IllegalAction(a, 'no unit there can entrench now (R4.3)');
  const spend = isRC(c, b) ? 1 : 2; // Marches each entrenching unit takes part in
  s[H_MARCHES] = s[H_MARCHES]! - cost;
  const a0 = side === USA ? 0 : c.typeStart[NTYPES]!;
  const e0 = side === USA ? c.typeStart[NTYPES]! : c.nu;
  for (let u = a0; u < e0; u++) {
    if (s[U_LOC + u] !== b) continue;
    const st = s[U_ST + u]!;
    if (st & ST_ENTRENCHED || usedOf(st) > maxUsed) continue;
    s[U_ST + u] = withUsed(st, usedOf(st) + spend) | ST_ENTRENCHED;
  }
  s[H_ACTIVE] = -1;
}

export function applySea(c: AhdContent, s: S, a: number, invasion: boolean): void {
  const side = s[H_SIDE]!;
  if (side !== USA) throw new IllegalAction(a, 'only the Union moves by sea (R4.6)');
  const from = invasion ? c.washington : mvFrom(a);
  const to = mvTo(a);
  const cl = mvCls(a);
  const count = mvCount(a);
  const type = clsType(cl);
  if (to >= c.nb || from >= c.nb || type >= NTYPES) throw new IllegalAction(a, 'no such box or unit type');
  if (clsUsed(cl) !== 0)
    throw new IllegalAction(a, 'sea movement needs units that started the segment in the port (R4.6)');
  if (!c.port[from]) throw new IllegalAction(a, `${c.boxName[from]} is not a port (R4.6)`);
  if (invasion) {
    if (!(s[H_FLAGS]! & F_INVASION))
      throw new IllegalAction(a, 'naval invasions need a march roll of 6 (R4.7)');
    if (!invasionTargetOk(c, s, to))
      throw new IllegalAction(a, `${c.boxName[to]} is not a Confederate port open to invasion (R4.7, R4.71)`);
  } else {
    if (firstTurnRule(s)) throw new IllegalAction(a, 'no Union sea movement on the first Game Turn (R4.11)');
    if (to === from || !seaTargetOk(c, s, to))
      throw new IllegalAction(a, `${c.boxName[to]} is not another Union-controlled port (R4.6)`);
  }
  if (count > s[H_MARCHES]!) throw new IllegalAction(a, 'each unit moved by sea costs one March (R4.6)');
  const picked = pickUnits(c, s, side, type, from, clsReduced(cl), 0, false, count);
  if (picked < count)
    throw new IllegalAction(a, `fewer than ${count} such units in ${c.boxName[from]} can sail`);
  s[H_MARCHES] = s[H_MARCHES]! - count;
  s[H_ACTIVE] = -1;
  let vacated = -1;
  for (let i = 0; i < count; i++) {
    const u = pickBuf[i]!;
    let st = withUsed(s[U_ST + u]!, 1) & ~(ST_ENTRENCHED | ST_CROSSED);
    st |= ST_SEA;
    if (invasion) st |= ST_CROSSED; // R5.34: invasions count as attacking across a river
    s[U_ST + u] = st;
    s[U_FROM + u] = FROM_SEA;
    const v = relocate(c, s, u, to);
    if (v >= 0) vacated = v;
  }
  if (vacated >= 0) onVacated(c, s, vacated, side);
}

/** R5.71: recover a reduced unit with a March (in the Movement Segment) — one March, one unit. */
export function applyRecoverMarch(c: AhdContent, s: S, a: number): void {
  const side = s[H_SIDE]!;
  const b = boxOf(a);
  const cl = extraOf(a);
  if (!opt(s, O_REFIT)) throw new IllegalAction(a, 'recovery by March needs optional rule R5.71');
  if (s[H_MARCHES]! <= 0) throw new IllegalAction(a, 'no Marches left');
  const u = findRecoverable(c, s, side, b, cl);
  if (u < 0) throw new IllegalAction(a, 'no such reduced unit there');
  s[H_MARCHES] = s[H_MARCHES]! - 1;
  s[H_ACTIVE] = -1;
  const st = s[U_ST + u]!;
  s[U_ST + u] = withUsed(st & ~ST_REDUCED, usedOf(st) + 1);
}

export function findRecoverable(c: AhdContent, s: S, side: number, b: number, cl: number): number {
  const type = clsType(cl);
  if (b >= c.nb || type >= NTYPES || clsReduced(cl) !== 1) return -1;
  const a = c.typeStart[side * NTYPES + type]!;
  const e = a + c.typeCount[side * NTYPES + type]!;
  for (let u = a; u < e; u++) {
    if (s[U_LOC + u] !== b) continue;
    const st = s[U_ST + u]!;
    if (st & ST_REDUCED && usedOf(st) === clsUsed(cl) && usedOf(st) < 2) return u;
  }
  return -1;
}

/** Is there anything to do in this Movement Segment besides ending it? (cheap check for auto-end) */
export function movementExhausted(c: AhdContent, s: S): boolean {
  if (s[H_MARCHES]! > 0) return false;
  const box = s[H_ACTIVE]!;
  if (box < 0) return true;
  const side = s[H_SIDE]!;
  const a = side === USA ? 0 : c.typeStart[NTYPES]!;
  const e = side === USA ? c.typeStart[NTYPES]! : c.nu;
  for (let u = a; u < e; u++) {
    if (s[U_LOC + u] !== box) continue;
    const st = s[U_ST + u]!;
    if (usedOf(st) < 2 && !(st & ST_SEA)) return false; // a unit that may still move
  }
  // R4.3: entrenching in a Recruitment City can share the current March.
  return !(
    entrenchCost(c, s, box) === 0 &&
    countOf(s, box, 1 - side) === 0 &&
    entrenchEligible(c, s, box, side) > 0
  );
}

export function typeName(type: number): string {
  return TYPE_CODES[type] ?? '?';
}
