/**
 * What happens when land units enter a hex, by movement, advance or retreat.
 *
 *  - A Southern city a Union army unit enters is destroyed for good [18.3, 13.6].
 *  - A Northern city held by the South recovers fully once no Southern unit is in it [18.3]: its
 *    intrinsic point returns (read from "reverts fully to its previous status").
 *  - Confederate units destroy USMRR units they move onto or through; the USMRR returns at
 *    Washington, Cincinnati or Cairo [10.52] (the first the South does not hold).
 *  - A Confederate unit on a USMRR-repaired hex re-destroys it for the Union [10.54].
 *  - Invasion: militia, Kentucky, Virginia (militia.ts).
 */
import type { AcwContent } from './content.js';
import { CS_DESTROYED, CSA, U_BASE, USA, USMRRS } from './layout.js';
import { invasion } from './militia.js';
import { cityOwner } from './places.js';
import { cityState, occupant, railRepaired, setCityState, setRailRepaired, type S } from './state.js';

export function onEnter(c: AcwContent, s: S, side: number, h: number, army: boolean): void {
  const k = c.map.city[h]!;
  if (army && side === USA && k >= 0 && cityOwner(c, s, k) === CSA)
    setCityState(s, k, cityState(s, k) | CS_DESTROYED);
  if (side === CSA) {
    for (let i = 0; i < USMRRS; i++) if (s[U_BASE + i * 2] === h) s[U_BASE + i * 2] = usmrrHome(c, s);
    if (railRepaired(s, h)) setRailRepaired(s, h, false);
  }
  if (army) invasion(c, s, side, h);
}

/** Where a destroyed USMRR unit reappears [10.52]. */
function usmrrHome(c: AcwContent, s: S): number {
  for (const name of c.scenarios[0]!.usmrrHomes) {
    const h = c.map.places.get(name)!;
    if (occupant(s, h) !== CSA) return h;
  }
  return c.map.places.get(c.scenarios[0]!.usmrrHomes[0]!)!;
}
