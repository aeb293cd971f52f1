/**
 * Random full games per CPU-second, per scenario of A House Divided: create the scenario's state and
 * play uniformly random legal actions (the random bot's policy, inlined) to the end. A sample plays
 * the same fixed list of seeds each time, so samples differ only by the machine's noise.
 */
import { ahd } from '../../src/games/ahd/index.js';
import { Sfc32 } from '../../src/core/rng.js';
import { playRandom } from '../ahd-states.js';
import { cpuMs, timeBatch } from '../measure.js';
import { fmt, type SuiteOptions, type SuiteResult } from '../suite.js';

export async function gamesSuite(o: SuiteOptions): Promise<SuiteResult> {
  const rows: string[][] = [];
  const metrics: Record<string, number> = {};
  for (const sc of ahd.scenarios) {
    o.log(`games: random ${sc.id} games`);
    // Size a sample to ~60 ms of play (at least 2 games).
    const seeds = (k: number): string[] => Array.from({ length: k }, (_, i) => `bench-games/${sc.id}/${i}`);
    const play = (list: readonly string[]): number => {
      let d = 0;
      for (const seed of list)
        d += playRandom(ahd.create({ scenario: sc.id, seed }), Sfc32.from(seed, 'bench'));
      return d;
    };
    const t0 = cpuMs();
    play(seeds(o.quick ? 1 : 8));
    const perGame = (cpuMs() - t0) / (o.quick ? 1 : 8);
    const list = seeds(o.quick ? 1 : Math.max(2, Math.round(60 / Math.max(perGame, 0.01))));
    const decisions = play(list);
    const t = await timeBatch(`${sc.id} random games`, list.length, () => void play(list), o.budget);
    const perDecisionUs = t.ns / 1000 / (decisions / list.length);
    rows.push([
      `${sc.id} (${sc.name})`,
      fmt(decisions / list.length),
      fmt(t.perSec),
      fmt(perDecisionUs),
      fmt(t.cpuShare, 2),
    ]);
    metrics[`randomGamesPerSec_${sc.id}`] = t.perSec;
    metrics[`decisionsPerGame_${sc.id}`] = decisions / list.length;
    if (sc.id === '1861') metrics.ahdRandomGamesPerSec = t.perSec;
  }
  return {
    id: 'games',
    title: 'Random full games, A House Divided, one thread',
    tables: [
      {
        title: 'Random games per CPU-second (create + play to the end)',
        head: ['scenario', 'decisions per game', 'games per CPU-s', 'µs per decision', 'CPU share'],
        rows,
      },
    ],
    metrics,
    notes: ['CPU share: CPU time over wall time while the task ran (below 1: the core was shared).'],
  };
}
