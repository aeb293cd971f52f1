import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cli, cliAsync, figures, lineCount, sleep } from './helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'cwsim-resume-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const GAMES = 600;
const args = (out: string, threads: string): string[] => [
  'simulate',
  'ahd',
  '--scenario',
  '1861-short',
  '--games',
  String(GAMES),
  '--seed',
  'resume',
  '--threads',
  threads,
  '--out',
  out,
];

/** Start the run, wait until `atLeast` games are in its JSONL, then send `signal`. */
async function interrupt(out: string, resume: boolean, atLeast: number, signal: NodeJS.Signals) {
  const child = cliAsync([...args(out, '1'), ...(resume ? ['--resume'] : [])]);
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
  const jsonl = join(out, 'games.jsonl');
  const deadline = Date.now() + 60_000;
  while (lineCount(jsonl) < atLeast && child.exitCode === null && Date.now() < deadline) await sleep(10);
  child.kill(signal);
  const code = await exited;
  return { code, stderr, kept: lineCount(jsonl) };
}

describe('--resume', () => {
  it('after Ctrl-C and after a crash, continues and ends with the same results as an uninterrupted run', async () => {
    const out = join(dir, 'interrupted');
    const first = await interrupt(out, false, 60, 'SIGINT');
    expect(first.code).toBe(130);
    expect(first.stderr).toContain('--resume');
    expect(first.kept).toBeGreaterThanOrEqual(60);
    expect(first.kept).toBeLessThan(GAMES);

    const second = await interrupt(out, true, first.kept + 60, 'SIGKILL');
    expect(second.kept).toBeGreaterThan(first.kept);
    expect(second.kept).toBeLessThan(GAMES);

    const done = cli([...args(out, '1'), '--resume']);
    expect(done.status).toBe(0);
    expect(done.stderr).toContain('resuming');
    expect(done.stdout).toContain(`${GAMES} games`);

    const whole = join(dir, 'whole');
    expect(cli(args(whole, '2')).status).toBe(0);
    expect(readFileSync(join(out, 'games.csv'), 'utf8')).toBe(readFileSync(join(whole, 'games.csv'), 'utf8'));
    expect(figures(out)).toEqual(figures(whole));
  });
});
