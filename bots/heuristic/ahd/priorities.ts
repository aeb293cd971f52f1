/**
 * The A House Divided heuristic bot's priorities, in the style of published solitaire bots: each is a
 * named function that scores one kind of action from the board analysis, and the bot plays the best
 * total (ending a segment scores 0, so only actions that help are played). Weights are plain numbers
 * in weights.ts, one set per side.
 *
 *  1. guardKeyBoxes                   move force from safe boxes to exposed key boxes, never the reverse
 *  2. takeRecruitmentCities           occupy undefended boxes worth Recruitment Value or victory
 *  3. attackAtFavourableOdds          attack only with clearly superior force (entrenchment, rivers)
 *  4. concentrate                     close up on the enemy in strength, never alone against many
 *     marchOnObjectives               move toward the chosen objective (and the nearest one not yet held)
 *     musterForAssault                gather next to a defended objective before assaulting it
 *  5. digIn                           entrench where the enemy can strike
 *  6. retreatWhenLosing / reinforceToWin / withdrawWhenOutmatched   in battle
 *  7. AUTOFIRE                        targets by the engine's standard plan (most expected hits)
 *  8. promoteForGrowth                promote militia first: they return to the pool to be recruited
 *  9. recruitAtTheFront               spend every Recruitment Point where the threat is
 */
import * as A from '../../../src/games/ahd/actions.js';
import type { AhdContent } from '../../../src/games/ahd/content.js';
import * as L from '../../../src/games/ahd/layout.js';
import { countOf, ctrlOf, isRC, type S } from '../../../src/games/ahd/state.js';
import { ALL, UNITS, unitStrength, type Analysis, type MOVEMENT_PART_COUNT } from './analysis.js';

const typeStrength = (c: AhdContent, type: number, reduced: number): number =>
  unitStrength(c, type, reduced ? L.ST_REDUCED : 0);

/**
 * How exposed a key box of ours is with `power` in it: its value times the share of the threat it
 * cannot meet (0 when safe). Boxes worth less than 6 (no capital, victory city or big shield) count 0.
 */
export function exposure(an: Analysis, s: S, b: number, power: number): number {
  const v = an.value[b]!;
  if (v < 6 || ctrlOf(s, b) !== an.me) return 0;
  // A capital must hold more than the threat, and a good share of all the enemy force within two
  // Marches by rail: losing Washington loses the game (R10.0).
  if (v >= 20) return 0; // capitals are the hard constraint of guardKeyBoxes
  const t = an.threat[b]!;
  if (t <= 0) return 0;
  return (v * Math.max(0, t - power)) / t;
}

/**
 * 1. Guard the capital and the key boxes: a move scores the exposure it removes at its destination
 * minus the exposure it adds at its origin, so units go where they are needed most and never
 * shuttle between two boxes that need them equally.
 */
function guardKeyBoxes(an: Analysis, s: S, from: number, to: number, moved: number): number {
  const pf = an.power[from * 2 + an.me]!;
  const pt = an.power[to * 2 + an.me]!;
  if (capitalUncovered(an, from, to, moved)) return -100;
  const lost = exposure(an, s, from, pf - moved) - exposure(an, s, from, pf);
  const won = exposure(an, s, to, pt) - exposure(an, s, to, pt + moved);
  return an.w.guard * (won - lost + garrisonPull(an, to, moved));
}

/** A capital whose garrison inside is short of garrisonNeed draws force in: the shortfall moved. */
function garrisonPull(an: Analysis, to: number, moved: number): number {
  let pull = 0;
  for (let i = 0; i < an.capitals.length; i++) {
    const inside = an.power[to * 2 + an.me]!;
    if (an.capitals[i] === to && inside < an.garrisonNeed[i]!)
      pull += Math.min(moved, an.garrisonNeed[i]! - inside);
  }
  return pull;
}

/** The most garrisonPull can be at `to` (for the bounds): the whole shortfall. */
export function garrisonShort(an: Analysis, to: number): number {
  let short = 0;
  for (let i = 0; i < an.capitals.length; i++) {
    const inside = an.power[to * 2 + an.me]!;
    if (an.capitals[i] === to && inside < an.garrisonNeed[i]!) short += an.garrisonNeed[i]! - inside;
  }
  return short;
}

/**
 * The capital is a hard constraint: the force covering it never drops below what the enemy could
 * bring (a stack next door still covers it, and can strike from there), and the garrison inside
 * never below garrisonNeed (analysis.ts). Would moving `moved` from `from` to `to` break it?
 */
export function capitalUncovered(an: Analysis, from: number, to: number, moved: number): boolean {
  const nb = an.st.c.nb;
  for (let i = 0; i < an.capitals.length; i++) {
    if (an.capitals[i] === from && an.power[from * 2 + an.me]! - moved < an.garrisonNeed[i]!) return true;
    const wf = an.coverWeight[i * nb + from]!;
    const wt = an.coverWeight[i * nb + to]!;
    if (wt >= wf) continue;
    if (an.capitalCover[i]! - moved * (wf - wt) < an.capitalNeed[i]!) return true;
  }
  return false;
}

/** typeStrength of each class (A.cls: type, reduced, used) of the pack `classPack` (a pure function of both). */
let classPack: AhdContent | undefined;
const classStrength = new Float64Array(32);

/** The strength a MOVE, SEA or INVADE action moves: count × the strength of its class (not entrenched). */
export function movedStrength(c: AhdContent, a: number): number {
  if (c !== classPack) {
    for (let cl = 0; cl < 32; cl++) classStrength[cl] = typeStrength(c, A.clsType(cl), A.clsReduced(cl));
    classPack = c;
  }
  return A.mvCount(a) * classStrength[A.mvCls(a)]!;
}

/** 2. Occupy a box we do not control, empty of enemies, for its value; less if it cannot be held. */
function takeRecruitmentCities(an: Analysis, s: S, to: number, moved: number, cavalry: boolean): number {
  if (ctrlOf(s, to) === an.me || countOf(s, to, 1 - an.me) > 0 || countOf(s, to, an.me) > 0) return 0;
  const v = an.value[to]!;
  if (v <= 0) return 0.3; // an empty enemy box still extends friendly rail and denies ground
  const hold = an.threat[to]! <= moved + an.power[to * 2 + an.me]! ? 1 : 0.4;
  return v * hold * (cavalry ? 0.5 : 1); // R8.0: cavalry alone hold a box only while there
}

/**
 * 3. Attack only at favourable odds. The odds are Lanchester's square law on expected hits per round
 * and steps: (our hits × our steps) / (their hits × their steps), where our hits allow for the
 * defenders' entrenchment and Crack Infantry (R5.31, R5.32), theirs for a river crossing (R5.34), and
 * the defence for reinforcements from next door (R5.5). The whole stack of the March's box is counted
 * for us, since it can follow at no cost (R4.0): an assault is judged as one.
 */
export function assaultOdds(
  an: Analysis,
  s: S,
  from: number,
  to: number,
  crossing: boolean,
  share = 1,
): number {
  const c = an.st.c;
  const me = an.me;
  const enemy = 1 - me;
  const k0 = from * 2 + me;
  const k1 = to * 2 + me;
  const e = to * 2 + enemy;
  const theirUnits = an.units[e]!;
  if (theirUnits === 0) return Infinity;
  const penalty = an.shield[e]! / theirUnits; // average modifier our fire suffers
  const ourUnits = share * an.units[k0]! + an.units[k1]!;
  const ourFire = Math.max(0.03 * ourUnits, share * an.fire[k0]! + an.fire[k1]! - (ourUnits * penalty) / 6);
  const ourSteps = share * an.steps[k0]! + an.steps[k1]!;
  let near = 0;
  for (let j = c.adjStart[to]!; j < c.adjStart[to + 1]!; j++) if (countOf(s, c.adjTo[j]!, enemy) > 0) near++;
  const theirFire = an.fire[e]! + (crossing ? theirUnits / 12 : 0);
  const theirSteps = an.steps[e]! * (1 + 0.15 * near);
  return (ourFire * ourSteps) / Math.max(0.01, theirFire * theirSteps);
}

export function attackAtFavourableOdds(
  an: Analysis,
  s: S,
  from: number,
  to: number,
  crossing: boolean,
  share = 1,
): number {
  if (countOf(s, to, 1 - an.me) === 0) return 0;
  const odds = assaultOdds(an, s, from, to, crossing, share);
  // The Union loses if it has not won by the last turn (R10.0 condition 3): as the end nears it
  // accepts worse odds against the objective it has chosen.
  const w = an.w;
  let need = w.attackOdds;
  if (an.me === L.USA && to === an.target) {
    const left = s[L.H_END_TURN]! - s[L.CH_TURN]!;
    need -= w.lateOddsDrop * Math.min(1, Math.max(0, (12 - left) / 12));
  }
  if (odds >= need) return (2 + an.value[to]!) * Math.min(odds, 3) * w.attack;
  if (odds >= w.fairOdds) return 0.5 + 0.3 * an.value[to]!;
  return -3;
}

/** 4. Close up on the enemy in strength; do not walk alone into a strong enemy's reach. */
function concentrate(an: Analysis, from: number, to: number, moved: number): number {
  const closer = an.front[from]! - an.front[to]!;
  const here = an.power[to * 2 + an.me]! + moved;
  const w = an.w;
  const exposed = an.threat[to]! > w.exposedRatio * here && an.front[to]! <= 1 && to !== an.staging;
  return (
    w.closeUp * closer +
    (exposed ? -w.exposedPenalty : 0) +
    (an.power[to * 2 + an.me]! > 0 && an.front[to]! <= 2 ? 0.3 : 0)
  );
}

/** 4b. March on the objectives we do not hold yet (victory cities, Washington, Recruitment Cities). */
export function marchOnObjectives(an: Analysis, from: number, to: number): number {
  let v = 0;
  const g0 = an.goal[from]!;
  const g1 = an.goal[to]!;
  if (g0 !== 255 && g1 !== 255) v += an.w.nearObjective * (g0 - g1);
  const t0 = an.toTarget[from]!;
  const t1 = an.toTarget[to]!;
  if (t0 !== 255 && t1 !== 255) v += an.w.towardTarget * (t0 - t1);
  return v;
}

/**
 * 4c. Muster for the assault: against a defended objective, bring units to the mustering box next to
 * it, the more at once the better; the assault itself is attackAtFavourableOdds from there.
 */
function musterForAssault(an: Analysis, from: number, to: number, moved: number): number {
  if (an.staging < 0) return 0;
  const d0 = an.toStaging[from]!;
  const d1 = an.toStaging[to]!;
  if (d0 === 255 || d1 === 255 || d0 <= d1 - 0) {
    return d0 === 0 && d1 !== 0 && to !== an.target ? -an.w.leaveMuster : 0; // do not wander off the muster
  }
  return (an.w.muster * (d0 - d1) * Math.min(moved, 24)) / 12;
}

/** 5. Entrench where the enemy can strike, the more so in valuable boxes. */
function digIn(an: Analysis, c: AhdContent, b: number): number {
  const threat = an.threatAt(b);
  if (threat <= 0) return -1;
  const cost = isRC(c, b) ? 1 : 2;
  return (
    an.w.dig *
    (1 + 0.2 * an.valueAt(b)) *
    Math.min(1, threat / Math.max(1, an.power[b * 2 + an.me]!)) *
    (2 / (cost + 1))
  );
}

/** 6a. In battle, retreat when clearly losing (R5.4), to the safest friendly box. */
function retreatWhenLosing(an: Analysis, s: S, battle: number, side: number, to: number): number {
  const own = an.power[battle * 2 + side]!;
  const opp = an.power[battle * 2 + 1 - side]!;
  if (own >= an.w.retreatBelow * opp) return -2;
  return 3 - 0.05 * an.threatAt(to) + (ctrlOf(s, to) === side ? 0.5 : 0);
}

/** 6b. Reinforce when the battle is winnable and the source box can spare the unit (R5.5). */
function reinforceToWin(an: Analysis, battle: number, side: number, from: number, unit: number): number {
  const own = an.power[battle * 2 + side]!;
  const opp = an.power[battle * 2 + 1 - side]!;
  if (own + unit < an.w.reinforceAbove * opp) return -1; // throwing good units after bad
  const value = an.valueAt(from);
  const sourceKey = value >= 6 && an.threatAt(from) > an.power[from * 2 + side]! - unit ? -value * 0.3 : 0;
  return 1 + unit * 0.2 + sourceKey;
}

/** 6c. An all-cavalry defender withdraws before a stronger attacker (R5.6). */
function withdrawWhenOutmatched(an: Analysis, battle: number, side: number, to: number): number {
  const own = an.power[battle * 2 + side]!;
  const opp = an.power[battle * 2 + 1 - side]!;
  return own < opp ? 2 - 0.05 * an.threatAt(to) : -1;
}

/** 8. Promote militia first (they go back to the pool, R6.0), in threatened boxes first. */
function promoteForGrowth(an: Analysis, b: number, type: number): number {
  const grade = type % 3;
  const base = grade === 0 ? (type >= 3 ? 3.5 : 3) : (type >= 3 ? 1.5 : 2) + an.w.promoteVeteran;
  return base + (an.threatAt(b) > 0 ? 1 : 0) + 0.05 * an.valueAt(b);
}

/** 9. Recruit where the threat is, then where the front is near. */
function recruitAtTheFront(an: Analysis, b: number, cavalry: boolean): number {
  const near = an.frontAt(b) <= 2 ? 1 : 0;
  return 2 + 0.1 * an.threatAt(b) + near + 0.05 * an.valueAt(b) - (cavalry ? an.w.cavalryRecruit : 0);
}

/** The priorities a March or Sea Movement is scored by, in the order of `parts`. */
export const MOVEMENT_PARTS = [
  'guardKeyBoxes',
  'takeRecruitmentCities',
  'attackAtFavourableOdds',
  'concentrate',
  'marchOnObjectives',
  'musterForAssault',
  'unitsAlreadyMoved',
  'marchCost',
] as const satisfies { length: typeof MOVEMENT_PART_COUNT };

/** Fill `an.parts` for a move (OP_MOVE), Sea Movement (OP_SEA, R4.6) or Naval Invasion (OP_INVADE, R4.7). */
function movementParts(an: Analysis, s: S, a: number): void {
  const c = an.st.c;
  const op = A.opOf(a);
  const from = op === A.OP_INVADE ? c.washington : A.mvFrom(a);
  const to = A.mvTo(a);
  const cl = A.mvCls(a);
  const n = A.mvCount(a);
  const moved = movedStrength(c, a);
  const parts = an.parts;
  parts[0] = guardKeyBoxes(an, s, from, to, moved);
  parts[1] = takeRecruitmentCities(an, s, to, moved, A.clsType(cl) >= 3);
  if (op !== A.OP_MOVE) {
    // Each unit sent by sea is a March of its own (R4.6, R4.7): only as many as the Marches left can
    // follow, not the whole stack of the port. Issue 21: counting the whole Washington stack sent lone
    // militia into defended ports (1861, seed 3, turn 3: 1 Mi Washington->Mobile against 1 Mi, lost).
    const units = an.units[from * 2 + an.me]!;
    const share = units > 0 ? Math.min(1, s[L.H_MARCHES]! / units) : 0;
    parts[2] = attackAtFavourableOdds(an, s, from, to, op === A.OP_INVADE, share);
    parts[3] = parts[4] = parts[5] = parts[6] = 0; // March priorities: none by sea
    parts[7] = -an.w.seaCost * n; // every unit moved by sea costs a March (R4.6)
    return;
  }
  const crossing = c.adjCrossIn[c.adjStart[to]! + A.mvEntry(a)] === 1;
  parts[2] = attackAtFavourableOdds(an, s, from, to, crossing);
  parts[3] = concentrate(an, from, to, moved);
  parts[4] = marchOnObjectives(an, from, to);
  parts[5] = musterForAssault(an, from, to, moved);
  parts[6] = A.clsUsed(cl) ? -0.3 : 0; // units that already marched this turn (R4: at most two Marches)
  parts[7] = s[L.H_ACTIVE] === from ? 0 : -an.w.marchCost; // a new March is a resource
}

/**
 * Why the bot scores `a` as it does: its score split by priority (the movement priorities above for a
 * move, else one part named after the action's kind). The parts add up to scoreAction. Allocates: for
 * explaining a choice (experiments/tools/ahd-explain.ts), not for the search.
 */
export function explainAction(an: Analysis, s: S, a: number): [string, number][] {
  const op = A.opOf(a);
  if (op === A.OP_MOVE || op === A.OP_SEA || op === A.OP_INVADE) {
    an.need(ALL);
    movementParts(an, s, a);
    return MOVEMENT_PARTS.map((name, i) => [name, an.parts[i]!]);
  }
  return [[OP_PRIORITY[op] ?? 'other', scoreAction(an, s, a)]];
}

/** The priority (or rule) that scores each other kind of action. */
const OP_PRIORITY: Record<number, string> = {
  [A.OP_DONE]: 'done',
  [A.OP_ENTRENCH]: 'digIn',
  [A.OP_RECOVER]: 'recover',
  [A.OP_BATTLE]: 'easiestBattleFirst',
  [A.OP_WITHDRAW]: 'withdrawWhenOutmatched',
  [A.OP_RETREAT]: 'retreatWhenLosing',
  [A.OP_REINFORCE]: 'reinforceToWin',
  [A.OP_AUTOFIRE]: 'autofire',
  [A.OP_TARGET]: 'target',
  [A.OP_PROMOTE]: 'promoteForGrowth',
  [A.OP_RECRUIT]: 'recruitAtTheFront',
};

/**
 * Score any legal action for the side deciding (ending a choice scores 0). Each kind of action asks
 * the analysis for the parts it reads (`an.need`), so a decision whose actions read none (targets,
 * ending a segment) analyses nothing.
 */
export function scoreAction(an: Analysis, s: S, a: number): number {
  const c = an.st.c;
  const op = A.opOf(a);
  const phase = s[L.H_PHASE]!;
  switch (op) {
    case A.OP_DONE:
      if (phase === L.PH_RECRUIT) return -1; // spend every point
      if (phase === L.PH_PRE_FIRE) return 0.5;
      return 0;
    case A.OP_MOVE:
    case A.OP_SEA:
    case A.OP_INVADE: {
      an.need(ALL);
      movementParts(an, s, a);
      const parts = an.parts;
      let v = 0;
      for (let i = 0; i < parts.length; i++) v += parts[i]!;
      return v;
    }
    case A.OP_ENTRENCH:
      an.need(UNITS);
      return digIn(an, c, A.boxOf(a));
    case A.OP_RECOVER:
      return phase === L.PH_RECRUIT ? 2.2 : 0.8;
    case A.OP_BATTLE:
      an.need(UNITS);
      return -an.power[A.boxOf(a) * 2 + 1 - an.me]!; // the easiest battle first
    case A.OP_WITHDRAW:
      an.need(UNITS);
      return withdrawWhenOutmatched(an, s[L.H_BATTLE]!, an.me, A.boxOf(a));
    case A.OP_RETREAT:
      an.need(UNITS);
      return retreatWhenLosing(an, s, s[L.H_BATTLE]!, an.me, A.boxOf(a));
    case A.OP_REINFORCE: {
      an.need(UNITS);
      const b = s[L.H_BATTLE]!;
      const from = c.adjTo[c.adjStart[b]! + A.rfNbr(a)]!;
      const cl = A.rfCls(a);
      return reinforceToWin(an, b, an.me, from, typeStrength(c, A.clsType(cl), A.clsReduced(cl)));
    }
    case A.OP_AUTOFIRE:
      return 1;
    case A.OP_TARGET:
      return 0;
    case A.OP_PROMOTE:
      return promoteForGrowth(an, A.boxOf(a), A.clsType(A.extraOf(a)));
    case A.OP_RECRUIT:
      return recruitAtTheFront(an, A.boxOf(a), A.extraOf(a) === 1);
    default:
      return -10;
  }
}
