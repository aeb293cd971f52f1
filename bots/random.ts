/**
 * The uniform random bot: picks one legal action uniformly with its own seeded generator.
 * The baseline every other bot must beat.
 */
import type { Bot, BotContext } from '../src/core/bot.js';
import { Sfc32 } from '../src/core/rng.js';

export function randomBot<S>(ctx: BotContext<S>, spec = 'random'): Bot<S> {
  const rng = Sfc32.from(ctx.seed, 'random-bot');
  const buf = new Int32Array(ctx.game.maxActions);
  return {
    spec,
    choose(s: S): number {
      const n = ctx.game.legalActions(s, buf);
      if (n === 0)
        throw new Error(`${ctx.game.id}: random bot asked to move in a state without legal actions`);
      return buf[rng.int(n)]!;
    },
  };
}
