/**
 * Piscina worker entry (compiled to dist/src/sim/worker.js): each thread keeps one `BatchPlayer`
 * (batch.ts), which plays a task's games with the registry's bots and returns their rows.
 */
import { BatchPlayer, type WorkerResult, type WorkerTask } from './batch.js';

const player = new BatchPlayer();

export default function runBatch(task: WorkerTask): WorkerResult {
  return player.run(task);
}
