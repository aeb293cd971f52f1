/**
 * The Emancipation Proclamation and British Intervention (19.0): their triggers after battles and
 * withdrawals (19.1, 19.2), Washington's fall (19.2), their effects, and the Confederacy's BI income
 * at the start of every later turn (19.2).
 */
import { countRule, COV_BI_OPENS, COV_EP_TRIGGER } from './coverage.js';
import type { LwContent } from './content.js';
import {
  CSA,
  H_BI,
  H_BI_SWAP,
  H_EP,
  H_EP_PROMO,
  H_OPT,
  H_PARAM,
  H_PC,
  H_TURNIDX,
  P_BI_GAIN,
  P_BI_INCOME,
  P_BI_SHIFT,
  P_EP_SHIFT,
  USA,
} from './layout.js';
import { RD_BI_SU63, RD_EP_MAJOR_ONLY } from './options.js';
import { gainPc, reshuffle, type S } from './state.js';

/** How a battle ended for the side that lost it, for the EP and BI triggers. */
export const DEFEAT_MINOR = 1;
export const DEFEAT_MAJOR = 2;
export const DEFEAT_ROUT = 3;
export const DEFEAT_WITHDREW = 4;

/**
 * 19.1: a Confederate 2- or 3-star CO commanding six or more stars suffers a defeat (reading
 * read-19.1-ep-trigger: any defeat, or only Major and Rout) or retreats before battle, and the Union
 * leads in PC by the turn's figure (checked after the battle's PC changes).
 */
export function checkEp(c: LwContent, s: S, coStars: number, forceStars: number, defeat: number): void {
  if (s[H_EP] || coStars < 2 || forceStars < 6) return;
  const t = s[H_TURNIDX]!;
  const lead = s[H_PC + USA]! - s[H_PC + CSA]!;
  if (lead < c.tables.epLead[t]! + s[H_PARAM + P_EP_SHIFT]!) return;
  if (s[H_OPT]! & RD_EP_MAJOR_ONLY && defeat === DEFEAT_MINOR) {
    countRule(s, COV_EP_TRIGGER);
    return;
  }
  declareEp(s);
}

/** 19.1 effects: no Union PC, BI impossible, a free CS promotion, CS +2 PC, Hincks next turn, reshuffles. */
function declareEp(s: S): void {
  s[H_EP] = s[H_TURNIDX]! + 1;
  s[H_EP_PROMO] = 1;
  gainPc(s, CSA, 2);
  reshuffle(s, USA);
  reshuffle(s, CSA);
}

/**
 * 19.2: a Union 3-star CO suffers a Major Defeat, a Rout or retreats before battle, and the
 * Confederacy leads by the turn's figure; before Spring 1863 only north of the border and with no lead.
 */
export function checkBi(c: LwContent, s: S, coStars: number, defeat: number, inNorth: boolean): void {
  if (s[H_EP] || s[H_BI] || coStars < 3 || defeat === DEFEAT_MINOR) return;
  const t = s[H_TURNIDX]!;
  const opens = s[H_OPT]! & RD_BI_SU63 ? 4 : 3;
  if (t < 3) {
    if (inNorth) declareBi(s);
    return;
  }
  const need = c.tables.biLead[t];
  if (need === null || need === undefined) return;
  if (s[H_PC + CSA]! - s[H_PC + USA]! < need + s[H_PARAM + P_BI_SHIFT]!) return;
  if (t < opens)
    countRule(s, COV_BI_OPENS); // met, but the reading su63 keeps it shut
  else declareBi(s);
}

/** 19.2 effects: +5 PC at once, a card from the discards, +3 PC at the start of every later turn. */
export function declareBi(s: S): void {
  if (s[H_EP] || s[H_BI]) return;
  s[H_BI] = s[H_TURNIDX]! + 1;
  gainPc(s, CSA, s[H_PARAM + P_BI_GAIN]!);
  s[H_BI_SWAP] = 1;
}

/** 19.2: the BI income, at the start of each turn after the one BI was declared in. */
export function biIncome(s: S): void {
  if (s[H_BI] && s[H_BI]! - 1 < s[H_TURNIDX]!) gainPc(s, CSA, s[H_PARAM + P_BI_INCOME]!);
}
