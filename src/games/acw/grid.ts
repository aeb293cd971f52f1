/**
 * The American Civil War hex grid: SPI's CCRR numbering kept as printed (digest §5.1), because
 * command control reads the last digit of a hex's number [11.0].
 *
 * Flat-topped hexes in vertical columns 01..53, rows 01..33; odd columns sit half a hex north of
 * even ones (the georeference of §5.3 fits only that way). Directions run clockwise from north:
 * 0 N, 1 NE, 2 SE, 3 S, 4 SW, 5 NW; opposite(d) = (d + 3) % 6. Same conventions as the shared hex
 * kit (src/hex, acw: `shifted: 'even'`), kept here until the kit is on main.
 *
 * Index: hex i = (col - 1) * ROWS + (row - 1), i.e. ascending printed id. A hexside has one id,
 * `edge(i, d)`: sides 0..2 (N, NE, SE) belong to their hex (i * 3 + d); sides 3..5 are the
 * neighbour's 0..2, or, on the map border, an id of their own above 3 * HEXES.
 * Corner k of a hex lies between its sides k and k + 1; side d runs from corner d - 1 to corner d.
 */

export const COLS = 53;
export const ROWS = 33;
export const HEXES = COLS * ROWS;
/** Hexside ids run 0 .. EDGES - 1 (sparse: border sides of directions 3..5 only where needed). */
export const EDGES = HEXES * 6;

const colOf = (i: number): number => Math.floor(i / ROWS) + 1;
const rowOf = (i: number): number => (i % ROWS) + 1;
/** Printed CCRR id of hex i. */
export const hexId = (i: number): number => colOf(i) * 100 + rowOf(i);
/** The printed id as four digits ('0129'). */
export const hexLabel = (i: number): string => String(hexId(i)).padStart(4, '0');

/** Hex index of printed id CCRR, or -1 when it is not on the map. */
export function hexIndex(id: number): number {
  const c = Math.floor(id / 100);
  const r = id % 100;
  if (c < 1 || c > COLS || r < 1 || r > ROWS) return -1;
  return (c - 1) * ROWS + (r - 1);
}

/** Neighbour of (col,row) in direction d as a hex index, -1 off the map. */
function neighbourOf(c: number, r: number, d: number): number {
  const even = c % 2 === 0;
  let nc = c;
  let nr: number;
  switch (d) {
    case 0:
      nr = r - 1;
      break;
    case 3:
      nr = r + 1;
      break;
    case 1:
    case 5:
      nc = d === 1 ? c + 1 : c - 1;
      nr = even ? r : r - 1;
      break;
    default:
      nc = d === 2 ? c + 1 : c - 1;
      nr = even ? r + 1 : r;
  }
  if (nc < 1 || nc > COLS || nr < 1 || nr > ROWS) return -1;
  return (nc - 1) * ROWS + (nr - 1);
}

/** nbr[i * 6 + d]: neighbour hex of i in direction d, -1 off the map. */
export const NBR: Int32Array = (() => {
  const t = new Int32Array(HEXES * 6);
  for (let i = 0; i < HEXES; i++)
    for (let d = 0; d < 6; d++) t[i * 6 + d] = neighbourOf(colOf(i), rowOf(i), d);
  return t;
})();

/** edgeOf[i * 6 + d]: the hexside id of side d of hex i. */
const EDGE_OF: Int32Array = (() => {
  const t = new Int32Array(HEXES * 6);
  for (let i = 0; i < HEXES; i++) {
    for (let d = 0; d < 6; d++) {
      if (d < 3) t[i * 6 + d] = i * 3 + d;
      else {
        const n = NBR[i * 6 + d]!;
        t[i * 6 + d] = n >= 0 ? n * 3 + (d - 3) : HEXES * 3 + i * 3 + (d - 3);
      }
    }
  }
  return t;
})();

export const edge = (i: number, d: number): number => EDGE_OF[i * 6 + d]!;

/** The two hexes on either side of hexside e ([a, b]; b = -1 on the border). */
export function edgeHexes(e: number): [number, number] {
  if (e < HEXES * 3) {
    const a = Math.floor(e / 3);
    return [a, NBR[a * 6 + (e % 3)]!];
  }
  const a = Math.floor((e - HEXES * 3) / 3);
  return [a, -1];
}

/** Direction from hex a to adjacent hex b, or -1 when they are not adjacent. */
export function dirTo(a: number, b: number): number {
  for (let d = 0; d < 6; d++) if (NBR[a * 6 + d] === b) return d;
  return -1;
}

export const adjacent = (a: number, b: number): boolean => dirTo(a, b) >= 0;

/** Cube distance between two hexes (flat columns, odd columns north). */
export function distance(a: number, b: number): number {
  const qa = colOf(a);
  const qb = colOf(b);
  // axial r = row - floor((col - 1) / 2): columns 1, 3, 5 .. sit north ("odd-q" counted from 0)
  const ra = rowOf(a) - Math.floor((qa - 1) / 2);
  const rb = rowOf(b) - Math.floor((qb - 1) / 2);
  const dq = qa - qb;
  const dr = ra - rb;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/** Pixel centre of hex i in layout units (hex size 1 = centre to corner), x east, y south. */
export function centre(i: number): [number, number] {
  const c = colOf(i);
  const r = rowOf(i);
  return [1.5 * (c - 1), Math.sqrt(3) * (r - 1 + (c % 2 === 0 ? 0.5 : 0))];
}

const H = Math.sqrt(3) / 2;
/** Corner k of hex i (k 0 = upper right, clockwise), layout units. */
export function corner(i: number, k: number): [number, number] {
  const [x, y] = centre(i);
  const dx = [0.5, 1, 0.5, -0.5, -1, -0.5][k]!;
  const dy = [-H, 0, H, H, 0, -H][k]!;
  return [x + dx, y + dy];
}

/** The two corners (k0, k1) that side d of a hex runs between. */
export const sideCorners = (d: number): [number, number] => [(d + 5) % 6, d];
