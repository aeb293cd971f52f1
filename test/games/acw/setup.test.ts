/**
 * Worked examples of the digest's Appendix, part G (militia, reinforcements, set-up), and the
 * optional rules 19.2-19.9.
 */
import { describe, expect, it } from 'vitest';
import * as A from '../../../src/games/acw/actions.js';
import { mayEnter, theatreClosed } from '../../../src/games/acw/costs.js';
import { PH_DEPLOY, PH_LEE } from '../../../src/games/acw/setup.js';
import { acw } from '../../../src/games/acw/index.js';
import {
  CS_DESTROYED,
  CSA,
  FLEETS,
  G_DEPLOY_LEFT,
  G_FIRST,
  G_GROUP_USED,
  G_KY,
  G_MILITIA,
  G_PHASE,
  G_PHASING,
  G_TRANSFER,
  N_BASE,
  P_A,
  P_KIND,
  RV_BASE,
  U_BASE,
  USA,
} from '../../../src/games/acw/layout.js';
import { PK_MILITIA, invasion, militiaHexes } from '../../../src/games/acw/militia.js';
import { R_SYMPATHETIC } from '../../../src/games/acw/map.js';
import { KY_CSA, KY_NEUTRAL, KY_UNION, hexSide, intrinsic } from '../../../src/games/acw/places.js';
import {
  eligibleCities,
  groupTargets,
  placePoint,
  unionReinforce,
} from '../../../src/games/acw/reinforce.js';
import { fortOwner, fortSP, garrison, landSP, setCityState, type S } from '../../../src/games/acw/state.js';

import { blank, c, city, hex, legal, put } from './position.js';

const deployHexes = (s: S): number[] => legal(s).map(A.xOf);

describe('acw set-up [19.1, 19.11]', () => {
  it('R19.1 the Union garrisons Monroe (1 SP in the fort) and Pickens (the "(1)"); the CSA deploys 13 SP first', () => {
    const s = acw.create({ scenario: 'basic', seed: 'setup' });
    expect(fortSP(s, city('Fort Monroe'))).toBe(1);
    expect(fortOwner(s, city('Fort Monroe'))).toBe(1);
    expect(garrison(s, city('Fort Pickens'))).toBe(1);
    expect(s[G_PHASE]).toBe(PH_DEPLOY);
    expect(acw.toMove(s)).toBe(CSA);
    expect(s[G_DEPLOY_LEFT]).toBe(13);
  });

  it('R19.11 the CSA deploys in the Confederacy, not in Kentucky or the sympathetic region, only where supplied', () => {
    const s = acw.create({ scenario: 'basic', seed: 'setup' });
    const hs = deployHexes(s);
    expect(hs.length).toBeGreaterThan(100);
    for (const h of hs) {
      expect(hexSide(c, s, h)).toBe(CSA);
      expect(c.map.region[h]! & R_SYMPATHETIC).toBe(0);
    }
    expect(hs).toContain(hex(4407));
    expect(hs).not.toContain(city('Knoxville'));
    expect(hs).not.toContain(city('Louisville'));
  });

  it('R19.1 Leader A goes with a unit in Virginia; then the Union deploys 18 SP in the Union (Missouri only on rail), USMRR in its three cities, 3 naval SP in 5201', () => {
    const s = acw.create({ scenario: 'basic', seed: 'setup' });
    for (let i = 0; i < 12; i++) acw.apply(s, A.act(A.A_DEPLOY, city('Atlanta')));
    acw.apply(s, A.act(A.A_DEPLOY, city('Richmond')));
    expect(s[G_PHASE]).toBe(PH_LEE);
    expect(legal(s).map(A.xOf)).toEqual([city('Richmond')]);
    acw.apply(s, legal(s)[0]!);
    expect(acw.toMove(s)).toBe(USA);
    expect(s[G_DEPLOY_LEFT]).toBe(18);
    const hs = deployHexes(s);
    for (const h of hs) {
      expect(hexSide(c, s, h)).toBe(USA);
      if (c.map.stateCodes[c.map.state[h]!] === 'MO') expect(c.map.rail[h]).toBe(1);
    }
    expect(hs).not.toContain(city('Louisville'));
    for (let i = 0; i < 18; i++) acw.apply(s, A.act(A.A_DEPLOY, city('Washington')));
    expect([0, 1, 2].map((i) => s[U_BASE + i * 2])).toEqual(['Washington', 'Cincinnati', 'Cairo'].map(city));
    const naval = Array.from({ length: FLEETS }, (_, f) =>
      s[N_BASE + f * 3] === hex(5201) ? s[N_BASE + f * 3 + 1]! : 0,
    );
    expect(naval.reduce((a, b) => a + b, 0)).toBe(3);
  });

  it('R15.7 the set-up garrisons raise no militia', () => {
    const s = acw.create({ scenario: 'basic', seed: 'setup' });
    expect(s[G_MILITIA]).toBe(0);
  });

  it('R19.2 optional garrisons: when the Monroe and Norfolk rolls succeed the Union deploys 17 SP; "(1)" garrisons are extra and immobile', () => {
    let found = false;
    for (let k = 0; k < 60 && !found; k++) {
      const s = acw.create({
        scenario: 'basic',
        seed: `g${k}`,
        options: { 'r19.2-optional-garrisons': true },
      });
      if (fortSP(s, city('Fort Monroe')) !== 1 || landSP(s, city('Norfolk')) !== 1) continue;
      found = true;
      for (let i = 0; i < 13; i++) acw.apply(s, A.act(A.A_DEPLOY, city('Atlanta')));
      acw.apply(s, legal(s)[0]!);
      expect(s[G_DEPLOY_LEFT]).toBe(17);
    }
    expect(found).toBe(true);
  });
});

describe('acw militia [15]', () => {
  it('R15.2 Union units in 1617 attacking Corinth across the border raise the Mississippi militia first, which may stand in Corinth', () => {
    const s = blank({ side: USA, turn: 4 });
    s[G_MILITIA] = 0;
    invasion(c, s, USA, city('Corinth'));
    expect(s[P_KIND]).toBe(PK_MILITIA);
    expect(acw.toMove(s)).toBe(CSA);
    const where: number[] = [];
    militiaHexes(c, s, s[P_A]!, where);
    expect(where).toContain(city('Corinth'));
  });

  it('R15.5 Union units in the sympathetic region raise no Southern militia; R15.4 one militia SP per state per game', () => {
    const s = blank({ side: USA, turn: 4 });
    s[G_MILITIA] = 0;
    invasion(c, s, USA, city('Knoxville'));
    expect(s[P_KIND]).toBe(0);
    invasion(c, s, USA, city('Nashville'));
    expect(s[P_KIND]).toBe(PK_MILITIA);
    acw.apply(s, legal(s)[0]!);
    invasion(c, s, USA, city('Memphis'));
    expect(s[P_KIND]).toBe(0);
  });

  it('R19.12 the CSA entering Kentucky on GT1-2 makes it a Union state at once: Union militia, intrinsic defence, Union railroads', () => {
    const s = blank({ side: CSA, turn: 1 });
    s[G_KY] = KY_NEUTRAL;
    s[G_MILITIA] = 0;
    expect(intrinsic(c, s, c.map.city[city('Louisville')]!)).toBe(false);
    invasion(c, s, CSA, city('Bowling Green'));
    expect(s[G_KY]).toBe(KY_UNION);
    expect(s[P_KIND]).toBe(PK_MILITIA);
    expect(acw.toMove(s)).toBe(USA);
    expect(intrinsic(c, s, c.map.city[city('Louisville')]!)).toBe(true);
    expect(hexSide(c, s, city('Louisville'))).toBe(USA);
  });

  it('R19.12 neutral Kentucky is closed to the Union on GT1-2; joining on GT3, its first Union visitor gives the CSA 1 SP in Nashville', () => {
    const s = blank({ side: USA, turn: 2 });
    s[G_KY] = KY_NEUTRAL;
    expect(mayEnter(c, s, USA, city('Cincinnati'), hex(2508))).toBe(false);
    const t = blank({ side: USA, turn: 3 });
    expect(t[G_KY]).toBe(KY_UNION);
    invasion(c, t, USA, city('Louisville'));
    expect(landSP(t, city('Nashville'))).toBe(1);
    invasion(c, t, USA, city('Lexington'));
    expect(landSP(t, city('Nashville'))).toBe(1);
  });
});

describe('acw reinforcements [16]', () => {
  it("R16.2 with Richmond destroyed, Group 1 reinforces in Raleigh or Wilmington; with those gone too, Group 2 goes to Group 3 and Group 1's point is lost", () => {
    const s = blank({ side: CSA, turn: 5 });
    setCityState(s, c.map.city[city('Richmond')]!, CS_DESTROYED);
    const ok = eligibleCities(c, s);
    const out: number[] = [];
    groupTargets(c, s, 1, ok, out);
    expect(out.sort()).toEqual([city('Raleigh'), city('Wilmington')].sort());
    setCityState(s, c.map.city[city('Raleigh')]!, CS_DESTROYED);
    setCityState(s, c.map.city[city('Wilmington')]!, CS_DESTROYED);
    const ok2 = eligibleCities(c, s);
    groupTargets(c, s, 1, ok2, out);
    expect(out).toEqual([]);
    groupTargets(c, s, 2, ok2, out);
    expect(out.sort()).toEqual([city('Charleston'), city('Savannah'), city('Augusta')].sort());
  });

  it('R16.4 a city takes at most two points a turn; a group at most two', () => {
    const s = blank({ side: CSA, turn: 5 });
    const ok = eligibleCities(c, s);
    placePoint(c, s, city('Raleigh'), true);
    placePoint(c, s, city('Raleigh'), true);
    const out: number[] = [];
    groupTargets(c, s, 2, ok, out);
    expect(out).toEqual([]);
    expect((s[G_GROUP_USED]! >> 6) & 7).toBe(2);
  });

  it('R16.5 Washington held by the South sends its 6 SP to Baltimore; with St. Louis and Cairo held no riverine arrives on GT4', () => {
    const s = blank({ side: USA, turn: 4 });
    put(s, 4406, CSA, 1);
    put(s, 1208, CSA, 1);
    put(s, 1513, CSA, 1);
    const wants = unionReinforce(c, s);
    expect(wants).toBe(false);
    expect(landSP(s, city('Baltimore'))).toBe(6);
    expect(landSP(s, city('Cincinnati'))).toBe(3);
    expect(landSP(s, city('St. Louis'))).toBe(1);
    let riverines = 0;
    for (let i = 0; i < 12; i++) if (s[RV_BASE + i * 2]! >= 0) riverines++;
    expect(riverines).toBe(0);
  });
});

describe('acw optional rules [19.2-19.9]', () => {
  it('R19.3 Kentucky Confederate from the start: the CSA may deploy there', () => {
    const s = acw.create({ scenario: 'basic', seed: 'ky', options: { 'r19.3-kentucky-confederate': true } });
    expect(s[G_KY]).toBe(KY_CSA);
    expect(deployHexes(s)).toContain(city('Bowling Green'));
  });

  it('R19.4 neutral Virginia: nobody deploys there, the CSA may not enter it before GT3, a Union invasion raises 6 militia SP', () => {
    const s = acw.create({ scenario: 'basic', seed: 'va', options: { 'r19.4-virginia-neutral': true } });
    expect(deployHexes(s)).not.toContain(city('Richmond'));
    const t = blank({ side: CSA, turn: 2, options: { 'r19.4-virginia-neutral': true } });
    expect(mayEnter(c, t, CSA, hex(4115), city('Richmond'))).toBe(false);
    t[G_MILITIA] = 0;
    invasion(c, t, USA, city('Richmond'));
    expect(t[P_KIND]).toBe(PK_MILITIA);
  });

  it('R19.5 reversed sequence: the Union sets up and moves first', () => {
    const s = acw.create({ scenario: 'basic', seed: 'rev', options: { 'r19.5-reverse-sequence': true } });
    expect(s[G_FIRST]).toBe(USA);
    expect(acw.toMove(s)).toBe(USA);
    expect(s[G_PHASING]).toBe(USA);
  });

  it('R19.8 on a roll of 4-6 no unit passes between the Eastern and Western theatres', () => {
    const s = blank({ side: USA, turn: 2, options: { 'r19.8-inter-theater': true } });
    s[G_TRANSFER] = 0;
    expect(theatreClosed(c, s, USA, city('Washington'), city('Cincinnati'))).toBe(true);
    expect(theatreClosed(c, s, USA, city('Washington'), city('Baltimore'))).toBe(false);
    s[G_TRANSFER] = 1;
    expect(theatreClosed(c, s, USA, city('Washington'), city('Cincinnati'))).toBe(false);
  });

  it('R19.9 foreign intervention: no Union naval reinforcements from GT3', () => {
    const s = blank({ side: USA, turn: 4, options: { 'r19.9-foreign-intervention': true } });
    unionReinforce(c, s);
    for (let f = 0; f < FLEETS; f++) expect(s[N_BASE + f * 3]).toBe(-1);
    const t = blank({ side: USA, turn: 4 });
    unionReinforce(c, t);
    expect(t[N_BASE]).toBe(hex(5201));
  });
});
