/**
 * Content packs: a folder of JSON files per game (`src/games/<id>/content/<pack>/`), validated by a
 * zod schema on load. Every error names the file, the entry and the field, and what was expected, so a
 * designer editing a pack sees at once what to fix. `manifest.json` is common to all games.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { ContentSource } from './engine.js';
import { ContentError, UserError } from './errors.js';
import type { ScenarioInfo } from './game.js';

const ManifestSchema = z.strictObject({
  game: z.string().min(1),
  pack: z.string().min(1),
  version: z.string().min(1),
  status: z.enum(['real', 'provisional']),
  description: z.string(),
  sources: z.array(z.strictObject({ what: z.string(), citation: z.string() })),
  invented: z.array(
    z.strictObject({
      path: z.string().min(1),
      value: z.union([
        z.string(),
        z.number(),
        z.boolean(),
        z.null(),
        z.array(z.unknown()),
        z.record(z.string(), z.unknown()),
      ]),
      reason: z.string().min(1),
    }),
  ),
});
export type Manifest = z.infer<typeof ManifestSchema>;

/** What every loaded pack tells reports: which pack, whether it is provisional, how much is invented. */
export interface PackInfo {
  readonly game: string;
  readonly pack: string;
  readonly version: string;
  readonly status: 'real' | 'provisional';
  readonly dir: string;
  readonly inventedCount: number;
  readonly manifest: Manifest;
}

/** The content of a game whose rules are all in code: its scenarios and nothing else. */
export interface CodeOnlyContent {
  readonly scenarios: readonly ScenarioInfo[];
  readonly info: PackInfo;
}

/**
 * The content source of a game whose rules are all in code (the benchmark peer, the test games): one
 * built-in stand-in pack holding its scenarios, and a `load` that refuses every folder. `what` says
 * what the game is ("test fixture", "benchmark peer").
 */
export function codeOnlyContent(
  game: string,
  what: string,
  scenarios: readonly ScenarioInfo[],
): ContentSource<CodeOnlyContent> {
  const manifest: Manifest = {
    game,
    pack: 'builtin',
    version: '1',
    status: 'real',
    description: `${what} ${game}: rules in code, no content`,
    sources: [],
    invented: [],
  };
  const pack: CodeOnlyContent = {
    scenarios,
    info: { game, pack: 'builtin', version: '1', status: 'real', dir: '', inventedCount: 0, manifest },
  };
  return {
    standard: () => pack,
    load: (dir) => {
      throw new UserError(`${game}: ${what} without content packs (asked for ${dir})`);
    },
    info: (c) => c.info,
    scenarios: (c) => c.scenarios,
  };
}

let rootCache: string | undefined;
/** The folder holding this project's package.json (works from src/ under vitest and from dist/). */
export function packageRoot(): string {
  if (rootCache) return rootCache;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg)) {
      const name = (JSON.parse(readFileSync(pkg, 'utf8')) as { name?: string }).name;
      if (name === 'cwsim') return (rootCache = dir);
    }
    const up = dirname(dir);
    if (up === dir)
      throw new Error('cwsim: cannot find the package root from ' + fileURLToPath(import.meta.url));
    dir = up;
  }
}

/** The folder of a game's built-in pack. */
export function builtinPackDir(game: string, pack: string): string {
  return join(packageRoot(), 'src', 'games', game, 'content', pack);
}

/** Read and parse one JSON file of a pack; a missing file or bad JSON names the file and the line. */
export function readPackJson(dir: string, file: string): unknown {
  const path = join(dir, file);
  if (!existsSync(path)) throw new ContentError(path, '', '', 'file is missing');
  const text = readFileSync(path, 'utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch (err) {
    const msg = err instanceof Error ? err.message : String(err);
    const m = /position (\d+)/.exec(msg);
    const where = m ? ` (line ${text.slice(0, Number(m[1])).split('\n').length})` : '';
    throw new ContentError(path, '', '', `not valid JSON${where}: ${msg}`);
  }
}

/**
 * Validate `data` against `schema`. The first problem becomes a ContentError naming the entry (an
 * array element, by its `id` when it has one) and the field.
 */
export function parsePack<T>(schema: z.ZodType<T>, data: unknown, file: string): T {
  const r = schema.safeParse(data);
  if (r.success) return r.data;
  const issue = r.error.issues[0]!;
  const { entry, field } = describePath(data, issue.path);
  let message = issue.message;
  if (issue.code === 'unrecognized_keys') message = `unknown field(s) ${issue.keys.join(', ')}`;
  throw new ContentError(file, entry, field, message);
}

function describePath(data: unknown, path: readonly PropertyKey[]): { entry: string; field: string } {
  // The entry is the deepest array element on the path; the field is the rest of the path after it.
  let node: unknown = data;
  let entry = '';
  let entryEnd = 0;
  const names: string[] = [];
  for (let i = 0; i < path.length; i++) {
    const key = path[i]!;
    names.push(typeof key === 'number' ? `[${key}]` : String(key));
    if (typeof key === 'number' && Array.isArray(node)) {
      const el: unknown = node[key];
      const id = el && typeof el === 'object' && 'id' in el ? (el as { id: unknown }).id : undefined;
      entry = `${names.join('.').replace(/\.\[/g, '[')}${typeof id === 'string' ? ` '${id}'` : ''}`;
      entryEnd = i + 1;
      node = el;
      continue;
    }
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[String(key)] : undefined;
  }
  const field = path
    .slice(entryEnd)
    .map((k) => (typeof k === 'number' ? `[${k}]` : String(k)))
    .join('.')
    .replace(/\.\[/g, '[');
  return { entry, field };
}

/** Load and validate a pack's manifest, checking it belongs to `game`. */
export function loadManifest(dir: string, game: string): PackInfo {
  const file = join(dir, 'manifest.json');
  const manifest = parsePack(ManifestSchema, readPackJson(dir, 'manifest.json'), file);
  if (manifest.game !== game) {
    throw new ContentError(file, '', 'game', `expected '${game}', found '${manifest.game}'`);
  }
  return {
    game,
    pack: manifest.pack,
    version: manifest.version,
    status: manifest.status,
    dir: resolve(dir),
    inventedCount: manifest.invented.length,
    manifest,
  };
}

/** One line for the top of every report that used the pack. */
export function packBanner(info: PackInfo): string {
  const head = `content pack ${info.game}/${info.pack} v${info.version} (${info.status}; ${info.inventedCount} invented value${info.inventedCount === 1 ? '' : 's'})`;
  return info.status === 'provisional'
    ? `PROVISIONAL CONTENT: ${head}. Results describe this stand-in content, not the published game.`
    : head;
}

/**
 * Index of scenario `id` in a pack's scenario list; an unknown id is a UserError naming the game and
 * the accepted ids (every game's `create` starts here).
 */
export function scenarioIndex(
  game: string,
  scenarios: readonly { readonly id: string }[],
  id: string,
): number {
  const idx = scenarios.findIndex((sc) => sc.id === id);
  if (idx < 0)
    throw new UserError(
      `${game}: unknown scenario '${id}'; accepted: ${scenarios.map((sc) => sc.id).join(', ')}`,
    );
  return idx;
}
