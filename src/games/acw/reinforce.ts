/**
 * Reinforcements [16.0-16.5, 19.4, 19.6, 19.9], from Game-Turn 2, usable at once.
 *
 *  - CSA: one SP per City Group 1-7 (Richmond; Raleigh or Wilmington; Charleston, Savannah or
 *    Augusta; Atlanta, Chattanooga or Nashville; Mobile, Selma or Decatur; New Orleans, Jackson or
 *    Memphis; the Texas hex 0129), in an undestroyed city not surrounded [16.1]. A group with no
 *    such city puts its point in an adjacent group (by number), at most two points a group and two a
 *    city each turn [16.2, 16.4]; otherwise the point is lost. With 19.4 the GT2 Richmond point may
 *    go to Raleigh. At-large points (19.6, 19.9) go to any reinforcement city beyond the limits.
 *  - Union: 6 SP in Washington, 3 in Cincinnati, 2 in Cairo, each to its alternates when the city
 *    is occupied or surrounded [16.5]; naval SP in 5201 (none from GT3 under 19.9); a riverine unit
 *    on even turns in 5201 or in St. Louis or Cairo as the track says (none when the South holds
 *    both) [16.0, 16.5]; Farragut with the GT2 riverine [11.34].
 *  "Surrounded" (reading `surrounded-city`): a Southern city not tied by the grid to another supply
 *  city (or, `path`, without a unit supply path); a Northern city without a Union supply path.
 */
import { CH_TURN } from '../../core/header.js';
import type { AcwContent } from './content.js';
import { A_REINF, A_RIVERINE_SITE, act, xOf } from './actions.js';
import { HEXES, edge } from './grid.js';
import {
  CITY_BASE,
  CSA,
  FLEETS,
  G_FARRAGUT_ARRIVED,
  G_GROUP_USED,
  G_INCENTIVE,
  G_REINF_GROUP,
  G_REINF_LEFT,
  G_VA,
  L_BASE,
  LF_ALIVE,
  LF_FARRAGUT,
  N_BASE,
  RIVERINES,
  RV_BASE,
  USA,
} from './layout.js';
import { RIVER_NAV, SB_RIVER } from './map.js';
import { VA_NEUTRAL } from './costs.js';
import { net } from './supply.js';
import { O_INTERVENTION, O_SURROUND_PATH, opt } from './options.js';
import { southernCityAlive } from './places.js';
import { addField, gain, occupant, type S } from './state.js';
import { computeSupply, pathOk } from './supply.js';

const cityCount = (s: S, k: number): number => (s[CITY_BASE + k]! >> 8) & 3;
const bumpCity = (s: S, k: number): void => {
  s[CITY_BASE + k] = s[CITY_BASE + k]! + (1 << 8);
};
const groupCount = (s: S, g: number): number => (s[G_GROUP_USED]! >> (3 * g)) & 7;

/** Start a Player-Turn's reinforcement bookkeeping. */
export function resetReinforcements(c: AcwContent, s: S): void {
  for (let k = 0; k < c.map.cities.length; k++) s[CITY_BASE + k] = s[CITY_BASE + k]! & ~(3 << 8);
  s[G_GROUP_USED] = 0;
}

/** Component of a hex on the labelled network (rail node, else a river hexside of it). */
function componentOf(h: number): number {
  if (net.railOk[h]) return net.comp[h]!;
  for (let d = 0; d < 6; d++) {
    const e = edge(h, d);
    if (net.edgeOk[e]) return net.comp[HEXES + e]!;
  }
  return -1;
}

/** Southern cities able to take reinforcements now [16.1, 16.3]. */
export function eligibleCities(c: AcwContent, s: S): Uint8Array {
  const ok = new Uint8Array(c.map.cities.length);
  computeSupply(c, s, CSA);
  const comps = c.map.cities.map((city, k) =>
    city.kind !== 'city' && southernCityAlive(c, s, k) ? componentOf(city.hex) : -2,
  );
  c.map.cities.forEach((city, k) => {
    if (!city.group || !southernCityAlive(c, s, k)) return;
    if (opt(s, O_SURROUND_PATH)) ok[k] = pathOk[city.hex]!;
    else ok[k] = comps[k]! >= 0 && comps.some((x, j) => j !== k && x === comps[k]) ? 1 : 0;
  });
  return ok;
}

/** Hexes where the point of group g (or an at-large point) may be placed. */
export function groupTargets(c: AcwContent, s: S, g: number, ok: Uint8Array, out: number[]): void {
  out.length = 0;
  if (g === 8) {
    c.map.cities.forEach((city, k) => ok[k] && out.push(city.hex));
    if (occupant(s, c.map.texas) !== USA) out.push(c.map.texas);
    return;
  }
  // the group's cities able to reinforce at all, then those still under the limits [16.2, 16.4]
  const able = (grp: number): number[] => {
    if (grp === 7) return occupant(s, c.map.texas) !== USA ? [c.map.texas] : [];
    const hs: number[] = [];
    c.map.cities.forEach((city, k) => city.group === grp && ok[k] && hs.push(city.hex));
    return hs;
  };
  const inGroup = (grp: number): number[] =>
    groupCount(s, grp) >= 2 ? [] : able(grp).filter((h) => grp === 7 || cityCount(s, c.map.city[h]!) < 2);
  if (g === 1 && s[CH_TURN] === 2 && s[G_VA] === VA_NEUTRAL) {
    const raleigh = c.map.places.get('Raleigh')!;
    if (ok[c.map.city[raleigh]!]) out.push(raleigh);
    return;
  }
  out.push(...inGroup(g));
  if (able(g).length === 0) out.push(...(g > 1 ? inGroup(g - 1) : []), ...(g < 7 ? inGroup(g + 1) : []));
}

/** Place one CSA point on hex h. */
export function placePoint(c: AcwContent, s: S, h: number, counted: boolean): void {
  addField(s, h, CSA, 1);
  gain(s, CSA, 1);
  const k = c.map.city[h]!;
  if (!counted) return;
  const grp = k >= 0 ? c.map.cities[k]!.group : 7;
  if (k >= 0) bumpCity(s, k);
  s[G_GROUP_USED] = s[G_GROUP_USED]! + (1 << (3 * grp));
}

/** At-large points the CSA places this turn (19.6, 19.9). */
export function atLargeCount(s: S): number {
  return s[G_INCENTIVE]! + (opt(s, O_INTERVENTION) ? 1 : 0);
}

const targetsScratch: number[] = [];

/**
 * Run the CSA reinforcement decisions from G_REINF_GROUP on: automatic where only one hex is
 * possible; returns true when a decision is pending.
 */
export function csaReinforce(c: AcwContent, s: S): boolean {
  if (s[CH_TURN]! < 2) return false;
  const ok = eligibleCities(c, s);
  while (s[G_REINF_GROUP]! <= 8) {
    const g = s[G_REINF_GROUP]!;
    if (g === 8 && s[G_REINF_LEFT]! <= 0) break;
    groupTargets(c, s, g, ok, targetsScratch);
    if (targetsScratch.length > 1) return true;
    if (targetsScratch.length === 1) placePoint(c, s, targetsScratch[0]!, g < 8);
    advanceGroup(s);
  }
  return false;
}

function advanceGroup(s: S): void {
  if (s[G_REINF_GROUP] === 8) {
    s[G_REINF_LEFT] = s[G_REINF_LEFT]! - 1;
    if (s[G_REINF_LEFT]! <= 0) s[G_REINF_GROUP] = 9;
  } else s[G_REINF_GROUP] = s[G_REINF_GROUP]! + 1;
}

export function reinforceActions(c: AcwContent, s: S, out: Int32Array): number {
  if (s[G_REINF_GROUP] === 10) {
    let n = 0;
    for (const name of ['St. Louis', 'Cairo']) {
      const h = c.map.places.get(name)!;
      if (occupant(s, h) !== CSA) out[n++] = act(A_RIVERINE_SITE, h);
    }
    return n;
  }
  groupTargets(c, s, s[G_REINF_GROUP]!, eligibleCities(c, s), targetsScratch);
  targetsScratch.forEach((h, i) => (out[i] = act(A_REINF, h)));
  return targetsScratch.length;
}

export function playReinforce(c: AcwContent, s: S, a: number): void {
  if (s[G_REINF_GROUP] === 10) {
    placeRiverine(c, s, xOf(a));
    s[G_REINF_GROUP] = 9;
    return;
  }
  placePoint(c, s, xOf(a), s[G_REINF_GROUP]! < 8);
  advanceGroup(s);
}

/** The Union's reinforcements; returns true when the riverine site is to be chosen. */
export function unionReinforce(c: AcwContent, s: S): boolean {
  const gt = s[CH_TURN]!;
  if (gt < 2) return false;
  computeSupply(c, s, USA);
  const sc = c.scenarios[0]!;
  const each = [6, 3, 2];
  sc.unionReinforcementCities.forEach((u, i) => {
    const sp = Math.round((c.tables.usaArmy[gt]! * each[i]!) / 11);
    for (const name of [u.city, ...u.alternates]) {
      const h = c.map.places.get(name)!;
      if (occupant(s, h) === CSA || !pathOk[h]) continue;
      addField(s, h, USA, sp);
      gain(s, USA, sp);
      break;
    }
  });
  const naval = opt(s, O_INTERVENTION) && gt >= 3 ? 0 : c.tables.naval[gt]!;
  if (naval > 0) addFleet(s, c.map.navalEntry, naval);
  const riv = c.tables.riverine[gt]!;
  if (riv === 1) placeRiverine(c, s, c.map.navalEntry);
  if (riv === 2) {
    const free = ['St. Louis', 'Cairo']
      .map((n) => c.map.places.get(n)!)
      .filter((h) => occupant(s, h) !== CSA);
    if (free.length === 2) return true;
    if (free.length === 1) placeRiverine(c, s, free[0]!);
  }
  return false;
}

/** Add naval SP to the fleet on a node (or a new fleet). */
export function addFleet(s: S, node: number, sp: number): void {
  let free = -1;
  for (let i = 0; i < FLEETS; i++) {
    if (s[N_BASE + i * 3] === node) {
      s[N_BASE + i * 3 + 1] = s[N_BASE + i * 3 + 1]! + sp;
      return;
    }
    if (free < 0 && s[N_BASE + i * 3]! < 0) free = i;
  }
  if (free < 0) return;
  s[N_BASE + free * 3] = node;
  s[N_BASE + free * 3 + 1] = sp;
  s[N_BASE + free * 3 + 2] = 0;
}

/** A new riverine unit at hex h (5201 at sea; a city: on one of its navigable hexsides). */
function placeRiverine(c: AcwContent, s: S, h: number): void {
  let node = h;
  if (c.map.terrain[h] !== 0) {
    for (let d = 0; d < 6; d++) {
      if ((c.map.side[h * 6 + d]! & SB_RIVER) >= RIVER_NAV) {
        node = HEXES + edge(h, d);
        break;
      }
    }
  }
  for (let i = 0; i < RIVERINES; i++) {
    if (s[RV_BASE + i * 2]! >= 0) continue;
    s[RV_BASE + i * 2] = node;
    s[RV_BASE + i * 2 + 1] = 0;
    if (!s[G_FARRAGUT_ARRIVED] && s[CH_TURN] === 2) {
      s[G_FARRAGUT_ARRIVED] = 1;
      s[L_BASE] = i;
      s[L_BASE + 1] = 2;
      s[L_BASE + 2] = 0;
      s[L_BASE + 3] = LF_ALIVE | LF_FARRAGUT;
    }
    return;
  }
}
