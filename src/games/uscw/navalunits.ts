/**
 * Naval units on the board (Advanced game, 21.2): the per-node naval words of layout.ts read and
 * written by field, the NSPs a place holds, and where a naval stack may sail in one move (21.2.4,
 * 21.2.5) over the waterway graph of mapmodel.ts.
 *
 * Union word C: River NSPs, Oceangoing NSPs, damaged River, damaged Oceangoing (4 bits each), Low on
 * Coal, Demoralized, Port Protection, then moved River and moved Oceangoing NSPs (4 bits each).
 * Confederate word D: River Flotillas, completed Ironclads, Ironclads under construction, Naval
 * Batteries, damaged Flotillas (4 bits each, counted in units), Low on Coal, Demoralized, Port
 * Protection, then moved Flotillas and moved Ironclads (4 bits each).
 */
import type { UscwContent } from './content.js';
import type { Derived } from './derived.js';
import { CSA, KEEP_C, KEEP_D, NC_PROT, ND_PROT, USA } from './layout.js';
import {
  NF_BOX,
  NF_CF,
  NF_CHESAPEAKE,
  NF_ISLAND,
  NF_PORT,
  W_BODY,
  W_COAST,
  W_RIVER1,
  W_RIVER2,
  W_SPACE,
} from './mapmodel.js';
import { navalPlaces } from './naval.js';
import { fortOwner, L, wr, type S } from './state.js';

// Union fields (word C)
export const U_RIVER = 0;
export const U_OCEAN = 4;
export const U_DRIVER = 8;
export const U_DOCEAN = 12;
export const U_COAL = 1 << 17;
export const U_DEMOR = 1 << 18;
export const U_PROT = NC_PROT;
// Confederate fields (word D)
export const C_FLOT = 0;
export const C_IRON = 4;
export const C_BUILD = 8;
export const C_BATT = 12;
export const C_DFLOT = 16;
export const C_COAL = 1 << 21;
export const C_DEMOR = 1 << 22;
export const C_PROT = ND_PROT;

/** Move-kind masks of a naval stack (OP_NAVMOVE y): River NSPs / Confederate ships, Oceangoing NSPs. */
export const MK_RIVER = 1;
export const MK_OCEAN = 2;

/**
 * 21.2.4 "No Naval Unit may be activated more than once per Action Phase": the field counting how many
 * of the undamaged ships of field f at a place have been activated this Action Phase (per unit, not
 * per place; cleared at the start of each Action Phase, initiative.ts).
 */
export function movedField(side: number, f: number): number {
  if (side === USA) return f === U_OCEAN ? 24 : 20;
  return f === C_IRON ? 28 : 24;
}

/** The Union's mover fields by move-kind mask (index mask & 3), built once (no allocation per move). */
const USA_MOVERS: readonly (readonly number[])[] = [[], [U_RIVER], [U_OCEAN], [U_RIVER, U_OCEAN]];
const CSA_MOVERS: readonly number[] = [C_FLOT, C_IRON];
const NO_MOVERS: readonly number[] = [];

/** The undamaged ship fields a naval stack of side of the kinds in mask moves (21.2.4). */
export function moverFields(side: number, mask: number): readonly number[] {
  if (side === CSA) return mask & MK_RIVER ? CSA_MOVERS : NO_MOVERS;
  return USA_MOVERS[mask & (MK_RIVER | MK_OCEAN)]!;
}

/** Side's ships of field f at n not yet activated this Action Phase (21.2.4). */
export function unmoved(c: UscwContent, s: S, n: number, side: number, f: number): number {
  return Math.max(0, nf(c, s, n, side, f) - nf(c, s, n, side, movedField(side, f)));
}

/** 21.2.4: every ship of side's stack of the kinds in mask at n has now been activated. */
export function markMoved(c: UscwContent, s: S, n: number, side: number, mask: number): void {
  for (const f of moverFields(side, mask)) setNf(c, s, n, side, movedField(side, f), nf(c, s, n, side, f));
}

/** Undamaged NSPs of side at n, of the kinds in mask, not yet activated this Action Phase (21.2.4). */
export function unmovedNsp(c: UscwContent, s: S, n: number, side: number, mask: number): number {
  return nspBy(unmoved, c, s, n, side, mask);
}

/** A count of side's ships of field f at n (all of them, or those not yet activated). */
type ShipCount = (c: UscwContent, s: S, n: number, side: number, f: number) => number;

/** NSPs of side at n of the kinds in mask, counting ships by `count` (21.6.3; CSA Ironclads are 2). */
function nspBy(count: ShipCount, c: UscwContent, s: S, n: number, side: number, mask: number): number {
  if (side === USA)
    return (
      (mask & MK_RIVER ? count(c, s, n, USA, U_RIVER) : 0) +
      (mask & MK_OCEAN ? count(c, s, n, USA, U_OCEAN) : 0)
    );
  if (!(mask & MK_RIVER)) return 0;
  return count(c, s, n, CSA, C_FLOT) + c.tables.json.naval.ironcladNsp * count(c, s, n, CSA, C_IRON);
}

const word = (c: UscwContent, n: number, side: number): number => (side === USA ? L(c).C : L(c).D) + n;

/** The count in field `f` (a bit offset) of side's naval word at n. */
export function nf(c: UscwContent, s: S, n: number, side: number, f: number): number {
  return (s[word(c, n, side)]! >>> f) & 15;
}

/** Add d to the count in field f (clamped to 0..15). */
export function addNf(c: UscwContent, s: S, n: number, side: number, f: number, d: number): void {
  const i = word(c, n, side);
  const v = Math.max(0, Math.min(15, ((s[i]! >>> f) & 15) + d));
  wr(s, i, (s[i]! & ~(15 << f)) | (v << f), side === USA ? KEEP_C : KEEP_D);
}

/** Set the count in field f to v (clamped to 0..15). */
function setNf(c: UscwContent, s: S, n: number, side: number, f: number, v: number): void {
  addNf(c, s, n, side, f, v - nf(c, s, n, side, f));
}

/** A flag bit of side's naval word at n. */
export function navFlag(c: UscwContent, s: S, n: number, side: number, bit: number): boolean {
  return (s[word(c, n, side)]! & bit) !== 0;
}

export function setNavFlag(c: UscwContent, s: S, n: number, side: number, bit: number, on: boolean): void {
  const i = word(c, n, side);
  wr(s, i, on ? s[i]! | bit : s[i]! & ~bit, side === USA ? KEEP_C : KEEP_D);
}

/** Undamaged NSPs of side's Naval Units at n, of the kinds in mask (21.6.3; CSA Ironclads are 2). */
export function shipNsp(c: UscwContent, s: S, n: number, side: number, mask = MK_RIVER | MK_OCEAN): number {
  return nspBy(nf, c, s, n, side, mask);
}

/** Damaged ships and Ironclads under construction (0 NSP, 21.6.4) of side at n. */
export function zeroShips(c: UscwContent, s: S, n: number, side: number): number {
  if (side === USA) return nf(c, s, n, USA, U_DRIVER) + nf(c, s, n, USA, U_DOCEAN);
  return nf(c, s, n, CSA, C_DFLOT) + nf(c, s, n, CSA, C_BUILD);
}

/** Does side have a Coastal Fort, Fort or Naval Battery at n (the installations of 21.6.3)? */
export function installation(c: UscwContent, s: S, d: Derived, n: number, side: number): boolean {
  if (fortOwner(c, s, n) === side) return true;
  if (c.map.flags[n]! & NF_CF && d.ctrl[n] === side) return true;
  return side === CSA && nf(c, s, n, CSA, C_BATT) > 0;
}

/** Do side's ships at n claim Port Protection this Player Action Phase (21.4.4)? */
export function portProtected(c: UscwContent, s: S, n: number, side: number): boolean {
  return navFlag(c, s, n, side, side === USA ? U_PROT : C_PROT);
}

/**
 * Undamaged NSPs of side's Naval Units at n that act at sea: none while they claim Port Protection
 * (21.4.4: no Naval Control, no ZOI, immune; 21.3.2, 21.3.3: no Naval Support, no bar on crossings).
 */
export function activeNsp(c: UscwContent, s: S, n: number, side: number, mask = MK_RIVER | MK_OCEAN): number {
  return portProtected(c, s, n, side) ? 0 : shipNsp(c, s, n, side, mask);
}

/**
 * 21.4.4: may side's Naval Units at n claim Port Protection? At a Coastal Fort side controls, or a
 * Port side controls holding side's Fort or a Naval Battery.
 */
export function portProtectionSite(c: UscwContent, s: S, d: Derived, n: number, side: number): boolean {
  const f = c.map.flags[n]!;
  if (d.ctrl[n] !== side) return false;
  if (f & NF_CF) return true;
  return (
    (f & NF_PORT) !== 0 && (fortOwner(c, s, n) === side || (side === CSA && nf(c, s, n, CSA, C_BATT) > 0))
  );
}

/** Does side hold NSPs at n that stop an enemy naval move (21.2.4: ships, forts, batteries)? */
export function guards(c: UscwContent, s: S, d: Derived, n: number, side: number): boolean {
  return shipNsp(c, s, n, side) > 0 || installation(c, s, d, n, side);
}

/** A friendly port for naval purposes: a port, Coastal Fort, box or island side controls. */
export function friendlyPort(c: UscwContent, d: Derived, n: number, side: number): boolean {
  const f = c.map.flags[n]!;
  return (f & (NF_PORT | NF_CF | NF_BOX | NF_CHESAPEAKE | NF_ISLAND)) !== 0 && d.ctrl[n] === side;
}

interface Scratch {
  readonly seen: Uint8Array;
  readonly queue: Int32Array;
  readonly dest: Uint8Array;
  /** Water of New Orleans: a naval move that enters it ends there (21.2.5). */
  readonly stopAt: Uint8Array;
  readonly oceanOk: Uint8Array;
  /** The water node a BFS reached each water node from (-1 a start), and each destination through. */
  readonly parent: Int32Array;
  readonly via: Int32Array;
  /** Water nodes touching enemy NSPs whose expansion waits for the next round (Running the Guns). */
  readonly later: Int32Array;
  /** Hops from the sea (any water node not a river hexside) to each water node; -1 unreachable. */
  readonly seaDist: Int32Array;
  /** Hatteras Inlet and Roanoke Island (-1 absent): never sailed past while enemy-held (21.13). */
  readonly outer: readonly number[];
  /** Ports a Confederate Ironclad's route passed going up a river to reach each water node (21.10). */
  readonly portsUp: Int32Array;
}
const scratches = new WeakMap<UscwContent, Scratch>();

/** Places whose coast only a dotted or dashed Tidal River Path reaches (Special Hexes, 21.2.5). */
const DOTTED_ONLY = ['Proctorville', 'Brashear City'];

/**
 * 21.2.5: where Oceangoing NSPs may sail (the seas, coastal hexes, spaces, and the Mississippi up to
 * Vicksburg); and the water of New Orleans, where a naval move stops before going further up the
 * Mississippi or out to the Gulf.
 */
function scratchOf(c: UscwContent): Scratch {
  let x = scratches.get(c);
  if (x) return x;
  const m = c.map;
  const w = m.water;
  const np = navalPlaces(c);
  const vicks = m.nodeByName.get('Vicksburg') ?? -1;
  const vRow = vicks >= 0 ? m.row[vicks]! : 99;
  const stopAt = new Uint8Array(w.nw);
  const oceanOk = new Uint8Array(w.nw);
  // a move from the Gulf passes the Forts and stops at New Orleans (the 21.2.5 example: Galveston ->
  // New Orleans, then Vicksburg next phase); a move down the river stops there before the Gulf
  const stops = [m.nodeByName.get('New Orleans') ?? -1];
  for (let v = 0; v < w.nw; v++) {
    const k = w.kind[v]!;
    let atVicks = false;
    for (let j = w.tanStart[v]!; j < w.tanStart[v + 1]!; j++) {
      if (stops.includes(w.tan[j]!)) stopAt[v] = 1;
      if (w.tan[j] === vicks) atVicks = true;
    }
    const miss = k === W_RIVER2 && w.river[v] === np.mississippi && (atVicks || w.minRow[v]! >= vRow);
    if (k === W_BODY || k === W_COAST || k === W_SPACE || miss) oceanOk[v] = 1;
  }
  // 21.2.5: Oceangoing NSPs use solid Tidal River Paths only; Proctorville and Brashear City's Gulf coast
  // are reached only by dotted/dashed ones (Special Hexes), the ones the map model can name
  for (const name of DOTTED_ONLY) {
    const n = m.nodeByName.get(name) ?? -1;
    if (n >= 0)
      for (let j = w.ofStart[n]!; j < w.ofStart[n + 1]!; j++)
        if (w.kind[w.of[j]!] === W_COAST) oceanOk[w.of[j]!] = 0;
  }
  x = {
    seen: new Uint8Array(w.nw),
    queue: new Int32Array(w.nw),
    dest: new Uint8Array(m.nn),
    parent: new Int32Array(w.nw),
    via: new Int32Array(m.nn),
    later: new Int32Array(w.nw),
    seaDist: seaDistance(c),
    outer: ['Hatteras Inlet', 'Roanoke Island'].map((name) => m.nodeByName.get(name) ?? -1),
    portsUp: new Int32Array(w.nw),
    stopAt,
    oceanOk,
  };
  scratches.set(c, x);
  return x;
}

/** 21.13 Up River: hops from the sea (every water node but a river hexside) along the waterways. */
function seaDistance(c: UscwContent): Int32Array {
  const w = c.map.water;
  const dist = new Int32Array(w.nw).fill(-1);
  const q = new Int32Array(w.nw);
  let qn = 0;
  for (let v = 0; v < w.nw; v++)
    if (w.kind[v] !== W_RIVER1 && w.kind[v] !== W_RIVER2) {
      dist[v] = 0;
      q[qn++] = v;
    }
  for (let qh = 0; qh < qn; qh++) {
    const u = q[qh]!;
    for (let k = w.adjStart[u]!; k < w.adjStart[u + 1]!; k++) {
      const v = w.adjTo[k]!;
      if (dist[v]! >= 0) continue;
      dist[v] = dist[u]! + 1;
      q[qn++] = v;
    }
  }
  return dist;
}

/** Is sailing from water node a to b going up a river (21.13: towards its source, away from the sea)? */
export function upRiver(c: UscwContent, a: number, b: number): boolean {
  const dist = scratchOf(c).seaDist;
  return dist[a]! >= 0 && dist[b]! > dist[a]!;
}

/** May a stack of these kinds sail on water node v (21.2.5)? River ships never on the open sea. */
function sails(c: UscwContent, sc: Scratch, v: number, mask: number): boolean {
  const w = c.map.water;
  if (mask & MK_OCEAN && !sc.oceanOk[v]) return false;
  if (mask & MK_RIVER && (v === w.body.atlantic || v === w.body.gulf)) return false;
  return true;
}

/** May a naval stack of the kinds in mask sail on (or project a ZOI into, 21.4.1) water node v (21.2.5)? */
export function mayEnter(c: UscwContent, v: number, mask: number): boolean {
  return sails(c, scratchOf(c), v, mask);
}

/**
 * The places a naval stack of side at `from`, of the kinds in mask, may end one move (21.2.4): along
 * water it may use, any distance, stopping on entering water that touches enemy NSPs (the naval
 * battle is fought there: only the enemy's place is a destination) and at New Orleans unless it
 * starts there or at Forts St. Philip/Jackson (21.2.5). An enemy-held Hatteras Inlet or Roanoke
 * Island is never sailed past (21.13). With `run` (a naval move, 21.13) the stack may also sail on
 * past water touching enemy NSPs, Running the Guns: such water is expanded in a later round, so
 * every destination is reached through the fewest guarded waters, then the fewest hops. A move
 * (`move`, not a Supply Path) of a Confederate stack with completed Ironclads passes at most one Port
 * going up a river (21.10). Writes the destinations into out (land nodes) and returns their count;
 * navalPath gives the route.
 */
export function navalReach(
  c: UscwContent,
  s: S,
  d: Derived,
  from: number,
  side: number,
  mask: number,
  out: Int32Array,
  run = false,
  move = true,
): number {
  return reachWith(c, s, d, { from, side, mask, run, iron: move && ironMoves(c, s, from, side) }, out);
}

/**
 * 21.10: does side's naval stack at `from` move with completed Ironclads (its unmoved ships, or all of
 * them when none is unmoved: moving on, a retreat)?
 */
export function ironMoves(c: UscwContent, s: S, from: number, side: number): boolean {
  return (
    side === CSA &&
    nf(c, s, from, CSA, C_IRON) > 0 &&
    (unmoved(c, s, from, CSA, C_IRON) > 0 || unmoved(c, s, from, CSA, C_FLOT) === 0)
  );
}

/**
 * The route of a naval move (21.13: Running the Guns allowed) whose Ironclad restriction (21.10) was
 * fixed when the move began (`iron`): the same destinations and routes as navalReach then, whatever
 * ships the stack dropped off since (21.2.4).
 */
export function navalRoute(
  c: UscwContent,
  s: S,
  d: Derived,
  mv: { from: number; side: number; mask: number; iron: boolean },
  out: Int32Array,
): number {
  return reachWith(c, s, d, { ...mv, run: true }, out);
}

/**
 * Side's places that bar an enemy naval move at t (it stops there for a battle, or never passes):
 * enemy ships, Forts, Coastal Forts or Batteries (21.2.4), an enemy-held Hatteras Inlet or Roanoke
 * Island (21.13).
 */
export function barred(c: UscwContent, s: S, d: Derived, t: number, side: number): boolean {
  return guards(c, s, d, t, 1 - side) || (scratchOf(c).outer.includes(t) && d.ctrl[t] === 1 - side);
}

/**
 * 21.2.8: the places a Naval Leader of side at `from` moving alone may reach over the water a stack of
 * the kinds in mask may use (21.2.5; mask 0: any water either kind may use): he never Runs the Guns
 * (water touching enemy NSPs is a dead end, as in a move without `run`) and never enters water in the
 * enemy's Naval ZOI (21.4.1, `nzoi`). Writes the destinations into out (enemy places among them) and
 * returns their count.
 */
export function soloReach(
  c: UscwContent,
  s: S,
  d: Derived,
  from: number,
  side: number,
  mask: number,
  out: Int32Array,
): number {
  return reachWith(c, s, d, { from, side, mask, run: false, iron: false, zoi: 1 << (1 - side) }, out);
}

interface Reach {
  readonly from: number;
  readonly side: number;
  readonly mask: number;
  readonly run: boolean;
  readonly iron: boolean;
  /** The enemy's bit of Derived.nzoi: water in its Naval ZOI is never entered (21.2.8); 0 none. */
  readonly zoi?: number;
}

function reachWith(c: UscwContent, s: S, d: Derived, r: Reach, out: Int32Array): number {
  const { from, side, mask, run } = r;
  const w = c.map.water;
  const sc = scratchOf(c);
  sc.seen.fill(0);
  sc.dest.fill(0);
  const q: Bfs = { qh: 0, qn: 0, nd: 0, cur: -1, iron: r.iron, zoi: d.nzoi, zbit: r.zoi ?? 0 };
  for (let k = w.ofStart[from]!; k < w.ofStart[from + 1]!; k++) {
    const v = w.of[k]!;
    if (!sails(c, sc, v, mask)) continue;
    sc.seen[v] = 1;
    sc.parent[v] = -1;
    sc.portsUp[v] = 0;
    sc.queue[q.qn++] = v;
  }
  // a stack that starts at New Orleans or the Forts has made its stop (21.2.5)
  const exempt = c.map.name[from] === 'New Orleans' || c.map.name[from] === 'Forts St. Philip/Jackson';
  const blocks = (t: number): boolean => t !== from && barred(c, s, d, t, side);
  for (;;) {
    let nl = 0;
    while (q.qh < q.qn) {
      const u = sc.queue[q.qh++]!;
      q.cur = u;
      let guarded = false;
      let outer = false;
      for (let j = w.tanStart[u]!; j < w.tanStart[u + 1]!; j++) {
        const t = w.tan[j]!;
        if (!blocks(t)) continue;
        guarded = true;
        if (sc.outer.includes(t)) outer = true;
        mark(sc, from, q, out, t);
      }
      if (guarded) {
        if (run && !outer) sc.later[nl++] = u;
        continue;
      }
      onward(c, sc, q, from, out, u, mask, exempt, blocks);
    }
    if (nl === 0) return q.nd;
    // 21.13: the next round sails on past the guarded water reached in this one
    for (let i = 0; i < nl; i++) {
      q.cur = sc.later[i]!;
      onward(c, sc, q, from, out, q.cur, mask, exempt, blocks);
    }
  }
}

interface Bfs {
  qh: number;
  qn: number;
  nd: number;
  /** The water node being expanded (the route's last node to the places it marks). */
  cur: number;
  /** A Confederate stack with completed Ironclads moves (21.10: one Port passed up a river). */
  readonly iron: boolean;
  /** The Naval ZOIs by water node and the bit of the one never entered (21.2.8; 0: none). */
  readonly zoi: Uint8Array;
  readonly zbit: number;
}

/** May the search enter water node v (a Naval Leader moving alone never enters the enemy's ZOI, 21.2.8)? */
const opens = (q: Bfs, v: number): boolean => (q.zoi[v]! & q.zbit) === 0;

function mark(sc: Scratch, from: number, q: Bfs, out: Int32Array, t: number): void {
  if (t === from || sc.dest[t]) return;
  sc.dest[t] = 1;
  sc.via[t] = q.cur;
  out[q.nd++] = t;
}

/** Water node u is passed: its unguarded places are destinations, and the move goes on from it. */
function onward(
  c: UscwContent,
  sc: Scratch,
  q: Bfs,
  from: number,
  out: Int32Array,
  u: number,
  mask: number,
  exempt: boolean,
  blocks: (t: number) => boolean,
): void {
  const w = c.map.water;
  for (let j = w.tanStart[u]!; j < w.tanStart[u + 1]!; j++)
    if (!blocks(w.tan[j]!)) mark(sc, from, q, out, w.tan[j]!);
  if (sc.stopAt[u] && !exempt && !isOwn(c, from, u)) return;
  // 21.2.5: Oceangoing NSPs sail the All-Sea areas, round Florida between the Atlantic and the Gulf
  // (20.3.5: no delay between them); River ships never enter either (sails)
  const sea = u === w.body.atlantic ? w.body.gulf : u === w.body.gulf ? w.body.atlantic : undefined;
  if (sea !== undefined && !sc.seen[sea] && sails(c, sc, sea, mask) && opens(q, sea)) {
    sc.seen[sea] = 1;
    sc.parent[sea] = u;
    sc.queue[q.qn++] = sea;
  }
  for (let k = w.adjStart[u]!; k < w.adjStart[u + 1]!; k++) {
    const v = w.adjTo[k]!;
    if (sc.seen[v] || !sails(c, sc, v, mask) || !opens(q, v)) continue;
    if (q.iron && !ironStep(c, sc, from, u, v)) continue;
    sc.seen[v] = 1;
    sc.parent[v] = u;
    sc.queue[q.qn++] = v;
  }
}

/**
 * 21.10 MOVEMENT: "Confederate Ironclads that move up a Navigable River may not pass more than one
 * Port per activation (so they could reach a second Port during movement)"; down rivers and along
 * Tidal River Paths they move freely. Sailing from water node u to v up a river passes every Port
 * beside u but not beside v (the port of origin excepted); false when that makes a second Port.
 */
function ironStep(c: UscwContent, sc: Scratch, from: number, u: number, v: number): boolean {
  const w = c.map.water;
  let p = sc.portsUp[u]!;
  if (upRiver(c, u, v) && (w.kind[v] === W_RIVER1 || w.kind[v] === W_RIVER2))
    for (let j = w.tanStart[u]!; j < w.tanStart[u + 1]!; j++) {
      const t = w.tan[j]!;
      if (t !== from && c.map.flags[t]! & NF_PORT && !isOwn(c, t, v)) p++;
    }
  sc.portsUp[v] = p;
  return p <= 1;
}

/**
 * The water nodes of the route the last navalReach call found to destination `to` (a shortest one,
 * first node first) into out; returns their count (0 when `to` was not a destination).
 */
export function navalPath(c: UscwContent, to: number, out: Int32Array): number {
  const sc = scratchOf(c);
  if (!sc.dest[to]) return 0;
  let k = 0;
  for (let u = sc.via[to]!; u >= 0; u = sc.parent[u]!) out[k++] = u;
  out.subarray(0, k).reverse();
  return k;
}

/** Is water node u one of land node n's own? */
function isOwn(c: UscwContent, n: number, u: number): boolean {
  const w = c.map.water;
  for (let k = w.ofStart[n]!; k < w.ofStart[n + 1]!; k++) if (w.of[k] === u) return true;
  return false;
}
