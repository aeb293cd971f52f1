/**
 * Lincoln's War (the card-driven Civil War game with political currency and secret battle bids) on the
 * engine layer (src/core/engine.ts), with the provisional content pack (content/provisional).
 *
 * The state is one Int32Array (layout.ts). Rules by section: setup.ts (5.0, scenarios), phases.ts
 * (3.0, 6.0), admin.ts (7), naval.ts (8), rail.ts (9), cards.ts/events.ts/campaign.ts/extras.ts (10,
 * 14.4, 19.2), activation.ts/amphibious.ts (11, 12, 14), cavalry.ts (13), combat.ts/aftermath.ts/
 * siege.ts (15, 16), command.ts (11.1, 17, demotions), politics.ts (19), supply.ts/supplyphase.ts
 * (20), victory.ts (21), territory.ts (2.3-2.4, capture), hidden.ts (hands, decks, Assets, the secret
 * bid), flow.ts (the dispatch). Readings and invented values: this folder's README.
 */
import { defineGame } from '../../core/engine.js';
import { boardScene } from './board.js';
import { defaultContent, loadLwPack, type LwContent } from './content.js';
import { LW_COVERAGE } from './coverage.js';
import { describeAction, renderState } from './describe.js';
import { evaluate } from './evaluate.js';
import { legalActions, playAction, proceed, toMove } from './flow.js';
import { determinize, observeState } from './hidden.js';
import { invariants } from './invariants.js';
import { STATE_SIZE, VICTORY_IDS, CH_VICTORY } from './layout.js';
import { LW_OPTIONS } from './options.js';
import { setupState } from './setup.js';
import { margin } from './victory.js';
import { narrateView, viewState } from './view.js';

const VICTORY_TEXT = [
  'political collapse (0 PC and 0 CSP)',
  'Victory Points',
  'collapse after an assassination',
];

export const lw = defineGame<LwContent>({
  info: {
    id: 'lw',
    name: "Lincoln's War",
    sides: ['usa', 'csa'],
    sideNames: ['Union', 'Confederacy'],
    options: LW_OPTIONS,
    hiddenInformation: true,
    maxActions: 4096,
    maxDecisions: 40_000,
    marginName: 'Victory Points, Union minus Confederacy (21.3)',
    victories: VICTORY_IDS,
    chance: ['dice', 'cards'],
  },
  content: {
    standard: defaultContent,
    load: loadLwPack,
    info: (c) => c.info,
    scenarios: (c) => c.scenarios.map((sc) => ({ id: sc.id, name: sc.name, doc: sc.doc })),
  },
  stateSize: () => STATE_SIZE,
  setup: (c, s, { scenario, options }) => {
    setupState(c, s, { scenario, options });
    proceed(c, s);
  },
  toMove: (_c, s) => toMove(s),
  legalActions,
  play: playAction,
  margin,
  detail: (_c, s) => VICTORY_TEXT[s[CH_VICTORY]!] ?? '',
  describe: describeAction,
  render: renderState,
  observe: observeState,
  determinize,
  renderFor: (c, s, viewer, opts) => viewState(c, s, viewer, opts?.compact === true),
  narrateFor: narrateView,
  board: boardScene,
  evaluate,
  invariants,
  coverage: LW_COVERAGE,
});
