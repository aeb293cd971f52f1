/**
 * Rule coverage (engine.ts `CoverageRules`): one counter per optional rule (O1-O5) and per reading of
 * options.ts, counting the times the switch, set away from its default, made a step of the game come
 * out differently, so a report can tell a rule that never came into play from one whose effect was
 * measured. The knobs (kind `variant`: O6, O8 and the fixed-rule parameters) have no counter: they
 * change a number the game always uses, and a report gives their effect as measured.
 *
 *   o1          year-marked cards join the decks in a Spring (cards.ts insertYearCards)
 *   o2-o5       a card the option adds to a deck is played (cards.ts applyPlay)
 *   read-16.6.2 an attacker losing a Minor Victory takes no IT (aftermath.ts; a raid, cavalry.ts)
 *   read-16.1.2 an empty city falls to a win whose IT do not exceed its defense (aftermath.ts)
 *   read-16.8   a card drawn for a check goes back into the draw pile (state.ts drawForCheck)
 *   read-10.7.7 three Seditious cards of different values: the least negative is kept (cards.ts)
 *   read-19.2   British Intervention's trigger is met in Spring 1863 but not yet open (politics.ts)
 *   read-11.1.2.2  a GiC killed by the Assassination Plot gives the opponent nothing (supplyphase.ts)
 *   read-8.2    a Union-held blockaded ocean port defends at -1 in a battle (combat.ts resolve)
 *   read-19.1   a Minor Defeat of the qualifying Confederate CO does not bring the EP (politics.ts)
 *   read-13.2.2 a raider beating the raided hex's cavalry succeeds without a roll (cavalry.ts)
 *   read-21.3   the Major Cities row leaves out a side's own listed cities at a turn's end (victory.ts)
 */
import type { CoverageRules } from '../../core/engine.js';
import { countRule } from '../../core/header.js';
import { LW_OPTIONS } from './options.js';
import type { LwContent } from './content.js';
import { K_IRREGULARS, OC_KICKSTARTER, OC_PECULIAR, OC_TRAP } from './content.js';
import type { S } from './state.js';

/** Counter ids: the optional rules and the readings of options.ts, in its order. */
const COVERAGE_IDS: readonly string[] = LW_OPTIONS.filter((o) => o.kind !== 'variant').map((o) => o.id);

const at = (id: string): number => {
  const i = COVERAGE_IDS.indexOf(id);
  if (i < 0) throw new Error(`lw coverage: no switch ${id}`);
  return i;
};

export const COV_CARD_INSERTION = at('o1-card-insertion');
const COV_IRREGULARS = at('o2-irregulars');
const COV_PECULIAR = at('o3-peculiar-generals');
const COV_TRAP = at('o4-laying-a-trap');
const COV_KICKSTARTER = at('o5-kickstarter');
export const COV_ATTACKER_MINOR = at('read-16.6.2-attacker-minor-loss');
export const COV_CITY_FALLS = at('read-16.1.2-city-falls');
export const COV_CHECK_CARDS = at('read-16.8-check-cards');
export const COV_SEDITIOUS = at('read-10.7.7-seditious-kept');
export const COV_BI_OPENS = at('read-19.2-bi-opens');
export const COV_PLOT_GIC = at('read-11.1.2.2-plot-gic-pc');
export const COV_UNION_PORT = at('read-8.2-union-port-defense');
export const COV_EP_TRIGGER = at('read-19.1-ep-trigger');
export const COV_RAID_CAVALRY = at('read-13.2.2-raid-vs-cavalry');
export const COV_CITY_VP = at('read-21.3-city-vp');

export const LW_COVERAGE: CoverageRules<LwContent> = { ids: COVERAGE_IDS };

export { countRule };

/** O2-O5: card `k` is one an optional rule adds to the decks (setup.ts decks); count its play. */
export function countOptionalCard(c: LwContent, s: S, k: number): void {
  if (k < 0 || k >= c.cardKind.length) return;
  if (c.cardKind[k] === K_IRREGULARS) countRule(s, COV_IRREGULARS);
  const oc = c.cardOptional[k];
  if (oc === OC_PECULIAR) countRule(s, COV_PECULIAR);
  else if (oc === OC_TRAP) countRule(s, COV_TRAP);
  else if (oc === OC_KICKSTARTER) countRule(s, COV_KICKSTARTER);
}
