/**
 * Rule coverage (engine.ts `CoverageRules`): one counter for each optional rule of 22, counting the
 * times its rule changed something in a game, so a report can tell a rule that never came into play
 * from one whose effect was measured.
 *
 * Shaping switches (the engine counts a decision whose legal actions differ with the switch toggled):
 *   r22.1-political-sm  a Strategic Movement the stars forbid (strategic.ts)
 *   r22.6-maneuver      a Maneuver Reaction offered (reaction.ts)
 * Counted at the branch where the rule makes the step come out differently (`countRule`):
 *   r22.2-salt                 the CSA SP segment loses Salt BP (reinforce.ts)
 *   r22.3-reinforce-intercept  an interception succeeds only by the +2 (reaction.ts)
 *   r22.5-army-morale          a high-morale army re-rolls a 1 (battle.ts)
 * Not counted: the Advanced naval module (21, not built: see the README), the scenario variants and
 * the readings.
 */
import type { CoverageRules, ShapingSwitch } from '../../core/engine.js';
import * as A from './actions.js';
import type { UscwContent } from './content.js';
import { G_DEC, G_OPTS } from './layout.js';
import { OPT_MANEUVER, OPT_POLITICAL_SM, opt } from './options.js';
import type { S } from './state.js';

const COVERAGE_IDS: readonly string[] = [
  'r22.1-political-sm',
  'r22.2-salt',
  'r22.3-reinforce-intercept',
  'r22.5-army-morale',
  'r22.6-maneuver',
];

const at = (id: string): number => COVERAGE_IDS.indexOf(id);

export const COV_SALT = at('r22.2-salt');
export const COV_REINFORCE_INTERCEPT = at('r22.3-reinforce-intercept');
export const COV_ARMY_MORALE = at('r22.5-army-morale');

/** A shaping switch: option `bit` set and the decision one of `decisions`. */
function shaping(id: string, bit: number, decisions: readonly number[]): ShapingSwitch<UscwContent> {
  return {
    counter: at(id),
    active: (_c, s: S) => opt(s, bit) && decisions.includes(s[G_DEC]!),
    toggle: (_c, s: S) => {
      s[G_OPTS] = s[G_OPTS]! ^ bit;
    },
  };
}

export const USCW_COVERAGE: CoverageRules<UscwContent> = {
  ids: COVERAGE_IDS,
  shaping: [
    // 22.1 no Strategic Movement below the stack's stars
    shaping('r22.1-political-sm', OPT_POLITICAL_SM, [A.D_SM]),
    // 22.6 Maneuver Reaction in the reaction decision
    shaping('r22.6-maneuver', OPT_MANEUVER, [A.D_REACT]),
  ],
};
