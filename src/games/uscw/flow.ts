/**
 * The Sequence of Play (3.0) and the dispatch of decisions. A state is always either over or waiting
 * for one decision (G_DEC, decided by G_DECSIDE); `advance` runs every step that needs none:
 *
 *   turn start -> Reinforcement Phase (3.1: Union 14.2, Confederate 14.3-14.5, Displaced Box 14.6)
 *   -> Strategic Movement Phase (3.2, 15) -> Leader Management Phase (3.3, 16)
 *   -> Action Cycle (3.4, 4): per Action Phase an Initiative die-off, then the first and the second
 *      player's Action Phase, each ending with its Supply Segment (4.2 B.b)
 *   -> End Phase (3.5, 19) -> next turn.
 * The first turn of every scenario starts with the Action Phase (S1.1, S2.1, S3.1).
 */
import { listBatteryDest, listCarryDest, playBatteryDest, playCarryDest } from './navalbattery.js';
import { CH_TERMINAL, CH_TURN } from '../../core/header.js';
import { IllegalAction } from '../../core/errors.js';
import type { UscwContent } from './content.js';
import * as A from './actions.js';
import { G_APHASE, G_DEC, G_DECSIDE, G_FIRST, G_HALF, G_NAPH, G_PHASE, G_PHASING } from './layout.js';
import {
  decide,
  P_ACTION,
  P_END,
  P_HALF,
  P_INIT,
  P_LM,
  P_REINF,
  P_SM,
  P_SUPPLY,
  P_TURN,
  toPhase,
} from './phase.js';
import type { S } from './state.js';
import { beginHalf, endHalf, initiative } from './initiative.js';
import { listMain, playMain } from './main.js';
import { listMove, playMove } from './move.js';
import { listReact, playReact, listAvoidDest, playAvoidDest, listBackup, playBackup } from './reaction.js';
import { listCard, playCard } from './battle.js';
import { listRetreat, playRetreat } from './retreat.js';
import { listPlace, playPlace, listDiscard, playDiscard, listFreeFort, playFreeFort } from './placement.js';
import { reinforcementStep } from './reinforce.js';
import { listSm, playSm, listSmTo, playSmTo, smStep } from './strategic.js';
import { leaderStep, listLm, playLm, listLmT, playLmT, listXfer2, playXfer2 } from './leaders.js';
import { listNavTo, playNavTo } from './transport.js';
import {
  listNavDrop,
  listNavMove,
  listPortClaim,
  playNavDrop,
  playNavMove,
  playPortBack,
  playPortClaim,
} from './navalmove.js';
import { endPhase } from './endphase.js';

export function toMove(s: S): number {
  return s[G_DECSIDE]!;
}

type Lister = (c: UscwContent, s: S, out: A.Out) => void;
type Player = (c: UscwContent, s: S, a: number) => void;
const HANDLERS: Record<number, [Lister, Player]> = {
  [A.D_MAIN]: [listMain, playMain],
  [A.D_MOVE]: [listMove, playMove],
  [A.D_REACT]: [listReact, playReact],
  [A.D_AVOID_DEST]: [listAvoidDest, playAvoidDest],
  [A.D_BACKUP]: [listBackup, playBackup],
  [A.D_CARD]: [listCard, playCard],
  [A.D_RETREAT]: [listRetreat, playRetreat],
  [A.D_PLACE]: [listPlace, playPlace],
  [A.D_DISCARD]: [listDiscard, playDiscard],
  [A.D_SM]: [listSm, playSm],
  [A.D_SM_TO]: [listSmTo, playSmTo],
  [A.D_LM]: [listLm, playLm],
  [A.D_LM_T]: [listLmT, playLmT],
  [A.D_XFER2]: [listXfer2, playXfer2],
  [A.D_NAV_TO]: [listNavTo, playNavTo],
  [A.D_FREEFORT]: [listFreeFort, playFreeFort],
  [A.D_NAVMOVE]: [listNavMove, playNavMove],
  [A.D_BATTMOVE]: [listBatteryDest, playBatteryDest],
  [A.D_PORTCLAIM]: [listPortClaim, playPortClaim],
  [A.D_PORTBACK]: [listPortClaim, playPortBack],
  [A.D_BATTCARRY]: [listCarryDest, playCarryDest],
  [A.D_NAVDROP]: [listNavDrop, playNavDrop],
};

const out = new A.Out(new Int32Array(0));

export function legalActions(c: UscwContent, s: S, buf: Int32Array): number {
  if (s[CH_TERMINAL]) return 0;
  const h = HANDLERS[s[G_DEC]!];
  if (!h) return 0;
  out.reset(buf);
  h[0](c, s, out);
  return out.n;
}

export function playAction(c: UscwContent, s: S, a: number): void {
  const h = HANDLERS[s[G_DEC]!];
  if (!h) throw new IllegalAction(a, 'no decision is pending');
  h[1](c, s, a);
  advance(c, s);
}

/** Run the steps that need no decision until one is pending or the game is over. */
export function advance(c: UscwContent, s: S): void {
  let guard = 0;
  while (!s[CH_TERMINAL] && s[G_DEC] === A.D_NONE) {
    if (++guard > 100_000) throw new Error('uscw: the flow did not reach a decision');
    step(c, s);
  }
}

function step(c: UscwContent, s: S): void {
  switch (s[G_PHASE]) {
    case P_TURN:
      toPhase(s, P_REINF);
      return;
    case P_REINF:
      if (reinforcementStep(c, s)) toPhase(s, P_SM);
      return;
    case P_SM:
      if (smStep(c, s)) toPhase(s, P_LM);
      return;
    case P_LM:
      if (leaderStep(c, s)) startCycle(c, s);
      return;
    case P_INIT:
      initiative(c, s);
      s[G_PHASE] = P_HALF;
      s[G_HALF] = 0;
      return;
    case P_HALF:
      beginHalf(c, s, s[G_HALF] === 0 ? s[G_FIRST]! : 1 - s[G_FIRST]!);
      s[G_PHASE] = P_ACTION;
      return;
    case P_ACTION:
      decide(s, A.D_MAIN, s[G_PHASING]!);
      return;
    case P_SUPPLY:
      if (endHalf(c, s)) nextHalf(s);
      return;
    case P_END:
      endPhase(c, s);
      return;
  }
}

/** Action Phases this turn: 3 on Turns 1-3 (S1.3 Slower Pace), else 4 (4.1.1). */
export function startCycle(_c: UscwContent, s: S): void {
  s[G_NAPH] = s[CH_TURN]! <= 3 ? 3 : 4;
  s[G_APHASE] = 1;
  toPhase(s, P_INIT);
}

function nextHalf(s: S): void {
  if (s[G_HALF] === 0) {
    s[G_HALF] = 1;
    s[G_PHASE] = P_HALF;
    return;
  }
  s[G_PHASING] = -1;
  if (s[G_APHASE]! < s[G_NAPH]!) {
    s[G_APHASE] = s[G_APHASE]! + 1;
    s[G_PHASE] = P_INIT;
  } else toPhase(s, P_END);
}
