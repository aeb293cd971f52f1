/**
 * Build the page of `cwsim serve` into dist/web (run by `npm run build`, hence by `npm install`):
 * esbuild bundles src/web/page/main.tsx with Preact into one minified app.js, so nothing is fetched
 * from elsewhere at run time; index.html and app.css are copied beside it.
 */
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { packageRoot } from '../../core/content.js';

const root = packageRoot();
const page = join(root, 'src', 'web', 'page');
const out = join(root, 'dist', 'web');
mkdirSync(out, { recursive: true });
await build({
  entryPoints: [join(page, 'main.tsx')],
  bundle: true,
  minify: true,
  format: 'esm',
  target: 'es2022',
  jsx: 'automatic',
  jsxImportSource: 'preact',
  outfile: join(out, 'app.js'),
  logLevel: 'warning',
});
for (const f of ['index.html', 'app.css']) copyFileSync(join(page, f), join(out, f));
