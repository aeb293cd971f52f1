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
import { SideParts } from './kept.js';
import { spread, type AhdStatic } from './static.js';
import { DEFAULT_WEIGHTS, HAND_WEIGHTS, type SideWeights, type Weights } from './weights.js';

export { staticFor, type AhdStatic } from './static.js';

/** Scores of one March or Sea Movement by movement priority (priorities.ts MOVEMENT_PARTS). */
export const MOVEMENT_PART_COUNT = 8;

const THREAT_WEIGHT = [0, 1, 0.7, 0.4, 0.2];

/**
 * The parts of the analysis, each filled only when a priority needs it (`need`), and each kept from
 * one decision to the next while what it is computed from is unchanged (so the analysis of a Movement
 * Segment's tenth March costs a few comparisons where it cost two breadth-first searches):
 *
 *   UNITS     power, steps, units, fire, shield per box and side: recomputed at every decision;
 *   ENEMY     threat, reach, front: kept while the enemy's power in every box and the enemy are the same;
 *   VALUE     value, capitals, goal: kept while the side, both Army Maximums and every box's control are;
 *   CAPITALS  capitalCover, capitalNeed, garrisonNeed, coverWeight: recomputed (a few boxes);
 *   TARGET    target, toTarget, staging, toStaging: kept while ENEMY and VALUE are and our strongest
 *             stack is in the same box.
 * ENEMY, VALUE and TARGET are kept per side analysed (kept.ts), so analysing the other side in
 * between (a search's rollouts play both) does not drop them.
 * A kept part is the part that would be computed again, value for value: the cache changes no score.
 */
export const UNITS = 1;
const ENEMY = 2;
const VALUE = 4;
const CAPITALS = 8;
const TARGET = 16;
export const ALL = 31;

/** Per-decision arrays (reused), owned by one scorer (a bot or policy). */
export class Analysis {
  readonly st: AhdStatic;
  /** The weights of each side; `w` is the set of the side analysed. */
  readonly weights: SideWeights;
  /** power[b * 2 + side] */
  readonly power: Float64Array;
  /** threat[b]: enemy power within a turn's reach of b (weighted by distance), for side `me`. */
  threat: Float64Array;
  /** reach[b]: all enemy power within four boxes of b (what two Marches by rail could bring). */
  reach: Float64Array;
  /** front[b]: distance from b to the nearest enemy unit (255 if none). */
  front: Uint8Array;
  /** value[b]: what the box is worth to `me` (objectives, Recruitment Values). */
  value: Float64Array;
  /** goal[b]: distance from b to the nearest objective (value >= 6) that `me` does not control. */
  goal: Uint8Array;
  /** Our capitals (boxes worth 20 or more that we control): the guard's hard constraint. */
  capitals: number[];
  /** Per capital (same order): the force covering it (capitalCover) and the force it needs (capitalNeed). */
  readonly capitalCover: Float64Array;
  readonly capitalNeed: Float64Array;
  /** Per capital: the strength that must stay inside it (garrisonNeed). */
  readonly garrisonNeed: Float64Array;
  /** coverWeight[i * nb + x]: how much of our force at x covers capital i (coverWeight); grown with the capitals. */
  coverWeight: Float64Array;
  private readonly queue: Int32Array;
  /** The objective this side concentrates on (-1 none) and each box's distance to it. */
  target = -1;
  toTarget: Uint8Array;
  /** Where to muster for the assault on a defended target (-1 none): a box next to it free of
   *  enemies, nearest our strongest stack; and each box's distance to it. */
  staging = -1;
  toStaging: Uint8Array;
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
  /** The state of the decision analysed, and the parts filled for it (UNITS | ENEMY | ...). */
  private s: S | undefined;
  private filled = 0;
  /** Point queries (threatAt, frontAt, valueAt) of this decision: its number, and per box the
   *  decision whose values pointThreat / pointFront / pointValue hold. */
  private decision = 0;
  private readonly threatAt_: Int32Array;
  private readonly frontAt_: Int32Array;
  private readonly valueAt_: Int32Array;
  private readonly pointThreat: Float64Array;
  private readonly pointFront: Uint8Array;
  private readonly pointValue: Float64Array;
  private heldAt = -1;
  private held = 0;
  readonly enemyList: Int32Array;
  private enemyCount = 0;
  private enemyListAt = -1;
  /** The kept parts of each side, and those of side `me` (the arrays above are its own). */
  private readonly kept: readonly [SideParts, SideParts];
  private cur: SideParts;

  constructor(st: AhdStatic, weights: SideWeights = DEFAULT_WEIGHTS) {
    this.st = st;
    this.weights = weights;
    const nb = st.c.nb;
    this.power = new Float64Array(nb * 2);
    this.steps = new Float64Array(nb * 2);
    this.units = new Float64Array(nb * 2);
    this.fire = new Float64Array(nb * 2);
    this.shield = new Float64Array(nb * 2);
    this.capitalCover = new Float64Array(nb);
    this.capitalNeed = new Float64Array(nb);
    this.garrisonNeed = new Float64Array(nb);
    this.coverWeight = new Float64Array(nb * 4);
    this.queue = new Int32Array(nb);
    this.threatAt_ = new Int32Array(nb);
    this.frontAt_ = new Int32Array(nb);
    this.valueAt_ = new Int32Array(nb);
    this.enemyList = new Int32Array(nb);
    this.pointThreat = new Float64Array(nb);
    this.pointFront = new Uint8Array(nb);
    this.pointValue = new Float64Array(nb);
    this.kept = [new SideParts(nb), new SideParts(nb)];
    this.cur = this.kept[0];
    this.capitals = this.cur.capitals;
    this.threat = this.cur.threat;
    this.reach = this.cur.reach;
    this.front = this.cur.front;
    this.value = this.cur.value;
    this.goal = this.cur.goal;
    this.toTarget = this.cur.toTarget;
    this.toStaging = this.cur.toStaging;
  }

  chooseTarget(s: S): void {
    chooseTargetImpl(this, s);
  }

  /** Fill every array for side `me` in state s. */
  update(s: S, me: number): void {
    this.begin(s, me);
    this.need(ALL);
  }

  /** A new decision, for side `me` in state s: its parts are filled when `need` asks for them. */
  begin(s: S, me: number): void {
    this.s = s;
    this.me = me;
    this.w = this.weights[me]!;
    this.filled = 0;
    if (this.cur !== this.kept[me]) this.switchSide(this.kept[me]!);
    if (++this.decision === 0x7fffffff) {
      for (const a of [this.threatAt_, this.frontAt_, this.valueAt_]) a.fill(0);
      this.enemyListAt = this.heldAt = -1;
      this.decision = 1;
    }
  }

  /**
   * threat[b], front[b] and value[b] for one box: from the filled parts, or computed for b alone (the
   * same sums in the same order, so the same numbers) when a decision reads only a few boxes
   * (retreats, reinforcements, promotions, recruits).
   */
  threatAt(b: number): number {
    if (this.filled & ENEMY) return this.threat[b]!;
    if (this.threatAt_[b] !== this.decision) {
      this.threatAt_[b] = this.decision;
      this.pointThreat[b] = pointThreat(this, b);
    }
    return this.pointThreat[b]!;
  }

  frontAt(b: number): number {
    if (this.filled & ENEMY) return this.front[b]!;
    if (this.frontAt_[b] !== this.decision) {
      this.frontAt_[b] = this.decision;
      this.pointFront[b] = pointFront(this, b);
    }
    return this.pointFront[b]!;
  }

  valueAt(b: number): number {
    if (this.filled & VALUE) return this.value[b]!;
    if (this.valueAt_[b] !== this.decision) {
      this.valueAt_[b] = this.decision;
      if (this.heldAt !== this.decision) {
        this.heldAt = this.decision;
        this.held = unionCitiesHeld(this.st.c, this.s!);
      }
      this.pointValue[b] = boxValue(this.st, this.s!, b, this.me, this.held, this.w);
    }
    return this.pointValue[b]!;
  }

  /** How many boxes hold enemy units (power above 0); they are enemyList[0 ..) ascending (point queries). */
  enemyBoxes(): number {
    if (this.enemyListAt !== this.decision) {
      this.enemyListAt = this.decision;
      this.need(UNITS);
      const enemy = 1 - this.me;
      let n = 0;
      for (let e = 0; e < this.st.c.nb; e++) if (this.power[e * 2 + enemy]! !== 0) this.enemyList[n++] = e;
      this.enemyCount = n;
    }
    return this.enemyCount;
  }

  /** Make sure the parts in `layers` (UNITS | ENEMY | ...) are filled for the current decision. */
  need(layers: number): void {
    if ((this.filled & layers) !== layers) this.fill(layers);
  }

  private fill(layers: number): void {
    const s = this.s!;
    // what each part is computed from
    if (layers & (CAPITALS | TARGET)) layers |= UNITS | ENEMY | VALUE;
    if (layers & ENEMY) layers |= UNITS;
    const missing = layers & ~this.filled;
    if (missing & UNITS) fillUnits(this, s);
    if (missing & ENEMY && !this.cur.sameEnemy(this.power, 1 - this.me)) fillEnemy(this, this.queue);
    if (missing & VALUE && !this.cur.sameValue(s)) fillValue(this, s, this.queue);
    if (missing & CAPITALS) fillCapitals(this, s);
    if (missing & TARGET) this.fillTarget(s);
    this.filled |= missing;
  }

  /** The target, kept while ENEMY and VALUE are and our strongest stack has not moved. */
  private fillTarget(s: S): void {
    const p = this.cur;
    if (p.sameTarget(strongestBox(this))) return;
    this.chooseTarget(s);
    p.target = this.target;
    p.staging = this.staging;
  }

  /** Analyse side `p` from now on: its kept parts become the analysis' arrays. */
  private switchSide(p: SideParts): void {
    this.cur = p;
    this.capitals = p.capitals;
    this.threat = p.threat;
    this.reach = p.reach;
    this.front = p.front;
    this.value = p.value;
    this.goal = p.goal;
    this.toTarget = p.toTarget;
    this.toStaging = p.toStaging;
    this.target = p.target;
    this.staging = p.staging;
  }
}

/** fillEnemy's threat for box b alone: its terms in the same order (enemy boxes ascending). */
function pointThreat(an: Analysis, b: number): number {
  an.need(UNITS);
  const enemy = 1 - an.me;
  const from = an.st.from[enemy];
  let threat = 0;
  for (let j = from.start[b]!; j < from.start[b + 1]!; j++) {
    const p = an.power[from.box[j]! * 2 + enemy]!;
    if (p !== 0) threat += p * THREAT_WEIGHT[from.d[j]!]!;
  }
  return threat;
}

/** fillEnemy's front for box b alone: the breadth-first distance from several boxes is the least of theirs. */
function pointFront(an: Analysis, b: number): number {
  const n = an.enemyBoxes();
  const boxes = an.enemyList;
  const nb = an.st.c.nb;
  const dist = an.st.dist[1 - an.me];
  let front = 255;
  for (let i = 0; i < n; i++) {
    const d = dist[boxes[i]! * nb + b]!;
    if (d < front) front = d;
  }
  return front;
}

/** UNITS: each side's force per box. */
function fillUnits(an: Analysis, s: S): void {
  const c = an.st.c;
  const nb = c.nb;
  const power = an.power;
  power.fill(0);
  an.steps.fill(0);
  an.units.fill(0);
  an.fire.fill(0);
  an.shield.fill(0);
  for (let u = 0; u < c.nu; u++) {
    const b = s[L.U_LOC + u]!;
    if (b >= nb) continue;
    const k = b * 2 + c.slotSide[u]!;
    const type = c.slotType[u]!;
    const st = s[L.U_ST + u]!;
    power[k]! += unitStrength(c, type, st);
    an.steps[k]! += st & L.ST_REDUCED ? 1 : 2;
    an.units[k]!++;
    an.fire[k]! += c.combatValue[type]! / 6;
    an.shield[k]! += (st & L.ST_ENTRENCHED ? 1 : 0) - c.defensiveModifier[type]!;
  }
}

/**
 * ENEMY. Threat: enemy power that can reach b within a turn (two Marches: up to four boxes by rail or
 * for cavalry), weighted by distance 1..4 as 1, 0.7, 0.4, 0.2. The front: distance to the nearest
 * enemy unit by the enemy's movement (spread from their boxes). Both are measured by the enemy's
 * movement.
 */
function fillEnemy(an: Analysis, queue: Int32Array): void {
  const { c } = an.st;
  const nb = c.nb;
  const enemy = 1 - an.me;
  an.threat.fill(0);
  an.reach.fill(0);
  an.front.fill(255);
  const near = an.st.near[enemy];
  for (let e = 0; e < nb; e++) {
    const p = an.power[e * 2 + enemy]!;
    if (p === 0) continue;
    an.front[e] = 0;
    for (let j = near.start[e]!; j < near.start[e + 1]!; j++) {
      const b = near.box[j]!;
      an.threat[b]! += p * THREAT_WEIGHT[near.d[j]!]!;
      an.reach[b]! += p;
    }
  }
  spread(c, an.front, enemy, queue);
}

/** VALUE: what each box is worth to us, our capitals, and the distance to the nearest objective not ours. */
function fillValue(an: Analysis, s: S, queue: Int32Array): void {
  const { c } = an.st;
  const nb = c.nb;
  const me = an.me;
  an.capitals.length = 0;
  const held = unionCitiesHeld(c, s);
  for (let b = 0; b < nb; b++) {
    an.value[b] = boxValue(an.st, s, b, me, held, an.w);
    if (an.value[b]! >= 20 && ctrlOf(s, b) === me) an.capitals.push(b);
  }
  // Distance to the nearest objective not yet ours.
  an.goal.fill(255);
  for (let o = 0; o < nb; o++) if (an.value[o]! >= 6 && ctrlOf(s, o) !== me) an.goal[o] = 0;
  spread(c, an.goal, me, queue);
}

/** CAPITALS: the force covering each capital and the force it needs. */
function fillCapitals(an: Analysis, s: S): void {
  const { c } = an.st;
  const nb = c.nb;
  if (an.coverWeight.length < an.capitals.length * nb)
    an.coverWeight = new Float64Array(an.capitals.length * nb);
  for (let i = 0; i < an.capitals.length; i++) {
    const cap = an.capitals[i]!;
    an.capitalCover[i] = capitalCover(an, s, cap);
    an.capitalNeed[i] = capitalNeed(an, cap);
    an.garrisonNeed[i] = garrisonNeed(an, cap);
    // Only the capital and its neighbours cover it (dist is 1 exactly between neighbours).
    an.coverWeight.fill(0, i * nb, (i + 1) * nb);
    an.coverWeight[i * nb + cap] = 1;
    for (let j = c.adjStart[cap]!; j < c.adjStart[cap + 1]!; j++) {
      const x = c.adjTo[j]!;
      an.coverWeight[i * nb + x] = coverWeight(an, s, x, cap);
    }
  }
}

/** Our strongest stack's box (the first of equals). */
function strongestBox(an: Analysis): number {
  const nb = an.st.c.nb;
  const me = an.me;
  let strongest = 0;
  for (let b = 1; b < nb; b++) if (an.power[b * 2 + me]! > an.power[strongest * 2 + me]!) strongest = b;
  return strongest;
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
  const strongest = strongestBox(an);
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
