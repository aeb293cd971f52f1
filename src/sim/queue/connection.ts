/**
 * The Redis connection of a queue run: BullMQ's settings for a URL (ioredis, no retry limit per
 * request, as BullMQ requires), and a first check that the server answers, so a wrong address or
 * password is one clear error instead of a process waiting forever.
 */
import type { ConnectionOptions } from 'bullmq';
import { Redis } from 'ioredis';
import { UserError } from '../../core/errors.js';
import { redactUrl } from './url.js';

export function connectionFor(url: string): ConnectionOptions {
  return { url, maxRetriesPerRequest: null };
}

/** Resolves when the server at `url` answers PING within `ms`; else a UserError (password hidden). */
export async function checkReachable(url: string, ms = 5000): Promise<void> {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: ms,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  let first: string | undefined;
  client.on('error', (err: Error) => (first ??= err.message)); // reported below
  try {
    await client.connect();
    await client.ping();
  } catch (err) {
    const why = first ?? (err instanceof Error ? err.message : String(err));
    throw new UserError(
      `--queue: cannot use Redis at ${redactUrl(url)}: ${why.replaceAll(url, redactUrl(url))}`,
    );
  } finally {
    client.disconnect();
  }
}
