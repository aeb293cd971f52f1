/**
 * Zones of control / influence as a reusable mask: from source hexes, mark the hexes their zones
 * reach, level by level, with rules that stop a zone at given hexsides or hexes.
 *
 * What it computes: out[outOff + h] = the lowest level L whose zone reaches hex h from some source,
 * 0 if none. The zone of level L of a source s reaches h != s when a path of at most L steps leads
 * from s to h and every step is allowed by the rule of level L (rules[L - 1]); a source projects
 * levels 1..radius(s). So:
 * - uscw 9.1 ZOI: radius 1; rule { blockSides: NAVIGABLE unless BRIDGE, and IMPASSABLE; into: the
 *   enemy-controlled Objective/Resource hexes and hexes of non-moving enemy SPs or forts }.
 * - acw 6.0-6.5: radius 2 (1 for a fort's units in 1864-65); level 1 (Primary) rule blocks SEA and
 *   TIDAL sides and active enemy cities; level 2 (Secondary) rule blocks SEA and NAVIGABLE sides and
 *   rough, swamp and enemy-city hexes, along the whole path; a hex in both is Primary (6.5).
 * - lw 13.2.6 cavalry interdiction: radius 1, blocking RIVER sides.
 * A hex holding a source is marked only if another source's zone reaches it.
 *
 * Masks live in any typed array at an offset: a caller's Uint8Array, or a slice of the game's
 * Int32Array state (so a state with its zones still clones as one copy).
 *
 * Limits: a few levels (the work per source grows as 3L(L+1)). Allocation: the queue and visit stamps
 * are sized at construction; projecting allocates nothing.
 *
 * Reference: zone-of-control conventions of hex-and-counter wargames (e.g. SPI's "Primary and
 * Secondary Zones of Control", acw rule 6); breadth-first search bounded by depth.
 */
import type { HexGrid } from './grid.js';
import type { Hexsides } from './hexsides.js';

/** A typed array a mask may live in. */
export type Cells = Int32Array | Uint8Array | Int8Array | Uint16Array | Int16Array | Uint32Array;

/** What stops the zone of one level. Every part is optional; all given parts apply. */
export interface ZoneRule {
  /** Hexside features the zone does not project across... */
  readonly blockSides?: number;
  /** ...unless the side also has one of these (e.g. NAVIGABLE blocks unless BRIDGE). */
  readonly unlessSides?: number;
  /** Hexes the zone does not enter: into[intoOff + h] != 0. */
  readonly into?: Cells;
  readonly intoOff?: number;
  /** Any other rule: may the zone of `source` project from `from` across side `dir` into `to`? */
  readonly allow?: (from: number, dir: number, to: number, source: number) => boolean;
}

export class ZoneProjector {
  readonly grid: HexGrid;
  readonly hexsides: Hexsides | undefined;
  private readonly queue: Int32Array;
  private readonly depth: Int32Array;
  private readonly stamp: Uint32Array;
  private epoch = 0;

  constructor(grid: HexGrid, hexsides?: Hexsides) {
    this.grid = grid;
    this.hexsides = hexsides;
    this.queue = new Int32Array(grid.count);
    this.depth = new Int32Array(grid.count);
    this.stamp = new Uint32Array(grid.count);
  }

  /**
   * Zones of every hex h with radius src[srcOff + h] > 0 (the radius is the highest level it
   * projects, capped at rules.length). Clears out[outOff .. outOff + count) first unless keep is
   * true (then marks only add, keeping lower levels). Returns the number of hexes marked.
   */
  project(
    src: Cells,
    srcOff: number,
    out: Cells,
    outOff: number,
    rules: readonly ZoneRule[],
    keep = false,
  ): number {
    const n = this.grid.count;
    if (!keep) out.fill(0, outOff, outOff + n);
    let marked = 0;
    for (let level = 1; level <= rules.length; level++) {
      this.check(rules[level - 1]);
      for (let s = 0; s < n; s++) {
        if (src[srcOff + s] >= level) marked += this.spread(s, level, rules[level - 1], out, outOff);
      }
    }
    return marked;
  }

  /** Zones of the listed hexes, each projecting levels 1..radius. Same output as project. */
  projectList(
    sources: Int32Array,
    count: number,
    radius: number,
    out: Cells,
    outOff: number,
    rules: readonly ZoneRule[],
    keep = false,
  ): number {
    if (!keep) out.fill(0, outOff, outOff + this.grid.count);
    let marked = 0;
    const top = Math.min(radius, rules.length);
    for (let level = 1; level <= top; level++) {
      this.check(rules[level - 1]);
      for (let k = 0; k < count; k++) marked += this.spread(sources[k], level, rules[level - 1], out, outOff);
    }
    return marked;
  }

  /** Breadth-first spread of one source's zone of one level; marks hexes still at 0. */
  private spread(s: number, level: number, rule: ZoneRule, out: Cells, outOff: number): number {
    const nbr = this.grid.nbr;
    const q = this.queue;
    const ep = this.nextEpoch();
    this.stamp[s] = ep;
    this.depth[s] = 0;
    q[0] = s;
    let tail = 1;
    let marked = 0;
    for (let head = 0; head < tail; head++) {
      const u = q[head];
      const du = this.depth[u];
      if (du >= level) continue;
      for (let d = 0; d < 6; d++) {
        const v = nbr[u * 6 + d];
        if (v < 0 || v === s || !this.allows(rule, u, d, v, s)) continue;
        if (out[outOff + v] === 0) {
          out[outOff + v] = level;
          marked++;
        }
        if (this.stamp[v] !== ep) {
          this.stamp[v] = ep;
          this.depth[v] = du + 1;
          q[tail++] = v;
        }
      }
    }
    return marked;
  }

  private allows(rule: ZoneRule, from: number, dir: number, to: number, source: number): boolean {
    if (rule.blockSides !== undefined && this.hexsides !== undefined) {
      const f = this.hexsides.bits[from * 6 + dir];
      if ((f & rule.blockSides) !== 0 && (rule.unlessSides === undefined || (f & rule.unlessSides) === 0)) {
        return false;
      }
    }
    if (rule.into !== undefined && rule.into[(rule.intoOff ?? 0) + to] !== 0) return false;
    return rule.allow === undefined || rule.allow(from, dir, to, source);
  }

  private check(rule: ZoneRule): void {
    if (rule.blockSides !== undefined && this.hexsides === undefined) {
      throw new Error('zone rule blocks hexsides but the projector was built without Hexsides');
    }
  }

  private nextEpoch(): number {
    this.epoch = (this.epoch + 1) >>> 0;
    if (this.epoch === 0) {
      this.stamp.fill(0);
      this.epoch = 1;
    }
    return this.epoch;
  }
}
