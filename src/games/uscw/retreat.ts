/**
 * Retreat of a defeated defender (11.6): two hexes as one group, or one into a friendly-controlled
 * Objective/Resource hex, a friendly fortification, or a hex with more friendly SPs (11.6.1); the second
 * hex not next to the battle hex unless nothing else is legal. Prohibited (11.6.4): enemy SPs (the 7:1
 * push-aside of 11.6.5 is not offered: reading), enemy-controlled Objective/Resource hexes, enemy
 * fortifications, impassable and unbridged navigable hexsides, Coastal Fort <-> port, the attacking
 * stack's ZOI judged from its entry hex, and the ZOI of a non-moving enemy stack with at least as many
 * SPs. Among the legal retreats the player keeps those best by the priorities of 11.6.3 (avoid enemy
 * ZOI, avoid mountain hexsides without pass, end in supply), then chooses. No legal retreat: the
 * force Surrenders (11.6.6): SPs eliminated, Generals displaced.
 */
import type { UscwContent } from './content.js';
import * as A from './actions.js';
import { displaceGen, spEliminated } from './common.js';
import { derived, zoiCrosses, type Derived } from './derived.js';
import { B_FROM, RT_FROM, RT_SIDE } from './layout.js';
import {
  EF_CFLINK,
  EF_MOUNTAIN,
  EF_PASS,
  NF_CF,
  NF_CHESAPEAKE,
  NF_OBJ,
  NF_OFFMAP,
  NF_RES,
  T_SWAMP,
} from './mapmodel.js';
import { unbridgedNav } from './movecost.js';
import { clearDecision, decide } from './phase.js';
import { demor, entrench, fortOwner, gensAt, placeGen, setDemor, setSp, sp, addSp, type S } from './state.js';
import { afterRetreat } from './battle.js';

const gbuf = new Int32Array(64);
const cand = new Int32Array(64);
const score = new Int32Array(64);

/** Can the retreating side step from a to b along edge e (11.6.4)? */
function legalStep(
  c: UscwContent,
  s: S,
  d: Derived,
  a: number,
  e: number,
  b: number,
  side: number,
  n: number,
): boolean {
  const m = c.map;
  const enemy = 1 - side;
  const f = m.adjFlags[e]!;
  if (f & EF_CFLINK || m.terrain[b] === T_SWAMP || m.flags[b]! & (NF_OFFMAP | NF_CHESAPEAKE)) return false;
  if (!zoiCrosses(c, e, a, b) || unbridgedNav(c, e)) return false;
  if (sp(c, s, b, enemy) > 0 || fortOwner(c, s, b) === enemy || entrench(c, s, b) === enemy) return false;
  if (m.flags[b]! & (NF_OBJ | NF_RES) && d.ctrl[b] === enemy) return false;
  if (m.flags[b]! & NF_CF && sp(c, s, b, side) + n > 3) return false;
  // the attacking stack's ZOI judged from the hex it entered from
  const u = s[B_FROM]!;
  if (b === u) return false;
  for (let k = m.adjStart[u]!; k < m.adjStart[u + 1]!; k++)
    if (m.adjTo[k] === b && zoiCrosses(c, k, u, b) && sp(c, s, b, side) === 0) return false;
  // a non-moving enemy stack at least as strong
  for (let k = m.adjStart[b]!; k < m.adjStart[b + 1]!; k++) {
    const w = m.adjTo[k]!;
    if (sp(c, s, w, enemy) >= Math.max(1, n) && zoiCrosses(c, k, w, b)) return false;
  }
  return true;
}

function canStop(c: UscwContent, s: S, d: Derived, b: number, side: number, n: number): boolean {
  if (c.map.flags[b]! & (NF_OBJ | NF_RES) && d.ctrl[b] === side) return true;
  if (
    fortOwner(c, s, b) === side ||
    entrench(c, s, b) === side ||
    (c.map.flags[b]! & NF_CF && d.ctrl[b] === side)
  )
    return true;
  return sp(c, s, b, side) > n;
}

/** The legal retreat ends, best priority first; returns their count in `cand`. */
function retreats(c: UscwContent, s: S, v: number, side: number): number {
  const m = c.map;
  const d = derived(c, s);
  const n = sp(c, s, v, side);
  const sup = d.supplyOf(side);
  const zoiBit = 1 << (1 - side);
  let k = 0;
  let kAdj = 0;
  const adjV = (b: number): boolean => {
    for (let e = m.adjStart[v]!; e < m.adjStart[v + 1]!; e++) if (m.adjTo[e] === b) return true;
    return false;
  };
  const add = (b: number, pr: number, adjacent: boolean): void => {
    const supplied = sup.full[b] || sup.loc[b] || sup.fortress[b] ? 0 : 1;
    const sc = pr * 2 + supplied + (adjacent ? 1000 : 0);
    for (let i = 0; i < k; i++)
      if (cand[i] === b) {
        // the same end reached two ways keeps its better way (a one-hex stop beats a detour)
        if (sc < score[i]!) {
          if (score[i]! >= 1000 && sc < 1000) kAdj--;
          score[i] = sc;
        }
        return;
      }
    if (k >= cand.length) return;
    score[k] = sc;
    cand[k++] = b;
    if (adjacent) kAdj++;
  };
  for (let e1 = m.adjStart[v]!; e1 < m.adjStart[v + 1]!; e1++) {
    const h1 = m.adjTo[e1]!;
    if (!legalStep(c, s, d, v, e1, h1, side, n)) continue;
    const p1 =
      (d.zoi[h1]! & zoiBit ? 4 : 0) + (m.adjFlags[e1]! & EF_MOUNTAIN && !(m.adjFlags[e1]! & EF_PASS) ? 2 : 0);
    if (canStop(c, s, d, h1, side, n)) add(h1, p1, false);
    for (let e2 = m.adjStart[h1]!; e2 < m.adjStart[h1 + 1]!; e2++) {
      const h2 = m.adjTo[e2]!;
      if (h2 === v || !legalStep(c, s, d, h1, e2, h2, side, n)) continue;
      const p2 =
        p1 +
        (d.zoi[h2]! & zoiBit ? 4 : 0) +
        (m.adjFlags[e2]! & EF_MOUNTAIN && !(m.adjFlags[e2]! & EF_PASS) ? 2 : 0);
      add(h2, Math.min(6, p2), adjV(h2));
    }
  }
  // keep the best by priority; 11.6.1: adjacent second hexes only if nothing else
  let best = Infinity;
  const nonAdj = k - kAdj;
  for (let i = 0; i < k; i++)
    if ((nonAdj === 0 || score[i]! < 1000) && score[i]! % 1000 < best) best = score[i]! % 1000;
  let out = 0;
  for (let i = 0; i < k; i++) {
    if (nonAdj > 0 && score[i]! >= 1000) continue;
    if (score[i]! % 1000 === best) cand[out++] = cand[i]!;
  }
  return out;
}

export function startRetreat(c: UscwContent, s: S, v: number, side: number): void {
  s[RT_SIDE] = side;
  s[RT_FROM] = v;
  if (retreats(c, s, v, side) === 0) {
    surrenderInPlace(c, s, v, side);
    afterRetreat(c, s);
    return;
  }
  decide(s, A.D_RETREAT, side);
}

/** 11.6.6: no legal retreat: the SPs are eliminated and the Generals escape to the Displaced Box. */
function surrenderInPlace(c: UscwContent, s: S, v: number, side: number): void {
  spEliminated(s, side, sp(c, s, v, side));
  setSp(c, s, v, side, 0);
  setDemor(c, s, v, side, false);
  const k = gensAt(c, s, v, side, gbuf);
  for (let i = 0; i < k; i++) displaceGen(c, s, gbuf[i]!, c.map.theater[v]!);
}

export function listRetreat(c: UscwContent, s: S, out: A.Out): void {
  const n = retreats(c, s, s[RT_FROM]!, s[RT_SIDE]!);
  for (let i = 0; i < n; i++) out.push(A.enc(A.OP_RETREAT_TO, cand[i]!));
}

export function playRetreat(c: UscwContent, s: S, a: number): void {
  const side = s[RT_SIDE]!;
  const v = s[RT_FROM]!;
  const b = A.xOf(a);
  const n = sp(c, s, v, side);
  const wasDemor = demor(c, s, v, side);
  setSp(c, s, v, side, 0);
  setDemor(c, s, v, side, false);
  addSp(c, s, b, side, n);
  if (wasDemor) setDemor(c, s, b, side, true); // 12.2 contagion
  const k = gensAt(c, s, v, side, gbuf);
  for (let i = 0; i < k; i++) placeGen(c, s, gbuf[i]!, b);
  clearDecision(s);
  afterRetreat(c, s);
}
