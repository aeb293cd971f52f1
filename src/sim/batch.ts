/**
 * What a worker thread does with a task: play a batch of games of one arm and return their rows. A
 * game whose bot (or the engine) throws becomes an 'error' row with its seed and message; the batch
 * goes on. Games are independent: each builds its state and bots from its own seed, so a batch's
 * composition never changes a result.
 *
 * A `BatchPlayer` is one thread's player: it owns the content packs that thread has loaded (by pack
 * folder) and the function that builds a game's bots from their specs. The production worker entry
 * (worker.ts) makes one with the registry's bots; a test entry may pass its own bot maker.
 */
import type { Bot } from '../core/bot.js';
import type { Game, OptionSet } from '../core/game.js';
import { getGame } from '../games/index.js';
import { makeBot } from '../../bots/index.js';
import { botSeed, playMatch } from './match.js';
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
}

export interface WorkerResult {
  readonly rows: GameRow[];
  /** Wall time of the batch, for the pool's batch sizing only (results never depend on it). */
  readonly ms: number;
}

/** Builds one bot per side of `game` from `players` (spec per side id) for the game seeded `seed`. */
export type BotMaker = <S>(
  game: Game<S>,
  players: Readonly<Record<string, string>>,
  seed: string,
) => Bot<S>[];

/** One bot per side from the registry's kinds, each seeded from (game seed, 'bot', side). */
export const makeBots: BotMaker = (game, players, seed) =>
  game.sides.map((side, seat) => {
    const spec = players[side];
    if (spec === undefined) throw new Error(`no player for side '${side}'`);
    return makeBot(game, spec, seat, botSeed(seed, side));
  });

export class BatchPlayer {
  /** Content packs loaded by this player: `<game id>\0<pack folder>` -> content. */
  private readonly contents = new Map<string, unknown>();

  constructor(private readonly bots: BotMaker = makeBots) {}

  run(task: WorkerTask): WorkerResult {
    const t0 = performance.now();
    const rows = task.indices.map((i) => this.playOne(task, i));
    return { rows, ms: performance.now() - t0 };
  }

  /** Game `index` of the task's arm, as a row (an 'error' row if a bot or the engine throws). */
  playOne(task: WorkerTask, index: number): GameRow {
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
        content: this.contentFor(game, task.packDir),
        pack: task.packLabel,
        bots: this.bots(game, task.players, seed),
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
        ...(result.ruleCounts ? { rules: result.ruleCounts } : {}),
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

  private contentFor(game: Game<unknown>, dir: string | undefined): unknown {
    if (!dir) return undefined;
    const key = `${game.id}\u0000${dir}`;
    let c = this.contents.get(key);
    if (c === undefined) {
      c = game.loadContent(dir);
      this.contents.set(key, c);
    }
    return c;
  }
}
