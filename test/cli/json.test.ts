/**
 * Issue 23: `--json` prints the summary (summary.json's content) on stdout and nothing else there,
 * so a script can pipe it; the lines for people (totals, verdicts, where the report is) go to stderr.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cli } from './helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'cwsim-json-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('--json', () => {
  it('balance: stdout is exactly summary.json; the people lines are on stderr', () => {
    const file = join(dir, 'tiny.json');
    writeFileSync(
      file,
      JSON.stringify({
        game: 'ahd',
        scenario: '1861-short',
        players: { usa: 'random', csa: 'random' },
        games: 12,
        seed: 'json',
        variants: ['r4.9-union-rail-bonus'],
      }),
    );
    const out = join(dir, 'balance');
    const r = cli(['balance', file, '--threads', '1', '--out', out, '--json']);
    expect(r.status).toBe(0);
    expect(r.stdout).toBe(readFileSync(join(out, 'summary.json'), 'utf8'));
    const s = JSON.parse(r.stdout) as { kind: string; gamesUsed: number; variants: { verdict: string }[] };
    expect(s.kind).toBe('balance');
    expect(s.gamesUsed).toBe(24);
    expect(r.stderr).toContain(`report: ${join(out, 'summary.md')}`);
    expect(r.stderr).toContain(s.variants[0]!.verdict);
    // Without --json the same lines are on stdout, and the command in the header is the same.
    const plain = cli(['balance', file, '--threads', '1', '--out', join(dir, 'plain')]);
    expect(plain.stdout).toContain(s.variants[0]!.verdict);
    const header = (p: string): string =>
      (JSON.parse(readFileSync(join(p, 'summary.json'), 'utf8')) as { command: string }).command;
    expect(header(out)).toBe(header(join(dir, 'plain')));
  });

  it('simulate shares the path; --json with --shard is refused in one line', () => {
    const out = join(dir, 'sim');
    const r = cli([
      'simulate',
      'ahd',
      '--scenario',
      '1861-short',
      '--games',
      '4',
      '--threads',
      '1',
      '--out',
      out,
      '--json',
    ]);
    expect(r.status).toBe(0);
    expect(r.stdout).toBe(readFileSync(join(out, 'summary.json'), 'utf8'));
    expect((JSON.parse(r.stdout) as { kind: string }).kind).toBe('simulate');
    const bad = cli([
      'simulate',
      'ahd',
      '--games',
      '4',
      '--shard',
      '0/2',
      '--out',
      join(dir, 's0'),
      '--json',
    ]);
    expect(bad.status).toBe(2);
    expect(bad.stdout).toBe('');
    expect(bad.stderr).toMatch(/^cwsim: --json with --shard: .*\n$/);
  });
});
