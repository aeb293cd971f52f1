/**
 * After the dice (src/games/bvg/combat-aftermath.ts), on constructed battles: the attack is played up
 * to the defence, the battle's result is then set as the Combat Table would give it, and the battle is
 * finished. City capture and retreat (8.7, Opt 11 Deathride, CC19 Grant), disgraced and stranded
 * leaders (8.6) and the multiple-battle record (8.3). Each test fails when the rule it names is broken.
 */
import { describe, expect, it } from 'vitest';
import { endCombatStep, finishBattle } from '../../../src/games/bvg/combat-aftermath.js';
import { tied as tiedTo, tiePort } from '../../../src/games/bvg/combat-attack.js';
import { beginPlayerTurn } from '../../../src/games/bvg/flow.js';
import { remove, sack, unitToCadre } from '../../../src/games/bvg/commands.js';
import { applyLeaderLoss } from '../../../src/games/bvg/combat-resolution.js';
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
  own,
  play,
  type S,
  START_MAPS,
  usa,
} from './fixture.js';

const atk = (r: number, x: string, j: string): number => A.enc(A.OP_ATTACK, r, city(x), city(j));
const defend = (r: number): number => A.enc(A.OP_DEFEND, r, 0);
const loc = (s: S, k: number): number => s[L.C_LOC + k]!;

interface Battle {
  /** USA attacking commander (card number), with I and II Corps, in the East. */
  leader?: number;
  /** Places the attacking command instead of `leader`'s; returns its root. */
  attacker?: (s: S) => number;
  /** The attacking side (the USA unless said). */
  side?: 'usa' | 'csa';
  /** The target and the jumping-off city (Manassas from Washington unless said; `null`: a 9.6 invasion). */
  target?: string;
  jump?: string | null;
  /** Map cards in play (START_MAPS unless said) and optional rules (H_OPT bits). */
  maps?: Record<string, string>;
  opts?: number;
  /** Places the defender's pieces; returns the command that defends. */
  prepare: (s: S) => number;
  result: number;
  winner: number;
  /** 8.6: the attacking commander was killed, wounded (1) or sacked (2). */
  lost?: 0 | 1 | 2;
  /** Changes just before the battle ends (losses taken, options). */
  before?: (s: S) => void;
}

/** An attack (a USA attack on Manassas from Washington unless said), defended by the command `prepare` returns, then decided. */
function battle(b: Battle): S {
  const s = empty();
  maps(s, b.maps ?? START_MAPS);
  s[L.H_OPT] = s[L.H_OPT]! | (b.opts ?? 0);
  const r = b.attacker ? b.attacker(s) : command(s, 'usa', 'east', b.leader ?? 56, [9, 24]);
  const d = b.prepare(s);
  at(s, b.side ?? 'usa', L.PH_COMBAT);
  const x = b.target ?? 'manassas';
  const j = b.jump === undefined ? 'washington' : b.jump;
  play(s, j === null ? A.enc(A.OP_INVADE, r, city(x)) : atk(r, x, j));
  play(s, defend(d));
  expect(s[L.H_PHASE]).toBe(L.PH_RESERVE);
  s[L.B_RESULT] = b.result;
  s[L.B_WINNER] = b.winner;
  s[L.B_ATT_LEADER] = c.kind[r] === 1 ? r : -1; // K_LEADER
  s[L.B_DEF_LEADER] = c.kind[d] === 1 ? d : -1;
  s[L.B_ATT_LOST] = b.lost ? 1 : 0;
  s[L.B_LL_SACKED] = b.lost === 2 ? 1 : 0;
  b.before?.(s);
  finishBattle(c, s);
  return s;
}

/** Cut every line from Manassas to a CSA base (11.4): the defender cannot retreat. */
const noRetreat = (s: S): void => own(s, 'usa', 'lynchburg', 'shenandoah-valley', 'wilderness');
const jackson = (s: S): number => command(s, 'csa', 'east', 21, [9, 10]);
const won = { result: L.R_DEF_DEFEATED, winner: L.USA };

describe('R8.7 city capture and retreat', () => {
  it('the attacker who wins captures the city; a defender who can retreat stays in play', () => {
    const s = battle({ prepare: jackson, ...won });
    expect(ctrl(s, city('manassas'))).toBe(L.USA);
    expect(s[L.B_CAPTURED]).toBe(1);
    for (const n of [21, 9, 10]) expect(loc(s, csa(n))).toBe(L.LOC_EAST);
    expect(s[L.H_PHASE]).toBe(L.PH_COMBAT);
    expect(bvg.toMove(s)).toBe(L.USA);
  });

  it('a defender who cannot retreat from the captured city is eliminated: units to cadre, leaders sacked', () => {
    const s = battle({ prepare: (p) => (noRetreat(p), jackson(p)), ...won });
    expect(s[L.B_FLAGS]! & L.BF_CAN_RETREAT).toBe(0);
    for (const n of [21, 9, 10]) expect(loc(s, csa(n))).toBe(L.LOC_CADRE);
    // 8.6 a sacked leader with Political Disfavor is out of the game
    const jej = battle({ prepare: (p) => (noRetreat(p), command(p, 'csa', 'east', 8, [9, 10])), ...won });
    expect(loc(jej, csa(8))).toBe(L.LOC_REMOVED);
    expect(loc(jej, csa(9))).toBe(L.LOC_CADRE);
  });

  it('the defender holds the city when the attacker does not win, and then need not retreat', () => {
    for (const [result, winner] of [
      [L.R_ATT_DEFEATED, L.CSA],
      [L.R_GENERALS, -1],
      [L.R_SOLDIERS, -1],
    ] as const) {
      const s = battle({ prepare: (p) => (noRetreat(p), jackson(p)), result, winner });
      expect(ctrl(s, city('manassas'))).toBe(L.CSA);
      expect(s[L.B_CAPTURED]).toBe(0);
      for (const n of [21, 9, 10]) expect(loc(s, csa(n))).toBe(L.LOC_EAST);
    }
  });

  it('the city falls if the defending command is eliminated, even without a win', () => {
    const s = battle({
      prepare: jackson,
      result: L.R_GENERALS,
      winner: -1,
      before: (p) => [9, 10].forEach((n) => unitToCadre(c, p, csa(n))), // both divisions lost
    });
    expect(ctrl(s, city('manassas'))).toBe(L.USA);
    expect(loc(s, csa(21))).toBe(L.LOC_CADRE); // 8.6 Jackson, with nothing under him, is sacked
  });

  it('not captured if the attacking commander is killed, wounded or sacked, or the attacking command wiped out', () => {
    expect(ctrl(battle({ prepare: jackson, ...won, lost: 1 }), city('manassas'))).toBe(L.CSA);
    const wiped = battle({
      prepare: jackson,
      ...won,
      before: (p) => [9, 24].forEach((n) => unitToCadre(c, p, usa(n))),
    });
    expect(ctrl(wiped, city('manassas'))).toBe(L.CSA);
  });

  it('Opt 11 Deathride: on Defender Routed the city falls unless the attacking commander was sacked', () => {
    const ride = (result: number, lost: 1 | 2): S =>
      battle({
        prepare: (p) => ((p[L.H_OPT] = L.O_DEATHRIDE), jackson(p)),
        result,
        winner: L.USA,
        lost,
      });
    expect(ctrl(ride(L.R_DEF_ROUTED, 1), city('manassas'))).toBe(L.USA);
    expect(bvg.ruleCounts!(ride(L.R_DEF_ROUTED, 1))['opt11-deathride']).toBe(1);
    expect(ctrl(ride(L.R_DEF_ROUTED, 2), city('manassas'))).toBe(L.CSA);
    expect(ctrl(ride(L.R_DEF_DEFEATED, 1), city('manassas'))).toBe(L.CSA);
  });

  it("CC19 Grant takes the city on a Soldiers' Battle", () => {
    const grant = battle({ leader: 19, prepare: jackson, result: L.R_SOLDIERS, winner: -1 });
    expect(ctrl(grant, city('manassas'))).toBe(L.USA);
    const lost = battle({ leader: 19, prepare: jackson, result: L.R_SOLDIERS, winner: -1, lost: 1 });
    expect(ctrl(lost, city('manassas'))).toBe(L.CSA);
  });
});

describe('R8.6 leaders after the battle', () => {
  it('DISGRACED: a commander with Political Disfavor who is routed leaves the game; a favored one stays', () => {
    const mcdowell = battle({ leader: 8, prepare: jackson, result: L.R_ATT_ROUTED, winner: L.CSA });
    expect(loc(mcdowell, usa(8))).toBe(L.LOC_REMOVED);
    expect(loc(mcdowell, usa(9))).toBe(L.LOC_EAST);
    const jej = battle({
      prepare: (p) => command(p, 'csa', 'east', 8, [9, 10]),
      result: L.R_DEF_ROUTED,
      winner: L.USA,
    });
    expect(loc(jej, csa(8))).toBe(L.LOC_REMOVED);
    const lee = battle({
      prepare: (p) => command(p, 'csa', 'east', 38, [9, 10]),
      result: L.R_DEF_ROUTED,
      winner: L.USA,
    });
    expect(loc(lee, csa(38))).toBe(L.LOC_EAST);
    const meade = battle({ prepare: jackson, result: L.R_ATT_ROUTED, winner: L.CSA });
    expect(loc(meade, usa(56))).toBe(L.LOC_EAST);
  });

  it('a leader left with no units or leaders under him at the end of a battle is sacked, his commander too', () => {
    const s = battle({
      prepare: (p) => command(p, 'csa', 'east', 38, [], [[41, [30]]]),
      result: L.R_ATT_DEFEATED,
      winner: L.CSA,
      before: (p) => unitToCadre(c, p, csa(30)),
    });
    expect(loc(s, csa(41))).toBe(L.LOC_CADRE);
    expect(loc(s, csa(38))).toBe(L.LOC_CADRE);
  });
});

describe('R8.3 multiple battles: the record of the cities defended', () => {
  it('each card of the defending command records the city; the attacking cards do not', () => {
    const s = battle({ prepare: jackson, result: L.R_ATT_DEFEATED, winner: L.CSA });
    const x = city('manassas');
    for (const n of [21, 9, 10]) {
      expect(s[L.C_FLAGS + csa(n)]! & L.F_DEFENDED).toBeTruthy();
      expect(s[L.C_DEF0 + csa(n)]).toBe(1 << x);
      expect(s[L.C_FLAGS + csa(n)]! & L.F_IN_BATTLE).toBe(0); // 8.9: the battle is over
    }
    for (const n of [56, 9, 24]) expect(s[L.C_FLAGS + usa(n)]! & L.F_DEFENDED).toBe(0);
  });

  it('a city numbered 32 or more is recorded in the second word (Atlanta)', () => {
    const s = empty();
    maps(s, { ...START_MAPS, G: 'csa', H: 'usa', K: 'csa' });
    own(s, 'usa', 'atlanta', 'augusta', 'columbia', 'greensboro', 'richmond', 'manassas');
    const jej = command(s, 'csa', 'west', 8, [29]);
    const meade = command(s, 'usa', 'east', 56, [9]);
    at(s, 'csa', L.PH_COMBAT);
    play(s, atk(jej, 'atlanta', 'columbus-ga'));
    play(s, defend(meade));
    s[L.B_RESULT] = L.R_ATT_DEFEATED;
    s[L.B_WINNER] = L.USA;
    finishBattle(c, s);
    const x = city('atlanta');
    expect(x).toBeGreaterThanOrEqual(32);
    for (const k of [meade, usa(9)]) {
      expect(s[L.C_DEF1 + k]).toBe(1 << (x - 32));
      expect(s[L.C_DEF0 + k]).toBe(0);
    }
  });
});

describe('Opt 13 Change of Base: after a cross-theater capture the victorious command may change theater', () => {
  const yes = A.enc(A.OP_YES);
  const opt13 = { opts: L.O_CHANGE_BASE, ...won };
  /**
   * Meade's Western command attacks Lynchburg (East) from Knoxville, supplied through the Cumberland Gap
   * from Lexington; the CSA defends with a Western command unless `prepare` says otherwise (he can
   * retreat by Richmond, Greensboro and Columbia to Augusta in the West). The USA also holds `usaHeld`.
   */
  const lynchburg = (usaHeld: string[], extra: Partial<Battle> = {}): S =>
    battle({
      attacker: (s) => (
        own(s, 'usa', 'knoxville', 'cumberland-gap', ...usaHeld),
        command(s, 'usa', 'west', 56, [9, 24])
      ),
      target: 'lynchburg',
      jump: 'knoxville',
      maps: { ...START_MAPS, C: 'pro-usa', G: 'csa', H: 'csa' },
      prepare: (s) => command(s, 'csa', 'west', 38, [9, 10]),
      ...opt13,
      ...extra,
    });
  /** Lynchburg then traces by the Shenandoah Valley to Harper's Ferry, an Eastern USA base. */
  const valley = ['shenandoah-valley'];

  it('the USA may transfer the command that took Lynchburg to the East, then the CSA may follow', () => {
    const s = lynchburg(valley);
    expect(s[L.B_FLAGS]! & (L.BF_CROSS | L.BF_DEF_CROSS | L.BF_CAN_RETREAT)).toBe(
      L.BF_CROSS | L.BF_DEF_CROSS | L.BF_CAN_RETREAT,
    );
    expect([s[L.H_PHASE], s[L.B_POST], bvg.toMove(s)]).toEqual([L.PH_POST, L.PW_CHANGE_BASE, L.USA]);
    expect(legal(s)).toEqual([A.DONE, yes]);
    expect(bvg.ruleCounts!(s)['opt13-change-of-base']).toBe(1);
    play(s, yes);
    for (const n of [56, 9, 24]) expect(loc(s, usa(n))).toBe(L.LOC_EAST);
    // the CSA defended across theater lines: he may follow
    expect([s[L.H_PHASE], s[L.B_POST], bvg.toMove(s)]).toEqual([L.PH_POST, L.PW_CHANGE_BASE_DEF, L.CSA]);
    expect(legal(s)).toEqual([A.DONE, yes]);
    play(s, yes);
    for (const n of [38, 9, 10]) expect(loc(s, csa(n))).toBe(L.LOC_EAST);
    expect([s[L.H_PHASE], bvg.toMove(s)]).toEqual([L.PH_COMBAT, L.USA]);
  });

  it('the defender may follow only if the attacker transfers ("if (and only if)"), and need not', () => {
    const stay = lynchburg(valley);
    play(stay, A.DONE);
    expect([stay[L.H_PHASE], loc(stay, usa(56)), loc(stay, csa(38))]).toEqual([
      L.PH_COMBAT,
      L.LOC_WEST,
      L.LOC_WEST,
    ]);
    const follow = lynchburg(valley);
    play(follow, yes);
    play(follow, A.DONE);
    expect([follow[L.H_PHASE], loc(follow, usa(56)), loc(follow, csa(38))]).toEqual([
      L.PH_COMBAT,
      L.LOC_EAST,
      L.LOC_WEST,
    ]);
  });

  it('a defender who defended from the target’s own theater is not offered the transfer', () => {
    const s = lynchburg(valley, { prepare: (p) => command(p, 'csa', 'east', 38, [9, 10]) });
    expect(s[L.B_FLAGS]! & L.BF_DEF_CROSS).toBe(0);
    play(s, yes);
    expect([s[L.H_PHASE], loc(s, usa(56)), loc(s, csa(38))]).toEqual([L.PH_COMBAT, L.LOC_EAST, L.LOC_EAST]);
  });

  it('no transfer without the capture, without the option, or after an attack within one theater', () => {
    const held = lynchburg(valley, { result: L.R_ATT_DEFEATED, winner: L.CSA });
    expect([held[L.H_PHASE], bvg.ruleCounts!(held)['opt13-change-of-base'] ?? 0]).toEqual([L.PH_COMBAT, 0]);
    expect(lynchburg(valley, { opts: 0 })[L.H_PHASE]).toBe(L.PH_COMBAT);
    const east = battle({ prepare: jackson, ...opt13 });
    expect([east[L.B_CAPTURED], east[L.H_PHASE]]).toEqual([1, L.PH_COMBAT]);
  });

  it('only if the captured city traces supply to a base in the other theater (East)', () => {
    // without the Shenandoah Valley, Lynchburg's only line runs back to Lexington, in the West
    const s = lynchburg([]);
    expect([s[L.B_CAPTURED], s[L.H_PHASE]]).toEqual([1, L.PH_COMBAT]);
  });

  it('no command to transfer when its commander fell taking the city (Opt 11), nor a defender left to follow', () => {
    const ride = lynchburg(valley, {
      opts: L.O_CHANGE_BASE | L.O_DEATHRIDE,
      result: L.R_DEF_ROUTED,
      lost: 1,
      before: (p) => remove(c, p, usa(56)), // killed
    });
    expect([ride[L.B_CAPTURED], ride[L.H_PHASE]]).toEqual([1, L.PH_COMBAT]);
    const wiped = lynchburg(valley, { before: (p) => [9, 10].forEach((n) => unitToCadre(c, p, csa(n))) });
    play(wiped, yes);
    expect([wiped[L.H_PHASE], loc(wiped, usa(56)), loc(wiped, csa(38))]).toEqual([
      L.PH_COMBAT,
      L.LOC_EAST,
      L.LOC_CADRE,
    ]);
  });

  it('the USA may follow a Confederate change of base: Lee takes Lynchburg from Knoxville', () => {
    const s = battle({
      side: 'csa',
      attacker: (p) => command(p, 'csa', 'west', 38, [9, 10]),
      target: 'lynchburg',
      jump: 'knoxville',
      maps: { ...START_MAPS, G: 'csa' },
      // the USA holds Lynchburg and the Valley: lines to Harper's Ferry (East) and Pittsburgh (West)
      prepare: (p) => (own(p, 'usa', 'lynchburg', 'shenandoah-valley'), command(p, 'usa', 'west', 56, [9])),
      result: L.R_DEF_DEFEATED,
      winner: L.CSA,
      opts: L.O_CHANGE_BASE,
    });
    expect([s[L.B_POST], bvg.toMove(s)]).toEqual([L.PW_CHANGE_BASE, L.CSA]);
    play(s, yes);
    expect([s[L.B_POST], bvg.toMove(s), loc(s, csa(38))]).toEqual([L.PW_CHANGE_BASE_DEF, L.USA, L.LOC_EAST]);
    play(s, yes);
    expect([s[L.H_PHASE], loc(s, usa(56)), loc(s, usa(9))]).toEqual([L.PH_COMBAT, L.LOC_EAST, L.LOC_EAST]);
  });

  it('7.3: a command holding an EASTERN THEATER ONLY card (VIII Corps) does not change base to the West', () => {
    /** Meade's Eastern command with `corps` takes Knoxville (West) from Lynchburg; Knoxville traces to Lexington. */
    const knoxville = (corps: number[]): S =>
      battle({
        attacker: (p) => (
          own(p, 'usa', 'lynchburg', 'shenandoah-valley', 'cumberland-gap', 'lexington'),
          command(p, 'usa', 'east', 56, corps)
        ),
        target: 'knoxville',
        jump: 'lynchburg',
        maps: { ...START_MAPS, C: 'pro-usa' },
        prepare: (p) => command(p, 'csa', 'west', 18, [12]),
        ...opt13,
      });
    expect(c.theaterOnly[usa(16)]).toBe(L.EAST);
    const plain = knoxville([9, 24]);
    expect([plain[L.B_CAPTURED], plain[L.B_POST]]).toEqual([1, L.PW_CHANGE_BASE]);
    const viii = knoxville([9, 16]);
    expect([viii[L.B_CAPTURED], viii[L.H_PHASE]]).toEqual([1, L.PH_COMBAT]);
    expect(bvg.ruleCounts!(viii)['opt13-change-of-base'] ?? 0).toBe(0);
  });

  it('7.3: a defender holding an EASTERN THEATER ONLY card (VIII Corps) does not follow to the West', () => {
    /** Lee (East) takes Knoxville (West) from Lynchburg; an Eastern USA command defended it (retreat by the Gap). */
    const lee = (corps: number[]): S =>
      battle({
        side: 'csa',
        attacker: (p) => command(p, 'csa', 'east', 38, [9, 10]),
        target: 'knoxville',
        jump: 'lynchburg',
        maps: { ...START_MAPS, C: 'pro-usa' },
        prepare: (p) => (
          own(p, 'usa', 'knoxville', 'cumberland-gap', 'lexington'),
          command(p, 'usa', 'east', 56, corps)
        ),
        result: L.R_DEF_DEFEATED,
        winner: L.CSA,
        opts: L.O_CHANGE_BASE,
      });
    const plain = lee([9]);
    expect([plain[L.B_POST], bvg.toMove(plain)]).toEqual([L.PW_CHANGE_BASE, L.CSA]);
    play(plain, yes);
    expect([plain[L.B_POST], bvg.toMove(plain)]).toEqual([L.PW_CHANGE_BASE_DEF, L.USA]);
    const viii = lee([16]);
    play(viii, yes);
    expect([viii[L.H_PHASE], loc(viii, csa(38)), loc(viii, usa(56))]).toEqual([
      L.PH_COMBAT,
      L.LOC_WEST,
      L.LOC_EAST,
    ]);
  });

  it("the card windows after a battle offer no transfer: in Special Orders No. 191's only the card or done", () => {
    const s = battle({
      side: 'csa',
      attacker: (p) => (hand(p, 'usa', 41), command(p, 'csa', 'east', 38, [9, 10])),
      target: 'harpers-ferry',
      jump: 'shenandoah-valley',
      prepare: (p) => command(p, 'usa', 'east', 56, [9]),
      result: L.R_ATT_DEFEATED,
      winner: L.USA,
      opts: L.O_CHANGE_BASE,
    });
    expect([s[L.B_POST], bvg.toMove(s)]).toEqual([L.PW_SO191, L.USA]);
    expect(legal(s)).toEqual([A.DONE, A.enc(A.OP_ENIGMA, usa(41), A.NONE)]);
  });

  /** Sherman (initiative 2) in the East, past Lynchburg from the Shenandoah Valley, takes Knoxville (West). */
  const knoxville = (...usaHeld: string[]): S =>
    battle({
      attacker: (s) => (
        own(s, 'usa', 'shenandoah-valley', ...usaHeld),
        command(s, 'usa', 'east', 66, [9, 24])
      ),
      target: 'knoxville',
      jump: 'shenandoah-valley',
      maps: { ...START_MAPS, C: 'pro-usa' },
      prepare: jackson,
      ...opt13,
    });

  it('only if the captured city traces supply to a base in the other theater (West)', () => {
    const s = knoxville('cumberland-gap'); // Knoxville - Cumberland Gap - Lexington, a Western USA base
    expect([s[L.H_PHASE], s[L.B_POST], bvg.toMove(s)]).toEqual([L.PH_POST, L.PW_CHANGE_BASE, L.USA]);
    play(s, yes);
    for (const n of [66, 9, 24]) expect(loc(s, usa(n))).toBe(L.LOC_WEST);
    // Jackson defended Knoxville from the East: he may follow to the West
    expect([s[L.B_POST], bvg.toMove(s)]).toEqual([L.PW_CHANGE_BASE_DEF, L.CSA]);
    play(s, yes);
    for (const n of [21, 9, 10]) expect(loc(s, csa(n))).toBe(L.LOC_WEST);
    const cut = knoxville(); // the Gap neutral: no line
    expect([cut[L.B_CAPTURED], cut[L.H_PHASE]]).toEqual([1, L.PH_COMBAT]);
  });
});

describe('Opt 12 the Atlantic "Theater": commands that fought from a sea-supplied bridgehead are tied to it', () => {
  const tied = (s: S, k: number): number[] => [s[L.C_FLAGS + k]! & BRIDGE_FLAGS, s[L.C_BRIDGE + k]!];
  const atlantic = (s: S): number => bvg.ruleCounts!(s)['opt12-atlantic-theater'] ?? 0;
  /** Meade's command attacks Richmond from Ft Monroe (a USA base and a port). */
  const fromMonroe = (extra: Partial<Battle> = {}): S =>
    battle({ target: 'richmond', jump: 'ft-monroe', opts: L.O_ATLANTIC, prepare: jackson, ...won, ...extra });

  it('a USA attack from Ft Monroe: next turn the command defends only cities connected to Ft Monroe', () => {
    for (const r of [won, { result: L.R_ATT_DEFEATED, winner: L.CSA }]) {
      const s = fromMonroe(r);
      expect(tied(s, usa(56))).toEqual([L.F_BR_DEF, city('ft-monroe') + 1]);
      // the command is marked on its commander only; the defender is not marked
      for (const k of [usa(9), usa(24), csa(21)]) expect(tied(s, k)).toEqual([0, 0]);
      expect(atlantic(s)).toBe(1);
    }
    const off = fromMonroe({ opts: 0 });
    expect(tied(off, usa(56))).toEqual([0, 0]); // not without the option
    // the commander's other marks (8.2 attacked this turn) are kept
    expect(fromMonroe()[L.C_FLAGS + usa(56)]).toBe(off[L.C_FLAGS + usa(56)]! | L.F_BR_DEF);
  });

  it('a USA attack supplied by sea (from New Berne) ties the command to that port, won or not', () => {
    for (const r of [won, { result: L.R_ATT_DEFEATED, winner: L.CSA }]) {
      const s = battle({
        target: 'goldsboro',
        jump: 'new-berne',
        maps: { ...START_MAPS, H: 'usa' },
        opts: L.O_ATLANTIC,
        prepare: jackson,
        ...r,
      });
      expect(s[L.B_FLAGS]! & L.BF_SEA_ATT).toBe(L.BF_SEA_ATT);
      expect(tied(s, usa(56))).toEqual([L.F_BR_DEF, city('new-berne') + 1]);
    }
  });

  it('a USA attack supplied by land is not restricted', () => {
    const s = battle({ opts: L.O_ATLANTIC, prepare: jackson, ...won });
    expect([tied(s, usa(56)), atlantic(s)]).toEqual([[0, 0], 0]);
  });

  it('a successful invasion: the command defends only the invaded port next turn; a failed one cannot defend', () => {
    const invade = (r: { result: number; winner: number }): S =>
      battle({
        attacker: (s) => ((s[L.C_LOC + usa(5)] = L.LOC_EAST), command(s, 'usa', 'east', 56, [9, 24])),
        target: 'norfolk',
        jump: null,
        opts: L.O_ATLANTIC,
        prepare: jackson,
        ...r,
      });
    expect(tied(invade(won), usa(56))).toEqual([L.F_BR_DEF, city('norfolk') + 1]);
    const failed = invade({ result: L.R_ATT_DEFEATED, winner: L.CSA });
    expect(tied(failed, usa(56))).toEqual([L.F_BR_NODEF, city('norfolk') + 1]);
  });

  it('a USA command that defended supplied by sea (Columbia through Charleston) attacks only from that port next turn', () => {
    const s = battle({
      side: 'csa',
      attacker: (p) => command(p, 'csa', 'east', 38, [9, 10]),
      target: 'columbia',
      jump: 'greensboro',
      maps: { ...START_MAPS, H: 'csa', K: 'csa' },
      opts: L.O_ATLANTIC,
      prepare: (p) => (own(p, 'usa', 'columbia', 'charleston'), command(p, 'usa', 'east', 56, [9])),
      result: L.R_ATT_DEFEATED,
      winner: L.USA,
    });
    expect(s[L.B_FLAGS]! & L.BF_SEA_DEF).toBe(L.BF_SEA_DEF);
    expect(tied(s, usa(56))[0]).toBe(L.F_BR_ATT);
    expect(tiePort(s[L.C_BRIDGE + usa(56)]!, L.F_BR_ATT)).toBe(city('charleston'));
    expect(tied(s, csa(38))).toEqual([0, 0]); // the CSA attacker is never restricted
  });

  it('tied by its attack and then by a sea-supplied defence, a command keeps the first tie for the rest of the CSA turn', () => {
    const s = empty();
    s[L.H_OPT] = L.O_ATLANTIC;
    maps(s, { ...START_MAPS, J: 'usa' });
    own(s, 'usa', 'montgomery');
    const banks = command(s, 'usa', 'east', 13, [33]);
    command(s, 'csa', 'west', 17, [24]);
    command(s, 'csa', 'west', 26, [13]);
    // Banks attacked from Ft Pickens in the USA turn: in the CSA turn he defends only cities connected to it
    s[L.C_FLAGS + banks] = L.F_BR_DEF;
    s[L.C_BRIDGE + banks] = tiedTo(0, L.F_BR_DEF, city('ft-pickens'));
    beginPlayerTurn(c, s, L.CSA, false);
    at(s, 'csa', L.PH_COMBAT);
    play(s, atk(csa(17), 'montgomery', 'selma'));
    play(s, defend(banks));
    expect([s[L.B_FLAGS]! & L.BF_SEA_DEF, s[L.B_DEF_PORT]]).toEqual([L.BF_SEA_DEF, city('pensacola')]);
    s[L.B_RESULT] = L.R_ATT_DEFEATED;
    s[L.B_WINNER] = L.USA;
    finishBattle(c, s);
    // tied to Pensacola for the next USA turn; still to Ft Pickens now: he may defend Montgomery again (8.3)
    expect(tied(s, banks)[0]).toBe(L.F_BR_DEF | L.F_BR_ATT);
    expect(tiePort(s[L.C_BRIDGE + banks]!, L.F_BR_ATT)).toBe(city('pensacola'));
    expect(s[L.H_PHASE]).toBe(L.PH_COMBAT);
    play(s, atk(csa(26), 'montgomery', 'selma'));
    expect(legal(s)).toContain(defend(banks));
  });
});
describe('Opt 12 only for sea-supplied USA forces, and CC41 only after a CSA attack', () => {
  /** Lee attacks USA-held Manassas from Lynchburg; Meade defends it, supplied by land. */
  const leeOnManassas = (extra: Partial<Battle>): S =>
    battle({
      side: 'csa',
      attacker: (p) => command(p, 'csa', 'east', 38, [9, 10]),
      jump: 'lynchburg',
      prepare: (p) => (own(p, 'usa', 'manassas'), command(p, 'usa', 'east', 56, [9])),
      result: L.R_ATT_DEFEATED,
      winner: L.USA,
      ...extra,
    });

  it('Opt 12: a USA command that defended by land is not restricted', () => {
    const s = leeOnManassas({ opts: L.O_ATLANTIC });
    expect(s[L.B_FLAGS]! & L.BF_SEA_DEF).toBe(0);
    expect([s[L.C_FLAGS + usa(56)]! & BRIDGE_FLAGS, s[L.C_BRIDGE + usa(56)]]).toEqual([0, 0]);
  });

  it('CC41 Special Orders No. 191: no window after a USA attack, even on a native USA city', () => {
    const s = battle({
      target: 'harpers-ferry',
      jump: 'washington',
      prepare: (p) => (hand(p, 'usa', 41), own(p, 'csa', 'harpers-ferry'), jackson(p)),
      ...won,
    });
    expect([ctrl(s, city('harpers-ferry')), s[L.H_PHASE]]).toEqual([L.USA, L.PH_COMBAT]);
  });
});
const BRIDGE_FLAGS = L.F_BR_ATT | L.F_BR_DEF | L.F_BR_NODEF;

describe('Opt 8 The Middle Dept.', () => {
  it('after the battle VIII Corps returns to being a lone unit', () => {
    const viii = usa(16);
    const s = battle({
      target: 'shenandoah-valley',
      jump: 'harpers-ferry',
      opts: L.O_MIDDLE_DEPT,
      attacker: (p) => {
        p[L.H_LATEWAR + L.USA] = 1;
        command(p, 'usa', 'east', 16);
        return command(p, 'usa', 'east', 56, [9]);
      },
      prepare: jackson,
      ...won,
      before: (p) => {
        play(p, A.enc(A.OP_VIII, viii, usa(56)));
        expect(p[L.C_PARENT + viii]).toBe(usa(56)); // attached for the battle
      },
    });
    expect([loc(s, viii), s[L.C_PARENT + viii]]).toEqual([L.LOC_EAST, -1]);
    expect(s[L.C_PARENT + usa(9)]).toBe(usa(56));
  });
});

describe("CC19 Grant defending: he holds his city on a Soldiers' Battle", () => {
  /** Lee attacks USA-held Manassas from Lynchburg; the USA commander `n` defends with I Corps. */
  const leeAttacks = (n: number, extra: Partial<Battle> = {}): S =>
    battle({
      side: 'csa',
      attacker: (p) => command(p, 'csa', 'east', 38, [9, 10]),
      jump: 'lynchburg',
      prepare: (p) => (own(p, 'usa', 'manassas'), command(p, 'usa', 'east', n, [9])),
      result: L.R_SOLDIERS,
      winner: L.CSA, // the stronger side wins a Soldiers' Battle
      ...extra,
    });

  it("Grant holds Manassas though Lee wins the Soldiers' Battle; Meade does not", () => {
    expect(ctrl(leeAttacks(19), city('manassas'))).toBe(L.USA);
    expect(ctrl(leeAttacks(56), city('manassas'))).toBe(L.CSA);
    // only on a Soldiers' Battle
    const defeated = leeAttacks(19, { result: L.R_DEF_DEFEATED });
    expect(ctrl(defeated, city('manassas'))).toBe(L.CSA);
  });

  it('Grant lost while defending still holds the city; with no units left his command is eliminated (8.7)', () => {
    const wounded = leeAttacks(19, { before: (p) => sack(c, p, usa(19)) });
    expect(loc(wounded, usa(19))).toBe(L.LOC_CADRE);
    expect(ctrl(wounded, city('manassas'))).toBe(L.USA);
    const eliminated = leeAttacks(19, { before: (p) => unitToCadre(c, p, usa(9)) });
    expect(ctrl(eliminated, city('manassas'))).toBe(L.CSA);
  });

  it("attacking, Grant takes the city on a Soldiers' Battle only, not on a Generals' Battle stalemate", () => {
    const generals = battle({ leader: 19, prepare: jackson, result: L.R_GENERALS, winner: -1 });
    expect(ctrl(generals, city('manassas'))).toBe(L.CSA);
  });
});

describe('R8.6 DISGRACED only when routed as the commander of the routed side', () => {
  it('a disfavored commander is not disgraced when the other side is routed, nor when merely defeated', () => {
    const mcdowellWins = battle({
      leader: 8,
      prepare: (p) => command(p, 'csa', 'east', 8, [9, 10]),
      result: L.R_DEF_ROUTED,
      winner: L.USA,
    });
    expect(loc(mcdowellWins, usa(8))).toBe(L.LOC_EAST);
    const jejWins = battle({
      leader: 8,
      prepare: (p) => command(p, 'csa', 'east', 8, [9, 10]),
      result: L.R_ATT_ROUTED,
      winner: L.CSA,
    });
    expect(loc(jejWins, csa(8))).toBe(L.LOC_EAST);
    expect(loc(jejWins, usa(8))).toBe(L.LOC_REMOVED);
    const defeated = battle({ leader: 8, prepare: jackson, result: L.R_ATT_DEFEATED, winner: L.CSA });
    expect(loc(defeated, usa(8))).toBe(L.LOC_EAST);
  });
});

describe('R8.6 reading read-8.6-wounded-routed: a routed disfavored commander the table wounds', () => {
  /** McDowell (disfavored) or Meade attacks and is wounded by the Leader Losses Table (Step 5); the result is set. */
  const wounded = (leader: number, result: number, opts: number): S =>
    battle({
      leader,
      prepare: jackson,
      result,
      winner: L.CSA,
      lost: 1,
      opts,
      before: (p) => {
        p[L.B_LL_EFFECT] = L.LL_WOUNDED;
        applyLeaderLoss(c, p, usa(leader));
      },
    });
  const count = (s: S): number => bvg.ruleCounts!(s)['read-8.6-wounded-routed'] ?? 0;

  it('cadre (default): he goes to cadre face-down, as the wound says', () => {
    const s = wounded(8, L.R_ATT_ROUTED, 0);
    expect(loc(s, usa(8))).toBe(L.LOC_CADRE);
    expect(s[L.C_FLAGS + usa(8)]! & L.F_CADRE_DOWN).toBe(L.F_CADRE_DOWN);
    expect(count(s)).toBe(0);
  });

  it('disgraced: he is out of the game, routed while a commander, and the reading is counted', () => {
    const s = wounded(8, L.R_ATT_ROUTED, L.O_WOUNDED_DISGRACED);
    expect(loc(s, usa(8))).toBe(L.LOC_REMOVED);
    expect(count(s)).toBe(1);
  });

  it('disgraced: counted only for the wound: not for a commander killed, nor one sacked while another leader is wounded', () => {
    const killed = battle({
      leader: 8,
      prepare: jackson,
      result: L.R_ATT_ROUTED,
      winner: L.CSA,
      lost: 1,
      opts: L.O_WOUNDED_DISGRACED,
      before: (p) => {
        p[L.B_LL_EFFECT] = L.LL_KILLED;
        applyLeaderLoss(c, p, usa(8));
      },
    });
    expect([loc(killed, usa(8)), count(killed)]).toEqual([L.LOC_REMOVED, 0]);
    // J.E. Johnston (disfavored) cannot retreat from Manassas: sacked, out of the game (8.6, 8.7); the table
    // wounded his subordinate Jackson
    const sacked = battle({
      prepare: (p) => (noRetreat(p), command(p, 'csa', 'east', 8, [9], [[21, [10]]])),
      ...won,
      result: L.R_DEF_ROUTED,
      opts: L.O_WOUNDED_DISGRACED,
      before: (p) => {
        p[L.B_LL_EFFECT] = L.LL_WOUNDED;
        applyLeaderLoss(c, p, csa(21));
      },
    });
    expect([loc(sacked, csa(8)), loc(sacked, csa(21)), count(sacked)]).toEqual([
      L.LOC_REMOVED,
      L.LOC_CADRE,
      0,
    ]);
  });

  it('disgraced: not when his side is only defeated, nor for a commander without Political Disfavor', () => {
    const defeated = wounded(8, L.R_ATT_DEFEATED, L.O_WOUNDED_DISGRACED);
    expect(loc(defeated, usa(8))).toBe(L.LOC_CADRE);
    const meade = wounded(56, L.R_ATT_ROUTED, L.O_WOUNDED_DISGRACED);
    expect(loc(meade, usa(56))).toBe(L.LOC_CADRE);
    expect(count(defeated) + count(meade)).toBe(0);
  });
});

describe('R8.3 the record of the cities defended: city 32 (Jackson) is the first of the second word', () => {
  it('a defence of Jackson is recorded in bit 0 of the second word', () => {
    const s = battle({
      side: 'csa',
      attacker: (p) => command(p, 'csa', 'west', 38, [29]),
      target: 'jackson',
      jump: 'vicksburg',
      maps: { ...START_MAPS, F: 'csa' },
      prepare: (p) => (own(p, 'usa', 'jackson'), command(p, 'usa', 'west', 56, [9])),
      result: L.R_ATT_DEFEATED,
      winner: L.USA,
    });
    expect(city('jackson')).toBe(32);
    for (const k of [usa(56), usa(9)]) expect([s[L.C_DEF0 + k], s[L.C_DEF1 + k]]).toEqual([0, 1]);
  });

  it("a card records only the cities it defended itself, not another card's (J.E. Johnston at Atlanta)", () => {
    const s = battle({
      attacker: (p) => command(p, 'usa', 'west', 43, [18]),
      target: 'atlanta',
      jump: 'chattanooga',
      maps: { ...START_MAPS, C: 'pro-usa', F: 'usa', G: 'csa', K: 'csa' },
      prepare: (p) => {
        own(p, 'usa', 'chattanooga', 'nashville');
        // CSA 34 defended Corinth earlier in this USA turn
        command(p, 'csa', 'west', 34);
        p[L.C_FLAGS + csa(34)] = L.F_DEFENDED;
        p[L.C_DEF0 + csa(34)] = 1 << city('corinth');
        return command(p, 'csa', 'west', 8, [29]);
      },
      result: L.R_ATT_DEFEATED,
      winner: L.CSA,
    });
    const x = city('atlanta');
    for (const k of [csa(8), csa(29)]) expect([s[L.C_DEF0 + k], s[L.C_DEF1 + k]]).toEqual([0, 1 << (x - 32)]);
    expect([s[L.C_DEF0 + csa(34)], s[L.C_DEF1 + csa(34)]]).toEqual([1 << city('corinth'), 0]);
  });
});

describe('Opt 11 Deathride coverage', () => {
  it('not counted when the attacking command is wiped out (the city is not taken)', () => {
    const s = battle({
      prepare: jackson,
      opts: L.O_DEATHRIDE,
      result: L.R_DEF_ROUTED,
      winner: L.USA,
      lost: 1,
      before: (p) => [9, 24].forEach((n) => unitToCadre(c, p, usa(n))),
    });
    expect(ctrl(s, city('manassas'))).toBe(L.CSA);
    expect(bvg.ruleCounts!(s)['opt11-deathride'] ?? 0).toBe(0);
  });
});

describe('R8.7 elimination due to a retreat: only the defending command, pestholes spare only the CSA', () => {
  it('units go to cadre face-up, leaders sacked face-down; a command that did not defend is untouched', () => {
    const s = battle({
      prepare: (p) => (noRetreat(p), command(p, 'csa', 'east', 32, [7]), jackson(p)),
      ...won,
    });
    expect([loc(s, csa(9)), s[L.C_FLAGS + csa(9)]]).toEqual([L.LOC_CADRE, 0]);
    expect([loc(s, csa(21)), s[L.C_FLAGS + csa(21)]]).toEqual([L.LOC_CADRE, L.F_CADRE_DOWN]);
    // Magruder's command was not in the battle: not eliminated, no city recorded as defended (8.3)
    for (const n of [32, 7])
      expect([loc(s, csa(n)), s[L.C_FLAGS + csa(n)]! & L.F_DEFENDED]).toEqual([L.LOC_EAST, 0]);
  });

  it('a USA army that cannot retreat from a pesthole (Corinth) is eliminated', () => {
    const s = battle({
      side: 'csa',
      attacker: (p) => command(p, 'csa', 'west', 38, [29]),
      target: 'corinth',
      jump: 'memphis',
      maps: { ...START_MAPS, F: 'csa' },
      prepare: (p) => (own(p, 'usa', 'corinth'), command(p, 'usa', 'west', 56, [9])),
      result: L.R_DEF_DEFEATED,
      winner: L.CSA,
    });
    expect(s[L.B_FLAGS]! & L.BF_CAN_RETREAT).toBe(0);
    expect([ctrl(s, city('corinth')), loc(s, usa(56)), loc(s, usa(9))]).toEqual([
      L.CSA,
      L.LOC_CADRE,
      L.LOC_CADRE,
    ]);
  });
});

describe('R8.9 the end of the Combat Step', () => {
  it('cards turned face-down this step turn up; a squadron turned up makes surrender and victory be checked again', () => {
    const s = empty();
    maps(s, START_MAPS);
    command(s, 'usa', 'east', 56, [9]);
    s[L.C_FLAGS + usa(9)] = L.F_FD_COMBAT;
    endCombatStep(c, s);
    expect([s[L.C_FLAGS + usa(9)], s[L.H_DIRTY]]).toEqual([0, 0]); // a land unit: nothing to check
    s[L.C_LOC + usa(5)] = L.LOC_EAST; // Porter's squadron
    s[L.C_FLAGS + usa(5)] = L.F_FD_COMBAT;
    endCombatStep(c, s);
    expect([s[L.C_FLAGS + usa(5)], s[L.H_DIRTY]]).toEqual([0, 1]);
  });
});
