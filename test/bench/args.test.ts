import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../cli/helpers.js';

const BENCH = join(ROOT, 'dist', 'bench', 'run.js');

function bench(args: readonly string[]): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [BENCH, ...args], { cwd: ROOT, encoding: 'utf8' });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('npm run bench arguments', () => {
  it('--help names every flag and every suite, runs nothing and exits 0', () => {
    const r = bench(['--help']);
    expect(r.status).toBe(0);
    for (const flag of ['--quick', '--only', '--out', '--sim-games']) expect(r.stdout).toContain(flag);
    for (const suite of ['games', 'mcts', 'sim', 'uscw', 'acw']) expect(r.stdout).toContain(suite);
  });

  it('an unknown argument is one line naming it, exit 2, no stack trace', () => {
    const r = bench(['--bogus']);
    expect(r.status).toBe(2);
    expect(r.stderr.trim()).toBe(
      "bench: unknown argument '--bogus' (use --quick, --only a,b, --out dir, --sim-games n; --help)",
    );
    expect(r.stdout).toBe('');
  });
});
