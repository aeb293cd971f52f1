/**
 * The simulator's worker bundle (src/sim/tools/bundle-worker.ts, built by the global setup like
 * `npm run build`) plays the same games as the compiled worker it bundles, and the pool uses it while
 * it is the newer file (runner.ts workerFile).
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { packageRoot } from '../../src/core/content.js';
import type { WorkerResult, WorkerTask } from '../../src/sim/batch.js';
import { WORKER_BUNDLE, workerFile } from '../../src/sim/runner.js';

type Entry = { default: (t: WorkerTask) => WorkerResult };
const dir = join(packageRoot(), 'dist', 'src', 'sim');
const load = async (f: string): Promise<Entry> => (await import(pathToFileURL(join(dir, f)).href)) as Entry;

const TASK: WorkerTask = {
  game: 'ahd',
  packLabel: 'standard',
  arm: 'bundle',
  scenario: '1861-short',
  options: {},
  players: { usa: 'heuristic', csa: 'random' },
  masterSeed: 'bundle-test',
  indices: [0, 1, 2],
  actions: true,
};

describe('worker bundle', () => {
  it('plays the same rows, actions included, as the compiled worker', async () => {
    const plain = (await load('worker.js')).default(TASK).rows;
    const bundled = (await load(WORKER_BUNDLE)).default(TASK).rows;
    expect(plain.map((r) => r.result)).not.toContain('error');
    expect(bundled).toEqual(plain);
  }, 60_000);

  it('is the pool entry while it is at least as new as worker.js', () => {
    const newer = statSync(join(dir, WORKER_BUNDLE)).mtimeMs >= statSync(join(dir, 'worker.js')).mtimeMs;
    expect(workerFile()).toBe(join(dir, newer ? WORKER_BUNDLE : 'worker.js'));
    expect(newer).toBe(true);
  });
});
