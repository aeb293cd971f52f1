/**
 * 18 Victory Conditions: the eight USA and thirteen CSA objectives, the Objectives Total, automatic
 * victories (18.4), the 1864 Elections (18.5) and the end-game check after the USA bonus turn (18.6);
 * Optional Rules 5 (Trans-Mississippi doubles the Mississippi) and 14 (USA Strategic Victory).
 */
import { countRule } from '../../core/header.js';
import {
  COV_MONITOR,
  COV_RAILNET,
  COV_SQUADRON,
  COV_TRANS_MISS,
  COV_USA_STRATEGIC,
  flipMatters,
} from './coverage.js';
import { endGame as endGameHeader } from '../../core/header.js';
import type { BvgContent } from './content.js';
import {
  CSA,
  GF_ELECTIONS,
  GF_EMANC,
  GF_TRANSMISS,
  H_FLAGS,
  H_OT,
  H_PHASE,
  CH_TERMINAL,
  O_FACEDOWN_NO_BLOCKADE,
  O_MONITOR_SINGLE,
  O_RAILNET_CSA_CARDS,
  O_TRANS_MISS,
  O_USA_STRATEGIC,
  PH_OVER,
  USA,
  V_CSA_ATTRITIONAL,
  V_CSA_DIPLOMATIC,
  V_CSA_ELECTIONS,
  V_CSA_STRATEGIC,
  V_CSA_WASHINGTON,
  V_USA_ATTRITIONAL,
  V_USA_OPERATIONAL,
  V_USA_STRATEGIC,
  WEST,
} from './layout.js';
import {
  allAtlanticPorts,
  allGulfPorts,
  blockadeLevel,
  controlsMississippiCities,
  railnetSevered,
  squadrons,
} from './map.js';
import { ctrl, onMap, opt, type S } from './state.js';

const OBJ_MISSISSIPPI = 0;
const OBJ_BLOCKADE = 1;
const OBJ_RICHMOND = 2;
const OBJ_ATLANTA = 3;
const OBJ_SHENANDOAH = 4;
const OBJ_CSA_RAILNET = 5;
const OBJ_ATLANTIC = 6;
const OBJ_GULF = 7;

/** 18.2: bit set of the USA objectives achieved now. */
export function usaObjectives(c: BvgContent, s: S): number {
  let m = 0;
  const usa = (x: number): boolean => onMap(c, s, x) && ctrl(s, x) === USA;
  // a squadron that just moved West has no effect until the end of the Combat Step (7.8, 8.9 C)
  if (controlsMississippiCities(c, s) && squadrons(c, s, WEST, true) > 0) m |= 1 << OBJ_MISSISSIPPI;
  if (blockadeLevel(c, s) === 2) m |= 1 << OBJ_BLOCKADE;
  if (usa(c.cities.richmond)) m |= 1 << OBJ_RICHMOND;
  if (usa(c.cities.atlanta)) m |= 1 << OBJ_ATLANTA;
  if (usa(c.cities.shenandoah)) m |= 1 << OBJ_SHENANDOAH;
  if (railnetSevered(c, s, CSA)) m |= 1 << OBJ_CSA_RAILNET;
  if (allAtlanticPorts(c, s)) m |= 1 << OBJ_ATLANTIC;
  if (allGulfPorts(c, s)) m |= 1 << OBJ_GULF;
  return m;
}

/** 18.3: CSA objectives: northern cities held, plus one if the USA railnet is severed. */
export function csaObjectives(c: BvgContent, s: S): number {
  let n = 0;
  for (const x of c.northCities) if (onMap(c, s, x) && ctrl(s, x) === CSA) n++;
  if (railnetSevered(c, s, USA)) n++;
  return n;
}

/** 18.1 Objectives Total (Opt 5: the Mississippi counts twice unless the CSA met the condition). */
export function objectivesTotal(c: BvgContent, s: S): number {
  const m = usaObjectives(c, s);
  let usa = 0;
  for (let b = 0; b < 8; b++) if (m & (1 << b)) usa++;
  if (m & (1 << OBJ_MISSISSIPPI) && opt(s, O_TRANS_MISS) && !(s[H_FLAGS]! & GF_TRANSMISS)) usa++;
  return usa - csaObjectives(c, s);
}

/** The game is over: the engine's header (margin: the Objectives Total `ot`), and the phase. */
function endGame(s: S, winner: number, victory: number, ot: number): void {
  endGameHeader(s, winner, victory, ot);
  s[H_PHASE] = PH_OVER;
}

/** 18.4 automatic victories, checked whenever control or the objectives may have changed. */
export function checkAutomaticVictory(c: BvgContent, s: S): void {
  if (s[CH_TERMINAL]) return;
  const ot = objectivesTotal(c, s);
  countObjectiveSwitches(c, s);
  s[H_OT] = ot;
  const f = s[H_FLAGS]!;
  if (onMap(c, s, c.cities.washington) && ctrl(s, c.cities.washington) === CSA) {
    endGame(s, CSA, V_CSA_WASHINGTON, ot);
  } else if (ot <= -4) {
    endGame(s, CSA, V_CSA_STRATEGIC, ot);
  } else if (ot <= -3 && !(f & GF_EMANC)) {
    endGame(s, CSA, V_CSA_DIPLOMATIC, ot);
  } else if (ot >= 6) {
    let v = f & GF_ELECTIONS ? V_USA_ATTRITIONAL : V_USA_OPERATIONAL;
    if (v === V_USA_OPERATIONAL && opt(s, O_USA_STRATEGIC) && !(f & GF_EMANC)) {
      v = V_USA_STRATEGIC; // Opt 14
      countRule(s, COV_USA_STRATEGIC);
    }
    endGame(s, USA, v, ot);
  }
}

/**
 * Coverage: the switches that change the Objectives Total (Opt 5, the blockade and railnet readings),
 * counted at a check where the total would be another number with the switch flipped.
 */
function countObjectiveSwitches(c: BvgContent, s: S): void {
  const total = (): number => objectivesTotal(c, s);
  const each: readonly [number, number][] = [
    [O_TRANS_MISS, COV_TRANS_MISS],
    [O_FACEDOWN_NO_BLOCKADE, COV_SQUADRON],
    [O_MONITOR_SINGLE, COV_MONITOR],
    [O_RAILNET_CSA_CARDS, COV_RAILNET],
  ];
  for (const [bit, counter] of each) if (opt(s, bit) && flipMatters(s, bit, total)) countRule(s, counter);
}

/** 18.5: the 1864 Elections card is played; the CSA wins if the Objectives Total is +3 or less. */
export function playElections(c: BvgContent, s: S): void {
  s[H_FLAGS] = s[H_FLAGS]! | GF_ELECTIONS;
  const ot = objectivesTotal(c, s);
  s[H_OT] = ot;
  if (ot <= 3) endGame(s, CSA, V_CSA_ELECTIONS, ot);
}

/** 18.6: after the USA bonus turn the CSA wins if the Objectives Total is +5 or less. */
export function finalCheck(c: BvgContent, s: S): void {
  const ot = objectivesTotal(c, s);
  if (ot >= 6) endGame(s, USA, s[H_FLAGS]! & GF_ELECTIONS ? V_USA_ATTRITIONAL : V_USA_OPERATIONAL, ot);
  else endGame(s, CSA, V_CSA_ATTRITIONAL, ot);
}
