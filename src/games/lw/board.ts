/**
 * The board scene of Lincoln's War (core/board.ts) for `cwsim serve` and the terminal's text map,
 * drawn from the provisional pack: the 22 x 15 grid of flat-topped hexes, odd columns half a hex south
 * (hex.ts), each hex with its terrain (ocean, mountain, clear) and territory, named after its city;
 * rivers along hexsides and rails between hex centres (14.1.1, 9.0); the Forces as counters grouped
 * under their CO (11.0.1) with stars, GiC, wounds and OOS; IT, sieges, city control (2.1) and the
 * battle in progress as markers; naval units on their ports or in a naval panel (8.0); the hands as
 * panels beside the map; PC, CSP and VP as the score.
 *
 * Hidden information (digest §8): a scene for `viewer` carries nothing `observe` masks. The viewer's
 * hand is shown card by card; of the other hand only the cards known to be there (10.7.3.1) and the
 * public 0 Resource card; face-down CSN Assets show no type to the Union (8.1.2); the other side's
 * battle commitment is not in the scene (16.3). The decision is offered only to the side that decides.
 */
import {
  hexCenter,
  type BoardScene,
  type Counter,
  type Edge,
  type HexGrid as SceneGrid,
  type Marker,
  type Place,
  type SceneAction,
  type ScoreItem,
} from '../../core/board.js';
import * as A from './actions.js';
import { E_IRREGULARS, E_REMOVE_IT, E_SEDITIOUS_RELIEF, K_ZERO, type LwContent } from './content.js';
import { cardLabel, headline, navalDest, navalUnit, SIZE_NAMES } from './describe.js';
import { forceSize, visibleGeneral } from './fog.js';
import { legalActions, toMove } from './flow.js';
import {
  AC_ACTIVE,
  AC_HEX,
  ASSET_CAP,
  ASSET_LOC,
  ASSET_TYPE,
  BT_ACTIVE,
  BT_TO,
  CD_FLAGS,
  CD_LOC,
  CDF_KNOWN,
  CH_TERMINAL,
  CL_DECK,
  CL_HAND,
  COMM_CSA_HAND,
  COMM_USA_HAND,
  CSA,
  FLEET,
  FLEET_CAP,
  G_FLAGS,
  G_LOC,
  G_STARS,
  G_WOUNDS,
  GF_GIC,
  GF_OOS,
  H_COMMITTEE,
  H_CSP,
  H_PC,
  H_STEP,
  H_STEP_A,
  PORT_BASE,
  RAIDER,
  RAIDER_CAP,
  SIDE_NAMES,
  SPACE_BASE,
  STEP_NAMES,
  USA,
  X_FLAGS,
  XF_BESIEGED,
} from './layout.js';
import { HF_CSA, HF_MOUNTAIN, HF_OCEAN, HF_UNION, NEUTRAL, SB_MISS, SB_RAIL, SB_RIVER } from './mapdata.js';
import { ASSET_ID, FLEET_ID } from './naval.js';
import { coOf, countLoc, ctrlOf, generalsIn, itOf, type S } from './state.js';
import { victoryPoints } from './victory.js';

const SIDES = [
  { id: 'usa', name: 'Union' },
  { id: 'csa', name: 'Confederacy' },
];
/** Printed columns and rows are 1-based; the scene's (col, row) are the printed ones. */
const GRID: SceneGrid = { size: 30, orientation: 'flat', offset: 'odd', originX: -5, originY: -17 };
const PANEL_W = 420;
const COMMITTEE = 68;

const hexRef = (c: LwContent, h: number): string => `h${c.grid.label(h)}`;
const genRef = (c: LwContent, g: number): string => `gen:${c.genId[g]}`;
const cardRef = (k: number): string => `card:${k}`;

function mapSize(c: LwContent): { w: number; h: number } {
  const right = hexCenter(GRID, c.grid.spec.lastCol, 1).x;
  const bottom = hexCenter(GRID, 1, c.grid.spec.lastRow).y; // an odd column reaches half a hex lower
  return { w: Math.ceil(right + GRID.size + 10), h: Math.ceil(bottom + GRID.size + 10) };
}

function panels(c: LwContent): Place[] {
  const x = mapSize(c).w + 20;
  const p = (id: string, name: string, y: number, h: number): Place => ({
    id,
    name,
    shape: 'panel',
    x,
    y,
    w: PANEL_W,
    h,
  });
  return [
    p('hand-usa', 'Union hand', 10, 250),
    p('hand-csa', 'Confederate hand', 270, 250),
    p('naval', 'Naval boxes (Raid hexes, Shadow, Hunt)', 530, 200),
  ];
}

function terrain(c: LwContent, h: number): string {
  const f = c.hexFlags[h]!;
  return f & HF_OCEAN ? 'sea' : f & HF_MOUNTAIN ? 'mountain' : 'clear';
}

function hexPlaces(c: LwContent): Place[] {
  const out: Place[] = [];
  for (let h = 0; h < c.nh; h++) {
    const col = c.grid.col[h]!;
    const row = c.grid.row[h]!;
    const city = c.hexCity[h]!;
    const f = c.hexFlags[h]!;
    const owner = f & HF_UNION ? USA : f & HF_CSA ? CSA : -1;
    const note =
      city >= 0
        ? `${c.cityName[city]}: defense ${c.cityDef[city]}, supply ${c.citySup[city]}${c.cityPort[city] ? ', port' : ''}`
        : c.hexState[h]!;
    out.push({
      id: hexRef(c, h),
      name: city >= 0 ? c.cityName[city]! : c.grid.label(h),
      shape: 'hex',
      ...hexCenter(GRID, col, row),
      col,
      row,
      terrain: terrain(c, h),
      ...(f & HF_OCEAN ? {} : { owner }),
      note: `${c.grid.label(h)} ${note}`,
    });
  }
  return out;
}

/** Rivers along hexsides (the Mississippi as a river too), rails between the centres. */
function edges(c: LwContent): Edge[] {
  const out: Edge[] = [];
  for (let h = 0; h < c.nh; h++) {
    for (let d = 0; d < 6; d++) {
      const n = c.grid.nbr[h * 6 + d]!;
      const bits = c.sideBits[h * 6 + d]!;
      if (n <= h) continue;
      if (bits & (SB_RIVER | SB_MISS))
        out.push({ a: hexRef(c, h), b: hexRef(c, n), kinds: ['river'], hexside: true });
      if (bits & SB_RAIL) out.push({ a: hexRef(c, h), b: hexRef(c, n), kinds: ['rail'] });
    }
  }
  return out;
}

const buf = new Int32Array(64);

function genCounter(c: LwContent, s: S, g: number, co: number): Counter {
  const f = s[G_FLAGS + g]!;
  const flags = [
    f & GF_GIC ? 'gic' : '',
    s[G_WOUNDS + g] ? 'wounded' : '',
    f & GF_OOS ? 'oos' : '',
    c.genCav[g] ? 'cavalry' : '',
  ].filter(Boolean);
  const stars = s[G_STARS + g]!;
  return {
    id: genRef(c, g),
    place: hexRef(c, s[G_LOC + g]!),
    side: c.genSide[g]!,
    label: c.genName[g]!,
    value: `${stars}*`,
    ...(flags.length ? { flags } : {}),
    title: `${SIDE_NAMES[c.genSide[g]!]} ${c.genName[g]}, ${stars} star${stars === 1 ? '' : 's'}${g === co ? ', CO' : ''}${flags.length ? ` (${flags.join(', ')})` : ''}`,
    group: genRef(c, co),
  };
}

/** Every Force, its CO first (11.0.1); for the other side's `viewer` only what 12.7 shows. */
function forceCounters(c: LwContent, s: S, viewer: number): Counter[] {
  const out: Counter[] = [];
  for (const side of [USA, CSA]) {
    const seen = new Set<number>();
    const fog = viewer >= 0 && viewer !== side;
    for (let g = 0; g < c.ng; g++) {
      const h = s[G_LOC + g]!;
      if (c.genSide[g] !== side || h < 0 || seen.has(h) || (fog && !visibleGeneral(c, s, g))) continue;
      seen.add(h);
      const co = coOf(c, s, h, side);
      const top = genCounter(c, s, co, co);
      out.push(fog ? { ...top, title: `${top.title}; ${SIZE_NAMES[forceSize(c, s, co)]} (12.7)` } : top);
      const n = generalsIn(c, s, h, side, buf);
      for (let i = 0; i < n; i++)
        if (buf[i] !== co && (!fog || visibleGeneral(c, s, buf[i]!))) out.push(genCounter(c, s, buf[i]!, co));
    }
  }
  return out;
}

/** A card is shown to `viewer` when it is his, known to be in the hand, or the public 0 card. */
function cardShown(c: LwContent, s: S, k: number, viewer: number): boolean {
  const side = k < 81 ? USA : CSA;
  return viewer < 0 || side === viewer || c.cardKind[k] === K_ZERO || (s[CD_FLAGS + k]! & CDF_KNOWN) !== 0;
}

function handCounters(c: LwContent, s: S, viewer: number): Counter[] {
  const out: Counter[] = [];
  for (let k = 0; k < 162; k++) {
    if (s[CD_LOC + k] !== CL_HAND || !cardShown(c, s, k, viewer)) continue;
    const side = k < 81 ? USA : CSA;
    out.push({
      id: cardRef(k),
      place: `hand-${SIDES[side]!.id}`,
      side,
      label: c.cardName[k]!,
      value: String(c.cardPc[k]),
      title: `${SIDE_NAMES[side]} ${cardLabel(c, k)}${side === viewer ? '' : ', known to be in the hand'}`,
    });
  }
  const holder = s[H_COMMITTEE] === COMM_USA_HAND ? USA : s[H_COMMITTEE] === COMM_CSA_HAND ? CSA : -1;
  if (holder >= 0)
    out.push({
      id: 'committee',
      place: `hand-${SIDES[holder]!.id}`,
      side: holder,
      label: 'Committee',
      title: 'US Committee on the Conduct of the War (10.7.9)',
    });
  return out;
}

/** Where a naval location is drawn: its port's hex, or the naval panel. */
function navalPlace(c: LwContent, loc: number): string {
  if (loc >= SPACE_BASE && loc < SPACE_BASE + c.nSpaces)
    return hexRef(c, c.cityHex[c.spacePort[loc - SPACE_BASE]!]!);
  if (loc >= PORT_BASE && loc < SPACE_BASE) return hexRef(c, c.cityHex[loc - PORT_BASE]!);
  return 'naval';
}

const ASSET_NAMES = ['Ironclad', 'H. L. Hunley', 'False Information'];

function navalCounters(c: LwContent, s: S, viewer: number): Counter[] {
  const out: Counter[] = [];
  const unit = (u: number, side: number, loc: number, label: string, flags?: string[]): void => {
    out.push({
      id: `naval:${u}`,
      place: navalPlace(c, loc),
      side,
      label,
      ...(flags ? { flags } : {}),
      title: `${SIDE_NAMES[side]} ${navalUnit(u)} at ${navalDest(c, loc)}`,
    });
  };
  for (let i = 0; i < RAIDER_CAP; i++) if (s[RAIDER + i]! >= 0) unit(i, CSA, s[RAIDER + i]!, 'Raider');
  for (let f = 0; f < FLEET_CAP; f++) if (s[FLEET + f]! >= 0) unit(FLEET_ID + f, USA, s[FLEET + f]!, 'Fleet');
  for (let i = 0; i < ASSET_CAP; i++) {
    const l = s[ASSET_LOC + i]!;
    if (l < 0) continue;
    // 8.1.2: an Asset stays face down to the Union.
    if (viewer === USA) unit(ASSET_ID + i, CSA, PORT_BASE + l, 'Asset', ['facedown']);
    else unit(ASSET_ID + i, CSA, PORT_BASE + l, ASSET_NAMES[s[ASSET_TYPE + i]!] ?? 'Asset');
  }
  return out;
}

function markers(c: LwContent, s: S): Marker[] {
  const out: Marker[] = [];
  for (let k = 0; k < c.ncity; k++) {
    const ctrl = ctrlOf(s, k);
    // 2.1: a control marker where a city is held by other than its printed side.
    if (ctrl !== c.cityOrig[k])
      out.push({ place: hexRef(c, c.cityHex[k]!), kind: 'control', side: ctrl === NEUTRAL ? -1 : ctrl });
  }
  for (let h = 0; h < c.nh; h++) {
    for (const side of [USA, CSA]) {
      const it = itOf(s, h, side);
      // 18.1.1: IT on a Force, drawn as a shield of its side with the count.
      if (it > 0) out.push({ place: hexRef(c, h), kind: 'shield', side, label: String(it) });
    }
    // 16.9.5: a besieged city.
    if (s[X_FLAGS + h]! & XF_BESIEGED) out.push({ place: hexRef(c, h), kind: 'fort', label: 'besieged' });
  }
  for (let k = 0; k < c.ncity; k++)
    if (c.cityPort[k]) out.push({ place: hexRef(c, c.cityHex[k]!), kind: 'port' });
  if (s[BT_ACTIVE]) {
    out.push({ place: hexRef(c, s[BT_TO]!), kind: 'battle' });
    out.push({ place: hexRef(c, s[BT_TO]!), kind: 'current-battle' });
  }
  if (s[AC_ACTIVE]) out.push({ place: hexRef(c, s[AC_HEX]!), kind: 'march' });
  return out;
}

function score(c: LwContent, s: S, viewer: number): ScoreItem[] {
  return [USA, CSA].map((side) => {
    let hand = 0;
    for (let k = side * 81; k < side * 81 + 81; k++)
      if (s[CD_LOC + k] === CL_HAND && c.cardKind[k] !== K_ZERO) hand++;
    const whose = side === viewer ? 'your hand' : 'hand';
    return {
      label: SIDE_NAMES[side]!,
      value: `PC ${s[H_PC + side]} · CSP ${s[H_CSP + side]} · VP ${victoryPoints(c, s, side)} · ${whose} ${hand} · deck ${countLoc(s, side, CL_DECK)}`,
      side,
    };
  });
}

/** What an action touches, in click order (a general or card, then a hex or a panel). */
function touches(c: LwContent, s: S, a: number): string[] {
  const x = A.xOf(a);
  const y = A.yOf(a);
  const hex = (h: number): string[] => (h >= 0 && h < c.nh ? [hexRef(c, h)] : []);
  const city = (k: number): string[] => (k < c.ncity ? hex(c.cityHex[k]!) : []);
  const gen = (g: number): string[] => (g < c.ng ? [genRef(c, g)] : []);
  const dir = (): string[] => (s[AC_HEX]! >= 0 && x < 6 ? hex(c.grid.nbr[s[AC_HEX]! * 6 + x]!) : []);
  switch (A.opOf(a)) {
    case A.OP_RAIL:
    case A.OP_FORAY:
      return [...gen(x), ...hex(y)];
    case A.OP_MOVE:
    case A.OP_ATTACK:
    case A.OP_RAID:
    case A.OP_CONSOLIDATE:
      return dir();
    case A.OP_REMOVE_IT:
    case A.OP_BLOCK_IT:
    case A.OP_RIT:
    case A.OP_RIVER:
    case A.OP_RETREAT:
      return hex(x);
    case A.OP_RIVER_ASSAULT:
    case A.OP_OCEAN:
    case A.OP_OCEAN_ASSAULT:
    case A.OP_PCSA:
    case A.OP_PLACE_ASSET:
      return city(x);
    case A.OP_BUY_RAIDER:
      return x >= PORT_BASE ? city(x - PORT_BASE) : ['naval'];
    case A.OP_NAVAL:
      return [`naval:${x}`, navalPlace(c, y)];
    case A.OP_TARGET:
      return targetTouches(c, s, x, hex, gen);
    default:
      return cardOrGeneral(c, s, a, gen);
  }
}

function targetTouches(
  c: LwContent,
  s: S,
  x: number,
  hex: (h: number) => string[],
  gen: (g: number) => string[],
): string[] {
  const k = s[H_STEP_A]!;
  const ek = k === COMMITTEE ? -1 : c.eventKind[k]!;
  if (ek === E_REMOVE_IT || ek === E_IRREGULARS) return hex(x);
  if (ek === E_SEDITIOUS_RELIEF) return [cardRef(x)];
  return gen(x);
}

function cardOrGeneral(c: LwContent, s: S, a: number, gen: (g: number) => string[]): string[] {
  const x = A.xOf(a);
  switch (A.opOf(a)) {
    case A.OP_PLAY_PC:
    case A.OP_PLAY_EVENT:
      return [x === COMMITTEE && s[H_COMMITTEE]! >= COMM_USA_HAND ? 'committee' : cardRef(x)];
    case A.OP_PLAY_PRESS:
    case A.OP_PLAY_SEDITIOUS:
    case A.OP_DISCARD_SEDITIOUS:
    case A.OP_PLAY_CAMPAIGN:
    case A.OP_TAKE_CAMPAIGN:
      return [cardRef(x)];
    case A.OP_RESOURCE:
      return x === A.ZERO_CARD ? [cardRef(zeroCard(c, toMove(s)))] : [cardRef(x)];
    case A.OP_GIC:
    case A.OP_PROMOTE:
    case A.OP_SWAP_CO:
    case A.OP_APPOINT_GIC:
    case A.OP_DRAFT:
    case A.OP_ABSORB:
    case A.OP_ACTIVATE:
    case A.OP_DROP:
    case A.OP_SPLIT:
    case A.OP_HARASS:
    case A.OP_VICTIM:
    case A.OP_DEMOTE:
      return gen(x);
    default:
      return [];
  }
}

function zeroCard(c: LwContent, side: number): number {
  for (let k = side * 81; k < side * 81 + 81; k++) if (c.cardKind[k] === K_ZERO) return k;
  return -1;
}

const scratch = new Int32Array(4096);

function decision(c: LwContent, s: S, shown: ReadonlySet<string>): BoardScene['decision'] {
  const n = legalActions(c, s, scratch);
  const actions: SceneAction[] = [];
  for (let i = 0; i < n; i++) {
    const a = scratch[i]!;
    actions.push({ action: a, touches: touches(c, s, a).filter((t) => shown.has(t)) });
  }
  const side = toMove(s);
  return { side, prompt: `${SIDE_NAMES[side]}: ${STEP_NAMES[s[H_STEP]!] ?? 'decide'}`, actions };
}

/** The scene for `viewer` (a side; -1 sees both hands: finished games and tests). */
export function boardScene(c: LwContent, s: S, viewer: number): BoardScene {
  const size = mapSize(c);
  const pl = [...hexPlaces(c), ...panels(c)];
  const counters = [
    ...forceCounters(c, s, viewer),
    ...navalCounters(c, s, viewer),
    ...handCounters(c, s, viewer),
  ];
  const deciding = s[CH_TERMINAL] ? -1 : toMove(s);
  const shown = new Set([...pl.map((p) => p.id), ...counters.map((k) => k.id)]);
  return {
    game: 'lw',
    viewer,
    sides: SIDES,
    width: size.w + 20 + PANEL_W + 10,
    height: Math.max(size.h, 740),
    hex: GRID,
    title: headline(s).split('. PC')[0]!,
    score: score(c, s, viewer),
    places: pl,
    edges: edges(c),
    counters,
    markers: markers(c, s),
    ...(deciding >= 0 && deciding === viewer ? { decision: decision(c, s, shown) } : {}),
  };
}
