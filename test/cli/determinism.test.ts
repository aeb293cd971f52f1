import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cli, figures } from './helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'cwsim-threads-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('results do not depend on the thread count', () => {
  it('the same experiment with --threads 1 and --threads 2 gives identical games.csv and figures', () => {
    const file = join(dir, 'small.json');
    writeFileSync(
      file,
      JSON.stringify({
        game: 'ahd',
        scenario: '1861-short',
        players: { usa: 'random', csa: 'random' },
        games: 80,
        seed: 'threads',
        variants: ['r4.9-union-rail-bonus', 'r4.71-fort-monroe', 'rule-of-7'],
        sprt: { delta: 0.2, every: 20 },
      }),
    );
    const one = cli(['balance', file, '--threads', '1', '--out', join(dir, 't1')]);
    // Nothing on stderr but, on a slow machine, the progress and estimate lines (every 10 s).
    const notes = one.stderr.split('\n').filter((l) => l && !/^(small: \d+\/\d+ games|estimate: )/.test(l));
    expect(notes).toEqual([]);
    expect(one.status).toBe(0);
    const two = cli(['balance', file, '--threads', '2', '--out', join(dir, 't2')]);
    expect(two.status).toBe(0);
    const csv1 = readFileSync(join(dir, 't1', 'games.csv'), 'utf8');
    // Header + games + final newline: the SPRT stopped at least one variant before its 80 games.
    const games = csv1.split('\n').length - 2;
    expect(games).toBeGreaterThan(2 * 80);
    expect(games).toBeLessThan(4 * 80);
    expect(readFileSync(join(dir, 't2', 'games.csv'), 'utf8')).toBe(csv1);
    expect(figures(join(dir, 't2'))).toEqual(figures(join(dir, 't1')));
    for (const f of ['forest.svg', 'winrate.svg', 'length.svg', 'victory.svg'])
      expect(readFileSync(join(dir, 't2', f), 'utf8')).toBe(readFileSync(join(dir, 't1', f), 'utf8'));
  });
});
