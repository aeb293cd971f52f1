/**
 * 21.12 NAVAL BATTERY, 21.10 Naval Batteries (Advanced game): the Confederate player may spend a Special
 * Action Card (an Any card or one of the theater where the Battery starts) to reposition one Naval
 * Battery to a different friendly-controlled Port, Fort, Coastal Fort or Entrenchment to which a LOC
 * (13.5.3) can be traced from its present place. It moves at once (on its way it blocks no Union Naval
 * Control). OP_BATTMOVE x the Battery's place opens D_BATTMOVE; OP_BATTDEST x the new place.
 *
 * 21.10: a Battery may not move by land, but may be moved by Rail Movement (5.4.2, 10 MPs) or Naval
 * Transport, each counting as moving 1 SP: OP_BATTCARRY x its place, y 0 by rail (1 AP or a card, as an
 * activation; one of the 2 SPs of the Rail Movement Bonus this Action Phase), y 1 by River Transport
 * (20.3.4: 1 AP or a card; the Confederate player has no Ocean Transport), never to an enemy place;
 * OP_BATTCARRYTO x the new place. Reading `read-21.10-battery-end` (default off): it ends only in a
 * friendly Port, Fort, Coastal Fort or Entrenchment (where 21.10 places and repositions Batteries);
 * on: in any friendly place the move reaches.
 */
import { canPay, cardFor, pay } from './common.js';
import type { UscwContent } from './content.js';
import * as A from './actions.js';
import { derived, type Derived } from './derived.js';
import { CSA, G_DA, G_DB, G_RAILBONUS } from './layout.js';
import { railReach } from './move.js';
import { OPT_BATT_ANY_END, opt } from './options.js';
import { navalTargets } from './transport.js';
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

/** 21.10: modes of OP_BATTCARRY (y). */
const BY_RAIL = 0;
const BY_SHIP = 1;

/** 21.10: the places a Battery at n may be carried to by mode (f(v) each, v never n). */
function forEachCarry(c: UscwContent, s: S, n: number, mode: number, f: (v: number) => void): void {
  const d = derived(c, s);
  const any = opt(s, OPT_BATT_ANY_END);
  const end = (v: number): void => {
    if (v !== n && d.ctrl[v] === CSA && (any || batterySite(c, s, d, v))) f(v);
  };
  if (mode === BY_RAIL) railReach(c, s, d, CSA, n, end);
  else navalTargets(c, s, CSA, n, (v, assault) => void (assault || end(v)));
}

/** 21.10: Batteries the Confederate player may move by rail or River Transport (OP_BATTCARRY). */
export function listBatteryCarries(c: UscwContent, s: S, side: number, out: A.Out): void {
  if (!optAdvancedNaval(s) || side !== CSA) return;
  for (let n = 0; n < c.map.nn; n++) {
    if (nf(c, s, n, CSA, C_BATT) === 0 || !canPay(s, CSA, c.map.theater[n]!)) continue;
    for (const mode of [BY_RAIL, BY_SHIP]) {
      if (mode === BY_RAIL && s[G_RAILBONUS]! >= 2) continue; // 5.4.2: 2 SPs a phase
      let some = false;
      forEachCarry(c, s, n, mode, () => (some = true));
      if (some) out.push(A.enc(A.OP_BATTCARRY, n, mode));
    }
  }
}

/** D_BATTCARRY: where the Battery at G_DA may go by the mode G_DB. */
export function listCarryDest(c: UscwContent, s: S, out: A.Out): void {
  forEachCarry(c, s, s[G_DA]!, s[G_DB]!, (v) => void out.push(A.enc(A.OP_BATTCARRYTO, v)));
}

/** Pay 1 AP (or a card), count the SP against Rail Movement's limit by rail, and move one Battery. */
export function playCarryDest(c: UscwContent, s: S, a: number): void {
  const from = s[G_DA]!;
  const mode = s[G_DB]!;
  const to = A.xOf(a);
  clearDecision(s);
  pay(s, CSA, c.map.theater[from]!);
  if (mode === BY_RAIL) s[G_RAILBONUS] = s[G_RAILBONUS]! + 1;
  addNf(c, s, from, CSA, C_BATT, -1);
  addNf(c, s, to, CSA, C_BATT, 1);
}
