/**
 * The games this build knows. Adding a game is one line here; nothing else is central.
 */
import { UserError } from '../core/errors.js';
import type { Game } from '../core/game.js';
import { acw } from './acw/index.js';
import { ahd } from './ahd/index.js';
import { bvg } from './bvg/index.js';
import { lw } from './lw/index.js';

export const GAMES: readonly Game<Int32Array>[] = [ahd, bvg, acw, lw] as readonly Game<Int32Array>[];

export function getGame(id: string): Game<unknown> {
  const g = GAMES.find((x) => x.id === id);
  if (!g) throw new UserError(`unknown game '${id}'; accepted: ${GAMES.map((x) => x.id).join(', ')}`);
  return g;
}
