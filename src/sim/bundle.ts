/**
 * Loading the simulator's worker bundle (dist/src/sim/worker-bundle.cjs, made by
 * tools/bundle-worker.ts) with V8's code cache, so a worker thread neither parses nor compiles its
 * 1.5 MB of JavaScript again (issue 22, `workerStartMs`).
 *
 * The bundle is CommonJS so that it can be compiled by `vm.Script`, whose `cachedData` takes the
 * bytecode V8 serialised after a warm-up run (the build plays one game, so the functions a game
 * needs are in the cache too). V8 checks the cache against its own version and flags and rejects it
 * otherwise (the bundle is then compiled as usual); it checks the source only by its length, so the
 * cache file starts with a stamp of the bundle it was made from (size and modification time) and is
 * ignored unless that stamp matches. Same code either way, so the same games.
 */
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { Script } from 'node:vm';
import type { WorkerResult, WorkerTask } from './batch.js';

/** The worker and its imports as one CommonJS file, beside dist/src/sim/worker.js. */
export const WORKER_BUNDLE = 'worker-bundle.cjs';
/** The pool's entry that loads the bundle (worker-entry.ts, compiled). */
export const WORKER_ENTRY = 'worker-entry.js';

/** The worker's task function, as the bundle exports it. */
export type WorkerEntry = (task: WorkerTask) => WorkerResult;

/** The code cache's file, beside the bundle. */
export const cacheFileOf = (bundle: string): string => `${bundle}.cache`;

function stamp(file: string): string {
  const s = statSync(file);
  return `cwsim-code-cache ${s.size} ${s.mtimeMs}\n`;
}

/** The cached bytecode, if the cache file was made from this very bundle. */
function readCache(bundle: string): Buffer | undefined {
  const file = cacheFileOf(bundle);
  if (!existsSync(file)) return undefined;
  const data = readFileSync(file);
  const head = Buffer.from(stamp(bundle));
  return data.subarray(0, head.length).equals(head) ? data.subarray(head.length) : undefined;
}

export interface LoadedBundle {
  readonly entry: WorkerEntry;
  readonly script: Script;
  /** The code cache was given and V8 accepted it. */
  readonly cached: boolean;
}

/** Compile (from the code cache when it fits) and run the CommonJS bundle; its default export. */
export function loadBundle(bundle: string, useCache = true): LoadedBundle {
  const source = readFileSync(bundle, 'utf8');
  const cachedData = useCache ? readCache(bundle) : undefined;
  // The CommonJS wrapper on the first line, so line numbers in stack traces stay the bundle's.
  const script = new Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, {
    filename: bundle,
    ...(cachedData ? { cachedData } : {}),
  });
  const mod: { exports: { default?: WorkerEntry } } = { exports: {} };
  const wrapper = script.runInThisContext() as (...args: unknown[]) => void;
  wrapper.call(mod.exports, mod.exports, createRequire(bundle), mod, bundle, dirname(bundle));
  const entry = mod.exports.default;
  if (typeof entry !== 'function') throw new Error(`${bundle}: no default export`);
  return { entry, script, cached: cachedData !== undefined && !script.cachedDataRejected };
}

/**
 * Make the bundle's code cache: load it without one, run `warmUp` (the build plays one game), then
 * write the bytecode V8 holds for it, stamped with the bundle's size and time.
 */
export function recordCodeCache(bundle: string, warmUp: (entry: WorkerEntry) => void): number {
  const { entry, script } = loadBundle(bundle, false);
  warmUp(entry);
  const data = Buffer.concat([Buffer.from(stamp(bundle)), script.createCachedData()]);
  writeFileSync(cacheFileOf(bundle), data);
  return data.length;
}
