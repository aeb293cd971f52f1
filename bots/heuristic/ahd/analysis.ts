/**
 * Board analysis for the A House Divided heuristic bot: what each box is worth to a side, how much
 * force each side has in it, and how threatened it is. Computed once per decision into reused typed
 * arrays (no allocation), from the game's own state layout.
 *
 * Strength of a unit = its Combat Value × its steps (2 full, 1 reduced) × 1.3 if entrenched
 * (R5.31) × 1.3 for Crack Infantry (R5.32): a rough measure of expected hits dealt and absorbed.
 */
import { M_POTOMAC, type AhdContent } from '../../../src/games/ahd/content.js';
import * as L from '../../../src/games/ahd/layout.js';
import { countOf, ctrlOf, type S } from '../../../src/games/ahd/state.js';
import { unionCitiesHeld } from '../../../src/games/ahd/victory.js';
import { DEFAULT_WEIGHTS, HAND_WEIGHTS, type SideWeights, type Weights } from './weights.js';

/** Static facts per pack: hop distances per side. */
export interface AhdStatic {
  readonly c: AhdContent;
  /** dist[side][a * nb + b]: fewest connections from a to b that `side` may use (R4.2: no Potomac for the CSA). */
  readonly dist: readonly [Uint8Array, Uint8Array];
  /** Union objectives of R10.0 (the seven cities) and the capitals. */
  readonly richmond: number;
  /** Per side, the boxes 1 to 4 connections from each box e, ascending: near[side].box[start[e]..start[e+1]]
   *  with their distance in `d` (the threat's reach, see Analysis.update). */
  readonly near: readonly [NearList, NearList];
}

/** Boxes within a turn's reach of each box, as one flat list per side. */
export interface NearList {
  readonly start: Int32Array;
  readonly box: Int32Array;
  readonly d: Uint8Array;
}

function nearList(nb: number, dist: Uint8Array): NearList {
  const start = new Int32Array(nb + 1);
  let n = 0;
  for (let e = 0; e < nb; e++) {
    start[e] = n;
    for (let b = 0; b < nb; b++) if (dist[e * nb + b]! >= 1 && dist[e * nb + b]! <= 4) n++;
  }
  start[nb] = n;
  const box = new Int32Array(n);
  const d = new Uint8Array(n);
  for (let e = 0, k = 0; e < nb; e++) {
    for (let b = 0; b < nb; b++) {
      const x = dist[e * nb + b]!;
      if (x >= 1 && x <= 4) {
        box[k] = b;
        d[k++] = x;
      }
    }
  }
  return { start, box, d };
}

/**
 * Breadth-first from every box where `d` is 0, by `side`'s movement (R4.2: no Potomac for the CSA):
 * fills the other boxes (255 on entry) with the distance to the nearest such box. Connections go both
 * ways, so from several boxes at once this is the minimum of their rows of `dist`.
 */
function spread(c: AhdContent, d: Uint8Array, side: number, queue: Int32Array): void {
  let head = 0;
  let tail = 0;
  for (let b = 0; b < c.nb; b++) if (d[b] === 0) queue[tail++] = b;
  while (head < tail) {
    const b = queue[head++]!;
    const next = d[b]! + 1;
    for (let j = c.adjStart[b]!; j < c.adjStart[b + 1]!; j++) {
      if (side === L.CSA && c.adjMode[j] === M_POTOMAC) continue;
      const x = c.adjTo[j]!;
      if (d[x] !== 255) continue;
      d[x] = next;
      queue[tail++] = x;
    }
  }
}

/**
 * The static facts of a pack (a pure function of it; about 3 ms for the standard map, so the
 * heuristic keeps them per pack: AhdHeuristic.staticOf in index.ts).
 */
export function staticFor(c: AhdContent): AhdStatic {
  const nb = c.nb;
  const dists: Uint8Array[] = [];
  for (let side = 0; side < 2; side++) {
    const dist = new Uint8Array(nb * nb).fill(255);
    const queue = new Int32Array(nb);
    for (let a = 0; a < nb; a++) {
      const row = dist.subarray(a * nb, (a + 1) * nb);
      row[a] = 0;
      spread(c, row, side, queue);
    }
    dists.push(dist);
  }
  const richmond = c.boxId.indexOf('richmond');
  return {
    c,
    dist: [dists[0]!, dists[1]!],
    richmond,
    near: [nearList(nb, dists[0]!), nearList(nb, dists[1]!)],
  };
}

/** Scores of one March or Sea Movement by movement priority (priorities.ts MOVEMENT_PARTS). */
export const MOVEMENT_PART_COUNT = 8;

const THREAT_WEIGHT = [0, 1, 0.7, 0.4, 0.2];

/** Per-decision arrays (reused), owned by one scorer (a bot or policy). */
export class Analysis {
  readonly st: AhdStatic;
  /** The weights of each side; `w` is the set of the side analysed. */
  readonly weights: SideWeights;
  /** power[b * 2 + side] */
  readonly power: Float64Array;
  /** threat[b]: enemy power within a turn's reach of b (weighted by distance), for side `me`. */
  readonly threat: Float64Array;
  /** reach[b]: all enemy power within four boxes of b (what two Marches by rail could bring). */
  readonly reach: Float64Array;
  /** front[b]: distance from b to the nearest enemy unit (255 if none). */
  readonly front: Uint8Array;
  /** value[b]: what the box is worth to `me` (objectives, Recruitment Values). */
  readonly value: Float64Array;
  /** goal[b]: distance from b to the nearest objective (value >= 6) that `me` does not control. */
  readonly goal: Uint8Array;
  /** Our capitals (boxes worth 20 or more that we control): the guard's hard constraint. */
  capitals: number[] = [];
  /** Per capital (same order): the force covering it (capitalCover) and the force it needs (capitalNeed). */
  readonly capitalCover: Float64Array;
  readonly capitalNeed: Float64Array;
  /** Per capital: the strength that must stay inside it (garrisonNeed). */
  readonly garrisonNeed: Float64Array;
  /** coverWeight[i * nb + x]: how much of our force at x covers capital i (coverWeight). */
  readonly coverWeight: Float64Array;
  private readonly queue: Int32Array;
  /** The objective this side concentrates on (-1 none) and each box's distance to it. */
  target = -1;
  readonly toTarget: Uint8Array;
  /** Where to muster for the assault on a defended target (-1 none): a box next to it free of
   *  enemies, nearest our strongest stack; and each box's distance to it. */
  staging = -1;
  readonly toStaging: Uint8Array;
  /** Per box and side [b * 2 + side]: steps (2 full, 1 reduced), units, expected hits per round
   *  against unmodified targets (Σ Combat Value / 6), and the sum of the modifiers the units impose
   *  on fire aimed at them (entrenched R5.31, Crack Infantry R5.32). */
  readonly steps: Float64Array;
  readonly units: Float64Array;
  readonly fire: Float64Array;
  readonly shield: Float64Array;
  me = 0;
  /** The weights of side `me` (weights.ts). */
  w: Weights = HAND_WEIGHTS;
  /** priorities.ts movementParts: the score of the move being scored, by movement priority. */
  readonly parts = new Float64Array(MOVEMENT_PART_COUNT);

  constructor(st: AhdStatic, weights: SideWeights = DEFAULT_WEIGHTS) {
    this.st = st;
    this.weights = weights;
    const nb = st.c.nb;
    this.power = new Float64Array(nb * 2);
    this.threat = new Float64Array(nb);
    this.reach = new Float64Array(nb);
    this.front = new Uint8Array(nb);
    this.value = new Float64Array(nb);
    this.goal = new Uint8Array(nb);
    this.toTarget = new Uint8Array(nb);
    this.toStaging = new Uint8Array(nb);
    this.steps = new Float64Array(nb * 2);
    this.units = new Float64Array(nb * 2);
    this.fire = new Float64Array(nb * 2);
    this.shield = new Float64Array(nb * 2);
    this.capitalCover = new Float64Array(nb);
    this.capitalNeed = new Float64Array(nb);
    this.garrisonNeed = new Float64Array(nb);
    this.coverWeight = new Float64Array(nb * nb);
    this.queue = new Int32Array(nb);
  }

  chooseTarget(s: S): void {
    chooseTargetImpl(this, s);
  }

  /** Fill every array for side `me` in state s. */
  update(s: S, me: number): void {
    const { c } = this.st;
    const nb = c.nb;
    this.me = me;
    this.w = this.weights[me]!;
    const enemy = 1 - me;
    // Threat and the front are measured by the enemy's movement, objectives by ours.
    const power = this.power;
    power.fill(0);
    this.steps.fill(0);
    this.units.fill(0);
    this.fire.fill(0);
    this.shield.fill(0);
    for (let u = 0; u < c.nu; u++) {
      const b = s[L.U_LOC + u]!;
      if (b >= nb) continue;
      const k = b * 2 + c.slotSide[u]!;
      const type = c.slotType[u]!;
      const st = s[L.U_ST + u]!;
      power[k]! += unitStrength(c, type, st);
      this.steps[k]! += st & L.ST_REDUCED ? 1 : 2;
      this.units[k]!++;
      this.fire[k]! += c.combatValue[type]! / 6;
      this.shield[k]! += (st & L.ST_ENTRENCHED ? 1 : 0) - c.defensiveModifier[type]!;
    }
    // Threat: enemy power that can reach b within a turn (two Marches: up to four boxes by rail or
    // for cavalry), weighted by distance 1..4 as 1, 0.7, 0.4, 0.2.
    // The front: distance to the nearest enemy unit by the enemy's movement (spread from their boxes).
    this.threat.fill(0);
    this.reach.fill(0);
    this.front.fill(255);
    const near = this.st.near[enemy];
    for (let e = 0; e < nb; e++) {
      const p = power[e * 2 + enemy]!;
      if (p === 0) continue;
      this.front[e] = 0;
      for (let j = near.start[e]!; j < near.start[e + 1]!; j++) {
        const b = near.box[j]!;
        this.threat[b]! += p * THREAT_WEIGHT[near.d[j]!]!;
        this.reach[b]! += p;
      }
    }
    spread(c, this.front, enemy, this.queue);
    this.capitals.length = 0;
    const held = unionCitiesHeld(c, s);
    for (let b = 0; b < nb; b++) {
      this.value[b] = boxValue(this.st, s, b, me, held, this.w);
      if (this.value[b]! >= 20 && ctrlOf(s, b) === me) this.capitals.push(b);
    }
    for (let i = 0; i < this.capitals.length; i++) {
      const cap = this.capitals[i]!;
      this.capitalCover[i] = capitalCover(this, s, cap);
      this.capitalNeed[i] = capitalNeed(this, cap);
      this.garrisonNeed[i] = garrisonNeed(this, cap);
      // Only the capital and its neighbours cover it (dist is 1 exactly between neighbours).
      this.coverWeight.fill(0, i * nb, (i + 1) * nb);
      this.coverWeight[i * nb + cap] = 1;
      for (let j = c.adjStart[cap]!; j < c.adjStart[cap + 1]!; j++) {
        const x = c.adjTo[j]!;
        this.coverWeight[i * nb + x] = coverWeight(this, s, x, cap);
      }
    }
    this.chooseTarget(s);
    // Distance to the nearest objective not yet ours.
    this.goal.fill(255);
    for (let o = 0; o < nb; o++) if (this.value[o]! >= 6 && ctrlOf(s, o) !== me) this.goal[o] = 0;
    spread(c, this.goal, me, this.queue);
  }
}

/**
 * The objective to concentrate on: the most valuable box we do not control, discounted by the enemy
 * force in it and next to it and by its distance from our strongest stack.
 */
function chooseTargetImpl(an: Analysis, s: S): void {
  const { c } = an.st;
  const nb = c.nb;
  const me = an.me;
  const enemy = 1 - me;
  const own = an.st.dist[me];
  let strongest = 0;
  for (let b = 1; b < nb; b++) if (an.power[b * 2 + me]! > an.power[strongest * 2 + me]!) strongest = b;
  let best = -1;
  let bestScore = 0;
  for (let b = 0; b < nb; b++) {
    const v = an.value[b]!;
    if (v < 6 || ctrlOf(s, b) === me) continue;
    let near = 0;
    for (let j = c.adjStart[b]!; j < c.adjStart[b + 1]!; j++) near += an.power[c.adjTo[j]! * 2 + enemy]!;
    const d = own[strongest * nb + b]!;
    const score =
      (v * 10) /
      (10 + an.power[b * 2 + enemy]! + an.w.targetDefended * near) /
      (1 + an.w.targetDistance * (d === 255 ? 30 : d));
    if (score > bestScore) {
      bestScore = score;
      best = b;
    }
  }
  an.target = best;
  for (let b = 0; b < nb; b++) an.toTarget[b] = best < 0 ? 255 : own[b * nb + best]!;
  // A defended target is assaulted from a mustering box next to it.
  an.staging = -1;
  if (best >= 0 && an.power[best * 2 + enemy]! > 0) {
    let bestD = 255;
    for (let j = c.adjStart[best]!; j < c.adjStart[best + 1]!; j++) {
      if (me === L.CSA && c.adjMode[j] === M_POTOMAC) continue;
      const x = c.adjTo[j]!;
      if (an.power[x * 2 + enemy]! > 0) continue;
      const d = own[strongest * nb + x]!;
      if (d < bestD) {
        bestD = d;
        an.staging = x;
      }
    }
  }
  for (let b = 0; b < nb; b++) an.toStaging[b] = an.staging < 0 ? 255 : own[b * nb + an.staging]!;
}

/** The garrison a capital needs: above the threat, a share of the enemy within reach, never empty. */
export function capitalNeed(an: Analysis, b: number): number {
  return Math.max(an.threat[b]! * an.w.capitalThreat, an.w.capitalReach * an.reach[b]!, 6);
}

/**
 * The garrison a capital must keep inside: cover from next door does not stop a cavalry Jump Move
 * (R4.4) or a two-box March by rail into an empty capital, and a box is taken by entering it empty
 * (R8.0). Issue 21: in 100 heuristic campaign games (seed progress, games 0-99) the Confederacy took
 * Washington in 44, in 25 of them Washington empty with 150-210 Union strength on the map (game 9,
 * turn 29: 3 Vi marched out to Front Royal with 34 strength next door at Manassas Junction), in
 * 19 more against a garrison of 2-16 (games 10, 34, 56: turn 5, one or two units left after
 * Naval Invasions from Washington).
 */
function garrisonNeed(an: Analysis, b: number): number {
  if (an.reach[b]! <= 0) return 0;
  return Math.max(an.w.garrisonMin, an.w.garrisonThreat * an.threat[b]!);
}

/** How much of our force at x covers capital b: all of it inside, 0.7 next door (free of enemies), else none. */
export function coverWeight(an: Analysis, s: S, x: number, b: number): number {
  if (x === b) return 1;
  if (countOf(s, x, 1 - an.me) > 0) return 0;
  return an.st.dist[an.me][x * an.st.c.nb + b] === 1 ? 0.7 : 0;
}

/** Our force covering capital b: its garrison plus 0.7 of the stacks one box away. */
export function capitalCover(an: Analysis, s: S, b: number): number {
  const c = an.st.c;
  let cover = an.power[b * 2 + an.me]!;
  for (let j = c.adjStart[b]!; j < c.adjStart[b + 1]!; j++) {
    const x = c.adjTo[j]!;
    cover += coverWeight(an, s, x, b) * an.power[x * 2 + an.me]!;
  }
  return cover;
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
 * victory cities (R10.0), and every Recruitment Value it would add to me or deny to the enemy (R7.1),
 * weighted by `w` (weights.ts).
 * `held`: the victory cities the Union holds (unionCitiesHeld), counted once per analysis.
 */
function boxValue(st: AhdStatic, s: S, b: number, me: number, held: number, w: Weights): number {
  const c = st.c;
  // R10.0 condition 2: the closer the Confederate Army Maximum to the Union's, the more every
  // Union Recruitment City is worth to both (to hold, to take).
  const diff = s[L.H_AM + L.USA]! - s[L.H_AM + L.CSA]!;
  const pressure = 1 + Math.max(0, 8 - diff) / 4;
  let v =
    c.shield[2 * b + me]! * w.ownShield * (me === L.USA ? pressure : 1) +
    c.shield[2 * b + 1 - me]! * w.enemyShield * (me === L.CSA ? pressure : 1);
  // R8.0: Kentucky's boxes start neutral; whoever takes its Recruitment Cities first adds them (R7.1).
  if (c.kentucky[b] && c.shield[2 * b + me]! > 0 && ctrlOf(s, b) !== me) v += w.kentucky;
  if (b === c.washington) v += me === L.USA ? 25 : 30;
  if (b === st.richmond) v += w.richmond;
  if (c.victoryCity[b]) {
    if (me === L.USA) {
      // The closer the Union is to all seven, the more each is worth.
      v += w.victoryCity + w.victoryCityHeld * held;
    } else v += w.victoryCity;
  }
  return v;
}
