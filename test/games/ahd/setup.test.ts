/**
 * Creating a game (R2.0, R9.1, R11.1-R11.7): where every counter starts, the scenario's control,
 * the game's end, and the dice stream.
 */
import { describe, expect, it } from 'vitest';
import { seedWords } from '../../../src/core/rng.js';
import type { AhdContent, CompiledScenario } from '../../../src/games/ahd/content.js';
import { ahd } from '../../../src/games/ahd/index.js';
import * as L from '../../../src/games/ahd/layout.js';
import { ctrlOf } from '../../../src/games/ahd/state.js';
import { box, c, countSlots, findMove, unitsAt } from './position.js';

const count = (s: Int32Array, side: number, type: string, loc: number): number =>
  countSlots(s, side, L.TYPE_CODES.indexOf(type as never), loc);

describe('R2.0 setting up the 1861 Campaign Game', () => {
  // Created inside each test (mutation testing activates a mutant only while tests run).
  const start = (): Int32Array => ahd.create({ scenario: '1861', seed: 1 });

  it("the Union's twelve Militia Infantry on the map, twelve set aside for the drafts", () => {
    const s = start();
    expect(unitsAt(s, 'washington', 'usa', 'Mi')).toHaveLength(2);
    for (const b of [
      'philadelphia',
      'new-york-city',
      'harpers-ferry',
      'pittsburgh',
      'columbus',
      'cincinnati',
    ])
      expect(unitsAt(s, b, 'usa', 'Mi'), b).toHaveLength(1);
    for (const b of ['indianapolis', 'bloomington-ill', 'cairo', 'st-louis'])
      expect(unitsAt(s, b, 'usa', 'Mi'), b).toHaveLength(1);
    expect(count(s, L.USA, 'Mi', L.LOC_DRAFT)).toBe(12);
    expect(count(s, L.USA, 'Mi', L.LOC_POOL)).toBe(0);
  });

  it("the Confederacy's eight Militia Infantry on the map", () => {
    const s = start();
    for (const b of [
      'manassas-junction',
      'fredericksburg',
      'front-royal',
      'charleston',
      'mobile',
      'nashville',
      'memphis',
      'springfield',
    ])
      expect(unitsAt(s, b, 'csa', 'Mi'), b).toHaveLength(1);
    expect(count(s, L.CSA, 'Mi', L.LOC_DRAFT)).toBe(0);
  });

  it('each lone Militia Cavalry in the Recruitment Pool; Veteran and Crack units in stock', () => {
    const s = start();
    for (const side of [L.USA, L.CSA]) {
      expect(count(s, side, 'Mc', L.LOC_POOL)).toBe(1);
      for (const t of ['Vi', 'Ci', 'Vc', 'Cc'])
        expect(count(s, side, t, L.LOC_STOCK), `${side} ${t}`).toBe(
          c.typeCount[side * L.NTYPES + L.TYPE_CODES.indexOf(t as never)],
        );
    }
  });

  it('control by colour: Kentucky neutral, no Control markers; nothing entrenched but by R4.3', () => {
    const s = start();
    expect(ctrlOf(s, box('louisville'))).toBe(-1);
    expect(ctrlOf(s, box('knoxville'))).toBe(L.CSA);
    expect(ctrlOf(s, box('cairo'))).toBe(L.USA);
    // R8.0: a box without a unit or a Control marker belongs to the owner of its colour; the 1861
    // scenario places no marker, so no box without infantry carries one (the observation shows them).
    const obs = ahd.observe(s, L.USA).data as { boxes: { id: string; marker: boolean; units: unknown[] }[] };
    const bare = obs.boxes.filter((x) => x.units.length === 0);
    expect(bare.length).toBeGreaterThan(100);
    for (const x of bare) expect(x.marker, x.id).toBe(false);
    // Washington is a Permanent Entrenchment: its two Militia begin the Player Turn entrenched.
    for (const u of unitsAt(s, 'washington', 'usa'))
      expect(s[L.U_ST + u]! & L.ST_ENTRENCHED).toBe(L.ST_ENTRENCHED);
    for (const u of unitsAt(s, 'pittsburgh', 'usa')) expect(s[L.U_ST + u]! & L.ST_ENTRENCHED).toBe(0);
  });

  it('a new game has no battle, active box, winner or verdict yet', () => {
    const s = start();
    for (const h of [L.H_ACTIVE, L.H_BATTLE, L.H_BWINNER, L.CH_WINNER, L.H_DETAIL, L.H_RETREATED])
      expect(s[h], `header word ${h}`).toBe(-1);
    expect(s[L.CH_TERMINAL]).toBe(0);
  });

  it('the dice come from the seed\'s own "dice" stream (common random numbers across arms)', () => {
    const t = ahd.create({ scenario: '1861', seed: 'crn-7' });
    expect(Array.from(t.subarray(L.H_RNG, L.H_RNG + 4))).toEqual(Array.from(seedWords('crn-7', 'dice')));
  });
});

describe('R11.5-R11.7 scenario setups', () => {
  it('entrenched stacks are entrenched, others not (1862)', () => {
    const s = ahd.create({ scenario: '1862', seed: 1 });
    for (const u of unitsAt(s, 'manassas-junction', 'csa'))
      expect(s[L.U_ST + u]! & L.ST_ENTRENCHED).toBe(L.ST_ENTRENCHED);
    for (const u of unitsAt(s, 'corinth', 'csa')) expect(s[L.U_ST + u]! & L.ST_ENTRENCHED).toBe(0);
  });

  it("a scenario's Control markers and infantry-held boxes stay controlled when vacated (R8.0)", () => {
    const s = ahd.create({ scenario: '1862', seed: 1 });
    // Springfield, Missouri: gray, held by a Union Veteran Infantry; Jefferson City: a Union marker.
    expect(ctrlOf(s, box('springfield'))).toBe(L.USA);
    expect(ctrlOf(s, box('jefferson-city'))).toBe(L.USA);
    ahd.apply(s, findMove(s, 'springfield', ['jefferson-city'], 'Vi')!);
    expect(ctrlOf(s, box('springfield'))).toBe(L.USA);
    ahd.apply(s, findMove(s, 'jefferson-city', ['sedalia'], 'Vi')!);
    expect(ctrlOf(s, box('jefferson-city'))).toBe(L.USA);
    expect(ctrlOf(s, box('louisville'))).toBe(L.USA); // all of Kentucky under Union markers
  });

  it('the 1861 Short Game ends with Game Turn 10 and is judged by R11.1', () => {
    const s = ahd.create({ scenario: '1861-short', seed: 1 });
    expect([s[L.H_END_TURN], s[L.H_END_KIND]]).toEqual([10, L.END_SHORT_GAME]);
    const x = ahd.create({ scenario: '1861-short', seed: 1, options: { 'r9.1-extended-game': true } });
    expect(x[L.H_END_TURN]).toBe(10); // R9.1 extends the campaign only
    for (const id of ['1861', '1862', '1863', '1864']) {
      const camp = ahd.create({ scenario: id, seed: 1 });
      expect([camp[L.H_END_TURN], camp[L.H_END_KIND]], id).toEqual([40, L.END_CAMPAIGN]);
    }
  });

  it('R9.1: the extended campaign runs to Game Turn 45', () => {
    for (const id of ['1861', '1863']) {
      const s = ahd.create({ scenario: id, seed: 1, options: { 'r9.1-extended-game': true } });
      expect(s[L.H_END_TURN], id).toBe(45);
    }
  });

  it('R11.3: a March ending must be a March of the campaign scenario being played', () => {
    expect(
      ahd.create({ scenario: '1863', seed: 1, options: { 'r11.3-march-end': '1864' } })[L.H_MARCH_END],
    ).toBe(27);
    expect(
      ahd.create({ scenario: '1861', seed: 1, options: { 'r11.3-march-end': '1862' } })[L.H_MARCH_END],
    ).toBe(7);
    expect(ahd.create({ scenario: '1861', seed: 1 })[L.H_MARCH_END]).toBe(0);
    expect(() => ahd.create({ scenario: '1863', seed: 1, options: { 'r11.3-march-end': '1863' } })).toThrow(
      /option r11\.3-march-end=1863 does not fit scenario '1863' \(turns 18-40, campaign\)/,
    );
    expect(() => ahd.create({ scenario: '1864', seed: 1, options: { 'r11.3-march-end': '1864' } })).toThrow(
      /does not fit scenario '1864'/,
    );
    expect(() =>
      ahd.create({ scenario: '1861-short', seed: 1, options: { 'r11.3-march-end': '1862' } }),
    ).toThrow(/does not fit scenario '1861-short' \(turns 1-10, short-game\)/);
  });
});

/** A copy of the standard content with one scenario changed, as a content pack may define it. */
function withScenario(id: string, change: (sc: CompiledScenario) => Partial<CompiledScenario>): AhdContent {
  return { ...c, scenarios: c.scenarios.map((sc) => (sc.id === id ? { ...sc, ...change(sc) } : sc)) };
}

describe("a content pack's scenarios follow the same set-up rules", () => {
  it("R11.3: a March ending may fall on the scenario's first or last Game Turn, never after its end", () => {
    const march = (content: AhdContent, scenario: string, year: string): Int32Array =>
      ahd.create({ scenario, seed: 1, content, options: { 'r11.3-march-end': year } });
    // 03/1862 is Game Turn 7, 03/1864 Game Turn 27.
    expect(
      march(
        withScenario('1862', () => ({ startTurn: 7 })),
        '1862',
        '1862',
      )[L.H_MARCH_END],
    ).toBe(7);
    expect(
      march(
        withScenario('1863', () => ({ endTurn: 27 })),
        '1863',
        '1864',
      )[L.H_MARCH_END],
    ).toBe(27);
    expect(() =>
      march(
        withScenario('1863', () => ({ endTurn: 26 })),
        '1863',
        '1864',
      ),
    ).toThrow(/does not fit scenario '1863' \(turns 18-26, campaign\)/);
  });

  it('R8.0: a set-up box held by cavalry alone reverts to its colour when vacated; one held by infantry keeps a marker', () => {
    // The 1861 scenario with a Union Veteran Cavalry in Sedalia and a Union Veteran Infantry in
    // Jefferson City, two gray boxes the scenario gives no Control marker.
    const t = (code: string): number => L.TYPE_CODES.indexOf(code as never);
    const content = withScenario('1861', (sc) => ({
      placements: [
        [...sc.placements[L.USA]!, [t('Vc'), box('sedalia'), 0], [t('Vi'), box('jefferson-city'), 0]],
        sc.placements[L.CSA]!,
      ],
    }));
    const s = ahd.create({ scenario: '1861', seed: 1, content });
    expect(ctrlOf(s, box('sedalia'))).toBe(L.USA); // occupation denotes ownership
    expect(ctrlOf(s, box('jefferson-city'))).toBe(L.USA);
    ahd.apply(s, findMove(s, 'sedalia', ['kansas-city'], 'Vc')!);
    expect(ctrlOf(s, box('sedalia'))).toBe(L.CSA); // "the instant they completely vacate it"
    ahd.apply(s, findMove(s, 'jefferson-city', ['kansas-city'], 'Vi')!);
    expect(ctrlOf(s, box('jefferson-city'))).toBe(L.USA);
  });

  it('R7.2: only Militia Infantry are set aside for the drafts, even when fewer than twelve are left', () => {
    // The 1861 scenario with one more Union Militia Infantry on the map: eleven are left to set aside.
    const mi = L.TYPE_CODES.indexOf('Mi');
    const content = withScenario('1861', (sc) => ({
      placements: [[...sc.placements[L.USA]!, [mi, box('chicago'), 0]], sc.placements[L.CSA]!],
    }));
    const s = ahd.create({ scenario: '1861', seed: 1, content });
    expect(count(s, L.USA, 'Mi', L.LOC_DRAFT)).toBe(11);
    expect(count(s, L.USA, 'Mi', L.LOC_POOL)).toBe(0);
    expect(count(s, L.USA, 'Mc', L.LOC_POOL)).toBe(1); // the Militia Cavalry is no draftee
    expect(count(s, L.USA, 'Mc', L.LOC_DRAFT)).toBe(0);
  });
});
