/**
 * The End Phase (3.5, 19):
 *  A 19.1.1 Control markers in every enemy-state Port, Town and Objective/Resource hex holding one's SPs;
 *    19.1.2 (17.2.5) CSA markers in the North without an LOC to a CSA SP are removed;
 *    19.1.3 (17.1.4-5) a Border state joins the side holding all its Objective/Resource hexes.
 *  B 19.2 every Demoralized stack with an LOC to a supply source rallies.
 *  C 19.3 Victory Points, the automatic victory check (and the 1864 election on Turn 18, S4.3), the
 *    scenario's end on its last turn.
 *  D/E 21.8 naval repair and the Confederate ironclad completion roll (Advanced, navaladv.ts).
 * Then the next turn.
 */
import { CH_TURN, endGame } from '../../core/header.js';
import type { UscwContent } from './content.js';
import { borderIndex, markerEligible, NEUTRAL } from './control.js';
import { derived } from './derived.js';
import { placeMarker } from './fortify.js';
import { CSA, G_BORDER, G_INVADE, G_LAST, G_MISS, G_NEED, G_VKIND, USA } from './layout.js';
import { NF_OBJ, NF_RES, SK_BORDER, SK_NORTH } from './mapmodel.js';
import { unionMississippi } from './naval.js';
import { navalEndPhase } from './navaladv.js';
import { OPT_GROSS_CAMPAIGN, opt } from './options.js';
import { P_TURN, toPhase } from './phase.js';
import { locEnters } from './supply.js';
import { demor, fortOwner, marker, setDemor, setMarker, sp, type S } from './state.js';
import {
  benchmark,
  csaVp,
  scenarioNetHalves,
  unionVp,
  V_AUTOMATIC,
  V_CAMPAIGN,
  V_ELECTION,
  V_SCENARIO,
  VK_SCENARIO,
} from './victory.js';

export function endPhase(c: UscwContent, s: S): void {
  controlSegment(c, s);
  rallySegment(c, s);
  if (victorySegment(c, s)) return;
  navalEndPhase(c, s);
  s[CH_TURN] = s[CH_TURN]! + 1;
  toPhase(s, P_TURN);
}

function controlSegment(c: UscwContent, s: S): void {
  const m = c.map;
  for (const side of [USA, CSA])
    for (let n = 0; n < m.nn; n++)
      if (sp(c, s, n, side) > 0 && marker(c, s, n) !== side && markerEligible(c, s, n, side))
        placeMarker(c, s, n, side);
  northernMarkers(c, s);
  borderStates(c, s);
}

/** 17.2.5: a CSA marker in a Northern state needs an LOC (any ground the CSA may trace through) to a CSA SP. */
function northernMarkers(c: UscwContent, s: S): void {
  const m = c.map;
  const d = derived(c, s);
  const seen = new Uint8Array(m.nn);
  const q: number[] = [];
  for (let n = 0; n < m.nn; n++)
    if (sp(c, s, n, CSA) > 0) {
      seen[n] = 1;
      q.push(n);
    }
  while (q.length) {
    const u = q.pop()!;
    for (let e = m.adjStart[u]!; e < m.adjStart[u + 1]!; e++) {
      const v = m.adjTo[e]!;
      if (!seen[v] && locEnters(c, s, d, CSA, u, e, v)) {
        seen[v] = 1;
        q.push(v);
      }
    }
  }
  for (let n = 0; n < m.nn; n++)
    if (marker(c, s, n) === CSA && m.states[m.stateOf[n]!]!.kind === SK_NORTH && !seen[n])
      setMarker(c, s, n, -1);
}

/** 17.1.4-17.1.5: a Border state joins the side that holds every Objective/Resource hex in it. */
function borderStates(c: UscwContent, s: S): void {
  const m = c.map;
  const d = derived(c, s);
  for (let st = 0; st < m.states.length; st++) {
    if (m.states[st]!.kind !== SK_BORDER) continue;
    const b = borderIndex(c, st);
    let holder = -2;
    for (let n = 0; n < m.nn && holder !== -1; n++) {
      if (m.stateOf[n] !== st || !(m.flags[n]! & (NF_OBJ | NF_RES))) continue;
      const o = d.ctrl[n]!;
      holder = holder === -2 ? o : holder === o ? o : -1;
    }
    if (holder < 0 || s[G_BORDER + b] === holder) continue;
    s[G_BORDER + b] = holder;
    for (let n = 0; n < m.nn; n++) {
      if (m.stateOf[n] !== st) continue;
      if (marker(c, s, n) === holder) setMarker(c, s, n, -1);
      const other = 1 - holder;
      if ((sp(c, s, n, other) > 0 || fortOwner(c, s, n) === other) && markerEligible(c, s, n, other))
        setMarker(c, s, n, other);
    }
  }
  void NEUTRAL;
}

/** 19.2 / 12.5.3: stacks with an LOC to a supply source rally. */
function rallySegment(c: UscwContent, s: S): void {
  const d = derived(c, s);
  for (const side of [USA, CSA]) {
    const sup = d.supplyOf(side);
    for (let n = 0; n < c.map.nn; n++)
      if (demor(c, s, n, side) && (sup.full[n] || sup.loc[n] || sup.fortress[n]))
        setDemor(c, s, n, side, false);
  }
}

/** 19.3; true when the game ended. */
function victorySegment(c: UscwContent, s: S): boolean {
  const m = c.map;
  const d = derived(c, s);
  s[G_MISS] = unionMississippi(c, d.nav) ? 1 : 0;
  let held = 0;
  for (let n = 0; n < m.nn; n++)
    if (m.flags[n]! & NF_OBJ && m.states[m.stateOf[n]!]!.kind === SK_NORTH && d.ctrl[n] === CSA) held++;
  s[G_INVADE] = s[G_INVADE]! + 2 * held;
  if (fadingGlory(c, s)) s[G_INVADE] = Math.max(0, s[G_INVADE]! - 1);
  const turn = s[CH_TURN]!;
  const diff = unionVp(c, s) - csaVp(s);
  const bench = benchmark(c, s);
  const election = s[G_VKIND] !== VK_SCENARIO && turn === 18 ? 5 : 0;
  if (diff - election <= bench - 12) {
    endGame(s, CSA, election && diff > bench - 12 ? V_ELECTION : V_AUTOMATIC, 2 * (diff - election - bench));
    return true;
  }
  if (diff >= bench + 12) {
    endGame(s, USA, V_AUTOMATIC, 2 * (diff - bench));
    return true;
  }
  if (turn < s[G_LAST]!) return false;
  if (s[G_VKIND] === VK_SCENARIO) {
    const net = scenarioNetHalves(c, s) - 2 * s[G_NEED]!;
    endGame(s, net >= 0 ? USA : CSA, V_SCENARIO, net);
  } else {
    const vp = opt(s, OPT_GROSS_CAMPAIGN) ? unionVp(c, s) : diff;
    const net = 2 * (vp - s[G_NEED]!);
    endGame(s, net >= 0 ? USA : CSA, V_CAMPAIGN, net);
  }
  return true;
}

/** 19.3.2 Fading Glory: no CSA marker in the North and no Border-state Objective/Resource hex held. */
function fadingGlory(c: UscwContent, s: S): boolean {
  const m = c.map;
  const d = derived(c, s);
  for (let n = 0; n < m.nn; n++) {
    const kind = m.states[m.stateOf[n]!]!.kind;
    if (kind === SK_NORTH && marker(c, s, n) === CSA) return false;
    if (kind === SK_BORDER && m.flags[n]! & (NF_OBJ | NF_RES) && d.ctrl[n] === CSA) return false;
  }
  return true;
}
