/**
 * Build-time georeferencing for provisional map packs (not used at run time): fit a transform from
 * longitude/latitude to the grid's drawing plane through anchor hexes (hexes whose printed id the
 * rulebook gives for a named place), report the residuals, project any place to its hex, and place a
 * list of towns on distinct hexes.
 *
 * What it computes: least-squares coefficients of x(lon, lat) and y(lon, lat) in layout units (the
 * hex centres of layout.ts), over an affine basis [1, lon, lat] or a quadratic one (adds lon², lon·lat,
 * lat²). Fitting to the drawing plane, not to printed column and row, keeps the half-hex shift of
 * alternate columns or rows out of the fit (acw digest §5.3: the shift takes the row residuals from
 * 0.34 to 0.03 hex). Residuals are in hex spacings (centre-to-centre distances).
 *
 * Limits: an affine fit needs 3 anchors not on one line, a quadratic one 6; more give a check. A map
 * drawn with different scales in different parts (lw digest §5.7: west and east of 90.1°W) is fitted
 * piece by piece and joined with byLongitude. Inputs are normalised before solving the normal
 * equations, so plain degrees are fine.
 *
 * Reference: least squares by the normal equations, e.g. G. Strang, "Introduction to Linear
 * Algebra", §4.3; hex rounding from Red Blob Games, "Hexagonal Grids".
 */
import type { HexLayout } from './layout.js';

/** A place whose hex the rulebook states. */
export interface Anchor {
  readonly id: number;
  readonly lon: number;
  readonly lat: number;
  readonly name?: string;
}

export interface Residual {
  readonly name: string;
  /** The stated hex (index). */
  readonly hex: number;
  /** The hex the fit puts the place in. */
  readonly fitted: number;
  /** Fitted position minus the stated hex's centre, in hex spacings. */
  readonly dx: number;
  readonly dy: number;
  readonly dist: number;
}

/** lon/lat -> drawing plane. */
export interface GeoTransform {
  x(lon: number, lat: number): number;
  y(lon: number, lat: number): number;
}

export type Basis = 'affine' | 'quadratic';

export interface GeoFit extends GeoTransform {
  readonly basis: Basis;
  readonly residuals: readonly Residual[];
  /** Root mean square of the residual distances, in hex spacings. */
  readonly rms: number;
  /** Anchors whose fitted hex is the stated one. */
  readonly exact: number;
}

/** Fit lon/lat to the layout through anchors; throws if the anchors cannot determine the basis. */
export function fitGrid(layout: HexLayout, anchors: readonly Anchor[], basis: Basis = 'affine'): GeoFit {
  const g = layout.grid;
  const hexes = anchors.map((a) => g.node(a.id));
  const norm = normaliser(anchors);
  const rows = anchors.map((a) => terms(basis, norm.lon(a.lon), norm.lat(a.lat)));
  const cx = solveLeastSquares(
    rows,
    hexes.map((h) => layout.cx[h]),
  );
  const cy = solveLeastSquares(
    rows,
    hexes.map((h) => layout.cy[h]),
  );
  const x = (lon: number, lat: number): number => dot(cx, terms(basis, norm.lon(lon), norm.lat(lat)));
  const y = (lon: number, lat: number): number => dot(cy, terms(basis, norm.lon(lon), norm.lat(lat)));
  const residuals = anchors.map((a, k): Residual => {
    const px = x(a.lon, a.lat);
    const py = y(a.lon, a.lat);
    const dx = (px - layout.cx[hexes[k]]) / layout.spacing;
    const dy = (py - layout.cy[hexes[k]]) / layout.spacing;
    return {
      name: a.name ?? g.label(hexes[k]),
      hex: hexes[k],
      fitted: layout.hexAt(px, py),
      dx,
      dy,
      dist: Math.hypot(dx, dy),
    };
  });
  const rms = Math.sqrt(residuals.reduce((s, r) => s + r.dist * r.dist, 0) / residuals.length);
  const exact = residuals.filter((r) => r.fitted === r.hex).length;
  return { basis, residuals, rms, exact, x, y };
}

/** One transform west of `lon0`, another east of it (lw digest §5.7). */
export function byLongitude(lon0: number, west: GeoTransform, east: GeoTransform): GeoTransform {
  return {
    x: (lon, lat) => (lon < lon0 ? west : east).x(lon, lat),
    y: (lon, lat) => (lon < lon0 ? west : east).y(lon, lat),
  };
}

/** The hex a place falls in under a transform, -1 if off the map. */
export function hexOf(layout: HexLayout, t: GeoTransform, lon: number, lat: number): number {
  return layout.hexAt(t.x(lon, lat), t.y(lon, lat));
}

/** A report line per anchor, worst first: 'Cairo 1513 -> 1513  0.18 hex'. */
export function residualReport(layout: HexLayout, fit: GeoFit): string[] {
  const g = layout.grid;
  return [...fit.residuals]
    .sort((a, b) => b.dist - a.dist)
    .map((r) => {
      const got = r.fitted < 0 ? 'off map' : g.label(r.fitted);
      return `${r.name} ${g.label(r.hex)} -> ${got}  ${r.dist.toFixed(2)} hex`;
    });
}

/** A place to put on the map; `id` pins it to a stated hex. */
export interface Place {
  readonly name: string;
  readonly lon: number;
  readonly lat: number;
  readonly id?: number;
}

export interface Placement {
  readonly name: string;
  /** Hex index, -1 if it fell off the map or found no free hex within the search radius. */
  readonly hex: number;
  /** 'pinned' (stated id), 'fitted' (its own hex), 'moved' (nearest free hex), 'off-map'. */
  readonly how: 'pinned' | 'fitted' | 'moved' | 'off-map';
  /** Distance from the fitted position to the chosen hex centre, in hex spacings. */
  readonly shift: number;
}

export interface PlaceOptions {
  /** Hexes a place may go to (e.g. land hexes); default every hex. */
  readonly allowed?: (hex: number) => boolean;
  /** How far (in hexes) a place may move to find a free hex; default 2. */
  readonly radius?: number;
}

/**
 * Put each place on its own hex: pinned places first, exactly; then the others in list order (put
 * the important ones first), each on its fitted hex if free and allowed, else on the nearest free
 * allowed hex within the radius (ties: the hex whose centre is nearest the fitted point).
 */
export function placeAll(
  layout: HexLayout,
  t: GeoTransform,
  places: readonly Place[],
  opts: PlaceOptions = {},
): Placement[] {
  const g = layout.grid;
  const taken = new Uint8Array(g.count);
  const allowed = opts.allowed ?? (() => true);
  const radius = opts.radius ?? 2;
  const out = new Array<Placement>(places.length);
  const shiftTo = (p: Place, h: number): number =>
    Math.hypot(t.x(p.lon, p.lat) - layout.cx[h], t.y(p.lon, p.lat) - layout.cy[h]) / layout.spacing;
  places.forEach((p, k) => {
    if (p.id === undefined) return;
    const h = g.node(p.id);
    if (taken[h]) throw new Error(`placeAll: ${p.name} is pinned to ${g.label(h)}, already taken`);
    taken[h] = 1;
    out[k] = { name: p.name, hex: h, how: 'pinned', shift: shiftTo(p, h) };
  });
  const ring = new Int32Array(g.count);
  places.forEach((p, k) => {
    if (p.id !== undefined) return;
    const h0 = hexOf(layout, t, p.lon, p.lat);
    if (h0 < 0) {
      out[k] = { name: p.name, hex: -1, how: 'off-map', shift: NaN };
      return;
    }
    let best = -1;
    for (let r = 0; r <= radius && best < 0; r++) {
      const n = g.ring(h0, r, ring);
      for (let i = 0; i < n; i++) {
        const h = ring[i];
        if (taken[h] || !allowed(h)) continue;
        if (best < 0 || shiftTo(p, h) < shiftTo(p, best)) best = h;
      }
    }
    if (best >= 0) taken[best] = 1;
    const how = best < 0 ? 'off-map' : best === h0 ? 'fitted' : 'moved';
    out[k] = { name: p.name, hex: best, how, shift: best < 0 ? NaN : shiftTo(p, best) };
  });
  return out;
}

function terms(basis: Basis, u: number, v: number): number[] {
  return basis === 'affine' ? [1, u, v] : [1, u, v, u * u, u * v, v * v];
}

function dot(a: readonly number[], b: readonly number[]): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i] * b[i];
  return s;
}

function normaliser(anchors: readonly Anchor[]): { lon(v: number): number; lat(v: number): number } {
  const mean = (f: (a: Anchor) => number): number => anchors.reduce((s, a) => s + f(a), 0) / anchors.length;
  const spread = (f: (a: Anchor) => number, m: number): number =>
    Math.sqrt(anchors.reduce((s, a) => s + (f(a) - m) ** 2, 0) / anchors.length) || 1;
  const mLon = mean((a) => a.lon);
  const mLat = mean((a) => a.lat);
  const sLon = spread((a) => a.lon, mLon);
  const sLat = spread((a) => a.lat, mLat);
  return { lon: (v) => (v - mLon) / sLon, lat: (v) => (v - mLat) / sLat };
}

/** Least-squares solution of rows · c = b by the normal equations (Gaussian elimination, pivoting). */
export function solveLeastSquares(rows: readonly (readonly number[])[], b: readonly number[]): number[] {
  const k = rows[0]?.length ?? 0;
  if (rows.length < k) throw new Error(`least squares: ${rows.length} anchors for ${k} unknowns`);
  const m = Array.from({ length: k }, () => new Array<number>(k + 1).fill(0));
  rows.forEach((row, n) => {
    for (let i = 0; i < k; i++) {
      for (let j = 0; j < k; j++) m[i][j] += row[i] * row[j];
      m[i][k] += row[i] * b[n];
    }
  });
  for (let c = 0; c < k; c++) {
    let p = c;
    for (let r = c + 1; r < k; r++) if (Math.abs(m[r][c]) > Math.abs(m[p][c])) p = r;
    if (Math.abs(m[p][c]) < 1e-9)
      throw new Error('least squares: anchors do not determine the fit (collinear?)');
    [m[c], m[p]] = [m[p], m[c]];
    for (let r = 0; r < k; r++) {
      if (r === c) continue;
      const f = m[r][c] / m[c][c];
      for (let j = c; j <= k; j++) m[r][j] -= f * m[c][j];
    }
  }
  return m.map((row, i) => row[k] / row[i]);
}
