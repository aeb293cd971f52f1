/**
 * Naval Zones of Influence (21.4.1, Advanced game) over the waterway graph of mapmodel.ts.
 *
 * A stack of undamaged Naval Units at a place projects a ZOI into the water it touches and one water
 * node beyond (the adjacent coastal hexes and hexsides). A stack in a coastal hex sits on its coast:
 * the river hexsides of its own hex are its one hexside up the river (W63's R3) and go no further; a
 * stack in a river hex sits on its river hexsides (the model does not know which one the bow points
 * to, 21.2.3) and reaches one hexside beyond each (W63's R1, R2). The ZOI never enters the hexless
 * ocean, water the projecting ships may not sail (21.2.5), or water touching an enemy Coastal Fort,
 * Fort, Naval Battery or enemy Naval Units. Tidal River Paths are not told apart by the map model.
 *
 * Effects (wired where they act): it blocks enemy Naval Control (naval.ts, so enemy River/Coastal
 * Supply Paths and Naval Transport too), bars enemy land moves and LOCs across navigable hexsides
 * (move.ts via navalBars, supply.ts), bars an enemy Amphibious Assault's landing water (transport.ts),
 * and lets the stack intercept enemy Naval Units entering it (navalmove.ts, 21.4.2).
 */
import type { UscwContent } from './content.js';
import { NF_CF, W_COAST, W_RIVER1, W_RIVER2, W_SPACE } from './mapmodel.js';
import { CSA, USA } from './layout.js';
import {
  C_BATT,
  MK_OCEAN,
  MK_RIVER,
  U_OCEAN,
  U_RIVER,
  mayEnter,
  nf,
  portProtected,
  shipNsp,
  zeroShips,
} from './navalunits.js';
import { optAdvancedNaval } from './options.js';
import { fortOwner, type S } from './state.js';

/** Does water node x touch something of `enemy` that stops a ZOI (an installation or Naval Units)? */
function shut(c: UscwContent, s: S, ctrl: Int8Array, x: number, enemy: number): boolean {
  const w = c.map.water;
  if (x === w.body.atlantic || x === w.body.gulf) return true; // the hexless ocean area
  for (let j = w.tanStart[x]!; j < w.tanStart[x + 1]!; j++) {
    const t = w.tan[j]!;
    if (fortOwner(c, s, t) === enemy || (c.map.flags[t]! & NF_CF && ctrl[t] === enemy)) return true;
    if (enemy === CSA && nf(c, s, t, CSA, C_BATT) > 0) return true;
    if (shipNsp(c, s, t, enemy) + zeroShips(c, s, t, enemy) > 0) return true;
  }
  return false;
}

/** The kinds of side's undamaged ships at n (MK_RIVER, MK_OCEAN; 0 none, or under Port Protection, 21.4.4). */
function kinds(c: UscwContent, s: S, n: number, side: number): number {
  if (portProtected(c, s, n, side)) return 0;
  if (side === CSA) return shipNsp(c, s, n, CSA) > 0 ? MK_RIVER : 0;
  return (nf(c, s, n, USA, U_RIVER) > 0 ? MK_RIVER : 0) | (nf(c, s, n, USA, U_OCEAN) > 0 ? MK_OCEAN : 0);
}

/** Call f on every water node side's stack at n projects its ZOI into (a node may come twice). */
function project(
  c: UscwContent,
  s: S,
  ctrl: Int8Array,
  n: number,
  side: number,
  f: (x: number) => void,
): void {
  const w = c.map.water;
  const k = kinds(c, s, n, side);
  if (k === 0) return;
  let coastal = false;
  for (let j = w.ofStart[n]!; j < w.ofStart[n + 1]!; j++) {
    const kind = w.kind[w.of[j]!]!;
    if (kind === W_COAST || kind === W_SPACE) coastal = true;
  }
  const enemy = 1 - side;
  for (const mask of [MK_RIVER, MK_OCEAN]) {
    if (!(k & mask)) continue;
    const into = (x: number): void => {
      if (mayEnter(c, x, mask) && !shut(c, s, ctrl, x, enemy)) f(x);
    };
    for (let j = w.ofStart[n]!; j < w.ofStart[n + 1]!; j++) {
      const u = w.of[j]!;
      if (!mayEnter(c, u, mask)) continue;
      into(u);
      // from the coast a river hexside of the own hex is the one hexside up the river (21.4.1)
      if (coastal && (w.kind[u] === W_RIVER1 || w.kind[u] === W_RIVER2)) continue;
      for (let i = w.adjStart[u]!; i < w.adjStart[u + 1]!; i++) into(w.adjTo[i]!);
    }
  }
}

/**
 * 21.4.1: out[x] has bit side set when water node x is in side's Naval ZOI. All zero in the Basic game.
 * ctrl is hex control (Coastal Forts belong to their controller).
 */
export function computeNavalZoi(c: UscwContent, s: S, ctrl: Int8Array, out: Uint8Array): void {
  out.fill(0);
  if (!optAdvancedNaval(s)) return;
  for (let n = 0; n < c.map.nn; n++)
    for (let side = USA; side <= CSA; side++) {
      const bit = 1 << side;
      project(c, s, ctrl, n, side, (x) => {
        out[x] = out[x]! | bit;
      });
    }
}

/** Does side's stack at n project its ZOI into water node x (21.4.2: who may intercept there)? */
export function stackZoiHas(
  c: UscwContent,
  s: S,
  ctrl: Int8Array,
  n: number,
  side: number,
  x: number,
): boolean {
  let hit = false;
  project(c, s, ctrl, n, side, (y) => {
    if (y === x) hit = true;
  });
  return hit;
}
