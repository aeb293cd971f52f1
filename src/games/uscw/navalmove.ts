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
 * Not built here: splitting a stack, moving on after a 2:1 win, Running the Guns in play (21.13),
 * naval interception and ZOI (21.4), Gunboats and Cottonclads (21.11), Strategic Naval Redeployment.
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
  takeHits,
} from './navalbattle.js';
import { damage, leaderAt, moveShips, navalRetreat, sink } from './navaladv.js';
import {
  C_BATT,
  C_DEMOR,
  C_MOVED,
  MK_OCEAN,
  MK_RIVER,
  U_DEMOR,
  U_MOVED,
  installation,
  nf,
  navFlag,
  navalReach,
  setNavFlag,
  shipNsp,
  zeroShips,
} from './navalunits.js';
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

/** D_NAVMOVE: the places the chosen stack may sail to. */
export function listNavMove(c: UscwContent, s: S, out: A.Out): void {
  const k = navalReach(c, s, derived(c, s), s[G_DA]!, s[G_DECSIDE]!, s[G_DB]!, reach);
  for (let i = 0; i < k; i++) out.push(A.enc(A.OP_NAVDEST, reach[i]!));
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
  const d = derived(c, s);
  const battle = installation(c, s, d, to, 1 - side) || shipNsp(c, s, to, 1 - side) > 0;
  moveShips(c, s, from, to, side, mask);
  setNavFlag(c, s, to, side, movedBit(side), true);
  if (battle) fightNaval(c, s, from, to, side, mask, card);
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
): void {
  const enemy = 1 - side;
  const d = derived(c, s);
  const def = defenderNsp(c, s, d, v, enemy);
  if (!def.fires) return;
  const ocean = side === USA ? shipNsp(c, s, v, USA, MK_OCEAN) : 0;
  const iron = ironcladJoins(card, side === USA, ocean, targetKind(c, v)) ? ironcladStrength(s[CH_TURN]!) : 0;
  const attNsp = shipNsp(c, s, v, side) + iron;
  const attDrm = navalDrm(true, navFlag(c, s, v, side, demorBit(side)), leaderAt(c, s, v, side) >= 0, false);
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
