/**
 * The U.S. Civil War (GMT, living rules 2016/2017) on the engine layer (src/core/engine.ts), with the
 * PROVISIONAL content pack of issue 24 (content/provisional: a hex map, CRT, leaders and setups
 * invented from public geography and history, every invented value listed in its manifest).
 *
 * Rules by section: flow.ts (3 sequence), initiative.ts (4.1-4.2), main.ts (4.3 actions), move.ts
 * (5, 7, 8), control.ts (6), reaction.ts (9), fortify.ts (10), battle.ts (11-12), retreat.ts (11.6),
 * supply.ts and supplyseg.ts (13), reinforce.ts (14), strategic.ts (15), leaders.ts (16),
 * arrival.ts (17.1.3, 19.3.2, 4.1.4), placement.ts (14, 16, 17), cards.ts (18), endphase.ts and
 * victory.ts (19), naval.ts and transport.ts (20), navaladv.ts (21), options.ts (22, readings),
 * setup.ts (S1-S4), hidden.ts (hands), describe.ts, board.ts (the board scene), evaluate.ts, invariants.ts. State layout:
 * layout.ts; the map model: mapmodel.ts; derived facts cached per board: derived.ts.
 */
import { defineGame } from '../../core/engine.js';
import { CH_VICTORY } from '../../core/header.js';
import { boardScene } from './board.js';
import { USCW_COVERAGE } from './coverage.js';
import { defaultContent, loadUscwPack, type UscwContent } from './content.js';
import { describeAction, renderState } from './describe.js';
import { evaluate } from './evaluate.js';
import { legalActions, playAction, toMove } from './flow.js';
import { determinize, observeState } from './hidden.js';
import { invariants } from './invariants.js';
import { L } from './state.js';
import { USCW_OPTIONS } from './options.js';
import { setupState } from './setup.js';
import { marginHalves, VICTORY_IDS } from './victory.js';

export type { UscwContent };

export const uscw = defineGame<UscwContent>({
  info: {
    id: 'uscw',
    name: 'The U.S. Civil War',
    sides: ['usa', 'csa'],
    sideNames: ['Union', 'Confederacy'],
    options: USCW_OPTIONS,
    hiddenInformation: true,
    maxActions: 16384,
    maxDecisions: 400_000,
    marginName: 'Union VP lead over what it needs, in half VP (19.3, S1.2-S4.2)',
    victories: VICTORY_IDS,
    chance: ['dice', 'shuffle'],
  },
  content: {
    standard: defaultContent,
    load: loadUscwPack,
    info: (c) => c.info,
    scenarios: (c) => c.scenarios.map((sc) => ({ id: sc.id, name: sc.name, doc: sc.doc })),
  },
  stateSize: (c) => L(c).end,
  setup: (c, s, { scenario, options }) => setupState(c, s, { scenario, options }),
  toMove: (_c, s) => toMove(s),
  legalActions,
  play: playAction,
  margin: marginHalves,
  detail: (_c, s) => VICTORY_IDS[s[CH_VICTORY]!] ?? '',
  describe: describeAction,
  render: renderState,
  observe: observeState,
  determinize,
  evaluate,
  invariants,
  board: boardScene,
  coverage: USCW_COVERAGE,
});
