/**
 * Lincoln's War: random full games per CPU-second for each scenario (create and play uniformly random
 * legal actions to the end, a fixed list of seeds per sample) and the clone of a mid-game state. Keys:
 * lwRandomGamesPerSec (the introductory scenario), lwRandomGamesPerSec_<scenario>, lwCloneNs.
 */
import { Sfc32 } from '../../src/core/rng.js';
import { lw } from '../../src/games/lw/index.js';
import { cpuMs, timeBatch } from '../measure.js';
import { fmt, type SuiteOptions, type SuiteResult } from '../suite.js';

const buf = new Int32Array(lw.maxActions);

/** Play one random game to its end; returns its number of decisions. */
function playRandom(s: Int32Array, rng: Sfc32): number {
  let n = 0;
  while (!lw.isTerminal(s)) {
    const k = lw.legalActions(s, buf);
    lw.apply(s, buf[rng.int(k)]!);
    n++;
  }
  return n;
}

/** A state some way into a random campaign game (Operations of the second turn, or the closest). */
function midGame(): Int32Array {
  const s = lw.create({ scenario: 'campaign', seed: 'bench-lw-mid' });
  const rng = Sfc32.from('bench-lw-mid', 'bench');
  for (let i = 0; i < 150 && !lw.isTerminal(s); i++) {
    const k = lw.legalActions(s, buf);
    lw.apply(s, buf[rng.int(k)]!);
  }
  return s;
}

export async function lwSuite(o: SuiteOptions): Promise<SuiteResult> {
  const rows: string[][] = [];
  const metrics: Record<string, number> = {};
  for (const sc of lw.scenarios) {
    o.log(`lw: random ${sc.id} games`);
    const seeds = (k: number): string[] => Array.from({ length: k }, (_, i) => `bench-lw/${sc.id}/${i}`);
    const play = (list: readonly string[]): number => {
      let d = 0;
      for (const seed of list)
        d += playRandom(lw.create({ scenario: sc.id, seed }), Sfc32.from(seed, 'bench'));
      return d;
    };
    const t0 = cpuMs();
    play(seeds(o.quick ? 1 : 4));
    const perGame = (cpuMs() - t0) / (o.quick ? 1 : 4);
    const list = seeds(o.quick ? 1 : Math.max(2, Math.round(300 / Math.max(perGame, 0.01))));
    const decisions = play(list);
    const t = await timeBatch(`lw ${sc.id} random games`, list.length, () => void play(list), o.budget);
    rows.push([
      `${sc.id} (${sc.name})`,
      fmt(decisions / list.length),
      fmt(t.perSec),
      fmt(t.ns / 1000 / (decisions / list.length)),
    ]);
    metrics[`lwRandomGamesPerSec_${sc.id}`] = t.perSec;
    if (sc.id === 'introductory') metrics.lwRandomGamesPerSec = t.perSec;
  }
  const s = midGame();
  let sink = 0;
  const n = o.quick ? 10 : 20_000;
  o.log('lw: clone');
  const clone = await timeBatch(
    'lw clone',
    n,
    () => {
      for (let i = 0; i < n; i++) sink ^= lw.clone(s)[i & 7]!;
    },
    o.budget,
  );
  if (sink === 0x7fffffff) o.log('(sink)');
  metrics.lwCloneNs = clone.ns;
  return {
    id: 'lw',
    title: "Lincoln's War (provisional pack): random full games and clone, one thread",
    tables: [
      {
        title: 'Random games per CPU-second (create + play to the end)',
        head: ['scenario', 'decisions per game', 'games per CPU-s', 'µs per decision'],
        rows,
      },
      {
        title: 'Clone of a mid-game state',
        head: ['state words', 'ns per clone'],
        rows: [[fmt(s.length), fmt(clone.ns)]],
      },
    ],
    metrics,
    notes: ['PROVISIONAL CONTENT: the lw figures are measured on the provisional pack.'],
  };
}
