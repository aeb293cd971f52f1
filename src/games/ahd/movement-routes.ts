/**
 * R4.0-R4.5, R4.8, R4.9, R4.11, R4.12: which routes a unit may follow in one March. A mover profile
 * (cavalry, Crack Infantry under R4.8, the Union, R4.9 rail bonus) decides what a route allows
 * (routeResult); the results of every route from a box are kept in the route cache (route-cache.ts),
 * which legalMovement lists and moveRoute looks up. Part of movement (movement.ts).
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
  F_KY_OPEN,
  H_FLAGS,
  H_OPT,
  CH_PACK,
  H_ZCTRL,
  H_ZOB,
  CH_TURN,
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

export const R_NONE = 0;
export const R_OK = 1;
export const R_JUMP = 2; // legal only as a Jump Move (R4.4 cavalry, R4.5 Union river)

/** First Game Turn restrictions (R4.11) apply on turn 1 of the war only. */
export const firstTurnRule = (s: S): boolean => opt(s, O_FIRST_TURN) && s[CH_TURN] === 1;

/** R4.12 / R4.11: may `side` enter Kentucky now? Applies to every entry, retreats and withdrawals
 *  included (README reading). */
export function kentuckyClosed(s: S, side: number): boolean {
  if (firstTurnRule(s)) return true; // R4.11: no unit may enter Kentucky
  return side === USA && opt(s, O_KY_NEUTRAL) && (s[H_FLAGS]! & F_KY_OPEN) === 0;
}

export function profileOf(s: S, side: number, type: number): number {
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
export function routeResult(c: AhdContent, s: S, r: number, from: number, p: number, m: MoveCtx): number {
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
