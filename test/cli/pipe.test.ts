/** A reader that stops reading (`cwsim … | head`) ends the program quietly, not with an EPIPE stack trace. */
import { describe, expect, it } from 'vitest';
import { cliAsync } from './helpers.js';

/** Runs the CLI with its stdout's reader gone before it writes; resolves to its exit status and stderr. */
async function intoClosedPipe(args: readonly string[]): Promise<{ status: number | null; stderr: string }> {
  const child = cliAsync(args);
  child.stdout?.destroy();
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  const status = await new Promise<number | null>((done) => child.on('close', (code) => done(code)));
  return { status, stderr };
}

describe('cwsim writing into a closed pipe', () => {
  it('`cwsim play --help | head -1` ends with status 0 and nothing on stderr', async () => {
    const r = await intoClosedPipe(['play', '--help']);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  }, 60_000);
});
