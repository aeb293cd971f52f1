/**
 * Full games per CPU-second on one thread:
 *  - random A House Divided games, every scenario (create the scenario's state and play uniformly
 *    random legal actions, the random bot's policy inlined, to the end), and random Blue vs Gray games
 *    (standard scenario, the same loop);
 *  - heuristic against heuristic, as balance runs play them (`playMatch` with the bots built from
 *    the spec 'heuristic' for both sides): the 1861 campaign of A House Divided and Blue vs Gray's
 *    standard scenario.
 * A sample plays the same fixed list of seeds each time, so samples differ only by the machine's noise.
 */
import type { Game } from '../../src/core/game.js';
import { Sfc32 } from '../../src/core/rng.js';
import { ahd } from '../../src/games/ahd/index.js';
import { bvg } from '../../src/games/bvg/index.js';
import { playMatch } from '../../src/sim/match.js';
import { cpuMs, timeBatch } from '../measure.js';
import { fmt, type SuiteOptions, type SuiteResult } from '../suite.js';

type S = Int32Array;

/** One random game from its start (the random bot's policy inlined); returns the decisions taken. */
function randomGame(game: Game<S>, scenario: string, seed: string, buf: Int32Array): number {
  const s = game.create({ scenario, seed });
  const rng = Sfc32.from(seed, 'bench');
  let d = 0;
  while (!game.isTerminal(s)) {
    const n = game.legalActions(s, buf);
    game.apply(s, buf[rng.int(n)]!);
    d++;
  }
  return d;
}

/** One heuristic-against-heuristic game; returns the decisions taken. */
function heuristicGame(game: Game<S>, scenario: string, seed: string): number {
  const players = Object.fromEntries(game.sides.map((side) => [side, 'heuristic']));
  return playMatch({ game, scenario, options: {}, seed, players }).decisions;
}

interface Workload {
  readonly label: string;
  readonly game: Game<S>;
  readonly scenario: string;
  readonly kind: 'random' | 'heuristic';
  /** Game i of a sample plays seed `${seedPrefix}${i}`. */
  readonly seedPrefix: string;
  /** Keys in latest.json: games per CPU-second, and decisions per game when given. */
  readonly key: string;
  readonly decisionsKey?: string;
}

interface Measured {
  readonly decisionsPerGame: number;
  readonly perSec: number;
  readonly usPerDecision: number;
  readonly cpuShare: number;
}

/** Games per CPU-second of one workload: samples of ~`sampleMs` of play (at least 2 games). */
async function measure(w: Workload, o: SuiteOptions, sampleMs: number): Promise<Measured> {
  const buf = new Int32Array(w.game.maxActions);
  const seeds = (k: number): string[] => Array.from({ length: k }, (_, i) => `${w.seedPrefix}${i}`);
  const play = (list: readonly string[]): number => {
    let d = 0;
    for (const seed of list)
      d +=
        w.kind === 'random'
          ? randomGame(w.game, w.scenario, seed, buf)
          : heuristicGame(w.game, w.scenario, seed);
    return d;
  };
  const probe = o.quick ? 1 : w.kind === 'random' ? 8 : 2;
  const t0 = cpuMs();
  play(seeds(probe));
  const perGame = (cpuMs() - t0) / probe;
  const list = seeds(o.quick ? 1 : Math.max(2, Math.round(sampleMs / Math.max(perGame, 0.01))));
  const decisions = play(list);
  const t = await timeBatch(w.label, list.length, () => void play(list), o.budget);
  return {
    decisionsPerGame: decisions / list.length,
    perSec: t.perSec,
    usPerDecision: t.ns / 1000 / (decisions / list.length),
    cpuShare: t.cpuShare,
  };
}

export async function gamesSuite(o: SuiteOptions): Promise<SuiteResult> {
  const workloads: Workload[] = [
    ...ahd.scenarios.map((sc): Workload => ({
      label: `ahd ${sc.id} (${sc.name}), random`,
      game: ahd,
      scenario: sc.id,
      kind: 'random',
      seedPrefix: `bench-games/${sc.id}/`,
      key: `randomGamesPerSec_${sc.id}`,
      decisionsKey: `decisionsPerGame_${sc.id}`,
    })),
    {
      label: 'bvg standard, random',
      game: bvg,
      scenario: 'standard',
      kind: 'random',
      seedPrefix: 'bench-games/bvg/standard/random/',
      key: 'bvgRandomGamesPerSec',
    },
    {
      label: 'ahd 1861, heuristic vs heuristic',
      game: ahd,
      scenario: '1861',
      kind: 'heuristic',
      seedPrefix: 'bench-games/ahd/1861/heuristic/',
      key: 'ahdHeuristicGamesPerSec',
    },
    {
      label: 'bvg standard, heuristic vs heuristic',
      game: bvg,
      scenario: 'standard',
      kind: 'heuristic',
      seedPrefix: 'bench-games/bvg/standard/heuristic/',
      key: 'bvgHeuristicGamesPerSec',
    },
  ];
  const rows: string[][] = [];
  const metrics: Record<string, number> = {};
  for (const w of workloads) {
    o.log(`games: ${w.label}`);
    const m = await measure(w, o, w.kind === 'random' ? 60 : 150);
    rows.push([w.label, fmt(m.decisionsPerGame), fmt(m.perSec), fmt(m.usPerDecision), fmt(m.cpuShare, 2)]);
    metrics[w.key] = m.perSec;
    if (w.decisionsKey) metrics[w.decisionsKey] = m.decisionsPerGame;
  }
  metrics.ahdRandomGamesPerSec = metrics.randomGamesPerSec_1861!;
  return {
    id: 'games',
    title: 'Full games, one thread',
    tables: [
      {
        title: 'Games per CPU-second (create + play to the end)',
        head: ['workload', 'decisions per game', 'games per CPU-s', 'µs per decision', 'CPU share'],
        rows,
      },
    ],
    metrics,
    notes: [
      'Random: uniform random legal actions (the random bot, inlined). Heuristic: both sides the game’s heuristic bot, built from its spec and played by playMatch as the simulator does.',
      'CPU share: CPU time over wall time while the task ran (below 1: the core was shared).',
    ],
  };
}
