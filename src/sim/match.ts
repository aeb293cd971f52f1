/**
 * Play one game to the end with a bot per side. Seeds: the game's chance streams come from the
 * game seed; each bot's stream from (game seed, 'bot', side id), so the same inputs give the same
 * game whatever else runs in the process. Every game ends: the engine stops one that reaches
 * `maxDecisions` with a 'limit' outcome (its own category in every report, never dropped).
 */
import type { Bot } from '../core/bot.js';
import type { Game, OptionSet, Outcome } from '../core/game.js';
import { RECORD_FORMAT, type GameRecord } from '../core/record.js';
import { deriveSeed } from '../core/rng.js';
import { makeBot } from '../../bots/index.js';

export interface MatchConfig<S, C = unknown> {
  readonly game: Game<S, C>;
  readonly scenario: string;
  readonly options: OptionSet;
  readonly seed: string;
  /** Bot spec per side id. */
  readonly players: Readonly<Record<string, string>>;
  readonly content?: C;
  /** Pack label for the record ('standard' or the folder). */
  readonly pack?: string;
  /** Called before each action is applied (for logs). */
  readonly onAction?: (s: S, action: number, side: number) => void;
  /** Called after each action (for narration). */
  readonly afterAction?: (before: S, after: S, action: number) => void;
  /** Bots to use instead of building them from specs (interactive play, tests). */
  readonly bots?: readonly Bot<S>[];
}

export interface MatchResult {
  readonly record: GameRecord;
  readonly outcome: Outcome;
  readonly decisions: number;
  /** Rule coverage of the finished game (game.ruleCounts): counters that moved; absent if the game has none. */
  readonly ruleCounts?: Readonly<Record<string, number>>;
}

export const botSeed = (seed: string, side: string): string => deriveSeed(seed, 'bot', side);

export function playMatch<S, C>(cfg: MatchConfig<S, C>): MatchResult {
  const { game } = cfg;
  const s = game.create({
    scenario: cfg.scenario,
    options: cfg.options,
    seed: cfg.seed,
    ...(cfg.content ? { content: cfg.content } : {}),
  });
  const bots =
    cfg.bots ??
    game.sides.map((side, i) => {
      const spec = cfg.players[side];
      if (!spec) throw new Error(`no player for side '${side}'`);
      return makeBot(game, spec, i, botSeed(cfg.seed, side));
    });
  const actions: number[] = [];
  const before = cfg.afterAction ? game.clone(s) : undefined;
  while (!game.isTerminal(s)) {
    const side = game.toMove(s);
    const a = bots[side]!.choose(s);
    cfg.onAction?.(s, a, side);
    if (before) game.copyInto(before, s);
    game.apply(s, a);
    actions.push(a);
    for (const b of bots) b.notify?.(s, a);
    if (before) cfg.afterAction!(before, s, a);
  }
  const outcome = game.outcome(s);
  const record: GameRecord = {
    format: RECORD_FORMAT,
    game: game.id,
    pack: cfg.pack ?? 'standard',
    scenario: cfg.scenario,
    options: cfg.options,
    seed: cfg.seed,
    players: { ...cfg.players },
    botSeeds: Object.fromEntries(game.sides.map((side) => [side, botSeed(cfg.seed, side)])),
    actions,
    outcome,
  };
  const ruleCounts = game.ruleCounts?.(s);
  return { record, outcome, decisions: actions.length, ...(ruleCounts ? { ruleCounts } : {}) };
}
