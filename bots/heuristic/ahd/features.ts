/**
 * Features of an A House Divided position for the learned value function (value.ts, fitted by
 * experiments/tools/fit-value.ts): what decides the game by R10.0 (the seven cities, Washington,
 * the Army Maximums, the turns left) and what moves it (strength, threats, the easiest city still
 * missing). All are read from the Union's side: the model predicts p(Union wins).
 *
 * Strength of a unit = Combat Value x steps (2 full, 1 reduced) x 1.3 entrenched (R5.31), as the
 * heuristic's analysis. A threat to a box is the enemy strength within four connections by the
 * enemy's movement (R4.2: no Potomac for the Confederacy), weighted 1, 0.7, 0.4, 0.2 by distance
 * (two Marches by rail reach four boxes).
 *
 * Computed into a caller's array with no allocation; the static facts come from the heuristic's
 * per-pack cache (AhdStatic: distances by side).
 */
import * as L from '../../../src/games/ahd/layout.js';
import { ctrlOf, unitsOnMap, type S } from '../../../src/games/ahd/state.js';
import type { AhdStatic } from './analysis.js';

/** The victory cities of R10.0 in the standard pack; a pack with fewer leaves the rest 0. */
const CITY_SLOTS = 7;

export const FEATURE_NAMES: readonly string[] = [
  'turnsPlayedShare',
  'turnsLeft',
  'shortGame',
  'csaPhasing',
  'marchesLeft',
  'armyMaxUsa',
  'armyMaxCsa',
  'armyMaxDiff',
  'unitsUsaPerArmyMax',
  'unitsCsaPerArmyMax',
  'citiesHeld',
  'citiesHeldSix',
  'citiesHeldTimesPlayed',
  ...Array.from({ length: CITY_SLOTS }, (_, i) => `cityHeld${i + 1}`),
  'strengthUsa',
  'strengthCsa',
  'strengthShareUsa',
  'washingtonGarrison',
  'washingtonCover',
  'washingtonThreat',
  'washingtonAdjacentCsa',
  'washingtonThreatRatio',
  'richmondGarrison',
  'richmondThreat',
  'richmondThreatRatio',
  'missingCitiesDefence',
  'easiestMissingCityRatio',
  'meanMissingCityRatio',
  'unionNearMissingShare',
  'entrenchedShareUsa',
  'entrenchedShareCsa',
  'roomToRecruitUsa',
  'roomToRecruitCsa',
];

export const N_FEATURES = FEATURE_NAMES.length;

const THREAT_WEIGHT = [0, 1, 0.7, 0.4, 0.2];

/** The feature extractor of one pack: scratch arrays reused between calls. */
export class AhdFeatures {
  private readonly power: Float64Array;
  private readonly entrenched = new Float64Array(2);
  private readonly richmond: number;

  constructor(readonly st: AhdStatic) {
    this.power = new Float64Array(st.c.nb * 2);
    this.richmond = st.richmond;
  }

  /** Enemy-of-`side` threat to box b: `1 - side`'s strength within four connections, by distance. */
  private threat(b: number, side: number): number {
    const { c, dist } = this.st;
    const enemy = 1 - side;
    const d = dist[enemy];
    let t = 0;
    for (let e = 0; e < c.nb; e++) {
      const p = this.power[e * 2 + enemy]!;
      if (p === 0) continue;
      const k = d[e * c.nb + b]!;
      if (k >= 1 && k <= 4) t += p * THREAT_WEIGHT[k]!;
    }
    return t;
  }

  private near(b: number, side: number, within: number): number {
    const { c, dist } = this.st;
    const d = dist[side];
    let t = 0;
    for (let e = 0; e < c.nb; e++) {
      const k = d[e * c.nb + b]!;
      if (k <= within) t += this.power[e * 2 + side]!;
    }
    return t;
  }

  private adjacent(b: number, side: number): number {
    const c = this.st.c;
    let t = 0;
    for (let j = c.adjStart[b]!; j < c.adjStart[b + 1]!; j++) t += this.power[c.adjTo[j]! * 2 + side]!;
    return t;
  }

  /** Strength per box and side, and the entrenched strength per side; returns total per side. */
  private census(s: S, total: Float64Array): void {
    const c = this.st.c;
    this.power.fill(0);
    this.entrenched.fill(0);
    total.fill(0);
    for (let u = 0; u < c.nu; u++) {
      const b = s[L.U_LOC + u]!;
      if (b >= c.nb) continue;
      const st = s[L.U_ST + u]!;
      const side = c.slotSide[u]!;
      let v = c.combatValue[c.slotType[u]!]! * (st & L.ST_REDUCED ? 1 : 2);
      if (st & L.ST_ENTRENCHED) {
        v *= 1.3;
        this.entrenched[side]! += v;
      }
      this.power[b * 2 + side]! += v;
      total[side]! += v;
    }
  }

  private readonly total = new Float64Array(2);

  /** Write the features of s into out[0 .. N_FEATURES). */
  compute(s: S, out: Float64Array): void {
    const c = this.st.c;
    const total = this.total;
    this.census(s, total);
    const span = Math.max(1, s[L.H_END_TURN]! - s[L.H_START_TURN]! + 1);
    const played = (s[L.CH_TURN]! - s[L.H_START_TURN]!) / span;
    const amU = s[L.H_AM + L.USA]!;
    const amC = s[L.H_AM + L.CSA]!;
    let k = 0;
    out[k++] = played;
    out[k++] = (s[L.H_END_TURN]! - s[L.CH_TURN]!) / 40;
    out[k++] = s[L.H_END_KIND] === L.END_SHORT_GAME ? 1 : 0;
    out[k++] = s[L.H_SIDE] === L.CSA ? 1 : 0;
    out[k++] = s[L.H_PHASE] === L.PH_MOVE ? s[L.H_MARCHES]! / 6 : 0;
    out[k++] = amU / 40;
    out[k++] = amC / 40;
    out[k++] = (amU - amC) / 10;
    out[k++] = unitsOnMap(c, s, L.USA) / Math.max(1, amU);
    out[k++] = unitsOnMap(c, s, L.CSA) / Math.max(1, amC);
    let held = 0;
    const heldAt = k + 3;
    for (let i = 0; i < CITY_SLOTS; i++) {
      const b = c.victoryCities[i];
      const h = b !== undefined && ctrlOf(s, b) === L.USA ? 1 : 0;
      held += h;
      out[heldAt + i] = h;
    }
    out[k++] = held / 7;
    out[k++] = held === 6 ? 1 : 0;
    out[k++] = (held / 7) * played;
    k += CITY_SLOTS;
    out[k++] = total[L.USA]! / 200;
    out[k++] = total[L.CSA]! / 200;
    out[k++] = total[L.USA]! / Math.max(1, total[L.USA]! + total[L.CSA]!);
    k = this.capitals(out, k);
    k = this.missingCities(s, out, k, held);
    out[k++] = this.entrenched[L.USA]! / Math.max(1, total[L.USA]!);
    out[k++] = this.entrenched[L.CSA]! / Math.max(1, total[L.CSA]!);
    out[k++] = (amU - unitsOnMap(c, s, L.USA)) / 20;
    out[k] = (amC - unitsOnMap(c, s, L.CSA)) / 20;
  }

  /** Washington (R10.0: its loss ends the game) and Richmond. */
  private capitals(out: Float64Array, k: number): number {
    const w = this.st.c.washington;
    const garrison = this.power[w * 2 + L.USA]!;
    const threat = this.threat(w, L.USA);
    out[k++] = garrison / 40;
    out[k++] = (garrison + 0.7 * this.adjacent(w, L.USA)) / 40;
    out[k++] = threat / 40;
    out[k++] = this.adjacent(w, L.CSA) / 40;
    out[k++] = Math.log((threat + 1) / (garrison + 1));
    const r = this.richmond;
    const rg = r >= 0 ? this.power[r * 2 + L.CSA]! : 0;
    const rt = r >= 0 ? this.threat(r, L.CSA) : 0;
    out[k++] = rg / 40;
    out[k++] = rt / 40;
    out[k++] = Math.log((rt + 1) / (rg + 1));
    return k;
  }

  /** The victory cities the Union lacks: their defence, and the Union force that could take them. */
  private missingCities(s: S, out: Float64Array, k: number, held: number): number {
    const c = this.st.c;
    let defence = 0;
    let best = -Infinity;
    let sum = 0;
    let near = 0;
    for (let i = 0; i < c.victoryCities.length; i++) {
      const b = c.victoryCities[i]!;
      if (ctrlOf(s, b) === L.USA) continue;
      const d = this.power[b * 2 + L.CSA]! + this.adjacent(b, L.CSA);
      const u = this.near(b, L.USA, 2);
      const ratio = Math.log((u + 1) / (d + 1));
      defence += d;
      near += u;
      sum += ratio;
      if (ratio > best) best = ratio;
    }
    const missing = c.victoryCities.length - held;
    out[k++] = defence / 100;
    out[k++] = missing > 0 ? best : 3;
    out[k++] = missing > 0 ? sum / missing : 3;
    out[k++] = near / Math.max(1, this.total[L.USA]!);
    return k;
  }
}
