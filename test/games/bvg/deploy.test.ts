/**
 * The Deploy/Move Step on constructed positions (deploy.ts), played through the game's legal actions:
 * map cards (7.2, 3.28), deployment (7.3 and its theater directives, Opt 1 home theaters), dismissal and
 * replacement (7.6), rail movement (7.7), naval squadrons (7.8) and the end of the step (7.6 FORCED
 * DISMISSAL, 7.51).
 */
import { describe, expect, it } from 'vitest';
import { csaForcedMaps, endDeployStep, playMap } from '../../../src/games/bvg/deploy.js';
import {
  A,
  at,
  c,
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

const loc = (s: S, k: number): number => s[L.C_LOC + k]!;
const flags = (s: S, k: number): number => s[L.C_FLAGS + k]!;
const ops = (s: S, op: number): number[] => legal(s).filter((a) => A.opOf(a) === op);
const LETTER = { C: 2, G: 6, K: 10 };
// USA: Map Card K (64), Map Card G (45), Map Card C (59, 12); McClellan (11, high, WON'T SUBORDINATE),
// Halleck (14, high, West), Grant (19, high), Meade (56, low, East), Hooker (52, low), Sherman (66, high,
// West); corps I (9), XI (15), 24, 25; VIII Corps (16, EASTERN THEATER ONLY), Dept. of Washington (4,
// EASTERN THEATER ONLY); squadrons Porter (5), Foote (7). CSA: Map Card C (31), Jackson (21, East),
// Longstreet (41, both), Kirby Smith (39, West), divisions 7, 9.

/** The start map (A, B, D, E) with `side` to move in its Deploy/Move Step. */
function deployStep(side: 'usa' | 'csa'): S {
  const s = empty();
  maps(s, START_MAPS);
  at(s, side, L.PH_DEPLOY);
  return s;
}

describe('7.2 map cards', () => {
  it('the USA may play a map card only if it fits: Map Card K not before one of G, H or J', () => {
    const s = deployStep('usa');
    hand(s, 'usa', 64, 45);
    expect(has(s, A.enc(A.OP_MAP, usa(64)))).toBe(false);
    expect(has(s, A.enc(A.OP_MAP, usa(45)))).toBe(true);
    play(s, A.enc(A.OP_MAP, usa(45)));
    expect([loc(s, usa(45)), s[L.H_MAPVER + LETTER.G]]).toEqual([L.LOC_MAP, c.mapVersion[usa(45)]]);
    expect(has(s, A.enc(A.OP_MAP, usa(64)))).toBe(true);
  });

  it('the CSA must play every playable map card: it is played for him, never offered', () => {
    const s = deployStep('csa');
    hand(s, 'csa', 31, 62); // Map Card C fits the start map, Map Card K does not
    expect(ops(s, A.OP_MAP)).toEqual([]);
    csaForcedMaps(c, s);
    expect([loc(s, csa(31)), loc(s, csa(62))]).toEqual([L.LOC_MAP, L.LOC_HAND]);
    expect(s[L.H_MAPVER + LETTER.C]).toBe(c.mapVersion[csa(31)]);
    // what the USA may infer: no CSA map card that fits is left in his hand (C is in play now)
    expect(s[L.H_CSA_NOMAP]! & (1 << LETTER.C)).toBe(0);
  });

  it('3.28 the other versions of a played map card in either hand are removed and may be replaced', () => {
    const s = deployStep('usa');
    hand(s, 'usa', 59, 12);
    hand(s, 'csa', 31);
    const before = [s[L.H_REPLACE + L.USA]!, s[L.H_REPLACE + L.CSA]!];
    playMap(c, s, usa(59));
    expect([loc(s, usa(59)), loc(s, usa(12)), loc(s, csa(31))]).toEqual([
      L.LOC_MAP,
      L.LOC_REMOVED,
      L.LOC_REMOVED,
    ]);
    expect([s[L.H_REPLACE + L.USA], s[L.H_REPLACE + L.CSA]]).toEqual([before[0]! + 1, before[1]! + 1]);
  });
});

describe('7.3 deploy, Opt 1 home theaters', () => {
  it('a card from hand forms a new command in either theater; THEATER ONLY cards in their theater', () => {
    const s = deployStep('usa');
    hand(s, 'usa', 9, 16, 5);
    s[L.C_FLAGS + usa(9)] = L.F_KNOWN;
    expect(ops(s, A.OP_DEPLOY).filter((a) => A.fa(a) === usa(9)).length).toBe(2);
    expect([has(s, A.enc(A.OP_DEPLOY, usa(16), 0)), has(s, A.enc(A.OP_DEPLOY, usa(16), 1))]).toEqual([
      true,
      false,
    ]);
    expect(has(s, A.enc(A.OP_DEPLOY, usa(5), 1))).toBe(true); // a naval squadron too
    play(s, A.enc(A.OP_DEPLOY, usa(9), 1));
    expect([loc(s, usa(9)), s[L.C_PARENT + usa(9)], flags(s, usa(9))]).toEqual([L.LOC_WEST, -1, 0]);
  });

  it('Opt 1: a leader deploys only in his home theater unless just taken from cadre', () => {
    const s = deployStep('csa');
    s[L.H_OPT] = L.O_THEATER_DEPLOY;
    hand(s, 'csa', 21, 41, 39);
    const where = (k: number): boolean[] => [0, 1].map((t) => has(s, A.enc(A.OP_DEPLOY, k, t)));
    expect([where(csa(21)), where(csa(41)), where(csa(39))]).toEqual([
      [true, false],
      [true, true],
      [false, true],
    ]);
    s[L.C_FLAGS + csa(21)] = L.F_FROM_CADRE;
    expect(where(csa(21))).toEqual([true, true]);
    play(s, A.enc(A.OP_DEPLOY, csa(21), 1));
    expect([loc(s, csa(21)), s[L.C_PARENT + csa(21)], flags(s, csa(21))]).toEqual([
      L.LOC_WEST,
      -1,
      L.F_FROM_CADRE,
    ]);
    const off = deployStep('csa');
    hand(off, 'csa', 21);
    expect([0, 1].map((t) => has(off, A.enc(A.OP_DEPLOY, csa(21), t)))).toEqual([true, true]);
  });
});

describe('7.6 dismiss a leader', () => {
  /** Grant commanding I Corps and Meade (with 24) in the East; Sherman in the West. */
  function grantsArmy(): S {
    const s = deployStep('usa');
    command(s, 'usa', 'east', 19, [9], [[56, [24]]]);
    command(s, 'usa', 'west', 66, [25]);
    hand(s, 'usa', 52, 14, 11);
    return s;
  }
  const replacements = (s: S, k: number): number[] =>
    ops(s, A.OP_DISMISS)
      .filter((a) => A.fa(a) === k)
      .map((a) => A.fb(a));

  it('a commander with a subordinate is replaced only by a high-level leader, from hand or his theater', () => {
    const s = grantsArmy();
    // not replaced; Halleck or McClellan from hand; not Hooker (low), not Meade, not Sherman (West)
    expect(replacements(s, usa(19)).sort((a, b) => a - b)).toEqual(
      [usa(11), usa(14), A.NONE].sort((a, b) => a - b),
    );
  });

  it('a subordinate may not be replaced by a WON’T SUBORDINATE leader', () => {
    const s = grantsArmy();
    expect(replacements(s, usa(56)).sort((a, b) => a - b)).toEqual(
      [usa(14), usa(19), usa(52), A.NONE].sort((a, b) => a - b),
    );
  });

  it('no replacement from hand when no cards may be played, or for a card returned to hand this turn', () => {
    const s = grantsArmy();
    s[L.C_FLAGS + usa(52)] = L.F_HAND_LOCK;
    expect(replacements(s, usa(56)).sort((a, b) => a - b)).toEqual(
      [usa(14), usa(19), A.NONE].sort((a, b) => a - b),
    );
    s[L.H_TURN_FLAGS] = L.TF_NO_CARDS;
    expect(replacements(s, usa(56)).sort((a, b) => a - b)).toEqual([usa(19), A.NONE].sort((a, b) => a - b));
  });

  it('Opt 1: a replacement from hand must be allowed in that theater', () => {
    const s = grantsArmy();
    s[L.H_OPT] = L.O_THEATER_DEPLOY;
    expect(replacements(s, usa(19))).not.toContain(usa(14)); // Halleck's home is the West
    expect(replacements(s, usa(19))).toContain(usa(11));
  });

  it('the dismissed leader goes face-down to cadre; the replacement leads his units and subcommands', () => {
    const s = grantsArmy();
    s[L.C_FLAGS + usa(14)] = L.F_FROM_CADRE | L.F_KNOWN;
    play(s, A.enc(A.OP_DISMISS, usa(19), usa(14)));
    expect([loc(s, usa(19)), flags(s, usa(19))]).toEqual([L.LOC_CADRE, L.F_CADRE_DOWN]);
    expect([loc(s, usa(14)), s[L.C_PARENT + usa(14)], flags(s, usa(14))]).toEqual([
      L.LOC_EAST,
      -1,
      L.F_FROM_CADRE,
    ]);
    expect([s[L.C_PARENT + usa(9)], s[L.C_PARENT + usa(56)], s[L.C_PARENT + usa(24)]]).toEqual([
      usa(14),
      usa(14),
      usa(56),
    ]);
    // not replaced: a subordinate's units go up to his commander
    const t = grantsArmy();
    play(t, A.enc(A.OP_DISMISS, usa(56), A.NONE));
    expect([loc(t, usa(56)), t[L.C_PARENT + usa(24)]]).toEqual([L.LOC_CADRE, usa(19)]);
  });
});

describe('7.7 rail movement', () => {
  it('one command is selected; it and the cards detached from it move, each once', () => {
    const s = deployStep('usa');
    command(s, 'usa', 'east', 56, [9, 24]);
    command(s, 'usa', 'east', 52, [25]);
    expect(ops(s, A.OP_RAIL_SELECT).sort((a, b) => a - b)).toEqual(
      [A.enc(A.OP_RAIL_SELECT, usa(52)), A.enc(A.OP_RAIL_SELECT, usa(56))].sort((a, b) => a - b),
    );
    expect(ops(s, A.OP_RAIL)).toEqual([]);
    play(s, A.enc(A.OP_RAIL_SELECT, usa(56)));
    expect(s[L.H_RAIL_ROOT]).toBe(usa(56));
    expect(ops(s, A.OP_RAIL_SELECT)).toEqual([]);
    play(s, A.enc(A.OP_DETACH, usa(24)));
    expect(ops(s, A.OP_RAIL).sort((a, b) => a - b)).toEqual(
      [A.enc(A.OP_RAIL, usa(24)), A.enc(A.OP_RAIL, usa(56))].sort((a, b) => a - b),
    );
    play(s, A.enc(A.OP_RAIL, usa(56)));
    expect([loc(s, usa(56)), loc(s, usa(9)), loc(s, usa(24)), loc(s, usa(52))]).toEqual([
      L.LOC_WEST,
      L.LOC_WEST,
      L.LOC_EAST,
      L.LOC_EAST,
    ]);
    expect(flags(s, usa(9)) & L.F_RAILED).toBeTruthy();
    expect(has(s, A.enc(A.OP_RAIL, usa(56)))).toBe(false); // not back again
  });

  it('a command holding an EASTERN THEATER ONLY card never moves West', () => {
    const s = deployStep('usa');
    command(s, 'usa', 'east', 4, [16]);
    command(s, 'usa', 'east', 56, [9]);
    expect(has(s, A.enc(A.OP_RAIL_SELECT, usa(4)))).toBe(false);
    expect(has(s, A.enc(A.OP_RAIL_SELECT, usa(56)))).toBe(true);
  });
});

describe('7.8 naval squadrons (USA only)', () => {
  it('each squadron may change theater, then is inactive until the end of the following Combat Step', () => {
    const s = deployStep('usa');
    for (const n of [5, 7]) s[L.C_LOC + usa(n)] = L.LOC_EAST;
    expect(ops(s, A.OP_NAVAL).sort((a, b) => a - b)).toEqual(
      [A.enc(A.OP_NAVAL, usa(5)), A.enc(A.OP_NAVAL, usa(7))].sort((a, b) => a - b),
    );
    play(s, A.enc(A.OP_NAVAL, usa(5)));
    expect(loc(s, usa(5))).toBe(L.LOC_WEST);
    expect(flags(s, usa(5)) & L.F_FD_COMBAT).toBeTruthy();
    expect(has(s, A.enc(A.OP_NAVAL, usa(5)))).toBe(false);
    expect(has(s, A.enc(A.OP_NAVAL, usa(7)))).toBe(true);
    // a squadron is never part of a command: nothing attaches to it, it attaches to nothing
    command(s, 'usa', 'west', 56, [9]);
    expect(
      legal(s).some((a) => A.opOf(a) === A.OP_ATTACH && (A.fa(a) === usa(5) || A.fb(a) === usa(5))),
    ).toBe(false);
  });

  it('12 in a Reorganization Step a squadron moves once and is not turned face-down', () => {
    const s = deployStep('usa');
    s[L.C_LOC + usa(5)] = L.LOC_EAST;
    at(s, 'usa', L.PH_REORG);
    play(s, A.enc(A.OP_NAVAL, usa(5)));
    expect(loc(s, usa(5))).toBe(L.LOC_WEST);
    expect(flags(s, usa(5)) & L.F_FD_COMBAT).toBe(0);
    expect(has(s, A.enc(A.OP_NAVAL, usa(5)))).toBe(false);
  });
});

describe('the end of the Deploy/Move Step', () => {
  it('7.6 FORCED DISMISSAL, the step’s limits lifted, the rail selection and the Free Transfer reset', () => {
    const s = deployStep('usa');
    command(s, 'usa', 'east', 56, [9]);
    command(s, 'usa', 'east', 52, []);
    s[L.C_FLAGS + usa(9)] = L.F_ATTACHED | L.F_RAILED | L.F_FROM_CADRE | L.F_KNOWN;
    s[L.H_RAIL_ROOT] = usa(56);
    s[L.H_FREE_XFER] = 1;
    endDeployStep(c, s, L.USA);
    expect([loc(s, usa(52)), flags(s, usa(52))]).toEqual([L.LOC_CADRE, L.F_CADRE_DOWN]);
    expect(loc(s, usa(56))).toBe(L.LOC_EAST);
    expect(flags(s, usa(9))).toBe(L.F_KNOWN | (L.F_RAILED & ~L.STEP_FLAGS));
    expect([s[L.H_RAIL_ROOT], s[L.H_FREE_XFER]]).toEqual([-1, 0]);
  });
});
