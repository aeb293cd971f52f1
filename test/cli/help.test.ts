import { describe, expect, it } from 'vitest';
import { buildProgram } from '../../src/cli/main.js';
import { botKindsHelp } from '../../bots/index.js';
import { cli } from './helpers.js';

describe('--help', () => {
  it('simulate, balance and tournament explain every flag and argument', () => {
    const program = buildProgram();
    for (const name of ['simulate', 'balance', 'tournament']) {
      const cmd = program.commands.find((c) => c.name() === name);
      expect(cmd, name).toBeDefined();
      expect(cmd!.description().length).toBeGreaterThan(20);
      for (const o of cmd!.options) expect(o.description.length, `${name} ${o.flags}`).toBeGreaterThan(10);
      for (const a of cmd!.registeredArguments)
        expect(a.description.length, `${name} <${a.name()}>`).toBeGreaterThan(5);
      const help = cmd!.helpInformation();
      for (const o of cmd!.options) expect(help).toContain(o.long!);
    }
  });

  it('play, simulate and tournament end with the bot kinds and their parameters; `cwsim bots` prints them', () => {
    const program = buildProgram();
    for (const name of ['play', 'simulate', 'tournament']) {
      const cmd = program.commands.find((c) => c.name() === name)!;
      let out = '';
      cmd.configureOutput({ writeOut: (t) => (out += t) });
      cmd.outputHelp();
      expect(out, name).toContain(botKindsHelp());
    }
    const r = cli(['bots']);
    expect(r.status).toBe(0);
    expect(r.stdout).toBe(`${botKindsHelp()}\n`);
    expect(r.stdout).toMatch(/depth=<int 0\.\.1000000> +rollout plies/);
  });
});
