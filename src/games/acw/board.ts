/**
 * The board scene of American Civil War (core/board.ts): the 53 x 33 hex grid with SPI's CCRR
 * numbers (command control reads their last digit [11.0]), terrain, rivers along hexsides (with the
 * navigable and tidal ones told apart in the tooltip), the 1861 railroads, cities with their owner
 * and supply value, forts and ports; land Strength Points as one counter per hex and side (they are
 * counts, "like money" [3.2, 7.0]), leaders, naval and riverine units and USMRR units; the attack
 * being declared. The game has no hidden information, so every viewer sees the same scene, with the
 * pending decision for the side that decides.
 *
 * PROVISIONAL CONTENT: the map is the rebuilt one of content/provisional (README).
 */
import { CH_TERMINAL, CH_TURN, CH_VICTORY } from '../../core/header.js';
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
import * as A from './actions.js';
import type { AcwContent } from './content.js';
import { legalActions, toMove } from './flow.js';
import { EDGES, HEXES, NBR, ROWS, edgeHexes, hexLabel } from './grid.js';
import {
  C_NT,
  C_STAGE,
  C_TGT,
  CSA,
  FLEETS,
  G_AT_LARGE,
  G_PHASE,
  G_PHASING,
  G_SEA_LIFT,
  LEADERS,
  LF_FARRAGUT,
  N_BASE,
  P_KIND,
  RIVERINES,
  RV_BASE,
  SIDE_NAMES,
  U_BASE,
  USA,
  USMRRS,
} from './layout.js';
import { RIVER_NAV, RIVER_TIDAL, SB_FERRY, SB_RAIL, SB_RIVER, waterLabel } from './map.js';
import { cityOwner, intrinsic } from './places.js';
import {
  alive,
  fortOwner,
  fortSP,
  garrison,
  field,
  lFlags,
  lHex,
  lRating,
  leaderSide,
  occupant,
  type S,
} from './state.js';
import { VICTORY_TEXT, currentMargin, minimumGrid } from './victory.js';

const SIDES = [
  { id: 'usa', name: 'Union' },
  { id: 'csa', name: 'Confederacy' },
];
const TERRAIN = ['sea', 'clear', 'rough', 'swamp'] as const;
const RIVER_WORDS = ['', 'river', 'navigable river', 'tidal river'];

/** Flat-topped hexes, printed odd columns (index 0, 2, ...) half a hex north of the even ones [5.1]. */
export const GRID: HexGrid = { size: 30, orientation: 'flat', offset: 'odd', originX: 40, originY: 40 };

const PHASES = ['', 'Set-up', 'Leader A', 'Reinforcements', 'Movement', 'Combat'];
const PROMPTS: Record<number, string> = {
  1: 'Set-up: place Strength Points on a hex [19.1]',
  2: 'Set-up: place Leader A with a unit in Virginia [19.1]',
  3: 'Reinforcements: place the turn’s Strength Points [16]',
  4: 'Movement: pick up SP of a hex (or a leader, fleet, riverine, USMRR), then move them [5.1]',
  5: 'Combat: name a target, commit SP of adjacent hexes, then resolve [8.0]',
};
const PENDING: Record<number, string> = {
  1: 'Militia: place the state’s militia SP before the battle [15.2]',
  2: 'Retreat before combat, or stand [8.5]',
  3: 'Choose the column: reduce the differential voluntarily [8.6]',
  4: 'Take the loss from the city point or from army SP [13.1]',
  5: 'Advance after combat [8.43]',
  6: 'Create a new leader in a hex of the battle [11.32]',
};

export const hexPlaceId = (h: number): string => `h${hexLabel(h)}`;

/** The hex a water node is drawn on: the sea hex itself, the first hex of a river hexside. */
function waterHex(node: number): number {
  if (node >= 0 && node < HEXES) return node;
  if (node >= HEXES && node < HEXES + EDGES) return edgeHexes(node - HEXES)[0];
  return -1;
}

function hexNote(c: AcwContent, h: number): string {
  const m = c.map;
  const words = [`${m.stateCodes[m.state[h]!] ?? ''}`.replace('..', ''), TERRAIN[m.terrain[h]!]!];
  if (m.coastal[h]) words.push('coastal');
  if (m.rail[h]) words.push('rail');
  const k = m.city[h]!;
  if (k >= 0) {
    const ci = m.cities[k]!;
    words.push(`${ci.kind === 'port' ? 'port' : 'city'}, supply ${ci.supply.join('/')} (1861/62/63/64-65)`);
  }
  if (m.permFort[h]) words.push('permanent fort');
  for (let d = 0; d < 6; d++) {
    const r = m.side[h * 6 + d]! & SB_RIVER;
    if (r) words.push(`${RIVER_WORDS[r]} ${['N', 'NE', 'SE', 'S', 'SW', 'NW'][d]}`);
  }
  return words.filter((w) => w.length > 0).join(', ');
}

function hexName(c: AcwContent, h: number): string {
  const k = c.map.city[h]!;
  if (k >= 0) return `${hexLabel(h)} ${c.map.cities[k]!.name}`;
  for (const [name, at] of c.map.places) if (at === h) return `${hexLabel(h)} ${name}`;
  return hexLabel(h);
}

function places(c: AcwContent): Place[] {
  const out: Place[] = [];
  for (let h = 0; h < HEXES; h++) {
    const col = Math.floor(h / ROWS);
    const row = h % ROWS;
    const owner = c.map.stateSide[c.map.state[h]!]!;
    out.push({
      id: hexPlaceId(h),
      name: hexName(c, h),
      shape: 'hex',
      ...hexCenter(GRID, col, row),
      col,
      row,
      terrain: TERRAIN[c.map.terrain[h]!]!,
      ...(c.map.terrain[h] ? { owner: owner > 1 ? -1 : owner } : {}),
      note: hexNote(c, h),
    });
  }
  return out;
}

/** Rivers along hexsides, railroads from centre to centre; each side once. */
function edges(c: AcwContent): Edge[] {
  const out: Edge[] = [];
  for (let h = 0; h < HEXES; h++) {
    for (let d = 0; d < 6; d++) {
      const n = NBR[h * 6 + d]!;
      if (n < h) continue;
      const bits = c.map.side[h * 6 + d]!;
      const river = bits & SB_RIVER;
      if (river) {
        // every river drawn as 'river'; navigable and tidal ones carry a class more
        const kinds = ['river'];
        if (river >= RIVER_NAV) kinds.push(river === RIVER_TIDAL ? 'tidal' : 'navigable');
        if (bits & SB_FERRY) kinds.push('ferry');
        out.push({ a: hexPlaceId(h), b: hexPlaceId(n), kinds, hexside: true });
      }
      if (bits & SB_RAIL) out.push({ a: hexPlaceId(h), b: hexPlaceId(n), kinds: ['rail'] });
    }
  }
  return out;
}

const landId = (h: number, side: number): string => `sp-${hexLabel(h)}-${SIDES[side]!.id}`;
const leaderId = (i: number): string => `leader-${i}`;
const fleetId = (f: number): string => `fleet-${f}`;
const riverineId = (i: number): string => `riverine-${i}`;
const usmrrId = (i: number): string => `usmrr-${i}`;

/** Land SP of each occupied hex as one counter (field + fort + "(1)" garrison). */
function landCounters(s: S, out: Counter[]): void {
  for (let h = 0; h < HEXES; h++) {
    const side = occupant(s, h);
    if (side < 0) continue;
    const f = field(s, h);
    const inFort = fortSP(s, h);
    const g = garrison(s, h);
    const parts = [`${f} SP in the field`];
    if (fortOwner(s, h)) parts.push(`${inFort} SP in the fort`);
    if (g) parts.push(`${g} permanent garrison`);
    out.push({
      id: landId(h, side),
      place: hexPlaceId(h),
      side,
      label: 'SP',
      value: String(f + inFort + g),
      ...(inFort + g > 0 ? { flags: ['entrenched'] } : {}),
      title: `${SIDE_NAMES[side]} at ${hexLabel(h)}: ${parts.join(', ')}`,
    });
  }
}

function leaderCounters(s: S, out: Counter[]): void {
  for (let i = 0; i < LEADERS; i++) {
    if (!alive(s, i)) continue;
    const farragut = (lFlags(s, i) & LF_FARRAGUT) !== 0;
    const h = farragut ? waterHex(s[RV_BASE + lHex(s, i) * 2]!) : lHex(s, i);
    if (h < 0 || h >= HEXES) continue;
    const side = leaderSide(i);
    const name = farragut ? 'Farragut' : `Leader ${String.fromCharCode(65 + (i % (LEADERS / 2)))}`;
    out.push({
      id: leaderId(i),
      place: hexPlaceId(h),
      side,
      label: farragut ? 'Farr' : name.slice(-1),
      value: String(lRating(s, i)),
      title: `${SIDE_NAMES[side]} ${name}, rating ${lRating(s, i)} [11.3]`,
    });
  }
}

function navalCounters(s: S, out: Counter[]): void {
  for (let f = 0; f < FLEETS; f++) {
    const node = s[N_BASE + f * 3]!;
    const sp = s[N_BASE + f * 3 + 1]!;
    const h = waterHex(node);
    if (h < 0 || sp <= 0) continue;
    const t = `${sp} Union naval SP at ${waterLabel(node)} [5.6]`;
    out.push({ id: fleetId(f), place: hexPlaceId(h), side: USA, label: 'Nav', value: String(sp), title: t });
  }
  for (let i = 0; i < RIVERINES; i++) {
    const node = s[RV_BASE + i * 2]!;
    const h = waterHex(node);
    if (h < 0) continue;
    const t = `Union riverine unit ${i} at ${waterLabel(node)} [17]`;
    out.push({ id: riverineId(i), place: hexPlaceId(h), side: USA, label: 'Riv', value: '1', title: t });
  }
  for (let i = 0; i < USMRRS; i++) {
    const h = s[U_BASE + i * 2]!;
    if (h < 0 || h >= HEXES) continue;
    const t = `USMRR unit ${i} at ${hexLabel(h)} [10.5]`;
    out.push({ id: usmrrId(i), place: hexPlaceId(h), side: USA, label: 'RR', title: t });
  }
}

function markers(c: AcwContent, s: S): Marker[] {
  const out: Marker[] = [];
  for (let h = 0; h < HEXES; h++) {
    const fo = fortOwner(s, h);
    if (fo) out.push({ place: hexPlaceId(h), kind: 'fort', side: fo - 1 });
    const k = c.map.city[h]!;
    if (k < 0) continue;
    if (c.map.cities[k]!.kind === 'port') out.push({ place: hexPlaceId(h), kind: 'port' });
    const owner = cityOwner(c, s, k);
    const label = intrinsic(c, s, k) ? 'intact' : 'no intrinsic point';
    out.push({ place: hexPlaceId(h), kind: 'control', side: owner < 0 ? -1 : owner, label });
  }
  if (s[C_STAGE]) {
    for (let i = 0; i < s[C_NT]!; i++) out.push({ place: hexPlaceId(s[C_TGT + i]!), kind: 'battle' });
    if (s[C_NT]! > 0) out.push({ place: hexPlaceId(s[C_TGT]!), kind: 'current-battle' });
  }
  return out;
}

function score(c: AcwContent, s: S): ScoreItem[] {
  const gt = s[CH_TURN]!;
  const min = minimumGrid(c, s);
  const grid = min - currentMargin(c, s);
  return [
    { label: 'Turn', value: `${when(c, gt)} (of GT16)` },
    { label: 'Southern grid', value: `${grid} (minimum ${min}) [18.41]`, side: CSA },
    { label: 'At-large points', value: String(s[G_AT_LARGE]), side: CSA },
    { label: 'Sea lift left', value: String(s[G_SEA_LIFT]), side: USA },
  ];
}

/** The places and counters an action touches, in click order (core/board.ts SceneAction). */
export function touches(a: number): string[] {
  const x = A.xOf(a);
  switch (A.kindOf(a)) {
    case A.A_PICK_LEADER:
      return [leaderId(x)];
    case A.A_PICK_FLEET:
    case A.A_COMMIT_NAVAL:
      return [fleetId(x)];
    case A.A_PICK_RIVERINE:
      return [riverineId(x)];
    case A.A_PICK_USMRR:
      return [usmrrId(x)];
    case A.A_END:
    case A.A_STOP:
    case A.A_ENTRAIN:
    case A.A_DETRAIN:
    case A.A_RESOLVE:
    case A.A_STAND:
    case A.A_DECLINE:
    case A.A_COLUMN:
    case A.A_CITY_LOSS:
      return [];
    default: {
      const h = waterHex(x);
      return h < 0 ? [] : [hexPlaceId(h)];
    }
  }
}

const scratch = new Int32Array(16384);

function decision(c: AcwContent, s: S): BoardScene['decision'] {
  const n = legalActions(c, s, scratch);
  const actions: SceneAction[] = [];
  for (let i = 0; i < n; i++) actions.push({ action: scratch[i]!, touches: touches(scratch[i]!) });
  const prompt = s[P_KIND] ? PENDING[s[P_KIND]!] : PROMPTS[s[G_PHASE]!];
  return { side: toMove(s), prompt: prompt ?? 'Decide', actions };
}

/** The parts of a scene that never change in a pack. */
interface Static {
  readonly places: Place[];
  readonly edges: Edge[];
}
const statics = new WeakMap<AcwContent, Static>();
function staticParts(c: AcwContent): Static {
  let st = statics.get(c);
  if (!st) {
    st = { places: places(c), edges: edges(c) };
    statics.set(c, st);
  }
  return st;
}

/** 'GT5 Summer 1862'. */
function when(c: AcwContent, gt: number): string {
  const season = c.tables.season[gt] ?? '';
  return `GT${gt} ${season.charAt(0).toUpperCase()}${season.slice(1)} ${c.tables.year[gt] ?? ''}`;
}

function title(c: AcwContent, s: S): string {
  const gt = s[CH_TURN]!;
  if (s[CH_TERMINAL]) return `Game over after GT${gt}: ${VICTORY_TEXT[s[CH_VICTORY]!] ?? 'a draw'}`;
  const who = SIDE_NAMES[s[G_PHASING]!];
  return `${when(c, gt)}: ${who} ${PHASES[s[G_PHASE]!] ?? ''} Phase, ${SIDE_NAMES[toMove(s)]} to decide`;
}

/** The scene for `viewer` (-1: a spectator; the decision is shown to the side that decides). */
export function boardScene(c: AcwContent, s: S, viewer: number): BoardScene {
  const st = staticParts(c);
  const deciding = s[CH_TERMINAL] ? -1 : toMove(s);
  const counters: Counter[] = [];
  landCounters(s, counters);
  leaderCounters(s, counters);
  navalCounters(s, counters);
  const last = hexCenter(GRID, 52, 32);
  return {
    game: 'acw',
    viewer,
    sides: SIDES,
    width: Math.ceil(last.x + GRID.size + 40),
    height: Math.ceil(last.y + GRID.size * 2 + 40),
    hex: GRID,
    title: title(c, s),
    score: score(c, s),
    places: st.places,
    edges: st.edges,
    counters,
    markers: markers(c, s),
    ...(deciding >= 0 && deciding === viewer ? { decision: decision(c, s) } : {}),
  };
}
