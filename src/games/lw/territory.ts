/**
 * Territory: entering hexes and taking cities. Kentucky's neutrality (2.4.3), Missouri's neutral
 * cities (2.4.2), capture and its PC (16.1.2, 16.6.2, 16.10.2), cavalry holding a city (13.1.3), the
 * fate of naval units in a captured port (8.1.2.1, 8.3.4), the Port City Staging Area lost (14.4.1),
 * the Union's reward for reaching Richmond (10.7.8.2) and British Intervention on Washington's fall
 * (19.2).
 */
import type { LwContent } from './content.js';
import {
  ASSET_CAP,
  ASSET_LOC,
  ASSET_TYPE,
  AT_FALSE,
  CP_ACTIVE,
  CP_KY,
  CSA,
  CT_FLAGS,
  CTF_CAVHELD,
  H_ET_RICH,
  H_FOOTE,
  H_KY,
  H_PCSA,
  H_PCSA_REMOVED,
  H_TURNIDX,
  NAV_GONE,
  NAV_UNBOUGHT,
  PORT_BASE,
  RAIDER,
  RAIDER_CAP,
  USA,
} from './layout.js';
import { CFL_KY, HF_KY, NEUTRAL, PORT_OCEAN, PORT_RIVER, STAR } from './mapdata.js';
import { fleetBlockaded } from './naval.js';
import { ctrlOf, die, gainPc, hasInfantry, losePc, setCtrl, type S } from './state.js';
import { declareBi } from './politics.js';

/** A side's forces entered `hex` (movement, advance, retreat, landing). */
export function enterHex(c: LwContent, s: S, side: number, hex: number): void {
  if (s[H_KY] === 0 && c.hexFlags[hex]! & HF_KY) breakKentucky(c, s, side);
  const city = c.hexCity[hex]!;
  if (city >= 0 && ctrlOf(s, city) === NEUTRAL) {
    setCtrl(c, s, city, side); // 2.4.2, 2.4.3: first entry takes a neutral city, garrison placed
    gainPc(s, side, supplyValue(c, city));
  }
  richmondReward(c, s, side, hex);
}

/** 2.4.3: the first side to move, attack or retreat into Kentucky gives the other 5 PC; its cities follow. */
export function breakKentucky(c: LwContent, s: S, side: number): void {
  s[H_KY] = 1 + side;
  gainPc(s, 1 - side, 5);
  if (s[CP_ACTIVE]) s[CP_KY] = 1;
  else kentuckyCardEnd(c, s);
}

/** 2.4.3: at the end of the card play, Kentucky cities still neutral go to the victim with their supply PC. */
export function kentuckyCardEnd(c: LwContent, s: S): void {
  const victim = 1 - (s[H_KY]! - 1);
  for (let k = 0; k < c.ncity; k++) {
    if (!(c.cityFlags[k]! & CFL_KY) || ctrlOf(s, k) !== NEUTRAL) continue;
    setCtrl(c, s, k, victim);
    gainPc(s, victim, supplyValue(c, k));
  }
}

export function supplyValue(c: LwContent, city: number): number {
  const v = c.citySup[city]!;
  return v === STAR ? 0 : v;
}

/** 10.7.8.2: once a turn, +1 PC when a Union force comes adjacent to Richmond. */
function richmondReward(c: LwContent, s: S, side: number, hex: number): void {
  if (side !== USA || s[H_ET_RICH]) return;
  if (c.grid.distance(hex, c.cityHex[c.richmond]!) !== 1) return;
  s[H_ET_RICH] = 1;
  gainPc(s, USA, 1);
}

/**
 * `side` takes `city` (16.10.2): control and garrison (a lone cavalry general holds it only while he
 * stays, 13.1.3), the captor gains and the loser loses its supply value (16.1.2, 16.6.2); naval units
 * in the port escape or are lost (8.1.2.1, 8.3.4); a recaptured PCSA is removed (14.4.1); Washington
 * taken is British Intervention (19.2).
 */
export function captureCity(c: LwContent, s: S, city: number, side: number, amphibious: boolean): void {
  const loser = ctrlOf(s, city);
  if (loser === side) return;
  setCtrl(c, s, city, side);
  if (!hasInfantry(c, s, c.cityHex[city]!, side) && c.cityOrig[city] !== side)
    s[CT_FLAGS + city] = s[CT_FLAGS + city]! | CTF_CAVHELD;
  const v = supplyValue(c, city);
  gainPc(s, side, v);
  if (loser !== NEUTRAL) losePc(s, loser, v);
  if (side === USA) portCaptured(c, s, city, amphibious);
  if (side === CSA && s[H_PCSA] === city + 1) {
    s[H_PCSA] = 0;
    s[H_PCSA_REMOVED] = s[H_TURNIDX]! + 1;
  }
  if (side === CSA && city === c.washington) declareBi(s);
}

/** 8.1.2.1, 8.3.4: CS naval units in a port the Union takes. */
function portCaptured(c: LwContent, s: S, city: number, amphibious: boolean): void {
  const blockadedPort = fleetBlockaded(c, s, city);
  for (let i = 0; i < ASSET_CAP; i++) {
    if (s[ASSET_LOC + i] !== city) continue;
    if (s[ASSET_TYPE + i] === AT_FALSE) {
      s[ASSET_LOC + i] = NAV_UNBOUGHT; // 8.1.2.4: back to the pool
      continue;
    }
    const to = amphibious || s[H_FOOTE] ? -1 : escapePort(c, s, city);
    s[ASSET_LOC + i] = to >= 0 ? to : NAV_GONE;
  }
  for (let i = 0; i < RAIDER_CAP; i++) {
    if (s[RAIDER + i] !== PORT_BASE + city) continue;
    // 8.3.4: a Raider in a blockaded port taken by land must run the blockade; by sea it is lost
    if (amphibious || (blockadedPort && die(s) <= 2)) s[RAIDER + i] = NAV_GONE;
    else s[RAIDER + i] = escapeRaider(c, s);
  }
}

/** The nearest friendly port of the same kind within four hexes (8.1.2.1), or -1. */
function escapePort(c: LwContent, s: S, city: number): number {
  const kind = c.cityPort[city]! & PORT_OCEAN ? PORT_OCEAN : PORT_RIVER;
  let best = -1;
  let bestD = 5;
  for (let k = 0; k < c.ncity; k++) {
    if (k === city || !(c.cityPort[k]! & kind) || ctrlOf(s, k) !== CSA) continue;
    const d = c.grid.distance(c.cityHex[city]!, c.cityHex[k]!);
    let here = 0;
    for (let i = 0; i < ASSET_CAP; i++) if (s[ASSET_LOC + i] === k) here++;
    if (d < bestD && here < 2) {
      bestD = d;
      best = k;
    }
  }
  return best;
}

function escapeRaider(c: LwContent, s: S): number {
  for (let k = 0; k < c.ncity; k++)
    if (c.cityPort[k]! & PORT_OCEAN && c.cityOrig[k] === CSA && ctrlOf(s, k) === CSA) return PORT_BASE + k;
  return NAV_GONE;
}
