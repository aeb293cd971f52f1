/**
 * Double-Match [9.0-9.22]: a force at least twice the strength of an enemy force, counting supply,
 * terrain and fortification effects.
 *
 *  - It may move from one enemy Primary zone to another (+5 MP as usual), measured against the units
 *    whose Primary zone it leaves [9.11]: here every enemy hex next to it.
 *  - The Double-Match option [9.13] costs 5 MP and may be used as often as MP allow [9.21]: the
 *    defender stands (combat at once, at 2:1 or better [9.21]) or retreats one hex [9.22]; a city
 *    cannot retreat [13.5]. A defender eliminated lets the force advance at no cost and go on.
 *  - A city across a border hexside raises its state's militia first [15.2].
 *  Each detachment is a force of its own and is measured alone (§11.19).
 */
import type { AcwContent } from './content.js';
import { A_DM, act } from './actions.js';
import { CS_OPENING, openBattle } from './battle.js';
import { BLOCKED, crossing } from './costs.js';
import { forceStrength, mpLeft } from './force.js';
import { NBR } from './grid.js';
import {
  C_AHEX,
  C_ASP,
  C_DM,
  C_NA,
  C_NAVAL,
  C_NT,
  C_STAGE,
  C_TGT,
  F_HEX,
  F_SP,
  F_SPENT,
  G_PHASING,
  P_KIND,
} from './layout.js';
import { invasion, militiaAttack } from './militia.js';
import { defended } from './battle.js';
import { occupant, type S } from './state.js';
import { defenseOf } from './strength.js';

/** May the force at h move Primary-to-Primary [9.11]? */
export function dmAllowsPrimaryMove(c: AcwContent, s: S, h: number): boolean {
  const enemy = 1 - s[G_PHASING]!;
  let d = 0;
  for (let k = 0; k < 6; k++) {
    const t = NBR[h * 6 + k]!;
    if (t >= 0 && occupant(s, t) === enemy) d += defenseOf(c, s, t, [h]);
  }
  return forceStrength(s) >= 2 * d;
}

/** Targets of the Double-Match option from the force's hex. */
export function dmActions(c: AcwContent, s: S, interdicted: Uint8Array, out: Int32Array, n: number): number {
  if (mpLeft(s) < 50) return n;
  const side = s[G_PHASING]!;
  const h = s[F_HEX]!;
  const strength = forceStrength(s);
  for (let d = 0; d < 6; d++) {
    const t = NBR[h * 6 + d]!;
    if (t < 0 || occupant(s, t) === side) continue;
    if (!defendedBy(c, s, t, side)) continue;
    if (crossing(c, s, side, h, d, interdicted) === BLOCKED || (c.map.side[h * 6 + d]! & 3) === 3) continue;
    if (strength >= 2 * defenseOf(c, s, t, [h])) out[n++] = act(A_DM, t);
  }
  return n;
}

function defendedBy(c: AcwContent, s: S, t: number, attacker: number): boolean {
  return occupant(s, t) === 1 - attacker || defended(c, s, t);
}

/** Exercise the option against t [9.13]. */
export function playDm(c: AcwContent, s: S, t: number): void {
  const h = s[F_HEX]!;
  s[F_SPENT] = s[F_SPENT]! + 50;
  let d = 0;
  while (NBR[h * 6 + d] !== t) d++;
  if (c.map.city[t]! >= 0 && militiaAttack(c, s[G_PHASING]!, h, t, d)) invasion(c, s, s[G_PHASING]!, t); // 15.2, 15.5
  s[C_DM] = 1;
  s[C_NT] = 1;
  s[C_TGT] = t;
  s[C_NA] = 1;
  s[C_AHEX] = h;
  s[C_ASP] = s[F_SP]!;
  s[C_NAVAL] = 0;
  s[C_STAGE] = CS_OPENING;
  if (s[P_KIND] === 0) openBattle(c, s);
}
