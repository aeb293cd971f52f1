/**
 * The remaining sub-cases of the digest's Appendix: repeated Double-Match options (C23), naval SP
 * in combat (B15, B16), a dead leader's replacement (D29), Farragut (D30) and a Union unit passing
 * over Southern rail (F33). Constructed positions in central Alabama (clear, no rivers) unless the
 * case needs the coast or a river.
 */
import { describe, expect, it } from 'vitest';
import { chanceAt } from '../../../src/core/header.js';
import { rollD6 } from '../../../src/core/rng.js';
import * as A from '../../../src/games/acw/actions.js';
import { PK_COLUMN, PK_LEADER, PK_RETREAT } from '../../../src/games/acw/battle.js';
import { dmAllowsPrimaryMove } from '../../../src/games/acw/doublematch.js';
import { PK_MILITIA } from '../../../src/games/acw/militia.js';
import { mpLeft } from '../../../src/games/acw/force.js';
import { defenseOf } from '../../../src/games/acw/strength.js';
import { partialAllowed, retreat, retreatHexes } from '../../../src/games/acw/retreat.js';
import { PH_COMBAT, PH_MOVE } from '../../../src/games/acw/flow.js';
import { EDGES, HEXES, NBR, dirTo, edge, edgeHexes } from '../../../src/games/acw/grid.js';
import { acw } from '../../../src/games/acw/index.js';
import {
  C_ATTACK,
  C_DEFENSE,
  C_ROLL,
  CSA,
  F_ACTIVE,
  F_SP,
  F_SPENT,
  G_PHASE,
  G_MILITIA,
  G_KY,
  G_PHASING,
  G_TRANSFER,
  L_BASE,
  LEADERS,
  LF_ALIVE,
  LF_FARRAGUT,
  N_BASE,
  P_KIND,
  RV_BASE,
  U_BASE,
  USA,
} from '../../../src/games/acw/layout.js';
import {
  R_EAST,
  R_VIRGINIA,
  RIVER_NAV,
  RIVER_TIDAL,
  SB_BORDER,
  SB_FERRY,
  SB_RAIL,
  SB_RIVER,
  T_CLEAR,
  T_SEA,
  W_NAV,
} from '../../../src/games/acw/map.js';
import { KY_NEUTRAL, KY_UNION, cityOwner, intrinsic } from '../../../src/games/acw/places.js';
import { railUsable } from '../../../src/games/acw/network.js';
import { openCombat } from '../../../src/games/acw/phases.js';
import { credit } from '../../../src/games/acw/leaders.js';
import {
  alive,
  field,
  fortSP,
  lRating,
  landSP,
  railDead,
  setCombatU,
  setUSP,
  zoc,
  type S,
} from '../../../src/games/acw/state.js';
import { blank, c, city, hex, leader, legal, put, ready } from './position.js';
import { Sfc32 } from '../../../src/core/rng.js';
import { CH_TURN } from '../../../src/core/header.js';
import type { OptionSet } from '../../../src/core/game.js';

const clearU = (s: S): S => {
  for (let h = 0; h < HEXES; h++) {
    setUSP(s, h, 0);
    setCombatU(s, h, 0);
  }
  return s;
};
const around = (h: number): number[] => [0, 1, 2, 3, 4, 5].map((d) => NBR[h * 6 + d]!).filter((x) => x >= 0);
const idOf = (h: number): number => (Math.floor(h / 33) + 1) * 100 + (h % 33) + 1;
const kinds = (s: S, k: number): number[] => legal(s).filter((a) => A.kindOf(a) === k);

/** Play the battle's decisions: the defender stands, the attacker takes `col` (or the highest). */
function settle(s: S, col = 99, onDecision: (s: S) => void = () => {}): void {
  for (let i = 0; i < 20 && (acw.toMove(s) !== s[G_PHASING] || s[P_KIND] !== 0); i++) {
    onDecision(s);
    const l = legal(s);
    const cols = l.filter((a) => A.kindOf(a) === A.A_COLUMN);
    const pick =
      l.find((a) => A.kindOf(a) === A.A_STAND) ??
      (cols.length ? (cols.find((a) => A.yOf(a) === col) ?? cols[0]!) : undefined) ??
      l.find((a) => A.kindOf(a) === A.A_DECLINE) ??
      l[0]!;
    acw.apply(s, pick);
  }
}

/** A Combat Phase of `side` with the units placed. */
function combat(side: number, place: (s: S) => void, seed = 'test', options: OptionSet = {}): S {
  const s = blank({ side, turn: 4, seed, options });
  place(s);
  ready(s);
  s[G_PHASE] = PH_COMBAT;
  openCombat(c, s);
  return clearU(s);
}

describe('acw Double-Match, repeated [9.21]', () => {
  it('R9.21 a Double-Match force with 24 MP uses the option four times (24 -> 19 -> 14 -> 9 -> 4); a fifth needs 5 MP', () => {
    const s = blank({ side: USA, turn: 4 });
    const h = put(s, 2121, USA, 30);
    const targets = around(h).filter((t) => c.map.city[t]! < 0 && c.map.terrain[t] === T_CLEAR);
    expect(targets.length).toBeGreaterThanOrEqual(5);
    for (const t of targets.slice(0, 5)) put(s, idOf(t), CSA, 1);
    clearU(ready(s));
    acw.apply(s, A.act(A.A_PICK, h, 30));
    expect(s[F_SPENT]).toBe(0);
    for (let i = 1; i <= 4; i++) {
      const dm = kinds(s, A.A_DM);
      expect(dm.length).toBe(5 - (i - 1));
      acw.apply(s, dm[0]!);
      expect(s[F_SPENT]).toBe(50 * i);
      settle(s);
      expect(landSP(s, A.xOf(dm[0]!))).toBe(0);
    }
    // 4 MP left: the fifth enemy stack is still there, but the option is not offered
    expect(targets.slice(0, 5).filter((t) => landSP(s, t) > 0).length).toBe(1);
    expect(kinds(s, A.A_DM)).toEqual([]);
  });
});

/** A Confederate coastal land hex (clear, no city) with a sea neighbour and a clear land neighbour. */
function coastalTarget(): { t: number; sea: number; land: number } {
  for (let t = 0; t < HEXES; t++) {
    if (c.map.stateSide[c.map.state[t]!] !== CSA || c.map.terrain[t] !== T_CLEAR || c.map.city[t]! >= 0)
      continue;
    if (c.map.region[t]! & R_VIRGINIA) continue;
    const n = around(t);
    const sea = n.find((x) => c.map.terrain[x] === T_SEA);
    const land = [0, 1, 2, 3, 4, 5].find((d) => {
      const x = NBR[t * 6 + d]!;
      return (
        x >= 0 && c.map.terrain[x] === T_CLEAR && c.map.city[x]! < 0 && (c.map.side[t * 6 + d]! & 3) === 0
      );
    });
    if (sea !== undefined && land !== undefined) return { t, sea, land: NBR[t * 6 + land]! };
  }
  throw new Error('no coastal hex');
}

describe('acw naval SP in combat [8.8]', () => {
  it('R8.8 naval SP join at most one per army SP; with a naval SP in the attack no voluntary reduction is offered [8.6]', () => {
    const { t, sea, land } = coastalTarget();
    const setup = (x: S): void => {
      put(x, idOf(land), USA, 5);
      put(x, idOf(t), CSA, 1, 1);
      x[N_BASE] = sea;
      x[N_BASE + 1] = 6;
      x[N_BASE + 2] = 0;
    };
    const s = combat(USA, setup);
    acw.apply(s, A.act(A.A_TARGET, t));
    acw.apply(s, A.act(A.A_COMMIT, land, 5));
    // 6 naval SP in the fleet, 5 army SP attacking: at most 5 may join
    expect(Math.max(...kinds(s, A.A_COMMIT_NAVAL).map(A.yOf))).toBe(5);
    acw.apply(s, A.act(A.A_COMMIT_NAVAL, 0, 1));
    acw.apply(s, A.act(A.A_RESOLVE));
    expect(s[C_DEFENSE]).toBe(3);
    expect(s[P_KIND]).not.toBe(PK_COLUMN);
    settle(s);
    // the battle was fought on the true column at once: no column choice was asked
    expect(s[C_ROLL]).toBeGreaterThan(0);
    // without the naval SP the same attack (5 against 3) lets the attacker reduce the column
    const u = combat(USA, setup);
    acw.apply(u, A.act(A.A_TARGET, t));
    acw.apply(u, A.act(A.A_COMMIT, land, 5));
    acw.apply(u, A.act(A.A_RESOLVE));
    acw.apply(u, A.act(A.A_STAND));
    expect(u[P_KIND]).toBe(PK_COLUMN);
  });
});

describe('acw leaders [11.31-11.34, 16.0]', () => {
  /** First seed whose next die roll is `roll`, for a state built by `make`. */
  function seedRolling(roll: number, make: (seed: string) => S): S {
    for (let k = 0; k < 200; k++) {
      const s = make(`leader-${k}`);
      const peek = Int32Array.from(s);
      if (rollD6(peek, chanceAt(0)) === roll) return s;
    }
    throw new Error('no seed');
  }

  it('R11.31-11.32 a side whose leader died in a battle gets no new leader from that battle, only from a later one that costs the enemy SP', () => {
    const s = seedRolling(6, (seed) =>
      combat(
        USA,
        (x) => {
          put(x, 2020, USA, 6);
          leader(x, 1, 2020, 1);
          put(x, 2021, CSA, 4);
          put(x, 2024, USA, 6);
          put(x, 2025, CSA, 4);
        },
        seed,
      ),
    );
    acw.apply(s, A.act(A.A_TARGET, hex(2021)));
    acw.apply(s, A.act(A.A_COMMIT, hex(2020), 6));
    acw.apply(s, A.act(A.A_RESOLVE));
    expect(s[C_DEFENSE]).toBe(4);
    let offered = false;
    const watch = (x: S): void => {
      if (x[P_KIND] === PK_LEADER && acw.toMove(x) === USA) offered = true;
    };
    settle(s, 3, watch); // the +2 column: on a 6 both sides lose 2, asterisked [8.41]
    expect(s[C_ROLL]).toBe(6);
    expect(alive(s, 1)).toBe(false);
    expect(landSP(s, hex(2021))).toBe(2);
    expect(offered).toBe(false);
    // a later battle that costs the enemy SP (every roll of the +2 column does) creates leader C anew
    acw.apply(s, A.act(A.A_TARGET, hex(2025)));
    acw.apply(s, A.act(A.A_COMMIT, hex(2024), 6));
    acw.apply(s, A.act(A.A_RESOLVE));
    settle(s, 3, (x) => {
      if (x[P_KIND] === PK_LEADER && acw.toMove(x) === USA) {
        offered = true;
        expect(kinds(x, A.A_NEW_LEADER).length).toBeGreaterThan(0);
      }
    });
    expect(offered).toBe(true);
  });

  /** 4 SP with leader slot 1 attack 4 SP with leader slot LEADERS/2 on the 0 column, the die showing `roll`. */
  function evenBattle(roll: number, options: OptionSet): S {
    const s = seedRolling(roll, (seed) =>
      combat(
        USA,
        (x) => {
          put(x, 2020, USA, 4);
          leader(x, 1, 2020, 1);
          put(x, 2021, CSA, 4);
          leader(x, LEADERS / 2, 2021, 1);
        },
        seed,
        options,
      ),
    );
    acw.apply(s, A.act(A.A_TARGET, hex(2021)));
    acw.apply(s, A.act(A.A_COMMIT, hex(2020), 4));
    acw.apply(s, A.act(A.A_RESOLVE));
    settle(s, 1);
    expect(s[C_ROLL]).toBe(roll);
    return s;
  }

  it('R11.32 a 6 on the 0 column (0/1) kills both leaders; reading leader-death=losers only the defender, who lost an SP', () => {
    const both = evenBattle(6, {});
    expect([alive(both, 1), alive(both, LEADERS / 2)]).toEqual([false, false]);
    const losers = evenBattle(6, { 'leader-death': 'losers' });
    expect([alive(losers, 1), alive(losers, LEADERS / 2)]).toEqual([true, false]);
  });

  it('R8.41 a 4 on the 0 column (1/1) kills no leader under asterisk reading A, both under reading B', () => {
    const a = evenBattle(4, {});
    expect([alive(a, 1), alive(a, LEADERS / 2)]).toEqual([true, true]);
    const b = evenBattle(4, { 'crt-asterisk': 'B' });
    expect([alive(b, 1), alive(b, LEADERS / 2)]).toEqual([false, false]);
  });

  it('R11.34, R16.0 Farragut arrives on GT2 with the riverine unit in 5201 at rating 2, may be promoted to 3', () => {
    const s = acw.create({ scenario: 'basic', seed: 'farragut' });
    const rng = Sfc32.from(1, 'farragut');
    const buf = new Int32Array(acw.maxActions);
    for (let i = 0; i < 5000 && !(s[CH_TURN] === 2 && s[G_PHASING] === USA && s[G_PHASE] === PH_MOVE); i++) {
      const n = acw.legalActions(s, buf);
      const end = [...buf.subarray(0, n)].find((a) => A.kindOf(a) === A.A_END);
      acw.apply(s, end ?? buf[rng.int(n)]!);
    }
    expect(s[L_BASE + 3]! & (LF_ALIVE | LF_FARRAGUT)).toBe(LF_ALIVE | LF_FARRAGUT);
    expect(lRating(s, 0)).toBe(2);
    expect(s[RV_BASE + s[L_BASE]! * 2]).toBe(hex(5201));
    credit(s, USA, [hex(5201)], 12);
    expect(lRating(s, 0)).toBe(3);
  });

  it('R11.34 Farragut may not enter the waters of the Union states or Virginia; his riverine unit alone may', () => {
    // a navigable hexside between Confederate hexes next to one that touches a Union state
    let from = -1;
    let to = -1;
    const closed = (node: number): boolean =>
      edgeHexes(node - HEXES).some(
        (h) =>
          h >= 0 &&
          c.map.terrain[h] !== T_SEA &&
          (c.map.stateSide[c.map.state[h]!] === USA || (c.map.region[h]! & R_VIRGINIA) !== 0),
      );
    for (let e = HEXES; e < HEXES + EDGES && from < 0; e++) {
      if (c.map.wKind[e] !== W_NAV || c.map.wStart[e + 1]! === c.map.wStart[e]! || closed(e)) continue;
      if (edgeHexes(e - HEXES).some((h) => h < 0 || c.map.stateSide[c.map.state[h]!] !== CSA)) continue;
      for (let j = c.map.wStart[e]!; j < c.map.wStart[e + 1]!; j++) {
        const m = c.map.wTo[j]!;
        if (m >= HEXES && m < HEXES + EDGES && c.map.wKind[m] === W_NAV && closed(m)) {
          from = e;
          to = m;
          break;
        }
      }
    }
    expect(from).toBeGreaterThan(0);
    const steps = (farragut: boolean): number[] => {
      const s = blank({ side: USA, turn: 6 });
      s[RV_BASE] = from;
      s[RV_BASE + 1] = 0;
      if (farragut) {
        s[L_BASE] = 0;
        s[L_BASE + 1] = 2;
        s[L_BASE + 3] = LF_ALIVE | LF_FARRAGUT;
      }
      clearU(ready(s));
      acw.apply(s, A.act(A.A_PICK_RIVERINE, 0));
      return kinds(s, A.A_WATER_STEP).map(A.xOf);
    };
    expect(steps(false)).toContain(to);
    expect(steps(true)).not.toContain(to);
  });
});

describe('acw rail interdiction [10.54]', () => {
  it('R10.54 a Union army unit that crosses a Southern rail hex and ends elsewhere leaves it working for the South', () => {
    const atl = city('Atlanta');
    const r = around(atl).find((n) => c.map.rail[n] && c.map.city[n]! < 0 && c.map.terrain[n] === T_CLEAR)!;
    const [a, b] = around(r).filter(
      (n) => n !== atl && c.map.city[n]! < 0 && c.map.terrain[n] === T_CLEAR && !around(atl).includes(n),
    );
    expect(a).toBeDefined();
    expect(b).toBeDefined();
    const march = (via: number[]): S => {
      const s = blank({ side: USA, turn: 6 });
      put(s, idOf(a!), USA, 1);
      ready(s); // unsupplied deep in Alabama, so free to end anywhere [10.3]
      acw.apply(
        s,
        kinds(s, A.A_PICK_U).find((x) => A.xOf(x) === a)!,
      );
      for (const t of via)
        acw.apply(
          s,
          kinds(s, A.A_STEP).find((x) => A.xOf(x) === t)!,
        );
      if (s[F_ACTIVE]) acw.apply(s, A.act(A.A_STOP));
      return s;
    };
    const passed = march([r, b!]);
    expect(landSP(passed, b!)).toBe(1);
    expect(railUsable(c, passed, CSA, r)).toBe(true);
    expect(railDead(passed, r)).toBe(false);
    // the same unit stopping on the rail hex interdicts it
    const stopped = march([r]);
    expect(landSP(stopped, r)).toBe(1);
    expect(railUsable(c, stopped, CSA, r)).toBe(false);
  });
});

describe('acw USMRR in an enemy zone [10.55]', () => {
  /** A Union rail hex h1 with a rail neighbour h2, and a hex x putting h1 (not h2) in a CSA zone. */
  function caughtPosition(): { h1: number; h2: number; x: number } {
    for (let h1 = 0; h1 < HEXES; h1++) {
      if (!c.map.rail[h1] || c.map.stateSide[c.map.state[h1]!] !== USA || c.map.city[h1]! >= 0) continue;
      for (let d = 0; d < 6; d++) {
        const h2 = NBR[h1 * 6 + d]!;
        if (h2 < 0 || !(c.map.side[h1 * 6 + d]! & SB_RAIL) || c.map.stateSide[c.map.state[h2]!] !== USA)
          continue;
        for (const x of around(h1).flatMap(around)) {
          if (x === h1 || around(h1).includes(x) || c.map.terrain[x] !== T_CLEAR || c.map.city[x]! >= 0)
            continue;
          const s = blank({ side: USA, turn: 8 });
          put(s, idOf(x), CSA, 1);
          ready(s);
          if (zoc(s, h1) !== 0 && zoc(s, h2) === 0) return { h1, h2, x };
        }
      }
    }
    throw new Error('no position');
  }

  it('R10.55 a USMRR caught in a Confederate zone must leave it: the phase may not end, nor the unit stop, while it can step out', () => {
    const { h1, h2, x } = caughtPosition();
    const at = (enemy: boolean): S => {
      const s = blank({ side: USA, turn: 8 });
      if (enemy) put(s, idOf(x), CSA, 1);
      s[U_BASE] = h1;
      s[U_BASE + 1] = 0;
      return ready(s);
    };
    expect(kinds(at(false), A.A_END).length).toBe(1);
    const s = at(true);
    expect(kinds(s, A.A_END)).toEqual([]);
    acw.apply(s, A.act(A.A_PICK_USMRR, 0));
    expect(kinds(s, A.A_STOP)).toEqual([]);
    acw.apply(
      s,
      kinds(s, A.A_STEP).find((a) => A.xOf(a) === h2)!,
    );
    acw.apply(s, A.act(A.A_STOP));
    expect(s[U_BASE]).toBe(h2);
    expect(kinds(s, A.A_END).length).toBe(1);
  });
});

describe('acw retreat before combat [8.5, 8.51]', () => {
  /** USA attacks with `sp` SP from 2020 (`unsupplied` of them) the CSA `def` SP in `to`; the defender is asked. */
  function asked(to: number, def: number, sp: number, unsupplied: number, options: OptionSet = {}): S {
    const s = combat(
      USA,
      (x) => {
        put(x, 2020, USA, sp);
        put(x, to, CSA, def);
      },
      'test',
      options,
    );
    setCombatU(s, hex(2020), unsupplied);
    acw.apply(s, A.act(A.A_TARGET, hex(to)));
    acw.apply(s, A.act(A.A_COMMIT, hex(2020), sp));
    acw.apply(s, A.act(A.A_RESOLVE));
    expect(s[P_KIND]).toBe(PK_RETREAT);
    return s;
  }
  const sizes = (s: S): number[] => [...new Set(kinds(s, A.A_RETREAT).map(A.yOf))];

  it("R8.5 the defender retreats one hex, never into the attacker's Primary zone nor onto the attacker", () => {
    const s = asked(2021, 1, 1, 0);
    const into = [...new Set(kinds(s, A.A_RETREAT).map(A.xOf))].sort((a, b) => a - b);
    const free = around(hex(2021)).filter((r) => r !== hex(2020) && !around(hex(2020)).includes(r));
    expect(free.length).toBeGreaterThan(0);
    expect(into).toEqual(free.sort((a, b) => a - b));
  });

  /** The first hexes t (of `state side`, land, no city) with neighbours r (`wanted`) and a (attacker, across no river, not next to r). */
  function triple(side: number, wanted: (t: number, d: number, r: number) => boolean): number[] {
    for (let t = 0; t < HEXES; t++) {
      if (c.map.stateSide[c.map.state[t]!] !== side || c.map.terrain[t] !== T_CLEAR || c.map.city[t]! >= 0)
        continue;
      for (let d = 0; d < 6; d++) {
        const r = NBR[t * 6 + d]!;
        if (r < 0 || c.map.terrain[r] === T_SEA || !wanted(t, d, r)) continue;
        const a = [0, 1, 2, 3, 4, 5].find((e) => {
          const x = NBR[t * 6 + e]!;
          return (
            x >= 0 &&
            x !== r &&
            c.map.terrain[x] === T_CLEAR &&
            c.map.city[x]! < 0 &&
            (c.map.side[t * 6 + e]! & SB_RIVER) === 0 &&
            !around(x).includes(r)
          );
        });
        if (a !== undefined) return [t, r, NBR[t * 6 + a]!];
      }
    }
    throw new Error('no such hexes');
  }

  it('R8.5 units may not retreat across a tidal hexside the Confederates hold no ferry on', () => {
    const [t, r, a] = triple(
      CSA,
      (t, d) => (c.map.side[t * 6 + d]! & SB_RIVER) === RIVER_TIDAL && !(c.map.side[t * 6 + d]! & SB_FERRY),
    );
    const s = combat(USA, (x) => {
      put(x, idOf(a!), USA, 1);
      put(x, idOf(t!), CSA, 1);
    });
    acw.apply(s, A.act(A.A_TARGET, t!));
    acw.apply(s, A.act(A.A_COMMIT, a!, 1));
    acw.apply(s, A.act(A.A_RESOLVE));
    expect(s[P_KIND]).toBe(PK_RETREAT);
    expect(kinds(s, A.A_RETREAT).map(A.xOf)).not.toContain(r);
  });

  it('R8.5 a Union defender may retreat into an intact Union city, never into an intact Confederate one', () => {
    const own = (side: number) => (_t: number, _d: number, r: number) =>
      c.map.city[r]! >= 0 &&
      cityOwner(c, blank(), c.map.city[r]!) === side &&
      intrinsic(c, blank(), c.map.city[r]!);
    for (const [owner, offered] of [
      [USA, true],
      [CSA, false],
    ] as const) {
      const [t, r, a] = triple(owner, own(owner));
      const s = combat(CSA, (x) => {
        put(x, idOf(a!), CSA, 1);
        put(x, idOf(t!), USA, 1);
      });
      acw.apply(s, A.act(A.A_TARGET, t!));
      acw.apply(s, A.act(A.A_COMMIT, a!, 1));
      acw.apply(s, A.act(A.A_RESOLVE));
      expect(s[P_KIND]).toBe(PK_RETREAT);
      expect(kinds(s, A.A_RETREAT).map(A.xOf).includes(r!)).toBe(offered);
    }
  });

  it('R8.51 what stays must be at least 51 % of the attack: 6 unsupplied SP attack 4 SP at 3, so 2 SP must stay; reading partial-retreat-51=sp, 51 % of 6 SP, so all go or none', () => {
    expect(sizes(asked(2021, 4, 6, 6)).sort()).toEqual([1, 2, 4]);
    expect(sizes(asked(2021, 4, 6, 6, { 'partial-retreat-51': 'sp' }))).toEqual([4]);
    expect(sizes(asked(2021, 4, 5, 0)).sort()).toEqual([1, 4]);
    // 3 SP attack 4: 51 % of 3 SP is 1.53, so 2 SP must stay in either reading
    expect(sizes(asked(2021, 4, 3, 0, { 'partial-retreat-51': 'sp' })).sort()).toEqual([1, 2, 4]);
  });

  it('R8.51 on an intact friendly city (Atlanta, Memphis) any part may go, leaving the city point alone', () => {
    for (const name of ['Atlanta', 'Memphis']) {
      const t = city(name);
      const from = around(t).find(
        (x) =>
          c.map.terrain[x] === T_CLEAR &&
          c.map.city[x]! < 0 &&
          !(c.map.side[t * 6 + dirTo(t, x)]! & SB_RIVER),
      )!;
      const s = combat(USA, (x) => {
        put(x, idOf(from), USA, 5);
        put(x, idOf(t), CSA, 4);
      });
      acw.apply(s, A.act(A.A_TARGET, t));
      acw.apply(s, A.act(A.A_COMMIT, from, 5));
      acw.apply(s, A.act(A.A_RESOLVE));
      expect(s[P_KIND]).toBe(PK_RETREAT);
      expect(sizes(s).sort()).toEqual([1, 2, 3, 4]);
      // the zones stop at the intact city, but a retreat still leaves the hex
      expect(kinds(s, A.A_RETREAT).map(A.xOf)).not.toContain(t);
    }
  });

  it('R8.51 exactly 51 % of the attack left behind is enough: 51 of an attack of 100 (adjusted), 51 SP of 100 (reading sp)', () => {
    const s = blank({ side: USA });
    const t = put(s, 2021, CSA, 60);
    expect(partialAllowed(c, s, t, 9, 100, 100, () => 51)).toBe(true);
    expect(partialAllowed(c, s, t, 9, 100, 100, () => 50)).toBe(false);
    const sp = blank({ side: USA, options: { 'partial-retreat-51': 'sp' } });
    const u = put(sp, 2021, CSA, 60);
    expect(partialAllowed(c, sp, u, 9, 100, 100, () => 0)).toBe(true);
    expect(partialAllowed(c, sp, u, 10, 100, 100, () => 0)).toBe(false);
  });

  it('R8.5 a unit on 0102 may retreat into the corner hex 0101', () => {
    const s = blank({ side: USA });
    put(s, 103, USA, 1);
    put(s, 102, CSA, 1);
    const out: number[] = [];
    retreatHexes(c, s, hex(102), USA, new Uint8Array(EDGES), out);
    expect(out).toContain(hex(101));
  });

  it('R19.8 (reading r19.8-inter-theater) a retreat is no move between the theatres: with the theatres closed an Eastern defender retreats as before', () => {
    const open = blank({ side: USA, options: { 'r19.8-inter-theater': true } });
    put(open, 4406, USA, 1);
    put(open, 4407, CSA, 1);
    expect(c.map.region[hex(4407)]! & R_EAST).toBeTruthy();
    const out: number[] = [];
    retreatHexes(c, open, hex(4407), USA, new Uint8Array(EDGES), out);
    expect(out.length).toBeGreaterThan(0);
    const closed = open.slice();
    closed[G_TRANSFER] = 0;
    const shut: number[] = [];
    retreatHexes(c, closed, hex(4407), USA, new Uint8Array(EDGES), shut);
    expect(shut).toEqual(out);
  });

  it('R8.5 reading fort-retreat: units in a fort may retreat, those outside it first', () => {
    const s = blank({ side: USA });
    const t = put(s, 2021, CSA, 4, 2);
    retreat(s, t, hex(2022), 3);
    expect([field(s, t), fortSP(s, t), field(s, hex(2022))]).toEqual([0, 1, 3]);
  });
});

describe('acw the Double-Match option [9.11, 9.13]', () => {
  /** A Union force of `sp` SP picked in 2121 with CSA stacks of the given SP around it (and one Union SP). */
  function force(sp: number, enemy: number[]): { s: S; n: number[] } {
    const s = blank({ side: USA, turn: 4 });
    const h = put(s, 2121, USA, sp);
    const n = around(h).filter((t) => c.map.city[t]! < 0 && c.map.terrain[t] === T_CLEAR);
    enemy.forEach((k, i) => put(s, idOf(n[i]!), CSA, k));
    put(s, idOf(n[enemy.length]!), USA, 1);
    clearU(ready(s));
    acw.apply(s, A.act(A.A_PICK, h, sp));
    return { s, n };
  }

  it('R9.13 the option is offered against an enemy stack at 2:1 or better only: 4 SP against 2 yes, against 3 no, never against a friendly hex', () => {
    const { s, n } = force(4, [2, 3]);
    expect(kinds(s, A.A_DM).map(A.xOf)).toEqual([n[0]]);
    // R9.21 exactly 5 MP left is enough for the option
    s[F_SPENT] = s[F_SPENT]! + mpLeft(s) - 50;
    expect(kinds(s, A.A_DM).map(A.xOf)).toEqual([n[0]]);
  });

  it('R15.2 a Double-Match across a border on a hex without a city raises no militia: the defender is asked at once', () => {
    let h = -1;
    let t = -1;
    for (let x = 0; x < HEXES && t < 0; x++)
      for (let d = 0; d < 6 && t < 0; d++) {
        const y = NBR[x * 6 + d]!;
        const ok = (z: number): boolean => c.map.terrain[z] === T_CLEAR && c.map.city[z]! < 0;
        if (y < 0 || !ok(x) || !ok(y) || !(c.map.side[x * 6 + d]! & SB_BORDER)) continue;
        if (c.map.side[x * 6 + d]! & SB_RIVER || c.map.stateSide[c.map.state[y]!] !== CSA) continue;
        if (c.map.stateSide[c.map.state[x]!] !== USA) continue;
        [h, t] = [x, y];
      }
    const s = blank({ side: USA, turn: 4 });
    put(s, idOf(h), USA, 4);
    put(s, idOf(t), CSA, 1);
    clearU(ready(s));
    s[G_MILITIA] = 0;
    acw.apply(s, A.act(A.A_PICK, h, 4));
    acw.apply(s, A.act(A.A_DM, t));
    expect(s[P_KIND]).toBe(PK_RETREAT);
    expect(s[G_MILITIA]).toBe(0);
  });

  it('TEC attacks across tidal hexsides are prohibited: no Double-Match across one, not even with a Union riverine unit on it', () => {
    let h = -1;
    let d = -1;
    for (let x = 0; x < HEXES && h < 0; x++)
      for (let k = 0; k < 6 && h < 0; k++) {
        const y = NBR[x * 6 + k]!;
        if (y < 0 || c.map.terrain[x] !== T_CLEAR || c.map.terrain[y] !== T_CLEAR) continue;
        if ((c.map.side[x * 6 + k]! & SB_RIVER) !== RIVER_TIDAL || c.map.city[x]! >= 0 || c.map.city[y]! >= 0)
          continue;
        if (c.map.stateSide[c.map.state[y]!] === CSA && c.map.stateSide[c.map.state[x]!] === CSA)
          [h, d] = [x, k];
      }
    const t = NBR[h * 6 + d]!;
    for (const riverine of [false, true]) {
      const s = blank({ side: USA, turn: 4 });
      put(s, idOf(h), USA, 12);
      put(s, idOf(t), CSA, 1);
      if (riverine) {
        s[RV_BASE] = HEXES + edge(h, d);
        s[RV_BASE + 1] = 0;
      }
      clearU(ready(s));
      acw.apply(s, A.act(A.A_PICK, h, 12));
      expect(kinds(s, A.A_DM).map(A.xOf)).not.toContain(t);
    }
  });

  it('R17.5 a Confederate force may not double-match across a navigable river hexside a Union riverine unit interdicts', () => {
    let h = -1;
    let d = -1;
    for (let x = 0; x < HEXES && h < 0; x++)
      for (let k = 0; k < 6 && h < 0; k++) {
        const y = NBR[x * 6 + k]!;
        if (y < 0 || c.map.terrain[x] !== T_CLEAR || c.map.terrain[y] !== T_CLEAR) continue;
        if ((c.map.side[x * 6 + k]! & SB_RIVER) !== RIVER_NAV || c.map.city[x]! >= 0 || c.map.city[y]! >= 0)
          continue;
        if (c.map.stateSide[c.map.state[y]!] === CSA && c.map.stateSide[c.map.state[x]!] === CSA)
          [h, d] = [x, k];
      }
    const t = NBR[h * 6 + d]!;
    for (const riverine of [false, true]) {
      const s = blank({ side: CSA, turn: 4 });
      put(s, idOf(h), CSA, 12);
      put(s, idOf(t), USA, 1);
      if (riverine) {
        s[RV_BASE] = HEXES + edge(h, d);
        s[RV_BASE + 1] = 0;
      }
      clearU(ready(s));
      acw.apply(s, A.act(A.A_PICK, h, 12));
      expect(kinds(s, A.A_DM).map(A.xOf).includes(t), `riverine ${riverine}`).toBe(!riverine);
    }
  });

  it('R9.13, R19.12 the option is offered against neighbouring hexes only: a Confederate force entering neutral Bowling Green on GT1 brings Kentucky in for the Union, and the intact Union city under it is no target', () => {
    const bg = city('Bowling Green');
    const s = blank({ side: CSA, turn: 1 });
    s[G_KY] = KY_NEUTRAL;
    put(s, 2114, CSA, 12);
    clearU(ready(s));
    acw.apply(s, A.act(A.A_PICK, hex(2114), 12));
    acw.apply(s, A.act(A.A_STEP, bg, 12));
    // the Union places the Kentucky militia, away from Bowling Green
    for (let n = 0; n < 10 && acw.toMove(s) !== CSA; n++)
      acw.apply(s, legal(s).find((a) => A.xOf(a) !== bg) ?? legal(s)[0]!);
    expect(s[G_KY]).toBe(KY_UNION);
    expect(kinds(s, A.A_DM).map(A.xOf)).not.toContain(bg);
  });

  it('R9.11, R9.13 the corner hex 0101 counts too: its enemy stack is measured for the Primary-to-Primary move and may be double-matched', () => {
    const s = blank({ side: USA, turn: 4 });
    put(s, 102, USA, 2);
    put(s, 101, CSA, 1);
    clearU(ready(s));
    acw.apply(s, A.act(A.A_PICK, hex(102), 2));
    expect(kinds(s, A.A_DM).map(A.xOf)).toEqual([hex(101)]);
    s[F_SP] = 1;
    expect(dmAllowsPrimaryMove(c, s, hex(102))).toBe(false);
    s[F_SP] = 2;
    expect(dmAllowsPrimaryMove(c, s, hex(102))).toBe(true);
  });

  it('R9.13, R15.2, R15.5 a Double-Match across the border on Memphis (from 1319) raises the Tennessee militia first; on Chattanooga (sympathetic, from 2519) none', () => {
    for (const [name, from, raises] of [
      ['Memphis', 1319, true],
      ['Chattanooga', 2519, false],
    ] as const) {
      const s = blank({ side: USA, turn: 4 });
      put(s, from, USA, 12);
      put(s, idOf(city(name)), CSA, 1);
      clearU(ready(s));
      s[G_MILITIA] = 0;
      acw.apply(s, A.act(A.A_PICK, hex(from), 12));
      acw.apply(s, A.act(A.A_DM, city(name)));
      expect([s[G_MILITIA] !== 0, s[P_KIND] === PK_MILITIA], name).toEqual([raises, raises]);
    }
  });

  it('R9.0, R8.32 the Double-Match is measured with terrain: 1 SP behind a river defends at 3, so 5 SP may not, 6 may', () => {
    let h = -1;
    let t = -1;
    for (let x = 0; x < HEXES && t < 0; x++)
      for (let k = 0; k < 6 && t < 0; k++) {
        const y = NBR[x * 6 + k]!;
        const ok = (z: number): boolean => c.map.terrain[z] === T_CLEAR && c.map.city[z]! < 0;
        const river = c.map.side[x * 6 + k]! & SB_RIVER;
        if (y < 0 || !ok(x) || !ok(y) || river === 0 || river === RIVER_TIDAL) continue;
        if (c.map.stateSide[c.map.state[y]!] === CSA && c.map.stateSide[c.map.state[x]!] === CSA)
          [h, t] = [x, y];
      }
    for (const [sp, offered] of [
      [5, false],
      [6, true],
    ] as const) {
      const s = blank({ side: USA, turn: 4 });
      put(s, idOf(h), USA, sp);
      put(s, idOf(t), CSA, 1);
      clearU(ready(s));
      acw.apply(s, A.act(A.A_PICK, h, sp));
      expect(kinds(s, A.A_DM).map(A.xOf).includes(t)).toBe(offered);
      expect(dmAllowsPrimaryMove(c, s, h)).toBe(offered);
    }
  });

  it('R9.11 Primary to Primary: the force counts every enemy stack next to it, 4 SP against 2 may, against 2 + 1 may not', () => {
    expect(dmAllowsPrimaryMove(c, force(4, [2]).s, hex(2121))).toBe(true);
    expect(dmAllowsPrimaryMove(c, force(4, [2, 1]).s, hex(2121))).toBe(false);
    expect(dmAllowsPrimaryMove(c, force(3, [2]).s, hex(2121))).toBe(false);
    // the same for a Confederate force: 3 SP next to 2 Union SP may not
    const s = blank({ side: CSA, turn: 4 });
    const h = put(s, 2121, CSA, 3);
    put(s, idOf(around(h)[0]!), USA, 2);
    clearU(ready(s));
    acw.apply(s, A.act(A.A_PICK, h, 3));
    expect(dmAllowsPrimaryMove(c, s, h)).toBe(false);
  });
});

describe('acw battles one after another [8.14, 8.34]', () => {
  it('R8.34 each battle totals its own attackers: two stacks of 3 attack at 6, a later single stack of 2 at 2', () => {
    const other = around(hex(2021)).find(
      (x) =>
        x !== hex(2020) &&
        c.map.city[x]! < 0 &&
        c.map.terrain[x] === T_CLEAR &&
        !around(x).includes(hex(2025)),
    )!;
    const s = combat(USA, (x) => {
      put(x, 2020, USA, 3);
      put(x, idOf(other), USA, 3);
      put(x, 2021, CSA, 1);
      put(x, 2024, USA, 2);
      put(x, 2025, CSA, 1);
    });
    acw.apply(s, A.act(A.A_TARGET, hex(2021)));
    acw.apply(s, A.act(A.A_COMMIT, hex(2020), 3));
    acw.apply(s, A.act(A.A_COMMIT, other, 3));
    acw.apply(s, A.act(A.A_RESOLVE));
    expect(s[C_ATTACK]).toBe(6);
    settle(s);
    acw.apply(s, A.act(A.A_TARGET, hex(2025)));
    acw.apply(s, A.act(A.A_COMMIT, hex(2024), 2));
    acw.apply(s, A.act(A.A_RESOLVE));
    expect([s[C_ATTACK], s[C_DEFENSE]]).toEqual([2, defenseOf(c, s, hex(2025), [hex(2024)])]);
  });
});
