/**
 * Bundle the simulator's worker (dist/src/sim/worker.js and everything it imports, zod included)
 * into one file beside it, dist/src/sim/worker-bundle.js; `npm run build` runs this after tsc.
 * A worker thread then resolves, reads and links one module instead of a few hundred, which about
 * halves the CPU of its start (issue 22, `workerStartMs`). Same code, so the same games; runner.ts
 * `workerFile` uses the bundle only while it is at least as new as the compiled worker.
 */
import { join } from 'node:path';
import { build } from 'esbuild';
import { packageRoot } from '../../core/content.js';
import { WORKER_BUNDLE } from '../runner.js';

const dir = join(packageRoot(), 'dist', 'src', 'sim');
await build({
  entryPoints: [join(dir, 'worker.js')],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  outfile: join(dir, WORKER_BUNDLE),
  logLevel: 'warning',
});
