/**
 * The decisions inside a battle (battle.ts stages): retreat or stand [8.5, 9.13], the column
 * [8.6], the city point [13.1], advance [8.43, 9.21], a new leader [11.31].
 */
import type { AcwContent } from './content.js';
import {
  A_ADVANCE,
  A_CITY_LOSS,
  A_COLUMN,
  A_DECLINE,
  A_NEW_LEADER,
  A_RETREAT,
  A_STAND,
  act,
  kindOf,
  xOf,
  yOf,
} from './actions.js';
import {
  CS_DONE,
  PK_ADVANCE,
  PK_CITY,
  PK_COLUMN,
  PK_LEADER,
  PK_RETREAT,
  applyLosses,
  attackers,
  defended,
  resolve,
  runBattle,
  survivors,
  targets,
} from './battle.js';
import { onEnter } from './entry.js';
import { moveLeaders } from './force.js';
import {
  C_AHEX,
  C_ASP,
  C_ATTACK,
  C_DM,
  C_MAXCOL,
  C_MINCOL,
  C_NA,
  C_STAGE,
  C_TGT,
  F_HEX,
  G_PHASING,
  P_A,
  P_KIND,
  P_SIDE,
} from './layout.js';
import { createLeader, creationHexes } from './leaders.js';
import { partialAllowed, retreat, retreatHexes, retreatable } from './retreat.js';
import { interdiction } from './riverine.js';
import { EDGES } from './grid.js';
import {
  addField,
  field,
  fortSP,
  setField,
  setFort,
  setUsedInAttack,
  usedInAttack,
  type S,
} from './state.js';
import { defenseOf } from './strength.js';

const interdicted = new Uint8Array(EDGES);
const hexes: number[] = [];

function remainingDefense(c: AcwContent, s: S, t: number, k: number): number {
  const f0 = field(s, t);
  const g0 = fortSP(s, t);
  const side = s[P_SIDE]!;
  const f = Math.min(f0, k);
  setField(s, t, f0 - f, side);
  setFort(s, t, g0 - (k - f), side);
  const d = defenseOf(c, s, t, attackers(s));
  setField(s, t, f0, side);
  setFort(s, t, g0, side);
  return d;
}

function attackSP(s: S): number {
  let n = 0;
  for (let i = 0; i < s[C_NA]!; i++) n += s[C_ASP + i]!;
  return n;
}

export function battleActions(c: AcwContent, s: S, out: Int32Array): number {
  let n = 0;
  switch (s[P_KIND]) {
    case PK_RETREAT: {
      const t = s[C_TGT + s[P_A]!]!;
      out[n++] = act(A_STAND);
      interdiction(c, s, interdicted);
      retreatHexes(c, s, t, s[G_PHASING]!, interdicted, hexes);
      const all = retreatable(s, t);
      for (const r of hexes) {
        if (s[C_DM]) out[n++] = act(A_RETREAT, r, all);
        else
          for (let k = all; k >= 1; k--)
            if (partialAllowed(c, s, t, k, s[C_ATTACK]!, attackSP(s), (x) => remainingDefense(c, s, t, x)))
              out[n++] = act(A_RETREAT, r, k);
      }
      return n;
    }
    case PK_COLUMN:
      for (let col = s[C_MAXCOL]!; col >= s[C_MINCOL]!; col--) out[n++] = act(A_COLUMN, 0, col);
      return n;
    case PK_CITY:
      out[n++] = act(A_CITY_LOSS, 0, 0);
      out[n++] = act(A_CITY_LOSS, 0, 1);
      return n;
    case PK_ADVANCE: {
      const max = survivors(s);
      for (const t of targets(s)) {
        if (defended(c, s, t)) continue;
        if (s[C_DM]) out[n++] = act(A_ADVANCE, t, max);
        else for (let k = max; k >= 1; k--) out[n++] = act(A_ADVANCE, t, k);
      }
      out[n++] = act(A_DECLINE);
      return n;
    }
    case PK_LEADER: {
      const side = s[P_SIDE]!;
      const dmForce = side === s[G_PHASING] && s[C_DM] === 1;
      const from = dmForce ? [s[F_HEX]!] : side === s[G_PHASING] ? attackers(s) : targets(s);
      creationHexes(c, s, side, from, hexes, dmForce ? s[F_HEX]! : -1);
      for (const h of hexes) out[n++] = act(A_NEW_LEADER, h);
      out[n++] = act(A_DECLINE);
      return n;
    }
    default:
      return 0;
  }
}

export function playBattleChoice(c: AcwContent, s: S, a: number): void {
  const kind = s[P_KIND]!;
  s[P_KIND] = 0;
  switch (kindOf(a)) {
    case A_RETREAT: {
      const t = s[C_TGT + s[P_A]!]!;
      const side = s[P_SIDE]!;
      retreat(s, t, xOf(a), yOf(a));
      onEnter(c, s, side, xOf(a), true);
      if (s[C_DM] && !defended(c, s, t)) s[C_STAGE] = CS_DONE;
      break;
    }
    case A_COLUMN:
      resolve(c, s, yOf(a));
      break;
    case A_CITY_LOSS:
      applyLosses(c, s, yOf(a) === 1);
      break;
    case A_ADVANCE:
      advance(c, s, xOf(a), yOf(a));
      break;
    case A_NEW_LEADER:
      createLeader(s, s[P_SIDE]!, xOf(a));
      break;
    default:
      void kind;
  }
  runBattle(c, s);
}

/** Survivors advance into the emptied hex t [8.43]; a Double-Match force at no MP [9.21]. */
function advance(c: AcwContent, s: S, t: number, k: number): void {
  const side = s[G_PHASING]!;
  if (s[C_DM]) {
    s[F_HEX] = t;
    moveLeaders(s, t);
    onEnter(c, s, side, t, true);
    return;
  }
  let left = k;
  while (left > 0) {
    let best = -1;
    for (let i = 0; i < s[C_NA]!; i++) {
      const h = s[C_AHEX + i]!;
      const avail = Math.min(s[C_ASP + i]!, field(s, h));
      if (avail > 0 && (best < 0 || avail > Math.min(s[C_ASP + best]!, field(s, s[C_AHEX + best]!))))
        best = i;
    }
    if (best < 0) break;
    const h = s[C_AHEX + best]!;
    setField(s, h, field(s, h) - 1, side);
    setUsedInAttack(s, h, Math.max(0, usedInAttack(s, h) - 1));
    s[C_ASP + best] = s[C_ASP + best]! - 1;
    addField(s, t, side, 1);
    left--;
  }
  setUsedInAttack(s, t, usedInAttack(s, t) + (k - left));
  onEnter(c, s, side, t, true);
}
