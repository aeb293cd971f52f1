import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cli } from './helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'cwsim-bad-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const good = {
  game: 'ahd',
  scenario: '1861-short',
  players: { usa: 'random', csa: 'random' },
  games: 10,
  seed: 1,
  variants: ['rule-of-7'],
};

/** Each malformed file: its text and what the one error line must name. */
const cases: [string, string, RegExp][] = [
  ['bad JSON', '{ "game": "ahd", "games": 10,, }', /not valid JSON \(line 1\)/],
  [
    'unknown option',
    JSON.stringify({ ...good, variants: ['rule-of-7', 'r99-no-such-rule'] }),
    /field 'variants\[1\]': unknown option 'r99-no-such-rule'/,
  ],
  [
    'unknown bot',
    JSON.stringify({ ...good, players: { usa: 'random', csa: 'deep-blue' } }),
    /field 'players\.csa': unknown bot 'deep-blue'/,
  ],
  ['zero games', JSON.stringify({ ...good, games: 0 }), /field 'games': must be at least 1 game per arm/],
  [
    'unknown scenario',
    JSON.stringify({ ...good, scenario: '1865' }),
    /field 'scenario': unknown scenario '1865'/,
  ],
  ['unknown field', JSON.stringify({ ...good, gmaes: 10 }), /top level: unknown field\(s\) gmaes/],
  [
    'missing side',
    JSON.stringify({ ...good, players: { usa: 'random' } }),
    /field 'players': no bot for side 'csa'/,
  ],
];

describe('malformed experiment files', () => {
  for (const [name, text, expected] of cases) {
    it(`${name}: one error line naming the file and field, exit code 2, no report folder`, () => {
      const file = join(dir, `${name.replace(/ /g, '-')}.json`);
      writeFileSync(file, text);
      const out = join(dir, `out-${name.replace(/ /g, '-')}`);
      const r = cli(['balance', file, '--out', out]);
      expect(r.status).toBe(2);
      expect(r.stdout).toBe('');
      const lines = r.stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(file);
      expect(lines[0]).toMatch(expected);
      expect(existsSync(out)).toBe(false);
    });
  }

  it('simulate with zero games or an unknown bot is refused the same way', () => {
    const out = join(dir, 'sim-out');
    const zero = cli(['simulate', 'ahd', '--games', '0', '--out', out]);
    expect(zero.status).toBe(2);
    expect(zero.stderr).toMatch(/--games: expected an integer from 1/);
    const bot = cli(['simulate', 'ahd', '--usa', 'nobody', '--out', out]);
    expect(bot.status).toBe(2);
    expect(bot.stderr).toMatch(/--usa: unknown bot 'nobody'/);
    expect(existsSync(out)).toBe(false);
  });
});

describe('implausible run sizes (issue 23)', () => {
  it('refuses --games 1e15 in one line, and uses no more threads than the machine has cores', async () => {
    const { availableParallelism } = await import('node:os');
    const big = cli([
      'simulate',
      'ahd',
      '--scenario',
      '1861-short',
      '--games',
      '1e15',
      '--out',
      join(dir, 'big'),
    ]);
    expect(big.status).not.toBe(0);
    expect(big.stderr).toMatch(/--games: 1,000,000,000,000,000 games in all is not plausible/);
    const cores = availableParallelism();
    const many = cli([
      'simulate',
      'ahd',
      '--scenario',
      '1861-short',
      '--games',
      '2',
      '--threads',
      String(cores + 62),
      '--out',
      join(dir, 'many'),
    ]);
    expect(many.status).toBe(0);
    expect(many.stderr).toContain(`--threads ${cores + 62}: this machine has ${cores} cores; using ${cores}`);
  });
});

describe('progress without a terminal', () => {
  const run = (every: string): ReturnType<typeof cli> =>
    cli([
      'simulate',
      'ahd',
      '--scenario',
      '1861-short',
      '--games',
      '60',
      '--threads',
      '1',
      '--out',
      join(dir, `p${every}`),
      '--progress-every',
      every,
    ]);

  it('--progress-every prints progress lines on stderr, and the report path still on stdout', () => {
    const r = run('0.001');
    expect(r.status).toBe(0);
    expect(r.stderr).toMatch(/\d+\/60 games, [\d.]+ games\/s, ETA /);
    expect(r.stdout).toContain('report:');
  });

  it('--progress-every 0 prints none; a bad value is one clear error', () => {
    expect(run('0').stderr).toBe('');
    const bad = run('soon');
    expect(bad.status).toBe(2);
    expect(bad.stderr.trim()).toBe(
      "cwsim: --progress-every: expected a number of seconds (0 or more), got 'soon'",
    );
  });
});
