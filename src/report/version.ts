/**
 * The code version printed in report headers: `git describe --always --dirty --tags` of the package
 * folder when it is a git checkout, else `v<package.json version>`.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from '../core/content.js';

/** Runs git once per call (a report asks once). */
export function codeVersion(): string {
  const root = packageRoot();
  const git = spawnSync('git', ['describe', '--always', '--dirty', '--tags'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (git.status === 0 && git.stdout.trim()) return `git ${git.stdout.trim()}`;
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version?: string };
  return `v${pkg.version ?? '0.0.0'}`;
}
