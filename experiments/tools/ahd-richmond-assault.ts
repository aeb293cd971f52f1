/**
 * Could the Union take Richmond if it concentrated? A counterfactual for tuning the A House Divided
 * bots' Union play (issue 3): it plays campaign games with the given bots, and at the first Union
 * Movement Segment in which the Union holds six of the seven R10.0 cities (Richmond missing, at least
 * two Marches rolled, the staging box free of Confederates) it moves the Union army by hand: every
 * Union unit except `keep` units in Washington and one in each victory city is placed, at full strength,
 * in the staging box next to Richmond (Fredericksburg on the standard map). Then every unit there
 * marches into Richmond and the heuristic bots fight the battle (targets, reinforcements R5.5,
 * retreats R5.4), `replays` times with fresh dice (reseedChance). It prints, per position, the armies,
 * the heuristic's assault odds (bots/heuristic/ahd assaultOdds) and how often Richmond fell, then the
 * capture rate by odds band.
 *
 *   npx tsx experiments/tools/ahd-richmond-assault.ts [games=200] [keep=8] [replays=20]
 *       [usa=heuristic] [csa=heuristic] [seed=progress]
 */
import { makeBot } from '../../bots/index.js';
import { Analysis, staticFor } from '../../bots/heuristic/ahd/analysis.js';
import { assaultOdds } from '../../bots/heuristic/ahd/priorities.js';
import { Sfc32 } from '../../src/core/rng.js';
import * as A from '../../src/games/ahd/actions.js';
import { ahd } from '../../src/games/ahd/index.js';
import * as L from '../../src/games/ahd/layout.js';
import { countOf, ctrlOf, relocate, type S } from '../../src/games/ahd/state.js';
import { unionCitiesHeld } from '../../src/games/ahd/victory.js';
import { DEFAULT_SETUP, diagnosticGame, toolArgs } from './common.js';

const args = toolArgs('ahd-richmond-assault');
const games = args.int(0, 'games', 200, 1);
const keep = args.int(1, 'keep', 8, 0);
const replays = args.int(2, 'replays', 20, 1);
const setup = {
  ...DEFAULT_SETUP,
  usaSpec: args.text(3, DEFAULT_SETUP.usaSpec),
  csaSpec: args.text(4, DEFAULT_SETUP.csaSpec),
  seed: args.text(5, DEFAULT_SETUP.seed),
};
const { usaSpec, csaSpec, seed } = setup;

const buf = new Int32Array(ahd.maxActions);

/** The staging box's whole stack into Richmond, then the rest of the Union turn by the bots. */
function assault(t: S, from: number, richmond: number, replay: string): boolean {
  const usa = makeBot(ahd, 'heuristic', L.USA, `${replay}/usa`);
  const csa = makeBot(ahd, 'heuristic', L.CSA, `${replay}/csa`);
  let marching = true;
  while (!ahd.isTerminal(t) && t[L.H_SIDE] === L.USA) {
    if (marching && ahd.toMove(t) === L.USA && t[L.H_PHASE] === L.PH_MOVE) {
      const n = ahd.legalActions(t, buf);
      let best = -1;
      for (let i = 0; i < n; i++) {
        const a = buf[i]!;
        if (A.opOf(a) !== A.OP_MOVE || A.mvFrom(a) !== from || A.mvTo(a) !== richmond) continue;
        if (best < 0 || A.mvCount(a) > A.mvCount(best)) best = a;
      }
      if (best >= 0) {
        ahd.apply(t, best);
        continue;
      }
      marching = false;
      t[L.H_MARCHES] = 0; // no other March: the battle is the whole army's
    }
    ahd.apply(t, (ahd.toMove(t) === L.USA ? usa : csa).choose(t));
  }
  return ctrlOf(t, richmond) === L.USA;
}

const bands = [0, 1, 1.5, 2, Infinity];
const taken = new Array<number>(bands.length - 1).fill(0);
const tried = new Array<number>(bands.length - 1).fill(0);
console.log(
  `ahd 1861, usa ${usaSpec} vs csa ${csaSpec}, ${games} games, seed ${seed}; ${keep} kept in Washington, ${replays} replays`,
);
for (let g = 0; g < games; g++) {
  const { s, bots } = diagnosticGame(setup, g);
  const c = ahd.contentOf(s);
  const richmond = c.boxId.indexOf('richmond');
  const an = new Analysis(staticFor(c));
  while (!ahd.isTerminal(s)) {
    if (
      unionCitiesHeld(c, s) === 6 &&
      ctrlOf(s, richmond) !== L.USA &&
      ahd.toMove(s) === L.USA &&
      s[L.H_PHASE] === L.PH_MOVE &&
      s[L.H_ACTIVE] === -1 &&
      s[L.H_MARCHES]! >= 2
    ) {
      an.update(s, L.USA); // the heuristic's staging box for its target, Richmond
      const base = an.staging;
      if (base >= 0 && an.target === richmond && countOf(s, base, L.CSA) === 0) {
        const t = s.slice();
        const kept = new Set<number>();
        const inWashington: number[] = [];
        for (let u = 0; u < c.nu; u++) {
          const b = t[L.U_LOC + u]!;
          if (c.slotSide[u] !== L.USA || b >= c.nb) continue;
          if (b === c.washington) inWashington.push(u);
          else if (c.victoryCity[b] && !kept.has(b)) kept.add(b);
          else {
            relocate(c, t, u, base);
            t[L.U_ST + u] = 0;
          }
        }
        inWashington.sort((x, y) => c.slotType[x]! - c.slotType[y]!); // militia stay first
        for (const u of inWashington.slice(keep)) {
          relocate(c, t, u, base);
          t[L.U_ST + u] = 0;
        }
        an.update(t, L.USA);
        const odds = assaultOdds(an, t, base, richmond, false);
        let won = 0;
        for (let r = 0; r < replays; r++) {
          const x = t.slice();
          ahd.reseedChance(x, Sfc32.from(`${seed}/${g}/replay`, String(r)));
          if (assault(x, base, richmond, `${seed}/${g}/replay/${r}`)) won++;
        }
        const band = bands.findIndex((v, i) => odds >= v && odds < bands[i + 1]!);
        tried[band]! += replays;
        taken[band]! += won;
        console.log(
          `game ${g} turn ${s[L.CH_TURN]}: ${countOf(t, base, L.USA)} Union units in ${c.boxId[base]} against ` +
            `${countOf(t, richmond, L.CSA)} in Richmond; odds ${odds.toFixed(2)}; taken ${won}/${replays}`,
        );
        break;
      }
    }
    ahd.apply(s, bots[ahd.toMove(s)]!.choose(s));
  }
}
const all = taken.reduce((a, b) => a + b, 0);
const n = tried.reduce((a, b) => a + b, 0);
console.log(
  `positions ${n / replays}; Richmond taken in ${all} of ${n} assaults (${((100 * all) / Math.max(1, n)).toFixed(1)} %)`,
);
for (let i = 0; i < tried.length; i++) {
  if (tried[i] === 0) continue;
  console.log(
    `  odds ${bands[i]}-${bands[i + 1]}: ${taken[i]}/${tried[i]} (${((100 * taken[i]!) / tried[i]!).toFixed(0)} %)`,
  );
}
