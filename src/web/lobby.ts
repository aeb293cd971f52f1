/**
 * The tables of a `cwsim serve` process: created from the page's form or a loaded record, saved as a
 * record file `<dir>/<id>.json` after every action (the terminal's save format: `cwsim play --load`
 * resumes it), loaded again when the server starts, so a restart loses nothing. Bots are asked in
 * turn on the bot worker; every change is announced to the table's listeners (the page's event
 * stream).
 */
import { mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { checkBotSpec } from '../../bots/index.js';
import { UserError } from '../core/errors.js';
import { checkOptionSet } from '../core/options.js';
import { parseRecord, type GameRecord } from '../core/record.js';
import { checkScenario, checkSeed, parseOptions } from '../cli/common.js';
import { readRecordFile, writeRecordFile } from '../cli/saves.js';
import type { Game } from '../core/game.js';
import { GAMES } from '../games/index.js';
import { botSeed } from '../sim/match.js';
import type { BotPool } from './bots.js';
import { TABLE_ID, type NewTable, type TableSummary } from './protocol.js';
import { HUMAN, Refused, Table, type TableInputs } from './table.js';

export interface LobbyOptions {
  /** Where tables are saved. */
  readonly dir: string;
  /** Content packs by label that records may name besides 'standard' (the server's --pack). */
  readonly packs?: ReadonlyMap<
    string,
    { readonly game: string; readonly content: unknown; readonly dir: string }
  >;
  readonly bots: BotPool;
  /** The games offered (default: every game of this build). */
  readonly games?: readonly Game<unknown>[];
  /** Told about a table that failed to load at start. */
  readonly warn?: (message: string) => void;
}

type Listener = (t: Table) => void;

const errorText = (e: unknown): string => (e instanceof Error ? e.message : String(e));

export class Lobby {
  private readonly tables = new Map<string, Table>();
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly opts: LobbyOptions;

  constructor(opts: LobbyOptions) {
    this.opts = opts;
    mkdirSync(opts.dir, { recursive: true });
    for (const f of readdirSync(opts.dir).sort()) {
      const id = f.replace(/\.json$/, '');
      if (f === id || !TABLE_ID.test(id)) continue;
      try {
        this.add(this.fromRecord(id, readRecordFile(join(opts.dir, f))));
      } catch (e) {
        opts.warn?.(`${f}: not loaded (${errorText(e)})`);
      }
    }
  }

  list(): TableSummary[] {
    return [...this.tables.values()].map((t) => ({
      table: t.id,
      game: t.game.id,
      scenario: t.inputs.scenario,
      players: t.inputs.players,
      step: t.step,
      over: t.over,
    }));
  }

  get(id: string): Table {
    const t = TABLE_ID.test(id) ? this.tables.get(id) : undefined;
    if (!t) throw new Refused(404, `no table '${id}'`);
    return t;
  }

  /** A new id for a game: '<game>-<n>' with n one more than any table's. */
  private newId(game: string): string {
    let n = 0;
    for (const id of this.tables.keys()) {
      const m = /-(\d+)$/.exec(id);
      if (m) n = Math.max(n, Number(m[1]));
    }
    return `${game}-${n + 1}`;
  }

  /** A table from the page's form; every field is checked as `cwsim play` checks its flags. */
  create(req: NewTable, seedFallback: string): Table {
    const game = userCheck(() => this.game(req.game));
    const scenario = userCheck(() => checkScenario(game, req.scenario, 'scenario'));
    const seed = userCheck(() => checkSeed(req.seed || seedFallback, 'seed'));
    const options = userCheck(() => parseOptions(game, req.options));
    const players = this.checkPlayers(game.sides, req.players, (spec, where) =>
      checkBotSpec(game, spec, where),
    );
    if (!Object.values(players).includes(HUMAN))
      throw new Refused(400, "players: at least one side must be 'human'");
    const inputs: TableInputs = {
      id: this.newId(game.id),
      game,
      content: undefined,
      packLabel: 'standard',
      scenario,
      options,
      seed,
      players,
      botSeeds: Object.fromEntries(game.sides.map((side) => [side, botSeed(seed, side)])),
    };
    return this.add(new Table(inputs));
  }

  /** A table from a record's text (the page's load); a damaged record is refused with its reason. */
  load(text: string): Table {
    const rec = userCheck(() => parseRecord(text, 'record'));
    return this.add(userCheck(() => this.fromRecord(this.newId(rec.game), rec)));
  }

  private fromRecord(id: string, rec: GameRecord): Table {
    const game = this.game(rec.game);
    let content: unknown;
    if (rec.pack !== 'standard') {
      const p = this.opts.packs?.get(rec.pack);
      if (!p || p.game !== game.id)
        throw new UserError(`the record's content pack '${rec.pack}' is not served here`);
      content = p.content;
    }
    checkScenario(game, rec.scenario, 'scenario');
    checkOptionSet(game, rec.options, 'options');
    const players = this.checkPlayers(game.sides, rec.players, (spec, where) =>
      checkBotSpec(game, spec, where),
    );
    const inputs: TableInputs = {
      id,
      game,
      content,
      packLabel: rec.pack,
      scenario: rec.scenario,
      options: rec.options,
      seed: rec.seed,
      players,
      botSeeds: Object.fromEntries(
        game.sides.map((side) => [side, rec.botSeeds[side] ?? botSeed(rec.seed, side)]),
      ),
    };
    try {
      return new Table(inputs, rec.actions);
    } catch (e) {
      throw new UserError(`the record does not replay: ${errorText(e)}`);
    }
  }

  private checkPlayers(
    sides: readonly string[],
    given: Readonly<Record<string, string>>,
    checkBot: (spec: string, where: string) => unknown,
  ): Record<string, string> {
    for (const k of Object.keys(given))
      if (!sides.includes(k))
        throw new Refused(400, `players: unknown side '${k}'; accepted: ${sides.join(', ')}`);
    const out: Record<string, string> = {};
    for (const side of sides) {
      const p = given[side]?.trim();
      if (!p) throw new Refused(400, `players: no player for ${side} ('human' or a bot spec)`);
      if (p !== HUMAN) userCheck(() => checkBot(p, `players.${side}`));
      out[side] = p;
    }
    return out;
  }

  private add(t: Table): Table {
    this.tables.set(t.id, t);
    this.changed(t);
    return t;
  }

  /** Save the table, tell its listeners, and ask its bot if one decides. */
  changed(t: Table): void {
    writeRecordFile(join(this.opts.dir, `${t.id}.json`), t.record());
    for (const l of this.listeners.get(t.id) ?? []) l(t);
    void this.runBots(t);
  }

  /** Tell the listeners without saving (a bot's progress). */
  private notify(t: Table): void {
    for (const l of this.listeners.get(t.id) ?? []) l(t);
  }

  listen(id: string, l: Listener): () => void {
    const set = this.listeners.get(id) ?? new Set<Listener>();
    this.listeners.set(id, set);
    set.add(l);
    return () => set.delete(l);
  }

  private async runBots(t: Table): Promise<void> {
    const next = t.nextBot();
    if (!next || t.thinking) return;
    const side = t.game.sides[next.seat]!;
    const started = performance.now();
    t.thinking = { side, bot: next.spec, elapsedMs: 0, started };
    this.notify(t);
    const version = t.version;
    const pack =
      t.inputs.packLabel === 'standard' ? undefined : this.opts.packs?.get(t.inputs.packLabel)?.dir;
    try {
      const answer = await this.opts.bots.ask(
        { record: t.record(), seat: next.seat, spec: next.spec, ...(pack ? { packDir: pack } : {}) },
        (share) => {
          t.thinking = { side, bot: next.spec, elapsedMs: 0, started, progress: share };
          this.notify(t);
        },
      );
      t.thinking = undefined;
      if (t.version !== version) return; // the table changed meanwhile (it cannot: undo waits for bots)
      t.botAct(answer.action);
      if (answer.estimate !== undefined) t.estimate = { side, bot: next.spec, p: answer.estimate };
    } catch (e) {
      t.thinking = undefined;
      t.failure = `${side} (${next.spec}) failed: ${errorText(e)}`;
      t.version++;
    }
    this.changed(t);
  }

  games(): readonly Game<unknown>[] {
    return this.opts.games ?? GAMES;
  }

  private game(id: string): Game<unknown> {
    const g = this.games().find((x) => x.id === id);
    if (!g)
      throw new UserError(
        `unknown game '${id}'; accepted: ${this.games()
          .map((x) => x.id)
          .join(', ')}`,
      );
    return g;
  }
}

function userCheck<T>(f: () => T): T {
  try {
    return f();
  } catch (e) {
    if (e instanceof UserError) throw new Refused(400, e.message);
    throw e;
  }
}
