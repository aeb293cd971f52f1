import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { getGame } from '../../src/games/index.js';
import { analyze } from '../../src/report/analyze.js';
import { gameSeed } from '../../src/sim/plan.js';
import { simulatePlan } from '../../src/sim/plans.js';
import { runPlan } from '../../src/sim/runner.js';

/** A worker entry whose first side's bot throws in about a third of the games. */
const worker = join(import.meta.dirname, 'fixtures', 'throwing-worker.mjs');
const dir = mkdtempSync(join(tmpdir(), 'cwsim-errors-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a game whose bot throws', () => {
  it('is an error row with its seed, and the rest of the run completes', async () => {
    const plan = simulatePlan({
      game: 'ahd',
      scenario: '1861-short',
      options: {},
      players: { usa: 'random', csa: 'random' },
      games: 30,
      seed: 'err',
    });
    const run = await runPlan({ plan, outDir: dir, threads: 2, worker });
    expect(run.rows).toHaveLength(30);
    expect(run.rows.map((r) => r.index)).toEqual([...Array(30).keys()]);
    const errors = run.rows.filter((r) => r.result === 'error');
    const played = run.rows.filter((r) => r.result !== 'error');
    expect(errors.length).toBeGreaterThan(0);
    expect(played.length).toBeGreaterThan(0);
    for (const e of errors) {
      expect(e.seed).toBe(gameSeed('err', e.index));
      expect(e.error).toContain('test bot failure');
    }
    // Every game, error or not, is in the JSONL file.
    expect(readFileSync(join(dir, 'games.jsonl'), 'utf8').trim().split('\n')).toHaveLength(30);
    const game = getGame('ahd');
    const s = analyze({ plan, game, pack: game.contentInfo(), run, command: 'test', codeVersion: 'test' });
    expect(s.arms[0]!.errors).toBe(errors.length);
    expect(s.arms[0]!.games).toBe(played.length);
    expect(s.errors.map((e) => e.seed)).toEqual(errors.map((e) => e.seed));
  });
});
