/**
 * Geometry for drawing map backdrops (backdrop.ts): a thin-plate spline that carries longitude and
 * latitude onto a game map's own coordinates through control points (places whose real position is
 * known), and Douglas-Peucker line simplification.
 *
 * Thin-plate spline (Bookstein 1989, "Principal warps"): f(p) = a0 + a1 u + a2 v + Σ w_i U(|p - p_i|)
 * with U(r) = r² log r², one spline for x and one for y. The weights solve
 *   [K + λI  P] [w]   [t]
 *   [P'      0] [a] = [0]
 * where K_ij = U(|p_i - p_j|), P = [1 u v] and t the targets; λ > 0 trades exactness at the control
 * points for a smoother warp (λ = 0 interpolates). Inputs are centred and scaled to unit spread
 * first, so λ is independent of the units. Solved by Gaussian elimination with partial pivoting
 * (n is about a hundred).
 */

export interface ControlPoint {
  /** Source position (longitude scaled by the cosine of the middle latitude, latitude). */
  readonly u: number;
  readonly v: number;
  /** Target position on the map. */
  readonly x: number;
  readonly y: number;
}

export type Warp = (u: number, v: number) => [number, number];

const kernel = (d2: number): number => (d2 <= 0 ? 0 : d2 * Math.log(d2));

/** Solve A z = b in place (A n×n row-major); throws on a singular system. */
function solve(a: Float64Array, b: Float64Array, n: number): Float64Array {
  for (let col = 0; col < n; col++) {
    let piv = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(a[r * n + col]!) > Math.abs(a[piv * n + col]!)) piv = r;
    if (Math.abs(a[piv * n + col]!) < 1e-12) throw new Error('thin-plate spline: singular system');
    if (piv !== col) {
      for (let k = 0; k < n; k++) [a[col * n + k], a[piv * n + k]] = [a[piv * n + k]!, a[col * n + k]!];
      [b[col], b[piv]] = [b[piv]!, b[col]!];
    }
    for (let r = col + 1; r < n; r++) {
      const f = a[r * n + col]! / a[col * n + col]!;
      if (f === 0) continue;
      for (let k = col; k < n; k++) a[r * n + k] = a[r * n + k]! - f * a[col * n + k]!;
      b[r] = b[r]! - f * b[col]!;
    }
  }
  const z = new Float64Array(n);
  for (let r = n - 1; r >= 0; r--) {
    let sum = b[r]!;
    for (let k = r + 1; k < n; k++) sum -= a[r * n + k]! * z[k]!;
    z[r] = sum / a[r * n + r]!;
  }
  return z;
}

/** Fit a thin-plate spline through `points` (at least 3, not all on a line); `lambda` smooths. */
export function thinPlate(points: readonly ControlPoint[], lambda: number): Warp {
  const n = points.length;
  const mu = points.reduce((s, p) => s + p.u, 0) / n;
  const mv = points.reduce((s, p) => s + p.v, 0) / n;
  const spread = Math.sqrt(points.reduce((s, p) => s + (p.u - mu) ** 2 + (p.v - mv) ** 2, 0) / n) || 1;
  const us = points.map((p) => (p.u - mu) / spread);
  const vs = points.map((p) => (p.v - mv) / spread);
  const m = n + 3;
  const system = (): Float64Array => {
    const a = new Float64Array(m * m);
    for (let i = 0; i < n; i++) {
      for (let j = 0; j < n; j++) a[i * m + j] = kernel((us[i]! - us[j]!) ** 2 + (vs[i]! - vs[j]!) ** 2);
      a[i * m + i] = a[i * m + i]! + lambda;
      const row = [1, us[i]!, vs[i]!];
      for (let k = 0; k < 3; k++) {
        a[i * m + n + k] = row[k]!;
        a[(n + k) * m + i] = row[k]!;
      }
    }
    return a;
  };
  const coef = (target: (p: ControlPoint) => number): Float64Array => {
    const b = new Float64Array(m);
    points.forEach((p, i) => (b[i] = target(p)));
    return solve(system(), b, m);
  };
  const cx = coef((p) => p.x);
  const cy = coef((p) => p.y);
  return (u, v) => {
    const su = (u - mu) / spread;
    const sv = (v - mv) / spread;
    let x = cx[n]! + cx[n + 1]! * su + cx[n + 2]! * sv;
    let y = cy[n]! + cy[n + 1]! * su + cy[n + 2]! * sv;
    for (let i = 0; i < n; i++) {
      const k = kernel((su - us[i]!) ** 2 + (sv - vs[i]!) ** 2);
      x += cx[i]! * k;
      y += cy[i]! * k;
    }
    return [x, y];
  };
}

/** Douglas-Peucker: the points of `line` that keep it within `tolerance` of the original. */
export function simplify(line: readonly [number, number][], tolerance: number): [number, number][] {
  if (line.length <= 2) return [...line];
  const keep = new Uint8Array(line.length);
  keep[0] = keep[line.length - 1] = 1;
  const stack: [number, number][] = [[0, line.length - 1]];
  while (stack.length) {
    const [i, j] = stack.pop()!;
    const [ax, ay] = line[i]!;
    const [bx, by] = line[j]!;
    const len = Math.hypot(bx - ax, by - ay);
    let far = -1;
    let best = tolerance;
    for (let k = i + 1; k < j; k++) {
      const [px, py] = line[k]!;
      const d =
        len === 0
          ? Math.hypot(px - ax, py - ay)
          : Math.abs((bx - ax) * (ay - py) - (ax - px) * (by - ay)) / len;
      if (d > best) {
        best = d;
        far = k;
      }
    }
    if (far >= 0) {
      keep[far] = 1;
      stack.push([i, far], [far, j]);
    }
  }
  return line.filter((_, k) => keep[k]);
}
