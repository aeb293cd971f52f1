/**
 * 10.3 Cavalry Raids on constructed positions played through the game object: who may raid or
 * defend (free cavalry, pairs, not in combat, CC49's XVI Corps), once a turn, the supply points
 * destroyed, and the raiders face-down afterwards.
 */
import { describe, expect, it } from 'vitest';
import { A, at, card, command, empty, has, L, legal, maps, play, START_MAPS, type S } from './fixture.js';

const RAID = A.enc(A.OP_RAID);
const add = (side: 'usa' | 'csa', num: number): number => A.enc(A.OP_RAID_ADD, card(side, num));
// USA cavalry cards (strength): 47 (2), 53 (2), 54 (1), 67 (2), 69 (3), 74 (3); 49 is the XVI Corps (4).
// CSA cavalry cards (strength): 44 (3), 45 (3), 48 (2), 51 (2), 68 (2), 75 (2).

/** The USA Combat Step: each listed card a command of its own (free cavalry) unless placed otherwise. */
function combat(usa: number[], csa: number[], setup?: (s: S) => void): S {
  const s = empty();
  maps(s, START_MAPS);
  for (const n of usa) command(s, 'usa', 'east', n);
  for (const n of csa) command(s, 'csa', 'east', n);
  setup?.(s);
  at(s, 'usa', L.PH_DEPLOY);
  play(s, A.DONE); // to the Combat Step: free cavalry are marked now (10.3)
  expect(s[L.H_PHASE]).toBe(L.PH_COMBAT);
  return s;
}

/** Raid with the USA cards, defend with the CSA cards; the CSA supply points left. */
function raid(s: S, usa: number[], csa: number[]): number {
  play(s, RAID);
  for (const n of usa) play(s, add('usa', n));
  play(s, A.DONE);
  // the defender's step is skipped when he has no free cavalry (DONE would be his only choice)
  if (csa.length > 0) expect(s[L.H_PHASE]).toBe(L.PH_RAID_DEF);
  if (s[L.H_PHASE] === L.PH_RAID_DEF) {
    for (const n of csa) play(s, add('csa', n));
    play(s, A.DONE);
  }
  expect(s[L.H_PHASE]).not.toBe(L.PH_RAID_DEF);
  return s[L.H_SUPPLY + L.CSA]!;
}

describe('R10.3 cavalry raid results', () => {
  it('a raider with cavalry against a defender with none destroys one supply point', () => {
    expect(raid(combat([54], []), [54], [])).toBe(4);
  });

  it('a superiority of 4 to 7 destroys one supply point; 3 none, when the defender has cavalry', () => {
    expect(raid(combat([69, 74, 47], [48]), [69, 74, 47], [48])).toBe(4); // 8 - 2 = 6
    expect(raid(combat([69, 74], [48]), [69, 74], [48])).toBe(4); // 6 - 2 = 4
    expect(raid(combat([69, 74], [44]), [69, 74], [44])).toBe(5); // 6 - 3 = 3
  });

  it('a superiority of 8 or more destroys two (the larger result applies, not the sum)', () => {
    expect(raid(combat([69, 74, 47, 53], []), [69, 74, 47, 53], [])).toBe(3); // 10 - 0
    expect(raid(combat([69, 74, 47, 53, 67], [48]), [69, 74, 47, 53, 67], [48])).toBe(3); // 12 - 2
    expect(raid(combat([69, 74, 47, 53, 54], [44]), [69, 74, 47, 53, 54], [44])).toBe(3); // 11 - 3 = 8
    expect(raid(combat([69, 74, 47, 53], [44]), [69, 74, 47, 53], [44])).toBe(4); // 10 - 3 = 7
  });

  it('a defender without free cavalry is not asked: the raid is resolved at the raider’s DONE', () => {
    const s = combat([54], []);
    play(s, RAID);
    play(s, add('usa', 54));
    play(s, A.DONE);
    expect([s[L.H_PHASE], s[L.H_SUPPLY + L.CSA]]).toEqual([L.PH_COMBAT, 4]);
  });

  it('the defender need not commit his cavalry; uncommitted cavalry do not count', () => {
    expect(raid(combat([69], [44]), [69], [])).toBe(4);
  });

  it('supply points do not go below zero', () => {
    const s = combat([69, 74, 47, 53], []);
    s[L.H_SUPPLY + L.CSA] = 1;
    expect(raid(s, [69, 74, 47, 53], [])).toBe(0);
  });

  it('units that raided or defended are face-down until the end of the Combat Step', () => {
    const s = combat([69, 74], [44, 45]);
    raid(s, [69], [44]);
    for (const [side, n] of [
      ['usa', 69],
      ['csa', 44],
    ] as const)
      expect(s[L.C_FLAGS + card(side, n)]! & L.F_FD_COMBAT).toBe(L.F_FD_COMBAT);
    for (const [side, n] of [
      ['usa', 74],
      ['csa', 45],
    ] as const)
      expect(s[L.C_FLAGS + card(side, n)]! & L.FD_ANY).toBe(0);
  });
});

describe('R10.3 raids by the CSA', () => {
  /** The CSA Combat Step with free cavalry on both sides; the CSA raids, the USA defends. */
  function csaRaid(csa: number[], usa: number[], commitUsa: number[]): number {
    const s = empty();
    maps(s, START_MAPS);
    for (const n of usa) command(s, 'usa', 'east', n);
    for (const n of csa) command(s, 'csa', 'east', n);
    at(s, 'csa', L.PH_DEPLOY);
    play(s, A.DONE);
    play(s, RAID);
    for (const n of csa) play(s, add('csa', n));
    play(s, A.DONE);
    if (s[L.H_PHASE] === L.PH_RAID_DEF) {
      for (const n of commitUsa) play(s, add('usa', n));
      play(s, A.DONE);
    }
    expect(s[L.H_SUPPLY + L.CSA]).toBe(5); // the raider loses nothing
    return s[L.H_SUPPLY + L.USA]!;
  }

  it('the same results against the USA supply', () => {
    expect(csaRaid([48], [], [])).toBe(4); // no USA cavalry
    expect(csaRaid([44, 45], [47], [47])).toBe(4); // 6 - 2 = 4
    expect(csaRaid([44, 45], [69], [69])).toBe(5); // 6 - 3 = 3, and the USA defended
    expect(csaRaid([44, 45, 48], [], [])).toBe(3); // 8 - 0
  });
});

describe('R10.3 reading: the results add up (read-10.3-raid=sum)', () => {
  it('an unopposed raid by 4 to 7 destroys 1 + 1, by 8 or more 1 + 2', () => {
    const sum = (usa: number[]): number => {
      const s = combat(usa, [], (t) => (t[L.H_OPT] = t[L.H_OPT]! | L.O_RAID_SUM));
      return raid(s, usa, []);
    };
    expect(sum([69, 74])).toBe(3);
    expect(sum([69, 74, 47, 53])).toBe(2);
    expect(sum([54])).toBe(4); // 1 + 0
  });
});

describe('R10.3 restrictions', () => {
  it('a unit that raided may defend against the enemy raid of the next turn (face-down only until its Combat Step ends)', () => {
    const s = combat([69], [48, 51]);
    raid(s, [69], []);
    // on to the CSA Combat Step: end every step (or take the first choice where ending is not offered)
    for (let i = 0; i < 300 && !(s[L.H_SIDE] === L.CSA && s[L.H_PHASE] === L.PH_COMBAT); i++) {
      const l = legal(s);
      play(s, l.includes(A.DONE) ? A.DONE : l[0]!);
    }
    expect(s[L.H_PHASE]).toBe(L.PH_COMBAT);
    play(s, RAID);
    play(s, add('csa', 48));
    play(s, add('csa', 51));
    play(s, A.DONE);
    expect(legal(s).sort()).toEqual([add('usa', 69), A.DONE].sort());
    play(s, add('usa', 69));
    const before = s[L.H_SUPPLY + L.USA]!;
    play(s, A.DONE);
    expect(s[L.H_SUPPLY + L.USA]).toBe(before); // 4 - 3 = 1: nothing destroyed
  });

  it('only once per turn', () => {
    const s = combat([69, 74], []);
    expect(has(s, RAID)).toBe(true);
    raid(s, [69], []);
    expect(has(s, RAID)).toBe(false);
  });

  it('no raid when the enemy has no supply points', () => {
    const s = combat([69], [], (t) => (t[L.H_SUPPLY + L.CSA] = 0));
    expect(has(s, RAID)).toBe(false);
  });

  it('cavalry attached to a leader at the start of the Combat Step may not raid or defend', () => {
    const s = combat([], [], (t) => {
      command(t, 'usa', 'east', 19, [69]); // a leader with the cavalry attached
      command(t, 'csa', 'east', 6, [44]);
    });
    expect(has(s, RAID)).toBe(false);
    const u = combat([74], [45], (t) => {
      command(t, 'usa', 'east', 19, [69]);
      command(t, 'csa', 'east', 6, [44]);
    });
    play(u, RAID);
    expect(legal(u)).toEqual([add('usa', 74)]); // not yet committed: DONE is not offered either
    play(u, add('usa', 74));
    play(u, A.DONE);
    expect(legal(u).sort()).toEqual([add('csa', 45), A.DONE].sort());
  });

  it('a cavalry unit no longer on the board (sent to cadre in a battle) may not raid', () => {
    const s = combat([69, 74], []);
    s[L.C_LOC + card('usa', 69)] = L.LOC_CADRE;
    play(s, RAID);
    expect(legal(s)).toEqual([add('usa', 74)]);
  });

  it('the strengths of an earlier raid do not carry over', () => {
    const s = combat([69, 74], [48]);
    s[L.B_RAID + L.CSA] = 9; // left over from an earlier raid
    s[L.B_RAID + L.USA] = 9;
    expect(raid(s, [69, 74], [48])).toBe(4); // 6 - 2 = 4
  });

  it('a cavalry pair counts as unattached: both may raid', () => {
    const s = combat([], [], (t) => command(t, 'usa', 'east', 69, [74]));
    play(s, RAID);
    expect(legal(s).sort()).toEqual([add('usa', 69), add('usa', 74)].sort());
  });

  it('cavalry that attacked or defended in this Combat Step may not raid', () => {
    const s = combat([69, 74], []);
    s[L.C_FLAGS + card('usa', 69)] = s[L.C_FLAGS + card('usa', 69)]! | L.F_ATTACKED;
    play(s, RAID);
    expect(legal(s)).toEqual([add('usa', 74)]);
  });
});

describe('CC49 the XVI Corps', () => {
  it('alone it defends against raids but may not raid', () => {
    const s = combat([], [44], (t) => {
      command(t, 'usa', 'west', 49);
      command(t, 'csa', 'west', 45);
    });
    // the CSA raids: let the USA turn end, then the CSA Combat Step
    expect(has(s, RAID)).toBe(false); // the XVI Corps alone: no USA raid
    const t = empty();
    maps(t, START_MAPS);
    command(t, 'usa', 'west', 49);
    command(t, 'csa', 'west', 45);
    at(t, 'csa', L.PH_DEPLOY);
    play(t, A.DONE);
    play(t, RAID);
    play(t, add('csa', 45));
    play(t, A.DONE);
    expect(legal(t).sort()).toEqual([A.enc(A.OP_RAID_ADD, card('usa', 49)), A.DONE].sort());
    play(t, A.enc(A.OP_RAID_ADD, card('usa', 49)));
    play(t, A.DONE);
    expect(t[L.H_SUPPLY + L.USA]).toBe(5); // 3 against 4: nothing destroyed
  });

  it('attached to a cavalry unit it raids too', () => {
    const s = combat([], [], (t) => command(t, 'usa', 'west', 69, [49]));
    play(s, RAID);
    expect(legal(s).sort()).toEqual([add('usa', 49), add('usa', 69)].sort());
  });

  it('in a pair with a cavalry unit it raids', () => {
    const s = combat([], [], (t) => command(t, 'usa', 'west', 49, [69]));
    play(s, RAID);
    expect(legal(s).sort()).toEqual([add('usa', 49), add('usa', 69)].sort());
    play(s, add('usa', 49));
    play(s, add('usa', 69));
    play(s, A.DONE);
    play(s, A.DONE);
    expect(s[L.H_SUPPLY + L.CSA]).toBe(4); // 4 + 3 = 7 against none: one supply point
  });
});
