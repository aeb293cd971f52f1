/**
 * 7 Deploy/Move Step, 12 Reorganization Step and 2.4 CSA Pre-Action: map cards (7.2, 3.28, 16.3),
 * deployment (7.3, Opt 1), transfers (7.4), attach/detach with the Free Transfer (7.5, 7.51, 7.52),
 * dismissal and replacement (7.6), rail movement (7.7), naval moves (7.8), Banks/Beauregard back to
 * hand (CC13, CC6), the Trans-Mississippi (Opt 5) and card gifts between partners (four-player rule 7).
 *
 * Reorganization (12) lifts the 7.4/7.5/7.7 limits; to keep the step finite each card may be detached,
 * attached, transferred and moved between theaters at most once in it. 7.8 lets the USA "move any
 * number of naval squadrons between theaters" without saying how often each; each squadron changes
 * theater at most once a step (or a turn: reading read-7.8-naval-moves), so every step is finite.
 */
import { countRule } from '../../core/header.js';
import { COV_NAVAL_MOVES } from './coverage.js';
import {
  enc,
  NONE,
  OP_ATTACH,
  OP_DEPLOY,
  OP_DETACH,
  OP_DISMISS,
  OP_DONE,
  OP_GIVE,
  OP_MAP,
  OP_NAVAL,
  OP_RAIL,
  OP_RAIL_SELECT,
  OP_RETURN,
  OP_TRANSMISS,
  OP_XFER_DOWN,
  OP_XFER_UP,
} from './actions.js';
import {
  addKid,
  attach,
  canAttachTo,
  canDetach,
  clearKids,
  dismissEmptyLeaders,
  dropKids,
  favorAfter,
  favorOk,
  freeTransferOk,
  hasSub,
  remove,
  replaceLeader,
  toCadre,
  useTransferFlag,
} from './commands.js';
import {
  HOME_BOTH,
  K_CAV,
  K_ENIGMA,
  K_INF,
  K_LEADER,
  K_MAP,
  K_NAVAL,
  SP_RETURN,
  type BvgContent,
} from './content.js';
import { inHand, returnToHand } from './draw.js';
import {
  C_FLAGS,
  C_LOC,
  C_PARENT,
  CSA,
  EAST,
  F_ATTACHED,
  F_DETACHED,
  F_FD_COMBAT,
  F_FROM_CADRE,
  F_HAND_LOCK,
  F_RAIL_ELIG,
  F_RAILED,
  F_RECENT,
  F_NAVAL_MOVED,
  F_REORG_MOVED,
  F_REORG_XFER,
  F_XFER_DOWN,
  F_XFER_UP,
  F_CADRE_DOWN,
  GF_EMANC,
  GF_KY_NEUTRAL,
  GF_TRANSMISS,
  H_CSA_NOMAP,
  H_FLAGS,
  H_FREE_XFER,
  H_GAP_SIDE,
  H_MAPVER,
  H_PHASE,
  H_PLAYERS,
  H_RAIL_ROOT,
  H_RECENT,
  H_REPLACE,
  H_SEAT_SUB,
  H_SIDE,
  H_TURN_FLAGS,
  LOC_CADRE,
  LOC_EAST,
  LOC_HAND,
  LOC_HAND_W,
  LOC_MAP,
  LOC_REMOVED,
  LOC_TRANSMISS,
  LOC_WEST,
  O_ALWAYS_SACKED,
  O_NAVAL_ONCE_TURN,
  O_POLITICAL,
  O_THEATER_DEPLOY,
  O_TRANS_MISS,
  PH_DEPLOY,
  PH_PREACTION,
  PH_REORG,
  STATE_SIZE,
  STEP_FLAGS,
  TF_NO_CARDS,
  USA,
  WEST,
} from './layout.js';
import { sideLists } from './card-lists.js';
import { controlsMississippiCities, mapFits, squadrons } from './map.js';
import {
  canLead,
  isXvi,
  ctrl,
  flagCommand,
  isDepleted,
  moveCommand,
  onMap,
  opt,
  setCtrl,
  type S,
} from './state.js';

// ---- seats (four-player rules) ------------------------------------------------------------------------
/** The hand of the acting player: the Western player's in a four-player Western sub-step. */
export const actingHand = (s: S): number =>
  s[H_PLAYERS] === 4 && s[H_SEAT_SUB] === 1 ? LOC_HAND_W : LOC_HAND;
/** Theaters the acting player may handle (bit 0 East, bit 1 West). */
const actingTheaters = (s: S): number => (s[H_PLAYERS] === 4 ? 1 << s[H_SEAT_SUB]! : 3);

// ---- map cards (7.2, 3.28, 16) ----------------------------------------------------------------------------
/** Put a map card into play: its cities take their native control (16.3 for Kentucky). */
export function playMap(c: BvgContent, s: S, k: number): void {
  const L = c.mapLetter[k]!;
  const v = c.mapVersion[k]!;
  s[H_MAPVER + L] = v;
  s[C_LOC + k] = LOC_MAP;
  s[C_FLAGS + k] = 0;
  let kyNeutral = false;
  for (let x = 0; x < c.ncity; x++) {
    if (c.cityCard[x] !== L) continue;
    const nat = c.cityNative[x * 4 + v]!;
    setCtrl(s, x, nat - 1);
    if (c.kentucky[x] && nat === 0) kyNeutral = true;
  }
  const gap = c.cities.gap;
  if (c.kentucky[c.cities.lexington] && c.cityCard[c.cities.lexington] === L) {
    const pro = c.cityNative[c.cities.lexington * 4 + v]! - 1; // -1 neutral version
    if (kyNeutral && s[H_GAP_SIDE]! >= 0) {
      // 16.3 NO CARD C: the side that placed a token on the Gap takes the other three cities.
      for (const x of c.kentuckyCities) if (x !== gap && ctrl(s, x) < 0) setCtrl(s, x, s[H_GAP_SIDE]!);
    } else if (pro >= 0 && onMap(c, s, gap) && ctrl(s, gap) < 0) {
      setCtrl(s, gap, pro); // 16.3 PRO-USA / PRO-CSA
    } else if (kyNeutral) {
      s[H_FLAGS] = s[H_FLAGS]! | GF_KY_NEUTRAL; // 16.3 NEUTRAL KENTUCKY
    }
    if (s[H_FLAGS]! & GF_EMANC) {
      // CC51: after Emancipation the USA places tokens on every Kentucky city still neutral.
      for (const x of c.kentuckyCities) if (onMap(c, s, x) && ctrl(s, x) < 0) setCtrl(s, x, USA);
      s[H_FLAGS] = s[H_FLAGS]! & ~GF_KY_NEUTRAL;
    }
  }
  // 3.28: other versions of this card in a hand are useless: removed, a replacement may be drawn (6.7).
  for (let j = 0; j < c.nc; j++) {
    if (c.mapLetter[j] !== L || j === k) continue;
    const l = s[C_LOC + j]!;
    if (inHand(l)) {
      s[C_LOC + j] = LOC_REMOVED;
      s[C_FLAGS + j] = 0;
      const side = c.cardSide[j]!;
      s[H_REPLACE + side] = s[H_REPLACE + side]! + 1;
    }
  }
}

/** 7.2: the CSA must play every playable map card in his hand; done at the start of his step. */
export function csaForcedMaps(c: BvgContent, s: S): void {
  for (let guard = 0; guard < 12; guard++) {
    let played = false;
    for (let k = c.sideStart[CSA]; k < c.sideEnd[CSA]; k++) {
      const l = s[C_LOC + k]!;
      if (inHand(l) && c.kind[k] === K_MAP && mapFits(c, s, c.mapLetter[k]!)) {
        playMap(c, s, k);
        played = true;
      }
    }
    if (!played) break;
  }
  // What the USA may infer: no CSA map card of a letter that fits is in the CSA hand now.
  let mask = 0;
  for (let L = 0; L < 11; L++) if (mapFits(c, s, L)) mask |= 1 << L;
  s[H_CSA_NOMAP] = mask;
  s[H_RECENT] = 0;
  for (let k = c.sideStart[CSA]; k < c.sideEnd[CSA]; k++) s[C_FLAGS + k] = s[C_FLAGS + k]! & ~F_RECENT;
}

// ---- deployment (7.3, Opt 1) ---------------------------------------------------------------------------------
/** 7.3 theater directives, Opt 1 home theater (not for a card just taken from cadre). */
export function theaterAllowed(c: BvgContent, s: S, k: number, t: number): boolean {
  const only = c.theaterOnly[k]!;
  if (only >= 0 && only !== t) return false;
  const h = c.home[k]!;
  if (h === HOME_BOTH || h === t) return true;
  const opt1 = opt(s, O_THEATER_DEPLOY) || s[H_PLAYERS] === 4;
  return !opt1 || (s[C_FLAGS + k]! & F_FROM_CADRE) !== 0;
}
const deployable = (c: BvgContent, k: number): boolean => {
  const kd = c.kind[k]!;
  return kd !== K_MAP && kd !== K_ENIGMA;
};

/** Put a card from hand on the board as a new command (or a squadron) in theater t. */
function deployCard(s: S, k: number, t: number): void {
  s[C_LOC + k] = t === WEST ? LOC_WEST : LOC_EAST;
  s[C_PARENT + k] = -1;
  s[C_FLAGS + k] = s[C_FLAGS + k]! & F_FROM_CADRE;
}

// ---- Opt 6 check by trial ---------------------------------------------------------------------------------
// A state may be longer than STATE_SIZE: the engine appends the rule-coverage counters.
let trial = new Int32Array(STATE_SIZE);
/** Opt 6: does the restriction still hold once leader L is dismissed and replaced by R (7.6)? */
function favorAfterReplace(c: BvgContent, s: S, L: number, R: number): boolean {
  if (trial.length !== s.length) trial = new Int32Array(s.length);
  trial.set(s);
  dismiss(c, trial, L, R);
  const side = c.cardSide[L]!;
  return favorOk(c, trial, side, EAST) && favorOk(c, trial, side, WEST);
}

/** A whole command may move to theater t (7.3 directives keep EASTERN/WESTERN THEATER ONLY cards). */
export function commandMayMove(c: BvgContent, s: S, root: number, t: number): boolean {
  const cards = sideLists(c).directed[c.cardSide[root]!]!;
  for (let i = 0; i < cards.length; i++) {
    const j = cards[i]!;
    if (j !== root) {
      const p = s[C_PARENT + j]!;
      if (p < 0 || (p !== root && s[C_PARENT + p] !== root)) continue;
    }
    const only = c.theaterOnly[j]!;
    if (only >= 0 && only !== t) return false;
  }
  return true;
}

// ---- legal actions -----------------------------------------------------------------------------------------
/** Deploy/Move (7), Reorganization (12) and Pre-Action (2.4) actions, Enigmas excepted. */
export function legalDeploy(c: BvgContent, s: S, out: Int32Array, n: number): number {
  const side = s[H_SIDE]!;
  const phase = s[H_PHASE]!;
  const reorg = phase === PH_REORG;
  const pre = phase === PH_PREACTION;
  const d = step;
  d.side = side;
  d.reorg = reorg;
  d.pre = pre;
  d.noCards = (s[H_TURN_FLAGS]! & TF_NO_CARDS) !== 0;
  d.politics = opt(s, O_POLITICAL);
  d.four = s[H_PLAYERS] === 4;
  bucket(c, s, d);
  try {
    if (pre && d.four) {
      // four-player Pre-Action: each player puts cards from his hand into his own theater
      n = legalDeployCards(c, s, out, n, LOC_HAND, 1);
      n = legalDeployCards(c, s, out, n, LOC_HAND_W, 2);
    } else n = legalDeployCards(c, s, out, n, actingHand(s), actingTheaters(s));
  } finally {
    dropKids();
  }
  if (!reorg && !pre && side === CSA && opt(s, O_TRANS_MISS)) n = legalTransMiss(c, s, out, n);
  out[n++] = enc(OP_DONE);
  return n;
}

const recvE = new Int32Array(192);
const recvW = new Int32Array(192);
/** The side's cards in a hand or on the board, ascending: live[0 .. nLive) (set by `bucket`). */
const live = new Int32Array(192);
let nLive = 0;

/** What the actions of one Deploy/Move, Reorganization or Pre-Action step depend on (set by legalDeploy). */
interface DeployStep {
  side: number;
  reorg: boolean;
  pre: boolean;
  /** The historical USA first turn (TF_NO_CARDS): no cards played from hand. */
  noCards: boolean;
  /** Opt 6: attachments must keep the favor limits. */
  politics: boolean;
  four: boolean;
  /** Cards that can receive an attachment, per theater: recvE[0 .. ne), recvW[0 .. nw). */
  ne: number;
  nw: number;
}
const step: DeployStep = {
  side: 0,
  reorg: false,
  pre: false,
  noCards: false,
  politics: false,
  four: false,
  ne: 0,
  nw: 0,
};

/** The moves of the side's cards: from `hand` into the theaters of `tMask` (bit per theater), and on the board. */
function legalDeployCards(
  c: BvgContent,
  s: S,
  out: Int32Array,
  n: number,
  hand: number,
  tMask: number,
): number {
  const d = step;
  for (let i = 0; i < nLive; i++) {
    const k = live[i]!;
    const l = s[C_LOC + k]!;
    const f = s[C_FLAGS + k]!;
    if (l === hand) {
      if (!d.noCards) n = handActions(c, s, k, f, tMask, out, n);
      continue;
    }
    if (l !== LOC_EAST && l !== LOC_WEST) continue;
    const t = l - LOC_EAST;
    if (!(tMask & (1 << t))) continue;
    if (c.kind[k] === K_NAVAL) {
      // 7.8 "move any number of naval squadrons between theaters": each squadron once per step
      // (reading read-7.8-naval-moves; once a turn in the other reading), so the step is finite.
      if (!d.pre && !(f & (F_NAVAL_MOVED | (d.reorg ? F_REORG_MOVED : 0)))) out[n++] = enc(OP_NAVAL, k);
      continue;
    }
    if (s[C_PARENT + k]! < 0) n = commandActions(c, s, k, l, f, out, n);
    else n = attachedActions(c, s, k, f, out, n);
    if (c.kind[k] === K_LEADER && !d.pre) n = legalDismiss(c, s, k, hand, out, n);
    if (!d.reorg && !d.pre && c.special[k] === SP_RETURN && !d.noCards) out[n++] = enc(OP_RETURN, k);
  }
  return n;
}

/**
 * One pass over the side's cards: the child counts (commands.ts buildKids), the cards in a hand or on the
 * board (the only ones with actions here), and by theater the cards that can receive an attachment
 * (leaders, Dept. of Washington, cavalry, XVI Corps).
 */
function bucket(c: BvgContent, s: S, d: DeployStep): void {
  d.ne = 0;
  d.nw = 0;
  nLive = 0;
  clearKids(c, d.side);
  for (let j = c.sideStart[d.side]; j < c.sideEnd[d.side]; j++) {
    const p = s[C_PARENT + j]!;
    if (p >= 0) addKid(c, j, p);
    const l = s[C_LOC + j]!;
    if (l === LOC_HAND || l === LOC_HAND_W) live[nLive++] = j;
    if (l !== LOC_EAST && l !== LOC_WEST) continue;
    live[nLive++] = j;
    if (!(canLead(c, j) || c.kind[j] === K_CAV || isXvi(c, j))) continue;
    if (l === LOC_EAST) recvE[d.ne++] = j;
    else recvW[d.nw++] = j;
  }
}

/** Card k in hand: a map card played (USA), a unit or leader deployed (7.1), or given to the partner. */
function handActions(
  c: BvgContent,
  s: S,
  k: number,
  f: number,
  tMask: number,
  out: Int32Array,
  n: number,
): number {
  const d = step;
  if (c.kind[k] === K_MAP) {
    if (!d.pre && d.side === USA && mapFits(c, s, c.mapLetter[k]!)) out[n++] = enc(OP_MAP, k);
  } else if (deployable(c, k) && !(f & F_HAND_LOCK)) {
    if (d.pre && c.kind[k] === K_NAVAL) return n;
    for (let t = 0; t < 2; t++)
      if (tMask & (1 << t) && theaterAllowed(c, s, k, t)) out[n++] = enc(OP_DEPLOY, k, t);
  }
  if (d.four && !d.pre) out[n++] = enc(OP_GIVE, k);
  return n;
}

/** Command k (a card with nothing above it) at l: attach it to a leader (7.5), move it by rail (7.7). */
function commandActions(
  c: BvgContent,
  s: S,
  k: number,
  l: number,
  f: number,
  out: Int32Array,
  n: number,
): number {
  const d = step;
  if (!(d.reorg ? f & F_ATTACHED : !freeTransferOk(s, k, true))) {
    // attach this command to a leader (or pair it with a cavalry unit)
    const recv = l === LOC_EAST ? recvE : recvW;
    const nr = l === LOC_EAST ? d.ne : d.nw;
    for (let i = 0; i < nr; i++) {
      const j = recv[i]!;
      if (j === k || !canAttachTo(c, s, k, j)) continue;
      if (d.politics && !favorAfter(c, s, k, j)) continue;
      out[n++] = enc(OP_ATTACH, k, j);
    }
  }
  if (!d.pre && commandMayMove(c, s, k, 1 - (l - LOC_EAST))) {
    if (d.reorg) {
      if (!(f & F_REORG_MOVED)) out[n++] = enc(OP_RAIL, k);
    } else {
      if (s[H_RAIL_ROOT]! < 0) out[n++] = enc(OP_RAIL_SELECT, k);
      if (f & F_RAIL_ELIG && !(f & F_RAILED)) out[n++] = enc(OP_RAIL, k);
    }
  }
  return n;
}

/** Card k attached under another: detach it (7.5), transfer a corps up or down (7.4). */
function attachedActions(c: BvgContent, s: S, k: number, f: number, out: Int32Array, n: number): number {
  const d = step;
  const p = s[C_PARENT + k]!;
  if (
    canDetach(c, s, k) &&
    !(d.reorg ? f & F_DETACHED : !freeTransferOk(s, k, false)) &&
    (!d.politics || favorAfter(c, s, k, -1))
  )
    out[n++] = enc(OP_DETACH, k);
  if (c.kind[k] === K_INF && !(d.reorg && f & F_REORG_XFER)) {
    const g = s[C_PARENT + p]!;
    if (g >= 0) {
      // 7.4 up: from a subordinate to the commander
      if ((d.reorg || !(s[C_FLAGS + g]! & F_XFER_DOWN)) && (!d.politics || favorAfter(c, s, k, g)))
        out[n++] = enc(OP_XFER_UP, k);
    } else if (d.reorg || !(s[C_FLAGS + p]! & F_XFER_UP)) {
      // 7.4 down: from the commander to one of his subordinates
      const leaders = sideLists(c).leaders[d.side]!;
      for (let i = 0; i < leaders.length; i++) {
        const j = leaders[i]!;
        if (s[C_PARENT + j] === p && (!d.politics || favorAfter(c, s, k, j)))
          out[n++] = enc(OP_XFER_DOWN, k, j);
      }
    }
  }
  return n;
}

/** 7.6 dismissal: not replaced, or replaced from hand or by a leader of the same theater. */
function legalDismiss(c: BvgContent, s: S, L: number, hand: number, out: Int32Array, n: number): number {
  out[n++] = enc(OP_DISMISS, L, NONE);
  const side = c.cardSide[L]!;
  const l = s[C_LOC + L]!;
  const t = l - LOC_EAST;
  const isSub = s[C_PARENT + L]! >= 0;
  const leaders = sideLists(c).leaders[side]!;
  const hasSubs = hasSub(c, s, L);
  for (let i = 0; i < leaders.length; i++) {
    const r = leaders[i]!;
    if (r === L) continue;
    const rl = s[C_LOC + r]!;
    if (rl === hand) {
      if (s[C_FLAGS + r]! & F_HAND_LOCK || s[H_TURN_FLAGS]! & TF_NO_CARDS || !theaterAllowed(c, s, r, t))
        continue;
    } else if (rl !== l) continue;
    if (hasSubs && !c.high[r]) continue;
    if (isSub && c.wontSub[r]) continue;
    if (step.politics && !favorAfterReplace(c, s, L, r)) continue; // Opt 6
    out[n++] = enc(OP_DISMISS, L, r);
  }
  return n;
}

/** Opt 5: two leaders of initiative 2/2 (one may come from face-up cadre) and an undepleted division. */
function legalTransMiss(c: BvgContent, s: S, out: Int32Array, n: number): number {
  if (s[H_FLAGS]! & GF_TRANSMISS) return n;
  if (controlsMississippiCities(c, s) && squadrons(c, s, WEST, false) > 0) return n;
  const leaders: number[] = [];
  const divs: number[] = [];
  for (let k = c.sideStart[CSA]; k < c.sideEnd[CSA]; k++) {
    const l = s[C_LOC + k]!;
    const avail = l === LOC_HAND || l === LOC_EAST || l === LOC_WEST;
    const cadreUp = l === LOC_CADRE && !(s[C_FLAGS + k]! & F_CADRE_DOWN);
    if (c.kind[k] === K_LEADER && c.initAtk[k] === 2 && c.initDef[k] === 2 && (avail || cadreUp))
      leaders.push(k);
    if (c.kind[k] === K_INF && avail && !isDepleted(c, s, k)) divs.push(k);
  }
  for (let i = 0; i < leaders.length; i++) {
    for (let j = i + 1; j < leaders.length; j++) {
      const a = leaders[i]!;
      const b = leaders[j]!;
      if (s[C_LOC + a] === LOC_CADRE && s[C_LOC + b] === LOC_CADRE) continue;
      for (const d of divs) out[n++] = enc(OP_TRANSMISS, a, b, d);
    }
  }
  return n;
}

// ---- apply ----------------------------------------------------------------------------------------------------
export function applyDeploy(c: BvgContent, s: S, op: number, a: number, b: number, cc: number): void {
  const reorg = s[H_PHASE] === PH_REORG;
  switch (op) {
    case OP_MAP:
      playMap(c, s, a);
      break;
    case OP_DEPLOY:
      deployCard(s, a, b);
      break;
    case OP_ATTACH: {
      if (reorg) s[C_FLAGS + a] = s[C_FLAGS + a]! | F_ATTACHED;
      else useTransferFlag(s, a, true);
      const railed = (s[C_FLAGS + a]! & F_RAILED) !== 0;
      attach(c, s, a, b);
      // 7.7: cards moved by rail that attach to a leader in their new theater are inactive until the
      // end of the following Combat Step.
      if (railed && !reorg && canLead(c, b)) flagCommand(c, s, a, F_FD_COMBAT);
      break;
    }
    case OP_DETACH:
      if (reorg) s[C_FLAGS + a] = s[C_FLAGS + a]! | F_DETACHED;
      else useTransferFlag(s, a, false);
      s[C_PARENT + a] = -1;
      break;
    case OP_XFER_UP: {
      const p = s[C_PARENT + a]!;
      const g = s[C_PARENT + p]!;
      s[C_PARENT + a] = g;
      s[C_FLAGS + g] = s[C_FLAGS + g]! | F_XFER_UP;
      if (reorg) s[C_FLAGS + a] = s[C_FLAGS + a]! | F_REORG_XFER;
      break;
    }
    case OP_XFER_DOWN: {
      const p = s[C_PARENT + a]!;
      s[C_PARENT + a] = b;
      s[C_FLAGS + p] = s[C_FLAGS + p]! | F_XFER_DOWN;
      if (reorg) s[C_FLAGS + a] = s[C_FLAGS + a]! | F_REORG_XFER;
      break;
    }
    case OP_DISMISS:
      dismiss(c, s, a, b);
      break;
    case OP_RAIL_SELECT:
      s[H_RAIL_ROOT] = a;
      flagCommand(c, s, a, F_RAIL_ELIG);
      break;
    case OP_RAIL: {
      const to = s[C_LOC + a] === LOC_EAST ? LOC_WEST : LOC_EAST;
      moveCommand(c, s, a, to);
      flagCommand(c, s, a, reorg ? F_REORG_MOVED : F_RAILED);
      break;
    }
    case OP_NAVAL:
      s[C_LOC + a] = s[C_LOC + a] === LOC_EAST ? LOC_WEST : LOC_EAST;
      s[C_FLAGS + a] = s[C_FLAGS + a]! | F_NAVAL_MOVED;
      // 7.8: inactive until the end of the following Combat Step
      if (reorg) s[C_FLAGS + a] = s[C_FLAGS + a]! | F_REORG_MOVED;
      else s[C_FLAGS + a] = s[C_FLAGS + a]! | F_FD_COMBAT;
      break;
    case OP_RETURN:
      returnToHand(c, s, a);
      break;
    case OP_GIVE:
      s[C_LOC + a] = s[C_LOC + a] === LOC_HAND ? LOC_HAND_W : LOC_HAND;
      break;
    case OP_TRANSMISS:
      for (const k of [a, b, cc]) {
        remove(c, s, k);
        s[C_LOC + k] = LOC_TRANSMISS;
      }
      s[H_FLAGS] = s[H_FLAGS]! | GF_TRANSMISS;
      break;
  }
}

/** 7.6 dismissal of leader L: replaced by R (from hand or the same theater), or not (R = NONE). */
function dismiss(c: BvgContent, s: S, L: number, R: number): void {
  if (R !== NONE) {
    const fromHand = inHand(s[C_LOC + R]!);
    replaceLeader(c, s, L, R);
    if (fromHand) s[C_FLAGS + R] = s[C_FLAGS + R]! & F_FROM_CADRE;
  }
  toCadre(c, s, L, true);
}

/** End of a Deploy/Move or Reorganization Step: 7.6 forced dismissal, step flags cleared. */
export function endDeployStep(c: BvgContent, s: S, side: number): void {
  dismissEmptyLeaders(c, s, side, opt(s, O_ALWAYS_SACKED)); // 7.6 FORCED DISMISSAL (reading: sacked)
  // Opt 1: the cadre exemption lasts only for the Deploy/Move Step right after the card was taken.
  // 7.8 reading: a squadron's move counts for the whole step (both four-player sub-steps), or
  // (once-per-turn) until the next turn.
  const subStep = s[H_PLAYERS] === 4 && s[H_PHASE] === PH_DEPLOY && s[H_SEAT_SUB] === 0;
  const naval = subStep || opt(s, O_NAVAL_ONCE_TURN) ? 0 : F_NAVAL_MOVED;
  if (!subStep && opt(s, O_NAVAL_ONCE_TURN) && s[H_PHASE] === PH_DEPLOY) {
    // the reading keeps a squadron's move for the rest of the turn (counted after the Deploy/Move Step
    // only: the Reorganization Step is the turn's last chance to move, so there it changes nothing)
    for (let k = c.sideStart[side]; k < c.sideEnd[side]; k++)
      if (s[C_FLAGS + k]! & F_NAVAL_MOVED) {
        countRule(s, COV_NAVAL_MOVES);
        break;
      }
  }
  for (let k = c.sideStart[side]; k < c.sideEnd[side]; k++)
    s[C_FLAGS + k] = s[C_FLAGS + k]! & ~(STEP_FLAGS | F_FROM_CADRE | naval);
  s[H_RAIL_ROOT] = -1;
  s[H_FREE_XFER] = 0; // 7.51: one Free Transfer in each Deploy/Move Step
}
