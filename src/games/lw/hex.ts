/**
 * The Lincoln's War hex grid (digest §5.1, §5.7): flat-topped hexes in columns, printed ids CCRR
 * (column then row; 0103 Kansas City is column 1, row 3), odd columns half a hex south. The parity is
 * fixed by rule 8.1.2.2, which calls 0806 and 0905 adjacent (the shared hex-map kit on branch wip/hex
 * uses the same convention; this file is the few functions this game needs until the kit is on main).
 *
 * Index: hex i = (col - 1) * rows + (row - 1), i.e. ascending printed id. Directions run clockwise
 * from north: 0 N, 1 NE, 2 SE, 3 S, 4 SW, 5 NW; opposite(d) = (d + 3) % 6.
 *
 * Geometry in integer "doubled" coordinates: a hex centre is X = 3·col, Y = 2·row + (col odd ? 1 : 0);
 * its corners are (X±2, Y) and (X±1, Y±1). Two hexsides touch when they share a corner, which is how
 * rivers (chains of hexsides) are connected (14.1.1 "any series of connected rivers", 20.0).
 * Reference: Red Blob Games, "Hexagonal Grids" (offset and cube coordinates).
 */

export const DIR_NAMES = ['N', 'NE', 'SE', 'S', 'SW', 'NW'] as const;

/** Centre offsets (dX, dY) of the neighbour in each direction, in doubled coordinates. */
const DX = [0, 3, 3, 0, -3, -3];
const DY = [-2, -1, 1, 2, 1, -1];
/** Corner offsets: corner k lies between sides k and k + 1 (clockwise from the NE corner). */
const CX = [1, 2, 1, -1, -2, -1];
const CY = [-1, 0, 1, 1, 0, -1];

export class HexGrid {
  readonly count: number;
  /** Neighbour of hex i in direction d at [i * 6 + d], -1 off the map. */
  readonly nbr: Int16Array;
  readonly col: Int8Array;
  readonly row: Int8Array;
  constructor(
    readonly cols: number,
    readonly rows: number,
  ) {
    this.count = cols * rows;
    this.nbr = new Int16Array(this.count * 6).fill(-1);
    this.col = new Int8Array(this.count);
    this.row = new Int8Array(this.count);
    for (let i = 0; i < this.count; i++) {
      this.col[i] = Math.floor(i / rows) + 1;
      this.row[i] = (i % rows) + 1;
    }
    for (let i = 0; i < this.count; i++) {
      for (let d = 0; d < 6; d++) this.nbr[i * 6 + d] = this.at(this.cx(i) + DX[d]!, this.cy(i) + DY[d]!);
    }
  }

  /** Index of printed id CCRR (e.g. 1903), or -1 if it is not on the grid. */
  index(id: number): number {
    const c = Math.floor(id / 100);
    const r = id % 100;
    if (c < 1 || c > this.cols || r < 1 || r > this.rows) return -1;
    return (c - 1) * this.rows + (r - 1);
  }

  /** Printed id of hex i, e.g. 1903. */
  id(i: number): number {
    return this.col[i]! * 100 + this.row[i]!;
  }

  label(i: number): string {
    return String(this.id(i)).padStart(4, '0');
  }

  /** Doubled-coordinate centre. */
  cx(i: number): number {
    return 3 * this.col[i]!;
  }
  cy(i: number): number {
    const c = this.col[i]!;
    return 2 * this.row[i]! + (c & 1);
  }

  /** The hex whose centre is (x, y) in doubled coordinates, or -1. */
  private at(x: number, y: number): number {
    if (x % 3 !== 0) return -1;
    const c = x / 3;
    const ry = y - (c & 1);
    if (ry % 2 !== 0) return -1;
    const r = ry / 2;
    if (c < 1 || c > this.cols || r < 1 || r > this.rows) return -1;
    return (c - 1) * this.rows + (r - 1);
  }

  neighbor(i: number, d: number): number {
    return this.nbr[i * 6 + d]!;
  }

  /** Direction from a to its neighbour b, or -1 if they are not adjacent. */
  dirTo(a: number, b: number): number {
    for (let d = 0; d < 6; d++) if (this.nbr[a * 6 + d] === b) return d;
    return -1;
  }

  adjacent(a: number, b: number): boolean {
    return this.dirTo(a, b) >= 0;
  }

  /** Cube distance in hexes. */
  distance(a: number, b: number): number {
    const q1 = this.col[a]!;
    const q2 = this.col[b]!;
    const r1 = this.row[a]! - (q1 - (q1 & 1)) / 2;
    const r2 = this.row[b]! - (q2 - (q2 & 1)) / 2;
    const dq = q1 - q2;
    const dr = r1 - r2;
    return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
  }

  /** The hexes of a straight line from a to b (both included), by cube interpolation. */
  line(a: number, b: number): number[] {
    const n = this.distance(a, b);
    const out = [a];
    const [qa, ra] = this.axial(a);
    const [qb, rb] = this.axial(b);
    for (let k = 1; k <= n; k++) {
      const t = k / n;
      const fq = qa + (qb - qa) * t + 1e-6;
      const fr = ra + (rb - ra) * t + 1e-6;
      const h = this.fromAxial(...roundCube(fq, fr));
      if (h >= 0 && h !== out[out.length - 1]) out.push(h);
    }
    return out;
  }

  private axial(i: number): [number, number] {
    const q = this.col[i]!;
    return [q, this.row[i]! - (q - (q & 1)) / 2];
  }

  private fromAxial(q: number, r: number): number {
    const row = r + (q - (q & 1)) / 2;
    if (q < 1 || q > this.cols || row < 1 || row > this.rows) return -1;
    return (q - 1) * this.rows + (row - 1);
  }

  /** Key of corner k of hex i (unique per point of the plane). */
  cornerKey(i: number, k: number): number {
    return (this.cx(i) + CX[k]! + 4) * 256 + (this.cy(i) + CY[k]! + 4);
  }

  /** The two corner keys of side d of hex i (side d runs from corner d - 1 to corner d). */
  sideCorners(i: number, d: number): [number, number] {
    return [this.cornerKey(i, (d + 5) % 6), this.cornerKey(i, d)];
  }
}

function roundCube(fq: number, fr: number): [number, number] {
  const fs = -fq - fr;
  let q = Math.round(fq);
  let r = Math.round(fr);
  const s = Math.round(fs);
  const dq = Math.abs(q - fq);
  const dr = Math.abs(r - fr);
  const ds = Math.abs(s - fs);
  if (dq > dr && dq > ds) q = -r - s;
  else if (dr > ds) r = -q - s;
  return [q, r];
}
