/**
 * How far the Union gets toward its only campaign victory, the seven cities of R10.0, and what stops
 * it: a diagnostic for tuning the A House Divided bots' Union play.
 *
 *   npx tsx experiments/tools/ahd-union-progress.ts [games=200] [usa=heuristic] [csa=heuristic]
 *       [scenario=1861] [seed=progress]
 *
 * For every game it follows the number of victory cities the Union controls at the start and after
 * each action, and prints: the Union's win rate and the victory types; how many games reached each most-cities-held
 * count (0-7); which city was the one missing whenever the Union held six; and, at the start of
 * each Union decision in the Movement Segment with six held, the Union strength next to the missing
 * city divided by the Confederate strength in it and next to it (quartiles), the force the Union
 * would have to bring for the assault. Strength = Combat Value x steps (evaluate.ts).
 */
import { quantileSorted } from 'simple-statistics';
import { ahd } from '../../src/games/ahd/index.js';
import * as L from '../../src/games/ahd/layout.js';
import { ctrlOf } from '../../src/games/ahd/state.js';
import { diagnosticGame, toolArgs } from './common.js';

const args = toolArgs('ahd-union-progress');
const games = args.int(0, 'games', 200, 1);
const setup = args.setup(1);
const { usaSpec, csaSpec, scenario, seed } = setup;

const reached = new Array<number>(8).fill(0);
const outcomes = new Map<string, number>();
const lastMissing = new Map<string, number>();
const ratios: number[] = [];
let unionWins = 0;

for (let g = 0; g < games; g++) {
  const { s, bots } = diagnosticGame(setup, g);
  const c = ahd.contentOf(s);
  const strength = (b: number, side: number): number => {
    let p = 0;
    for (let u = 0; u < c.nu; u++) {
      if (s[L.U_LOC + u] !== b || c.slotSide[u] !== side) continue;
      p += c.combatValue[c.slotType[u]!]! * (s[L.U_ST + u]! & L.ST_REDUCED ? 1 : 2);
    }
    return p;
  };
  let most = 0;
  let missingAtSix = -1;
  let lastTurn = -1;
  for (;;) {
    let held = 0;
    let missing = -1;
    for (const b of c.victoryCities) {
      if (ctrlOf(s, b) === L.USA) held++;
      else missing = b;
    }
    if (held > most) most = held;
    if (held === 6) {
      missingAtSix = missing;
      if (ahd.toMove(s) === L.USA && s[L.H_PHASE] === L.PH_MOVE && s[L.CH_TURN] !== lastTurn) {
        lastTurn = s[L.CH_TURN]!;
        let union = 0;
        let defence = strength(missing, L.CSA);
        for (let j = c.adjStart[missing]!; j < c.adjStart[missing + 1]!; j++) {
          union += strength(c.adjTo[j]!, L.USA);
          defence += strength(c.adjTo[j]!, L.CSA);
        }
        ratios.push(union / Math.max(1, defence));
      }
    }
    if (ahd.isTerminal(s)) break;
    ahd.apply(s, bots[ahd.toMove(s)]!.choose(s));
  }
  reached[most]!++;
  if (missingAtSix >= 0)
    lastMissing.set(c.boxId[missingAtSix]!, (lastMissing.get(c.boxId[missingAtSix]!) ?? 0) + 1);
  const o = ahd.outcome(s);
  const key = `${o.winner === L.USA ? 'usa' : o.winner === L.CSA ? 'csa' : 'none'} ${o.victory}`;
  outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
  if (o.winner === L.USA) unionWins++;
}

const pct = (n: number): string => `${((100 * n) / games).toFixed(1)} %`;
console.log(`ahd ${scenario}, usa ${usaSpec} vs csa ${csaSpec}, ${games} games, seed ${seed}`);
console.log(`Union wins: ${unionWins} (${pct(unionWins)})`);
console.log(`outcomes: ${[...outcomes].map(([k, n]) => `${k} ${n}`).join(', ')}`);
console.log(`most victory cities held at once: ${reached.map((n, k) => `${k}: ${n}`).join(', ')}`);
console.log(
  `games that held six, by the city missing: ${[...lastMissing].map(([k, n]) => `${k} ${n}`).join(', ') || 'none'}`,
);
if (ratios.length) {
  ratios.sort((a, b) => a - b);
  const q = [0.25, 0.5, 0.75, 1].map((p) => quantileSorted(ratios, p).toFixed(2));
  console.log(
    `Union turns with six held: ${ratios.length}; Union strength next to the missing city / Confederate ` +
      `strength in and next to it: p25 ${q[0]}, median ${q[1]}, p75 ${q[2]}, max ${q[3]}`,
  );
}
