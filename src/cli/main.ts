#!/usr/bin/env node
/**
 * cwsim command line. Commands live in their own files; no game logic here. Bad input gives one
 * line on stderr naming what was wrong and the accepted values, and exit code 2.
 */
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Command, CommanderError } from 'commander';
import { UserError } from '../core/errors.js';
import { addBotHelp, registerBots } from './bots.js';
import { registerContent } from './content.js';
import { registerGames } from './games.js';
import { registerPlay } from './play.js';
import { registerReplay } from './replay.js';
import { registerServe } from './serve.js';
import { registerSimulate } from './simulate.js';
import { registerBalance } from './balance.js';
import { registerPlan } from './plan.js';
import { registerTournament } from './tournament.js';
import { registerMerge } from './merge.js';
import { registerWorker } from './worker.js';
import { exitOnClosedPipe } from './lines.js';
import { Interrupted } from '../sim/runner.js';

export function buildProgram(): Command {
  const program = new Command();
  program
    .name('cwsim')
    .description(
      'Civil War strategy games: play them with bots, and measure scenario and optional-rule balance by self-play.',
    )
    .showHelpAfterError('(run with --help for usage)')
    .exitOverride();
  registerGames(program);
  registerPlay(program);
  registerReplay(program);
  registerServe(program);
  registerContent(program);
  registerSimulate(program);
  registerBalance(program);
  registerPlan(program);
  registerTournament(program);
  registerMerge(program);
  registerWorker(program);
  registerBots(program);
  addBotHelp(program);
  for (const c of program.commands) c.exitOverride();
  return program;
}

export async function main(argv: string[]): Promise<number> {
  try {
    await buildProgram().parseAsync(argv, { from: 'user' });
    return 0;
  } catch (err) {
    if (err instanceof CommanderError) {
      if (
        err.code === 'commander.helpDisplayed' ||
        err.code === 'commander.version' ||
        err.code === 'commander.help'
      )
        return 0;
      return 2; // commander already printed the message
    }
    if (err instanceof Interrupted) {
      process.stderr.write(`\ncwsim: ${err.message}\n`);
      return 130;
    }
    if (err instanceof UserError) {
      process.stderr.write(`cwsim: ${err.message}\n`);
      return 2;
    }
    throw err;
  }
}

/** Run when this file is the program (directly, or through the npm bin link). */
function invokedDirectly(): boolean {
  const arg = process.argv[1];
  if (!arg) return false;
  try {
    return realpathSync(arg) === fileURLToPath(import.meta.url);
  } catch {
    return false;
  }
}
if (invokedDirectly()) {
  // `cwsim … | head` ends quietly when the reader stops, whichever command writes.
  exitOnClosedPipe(process.stdout);
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (err: unknown) => {
      console.error(err);
      process.exitCode = 1;
    },
  );
}
