/**
 * Options as people type them (`--options r4.9-union-rail-bonus,r11.3-march-end=1863`) and as
 * experiment files list them, checked against a game's declared `OptionSpec`s.
 */
import { UserError } from './errors.js';
import type { GameInfo, OptionSet, OptionSpec, OptionValue } from './game.js';

/** Parse 'a,b,c=v' into an option set; validates ids and values against the game. */
export function parseOptionList(game: GameInfo, text: string, where = '--options'): OptionSet {
  const out: Record<string, OptionValue> = {};
  for (const raw of text.split(',')) {
    const item = raw.trim();
    if (!item) continue;
    const eq = item.indexOf('=');
    const id = eq < 0 ? item : item.slice(0, eq).trim();
    const value = eq < 0 ? undefined : item.slice(eq + 1).trim();
    const spec = findOption(game, id, where);
    out[id] = coerceOption(game, spec, value === undefined ? true : value, where);
  }
  return out;
}

/** Validate an option object (from JSON) and return it with values coerced to their types. */
export function checkOptionSet(
  game: GameInfo,
  set: Readonly<Record<string, unknown>>,
  where: string,
): OptionSet {
  const out: Record<string, OptionValue> = {};
  for (const [id, value] of Object.entries(set)) {
    const spec = findOption(game, id, where);
    if (typeof value !== 'boolean' && typeof value !== 'string') {
      throw new UserError(
        `${where}: option '${id}' must be true/false or one of its values, got ${JSON.stringify(value)}`,
      );
    }
    out[id] = coerceOption(game, spec, value, where);
  }
  return out;
}

/** Every option with its effective value (defaults filled in), in declaration order. */
export function resolveOptions(game: GameInfo, set: OptionSet | undefined): Record<string, OptionValue> {
  const out: Record<string, OptionValue> = {};
  for (const spec of game.options) {
    const v = set?.[spec.id];
    out[spec.id] = v === undefined ? spec.default : v;
  }
  if (set) {
    for (const id of Object.keys(set)) {
      if (!game.options.some((o) => o.id === id)) throw new UserError(`${game.id}: unknown option '${id}'`);
    }
  }
  return out;
}

/** The options that differ from their defaults, as 'a,b=v' (stable order), for labels and records. */
export function formatOptions(game: GameInfo, set: OptionSet | undefined): string {
  const parts: string[] = [];
  for (const spec of game.options) {
    const v = set?.[spec.id];
    if (v === undefined || v === spec.default) continue;
    parts.push(v === true ? spec.id : `${spec.id}=${String(v)}`);
  }
  return parts.join(',');
}

function findOption(game: GameInfo, id: string, where: string): OptionSpec {
  const spec = game.options.find((o) => o.id === id);
  if (!spec) {
    throw new UserError(
      `${where}: unknown option '${id}' for ${game.id}; accepted: ${game.options.map((o) => o.id).join(', ')}`,
    );
  }
  return spec;
}

function coerceOption(game: GameInfo, spec: OptionSpec, value: OptionValue, where: string): OptionValue {
  if (spec.type === 'boolean') {
    if (value === true || value === 'true' || value === 'on') return true;
    if (value === false || value === 'false' || value === 'off') return false;
    throw new UserError(
      `${where}: option '${spec.id}' of ${game.id} is on/off (true or false), got '${String(value)}'`,
    );
  }
  const values = spec.values ?? [];
  if (typeof value === 'string' && values.includes(value)) return value;
  throw new UserError(
    `${where}: option '${spec.id}' of ${game.id} takes one of ${values.join(', ')}, got '${String(value)}'`,
  );
}
