/**
 * Placement decisions (D_PLACE, G_DA = purpose, G_DB = its parameter), one unit at a time, and the
 * discard (18.2) and free-fort (10.2.6) decisions. Where each thing may go:
 *  14.2.2 Union reinforcements: Union-controlled, Full-Supply Objective hexes in Northern states of the
 *         area (East also the Chesapeake box; West Ohio/Indiana and Illinois); St. Louis for the TM.
 *  14.3.5 Confederate reinforcements: friendly Resource hexes with an LOC to a Primary source, in the
 *         theater, no more than 2 SPs per state.
 *  14.5   Arsenals: a friendly Resource hex of the rolled state, never above three times its value.
 *  14.6   returning SPs to the hexes of reinforcements of their theater in Full Supply (Union: Northern
 *         Objective hexes, not the Chesapeake Bay box; the TM's to St. Louis);
 *         Generals with any friendly SP with an LOC; Militia by 17.2.1.
 *  16.2   arriving Generals: a space of the arrival theater with a friendly SP and an LOC (3-stars not
 *         on an Island or Coastal Fort).
 *  17.3   a trained SP: CSA Resource hex with an LOC, Union Northern Objective hex in Full Supply.
 *  4.1.4  On to Richmond failed: remove a Union SP in Full Supply.
 *  14.1.2 Winter: the CSA removes non-isolated SPs when its reinforcements go below zero.
 */
import type { UscwContent } from './content.js';
import * as A from './actions.js';
import { HAND_MAX } from './cards.js';
import { spCreated, spEliminated } from './common.js';
import { derived } from './derived.js';
import { canBuildFort, startFort } from './fortify.js';
import { CSA, G_DA, G_DB, G_DECSIDE, G_FREEFORT, G_OTR, G_POOL, G_AP, B_TRAINED, USA } from './layout.js';
import { NF_CF, NF_CHESAPEAKE, NF_ISLAND, NF_OBJ, NF_RES, SK_NORTH, TH_TM } from './mapmodel.js';
import { militiaSpot } from './main.js';
import { coalReach } from './navalcoal.js';
import { shipNsp, zeroShips } from './navalunits.js';
import { optAdvancedNaval } from './options.js';
import { clearDecision, decide, endOfActions } from './phase.js';
import {
  addCard,
  addMovedSp,
  addSp,
  arsenals,
  genRank,
  hand,
  handSize,
  placeGen,
  removeSp,
  setArsenals,
  setBit,
  setMilLoc,
  sp,
  type S,
} from './state.js';
import { returnedGeneral } from './reinforce.js';

const UNION_AREAS = [['VA', 'WV', 'MD', 'DC', 'PA', 'DE', 'NJ', 'NC', 'SC'], ['OH', 'IN'], ['IL'], ['MO']];

/** Per-state CSA placements this phase (2 bits per state in G_POOL+4/+5). */
function statePlaced(s: S, st: number): number {
  return (s[G_POOL + 4 + (st >> 4)]! >>> ((st & 15) * 2)) & 3;
}
function addStatePlaced(s: S, st: number): void {
  const w = G_POOL + 4 + (st >> 4);
  const v = Math.min(3, statePlaced(s, st) + 1);
  s[w] = (s[w]! & ~(3 << ((st & 15) * 2))) | (v << ((st & 15) * 2));
}
export function clearStatePlaced(s: S): void {
  s[G_POOL + 4] = 0;
  s[G_POOL + 5] = 0;
}

/** Union-controlled, in Full Supply, no Confederate SP there. */
function unionHeld(c: UscwContent, s: S, n: number): boolean {
  const d = derived(c, s);
  return d.ctrl[n] === USA && d.supplyOf(USA).full[n] === 1 && sp(c, s, n, CSA) === 0;
}

/** 14.2.2, 14.6, 17.3: a Union-held Objective hex of a Northern state (never the Chesapeake Bay box). */
function northernObjective(c: UscwContent, s: S, n: number): boolean {
  const m = c.map;
  if (m.flags[n]! & NF_CHESAPEAKE) return false;
  return (m.flags[n]! & NF_OBJ) !== 0 && m.states[m.stateOf[n]!]!.kind === SK_NORTH && unionHeld(c, s, n);
}

/** 14.2.1, 14.2.2: where Union reinforcements go: a northernObjective, or the Chesapeake Bay box (East). */
function unionObjective(c: UscwContent, s: S, n: number): boolean {
  return (c.map.flags[n]! & NF_CHESAPEAKE) !== 0 || northernObjective(c, s, n);
}

function csaResource(c: UscwContent, s: S, n: number, needFull: boolean): boolean {
  const m = c.map;
  const d = derived(c, s);
  if (
    !(m.flags[n]! & NF_RES) ||
    d.ctrl[n] !== CSA ||
    sp(c, s, n, USA) > 0 ||
    m.flags[n]! & (NF_CF | NF_ISLAND)
  )
    return false;
  const sup = d.supplyOf(CSA);
  return needFull ? sup.full[n] === 1 : sup.loc[n] === 1 || sup.full[n] === 1;
}

/** Is n a legal place for purpose p with parameter q? */
function placeOk(c: UscwContent, s: S, p: number, q: number, side: number, n: number): boolean {
  const m = c.map;
  const th = m.theater[n]!;
  switch (p) {
    case A.PL_UNION:
      if (!unionObjective(c, s, n)) return false;
      return m.flags[n]! & NF_CHESAPEAKE
        ? q === 0
        : UNION_AREAS[q]!.includes(m.states[m.stateOf[n]!]!.postal);
    case A.PL_CSA:
      return th === q && csaResource(c, s, n, false) && statePlaced(s, m.stateOf[n]!) < 2;
    case A.PL_ARSENAL:
      return m.stateOf[n] === q && csaResource(c, s, n, false) && m.bp[n]! + arsenals(c, s, n) < 3 * m.bp[n]!;
    case A.PL_DISP_SP:
      // 14.6: Objective hexes of Northern states (the Chesapeake Bay box is 14.2.1's, not 14.6's); the
      // Trans-Mississippi's to St. Louis (Missouri: a Border state), Union and in Full Supply
      if (side === USA)
        return q === TH_TM
          ? m.name[n] === 'St. Louis' && unionHeld(c, s, n)
          : th === q && northernObjective(c, s, n);
      return th === q && csaResource(c, s, n, true);
    case A.PL_DISP_GEN:
    case A.PL_ARRIVAL:
      return generalSpot(c, s, p, q, side, n);
    case A.PL_MILITIA:
      return militiaSpot(c, s, n, side, q) && derived(c, s).supplyOf(side).loc[n] === 1;
    case A.PL_TRAIN:
      if (q > 0 && th !== q - 1) return false;
      return side === USA ? northernObjective(c, s, n) : csaResource(c, s, n, false);
    case A.PL_OTR:
      return sp(c, s, n, USA) > 0 && derived(c, s).supplyOf(USA).full[n] === 1;
    case A.PL_WINTER: {
      const sup = derived(c, s).supplyOf(CSA);
      return sp(c, s, n, CSA) > 0 && (sup.full[n] === 1 || sup.loc[n] === 1);
    }
  }
  return false;
}

function generalSpot(c: UscwContent, s: S, p: number, g: number, side: number, n: number): boolean {
  const m = c.map;
  if (c.gens[g]!.naval && optAdvancedNaval(s)) return navalLeaderSpot(c, s, g, side, n);
  if (sp(c, s, n, side) === 0 || m.flags[n]! & NF_CHESAPEAKE) return false;
  const sup = derived(c, s).supplyOf(side);
  if (!sup.loc[n] && !sup.full[n]) return false;
  if (p === A.PL_ARRIVAL && genRank(c, s, g) >= 3 && m.flags[n]! & (NF_CF | NF_ISLAND)) return false;
  return m.theater[n] === returnedGeneral(c, s, g);
}

/**
 * 21.2.8 (Advanced game): a Naval Leader arriving from the Turn Record Track or returning from the
 * Displaced Box (14.6) is placed in his theater (of arrival, or the one he was displaced from) with
 * friendly Naval Units at, or with a Supply Path along Navigable Waterways to, a friendly-controlled
 * Port in Limited or Full Supply (navalcoal.ts `coalReach`). Else he goes to (stays in) the Displaced
 * Box. In the Basic game Naval Leaders keep the land Generals' placement (the goldens record it).
 */
function navalLeaderSpot(c: UscwContent, s: S, g: number, side: number, n: number): boolean {
  if (c.map.theater[n] !== returnedGeneral(c, s, g)) return false;
  if (shipNsp(c, s, n, side) + zeroShips(c, s, n, side) === 0) return false;
  return coalReach(c, s, n, side).supplied;
}

export function anyPlace(c: UscwContent, s: S, p: number, q: number, side: number): boolean {
  for (let n = 0; n < c.map.nn; n++) if (placeOk(c, s, p, q, side, n)) return true;
  return false;
}

export function listPlace(c: UscwContent, s: S, out: A.Out): void {
  const p = s[G_DA]!;
  const q = s[G_DB]!;
  const side = s[G_DECSIDE]!;
  for (let n = 0; n < c.map.nn; n++) if (placeOk(c, s, p, q, side, n)) out.push(A.enc(A.OP_PLACE, n));
}

export function playPlace(c: UscwContent, s: S, a: number): void {
  const p = s[G_DA]!;
  const q = s[G_DB]!;
  const side = s[G_DECSIDE]!;
  const n = A.xOf(a);
  clearDecision(s);
  switch (p) {
    case A.PL_UNION:
    case A.PL_CSA:
    case A.PL_DISP_SP:
      addSp(c, s, n, side, 1);
      if (p !== A.PL_DISP_SP) spCreated(s, side, 1);
      s[G_POOL + (p === A.PL_DISP_SP ? 3 : q)] = s[G_POOL + (p === A.PL_DISP_SP ? 3 : q)]! - 1;
      if (p === A.PL_CSA) addStatePlaced(s, c.map.stateOf[n]!);
      return;
    case A.PL_ARSENAL:
      setArsenals(c, s, n, arsenals(c, s, n) + 1);
      return;
    case A.PL_DISP_GEN:
    case A.PL_ARRIVAL:
      placeGen(c, s, q, n);
      return;
    case A.PL_MILITIA:
      setMilLoc(c, s, side, q, n);
      return;
    case A.PL_TRAIN:
      addMovedSp(c, s, n, side, 1);
      spCreated(s, side, 1);
      setBit(c, s, n, B_TRAINED << side, true);
      decide(s, A.D_MAIN, side);
      return;
    case A.PL_OTR:
      removeSp(c, s, n, USA, 1);
      spEliminated(s, USA, 1);
      s[G_AP] = 0;
      s[G_OTR] = 0;
      endOfActions(s);
      return;
    case A.PL_WINTER:
      removeSp(c, s, n, CSA, 1);
      spEliminated(s, CSA, 1);
      s[G_POOL + 3] = s[G_POOL + 3]! - 1;
      return;
  }
}

export function listDiscard(_c: UscwContent, s: S, out: A.Out): void {
  const side = s[G_DECSIDE]!;
  for (let t = 0; t < 5; t++) if (hand(s, side, t) > 0) out.push(A.enc(A.OP_DISCARD, 0, t));
}

/** 18.2: discard (player's choice) down to five. */
export function playDiscard(_c: UscwContent, s: S, a: number): void {
  const side = s[G_DECSIDE]!;
  addCard(s, side, A.yOf(a), -1);
  if (handSize(s, side) <= HAND_MAX) clearDecision(s);
}

/** 10.2.6: the Union's free F1 or upgrade, complete at the end of its first Action Phase. */
export function listFreeFort(c: UscwContent, s: S, out: A.Out): void {
  out.push(A.enc(A.OP_SKIP));
  const d = derived(c, s);
  for (let n = 0; n < c.map.nn; n++) if (canBuildFort(c, s, d, n, USA)) out.push(A.enc(A.OP_PLACE, n));
}

export function playFreeFort(c: UscwContent, s: S, a: number): void {
  if (A.opOf(a) === A.OP_PLACE) startFort(c, s, A.xOf(a), USA, 2);
  s[G_FREEFORT] = 0;
  clearDecision(s);
}
