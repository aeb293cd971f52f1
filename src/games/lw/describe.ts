/**
 * Words for people: an action's description in the game's vocabulary, and a text picture of the whole
 * state (turn, phase, tracks, every Force, naval units, decks). What one side may see is view.ts.
 */
import * as A from './actions.js';
import type { LwContent } from './content.js';
import { forceSize, visibleGeneral } from './fog.js';
import {
  AC_HEX,
  CH_TERMINAL,
  CP_PC,
  CSA,
  FLEET,
  G_FLAGS,
  G_LOC,
  G_STARS,
  G_WOUNDS,
  GF_GIC,
  GF_OOS,
  H_BI,
  H_CSP,
  H_EP,
  H_KY,
  H_PC,
  H_PHASE,
  H_STEP,
  H_STEP_A,
  H_STEP_SIDE,
  H_TURNIDX,
  HUNT_BASE,
  PHASE_NAMES,
  PORT_BASE,
  RAIDER,
  RAIDER_CAP,
  SHADOW_BASE,
  SIDE_NAMES,
  SPACE_BASE,
  STEP_NAMES,
  ST_DRAFT,
  ST_NAVAL,
  ST_SPEND,
  USA,
} from './layout.js';
import { DIRECTION_NAMES } from '../../hex/grid.js';
import { ASSET_ID, FLEET_ID } from './naval.js';
import { coOf, generalsIn, itOf, type S } from './state.js';
import { E_IRREGULARS, E_REMOVE_IT, E_SEDITIOUS_RELIEF, TURN_LABELS } from './content.js';

const buf = new Int32Array(96);

const genLabel = (c: LwContent, s: S, g: number): string =>
  `${c.genName[g]} ${'*'.repeat(Math.max(1, s[G_STARS + g]!))}`;
export const hexLabel = (c: LwContent, h: number): string => {
  const city = c.hexCity[h]!;
  return city >= 0 ? `${c.cityName[city]} (${c.grid.label(h)})` : c.grid.label(h);
};
export const cardLabel = (c: LwContent, k: number): string =>
  `#${(k % 81) + 1} ${c.cardName[k]} (${c.cardPc[k]})`;

export function navalDest(c: LwContent, y: number): string {
  if (y >= HUNT_BASE) return `the Hunt box of column ${y - HUNT_BASE + 1}`;
  if (y >= SHADOW_BASE) return `the Shadow box of column ${y - SHADOW_BASE + 1}`;
  if (y >= SPACE_BASE) return `a blockade space of ${c.cityName[c.spacePort[y - SPACE_BASE]!]}`;
  if (y >= PORT_BASE) return c.cityName[y - PORT_BASE]!;
  return `Raid hex ${y + 1}`;
}

export function navalUnit(u: number): string {
  if (u < ASSET_ID) return `Raider ${u + 1}`;
  if (u < FLEET_ID) return `Asset ${u - ASSET_ID + 1}`;
  return `Fleet ${u - FLEET_ID + 1}`;
}

export function describeAction(c: LwContent, s: S, a: number): string {
  const op = A.opOf(a);
  const x = A.xOf(a);
  const y = A.yOf(a);
  const z = A.zOf(a);
  const g = (): string => genLabel(c, s, x);
  const dir = (): string => {
    const h = s[AC_HEX]!;
    const n = c.grid.nbr[h * 6 + x]!;
    return `${DIRECTION_NAMES.flat[x]} to ${n >= 0 ? hexLabel(c, n) : '?'}`;
  };
  switch (op) {
    case A.OP_DONE:
      return doneText(s);
    case A.OP_YES:
      return 'yes';
    case A.OP_NO:
      return 'no';
    case A.OP_GIC:
      return `appoint ${g()} General in Chief`;
    case A.OP_BUY_CSP:
      return `buy ${x} CSP`;
    case A.OP_PROMOTE:
      return `promote ${g()}`;
    case A.OP_RETURN:
      return `bring back ${c.genName[x]} from disgrace`;
    case A.OP_SWAP_CO:
      return `make ${g()} the CO`;
    case A.OP_APPOINT_GIC:
      return `appoint ${g()} General in Chief`;
    case A.OP_BUY_FLEET:
      return 'buy a Fleet';
    case A.OP_BUY_RAIDER:
      return `buy a Raider for ${x >= PORT_BASE ? c.cityName[x - PORT_BASE] : `Raid hex ${x + 1}`}`;
    case A.OP_BUY_ASSET:
      return 'buy a CSN Asset';
    case A.OP_BUY_PLOT:
      return 'buy the Assassination Plot';
    case A.OP_PLACE_ASSET:
      return `place the Asset in ${c.cityName[x]}`;
    case A.OP_DRAFT:
      return `${s[H_STEP] === ST_DRAFT ? 'draft promotion for' : 'promote'} ${g()}`;
    case A.OP_NAVAL:
      return `${navalUnit(x)} to ${navalDest(c, y)}`;
    case A.OP_BLOCK_IT:
      return `blockade IT on the Force at ${hexLabel(c, x)}`;
    case A.OP_RAIL:
      return `rail ${g()} to ${hexLabel(c, y)}`;
    case A.OP_ABSORB:
      return `${g()} absorbs a TCO star`;
    case A.OP_TAKE_CAMPAIGN:
      return `take ${c.cardName[x]}`;
    default:
      return describePlay(c, s, op, x, y, z, g, dir);
  }
}

function describePlay(
  c: LwContent,
  s: S,
  op: number,
  x: number,
  y: number,
  z: number,
  g: () => string,
  dir: () => string,
): string {
  switch (op) {
    case A.OP_PLAY_PC:
      return x === 68 ? 'set the Committee card aside' : `play ${cardLabel(c, x)} for PC`;
    case A.OP_PLAY_PRESS:
      return `press ${cardLabel(c, x)} (roll for PC)`;
    case A.OP_PLAY_EVENT:
      return x === 68 ? 'play the Committee card' : `play ${cardLabel(c, x)} for its event`;
    case A.OP_PLAY_SEDITIOUS:
      return `play ${cardLabel(c, x)}`;
    case A.OP_DISCARD_SEDITIOUS:
      return `discard ${cardLabel(c, x)} without penalty`;
    case A.OP_EXCHANGE:
      return 'reveal three Seditious cards and exchange them';
    case A.OP_PLAY_CAMPAIGN:
      return `play ${cardLabel(c, x)} as a campaign`;
    case A.OP_PASS:
      return 'pass (offer peace talks)';
    case A.OP_ACTIVATE:
      return `activate ${g()} at ${hexLabel(c, s[G_LOC + x]!)}`;
    case A.OP_FORAY:
      return `${g()} forays: ${z === A.FORAY_RIT ? 'RIT' : 'raid'} into ${hexLabel(c, y)}`;
    case A.OP_REMOVE_IT:
      return `remove an IT at ${hexLabel(c, x)}`;
    case A.OP_MOVE:
      return `move ${dir()}`;
    case A.OP_ATTACK:
      return `attack ${dir()}`;
    case A.OP_DROP:
      return `leave ${g()} behind${z ? ' with IT' : ''}`;
    case A.OP_SPLIT:
      return `split off ${g()}${z ? ' with IT' : ''} to move later`;
    case A.OP_PICKUP:
      return 'pick up the Force here';
    case A.OP_RELIEVE:
      return 'join the Force here and remove its IT';
    case A.OP_RAID:
      return `raid ${dir()}`;
    case A.OP_RIT:
      return `${z === A.RIT_PLACE ? 'place' : 'remove'} an RIT at ${hexLabel(c, x)}`;
    case A.OP_RIVER:
      return `river movement to ${hexLabel(c, x)}`;
    case A.OP_RIVER_ASSAULT:
      return `river assault on ${c.cityName[x]}`;
    case A.OP_OCEAN:
      return `ocean movement to ${c.cityName[x]}`;
    case A.OP_OCEAN_ASSAULT:
      return `ocean assault on ${c.cityName[x]}`;
    case A.OP_CONSOLIDATE:
      return `consolidate from ${DIRECTION_NAMES.flat[x]}`;
    default:
      return describeBattle(c, s, op, x, y, g);
  }
}

function describeBattle(c: LwContent, s: S, op: number, x: number, y: number, g: () => string): string {
  switch (op) {
    case A.OP_HARASS:
      return `harass with ${g()}`;
    case A.OP_RESOURCE:
      return x === A.ZERO_CARD ? 'commit the 0 Resource card' : `commit ${cardLabel(c, x)}`;
    case A.OP_CSP:
      return `commit ${x} CSP`;
    case A.OP_VICTIM:
      return `casualty check on ${g()}`;
    case A.OP_RETREAT:
      return `retreat to ${hexLabel(c, x)}`;
    case A.OP_ADVANCE:
      return x === A.ADV_ALL
        ? 'advance with all'
        : x === A.ADV_CO
          ? 'advance the CO only'
          : 'do not advance (+1 IT)';
    case A.OP_DEMOTE:
      return `demote ${g()}`;
    case A.OP_PCSA:
      return `Port City Staging Area at ${c.cityName[x]}`;
    case A.OP_PCSA_REMOVE:
      return 'remove the Port City Staging Area';
    case A.OP_TARGET:
      return `target ${targetText(c, s, x)}`;
    case A.OP_PEACE_PC:
      return 'take the peace-talks PC';
    case A.OP_LAST_PLAY:
      return 'play my last card';
    case A.OP_BI_SWAP:
      return `take ${cardLabel(c, x)} from the discards for ${cardLabel(c, y)}`;
    default:
      return `action ${op}/${x}`;
  }
}

/** An event's target: a general, a hex or a card, by the event being played. */
function targetText(c: LwContent, s: S, x: number): string {
  const k = s[H_STEP_A]!;
  const ek = k === 68 ? -1 : c.eventKind[k]!;
  if (ek === E_REMOVE_IT || ek === E_IRREGULARS) return hexLabel(c, x);
  if (ek === E_SEDITIOUS_RELIEF) return cardLabel(c, x);
  return x < c.ng ? c.genName[x]! : String(x);
}

function doneText(s: S): string {
  switch (s[H_STEP]) {
    case ST_SPEND:
      return `bank ${s[CP_PC]} PC`;
    case ST_NAVAL:
      return 'naval moves done';
    default:
      return `done (${STEP_NAMES[s[H_STEP]!] ?? 'step'})`;
  }
}

// ---- the whole state ------------------------------------------------------------------------------------

export function renderState(c: LwContent, s: S): string {
  const L: string[] = [];
  L.push(headline(s));
  for (const side of [USA, CSA]) L.push(`${SIDE_NAMES[side]}: ${forces(c, s, side).join('; ')}`);
  L.push(navalLine(c, s));
  return L.join('\n');
}

export function headline(s: S): string {
  const t = TURN_LABELS[s[H_TURNIDX]!] ?? '?';
  const step = s[CH_TERMINAL] ? 'game over' : `${SIDE_NAMES[s[H_STEP_SIDE]!]} to ${STEP_NAMES[s[H_STEP]!]}`;
  const ky = s[H_KY] ? `KY entered by ${SIDE_NAMES[s[H_KY]! - 1]}` : 'KY neutral';
  const flags = [s[H_EP] ? 'EP declared' : '', s[H_BI] ? 'BI declared' : '', ky].filter(Boolean).join(', ');
  return `${t} ${PHASE_NAMES[s[H_PHASE]!]}: ${step}. PC ${s[H_PC]}/${s[H_PC + 1]}, CSP ${s[H_CSP]}/${s[H_CSP + 1]} (Union/CS). ${flags}.`;
}

/**
 * Every Force of a side: hex, CO first, IT, OOS. For a `viewer` of the other side only what fog of war
 * (12.7) shows: the CO, revealed generals and the Force's size.
 */
export function forces(c: LwContent, s: S, side: number, viewer = -1): string[] {
  const out: string[] = [];
  const seen = new Set<number>();
  const fog = viewer >= 0 && viewer !== side;
  for (let g = 0; g < c.ng; g++) {
    const h = s[G_LOC + g]!;
    if (c.genSide[g] !== side || h < 0 || seen.has(h) || (fog && !visibleGeneral(c, s, g))) continue;
    seen.add(h);
    const co = coOf(c, s, h, side);
    const n = generalsIn(c, s, h, side, buf);
    const names = [genText(c, s, co)];
    for (let i = 0; i < n; i++)
      if (buf[i] !== co && (!fog || visibleGeneral(c, s, buf[i]!))) names.push(genText(c, s, buf[i]!));
    if (fog) names.push(SIZE_NAMES[forceSize(c, s, co)]!);
    const it = itOf(s, h, side);
    out.push(`${c.grid.label(h)} ${names.join(', ')}${it ? ` [${it} IT]` : ''}`);
  }
  return out;
}

/** 12.7: the answer to "Major or Minor?". */
export const SIZE_NAMES = ['a Force', 'Minor Army', 'Major Army'] as const;

function genText(c: LwContent, s: S, g: number): string {
  const f = s[G_FLAGS + g]!;
  const marks = `${f & GF_GIC ? ' GiC' : ''}${s[G_WOUNDS + g] ? ` W${s[G_WOUNDS + g]}` : ''}${f & GF_OOS ? ' OOS' : ''}`;
  return `${c.genName[g]} ${s[G_STARS + g]}*${c.genCav[g] ? ' cav' : ''}${marks}`;
}

function navalLine(c: LwContent, s: S): string {
  const raiders: string[] = [];
  for (let i = 0; i < RAIDER_CAP; i++) if (s[RAIDER + i]! >= 0) raiders.push(navalDest(c, s[RAIDER + i]!));
  let fleets = 0;
  for (let f = 0; f < c.tables.fleets; f++) if (s[FLEET + f]! >= 0) fleets++;
  return `Naval: ${fleets} Union Fleets; Raiders at ${raiders.join(', ') || 'none'}.`;
}
