/**
 * Blue vs Gray: The Civil War Card Game (GMT 2nd edition rule book) on the engine layer
 * (src/core/engine.ts).
 *
 * The state is one Int32Array (layout.ts). Rules live by section: draw.ts (6, 17.1-17.2), deploy.ts
 * (7, 12, 2.4), combat.ts (8, 9.6, 11), cavalry.ts (10.3), commands.ts (4, 10.1-10.2), map.ts (3.2,
 * 8.8, 9, 11 supply lines, 14, 15, 16), enigma.ts (3.7 and Card Clarifications), victory.ts (18),
 * flow.ts (5 and the dispatch), setup.ts (2, scenarios), hidden.ts (hands and decks). Readings of
 * ambiguous rules are options (options.ts) listed in this folder's README with the provisional pack's
 * invented values.
 */
import { defineGame } from '../../core/engine.js';
import { boardScene } from './board.js';
import type { Seat } from '../../core/game.js';
import { defaultContent, loadBvgPack, type BvgContent } from './content.js';
import { describeAction, narrate, observeState, renderState } from './describe.js';
import { narrateView, viewState } from './view.js';
import { deckSize, handSize } from './draw.js';
import { legalActions, playAction, seatToMove, toMove } from './flow.js';
import { determinize } from './hidden.js';
import { invariants } from './invariants.js';
import {
  C_LOC,
  CH_TERMINAL,
  CH_VICTORY,
  CH_WINNER,
  CSA,
  H_PLAYERS,
  H_SUPPLY,
  LOC_EAST,
  LOC_WEST,
  STATE_SIZE,
  USA,
  VICTORY_IDS,
  VICTORY_TEXT,
} from './layout.js';
import { BVG_OPTIONS, optionBits } from './options.js';
import { setupState } from './setup.js';
import { strengthOf, type S } from './state.js';
import { objectivesTotal } from './victory.js';

const TWO_SEATS: readonly Seat[] = [
  { id: 'usa', side: USA },
  { id: 'csa', side: CSA },
];
const FOUR_SEATS: readonly Seat[] = [
  { id: 'usa-east', side: USA },
  { id: 'usa-west', side: USA },
  { id: 'csa-east', side: CSA },
  { id: 'csa-west', side: CSA },
];

export const bvg = defineGame<BvgContent>({
  info: {
    id: 'bvg',
    name: 'Blue vs Gray',
    sides: ['usa', 'csa'],
    sideNames: ['Union', 'Confederacy'],
    options: BVG_OPTIONS,
    hiddenInformation: true,
    maxActions: 8192,
    maxDecisions: 60_000,
    marginName: 'Objectives Total (USA objectives minus CSA objectives, 18.1)',
    victories: VICTORY_IDS,
    chance: ['dice', 'shuffle'],
  },
  content: {
    standard: defaultContent,
    load: loadBvgPack,
    info: (c) => c.info,
    scenarios: (c) => c.scenarios.map((sc) => ({ id: sc.id, name: sc.name, doc: sc.doc })),
  },
  stateSize: () => STATE_SIZE,
  setup: (c, s, { scenario, options }) => setupState(c, s, { scenario, optionBits: optionBits(options) }),
  toMove: (_c, s) => toMove(s),
  seats: (_c, s) => (s[H_PLAYERS] === 4 ? FOUR_SEATS : TWO_SEATS),
  seatToMove,
  legalActions,
  play: playAction,
  margin: objectivesTotal,
  detail: (_c, s) => VICTORY_TEXT[s[CH_VICTORY]!] ?? '',
  describe: describeAction,
  render: renderState,
  observe: observeState,
  determinize,
  narrate,
  board: boardScene,
  renderFor: (c, s, viewer, opts) => viewState(c, s, viewer, opts?.compact === true),
  narrateFor: narrateView,
  evaluate,
  invariants,
});

const value = new Float64Array(2);

/**
 * Heuristic value per side in [0, 1] for cut-off rollouts (one scratch array, Game.evaluate): the
 * Objectives Total against the pace the USA needs (+6 before its deck runs out, +4 at the 1864
 * Elections), the strength each side has on the board and in hand, and supply.
 */
function evaluate(c: BvgContent, s: S): Float64Array {
  const out = value;
  if (s[CH_TERMINAL]) {
    const w = s[CH_WINNER]!;
    out[USA] = w === USA ? 1 : w < 0 ? 0.5 : 0;
    out[CSA] = 1 - out[USA]!;
    return out;
  }
  const ot = objectivesTotal(c, s);
  const time = Math.min(1, deckSize(c, s, USA) / 70); // share of the USA deck still to come
  const par = 6 - 5 * time;
  let str = 0;
  for (let k = 0; k < c.nc; k++) {
    const l = s[C_LOC + k]!;
    if (l !== LOC_EAST && l !== LOC_WEST) continue;
    str += (c.cardSide[k] === USA ? 1 : -1.6) * strengthOf(c, s, k);
  }
  str += 1.5 * (handSize(c, s, USA) - handSize(c, s, CSA));
  const sup = s[H_SUPPLY + USA]! - s[H_SUPPLY + CSA]!;
  const x = 0.7 * (ot - par) + 0.02 * str + 0.05 * sup;
  out[USA] = 1 / (1 + Math.exp(-x));
  out[CSA] = 1 - out[USA]!;
  return out;
}
