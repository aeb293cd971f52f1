/**
 * The uniform random bot: picks one legal action uniformly with its own seeded generator.
 * The baseline every other bot must beat.
 */
import { DecisionRng, type Bot, type BotContext } from '../src/core/bot.js';

/** Its generator is keyed by each decision (core/bot.ts DecisionRng). */
export function randomBot<S>(ctx: BotContext<S>, spec = 'random'): Bot<S> {
  const rng = new DecisionRng(ctx.seed, 'random-bot');
  const buf = new Int32Array(ctx.game.maxActions);
  return {
    spec,
    choose(s: S): number {
      rng.enter(ctx.game.turn(s), ctx.seat);
      const n = ctx.game.legalActions(s, buf);
      if (n === 0)
        throw new Error(`${ctx.game.id}: random bot asked to move in a state without legal actions`);
      return buf[rng.int(n)]!;
    },
  };
}
