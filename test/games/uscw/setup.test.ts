/**
 * Setting up a scenario (setup.ts; S1.1, S2.1, S3.1, S4.1): every "At Start" unit, General, fort,
 * entrenchment, Control marker, militia and arsenal of the pack's scenarios.json is where the
 * scenario puts it, the status markers are set, the opening cards are dealt and the Turn Record Track
 * is applied up to the start turn.
 */
import { describe, expect, it } from 'vitest';
import { CH_TURN } from '../../../src/core/header.js';
import type { OptionValue } from '../../../src/core/game.js';
import { resolveScenario, type UscwContent } from '../../../src/games/uscw/content.js';
import type { ScenarioJson } from '../../../src/games/uscw/schema.js';
import { NEUTRAL } from '../../../src/games/uscw/control.js';
import {
  arsenals,
  entrench,
  fortLevel,
  fortOwner,
  genLoc,
  genRank,
  genStatus,
  gw,
  handSize,
  marker,
  milExists,
  milLoc,
  sp,
} from '../../../src/games/uscw/state.js';
import { c, CSA, G, gi, mini, node, uscw, USA, type S } from './fixture.js';

type Scenario = ReturnType<typeof resolveScenario>;
const sideOf = (x: string): number => (x === 'usa' ? USA : CSA);

function start(id: string, options: Record<string, OptionValue> = {}, cc: UscwContent = c): S {
  return uscw.create({ scenario: id, seed: 'setup', content: cc, options });
}
function scenario(id: string, from?: string): Scenario {
  return resolveScenario(
    c,
    c.scenarios.findIndex((x) => x.id === id),
    from,
  );
}

/** SPs per (place, side) that the scenario's unit list adds up to. */
function spTotals(sc: Scenario): Map<string, number> {
  const t = new Map<string, number>();
  for (const u of sc.units ?? []) t.set(`${u.at}/${u.side}`, (t.get(`${u.at}/${u.side}`) ?? 0) + u.sp);
  return t;
}

function expectUnits(s: S, sc: Scenario): void {
  for (const [key, n] of spTotals(sc)) {
    const [at, side] = key.split('/') as [string, string];
    expect(sp(c, s, node(at), sideOf(side)), key).toBe(n);
  }
  for (const u of sc.units ?? []) {
    const n = node(u.at);
    for (const g of u.generals ?? []) expect(genLoc(c, s, gi(g)), g).toBe(n);
    if (u.fort)
      expect([fortLevel(c, s, n), fortOwner(c, s, n)], `fort ${u.at}`).toEqual([u.fort, sideOf(u.side)]);
    if (u.entrench) expect(entrench(c, s, n), `entrenchment ${u.at}`).toBe(sideOf(u.side));
  }
  const entrenched = new Set((sc.units ?? []).filter((u) => u.entrench).map((u) => u.at));
  for (const u of sc.units ?? [])
    if (!entrenched.has(u.at)) expect(entrench(c, s, node(u.at)), u.at).toBe(-1);
}

function expectMarkers(s: S, sc: Scenario): void {
  for (const k of sc.control ?? []) expect(marker(c, s, node(k.at)), k.at).toBe(sideOf(k.side));
  for (const a of sc.arsenals ?? []) expect(arsenals(c, s, node(a.at)), a.at).toBe(a.n);
  for (const mi of sc.militia ?? []) {
    const st = c.map.states.findIndex((x) => x.postal === mi.state);
    const where = mi.at !== undefined && !mi.displaced ? node(mi.at) : -1;
    expect(milExists(c, s, sideOf(mi.side), st), `${mi.side} ${mi.state} militia`).toBe(true);
    expect(milLoc(c, s, sideOf(mi.side), st), `${mi.side} ${mi.state} militia`).toBe(where);
  }
}

describe('setup.ts: the scenarios as the pack gives them', () => {
  it.each(['1861', '1862', '1863'])(
    'S1.1/S2.1/S3.1 the %s scenario: every unit, General, fort and entrenchment at its place',
    (id) => {
      const sc = scenario(id);
      expect((sc.units ?? []).some((u) => u.fort)).toBe(true);
      expectUnits(start(id), sc);
    },
  );

  it.each(['1861', '1862', '1863'])(
    'S1.1/S2.1/S3.1 the %s scenario: Control markers, arsenals and militia (displaced ones in the box)',
    (id) => {
      const sc = scenario(id);
      expect((sc.militia ?? []).some((m) => m.displaced)).toBe(true);
      expectMarkers(start(id), sc);
    },
  );

  it('S2.1 the 1862 setup has entrenchments and places them for their side', () => {
    const sc = scenario('1862');
    expect((sc.units ?? []).filter((u) => u.entrench).length).toBeGreaterThan(0);
    expectUnits(start('1862'), sc);
  });

  it.each(['1861', '1862', '1863'])(
    'S1.1/S2.1/S3.1 the %s scenario: start and last turn, victory, Maintenance and Border states',
    (id) => {
      const sc = scenario(id);
      const s = start(id);
      expect([s[G.G_START], s[G.G_LAST], s[G.G_NEED], s[G.G_MAINT]]).toEqual([
        sc.startTurn,
        sc.lastTurn,
        sc.victory.need,
        sc.maintenance,
      ]);
      const border = (['MO', 'KY', 'WV'] as const).map((b) => sc.border![b]);
      const want = border.map((v) => (v === 'usa' ? USA : v === 'csa' ? CSA : NEUTRAL));
      expect(Array.from(s.subarray(G.G_BORDER, G.G_BORDER + 3))).toEqual(want);
    },
  );

  it('S1.1 Kentucky starts neutral and West Virginia Confederate in 1861', () => {
    const s = start('1861');
    expect(Array.from(s.subarray(G.G_BORDER, G.G_BORDER + 3))).toEqual([USA, NEUTRAL, CSA]);
  });

  it.each([
    ['1861', 1],
    ['1862', 3],
    ['1863', 3],
  ] as const)(
    'S1.1/S2.1/S3.1 the opening cards of %s: %i each, plus one for each double of the first initiative roll (4.1.2)',
    (id, k) => {
      expect(scenario(id).cards).toBe(k);
      const s = start(id);
      for (const side of [USA, CSA]) expect(handSize(s, side), `side ${side}`).toBe(k + s[G.G_DOUBLES]!);
    },
  );
});

describe('setup.ts: options and the Turn Record Track', () => {
  it('S1.1 Alexandria option: one of the Washington SPs starts in Alexandria (1747)', () => {
    const plain = start('1861');
    const alex = start('1861', { 's1.1-alexandria': true });
    expect(sp(c, alex, node('Washington'), USA)).toBe(sp(c, plain, node('Washington'), USA) - 1);
    expect(sp(c, alex, node('Alexandria'), USA)).toBe(sp(c, plain, node('Alexandria'), USA) + 1);
    expect(sp(c, start('1862', { 's1.1-alexandria': true }), node('Alexandria'), USA)).toBe(
      sp(c, start('1862'), node('Alexandria'), USA),
    );
  });

  it('S4.1 the Campaign Game uses the 1861 setup, or the 1862 one with the variable start', () => {
    const camp = start('campaign');
    expect(camp[CH_TURN]).toBe(1);
    expectUnits(camp, scenario('1861'));
    const late = start('campaign', { 's4.1-start': '1862' });
    expect(late[CH_TURN]).toBe(4);
    expectUnits(late, scenario('1862'));
    expect(late[G.G_LAST]).toBe(scenario('campaign').lastTurn);
  });

  it('S3.1 the Turn Record Track up to the start turn: promotions, removals, intrinsic cavalry (8.6)', () => {
    const s61 = start('1861');
    const s63 = start('1863');
    // Van Dorn: promoted turn 4, removed turn 10; Price promoted turn 9 (leaders.json).
    expect(genRank(c, s61, gi('vandorn'))).toBe(1);
    expect(genRank(c, start('1862'), gi('vandorn'))).toBe(2);
    expect(gw(c, start('1862'), gi('vandorn')) & G.GW_CAVRANK).not.toBe(0);
    expect(genRank(c, s63, gi('price'))).toBe(2);
    expect(gw(c, s63, gi('price')) & G.GW_CAVRANK).not.toBe(0);
    expect(gw(c, s61, gi('price')) & G.GW_CAVRANK).toBe(0);
  });

  it('S3.1 the Turn Record Track up to the start turn: removed, Unassigned and returned Generals (16.5)', () => {
    const s61 = start('1861');
    const s62 = start('1862');
    const s63 = start('1863');
    // McClellan: promoted turn 2, removed turn 8. Butler: Unassigned turn 9. J. Johnston: Unassigned
    // turn 6, returns turn 10. Burnside: promoted turn 8, demoted to 2 stars turn 9.
    expect(genStatus(c, s63, gi('mcclellan'))).toBe(G.GS_REMOVED);
    expect(genStatus(c, s62, gi('mcclellan'))).not.toBe(G.GS_REMOVED);
    expect(genRank(c, s62, gi('mcclellan'))).toBe(3);
    expect(genStatus(c, s63, gi('butler'))).toBe(G.GS_UNASSIGNED);
    expect(genStatus(c, s62, gi('butler'))).not.toBe(G.GS_UNASSIGNED);
    expect(genStatus(c, s63, gi('jjohnston'))).toBe(G.GS_UNASSIGNED);
    expect(genStatus(c, s61, gi('jjohnston'))).not.toBe(G.GS_UNASSIGNED);
    expect(genRank(c, s63, gi('burnside'))).toBe(2);
    expect(genStatus(c, s63, gi('price'))).not.toBe(G.GS_REMOVED);
    expect(genStatus(c, s63, gi('burnside'))).not.toBe(G.GS_REMOVED);
    // Hood: arrives turn 6, promoted turn 9, not in the 1863 set-up: still to be placed (16.2).
    expect(genStatus(c, s63, gi('hood'))).toBe(G.GS_PENDING);
    expect(genRank(c, s63, gi('hood'))).toBe(2);
  });

  it('S1.1 a scenario that names no Maintenance, Border states or cards: Maintenance 10, every Border state Union, no card', () => {
    const s = start('test', {}, mini({ rows: ['ccc'] }));
    expect(s[G.G_MAINT]).toBe(10);
    expect(Array.from(s.subarray(G.G_BORDER, G.G_BORDER + 3))).toEqual([USA, USA, USA]);
    for (const side of [USA, CSA]) expect(handSize(s, side)).toBe(s[G.G_DOUBLES]);
  });

  it('S1.1 a Confederate Control marker of the scenario is placed for the Confederacy (6.2)', () => {
    const cc = mini({
      rows: ['ccc'],
      places: [
        { hex: 2010, name: 'A', state: 'VA' },
        { hex: 2012, name: 'B', state: 'VA' },
      ],
      scenario: {
        control: [
          { side: 'csa', at: 'A' },
          { side: 'usa', at: 'B' },
        ],
      },
    });
    const s = start('test', {}, cc);
    expect([marker(cc, s, node('A', cc)), marker(cc, s, node('B', cc))]).toEqual([CSA, USA]);
  });

  it('S1.1 Alexandria option: with a single SP in Washington nothing moves (Washington is never emptied)', () => {
    const places = [
      { hex: 2010, name: 'Washington', state: 'DC' },
      { hex: 2011, name: 'Alexandria', state: 'VA' },
    ];
    const units = (k: number): NonNullable<ScenarioJson['units']> => [
      { side: 'usa', at: 'Washington', sp: k },
    ];
    const alexandria = { from: 'Washington', to: 'Alexandria' };
    const opt = { 's1.1-alexandria': true };
    const one = mini({ rows: ['cc'], states: ['DV'], places, scenario: { units: units(1), alexandria } });
    const s1 = start('test', opt, one);
    expect([sp(one, s1, node('Washington', one), USA), sp(one, s1, node('Alexandria', one), USA)]).toEqual([
      1, 0,
    ]);
    const two = mini({ rows: ['cc'], states: ['DV'], places, scenario: { units: units(2), alexandria } });
    const s2 = start('test', opt, two);
    expect([sp(two, s2, node('Washington', two), USA), sp(two, s2, node('Alexandria', two), USA)]).toEqual([
      1, 1,
    ]);
  });
});
