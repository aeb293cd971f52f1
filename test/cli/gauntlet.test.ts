/**
 * `cwsim tournament --against <spec>`: a gauntlet, every listed bot against one reference bot in both
 * seats and never against each other (issue 3's budget ladder is "each against the heuristic bot").
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tournamentPlan } from '../../src/sim/plans.js';
import { cli } from './helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'cwsim-gauntlet-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const args = { game: 'ahd', scenario: '1861-short', options: {}, games: 3, seed: 'g' };

describe('tournament --against (gauntlet)', () => {
  it('plays only the pairs with the reference bot, in both seats', () => {
    const plan = tournamentPlan({ ...args, bots: ['random', 'mcts:iters=4'], against: 'heuristic' });
    expect(plan.bots).toEqual(['heuristic', 'random', 'mcts:iters=4']);
    const pairs = plan.arms.map((a) => `${a.players.usa} v ${a.players.csa}`).sort();
    expect(pairs).toEqual(
      [
        'heuristic v random',
        'random v heuristic',
        'heuristic v mcts:iters=4',
        'mcts:iters=4 v heuristic',
      ].sort(),
    );
    // Without --against every ordered pair is played.
    expect(tournamentPlan({ ...args, bots: ['heuristic', 'random', 'mcts:iters=4'] }).arms).toHaveLength(6);
  });

  it('rejects the reference bot listed again, and a gauntlet with nobody to play it', () => {
    expect(() => tournamentPlan({ ...args, bots: ['heuristic'], against: 'heuristic' })).toThrow(
      /'heuristic' is the --against bot already/,
    );
    expect(() => tournamentPlan({ ...args, bots: [], against: 'heuristic' })).toThrow(
      /a gauntlet needs at least one bot/,
    );
  });

  it('reports the gauntlet: its header names the reference bot, unplayed pairs show a dash', () => {
    const out = join(dir, 'g');
    const r = cli([
      'tournament',
      'ahd',
      '--against',
      'heuristic',
      '--bot',
      'random',
      '--bot',
      'mcts:iters=4,depth=2',
      '--scenario',
      '1861-short',
      '--games',
      '2',
      '--threads',
      '1',
      '--out',
      out,
      '--no-progress',
    ]);
    expect(r.status).toBe(0);
    expect(readFileSync(join(out, 'games.jsonl'), 'utf8').trim().split('\n')).toHaveLength(8);
    const md = readFileSync(join(out, 'summary.md'), 'utf8');
    expect(md).toContain('(each against heuristic, in both seats)');
    expect(md).toContain('A gauntlet: every bot against heuristic');
    const row = md.split('\n').find((l) => l.startsWith('| random |') && l.includes('—'))!;
    // random's row: its score against heuristic, a dash against itself and against the MCTS bot.
    expect(row.split('|').filter((c) => c.trim() === '—')).toHaveLength(2);
  });
});
