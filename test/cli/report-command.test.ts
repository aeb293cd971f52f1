/**
 * Issue 28: the command a report prints leaves out the flags that change where and how fast games are
 * played, never which, so a one-machine run, its shards (merged) and a queue run print the same.
 */
import { describe, expect, it } from 'vitest';
import { reportCommand } from '../../src/cli/run.js';

describe('the report command', () => {
  it('drops --threads, --out, --shard, --resume, --no-progress and --queue with or without a URL', () => {
    const oneMachine = reportCommand([
      'balance',
      'exp.json',
      '--games',
      '600',
      '--threads',
      '2',
      '--out',
      'x',
    ]);
    expect(oneMachine).toBe('cwsim balance exp.json --games 600');
    expect(
      reportCommand(['balance', 'exp.json', '--shard', '1/4', '--games', '600', '--out=s1', '--resume']),
    ).toBe(oneMachine);
    expect(reportCommand(['balance', '--queue', 'exp.json', '--games', '600'])).toBe(oneMachine);
    expect(
      reportCommand(['balance', 'exp.json', '--queue', 'redis://:pw@h:1', '--no-progress', '--games', '600']),
    ).toBe(oneMachine);
  });

  it('keeps the flags that decide the games, quoted for a shell', () => {
    expect(reportCommand(['simulate', 'ahd', '--usa', 'mcts:iters=30', '--options', 'a b'])).toBe(
      "cwsim simulate ahd --usa mcts:iters=30 --options 'a b'",
    );
  });
});
