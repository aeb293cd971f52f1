/**
 * Seat flags from the games' own side ids (`--usa`, `--csa`, ... are those ids): one flag per side
 * id of any registered game, documented with the names each game gives that side. Nothing in the
 * CLI names a side.
 */
import { Option, type Command } from 'commander';
import { GAMES } from '../games/index.js';

interface SideInfo {
  readonly id: string;
  readonly names: string[];
  readonly games: string[];
}

/** Every side id of the registered games, in the order first met, with its names and games. */
function allSides(): SideInfo[] {
  const out: SideInfo[] = [];
  for (const game of GAMES) {
    game.sides.forEach((id, i) => {
      let info = out.find((x) => x.id === id);
      if (!info) out.push((info = { id, names: [], games: [] }));
      const name = game.sideNames?.[i];
      if (name && !info.names.includes(name)) info.names.push(name);
      info.games.push(game.id);
    });
  }
  return out;
}

/** Add `--<side> <what>` for every side id; `doc(side)` gives the flag's help text. */
export function addSideFlags(command: Command, what: string, doc: (side: string) => string): Command {
  for (const side of allSides()) {
    const who = side.names.length ? `the ${side.names.join(' / ')} side` : `side ${side.id}`;
    command.addOption(new Option(`--${side.id} <${what}>`, `${doc(who)} (games: ${side.games.join(', ')})`));
  }
  return command;
}

/** The value given for `side`'s flag, if any. */
export function sideFlag(flags: object, side: string): string | undefined {
  const key = new Option(`--${side} <x>`).attributeName();
  const v = (flags as Record<string, unknown>)[key];
  return typeof v === 'string' ? v : undefined;
}
