/**
 * Drive the compiled CLI's interactive prompt like a person: wait until the output ends with a
 * prompt ('usa> '), hand the screen since the last answer to `respond`, write its answer as a line
 * to stdin (null closes stdin: end of input). Screens are kept for comparisons.
 */
import { spawn } from 'node:child_process';
import { MAIN, ROOT } from './helpers.js';

export interface Driven {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
  /** Output between answers: screens[k] is what the person saw before answer k. */
  readonly screens: string[];
}

/** A prompt at the very end of the output so far: 'usa> ', the hot-seat handover, replay's '[3/80] …> '. */
const PROMPT = /(?:^|\n)(?:[a-z]+> |── .* ── |\[\d+\/\d+\] .*> )$/;

export function drive(
  args: readonly string[],
  respond: (screen: string, k: number) => string | null,
  opts: { cwd?: string; maxAnswers?: number } = {},
): Promise<Driven> {
  const child = spawn(process.execPath, [MAIN, ...args], {
    cwd: opts.cwd ?? ROOT,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  let seen = 0;
  const screens: string[] = [];
  const max = opts.maxAnswers ?? 400;
  child.stdout.setEncoding('utf8');
  child.stderr.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    stdout += chunk;
    if (!PROMPT.test(stdout) || child.stdin.writableEnded) return;
    const screen = stdout.slice(seen);
    seen = stdout.length;
    screens.push(screen);
    const answer = screens.length > max ? null : respond(screen, screens.length - 1);
    if (answer === null) child.stdin.end();
    else child.stdin.write(`${answer}\n`);
  });
  child.stderr.on('data', (chunk: string) => (stderr += chunk));
  child.stdin.on('error', () => {}); // the session may end before reading everything
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr, screens }));
  });
}

/** A quick person: ends movement by its notation when offered, else takes the first choice. */
export function quickAnswer(screen: string): string {
  return /^\s+1\s+End movement$/m.test(screen) ? 'end movement' : '1';
}

/** The board and choices part of a decision screen, from its '── Turn' header to the prompt. */
export function decisionBlock(screen: string): string | undefined {
  const i = screen.indexOf('── Turn ');
  if (i < 0) return undefined;
  return screen.slice(i).replace(/[a-z]+> $/, '');
}

/** 'decision 17' from a screen's header. */
export function decisionNumber(screen: string): number | undefined {
  const m = /── Turn \d+ · \w+ to decide · decision (\d+) ──/.exec(screen);
  return m ? Number(m[1]) : undefined;
}
