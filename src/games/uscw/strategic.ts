/**
 * Strategic Movement (15): SPs only, one at a time, the Union first (3.2). Limits per phase: rail 12/7
 * (15.2), river 3/1 (15.3), ocean 3/0 (15.4, Union only), road 1 per theater (15.5). Naval Ramp-Up
 * (S1.3): river and ocean 1 each on Turn 2, 2 on Turn 3.
 *  rail   along friendly-controlled railroad (6.5), any distance; for the Union every north-edge
 *         railroad joins the others and the Chesapeake box;
 *  river  along friendly-controlled waterways, embarking or debarking at a port; the end friendly-
 *         controlled and outside enemy land ZOI;
 *  ocean  Union ocean port to Union ocean port by sea, passing no enemy Coastal Fort, Fort, Battery or
 *         naval unit;
 *  road   within the theater along an LOC (for the Union the north-edge hexes of a theater join, and
 *         those of the East the Chesapeake box).
 * 15.6 never the last SP of a stack with Generals; the end a friendly-controlled Objective/Resource
 * hex, a space with a friendly General, or a friendly Fort, Coastal Fort, Port, Island or Town.
 * 22.1 (optional) never below the stack's total stars.
 * 21.2.6 (Advanced) the Union's Strategic Naval Redeployment is offered in its segment (navalredeploy.ts).
 * 15.1   an SP may combine the types in one Strategic Move, counting against the limit of each leg's
 *        type (rail, ocean, river, rail: 2 rail, 1 ocean, 1 river). D_SM_TO stages (G_DC): 0 the first
 *        leg, 1 arrived (stop, or choose the next leg's type), 2 the next leg of the same SP.
 */
import { CH_TURN } from '../../core/header.js';
import type { UscwContent } from './content.js';
import * as A from './actions.js';
import { derived, type Derived } from './derived.js';
import { CSA, G_CURSOR, G_DA, G_DB, G_DC, G_DECSIDE, G_SM, USA, GS_MAP } from './layout.js';
import {
  EF_RAIL,
  NF_CF,
  NF_CHESAPEAKE,
  NF_ISLAND,
  NF_NORTH_EXIT,
  NF_OBJ,
  NF_PORT,
  NF_PORT_OCEAN,
  NF_RES,
  NF_TOWN,
} from './mapmodel.js';
import { railBuilt } from './movecost.js';
import { listRedeploy, playRedeploy, resetRedeploy } from './navalredeploy.js';
import { OPT_POLITICAL_SM, opt } from './options.js';
import { clearDecision, decide } from './phase.js';
import { locEnters, navOfEdge } from './supply.js';
import {
  addMovedSp,
  fortOwner,
  gensAt,
  genRank,
  genStatus,
  removeSp,
  setMoved,
  setSp,
  sp,
  spMoved,
  hasGen,
  type S,
} from './state.js';

const gbuf = new Int32Array(64);

/** Reset the limits and start: true when the phase is over (3.2: Union, then CSA). */
export function smStep(c: UscwContent, s: S): boolean {
  const k = s[G_CURSOR]!;
  if (k === 0) {
    const t = c.tables.json.strategic;
    const turn = s[CH_TURN]!;
    const ramp = turn === 2 ? 1 : turn === 3 ? 2 : 99;
    for (const side of [USA, CSA]) {
      const lim = side === USA ? t.usa : t.csa;
      s[G_SM + side * 6] = lim.rail;
      s[G_SM + side * 6 + 1] = Math.min(lim.river, ramp);
      s[G_SM + side * 6 + 2] = Math.min(lim.ocean, ramp);
      for (let th = 0; th < 3; th++) s[G_SM + side * 6 + 3 + th] = lim.road;
    }
    resetRedeploy(s);
    s[G_CURSOR] = 1;
    return false;
  }
  if (k === 1 || k === 2) {
    const side = k === 1 ? USA : CSA;
    s[G_CURSOR] = k + 1;
    if (anySm(c, s, side) || anyRedeploy(c, s, side)) decide(s, A.D_SM, side);
    return false;
  }
  return true;
}

/** The components of each mode (rail network, friendly water, sea, LOC ground) for side. */
interface Comps {
  rail: Int32Array;
  water: Int32Array;
  road: Int32Array;
  /** The Union's joined north-edge railroads and Chesapeake box (15.2), -1 none. */
  northRail: number;
  /** Components of the Atlantic and the Gulf (joined for ocean movement, 15.4). */
  sea: [number, number];
}
let comps: Comps | undefined;
function compsOf(c: UscwContent): Comps {
  if (!comps || comps.rail.length !== c.map.nn) {
    comps = {
      rail: new Int32Array(c.map.nn),
      water: new Int32Array(c.map.water.nw),
      road: new Int32Array(c.map.nn),
      northRail: -1,
      sea: [-1, -1],
    };
  }
  return comps;
}

function label(c: UscwContent, s: S, d: Derived, side: number): Comps {
  const cc = compsOf(c);
  const m = c.map;
  const net = d.supplyOf(side).net;
  const turn = s[CH_TURN]!;
  flood(m.nn, cc.rail, (u, visit) => {
    if (!net[u]) return;
    for (let e = m.adjStart[u]!; e < m.adjStart[u + 1]!; e++) {
      const v = m.adjTo[e]!;
      if (
        net[v] &&
        railBuilt(turn, m.adjFlags[e]!) &&
        m.adjFlags[e]! & EF_RAIL &&
        navOfEdge(c, d, e, u, v) !== 1 - side
      )
        visit(v);
    }
  });
  const w = m.water;
  flood(w.nw, cc.water, (x, visit) => {
    if (d.nav[x] !== side) return;
    for (let k = w.adjStart[x]!; k < w.adjStart[x + 1]!; k++)
      if (d.nav[w.adjTo[k]!] === side) visit(w.adjTo[k]!);
  });
  flood(m.nn, cc.road, (u, visit) => {
    for (let e = m.adjStart[u]!; e < m.adjStart[u + 1]!; e++) {
      const v = m.adjTo[e]!;
      if (m.theater[v] === m.theater[u] && locEnters(c, s, d, side, u, e, v)) visit(v);
    }
  });
  // 15.2: every railroad exiting the north edge joins the others (and the Chesapeake box) for the Union
  cc.northRail = -1;
  const joined = new Set<number>();
  for (let n = 0; n < m.nn && side === USA; n++)
    if (m.flags[n]! & NF_NORTH_EXIT && net[n]) {
      joined.add(cc.rail[n]!);
      if (cc.northRail < 0) cc.northRail = cc.rail[n]!;
    }
  if (joined.size > 1) for (let n = 0; n < m.nn; n++) if (joined.has(cc.rail[n]!)) cc.rail[n] = cc.northRail;
  cc.sea = [cc.water[w.body.atlantic!]!, cc.water[w.body.gulf!]!];
  return cc;
}

function flood(n: number, lab: Int32Array, expand: (u: number, visit: (v: number) => void) => void): void {
  lab.fill(-1);
  const q = new Int32Array(n);
  let id = 0;
  for (let r = 0; r < n; r++) {
    if (lab[r] !== -1) continue;
    let qn = 0;
    q[qn++] = r;
    lab[r] = id;
    for (let qh = 0; qh < qn; qh++)
      expand(q[qh]!, (v) => {
        if (lab[v] === -1) {
          lab[v] = id;
          q[qn++] = v;
        }
      });
    id++;
  }
}

/** 15.6: a legal end space for side. */
function endOk(c: UscwContent, s: S, d: Derived, n: number, side: number): boolean {
  const f = c.map.flags[n]!;
  if (sp(c, s, n, 1 - side) > 0) return false;
  if (f & NF_CF && sp(c, s, n, side) >= 3) return false; // 10.3 stacking: 3 SPs in a Coastal Fort
  if (d.ctrl[n] === side && f & (NF_OBJ | NF_RES | NF_PORT | NF_CF | NF_ISLAND | NF_TOWN)) return true;
  if (fortOwner(c, s, n) === side) return true;
  return hasGen(c, s, n, side);
}

/** May one SP leave n by Strategic Movement (15.6, 22.1)? */
function canLeave(c: UscwContent, s: S, n: number, side: number): boolean {
  const have = sp(c, s, n, side);
  if (have === 0 || (c.map.flags[n]! & NF_CHESAPEAKE && side !== USA)) return false;
  const k = gensAt(c, s, n, side, gbuf);
  if (k > 0 && have <= 1) return false;
  if (opt(s, OPT_POLITICAL_SM)) {
    let stars = 0;
    for (let i = 0; i < k; i++) if (genStatus(c, s, gbuf[i]!) === GS_MAP) stars += genRank(c, s, gbuf[i]!);
    if (have - 1 < stars) return false;
  }
  return true;
}

/** The component a node belongs to for a mode (-1 none); water modes use its first friendly water node. */
function compOf(c: UscwContent, d: Derived, cc: Comps, side: number, n: number, mode: number): number {
  const m = c.map;
  if (mode === A.SM_RAIL) {
    if (side === USA && m.flags[n]! & NF_CHESAPEAKE) return cc.northRail;
    if (!d.supplyOf(side).net[n]) return -1;
    return side === USA && m.flags[n]! & NF_NORTH_EXIT && cc.northRail >= 0 ? cc.northRail : cc.rail[n]!;
  }
  if (mode === A.SM_RIVER || mode === A.SM_OCEAN) {
    if (mode === A.SM_OCEAN && (side !== USA || !(m.flags[n]! & NF_PORT_OCEAN))) return -1;
    const w = m.water;
    for (let k = w.ofStart[n]!; k < w.ofStart[n + 1]!; k++) {
      const x = w.of[k]!;
      if (d.nav[x] !== side) continue;
      const id = cc.water[x]!;
      if (mode === A.SM_OCEAN) return id === cc.sea[0] || id === cc.sea[1] ? cc.sea[0]! : -1;
      return id;
    }
    return -1;
  }
  return m.theater[n] === mode - A.SM_ROAD ? cc.road[n]! : -1;
}

/** Is v a legal end of a move by mode (15.3 river: outside enemy land ZOI)? */
function endFor(c: UscwContent, s: S, d: Derived, v: number, side: number, mode: number): boolean {
  if (!endOk(c, s, d, v, side)) return false;
  if ((mode === A.SM_RIVER || mode === A.SM_OCEAN) && d.zoi[v]! & (1 << (1 - side))) return false;
  return !(c.map.flags[v]! & NF_CHESAPEAKE) || side === USA;
}

/** Destinations of one SP from n by mode. River moves embark or debark at a port (15.3). */
function forEachDest(
  c: UscwContent,
  s: S,
  d: Derived,
  cc: Comps,
  side: number,
  n: number,
  mode: number,
  f: (v: number) => void,
): void {
  const id = compOf(c, d, cc, side, n, mode);
  if (id < 0) return;
  const m = c.map;
  for (let v = 0; v < m.nn; v++) {
    if (v === n || compOf(c, d, cc, side, v, mode) !== id || !endFor(c, s, d, v, side, mode)) continue;
    if (mode === A.SM_RIVER && !((m.flags[n]! | m.flags[v]!) & NF_PORT)) continue;
    f(v);
  }
}

/** Ends per (mode, component), so that a source's question "is there a destination?" is one lookup. */
function endCounts(
  c: UscwContent,
  s: S,
  d: Derived,
  cc: Comps,
  side: number,
  mode: number,
  counts: Map<number, number>,
): void {
  counts.clear();
  for (let v = 0; v < c.map.nn; v++) {
    if (!endFor(c, s, d, v, side, mode)) continue;
    const id = compOf(c, d, cc, side, v, mode);
    if (id >= 0) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
}

function modesLeft(s: S, side: number): number[] {
  const out: number[] = [];
  for (let k = 0; k < 6; k++) if (s[G_SM + side * 6 + k]! > 0) out.push(k < 3 ? k : A.SM_ROAD + (k - 3));
  return out;
}

const counts = new Map<number, number>();

/** Every (source, mode) with a destination, through `f`; stops early when `f` returns true. */
function sources(c: UscwContent, s: S, side: number, f: (n: number, mode: number) => boolean): void {
  const d = derived(c, s);
  const cc = label(c, s, d, side);
  for (const mode of modesLeft(s, side)) {
    endCounts(c, s, d, cc, side, mode, counts);
    for (let n = 0; n < c.map.nn; n++) {
      if (!canLeave(c, s, n, side)) continue;
      const id = compOf(c, d, cc, side, n, mode);
      if (id < 0) continue;
      const ends = (counts.get(id) ?? 0) - (endFor(c, s, d, n, side, mode) ? 1 : 0);
      if (ends <= 0) continue;
      if (mode === A.SM_RIVER) {
        let found = false;
        forEachDest(c, s, d, cc, side, n, mode, () => (found = true));
        if (!found) continue;
      }
      if (f(n, mode)) return;
    }
  }
}

function anySm(c: UscwContent, s: S, side: number): boolean {
  let any = false;
  sources(c, s, side, () => (any = true));
  return any;
}

const redeployBuf = new A.Out(new Int32Array(1));
function anyRedeploy(c: UscwContent, s: S, side: number): boolean {
  redeployBuf.n = 0;
  listRedeploy(c, s, side, redeployBuf);
  return redeployBuf.n > 0;
}

export function listSm(c: UscwContent, s: S, out: A.Out): void {
  const side = s[G_DECSIDE]!;
  out.push(A.enc(A.OP_DONE));
  listRedeploy(c, s, side, out); // 21.2.6 (Advanced, Union)
  sources(c, s, side, (n, mode) => {
    out.push(A.enc(A.OP_SM_FROM, n, mode));
    return false;
  });
}

export function playSm(c: UscwContent, s: S, a: number): void {
  const side = s[G_DECSIDE]!;
  if (A.opOf(a) === A.OP_DONE) {
    clearDecision(s);
    return;
  }
  if (A.opOf(a) === A.OP_NAVREDEP) {
    playRedeploy(c, s, a);
    decide(s, A.D_SM, side);
    return;
  }
  decide(s, A.D_SM_TO, side, A.xOf(a), A.yOf(a));
}

export function listSmTo(c: UscwContent, s: S, out: A.Out): void {
  const side = s[G_DECSIDE]!;
  if (s[G_DC] === 1) {
    out.push(A.enc(A.OP_DONE));
    nextLegs(c, s, side, s[G_DA]!, s[G_DB]!, (mode) => out.push(A.enc(A.OP_SM_FROM, s[G_DA]!, mode)));
    return;
  }
  const d = derived(c, s);
  const cc = label(c, s, d, side);
  forEachDest(c, s, d, cc, side, s[G_DA]!, s[G_DB]!, (v) => out.push(A.enc(A.OP_SM_TO, v)));
}

/** 15.1: the types with allowance left that take the SP at n on from there (not the type just used). */
function nextLegs(
  c: UscwContent,
  s: S,
  side: number,
  n: number,
  last: number,
  f: (mode: number) => void,
): void {
  const d = derived(c, s);
  const cc = label(c, s, d, side);
  for (const mode of modesLeft(s, side)) {
    if (mode === last) continue;
    let found = false;
    forEachDest(c, s, d, cc, side, n, mode, () => (found = true));
    if (found) f(mode);
  }
}

export function playSmTo(c: UscwContent, s: S, a: number): void {
  const side = s[G_DECSIDE]!;
  const from = s[G_DA]!;
  const mode = s[G_DB]!;
  if (s[G_DC] === 1) {
    if (A.opOf(a) === A.OP_SM_FROM) decide(s, A.D_SM_TO, side, from, A.yOf(a), 2);
    else moveOver(c, s, side);
    return;
  }
  if (s[G_DC] === 2) {
    // the same SP goes on: it is one of the moved SPs here
    const moved = spMoved(c, s, from, side);
    setSp(c, s, from, side, sp(c, s, from, side) - 1);
    setMoved(c, s, from, side, moved - 1);
  } else removeSp(c, s, from, side, 1);
  const v = A.xOf(a);
  addMovedSp(c, s, v, side, 1);
  const k = mode < A.SM_ROAD ? mode : 3 + (mode - A.SM_ROAD);
  s[G_SM + side * 6 + k] = s[G_SM + side * 6 + k]! - 1;
  let more = false;
  nextLegs(c, s, side, v, mode, () => (more = true));
  if (more) decide(s, A.D_SM_TO, side, v, mode, 1);
  else moveOver(c, s, side);
}

function moveOver(c: UscwContent, s: S, side: number): void {
  if (anySm(c, s, side)) decide(s, A.D_SM, side);
  else clearDecision(s);
}
