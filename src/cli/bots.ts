/** `cwsim bots`: the bot kinds and their parameters, from their declarations (bots/spec.ts). */
import type { Command } from 'commander';
import { botKindsHelp } from '../../bots/index.js';

/** Commands that take bot specs; their --help ends with the bot kinds. */
const TAKES_BOTS = ['play', 'simulate', 'tournament'];

export function registerBots(program: Command): void {
  program
    .command('bots')
    .description('list the bot kinds with their parameters (type, range, default, one line each)')
    .action(() => {
      console.log(botKindsHelp());
    });
}

/** Append the bot kinds to the --help of every command that takes bot specs. */
export function addBotHelp(program: Command): void {
  for (const c of program.commands)
    if (TAKES_BOTS.includes(c.name())) c.addHelpText('after', `\n${botKindsHelp()}`);
}
