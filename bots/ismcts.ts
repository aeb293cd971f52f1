/**
 * Single-observer information-set MCTS (SO-ISMCTS; Cowling, Powley & Whitehouse 2012).
 *
 * Each iteration samples a determinization: a clone of the root in which everything the bot's seat
 * cannot observe is resampled consistently with what it has seen (`game.determinize(s, seat, rng)`),
 * then runs one open-loop UCT iteration on it with availability counts:
 *   UCB(j) = X̄_{j,p} + c · sqrt( ln A_j / n_j ),  A_j = visits of the parent in which j was legal.
 * The tree is the bot's: nodes are action sequences, shared by every determinization. This is the
 * search core of mcts.ts with its determinization hook switched on; on a game without hidden
 * information (or without `determinize`) the hook does nothing and the bot is exactly UCT: same
 * generator stream, same choices for the same seed and budget.
 *
 * Limits: SO-ISMCTS lets the opponents' simulated decisions see the sampled hidden state (strategy
 * fusion) and samples determinizations uniformly rather than by belief; both are the published
 * algorithm's known approximations. The bot never reads hidden state of other seats: each iteration
 * overwrites it before the search looks at the scratch state.
 *
 * References: P. Cowling, E. Powley, D. Whitehouse, "Information Set Monte Carlo Tree Search",
 * IEEE TCIAIG 4(2), 2012; C. Browne et al., "A Survey of Monte Carlo Tree Search Methods", 2012.
 */
import type { Bot, BotContext } from '../src/core/bot.js';
import { searchBot, type SearchOptions } from './mcts.js';

export function ismctsBot<S>(
  ctx: BotContext<S>,
  opts: Omit<SearchOptions<S>, 'determinize'>,
  spec = 'ismcts',
): Bot<S> {
  return searchBot(ctx, { ...opts, determinize: true }, spec);
}
