import { describe, expect, it } from 'vitest';
import { getGame } from '../../src/games/index.js';
import { analyze } from '../../src/report/analyze.js';
import { optionName, variantCoverage } from '../../src/report/coverage.js';
import { summaryMarkdown } from '../../src/report/markdown.js';
import type { Arm, Plan } from '../../src/sim/plan.js';
import type { GameRow } from '../../src/sim/rows.js';
import { ahdRow } from './rows.js';

const game = getGame('ahd');
const players = { usa: 'random', csa: 'random' };
const N = 400;

function arm(variant: string, options: Record<string, boolean>): Arm {
  return {
    id: `1861/p/${variant}`,
    block: '1861/p',
    scenario: '1861',
    pairing: 'p',
    players,
    variant,
    variantOptions: options,
    options,
    games: N,
    ...(variant === 'baseline' ? {} : { baseline: '1861/p/baseline' }),
  };
}

const plan: Plan = {
  kind: 'balance',
  name: 'coverage',
  game: 'ahd',
  packLabel: 'standard',
  seed: 's',
  commonOptions: {},
  actions: false,
  arms: [
    arm('baseline', {}),
    // R4.71 bites in 3 games of 400 (and changes nothing); R4.9 in every game, +10 points.
    arm('r4.71-fort-monroe', { 'r4.71-fort-monroe': true }),
    arm('r4.9-union-rail-bonus', { 'r4.9-union-rail-bonus': true }),
  ],
};

function rows(): GameRow[] {
  return plan.arms.flatMap((a) =>
    Array.from({ length: N }, (_, i): GameRow => {
      const usa = i % 5 < 2 || (a.variant === 'r4.9-union-rail-bonus' && i % 10 === 2);
      const rules: Record<string, number> =
        a.variant === 'r4.71-fort-monroe' && i < 3 ? { 'r4.71-fort-monroe': 2 } : {};
      if (a.variant === 'r4.9-union-rail-bonus') rules['r4.9-union-rail-bonus'] = 5;
      return ahdRow(a, i, usa, { rules });
    }),
  );
}

function summary() {
  return analyze({
    plan,
    game,
    pack: game.contentInfo(),
    run: { rows: rows(), counts: {}, sprt: {} },
    command: 'test',
    codeVersion: 'test',
  });
}

describe('rule coverage in reports (issue 23)', () => {
  it('names options by rule number and name', () => {
    expect(optionName({ id: 'r4.71-fort-monroe', rule: 'R4.71' })).toBe('R4.71 Fort Monroe');
    expect(optionName({ id: 'opt8-middle-dept', rule: 'Opt 8' })).toBe('Opt 8 Middle Dept');
    expect(optionName({ id: 'rule-of-7', rule: 'WBC' })).toBe('WBC Rule of 7');
    // a reading whose id repeats its rule number names the rule once
    expect(optionName({ id: 'read-21.3-city-vp', rule: '21.3' })).toBe('21.3 City Vp');
    expect(optionName({ id: 'o1-card-insertion', rule: '10.1, 23.4' })).toBe('10.1, 23.4 O1 Card Insertion');
  });

  it('counts the games in which a variant rule came into play, and knows when it is not counted', () => {
    const r = rows();
    const fm = r.filter((x) => x.arm === '1861/p/r4.71-fort-monroe');
    expect(variantCoverage(game, ['r4.71-fort-monroe'], fm)).toEqual({ games: N, inPlay: 3, share: 3 / N });
    expect(variantCoverage(game, ['no-such-option'], fm)).toBeNull();
    expect(variantCoverage({ coverage: undefined }, ['r4.71-fort-monroe'], fm)).toBeNull();
  });

  it('reports a rule that came into play in under 5 % of games as not tested, never as +0.0 points', () => {
    const s = summary();
    const fm = s.variants.find((v) => v.variant === 'r4.71-fort-monroe')!;
    expect(fm.tested).toBe(false);
    expect(fm.verdict).toBe(
      'R4.71 Fort Monroe: not tested: came into play in 3 of 400 games with these bots (under 5 %), so no effect is reported',
    );
    expect(fm.verdict).not.toMatch(/points/);
    // It is no test, so it leaves the Holm family: R4.9 is corrected for one test, not two.
    expect(fm.pHolm).toBeNaN();
    const r49 = s.variants.find((v) => v.variant === 'r4.9-union-rail-bonus')!;
    expect(r49.tested).toBe(true);
    expect(r49.pHolm).toBeCloseTo(r49.p, 12);
    expect(r49.verdict).toMatch(/^R4\.9 Union Rail Bonus raises the usa win rate: \+10\.0 points/);
    expect(s.multipleComparisons.tests).toBe(1);
    const md = summaryMarkdown(s, []);
    expect(md).toContain('| R4.71 Fort Monroe | 400 | 3 of 400 (0.8 %) | not tested |');
    expect(md).not.toMatch(/R4\.71 Fort Monroe \| 400 \| 3 of 400 \(0\.8 %\) \| [^n]/);
  });
});
