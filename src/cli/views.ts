/**
 * What a person at the table is shown, through the core contract only, for the interactive player
 * and `cwsim replay`. A seat sees `renderFor(s, seat)` (else `render` for a perfect-information
 * game, else the JSON of `observe(s, seat)`), and another seat's action as `narrateFor` tells it
 * (else, in a hidden-information game, only that it decided). Viewer -1 sees everything.
 */
import type { Game } from '../core/game.js';

export const EVERYTHING = -1;

/** A picture of the state as `viewer` may see it; `compact` for the few lines before a decision. */
export function viewText<S>(game: Game<S>, s: S, viewer: number, compact: boolean): string {
  if (!game.hiddenInformation) {
    return game.renderFor ? game.renderFor(s, Math.max(0, viewer), { compact }) : game.render(s);
  }
  if (viewer === EVERYTHING) return game.render(s);
  if (game.renderFor) return game.renderFor(s, viewer, { compact });
  const data = game.observe(s, viewer).data;
  return `What ${game.sides[viewer]} sees: ${JSON.stringify(data, null, compact ? 0 : 2)}`;
}

/**
 * The lines `viewer` gets about `action` by seat `mover`, played in `before` and leading to `after`:
 * 'T3 csa: <description>' then the consequences, indented. `you` marks the mover as the reader.
 */
export function tellLines<S>(
  game: Game<S>,
  before: S,
  after: S,
  action: number,
  mover: number,
  viewer: number,
  you = false,
): string[] {
  let lines: string[];
  if (!game.hiddenInformation || viewer === EVERYTHING) {
    lines = [game.describe(before, action), ...(game.narrate ? game.narrate(before, after) : [])];
  } else if (game.narrateFor) {
    lines = game.narrateFor(before, after, action, viewer);
  } else if (mover === viewer) {
    lines = [game.describe(before, action)];
  } else {
    lines = ['decided (this game does not say what you may see of it)'];
  }
  const [first = 'decided', ...rest] = lines;
  return [
    `T${game.turn(before)} ${game.sides[mover] ?? `seat ${mover}`}${you ? ' (you)' : ''}: ${first}`,
    ...rest.map((l) => `      ${l}`),
  ];
}
