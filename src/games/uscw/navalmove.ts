/**
 * Naval moves in the Advanced game: the free naval action (21.1) or 1 AP / a Naval or Any card moves
 * one naval stack (21.2.4) to a place navalunits.ts reaches; entering a place with enemy NSPs is a
 * Naval Battle (21.6), resolved at once with navalbattle.ts's arithmetic:
 *  - attacker: the moving ships, +1 with a Naval Leader, -2 Demoralized, +the Union Ironclad
 *    Strength when 21.5 lets it join (activated with a card, Oceangoing NSPs, a CF, Island or
 *    Blockade-Runner port);
 *  - defender: its ships, CF 4, Fort 2, Batteries 2 each, or one 0-NSP unit (21.6.3, 21.6.4);
 *  - the attacker's first hit falls on an installation (21.6.6); the loser is Demoralized; a beaten
 *    or tied attacker sails back where it came from, a beaten defender retreats to a friendly port.
 *  - 21.4.4 Port Protection: before the battle the defender at a Coastal Fort it controls or a port it
 *    controls with its Fort or a Naval Battery decides (D_PORTCLAIM) whether its ships claim Port
 *    Protection (they do not fight, are immune, lose Naval Control, ZOI and Naval Support until the
 *    end of the Player Action Phase); beaten there, it decides (D_PORTBACK) whether they retreat back
 *    into the port under Port Protection or make a Naval Retreat (21.6.8). Ships under Port Protection
 *    are eliminated if the phasing player holds their place at the end of his Action Phase
 *    (navaladv.ts `endPortProtection`).
 *  - on the way the stack runs the guns of enemy NSPs it sails past (21.13) and an enemy stack whose
 *    Naval ZOI it enters may intercept it (21.4.2): navalrun.ts `sailRoute`; a 0-NSP defender alone
 *    (a damaged ship, an Ironclad under construction, an Entrenchment) is a battle too (21.2.1, 21.6.4).
 *  - a Naval or Any card may be played with a move into a battle for the attacker's +2 (21.12).
 *  - an assault on enemy NSPs without friendly ships there is led by Gunboats/Cottonclads (21.11,
 *    `gunboatBattle`, called by transport.ts).
 *  - 21.2.4, 21.6.7: an attacker that wins a Naval Battle with twice the defender's NSPs may move on
 *    with its undamaged ships (D_NAVMOVE again from the battle's place, G_DC 1, already paid: another
 *    place, or OP_STOP); the damaged ships stay. Not when it carries SPs or a General (they land).
 *  - 21.2.4 one activation per unit: a stack moves its ships not yet activated this Action Phase; ships
 *    that moved stay behind and are never moved again, even where unmoved ships join them (per-kind
 *    moved counts in the naval words, navalunits.ts `unmoved`; navalrun.ts `sailRoute` parks them).
 *  - 21.2.4 dropping off: a move chosen with OP_NAVDEST y | Y_DROP sails in legs, asking (D_NAVDROP)
 *    where ahead on its route to leave ships and how many (navaldrop.ts, navalrun.ts `sailLeg`).
 *  - 21.2.8 a Naval Leader moving alone (OP_NAVMOVE y = g << 2, navalleader.ts): D_NAVMOVE offers the
 *    friendly Naval Units he can join; paid as a naval move.
 */
import { apFor, pay } from './common.js';
import type { UscwContent } from './content.js';
import * as A from './actions.js';
import { derived, type Derived } from './derived.js';
import { CH_TURN } from '../../core/header.js';
import { G_AP, G_DA, G_DB, G_DC, G_DEC, G_DECSIDE, G_FREENAV, G_OCEAN, G_TAP, USA } from './layout.js';
import { NF_CF, NF_ISLAND, NF_PORT_OCEAN, NF_RUNNER } from './mapmodel.js';
import {
  TGT_CF,
  TGT_ISLAND,
  TGT_OTHER,
  TGT_RUNNER_PORT,
  ironcladJoins,
  ironcladStrength,
  navalBattle,
  navalDice,
  navalDrm,
  takeHits,
} from './navalbattle.js';
import { damage, landingCleared, leaderAt, moveShips, navalRetreat, sink } from './navaladv.js';
import {
  Y_DROP,
  Y_GEN,
  carriedGen,
  carriedSps,
  carryAnyCard,
  carryByAp,
  carryCost,
  carryGens,
  carryMax,
  carryModes,
  genLanding,
} from './navalcarry.js';
import { coalMoveEnd } from './navalcoal.js';
import { carryLand } from './transport.js';
import {
  C_COAL,
  C_DEMOR,
  MK_OCEAN,
  MK_RIVER,
  U_COAL,
  U_DEMOR,
  U_PROT,
  C_PROT,
  installation,
  navFlag,
  navalReach,
  portProtected,
  portProtectionSite,
  setNavFlag,
  shipNsp,
  unmovedNsp,
  zeroShips,
} from './navalunits.js';
import { defenderNsp, dice, navalTarget, newVoyage, sailLeg, sailRoute, type Sailed } from './navalrun.js';
import {
  dropCounts,
  dropPlaces,
  dropShips,
  dropWords,
  moverCount,
  pendingDrop,
  routesWithDrops,
  type DropMove,
} from './navaldrop.js';
import { idleLeaders, leaderDests, moveLeader, soloLeader, soloY } from './navalleader.js';
import { optAdvancedNaval } from './options.js';
import { clearDecision, decide } from './phase.js';
import { CARD_ANY, CARD_NAVAL, addCard, genLoc, hand, placeGen, setGenFlag, type S } from './state.js';
import { GW_MOVED } from './layout.js';

const reach = new Int32Array(4096);
const gens = new Int32Array(64);

const protBit = (side: number): number => (side === USA ? U_PROT : C_PROT);
const demorBit = (side: number): number => (side === USA ? U_DEMOR : C_DEMOR);
const coalBit = (side: number): number => (side === USA ? U_COAL : C_COAL);
const freeLeft = (s: S, side: number): boolean => (s[G_FREENAV]! & (1 << side)) === 0;
const navalCard = (s: S, side: number): number =>
  hand(s, side, CARD_NAVAL) > 0 ? CARD_NAVAL : hand(s, side, CARD_ANY) > 0 ? CARD_ANY : -1;

/** 21.1, 21.2.4: the naval stacks side may move this Action Phase (OP_NAVMOVE node, kinds). */
export function listNavalMoves(c: UscwContent, s: S, side: number, out: A.Out): void {
  if (!optAdvancedNaval(s)) return;
  const free = freeLeft(s, side);
  const d = derived(c, s);
  const masks = side === USA ? [MK_RIVER, MK_OCEAN, MK_RIVER | MK_OCEAN] : [MK_RIVER];
  for (let n = 0; n < c.map.nn; n++) {
    // 21.2.4: no Naval Unit is activated more than once an Action Phase: the unmoved ships move
    if (unmovedNsp(c, s, n, side, MK_RIVER | MK_OCEAN) === 0) continue;
    if (!free && apFor(s, c.map.theater[n]!) < 1 && navalCard(s, side) < 0) continue;
    for (const mask of masks) {
      if (unmovedNsp(c, s, n, side, mask) === 0) continue;
      if (
        mask === (MK_RIVER | MK_OCEAN) &&
        (unmovedNsp(c, s, n, USA, MK_RIVER) === 0 || unmovedNsp(c, s, n, USA, MK_OCEAN) === 0)
      )
        continue;
      if (navalReach(c, s, d, n, side, mask, reach, true) > 0) out.push(A.enc(A.OP_NAVMOVE, n, mask));
    }
  }
  listSoloMoves(c, s, side, free, out);
}

let leaders = new Int32Array(0);

/**
 * 21.2.8: side's Naval Leaders not activated this Action Phase that may move alone to friendly Naval
 * Units (OP_NAVMOVE x his place, y soloY(g); navalleader.ts), paid as a naval move (21.1, 21.2.4).
 */
function listSoloMoves(c: UscwContent, s: S, side: number, free: boolean, out: A.Out): void {
  if (leaders.length < c.ng) leaders = new Int32Array(c.ng);
  const k = idleLeaders(c, s, side, leaders);
  for (let i = 0; i < k; i++) {
    const g = leaders[i]!;
    const n = genLoc(c, s, g);
    if (!free && apFor(s, c.map.theater[n]!) < 1 && navalCard(s, side) < 0) continue;
    if (leaderDests(c, s, derived(c, s), n, side, reach) > 0) out.push(A.enc(A.OP_NAVMOVE, n, soloY(g)));
  }
}

/** Naval or Any cards in side's hand. */
const navalCards = (s: S, side: number): number => hand(s, side, CARD_NAVAL) + hand(s, side, CARD_ANY);

/** Does paying for this move leave a Naval or Any card for the +2 battle DRM (21.12)? */
function bonusCardLeft(c: UscwContent, s: S, side: number, from: number): boolean {
  const paysByCard = !freeLeft(s, side) && apFor(s, c.map.theater[from]!) < 1;
  return navalCards(s, side) >= (paysByCard ? 2 : 1);
}

/**
 * D_NAVMOVE: the places the chosen stack may sail to (y 0); where the move is a Naval Battle, also
 * with a Naval or Any card played for the attacker's +2 (y 1, 21.12 BATTLES, 21.6.5).
 */
export function listNavMove(c: UscwContent, s: S, out: A.Out): void {
  const side = s[G_DECSIDE]!;
  const from = s[G_DA]!;
  const d = derived(c, s);
  // 21.2.8: a Naval Leader moving alone joins friendly Naval Units
  if (soloLeader(s[G_DB]!) >= 0) {
    const n = leaderDests(c, s, d, from, side, reach);
    for (let i = 0; i < n; i++) out.push(A.enc(A.OP_NAVDEST, reach[i]!));
    return;
  }
  // 21.2.4: moving on after a 2:1 win (already paid, nothing carried) or stopping there
  const on = (s[G_DC]! & 1) !== 0;
  if (on) out.push(A.enc(A.OP_STOP));
  else carryModes(c, s, d, from, side, s[G_DB]!, modesOf(c));
  const k = navalReach(c, s, d, from, side, s[G_DB]!, reach, true);
  const bonus = on ? navalCards(s, side) > 0 : bonusCardLeft(c, s, side, from);
  const drops = dropRoutes(c, s, k, on);
  for (let i = 0; i < k; i++) {
    const to = reach[i]!;
    const battle = navalTarget(c, s, d, to, 1 - side);
    out.push(A.enc(A.OP_NAVDEST, to));
    if (bonus && battle) out.push(A.enc(A.OP_NAVDEST, to, 1));
    // 21.2.4: the same move, dropping off ships on the way (D_NAVDROP)
    if (drops[i]) out.push(A.enc(A.OP_NAVDEST, to, Y_DROP));
    if (drops[i] && bonus && battle) out.push(A.enc(A.OP_NAVDEST, to, Y_DROP | 1));
    if (!on) listCarry(c, s, d, to, battle, out);
  }
}

const places = new Int32Array(8192);
let dropBuf = new Uint8Array(0);

/**
 * 21.2.4: which of the k destinations of D_NAVMOVE's stack (in `reach`) may be sailed to dropping off
 * ships: a stack of two or more undamaged units whose route passes a drop place (navaldrop.ts).
 */
function dropRoutes(c: UscwContent, s: S, k: number, on: boolean): Uint8Array {
  if (dropBuf.length < k) dropBuf = new Uint8Array(Math.max(k, 256));
  dropBuf.fill(0);
  const v = newVoyage(c, s, { from: s[G_DA]!, to: -1, side: s[G_DECSIDE]!, mask: s[G_DB]! }, on);
  if (moverCount(c, s, v, 0) >= 2) routesWithDrops(c, s, v, reach, k, dropBuf);
  return dropBuf;
}

let modes: Int8Array | undefined;
const modesOf = (c: UscwContent): Int8Array =>
  modes && modes.length === c.map.nn ? modes : (modes = new Int8Array(c.map.nn));

/**
 * 21.7.2: the same move carrying k SPs (y = k << 1, | 1 with the +2 card of 21.12), paid with Action
 * Points or a Naval/Any card, never the free action; the +2 card needs one more card.
 */
function listCarry(c: UscwContent, s: S, d: Derived, to: number, battle: boolean, out: A.Out): void {
  const mode = modesOf(c)[to]!;
  if (mode < 0) return;
  const side = s[G_DECSIDE]!;
  const from = s[G_DA]!;
  const any = carryAnyCard(c, s, d, to, side) ? 1 : 0;
  if (hand(s, side, CARD_ANY) < any) return;
  const cards = navalCards(s, side) - any;
  for (let k = 1; k <= carryMax(c, s, from, side); k++) {
    const cost = carryCost(c, s, d, from, to, side, k, mode === 1);
    if (cost < 0) continue;
    const byAp = carryByAp(c, s, from, cost);
    if (!byAp && cards === 0) continue;
    out.push(A.enc(A.OP_NAVDEST, to, k << 1));
    if (battle && cards >= (byAp ? 1 : 2)) out.push(A.enc(A.OP_NAVDEST, to, (k << 1) | 1));
  }
  // 21.7.2, 7.5.3: a General without SPs, 1 AP (or a card), never counted as Ocean Transport
  if (!carryByAp(c, s, from, 1) && cards === 0) return;
  if (!genLanding(c, s, d, from, to, side)) return;
  const m = carryGens(c, s, from, side, gens);
  for (let i = 0; i < m; i++) out.push(A.enc(A.OP_NAVDEST, to, Y_GEN | (gens[i]! << 5)));
}

/** Pay (free action, then AP, then a Naval or Any card, 21.1, 18.1); returns whether a card paid. */
function payNaval(c: UscwContent, s: S, side: number, n: number): boolean {
  if (freeLeft(s, side)) {
    s[G_FREENAV] = s[G_FREENAV]! | (1 << side);
    return false;
  }
  const th = c.map.theater[n]!;
  if (apFor(s, th) >= 1) {
    if (s[G_TAP + th]! > 0) s[G_TAP + th] = s[G_TAP + th]! - 1;
    else s[G_AP] = s[G_AP]! - 1;
    return false;
  }
  addCard(s, side, navalCard(s, side), -1);
  return true;
}

export function playNavMove(c: UscwContent, s: S, a: number): void {
  const side = s[G_DECSIDE]!;
  const from = s[G_DA]!;
  const mask = s[G_DB]!;
  const on = s[G_DC]!;
  clearDecision(s);
  // 21.2.8: the Naval Leader moving alone, paid as a naval move (21.1, 21.2.4)
  const lead = soloLeader(mask);
  if (lead >= 0) {
    payNaval(c, s, side, from);
    return moveLeader(c, s, lead, A.xOf(a));
  }
  // 21.2.7: ships that move while Low on Coal (G_DC bit 4 when moving on) end the move in supply or die
  const coal = on & 1 ? (on & 4) !== 0 : navFlag(c, s, from, side, coalBit(side));
  if (A.opOf(a) === A.OP_STOP) {
    if (coal) coalMoveEnd(c, s, from, side);
    return;
  }
  const to = A.xOf(a);
  const carry = carriedSps(A.yOf(a));
  const gen = carriedGen(A.yOf(a));
  const d = derived(c, s);
  const ocean = carry > 0 && carryOcean(c, s, d, from, to, side, mask);
  // 21.2.4: a move on after a 2:1 win is paid already (G_DC bit 1: by a card, for 21.5)
  const card =
    on & 1
      ? (on & 2) !== 0
      : carry > 0
        ? payCarry(c, s, d, { from, to, side, k: carry, ocean })
        : gen >= 0
          ? payGen(c, s, side, from)
          : payNaval(c, s, side, from);
  // 21.12 BATTLES: a Naval or Any card for +2 to the attacker in the naval battle (21.6.5)
  const bonus = (A.yOf(a) & 1) === 1;
  if (bonus) addCard(s, side, navalCard(s, side), -1);
  // 21.2.4: a move that drops off ships sails in legs (D_NAVDROP)
  if (A.yOf(a) & Y_DROP) {
    const v = newVoyage(c, s, { from, to, side, mask }, (on & 1) !== 0);
    return nextDrop(c, s, { v, card, bonus, coal, cursor: 0, held: 0, counts: false });
  }
  // 21.13 Running the Guns and 21.4.2 interception on the way
  // (moving on, the damaged ships stay behind: 21.2.4 "with any undamaged ships")
  const { at, ran } = sailRoute(c, s, from, to, side, mask, false, (on & 1) !== 0);
  if (at < 0) {
    if (coal) coalMoveEnd(c, s, from, side);
    return;
  }
  battleAt(c, s, { from, to, at, side, mask, ran, card, bonus, ocean, carry, gen, won2: false, coal });
}

/** 21.2.4: ask where ahead the stack drops ships next, or sail the last leg when no drop is left. */
function nextDrop(c: UscwContent, s: S, m: DropMove): void {
  const n = dropPlaces(c, s, m.v, places);
  if (m.cursor < n && moverCount(c, s, m.v, m.held) >= 2) return askDrop(s, m);
  endVoyage(c, s, m, sailLeg(c, s, m.v, m.held, -1).sailed!);
}

function askDrop(s: S, m: DropMove): void {
  const [a, b] = dropWords(m);
  decide(s, A.D_NAVDROP, m.v.side, a, b);
}

/** The dropping move ended: at its goal or an interception point (a battle there, if any), or nowhere. */
function endVoyage(c: UscwContent, s: S, m: DropMove, sailed: Sailed): void {
  const { from, to, side, mask } = m.v;
  if (sailed.at < 0) {
    if (m.coal) coalMoveEnd(c, s, from, side);
    return;
  }
  const { card, bonus, coal } = m;
  const mv = { from, to, at: sailed.at, side, mask, ran: sailed.ran, card, bonus, coal };
  battleAt(c, s, { ...mv, ocean: false, carry: 0, gen: -1, won2: false });
}

const counts: number[] = [];

/**
 * D_NAVDROP (21.2.4): the next drop place ahead on the route (OP_NAVDROP x, y 0) or sail on to the goal
 * (x the goal); at a drop place, how many ships to leave there (y = k0 | k1 << 4, y 0 none).
 */
export function listNavDrop(c: UscwContent, s: S, out: A.Out): void {
  const { m, n } = pendingDrop(c, s, places);
  if (m.counts) {
    const at = places[2 * (m.cursor - 1)]!;
    out.push(A.enc(A.OP_NAVDROP, at));
    dropCounts(c, s, m.v, m.held, counts);
    for (const y of counts) out.push(A.enc(A.OP_NAVDROP, at, y));
    return;
  }
  out.push(A.enc(A.OP_NAVDROP, m.v.to));
  for (let j = m.cursor; j < n; j++) out.push(A.enc(A.OP_NAVDROP, places[2 * j]!));
}

/**
 * D_NAVDROP: sail the leg to the chosen drop place (21.13, 21.4.2 on the way), then ask how many ships
 * stay there; or leave them there (activated; 21.2.7: a Low on Coal ship's move ends there); or sail
 * the last leg to the goal.
 */
export function playNavDrop(c: UscwContent, s: S, a: number): void {
  const { m, n } = pendingDrop(c, s, places);
  clearDecision(s);
  const x = A.xOf(a);
  if (m.counts) {
    if (A.yOf(a) > 0) {
      dropShips(c, s, m.v, x, A.yOf(a));
      if (m.coal) coalMoveEnd(c, s, x, m.v.side);
    }
    return nextDrop(c, s, { ...m, counts: false });
  }
  if (x === m.v.to) return endVoyage(c, s, m, sailLeg(c, s, m.v, m.held, -1).sailed!);
  let j = m.cursor;
  while (j < n - 1 && places[2 * j] !== x) j++;
  const node = places[2 * j + 1]!;
  const leg = sailLeg(c, s, m.v, m.held, node);
  if (leg.sailed) return endVoyage(c, s, m, leg.sailed);
  const next = { ...m, v: { ...m.v, done: node + 1 }, cursor: j + 1, held: leg.held };
  if (moverCount(c, s, next.v, next.held) >= 2) return askDrop(s, { ...next, counts: true });
  nextDrop(c, s, next);
}

/** 21.7.2, 7.5.3: a General carried without SPs costs 1 AP, else a Naval or Any card. */
function payGen(c: UscwContent, s: S, side: number, from: number): boolean {
  if (carryByAp(c, s, from, 1)) {
    pay(s, side, c.map.theater[from]!, 1);
    return false;
  }
  addCard(s, side, navalCard(s, side), -1);
  return true;
}

/**
 * The Naval Battle where the move ended, if any: first the defender may claim Port Protection
 * (21.4.4, D_PORTCLAIM); then the landing of the carried SPs.
 */
function battleAt(c: UscwContent, s: S, mv: Move): void {
  const enemy = 1 - mv.side;
  let won = 0;
  if (navalTarget(c, s, derived(c, s), mv.at, enemy)) {
    if (claimOffered(c, s, mv.at, enemy)) return ask(s, A.D_PORTCLAIM, mv);
    won = fightNaval(c, s, mv);
    if (won < 0) return;
  }
  finish(c, s, mv, won === 1);
}

/**
 * After the battle: the carried SPs or General land (21.7.3); else, won with twice the defender's
 * NSPs, the undamaged ships may move on (21.2.4, 21.6.7: D_NAVMOVE from the battle's place, paid).
 */
function finish(c: UscwContent, s: S, mv: Move, won2: boolean): void {
  land(c, s, mv);
  if (!won2 || mv.carry > 0 || mv.gen >= 0 || shipNsp(c, s, mv.at, mv.side, mv.mask) === 0) {
    // 21.2.7: the move ends where the ships are (the goal, or back at the origin after a lost battle)
    const end = shipNsp(c, s, mv.at, mv.side) + zeroShips(c, s, mv.at, mv.side) > 0 ? mv.at : mv.from;
    if (mv.coal) coalMoveEnd(c, s, end, mv.side);
    return;
  }
  decide(s, A.D_NAVMOVE, mv.side, mv.at, mv.mask, 1 | (mv.card ? 2 : 0) | (mv.coal ? 4 : 0));
}

/** 21.7.2, 21.7.3: the carried SPs land once the ships hold the goal; else they stay in port. */
function land(c: UscwContent, s: S, mv: Move): void {
  const { from, to, side } = mv;
  if (mv.at !== to || !landingCleared(c, s, derived(c, s), to, side) || shipNsp(c, s, to, side) === 0) return;
  if (mv.carry > 0) carryLand(c, s, from, to, mv.carry, mv.ocean, mv.mask);
  else if (mv.gen >= 0) {
    placeGen(c, s, mv.gen, to);
    setGenFlag(c, s, mv.gen, GW_MOVED, true);
  }
}

/**
 * 21.4.4: may side's Naval Units at v (some there, none already claiming) claim Port Protection
 * against the enemy ships that sailed in? At a Coastal Fort side controls, or a Port side controls
 * holding side's Fort or a Naval Battery.
 */
function claimOffered(c: UscwContent, s: S, v: number, side: number): boolean {
  if (portProtected(c, s, v, side) || shipNsp(c, s, v, side) + zeroShips(c, s, v, side) === 0) return false;
  return portProtectionSite(c, s, derived(c, s), v, side);
}

/** Ask the defender (1 - mv.side) a decision about the move mv (nodes below 4096; G_DA, G_DB). */
function ask(s: S, kind: number, mv: Move): void {
  const flags = (mv.ran ? 1 : 0) | (mv.card ? 2 : 0) | (mv.bonus ? 4 : 0) | (mv.ocean ? 8 : 0);
  const won2 = (mv.won2 ? 1 << 27 : 0) | (mv.coal ? 1 << 28 : 0);
  decide(
    s,
    kind,
    1 - mv.side,
    mv.from | (mv.at << 12),
    mv.to | (mv.mask << 12) | (flags << 14) | (mv.carry << 18) | ((mv.gen + 1) << 21) | won2,
  );
}

/** The move a D_PORTCLAIM / D_PORTBACK decision is about. */
function pending(s: S): Move {
  const a = s[G_DA]!;
  const b = s[G_DB]!;
  const f = b >> 14;
  return {
    from: a & 0xfff,
    at: a >> 12,
    to: b & 0xfff,
    side: 1 - s[G_DECSIDE]!,
    mask: (b >> 12) & 3,
    ran: (f & 1) !== 0,
    card: (f & 2) !== 0,
    bonus: (f & 4) !== 0,
    ocean: (f & 8) !== 0,
    carry: (b >> 18) & 7,
    gen: ((b >> 21) & 63) - 1,
    won2: (b & (1 << 27)) !== 0,
    coal: (b & (1 << 28)) !== 0,
  };
}

/** D_PORTCLAIM, D_PORTBACK: yes (x 1) or no (x 0). */
export function listPortClaim(_c: UscwContent, s: S, out: A.Out): void {
  const op = s[G_DEC] === A.D_PORTCLAIM ? A.OP_PORTCLAIM : A.OP_PORTBACK;
  out.push(A.enc(op, 1));
  out.push(A.enc(op, 0));
}

/**
 * 21.4.4: the defender's ships at the move's end claim Port Protection (all of them; the claim of only
 * some is not offered) or fight; the battle against its Coastal Fort, Fort or Batteries is fought
 * either way, then the carried SPs land.
 */
export function playPortClaim(c: UscwContent, s: S, a: number): void {
  const mv = pending(s);
  clearDecision(s);
  const side = 1 - mv.side;
  if (A.xOf(a) === 1) setNavFlag(c, s, mv.at, side, protBit(side), true);
  const won = navalTarget(c, s, derived(c, s), mv.at, side) ? fightNaval(c, s, mv) : 0;
  if (won >= 0) finish(c, s, mv, won === 1);
}

/**
 * 21.6.8 RETREAT BACK INTO PORT: the beaten defender at a Coastal Fort or a port with its Fort or
 * Battery retreats into it (Port Protection, Demoralized, 21.14) or makes a Naval Retreat.
 */
export function playPortBack(c: UscwContent, s: S, a: number): void {
  const mv = pending(s);
  clearDecision(s);
  const side = 1 - mv.side;
  if (A.xOf(a) === 1) intoPort(c, s, mv.at, side);
  else navalRetreat(c, s, mv.at, side, true);
  finish(c, s, mv, mv.won2);
}

/** 21.6.8: side's beaten ships at v retreat into the port: Port Protection, Demoralized (21.14). */
function intoPort(c: UscwContent, s: S, v: number, side: number): void {
  setNavFlag(c, s, v, side, protBit(side), true);
  setNavFlag(c, s, v, side, demorBit(side), shipNsp(c, s, v, side) > 0);
}

/** Is the carrying move an Ocean Transport (by the open sea, 20.3.5)? */
function carryOcean(
  c: UscwContent,
  s: S,
  d: Derived,
  from: number,
  to: number,
  side: number,
  mask: number,
): boolean {
  carryModes(c, s, d, from, side, mask, modesOf(c));
  return modesOf(c)[to] === 1;
}

/** 21.7.2: pay for carrying k SPs: Action Points (an Ocean Transport counts its SPs, 20.3.5) or a card. */
function payCarry(
  c: UscwContent,
  s: S,
  d: Derived,
  mv: { from: number; to: number; side: number; k: number; ocean: boolean },
): boolean {
  const cost = carryCost(c, s, d, mv.from, mv.to, mv.side, mv.k, mv.ocean);
  if (carryAnyCard(c, s, d, mv.to, mv.side)) addCard(s, mv.side, CARD_ANY, -1);
  if (mv.ocean) s[G_OCEAN] = s[G_OCEAN]! + mv.k;
  if (carryByAp(c, s, mv.from, cost)) {
    pay(s, mv.side, c.map.theater[mv.from]!, cost);
    return false;
  }
  addCard(s, mv.side, navalCard(s, mv.side), -1);
  return true;
}

/** The target kind of 21.5's third condition. */
function targetKind(c: UscwContent, v: number): number {
  const f = c.map.flags[v]!;
  if (f & NF_CF) return TGT_CF;
  if (f & NF_ISLAND) return TGT_ISLAND;
  if (f & NF_PORT_OCEAN && f & NF_RUNNER) return TGT_RUNNER_PORT;
  return TGT_OTHER;
}

/**
 * A naval move under way: it ended at `at` (its goal `to`, or an interception point); `ran`: it ran the
 * guns on its way (21.13); `card`: a card paid it; `bonus`: the +2 card of 21.12; `carry` SPs carried
 * (21.7.2), by the open sea when `ocean`; `gen` a General carried without SPs.
 */
interface Move {
  readonly from: number;
  readonly to: number;
  readonly at: number;
  readonly side: number;
  readonly mask: number;
  readonly ran: boolean;
  readonly card: boolean;
  readonly bonus: boolean;
  readonly ocean: boolean;
  readonly carry: number;
  /** A General carried without SPs (21.7.2, 7.5.3), or -1. */
  readonly gen: number;
  /** The attacker won the battle with twice the defender's NSPs (21.2.4, 21.6.7). */
  readonly won2: boolean;
  /** The ships moved while Low on Coal (21.2.7). */
  readonly coal: boolean;
}

/**
 * 21.6: the Naval Battle of side's ships that sailed from `from` into v. Returns -1 when the beaten
 * defender now decides whether to retreat into port (D_PORTBACK, 21.6.8), 1 when the attacker won with
 * twice the defender's NSPs (21.2.4, 21.6.7), else 0.
 */
function fightNaval(c: UscwContent, s: S, mv: Move): number {
  const { from, at: v, side, mask, card, bonus } = mv;
  const enemy = 1 - side;
  const d = derived(c, s);
  const def = defenderNsp(c, s, d, v, enemy);
  if (!def.fires) return 0;
  const ocean = side === USA ? shipNsp(c, s, v, USA, MK_OCEAN) : 0;
  const iron = ironcladJoins(card, side === USA, ocean, targetKind(c, v)) ? ironcladStrength(s[CH_TURN]!) : 0;
  const attNsp = shipNsp(c, s, v, side) + iron;
  const attDrm = navalDrm(true, navFlag(c, s, v, side, demorBit(side)), leaderAt(c, s, v, side) >= 0, bonus);
  const defDrm = navalDrm(false, false, leaderAt(c, s, v, enemy) >= 0, false);
  const attRoll = dice(s, navalDice(c, attNsp));
  const defRoll = dice(s, navalDice(c, def.nsp));
  const b = navalBattle(c, attNsp, attDrm, attRoll, def.nsp, defDrm, defRoll);
  const onDef = takeHits(b.att, installation(c, s, d, v, enemy), true, 15);
  const onAtt = takeHits(b.def, false, false, 15);
  // 21.4.4: ships claiming Port Protection are immune; the hits on the installation have no effect
  if (!portProtected(c, s, v, enemy)) {
    sink(c, s, v, enemy, onDef.sunk);
    damage(c, s, v, enemy, onDef.damaged);
  }
  sink(c, s, v, side, onAtt.sunk);
  damage(c, s, v, side, onAtt.damaged);
  if (b.attWon) {
    const won = attNsp >= 2 * def.nsp ? 1 : 0;
    // the beaten defender's ships retreat, Demoralized, or back into the port (21.6.8, 21.4.4)
    if (portProtected(c, s, v, enemy) || shipNsp(c, s, v, enemy) + zeroShips(c, s, v, enemy) === 0)
      return won;
    if (portProtectionSite(c, s, derived(c, s), v, enemy)) {
      ask(s, A.D_PORTBACK, { ...mv, won2: won === 1 });
      return -1;
    }
    navalRetreat(c, s, v, enemy, true);
    return won;
  }
  // a tie or a loss: the attacker sails back (Demoralized only when beaten, 21.6.7), running the guns
  // again if it ran them on its way (21.6.8)
  if (!mv.ran) moveShips(c, s, v, from, side, mask);
  else if (sailRoute(c, s, v, from, side, mask, true).at < 0) return 0;
  if (b.defWon) setNavFlag(c, s, from, side, demorBit(side), true);
  return 0;
}

/**
 * 21.11 Gunboats (Union) and Cottonclads (CSA; every CSA assault is paid with an Any card, 20.5.6):
 * an Amphibious Assault on a place holding enemy NSPs where no friendly Naval Units are is led by them.
 * The Naval Battle is fought first, the phasing player on the 0 column (21.6.4) without DRMs; hits and
 * damage on them have no effect (an endless supply). A beaten defender retreats as in any naval battle
 * (21.6.8, 21.4.4). Returns whether the SPs may land (the attacker won).
 */
export function gunboatBattle(c: UscwContent, s: S, v: number, side: number): boolean {
  const enemy = 1 - side;
  const d = derived(c, s);
  const def = defenderNsp(c, s, d, v, enemy);
  if (!def.fires) return true;
  const defDrm = navalDrm(false, false, leaderAt(c, s, v, enemy) >= 0, false);
  const attRoll = dice(s, navalDice(c, 0));
  const defRoll = dice(s, navalDice(c, def.nsp));
  const b = navalBattle(c, 0, 0, attRoll, def.nsp, defDrm, defRoll);
  const onDef = takeHits(b.att, installation(c, s, d, v, enemy), true, 15);
  if (!portProtected(c, s, v, enemy)) {
    sink(c, s, v, enemy, onDef.sunk);
    damage(c, s, v, enemy, onDef.damaged);
  }
  if (!b.attWon) return false;
  // 21.6.8: beaten at a Coastal Fort or a port with its Fort or Battery, the ships retreat back into
  // it (automated: the defender never claims Port Protection before this battle and always retreats
  // into port; the assault that follows eliminates them if it takes the place, 21.4.4)
  if (portProtected(c, s, v, enemy) || shipNsp(c, s, v, enemy) + zeroShips(c, s, v, enemy) === 0) return true;
  if (portProtectionSite(c, s, derived(c, s), v, enemy)) intoPort(c, s, v, enemy);
  else navalRetreat(c, s, v, enemy, true);
  return true;
}
