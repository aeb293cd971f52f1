/**
 * American Civil War (SPI, 1974) on the engine layer (src/core/engine.ts).
 *
 * The state is one Int32Array (layout.ts). Rules live by section: flow.ts (4.0 sequence, 18.1),
 * setup.ts (19.1), reinforce.ts (16), command.ts (11, 12), phases.ts (10 judgement and supply
 * attrition), movement.ts / moves.ts / costs.ts / force.ts (5.0-5.3, 6.1), transport.ts (5.4, 5.8,
 * 5.9), flotilla.ts (5.6, 10.5, 11.33, 17.1-17.2), zoc.ts (6), supply.ts / network.ts (10), attack.ts /
 * battle.ts / choices.ts / strength.ts / retreat.ts (8), doublematch.ts (9), leaders.ts (11.3),
 * places.ts / entry.ts (13, 18.3), forts.ts (14), militia.ts (15, 19.12, 19.4), riverine.ts (17),
 * victory.ts (18). The provisional content pack is content/provisional (README).
 */
import { defineGame } from '../../core/engine.js';
import { CH_TERMINAL, CH_TURN, CH_VICTORY, CH_WINNER } from '../../core/header.js';
import { boardScene } from './board.js';
import { defaultContent, loadAcwPack, scenarioInfos, type AcwContent } from './content.js';
import { describeAction, renderState } from './describe.js';
import { advance, legalActions, playAction, toMove } from './flow.js';
import { invariants } from './invariants.js';
import { CSA, G_PHASE, STATE_SIZE, USA } from './layout.js';
import { ACW_OPTIONS, optionBits } from './options.js';
import { PH_DEPLOY, setupState } from './setup.js';
import { totalSP, type S } from './state.js';
import { VICTORY_IDS, VICTORY_TEXT, currentMargin, minimumGrid } from './victory.js';
import { southernCityAlive } from './places.js';

export const acw = defineGame<AcwContent>({
  info: {
    id: 'acw',
    name: 'American Civil War (SPI 1974)',
    sides: ['usa', 'csa'],
    sideNames: ['Union', 'Confederacy'],
    options: ACW_OPTIONS,
    hiddenInformation: false,
    maxActions: 16384,
    maxDecisions: 400_000,
    marginName: "Southern grid shortfall (the turn's minimum minus the largest Southern supply grid, 18.41)",
    victories: [...VICTORY_IDS],
    chance: ['dice'],
  },
  content: {
    standard: defaultContent,
    load: loadAcwPack,
    info: (c) => c.info,
    scenarios: scenarioInfos,
  },
  stateSize: () => STATE_SIZE,
  setup: (c, s, { options }) => {
    setupState(c, s, optionBits(options));
    s[G_PHASE] = PH_DEPLOY;
    advance(c, s);
  },
  toMove: (_c, s) => toMove(s),
  legalActions,
  play: playAction,
  margin: currentMargin,
  detail: (_c, s) => VICTORY_TEXT[s[CH_VICTORY]!] ?? '',
  describe: describeAction,
  render: renderState,
  board: boardScene,
  evaluate,
  invariants,
});

const value = new Float64Array(2);

/** The supply value of the Southern cities still able to supply (connection aside) [10.21]. */
function citiesValue(c: AcwContent, s: S): number {
  const yb = c.tables.yearBucket[s[CH_TURN]!]!;
  let v = 0;
  for (let k = 0; k < c.map.cities.length; k++)
    if (southernCityAlive(c, s, k)) v += c.map.cities[k]!.supply[yb]!;
  return v + c.map.supplyHexValue[0]![yb]! + c.map.supplyHexValue[1]![yb]!;
}

/**
 * A quick value per side in [0,1] for cut-off rollouts: the Southern cities' supply value against
 * the turn's minimum (connection aside) and the SP on the map.
 */
function evaluate(c: AcwContent, s: S): Float64Array {
  if (s[CH_TERMINAL]) {
    const w = s[CH_WINNER]!;
    value[USA] = w === USA ? 1 : w < 0 ? 0.5 : 0;
    value[CSA] = 1 - value[USA]!;
    return value;
  }
  const x = 0.15 * (minimumGrid(c, s) - citiesValue(c, s)) + 0.01 * (totalSP(s, USA) - 1.6 * totalSP(s, CSA));
  value[USA] = 1 / (1 + Math.exp(-x));
  value[CSA] = 1 - value[USA]!;
  return value;
}
