/**
 * One game on the server (`cwsim serve`): its record (inputs and actions, the format of the terminal's
 * saves, core/record.ts), the state, and what each seat may be shown. Knows no game: the engine
 * lists, checks, describes and draws through the core contract and the board capability.
 *
 * Rules on the wire (issue 27):
 *  - An action is played only if it is in the decision's legal list for the seat that decides, and
 *    that seat is a person's; otherwise a `Refused` error names why and nothing changes.
 *  - A seat's view carries the board scene for that seat, the log as that seat may know it
 *    (`tellParts`), and the decision only when the seat decides. In a hidden-information game the
 *    view of a bot's seat and the record (its seed deals every hand) are refused until the game ends.
 *  - Undo goes back to the seat's previous decision, unless an action since then (that decision's
 *    own included) used chance (chance.ts), or, in a hidden-information game, another seat played.
 */
import type { BoardScene } from '../core/board.js';
import { packBanner } from '../core/content.js';
import type { Game, OptionSet } from '../core/game.js';
import { RECORD_FORMAT, replay, type GameRecord } from '../core/record.js';
import { describeOutcome } from '../cli/outcome.js';
import { EVERYTHING, tellParts } from '../cli/views.js';
import { generatorWords, usedChance } from './chance.js';
import type { Choice, LogEntry, TableView, Thinking } from './protocol.js';

export const HUMAN = 'human';
/** Log entries a view carries (the latest); the replay slider reaches the older ones. */
const LOG_ENTRIES = 400;

/** A request the engine or the table refuses; `status` is the HTTP status to answer with. */
export class Refused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface TableInputs {
  readonly id: string;
  readonly game: Game<unknown>;
  readonly content: unknown;
  readonly packLabel: string;
  readonly scenario: string;
  readonly options: OptionSet;
  readonly seed: string;
  readonly players: Readonly<Record<string, string>>;
  readonly botSeeds: Readonly<Record<string, string>>;
}

/** The log of one action: one entry per viewer (index = seat), and one for everything (last). */
type ActionLog = readonly LogEntry[];

export class Table {
  readonly id: string;
  readonly game: Game<unknown>;
  readonly inputs: TableInputs;
  private s: unknown;
  private readonly actions: number[] = [];
  private readonly movers: number[] = [];
  private readonly chance: boolean[] = [];
  private readonly logs: ActionLog[] = [];
  private readonly words: number[] | undefined;
  private readonly buf: Int32Array;
  /** Bumped on every change; the page's event stream carries it. */
  version = 0;
  thinking: (Thinking & { readonly started: number }) | undefined;
  estimate: TableView['estimate'];
  /** Why the last bot decision failed, if it did. */
  failure: string | undefined;

  constructor(inputs: TableInputs, actions: readonly number[] = []) {
    this.inputs = inputs;
    this.id = inputs.id;
    this.game = inputs.game;
    this.buf = new Int32Array(this.game.maxActions);
    this.s = this.create();
    this.words = generatorWords(this.game, this.s);
    for (const a of actions) this.play(a);
  }

  private create(): unknown {
    const i = this.inputs;
    return this.game.create({
      scenario: i.scenario,
      options: i.options,
      seed: i.seed,
      ...(i.content ? { content: i.content } : {}),
    });
  }

  get step(): number {
    return this.actions.length;
  }

  get over(): boolean {
    return this.game.isTerminal(this.s) || this.actions.length >= this.game.maxDecisions;
  }

  /** The seat that decides now, -1 when the game is over. */
  get toMove(): number {
    return this.over ? -1 : this.game.toMove(this.s);
  }

  isHuman(seat: number): boolean {
    return this.inputs.players[this.game.sides[seat] ?? ''] === HUMAN;
  }

  seatOf(side: string): number {
    const seat = this.game.sides.indexOf(side);
    if (seat < 0) throw new Refused(400, `unknown seat '${side}'; accepted: ${this.game.sides.join(', ')}`);
    return seat;
  }

  record(): GameRecord {
    const i = this.inputs;
    const over = this.game.isTerminal(this.s);
    return {
      format: RECORD_FORMAT,
      game: this.game.id,
      pack: i.packLabel,
      scenario: i.scenario,
      options: i.options,
      seed: i.seed,
      players: { ...i.players },
      botSeeds: { ...i.botSeeds },
      actions: [...this.actions],
      ...(over ? { outcome: this.game.outcome(this.s) } : {}),
    };
  }

  /** Apply an action (already checked) and keep its log and chance flag. */
  private play(action: number): void {
    const g = this.game;
    const before = g.clone(this.s);
    const mover = g.toMove(this.s);
    g.apply(this.s, action);
    this.actions.push(action);
    this.movers.push(mover);
    this.chance.push(usedChance(g, before, this.s, this.words));
    const entry = (viewer: number): LogEntry => {
      const [text = 'decided', ...lines] = tellParts(g, before, this.s, action, mover, viewer);
      return { step: this.actions.length, turn: g.turn(before), side: g.sides[mover] ?? '?', text, lines };
    };
    const seats = g.hiddenInformation ? g.sides.map((_, v) => entry(v)) : [];
    this.logs.push([...seats, entry(EVERYTHING)]);
    this.version++;
  }

  /** A person's action: checked against the legal list for the seat that decides (nothing changes if refused). */
  act(side: string, action: number, step: number): void {
    const seat = this.seatOf(side);
    if (step !== this.step)
      throw new Refused(409, `the game has moved on (step ${this.step}, not ${step}): reload`);
    if (this.over) throw new Refused(409, 'the game is over');
    if (this.toMove !== seat) throw new Refused(409, `it is not ${side}'s decision`);
    if (!this.isHuman(seat)) throw new Refused(403, `${side} is played by a bot`);
    const n = this.game.legalActions(this.s, this.buf);
    if (!this.buf.subarray(0, n).includes(action))
      throw new Refused(400, `action ${action} is not one of the ${n} legal actions of this decision`);
    this.play(action);
  }

  /** A bot's action (from the bot worker), checked like a person's. */
  botAct(action: number): void {
    const n = this.game.legalActions(this.s, this.buf);
    if (!this.buf.subarray(0, n).includes(action))
      throw new Error(`the bot chose an illegal action ${action}`);
    this.play(action);
  }

  /** Where undo for `seat` would go back to, or why it cannot. */
  private undoTarget(seat: number): { to: number } | { why: string } {
    if (this.thinking) return { why: 'a bot is thinking' };
    let i = this.actions.length - 1;
    while (i >= 0 && this.movers[i] !== seat) i--;
    if (i < 0) return { why: 'no decision of yours to take back' };
    for (let j = i; j < this.actions.length; j++) {
      if (this.chance[j]) return { why: 'dice were rolled or cards drawn since your last decision' };
      if (this.game.hiddenInformation && j > i && this.movers[j] !== seat)
        return { why: 'the other side has played since your last decision' };
    }
    return { to: i };
  }

  undo(side: string, step: number): void {
    const seat = this.seatOf(side);
    if (step !== this.step)
      throw new Refused(409, `the game has moved on (step ${this.step}, not ${step}): reload`);
    if (!this.isHuman(seat)) throw new Refused(403, `${side} is played by a bot`);
    const t = this.undoTarget(seat);
    if ('why' in t) throw new Refused(409, `cannot undo: ${t.why}`);
    this.actions.length = t.to;
    this.movers.length = t.to;
    this.chance.length = t.to;
    this.logs.length = t.to;
    this.s = replay(this.game, this.record(), this.inputs.content);
    this.estimate = undefined;
    this.version++;
  }

  /** The bot to run now: its seat and spec, or undefined when a person decides or the game is over. */
  nextBot(): { seat: number; spec: string } | undefined {
    const seat = this.toMove;
    if (seat < 0 || this.isHuman(seat) || this.failure) return undefined;
    return { seat, spec: this.inputs.players[this.game.sides[seat]!]! };
  }

  /** May `seat` see the table now? A bot's seat in a hidden-information game only once it is over. */
  private checkViewer(seat: number): void {
    if (this.game.hiddenInformation && !this.isHuman(seat) && !this.over)
      throw new Refused(
        403,
        `${this.game.sides[seat]} is played by a bot: its view is hidden until the game ends`,
      );
  }

  mayExport(seat: number): boolean {
    return !this.game.hiddenInformation || this.over || seat < 0;
  }

  scene(s: unknown, viewer: number): BoardScene {
    return this.game.board ? this.game.board(s, viewer) : fallbackScene(this.game, s, viewer, this.buf);
  }

  /** The view of `side` at step `at` (default: now). */
  view(side: string, at = this.step): TableView {
    const seat = this.seatOf(side);
    this.checkViewer(seat);
    if (!Number.isInteger(at) || at < 0 || at > this.step)
      throw new Refused(400, `no step ${at} (0-${this.step})`);
    const g = this.game;
    const s = at === this.step ? this.s : replay(g, this.record(), this.inputs.content, at);
    // A finished hidden-information game is shown whole.
    const viewer = g.hiddenInformation && !this.over ? seat : EVERYTHING;
    const scene = this.scene(s, this.over ? EVERYTHING : seat);
    const live = at === this.step && this.toMove === seat && this.isHuman(seat);
    const u = this.undoTarget(seat);
    const log = this.logs
      .slice(Math.max(0, at - LOG_ENTRIES), at)
      .map((l) => (viewer === EVERYTHING ? l[l.length - 1]! : l[viewer]!));
    return {
      table: this.id,
      game: g.id,
      gameName: g.name,
      scenario: this.inputs.scenario,
      seat: side,
      sides: g.sides,
      players: this.inputs.players,
      step: this.step,
      at,
      scene,
      ...(live ? { choices: this.choices(s, scene) } : {}),
      log,
      status: this.over ? 'over' : live ? 'decide' : this.isHuman(this.toMove) ? 'waiting' : 'thinking',
      ...(this.thinking ? { thinking: this.thinkingNow() } : {}),
      ...(this.estimate ? { estimate: this.estimate } : {}),
      ...(this.over ? { outcome: this.outcomeText() } : {}),
      undo: 'why' in u ? { ok: false, why: u.why } : { ok: true },
      export: this.mayExport(seat),
      pack: packBanner(g.contentInfo(this.inputs.content)),
      ...(this.failure ? { error: this.failure } : {}),
    };
  }

  /** The bot thinking now, if one is. */
  thinkingInfo(): Thinking | undefined {
    return this.thinking ? this.thinkingNow() : undefined;
  }

  private thinkingNow(): Thinking {
    const t = this.thinking!;
    return {
      side: t.side,
      bot: t.bot,
      elapsedMs: Math.round(performance.now() - t.started),
      ...(t.progress !== undefined ? { progress: t.progress } : {}),
    };
  }

  private choices(s: unknown, scene: BoardScene): Choice[] {
    return (scene.decision?.actions ?? []).map((a) => ({ ...a, text: this.game.describe(s, a.action) }));
  }

  private outcomeText(): string {
    const g = this.game;
    if (!g.isTerminal(this.s)) return `stopped after ${g.maxDecisions} decisions`;
    return describeOutcome(g.outcome(this.s), g.sides, g.marginName);
  }
}

/** A scene for a game without the board capability: no map, the decision as a list. */
function fallbackScene(game: Game<unknown>, s: unknown, viewer: number, buf: Int32Array): BoardScene {
  const over = game.isTerminal(s);
  const deciding = over ? -1 : game.toMove(s);
  const n = deciding === viewer ? game.legalActions(s, buf) : 0;
  return {
    game: game.id,
    viewer,
    sides: game.sides.map((id) => ({ id, name: id.toUpperCase() })),
    width: 0,
    height: 0,
    title: over ? 'Game over' : `Turn ${game.turn(s)}: ${game.sides[deciding]} to decide`,
    score: [],
    places: [],
    edges: [],
    counters: [],
    markers: [],
    ...(n
      ? {
          decision: {
            side: deciding,
            prompt: 'Decide',
            actions: [...buf.subarray(0, n)].map((action) => ({ action, touches: [] })),
          },
        }
      : {}),
  };
}
