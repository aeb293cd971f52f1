/**
 * The simulator's worker bundle (src/sim/tools/bundle-worker.ts, built by the global setup like
 * `npm run build`) plays the same games as the compiled worker it bundles, loaded with its code cache
 * or without, and the pool uses it while it is the newer file (runner.ts workerFile).
 */
import { copyFileSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { packageRoot } from '../../src/core/content.js';
import type { WorkerResult, WorkerTask } from '../../src/sim/batch.js';
import { cacheFileOf, loadBundle, WORKER_BUNDLE, WORKER_ENTRY } from '../../src/sim/bundle.js';
import { workerFile } from '../../src/sim/runner.js';

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
  it('plays the same rows, actions included, as the compiled worker, with its code cache or without', async () => {
    const plain = (await load('worker.js')).default(TASK).rows;
    const cached = loadBundle(join(dir, WORKER_BUNDLE));
    expect(cached.cached).toBe(true);
    const bare = loadBundle(join(dir, WORKER_BUNDLE), false);
    expect(bare.cached).toBe(false);
    expect(plain.map((r) => r.result)).not.toContain('error');
    expect(cached.entry(TASK).rows).toEqual(plain);
    expect(bare.entry(TASK).rows).toEqual(plain);
    expect((await load(WORKER_ENTRY)).default(TASK).rows).toEqual(plain);
  }, 60_000);

  it('ignores a code cache made from another bundle', () => {
    // Beside the real one: the bundle finds the package root from its own path.
    const copy = join(dir, `test-copy-${process.pid}-${WORKER_BUNDLE}`);
    try {
      copyFileSync(join(dir, WORKER_BUNDLE), copy);
      // The cache of the real bundle, stamp included: the copy's modification time differs.
      writeFileSync(cacheFileOf(copy), readFileSync(cacheFileOf(join(dir, WORKER_BUNDLE))));
      const r = loadBundle(copy);
      expect(r.cached).toBe(false);
      expect(r.entry({ ...TASK, indices: [0], actions: false }).rows[0]!.result).not.toBe('error');
    } finally {
      rmSync(copy, { force: true });
      rmSync(cacheFileOf(copy), { force: true });
    }
  }, 60_000);

  it('is the pool entry while it is at least as new as worker.js', () => {
    const newer = statSync(join(dir, WORKER_BUNDLE)).mtimeMs >= statSync(join(dir, 'worker.js')).mtimeMs;
    expect(workerFile()).toBe(join(dir, newer ? WORKER_ENTRY : 'worker.js'));
    expect(newer).toBe(true);
  });
});
