/**
 * Leadership (4), cavalry attachments (10.1-10.2) and the command-tree operations the Deploy/Move,
 * Combat and Reorganization Steps share: capacity (4.5), attach/detach legality (7.5), transfers (7.4),
 * dismissal and break-up (7.6, 8.6), cadre (2.3) and the Political Favor check (Opt 6).
 *
 * Capacity model (4.5): a commander's capacity is counted in slots. A high-level leader's slots hold
 * subordinates, directly attached units ("as if they were larger formations") and every cavalry unit
 * after the first; Grant's extra 1xxx slot (CC19, `capExtra`) holds a directly attached unit only. A
 * low-level commander or any subordinate counts his units. The first cavalry under a commander and the
 * Reserve/Provisional Corps are free. Only active (face-up) cards count at the start of a battle.
 */
import { countRule } from '../../core/header.js';
import { COV_ALWAYS_SACKED, COV_CAV_LOSSES, COV_POLITICAL } from './coverage.js';
import {
  K_CAV,
  K_INF,
  K_LEADER,
  SP_DOW,
  SP_PEMBERTON,
  SP_SHERIDAN,
  SP_VIII,
  SP_XVI,
  SP_XXII,
  type BvgContent,
} from './content.js';
import {
  C_FLAGS,
  C_LOC,
  C_PARENT,
  C_STEPS,
  F_ATTACHED,
  F_CADRE_DOWN,
  F_DETACHED,
  FD_ANY,
  H_FREE_XFER,
  H_LATEWAR,
  LOC_CADRE,
  LOC_EAST,
  LOC_REMOVED,
  LOC_WEST,
  O_CAV_LOSSES,
  O_POLITICAL,
  EAST,
  WEST,
} from './layout.js';
import { canLead, freeOfCapacity, isCav, isDow, isInf, isLeader, opt, type S } from './state.js';

// ---- capacity (4.5, 10.1) -------------------------------------------------------------------------------
interface Count {
  subs: number;
  cav: number;
  inf: number;
}
const cnt: Count = { subs: 0, cav: 0, inf: 0 };

function countChildren(c: BvgContent, s: S, L: number, activeOnly: boolean): Count {
  cnt.subs = 0;
  cnt.cav = 0;
  cnt.inf = 0;
  const side = c.cardSide[L]!;
  for (let j = c.sideStart[side]; j < c.sideEnd[side]; j++) {
    if (s[C_PARENT + j] !== L) continue;
    if (activeOnly && s[C_FLAGS + j]! & FD_ANY) continue;
    if (c.kind[j] === K_LEADER) cnt.subs++;
    else if (c.kind[j] === K_CAV && !(c.special[L] === SP_SHERIDAN)) cnt.cav++;
    else if (!freeOfCapacity(c, j)) cnt.inf++;
  }
  return cnt;
}

/** How many cards the leader has over his capacity (0 if within). */
export function capacityOver(c: BvgContent, s: S, L: number, activeOnly = true): number {
  const n = countChildren(c, s, L, activeOnly);
  if (s[C_PARENT + L]! >= 0) return Math.max(0, n.inf + n.cav + n.subs - c.capSub[L]!);
  if (c.special[L] === SP_SHERIDAN) return Math.max(0, n.inf - 3);
  if (c.special[L] === SP_DOW) return Math.max(0, n.inf - c.capCmd[L]!);
  if (c.kind[L] !== K_LEADER) return 0;
  const extraCav = Math.max(0, n.cav - 1);
  if (c.high[L]) {
    const hi = n.subs + extraCav + Math.max(0, n.inf - c.capExtra[L]!);
    return Math.max(0, hi - c.capCmd[L]!);
  }
  return Math.max(0, n.inf + extraCav + n.subs - c.capCmd[L]!);
}

/** 8.41: may the unit join leader L as a reserve without exceeding his capacity? */
export function reserveFits(c: BvgContent, s: S, L: number, unit: number): boolean {
  if (freeOfCapacity(c, unit)) return true;
  const before = capacityOver(c, s, L, true);
  if (before > 0) return false;
  const n = cnt; // capacityOver has just counted L's active children
  const isRoot = s[C_PARENT + L]! < 0;
  if (c.kind[unit] === K_CAV) {
    if (!isRoot || !isLeader(c, L)) return false;
    if (!c.high[L]) return n.cav === 0;
    if (n.cav === 0) return true; // 4.5: the first cavalry is free
    return n.subs + n.cav + Math.max(0, n.inf - c.capExtra[L]!) <= c.capCmd[L]!; // this one counts (4.5)
  }
  if (!isRoot) return n.inf + 1 <= c.capSub[L]!;
  if (c.special[L] === SP_SHERIDAN) return n.inf + 1 <= 3 && cavChildren(c, s, L) === 0; // CC69: no cavalry then
  if (c.special[L] === SP_DOW) return n.inf + 1 <= c.capCmd[L]!;
  const extraCav = Math.max(0, n.cav - 1);
  if (c.high[L]) return n.subs + extraCav + Math.max(0, n.inf + 1 - c.capExtra[L]!) <= c.capCmd[L]!;
  return n.inf + 1 + extraCav <= c.capCmd[L]!;
}

/** Does a high-level commander have a free slot for one more (active) subcommand (4.5)? */
export function subordinateFits(c: BvgContent, s: S, L: number): boolean {
  if (c.kind[L] !== K_LEADER || !c.high[L] || s[C_PARENT + L]! >= 0) return false;
  const n = countChildren(c, s, L, true);
  return n.subs + 1 + Math.max(0, n.cav - 1) + Math.max(0, n.inf - c.capExtra[L]!) <= c.capCmd[L]!;
}

// ---- structure (4.1-4.4, 10.1, 10.2, CC16, CC55, CC69) -------------------------------------------------------
/** Per-card child counts of one side, built once per legal-action pass (kids, cavalry, leaders). */
const kidN = new Int16Array(192);
const kidCav = new Int16Array(192);
const kidSub = new Int16Array(192);
let kidsReady = false;
/** Fill the child-count cache for `side`; valid until `dropKids` (no state change in between). */
export function buildKids(c: BvgContent, s: S, side: number): void {
  clearKids(c, side);
  for (let j = c.sideStart[side]; j < c.sideEnd[side]; j++) {
    const p = s[C_PARENT + j]!;
    if (p >= 0) addKid(c, j, p);
  }
}
/** buildKids in two halves, for a caller that passes over the side's cards anyway: zero the counts... */
export function clearKids(c: BvgContent, side: number): void {
  const a = c.sideStart[side];
  const b = c.sideEnd[side];
  kidN.fill(0, a, b);
  kidCav.fill(0, a, b);
  kidSub.fill(0, a, b);
  kidsReady = true;
}
/** ...then count card j under its parent p, for every card of the side with a parent. */
export function addKid(c: BvgContent, j: number, p: number): void {
  kidN[p] = kidN[p]! + 1;
  if (c.kind[j] === K_CAV) kidCav[p] = kidCav[p]! + 1;
  if (c.kind[j] === K_LEADER) kidSub[p] = kidSub[p]! + 1;
}
export function dropKids(): void {
  kidsReady = false;
}
function cavChildren(c: BvgContent, s: S, L: number): number {
  if (kidsReady) return kidCav[L]!;
  const side = c.cardSide[L]!;
  let n = 0;
  for (let j = c.sideStart[side]; j < c.sideEnd[side]; j++)
    if (s[C_PARENT + j] === L && c.kind[j] === K_CAV) n++;
  return n;
}
function childCount(c: BvgContent, s: S, L: number): number {
  if (kidsReady) return kidN[L]!;
  const side = c.cardSide[L]!;
  let n = 0;
  for (let j = c.sideStart[side]; j < c.sideEnd[side]; j++) if (s[C_PARENT + j] === L) n++;
  return n;
}
/** Has leader L a subordinate leader attached (a card of his side with L as parent)? */
export function hasSub(c: BvgContent, s: S, L: number): boolean {
  if (kidsReady) return kidSub[L]! > 0;
  const side = c.cardSide[L]!;
  for (let j = c.sideStart[side]; j < c.sideEnd[side]; j++)
    if (s[C_PARENT + j] === L && c.kind[j] === K_LEADER) return true;
  return false;
}
/** XVI Corps acting as cavalry: alone (or paired) in the West (CC49). */
export const xviAsCav = (c: BvgContent, s: S, k: number): boolean =>
  c.special[k] === SP_XVI && s[C_LOC + k] === LOC_WEST;
/** A lone card that may form or join a cavalry pair (10.2 two units; CC49 XVI "with one other cavalry"). */
const pairable = (c: BvgContent, s: S, k: number): boolean =>
  (c.kind[k] === K_CAV || (xviAsCav(c, s, k) && s[C_PARENT + k]! < 0)) && childCount(c, s, k) === 0;

/**
 * Structural legality of attaching the command rooted at x to card t (same side and theater): 4.1-4.4
 * (subordinates only under a high-level commander, no leader with a subordinate, WON'T SUBORDINATE),
 * 10.1 (cavalry only under a commander, one under a low-level leader), 10.2 (pairs), CC16/CC55 (VIII and
 * XXII only under Dept. of Washington), CC69 (Sheridan leads up to three infantry corps, no cavalry).
 */
export function canAttachTo(c: BvgContent, s: S, x: number, t: number): boolean {
  if (x === t || s[C_PARENT + x]! >= 0) return false;
  const tRoot = s[C_PARENT + t]! < 0;
  const tParent = s[C_PARENT + t]!;
  if (tParent === x || (tParent >= 0 && s[C_PARENT + tParent] === x)) return false;
  const kx = c.kind[x]!;
  // cavalry pair (10.2; XVI Corps pairs with a cavalry unit, CC49)
  if (tRoot && pairable(c, s, t) && pairable(c, s, x) && (c.kind[t] === K_CAV || kx === K_CAV)) return true;
  if (c.special[t] === SP_SHERIDAN) {
    // CC69: Sheridan leads up to three infantry corps (an XVI Corps pair is whole, 10.2), then no cavalry.
    if (!tRoot || kx !== K_INF || childCount(c, s, x) > 0) return false;
    return c.special[x] !== SP_VIII && c.special[x] !== SP_XXII && cavChildren(c, s, t) === 0;
  }
  if (!canLead(c, t)) return false;
  if (kx === K_LEADER) {
    if (c.kind[t] !== K_LEADER || !tRoot || !c.high[t]) return false;
    if (c.wontSub[x] || hasSub(c, s, x)) return false;
    return true;
  }
  if (kx === K_INF) {
    // 10.2: a cavalry pair (XVI Corps leading one, CC49) is a whole command, never attached to a leader
    if (childCount(c, s, x) > 0) return false;
    const sp = c.special[x]!;
    if (isDow(c, t)) return sp === SP_VIII || sp === SP_XXII;
    return sp !== SP_VIII && sp !== SP_XXII;
  }
  if (kx === K_CAV) {
    if (childCount(c, s, x) > 0) return false; // a cavalry pair or Sheridan with corps stays independent
    if (!tRoot || c.kind[t] !== K_LEADER) return false;
    if (!c.high[t] && cavChildren(c, s, t) > 0) return false;
    return true;
  }
  return false;
}

/** 7.5: detachable (a unit or subcommand of a command; XXII stays with Dept. of Washington, CC55). */
export function canDetach(c: BvgContent, s: S, x: number): boolean {
  const p = s[C_PARENT + x]!;
  if (p < 0) return false;
  if (c.special[x] === SP_XXII && isDow(c, p)) return false;
  return true;
}

/** Attach x under t, moving x's cavalry up to t when x becomes a subordinate (7.52). */
export function attach(c: BvgContent, s: S, x: number, t: number): void {
  s[C_PARENT + x] = t;
  if (c.kind[x] === K_LEADER) {
    const side = c.cardSide[x]!;
    for (let j = c.sideStart[side]; j < c.sideEnd[side]; j++)
      if (s[C_PARENT + j] === x && c.kind[j] === K_CAV) s[C_PARENT + j] = t;
  }
}

/** 7.5/7.51: the detach-then-attach restriction; returns false if the move is not allowed. */
export function freeTransferOk(s: S, x: number, attaching: boolean): boolean {
  const f = s[C_FLAGS + x]!;
  const conflict = attaching ? f & F_DETACHED : f & F_ATTACHED;
  return !conflict || s[H_FREE_XFER] === 0;
}
export function useTransferFlag(s: S, x: number, attaching: boolean): void {
  const f = s[C_FLAGS + x]!;
  const conflict = attaching ? f & F_DETACHED : f & F_ATTACHED;
  if (conflict) s[H_FREE_XFER] = 1;
  s[C_FLAGS + x] = f | (attaching ? F_ATTACHED : F_DETACHED);
}

// ---- dismissal, break-up, cadre (2.3, 7.6, 8.6) ------------------------------------------------------------
/**
 * 7.6 "Don't replace him": a commander's directly attached units and subcommands become independent
 * commands; a subordinate's units go to his commander. No card counts as attached or detached.
 */
export function breakup(c: BvgContent, s: S, L: number): void {
  const side = c.cardSide[L]!;
  const p = s[C_PARENT + L]!;
  for (let j = c.sideStart[side]; j < c.sideEnd[side]; j++) if (s[C_PARENT + j] === L) s[C_PARENT + j] = p;
  s[C_PARENT + L] = -1;
}

/** 7.6 replacement: R takes L's place and units (R's own command broken up first if R was on the board). */
export function replaceLeader(c: BvgContent, s: S, L: number, R: number): void {
  const side = c.cardSide[L]!;
  if (s[C_LOC + R] === LOC_EAST || s[C_LOC + R] === LOC_WEST) breakup(c, s, R);
  s[C_LOC + R] = s[C_LOC + L]!;
  s[C_PARENT + R] = s[C_PARENT + L]!;
  for (let j = c.sideStart[side]; j < c.sideEnd[side]; j++) if (s[C_PARENT + j] === L) s[C_PARENT + j] = R;
  s[C_PARENT + L] = -1;
}

/** A card leaves the board or hand for cadre (face-down) or out of the game; its tree is detached. */
export function toCadre(c: BvgContent, s: S, k: number, down: boolean): void {
  if (c.special[k] === SP_PEMBERTON) {
    remove(c, s, k); // CC50: Pemberton cannot be replaced from cadre
    return;
  }
  release(c, s, k);
  s[C_LOC + k] = LOC_CADRE;
  s[C_STEPS + k] = c.steps[k]!;
  s[C_FLAGS + k] = down ? F_CADRE_DOWN : 0;
}
export function remove(c: BvgContent, s: S, k: number): void {
  release(c, s, k);
  s[C_LOC + k] = LOC_REMOVED;
  s[C_FLAGS + k] = 0;
}
/** Detach a card from the tree: its children become independent (or go up if it was a subordinate). */
function release(c: BvgContent, s: S, k: number): void {
  if (s[C_LOC + k] === LOC_EAST || s[C_LOC + k] === LOC_WEST) breakup(c, s, k);
  s[C_PARENT + k] = -1;
}

/** 8.5/8.7 a unit that loses its last step goes to cadre (Opt 4: cavalry face-down until Late War). */
export function unitToCadre(c: BvgContent, s: S, k: number): void {
  const down = isCav(c, k) && opt(s, O_CAV_LOSSES) && s[H_LATEWAR + c.cardSide[k]!] === 0;
  if (down) countRule(s, COV_CAV_LOSSES);
  toCadre(c, s, k, down);
}

/** 8.6 sacked: to cadre face-down, out of the game if politically disfavored. */
export function sack(c: BvgContent, s: S, k: number): void {
  if (c.political[k] === -1) remove(c, s, k);
  else toCadre(c, s, k, true);
}

/** Leaders on the board with nothing attached (7.6 FORCED DISMISSAL, 12): face-down to cadre. */
export function dismissEmptyLeaders(c: BvgContent, s: S, side: number, sacked: boolean): void {
  for (let pass = 0; pass < 4; pass++) {
    let any = false;
    for (let k = c.sideStart[side]; k < c.sideEnd[side]; k++) {
      const l = s[C_LOC + k]!;
      if ((l !== LOC_EAST && l !== LOC_WEST) || c.kind[k] !== K_LEADER || childCount(c, s, k) > 0) continue;
      if (sacked) {
        if (c.political[k] === -1) countRule(s, COV_ALWAYS_SACKED); // out of the game, not to cadre
        sack(c, s, k);
      } else toCadre(c, s, k, true);
      any = true;
    }
    if (!any) return;
  }
}

// ---- command size (8.9, 9.6, 11.6) ------------------------------------------------------------------------
/** Leaders, infantry and cavalry in a command, inactive cards included (8.9 MISCELLANEOUS). */
function commandSize(c: BvgContent, s: S, root: number): { leaders: number; inf: number; cav: number } {
  const side = c.cardSide[root]!;
  let leaders = 0;
  let inf = 0;
  let cav = 0;
  for (let j = c.sideStart[side]; j < c.sideEnd[side]; j++) {
    if (j !== root) {
      const p = s[C_PARENT + j]!;
      if (p < 0 || (p !== root && s[C_PARENT + p] !== root)) continue;
    }
    if (c.kind[j] === K_LEADER || isDow(c, j)) leaders++;
    else if (isInf(c, j)) inf++;
    else if (isCav(c, j)) cav++;
  }
  return { leaders, inf, cav };
}

/** 9.6/11.6: at most one leader and two corps, no cavalry. */
export function seaSized(c: BvgContent, s: S, root: number): boolean {
  const n = commandSize(c, s, root);
  return n.leaders <= 1 && n.inf <= 2 && n.cav === 0;
}

// ---- Political Favor (Opt 6) ------------------------------------------------------------------------------
const under = new Int32Array(192);
/** Cards under each leader of a side in a theater (subordinates, their units, all active or not). */
function favorCounts(c: BvgContent, s: S, side: number, theater: number): { minFav: number; maxDis: number } {
  const l = theater === WEST ? LOC_WEST : LOC_EAST;
  for (let j = c.sideStart[side]; j < c.sideEnd[side]; j++) under[j] = 0;
  for (let j = c.sideStart[side]; j < c.sideEnd[side]; j++) {
    if (s[C_LOC + j] !== l) continue;
    const p = s[C_PARENT + j]!;
    if (p < 0) continue;
    under[p] = under[p]! + 1;
    const g = s[C_PARENT + p]!;
    if (g >= 0) under[g] = under[g]! + 1;
  }
  let minFav = 1 << 20;
  let maxDis = 0;
  for (let j = c.sideStart[side]; j < c.sideEnd[side]; j++) {
    if (s[C_LOC + j] !== l || c.kind[j] !== K_LEADER) continue;
    if (c.political[j] === 1 && under[j]! > 0 && under[j]! < minFav) minFav = under[j]!;
    if (c.political[j] === -1 && under[j]! > maxDis) maxDis = under[j]!;
  }
  return { minFav, maxDis };
}
/**
 * Opt 6: no disfavored leader may have as many cards under him as a favored leader (with at least one
 * card) in the same theater.
 */
export function favorOk(c: BvgContent, s: S, side: number, theater: number): boolean {
  if (!opt(s, O_POLITICAL)) return true;
  const { minFav, maxDis } = favorCounts(c, s, side, theater);
  return maxDis === 0 || maxDis < minFav;
}

/**
 * Opt 6 "you may never deliberately violate this restriction": does it still hold in both theaters
 * once card k is put under `parent` (-1: a command of its own) at location `loc` (by default where it
 * is)? Tried on the state and undone.
 */
export function favorAfter(c: BvgContent, s: S, k: number, parent: number, loc = s[C_LOC + k]!): boolean {
  if (!opt(s, O_POLITICAL)) return true;
  const oldParent = s[C_PARENT + k]!;
  const oldLoc = s[C_LOC + k]!;
  s[C_PARENT + k] = parent;
  s[C_LOC + k] = loc;
  const side = c.cardSide[k]!;
  const ok = favorOk(c, s, side, EAST) && favorOk(c, s, side, WEST);
  s[C_PARENT + k] = oldParent;
  s[C_LOC + k] = oldLoc;
  return ok;
}

/** Opt 6 forced violations (casualties): detach units from disfavored leaders until the rule holds. */
export function fixFavor(c: BvgContent, s: S, side: number): void {
  if (!opt(s, O_POLITICAL)) return;
  for (let t = 0; t < 2; t++) {
    for (let guard = 0; guard < 40 && !favorOk(c, s, side, t); guard++) {
      const l = t === WEST ? LOC_WEST : LOC_EAST;
      let worst = -1;
      for (let j = c.sideStart[side]; j < c.sideEnd[side]; j++)
        if (
          s[C_LOC + j] === l &&
          c.kind[j] === K_LEADER &&
          c.political[j] === -1 &&
          (worst < 0 || under[j]! > under[worst]!)
        )
          worst = j;
      if (worst < 0) break;
      // Detach the weakest card directly under him by printed strength, the first in deck order on a tie
      // (Opt 6 leaves the choice of the excess cards to the owner; this is the engine's choice).
      let pick = -1;
      for (let j = c.sideStart[side]; j < c.sideEnd[side]; j++)
        if (s[C_PARENT + j] === worst && (pick < 0 || c.strength[j]! < c.strength[pick]!)) pick = j;
      if (pick < 0) break;
      countRule(s, COV_POLITICAL);
      s[C_PARENT + pick] = -1;
    }
  }
}
