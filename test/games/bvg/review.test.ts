/**
 * The deviations a line-by-line rules review found (issue 30), each on a constructed position and
 * named after the rule it proves. Each of these tests failed before its fix.
 */
import { describe, expect, it } from 'vitest';
import { Sfc32 } from '../../../src/core/rng.js';
import { tied } from '../../../src/games/bvg/combat-attack.js';
import { beginPlayerTurn } from '../../../src/games/bvg/flow.js';
import { SB_WEST, supplyBits } from '../../../src/games/bvg/map.js';
import { advanceLosses, battleStrength } from '../../../src/games/bvg/combat-resolution.js';
import { ctrl, strengthOf } from '../../../src/games/bvg/state.js';
import { objectivesTotal } from '../../../src/games/bvg/victory.js';
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
const defend = (r: number): number => A.enc(A.OP_DEFEND, r, 0);
const restore = (k: number): number => A.enc(A.OP_RESTORE, k);

/**
 * A turn of `side` from its Draw/Replace Step (free restores worked out, draws taken) to its Regroup
 * Step, restoring `early` in the Draw/Replace Step and depleting `late` in between (a battle's losses).
 */
function toRegroup(s: S, side: 'usa' | 'csa', early: number[], late: number[]): void {
  beginPlayerTurn(c, s, side === 'usa' ? L.USA : L.CSA, false);
  s[L.H_ENTITLE] = 0; // the draws are taken
  for (const k of early) play(s, restore(k));
  play(s, A.DONE); // end of the Draw/Replace Step
  play(s, A.DONE); // Deploy/Move
  for (const k of late) s[L.C_STEPS + k] = 1;
  play(s, A.DONE); // Combat
  if (s[L.H_PHASE] === L.PH_REORG_OFFER) play(s, A.DONE);
  expect(s[L.H_PHASE]).toBe(L.PH_REGROUP);
}

describe('bvg rules review (issue 30)', () => {
  it('R11.6 a sea-supplied defence of an Eastern city is limited to one leader and two corps', () => {
    // The R11.3 position: the USA holds Columbia and Charleston; Columbia traces supply only by sea.
    const setup = (corps: number[], lateWar: boolean): S => {
      const s = empty();
      maps(s, { ...START_MAPS, G: 'csa', H: 'csa', K: 'csa' });
      own(s, 'usa', 'columbia', 'charleston');
      command(s, 'usa', 'east', 56, corps);
      const bragg = command(s, 'csa', 'west', 26, [13]);
      if (lateWar) s[L.H_LATEWAR + L.USA] = 1;
      at(s, 'csa', L.PH_COMBAT);
      play(s, atk(bragg, 'columbia', 'augusta'));
      return s;
    };
    const three = setup([9, 24, 25], false);
    expect(three[L.B_DEF_OPTS]! & L.DO_SEA_E).toBeTruthy();
    expect(has(three, defend(usa(56)))).toBe(false);
    expect(has(setup([9, 24], false), defend(usa(56)))).toBe(true);
    // 17.3: in USA Late War sea-supplied defences are unlimited
    expect(has(setup([9, 24, 25], true), defend(usa(56)))).toBe(true);
    // and the two-corps defence is sea-supplied: reserves stay within the limit
    const two = setup([9, 24], false);
    for (const n of [25, 28]) two[L.C_LOC + usa(n)] = L.LOC_HAND;
    play(two, defend(usa(56)));
    expect(two[L.B_FLAGS]! & L.BF_SEA_DEF).toBeTruthy();
    play(two, A.DONE); // the CSA passes
    expect(bvg.toMove(two)).toBe(L.USA);
    expect(has(two, A.enc(A.OP_RESERVE, usa(25), usa(56)))).toBe(false);
  });

  it('Opt 2 when the Cumberland Gap die hands the Gap to the attacker, there is no battle for it', () => {
    const base = empty();
    base[L.H_OPT] = L.O_CUMBERLAND_GAP;
    maps(base, START_MAPS); // Map Card C not yet played: the Gap is neutral
    const bragg = command(base, 'csa', 'west', 26, [13]);
    command(base, 'usa', 'west', 43, [18]);
    at(base, 'csa', L.PH_COMBAT);
    const seen = new Set<number>();
    for (let seed = 1; seed < 40 && seen.size < 2; seed++) {
      const s = bvg.clone(base);
      bvg.reseedChance(s, Sfc32.from(seed, 'dice'));
      play(s, atk(bragg, 'cumberland-gap', 'knoxville'));
      const roll = s[L.B_GAP_DIE]!;
      expect(roll).toBeGreaterThan(0);
      expect(s[L.H_SUPPLY + L.CSA]).toBe(4); // 8.1: the supply point is spent either way
      if (roll >= 4) {
        // 4-6: the CSA gains the Gap; the USA is not asked to defend a city the CSA already holds
        expect(ctrl(s, city('cumberland-gap'))).toBe(L.CSA);
        expect(s[L.H_PHASE]).toBe(L.PH_COMBAT);
        expect(bvg.toMove(s)).toBe(L.CSA);
        expect(s[L.H_GAP_REROLL]).toBe(L.CSA); // rolled again at the CSA's next turn
        seen.add(1);
      } else {
        // 1-3: the USA gains it and may defend it at once (3.27)
        expect(ctrl(s, city('cumberland-gap'))).toBe(L.USA);
        expect(s[L.H_PHASE]).toBe(L.PH_DEFEND);
        seen.add(0);
      }
    }
    expect(seen.size).toBe(2);
  });

  it('R6.6/R13 free restores and the rest of a paid restore do not carry over into the Regroup Step', () => {
    const setup = (supply: number, reading?: string): S => {
      const s = empty();
      if (reading) s[L.H_OPT] = L.O_FREE_RESTORE_TURN;
      maps(s, START_MAPS);
      command(s, 'usa', 'east', 56, [9, 24, 25]);
      for (const n of [9, 24]) s[L.C_STEPS + usa(n)] = 1;
      s[L.H_SUPPLY + L.USA] = supply;
      return s;
    };
    // the USA's free corps (6.6) is not used in the Draw/Replace Step: it lapses
    const s = setup(0);
    toRegroup(s, 'usa', [], []);
    expect(has(s, restore(usa(9)))).toBe(false);
    // one supply point restores up to three units (6.6) in one step; the Regroup Step pays again (13)
    const t = setup(1);
    toRegroup(t, 'usa', [usa(9), usa(24)], [usa(25)]); // the free corps, then one paid
    expect(t[L.H_SUPPLY + L.USA]).toBe(0);
    expect(has(t, restore(usa(25)))).toBe(false);
    // reading read-6.6-free-restore=whole-turn: the USA's corps "each turn" may wait for the Regroup Step
    const w = setup(0, 'whole-turn');
    toRegroup(w, 'usa', [], []);
    expect(has(w, restore(usa(9)))).toBe(true);
    // rule coverage: the reading came into play when the kept free restore is used in the Regroup Step
    expect(bvg.ruleCounts!(w)['read-6.6-free-restore']).toBeUndefined();
    play(w, restore(usa(9)));
    expect(bvg.ruleCounts!(w)['read-6.6-free-restore']).toBe(1);
    const w2 = setup(1, 'whole-turn');
    toRegroup(w2, 'usa', [usa(9), usa(24)], [usa(25)]);
    expect(has(w2, restore(usa(25)))).toBe(false); // a paid restore's credit still lapses
  });

  it("CC19 Ironclads' free restore 'any time during your turn' is still there in the Regroup Step", () => {
    const setup = (ironclads: boolean): S => {
      const s = empty();
      maps(s, START_MAPS);
      command(s, 'csa', 'east', 21, [9]);
      s[L.C_STEPS + csa(9)] = 1;
      command(s, 'usa', 'east', 5); // Porter in the East: a partial blockade (one free CSA restore, 9.7)
      if (ironclads) s[L.H_FLAGS] = L.GF_IRONCLADS;
      toRegroup(s, 'csa', [], []);
      expect(s[L.H_SUPPLY + L.CSA]).toBe(5); // no free supply point under a blockade
      s[L.H_SUPPLY + L.CSA] = 0;
      return s;
    };
    expect(has(setup(true), restore(csa(9)))).toBe(true);
    expect(has(setup(false), restore(csa(9)))).toBe(false);
  });

  it("CC51 a Soldiers' Battle under Grant is no qualifying battle when the Rebels were not defeated", () => {
    // Grant attacks Chattanooga with five depleted corps (15 points) against Bragg's 17: a Soldiers'
    // Battle is won by the CSA (8.5 reading), though Grant takes the city (CC19).
    const base = empty();
    maps(base, { ...START_MAPS, C: 'pro-usa', F: 'usa', G: 'csa' });
    own(base, 'usa', 'nashville');
    const grant = command(
      base,
      'usa',
      'west',
      19,
      [],
      [
        [62, [18, 20, 21]],
        [17, [37, 39]],
      ],
    );
    for (const n of [18, 20, 21, 37, 39]) base[L.C_STEPS + usa(n)] = 1;
    const bragg = command(
      base,
      'csa',
      'west',
      26,
      [13],
      [
        [23, [15, 24, 29]],
        [17, [42, 53]],
      ],
    );
    at(base, 'usa', L.PH_COMBAT);
    const seen = new Set<number>();
    for (let seed = 1; seed < 200 && seen.size < 2; seed++) {
      const s = bvg.clone(base);
      bvg.reseedChance(s, Sfc32.from(seed, 'dice'));
      play(s, atk(grant, 'chattanooga', 'nashville'));
      play(s, defend(bragg));
      while (s[L.H_PHASE] === L.PH_RESERVE) play(s, A.DONE);
      expect(s[L.B_RESULT]).toBeGreaterThanOrEqual(0);
      const elig = (s[L.H_FLAGS]! & L.GF_EMANC_ELIG) !== 0;
      if (s[L.B_RESULT] === L.R_SOLDIERS) {
        expect(s[L.B_WINNER]).toBe(L.CSA);
        expect(elig).toBe(false);
        seen.add(L.R_SOLDIERS);
      } else if (s[L.B_WINNER] === L.USA) {
        expect(elig).toBe(true); // five active corps and the Rebels defeated
        seen.add(L.USA);
      }
    }
    expect(seen.size).toBe(2);
  });

  it('R7.8/R8.9 C a squadron that just moved West neither interdicts nor holds the Mississippi before combat is over', () => {
    // The USA holds the five Mississippi cities (18.2); Foote, in the East, moves West this turn.
    const setup = (foote: 'east' | 'west' | null): S => {
      const s = empty();
      maps(s, { ...START_MAPS, C: 'pro-usa', F: 'csa', I: 'csa', J: 'csa' });
      own(s, 'usa', 'cairo', 'memphis', 'vicksburg', 'port-hudson', 'new-orleans');
      command(s, 'usa', 'east', 56, [9]);
      if (foote) command(s, 'usa', foote, 7);
      at(s, 'usa', L.PH_DEPLOY);
      return s;
    };
    const none = objectivesTotal(c, setup(null));
    const active = objectivesTotal(c, setup('west'));
    expect(active).toBeGreaterThan(none);
    const s = setup('east');
    const ftMorgan = city('ft-morgan'); // CSA, linked to Mobile by river only (9.5)
    expect(supplyBits(c, s, L.CSA, ftMorgan)).toBe(SB_WEST);
    play(s, A.enc(A.OP_NAVAL, usa(7)));
    play(s, A.DONE); // to the Combat Step
    expect(s[L.H_PHASE]).toBe(L.PH_COMBAT);
    expect(objectivesTotal(c, s)).toBe(none); // no effect on play until the end of the Combat Step
    expect(supplyBits(c, s, L.CSA, ftMorgan)).toBe(SB_WEST);
    play(s, A.DONE); // the end of the Combat Step: Foote turns face-up
    expect(objectivesTotal(c, s)).toBe(active);
    expect(s[L.H_OT]).toBe(active); // the Objectives Total is checked again (18.4)
    expect(supplyBits(c, s, L.CSA, ftMorgan)).toBe(0);
  });

  it('CC21 Jackson rejoins a defending commander before reserves are added, not during the exchange', () => {
    const s = empty();
    maps(s, START_MAPS);
    const meade = command(s, 'usa', 'east', 56, [9, 24]);
    s[L.C_LOC + usa(25)] = L.LOC_HAND;
    const lee = command(s, 'csa', 'east', 38, [], [[41, [30, 35]]]);
    const jackson = command(s, 'csa', 'east', 21, [9, 10]);
    at(s, 'usa', L.PH_COMBAT);
    play(s, atk(meade, 'manassas', 'washington'));
    play(s, defend(lee));
    // step 2 of 8.1 is not over: the CSA says whether Jackson joins before the USA adds reserves
    expect(bvg.toMove(s)).toBe(L.CSA);
    expect(has(s, A.enc(A.OP_JACKSON))).toBe(true);
    expect(has(s, A.enc(A.OP_RESERVE, usa(25), meade))).toBe(false);
    const joined = bvg.clone(s);
    play(joined, A.enc(A.OP_JACKSON));
    expect(joined[L.C_PARENT + jackson]).toBe(lee);
    expect(joined[L.C_FLAGS + csa(9)]! & L.F_IN_BATTLE).toBeTruthy();
    expect(joined[L.H_PHASE]).toBe(L.PH_RESERVE);
    // declined: once the reserve exchange has begun Jackson may no longer join
    play(s, A.DONE);
    expect(s[L.H_PHASE]).toBe(L.PH_RESERVE);
    expect(bvg.toMove(s)).toBe(L.USA);
    play(s, A.enc(A.OP_RESERVE, usa(25), meade));
    expect(bvg.toMove(s)).toBe(L.CSA);
    expect(has(s, A.enc(A.OP_JACKSON))).toBe(false);
  });

  describe('Opt 6 no disfavored leader may have as many cards under him as a favored one', () => {
    // Lee (favored) and J.E. Johnston (disfavored) in the East; the USA attacks Manassas.
    const battle = (political: boolean, lee: number[], johnston: number[]): S => {
      const s = empty();
      if (political) s[L.H_OPT] = L.O_POLITICAL;
      maps(s, START_MAPS);
      const meade = command(s, 'usa', 'east', 56, [9, 24]);
      command(s, 'csa', 'east', 38, lee);
      command(s, 'csa', 'east', 8, johnston);
      at(s, 'usa', L.PH_COMBAT);
      play(s, atk(meade, 'manassas', 'washington'));
      return s;
    };

    it('Jackson may not join a disfavored J.E. Johnston to give him as many cards as Lee', () => {
      const join = (political: boolean): boolean => {
        const s = battle(political, [7, 30, 35], [47]);
        command(s, 'csa', 'east', 21, [9]); // Jackson and one division: Johnston would have 3, Lee has 3
        play(s, defend(csa(8)));
        if (s[L.H_PHASE] === L.PH_RESERVE && bvg.toMove(s) === L.USA) play(s, A.DONE);
        return has(s, A.enc(A.OP_JACKSON));
      };
      expect(join(false)).toBe(true);
      expect(join(true)).toBe(false);
    });

    it('a reserve may not give a disfavored commander as many cards as a favored one', () => {
      const reserve = (political: boolean): boolean => {
        const s = battle(political, [7, 30], [47]);
        s[L.C_LOC + csa(35)] = L.LOC_HAND;
        play(s, defend(csa(8)));
        play(s, A.DONE); // the USA passes
        expect(bvg.toMove(s)).toBe(L.CSA);
        return has(s, A.enc(A.OP_RESERVE, csa(35), csa(8)));
      };
      expect(reserve(false)).toBe(true);
      expect(reserve(true)).toBe(false); // Johnston would have 2, Lee has 2
    });

    it('a disfavored leader may not replace a dismissed one whose command is as large as a favored one', () => {
      const replace = (political: boolean): boolean => {
        const s = empty();
        if (political) s[L.H_OPT] = L.O_POLITICAL;
        maps(s, START_MAPS);
        command(s, 'csa', 'east', 38, [7, 30]);
        command(s, 'csa', 'east', 32, [47, 35]); // Magruder (no political marking)
        s[L.C_LOC + csa(8)] = L.LOC_HAND;
        at(s, 'csa', L.PH_DEPLOY);
        return has(s, A.enc(A.OP_DISMISS, csa(32), csa(8)));
      };
      expect(replace(false)).toBe(true);
      expect(replace(true)).toBe(false); // Johnston would take Magruder's 2 cards, Lee has 2
    });
  });

  it('Opt 12 only cities connected to the bridgehead port at the start of the turn may be attacked', () => {
    // Banks defended supplied by sea through Pensacola in the CSA turn: this turn he may attack only
    // cities connected to Pensacola. The USA holds Pensacola and Montgomery.
    const s = empty();
    s[L.H_OPT] = L.O_ATLANTIC;
    maps(s, { ...START_MAPS, G: 'csa', J: 'usa' });
    own(s, 'usa', 'montgomery');
    const banks = command(s, 'usa', 'east', 13, [33]);
    s[L.C_FLAGS + banks] = L.F_BR_ATT;
    s[L.C_BRIDGE + banks] = tied(0, L.F_BR_ATT, city('pensacola'));
    const butler = command(s, 'usa', 'east', 32, [40]);
    beginPlayerTurn(c, s, L.USA, false);
    at(s, 'usa', L.PH_COMBAT);
    expect(has(s, atk(banks, 'atlanta', 'montgomery'))).toBe(true); // next to Montgomery
    play(s, atk(butler, 'selma', 'montgomery'));
    play(s, A.enc(A.OP_ABANDON));
    expect(ctrl(s, city('selma'))).toBe(L.USA);
    // Mobile is next to Selma, taken this turn: it was not connected at the start of the turn
    expect(has(s, atk(banks, 'mobile', 'selma'))).toBe(false);
    expect(has(s, atk(banks, 'atlanta', 'montgomery'))).toBe(true);
  });

  it('Opt 10 a corps bought in the Regroup Step may join Banks as a subordinate, never VIII Corps', () => {
    const s = empty();
    s[L.H_OPT] = L.O_POL_GENERALS;
    maps(s, START_MAPS);
    const banks = usa(13);
    command(s, 'usa', 'east', 14, [], [[13, [33]]]); // Banks under Halleck
    const mcclellan = command(s, 'usa', 'east', 11, [9]);
    for (const n of [28, 16]) s[L.C_LOC + usa(n)] = L.LOC_CADRE; // V Corps, VIII Corps
    at(s, 'usa', L.PH_REGROUP);
    // the rule sets no condition on Banks's place in the command tree
    expect(has(s, A.enc(A.OP_BUY_CORPS, usa(28), banks))).toBe(true);
    expect(has(s, A.enc(A.OP_BUY_CORPS, usa(28), mcclellan))).toBe(true);
    // CC16: VIII Corps joins only Dept. of Washington (or stays alone)
    expect(has(s, A.enc(A.OP_BUY_CORPS, usa(16), mcclellan))).toBe(false);
    play(s, A.enc(A.OP_BUY_CORPS, usa(28), banks));
    expect(s[L.C_PARENT + usa(28)]).toBe(banks);
    expect(s[L.C_LOC + usa(28)]).toBe(L.LOC_EAST);
    expect(s[L.H_SUPPLY + L.USA]).toBe(4);
  });

  it('R8.3 the defender detaches units only from the command that responds, then one of its pieces defends', () => {
    const s = empty();
    maps(s, START_MAPS);
    const meade = command(s, 'usa', 'east', 56, [9, 24]);
    const lee = command(
      s,
      'csa',
      'east',
      38,
      [],
      [
        [21, [9, 10]],
        [41, [7, 30]],
      ],
    );
    const hill = command(s, 'csa', 'east', 58, [34, 46]); // A.P. Hill's command, also in the East
    s[L.C_LOC + csa(42)] = L.LOC_HAND;
    at(s, 'usa', L.PH_COMBAT);
    play(s, atk(meade, 'manassas', 'washington'));
    expect(has(s, A.enc(A.OP_DEF_DETACH, csa(34)))).toBe(true); // A.P. Hill might respond
    play(s, A.enc(A.OP_DEF_DETACH, csa(9))); // Lee's command responds: a division detached
    expect(has(s, A.enc(A.OP_DEF_DETACH, csa(21)))).toBe(true); // and Jackson may follow
    expect(has(s, A.enc(A.OP_DEF_DETACH, csa(34)))).toBe(false); // not from another command
    expect(has(s, defend(hill))).toBe(false);
    expect(has(s, A.enc(A.OP_ABANDON))).toBe(false);
    expect(has(s, A.enc(A.OP_DEF_HAND, csa(42), L.EAST))).toBe(false);
    expect(has(s, defend(lee))).toBe(true);
    expect(has(s, defend(csa(9)))).toBe(true);
    play(s, A.enc(A.OP_DEF_DETACH, csa(21)));
    expect(has(s, defend(csa(21)))).toBe(true);
    expect(has(s, A.enc(A.OP_DEF_DETACH, csa(10)))).toBe(true); // from a detached piece of it, too
  });
  it('R8.3 with R11.6 a command is offered to respond only if one of its pieces can then defend', () => {
    // The R11.7 port attack on Ft Pickens, declared supplied by sea: the USA defends from the East,
    // sea-supplied, so no cavalry (11.6). Kilpatrick's cavalry pair can never defend there; detaching
    // Stoneman from it would name it as the responding command and leave no legal action (bw2/27).
    const s = empty();
    maps(s, { ...START_MAPS, J: 'csa' });
    command(s, 'csa', 'west', 17, [24]);
    const butler = command(s, 'usa', 'east', 32, [40, 54]); // too big by sea (a cavalry unit)
    const kilpatrick = command(s, 'usa', 'east', 67, [53]); // a cavalry pair (10.2)
    at(s, 'csa', L.PH_COMBAT);
    play(s, A.enc(A.OP_PORT_ATTACK, city('ft-pickens'), city('pensacola')));
    play(s, A.enc(A.OP_SEA, 1));
    play(s, atk(csa(17), 'ft-pickens', 'pensacola'));
    expect(s[L.B_DEF_OPTS]! & L.DO_SEA_E).toBeTruthy();
    expect(has(s, defend(butler))).toBe(false);
    expect(has(s, defend(kilpatrick))).toBe(false);
    expect(has(s, A.enc(A.OP_DEF_DETACH, usa(53)))).toBe(false); // neither cavalry piece could defend
    expect(has(s, A.enc(A.OP_DEF_DETACH, usa(54)))).toBe(true); // Butler with X Corps then defends
    expect(has(s, A.enc(A.OP_DEF_DETACH, usa(40)))).toBe(true); // or X Corps alone
    play(s, A.enc(A.OP_DEF_DETACH, usa(54)));
    expect(has(s, defend(usa(54)))).toBe(false);
    expect(legal(s)).toEqual([defend(butler), A.enc(A.OP_DEF_DETACH, usa(40))]);
  });
  it("R8.9 a card inactive until the end of the Combat Step is in its command's battle: no strength, but excess losses", () => {
    for (const leftOut of [false, true]) {
      const s = empty();
      maps(s, START_MAPS);
      if (leftOut) s[L.H_OPT] = L.O_INACTIVE_LEFT_OUT; // reading read-8.9-inactive-cards=left-out
      const meade = command(s, 'usa', 'east', 56, [9, 24]);
      const lee = command(s, 'csa', 'east', 38, [9, 10]);
      s[L.C_FLAGS + csa(10)] = L.F_FD_COMBAT; // 8.9 B: arrived by rail and attached to Lee
      at(s, 'usa', L.PH_COMBAT);
      play(s, atk(meade, 'manassas', 'washington'));
      play(s, defend(lee));
      expect((s[L.C_FLAGS + csa(10)]! & L.F_IN_BATTLE) !== 0).toBe(!leftOut);
      // rule coverage: the left-out reading counts the card it kept out; at the default nothing counts
      expect(bvg.ruleCounts!(s)['read-8.9-inactive-cards'] ?? 0).toBe(leftOut ? 1 : 0);
      // inactive cards are ignored when resolving battles
      expect(battleStrength(c, s, L.CSA)).toBe(strengthOf(c, s, lee) + strengthOf(c, s, csa(9)));
      // losses beyond the active units are taken from inactive units
      s[L.B_RESULT] = L.R_DEF_DEFEATED;
      s[L.B_WINNER] = L.USA;
      s[L.B_LOSS + L.USA] = 0;
      s[L.B_LOSS + L.CSA] = s[L.C_STEPS + csa(9)]! + 1;
      s[L.H_PICK_SIDE] = L.CSA;
      s[L.H_PHASE] = L.PH_LOSS;
      advanceLosses(c, s);
      expect(s[L.C_LOC + csa(9)]).not.toBe(L.LOC_EAST);
      const hit = s[L.C_LOC + csa(10)] !== L.LOC_EAST || s[L.C_STEPS + csa(10)]! < c.steps[csa(10)]!;
      expect(hit).toBe(!leftOut);
    }
  });
});
