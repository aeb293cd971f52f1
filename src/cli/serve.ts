/**
 * `cwsim serve`: face a bot in the browser, on the game's map (src/web/server.ts). Binds 127.0.0.1
 * unless `--host` names another address, which prints a warning: there is no login, and anyone who
 * reaches the port can play and read the games.
 */
import type { Command } from 'commander';
import { resolve } from 'node:path';
import { UserError } from '../core/errors.js';
import { readPackJson } from '../core/content.js';
import { getGame } from '../games/index.js';
import { startServer } from '../web/server.js';
import { intFlag } from './common.js';

interface ServeFlags {
  port: string;
  host?: string;
  dir: string;
  pack?: string[];
}

const LOOPBACK = ['127.0.0.1', 'localhost', '::1'];

/** Content packs records may name besides 'standard': label (the folder as given) → game, content. */
function packs(dirs: readonly string[]): Map<string, { game: string; content: unknown; dir: string }> {
  const out = new Map<string, { game: string; content: unknown; dir: string }>();
  for (const dir of dirs) {
    const manifest = readPackJson(dir, 'manifest.json') as { game?: unknown };
    if (typeof manifest.game !== 'string') throw new UserError(`${dir}/manifest.json: no 'game'`);
    const game = getGame(manifest.game);
    out.set(dir, { game: game.id, content: game.loadContent(dir), dir: resolve(dir) });
  }
  return out;
}

async function serve(o: ServeFlags): Promise<number> {
  const port = intFlag(o.port, '--port', 0, 65535);
  const host = o.host ?? '127.0.0.1';
  const served = await startServer({
    port,
    host,
    dir: resolve(o.dir),
    packs: packs(o.pack ?? []),
    warn: (m) => process.stderr.write(`cwsim serve: ${m}\n`),
  }).catch((e: unknown) => {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') throw new UserError(`--port: ${port} is in use; pick another with --port`);
    if (code === 'EADDRNOTAVAIL') throw new UserError(`--host: ${host} is not an address of this machine`);
    throw e;
  });
  if (!LOOPBACK.includes(host)) {
    process.stderr.write(
      `cwsim serve: warning: listening on ${served.url}, not only on this machine: there is no login, so anyone who reaches it can play, undo and read these games.\n`,
    );
  }
  process.stdout.write(
    `cwsim serve: open ${served.url} (games are saved in ${resolve(o.dir)}; Ctrl-C stops)\n`,
  );
  await new Promise<void>((done) => {
    const stop = (): void => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      void served.close().then(done);
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
  return 0;
}

export function registerServe(program: Command): void {
  program
    .command('serve')
    .description(
      "play in the browser against a bot, on the game's map: a local web server (the engine runs here, the page only draws and sends choices); every game is saved after each move",
    )
    .option('--port <n>', 'port to listen on (0: any free port)', '1861')
    .option(
      '--host <address>',
      'address to listen on instead of 127.0.0.1 (warning: no login; anyone who reaches it can play)',
    )
    .option(
      '--dir <folder>',
      'where games are saved (one record file each; `cwsim play --load` reads them)',
      'cwsim-games',
    )
    .option(
      '--pack <dir...>',
      'content pack folders that saved games may name (the built-in packs are always served)',
    )
    .action(async (o: ServeFlags) => {
      process.exitCode = await serve(o);
    });
}
