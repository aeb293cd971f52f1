/**
 * Running the Guns in play (21.13, Advanced game): a naval move past enemy NSPs on a small map, and
 * W70 B (Map Notes, New Orleans B) on the provisional map.
 *
 * The small map: rows 19-21 land, row 22 the Atlantic, so row 21 is the coast. A navigable river R
 * runs down the hexsides D = 1911|2011, C = 1912|2011, B = 2011|2012, A = 2012|2112 into the sea at
 * P (2112), a River port; Q (1911) is a River port up the river. A CSA fort at 2012 stands beside
 * hexsides A and B. All in Virginia (a Southern state).
 */
import { describe, expect, it } from 'vitest';
import { derived } from '../../../src/games/uscw/derived.js';
import {
  C_BUILD,
  C_FLOT,
  MK_OCEAN,
  MK_RIVER,
  U_DEMOR,
  U_DRIVER,
  U_OCEAN,
  U_RIVER,
  addNf,
  navFlag,
  navalReach,
  nf,
} from '../../../src/games/uscw/navalunits.js';
import { G_NAVPOOL } from '../../../src/games/uscw/layout.js';
import type { UscwContent } from '../../../src/games/uscw/content.js';
import { surrPts } from '../../../src/games/uscw/state.js';
import { landingCleared } from '../../../src/games/uscw/navaladv.js';
import { gunboatBattle } from '../../../src/games/uscw/navalmove.js';
import { defenderNsp } from '../../../src/games/uscw/navalrun.js';
import { supplySegment } from '../../../src/games/uscw/supplyseg.js';
import {
  ADV,
  A,
  CSA,
  USA,
  act,
  blank,
  c,
  checkInvariants,
  dice,
  entrench,
  fort,
  mark,
  riverCoast,
  node,
  put,
  type S,
} from './fixture.js';

const river = riverCoast();

const out = new Int32Array(4096);
function reach(cc: UscwContent, s: S, from: string, side: number, mask: number, run: boolean): string[] {
  const k = navalReach(cc, s, derived(cc, s), node(from, cc), side, mask, out, run);
  return [...out.slice(0, k)].map((n) => cc.map.name[n]!);
}

/** Union River NSPs at `at` on the small map, the CSA fort at 2012 (and more forts), the Union to move. */
function position(at: string, ships: number, forts: number[] = [2012]): S {
  const s = blank({ content: river, options: ADV, ap: 2 });
  for (const h of forts) fort(s, h, CSA, 1, river);
  mark(s, 'P', USA, river);
  addNf(river, s, node(at, river), USA, U_RIVER, ships);
  return s;
}
const ships = (s: S, at: string, f = U_RIVER): number => nf(river, s, node(at, river), USA, f);
const sail = (s: S, from: string, to: string | number): void => {
  act(s, A.OP_NAVMOVE, node(from, river), MK_RIVER);
  act(s, A.OP_NAVDEST, node(to, river));
};

describe('21.13 Running the Guns in play (small map)', () => {
  it('21.13: past the fort is reached only by Running the Guns; the fort itself is a battle', () => {
    const s = position('P', 2);
    expect(reach(river, s, 'P', USA, MK_RIVER, false)).not.toContain('Q');
    const run = reach(river, s, 'P', USA, MK_RIVER, true);
    expect(run).toContain('Q');
    expect(run).toContain(river.map.name[node(2012, river)]);
    // 21.6.1: no fort, no guns to run: Q is an ordinary destination
    expect(reach(river, position('P', 2, []), 'P', USA, MK_RIVER, false)).toContain('Q');
  });

  it('21.13 Up River: the fort rolls twice at -2; the asterisk sends one back damaged, the diamond one back unharmed', () => {
    const s = position('P', 2);
    // 3 -> a diamond on the 2 column at -2, 6 -> an asterisk
    dice(s, 3, 6);
    sail(s, 'P', 'Q');
    expect(ships(s, 'Q')).toBe(0);
    expect(ships(s, 'P')).toBe(1);
    expect(ships(s, 'P', U_DRIVER)).toBe(1);
    checkInvariants(s);
  });

  it('21.13 Up River: two misses and both NSPs sail on to Q', () => {
    const s = position('P', 2);
    dice(s, 1, 2);
    sail(s, 'P', 'Q');
    expect(ships(s, 'Q')).toBe(2);
    expect(ships(s, 'P')).toBe(0);
    checkInvariants(s);
  });

  it('21.13: down the river the fort rolls once, and once only for its two hexsides (A and B)', () => {
    const s = position('Q', 2);
    // one roll: 6 damages one NSP (back to Q); a second roll of 6 would damage the other
    dice(s, 6, 6);
    sail(s, 'Q', 'P');
    expect(ships(s, 'P')).toBe(1);
    expect(ships(s, 'Q', U_DRIVER)).toBe(1);
    expect(ships(s, 'Q')).toBe(0);
    checkInvariants(s);
  });

  it('21.13: a ship damaged at a second fort cannot get home past the first: it is eliminated (Naval Pool)', () => {
    // forts at 2012 (beside A, B) and 1912 (beside C): up the river 2012 rolls 1, 1; 1912 rolls 5, 1
    const s = position('P', 2, [2012, 1912]);
    const pool = s[G_NAVPOOL]!;
    dice(s, 1, 1, 5, 1);
    sail(s, 'P', 'Q');
    expect(ships(s, 'Q')).toBe(1);
    expect(ships(s, 'P') + ships(s, 'P', U_DRIVER)).toBe(0);
    expect(s[G_NAVPOOL]!).toBe(pool + 1);
    checkInvariants(s);
  });

  it('21.6.8: beaten after Running the Guns, the attacker sails home running them again; damaged then, it sinks', () => {
    const beaten = (home: number): S => {
      const s = position('P', 2);
      addNf(river, s, node('Q', river), CSA, C_FLOT, 1);
      mark(s, 'Q', CSA, river);
      // up past the fort: 1, 1; the flotilla's interception at C: 1 + 1 fails; the battle at Q: the
      // Union's 2 NSP roll 1 (nothing), the flotilla 6 (a hit: 1 NSP sunk); home past the fort: `home`
      dice(s, 1, 1, 1, 1, 1, 6, home);
      sail(s, 'P', 'Q');
      checkInvariants(s);
      return s;
    };
    const pool = position('P', 2)[G_NAVPOOL]!;
    const s = beaten(1);
    expect(ships(s, 'Q')).toBe(0);
    expect(ships(s, 'P')).toBe(1);
    expect(s[G_NAVPOOL]!).toBe(pool + 1);
    expect(navFlag(river, s, node('P', river), USA, U_DEMOR)).toBe(true);
    // 5 on the way home: an asterisk, and a ship damaged in a Naval Retreat is sunk instead
    const t = beaten(5);
    expect(ships(t, 'P') + ships(t, 'P', U_DRIVER)).toBe(0);
    expect(t[G_NAVPOOL]!).toBe(pool + 2);
  });

  it('21.13: 0-NSP units never fire on ships Running the Guns: a CSA Entrenchment at 2012 is sailed past freely', () => {
    const s = position('P', 2, []);
    entrench(s, 2012, CSA, river);
    expect(reach(river, s, 'P', USA, MK_RIVER, false)).toContain('Q');
    dice(s, 6, 6);
    sail(s, 'P', 'Q');
    expect(ships(s, 'Q')).toBe(2);
    checkInvariants(s);
  });

  it("21.2.1, 21.6.4: a naval move into the Entrenchment's hex is a Naval Battle on its 0 column", () => {
    const s = position('P', 2, []);
    entrench(s, 2012, CSA, river);
    // the Union's 2 NSP roll 1 (nothing), the Entrenchment's 0 column 6 (an asterisk): the Union is
    // beaten and sails back, one NSP damaged
    dice(s, 1, 6);
    sail(s, 'P', 2012);
    expect(ships(s, 'P') + ships(s, 'P', U_DRIVER)).toBe(2);
    expect(ships(s, 'P', U_DRIVER)).toBe(1);
    checkInvariants(s);
  });
});

describe('Map Notes, New Orleans B, Advanced (W70 B), on the provisional map', () => {
  /** Union Oceangoing NSPs at Ship Island; CSA Forts St. Philip/Jackson; an unfinished Ironclad at New Orleans. */
  function gulf(): S {
    const s = blank({ scenario: '1862', turn: 5, options: ADV });
    mark(s, 'Ship Island', USA);
    mark(s, 'Forts St. Philip/Jackson', CSA);
    mark(s, 'New Orleans', CSA);
    addNf(c, s, node('Ship Island'), USA, U_OCEAN, 3);
    addNf(c, s, node('New Orleans'), CSA, C_BUILD, 1);
    return s;
  }

  it('W70 B 21.13: the Union fleet runs the guns past the Coastal Fort and attacks the unfinished Ironclad at New Orleans', () => {
    const s = gulf();
    expect(reach(c, s, 'Ship Island', USA, MK_OCEAN, false)).not.toContain('New Orleans');
    expect(reach(c, s, 'Ship Island', USA, MK_OCEAN, true)).toContain('New Orleans');
    // the CF (4 NSP) rolls once (not up a river, 21.2.5): 1 misses; then the battle: the Union's
    // 3 NSP roll 6 (a hit), the Ironclad's 0 column rolls 1 (nothing): the Union wins
    dice(s, 1, 6, 1);
    act(s, A.OP_NAVMOVE, node('Ship Island'), MK_OCEAN);
    act(s, A.OP_NAVDEST, node('New Orleans'));
    expect(nf(c, s, node('New Orleans'), USA, U_OCEAN)).toBe(3);
    // 21.10: the Ironclad under construction, forced to retreat, is eliminated
    expect(nf(c, s, node('New Orleans'), CSA, C_BUILD)).toBe(0);
    expect(nf(c, s, node('New Orleans'), CSA, C_FLOT)).toBe(0);
    checkInvariants(s);
  });

  it('W70 B 13.6: with a Union landing at Proctorville the Coastal Fort is Isolated and rolls for Surrender', () => {
    const garrison = (landing: boolean): S => {
      const s = gulf();
      put(s, 'Forts St. Philip/Jackson', CSA, 1);
      if (landing) put(s, 'Proctorville', USA, 1);
      return s;
    };
    const cf = node('Forts St. Philip/Jackson');
    expect(derived(c, garrison(false)).supplyOf(CSA).loc[cf]).toBe(1);
    const s = garrison(true);
    expect(derived(c, s).supplyOf(CSA).loc[cf]).toBe(0);
    // Attrition 6, then the Surrender Table: 5 -> 1 Surrender Point (as W45)
    dice(s, 6, 5);
    supplySegment(c, s, CSA);
    expect(surrPts(c, s, cf)).toBe(1);
  });
});

describe('21.6.4 the Union Control marker in a Union Primary-Supply Ocean Port (W69, Advanced)', () => {
  /** Galveston Union-held by its Control marker alone (a Union Primary Supply Source, 13.3.1). */
  function galveston(options: Record<string, boolean>, held = true): S {
    const s = blank({ turn: 9, ap: 3, side: CSA, options });
    if (held) mark(s, 'Galveston', USA);
    return s;
  }
  const gal = node('Galveston');

  it('W69 21.6.4: the marker is a 0-NSP defender: a CSA landing waits for a naval battle won on the 0 column', () => {
    const s = galveston(ADV);
    const dd = derived(c, s);
    expect(dd.supplyOf(USA).source[gal]).toBe(1);
    expect(defenderNsp(c, s, dd, gal, USA)).toEqual({ nsp: 0, fires: true });
    expect(landingCleared(c, s, dd, gal, CSA)).toBe(false);
    // without the marker, or in the Basic game, there is nothing to fight
    const free = galveston(ADV, false);
    expect(landingCleared(c, free, derived(c, free), gal, CSA)).toBe(true);
    const basic = galveston({});
    expect(landingCleared(c, basic, derived(c, basic), gal, CSA)).toBe(true);
  });

  it('W69 21.11: Cottonclads against a Union-held Galveston: both on the 0 column, 1 vs 6 beaten, 6 vs 1 they land', () => {
    const s = galveston(ADV);
    dice(s, 1, 6);
    expect(gunboatBattle(c, s, gal, CSA)).toBe(false);
    const t = galveston(ADV);
    dice(t, 6, 1);
    expect(gunboatBattle(c, t, gal, CSA)).toBe(true);
  });
});
