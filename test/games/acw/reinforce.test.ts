/**
 * Reinforcements (reinforce.ts) on constructed positions: the CSA's City Group points placed one
 * group at a time, automatic where only one city can take the point [16.1-16.4, 19.4], at-large points
 * [19.6, 19.9], the Union's cities, naval SP and riverine units [16.5, 11.34].
 */
import { describe, expect, it } from 'vitest';
import * as A from '../../../src/games/acw/actions.js';
import { HEXES, edge } from '../../../src/games/acw/grid.js';
import {
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
} from '../../../src/games/acw/layout.js';
import { RIVER_NAV, SB_RIVER } from '../../../src/games/acw/map.js';
import { VA_NEUTRAL } from '../../../src/games/acw/costs.js';
import {
  addFleet,
  atLargeCount,
  csaReinforce,
  eligibleCities,
  groupTargets,
  playReinforce,
  reinforceActions,
  resetReinforcements,
  unionReinforce,
} from '../../../src/games/acw/reinforce.js';
import { landSP, type S } from '../../../src/games/acw/state.js';
import { blank, c, city, hex, put } from './position.js';

/** The CSA's reinforcement step of GT `turn`, from group 1, with `left` at-large points. */
function csaStep(turn: number, left = 0, place: (s: S) => void = () => undefined): S {
  const s = blank({ side: CSA, turn });
  place(s);
  resetReinforcements(c, s);
  s[G_REINF_GROUP] = 1;
  s[G_REINF_LEFT] = left;
  return s;
}

const offered = (s: S): number[] => {
  const out = new Int32Array(64);
  const n = reinforceActions(c, s, out);
  return Array.from(out.subarray(0, n), (a) => {
    expect(A.kindOf(a)).toBe(s[G_REINF_GROUP] === 10 ? A.A_RIVERINE_SITE : A.A_REINF);
    return A.xOf(a);
  }).sort((a, b) => a - b);
};
const sorted = (...names: string[]): number[] => names.map(city).sort((a, b) => a - b);
const riverines = (s: S): number[] =>
  Array.from({ length: RIVERINES }, (_, i) => s[RV_BASE + i * 2]!).filter((n) => n >= 0);

describe('acw Confederate reinforcements [16.1-16.4]', () => {
  it('R16.1 one SP a City Group from GT2, placed at once where one city can take it: Richmond; Group 2 waits for the choice', () => {
    const early = csaStep(1);
    expect(csaReinforce(c, early)).toBe(false);
    expect(landSP(early, city('Richmond'))).toBe(0);
    const s = csaStep(2);
    expect(csaReinforce(c, s)).toBe(true);
    expect(landSP(s, city('Richmond'))).toBe(1);
    expect(s[G_REINF_GROUP]).toBe(2);
    expect(offered(s)).toEqual(sorted('Raleigh', 'Wilmington'));
    playReinforce(c, s, A.act(A.A_REINF, city('Wilmington')));
    expect([landSP(s, city('Wilmington')), s[G_REINF_GROUP]]).toEqual([1, 3]);
    expect((s[G_GROUP_USED]! >> 6) & 7).toBe(1);
  });

  it('R16.1, R16.2 Group 7 is the Texas hex 0129; held by the Union, its point goes to Group 6', () => {
    const s = csaStep(5);
    const out: number[] = [];
    groupTargets(c, s, 7, eligibleCities(c, s), out);
    expect(out).toEqual([hex(129)]);
    put(s, 129, USA, 1);
    groupTargets(c, s, 7, eligibleCities(c, s), out);
    expect(out.sort((a, b) => a - b)).toEqual(sorted('Memphis', 'Jackson', 'New Orleans'));
    // the run places every group with one city at once and waits at the first choice
    const t = csaStep(5);
    t[G_REINF_GROUP] = 7;
    expect(csaReinforce(c, t)).toBe(false);
    expect([landSP(t, hex(129)), t[G_REINF_GROUP]]).toEqual([1, 8]);
  });

  it('R19.4 on GT2 with Virginia neutral the Richmond point goes to Raleigh', () => {
    const s = csaStep(2);
    s[G_VA] = VA_NEUTRAL;
    const out: number[] = [];
    groupTargets(c, s, 1, eligibleCities(c, s), out);
    expect(out).toEqual([city('Raleigh')]);
    s[G_VA] = 0;
    groupTargets(c, s, 1, eligibleCities(c, s), out);
    expect(out).toEqual([city('Richmond')]);
  });

  it('R16.1 a Southern city the Union holds takes no point', () => {
    const s = csaStep(5, 0, (t) => put(t, 4219, USA, 1));
    const out: number[] = [];
    groupTargets(c, s, 2, eligibleCities(c, s), out);
    expect(out).toEqual([city('Raleigh')]);
  });

  it('R19.6, R19.9 at-large points go to any city able to take one or to Texas, beyond the limits, one at a time', () => {
    const s = csaStep(5, 2);
    s[G_INCENTIVE] = 1;
    expect(atLargeCount(s)).toBe(1);
    const t = blank({ side: CSA, turn: 5, options: { 'r19.9-foreign-intervention': true } });
    t[G_INCENTIVE] = 1;
    expect(atLargeCount(t)).toBe(2);
    s[G_REINF_GROUP] = 8;
    expect(csaReinforce(c, s)).toBe(true);
    const all = offered(s);
    expect(all).toContain(city('Richmond'));
    expect(all).toContain(hex(129));
    expect(all).toHaveLength(16);
    playReinforce(c, s, A.act(A.A_REINF, city('Richmond')));
    playReinforce(c, s, A.act(A.A_REINF, city('Richmond')));
    expect([landSP(s, city('Richmond')), s[G_REINF_LEFT], s[G_REINF_GROUP], s[G_GROUP_USED]]).toEqual([
      2, 0, 9, 0,
    ]);
    expect(csaReinforce(c, s)).toBe(false);
  });
});

describe('acw Union reinforcements [16.5, 11.34]', () => {
  it('R16.5 GT3: 6 SP in Washington, 3 in Cincinnati, 2 in Cairo; no naval SP and no riverine unit on odd turns', () => {
    const s = blank({ side: USA, turn: 3 });
    expect(unionReinforce(c, s)).toBe(false);
    expect(['Washington', 'Cincinnati', 'Cairo'].map((n) => landSP(s, city(n)))).toEqual([6, 3, 2]);
    expect(s[N_BASE]).toBe(-1);
    expect(riverines(s)).toEqual([]);
  });

  it('R16.5, R11.34 GT2: a riverine unit and 3 naval SP in 5201, Farragut with the riverine', () => {
    const s = blank({ side: USA, turn: 2 });
    expect(unionReinforce(c, s)).toBe(false);
    expect(riverines(s)).toEqual([hex(5201)]);
    expect([s[N_BASE], s[N_BASE + 1]]).toEqual([hex(5201), 3]);
    expect([s[G_FARRAGUT_ARRIVED], s[L_BASE], s[L_BASE + 1], s[L_BASE + 3]]).toEqual([
      1,
      0,
      2,
      LF_ALIVE | LF_FARRAGUT,
    ]);
    const later = blank({ side: USA, turn: 6 });
    unionReinforce(c, later);
    expect(riverines(later)).toEqual([hex(5201)]);
    expect([later[G_FARRAGUT_ARRIVED], later[L_BASE + 3]]).toEqual([0, 0]);
  });

  it('R16.5 GT4: the riverine unit arrives in St. Louis or Cairo as the Union chooses, on a navigable hexside of the city; the only one not held by the South', () => {
    const s = blank({ side: USA, turn: 4 });
    expect(unionReinforce(c, s)).toBe(true);
    expect(riverines(s)).toEqual([]);
    s[G_REINF_GROUP] = 10;
    expect(offered(s)).toEqual(sorted('St. Louis', 'Cairo'));
    playReinforce(c, s, A.act(A.A_RIVERINE_SITE, city('Cairo')));
    const cairo = city('Cairo');
    const d = [0, 1, 2, 3, 4, 5].find((k) => (c.map.side[cairo * 6 + k]! & SB_RIVER) >= RIVER_NAV)!;
    expect(riverines(s)).toEqual([HEXES + edge(cairo, d)]);
    expect(s[G_REINF_GROUP]).toBe(9);
    const held = blank({ side: USA, turn: 4 });
    put(held, 1208, CSA, 1);
    expect(unionReinforce(c, held)).toBe(false);
    expect(city('St. Louis')).toBe(hex(1208));
    expect(riverines(held)).toEqual([HEXES + edge(cairo, d)]);
    held[G_REINF_GROUP] = 10;
    expect(offered(held)).toEqual([cairo]);
  });

  it('R16.5 naval SP join the fleet already in 5201, or a free fleet slot', () => {
    const s = blank({ side: USA, turn: 4 });
    addFleet(s, hex(5201), 3);
    addFleet(s, hex(5201), 1);
    expect([s[N_BASE], s[N_BASE + 1]]).toEqual([hex(5201), 4]);
    addFleet(s, hex(5101), 2);
    expect([s[N_BASE + 3], s[N_BASE + 4], s[N_BASE + 5]]).toEqual([hex(5101), 2, 0]);
    for (let f = 2; f < FLEETS; f++) addFleet(s, f, 1);
    addFleet(s, hex(5001), 1);
    expect(Array.from({ length: FLEETS }, (_, f) => s[N_BASE + f * 3]!)).not.toContain(hex(5001));
  });
});
