/**
 * The hex grid of The U.S. Civil War as the rulebook numbers it (digest §5.1): four-digit ids RRCC,
 * the row first (growing north to south), the column second (growing west to east); pointy-topped
 * hexes in horizontal rows, the even rows shifted half a hex east. The rulebook's own adjacencies fix
 * the parity: 2316-2415, 2415-2516, 2515-2414, 2515-2615, 3542-3641 and 1647-1747 are neighbours.
 *
 * Directions run clockwise from north-east: 0 NE, 1 E, 2 SE, 3 SW, 4 W, 5 NW; opposite(d) = (d+3)%6.
 * Pixel units: one column = 1 (the distance between centres in a row), rows 0.866 apart.
 * Corner k lies between sides k and k+1 (at -30 + 60k degrees, y down); side d runs from corner d+5
 * to corner d. This is the convention of the shared hex kit (wip/hex, src/hex/README.md), kept here
 * until the kit is on main.
 */

export interface GridSpec {
  readonly firstRow: number;
  readonly lastRow: number;
  readonly firstCol: number;
  readonly lastCol: number;
}

export const SQRT3_2 = Math.sqrt(3) / 2;

/** Hex offsets (row, col) of each direction for odd and even rows. */
const D_ODD: readonly (readonly [number, number])[] = [
  [-1, 0],
  [0, 1],
  [1, 0],
  [1, -1],
  [0, -1],
  [-1, -1],
];
const D_EVEN: readonly (readonly [number, number])[] = [
  [-1, 1],
  [0, 1],
  [1, 1],
  [1, 0],
  [0, -1],
  [-1, 0],
];

export const opposite = (d: number): number => (d + 3) % 6;

export class HexGrid {
  readonly rows: number;
  readonly cols: number;
  /** Hexes in the rectangle, index = (row - firstRow) * cols + (col - firstCol). */
  readonly count: number;
  /** nbr[i*6+d]: neighbouring hex index or -1 off the rectangle. */
  readonly nbr: Int32Array;

  constructor(readonly spec: GridSpec) {
    this.rows = spec.lastRow - spec.firstRow + 1;
    this.cols = spec.lastCol - spec.firstCol + 1;
    this.count = this.rows * this.cols;
    this.nbr = new Int32Array(this.count * 6).fill(-1);
    for (let i = 0; i < this.count; i++) {
      const r = this.row(i);
      const c = this.col(i);
      const table = r % 2 === 0 ? D_EVEN : D_ODD;
      for (let d = 0; d < 6; d++) this.nbr[i * 6 + d] = this.at(r + table[d]![0], c + table[d]![1]);
    }
  }

  row(i: number): number {
    return this.spec.firstRow + Math.floor(i / this.cols);
  }
  col(i: number): number {
    return this.spec.firstCol + (i % this.cols);
  }
  /** Index of (row, col), -1 outside. */
  at(r: number, c: number): number {
    if (r < this.spec.firstRow || r > this.spec.lastRow || c < this.spec.firstCol || c > this.spec.lastCol)
      return -1;
    return (r - this.spec.firstRow) * this.cols + (c - this.spec.firstCol);
  }
  /** Printed id (RRCC) of hex i. */
  id(i: number): number {
    return this.row(i) * 100 + this.col(i);
  }
  /** Index of printed id, -1 when not on the grid. */
  index(id: number): number {
    return this.at(Math.floor(id / 100), id % 100);
  }
  label(i: number): string {
    return String(this.id(i)).padStart(4, '0');
  }
  /** Direction from a to b when adjacent, else -1. */
  dirTo(a: number, b: number): number {
    for (let d = 0; d < 6; d++) if (this.nbr[a * 6 + d] === b) return d;
    return -1;
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
    const qa = this.axialQ(a);
    const qb = this.axialQ(b);
    const ra = this.row(a);
    const rb = this.row(b);
    const dq = qa - qb;
    const dr = ra - rb;
    return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
  }
  /** Axial q of hex i (pointy rows, even rows shifted east). */
  private axialQ(i: number): number {
    const r = this.row(i);
    return this.col(i) - (r + (r & 1)) / 2;
  }
}
