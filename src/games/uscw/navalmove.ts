/**
 * Naval moves in the Advanced game: the free naval action (21.1) or 1 AP / a Naval or Any card moves
 * one naval stack (21.2.4) to a place navalunits.ts reaches; entering a place with enemy NSPs is a
 * Naval Battle (21.6), resolved at once with navalbattle.ts's arithmetic:
 *  - attacker: the moving ships, +1 with a Naval Leader, -2 Demoralized, +the Union Ironclad
 *    Strength when 21.5 lets it join (activated with a card, Oceangoing NSPs, a CF, Island or
 *    Blockade-Runner port);
 *  - defender: its ships, CF 4, Fort 2, Batteries 2 each, or one 0-NSP unit (21.6.3, 21.6.4);
 *  - the attacker's first hit falls on an installation (21.6.6); the loser is Demoralized; a beaten
 *    or tied attacker sails back where it came from, a beaten defender retreats to a friendly port
 *    unless it may stay under Port Protection (21.4.4, 21.6.8).
 *  - an enemy stack whose Naval ZOI the move enters may intercept it (21.4.2, `intercept`).
 *  - a Naval or Any card may be played with a move into a battle for the attacker's +2 (21.12).
 *  - an assault on enemy NSPs without friendly ships there is led by Gunboats/Cottonclads (21.11,
 *    `gunboatBattle`, called by transport.ts).
 * Not built here: splitting a stack, moving on after a 2:1 win, Running the Guns in play (21.13).
 */
import { apFor, d6 } from './common.js';
import type { UscwContent } from './content.js';
import * as A from './actions.js';
import { derived, type Derived } from './derived.js';
import { CH_TURN } from '../../core/header.js';
import { CSA, G_AP, G_DA, G_DB, G_DECSIDE, G_FREENAV, G_TAP, USA } from './layout.js';
import { NF_CF, NF_ISLAND, NF_PORT_OCEAN, NF_RUNNER } from './mapmodel.js';
import {
  TGT_CF,
  TGT_ISLAND,
  TGT_OTHER,
  TGT_RUNNER_PORT,
  forceFires,
  forceNsp,
  ironcladJoins,
  ironcladStrength,
  navalBattle,
  navalDice,
  navalDrm,
  navalInterception,
  takeHits,
} from './navalbattle.js';
import { damage, leaderAt, moveShips, navalRetreat, sink } from './navaladv.js';
import {
  C_BATT,
  C_DEMOR,
  C_IRON,
  C_MOVED,
  MK_OCEAN,
  MK_RIVER,
  U_DEMOR,
  U_MOVED,
  installation,
  nf,
  navFlag,
  navalPath,
  navalReach,
  setNavFlag,
  shipNsp,
  zeroShips,
} from './navalunits.js';
import { stackZoiHas } from './navalzoi.js';
import { optAdvancedNaval } from './options.js';
import { clearDecision } from './phase.js';
import { CARD_ANY, CARD_NAVAL, addCard, entrench, fortOwner, hand, type S } from './state.js';

const reach = new Int32Array(4096);

const movedBit = (side: number): number => (side === USA ? U_MOVED : C_MOVED);
const demorBit = (side: number): number => (side === USA ? U_DEMOR : C_DEMOR);
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
    if (shipNsp(c, s, n, side) === 0 || navFlag(c, s, n, side, movedBit(side))) continue;
    if (!free && apFor(s, c.map.theater[n]!) < 1 && navalCard(s, side) < 0) continue;
    for (const mask of masks) {
      if (shipNsp(c, s, n, side, mask) === 0) continue;
      if (
        mask === (MK_RIVER | MK_OCEAN) &&
        (shipNsp(c, s, n, USA, MK_RIVER) === 0 || shipNsp(c, s, n, USA, MK_OCEAN) === 0)
      )
        continue;
      if (navalReach(c, s, d, n, side, mask, reach) > 0) out.push(A.enc(A.OP_NAVMOVE, n, mask));
    }
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
  const k = navalReach(c, s, d, from, side, s[G_DB]!, reach);
  const bonus = bonusCardLeft(c, s, side, from);
  for (let i = 0; i < k; i++) {
    const to = reach[i]!;
    out.push(A.enc(A.OP_NAVDEST, to));
    if (bonus && (installation(c, s, d, to, 1 - side) || shipNsp(c, s, to, 1 - side) > 0))
      out.push(A.enc(A.OP_NAVDEST, to, 1));
  }
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
  const to = A.xOf(a);
  clearDecision(s);
  const card = payNaval(c, s, side, from);
  // 21.12 BATTLES: a Naval or Any card for +2 to the attacker in the naval battle (21.6.5)
  const bonus = A.yOf(a) === 1;
  if (bonus) addCard(s, side, navalCard(s, side), -1);
  const stop = intercept(c, s, from, to, side, mask);
  const at = stop >= 0 ? stop : to;
  const d = derived(c, s);
  const battle = installation(c, s, d, at, 1 - side) || shipNsp(c, s, at, 1 - side) > 0;
  moveShips(c, s, from, at, side, mask);
  setNavFlag(c, s, at, side, movedBit(side), true);
  if (battle) fightNaval(c, s, from, at, side, mask, card, bonus);
}

const path = new Int32Array(4096);

/** Is water node u one of land node n's own? */
function touches(c: UscwContent, n: number, u: number): boolean {
  const w = c.map.water;
  for (let k = w.ofStart[n]!; k < w.ofStart[n + 1]!; k++) if (w.of[k] === u) return true;
  return false;
}

/**
 * 21.4.2 Naval Interception along the move from `from` to `to` (the route: a shortest one, automated).
 * At each water node the move enters in the enemy's Naval ZOI (one with a land place beside it: the
 * one-node bays of the map model are no interception point), every enemy stack projecting its ZOI
 * there tries (the non-phasing player always does, automated): 2d6 >= 7, +1 with a Union Naval
 * Leader, -1 with a Confederate Ironclad; automatic from a Coastal Fort's port into the fort both held
 * by the interceptor (21.4.2, 10.3.2). Successful stacks sail to the place beside that water (their
 * damaged ships with them, never Ironclads under construction) and the move ends there in a Naval
 * Battle; at the destination they reinforce its defenders. Returns the battle's place, -1 none.
 */
function intercept(c: UscwContent, s: S, from: number, to: number, side: number, mask: number): number {
  if (!optAdvancedNaval(s)) return -1;
  const enemy = 1 - side;
  const d = derived(c, s);
  const w = c.map.water;
  navalReach(c, s, d, from, side, mask, reach);
  const k = navalPath(c, to, path);
  for (let i = 0; i < k; i++) {
    const u = path[i]!;
    if (touches(c, from, u) || !(d.nzoi[u]! & (1 << enemy))) continue;
    if (w.tanStart[u] === w.tanStart[u + 1]) continue;
    const at = i === k - 1 ? to : w.tan[w.tanStart[u]!]!;
    let any = false;
    for (let n = 0; n < c.map.nn; n++) {
      if (n === at || !stackZoiHas(c, s, d.ctrl, n, enemy, u)) continue;
      const auto = c.map.cfPort[at] === n && d.ctrl[at] === enemy && d.ctrl[n] === enemy;
      const roll = d6(s) + d6(s);
      const leader = enemy === USA && leaderAt(c, s, n, USA) >= 0;
      if (!auto && !navalInterception(roll, leader, enemy === CSA && nf(c, s, n, CSA, C_IRON) > 0)) continue;
      moveShips(c, s, n, at, enemy, MK_RIVER | MK_OCEAN);
      setNavFlag(c, s, at, enemy, movedBit(enemy), true);
      any = true;
    }
    if (any) return at;
  }
  return -1;
}

/** The target kind of 21.5's third condition. */
function targetKind(c: UscwContent, v: number): number {
  const f = c.map.flags[v]!;
  if (f & NF_CF) return TGT_CF;
  if (f & NF_ISLAND) return TGT_ISLAND;
  if (f & NF_PORT_OCEAN && f & NF_RUNNER) return TGT_RUNNER_PORT;
  return TGT_OTHER;
}

/** The defender's NSPs at v (21.6.3, 21.6.4). */
function defenderNsp(
  c: UscwContent,
  s: S,
  d: Derived,
  v: number,
  side: number,
): { nsp: number; fires: boolean } {
  const f = {
    ships: shipNsp(c, s, v, side),
    cf: (c.map.flags[v]! & NF_CF) !== 0 && d.ctrl[v] === side,
    fort: fortOwner(c, s, v) === side,
    batteries: side === CSA ? nf(c, s, v, CSA, C_BATT) : 0,
    zero: zeroShips(c, s, v, side) > 0 || entrench(c, s, v) === side,
  };
  return { nsp: forceNsp(c, f), fires: forceFires(c, f) };
}

/** Roll k dice. */
function dice(s: S, k: number): number {
  let t = 0;
  for (let i = 0; i < k; i++) t += d6(s);
  return t;
}

/** 21.6: the Naval Battle of side's ships that sailed from `from` into v. */
function fightNaval(
  c: UscwContent,
  s: S,
  from: number,
  v: number,
  side: number,
  mask: number,
  card: boolean,
  bonus: boolean,
): void {
  const enemy = 1 - side;
  const d = derived(c, s);
  const def = defenderNsp(c, s, d, v, enemy);
  if (!def.fires) return;
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
  sink(c, s, v, enemy, onDef.sunk);
  damage(c, s, v, enemy, onDef.damaged);
  sink(c, s, v, side, onAtt.sunk);
  damage(c, s, v, side, onAtt.damaged);
  if (b.attWon) {
    // the beaten defender's ships retreat, Demoralized, unless Port Protection keeps them in port (21.4.4)
    if (!installation(c, s, derived(c, s), v, enemy)) navalRetreat(c, s, v, enemy, true);
    else setNavFlag(c, s, v, enemy, demorBit(enemy), shipNsp(c, s, v, enemy) > 0);
    return;
  }
  // a tie or a loss: the attacker sails back (Demoralized only when beaten, 21.6.7)
  moveShips(c, s, v, from, side, mask);
  if (b.defWon) setNavFlag(c, s, from, side, demorBit(side), true);
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
  sink(c, s, v, enemy, onDef.sunk);
  damage(c, s, v, enemy, onDef.damaged);
  if (!b.attWon) return false;
  if (!installation(c, s, derived(c, s), v, enemy)) navalRetreat(c, s, v, enemy, true);
  else setNavFlag(c, s, v, enemy, demorBit(enemy), shipNsp(c, s, v, enemy) > 0);
  return true;
}
