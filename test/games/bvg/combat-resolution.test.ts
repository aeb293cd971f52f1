/**
 * 8.5 Resolving Combat and 8.6 Leader Losses (combat-resolution.ts) on constructed positions played
 * through the game object: the USA attacks Manassas from Washington unless a test says otherwise. The
 * dice are forced (src/core/chance.ts `forceD6`: red, white, then the Leader Losses die), so each test
 * states what a roll does; the battle log (`recordBattles`) shows the strengths, the modifier to the red
 * die, the Combat Table result and the steps each side must lose.
 *
 * The provisional tables (content/provisional/tables.json, README "Combat and Casualties Tables"): the
 * modified red die 1-6 gives Attacker Routed, Attacker Defeated, Soldiers' Battle, Soldiers' Battle,
 * Generals' Battle, Defender Routed; the white die 1-2/3-4/5-6 light/normal/heavy; the Casualties Table
 * is read in the column of one's own strength 1-5, 6-11, 12-19, 20+; the Leader Losses die 1-6 killed,
 * killed, wounded, wounded, sacked, sacked, the enemy choosing the leader on an odd roll.
 */
import { describe, expect, it } from 'vitest';
import { forceD6 } from '../../../src/core/chance.js';
import { CH_DRAWS } from '../../../src/core/header.js';
import { recordBattles, type BattleRoll } from '../../../src/games/bvg/combat-resolution.js';
import { legalActions } from '../../../src/games/bvg/flow.js';
import { ctrl } from '../../../src/games/bvg/state.js';
import {
  A,
  at,
  bvg,
  c,
  city,
  command,
  csa,
  empty,
  hand,
  L,
  legal,
  maps,
  onTables,
  own,
  play,
  type S,
  START_MAPS,
  usa,
} from './fixture.js';

const MEADE = 56; // strength 1, initiative 1 to attack, 2 to defend
const MAGRUDER = 32; // strength 1, initiative 1/1
const GRANT = 19; // strength 2, initiative 2/2
const LEE = 38; // strength 3, initiative 2/2
const RESULT = {
  attackerRouted: L.RESULT_IDS.indexOf('attacker-routed'),
  attackerDefeated: L.RESULT_IDS.indexOf('attacker-defeated'),
  soldiers: L.RESULT_IDS.indexOf('soldiers-battle'),
  generals: L.RESULT_IDS.indexOf('generals-battle'),
  defenderDefeated: L.RESULT_IDS.indexOf('defender-defeated'),
  defenderRouted: L.RESULT_IDS.indexOf('defender-routed'),
};

interface Plays {
  /** CSA units withdrawn in its reserve turns (8.42), one a turn. */
  readonly csaWithdraw?: number[];
  /** USA units withdrawn in its reserve turns. */
  readonly usaWithdraw?: number[];
  /** USA Enigma cards played in its reserve turns. */
  readonly usaCards?: number[];
  /** The attack is already announced (and answered by The Slows). */
  readonly announced?: boolean;
}

/** `att` attacks `target` from `from` (no jumping-off city: an invasion), `def` defends, dice forced. */
function fight(
  s: S,
  att: number,
  target: string,
  from: string | null,
  def: number,
  dice: number[],
  p: Plays = {},
): BattleRoll {
  if (!p.announced && from === null) play(s, A.enc(A.OP_INVADE, att, city(target)));
  else if (!p.announced && from !== null) play(s, A.enc(A.OP_ATTACK, att, city(target), city(from)));
  play(s, A.enc(A.OP_DEFEND, def, 0));
  const todo: number[][] = [[...(p.usaWithdraw ?? [])], [...(p.csaWithdraw ?? [])]]; // by side
  const cards = [...(p.usaCards ?? [])];
  const log: BattleRoll[] = [];
  recordBattles(log);
  forceD6(s, dice);
  try {
    while (s[L.H_PHASE] === L.PH_RESERVE) {
      const side = bvg.toMove(s);
      const w = todo[side]!.shift();
      const k = side === L.USA ? cards.shift() : undefined;
      play(
        s,
        w !== undefined ? A.enc(A.OP_WITHDRAW, w) : k !== undefined ? A.enc(A.OP_ENIGMA, k, A.NONE) : A.DONE,
      );
    }
  } finally {
    recordBattles(null);
  }
  expect(log).toHaveLength(1);
  expect(log[0]!.red).toBe(dice[0]);
  expect(log[0]!.white).toBe(dice[1]);
  return log[0]!;
}

/** Step losses taken (8.5), each side's first unit offered: on to the leader losses (8.6). */
function settle(s: S): void {
  for (let i = 0; i < 20 && s[L.H_PHASE] === L.PH_LOSS; i++) play(s, legal(s)[0]!);
}

/** The USA with `usaRoot` and `usaUnits` in the East against `csaRoot` with `csaUnits`. */
function east(
  usaUnits: number[],
  csaUnits: number[],
  usaRoot = MEADE,
  csaRoot = MAGRUDER,
): { s: S; u: number; r: number } {
  const s = empty();
  maps(s, START_MAPS);
  const u = command(s, 'usa', 'east', usaRoot, usaUnits);
  const r = command(s, 'csa', 'east', csaRoot, csaUnits);
  at(s, 'usa', L.PH_COMBAT);
  return { s, u, r };
}

/** Meade with I and XII Corps (10) against Magruder with the Stonewall and Pickett's divisions (6). */
const standard = (): { s: S; u: number; r: number } => east([9, 10], [9, 7]);

describe('R8.5 strengths and the die roll modifiers', () => {
  it('each side adds up its active units and leaders in the battle; commands that stay out add nothing', () => {
    const { s, u, r } = standard();
    command(s, 'usa', 'east', 8, [24]); // McDowell and II Corps in the theater, not attacking
    command(s, 'csa', 'east', 6, [10]); // Beauregard and Ewell's Division, not defending
    const b = fight(s, u, 'manassas', 'washington', r, [4, 1]);
    expect([b.aStr, b.dStr]).toEqual([1 + 5 + 4, 1 + 3 + 2]);
    expect(b.attacker).toBe(L.USA);
    expect(b.target).toBe(city('manassas'));
  });

  it('a withdrawn unit is not active and adds nothing (8.42)', () => {
    const { s, u, r } = standard();
    const b = fight(s, u, 'manassas', 'washington', r, [4, 1], {
      csaWithdraw: [csa(7)],
      usaWithdraw: [usa(10)],
    });
    expect([b.aStr, b.dStr]).toEqual([1 + 5, 1 + 3]);
  });

  it('+1 to the red die for every full 10 points the attacker has more: +2 at 20 more, +1 at 19', () => {
    const more20 = east([9, 10, 24, 25, 15, 40], [7, 10]); // 25 against 5
    const b20 = fight(more20.s, more20.u, 'manassas', 'washington', more20.r, [4, 1]);
    expect([b20.aStr, b20.dStr, b20.drm]).toEqual([25, 5, 2]);
    expect(b20.result).toBe(RESULT.defenderRouted); // 4 + 2
    const more19 = east([9, 10, 24, 25, 28], [7, 10]); // 24 against 5
    const b19 = fight(more19.s, more19.u, 'manassas', 'washington', more19.r, [4, 1]);
    expect([b19.aStr, b19.drm]).toEqual([24, 1]);
    expect(b19.result).toBe(RESULT.generals); // 4 + 1
    const more9 = east([9, 10, 15], [7, 10]); // 13 against 5: no modifier
    expect(fight(more9.s, more9.u, 'manassas', 'washington', more9.r, [4, 1]).drm).toBe(0);
  });

  it('-1 for every full 10 points the defender has more; a modified roll below 1 counts as 1', () => {
    // Meade and I Corps (6) against Lee with two divisions and Longstreet with two (16)
    const s = empty();
    maps(s, START_MAPS);
    const u = command(s, 'usa', 'east', MEADE, [9]);
    const r = command(s, 'csa', 'east', LEE, [9, 34], [[41, [35, 7]]]);
    at(s, 'usa', L.PH_COMBAT);
    const t = bvg.clone(s);
    const b = fight(s, u, 'manassas', 'washington', r, [2, 1]);
    expect([b.aStr, b.dStr, b.drm]).toEqual([6, 16, -1]);
    expect(b.result).toBe(RESULT.attackerRouted); // 2 - 1
    expect(fight(t, u, 'manassas', 'washington', r, [1, 1]).result).toBe(RESULT.attackerRouted); // 1 - 1: 1
  });

  it('a modified roll above 6 counts as 6', () => {
    const { s, u, r } = east([9, 10, 24, 25, 15, 40], [7, 10]); // +2
    expect(fight(s, u, 'manassas', 'washington', r, [6, 1]).result).toBe(RESULT.defenderRouted);
  });

  it('-1 when the defender is in a fort (Ft Monroe), none elsewhere', () => {
    const s = empty();
    maps(s, START_MAPS);
    const u = command(s, 'usa', 'east', MEADE, [9]);
    const r = command(s, 'csa', 'east', MAGRUDER, [9, 7]);
    at(s, 'csa', L.PH_COMBAT);
    const t = bvg.clone(s);
    const b = fight(s, r, 'ft-monroe', 'richmond', u, [4, 1]);
    expect([b.attacker, b.aStr, b.dStr, b.drm]).toEqual([L.CSA, 6, 6, -1]);
    expect(b.result).toBe(RESULT.soldiers); // 4 - 1
    expect(fight(t, r, 'washington', 'manassas', u, [4, 1]).drm).toBe(0);
  });

  it('the Enigma cards played add their modifiers (Infernal Machines +1, and one more CSA step lost, CC68)', () => {
    const { s, u, r } = standard();
    hand(s, 'usa', 68);
    const b = fight(s, u, 'manassas', 'washington', r, [4, 1], { usaCards: [usa(68)] });
    expect(b.drm).toBe(1);
    expect(b.result).toBe(RESULT.generals);
    // light casualties: the winner and the loser of a Generals' Battle in these columns lose nothing;
    // Infernal Machines adds one CSA step
    expect(b.loss).toEqual([0, 1]);
  });

  it('CC41 Special Orders No. 191: +1 on one USA attack on a native USA city, then used up', () => {
    const { s, u, r } = standard();
    own(s, 'csa', 'harpers-ferry');
    s[L.H_TURN_FLAGS] = L.TF_SO191;
    const t = bvg.clone(s);
    const b = fight(s, u, 'harpers-ferry', 'washington', r, [4, 1]);
    expect(b.drm).toBe(1);
    expect(s[L.H_TURN_FLAGS]! & L.TF_SO191).toBe(0);
    // not on a CSA city: no modifier, and the +1 is kept for a later attack
    expect(fight(t, u, 'manassas', 'washington', r, [4, 1]).drm).toBe(0);
    expect(t[L.H_TURN_FLAGS]! & L.TF_SO191).toBe(L.TF_SO191);
  });

  it("CC41 the +1 is the USA's and needs the card: none without it, none for a CSA attack on a native USA city", () => {
    const { s, u, r } = standard();
    own(s, 'csa', 'harpers-ferry'); // native USA, CSA-held; no Special Orders No. 191
    expect(fight(s, u, 'harpers-ferry', 'washington', r, [4, 1]).drm).toBe(0);
    // the CSA attacks Washington (native USA) with the card's +1 up: none for it, and it is kept
    const m = standard();
    m.s[L.H_SIDE] = L.CSA;
    m.s[L.H_TURN_FLAGS] = L.TF_SO191;
    expect(fight(m.s, m.r, 'washington', 'manassas', m.u, [4, 1]).drm).toBe(0);
    expect(m.s[L.H_TURN_FLAGS]! & L.TF_SO191).toBe(L.TF_SO191);
  });

  it('CC60 Blue Mountain Boys: none on a listed city unless played, and none for a CSA attack', () => {
    const { s, u } = standard();
    own(s, 'usa', 'lynchburg', 'shenandoah-valley');
    const bragg = command(s, 'csa', 'west', 26, [13]);
    expect(fight(s, u, 'knoxville', 'lynchburg', bragg, [4, 1]).drm).toBe(0);
    // Magruder attacks Knoxville, held by the USA (Grant and XIV Corps), with the card's flag up
    const t = standard();
    own(t.s, 'usa', 'knoxville');
    const grant = command(t.s, 'usa', 'west', GRANT, [18]);
    t.s[L.H_SIDE] = L.CSA;
    t.s[L.H_TURN_FLAGS] = L.TF_BMB;
    const b = fight(t.s, t.r, 'knoxville', 'lynchburg', grant, [4, 1]);
    expect([b.attacker, b.drm]).toEqual([L.CSA, 0]);
  });

  it('CC60 Blue Mountain Boys: +1 on USA attacks on the cities it names only', () => {
    const { s, u, r } = standard();
    own(s, 'usa', 'lynchburg', 'shenandoah-valley');
    s[L.H_TURN_FLAGS] = L.TF_BMB;
    const bragg = command(s, 'csa', 'west', 26, [13]);
    const t = bvg.clone(s);
    expect(fight(s, u, 'knoxville', 'lynchburg', bragg, [4, 1]).drm).toBe(1);
    t[L.H_TURN_FLAGS] = L.TF_BMB;
    expect(fight(t, u, 'richmond', 'lynchburg', r, [4, 1]).drm).toBe(0);
  });
});

/** Grant (2) with XIV and XIII Corps (9) attacks Corinth from Memphis against Bragg (1), Cheatham, Cleburne (5). */
function corinth(version: string): { s: S; u: number; r: number } {
  const s = empty();
  maps(s, { ...START_MAPS, C: 'pro-usa', F: version, G: 'csa' });
  own(s, 'usa', 'memphis', 'fts-henry-donelson', 'decatur');
  own(s, 'csa', 'corinth', 'grenada');
  const u = command(s, 'usa', 'west', GRANT, [18, 20]);
  const r = command(s, 'csa', 'west', 26, [13, 15]);
  at(s, 'usa', L.PH_COMBAT);
  return { s, u, r };
}

describe('R8.5 pestholes and naval support', () => {
  it('the CSA adds five strength points defending a pesthole (Corinth on Map Card F, CSA version)', () => {
    const pest = corinth('csa');
    const b = fight(pest.s, pest.u, 'corinth', 'memphis', pest.r, [4, 1]);
    expect([b.aStr, b.dStr]).toEqual([11, 6 + 5]);
    expect(b.winner).toBe(-1); // a Soldiers' Battle between equal strengths
    const plain = corinth('usa');
    const p = fight(plain.s, plain.u, 'corinth', 'memphis', plain.r, [4, 1]);
    expect([p.aStr, p.dStr]).toEqual([11, 6]);
    expect(p.winner).toBe(L.USA);
  });

  it('R9.2 a USA squadron in the East supports the USA defending a port, too (Ft Monroe)', () => {
    const s = empty();
    maps(s, START_MAPS);
    const u = command(s, 'usa', 'east', MEADE, [9]);
    const r = command(s, 'csa', 'east', MAGRUDER, [9, 7]);
    s[L.C_LOC + usa(5)] = L.LOC_EAST; // Porter's squadron (2)
    at(s, 'csa', L.PH_COMBAT);
    const b = fight(s, r, 'ft-monroe', 'richmond', u, [4, 1]);
    expect([b.attacker, b.aStr, b.dStr]).toEqual([L.CSA, 6, 6 + 2]);
  });

  it('R9.3 the squadrons in the East support battles at a port only: none at Manassas', () => {
    const { s, u, r } = standard();
    s[L.C_LOC + usa(5)] = L.LOC_EAST; // Porter's squadron (2)
    const b = fight(s, u, 'manassas', 'washington', r, [4, 1]);
    expect([b.aStr, b.dStr]).toEqual([10, 6]);
  });

  it('not when the USA defends a pesthole it holds', () => {
    const { s, u, r } = corinth('csa');
    own(s, 'usa', 'corinth');
    s[L.H_SIDE] = L.CSA;
    const b = fight(s, r, 'corinth', 'grenada', u, [4, 1]);
    expect([b.attacker, b.aStr, b.dStr]).toEqual([L.CSA, 6, 11]);
  });

  it('R9.6 the USA adds its squadron in support of an invasion; a leaderless one makes both battles a stalemate', () => {
    const make = (): { s: S; r: number } => {
      const s = empty();
      maps(s, START_MAPS);
      command(s, 'usa', 'east', 9); // I Corps alone
      s[L.C_LOC + usa(5)] = L.LOC_EAST; // Porter's squadron (2)
      const r = command(s, 'csa', 'east', MAGRUDER, [4]); // Magruder and the Tidewater Militia: 2
      own(s, 'csa', 'norfolk');
      at(s, 'usa', L.PH_COMBAT);
      return { s, r };
    };
    for (const red of [3, 4, 5]) {
      const { s, r } = make();
      const b = fight(s, usa(9), 'norfolk', null, r, [red, 1]);
      expect(b.aStr).toBe(5 + 2);
      expect(b.dStr).toBe(2);
      expect(b.winner).toBe(-1); // Soldiers' (3, 4) or Generals' Battle (5): leaderless, a stalemate
    }
    // from the sea: Foote's squadron in the West adds nothing, though Norfolk is on a river linked to
    // Ft Monroe (USA); an attack by land from Ft Monroe would have it (9.4)
    const { s, r } = make();
    s[L.C_LOC + usa(7)] = L.LOC_WEST;
    expect(fight(s, usa(9), 'norfolk', null, r, [3, 1]).aStr).toBe(5 + 2);
  });
});

describe("R8.5 the winner: Combat Table results, Generals' and Soldiers' Battles", () => {
  it('Attacker Routed or Defeated: the defender wins; Defender Routed: the attacker wins', () => {
    const cases: [number, number, number][] = [
      [1, RESULT.attackerRouted, L.CSA],
      [2, RESULT.attackerDefeated, L.CSA],
      [6, RESULT.defenderRouted, L.USA],
    ];
    for (const [red, result, winner] of cases) {
      const { s, u, r } = east([15], [9, 7]); // 4 against 6: a stronger defender
      const b = fight(s, u, 'manassas', 'washington', r, [red, 1]);
      expect([b.result, b.winner]).toEqual([result, winner]);
    }
  });

  it("a Soldiers' Battle is won by the stronger side, at equal strength a stalemate", () => {
    const cases: [number[], number[], number][] = [
      [[9, 10], [9, 7], L.USA], // 10 against 6
      [[15], [9, 7], L.CSA], // 4 against 6
      [[15], [9], -1], // 4 against 4
    ];
    for (const [u0, r0, winner] of cases)
      for (const red of [3, 4]) {
        const { s, u, r } = east(u0, r0);
        const b = fight(s, u, 'manassas', 'washington', r, [red, 1]);
        expect([b.result, b.winner]).toEqual([RESULT.soldiers, winner]);
      }
  });

  it("a Generals' Battle is won by the higher initiative, the attacker's attack value against the defender's defend value; equal is a stalemate", () => {
    // Meade attacks at 1 against Magruder's 1: a stalemate, though the USA is stronger
    const tie = east([9, 10], [9, 7]);
    expect(fight(tie.s, tie.u, 'manassas', 'washington', tie.r, [5, 1]).winner).toBe(-1);
    // Grant attacks at 2 against 1: the USA, though weaker
    const grant = east([15], [9, 7], GRANT);
    expect(fight(grant.s, grant.u, 'manassas', 'washington', grant.r, [5, 1]).winner).toBe(L.USA);
    // Lee defends at 2 against Meade's 1
    const lee = east([9, 10], [9], MEADE, LEE);
    expect(fight(lee.s, lee.u, 'manassas', 'washington', lee.r, [5, 1]).winner).toBe(L.CSA);
    // Magruder attacks at 1 against Meade defending at 2: the USA
    const m = east([9], [9, 7]);
    m.s[L.H_SIDE] = L.CSA;
    const b = fight(m.s, m.r, 'washington', 'manassas', m.u, [5, 1]);
    expect([b.attacker, b.result, b.winner]).toEqual([L.CSA, RESULT.generals, L.USA]);
  });

  it('3.4 a lone infantry unit defends with initiative 0', () => {
    const { s, u } = east([9], []);
    const stonewall = command(s, 'csa', 'east', 9); // the Stonewall Division alone (3)
    expect(fight(s, u, 'manassas', 'washington', stonewall, [5, 1]).winner).toBe(L.USA);
  });

  it("CC20 The Slows: the Union commander's initiative is 1 lower in the Generals' Battle, the red die unchanged", () => {
    const { s, u, r } = east([15], [9, 7], GRANT); // Grant 2 against Magruder 1
    hand(s, 'csa', 20);
    const slow = (t: S): void => play(t, A.enc(A.OP_ENIGMA, csa(20), A.NONE));
    const base = bvg.clone(s);
    play(s, A.enc(A.OP_ATTACK, u, city('manassas'), city('washington')));
    slow(s);
    expect(s[L.B_INIT_PEN]).toBe(1);
    const b = fight(s, u, 'manassas', 'washington', r, [5, 1], { announced: true });
    expect([b.result, b.drm, b.winner]).toEqual([RESULT.generals, 0, -1]);
    // with the die-roll reading (read-cc20-slows=die-roll-too) it is also -1 to the red die
    base[L.H_OPT] = base[L.H_OPT]! | L.O_SLOWS_DIE;
    play(base, A.enc(A.OP_ATTACK, u, city('manassas'), city('washington')));
    slow(base);
    const d = fight(base, u, 'manassas', 'washington', r, [5, 1], { announced: true });
    expect([d.drm, d.result]).toEqual([-1, RESULT.soldiers]);
    expect(d.winner).toBe(L.CSA); // 4 against 6
    // the reading changes nothing when The Slows was not played
    const none = east([15], [9, 7], GRANT);
    none.s[L.H_OPT] = L.O_SLOWS_DIE;
    expect(fight(none.s, none.u, 'manassas', 'washington', none.r, [5, 1]).drm).toBe(0);
    // the reading's rule-coverage counter moves only where it changed the die
    const slowsDie = (t: S): number => bvg.ruleCounts!(t)['read-cc20-slows'] ?? 0;
    expect([slowsDie(s), slowsDie(base), slowsDie(none.s)]).toEqual([0, 1, 0]);
  });
});

describe("R8.5 another pack's tables: Defender Defeated, the Generals' Battle tie, the Soldiers' Battle", () => {
  // the digest's first Combat Table (README "Combat and Casualties Tables"): 1-6 Attacker Routed,
  // Attacker Defeated, Generals' Battle, Soldiers' Battle, Defender Defeated, Defender Routed
  const digest = Int8Array.from([
    RESULT.attackerRouted,
    RESULT.attackerDefeated,
    RESULT.generals,
    RESULT.soldiers,
    RESULT.defenderDefeated,
    RESULT.defenderRouted,
  ]);

  it('Defender Defeated: the attacker wins, and the defender reads the defeated row, not the routed one', () => {
    const { s, u, r } = standard(); // 10 against 6: both in the column 6-11
    onTables(s, { combat: digest });
    const b = fight(s, u, 'manassas', 'washington', r, [5, 5]);
    expect([b.result, b.winner]).toEqual([RESULT.defenderDefeated, L.USA]);
    expect(b.loss).toEqual([1, 1]); // heavy: winner 1, defeated 1 (routed would be 5)
  });

  it("a pack whose Generals' Battle tie goes to the defender (generalsBattleTie: defender)", () => {
    const { s, u, r } = standard(); // Meade attacks at 1 against Magruder's 1
    onTables(s, { gbTieDefender: true });
    expect(fight(s, u, 'manassas', 'washington', r, [5, 1]).winner).toBe(L.CSA);
    const grant = east([15], [9, 7], GRANT); // 2 against 1: still the attacker's
    onTables(grant.s, { gbTieDefender: true });
    expect(fight(grant.s, grant.u, 'manassas', 'washington', grant.r, [5, 1]).winner).toBe(L.USA);
  });

  it("a pack whose Soldiers' Battle is always a stalemate (soldiersBattle: stalemate)", () => {
    const { s, u, r } = standard(); // 10 against 6
    onTables(s, { sbStrongerWins: false });
    expect(fight(s, u, 'manassas', 'washington', r, [3, 1]).winner).toBe(-1);
  });
});

describe('R8.5 the Casualties Table: own result, the casualty level of the white die, own strength', () => {
  it("each side reads its own result: routed, defeated, winner or a stalemate's", () => {
    // 10 against 6: both in the column 6-11; heavy casualties (white 5)
    const cases: [number, [number, number]][] = [
      [1, [5, 1]], // USA routed 5, CSA winner 1
      [2, [1, 1]], // USA defeated 1, CSA winner 1
      [5, [1, 1]], // a stalemate (Generals' Battle, 1 against 1): 1 each
      [6, [1, 5]], // USA winner 1, CSA routed 5
    ];
    for (const [red, loss] of cases) {
      const { s, u, r } = standard();
      expect(fight(s, u, 'manassas', 'washington', r, [red, 5]).loss).toEqual(loss);
    }
    // normal casualties (white 3), where the rows differ in the column 6-11: winner 0, a stalemate's 0,
    // defeated 1, routed 2
    const normal: [number, [number, number]][] = [
      [2, [1, 0]], // USA defeated, CSA winner
      [5, [0, 0]], // a stalemate
      [6, [0, 2]], // USA winner, CSA routed
    ];
    for (const [red, loss] of normal) {
      const { s, u, r } = standard();
      expect(fight(s, u, 'manassas', 'washington', r, [red, 3]).loss, `red ${red}`).toEqual(loss);
    }
  });

  it('the white die gives the level for both sides: 1-2 light, 3-4 normal, 5-6 heavy', () => {
    const routed = [1, 1, 2, 2, 5, 5]; // Attacker Routed, column 6-11, by white die
    for (let white = 1; white <= 6; white++) {
      const { s, u, r } = standard();
      expect(fight(s, u, 'manassas', 'washington', r, [1, white]).loss[L.USA]).toBe(routed[white - 1]);
    }
  });

  it('R8.42 the column is that of the side’s own strength: 1-5, 6-11, 12-19, 20+', () => {
    // Attacker Routed, heavy, against Lee with three divisions (12): the modifier stays 0
    const cases: [number[], number, number][] = [
      [[10], 5, 2],
      [[9], 6, 5],
      [[9, 24], 11, 5],
      [[9, 15, 40], 12, 9],
      [[9, 10, 24, 25], 19, 9],
      [[9, 10, 24, 28], 20, 14],
    ];
    for (const [corps, str, loss] of cases) {
      const { s, u, r } = east(corps, [9, 34, 35], MEADE, LEE);
      const b = fight(s, u, 'manassas', 'washington', r, [1, 5]);
      expect([b.aStr, b.drm, b.loss[L.USA]]).toEqual([str, 0, loss]);
    }
  });
});

describe('CC51 a qualifying battle for the Emancipation Proclamation', () => {
  const FIVE = [9, 10, 24, 25, 28]; // I, XII, II, III, V Corps
  const eligible = (s: S): boolean => (s[L.H_FLAGS]! & L.GF_EMANC_ELIG) !== 0;

  it('a Rebel force defeated in a battle with five active US corps', () => {
    const { s, u, r } = east(FIVE, [9, 34, 35], MEADE, LEE);
    fight(s, u, 'manassas', 'washington', r, [6, 1]);
    expect(eligible(s)).toBe(true);
  });

  it('not with four corps, nor when one of five is withdrawn (inactive corps are not counted)', () => {
    const four = east(FIVE.slice(0, 4), [9, 34, 35], MEADE, LEE);
    fight(four.s, four.u, 'manassas', 'washington', four.r, [6, 1]);
    expect(eligible(four.s)).toBe(false);
    const w = east(FIVE, [9, 34, 35], MEADE, LEE);
    fight(w.s, w.u, 'manassas', 'washington', w.r, [6, 1], { usaWithdraw: [usa(28)] });
    expect(eligible(w.s)).toBe(false);
  });

  it('not when the Rebels win', () => {
    const { s, u, r } = east(FIVE, [9, 34, 35], MEADE, LEE);
    fight(s, u, 'manassas', 'washington', r, [1, 1]);
    expect(eligible(s)).toBe(false);
  });
});

describe('R8.5 applying step losses', () => {
  const steps = (s: S, k: number): number => s[L.C_STEPS + k]!;

  it('the attacker chooses first, among his units (never a leader); then the defender', () => {
    const { s, u, r } = standard();
    fight(s, u, 'manassas', 'washington', r, [1, 5]); // USA routed: 5 steps; CSA winner: 1
    expect(s[L.H_PHASE]).toBe(L.PH_LOSS);
    expect(bvg.toMove(s)).toBe(L.USA);
    expect(new Set(legal(s))).toEqual(new Set([A.enc(A.OP_LOSS, usa(9)), A.enc(A.OP_LOSS, usa(10))]));
    play(s, A.enc(A.OP_LOSS, usa(9)));
    expect(steps(s, usa(9))).toBe(1); // depleted
    play(s, A.enc(A.OP_LOSS, usa(9))); // a 2-step unit may lose both its steps in one battle
    expect(s[L.C_LOC + usa(9)]).toBe(L.LOC_CADRE);
    // XII Corps alone is left: its two steps are taken without a choice, the fifth is not taken
    expect(s[L.C_LOC + usa(10)]).toBe(L.LOC_CADRE);
    expect(s[L.B_USA_REMOVED]).toBe(4);
    // the CSA's one step: two divisions, a choice
    expect(s[L.H_PHASE]).toBe(L.PH_LOSS);
    expect(bvg.toMove(s)).toBe(L.CSA);
    expect(new Set(legal(s))).toEqual(new Set([A.enc(A.OP_LOSS, csa(9)), A.enc(A.OP_LOSS, csa(7))]));
    play(s, A.enc(A.OP_LOSS, csa(7)));
    expect([steps(s, csa(7)), steps(s, csa(9))]).toEqual([1, 2]);
    expect(s[L.B_USA_REMOVED]).toBe(4); // only USA steps are counted (Draft Riots)
    expect(s[L.H_PHASE]).not.toBe(L.PH_LOSS);
  });

  it('the CSA attacking: the CSA takes its losses first, then the USA defending', () => {
    const { s, u, r } = east([9], [9, 7]); // Magruder (6) attacks Meade and I Corps (6) in Washington
    s[L.H_SIDE] = L.CSA;
    const b = fight(s, r, 'washington', 'manassas', u, [5, 6]); // Generals' Battle 1 against 2: the USA; heavy
    expect([b.attacker, b.winner, b.loss]).toEqual([L.CSA, L.USA, [1, 1]]);
    expect(bvg.toMove(s)).toBe(L.CSA);
    play(s, A.enc(A.OP_LOSS, csa(7)));
    expect([steps(s, csa(7)), steps(s, usa(9))]).toEqual([1, 1]); // the USA's one step, without a choice
  });

  it('a side with no unit left loses no more steps, and the battle goes on (the CSA routed)', () => {
    const { s, u, r } = standard();
    fight(s, u, 'manassas', 'washington', r, [6, 5]); // CSA routed, heavy: 5 steps of its 4; USA winner: 1
    settle(s);
    expect(s[L.H_PHASE]).not.toBe(L.PH_LOSS);
    expect([s[L.C_LOC + csa(9)], s[L.C_LOC + csa(7)]]).toEqual([L.LOC_CADRE, L.LOC_CADRE]);
    expect(ctrl(s, city('manassas'))).toBe(L.USA);
  });

  it('in the Western Theater too: Corinth', () => {
    const { s, u, r } = corinth('usa'); // 11 against 6
    fight(s, u, 'corinth', 'memphis', r, [4, 3]); // USA wins the Soldiers' Battle; CSA defeated, normal: 1
    expect(bvg.toMove(s)).toBe(L.CSA);
    expect(new Set(legal(s))).toEqual(new Set([A.enc(A.OP_LOSS, csa(13)), A.enc(A.OP_LOSS, csa(15))]));
  });

  it('losses are taken from active units first, then from withdrawn ones', () => {
    const { s, u, r } = standard();
    fight(s, u, 'manassas', 'washington', r, [1, 5], { usaWithdraw: [usa(10)] }); // 6 routed: 5 steps
    // I Corps is the only active unit: its two steps go without a choice, then XII Corps's
    expect(s[L.C_LOC + usa(9)]).toBe(L.LOC_CADRE);
    expect(s[L.C_LOC + usa(10)]).toBe(L.LOC_CADRE);
    expect(s[L.B_USA_REMOVED]).toBe(4);
  });
});

describe('R18.4 the CSA captures Washington: the game ends immediately', () => {
  it('after the last step loss, taken without a choice, the game is over: no post-battle window, no step lists an action', () => {
    const { s, u, r } = east([9], [9]); // Magruder and the Stonewall Division attack Meade and I Corps in Washington
    s[L.H_SIDE] = L.CSA;
    const b = fight(s, r, 'washington', 'manassas', u, [6, 2]); // Defender Routed, light: no leader loss die
    expect([b.attacker, b.winner]).toEqual([L.CSA, L.CSA]);
    expect(b.loss[L.USA]).toBeGreaterThan(0); // the USA's loss: I Corps is its only unit, no choice
    expect(ctrl(s, city('washington'))).toBe(L.CSA);
    expect([s[L.CH_TERMINAL], s[L.CH_WINNER], s[L.CH_VICTORY]]).toEqual([1, L.CSA, L.V_CSA_WASHINGTON]);
    // not the CC41 window that follows a CSA attack on a native USA city, nor the Combat Step
    expect(s[L.H_PHASE]).toBe(L.PH_OVER);
    expect(legalActions(c, s, new Int32Array(bvg.maxActions))).toBe(0); // the step list itself has none
  });
});

describe('R8.6 leader losses', () => {
  const loc = (s: S, k: number): number => s[L.C_LOC + k]!;
  const down = (s: S, k: number): boolean => (s[L.C_FLAGS + k]! & L.F_CADRE_DOWN) !== 0;

  it('a total of 7 affects a USA leader: killed (out of the game); the attacker then does not take the city (8.7)', () => {
    const { s, u, r } = standard();
    fight(s, u, 'manassas', 'washington', r, [3, 4, 1]); // a Soldiers' Battle the USA wins; die 1: killed
    settle(s);
    expect(loc(s, usa(MEADE))).toBe(L.LOC_REMOVED);
    expect(loc(s, csa(MAGRUDER))).toBe(L.LOC_EAST);
    expect(s[L.H_LAST_LL]).toBe(usa(MEADE) + 1);
    expect(ctrl(s, city('manassas'))).toBe(L.CSA);
    // the same battle with a total of 8: no leader loss, the city is taken
    const t = standard();
    fight(t.s, t.u, 'manassas', 'washington', t.r, [3, 5, 1]);
    settle(t.s);
    expect(loc(t.s, usa(MEADE))).toBe(L.LOC_EAST);
    expect(ctrl(t.s, city('manassas'))).toBe(L.USA);
    expect(t.s[L.H_LAST_LL]).toBe(0);
  });

  it('the Leader Losses die is rolled only on a 7 or doubles', () => {
    const dice = (red: number, white: number): number => {
      const { s, u, r } = standard();
      const before = s[CH_DRAWS]!;
      fight(s, u, 'manassas', 'washington', r, [red, white, 1]);
      settle(s);
      return s[CH_DRAWS]! - before;
    };
    expect([dice(3, 5), dice(3, 4), dice(2, 2)]).toEqual([2, 3, 3]); // red and white, then the Leader Losses die
  });

  it('doubles affect a CSA leader: wounded, face-down to cadre', () => {
    const { s, u, r } = standard();
    fight(s, u, 'manassas', 'washington', r, [2, 2, 3]); // Attacker Defeated; die 3: wounded
    settle(s);
    expect(loc(s, csa(MAGRUDER))).toBe(L.LOC_CADRE);
    expect(down(s, csa(MAGRUDER))).toBe(true);
    expect(loc(s, usa(MEADE))).toBe(L.LOC_EAST);
  });

  it('sacked: face-down to cadre; a politically disfavored leader is out of the game', () => {
    const { s, u, r } = standard();
    fight(s, u, 'manassas', 'washington', r, [2, 5, 5]); // die 5: sacked
    settle(s);
    expect([loc(s, usa(MEADE)), down(s, usa(MEADE))]).toEqual([L.LOC_CADRE, true]);
    const mcdowell = east([9, 10], [9, 7], 8); // McDowell: political disfavor
    fight(mcdowell.s, mcdowell.u, 'manassas', 'washington', mcdowell.r, [2, 5, 5]);
    settle(mcdowell.s);
    expect(loc(mcdowell.s, usa(8))).toBe(L.LOC_REMOVED);
  });

  it('wounded: a politically disfavored leader goes face-down to cadre too; only a sacked one leaves the game', () => {
    const { s, u, r } = east([9, 10], [9, 7], 8); // McDowell: political disfavor
    fight(s, u, 'manassas', 'washington', r, [3, 4, 3]); // a Soldiers' Battle the USA wins; 7, die 3: wounded
    settle(s);
    expect([loc(s, usa(8)), down(s, usa(8))]).toEqual([L.LOC_CADRE, true]);
  });

  it('Opt 11 Deathride: on Defender Routed the city is taken though the commander is killed, not when he is sacked', () => {
    for (const [die, taken] of [
      [1, true],
      [5, false],
    ] as const) {
      const { s, u, r } = standard();
      s[L.H_OPT] = L.O_DEATHRIDE;
      fight(s, u, 'manassas', 'washington', r, [6, 1, die]); // Defender Routed; 6 + 1 = 7
      settle(s);
      expect(loc(s, usa(MEADE))).not.toBe(L.LOC_EAST);
      expect(ctrl(s, city('manassas')), `die ${die}`).toBe(taken ? L.USA : L.CSA);
    }
  });

  it('the dice as rolled decide, not the modified red die', () => {
    // Infernal Machines: red 3 + 1; 3 + 4 = 7 as rolled
    const { s, u, r } = standard();
    hand(s, 'usa', 68);
    fight(s, u, 'manassas', 'washington', r, [3, 4, 1], { usaCards: [usa(68)] });
    settle(s);
    expect(loc(s, usa(MEADE))).toBe(L.LOC_REMOVED);
    // red 3 + 1 and white 3: doubles as rolled (4 and 3 after the modifier)
    const t = standard();
    hand(t.s, 'usa', 68);
    fight(t.s, t.u, 'manassas', 'washington', t.r, [3, 3, 1], { usaCards: [usa(68)] });
    settle(t.s);
    expect(loc(t.s, csa(MAGRUDER))).toBe(L.LOC_REMOVED);
    expect(loc(t.s, usa(MEADE))).toBe(L.LOC_EAST);
  });

  it('doubles with two CSA leaders: on an odd die the USA chooses which', () => {
    const s = empty();
    maps(s, START_MAPS);
    const u = command(s, 'usa', 'east', MEADE, [9, 10]);
    const r = command(s, 'csa', 'east', LEE, [9], [[41, [7]]]); // Lee, and Longstreet under him
    at(s, 'usa', L.PH_COMBAT);
    fight(s, u, 'manassas', 'washington', r, [3, 3, 1]); // doubles; die 1: killed, the enemy chooses
    settle(s);
    expect(s[L.H_PHASE]).toBe(L.PH_LEADER);
    expect(bvg.toMove(s)).toBe(L.USA);
    expect(new Set(legal(s))).toEqual(new Set([A.enc(A.OP_LEADER, csa(LEE)), A.enc(A.OP_LEADER, csa(41))]));
  });

  it('only the leaders in the battle: a leader elsewhere in the theater is not affected', () => {
    const { s, u, r } = standard();
    command(s, 'usa', 'east', 8, [24]); // McDowell and II Corps, not attacking
    fight(s, u, 'manassas', 'washington', r, [3, 4, 1]); // 7, die 1: killed; Meade is the only one
    settle(s);
    expect(s[L.H_PHASE]).not.toBe(L.PH_LEADER);
    expect([loc(s, usa(MEADE)), loc(s, usa(8))]).toEqual([L.LOC_REMOVED, L.LOC_EAST]);
  });

  it('in the Western Theater too: Grant killed attacking Corinth', () => {
    const { s, u, r } = corinth('usa');
    fight(s, u, 'corinth', 'memphis', r, [3, 4, 1]); // 7, die 1: killed
    settle(s);
    expect(loc(s, usa(GRANT))).toBe(L.LOC_REMOVED);
  });

  it('DISGRACED: a defending commander with Political Disfavor who is routed leaves the game', () => {
    const { s, u, r } = east([9, 10], [9, 7], MEADE, 6); // Beauregard: political disfavor
    fight(s, u, 'manassas', 'washington', r, [6, 2]); // Defender Routed
    settle(s);
    expect(loc(s, csa(6))).toBe(L.LOC_REMOVED);
    const fav = standard(); // Magruder, routed the same way, retreats and stays in play
    fight(fav.s, fav.u, 'manassas', 'washington', fav.r, [6, 2]);
    settle(fav.s);
    expect(loc(fav.s, csa(MAGRUDER))).toBe(L.LOC_EAST);
  });

  it('only if both sides have an active leader in the battle', () => {
    const { s, u } = east([9, 10], []);
    const stonewall = command(s, 'csa', 'east', 9);
    fight(s, u, 'manassas', 'washington', stonewall, [3, 4, 1]);
    settle(s);
    expect(loc(s, usa(MEADE))).toBe(L.LOC_EAST);
    expect(ctrl(s, city('manassas'))).toBe(L.USA);
  });

  it('with more than one leader, the Leader Losses Table says who chooses; inactive leaders are ignored', () => {
    // Meade with I Corps and Hooker with II Corps under him
    const make = (): { s: S; u: number; r: number } => {
      const s = empty();
      maps(s, START_MAPS);
      const u = command(s, 'usa', 'east', MEADE, [9], [[52, [24]]]);
      const r = command(s, 'csa', 'east', MAGRUDER, [9, 7]);
      at(s, 'usa', L.PH_COMBAT);
      return { s, u, r };
    };
    const both = new Set([A.enc(A.OP_LEADER, usa(MEADE)), A.enc(A.OP_LEADER, usa(52))]);
    const enemy = make();
    fight(enemy.s, enemy.u, 'manassas', 'washington', enemy.r, [3, 4, 1]); // killed, the enemy chooses
    settle(enemy.s);
    expect(enemy.s[L.H_PHASE]).toBe(L.PH_LEADER);
    expect(bvg.toMove(enemy.s)).toBe(L.CSA);
    expect(new Set(legal(enemy.s))).toEqual(both);
    play(enemy.s, A.enc(A.OP_LEADER, usa(52)));
    expect(loc(enemy.s, usa(52))).toBe(L.LOC_REMOVED);
    expect(ctrl(enemy.s, city('manassas'))).toBe(L.USA); // the commander is not lost
    const owner = make();
    fight(owner.s, owner.u, 'manassas', 'washington', owner.r, [3, 4, 4]); // wounded, the owner chooses
    settle(owner.s);
    expect(bvg.toMove(owner.s)).toBe(L.USA);
    expect(new Set(legal(owner.s))).toEqual(both);
    const sacked = make();
    fight(sacked.s, sacked.u, 'manassas', 'washington', sacked.r, [3, 4, 5]); // sacked, the enemy chooses
    settle(sacked.s);
    expect(bvg.toMove(sacked.s)).toBe(L.CSA);
    // II Corps withdrawn: Hooker is turned face-down (8.42) and only Meade can be lost
    const fd = make();
    fight(fd.s, fd.u, 'manassas', 'washington', fd.r, [3, 4, 1], { usaWithdraw: [usa(24)] });
    settle(fd.s);
    expect(loc(fd.s, usa(MEADE))).toBe(L.LOC_REMOVED);
    expect(loc(fd.s, usa(52))).not.toBe(L.LOC_REMOVED);
  });
});
