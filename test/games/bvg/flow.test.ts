/**
 * The turn sequence (5) on constructed positions: who moves in each step, the start and the end of a
 * player turn (5.1, 5.2, the per-turn markers, CC13, CC41, CC40, CC58, Opt 2, Opt 12, 17.4) and the
 * Reorganization offer after combat (12). src/games/bvg/flow.ts.
 */
import { describe, expect, it } from 'vitest';
import { tied, tiePort } from '../../../src/games/bvg/combat-attack.js';
import { advance, beginPlayerTurn, legalActions } from '../../../src/games/bvg/flow.js';
import { DIE_GAP_AGAIN, dieFor } from '../../../src/games/bvg/state.js';
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
  own,
  play,
  type S,
  START_MAPS,
  usa,
} from './fixture.js';

const ctrl = (s: S, x: number): number => s[L.CITY + x]! - 1;

/** Both sides on the board, `side` in its Regroup Step (its last decision of the turn). */
function regroup(side: 'usa' | 'csa'): S {
  const s = empty();
  maps(s, START_MAPS);
  command(s, 'usa', 'east', 19, [9]);
  command(s, 'csa', 'east', 1, [20]);
  at(s, side, L.PH_REGROUP);
  s[L.H_PTURNS] = 3;
  s[L.CH_TURN] = 2;
  return s;
}

describe('5.1, 5.2 the USA player turn, then the CSA one; a game turn begins with the USA', () => {
  it('the end of the USA turn begins the CSA Draw/Replace Step in the same game turn', () => {
    const s = regroup('usa');
    play(s, A.DONE);
    expect([s[L.H_SIDE], s[L.H_PHASE], s[L.CH_TURN], s[L.H_PTURNS]]).toEqual([L.CSA, L.PH_DRAW, 2, 4]);
    expect(bvg.toMove(s)).toBe(L.CSA);
    expect(s[L.H_TURN_FLAGS]).toBe(0);
  });

  it('the end of the CSA turn begins the next game turn with the USA', () => {
    const s = regroup('csa');
    play(s, A.DONE);
    expect([s[L.H_SIDE], s[L.H_PHASE], s[L.CH_TURN], s[L.H_PTURNS]]).toEqual([L.USA, L.PH_DRAW, 3, 4]);
  });

  it("the game's first player turn is game turn 1 even when the USA plays it", () => {
    const s = regroup('csa');
    s[L.H_PTURNS] = 0;
    s[L.CH_TURN] = 1;
    beginPlayerTurn(c, s, L.USA, false);
    expect([s[L.CH_TURN], s[L.H_PTURNS], s[L.H_SIDE]]).toEqual([1, 1, L.USA]);
  });

  it('a free turn may not attack (CC40, 17.3)', () => {
    const s = regroup('csa');
    beginPlayerTurn(c, s, L.CSA, true);
    expect(s[L.H_TURN_FLAGS]).toBe(L.TF_FREE_TURN | L.TF_NO_ATTACK);
    expect(s[L.H_SEAT_SUB]).toBe(0);
  });
});

describe('5.1 the markers of a player turn last that turn only', () => {
  it('attacked, defended, railed and naval-moved marks and the defence counts are cleared', () => {
    const s = regroup('usa');
    const marks = L.F_ATTACKED | L.F_DEFENDED | L.F_RAILED | L.F_NAVAL_MOVED;
    for (const k of [usa(19), usa(9), csa(1), csa(20)]) {
      s[L.C_FLAGS + k] = marks;
      s[L.C_DEF0 + k] = 2;
      s[L.C_DEF1 + k] = 1;
    }
    play(s, A.DONE);
    for (const k of [usa(19), usa(9), csa(1), csa(20)])
      expect([s[L.C_FLAGS + k]! & marks, s[L.C_DEF0 + k], s[L.C_DEF1 + k]]).toEqual([0, 0, 0]);
  });

  it('CC13: a card locked in hand is playable again from the next turn of its own side only', () => {
    const s = regroup('usa');
    s[L.C_LOC + usa(30)] = L.LOC_HAND;
    s[L.C_LOC + csa(30)] = L.LOC_HAND;
    s[L.C_FLAGS + usa(30)] = L.F_HAND_LOCK;
    s[L.C_FLAGS + csa(30)] = L.F_HAND_LOCK;
    play(s, A.DONE); // the CSA turn begins
    expect(s[L.C_FLAGS + usa(30)]! & L.F_HAND_LOCK).toBe(L.F_HAND_LOCK);
    expect(s[L.C_FLAGS + csa(30)]! & L.F_HAND_LOCK).toBe(0);
  });
});

describe('Opt 12 a bridgehead restriction lasts for the following enemy turn only', () => {
  // F_BR_ATT is made in a CSA turn (a USA defence supplied by sea), F_BR_DEF and F_BR_NODEF in a USA turn (its attack)
  const madeIn = { F_BR_ATT: 'csa', F_BR_DEF: 'usa', F_BR_NODEF: 'usa' } as const;
  for (const flag of ['F_BR_ATT', 'F_BR_DEF', 'F_BR_NODEF'] as const) {
    it(`${flag}: kept through the next turn, gone at the start of the one after`, () => {
      const s = regroup(madeIn[flag]);
      const k = usa(19);
      const port = city('norfolk');
      s[L.C_FLAGS + k] = L[flag];
      s[L.C_BRIDGE + k] = tied(0, L[flag], port);
      const [next, after] = madeIn[flag] === 'usa' ? [L.CSA, L.USA] : [L.USA, L.CSA];
      beginPlayerTurn(c, s, next, false);
      const kept = [s[L.C_FLAGS + k]! & L[flag], tiePort(s[L.C_BRIDGE + k]!, L[flag])];
      expect(kept).toEqual([L[flag], port]);
      beginPlayerTurn(c, s, after, false);
      expect([s[L.C_FLAGS + k]! & L[flag], s[L.C_BRIDGE + k]]).toEqual([0, 0]);
    });
  }

  it('CC40 free CSA turn: a tie made in the CSA turn before it waits for the USA turn; one for the CSA turn ends', () => {
    const s = regroup('csa');
    const k = usa(19);
    const [pickens, norfolk] = [city('ft-pickens'), city('norfolk')];
    // tied by its attack from Ft Pickens for this CSA turn, then by a defence supplied through Norfolk in it
    s[L.C_FLAGS + k] = L.F_BR_DEF | L.F_BR_ATT;
    s[L.C_BRIDGE + k] = tied(tied(0, L.F_BR_DEF, pickens), L.F_BR_ATT, norfolk);
    const ties = (): number[] => [
      s[L.C_FLAGS + k]! & (L.F_BR_ATT | L.F_BR_DEF),
      tiePort(s[L.C_BRIDGE + k]!, L.F_BR_ATT),
      tiePort(s[L.C_BRIDGE + k]!, L.F_BR_DEF),
    ];
    beginPlayerTurn(c, s, L.CSA, true); // the free CSA turn
    expect(ties()).toEqual([L.F_BR_ATT, norfolk, -1]);
    beginPlayerTurn(c, s, L.USA, false);
    expect(ties()).toEqual([L.F_BR_ATT, norfolk, -1]);
    beginPlayerTurn(c, s, L.CSA, false);
    expect(ties()).toEqual([0, -1, -1]);
  });

  it('the cities connected to a bridgehead port are recorded at the start of the turn, and only then', () => {
    const s = regroup('csa');
    const span = 2 * L.CITY_CAP;
    s.fill(7, L.BR_CONN, L.BR_CONN + span);
    beginPlayerTurn(c, s, L.USA, false);
    expect(Array.from(s.subarray(L.BR_CONN, L.BR_CONN + span)).every((v) => v === 0)).toBe(true);
    const k = usa(19);
    s[L.C_FLAGS + k] = L.F_BR_ATT;
    s[L.C_BRIDGE + k] = tied(0, L.F_BR_ATT, city('norfolk'));
    beginPlayerTurn(c, s, L.USA, false);
    expect(Array.from(s.subarray(L.BR_CONN, L.BR_CONN + span)).some((v) => v !== 0)).toBe(true);
  });
});

describe('first-turn and next-turn rules at the start of a player turn', () => {
  it('Historical Scenario: the USA plays no cards and must attack; then the CSA may not attack, once', () => {
    const s = regroup('csa');
    s[L.H_FLAGS] = L.GF_HIST_FIRST;
    beginPlayerTurn(c, s, L.USA, false);
    expect(s[L.H_TURN_FLAGS]).toBe(L.TF_NO_CARDS | L.TF_MUST_ATTACK);
    expect(s[L.H_FLAGS]! & L.GF_HIST_FIRST).toBe(L.GF_HIST_FIRST);
    beginPlayerTurn(c, s, L.CSA, false);
    expect(s[L.H_TURN_FLAGS]).toBe(L.TF_NO_ATTACK);
    expect(s[L.H_FLAGS]! & L.GF_HIST_FIRST).toBe(0);
    beginPlayerTurn(c, s, L.USA, false);
    expect(s[L.H_TURN_FLAGS]).toBe(0);
  });

  it('CC41 Special Orders 191: the +1 applies in the next USA turn, not in a CSA one', () => {
    const s = regroup('usa');
    s[L.H_FLAGS] = L.GF_SO191_NEXT;
    beginPlayerTurn(c, s, L.CSA, false);
    expect([s[L.H_TURN_FLAGS], s[L.H_FLAGS]! & L.GF_SO191_NEXT]).toEqual([0, L.GF_SO191_NEXT]);
    beginPlayerTurn(c, s, L.USA, false);
    expect([s[L.H_TURN_FLAGS], s[L.H_FLAGS]! & L.GF_SO191_NEXT]).toEqual([L.TF_SO191, 0]);
  });

  it("Opt 2: the second Cumberland Gap roll at the start of the attacker's next turn, 1-3 USA, 4-6 CSA", () => {
    const gap = c.cities.gap;
    const seen = new Set<number>();
    for (let turn = 1; turn <= 40 && seen.size < 6; turn++) {
      const s = regroup('usa');
      s[L.CH_TURN] = turn;
      s[L.H_GAP_REROLL] = L.CSA;
      beginPlayerTurn(c, s, L.USA, false); // not the attacker's turn: no roll
      expect(s[L.H_GAP_REROLL]).toBe(L.CSA);
      beginPlayerTurn(c, s, L.CSA, false);
      const d = dieFor(s, L.CSA, DIE_GAP_AGAIN, gap);
      seen.add(d);
      expect(s[L.H_GAP_REROLL]).toBe(-1);
      expect(ctrl(s, gap)).toBe(d <= 3 ? L.USA : L.CSA);
    }
    expect(seen.has(3) && seen.has(4)).toBe(true);
  });
});

describe('the end of a player turn', () => {
  it('CC58: a Reserve Corps played in the opponent turn is discarded at the end of that turn', () => {
    const s = regroup('csa');
    const reserve = usa(58);
    command(s, 'usa', 'east', 58);
    s[L.C_FLAGS + reserve] = L.F_OPP_TURN;
    play(s, A.DONE);
    expect(s[L.C_LOC + reserve]).not.toBe(L.LOC_EAST);
    expect(s[L.C_FLAGS + reserve]! & L.F_OPP_TURN).toBe(0);
  });

  it('CC58: one played in its own turn, or any other card so marked, stays', () => {
    const s = regroup('csa');
    command(s, 'usa', 'west', 58);
    s[L.C_FLAGS + usa(19)] = L.F_OPP_TURN;
    play(s, A.DONE);
    expect(s[L.C_LOC + usa(58)]).toBe(L.LOC_WEST);
    expect(s[L.C_LOC + usa(19)]).toBe(L.LOC_EAST);
    expect(s[L.C_FLAGS + usa(19)]! & L.F_OPP_TURN).toBe(0);
  });

  it('CC58: a Reserve Corps in the West played in the opponent turn is discarded too', () => {
    const s = regroup('csa');
    command(s, 'usa', 'west', 58);
    s[L.C_FLAGS + usa(58)] = L.F_OPP_TURN;
    play(s, A.DONE);
    expect(s[L.C_LOC + usa(58)]).not.toBe(L.LOC_WEST);
  });

  it('17.4: the turns left count down, and the game ends after the last one', () => {
    const s = regroup('csa');
    s[L.H_END_LEFT] = 1;
    play(s, A.DONE);
    expect([s[L.H_SIDE], s[L.H_PHASE], s[L.H_END_LEFT]]).toEqual([L.USA, L.PH_DRAW, 0]);
    expect(bvg.isTerminal(s)).toBe(false);
    const t = regroup('usa');
    t[L.H_END_LEFT] = 0;
    play(t, A.DONE);
    expect(bvg.isTerminal(t)).toBe(true);
    expect(t[L.H_PHASE]).toBe(L.PH_OVER);
    const u = regroup('usa');
    play(u, A.DONE); // no end announced (-1): the game goes on
    expect([bvg.isTerminal(u), u[L.H_END_LEFT]]).toEqual([false, -1]);
  });

  it('CC40 Copperheads: after the CSA turn the CSA plays a free turn, once', () => {
    const s = regroup('csa');
    s[L.H_FLAGS] = L.GF_COPPERHEADS;
    play(s, A.DONE);
    expect([s[L.H_SIDE], s[L.H_PHASE]]).toEqual([L.CSA, L.PH_DRAW]);
    expect(s[L.H_TURN_FLAGS]! & (L.TF_FREE_TURN | L.TF_NO_ATTACK)).toBe(L.TF_FREE_TURN | L.TF_NO_ATTACK);
    expect(s[L.H_FLAGS]! & L.GF_COPPERHEADS).toBe(0);
  });

  it('CC40 Copperheads waits for the end of a CSA turn', () => {
    const s = regroup('usa');
    s[L.H_FLAGS] = L.GF_COPPERHEADS;
    play(s, A.DONE);
    expect([s[L.H_SIDE], s[L.H_TURN_FLAGS]! & L.TF_FREE_TURN]).toEqual([L.CSA, 0]);
    expect(s[L.H_FLAGS]! & L.GF_COPPERHEADS).toBe(L.GF_COPPERHEADS);
  });
});

describe('12 Reorganization: only in a turn without attack or raid, for one supply point', () => {
  /** The USA Combat Step, nothing attacked yet. */
  function combat(): S {
    const s = regroup('usa');
    at(s, 'usa', L.PH_COMBAT);
    return s;
  }

  it('ending a Combat Step without attack offers it; taking it costs one supply point', () => {
    const s = combat();
    play(s, A.DONE);
    expect(s[L.H_PHASE]).toBe(L.PH_REORG_OFFER);
    expect(legal(s)).toEqual([A.enc(A.OP_YES), A.DONE]);
    play(s, A.enc(A.OP_YES));
    expect([s[L.H_PHASE], s[L.H_SUPPLY + L.USA], s[L.H_SUPPLY + L.CSA]]).toEqual([L.PH_REORG, 4, 5]);
    expect(s[L.H_TURN_FLAGS]! & L.TF_REORG).toBe(L.TF_REORG);
  });

  it('declining it goes on to the Regroup Step at no cost', () => {
    const s = combat();
    play(s, A.DONE);
    play(s, A.DONE);
    expect([s[L.H_PHASE], s[L.H_SUPPLY + L.USA], s[L.H_TURN_FLAGS]! & L.TF_REORG]).toEqual([
      L.PH_REGROUP,
      5,
      0,
    ]);
  });

  it('the CSA: the offer reads the CSA supply points, and taking it costs one of them', () => {
    const s = regroup('csa');
    at(s, 'csa', L.PH_COMBAT);
    s[L.H_SUPPLY + L.USA] = 0;
    play(s, A.DONE);
    expect(s[L.H_PHASE]).toBe(L.PH_REORG_OFFER);
    play(s, A.enc(A.OP_YES));
    expect([s[L.H_PHASE], s[L.H_SUPPLY + L.USA], s[L.H_SUPPLY + L.CSA]]).toEqual([L.PH_REORG, 0, 4]);
    const poor = regroup('csa');
    at(poor, 'csa', L.PH_COMBAT);
    poor[L.H_SUPPLY + L.CSA] = 0; // the USA's 5 are not his
    play(poor, A.DONE);
    expect(poor[L.H_PHASE]).toBe(L.PH_REGROUP);
  });

  for (const [why, set] of [
    ['an attack', (s: S) => (s[L.H_TURN_FLAGS] = L.TF_ATTACKED)],
    ['a raid', (s: S) => (s[L.H_TURN_FLAGS] = L.TF_RAIDED)],
    ['no supply point', (s: S) => (s[L.H_SUPPLY + L.USA] = 0)],
  ] as const)
    it(`not offered after ${why}`, () => {
      const s = combat();
      set(s);
      play(s, A.DONE);
      expect(s[L.H_PHASE]).toBe(L.PH_REGROUP);
    });
});

describe('5 who decides in each step', () => {
  it('the defender declares, defends and answers raids; reserves alternate; losses and picks by the picking side', () => {
    const s = regroup('usa');
    for (const ph of [L.PH_PORT_DECL, L.PH_DEFEND, L.PH_RAID_DEF]) {
      s[L.H_PHASE] = ph;
      expect(bvg.toMove(s)).toBe(L.CSA);
    }
    s[L.H_PHASE] = L.PH_RESERVE;
    s[L.B_TURN] = L.CSA;
    expect(bvg.toMove(s)).toBe(L.CSA);
    s[L.B_TURN] = L.USA;
    expect(bvg.toMove(s)).toBe(L.USA);
    s[L.H_PICK_SIDE] = L.CSA;
    for (const ph of [L.PH_EXCESS, L.PH_LOSS, L.PH_LEADER, L.PH_POST, L.PH_PICK]) {
      s[L.H_PHASE] = ph;
      expect(bvg.toMove(s)).toBe(L.CSA);
    }
    for (const ph of [L.PH_DRAW, L.PH_DEPLOY, L.PH_COMBAT, L.PH_RAID_ATT, L.PH_REGROUP, L.PH_REORG_OFFER]) {
      s[L.H_PHASE] = ph;
      expect(bvg.toMove(s)).toBe(L.USA);
    }
  });

  it('the Sea/port declaration is a yes or a no', () => {
    const s = regroup('usa');
    s[L.H_PHASE] = L.PH_PORT_DECL;
    expect(legal(s)).toEqual([A.enc(A.OP_SEA, 1), A.enc(A.OP_SEA, 0)]);
  });

  it('a game over has no decision', () => {
    const s = regroup('usa');
    s[L.CH_TERMINAL] = 1;
    advance(c, s);
    expect(s[L.H_PHASE]).toBe(L.PH_OVER);
    expect(legal(s)).toEqual([]);
    expect(legalActions(c, s, new Int32Array(8))).toBe(0); // the step list itself has none either
  });
});

describe('four-player rules 3, 6: the theater picks the player', () => {
  const seat = (s: S): number => bvg.seatToMove!(s);
  function four(): S {
    const s = regroup('usa');
    s[L.H_PLAYERS] = 4;
    return s;
  }

  it('the defence of a Western city is the Western player’s, of an Eastern one the Eastern player’s', () => {
    const s = four();
    s[L.H_PHASE] = L.PH_DEFEND;
    s[L.B_TGT] = city('nashville');
    expect(seat(s)).toBe(L.CSA * 2 + 1);
    s[L.B_TGT] = city('richmond');
    expect(seat(s)).toBe(L.CSA * 2);
  });

  it('CC21: in the Jackson window the defending command’s theater decides', () => {
    const s = four();
    s[L.H_PHASE] = L.PH_DEFEND;
    s[L.B_TGT] = city('richmond');
    s[L.B_FLAGS] = L.BF_JACKSON_WINDOW;
    s[L.B_DEF] = csa(1);
    s[L.C_LOC + csa(1)] = L.LOC_WEST;
    expect(seat(s)).toBe(L.CSA * 2 + 1);
    s[L.C_LOC + csa(1)] = L.LOC_EAST;
    expect(seat(s)).toBe(L.CSA * 2);
  });

  it('losses, reserves and leader losses: the player of the own command’s theater', () => {
    const s = four();
    s[L.B_ATT_SIDE] = L.USA;
    s[L.B_ATT] = usa(19);
    s[L.B_DEF] = csa(1);
    s[L.C_LOC + usa(19)] = L.LOC_WEST;
    for (const ph of [L.PH_EXCESS, L.PH_LOSS, L.PH_LEADER]) {
      s[L.H_PHASE] = ph;
      s[L.H_PICK_SIDE] = L.USA;
      expect(seat(s)).toBe(L.USA * 2 + 1);
      s[L.H_PICK_SIDE] = L.CSA;
      expect(seat(s)).toBe(L.CSA * 2);
    }
    s[L.H_PHASE] = L.PH_RESERVE;
    s[L.B_TURN] = L.USA;
    expect(seat(s)).toBe(L.USA * 2 + 1);
    s[L.B_DEF] = -1; // no defending command
    s[L.H_PHASE] = L.PH_LOSS;
    s[L.H_PICK_SIDE] = L.CSA;
    expect(seat(s)).toBe(L.CSA * 2);
  });

  it('10.3 raids: the Eastern player raids, in his Combat Step only (not in the Western sub-step)', () => {
    const s = empty();
    maps(s, START_MAPS);
    command(s, 'usa', 'east', 54); // a free cavalry unit
    at(s, 'usa', L.PH_DEPLOY);
    play(s, A.DONE); // the Combat Step: free cavalry are marked now
    const RAID = A.enc(A.OP_RAID);
    expect(has(s, RAID)).toBe(true);
    s[L.H_PLAYERS] = 4;
    expect(has(s, RAID)).toBe(true);
    s[L.H_SEAT_SUB] = 1;
    expect(has(s, RAID)).toBe(false);
    s[L.H_PLAYERS] = 2; // two players: no sub-step, the one player raids
    expect(has(s, RAID)).toBe(true);
  });

  it('draws and raids are the Eastern player’s; two players have one seat each', () => {
    const s = four();
    s[L.H_SEAT_SUB] = 1;
    for (const ph of [L.PH_DRAW, L.PH_REGROUP]) {
      s[L.H_PHASE] = ph;
      expect(seat(s)).toBe(L.USA * 2);
    }
    s[L.H_PHASE] = L.PH_COMBAT;
    expect(seat(s)).toBe(L.USA * 2 + 1);
    s[L.H_PLAYERS] = 2;
    expect(seat(s)).toBe(L.USA);
    expect(has(s, A.DONE)).toBe(true);
  });
});

describe('7.2, 8.2, 11.7 the steps of a turn begin and end where the rules say', () => {
  it('7.2: the CSA Deploy/Move Step begins with every playable map card played for him; the USA chooses', () => {
    const s = regroup('csa');
    at(s, 'csa', L.PH_DRAW);
    hand(s, 'csa', 31); // Map Card C fits the start map
    play(s, A.DONE);
    expect([s[L.H_PHASE], s[L.C_LOC + csa(31)]]).toEqual([L.PH_DEPLOY, L.LOC_MAP]);
    const t = regroup('usa');
    at(t, 'usa', L.PH_DRAW);
    hand(t, 'usa', 45); // Map Card G fits too, but the USA plays it only if he wants
    hand(t, 'csa', 31); // and the CSA plays his only in his own Deploy/Move Step
    play(t, A.DONE);
    expect([t[L.H_PHASE], t[L.C_LOC + usa(45)], t[L.C_LOC + csa(31)]]).toEqual([
      L.PH_DEPLOY,
      L.LOC_HAND,
      L.LOC_HAND,
    ]);
  });

  /** Meade (USA) in Washington can attack Magruder's Manassas; the USA Combat Step. */
  function meade(): S {
    const s = regroup('usa');
    command(s, 'usa', 'east', 56, [24]);
    command(s, 'csa', 'east', 32, [7]);
    at(s, 'usa', L.PH_COMBAT);
    return s;
  }

  it('Historical first turn: the USA may not end its Combat Step without an attack while one is possible', () => {
    const s = meade();
    s[L.H_TURN_FLAGS] = L.TF_MUST_ATTACK;
    expect(legal(s).some((a) => A.opOf(a) === A.OP_ATTACK)).toBe(true);
    expect(has(s, A.DONE)).toBe(false);
    s[L.H_TURN_FLAGS] = L.TF_MUST_ATTACK | L.TF_ATTACKED;
    expect(has(s, A.DONE)).toBe(true);
    const poor = meade();
    poor[L.H_TURN_FLAGS] = L.TF_MUST_ATTACK;
    poor[L.H_SUPPLY + L.USA] = 0; // 8.2 no supply point: no attack possible
    expect(legal(poor).some((a) => A.opOf(a) === A.OP_ATTACK)).toBe(false);
    expect(has(poor, A.DONE)).toBe(true);
  });

  it('11.7: after the sea declaration the CSA names the attacker, or the attack fizzles back to his Combat Step', () => {
    const s = regroup('csa');
    at(s, 'csa', L.PH_PORT_DECL);
    expect(bvg.toMove(s)).toBe(L.USA);
    play(s, A.enc(A.OP_SEA, 1));
    expect([s[L.H_PHASE], bvg.toMove(s)]).toEqual([L.PH_PICK_ATTACKER, L.CSA]);
    expect(has(s, A.DONE)).toBe(true);
    play(s, A.DONE);
    expect([s[L.H_PHASE], bvg.toMove(s)]).toEqual([L.PH_COMBAT, L.CSA]);
  });
});

describe('8.7, 8.8 automatic surrender (and 18.4 victory) are checked once the battle is over', () => {
  /** The CSA attacks the neutral Cumberland Gap; the USA places his token on it (3.27), no USA city near. */
  function tokenOnGap(): S {
    const s = regroup('csa');
    own(s, 'usa', 'cumberland-gap');
    expect(s[L.H_DIRTY]).toBe(1);
    return s;
  }
  const battle = [
    'PH_PORT_DECL',
    'PH_PICK_ATTACKER',
    'PH_DEFEND',
    'PH_RESERVE',
    'PH_EXCESS',
    'PH_LEADER',
  ] as const;

  for (const ph of battle)
    it(`not while the battle is fought (${ph}): the token stays until the battle ends`, () => {
      const s = tokenOnGap();
      s[L.H_PHASE] = L[ph];
      advance(c, s);
      expect(ctrl(s, c.cities.gap)).toBe(L.USA);
      expect(s[L.H_DIRTY]).toBe(1);
    });

  it('not while a loss is being chosen (PH_LOSS, the defender to pick one of two units)', () => {
    const s = tokenOnGap();
    command(s, 'usa', 'east', 19, [9, 10]);
    for (const k of [usa(19), usa(9), usa(10)]) s[L.C_FLAGS + k] = L.F_IN_BATTLE;
    s[L.B_ATT_SIDE] = L.CSA;
    s[L.B_DEF] = usa(19);
    s[L.H_PICK_SIDE] = L.USA;
    s[L.B_LOSS + L.USA] = 1;
    s[L.H_PHASE] = L.PH_LOSS;
    advance(c, s);
    expect([s[L.H_PHASE], ctrl(s, c.cities.gap), s[L.H_DIRTY]]).toEqual([L.PH_LOSS, L.USA, 1]);
  });

  it('back in the Combat Step the Gap, with no USA city within two moves, surrenders to the CSA', () => {
    const s = tokenOnGap();
    s[L.H_PHASE] = L.PH_COMBAT;
    advance(c, s);
    expect(ctrl(s, c.cities.gap)).toBe(L.CSA);
    expect(s[L.H_DIRTY]).toBe(0);
  });
});
