/**
 * The sequence of play (3.0), phase by phase: the first GiCs (5.0), Initiative (6.0, with BI income
 * 19.2), Administration (7.1) and Draft Promotions (7.2), Reinforcements (7.3), the Naval Phase (8.0),
 * the Rail Phase (9.0), the card draw (10.3) and card play (10.3-10.7) of the Operations Phase, the
 * Supply Phase (20.0) and Timekeeping (21.0). Each function sets the next decision or moves on.
 */
import {
  canPromote,
  gicSetupActions,
  markAdminSupply,
  placeReinforcements,
  unionHeldCsaCities,
} from './admin.js';
import { endOperations, handSize, insertYearCards, runDraw, setPlayStep } from './cards.js';
import type { LwContent } from './content.js';
import {
  CSA,
  G_STARS,
  H_ADMIN_PLOT_OK,
  H_ASSET_DRAWN,
  H_BLOCK_IT,
  H_DRAFT,
  H_DRAW_STAGE,
  H_FIRST,
  H_INIT,
  H_PASS,
  H_PC,
  H_PHASE,
  H_STEP,
  H_STEP_A,
  H_STEP_SIDE,
  H_SUB,
  H_TURNIDX,
  PH_ABSORB,
  PH_ADMIN,
  PH_DRAFT,
  PH_DRAW,
  PH_INITIATIVE,
  PH_NAVAL,
  PH_NAVAL_OPS,
  PH_OPS,
  PH_RAIL,
  PH_SETUP,
  PH_SUPPLY,
  PH_TIME,
  SP_STAGE,
  ST_ABSORB,
  ST_ASSET_PLACE,
  ST_BLOCKADE_IT,
  ST_DRAFT,
  ST_FORCE_FIRST,
  ST_GIC_SETUP,
  ST_NAVAL,
  ST_PURCHASE,
  ST_RAIL,
  USA,
} from './layout.js';
import { blockadeTargets, clearNavalMoves, navalOperations } from './naval.js';
import { biIncome } from './politics.js';
import { removeRit } from './rail.js';
import { runSupplyPhase } from './supplyphase.js';
import { timekeeping } from './victory.js';
import { type S } from './state.js';

const buf = new Int32Array(512);

/** The side acting in the phase's slot k (0 the first player, 1 the second; 6.0). */
const sideAt = (s: S, k: number): number => (k === 0 ? s[H_FIRST]! : 1 - s[H_FIRST]!);

function ask(s: S, step: number, side: number, a = 0): void {
  s[H_STEP] = step;
  s[H_STEP_SIDE] = side;
  s[H_STEP_A] = a;
}

export function runPhase(c: LwContent, s: S): void {
  switch (s[H_PHASE]) {
    case PH_SETUP:
      setupGic(c, s);
      return;
    case PH_INITIATIVE:
      initiative(c, s);
      return;
    case PH_ADMIN:
      if (s[H_ASSET_DRAWN]) return ask(s, ST_ASSET_PLACE, CSA);
      if (s[H_SUB]! < 2) return ask(s, ST_PURCHASE, sideAt(s, s[H_SUB]!));
      startDraft(c, s);
      return;
    case PH_DRAFT:
      draft(c, s);
      return;
    case PH_NAVAL:
      if (s[H_SUB]! < 2) return ask(s, ST_NAVAL, sideAt(s, s[H_SUB]!));
      navalOperations(c, s);
      s[H_PHASE] = PH_NAVAL_OPS;
      return;
    case PH_NAVAL_OPS:
      if (s[H_BLOCK_IT]! > 0 && blockadeTargets(c, s, buf) > 0) return ask(s, ST_BLOCKADE_IT, CSA);
      s[H_BLOCK_IT] = 0;
      s[H_PHASE] = PH_RAIL;
      s[H_SUB] = 0;
      return;
    case PH_RAIL:
      if (s[H_SUB]! < 2) return ask(s, ST_RAIL, sideAt(s, s[H_SUB]!));
      s[H_PHASE] = PH_ABSORB;
      s[H_SUB] = 0;
      return;
    case PH_ABSORB:
      if (s[H_SUB]! < 2) return ask(s, ST_ABSORB, sideAt(s, s[H_SUB]!));
      removeRit(c, s); // 9.3
      s[H_PHASE] = PH_DRAW;
      s[H_SUB] = 0;
      s[H_DRAW_STAGE] = 0;
      insertYearCards(c, s);
      return;
    case PH_DRAW:
      draw(c, s);
      return;
    case PH_OPS:
      operations(c, s);
      return;
    case PH_SUPPLY:
      if (runSupplyPhase(c, s)) s[H_PHASE] = PH_TIME;
      return;
    default:
      timekeeping(c, s);
  }
}

function setupGic(c: LwContent, s: S): void {
  const k = s[H_SUB]!;
  if (k >= 2) {
    s[H_PHASE] = PH_INITIATIVE;
    return;
  }
  s[H_SUB] = k + 1;
  const side = k === 0 ? USA : CSA;
  if (gicSetupActions(c, s, side, buf) > 0) ask(s, ST_GIC_SETUP, side);
}

/** 6.0: more PC has the initiative (ties keep it; the Union in 1861); a 10-PC lead may force the other first. */
function initiative(c: LwContent, s: S): void {
  biIncome(s);
  const us = s[H_PC + USA]!;
  const cs = s[H_PC + CSA]!;
  if (s[H_TURNIDX]! > 0 && us !== cs) s[H_INIT] = us > cs ? USA : CSA;
  s[H_FIRST] = s[H_INIT]!;
  startAdmin(c, s);
  if (Math.abs(us - cs) >= 10 && (us > cs ? USA : CSA) === s[H_INIT]) ask(s, ST_FORCE_FIRST, s[H_INIT]!);
}

function startAdmin(c: LwContent, s: S): void {
  s[H_PHASE] = PH_ADMIN;
  s[H_SUB] = 0;
  markAdminSupply(c, s);
  s[H_ADMIN_PLOT_OK] = unionHeldCsaCities(c, s) >= 5 ? 1 : 0;
}

function startDraft(c: LwContent, s: S): void {
  const t = s[H_TURNIDX]!;
  s[H_DRAFT + USA] = c.tables.draft.usa[t]!;
  s[H_DRAFT + CSA] = c.tables.draft.csa[t]!;
  s[H_PHASE] = PH_DRAFT;
  s[H_SUB] = 0;
}

function draft(c: LwContent, s: S): void {
  while (s[H_SUB]! < 2) {
    const side = sideAt(s, s[H_SUB]!);
    if (s[H_DRAFT + side]! > 0 && anyDraftable(c, s, side)) return ask(s, ST_DRAFT, side, 0);
    s[H_SUB] = s[H_SUB]! + 1;
  }
  placeReinforcements(c, s);
  clearNavalMoves(s);
  s[H_PHASE] = PH_NAVAL;
  s[H_SUB] = 0;
}

function anyDraftable(c: LwContent, s: S, side: number): boolean {
  for (let g = 0; g < c.ng; g++)
    if (c.genSide[g] === side && s[G_STARS + g] === 1 && canPromote(c, s, g)) return true;
  return false;
}

function draw(c: LwContent, s: S): void {
  while (s[H_SUB]! < 2) {
    if (runDraw(c, s, sideAt(s, s[H_SUB]!))) return;
    s[H_SUB] = s[H_SUB]! + 1;
    s[H_DRAW_STAGE] = 0;
  }
  s[H_PHASE] = PH_OPS;
  s[H_PASS] = 0;
  s[H_PASS + 1] = 0;
  const first = s[H_FIRST]!;
  s[H_SUB] = handSize(c, s, first) > 0 ? first : handSize(c, s, 1 - first) > 0 ? 1 - first : -1;
}

function operations(c: LwContent, s: S): void {
  const side = s[H_SUB]!;
  if (side < 0) {
    endOperations(c, s);
    s[H_PHASE] = PH_SUPPLY;
    s[SP_STAGE] = 0;
    return;
  }
  setPlayStep(s, side);
}
