/**
 * A House Divided (Phalanx 3rd edition, Living Rules 2006) on the engine layer (src/core/engine.ts).
 *
 * The state is one Int32Array (layout.ts). Rules live by section: movement.ts (R4), combat.ts (R5),
 * promotion.ts (R6), recruitment.ts (R7), control.ts (R8), victory.ts (R9-R11), flow.ts (R3 and the
 * dispatch), setup.ts (R2, R11 setups). Readings of ambiguous rules are options (options.ts) and are
 * listed in this folder's README.
 */
import { defineGame } from '../../core/engine.js';
import { boardScene } from './board.js';
import { loadAhdPack, standardContent, type AhdContent } from './content.js';
import { AHD_COVERAGE } from './coverage.js';
import { unionWinProbability } from './evaluate.js';
import { describeAction, narrate, observeState, renderState, viewState } from './describe.js';
import { legalActions, playAction, toMove } from './flow.js';
import { CSA, H_DETAIL, STATE_SIZE, USA, VICTORY_IDS } from './layout.js';
import { invariants } from './invariants.js';
import { AHD_OPTIONS, optionBits } from './options.js';
import { setupState } from './setup.js';
import type { S } from './state.js';
import { armyMaxDiff, MARCH_LEVELS } from './victory.js';

export type AhdState = Int32Array;

export const ahd = defineGame<AhdContent>({
  info: {
    id: 'ahd',
    name: 'A House Divided',
    sides: ['usa', 'csa'],
    sideNames: ['Union', 'Confederacy'],
    options: AHD_OPTIONS,
    hiddenInformation: false,
    maxActions: 16384,
    maxDecisions: 50_000,
    marginName: 'Army Maximum difference usa-csa',
    victories: VICTORY_IDS,
    chance: ['dice'],
    legality: 'rules',
  },
  content: {
    standard: standardContent,
    load: loadAhdPack,
    info: (c) => c.info,
    scenarios: (c) => c.scenarios.map((sc) => ({ id: sc.id, name: sc.name, doc: sc.doc })),
  },
  stateSize: () => STATE_SIZE,
  setup(c, s, { scenario, options }) {
    const { bits, marchEndYear } = optionBits(options);
    setupState(c, s, { scenario, optionBits: bits, marchEndYear });
  },
  toMove: (_c, s) => toMove(s),
  legalActions,
  play: playAction,
  margin: (_c, s) => armyMaxDiff(s),
  detail: (_c, s) => MARCH_LEVELS[s[H_DETAIL]!] ?? '',
  describe: describeAction,
  render: renderState,
  observe: observeState,
  renderFor: (c, s, viewer, opts) => viewState(c, s, viewer, opts?.compact === true),
  narrate,
  board: boardScene,
  evaluate,
  invariants,
  coverage: AHD_COVERAGE,
});

const value = new Float64Array(2);

/** Per-side value for cut-off rollouts: the fitted Union win probability (evaluate.ts). */
function evaluate(c: AhdContent, s: S): Float64Array {
  const out = value;
  out[USA] = unionWinProbability(c, s);
  out[CSA] = 1 - out[USA]!;
  return out;
}
