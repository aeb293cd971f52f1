/**
 * Why the A House Divided heuristic bot plays what it plays: a diagnostic for tuning its priorities.
 *
 *   npx tsx experiments/tools/ahd-explain.ts [game=0] [turn=10] [side=usa] [top=6] [usa=heuristic]
 *       [csa=heuristic] [scenario=1861] [seed=progress]
 *
 * Plays game number `game` with the seeds of ahd-union-progress.ts (`seed/game`, bots `seed/game/usa`
 * and `seed/game/csa`) up to Game Turn `turn`, then for every decision `side` makes in its Movement
 * Segment of that turn prints the heuristic's `top` best actions (the chosen one marked '>' when the
 * side's bot is the heuristic) with the score of each priority that is not 0 (explainAction in
 * bots/heuristic/ahd/priorities.ts). Before the first decision it prints the board analysis for the
 * side: the objective it concentrates on, the mustering box, and every box holding its units with
 * their strength (Combat Value x steps, x1.3 entrenched, x1.3 Crack Infantry), the enemy threat and
 * the distance to the mustering box.
 */
import { Analysis, staticFor } from '../../bots/heuristic/ahd/analysis.js';
import { explainAction, scoreAction } from '../../bots/heuristic/ahd/priorities.js';
import { describeAction, stackText } from '../../src/games/ahd/describe.js';
import { ahd } from '../../src/games/ahd/index.js';
import * as L from '../../src/games/ahd/layout.js';
import { diagnosticGame, toolArgs } from './common.js';

const args = toolArgs('ahd-explain');
const game = args.int(0, 'game', 0, 0);
const turn = args.int(1, 'turn', 10, 1);
const sideName = args.text(2, 'usa');
const top = args.int(3, 'top', 6, 1);
const setup = args.setup(4);
const { usaSpec, csaSpec, scenario, seed } = setup;
const side = ahd.sides.indexOf(sideName);
if (side < 0) {
  console.error(`ahd-explain: side must be one of ${ahd.sides.join(', ')}, got '${sideName}'`);
  process.exit(2);
}

const { s, bots } = diagnosticGame(setup, game);
const c = ahd.contentOf(s);
const an = new Analysis(staticFor(c));
const buf = new Int32Array(ahd.maxActions);
const name = (b: number): string => (b < 0 ? '-' : c.boxName[b]!);

console.log(`ahd ${scenario} game ${game} (seed ${seed}/${game}), usa ${usaSpec} vs csa ${csaSpec}`);
let decisions = 0;
while (!ahd.isTerminal(s) && s[L.CH_TURN]! <= turn) {
  const mover = ahd.toMove(s);
  const chosen = bots[mover]!.choose(s);
  if (mover === side && s[L.CH_TURN] === turn && s[L.H_PHASE] === L.PH_MOVE) {
    an.update(s, side);
    if (decisions++ === 0) {
      console.log(
        `turn ${turn}, ${sideName}: objective ${name(an.target)}, mustering box ${name(an.staging)}`,
      );
      for (let b = 0; b < c.nb; b++) {
        if (an.power[b * 2 + side] === 0) continue;
        const toStaging = an.toStaging[b] === 255 ? '-' : String(an.toStaging[b]);
        console.log(
          `  ${name(b)}: ${stackText(c, s, b, side)}; strength ${an.power[b * 2 + side]!.toFixed(0)}, ` +
            `threat ${an.threat[b]!.toFixed(0)}, to the mustering box ${toStaging}`,
        );
      }
    }
    const n = ahd.legalActions(s, buf);
    const rows = Array.from(buf.subarray(0, n), (a) => ({ a, score: scoreAction(an, s, a) }));
    rows.sort((x, y) => y.score - x.score);
    console.log(`decision ${decisions} (${n} legal actions):`);
    for (const { a, score } of rows.slice(0, top)) {
      const why = explainAction(an, s, a)
        .filter(([, v]) => v !== 0)
        .map(([k, v]) => `${k} ${v.toFixed(2)}`)
        .join(', ');
      const mark = a === chosen ? '>' : ' ';
      console.log(` ${mark} ${score.toFixed(2)}  ${describeAction(c, s, a)}  [${why || 'all 0'}]`);
    }
  }
  ahd.apply(s, chosen);
}
if (decisions === 0) console.log(`no ${sideName} decision in the Movement Segment of turn ${turn}`);
