/**
 * Piscina worker entry (compiled to dist/src/sim/worker.js): plays a batch of games of one arm and
 * returns their rows. A game whose bot (or the engine) throws becomes an 'error' row with its seed
 * and message; the batch goes on. Games are independent: each builds its state and bots from its
 * own seed, so a batch's composition never changes a result.
 */
import type { Game, OptionSet } from '../core/game.js';
import { getGame } from '../games/index.js';
import { loadBotModules, makeBots } from './bots.js';
import { playMatch } from './match.js';
import { gameSeed } from './plan.js';
import type { GameRow } from './rows.js';

export interface WorkerTask {
  readonly game: string;
  readonly packDir?: string;
  readonly packLabel: string;
  readonly arm: string;
  readonly scenario: string;
  readonly options: OptionSet;
  readonly players: Readonly<Record<string, string>>;
  readonly masterSeed: string;
  readonly indices: readonly number[];
  readonly actions: boolean;
  readonly botModules: readonly string[];
}

export interface WorkerResult {
  readonly rows: GameRow[];
  /** Wall time of the batch, for the pool's batch sizing only (results never depend on it). */
  readonly ms: number;
}

const contents = new Map<string, unknown>();

function contentFor(game: Game<unknown>, dir: string | undefined): unknown {
  if (!dir) return undefined;
  let c = contents.get(`${game.id}\u0000${dir}`);
  if (c === undefined) {
    c = game.loadContent(dir);
    contents.set(`${game.id}\u0000${dir}`, c);
  }
  return c;
}

export function playOne(
  task: WorkerTask,
  index: number,
  extra: Awaited<ReturnType<typeof loadBotModules>>,
): GameRow {
  const game = getGame(task.game);
  const seed = gameSeed(task.masterSeed, index);
  const head = {
    arm: task.arm,
    index,
    seed,
    scenario: task.scenario,
    options: task.options,
    players: task.players,
  };
  let decisions = 0;
  let turn = 0;
  try {
    const result = playMatch({
      game,
      scenario: task.scenario,
      options: task.options,
      seed,
      players: task.players,
      content: contentFor(game, task.packDir),
      pack: task.packLabel,
      bots: makeBots(game, task.players, seed, extra),
      onAction: (s) => {
        decisions++;
        turn = game.turn(s);
      },
    });
    const o = result.outcome;
    return {
      ...head,
      result: o.kind,
      winner: o.kind === 'win' ? (game.sides[o.winner] ?? null) : null,
      victory: o.victory,
      margin: o.margin,
      turn: o.turn,
      detail: o.detail,
      decisions: result.decisions,
      ...(task.actions ? { actions: result.record.actions } : {}),
    };
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    return {
      ...head,
      result: 'error',
      winner: null,
      victory: 'error',
      margin: 0,
      turn,
      detail: '',
      decisions,
      error: message.split('\n')[0]!.slice(0, 500),
    };
  }
}

export default async function runBatch(task: WorkerTask): Promise<WorkerResult> {
  const extra = task.botModules.length ? await loadBotModules(task.botModules) : [];
  const t0 = performance.now();
  const rows = task.indices.map((i) => playOne(task, i, extra));
  return { rows, ms: performance.now() - t0 };
}
