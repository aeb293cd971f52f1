/**
 * Bundle the simulator's worker (dist/src/sim/worker.js and everything it imports, zod included)
 * into one CommonJS file beside it, dist/src/sim/worker-bundle.cjs, and record its V8 code cache
 * (bundle.ts); `npm run build` runs this after tsc. A worker thread then reads one file and takes
 * its bytecode from the cache instead of resolving, parsing and compiling a few hundred modules
 * (issue 22, `workerStartMs`). Same code, so the same games; runner.ts `workerFile` uses the bundle
 * only while it is at least as new as the compiled worker.
 *
 * zod's message translations (`z.locales`, 366 kB of the bundle's 1.9 MB) are left out: the worker
 * never selects a locale, and zod's default English messages (locales/en.js) stay.
 */
import { dirname, join } from 'node:path';
import { build, type Plugin } from 'esbuild';
import { packageRoot } from '../../core/content.js';
import { recordCodeCache, WORKER_BUNDLE } from '../bundle.js';
import type { WorkerTask } from '../batch.js';

const noZodLocales: Plugin = {
  name: 'no-zod-locales',
  setup(b) {
    b.onLoad({ filter: /zod[\\/]v4[\\/]locales[\\/]index\.js$/ }, (args) => ({
      contents: "export { default as en } from './en.js';",
      loader: 'js',
      resolveDir: dirname(args.path),
    }));
  },
};

/** The warm-up game of the code cache: its functions are compiled before the cache is taken. */
const WARM_UP: WorkerTask = {
  game: 'ahd',
  packLabel: 'standard',
  arm: 'code-cache',
  scenario: '1861-short',
  options: {},
  players: { usa: 'random', csa: 'random' },
  masterSeed: 'code-cache',
  indices: [0],
  actions: false,
};

const dir = join(packageRoot(), 'dist', 'src', 'sim');
const bundle = join(dir, WORKER_BUNDLE);
await build({
  entryPoints: [join(dir, 'worker.js')],
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  outfile: bundle,
  logLevel: 'warning',
  // content.ts finds the package root from its own module URL: the bundle's, in CommonJS.
  define: { 'import.meta.url': '__cwsim_module_url' },
  banner: { js: "const __cwsim_module_url = require('node:url').pathToFileURL(__filename).href;" },
  plugins: [noZodLocales],
});
recordCodeCache(bundle, (entry) => {
  const row = entry(WARM_UP).rows[0];
  if (row?.result === 'error') throw new Error(`bundle-worker: the warm-up game failed: ${row.error}`);
});
