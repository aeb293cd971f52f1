/** Number formats the report text shares. */

/** A rate difference in percentage points with its sign, e.g. +6.1 (never "-0.0"). */
export function pts(x: number, digits = 1): string {
  if (!Number.isFinite(x)) return 'n/a';
  const v = Number((x * 100).toFixed(digits));
  return `${v < 0 ? '-' : '+'}${Math.abs(v).toFixed(digits)}`;
}

export function fmtP(p: number): string {
  if (!Number.isFinite(p)) return 'n/a';
  return p < 0.0001 ? '< 0.0001' : p.toFixed(4);
}
