/**
 * What one step of land movement costs, or why it is not allowed [5.2, 5.5, 6.1, TEC]. Costs are
 * in tenths of a Movement Point, so rail movement's 1/10 MP per hex adds up exactly and the total is
 * rounded up only against the allowance [5.46]: a force may spend `spent + cost <= 10 * MA`.
 *
 *  - Hex entered [TEC]: clear 1, rough 5, swamp 6; a railroad does not change it for normal
 *    movement [5.44]. All-sea hexes cannot be entered by land.
 *  - Hexside crossed [TEC]: unnavigable or navigable river +1. Tidal rivers [5.21, 17.4]: the CSA
 *    crosses only at a ferry hexside (+1, not riverine-interdicted), the Union only through a
 *    hexside a riverine unit holds (+1). The CSA may not cross a riverine-interdicted navigable
 *    hexside [17.3].
 *  - Zones [6.1, 5.24]: leaving an enemy Primary or Secondary hex costs +5 once [6.5]; Primary to
 *    Primary only for a Double-Match force [9.11].
 *  - No entry into enemy-occupied hexes [5.26] or intact enemy cities [TEC]; neutral Kentucky and
 *    Virginia [19.12, 19.4]; no theatre transfer on a 4-6 under 19.8.
 */
import { CH_TURN } from '../../core/header.js';
import type { AcwContent } from './content.js';
import { NBR, edge } from './grid.js';
import { CSA, G_KY_FLAGS, G_TRANSFER, G_VA, USA } from './layout.js';
import { RIVER_NAV, RIVER_TIDAL, R_EAST, SB_FERRY, SB_RIVER, T_SEA } from './map.js';
import { O_TRANSFER, opt } from './options.js';
import { NEUTRAL, closedCity, hexSide, isKentucky } from './places.js';
import { riverinesOn } from './riverine.js';
import { occupant, zoc, type S } from './state.js';
import { Z_PRIMARY } from './zoc.js';

export const BLOCKED = -1;
export const TERRAIN_MP = [0, 1, 5, 6] as const;

/** KY flags: the CSA entered Kentucky on GT1-2; a Union unit entered it from GT3; compensation paid. */
export const KYF_CSA_INVADED = 1;
export const KYF_UNION_ENTERED = 2;
export const KYF_UNION_MAY_ENTER = 4;
/** G_VA (19.4): 0 Virginia is Confederate, 1 neutral, 2 the Union invaded it. */
export const VA_CSA = 0;
export const VA_NEUTRAL = 1;
export const VA_INVADED = 2;

/** May `side` set foot in hex n at all (occupation, cities, neutral states, theatres)? */
export function mayEnter(c: AcwContent, s: S, side: number, from: number, n: number): boolean {
  if (n < 0 || c.map.terrain[n] === T_SEA) return false;
  if (occupant(s, n) === 1 - side) return false;
  if (closedCity(c, s, n, side)) return false;
  if (
    side === USA &&
    isKentucky(c, n) &&
    hexSide(c, s, n) === NEUTRAL &&
    !(s[G_KY_FLAGS]! & KYF_UNION_MAY_ENTER)
  )
    return false;
  if (side === CSA && s[G_VA] === VA_NEUTRAL && s[CH_TURN]! < 3 && c.map.stateCodes[c.map.state[n]!] === 'VA')
    return false;
  return !theatreClosed(c, s, side, from, n);
}

/** 19.8: on a roll of 4-6 in 1861-62 no unit may pass between the Eastern and Western theatres. */
export function theatreClosed(c: AcwContent, s: S, side: number, from: number, n: number): boolean {
  if (!opt(s, O_TRANSFER) || from < 0) return false;
  if (s[G_TRANSFER]! & (1 << side)) return false;
  return (c.map.region[from]! & R_EAST) !== (c.map.region[n]! & R_EAST);
}

/** The river a side crosses from h in direction d: extra MP, or BLOCKED [TEC, 5.21, 17.3, 17.4]. */
export function crossing(
  c: AcwContent,
  s: S,
  side: number,
  h: number,
  d: number,
  interdicted: Uint8Array,
): number {
  const sb = c.map.side[h * 6 + d]!;
  const river = sb & SB_RIVER;
  if (river === 0) return 0;
  const e = edge(h, d);
  if (river === RIVER_TIDAL) {
    if (side === CSA) return sb & SB_FERRY && !interdicted[e] ? 10 : BLOCKED;
    return riverinesOn(s, e) > 0 ? 10 : BLOCKED;
  }
  if (river >= RIVER_NAV && side === CSA && interdicted[e]) return BLOCKED;
  return 10;
}

/**
 * Tenths of MP for a land force of `side` to step from h in direction d, or BLOCKED. `dm` says the
 * force is a Double-Match force against the units whose Primary zone it leaves [9.11].
 */
export function landStep(
  c: AcwContent,
  s: S,
  side: number,
  h: number,
  d: number,
  dm: boolean,
  interdicted: Uint8Array,
): number {
  const n = NBR[h * 6 + d]!;
  if (!mayEnter(c, s, side, h, n)) return BLOCKED;
  const river = crossing(c, s, side, h, d, interdicted);
  if (river === BLOCKED) return BLOCKED;
  let cost = 10 * TERRAIN_MP[c.map.terrain[n]! as 1 | 2 | 3] + river;
  const from = zoc(s, h);
  if (from !== 0) {
    if (from === Z_PRIMARY && zoc(s, n) === Z_PRIMARY && !dm) return BLOCKED;
    cost += 50;
  }
  return cost;
}

/** A leader alone pays 1 MP a hex whatever the terrain [11.33], and may not enter an enemy zone. */
export function leaderStep(
  c: AcwContent,
  s: S,
  side: number,
  h: number,
  d: number,
  interdicted: Uint8Array,
): number {
  const n = NBR[h * 6 + d]!;
  if (!mayEnter(c, s, side, h, n)) return BLOCKED;
  if (crossing(c, s, side, h, d, interdicted) === BLOCKED) return BLOCKED;
  if (zoc(s, n) !== 0 && !(occupant(s, n) === side)) return BLOCKED;
  return 10 + (zoc(s, h) !== 0 ? 50 : 0);
}
