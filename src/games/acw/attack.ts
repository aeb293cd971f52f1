/**
 * The Combat Phase [8.1-8.2, 8.44, 8.8, 14.4, 17.5]: the phasing player names one or more enemy hexes
 * and commits units adjacent to all of them, then announces the attack (battle.ts resolves it).
 *
 *  - Only active units outside forts that have not attacked this phase [8.14, 11.1, 14.4]; units
 *    landed on a simple coastal hex this turn may not attack [5.94]; units need not all join [8.22].
 *  - Every attacker must be adjacent to every defending hex [8.23]; all units of a hex defend
 *    together [8.21]; each enemy hex is attacked once a phase [8.14].
 *  - No attack across a tidal hexside [TEC], nor by the CSA across a riverine-interdicted hexside
 *    [17.5]; no attack worse than -1 [8.44] (a target is offered only if it can be reached).
 *  - Naval SP join Union attacks on coastal hexes or hexes on tidal rivers, at most one naval SP per
 *    army SP, from the target's hex, next to it at sea or on its tidal hexsides [8.8].
 */
import type { AcwContent } from './content.js';
import { A_COMMIT, A_COMMIT_NAVAL, A_END, A_RESOLVE, A_TARGET, act, kindOf, xOf, yOf } from './actions.js';
import { CS_DECLARE, CS_OPENING, attackers, defended, openBattle, strengths, targets } from './battle.js';
import { EDGES, HEXES, NBR, edge } from './grid.js';
import {
  C_AHEX,
  C_ASP,
  C_ATTACK,
  C_DEFENSE,
  C_DM,
  C_NA,
  C_NAVAL,
  C_NAVAL_FLEET,
  C_NT,
  C_STAGE,
  C_TGT,
  CSA,
  FLEETS,
  G_PHASING,
  N_BASE,
  P_KIND,
  USA,
} from './layout.js';
import { RIVER_NAV, RIVER_TIDAL, SB_RIVER, T_SEA } from './map.js';
import { invasion, militiaAttack } from './militia.js';
import { interdiction } from './riverine.js';
import { attackedHex, combatU, field, inactive, occupant, usedInAttack, type S } from './state.js';
import { attackOf, defenseOf } from './strength.js';

const interdicted = new Uint8Array(EDGES);

/** SP of hex h able to attack now. */
export function available(s: S, h: number): number {
  return Math.max(0, field(s, h) - inactive(s, h) - usedInAttack(s, h));
}

function mayAttackAcross(c: AcwContent, s: S, h: number, t: number): boolean {
  let d = 0;
  while (d < 6 && NBR[h * 6 + d] !== t) d++;
  if (d === 6) return false;
  const r = c.map.side[h * 6 + d]! & SB_RIVER;
  if (r === RIVER_TIDAL) return false;
  return !(s[G_PHASING] === CSA && r >= RIVER_NAV && interdicted[edge(h, d)]);
}

/** SP of hex h already committed to the attack being declared. */
function committed(s: S, h: number): number {
  const i = attackers(s).indexOf(h);
  return i >= 0 ? s[C_ASP + i]! : 0;
}

/** Friendly hexes that may join an attack on every one of `tgts`. */
function eligibleHexes(c: AcwContent, s: S, tgts: readonly number[], out: number[]): void {
  out.length = 0;
  const side = s[G_PHASING]!;
  const t0 = tgts[0]!;
  for (let d = 0; d < 6; d++) {
    const h = NBR[t0 * 6 + d]!;
    if (h < 0 || occupant(s, h) !== side || available(s, h) === 0) continue;
    if (tgts.every((t) => mayAttackAcross(c, s, h, t))) out.push(h);
  }
}

const hexes: number[] = [];

/** Could an attack on these targets reach -1 with every eligible unit? [8.44] */
function feasible(c: AcwContent, s: S, tgts: readonly number[]): boolean {
  eligibleHexes(c, s, tgts, hexes);
  if (hexes.length === 0) return false;
  let sp = 0;
  let u = 0;
  for (const h of hexes) {
    const a = available(s, h);
    sp += a;
    u += Math.max(0, a - Math.max(0, field(s, h) - usedInAttack(s, h) - combatU(s, h)));
  }
  let d = 0;
  for (const t of tgts) d += defenseOf(c, s, t, hexes);
  return attackOf(s, sp, u, 0) - d >= -1;
}

function isTarget(c: AcwContent, s: S, t: number): boolean {
  if (c.map.terrain[t] === T_SEA || attackedHex(s, t)) return false;
  const side = s[G_PHASING]!;
  return occupant(s, t) === 1 - side || (occupant(s, t) !== side && defended(c, s, t));
}

export function combatActions(c: AcwContent, s: S, out: Int32Array): number {
  interdiction(c, s, interdicted);
  let n = 0;
  if (s[C_STAGE] !== CS_DECLARE) {
    for (let t = 0; t < HEXES; t++) if (isTarget(c, s, t) && feasible(c, s, [t])) out[n++] = act(A_TARGET, t);
    out[n++] = act(A_END);
    return n;
  }
  const tgts = targets(s);
  if (s[C_NA] === 0 && tgts.length < 3) n = moreTargets(c, s, tgts, out, n);
  eligibleHexes(c, s, tgts, hexes);
  for (const h of hexes)
    for (let k = available(s, h) - committed(s, h); k >= 1; k--) out[n++] = act(A_COMMIT, h, k);
  n = navalCommits(c, s, tgts, out, n);
  if (s[C_NA]! > 0) {
    strengths(c, s);
    if (s[C_ATTACK]! - s[C_DEFENSE]! >= -1) out[n++] = act(A_RESOLVE);
  }
  return n;
}

function moreTargets(c: AcwContent, s: S, tgts: readonly number[], out: Int32Array, n: number): number {
  const seen = new Set<number>(tgts);
  eligibleHexes(c, s, tgts, hexes);
  for (const h of [...hexes]) {
    for (let d = 0; d < 6; d++) {
      const t = NBR[h * 6 + d]!;
      if (t < 0 || seen.has(t) || !isTarget(c, s, t)) continue;
      seen.add(t);
      if (feasible(c, s, [...tgts, t])) out[n++] = act(A_TARGET, t);
    }
  }
  return n;
}

/** Fleets that may join: on a target hex, next to it at sea, or on a tidal hexside of it [8.8]. */
function navalCommits(c: AcwContent, s: S, tgts: readonly number[], out: Int32Array, n: number): number {
  if (s[G_PHASING] !== USA || s[C_NAVAL]! > 0 || s[C_NA] === 0) return n;
  let army = 0;
  for (let i = 0; i < s[C_NA]!; i++) army += s[C_ASP + i]!;
  if (!tgts.every((t) => c.map.coastal[t] || tidalSide(c, t) >= 0)) return n;
  for (let f = 0; f < FLEETS; f++) {
    const node = s[N_BASE + f * 3]!;
    const sp = s[N_BASE + f * 3 + 1]!;
    if (node < 0 || sp === 0 || !tgts.every((t) => navalReaches(c, t, node))) continue;
    for (let k = Math.min(sp, army); k >= 1; k--) out[n++] = act(A_COMMIT_NAVAL, f, k);
  }
  return n;
}

function tidalSide(c: AcwContent, t: number): number {
  for (let d = 0; d < 6; d++) if ((c.map.side[t * 6 + d]! & SB_RIVER) === RIVER_TIDAL) return d;
  return -1;
}

function navalReaches(c: AcwContent, t: number, node: number): boolean {
  if (node === t) return true;
  if (node < HEXES) return NBR.subarray(t * 6, t * 6 + 6).includes(node) && c.map.terrain[node] === T_SEA;
  for (let d = 0; d < 6; d++)
    if (edge(t, d) === node - HEXES && (c.map.side[t * 6 + d]! & SB_RIVER) === RIVER_TIDAL) return true;
  return false;
}

export function playCombat(c: AcwContent, s: S, a: number): void {
  switch (kindOf(a)) {
    case A_TARGET:
      if (s[C_STAGE] !== CS_DECLARE) {
        s[C_STAGE] = CS_DECLARE;
        s[C_NT] = 0;
        s[C_NA] = 0;
        s[C_NAVAL] = 0;
        s[C_DM] = 0;
      }
      s[C_TGT + s[C_NT]!] = xOf(a);
      s[C_NT] = s[C_NT]! + 1;
      return;
    case A_COMMIT: {
      const i = attackers(s).indexOf(xOf(a));
      if (i >= 0) s[C_ASP + i] = s[C_ASP + i]! + yOf(a);
      else {
        s[C_AHEX + s[C_NA]!] = xOf(a);
        s[C_ASP + s[C_NA]!] = yOf(a);
        s[C_NA] = s[C_NA]! + 1;
      }
      return;
    }
    case A_COMMIT_NAVAL:
      s[C_NAVAL_FLEET] = xOf(a);
      s[C_NAVAL] = yOf(a);
      return;
    case A_RESOLVE:
      return announce(c, s);
    default:
      throw new Error(`acw: not a combat action ${a}`);
  }
}

/** Announce: the militia an attack on a city raises come first [15.2, 15.5]. */
function announce(c: AcwContent, s: S): void {
  const side = s[G_PHASING]!;
  for (const t of targets(s)) {
    if (c.map.city[t]! < 0) continue;
    if (attackers(s).some((h) => militiaAttack(c, side, h, t, dirOf(h, t)))) invasion(c, s, side, t);
  }
  s[C_STAGE] = CS_OPENING;
  if (s[P_KIND] === 0) openBattle(c, s);
}

function dirOf(h: number, t: number): number {
  let d = 0;
  while (d < 6 && NBR[h * 6 + d] !== t) d++;
  return d;
}
