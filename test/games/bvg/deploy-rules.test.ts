/**
 * More of the Deploy/Move Step on constructed positions (deploy.ts): the Cumberland Gap when Map Card C
 * is played (16.3, CC51), what the CSA's forced map cards leave the USA to infer (7.2), transfers within a
 * command (7.4), the Reorganization Step (12), the CSA Pre-Action (2.4), Banks and Beauregard back to hand
 * (CC13, CC6), the Trans-Mississippi (Opt 5), the four-player rules (1, 7) and how long a squadron's move
 * counts (7.8 and its reading).
 */
import { describe, expect, it } from 'vitest';
import { csaForcedMaps, endDeployStep, playMap } from '../../../src/games/bvg/deploy.js';
import { ctrl, setCtrl } from '../../../src/games/bvg/state.js';
import {
  A,
  at,
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
  own,
  play,
  type S,
  START_MAPS,
  usa,
} from './fixture.js';

const loc = (s: S, k: number): number => s[L.C_LOC + k]!;
const flags = (s: S, k: number): number => s[L.C_FLAGS + k]!;
const ops = (s: S, op: number): number[] =>
  legal(s)
    .filter((a) => A.opOf(a) === op)
    .sort((a, b) => a - b);
const sorted = (xs: number[]): number[] => [...xs].sort((a, b) => a - b);
/** Location, commander, steps and flags of every card but `except`. */
const cardsBut = (s: S, except: number[]): number[][] =>
  Array.from({ length: c.nc }, (_, k) => k)
    .filter((k) => !except.includes(k))
    .map((k) => [loc(s, k), s[L.C_PARENT + k]!, s[L.C_STEPS + k]!, flags(s, k)]);
const LETTER = { C: 2, F: 5, G: 6, H: 7 };
const KENTUCKY = ['louisville', 'lexington', 'bowling-green', 'cumberland-gap'];
const kentucky = (s: S): number[] => KENTUCKY.map((id) => ctrl(s, city(id)));
// USA: Map Card C pro-USA (59), neutral (12); Banks (13, CC13); Meade (56); Grant (19, 2/2); Hooker (52);
// Halleck (14); corps I (9), II (24), III (25), XIX (33), VIII (16, EASTERN THEATER ONLY); squadrons Porter (5),
// Foote (7). CSA: Map Card C pro-CSA (31), F (27); Beauregard (6, CC6); Lee (38), Jackson (21), Longstreet (41),
// Bragg (26); Kirby Smith (39) and Price (43) (initiative 2/2), Pemberton (50, 0/1); JEB Stuart (45, cavalry,
// 2/2); divisions 7, 9, 10, 13, 30.

/** The start map (A, B, D, E) with `side` to move in its Deploy/Move Step. */
function deployStep(side: 'usa' | 'csa'): S {
  const s = empty();
  maps(s, START_MAPS);
  at(s, side, L.PH_DEPLOY);
  s[L.H_GAP_SIDE] = -1;
  return s;
}

describe('16.3 the Cumberland Gap when Map Card C is played', () => {
  it('PRO-USA: a USA token on the neutral Gap; PRO-CSA: a CSA token', () => {
    const s = deployStep('usa');
    hand(s, 'usa', 59);
    play(s, A.enc(A.OP_MAP, usa(59)));
    expect(kentucky(s)).toEqual([L.USA, L.USA, L.USA, L.USA]);
    expect(s[L.H_FLAGS]! & L.GF_KY_NEUTRAL).toBe(0);
    const t = deployStep('csa');
    playMap(c, t, csa(31));
    expect(kentucky(t)).toEqual([L.CSA, L.CSA, L.CSA, L.CSA]);
    expect(t[L.H_FLAGS]! & L.GF_KY_NEUTRAL).toBe(0);
  });

  it('another map card leaves a neutral Gap alone (Map Card G)', () => {
    const s = deployStep('usa');
    hand(s, 'usa', 45);
    play(s, A.enc(A.OP_MAP, usa(45)));
    expect(ctrl(s, city('cumberland-gap'))).toBe(-1);
    expect(s[L.H_FLAGS]! & L.GF_KY_NEUTRAL).toBe(0);
  });

  it('NEUTRAL KENTUCKY: the four cities stay neutral and Kentucky is neutral', () => {
    const s = deployStep('usa');
    playMap(c, s, usa(12));
    expect(kentucky(s)).toEqual([-1, -1, -1, -1]);
    expect(s[L.H_FLAGS]! & L.GF_KY_NEUTRAL).toBe(L.GF_KY_NEUTRAL);
  });

  it('a Gap that is no longer neutral keeps its token: the cities of Map Card C as on the card', () => {
    const s = deployStep('usa');
    own(s, 'csa', 'cumberland-gap');
    playMap(c, s, usa(59));
    expect(kentucky(s)).toEqual([L.USA, L.USA, L.USA, L.CSA]);
    expect(s[L.H_FLAGS]! & L.GF_KY_NEUTRAL).toBe(0); // Kentucky is not neutral
  });

  it("NO CARD C: after an attack on the Gap, the neutral card gives the other three to the attacker's opponent", () => {
    for (const side of [L.USA, L.CSA]) {
      const s = deployStep('usa');
      setCtrl(s, city('cumberland-gap'), side);
      s[L.H_GAP_SIDE] = side;
      playMap(c, s, usa(12));
      expect(kentucky(s)).toEqual([side, side, side, side]);
      expect(s[L.H_FLAGS]! & L.GF_KY_NEUTRAL).toBe(0); // Kentucky is not neutral
    }
    // the Gap taken by the attacker since: the other three still go to the attacker's opponent
    const g = deployStep('usa');
    setCtrl(g, city('cumberland-gap'), L.USA);
    g[L.H_GAP_SIDE] = L.CSA;
    playMap(c, g, usa(12));
    expect(kentucky(g)).toEqual([L.CSA, L.CSA, L.CSA, L.USA]);
    // either other version: the cities as shown on the card
    const t = deployStep('csa');
    setCtrl(t, city('cumberland-gap'), L.USA);
    t[L.H_GAP_SIDE] = L.USA;
    playMap(c, t, csa(31));
    expect(kentucky(t)).toEqual([L.CSA, L.CSA, L.CSA, L.USA]);
  });

  it('CC51 after Emancipation the USA places tokens on every Kentucky city still neutral', () => {
    const s = deployStep('usa');
    s[L.H_FLAGS] = L.GF_EMANC;
    playMap(c, s, usa(12));
    expect(kentucky(s)).toEqual([L.USA, L.USA, L.USA, L.USA]);
    expect(s[L.H_FLAGS]! & L.GF_KY_NEUTRAL).toBe(0);
    // a Kentucky city already held is not taken
    const t = deployStep('usa');
    t[L.H_FLAGS] = L.GF_EMANC;
    own(t, 'csa', 'cumberland-gap');
    playMap(c, t, usa(12));
    expect(kentucky(t)).toEqual([L.USA, L.USA, L.USA, L.CSA]);
  });
});

describe('3.28 and 6.7 the other versions of a played map card', () => {
  it('only those in a hand (either partner’s) are useless now; one in the deck stays there', () => {
    const s = deployStep('usa');
    hand(s, 'usa', 59);
    hand(s, 'csa', 31);
    s[L.C_LOC + usa(12)] = L.LOC_DECK;
    s[L.H_REPLACE + L.CSA] = 2;
    const before = [s[L.H_REPLACE + L.USA]!, s[L.H_REPLACE + L.CSA]!];
    const untouched = cardsBut(s, [usa(59), csa(31)]);
    play(s, A.enc(A.OP_MAP, usa(59)));
    expect([loc(s, usa(12)), loc(s, csa(31))]).toEqual([L.LOC_DECK, L.LOC_REMOVED]);
    expect([s[L.H_REPLACE + L.USA], s[L.H_REPLACE + L.CSA]]).toEqual([before[0], before[1]! + 1]);
    // no other card changes: every unit keeps its location, commander, steps and flags
    expect(cardsBut(s, [usa(59), csa(31)])).toEqual(untouched);
    const t = deployStep('usa');
    t[L.H_PLAYERS] = 4;
    hand(t, 'usa', 59);
    t[L.C_LOC + usa(12)] = L.LOC_HAND_W;
    playMap(c, t, usa(59));
    expect(loc(t, usa(12))).toBe(L.LOC_REMOVED);
  });
});

describe('7.2 the CSA plays every playable map card', () => {
  it('one that fits only once another is played is played too (F after C)', () => {
    const s = deployStep('csa');
    hand(s, 'csa', 27, 31); // Map Card F fits only next to C, G or I
    s[L.C_LOC + csa(36)] = L.LOC_DECK; // Map Card G fits too, but it is not in his hand
    csaForcedMaps(c, s);
    expect(loc(s, csa(36))).toBe(L.LOC_DECK);
    expect([loc(s, csa(27)), loc(s, csa(31))]).toEqual([L.LOC_MAP, L.LOC_MAP]);
    expect([s[L.H_MAPVER + LETTER.F], s[L.H_MAPVER + LETTER.C]]).toEqual([
      c.mapVersion[csa(27)],
      c.mapVersion[csa(31)],
    ]);
  });

  it('what the USA may infer: no card of a letter that fits now, and no CSA card drawn since', () => {
    const s = deployStep('csa');
    hand(s, 'csa', 31, 9);
    s[L.C_FLAGS + csa(9)] = L.F_RECENT | L.F_KNOWN;
    s[L.H_RECENT] = 1;
    csaForcedMaps(c, s);
    // the start map with C: F (next to C), G (next to D) and H (next to E) fit, nothing else
    expect(s[L.H_CSA_NOMAP]).toBe((1 << LETTER.F) | (1 << LETTER.G) | (1 << LETTER.H));
    // drawn before this step now; the USA still knows the card is in his hand
    expect([s[L.H_RECENT], flags(s, csa(9))]).toEqual([0, L.F_KNOWN]);
  });
});

describe('7.4 transfers within a command', () => {
  /** Lee with a division of his own, Jackson (9) and Longstreet (7) under him; Bragg in the West. */
  function leesArmy(phase: number): S {
    const s = deployStep('csa');
    command(
      s,
      'csa',
      'east',
      38,
      [30, 10],
      [
        [21, [9]],
        [41, [7]],
      ],
    );
    command(s, 'csa', 'west', 26, [13]);
    at(s, 'csa', phase);
    return s;
  }

  it('down from the commander to one of his own subordinates only, then no transfer up that step', () => {
    const s = leesArmy(L.PH_DEPLOY);
    expect(ops(s, A.OP_XFER_DOWN).filter((a) => A.fa(a) === csa(30))).toEqual(
      sorted([A.enc(A.OP_XFER_DOWN, csa(30), csa(21)), A.enc(A.OP_XFER_DOWN, csa(30), csa(41))]),
    );
    expect(has(s, A.enc(A.OP_XFER_UP, csa(9)))).toBe(true);
    play(s, A.enc(A.OP_XFER_DOWN, csa(30), csa(21)));
    expect(s[L.C_PARENT + csa(30)]).toBe(csa(21));
    // Lee's other flags unchanged (none); McLaws face-up, nothing marked on him
    expect([flags(s, csa(38)), flags(s, csa(30))]).toEqual([L.F_XFER_DOWN, 0]);
    expect(ops(s, A.OP_XFER_UP)).toEqual([]);
    expect(has(s, A.enc(A.OP_XFER_DOWN, csa(10), csa(41)))).toBe(true); // more down transfers stay legal
    // the next Deploy/Move Step may transfer up again
    endDeployStep(c, s, L.CSA);
    expect(has(s, A.enc(A.OP_XFER_UP, csa(30)))).toBe(true);
  });

  it('up from a subordinate to the commander, then no transfer down that step', () => {
    const s = leesArmy(L.PH_DEPLOY);
    play(s, A.enc(A.OP_XFER_UP, csa(9)));
    expect(s[L.C_PARENT + csa(9)]).toBe(csa(38));
    expect([flags(s, csa(38)), flags(s, csa(9))]).toEqual([L.F_XFER_UP, 0]); // both still face-up
    expect(ops(s, A.OP_XFER_DOWN)).toEqual([]);
    expect(has(s, A.enc(A.OP_XFER_UP, csa(7)))).toBe(true); // more up transfers stay legal
  });

  it('12 in a Reorganization Step up and down are both allowed, each card once', () => {
    const s = leesArmy(L.PH_REORG);
    play(s, A.enc(A.OP_XFER_UP, csa(9)));
    expect(s[L.C_PARENT + csa(9)]).toBe(csa(38));
    expect(flags(s, csa(9))).toBe(L.F_REORG_XFER); // transferred once, still face-up
    expect(has(s, A.enc(A.OP_XFER_DOWN, csa(30), csa(41)))).toBe(true);
    expect(legal(s).some((a) => A.opOf(a) === A.OP_XFER_DOWN && A.fa(a) === csa(9))).toBe(false);
    play(s, A.enc(A.OP_XFER_DOWN, csa(30), csa(41)));
    expect(flags(s, csa(30))).toBe(L.F_REORG_XFER);
    expect(has(s, A.enc(A.OP_XFER_UP, csa(7)))).toBe(true);
    expect(has(s, A.enc(A.OP_XFER_UP, csa(30)))).toBe(false);
  });
});

describe('12 Reorganization: rearrange every command, move any number between theaters', () => {
  it('every command may move by rail, no selection needed; each card once, and not turned face-down', () => {
    const s = deployStep('usa');
    command(s, 'usa', 'east', 56, [9]);
    command(s, 'usa', 'east', 52, [25]);
    at(s, 'usa', L.PH_REORG);
    expect(ops(s, A.OP_RAIL_SELECT)).toEqual([]);
    expect(ops(s, A.OP_RAIL)).toEqual(sorted([A.enc(A.OP_RAIL, usa(56)), A.enc(A.OP_RAIL, usa(52))]));
    play(s, A.enc(A.OP_RAIL, usa(56)));
    expect([loc(s, usa(56)), loc(s, usa(9))]).toEqual([L.LOC_WEST, L.LOC_WEST]);
    expect(flags(s, usa(9)) & (L.F_RAILED | L.F_FD_COMBAT)).toBe(0);
    expect(ops(s, A.OP_RAIL)).toEqual([A.enc(A.OP_RAIL, usa(52))]);
  });

  it('a card may detach and attach again without the Free Transfer, each once', () => {
    const s = deployStep('usa');
    command(s, 'usa', 'east', 56, [9]);
    command(s, 'usa', 'east', 52, [25]);
    command(s, 'usa', 'east', 33);
    at(s, 'usa', L.PH_REORG);
    s[L.H_FREE_XFER] = 1; // the Free Transfer is spent: it plays no part here
    play(s, A.enc(A.OP_DETACH, usa(9)));
    expect(has(s, A.enc(A.OP_ATTACH, usa(9), usa(52)))).toBe(true);
    play(s, A.enc(A.OP_ATTACH, usa(9), usa(52)));
    expect(has(s, A.enc(A.OP_DETACH, usa(9)))).toBe(false); // detached once already
    play(s, A.enc(A.OP_ATTACH, usa(33), usa(56)));
    expect(has(s, A.enc(A.OP_DETACH, usa(33)))).toBe(true);
    play(s, A.enc(A.OP_DETACH, usa(33)));
    expect(has(s, A.enc(A.OP_ATTACH, usa(33), usa(52)))).toBe(false); // attached once already
  });

  it('cards from hand may be played, none put back in hand (CC13 Banks waits for the Deploy/Move Step)', () => {
    const s = deployStep('usa');
    command(s, 'usa', 'east', 13, [33]);
    hand(s, 'usa', 24);
    at(s, 'usa', L.PH_REORG);
    expect(has(s, A.enc(A.OP_DEPLOY, usa(24), 0))).toBe(true);
    expect(ops(s, A.OP_RETURN)).toEqual([]);
  });
});

describe('CC13 Banks, CC6 Beauregard: back to hand', () => {
  it('in the Deploy/Move Step; his command is treated as dismissed; he is not played again this turn', () => {
    const s = deployStep('usa');
    command(s, 'usa', 'east', 13, [33, 9]);
    command(s, 'usa', 'east', 56, [24]);
    expect(ops(s, A.OP_RETURN)).toEqual([A.enc(A.OP_RETURN, usa(13))]);
    play(s, A.enc(A.OP_RETURN, usa(13)));
    expect(loc(s, usa(13))).toBe(L.LOC_HAND);
    expect(flags(s, usa(13)) & L.F_HAND_LOCK).toBeTruthy();
    expect([s[L.C_PARENT + usa(33)], s[L.C_PARENT + usa(9)], loc(s, usa(33))]).toEqual([-1, -1, L.LOC_EAST]);
    expect(legal(s).some((a) => A.opOf(a) === A.OP_DEPLOY && A.fa(a) === usa(13))).toBe(false);
    const t = deployStep('csa');
    command(t, 'csa', 'east', 6, [7]);
    expect(ops(t, A.OP_RETURN)).toEqual([A.enc(A.OP_RETURN, csa(6))]);
  });

  it('not on the historical USA first turn, when no cards may be played', () => {
    const s = deployStep('usa');
    command(s, 'usa', 'east', 13, [33]);
    s[L.H_TURN_FLAGS] = L.TF_NO_CARDS;
    expect(ops(s, A.OP_RETURN)).toEqual([]);
    // nor any other card from hand (7.3, 7.2)
    hand(s, 'usa', 24, 59);
    expect([ops(s, A.OP_DEPLOY), ops(s, A.OP_MAP)]).toEqual([[], []]);
  });
});

describe('2.4 CSA Pre-Action: cards from hand to the board', () => {
  it('units and leaders are deployed; no map card, rail movement, dismissal or Trans-Mississippi', () => {
    const s = deployStep('csa');
    s[L.H_OPT] = L.O_TRANS_MISS;
    hand(s, 'csa', 21, 9, 31, 39);
    command(s, 'csa', 'west', 43, [13]);
    at(s, 'csa', L.PH_PREACTION);
    expect(ops(s, A.OP_DEPLOY).length).toBe(6);
    for (const op of [A.OP_MAP, A.OP_RAIL_SELECT, A.OP_RAIL, A.OP_DISMISS, A.OP_TRANSMISS, A.OP_GIVE])
      expect(ops(s, op)).toEqual([]);
  });

  it('four players: each player puts cards from his own hand into his own theater', () => {
    const s = deployStep('csa');
    s[L.H_PLAYERS] = 4;
    hand(s, 'csa', 41);
    s[L.C_LOC + csa(13)] = L.LOC_HAND_W; // Cheatham, a Western division
    at(s, 'csa', L.PH_PREACTION);
    expect(ops(s, A.OP_DEPLOY)).toEqual(
      sorted([A.enc(A.OP_DEPLOY, csa(41), 0), A.enc(A.OP_DEPLOY, csa(13), 1)]),
    );
    expect(ops(s, A.OP_GIVE)).toEqual([]);
  });
});

describe('four-player rules', () => {
  /** The USA Deploy/Move Step of four players: the Eastern player (0) or the Western (1) acts. */
  function fourPlayers(seat: number): S {
    const s = deployStep('usa');
    s[L.H_PLAYERS] = 4;
    s[L.H_SEAT_SUB] = seat;
    hand(s, 'usa', 33, 45); // XIX Corps (either theater), Map Card G
    s[L.C_LOC + usa(10)] = L.LOC_HAND_W; // XII Corps in the Western player's hand
    command(s, 'usa', 'east', 56, [24]);
    command(s, 'usa', 'west', 66, [25]);
    return s;
  }

  it('1: each player deploys from his own hand into his own theater and moves only his commands', () => {
    const s = fourPlayers(0);
    expect(ops(s, A.OP_DEPLOY)).toEqual([A.enc(A.OP_DEPLOY, usa(33), 0)]);
    expect(ops(s, A.OP_RAIL_SELECT)).toEqual([A.enc(A.OP_RAIL_SELECT, usa(56))]);
    const w = fourPlayers(1);
    expect(ops(w, A.OP_DEPLOY)).toEqual([A.enc(A.OP_DEPLOY, usa(10), 1)]);
    // with Optional Rule 1: II Corps (home theater East) is not deployed by the Western player
    w[L.C_LOC + usa(24)] = L.LOC_HAND_W;
    w[L.C_PARENT + usa(24)] = -1;
    expect(ops(w, A.OP_DEPLOY)).toEqual([A.enc(A.OP_DEPLOY, usa(10), 1)]);
    expect(ops(w, A.OP_RAIL_SELECT)).toEqual([A.enc(A.OP_RAIL_SELECT, usa(66))]);
  });

  it('7: players may give cards to each other freely, map cards too', () => {
    const s = fourPlayers(0);
    expect(ops(s, A.OP_GIVE)).toEqual(sorted([A.enc(A.OP_GIVE, usa(33)), A.enc(A.OP_GIVE, usa(45))]));
    play(s, A.enc(A.OP_GIVE, usa(33)));
    expect(loc(s, usa(33))).toBe(L.LOC_HAND_W);
    s[L.H_SEAT_SUB] = 1;
    expect(ops(s, A.OP_GIVE)).toEqual(sorted([A.enc(A.OP_GIVE, usa(10)), A.enc(A.OP_GIVE, usa(33))]));
    play(s, A.enc(A.OP_GIVE, usa(10)));
    expect(loc(s, usa(10))).toBe(L.LOC_HAND);
  });
});

describe('Opt 6 Political Favor: no move may give a disfavored leader as many cards as a favored one', () => {
  /** Banks (13, favored) with XIX (33) and I Corps (9); McDowell (8, disfavored) with II Corps (24); all East. */
  function politics(on: boolean): S {
    const s = deployStep('usa');
    if (on) s[L.H_OPT] = L.O_POLITICAL;
    command(s, 'usa', 'east', 8, [24]);
    return s;
  }

  it('7.5 attaching or detaching', () => {
    for (const on of [false, true]) {
      const s = politics(on);
      command(s, 'usa', 'east', 13, [33, 9]);
      command(s, 'usa', 'east', 10);
      expect([has(s, A.enc(A.OP_DETACH, usa(9))), has(s, A.enc(A.OP_ATTACH, usa(10), usa(8)))]).toEqual([
        !on,
        !on,
      ]);
      expect(has(s, A.enc(A.OP_ATTACH, usa(10), usa(13)))).toBe(true);
    }
  });

  it('7.4 transferring up from a favored subordinate, or down to a disfavored one', () => {
    for (const on of [false, true]) {
      const s = politics(on);
      command(s, 'usa', 'east', 14, [], [[13, [33, 9]]]); // Halleck (no favor) over Banks
      expect(has(s, A.enc(A.OP_XFER_UP, usa(9)))).toBe(!on);
      const t = politics(on);
      t[L.C_LOC + usa(8)] = L.LOC_REMOVED;
      command(t, 'usa', 'east', 14, [9], [[8, [24]]]); // Halleck over McDowell
      command(t, 'usa', 'east', 13, [33, 10]);
      expect(has(t, A.enc(A.OP_XFER_DOWN, usa(9), usa(8)))).toBe(!on);
    }
  });

  it('7.4, 7.5 a detachment or transfer that keeps the restriction stays legal', () => {
    const s = politics(true);
    command(s, 'usa', 'east', 13, [33, 9, 10]); // Banks keeps two cards, more than McDowell's one
    expect(has(s, A.enc(A.OP_DETACH, usa(9)))).toBe(true);
    const up = politics(true);
    command(up, 'usa', 'east', 14, [], [[13, [33, 9, 10]]]); // Halleck over Banks
    expect(has(up, A.enc(A.OP_XFER_UP, usa(9)))).toBe(true);
    const down = politics(true);
    command(down, 'usa', 'east', 14, [9], [[13, [33, 10]]]);
    expect(has(down, A.enc(A.OP_XFER_DOWN, usa(9), usa(13)))).toBe(true);
  });
});

describe('7.3 to 7.8: what each action does, and to which cards', () => {
  it('7.3 a card deployed in the East is there; an Enigma card is never deployed; 7.6 only a leader is dismissed', () => {
    const s = deployStep('usa');
    hand(s, 'usa', 33, 3); // XIX Corps, The Devil's Own Luck (Enigma)
    command(s, 'usa', 'east', 56, [24]);
    expect(legal(s).some((a) => A.fa(a) === usa(3))).toBe(false);
    expect(ops(s, A.OP_DISMISS).every((a) => A.fa(a) === usa(56))).toBe(true);
    play(s, A.enc(A.OP_DEPLOY, usa(33), 0));
    expect(loc(s, usa(33))).toBe(L.LOC_EAST);
  });

  it('4.1, 7.4 a corps never attaches to a lone cavalry unit, and a subordinate leader is never transferred', () => {
    const s = deployStep('csa');
    command(s, 'csa', 'east', 45); // JEB Stuart, cavalry
    command(s, 'csa', 'east', 7);
    command(s, 'csa', 'east', 38, [30], [[21, [9]]]);
    expect(has(s, A.enc(A.OP_ATTACH, csa(7), csa(45)))).toBe(false);
    expect(has(s, A.enc(A.OP_ATTACH, csa(7), csa(38)))).toBe(true);
    expect(
      legal(s).some((a) => A.fa(a) === csa(21) && A.opOf(a) !== A.OP_DISMISS && A.opOf(a) !== A.OP_DETACH),
    ).toBe(false);
  });

  it('7.1 a player acts with his own cards only (the CSA’s actions listed first, then the USA’s)', () => {
    const s = deployStep('csa');
    command(s, 'csa', 'east', 38, [30]); // Lee with McLaws
    hand(s, 'csa', 21, 41);
    command(s, 'usa', 'east', 9); // I Corps alone, no USA leader in the East
    expect(has(s, A.enc(A.OP_DEPLOY, csa(41), 0))).toBe(true);
    at(s, 'usa', L.PH_DEPLOY);
    expect(sorted(legal(s))).toEqual(sorted([A.enc(A.OP_RAIL_SELECT, usa(9)), A.DONE]));
  });

  it('7.5, 7.51 once the Free Transfer is used, a command attached this step may not detach again', () => {
    const s = deployStep('usa');
    command(s, 'usa', 'east', 56, [9, 24]); // Meade
    command(s, 'usa', 'east', 52, [25]); // Hooker
    command(s, 'usa', 'east', 33);
    play(s, A.enc(A.OP_ATTACH, usa(33), usa(56)));
    expect(has(s, A.enc(A.OP_DETACH, usa(33)))).toBe(true); // it would be the Free Transfer
    play(s, A.enc(A.OP_DETACH, usa(24)));
    play(s, A.enc(A.OP_ATTACH, usa(24), usa(52))); // the Free Transfer
    expect(s[L.H_FREE_XFER]).toBe(1);
    expect(has(s, A.enc(A.OP_DETACH, usa(33)))).toBe(false);
  });

  it('7.7 and 7.8 from the West to the East too', () => {
    const s = deployStep('usa');
    command(s, 'usa', 'west', 66, [25]);
    s[L.C_LOC + usa(7)] = L.LOC_WEST;
    play(s, A.enc(A.OP_RAIL_SELECT, usa(66)));
    play(s, A.enc(A.OP_RAIL, usa(66)));
    play(s, A.enc(A.OP_NAVAL, usa(7)));
    expect([loc(s, usa(66)), loc(s, usa(25)), loc(s, usa(7))]).toEqual([L.LOC_EAST, L.LOC_EAST, L.LOC_EAST]);
  });

  it('7.6 a replacement from the same theater keeps his own state: one moved by rail stays face-down', () => {
    const s = deployStep('usa');
    command(s, 'usa', 'east', 19, [9]);
    command(s, 'usa', 'east', 14, [24]); // Halleck, high-level
    s[L.C_FLAGS + usa(14)] = L.F_FD_COMBAT | L.F_KNOWN;
    play(s, A.enc(A.OP_DISMISS, usa(19), usa(14)));
    expect(flags(s, usa(14))).toBe(L.F_FD_COMBAT | L.F_KNOWN);
  });

  it('Opt 6: a replacement that keeps the restriction is offered', () => {
    const s = deployStep('csa');
    s[L.H_OPT] = L.O_POLITICAL;
    command(s, 'csa', 'east', 38, [7, 30]); // Lee, favored, two cards
    command(s, 'csa', 'east', 32, [47]); // Magruder, one card
    hand(s, 'csa', 8); // J.E. Johnston, disfavored: one card under him is fewer than Lee's two
    expect(has(s, A.enc(A.OP_DISMISS, csa(32), csa(8)))).toBe(true);
  });
});

describe('7.7 and 7.6 at the end of the step', () => {
  it('7.7 a card moved by rail is turned face-down if it attaches to a leader, not if it pairs with cavalry', () => {
    const s = deployStep('usa');
    command(s, 'usa', 'east', 53); // Stoneman, cavalry
    command(s, 'usa', 'east', 9); // I Corps
    command(s, 'usa', 'west', 47); // Wilson, cavalry
    command(s, 'usa', 'west', 66, [25]); // Sherman
    play(s, A.enc(A.OP_RAIL_SELECT, usa(53)));
    play(s, A.enc(A.OP_RAIL, usa(53)));
    expect(has(s, A.enc(A.OP_ATTACH, usa(53), usa(47)))).toBe(true);
    play(s, A.enc(A.OP_ATTACH, usa(53), usa(47)));
    expect(flags(s, usa(53)) & L.F_FD_COMBAT).toBe(0);
    const t = deployStep('usa');
    command(t, 'usa', 'east', 53);
    command(t, 'usa', 'west', 66, [25]);
    play(t, A.enc(A.OP_RAIL_SELECT, usa(53)));
    play(t, A.enc(A.OP_RAIL, usa(53)));
    play(t, A.enc(A.OP_ATTACH, usa(53), usa(66)));
    expect(flags(t, usa(53)) & L.F_FD_COMBAT).toBe(L.F_FD_COMBAT);
    // a card that did not move by rail stays face-up
    command(t, 'usa', 'west', 18);
    play(t, A.enc(A.OP_ATTACH, usa(18), usa(66)));
    expect(flags(t, usa(18)) & L.F_FD_COMBAT).toBe(0);
  });

  it('7.7 an EASTERN THEATER ONLY card under a subordinate, or alone, keeps its command in the East', () => {
    const s = deployStep('usa');
    command(s, 'usa', 'east', 19, [9], [[56, [16]]]);
    command(s, 'usa', 'east', 52, [25]);
    expect(ops(s, A.OP_RAIL_SELECT)).toEqual([A.enc(A.OP_RAIL_SELECT, usa(52))]);
    const t = deployStep('usa');
    command(t, 'usa', 'east', 16); // VIII Corps alone (CC16)
    expect(ops(t, A.OP_RAIL_SELECT)).toEqual([]);
  });

  it('7.6 FORCED DISMISSAL: a commander whose only card is a subordinate with no cards goes too', () => {
    const s = deployStep('usa');
    command(s, 'usa', 'east', 19, [], [[56, []]]); // Grant over Meade, no units
    command(s, 'usa', 'east', 52, [25]);
    play(s, A.DONE);
    expect([loc(s, usa(56)), loc(s, usa(19)), loc(s, usa(52))]).toEqual([
      L.LOC_CADRE,
      L.LOC_CADRE,
      L.LOC_EAST,
    ]);
  });

  it('reading read-4.6-leaderless: a leader left with no cards is sacked, a disfavored one leaves the game', () => {
    const s = deployStep('usa');
    command(s, 'usa', 'east', 8); // McDowell, Political Disfavor
    command(s, 'usa', 'east', 56);
    s[L.H_OPT] = L.O_ALWAYS_SACKED;
    endDeployStep(c, s, L.USA);
    expect([loc(s, usa(8)), loc(s, usa(56))]).toEqual([L.LOC_REMOVED, L.LOC_CADRE]);
    const t = deployStep('usa');
    command(t, 'usa', 'east', 8);
    endDeployStep(c, t, L.USA); // 7.6 FORCED DISMISSAL: to cadre
    expect(loc(t, usa(8))).toBe(L.LOC_CADRE);
  });
});

describe('7.8 how long a squadron’s move counts', () => {
  it('once in a step: it may move again in the next Deploy/Move Step', () => {
    const s = deployStep('usa');
    s[L.C_LOC + usa(5)] = L.LOC_EAST;
    play(s, A.enc(A.OP_NAVAL, usa(5)));
    endDeployStep(c, s, L.USA);
    expect(flags(s, usa(5)) & L.F_NAVAL_MOVED).toBe(0);
  });

  it('reading read-7.8-naval-moves once a turn: the move counts until the next turn', () => {
    const s = deployStep('usa');
    s[L.H_OPT] = L.O_NAVAL_ONCE_TURN;
    s[L.C_LOC + usa(5)] = L.LOC_EAST;
    play(s, A.enc(A.OP_NAVAL, usa(5)));
    endDeployStep(c, s, L.USA);
    expect(flags(s, usa(5)) & L.F_NAVAL_MOVED).toBe(L.F_NAVAL_MOVED);
  });

  it('four players: the move counts for both sub-steps of the Deploy/Move Step', () => {
    const s = deployStep('usa');
    s[L.H_PLAYERS] = 4;
    s[L.H_SEAT_SUB] = 0;
    s[L.C_LOC + usa(5)] = L.LOC_EAST;
    play(s, A.enc(A.OP_NAVAL, usa(5)));
    endDeployStep(c, s, L.USA); // the end of the Eastern player's sub-step
    expect(flags(s, usa(5)) & L.F_NAVAL_MOVED).toBe(L.F_NAVAL_MOVED);
    s[L.H_SEAT_SUB] = 1;
    expect(has(s, A.enc(A.OP_NAVAL, usa(5)))).toBe(false);
    endDeployStep(c, s, L.USA); // the end of the whole step
    expect(flags(s, usa(5)) & L.F_NAVAL_MOVED).toBe(0);
  });
});

describe('Opt 5 the Trans-Mississippi', () => {
  /**
   * CSA Deploy/Move Step with Opt 5: Kirby Smith in hand, Price commanding Cheatham (13) in the West, Early
   * (2/1) commanding the Stonewall Division (9) in the East, Longstreet (1/2) in hand.
   */
  function transMiss(): S {
    const s = deployStep('csa');
    s[L.H_OPT] = L.O_TRANS_MISS;
    hand(s, 'csa', 39, 41);
    command(s, 'csa', 'west', 43, [13]);
    command(s, 'csa', 'east', 63, [9]);
    return s;
  }
  const sent = (s: S): number[] => ops(s, A.OP_TRANSMISS);

  it('two leaders of initiative 2/2 and an undepleted division leave the game, once', () => {
    const s = transMiss();
    expect(sent(s)).toEqual(
      sorted([
        A.enc(A.OP_TRANSMISS, csa(39), csa(43), csa(13)),
        A.enc(A.OP_TRANSMISS, csa(39), csa(43), csa(9)),
      ]),
    );
    s[L.C_STEPS + csa(9)] = c.steps[csa(9)]! - 1; // depleted
    expect(sent(s)).toEqual([A.enc(A.OP_TRANSMISS, csa(39), csa(43), csa(13))]);
    s[L.C_LOC + csa(12)] = L.LOC_WEST; // Pillow, under Price too
    s[L.C_PARENT + csa(12)] = csa(43);
    play(s, A.enc(A.OP_TRANSMISS, csa(39), csa(43), csa(13)));
    expect([loc(s, csa(12)), s[L.C_PARENT + csa(12)]]).toEqual([L.LOC_WEST, -1]); // left behind on his own
    expect([loc(s, csa(39)), loc(s, csa(43)), loc(s, csa(13))]).toEqual([
      L.LOC_TRANSMISS,
      L.LOC_TRANSMISS,
      L.LOC_TRANSMISS,
    ]);
    expect(s[L.H_FLAGS]! & L.GF_TRANSMISS).toBe(L.GF_TRANSMISS);
    hand(s, 'csa', 39, 43, 13);
    expect(sent(s)).toEqual([]);
  });

  it('a cavalry unit of initiative 2/2 (JEB Stuart) is not a leader', () => {
    const s = transMiss();
    s[L.C_LOC + csa(43)] = L.LOC_REMOVED; // Price gone: Kirby Smith is the only 2/2 leader
    s[L.C_PARENT + csa(13)] = -1;
    hand(s, 'csa', 45);
    expect(sent(s)).toEqual([]);
  });

  it('one leader (not both) may come from cadre, face-up only', () => {
    const s = transMiss();
    s[L.C_LOC + csa(39)] = L.LOC_CADRE;
    expect(sent(s)).toEqual(
      sorted([
        A.enc(A.OP_TRANSMISS, csa(39), csa(43), csa(13)),
        A.enc(A.OP_TRANSMISS, csa(39), csa(43), csa(9)),
      ]),
    );
    s[L.C_FLAGS + csa(39)] = L.F_CADRE_DOWN;
    expect(sent(s)).toEqual([]);
    s[L.C_FLAGS + csa(39)] = 0;
    s[L.C_LOC + csa(39)] = L.LOC_HAND;
    s[L.C_LOC + csa(43)] = L.LOC_CADRE;
    s[L.C_LOC + csa(13)] = L.LOC_HAND;
    expect(sent(s).length).toBe(2); // Price from cadre, Kirby Smith from hand
    s[L.C_LOC + csa(39)] = L.LOC_CADRE;
    s[L.C_LOC + csa(13)] = L.LOC_HAND;
    expect(sent(s)).toEqual([]);
  });

  it('only while the USA does not control the Mississippi, only in the Deploy/Move Step, only with the option', () => {
    const s = transMiss();
    maps(s, { C: 'pro-usa', F: 'usa', G: 'usa', H: 'usa', I: 'usa', J: 'usa', K: 'usa' });
    for (const x of c.mississippiCities) setCtrl(s, x, L.USA);
    s[L.C_LOC + usa(7)] = L.LOC_EAST;
    expect(sent(s).length).toBe(2); // no squadron in the West: the USA does not control it (7.8)
    s[L.C_LOC + usa(7)] = L.LOC_WEST;
    expect(sent(s)).toEqual([]);
    setCtrl(s, c.mississippiCities[0]!, L.CSA);
    expect(sent(s).length).toBe(2);
    at(s, 'csa', L.PH_REORG);
    expect(sent(s)).toEqual([]);
    at(s, 'usa', L.PH_DEPLOY); // the CSA sends them, never the USA
    expect(sent(s)).toEqual([]);
    at(s, 'csa', L.PH_DEPLOY);
    s[L.H_OPT] = 0;
    expect(sent(s)).toEqual([]);
  });
});
