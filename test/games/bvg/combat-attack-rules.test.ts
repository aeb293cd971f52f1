/**
 * 8.2 who may attack which city (combat-attack.ts), the rules combat-attack.test.ts leaves open (issue
 * 29's survivors): targets past the 32nd city, 9.5 riverine interdiction of the CSA's attacks, 11.6 the
 * size of a sea-supplied attack, Opt 3 Ft Monroe for other jumping-off cities, 11.7/11.8 which ports the
 * CSA announces, the attacker the CSA names after the USA's declaration, and 9.6 invasions (an active
 * squadron, an Eastern command of one leader and two corps at most).
 */
import { describe, expect, it } from 'vitest';
import { tied } from '../../../src/games/bvg/combat-attack.js';
import { recordConnected } from '../../../src/games/bvg/map.js';
import {
  A,
  at,
  c,
  city,
  command,
  csa,
  empty,
  L,
  legal,
  maps,
  own,
  play,
  type S,
  START_MAPS,
  usa,
} from './fixture.js';

const MEADE = 56; // attack initiative 1
const GRANT = 19; // attack initiative 2
const atk = (r: number, x: string, j: string): number => A.enc(A.OP_ATTACK, r, city(x), city(j));
const invasionsOf = (s: S, r: number): number[] =>
  legal(s).filter((a) => A.opOf(a) === A.OP_INVADE && A.fa(a) === r);

/** The West of Map Cards C (pro-USA), F, G and I: the USA holds Memphis, the CSA Corinth and the South. */
function west(side: 'usa' | 'csa'): S {
  const s = empty();
  maps(s, { ...START_MAPS, C: 'pro-usa', F: 'csa', G: 'csa', I: 'csa' });
  own(s, 'usa', 'memphis', 'fts-henry-donelson');
  at(s, side, L.PH_COMBAT);
  return s;
}

describe('R8.2 targets anywhere on the map (cities past the 32nd of the list)', () => {
  it('the USA attacks Jackson and Corinth from Grenada; with initiative 2 also Meridian, New Orleans and Vicksburg past Jackson', () => {
    const s = west('usa');
    own(s, 'usa', 'grenada');
    const g = command(s, 'usa', 'west', GRANT, [18]);
    const got = legal(s);
    for (const [x, j] of [
      ['jackson', 'grenada'],
      ['corinth', 'grenada'],
      ['meridian', 'grenada'], // past Jackson
      ['new-orleans', 'grenada'],
      ['vicksburg', 'grenada'],
    ] as const)
      expect(got, `${x} from ${j}`).toContain(atk(g, x, j));
    // not past Corinth, a CSA pesthole (Map Card F, CSA version); never a friendly city
    expect(got).not.toContain(atk(g, 'decatur', 'grenada'));
    expect(got).not.toContain(atk(g, 'washington', 'grenada')); // bit 0 of the other word
  });

  it('with initiative 1 only the adjacent ones: Jackson, Corinth and Vicksburg', () => {
    const s = west('usa');
    own(s, 'usa', 'grenada');
    const m = command(s, 'usa', 'west', MEADE, [18]);
    const from = (j: string): string[] =>
      legal(s)
        .filter((a) => A.opOf(a) === A.OP_ATTACK && A.fa(a) === m && A.fc(a) === city(j))
        .map((a) => c.cityId[A.fb(a)]!)
        .sort();
    expect(from('grenada')).toEqual(['corinth', 'jackson']);
    expect(from('memphis')).toEqual(['corinth', 'vicksburg']);
  });

  it('the CSA attacks Chattanooga and past it from Atlanta (targets numbered past 32 on both counts)', () => {
    const s = west('csa');
    own(s, 'usa', 'chattanooga', 'knoxville', 'nashville');
    const lee = command(s, 'csa', 'west', 38, [9]); // R.E. Lee, initiative 2
    const got = legal(s);
    expect(got).toContain(atk(lee, 'chattanooga', 'atlanta'));
    expect(got).toContain(atk(lee, 'knoxville', 'atlanta')); // past Chattanooga
    expect(got).toContain(atk(lee, 'nashville', 'decatur'));
  });
});

describe('R9.5 riverine interdiction: with a USA squadron in the West, river-only connections are not adjacent for the CSA', () => {
  /** The CSA holds Vicksburg, the USA Memphis: the two are joined by river only. */
  const vicksburg = (side: 'usa' | 'csa', squadronWest: boolean): S => {
    const s = west(side);
    command(s, 'csa', 'west', 38, [9]);
    command(s, 'usa', 'west', GRANT, [18]);
    if (squadronWest) s[L.C_LOC + usa(7)] = L.LOC_WEST; // Foote's squadron
    return s;
  };

  it('the CSA does not attack Memphis from Vicksburg (river only) while a USA squadron is in the West', () => {
    expect(legal(vicksburg('csa', false))).toContain(atk(csa(38), 'memphis', 'vicksburg'));
    expect(legal(vicksburg('csa', true))).not.toContain(atk(csa(38), 'memphis', 'vicksburg'));
    expect(legal(vicksburg('csa', true))).toContain(atk(csa(38), 'memphis', 'grenada')); // by rail
  });

  it('the USA is not interdicted: it attacks Vicksburg from Memphis with its squadron in the West', () => {
    expect(legal(vicksburg('usa', true))).toContain(atk(usa(GRANT), 'vicksburg', 'memphis'));
  });
});

/** The start maps and Map Card H (USA version), the USA holding New Berne and the CSA Goldsboro. */
function newBerne(): S {
  const s = empty();
  maps(s, { ...START_MAPS, H: 'usa' });
  own(s, 'csa', 'goldsboro');
  own(s, 'usa', 'new-berne');
  at(s, 'usa', L.PH_COMBAT);
  return s;
}

describe('R11.6 an attack supplied by sea: an Eastern command of one leader and two corps, no cavalry (unlimited in USA Late War)', () => {
  /** May Grant's command (Eastern unless `theater` says) attack Goldsboro from New Berne, a port supplied by sea only? */
  const fromNewBerne = (
    units: number[],
    lateWar = 0,
    theater: 'east' | 'west' = 'east',
    subs: [number, number[]][] = [],
  ) => {
    const s = newBerne();
    s[L.H_LATEWAR + L.USA] = lateWar;
    const g = command(s, 'usa', theater, GRANT, units, subs);
    return legal(s).includes(atk(g, 'goldsboro', 'new-berne'));
  };

  it('one leader and two corps may; three corps, a cavalry unit or a second leader may not', () => {
    expect(fromNewBerne([9, 10])).toBe(true);
    expect(fromNewBerne([9, 10, 15])).toBe(false);
    expect(fromNewBerne([9, 53])).toBe(false); // Stoneman's cavalry
    expect(fromNewBerne([9], 0, 'east', [[MEADE, [10]]])).toBe(false);
  });

  it('in USA Late War a sea-supplied attack is of unlimited size', () => {
    expect(fromNewBerne([9, 10, 15], 1)).toBe(true);
    expect(fromNewBerne([9, 53], 1)).toBe(true);
  });

  it('a sea supply line leads to an Eastern base: a Western command may not use it', () => {
    expect(fromNewBerne([9], 0, 'west')).toBe(false);
    expect(fromNewBerne([9], 0, 'east')).toBe(true);
  });

  it('the size limit is for the sea line only: three corps attack Manassas from Washington', () => {
    const s = newBerne();
    const g = command(s, 'usa', 'east', GRANT, [9, 10, 15]);
    expect(legal(s)).toContain(atk(g, 'manassas', 'washington'));
  });
});

describe('Opt 3 Ft Monroe: the condition is for USA attacks from Ft Monroe only', () => {
  it('with a CSA city next to Washington the USA still attacks from Washington and Harpers Ferry', () => {
    const s = empty();
    maps(s, START_MAPS);
    own(s, 'usa', 'ft-monroe');
    s[L.H_OPT] = L.O_FORT_MONROE;
    const m = command(s, 'usa', 'east', MEADE, [9]);
    at(s, 'usa', L.PH_COMBAT);
    const got = legal(s);
    expect(got).toContain(atk(m, 'manassas', 'washington'));
    expect(got).toContain(atk(m, 'shenandoah-valley', 'harpers-ferry'));
    expect(got).not.toContain(atk(m, 'richmond', 'ft-monroe'));
  });

  it('the CSA holding Ft Monroe attacks from it whatever lies next to Washington', () => {
    const s = empty();
    maps(s, START_MAPS);
    own(s, 'csa', 'ft-monroe');
    own(s, 'usa', 'richmond');
    s[L.H_OPT] = L.O_FORT_MONROE;
    const m = command(s, 'csa', 'east', 32, [9]); // Magruder
    at(s, 'csa', L.PH_COMBAT);
    expect(legal(s)).toContain(atk(m, 'richmond', 'ft-monroe'));
  });
});

describe('R11.7/R11.8 which USA-held ports the CSA announces', () => {
  const csaEast = (prepare: (s: S) => void): { s: S; m: number } => {
    const s = empty();
    maps(s, START_MAPS);
    prepare(s);
    const m = command(s, 'csa', 'east', 32, [9]); // Magruder
    at(s, 'csa', L.PH_COMBAT);
    return { s, m };
  };

  it('Norfolk, a CSA native port the USA holds, is announced (the USA may supply it by sea)', () => {
    const { s, m } = csaEast((p) => own(p, 'usa', 'norfolk'));
    expect(legal(s)).toContain(A.enc(A.OP_PORT_ATTACK, city('norfolk'), city('petersburg')));
    expect(legal(s)).not.toContain(atk(m, 'norfolk', 'petersburg'));
  });

  it('Baltimore, a USA supply base, is attacked as usual (11.8: it does not trace supply by sea)', () => {
    const { s, m } = csaEast((p) => own(p, 'csa', 'harrisburg', 'harpers-ferry'));
    expect(legal(s)).toContain(atk(m, 'baltimore', 'harrisburg'));
    expect(legal(s).filter((a) => A.opOf(a) === A.OP_PORT_ATTACK)).toEqual([]);
  });
});

describe('R11.7 the CSA names the attacker after the USA declares', () => {
  /** The CSA, holding Petersburg and Ft Monroe, announces an attack on USA-held Norfolk from Petersburg. */
  const norfolk = (sea: boolean): { s: S; m: number; lee: number } => {
    const s = empty();
    maps(s, START_MAPS);
    own(s, 'usa', 'norfolk', 'lynchburg'); // Lynchburg: another target from Petersburg, not announced
    own(s, 'csa', 'ft-monroe'); // Ft Monroe: another jumping-off city next to Norfolk
    s[L.C_LOC + usa(5)] = L.LOC_EAST; // Porter's squadron: the CSA still makes no invasion
    const m = command(s, 'csa', 'east', 32, [9]); // Magruder: one leader
    const lee = command(s, 'csa', 'east', 38, [], [[41, [10]]]); // R.E. Lee and Longstreet: two leaders
    at(s, 'csa', L.PH_COMBAT);
    play(s, A.enc(A.OP_PORT_ATTACK, city('norfolk'), city('petersburg')));
    play(s, A.enc(A.OP_SEA, sea ? 1 : 0));
    return { s, m, lee };
  };

  it('only the announced attack, from the announced jumping-off city, by a command of one leader when supplied by sea', () => {
    const { s, m } = norfolk(true);
    expect(s[L.H_PHASE]).toBe(L.PH_PICK_ATTACKER);
    expect(legal(s).sort()).toEqual([A.DONE, atk(m, 'norfolk', 'petersburg')].sort());
  });

  it('not supplied by sea: any command that can make the attack may be named', () => {
    const { s, m, lee } = norfolk(false);
    expect(legal(s).sort()).toEqual(
      [A.DONE, atk(m, 'norfolk', 'petersburg'), atk(lee, 'norfolk', 'petersburg')].sort(),
    );
  });

  it('the one-leader limit is for the port attack only: after it, Lee and Longstreet attack Lynchburg as usual', () => {
    const { s, m, lee } = norfolk(true);
    play(s, atk(m, 'norfolk', 'petersburg'));
    play(s, A.enc(A.OP_ABANDON)); // the USA gives Norfolk up: the attack is over
    expect(s[L.H_PHASE]).toBe(L.PH_COMBAT);
    expect(legal(s)).toContain(atk(lee, 'lynchburg', 'petersburg'));
  });
});

describe('R9.6 who may invade', () => {
  /** Map Card J (CSA version) in play, Porter's squadron in the East, the USA's Combat Step. */
  const sea = (): S => {
    const s = empty();
    maps(s, { ...START_MAPS, J: 'csa' });
    s[L.C_LOC + usa(5)] = L.LOC_EAST; // Porter's squadron
    at(s, 'usa', L.PH_COMBAT);
    return s;
  };

  it('the squadron must be active: a face-down squadron in the East allows no invasion', () => {
    const s = sea();
    const g = command(s, 'usa', 'east', GRANT, [9]);
    expect(invasionsOf(s, g)).toContain(A.enc(A.OP_INVADE, g, city('norfolk')));
    s[L.C_FLAGS + usa(5)] = L.F_FD_COMBAT;
    expect(invasionsOf(s, g)).toEqual([]);
  });

  it('the invading command is located in the East, whatever the port', () => {
    const s = sea();
    const g = command(s, 'usa', 'west', GRANT, [9]);
    expect(invasionsOf(s, g)).toEqual([]);
  });

  it('one leader and two corps at most, no cavalry, also in USA Late War', () => {
    for (const lateWar of [0, 1]) {
      const s = sea();
      s[L.H_LATEWAR + L.USA] = lateWar;
      const g = command(s, 'usa', 'east', GRANT, [9, 10]);
      expect(invasionsOf(s, g).length).toBeGreaterThan(0);
      s[L.C_LOC + usa(15)] = L.LOC_EAST; // XI Corps joins: three corps
      s[L.C_PARENT + usa(15)] = g;
      expect(invasionsOf(s, g), `late war ${lateWar}`).toEqual([]);
      s[L.C_LOC + usa(15)] = L.LOC_REMOVED;
      s[L.C_LOC + usa(53)] = L.LOC_EAST; // Stoneman's cavalry
      s[L.C_PARENT + usa(53)] = g;
      expect(invasionsOf(s, g), `cavalry, late war ${lateWar}`).toEqual([]);
    }
  });

  it('only the USA invades: the CSA has no invasion with a USA squadron in the East', () => {
    const s = sea();
    command(s, 'csa', 'east', 32, [9]);
    at(s, 'csa', L.PH_COMBAT);
    expect(legal(s).filter((a) => A.opOf(a) === A.OP_INVADE)).toEqual([]);
  });
});

describe('R8.2 who may attack: active cards, supply in the command’s theater, enemy targets', () => {
  /** The start maps, the USA in its Combat Step. */
  const east = (): S => {
    const s = empty();
    maps(s, START_MAPS);
    at(s, 'usa', L.PH_COMBAT);
    return s;
  };

  it('8.9 an inactive (face-down) lone cavalry unit does not attack; face-up it does (10.1)', () => {
    const s = east();
    const st = command(s, 'usa', 'east', 53); // Stoneman
    expect(legal(s)).toContain(atk(st, 'manassas', 'washington'));
    s[L.C_FLAGS + st] = L.F_FD_COMBAT;
    expect(legal(s).filter((a) => A.opOf(a) === A.OP_ATTACK)).toEqual([]);
  });

  it('8.42 a cavalry unit is an active unit: a leader commanding only cavalry attacks', () => {
    const s = east();
    const m = command(s, 'usa', 'east', MEADE, [53]);
    expect(legal(s)).toContain(atk(m, 'manassas', 'washington'));
  });

  it('11.1 an Eastern command does not attack from a city supplied only by a Western base', () => {
    const s = west('usa');
    const m = command(s, 'usa', 'east', MEADE, [9]);
    const g = command(s, 'usa', 'west', GRANT, [18]);
    expect(legal(s)).toContain(atk(g, 'corinth', 'memphis'));
    expect(legal(s)).not.toContain(atk(m, 'corinth', 'memphis'));
    expect(legal(s)).toContain(atk(m, 'manassas', 'washington'));
  });

  it('initiative 2 past an enemy city: the city beyond must be the enemy’s, not a friendly one', () => {
    const s = east();
    own(s, 'usa', 'lynchburg', 'shenandoah-valley');
    const g = command(s, 'usa', 'east', GRANT, [9]);
    const got = legal(s);
    expect(got).toContain(atk(g, 'wilderness', 'washington')); // past Manassas
    expect(got).not.toContain(atk(g, 'lynchburg', 'washington'));
    expect(got).not.toContain(atk(g, 'shenandoah-valley', 'washington'));
  });
});

describe('R8.2 the command and its own cards', () => {
  it('CC49 the XVI Corps with its cavalry unit inactive (8.9) still attacks with initiative 0: the corps is active', () => {
    const s = west('usa');
    const xvi = command(s, 'usa', 'west', 49, [54]); // Grierson's cavalry attached: a cavalry pair
    s[L.C_FLAGS + usa(54)] = L.F_FD_COMBAT;
    expect(legal(s)).toContain(atk(xvi, 'corinth', 'memphis'));
  });

  it('8.2 once a turn is per command: another command’s attack or raid does not bar this one', () => {
    for (const flag of [L.F_ATTACKED, L.F_RAIDED]) {
      const s = west('usa');
      const g = command(s, 'usa', 'west', GRANT, [18]);
      command(s, 'usa', 'west', 43, [20]); // Rosecrans with XIII Corps
      s[L.C_FLAGS + usa(20)] = flag;
      expect(legal(s), `${flag}`).toContain(atk(g, 'corinth', 'memphis'));
      expect(legal(s).some((a) => A.opOf(a) === A.OP_ATTACK && A.fa(a) === usa(43))).toBe(false);
    }
  });

  it('Opt 9 garrisons before the USA Late War bar only IV and VII Corps: a command with neither attacks', () => {
    const s = west('usa');
    s[L.H_OPT] = L.O_GARRISONS;
    const g = command(s, 'usa', 'west', GRANT, [18]);
    expect(legal(s)).toContain(atk(g, 'corinth', 'memphis'));
  });
});

describe('R8.2 initiative 2: one intervening enemy city', () => {
  it('not past a friendly city: Grant attacks the Wilderness from Manassas, not from Washington past it', () => {
    const s = empty();
    maps(s, START_MAPS);
    own(s, 'usa', 'manassas');
    const g = command(s, 'usa', 'east', GRANT, [9]);
    at(s, 'usa', L.PH_COMBAT);
    expect(legal(s)).toContain(atk(g, 'wilderness', 'manassas'));
    expect(legal(s)).not.toContain(atk(g, 'wilderness', 'washington'));
  });

  it('the pesthole exception is for USA attacks only: the CSA passes a USA-held pesthole (Corinth)', () => {
    const s = west('csa');
    own(s, 'usa', 'corinth');
    const lee = command(s, 'csa', 'west', 38, [9]);
    expect(legal(s)).toContain(atk(lee, 'memphis', 'decatur')); // past Corinth
  });

  it('a city past an enemy city may be the 33rd of the list: Grant attacks Jackson from Memphis past Grenada', () => {
    const s = west('usa');
    const g = command(s, 'usa', 'west', GRANT, [18]);
    expect(legal(s)).toContain(atk(g, 'jackson', 'memphis'));
    expect(legal(s)).not.toContain(atk(g, 'washington', 'memphis'));
  });
});

describe('R9.6 invasions: targets and leaderless invaders', () => {
  const sea = (): S => {
    const s = empty();
    maps(s, { ...START_MAPS, J: 'csa' });
    s[L.C_LOC + usa(5)] = L.LOC_EAST; // Porter's squadron
    at(s, 'usa', L.PH_COMBAT);
    return s;
  };
  const targets = (s: S, r: number): string[] =>
    invasionsOf(s, r)
      .map((a) => c.cityId[A.fb(a)]!)
      .sort();

  it('possible targets: every CSA-controlled port on the map (Pensacola once Ft Pickens is the USA’s), and only those', () => {
    const s = sea();
    const g = command(s, 'usa', 'east', GRANT, [9]);
    expect(targets(s, g)).toEqual(['ft-morgan', 'norfolk', 'pensacola']);
  });

  it('a leaderless invasion is by a single corps: not by a lone cavalry unit, nor by the squadron itself', () => {
    const s = sea();
    command(s, 'usa', 'east', 53); // Stoneman's cavalry alone
    expect(legal(s).filter((a) => A.opOf(a) === A.OP_INVADE)).toEqual([]);
  });
});

describe('Opt 12 a bridgehead command attacks only cities connected to its port at the start of the turn', () => {
  it('Banks, supplied by sea through Pensacola, attacks from Montgomery but not from Washington; Butler from both', () => {
    const s = empty();
    s[L.H_OPT] = L.O_ATLANTIC;
    maps(s, { ...START_MAPS, G: 'csa', J: 'usa' });
    own(s, 'usa', 'montgomery');
    const banks = command(s, 'usa', 'east', 13, [33]);
    s[L.C_FLAGS + banks] = L.F_BR_ATT;
    s[L.C_BRIDGE + banks] = tied(0, L.F_BR_ATT, city('pensacola'));
    recordConnected(c, s, L.USA, city('pensacola'));
    const butler = command(s, 'usa', 'east', 32, [40]);
    at(s, 'usa', L.PH_COMBAT);
    const got = legal(s);
    expect(got).toContain(atk(banks, 'atlanta', 'montgomery'));
    expect(got).not.toContain(atk(banks, 'manassas', 'washington'));
    expect(got).toContain(atk(butler, 'manassas', 'washington'));
    expect(got).toContain(atk(butler, 'atlanta', 'montgomery'));
  });
});
