/** Issue 23: `cwsim plan <experiment>` plays a pilot and prints the games and the time a run needs. */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildProgram } from '../../src/cli/main.js';
import { cli } from './helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'cwsim-plan-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('cwsim plan', () => {
  it('estimates a tiny experiment from a pilot: a table, or JSON on stdout with --json', () => {
    const file = join(dir, 'tiny.json');
    writeFileSync(
      file,
      JSON.stringify({
        game: 'ahd',
        scenario: '1861-short',
        players: { usa: 'random', csa: 'random' },
        games: 100,
        seed: 'plan',
        variants: ['r4.9-union-rail-bonus'],
        sprt: { delta: 0.1 },
      }),
    );
    const before = readdirSync(tmpdir()).filter((f) => f.startsWith('cwsim-pilot-')).length;
    const r = cli(['plan', file, '--pilot', '6', '--threads', '1', '--json']);
    expect(r.status).toBe(0);
    const e = JSON.parse(r.stdout) as {
      format: string;
      pilotGames: number;
      arms: { needed: number; pilotGames: number; cpuPerGame: number }[];
      blocks: { gamesPerArm: number; asked: number }[];
      totalGames: number;
      wallSeconds: number;
      target: { kind: string; delta: number };
    };
    expect(e.format).toBe('cwsim-plan/1');
    expect(e.target).toMatchObject({ kind: 'sprt', delta: 0.1 });
    expect(e.arms.map((a) => a.pilotGames)).toEqual([6, 6]);
    expect(e.arms.every((a) => a.cpuPerGame > 0)).toBe(true);
    expect(e.blocks[0]!.asked).toBe(100);
    expect(e.totalGames).toBe(2 * e.blocks[0]!.gamesPerArm);
    expect(e.wallSeconds).toBeGreaterThan(0);
    expect(r.stderr).toContain('games needed');
    expect(r.stderr).toMatch(/total: ~[\d,]+ games, .* wall on 1 thread/);
    // The pilot's scratch folder is gone.
    expect(readdirSync(tmpdir()).filter((f) => f.startsWith('cwsim-pilot-')).length).toBe(before);
    const table = cli(['plan', file, '--pilot', '4', '--threads', '1', '--no-progress']);
    expect(table.status).toBe(0);
    expect(table.stdout).toMatch(/^tiny: pilot of 4 games per arm/);
  });

  it('refuses a bad --precision in one line; --help explains every flag', () => {
    const r = cli(['plan', join(dir, 'tiny.json'), '--precision', '3']);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^cwsim: --precision: expected a fraction between 0 and 1/);
    const cmd = buildProgram().commands.find((c) => c.name() === 'plan')!;
    expect(cmd.description()).toContain('pilot');
    for (const o of cmd.options) expect(o.description.length, o.flags).toBeGreaterThan(10);
    for (const flag of ['--pilot', '--threads', '--precision', '--json'])
      expect(cmd.helpInformation()).toContain(flag);
  });
});
