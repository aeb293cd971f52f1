/**
 * `cwsim replay <file>`: step through a saved game (a cwsim record, src/core/record.ts). On a
 * terminal it steps: Enter plays the next decision, a number jumps to the position after that many
 * decisions, `b` shows the whole board, `q` leaves. When stdin is not a terminal (or with --all) it
 * prints the whole game. The record is checked in full before anything is shown: a damaged or foreign
 * file is one error line and exit code 2.
 *
 * Hidden information: `--as <side>` shows the game as that side saw it. Without it the replay shows
 * everything, which a finished game (or a perfect-information game) allows; an unfinished
 * hidden-information game needs --as.
 */
import type { Command } from 'commander';
import { packBanner } from '../core/content.js';
import { UserError } from '../core/errors.js';
import type { Game } from '../core/game.js';
import { replay, type GameRecord } from '../core/record.js';
import { LineReader, type In, type Out } from './lines.js';
import { describeOutcome } from './outcome.js';
import { openRecord } from './saves.js';
import { EVERYTHING, tellLines, viewText } from './views.js';

interface ReplayFlags {
  as?: string;
  step?: boolean;
  all?: boolean;
  pack?: string;
}

interface Replayer<S> {
  readonly game: Game<S>;
  readonly record: GameRecord;
  readonly content: unknown;
  readonly viewer: number;
  readonly out: Out;
}

function print(out: Out, text = ''): void {
  out.write(`${text}\n`);
}

function header<S>(r: Replayer<S>, file: string): void {
  const { game, record } = r;
  const who = game.sides.map((side) => `${side} ${record.players[side] ?? '?'}`).join(' vs ');
  print(r.out, `${game.name} — scenario ${record.scenario}, seed ${record.seed}: ${who}`);
  print(r.out, packBanner(game.contentInfo(r.content)));
  const opts = Object.entries(record.options);
  if (opts.length)
    print(r.out, `options: ${opts.map(([k, v]) => (v === true ? k : `${k}=${String(v)}`)).join(',')}`);
  print(
    r.out,
    `${file}: ${record.actions.length} decisions${record.outcome ? '' : ' (the game was not finished)'}${r.viewer === EVERYTHING ? '' : `, as ${game.sides[r.viewer]} saw it`}`,
  );
}

/** Play decision `i` (0-based) on `s`, returning the lines that tell it. */
function step<S>(r: Replayer<S>, s: S, i: number): string[] {
  const { game } = r;
  const before = game.clone(s);
  const mover = game.toMove(s);
  game.apply(s, r.record.actions[i]!);
  const lines = tellLines(game, before, s, r.record.actions[i]!, mover, r.viewer);
  return [`${i + 1}. ${lines[0]}`, ...lines.slice(1)];
}

function ending<S>(r: Replayer<S>, s: S): void {
  const o = r.record.outcome ?? (r.game.isTerminal(s) ? r.game.outcome(s) : undefined);
  print(
    r.out,
    o ? `Outcome: ${describeOutcome(o, r.game.sides, r.game.marginName)}` : 'The game was not finished.',
  );
}

function printAll<S>(r: Replayer<S>, s: S): void {
  print(r.out, viewText(r.game, s, r.viewer, false));
  for (let i = 0; i < r.record.actions.length; i++) for (const l of step(r, s, i)) print(r.out, l);
  print(r.out);
  print(r.out, viewText(r.game, s, r.viewer, false));
  ending(r, s);
}

async function stepThrough<S>(r: Replayer<S>, s0: S, input: In): Promise<void> {
  const { game, record, out } = r;
  const total = record.actions.length;
  const reader = new LineReader(input, out);
  let s = s0;
  let at = 0;
  const show = (): void => {
    print(out, `── after ${at} of ${total} decisions ──`);
    print(out, viewText(game, s, r.viewer, true));
  };
  try {
    show();
    for (;;) {
      const line = await reader.ask(`[${at}/${total}] Enter: next · number: jump · b: board · q: quit> `);
      if (line === null) return;
      const t = line.trim().toLowerCase();
      if (t === 'q' || t === 'quit') return;
      if (t === 'b' || t === 'board') {
        print(out, viewText(game, s, r.viewer, false));
      } else if (t === '') {
        if (at >= total) {
          print(out, 'This is the end of the record.');
          ending(r, s);
        } else {
          for (const l of step(r, s, at)) print(out, l);
          at++;
          if (at === total) ending(r, s);
        }
      } else if (/^\d+$/.test(t) && Number(t) <= total) {
        at = Number(t);
        s = replay(game, record, r.content, at);
        show();
      } else {
        print(
          out,
          `'${line.trim()}': press Enter for the next decision, type 0-${total} to jump, b for the board or q to quit.`,
        );
      }
    }
  } finally {
    reader.close();
  }
}

async function replayFile(file: string, o: ReplayFlags): Promise<void> {
  if (o.step && o.all) throw new UserError('--step and --all exclude each other');
  const opened = openRecord(file, o.pack);
  const game = opened.game;
  const record = opened.record;
  let viewer = EVERYTHING;
  if (o.as !== undefined) {
    viewer = game.sides.indexOf(o.as);
    if (viewer < 0)
      throw new UserError(`--as: unknown side '${o.as}' of ${game.id}; accepted: ${game.sides.join(', ')}`);
  } else if (game.hiddenInformation && !record.outcome && !game.isTerminal(opened.state)) {
    throw new UserError(
      `${file}: the game is not finished and hides information; choose whose view to show with --as ${game.sides.join('|')}`,
    );
  }
  const r: Replayer<unknown> = { game, record, content: opened.content, viewer, out: process.stdout };
  header(r, file);
  const start = replay(game, record, opened.content, 0);
  const stepping = o.step === true || (o.all !== true && process.stdin.isTTY === true);
  if (stepping) await stepThrough(r, start, process.stdin);
  else printAll(r, start);
}

export function registerReplay(program: Command): void {
  program
    .command('replay')
    .argument('<file>', 'a saved game (a cwsim record, as `cwsim play` saves it)')
    .description(
      'step through a saved game: on a terminal Enter shows the next decision, a number jumps, b shows the board, q quits; when stdin is not a terminal the whole game is printed',
    )
    .option('--as <side>', 'show the game as this side saw it (hidden information stays hidden)')
    .option('--step', 'step through at the prompt even when stdin is not a terminal')
    .option('--all', 'print the whole game at once even on a terminal')
    .option('--pack <dir>', 'content pack folder, replacing the one the saved game names')
    .action(async (file: string, o: ReplayFlags) => {
      await replayFile(file, o);
    });
}
