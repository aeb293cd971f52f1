/**
 * The board scene of The U.S. Civil War (core/board.ts): the land hexes of the PROVISIONAL map with
 * their rulebook ids (h + RRCC), terrain, towns and Resource values; the spaces (Coastal Forts,
 * boxes) beside the hex they link to; navigable and minor rivers, mountain and pass hexsides along
 * their hexsides, railroads between hex centres; each side's SPs per hex as one counter and each
 * General as a counter of the same group; Control markers, forts, entrenchments, Demoralization;
 * the turn, VP against the Benchmark and the hands (the viewer's by type, the other's only by size,
 * 18.2). The scene carries nothing `observe(s, viewer)` hides.
 */
import type {
  BoardScene,
  Counter,
  Edge,
  HexGrid,
  Marker,
  Place,
  SceneAction,
  ScoreItem,
} from '../../core/board.js';
import { hexCenter } from '../../core/board.js';
import { CH_TERMINAL, CH_TURN } from '../../core/header.js';
import * as A from './actions.js';
import type { UscwContent } from './content.js';
import { legalActions, toMove } from './flow.js';
import { A_CG, A_NODE, A_ON, G_AP, G_DEC, G_DECSIDE, G_PHASE, SIDE_NAMES } from './layout.js';
import {
  EF_MINOR,
  EF_MOUNTAIN,
  EF_NAV,
  EF_PASS,
  EF_RAIL,
  NF_CF,
  NF_CITY,
  NF_OBJ,
  NF_PORT,
  NF_RES,
  T_MARSH,
  T_MOUNTAIN,
  T_SWAMP,
  T_WOODS,
} from './mapmodel.js';
import { OPT_OPEN_HANDS, opt } from './options.js';
import { PHASE_NAMES } from './phase.js';
import {
  CARD_NAMES,
  demor,
  entrench,
  fortLevel,
  fortOwner,
  genRank,
  gensAt,
  hand,
  handSize,
  marker,
  sp,
  type S,
} from './state.js';
import { benchmark, csaVp, unionVp } from './victory.js';

const SIDES = [
  { id: 'usa', name: 'Union' },
  { id: 'csa', name: 'Confederacy' },
];
const SIZE = 18;
const MARGIN = 40;
const TERRAIN: Record<number, string> = {
  [T_WOODS]: 'forest',
  [T_MOUNTAIN]: 'mountain',
  [T_MARSH]: 'swamp',
  [T_SWAMP]: 'water',
};

/** Place id of node n: 'h2722' for a hex, the space's name otherwise. */
export function placeId(c: UscwContent, n: number): string {
  const m = c.map;
  return n < m.nh ? `h${String(m.grid.id(m.hexOfNode[n]!)).padStart(4, '0')}` : m.name[n]!;
}

function gridOf(c: UscwContent): HexGrid {
  const g = c.map.grid.spec;
  const w = Math.sqrt(3) * SIZE;
  return {
    size: SIZE,
    orientation: 'pointy',
    offset: 'even',
    originX: MARGIN - g.firstCol * w,
    originY: MARGIN - g.firstRow * 1.5 * SIZE,
  };
}

function hexNote(c: UscwContent, n: number): string | undefined {
  const f = c.map.flags[n]!;
  const words: string[] = [];
  if (f & NF_CITY) words.push('City');
  if (f & NF_OBJ) words.push('Objective');
  if (f & NF_RES) words.push(`Resource ${c.map.bp[n]} BP`);
  if (f & NF_PORT) words.push('port');
  return words.length ? words.join(', ') : undefined;
}

function places(c: UscwContent, grid: HexGrid): Place[] {
  const m = c.map;
  const out: Place[] = [];
  for (let n = 0; n < m.nn; n++) {
    const note = hexNote(c, n);
    if (n < m.nh) {
      const h = m.hexOfNode[n]!;
      const col = m.grid.col(h);
      const row = m.grid.row(h);
      out.push({
        id: placeId(c, n),
        name: m.name[n] === m.label[n] ? m.label[n]! : `${m.name[n]} (${m.label[n]})`,
        shape: 'hex',
        ...hexCenter(grid, col, row),
        col,
        row,
        terrain: TERRAIN[m.terrain[n]!] ?? 'clear',
        ...(note ? { note } : {}),
      });
      continue;
    }
    // a space (Coastal Fort, box) beside the first hex it links to
    let at = { x: MARGIN, y: MARGIN };
    for (let e = m.adjStart[n]!; e < m.adjStart[n + 1]!; e++) {
      const v = m.adjTo[e]!;
      if (v >= m.nh) continue;
      const h = m.hexOfNode[v]!;
      const p = hexCenter(grid, m.grid.col(h), m.grid.row(h));
      at = { x: p.x + SIZE * 0.9, y: p.y - SIZE * 0.9 };
      break;
    }
    out.push({
      id: placeId(c, n),
      name: m.name[n]!,
      shape: 'city',
      ...at,
      note: m.flags[n]! & NF_CF ? 'Coastal Fort' : 'space',
    });
  }
  return out;
}

function edgeKinds(f: number): { side: string[]; line: string[] } {
  const side: string[] = [];
  if (f & EF_NAV) side.push('river');
  else if (f & EF_MINOR) side.push('minor-river');
  if (f & EF_MOUNTAIN) side.push(f & EF_PASS ? 'pass' : 'mountain');
  return { side, line: f & EF_RAIL ? ['rail'] : [] };
}

function edges(c: UscwContent): Edge[] {
  const m = c.map;
  const out: Edge[] = [];
  for (let n = 0; n < m.nh; n++) {
    for (let e = m.adjStart[n]!; e < m.adjStart[n + 1]!; e++) {
      const v = m.adjTo[e]!;
      if (v <= n || v >= m.nh) continue;
      const k = edgeKinds(m.adjFlags[e]!);
      const a = placeId(c, n);
      const b = placeId(c, v);
      if (k.side.length) out.push({ a, b, kinds: k.side, hexside: true });
      if (k.line.length) out.push({ a, b, kinds: k.line });
    }
  }
  return out;
}

const gbuf = new Int32Array(64);

/** Stack counter id of side's SPs in node n; Generals are `g:<id>`. */
const stackId = (c: UscwContent, n: number, side: number): string => `${placeId(c, n)}:${SIDES[side]!.id}`;

function counters(c: UscwContent, s: S): Counter[] {
  const out: Counter[] = [];
  for (let n = 0; n < c.map.nn; n++) {
    for (const side of [0, 1]) {
      const k = sp(c, s, n, side);
      const ng = gensAt(c, s, n, side, gbuf);
      if (k === 0 && ng === 0) continue;
      const group = stackId(c, n, side);
      const flags = demor(c, s, n, side) ? ['demoralized'] : [];
      if (k > 0)
        out.push({
          id: group,
          place: placeId(c, n),
          side,
          label: 'SP',
          value: String(k),
          ...(flags.length ? { flags } : {}),
          title: `${k} ${SIDE_NAMES[side]} SP${flags.length ? ' (Demoralized)' : ''}`,
          group,
        });
      for (let i = 0; i < ng; i++) {
        const g = c.gens[gbuf[i]!]!;
        const stars = genRank(c, s, gbuf[i]!);
        out.push({
          id: `g:${g.id}`,
          place: placeId(c, n),
          side,
          label: g.name,
          value: '★'.repeat(stars),
          title: `${g.name}, ${stars}-star, Attack ${g.att}, Defense ${g.def}, MA ${g.ma}${g.cautious ? ', Cautious' : ''}${g.cav ? ', cavalry' : ''}`,
          group,
        });
      }
    }
  }
  return out;
}

function markers(c: UscwContent, s: S): Marker[] {
  const out: Marker[] = [];
  for (let n = 0; n < c.map.nn; n++) {
    const id = placeId(c, n);
    const mk = marker(c, s, n);
    if (mk >= 0) out.push({ place: id, kind: 'control', side: mk });
    const f = fortLevel(c, s, n);
    if (f > 0) out.push({ place: id, kind: 'fort', side: fortOwner(c, s, n), label: `F${f}` });
    const e = entrench(c, s, n);
    if (e >= 0) out.push({ place: id, kind: 'entrenchment', side: e });
    if (c.map.flags[n]! & NF_RES) out.push({ place: id, kind: 'objective', label: String(c.map.bp[n]) });
  }
  if (s[A_ON]) out.push({ place: placeId(c, s[A_NODE]!), kind: 'march' });
  return out;
}

function score(c: UscwContent, s: S, viewer: number): ScoreItem[] {
  const out: ScoreItem[] = [
    { label: 'Turn', value: `${s[CH_TURN]}` },
    { label: 'VP', value: `Union ${unionVp(c, s)} · CSA ${csaVp(s)} · Benchmark ${benchmark(c, s)}` },
  ];
  for (const side of [0, 1]) {
    const open = side === viewer || opt(s, OPT_OPEN_HANDS);
    const value = open
      ? CARD_NAMES.map((name, t) => `${name} ${hand(s, side, t)}`).join(', ')
      : `${handSize(s, side)} cards`;
    out.push({ label: `${SIDE_NAMES[side]} hand`, value, side });
  }
  return out;
}

/** The places and counters an action touches, in click order (core/board.ts SceneAction). */
function touches(c: UscwContent, s: S, a: number): string[] {
  const x = A.xOf(a);
  switch (A.opOf(a)) {
    case A.OP_ACT_GEN:
      return [`g:${c.gens[x]!.id}`];
    case A.OP_ACT_SP:
      return [stackId(c, x, s[G_DECSIDE]!)];
    case A.OP_STEP:
    case A.OP_STEP_ASSIST:
    case A.OP_RAILMOVE:
    case A.OP_AVOID_TO:
    case A.OP_RETREAT_TO:
    case A.OP_PLACE:
    case A.OP_SM_TO:
    case A.OP_NAV_TO:
    case A.OP_RALLY:
    case A.OP_ENTRENCH:
    case A.OP_FORT:
    case A.OP_DISPERSE:
    case A.OP_SUPPLYCARD:
    case A.OP_R_INTERCEPT:
    case A.OP_REGROUP:
      return x < c.map.nn ? [placeId(c, x)] : [];
    case A.OP_NAVAL:
    case A.OP_SM_FROM:
      return [stackId(c, x, s[G_DECSIDE]!)];
    default:
      return [];
  }
}

const scratch = new Int32Array(16384);

function decision(c: UscwContent, s: S): BoardScene['decision'] {
  const n = legalActions(c, s, scratch);
  const actions: SceneAction[] = [];
  for (let i = 0; i < n; i++) actions.push({ action: scratch[i]!, touches: touches(c, s, scratch[i]!) });
  const what = A.DECISION_NAMES[s[G_DEC]!] ?? 'decide';
  const moving = s[A_ON] && s[A_CG]! >= 0 ? ` with ${c.gens[s[A_CG]!]!.name}` : '';
  return {
    side: toMove(s),
    prompt: `${PHASE_NAMES[s[G_PHASE]!]}: ${what}${moving} (${s[G_AP]} AP)`,
    actions,
  };
}

interface Static {
  readonly grid: HexGrid;
  readonly places: Place[];
  readonly edges: Edge[];
  readonly width: number;
  readonly height: number;
}
const statics = new WeakMap<UscwContent, Static>();
function staticParts(c: UscwContent): Static {
  let st = statics.get(c);
  if (!st) {
    const grid = gridOf(c);
    const ps = places(c, grid);
    const width = Math.ceil(Math.max(...ps.map((p) => p.x)) + MARGIN);
    const height = Math.ceil(Math.max(...ps.map((p) => p.y)) + MARGIN);
    st = { grid, places: ps, edges: edges(c), width, height };
    statics.set(c, st);
  }
  return st;
}

/** The scene for `viewer` (-1: a spectator; the decision is shown to the side that decides). */
export function boardScene(c: UscwContent, s: S, viewer: number): BoardScene {
  const st = staticParts(c);
  const over = s[CH_TERMINAL] === 1;
  const deciding = over ? -1 : toMove(s);
  const title = over
    ? `Game over after turn ${s[CH_TURN]}`
    : `Turn ${s[CH_TURN]}, ${PHASE_NAMES[s[G_PHASE]!]}: ${SIDE_NAMES[deciding] ?? '-'} to decide`;
  return {
    game: 'uscw',
    viewer,
    sides: SIDES,
    width: st.width,
    height: st.height,
    hex: st.grid,
    title,
    score: score(c, s, viewer),
    places: st.places,
    edges: st.edges,
    counters: counters(c, s),
    markers: markers(c, s),
    ...(deciding >= 0 && deciding === viewer ? { decision: decision(c, s) } : {}),
  };
}
