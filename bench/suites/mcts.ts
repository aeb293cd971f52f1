/**
 * MCTS iterations per CPU-second on one thread at the middle-game A House Divided position
 * (ahd-states.ts `middleState`), with the bot built from its spec string as users do:
 * `mcts:iters=N,depth=20` (uniform random rollouts cut at 20 plies, then the game's evaluate).
 * One sample is one decision: a fresh tree searched for N iterations. A second row times the bot of
 * the campaign ladder (results/ahd-ladder) at the budget issue 22 names, whose iterations rank the
 * candidates with the heuristic and roll out with it:
 * `mcts:iters=32,depth=16,prior=heuristic,width=4,rollout=heuristic` (a sample: 8 such decisions).
 */
import { makeBot } from '../../bots/index.js';
import { ahd } from '../../src/games/ahd/index.js';
import { middleState } from '../ahd-states.js';
import { timeBatch, type Timed } from '../measure.js';
import { fmt, type SuiteOptions, type SuiteResult } from '../suite.js';
import { CH_TURN } from '../../src/games/ahd/layout.js';

export async function mctsSuite(o: SuiteOptions): Promise<SuiteResult> {
  const s = middleState();
  const n = ahd.legalActions(s, new Int32Array(ahd.maxActions));
  /** One decision by the bot of `spec`, a fresh tree each sample; the figures per iteration. */
  const measure = async (spec: string, iters: number, decisions = 1): Promise<{ spec: string; t: Timed }> => {
    o.log(`mcts: ${spec}`);
    const bot = makeBot(ahd, spec, ahd.toMove(s), 'bench-mcts');
    const run = (): void => {
      for (let k = 0; k < decisions; k++) bot.choose(s);
    };
    return { spec, t: await timeBatch(spec, iters * decisions, run, o.budget) };
  };
  const randomIters = o.quick ? 20 : 2000;
  const heuristicIters = o.quick ? 4 : 32;
  const random = await measure(`mcts:iters=${randomIters},depth=20`, randomIters);
  const heuristic = await measure(
    `mcts:iters=${heuristicIters},depth=16,prior=heuristic,width=4,rollout=heuristic`,
    heuristicIters,
    o.quick ? 1 : 8,
  );
  return {
    id: 'mcts',
    title: `MCTS at the middle-game position (1862 scenario, turn ${s[CH_TURN]}, Union Movement, ${n} legal actions)`,
    tables: [
      {
        title: 'Iterations per CPU-second, one thread',
        head: ['bot spec', 'µs per iteration', 'iterations per CPU-s', 'CPU share'],
        rows: [random, heuristic].map(({ spec, t }) => [
          spec,
          fmt(t.ns / 1000),
          fmt(t.perSec),
          fmt(t.cpuShare, 2),
        ]),
      },
    ],
    metrics: {
      mctsItersPerSec: random.t.perSec,
      mctsHeuristicItersPerSec: heuristic.t.perSec,
      mctsHeuristicUsPerIter: heuristic.t.ns / 1000,
    },
    notes: [
      'An iteration copies the root, reseeds its dice, walks the tree (legalActions at each node), plays up to 20 random plies and scores the cut-off with evaluate; so it costs about 20-25 engine decisions.',
      'With prior=heuristic and rollout=heuristic an iteration also analyses the board and scores every legal action at the node it expands and at each of its 16 rollout plies (bots/heuristic/ahd): that, not the engine, is most of its cost, and it bounds the budget that fits a 10 s game.',
    ],
  };
}
