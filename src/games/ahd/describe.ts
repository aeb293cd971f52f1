/**
 * Words for people: action descriptions (also the notation a person may type), a text picture of
 * the state, the observation record, and a narration of what changed after an action (dice results).
 */
import type { JsonValue } from '../../core/json.js';
import * as A from './actions.js';
import { actingSide } from './combat.js';
import { fireValue } from './combat-fire.js';
import type { AhdContent } from './content.js';
import { M_POTOMAC, M_RAIL, M_RIVER, M_ROAD } from './content.js';
import {
  H_ACTIVE,
  H_AM,
  H_BATTLE,
  H_BPART,
  H_BWINNER,
  H_MARCH_DIE,
  H_MARCHES,
  H_PHASE,
  H_PROMOS,
  H_RECRUIT_DIE,
  H_ROUND,
  H_RP,
  H_SIDE,
  CH_TERMINAL,
  CH_TURN,
  LOC_DRAFT,
  LOC_POOL,
  LOC_STOCK,
  NTYPES,
  PH_BATTLE_PROMO,
  PH_MOVE,
  PH_PICK_BATTLE,
  PH_PRE_FIRE,
  PH_PROMOTE,
  PH_RECRUIT,
  PH_TARGET,
  PH_WITHDRAW,
  SIDES,
  ST_CROSSED,
  ST_ENTRENCHED,
  ST_REDUCED,
  TYPE_CODES,
  U_LOC,
  U_ST,
  U_TGT,
  USA,
} from './layout.js';
import { battleLines, needText } from './battlelog.js';
import { moveRoute } from './route-cache.js';
import { claimOf, countOf, ctrlOf, turnLabel, usedOf, type S } from './state.js';

const SIDE_NAME = ['Union', 'Confederate'];
const PHASE_NAME: Record<number, string> = {
  [PH_MOVE]: 'Movement',
  [PH_PICK_BATTLE]: 'Combat: choose the next battle',
  [PH_WITHDRAW]: 'Combat: cavalry withdrawal',
  [PH_PRE_FIRE]: 'Combat: retreat or reinforce',
  [PH_TARGET]: 'Combat: announce targets',
  [PH_BATTLE_PROMO]: 'Combat: promotion of the victor',
  [PH_PROMOTE]: 'Promotions',
  [PH_RECRUIT]: 'Recruitment',
};

function clsText(cl: number): string {
  const t = TYPE_CODES[A.clsType(cl)] ?? '?';
  const bits: string[] = [];
  if (A.clsReduced(cl)) bits.push('reduced');
  if (A.clsUsed(cl)) bits.push('1 March used');
  return bits.length ? `${t} (${bits.join(', ')})` : t;
}

/** Units of the acting side already aiming at slot t (R5.1 announcements so far). */
function aimedAt(c: AhdContent, s: S, t: number): number {
  let n = 0;
  for (let u = 0; u < c.nu; u++) if (s[U_TGT + u] === t && s[U_LOC + u] === s[H_BATTLE]) n++;
  return n;
}

function modeText(mask: number): string {
  const parts: string[] = [];
  if (mask & M_ROAD) parts.push('road');
  if (mask & M_RAIL) parts.push('rail');
  if (mask & M_RIVER) parts.push('river');
  if (mask & M_POTOMAC) parts.push('Potomac');
  return parts.join('/');
}

export function describeAction(c: AhdContent, s: S, a: number): string {
  const op = A.opOf(a);
  const name = (b: number): string => c.boxName[b] ?? `box ${b}`;
  const phase = s[H_PHASE];
  switch (op) {
    case A.OP_DONE:
      if (a === A.AUTOFIRE) break;
      switch (phase) {
        case PH_MOVE:
          return 'End movement';
        case PH_WITHDRAW:
          return 'Stand and fight';
        case PH_PRE_FIRE:
          return 'Stay and fire (no more reinforcements)';
        case PH_BATTLE_PROMO:
        case PH_PROMOTE:
          return 'No promotion';
        case PH_RECRUIT:
          return 'End recruitment';
        default:
          return 'Done';
      }
    case A.OP_MOVE:
      return describeMove(c, s, a);
    case A.OP_ENTRENCH:
      return `Entrench in ${name(A.boxOf(a))}`;
    case A.OP_SEA:
      return `Sea move ${A.mvCount(a)} ${clsText(A.mvCls(a))} ${name(A.mvFrom(a))}→${name(A.mvTo(a))}`;
    case A.OP_INVADE:
      return `Naval invasion: ${A.mvCount(a)} ${clsText(A.mvCls(a))} Washington→${name(A.mvTo(a))}`;
    case A.OP_RECOVER:
      return `Recover a reduced ${TYPE_CODES[A.clsType(A.extraOf(a))]} in ${name(A.boxOf(a))}`;
    case A.OP_BATTLE:
      return `Fight the battle at ${name(A.boxOf(a))}`;
    case A.OP_WITHDRAW:
      return `Withdraw the cavalry to ${name(A.boxOf(a))}`;
    case A.OP_RETREAT:
      return A.extraOf(a) ? `Evacuate by sea to ${name(A.boxOf(a))}` : `Retreat to ${name(A.boxOf(a))}`;
    case A.OP_REINFORCE: {
      const b = s[H_BATTLE]!;
      const k = A.rfNbr(a);
      const from = b >= 0 ? c.adjTo[c.adjStart[b]! + k] : undefined;
      return `Reinforce with 1 ${clsText(A.rfCls(a))} from ${from === undefined ? `neighbour ${k}` : name(from)}`;
    }
    case A.OP_TARGET:
      return describeTarget(c, s, a);
    case A.OP_PROMOTE: {
      // The class says whether the unit is reduced: a full and a reduced unit are two choices.
      const t = A.clsType(A.extraOf(a));
      const red = A.clsReduced(A.extraOf(a)) ? 'reduced ' : '';
      return `Promote ${red}${TYPE_CODES[t]}→${TYPE_CODES[t + 1] ?? '?'} in ${name(A.boxOf(a))}`;
    }
    case A.OP_RECRUIT:
      return `Recruit ${A.extraOf(a) ? 'Mc' : 'Mi'} in ${name(A.boxOf(a))}`;
  }
  if (a === A.AUTOFIRE) return 'Fire, aiming each remaining unit at the target it is likeliest to hurt';
  return `action ${a}`;
}

/** A MOVE: the units, and the route the March takes with its modes (R4.0-R4.5). */
function describeMove(c: AhdContent, s: S, a: number): string {
  const name = (b: number): string => c.boxName[b] ?? `box ${b}`;
  const from = A.mvFrom(a);
  const to = A.mvTo(a);
  const side = s[H_SIDE]!;
  const found =
    from < c.nb && to < c.nb ? moveRoute(c, s, side, from, to, A.mvEntry(a), A.clsType(A.mvCls(a))) : -1;
  let path = `${name(from)}→${name(to)}`;
  let how = '';
  if (found >= 0) {
    const r = found >> 2;
    const len = c.routeLen[r]!;
    const boxes = [from];
    const legs: number[] = [];
    let common = 15;
    for (let i = 0; i < len; i++) {
      boxes.push(c.routeBox[3 * r + i]!);
      legs.push(c.routeMode[3 * r + i]!);
      common &= c.routeMode[3 * r + i]!;
    }
    path = boxes.map(name).join('→');
    const modes = common ? modeText(common) : legs.map(modeText).join('+');
    how = ` (${modes}${(found & 3) === 2 ? ', jump' : ''})`;
  }
  return `Move ${A.mvCount(a)} ${clsText(A.mvCls(a))} ${path}${how}`;
}

/** A target: the firing type, the target unit and the modified Combat Value it hits with (R5.3). */
function describeTarget(c: AhdContent, s: S, a: number): string {
  const t = A.tgSlot(a);
  const firer = A.tgFirer(a);
  const st = s[U_ST + t] ?? 0;
  const bits = [
    st & ST_REDUCED ? 'reduced' : '',
    st & ST_ENTRENCHED ? 'entrenched' : '',
    st & ST_CROSSED ? 'river-crossing' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const v = t < c.nu ? Math.max(0, Math.min(6, fireValue(c, s, firer, t, s[H_BPART] === 0))) : 0;
  // Interchangeable targets are listed once (combat.ts targetKey); they differ by the shots
  // already aimed at them, which the text says instead of a slot number.
  const aimed = aimedAt(c, s, t);
  const already = aimed ? `, already aimed at by ${aimed}` : '';
  return `Aim a ${TYPE_CODES[firer]} at ${bits ? bits + ' ' : ''}${TYPE_CODES[c.slotType[t] ?? 0]} (${needText(v)}${already})`;
}

/** Units of `side` in box b as '2Vi 1Vi* 1Mc' (* entrenched, ' reduced). */
export function stackText(c: AhdContent, s: S, b: number, side: number): string {
  const parts: string[] = [];
  for (let type = 0; type < NTYPES; type++) {
    const groups = new Map<string, number>();
    const a0 = c.typeStart[side * NTYPES + type]!;
    for (let u = a0; u < a0 + c.typeCount[side * NTYPES + type]!; u++) {
      if (s[U_LOC + u] !== b) continue;
      const st = s[U_ST + u]!;
      const key = `${TYPE_CODES[type]}${st & ST_REDUCED ? "'" : ''}${st & ST_ENTRENCHED ? '*' : ''}`;
      groups.set(key, (groups.get(key) ?? 0) + 1);
    }
    for (const [k, n] of groups) parts.push(`${n}${k}`);
  }
  return parts.join(' ');
}

export function offMap(c: AhdContent, s: S, side: number, loc: number): string {
  const parts: string[] = [];
  for (let type = 0; type < NTYPES; type++) {
    let n = 0;
    const a0 = c.typeStart[side * NTYPES + type]!;
    for (let u = a0; u < a0 + c.typeCount[side * NTYPES + type]!; u++) if (s[U_LOC + u] === loc) n++;
    if (n) parts.push(`${n}${TYPE_CODES[type]}`);
  }
  return parts.join(' ') || '-';
}

export function headline(c: AhdContent, s: S): string {
  const turn = s[CH_TURN]!;
  const side = s[H_SIDE]!;
  let line = `Turn ${turn} (${turnLabel(turn)}) ${SIDE_NAME[side]} Player Turn — ${PHASE_NAME[s[H_PHASE]!] ?? 'game over'}`;
  if (s[H_PHASE] === PH_MOVE) {
    const die = s[H_MARCH_DIE]!;
    line += `: ${s[H_MARCHES]} March(es) left${die ? ` (rolled ${die})` : ' (first turn: 2)'}`;
    if (s[H_ACTIVE]! >= 0) line += `, March in ${c.boxName[s[H_ACTIVE]!]}`;
  } else if (s[H_PHASE] === PH_RECRUIT) {
    line += `: ${s[H_RP]} Recruitment Point(s) left (rolled ${s[H_RECRUIT_DIE]})`;
  } else if (s[H_PHASE] === PH_PROMOTE) {
    line += `: ${s[H_PROMOS]} promotion(s)`;
  } else if (s[H_BATTLE]! >= 0) {
    const who = s[H_PHASE] === PH_BATTLE_PROMO ? s[H_BWINNER]! : actingSide(s);
    line += ` at ${c.boxName[s[H_BATTLE]!]}, round ${s[H_ROUND]}, ${SIDE_NAME[who]} to decide`;
  }
  return line;
}

export function renderState(c: AhdContent, s: S): string {
  const lines: string[] = [];
  lines.push(
    s[CH_TERMINAL] ? `Game over after turn ${s[CH_TURN]} (${turnLabel(s[CH_TURN]!)})` : headline(c, s),
  );
  lines.push(
    `Army Maximum: Union ${s[H_AM + USA]}, Confederate ${s[H_AM + 1]} (difference ${s[H_AM]! - s[H_AM + 1]!})`,
  );
  for (let side = 0; side < 2; side++) {
    lines.push(
      `${SIDE_NAME[side]}: pool ${offMap(c, s, side, LOC_POOL)}; stock ${offMap(c, s, side, LOC_STOCK)}` +
        (side === USA ? `; draft hold ${offMap(c, s, side, LOC_DRAFT)}` : ''),
    );
  }
  for (let b = 0; b < c.nb; b++) {
    const u = countOf(s, b, 0);
    const k = countOf(s, b, 1);
    const ctrl = ctrlOf(s, b);
    const off = ctrl !== c.colour[b];
    if (!u && !k && !off) continue;
    const flag =
      ctrl < 0 ? 'neutral' : `${SIDES[ctrl]}${claimOf(s, b) && ctrl !== c.colour[b] ? ' (marker)' : ''}`;
    const stacks = [u ? `USA ${stackText(c, s, b, 0)}` : '', k ? `CSA ${stackText(c, s, b, 1)}` : '']
      .filter(Boolean)
      .join(' | ');
    lines.push(`  ${c.boxName[b]} [${flag}]${stacks ? ': ' + stacks : ''}${u && k ? '  (battle)' : ''}`);
  }
  lines.push("  (* entrenched, ' reduced)");
  return lines.join('\n');
}

/**
 * What `viewer` sees: everything, since the game has no hidden information (R4.0 "Players are always
 * free to inspect their opponent's forces"). `compact`: the headline, the Army Maximum, each side's
 * stacks on one wrapped paragraph, the contested boxes and the boxes whose control differs from their
 * colour; the full picture is `renderState`.
 */
export function viewState(c: AhdContent, s: S, _viewer: number, compact: boolean): string {
  if (!compact) return renderState(c, s);
  const lines: string[] = [];
  lines.push(
    s[CH_TERMINAL] ? `Game over after turn ${s[CH_TURN]} (${turnLabel(s[CH_TURN]!)})` : headline(c, s),
  );
  lines.push(
    `Army Maximum: Union ${s[H_AM + USA]}, Confederate ${s[H_AM + 1]} (difference ${s[H_AM]! - s[H_AM + 1]!})`,
  );
  const contested: string[] = [];
  const changed: string[] = [];
  for (let side = 0; side < 2; side++) {
    const stacks: string[] = [];
    for (let b = 0; b < c.nb; b++)
      if (countOf(s, b, side)) stacks.push(`${c.boxName[b]} ${stackText(c, s, b, side)}`);
    lines.push(...wrap(`${SIDES[side]!.toUpperCase()}: ${stacks.join(' · ') || '-'}`, 110, '     '));
  }
  for (let b = 0; b < c.nb; b++) {
    if (countOf(s, b, 0) && countOf(s, b, 1)) contested.push(c.boxName[b]!);
    const ctrl = ctrlOf(s, b);
    if (ctrl !== c.colour[b]) changed.push(`${c.boxName[b]} (${ctrl < 0 ? 'neutral' : SIDES[ctrl]})`);
  }
  if (contested.length) lines.push(...wrap(`Battles: ${contested.join(' · ')}`, 110, '     '));
  if (changed.length) lines.push(...wrap(`Control changed: ${changed.join(' · ')}`, 110, '     '));
  return lines.join('\n');
}

/** Break `text` at ' · ' separators into lines of at most `width` characters (longer items stay whole). */
function wrap(text: string, width: number, indent: string): string[] {
  const parts = text.split(' · ');
  const out: string[] = [];
  let line = parts[0]!;
  for (const p of parts.slice(1)) {
    if (line.length + 3 + p.length > width) {
      out.push(line + ' ·');
      line = indent + p;
    } else line += ' · ' + p;
  }
  out.push(line);
  return out;
}

export function observeState(c: AhdContent, s: S, viewer: number): JsonValue {
  // Perfect information (R4.0 "Players are always free to inspect their opponent's forces").
  const boxes: JsonValue[] = [];
  for (let b = 0; b < c.nb; b++) {
    const units: JsonValue[] = [];
    for (let u = 0; u < c.nu; u++) {
      if (s[U_LOC + u] !== b) continue;
      const st = s[U_ST + u]!;
      units.push({
        side: SIDES[c.slotSide[u]!]!,
        type: TYPE_CODES[c.slotType[u]!]!,
        reduced: (st & ST_REDUCED) !== 0,
        entrenched: (st & ST_ENTRENCHED) !== 0,
        marchesUsed: usedOf(st),
        target: s[U_TGT + u]!,
      });
    }
    const ctrl = ctrlOf(s, b);
    boxes.push({ id: c.boxId[b]!, control: ctrl < 0 ? null : SIDES[ctrl]!, marker: claimOf(s, b), units });
  }
  return {
    viewer: SIDES[viewer] ?? null,
    turn: s[CH_TURN]!,
    label: turnLabel(s[CH_TURN]!),
    phasing: SIDES[s[H_SIDE]!]!,
    phase: PHASE_NAME[s[H_PHASE]!] ?? 'over',
    marches: s[H_MARCHES]!,
    armyMaximum: { usa: s[H_AM]!, csa: s[H_AM + 1]! },
    boxes,
  };
}

/**
 * What an action (and the automatic steps after it) changed: new turns and dice, battle losses,
 * retreats, captures, promotions and recruits, and the end of the game.
 */
export function narrate(c: AhdContent, before: S, after: S, action?: number): string[] {
  const out: string[] =
    action === undefined
      ? []
      : battleLines(c, before, after, action, (s, b, side) => stackText(c, s, b, side));
  const unitName = (u: number): string => `${SIDE_NAME[c.slotSide[u]!]} ${TYPE_CODES[c.slotType[u]!]}`;
  // Losses and hits.
  const losses: string[] = [];
  const hits: string[] = [];
  for (let u = 0; u < c.nu; u++) {
    const l0 = before[U_LOC + u]!;
    const l1 = after[U_LOC + u]!;
    if (l0 < c.nb && l1 >= c.nb && (l1 === LOC_POOL || l1 === LOC_STOCK)) {
      // Off the map: eliminated, or replaced by promotion (then a higher grade appears in l0).
      let promoted = false;
      for (let v = 0; v < c.nu; v++) {
        if (
          v !== u &&
          before[U_LOC + v]! >= c.nb &&
          after[U_LOC + v] === l0 &&
          c.slotType[v] === c.slotType[u]! + 1 &&
          c.slotSide[v] === c.slotSide[u]
        )
          promoted = true;
      }
      if (!promoted) losses.push(`${unitName(u)} eliminated at ${c.boxName[l0]}`);
    } else if (l0 < c.nb && l0 === l1 && !(before[U_ST + u]! & ST_REDUCED) && after[U_ST + u]! & ST_REDUCED) {
      hits.push(`${unitName(u)} reduced at ${c.boxName[l0]}`);
    } else if (l0 >= c.nb && l1 < c.nb && (l0 === LOC_STOCK || l0 === LOC_POOL)) {
      const promoted = c.slotType[u]! % 3 !== 0;
      out.push(`${unitName(u)} ${promoted ? 'promoted' : 'recruited'} at ${c.boxName[l1]}`);
    }
  }
  out.push(...hits, ...losses);
  // Control.
  for (let b = 0; b < c.nb; b++) {
    const k0 = ctrlOf(before, b);
    const k1 = ctrlOf(after, b);
    if (k0 !== k1)
      out.push(
        k1 < 0 ? `${c.boxName[b]} reverts to neutral` : `${SIDE_NAME[k1]} now controls ${c.boxName[b]}`,
      );
  }
  if (before[H_AM] !== after[H_AM] || before[H_AM + 1] !== after[H_AM + 1]) {
    out.push(`Army Maximum: Union ${after[H_AM]}, Confederate ${after[H_AM + 1]}`);
  }
  if (after[CH_TERMINAL]) return out;
  // New Player Turn and its dice.
  if (before[CH_TURN] !== after[CH_TURN] || before[H_SIDE] !== after[H_SIDE]) {
    const die = after[H_MARCH_DIE]!;
    out.push(
      `${turnLabel(after[CH_TURN]!)} ${SIDE_NAME[after[H_SIDE]!]} Player Turn: ${die ? `march die ${die}, ` : ''}${after[H_MARCHES]} March(es)`,
    );
  }
  if (after[H_PHASE] === PH_RECRUIT && before[H_PHASE] !== PH_RECRUIT) {
    out.push(
      `${SIDE_NAME[after[H_SIDE]!]} recruitment die ${after[H_RECRUIT_DIE]}: ${after[H_RP]} Recruitment Point(s)`,
    );
  }
  return out;
}
