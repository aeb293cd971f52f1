/**
 * Command: promotion (7.1.2-7.1.3, 7.2, 16.6.5), demotion and disgrace (20.4, 16.8.3, 16.9.6, 12.3.3),
 * death and the TCO that replaces a killed general (16.8.2, 17.0), the General in Chief (11.1) with
 * its involuntary replacement (11.1.2.2-11.1.2.3), and the queue of owner's-choice demotions.
 */
import type { LwContent } from './content.js';
import {
  CT_CTRL,
  CT_FLAGS,
  CTF_CAVHELD,
  DQ,
  DQ_CAP,
  DQ_N,
  G_FLAGS,
  G_LOC,
  G_SEQ,
  G_STARS,
  G_WOUNDS,
  GF_GIC,
  GF_NO_GIC,
  H_GIC_LOST,
  H_GIC_PENDING,
  H_SEQ,
  H_STEP,
  H_STEP_A,
  H_STEP_SIDE,
  LOC_DECEASED,
  LOC_DISGRACED,
  LOC_OUT,
  ST_DEMOTE,
  ST_GIC_CHOOSE,
} from './layout.js';
import {
  coOf,
  countIn,
  ctrlOf,
  enemyCity,
  gainPc,
  generalsIn,
  occupied,
  payPcThenCsp,
  placeGeneral,
  setIt,
  stackOk,
  type S,
} from './state.js';
import { NEUTRAL } from './mapdata.js';

const buf = new Int32Array(96);

/** Highest rank a general may hold: cavalry 2 (13.0), infantry 3 only with a 3-star counter (7.1.3). */
export function maxStars(c: LwContent, g: number): number {
  if (c.genTco[g]) return 3;
  if (c.genCav[g]) return 2;
  return c.genThree[g] ? 3 : 2;
}

/** Would promoting g keep its hex legally stacked (7.1.2 note, 12.4, 13.1.1)? */
export function promotionFits(c: LwContent, s: S, g: number): boolean {
  const hex = s[G_LOC + g]!;
  s[G_STARS + g] = s[G_STARS + g]! + 1;
  const ok = stackOk(c, s, hex, c.genSide[g]!);
  s[G_STARS + g] = s[G_STARS + g]! - 1;
  return ok;
}

/** Promote one rank (the CO follows rank, 11.2.1). */
export function promote(s: S, g: number): void {
  s[G_STARS + g] = s[G_STARS + g]! + 1;
}

/** Demote one star; a one-star general is disgraced instead (20.4). */
export function demote(c: LwContent, s: S, g: number): void {
  if (s[G_STARS + g]! > 1) {
    s[G_STARS + g] = s[G_STARS + g]! - 1;
    if (s[G_FLAGS + g]! & GF_GIC && s[G_STARS + g]! < 3) gicLost(c, s, g);
    return;
  }
  disgrace(c, s, g);
}

/**
 * To the Disgraced Generals box (1.1); a TCO is removed instead (17.4). A Force left without generals
 * keeps no IT (20.4 "Lone generals removed ... lose all remaining IT").
 */
export function disgrace(c: LwContent, s: S, g: number): void {
  const hex = s[G_LOC + g]!;
  const side = c.genSide[g]!;
  const wasGic = (s[G_FLAGS + g]! & GF_GIC) !== 0;
  s[G_LOC + g] = c.genTco[g] ? LOC_OUT : LOC_DISGRACED;
  s[G_STARS + g] = c.genTco[g] ? 0 : 1;
  s[G_WOUNDS + g] = 0;
  s[G_FLAGS + g] = 0;
  if (hex >= 0) leftHex(c, s, hex, side);
  if (wasGic) gicLost(c, s, g);
}

/**
 * Killed (16.8.2): to the Deceased box, replaced by a TCO of the same stars and type (17.0) placed as
 * the latest arrival, so a regular general of equal rank in the Force takes command.
 */
export function kill(c: LwContent, s: S, g: number): void {
  const hex = s[G_LOC + g]!;
  const side = c.genSide[g]!;
  const stars = s[G_STARS + g]!;
  const wasGic = (s[G_FLAGS + g]! & GF_GIC) !== 0;
  s[G_LOC + g] = c.genTco[g] ? LOC_OUT : LOC_DECEASED;
  s[G_FLAGS + g] = 0;
  s[G_WOUNDS + g] = 0;
  if (c.genTco[g]) s[G_STARS + g] = 0;
  if (hex >= 0 && !c.genTco[g]) {
    const t = freeTco(c, s, side, c.genCav[g] === 1);
    if (t >= 0) {
      placeGeneral(s, t, hex);
      s[G_STARS + t] = stars;
      s[G_WOUNDS + t] = 0;
      s[G_FLAGS + t] = 0;
    }
  }
  if (hex >= 0) leftHex(c, s, hex, side);
  if (wasGic) gicLost(c, s, g);
}

function freeTco(c: LwContent, s: S, side: number, cav: boolean): number {
  for (let g = c.nRegular; g < c.ng; g++)
    if (c.genSide[g] === side && (c.genCav[g] === 1) === cav && s[G_LOC + g] === LOC_OUT) return g;
  return -1;
}

/** After a general left a hex: an empty Force keeps no IT; a city held only by cavalry reverts (13.1.3). */
export function leftHex(c: LwContent, s: S, hex: number, side: number): void {
  if (occupied(c, s, hex, side)) return;
  setIt(s, hex, side, 0);
  const city = c.hexCity[hex]!;
  if (city >= 0) revertCavalryHold(c, s, city, side);
}

/** 13.1.3: control taken by lone cavalry lasts only while the cavalry stays. */
function revertCavalryHold(c: LwContent, s: S, city: number, side: number): void {
  if (!(s[CT_FLAGS + city]! & CTF_CAVHELD) || s[CT_CTRL + city] !== side) return;
  s[CT_FLAGS + city] = s[CT_FLAGS + city]! & ~CTF_CAVHELD;
  s[CT_CTRL + city] = c.cityOrig[city]!;
  if (c.cityOrig[city] === NEUTRAL) s[CT_CTRL + city] = 1 - side; // 2.4.3: a KY/MO city reverts to the opponent
}

// ---- General in Chief (11.1) ---------------------------------------------------------------------------

/**
 * 11.1.2.2: a GiC demoted below three stars, disgraced or killed. The opponent gains 4 PC and the
 * owner pays 4 PC (CSP where PC are short, then all he has) and appoints a new GiC at once.
 */
export function gicLost(c: LwContent, s: S, g: number, opponentGains = true): void {
  const side = c.genSide[g]!;
  s[G_FLAGS + g] = (s[G_FLAGS + g]! & ~GF_GIC) | GF_NO_GIC;
  if (opponentGains) gainPc(s, 1 - side, 4);
  payPcThenCsp(s, side, 4);
  s[H_GIC_PENDING + side] = 1;
  s[H_GIC_LOST + side] = 1;
}

/** Candidates for an involuntary GiC appointment (11.1.2.2): 3-stars, else 2-stars, else 1-stars. */
export function gicCandidates(c: LwContent, s: S, side: number, out: Int32Array): number {
  for (let rank = 3; rank >= 1; rank--) {
    let n = 0;
    for (let g = 0; g < c.nRegular; g++) {
      if (c.genSide[g] !== side || c.genCav[g] || s[G_LOC + g]! < 0) continue;
      if (s[G_STARS + g] !== rank || s[G_FLAGS + g]! & GF_NO_GIC) continue;
      out[n++] = g;
    }
    if (n > 0) return n;
  }
  return 0;
}

/** Start the appointment decision if one is pending; returns true if a decision was set. */
export function runGicReplacement(c: LwContent, s: S): boolean {
  for (const side of [0, 1]) {
    if (!s[H_GIC_PENDING + side]) continue;
    if (gicCandidates(c, s, side, buf) === 0) {
      s[H_GIC_PENDING + side] = 0; // no general on the map: nobody to appoint
      continue;
    }
    s[H_STEP] = ST_GIC_CHOOSE;
    s[H_STEP_SIDE] = side;
    return true;
  }
  return false;
}

/**
 * Appoint g as GiC (11.1.2.2-11.1.2.3): a 2-star is promoted free, a 1-star costs 2 PC more and is
 * promoted to three stars (`free`: the first GiC of the setup, 5.0, 11.1.1); he moves to the capital if it is friendly, else to the friendly city
 * nearest to it; excess stars there are displaced to adjacent hexes.
 */
export function appointGic(c: LwContent, s: S, g: number, relocate: boolean, free = false): void {
  const side = c.genSide[g]!;
  for (let h = 0; h < c.ng; h++)
    if (c.genSide[h] === side) s[G_FLAGS + h] = s[G_FLAGS + h]! & ~(GF_GIC | GF_NO_GIC);
  if (s[G_STARS + g] === 1 && !free) payPcThenCsp(s, side, 2); // not for the first GiC (5.0)
  s[G_STARS + g] = 3;
  s[G_FLAGS + g] = s[G_FLAGS + g]! | GF_GIC;
  s[H_GIC_PENDING + side] = 0;
  if (!relocate) return;
  const target = gicPlace(c, s, side);
  if (target >= 0 && target !== s[G_LOC + g]) {
    const from = s[G_LOC + g]!;
    s[G_LOC + g] = target;
    s[G_SEQ + g] = -++s[H_SEQ]!; // the GiC commands wherever he is (11.1.3.1)
    leftHex(c, s, from, side);
    displaceExcess(c, s, target, side, g);
  }
}

/** The capital if friendly, else the friendly city nearest to it (11.1.2.3). */
function gicPlace(c: LwContent, s: S, side: number): number {
  const cap = side === 0 ? c.washington : c.richmond;
  const capHex = c.cityHex[cap]!;
  if (ctrlOf(s, cap) === side && !occupied(c, s, capHex, 1 - side)) return capHex;
  let best = -1;
  let bestD = 1e9;
  for (let k = 0; k < c.ncity; k++) {
    if (ctrlOf(s, k) !== side || occupied(c, s, c.cityHex[k]!, 1 - side)) continue;
    const d = c.grid.distance(capHex, c.cityHex[k]!);
    if (d < bestD) {
      bestD = d;
      best = c.cityHex[k]!;
    }
  }
  return best;
}

/** Move the lowest generals out of an overstacked hex to adjacent friendly hexes (11.1.2.3). */
export function displaceExcess(c: LwContent, s: S, hex: number, side: number, keep: number): void {
  for (let guard = 0; guard < 12 && !stackOk(c, s, hex, side); guard++) {
    const n = generalsIn(c, s, hex, side, buf);
    let low = -1;
    for (let i = 0; i < n; i++) {
      const g = buf[i]!;
      if (g === keep) continue;
      if (low < 0 || s[G_STARS + g]! < s[G_STARS + low]!) low = g;
    }
    if (low < 0) return;
    const to = displacementHex(c, s, hex, side, low);
    if (to < 0) {
      disgrace(c, s, low);
      continue;
    }
    s[G_LOC + low] = to;
    s[G_SEQ + low] = ++s[H_SEQ]!;
  }
}

function displacementHex(c: LwContent, s: S, hex: number, side: number, g: number): number {
  for (let d = 0; d < 6; d++) {
    const n = c.grid.nbr[hex * 6 + d]!;
    if (n < 0 || c.hexFlags[n]! & 1 || occupied(c, s, n, 1 - side)) continue;
    const city = c.hexCity[n]!;
    if (city >= 0 && enemyCity(s, city, side)) continue;
    s[G_LOC + g] = n;
    const ok = stackOk(c, s, n, side);
    s[G_LOC + g] = hex;
    if (ok) return n;
  }
  return -1;
}

// ---- owner's-choice demotions -----------------------------------------------------------------------------

export const DR_IT = 0;
export const DR_DISASTER = 1;
export const DR_RIVER = 2;
export const DR_OVERSTACK = 3;
export const DR_REVERSAL = 4;

/** Queue `count` owner's-choice demotions in the Force of `side` at `hex`. */
export function queueDemotions(s: S, hex: number, side: number, count: number, reason: number): void {
  if (count <= 0) return;
  const n = s[DQ_N]!;
  if (n >= DQ_CAP) return;
  const o = DQ + n * 4;
  s[o] = hex;
  s[o + 1] = side;
  s[o + 2] = count;
  s[o + 3] = reason;
  s[DQ_N] = n + 1;
}

/** Generals of the queued Force the owner may demote (12.3.3 and reversals spare the CO when possible). */
export function demotionCandidates(c: LwContent, s: S, out: Int32Array): number {
  const hex = s[DQ]!;
  const side = s[DQ + 1]!;
  const reason = s[DQ + 3]!;
  const n = generalsIn(c, s, hex, side, out);
  if (reason !== DR_RIVER && reason !== DR_OVERSTACK && reason !== DR_REVERSAL) return n;
  const co = coOf(c, s, hex, side);
  let m = 0;
  for (let i = 0; i < n; i++) if (out[i] !== co || n === 1) out[m++] = out[i]!;
  return m;
}

/** Set the next queued demotion as the pending decision; false when the queue is empty. */
export function runDemotions(c: LwContent, s: S): boolean {
  while (s[DQ_N]! > 0) {
    const hex = s[DQ]!;
    const side = s[DQ + 1]!;
    const done =
      s[DQ + 2]! <= 0 ||
      countIn(c, s, hex, side) === 0 ||
      (s[DQ + 3] === DR_OVERSTACK && stackOk(c, s, hex, side));
    if (done) {
      popDemotion(s);
      continue;
    }
    s[H_STEP] = ST_DEMOTE;
    s[H_STEP_SIDE] = side;
    s[H_STEP_A] = hex;
    return true;
  }
  return false;
}

export function applyDemotion(c: LwContent, s: S, g: number): void {
  demote(c, s, g);
  s[DQ + 2] = s[DQ + 2]! - 1;
}

function popDemotion(s: S): void {
  const n = s[DQ_N]!;
  for (let i = 0; i + 1 < n; i++) for (let k = 0; k < 4; k++) s[DQ + i * 4 + k] = s[DQ + (i + 1) * 4 + k]!;
  s[DQ_N] = n - 1;
}
