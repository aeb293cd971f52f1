/**
 * 21.2.8 Naval Leaders moving alone (Advanced game): "Naval Leaders move in the same ways as Naval
 * Units and may move with a stack of Naval Units when it is activated. Naval Leaders must end their
 * movement stacked with either Oceangoing NSPs or River NSPs. Naval Leaders that are moving alone may
 * not enter an enemy Naval ZOI (21.4) and may not Run the Guns past enemy Forts, Coastal Forts, Naval
 * Batteries or Naval Units."
 *
 * The action: OP_NAVMOVE x the leader's place, y = g << 2 (no ship kind: y & 3 = 0), then D_NAVMOVE
 * offers OP_NAVDEST x each place holding friendly Naval Units he can reach (y 0). Paid as a naval move
 * (the free naval action, then 1 AP, then a Naval or Any card, navalmove.ts): 21.2.1 counts Naval
 * Leaders among the Naval Units, so a leader alone is a stack of Naval Units (2.2.4: one unit may be a
 * stack) whose activation 21.1 and 21.2.4 price. The same rules bar a second activation in an Action
 * Phase (21.2.4): a leader who moved (alone, or with a stack: 21.1 activates the stack "including any
 * naval leaders") is marked (GW_MOVED, cleared with the Action Phase's other marks) and neither moves
 * alone nor sails with a later activation of the ships at his place (he stays; left without ships there
 * he is Displaced as when his ships are sunk, automated). Which waters he may use: reading
 * `read-21.2.8-leader-waters` (`leaderDests`).
 */
import type { UscwContent } from './content.js';
import type { Derived } from './derived.js';
import { GS_MAP, GW_MOVED, USA } from './layout.js';
import {
  MK_OCEAN,
  MK_RIVER,
  U_DOCEAN,
  U_DRIVER,
  U_OCEAN,
  U_RIVER,
  barred,
  nf,
  shipNsp,
  soloReach,
  zeroShips,
} from './navalunits.js';
import { OPT_LEADER_WATERS, opt } from './options.js';
import { genFlag, genLoc, genStatus, placeGen, setGenFlag, type S } from './state.js';

/** OP_NAVMOVE y of Naval Leader g moving alone (no ship kind in the low two bits). */
export const soloY = (g: number): number => g << 2;
/** The Naval Leader an OP_NAVMOVE / D_NAVMOVE y moves alone, or -1 (a stack of ships). */
export const soloLeader = (y: number): number => ((y & (MK_RIVER | MK_OCEAN)) === 0 ? y >>> 2 : -1);

/** Is g one of side's Naval Leaders on the map (21.2.8)? */
export function navalLeaderOnMap(c: UscwContent, s: S, g: number, side: number): boolean {
  const x = c.gens[g]!;
  return x.naval && x.side === side && genStatus(c, s, g) === GS_MAP;
}

/** Is g one of side's Naval Leaders on the map at n? */
const leaderHere = (c: UscwContent, s: S, g: number, n: number, side: number): boolean =>
  navalLeaderOnMap(c, s, g, side) && genLoc(c, s, g) === n;

/** Side's Naval Leaders on the map not yet activated this Action Phase (21.2.4), into out; their count. */
export function idleLeaders(c: UscwContent, s: S, side: number, out: Int32Array): number {
  let k = 0;
  for (let g = 0; g < c.ng; g++)
    if (navalLeaderOnMap(c, s, g, side) && !genFlag(c, s, g, GW_MOVED)) out[k++] = g;
  return k;
}

/**
 * Does side have Naval Units at n of the kinds in mask (21.2.8 "Oceangoing NSPs or River NSPs"; damaged
 * ones too, 21.2.1: a 0-NSP unit is a NSP)? mask 0: of either kind.
 */
function shipsOf(c: UscwContent, s: S, n: number, side: number, mask: number): boolean {
  if (side !== USA || mask === 0) return shipNsp(c, s, n, side) + zeroShips(c, s, n, side) > 0;
  const ocean = (mask & MK_OCEAN) !== 0;
  return nf(c, s, n, side, ocean ? U_OCEAN : U_RIVER) + nf(c, s, n, side, ocean ? U_DOCEAN : U_DRIVER) > 0;
}

const reach = new Int32Array(4096);
let hit = new Uint8Array(0);
/** The ship kinds whose waters a leader alone may use: both (the reading on), else each side's own. */
const ANY_WATER: readonly number[] = [0];
const USA_KINDS: readonly number[] = [MK_OCEAN, MK_RIVER];
const CSA_KINDS: readonly number[] = [MK_RIVER];

/**
 * 21.2.8: the places side's Naval Leader at `from` may move alone to, in map order, into out; returns
 * their count. He ends stacked with friendly Naval Units, never where the enemy has NSPs (that would
 * be a battle) or holds Hatteras Inlet/Roanoke Island, over water reached without Running the Guns
 * or entering the enemy's Naval ZOI (`soloReach`). Reading `read-21.2.8-leader-waters` (default off):
 * off, he sails the water the ships he joins may use (21.2.5: to Oceangoing NSPs as Oceangoing NSPs
 * sail, to River NSPs as River NSPs do); on, any water either kind may use.
 */
export function leaderDests(
  c: UscwContent,
  s: S,
  d: Derived,
  from: number,
  side: number,
  out: Int32Array,
): number {
  if (hit.length !== c.map.nn) hit = new Uint8Array(c.map.nn);
  hit.fill(0);
  const masks = opt(s, OPT_LEADER_WATERS) ? ANY_WATER : side === USA ? USA_KINDS : CSA_KINDS;
  for (const mask of masks) {
    const k = soloReach(c, s, d, from, side, mask, reach);
    for (let i = 0; i < k; i++) {
      const t = reach[i]!;
      if (shipsOf(c, s, t, side, mask) && !barred(c, s, d, t, side)) hit[t] = 1;
    }
  }
  let n = 0;
  for (let t = 0; t < c.map.nn; t++) if (hit[t]) out[n++] = t;
  return n;
}

/** 21.2.8: Naval Leader g moves alone to `to` (activated, 21.2.4). */
export function moveLeader(c: UscwContent, s: S, g: number, to: number): void {
  placeGen(c, s, g, to);
  setGenFlag(c, s, g, GW_MOVED, true);
}

/**
 * 21.1, 21.2.8: side's Naval Leaders at `from` sail with the ships that moved to `at`, activated
 * (21.2.4); on a new activation (`fresh`) a leader activated earlier this Action Phase stays at `from`.
 */
export function leadersSail(
  c: UscwContent,
  s: S,
  from: number,
  at: number,
  side: number,
  fresh: boolean,
): void {
  for (let g = 0; g < c.ng; g++) {
    if (!leaderHere(c, s, g, from, side) || (fresh && genFlag(c, s, g, GW_MOVED))) continue;
    moveLeader(c, s, g, at);
  }
}
