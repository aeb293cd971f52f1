/**
 * Issue 28, safety: the Redis URL comes from the flag or the environment, is checked, and is never
 * shown with its password; an unreachable server is one clear error.
 */
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { checkReachable } from '../../src/sim/queue/connection.js';
import { QUEUE_ENV, queueUrl, redactUrl } from '../../src/sim/queue/url.js';

describe('the queue URL', () => {
  it('comes from the flag, or from the environment when --queue is given alone', () => {
    expect(queueUrl(undefined)).toBeUndefined();
    expect(queueUrl('redis://h:6379', {})).toBe('redis://h:6379');
    expect(queueUrl(true, { [QUEUE_ENV]: 'redis://:pw@h:1' })).toBe('redis://:pw@h:1');
    expect(() => queueUrl(true, {})).toThrow(new RegExp(QUEUE_ENV));
  });

  it('must be redis:// or rediss://, and errors hide the password', () => {
    expect(() => queueUrl('http://:secret@h:1', {})).toThrow(/not a redis:\/\/ or rediss:\/\/ URL/);
    expect(() => queueUrl('http://:secret@h:1', {})).not.toThrow(/secret/);
    expect(redactUrl('redis://user:secret@h:6379/2')).toBe('redis://user:***@h:6379/2');
    expect(redactUrl('redis://h:6379')).toBe('redis://h:6379');
  });

  it('names an unreachable server without its password', async () => {
    const port = await new Promise<number>((resolve) => {
      const s = createServer();
      s.listen(0, '127.0.0.1', () => {
        const p = (s.address() as { port: number }).port;
        s.close(() => resolve(p));
      });
    });
    const err = await checkReachable(`redis://:hunter2@127.0.0.1:${port}`, 2000).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect((err as Error).message).toMatch(
      /cannot use Redis at redis:\/\/:\*\*\*@127\.0\.0\.1:\d+: .*ECONNREFUSED/,
    );
    expect((err as Error).message).not.toContain('hunter2');
  });
});
