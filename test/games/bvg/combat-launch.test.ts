/**
 * The start of an attack (8.1 step 1, 8.2, 9.6, 3.27, Optional Rule 7; combat-launch.ts) and the
 * defender's options it works out (11.4-11.8), on constructed positions: what the attack spends and
 * records, and the theaters the defender may defend from and retreat to (B_DEF_OPTS, DO_* bits).
 */
import { describe, expect, it } from 'vitest';
import { Sfc32 } from '../../../src/core/rng.js';
import { ctrl } from '../../../src/games/bvg/state.js';
import {
  A,
  at,
  bvg,
  city,
  command,
  csa,
  empty,
  L,
  maps,
  own,
  play,
  type S,
  START_MAPS,
  usa,
} from './fixture.js';

const MEADE = 56; // initiative 1
const GRANT = 19; // initiative 2
const atk = (r: number, x: string, j: string): number => A.enc(A.OP_ATTACK, r, city(x), city(j));
const flags = (s: S): number => s[L.B_FLAGS]!;
/** The defender's options as named bits: allow / retreat / sea-supplied, East and West. */
function options(s: S): string[] {
  const o = s[L.B_DEF_OPTS]!;
  const names: [number, string][] = [
    [L.DO_ALLOW_E, 'defend E'],
    [L.DO_ALLOW_W, 'defend W'],
    [L.DO_RETREAT_E, 'retreat E'],
    [L.DO_RETREAT_W, 'retreat W'],
    [L.DO_SEA_E, 'sea E'],
  ];
  return names.filter(([b]) => o & b).map(([, n]) => n);
}
const isolatedCount = (s: S): number => bvg.ruleCounts!(s)['opt7-isolation'] ?? 0;

/** The start maps, the USA to attack in its Combat Step; `prepare` places pieces and control. */
function usaTurn(prepare: (s: S) => void, spec: Record<string, string> = START_MAPS): S {
  const s = empty();
  maps(s, spec);
  prepare(s);
  at(s, 'usa', L.PH_COMBAT);
  return s;
}
function csaTurn(prepare: (s: S) => void, spec: Record<string, string> = START_MAPS): S {
  const s = usaTurn(prepare, spec);
  at(s, 'csa', L.PH_COMBAT);
  return s;
}

describe('R8.2 an attack begins', () => {
  it('8.1 step 1: the attacker spends one supply point, the defender none; the battle is counted', () => {
    const s = usaTurn((p) => command(p, 'usa', 'east', MEADE, [9]));
    s[L.H_BATTLES] = 3;
    play(s, atk(usa(MEADE), 'manassas', 'washington'));
    expect(s[L.H_SUPPLY + L.USA]).toBe(4);
    expect(s[L.H_SUPPLY + L.CSA]).toBe(5);
    expect(s[L.H_BATTLES]).toBe(4);
    expect(s[L.H_TURN_FLAGS]! & L.TF_ATTACKED).toBeTruthy();
    expect(s[L.B_ATT]).toBe(usa(MEADE));
    expect(s[L.B_ATT_TH]).toBe(L.EAST);
    expect(s[L.H_PHASE]).toBe(L.PH_DEFEND);
  });

  it('each attack is a new battle: no defender, Dept. of Washington, leaders, ports, losses or winner of an earlier one', () => {
    const s = usaTurn((p) => command(p, 'usa', 'east', MEADE, [9]));
    const none = [L.B_DEF, L.B_DOW, L.B_SEA_PORT, L.B_DEF_PORT, L.B_VIII, L.B_ATT_LEADER, L.B_DEF_LEADER];
    const unset = [L.B_LL_SIDE, L.B_WINNER, L.B_CAV_HAND];
    const zero = [
      L.B_LOSS,
      L.B_LOSS + 1,
      L.B_USA_REMOVED,
      L.B_ATT_LOST,
      L.B_DEF_LOST,
      L.B_LL_SACKED,
      L.B_CAPTURED,
    ];
    // left over from an earlier battle of the turn
    for (const w of [...none, ...unset, ...zero]) s[w] = 7;
    play(s, atk(usa(MEADE), 'manassas', 'washington'));
    for (const w of [...none, ...unset]) expect(s[w], `word ${w}`).toBe(-1);
    for (const w of zero) expect(s[w], `word ${w}`).toBe(0);
  });

  it('8.2 initiative 2 past an enemy city: the attack bypasses it; next to the jumping-off city it does not', () => {
    const past = usaTurn((p) => command(p, 'usa', 'east', GRANT, [9]));
    play(past, atk(usa(GRANT), 'wilderness', 'washington'));
    expect(flags(past) & L.BF_BYPASS).toBeTruthy();
    // R11.4 the CSA retreats along his line to a base (the Wilderness itself), no USA city next to it
    expect(options(past)).toEqual(['defend E', 'retreat E']);
    const next = usaTurn((p) => command(p, 'usa', 'east', GRANT, [9]));
    play(next, atk(usa(GRANT), 'manassas', 'washington'));
    expect(flags(next) & L.BF_BYPASS).toBe(0);
  });

  it('3.23 a river line is adjacent for the CSA while no USA squadron is in the West (Fts Henry & Donelson to Cairo)', () => {
    const s = csaTurn(
      (p) => {
        own(p, 'csa', 'nashville');
        command(p, 'csa', 'west', 26, [13]); // Bragg
      },
      { ...START_MAPS, C: 'pro-usa', F: 'csa' },
    );
    play(s, atk(csa(26), 'cairo', 'fts-henry-donelson'));
    expect(s[L.H_PHASE]).toBe(L.PH_DEFEND);
    expect(flags(s) & L.BF_BYPASS).toBe(0);
  });
});

describe('R8.2 Optional Rule 7 Isolation: no reserves for an attacker bypassing a city, nor for the USA by sea', () => {
  const grant = (target: string, opt7: boolean): S => {
    const s = usaTurn((p) => {
      if (opt7) p[L.H_OPT] = L.O_ISOLATION;
      command(p, 'usa', 'east', GRANT, [9]);
    });
    play(s, atk(usa(GRANT), target, 'washington'));
    return s;
  };

  it('a bypassing attack is isolated under Opt 7 only; an attack next to its jumping-off city is not', () => {
    const bypass = grant('wilderness', true);
    expect(flags(bypass) & L.BF_ATT_ISOLATED).toBeTruthy();
    expect(isolatedCount(bypass)).toBe(1);
    const next = grant('manassas', true);
    expect(flags(next) & L.BF_ATT_ISOLATED).toBe(0);
    expect(isolatedCount(next)).toBe(0);
    const off = grant('wilderness', false);
    expect(flags(off) & L.BF_ATT_ISOLATED).toBe(0);
    expect(isolatedCount(off)).toBe(0);
  });

  it('the CSA bypassing a city is isolated too', () => {
    const s = csaTurn((p) => {
      p[L.H_OPT] = L.O_ISOLATION;
      own(p, 'usa', 'manassas');
      command(p, 'csa', 'east', 38, [9]); // R.E. Lee, initiative 2
    });
    play(s, atk(csa(38), 'washington', 'wilderness'));
    expect(flags(s) & L.BF_BYPASS).toBeTruthy();
    expect(flags(s) & L.BF_ATT_ISOLATED).toBeTruthy();
  });
});

describe('R11.6 supply by sea for the attacker', () => {
  /** Meade attacks Lynchburg from USA-held Petersburg; Norfolk (a port) is USA-held too. */
  const petersburg = (prepare: (p: S) => void): S => {
    const s = usaTurn((p) => {
      own(p, 'usa', 'petersburg', 'norfolk');
      prepare(p);
      command(p, 'usa', 'east', MEADE, [9]);
    });
    play(s, atk(usa(MEADE), 'lynchburg', 'petersburg'));
    return s;
  };

  it('a line overland to an Eastern base is not by sea, though a port is on it', () => {
    const s = petersburg((p) => {
      p[L.H_OPT] = L.O_ISOLATION;
      own(p, 'usa', 'richmond');
    });
    expect(flags(s) & L.BF_SEA_ATT).toBe(0);
    expect(s[L.B_SEA_PORT]).toBe(-1);
    expect(flags(s) & L.BF_ATT_ISOLATED).toBe(0);
  });

  it('a line only out to sea through a port: sea-supplied through that port; Opt 7 isolates the USA', () => {
    const s = petersburg((p) => {
      p[L.H_OPT] = L.O_ISOLATION;
      own(p, 'csa', 'ft-monroe');
    });
    expect(flags(s) & L.BF_SEA_ATT).toBeTruthy();
    expect(s[L.B_SEA_PORT]).toBe(city('norfolk'));
    expect(flags(s) & L.BF_ATT_ISOLATED).toBeTruthy();
  });

  it('11.8 Ft Monroe is a supply base; Opt 12 records it as the port of attacks from it, none from Washington', () => {
    const monroe = usaTurn((p) => command(p, 'usa', 'east', MEADE, [9]));
    play(monroe, atk(usa(MEADE), 'richmond', 'ft-monroe'));
    expect(flags(monroe) & L.BF_SEA_ATT).toBe(0);
    expect(monroe[L.B_SEA_PORT]).toBe(city('ft-monroe'));
    const washington = usaTurn((p) => command(p, 'usa', 'east', MEADE, [9]));
    play(washington, atk(usa(MEADE), 'manassas', 'washington'));
    expect(washington[L.B_SEA_PORT]).toBe(-1);
  });

  it('Opt 12 records Ft Monroe as the port of USA attacks only: a CSA attack from a CSA-held Ft Monroe has none', () => {
    const s = csaTurn((p) => {
      own(p, 'csa', 'ft-monroe');
      own(p, 'usa', 'richmond');
      command(p, 'csa', 'east', 38, [9]); // R.E. Lee
    });
    play(s, atk(csa(38), 'richmond', 'ft-monroe'));
    expect(s[L.H_PHASE]).toBe(L.PH_DEFEND);
    expect(s[L.B_SEA_PORT]).toBe(-1);
  });
});

describe('R9.6 naval invasions', () => {
  const invade = (root: number, units: number[]): S => {
    const s = usaTurn(
      (p) => {
        p[L.H_OPT] = L.O_ISOLATION;
        p[L.C_LOC + usa(5)] = L.LOC_EAST; // Porter's squadron
        command(p, 'usa', 'east', root, units);
      },
      { ...START_MAPS, J: 'csa' },
    );
    play(s, A.enc(A.OP_INVADE, usa(root), city('norfolk')));
    return s;
  };

  it('an invasion has no jumping-off city, counts as the turn’s invasion and, for the USA, is isolated (Opt 7)', () => {
    const s = invade(GRANT, [9]);
    expect(s[L.B_JUMP]).toBe(-1);
    expect(s[L.H_TURN_FLAGS]! & L.TF_INVADED).toBeTruthy();
    expect(flags(s) & L.BF_INVASION).toBeTruthy();
    expect(flags(s) & L.BF_ATT_ISOLATED).toBeTruthy();
  });

  it('the squadron leads a lone corps (a leaderless invasion); a leader leads his own', () => {
    expect(flags(invade(9, [])) & L.BF_LEADERLESS).toBeTruthy();
    expect(flags(invade(GRANT, [9])) & L.BF_LEADERLESS).toBe(0);
  });
});

describe('R3.27 neutral targets and Opt 2 Cumberland Gap', () => {
  it('the defender places his token on a neutral city and may defend it; no Gap die is scheduled', () => {
    const s = usaTurn((p) => command(p, 'usa', 'west', GRANT, [18]), { ...START_MAPS, B: 'only' });
    play(s, atk(usa(GRANT), 'wheeling', 'pittsburgh'));
    expect(ctrl(s, city('wheeling'))).toBe(L.CSA);
    expect(s[L.H_PHASE]).toBe(L.PH_DEFEND);
    expect(s[L.H_GAP_REROLL]).toBe(-1);
  });

  it('Opt 2: a Gap die of 4 gives the Gap to the CSA, to be rolled again at the CSA’s next turn', () => {
    const base = empty();
    base[L.H_OPT] = L.O_CUMBERLAND_GAP;
    maps(base, START_MAPS);
    command(base, 'csa', 'west', 26, [13]);
    at(base, 'csa', L.PH_COMBAT);
    let found = 0;
    for (let seed = 1; seed < 400 && found === 0; seed++) {
      const s = bvg.clone(base);
      bvg.reseedChance(s, Sfc32.from(seed, 'dice'));
      play(s, atk(csa(26), 'cumberland-gap', 'knoxville'));
      if (s[L.B_GAP_DIE] !== 4) continue;
      found = seed;
      expect(ctrl(s, city('cumberland-gap'))).toBe(L.CSA);
      expect(s[L.H_GAP_REROLL]).toBe(L.CSA);
    }
    expect(found).toBeGreaterThan(0);
  });
});

describe('R3.27 only a neutral target brings Kentucky in: an attack on a held Cumberland Gap leaves its cities neutral', () => {
  const kentucky = ['louisville', 'lexington', 'bowling-green'];
  it('the CSA attacks a USA-held Gap from Knoxville, the USA a CSA-held Gap from Lexington', () => {
    const csaAttack = csaTurn(
      (p) => {
        own(p, 'usa', 'cumberland-gap');
        command(p, 'csa', 'west', 26, [13]); // Bragg
      },
      { ...START_MAPS, C: 'neutral' },
    );
    play(csaAttack, atk(csa(26), 'cumberland-gap', 'knoxville'));
    const usaAttack = usaTurn(
      (p) => {
        own(p, 'csa', 'cumberland-gap');
        own(p, 'usa', 'lexington');
        command(p, 'usa', 'west', GRANT, [18]);
      },
      { ...START_MAPS, C: 'neutral' },
    );
    play(usaAttack, atk(usa(GRANT), 'cumberland-gap', 'lexington'));
    for (const s of [csaAttack, usaAttack]) expect(s[L.H_PHASE]).toBe(L.PH_DEFEND);
    expect(kentucky.map((x) => ctrl(csaAttack, city(x)))).toEqual([-1, -1, -1]);
    expect(
      kentucky
        .slice(0, 1)
        .concat('bowling-green')
        .map((x) => ctrl(usaAttack, city(x))),
    ).toEqual([-1, -1]);
  });
});

describe('R11.7 a CSA attack on a USA port', () => {
  /** The CSA announces an attack on USA-held `port` from `jump`; the USA declares (or not) sea supply. */
  const announce = (port: string, jump: string, prepare: (p: S) => void, spec: Record<string, string>): S => {
    const s = csaTurn((p) => {
      prepare(p);
      command(p, 'csa', 'east', 32, [9]); // Magruder
    }, spec);
    play(s, A.enc(A.OP_PORT_ATTACK, city(port), city(jump)));
    return s;
  };
  const newBerne = (): S =>
    announce('new-berne', 'goldsboro', (p) => own(p, 'csa', 'goldsboro'), { ...START_MAPS, H: 'usa' });

  it('the announcement spends the supply point; the attacking command is named after the USA declares', () => {
    const s = newBerne();
    expect(s[L.H_SUPPLY + L.CSA]).toBe(4);
    expect(s[L.H_SUPPLY + L.USA]).toBe(5);
    expect(s[L.H_PHASE]).toBe(L.PH_PORT_DECL);
    expect(s[L.B_ATT]).toBe(-1); // not named yet
    expect(s[L.B_TGT]).toBe(city('new-berne'));
    play(s, A.enc(A.OP_SEA, 1));
    expect(s[L.H_PHASE]).toBe(L.PH_PICK_ATTACKER);
    play(s, atk(csa(32), 'new-berne', 'goldsboro'));
    expect(s[L.H_SUPPLY + L.CSA]).toBe(4); // not spent twice
    expect(s[L.B_ATT]).toBe(csa(32));
    // an ordinary attack from its jumping-off city (8.2), not a naval invasion (9.6 is the USA's)
    expect(s[L.B_JUMP]).toBe(city('goldsboro'));
    expect(s[L.B_FLAGS]! & L.BF_INVASION).toBe(0);
    expect(s[L.H_TURN_FLAGS]! & L.TF_INVADED).toBe(0);
  });

  it('supplied by sea: defended from the East, sea-supplied, and he can retreat (by sea)', () => {
    const s = newBerne();
    play(s, A.enc(A.OP_SEA, 1));
    play(s, atk(csa(32), 'new-berne', 'goldsboro'));
    expect(options(s)).toEqual(['defend E', 'retreat E', 'sea E']);
  });

  it('not supplied by sea: the port traces no line out to sea, so no retreat (New Berne, Norfolk)', () => {
    const s = newBerne();
    play(s, A.enc(A.OP_SEA, 0));
    play(s, atk(csa(32), 'new-berne', 'goldsboro'));
    expect(options(s)).toEqual(['defend E']);
    const norfolk = announce('norfolk', 'petersburg', (p) => own(p, 'usa', 'norfolk'), START_MAPS);
    own(norfolk, 'csa', 'ft-monroe');
    play(norfolk, A.enc(A.OP_SEA, 0));
    play(norfolk, atk(csa(32), 'norfolk', 'petersburg'));
    expect(options(norfolk)).toEqual(['defend E']);
  });
});

describe('R11.4-R11.6 where the defender may defend from and retreat to', () => {
  it('R11.4 the exception for a native USA city with no adjacent friendly city is the USA’s: the CSA holding Harrisburg retreats', () => {
    const s = usaTurn((p) => {
      own(p, 'csa', 'harrisburg', 'baltimore', 'harpers-ferry', 'pittsburgh');
      command(p, 'usa', 'east', GRANT, [9]); // initiative 2: past Baltimore
    });
    play(s, atk(usa(GRANT), 'harrisburg', 'washington'));
    expect(flags(s) & L.BF_BYPASS).toBeTruthy();
    expect(options(s)).toEqual(['defend E', 'retreat E']);
  });

  it('R11.6 the USA defends from the East by sea only when no line reaches an Eastern base overland', () => {
    const petersburg = (monroe: 'usa' | 'csa'): S => {
      const s = csaTurn((p) => {
        own(p, 'usa', 'richmond', 'petersburg', 'norfolk');
        own(p, monroe, 'ft-monroe');
        command(p, 'csa', 'east', 38, [9]); // R.E. Lee
      });
      play(s, atk(csa(38), 'petersburg', 'lynchburg'));
      return s;
    };
    expect(options(petersburg('usa'))).toEqual(['defend E', 'retreat E']);
    expect(options(petersburg('csa'))).toEqual(['defend E', 'retreat E', 'sea E']);
  });

  it('R11.5 situation 1: a line from an Eastern target to a Western base lets the USA defend from either theater', () => {
    const s = csaTurn(
      (p) => {
        own(p, 'usa', 'lynchburg', 'knoxville', 'cumberland-gap');
        command(p, 'csa', 'east', 38, [9]);
      },
      { ...START_MAPS, C: 'pro-usa' },
    );
    play(s, atk(csa(38), 'lynchburg', 'shenandoah-valley'));
    expect(options(s)).toEqual(['defend E', 'defend W', 'retreat W']);
  });

  /** R11.5 situation 2: a Western USA command at Knoxville attacks Lynchburg, in the East. */
  const knoxvilleLynchburg = (spec: Record<string, string>, prepare: (p: S) => void = () => undefined): S => {
    const s = usaTurn((p) => {
      own(p, 'usa', 'knoxville', 'cumberland-gap');
      prepare(p);
      command(p, 'usa', 'west', MEADE, [18]);
    }, spec);
    play(s, atk(usa(MEADE), 'lynchburg', 'knoxville'));
    expect(flags(s) & L.BF_CROSS).toBeTruthy();
    return s;
  };

  it('R11.5 situation 2: the CSA may defend from either theater; he retreats West only by a line past his bases', () => {
    // Lynchburg is itself a base in the East; Augusta, in the West, is reached through Greensboro and Columbia
    const far = knoxvilleLynchburg({ ...START_MAPS, C: 'pro-usa', G: 'csa', H: 'csa' });
    expect(options(far)).toEqual(['defend E', 'defend W', 'retreat E', 'retreat W']);
    const near = knoxvilleLynchburg({ ...START_MAPS, C: 'pro-usa' });
    expect(options(near)).toEqual(['defend E', 'defend W', 'retreat E']);
  });

  it('R11.5 exception: a USA line by sea through a Western port keeps the CSA in the West only for Western targets', () => {
    const s = knoxvilleLynchburg({ ...START_MAPS, C: 'pro-usa', G: 'csa', H: 'csa', J: 'usa' }, (p) =>
      own(p, 'usa', 'chattanooga', 'atlanta', 'montgomery'),
    );
    expect(flags(s) & L.BF_SEA_WEST).toBeTruthy();
    expect(options(s)).toContain('defend E');
    expect(options(s)).toContain('defend W');
  });

  it('R11.4 the CSA can always retreat from a pesthole (Corinth, Map Card F CSA version); the USA holding it cannot', () => {
    const spec = { ...START_MAPS, C: 'pro-usa', F: 'csa' };
    const cut = usaTurn((p) => {
      own(p, 'usa', 'memphis', 'fts-henry-donelson', 'grenada');
      command(p, 'usa', 'west', GRANT, [18]);
    }, spec);
    play(cut, atk(usa(GRANT), 'corinth', 'memphis'));
    expect(options(cut)).toEqual(['defend W', 'retreat E', 'retreat W']);
    const held = csaTurn((p) => {
      own(p, 'usa', 'corinth');
      command(p, 'csa', 'west', 26, [13]);
    }, spec);
    play(held, atk(csa(26), 'corinth', 'grenada'));
    expect(options(held)).toEqual(['defend W']);
  });

  it('R11.4 the USA cannot retreat from a native USA city (not a port) without an adjacent friendly city', () => {
    const cincinnati = (indianapolis: 'usa' | 'csa'): S => {
      const s = csaTurn(
        (p) => {
          own(p, 'csa', 'columbus-oh', indianapolis === 'csa' ? 'indianapolis' : 'columbus-oh');
          command(p, 'csa', 'west', 26, [13]);
        },
        { ...START_MAPS, C: 'pro-csa' },
      );
      play(s, atk(csa(26), 'cincinnati', 'lexington'));
      return s;
    };
    expect(options(cincinnati('csa'))).toEqual(['defend W']);
    expect(options(cincinnati('usa'))).toEqual(['defend W', 'retreat W']);
  });

  it('R11.4 a CSA defender of Ft Monroe with no line cannot retreat (11.8 retreat by sea is the USA’s)', () => {
    const s = usaTurn((p) => {
      own(p, 'usa', 'norfolk', 'richmond');
      own(p, 'csa', 'ft-monroe');
      command(p, 'usa', 'east', MEADE, [9]);
    });
    play(s, atk(usa(MEADE), 'ft-monroe', 'norfolk'));
    expect(options(s)).toEqual(['defend E']);
  });
});

describe('R8.9 reading read-8.9-inactive-cards=left-out', () => {
  it('an inactive card of the attacking command is kept out of the battle and counted; one in another command is not', () => {
    for (const leftOut of [false, true]) {
      const s = usaTurn((p) => {
        if (leftOut) p[L.H_OPT] = L.O_INACTIVE_LEFT_OUT;
        command(p, 'usa', 'east', MEADE, [9, 24]);
        command(p, 'usa', 'east', GRANT, [25]);
        p[L.C_FLAGS + usa(24)] = L.F_FD_COMBAT; // 8.9 B: arrived by rail and attached to Meade
        p[L.C_FLAGS + usa(25)] = L.F_FD_COMBAT; // with Grant, who does not attack
      });
      play(s, atk(usa(MEADE), 'manassas', 'washington'));
      expect((s[L.C_FLAGS + usa(24)]! & L.F_IN_BATTLE) !== 0).toBe(!leftOut);
      expect(s[L.C_FLAGS + usa(24)]! & L.F_FD_COMBAT).toBeTruthy(); // still inactive (8.9)
      expect(s[L.C_FLAGS + usa(9)]! & L.F_IN_BATTLE).toBeTruthy();
      expect(s[L.C_FLAGS + usa(MEADE)]! & L.F_IN_BATTLE).toBeTruthy();
      expect(s[L.C_FLAGS + usa(25)]! & L.F_IN_BATTLE).toBe(0);
      expect(bvg.ruleCounts!(s)['read-8.9-inactive-cards'] ?? 0).toBe(leftOut ? 1 : 0);
    }
  });
});
