/**
 * Rule coverage (engine.ts `CoverageRules`): one counter per switch of options.ts, counting the times
 * its rule changed something in a game, so a report can tell a rule that never came into play from
 * one whose effect was measured.
 *
 * Switches that change which actions are legal are `shaping`: the engine counts a decision whose
 * legal actions differ with the switch toggled (a unit Opt 1 keeps out of a theater, an attack Opt 3
 * or Opt 9 forbids, a defence from hand Opt 15 forbids). The others are counted by their rule, where
 * the switch makes a step come out differently (`countRule` in the rule modules):
 *
 *   opt2   a Cumberland Gap die is rolled, or the Gap falls to Knoxville and Lexington (map.ts, flow.ts)
 *   opt4   a cavalry unit goes to cadre face-down (commands.ts)
 *   opt5   the Mississippi counts twice in the Objectives Total (victory.ts); also shaping (deploy)
 *   opt6   a forced violation detaches a card from a disfavored leader (commands.ts); also shaping
 *   opt7   a side of a battle is isolated: no reserves (combat-launch.ts, combat-defence.ts); also shaping
 *   opt8   VIII Corps joins a battle for the Shenandoah Valley (combat-resolution.ts)
 *   opt11  a Deathride: the city is taken though the commander fell (combat-aftermath.ts)
 *   opt12  a command is tied to its bridgehead (combat-aftermath.ts)
 *   opt13  the change-of-base window opens after a cross-theater attack (combat-aftermath.ts)
 *   opt14  an Operational Victory becomes a Strategic one (victory.ts)
 *   read-4.6   a leaderless disfavored leader is sacked out of the game (commands.ts)
 *   read-6.6   a free restore for lost production costs a supply point (draw.ts); a free restore is
 *              used after the Draw/Replace Step (whole-turn, draw.ts)
 *   read-8.9   an inactive card is kept out of its command's battle (left-out, combat-launch.ts)
 *   read-8.6   a routed disfavored commander wounded in the battle is disgraced (combat-aftermath.ts)
 *   read-17.3  the Late-War bonus is a supply point, not a draw (draw.ts)
 *   read-cc20  The Slows gives -1 to the red die (combat-resolution.ts)
 *   read-10.3  a raid destroys the sum of the two results, not the larger (cavalry.ts)
 *   read-9.7, read-cc23, read-14.3  the reading changes the blockade, the railnet or the Objectives
 *              Total (draw.ts, victory.ts)
 *   read-7.8   a squadron's move still counts at the end of a Deploy/Move Step (deploy.ts)
 *   read-gettysburg-gap  Cumberland Gap starts with the USA (setup.ts)
 */
import type { CoverageRules, ShapingSwitch } from '../../core/engine.js';
import type { BvgContent } from './content.js';
import * as L from './layout.js';
import { BVG_OPTIONS } from './options.js';
import { opt, type S } from './state.js';

/** Counter ids: every switch of options.ts, in its order. */
const COVERAGE_IDS: readonly string[] = BVG_OPTIONS.map((o) => o.id);

const at = (id: string): number => {
  const i = COVERAGE_IDS.indexOf(id);
  if (i < 0) throw new Error(`bvg coverage: no switch ${id}`);
  return i;
};

export const COV_GAP = at('opt2-cumberland-gap');
export const COV_CAV_LOSSES = at('opt4-cavalry-losses');
export const COV_TRANS_MISS = at('opt5-trans-mississippi');
export const COV_POLITICAL = at('opt6-political-favor');
export const COV_ISOLATION = at('opt7-isolation');
export const COV_MIDDLE_DEPT = at('opt8-middle-dept');
export const COV_DEATHRIDE = at('opt11-deathride');
export const COV_ATLANTIC = at('opt12-atlantic-theater');
export const COV_CHANGE_BASE = at('opt13-change-of-base');
export const COV_USA_STRATEGIC = at('opt14-usa-strategic-victory');
export const COV_ALWAYS_SACKED = at('read-4.6-leaderless');
export const COV_PROD_SUPPLY = at('read-6.6-production-restore');
export const COV_FREE_RESTORE = at('read-6.6-free-restore');
export const COV_INACTIVE_OUT = at('read-8.9-inactive-cards');
export const COV_WOUNDED_DISGRACED = at('read-8.6-wounded-routed');
export const COV_LW_SUPPLY = at('read-17.3-late-war-bonus');
export const COV_SLOWS_DIE = at('read-cc20-slows');
export const COV_RAID_SUM = at('read-10.3-raid');
export const COV_SQUADRON = at('read-9.7-moved-squadron');
export const COV_MONITOR = at('read-cc23-monitor');
export const COV_RAILNET = at('read-14.3-csa-railnet');
export const COV_GETT_GAP = at('read-gettysburg-gap');
export const COV_NAVAL_MOVES = at('read-7.8-naval-moves');

const phase = (s: S): number => s[L.H_PHASE]!;
const deploying = (_c: BvgContent, s: S): boolean =>
  phase(s) === L.PH_DEPLOY || phase(s) === L.PH_REORG || phase(s) === L.PH_PREACTION;
const attacking = (_c: BvgContent, s: S): boolean =>
  phase(s) === L.PH_COMBAT || phase(s) === L.PH_PICK_ATTACKER;
const defending = (_c: BvgContent, s: S): boolean => phase(s) === L.PH_DEFEND;

/** A shaping switch: option `bit` set, and `when` says the decision could feel it. */
function shaping(id: string, bit: number, when: (c: BvgContent, s: S) => boolean): ShapingSwitch<BvgContent> {
  return {
    counter: at(id),
    active: (c, s) => opt(s, bit) && when(c, s),
    toggle: (_c, s) => {
      s[L.H_OPT] = s[L.H_OPT]! ^ bit;
    },
    gate: { word: L.H_OPT, bits: bit },
  };
}

export const BVG_COVERAGE: CoverageRules<BvgContent> = {
  ids: COVERAGE_IDS,
  shaping: [
    shaping('opt1-theater-deployment', L.O_THEATER_DEPLOY, (c, s) => deploying(c, s) || defending(c, s)),
    shaping('opt3-fort-monroe', L.O_FORT_MONROE, attacking),
    shaping('opt5-trans-mississippi', L.O_TRANS_MISS, deploying),
    shaping('opt6-political-favor', L.O_POLITICAL, deploying),
    shaping('opt7-isolation', L.O_ISOLATION, defending),
    shaping('opt9-garrisons', L.O_GARRISONS, attacking),
    shaping('opt10-political-generals', L.O_POL_GENERALS, (_c, s) => phase(s) === L.PH_REGROUP),
    shaping('opt15-western-dispersion', L.O_WEST_DISPERSION, defending),
    shaping('read-8.3-second-defence', L.O_MULTI_JUMP_ONLY, defending),
  ],
};

/**
 * Would `value()` come out differently with option `bit` flipped? For the coverage counts of readings
 * that change a computed quantity (blockade, railnet, Objectives Total); `s` is restored.
 */
export function flipMatters(s: S, bit: number, value: () => number): boolean {
  const a = value();
  s[L.H_OPT] = s[L.H_OPT]! ^ bit;
  try {
    return value() !== a;
  } finally {
    s[L.H_OPT] = s[L.H_OPT]! ^ bit;
  }
}
