/**
 * Vitest global setup: compile the project to dist/ once before the tests, because the simulator's
 * worker threads (dist/src/sim/worker.js), the bot worker of `cwsim serve` and the CLI tests run the
 * compiled JavaScript; and bundle the page of `cwsim serve` (dist/web) and the simulator's worker
 * (dist/src/sim/worker-bundle.cjs and its code cache, which the pool uses while it is newer than worker.js).
 * tsc still emits when a file elsewhere has a type error (the typecheck script reports those), so
 * only a missing output fails the setup.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export default function setup(): void {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  const r = spawnSync(process.execPath, [tsc, '-p', join(root, 'tsconfig.build.json')], {
    cwd: root,
    encoding: 'utf8',
  });
  // The page of `cwsim serve` (dist/web), which the server tests fetch.
  const page = spawnSync(process.execPath, [join(root, 'dist', 'src', 'web', 'tools', 'bundle.js')], {
    cwd: root,
    encoding: 'utf8',
  });
  const worker = spawnSync(
    process.execPath,
    [join(root, 'dist', 'src', 'sim', 'tools', 'bundle-worker.js')],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  for (const f of [
    'dist/src/sim/worker.js',
    'dist/src/sim/worker-bundle.cjs',
    'dist/src/sim/worker-entry.js',
    'dist/src/cli/main.js',
    'dist/src/web/botworker.js',
    'dist/web/app.js',
  ]) {
    if (!existsSync(join(root, f)))
      throw new Error(
        `build did not produce ${f}:\n${r.stdout}${r.stderr}${page.stdout}${page.stderr}${worker.stderr}`,
      );
  }
}
