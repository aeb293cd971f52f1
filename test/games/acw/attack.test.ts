/**
 * The Combat Phase's declaration (attack.ts): which hexes may be attacked, which SP may join, the
 * -1 limit, tidal and riverine-interdicted hexsides, naval SP [8.1-8.2, 8.44, 8.8, 14.4, 17.5, TEC].
 * Constructed positions; the clear hexes around 2121 in central Alabama have no river, city or border.
 */
import { describe, expect, it } from 'vitest';
import * as A from '../../../src/games/acw/actions.js';
import { playCombat } from '../../../src/games/acw/attack.js';
import { HEXES, NBR, dirTo, edge, hexId } from '../../../src/games/acw/grid.js';
import { acw } from '../../../src/games/acw/index.js';
import { PK_MILITIA } from '../../../src/games/acw/militia.js';
import {
  C_ASP,
  C_NA,
  C_NT,
  CSA,
  G_BATTLES,
  G_MILITIA,
  N_BASE,
  P_KIND,
  RV_BASE,
  USA,
} from '../../../src/games/acw/layout.js';
import { RIVER_NAV, RIVER_TIDAL, SB_BORDER, SB_RIVER, T_CLEAR, T_SEA } from '../../../src/games/acw/map.js';
import { setCombatU, setInactive, setUsedInAttack, type S } from '../../../src/games/acw/state.js';
import { c, city, combatPhase, hex, legal, put } from './position.js';

const code = (h: number): string => c.map.stateCodes[c.map.state[h]!]!;
const ofKind = (s: S, k: number): number[] => legal(s).filter((a) => A.kindOf(a) === k);
const targetsOffered = (s: S): number[] => ofKind(s, A.A_TARGET).map(A.xOf);
const commitsOffered = (s: S, h: number): number[] =>
  ofKind(s, A.A_COMMIT)
    .filter((a) => A.xOf(a) === h)
    .map(A.yOf);

/** Play the battle's decisions (stand, the first column, decline) until the next attack may be declared. */
function fight(s: S): void {
  for (let i = 0; i < 30 && ofKind(s, A.A_END).length === 0; i++) {
    const l = legal(s);
    acw.apply(s, l.find((a) => A.kindOf(a) === A.A_STAND || A.kindOf(a) === A.A_DECLINE) ?? l[0]!);
  }
}

/** A clear, city-free land hex of a Confederate state. */
const plainSouth = (h: number): boolean =>
  c.map.terrain[h] === T_CLEAR && c.map.city[h]! < 0 && c.map.stateSide[c.map.state[h]!] === CSA;

/** The first hex pair (h, direction d) of plain Southern hexes whose hexside has river kind `r`. */
function riverPair(r: number): { h: number; t: number; d: number } {
  for (let h = 0; h < HEXES; h++)
    for (let d = 0; d < 6; d++) {
      const t = NBR[h * 6 + d]!;
      if (t < 0 || !plainSouth(h) || !plainSouth(t)) continue;
      if ((c.map.side[h * 6 + d]! & SB_RIVER) === r) return { h, t, d };
    }
  throw new Error(`no hexside of river kind ${r}`);
}

describe('acw which units may attack [8.1, 11.1, 14.4]', () => {
  const attack = (extra: (s: S, h: number) => void): S =>
    combatPhase(USA, (x) => {
      const h = put(x, 2121, USA, 3);
      put(x, 2122, CSA, 1);
      extra(x, h);
    });

  it('R8.0 the declaration takes only declaration actions: another kind is refused', () => {
    const s = attack(() => {});
    expect(() => playCombat(c, s, A.act(A.A_STAND))).toThrow(/not a combat action/);
  });

  it('R8.12 every SP of the stack may join: 3, 2 or 1 of 3 committed', () => {
    const s = attack(() => {});
    expect(targetsOffered(s)).toEqual([hex(2122)]);
    acw.apply(s, A.act(A.A_TARGET, hex(2122)));
    expect(commitsOffered(s, hex(2121))).toEqual([3, 2, 1]);
  });

  it('R8.14 SP that have attacked this phase may not attack again; the rest of the stack may', () => {
    expect(targetsOffered(attack((x, h) => setUsedInAttack(x, h, 3)))).toEqual([]);
    const s = attack((x, h) => setUsedInAttack(x, h, 1));
    acw.apply(s, A.act(A.A_TARGET, hex(2122)));
    expect(commitsOffered(s, hex(2121))).toEqual([2, 1]);
  });

  it('R11.1 inactive SP (Command Control) may not attack', () => {
    expect(targetsOffered(attack((x, h) => setInactive(x, h, 3)))).toEqual([]);
    const s = attack((x, h) => setInactive(x, h, 2));
    acw.apply(s, A.act(A.A_TARGET, hex(2122)));
    expect(commitsOffered(s, hex(2121))).toEqual([1]);
  });

  it('R14.4 units in a fort may not attack; those on top of the marker may', () => {
    const inFort = combatPhase(USA, (x) => {
      put(x, 2121, USA, 3, 3);
      put(x, 2122, CSA, 1);
    });
    expect(targetsOffered(inFort)).toEqual([]);
    const s = combatPhase(USA, (x) => {
      put(x, 2121, USA, 5, 3);
      put(x, 2122, CSA, 1);
    });
    acw.apply(s, A.act(A.A_TARGET, hex(2122)));
    expect(commitsOffered(s, hex(2121))).toEqual([2, 1]);
  });

  it('R8.22 a stack may commit in parts: the second commitment adds to the first and offers only the rest', () => {
    const s = attack(() => {});
    acw.apply(s, A.act(A.A_TARGET, hex(2122)));
    acw.apply(s, A.act(A.A_COMMIT, hex(2121), 2));
    expect(commitsOffered(s, hex(2121))).toEqual([1]);
    acw.apply(s, A.act(A.A_COMMIT, hex(2121), 1));
    expect([s[C_NA], s[C_ASP]]).toEqual([1, 3]);
    expect(commitsOffered(s, hex(2121))).toEqual([]);
  });
});

describe('acw which hexes may be attacked [8.14, 8.21, 8.23, 13.1]', () => {
  it('R8.23 more hexes may join the attack only while every one is next to an attacking hex; none once SP are committed', () => {
    const s = combatPhase(USA, (x) => {
      put(x, 2121, USA, 4);
      put(x, 2021, CSA, 1);
      put(x, 2122, CSA, 1);
      put(x, 2022, CSA, 1); // next to 2021 and 2122, not to 2121
    });
    acw.apply(s, A.act(A.A_TARGET, hex(2021)));
    expect(targetsOffered(s)).toEqual([hex(2122)]);
    acw.apply(s, A.act(A.A_TARGET, hex(2122)));
    expect(s[C_NT]).toBe(2);
    acw.apply(s, A.act(A.A_COMMIT, hex(2121), 1));
    expect(targetsOffered(s)).toEqual([]);
    // committing before the second hex is named closes the list too
    const t = combatPhase(USA, (x) => {
      put(x, 2121, USA, 4);
      put(x, 2021, CSA, 1);
      put(x, 2122, CSA, 1);
    });
    acw.apply(t, A.act(A.A_TARGET, hex(2021)));
    acw.apply(t, A.act(A.A_COMMIT, hex(2121), 1));
    expect(targetsOffered(t)).toEqual([]);
  });

  it('R8.23 an attacking hex must be next to every hex attacked: after 2021 and 2122, 2020 (next to 2021 only) may not commit', () => {
    const s = combatPhase(USA, (x) => {
      put(x, 2121, USA, 3);
      put(x, 2020, USA, 3);
      put(x, 2021, CSA, 1);
      put(x, 2122, CSA, 1);
    });
    // the enemy hexes and empty Decatur (2019, intrinsic point) next to them; never their own hexes
    expect(targetsOffered(s).sort()).toEqual([city('Decatur'), hex(2021), hex(2122)].sort());
    acw.apply(s, A.act(A.A_TARGET, hex(2021)));
    expect(commitsOffered(s, hex(2020))).toEqual([3, 2, 1]);
    acw.apply(s, A.act(A.A_TARGET, hex(2122)));
    expect(commitsOffered(s, hex(2020))).toEqual([]);
    // only the phasing side's SP are offered: never the defenders next to a target
    expect(ofKind(s, A.A_COMMIT).map(A.xOf)).toEqual([hex(2121), hex(2121), hex(2121)]);
  });

  it('R8.22 two stacks commit in parts: each commitment adds to its own hex', () => {
    const s = combatPhase(USA, (x) => {
      put(x, 2121, USA, 3);
      put(x, 2020, USA, 3);
      put(x, 2021, CSA, 1);
    });
    acw.apply(s, A.act(A.A_TARGET, hex(2021)));
    acw.apply(s, A.act(A.A_COMMIT, hex(2121), 1));
    acw.apply(s, A.act(A.A_COMMIT, hex(2020), 1));
    expect(commitsOffered(s, hex(2020))).toEqual([2, 1]);
    acw.apply(s, A.act(A.A_COMMIT, hex(2020), 1));
    expect([s[C_NA], s[C_ASP], s[C_ASP + 1]]).toEqual([2, 1, 2]);
    expect(commitsOffered(s, hex(2020))).toEqual([1]);
  });

  it('R8.23 the state holds three hexes per attack: after three, no fourth is offered', () => {
    const s = combatPhase(USA, (x) => {
      put(x, 2121, USA, 9);
      for (const id of [2021, 2122, 2221, 2220]) put(x, id, CSA, 1);
    });
    acw.apply(s, A.act(A.A_TARGET, hex(2021)));
    acw.apply(s, A.act(A.A_TARGET, hex(2122)));
    expect(targetsOffered(s).sort()).toEqual([hex(2221), hex(2220)].sort());
    acw.apply(s, A.act(A.A_TARGET, hex(2221)));
    expect(targetsOffered(s)).toEqual([]);
  });

  it('R8.14 a hex already attacked this phase is not offered again', () => {
    const s = combatPhase(USA, (x) => {
      put(x, 2121, USA, 6);
      put(x, 2122, CSA, 1);
      put(x, 2021, CSA, 1);
    });
    acw.apply(s, A.act(A.A_TARGET, hex(2122)));
    acw.apply(s, A.act(A.A_COMMIT, hex(2121), 3));
    acw.apply(s, A.act(A.A_RESOLVE));
    fight(s);
    expect(targetsOffered(s)).toEqual([hex(2021)]);
  });

  it('R8.14, R8.22 after an attack from all six hexes around 2121, the next attack offers the SP each stack has left', () => {
    const ring = [2120, 2220, 2221, 2122, 2021, 2020];
    const s = combatPhase(USA, (x) => {
      for (const id of ring) put(x, id, USA, 2);
      put(x, 2121, CSA, 1);
      put(x, 2123, CSA, 1);
    });
    acw.apply(s, A.act(A.A_TARGET, hex(2121)));
    for (const id of ring) acw.apply(s, A.act(A.A_COMMIT, hex(id), 1));
    expect(s[C_NA]).toBe(6);
    acw.apply(s, A.act(A.A_RESOLVE));
    fight(s);
    acw.apply(s, A.act(A.A_TARGET, hex(2123)));
    expect(commitsOffered(s, hex(2122))).toEqual([1]);
  });

  it('R8.11 the map corner 0101 (hex 0) attacks and is attacked like any hex', () => {
    const from = combatPhase(USA, (x) => {
      put(x, 101, USA, 2);
      put(x, 102, CSA, 1);
    });
    acw.apply(from, A.act(A.A_TARGET, hex(102)));
    expect(commitsOffered(from, hex(101))).toEqual([2, 1]);
    const on = combatPhase(USA, (x) => {
      put(x, 201, USA, 3);
      put(x, 101, CSA, 1);
      put(x, 102, CSA, 1);
    });
    acw.apply(on, A.act(A.A_TARGET, hex(102)));
    expect(targetsOffered(on)).toEqual([hex(101)]);
  });

  it('R13.1 an empty enemy city with its intrinsic point may be attacked; an empty friendly one or empty ground may not', () => {
    const atlanta = city('Atlanta');
    const next = [0, 1, 2, 3, 4, 5].map((d) => NBR[atlanta * 6 + d]!).find((x) => plainSouth(x))!;
    const s = combatPhase(USA, (x) => put(x, hexId(next), USA, 2));
    expect(targetsOffered(s)).toEqual([atlanta]);
    const own = combatPhase(CSA, (x) => put(x, hexId(next), CSA, 2));
    expect(targetsOffered(own)).toEqual([]);
  });
});

describe('acw hexsides closed to attack [TEC, 17.5]', () => {
  it('TEC no attack across a tidal hexside: 12 SP next to 1 SP across one have no target', () => {
    const { h, t } = riverPair(RIVER_TIDAL);
    const s = combatPhase(USA, (x) => {
      put(x, hexId(h), USA, 12);
      put(x, hexId(t), CSA, 1);
    });
    expect(targetsOffered(s)).toEqual([]);
  });

  it('R17.5 the CSA may not attack across a navigable hexside a riverine unit interdicts; the Union may', () => {
    const { h, t, d } = riverPair(RIVER_NAV);
    for (const [side, riverine, offered] of [
      [CSA, false, true],
      [CSA, true, false],
      [USA, true, true],
    ] as const) {
      const s = combatPhase(side, (x) => {
        put(x, hexId(h), side, 6);
        put(x, hexId(t), 1 - side, 1);
        if (riverine) {
          x[RV_BASE] = HEXES + edge(h, d);
          x[RV_BASE + 1] = 0;
        }
      });
      expect(targetsOffered(s)).toEqual(offered ? [t] : []);
    }
  });
});

describe('acw the -1 limit [8.44, 8.33]', () => {
  it('R8.44 the attack may be announced only once the committed SP reach -1: 3 SP against 4 need all three', () => {
    const s = combatPhase(USA, (x) => {
      put(x, 2121, USA, 3);
      put(x, 2122, CSA, 4);
    });
    acw.apply(s, A.act(A.A_TARGET, hex(2122)));
    expect(ofKind(s, A.A_RESOLVE)).toEqual([]);
    acw.apply(s, A.act(A.A_COMMIT, hex(2121), 2));
    expect(ofKind(s, A.A_RESOLVE)).toEqual([]);
    acw.apply(s, A.act(A.A_COMMIT, hex(2121), 1));
    expect(ofKind(s, A.A_RESOLVE)).toEqual([A.act(A.A_RESOLVE)]);
  });

  it('R8.12 no attack without committed SP: against 1 SP the attack is announced only after a commitment', () => {
    const s = combatPhase(USA, (x) => {
      put(x, 2121, USA, 1);
      put(x, 2122, CSA, 1);
    });
    acw.apply(s, A.act(A.A_TARGET, hex(2122)));
    expect(ofKind(s, A.A_RESOLVE)).toEqual([]);
    acw.apply(s, A.act(A.A_COMMIT, hex(2121), 1));
    expect(ofKind(s, A.A_RESOLVE)).toEqual([A.act(A.A_RESOLVE)]);
  });

  it('R8.33, R8.44 a target is offered by the halved strength: 6 unsupplied SP (3) reach -1 against 4, not against 5', () => {
    for (const [def, offered] of [
      [4, true],
      [5, false],
    ] as const) {
      const s = combatPhase(USA, (x) => {
        put(x, 2121, USA, 6);
        put(x, 2122, CSA, def);
      });
      setCombatU(s, hex(2121), 6);
      expect(targetsOffered(s)).toEqual(offered ? [hex(2122)] : []);
    }
  });

  it('R8.33, R8.14 of 6 unsupplied SP, 2 have attacked: the other 4 attack at 2, short of -1 against 4', () => {
    for (const [def, offered] of [
      [3, true],
      [4, false],
    ] as const) {
      const s = combatPhase(USA, (x) => {
        put(x, 2121, USA, 6);
        put(x, 2122, CSA, def);
      });
      setCombatU(s, hex(2121), 6);
      setUsedInAttack(s, hex(2121), 2);
      expect(targetsOffered(s)).toEqual(offered ? [hex(2122)] : []);
    }
  });

  it('R8.23, R8.44 a second hex joins only if every eligible SP can still reach -1 against both', () => {
    for (const [sp, offered] of [
      [4, true],
      [3, false],
    ] as const) {
      const s = combatPhase(USA, (x) => {
        put(x, 2121, USA, sp);
        put(x, 2021, CSA, 2);
        put(x, 2122, CSA, 3);
      });
      acw.apply(s, A.act(A.A_TARGET, hex(2021)));
      expect(targetsOffered(s)).toEqual(offered ? [hex(2122)] : []);
    }
  });
});

/** A plain Confederate coastal hex, a plain land neighbour across a dry hexside, and a sea neighbour. */
function coast(from = 0): { t: number; land: number; sea: number } {
  for (let t = from; t < HEXES; t++) {
    if (!plainSouth(t) || !c.map.coastal[t]) continue;
    const n = [0, 1, 2, 3, 4, 5].map((d) => NBR[t * 6 + d]!);
    const sea = n.find((x) => x >= 0 && c.map.terrain[x] === T_SEA);
    const d = [0, 1, 2, 3, 4, 5].find(
      (k) => n[k]! >= 0 && plainSouth(n[k]!) && !(c.map.side[t * 6 + k]! & 63),
    );
    if (sea !== undefined && d !== undefined) return { t, land: n[d]!, sea };
  }
  throw new Error('no coastal hex');
}

describe('acw naval SP in the attack [8.8]', () => {
  const fleet = (s: S, node: number, sp: number): void => {
    s[N_BASE] = node;
    s[N_BASE + 1] = sp;
    s[N_BASE + 2] = 0;
  };
  /** Union `army` SP on `land` attack `t` (1 CSA SP); the fleet set by `place`. */
  function naval(t: number, land: number, army: number, place: (s: S) => void, side = USA): S {
    const s = combatPhase(side, (x) => {
      put(x, hexId(land), side, army);
      put(x, hexId(t), 1 - side, 1);
      place(x);
    });
    acw.apply(s, A.act(A.A_TARGET, t));
    return s;
  }
  const navalOffered = (s: S): [number, number][] =>
    ofKind(s, A.A_COMMIT_NAVAL).map((a) => [A.xOf(a), A.yOf(a)]);

  it('R8.8 a fleet next to a coastal target at sea joins only after army SP, one naval SP per army SP, once', () => {
    const { t, land, sea } = coast();
    const s = naval(t, land, 4, (x) => fleet(x, sea, 3));
    expect(navalOffered(s)).toEqual([]);
    acw.apply(s, A.act(A.A_COMMIT, land, 2));
    expect(navalOffered(s)).toEqual([
      [0, 2],
      [0, 1],
    ]);
    acw.apply(s, A.act(A.A_COMMIT, land, 2));
    expect(navalOffered(s)[0]).toEqual([0, 3]);
    acw.apply(s, A.act(A.A_COMMIT_NAVAL, 0, 1));
    expect(navalOffered(s)).toEqual([]);
  });

  it('R8.8 a fleet on the target hex joins; an empty fleet, one in a land hex next to it or one away at sea does not', () => {
    const { t, land, sea } = coast(hex(1631));
    // a sea hex next to one of the hexes before t in the hex order (hexes t / 6 to t), not next to t
    const farSea = Array.from(NBR.subarray(t, t * 6)).find(
      (x) => x >= 0 && c.map.terrain[x] === T_SEA && ![0, 1, 2, 3, 4, 5].some((d) => NBR[t * 6 + d] === x),
    )!;
    expect(farSea).toBeDefined();
    const offered = (node: number, sp: number): boolean => {
      const s = naval(t, land, 2, (x) => fleet(x, node, sp));
      acw.apply(s, A.act(A.A_COMMIT, land, 2));
      return navalOffered(s).length > 0;
    };
    expect([offered(t, 2), offered(sea, 2), offered(sea, 0), offered(land, 2), offered(farSea, 2)]).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it('R8.8 naval SP join only Union attacks, and only on coastal hexes or hexes on a tidal hexside', () => {
    const { t, land, sea } = coast();
    const csa = naval(t, land, 2, (x) => fleet(x, sea, 2), CSA);
    acw.apply(csa, A.act(A.A_COMMIT, land, 2));
    expect(navalOffered(csa)).toEqual([]);
    // inland 2122: a fleet on the hex itself may not join
    const s = combatPhase(USA, (x) => {
      put(x, 2121, USA, 2);
      put(x, 2122, CSA, 1);
      fleet(x, hex(2122), 2);
    });
    acw.apply(s, A.act(A.A_TARGET, hex(2122)));
    acw.apply(s, A.act(A.A_COMMIT, hex(2121), 2));
    expect(navalOffered(s)).toEqual([]);
  });

  it('R8.8 one naval SP per army SP of every attacking stack; any fleet may join (here fleet 3)', () => {
    const s = combatPhase(USA, (x) => {
      put(x, 1531, USA, 2);
      put(x, 1431, USA, 2);
      put(x, 1532, CSA, 1);
      fleet(x, hex(1632), 0);
      x[N_BASE + 9] = hex(1632);
      x[N_BASE + 10] = 5;
    });
    acw.apply(s, A.act(A.A_TARGET, hex(1532)));
    acw.apply(s, A.act(A.A_COMMIT, hex(1531), 2));
    acw.apply(s, A.act(A.A_COMMIT, hex(1431), 2));
    expect(navalOffered(s)).toEqual([4, 3, 2, 1].map((k) => [3, k]));
  });

  it('R8.8 each attack counts its own army SP: after a two-stack attack, one stack of 2 takes at most 2 naval SP', () => {
    const s = combatPhase(USA, (x) => {
      put(x, 1531, USA, 4);
      put(x, 1431, USA, 2);
      put(x, 1532, CSA, 1);
      put(x, 1631, CSA, 1);
      fleet(x, hex(1632), 5);
    });
    acw.apply(s, A.act(A.A_TARGET, hex(1532)));
    acw.apply(s, A.act(A.A_COMMIT, hex(1531), 2));
    acw.apply(s, A.act(A.A_COMMIT, hex(1431), 2));
    acw.apply(s, A.act(A.A_RESOLVE));
    fight(s);
    acw.apply(s, A.act(A.A_TARGET, hex(1631)));
    acw.apply(s, A.act(A.A_COMMIT, hex(1531), 2));
    expect(navalOffered(s)).toEqual([
      [0, 2],
      [0, 1],
    ]);
  });

  it('R8.8 with two hexes attacked the fleet must reach both: at sea next to 1532 and 1631 it joins, next to 1631 only not', () => {
    expect([1532, 1631].map((id) => c.map.coastal[hex(id)])).toEqual([1, 1]);
    const offered = (node: number): [number, number][] => {
      const s = combatPhase(USA, (x) => {
        put(x, 1531, USA, 2);
        put(x, 1532, CSA, 1);
        put(x, 1631, CSA, 1);
        fleet(x, hex(node), 5);
      });
      acw.apply(s, A.act(A.A_TARGET, hex(1532)));
      acw.apply(s, A.act(A.A_TARGET, hex(1631)));
      acw.apply(s, A.act(A.A_COMMIT, hex(1531), 2));
      return navalOffered(s);
    };
    expect(offered(1632)).toEqual([
      [0, 2],
      [0, 1],
    ]);
    expect(offered(1732)).toEqual([]);
  });

  it('R8.8 a fleet on a tidal hexside of the target joins (inland 1028 and 1021); on another hexside of it, not', () => {
    for (const t of [riverPair(RIVER_TIDAL).t, hex(1021)]) {
      expect(c.map.coastal[t]).toBe(0);
      const tidal = [0, 1, 2, 3, 4, 5].find((x) => (c.map.side[t * 6 + x]! & SB_RIVER) === RIVER_TIDAL)!;
      const k = [0, 1, 2, 3, 4, 5].find((x) => {
        const n = NBR[t * 6 + x]!;
        return n >= 0 && plainSouth(n) && (c.map.side[t * 6 + x]! & SB_RIVER) === 0;
      })!;
      const land = NBR[t * 6 + k]!;
      const offered = (node: number): boolean => {
        const s = naval(t, land, 2, (x) => fleet(x, node, 2));
        acw.apply(s, A.act(A.A_COMMIT, land, 2));
        return navalOffered(s).length > 0;
      };
      expect(offered(HEXES + edge(t, tidal))).toBe(true);
      expect(offered(HEXES + edge(t, k))).toBe(false);
    }
  });
});

describe('acw announcing the attack [15.2]', () => {
  /** Union SP next to CSA-held `t` from `from`, militia not yet raised; the attack announced. */
  function announce(from: number, t: number): S {
    const s = combatPhase(USA, (x) => {
      put(x, hexId(from), USA, 4);
      put(x, hexId(t), CSA, 1);
    });
    s[G_MILITIA] = 0;
    acw.apply(s, A.act(A.A_TARGET, t));
    acw.apply(s, A.act(A.A_COMMIT, from, 4));
    acw.apply(s, A.act(A.A_RESOLVE));
    return s;
  }

  it('R15.2 a city attacked across a border raises its militia before the combat: Corinth from 1617 or 1718, Memphis from 1319, Columbus from Alabama', () => {
    for (const [id, name] of [
      [1617, 'Corinth'],
      [1718, 'Corinth'],
      [1319, 'Memphis'],
      [2525, 'Columbus'],
      [2526, 'Columbus'],
    ] as const) {
      const s = announce(hex(id), city(name));
      expect([s[P_KIND], s[G_BATTLES]]).toEqual([PK_MILITIA, 0]);
    }
  });

  it('R15.2 one attacking stack across the border is enough: Corinth from 1617 and from Mississippi', () => {
    const corinth = city('Corinth');
    const inside = [0, 1, 2, 3, 4, 5]
      .map((d) => NBR[corinth * 6 + d]!)
      .find((x) => code(x) === 'MS' && !(c.map.side[x * 6 + dirTo(x, corinth)]! & (SB_BORDER | SB_RIVER)))!;
    const s = combatPhase(USA, (x) => {
      put(x, hexId(inside), USA, 2);
      put(x, 1617, USA, 2);
      put(x, hexId(corinth), CSA, 1);
    });
    s[G_MILITIA] = 0;
    acw.apply(s, A.act(A.A_TARGET, corinth));
    acw.apply(s, A.act(A.A_COMMIT, inside, 2));
    acw.apply(s, A.act(A.A_COMMIT, hex(1617), 2));
    acw.apply(s, A.act(A.A_RESOLVE));
    expect([s[P_KIND], s[G_BATTLES]]).toEqual([PK_MILITIA, 0]);
  });

  it('R15.2 a city attacked from inside its own state, or a hex without a city across a border, raises no militia', () => {
    const atlanta = city('Atlanta');
    const inside = [0, 1, 2, 3, 4, 5]
      .map((d) => NBR[atlanta * 6 + d]!)
      .find((x) => plainSouth(x) && c.map.state[x] === c.map.state[atlanta])!;
    const a = announce(inside, atlanta);
    expect([a[P_KIND] === PK_MILITIA, a[G_MILITIA], a[G_BATTLES]]).toEqual([false, 0, 1]);
    let from = -1;
    let t = -1;
    for (let x = 0; x < HEXES && t < 0; x++)
      for (let d = 0; d < 6 && t < 0; d++) {
        const y = NBR[x * 6 + d]!;
        const side = c.map.side[x * 6 + d]!;
        if (y < 0 || !plainSouth(y) || !(side & SB_BORDER) || side & SB_RIVER) continue;
        if (c.map.terrain[x] === T_CLEAR && c.map.city[x]! < 0 && c.map.stateSide[c.map.state[x]!] === USA)
          [from, t] = [x, y];
      }
    const b = announce(from, t);
    expect([b[P_KIND] === PK_MILITIA, b[G_MILITIA], b[G_BATTLES]]).toEqual([false, 0, 1]);
  });
});
