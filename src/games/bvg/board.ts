/**
 * The board scene of Blue vs Gray (core/board.ts), drawn from the provisional pack's map: every city
 * at its latitude and longitude (an equirectangular frame shared with the backdrop that
 * src/web/tools/backdrop.ts draws from ../shared/data/geo), coloured by who controls it, faded while
 * its map card is not in play (3.2); the rail and river connections; the two theaters (commands are
 * in a theater, not in a city: 4.1, 7.3) and the hands as panels beside the map; the board's cards as
 * counters with their strength, grouped by command; the Objectives Total, supply, decks and hands as
 * the score.
 *
 * Hidden information (2.1, 17.1): a scene for `viewer` holds exactly what `observeState(s, viewer)`
 * holds. The viewer's own hand is shown card by card; the other hand as a count plus the cards known
 * to be in it (F_KNOWN). Nothing else of a hand or a deck appears, not even as an id.
 */
import {
  frameHeight,
  projectLonLat,
  type BoardScene,
  type Counter,
  type Edge,
  type LonLatFrame,
  type Marker,
  type Place,
  type SceneAction,
  type ScoreItem,
} from '../../core/board.js';
import * as A from './actions.js';
import { M_RAIL, M_RIVER, type BvgContent } from './content.js';
import { deckSize, handSize, inHand } from './draw.js';
import { legalActions, toMove } from './flow.js';
import {
  B_TGT,
  C_FLAGS,
  C_LOC,
  C_PARENT,
  F_KNOWN,
  FD_ANY,
  H_LATEWAR,
  H_PHASE,
  H_SUPPLY,
  CH_TERMINAL,
  CH_TURN,
  CH_VICTORY,
  LOC_EAST,
  LOC_HAND_W,
  LOC_WEST,
  PH_DEFEND,
  PH_POST,
  PH_PORT_DECL,
  SIDE_NAMES,
  VICTORY_TEXT,
} from './layout.js';
import { headline } from './view.js';
import { ctrl, isDepleted, nativeOf, onMap, strengthOf, type S } from './state.js';

const SIDES = [
  { id: 'usa', name: 'USA' },
  { id: 'csa', name: 'CSA' },
];

/** The geographic window of the provisional map (city coordinates from map.json). */
const BVG_FRAME: LonLatFrame = { west: -93, east: -74.5, south: 29, north: 42.5, width: 1300 };
const MAP_H = frameHeight(BVG_FRAME);
const PANEL_X = BVG_FRAME.width + 30;
const PANEL_W = 600;

/** Panels beside the map: the two theaters and the two hands. */
const PANELS: readonly Place[] = [
  { id: 'east', name: 'Eastern Theater', shape: 'panel', x: PANEL_X, y: 20, w: PANEL_W, h: 330 },
  { id: 'west', name: 'Western Theater', shape: 'panel', x: PANEL_X, y: 370, w: PANEL_W, h: 330 },
  { id: 'hand-usa', name: 'USA hand', shape: 'panel', x: PANEL_X, y: 720, w: PANEL_W, h: 220 },
  { id: 'hand-csa', name: 'CSA hand', shape: 'panel', x: PANEL_X, y: 960, w: PANEL_W, h: 220 },
];
const THEATER_PANEL = ['east', 'west'];

const cardRef = (c: BvgContent, k: number): string => `card:${c.cardId[k]}`;
const cityRef = (c: BvgContent, x: number): string => c.cityId[x] ?? '';

function cityPlaces(c: BvgContent, s: S): Place[] {
  const out: Place[] = [];
  for (let x = 0; x < c.ncity; x++) {
    const { x: px, y: py } = projectLonLat(BVG_FRAME, c.cityLon[x]!, c.cityLat[x]!);
    const on = onMap(c, s, x);
    const notes = [
      c.port[x] ? `${c.port[x] === 1 ? 'Atlantic' : 'Gulf'} port` : '',
      c.fort[x] ? 'fort' : '',
      c.mississippi[x] ? 'on the Mississippi' : '',
      on ? `native ${nativeName(nativeOf(c, s, x))}` : 'map card not in play',
    ].filter(Boolean);
    out.push({
      id: c.cityId[x]!,
      name: c.cityName[x]!,
      shape: 'city',
      x: px,
      y: py,
      owner: on ? ctrl(s, x) : -1,
      ...(on ? {} : { inactive: true }),
      note: notes.join('; '),
    });
  }
  return out;
}

const nativeName = (k: number): string => (k < 0 ? 'neutral' : SIDE_NAMES[k]!);

function edges(c: BvgContent): Edge[] {
  const out: Edge[] = [];
  for (let x = 0; x < c.ncity; x++) {
    for (let j = c.adjStart[x]!; j < c.adjStart[x + 1]!; j++) {
      const y = c.adjTo[j]!;
      if (y <= x) continue;
      const m = c.adjMode[j]!;
      const kinds = [m & M_RAIL ? 'rail' : '', m & M_RIVER ? 'river' : ''].filter(Boolean);
      out.push({ a: c.cityId[x]!, b: c.cityId[y]!, kinds: kinds.length ? kinds : ['road'] });
    }
  }
  return out;
}

/** A board card: its own strength, grouped with its command (the root's id). */
function boardCounter(c: BvgContent, s: S, k: number, root: number, panel: string): Counter {
  const flags: string[] = [];
  if (isDepleted(c, s, k)) flags.push('depleted');
  if (s[C_FLAGS + k]! & FD_ANY) flags.push('facedown');
  if (k === root) flags.push('commander');
  return {
    id: cardRef(c, k),
    place: panel,
    side: c.cardSide[k]!,
    label: c.cardName[k]!,
    value: String(strengthOf(c, s, k)),
    ...(flags.length ? { flags } : {}),
    group: cardRef(c, root),
    title: `${SIDE_NAMES[c.cardSide[k]!]} ${c.cardName[k]} (#${c.cardNum[k]}), strength ${strengthOf(c, s, k)}${flags.length ? ` (${flags.join(', ')})` : ''}`,
  };
}

/** The root of a board card (at most two levels up, 4.1). */
function rootOf(s: S, k: number): number {
  let r = k;
  for (let i = 0; i < 3 && s[C_PARENT + r]! >= 0; i++) r = s[C_PARENT + r]!;
  return r;
}

function counters(c: BvgContent, s: S, viewer: number): Counter[] {
  const out: Counter[] = [];
  // Commands: each root, then the cards under it, so a command's counters stand together.
  for (let side = 0; side < 2; side++) {
    for (let r = c.sideStart[side]; r < c.sideEnd[side]; r++) {
      const l = s[C_LOC + r]!;
      if ((l !== LOC_EAST && l !== LOC_WEST) || s[C_PARENT + r]! >= 0) continue;
      const panel = THEATER_PANEL[l - LOC_EAST]!;
      out.push(boardCounter(c, s, r, r, panel));
      for (let k = c.sideStart[side]; k < c.sideEnd[side]; k++) {
        if (k !== r && s[C_LOC + k] === l && rootOf(s, k) === r) out.push(boardCounter(c, s, k, r, panel));
      }
    }
  }
  // Hands: the viewer's whole hand; of the other, only the cards known to be there.
  for (let side = 0; side < 2; side++) {
    for (let k = c.sideStart[side]; k < c.sideEnd[side]; k++) {
      const l = s[C_LOC + k]!;
      if (!inHand(l)) continue;
      const known = viewer < 0 || side === viewer || (s[C_FLAGS + k]! & F_KNOWN) !== 0;
      if (!known) continue;
      const west = l === LOC_HAND_W ? ' (Western player)' : '';
      out.push({
        id: cardRef(c, k),
        place: `hand-${SIDES[side]!.id}`,
        side,
        label: c.cardName[k]!,
        value: String(c.strength[k]),
        title: `${SIDE_NAMES[side]} ${c.cardName[k]} (#${c.cardNum[k]})${west}${side === viewer ? '' : ', known to be in the hand'}`,
      });
    }
  }
  return out;
}

function markers(c: BvgContent, s: S): Marker[] {
  const out: Marker[] = [];
  for (let x = 0; x < c.ncity; x++) {
    if (c.fort[x]) out.push({ place: c.cityId[x]!, kind: 'fort' });
    if (c.port[x]) out.push({ place: c.cityId[x]!, kind: 'port' });
  }
  const ph = s[H_PHASE]!;
  if (ph >= PH_PORT_DECL && ph <= PH_POST && s[B_TGT]! >= 0)
    out.push({ place: cityRef(c, s[B_TGT]!), kind: 'current-battle' });
  return out;
}

function score(c: BvgContent, s: S, viewer: number): ScoreItem[] {
  const out: ScoreItem[] = [];
  for (let side = 0; side < 2; side++) {
    const lw = s[H_LATEWAR + side] ? ' · Late War' : '';
    const hand = handSize(c, s, side);
    const whose = side === viewer ? 'your hand' : 'hand';
    out.push({
      label: SIDE_NAMES[side]!,
      value: `supply ${s[H_SUPPLY + side]} · deck ${deckSize(c, s, side)} · ${whose} ${hand}${lw}`,
      side,
    });
  }
  return out;
}

/** What an action touches, in click order: a card, then a city or a theater. */
function touches(c: BvgContent, s: S, a: number, shown: ReadonlySet<string>): string[] {
  const x = A.fa(a);
  const y = A.fb(a);
  const card = (k: number): string[] => (k < c.nc && shown.has(cardRef(c, k)) ? [cardRef(c, k)] : []);
  const city = (k: number): string[] => (k < c.ncity ? [cityRef(c, k)] : []);
  const other = (k: number): string[] => [s[C_LOC + k] === LOC_EAST ? 'west' : 'east'];
  switch (A.opOf(a)) {
    case A.OP_ATTACK:
    case A.OP_INVADE:
      return [...card(x), ...city(y)];
    case A.OP_PORT_ATTACK:
      return city(x);
    case A.OP_DEPLOY:
      return [...card(x), THEATER_PANEL[y] ?? 'east'];
    case A.OP_ATTACH:
    case A.OP_XFER_DOWN:
      return [...card(x), ...card(y)];
    case A.OP_RAIL:
    case A.OP_NAVAL:
      return [...card(x), ...other(x)];
    case A.OP_ABANDON:
      return city(s[B_TGT]!);
    case A.OP_DETACH:
    case A.OP_XFER_UP:
    case A.OP_RESTORE:
    case A.OP_RETURN:
    case A.OP_MAP:
    case A.OP_ENIGMA:
    case A.OP_DISMISS:
    case A.OP_RAIL_SELECT:
    case A.OP_DEFEND:
    case A.OP_DEF_HAND:
    case A.OP_DEF_DETACH:
    case A.OP_RESERVE:
    case A.OP_WITHDRAW:
    case A.OP_EXCESS:
    case A.OP_LOSS:
    case A.OP_LEADER:
    case A.OP_RAID_ADD:
    case A.OP_PICK:
    case A.OP_GIVE:
      return card(x);
    default:
      return [];
  }
}

const PROMPT_DEFEND = 'Your city is attacked: defend it with a command (click it), or abandon it';
const scratch = new Int32Array(8192);

function decision(c: BvgContent, s: S, shown: ReadonlySet<string>): BoardScene['decision'] {
  const n = legalActions(c, s, scratch);
  const actions: SceneAction[] = [];
  for (let i = 0; i < n; i++)
    actions.push({ action: scratch[i]!, touches: touches(c, s, scratch[i]!, shown) });
  const prompt = s[H_PHASE] === PH_DEFEND ? PROMPT_DEFEND : (headline(c, s)[0] ?? 'Decide');
  return { side: toMove(s), prompt, actions };
}

/** The scene for `viewer` (a side; -1 sees both hands: finished games and tests). */
export function boardScene(c: BvgContent, s: S, viewer: number): BoardScene {
  const cs = counters(c, s, viewer);
  const over = s[CH_TERMINAL] === 1;
  const lines = headline(c, s);
  const title = over ? `Game over on turn ${s[CH_TURN]}: ${VICTORY_TEXT[s[CH_VICTORY]!] ?? ''}` : lines[0]!;
  const sc: ScoreItem[] = [{ label: 'Objectives', value: lines[1] ?? '' }, ...score(c, s, viewer)];
  const deciding = over ? -1 : toMove(s);
  return {
    game: 'bvg',
    viewer,
    sides: SIDES,
    width: PANEL_X + PANEL_W + 20,
    height: Math.max(MAP_H, 1200),
    backdrop: 'backdrop.svg',
    title,
    score: sc.filter((i) => i.value),
    places: [...cityPlaces(c, s), ...PANELS],
    edges: edges(c),
    counters: cs,
    markers: markers(c, s),
    ...(deciding >= 0 && deciding === viewer
      ? { decision: decision(c, s, new Set(cs.map((k) => k.id))) }
      : {}),
  };
}
