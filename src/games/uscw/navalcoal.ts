/**
 * 21.2.7 Low on Coal (Advanced game): where a stack of Naval Units finds its coal, and the end of a
 * move made while Low on Coal. The Supply Segment's marker and Surrender check are navaladv.ts's
 * `lowOnCoal`; the move's end is called by navalmove.ts.
 *
 * Naval Units are in Full Supply at, or with a Supply Path along Navigable Waterways to, a friendly
 * Port in Full Supply; in Limited Supply (the move's end) with one to a friendly Port in Limited
 * Supply (one that is not Isolated); they escape the Surrender check (and lose their Surrender
 * Points) with one to a friendly Port that is not Isolated or is at least a Source of Provisions
 * (13.6.1: not an Island or Coastal Fort, not enemy-controlled, no enemy SP beside it). The waterway
 * is a naval move's reach (navalReach, without Running the Guns), ending at a port free of enemy NSPs.
 */
import type { UscwContent } from './content.js';
import { derived } from './derived.js';
import { USA } from './layout.js';
import { eliminateShips } from './navaladv.js';
import { MK_OCEAN, MK_RIVER, friendlyPort, guards, navalReach, shipNsp, zeroShips } from './navalunits.js';
import { OPT_COAL_PROVISIONS, opt } from './options.js';
import { provisionSpace } from './supplyseg.js';
import type { S } from './state.js';

/** Where side's ships at n trace their coal (21.2.7). */
export interface CoalReach {
  /** A friendly Port in Full Supply: no Low on Coal marker. */
  readonly full: boolean;
  /** A friendly Port in Limited or Full Supply (not Isolated): a move made Low on Coal may end here. */
  readonly supplied: boolean;
  /** A friendly Port not Isolated or at least a Source of Provisions: no Surrender check. */
  readonly port: boolean;
}

const reachBuf = new Int32Array(4096);

export function coalReach(c: UscwContent, s: S, n: number, side: number): CoalReach {
  const d = derived(c, s);
  const sup = d.supplyOf(side);
  const r = { full: false, supplied: false, port: false };
  const see = (t: number): void => {
    if (!friendlyPort(c, d, t, side)) return;
    if (sup.full[t]) r.full = true;
    const linked = sup.full[t] === 1 || sup.loc[t] === 1;
    // 13.1.1, 13.3.3: Limited Supply is an LOC to a Supply Source, Fortress Supply included
    if (linked || sup.fortress[t] === 1) r.supplied = true;
    // 21.2.7: "a friendly-controlled Port that is not Isolated (13.6.1) or is at least a Source of Provisions"
    if (linked || provisionSpace(c, s, d, t, side)) r.port = true;
  };
  see(n);
  if (r.full) return r;
  const mask = side === USA && shipNsp(c, s, n, USA, MK_RIVER) === 0 ? MK_OCEAN : MK_RIVER;
  const k = navalReach(c, s, d, n, side, mask, reachBuf, false, false);
  for (let i = 0; i < k && !r.full; i++) if (!guards(c, s, d, reachBuf[i]!, 1 - side)) see(reachBuf[i]!);
  return r;
}

/**
 * 21.2.7 EFFECTS: Naval Units that moved while Low on Coal are eliminated at the end of their move
 * unless they end it in Limited or Full Supply (Union NSPs to the Naval Pool, Naval Leaders
 * displaced). Limited Supply for ships is read as a waterway to a friendly port not Isolated; reading
 * `read-21.2.7-coal-provisions` also accepts one that is at least a Source of Provisions. The model
 * keeps one naval stack a place: side's ships already at n share the end.
 */
export function coalMoveEnd(c: UscwContent, s: S, n: number, side: number): void {
  if (shipNsp(c, s, n, side) + zeroShips(c, s, n, side) === 0) return;
  const r = coalReach(c, s, n, side);
  // reading read-21.2.7-coal-provisions: the port of "remain ... indefinitely" also ends the move
  if (!(opt(s, OPT_COAL_PROVISIONS) ? r.port : r.supplied)) eliminateShips(c, s, n, side);
}
