/**
 * 8.2 Who may attack which city (combat-attack.ts), on constructed positions: the legal attacks of the
 * Combat Step, read as "command → target from jumping-off city". The East of the start maps unless a
 * test says otherwise: the USA holds Washington and Harpers Ferry, the CSA Manassas, the Shenandoah
 * Valley, Lynchburg, the Wilderness, Richmond.
 */
import { describe, expect, it } from 'vitest';
import { A, at, c, city, command, empty, L, legal, maps, own, type S, START_MAPS, usa } from './fixture.js';

const MEADE = 56; // attack initiative 1
const GRANT = 19; // attack initiative 2
const attack = (root: number, target: string, from: string): string =>
  `${c.cardName[root] ?? root} → ${target} from ${from}`;

/** The legal attacks now, as readable strings. */
function attacks(s: S): string[] {
  return legal(s)
    .filter((a) => A.opOf(a) === A.OP_ATTACK)
    .map((a) => attack(A.fa(a), c.cityId[A.fb(a)]!, c.cityId[A.fc(a)]!))
    .sort();
}
/** The start maps with the USA to attack in its Combat Step. */
function east(): S {
  const s = empty();
  maps(s, START_MAPS);
  at(s, 'usa', L.PH_COMBAT);
  return s;
}

describe('R8.2 targets: initiative 0 or 1 next to the jumping-off city, 2 past one enemy city', () => {
  it('initiative 1: only enemy cities next to a friendly city', () => {
    const s = east();
    const m = command(s, 'usa', 'east', MEADE, [9]);
    expect(attacks(s)).toEqual(
      [
        attack(m, 'manassas', 'washington'),
        attack(m, 'shenandoah-valley', 'harpers-ferry'),
        attack(m, 'richmond', 'ft-monroe'),
        attack(m, 'norfolk', 'ft-monroe'),
      ].sort(),
    );
  });

  it('initiative 2: also a city one enemy city further, never a friendly one', () => {
    const s = east();
    const g = command(s, 'usa', 'east', GRANT, [9]);
    const got = attacks(s);
    expect(got).toContain(attack(g, 'manassas', 'washington'));
    expect(got).toContain(attack(g, 'wilderness', 'washington')); // past Manassas
    expect(got).toContain(attack(g, 'lynchburg', 'harpers-ferry')); // past the Shenandoah Valley
    expect(got).not.toContain(attack(g, 'harpers-ferry', 'washington'));
    expect(got.some((a) => a.includes('knoxville'))).toBe(false); // two enemy cities away
  });

  it('the USA may not pass a CSA-controlled pesthole (Corinth, Map Card F CSA version)', () => {
    const make = (version: string): { s: S; g: number } => {
      const s = empty();
      maps(s, { ...START_MAPS, C: 'pro-usa', F: version, G: 'csa' });
      own(s, 'usa', 'memphis', 'fts-henry-donelson');
      own(s, 'csa', 'corinth', 'decatur', 'grenada', 'vicksburg');
      const g = command(s, 'usa', 'west', GRANT, [18]);
      at(s, 'usa', L.PH_COMBAT);
      return { s, g };
    };
    const pest = make('csa');
    expect(attacks(pest.s)).toContain(attack(pest.g, 'corinth', 'memphis'));
    expect(attacks(pest.s)).not.toContain(attack(pest.g, 'decatur', 'memphis'));
    const plain = make('usa');
    expect(attacks(plain.s)).toContain(attack(plain.g, 'decatur', 'memphis'));
  });
});

describe('R8.2 who may attack', () => {
  it('3.4 a lone infantry unit may not attack, nor Dept. of Washington (CC4); a lone cavalry unit may (10.1)', () => {
    const s = east();
    command(s, 'usa', 'east', 9); // I Corps alone
    command(s, 'usa', 'east', 4); // Dept. of Washington
    expect(attacks(s)).toEqual([]);
    const stoneman = command(s, 'usa', 'east', 53); // Stoneman's cavalry, initiative 1
    expect(attacks(s)).toContain(attack(stoneman, 'manassas', 'washington'));
  });

  it('CC49 XVI Corps with a unit attached attacks in the West with initiative 0; alone it may not', () => {
    const s = empty();
    maps(s, { ...START_MAPS, C: 'pro-usa', F: 'csa' });
    own(s, 'usa', 'memphis');
    const xvi = command(s, 'usa', 'west', 49);
    at(s, 'usa', L.PH_COMBAT);
    expect(attacks(s)).toEqual([]);
    s[L.C_LOC + usa(54)] = L.LOC_WEST; // Grierson's cavalry joins it: a cavalry pair
    s[L.C_PARENT + usa(54)] = xvi;
    const got = attacks(s);
    expect(got).toContain(attack(xvi, 'corinth', 'memphis'));
    expect(got).not.toContain(attack(xvi, 'nashville', 'cairo')); // past Fts Henry & Donelson: not at 0
  });

  it('CC49 only in the Western Theater: the same cavalry pair in the East may not attack', () => {
    const s = east();
    const xvi = command(s, 'usa', 'east', 49);
    s[L.C_LOC + usa(54)] = L.LOC_EAST; // Grierson's cavalry under it
    s[L.C_PARENT + usa(54)] = xvi;
    expect(attacks(s).filter((a) => a.startsWith(`${c.cardName[xvi]} `))).toEqual([]);
  });

  it('a subordinate leader does not attack on his own; his superior attacks with the whole command', () => {
    const s = east();
    const m = command(s, 'usa', 'east', MEADE, [9], [[52, [24]]]);
    expect(attacks(s).every((a) => a.startsWith(`${c.cardName[m]} `))).toBe(true);
    expect(attacks(s)).toHaveLength(4);
  });

  it('8.2 once a turn: not a command that attacked, nor one holding a unit that attacked or raided (10.3)', () => {
    for (const [who, flag] of [
      ['root', L.F_ATTACKED],
      ['root', L.F_RAILED],
      ['root', L.F_RAIDED],
      ['unit', L.F_ATTACKED],
      ['unit', L.F_RAIDED],
    ] as const) {
      const s = east();
      const m = command(s, 'usa', 'east', MEADE, [9, 10]);
      s[L.C_FLAGS + (who === 'root' ? m : usa(10))] = flag;
      expect(attacks(s), `${who} ${flag}`).toEqual([]);
    }
  });

  it('8.42 a command needs an active unit: not one whose units are all face-down', () => {
    const s = east();
    command(s, 'usa', 'east', MEADE, [9]);
    s[L.C_FLAGS + usa(9)] = L.F_FD_COMBAT;
    expect(attacks(s)).toEqual([]);
    s[L.C_FLAGS + usa(9)] = 0;
    expect(attacks(s)).toHaveLength(4);
  });

  it('Opt 9 garrisons: a command with VII Corps never attacks, with IV Corps not before the USA Late War', () => {
    for (const [corps, lateWar, may] of [
      [44, 1, false],
      [27, 0, false],
      [27, 1, true],
    ] as const) {
      const s = east();
      s[L.H_OPT] = L.O_GARRISONS;
      s[L.H_LATEWAR + L.USA] = lateWar;
      command(s, 'usa', 'east', MEADE, [9, corps]);
      expect(attacks(s).length > 0, `${corps} ${lateWar}`).toBe(may);
      s[L.H_OPT] = 0;
      expect(attacks(s).length > 0).toBe(true);
    }
  });

  it('no attack without a supply point, nor in a turn without attacks (Copperheads, the first CSA turn)', () => {
    const s = east();
    command(s, 'usa', 'east', MEADE, [9]);
    s[L.H_SUPPLY + L.USA] = 0;
    expect(attacks(s)).toEqual([]);
    s[L.H_SUPPLY + L.USA] = 1;
    expect(attacks(s)).toHaveLength(4);
    s[L.H_TURN_FLAGS] = L.TF_NO_ATTACK;
    expect(attacks(s)).toEqual([]);
  });
});

describe('R11.1 supply for the attack', () => {
  it('the jumping-off city must trace supply to a base in the theater of the attacking command', () => {
    const s = east();
    own(s, 'usa', 'lynchburg'); // cut off: the Shenandoah Valley and Manassas are the CSA's
    const m = command(s, 'usa', 'east', MEADE, [9]);
    expect(attacks(s).some((a) => a.endsWith('from lynchburg'))).toBe(false);
    own(s, 'usa', 'shenandoah-valley');
    expect(attacks(s)).toContain(attack(m, 'richmond', 'lynchburg'));
  });

  it('a Western command does not attack from an Eastern city', () => {
    const s = east();
    command(s, 'usa', 'west', MEADE, [9]);
    expect(attacks(s).some((a) => a.endsWith('from washington'))).toBe(false);
  });

  it('Opt 3: the USA attacks from Ft Monroe only when no CSA city is next to Washington', () => {
    const s = east();
    own(s, 'usa', 'ft-monroe');
    const m = command(s, 'usa', 'east', MEADE, [9]);
    expect(attacks(s)).toContain(attack(m, 'richmond', 'ft-monroe'));
    s[L.H_OPT] = L.O_FORT_MONROE;
    expect(attacks(s).some((a) => a.endsWith('from ft-monroe'))).toBe(false);
    own(s, 'usa', 'manassas');
    expect(attacks(s)).toContain(attack(m, 'richmond', 'ft-monroe'));
  });
});

describe('R9.6 invasions', () => {
  const invasions = (s: S): string[] =>
    legal(s)
      .filter((a) => A.opOf(a) === A.OP_INVADE)
      .map((a) => `${c.cardName[A.fa(a)]} → ${c.cityId[A.fb(a)]}`)
      .sort();
  const sea = (): S => {
    const s = east();
    maps(s, { ...START_MAPS, J: 'csa' });
    s[L.C_LOC + usa(5)] = L.LOC_EAST; // Porter's squadron
    return s;
  };

  it('one a turn, with an active squadron in the East; a lone corps may invade, the squadron leading it', () => {
    const s = sea();
    command(s, 'usa', 'east', 9); // I Corps alone
    expect(invasions(s)).toContain('I Corps → norfolk');
    s[L.H_TURN_FLAGS] = L.TF_INVADED;
    expect(invasions(s)).toEqual([]);
    s[L.H_TURN_FLAGS] = 0;
    s[L.C_LOC + usa(5)] = L.LOC_WEST;
    expect(invasions(s)).toEqual([]);
  });

  it('Mobile and Pensacola only once the USA holds Ft Morgan and Ft Pickens', () => {
    const s = sea();
    command(s, 'usa', 'east', GRANT, [9]);
    own(s, 'csa', 'ft-pickens');
    expect(invasions(s)).toContain('Grant → ft-morgan');
    expect(invasions(s).some((a) => a.endsWith('mobile') || a.endsWith('pensacola'))).toBe(false);
    own(s, 'usa', 'ft-morgan');
    expect(invasions(s)).toContain('Grant → mobile');
    expect(invasions(s)).not.toContain('Grant → pensacola');
    own(s, 'usa', 'ft-pickens');
    expect(invasions(s)).toContain('Grant → pensacola');
  });

  it('a corps with a unit attached does not invade leaderless', () => {
    const s = sea();
    const i = command(s, 'usa', 'east', 9, [10]);
    expect(invasions(s).some((a) => a.startsWith(`${c.cardName[i]} `))).toBe(false);
  });
});

describe('R11.7 CSA attacks on USA ports', () => {
  it('a port the USA could supply by sea is announced (PORT_ATTACK), a USA supply base is attacked as usual', () => {
    const s = empty();
    maps(s, { ...START_MAPS, H: 'usa' });
    own(s, 'csa', 'goldsboro');
    own(s, 'usa', 'new-berne', 'ft-monroe');
    const m = command(s, 'csa', 'east', 32, [9]);
    command(s, 'csa', 'east', 6, [7]);
    at(s, 'csa', L.PH_COMBAT);
    const ports = legal(s).filter((a) => A.opOf(a) === A.OP_PORT_ATTACK);
    expect(ports).toEqual([A.enc(A.OP_PORT_ATTACK, city('new-berne'), city('goldsboro'))]); // once, whoever attacks
    expect(legal(s)).toContain(A.enc(A.OP_ATTACK, m, city('ft-monroe'), city('richmond')));
  });

  it('an inland city the USA holds is attacked as usual: only a port is announced', () => {
    const s = empty();
    maps(s, START_MAPS);
    own(s, 'usa', 'manassas');
    const m = command(s, 'csa', 'east', 32, [9]);
    at(s, 'csa', L.PH_COMBAT);
    expect(legal(s)).toContain(A.enc(A.OP_ATTACK, m, city('manassas'), city('wilderness')));
    expect(legal(s).filter((a) => A.opOf(a) === A.OP_PORT_ATTACK)).toEqual([]);
  });
});

describe('R9.6 with Opt 9: leaderless invasions by a lone corps', () => {
  /** A lone USA corps in the East, Porter's squadron in the East, the USA's Combat Step. */
  function lone(corps: number, garrisons: boolean, lateWar: number): number[] {
    const s = east();
    command(s, 'usa', 'east', corps);
    s[L.C_LOC + usa(5)] = L.LOC_EAST; // Porter's squadron: 9.6 leadership for a single corps
    s[L.H_OPT] = garrisons ? L.O_GARRISONS : 0;
    s[L.H_LATEWAR + L.USA] = lateWar;
    return legal(s).filter((a) => A.opOf(a) === A.OP_INVADE && A.fa(a) === usa(corps));
  }

  it('Opt 9: VII Corps never invades alone; IV Corps only in the USA Late War; without Opt 9 both may', () => {
    expect(lone(44, false, 0).length).toBeGreaterThan(0);
    expect(lone(44, true, 0)).toEqual([]);
    expect(lone(44, true, 1)).toEqual([]); // VII Corps may only defend
    expect(lone(27, false, 0).length).toBeGreaterThan(0);
    expect(lone(27, true, 0)).toEqual([]);
    expect(lone(27, true, 1).length).toBeGreaterThan(0);
    expect(lone(9, true, 0).length).toBeGreaterThan(0); // I Corps: no garrison
  });

  it('9.6 a single corps in the East, face-up, not under a leader, that has not moved by rail, attacked or raided', () => {
    const invades = (edit: (s: S) => void): boolean => {
      const s = east();
      command(s, 'usa', 'east', 9);
      s[L.C_LOC + usa(5)] = L.LOC_EAST;
      edit(s);
      return legal(s).some((a) => A.opOf(a) === A.OP_INVADE && A.fa(a) === usa(9));
    };
    expect(invades(() => undefined)).toBe(true);
    expect(invades((s) => (s[L.C_LOC + usa(9)] = L.LOC_WEST))).toBe(false); // located in the East
    expect(invades((s) => (s[L.C_FLAGS + usa(9)] = L.F_FD_COMBAT))).toBe(false);
    expect(invades((s) => (s[L.C_FLAGS + usa(9)] = L.F_RAILED))).toBe(false); // 7.7
    expect(invades((s) => (s[L.C_FLAGS + usa(9)] = L.F_ATTACKED))).toBe(false); // 8.2 once a turn
    expect(invades((s) => (s[L.C_FLAGS + usa(9)] = L.F_RAIDED))).toBe(false); // 10.3
    const underMeade = (s: S): void => {
      s[L.C_LOC + usa(MEADE)] = L.LOC_EAST;
      s[L.C_PARENT + usa(9)] = usa(MEADE);
    };
    expect(invades(underMeade)).toBe(false); // his leader's command invades, not the corps alone
  });
});

describe('four-player rule 1: one player plays the Eastern Theater, the other the Western', () => {
  it('each player attacks only with the commands of his own theater', () => {
    const s = empty();
    maps(s, { ...START_MAPS, C: 'pro-usa', F: 'usa', G: 'csa' });
    own(s, 'usa', 'memphis', 'fts-henry-donelson');
    own(s, 'csa', 'corinth', 'decatur', 'grenada', 'vicksburg');
    const m = command(s, 'usa', 'east', MEADE, [9]);
    const g = command(s, 'usa', 'west', GRANT, [18]);
    at(s, 'usa', L.PH_COMBAT);
    const by = (root: number): boolean => attacks(s).some((a) => a.startsWith(`${c.cardName[root]} `));
    expect(by(m) && by(g)).toBe(true); // two players: one side, both theaters
    s[L.H_PLAYERS] = 4;
    s[L.H_SEAT_SUB] = 0;
    expect([by(m), by(g)]).toEqual([true, false]);
    s[L.H_SEAT_SUB] = 1;
    expect([by(m), by(g)]).toEqual([false, true]);
  });
});
