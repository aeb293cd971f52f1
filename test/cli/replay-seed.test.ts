/**
 * A report's error rows say "each replays with `cwsim play` using its seed": a run's game seeds are
 * `<master>/<index>`, so `play --seed` takes them and plays the same game as the run did.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cli } from './helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'cwsim-replay-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const GAME = ['ahd', '--scenario', '1861-short', '--usa', 'random', '--csa', 'random'];

describe('play --seed <master>/<index>', () => {
  it('replays game 2 of a simulate run: the same winner, margin and decisions', () => {
    const out = join(dir, 'run');
    expect(
      cli(['simulate', ...GAME, '--games', '3', '--seed', 'rs', '--threads', '1', '--out', out]).status,
    ).toBe(0);
    const row = JSON.parse(readFileSync(join(out, 'games.jsonl'), 'utf8').trim().split('\n')[2]!) as {
      seed: string;
      winner: string;
      margin: number;
      decisions: number;
    };
    expect(row.seed).toBe('rs/2');
    const r = cli(['play', ...GAME, '--seed', row.seed]);
    expect(r.status).toBe(0);
    const sign = row.margin >= 0 ? '+' : '';
    expect(r.stdout).toContain(`Outcome: ${row.winner} wins`);
    expect(r.stdout).toContain(`difference usa-csa ${sign}${row.margin}; ${row.decisions} decisions`);
  });

  it('refuses a seed with anything but a game index after the slash, in one line', () => {
    const r = cli(['play', ...GAME, '--seed', 'rs/two']);
    expect(r.status).toBe(2);
    expect(r.stderr.trim()).toMatch(/^cwsim: --seed: malformed seed 'rs\/two'; .*\/<game index>$/);
  });
});
