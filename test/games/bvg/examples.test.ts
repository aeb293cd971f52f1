/**
 * The rulebook's worked examples (digest appendix 12), each set up on the provisional map and named
 * after the rule it proves.
 */
import { describe, expect, it } from 'vitest';
import { Sfc32 } from '../../../src/core/rng.js';
import {
  navalSupport,
  productionLost,
  PROD_INDUSTRY,
  autoSurrender,
  supplyBits,
  SB_EAST,
  SB_SEA,
  SB_WEST,
} from '../../../src/games/bvg/map.js';
import { battleStrength } from '../../../src/games/bvg/combat-resolution.js';
import { beginPlayerTurn } from '../../../src/games/bvg/flow.js';
import { ctrl, strengthOf } from '../../../src/games/bvg/state.js';
import { entitlement } from '../../../src/games/bvg/draw.js';
import {
  A,
  at,
  bvg,
  c,
  city,
  command,
  csa,
  empty,
  has,
  L,
  legal,
  maps,
  own,
  play,
  type S,
  START_MAPS,
  usa,
} from './fixture.js';

const atk = (r: number, x: string, j: string): number => A.enc(A.OP_ATTACK, r, city(x), city(j));
const opts = (s: S): number => s[L.B_DEF_OPTS]!;

describe('bvg worked examples (digest appendix)', () => {
  it('R6.2 the USA draws until a leader appears (two cards at least), then takes the rest as supply', () => {
    const s = bvg.create({ scenario: 'standard', seed: 3 });
    play(s, A.DONE); // CSA Pre-Action: nothing
    expect(s[L.H_PHASE]).toBe(L.PH_DRAW);
    expect(s[L.H_ENTITLE]).toBe(5);
    // 6.1: supply may be taken first only while the two minimum draws stay possible
    const probe = bvg.clone(s);
    for (let i = 0; i < 3; i++) play(probe, A.enc(A.OP_SUPPLY));
    expect(has(probe, A.enc(A.OP_SUPPLY))).toBe(false);
    expect(has(probe, A.enc(A.OP_DRAW))).toBe(true);
    // the example
    const inHand = (): Set<number> => {
      const h = new Set<number>();
      for (let k = c.sideStart[0]; k < c.sideEnd[0]; k++) if (s[L.C_LOC + k] === L.LOC_HAND) h.add(k);
      return h;
    };
    let drawn = 0;
    let leader = false;
    while ((!leader || drawn < 2) && s[L.H_ENTITLE]! > 0) {
      const before = inHand();
      play(s, A.enc(A.OP_DRAW));
      drawn++;
      for (const k of inHand()) if (!before.has(k) && c.kind[k] === 1) leader = true;
    }
    const left = s[L.H_ENTITLE]!;
    const supply = s[L.H_SUPPLY]!;
    for (let i = 0; i < left; i++) play(s, A.enc(A.OP_SUPPLY));
    expect(drawn).toBeGreaterThanOrEqual(2);
    expect(s[L.H_SUPPLY]).toBe(supply + left);
    expect(has(s, A.DONE)).toBe(true);
  });

  it('R7.4 a division transferred up to Lee cannot go down to Longstreet in the same step', () => {
    const s = empty();
    maps(s, START_MAPS);
    const lee = command(
      s,
      'csa',
      'east',
      38,
      [],
      [
        [21, [9, 10, 22]],
        [41, [7, 30]],
      ],
    );
    at(s, 'csa', L.PH_DEPLOY);
    expect(has(s, A.enc(A.OP_XFER_UP, csa(9)))).toBe(true);
    play(s, A.enc(A.OP_XFER_UP, csa(9)));
    expect(s[L.C_PARENT + csa(9)]).toBe(lee);
    expect(has(s, A.enc(A.OP_XFER_DOWN, csa(9), csa(41)))).toBe(false);
    expect(legal(s).some((a) => A.opOf(a) === A.OP_XFER_DOWN)).toBe(false);
    expect(has(s, A.enc(A.OP_XFER_UP, csa(10)))).toBe(true); // more up transfers stay legal
  });

  it('R7.51 one subcommand may detach, move by rail and attach again (the Free Transfer)', () => {
    const s = empty();
    maps(s, START_MAPS);
    command(s, 'csa', 'east', 38, [10], [[21, [9]]]);
    command(s, 'csa', 'east', 41, [7]);
    const bragg = command(s, 'csa', 'west', 26, [13]);
    at(s, 'csa', L.PH_DEPLOY);
    play(s, A.enc(A.OP_RAIL_SELECT, csa(38)));
    play(s, A.enc(A.OP_DETACH, csa(21)));
    play(s, A.enc(A.OP_RAIL, csa(21)));
    expect(s[L.C_LOC + csa(21)]).toBe(L.LOC_WEST);
    expect(has(s, A.enc(A.OP_ATTACH, csa(21), bragg))).toBe(true);
    play(s, A.enc(A.OP_ATTACH, csa(21), bragg));
    // 7.7: attached after rail movement, inactive until the end of the Combat Step
    expect(s[L.C_FLAGS + csa(21)]! & L.F_FD_COMBAT).toBeTruthy();
    expect(s[L.C_FLAGS + csa(9)]! & L.F_FD_COMBAT).toBeTruthy();
    // the Free Transfer is used: another unit may detach but not attach again this step
    play(s, A.enc(A.OP_DETACH, csa(10)));
    expect(has(s, A.enc(A.OP_ATTACH, csa(10), csa(41)))).toBe(false);
  });

  it('R7.51 the Free Transfer is one in each Deploy/Move Step: the next step has its own', () => {
    const s = empty();
    maps(s, START_MAPS);
    command(s, 'csa', 'east', 38, [10, 30], [[21, [9]]]);
    command(s, 'csa', 'east', 41, [7]);
    at(s, 'csa', L.PH_DEPLOY);
    play(s, A.enc(A.OP_DETACH, csa(10)));
    play(s, A.enc(A.OP_ATTACH, csa(10), csa(41))); // this step's Free Transfer
    play(s, A.enc(A.OP_DETACH, csa(30)));
    expect(has(s, A.enc(A.OP_ATTACH, csa(30), csa(41)))).toBe(false);
    play(s, A.DONE); // end of the Deploy/Move Step
    expect(s[L.H_PHASE]).toBe(L.PH_COMBAT);
    at(s, 'csa', L.PH_DEPLOY); // the CSA's next Deploy/Move Step
    play(s, A.enc(A.OP_DETACH, csa(9)));
    expect(has(s, A.enc(A.OP_ATTACH, csa(9), csa(41)))).toBe(true);
  });

  it('R7.7 Lee keeps the East; Jackson and Pemberton go West by rail and cannot attack this turn', () => {
    const s = empty();
    maps(s, START_MAPS);
    const lee = command(
      s,
      'csa',
      'east',
      38,
      [],
      [
        [21, [9, 10]],
        [56, [22]],
        [41, [7, 30]],
      ],
    );
    command(s, 'csa', 'east', 50, [42, 52]);
    const bragg = command(s, 'csa', 'west', 26, [13]);
    at(s, 'csa', L.PH_DEPLOY);
    play(s, A.enc(A.OP_ATTACH, csa(50), lee)); // over capacity does not matter (4.5)
    play(s, A.enc(A.OP_RAIL_SELECT, lee));
    play(s, A.enc(A.OP_DETACH, csa(21)));
    play(s, A.enc(A.OP_DETACH, csa(50))); // attached this step: uses the Free Transfer
    play(s, A.enc(A.OP_RAIL, csa(21)));
    play(s, A.enc(A.OP_RAIL, csa(50)));
    expect(s[L.C_LOC + csa(21)]).toBe(L.LOC_WEST);
    expect(s[L.C_LOC + csa(50)]).toBe(L.LOC_WEST);
    expect(s[L.C_LOC + lee]).toBe(L.LOC_EAST);
    expect(s[L.C_PARENT + csa(56)]).toBe(lee);
    expect(s[L.C_PARENT + csa(41)]).toBe(lee);
    // neither may attach again this step (the Free Transfer is spent)
    expect(has(s, A.enc(A.OP_ATTACH, csa(21), bragg))).toBe(false);
    expect(has(s, A.enc(A.OP_ATTACH, csa(50), bragg))).toBe(false);
    play(s, A.DONE);
    expect(s[L.H_PHASE]).toBe(L.PH_COMBAT);
    const attackers = new Set(
      legal(s)
        .filter((a) => A.opOf(a) === A.OP_ATTACK)
        .map((a) => A.fa(a)),
    );
    expect(attackers.has(bragg)).toBe(true); // Bragg may attack Cumberland Gap from Knoxville
    expect(attackers.has(csa(21))).toBe(false);
    expect(attackers.has(csa(50))).toBe(false);
  });

  it("R8.3 Lee's army splits: Lee, Jackson with two divisions, or the lone division may defend", () => {
    const s = empty();
    maps(s, START_MAPS);
    const meade = command(s, 'usa', 'east', 56, [9, 24]);
    command(
      s,
      'csa',
      'east',
      38,
      [],
      [
        [21, [9, 10, 22]],
        [41, [7, 30, 35]],
      ],
    );
    at(s, 'usa', L.PH_COMBAT);
    play(s, atk(meade, 'manassas', 'washington'));
    expect(bvg.toMove(s)).toBe(L.CSA);
    play(s, A.enc(A.OP_DEF_DETACH, csa(9)));
    play(s, A.enc(A.OP_DEF_DETACH, csa(21)));
    expect(has(s, A.enc(A.OP_DEFEND, csa(38), 0))).toBe(true);
    expect(has(s, A.enc(A.OP_DEFEND, csa(21), 0))).toBe(true);
    expect(has(s, A.enc(A.OP_DEFEND, csa(9), 0))).toBe(true);
    play(s, A.enc(A.OP_DEFEND, csa(21), 0));
    expect(s[L.C_FLAGS + csa(38)]! & L.F_IN_BATTLE).toBe(0);
    expect(s[L.C_FLAGS + csa(9)]! & L.F_IN_BATTLE).toBe(0);
  });

  it('R8.6 after Lee is wounded, Jackson may defend Manassas again but Longstreet (now with Johnston) may not', () => {
    const setup = (longstreetWithJohnston: boolean): S => {
      const s = empty();
      maps(s, START_MAPS);
      const meade = command(s, 'usa', 'east', 56, [9, 24]);
      command(s, 'csa', 'east', 21, [9, 10]);
      if (longstreetWithJohnston) command(s, 'csa', 'east', 8, [47], [[41, [7, 30]]]);
      else {
        command(s, 'csa', 'east', 8, [47]);
        command(s, 'csa', 'east', 41, [7, 30]);
      }
      // Jackson's and Longstreet's commands defended Manassas earlier this turn (under Lee)
      const man = city('manassas');
      for (const n of [21, 9, 10, 41, 7, 30]) {
        s[L.C_FLAGS + csa(n)] = s[L.C_FLAGS + csa(n)]! | L.F_DEFENDED;
        s[L.C_DEF0 + csa(n)] = man < 32 ? 1 << man : 0;
        s[L.C_DEF1 + csa(n)] = man >= 32 ? 1 << (man - 32) : 0;
      }
      // 8.6/8.9 E: cards moved to another command after the leader loss are inactive
      if (longstreetWithJohnston)
        for (const n of [41, 7, 30]) s[L.C_FLAGS + csa(n)] = s[L.C_FLAGS + csa(n)]! | L.F_FD_COMBAT;
      at(s, 'usa', L.PH_COMBAT);
      play(s, atk(meade, 'manassas', 'washington'));
      return s;
    };
    const s = setup(true);
    expect(has(s, A.enc(A.OP_DEFEND, csa(21), 0))).toBe(true);
    expect(has(s, A.enc(A.OP_DEFEND, csa(8), 0))).toBe(true);
    expect(has(s, A.enc(A.OP_DEFEND, csa(41), 0))).toBe(false);
    play(s, A.enc(A.OP_DEFEND, csa(8), 0));
    // Johnston defends "not using Longstreet": Longstreet's corps is with him, inactive (8.9), no strength
    const johnston = strengthOf(c, s, csa(8)) + strengthOf(c, s, csa(47));
    expect(battleStrength(c, s, L.CSA)).toBe(johnston);
    const t = setup(false);
    for (const n of [21, 8, 41]) expect(has(t, A.enc(A.OP_DEFEND, csa(n), 0))).toBe(true);
  });

  it('R8.8 Port Hudson surrenders the instant Vicksburg falls (USA holds New Orleans, Jackson, Memphis)', () => {
    const run = (jacksonUsa: boolean): number => {
      const s = empty();
      maps(s, { ...START_MAPS, F: 'usa', I: 'usa' });
      own(s, 'usa', 'new-orleans', 'memphis');
      if (jacksonUsa) own(s, 'usa', 'jackson');
      own(s, 'usa', 'vicksburg'); // captured
      autoSurrender(c, s);
      return ctrl(s, city('port-hudson'));
    };
    expect(run(true)).toBe(L.USA);
    expect(run(false)).toBe(L.CSA); // Jackson CSA: within two moves, no surrender
  });

  it('R8.9 a sea-supplied Pensacola-Montgomery attack may not use three corps, even with one inactive', () => {
    const setup = (corps: number[], lateWar: boolean): S => {
      const s = empty();
      maps(s, { ...START_MAPS, J: 'usa' });
      command(s, 'usa', 'east', 13, corps);
      s[L.C_FLAGS + usa(corps[corps.length - 1]!)] = L.F_FD_BATTLE;
      if (lateWar) s[L.H_LATEWAR] = 1;
      at(s, 'usa', L.PH_COMBAT);
      return s;
    };
    expect(has(setup([10, 15, 33], false), atk(usa(13), 'montgomery', 'pensacola'))).toBe(false);
    expect(has(setup([10, 15], false), atk(usa(13), 'montgomery', 'pensacola'))).toBe(true);
    // 11.6/17.3: in USA Late War sea-supplied attacks are unlimited
    expect(has(setup([10, 15, 33], true), atk(usa(13), 'montgomery', 'pensacola'))).toBe(true);
  });

  it('R9.4 no riverine naval support at Corinth before Fts Henry & Donelson are taken', () => {
    const s = empty();
    maps(s, { ...START_MAPS, C: 'pro-usa', F: 'csa' });
    command(s, 'usa', 'west', 7);
    expect(navalSupport(c, s, city('corinth'), false)).toBe(0);
    own(s, 'usa', 'fts-henry-donelson');
    expect(navalSupport(c, s, city('corinth'), false)).toBe(c.strength[usa(7)]);
  });

  it('R11.1 Augusta-Atlanta supplied back to Washington is an attack from the East', () => {
    const s = empty();
    maps(s, { ...START_MAPS, G: 'csa', H: 'usa' });
    own(s, 'usa', 'augusta', 'columbia', 'greensboro', 'richmond', 'manassas');
    const meade = command(s, 'usa', 'east', 56, [9]);
    const rosecrans = command(s, 'usa', 'west', 43, [18]);
    at(s, 'usa', L.PH_COMBAT);
    const b = supplyBits(c, s, L.USA, city('augusta'));
    expect(b & SB_EAST).toBeTruthy();
    expect(b & SB_WEST).toBe(0);
    expect(has(s, atk(meade, 'atlanta', 'augusta'))).toBe(true);
    expect(has(s, atk(rosecrans, 'atlanta', 'augusta'))).toBe(false);
  });

  it('R11.3 Columbia traces to Charleston (by sea); an attack from Cairo is supplied from Cairo itself', () => {
    const s = empty();
    maps(s, { ...START_MAPS, G: 'csa', H: 'csa', K: 'csa' });
    own(s, 'usa', 'columbia', 'charleston');
    expect(supplyBits(c, s, L.USA, city('columbia')) & SB_SEA).toBeTruthy();
    const bragg = command(s, 'csa', 'west', 26, [13]);
    at(s, 'csa', L.PH_COMBAT);
    play(s, atk(bragg, 'columbia', 'augusta'));
    expect(opts(s) & L.DO_RETREAT_E).toBeTruthy();
    // Cairo -> Memphis: Cairo is a supply base, so the line is Cairo itself (West), even though a
    // chain of friendly cities runs from Cairo to the Eastern bases.
    const t = empty();
    maps(t, { ...START_MAPS, C: 'pro-usa', F: 'csa' });
    expect(supplyBits(c, t, L.USA, city('cairo'))).toBe(SB_WEST);
    const east = command(t, 'usa', 'east', 56, [9]);
    const west = command(t, 'usa', 'west', 43, [18]);
    at(t, 'usa', L.PH_COMBAT);
    expect(has(t, atk(west, 'memphis', 'cairo'))).toBe(true);
    expect(has(t, atk(east, 'memphis', 'cairo'))).toBe(false);
  });

  it('R11.5 (situation 1) the USA may defend Chattanooga from either theater and retreat either way', () => {
    const s = empty();
    maps(s, { ...START_MAPS, C: 'pro-usa', F: 'usa', G: 'csa' });
    own(s, 'usa', 'chattanooga', 'knoxville', 'lynchburg', 'manassas', 'nashville');
    const jej = command(s, 'csa', 'west', 8, [29]);
    at(s, 'csa', L.PH_COMBAT);
    play(s, atk(jej, 'chattanooga', 'atlanta'));
    const o = opts(s);
    expect(o & L.DO_ALLOW_E && o & L.DO_ALLOW_W).toBeTruthy();
    expect(o & L.DO_RETREAT_E && o & L.DO_RETREAT_W).toBeTruthy();
  });

  it('R11.5 Columbus-Atlanta: the USA may defend from the East (and retreat) or the West (no retreat)', () => {
    const s = empty();
    maps(s, { ...START_MAPS, G: 'csa', H: 'usa', K: 'csa' });
    own(s, 'usa', 'atlanta', 'augusta', 'columbia', 'greensboro', 'richmond', 'manassas');
    const jej = command(s, 'csa', 'west', 8, [29]);
    at(s, 'csa', L.PH_COMBAT);
    play(s, atk(jej, 'atlanta', 'columbus-ga'));
    const o = opts(s);
    expect(o & L.DO_ALLOW_E && o & L.DO_ALLOW_W).toBeTruthy();
    expect(o & L.DO_RETREAT_E).toBeTruthy();
    expect(o & L.DO_RETREAT_W).toBe(0);
  });

  it('R11.5 (situation 2) Atlanta-Macon by an Eastern command: the CSA may defend from the East', () => {
    const setup = (savannah: 'usa' | 'csa'): number => {
      const s = empty();
      maps(s, { ...START_MAPS, G: 'csa', H: 'usa', K: 'csa' });
      own(s, 'usa', 'atlanta', 'augusta', 'columbia', 'greensboro', 'richmond', 'manassas');
      own(s, savannah, 'savannah');
      const meade = command(s, 'usa', 'east', 56, [9]);
      at(s, 'usa', L.PH_COMBAT);
      play(s, atk(meade, 'macon', 'atlanta'));
      expect(s[L.B_FLAGS]! & L.BF_CROSS).toBeTruthy();
      return opts(s);
    };
    const o = setup('csa');
    expect(o & L.DO_ALLOW_E && o & L.DO_ALLOW_W).toBeTruthy();
    expect(o & L.DO_RETREAT_E).toBeTruthy(); // the special line to Savannah
    const p = setup('usa');
    expect(p & L.DO_ALLOW_E).toBeTruthy();
    expect(p & L.DO_RETREAT_E).toBe(0); // Savannah USA: no line to the East
  });

  it('R11.5 Atlanta-Macon by a Western command is not cross-theater: the CSA defends from the West', () => {
    const s = empty();
    maps(s, { ...START_MAPS, C: 'pro-usa', F: 'usa', G: 'csa', K: 'csa' });
    own(s, 'usa', 'atlanta', 'chattanooga', 'nashville');
    const rosecrans = command(s, 'usa', 'west', 43, [18]);
    at(s, 'usa', L.PH_COMBAT);
    play(s, atk(rosecrans, 'macon', 'atlanta'));
    expect(s[L.B_FLAGS]! & L.BF_CROSS).toBe(0);
    expect(opts(s) & (L.DO_ALLOW_E | L.DO_ALLOW_W)).toBe(L.DO_ALLOW_W);
  });

  it('R11.5 exception: Montgomery-Selma supplied by sea through Pensacola makes the CSA defend from the West', () => {
    const s = empty();
    maps(s, { ...START_MAPS, J: 'usa' });
    own(s, 'usa', 'montgomery');
    const banks = command(s, 'usa', 'east', 13, [33]);
    at(s, 'usa', L.PH_COMBAT);
    play(s, atk(banks, 'selma', 'montgomery'));
    expect(s[L.B_FLAGS]! & L.BF_SEA_ATT).toBeTruthy();
    expect(opts(s) & (L.DO_ALLOW_E | L.DO_ALLOW_W)).toBe(L.DO_ALLOW_W);
    // overland to Savannah and then to sea: the CSA may defend from the East
    const t = empty();
    maps(t, { ...START_MAPS, G: 'csa', J: 'csa', K: 'csa' });
    own(t, 'usa', 'montgomery', 'columbus-ga', 'macon', 'savannah');
    const b2 = command(t, 'usa', 'east', 13, [33]);
    at(t, 'usa', L.PH_COMBAT);
    play(t, atk(b2, 'selma', 'montgomery'));
    expect(t[L.B_FLAGS]! & L.BF_SEA_WEST).toBe(0);
    expect(opts(t) & L.DO_ALLOW_E && opts(t) & L.DO_ALLOW_W).toBeTruthy();
  });

  it('R11.6 Decatur-Corinth: the USA may defend from the East (by sea via New Orleans) or the West, retreating either way', () => {
    const s = empty();
    maps(s, { ...START_MAPS, C: 'pro-usa', F: 'usa', G: 'csa', I: 'usa' });
    own(s, 'usa', 'corinth', 'grenada', 'jackson', 'new-orleans', 'memphis');
    const jej = command(s, 'csa', 'west', 8, [29]);
    at(s, 'csa', L.PH_COMBAT);
    play(s, atk(jej, 'corinth', 'decatur'));
    const o = opts(s);
    expect(o & L.DO_ALLOW_E && o & L.DO_ALLOW_W).toBeTruthy();
    expect(o & L.DO_SEA_E).toBeTruthy();
    expect(o & L.DO_RETREAT_E && o & L.DO_RETREAT_W).toBeTruthy();
  });

  it('R11.7 Pensacola-Ft Pickens: the USA declares sea supply before the CSA names a one-leader attacker', () => {
    const setup = (): S => {
      const s = empty();
      maps(s, { ...START_MAPS, J: 'csa' });
      command(s, 'csa', 'west', 26, [13], [[23, [15]]]);
      command(s, 'csa', 'west', 17, [24]);
      command(s, 'usa', 'east', 32, [40]);
      at(s, 'csa', L.PH_COMBAT);
      expect(legal(s).some((a) => A.opOf(a) === A.OP_ATTACK && A.fb(a) === city('ft-pickens'))).toBe(false);
      play(s, A.enc(A.OP_PORT_ATTACK, city('ft-pickens'), city('pensacola')));
      expect(bvg.toMove(s)).toBe(L.USA);
      return s;
    };
    const s = setup();
    play(s, A.enc(A.OP_SEA, 1));
    expect(has(s, atk(csa(17), 'ft-pickens', 'pensacola'))).toBe(true);
    expect(has(s, atk(csa(26), 'ft-pickens', 'pensacola'))).toBe(false); // two leaders
    play(s, atk(csa(17), 'ft-pickens', 'pensacola'));
    expect(opts(s) & (L.DO_ALLOW_E | L.DO_ALLOW_W | L.DO_SEA_E | L.DO_RETREAT_E)).toBe(
      L.DO_ALLOW_E | L.DO_SEA_E | L.DO_RETREAT_E,
    );
    expect(has(s, A.enc(A.OP_ABANDON))).toBe(true); // he may still abandon
    const t = setup();
    play(t, A.enc(A.OP_SEA, 0));
    expect(has(t, atk(csa(26), 'ft-pickens', 'pensacola'))).toBe(true);
    play(t, atk(csa(26), 'ft-pickens', 'pensacola'));
    expect(opts(t) & (L.DO_ALLOW_E | L.DO_ALLOW_W)).toBe(L.DO_ALLOW_W);
    expect(opts(t) & (L.DO_RETREAT_E | L.DO_RETREAT_W)).toBe(0);
  });

  it('Opt 12 after taking Montgomery from Pensacola, Banks may defend only cities connected to Pensacola', () => {
    const s = empty();
    s[L.H_OPT] = L.O_ATLANTIC;
    maps(s, { ...START_MAPS, J: 'usa' });
    const banks = command(s, 'usa', 'east', 13, [33]);
    const meade = command(s, 'usa', 'east', 56, [9]);
    command(s, 'csa', 'west', 17, [24]);
    command(s, 'csa', 'east', 21, [9]);
    at(s, 'usa', L.PH_COMBAT);
    play(s, atk(banks, 'montgomery', 'pensacola'));
    play(s, A.enc(A.OP_ABANDON));
    expect(ctrl(s, city('montgomery'))).toBe(L.USA);
    beginPlayerTurn(c, s, L.CSA, false);
    at(s, 'csa', L.PH_COMBAT);
    const near = bvg.clone(s);
    play(near, atk(csa(17), 'montgomery', 'selma'));
    expect(has(near, A.enc(A.OP_DEFEND, banks, 0))).toBe(true);
    const far = bvg.clone(s);
    play(far, atk(csa(21), 'harpers-ferry', 'shenandoah-valley'));
    expect(has(far, A.enc(A.OP_DEFEND, banks, 0))).toBe(false);
    expect(has(far, A.enc(A.OP_DEFEND, meade, 0))).toBe(true);
  });

  it('Opt 13 Sherman takes Savannah from Atlanta (bypassing Macon) and may change base to the East', () => {
    const s = empty();
    s[L.H_OPT] = L.O_CHANGE_BASE;
    maps(s, { ...START_MAPS, C: 'pro-usa', F: 'usa', G: 'csa', H: 'csa', K: 'csa' });
    own(s, 'usa', 'atlanta', 'chattanooga', 'nashville');
    const sherman = command(s, 'usa', 'west', 66, [18, 21]);
    command(s, 'csa', 'west', 8, [29]);
    at(s, 'usa', L.PH_COMBAT);
    expect(has(s, atk(sherman, 'savannah', 'atlanta'))).toBe(true); // initiative 2: one city between
    play(s, atk(sherman, 'savannah', 'atlanta'));
    expect(s[L.B_FLAGS]! & L.BF_BYPASS).toBeTruthy();
    play(s, A.enc(A.OP_ABANDON));
    expect(s[L.H_PHASE]).toBe(L.PH_POST);
    expect(bvg.toMove(s)).toBe(L.USA);
    play(s, A.enc(A.OP_YES));
    expect(s[L.C_LOC + sherman]).toBe(L.LOC_EAST);
    expect(s[L.C_LOC + usa(18)]).toBe(L.LOC_EAST);
  });

  it('R15.4 recapturing Richmond or Atlanta restores CSA Industry', () => {
    const s = empty();
    maps(s, { ...START_MAPS, G: 'csa' });
    own(s, 'usa', 'richmond', 'atlanta');
    expect(productionLost(c, s) & PROD_INDUSTRY).toBeTruthy();
    expect(entitlement(c, s, L.CSA)).toBe(3);
    own(s, 'csa', 'atlanta');
    expect(productionLost(c, s) & PROD_INDUSTRY).toBe(0);
    expect(entitlement(c, s, L.CSA)).toBe(4);
  });
});

describe('bvg rules beyond the worked examples', () => {
  it('R17.1 Late-War cards go to the bottom (the first face-up); drawing it starts Late War', () => {
    const s = empty();
    s[L.H_FLAGS] = L.GF_ORDERED; // draw in numerical order so the sequence is fixed
    for (const n of [63, 71, 76]) s[L.C_LOC + usa(n)] = L.LOC_DECK; // XXIII, XXIV (Late War), Provisional Corps
    at(s, 'usa', L.PH_DRAW);
    s[L.H_ENTITLE] = 5;
    s[L.H_MINDRAW] = 2;
    play(s, A.enc(A.OP_DRAW));
    // both Late-War cards went under the deck, the first face-up; their replacement was drawn
    expect(s[L.C_LOC + usa(76)]).toBe(L.LOC_HAND);
    expect(s[L.H_BOT_N]).toBe(2);
    expect(s[L.BOT]).toBe(usa(63));
    expect(s[L.C_FLAGS + usa(63)]! & L.F_LW_UP).toBeTruthy();
    expect(s[L.C_FLAGS + usa(71)]! & L.F_LW_UP).toBe(0);
    expect(s[L.H_LATEWAR]).toBe(0);
    play(s, A.enc(A.OP_DRAW));
    expect(s[L.H_LATEWAR]).toBe(1); // 17.2: the face-up card was drawn
    expect(s[L.C_LOC + usa(63)]).toBe(L.LOC_HAND);
    play(s, A.enc(A.OP_DRAW));
    expect(s[L.C_LOC + usa(71)]).toBe(L.LOC_HAND); // in Late War they go to hand like any card
  });

  it('R18.5 the 1864 Elections card drawn in Late War ends the game if the Objectives Total is +3 or less', () => {
    const s = empty();
    maps(s, START_MAPS);
    s[L.C_LOC + c.roles.elections] = L.LOC_DECK;
    s[L.H_LATEWAR] = 1;
    at(s, 'usa', L.PH_DRAW);
    s[L.H_ENTITLE] = 5;
    play(s, A.enc(A.OP_DRAW));
    expect(bvg.isTerminal(s)).toBe(true);
    expect(bvg.outcome(s).victory).toBe('csa-elections');
  });

  it("R16.3 an attack on neutral Kentucky puts all four Kentucky cities in the defender's hands", () => {
    const s = empty();
    maps(s, { ...START_MAPS, C: 'neutral', F: 'csa' });
    s[L.H_FLAGS] = L.GF_KY_NEUTRAL;
    const jej = command(s, 'csa', 'west', 8, [29]);
    at(s, 'csa', L.PH_COMBAT);
    play(s, atk(jej, 'bowling-green', 'nashville'));
    for (const id of ['louisville', 'lexington', 'bowling-green', 'cumberland-gap'])
      expect(ctrl(s, city(id))).toBe(L.USA);
  });

  it('CC4 Dept. of Washington defends Washington alone or combined with one other command, nothing else', () => {
    const s = empty();
    maps(s, START_MAPS);
    const dow = command(s, 'usa', 'east', 4);
    const meade = command(s, 'usa', 'east', 56, [9]);
    const jackson = command(s, 'csa', 'east', 21, [9, 10]);
    at(s, 'csa', L.PH_COMBAT);
    const w = bvg.clone(s);
    play(w, atk(jackson, 'washington', 'manassas'));
    expect(has(w, A.enc(A.OP_DEFEND, dow, 0))).toBe(true);
    expect(has(w, A.enc(A.OP_DEFEND, meade, 0))).toBe(true);
    expect(has(w, A.enc(A.OP_DEFEND, meade, 1))).toBe(true);
    play(w, A.enc(A.OP_DEFEND, meade, 1));
    expect(w[L.C_FLAGS + dow]! & L.F_IN_BATTLE).toBeTruthy(); // both commands fight (and take losses)
    const h = bvg.clone(s);
    play(h, atk(jackson, 'harpers-ferry', 'shenandoah-valley'));
    expect(has(h, A.enc(A.OP_DEFEND, dow, 0))).toBe(false);
    expect(has(h, A.enc(A.OP_DEFEND, meade, 1))).toBe(false);
  });

  it('R8.7 a defender who cannot retreat from a captured city is eliminated (units to cadre)', () => {
    // CSA attacks Columbus-Atlanta (R11.5 position); the USA defends from the West, where he has no
    // supply line, and loses: its command is eliminated.
    const base = empty();
    maps(base, { ...START_MAPS, G: 'csa', H: 'usa', K: 'csa' });
    own(base, 'usa', 'atlanta', 'augusta', 'columbia', 'greensboro', 'richmond', 'manassas');
    const jej = command(base, 'csa', 'west', 8, [29, 53, 59, 60]);
    const ros = command(base, 'usa', 'west', 43, [18]);
    at(base, 'csa', L.PH_COMBAT);
    let checked = false;
    for (let seed = 1; seed < 60 && !checked; seed++) {
      const s = bvg.clone(base);
      bvg.reseedChance(s, Sfc32.from(seed, 'dice'));
      play(s, atk(jej, 'atlanta', 'columbus-ga'));
      play(s, A.enc(A.OP_DEFEND, ros, 0));
      play(s, A.DONE);
      play(s, A.DONE);
      while (s[L.H_PHASE] === L.PH_LOSS || s[L.H_PHASE] === L.PH_LEADER) play(s, legal(s)[0]!);
      if (ctrl(s, city('atlanta')) === L.CSA) {
        expect(s[L.C_LOC + usa(18)]).toBe(L.LOC_CADRE);
        checked = true;
      }
    }
    expect(checked).toBe(true);
  });
});
