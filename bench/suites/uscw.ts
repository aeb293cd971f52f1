/**
 * The U.S. Civil War (PROVISIONAL content pack): random full games of the 1862 scenario per
 * CPU-second (`uscwRandomGamesPerSec`) and the cost of cloning a state at the start of its
 * second turn (`uscwCloneNs`). A sample plays the same fixed list of seeds each time.
 */
import { Sfc32 } from '../../src/core/rng.js';
import { uscw } from '../../src/games/uscw/index.js';
import { cpuMs, timeBatch } from '../measure.js';
import { fmt, type SuiteOptions, type SuiteResult } from '../suite.js';

const buf = new Int32Array(uscw.maxActions);

/** Plays uniformly random legal actions to the end (or `limit` decisions); returns the decisions taken. */
function playRandom(s: Int32Array, rng: Sfc32, limit = Infinity): number {
  let d = 0;
  while (!uscw.isTerminal(s) && d < limit) {
    uscw.apply(s, buf[rng.int(uscw.legalActions(s, buf))]!);
    d++;
  }
  return d;
}

export async function uscwSuite(o: SuiteOptions): Promise<SuiteResult> {
  o.log('uscw: random 1862 games');
  const seeds = (k: number): string[] => Array.from({ length: k }, (_, i) => `bench-uscw/1862/${i}`);
  // --quick: the first 200 decisions of a game only (the figures mean nothing then)
  const limit = o.quick ? 200 : Infinity;
  const play = (list: readonly string[]): number => {
    let d = 0;
    for (const seed of list)
      d += playRandom(uscw.create({ scenario: '1862', seed }), Sfc32.from(seed, 'bench'), limit);
    return d;
  };
  const t0 = cpuMs();
  play(seeds(o.quick ? 1 : 3));
  const perGame = (cpuMs() - t0) / (o.quick ? 1 : 3);
  const list = seeds(o.quick ? 1 : Math.max(2, Math.round(500 / Math.max(perGame, 0.01))));
  const decisions = play(list);
  const games = await timeBatch('uscw 1862 random games', list.length, () => void play(list), o.budget);

  o.log('uscw: clone');
  const s = uscw.create({ scenario: '1862', seed: 'bench-uscw/clone' });
  playRandom(s, Sfc32.from('clone', 'bench'), 300);
  let sink = 0;
  const n = 1000;
  const clone = await timeBatch(
    'uscw clone',
    n,
    () => {
      for (let i = 0; i < n; i++) sink ^= uscw.clone(s)[i & 7]!;
    },
    o.budget,
  );
  if (sink === 0.5) o.log('');
  return {
    id: 'uscw',
    title: 'The U.S. Civil War (provisional pack), one thread',
    tables: [
      {
        title: 'Random 1862 games and clones',
        head: ['task', 'per CPU-s', 'cost', 'CPU share'],
        rows: [
          [
            `random 1862 game (${fmt(decisions / list.length)} decisions)`,
            fmt(games.perSec),
            `${fmt(games.ns / 1e6)} ms`,
            fmt(games.cpuShare, 2),
          ],
          [`clone (${s.length * 4} bytes)`, fmt(clone.perSec), `${fmt(clone.ns)} ns`, fmt(clone.cpuShare, 2)],
        ],
      },
    ],
    metrics: {
      uscwRandomGamesPerSec: games.perSec,
      uscwCloneNs: clone.ns,
      uscwDecisionsPerGame: decisions / list.length,
    },
    notes: [
      'PROVISIONAL CONTENT: the game plays on an invented map, CRT and setups (src/games/uscw/README.md).',
    ],
  };
}
