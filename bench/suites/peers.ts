/**
 * Side by side with boardgame.io (0.50, from npm) in one run, on the same small game: Connect Four
 * written once on our core contract (peers/connect4.ts) and once for boardgame.io
 * (peers/connect4-bgio.ts). The timings run in a child process started with NODE_ENV=production
 * (peers/child.ts, peers/timing.ts: what is measured and how), as boardgame.io is deployed:
 *
 *  - random playouts per CPU-second from the empty board to the end of the game;
 *  - MCTS iterations per CPU-second at equal iteration counts and playout length from the empty board;
 *  - each figure as min - median - max over the runs (at least five), in the tinybench harness and
 *    in a plain loop; the ratio is of the medians;
 *  - a check that both searches, at that iteration count, beat a uniform random player (half the
 *    games in each seat): the ratio compares two working searches, not a broken one.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { packageRoot } from '../../src/core/content.js';
import { median } from '../measure.js';
import type { PeerTimings, Tally } from '../peers/timing.js';
import { fmt, type SuiteOptions, type SuiteResult, type Table } from '../suite.js';

export { oursVsRandom } from '../peers/timing.js';

/** Run peers/child.js with NODE_ENV=production; its figures. */
function runChild(quick: boolean): Promise<PeerTimings> {
  const script = join(packageRoot(), 'dist', 'bench', 'peers', 'child.js');
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [script, ...(quick ? ['--quick'] : [])], {
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', fail);
    child.on('close', (code) => {
      try {
        if (code !== 0) throw new Error(`peers: child process exited with ${code}`);
        done(JSON.parse(out) as PeerTimings);
      } catch (err) {
        fail(err instanceof Error ? err : new Error(String(err)));
      }
    });
  });
}

const rate = (t: Tally): number => t.wins / Math.max(1, t.wins + t.draws + t.losses);

export async function peersSuite(o: SuiteOptions): Promise<SuiteResult> {
  o.log('peers: Connect Four, cwsim and boardgame.io (NODE_ENV=production, child process)');
  return peersResult(await runChild(o.quick));
}

/** Operations per CPU-second of each run: min - median - max, and the median. */
function perSec(t: PeerTimings, key: string): { text: string; median: number } {
  const xs = (t.samples[key] ?? []).map((ns) => 1e9 / ns);
  const m = median(xs);
  return { text: `${fmt(Math.min(...xs))} – **${fmt(m)}** – ${fmt(Math.max(...xs))}`, median: m };
}

function peersResult(t: PeerTimings): SuiteResult {
  const { iters, runs } = t;
  const metrics: Record<string, number> = {};
  const rows: string[][] = [];
  const label = {
    playout: 'random playouts per CPU-s (empty board to the end)',
    mcts: `MCTS iterations per CPU-s (${iters} per decision, c = √2, playouts ≤ 64 plies, empty board)`,
  };
  for (const measure of ['playout', 'mcts'] as const) {
    for (const harness of ['tinybench', 'loop'] as const) {
      const ours = perSec(t, `ours.${measure}.${harness}`);
      const bgio = perSec(t, `bgio.${measure}.${harness}`);
      const ratio = ours.median / bgio.median;
      rows.push([label[measure], harness, ours.text, bgio.text, fmt(ratio)]);
      const Measure = measure === 'mcts' ? 'Mcts' : 'Playout';
      const suffix = harness === 'loop' ? 'Loop' : '';
      metrics[`bgio${Measure}Ratio${suffix}`] = ratio;
      metrics[`c4Ours${Measure === 'Mcts' ? 'MctsIters' : 'Playouts'}PerSec${suffix}`] = ours.median;
      metrics[`c4Bgio${Measure === 'Mcts' ? 'MctsIters' : 'Playouts'}PerSec${suffix}`] = bgio.median;
    }
  }
  const { games, ours, bgio } = t.vsRandom;
  metrics.c4OursWinRateVsRandom = rate(ours);
  metrics.c4BgioWinRateVsRandom = rate(bgio);
  const verdict = (x: Tally): string =>
    `${x.wins} won, ${x.draws} drawn, ${x.losses} lost (${fmt(100 * rate(x))} %)`;
  const tables: Table[] = [
    {
      title: `Throughput, one thread, CPU time: min – **median** – max over ${runs} runs per side, the sides alternating; the ratio is of the medians`,
      head: ['measure', 'harness', 'cwsim', 'boardgame.io', 'cwsim / boardgame.io'],
      rows,
    },
    {
      title: `Both searches at ${iters} iterations against a uniform random player (${games} games each, seats alternating)`,
      head: ['search', 'result', 'beats random (≥ 80 % won)'],
      rows: [
        ['cwsim UctSearch', verdict(ours), rate(ours) >= 0.8 ? 'yes' : 'NO'],
        ['boardgame.io MCTSBot', verdict(bgio), rate(bgio) >= 0.8 ? 'yes' : 'NO'],
      ],
    },
  ];
  return {
    id: 'peers',
    title: 'Peer in the same run: Connect Four on cwsim and on boardgame.io 0.50.2',
    tables,
    metrics,
    notes: [
      `Both sides ran in one child process with NODE_ENV=${t.nodeEnv ?? '(unset)'}, as boardgame.io is deployed (in production it skips its per-move check that G is JSON-serialisable and loads Immer's production build). Every bot, reducer and start state was built before the timed region.`,
      'Same rules, same win test (lines through the last disc) and a disc counter for the full board in both; boardgame.io runs its reducer (Immer, flow, plugins) for every move, as its bots do.',
      'boardgame.io’s MCTS keeps a state per node (closed loop); ours replays actions from the root (open loop). Without chance in the game both search the same tree. What the ratio leaves out: bench/README.md.',
    ],
  };
}
