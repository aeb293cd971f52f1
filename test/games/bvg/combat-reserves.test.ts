/**
 * Before the dice, on constructed positions: over-capacity cards turned face-down (4.5, 8.9 A), then
 * reserves and withdrawals in turn, attacker first, until both pass (8.41, 8.42, 10.2, 11.6 size limits,
 * Optional Rules 7 and 8, CC4's Dept. of Washington, Sheridan). Each test fails when the rule it names is
 * broken (src/games/bvg/combat-reserves.ts).
 */
import { describe, expect, it } from 'vitest';
import {
  A,
  at,
  bvg,
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
  leeWithFourCorps,
} from './fixture.js';

const reserve = (u: number, leader: number): number => A.enc(A.OP_RESERVE, u, leader);
const pair = (u: number): number => A.enc(A.OP_RESERVE, u, A.NONE);
const withdraw = (u: number): number => A.enc(A.OP_WITHDRAW, u);
const excess = (k: number): number => A.enc(A.OP_EXCESS, k);
const ofOp = (s: S, op: number): number[] => legal(s).filter((a) => A.opOf(a) === op);
const faceDownInBattle = (s: S, k: number): boolean => (s[L.C_FLAGS + k]! & L.F_FD_BATTLE) !== 0;

/**
 * The USA command rooted at USA card `attacker` (with `units`) attacks CSA-held Manassas from Washington;
 * the CSA command rooted at `defender` defends it. `prepare` places the rest first. Returns the state after
 * the defence is announced.
 */
function manassas(attacker: [number, number[]], defender: number, prepare: (s: S) => void): S {
  const s = empty();
  maps(s, START_MAPS);
  const r = command(s, 'usa', 'east', attacker[0], attacker[1]);
  prepare(s);
  at(s, 'usa', L.PH_COMBAT);
  play(s, A.enc(A.OP_ATTACK, r, city('manassas'), city('washington')));
  play(s, A.enc(A.OP_DEFEND, defender, 0));
  return s;
}

/** Meade with I and II Corps attacks; Jackson with his two divisions defends; reserves in `prepare`. */
const meadeJackson = (prepare: (s: S) => void = () => undefined): S =>
  manassas([56, [9, 24]], csa(21), (p) => {
    command(p, 'csa', 'east', 21, [9, 10]);
    prepare(p);
  });

/** Jackson (two divisions) attacks USA-held Washington from Manassas; `defence` is the USA's defence. */
function washington(prepare: (s: S) => void, defence: number): S {
  const s = empty();
  maps(s, START_MAPS);
  const jackson = command(s, 'csa', 'east', 21, [9, 10]);
  prepare(s);
  at(s, 'csa', L.PH_COMBAT);
  play(s, A.enc(A.OP_ATTACK, jackson, city('washington'), city('manassas')));
  play(s, defence);
  expect(s[L.H_PHASE]).toBe(L.PH_RESERVE);
  play(s, A.DONE); // the CSA passes: the USA's turn to add reserves
  return s;
}

describe('R8.41 the exchange of reserves', () => {
  it('the attacker plays first; one card or a pass at a time in turn; it ends when both pass consecutively', () => {
    const s = meadeJackson((p) => {
      hand(p, 'usa', 25);
      hand(p, 'csa', 30);
    });
    expect(s[L.H_PHASE]).toBe(L.PH_RESERVE);
    expect(bvg.toMove(s)).toBe(L.USA);
    play(s, A.DONE);
    expect(bvg.toMove(s)).toBe(L.CSA);
    play(s, reserve(csa(30), csa(21))); // a card: the passes start again
    expect(bvg.toMove(s)).toBe(L.USA);
    play(s, A.DONE);
    expect(s[L.H_PHASE]).toBe(L.PH_RESERVE);
    expect(bvg.toMove(s)).toBe(L.CSA);
    play(s, A.DONE);
    expect(s[L.H_PHASE]).not.toBe(L.PH_RESERVE);
  });

  it('a reserve joins its command where it fights, under the leader chosen, in the battle; CC58 marks one played in the enemy turn', () => {
    const s = meadeJackson((p) => {
      hand(p, 'usa', 25);
      hand(p, 'csa', 30);
    });
    play(s, reserve(usa(25), usa(56)));
    expect(s[L.C_LOC + usa(25)]).toBe(L.LOC_EAST);
    expect(s[L.C_PARENT + usa(25)]).toBe(usa(56));
    expect(s[L.C_FLAGS + usa(25)]).toBe(L.F_IN_BATTLE);
    play(s, reserve(csa(30), csa(21)));
    expect(s[L.C_LOC + csa(30)]).toBe(L.LOC_EAST);
    expect(s[L.C_PARENT + csa(30)]).toBe(csa(21));
    expect(s[L.C_FLAGS + csa(30)]).toBe(L.F_IN_BATTLE | L.F_OPP_TURN);
  });

  it('only infantry or cavalry from hand, not a leader, a squadron or a card locked in hand', () => {
    const s = meadeJackson((p) => {
      hand(p, 'usa', 25, 53, 8, 5, 28);
      p[L.C_FLAGS + usa(28)] = L.F_HAND_LOCK;
    });
    expect(ofOp(s, A.OP_RESERVE)).toEqual([reserve(usa(25), usa(56)), reserve(usa(53), usa(56))]);
  });

  it('to any leader of the command in the battle, within capacity; cavalry to the commander only', () => {
    const s = manassas([56, [9, 24]], csa(38), (p) => {
      command(p, 'csa', 'east', 38, [], [[41, [30]]]); // Lee with Longstreet
      command(p, 'csa', 'east', 58, [34]); // A.P. Hill, not in the battle
      hand(p, 'csa', 35, 45);
    });
    play(s, A.DONE); // the USA passes
    expect(ofOp(s, A.OP_RESERVE)).toEqual([
      reserve(csa(35), csa(38)),
      reserve(csa(35), csa(41)),
      reserve(csa(45), csa(38)),
    ]);
  });

  it('a full leader takes no more: Jackson (four divisions) with four', () => {
    const s = manassas([56, [9, 24]], csa(21), (p) => {
      command(p, 'csa', 'east', 21, [9, 10, 11, 12]);
      hand(p, 'csa', 30);
    });
    play(s, A.DONE);
    expect(ofOp(s, A.OP_RESERVE)).toEqual([]);
  });

  it('R10.2 a cavalry unit pairs with a lone cavalry unit, not with a pair or a cavalry unit with a leader', () => {
    const lone = manassas([56, [9, 24]], csa(45), (p) => {
      command(p, 'csa', 'east', 45);
      hand(p, 'csa', 48);
    });
    play(lone, A.DONE);
    expect(ofOp(lone, A.OP_RESERVE)).toEqual([pair(csa(48))]);
    play(lone, pair(csa(48)));
    expect(lone[L.C_PARENT + csa(48)]).toBe(csa(45));
    expect(lone[L.C_FLAGS + csa(48)]! & L.F_IN_BATTLE).toBeTruthy();
    const paired = manassas([56, [9, 24]], csa(45), (p) => {
      command(p, 'csa', 'east', 45, [48]);
      hand(p, 'csa', 44);
    });
    play(paired, A.DONE);
    expect(ofOp(paired, A.OP_RESERVE)).toEqual([]);
  });

  it('R10.2 only a cavalry unit pairs, and only with a lone cavalry unit, not with a lone infantry unit', () => {
    const cavalry = manassas([56, [9, 24]], csa(45), (p) => {
      command(p, 'csa', 'east', 45);
      hand(p, 'csa', 48, 30);
    });
    play(cavalry, A.DONE);
    expect(ofOp(cavalry, A.OP_RESERVE)).toEqual([pair(csa(48))]);
    const infantry = manassas([56, [9, 24]], csa(30), (p) => {
      command(p, 'csa', 'east', 30);
      hand(p, 'csa', 48);
    });
    play(infantry, A.DONE);
    expect(ofOp(infantry, A.OP_RESERVE)).toEqual([]);
  });

  it("R10.2 the attacker's lone cavalry unit takes a cavalry unit from hand as a pair, on its own command", () => {
    const s = manassas([53, []], csa(21), (p) => {
      command(p, 'csa', 'east', 21, [9, 10]);
      hand(p, 'usa', 67);
    });
    expect(bvg.toMove(s)).toBe(L.USA); // the attacker first
    expect(ofOp(s, A.OP_RESERVE)).toEqual([pair(usa(67))]);
    play(s, pair(usa(67)));
    expect([s[L.C_PARENT + usa(67)], s[L.C_LOC + usa(67)]]).toEqual([usa(53), L.LOC_EAST]);
  });

  it('a reserve goes under the leader chosen, a subordinate too', () => {
    const s = manassas([56, [9, 24]], csa(38), (p) => {
      command(p, 'csa', 'east', 38, [], [[41, [30]]]);
      hand(p, 'csa', 35);
    });
    play(s, A.DONE);
    play(s, reserve(csa(35), csa(41)));
    expect(s[L.C_PARENT + csa(35)]).toBe(csa(41));
  });

  it('Sheridan leads infantry only: no cavalry is added to him', () => {
    const s = washington(
      (p) => {
        command(p, 'usa', 'east', 69, [9]);
        hand(p, 'usa', 25, 53);
      },
      A.enc(A.OP_DEFEND, usa(69), 0),
    );
    expect(ofOp(s, A.OP_RESERVE)).toEqual([reserve(usa(25), usa(69))]);
  });

  it('CC69 Sheridan paired with a cavalry unit commands no infantry: no corps is added to him', () => {
    const s = washington(
      (p) => {
        command(p, 'usa', 'east', 69, [53]); // Sheridan leading Stoneman
        hand(p, 'usa', 25);
      },
      A.enc(A.OP_DEFEND, usa(69), 0),
    );
    expect(ofOp(s, A.OP_RESERVE)).toEqual([]);
  });

  it('CC69 Sheridan attached to a leader is a unit of his command: a corps is added to the leader, not to him', () => {
    const s = washington(
      (p) => {
        command(p, 'usa', 'east', 8, [9, 69]); // McDowell with I Corps and Sheridan under him
        hand(p, 'usa', 25);
      },
      A.enc(A.OP_DEFEND, usa(8), 0),
    );
    expect(s[L.C_PARENT + usa(69)]).toBe(usa(8));
    expect(ofOp(s, A.OP_RESERVE)).toEqual([reserve(usa(25), usa(8))]);
  });

  it('CC4 the Dept. of Washington takes only VIII and XXII Corps, and they go to no other leader', () => {
    const s = washington(
      (p) => {
        command(p, 'usa', 'east', 4, [55]);
        command(p, 'usa', 'east', 56, [9]);
        hand(p, 'usa', 16, 25);
      },
      A.enc(A.OP_DEFEND, usa(56), 1),
    );
    expect(ofOp(s, A.OP_RESERVE)).toEqual([reserve(usa(16), usa(4)), reserve(usa(25), usa(56))]);
  });

  it('CC4 XXII Corps from hand goes to the Dept. of Washington only', () => {
    const s = washington(
      (p) => {
        command(p, 'usa', 'east', 4, [16]);
        command(p, 'usa', 'east', 56, [9]);
        hand(p, 'usa', 55, 25);
      },
      A.enc(A.OP_DEFEND, usa(56), 1),
    );
    expect(ofOp(s, A.OP_RESERVE)).toEqual([reserve(usa(25), usa(56)), reserve(usa(55), usa(4))]);
  });

  it('the historical USA first turn (no cards played): no USA reserves; the CSA still adds', () => {
    const s = meadeJackson((p) => {
      p[L.H_TURN_FLAGS] = L.TF_NO_CARDS;
      hand(p, 'usa', 25);
      hand(p, 'csa', 30);
    });
    expect(ofOp(s, A.OP_RESERVE)).toEqual([]);
    play(s, A.DONE);
    expect(ofOp(s, A.OP_RESERVE)).toEqual([reserve(csa(30), csa(21))]);
  });
});

describe('R11.6, R9.6 sea-supplied battles: one leader and two corps, no cavalry', () => {
  /** Porter's squadron in the East; Hooker (19) with I Corps invades Norfolk, Jackson defends. */
  const invasion = (prepare: (s: S) => void): S => {
    const s = empty();
    maps(s, START_MAPS);
    command(s, 'usa', 'east', 19, [9]);
    s[L.C_LOC + usa(5)] = L.LOC_EAST;
    command(s, 'csa', 'east', 21, [9, 10]);
    hand(s, 'usa', 25, 28, 53);
    prepare(s);
    at(s, 'usa', L.PH_COMBAT);
    play(s, A.enc(A.OP_INVADE, usa(19), city('norfolk')));
    play(s, A.enc(A.OP_DEFEND, csa(21), 0));
    expect(s[L.H_PHASE]).toBe(L.PH_RESERVE);
    return s;
  };

  it('R9.6 an invasion: corps up to two, no cavalry, even in USA Late War', () => {
    for (const lateWar of [false, true]) {
      const s = invasion((p) => (p[L.H_LATEWAR + L.USA] = lateWar ? 1 : 0));
      expect(ofOp(s, A.OP_RESERVE)).toEqual([reserve(usa(25), usa(19)), reserve(usa(28), usa(19))]);
      play(s, reserve(usa(25), usa(19)));
      play(s, A.DONE);
      expect(ofOp(s, A.OP_RESERVE)).toEqual([]);
    }
  });

  it('Opt 7: no reserves at all for the USA attacking from the sea; the defender still adds', () => {
    const s = invasion((p) => {
      p[L.H_OPT] = L.O_ISOLATION;
      hand(p, 'csa', 30);
    });
    expect(ofOp(s, A.OP_RESERVE)).toEqual([]);
    play(s, A.DONE);
    expect(ofOp(s, A.OP_RESERVE)).toEqual([reserve(csa(30), csa(21))]);
  });

  it('R11.6 a sea-supplied attack (Pensacola-Montgomery): no cavalry and two corps at most until USA Late War', () => {
    const montgomery = (lateWar: boolean): S => {
      const s = empty();
      maps(s, { ...START_MAPS, J: 'usa' });
      s[L.H_LATEWAR + L.USA] = lateWar ? 1 : 0;
      command(s, 'usa', 'east', 13, [10]);
      command(s, 'csa', 'west', 26, [13]);
      hand(s, 'usa', 25, 28, 53);
      at(s, 'usa', L.PH_COMBAT);
      play(s, A.enc(A.OP_ATTACK, usa(13), city('montgomery'), city('pensacola')));
      expect(s[L.B_FLAGS]! & L.BF_SEA_ATT).toBeTruthy();
      play(s, A.enc(A.OP_DEFEND, csa(26), 0));
      return s;
    };
    expect(ofOp(montgomery(false), A.OP_RESERVE)).toEqual([
      reserve(usa(25), usa(13)),
      reserve(usa(28), usa(13)),
    ]);
    expect(ofOp(montgomery(true), A.OP_RESERVE)).toEqual([
      reserve(usa(25), usa(13)),
      reserve(usa(28), usa(13)),
      reserve(usa(53), usa(13)),
    ]);
  });

  it('R11.6 a sea-supplied defence: no cavalry and two corps at most until USA Late War', () => {
    const columbia = (lateWar: boolean): S => {
      const s = empty();
      maps(s, { ...START_MAPS, G: 'csa', H: 'csa', K: 'csa' });
      s[L.H_LATEWAR + L.USA] = lateWar ? 1 : 0;
      own(s, 'usa', 'columbia', 'charleston');
      const bragg = command(s, 'csa', 'west', 26, [13]);
      command(s, 'usa', 'east', 56, [9]);
      hand(s, 'usa', 25, 28, 53);
      at(s, 'csa', L.PH_COMBAT);
      play(s, A.enc(A.OP_ATTACK, bragg, city('columbia'), city('augusta')));
      play(s, A.enc(A.OP_DEFEND, usa(56), 0));
      expect(s[L.B_FLAGS]! & L.BF_SEA_DEF).toBeTruthy();
      play(s, A.DONE); // the CSA passes
      return s;
    };
    const limited = columbia(false);
    expect(ofOp(limited, A.OP_RESERVE)).toEqual([reserve(usa(25), usa(56)), reserve(usa(28), usa(56))]);
    play(limited, reserve(usa(25), usa(56)));
    play(limited, A.DONE);
    expect(ofOp(limited, A.OP_RESERVE)).toEqual([]);
    const lateWar = columbia(true);
    expect(ofOp(lateWar, A.OP_RESERVE)).toEqual([
      reserve(usa(25), usa(56)),
      reserve(usa(28), usa(56)),
      reserve(usa(53), usa(56)),
    ]);
  });
});

describe('R8.42 withdrawing a unit', () => {
  it('any active unit of the command in the battle, never its commander; at least one active unit stays', () => {
    const s = meadeJackson();
    expect(ofOp(s, A.OP_WITHDRAW)).toEqual([withdraw(usa(9)), withdraw(usa(24))]);
    play(s, withdraw(usa(9)));
    expect(faceDownInBattle(s, usa(9))).toBe(true);
    expect(bvg.toMove(s)).toBe(L.CSA);
    play(s, A.DONE);
    expect(ofOp(s, A.OP_WITHDRAW)).toEqual([]); // II Corps is the last active unit
    // a cavalry pair (10.2): the unit the pair is formed on is its commander
    const pairs = manassas([56, [9, 24]], csa(45), (p) => command(p, 'csa', 'east', 45, [48]));
    play(pairs, A.DONE);
    expect(ofOp(pairs, A.OP_WITHDRAW)).toEqual([withdraw(csa(48))]);
  });

  it('a subordinate left with no active unit is turned face-down too; one with an active unit is not', () => {
    const s = manassas([56, [9, 24]], csa(38), (p) => {
      command(p, 'csa', 'east', 38, [35], [[41, [30, 7]]]); // Lee with a division and Longstreet
    });
    play(s, A.DONE);
    expect(ofOp(s, A.OP_WITHDRAW)).toEqual([withdraw(csa(7)), withdraw(csa(30)), withdraw(csa(35))]);
    play(s, withdraw(csa(30)));
    expect(faceDownInBattle(s, csa(41))).toBe(false);
    play(s, A.DONE);
    play(s, withdraw(csa(7)));
    expect(faceDownInBattle(s, csa(41))).toBe(true);
    expect(faceDownInBattle(s, csa(38))).toBe(false);
  });
});

describe('R4.5, R8.9 A over-capacity cards are turned face-down before reserves, attacker first', () => {
  it('the over-capacity leader’s owner turns excess cards face-down, one at a time, then the defender', () => {
    const s = manassas([56, [9, 24, 25, 27, 28, 30, 33, 36]], csa(21), (p) => {
      command(p, 'csa', 'east', 21, [9, 10, 11, 12, 22]);
    });
    expect(s[L.H_PHASE]).toBe(L.PH_EXCESS);
    expect(bvg.toMove(s)).toBe(L.USA);
    expect(legal(s)).toEqual([9, 24, 25, 27, 28, 30, 33, 36].map((n) => excess(usa(n))));
    play(s, excess(usa(36)));
    expect(faceDownInBattle(s, usa(36))).toBe(true);
    expect(s[L.H_PHASE]).toBe(L.PH_EXCESS);
    expect(bvg.toMove(s)).toBe(L.CSA);
    expect(legal(s)).toEqual([9, 10, 11, 12, 22].map((n) => excess(csa(n))));
    play(s, excess(csa(22)));
    expect(s[L.H_PHASE]).toBe(L.PH_RESERVE);
    expect(bvg.toMove(s)).toBe(L.USA);
    // 8.9: inactive cards are still considered to have taken part in the attack or defence
    const inBattle = (k: number): number => s[L.C_FLAGS + k]! & (L.F_IN_BATTLE | L.F_ATTACKED);
    expect([inBattle(usa(36)), inBattle(csa(22))]).toEqual([L.F_IN_BATTLE | L.F_ATTACKED, L.F_IN_BATTLE]);
  });

  it('only leaders in the battle count: an over-capacity command elsewhere on the board does not', () => {
    const s = meadeJackson((p) => command(p, 'usa', 'east', 17, [25, 27, 28, 30, 33, 36]));
    expect(s[L.H_PHASE]).toBe(L.PH_RESERVE);
  });

  it('the defender turns his excess cards face-down when the CSA attacks, too', () => {
    const s = empty();
    maps(s, START_MAPS);
    const jackson = command(s, 'csa', 'east', 21, [9, 10]);
    command(s, 'usa', 'east', 56, [9, 24, 25, 27, 28, 30, 33, 36]);
    at(s, 'csa', L.PH_COMBAT);
    play(s, A.enc(A.OP_ATTACK, jackson, city('washington'), city('manassas')));
    play(s, A.enc(A.OP_DEFEND, usa(56), 0));
    expect(s[L.H_PHASE]).toBe(L.PH_EXCESS);
    expect(bvg.toMove(s)).toBe(L.USA);
  });

  it('a subordinate turned face-down takes his units with him', () => {
    const s = manassas([56, [9, 24]], csa(38), (p) => {
      // Lee (three corps as a commander) with four subordinates
      leeWithFourCorps(p);
    });
    expect(s[L.H_PHASE]).toBe(L.PH_EXCESS);
    expect(bvg.toMove(s)).toBe(L.CSA);
    expect(legal(s)).toEqual([23, 41, 56, 58].map((n) => excess(csa(n))));
    play(s, excess(csa(41)));
    expect(faceDownInBattle(s, csa(41))).toBe(true);
    expect(faceDownInBattle(s, csa(30))).toBe(true);
    expect(faceDownInBattle(s, csa(34))).toBe(false);
    expect(s[L.H_PHASE]).toBe(L.PH_RESERVE);
    // 8.9: still in the battle (taken part), inactive for this attack; nothing else changes
    for (const n of [41, 30]) expect(s[L.C_FLAGS + csa(n)]).toBe(L.F_IN_BATTLE | L.F_FD_BATTLE);
  });
});
