/**
 * Writes a report folder: summary.md, summary.json, games.csv and the SVG charts. The run's raw
 * games.jsonl and run.json sit beside them (the JSONL is kept out of git by .gitignore).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyze, type AnalyzeInput, type Summary } from './analyze.js';
import { chartSpecs, renderSvg } from './charts.js';
import { writeGamesCsv } from './csv.js';
import { gamesOfRows } from '../sim/table.js';
import { summaryMarkdown } from './markdown.js';

export interface WrittenReport {
  readonly summary: Summary;
  /** Paths written. */
  readonly files: readonly string[];
}

/** JSON with non-finite numbers as null and a trailing newline (summary.json; `--json` prints the same). */
export function json(x: unknown): string {
  return (
    JSON.stringify(x, (_k, v: unknown) => (typeof v === 'number' && !Number.isFinite(v) ? null : v), 2) + '\n'
  );
}

export async function writeReport(outDir: string, input: AnalyzeInput): Promise<WrittenReport> {
  const summary = analyze(input);
  const files: string[] = [];
  const put = (name: string, text: string): void => {
    const p = join(outDir, name);
    writeFileSync(p, text);
    files.push(p);
  };
  const specs = chartSpecs(summary);
  const charts: string[] = [];
  for (const [name, spec] of Object.entries(specs)) {
    put(name, await renderSvg(spec));
    charts.push(name);
  }
  put('summary.md', summaryMarkdown(summary, charts));
  put('summary.json', json(summary));
  const csv = join(outDir, 'games.csv');
  writeGamesCsv(csv, input.plan, input.game.sides, input.run.games ?? gamesOfRows(input.run.rows ?? []));
  files.push(csv);
  return { summary, files };
}
