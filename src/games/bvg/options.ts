/**
 * Blue vs Gray switches: the 15 optional rules of the rulebook (ids carry the rule number) and the
 * readings of ambiguous rules (digest §11) that change play, each defaulting to the reading this
 * game's README proposes. Declared once; the CLI, experiment validation and reports read this list.
 */
import type { OptionSpec } from '../../core/game.js';
import * as L from './layout.js';

function rule(id: string, r: string, doc: string): OptionSpec {
  return { id, kind: 'rule', type: 'boolean', default: false, rule: r, doc };
}
function reading(id: string, r: string, values: string[], def: string, doc: string): OptionSpec {
  return { id, kind: 'reading', type: 'enum', values, default: def, rule: r, doc };
}

export const BVG_OPTIONS: readonly OptionSpec[] = [
  rule(
    'opt1-theater-deployment',
    'Opt 1',
    'Units are played only to their home theater (EAST/WEST); cards from cadre are exempt in the next Deploy/Move Step.',
  ),
  rule(
    'opt2-cumberland-gap',
    'Opt 2',
    'An attack on neutral Kentucky rolls a die for Cumberland Gap (1-3 USA, 4-6 CSA, rerolled once); the Gap falls when Knoxville and Lexington are enemy.',
  ),
  rule(
    'opt3-fort-monroe',
    'Opt 3',
    'The USA may attack from Ft Monroe only when no CSA city is adjacent to Washington.',
  ),
  rule('opt4-cavalry-losses', 'Opt 4', 'Until Late War, cavalry lost in battle goes to cadre face-down.'),
  rule(
    'opt5-trans-mississippi',
    'Opt 5',
    'The Mississippi counts two objectives unless the CSA sends two 2/2 leaders and a division to the Trans-Mississippi.',
  ),
  rule(
    'opt6-political-favor',
    'Opt 6',
    'No disfavored leader may have as many cards under him as a favored leader in the same theater.',
  ),
  rule(
    'opt7-isolation',
    'Opt 7',
    'No reserves for an unsupplied defender, a bypassing attacker, or the USA in sea-supplied battles (no defence from hand either).',
  ),
  rule(
    'opt8-middle-dept',
    'Opt 8',
    'In USA Late War, a lone VIII Corps may join a USA command in a battle for the Shenandoah Valley (within a leader capacity).',
  ),
  rule('opt9-garrisons', 'Opt 9', 'USA VII Corps never attacks; IV Corps attacks only in USA Late War.'),
  rule(
    'opt10-political-generals',
    'Opt 10',
    'In the Regroup Step the USA buys corps out of cadre (1 supply each) for McClellan or Banks.',
  ),
  rule(
    'opt11-deathride',
    'Opt 11',
    'On Defender Routed the attacker takes the city even if his commander is killed or wounded (not sacked).',
  ),
  rule(
    'opt12-atlantic-theater',
    'Opt 12',
    'Commands fighting from a sea-supplied bridgehead (or Ft Monroe) are tied to it during the next enemy turn.',
  ),
  rule(
    'opt13-change-of-base',
    'Opt 13',
    'After a successful cross-theater attack the command may change theater if the city traces supply there.',
  ),
  rule(
    'opt14-usa-strategic-victory',
    'Opt 14',
    'A USA Operational Victory without the Emancipation Proclamation becomes a Strategic Victory.',
  ),
  rule(
    'opt15-western-dispersion',
    'Opt 15',
    'The CSA may not defend a Western Theater city solely from his hand.',
  ),
  reading(
    'read-4.6-leaderless',
    '4.6/7.6/8.6',
    ['dismissed', 'sacked'],
    'dismissed',
    'A leader left with no cards outside battle is dismissed (7.6, 12) or sacked (4.6; a disfavored one then leaves the game).',
  ),
  reading(
    'read-6.6-production-restore',
    '6.6/15.3',
    ['free', 'costs-supply'],
    'free',
    'The free restores for lost production are free, or cost a supply point ("but loses a supply", 6.6).',
  ),
  reading(
    'read-6.6-free-restore',
    '6.6/13',
    ['draw-step', 'whole-turn'],
    'draw-step',
    'The free restores that name no step (the USA corps "each turn", the partial blockade) are made in the Draw/Replace Step, or at any restore of the turn (Regroup too).',
  ),
  reading(
    'read-17.3-late-war-bonus',
    '6.3/17.3',
    ['supply-or-card', 'supply'],
    'supply-or-card',
    'USA Late War adds one draw entitlement (17.3 "supply point or card") or one supply point (6.3).',
  ),
  reading(
    'read-cc20-slows',
    'CC20',
    ['generals-battle', 'die-roll-too'],
    'generals-battle',
    "The Slows lowers the initiative for a Generals' Battle only, or also gives -1 to the red die.",
  ),
  reading(
    'read-10.3-raid',
    '10.3',
    ['larger', 'sum'],
    'larger',
    'Raid results: the larger of the two applicable results, or their sum.',
  ),
  reading(
    'read-8.3-second-defence',
    '8.3',
    ['any-line', 'cities-only'],
    'any-line',
    'A second defence: also when some attacker supply line may pass a city defended earlier, or only target/jump-off.',
  ),
  reading(
    'read-9.7-moved-squadron',
    '9.7/8.9',
    ['blockades', 'inactive'],
    'blockades',
    'A squadron that just changed theater still enforces the blockade, or has no effect until after combat.',
  ),
  reading(
    'read-cc23-monitor',
    'CC23/9.7',
    ['counts-as-squadron', 'partial-only'],
    'counts-as-squadron',
    'Monitor plus one squadron in the East is two squadrons (Full Blockade), or Monitor gives a Partial Blockade only.',
  ),
  reading(
    'read-14.3-csa-railnet',
    '14.3',
    ['all-cards', 'csa-cards'],
    'all-cards',
    'The CSA railnet needs as many native CSA cities as map cards in play: all cards, or only CSA-deck cards.',
  ),
  reading(
    'read-7.8-naval-moves',
    '7.8/12',
    ['once-per-step', 'once-per-turn'],
    'once-per-step',
    'A squadron changes theater at most once in a Deploy/Move Step and once in a Reorganization Step, or at most once a turn.',
  ),
  reading(
    'read-8.9-inactive-cards',
    '8.9/8.6',
    ['in-battle', 'left-out'],
    'in-battle',
    "Cards inactive until the end of the Combat Step (rail arrivals, leader-loss moves) are in their command's battle as inactive cards (no strength; excess losses; not wiped out), or left out of it.",
  ),
  reading(
    'read-gettysburg-gap',
    'Gettysburg',
    ['csa', 'usa'],
    'csa',
    'Gettysburg setup: Cumberland Gap is CSA-occupied ("Cumberland") or USA ("all 4 cities in Kentucky").',
  ),
  reading(
    'read-8.6-wounded-routed',
    '8.6',
    ['cadre', 'disgraced'],
    'cadre',
    'A disfavored commander who is routed and wounded by the Leader Losses Table in the same battle goes to cadre (the wound, Step 5, takes him off the map before the battle ends) or is disgraced ("routed while a commander").',
  ),
];

const BOOL_BITS: Readonly<Record<string, number>> = {
  'opt1-theater-deployment': L.O_THEATER_DEPLOY,
  'opt2-cumberland-gap': L.O_CUMBERLAND_GAP,
  'opt3-fort-monroe': L.O_FORT_MONROE,
  'opt4-cavalry-losses': L.O_CAV_LOSSES,
  'opt5-trans-mississippi': L.O_TRANS_MISS,
  'opt6-political-favor': L.O_POLITICAL,
  'opt7-isolation': L.O_ISOLATION,
  'opt8-middle-dept': L.O_MIDDLE_DEPT,
  'opt9-garrisons': L.O_GARRISONS,
  'opt10-political-generals': L.O_POL_GENERALS,
  'opt11-deathride': L.O_DEATHRIDE,
  'opt12-atlantic-theater': L.O_ATLANTIC,
  'opt13-change-of-base': L.O_CHANGE_BASE,
  'opt14-usa-strategic-victory': L.O_USA_STRATEGIC,
  'opt15-western-dispersion': L.O_WEST_DISPERSION,
};
const READING_BITS: readonly [string, string, number][] = [
  ['read-4.6-leaderless', 'sacked', L.O_ALWAYS_SACKED],
  ['read-6.6-production-restore', 'costs-supply', L.O_PROD_LOSES_SUPPLY],
  ['read-6.6-free-restore', 'whole-turn', L.O_FREE_RESTORE_TURN],
  ['read-17.3-late-war-bonus', 'supply', L.O_LW_SUPPLY_ONLY],
  ['read-cc20-slows', 'die-roll-too', L.O_SLOWS_DIE],
  ['read-10.3-raid', 'sum', L.O_RAID_SUM],
  ['read-8.3-second-defence', 'cities-only', L.O_MULTI_JUMP_ONLY],
  ['read-9.7-moved-squadron', 'inactive', L.O_FACEDOWN_NO_BLOCKADE],
  ['read-cc23-monitor', 'partial-only', L.O_MONITOR_SINGLE],
  ['read-14.3-csa-railnet', 'csa-cards', L.O_RAILNET_CSA_CARDS],
  ['read-gettysburg-gap', 'usa', L.O_GETT_GAP_USA],
  ['read-7.8-naval-moves', 'once-per-turn', L.O_NAVAL_ONCE_TURN],
  ['read-8.9-inactive-cards', 'left-out', L.O_INACTIVE_LEFT_OUT],
  ['read-8.6-wounded-routed', 'disgraced', L.O_WOUNDED_DISGRACED],
];

/** Resolved option values -> the option bit word stored in the state. */
export function optionBits(values: Readonly<Record<string, boolean | string>>): number {
  let bits = 0;
  for (const [id, bit] of Object.entries(BOOL_BITS)) if (values[id] === true) bits |= bit;
  for (const [id, value, bit] of READING_BITS) if (values[id] === value) bits |= bit;
  return bits;
}
