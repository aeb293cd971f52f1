/**
 * Naval Transport and Amphibious Assault (20.3-20.5; 21.7 in the Advanced game).
 *  20.3.1 a stack starting where its side has Naval Control; Union 3 SPs, CSA 1 SP, any Generals; it
 *         uses the stack's whole MA; ending in an enemy space makes it an Amphibious Assault.
 *  20.3.4 River Transport: 1 AP a stack, along friendly-controlled waterways and coastal hexes (not the
 *         open sea), starting or ending at a friendly port or Coastal Fort; no CSA river transport on
 *         the east coast north of Hampton/Fort Monroe.
 *  20.3.5 Ocean Transport (Union): 1 AP per SP, at most 3 SPs an Action Phase, ocean port to ocean port
 *         by sea.
 *  20.5   an Assault may enter one enemy-controlled water hex or hexside to land, never pass one; the
 *         Union needs a Naval or Any card against a Fort or Coastal Fort (Basic) and may otherwise use a
 *         transport action (an Ocean one: a Naval/Any card, an East card or 1 AP per SP); a CSA Assault
 *         needs an Any card. Success: the defender retreats, the attacker stops, an Island or Coastal
 *         Fort gets its Control marker; failure: the survivors re-embark to their port. A port a CSA
 *         Coastal Fort protects may be assaulted only once the fort is taken (10.3.1).
 *  21.11  (Advanced) an Assault on enemy NSPs with no friendly Naval Units there is led by Gunboats or
 *         Cottonclads: the naval battle first on the 0 column (navalmove.ts gunboatBattle); beaten or
 *         tied, nobody lands and the action is spent.
 *  S1.3   Naval Ramp-Up: no Naval Transport on Turn 1; Union capacity 1 on Turn 2, 2 on Turn 3.
 *  7.7    a Cautious General's transport into an enemy ZOI or an assault costs 2 AP or a card
 *         (Ocean Transport of 2-3 SPs already costs that).
 *  20.3.1 MOVEMENT: the stack may drop off SPs in spaces that are not enemy-controlled or -occupied and
 *         sail on with the rest (one action: 3 SPs may land 1 SP in each of three places, W58); it never
 *         picks up. Each landing is a stage of the D_NAV_TO decision (G_DC): 0 choose the first
 *         landing, 1 landed (stop, or drop y SPs here), 2 sail on with the rest from here.
 */
import { CH_TURN } from '../../core/header.js';
import type { UscwContent } from './content.js';
import * as A from './actions.js';
import { apFor, cardFor, commandRank, pay } from './common.js';
import { derived, type Derived } from './derived.js';
import {
  A_BATTLES,
  A_CG,
  A_FLAGS,
  A_MA,
  A_MP,
  A_NODE,
  A_ON,
  A_PREV,
  A_SP,
  A_START,
  A_THEATER,
  AF_DEMOR,
  AF_NAV_ENEMY,
  AF_NAV_OCEAN,
  AF_TRANSPORT,
  AF_CARRY_OCEAN,
  AF_CARRY_RIVER,
  B_FLAGS,
  B_NODE,
  BF_ASSAULT,
  CSA,
  G_DA,
  G_DB,
  G_DC,
  G_OCEAN,
  G_PHASING,
  GW_MOVED,
  GW_MOVING,
  USA,
  R_TARGET,
} from './layout.js';
import { NF_CF, NF_CHESAPEAKE, NF_PORT, NF_PORT_OCEAN, W_RIVER2 } from './mapmodel.js';
import { landingCleared, moveShips } from './navaladv.js';
import { MK_OCEAN, MK_RIVER } from './navalunits.js';
import { gunboatBattle } from './navalmove.js';
import { OPT_GUNBOATS_NSP, opt, optAdvancedNaval } from './options.js';
import { clearDecision, decide } from './phase.js';
import {
  addCard,
  addMovedSp,
  demor,
  setDemor,
  CARD_ANY,
  CARD_EAST,
  CARD_NAVAL,
  fortOwner,
  gensAt,
  removeSp,
  genFlag,
  hand,
  setGenFlag,
  sp,
  spFree,
  type S,
} from './state.js';
import { endActivation } from './move.js';
import { enterHex } from './reaction.js';
import { enemyPresent } from './battle.js';

const gbuf = new Int32Array(64);

/** Naval Transport capacity of side this turn (20.3.1, S1.3). */
export function capacity(s: S, side: number): number {
  const turn = s[CH_TURN]!;
  if (turn === 1) return 0;
  if (side === CSA) return 1;
  return turn === 2 ? 1 : turn === 3 ? 2 : 3;
}

/** Friendly water components by transport mode (20.3.4 river: not the open sea; 20.3.5 ocean: not up rivers). */
interface Comps {
  river: Int32Array;
  ocean: Int32Array;
  wet: Int32Array;
  nwet: number;
  /** 1: the enemy holds or controls the node (a landing there is an Assault). */
  enemy: Uint8Array;
}
let comps: Comps | undefined;

function label(c: UscwContent, out: Int32Array, ok: (x: number) => boolean): void {
  const w = c.map.water;
  out.fill(-1);
  const q: number[] = [];
  let id = 0;
  for (let r = 0; r < w.nw; r++) {
    if (out[r] !== -1 || !ok(r)) continue;
    out[r] = id;
    q.push(r);
    while (q.length) {
      const u = q.pop()!;
      for (let k = w.adjStart[u]!; k < w.adjStart[u + 1]!; k++) {
        const v = w.adjTo[k]!;
        if (out[v] === -1 && ok(v)) {
          out[v] = id;
          q.push(v);
        }
      }
    }
    id++;
  }
}

function compsOf(c: UscwContent, s: S, d: Derived, side: number): Comps {
  const w = c.map.water;
  if (!comps || comps.river.length !== w.nw) {
    const wet: number[] = [];
    for (let n = 0; n < c.map.nn; n++) if (w.ofStart[n + 1]! > w.ofStart[n]!) wet.push(n);
    comps = {
      river: new Int32Array(w.nw),
      ocean: new Int32Array(w.nw),
      wet: Int32Array.from(wet),
      nwet: wet.length,
      enemy: new Uint8Array(c.map.nn),
    };
  }
  for (let i = 0; i < comps.nwet; i++) {
    const v = comps.wet[i]!;
    comps.enemy[v] = enemyPresent(c, s, v, 1 - side) || d.ctrl[v] === 1 - side ? 1 : 0;
  }
  const open = (x: number): boolean => x === w.body.atlantic || x === w.body.gulf;
  const friendly = (x: number): boolean => d.nav[x] === side && !(side === CSA && isNorthEast(c, x));
  label(c, comps.river, (x) => friendly(x) && !open(x));
  label(c, comps.ocean, (x) => friendly(x) && w.kind[x]! > W_RIVER2);
  return comps;
}

/** 20.3.4: no CSA transport on the east coast north of Hampton/Fort Monroe. */
export function isNorthEast(c: UscwContent, x: number): boolean {
  const w = c.map.water;
  const t = w.tanStart[x]! < w.tanStart[x + 1]! ? w.tan[w.tanStart[x]!]! : -1;
  return t >= 0 && c.map.theater[t] === 0 && c.map.row[t]! < 23 && c.map.row[t]! !== 99;
}

const src = new Int32Array(16);

/** Destinations: landing places and whether each is an assault. f(node, assault, ocean). */
function forEachTarget(
  c: UscwContent,
  s: S,
  d: Derived,
  cc: Comps,
  side: number,
  n: number,
  f: (v: number, assault: boolean, ocean: boolean) => boolean | void,
  leg?: { origin: number; ocean: boolean },
): void {
  const m = c.map;
  const w = m.water;
  const origin = leg ? leg.origin : n;
  for (const ocean of side === USA ? [false, true] : [false]) {
    if (leg && leg.ocean !== ocean) continue; // 20.3.1: the later legs of one action keep its mode
    if (ocean && !(m.flags[n]! & NF_PORT_OCEAN)) continue;
    const comp = ocean ? cc.ocean : cc.river;
    let ns = 0;
    for (let k = w.ofStart[n]!; k < w.ofStart[n + 1]! && ns < src.length; k++)
      if (comp[w.of[k]!]! >= 0) src[ns++] = comp[w.of[k]!]!;
    if (ns === 0) continue; // 20.3.1: a transport starts where its side has Naval Control
    const has = (id: number): boolean => {
      for (let i = 0; i < ns; i++) if (src[i] === id) return true;
      return false;
    };
    for (let i = 0; i < cc.nwet; i++) {
      const v = cc.wet[i]!;
      if (v === n || v === origin || m.flags[v]! & NF_CHESAPEAKE) continue;
      if (ocean && !(m.flags[v]! & NF_PORT_OCEAN)) continue;
      if (!ocean && !((m.flags[origin]! | m.flags[v]!) & (NF_PORT | NF_CF))) continue;
      const enemy = cc.enemy[v] === 1;
      let reached = false;
      let adjacent = false;
      for (let k = w.ofStart[v]!; k < w.ofStart[v + 1]! && !reached; k++) {
        const x = w.of[k]!;
        if (has(comp[x]!)) reached = true;
        // 21.4.1 (Advanced): an enemy Naval ZOI bars the landing water (enemy control it blocks anyway),
        // unless Gunboats/Cottonclads lead the assault (21.4.1, 21.11)
        else if (enemy && (!(d.nzoi[x]! & (1 << (1 - side))) || gunboatsLead(c, s, d, v, side)))
          for (let j = w.adjStart[x]!; j < w.adjStart[x + 1]!; j++)
            if (has(comp[w.adjTo[j]!]!)) adjacent = true;
      }
      if (!reached && !(enemy && adjacent)) continue;
      if (enemy && protectedBy(c, d, v, side, ocean)) continue;
      if (enemy && !assaultPayable(c, s, side, v, ocean)) continue;
      // 21.7.3: against enemy NSPs the landing waits for a naval win; where no friendly ships are there,
      // Gunboats/Cottonclads lead it (21.11: the naval battle is fought in playNavTo)
      if (f(v, enemy, ocean) === true) return;
    }
  }
}

/**
 * 21.11: may side's Amphibious Assault on v (by Naval Transport, without Naval Units) be led by
 * Gunboats/Cottonclads, which an enemy Naval ZOI does not bar (21.4.1)? Reading
 * `read-21.11-gunboats-nsp` off (default): every Advanced assault may claim them (21.11 RULE; the CSA's
 * Any card is the one every CSA assault needs, 20.5.6); on: only one on a place holding enemy NSPs.
 */
function gunboatsLead(c: UscwContent, s: S, d: Derived, v: number, side: number): boolean {
  if (!optAdvancedNaval(s)) return false;
  return !opt(s, OPT_GUNBOATS_NSP) || !landingCleared(c, s, d, v, side);
}

/**
 * 10.3.1: a port a Coastal Fort protects may be assaulted only once side holds the fort. Fort Macon
 * guards Beaufort on its ocean side only (20.6; Map Notes, North Carolina 2, W46): a River Transport
 * from Pamlico Sound may land there.
 */
export function protectedBy(c: UscwContent, d: Derived, v: number, side: number, ocean: boolean): boolean {
  const cf = c.map.portCf[v]!;
  if (cf < 0 || d.ctrl[cf] === side) return false;
  return ocean || c.map.name[cf] !== 'Fort Macon';
}

/** Can side pay an assault on v (20.5.1, 20.5.6, 21.7.1)? */
function assaultPayable(c: UscwContent, s: S, side: number, v: number, ocean: boolean): boolean {
  if (side === CSA) return hand(s, CSA, CARD_ANY) > 0;
  const fort = (c.map.flags[v]! & NF_CF) !== 0 || fortOwner(c, s, v) === CSA;
  if (fort && !optAdvancedNaval(s)) return hand(s, USA, CARD_NAVAL) + hand(s, USA, CARD_ANY) > 0;
  return ocean || !fort || optAdvancedNaval(s);
}

export function navalSources(c: UscwContent, s: S, side: number, out: A.Out): void {
  const cap = capacity(s, side);
  if (cap === 0) return;
  const m = c.map;
  const d = derived(c, s);
  const cc = compsOf(c, s, d, side);
  for (let n = 0; n < m.nn; n++) {
    const free = spFree(c, s, n, side);
    if (free === 0) continue;
    const th = m.theater[n]!;
    for (let k = 1; k <= Math.min(cap, free); k++) {
      // offered only where D_NAV_TO will list a landing place for k SPs (the same checks as listNavTo)
      let any = false;
      forEachTarget(c, s, d, cc, side, n, (v, assault, ocean) => {
        any = navToPayable(c, s, d, n, k, side, th, v, assault, ocean);
        return any;
      });
      if (any) out.push(A.enc(A.OP_NAVAL, n, k));
    }
  }
}

export function startNaval(_c: UscwContent, s: S, n: number, k: number): void {
  decide(s, A.D_NAV_TO, s[G_PHASING]!, n, k);
}

export function listNavTo(c: UscwContent, s: S, out: A.Out): void {
  if (s[G_DC] === 1) return listLanded(s, out);
  if (s[G_DC] === 2) return listLeg(c, s, out);
  const side = s[G_PHASING]!;
  const n = s[G_DA]!;
  const k = s[G_DB]!;
  const th = c.map.theater[n]!;
  const d = derived(c, s);
  forEachTarget(c, s, d, compsOf(c, s, d, side), side, n, (v, assault, ocean) => {
    if (navToPayable(c, s, d, n, k, side, th, v, assault, ocean))
      out.push(A.enc(A.OP_NAV_TO, v, ocean ? 1 : 0));
  });
}

/**
 * Can side pay a transport of k SPs from n to v? 20.5.6 (W60): an Ocean Transport or Assault may be
 * paid by a Naval card too, within the 3-SP Ocean limit (20.3.1); a River Transport costs 1 AP, 2
 * under a Cautious General into an enemy ZOI or to an Assault (7.7), or a card.
 */
function navToPayable(
  c: UscwContent,
  s: S,
  d: Derived,
  n: number,
  k: number,
  side: number,
  th: number,
  v: number,
  assault: boolean,
  ocean: boolean,
): boolean {
  if (ocean) return s[G_OCEAN]! + k <= 3 && (apFor(s, th) >= k || cardFor(s, side, th, true) >= 0);
  const cost = 1 + (cautiousExtra(c, s, d, n, k, side, v, ocean, assault) ? 1 : 0);
  return apFor(s, th) >= cost || cardFor(s, side, th) >= 0;
}

/** 20.3.1: landed in a non-enemy space with 2+ SPs: stop here, or drop y SPs and sail on. */
function listLanded(s: S, out: A.Out): void {
  out.push(A.enc(A.OP_STOP));
  for (let y = 1; y < s[A_SP]!; y++) out.push(A.enc(A.OP_DROP, s[A_NODE]!, y));
}

/** 20.3.1: the rest sails on, already paid for, in the action's mode; or lands here after all. */
function listLeg(c: UscwContent, s: S, out: A.Out): void {
  const side = s[G_PHASING]!;
  const ocean = (s[A_FLAGS]! & AF_NAV_OCEAN) !== 0;
  const d = derived(c, s);
  out.push(A.enc(A.OP_STOP));
  const leg = { origin: s[A_START]!, ocean };
  forEachTarget(
    c,
    s,
    d,
    compsOf(c, s, d, side),
    side,
    s[A_NODE]!,
    (v) => {
      out.push(A.enc(A.OP_NAV_TO, v, ocean ? 1 : 0));
    },
    leg,
  );
}

/** Pay, embark (the stack becomes the active force at its port) and land or assault. */
export function playNavTo(c: UscwContent, s: S, a: number): void {
  if (s[G_DC]! > 0) return playLeg(c, s, a);
  const side = s[G_PHASING]!;
  const n = s[G_DA]!;
  const k = s[G_DB]!;
  const v = A.xOf(a);
  const ocean = A.yOf(a) === 1;
  const th = c.map.theater[n]!;
  const d = derived(c, s);
  const enemy = enemyPresent(c, s, v, 1 - side) || d.ctrl[v] === 1 - side;
  const extra = cautiousExtra(c, s, d, n, k, side, v, ocean, enemy) ? 1 : 0;
  payTransport(c, s, side, th, v, k, ocean, enemy, extra);
  if (ocean) s[G_OCEAN] = s[G_OCEAN]! + k;
  // 21.11: Gunboats/Cottonclads fight first; beaten or tied, the SPs stay in port (the action is spent)
  if (enemy && !landingCleared(c, s, d, v, side) && !gunboatBattle(c, s, v, side)) {
    clearDecision(s);
    return;
  }
  embark(c, s, n, k, side);
  s[A_FLAGS] = s[A_FLAGS]! | (ocean ? AF_NAV_OCEAN : 0) | (enemy ? AF_NAV_ENEMY : 0);
  enterHex(c, s, v, -1, false, true);
}

/** Stages 1 and 2 of a transport under way (20.3.1). */
function playLeg(c: UscwContent, s: S, a: number): void {
  const side = s[G_PHASING]!;
  const u = s[A_NODE]!;
  switch (A.opOf(a)) {
    case A.OP_STOP:
      endActivation(c, s);
      return;
    case A.OP_DROP: {
      const y = A.yOf(a);
      addMovedSp(c, s, u, side, y);
      s[A_SP] = s[A_SP]! - y;
      if (s[A_FLAGS]! & AF_DEMOR) setDemor(c, s, u, side, true);
      decide(s, A.D_NAV_TO, side, u, s[A_SP]!, 2);
      return;
    }
    case A.OP_NAV_TO: {
      const v = A.xOf(a);
      const d = derived(c, s);
      const enemy = enemyPresent(c, s, v, 1 - side) || d.ctrl[v] === 1 - side;
      // the assault's own price (20.5.1, 20.5.6); the transport itself is paid already
      if (enemy && side === USA && !optAdvancedNaval(s) && isFort(c, s, v, side))
        payTransport(c, s, side, 0, v, 0, false, true, 0);
      if (enemy) s[A_FLAGS] = s[A_FLAGS]! | AF_NAV_ENEMY;
      enterHex(c, s, v, -1, false, true);
      return;
    }
  }
}

function isFort(c: UscwContent, s: S, v: number, side: number): boolean {
  return (c.map.flags[v]! & NF_CF) !== 0 || fortOwner(c, s, v) === 1 - side;
}

function payTransport(
  c: UscwContent,
  s: S,
  side: number,
  th: number,
  v: number,
  k: number,
  ocean: boolean,
  assault: boolean,
  extra: number,
): void {
  const fort = (c.map.flags[v]! & NF_CF) !== 0 || fortOwner(c, s, v) === 1 - side;
  if (assault && side === CSA) return addCard(s, CSA, CARD_ANY, -1);
  if (assault && fort && !optAdvancedNaval(s))
    return addCard(s, USA, hand(s, USA, CARD_NAVAL) > 0 ? CARD_NAVAL : CARD_ANY, -1);
  if (ocean && apFor(s, th) < k) {
    const card =
      hand(s, side, CARD_NAVAL) > 0
        ? CARD_NAVAL
        : th === 0 && hand(s, side, CARD_EAST) > 0
          ? CARD_EAST
          : CARD_ANY;
    return addCard(s, side, hand(s, side, card) > 0 ? card : cardFor(s, side, th, true), -1);
  }
  pay(s, side, th, (ocean ? k : 1) + extra);
}

/** The General who sails with k SPs from n: the highest-ranking unmoved one, if a stack stays behind him. */
function transportCg(c: UscwContent, s: S, n: number, k: number, side: number): number {
  const m = gensAt(c, s, n, side, gbuf);
  let cg = -1;
  for (let i = 0; i < m; i++) {
    const g = gbuf[i]!;
    if (genFlag(c, s, g, GW_MOVED)) continue;
    if (cg < 0 || commandRank(c, s, g) > commandRank(c, s, cg)) cg = g;
  }
  const othersStay = m > 1;
  return cg >= 0 && (!othersStay || sp(c, s, n, side) - k >= 1) ? cg : -1;
}

/**
 * 7.7: transporting a stack under a Cautious General into an enemy ZOI or to an Assault costs a
 * second Action Point (or the card); Ocean Transport of 2-3 SPs already costs that much.
 */
export function cautiousExtra(
  c: UscwContent,
  s: S,
  d: Derived,
  n: number,
  k: number,
  side: number,
  v: number,
  ocean: boolean,
  assault: boolean,
): boolean {
  if (ocean && k >= 2) return false;
  const cg = transportCg(c, s, n, k, side);
  if (cg < 0 || !c.gens[cg]!.cautious) return false;
  return assault || (d.zoi[v]! & (1 << (1 - side))) !== 0;
}

/** The transported stack becomes the active force (activation registers) at its port. */
function embark(c: UscwContent, s: S, n: number, k: number, side: number): void {
  s[A_NODE] = n;
  s[A_SP] = k;
  s[A_MP] = 0;
  // 12.4: a Demoralized force moves normally and stays Demoralized; only a Rally lifts it (12.5)
  s[A_FLAGS] = AF_TRANSPORT | (demor(c, s, n, side) ? AF_DEMOR : 0);
  const cg = transportCg(c, s, n, k, side);
  if (cg >= 0) setGenFlag(c, s, cg, GW_MOVED | GW_MOVING, true);
  s[A_CG] = cg;
  s[A_ON] = 1;
  s[A_START] = n;
  s[R_TARGET] = 0; // 9.2.2: a new moving force, a new interception attempt into each hex
  s[A_PREV] = n;
  s[A_MA] = 0;
  s[A_BATTLES] = 0;
  s[A_THEATER] = c.map.theater[n]!;
  removeSp(c, s, n, side, k);
}

/**
 * After an assault: success lands and stops (20.5.3); failure re-embarks to the port (20.5.4). SPs
 * carried by Naval Units: on a failure the ships sail back with them (21.7.4).
 */
export function assaultOver(c: UscwContent, s: S, won: boolean): void {
  s[B_FLAGS] = s[B_FLAGS]! & ~BF_ASSAULT;
  const f = s[A_FLAGS]!;
  const mask = (f & AF_CARRY_RIVER ? MK_RIVER : 0) | (f & AF_CARRY_OCEAN ? MK_OCEAN : 0);
  if (!won && mask !== 0) moveShips(c, s, s[B_NODE]!, s[A_START]!, s[G_PHASING]!, mask);
  endActivation(c, s);
}

/**
 * 21.7.2: k SPs (and their General) carried by side's ships of the kinds in mask, which sailed from
 * their port `from` and hold `to`, land there (an Amphibious Assault when `to` is the enemy's, 20.5).
 * They leave no SPs on the way and do not sail on (the ships have made their move).
 */
export function carryLand(
  c: UscwContent,
  s: S,
  from: number,
  to: number,
  k: number,
  ocean: boolean,
  mask: number,
): void {
  const side = s[G_PHASING]!;
  const enemy = enemyPresent(c, s, to, 1 - side) || derived(c, s).ctrl[to] === 1 - side;
  embark(c, s, from, k, side);
  const carry = (mask & MK_RIVER ? AF_CARRY_RIVER : 0) | (mask & MK_OCEAN ? AF_CARRY_OCEAN : 0);
  s[A_FLAGS] = s[A_FLAGS]! | (ocean ? AF_NAV_OCEAN : 0) | (enemy ? AF_NAV_ENEMY : 0) | carry;
  enterHex(c, s, to, -1, false, true);
}

/**
 * The landing places of a transport from n for side (for bots and views): f(node, assault, ocean).
 * The same list D_NAV_TO offers, before the capacity and payment checks.
 */
export function navalTargets(
  c: UscwContent,
  s: S,
  side: number,
  n: number,
  f: (v: number, assault: boolean, ocean: boolean) => void,
): void {
  const d = derived(c, s);
  forEachTarget(c, s, d, compsOf(c, s, d, side), side, n, f);
}
