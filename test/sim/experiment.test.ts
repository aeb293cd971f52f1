import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { getGame } from '../../src/games/index.js';
import { loadExperiment, readExperiment } from '../../src/sim/experiment.js';

const dir = mkdtempSync(join(tmpdir(), 'cwsim-exp-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const write = (name: string, data: unknown): string => {
  const f = join(dir, name);
  writeFileSync(f, JSON.stringify(data));
  return f;
};
const base = {
  game: 'ahd',
  scenario: '1861-short',
  players: { usa: 'random', csa: 'random' },
  games: 10,
  seed: 7,
};

describe('experiment files', () => {
  it('"each-rule" expands to every option of kind rule, each alone, after the baseline', () => {
    const plan = loadExperiment(
      write('each.json', { ...base, variants: ['each-rule', 'r4.9-union-rail-bonus,rule-of-7'] }),
    );
    const rules = getGame('ahd').options.filter((o) => o.kind === 'rule');
    expect(plan.arms[0]!.variant).toBe('baseline');
    expect(plan.arms.slice(1, 1 + rules.length).map((a) => Object.keys(a.variantOptions))).toEqual(
      rules.map((r) => [r.id]),
    );
    const combo = plan.arms.at(-1)!;
    expect(combo.variantOptions).toEqual({ 'r4.9-union-rail-bonus': true, 'rule-of-7': true });
    expect(new Set(plan.arms.map((a) => a.baseline ?? a.id))).toEqual(new Set([plan.arms[0]!.id]));
    expect(plan.name).toBe('each');
    expect(plan.seed).toBe('7');
  });

  it('pairings repeat the baseline and variants at a second strength, each with its own games', () => {
    const plan = loadExperiment(
      write('pairs.json', {
        ...base,
        players: undefined,
        pairings: [
          { label: 'weak', players: { usa: 'random', csa: 'random' } },
          { label: 'also-weak', players: { usa: 'random', csa: 'random' }, games: 4 },
        ],
        variants: ['rule-of-7'],
      }),
    );
    expect(plan.arms.map((a) => [a.pairing, a.variant, a.games])).toEqual([
      ['weak', 'baseline', 10],
      ['weak', 'rule-of-7', 10],
      ['also-weak', 'baseline', 4],
      ['also-weak', 'rule-of-7', 4],
    ]);
  });

  it('strengths: a ladder of the same bot on both sides, weakest first, with pairings or alone (issue 21)', () => {
    const plan = loadExperiment(
      write('ladder.json', {
        ...base,
        players: undefined,
        strengths: ['random', { label: 'strong', bot: 'heuristic', games: 4 }],
      }),
    );
    expect(plan.ladder).toEqual(['random', 'strong']);
    expect(plan.arms.map((a) => [a.pairing, a.players, a.games])).toEqual([
      ['random', { usa: 'random', csa: 'random' }, 10],
      ['strong', { usa: 'heuristic', csa: 'heuristic' }, 4],
    ]);
    const both = loadExperiment(write('both.json', { ...base, strengths: ['random', 'heuristic'] }));
    expect(both.arms.map((a) => a.pairing)).toEqual(['random vs random', 'random', 'heuristic']);
    expect(() => loadExperiment(write('one.json', { ...base, strengths: ['random'] }))).toThrow(
      /one\.json: field 'strengths': must list at least two strengths, weakest first/,
    );
    expect(() =>
      loadExperiment(write('badbot.json', { ...base, players: undefined, strengths: ['random', 'nobot'] })),
    ).toThrow(/badbot\.json: field 'strengths\[1\]\.players\.usa'.*unknown bot 'nobot'/);
  });

  it('rejects a variant equal to the baseline and a duplicated variant, naming the field', () => {
    expect(() => loadExperiment(write('same.json', { ...base, variants: ['rule-of-7=false'] }))).toThrow(
      /same\.json: field 'variants\[0\]': the variant does not differ from the baseline/,
    );
    expect(() =>
      loadExperiment(write('dup.json', { ...base, variants: ['rule-of-7', 'rule-of-7'] })),
    ).toThrow(/field 'variants\[1\]': variant 'rule-of-7' is listed twice/);
  });

  it('a "pack" is loaded once, relative to the file, and handed over with the plan; a bad one names the field', () => {
    const standard = join(import.meta.dirname, '..', '..', 'src', 'games', 'ahd', 'content', 'standard');
    const { plan, content } = readExperiment(write('pack.json', { ...base, pack: standard }));
    expect(plan.packDir).toBe(standard);
    expect(content).toBeDefined();
    expect(getGame('ahd').contentInfo(content)).toMatchObject({ pack: 'standard', dir: standard });
    expect(readExperiment(write('nopack.json', base)).content).toBeUndefined();
    expect(() => readExperiment(write('badpack.json', { ...base, pack: 'no-such-pack' }))).toThrow(
      /badpack\.json: field 'pack'/,
    );
  });

  it('the committed experiments are valid for the game (bots are checked when they run)', () => {
    for (const f of ['default.json']) {
      const plan = loadExperiment(join(import.meta.dirname, '..', '..', 'experiments', f));
      expect(plan.arms.length).toBeGreaterThan(1);
    }
  });
});
