/**
 * Lincoln's War switches (digest §7, §11), declared once; the CLI, experiment validation and reports
 * read this list:
 *  - `rule`: the optional rules the rulebook mentions (O1-O5; their Playbook texts are missing, so the
 *    provisional pack gives each a stated stand-in effect, see README);
 *  - `variant`: the house-rule knobs of O6 (British Intervention), O8 (agreed game end) and the
 *    fixed-rule parameters a balance report sweeps (starting PC and CSP, thresholds, margins, incomes);
 *    'scenario' keeps the scenario's own value;
 *  - `reading`: readings of ambiguous rules, each defaulting to the digest's proposal.
 * O7 (the Battle! marker) is a procedural aid with no effect on play and O9 (scenario choice) is the
 * scenario list itself; neither is a switch.
 */
import type { OptionSpec, OptionValue } from '../../core/game.js';

export const OPT_CARD_INSERTION = 1;
export const OPT_IRREGULARS = 2;
export const OPT_PECULIAR = 4;
export const OPT_TRAP = 8;
export const OPT_KICKSTARTER = 16;
export const RD_ATTACKER_MINOR_NONE = 32;
export const RD_CITY_ANY_WIN = 64;
export const RD_CHECK_RETURN = 128;
const RD_SEDITIOUS_LEAST = 256;
export const RD_BI_SU63 = 512;
export const RD_PLOT_NO_GAIN = 1024;
export const RD_UNION_PORT_MINUS = 2048;
export const RD_EP_MAJOR_ONLY = 4096;
export const RD_RAID_WIN_SUCCEEDS = 8192;
export const RD_CITY_VP_CAPTURED = 16384;

function rule(id: string, r: string, doc: string): OptionSpec {
  return { id, kind: 'rule', type: 'boolean', default: false, rule: r, doc };
}
function reading(id: string, r: string, values: string[], doc: string): OptionSpec {
  return { id, kind: 'reading', type: 'enum', values, default: values[0]!, rule: r, doc };
}
function knob(id: string, r: string, values: string[], def: string, doc: string): OptionSpec {
  return { id, kind: 'variant', type: 'enum', values, default: def, rule: r, doc };
}

export const LW_OPTIONS: readonly OptionSpec[] = [
  rule(
    'o1-card-insertion',
    '10.1, 23.4',
    "Year-marked cards ('62/'63/'64) are held out and shuffled into the remaining deck each Spring.",
  ),
  rule(
    'o2-irregulars',
    '23.2',
    'CS card #69 Irregulars joins the deck: its event raises a one-star Irregular (provisional stand-in text).',
  ),
  rule(
    'o3-peculiar-generals',
    '1.2 #70-71',
    'Cards #70-71 join both decks: their event makes an enemy CO Reluctant to Follow Orders (provisional stand-in text).',
  ),
  rule(
    'o4-laying-a-trap',
    '1.2 #73',
    'Union card #73 Laying A Trap joins the Union deck: a +3 defense resource (provisional stand-in text).',
  ),
  rule('o5-kickstarter', '10.7.1.1', 'Cards #74-75 join both decks (two positive cards, one a resource).'),
  knob(
    'o6-bi-lead-shift',
    '19.2',
    ['-2', '0', '2', '4'],
    '0',
    'O6: added to every Confederate PC lead British Intervention requires.',
  ),
  knob(
    'o6-bi-gain',
    '19.2',
    ['3', '5', '7'],
    '5',
    'O6: PC the Confederacy gains at once when British Intervention is declared.',
  ),
  knob(
    'o6-bi-income',
    '19.2',
    ['0', '2', '3', '4'],
    '3',
    'O6: PC the Confederacy adds at the start of every later turn after British Intervention.',
  ),
  knob(
    'o8-end-year',
    '21.1',
    ['scenario', '1862', '1863', '1864'],
    'scenario',
    'O8: the game ends after the Summer turn of this year (never later than the scenario).',
  ),
  knob(
    'param-start-pc-usa',
    '5.0',
    ['scenario', '15', '18', '20', '22', '25'],
    'scenario',
    'Union starting PC (5.0: 20).',
  ),
  knob(
    'param-start-pc-csa',
    '5.0',
    ['scenario', '10', '12', '15', '18', '20'],
    'scenario',
    'Confederate starting PC (5.0: 15).',
  ),
  knob(
    'param-start-csp-usa',
    '5.0',
    ['scenario', '0', '1', '2', '3'],
    'scenario',
    'Union starting CSP (5.0: 0).',
  ),
  knob(
    'param-start-csp-csa',
    '5.0',
    ['scenario', '0', '1', '2', '3', '5'],
    'scenario',
    'Confederate starting CSP (5.0: 3).',
  ),
  knob(
    'param-campaign-pc',
    '10.7.3',
    ['8', '10', '12'],
    '10',
    'PC a player needs to play a campaign (10.7.3: 10).',
  ),
  knob(
    'param-et-penalty',
    '10.7.8.1',
    ['0', '1', '2', '3'],
    '2',
    'PC the Union loses for a turn without a Virginia activation (10.7.8.1: 2).',
  ),
  knob(
    'param-blockade',
    '8.2.2',
    ['5', '7', '9'],
    '7',
    'Blockaded supply points before blockade IT begin (8.2.2: 7).',
  ),
  knob(
    'param-margin',
    '21.3',
    ['scenario', '4', '6', '8', '10', '12', '15', '18'],
    'scenario',
    "VP difference the scenario's favoured side needs to win (21.3: 8, 8, 15).",
  ),
  knob(
    'param-ep-lead-shift',
    '19.1',
    ['-2', '0', '2'],
    '0',
    'Added to every Union PC lead the Emancipation Proclamation requires.',
  ),
  knob(
    'param-peace-bonus',
    '10.4',
    ['0', '3', '5'],
    '3',
    'PC a passing player gains when peace talks are spurned (10.4: 3).',
  ),
  knob(
    'param-cs-manpower-fail',
    '7.2',
    ['0', '1', '2', '3'],
    '2',
    'A late Confederate draft promotion fails on a die roll at or below this (7.2: 1-2 fail).',
  ),
  knob(
    'param-capital-defense-shift',
    '15.0',
    ['-1', '0', '1', '2'],
    '0',
    "Added to Washington's and Richmond's defense on every turn of their progressions (never below 0).",
  ),
  reading(
    'read-16.6.2-attacker-minor-loss',
    '16.6.2',
    ['two-it', 'none'],
    'An attacker losing a Minor Victory takes 2 IT like a defending loser (two-it) or none (none; the text names only a defending loser).',
  ),
  reading(
    'read-16.1.2-city-falls',
    '16.1.2',
    ['it-exceeds-defense', 'any-win'],
    "An empty city falls when the result's IT exceed its defense plus any resource (it-exceeds-defense), or on any attacker victory (any-win).",
  ),
  reading(
    'read-16.8-check-cards',
    '16.8, 20.5',
    ['discard', 'return'],
    'Cards drawn for casualty and forage checks are discarded (discard) or returned to the draw pile (return).',
  ),
  reading(
    'read-10.7.7-seditious-kept',
    '10.7.7',
    ['most-negative', 'least-negative'],
    'Holding three Seditious cards, the player keeps the most negative (most-negative) or the least negative one.',
  ),
  reading(
    'read-19.2-bi-opens',
    '19.2',
    ['sp63', 'su63'],
    'The normal British Intervention trigger opens during Spring 1863 (sp63, as its table starts) or only from Summer 1863.',
  ),
  reading(
    'read-11.1.2.2-plot-gic-pc',
    '7.1.9.2, 11.1.2.2',
    ['opponent-gains', 'no-gain'],
    'A GiC killed by the Assassination Plot gives the opponent 4 PC as any lost GiC (opponent-gains), or nothing.',
  ),
  reading(
    'read-8.2-union-port-defense',
    '8.2, 8.2.1',
    ['csa-ports-only', 'all-blockaded'],
    "The blockade's -1 city defense applies to Confederate-held ports only, or also to a Union-held port that counts as blockaded.",
  ),
  reading(
    'read-19.1-ep-trigger',
    '19.1',
    ['any-defeat', 'major-defeat'],
    'The Emancipation Proclamation follows any defeat of the qualifying Confederate CO, or only a Major Defeat or Rout.',
  ),
  reading(
    'read-13.2.2-raid-vs-cavalry',
    '13.2.2',
    ['win-then-roll', 'win-succeeds'],
    "A raider that beats the raided hex's cavalry still rolls on the Raid Table (win-then-roll), or succeeds at once.",
  ),
  reading(
    'read-21.3-city-vp',
    '21.3',
    ['held', 'captured'],
    "The Major Cities row ('US/CS') scores every listed city a side holds (held), or only those taken from the enemy (captured).",
  ),
];

const BIT_OF: Readonly<Record<string, [number, OptionValue]>> = {
  'o1-card-insertion': [OPT_CARD_INSERTION, true],
  'o2-irregulars': [OPT_IRREGULARS, true],
  'o3-peculiar-generals': [OPT_PECULIAR, true],
  'o4-laying-a-trap': [OPT_TRAP, true],
  'o5-kickstarter': [OPT_KICKSTARTER, true],
  'read-16.6.2-attacker-minor-loss': [RD_ATTACKER_MINOR_NONE, 'none'],
  'read-16.1.2-city-falls': [RD_CITY_ANY_WIN, 'any-win'],
  'read-16.8-check-cards': [RD_CHECK_RETURN, 'return'],
  'read-10.7.7-seditious-kept': [RD_SEDITIOUS_LEAST, 'least-negative'],
  'read-19.2-bi-opens': [RD_BI_SU63, 'su63'],
  'read-11.1.2.2-plot-gic-pc': [RD_PLOT_NO_GAIN, 'no-gain'],
  'read-8.2-union-port-defense': [RD_UNION_PORT_MINUS, 'all-blockaded'],
  'read-19.1-ep-trigger': [RD_EP_MAJOR_ONLY, 'major-defeat'],
  'read-13.2.2-raid-vs-cavalry': [RD_RAID_WIN_SUCCEEDS, 'win-succeeds'],
  'read-21.3-city-vp': [RD_CITY_VP_CAPTURED, 'captured'],
};

/** The option bits a state carries in H_OPT. */
export function optionBits(options: Readonly<Record<string, OptionValue>>): number {
  let bits = 0;
  for (const [id, [bit, on]] of Object.entries(BIT_OF)) if (options[id] === on) bits |= bit;
  return bits;
}

/** A numeric knob, or undefined for 'scenario'. */
export function knobValue(options: Readonly<Record<string, OptionValue>>, id: string): number | undefined {
  const v = options[id];
  return typeof v === 'string' && v !== 'scenario' ? Number(v) : undefined;
}
