/**
 * The game's invariants, checked by the conformance suite after every action: Strength Points are
 * conserved (every SP on the map is accounted for by deployment, reinforcements, militia and
 * losses: here, no hex holds a negative or overflowing count and no SP of a force is lost), land
 * units of the two sides never share a hex [5.26], forts hold only their owner's units [14.0],
 * leaders stay within the limit of four a side [11.3].
 */
import type { AcwContent } from './content.js';
import { HEXES, hexLabel } from './grid.js';
import {
  CSA,
  D_BASE,
  D_COUNT,
  F_ACTIVE,
  F_KIND,
  F_SP,
  F_WORDS,
  G_LEDGER,
  G_PHASING,
  K_ARMY,
  LEADERS,
  USA,
} from './layout.js';
import { T_SEA } from './map.js';
import { done, field, fortOwner, fortSP, garrison, landSP, leadersOf, occupant, type S } from './state.js';

export function invariants(c: AcwContent, s: S): string | undefined {
  for (let h = 0; h < HEXES; h++) {
    const sp = landSP(s, h);
    if (sp === 0) continue;
    if (c.map.terrain[h] === T_SEA) return `land SP at sea in ${hexLabel(h)}`;
    if (done(s, h) > field(s, h) + fortSP(s, h)) return `more SP done than present in ${hexLabel(h)}`;
    const side = occupant(s, h);
    if (fortSP(s, h) + garrison(s, h) > 0 && fortOwner(s, h) !== side + 1)
      return `units of ${side} in a fort of another side at ${hexLabel(h)}`;
  }
  if (s[F_ACTIVE] && s[F_SP]! < 0) return 'a force with negative SP';
  for (const side of [USA, CSA]) {
    let n = 0;
    for (let h = 0; h < HEXES; h++) if (occupant(s, h) === side) n += landSP(s, h);
    if (s[F_ACTIVE] && s[F_KIND] === K_ARMY && s[G_PHASING] === side) {
      n += s[F_SP]!;
      for (let k = 0; k < s[D_COUNT]!; k++) n += s[D_BASE + k * F_WORDS + (F_SP - F_ACTIVE)]!;
    }
    if (n !== s[G_LEDGER + side])
      return `${side === USA ? 'Union' : 'CSA'} SP not conserved: ${n} on the map, ${s[G_LEDGER + side]} in play`;
  }
  for (let k = 0; k < s[D_COUNT]!; k++)
    if (s[D_BASE + k * F_WORDS + (F_SP - F_ACTIVE)]! < 1) return 'an empty detachment';
  for (const side of [USA, CSA])
    if (leadersOf(s, side) > LEADERS / 2) return `more than four leaders of side ${side}`;
  return undefined;
}
