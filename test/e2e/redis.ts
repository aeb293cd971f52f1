/**
 * Helpers of the queue tests: a real redis-server (Debian's package) and `cwsim` processes. When
 * `.ci/run` started a server it passes its URL in CWSIM_TEST_REDIS_URL; otherwise a server is started
 * here on a free loopback port with a password, and stopped at the end.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { MAIN, ROOT } from '../cli/helpers.js';

export interface Redis {
  readonly url: string;
  readonly password: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

export async function startRedis(): Promise<Redis> {
  const given = process.env.CWSIM_TEST_REDIS_URL;
  if (given) return { url: given, password: new URL(given).password, stop: () => Promise.resolve() };
  const port = await freePort();
  const password = 'e2e-secret-' + String(port);
  const child = spawn('redis-server', [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
    '--requirepass',
    password,
  ]);
  await new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.stdout.on('data', (c: Buffer) => {
      if (c.toString().includes('Ready to accept connections')) resolve();
    });
  });
  return {
    url: `redis://:${password}@127.0.0.1:${port}`,
    password,
    stop: () => stopProcess(child, 'SIGTERM'),
  };
}

/** Empty the test server (it holds only the tests' queues). */
export function flush(url: string): void {
  const u = new URL(url);
  const args = [
    '-h',
    u.hostname,
    '-p',
    u.port,
    ...(u.password ? ['--no-auth-warning', '-a', u.password] : []),
    'FLUSHALL',
  ];
  const r = spawnSync('redis-cli', args, { encoding: 'utf8' });
  if (r.status !== 0 || !r.stdout.includes('OK')) throw new Error(`redis-cli FLUSHALL failed: ${r.stderr}`);
}

export interface Proc {
  readonly child: ChildProcess;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code. */
  readonly exited: Promise<number | null>;
}

/** `node dist/src/cli/main.js <args>` with the test server's URL in the environment. */
export function cwsim(args: readonly string[], env: Record<string, string> = {}): Proc {
  const child = spawn(process.execPath, [MAIN, ...args], { cwd: ROOT, env: { ...process.env, ...env } });
  let out = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr.on('data', (c: Buffer) => (out += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => out, exited };
}

export function stopProcess(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}
