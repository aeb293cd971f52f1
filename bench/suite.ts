/** What every benchmark suite takes and returns (run.ts turns the results into latest.md/json). */
import type { Budget } from './measure.js';

export interface SuiteOptions {
  /** Time per tinybench task. */
  readonly budget: Budget;
  /** Tiny workloads (the smoke test): every code path runs, the figures mean nothing. */
  readonly quick: boolean;
  /** Games the sim suite's simulate plays (default 1,000,000; --quick 200). */
  readonly simGames?: number;
  /** Progress lines for people (stderr). */
  readonly log: (line: string) => void;
}

export interface Table {
  readonly title: string;
  readonly head: readonly string[];
  readonly rows: readonly (readonly string[])[];
}

export interface SuiteResult {
  readonly id: string;
  readonly title: string;
  readonly tables: readonly Table[];
  /** Figures for latest.json (units in the key: Ns, Us, PerSec, ratio). */
  readonly metrics: Readonly<Record<string, number>>;
  /** Method notes printed under the tables. */
  readonly notes: readonly string[];
}

/** Number formatting for the tables: 3 significant digits, thousands separated. */
export function fmt(x: number, digits = 3): string {
  if (!Number.isFinite(x)) return String(x);
  if (x === 0) return '0';
  const mag = Math.floor(Math.log10(Math.abs(x)));
  const decimals = Math.max(0, digits - 1 - mag);
  return x.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
}
