/** Run the compiled CLI (built by test/global-setup.ts) as a child process. */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const ROOT = join(import.meta.dirname, '..', '..');
export const MAIN = join(ROOT, 'dist', 'src', 'cli', 'main.js');

export interface CliResult {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

export function cli(args: readonly string[]): CliResult {
  const r = spawnSync(process.execPath, [MAIN, ...args], { cwd: ROOT, encoding: 'utf8' });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

export function cliAsync(args: readonly string[]): ChildProcess {
  return spawn(process.execPath, [MAIN, ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
}

export function lineCount(file: string): number {
  if (!existsSync(file)) return 0;
  return readFileSync(file, 'utf8').split('\n').length - 1;
}

/** summary.json without the command line (which names the output folder and thread count). */
export function figures(dir: string): unknown {
  const s = JSON.parse(readFileSync(join(dir, 'summary.json'), 'utf8')) as Record<string, unknown>;
  delete s.command;
  return s;
}

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
