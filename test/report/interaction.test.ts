/**
 * Issue 23: an experiment kind for option pairs. The file's "interactions" add the variants A, B and
 * A+B; the report measures A+B − A − B + baseline per seed. A synthetic data set with known effects
 * (like verdict.test.ts) checks the figures and verdicts; test/cli/interactions.test.ts runs one end to end.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { getGame } from '../../src/games/index.js';
import { analyze } from '../../src/report/analyze.js';
import { summaryMarkdown } from '../../src/report/markdown.js';
import { loadExperiment } from '../../src/sim/experiment.js';
import type { GameRow } from '../../src/sim/rows.js';

const dir = mkdtempSync(join(tmpdir(), 'cwsim-interactions-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const game = getGame('ahd');
const N = 1000;
const A = 'r6.1-combat-experience';
const B = 'r7.4-increasing-union-forces';
const C = 'r7.5-historical-recruitment';
const D = 'r10.1-novice-union';

function experiment(extra: Record<string, unknown>): string {
  const file = join(dir, `e${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(
    file,
    JSON.stringify({
      game: 'ahd',
      scenario: '1861',
      players: { usa: 'random', csa: 'random' },
      games: N,
      seed: 'x',
      sprt: { delta: 0.03 },
      ...extra,
    }),
  );
  return file;
}

describe('the "interactions" field', () => {
  it('adds A, B and A+B, sharing a variant the file lists already', () => {
    const plan = loadExperiment(
      experiment({
        variants: [A],
        interactions: [
          [A, B],
          [C, D],
        ],
      }),
    );
    expect(plan.arms.map((a) => a.variant)).toEqual(['baseline', A, B, `${A}+${B}`, C, D, `${C}+${D}`]);
    expect(plan.arms.find((a) => a.variant === `${A}+${B}`)!.options).toEqual({ [A]: true, [B]: true });
    expect(plan.interactions).toEqual([
      { label: `${A} × ${B}`, a: A, b: B, both: `${A}+${B}` },
      { label: `${C} × ${D}`, a: C, b: D, both: `${C}+${D}` },
    ]);
  });

  it('refuses a pair of one option with itself, an unknown option and a pair of three', () => {
    expect(() => loadExperiment(experiment({ interactions: [[A, A]] }))).toThrow(
      /interactions\[0\]'?: both sides of the pair set/,
    );
    expect(() => loadExperiment(experiment({ interactions: [[A, 'nope']] }))).toThrow(
      /interactions\[0\]\[1\]/,
    );
    expect(() => loadExperiment(experiment({ interactions: [[A, B, C]] }))).toThrow(/exactly two options/);
  });
});

describe('interaction figures and verdicts on a synthetic set with known effects', () => {
  // Baseline: the usa wins when i % 5 < 2 (40 %). A, B, C and D each add 10 % of seeds (+10 points).
  // A+B adds 40 %: +20 points beyond the sum of the singles (synergy on i % 10 ∈ {4, 7}).
  // C+D adds exactly the singles' seeds: no interaction on any seed.
  const base = (i: number): boolean => i % 5 < 2;
  const wins: Record<string, (i: number) => boolean> = {
    baseline: base,
    [A]: (i) => base(i) || i % 10 === 2,
    [B]: (i) => base(i) || i % 10 === 3,
    [`${A}+${B}`]: (i) => base(i) || [2, 3, 4, 7].includes(i % 10),
    [C]: (i) => base(i) || i % 10 === 2,
    [D]: (i) => base(i) || i % 10 === 3,
    [`${C}+${D}`]: (i) => base(i) || [2, 3].includes(i % 10),
  };
  const plan = loadExperiment(
    experiment({
      interactions: [
        [A, B],
        [C, D],
      ],
    }),
  );
  const rows: GameRow[] = plan.arms.flatMap((a) =>
    Array.from({ length: N }, (_, i): GameRow => ({
      arm: a.id,
      index: i,
      seed: `x/${i}`,
      scenario: '1861',
      options: a.options,
      players: a.players,
      result: 'win',
      winner: wins[a.variant]!(i) ? 'usa' : 'csa',
      victory: 'v',
      margin: 0,
      turn: 10,
      detail: '',
      decisions: 1,
      rules: Object.fromEntries(Object.keys(a.variantOptions).map((o) => [o, 1])),
    })),
  );
  const summary = analyze({
    plan,
    game,
    pack: game.contentInfo(),
    run: { rows, counts: {}, sprt: {} },
    command: 'test',
    codeVersion: 'test',
  });
  const [ab, cd] = summary.interactions!;

  it('finds the synergy: +20 points beyond +10 and +10, on the normal path', () => {
    expect(ab!.seeds).toBe(N);
    expect(ab!.effectA).toBeCloseTo(0.1, 12);
    expect(ab!.effectB).toBeCloseTo(0.1, 12);
    expect(ab!.effectBoth).toBeCloseTo(0.4, 12);
    expect(ab!.interaction).toBeCloseTo(0.2, 12);
    expect(ab!.nonzero).toBe(200);
    expect(ab!.method).toBe('paired z');
    // s_I = √(0.2 · 0.8 · N/(N − 1)); 95 % CI 0.2 ± 1.96 · s_I/√N.
    const half = 1.959964 * Math.sqrt((0.16 * N) / (N - 1) / N);
    expect(ab!.lo).toBeCloseTo(0.2 - half, 5);
    expect(ab!.hi).toBeCloseTo(0.2 + half, 5);
    expect(ab!.kind).toBe('changes');
    expect(ab!.verdict).toMatch(
      /interact: together they move the usa win rate more than their single effects add up to: interaction \+20\.0 points/,
    );
  });

  it('finds no interaction where the pair adds up, with an interval that keeps its width', () => {
    expect(cd!.interaction).toBe(0);
    expect(cd!.nonzero).toBe(0);
    expect(cd!.method).toBe('Newcombe MOVER, exact sign test');
    expect(cd!.lo).toBeLessThan(-0.01);
    expect(cd!.hi).toBeGreaterThan(0.01);
    expect(cd!.kind).not.toBe('changes');
    expect(cd!.pHolm).toBe(1);
  });

  it('prints an Interactions section in summary.md', () => {
    const md = summaryMarkdown(summary, []);
    expect(md).toContain('## Interactions');
    expect(md).toContain(`- ${ab!.verdict}`);
    expect(md).toMatch(/\| 1861 \| random vs random \| .*R6\.1.* × .*R7\.4.* \| 1,000 \|/i);
  });

  it('labels the lines PROVISIONAL for a provisional pack', () => {
    const prov = analyze({
      plan,
      game,
      pack: { ...game.contentInfo(), status: 'provisional' },
      run: { rows, counts: {}, sprt: {} },
      command: 'test',
      codeVersion: 'test',
    });
    for (const x of prov.interactions!) expect(x.verdict).toMatch(/^PROVISIONAL: /);
  });
});
