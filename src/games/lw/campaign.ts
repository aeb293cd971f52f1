/**
 * Campaigns (10.7.3): two Forces, both designated before either moves, each activated free of PC and
 * moving and fighting in full before the other. With a Special Campaign card (10.7.3.1) both must end
 * in its region; with a 6-value card (10.7.3.2, the Dual-Theater Secret Campaign) they must end in two
 * different theaters, read as the five campaign regions (digest §11.16).
 */
import * as A from './actions.js';
import { startActivation } from './activation.js';
import { campaignForce, MODE_CAMPAIGN } from './cards.js';
import type { LwContent } from './content.js';
import {
  CP_CAMP_FORCE,
  CP_CAMP_REGION,
  CP_CARD,
  CP_MODE,
  CP_SIDE,
  CP_STAGE,
  G_LOC,
  H_STEP,
  H_STEP_SIDE,
  ST_CAMP_PICK,
} from './layout.js';
import type { S } from './state.js';

/** Any region: the first Dual-Theater force must end inside one of the five. */
const ANY_REGION = 99;

export function campaignPickActions(c: LwContent, s: S, side: number, out: Int32Array): number {
  let n = 0;
  const first = s[CP_STAGE] === 1 ? s[CP_CAMP_FORCE]! : -1;
  for (let g = 0; g < c.ng; g++) {
    if (c.genSide[g] !== side || g === first || !campaignForce(c, s, g)) continue;
    if (first >= 0 && s[G_LOC + g] === s[G_LOC + first]) continue;
    out[n++] = A.enc(A.OP_TARGET, g);
  }
  return n;
}

export function applyCampaignPick(s: S, g: number): void {
  s[CP_CAMP_FORCE + s[CP_STAGE]!] = g;
  s[CP_STAGE] = s[CP_STAGE]! + 1;
}

/** Advance the campaign; returns true when both activations are over. */
export function runCampaign(c: LwContent, s: S): boolean {
  const side = s[CP_SIDE]!;
  const special = s[CP_MODE] === MODE_CAMPAIGN;
  switch (s[CP_STAGE]) {
    case 0:
    case 1:
      s[H_STEP] = ST_CAMP_PICK;
      s[H_STEP_SIDE] = side;
      return false;
    case 2: {
      s[CP_STAGE] = 3;
      const g = s[CP_CAMP_FORCE]!;
      if (campaignForce(c, s, g)) {
        if (special) startActivation(c, s, side, g, c.cardRegion[s[CP_CARD]!]!, -1);
        else startActivation(c, s, side, g, -1, ANY_REGION);
      }
      return false;
    }
    case 3: {
      s[CP_STAGE] = 4;
      const first = s[CP_CAMP_FORCE]!;
      const h = s[G_LOC + first]!;
      s[CP_CAMP_REGION] = h >= 0 ? c.hexRegion[h]! : -1;
      const g = s[CP_CAMP_FORCE + 1]!;
      if (campaignForce(c, s, g)) {
        if (special) startActivation(c, s, side, g, c.cardRegion[s[CP_CARD]!]!, -1);
        else startActivation(c, s, side, g, -1, s[CP_CAMP_REGION]! >= 0 ? s[CP_CAMP_REGION]! : ANY_REGION);
      }
      return false;
    }
    default:
      return true;
  }
}
