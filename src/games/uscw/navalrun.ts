/**
 * The route of a naval move in the Advanced game (21.2.4), walked water node by water node:
 *  - 21.13 Running the Guns: sailing through water beside a place where the enemy has NSPs (ships, a
 *    Fort, a Coastal Fort, a Battery) without ending there runs its guns (21.6.1: a different hex on
 *    the same hexside), before any battle. Only the non-phasing player rolls, on the column of his
 *    NSPs at -2, twice (results added) when the route goes up a river at that water; 0-NSP units do
 *    not fire. Sunk: Union NSPs to the Naval Pool, CSA units removed; damaged: back to the port of
 *    origin; up a river each diamond turns one undamaged unit back to the port of origin unharmed.
 *    Ships that would have to pass an earlier enemy Fort, CF, Battery or ship to get back are
 *    eliminated instead. The survivors may go on. A Fort or Battery beside several hexsides of one
 *    river is fought once a move; beside two rivers (Dover), once on each.
 *  - 21.4.2 Naval Interception where the route enters the enemy's Naval ZOI (`interceptAt`).
 *  - 21.6.8 a beaten or tied attacker that ran the guns on its way sails back to its port of origin
 *    running them again (`retreat`): its damaged ships are eliminated, ships damaged on the way back
 *    are sunk, ships turned back are eliminated.
 * A move that drops off ships on its way (21.2.4, navaldrop.ts) walks its route in legs (`sailLeg`):
 * between legs the stack waits at its origin; each guard still fires once a move (the guards of the
 * earlier legs are counted again when a leg opens) and the units turned back stay turned back.
 * The route is a shortest one through the fewest guarded waters (navalReach, automated). A stack that
 * runs the guns leaves its damaged ships at the origin (21.2.4 lets it drop units; automated). The
 * hits of Running the Guns are placed as a battle's (Oceangoing first; CSA Ironclads first, with their
 * 4-6 save); turned-back units are Oceangoing first, CSA Flotillas first (automated).
 */
import { d6 } from './common.js';
import type { UscwContent } from './content.js';
import { derived, type Derived } from './derived.js';
import { CSA, G_NAVPOOL, USA } from './layout.js';
import { W_RIVER1, W_RIVER2 } from './mapmodel.js';
import { damage, displaceLeaders, leaderAt, moveShips, sink } from './navaladv.js';
import { forceFires, forceNsp, navalDice, navalInterception, runGuns, type GunsRun } from './navalbattle.js';
import {
  C_BATT,
  C_BUILD,
  C_DFLOT,
  C_FLOT,
  C_IRON,
  MK_OCEAN,
  MK_RIVER,
  U_DOCEAN,
  U_DRIVER,
  U_OCEAN,
  U_RIVER,
  addNf,
  guards,
  ironMoves,
  markMoved,
  movedField,
  moverFields,
  navalPath,
  navalRoute,
  nf,
  portProtected,
  shipNsp,
  upRiver,
  zeroShips,
} from './navalunits.js';
import { leadersSail } from './navalleader.js';
import { stackZoiHas } from './navalzoi.js';
import { NF_CF, NF_PORT_OCEAN } from './mapmodel.js';
import { OPT_BAY_SKIP, opt } from './options.js';
import { entrench, fortOwner, marker, type S } from './state.js';

/** The defender's NSPs at v (21.6.3, 21.6.4). */
export function defenderNsp(
  c: UscwContent,
  s: S,
  d: Derived,
  v: number,
  side: number,
): { nsp: number; fires: boolean } {
  // 21.4.4: ships claiming Port Protection are immune from enemy Naval Units: they do not fight
  const prot = portProtected(c, s, v, side);
  const f = {
    ships: prot ? 0 : shipNsp(c, s, v, side),
    cf: (c.map.flags[v]! & NF_CF) !== 0 && d.ctrl[v] === side,
    fort: fortOwner(c, s, v) === side,
    batteries: side === CSA ? nf(c, s, v, CSA, C_BATT) : 0,
    zero:
      (!prot && zeroShips(c, s, v, side) > 0) ||
      entrench(c, s, v) === side ||
      unionPortMarker(c, s, d, v, side),
  };
  return { nsp: forceNsp(c, f), fires: forceFires(c, f) };
}

/**
 * 21.6.4: a Union Control marker in an Ocean Port that is a Union Primary Supply Source (13.3.1) is a
 * 0-NSP unit (the blockading squadrons; W69: Cottonclads against a Union-held Galveston).
 */
function unionPortMarker(c: UscwContent, s: S, d: Derived, v: number, side: number): boolean {
  return (
    side === USA &&
    marker(c, s, v) === USA &&
    (c.map.flags[v]! & NF_PORT_OCEAN) !== 0 &&
    d.supplyOf(USA).source[v] === 1
  );
}

/**
 * 21.6.1: a naval move ending where `enemy` has NSPs is a Naval Battle; 0-NSP units count (21.2.1:
 * anything of at least 0 NSP is a NSP; 21.6.4: one of them fires on the 0 column).
 */
export function navalTarget(c: UscwContent, s: S, d: Derived, v: number, enemy: number): boolean {
  return defenderNsp(c, s, d, v, enemy).fires;
}

/** One move's walk. */
interface Walk {
  readonly from: number;
  readonly to: number;
  readonly side: number;
  readonly mask: number;
  readonly retreat: boolean;
  /** Guards run so far: place * 1000 + river + 1 (21.13 multiple hexsides, two rivers). */
  readonly fought: number[];
  /** Units turned back at the first guard, by field (restored at the origin at the end). */
  readonly held: number[];
}

const reach = new Int32Array(4096);
const path = new Int32Array(4096);

/** Roll k dice. */
export function dice(s: S, k: number): number {
  let t = 0;
  for (let i = 0; i < k; i++) t += d6(s);
  return t;
}

/** The undamaged units of the moving stack still at the origin (Union NSPs; CSA Flotillas and Ironclads). */
function units(c: UscwContent, s: S, r: Walk): number {
  if (r.side === USA) return shipNsp(c, s, r.from, USA, r.mask);
  return nf(c, s, r.from, CSA, C_FLOT) + nf(c, s, r.from, CSA, C_IRON);
}

/** Fields of damaged or under-construction ships (the ones sent back to the origin). */
const brokenFields = (side: number): number[] => (side === USA ? [U_DRIVER, U_DOCEAN] : [C_DFLOT, C_BUILD]);

/** Eliminate k of side's ships in field f at n (Union NSPs to the Naval Pool, 21.13). */
function eliminate(c: UscwContent, s: S, n: number, side: number, f: number, k: number): void {
  if (k <= 0) return;
  addNf(c, s, n, side, f, -k);
  if (side === USA) {
    const ocean = f === U_OCEAN || f === U_DOCEAN ? 1 : 0;
    s[G_NAVPOOL + ocean] = s[G_NAVPOOL + ocean]! + k;
  }
}

/** 21.13: apply one guard's fire to the moving stack at the origin. */
function applyRun(c: UscwContent, s: S, r: Walk, res: GunsRun, first: boolean): void {
  const back = !first || r.retreat;
  const before = brokenFields(r.side).map((f) => nf(c, s, r.from, r.side, f));
  sink(c, s, r.from, r.side, res.sunk, r.mask);
  damage(c, s, r.from, r.side, res.damaged, r.mask);
  // damaged ships that would pass an earlier guard going home (or are retreating) are lost
  if (back)
    brokenFields(r.side).forEach((f, i) =>
      eliminate(c, s, r.from, r.side, f, nf(c, s, r.from, r.side, f) - before[i]!),
    );
  const order = r.side === USA ? [U_OCEAN, U_RIVER] : [C_FLOT, C_IRON];
  for (let i = 0; i < res.turnedBack; i++) {
    const f = order.find((x) => nf(c, s, r.from, r.side, x) > 0 && (r.side === CSA || r.mask & fieldMask(x)));
    if (f === undefined) return;
    if (back) eliminate(c, s, r.from, r.side, f, 1);
    else {
      addNf(c, s, r.from, r.side, f, -1);
      r.held[f] = r.held[f]! + 1;
    }
  }
}

const fieldMask = (f: number): number => (f === U_OCEAN ? MK_OCEAN : MK_RIVER);

/**
 * 21.13: the key (place * 1000 + river + 1) of the enemy guard on place t beside route water u, or -1
 * when t fires on nothing there (the move's own origin or goal, or no enemy guard).
 */
function guardKey(
  c: UscwContent,
  s: S,
  m: { readonly from: number; readonly to: number; readonly side: number },
  t: number,
  u: number,
): number {
  if (t === m.from || t === m.to || !guards(c, s, derived(c, s), t, 1 - m.side)) return -1;
  return t * 1000 + c.map.water.river[u]! + 1;
}

/** 21.13: the stack runs the guns of every enemy guard beside water node u (not its origin or goal). */
function runAt(c: UscwContent, s: S, r: Walk, u: number, up: boolean): void {
  const w = c.map.water;
  const enemy = 1 - r.side;
  for (let j = w.tanStart[u]!; j < w.tanStart[u + 1]!; j++) {
    const t = w.tan[j]!;
    const d = derived(c, s);
    const key = guardKey(c, s, r, t, u);
    if (key < 0 || r.fought.includes(key)) continue;
    const first = r.fought.length === 0;
    r.fought.push(key);
    // 21.6.8: damaged ships that must run the guns in a Naval Retreat are eliminated
    if (first && r.retreat)
      for (const f of brokenFields(r.side)) if (f !== C_BUILD) eliminateMasked(c, s, r, f);
    const nsp = defenderNsp(c, s, d, t, enemy).nsp;
    const k = units(c, s, r);
    if (nsp <= 0 || k === 0) continue;
    const n = navalDice(c, nsp);
    const rolls = up ? [dice(s, n), dice(s, n)] : [dice(s, n)];
    applyRun(c, s, r, runGuns(c, nsp, k, up, rolls), first);
  }
}

/** Eliminate the moving stack's damaged ships of field f (Union: only of the stack's kinds). */
function eliminateMasked(c: UscwContent, s: S, r: Walk, f: number): void {
  if (r.side === USA && !(r.mask & (f === U_DOCEAN ? MK_OCEAN : MK_RIVER))) return;
  eliminate(c, s, r.from, r.side, f, nf(c, s, r.from, r.side, f));
}

/** Is water node u one of land node n's own? */
function touches(c: UscwContent, n: number, u: number): boolean {
  const w = c.map.water;
  for (let k = w.ofStart[n]!; k < w.ofStart[n + 1]!; k++) if (w.of[k] === u) return true;
  return false;
}

/**
 * 21.4.2 Naval Interception at water node u of the route, when it is in the enemy's Naval ZOI. A
 * one-node enclosed bay of the map model (Pamlico Sound, Mobile Bay, Galveston Bay: no place beside
 * it) is an interception point too: the battle is fought at the place where the route leaves the bay
 * (`spot`, the next node's place, or the goal); reading `read-21.4.2-bay-skip` makes it none:
 * every enemy stack projecting its ZOI there tries (the non-phasing player always does, automated):
 * 2d6 >= 7, +1 with a Union Naval Leader, -1 with a Confederate Ironclad; automatic from a Coastal
 * Fort's port into the fort both held by the interceptor (21.4.2, 10.3.2). Successful stacks sail to
 * the place beside that water (their damaged ships with them, never Ironclads under construction) and
 * the move ends there in a Naval Battle; at the destination they reinforce its defenders. Returns the
 * battle's place, -1 none.
 */
function interceptAt(c: UscwContent, s: S, r: Walk, d: Derived, u: number, spot: number): number {
  const enemy = 1 - r.side;
  if (touches(c, r.from, u) || !(d.nzoi[u]! & (1 << enemy))) return -1;
  if (c.map.water.tanStart[u] === c.map.water.tanStart[u + 1] && opt(s, OPT_BAY_SKIP)) return -1;
  const at = spot;
  let any = false;
  for (let n = 0; n < c.map.nn; n++) {
    if (n === at || !stackZoiHas(c, s, d.ctrl, n, enemy, u)) continue;
    const auto = c.map.cfPort[at] === n && d.ctrl[at] === enemy && d.ctrl[n] === enemy;
    const roll = d6(s) + d6(s);
    const leader = enemy === USA && leaderAt(c, s, n, USA) >= 0;
    if (!auto && !navalInterception(roll, leader, enemy === CSA && nf(c, s, n, CSA, C_IRON) > 0)) continue;
    markMoved(c, s, n, enemy, MK_RIVER | MK_OCEAN);
    moveShips(c, s, n, at, enemy, MK_RIVER | MK_OCEAN, false, false);
    leadersSail(c, s, n, at, enemy, false);
    any = true;
  }
  return any ? at : -1;
}

/**
 * Where an interception at the route's i-th water node (of k) is fought: the goal at the last node;
 * else the node's place; at a one-node bay (no place beside it, 21.4.2) the place where the route
 * leaves it (the next node's, the goal when that is the last or has none).
 */
function spotOf(c: UscwContent, to: number, i: number, k: number): number {
  const w = c.map.water;
  const placeOf = (u: number): number => (w.tanStart[u] === w.tanStart[u + 1] ? -1 : w.tan[w.tanStart[u]!]!);
  if (i === k - 1) return to;
  const here = placeOf(path[i]!);
  if (here >= 0) return here;
  const next = i + 1 === k - 1 ? to : placeOf(path[i + 1]!);
  return next >= 0 ? next : to;
}

const isRiver = (c: UscwContent, u: number): boolean =>
  c.map.water.kind[u] === W_RIVER1 || c.map.water.kind[u] === W_RIVER2;

/** Where a sailed move ended (-1: no ship got through) and whether it ran any guns. */
export interface Sailed {
  readonly at: number;
  readonly ran: boolean;
}

/**
 * Sail side's stack of the kinds in mask from `from` towards `to` (a navalReach destination with
 * `run`): Running the Guns and Naval Interception along the route, then the surviving undamaged ships
 * (with their damaged mates when no guns were run, and their Naval Leader) move to where the move
 * ends (`to`, or an interception point). `retreat`: a Naval Retreat (21.6.8), never intercepted;
 * `leaveDamaged`: the damaged ships stay at `from` (moving on after a 2:1 win, 21.2.4).
 */
export function sailRoute(
  c: UscwContent,
  s: S,
  from: number,
  to: number,
  side: number,
  mask: number,
  retreat = false,
  leaveDamaged = false,
): Sailed {
  // 21.2.4: a new activation moves only the ships not yet activated this Action Phase
  const parked = retreat || leaveDamaged ? [] : park(c, s, from, side, mask);
  const v = newVoyage(c, s, { from, to, side, mask }, leaveDamaged, retreat);
  const leg = openLeg(c, s, v, parked, new Array<number>(24).fill(0));
  const at = walkLeg(c, s, leg, leg.k - 1);
  return closeVoyage(c, s, leg, at === SAILED ? to : at);
}

/**
 * A naval move under way whose route is walked in legs (21.2.4: the stack may drop off Naval Units at
 * places it passes, between legs): its route and the 21.10 Ironclad restriction are fixed when it
 * begins (`iron`); `done` route nodes were walked by the earlier legs.
 */
export interface Voyage {
  readonly from: number;
  readonly to: number;
  readonly side: number;
  readonly mask: number;
  readonly retreat: boolean;
  readonly leaveDamaged: boolean;
  readonly iron: boolean;
  readonly done: number;
}

/**
 * A new voyage of side's stack of the kinds in mask at `from` for `to` (21.10's Ironclad restriction
 * fixed as it begins); `leaveDamaged` when it moves on after a 2:1 win (21.2.4); `retreat` a Naval
 * Retreat (21.6.8).
 */
export function newVoyage(
  c: UscwContent,
  s: S,
  mv: { from: number; to: number; side: number; mask: number },
  leaveDamaged: boolean,
  retreat = false,
): Voyage {
  return { ...mv, retreat, leaveDamaged, iron: ironMoves(c, s, mv.from, mv.side), done: 0 };
}

/** One leg's walk, its route's length, and the activated ships set aside at the origin. */
interface Leg {
  readonly r: Walk;
  readonly v: Voyage;
  readonly k: number;
  readonly parked: number[];
}

/** walkLeg: the leg sailed through (no interception, some ships left). */
const SAILED = -2;

/**
 * Open a leg of voyage v: its route (into `path`), the guards the earlier legs ran (21.13: each once a
 * move), the units turned back on them (`held`, set aside).
 */
function openLeg(c: UscwContent, s: S, v: Voyage, parked: number[], held: number[]): Leg {
  const r: Walk = { ...v, fought: [], held };
  const k = routeOf(c, s, v);
  const w = c.map.water;
  for (let i = 0; i < v.done; i++)
    for (let j = w.tanStart[path[i]!]!; j < w.tanStart[path[i]! + 1]!; j++) {
      const key = guardKey(c, s, v, w.tan[j]!, path[i]!);
      if (key >= 0 && !r.fought.includes(key)) r.fought.push(key);
    }
  return { r, v, k, parked };
}

/** The end of a leg: the voyage's end (`sailed`), or, when it goes on, the units turned back so far. */
export interface LegEnd {
  readonly sailed?: Sailed;
  /** The units turned back so far, 4 bits a mover field (they wait at the origin, activated). */
  readonly held: number;
}

/**
 * 21.2.4: sail voyage v's next leg, through route node `last` (-1: to the goal, where the voyage
 * ends). `held`: the units turned back on its earlier legs. The voyage ends early when no ship gets
 * through or an interception stops it; else, short of the goal, the moving stack waits at its origin
 * (its place on the board between legs) with its activated mates and the units turned back.
 */
export function sailLeg(c: UscwContent, s: S, v: Voyage, held: number, last: number): LegEnd {
  const { from, side } = v;
  const fields = moverFields(side, MK_RIVER | MK_OCEAN);
  const h = new Array<number>(24).fill(0);
  for (const f of fields) {
    h[f] = (held >>> f) & 15;
    addNf(c, s, from, side, f, -h[f]!);
    if (!v.leaveDamaged) addNf(c, s, from, side, movedField(side, f), -h[f]!);
  }
  const parked = v.leaveDamaged ? [] : park(c, s, from, side, v.mask);
  const leg = openLeg(c, s, v, parked, h);
  const at = walkLeg(c, s, leg, last < 0 ? leg.k - 1 : last);
  if (last < 0 || at !== SAILED)
    return { sailed: closeVoyage(c, s, leg, at === SAILED ? v.to : at), held: 0 };
  let out = 0;
  for (const f of fields) {
    addNf(c, s, from, side, f, h[f]!);
    if (!v.leaveDamaged) addNf(c, s, from, side, movedField(side, f), h[f]!);
    out |= h[f]! << f;
  }
  unpark(c, s, from, side, parked);
  return { held: out };
}

/** The route of voyage v into `path` (21.10's restriction as it began); returns its length. */
function routeOf(c: UscwContent, s: S, v: Voyage): number {
  navalRoute(c, s, derived(c, s), v, reach);
  return navalPath(c, v.to, path);
}

/**
 * Walk the leg's route nodes from the voyage's `done` through `last`: Running the Guns (21.13), then
 * Naval Interception (21.4.2) at each. Returns -1 when no ship got through, the battle's place when
 * intercepted, else SAILED.
 */
function walkLeg(c: UscwContent, s: S, leg: Leg, last: number): number {
  const { r, k } = leg;
  for (let i = leg.v.done; i <= last; i++) {
    const u = path[i]!;
    const up = isRiver(c, u) && upRiver(c, i > 0 ? path[i - 1]! : u, i < k - 1 ? path[i + 1]! : u);
    runAt(c, s, r, u, up);
    if (units(c, s, r) === 0) return -1;
    const stop = r.retreat ? -1 : interceptAt(c, s, r, derived(c, s), u, spotOf(c, r.to, i, k));
    if (stop >= 0) return stop;
  }
  return SAILED;
}

/** The voyage ends at `at` (-1: no ship got through): the ships move there (21.2.4: all activated). */
function closeVoyage(c: UscwContent, s: S, leg: Leg, at: number): Sailed {
  const { r, v } = leg;
  const { from, side, mask } = v;
  const ran = r.fought.length > 0;
  if (at >= 0) {
    markMoved(c, s, from, side, mask);
    moveShips(c, s, from, at, side, mask, ran || v.leaveDamaged, false);
    // 21.2.4, 21.2.8: a Naval Leader activated earlier this Action Phase stays behind a new activation
    leadersSail(c, s, from, at, side, !v.retreat && !v.leaveDamaged);
  }
  // the ships turned back on the way were activated too (21.2.4)
  r.held.forEach((x, f) => addNf(c, s, from, side, f, x));
  if (ran) markMoved(c, s, from, side, mask);
  unpark(c, s, from, side, leg.parked);
  displaceLeaders(c, s, from, side);
  return { at, ran };
}

/** 21.2.4: set aside side's ships of the kinds in mask at n activated already; returns field, k pairs. */
function park(c: UscwContent, s: S, n: number, side: number, mask: number): number[] {
  const out: number[] = [];
  for (const f of moverFields(side, mask)) {
    const mf = movedField(side, f);
    const k = Math.min(nf(c, s, n, side, f), nf(c, s, n, side, mf));
    addNf(c, s, n, side, f, -k);
    addNf(c, s, n, side, mf, -k);
    out.push(f, k);
  }
  return out;
}

/** Put the parked ships back, still activated. */
function unpark(c: UscwContent, s: S, n: number, side: number, parked: readonly number[]): void {
  for (let i = 0; i < parked.length; i += 2) {
    addNf(c, s, n, side, parked[i]!, parked[i + 1]!);
    addNf(c, s, n, side, movedField(side, parked[i]!), parked[i + 1]!);
  }
}
