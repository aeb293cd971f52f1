/**
 * The automatic phases of a Player-Turn [4.2]: Supply Judgement (phase 4), the bookkeeping that
 * opens the Movement and Combat Phases, and Supply Attrition (phase 7) with foraging [10.6].
 *
 *  - Supply Judgement [10.0, 4.2 no. 4]: units without supply get a "U" (half allowance for the
 *    phase [10.31]); the Union spends sea lift on sea-dependent units first [5.97-5.99].
 *  - Combat supply is judged at the instant of combat [10.0]; here once at the start of the Combat
 *    Phase (positions change only by advances within it).
 *  - Supply Attrition [10.6]: "U" SP still unsupplied die unless they forage: 3 SP a clear hex, 1 a
 *    rough or swamp hex (city, fort and port hexes by their other terrain), none in an enemy
 *    Primary zone.
 */
import { CH_TURN } from '../../core/header.js';
import type { AcwContent } from './content.js';
import { HEXES } from './grid.js';
import {
  C_STAGE,
  D_COUNT,
  F_ACTIVE,
  FLEETS,
  G_PHASING,
  G_RAIL_USED,
  G_RIVER_USED,
  G_SEA_LIFT,
  L_BASE,
  L_WORDS,
  LEADERS,
  LF_MOVED,
  N_BASE,
  REPAIR_BASE,
  RIVERINES,
  RV_BASE,
  U_BASE,
  USA,
  USMRRS,
} from './layout.js';
import { T_CLEAR, T_SWAMP } from './map.js';
import { O_SEALIFT_ALT, opt } from './options.js';
import {
  field,
  fortSP,
  garrison,
  landSP,
  lose,
  occupant,
  setAttackedHex,
  setCombatU,
  setDone,
  setField,
  setFort,
  setGarrison,
  setLanded,
  setSupplyOk,
  setUSP,
  setUsedInAttack,
  uSP,
  zoc,
  type S,
} from './state.js';
import { computeSupply, pathOk, unsupplied } from './supply.js';
import { Z_PRIMARY, refreshZoc } from './zoc.js';

/** Sea lift of the turn (readings for the unreadable GT2-3 cells) [5.97]. */
export function seaLiftOf(c: AcwContent, s: S): number {
  const gt = s[CH_TURN]!;
  if (gt === 2) return opt(s, O_SEALIFT_ALT) ? 3 : 1;
  if (gt === 3) return opt(s, O_SEALIFT_ALT) ? 6 : 3;
  return c.tables.seaLift[gt]!;
}

/** Phase 4: mark "U" and the hexes with a supply path [10.0, 10.31]. */
export function supplyJudgement(c: AcwContent, s: S): void {
  const side = s[G_PHASING]!;
  const lift = side === USA ? seaLiftOf(c, s) : 0;
  const r = computeSupply(c, s, side, lift);
  s[G_SEA_LIFT] = side === USA ? lift - r.seaLiftUsed : 0;
  for (let h = 0; h < HEXES; h++) {
    setUSP(s, h, occupant(s, h) === side ? unsupplied[h]! : 0);
    setSupplyOk(s, h, pathOk[h] === 1);
  }
}

/** Open the Movement Phase: nothing has moved, the enemy's zones as they stand. */
export function openMovement(c: AcwContent, s: S): void {
  for (let h = 0; h < HEXES; h++) {
    setDone(s, h, 0);
    setLanded(s, h, 0);
  }
  s[G_RAIL_USED] = 0;
  s[G_RIVER_USED] = 0;
  s[F_ACTIVE] = 0;
  s[D_COUNT] = 0;
  for (let i = 0; i < LEADERS; i++) s[L_BASE + i * L_WORDS + 3] = s[L_BASE + i * L_WORDS + 3]! & ~LF_MOVED;
  for (let i = 0; i < RIVERINES; i++) s[RV_BASE + i * 2 + 1] = 0;
  for (let i = 0; i < FLEETS; i++) s[N_BASE + i * 3 + 2] = 0;
  for (let i = 0; i < USMRRS; i++) s[U_BASE + i * 2 + 1] = 0;
  for (let i = 0; i < 32; i++) s[REPAIR_BASE + i] = i % 2 === 0 ? -1 : 0;
  refreshZoc(c, s);
}

/** Open the Combat Phase: supply at the instant of combat, nothing has attacked [8.14, 10.0]. */
export function openCombat(c: AcwContent, s: S): void {
  const side = s[G_PHASING]!;
  computeSupply(c, s, side, side === USA ? seaLiftOf(c, s) : 0);
  for (let h = 0; h < HEXES; h++) {
    setCombatU(s, h, occupant(s, h) === side ? unsupplied[h]! : 0);
    setAttackedHex(s, h, false);
    setDone(s, h, 0);
  }
  s[C_STAGE] = 0;
  refreshZoc(c, s);
}

/** Phase 7: unsupplied SP still without supply forage or die [10.6]. */
export function supplyAttrition(c: AcwContent, s: S): void {
  const side = s[G_PHASING]!;
  computeSupply(c, s, side, side === USA ? seaLiftOf(c, s) : 0);
  for (let h = 0; h < HEXES; h++) {
    const marked = occupant(s, h) === side ? Math.min(uSP(s, h), landSP(s, h)) : 0;
    setUSP(s, h, 0);
    setUsedInAttack(s, h, 0);
    if (marked === 0) continue;
    const still = Math.min(marked, unsupplied[h]!);
    const t = c.map.terrain[h];
    const f = c.tables.forage;
    const forage = zoc(s, h) === Z_PRIMARY ? 0 : t === T_CLEAR ? f.clear : t === T_SWAMP ? f.swamp : f.rough;
    removeSP(s, h, side, Math.max(0, still - forage));
  }
}

/** Remove n land SP of a side from a hex (outside the fort first). */
function removeSP(s: S, h: number, side: number, n: number): void {
  lose(s, side, Math.min(n, landSP(s, h)));
  let left = n;
  const f = Math.min(field(s, h), left);
  setField(s, h, field(s, h) - f, side);
  left -= f;
  const g = Math.min(fortSP(s, h), left);
  setFort(s, h, fortSP(s, h) - g, side);
  left -= g;
  setGarrison(s, h, garrison(s, h) - Math.min(garrison(s, h), left), side);
}
