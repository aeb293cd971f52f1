/**
 * Command structure on constructed positions (commands.ts): who may attach to whom (4.1-4.4, 10.1,
 * 10.2, CC16/CC55 VIII and XXII Corps, CC49 XVI Corps, CC69 Sheridan), detaching (7.5, CC55), cavalry
 * moving up to the commander (7.52), the Free Transfer (7.51), dismissal and break-up (7.6), cadre and
 * sacking (8.6, CC50 Pemberton, Opt 4), the size of a sea-supplied command (9.6, 11.6) and Political
 * Favor (Opt 6).
 */
import { describe, expect, it } from 'vitest';
import {
  attach,
  breakup,
  buildKids,
  canAttachTo,
  canDetach,
  dismissEmptyLeaders,
  dropKids,
  favorAfter,
  favorOk,
  fixFavor,
  freeTransferOk,
  remove,
  replaceLeader,
  sack,
  seaSized,
  toCadre,
  unitToCadre,
  useTransferFlag,
} from '../../../src/games/bvg/commands.js';
import { bvg, c, command, csa, empty, hand, L, type S, usa } from './fixture.js';

const parent = (s: S, k: number): number => s[L.C_PARENT + k]!;
const loc = (s: S, k: number): number => s[L.C_LOC + k]!;
const fits = (s: S, x: number, t: number): boolean => canAttachTo(c, s, x, t);
/** The rule-coverage counter `id` of a position (coverage.ts). */
const counted = (s: S, id: string): number => bvg.ruleCounts!(s)[id] ?? 0;
/** A position with no optional rule in force. */
const bare = (): S => {
  const s = empty();
  s[L.H_OPT] = 0;
  return s;
};
// CSA leaders: R.E. Lee (38) and A.S. Johnston (14) army commanders (high), J.E. Johnston (8) army
// commander WON'T SUBORDINATE, Jackson (21), Polk (17), Ewell (56) corps commanders (low).
// Divisions 7, 9, 10, 13; cavalry JEB Stuart (45), Van Dorn (48), Wheeler (51).
// USA: Meade (56, low), Grant (19, high), Dept. of Washington (4), Sheridan (69); corps I (9), XI (15),
// VIII (16), XXII (55), XVI (49); cavalry Wilson (47), Stoneman (53).

describe('4.1-4.4 who may attach to whom', () => {
  it('a corps commander attaches as a subordinate only to a high-level commander', () => {
    const s = bare();
    const lee = command(s, 'csa', 'east', 38, [9]);
    const jackson = command(s, 'csa', 'east', 21, [7]);
    const polk = command(s, 'csa', 'east', 17, [10]);
    expect(fits(s, jackson, lee)).toBe(true);
    expect(fits(s, jackson, polk)).toBe(false);
    expect(fits(s, jackson, jackson)).toBe(false);
  });

  it('a subordinate cannot take a subordinate, and a leader with a subordinate may not attach (7.5)', () => {
    const s = bare();
    const lee = command(s, 'csa', 'east', 38, [9], [[56, [13]]]);
    const jackson = command(s, 'csa', 'east', 21, [7]);
    const ewell = csa(56);
    expect(fits(s, jackson, ewell)).toBe(false); // Ewell is Lee's subordinate
    expect(fits(s, ewell, jackson)).toBe(false); // Ewell is attached already
    const asj = command(s, 'csa', 'east', 14, [10]);
    expect(fits(s, lee, asj)).toBe(false); // Lee has Ewell under him
    expect(fits(s, asj, lee)).toBe(true); // an army commander may act as a Subordinate
    expect(fits(s, lee, ewell)).toBe(false); // never under his own subordinate
  });

  it('a corps attaches to a subordinate leader as well as to a commander (4.1, 7.5)', () => {
    const s = bare();
    const sherman = command(s, 'usa', 'west', 66, [24], [[56, [25]]]); // Meade a subordinate of Sherman
    s[L.C_LOC + usa(9)] = L.LOC_WEST; // I Corps alone
    expect([fits(s, usa(9), usa(56)), fits(s, usa(9), sherman)]).toEqual([true, true]);
  });

  it('WON’T SUBORDINATE: J.E. Johnston never attaches to another leader', () => {
    const s = bare();
    const lee = command(s, 'csa', 'east', 38, [9]);
    const jej = command(s, 'csa', 'east', 8, [7]);
    expect(fits(s, jej, lee)).toBe(false);
    expect(fits(s, lee, jej)).toBe(true);
  });

  it('a unit attaches to a leader, never to another unit (4.1)', () => {
    const s = bare();
    const polk = command(s, 'csa', 'east', 17, [9]);
    s[L.C_LOC + csa(7)] = L.LOC_EAST;
    s[L.C_LOC + csa(10)] = L.LOC_EAST;
    expect(fits(s, csa(7), polk)).toBe(true);
    expect(fits(s, csa(7), csa(10))).toBe(false);
  });

  it('CC16 VIII and CC55 XXII Corps only with the Dept. of Washington; other corps never with it', () => {
    const s = bare();
    const dow = command(s, 'usa', 'east', 4, [55]);
    const meade = command(s, 'usa', 'east', 56, [24]);
    for (const n of [16, 9]) s[L.C_LOC + usa(n)] = L.LOC_EAST;
    expect([fits(s, usa(16), dow), fits(s, usa(16), meade)]).toEqual([true, false]);
    expect([fits(s, usa(9), dow), fits(s, usa(9), meade)]).toEqual([false, true]);
  });
});

describe('who may attach to whom: the cards that lead (CC4, CC16, CC55, CC49)', () => {
  it('a leader never attaches under a high-level commander who is himself a subordinate', () => {
    const s = bare();
    command(s, 'csa', 'east', 38, [9], [[14, [10]]]); // A.S. Johnston (high) under Lee
    const jackson = command(s, 'csa', 'east', 21, [7]);
    expect(fits(s, jackson, csa(14))).toBe(false);
  });

  it('the Dept. of Washington takes XXII Corps too; XXII Corps never another leader; it attaches to no one', () => {
    const s = bare();
    const dow = command(s, 'usa', 'east', 4, [16]);
    const meade = command(s, 'usa', 'east', 56, [24]);
    s[L.C_LOC + usa(55)] = L.LOC_EAST;
    s[L.C_LOC + usa(47)] = L.LOC_EAST;
    expect([fits(s, usa(55), dow), fits(s, usa(55), meade)]).toEqual([true, false]);
    const lone = bare();
    command(lone, 'usa', 'east', 4);
    const grant = command(lone, 'usa', 'east', 19, [9]);
    lone[L.C_LOC + usa(47)] = L.LOC_EAST;
    expect([fits(lone, usa(4), grant), fits(lone, usa(47), usa(4))]).toEqual([false, false]);
  });

  it('CC49 only XVI Corps pairs with a cavalry unit in the West: another Western corps does not', () => {
    const s = bare();
    for (const n of [9, 47]) s[L.C_LOC + usa(n)] = L.LOC_WEST;
    expect([fits(s, usa(9), usa(47)), fits(s, usa(47), usa(9))]).toEqual([false, false]);
  });
});

describe('10.1, 10.2 cavalry', () => {
  it('cavalry attaches only to a Commander, one to a low-level leader, any number to a high-level one', () => {
    const s = bare();
    const polk = command(s, 'csa', 'east', 17, [9, 45]);
    const lee = command(s, 'csa', 'east', 38, [10, 48], [[21, [7]]]);
    s[L.C_LOC + csa(51)] = L.LOC_EAST;
    expect(fits(s, csa(51), polk)).toBe(false); // Polk has Stuart already
    expect(fits(s, csa(51), lee)).toBe(true); // Lee has Van Dorn, and may have more
    expect(fits(s, csa(51), csa(21))).toBe(false); // never to a subordinate
    const ewell = command(s, 'csa', 'east', 56, [13]);
    expect(fits(s, csa(51), ewell)).toBe(true);
    expect(lee).toBe(csa(38));
  });

  it('7.52 a leader joining as a subordinate hands his cavalry up to the commander', () => {
    const s = bare();
    const lee = command(s, 'csa', 'east', 38, [9]);
    const jackson = command(s, 'csa', 'east', 21, [7, 45]);
    const ewell = command(s, 'csa', 'east', 56, [13, 48]);
    attach(c, s, jackson, lee);
    expect([parent(s, jackson), parent(s, csa(45)), parent(s, csa(7))]).toEqual([lee, lee, jackson]);
    expect(parent(s, csa(48))).toBe(ewell); // another leader's cavalry stays with him
    // a unit attaching keeps nothing to hand up
    const polk = command(s, 'csa', 'east', 17, [10]);
    attach(c, s, csa(13), polk);
    expect(parent(s, csa(13))).toBe(polk);
  });

  it('a cavalry unit pairs only with another unit, and nothing but cavalry joins a lone cavalry unit', () => {
    const s = bare();
    for (const n of [45, 7]) s[L.C_LOC + csa(n)] = L.LOC_EAST;
    expect(fits(s, csa(45), csa(45))).toBe(false); // not with itself
    expect(fits(s, csa(7), csa(45))).toBe(false); // a division never under a cavalry unit (4.1, 10.2)
    command(s, 'csa', 'east', 17, [9]);
    expect(fits(s, csa(17), csa(45))).toBe(false); // nor a leader
  });

  it('two lone cavalry units pair up; a pair is a whole command, never attached to a leader', () => {
    const s = bare();
    for (const n of [45, 48, 51]) s[L.C_LOC + csa(n)] = L.LOC_EAST;
    expect(fits(s, csa(48), csa(45))).toBe(true);
    s[L.C_PARENT + csa(48)] = csa(45); // the pair: Stuart leading Van Dorn
    expect(fits(s, csa(51), csa(45))).toBe(false); // no third unit
    const lee = command(s, 'csa', 'east', 38, [9]);
    expect(fits(s, csa(45), lee)).toBe(false);
    expect(fits(s, csa(51), lee)).toBe(true);
  });

  it('CC49 XVI Corps pairs with a cavalry unit in the West only, and its pair never joins a leader', () => {
    const s = bare();
    s[L.C_LOC + usa(49)] = L.LOC_WEST;
    s[L.C_LOC + usa(47)] = L.LOC_WEST;
    expect([fits(s, usa(47), usa(49)), fits(s, usa(49), usa(47))]).toEqual([true, true]);
    const east = bare();
    east[L.C_LOC + usa(49)] = L.LOC_EAST;
    east[L.C_LOC + usa(47)] = L.LOC_EAST;
    expect([fits(east, usa(47), usa(49)), fits(east, usa(49), usa(47))]).toEqual([false, false]);
    s[L.C_PARENT + usa(47)] = usa(49);
    const grant = command(s, 'usa', 'west', 19, [15]);
    expect(fits(s, usa(49), grant)).toBe(false);
  });

  it('10.2, CC49 an XVI Corps pair is whole: no third cavalry unit joins it, it joins no lone cavalry unit nor Sheridan', () => {
    const s = bare();
    for (const n of [49, 47, 53]) s[L.C_LOC + usa(n)] = L.LOC_WEST;
    s[L.C_PARENT + usa(47)] = usa(49); // XVI Corps leading Wilson
    s[L.C_LOC + usa(69)] = L.LOC_WEST; // nor does it go under Sheridan as one of his corps (CC69)
    const answers = (): boolean[] => [
      fits(s, usa(53), usa(49)),
      fits(s, usa(49), usa(53)),
      fits(s, usa(49), usa(69)),
    ];
    expect(answers()).toEqual([false, false, false]);
    buildKids(c, s, L.USA);
    const cached = answers();
    dropKids();
    expect(cached).toEqual([false, false, false]);
    s[L.C_PARENT + usa(47)] = -1; // alone again, XVI Corps may join Sheridan (here a pair in the West, CC49)
    expect(fits(s, usa(49), usa(69))).toBe(true);
  });

  it('CC69 Sheridan leads up to three infantry corps (not VIII or XXII), then no cavalry', () => {
    const s = bare();
    const sheridan = usa(69);
    s[L.C_LOC + sheridan] = L.LOC_EAST;
    for (const n of [9, 16, 47]) s[L.C_LOC + usa(n)] = L.LOC_EAST;
    // Wilson with Sheridan (a cavalry unit) is a cavalry pair (10.2)
    expect([fits(s, usa(9), sheridan), fits(s, usa(16), sheridan), fits(s, usa(47), sheridan)]).toEqual([
      true,
      false,
      true,
    ]);
    s[L.C_PARENT + usa(53)] = sheridan; // Stoneman paired with him
    s[L.C_LOC + usa(53)] = L.LOC_EAST;
    expect(fits(s, usa(9), sheridan)).toBe(false);
    const alone = bare();
    for (const n of [69, 55, 56, 4]) alone[L.C_LOC + usa(n)] = L.LOC_EAST;
    // XXII Corps, a leader, the Dept. of Washington: none is an infantry corps Sheridan may lead
    expect([
      fits(alone, usa(55), usa(69)),
      fits(alone, usa(56), usa(69)),
      fits(alone, usa(4), usa(69)),
    ]).toEqual([false, false, false]);
    const meade = command(s, 'usa', 'east', 56, [24]);
    const t = bare();
    command(t, 'usa', 'east', 56, [24, 69]);
    t[L.C_LOC + usa(9)] = L.LOC_EAST;
    expect(fits(t, usa(9), usa(69))).toBe(false); // attached to Meade, he leads no corps
    expect(meade).toBe(usa(56));
  });
});

describe('the same answers with the per-pass child counts built (buildKids)', () => {
  it('subordinates, cavalry, pairs and Sheridan', () => {
    const s = bare();
    const lee = command(s, 'csa', 'east', 38, [9, 48]);
    const jackson = command(s, 'csa', 'east', 21, [7], [[56, [13]]]);
    const polk = command(s, 'csa', 'east', 17, [10, 45]);
    s[L.C_LOC + csa(51)] = L.LOC_EAST;
    s[L.C_LOC + usa(69)] = L.LOC_EAST;
    s[L.C_PARENT + usa(53)] = usa(69);
    s[L.C_LOC + usa(53)] = L.LOC_EAST;
    s[L.C_LOC + usa(9)] = L.LOC_EAST;
    const answers = (): boolean[] => [
      fits(s, jackson, lee), // Jackson has a subordinate
      fits(s, polk, lee),
      fits(s, csa(51), polk), // Polk has Stuart
      fits(s, csa(51), lee),
      fits(s, csa(51), csa(45)), // Stuart is not alone... he is attached to Polk
      fits(s, usa(9), usa(69)), // Sheridan with Stoneman
      fits(s, csa(7), polk), // Jackson's division is attached already
    ];
    const plain = answers();
    expect(plain).toEqual([false, true, false, true, false, false, false]);
    buildKids(c, s, L.CSA);
    const cachedCsa = answers().slice(0, 5);
    dropKids();
    buildKids(c, s, L.USA);
    const cachedUsa = answers()[5];
    dropKids();
    expect([...cachedCsa, cachedUsa]).toEqual(plain.slice(0, 6));
  });
});

describe('the per-pass child counts (buildKids) count each card once, under its own leader', () => {
  it('10.2 a cavalry pair stays whole; 10.1 a low-level leader with divisions only takes a cavalry unit', () => {
    const s = bare();
    const lee = command(s, 'csa', 'east', 38, [9]);
    const polk = command(s, 'csa', 'east', 17, [10, 13]);
    for (const n of [45, 48]) s[L.C_LOC + csa(n)] = L.LOC_EAST;
    s[L.C_PARENT + csa(48)] = csa(45); // Stuart leading Van Dorn
    s[L.C_LOC + csa(51)] = L.LOC_EAST;
    const answers = (): boolean[] => [fits(s, csa(45), lee), fits(s, csa(51), polk)];
    expect(answers()).toEqual([false, true]);
    buildKids(c, s, L.CSA);
    const cached = answers();
    dropKids();
    expect(cached).toEqual([false, true]);
  });

  it('CC69 Sheridan leading a corps takes another corps', () => {
    const s = bare();
    const sheridan = command(s, 'usa', 'east', 69, [9]);
    s[L.C_LOC + usa(15)] = L.LOC_EAST;
    expect(fits(s, usa(15), sheridan)).toBe(true);
    buildKids(c, s, L.USA);
    const cached = fits(s, usa(15), sheridan);
    dropKids();
    expect(cached).toBe(true);
  });
});

describe('7.5 detaching and 7.51 the Free Transfer', () => {
  it('a unit or subcommand detaches; a command does not; XXII Corps stays with the Dept. of Washington', () => {
    const s = bare();
    const meade = command(s, 'usa', 'east', 56, [9, 16]);
    command(s, 'usa', 'east', 4, [55]);
    expect([canDetach(c, s, usa(9)), canDetach(c, s, meade), canDetach(c, s, usa(55))]).toEqual([
      true,
      false,
      false,
    ]);
    const d = bare();
    command(d, 'usa', 'east', 4, [16]);
    expect(canDetach(c, d, usa(16))).toBe(true);
  });

  it('a card detached this step attaches again only as the one Free Transfer; one attached may not detach', () => {
    const s = bare();
    const k = usa(9);
    s[L.C_FLAGS + k] = L.F_DETACHED;
    expect([freeTransferOk(s, k, true), freeTransferOk(s, k, false)]).toEqual([true, true]);
    useTransferFlag(s, k, true);
    expect(s[L.H_FREE_XFER]).toBe(1);
    expect(s[L.C_FLAGS + k]).toBe(L.F_DETACHED | L.F_ATTACHED);
    const j = usa(15);
    s[L.C_FLAGS + j] = L.F_ATTACHED;
    expect([freeTransferOk(s, j, false), freeTransferOk(s, j, true)]).toEqual([false, true]);
    // a plain detachment uses nothing
    const t = bare();
    useTransferFlag(t, k, false);
    expect([t[L.H_FREE_XFER], t[L.C_FLAGS + k]]).toEqual([0, L.F_DETACHED]);
  });
});

describe('7.6 dismissal, 8.6 sacking, cadre', () => {
  it('a commander not replaced: his units and subcommands become independent; a subordinate’s go up', () => {
    const s = bare();
    const lee = command(s, 'csa', 'east', 38, [9], [[21, [7]]]);
    breakup(c, s, lee);
    expect([parent(s, lee), parent(s, csa(9)), parent(s, csa(21)), parent(s, csa(7))]).toEqual([
      -1,
      -1,
      -1,
      csa(21),
    ]);
    const t = bare();
    command(t, 'csa', 'east', 38, [9], [[21, [7, 10]]]);
    breakup(c, t, csa(21));
    expect([parent(t, csa(7)), parent(t, csa(10)), parent(t, csa(21))]).toEqual([csa(38), csa(38), -1]);
  });

  it('a replacement takes the leader’s place and units; one from the board leaves his own command broken up', () => {
    const s = bare();
    const lee = command(s, 'csa', 'east', 38, [9], [[21, [7]]]);
    hand(s, 'csa', 41);
    replaceLeader(c, s, csa(21), csa(41)); // Longstreet from hand for Jackson
    expect([loc(s, csa(41)), parent(s, csa(41)), parent(s, csa(7)), parent(s, csa(21))]).toEqual([
      L.LOC_EAST,
      lee,
      csa(41),
      -1,
    ]);
    const t = bare();
    command(t, 'csa', 'west', 17, [10]);
    command(t, 'csa', 'west', 23, [13, 15]);
    replaceLeader(c, t, csa(17), csa(23)); // Hardee leaves his command for Polk's
    expect([parent(t, csa(10)), parent(t, csa(13)), parent(t, csa(15))]).toEqual([csa(23), -1, -1]);
    const e = bare();
    command(e, 'csa', 'east', 38, [9], [[21, [7]]]);
    command(e, 'csa', 'east', 41, [13]);
    replaceLeader(c, e, csa(21), csa(41)); // Longstreet from the Eastern board for Jackson
    expect([parent(e, csa(41)), parent(e, csa(7)), parent(e, csa(13))]).toEqual([csa(38), csa(41), -1]);
  });

  it('CC50 Pemberton never goes to cadre; a card sent to cadre is released, restored and face-down if asked', () => {
    const s = bare();
    command(s, 'csa', 'west', 50, [13]);
    toCadre(c, s, csa(50), true);
    expect([loc(s, csa(50)), parent(s, csa(13))]).toEqual([L.LOC_REMOVED, -1]);
    const t = bare();
    command(t, 'csa', 'west', 23, [13, 15]);
    t[L.C_STEPS + csa(13)] = 1;
    toCadre(c, t, csa(13), false);
    expect([loc(t, csa(13)), parent(t, csa(13)), t[L.C_STEPS + csa(13)], t[L.C_FLAGS + csa(13)]]).toEqual([
      L.LOC_CADRE,
      -1,
      2,
      0,
    ]);
    toCadre(c, t, csa(23), true);
    expect([t[L.C_FLAGS + csa(23)], parent(t, csa(15))]).toEqual([L.F_CADRE_DOWN, -1]);
  });

  it('2.3, 8.6, CC61 a card to cadre or out of the game: only it and its command’s cards change', () => {
    // the expected position: `k` at `to` with `flags`, its steps restored if `steps`, its cards detached
    const expectAfter = (
      s: S,
      k: number,
      kids: number[],
      to: number,
      flags: number,
      steps: boolean,
    ): number[] => {
      const e = Array.from(s);
      e[L.C_LOC + k] = to;
      e[L.C_PARENT + k] = -1;
      e[L.C_FLAGS + k] = flags;
      if (steps) e[L.C_STEPS + k] = c.steps[k]!;
      for (const j of kids) e[L.C_PARENT + j] = -1;
      return e;
    };
    const s = bare();
    command(s, 'csa', 'west', 23, [13, 15]); // Hardee, in battle: a face-down division, himself detached
    s[L.C_FLAGS + csa(23)] = L.F_DETACHED;
    s[L.C_FLAGS + csa(15)] = L.F_FD_BATTLE;
    s[L.C_STEPS + csa(13)] = 1;
    const cadre = expectAfter(s, csa(23), [csa(13), csa(15)], L.LOC_CADRE, L.F_CADRE_DOWN, true);
    toCadre(c, s, csa(23), true);
    expect(Array.from(s)).toEqual(cadre);
    const unit = expectAfter(s, csa(13), [], L.LOC_CADRE, 0, true);
    toCadre(c, s, csa(13), false); // a unit that lost its last step: face-up, full strength again
    expect(Array.from(s)).toEqual(unit);
    const out = expectAfter(s, csa(15), [], L.LOC_REMOVED, 0, false);
    remove(c, s, csa(15));
    expect(Array.from(s)).toEqual(out);
    // CC61 Draft Riots: a corps discarded from the hand
    const h = bare();
    hand(h, 'usa', 24);
    h[L.C_FLAGS + usa(24)] = L.F_DETACHED;
    const riots = expectAfter(h, usa(24), [], L.LOC_REMOVED, 0, false);
    remove(c, h, usa(24));
    expect(Array.from(h)).toEqual(riots);
    // 8.6 a disgraced leader (McDowell) leaves the game, his corps stay on the board alone
    const d = bare();
    command(d, 'usa', 'east', 8, [9]);
    d[L.C_FLAGS + usa(8)] = L.F_ATTACHED;
    const disgraced = expectAfter(d, usa(8), [usa(9)], L.LOC_REMOVED, 0, false);
    sack(c, d, usa(8));
    expect(Array.from(d)).toEqual(disgraced);
  });

  it('8.6 a sacked leader goes face-down to cadre; one with Political Disfavor leaves the game', () => {
    const s = bare();
    command(s, 'usa', 'east', 8, [9]); // McDowell, disfavored
    command(s, 'usa', 'east', 56, [24]);
    sack(c, s, usa(8));
    sack(c, s, usa(56));
    expect([loc(s, usa(8)), loc(s, usa(56)), s[L.C_FLAGS + usa(56)]]).toEqual([
      L.LOC_REMOVED,
      L.LOC_CADRE,
      L.F_CADRE_DOWN,
    ]);
  });

  it('Opt 4 until Late War cavalry goes to cadre face-down; infantry and Late-War cavalry face-up', () => {
    const s = bare();
    s[L.H_OPT] = L.O_CAV_LOSSES;
    for (const n of [45, 9]) s[L.C_LOC + csa(n)] = L.LOC_EAST;
    unitToCadre(c, s, csa(45));
    unitToCadre(c, s, csa(9));
    expect([s[L.C_FLAGS + csa(45)], s[L.C_FLAGS + csa(9)]]).toEqual([L.F_CADRE_DOWN, 0]);
    expect(counted(s, 'opt4-cavalry-losses')).toBe(1); // the cavalry unit only
    const late = bare();
    late[L.H_OPT] = L.O_CAV_LOSSES;
    late[L.H_LATEWAR + L.CSA] = 1;
    unitToCadre(c, late, csa(45));
    expect([late[L.C_FLAGS + csa(45)], counted(late, 'opt4-cavalry-losses')]).toEqual([0, 0]);
    const off = bare();
    unitToCadre(c, off, csa(45));
    expect(off[L.C_FLAGS + csa(45)]).toBe(0);
  });

  it('7.6 FORCED DISMISSAL: a leader left with nothing goes face-down to cadre, his commander too if emptied', () => {
    const s = bare();
    command(s, 'csa', 'east', 38, [], [[21, []]]); // Lee with only Jackson, who has nothing
    command(s, 'csa', 'east', 17, [9]);
    dismissEmptyLeaders(c, s, L.CSA, false);
    expect([loc(s, csa(21)), loc(s, csa(38)), loc(s, csa(17))]).toEqual([
      L.LOC_CADRE,
      L.LOC_CADRE,
      L.LOC_EAST,
    ]);
    expect(s[L.C_FLAGS + csa(38)]).toBe(L.F_CADRE_DOWN);
    const asj = bare();
    command(asj, 'csa', 'west', 14, [], [[21, []]]); // A.S. Johnston with only Jackson (a later card)
    dismissEmptyLeaders(c, asj, L.CSA, false);
    expect([loc(asj, csa(21)), loc(asj, csa(14))]).toEqual([L.LOC_CADRE, L.LOC_CADRE]);
    // 8.6: sacked for an empty command after a battle, a disfavored leader leaves the game
    const t = bare();
    t[L.C_LOC + usa(8)] = L.LOC_WEST;
    t[L.C_LOC + usa(56)] = L.LOC_EAST;
    dismissEmptyLeaders(c, t, L.USA, true);
    expect([loc(t, usa(8)), loc(t, usa(56))]).toEqual([L.LOC_REMOVED, L.LOC_CADRE]);
    expect(counted(t, 'read-4.6-leaderless')).toBe(1); // McDowell's leaving the game is counted
    const f = bare();
    f[L.C_LOC + usa(11)] = L.LOC_EAST; // McClellan (favored) and Meade: to cadre, nothing counted
    f[L.C_LOC + usa(56)] = L.LOC_WEST;
    dismissEmptyLeaders(c, f, L.USA, true);
    expect([loc(f, usa(11)), loc(f, usa(56)), counted(f, 'read-4.6-leaderless')]).toEqual([
      L.LOC_CADRE,
      L.LOC_CADRE,
      0,
    ]);
    const u = bare();
    u[L.C_LOC + usa(8)] = L.LOC_WEST;
    hand(u, 'usa', 56); // a leader in hand is not on the board: nothing to dismiss
    u[L.C_LOC + usa(19)] = L.LOC_REMOVED;
    dismissEmptyLeaders(c, u, L.USA, false);
    expect([loc(u, usa(8)), loc(u, usa(56)), loc(u, usa(19))]).toEqual([
      L.LOC_CADRE,
      L.LOC_HAND,
      L.LOC_REMOVED,
    ]);
  });
});

describe('9.6 and 11.6 at most one leader and two corps, no cavalry', () => {
  it('counts every card of the command, its subcommands and inactive cards included', () => {
    const s = bare();
    expect(seaSized(c, s, command(s, 'usa', 'east', 56, [9, 24]))).toBe(true);
    const three = bare();
    expect(seaSized(c, three, command(three, 'usa', 'east', 56, [9, 24, 25]))).toBe(false);
    const cav = bare();
    expect(seaSized(c, cav, command(cav, 'usa', 'east', 56, [9, 47]))).toBe(false);
    const two = bare();
    expect(seaSized(c, two, command(two, 'usa', 'east', 19, [], [[56, [9]]]))).toBe(false);
    const sub = bare();
    expect(seaSized(c, sub, command(sub, 'usa', 'east', 19, [9], [[56, [24]]]))).toBe(false);
    const down = bare();
    const root = command(down, 'usa', 'east', 56, [9, 24, 25]);
    down[L.C_FLAGS + usa(25)] = L.F_FD_BATTLE;
    expect(seaSized(c, down, root)).toBe(false);
    const lone = bare();
    expect(seaSized(c, lone, command(lone, 'usa', 'east', 9))).toBe(true);
    const dow = bare();
    expect(seaSized(c, dow, command(dow, 'usa', 'east', 4, [55], [[56, [9]]]))).toBe(false);
  });

  it('counts only the cards of that command, not those of other commands on the board', () => {
    const s = bare();
    const meade = command(s, 'usa', 'east', 56, [9, 24]);
    command(s, 'usa', 'east', 19, [15, 18, 47], [[46, [30, 33]]]); // Grant's army beside him
    command(s, 'usa', 'west', 13, [25, 28]);
    expect(seaSized(c, s, meade)).toBe(true);
    expect(seaSized(c, s, usa(13))).toBe(true);
    expect(seaSized(c, s, usa(19))).toBe(false);
    // the Dept. of Washington (the first leading card of the deck) beside Sherman's army, a CSA division in hand
    const d = bare();
    const dow = command(d, 'usa', 'east', 4, [16, 55]);
    command(d, 'usa', 'east', 66, [9]);
    hand(d, 'csa', 52);
    expect([seaSized(c, d, dow), seaSized(c, d, usa(66))]).toEqual([true, true]);
  });
});

describe('Opt 6 Political Favor', () => {
  /** McDowell (disfavored) and Banks (favored) in the East with the corps given. */
  function favor(mcdowell: number[], banks: number[], theater: 'east' | 'west' = 'east'): S {
    const s = bare();
    s[L.H_OPT] = L.O_POLITICAL;
    command(s, 'usa', 'east', 8, mcdowell);
    command(s, 'usa', theater, 13, banks);
    return s;
  }

  it('a disfavored leader may not have as many cards under him as a favored one in the same theater', () => {
    expect(favorOk(c, favor([9], [24, 25]), L.USA, L.EAST)).toBe(true);
    expect(favorOk(c, favor([9, 15], [24, 25]), L.USA, L.EAST)).toBe(false);
    expect(favorOk(c, favor([9, 15], [24, 25], 'west'), L.USA, L.EAST)).toBe(true);
    expect(favorOk(c, favor([9, 15], [24, 25], 'west'), L.USA, L.WEST)).toBe(true);
    const off = favor([9, 15], [24, 25]);
    off[L.H_OPT] = 0;
    expect(favorOk(c, off, L.USA, L.EAST)).toBe(true);
  });

  it('cards under his subordinates count, inactive ones too; a favored leader with no cards sets no bar', () => {
    const s = favor([9], [24, 25]);
    command(s, 'usa', 'east', 14, [28], [[32, [30]]]); // Halleck with Butler (favored) under him
    s[L.C_FLAGS + usa(30)] = L.F_FD_BATTLE;
    expect(favorOk(c, s, L.USA, L.EAST)).toBe(false); // Butler's one inactive corps: McDowell's one is as many
    // Butler with nothing under him sets no bar
    const t = favor([9], [24, 25]);
    t[L.C_LOC + usa(32)] = L.LOC_EAST;
    expect(favorOk(c, t, L.USA, L.EAST)).toBe(true);
    // McDowell over an army: Pope under him with two corps makes four cards
    const u = favor([9], [24, 25, 28]);
    command(u, 'usa', 'east', 8, [9], [[34, [30, 33]]]);
    expect(favorOk(c, u, L.USA, L.EAST)).toBe(false);
  });

  it('the bar is the favored leader with the fewest cards, not the one with the most', () => {
    const s = favor([9, 15], [24]); // McDowell 2, Banks 1
    command(s, 'usa', 'east', 32, [25, 28, 30]); // Butler (favored) 3
    expect(favorOk(c, s, L.USA, L.EAST)).toBe(false);
    const t = favor([9], [24]);
    command(t, 'usa', 'east', 32, [25, 28, 30]);
    expect(favorOk(c, t, L.USA, L.EAST)).toBe(false);
    const u = favor([9], [24, 18]);
    command(u, 'usa', 'east', 32, [25, 28, 30]);
    expect(favorOk(c, u, L.USA, L.EAST)).toBe(true);
  });

  it('never deliberately: an attachment that breaks it is refused, and the position is left as it was', () => {
    const s = favor([9], [24, 25]);
    s[L.C_LOC + usa(15)] = L.LOC_EAST;
    expect(favorAfter(c, s, usa(15), usa(8))).toBe(false);
    expect(favorAfter(c, s, usa(15), usa(13))).toBe(true);
    expect(favorAfter(c, s, usa(15), usa(8), L.LOC_WEST)).toBe(true);
    expect([parent(s, usa(15)), loc(s, usa(15))]).toEqual([-1, L.LOC_EAST]);
  });

  it('broken by casualties: the disfavored leader’s weakest card is detached until the rule holds', () => {
    const s = favor([9, 15], [24, 25]); // I Corps (5) and XI Corps (3)
    fixFavor(c, s, L.USA);
    expect([parent(s, usa(15)), parent(s, usa(9))]).toEqual([-1, usa(8)]);
    const ok = favor([15], [24, 25]);
    fixFavor(c, ok, L.USA);
    expect(parent(ok, usa(15))).toBe(usa(8));
    const off = favor([9, 15], [24, 25]);
    off[L.H_OPT] = 0;
    fixFavor(c, off, L.USA);
    expect(parent(off, usa(15))).toBe(usa(8));
  });

  it('broken by casualties: cards leave the disfavored leader who breaks it, not one below the bar', () => {
    const s = favor([9], [24, 25]); // McDowell 1, Banks 2
    command(s, 'usa', 'east', 46, [15, 18, 30]); // Burnside, disfavored, 3: XI (3), XIV (5), VI (5)
    fixFavor(c, s, L.USA);
    expect(parent(s, usa(9))).toBe(usa(8));
    expect([15, 18, 30].filter((n) => parent(s, usa(n)) === usa(46)).length).toBe(1);
    expect(counted(s, 'opt6-political-favor')).toBe(2);
  });

  it('broken by casualties, two equally weak cards: the first in deck order leaves (the owner’s choice)', () => {
    // Opt 6 leaves the choice of the excess cards to their owner; the engine takes the weakest, the
    // earlier card of the deck between equals, so that a game is the same whatever the card order.
    const s = favor([], [24, 25]); // Banks 2
    command(s, 'usa', 'east', 46, [30, 18]); // Burnside, disfavored, 2: VI and XIV Corps, both 5
    fixFavor(c, s, L.USA);
    expect([parent(s, usa(18)), parent(s, usa(30))]).toEqual([-1, usa(46)]);
  });

  it('in the West too; a favored leader with more cards never gives one up', () => {
    const s = bare();
    s[L.H_OPT] = L.O_POLITICAL;
    command(s, 'usa', 'west', 34, [36, 37]); // Pope, disfavored, 2
    command(s, 'usa', 'west', 13, [25]); // Banks 1
    command(s, 'usa', 'east', 32, [9, 15, 18]); // Butler in the East
    expect([favorOk(c, s, L.USA, L.WEST), favorOk(c, s, L.USA, L.EAST)]).toEqual([false, true]);
    fixFavor(c, s, L.USA);
    expect([36, 37].filter((n) => parent(s, usa(n)) === usa(34)).length).toBe(0);
    expect([parent(s, usa(25)), parent(s, usa(9))]).toEqual([usa(13), usa(32)]);
    const t = bare();
    t[L.H_OPT] = L.O_POLITICAL;
    command(t, 'usa', 'east', 13, [24, 25, 28, 30]); // Banks 4
    command(t, 'usa', 'east', 32, [33]); // Butler 1
    command(t, 'usa', 'east', 8, [9, 15]); // McDowell 2
    fixFavor(c, t, L.USA);
    expect([24, 25, 28, 30].map((n) => parent(t, usa(n)))).toEqual([usa(13), usa(13), usa(13), usa(13)]);
    expect([9, 15].filter((n) => parent(t, usa(n)) === usa(8)).length).toBe(0);
  });

  it('the disfavored leader with the most cards gives one up first, in the theater where the rule is broken', () => {
    const s = favor([9, 15, 18], [24, 25, 28]); // McDowell 3, Banks 3
    command(s, 'usa', 'east', 46, [30, 33]); // Burnside, disfavored, 2
    command(s, 'usa', 'west', 34, [36, 37]); // Pope, disfavored, 2 in the West: no favored leader there
    fixFavor(c, s, L.USA);
    expect([15, 30, 33, 36, 37].map((n) => parent(s, usa(n)))).toEqual([
      -1,
      usa(46),
      usa(46),
      usa(34),
      usa(34),
    ]);
    expect([parent(s, usa(9)), parent(s, usa(18))]).toEqual([usa(8), usa(8)]);
  });
});
