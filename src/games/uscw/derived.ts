/**
 * Facts derived from the board, computed on demand and cached by a 64-bit hash of the board words
 * (layout.ts BOARD..end, plus the turn, the Border-state owners and the options): hex control (6.3),
 * the Naval ZOI (21.4.1, Advanced), naval control (20.1), the zones of influence (9.1) and, per side, supply (13: Full, Limited, LOC to a
 * Primary source). A small most-recently-used table keeps the last boards, so a search that revisits
 * positions does not recompute them. Nothing in a state points here: clones stay one copy.
 */
import { CH_TURN } from '../../core/header.js';
import type { UscwContent } from './content.js';
import { controllerOf } from './control.js';
import { G_BORDER, G_H0, G_H1, G_OPTS, CSA, USA } from './layout.js';
import { EF_IMPASSABLE, EF_NOLAND, NF_CROSS, NF_OBJ, NF_RES, T_SWAMP } from './mapmodel.js';
import { computeNaval } from './naval.js';
import { computeNavalZoi } from './navalzoi.js';
import { fortOwner, milLoc, sp, type S } from './state.js';
import { unbridgedNav } from './movecost.js';
import { computeSupply, type SupplyInfo } from './supply.js';

export interface Derived {
  /** Controller of each node (-1 none). */
  readonly ctrl: Int8Array;
  /** Naval control of each water node (-1 none). */
  readonly nav: Int8Array;
  /** Bit side set: node is in side's land ZOI (9.1). */
  readonly zoi: Uint8Array;
  /** Bit side set: water node is in side's Naval ZOI (21.4.1, Advanced game; all 0 otherwise). */
  readonly nzoi: Uint8Array;
  /** Supply per side, computed on first use. */
  supplyOf(side: number): SupplyInfo;
}

class Entry implements Derived {
  h0 = 0;
  h1 = 0;
  used = 0;
  readonly ctrl: Int8Array;
  readonly nav: Int8Array;
  readonly zoi: Uint8Array;
  readonly nzoi: Uint8Array;
  private readonly supply: (SupplyInfo | undefined)[] = [undefined, undefined];
  private readonly supplyBuf: SupplyInfo[];
  s: S | null = null;

  constructor(private readonly c: UscwContent) {
    this.ctrl = new Int8Array(c.map.nn);
    this.nav = new Int8Array(c.map.water.nw);
    this.zoi = new Uint8Array(c.map.nn);
    this.nzoi = new Uint8Array(c.map.water.nw);
    this.supplyBuf = [newSupply(c), newSupply(c)];
  }

  fill(s: S): void {
    const c = this.c;
    for (let n = 0; n < c.map.nn; n++) this.ctrl[n] = controllerOf(c, s, n);
    computeNavalZoi(c, s, this.ctrl, this.nzoi);
    computeNaval(c, s, this.ctrl, this.nav, this.nzoi);
    computeZoi(c, s, this.ctrl, this.zoi);
    this.supply[0] = this.supply[1] = undefined;
    this.s = s;
  }

  supplyOf(side: number): SupplyInfo {
    let x = this.supply[side];
    if (!x) {
      x = this.supplyBuf[side]!;
      computeSupply(this.c, this.s!, this, side, x);
      this.supply[side] = x;
    }
    return x;
  }
}

function newSupply(c: UscwContent): SupplyInfo {
  const nn = c.map.nn;
  return {
    full: new Uint8Array(nn),
    loc: new Uint8Array(nn),
    fortress: new Uint8Array(nn),
    source: new Uint8Array(nn),
    net: new Uint8Array(nn),
    water: new Uint8Array(c.map.water.nw),
  };
}

const SLOTS = 8;
const caches = new WeakMap<UscwContent, Entry[]>();
let tick = 0;

/** The cache key: the board's Zobrist hash (state.ts wr) mixed with the turn, Border owners and options. */
function key0(s: S): number {
  let a = s[G_H0]!;
  a = Math.imul(a ^ s[CH_TURN]!, 0x01000193);
  a = Math.imul(a ^ (s[G_BORDER]! | (s[G_BORDER + 1]! << 4) | (s[G_BORDER + 2]! << 8)), 0x01000193);
  return Math.imul(a ^ s[G_OPTS]!, 0x01000193);
}
function key1(s: S): number {
  let b = s[G_H1]!;
  b = Math.imul(b ^ s[CH_TURN]!, 0x5bd1e995) ^ (b >>> 15);
  b =
    Math.imul(b ^ (s[G_BORDER]! | (s[G_BORDER + 1]! << 4) | (s[G_BORDER + 2]! << 8)), 0x5bd1e995) ^
    (b >>> 15);
  return Math.imul(b ^ s[G_OPTS]!, 0x5bd1e995) ^ (b >>> 15);
}

let lastC: UscwContent | undefined;
let last: Entry | undefined;

/** The derived facts of state s (the copy held for s's board; do not keep it across mutations). */
export function derived(c: UscwContent, s: S): Derived {
  const h0 = key0(s);
  const h1 = key1(s);
  if (c === lastC && last && last.h0 === h0 && last.h1 === h1) {
    last.s = s;
    return last;
  }
  let table = caches.get(c);
  if (!table) {
    table = [];
    caches.set(c, table);
  }
  tick++;
  let e = table.find((x) => x.h0 === h0 && x.h1 === h1);
  if (!e) {
    if (table.length < SLOTS) {
      e = new Entry(c);
      table.push(e);
    } else e = table.reduce((x, y) => (x.used <= y.used ? x : y));
    e.h0 = h0;
    e.h1 = h1;
    e.fill(s);
  }
  e.used = tick;
  e.s = s;
  lastC = c;
  last = e;
  return e;
}

/**
 * Zones of influence (9.1): every Fort, Militia and SP projects into the adjacent hexes except across
 * unbridged navigable or impassable hexsides, into an enemy-controlled Objective/Resource hex, or into
 * a hex holding non-moving enemy SPs or a Fort. Union intrinsic garrisons have none (17.2.4).
 */
function computeZoi(c: UscwContent, s: S, ctrl: Int8Array, zoi: Uint8Array): void {
  const m = c.map;
  zoi.fill(0);
  for (let n = 0; n < m.nn; n++) {
    for (let side = USA; side <= CSA; side++) {
      const src =
        sp(c, s, n, side) > 0 || fortOwner(c, s, n) === side || milLoc(c, s, side, m.stateOf[n]!) === n;
      if (!src) continue;
      const enemy = 1 - side;
      for (let e = m.adjStart[n]!; e < m.adjStart[n + 1]!; e++) {
        const o = m.adjTo[e]!;
        if (!zoiCrosses(c, e, n, o)) continue;
        if (m.flags[o]! & (NF_OBJ | NF_RES) && ctrl[o] === enemy) continue;
        if (sp(c, s, o, enemy) > 0 || fortOwner(c, s, o) === enemy) continue;
        zoi[o] = zoi[o]! | (1 << side);
      }
    }
  }
}

/** Can a ZOI (or a reaction) cross edge e from a to b? Not across unbridged navigable or impassable sides. */
export function zoiCrosses(c: UscwContent, e: number, a: number, b: number): boolean {
  const m = c.map;
  if (m.adjFlags[e]! & (EF_NOLAND | EF_IMPASSABLE)) return false;
  if (unbridgedNav(c, e) && !((m.flags[a]! | m.flags[b]!) & NF_CROSS)) return false;
  return m.terrain[b] !== T_SWAMP;
}
