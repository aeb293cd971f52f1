/**
 * The course of one A House Divided game, turn by turn: a diagnostic for the bots' campaign play.
 *
 *   npx tsx experiments/tools/ahd-timeline.ts [game=0] [usa=heuristic] [csa=heuristic] [scenario=1861]
 *       [seed=progress]
 *
 * Plays game number `game` with the seeds of ahd-union-progress.ts (`seed/game`, bots `seed/game/usa`
 * and `seed/game/csa`) and prints, at the start of every Game Turn and at the end ('end'): both Army Maximums
 * (R7.1), the units each side has on the map and their strength (Combat Value x steps, as
 * evaluate.ts), and every Recruitment City whose controller differs from the start (U Union, C
 * Confederate, - neutral). A run of identical lines is a stalemate: nobody took or lost anything.
 */
import { ahd } from '../../src/games/ahd/index.js';
import * as L from '../../src/games/ahd/layout.js';
import { ctrlOf, unitsOnMap } from '../../src/games/ahd/state.js';
import { diagnosticGame, toolArgs } from './common.js';

const args = toolArgs('ahd-timeline');
const game = args.int(0, 'game', 0, 0);
const setup = args.setup(1);
const { usaSpec, csaSpec, scenario, seed } = setup;

const { s, bots } = diagnosticGame(setup, game);
const c = ahd.contentOf(s);
const start = Array.from(c.recruitCitiesAny, (b) => ctrlOf(s, b));
const mark = ['U', 'C'];

function strength(side: number): number {
  let p = 0;
  for (let u = 0; u < c.nu; u++) {
    if (c.slotSide[u] !== side || s[L.U_LOC + u]! >= c.nb) continue;
    p += c.combatValue[c.slotType[u]!]! * (s[L.U_ST + u]! & L.ST_REDUCED ? 1 : 2);
  }
  return p;
}

function line(label: string): void {
  const changed: string[] = [];
  c.recruitCitiesAny.forEach((b, i) => {
    const k = ctrlOf(s, b);
    if (k !== start[i]) changed.push(`${c.boxId[b]}:${mark[k] ?? '-'}`);
  });
  const side = (k: number): string =>
    `${s[L.H_AM + k]} AM, ${unitsOnMap(c, s, k)} units, strength ${strength(k)}`;
  console.log(`${label}: usa ${side(L.USA)}; csa ${side(L.CSA)}; ${changed.join(' ') || '-'}`);
}

console.log(`ahd ${scenario} game ${game} (seed ${seed}/${game}), usa ${usaSpec} vs csa ${csaSpec}`);
let turn = -1;
while (!ahd.isTerminal(s)) {
  if (s[L.CH_TURN] !== turn) {
    turn = s[L.CH_TURN]!;
    line(`turn ${turn}`);
  }
  ahd.apply(s, bots[ahd.toMove(s)]!.choose(s));
}
line('end');
const o = ahd.outcome(s);
console.log(
  `${o.winner === L.USA ? 'usa' : o.winner === L.CSA ? 'csa' : 'nobody'} wins (${o.victory}) on turn ${o.turn}`,
);
