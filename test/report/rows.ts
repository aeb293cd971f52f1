/**
 * Made-up `ahd` game rows for the report tests: game `index` of `arm`, won by the Union (seven
 * cities) or the Confederacy (survival); `extra` overrides any field (rule coverage, margins, limits).
 */
import type { Arm } from '../../src/sim/plan.js';
import type { GameRow } from '../../src/sim/rows.js';

export function ahdRow(arm: Arm, index: number, usa: boolean, extra: Partial<GameRow> = {}): GameRow {
  return {
    arm: arm.id,
    index,
    seed: `s/${index}`,
    scenario: arm.scenario,
    options: arm.options,
    players: arm.players,
    result: 'win',
    winner: usa ? 'usa' : 'csa',
    victory: usa ? 'seven-cities' : 'survival',
    margin: 0,
    turn: 10,
    detail: '',
    decisions: 100,
    ...extra,
  };
}
