import { describe, expect, it } from 'vitest';
import { buildProgram } from '../../src/cli/main.js';

describe('play and replay --help (issue 7)', () => {
  it('explain every flag and argument', () => {
    const program = buildProgram();
    for (const name of ['play', 'replay']) {
      const cmd = program.commands.find((c) => c.name() === name);
      expect(cmd, name).toBeDefined();
      expect(cmd!.description().length).toBeGreaterThan(40);
      for (const o of cmd!.options) expect(o.description.length, `${name} ${o.flags}`).toBeGreaterThan(10);
      for (const a of cmd!.registeredArguments)
        expect(a.description.length, `${name} <${a.name()}>`).toBeGreaterThan(5);
      const help = cmd!.helpInformation();
      for (const o of cmd!.options) expect(help).toContain(o.long!);
    }
    const play = program.commands.find((c) => c.name() === 'play')!.helpInformation();
    for (const flag of ['--load', '--save-to', '--hint', 'human']) expect(play).toContain(flag);
  });
});
