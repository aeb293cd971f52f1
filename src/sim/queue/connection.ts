/** BullMQ's connection settings for a Redis URL (ioredis, as BullMQ requires: no retry limit per request). */
import type { ConnectionOptions } from 'bullmq';

export function connectionFor(url: string): ConnectionOptions {
  return { url, maxRetriesPerRequest: null };
}
