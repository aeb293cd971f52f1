/**
 * `cwsim serve`: Node's own http server for the browser page (issue 27). The engine runs here; the
 * page (built by esbuild into dist/web at install) only draws views and sends choices.
 *
 *   GET  /                              the page (dist/web/index.html, app.js, app.css)
 *   GET  /api/games                     games, scenarios, sides, suggested bots
 *   GET  /api/tables                    the saved tables
 *   POST /api/tables                    {game, scenario?, seed?, options?, players}  → {table}
 *   POST /api/tables/load               {record: "<a record file's text>"}            → {table}
 *   GET  /api/tables/:id/view?seat=&at= a seat's view (at: a step, for the replay slider)
 *   POST /api/tables/:id/act            {seat, action, step}                          → view
 *   POST /api/tables/:id/undo           {seat, step}                                  → view
 *   GET  /api/tables/:id/record?seat=   the record file (refused for a seat that may not see it)
 *   GET  /api/tables/:id/events         server-sent events: the table's version after each change
 *   GET  /api/tables/:id/backdrop.svg   the map backdrop of the table's content pack
 *
 * Everything received is data: bodies are JSON checked by the schemas of protocol.ts (size-limited;
 * malformed JSON, unknown fields and wrong types are a 400 naming the problem), ids match a pattern
 * before they are looked up, no path from a request reaches the file system, and an action is played
 * only if the engine lists it (table.ts). Bound to 127.0.0.1 unless told otherwise; on a loopback
 * address a request naming another host is refused (DNS rebinding).
 */
import { createReadStream, existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { z } from 'zod';
import { packageRoot } from '../core/content.js';
import { BotPool } from './bots.js';
import { Lobby, type LobbyOptions } from './lobby.js';
import {
  ActSchema,
  LoadSchema,
  NewTableSchema,
  UndoSchema,
  type ApiError,
  type GameSummary,
} from './protocol.js';
import { recordText } from '../cli/saves.js';
import { heuristicFor } from '../../bots/heuristic/index.js';
import { Refused, type Table } from './table.js';

export interface ServeOptions {
  readonly port: number;
  readonly host: string;
  readonly dir: string;
  readonly packs?: LobbyOptions['packs'];
  /** The games offered (default: every game of this build; tests add fixtures). */
  readonly games?: LobbyOptions['games'];
  readonly warn?: (message: string) => void;
}

export interface Served {
  readonly url: string;
  readonly server: Server;
  readonly lobby: Lobby;
  close(): Promise<void>;
}

const STATIC: Record<string, string> = {
  '/': 'index.html',
  '/index.html': 'index.html',
  '/app.js': 'app.js',
  '/app.css': 'app.css',
};
const TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  svg: 'image/svg+xml',
};
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);
const MAX_BODY = 6_000_000;

function webDir(): string {
  return join(packageRoot(), 'dist', 'web');
}

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(text);
}

function fail(res: ServerResponse, status: number, error: string): void {
  send(res, status, { error } satisfies ApiError);
}

async function readBody(req: IncomingMessage): Promise<string> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new Refused(413, `the request is larger than ${MAX_BODY} bytes`);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Parse and check a JSON body; a malformed one is a 400 naming what is wrong. */
async function body<T>(req: IncomingMessage, schema: z.ZodType<T>): Promise<T> {
  const text = await readBody(req);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    throw new Refused(400, `malformed JSON: ${e instanceof Error ? e.message : String(e)}`);
  }
  const r = schema.safeParse(data);
  if (!r.success) {
    const issue = r.error.issues[0]!;
    throw new Refused(400, `field '${issue.path.join('.') || '(top)'}': ${issue.message}`);
  }
  return r.data;
}

function gameSummaries(lobby: Lobby): GameSummary[] {
  return lobby.games().map((g) => {
    const h = heuristicFor(g.id) !== undefined;
    const search = g.hiddenInformation ? 'ismcts' : 'mcts';
    const bots = [
      ...(h ? ['heuristic'] : []),
      'random',
      h ? `${search}:iters=32,depth=16,prior=heuristic,width=4,rollout=heuristic` : `${search}:iters=200`,
    ];
    return {
      id: g.id,
      name: g.name,
      sides: g.sides,
      scenarios: g.scenarios.map((s) => ({ id: s.id, name: s.name })),
      hiddenInformation: g.hiddenInformation,
      bots,
    };
  });
}

function serveFile(res: ServerResponse, file: string): void {
  if (!existsSync(file)) return fail(res, 404, `${file} is missing: run \`npm run build\``);
  const ext = file.slice(file.lastIndexOf('.') + 1);
  res.writeHead(200, {
    'content-type': TYPES[ext] ?? 'application/octet-stream',
    'cache-control': 'no-cache',
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'",
  });
  createReadStream(file).pipe(res);
}

function events(lobby: Lobby, id: string, req: IncomingMessage, res: ServerResponse): void {
  const t = lobby.get(id);
  res.writeHead(200, {
    'content-type': 'text/event-stream',
    'cache-control': 'no-store',
    connection: 'keep-alive',
  });
  const push = (x: Table): void => {
    const thinking = x.thinkingInfo();
    res.write(`data: ${JSON.stringify({ version: x.version, ...(thinking ? { thinking } : {}) })}\n\n`);
  };
  res.write('retry: 2000\n\n');
  push(t);
  const stop = lobby.listen(id, push);
  const beat = setInterval(() => res.write(': keep-alive\n\n'), 15_000);
  req.on('close', () => {
    clearInterval(beat);
    stop();
  });
}

async function route(lobby: Lobby, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const path = url.pathname;
  const method = req.method ?? 'GET';
  const file = STATIC[path];
  if (file && method === 'GET') return serveFile(res, join(webDir(), file));
  if (path === '/api/games' && method === 'GET') return send(res, 200, gameSummaries(lobby));
  if (path === '/api/tables' && method === 'GET') return send(res, 200, lobby.list());
  if (path === '/api/tables' && method === 'POST') {
    const req2 = await body(req, NewTableSchema);
    const t = lobby.create(req2, String(Date.now() % 1_000_000));
    return send(res, 201, { table: t.id });
  }
  if (path === '/api/tables/load' && method === 'POST') {
    const { record } = await body(req, LoadSchema);
    return send(res, 201, { table: lobby.load(record).id });
  }
  const m = /^\/api\/tables\/([^/]+)\/(view|act|undo|record|events|backdrop\.svg)$/.exec(path);
  if (!m) return fail(res, 404, `no such page or API: ${method} ${path}`);
  const [, id, what] = m;
  const wants = what === 'act' || what === 'undo' ? 'POST' : 'GET';
  if (method !== wants) return fail(res, 405, `${what} takes ${wants}, not ${method}`);
  const t = lobby.get(id!);
  const seat = url.searchParams.get('seat') ?? '';
  switch (what) {
    case 'view': {
      const at = url.searchParams.get('at');
      return send(res, 200, t.view(seat, at === null ? undefined : Number(at)));
    }
    case 'act': {
      const a = await body(req, ActSchema);
      t.act(a.seat, a.action, a.step);
      lobby.changed(t);
      return send(res, 200, t.view(a.seat));
    }
    case 'undo': {
      const u = await body(req, UndoSchema);
      t.undo(u.seat, u.step);
      lobby.changed(t);
      return send(res, 200, t.view(u.seat));
    }
    case 'record': {
      if (!t.mayExport(t.seatOf(seat)))
        return fail(
          res,
          403,
          'the record holds the seed that deals every hand: it may be downloaded once the game ends',
        );
      res.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'content-disposition': `attachment; filename="cwsim-${t.id}.json"`,
      });
      return void res.end(recordText(t.record()));
    }
    case 'events':
      return events(lobby, id!, req, res);
    default: {
      const dir = t.game.contentInfo(t.inputs.content).dir;
      return serveFile(res, join(dir, 'backdrop.svg'));
    }
  }
}

/** Start the server; resolves once it listens. */
export function startServer(opts: ServeOptions): Promise<Served> {
  const bots = new BotPool();
  const lobby = new Lobby({
    dir: opts.dir,
    bots,
    ...(opts.games ? { games: opts.games } : {}),
    ...(opts.packs ? { packs: opts.packs } : {}),
    ...(opts.warn ? { warn: opts.warn } : {}),
  });
  const loopback = LOOPBACK.has(opts.host);
  const server = createServer((req, res) => {
    const host = (req.headers.host ?? '').replace(/:\d+$/, '');
    if (loopback && !LOOPBACK.has(host))
      return fail(res, 421, `this server answers only to localhost, not '${host}'`);
    route(lobby, req, res).catch((e: unknown) => {
      if (e instanceof Refused) {
        if (e.status === 413) res.setHeader('connection', 'close'); // the rest of the body is not read
        return fail(res, e.status, e.message);
      }
      opts.warn?.(`${req.method} ${req.url}: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
      if (!res.headersSent) fail(res, 500, e instanceof Error ? e.message : String(e));
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => {
      const a = server.address() as AddressInfo;
      const host = a.family === 'IPv6' ? `[${a.address}]` : a.address;
      resolve({
        url: `http://${host}:${a.port}/`,
        server,
        lobby,
        close: async () => {
          server.closeAllConnections();
          await new Promise<void>((r) => server.close(() => r()));
          await bots.close();
        },
      });
    });
  });
}
