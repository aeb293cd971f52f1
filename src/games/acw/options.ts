/**
 * Optional rules 19.2-19.9 and the readings of ambiguous or silent rules (digest §7, §11), each a
 * named switch. The state keeps them as bits (G_OPT) so the rules read one word.
 */
import type { OptionSpec, OptionValue } from '../../core/game.js';
import { G_OPT } from './layout.js';

export const O_GARRISONS = 1 << 0;
export const O_KY_CSA = 1 << 1;
export const O_VA_NEUTRAL = 1 << 2;
export const O_REVERSE = 1 << 3;
export const O_INCENTIVE = 1 << 4;
export const O_LEE_VA = 1 << 5;
export const O_TRANSFER = 1 << 6;
export const O_INTERVENTION = 1 << 7;
// readings
export const O_ASTERISK_B = 1 << 8;
export const O_CC_SUM = 1 << 9;
export const O_CSA_CC3 = 1 << 10;
export const O_CSA_CC1 = 1 << 11;
export const O_USA65_CC3 = 1 << 12;
export const O_USA65_CC1 = 1 << 13;
export const O_SEALIFT_ALT = 1 << 14;
export const O_LINK_ALL = 1 << 15;
export const O_AT_LARGE_CURRENT = 1 << 16;
export const O_ELECTION_GT14 = 1 << 17;
export const O_HALVE_WHOLE = 1 << 18;
export const O_RETREAT_SP = 1 << 19;
export const O_SECONDARY_TIDAL_OPEN = 1 << 20;
export const O_NAVAL_TIDAL_HALF = 1 << 21;
export const O_DEATH_LOSERS = 1 << 22;
export const O_RIVERINE_SUPPLY_OPEN = 1 << 23;
export const O_FORT_NO_RETREAT = 1 << 24;
export const O_SURROUND_PATH = 1 << 25;
export const O_NO_NORTH_MILITIA = 1 << 26;
export const O_TRANSFER_SEA_FREE = 1 << 27;
export const O_VA_NO_MONROE = 1 << 28;
export const O_CSA_CC2 = 1 << 29;
export const O_USA65_CC2 = 1 << 30;
export const O_MILITIA_ODDS_M1 = 1 << 31;

export const ACW_OPTIONS: readonly OptionSpec[] = [
  rule(
    'r19.2-optional-garrisons',
    'R19.2',
    'roll for the Pickens, Sumter, Monroe and Norfolk garrisons out of 19 SP',
  ),
  rule(
    'r19.3-kentucky-confederate',
    'R19.3',
    'Kentucky joins the Confederacy from the start (its cities have no supply value)',
  ),
  rule(
    'r19.4-virginia-neutral',
    'R19.4',
    'Virginia is neutral on GT1-2 like Kentucky and joins the CSA on GT3',
  ),
  rule(
    'r19.5-reverse-sequence',
    'R19.5',
    'the Union sets up and moves first; every Southern grid minimum 5 lower',
  ),
  rule(
    'r19.6-southern-incentive',
    'R19.6',
    '+1 CSA SP at large for each CSA SP held in a Northern city through a Union Player-Turn',
  ),
  rule('r19.7-lee-in-virginia', 'R19.7', 'Leader A may not leave Virginia while a CSA SP remains there'),
  rule(
    'r19.8-inter-theater',
    'R19.8',
    'in 1861-62 each side rolls each turn: 1-3 free transfers East/West, 4-6 none',
  ),
  rule(
    'r19.9-foreign-intervention',
    'R19.9',
    'no Union naval reinforcements from GT3; +1 CSA SP at large each turn',
  ),
  reading(
    'crt-asterisk',
    'R8.41',
    ['A', 'B'],
    'A',
    'leader-death asterisks: A every roll of 6 and the -1 cells of rolls 4-5; B all of rolls 4-6',
  ),
  reading(
    'leader-cc',
    'R11.31',
    ['best', 'sum'],
    'best',
    'several leaders on one hex: the best rating lowers the level, or the sum',
  ),
  reading(
    'csa-cc-1863-65',
    'track',
    ['pack', '1', '2', '3'],
    'pack',
    "CSA command control level on GT7-16 (unreadable on the track): the pack's stand-in or a fixed level",
  ),
  reading(
    'usa-cc-1865',
    'track',
    ['pack', '1', '2', '3'],
    'pack',
    "Union command control level on GT15-16 (unreadable on the track): the pack's stand-in or a fixed level",
  ),
  reading(
    'sea-lift-gt2-3',
    'track',
    ['1-3', '3-6'],
    '1-3',
    'sea lift on GT2 and GT3 (unreadable on the track)',
  ),
  reading(
    'tx-ar-link',
    'R10.22',
    ['any', 'all'],
    'any',
    'Texas and Arkansas feed the grid while the South holds any one, or all, of Memphis, New Orleans, Vicksburg',
  ),
  reading(
    'at-large-value',
    'R18.2',
    ['at-seizure', 'current'],
    'at-seizure',
    "at-large points fixed on the turn of seizure, or the current turn's value",
  ),
  reading(
    'election-check',
    'R18.1',
    ['after-csa-gt13', 'after-csa-gt14'],
    'after-csa-gt13',
    "the 40-point election test after the CSA Player-Turn of GT13, or of GT14 (after the Union's GT13)",
  ),
  reading(
    'unsupplied-attack',
    'R8.33',
    ['per-unit', 'whole'],
    'per-unit',
    'halve only the unsupplied attackers, or the whole attack when any is unsupplied',
  ),
  reading(
    'partial-retreat-51',
    'R8.51',
    ['strength', 'sp'],
    'strength',
    'the 51 % left behind measured in adjusted strength, or in SP',
  ),
  boolReading('secondary-zoc-tidal', 'R6.3', true, 'tidal rivers block Secondary ZOC like navigable ones'),
  reading(
    'naval-tidal-cost',
    'R5.61',
    ['1', 'half'],
    '1',
    'naval MP per tidal hexside: 1 (rule 5.61) or 1/2 (TEC)',
  ),
  reading(
    'leader-death',
    'R11.32',
    ['participants', 'losers'],
    'participants',
    'an asterisk kills a leader with or next to any unit in the battle, or only with units that lost SP',
  ),
  boolReading(
    'riverine-cuts-csa-rivers',
    'R6.7',
    true,
    'riverine interdiction also closes rivers to CSA river transport and supply',
  ),
  boolReading('fort-retreat', 'R8.5', true, 'units in a fort may retreat before combat'),
  reading(
    'surrounded-city',
    'R16.1',
    ['network', 'path'],
    'network',
    'a surrounded city: not on a rail/river grid with another supply city, or with no unit supply path',
  ),
  boolReading(
    'northern-militia',
    'R15.0',
    true,
    'Union states raise militia when first invaded, like Southern ones',
  ),
  boolReading('transfer-by-sea', 'R19.8', true, '19.8 forbids theatre transfers by sea too'),
  boolReading(
    'va-neutral-monroe',
    'R19.4',
    true,
    'with 19.4 the Union still garrisons Fort Monroe (in neutral Virginia)',
  ),
  reading(
    'militia-odds',
    'R8.44',
    ['cancelled', 'resolved-at-minus-1'],
    'cancelled',
    'militia placed on the attacked city [15.2] leaves the attack worse than -1: it is called off, or resolved at -1',
  ),
];

function rule(id: string, r: string, doc: string): OptionSpec {
  return { id, kind: 'rule', type: 'boolean', default: false, rule: r, doc };
}
function reading(id: string, r: string, values: readonly string[], def: string, doc: string): OptionSpec {
  return { id, kind: 'reading', type: 'enum', values, default: def, rule: r, doc };
}
function boolReading(id: string, r: string, def: boolean, doc: string): OptionSpec {
  return { id, kind: 'reading', type: 'boolean', default: def, rule: r, doc };
}

/** The option bits of a resolved option set. */
export function optionBits(o: Readonly<Record<string, OptionValue>>): number {
  let b = 0;
  const on = (id: string, bit: number): void => {
    if (o[id] === true) b |= bit;
  };
  const off = (id: string, bit: number): void => {
    if (o[id] === false) b |= bit;
  };
  on('r19.2-optional-garrisons', O_GARRISONS);
  on('r19.3-kentucky-confederate', O_KY_CSA);
  on('r19.4-virginia-neutral', O_VA_NEUTRAL);
  on('r19.5-reverse-sequence', O_REVERSE);
  on('r19.6-southern-incentive', O_INCENTIVE);
  on('r19.7-lee-in-virginia', O_LEE_VA);
  on('r19.8-inter-theater', O_TRANSFER);
  on('r19.9-foreign-intervention', O_INTERVENTION);
  if (o['crt-asterisk'] === 'B') b |= O_ASTERISK_B;
  if (o['leader-cc'] === 'sum') b |= O_CC_SUM;
  if (o['csa-cc-1863-65'] === '3') b |= O_CSA_CC3;
  if (o['csa-cc-1863-65'] === '2') b |= O_CSA_CC2;
  if (o['usa-cc-1865'] === '2') b |= O_USA65_CC2;
  if (o['csa-cc-1863-65'] === '1') b |= O_CSA_CC1;
  if (o['usa-cc-1865'] === '3') b |= O_USA65_CC3;
  if (o['usa-cc-1865'] === '1') b |= O_USA65_CC1;
  if (o['sea-lift-gt2-3'] === '3-6') b |= O_SEALIFT_ALT;
  if (o['tx-ar-link'] === 'all') b |= O_LINK_ALL;
  if (o['at-large-value'] === 'current') b |= O_AT_LARGE_CURRENT;
  if (o['election-check'] === 'after-csa-gt14') b |= O_ELECTION_GT14;
  if (o['unsupplied-attack'] === 'whole') b |= O_HALVE_WHOLE;
  if (o['partial-retreat-51'] === 'sp') b |= O_RETREAT_SP;
  off('secondary-zoc-tidal', O_SECONDARY_TIDAL_OPEN);
  if (o['naval-tidal-cost'] === 'half') b |= O_NAVAL_TIDAL_HALF;
  if (o['leader-death'] === 'losers') b |= O_DEATH_LOSERS;
  off('riverine-cuts-csa-rivers', O_RIVERINE_SUPPLY_OPEN);
  off('fort-retreat', O_FORT_NO_RETREAT);
  if (o['surrounded-city'] === 'path') b |= O_SURROUND_PATH;
  off('northern-militia', O_NO_NORTH_MILITIA);
  off('transfer-by-sea', O_TRANSFER_SEA_FREE);
  off('va-neutral-monroe', O_VA_NO_MONROE);
  if (o['militia-odds'] === 'resolved-at-minus-1') b |= O_MILITIA_ODDS_M1;
  return b;
}

export const opt = (s: Int32Array, bit: number): boolean => (s[G_OPT]! & bit) !== 0;
