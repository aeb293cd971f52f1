/**
 * The hex grid of The U.S. Civil War as the rulebook numbers it (digest §5.1): four-digit ids RRCC,
 * the row first (growing north to south), the column second (growing west to east); pointy-topped
 * hexes in horizontal rows, the even rows shifted half a hex east. The rulebook's own adjacencies fix
 * the parity: 2316-2415, 2415-2516, 2515-2414, 2515-2615, 3542-3641 and 1647-1747 are neighbours.
 *
 * Directions run clockwise from north-east: 0 NE, 1 E, 2 SE, 3 SW, 4 W, 5 NW; opposite(d) = (d+3)%6.
 * Pixel units: one column = 1 (the distance between centres in a row), rows 0.866 apart.
 * Corner k lies between sides k and k+1 (at -30 + 60k degrees, y down); side d runs from corner d+5
 * to corner d: the convention of the shared hex kit (src/hex/README.md), whose grid this wraps.
 */
import { HexGrid as KitGrid } from '../../hex/grid.js';

export interface GridSpec {
  readonly firstRow: number;
  readonly lastRow: number;
  readonly firstCol: number;
  readonly lastCol: number;
}

export const SQRT3_2 = Math.sqrt(3) / 2;

/**
 * The uscw grid on the shared kit's `HexGrid` (src/hex/grid.ts): RRCC ids, pointy rows, even rows
 * shifted east, no omitted hexes, so index = (row - firstRow) * cols + (col - firstCol) as before.
 * Keeps the small call surface the rules and the pack builder use, and the unit-pixel geometry of
 * the map picture.
 */
export class HexGrid {
  readonly rows: number;
  readonly cols: number;
  /** Hexes in the rectangle, index = (row - firstRow) * cols + (col - firstCol). */
  readonly count: number;
  /** nbr[i*6+d]: neighbouring hex index or -1 off the rectangle. */
  readonly nbr: Int32Array;
  readonly kit: KitGrid;

  constructor(readonly spec: GridSpec) {
    this.kit = new KitGrid({ orientation: 'pointy', shifted: 'even', idFormat: 'RRCC', ...spec });
    this.rows = spec.lastRow - spec.firstRow + 1;
    this.cols = spec.lastCol - spec.firstCol + 1;
    this.count = this.kit.count;
    this.nbr = this.kit.nbr;
  }

  row(i: number): number {
    return this.kit.row[i]!;
  }
  col(i: number): number {
    return this.kit.col[i]!;
  }
  /** Index of (row, col), -1 outside. */
  at(r: number, c: number): number {
    return this.kit.indexAt(c, r);
  }
  /** Printed id (RRCC) of hex i. */
  id(i: number): number {
    return this.kit.id[i]!;
  }
  /** Index of printed id, -1 when not on the grid. */
  index(id: number): number {
    return this.kit.index(id);
  }
  label(i: number): string {
    return this.kit.label(i);
  }
  /** Direction from a to b when adjacent, else -1. */
  dirTo(a: number, b: number): number {
    return this.kit.dirTo(a, b);
  }
  x(i: number): number {
    const r = this.row(i);
    return this.col(i) + (r % 2 === 0 ? 0.5 : 0);
  }
  y(i: number): number {
    return this.row(i) * SQRT3_2;
  }
  /** Corner k of hex i in pixel units. */
  corner(i: number, k: number): [number, number] {
    const a = ((-30 + 60 * k) * Math.PI) / 180;
    const s = 1 / Math.sqrt(3);
    return [this.x(i) + s * Math.cos(a), this.y(i) + s * Math.sin(a)];
  }
  /** Hex distance (cube metric). */
  distance(a: number, b: number): number {
    return this.kit.distance(a, b);
  }
}
