/**
 * The dispatch: which decision is pending (one at a time, H_STEP), its legal actions, applying an
 * action, and `proceed`, which runs every step that needs no decision until the next one. Procedures
 * that interrupt others come first: a GiC appointment (11.1.2.2), owner's-choice demotions, the EP's
 * free promotion (19.1), BI's card (19.2), harassment (13.2.5), a battle (16), the moving group (12),
 * the card play (10.6), and finally the phase (3.0).
 */
import * as A from './actions.js';
import { runActivation, startActivation } from './activation.js';
import { applyMove, moveActions } from './movement.js';
import {
  applyDraft,
  applyFreePromotion,
  applyGicSetup,
  applyPurchase,
  assetPorts,
  draftActions,
  gicSetupActions,
  placeAsset,
  purchaseActions,
} from './admin.js';
import { advance, advanceActions, retreatActions, retreatTo } from './retreat.js';
import { applySiegeAccept, applySiegeOffer, applyVictim, victimActions, AF_END } from './aftermath.js';
import {
  applyCampaignDraw,
  applyCommittee,
  applyPeace,
  applyPlay,
  applySpend,
  campaignDrawActions,
  committeeActions,
  endCardPlay,
  MODE_CAMPAIGN,
  MODE_DUAL,
  MODE_PC,
  peaceActions,
  playActions,
  setSpendStep,
  spendActions,
} from './cards.js';
import { campaignPickActions, applyCampaignPick, runCampaign } from './campaign.js';
import { applyHarass, harassActions, runHarass } from './cavalry.js';
import {
  applyCsp,
  applyResource,
  applyWithdraw,
  cspActions,
  resourceActions,
  runBattle,
  withdrawActions,
} from './combat.js';
import {
  applyDemotion,
  appointGic,
  demotionCandidates,
  gicCandidates,
  runDemotions,
  runGicReplacement,
} from './command.js';
import type { LwContent } from './content.js';
import { applyTarget, DONE_STAGE, targetActions } from './events.js';
import {
  AC_ACTIVE,
  ASSET_LOC,
  ASSET_TYPE,
  BT_ACTIVE,
  BT_STAGE,
  CH_TERMINAL,
  CP_ACTIVE,
  CP_MODE,
  CP_SIDE,
  CP_STAGE,
  CSA,
  H_ASSET_DRAWN,
  H_BI_SWAP,
  H_DRAFT,
  H_EP_PROMO,
  H_FIRST,
  H_INIT,
  H_STEP,
  H_STEP_A,
  H_STEP_SIDE,
  H_SUB,
  HS_ACTIVE,
  ST_ABSORB,
  ST_ADVANCE,
  ST_ASSET_PLACE,
  ST_BI_SWAP,
  ST_BLOCKADE_IT,
  ST_CAMP_PICK,
  ST_CAMPAIGN_DRAW,
  ST_COMMITTEE,
  ST_CSP,
  ST_DEMOTE,
  ST_DRAFT,
  ST_FORCE_FIRST,
  ST_GIC_CHOOSE,
  ST_GIC_SETUP,
  ST_HARASS,
  ST_MOVE,
  ST_NAVAL,
  ST_PEACE,
  ST_PLAY,
  ST_PURCHASE,
  ST_RAIL,
  ST_RESOURCE,
  ST_RETALIATE,
  ST_RETREAT,
  ST_SIEGE_ACCEPT,
  ST_SIEGE_OFFER,
  ST_SPEND,
  ST_TARGET,
  ST_VICTIM,
  ST_WITHDRAW,
  USA,
  H_PLOT,
  PLOT_GONE,
} from './layout.js';
import { applyBlockadeIt, applyNaval, ASSET_ID, blockadeTargets, FLEET_ID, navalActions } from './naval.js';
import { assetMoved } from './ironclad.js';
import { biSwapActions, applyBiSwap, pcsaActions, applyPcsa } from './extras.js';
import { runPhase } from './phases.js';
import { absorbActions, applyAbsorb, applyRail, railActions } from './rail.js';
import { payPc, type S } from './state.js';
import { resolvePlot } from './supplyphase.js';

const buf = new Int32Array(128);

export const toMove = (s: S): number => s[H_STEP_SIDE]!;

export function legalActions(c: LwContent, s: S, out: Int32Array): number {
  const side = s[H_STEP_SIDE]!;
  switch (s[H_STEP]) {
    case ST_GIC_SETUP:
      return gicSetupActions(c, s, side, out);
    case ST_FORCE_FIRST:
    case ST_COMMITTEE:
    case ST_RETALIATE:
      return committeeActions(out);
    case ST_PURCHASE:
      return purchaseActions(c, s, side, out);
    case ST_ASSET_PLACE:
      return assetPorts(c, s, s[ASSET_TYPE + s[H_ASSET_DRAWN]! - 1]!, out, 0);
    case ST_DRAFT:
      return draftActions(c, s, side, s[H_STEP_A] === 1, out);
    case ST_NAVAL:
      return navalActions(c, s, side, out);
    case ST_BLOCKADE_IT:
      return blockadeTargets(c, s, out);
    case ST_RAIL:
      return railActions(c, s, side, out);
    case ST_ABSORB:
      return absorbActions(c, s, side, out);
    case ST_CAMPAIGN_DRAW:
      return campaignDrawActions(c, s, side, out);
    case ST_PLAY:
      return pcsaActions(c, s, side, out, playActions(c, s, side, out));
    case ST_SPEND:
      return spendActions(c, s, side, out);
    case ST_CAMP_PICK:
      return campaignPickActions(c, s, side, out);
    default:
      return battleActions(c, s, side, out);
  }
}

function battleActions(c: LwContent, s: S, side: number, out: Int32Array): number {
  switch (s[H_STEP]) {
    case ST_MOVE:
      return moveActions(c, s, side, out);
    case ST_HARASS:
      return harassActions(s, out);
    case ST_WITHDRAW:
    case ST_SIEGE_OFFER:
    case ST_SIEGE_ACCEPT:
      return withdrawActions(out);
    case ST_RESOURCE:
      return resourceActions(c, s, side, out);
    case ST_CSP:
      return cspActions(c, s, side, out);
    case ST_VICTIM:
      return victimActions(c, s, out);
    case ST_RETREAT:
      return retreatActions(c, s, out);
    case ST_ADVANCE:
      return advanceActions(c, s, out);
    case ST_DEMOTE: {
      const n = demotionCandidates(c, s, buf);
      for (let i = 0; i < n; i++) out[i] = A.enc(A.OP_DEMOTE, buf[i]!);
      return n;
    }
    case ST_GIC_CHOOSE: {
      const n = gicCandidates(c, s, side, buf);
      for (let i = 0; i < n; i++) out[i] = A.enc(A.OP_GIC, buf[i]!);
      return n;
    }
    case ST_PEACE:
      return peaceActions(out);
    case ST_TARGET:
      return targetActions(c, s, side, out);
    case ST_BI_SWAP:
      return biSwapActions(c, s, out);
    default:
      throw new Error(`lw: no decision pending (step ${s[H_STEP]})`);
  }
}

export function playAction(c: LwContent, s: S, a: number): void {
  const step = s[H_STEP]!;
  const side = s[H_STEP_SIDE]!;
  s[H_STEP] = 0;
  if (!applyPhaseStep(c, s, step, side, a)) applyBattleStep(c, s, step, side, a);
  proceed(c, s);
}

function applyPhaseStep(c: LwContent, s: S, step: number, side: number, a: number): boolean {
  const x = A.xOf(a);
  const op = A.opOf(a);
  switch (step) {
    case ST_GIC_SETUP:
      if (op === A.OP_GIC) applyGicSetup(c, s, x);
      return true;
    case ST_FORCE_FIRST:
      s[H_FIRST] = op === A.OP_YES ? 1 - s[H_INIT]! : s[H_INIT]!;
      return true;
    case ST_PURCHASE:
      if (!applyPurchase(c, s, side, a)) s[H_SUB] = s[H_SUB]! + 1;
      return true;
    case ST_ASSET_PLACE:
      placeAsset(s, x);
      return true;
    case ST_DRAFT:
      applyDraftStep(c, s, side, a);
      return true;
    case ST_NAVAL:
    case ST_RAIL:
    case ST_ABSORB:
      if (op === A.OP_DONE) s[H_SUB] = s[H_SUB]! + 1;
      else if (step === ST_NAVAL) navalMove(c, s, a);
      else if (step === ST_RAIL) applyRail(c, s, side, x, A.yOf(a));
      else applyAbsorb(s, side, x, A.yOf(a));
      return true;
    case ST_BLOCKADE_IT:
      applyBlockadeIt(s, x);
      return true;
    case ST_COMMITTEE:
      applyCommittee(s, side, a);
      return true;
    case ST_CAMPAIGN_DRAW:
      applyCampaignDraw(s, side, a);
      return true;
    case ST_PLAY:
      if (op === A.OP_PCSA || op === A.OP_PCSA_REMOVE) applyPcsa(s, a);
      else applyPlay(c, s, side, a);
      return true;
    case ST_SPEND:
      applySpend(c, s, side, a, (g) => startActivation(c, s, side, g, -1, -1));
      return true;
    case ST_CAMP_PICK:
      applyCampaignPick(s, x);
      return true;
    case ST_RETALIATE:
      if (op === A.OP_YES) {
        payPc(s, USA, 3); // 7.1.9.3
        resolvePlot(c, s, USA);
        s[H_PLOT] = PLOT_GONE;
      }
      return true;
    default:
      return false;
  }
}

/** A naval move (8.1); an Asset moving along a river through Kentucky breaks its neutrality (8.1.2.2). */
function navalMove(c: LwContent, s: S, a: number): void {
  const u = A.xOf(a);
  const asset = u >= ASSET_ID && u < FLEET_ID;
  const from = asset ? s[ASSET_LOC + u - ASSET_ID]! : -1;
  applyNaval(c, s, a);
  if (asset && from >= 0 && s[ASSET_LOC + u - ASSET_ID]! >= 0)
    assetMoved(c, s, c.cityHex[from]!, c.cityHex[s[ASSET_LOC + u - ASSET_ID]!]!);
}

function applyDraftStep(c: LwContent, s: S, side: number, a: number): void {
  const free = s[H_STEP_A] === 1;
  if (free) {
    s[H_EP_PROMO] = 0;
    if (A.opOf(a) === A.OP_DRAFT) applyFreePromotion(s, A.xOf(a));
    return;
  }
  if (A.opOf(a) === A.OP_DONE) s[H_DRAFT + side] = 0;
  else applyDraft(c, s, side, A.xOf(a));
}

function applyBattleStep(c: LwContent, s: S, step: number, side: number, a: number): void {
  const x = A.xOf(a);
  switch (step) {
    case ST_MOVE:
      applyMove(c, s, side, a);
      return;
    case ST_HARASS:
      applyHarass(c, s, a);
      return;
    case ST_WITHDRAW:
      applyWithdraw(c, s, a);
      return;
    case ST_RESOURCE:
      applyResource(s, side, a);
      return;
    case ST_CSP:
      applyCsp(s, side, a);
      return;
    case ST_VICTIM:
      applyVictim(c, s, a);
      return;
    case ST_SIEGE_OFFER:
      applySiegeOffer(s, a);
      return;
    case ST_SIEGE_ACCEPT:
      applySiegeAccept(c, s, a);
      return;
    case ST_RETREAT:
      retreatTo(c, s, x);
      return;
    case ST_ADVANCE:
      advance(c, s, x);
      s[BT_STAGE] = AF_END;
      return;
    case ST_DEMOTE:
      applyDemotion(c, s, x);
      return;
    case ST_GIC_CHOOSE:
      appointGic(c, s, x, true);
      return;
    case ST_PEACE:
      applyPeace(s, side, a);
      return;
    case ST_TARGET:
      applyTarget(c, s, side, s[H_STEP_A]!, x);
      return;
    case ST_BI_SWAP:
      applyBiSwap(s, a);
      return;
    default:
      throw new Error(`lw: unknown decision ${step}`);
  }
}

/** Run every step that needs no decision, up to the next decision or the end of the game. */
export function proceed(c: LwContent, s: S): void {
  for (let guard = 0; guard < 100_000; guard++) {
    if (s[H_STEP] || s[CH_TERMINAL]) return;
    if (runGicReplacement(c, s) || runDemotions(c, s)) return;
    if (s[H_EP_PROMO]) {
      if (draftActions(c, s, CSA, true, buf) > 1) {
        s[H_STEP] = ST_DRAFT;
        s[H_STEP_SIDE] = CSA;
        s[H_STEP_A] = 1;
        return;
      }
      s[H_EP_PROMO] = 0;
      continue;
    }
    if (s[H_BI_SWAP]) {
      if (biSwapActions(c, s, buf) > 1) {
        s[H_STEP] = ST_BI_SWAP;
        s[H_STEP_SIDE] = CSA;
        return;
      }
      s[H_BI_SWAP] = 0;
      continue;
    }
    if (s[HS_ACTIVE]) runHarass(s);
    else if (s[BT_ACTIVE]) runBattle(c, s);
    else if (s[AC_ACTIVE]) runActivation(c, s);
    else if (s[CP_ACTIVE]) runCardPlay(c, s);
    else runPhase(c, s);
  }
  throw new Error('lw: proceed made no progress');
}

function runCardPlay(c: LwContent, s: S): void {
  const mode = s[CP_MODE]!;
  if (mode === MODE_CAMPAIGN || mode === MODE_DUAL) {
    if (runCampaign(c, s)) endCardPlay(c, s);
    return;
  }
  if (s[CP_STAGE] === DONE_STAGE || mode !== MODE_PC) endCardPlay(c, s);
  else setSpendStep(s, s[CP_SIDE]!);
}
