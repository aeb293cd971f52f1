/**
 * Side-wise uplift of a bot over a baseline bot (issue 21), from three `cwsim simulate` report
 * folders played with the same master seed and scenario: the baseline mirror, the new bot as the
 * first side against the baseline, and the baseline against the new bot as the second side.
 *
 *   npx tsx experiments/tools/uplift.ts <mirror-dir> <first-side-dir> <second-side-dir> [out.md]
 *
 * Prints (and with out.md writes) each side's uplift with its 95 % interval and whether the issue's
 * bar holds (src/report/uplift.ts), under the three runs' commands and code versions.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sidewiseUplift, upliftLine } from '../../src/report/uplift.js';
import { parseJsonl, type GameRow } from '../../src/sim/rows.js';

interface Run {
  readonly dir: string;
  readonly rows: GameRow[];
  readonly command: string;
  readonly codeVersion: string;
}

function readRun(dir: string): Run {
  const { rows } = parseJsonl(readFileSync(join(dir, 'games.jsonl'), 'utf8'));
  const summary = JSON.parse(readFileSync(join(dir, 'summary.json'), 'utf8')) as {
    command?: string;
    codeVersion?: string;
  };
  return { dir, rows, command: summary.command ?? '?', codeVersion: summary.codeVersion ?? '?' };
}

const args = process.argv.slice(2);
if (args.length < 3) {
  console.error('usage: uplift.ts <mirror-dir> <first-side-dir> <second-side-dir> [out.md]');
  process.exit(2);
}
const [mirror, first, second] = args.slice(0, 3).map(readRun) as [Run, Run, Run];
const sides = Object.keys(mirror.rows[0]!.players);
const lines = [
  `# Side-wise uplift: ${first.rows[0]!.players[sides[0]!]} over ${mirror.rows[0]!.players[sides[0]!]} (${mirror.rows[0]!.scenario})`,
  '',
  ...[mirror, first, second].map((r) => `- \`${r.command}\` (code ${r.codeVersion})`),
  '',
  upliftLine(sidewiseUplift(mirror.rows, first.rows, sides[0]!)),
  upliftLine(sidewiseUplift(mirror.rows, second.rows, sides[1]!)),
  '',
];
const text = lines.join('\n');
console.log(text);
if (args[3]) writeFileSync(args[3], text);
