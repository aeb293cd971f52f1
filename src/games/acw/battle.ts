/**
 * One battle, from the announced attack to its last consequence [8.4-8.6, 9.2, 11.31-11.32, 13,
 * 14.7], shared by the Combat Phase (attack.ts) and Double-Match combat in the Movement Phase
 * (doublematch.ts). Stages (C_STAGE), each waiting for a decision where the rules give one:
 *
 *   RETREAT  the defender of each target hex stands or retreats [8.5, 9.13]
 *   COLUMN   the attacker may choose a lower column [8.6] (never with naval SP [8.8]; never below
 *            2:1 in Double-Match combat [9.21])
 *   CITY     the defender takes a loss from the city's intrinsic point or from army SP [13.1]
 *   ADVANCE  survivors may advance into an emptied hex [8.43, 9.21]
 *   LEADERS  each side that cost the enemy an SP may create a leader [11.31]
 *
 * The CRT gives face-value losses attacker/defender [8.42]; an asterisk kills a leader [11.32].
 */
import { chanceAt } from '../../core/header.js';
import { rollD6 } from '../../core/rng.js';
import type { AcwContent } from './content.js';
import {
  C_AHEX,
  C_ALOSS,
  C_ASP,
  C_ATTACK,
  C_CURSOR,
  C_DEFENSE,
  C_DLOSS,
  C_DM,
  C_FLAGS,
  C_MAXCOL,
  C_MINCOL,
  C_NA,
  C_NAVAL,
  C_NAVAL_FLEET,
  C_NT,
  C_ROLL,
  C_STAGE,
  C_TGT,
  CF_ATT_KILLED,
  CF_DEF_KILLED,
  CF_NAVAL,
  CS_INTRINSIC_LOST,
  CSA,
  F_HEX,
  F_SP,
  F_U,
  G_BATTLES,
  G_PHASING,
  N_BASE,
  P_A,
  P_KIND,
  P_SIDE,
  USA,
} from './layout.js';
import { creationHexes, credit, displaceLeaders, freeLeaderSlot, killOne } from './leaders.js';
import { O_ASTERISK_B, O_DEATH_LOSERS, O_MILITIA_ODDS_M1, opt } from './options.js';
import { cityOwner, intrinsic } from './places.js';
import { retreatable } from './retreat.js';
import {
  cityState,
  combatU,
  field,
  fortSP,
  garrison,
  landSP,
  lose,
  occupant,
  setAttackedHex,
  setCityState,
  setField,
  setFort,
  setFortOwner,
  setGarrison,
  setUsedInAttack,
  usedInAttack,
  type S,
} from './state.js';
import { attackOf, columnOf, defenseOf } from './strength.js';
import { refreshZoc } from './zoc.js';

/** Combat Phase: the attacker is choosing targets and units (attack.ts). */
export const CS_DECLARE = 1;
const CS_RETREAT = 2;
const CS_COLUMN = 3;
const CS_CITY = 4;
const CS_ADVANCE = 5;
const CS_LEADER_ATT = 6;
const CS_LEADER_DEF = 7;
export const CS_DONE = 8;
/** Announced, waiting for militia to be placed before the battle opens [15.2]. */
export const CS_OPENING = 9;

export const PK_RETREAT = 2;
export const PK_COLUMN = 3;
export const PK_CITY = 4;
export const PK_ADVANCE = 5;
export const PK_LEADER = 6;

export function attackers(s: S): number[] {
  const out: number[] = [];
  for (let i = 0; i < s[C_NA]!; i++) out.push(s[C_AHEX + i]!);
  return out;
}
export function targets(s: S): number[] {
  const out: number[] = [];
  for (let i = 0; i < s[C_NT]!; i++) out.push(s[C_TGT + i]!);
  return out;
}

/** Attack and defence totals of the battle as it stands [8.33, 8.34]. */
export function strengths(c: AcwContent, s: S): void {
  const from = attackers(s);
  let sp = 0;
  let u = 0;
  for (let i = 0; i < s[C_NA]!; i++) {
    const k = s[C_ASP + i]!;
    sp += k;
    if (s[C_DM]) u += s[F_U] ? k : 0;
    else
      u += Math.max(
        0,
        k - Math.max(0, field(s, from[i]!) - usedInAttack(s, from[i]!) - combatU(s, from[i]!)),
      );
  }
  s[C_ATTACK] = attackOf(s, sp, u, s[C_NAVAL]!);
  let d = 0;
  for (const t of targets(s)) d += defenseOf(c, s, t, from);
  s[C_DEFENSE] = d;
}

/** Hexes still defended by units or an intact intrinsic point. */
export function defended(c: AcwContent, s: S, t: number): boolean {
  if (landSP(s, t) > 0) return true;
  const k = c.map.city[t]!;
  return k >= 0 && intrinsic(c, s, k) && cityOwner(c, s, k) !== s[G_PHASING];
}

/** Start the stages after the attack is announced (Militia of 15.2 already raised). */
export function openBattle(c: AcwContent, s: S): void {
  s[G_BATTLES] = s[G_BATTLES]! + 1;
  s[C_FLAGS] = s[C_NAVAL]! > 0 ? CF_NAVAL : 0;
  strengths(c, s);
  s[C_CURSOR] = 0;
  if (s[C_ATTACK]! - s[C_DEFENSE]! < -1 && !opt(s, O_MILITIA_ODDS_M1)) return callOff(s);
  s[C_STAGE] = s[C_DM] || s[C_ATTACK]! < 2 * s[C_DEFENSE]! ? CS_RETREAT : CS_COLUMN;
  runBattle(c, s);
}

/**
 * The attack was legal when announced, but militia placed on the attacked city [15.2] left it worse
 * than -1, which 8.44 prohibits. Reading `militia-odds` = `cancelled`: no combat, every unit stays
 * where it is, and the committed attackers have spent their attack of the phase, as a combat ended by
 * a retreat "is deemed to have been executed" [8.5, 8.14].
 */
function callOff(s: S): void {
  s[C_ALOSS] = 0;
  s[C_DLOSS] = 0;
  markAttackers(s);
  s[C_STAGE] = CS_DONE;
}

/** Advance through the stages until a decision is needed or the battle is over. */
export function runBattle(c: AcwContent, s: S): void {
  while (s[P_KIND] === 0 && s[C_STAGE]! > CS_DECLARE && s[C_STAGE]! < CS_DONE) {
    switch (s[C_STAGE]) {
      case CS_RETREAT:
        retreatStage(c, s);
        break;
      case CS_COLUMN:
        columnStage(c, s);
        break;
      case CS_CITY:
        cityStage(c, s);
        break;
      case CS_ADVANCE:
        advanceStage(c, s);
        break;
      default:
        leaderStage(c, s);
    }
  }
}

function retreatStage(c: AcwContent, s: S): void {
  const i = s[C_CURSOR]!;
  if (i < s[C_NT]!) {
    const t = s[C_TGT + i]!;
    s[C_CURSOR] = i + 1;
    if (retreatable(s, t) > 0) ask(s, PK_RETREAT, 1 - s[G_PHASING]!, i);
    return;
  }
  if (!targets(s).some((t) => defended(c, s, t))) {
    markAttackers(s);
    s[C_STAGE] = CS_ADVANCE;
    return;
  }
  strengths(c, s);
  s[C_STAGE] = CS_COLUMN;
}

function ask(s: S, kind: number, side: number, a: number): void {
  s[P_KIND] = kind;
  s[P_SIDE] = side;
  s[P_A] = a;
}

function columnStage(c: AcwContent, s: S): void {
  const diff = s[C_ATTACK]! - s[C_DEFENSE]!;
  // below -1 only after militia stood in the city [15.2], reading `resolved-at-minus-1` [8.44]
  const max = Math.max(0, columnOf(diff));
  const min = s[C_FLAGS]! & CF_NAVAL ? max : s[C_DM] ? Math.min(max, columnOf(s[C_DEFENSE]!)) : 0;
  s[C_MINCOL] = min;
  s[C_MAXCOL] = max;
  if (min === max) resolve(c, s, max);
  else ask(s, PK_COLUMN, s[G_PHASING]!, 0);
}

/** Roll on column `col` (0 = -1 .. 9 = +8) and take the leader deaths [8.41, 11.32]. */
export function resolve(c: AcwContent, s: S, col: number): void {
  const roll = rollD6(s, chanceAt(0));
  s[C_ROLL] = roll;
  s[C_ALOSS] = c.tables.crt[(roll - 1) * 20 + col * 2]!;
  s[C_DLOSS] = c.tables.crt[(roll - 1) * 20 + col * 2 + 1]!;
  const star = c.tables.asterisk[opt(s, O_ASTERISK_B) ? 'B' : 'A'][(roll - 1) * 10 + col]! === 1;
  if (star) leaderDeaths(s);
  s[C_STAGE] = CS_CITY;
  const t = s[C_TGT]!;
  const k = c.map.city[t]!;
  const army = landSP(s, t);
  if (s[C_NT] === 1 && k >= 0 && intrinsic(c, s, k) && army > 0 && s[C_DLOSS]! >= 1 && s[C_DLOSS]! <= army)
    ask(s, PK_CITY, 1 - s[G_PHASING]!, 0);
}

function leaderDeaths(s: S): void {
  const att = s[G_PHASING]!;
  const losers = opt(s, O_DEATH_LOSERS);
  if ((!losers || s[C_ALOSS]! > 0) && killOne(s, att, attackers(s))) s[C_FLAGS] = s[C_FLAGS]! | CF_ATT_KILLED;
  if ((!losers || s[C_DLOSS]! > 0) && killOne(s, 1 - att, targets(s)))
    s[C_FLAGS] = s[C_FLAGS]! | CF_DEF_KILLED;
}

function cityStage(c: AcwContent, s: S): void {
  applyLosses(c, s, false);
}

/** Take the CRT losses: the defender's (city point first if chosen), then the attacker's [8.42]. */
export function applyLosses(c: AcwContent, s: S, cityFirst: boolean): void {
  const dealt = defenderLosses(c, s, s[C_DLOSS]!, cityFirst);
  s[C_DLOSS] = dealt;
  const taken = attackerLosses(s, s[C_ALOSS]!);
  s[C_ALOSS] = taken;
  const att = s[G_PHASING]!;
  credit(s, att, attackers(s), dealt);
  if (att === USA) credit(s, CSA, targets(s), taken);
  markAttackers(s);
  displaceLeaders(s);
  refreshZoc(c, s);
  s[C_STAGE] = CS_ADVANCE;
}

function defenderLosses(c: AcwContent, s: S, n: number, cityFirst: boolean): number {
  let left = n;
  for (const t of targets(s)) {
    const k = c.map.city[t]!;
    const hadFort = fortSP(s, t) + garrison(s, t) > 0;
    const side = occupant(s, t);
    if (cityFirst && left > 0 && k >= 0 && intrinsic(c, s, k)) {
      setCityState(s, k, cityState(s, k) | CS_INTRINSIC_LOST);
      left--;
    }
    const f = Math.min(field(s, t), left);
    setField(s, t, field(s, t) - f, side);
    left -= f;
    const g = Math.min(fortSP(s, t), left);
    setFort(s, t, fortSP(s, t) - g, side);
    left -= g;
    const p = Math.min(garrison(s, t), left);
    setGarrison(s, t, garrison(s, t) - p, side);
    left -= p;
    lose(s, side, f + g + p);
    if (left > 0 && k >= 0 && intrinsic(c, s, k) && cityOwner(c, s, k) !== s[G_PHASING]) {
      setCityState(s, k, cityState(s, k) | CS_INTRINSIC_LOST);
      left--;
    }
    if (hadFort && fortSP(s, t) + garrison(s, t) === 0 && !c.map.permFort[t]) setFortOwner(s, t, 0);
    if (landSP(s, t) > 0) setAttackedHex(s, t, true);
  }
  return n - left;
}

/** Attacker losses: army takes the 1st, 3rd, 5th ... when naval SP attacked too [8.8]. */
function attackerLosses(s: S, n: number): number {
  const naval = s[C_NAVAL]!;
  const navalLoss = Math.min(naval, Math.floor(n / 2));
  let army = n - navalLoss;
  if (naval > 0) {
    const f = s[C_NAVAL_FLEET]!;
    s[N_BASE + f * 3 + 1] = s[N_BASE + f * 3 + 1]! - navalLoss;
  }
  let dealt = navalLoss;
  if (s[C_DM]) {
    const x = Math.min(army, s[F_SP]!);
    lose(s, s[G_PHASING]!, x);
    s[F_SP] = s[F_SP]! - x;
    s[C_ASP] = s[F_SP]!;
    return dealt + x;
  }
  const side = s[G_PHASING]!;
  while (army > 0) {
    let best = -1;
    for (let i = 0; i < s[C_NA]!; i++) {
      if (Math.min(s[C_ASP + i]!, field(s, s[C_AHEX + i]!)) <= 0) continue;
      if (best < 0 || s[C_ASP + i]! > s[C_ASP + best]!) best = i;
    }
    if (best < 0) break;
    const h = s[C_AHEX + best]!;
    setField(s, h, field(s, h) - 1, side);
    lose(s, side, 1);
    s[C_ASP + best] = s[C_ASP + best]! - 1;
    army--;
    dealt++;
  }
  return dealt;
}

/** The attackers have attacked this phase [8.14] (a Double-Match force is movement: not marked). */
function markAttackers(s: S): void {
  if (s[C_DM]) return;
  for (let i = 0; i < s[C_NA]!; i++) {
    const h = s[C_AHEX + i]!;
    setUsedInAttack(s, h, Math.min(field(s, h), usedInAttack(s, h) + s[C_ASP + i]!));
  }
}

/** Survivors that may advance [8.43]. */
export function survivors(s: S): number {
  if (s[C_DM]) return s[F_SP]!;
  let n = 0;
  for (let i = 0; i < s[C_NA]!; i++) n += Math.min(s[C_ASP + i]!, field(s, s[C_AHEX + i]!));
  return n;
}

function advanceStage(c: AcwContent, s: S): void {
  s[C_STAGE] = CS_LEADER_ATT;
  if (survivors(s) === 0) return;
  if (targets(s).some((t) => !defended(c, s, t) && c.map.terrain[t] !== 0))
    ask(s, PK_ADVANCE, s[G_PHASING]!, 0);
}

function leaderStage(c: AcwContent, s: S): void {
  const stage = s[C_STAGE]!;
  s[C_STAGE] = stage + 1;
  const att = s[G_PHASING]!;
  if (stage === CS_LEADER_ATT && s[C_DLOSS]! > 0 && !(s[C_FLAGS]! & CF_ATT_KILLED)) offerLeader(c, s, att);
  if (stage === CS_LEADER_DEF && s[C_ALOSS]! > 0 && !(s[C_FLAGS]! & CF_DEF_KILLED))
    offerLeader(c, s, 1 - att);
}

const tmp: number[] = [];
function offerLeader(c: AcwContent, s: S, side: number): void {
  if (freeLeaderSlot(s, side) < 0) return;
  const att = side === s[G_PHASING];
  const dmForce = att && s[C_DM] === 1;
  creationHexes(
    c,
    s,
    side,
    dmForce ? [s[F_HEX]!] : att ? attackers(s) : targets(s),
    tmp,
    dmForce ? s[F_HEX]! : -1,
  );
  if (tmp.length > 0) ask(s, PK_LEADER, side, side);
}
