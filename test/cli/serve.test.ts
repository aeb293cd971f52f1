/** `cwsim serve` binds 127.0.0.1 unless --host names another address, which it warns about (issue 27). */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAIN, ROOT } from './helpers.js';

/** Start the server, wait for its address line, stop it; what it printed. */
function startAndStop(args: string[]): Promise<{ stdout: string; stderr: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'cwsim-serve-cli-'));
  const child = spawn(process.execPath, [MAIN, 'serve', '--port', '0', '--dir', dir, ...args], { cwd: ROOT });
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (c: Buffer) => {
      stdout += c.toString();
      if (stdout.includes('\n')) child.kill('SIGTERM');
    });
    child.on('exit', (code) =>
      code === 0 || code === null ? resolve({ stdout, stderr }) : reject(new Error(stderr)),
    );
  });
}

describe('cwsim serve', () => {
  it('listens on 127.0.0.1 by default, without a warning', async () => {
    const r = await startAndStop([]);
    expect(r.stdout).toMatch(/^cwsim serve: open http:\/\/127\.0\.0\.1:\d+\/ \(games are saved in /);
    expect(r.stderr).toBe('');
  });

  it('warns when --host opens it to other machines', async () => {
    const r = await startAndStop(['--host', '0.0.0.0']);
    expect(r.stderr).toMatch(
      /warning: listening on http:\/\/0\.0\.0\.0:\d+\/, not only on this machine: there is no login/,
    );
  });
});
