/**
 * Words for actions and states: hexes by their printed CCRR number and, where there is one, the
 * city or place on them ('2115 Nashville').
 */
import { CH_TURN } from '../../core/header.js';
import type { AcwContent } from './content.js';
import {
  KIND_NAMES,
  kindOf,
  xOf,
  yOf,
  A_COLUMN,
  A_CITY_LOSS,
  A_COMMIT_NAVAL,
  A_PICK_FLEET,
  A_PICK_LEADER,
  A_PICK_RIVERINE,
  A_PICK_USMRR,
  A_EMBARK,
  A_RIVER_STEP,
  A_WATER_STEP,
} from './actions.js';
import { HEXES, hexLabel } from './grid.js';
import {
  C_STAGE,
  CSA,
  F_ACTIVE,
  F_HEX,
  F_SP,
  F_SPENT,
  F_MA,
  FLEETS,
  G_AT_LARGE,
  G_CC_ROLL,
  G_HALF,
  G_PHASE,
  G_PHASING,
  G_SEA_LIFT,
  LEADERS,
  N_BASE,
  P_KIND,
  P_SIDE,
  RIVERINES,
  RV_BASE,
  SIDE_NAMES,
  USA,
} from './layout.js';
import { waterLabel } from './map.js';
import {
  alive,
  fortOwner,
  fortSP,
  garrison,
  field,
  lHex,
  lRating,
  leaderSide,
  occupant,
  totalSP,
  type S,
} from './state.js';

const PHASE_NAMES = ['', 'set-up', 'Leader A', 'reinforcements', 'movement', 'combat'];

/** '2115 Nashville' or '2116'. */
function hexName(c: AcwContent, h: number): string {
  if (h < 0 || h >= HEXES) return String(h);
  const k = c.map.city[h]!;
  if (k >= 0) return `${hexLabel(h)} ${c.map.cities[k]!.name}`;
  for (const [name, at] of c.map.places) if (at === h) return `${hexLabel(h)} ${name}`;
  return hexLabel(h);
}

export function describeAction(c: AcwContent, _s: S, a: number): string {
  const kind = kindOf(a);
  const name = KIND_NAMES[kind];
  if (name === undefined) throw new Error(`not an acw action: ${a}`);
  const x = xOf(a);
  const y = yOf(a);
  switch (kind) {
    case A_COLUMN:
      return `attack on the ${y - 1 >= 0 ? '+' : ''}${y - 1} column`;
    case A_CITY_LOSS:
      return y ? 'take the loss from the city point' : 'take the loss from army SP';
    case A_PICK_FLEET:
      return `move ${y} naval SP from ${waterLabel(_s[N_BASE + x * 3]!)}`;
    case A_COMMIT_NAVAL:
      return `commit ${y} naval SP`;
    case A_PICK_LEADER:
      return `move leader ${x} alone`;
    case A_PICK_RIVERINE:
      return `move riverine unit ${x}`;
    case A_PICK_USMRR:
      return `move USMRR ${x}`;
    case A_EMBARK:
    case A_RIVER_STEP:
    case A_WATER_STEP:
      return `${name} ${waterLabel(x)}`;
    default:
      if (x === 0 && y === 0) return name;
      return `${name} ${y > 0 ? `${y} SP ` : ''}${x < HEXES ? hexName(c, x) : waterLabel(x)}`;
  }
}

export function renderState(c: AcwContent, s: S): string {
  const gt = s[CH_TURN]!;
  const lines = [
    `GT${gt} ${c.tables.season[gt] ?? ''} ${c.tables.year[gt] ?? ''}: ${SIDE_NAMES[s[G_PHASING]!]} ${PHASE_NAMES[s[G_PHASE]!] ?? ''}` +
      ` (player-turn ${s[G_HALF]! + 1}, CC roll ${s[G_CC_ROLL]}, sea lift ${s[G_SEA_LIFT]}, at large ${s[G_AT_LARGE]})`,
    `Union ${totalSP(s, USA)} SP, Confederacy ${totalSP(s, CSA)} SP` +
      (s[F_ACTIVE]
        ? `; force of ${s[F_SP]} SP at ${hexName(c, s[F_HEX]!)}, ${(s[F_MA]! - s[F_SPENT]!) / 10} MP left`
        : '') +
      (s[P_KIND] ? `; pending decision ${s[P_KIND]} of ${SIDE_NAMES[toMoveSide(s)]}` : '') +
      (s[C_STAGE] ? `; battle stage ${s[C_STAGE]}` : ''),
  ];
  for (const side of [USA, CSA]) lines.push(`${SIDE_NAMES[side]}: ${stacks(c, s, side)}`);
  lines.push(`Leaders: ${leaders(c, s)}`);
  lines.push(`Naval: ${navy(s)}`);
  return lines.join('\n');
}

function toMoveSide(s: S): number {
  return s[P_KIND] ? s[P_SIDE]! : s[G_PHASING]!;
}

function stacks(c: AcwContent, s: S, side: number): string {
  const parts: string[] = [];
  for (let h = 0; h < HEXES; h++) {
    if (occupant(s, h) !== side) continue;
    const fort = fortOwner(s, h) ? `+fort ${fortSP(s, h)}${garrison(s, h) ? '+(1)' : ''}` : '';
    parts.push(`${hexName(c, h)} ${field(s, h)}${fort}`);
  }
  return parts.join(', ') || 'none';
}

function leaders(c: AcwContent, s: S): string {
  const parts: string[] = [];
  for (let i = 0; i < LEADERS; i++) {
    if (!alive(s, i)) continue;
    parts.push(
      `${SIDE_NAMES[leaderSide(i)][0]}${i} r${lRating(s, i)} @${i === 0 ? 'riverine ' + lHex(s, i) : hexName(c, lHex(s, i))}`,
    );
  }
  return parts.join(', ') || 'none';
}

function navy(s: S): string {
  const parts: string[] = [];
  for (let f = 0; f < FLEETS; f++)
    if (s[N_BASE + f * 3]! >= 0 && s[N_BASE + f * 3 + 1]! > 0)
      parts.push(`${s[N_BASE + f * 3 + 1]} SP @${waterLabel(s[N_BASE + f * 3]!)}`);
  for (let i = 0; i < RIVERINES; i++)
    if (s[RV_BASE + i * 2]! >= 0) parts.push(`riverine ${i} @${waterLabel(s[RV_BASE + i * 2]!)}`);
  return parts.join(', ') || 'none';
}
