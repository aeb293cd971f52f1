/**
 * Piscina entry of the simulator's worker threads once `npm run build` has bundled the worker
 * (runner.ts `workerFile`): loads worker-bundle.cjs, beside this file, with its code cache
 * (bundle.ts) and exports its task function. Same code as worker.ts, so the same games.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadBundle, WORKER_BUNDLE } from './bundle.js';

export default loadBundle(join(dirname(fileURLToPath(import.meta.url)), WORKER_BUNDLE)).entry;
