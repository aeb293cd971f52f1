/** Issue 23: an option-pair experiment end to end: baseline, A, B and A+B on the same seeds. */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cli } from './helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'cwsim-pairs-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('balance with "interactions"', () => {
  it('plays the four arms on the same seeds and reports the interaction', () => {
    const file = join(dir, 'pairs.json');
    writeFileSync(
      file,
      JSON.stringify({
        game: 'ahd',
        scenario: '1861-short',
        players: { usa: 'random', csa: 'random' },
        games: 10,
        seed: 'pairs',
        interactions: [['r4.9-union-rail-bonus', 'r4.12-kentucky-neutrality']],
      }),
    );
    const out = join(dir, 'out');
    const r = cli(['balance', file, '--threads', '1', '--out', out, '--json']);
    expect(r.status).toBe(0);
    const s = JSON.parse(r.stdout) as {
      arms: { variant: string; games: number }[];
      interactions: {
        seeds: number;
        interaction: number;
        effectA: number;
        effectB: number;
        effectBoth: number;
        verdict: string;
      }[];
    };
    expect(s.arms.map((a) => a.variant)).toEqual([
      'baseline',
      'r4.9-union-rail-bonus',
      'r4.12-kentucky-neutrality',
      'r4.9-union-rail-bonus+r4.12-kentucky-neutrality',
    ]);
    const [x] = s.interactions;
    expect(x!.seeds).toBe(10);
    expect(x!.interaction).toBeCloseTo(x!.effectBoth - x!.effectA - x!.effectB, 12);
    expect(r.stderr).toContain(x!.verdict);
    expect(readFileSync(join(out, 'summary.md'), 'utf8')).toContain('## Interactions');
  });
});
