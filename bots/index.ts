/**
 * The bot kinds this build knows, and `makeBot`, which turns a spec string into a bot for a seat.
 */
import type { Bot } from '../src/core/bot.js';
import { UserError } from '../src/core/errors.js';
import type { Game, Seed } from '../src/core/game.js';
import { randomBot } from './random.js';
import { parseBotSpec, type BotKind, type ParsedSpec } from './spec.js';

export const BOT_KINDS: readonly BotKind[] = [
  {
    id: 'random',
    doc: 'Uniformly random legal actions (the baseline).',
    params: [],
    create: (ctx, _params, spec) => randomBot(ctx, spec),
  },
];

/** Parse a spec and check the kind can play this game. */
export function checkBotSpec(game: Game<unknown>, text: string, where = 'bot'): ParsedSpec {
  const parsed = parseBotSpec(BOT_KINDS, text, where);
  const why = parsed.kind.unsupported?.(game);
  if (why) throw new UserError(`${where}: bot '${parsed.kind.id}' cannot play ${game.id}: ${why}`);
  return parsed;
}

export function makeBot<S>(game: Game<S>, text: string, seat: number, seed: Seed): Bot<S> {
  const parsed = checkBotSpec(game as Game<unknown>, text);
  return parsed.kind.create({ game, seat, seed }, parsed.params, parsed.text);
}
