/**
 * Records that cannot lie (issue 23): `--resume` refuses a tampered line, a foreign line and a garbage
 * line in the middle of games.jsonl, naming the file and the line.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cli } from './helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'cwsim-records-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const run = (out: string, seed: string, resume = false) =>
  cli([
    'simulate',
    'ahd',
    '--scenario',
    '1861-short',
    '--games',
    '4',
    '--seed',
    seed,
    '--threads',
    '1',
    '--out',
    out,
    ...(resume ? ['--resume'] : []),
  ]);

describe('games.jsonl lines carry a fingerprint and a checksum', () => {
  const clean = join(dir, 'clean');
  const other = join(dir, 'other');

  it('every stored line has both, and an untouched file resumes', () => {
    expect(run(clean, 'rec').status).toBe(0);
    expect(run(other, 'other').status).toBe(0);
    const lines = readFileSync(join(clean, 'games.jsonl'), 'utf8').trim().split('\n');
    expect(lines).toHaveLength(4);
    for (const l of lines)
      expect(JSON.parse(l)).toMatchObject({
        fp: expect.stringMatching(/^[0-9a-f]{16}$/),
        sum: expect.stringMatching(/^[0-9a-f]{12}$/),
      });
    expect(run(clean, 'rec', true).status).toBe(0);
  });

  const variant = (name: string, edit: (lines: string[]) => string[]): string => {
    const out = join(dir, name);
    rmSync(out, { recursive: true, force: true });
    expect(run(out, 'rec').status).toBe(0);
    const file = join(out, 'games.jsonl');
    writeFileSync(file, edit(readFileSync(file, 'utf8').trim().split('\n')).join('\n') + '\n');
    const r = run(out, 'rec', true);
    expect(r.status).not.toBe(0);
    return r.stderr;
  };

  it('refuses a tampered line (winner changed), naming file and line', () => {
    const err = variant('tampered', (ls) => {
      const row = JSON.parse(ls[1]!) as { winner: string | null };
      row.winner = row.winner === 'usa' ? 'csa' : 'usa';
      return [ls[0]!, JSON.stringify(row), ...ls.slice(2)];
    });
    expect(err).toMatch(/games\.jsonl:2: refused: its checksum does not match/);
  });

  it('refuses a foreign line (another master seed), naming file and line', () => {
    const foreign = readFileSync(join(other, 'games.jsonl'), 'utf8').trim().split('\n');
    const err = variant('foreign', (ls) => [ls[0]!, ls[1]!, foreign[2]!, ls[3]!]);
    expect(err).toMatch(/games\.jsonl:3: refused: its fingerprint [0-9a-f]+ is not this plan's/);
  });

  it('refuses a garbage line in the middle instead of calling it an interruption', () => {
    const err = variant('garbage', (ls) => [ls[0]!, 'garbage {', ...ls.slice(1)]);
    expect(err).toMatch(/games\.jsonl:2: not a game line/);
    expect(err).not.toMatch(/left by the interruption/);
  });

  it('still drops only a torn last line', () => {
    const out = join(dir, 'torn');
    expect(run(out, 'rec').status).toBe(0);
    const file = join(out, 'games.jsonl');
    const text = readFileSync(file, 'utf8');
    writeFileSync(file, text.slice(0, text.length - 30));
    const r = run(out, 'rec', true);
    expect(r.status).toBe(0);
    expect(r.stderr).toMatch(/dropped 1 incomplete line/);
  });
});
