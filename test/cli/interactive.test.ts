/**
 * Issue 7: a person plays ahd against a bot through `cwsim play ... --usa human` (the compiled CLI,
 * driven through a pipe), with an invalid input, an undo, a hint and a save/load in the middle; a
 * game saved in the middle resumes to the same state and the same end; end of input saves; damaged
 * or foreign saves are refused with exit code 2 and left as they were; `cwsim replay` steps through
 * the finished game.
 */
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { main } from '../../src/cli/main.js';
import { parseRecord, replay, type GameRecord } from '../../src/core/record.js';
import { ahd } from '../../src/games/ahd/index.js';
import { cli } from './helpers.js';
import { decisionBlock, decisionNumber, drive, quickAnswer, type Driven } from './drive.js';

const GAME = ['play', 'ahd', '--scenario', '1861-short', '--seed', '11', '--usa', 'human', '--csa', 'random'];
const HINT = ['--hint', 'mcts:iters=10'];

const readRecord = (file: string): GameRecord => parseRecord(readFileSync(file, 'utf8'), file);

/** Screens by decision number (the last one shown for that number). */
function blocks(d: Driven): Map<number, string> {
  const m = new Map<number, string>();
  for (const s of d.screens) {
    const n = decisionNumber(s);
    const b = decisionBlock(s);
    if (n !== undefined && b !== undefined) m.set(n, b);
  }
  return m;
}

describe('cwsim play with a person (issue 7)', () => {
  let dir: string;
  /** The whole game in one sitting, answered by quickAnswer. */
  let straight: Driven;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'cwsim-play-'));
    straight = await drive([...GAME, '--save-to', join(dir, 'straight.json')], quickAnswer);
  });

  it('plays a whole 1861 short game against a bot and saves the finished record', () => {
    expect(straight.status).toBe(0);
    expect(straight.stdout).toMatch(/Outcome: (usa wins|csa wins|draw) \(.*\) on turn \d+/);
    const rec = readRecord(join(dir, 'straight.json'));
    expect(rec.outcome).toBeDefined();
    expect(rec.players).toEqual({ usa: 'human', csa: 'random' });
    const end = replay(ahd, rec);
    expect(ahd.isTerminal(end)).toBe(true);
    expect(ahd.outcome(end)).toEqual(rec.outcome);
    // The person was asked at every decision the record gives to usa.
    expect(straight.screens.length).toBeGreaterThan(10);
  });

  it('explains invalid input, undoes with the same dice, hints, saves; the saved game resumes to the same end', async () => {
    const mid = join(dir, 'mid.json');
    let undoneFrom: number | undefined;
    const first = await drive([...GAME, ...HINT, '--save-to', join(dir, 'quit.json')], (screen, k) => {
      if (k === 0) return '999';
      if (k === 1) return 'frobnicate';
      if (k === 2) return 'End mov'; // a unique start of the notation
      if (k === 6) {
        undoneFrom = decisionNumber(screen);
        return 'undo';
      }
      if (k === 8) return 'hint';
      if (k === 12) return `save ${mid}`;
      if (k === 13) return 'quit';
      return quickAnswer(screen);
    });
    expect(first.status).toBe(0);
    expect(first.screens[1]).toContain('There is no choice 999 here: type one of the numbers 1-');
    expect(first.screens[2]).toContain("'frobnicate' is neither a command nor the start of a legal action");
    expect(first.screens[3]).toContain('T1 usa (you): End movement');
    // Undo went back to the person's previous decision, and the board and choices are as they were.
    const undo = first.screens[7]!;
    expect(undo).toMatch(/Undone: back to decision \d+ \(usa\)/);
    const back = decisionNumber(undo)!;
    expect(back).toBeLessThan(undoneFrom!);
    expect(decisionBlock(undo)).toBe(blocks(straight).get(back));
    expect(first.screens[9]).toMatch(
      /Hint \(mcts:iters=10\): \d+ {2}.+ — estimated win probability for usa \d+%/,
    );
    expect(first.screens[13]).toMatch(/Saved after (\d+) decisions to .*mid\.json/);
    expect(first.stdout).toMatch(/quit: game saved after \d+ decisions to .*quit\.json/);
    const saved = readRecord(mid);
    expect(saved.outcome).toBeUndefined();
    expect(saved.actions).toEqual(
      readRecord(join(dir, 'straight.json')).actions.slice(0, saved.actions.length),
    );

    // Resume: the first screen is the straight game's screen at that decision; the game ends the same.
    const second = await drive(['play', '--load', mid, '--save-to', join(dir, 'resumed.json')], quickAnswer);
    expect(second.status).toBe(0);
    expect(second.screens[0]).toContain(`Resumed from ${mid} after ${saved.actions.length} decisions.`);
    const n = decisionNumber(second.screens[0]!)!;
    expect(n).toBe(saved.actions.length + 1);
    expect(decisionBlock(second.screens[0]!)).toBe(blocks(straight).get(n));
    const resumed = readRecord(join(dir, 'resumed.json'));
    const whole = readRecord(join(dir, 'straight.json'));
    expect(resumed.actions).toEqual(whole.actions);
    expect(resumed.outcome).toEqual(whole.outcome);
  });

  it('saves at end of input to the file it names and exits with code 0', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'cwsim-eof-'));
    const d = await drive(GAME, (screen, k) => (k < 2 ? quickAnswer(screen) : null), { cwd });
    expect(d.status).toBe(0);
    expect(d.stdout).toContain(
      'end of input: game saved after 2 decisions to cwsim-save-ahd-11.json; resume with: cwsim play --load cwsim-save-ahd-11.json',
    );
    const rec = readRecord(join(cwd, 'cwsim-save-ahd-11.json'));
    expect(rec.actions).toEqual(readRecord(join(dir, 'straight.json')).actions.slice(0, 2));
  });

  it('refuses damaged and foreign saved games with exit code 2 and leaves them unchanged', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'cwsim-bad-'));
    const whole = readFileSync(join(dir, 'straight.json'), 'utf8');
    const rec = JSON.parse(whole) as GameRecord;
    const bad: Record<string, [string, RegExp]> = {
      'truncated.json': [whole.slice(0, whole.length >> 1), /not a cwsim record \(bad JSON/],
      'foreign.json': ['{"name": "left-pad", "version": "1.3.0"}\n', /not a valid cwsim record: field/],
      'text.txt': ['turn,side,action\n1,usa,0\n', /not a cwsim record \(bad JSON/],
      'chess.json': [JSON.stringify({ ...rec, game: 'chess', outcome: undefined }), /unknown game 'chess'/],
      'illegal.json': [
        JSON.stringify({ ...rec, actions: [...rec.actions.slice(0, 3), 99999999], outcome: undefined }),
        /record action 4 \(99999999\) does not replay/,
      ],
      'missing.json': ['', /cannot read the saved game \(ENOENT\)/],
    };
    /** main() in-process: its return value is the process's exit code; stderr captured. */
    const run = async (args: string[]): Promise<{ status: number; stderr: string }> => {
      let stderr = '';
      const spy = vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
        stderr += String(chunk);
        return true;
      });
      try {
        return { status: await main(args), stderr };
      } finally {
        spy.mockRestore();
      }
    };
    for (const [name, [text, why]] of Object.entries(bad)) {
      const file = join(cwd, name);
      if (name !== 'missing.json') writeFileSync(file, text);
      for (const args of [
        ['play', '--load', file],
        ['replay', file],
      ]) {
        const r = await run(args);
        expect(r.status, `${args.join(' ')}`).toBe(2);
        expect(r.stderr).toMatch(why);
        expect(r.stderr).toContain(file);
        if (name !== 'missing.json') expect(readFileSync(file, 'utf8')).toBe(text);
      }
    }
    const over = await run(['play', '--load', join(dir, 'straight.json')]);
    expect(over.status).toBe(2);
    expect(over.stderr).toMatch(/this game is over; step through it with: cwsim replay/);
    expect(readFileSync(join(dir, 'straight.json'), 'utf8')).toBe(whole);
    // Nothing else was written: no autosave, no temporary file.
    expect(readdirSync(cwd).sort()).toEqual(
      Object.keys(bad)
        .filter((f) => f !== 'missing.json')
        .sort(),
    );
    // And the real process exits with code 2, one line on stderr.
    const proc = cli(['play', '--load', join(cwd, 'truncated.json')]);
    expect(proc.status).toBe(2);
    expect(proc.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('replay prints a finished game when stdin is not a terminal, and steps with --step', async () => {
    const file = join(dir, 'straight.json');
    const rec = readRecord(file);
    const all = cli(['replay', file]);
    expect(all.status).toBe(0);
    const steps = all.stdout.split('\n').filter((l) => /^\d+\. T\d+ (usa|csa): /.test(l));
    expect(steps.length).toBe(rec.actions.length);
    expect(all.stdout).toContain(`Outcome: `);
    expect(all.stdout.trimEnd().split('\n').pop()).toMatch(/^Outcome: /);

    const answers = ['', '', '5', 'b', 'x', 'q'];
    const d = await drive(['replay', file, '--step'], (_s, k) => answers[k] ?? null);
    expect(d.status).toBe(0);
    expect(d.screens[1]).toMatch(/^\n?1\. T1 usa: /m);
    expect(d.screens[2]).toMatch(/^2\. T1 /m);
    expect(d.screens[3]).toContain(`── after 5 of ${rec.actions.length} decisions ──`);
    expect(d.screens[4]).toContain("(* entrenched, ' reduced)");
    expect(d.screens[5]).toContain("'x': press Enter for the next decision");
  });
});
