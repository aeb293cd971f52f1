/**
 * More worked examples of the digest's Appendix: a split stack attacking two hexes (B12), USMRR
 * repairs (F34) and sea lift (A8), running the batteries (H50).
 */
import { describe, expect, it } from 'vitest';
import { chanceAt } from '../../../src/core/header.js';
import { rollD6 } from '../../../src/core/rng.js';
import * as A from '../../../src/games/acw/actions.js';
import { PH_COMBAT } from '../../../src/games/acw/flow.js';
import { HEXES, edge } from '../../../src/games/acw/grid.js';
import { acw } from '../../../src/games/acw/index.js';
import {
  CSA,
  F_MA,
  F_NODE,
  F_SPENT,
  G_PHASE,
  G_SEA_LIFT,
  RV_BASE,
  U_BASE,
  USA,
} from '../../../src/games/acw/layout.js';
import { RIVER_NAV, SB_RIVER } from '../../../src/games/acw/map.js';
import { openCombat } from '../../../src/games/acw/phases.js';
import {
  field,
  railDead,
  railRepaired,
  setCombatU,
  setRailRepaired,
  setUSP,
  usedInAttack,
  type S,
} from '../../../src/games/acw/state.js';
import { blank, c, city, fortMarker, hex, legal, put, ready } from './position.js';

function clearU(s: S): S {
  for (let h = 0; h < HEXES; h++) setUSP(s, h, 0);
  return s;
}

describe('acw more worked examples', () => {
  it('R8.12, R8.22 a stack of two next to X and Y: one SP attacks X, the other Y', () => {
    const s = blank({ side: USA, turn: 4 });
    put(s, 2121, USA, 2);
    put(s, 2120, CSA, 1);
    put(s, 2122, CSA, 1);
    ready(s);
    s[G_PHASE] = PH_COMBAT;
    openCombat(c, s);
    for (let h = 0; h < HEXES; h++) setCombatU(s, h, 0);
    acw.apply(s, A.act(A.A_TARGET, hex(2120)));
    acw.apply(s, A.act(A.A_COMMIT, hex(2121), 1));
    acw.apply(s, A.act(A.A_RESOLVE));
    while (
      acw.toMove(s) !== USA ||
      legal(s).every((a) => A.kindOf(a) !== A.A_TARGET && A.kindOf(a) !== A.A_END)
    ) {
      const l = legal(s);
      acw.apply(
        s,
        l.find(
          (a) => A.kindOf(a) === A.A_STAND || A.kindOf(a) === A.A_DECLINE || A.kindOf(a) === A.A_COLUMN,
        ) ?? l[0]!,
      );
    }
    expect(field(s, hex(2121)) - usedInAttack(s, hex(2121))).toBe(1);
    expect(legal(s).some((a) => A.kindOf(a) === A.A_TARGET && A.xOf(a) === hex(2122))).toBe(true);
    expect(legal(s).some((a) => A.kindOf(a) === A.A_TARGET && A.xOf(a) === hex(2120))).toBe(false);
  });

  it('R10.5, R10.54, R10.55 a USMRR repairs Southern rail at 5 MP a hex, at most three hexes of one railway a turn, destroying it for the South', () => {
    const s = blank({ side: USA, turn: 8 });
    const line = [2722, 2621, 2620, 2619, 2519, 2518].map(hex);
    setRailRepaired(s, line[1]!, true);
    s[U_BASE] = line[1]!;
    s[U_BASE + 1] = 0;
    ready(s);
    acw.apply(s, A.act(A.A_PICK_USMRR, 0));
    for (const t of [line[2]!, line[3]!, line[4]!]) {
      const before = s[F_SPENT]!;
      acw.apply(s, A.act(A.A_STEP, t, 1));
      expect(s[F_SPENT]! - before).toBe(50);
      expect(railRepaired(s, t)).toBe(true);
      expect(railDead(s, t)).toBe(true);
    }
    expect(legal(s).some((a) => A.kindOf(a) === A.A_STEP && A.xOf(a) === line[5])).toBe(false);
  });

  it('R5.97, R10.51 a USMRR moved by sea takes five sea lift points', () => {
    const s = blank({ side: USA, turn: 8 });
    fortMarker(s, 4611, USA);
    s[U_BASE] = city('Fort Monroe');
    s[U_BASE + 1] = 0;
    ready(clearU(s));
    s[G_SEA_LIFT] = 4;
    acw.apply(s, A.act(A.A_PICK_USMRR, 0));
    expect(legal(s).some((a) => A.kindOf(a) === A.A_SEA)).toBe(false);
    const t = blank({ side: USA, turn: 8 });
    fortMarker(t, 4611, USA);
    t[U_BASE] = city('Fort Monroe');
    ready(clearU(t));
    t[G_SEA_LIFT] = 5;
    acw.apply(t, A.act(A.A_PICK_USMRR, 0));
    const sea = legal(t).find((a) => A.kindOf(a) === A.A_SEA)!;
    acw.apply(t, sea);
    expect(t[G_SEA_LIFT]).toBe(0);
  });

  it('R17.2 a riverine unit entering a hexside of a CSA fort runs the batteries: through on 1-3, stopped for the phase on 4-6', () => {
    const outcomes = new Set<boolean>();
    for (let k = 0; k < 12; k++) {
      const s = blank({ side: USA, turn: 4, seed: `batteries-${k}` });
      put(s, 1713, CSA, 1, 1);
      const h = hex(1713);
      const sides = [0, 1, 2, 3, 4, 5].filter((d) => (c.map.side[h * 6 + d]! & SB_RIVER) >= RIVER_NAV);
      // a riverine unit on a river hexside next to one of 1713's, not on one itself
      const target = HEXES + edge(h, sides[0]!);
      const from = c.map.wTo
        .subarray(c.map.wStart[target]!, c.map.wStart[target + 1]!)
        .find((n) => n >= HEXES && !sides.some((d) => HEXES + edge(h, d) === n));
      if (from === undefined) continue;
      s[RV_BASE] = from;
      ready(s);
      acw.apply(s, A.act(A.A_PICK_RIVERINE, 0));
      const dice = s.slice();
      const roll = rollD6(dice, chanceAt(0));
      acw.apply(s, A.act(A.A_WATER_STEP, target));
      const through = s[F_NODE] === target;
      expect(through).toBe(roll <= 3);
      if (!through) expect(s[F_SPENT]).toBe(s[F_MA]);
      outcomes.add(through);
    }
    expect(outcomes.size).toBe(2);
  });
});
