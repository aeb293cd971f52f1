/**
 * The defence (8.3): which commands, detachments and cards from hand may defend the city (with
 * multiple battles, Optional Rules 7 and 15, CC4), abandoning it, CC20 The Slows and CC21 Jackson.
 * Part of combat (combat.ts).
 */
import { countRule } from '../../core/header.js';
import { COV_ISOLATION } from './coverage.js';
import { DONE, enc, OP_ABANDON, OP_DEF_DETACH, OP_DEF_HAND, OP_DEFEND, OP_JACKSON } from './actions.js';
import { canAttachTo, canDetach, favorAfter, subordinateFits, seaSized } from './commands.js';
import { K_CAV, K_INF, K_LEADER, K_NAVAL, type BvgContent } from './content.js';
import { theaterAllowed } from './deploy.js';
import {
  B_ATT,
  B_ATT_SIDE,
  B_CAPTURED,
  B_CAV_HAND,
  B_DEF,
  B_DEF_OPTS,
  B_DEF_PORT,
  B_DEF_TH,
  B_DOW,
  B_FLAGS,
  B_INIT_PEN,
  B_JUMP,
  B_TGT,
  B_WINNER,
  BF_ABANDONED,
  BF_CAN_RETREAT,
  BF_DEF_CROSS,
  BF_DEF_ISOLATED,
  BF_FROM_HAND,
  BF_JACKSON,
  BF_JACKSON_WINDOW,
  BF_LEADERLESS,
  BF_PORT_DECL,
  BF_RESPONDING,
  BF_SEA_DEF,
  C_BRIDGE,
  C_DEF0,
  C_DEF1,
  C_FLAGS,
  C_LOC,
  C_PARENT,
  CSA,
  DO_ALLOW_E,
  DO_ALLOW_W,
  DO_RETREAT_E,
  DO_RETREAT_W,
  DO_SEA_E,
  EAST,
  F_BR_DEF,
  F_BR_NODEF,
  F_DEFENDED,
  F_FD_COMBAT,
  F_HAND_LOCK,
  F_IN_BATTLE,
  F_OPP_TURN,
  F_RAIDED,
  F_RESPONDS,
  FD_ANY,
  H_LATEWAR,
  H_PLAYERS,
  H_SIDE,
  H_TURN_FLAGS,
  LOC_EAST,
  LOC_HAND,
  LOC_HAND_W,
  LOC_WEST,
  O_ISOLATION,
  O_MULTI_JUMP_ONLY,
  O_WEST_DISPERSION,
  TF_NO_CARDS,
  USA,
  WEST,
} from './layout.js';
import {
  connectedAtStart,
  lastSeaPort,
  lineTouches,
  SB_EAST,
  SB_WEST,
  supplyBits,
  theaterBits,
} from './map.js';
import { faceDown, isDow, opt, rootOf, setCtrl, type S } from './state.js';
import { endAttack } from './combat-aftermath.js';
import { attackInitiative, tiePort } from './combat-attack.js';
import { joinBattle } from './combat-launch.js';
import { beginReserves } from './combat-reserves.js';
import { fights } from './combat-resolution.js';

// ---- the defence (8.3) -------------------------------------------------------------------------------------
const defSet = (s: S, k: number, x: number): boolean =>
  x >= 0 && (x < 32 ? (s[C_DEF0 + k]! >>> x) & 1 : (s[C_DEF1 + k]! >>> (x - 32)) & 1) === 1;

/** 8.3 multiple battles: may this card defend against the current attack? */
export function cardMayDefend(c: BvgContent, s: S, k: number): boolean {
  const f = s[C_FLAGS + k]!;
  if (f & (F_RAIDED | F_FD_COMBAT)) return false; // 10.3, 8.6/8.9 E
  if (!(f & F_DEFENDED)) return true;
  const x = s[B_TGT]!;
  const j = s[B_JUMP]!;
  if (defSet(s, k, x) || defSet(s, k, j)) return true;
  if (opt(s, O_MULTI_JUMP_ONLY) || j < 0) return false;
  return lineTouches(c, s, s[B_ATT_SIDE]!, j, s[C_DEF0 + k]!, s[C_DEF1 + k]!);
}

/**
 * Opt 12: after its attack supplied by sea (or from Ft Monroe), a USA command "can only defend cities which
 * are connected to the port" (F_BR_DEF, connected at the start of the turn); after an unsuccessful invasion it
 * "cannot defend at all" (F_BR_NODEF). May card k (a command's root, or Opt 8's VIII Corps) defend the target?
 */
export function bridgeheadMayDefend(s: S, k: number): boolean {
  const f = s[C_FLAGS + k]!;
  if (f & F_BR_NODEF) return false;
  return !(f & F_BR_DEF) || connectedAtStart(s, tiePort(s[C_BRIDGE + k]!, F_BR_DEF), s[B_TGT]!);
}

/** Can the command rooted at `root` defend the current target from its theater? */
function mayDefend(c: BvgContent, s: S, root: number): boolean {
  const l = s[C_LOC + root]!;
  if ((l !== LOC_EAST && l !== LOC_WEST) || s[C_PARENT + root]! >= 0 || faceDown(s, root)) return false;
  const t = l - LOC_EAST;
  const o = s[B_DEF_OPTS]!;
  if (!(o & (t === EAST ? DO_ALLOW_E : DO_ALLOW_W))) return false;
  if (!bridgeheadMayDefend(s, root)) return false;
  if (isDow(c, root) && s[B_TGT] !== c.cities.washington) return false; // CC4 reading
  if (c.kind[root] === K_NAVAL) return false;
  const side = c.cardSide[root]!;
  let active = 0;
  for (let j = c.sideStart[side]; j < c.sideEnd[side]; j++) {
    if (j !== root) {
      const p = s[C_PARENT + j]!;
      if (p < 0 || (p !== root && s[C_PARENT + p] !== root)) continue;
    }
    if (s[C_FLAGS + j]! & F_FD_COMBAT && j !== root) continue; // 8.6: stays out of the battle
    if (!cardMayDefend(c, s, j)) return false;
    if (fights(c, j) && !(s[C_FLAGS + j]! & FD_ANY)) active++;
  }
  if (active === 0) return false;
  // 11.6 sea-supplied defence: one leader and two corps, no cavalry (unlimited in USA Late War).
  if (t === EAST && o & DO_SEA_E && !s[H_LATEWAR + USA] && !seaSized(c, s, root)) return false;
  return true;
}

/**
 * 8.3: may piece `k` be detached from its command (in a theater the target may be defended from)? Any
 * unit or subcommand may ("he may detach one or more units and/or subcommands"), also one that may not
 * defend itself (8.3 multiple battles, 10.3 raiders, 8.9 inactive cards): the rest may then defend.
 */
function mayDetach(c: BvgContent, s: S, k: number): boolean {
  const l = s[C_LOC + k]!;
  if ((l !== LOC_EAST && l !== LOC_WEST) || s[C_PARENT + k]! < 0) return false;
  const allow = l === LOC_EAST ? DO_ALLOW_E : DO_ALLOW_W;
  return (s[B_DEF_OPTS]! & allow) !== 0 && canDetach(c, s, k);
}

/**
 * 8.3 "The defender must then select one of these newly detached commands, or the remainder of the
 * original command, to defend": detaching `k` (the first detachment names its command as the one that
 * responds) is offered only if some piece of the responding command can still defend afterwards, by
 * itself or after further detachments; otherwise the defender could be left with no legal action
 * (abandoning and defending from hand end once a command responds).
 */
const pieceSet = new Uint8Array(192); // detachLeavesDefender's pieces (not re-entered)
function detachLeavesDefender(c: BvgContent, s: S, k: number, responding: boolean): boolean {
  const side = c.cardSide[k]!;
  const root = rootOf(s, k);
  const set = pieceSet;
  set.fill(0, 0, c.sideEnd[side]!);
  let fighter = false;
  for (let j = c.sideStart[side]; j < c.sideEnd[side]; j++) {
    const mine = responding ? (s[C_FLAGS + j]! & F_RESPONDS) !== 0 : rootOf(s, j) === root;
    if (!mine) continue;
    set[j] = 1;
    if (fights(c, j) && !(s[C_FLAGS + j]! & FD_ANY) && cardMayDefend(c, s, j)) fighter = true;
  }
  if (!fighter) return false; // no active unit that could defend: no piece of it ever can
  const p = s[C_PARENT + k]!;
  s[C_PARENT + k] = -1;
  const ok = someDefender(c, s, side, set, c.sideStart[side]!); // detaching commutes: sets in index order
  s[C_PARENT + k] = p;
  return ok;
}

/** Can a piece of `set` defend now, or after detaching pieces (tried in index order from `from`)? */
function someDefender(c: BvgContent, s: S, side: number, set: Uint8Array, from: number): boolean {
  for (let r = c.sideStart[side]; r < c.sideEnd[side]; r++) if (set[r] && mayDefend(c, s, r)) return true;
  for (let k = from; k < c.sideEnd[side]; k++) {
    if (!set[k] || !mayDetach(c, s, k)) continue;
    const p = s[C_PARENT + k]!;
    s[C_PARENT + k] = -1;
    const ok = someDefender(c, s, side, set, k + 1);
    s[C_PARENT + k] = p;
    if (ok) return true;
  }
  return false;
}

/** The hand a side's player uses for a theater (four-player: the Western player's hand in the West). */
export const handOfTheater = (s: S, t: number): number =>
  s[H_PLAYERS] === 4 && t === WEST ? LOC_HAND_W : LOC_HAND;

export function legalDefend(c: BvgContent, s: S, out: Int32Array, n: number): number {
  if (s[B_FLAGS]! & BF_JACKSON_WINDOW) {
    // CC21: the defence is announced; Jackson may rejoin it before reserves are added
    out[n++] = DONE;
    out[n++] = enc(OP_JACKSON);
    return n;
  }
  const def = 1 - s[B_ATT_SIDE]!;
  const o = s[B_DEF_OPTS]!;
  const x = s[B_TGT]!;
  // 8.3: once a command responds (a piece detached from it), it or one of its pieces defends
  const responding = (s[B_FLAGS]! & BF_RESPONDING) !== 0;
  const outside = (k: number): boolean => responding && !(s[C_FLAGS + k]! & F_RESPONDS);
  if (!responding) out[n++] = enc(OP_ABANDON);
  const dow = c.roles.dow;
  const dowOk =
    x === c.cities.washington &&
    dow >= 0 &&
    c.cardSide[dow] === def &&
    s[C_LOC + dow] === LOC_EAST &&
    mayDefend(c, s, dow);
  for (let r = c.sideStart[def]; r < c.sideEnd[def]; r++) {
    if (outside(r) || !mayDefend(c, s, r)) continue;
    out[n++] = enc(OP_DEFEND, r, 0);
    if (dowOk && r !== dow && s[C_LOC + r] === LOC_EAST) out[n++] = enc(OP_DEFEND, r, 1);
  }
  // detachments from commands that could respond (8.3: from the responding one only, once chosen),
  // each only if one of the responding pieces can still defend after it
  for (let k = c.sideStart[def]; k < c.sideEnd[def]; k++) {
    if (outside(k) || !mayDetach(c, s, k)) continue;
    if (detachLeavesDefender(c, s, k, responding)) out[n++] = enc(OP_DEF_DETACH, k);
  }
  // one unit from hand
  const noHand =
    (def === CSA && opt(s, O_WEST_DISPERSION) && c.cityTheater[x] === WEST) ||
    (def === USA && s[H_TURN_FLAGS]! & TF_NO_CARDS);
  if (!noHand && !responding) {
    for (let t = 0; t < 2; t++) {
      if (!(o & (t === EAST ? DO_ALLOW_E : DO_ALLOW_W))) continue;
      if (def === USA && t === EAST && o & DO_SEA_E && opt(s, O_ISOLATION)) continue; // Opt 7
      const hand = handOfTheater(s, t);
      for (let k = c.sideStart[def]; k < c.sideEnd[def]; k++) {
        if (s[C_LOC + k] !== hand || (c.kind[k] !== K_INF && c.kind[k] !== K_CAV)) continue;
        if (s[C_FLAGS + k]! & F_HAND_LOCK || !theaterAllowed(c, s, k, t)) continue;
        if (t === EAST && o & DO_SEA_E && !s[H_LATEWAR + USA] && c.kind[k] === K_CAV) continue;
        out[n++] = enc(OP_DEF_HAND, k, t);
      }
    }
  }
  return n;
}

/**
 * CC20 The Slows: the USA commander's initiative is reduced by one; below 0 the attack is cancelled
 * (a squadron leading an invasion counts as initiative above 0). The supply point stays spent.
 */
export function slowsCheck(c: BvgContent, s: S): void {
  const bf = s[B_FLAGS]!;
  if (bf & BF_LEADERLESS) return;
  const init = attackInitiative(c, s, s[B_ATT]!);
  if (init - s[B_INIT_PEN]! >= 0) return;
  s[B_CAPTURED] = 0;
  endAttack(c, s);
}

/** The attack ends without a battle (abandoned city, cancelled attack). */
function abandon(c: BvgContent, s: S): void {
  const att = s[B_ATT_SIDE]!;
  s[B_FLAGS] = s[B_FLAGS]! | BF_ABANDONED;
  s[B_WINNER] = att;
  captureTarget(s);
  endAttack(c, s);
}

/** 8.3 ABANDON CITY: the attacker captures it at once (8.7 token). */
function captureTarget(s: S): void {
  s[B_CAPTURED] = 1;
  setCtrl(s, s[B_TGT]!, s[B_ATT_SIDE]!);
}

export function applyDefend(c: BvgContent, s: S, op: number, a: number, b: number): void {
  if (s[B_FLAGS]! & BF_JACKSON_WINDOW) {
    s[B_FLAGS] = s[B_FLAGS]! & ~BF_JACKSON_WINDOW;
    if (op === OP_JACKSON) jacksonJoins(c, s);
    beginReserves(c, s);
    return;
  }
  const def = 1 - s[B_ATT_SIDE]!;
  const o = s[B_DEF_OPTS]!;
  switch (op) {
    case OP_ABANDON:
      abandon(c, s);
      return;
    case OP_DEF_DETACH:
      if (!(s[B_FLAGS]! & BF_RESPONDING)) respond(c, s, rootOf(s, a));
      s[C_PARENT + a] = -1; // 8.3: the detached piece becomes a command of its own
      return;
    case OP_DEFEND:
      endResponse(c, s, def);
      s[B_DEF] = a;
      joinBattle(c, s, a, 0);
      if (b === 1 && c.roles.dow >= 0) {
        s[B_DOW] = c.roles.dow;
        joinBattle(c, s, c.roles.dow, 0);
      }
      break;
    case OP_DEF_HAND:
      s[C_LOC + a] = b === WEST ? LOC_WEST : LOC_EAST;
      s[C_PARENT + a] = -1;
      s[C_FLAGS + a] = F_IN_BATTLE | (s[H_SIDE] !== def ? F_OPP_TURN : 0);
      s[B_DEF] = a;
      s[B_FLAGS] = s[B_FLAGS]! | BF_FROM_HAND;
      if (c.kind[a] === K_CAV) s[B_CAV_HAND] = a; // 8.41 exception
      break;
  }
  const t = s[C_LOC + s[B_DEF]!]! - LOC_EAST;
  s[B_DEF_TH] = t;
  let bf = s[B_FLAGS]!;
  if (o & (t === EAST ? DO_RETREAT_E : DO_RETREAT_W)) bf |= BF_CAN_RETREAT;
  if (t !== c.cityTheater[s[B_TGT]!]) bf |= BF_DEF_CROSS;
  if (t === EAST && o & DO_SEA_E) {
    bf |= BF_SEA_DEF;
    s[B_DEF_PORT] = bf & BF_PORT_DECL ? s[B_TGT]! : seaPortOf(c, s, def, s[B_TGT]!);
  }
  if (opt(s, O_ISOLATION)) {
    // Opt 7: no reserves for a defender with no line to a base in his theater, nor the USA by sea.
    const line = theaterBits(supplyBits(c, s, def, s[B_TGT]!));
    if (!(line & (t === EAST ? SB_EAST : SB_WEST)) || (def === USA && bf & BF_SEA_DEF)) {
      bf |= BF_DEF_ISOLATED;
      countRule(s, COV_ISOLATION);
    }
  }
  // CC21: Jackson may rejoin "before adding reserves": the CSA decides now (a public condition)
  if (jacksonMayJoin(c, s)) bf |= BF_JACKSON_WINDOW;
  s[B_FLAGS] = bf;
  if (!(bf & BF_JACKSON_WINDOW)) beginReserves(c, s);
}

/** 8.3: the command rooted at `root` responds to the attack; its cards are marked F_RESPONDS. */
function respond(c: BvgContent, s: S, root: number): void {
  const side = c.cardSide[root]!;
  for (let k = c.sideStart[side]; k < c.sideEnd[side]; k++)
    if (rootOf(s, k) === root) s[C_FLAGS + k] = s[C_FLAGS + k]! | F_RESPONDS;
  s[B_FLAGS] = s[B_FLAGS]! | BF_RESPONDING;
}

/** The defence is chosen: the response marks are cleared. */
function endResponse(c: BvgContent, s: S, side: number): void {
  if (!(s[B_FLAGS]! & BF_RESPONDING)) return;
  for (let k = c.sideStart[side]; k < c.sideEnd[side]; k++) s[C_FLAGS + k] = s[C_FLAGS + k]! & ~F_RESPONDS;
  s[B_FLAGS] = s[B_FLAGS]! & ~BF_RESPONDING;
}

function seaPortOf(c: BvgContent, s: S, side: number, x: number): number {
  supplyBits(c, s, side, x);
  return lastSeaPort;
}

// ---- Jackson (CC21) ---------------------------------------------------------------------------------------
/** CC21: Jackson may rejoin a defending commander of his theater before reserves. */
function jacksonMayJoin(c: BvgContent, s: S): boolean {
  const j = c.roles.jackson;
  if (j < 0 || s[B_FLAGS]! & BF_JACKSON || s[B_ATT_SIDE] === CSA) return false;
  const d = s[B_DEF]!;
  if (d < 0 || c.kind[d] !== K_LEADER || !c.high[d] || s[C_LOC + j] !== s[C_LOC + d]) return false;
  if (s[C_PARENT + j]! >= 0 || rootOf(s, j) === d || !mayDefend(c, s, j)) return false;
  if (!canAttachTo(c, s, j, d)) return false;
  if (!favorAfter(c, s, j, d)) return false; // Opt 6 (its note names Jackson)
  return subordinateFits(c, s, d); // subject to normal leadership restrictions
}

/** CC21: Jackson (with his command) attaches to the defending commander and joins the battle. */
function jacksonJoins(c: BvgContent, s: S): void {
  const j = c.roles.jackson;
  s[C_PARENT + j] = s[B_DEF]!;
  joinBattle(c, s, j, 0);
  s[B_FLAGS] = s[B_FLAGS]! | BF_JACKSON;
}
