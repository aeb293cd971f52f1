/**
 * Hexside features: one bitmask per (hex, direction), kept symmetric (the side between a and b reads
 * the same from both hexes), with builders that name sides by printed hex ids as the rulebooks do
 * ("hexside 2415/2516", "the river hexside between 0806 and 0905").
 *
 * Layout: bits[h * 6 + d] = features of side d of hex h. Sides on the map border (no hex beyond) are
 * stored on their one hex only. Flags below bit 16 are the standard ones (SIDE); bits 16..30 are free
 * for a game (SIDE_GAME << k). The table is static content, shared by every state; per-side state that
 * changes in play belongs in the game's state, indexed by edge id (edges.ts).
 */
import type { HexGrid } from './grid.js';
import { opposite } from './grid.js';

/** Standard hexside features. A game picks the ones its terrain chart uses. */
export const SIDE = {
  /** Any river along the side (uscw minor river, acw unnavigable river, lw river). */
  RIVER: 1 << 0,
  /** A navigable river (uscw navigable Type 1, acw navigable; set RIVER too). */
  NAVIGABLE: 1 << 1,
  /** A major river (uscw Type 2 Mississippi/Ohio, lw the Mississippi; set RIVER and NAVIGABLE too). */
  MAJOR: 1 << 2,
  /** A tidal river (acw 5.21; set RIVER and NAVIGABLE too). */
  TIDAL: 1 << 3,
  /** A mountain hexside (uscw 5.6). */
  MOUNTAIN: 1 << 4,
  /** A pass or gap through a mountain hexside (uscw 5.6 Mountain Pass, Rail Gap). */
  PASS: 1 << 5,
  /** Coastline: land on one side, sea on the other. */
  COAST: 1 << 6,
  /** All-sea hexside (acw 6.3: zones of control do not cross it). */
  SEA: 1 << 7,
  /** A railroad runs through the side from hex to hex (acw 5.4, uscw 5.4). */
  RAIL: 1 << 8,
  /** A road runs through the side. */
  ROAD: 1 << 9,
  /** A bridge carries the road or rail over the river (uscw 5.8: a bridge wherever a road or rail crosses). */
  BRIDGE: 1 << 10,
  /** A ferry (uscw railroad ferry, acw ferry hexside). */
  FERRY: 1 << 11,
  /** Impassable (uscw 9.1 B, lw 2.1 Chesapeake Bay, New Orleans area). */
  IMPASSABLE: 1 << 12,
  /** A state border runs along the side. */
  BORDER: 1 << 13,
  /** A theater or region boundary runs along the side. */
  BOUNDARY: 1 << 14,
  /** Lake shore or other water that is neither river nor sea. */
  LAKE: 1 << 15,
} as const;

/** First game-defined flag: a game uses SIDE_GAME << 0 .. SIDE_GAME << 14. */
export const SIDE_GAME = 1 << 16;

export class Hexsides {
  readonly grid: HexGrid;
  /** bits[h * 6 + d] = features of side d of hex h. */
  readonly bits: Int32Array;

  constructor(grid: HexGrid) {
    this.grid = grid;
    this.bits = new Int32Array(grid.count * 6);
  }

  /** Features of side d of hex h. */
  get(h: number, d: number): number {
    return this.bits[h * 6 + d];
  }

  /** True when side d of hex h has any of `flags`. */
  has(h: number, d: number, flags: number): boolean {
    return (this.bits[h * 6 + d] & flags) !== 0;
  }

  /** Features of the side between adjacent hexes a and b (0 if not adjacent). */
  between(a: number, b: number): number {
    const d = this.grid.dirTo(a, b);
    return d < 0 ? 0 : this.bits[a * 6 + d];
  }

  /** Add flags to side d of hex h and to the same side seen from the neighbour. */
  add(h: number, d: number, flags: number): void {
    this.bits[h * 6 + d] |= flags;
    const o = this.grid.nbr[h * 6 + d];
    if (o >= 0) this.bits[o * 6 + opposite(d)] |= flags;
  }

  /** Remove flags from side d of hex h, on both sides. */
  remove(h: number, d: number, flags: number): void {
    this.bits[h * 6 + d] &= ~flags;
    const o = this.grid.nbr[h * 6 + d];
    if (o >= 0) this.bits[o * 6 + opposite(d)] &= ~flags;
  }

  /** Add flags to the side between two adjacent hexes given by printed ids; throws if not adjacent. */
  addBetween(idA: number, idB: number, flags: number): void {
    const a = this.grid.node(idA);
    const b = this.grid.node(idB);
    const d = this.grid.dirTo(a, b);
    if (d < 0) throw new Error(`hexsides: ${this.grid.label(a)} and ${this.grid.label(b)} are not adjacent`);
    this.add(a, d, flags);
  }

  /** Add flags to every side listed as a pair of printed ids (a river or border given side by side). */
  addSides(pairs: readonly (readonly [number, number])[], flags: number): void {
    for (const [a, b] of pairs) this.addBetween(a, b, flags);
  }

  /**
   * Add flags to the sides crossed by a route given as consecutive adjacent hexes (printed ids),
   * e.g. a railroad 2316 -> 2415 -> 2516 gets RAIL on 2316/2415 and 2415/2516.
   */
  addAlong(ids: readonly number[], flags: number): void {
    for (let k = 1; k < ids.length; k++) this.addBetween(ids[k - 1], ids[k], flags);
  }

  /** Add flags to side d of hex h given by printed id (for map-border sides). */
  addSide(id: number, d: number, flags: number): void {
    this.add(this.grid.node(id), d, flags);
  }

  /** Number of sides of hex h with any of `flags`. */
  countSides(h: number, flags: number): number {
    let n = 0;
    for (let d = 0; d < 6; d++) if ((this.bits[h * 6 + d] & flags) !== 0) n++;
    return n;
  }

  /** Checks that every side reads the same from both hexes; returns the first mismatch or null. */
  asymmetry(): string | null {
    const g = this.grid;
    for (let h = 0; h < g.count; h++) {
      for (let d = 0; d < 6; d++) {
        const o = g.nbr[h * 6 + d];
        if (o >= 0 && this.bits[h * 6 + d] !== this.bits[o * 6 + opposite(d)]) {
          return `${g.label(h)}/${g.label(o)}`;
        }
      }
    }
    return null;
  }

  /** Plain-data form for a content pack: [[idA, idB or -1 with dir, flags], ...] per set side. */
  toList(): Array<[number, number, number]> {
    const g = this.grid;
    const out: Array<[number, number, number]> = [];
    for (let h = 0; h < g.count; h++) {
      for (let d = 0; d < 6; d++) {
        const f = this.bits[h * 6 + d];
        if (f === 0) continue;
        const o = g.nbr[h * 6 + d];
        if (o < 0) out.push([g.id[h], -1 - d, f]);
        else if (o > h) out.push([g.id[h], g.id[o], f]);
      }
    }
    return out;
  }

  /** Inverse of toList. */
  static fromList(grid: HexGrid, list: readonly (readonly [number, number, number])[]): Hexsides {
    const s = new Hexsides(grid);
    for (const [a, b, f] of list) {
      if (b < 0) s.addSide(a, -1 - b, f);
      else s.addBetween(a, b, f);
    }
    return s;
  }
}
