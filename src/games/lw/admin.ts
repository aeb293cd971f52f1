/**
 * Administration Phase (7.0): purchasing (7.1.1-7.1.9) in any order until the player is done, draft
 * promotions (7.2), reinforcements (7.3); and the first GiC choice of the 1861 setup (5.0, 11.1.1).
 */
import * as A from './actions.js';
import { appointGic, maxStars, promote, promotionFits, displaceExcess } from './command.js';
import type { LwContent } from './content.js';
import {
  ASSET_CAP,
  ASSET_LOC,
  ASSET_TYPE,
  AT_HUNLEY,
  CSA,
  FLEET,
  G_FLAGS,
  G_LOC,
  G_SEQ,
  G_STARS,
  GF_ADMIN_SUPPLY,
  GF_GIC,
  GF_LOST_PREV,
  GF_PROMOTED,
  GF_RETURNED,
  H_ASSET_DRAWN,
  H_BUY,
  H_CSP,
  H_DRAFT,
  H_EP,
  H_GIC_LOST_PREV,
  H_PLOT,
  H_TURNIDX,
  LOC_DISGRACED,
  LOC_PENDING,
  NAV_UNBOUGHT,
  PLOT_CSA_BOUGHT,
  PLOT_CSA_MAY,
  PLOT_USA_BOUGHT,
  PLOT_USA_MAY,
  PORT_BASE,
  RAIDER,
  USA,
  H_PARAM,
  P_MANPOWER_FAIL,
} from './layout.js';
import { NEUTRAL, PORT_OCEAN } from './mapdata.js';
import {
  cardInt,
  cavIn,
  coOf,
  ctrlOf,
  die,
  enemyCity,
  isGic,
  occupied,
  payPc,
  pcOf,
  placeGeneral,
  stackOk,
  type S,
} from './state.js';
import { supplyBatch } from './supply.js';

/** 7.1: mark the generals in supply at the start of the Administration Phase. */
export function markAdminSupply(c: LwContent, s: S): void {
  for (const side of [USA, CSA]) {
    const check = supplyBatch(c, s, side);
    for (let g = 0; g < c.ng; g++) {
      if (c.genSide[g] !== side) continue;
      const h = s[G_LOC + g]!;
      s[G_FLAGS + g] = s[G_FLAGS + g]! & ~GF_ADMIN_SUPPLY;
      if (h >= 0 && check(h, null)) s[G_FLAGS + g] = s[G_FLAGS + g]! | GF_ADMIN_SUPPLY;
    }
  }
}

/** Confederate cities the Union holds (7.1.9: five or more allow the Assassination Plot). */
export function unionHeldCsaCities(c: LwContent, s: S): number {
  let n = 0;
  for (let k = 0; k < c.ncity; k++) if (c.cityOrig[k] === CSA && ctrlOf(s, k) === USA) n++;
  return n;
}

const scratch = new Int32Array(128);

// ---- purchasing (7.1) -------------------------------------------------------------------------------------

export function purchaseActions(c: LwContent, s: S, side: number, out: Int32Array): number {
  let n = 0;
  out[n++] = A.enc(A.OP_DONE);
  const pc = pcOf(s, side);
  const room = Math.min(10 - s[H_CSP + side]!, pc); // 7.1.6: up to 10 CSP
  for (let k = 1; k <= room; k++) out[n++] = A.enc(A.OP_BUY_CSP, k);
  for (let g = 0; g < c.ng; g++) {
    if (c.genSide[g] !== side) continue;
    if (pc >= 1 && canReturn(c, s, g)) out[n++] = A.enc(A.OP_RETURN, g);
    if (canBuyPromotion(c, s, g) && pc >= (s[G_STARS + g] === 1 ? 2 : 3)) out[n++] = A.enc(A.OP_PROMOTE, g);
    if (pc >= 1 && canSwapCo(c, s, g)) out[n++] = A.enc(A.OP_SWAP_CO, g);
    if (canAppointGic(c, s, g) && pc >= gicCost(s, side)) out[n++] = A.enc(A.OP_APPOINT_GIC, g);
  }
  const t = s[H_TURNIDX]!;
  if (side === USA) {
    if (pc >= 2 && s[H_BUY + 1]! < c.tables.fleetsBuildable[t]! && freeSlot(s, FLEET, c.tables.fleets) >= 0)
      out[n++] = A.enc(A.OP_BUY_FLEET);
    if (s[H_PLOT] === PLOT_USA_MAY && pc >= 3) out[n++] = A.enc(A.OP_BUY_PLOT);
  } else {
    if (
      pc >= 1 &&
      s[H_BUY + 4 + 2]! < c.tables.raidersBuildable[t]! &&
      freeSlot(s, RAIDER, c.tables.raiders) >= 0
    )
      n = raiderDestinations(c, s, out, n);
    if (
      pc >= 1 &&
      s[H_BUY + 4 + 3]! < c.tables.assetsBuildable[t]! &&
      assetPool(s) > 0 &&
      assetPorts(c, s, -1, scratch, 0) > 0
    )
      out[n++] = A.enc(A.OP_BUY_ASSET);
    if (s[H_PLOT] === PLOT_CSA_MAY && pc >= 3 && unionHeldCsaCities(c, s) >= 5)
      out[n++] = A.enc(A.OP_BUY_PLOT);
  }
  return n;
}

function freeSlot(s: S, base: number, cap: number): number {
  for (let i = 0; i < cap; i++) if (s[base + i] === NAV_UNBOUGHT) return i;
  return -1;
}

function assetPool(s: S): number {
  let n = 0;
  for (let i = 0; i < ASSET_CAP; i++) if (s[ASSET_LOC + i] === NAV_UNBOUGHT && s[ASSET_TYPE + i]! >= 0) n++;
  return n;
}

/** 7.1.7, 8.3.1: a new Raider goes to an empty Raid hex or a friendly Confederate ocean port. */
function raiderDestinations(c: LwContent, s: S, out: Int32Array, n: number): number {
  for (let col = 0; col < c.raidColumns; col++) {
    let used = false;
    for (let i = 0; i < c.tables.raiders; i++) if (s[RAIDER + i] === col) used = true;
    if (!used) out[n++] = A.enc(A.OP_BUY_RAIDER, col);
  }
  for (let k = 0; k < c.ncity; k++)
    if (c.cityPort[k]! & PORT_OCEAN && c.cityOrig[k] === CSA && ctrlOf(s, k) === CSA)
      out[n++] = A.enc(A.OP_BUY_RAIDER, PORT_BASE + k);
  return n;
}

/** 8.1.2: friendly ports with room for an Asset (two per port; the Hunley in an ocean port only). */
export function assetPorts(c: LwContent, s: S, type: number, out: Int32Array, n: number): number {
  for (let k = 0; k < c.ncity; k++) {
    if (!c.cityPort[k] || ctrlOf(s, k) !== CSA || occupied(c, s, c.cityHex[k]!, USA)) continue;
    if (type === AT_HUNLEY && !(c.cityPort[k]! & PORT_OCEAN)) continue;
    let here = 0;
    for (let i = 0; i < ASSET_CAP; i++) if (s[ASSET_LOC + i] === k) here++;
    if (here < 2) out[n++] = A.enc(A.OP_PLACE_ASSET, k);
  }
  return n;
}

function canReturn(c: LwContent, s: S, g: number): boolean {
  const side = c.genSide[g]!;
  return s[G_LOC + g] === LOC_DISGRACED && !c.genTco[g] && s[H_BUY + side * 4]! === 0; // 7.1.1: one a turn
}

/** 7.1.2-7.1.3, 7.2: promotable by purchase or draft this turn. */
export function canPromote(c: LwContent, s: S, g: number): boolean {
  if (s[G_LOC + g]! < 0 || c.genTco[g]) return false;
  const f = s[G_FLAGS + g]!;
  if (!(f & GF_ADMIN_SUPPLY) || f & (GF_PROMOTED | GF_RETURNED)) return false;
  return s[G_STARS + g]! < maxStars(c, g) && promotionFits(c, s, g);
}

function canBuyPromotion(c: LwContent, s: S, g: number): boolean {
  return canPromote(c, s, g);
}

/** 7.1.5: swap the CO with an equal-rank infantry general of the same stack. */
function canSwapCo(c: LwContent, s: S, g: number): boolean {
  const h = s[G_LOC + g]!;
  if (h < 0 || c.genCav[g]) return false;
  const co = coOf(c, s, h, c.genSide[g]!);
  return co >= 0 && co !== g && !isGic(s, co) && s[G_STARS + co] === s[G_STARS + g];
}

/** 7.1.4, 11.1.2.1: a 3-star on the board who did not lose a battle last turn. */
function canAppointGic(c: LwContent, s: S, g: number): boolean {
  return (
    s[G_LOC + g]! >= 0 &&
    !c.genCav[g] &&
    !c.genTco[g] &&
    s[G_STARS + g] === 3 &&
    !(s[G_FLAGS + g]! & (GF_GIC | GF_LOST_PREV))
  );
}

function gicCost(s: S, side: number): number {
  return s[H_GIC_LOST_PREV + side] ? 2 : 4;
}

/** Apply a purchase; returns true if the purchase loop goes on. */
export function applyPurchase(c: LwContent, s: S, side: number, a: number): boolean {
  const x = A.xOf(a);
  switch (A.opOf(a)) {
    case A.OP_DONE:
      return false;
    case A.OP_BUY_CSP:
      payPc(s, side, x);
      s[H_CSP + side] = s[H_CSP + side]! + x;
      break;
    case A.OP_RETURN:
      payPc(s, side, 1);
      returnDisgraced(c, s, x);
      s[H_BUY + side * 4] = 1;
      break;
    case A.OP_PROMOTE:
      payPc(s, side, s[G_STARS + x] === 1 ? 2 : 3);
      promote(s, x);
      s[G_FLAGS + x] = s[G_FLAGS + x]! | GF_PROMOTED;
      break;
    case A.OP_SWAP_CO: {
      payPc(s, side, 1);
      const co = coOf(c, s, s[G_LOC + x]!, side);
      s[G_SEQ + x] = s[G_SEQ + co]! - 1;
      break;
    }
    case A.OP_APPOINT_GIC:
      payPc(s, side, gicCost(s, side));
      appointGic(c, s, x, true);
      break;
    case A.OP_BUY_FLEET:
      payPc(s, side, 2);
      s[FLEET + freeSlot(s, FLEET, c.tables.fleets)] = PORT_BASE + c.fleetPorts[0]!;
      s[H_BUY + 1] = s[H_BUY + 1]! + 1;
      break;
    case A.OP_BUY_RAIDER:
      payPc(s, side, 1);
      s[RAIDER + freeSlot(s, RAIDER, c.tables.raiders)] = x;
      s[H_BUY + 4 + 2] = s[H_BUY + 4 + 2]! + 1;
      break;
    case A.OP_BUY_ASSET:
      payPc(s, side, 1);
      s[H_BUY + 4 + 3] = s[H_BUY + 4 + 3]! + 1;
      s[H_ASSET_DRAWN] = 1 + drawAsset(s);
      break;
    case A.OP_BUY_PLOT:
      payPc(s, side, 3);
      s[H_PLOT] = side === CSA ? PLOT_CSA_BOUGHT : PLOT_USA_BOUGHT;
      break;
    default:
      throw new Error(`lw: not a purchase: ${a}`);
  }
  return true;
}

/** 7.1.7: a random Asset from the face-down pool; returns its slot. */
function drawAsset(s: S): number {
  const n = assetPool(s);
  let pick = cardInt(s, n);
  for (let i = 0; i < ASSET_CAP; i++) {
    if (s[ASSET_LOC + i] !== NAV_UNBOUGHT || s[ASSET_TYPE + i]! < 0) continue;
    if (pick-- === 0) return i;
  }
  return -1;
}

export function placeAsset(s: S, city: number): void {
  const i = s[H_ASSET_DRAWN]! - 1;
  s[ASSET_LOC + i] = city;
  s[H_ASSET_DRAWN] = 0;
}

/** 7.1.1: back at one star in his starting hex, or the friendly city nearest to it. */
function returnDisgraced(c: LwContent, s: S, g: number): void {
  s[G_STARS + g] = 1;
  s[G_FLAGS + g] = GF_RETURNED;
  enterAt(c, s, g, c.genHex[g]!);
}

/**
 * Bring a general onto the map at `hex` (7.3, 2.1): if the hex is enemy-held, or he would overstack
 * it, the nearest friendly city instead; a cavalry general meeting another goes to an adjacent
 * friendly hex (13.1.2).
 */
export function enterAt(c: LwContent, s: S, g: number, hex: number): void {
  const side = c.genSide[g]!;
  const target = entryHex(c, s, g, hex, side);
  if (target < 0) {
    s[G_LOC + g] = LOC_PENDING;
    return;
  }
  placeGeneral(s, g, target);
  if (!stackOk(c, s, target, side)) displaceExcess(c, s, target, side, -1);
}

function entryHex(c: LwContent, s: S, g: number, hex: number, side: number): number {
  const fits = (h: number): boolean => {
    if (occupied(c, s, h, 1 - side)) return false;
    const city = c.hexCity[h]!;
    if (city >= 0 && (enemyCity(s, city, side) || ctrlOf(s, city) === NEUTRAL)) return false;
    if (c.genCav[g] && cavIn(c, s, h, side) >= 0) return false;
    const old = s[G_LOC + g]!;
    s[G_LOC + g] = h;
    const ok = stackOk(c, s, h, side);
    s[G_LOC + g] = old;
    return ok;
  };
  if (fits(hex)) return hex;
  if (c.genCav[g] && !occupied(c, s, hex, 1 - side)) {
    for (let d = 0; d < 6; d++) {
      const n = c.grid.nbr[hex * 6 + d]!;
      if (n >= 0 && !(c.hexFlags[n]! & 1) && fits(n)) return n;
    }
  }
  let best = -1;
  let bestD = 1e9;
  for (let k = 0; k < c.ncity; k++) {
    const h = c.cityHex[k]!;
    if (ctrlOf(s, k) !== side || !fits(h)) continue;
    const d = c.grid.distance(hex, h);
    if (d < bestD) {
      bestD = d;
      best = h;
    }
  }
  return best;
}

// ---- draft promotions (7.2) and the EP's free promotion (19.1) ----------------------------------------------

export function draftActions(c: LwContent, s: S, side: number, free: boolean, out: Int32Array): number {
  let n = 0;
  out[n++] = A.enc(A.OP_DONE);
  for (let g = 0; g < c.ng; g++) {
    if (c.genSide[g] !== side) continue;
    if (free ? canFreePromote(c, s, g) : s[G_STARS + g] === 1 && canPromote(c, s, g))
      out[n++] = A.enc(A.OP_DRAFT, g);
  }
  return n;
}

/** 19.1: the EP's free promotion: any general on the map that may hold one more star. */
function canFreePromote(c: LwContent, s: S, g: number): boolean {
  return s[G_LOC + g]! >= 0 && !c.genTco[g] && s[G_STARS + g]! < maxStars(c, g) && promotionFits(c, s, g);
}

/** 7.2: a draft promotion; from Spring 1864 a Confederate one succeeds on 3-6 only. */
export function applyDraft(c: LwContent, s: S, side: number, g: number): void {
  s[H_DRAFT + side] = s[H_DRAFT + side]! - 1;
  s[G_FLAGS + g] = s[G_FLAGS + g]! | GF_PROMOTED;
  const manpower = side === CSA && s[H_TURNIDX]! >= c.turnIndex[c.tables.csaManpowerRollFrom]!;
  if (manpower && die(s) <= s[H_PARAM + P_MANPOWER_FAIL]!) return;
  promote(s, g);
}

export function applyFreePromotion(s: S, g: number): void {
  promote(s, g);
}

/** 7.3: reinforcements of this turn (and Hincks the turn after the EP, 19.1). */
export function placeReinforcements(c: LwContent, s: S): void {
  const t = s[H_TURNIDX]!;
  for (let g = 0; g < c.nRegular; g++) {
    if (s[G_LOC + g] !== LOC_PENDING) continue;
    const e = c.genEnter[g]!;
    const due = e === 99 ? s[H_EP]! > 0 && s[H_EP]! - 1 < t : e >= 0 && e <= t;
    if (!due) continue;
    s[G_STARS + g] = 1;
    s[G_FLAGS + g] = 0;
    enterAt(c, s, g, c.genHex[g]!);
  }
}

// ---- the first GiC (5.0, 11.1.1) ---------------------------------------------------------------------------

export function gicSetupActions(c: LwContent, s: S, side: number, out: Int32Array): number {
  let n = 0;
  for (let g = 0; g < c.nRegular; g++)
    if (c.genSide[g] === side && c.genGic[g] && s[G_LOC + g]! >= 0) out[n++] = A.enc(A.OP_GIC, g);
  if (n === 0) out[n++] = A.enc(A.OP_DONE);
  return n;
}

export function applyGicSetup(c: LwContent, s: S, g: number): void {
  appointGic(c, s, g, false, true);
}
