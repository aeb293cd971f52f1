/**
 * American Civil War (SPI 1974) on its provisional pack: random full games of the basic scenario per
 * CPU-second (create + play uniformly random legal actions to the end, one thread), and the clone of
 * a state from the middle of such a game. A sample plays the same fixed seeds each time.
 */
import { Sfc32 } from '../../src/core/rng.js';
import { acw } from '../../src/games/acw/index.js';
import { cpuMs, timeBatch } from '../measure.js';
import { fmt, type SuiteOptions, type SuiteResult } from '../suite.js';

const buf = new Int32Array(acw.maxActions);

/** One random game from `seed`; returns the decisions taken (and the state when `stopAt` is hit). */
function playRandom(seed: string, stopAt = Infinity): { decisions: number; state: Int32Array } {
  const s = acw.create({ scenario: 'basic', seed });
  const rng = Sfc32.from(seed, 'bench');
  let d = 0;
  while (!acw.isTerminal(s) && d < stopAt) {
    const n = acw.legalActions(s, buf);
    acw.apply(s, buf[rng.int(n)]!);
    d++;
  }
  return { decisions: d, state: s };
}

export async function acwSuite(o: SuiteOptions): Promise<SuiteResult> {
  o.log('acw: random basic games, clone');
  const seeds = (k: number): string[] => Array.from({ length: k }, (_, i) => `bench-acw/${i}`);
  const t0 = cpuMs();
  playRandom('bench-acw/0');
  const perGame = cpuMs() - t0;
  const list = seeds(o.quick ? 1 : Math.max(2, Math.round(300 / Math.max(perGame, 1))));
  let decisions = 0;
  const games = await timeBatch(
    'acw random games',
    list.length,
    () => {
      decisions = 0;
      for (const seed of list) decisions += playRandom(seed).decisions;
    },
    o.budget,
  );
  const middle = playRandom('bench-acw/middle', 1000).state;
  let sink = 0;
  const n = o.quick ? 10 : 5000;
  const clone = await timeBatch(
    'acw clone',
    n,
    () => {
      for (let i = 0; i < n; i++) sink ^= acw.clone(middle)[i & 7]!;
    },
    o.budget,
  );
  if (sink === 0x7fffffff) o.log('(sink)');
  const perDecisionUs = games.ns / 1000 / (decisions / list.length);
  return {
    id: 'acw',
    title: 'American Civil War (provisional pack), one thread',
    tables: [
      {
        title: 'Random basic-scenario games and state clone',
        head: ['measure', 'value'],
        rows: [
          ['decisions per random game', fmt(decisions / list.length)],
          ['random games per CPU-s', fmt(games.perSec)],
          ['µs per decision', fmt(perDecisionUs)],
          ['clone of a middle-game state (ns)', fmt(clone.ns)],
          ['state size (bytes)', fmt(middle.byteLength)],
        ],
      },
    ],
    metrics: { acwRandomGamesPerSec: games.perSec, acwCloneNs: clone.ns },
    notes: [
      'PROVISIONAL CONTENT: the acw pack is a rebuilt map with stand-in tables (its manifest lists 212 invented values).',
    ],
  };
}
