/**
 * Shards: `--shard i/n` plays only the games whose index is i modulo n, in every arm, so n machines
 * (a batch scheduler's array job) split one plan with no coordination. A shard cannot know where the
 * SPRT of the whole run stops (it sees one game in n), so it plays every game of its part up to each
 * arm's count; `cwsim merge` (merge.ts) puts the shards together and takes the SPRT looks on the
 * complete prefixes, exactly as the one-machine run does, so the merged report is the same file.
 */
import { UserError } from '../core/errors.js';

export interface Shard {
  /** 0-based shard number. */
  readonly index: number;
  /** How many shards the plan is split into. */
  readonly count: number;
}

/** Parses `i/n` (0 ≤ i < n ≤ 100000). */
export function parseShard(raw: string): Shard {
  const m = /^(\d+)\/(\d+)$/.exec(raw.trim());
  if (!m) throw new UserError(`--shard: expected i/n (shard i of n, counted from 0, e.g. 0/4), got '${raw}'`);
  const index = Number(m[1]);
  const count = Number(m[2]);
  if (count < 1 || count > 100_000)
    throw new UserError(`--shard: the shard count must be 1 to 100000, got ${count}`);
  if (index >= count)
    throw new UserError(`--shard: shard ${index} of ${count} does not exist (0 to ${count - 1})`);
  return { index, count };
}

/** Does game `index` (of any arm) belong to the shard? */
export function shardOwns(shard: Shard | undefined, index: number): boolean {
  return shard === undefined || index % shard.count === shard.index;
}

export function shardLabel(shard: Shard): string {
  return `${shard.index}/${shard.count}`;
}
