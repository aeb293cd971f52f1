/**
 * 3.7 Enigma cards outside their owner's own steps, on constructed positions through the game object:
 * the post-battle windows of Special Orders No. 191 (CC41) and Draft Riots (CSA CC61), The Slows
 * (CC20) only against a Union attack, the "Play as a reserve" cards only in a reserve turn, and the
 * four-player rule 1 "they maintain separate hands" (each player plays the cards of his own hand).
 */
import { describe, expect, it } from 'vitest';
import { nextWindow } from '../../../src/games/bvg/combat-aftermath.js';
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
  has,
  L,
  legal,
  maps,
  play,
  type S,
  START_MAPS,
  usa,
} from './fixture.js';

const enigma = (k: number): number => A.enc(A.OP_ENIGMA, k, A.NONE);
const pick = (n: number): number => A.enc(A.OP_PICK, usa(n));
const loc = (s: S, k: number): number => s[L.C_LOC + k]!;

/**
 * The moment a battle has ended in the CSA's Combat Step: the CSA attacked `target` and the USA lost
 * `removed` steps. The post-battle windows then open as the game opens them (combat-aftermath).
 */
function afterBattle(target: string, removed: number, setup?: (s: S) => void): S {
  const s = empty();
  maps(s, START_MAPS);
  setup?.(s);
  at(s, 'csa', L.PH_POST);
  s[L.B_ATT_SIDE] = L.CSA;
  s[L.B_TGT] = city(target);
  s[L.B_USA_REMOVED] = removed;
  s[L.B_FLAGS] = 0;
  s[L.B_POST] = 0;
  nextWindow(c, s);
  return s;
}

describe('CC41 Special Orders No. 191: just after a CSA attack on a native USA city', () => {
  it('the USA may play it then (from either hand), and it gives +1 on one attack in the USA’s next turn', () => {
    const s = afterBattle('washington', 0, (t) => hand(t, 'usa', 41, 6));
    expect([s[L.H_PHASE], s[L.B_POST], bvg.toMove(s)]).toEqual([L.PH_POST, L.PW_SO191, L.USA]);
    // only this card: not a card of the USA's own turn (Habeas Corpus) in the CSA's turn
    expect(legal(s).filter((a) => A.opOf(a) === A.OP_ENIGMA)).toEqual([enigma(usa(41))]);
    play(s, enigma(usa(41)));
    expect(loc(s, usa(41))).toBe(L.LOC_REMOVED);
    expect(s[L.H_FLAGS]! & L.GF_SO191_NEXT).toBe(L.GF_SO191_NEXT);
    expect(s[L.H_PHASE]).toBe(L.PH_COMBAT); // no other window: back to the CSA's Combat Step
    expect(loc(s, csa(61))).toBe(L.LOC_REMOVED); // (Draft Riots not involved)
  });

  it('not after an attack on a city that is not native USA, nor in the Draft Riots window', () => {
    const south = afterBattle('manassas', 0, (t) => hand(t, 'usa', 41));
    expect(south[L.H_PHASE]).toBe(L.PH_COMBAT);
    const riots = afterBattle('manassas', 4, (t) => hand(t, 'usa', 41));
    expect([riots[L.B_POST], bvg.toMove(riots)]).toEqual([L.PW_DRAFT_RIOTS, L.CSA]);
    riots[L.H_PICK_SIDE] = L.USA; // even asked of the USA, the window is not CC41's
    expect(has(riots, enigma(usa(41)))).toBe(false);
  });

  it('only from a hand: not from the deck or the cadre, even in its window', () => {
    for (const l of [L.LOC_DECK, L.LOC_CADRE]) {
      const s = afterBattle('washington', 0, (t) => (t[L.C_LOC + usa(41)] = l));
      expect(s[L.B_POST]).toBe(L.PW_SO191);
      expect(has(s, enigma(usa(41)))).toBe(false);
    }
  });

  it('neither post-battle card in another window (Opt 13 Change of Base)', () => {
    for (const side of [L.USA, L.CSA]) {
      const s = afterBattle('manassas', 4, (t) => {
        hand(t, 'usa', 41);
        hand(t, 'csa', 61);
      });
      s[L.B_POST] = L.PW_CHANGE_BASE;
      s[L.H_PICK_SIDE] = side;
      expect(legal(s).filter((a) => A.opOf(a) === A.OP_ENIGMA)).toEqual([]);
    }
  });

  it('not in the USA’s own turn: the card says "just after a CSA attack"', () => {
    const s = empty();
    maps(s, START_MAPS);
    hand(s, 'usa', 41);
    for (const ph of [L.PH_DRAW, L.PH_DEPLOY, L.PH_COMBAT, L.PH_REGROUP]) {
      at(s, 'usa', ph);
      expect(has(s, enigma(usa(41)))).toBe(false);
    }
  });
});

describe('CSA CC61 Draft Riots: just after a battle with four or more Northern steps removed', () => {
  /** The USA's corps: I (5) and XI (3) in play, XIV (5) in hand, XII (4) depleted, XXII with the DoW, XIX (3) in cadre. */
  const corps = (t: S): void => {
    hand(t, 'csa', 61);
    command(t, 'usa', 'east', 4, [55]);
    command(t, 'usa', 'east', 56, [9, 10]);
    command(t, 'usa', 'west', 14, [15]);
    command(t, 'usa', 'west', 19, [47]); // Wilson, a cavalry unit
    t[L.C_STEPS + usa(10)] = 1;
    hand(t, 'usa', 18);
    t[L.C_LOC + usa(33)] = L.LOC_CADRE;
  };

  it('the USA discards an undepleted corps of strength 3+ from hand or board, not cadre, not XXII Corps', () => {
    const s = afterBattle('manassas', 4, corps);
    expect([s[L.H_PHASE], s[L.B_POST], bvg.toMove(s)]).toEqual([L.PH_POST, L.PW_DRAFT_RIOTS, L.CSA]);
    expect(has(s, enigma(csa(61)))).toBe(true);
    play(s, enigma(csa(61)));
    expect(loc(s, csa(61))).toBe(L.LOC_REMOVED);
    expect([s[L.H_PHASE], bvg.toMove(s)]).toEqual([L.PH_PICK, L.USA]);
    expect(legal(s).sort((a, b) => a - b)).toEqual([pick(9), pick(15), pick(18)].sort((a, b) => a - b));
    play(s, pick(15)); // strength exactly 3 qualifies
    expect([loc(s, usa(15)), s[L.C_FLAGS + usa(15)]]).toEqual([L.LOC_REMOVED, 0]);
    expect(s[L.H_PHASE]).toBe(L.PH_COMBAT); // the windows close, back to the Combat Step
  });

  it('a corps from the USA hand may go; with no such corps the instruction is ignored', () => {
    const s = afterBattle('manassas', 5, corps);
    play(s, enigma(csa(61)));
    play(s, pick(18));
    expect(loc(s, usa(18))).toBe(L.LOC_REMOVED);
    const none = afterBattle('manassas', 4, (t) => {
      hand(t, 'csa', 61);
      command(t, 'usa', 'east', 4, [55]);
    });
    play(none, enigma(csa(61)));
    expect(loc(none, csa(61))).toBe(L.LOC_REMOVED);
    expect(none[L.H_PHASE]).toBe(L.PH_COMBAT);
  });

  it('with a single such corps it goes at once, and the windows go on to the Combat Step', () => {
    const s = afterBattle('manassas', 4, (t) => {
      hand(t, 'csa', 61);
      command(t, 'usa', 'east', 56, [9]); // I Corps (5), the only undepleted corps of 3+
    });
    play(s, enigma(csa(61)));
    expect([loc(s, usa(9)), s[L.H_PHASE], bvg.toMove(s)]).toEqual([L.LOC_REMOVED, L.PH_COMBAT, L.CSA]);
  });

  it('not with three steps removed, and not in the CSA’s own steps', () => {
    expect(afterBattle('manassas', 3, corps)[L.H_PHASE]).toBe(L.PH_COMBAT);
    const s = empty();
    maps(s, START_MAPS);
    corps(s);
    for (const ph of [L.PH_DRAW, L.PH_DEPLOY, L.PH_COMBAT, L.PH_REGROUP]) {
      at(s, 'csa', ph);
      expect(has(s, enigma(csa(61)))).toBe(false);
    }
  });
});

describe('CC20 The Slows and the "Play as a reserve" cards keep to their moments', () => {
  it('The Slows is not played in the CSA’s own turn: only when a Union commander announces an attack', () => {
    const s = empty();
    maps(s, START_MAPS);
    hand(s, 'csa', 20);
    for (const ph of [L.PH_DRAW, L.PH_DEPLOY, L.PH_COMBAT, L.PH_REGROUP]) {
      at(s, 'csa', ph);
      expect(has(s, enigma(csa(20)))).toBe(false);
    }
  });

  it('a die-roll card is not played in its owner’s own steps, only in a reserve turn (3.7, 8.41)', () => {
    const s = empty();
    maps(s, START_MAPS);
    hand(s, 'usa', 57, 3);
    for (const ph of [L.PH_DRAW, L.PH_DEPLOY, L.PH_COMBAT, L.PH_REGROUP]) {
      at(s, 'usa', ph);
      expect(has(s, enigma(usa(57)))).toBe(false);
      expect(has(s, enigma(usa(3)))).toBe(false);
    }
  });

  it('8.41 a "Play as a reserve" card is the player’s reserve turn: the other side’s turn next, and no pass', () => {
    const s = reserveTurn(L.USA, 'east', 'east', 'manassas');
    hand(s, 'usa', 57);
    s[L.B_PASSES] = 1; // the CSA passed before
    play(s, enigma(usa(57)));
    expect([s[L.B_TURN], s[L.B_PASSES], bvg.toMove(s)]).toEqual([L.CSA, 0, L.CSA]);
    const t = reserveTurn(L.CSA, 'east', 'east', 'norfolk');
    hand(t, 'csa', 80);
    t[L.B_PASSES] = 1;
    play(t, enigma(csa(80)));
    expect([t[L.B_TURN], t[L.B_PASSES], bvg.toMove(t)]).toEqual([L.USA, 0, L.USA]);
  });

  it('CSA CC80 H.L. Hunley only in a battle for a port', () => {
    const port = reserveTurn(L.CSA, 'east', 'east', 'norfolk');
    hand(port, 'csa', 80);
    expect(has(port, enigma(csa(80)))).toBe(true);
    const inland = reserveTurn(L.CSA, 'east', 'east', 'manassas');
    hand(inland, 'csa', 80);
    expect(has(inland, enigma(csa(80)))).toBe(false);
  });

  it('in his own reserve turn the attacker plays only reserve cards, not those of his own steps', () => {
    const s = reserveTurn(L.USA, 'east', 'east', 'manassas');
    hand(s, 'usa', 6, 57);
    expect([has(s, enigma(usa(6))), has(s, enigma(usa(57)))]).toEqual([false, true]);
  });

  it('the Historical Scenario’s first USA turn bars the USA’s cards only: the CSA still plays its own', () => {
    const s = reserveTurn(L.CSA, 'east', 'east', 'manassas');
    s[L.H_TURN_FLAGS] = L.TF_NO_CARDS | L.TF_MUST_ATTACK;
    hand(s, 'csa', 3);
    expect(has(s, enigma(csa(3)))).toBe(true);
    s[L.B_TURN] = L.USA;
    hand(s, 'usa', 57);
    expect(has(s, enigma(usa(57)))).toBe(false);
  });

  it('CC48 Old Abe is played when the target is in the West; CC61 Swamp Angel in an invasion', () => {
    const s = reserveTurn(L.USA, 'east', 'east', 'pittsburgh');
    hand(s, 'usa', 48, 61);
    expect(has(s, enigma(usa(48)))).toBe(true);
    expect(has(s, enigma(usa(61)))).toBe(false);
    s[L.B_FLAGS] = L.BF_INVASION;
    expect(has(s, enigma(usa(61)))).toBe(true);
  });
});

/**
 * A reserve turn of `side` (8.41) in a USA attack on `target`: the USA command rooted in `attTh`,
 * the CSA's in `defTh`.
 */
function reserveTurn(side: number, attTh: 'east' | 'west', defTh: 'east' | 'west', target: string): S {
  const s = empty();
  maps(s, START_MAPS);
  const att = command(s, 'usa', attTh, 56, [9]);
  const def = command(s, 'csa', defTh, 32, [7]);
  at(s, 'usa', L.PH_RESERVE);
  s[L.B_ATT] = att;
  s[L.B_DEF] = def;
  s[L.B_ATT_SIDE] = L.USA;
  s[L.B_TURN] = side;
  s[L.B_TGT] = city(target);
  s[L.B_FLAGS] = 0;
  return s;
}

describe('four-player rule 1: each player plays the cards of his own hand', () => {
  const fourPlayers = (s: S): S => {
    s[L.H_PLAYERS] = 4;
    return s;
  };

  it('in a reserve turn, the hand of the player whose command fights: attacker and defender apart', () => {
    // the USA attacks from the West, the CSA defends from the East
    for (const [w, e] of [
      [L.LOC_HAND_W, L.LOC_HAND],
      [L.LOC_HAND, L.LOC_HAND_W],
    ] as const) {
      const u = fourPlayers(reserveTurn(L.USA, 'west', 'east', 'pittsburgh'));
      u[L.C_LOC + usa(57)] = w;
      expect(has(u, enigma(usa(57)))).toBe(w === L.LOC_HAND_W);
      const d = fourPlayers(reserveTurn(L.CSA, 'west', 'east', 'pittsburgh'));
      d[L.C_LOC + csa(3)] = e;
      expect(has(d, enigma(csa(3)))).toBe(e === L.LOC_HAND);
    }
    // and the other way round: the USA from the East, the CSA from the West
    const u = fourPlayers(reserveTurn(L.USA, 'east', 'west', 'pittsburgh'));
    u[L.C_LOC + usa(57)] = L.LOC_HAND_W;
    expect(has(u, enigma(usa(57)))).toBe(false);
    const d = fourPlayers(reserveTurn(L.CSA, 'east', 'west', 'pittsburgh'));
    d[L.C_LOC + csa(3)] = L.LOC_HAND_W;
    expect(has(d, enigma(csa(3)))).toBe(true);
  });

  it('in his own sub-step the Eastern player plays from the Eastern hand, the Western from the Western', () => {
    for (const ph of [L.PH_DRAW, L.PH_DEPLOY, L.PH_COMBAT, L.PH_REGROUP]) {
      for (const sub of [0, 1]) {
        const s = fourPlayers(empty());
        maps(s, START_MAPS);
        at(s, 'usa', ph);
        s[L.H_SEAT_SUB] = sub;
        s[L.C_LOC + usa(6)] = L.LOC_HAND; // Habeas Corpus, Eastern hand
        s[L.C_LOC + usa(75)] = L.LOC_HAND_W; // Enrollment Act, Western hand
        expect([has(s, enigma(usa(6))), has(s, enigma(usa(75)))]).toEqual([sub === 0, sub === 1]);
      }
    }
  });

  it('after a battle in the West, Special Orders No. 191 may come from either USA hand', () => {
    for (const l of [L.LOC_HAND, L.LOC_HAND_W]) {
      const s = afterBattle('washington', 0, (t) => {
        fourPlayers(t);
        t[L.H_SEAT_SUB] = 1; // the CSA's Western player made the attack
        t[L.C_LOC + usa(41)] = l;
      });
      expect(has(s, enigma(usa(41)))).toBe(true);
    }
  });

  it('The Slows answers a Union attack from the hand the CSA defends with', () => {
    const s = fourPlayers(empty());
    maps(s, START_MAPS);
    const meade = command(s, 'usa', 'east', 56, [9]);
    command(s, 'csa', 'east', 32, [7, 10]);
    hand(s, 'csa', 20);
    at(s, 'usa', L.PH_COMBAT);
    s[L.H_SEAT_SUB] = 0;
    play(s, A.enc(A.OP_ATTACK, meade, city('manassas'), city('washington')));
    expect(s[L.H_PHASE]).toBe(L.PH_DEFEND);
    expect(has(s, enigma(csa(20)))).toBe(true);
  });
});
