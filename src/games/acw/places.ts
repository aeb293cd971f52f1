/**
 * Who owns what [13.9, 19.12, 19.3, 19.4]: the side of a hex's state (Kentucky changes sides during
 * play), a city's owner, whether its intrinsic defence stands [13.1-13.8] and whether the South has
 * lost it for good [18.3].
 */
import type { AcwContent } from './content.js';
import { CSA, G_KY, USA } from './layout.js';
import { CS_DESTROYED, CS_INTRINSIC_LOST } from './layout.js';
import { R_KENTUCKY } from './map.js';
import { cityState, occupant, type S } from './state.js';

export const NEUTRAL = -1;
/** G_KY: Kentucky's status. */
export const KY_NEUTRAL = 0;
export const KY_UNION = 1;
export const KY_CSA = 2;

/** The side a hex's state belongs to now, or NEUTRAL (Kentucky on GT1-2). */
export function hexSide(c: AcwContent, s: S, h: number): number {
  const side = c.map.stateSide[c.map.state[h]!]!;
  if (side !== 2) return side;
  const ky = s[G_KY]!;
  return ky === KY_UNION ? USA : ky === KY_CSA ? CSA : NEUTRAL;
}

export const isKentucky = (c: AcwContent, h: number): boolean => (c.map.region[h]! & R_KENTUCKY) !== 0;

/** The side a city belongs to (its state's) [13.9]. */
export function cityOwner(c: AcwContent, s: S, k: number): number {
  return hexSide(c, s, c.map.cities[k]!.hex);
}

/**
 * True while the city's intrinsic defence point stands [13.0]: never for Wheeling, Knoxville and
 * Chattanooga [13.8], not for neutral Kentucky's cities (they gain it when Kentucky joins the Union,
 * 19.12 no. 2), not once lost in combat [13.2].
 */
export function intrinsic(c: AcwContent, s: S, k: number): boolean {
  const city = c.map.cities[k]!;
  if (city.sympathetic) return false;
  if (cityOwner(c, s, k) === NEUTRAL) return false;
  return (cityState(s, k) & CS_INTRINSIC_LOST) === 0;
}

/** A Southern city entered by a Union army unit is destroyed for every purpose [18.3]. */
const destroyed = (s: S, k: number): boolean => (cityState(s, k) & CS_DESTROYED) !== 0;

/**
 * An enemy city the moving side may not enter until its intrinsic defence is gone [TEC "City"].
 */
export function closedCity(c: AcwContent, s: S, h: number, mover: number): boolean {
  const k = c.map.city[h]!;
  if (k < 0) return false;
  const owner = cityOwner(c, s, k);
  return owner !== mover && owner !== NEUTRAL && intrinsic(c, s, k) && occupant(s, h) !== mover;
}

/** The Southern supply cities and ports still able to supply: not destroyed, not Union-held. */
export function southernCityAlive(c: AcwContent, s: S, k: number): boolean {
  const h = c.map.cities[k]!.hex;
  return !destroyed(s, k) && occupant(s, h) !== USA;
}
