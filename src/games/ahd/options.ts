/**
 * A House Divided switches: the 15 optional rules of the rulebook (ids carry the rule number), the
 * tournament rule of 7, the R11.3 scenario endings, and the readings of ambiguous rules (digest §11)
 * that change play. Declared once; the CLI, experiment validation and reports read this list.
 */
import type { OptionSpec } from '../../core/game.js';
import * as L from './layout.js';

export const AHD_OPTIONS: readonly OptionSpec[] = [
  rule(
    'r4.11-first-turn-restrictions',
    'R4.11',
    'First Game Turn: rivers 1 box per March, nobody enters Kentucky, no Union sea movement.',
  ),
  rule(
    'r4.12-kentucky-neutrality',
    'R4.12',
    'Union units may not enter Kentucky before 01/02 1862 unless a Confederate unit enters it in 1861.',
  ),
  rule(
    'r4.71-fort-monroe',
    'R4.71',
    'While the Confederates control Fort Monroe the Union may not invade Yorktown or Norfolk.',
  ),
  rule(
    'r4.8-crack-infantry',
    'R4.8',
    'Crack Infantry move like Cavalry by road and rail (2 boxes, mixed), but cannot jump or block jumps.',
  ),
  rule(
    'r4.9-union-rail-bonus',
    'R4.9',
    'Union units move 3 boxes per March entirely along friendly rail lines.',
  ),
  rule(
    'r5.2-like-battlefield-targets',
    'R5.2',
    'Infantry fire at cavalry only after every enemy infantry is targeted; cavalry must fire at cavalry first.',
  ),
  rule(
    'r5.41-union-naval-evacuations',
    'R5.41',
    'Union units in a Southern port battle may retreat by sea to a Union-controlled Washington.',
  ),
  rule(
    'r5.71-refitting-the-army',
    'R5.71',
    'Reduced units stay reduced until a March or a Recruitment Point is spent to recover each.',
  ),
  rule(
    'r6.1-combat-experience',
    'R6.1',
    'Veterans become Crack only as victorious battle survivors, never in the Promotion Segment.',
  ),
  rule(
    'r6.2-confederate-replacement-training',
    'R6.2',
    'The CSA rolls in its Promotion Segment: 1 or less (minus Vet/Crack losses this turn) gives two promotions.',
  ),
  rule('r7.3-draft-riots', 'R7.3', 'The four 1863 draftees arrive one a month, April to July 1863.'),
  rule(
    'r7.4-increasing-union-forces',
    'R7.4',
    'Each Union draft lets the Union keep 4 more units than its Army Maximum (not for CSA victory).',
  ),
  rule(
    'r7.5-historical-recruitment',
    'R7.5',
    'Union recruits at least 3, CSA at most 4; two recruits allowed in cities of value 3 or more.',
  ),
  rule('r9.1-extended-game', 'R9.1', 'The campaign runs to 11/12 1865 (Game Turn 45) instead of 06/1865.'),
  rule(
    'r10.1-novice-union',
    'R10.1',
    'Confederate victory conditions are checked only at the end of each Union Player Turn.',
  ),
  {
    id: 'rule-of-7',
    kind: 'variant',
    type: 'boolean',
    default: false,
    rule: 'WBC',
    doc: 'Tournament rule of 7: the recruitment die is 7 minus the march die of the same Player Turn.',
  },
  {
    id: 'r11.3-march-end',
    kind: 'variant',
    type: 'enum',
    values: ['none', '1862', '1863', '1864'],
    default: 'none',
    rule: 'R11.3',
    doc: 'End at the close of the 03 (March) Game Turn of that year and judge by the Army Maximum table.',
  },
  {
    id: 'r11.3-sudden-death',
    kind: 'variant',
    type: 'boolean',
    default: false,
    rule: 'R11.3',
    doc: 'Playing to 06/1865, a Decisive result on the March table at the end of 03/1862-64 ends the game.',
  },
  reading(
    'read-river-jump',
    'R4.5',
    ['both-legs', 'first-leg'],
    'both-legs',
    'A Union river Jump Move needs both legs downriver (both-legs) or only the first (first-leg, as TripleA).',
  ),
  reading(
    'read-leave-contested',
    'R4.0',
    ['forbidden', 'allowed'],
    'forbidden',
    'Units that entered an enemy-occupied box must stay there for the battle (forbidden, R4.0 "must stop there") or may leave it with a later March (allowed).',
  ),
  reading(
    'read-csa-potomac-reinforce',
    'R4.2/R5.5',
    ['forbidden', 'allowed'],
    'forbidden',
    'May Confederate units reinforce or retreat along the Potomac? R4.2 bars them from moving on it.',
  ),
  reading(
    'read-r7.5-scranton',
    'R7.5',
    ['eligible', 'named-only'],
    'eligible',
    'R7.5 double recruitment: any city of value 3+ (Scranton too) or only the four cities the rule names.',
  ),
  reading(
    'read-r6.2-losses',
    'R6.2',
    ['game-turn', 'player-turn'],
    'game-turn',
    'R6.2 modifier counts CSA Vet/Crack losses of the whole Game Turn or only of the CSA Player Turn.',
  ),
];

function rule(id: string, r: string, doc: string): OptionSpec {
  return { id, kind: 'rule', type: 'boolean', default: false, rule: r, doc };
}
function reading(id: string, r: string, values: string[], def: string, doc: string): OptionSpec {
  return { id, kind: 'reading', type: 'enum', values, default: def, rule: r, doc };
}

const BOOL_BITS: Readonly<Record<string, number>> = {
  'r4.11-first-turn-restrictions': L.O_FIRST_TURN,
  'r4.12-kentucky-neutrality': L.O_KY_NEUTRAL,
  'r4.71-fort-monroe': L.O_FORT_MONROE,
  'r4.8-crack-infantry': L.O_CRACK_INF,
  'r4.9-union-rail-bonus': L.O_RAIL_BONUS,
  'r5.2-like-battlefield-targets': L.O_LIKE_TARGETS,
  'r5.41-union-naval-evacuations': L.O_EVACUATION,
  'r5.71-refitting-the-army': L.O_REFIT,
  'r6.1-combat-experience': L.O_EXPERIENCE,
  'r6.2-confederate-replacement-training': L.O_CSA_TRAINING,
  'r7.3-draft-riots': L.O_DRAFT_RIOTS,
  'r7.4-increasing-union-forces': L.O_UNION_FORCES,
  'r7.5-historical-recruitment': L.O_HIST_RECRUIT,
  'r9.1-extended-game': L.O_EXTENDED,
  'r10.1-novice-union': L.O_NOVICE,
  'rule-of-7': L.O_RULE_OF_7,
  'r11.3-sudden-death': L.O_SUDDEN_DEATH,
};

/** Resolved option values -> the option bit word stored in the state, and the R11.3 ending turn. */
export function optionBits(values: Readonly<Record<string, boolean | string>>): {
  bits: number;
  marchEndYear: number;
} {
  let bits = 0;
  for (const [id, bit] of Object.entries(BOOL_BITS)) if (values[id] === true) bits |= bit;
  if (values['read-river-jump'] === 'first-leg') bits |= L.O_RJUMP_FIRST_LEG;
  if (values['read-leave-contested'] === 'forbidden') bits |= L.O_NO_LEAVE_CONTESTED;
  if (values['read-csa-potomac-reinforce'] === 'allowed') bits |= L.O_CSA_POTOMAC_REINF;
  if (values['read-r7.5-scranton'] === 'named-only') bits |= L.O_SCRANTON_NOT_3;
  if (values['read-r6.2-losses'] !== 'player-turn') bits |= L.O_R62_GAME_TURN;
  const me = values['r11.3-march-end'];
  return { bits, marchEndYear: me === undefined || me === 'none' ? 0 : Number(me) };
}
