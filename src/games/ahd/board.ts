/**
 * The board scene of A House Divided (core/board.ts): the 129 boxes at their map.json coordinates
 * with their printed colour, Recruitment City shields, forts and ports; the road, rail and river
 * connections; each side's units in a box as counters grouped by type and status (count, Combat
 * Value); control markers where control differs from the printed colour (R8.0); the battle and March
 * boxes; the turn, the Army Maximums and the pools. The game has no hidden information (R4.0), so
 * every viewer sees the same scene, with the pending decision for the side that decides.
 *
 * The backdrop (`content/<pack>/backdrop.svg`, drawn from ../shared/data/geo by
 * src/web/tools/backdrop.ts) is in the same coordinates.
 */
import type { BoardScene, Counter, Edge, Marker, Place, SceneAction, ScoreItem } from '../../core/board.js';
import * as A from './actions.js';
import { M_POTOMAC, M_RAIL, M_RIVER, M_ROAD, type AhdContent } from './content.js';
import { headline, offMap } from './describe.js';
import { legalActions, toMove } from './flow.js';
import {
  H_ACTIVE,
  H_AM,
  H_BATTLE,
  H_END_TURN,
  H_PHASE,
  CH_TERMINAL,
  CH_TURN,
  LOC_POOL,
  LOC_STOCK,
  PH_BATTLE_PROMO,
  PH_MOVE,
  PH_PICK_BATTLE,
  PH_PRE_FIRE,
  PH_PROMOTE,
  PH_RECRUIT,
  PH_TARGET,
  PH_WITHDRAW,
  ST_ENTRENCHED,
  ST_REDUCED,
  TYPE_CODES,
  U_LOC,
  U_ST,
  USA,
} from './layout.js';
import { countOf, ctrlOf, turnLabel, type S } from './state.js';

const SIDES = [
  { id: 'usa', name: 'Union' },
  { id: 'csa', name: 'Confederacy' },
];
const TYPE_NAMES = ['Militia', 'Veteran', 'Crack', 'Militia cavalry', 'Veteran cavalry', 'Crack cavalry'];
const MARGIN = 90;
const BOX = { w: 104, h: 76 };

const PROMPTS: Record<number, string> = {
  [PH_MOVE]: 'Movement: pick a stack, then where it goes; or entrench, or end movement',
  [PH_PICK_BATTLE]: 'Combat: pick the next battle',
  [PH_WITHDRAW]: 'Your cavalry is attacked: withdraw it, or stand and fight',
  [PH_PRE_FIRE]: 'Battle: retreat, bring a reinforcement from a neighbouring box, or stay and fire',
  [PH_TARGET]: 'Battle: aim your units at enemy units (click one), or fire with the automatic aim',
  [PH_BATTLE_PROMO]: 'Battle won: promote one unit that fought, or none',
  [PH_PROMOTE]: 'Promotions: promote a unit',
  [PH_RECRUIT]: 'Recruitment: recruit militia in your Recruitment Cities',
};

/** Counter id of the units of (side, type, reduced, entrenched) in box b. */
const counterId = (c: AhdContent, b: number, side: number, type: number, red: number, ent: number): string =>
  `${c.boxId[b]}:${side}:${TYPE_CODES[type]}${red ? 'r' : ''}${ent ? 'e' : ''}`;

function places(c: AhdContent): Place[] {
  const out: Place[] = [];
  for (let b = 0; b < c.nb; b++) {
    const notes: string[] = [];
    const sh = [c.shield[2 * b]!, c.shield[2 * b + 1]!];
    if (sh[0]! || sh[1]!) notes.push(`Recruitment City, value ${Math.max(sh[0]!, sh[1]!)}`);
    if (c.victoryCity[b]) notes.push('one of the seven cities of the Union victory (R10.0)');
    if (c.port[b]) notes.push('port');
    if (c.perm[b]) notes.push('permanent entrenchment');
    out.push({
      id: c.boxId[b]!,
      name: c.boxName[b]!,
      shape: 'box',
      x: c.boxX[b]! + MARGIN,
      y: c.boxY[b]! + MARGIN,
      owner: c.colour[b]!,
      ...(notes.length ? { note: notes.join('; ') } : {}),
    });
  }
  return out;
}

function modes(mask: number): string[] {
  const out: string[] = [];
  if (mask & M_ROAD) out.push('road');
  if (mask & M_RAIL) out.push('rail');
  if (mask & M_RIVER) out.push('river');
  if (mask & M_POTOMAC) out.push('potomac');
  return out;
}

function edges(c: AhdContent): Edge[] {
  const out: Edge[] = [];
  for (let b = 0; b < c.nb; b++) {
    for (let j = c.adjStart[b]!; j < c.adjStart[b + 1]!; j++) {
      const to = c.adjTo[j]!;
      if (to > b) out.push({ a: c.boxId[b]!, b: c.boxId[to]!, kinds: modes(c.adjMode[j]!) });
    }
  }
  return out;
}

/** The units on the map as counters: one per (box, side, type, reduced, entrenched). */
function counters(c: AhdContent, s: S): Counter[] {
  const groups = new Map<string, { b: number; side: number; type: number; st: number; n: number }>();
  for (let u = 0; u < c.nu; u++) {
    const b = s[U_LOC + u]!;
    if (b < 0 || b >= c.nb) continue;
    const st = s[U_ST + u]!;
    const side = c.slotSide[u]!;
    const type = c.slotType[u]!;
    const id = counterId(c, b, side, type, st & ST_REDUCED ? 1 : 0, st & ST_ENTRENCHED ? 1 : 0);
    const g = groups.get(id);
    if (g) g.n++;
    else groups.set(id, { b, side, type, st, n: 1 });
  }
  const out: Counter[] = [];
  for (const [id, g] of groups) {
    const flags: string[] = [];
    if (g.st & ST_REDUCED) flags.push('reduced');
    if (g.st & ST_ENTRENCHED) flags.push('entrenched');
    const words = `${g.n} ${SIDES[g.side]!.name} ${TYPE_NAMES[g.type]}${flags.length ? ` (${flags.join(', ')})` : ''}`;
    out.push({
      id,
      place: c.boxId[g.b]!,
      side: g.side,
      label: TYPE_CODES[g.type]!,
      value: String(c.combatValue[g.type]),
      ...(g.n > 1 ? { count: g.n } : {}),
      ...(flags.length ? { flags } : {}),
      title: `${words}, Combat Value ${c.combatValue[g.type]}`,
    });
  }
  return out;
}

function markers(c: AhdContent, s: S): Marker[] {
  const out: Marker[] = [];
  for (let b = 0; b < c.nb; b++) {
    const id = c.boxId[b]!;
    const sh = [c.shield[2 * b]!, c.shield[2 * b + 1]!];
    for (let side = 0; side < 2; side++)
      if (sh[side]) out.push({ place: id, kind: 'shield', side, label: String(sh[side]) });
    if (c.perm[b]) out.push({ place: id, kind: 'fort' });
    if (c.port[b]) out.push({ place: id, kind: 'port' });
    const k = ctrlOf(s, b);
    // R8.0: a control marker where control differs from the printed colour.
    if (k !== c.colour[b]) out.push({ place: id, kind: 'control', side: k });
    if (countOf(s, b, 0) && countOf(s, b, 1)) out.push({ place: id, kind: 'battle' });
  }
  if (s[H_BATTLE]! >= 0) out.push({ place: c.boxId[s[H_BATTLE]!]!, kind: 'current-battle' });
  if (s[H_ACTIVE]! >= 0 && s[H_PHASE] === PH_MOVE) out.push({ place: c.boxId[s[H_ACTIVE]!]!, kind: 'march' });
  return out;
}

function score(c: AhdContent, s: S): ScoreItem[] {
  const turn = s[CH_TURN]!;
  const out: ScoreItem[] = [
    {
      label: 'Turn',
      value: `${turn} (${turnLabel(turn)}) of ${s[H_END_TURN]} (${turnLabel(s[H_END_TURN]!)})`,
    },
    { label: 'Army Maximum', value: `Union ${s[H_AM + USA]} · Confederacy ${s[H_AM + 1]}` },
  ];
  for (let side = 0; side < 2; side++) {
    out.push({
      label: `${SIDES[side]!.name} off the map`,
      value: `pool ${offMap(c, s, side, LOC_POOL)} · stock ${offMap(c, s, side, LOC_STOCK)}`,
      side,
    });
  }
  return out;
}

/** The places an action touches, in click order (core/board.ts SceneAction). */
function touches(c: AhdContent, s: S, a: number): string[] {
  const id = (b: number): string => c.boxId[b] ?? '';
  switch (A.opOf(a)) {
    case A.OP_MOVE:
    case A.OP_SEA:
      return [id(A.mvFrom(a)), id(A.mvTo(a))];
    case A.OP_INVADE:
      return [id(c.washington), id(A.mvTo(a))];
    case A.OP_ENTRENCH:
    case A.OP_BATTLE:
    case A.OP_WITHDRAW:
    case A.OP_RETREAT:
    case A.OP_RECOVER:
    case A.OP_PROMOTE:
    case A.OP_RECRUIT:
      return [id(A.boxOf(a))];
    case A.OP_REINFORCE: {
      const b = s[H_BATTLE]!;
      const from = b >= 0 ? c.adjTo[c.adjStart[b]! + A.rfNbr(a)] : undefined;
      return from === undefined ? [] : [id(from)];
    }
    case A.OP_TARGET: {
      const t = A.tgSlot(a);
      const st = s[U_ST + t]!;
      const b = s[H_BATTLE]!;
      return [
        counterId(c, b, c.slotSide[t]!, c.slotType[t]!, st & ST_REDUCED ? 1 : 0, st & ST_ENTRENCHED ? 1 : 0),
      ];
    }
    default:
      return [];
  }
}

const scratch = new Int32Array(16384);

function decision(c: AhdContent, s: S): BoardScene['decision'] {
  const n = legalActions(c, s, scratch);
  const actions: SceneAction[] = [];
  for (let i = 0; i < n; i++) actions.push({ action: scratch[i]!, touches: touches(c, s, scratch[i]!) });
  return { side: toMove(s), prompt: PROMPTS[s[H_PHASE]!] ?? 'Decide', actions };
}

/** The parts of a scene that never change in a pack: places, edges, size. */
interface Static {
  readonly places: Place[];
  readonly edges: Edge[];
  readonly width: number;
  readonly height: number;
}
const statics = new WeakMap<AhdContent, Static>();
function staticParts(c: AhdContent): Static {
  let st = statics.get(c);
  if (!st) {
    let maxX = 0;
    let maxY = 0;
    for (let b = 0; b < c.nb; b++) {
      maxX = Math.max(maxX, c.boxX[b]!);
      maxY = Math.max(maxY, c.boxY[b]!);
    }
    const size = { width: Math.ceil(maxX + 2 * MARGIN), height: Math.ceil(maxY + 2 * MARGIN) };
    st = { places: places(c), edges: edges(c), ...size };
    statics.set(c, st);
  }
  return st;
}

/** The scene for `viewer` (-1: a spectator; the decision is shown to the side that decides). */
export function boardScene(c: AhdContent, s: S, viewer: number): BoardScene {
  const st = staticParts(c);
  const over = s[CH_TERMINAL] === 1;
  const deciding = over ? -1 : toMove(s);
  const title = over ? `Game over after turn ${s[CH_TURN]} (${turnLabel(s[CH_TURN]!)})` : headline(c, s);
  return {
    game: 'ahd',
    viewer,
    sides: SIDES,
    width: st.width,
    height: st.height,
    boxSize: BOX,
    backdrop: 'backdrop.svg',
    title,
    score: score(c, s),
    places: st.places,
    edges: st.edges,
    counters: counters(c, s),
    markers: markers(c, s),
    ...(deciding >= 0 && deciding === viewer ? { decision: decision(c, s) } : {}),
  };
}
