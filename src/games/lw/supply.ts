/**
 * Supply lines (20.0-20.2): from the Force's hex up to two hexes overland to a friendly city or a
 * rail/river hex, then along rail and river lines (any distance, in combination) and, for the Union,
 * across the sea between its ocean ports, to friendly cities whose supply values together match the
 * Force's infantry stars.
 *
 * Blocks: enemy Forces everywhere (20.0 "never ... through any enemy unit's hex"); enemy cities and
 * garrisons on rails and rivers; RIT on rails; enemy cavalry interdiction on land and rail but not on
 * rivers (13.2.6: the hexes the cavalry could harass, the higher rank prevailing where both sides'
 * cavalry reach a hex); CSN Assets on rivers (for the Union); an enemy infantry Force on a river bank
 * lets supply pass on an even die (20.1, one die per such Force per Supply Phase, "blocked" outside
 * the Supply Phase); the Confederacy may not use rivers in the North (20.0: a river hexside with a
 * bank in Union territory, so the Ohio and the upper Mississippi); a side that holds no
 * Kentucky city may not use Kentucky's rails or its river hexside (2.4.3). A Raided city passes supply
 * but gives none (20.0); bracketed regions supply their owner without limit (2.3); Fort Monroe links to
 * the sea (2.3). Captured Confederate ocean ports pass sea supply inland only at New Orleans and the
 * Port City Staging Area (14.4, 20.2.1).
 *
 * Readings (README): each Force is checked on its own (the cities' values are not used up); only
 * infantry stars count toward the need, a Force of cavalry alone needs one point.
 */
import type { LwContent } from './content.js';
import {
  ASSET_CAP,
  ASSET_LOC,
  CT_FLAGS,
  CTF_RAIDED,
  G_LOC,
  G_STARS,
  H_PCSA,
  USA,
  X_FLAGS,
  XF_RIT,
} from './layout.js';
import {
  CFL_BRACKETED,
  CFL_KY,
  CFL_MONROE,
  HF_KY,
  HF_OCEAN,
  HF_UNION,
  PORT_OCEAN,
  SB_IMPASS,
  SB_RAIL,
  SB_RIVER,
  STAR,
} from './mapdata.js';
import { ctrlOf, infStars, type S } from './state.js';

const INFINITE = 1 << 20;

class Tracer {
  readonly enemyOcc: Uint8Array;
  readonly enemyInf: Uint8Array;
  readonly cut: Uint8Array;
  readonly seen: Uint8Array;
  readonly riverSeen: Uint8Array;
  readonly citySeen: Uint8Array;
  readonly queue: Int32Array;
  readonly rqueue: Int32Array;
  readonly dist: Int8Array;
  readonly cavE: Int8Array;
  readonly cavF: Int8Array;
  /** River passes past enemy infantry this Supply Phase: 0 unknown, 1 pass, 2 blocked (per hex). */
  readonly rollMemo: Uint8Array;
  side = 0;
  kyOk = false;
  constructor(readonly c: LwContent) {
    const nh = c.nh;
    this.enemyOcc = new Uint8Array(nh);
    this.enemyInf = new Uint8Array(nh);
    this.cut = new Uint8Array(nh);
    this.seen = new Uint8Array(nh);
    this.riverSeen = new Uint8Array(c.riverSide.length);
    this.citySeen = new Uint8Array(c.ncity);
    this.queue = new Int32Array(nh + c.ncity + 8);
    this.rqueue = new Int32Array(c.riverSide.length + 1);
    this.dist = new Int8Array(nh);
    this.cavE = new Int8Array(nh);
    this.cavF = new Int8Array(nh);
    this.rollMemo = new Uint8Array(nh);
  }

  /** Prepare the masks of side `side` for a batch of checks on one state. */
  prepare(s: S, side: number): void {
    const c = this.c;
    this.side = side;
    this.enemyOcc.fill(0);
    this.enemyInf.fill(0);
    this.cavE.fill(0);
    this.cavF.fill(0);
    for (let g = 0; g < c.ng; g++) {
      const h = s[G_LOC + g]!;
      if (h < 0) continue;
      if (c.genSide[g] !== side) {
        this.enemyOcc[h] = 1;
        if (!c.genCav[g]) this.enemyInf[h] = 1;
      }
      if (c.genCav[g]) this.projectCav(s, h, s[G_STARS + g]!, c.genSide[g] !== side);
    }
    for (let h = 0; h < c.nh; h++) this.cut[h] = this.cavE[h]! > this.cavF[h]! ? 1 : 0;
    this.kyOk = false;
    for (let k = 0; k < c.ncity; k++) if (c.cityFlags[k]! & CFL_KY && ctrlOf(s, k) === side) this.kyOk = true;
  }

  /** 13.2.6: cavalry influence on the adjacent hexes it could harass (not across rivers). */
  private projectCav(s: S, h: number, rank: number, enemy: boolean): void {
    const c = this.c;
    const cavSide = enemy ? 1 - this.side : this.side;
    for (let d = 0; d < 6; d++) {
      const n = c.grid.nbr[h * 6 + d]!;
      if (n < 0 || c.sideBits[h * 6 + d]! & (SB_RIVER | SB_IMPASS)) continue;
      const city = c.hexCity[n]!;
      if (city >= 0 && ctrlOf(s, city) === 1 - cavSide) continue; // not into the enemy's city
      const arr = enemy ? this.cavE : this.cavF;
      if (rank > arr[n]!) arr[n] = rank;
    }
  }

  /** Supply points reachable from `hex` (capped at INFINITE). */
  points(s: S, hex: number, roll: (() => number) | null): number {
    const c = this.c;
    const side = this.side;
    this.seen.fill(0);
    this.riverSeen.fill(0);
    this.citySeen.fill(0);
    let total = 0;
    let qh = 0;
    let qt = 0;
    // 1. overland, two hexes
    this.dist.fill(-1);
    this.dist[hex] = 0;
    this.queue[qt++] = hex;
    while (qh < qt) {
      const h = this.queue[qh++]!;
      total += this.cityValue(s, h);
      if (total >= INFINITE) return INFINITE;
      if (this.dist[h]! >= 2) continue;
      for (let d = 0; d < 6; d++) {
        const n = c.grid.nbr[h * 6 + d]!;
        if (n < 0 || this.dist[n]! >= 0 || !this.landOk(s, h, d, n)) continue;
        this.dist[n] = this.dist[h]! + 1;
        this.queue[qt++] = n;
      }
    }
    // 2. the network: every hex reached overland is a possible start of a rail or river line
    const start = qt;
    for (let i = 0; i < start; i++) this.seen[this.queue[i]!] = 1;
    qh = 0;
    let sea = false;
    while (qh < qt) {
      const h = this.queue[qh++]!;
      if (qh > start) {
        total += this.cityValue(s, h);
        if (total >= INFINITE) return INFINITE;
      }
      if (side === USA && !sea && this.seaLink(s, h, hex)) {
        sea = true;
        for (let k = 0; k < c.ncity; k++) {
          const ph = c.cityHex[k]!;
          if (c.cityPort[k]! & PORT_OCEAN && ctrlOf(s, k) === USA && !this.seen[ph] && !this.enemyOcc[ph]) {
            this.seen[ph] = 1;
            this.queue[qt++] = ph;
          }
        }
      }
      if (c.hexRail[h] && this.railUsable(h)) {
        for (let d = 0; d < 6; d++) {
          if (!(c.sideBits[h * 6 + d]! & SB_RAIL)) continue;
          const n = c.grid.nbr[h * 6 + d]!;
          if (n < 0 || this.seen[n] || !this.railOk(s, n)) continue;
          this.seen[n] = 1;
          this.queue[qt++] = n;
        }
      }
      if (c.hexRiver[h]) qt = this.riverFrom(s, h, qt, roll);
    }
    return total;
  }

  private landOk(s: S, h: number, d: number, n: number): boolean {
    const c = this.c;
    if (c.hexFlags[n]! & HF_OCEAN || c.sideBits[h * 6 + d]! & SB_IMPASS) return false;
    if (this.enemyOcc[n] || this.cut[n]) return false;
    const city = c.hexCity[n]!;
    return !(city >= 0 && this.enemyCtrl(s, city));
  }

  private enemyCtrl(s: S, city: number): boolean {
    const k = ctrlOf(s, city);
    return k !== this.side && k !== 2;
  }

  private railUsable(h: number): boolean {
    return this.kyOk || !(this.c.hexFlags[h]! & HF_KY);
  }

  /** 9.1/20.0: a rail hex is passable unless enemy-held, an enemy city or garrison, RIT or interdicted. */
  private railOk(s: S, n: number): boolean {
    const c = this.c;
    if (this.enemyOcc[n] || this.cut[n] || s[X_FLAGS + n]! & XF_RIT || !this.railUsable(n)) return false;
    const city = c.hexCity[n]!;
    return !(city >= 0 && this.enemyCtrl(s, city));
  }

  /** Follow the rivers from the sides of hex h; bank hexes reached join the network. */
  private riverFrom(s: S, h: number, qt: number, roll: (() => number) | null): number {
    const c = this.c;
    let rh = 0;
    let rt = 0;
    for (let d = 0; d < 6; d++) {
      const r = c.riverIndex[h * 6 + d]!;
      if (r < 0 || this.riverSeen[r] || !this.riverOk(s, r, roll)) continue;
      this.riverSeen[r] = 1;
      this.rqueue[rt++] = r;
    }
    while (rh < rt) {
      const r = this.rqueue[rh++]!;
      const sd = c.riverSide[r]!;
      const a = Math.floor(sd / 6);
      const b = c.grid.nbr[sd]!;
      for (const bank of [a, b]) {
        if (bank < 0 || this.seen[bank] || this.enemyOcc[bank]) continue;
        this.seen[bank] = 1;
        this.queue[qt++] = bank;
      }
      for (let i = c.riverAdjStart[r]!; i < c.riverAdjStart[r + 1]!; i++) {
        const q = c.riverAdj[i]!;
        if (this.riverSeen[q] || !this.riverOk(s, q, roll)) continue;
        this.riverSeen[q] = 1;
        this.rqueue[rt++] = q;
      }
    }
    return qt;
  }

  /** 20.1 blocks on a river side. */
  private riverOk(s: S, r: number, roll: (() => number) | null): boolean {
    const c = this.c;
    const sd = c.riverSide[r]!;
    const a = Math.floor(sd / 6);
    const b = c.grid.nbr[sd]!;
    for (const h of [a, b]) {
      if (h < 0) continue;
      if (this.side !== USA && c.hexFlags[h]! & HF_UNION) return false; // 20.0: no northern rivers
      const city = c.hexCity[h]!;
      if (city >= 0 && this.enemyCtrl(s, city)) return false;
      if (!this.kyOk && c.hexFlags[h]! & HF_KY && c.hexFlags[a === h ? b : a]! & HF_KY) return false;
      if (this.side === USA && city >= 0 && assetIn(s, city)) return false;
      if (this.enemyInf[h] && !this.passes(h, roll)) return false;
    }
    return true;
  }

  private passes(h: number, roll: (() => number) | null): boolean {
    if (!roll) return false;
    if (this.rollMemo[h] === 0) this.rollMemo[h] = roll() % 2 === 0 ? 1 : 2;
    return this.rollMemo[h] === 1;
  }

  /** Can supply at h go to sea (20.2, 2.3 Fort Monroe, 14.4 captured ports)? */
  private seaLink(s: S, h: number, origin: number): boolean {
    const c = this.c;
    const city = c.hexCity[h]!;
    if (city < 0 || !(c.cityPort[city]! & PORT_OCEAN) || ctrlOf(s, city) !== USA) return false;
    if (c.cityOrig[city] === USA || c.cityFlags[city]! & CFL_MONROE || h === origin) return true;
    return c.cityId[city] === 'new-orleans' || s[H_PCSA] === city + 1;
  }

  private cityValue(s: S, h: number): number {
    const c = this.c;
    const city = c.hexCity[h]!;
    if (city < 0 || this.citySeen[city] || ctrlOf(s, city) !== this.side) return 0;
    this.citySeen[city] = 1;
    if (c.cityFlags[city]! & CFL_BRACKETED) return INFINITE;
    if (s[CT_FLAGS + city]! & CTF_RAIDED) return 0;
    const v = c.citySup[city]!;
    return v === STAR ? 0 : v;
  }
}

function assetIn(s: S, city: number): boolean {
  for (let i = 0; i < ASSET_CAP; i++) if (s[ASSET_LOC + i] === city) return true;
  return false;
}

const tracers = new WeakMap<LwContent, Tracer>();
function tracerOf(c: LwContent): Tracer {
  let t = tracers.get(c);
  if (!t) {
    t = new Tracer(c);
    tracers.set(c, t);
  }
  return t;
}

/** Begin a batch of supply checks for `side` (masks computed once); `roll` gives river dice (20.1). */
export function supplyBatch(
  c: LwContent,
  s: S,
  side: number,
  fresh = true,
): (hex: number, roll: (() => number) | null) => boolean {
  const t = tracerOf(c);
  t.prepare(s, side);
  if (fresh) t.rollMemo.fill(0);
  return (hex, roll) => t.points(s, hex, roll) >= Math.max(1, infStars(c, s, hex, side));
}

/** Is the Force of `side` at `hex` in supply (river dice counted as blocked)? */
export function inSupply(c: LwContent, s: S, hex: number, side: number): boolean {
  return supplyBatch(c, s, side)(hex, null);
}
