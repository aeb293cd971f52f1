/**
 * Board analysis for the A House Divided heuristic bot: what each box is worth to a side, how much
 * force each side has in it, and how threatened it is. Computed once per decision into reused typed
 * arrays (no allocation), from the game's own state layout.
 *
 * Strength of a unit = its Combat Value × its steps (2 full, 1 reduced) × 1.3 if entrenched
 * (R5.31) × 1.3 for Crack Infantry (R5.32): a rough measure of expected hits dealt and absorbed.
 */
import type { AhdContent } from '../../../src/games/ahd/content.js';
import * as L from '../../../src/games/ahd/layout.js';
import { countOf, ctrlOf, type S } from '../../../src/games/ahd/state.js';

/** Static facts per pack: hop distances and two-step neighbourhoods. */
export interface AhdStatic {
  readonly c: AhdContent;
  /** dist[a * nb + b]: fewest connections from a to b (any mode). */
  readonly dist: Uint8Array;
  /** Boxes exactly two connections away: ring2[ring2Start[b] .. ring2Start[b+1]). */
  readonly ring2Start: Int32Array;
  readonly ring2: Int32Array;
  /** Union objectives of R10.0 (the seven cities) and the capitals. */
  readonly richmond: number;
}

const statics = new Map<AhdContent, AhdStatic>();

export function staticFor(c: AhdContent): AhdStatic {
  let st = statics.get(c);
  if (st) return st;
  const nb = c.nb;
  const dist = new Uint8Array(nb * nb).fill(255);
  const queue = new Int32Array(nb);
  for (let a = 0; a < nb; a++) {
    let head = 0;
    let tail = 0;
    dist[a * nb + a] = 0;
    queue[tail++] = a;
    while (head < tail) {
      const b = queue[head++]!;
      for (let j = c.adjStart[b]!; j < c.adjStart[b + 1]!; j++) {
        const x = c.adjTo[j]!;
        if (dist[a * nb + x] !== 255) continue;
        dist[a * nb + x] = dist[a * nb + b]! + 1;
        queue[tail++] = x;
      }
    }
  }
  const ring: number[] = [];
  const ring2Start = new Int32Array(nb + 1);
  for (let b = 0; b < nb; b++) {
    for (let x = 0; x < nb; x++) if (dist[b * nb + x] === 2) ring.push(x);
    ring2Start[b + 1] = ring.length;
  }
  const richmond = c.boxId.indexOf('richmond');
  st = { c, dist, ring2Start, ring2: Int32Array.from(ring), richmond };
  statics.set(c, st);
  return st;
}

/** Per-decision arrays (reused). */
export class Analysis {
  readonly st: AhdStatic;
  /** power[b * 2 + side] */
  readonly power: Float64Array;
  /** threat[b]: enemy power next to b, plus half of it two boxes away, for side `me`. */
  readonly threat: Float64Array;
  /** front[b]: distance from b to the nearest enemy unit (255 if none). */
  readonly front: Uint8Array;
  /** value[b]: what the box is worth to `me` (objectives, Recruitment Values). */
  readonly value: Float64Array;
  /** goal[b]: distance from b to the nearest objective (value >= 6) that `me` does not control. */
  readonly goal: Uint8Array;
  me = 0;

  constructor(st: AhdStatic) {
    this.st = st;
    const nb = st.c.nb;
    this.power = new Float64Array(nb * 2);
    this.threat = new Float64Array(nb);
    this.front = new Uint8Array(nb);
    this.value = new Float64Array(nb);
    this.goal = new Uint8Array(nb);
  }

  /** Fill every array for side `me` in state s. */
  update(s: S, me: number): void {
    const { c, dist, ring2, ring2Start } = this.st;
    const nb = c.nb;
    this.me = me;
    const power = this.power;
    power.fill(0);
    for (let u = 0; u < c.nu; u++) {
      const b = s[L.U_LOC + u]!;
      if (b >= nb) continue;
      power[b * 2 + c.slotSide[u]!]! += unitStrength(c, c.slotType[u]!, s[L.U_ST + u]!);
    }
    const enemy = 1 - me;
    for (let b = 0; b < nb; b++) {
      let t = 0;
      for (let j = c.adjStart[b]!; j < c.adjStart[b + 1]!; j++) t += power[c.adjTo[j]! * 2 + enemy]!;
      for (let k = ring2Start[b]!; k < ring2Start[b + 1]!; k++) t += 0.5 * power[ring2[k]! * 2 + enemy]!;
      this.threat[b] = t;
      this.value[b] = boxValue(this.st, s, b, me);
    }
    // Distance to the nearest objective not yet ours.
    this.goal.fill(255);
    for (let o = 0; o < nb; o++) {
      if (this.value[o]! < 6 || ctrlOf(s, o) === me) continue;
      for (let b = 0; b < nb; b++) {
        const d = dist[o * nb + b]!;
        if (d < this.goal[b]!) this.goal[b] = d;
      }
    }
    // Distance to the nearest enemy unit.
    this.front.fill(255);
    for (let e = 0; e < nb; e++) {
      if (countOf(s, e, enemy) === 0) continue;
      for (let b = 0; b < nb; b++) {
        const d = dist[e * nb + b]!;
        if (d < this.front[b]!) this.front[b] = d;
      }
    }
  }
}

/** Combat Value × steps, ×1.3 entrenched, ×1.3 Crack Infantry. */
export function unitStrength(c: AhdContent, type: number, st: number): number {
  let v = c.combatValue[type]! * (st & L.ST_REDUCED ? 1 : 2);
  if (st & L.ST_ENTRENCHED) v *= 1.3;
  if (c.defensiveModifier[type]! < 0) v *= 1.3;
  return v;
}

/**
 * What box b is worth to `me`: the capitals (Washington decides the game, R10.0), the seven
 * victory cities (R10.0), and every Recruitment Value it would add to me or deny to the enemy (R7.1).
 */
export function boxValue(st: AhdStatic, s: S, b: number, me: number): number {
  const c = st.c;
  let v = c.shield[2 * b + me]! * 3 + c.shield[2 * b + 1 - me]! * 2;
  if (b === c.washington) v += me === L.USA ? 25 : 30;
  if (b === st.richmond) v += 8;
  if (c.victoryCity[b]) {
    if (me === L.USA) {
      // The closer the Union is to all seven, the more each is worth.
      let held = 0;
      for (let i = 0; i < c.victoryCities.length; i++) if (ctrlOf(s, c.victoryCities[i]!) === L.USA) held++;
      v += 6 + 2 * held;
    } else v += 6;
  }
  return v;
}
