/**
 * Zones of control [6.0-6.6]: the six hexes around army units are their Primary zone, the twelve
 * beyond their Secondary zone; a hex in both is Primary [6.5].
 *
 *  - Blocking [6.3]: Primary zones do not extend into or across all-sea or tidal river hexsides,
 *    nor into active enemy city hexes; Secondary zones not into rough or swamp hexes or active
 *    enemy cities, nor into or across navigable river hexsides (tidal ones too, reading
 *    `secondary-zoc-tidal`). A Secondary zone spreads only from Primary hexes the zone reached.
 *  - Forts [6.6, 14.3]: units in a fort exert no zone in 1861-63, a Primary zone only in 1864-65.
 *  - No zones: naval, riverine, USMRR, leaders [6.5], cities [13.4].
 * "Active enemy city" is read as a city of the other side whose intrinsic defence stands.
 */
import { CH_TURN } from '../../core/header.js';
import type { AcwContent } from './content.js';
import { HEXES, NBR } from './grid.js';
import { G_PHASING } from './layout.js';
import { RIVER_NAV, RIVER_TIDAL, SB_RIVER, T_CLEAR, T_SEA } from './map.js';
import { O_SECONDARY_TIDAL_OPEN, opt } from './options.js';
import { cityOwner, intrinsic } from './places.js';
import { field, fortSP, garrison, occupant, setZoc, type S } from './state.js';

/** Zone levels written by `projectZones`. */
export const Z_PRIMARY = 1;
export const Z_SECONDARY = 2;

function activeEnemyCity(c: AcwContent, s: S, h: number, owner: number): boolean {
  const k = c.map.city[h]!;
  return k >= 0 && cityOwner(c, s, k) === 1 - owner && intrinsic(c, s, k);
}

/** The zones side `owner` exerts, into out[h] (0 none, 1 Primary, 2 Secondary). */
export function projectZones(c: AcwContent, s: S, owner: number, out: Uint8Array): void {
  out.fill(0);
  const late = c.tables.yearBucket[s[CH_TURN]!]! >= 3;
  const tidalBlocksSecondary = !opt(s, O_SECONDARY_TIDAL_OPEN);
  const side = c.map.side;
  const terrain = c.map.terrain;
  for (let h = 0; h < HEXES; h++) {
    if (occupant(s, h) !== owner) continue;
    const outside = field(s, h) > 0;
    const inFort = fortSP(s, h) + garrison(s, h) > 0;
    if (!outside && !(inFort && late)) continue;
    for (let d = 0; d < 6; d++) {
      const p = NBR[h * 6 + d]!;
      if (p < 0 || terrain[p] === T_SEA) continue;
      if ((side[h * 6 + d]! & SB_RIVER) === RIVER_TIDAL) continue;
      if (activeEnemyCity(c, s, p, owner)) continue;
      out[p] = Z_PRIMARY;
      if (!outside) continue;
      for (let e = 0; e < 6; e++) {
        const q = NBR[p * 6 + e]!;
        if (q < 0 || q === h || out[q] === Z_PRIMARY) continue;
        if (terrain[q] !== T_CLEAR) continue;
        const r = side[p * 6 + e]! & SB_RIVER;
        if (r === RIVER_NAV || (r === RIVER_TIDAL && tidalBlocksSecondary)) continue;
        if (activeEnemyCity(c, s, q, owner)) continue;
        out[q] = Z_SECONDARY;
      }
    }
  }
}

const scratch = new Uint8Array(HEXES);

/** Store the zones of the side that is not phasing, for the phasing side's movement [6.1]. */
export function refreshZoc(c: AcwContent, s: S): void {
  projectZones(c, s, 1 - s[G_PHASING]!, scratch);
  for (let h = 0; h < HEXES; h++) setZoc(s, h, scratch[h]!);
}
