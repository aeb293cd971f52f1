/**
 * Features of a Blue vs Gray position for the learned value function (value.ts, fitted by
 * experiments/tools/fit-value.ts): what decides the game by 18 (the Objectives Total and its
 * thresholds +6, -3/-4, +3 at the 1864 Elections, +5 at the end of the USA deck; Washington's
 * capture, 18.4) and what moves it (strength per side and theater, the strongest command, supply,
 * cards in hand and deck, the approaches to Washington, progress towards the port and Mississippi
 * objectives). All are read from the Union's side: the model predicts p(Union wins).
 *
 * Only what both sides may see is read: the board, city control, supply, counts of hands and decks,
 * and the game flags (the 1864 Elections and Emancipation are played face up). Strengths are the
 * heuristic's per-decision analysis (analysis.ts: face-down cards count 0).
 *
 * Computed into a caller's array; the per-pack analysis is the caller's.
 */
import * as L from '../../../src/games/bvg/layout.js';
import { deckSize, handSize } from '../../../src/games/bvg/draw.js';
import { blockadeLevel, railnetSevered } from '../../../src/games/bvg/map.js';
import { ctrl, onMap } from '../../../src/games/bvg/state.js';
import { csaObjectives, objectivesTotal, usaObjectives } from '../../../src/games/bvg/victory.js';
import type { Analysis } from './analysis.js';

/** The eight USA objectives of 18.2, in victory.ts's bit order. */
const USA_OBJECTIVES = [
  'objMississippi',
  'objBlockade',
  'objRichmond',
  'objAtlanta',
  'objShenandoah',
  'objCsaRailnet',
  'objAtlanticPorts',
  'objGulfPorts',
];

export const FEATURE_NAMES: readonly string[] = [
  'playerTurns',
  'usaPhasing',
  'usaDeckLeft',
  'csaDeckLeft',
  'endCountdown',
  'electionsPlayed',
  'emancipation',
  'lateWarUsa',
  'lateWarCsa',
  'objectivesTotal',
  'otAtLeast4',
  'otAtLeast5',
  'otAtMostMinus2',
  'otAtMostMinus3',
  ...USA_OBJECTIVES,
  'csaObjectives',
  'usaRailnetSevered',
  'northHeldCsa',
  'supplyUsa',
  'supplyCsa',
  'handUsa',
  'handCsa',
  'strengthUsaEast',
  'strengthUsaWest',
  'strengthCsaEast',
  'strengthCsaWest',
  'strengthShareEast',
  'strengthShareWest',
  'bestUsaEast',
  'bestUsaWest',
  'bestCsaEast',
  'bestCsaWest',
  'bestRatioEast',
  'bestRatioWest',
  'cavalryUsa',
  'cavalryCsa',
  'squadronsEast',
  'squadronsWest',
  'blockadeLevel',
  'washingtonApproachesCsa',
  'washingtonNextCsa',
  'citiesUsa',
  'citiesCsa',
  'mississippiUsa',
  'atlanticPortsUsa',
  'gulfPortsUsa',
];

export const N_FEATURES = FEATURE_NAMES.length;

/** Share of the cities in `list` on the map that the USA controls. */
function usaShare(an: Analysis, s: Int32Array, list: readonly number[]): number {
  let n = 0;
  let held = 0;
  for (const x of list) {
    if (!onMap(an.c, s, x)) continue;
    n++;
    if (ctrl(s, x) === L.USA) held++;
  }
  return n > 0 ? held / n : 0;
}

/** Write the features of s into out[0 .. N_FEATURES); `an` is the pack's analysis (refilled here). */
export function computeFeatures(an: Analysis, s: Int32Array, out: Float64Array): void {
  const c = an.c;
  an.update(s, L.USA);
  const ot = objectivesTotal(c, s);
  const flags = s[L.H_FLAGS]!;
  let k = 0;
  out[k++] = s[L.H_PTURNS]! / 40;
  out[k++] = s[L.H_SIDE] === L.USA ? 1 : 0;
  out[k++] = deckSize(c, s, L.USA) / Math.max(1, c.nUsa);
  out[k++] = deckSize(c, s, L.CSA) / Math.max(1, c.nc - c.nUsa);
  out[k++] = s[L.H_END_LEFT]! >= 0 ? (3 - s[L.H_END_LEFT]!) / 3 : 0;
  out[k++] = flags & L.GF_ELECTIONS ? 1 : 0;
  out[k++] = flags & L.GF_EMANC ? 1 : 0;
  out[k++] = s[L.H_LATEWAR + L.USA]! ? 1 : 0;
  out[k++] = s[L.H_LATEWAR + L.CSA]! ? 1 : 0;
  out[k++] = ot / 6;
  out[k++] = ot >= 4 ? 1 : 0;
  out[k++] = ot >= 5 ? 1 : 0;
  out[k++] = ot <= -2 ? 1 : 0;
  out[k++] = ot <= -3 ? 1 : 0;
  const m = usaObjectives(c, s);
  for (let b = 0; b < USA_OBJECTIVES.length; b++) out[k++] = m & (1 << b) ? 1 : 0;
  out[k++] = csaObjectives(c, s) / 4;
  out[k++] = railnetSevered(c, s, L.USA) ? 1 : 0;
  let north = 0;
  for (const x of c.northCities) if (onMap(c, s, x) && ctrl(s, x) === L.CSA) north++;
  out[k++] = north / 4;
  out[k++] = s[L.H_SUPPLY + L.USA]! / 10;
  out[k++] = s[L.H_SUPPLY + L.CSA]! / 10;
  out[k++] = handSize(c, s, L.USA) / 10;
  out[k++] = handSize(c, s, L.CSA) / 10;
  k = strengths(an, out, k);
  out[k++] = an.sq[L.EAST]! / 4;
  out[k++] = an.sq[L.WEST]! / 4;
  out[k++] = blockadeLevel(c, s) / 2;
  k = washington(an, s, out, k);
  let usa = 0;
  let csa = 0;
  let n = 0;
  for (let x = 0; x < c.ncity; x++) {
    if (!onMap(c, s, x)) continue;
    n++;
    if (ctrl(s, x) === L.USA) usa++;
    else if (ctrl(s, x) === L.CSA) csa++;
  }
  out[k++] = usa / Math.max(1, n);
  out[k++] = csa / Math.max(1, n);
  out[k++] = usaShare(an, s, c.mississippiCities);
  out[k++] = usaShare(an, s, c.atlanticPorts);
  out[k] = usaShare(an, s, c.gulfPorts);
}

/** Strength per side and theater, the strongest command, free cavalry (Analysis, after update). */
function strengths(an: Analysis, out: Float64Array, k: number): number {
  const str = an.str;
  const best = an.best;
  const ue = L.USA * 2 + L.EAST;
  const uw = L.USA * 2 + L.WEST;
  const ce = L.CSA * 2 + L.EAST;
  const cw = L.CSA * 2 + L.WEST;
  out[k++] = str[ue]! / 40;
  out[k++] = str[uw]! / 40;
  out[k++] = str[ce]! / 40;
  out[k++] = str[cw]! / 40;
  out[k++] = str[ue]! / Math.max(1, str[ue]! + str[ce]!);
  out[k++] = str[uw]! / Math.max(1, str[uw]! + str[cw]!);
  out[k++] = best[ue]! / 20;
  out[k++] = best[uw]! / 20;
  out[k++] = best[ce]! / 20;
  out[k++] = best[cw]! / 20;
  out[k++] = Math.log((best[ue]! + 1) / (best[ce]! + 1));
  out[k++] = Math.log((best[uw]! + 1) / (best[cw]! + 1));
  out[k++] = an.cav[L.USA]! / 10;
  out[k++] = an.cav[L.CSA]! / 10;
  return k;
}

/** 18.4: Washington's capture ends the game; the CSA cities from which it may be attacked. */
function washington(an: Analysis, s: Int32Array, out: Float64Array, k: number): number {
  let near = 0;
  let next = 0;
  for (let x = 0; x < an.c.ncity; x++) {
    if (!onMap(an.c, s, x) || ctrl(s, x) !== L.CSA) continue;
    if (an.approach[x] === 1) next++;
    if (an.approach[x]! > 0) near++;
  }
  out[k++] = near / 4;
  out[k++] = next / 2;
  return k;
}
