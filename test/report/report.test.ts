import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { PackInfo } from '../../src/core/content.js';
import { getGame } from '../../src/games/index.js';
import { analyze, type AnalyzeInput } from '../../src/report/analyze.js';
import { summaryMarkdown } from '../../src/report/markdown.js';
import { writeReport } from '../../src/report/write.js';
import type { Plan } from '../../src/sim/plan.js';
import type { GameRow } from '../../src/sim/rows.js';
import { pairedSprt } from '../../src/stats/sprt.js';

const dir = mkdtempSync(join(tmpdir(), 'cwsim-report-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const game = getGame('ahd');
const players = { usa: 'random', csa: 'random' };
const plan: Plan = {
  kind: 'balance',
  name: 'synthetic',
  game: 'ahd',
  packLabel: 'standard',
  seed: 's',
  commonOptions: {},
  actions: false,
  sprt: { delta: 0.05, alpha: 0.05, beta: 0.05, every: 100, minGames: 100 },
  arms: [
    {
      id: 'A/p/baseline',
      block: 'A/p',
      scenario: '1861',
      pairing: 'p',
      players,
      variant: 'baseline',
      variantOptions: {},
      options: {},
      games: 400,
    },
    {
      id: 'A/p/rule-of-7',
      block: 'A/p',
      scenario: '1861',
      pairing: 'p',
      players,
      variant: 'rule-of-7',
      variantOptions: { 'rule-of-7': true },
      options: { 'rule-of-7': true },
      games: 400,
      baseline: 'A/p/baseline',
    },
  ],
};

/** Baseline: usa wins 40 %; the variant turns 40 of the 240 usa losses into wins (+10 points). */
function rows(): GameRow[] {
  const out: GameRow[] = [];
  for (const arm of plan.arms) {
    for (let i = 0; i < 400; i++) {
      const usa = i % 5 < 2 || (arm.variant !== 'baseline' && i % 10 === 2);
      out.push({
        arm: arm.id,
        index: i,
        seed: `s/${i}`,
        scenario: '1861',
        options: arm.options,
        players,
        result: i === 399 ? 'limit' : 'win',
        winner: i === 399 ? null : usa ? 'usa' : 'csa',
        victory: i === 399 ? 'limit' : usa ? 'seven-cities' : 'survival',
        margin: usa ? 3 : -2,
        turn: 10 + (i % 7),
        detail: '',
        decisions: 300 + i,
        // The WBC rule of 7 changes a die in 3 games of 4 (rule coverage, coverage.ts).
        rules: arm.variant !== 'baseline' && i % 4 !== 3 ? { 'rule-of-7': 1 } : {},
      });
    }
  }
  return out;
}

function input(pack: PackInfo = game.contentInfo()): AnalyzeInput {
  const all = rows();
  const pairs = all
    .filter((r) => r.arm === 'A/p/rule-of-7')
    .map((r) => {
      const b = all[r.index]!;
      const s = (x: GameRow): number => (x.result === 'win' ? (x.winner === 'usa' ? 1 : 0) : 0.5);
      return { baseline: s(b), variant: s(r) };
    });
  const sprt = pairedSprt(pairs, plan.sprt!);
  return {
    plan,
    game,
    pack,
    run: {
      rows: all,
      counts: { 'A/p/baseline': 400, 'A/p/rule-of-7': 400 },
      sprt: { 'A/p/rule-of-7': { ...sprt, games: 400 } },
    },
    command: 'cwsim balance synthetic.json',
    codeVersion: 'v0.0.0-test',
  };
}

describe('reports', () => {
  it('state one verdict in plain words: direction, change, 95 % CI, the test and where the SPRT stopped', () => {
    const s = analyze(input());
    const v = s.variants[0]!;
    expect(v.change).toBeCloseTo(0.1, 12);
    expect(v.optionIds).toEqual(['rule-of-7']);
    expect(v.sprt?.decision).toBe('H1');
    // 40 discordant games, all one way: McNemar's exact test decides; the SPRT only stopped the arm.
    expect(v.test).toBe('exact McNemar');
    expect(v.kind).toBe('changes');
    expect(v.verdict).toMatch(
      /^WBC Rule of 7 raises the usa win rate: \+10\.0 points, 95 % CI \+\d\.\d to \+\d+\.\d \(exact McNemar on 40 discordant games, Holm-adjusted p = < 0\.0001\); 400 paired games \(the SPRT stopped there\)$/,
    );
  });

  it('count limits as their own outcome and give per-side wins, draws, rate and interval', () => {
    const s = analyze(input());
    const base = s.arms[0]!;
    expect(base.games).toBe(400);
    expect(base.limits.count).toBe(1);
    expect(base.sides.usa!.wins + base.sides.csa!.wins + base.limits.count + base.draws.count).toBe(400);
    expect(base.sides.usa!.lo).toBeLessThan(base.sides.usa!.rate);
    expect(base.victory.limit).toBe(1);
  });

  it('open with game, content pack and its status, scenario, bots, games, seed, code version and command', () => {
    const md = summaryMarkdown(analyze(input()), []).split('\n');
    expect(md[2]).toBe('- Game: ahd (A House Divided)');
    expect(md[3]).toMatch(/^- Content: content pack ahd\/standard v.* \((real|provisional);/);
    expect(md.slice(4, 11).join('\n')).toMatch(
      /Scenario: 1861\n- Bots: p = usa random, csa random\n- Games: 400 per arm.*\n- Master seed: s\n- Code version: v0\.0\.0-test\n- Command: `cwsim balance synthetic\.json`/,
    );
  });

  it('say so in the first lines when the content pack is provisional', () => {
    const real = game.contentInfo();
    const md = summaryMarkdown(analyze(input({ ...real, status: 'provisional' })), []);
    expect(md.split('\n')[3]).toContain('PROVISIONAL CONTENT');
    expect(analyze(input({ ...real, status: 'provisional' })).provisional).toBe(true);
  });

  it('write the same bytes twice (no timestamps) with games.csv in a stable column order', async () => {
    const a = join(dir, 'a');
    const b = join(dir, 'b');
    const { mkdirSync } = await import('node:fs');
    mkdirSync(a);
    mkdirSync(b);
    const ra = await writeReport(a, input());
    await writeReport(b, input());
    expect(ra.files.map((f) => f.slice(a.length + 1)).sort()).toEqual(
      [
        'forest.svg',
        'games.csv',
        'length.svg',
        'summary.json',
        'summary.md',
        'victory.svg',
        'winrate.svg',
      ].sort(),
    );
    for (const f of ra.files) {
      const name = f.slice(a.length + 1);
      expect(readFileSync(join(b, name), 'utf8'), name).toBe(readFileSync(f, 'utf8'));
    }
    const csv = readFileSync(join(a, 'games.csv'), 'utf8').split('\n');
    expect(csv[0]).toBe(
      'arm,scenario,pairing,variant,index,seed,player_usa,player_csa,result,winner,victory,detail,margin,turn,decisions,error,rules',
    );
    expect(csv).toHaveLength(802);
    expect(readFileSync(join(a, 'forest.svg'), 'utf8')).toMatch(/^<svg /);
  });
});
