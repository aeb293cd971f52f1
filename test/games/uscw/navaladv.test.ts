/**
 * The Advanced naval module (21) on the board: naval moves (W61 21.2.5), the free naval action and
 * Naval Support (W62 21.2.8), landings after a naval battle (W36, W39 21.7.3, 21.3), the ending
 * restriction (21.2.3), Low on Coal (21.2.7), reinforcements (21.9.1, 21.10) and the End Phase
 * (21.8, 21.10), on the provisional map with the option `r21-advanced-naval` on.
 */
import { describe, expect, it } from 'vitest';
import { CH_TURN } from '../../../src/core/header.js';
import { derived } from '../../../src/games/uscw/derived.js';
import { genLoc, sp, surrPts } from '../../../src/games/uscw/state.js';
import { supplySegment } from '../../../src/games/uscw/supplyseg.js';
import { G_AP, G_CURSOR, G_DEC, G_FREENAV, G_NAVPOOL } from '../../../src/games/uscw/layout.js';
import { smStep } from '../../../src/games/uscw/strategic.js';
import {
  damage,
  landingCleared,
  navalEndPhase,
  navalReinforcements,
  navalSupplySegment,
  navalSupport,
  placeNavy,
  sink,
} from '../../../src/games/uscw/navaladv.js';
import {
  C_BATT,
  C_BUILD,
  C_FLOT,
  C_IRON,
  MK_OCEAN,
  MK_RIVER,
  U_COAL,
  U_DEMOR,
  U_DOCEAN,
  U_DRIVER,
  U_OCEAN,
  U_RIVER,
  addNf,
  friendlyPort,
  navFlag,
  navalReach,
  nf,
} from '../../../src/games/uscw/navalunits.js';
import {
  ADV,
  A,
  CSA,
  USA,
  act,
  blank,
  c,
  can,
  checkInvariants,
  dice,
  fort,
  gi,
  legal,
  mark,
  mini,
  node,
  put,
  type S,
} from './fixture.js';

const out = new Int32Array(4096);

function reach(s: S, from: string, side: number, mask: number): string[] {
  const k = navalReach(c, s, derived(c, s), node(from), side, mask, out);
  return [...out.slice(0, k)].map((n) => c.map.name[n]!);
}

describe('21.2 naval moves', () => {
  it('W61 21.2.5: Oceangoing NSPs sail from Galveston to New Orleans but not on to Vicksburg in one move', () => {
    const s = blank({ options: ADV });
    for (const p of ['Galveston', 'New Orleans', 'Forts St. Philip/Jackson', 'Vicksburg']) mark(s, p, USA);
    const first = reach(s, 'Galveston', USA, MK_OCEAN);
    expect(first).toContain('New Orleans');
    expect(first).not.toContain('Vicksburg');
    expect(first).not.toContain('Natchez');
    // the next Action Phase, from New Orleans, up to Vicksburg (inclusive) and no further
    const next = reach(s, 'New Orleans', USA, MK_OCEAN);
    expect(next).toContain('Vicksburg');
    expect(next).not.toContain('Memphis');
  });

  it('21.2.5: River NSPs go up the rivers but never out on the open sea', () => {
    const s = blank({ options: ADV });
    expect(reach(s, 'Cairo', USA, MK_RIVER)).toContain('Paducah');
    expect(reach(s, 'Cairo', USA, MK_OCEAN)).toHaveLength(0);
    expect(reach(s, 'Chesapeake Bay', USA, MK_RIVER)).toHaveLength(0);
  });

  it('21.2.4: a move stops on entering a place with enemy NSPs', () => {
    const s = blank({ options: ADV });
    fort(s, 'Columbus KY', CSA, 1);
    const r = reach(s, 'Cairo', USA, MK_RIVER);
    expect(r).toContain('Columbus KY');
    expect(r).not.toContain('Memphis');
  });
});

/** W62's position: Porter and 8 River NSP at Columbus KY (Union), Memphis with a CSA Fort and a Battery (4 NSP). */
function memphis(): S {
  const s = blank({ options: ADV, ap: 2 });
  mark(s, 'Columbus KY', USA);
  mark(s, 'Memphis', CSA);
  placeNavy(c, s, [
    { side: 'usa', at: 'Columbus KY', kind: 'river', n: 8 },
    { side: 'usa', at: 'Columbus KY', leader: 'porter' },
    { side: 'csa', at: 'Memphis', kind: 'battery', n: 1 },
  ]);
  fort(s, 'Memphis', CSA, 1);
  return s;
}

describe('21.1 free naval action, 21.6 naval battle, 21.3 Naval Support', () => {
  it('W62 21.2.8: Porter and 8 River NSP (free naval action) beat Memphis (4 NSP), stay, and give Grant +1', () => {
    const s = memphis();
    const from = node('Columbus KY');
    const to = node('Memphis');
    act(s, A.OP_NAVMOVE, from, MK_RIVER);
    // Union 8 NSP: 2 dice 6+5 +1 (Porter) -> 12; CSA 4 NSP: 1 die, 1
    dice(s, 6, 5, 1);
    act(s, A.OP_NAVDEST, to);
    expect(s[G_AP]).toBe(2);
    expect(s[G_FREENAV]! & 1).toBe(1);
    expect(nf(c, s, to, USA, U_RIVER)).toBeGreaterThan(0);
    expect(navalSupport(c, s, to, USA)).toBe(1);
    expect(landingCleared(c, s, derived(c, s), to, USA)).toBe(true);
    checkInvariants(s);
    // Grant's attack fails: at the end of the Action Phase the ships must leave Memphis (21.2.3, 21.6.9)
    navalSupplySegment(c, s, USA);
    expect(nf(c, s, to, USA, U_RIVER)).toBe(0);
    const d = derived(c, s);
    const now = [...Array(c.map.nn).keys()].filter((n) => nf(c, s, n, USA, U_RIVER) > 0);
    expect(now).toHaveLength(1);
    expect(friendlyPort(c, d, now[0]!, USA)).toBe(true);
    // the CSA's 1 gave '*' on its column: one Union NSP damaged, none sunk; Porter sails with them
    expect([nf(c, s, now[0]!, USA, U_RIVER), nf(c, s, now[0]!, USA, U_DRIVER), s[G_NAVPOOL]]).toEqual([
      7, 1, 0,
    ]);
    expect(
      genLoc(
        c,
        s,
        c.gens.findIndex((g) => g.id === 'porter'),
      ),
    ).toBe(now[0]);
  });

  it('W62 21.6.7: beaten, the fleet sails back Demoralized, and a second move costs an Action Point', () => {
    const s = memphis();
    act(s, A.OP_NAVMOVE, node('Columbus KY'), MK_RIVER);
    // Union 1+1 +1 = 3 -> nothing on the 7-8 column; CSA 6 on the 3-4 column
    dice(s, 1, 1, 6);
    act(s, A.OP_NAVDEST, node('Memphis'));
    expect(nf(c, s, node('Memphis'), USA, U_RIVER)).toBe(0);
    expect(nf(c, s, node('Columbus KY'), USA, U_RIVER)).toBeGreaterThan(0);
    expect(navFlag(c, s, node('Columbus KY'), USA, U_DEMOR)).toBe(true);
    expect(navalSupport(c, s, node('Memphis'), USA)).toBe(0);
    // the Union lost NSPs to the pool
    expect(s[G_NAVPOOL]! + nf(c, s, node('Columbus KY'), USA, U_RIVER)).toBe(8);
    // moved ships do not move again this Action Phase (21.2.4)
    expect(legal(s).some((a) => A.opOf(a) === A.OP_NAVMOVE)).toBe(false);
  });

  it('W36 (2) (3) How Safe is Cairo? Advanced: no landing against the Cairo fort before the flotillas win; then +1 Naval Support', () => {
    const s = blank({ options: ADV });
    fort(s, 'Cairo', USA, 1);
    const cairo = node('Cairo');
    expect(landingCleared(c, s, derived(c, s), cairo, CSA)).toBe(false);
    addNf(c, s, cairo, CSA, C_FLOT, 2);
    expect(landingCleared(c, s, derived(c, s), cairo, CSA)).toBe(true);
    expect(navalSupport(c, s, cairo, CSA)).toBe(1);
    // the Basic game needs no naval battle
    const basic = blank();
    fort(basic, 'Cairo', USA, 1);
    expect(landingCleared(c, basic, derived(c, basic), cairo, CSA)).toBe(true);
    expect(navalSupport(c, basic, cairo, CSA)).toBe(0);
  });

  it('W36 (4) How Safe is Cairo?: the flotillas parked at Paducah take the Ohio there from the Union (20.1.5), so Polk may cross at R2 as over a friendly river', () => {
    const s = blank({ options: ADV });
    const pad = node('Paducah');
    const ohio = (): number[] => {
      const d = derived(c, s);
      const w = c.map.water;
      const out: number[] = [];
      for (let k = w.ofStart[pad]!; k < w.ofStart[pad + 1]!; k++) out.push(d.nav[w.of[k]!]!);
      return out;
    };
    expect(ohio().length).toBeGreaterThan(0);
    expect(ohio().every((o) => o === USA)).toBe(true);
    addNf(c, s, pad, CSA, C_FLOT, 2);
    expect(ohio().every((o) => o === CSA)).toBe(true);
  });

  it("W39 Map Notes North Carolina 4: Farragut's surviving ships at Roanoke Island give Burnside +1 Naval Support", () => {
    const s = blank({ options: ADV });
    const roanoke = node('Roanoke Island');
    expect(navalSupport(c, s, roanoke, USA)).toBe(0);
    addNf(c, s, roanoke, USA, U_OCEAN, 4);
    expect(navalSupport(c, s, roanoke, USA)).toBe(1);
    // damaged ships (0 NSP) give none (21.3.1: a Naval Unit of 1 NSP or more)
    const t = blank({ options: ADV });
    addNf(c, t, roanoke, USA, U_DOCEAN, 4);
    expect(navalSupport(c, t, roanoke, USA)).toBe(0);
  });
});

describe('21.6.6 results on the board', () => {
  it('W66 21.6.6: the * on the Ironclad damages it (back under construction) unless the CSA rolls 4-6', () => {
    const s = blank({ options: ADV });
    const w = node('Wilmington');
    addNf(c, s, w, CSA, C_IRON, 1);
    dice(s, 5);
    damage(c, s, w, CSA, 1);
    expect([nf(c, s, w, CSA, C_IRON), nf(c, s, w, CSA, C_BUILD)]).toEqual([1, 0]);
    dice(s, 3);
    damage(c, s, w, CSA, 1);
    expect([nf(c, s, w, CSA, C_IRON), nf(c, s, w, CSA, C_BUILD)]).toEqual([0, 1]);
  });

  it('W66 21.6.6: a hit sinks an Ironclad, or on 4-6 only damages it; Union NSPs sunk go to the Naval Pool', () => {
    const s = blank({ options: ADV });
    const w = node('Wilmington');
    addNf(c, s, w, CSA, C_IRON, 2);
    dice(s, 2, 6);
    sink(c, s, w, CSA, 2);
    expect([nf(c, s, w, CSA, C_IRON), nf(c, s, w, CSA, C_BUILD)]).toEqual([0, 1]);
    const ch = node('Chesapeake Bay');
    addNf(c, s, ch, USA, U_OCEAN, 5);
    addNf(c, s, ch, USA, U_RIVER, 1);
    sink(c, s, ch, USA, 1);
    damage(c, s, ch, USA, 1);
    expect([nf(c, s, ch, USA, U_OCEAN), nf(c, s, ch, USA, U_DOCEAN), s[G_NAVPOOL + 1]]).toEqual([3, 1, 1]);
    expect(nf(c, s, ch, USA, U_RIVER)).toBe(1);
  });
});

describe('read-21.6.6-ironclad-hits', () => {
  it('21.6.6 unit (default): one hit sinks an Ironclad; nsp: one hit damages it and two sink it', () => {
    const s = blank({ options: ADV });
    const w = node('Wilmington');
    addNf(c, s, w, CSA, C_IRON, 1);
    dice(s, 1);
    sink(c, s, w, CSA, 1);
    expect([nf(c, s, w, CSA, C_IRON), nf(c, s, w, CSA, C_BUILD)]).toEqual([0, 0]);
    const t = blank({ options: { ...ADV, 'read-21.6.6-ironclad-hits': 'nsp' } });
    addNf(c, t, w, CSA, C_IRON, 1);
    addNf(c, t, w, CSA, C_FLOT, 1);
    dice(t, 1);
    sink(c, t, w, CSA, 1);
    expect([nf(c, t, w, CSA, C_IRON), nf(c, t, w, CSA, C_BUILD), nf(c, t, w, CSA, C_FLOT)]).toEqual([
      0, 1, 1,
    ]);
    addNf(c, t, w, CSA, C_IRON, 1);
    addNf(c, t, w, CSA, C_BUILD, -1);
    dice(t, 1);
    sink(c, t, w, CSA, 3);
    expect([nf(c, t, w, CSA, C_IRON), nf(c, t, w, CSA, C_BUILD), nf(c, t, w, CSA, C_FLOT)]).toEqual([
      0, 0, 0,
    ]);
  });
});

describe('21.3.2 Defensive Naval Support', () => {
  it('21.3.2: the Union defending an Ocean Port gets +1 when neither side has Naval Units there; ships in port give it to either side', () => {
    const s = blank({ options: ADV });
    const gal = node('Galveston');
    expect(navalSupport(c, s, gal, USA, true)).toBe(1);
    expect(navalSupport(c, s, gal, CSA, true)).toBe(0);
    // not at a River Port or inland without ships (Nashville)
    expect(navalSupport(c, s, node('Nashville'), USA, true)).toBe(0);
    addNf(c, s, gal, CSA, C_FLOT, 1);
    expect(navalSupport(c, s, gal, USA, true)).toBe(0);
    expect(navalSupport(c, s, gal, CSA, true)).toBe(1);
    // the Basic game has none of it
    expect(navalSupport(c, blank(), gal, USA, true)).toBe(0);
  });
});

describe('21.3.3 naval units and river crossings', () => {
  const river = mini({ rows: ['cccccc', 'cccccc'], sides: [{ a: 2112, b: 2113, f: ['nav'], river: 'R' }] });

  it('21.3.3: no land move across a navigable hexside with enemy Naval Units along it (Advanced only)', () => {
    for (const [adv, ships, ok] of [
      [true, true, false],
      [true, false, true],
      [false, true, true],
    ] as const) {
      const s = blank({ content: river, options: adv ? ADV : {} });
      put(s, 2112, USA, 1, ['sherman'], river);
      if (ships) addNf(river, s, node(2113, river), CSA, C_FLOT, 1);
      act(s, A.OP_ACT_GEN, gi('sherman', river), 1);
      expect(can(s, A.OP_STEP, node(2113, river))).toBe(ok);
    }
  });
});

describe('21.2.7 Low on Coal', () => {
  /** Union River NSPs at New Madrid (CSA), between CSA Forts at Columbus KY and Memphis; 2 more at Cairo. */
  function cutOff(): S {
    const s = blank({ options: ADV });
    fort(s, 'Columbus KY', CSA, 1);
    fort(s, 'Memphis', CSA, 1);
    mark(s, 'New Madrid', CSA);
    addNf(c, s, node('New Madrid'), USA, U_RIVER, 3);
    addNf(c, s, node('Cairo'), USA, U_RIVER, 2);
    return s;
  }

  it('21.2.7: ships cut off from every friendly port get Low on Coal, then roll for Surrender (1: 3 points, eliminated); ships in port none', () => {
    const s = cutOff();
    const nm = node('New Madrid');
    navalSupplySegment(c, s, USA);
    expect(navFlag(c, s, nm, USA, U_COAL)).toBe(true);
    expect(nf(c, s, nm, USA, U_RIVER)).toBe(3);
    expect(navFlag(c, s, node('Cairo'), USA, U_COAL)).toBe(false);
    // 13.6.4: a 1 on the Surrender Table (no DRM for ships) is 3 Surrender Points
    dice(s, 1);
    navalSupplySegment(c, s, USA);
    expect(nf(c, s, nm, USA, U_RIVER)).toBe(0);
    expect(s[G_NAVPOOL]).toBe(3);
    expect(nf(c, s, node('Cairo'), USA, U_RIVER)).toBe(2);
  });

  it('21.2.7, 13.6.4: Surrender Points accumulate over the Union Supply Segments (6: 1 point, 4: 2 more: eliminated)', () => {
    const s = cutOff();
    const nm = node('New Madrid');
    navalSupplySegment(c, s, USA);
    dice(s, 6);
    navalSupplySegment(c, s, USA);
    expect(surrPts(c, s, nm)).toBe(1);
    expect(nf(c, s, nm, USA, U_RIVER)).toBe(3);
    // the land part of the Supply Segment keeps the ships' points (no land units there)
    dice(s, 4);
    supplySegment(c, s, USA);
    expect(nf(c, s, nm, USA, U_RIVER)).toBe(0);
    expect(s[G_NAVPOOL]).toBe(3);
  });

  it('21.2.7: a friendly port not Isolated in reach again removes the Surrender Points', () => {
    const s = cutOff();
    const nm = node('New Madrid');
    navalSupplySegment(c, s, USA);
    dice(s, 6);
    navalSupplySegment(c, s, USA);
    expect(surrPts(c, s, nm)).toBe(1);
    fort(s, 'Columbus KY', CSA, 0);
    mark(s, 'Columbus KY', USA);
    navalSupplySegment(c, s, USA);
    expect(surrPts(c, s, nm)).toBe(0);
    expect(navFlag(c, s, nm, USA, U_COAL)).toBe(false);
  });

  it('21.2.7: Low on Coal ends once a friendly Full-Supply port is in reach again', () => {
    const s = blank({ options: ADV });
    fort(s, 'Columbus KY', CSA, 1);
    fort(s, 'Memphis', CSA, 1);
    mark(s, 'New Madrid', CSA);
    const nm = node('New Madrid');
    addNf(c, s, nm, USA, U_RIVER, 3);
    navalSupplySegment(c, s, USA);
    expect(navFlag(c, s, nm, USA, U_COAL)).toBe(true);
    fort(s, 'Columbus KY', CSA, 0);
    mark(s, 'Columbus KY', USA);
    navalSupplySegment(c, s, USA);
    expect(navFlag(c, s, nm, USA, U_COAL)).toBe(false);
    expect(nf(c, s, nm, USA, U_RIVER)).toBe(3);
  });
});

describe('21.9-21.10 naval reinforcements, 21.8 repair', () => {
  it('21.9.1: Turn 4 brings 1 Oceangoing NSP to the Chesapeake Bay box and 3 River NSP to St. Louis', () => {
    const s = blank({ options: ADV, turn: 4 });
    navalReinforcements(c, s, USA);
    expect(nf(c, s, node('Chesapeake Bay'), USA, U_OCEAN)).toBe(1);
    expect(nf(c, s, node('St. Louis'), USA, U_RIVER)).toBe(3);
  });

  it('21.2.2, 21.9.2: never more than 8 River NSP; one sunk River NSP a turn comes back from the pool', () => {
    const s = blank({ options: ADV, turn: 5 });
    addNf(c, s, node('Cairo'), USA, U_RIVER, 6);
    s[G_NAVPOOL] = 2;
    navalReinforcements(c, s, USA);
    expect(nf(c, s, node('St. Louis'), USA, U_RIVER)).toBe(2);
    expect(s[G_NAVPOOL]).toBe(2);
    const t = blank({ options: ADV, turn: 9 });
    t[G_NAVPOOL] = 2;
    navalReinforcements(c, t, USA);
    expect(nf(c, t, node('St. Louis'), USA, U_RIVER)).toBe(1);
    expect(t[G_NAVPOOL]).toBe(1);
  });

  it('21.10: a 5 builds a River Flotilla, placed in a Confederate Full-Supply port of the state rolled', () => {
    const s = blank({ options: ADV });
    // 5 -> flotilla; 3 + 4 = 7 -> Virginia
    dice(s, 5, 3, 4);
    navalReinforcements(c, s, CSA);
    const va = c.map.states.findIndex((x) => x.postal === 'VA');
    const placed = [...Array(c.map.nn).keys()].filter((n) => nf(c, s, n, CSA, C_FLOT) > 0);
    expect(placed).toHaveLength(1);
    expect(c.map.stateOf[placed[0]!]).toBe(va);
  });

  it('21.10: a 1 starts an Ironclad under construction; a 5-6 in the End Phase completes it', () => {
    const s = blank({ options: ADV });
    dice(s, 1, 3, 4);
    navalReinforcements(c, s, CSA);
    const n = [...Array(c.map.nn).keys()].find((k) => nf(c, s, k, CSA, C_BUILD) > 0)!;
    expect(n).toBeDefined();
    dice(s, 4);
    navalEndPhase(c, s);
    expect(nf(c, s, n, CSA, C_IRON)).toBe(0);
    dice(s, 5);
    navalEndPhase(c, s);
    expect([nf(c, s, n, CSA, C_IRON), nf(c, s, n, CSA, C_BUILD)]).toEqual([1, 0]);
  });

  it('21.0: in the Basic game none of this happens', () => {
    const s = blank({ turn: 4 });
    const before = Int32Array.from(s);
    navalReinforcements(c, s, USA);
    navalReinforcements(c, s, CSA);
    navalEndPhase(c, s);
    navalSupplySegment(c, s, USA);
    placeNavy(c, s, [{ side: 'csa', at: 'Memphis', kind: 'battery', n: 1 }]);
    expect(Int32Array.from(s)).toEqual(before);
    expect(nf(c, s, node('Memphis'), CSA, C_BATT)).toBe(0);
    expect(s[CH_TURN]).toBe(4);
    expect(navFlag(c, s, node('Memphis'), USA, U_COAL)).toBe(false);
  });
});

describe('21.2.6 Strategic Naval Redeployment', () => {
  /** The Union's Strategic Movement segment of Turn 9: River NSPs at Cairo (2), Paducah (1) and, past the CSA Fort at Dover, Nashville (1). */
  function redeploy(options: Record<string, boolean>): S {
    const s = blank({ turn: 9, options });
    for (const p of ['Cairo', 'Paducah', 'St. Louis', 'Nashville']) mark(s, p, USA);
    fort(s, 'Dover', CSA, 1);
    placeNavy(c, s, [
      { side: 'usa', at: 'Cairo', kind: 'river', n: 2 },
      { side: 'usa', at: 'Paducah', kind: 'river', n: 1 },
      { side: 'usa', at: 'Nashville', kind: 'river', n: 1 },
    ]);
    s[G_CURSOR] = 0;
    smStep(c, s);
    smStep(c, s);
    return s;
  }

  it('21.2.6: the Union moves its River NSPs from different places to one friendly River Port, never past an enemy Fort, once a phase', () => {
    const s = redeploy(ADV);
    expect(s[G_DEC]).toBe(A.D_SM);
    const stl = node('St. Louis');
    act(s, A.OP_NAVREDEP, stl, MK_RIVER);
    expect(nf(c, s, stl, USA, U_RIVER)).toBe(3);
    expect(nf(c, s, node('Cairo'), USA, U_RIVER)).toBe(0);
    expect(nf(c, s, node('Nashville'), USA, U_RIVER)).toBe(1); // Dover's fort bars the Cumberland
    expect(legal(s).some((a) => A.opOf(a) === A.OP_NAVREDEP && A.yOf(a) === MK_RIVER)).toBe(false);
    checkInvariants(s);
  });

  it('21.2.6: none in the Basic game', () => {
    const s = redeploy({});
    expect(s[G_DEC]).not.toBe(A.D_SM); // no SP to move, no redeployment: the segment does not open
    expect(legal(s).some((a) => A.opOf(a) === A.OP_NAVREDEP)).toBe(false);
  });
});

describe('21.11 Gunboats and Cottonclads', () => {
  /** Union 2 SP at Cairo; the CSA Fort at Columbus KY (2 NSP), no ships on either side. */
  function gunboats(options: Record<string, boolean>): S {
    const s = blank({ options, ap: 3 });
    mark(s, 'Cairo', USA);
    mark(s, 'Columbus KY', CSA);
    fort(s, 'Columbus KY', CSA, 1);
    put(s, 'Cairo', USA, 2);
    act(s, A.OP_NAVAL, node('Cairo'), 2);
    return s;
  }

  it('21.11: without Naval Units the Union assaults the fort behind Gunboats: they win the naval battle on the 0 column (6 vs 1) and the SPs land', () => {
    const s = gunboats(ADV);
    const columbus = node('Columbus KY');
    // the gunboats 6 on the 0 column vs the fort's 1 on the 2 column: '*' (absorbed by the fort) vs nothing
    dice(s, 6, 1, 6, 1);
    act(s, A.OP_NAV_TO, columbus, 0);
    while (s[G_DEC] === A.D_REACT) act(s, A.OP_R_PASS);
    expect(sp(c, s, node('Cairo'), USA)).toBe(0);
    expect(sp(c, s, columbus, USA)).toBeGreaterThan(0);
    checkInvariants(s);
  });

  it('21.11: beaten Gunboats (1 vs 6) land nobody: the SPs stay in Cairo, the action spent', () => {
    const s = gunboats(ADV);
    dice(s, 1, 6);
    act(s, A.OP_NAV_TO, node('Columbus KY'), 0);
    expect(sp(c, s, node('Cairo'), USA)).toBe(2);
    expect(s[G_AP]).toBe(2);
    expect(s[G_DEC]).toBe(A.D_MAIN);
    checkInvariants(s);
  });
});
