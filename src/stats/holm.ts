/**
 * Holm's step-down correction for a family of m tests (S. Holm, "A simple sequentially rejective
 * multiple test procedure", Scand. J. Statist. 6, 1979). With the p-values sorted ascending,
 * p₍₁₎ ≤ … ≤ p₍ₘ₎, the adjusted values are
 *
 *   p̃₍ᵢ₎ = max over j ≤ i of min(1, (m − j + 1) · p₍ⱼ₎)
 *
 * (the form R's `p.adjust(method = "holm")` returns). Rejecting every hypothesis with p̃ ≤ α controls
 * the family-wise error rate at α under any dependence between the tests. NaN p-values (a test that
 * could not be run) stay NaN and do not count in m.
 */
export function holmAdjust(p: readonly number[]): number[] {
  const idx = p.map((_, i) => i).filter((i) => !Number.isNaN(p[i]!));
  idx.sort((a, b) => p[a]! - p[b]! || a - b);
  const m = idx.length;
  const out = p.map(() => NaN);
  let running = 0;
  idx.forEach((i, j) => {
    running = Math.max(running, Math.min(1, (m - j) * p[i]!));
    out[i] = running;
  });
  return out;
}
