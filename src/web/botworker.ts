/**
 * The bot worker of `cwsim serve` (a worker thread), so the server answers while a bot thinks. A task
 * is a table's record inputs, its actions and the bot to ask; the worker replays the record, builds
 * the bot for that decision with the seed the terminal player uses (the side's bot seed and the
 * decision number, interactive.ts), and answers with its action and estimate. On the way it reports
 * how far the search is into its budget.
 */
import { parentPort } from 'node:worker_threads';
import { makeBot } from '../../bots/index.js';
import { replay, type GameRecord } from '../core/record.js';
import { deriveSeed } from '../core/rng.js';
import { getGame } from '../games/index.js';

export interface BotTask {
  readonly id: number;
  readonly record: GameRecord;
  /** Folder of the content pack, absent for the built-in pack. */
  readonly packDir?: string;
  readonly seat: number;
  readonly spec: string;
}

export type BotReply =
  | { readonly id: number; readonly kind: 'progress'; readonly share: number }
  | { readonly id: number; readonly kind: 'done'; readonly action: number; readonly estimate?: number }
  | { readonly id: number; readonly kind: 'error'; readonly message: string };

const packs = new Map<string, unknown>();

function choose(task: BotTask): BotReply {
  const game = getGame(task.record.game);
  let content: unknown;
  if (task.packDir) {
    content = packs.get(task.packDir) ?? game.loadContent(task.packDir);
    packs.set(task.packDir, content);
  }
  const s = replay(game, task.record, content);
  const side = game.sides[task.seat]!;
  let last = 0;
  const progress = (done: number, budget: number): void => {
    const now = performance.now();
    if (now - last < 100) return;
    last = now;
    parentPort!.postMessage({
      id: task.id,
      kind: 'progress',
      share: Math.min(1, done / budget),
    } satisfies BotReply);
  };
  const seed = deriveSeed(task.record.botSeeds[side]!, task.record.actions.length);
  const bot = makeBot(game, task.spec, task.seat, seed, progress);
  const action = bot.choose(s);
  const estimate = bot.lastEstimate?.();
  return { id: task.id, kind: 'done', action, ...(estimate !== undefined ? { estimate } : {}) };
}

parentPort?.on('message', (task: BotTask) => {
  let reply: BotReply;
  try {
    reply = choose(task);
  } catch (err) {
    reply = { id: task.id, kind: 'error', message: err instanceof Error ? err.message : String(err) };
  }
  parentPort!.postMessage(reply);
});
