/**
 * Pixel geometry of a hex grid for drawing (SVG map pictures, the browser view) and for the build-time
 * geography helpers: hex centres, corners, hexside end points, and the hex under a point.
 *
 * Frame: x grows east, y grows south (screen and SVG convention); `size` is the distance from a hex's
 * centre to its corners. The origin is the top-left corner of the bounding box of all hex polygons,
 * so every hex lies in [0, width] x [0, height].
 *
 * Corner k of a hex lies between its sides k and k + 1 (directions as in grid.ts), so side d runs from
 * corner (d + 5) % 6 to corner d. Off-map spaces have the position their spec gives, or NaN.
 *
 * Reference: Red Blob Games, "Hexagonal Grids", sections "Hex to pixel" and "Pixel to hex".
 */
import { HexGrid, roundQ, roundR } from './grid.js';

export const SQRT3 = Math.sqrt(3);

export class HexLayout {
  readonly grid: HexGrid;
  readonly size: number;
  /** Width and height of the bounding box of all hex polygons. */
  readonly width: number;
  readonly height: number;
  /** Centre per node (hexes then spaces); NaN for a space without a drawing position. */
  readonly cx: Float64Array;
  readonly cy: Float64Array;
  private readonly ox: number;
  private readonly oy: number;
  /** Unit corner offsets: corner k at (cx + size * cosK[k], cy + size * sinK[k]). */
  private readonly cosK: Float64Array;
  private readonly sinK: Float64Array;

  constructor(grid: HexGrid, size = 1) {
    this.grid = grid;
    this.size = size;
    const base = grid.orientation === 'flat' ? -60 : -30;
    this.cosK = new Float64Array(6);
    this.sinK = new Float64Array(6);
    for (let k = 0; k < 6; k++) {
      const a = ((base + 60 * k) * Math.PI) / 180;
      this.cosK[k] = Math.cos(a);
      this.sinK[k] = Math.sin(a);
    }
    const halfW = grid.orientation === 'flat' ? size : (SQRT3 / 2) * size;
    const halfH = grid.orientation === 'flat' ? (SQRT3 / 2) * size : size;
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    for (let i = 0; i < grid.count; i++) {
      const x = this.rawX(grid.q[i], grid.r[i]);
      const y = this.rawY(grid.q[i], grid.r[i]);
      minX = Math.min(minX, x - halfW);
      minY = Math.min(minY, y - halfH);
      maxX = Math.max(maxX, x + halfW);
      maxY = Math.max(maxY, y + halfH);
    }
    this.ox = minX;
    this.oy = minY;
    this.width = maxX - minX;
    this.height = maxY - minY;
    this.cx = new Float64Array(grid.nodeCount).fill(NaN);
    this.cy = new Float64Array(grid.nodeCount).fill(NaN);
    for (let i = 0; i < grid.count; i++) {
      this.cx[i] = this.rawX(grid.q[i], grid.r[i]) - minX;
      this.cy[i] = this.rawY(grid.q[i], grid.r[i]) - minY;
    }
    (grid.spec.spaces ?? []).forEach((s, k) => {
      this.cx[grid.count + k] = s.x ?? NaN;
      this.cy[grid.count + k] = s.y ?? NaN;
    });
  }

  private rawX(q: number, r: number): number {
    return this.grid.orientation === 'flat' ? 1.5 * q * this.size : SQRT3 * (q + r / 2) * this.size;
  }

  private rawY(q: number, r: number): number {
    return this.grid.orientation === 'flat' ? SQRT3 * (r + q / 2) * this.size : 1.5 * r * this.size;
  }

  /** Distance between the centres of two adjacent hexes. */
  get spacing(): number {
    return SQRT3 * this.size;
  }

  cornerX(n: number, k: number): number {
    return this.cx[n] + this.size * this.cosK[k];
  }

  cornerY(n: number, k: number): number {
    return this.cy[n] + this.size * this.sinK[k];
  }

  /** The six corners of hex n, clockwise from corner 0 (for drawing; allocates). */
  corners(n: number): Array<[number, number]> {
    const out: Array<[number, number]> = [];
    for (let k = 0; k < 6; k++) out.push([this.cornerX(n, k), this.cornerY(n, k)]);
    return out;
  }

  /** SVG `points` attribute of hex n's polygon, rounded to `digits` decimals. */
  polygonPoints(n: number, digits = 2): string {
    return this.corners(n)
      .map(([x, y]) => `${x.toFixed(digits)},${y.toFixed(digits)}`)
      .join(' ');
  }

  /** End points [x1, y1, x2, y2] of side d of hex n (for drawing rivers, borders; allocates). */
  side(n: number, d: number): [number, number, number, number] {
    const a = (d + 5) % 6;
    return [this.cornerX(n, a), this.cornerY(n, a), this.cornerX(n, d), this.cornerY(n, d)];
  }

  /** Fractional axial q of a point. */
  fracQ(x: number, y: number): number {
    const X = (x + this.ox) / this.size;
    const Y = (y + this.oy) / this.size;
    return this.grid.orientation === 'flat' ? (2 / 3) * X : (SQRT3 / 3) * X - Y / 3;
  }

  /** Fractional axial r of a point. */
  fracR(x: number, y: number): number {
    const X = (x + this.ox) / this.size;
    const Y = (y + this.oy) / this.size;
    return this.grid.orientation === 'flat' ? -X / 3 + (SQRT3 / 3) * Y : (2 / 3) * Y;
  }

  /** The hex whose polygon contains the point, -1 if that hex is not on the map. */
  hexAt(x: number, y: number): number {
    const fq = this.fracQ(x, y);
    const fr = this.fracR(x, y);
    return this.grid.axialIndex(roundQ(fq, fr), roundR(fq, fr));
  }
}
