/**
 * Rule coverage (engine.ts `CoverageRules`): one counter per switch of options.ts, counting the times
 * its rule changed something in a game, so a report can tell a rule that never came into play from
 * one whose effect was measured.
 *
 * Switches that change which actions are legal are `shaping`: the engine counts a decision whose
 * legal actions differ with the switch toggled (a move R4.9 allows, an invasion R4.71 refuses, a
 * target R5.2 forbids). The others are counted by their rule, at the branch where the switch makes a
 * step come out differently (`countRule` calls in the rule modules):
 *
 *   r5.71  a reduced unit stays reduced at the end of a Combat Segment (flow.ts)
 *   r6.2   the training die gives the CSA a second promotion (promotion.ts)
 *   r7.3   the April 1863 draft holds draftees back (flow.ts)
 *   r7.5   the recruitment die raised (Union) or lowered (CSA) (recruitment.ts); also shaping
 *   r9.1   the campaign goes on past Game Turn 40 (victory.ts)
 *   r10.1  a Confederate instant victory is deferred to the end of the Union Player Turn (victory.ts)
 *   rule-of-7  the recruitment die 7 - march die differs from the die that would have been rolled
 *   r11.3-march-end, r11.3-sudden-death  the game ends by that rule (victory.ts)
 *   read-r6.2-losses  the Player-Turn count of losses changes the R6.2 promotions (promotion.ts)
 */
import type { CoverageRules, ShapingSwitch } from '../../core/engine.js';
import type { AhdContent } from './content.js';
import * as L from './layout.js';
import { AHD_OPTIONS } from './options.js';
import { ctrlOf, opt, type S } from './state.js';
import { contestedMovesExist } from './movement.js';

/** Counter ids: every switch of options.ts, in its order. */
const COVERAGE_IDS: readonly string[] = AHD_OPTIONS.map((o) => o.id);

const at = (id: string): number => {
  const i = COVERAGE_IDS.indexOf(id);
  if (i < 0) throw new Error(`ahd coverage: no switch ${id}`);
  return i;
};

export const COV_REFIT = at('r5.71-refitting-the-army');
export const COV_CSA_TRAINING = at('r6.2-confederate-replacement-training');
export const COV_DRAFT_RIOTS = at('r7.3-draft-riots');
export const COV_HIST_RECRUIT = at('r7.5-historical-recruitment');
export const COV_EXTENDED = at('r9.1-extended-game');
export const COV_NOVICE = at('r10.1-novice-union');
export const COV_RULE_OF_7 = at('rule-of-7');
export const COV_MARCH_END = at('r11.3-march-end');
export const COV_SUDDEN_DEATH = at('r11.3-sudden-death');
export const COV_R62_LOSSES = at('read-r6.2-losses');

const phase = (s: S): number => s[L.H_PHASE]!;
const flip = (bit: number) => (_c: AhdContent, s: S) => {
  s[L.H_OPT] = s[L.H_OPT]! ^ bit;
};

/** A shaping switch: option `bit` set, and `when` says the decision could feel it. */
function shaping(id: string, bit: number, when: (c: AhdContent, s: S) => boolean): ShapingSwitch<AhdContent> {
  return {
    counter: at(id),
    active: (c, s) => opt(s, bit) && when(c, s),
    toggle: flip(bit),
    gate: { word: L.H_OPT, bits: bit },
  };
}

const moving = (_c: AhdContent, s: S): boolean => phase(s) === L.PH_MOVE;
const inBattle = (_c: AhdContent, s: S): boolean => phase(s) === L.PH_PRE_FIRE || phase(s) === L.PH_WITHDRAW;
const recruiting = (_c: AhdContent, s: S): boolean => phase(s) === L.PH_RECRUIT;

export const AHD_COVERAGE: CoverageRules<AhdContent> = {
  ids: COVERAGE_IDS,
  shaping: [
    // R4.11 rivers, Kentucky and sea movement on the first Game Turn (retreats into Kentucky too)
    shaping('r4.11-first-turn-restrictions', L.O_FIRST_TURN, (_c, s) => s[L.CH_TURN] === 1),
    // R4.12 Kentucky closed to the Union (entries, retreats and withdrawals)
    shaping('r4.12-kentucky-neutrality', L.O_KY_NEUTRAL, (_c, s) => (s[L.H_FLAGS]! & L.F_KY_OPEN) === 0),
    // R4.71 no invasion of Yorktown or Norfolk while the CSA holds Fort Monroe
    shaping(
      'r4.71-fort-monroe',
      L.O_FORT_MONROE,
      (c, s) => moving(c, s) && ctrlOf(s, c.fortMonroe) === L.CSA,
    ),
    // R4.8 Crack Infantry moves like cavalry and cannot jump or block jumps
    shaping('r4.8-crack-infantry', L.O_CRACK_INF, moving),
    // R4.9 three boxes along friendly rail for the Union
    shaping('r4.9-union-rail-bonus', L.O_RAIL_BONUS, (c, s) => moving(c, s) && s[L.H_SIDE] === L.USA),
    // R5.2 like-battlefield targets
    shaping('r5.2-like-battlefield-targets', L.O_LIKE_TARGETS, (_c, s) => phase(s) === L.PH_TARGET),
    // R5.41 Union naval evacuation to Washington
    shaping('r5.41-union-naval-evacuations', L.O_EVACUATION, inBattle),
    // R5.71 recovery by a March or a Recruitment Point (the held reduction itself: flow.ts)
    shaping('r5.71-refitting-the-army', L.O_REFIT, (c, s) => moving(c, s) || recruiting(c, s)),
    // R6.1 no Veteran -> Crack in the Promotion Segment
    shaping('r6.1-combat-experience', L.O_EXPERIENCE, (_c, s) => phase(s) === L.PH_PROMOTE),
    // R7.4 four more units per Union draft
    shaping(
      'r7.4-increasing-union-forces',
      L.O_UNION_FORCES,
      (c, s) => recruiting(c, s) && s[L.H_DRAFTS]! > 0,
    ),
    // R7.5 two recruits in a city of value 3 or more (the die: recruitment.ts)
    shaping('r7.5-historical-recruitment', L.O_HIST_RECRUIT, recruiting),
    // readings
    shaping('read-river-jump', L.O_RJUMP_FIRST_LEG, moving),
    // on by default: answered without listing the Movement Segment's actions a second time
    { ...shaping('read-leave-contested', L.O_NO_LEAVE_CONTESTED, moving), changes: contestedMovesExist },
    shaping('read-csa-potomac-reinforce', L.O_CSA_POTOMAC_REINF, inBattle),
    shaping('read-r7.5-scranton', L.O_SCRANTON_NOT_3, (c, s) => recruiting(c, s) && opt(s, L.O_HIST_RECRUIT)),
  ],
};
