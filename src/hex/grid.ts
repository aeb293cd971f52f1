/**
 * A rectangular hex grid described by data, with the rulebooks' printed four-digit ids.
 *
 * What it computes: the dense index 0..count-1 of every hex and its printed id, the neighbour table,
 * axial coordinates, distance, line of hexes, rings and ranges. Off-map spaces (boxes, islands,
 * coastal fortresses) get indices count..nodeCount-1 and join the map only through explicit links.
 *
 * Conventions (see README.md):
 * - `orientation: 'flat'` = flat-topped hexes in vertical columns (acw, lw); `'pointy'` = pointy-topped
 *   hexes in horizontal rows (uscw).
 * - `shifted: 'odd' | 'even'`: which printed columns (flat) or rows (pointy) sit half a hex toward the
 *   higher row (flat: south) or higher column (pointy: east) number. acw: 'even' (odd columns sit half
 *   a hex north); lw: 'odd'; uscw: 'even' (even rows half a hex east).
 * - `idFormat: 'CCRR'` (column then row, acw and lw) or `'RRCC'` (row then column, uscw).
 * - Directions 0..5 run clockwise on the printed map (north up). Flat: 0 N, 1 NE, 2 SE, 3 S, 4 SW,
 *   5 NW. Pointy: 0 NE, 1 E, 2 SE, 3 SW, 4 W, 5 NW. The opposite of d is (d + 3) % 6.
 *
 * Limits: a grid has at most 99 printed rows and columns per id part with the default two digits; the
 * rectangle is the bounding box of the printed ids, and `omit` removes ids that do not exist. Links
 * join two nodes that are not hex neighbours; they are not hexsides and carry a game-defined kind.
 *
 * Reference: Red Blob Games, "Hexagonal Grids" (offset, axial and cube coordinates, distance, line
 * drawing, rings), https://www.redblobgames.com/grids/hexagons/ — code written here from the formulas.
 */

export type Orientation = 'flat' | 'pointy';
export type Parity = 'odd' | 'even';
export type IdFormat = 'CCRR' | 'RRCC';

/** An off-map space (a box, island or fort drawn beside the hexes). */
export interface SpaceSpec {
  readonly name: string;
  /** Drawing position in layout units (hex size 1); optional. */
  readonly x?: number;
  readonly y?: number;
}

/** A connection that is not a hexside: `a` and `b` are printed hex ids (numbers) or space names. */
export interface LinkSpec {
  readonly a: number | string;
  readonly b: number | string;
  /** Game-defined kind (e.g. 1 = coastal fort to its port); 0 when omitted. */
  readonly kind?: number;
}

/** The grid as a content pack states it (plain JSON data). */
export interface GridSpec {
  readonly orientation: Orientation;
  readonly shifted: Parity;
  readonly idFormat: IdFormat;
  readonly firstCol: number;
  readonly lastCol: number;
  readonly firstRow: number;
  readonly lastRow: number;
  /** Printed ids inside the rectangle that are not hexes of the map (sea, gaps in the numbering). */
  readonly omit?: readonly number[];
  readonly spaces?: readonly SpaceSpec[];
  readonly links?: readonly LinkSpec[];
  /** Digits per id part; 2 unless the map has more than 99 columns or rows. */
  readonly digits?: number;
}

/** Direction names in index order, per orientation. */
export const DIRECTION_NAMES: Readonly<Record<Orientation, readonly string[]>> = {
  flat: ['N', 'NE', 'SE', 'S', 'SW', 'NW'],
  pointy: ['NE', 'E', 'SE', 'SW', 'W', 'NW'],
};

// Axial steps (dq, dr) per direction, r growing southward. The pointy list is the flat list rotated by
// one, which is why both number clockwise from the first direction at or after north.
const FLAT_DQ = [0, 1, 1, 0, -1, -1];
const FLAT_DR = [-1, -1, 0, 1, 1, 0];
const POINTY_DQ = [1, 1, 0, -1, -1, 0];
const POINTY_DR = [-1, 0, 1, 1, 0, -1];

/** The direction opposite d. */
export function opposite(d: number): number {
  return d < 3 ? d + 3 : d - 3;
}

/** Hex distance between axial coordinates (cube metric). */
export function axialDistance(q1: number, r1: number, q2: number, r2: number): number {
  const dq = q1 - q2;
  const dr = r1 - r2;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

export class HexGrid {
  readonly spec: GridSpec;
  readonly orientation: Orientation;
  /** Number of hexes (indices 0..count-1, ascending printed id). */
  readonly count: number;
  /** Hexes plus off-map spaces (indices count..nodeCount-1, in spec order). */
  readonly nodeCount: number;
  /** Printed id per hex. */
  readonly id: Int32Array;
  /** Printed column and row per hex. */
  readonly col: Int32Array;
  readonly row: Int32Array;
  /** Axial coordinates per hex (q east-ish, r south-ish). */
  readonly q: Int32Array;
  readonly r: Int32Array;
  /**
   * Neighbour table, layout nbr[node * 6 + d] = index of the node across side d, -1 if off-map or
   * omitted. Rows for off-map spaces are all -1.
   */
  readonly nbr: Int32Array;
  /** Links in CSR form: links of node n are linkTo[linkStart[n] .. linkStart[n + 1] - 1]. */
  readonly linkStart: Int32Array;
  readonly linkTo: Int32Array;
  /** Game-defined kind per link slot (both directions of a link carry the same kind). */
  readonly linkKind: Int32Array;
  readonly spaceNames: readonly string[];
  /** Topology for the searches: nodes, degree 6, adjacency = nbr, plus the links. */
  readonly nodes: number;
  readonly degree = 6;
  readonly adj: Int32Array;

  private readonly width: number;
  private readonly height: number;
  /** cell[(row - firstRow) * width + (col - firstCol)] = hex index or -1. */
  private readonly cell: Int32Array;
  private readonly dq: readonly number[];
  private readonly dr: readonly number[];
  private readonly radix: number;
  private readonly shiftBit: number;

  constructor(spec: GridSpec) {
    validate(spec);
    this.spec = spec;
    this.orientation = spec.orientation;
    this.radix = 10 ** (spec.digits ?? 2);
    this.shiftBit = spec.shifted === 'odd' ? 1 : 0;
    this.dq = spec.orientation === 'flat' ? FLAT_DQ : POINTY_DQ;
    this.dr = spec.orientation === 'flat' ? FLAT_DR : POINTY_DR;
    this.width = spec.lastCol - spec.firstCol + 1;
    this.height = spec.lastRow - spec.firstRow + 1;
    const omitted = new Set(spec.omit ?? []);
    const cells: number[] = [];
    for (let row = spec.firstRow; row <= spec.lastRow; row++) {
      for (let col = spec.firstCol; col <= spec.lastCol; col++) {
        if (!omitted.has(this.idAt(col, row))) cells.push(this.idAt(col, row));
      }
    }
    cells.sort((a, b) => a - b);
    this.count = cells.length;
    this.spaceNames = (spec.spaces ?? []).map((s) => s.name);
    this.nodeCount = this.count + this.spaceNames.length;
    this.nodes = this.nodeCount;
    this.id = Int32Array.from(cells);
    this.col = new Int32Array(this.count);
    this.row = new Int32Array(this.count);
    this.q = new Int32Array(this.count);
    this.r = new Int32Array(this.count);
    this.cell = new Int32Array(this.width * this.height).fill(-1);
    for (let i = 0; i < this.count; i++) this.placeHex(i);
    this.nbr = new Int32Array(this.nodeCount * 6).fill(-1);
    for (let i = 0; i < this.count; i++) {
      for (let d = 0; d < 6; d++)
        this.nbr[i * 6 + d] = this.axialIndex(this.q[i] + this.dq[d], this.r[i] + this.dr[d]);
    }
    this.adj = this.nbr;
    const links = buildLinks(this, spec.links ?? []);
    this.linkStart = links.start;
    this.linkTo = links.to;
    this.linkKind = links.kind;
  }

  private placeHex(i: number): void {
    const printed = this.id[i];
    const hi = Math.floor(printed / this.radix);
    const lo = printed % this.radix;
    const col = this.spec.idFormat === 'CCRR' ? hi : lo;
    const row = this.spec.idFormat === 'CCRR' ? lo : hi;
    this.col[i] = col;
    this.row[i] = row;
    this.q[i] = this.offsetToQ(col, row);
    this.r[i] = this.offsetToR(col, row);
    this.cell[(row - this.spec.firstRow) * this.width + (col - this.spec.firstCol)] = i;
  }

  /** Printed id of the hex at printed column and row (whether or not it exists). */
  idAt(col: number, row: number): number {
    return this.spec.idFormat === 'CCRR' ? col * this.radix + row : row * this.radix + col;
  }

  /** Index of the hex with printed column and row, -1 if none. */
  indexAt(col: number, row: number): number {
    const c = col - this.spec.firstCol;
    const r = row - this.spec.firstRow;
    if (c < 0 || r < 0 || c >= this.width || r >= this.height) return -1;
    return this.cell[r * this.width + c];
  }

  /** Index of a printed hex id, -1 if the map has no such hex. */
  index(printed: number): number {
    if (!Number.isInteger(printed) || printed < 0) return -1;
    const hi = Math.floor(printed / this.radix);
    const lo = printed % this.radix;
    return this.spec.idFormat === 'CCRR' ? this.indexAt(hi, lo) : this.indexAt(lo, hi);
  }

  /** Index of a printed hex id or off-map space name; throws with the reference if unknown. */
  node(ref: number | string): number {
    const n = typeof ref === 'number' ? this.index(ref) : this.spaceIndex(ref);
    if (n < 0)
      throw new Error(
        `hex grid: no ${typeof ref === 'number' ? 'hex ' + this.format(ref) : `space '${ref}'`}`,
      );
    return n;
  }

  /** Index of an off-map space by name, -1 if none. */
  spaceIndex(name: string): number {
    const k = this.spaceNames.indexOf(name);
    return k < 0 ? -1 : this.count + k;
  }

  /** True for a hex index (as opposed to an off-map space). */
  isHex(n: number): boolean {
    return n >= 0 && n < this.count;
  }

  /** The printed label: the zero-padded id ('0806') for a hex, the name for a space. */
  label(n: number): string {
    if (n >= this.count) return this.spaceNames[n - this.count] ?? `?${n}`;
    return this.format(this.id[n]);
  }

  private format(printed: number): string {
    return String(printed).padStart(2 * Math.log10(this.radix), '0');
  }

  /** Neighbour of node n across side d (0..5), -1 if none. */
  neighbor(n: number, d: number): number {
    return this.nbr[n * 6 + d];
  }

  /** The direction from hex a to the adjacent hex b, -1 if they are not adjacent. */
  dirTo(a: number, b: number): number {
    for (let d = 0; d < 6; d++) if (this.nbr[a * 6 + d] === b) return d;
    return -1;
  }

  /** True when hexes a and b share a hexside. */
  adjacent(a: number, b: number): boolean {
    return this.dirTo(a, b) >= 0;
  }

  /** Hex distance (number of hex steps on an open grid) between two hexes. */
  distance(a: number, b: number): number {
    return axialDistance(this.q[a], this.r[a], this.q[b], this.r[b]);
  }

  /** Axial q of printed column and row (whether or not the hex exists). */
  offsetToQ(col: number, row: number): number {
    if (this.orientation === 'flat') return col;
    const odd = row & 1;
    return col - ((this.shiftBit === 1 ? row - odd : row + odd) >> 1);
  }

  /** Axial r of printed column and row. */
  offsetToR(col: number, row: number): number {
    if (this.orientation === 'pointy') return row;
    const odd = col & 1;
    return row - ((this.shiftBit === 1 ? col - odd : col + odd) >> 1);
  }

  /** Index of the hex at axial (q, r), -1 if it is not on the map. */
  axialIndex(q: number, r: number): number {
    if (this.orientation === 'flat') {
      const odd = q & 1;
      return this.indexAt(q, r + ((this.shiftBit === 1 ? q - odd : q + odd) >> 1));
    }
    const odd = r & 1;
    return this.indexAt(q + ((this.shiftBit === 1 ? r - odd : r + odd) >> 1), r);
  }

  /** Axial step of direction d. */
  stepQ(d: number): number {
    return this.dq[d];
  }
  stepR(d: number): number {
    return this.dr[d];
  }

  /**
   * Hexes on the ring at exactly `radius` steps from hex `center`, clockwise, written to out from
   * position `at`; returns how many (hexes off the map are skipped). radius 0 writes the centre.
   * No allocation.
   */
  ring(center: number, radius: number, out: Int32Array, at = 0): number {
    if (radius === 0) {
      out[at] = center;
      return 1;
    }
    // Start `radius` steps in direction 4 (SW flat / W pointy) and walk the six sides clockwise.
    let q = this.q[center] + this.dq[4] * radius;
    let r = this.r[center] + this.dr[4] * radius;
    let n = 0;
    for (let side = 0; side < 6; side++) {
      for (let k = 0; k < radius; k++) {
        const i = this.axialIndex(q, r);
        if (i >= 0) out[at + n++] = i;
        q += this.dq[side];
        r += this.dr[side];
      }
    }
    return n;
  }

  /** Hexes within `radius` steps of `center` (centre included), by rings; returns how many. */
  withinRange(center: number, radius: number, out: Int32Array): number {
    let n = 0;
    for (let k = 0; k <= radius; k++) n += this.ring(center, k, out, n);
    return n;
  }

  /**
   * The line of hexes from a to b: distance(a, b) + 1 hexes, the hex under each of evenly spaced
   * points on the straight segment between the centres. Where the segment runs exactly along a hexside,
   * a fixed nudge picks the side (toward +q, +r). Hexes off the map (omitted ids) are written as -1.
   * Returns the count.
   */
  line(a: number, b: number, out: Int32Array): number {
    const n = this.distance(a, b);
    const q0 = this.q[a] + 1e-6;
    const r0 = this.r[a] + 2e-6;
    const q1 = this.q[b] + 1e-6;
    const r1 = this.r[b] + 2e-6;
    for (let k = 0; k <= n; k++) {
      const t = n === 0 ? 0 : k / n;
      const fq = q0 + (q1 - q0) * t;
      const fr = r0 + (r1 - r0) * t;
      out[k] = this.axialIndex(roundQ(fq, fr), roundR(fq, fr));
    }
    return n + 1;
  }
}

/** Cube rounding of a fractional axial coordinate: the q of the nearest hex. */
export function roundQ(fq: number, fr: number): number {
  const fs = -fq - fr;
  let q = Math.round(fq);
  const r = Math.round(fr);
  const s = Math.round(fs);
  const dq = Math.abs(q - fq);
  const dr = Math.abs(r - fr);
  const ds = Math.abs(s - fs);
  if (dq > dr && dq > ds) q = -r - s;
  return q;
}

/** Cube rounding: the r of the nearest hex. */
export function roundR(fq: number, fr: number): number {
  const fs = -fq - fr;
  const q = Math.round(fq);
  let r = Math.round(fr);
  const s = Math.round(fs);
  const dq = Math.abs(q - fq);
  const dr = Math.abs(r - fr);
  const ds = Math.abs(s - fs);
  if (!(dq > dr && dq > ds) && dr > ds) r = -q - s;
  return r;
}

function validate(spec: GridSpec): void {
  const digits = spec.digits ?? 2;
  const max = 10 ** digits - 1;
  for (const k of ['firstCol', 'lastCol', 'firstRow', 'lastRow'] as const) {
    const v = spec[k];
    if (!Number.isInteger(v) || v < 0 || v > max) throw new Error(`hex grid: ${k} ${v} is not in 0..${max}`);
  }
  if (spec.lastCol < spec.firstCol || spec.lastRow < spec.firstRow)
    throw new Error('hex grid: empty rectangle');
  const names = new Set<string>();
  for (const s of spec.spaces ?? []) {
    if (names.has(s.name)) throw new Error(`hex grid: space '${s.name}' named twice`);
    names.add(s.name);
  }
}

function buildLinks(
  grid: HexGrid,
  specs: readonly LinkSpec[],
): { start: Int32Array; to: Int32Array; kind: Int32Array } {
  const ends = specs.map((l) => [grid.node(l.a), grid.node(l.b), l.kind ?? 0] as const);
  const start = new Int32Array(grid.nodeCount + 1);
  for (const [a, b] of ends) {
    if (a === b) throw new Error(`hex grid: link from ${grid.label(a)} to itself`);
    start[a + 1]++;
    start[b + 1]++;
  }
  for (let n = 0; n < grid.nodeCount; n++) start[n + 1] += start[n];
  const fill = start.slice(0, grid.nodeCount);
  const to = new Int32Array(ends.length * 2);
  const kind = new Int32Array(ends.length * 2);
  for (const [a, b, k] of ends) {
    to[fill[a]] = b;
    kind[fill[a]++] = k;
    to[fill[b]] = a;
    kind[fill[b]++] = k;
  }
  return { start, to, kind };
}
