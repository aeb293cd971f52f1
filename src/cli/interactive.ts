/**
 * The interactive player: people against bots (or each other, hot-seat) in the terminal, through the
 * core contract only. No game logic here: the game lists, describes, applies and draws; this file
 * asks, explains and keeps the record.
 *
 * - Before each human decision: the turn, the seat to decide, a compact picture of what that seat may
 *   see (`renderFor(s, seat, { compact })`, else `render` for a perfect-information game, else the
 *   seat's observation as text), a text map of the region around the decision from the board scene
 *   (textmap.ts), and the legal actions grouped and numbered, each keeping its number while it stays
 *   legal through a run of decisions (choices.ts).
 * - Hidden information: a person is shown only `renderFor` / `observe` for their own seat, and other
 *   seats' actions only as `narrateFor` tells them (without it: "decided" and the changes in the
 *   seat's own observation). In hot-seat play of such a game each side's news waits for its own
 *   turn, behind a "pass the terminal" screen.
 * - Bots: a bot is built for each decision with the seed (record's bot seed for its side, decision
 *   number), so its choice is a function of the position and that number: a saved and loaded game,
 *   or an undone and replayed one, continues exactly as it would have (for iteration budgets; an
 *   `ms=` budget depends on the machine's speed). Tree reuse does not carry over between decisions.
 * - `undo` replays the record's prefix up to the person's previous decision: the dice come from the
 *   generator inside the state, so the same dice are rolled again.
 * - End of input (or `quit`) saves the record to `saveTo` and returns 0; the end of the game saves the
 *   finished record there too.
 */
import type { Game, OptionSet, Outcome } from '../core/game.js';
import { RECORD_FORMAT, replay, type GameRecord } from '../core/record.js';
import { deriveSeed } from '../core/rng.js';
import { packBanner } from '../core/content.js';
import { makeBot } from '../../bots/index.js';
import { botSeed } from '../sim/match.js';
import {
  findChoices,
  formatChoices,
  formatGroup,
  groupOf,
  matchChoice,
  numberRanges,
  numberWidth,
  StableNumbers,
  type ChoiceList,
} from './choices.js';
import { LineReader, type In, type Out } from './lines.js';
import { describeOutcome } from './outcome.js';
import { writeRecordFile } from './saves.js';
import { textMap } from './textmap.js';
import { EVERYTHING, tellLines, viewText } from './views.js';

export const HUMAN = 'human';

/** Fold the list of choices into groups above this many actions. */
const FOLD_ABOVE = 24;

export interface SessionConfig<S> {
  readonly game: Game<S>;
  readonly content?: unknown;
  /** Pack label for the record ('standard' or the folder). */
  readonly packLabel: string;
  readonly scenario: string;
  readonly options: OptionSet;
  readonly seed: string;
  /** Per side id: 'human' or a bot spec (already checked). */
  readonly players: Readonly<Record<string, string>>;
  /** Per side id; derived from the seed (src/sim/match.ts botSeed) when absent. */
  readonly botSeeds?: Readonly<Record<string, string>>;
  /** Actions already played (a loaded game); they must replay. */
  readonly actions?: readonly number[];
  /** Where end of input, `quit` and the end of the game save the record. */
  readonly saveTo: string;
  /** Bot spec `hint` runs for the person's seat (mcts or ismcts, already checked). */
  readonly hint: string;
  readonly input: In;
  readonly output: Out;
  /** Where the "thinking" line goes (stderr); drawn only when it is a TTY. */
  readonly progress?: Out;
  /** Words for the header, e.g. 'Resumed from save.json after 40 decisions'. */
  readonly banner?: string;
}

/** A person's command word and its argument, or undefined when the line is not a command. */
function commandOf(line: string): { name: string; arg: string } | undefined {
  const m = /^\s*(\S+)(?:\s+(.*))?$/.exec(line);
  if (!m) return undefined;
  const word = m[1]!.toLowerCase();
  const name = word === '?' ? 'help' : word === 'exit' ? 'quit' : word;
  if (!['help', 'board', 'undo', 'hint', 'save', 'quit', 'list'].includes(name)) return undefined;
  return { name, arg: (m[2] ?? '').trim() };
}

const decisions = (n: number): string => `${n} decision${n === 1 ? '' : 's'}`;

type Step = 'played' | 'redraw' | { exit: number };

class Session<S> {
  private readonly game: Game<S>;
  private readonly cfg: SessionConfig<S>;
  private readonly out: Out;
  private readonly reader: LineReader;
  private readonly humans: ReadonlySet<number>;
  private readonly botSeeds: Record<string, string>;
  private readonly buf: Int32Array;
  /** Whether one screen serves every person (no hidden information, or at most one person). */
  private readonly shared: boolean;
  private s: S;
  private actions: number[] = [];
  /** The seat that made each action. */
  private movers: number[] = [];
  /** Hot-seat news waiting for each seat's next turn. */
  private news: string[][];
  /** The seat whose view is on the screen (hot-seat handover), -1 for none. */
  private onScreen = -1;
  /** Choice numbers that stay with their actions through a run of decisions (choices.ts). */
  private readonly numbers = new StableNumbers();

  constructor(cfg: SessionConfig<S>) {
    this.cfg = cfg;
    this.game = cfg.game;
    this.out = cfg.output;
    const g = this.game;
    this.humans = new Set(g.sides.flatMap((side, i) => (cfg.players[side] === HUMAN ? [i] : [])));
    this.botSeeds = Object.fromEntries(
      g.sides.map((side) => [side, cfg.botSeeds?.[side] ?? botSeed(cfg.seed, side)]),
    );
    this.buf = new Int32Array(g.maxActions);
    this.shared = !g.hiddenInformation || this.humans.size <= 1;
    this.news = g.sides.map(() => []);
    this.s = this.create();
    for (const a of cfg.actions ?? []) {
      this.movers.push(g.toMove(this.s));
      g.apply(this.s, a);
      this.actions.push(a);
    }
    this.renumber();
    this.reader = new LineReader(cfg.input, cfg.output);
  }

  private create(): S {
    const c = this.cfg;
    return this.game.create({
      scenario: c.scenario,
      options: c.options,
      seed: c.seed,
      ...(c.content ? { content: c.content } : {}),
    });
  }

  /**
   * Rebuild the choice numbers of the run of decisions the next one belongs to (after a load or an
   * undo), so that a decision shows the numbers it showed when it was first reached: the trailing
   * decisions of the seat to move are numbered again in order.
   */
  private renumber(): void {
    const g = this.game;
    this.numbers.reset();
    if (g.isTerminal(this.s)) return;
    const seat = g.toMove(this.s);
    let i = this.actions.length;
    while (i > 0 && this.movers[i - 1] === seat) i--;
    const st = replay(g, this.record(), this.cfg.content, i);
    for (let k = i; k < this.actions.length; k++) {
      const n = g.legalActions(st, this.buf);
      this.numbers.build(seat, this.buf, n, (a) => g.describe(st, a));
      g.apply(st, this.actions[k]!);
    }
  }

  private print(text = ''): void {
    this.out.write(`${text}\n`);
  }

  private side(seat: number): string {
    return this.game.sides[seat] ?? `seat ${seat}`;
  }

  private isHuman(seat: number): boolean {
    return this.humans.has(seat);
  }

  /** The record of the game so far (with its outcome once it is over). */
  record(outcome?: Outcome): GameRecord {
    const c = this.cfg;
    return {
      format: RECORD_FORMAT,
      game: this.game.id,
      pack: c.packLabel,
      scenario: c.scenario,
      options: c.options,
      seed: c.seed,
      players: { ...c.players },
      botSeeds: { ...this.botSeeds },
      actions: [...this.actions],
      ...(outcome ? { outcome } : {}),
    };
  }

  /** Play until the game ends or the person leaves; the exit code. */
  async run(): Promise<number> {
    try {
      this.header();
      const g = this.game;
      while (!g.isTerminal(this.s)) {
        const seat = g.toMove(this.s);
        if (!this.isHuman(seat)) {
          this.botTurn(seat);
          continue;
        }
        const step = await this.humanTurn(seat);
        if (typeof step === 'object') return step.exit;
      }
      return this.finish(g.outcome(this.s));
    } finally {
      this.reader.close();
    }
  }

  private header(): void {
    const g = this.game;
    const c = this.cfg;
    const who = g.sides
      .map(
        (side, i) => `${side} ${c.players[side]}${this.isHuman(i) && this.humans.size === 1 ? ' (you)' : ''}`,
      )
      .join(' vs ');
    this.print(`${g.name} — scenario ${c.scenario}, seed ${c.seed}: ${who}`);
    this.print(packBanner(g.contentInfo(c.content)));
    if (c.banner) this.print(c.banner);
    if (this.humans.size) {
      this.print(
        "Type a choice's number or its text (a unique start is enough); `help` lists the commands. End of input saves the game.",
      );
    }
  }

  // ---- views ----------------------------------------------------------------------------------------

  private view(seat: number, compact: boolean): string {
    return viewText(this.game, this.s, seat, compact);
  }

  private tell(before: S, after: S, action: number, mover: number, viewer: number): string[] {
    const you = mover === viewer && this.isHuman(mover) && this.humans.size === 1;
    return tellLines(this.game, before, after, action, mover, viewer, you);
  }

  /** Apply an action and tell everyone who may know about it. */
  private play(action: number, mover: number): void {
    const g = this.game;
    const before = g.clone(this.s);
    g.apply(this.s, action);
    this.actions.push(action);
    this.movers.push(mover);
    if (this.humans.size === 0) {
      for (const l of this.tell(before, this.s, action, mover, EVERYTHING)) this.print(l);
    } else if (this.shared) {
      const viewer = [...this.humans][0]!;
      for (const l of this.tell(before, this.s, action, mover, viewer)) this.print(l);
    } else {
      for (const h of this.humans) {
        const lines = this.tell(before, this.s, action, mover, h);
        // The person at the terminal reads their own action at once; the others at their turn.
        if (h === this.onScreen) for (const l of lines) this.print(l);
        else this.news[h]!.push(...lines);
      }
    }
  }

  // ---- bots -----------------------------------------------------------------------------------------

  private thinking(text: string): () => void {
    const p = this.cfg.progress;
    if (!p?.isTTY) return () => {};
    p.write(`\r${text}`);
    return () => p.write('\r\x1b[K');
  }

  private botTurn(seat: number): void {
    const side = this.side(seat);
    const spec = this.cfg.players[side]!;
    const done = this.thinking(`${side} (${spec}) is thinking…`);
    this.numbers.reset(); // another seat decides: the next person's decision starts a new run
    let action: number;
    try {
      const bot = makeBot(this.game, spec, seat, deriveSeed(this.botSeeds[side]!, this.actions.length));
      action = bot.choose(this.s);
    } finally {
      done();
    }
    this.play(action, seat);
  }

  // ---- people ---------------------------------------------------------------------------------------

  private async humanTurn(seat: number): Promise<Step> {
    const g = this.game;
    const side = this.side(seat);
    if (!this.shared && this.onScreen !== seat) {
      this.print('');
      const line = await this.reader.ask(
        `── ${side} to play: pass the terminal to ${side}, then press Enter ── `,
      );
      if (line === null) return this.leave('end of input');
      if (this.out.isTTY) this.out.write('\x1b[2J\x1b[H');
    }
    this.onScreen = seat;
    const news = this.news[seat]!;
    if (news.length) {
      this.print('Meanwhile:');
      for (const l of news) this.print(`  ${l}`);
      news.length = 0;
    }
    const n = g.legalActions(this.s, this.buf);
    const list = this.numbers.build(seat, this.buf, n, (a) => g.describe(this.s, a));
    this.print('');
    this.print(`── Turn ${g.turn(this.s)} · ${side} to decide · decision ${this.actions.length + 1} ──`);
    this.print(this.view(seat, true));
    if (g.board) for (const l of textMap(g.board(this.s, seat))) this.print(l);
    this.showChoices(list);
    for (;;) {
      const line = await this.reader.ask(`${side}> `);
      if (line === null) return this.leave('end of input');
      const step = this.answer(line, list, seat);
      if (step !== undefined) return step;
    }
  }

  private showChoices(list: ChoiceList): void {
    const fold = list.choices.length > FOLD_ABOVE && list.groups.length < list.choices.length;
    this.print(`Choices (${list.choices.length}):`);
    for (const l of formatChoices(list, fold)) this.print(l);
    if (fold)
      this.print('  (grouped: `list <number>` opens a group, `list` shows all, `list <words>` finds)');
  }

  /** Handle one line at the prompt: a step, or undefined to ask again. */
  private answer(line: string, list: ChoiceList, seat: number): Step | undefined {
    const cmd = commandOf(line);
    if (cmd) return this.command(cmd.name, cmd.arg, list, seat);
    if (!line.trim()) {
      this.showChoices(list);
      return undefined;
    }
    const m = matchChoice(list, line);
    const range = numberRanges([...list.choices.map((c) => c.n)].sort((a, b) => a - b));
    switch (m.kind) {
      case 'choice':
        this.play(m.choice.action, seat);
        return 'played';
      case 'out-of-range':
        this.print(
          `There is no choice ${m.n} here: type one of the numbers ${range}, an action's text, or \`help\`.`,
        );
        return undefined;
      case 'gone':
        this.print(
          `Choice ${m.n} (${m.text}) is no longer possible; the numbers now are ${range} (\`list\` shows them).`,
        );
        return undefined;
      case 'ambiguous': {
        const shown = m.matches.slice(0, 6).map((c) => `${c.n} ${c.text}`);
        this.print(
          `'${line.trim()}' fits ${m.matches.length} actions: ${shown.join('; ')}${m.matches.length > 6 ? '; …' : ''}. Type more of it, or its number.`,
        );
        return undefined;
      }
      case 'none':
        this.print(
          `'${line.trim()}' is neither a command nor the start of a legal action. Type one of the numbers ${range}, an action's text (e.g. '${list.choices[0]!.text}'), \`list\` to see them all, or \`help\`.`,
        );
        return undefined;
    }
  }

  private command(name: string, arg: string, list: ChoiceList, seat: number): Step | undefined {
    switch (name) {
      case 'help':
        this.help();
        return undefined;
      case 'board':
        this.print(this.view(seat, false));
        return undefined;
      case 'list':
        this.list(list, arg);
        return undefined;
      case 'hint':
        this.hint(list, seat);
        return undefined;
      case 'undo':
        return this.undo() ? 'redraw' : undefined;
      case 'save': {
        const file = arg || this.cfg.saveTo;
        try {
          writeRecordFile(file, this.record());
          this.print(
            `Saved after ${decisions(this.actions.length)} to ${file}; resume with: cwsim play --load ${file}`,
          );
        } catch (err) {
          this.print(err instanceof Error ? err.message : String(err));
        }
        return undefined;
      }
      case 'quit':
        return this.leave('quit');
    }
    return undefined;
  }

  private help(): void {
    const lines = [
      'Commands:',
      '  <number>        play the choice with that number',
      "  <action text>   play an action by its text, any case; a unique start is enough; '->' stands for '→'",
      '  list [n|words]  all choices, the group holding choice n, or the choices containing the words',
      '  board           the whole board (what your side may see)',
      `  hint            ask ${this.cfg.hint} for a suggestion and its estimated win probability`,
      '  undo            back to your previous decision (the same dice are rolled again)',
      `  save [file]     save the game (default ${this.cfg.saveTo}); resume with cwsim play --load <file>`,
      `  quit            save the game to ${this.cfg.saveTo} and leave`,
      '  help            this text',
      'End of input (Ctrl-D) saves the game and leaves, like quit.',
    ];
    for (const l of lines) this.print(l);
  }

  private list(list: ChoiceList, arg: string): void {
    const w = numberWidth(list);
    if (!arg) {
      for (const l of formatChoices(list, false)) this.print(l);
      return;
    }
    if (/^\d+$/.test(arg)) {
      const g = groupOf(list, Number(arg));
      if (!g) this.print(`There is no choice ${arg} here.`);
      else for (const l of formatGroup(g, w)) this.print(l);
      return;
    }
    const found = findChoices(list, arg);
    if (!found.length) this.print(`No choice contains '${arg}'.`);
    for (const c of found) this.print(`  ${String(c.n).padStart(w)}  ${c.text}`);
  }

  private hint(list: ChoiceList, seat: number): void {
    const spec = this.cfg.hint;
    const done = this.thinking(`${spec} is looking for a hint…`);
    let action: number;
    let estimate: number | undefined;
    try {
      const bot = makeBot(this.game, spec, seat, deriveSeed(this.cfg.seed, 'hint', this.actions.length));
      action = bot.choose(this.s);
      estimate = bot.lastEstimate?.();
    } finally {
      done();
    }
    const c = list.choices.find((x) => x.action === action);
    const est =
      estimate === undefined
        ? 'no estimate of the win probability'
        : `estimated win probability for ${this.side(seat)} ${(100 * estimate).toFixed(0)}%`;
    this.print(`Hint (${spec}): ${c ? `${c.n}  ${c.text}` : this.game.describe(this.s, action)} — ${est}`);
  }

  /** Back to the most recent decision a person made; false when there is none. */
  private undo(): boolean {
    let i = this.actions.length - 1;
    while (i >= 0 && !this.isHuman(this.movers[i]!)) i--;
    if (i < 0) {
      this.print(`Nothing to undo: no decision of ${this.humans.size > 1 ? 'a player' : 'yours'} yet.`);
      return false;
    }
    this.actions.length = i;
    this.movers.length = i;
    this.s = replay(this.game, this.record(), this.cfg.content);
    this.renumber();
    for (const q of this.news) q.length = 0;
    this.onScreen = this.shared ? this.onScreen : -1;
    this.print(
      `Undone: back to decision ${i + 1} (${this.side(this.game.toMove(this.s))}); the same dice will be rolled again.`,
    );
    return true;
  }

  /** Save the record to the session's file and leave with exit code 0. */
  private leave(reason: string): Step {
    writeRecordFile(this.cfg.saveTo, this.record());
    this.print(
      `${reason}: game saved after ${decisions(this.actions.length)} to ${this.cfg.saveTo}; resume with: cwsim play --load ${this.cfg.saveTo}`,
    );
    return { exit: 0 };
  }

  private finish(outcome: Outcome): number {
    const g = this.game;
    for (const h of this.humans) {
      const news = this.news[h]!;
      if (!news.length) continue;
      this.print(`${this.side(h)}, meanwhile:`);
      for (const l of news) this.print(`  ${l}`);
      news.length = 0;
    }
    this.print('');
    this.print('── Game over ──');
    if (!g.hiddenInformation || this.humans.size === 0) this.print(this.view(EVERYTHING, true));
    this.print(
      `Outcome: ${describeOutcome(outcome, g.sides, g.marginName)}; ${decisions(this.actions.length)}`,
    );
    if (this.humans.size) {
      writeRecordFile(this.cfg.saveTo, this.record(outcome));
      this.print(
        `Game record saved to ${this.cfg.saveTo}; step through it with: cwsim replay ${this.cfg.saveTo}`,
      );
    }
    return 0;
  }
}

/** Run an interactive session to its end; the exit code. */
export function runSession<S>(cfg: SessionConfig<S>): Promise<number> {
  return new Session(cfg).run();
}
