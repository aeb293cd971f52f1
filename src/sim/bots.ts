/**
 * Bot specs in the simulator: checked in the main thread before anything runs, and turned into bots
 * in the workers. The kinds are bots/index.ts BOT_KINDS plus, for tests only, extra kinds loaded from
 * a module (`botModules`: a JS file exporting `botKinds: BotKind[]`), so a test can register a bot that
 * throws without adding it to the list users see.
 */
import { pathToFileURL } from 'node:url';
import type { Bot } from '../core/bot.js';
import { UserError } from '../core/errors.js';
import type { Game } from '../core/game.js';
import { BOT_KINDS, checkBotSpec, makeBot } from '../../bots/index.js';
import { parseBotSpec, type BotKind } from '../../bots/spec.js';
import { botSeed } from './match.js';

/** Check one bot spec for a side; errors start with `where`. */
export function checkPlayer(
  game: Game<unknown>,
  spec: string,
  where: string,
  extra: readonly BotKind[] = [],
): void {
  const id = spec.trim().split(':')[0];
  if (extra.some((k) => k.id === id)) {
    parseBotSpec(extra, spec, where);
    return;
  }
  try {
    checkBotSpec(game, spec, where);
  } catch (err) {
    if (err instanceof UserError && extra.length) {
      // Name the extra kinds too, so the accepted list is complete.
      parseBotSpec([...BOT_KINDS, ...extra], spec, where);
    }
    throw err;
  }
}

/** One bot per side for game `seed`, each seeded from (game seed, 'bot', side). */
export function makeBots<S>(
  game: Game<S>,
  players: Readonly<Record<string, string>>,
  seed: string,
  extra: readonly BotKind[] = [],
): Bot<S>[] {
  return game.sides.map((side, seat) => {
    const spec = players[side];
    if (spec === undefined) throw new Error(`no player for side '${side}'`);
    const id = spec.trim().split(':')[0];
    const kind = extra.find((k) => k.id === id);
    if (!kind) return makeBot(game, spec, seat, botSeed(seed, side));
    const parsed = parseBotSpec(extra, spec);
    return parsed.kind.create({ game, seat, seed: botSeed(seed, side) }, parsed.params, parsed.text);
  });
}

const loaded = new Map<string, Promise<BotKind[]>>();

/** Load extra bot kinds from modules that export `botKinds` (cached per path). */
export function loadBotModules(paths: readonly string[]): Promise<BotKind[]> {
  return Promise.all(
    paths.map((p) => {
      let m = loaded.get(p);
      if (!m) {
        m = import(pathToFileURL(p).href).then((mod: { botKinds?: BotKind[] }) => {
          if (!Array.isArray(mod.botKinds)) throw new Error(`${p}: exports no botKinds array`);
          return mod.botKinds;
        });
        loaded.set(p, m);
      }
      return m;
    }),
  ).then((lists) => lists.flat());
}
