/**
 * Victory Points (19.3) and the scenario ends (S1.2, S2.2, S3.2, S4.2, S4.3).
 *  19.3.1 Union VP: every CSA BP it controls or destroyed (Resource hexes and Arsenals; burned BPs
 *         keep counting after recapture), +3 while its naval control runs the whole Mississippi.
 *  19.3.2 CSA VP: National Panic +3 once; Invading the North +2 per Northern Objective hex held at each
 *         End Phase (kept), less 1 a turn of Fading Glory (never below 0).
 *  19.3.4 automatic victory when Union VP - CSA VP is 12 or more from the turn's Benchmark.
 *  S1.2.. at a scenario's end the Union adds 1/2 VP per closed Blockade-runner DRM point, the CSA 1 VP
 *         per Border-state Objective hex it holds; the Union needs 5 / 24 / 39 net.
 *  S4.2   campaign: the Union needs 60 VP after Turn 20 (net of CSA VP by default, reading
 *         `read-campaign-gross`); S4.3 the 1864 election: on Turn 18 the check is made 5 VP lower.
 */
import { CH_TURN } from '../../core/header.js';
import type { UscwContent } from './content.js';
import { unionResourceVp } from './control.js';
import { derived } from './derived.js';
import { CSA, G_INVADE, G_MISS, G_NEED, G_PANIC, G_VKIND } from './layout.js';
import { NF_OBJ, SK_BORDER } from './mapmodel.js';
import { closedRunnerPoints } from './reinforce.js';
import { OPT_GROSS_CAMPAIGN, opt } from './options.js';
import type { S } from './state.js';

export const V_SCENARIO = 0;
export const V_AUTOMATIC = 1;
export const V_CAMPAIGN = 2;
export const V_ELECTION = 3;
export const VICTORY_IDS = ['scenario-end', 'automatic', 'campaign-end', 'election-1864'] as const;
export const VK_SCENARIO = 0;
export const VK_CAMPAIGN = 1;

export function unionVp(c: UscwContent, s: S): number {
  return unionResourceVp(c, s, derived(c, s).ctrl) + 3 * s[G_MISS]!;
}

export function csaVp(s: S): number {
  return s[G_INVADE]! + 3 * s[G_PANIC]!;
}

export function benchmark(c: UscwContent, s: S): number {
  return c.tables.benchmark[Math.min(19, s[CH_TURN]! - 1)]!;
}

/** CSA-held Objective hexes of the Border states (the scenario-end CSA bonus). */
function borderObjectivesHeld(c: UscwContent, s: S): number {
  const d = derived(c, s);
  let k = 0;
  for (let n = 0; n < c.map.nn; n++)
    if (c.map.flags[n]! & NF_OBJ && c.map.states[c.map.stateOf[n]!]!.kind === SK_BORDER && d.ctrl[n] === CSA)
      k++;
  return k;
}

/** Union net VP in half VP at a scenario's end (S1.2): 2*(US - CSA) + closed points - 2*border held. */
export function scenarioNetHalves(c: UscwContent, s: S): number {
  return 2 * (unionVp(c, s) - csaVp(s)) + closedRunnerPoints(c, s) - 2 * borderObjectivesHeld(c, s);
}

/** The margin of the current position in half VP: the Union's lead over what it needs now. */
export function marginHalves(c: UscwContent, s: S): number {
  if (s[G_VKIND] === VK_SCENARIO) return scenarioNetHalves(c, s) - 2 * s[G_NEED]!;
  const vp = opt(s, OPT_GROSS_CAMPAIGN) ? unionVp(c, s) : unionVp(c, s) - csaVp(s);
  return 2 * (vp - benchmark(c, s));
}
