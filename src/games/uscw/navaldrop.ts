/**
 * 21.2.4 "A stack of Naval Units may drop off Naval Units as they move but may not pick up additional
 * Naval Units" (Advanced game): the places a naval move's route passes where it may leave ships, the
 * counts it may leave, and the pending move between its legs (D_NAVDROP).
 *
 * A move chosen with OP_NAVDEST y | Y_DROP (navalcarry.ts) sails in legs over its fixed route
 * (navalrun.ts `sailLeg`): D_NAVDROP first asks for the next place to drop ships at (OP_NAVDROP x a
 * drop place ahead, y 0), or to sail on to the goal (x the goal); the stack sails there (Running the
 * Guns, interception); then it asks how many to leave (OP_NAVDROP x the place, y = k0 | k1 << 4: River
 * and Oceangoing NSPs, or CSA Flotillas and Ironclads, counted, never enumerated; y 0 none), and the
 * next place again. A drop place is beside the route's water, is neither its origin nor its goal, and
 * is a place the move could end at without a battle (no enemy NSPs, 0-NSP ones included, 21.2.4; no
 * enemy-held Hatteras Inlet or Roanoke Island, 21.13), so the ships dropped there keep the Ending Hex
 * Restriction (21.2.3); each place is offered once, at the first water of the route beside it.
 */
import type { UscwContent } from './content.js';
import { derived, type Derived } from './derived.js';
import { G_DA, G_DB, G_DECSIDE, USA } from './layout.js';
import {
  MK_OCEAN,
  MK_RIVER,
  addNf,
  barred,
  movedField,
  moverFields,
  navFlag,
  navalPath,
  navalRoute,
  nf,
  setNavFlag,
  unmoved,
  U_COAL,
  U_DEMOR,
  C_COAL,
  C_DEMOR,
} from './navalunits.js';
import { navalTarget, type Voyage } from './navalrun.js';
import type { S } from './state.js';

const reach = new Int32Array(4096);
const path = new Int32Array(4096);

/**
 * The drop places of voyage v's route, in route order, into out as (place, route node) pairs; returns
 * their count.
 */
export function dropPlaces(c: UscwContent, s: S, v: Voyage, out: Int32Array): number {
  const d = derived(c, s);
  navalRoute(c, s, d, v, reach);
  return scan(c, s, d, v, out, Infinity);
}

/**
 * 21.2.4: for each of the k destinations `dests` of a voyage v (its `to` aside), does its route pass
 * a drop place? Into flags.
 */
export function routesWithDrops(
  c: UscwContent,
  s: S,
  v: Voyage,
  dests: Int32Array,
  k: number,
  flags: Uint8Array,
): void {
  const d = derived(c, s);
  navalRoute(c, s, d, v, reach);
  for (let i = 0; i < k; i++) flags[i] = scan(c, s, d, { ...v, to: dests[i]! }, scratch, 1) > 0 ? 1 : 0;
}

const scratch = new Int32Array(2);

/** The drop places (up to max) of the route to v.to that the last navalRoute call found. */
function scan(c: UscwContent, s: S, d: Derived, v: Voyage, out: Int32Array, max: number): number {
  const k = navalPath(c, v.to, path);
  const w = c.map.water;
  let n = 0;
  for (let i = 0; i < k && n < max; i++)
    for (let j = w.tanStart[path[i]!]!; j < w.tanStart[path[i]! + 1]! && n < max; j++) {
      const t = w.tan[j]!;
      if (t === v.from || t === v.to || seen(out, n, t)) continue;
      if (barred(c, s, d, t, v.side) || navalTarget(c, s, d, t, 1 - v.side)) continue;
      out[2 * n] = t;
      out[2 * n + 1] = i;
      n++;
    }
  return n;
}

function seen(out: Int32Array, n: number, t: number): boolean {
  for (let i = 0; i < n; i++) if (out[2 * i] === t) return true;
  return false;
}

/**
 * The undamaged units of the moving stack still at its origin between legs, of field f: the unmoved
 * ones (its parked mates and the units turned back are activated), or, moving on after a 2:1 win
 * (every ship there activated), all but the ones turned back (`held`, 4 bits a field).
 */
function movers(c: UscwContent, s: S, v: Voyage, held: number, f: number): number {
  if (v.leaveDamaged) return Math.max(0, nf(c, s, v.from, v.side, f) - ((held >>> f) & 15));
  return unmoved(c, s, v.from, v.side, f);
}

/** The moving stack's undamaged units at its origin between legs (Union NSPs; CSA Flotillas and Ironclads). */
export function moverCount(c: UscwContent, s: S, v: Voyage, held: number): number {
  let k = 0;
  for (const f of moverFields(v.side, v.mask)) k += movers(c, s, v, held, f);
  return k;
}

/**
 * The drop counts y (k0 | k1 << 4, the fields of moverFields) that leave at least one unit sailing on
 * (a drop of the whole stack is the move ending there), into out; returns their count.
 */
export function dropCounts(c: UscwContent, s: S, v: Voyage, held: number, out: number[]): number {
  const fs = moverFields(v.side, v.mask);
  const m = fs.map((f) => movers(c, s, v, held, f));
  const total = m.reduce((a, b) => a + b, 0);
  out.length = 0;
  const m0 = fs.length > 0 ? m[0]! : 0;
  const m1 = fs.length > 1 ? m[1]! : 0;
  for (let a = 0; a <= m0; a++)
    for (let b = 0; b <= m1; b++)
      if (a + b > 0 && a + b < total) out.push((a << (fs[0] ?? 0)) | (b << (fs[1] ?? 4)));
  return out.length;
}

/**
 * 21.2.4: leave the units of y (by field) of the moving stack at its origin at place `at`, activated
 * (they never move again this Action Phase); Low on Coal and Demoralized go with them.
 */
export function dropShips(c: UscwContent, s: S, v: Voyage, at: number, y: number): void {
  for (const f of moverFields(v.side, v.mask)) {
    const k = Math.min((y >>> f) & 15, nf(c, s, v.from, v.side, f));
    addNf(c, s, v.from, v.side, f, -k);
    addNf(c, s, at, v.side, f, k);
    addNf(c, s, at, v.side, movedField(v.side, f), k);
  }
  for (const bit of v.side === USA ? [U_COAL, U_DEMOR] : [C_COAL, C_DEMOR])
    if (navFlag(c, s, v.from, v.side, bit)) setNavFlag(c, s, at, v.side, bit, true);
}

/**
 * A naval move between its legs (D_NAVDROP, decided by the mover): the voyage, how it was paid (`card`,
 * for 21.5), the +2 card of 21.12 (`bonus`), Low on Coal (21.2.7), the drop places passed (`cursor`),
 * the units turned back so far (`held`), and `counts`: the stack waits at drop place cursor - 1 to say
 * how many ships it leaves there.
 */
export interface DropMove {
  readonly v: Voyage;
  readonly card: boolean;
  readonly bonus: boolean;
  readonly coal: boolean;
  readonly cursor: number;
  readonly held: number;
  readonly counts: boolean;
}

/** The pending move's words (G_DA, G_DB) for decide(). */
export function dropWords(m: DropMove): [number, number] {
  const { v } = m;
  const flags = (m.card ? 1 : 0) | (m.bonus ? 2 : 0) | (m.coal ? 4 : 0) | (v.leaveDamaged ? 8 : 0);
  return [
    v.from | (v.to << 12) | (v.mask << 24) | (flags << 26) | (v.iron ? 1 << 30 : 0),
    m.cursor | (m.held << 12) | (m.counts ? COUNTS : 0),
  ];
}

/** D_NAVDROP: does the stack wait at a drop place to say how many ships it leaves there? */
export const dropAsksCounts = (s: S): boolean => (s[G_DB]! & COUNTS) !== 0;
/** D_NAVDROP: the goal of the dropping move. */
export const dropGoal = (s: S): number => (s[G_DA]! >>> 12) & 0xfff;
const COUNTS = 1 << 20;

/** The move a D_NAVDROP decision is about, and its n drop places (into `places`). */
export function pendingDrop(c: UscwContent, s: S, places: Int32Array): { m: DropMove; n: number } {
  const a = s[G_DA]!;
  const b = s[G_DB]!;
  const f = (a >>> 26) & 15;
  const cursor = b & 0xfff;
  const v0: Voyage = {
    from: a & 0xfff,
    to: (a >>> 12) & 0xfff,
    side: s[G_DECSIDE]!,
    mask: (a >>> 24) & (MK_RIVER | MK_OCEAN),
    retreat: false,
    leaveDamaged: (f & 8) !== 0,
    iron: (a & (1 << 30)) !== 0,
    done: 0,
  };
  const n = dropPlaces(c, s, v0, places);
  const done = cursor > 0 ? places[2 * (cursor - 1) + 1]! + 1 : 0;
  const m: DropMove = {
    v: { ...v0, done },
    card: (f & 1) !== 0,
    bonus: (f & 2) !== 0,
    coal: (f & 4) !== 0,
    cursor,
    held: (b >>> 12) & 0xff,
    counts: (b & COUNTS) !== 0,
  };
  return { m, n };
}
