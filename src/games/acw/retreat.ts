/**
 * Retreat before combat [8.5, 8.51, 9.13, 9.22, 13.5].
 *
 *  - The defender may retreat when the attack totals less than twice the defence (8.5; a
 *    Double-Match force always offers the choice [9.13]): all units one hex into any hex not in an
 *    enemy Primary zone, that it could enter by movement (not enemy-occupied, no intact enemy city,
 *    tidal and interdicted hexsides as for movement).
 *  - Partly [8.51]: what stays must be at least 51 % of the attacking force (reading
 *    `partial-retreat-51`: in adjusted strength or in SP), except on an intact friendly city whose
 *    intrinsic point may stay alone. A Double-Match retreat is whole.
 *  - A city cannot retreat [13.5]; the permanent "(1)" garrison never moves; units in a fort may
 *    retreat (reading `fort-retreat`).
 */
import type { AcwContent } from './content.js';
import { BLOCKED, crossing, mayEnter } from './costs.js';
import { HEXES, NBR } from './grid.js';
import { O_FORT_NO_RETREAT, O_RETREAT_SP, opt } from './options.js';
import { cityOwner, intrinsic } from './places.js';
import { addField, field, fortSP, occupant, setField, setFort, type S } from './state.js';
import { Z_PRIMARY, projectZones } from './zoc.js';

const zone = new Uint8Array(HEXES);

/** SP of hex t able to retreat. */
export function retreatable(s: S, t: number): number {
  return field(s, t) + (opt(s, O_FORT_NO_RETREAT) ? 0 : fortSP(s, t));
}

/** Hexes the units of t may retreat into, away from `attacker` [8.5]. */
export function retreatHexes(
  c: AcwContent,
  s: S,
  t: number,
  attacker: number,
  interdicted: Uint8Array,
  out: number[],
): void {
  out.length = 0;
  const side = 1 - attacker;
  projectZones(c, s, attacker, zone);
  for (let d = 0; d < 6; d++) {
    const r = NBR[t * 6 + d]!;
    if (r < 0 || zone[r] === Z_PRIMARY || occupant(s, r) === attacker) continue;
    if (!mayEnter(c, s, side, -1, r)) continue;
    if (crossing(c, s, side, t, d, interdicted) === BLOCKED) continue;
    out.push(r);
  }
}

/** On an intact friendly city the units may all go and leave the intrinsic point [8.51]. */
function cityMayStandAlone(c: AcwContent, s: S, t: number): boolean {
  const k = c.map.city[t]!;
  return k >= 0 && intrinsic(c, s, k) && cityOwner(c, s, k) === occupant(s, t);
}

/**
 * May k of the SP of t retreat, leaving enough behind [8.51]? `remaining(k)` is the defence
 * strength left, `attack` the announced attack.
 */
export function partialAllowed(
  c: AcwContent,
  s: S,
  t: number,
  k: number,
  attack: number,
  attackSP: number,
  remaining: (k: number) => number,
): boolean {
  const all = retreatable(s, t);
  if (k === all) return true;
  if (cityMayStandAlone(c, s, t)) return true;
  if (opt(s, O_RETREAT_SP)) return 100 * (all - k) >= 51 * attackSP;
  return 100 * remaining(k) >= 51 * attack;
}

/** Move k SP of t to r (outside the fort first) [8.5]. */
export function retreat(s: S, t: number, r: number, k: number): void {
  const side = occupant(s, t);
  const f = Math.min(field(s, t), k);
  setField(s, t, field(s, t) - f, side);
  setFort(s, t, fortSP(s, t) - (k - f), side);
  addField(s, r, side, k);
}
