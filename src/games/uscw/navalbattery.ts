/**
 * 21.12 NAVAL BATTERY, 21.10 Naval Batteries (Advanced game): the Confederate player may spend a Special
 * Action Card (an Any card or one of the theater where the Battery starts) to reposition one Naval
 * Battery to a different friendly-controlled Port, Fort, Coastal Fort or Entrenchment to which a LOC
 * (13.5.3) can be traced from its present place. It moves at once (on its way it blocks no Union Naval
 * Control). OP_BATTMOVE x the Battery's place opens D_BATTMOVE; OP_BATTDEST x the new place.
 * Not built: moving Batteries by rail or Naval Transport (each as 1 SP).
 */
import { cardFor } from './common.js';
import type { UscwContent } from './content.js';
import * as A from './actions.js';
import { derived, type Derived } from './derived.js';
import { CSA, G_DA } from './layout.js';
import { NF_CF, NF_PORT } from './mapmodel.js';
import { C_BATT, addNf, nf } from './navalunits.js';
import { optAdvancedNaval } from './options.js';
import { clearDecision } from './phase.js';
import { locEnters } from './supply.js';
import { addCard, entrench, fortOwner, type S } from './state.js';

let seen: Uint8Array | undefined;
let queue: Int32Array | undefined;

/** Is v a place a Battery may be repositioned to (21.10: a friendly Port, Fort, Coastal Fort, Entrenchment)? */
function batterySite(c: UscwContent, s: S, d: Derived, v: number): boolean {
  if (d.ctrl[v] !== CSA) return false;
  return (
    (c.map.flags[v]! & (NF_PORT | NF_CF)) !== 0 || fortOwner(c, s, v) === CSA || entrench(c, s, v) === CSA
  );
}

/** The places a Battery at n may be repositioned to, by a LOC from n (f(v) each; true stops). */
function forEachSite(c: UscwContent, s: S, n: number, f: (v: number) => boolean | void): void {
  const m = c.map;
  const d = derived(c, s);
  if (!seen || seen.length !== m.nn) {
    seen = new Uint8Array(m.nn);
    queue = new Int32Array(m.nn);
  }
  const q = queue!;
  seen.fill(0);
  seen[n] = 1;
  q[0] = n;
  let qh = 0;
  let qn = 1;
  while (qh < qn) {
    const u = q[qh++]!;
    for (let e = m.adjStart[u]!; e < m.adjStart[u + 1]!; e++) {
      const v = m.adjTo[e]!;
      if (seen[v] || !locEnters(c, s, d, CSA, u, e, v)) continue;
      seen[v] = 1;
      q[qn++] = v;
      if (batterySite(c, s, d, v) && f(v) === true) return;
    }
  }
}

/** 21.12: the Batteries the Confederate player may reposition with a card (OP_BATTMOVE). */
export function listBatteryMoves(c: UscwContent, s: S, side: number, out: A.Out): void {
  if (!optAdvancedNaval(s) || side !== CSA) return;
  for (let n = 0; n < c.map.nn; n++) {
    if (nf(c, s, n, CSA, C_BATT) === 0 || cardFor(s, CSA, c.map.theater[n]!) < 0) continue;
    let any = false;
    forEachSite(c, s, n, () => (any = true));
    if (any) out.push(A.enc(A.OP_BATTMOVE, n));
  }
}

/** D_BATTMOVE: where the Battery at G_DA may go. */
export function listBatteryDest(c: UscwContent, s: S, out: A.Out): void {
  forEachSite(c, s, s[G_DA]!, (v) => void out.push(A.enc(A.OP_BATTDEST, v)));
}

/** Spend the card (the theater's, else Any) and move one Battery. */
export function playBatteryDest(c: UscwContent, s: S, a: number): void {
  const from = s[G_DA]!;
  const to = A.xOf(a);
  clearDecision(s);
  addCard(s, CSA, cardFor(s, CSA, c.map.theater[from]!), -1);
  addNf(c, s, from, CSA, C_BATT, -1);
  addNf(c, s, to, CSA, C_BATT, 1);
}
