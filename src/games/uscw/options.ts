/**
 * The switches of uscw: the optional rules of 22 and the Advanced naval module (21), the scenario
 * variants (variable start S4.1, the 1861 Alexandria setup S1.1, the Turn 17 Hunter choice), and the
 * readings of ambiguous rules (digest §11) that change play, each with the default the README argues
 * for. Options are kept in the state as bits (G_OPTS) so that every rule can test them cheaply.
 */
import type { OptionSpec, OptionValue } from '../../core/game.js';
import { G_OPTS } from './layout.js';

const OPT_ADV_NAVAL = 1 << 0;
export const OPT_POLITICAL_SM = 1 << 1;
export const OPT_SALT = 1 << 2;
export const OPT_REINFORCE_INTERCEPT = 1 << 3;
export const OPT_ARMY_MORALE = 1 << 4;
export const OPT_MANEUVER = 1 << 5;
export const OPT_ALEXANDRIA = 1 << 6;
export const OPT_KEEP_HUNTER = 1 << 7;
export const OPT_GROSS_CAMPAIGN = 1 << 8;
export const OPT_TEXAS_TWO = 1 << 9;
export const OPT_OPEN_HANDS = 1 << 10;
export const OPT_IRON_NSP = 1 << 11;
export const OPT_CSA_CARRY_ANY = 1 << 12;
export const OPT_BATT_ANY_END = 1 << 13;
export const OPT_GUNBOATS_NSP = 1 << 14;
export const OPT_COAL_PROVISIONS = 1 << 15;
export const OPT_BAY_SKIP = 1 << 16;
export const OPT_LEADER_WATERS = 1 << 17;

export const USCW_OPTIONS: readonly OptionSpec[] = [
  {
    id: 'r21-advanced-naval',
    kind: 'rule',
    type: 'boolean',
    default: false,
    rule: '21',
    doc: 'Advanced Game naval module: naval units, naval battles, running the guns, Low on Coal, free naval action',
  },
  {
    id: 'r22.1-political-sm',
    kind: 'rule',
    type: 'boolean',
    default: false,
    rule: '22.1',
    doc: 'Political restrictions: no Strategic Movement that leaves a stack with fewer SPs than its stars',
  },
  {
    id: 'r22.2-salt',
    kind: 'rule',
    type: 'boolean',
    default: false,
    rule: '22.2',
    doc: 'Salt hexes: the CSA loses 0/1/2/4 BP for the 1st-4th Salt hex the Union holds',
  },
  {
    id: 'r22.3-reinforce-intercept',
    kind: 'rule',
    type: 'boolean',
    default: false,
    rule: '22.3',
    doc: 'Reinforcing a hex under attack: +2 to interceptions into a hex holding a friendly force or Fort',
  },
  {
    id: 'r22.5-army-morale',
    kind: 'rule',
    type: 'boolean',
    default: false,
    rule: '22.4-22.5',
    doc: 'Army markers and Army Morale: a 3-/4-star army that wins a Closely Fought Major Battle re-rolls 1s',
  },
  {
    id: 'r22.6-maneuver',
    kind: 'rule',
    type: 'boolean',
    default: false,
    rule: '22.6',
    doc: 'Maneuver Reaction: a General may shadow the mover into a hex next to the one entered',
  },
  {
    id: 's4.1-start',
    kind: 'variant',
    type: 'enum',
    values: ['1861', '1862', '1863'],
    default: '1861',
    rule: 'S4.1',
    doc: 'Campaign Game variable start: begin with the 1861, 1862 or 1863 setup',
  },
  {
    id: 's1.1-alexandria',
    kind: 'variant',
    type: 'boolean',
    default: false,
    rule: 'S1.1',
    doc: 'The Union starts one of its Washington SPs in Alexandria (1747)',
  },
  {
    id: 't17-keep-hunter',
    kind: 'variant',
    type: 'boolean',
    default: false,
    rule: 'TRT T17',
    doc: 'The Union keeps Hunter on Turn 17 (then Sheridan may not transfer)',
  },
  {
    id: 'read-campaign-gross',
    kind: 'reading',
    type: 'boolean',
    default: false,
    rule: 'S4.2',
    doc: 'Campaign end: the Union needs 60 VP gross (off: net of CSA VP, as every other victory check)',
  },
  {
    id: 'read-texas-two',
    kind: 'reading',
    type: 'enum',
    values: ['one', 'two'],
    default: 'one',
    rule: '13.3.2, Special Hexes',
    doc: 'Texas off-map sources need an LOC to one other Resource Hex (Special Hexes) or two (13.3.2)',
  },
  {
    id: 'read-open-hands',
    kind: 'reading',
    type: 'boolean',
    default: false,
    rule: '18.2',
    doc: 'Special Action Card hands are open (the rulebook does not say they are secret); off: hidden',
  },
  {
    id: 'read-21.6.6-ironclad-hits',
    kind: 'reading',
    type: 'enum',
    values: ['unit', 'nsp'],
    default: 'unit',
    rule: '21.6.6',
    doc: 'A hit on a Confederate Ironclad (2 NSP, never broken down) sinks the Naval Unit (unit); or counts one of its 2 NSP, so one hit damages it and two sink it (nsp)',
  },
  {
    id: 'read-21.7.2-csa-card',
    kind: 'reading',
    type: 'boolean',
    default: false,
    rule: '21.7.1, 21.7.2, 20.5.6',
    doc: 'A Confederate Amphibious Assault by SPs carried with Naval Units also needs an Any card (20.5.6); off: the naval activation (AP or a Naval/Any card) suffices (21.7.1)',
  },
  {
    id: 'read-21.10-battery-end',
    kind: 'reading',
    type: 'boolean',
    default: false,
    rule: '21.10',
    doc: 'A Naval Battery moved by Rail Movement or Naval Transport may end in any friendly place the move reaches; off: only in a friendly Port, Fort, Coastal Fort or Entrenchment, where 21.10 places and repositions Batteries',
  },
  {
    id: 'read-21.11-gunboats-nsp',
    kind: 'reading',
    type: 'boolean',
    default: false,
    rule: '21.4.1, 21.11',
    doc: 'Only an Amphibious Assault on a place holding enemy NSPs is led by Gunboats/Cottonclads, so only it passes an enemy Naval ZOI on its landing water; off: every Advanced assault without Naval Units may claim them (21.11 RULE) and passes it',
  },
  {
    id: 'read-21.2.7-coal-provisions',
    kind: 'reading',
    type: 'boolean',
    default: false,
    rule: '21.2.7',
    doc: 'Naval Units that moved while Low on Coal survive at the end of the move with a waterway to a friendly port that is not Isolated or is at least a Source of Provisions; off: only to one in Limited or Full Supply (not Isolated)',
  },
  {
    id: 'read-21.4.2-bay-skip',
    kind: 'reading',
    type: 'boolean',
    default: false,
    rule: '21.4.2',
    doc: 'Entering a one-node enclosed bay of the map model (Pamlico Sound, Mobile Bay, Galveston Bay) is no Naval Interception point; off: it is one, the battle fought where the route leaves the bay',
  },
  {
    id: 'read-21.2.8-leader-waters',
    kind: 'reading',
    type: 'boolean',
    default: false,
    rule: '21.2.8',
    doc: 'A Naval Leader moving alone may use any water either Oceangoing or River NSPs may use; off: only the water the NSPs he joins may use (21.2.5)',
  },
];

/** The option bits of a resolved option set. */
export function optionBits(o: Readonly<Record<string, OptionValue>>): number {
  let b = 0;
  if (o['r21-advanced-naval'] === true) b |= OPT_ADV_NAVAL;
  if (o['r22.1-political-sm'] === true) b |= OPT_POLITICAL_SM;
  if (o['r22.2-salt'] === true) b |= OPT_SALT;
  if (o['r22.3-reinforce-intercept'] === true) b |= OPT_REINFORCE_INTERCEPT;
  if (o['r22.5-army-morale'] === true) b |= OPT_ARMY_MORALE;
  if (o['r22.6-maneuver'] === true) b |= OPT_MANEUVER;
  if (o['s1.1-alexandria'] === true) b |= OPT_ALEXANDRIA;
  if (o['t17-keep-hunter'] === true) b |= OPT_KEEP_HUNTER;
  if (o['read-campaign-gross'] === true) b |= OPT_GROSS_CAMPAIGN;
  if (o['read-texas-two'] === 'two') b |= OPT_TEXAS_TWO;
  if (o['read-open-hands'] === true) b |= OPT_OPEN_HANDS;
  if (o['read-21.6.6-ironclad-hits'] === 'nsp') b |= OPT_IRON_NSP;
  if (o['read-21.7.2-csa-card'] === true) b |= OPT_CSA_CARRY_ANY;
  if (o['read-21.10-battery-end'] === true) b |= OPT_BATT_ANY_END;
  if (o['read-21.11-gunboats-nsp'] === true) b |= OPT_GUNBOATS_NSP;
  if (o['read-21.2.7-coal-provisions'] === true) b |= OPT_COAL_PROVISIONS;
  if (o['read-21.4.2-bay-skip'] === true) b |= OPT_BAY_SKIP;
  if (o['read-21.2.8-leader-waters'] === true) b |= OPT_LEADER_WATERS;
  return b;
}

export const opt = (s: Int32Array, bit: number): boolean => (s[G_OPTS]! & bit) !== 0;
export const optAdvancedNaval = (s: Int32Array): boolean => opt(s, OPT_ADV_NAVAL);
