/**
 * Sieges (16.9.5): accepting one (the besieger stacks on the city, neither side may leave), refusing one
 * (16.9.5.1 PC penalties), the IT of every card-play round of the besieger (16.9.5.2: one each, two if
 * the besieger spent an activation on it), the three ends (16.9.5.4): the defender destroyed, a relief
 * attack that drives the besieger off, and the end of the turn in the Supply Phase.
 */
import { groupOf } from './activation.js';
import { R_MAJOR, R_MINOR, cityDefense } from './combat.js';
import { disgrace } from './command.js';
import { INDECISIVE, type LwContent } from './content.js';
import {
  AC_HEX,
  BT_ATT,
  BT_CO,
  BT_FROM,
  BT_RESULT,
  BT_ROUT,
  BT_TO,
  G_FLAGS,
  G_LOC,
  G_SEQ,
  G_STARS,
  GF_OOS,
  H_SEQ,
  X_SIEGE_FROM,
  XF_BESIEGED,
  XF_BESIEGING,
} from './layout.js';
import { HF_MOUNTAIN, HF_OCEAN } from './mapdata.js';
import {
  addIt,
  clearHexFlag,
  coOf,
  gainPc,
  generalsIn,
  hexFlag,
  itOf,
  losePc,
  occupied,
  setHexFlag,
  type S,
} from './state.js';
import { captureCity } from './territory.js';

const buf = new Int32Array(96);

/** 16.9.5.2: the victorious Force moves in its entirety on top of the defenders. */
export function beginSiege(c: LwContent, s: S): void {
  const att = s[BT_ATT]!;
  const to = s[BT_TO]!;
  const n = groupOf(c, s, buf);
  for (let i = 0; i < n; i++) {
    s[G_LOC + buf[i]!] = to;
    s[G_SEQ + buf[i]!] = ++s[H_SEQ]!;
  }
  s[AC_HEX] = to;
  setHexFlag(s, to, att, XF_BESIEGING);
  setHexFlag(s, to, 1 - att, XF_BESIEGED);
  s[X_SIEGE_FROM + to] = s[BT_FROM]! + 1;
}

/** 16.9.5.1: the victor who will not besiege loses 1/2/3 PC (Minor/Major/Rout), the defender gains them. */
export function refuseSiege(s: S): void {
  const att = s[BT_ATT]!;
  const pc = s[BT_ROUT] ? 3 : s[BT_RESULT] === R_MAJOR ? 2 : s[BT_RESULT] === R_MINOR ? 1 : 0;
  losePc(s, att, pc);
  gainPc(s, 1 - att, pc);
}

/** After a card play of `side`: every siege it holds adds IT to both sides (two where activated). */
export function siegeRound(c: LwContent, s: S, side: number, activated: number): void {
  for (let h = 0; h < c.nh; h++) {
    if (!hexFlag(s, h, side, XF_BESIEGING)) continue;
    const k = h === activated ? 2 : 1;
    addIt(s, h, side, k);
    addIt(s, h, 1 - side, k);
    checkSiegeDefeat(c, s, h);
  }
}

/** 16.9.5.4 #1: the defender's capability: its generals' defense (indecisive 0) + the better of city or terrain. */
function capability(c: LwContent, s: S, h: number, side: number): number {
  const n = generalsIn(c, s, h, side, buf);
  let v = 0;
  for (let i = 0; i < n; i++) {
    const g = buf[i]!;
    const r = c.genDef[g * 3 + s[G_STARS + g]! - 1]!;
    v += r === INDECISIVE ? 0 : r;
  }
  const city = c.hexCity[h]!;
  const cityDef = city >= 0 ? cityDefense(c, s, city, true) : 0;
  return v + Math.max(cityDef, c.hexFlags[h]! & HF_MOUNTAIN ? 2 : 0);
}

/**
 * 16.9.5.4 #1: IT at twice the capability destroy the defenders: all disgraced, the city taken; the
 * besieger gains the defender CO's stars (and the city's supply, which the defender loses).
 */
function checkSiegeDefeat(c: LwContent, s: S, h: number): boolean {
  for (const side of [0, 1]) {
    if (!hexFlag(s, h, side, XF_BESIEGED)) continue;
    if (itOf(s, h, side) < 2 * capability(c, s, h, side)) return false;
    const co = coOf(c, s, h, side);
    const stars = co >= 0 ? s[G_STARS + co]! : 0;
    const n = generalsIn(c, s, h, side, buf);
    for (let i = 0; i < n; i++) disgrace(c, s, buf[i]!);
    gainPc(s, 1 - side, stars);
    const city = c.hexCity[h]!;
    endSiegeFlags(s, h);
    if (city >= 0) captureCity(c, s, city, 1 - side, false);
    return true;
  }
  return false;
}

function endSiegeFlags(s: S, h: number): void {
  for (const side of [0, 1]) {
    clearHexFlag(s, h, side, XF_BESIEGED);
    clearHexFlag(s, h, side, XF_BESIEGING);
  }
  s[X_SIEGE_FROM + h] = 0;
}

/** 16.9.5.4 #2: the besieger, driven off by a relief attack, loses its CO (unless a Rout took him). */
export function reliefBroken(c: LwContent, s: S): void {
  endSiegeFlags(s, s[BT_TO]!);
  const co = s[BT_CO + 1 - s[BT_ATT]!]!;
  if (!s[BT_ROUT] && co >= 0 && s[G_LOC + co]! >= 0) disgrace(c, s, co);
}

/**
 * 16.9.5.4 #3 (Supply Phase): the besieged are out of supply, take one IT per general and do not
 * forage; if they survive, the besieger goes back where it came from, its CO is disgraced and the
 * defender gains his stars.
 */
export function endOfTurnSieges(c: LwContent, s: S): void {
  for (let h = 0; h < c.nh; h++) {
    for (const side of [0, 1]) {
      if (!hexFlag(s, h, side, XF_BESIEGED)) continue;
      const n = generalsIn(c, s, h, side, buf);
      for (let i = 0; i < n; i++) s[G_FLAGS + buf[i]!] = s[G_FLAGS + buf[i]!]! | GF_OOS;
      addIt(s, h, side, n);
      if (checkSiegeDefeat(c, s, h)) continue;
      const besieger = 1 - side;
      const co = coOf(c, s, h, besieger);
      const stars = co >= 0 ? s[G_STARS + co]! : 0;
      const back = s[X_SIEGE_FROM + h]! - 1;
      endSiegeFlags(s, h);
      withdrawBesieger(c, s, h, besieger, back);
      if (co >= 0 && s[G_LOC + co]! >= 0) disgrace(c, s, co);
      gainPc(s, side, stars);
    }
  }
}

function withdrawBesieger(c: LwContent, s: S, h: number, side: number, back: number): void {
  const n = generalsIn(c, s, h, side, buf);
  const it = itOf(s, h, side);
  let to = -1;
  const ok = (t: number): boolean => t >= 0 && !(c.hexFlags[t]! & HF_OCEAN) && !occupied(c, s, t, 1 - side);
  if (ok(back)) to = back;
  for (let d = 0; d < 6 && to < 0; d++) if (ok(c.grid.nbr[h * 6 + d]!)) to = c.grid.nbr[h * 6 + d]!;
  if (to < 0) {
    for (let i = 0; i < n; i++) disgrace(c, s, buf[i]!);
    return;
  }
  for (let i = 0; i < n; i++) {
    s[G_LOC + buf[i]!] = to;
    s[G_SEQ + buf[i]!] = ++s[H_SEQ]!;
  }
  addIt(s, h, side, -it);
  addIt(s, to, side, it);
}
