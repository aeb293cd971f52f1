/**
 * The pool suite's reference: one independent process playing a share of the pool's games with the
 * worker's own `BatchPlayer.playOne`, no pool, no messages, no files. The pool suite starts T of these at once;
 * how their combined games per second scale from T = 1 to 2 is what the machine itself allows (cores
 * that share caches, memory bandwidth, clock and the V8 helper threads), the ceiling for the pool.
 *
 *   node dist/bench/ceiling.js <first game index> <games> <master seed>
 *
 * Prints one line of JSON: {"games": n, "cpuMs": …} (CPU of this process).
 */
import { BatchPlayer, type WorkerTask } from '../src/sim/batch.js';

function ceilingTask(masterSeed: string, first: number, games: number): WorkerTask {
  return {
    game: 'ahd',
    packLabel: 'standard',
    arm: 'ceiling',
    scenario: '1861',
    options: {},
    players: { usa: 'random', csa: 'random' },
    masterSeed,
    indices: Array.from({ length: games }, (_, i) => first + i),
    actions: false,
  };
}

function main(argv: readonly string[]): void {
  const [first, games, seed] = [Number(argv[0]), Number(argv[1]), argv[2] ?? 'bench-pool'];
  if (!Number.isInteger(first) || !Number.isInteger(games) || games < 1)
    throw new Error('usage: node dist/bench/ceiling.js <first game index> <games> <master seed>');
  const task = ceilingTask(seed, first, games);
  const player = new BatchPlayer();
  let errors = 0;
  for (const i of task.indices) if (player.playOne(task, i).result === 'error') errors++;
  const u = process.cpuUsage();
  process.stdout.write(JSON.stringify({ games, errors, cpuMs: (u.user + u.system) / 1000 }) + '\n');
}

main(process.argv.slice(2));
