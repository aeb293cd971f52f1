/**
 * The A House Divided heuristic bot's priorities, in the style of published solitaire bots: each is a
 * named function that scores one kind of action from the board analysis, and the bot plays the best
 * total (ending a segment scores 0, so only actions that help are played). Weights are plain numbers
 * here, chosen by hand and checked by the bot's results against the random bot and MCTS.
 *
 *  1. protectCapital / holdKeyBoxes   never strip a threatened capital or victory city; send help to it
 *  2. takeRecruitmentCities           occupy undefended boxes worth Recruitment Value or victory
 *  3. attackAtFavourableOdds          attack only with clearly superior force (entrenchment, rivers)
 *  4. concentrate                     close up on the enemy in strength, never alone against many
 *     marchOnObjectives               move toward the nearest objective not yet held
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
import { unitStrength, type Analysis } from './analysis.js';

const typeStrength = (c: AhdContent, type: number, reduced: number): number =>
  unitStrength(c, type, reduced ? L.ST_REDUCED : 0);

/** Strength of the defenders in b as the attacker meets them: entrenched, plus what may reinforce. */
function defence(an: Analysis, b: number, defender: number): number {
  const c = an.st.c;
  let near = 0;
  for (let j = c.adjStart[b]!; j < c.adjStart[b + 1]!; j++) near += an.power[c.adjTo[j]! * 2 + defender]!;
  return an.power[b * 2 + defender]! + 0.35 * near;
}

/** 1. Keep a threatened capital or victory city garrisoned; leaving it below the threat costs its value. */
export function protectCapital(an: Analysis, from: number, moved: number): number {
  const own = an.power[from * 2 + an.me]!;
  const key = an.value[from]!;
  if (key < 6) return 0;
  const after = own - moved;
  const threat = an.threat[from]!;
  if (threat <= 0) return after <= 0 && key >= 20 ? -4 : 0;
  return after < threat ? -key * Math.min(1, (threat - after) / Math.max(1, threat)) * 1.5 : 0;
}

/** 1b. Send help to a threatened key box of ours. */
export function holdKeyBoxes(an: Analysis, s: S, to: number, moved: number): number {
  if (ctrlOf(s, to) !== an.me || an.value[to]! < 6) return 0;
  const gap = an.threat[to]! - an.power[to * 2 + an.me]!;
  return gap > 0 ? an.value[to]! * Math.min(1, moved / gap) : 0;
}

/** 2. Occupy a box we do not control, empty of enemies, for its value; less if it cannot be held. */
export function takeRecruitmentCities(an: Analysis, s: S, to: number, moved: number): number {
  if (ctrlOf(s, to) === an.me || countOf(s, to, 1 - an.me) > 0 || countOf(s, to, an.me) > 0) return 0;
  const v = an.value[to]!;
  if (v <= 0) return 0.3; // an empty enemy box still extends friendly rail and denies ground
  const hold = an.threat[to]! <= moved + an.power[to * 2 + an.me]! ? 1 : 0.4;
  return v * hold;
}

/** 3. Attack only at favourable odds; the river and entrenchment favour the defender (R5.31, R5.34). */
export function attackAtFavourableOdds(
  an: Analysis,
  s: S,
  to: number,
  moved: number,
  crossing: boolean,
): number {
  const enemy = 1 - an.me;
  if (countOf(s, to, enemy) === 0) return 0;
  const att = an.power[to * 2 + an.me]! + moved;
  const def = defence(an, to, enemy) * (crossing ? 1.25 : 1);
  const odds = att / Math.max(0.5, def);
  if (odds >= 1.6) return (2 + an.value[to]!) * Math.min(odds, 3) * 0.5;
  if (odds >= 1.2) return 0.5;
  return -3;
}

/** 4. Close up on the enemy in strength; do not walk alone into a strong enemy's reach. */
export function concentrate(an: Analysis, from: number, to: number, moved: number): number {
  const closer = an.front[from]! - an.front[to]!;
  const here = an.power[to * 2 + an.me]! + moved;
  const exposed = an.threat[to]! > 2 * here && an.front[to]! <= 1;
  return 0.25 * closer + (exposed ? -2 : 0) + (an.power[to * 2 + an.me]! > 0 && an.front[to]! <= 2 ? 0.3 : 0);
}

/** 4b. March on the objectives we do not hold yet (victory cities, Washington, Recruitment Cities). */
export function marchOnObjectives(an: Analysis, from: number, to: number): number {
  const g0 = an.goal[from]!;
  const g1 = an.goal[to]!;
  if (g0 === 255 || g1 === 255) return 0;
  return 0.45 * (g0 - g1);
}

/** 5. Entrench where the enemy can strike, the more so in valuable boxes. */
export function digIn(an: Analysis, c: AhdContent, b: number): number {
  if (an.threat[b]! <= 0) return -1;
  const cost = isRC(c, b) ? 1 : 2;
  return (
    (1 + 0.2 * an.value[b]!) *
    Math.min(1, an.threat[b]! / Math.max(1, an.power[b * 2 + an.me]!)) *
    (2 / (cost + 1))
  );
}

/** 6a. In battle, retreat when clearly losing (R5.4), to the safest friendly box. */
export function retreatWhenLosing(an: Analysis, s: S, battle: number, side: number, to: number): number {
  const own = an.power[battle * 2 + side]!;
  const opp = an.power[battle * 2 + 1 - side]!;
  if (own >= 0.6 * opp) return -2;
  return 3 - 0.05 * an.threat[to]! + (ctrlOf(s, to) === side ? 0.5 : 0);
}

/** 6b. Reinforce when the battle is winnable and the source box can spare the unit (R5.5). */
export function reinforceToWin(
  an: Analysis,
  battle: number,
  side: number,
  from: number,
  unit: number,
): number {
  const own = an.power[battle * 2 + side]!;
  const opp = an.power[battle * 2 + 1 - side]!;
  if (own + unit < 0.7 * opp) return -1; // throwing good units after bad
  const sourceKey =
    an.value[from]! >= 6 && an.threat[from]! > an.power[from * 2 + side]! - unit ? -an.value[from]! * 0.3 : 0;
  return 1 + unit * 0.2 + sourceKey;
}

/** 6c. An all-cavalry defender withdraws before a stronger attacker (R5.6). */
export function withdrawWhenOutmatched(an: Analysis, battle: number, side: number, to: number): number {
  const own = an.power[battle * 2 + side]!;
  const opp = an.power[battle * 2 + 1 - side]!;
  return own < opp ? 2 - 0.05 * an.threat[to]! : -1;
}

/** 8. Promote militia first (they go back to the pool, R6.0), in threatened boxes first. */
export function promoteForGrowth(an: Analysis, b: number, type: number): number {
  const grade = type % 3;
  const base = grade === 0 ? (type >= 3 ? 3.5 : 3) : type >= 3 ? 1.5 : 2;
  return base + (an.threat[b]! > 0 ? 1 : 0) + 0.05 * an.value[b]!;
}

/** 9. Recruit where the threat is, then where the front is near. */
export function recruitAtTheFront(an: Analysis, b: number, cavalry: boolean): number {
  const near = an.front[b]! <= 2 ? 1 : 0;
  return 2 + 0.1 * an.threat[b]! + near + 0.05 * an.value[b]! - (cavalry ? 0.2 : 0);
}

/** Score any legal action for the side deciding (ending a choice scores 0). */
export function scoreAction(an: Analysis, s: S, a: number): number {
  const c = an.st.c;
  const op = A.opOf(a);
  const phase = s[L.H_PHASE]!;
  switch (op) {
    case A.OP_DONE:
      if (phase === L.PH_RECRUIT) return -1; // spend every point
      if (phase === L.PH_PRE_FIRE) return 0.5;
      return 0;
    case A.OP_MOVE: {
      const from = A.mvFrom(a);
      const to = A.mvTo(a);
      const cl = A.mvCls(a);
      const moved = A.mvCount(a) * typeStrength(c, A.clsType(cl), A.clsReduced(cl));
      const entry = A.mvEntry(a);
      const crossing = c.adjCrossIn[c.adjStart[to]! + entry] === 1;
      const shuffle = A.clsUsed(cl) ? -0.3 : 0;
      return (
        protectCapital(an, from, moved) +
        holdKeyBoxes(an, s, to, moved) +
        takeRecruitmentCities(an, s, to, moved) +
        attackAtFavourableOdds(an, s, to, moved, crossing) +
        concentrate(an, from, to, moved) +
        marchOnObjectives(an, from, to) +
        shuffle -
        (s[L.H_ACTIVE] === from ? 0 : 0.4) // a new March is a resource
      );
    }
    case A.OP_SEA:
    case A.OP_INVADE: {
      const from = op === A.OP_SEA ? A.mvFrom(a) : c.washington;
      const to = A.mvTo(a);
      const cl = A.mvCls(a);
      const n = A.mvCount(a);
      const moved = n * typeStrength(c, A.clsType(cl), A.clsReduced(cl));
      const gain =
        protectCapital(an, from, moved) +
        holdKeyBoxes(an, s, to, moved) +
        takeRecruitmentCities(an, s, to, moved) +
        attackAtFavourableOdds(an, s, to, moved, op === A.OP_INVADE);
      return gain - 0.6 * n; // every unit costs a March
    }
    case A.OP_ENTRENCH:
      return digIn(an, c, A.boxOf(a));
    case A.OP_RECOVER:
      return phase === L.PH_RECRUIT ? 2.2 : 0.8;
    case A.OP_BATTLE:
      return -an.power[A.boxOf(a) * 2 + 1 - an.me]!; // the easiest battle first
    case A.OP_WITHDRAW:
      return withdrawWhenOutmatched(an, s[L.H_BATTLE]!, an.me, A.boxOf(a));
    case A.OP_RETREAT:
      return retreatWhenLosing(an, s, s[L.H_BATTLE]!, an.me, A.boxOf(a));
    case A.OP_REINFORCE: {
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
