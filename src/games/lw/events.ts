/**
 * Card events (10.7.2; "card text will take precedence"). The provisional pack gives each event card
 * one effect from this small vocabulary (README lists them): PC to oneself and from the opponent
 * (Judah P. Benjamin, 10.6), CSP, IT removal, extra draws, Sharpshooter (16.8: a casualty check of the
 * owner's choice, +2), Andrew H. Foote (8.1.2.1), a free promotion, discarding a Seditious card (10.7.7
 * "several non-seditious cards allow for mitigating"), Blockade Runners (10.7.5), and the optional
 * Peculiar Generals and Irregulars cards. The US Committee on the Conduct of the War (10.7.9) is
 * here too. An Erratic Personality card's event needs a 3-6 (10.6.5).
 */
import * as A from './actions.js';
import { casualty } from './aftermath.js';
import { demote, maxStars, promote, promotionFits } from './command.js';
import {
  CF_ERRATIC,
  E_BLOCKADE_RUNNER,
  E_CSP,
  E_DRAW,
  E_FOOTE,
  E_IRREGULARS,
  E_PC,
  E_PECULIAR,
  E_PROMOTE,
  E_REMOVE_IT,
  E_SEDITIOUS_RELIEF,
  E_SHARPSHOOTER,
  K_SEDITIOUS,
  type LwContent,
} from './content.js';
import {
  CD_LOC,
  CL_DISCARD,
  CL_HAND,
  CP_STAGE,
  CSA,
  CT_FLAGS,
  CTF_RAIDED,
  G_FLAGS,
  G_LOC,
  G_STARS,
  GF_LOST_TO_1,
  GF_RAIDED,
  GF_RELUCT,
  GF_WON,
  H_CSP,
  H_FOOTE,
  H_STEP,
  H_STEP_A,
  H_STEP_SIDE,
  ST_TARGET,
  USA,
} from './layout.js';
import { CFL_BRACKETED, HF_CSA, HF_KY, HF_MO } from './mapdata.js';
import { blockaded } from './naval.js';
import { addIt, coOf, ctrlOf, die, drawToHand, gainPc, itOf, losePc, occupied, type S } from './state.js';

/** CP_STAGE when the event is done. */
export const DONE_STAGE = 99;
const COMMITTEE = 68;
const buf = new Int32Array(256);

function eventKind(c: LwContent, k: number): number {
  return k === COMMITTEE ? -1 : c.eventKind[k]!;
}

export function eventPlayable(c: LwContent, s: S, side: number, k: number): boolean {
  const kind = eventKind(c, k);
  switch (kind) {
    case -1:
    case E_REMOVE_IT:
    case E_SHARPSHOOTER:
    case E_PROMOTE:
    case E_SEDITIOUS_RELIEF:
    case E_PECULIAR:
    case E_IRREGULARS:
      return targets(c, s, side, k, buf) > 0;
    case E_BLOCKADE_RUNNER:
      return ctrlOf(s, c.eventA[k]!) === CSA;
    default:
      return kind > 0;
  }
}

/** Resolve the event of card k, or ask for its target. */
export function startEvent(c: LwContent, s: S, side: number, k: number): void {
  s[CP_STAGE] = DONE_STAGE;
  if (c.cardFlags[k]! & CF_ERRATIC && die(s) <= 2) return; // 10.6.5: the event fails on 1-2
  const kind = eventKind(c, k);
  switch (kind) {
    case E_PC:
      gainPc(s, side, c.eventA[k]!);
      losePc(s, 1 - side, c.eventB[k]!);
      return;
    case E_CSP:
      s[H_CSP + side] = Math.min(10, s[H_CSP + side]! + c.eventA[k]!);
      return;
    case E_DRAW:
      for (let i = 0; i < c.eventA[k]!; i++) drawToHand(s, side);
      return;
    case E_FOOTE:
      s[H_FOOTE] = 1;
      return;
    case E_BLOCKADE_RUNNER: {
      // 10.7.5: PC if the port is not blockaded; else a run through the blockade, 3-6 (8.1.1)
      const port = c.eventA[k]!;
      if (!blockaded(c, s, port) || die(s) >= 3) gainPc(s, side, c.eventB[k]!);
      return;
    }
    default:
      if (targets(c, s, side, k, buf) === 0) return;
      s[CP_STAGE] = 0;
      s[H_STEP] = ST_TARGET;
      s[H_STEP_SIDE] = side;
      s[H_STEP_A] = k;
  }
}

/** The legal targets of card k's event (generals, hexes or cards), as target values. */
function targets(c: LwContent, s: S, side: number, k: number, out: Int32Array): number {
  let n = 0;
  const kind = eventKind(c, k);
  if (kind === E_SEDITIOUS_RELIEF) {
    const b = side * 81;
    for (let j = b; j < b + 81; j++)
      if (s[CD_LOC + j] === CL_HAND && c.cardKind[j] === K_SEDITIOUS) out[n++] = j;
    return n;
  }
  if (kind === E_REMOVE_IT || kind === E_IRREGULARS) {
    for (let h = 0; h < c.nh; h++) {
      if (kind === E_REMOVE_IT ? itOf(s, h, side) > 0 && occupied(c, s, h, side) : irregularTarget(c, s, h))
        out[n++] = h;
    }
    return n;
  }
  for (let g = 0; g < c.ng; g++) {
    const h = s[G_LOC + g]!;
    if (h < 0) continue;
    if (generalTarget(c, s, side, kind, g, h)) out[n++] = g;
  }
  return n;
}

function generalTarget(c: LwContent, s: S, side: number, kind: number, g: number, h: number): boolean {
  const mine = c.genSide[g] === side;
  switch (kind) {
    case E_SHARPSHOOTER:
      return !mine && !c.genTco[g];
    case E_PECULIAR:
      return !mine && coOf(c, s, h, c.genSide[g]!) === g && !(s[G_FLAGS + g]! & GF_RELUCT);
    case E_PROMOTE:
      return mine && !c.genTco[g] && s[G_STARS + g]! < maxStars(c, g) && promotionFits(c, s, g);
    case -1:
      // 10.7.9: the Union promotes a CO who beat a Confederate Force this turn; the Confederacy
      // demotes a 2- or 3-star Union CO beaten by a one-star CO this turn
      if (side === USA)
        return (
          mine &&
          (s[G_FLAGS + g]! & GF_WON) !== 0 &&
          s[G_STARS + g]! < maxStars(c, g) &&
          promotionFits(c, s, g)
        );
      return !mine && (s[G_FLAGS + g]! & GF_LOST_TO_1) !== 0 && s[G_STARS + g]! >= 2;
    default:
      return false;
  }
}

/** Irregulars (optional, stand-in): a Union Force or vacant Union city of supply 1-2 in the South, KY or MO. */
function irregularTarget(c: LwContent, s: S, h: number): boolean {
  if (!(c.hexFlags[h]! & (HF_CSA | HF_KY | HF_MO))) return false;
  if (occupied(c, s, h, USA)) return !(s[G_FLAGS + coOf(c, s, h, USA)]! & GF_RAIDED);
  const city = c.hexCity[h]!;
  if (city < 0 || ctrlOf(s, city) !== USA || c.cityFlags[city]! & CFL_BRACKETED) return false;
  const v = c.citySup[city]!;
  return (v === 1 || v === 2) && !(s[CT_FLAGS + city]! & CTF_RAIDED);
}

export function targetActions(c: LwContent, s: S, side: number, out: Int32Array): number {
  const n = targets(c, s, side, s[H_STEP_A]!, buf);
  for (let i = 0; i < n; i++) out[i] = A.enc(A.OP_TARGET, buf[i]!);
  return n;
}

export function applyTarget(c: LwContent, s: S, side: number, k: number, x: number): void {
  s[CP_STAGE] = DONE_STAGE;
  switch (eventKind(c, k)) {
    case E_REMOVE_IT:
      addIt(s, x, side, -c.eventA[k]!);
      return;
    case E_SHARPSHOOTER:
      casualty(c, s, x, 2);
      return;
    case E_PECULIAR:
      s[G_FLAGS + x] = s[G_FLAGS + x]! | GF_RELUCT;
      return;
    case E_PROMOTE:
      promote(s, x);
      return;
    case E_SEDITIOUS_RELIEF:
      s[CD_LOC + x] = CL_DISCARD;
      return;
    case E_IRREGULARS:
      irregularRaid(c, s, x);
      return;
    case -1:
      if (side === USA) promote(s, x);
      else demote(c, s, x);
      return;
    default:
      return;
  }
}

/** The stand-in Irregulars raid: 3-6 on one die, PC as a cavalry raid (13.2.2). */
function irregularRaid(c: LwContent, s: S, h: number): void {
  if (die(s) < 3) return;
  if (occupied(c, s, h, USA)) {
    const co = coOf(c, s, h, USA);
    gainPc(s, CSA, s[G_STARS + co]!);
    s[G_FLAGS + co] = s[G_FLAGS + co]! | GF_RAIDED;
    return;
  }
  const city = c.hexCity[h]!;
  gainPc(s, CSA, c.citySup[city]!);
  s[CT_FLAGS + city] = s[CT_FLAGS + city]! | CTF_RAIDED;
}
