/**
 * One Blue vs Gray game of a `cwsim simulate` run, told decision by decision: the same game as row
 * `index` of `simulate bvg --seed <master>` (game seed = master/index, bots seeded as the runner
 * seeds them), with each side's action, what it caused, and the board summary at each new turn.
 *
 *   npx tsx experiments/tools/bvg-follow.ts <master-seed> <index> [usa-spec] [csa-spec] [scenario] [maxTurn]
 *
 * With EXPLAIN=usa (or csa) in the environment, each decision of that side with a choice also lists
 * its legal actions with the heuristic's score of each (bots/heuristic/bvg/priorities.ts).
 */
import { bvg } from '../../src/games/bvg/index.js';
import { playMatch } from '../../src/sim/match.js';
import { gameSeed } from '../../src/sim/plan.js';
import { CH_TURN } from '../../src/games/bvg/layout.js';
import { Analysis } from '../../bots/heuristic/bvg/analysis.js';
import { scoreAction } from '../../bots/heuristic/bvg/priorities.js';

const [
  master = 'bp1',
  idx = '0',
  usa = 'heuristic',
  csa = 'heuristic',
  scenario = 'standard',
  maxTurn = '99',
] = process.argv.slice(2);
const explain = process.env.EXPLAIN === 'usa' ? 0 : process.env.EXPLAIN === 'csa' ? 1 : -1;
const an = new Analysis(bvg.contentOf(bvg.create({ scenario, options: {}, seed: 'x' })));
const buf = new Int32Array(bvg.maxActions);
const seed = gameSeed(master, Number(idx));
let turn = -1;
const res = playMatch({
  game: bvg,
  scenario,
  options: {},
  seed,
  players: { usa, csa },
  afterAction(before, after, a) {
    const t = after[CH_TURN]!;
    if (t > Number(maxTurn)) return;
    if (t !== turn) {
      turn = t;
      console.log(`\n===== turn ${t}\n${bvg.render(after)}`);
    }
    const mover = bvg.toMove(before);
    const side = mover === 0 ? 'USA' : 'CSA';
    const n = bvg.legalActions(before, buf);
    const legal = buf.subarray(0, n);
    if (mover === explain && n > 1) {
      an.update(before, mover);
      const scored = [...legal]
        .map((x) => [scoreAction(an, before, x), x] as const)
        .sort((p, q) => q[0] - p[0]);
      for (const [v, x] of scored.slice(0, 12))
        console.log(`      ? ${v.toFixed(2)} ${bvg.describe(before, x)}`);
    }
    console.log(`${side}: ${bvg.describe(before, a)}`);
    for (const line of bvg.narrate!(before, after, a)) console.log(`    ${line}`);
  },
});
console.log(`\n${seed}: ${JSON.stringify(res.outcome)}`);
