/**
 * `cwsim merge <shard folders…> --out <dir>`: join the shards of one plan (`--shard i/n` runs) into
 * the report the one-machine run writes, byte for byte (src/sim/merge.ts checks them first).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Command } from 'commander';
import { getGame } from '../games/index.js';
import { json, writeReport } from '../report/write.js';
import { mergeShards } from '../sim/merge.js';
import { rowToLine } from '../sim/rows.js';
import { RUN_FILE, runFileFor, writeRunFile } from '../sim/runfile.js';
import { JSONL_FILE } from '../sim/runner.js';
import { FLAG_HELP, printVerdicts } from './run.js';

export function registerMerge(program: Command): void {
  program
    .command('merge')
    .argument('<folders...>', 'the shard folders (the --out of each `--shard i/n` run), all n of them')
    .requiredOption('--out <dir>', 'report folder to write')
    .option('--json', FLAG_HELP.json)
    .description(
      'join the shards of one plan into its report: refuses shards of different plans or code versions, a shard missing or given twice, and a shard with games missing; the report equals the one-machine run',
    )
    .action(async (folders: string[], o: { out: string; json?: boolean }) => {
      const merged = mergeShards(folders);
      const { plan } = merged;
      const game = getGame(plan.game);
      const pack = game.contentInfo(plan.packDir ? game.loadContent(plan.packDir) : undefined);
      mkdirSync(o.out, { recursive: true });
      const meta = { command: merged.command, codeVersion: merged.codeVersion };
      writeRunFile(join(o.out, RUN_FILE), runFileFor(plan, meta));
      writeFileSync(join(o.out, JSONL_FILE), merged.rows.map((r) => rowToLine(r) + '\n').join(''));
      const report = await writeReport(o.out, { plan, game, pack, run: merged.run, ...meta });
      const say = o.json ? (line: string): void => void process.stderr.write(`${line}\n`) : console.log;
      say(`${plan.name}: ${report.summary.gamesUsed} games from ${folders.length} shards`);
      printVerdicts(report.summary, game.sides, say);
      say(`report: ${join(o.out, 'summary.md')}`);
      if (o.json) process.stdout.write(json(report.summary));
    });
}
