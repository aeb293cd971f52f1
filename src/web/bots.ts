/**
 * The server's side of the bot worker (botworker.ts): one worker thread, tasks answered in order.
 * A crashed worker is replaced and its task fails with the reason.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { packageRoot } from '../core/content.js';
import type { BotReply, BotTask } from './botworker.js';

export interface BotAnswer {
  readonly action: number;
  readonly estimate?: number;
}

interface Pending {
  readonly resolve: (a: BotAnswer) => void;
  readonly reject: (e: Error) => void;
  readonly progress: (share: number) => void;
}

function botWorkerFile(): string {
  return join(packageRoot(), 'dist', 'src', 'web', 'botworker.js');
}

export class BotPool {
  private worker: Worker | undefined;
  private readonly pending = new Map<number, Pending>();
  private next = 1;

  private start(): Worker {
    const file = botWorkerFile();
    if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first`);
    const w = new Worker(file);
    w.on('message', (m: BotReply) => {
      const p = this.pending.get(m.id);
      if (!p) return;
      if (m.kind === 'progress') return p.progress(m.share);
      this.pending.delete(m.id);
      if (m.kind === 'done')
        p.resolve({ action: m.action, ...(m.estimate !== undefined ? { estimate: m.estimate } : {}) });
      else p.reject(new Error(m.message));
    });
    w.on('error', (err) => this.fail(err));
    w.on('exit', (code) => this.fail(new Error(`the bot worker stopped (exit code ${code})`)));
    return w;
  }

  private fail(err: Error): void {
    this.worker = undefined;
    for (const p of this.pending.values()) p.reject(err);
    this.pending.clear();
  }

  ask(task: Omit<BotTask, 'id'>, progress: (share: number) => void): Promise<BotAnswer> {
    this.worker ??= this.start();
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject, progress });
      this.worker!.postMessage({ ...task, id } satisfies BotTask);
    });
  }

  async close(): Promise<void> {
    const w = this.worker;
    this.worker = undefined;
    if (w) {
      w.removeAllListeners('exit');
      await w.terminate();
    }
    this.fail(new Error('the server is stopping'));
  }
}
