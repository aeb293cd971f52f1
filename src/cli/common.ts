/**
 * Shared CLI helpers: input checking with one-line errors (exit code 2), and loading a game with
 * its content pack.
 */
import { UserError } from '../core/errors.js';
import type { Game, OptionSet } from '../core/game.js';
import { parseOptionList } from '../core/options.js';
import { getGame } from '../games/index.js';

/** A master seed, or a game's own seed as runs derive it (`<master>/<game index>`, named in reports' error rows). */
const SEED_RE = /^[A-Za-z0-9._:-]{1,64}(\/[0-9]{1,12})?$/;

export function checkSeed(seed: string, where = '--seed'): string {
  if (!SEED_RE.test(seed)) {
    throw new UserError(
      `${where}: malformed seed '${seed}'; expected 1-64 characters from A-Z a-z 0-9 . _ : -, optionally followed by /<game index>`,
    );
  }
  return seed;
}

export function checkScenario(game: Game<unknown>, id: string | undefined, where = '--scenario'): string {
  const sc = id ?? game.scenarios[0]!.id;
  if (!game.scenarios.some((x) => x.id === sc)) {
    throw new UserError(
      `${where}: unknown scenario '${sc}' for ${game.id}; accepted: ${game.scenarios.map((x) => x.id).join(', ')}`,
    );
  }
  return sc;
}

export interface LoadedGame {
  readonly game: Game<unknown>;
  readonly content: unknown;
  readonly packLabel: string;
}

/** The game and its content pack (the built-in pack unless --pack names a folder). */
export function loadGame(id: string, packDir?: string): LoadedGame {
  const game = getGame(id);
  if (!packDir) return { game, content: undefined, packLabel: 'standard' };
  return { game, content: game.loadContent(packDir), packLabel: packDir };
}

export function parseOptions(game: Game<unknown>, text: string | undefined): OptionSet {
  return text ? parseOptionList(game, text) : {};
}

/** An integer flag, checked. */
export function intFlag(raw: string, where: string, min: number, max = Number.MAX_SAFE_INTEGER): number {
  const v = Number(raw);
  if (!Number.isInteger(v) || v < min || v > max) {
    throw new UserError(
      `${where}: expected an integer from ${min}${max < Number.MAX_SAFE_INTEGER ? ` to ${max}` : ''}, got '${raw}'`,
    );
  }
  return v;
}
