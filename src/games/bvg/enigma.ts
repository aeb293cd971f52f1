/**
 * 3.7 Enigma cards and the Card Clarifications: when each may be played (windows that depend only on
 * public facts, so a pending decision never reveals a hand) and what it does. Effects whose text the
 * rulebook gives are implemented as written; the others follow the provisional pack (README).
 *
 *   own turn (Draw/Replace, Deploy/Move, Combat between attacks, Regroup): supply, spy, Monitor,
 *     Ironclads, Copperheads, Partisan Rangers, Digging for the South, Degataga, Emancipation,
 *     Freedom Sickness (before any attack), Blue Mountain Boys, cadre recall
 *   reserve exchange (8.41, before the dice): one-battle red-die modifiers
 *   defender's response to a USA attack: The Slows (CC20)
 *   post-battle windows: Special Orders No. 191 (CC41), Draft Riots (CC61)
 */
import { enc, NONE, OP_ENIGMA, OP_PICK } from './actions.js';
import { remove, toCadre } from './commands.js';
import {
  DF_DEPLETE_DIV,
  DF_INVASION,
  DF_PORT,
  DF_WEST_TARGET,
  EF_BMB,
  EF_CADRE_RECALL,
  EF_COPPERHEADS,
  EF_DEGATAGA,
  EF_DIGGING,
  EF_DRAFT_RIOTS,
  EF_DRM,
  EF_EMANCIPATION,
  EF_FREEDOM,
  EF_IRONCLADS,
  EF_MONITOR,
  EF_PARTISAN,
  EF_SLOWS,
  EF_SO191,
  EF_SPY,
  EF_SUPPLY,
  K_INF,
  SP_XXII,
  type BvgContent,
} from './content.js';
import { drawCard, grantIronclads, handFor, inHand } from './draw.js';
import {
  B_ATT,
  B_ATT_SIDE,
  B_DEF,
  B_DRM,
  B_FLAGS,
  B_INIT_PEN,
  B_POST,
  B_TGT,
  B_TURN,
  BF_INFERNAL,
  BF_INVASION,
  C_FLAGS,
  C_LOC,
  CSA,
  F_CADRE_DOWN,
  F_HAND_LOCK,
  F_IN_BATTLE,
  F_KNOWN,
  GF_COPPERHEADS,
  GF_DIGGING,
  GF_EMANC,
  GF_EMANC_ELIG,
  GF_EMANC_KY,
  GF_FREEDOM,
  GF_IRONCLADS,
  GF_IRONCLADS_PLAYED,
  GF_KY_NEUTRAL,
  GF_MONITOR,
  GF_SO191_NEXT,
  H_FLAGS,
  H_PHASE,
  H_PICK_KIND,
  H_PICK_SIDE,
  H_RET,
  H_SIDE,
  H_SUPPLY,
  H_TURN_FLAGS,
  LOC_ACTIVE,
  LOC_CADRE,
  LOC_EAST,
  LOC_HAND,
  LOC_HAND_W,
  LOC_WEST,
  PH_COMBAT,
  PH_DEFEND,
  PH_DEPLOY,
  PH_DRAW,
  PH_PICK,
  PH_POST,
  PH_REGROUP,
  PH_RESERVE,
  PK_DEGATAGA,
  PK_DRAFT_RIOTS,
  PW_DRAFT_RIOTS,
  PW_SO191,
  TF_ATTACKED,
  TF_BMB,
  TF_NO_CARDS,
  USA,
  WEST,
} from './layout.js';
import { actingHand } from './deploy.js';
import { sideLists } from './card-lists.js';
import { handOfTheater } from './combat.js';
import { ctrl, isDepleted, onMap, setCtrl, type S } from './state.js';

/** The hand whose cards may be played in this phase by `side`. */
function handForPhase(s: S, side: number): number {
  const ph = s[H_PHASE]!;
  if (ph === PH_RESERVE) {
    const root = side === s[B_ATT_SIDE] ? s[B_ATT]! : s[B_DEF]!;
    return handOfTheater(s, root >= 0 ? s[C_LOC + root]! - LOC_EAST : 0);
  }
  if (ph === PH_DRAW || ph === PH_DEPLOY || ph === PH_COMBAT || ph === PH_REGROUP) return actingHand(s);
  return LOC_HAND;
}

/** Is Enigma card k playable now by its owner? */
function playable(c: BvgContent, s: S, k: number, side: number): boolean {
  const ph = s[H_PHASE]!;
  const f = s[H_FLAGS]!;
  const own = side === s[H_SIDE];
  const ownWindow = own && (ph === PH_DRAW || ph === PH_DEPLOY || ph === PH_COMBAT || ph === PH_REGROUP);
  if (own && s[H_TURN_FLAGS]! & TF_NO_CARDS) return false; // Historical USA first turn
  switch (c.effect[k]) {
    case EF_SUPPLY:
    case EF_COPPERHEADS:
    case EF_PARTISAN:
    case EF_CADRE_RECALL:
      return ownWindow;
    case EF_SPY:
      return ownWindow;
    case EF_MONITOR:
      return ownWindow && !(f & GF_MONITOR);
    case EF_IRONCLADS:
      return ownWindow;
    case EF_DIGGING:
      return ownWindow && !(f & GF_DIGGING);
    case EF_DEGATAGA:
      return ownWindow;
    case EF_EMANCIPATION:
      return ownWindow && (f & GF_EMANC_ELIG) !== 0 && !(f & GF_EMANC);
    case EF_FREEDOM:
      return ownWindow && !(s[H_TURN_FLAGS]! & TF_ATTACKED); // CC65 before any attack
    case EF_BMB:
      return ownWindow && (f & GF_EMANC) !== 0 && !(s[H_TURN_FLAGS]! & (TF_BMB | TF_ATTACKED));
    case EF_SLOWS:
      // CC20: against a USA commander announcing an attack (not an initiative-0 lone corps invasion)
      return ph === PH_DEFEND && side === CSA && s[B_ATT_SIDE] === USA && s[B_INIT_PEN] === 0;
    case EF_SO191:
      return ph === PH_POST && s[B_POST] === PW_SO191;
    case EF_DRAFT_RIOTS:
      return ph === PH_POST && s[B_POST] === PW_DRAFT_RIOTS;
    case EF_DRM: {
      if (ph !== PH_RESERVE || s[B_TURN] !== side) return false;
      const fl = c.drmFlags[k]!;
      const x = s[B_TGT]!;
      if (fl & DF_WEST_TARGET && c.cityTheater[x] !== WEST) return false; // CC48 Old Abe
      if (fl & DF_INVASION && !(s[B_FLAGS]! & BF_INVASION)) return false; // CC61 Swamp Angel
      if (fl & DF_PORT && !c.port[x]) return false;
      if (fl & DF_DEPLETE_DIV && s[B_FLAGS]! & BF_INFERNAL) return false;
      return true;
    }
    default:
      return false;
  }
}

/** Enigma plays available to `side` now (the same windows whatever the hand holds). */
export function legalEnigmas(c: BvgContent, s: S, side: number, out: Int32Array, n: number): number {
  const hand = handForPhase(s, side);
  const enigmas = sideLists(c).enigmas[side]!;
  for (let i = 0; i < enigmas.length; i++) {
    const k = enigmas[i]!;
    const l = s[C_LOC + k]!;
    if (l !== hand && !(hand === LOC_HAND && l === LOC_HAND_W && s[H_PHASE] === PH_POST)) continue;
    if (s[C_FLAGS + k]! & F_HAND_LOCK) continue;
    if (playable(c, s, k, side)) out[n++] = enc(OP_ENIGMA, k, NONE);
  }
  return n;
}

const discard = (c: BvgContent, s: S, k: number): void => remove(c, s, k);
const lasting = (s: S, k: number): void => {
  s[C_LOC + k] = LOC_ACTIVE;
  s[C_FLAGS + k] = 0;
};

/** Play Enigma card k. Returns true if the play used a reserve turn (8.41). */
export function playEnigma(c: BvgContent, s: S, k: number): boolean {
  const side = c.cardSide[k]!;
  const opp = 1 - side;
  const f = s[H_FLAGS]!;
  switch (c.effect[k]) {
    case EF_SUPPLY:
      s[H_SUPPLY + side] = s[H_SUPPLY + side]! + c.amount[k]!;
      discard(c, s, k);
      break;
    case EF_SPY:
      // the opponent's hand is shown to the spy's side; he loses supply points (provisional)
      for (let j = c.sideStart[opp]; j < c.sideEnd[opp]; j++)
        if (inHand(s[C_LOC + j]!)) s[C_FLAGS + j] = s[C_FLAGS + j]! | F_KNOWN;
      s[H_SUPPLY + opp] = Math.max(0, s[H_SUPPLY + opp]! - c.amount[k]!);
      discard(c, s, k);
      break;
    case EF_MONITOR:
      playMonitor(c, s, k, f);
      break;
    case EF_IRONCLADS:
      playIronclads(c, s, k, f);
      break;
    case EF_SLOWS:
      s[B_INIT_PEN] = 1;
      discard(c, s, k);
      break;
    case EF_COPPERHEADS:
      s[H_FLAGS] = f | GF_COPPERHEADS; // CC40: a free CSA turn follows this one
      discard(c, s, k);
      break;
    case EF_PARTISAN:
      // CC66: two free cards (wasted if the deck is short) and one free supply
      drawCard(c, s, side);
      drawCard(c, s, side);
      s[H_SUPPLY + side] = s[H_SUPPLY + side]! + 1;
      discard(c, s, k);
      break;
    case EF_DIGGING:
      playDigging(c, s, k, f);
      break;
    case EF_DEGATAGA:
      discard(c, s, k);
      if (pickCandidates(c, s, PK_DEGATAGA, null) > 0) startPick(s, PK_DEGATAGA, USA);
      break;
    case EF_SO191:
      s[H_FLAGS] = f | GF_SO191_NEXT;
      discard(c, s, k);
      break;
    case EF_DRAFT_RIOTS:
      discard(c, s, k);
      if (pickCandidates(c, s, PK_DRAFT_RIOTS, null) > 0) startPick(s, PK_DRAFT_RIOTS, USA);
      break;
    case EF_EMANCIPATION:
      playEmancipation(c, s, k, f);
      break;
    case EF_FREEDOM:
      playFreedom(c, s, k, f);
      break;
    case EF_BMB:
      s[H_TURN_FLAGS] = s[H_TURN_FLAGS]! | TF_BMB;
      discard(c, s, k);
      break;
    case EF_CADRE_RECALL:
      recallCadres(c, s, k);
      discard(c, s, k);
      break;
    case EF_DRM: {
      const favors = c.drmSide[k]!;
      const v = c.drmValue[k]!;
      s[B_DRM] = s[B_DRM]! + (favors === s[B_ATT_SIDE] ? v : -v);
      if (c.drmFlags[k]! & DF_DEPLETE_DIV) s[B_FLAGS] = s[B_FLAGS]! | BF_INFERNAL;
      discard(c, s, k);
      return true;
    }
  }
  return false;
}

/** CC23 Monitor: nullifies Ironclads; Norfolk is occupied by the USA; counts for the blockade. */
function playMonitor(c: BvgContent, s: S, k: number, f: number): void {
  s[H_FLAGS] = f | GF_MONITOR;
  const nf = c.cities.norfolk;
  if (onMap(c, s, nf)) setCtrl(s, nf, USA);
  if (f & GF_IRONCLADS) {
    s[H_FLAGS] = s[H_FLAGS]! & ~GF_IRONCLADS;
    for (let j = c.sideStart[CSA]; j < c.sideEnd[CSA]; j++)
      if (c.effect[j] === EF_IRONCLADS && s[C_LOC + j] === LOC_ACTIVE) discard(c, s, j);
  }
  lasting(s, k);
}

/** CC19 Ironclads: discarded at once if Monitor is in play (still stops Monitor counting for the blockade). */
function playIronclads(c: BvgContent, s: S, k: number, f: number): void {
  s[H_FLAGS] = f | GF_IRONCLADS_PLAYED;
  if (f & GF_MONITOR) discard(c, s, k);
  else {
    s[H_FLAGS] = s[H_FLAGS]! | GF_IRONCLADS;
    grantIronclads(s);
    lasting(s, k);
  }
}

/** Digging: Wheeling goes to the CSA if still neutral; after Freedom (CC67), discarded for another card. */
function playDigging(c: BvgContent, s: S, k: number, f: number): void {
  discard(c, s, k);
  if (f & GF_FREEDOM) {
    drawCard(c, s, c.cardSide[k]!); // CC67: discard it and draw another
  } else {
    s[C_LOC + k] = LOC_ACTIVE;
    s[H_FLAGS] = s[H_FLAGS]! | GF_DIGGING;
    const w = c.cities.wheeling;
    if (onMap(c, s, w) && ctrl(s, w) < 0) setCtrl(s, w, CSA);
  }
}

/** CC51 Emancipation Proclamation: Wheeling and Kentucky go pro-North if still neutral. */
function playEmancipation(c: BvgContent, s: S, k: number, f: number): void {
  s[H_FLAGS] = f | GF_EMANC;
  const w = c.cities.wheeling;
  if (onMap(c, s, w) && ctrl(s, w) < 0) setCtrl(s, w, USA);
  const cOnMap = onMap(c, s, c.cities.lexington);
  if (cOnMap) {
    for (const x of c.kentuckyCities) if (onMap(c, s, x) && ctrl(s, x) < 0) setCtrl(s, x, USA);
    s[H_FLAGS] = s[H_FLAGS]! & ~GF_KY_NEUTRAL;
  } else s[H_FLAGS] = s[H_FLAGS]! | GF_EMANC_KY;
  discard(c, s, k);
}

/** Freedom: Wheeling to the USA, or a supply point if it is USA already. */
function playFreedom(c: BvgContent, s: S, k: number, f: number): void {
  const side = c.cardSide[k]!;
  s[H_FLAGS] = f | GF_FREEDOM;
  const w = c.cities.wheeling;
  if (onMap(c, s, w) && ctrl(s, w) !== USA) setCtrl(s, w, USA);
  else s[H_SUPPLY + side] = s[H_SUPPLY + side]! + 1;
  discard(c, s, k);
}

/** Cadre recall: the strongest face-up cadre cards of the side go to hand. */
function recallCadres(c: BvgContent, s: S, k: number): void {
  const side = c.cardSide[k]!;
  for (let i = 0; i < c.amount[k]!; i++) {
    let best = -1;
    for (let j = c.sideStart[side]; j < c.sideEnd[side]; j++) {
      if (s[C_LOC + j] !== LOC_CADRE || s[C_FLAGS + j]! & F_CADRE_DOWN) continue;
      if (best < 0 || c.strength[j]! > c.strength[best]!) best = j;
    }
    if (best < 0) break;
    s[C_LOC + best] = handFor(c, s, best);
    s[C_FLAGS + best] = F_KNOWN;
  }
}

// ---- card choices (Degataga, Draft Riots) ------------------------------------------------------------------
function startPick(s: S, kind: number, side: number): void {
  s[H_RET] = s[H_PHASE]!;
  s[H_PICK_KIND] = kind;
  s[H_PICK_SIDE] = side;
  s[H_PHASE] = PH_PICK;
}

/** Undepleted corps the USA may give up: in play (Degataga) or in hand or play with strength 3+ (Draft Riots). */
function pickCandidates(c: BvgContent, s: S, kind: number, out: Int32Array | null): number {
  let n = 0;
  for (let k = c.sideStart[USA]; k < c.sideEnd[USA]; k++) {
    if (c.kind[k] !== K_INF || c.special[k] === SP_XXII || isDepleted(c, s, k)) continue;
    const l = s[C_LOC + k]!;
    const inPlay = l === LOC_EAST || l === LOC_WEST;
    const held = inHand(l);
    if (s[C_FLAGS + k]! & F_IN_BATTLE) continue;
    if (kind === PK_DEGATAGA ? !inPlay : !(inPlay || held) || c.strength[k]! < 3) continue;
    if (out) out[n] = enc(OP_PICK, k);
    n++;
  }
  return n;
}
const pickBuf = new Int32Array(192);
export function legalPick(c: BvgContent, s: S, out: Int32Array, n: number): number {
  const m = pickCandidates(c, s, s[H_PICK_KIND]!, pickBuf);
  for (let i = 0; i < m; i++) out[n++] = pickBuf[i]!;
  return n;
}
/** CC71 Degataga: the corps is diverted to the USA cadre (face-down). CC61 Draft Riots: discarded. */
export function applyPick(c: BvgContent, s: S, k: number): void {
  if (s[H_PICK_KIND] === PK_DEGATAGA) toCadre(c, s, k, true);
  else remove(c, s, k);
  s[H_PHASE] = s[H_RET]!;
}
