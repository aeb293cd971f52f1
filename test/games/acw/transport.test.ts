/**
 * Rail, river and sea movement of army forces (transport.ts) on constructed positions: river
 * transport along the Ohio at Cincinnati (2507: navigable hexsides towards 2607 and 2508; rail to
 * 2606, 2407 and 2406) [5.8, 6.6], rail steps and zones [5.4, 5.42, 5.47], sea moves [5.9].
 */
import { describe, expect, it } from 'vitest';
import * as A from '../../../src/games/acw/actions.js';
import { mpLeft } from '../../../src/games/acw/force.js';
import { HEXES, dirTo, edge } from '../../../src/games/acw/grid.js';
import { acw } from '../../../src/games/acw/index.js';
import {
  CS_DESTROYED,
  CS_INTRINSIC_LOST,
  CSA,
  F_HEX,
  F_MODE,
  D_COUNT,
  F_MA,
  F_SPENT,
  G_RIVER_USED,
  G_MILITIA,
  G_SEA_LIFT,
  G_TRANSFER,
  L_BASE,
  L_WORDS,
  M_LAND,
  M_RIVER,
  P_KIND,
  U_BASE,
  USA,
} from '../../../src/games/acw/layout.js';
import {
  cityState,
  landed,
  setCityState,
  setLanded,
  setRailRepaired,
  setZoc,
  type S,
} from '../../../src/games/acw/state.js';
import { Z_PRIMARY, Z_SECONDARY } from '../../../src/games/acw/zoc.js';
import { PK_MILITIA } from '../../../src/games/acw/militia.js';
import { type Blank, c, fortMarker, hex, leader, legal, moving, put } from './position.js';

const pick = (s: S, id: number, sp: number): void => acw.apply(s, A.act(A.A_PICK, hex(id), sp));
const of = (s: S, kind: number): number[] => legal(s).filter((a) => A.kindOf(a) === kind);
const xs = (s: S, kind: number): number[] =>
  [...new Set(of(s, kind).map((a) => A.xOf(a)))].sort((a, b) => a - b);
/** The river node of the hexside between two hexes. */
const node = (a: number, b: number): number => HEXES + edge(hex(a), dirTo(hex(a), hex(b)));

describe('acw river transport [5.8]', () => {
  it('R5.8 embark 1 MP onto each navigable hexside of the hex, 1 MP a hexside entered, disembark 1 MP on either bank', () => {
    const s = moving(USA, (t) => put(t, 2507, USA, 2));
    pick(s, 2507, 2);
    expect(mpLeft(s)).toBe(240);
    // once each (2507's south hexside is one of them)
    expect(
      of(s, A.A_EMBARK)
        .map(A.xOf)
        .sort((a, b) => a - b),
    ).toEqual([node(2507, 2607), node(2507, 2508)].sort((a, b) => a - b));
    acw.apply(s, A.act(A.A_EMBARK, node(2507, 2607)));
    expect([s[F_MODE], mpLeft(s), s[G_RIVER_USED]]).toEqual([M_RIVER, 230, 2]);
    // along the Ohio: the two hexsides that meet this one, and landing on either bank
    expect(xs(s, A.A_RIVER_STEP)).toEqual([node(2607, 2606), node(2508, 2507)].sort((a, b) => a - b));
    expect(xs(s, A.A_DISEMBARK)).toEqual([hex(2507), hex(2607)]);
    expect(of(s, A.A_STEP)).toEqual([]);
    acw.apply(s, A.act(A.A_RIVER_STEP, node(2607, 2606)));
    expect(mpLeft(s)).toBe(220);
    expect(xs(s, A.A_DISEMBARK)).toEqual([hex(2606), hex(2607)].sort((a, b) => a - b));
    acw.apply(s, A.act(A.A_DISEMBARK, hex(2606)));
    expect([s[F_MODE], s[F_HEX], mpLeft(s)]).toEqual([M_LAND, hex(2606), 210]);
  });

  it('R5.8 at most 2 SP of the Union and 1 of the CSA go by river a Player-Turn; a force counted once may embark again', () => {
    const s = moving(USA, (t) => {
      put(t, 2507, USA, 3);
      put(t, 2508, USA, 1);
    });
    pick(s, 2507, 3);
    expect(of(s, A.A_EMBARK)).toEqual([]);
    acw.apply(s, A.act(A.A_STOP));
    pick(s, 2508, 1);
    acw.apply(s, A.act(A.A_EMBARK, node(2508, 2507)));
    acw.apply(s, A.act(A.A_DISEMBARK, hex(2507)));
    expect(s[G_RIVER_USED]).toBe(1);
    acw.apply(s, A.act(A.A_EMBARK, node(2507, 2607)));
    expect(s[G_RIVER_USED]).toBe(1);
    const csa = moving(CSA, (t) => {
      put(t, 1318, CSA, 2);
      put(t, 1317, CSA, 1);
    });
    pick(csa, 1318, 2);
    expect(of(csa, A.A_EMBARK)).toEqual([]);
    acw.apply(csa, A.act(A.A_STOP));
    pick(csa, 1317, 1);
    expect(xs(csa, A.A_EMBARK)).toContain(node(1317, 1318));
  });

  it('R5.8, R6.6 no river transport through a hexside of an enemy garrisoned fort, on either bank', () => {
    for (const [fort, open] of [
      [2607, node(2507, 2508)],
      [2508, node(2507, 2607)],
    ] as const) {
      const s = moving(USA, (t) => {
        put(t, 2507, USA, 2);
        put(t, fort, CSA, 1, 1);
      });
      pick(s, 2507, 2);
      expect(xs(s, A.A_EMBARK), `fort at ${fort}`).toEqual([open]);
    }
    // on the river: not along the hexside of a fort at 2606
    const s = moving(USA, (t) => {
      put(t, 2507, USA, 2);
      put(t, 2606, CSA, 1, 1);
    });
    pick(s, 2507, 2);
    acw.apply(s, A.act(A.A_EMBARK, node(2507, 2607)));
    expect(xs(s, A.A_RIVER_STEP)).toEqual([node(2508, 2507)]);
  });

  it('R5.8, R6.11 embarking in an enemy zone costs 1 MP and 5 to leave the zone', () => {
    const s = moving(USA, (t) => put(t, 2507, USA, 2));
    setZoc(s, hex(2507), Z_SECONDARY);
    pick(s, 2507, 2);
    s[F_SPENT] = 240 - 70;
    expect(of(s, A.A_EMBARK)).toEqual([]);
    s[F_SPENT] = 240 - 71;
    acw.apply(s, A.act(A.A_EMBARK, node(2507, 2508)));
    expect(mpLeft(s)).toBe(11);
    // out of any zone 3 MP are enough (1 to embark, 1 a hexside, 1 to land)
    const t = moving(USA, (x) => put(x, 2507, USA, 2));
    pick(t, 2507, 2);
    t[F_SPENT] = 240 - 30;
    acw.apply(t, A.act(A.A_EMBARK, node(2507, 2508)));
    expect(mpLeft(t)).toBe(20);
    expect(of(t, A.A_RIVER_STEP)).toHaveLength(2);
  });

  it('R5.8 on the river a hexside costs 1 MP and landing 1: with less than 1 MP left the force may not land', () => {
    const s = moving(USA, (t) => {
      put(t, 2507, USA, 2);
      put(t, 2606, CSA, 1);
    });
    pick(s, 2507, 2);
    acw.apply(s, A.act(A.A_EMBARK, node(2507, 2607)));
    s[F_SPENT] = 240 - 20;
    expect(of(s, A.A_RIVER_STEP)).toHaveLength(2);
    s[F_SPENT] = 240 - 19;
    expect(of(s, A.A_RIVER_STEP)).toEqual([]);
    s[F_SPENT] = 240 - 10;
    expect(xs(s, A.A_DISEMBARK)).toEqual([hex(2507), hex(2607)]);
    s[F_SPENT] = 240 - 9;
    expect(of(s, A.A_DISEMBARK)).toEqual([]);
    // the bank held by the enemy is no landing
    s[F_SPENT] = 0;
    acw.apply(s, A.act(A.A_RIVER_STEP, node(2607, 2606)));
    expect(xs(s, A.A_DISEMBARK)).toEqual([hex(2607)]);
  });

  it('R5.8, R18.3 a leader goes with the force; a Union force landing in a Southern city destroys it', () => {
    const nashville = c.map.city[hex(2115)]!;
    const s = moving(USA, (t) => {
      put(t, 2114, USA, 2);
      leader(t, 1, 2114, 2);
      setCityState(t, nashville, CS_INTRINSIC_LOST);
    });
    acw.apply(s, A.act(A.A_PICK_LEAD, hex(2114), 2));
    acw.apply(s, A.act(A.A_EMBARK, node(2114, 2115)));
    expect(s[L_BASE + 1 * L_WORDS]).toBe(hex(2114));
    acw.apply(s, A.act(A.A_DISEMBARK, hex(2115)));
    expect(s[L_BASE + 1 * L_WORDS]).toBe(hex(2115));
    expect(cityState(s, nashville) & CS_DESTROYED).toBe(CS_DESTROYED);
  });
});

describe('acw rail movement [5.4]', () => {
  it('R5.42 by rail a force may enter but not leave an enemy Secondary zone, and never enter a Primary one', () => {
    const s = moving(USA, (t) => put(t, 2507, USA, 3));
    pick(s, 2507, 3);
    acw.apply(s, A.act(A.A_ENTRAIN));
    expect(mpLeft(s)).toBe(230);
    expect(xs(s, A.A_STEP)).toEqual([hex(2606), hex(2407), hex(2406)].sort((a, b) => a - b));
    expect(
      of(s, A.A_STEP)
        .filter((a) => A.xOf(a) === hex(2606))
        .map((a) => A.yOf(a)),
    ).toEqual([3, 2, 1]);
    setZoc(s, hex(2606), Z_PRIMARY);
    setZoc(s, hex(2407), Z_SECONDARY);
    expect(xs(s, A.A_STEP)).toEqual([hex(2407), hex(2406)].sort((a, b) => a - b));
    acw.apply(s, A.act(A.A_STEP, hex(2407), 3));
    expect(mpLeft(s)).toBe(229);
    expect(of(s, A.A_STEP)).toEqual([]);
    expect(of(s, A.A_DETRAIN)).toHaveLength(1);
    acw.apply(s, A.act(A.A_DETRAIN));
    expect([s[F_MODE], mpLeft(s)]).toEqual([M_LAND, 219]);
  });

  it('R5.4, R10.5 trains run on friendly lines only: not into Union Kentucky for the CSA, into a Southern one for the Union once repaired', () => {
    const csa = moving(CSA, (t) => put(t, 1914, CSA, 1));
    pick(csa, 1914, 1);
    acw.apply(csa, A.act(A.A_ENTRAIN));
    // 1914's rail lines lead to 2013 and 1813 only, both in Union Kentucky
    expect(xs(csa, A.A_STEP)).toEqual([]);
    for (const repaired of [false, true]) {
      const s = moving(USA, (t) => {
        put(t, 2013, USA, 1);
        setRailRepaired(t, hex(1914), repaired);
      });
      pick(s, 2013, 1);
      acw.apply(s, A.act(A.A_ENTRAIN));
      expect(xs(s, A.A_STEP).includes(hex(1914)), `repaired ${repaired}`).toBe(repaired);
    }
    // nor entrain on an enemy line: the CSA in Union Kentucky, the Union on an unrepaired Southern hex
    const ky = moving(CSA, (t) => put(t, 2013, CSA, 1));
    pick(ky, 2013, 1);
    expect(of(ky, A.A_ENTRAIN)).toEqual([]);
    for (const repaired of [false, true]) {
      const s = moving(USA, (t) => {
        put(t, 1914, USA, 1);
        setRailRepaired(t, hex(1914), repaired);
      });
      pick(s, 1914, 1);
      expect(of(s, A.A_ENTRAIN).length, `1914 repaired ${repaired}`).toBe(repaired ? 1 : 0);
    }
    // 1514 (Kentucky) has a line south to 1515 (Tennessee, not repaired): no step there, nor to 1514 itself
    const u = moving(USA, (t) => put(t, 1514, USA, 1));
    pick(u, 1514, 1);
    acw.apply(u, A.act(A.A_ENTRAIN));
    expect(xs(u, A.A_STEP)).not.toContain(hex(1515));
    expect(xs(u, A.A_STEP)).not.toContain(hex(1514));
  });

  it('R5.47 a force entrains only with 2.1 MP left and takes a rail hex only with 1.1 left: it must be able to detrain (1 MP)', () => {
    const s = moving(USA, (t) => put(t, 2507, USA, 1));
    pick(s, 2507, 1);
    s[F_SPENT] = 240 - 20;
    expect(of(s, A.A_ENTRAIN)).toEqual([]);
    s[F_SPENT] = 240 - 21;
    acw.apply(s, A.act(A.A_ENTRAIN));
    expect(of(s, A.A_STEP)).toHaveLength(3);
    s[F_SPENT] = 240 - 10;
    expect(legal(s)).toEqual([A.act(A.A_DETRAIN)]);
    s[F_SPENT] = 240 - 9;
    expect(of(s, A.A_DETRAIN)).toEqual([]);
  });
});

/** A Union force of `sp` picked in Fort Monroe (4611, a Union coastal fort) with 10 sea lift points. */
function atMonroe(sp: number, place: (s: S) => void = () => undefined, o: Blank = {}): S {
  const s = moving(
    USA,
    (t) => {
      fortMarker(t, 4611, USA);
      put(t, 4611, USA, sp);
      place(t);
    },
    o,
  );
  s[G_SEA_LIFT] = 10;
  pick(s, 4611, sp);
  return s;
}
const seaTo = (s: S, id: number): number | undefined => of(s, A.A_SEA).find((a) => A.xOf(a) === hex(id));

describe('acw sea movement [5.9]', () => {
  it("R5.91, R5.95 to a port on the same coast 5 MP, from the Atlantic to the Gulf 15, then the landing hex's terrain", () => {
    for (const [port, left] of [
      [4219, 240 - 50 - 10],
      [2030, 240 - 150 - 10],
    ] as const) {
      const s = atMonroe(2, (t) => put(t, port, USA, 1));
      acw.apply(s, seaTo(s, port)!);
      expect([s[F_HEX], mpLeft(s), s[G_SEA_LIFT], s[D_COUNT]], `to ${port}`).toEqual([hex(port), left, 8, 0]);
      // it goes on by land, but not by sea again
      expect(of(s, A.A_SEA)).toEqual([]);
      expect(of(s, A.A_STEP).length).toBeGreaterThan(0);
    }
  });

  it('R5.93 up a tidal river 1 MP more a tidal hexside: 4609 one hexside up the James costs 5 + 1 + 1 (clear), 4709 8, 4608 9', () => {
    const s = atMonroe(2);
    const reach = (ma: number): number[] => {
      s[F_MA] = ma;
      return [4319, 4609, 4709, 4608].filter((id) => seaTo(s, id) !== undefined);
    };
    expect(reach(59)).toEqual([]);
    expect(reach(60)).toEqual([4319]);
    expect(reach(69)).toEqual([4319]);
    expect(reach(70)).toEqual([4319, 4609]);
    expect(reach(80)).toEqual([4319, 4609, 4709]);
    expect(reach(90)).toEqual([4319, 4609, 4709, 4608]);
    // from a Union fort one hexside up the James to the coast: 5 + 1 + 1 (clear)
    const up = moving(USA, (t) => {
      fortMarker(t, 4609, USA);
      put(t, 4609, USA, 1);
    });
    up[G_SEA_LIFT] = 10;
    pick(up, 4609, 1);
    up[F_MA] = 69;
    expect(seaTo(up, 4319)).toBeUndefined();
    up[F_MA] = 70;
    expect(seaTo(up, 4319)).toBeDefined();
  });

  it('R5.93 sea-moved units may not pass a fortified Confederate unit on a tidal river; one outside a fort does not stop them', () => {
    const fortified = atMonroe(2, (t) => put(t, 4709, CSA, 1, 1));
    expect([4609, 4608].map((id) => seaTo(fortified, id) !== undefined)).toEqual([true, false]);
    const open = atMonroe(2, (t) => put(t, 4709, CSA, 1));
    expect([4609, 4608].map((id) => seaTo(open, id) !== undefined)).toEqual([true, true]);
    // a fort at the river mouth (4710, on the coast) closes the whole river
    const mouth = atMonroe(2, (t) => put(t, 4710, CSA, 1, 1));
    expect([4609, 4709, 4608].map((id) => seaTo(mouth, id))).toEqual([undefined, undefined, undefined]);
  });

  it('R19.8 transfer-by-sea: in a closed year no sea move from the Eastern theatre to the Gulf; with the reading off, it may', () => {
    for (const [free, ok] of [
      [false, false],
      [true, true],
    ] as const) {
      const s = atMonroe(2, (t) => put(t, 2030, USA, 1), {
        options: { 'r19.8-inter-theater': true, 'transfer-by-sea': !free },
      });
      s[G_TRANSFER] = 0;
      expect(seaTo(s, 2030) !== undefined, `transfer-by-sea ${!free}`).toBe(ok);
      expect(seaTo(s, 4319)).toBeDefined();
    }
  });

  it('R5.97 one sea lift point a SP: 1 point lifts 1 SP of the force, none lifts nothing', () => {
    const s = atMonroe(2, (t) => put(t, 4219, USA, 1));
    s[G_SEA_LIFT] = 1;
    expect(A.yOf(seaTo(s, 4219)!)).toBe(1);
    s[G_SEA_LIFT] = 0;
    expect(of(s, A.A_SEA)).toEqual([]);
  });

  it('R5.92 the 3 SP a simple coastal hex takes a turn count the landings before', () => {
    const s = atMonroe(3);
    setLanded(s, hex(4319), 2);
    expect(A.yOf(seaTo(s, 4319)!)).toBe(1);
    setLanded(s, hex(4319), 3);
    expect(seaTo(s, 4319)).toBeUndefined();
    const t = atMonroe(3);
    setLanded(t, hex(4319), 1);
    acw.apply(t, A.act(A.A_SEA, hex(4319), 2));
    expect(landed(t, hex(4319))).toBe(3);
  });

  it('R5.9 destinations: a friendly port or coastal fort or an unoccupied coastal hex; not the port it sails from, not a Southern port the Union does not hold, not a Union fort the CSA holds', () => {
    const s = atMonroe(2);
    expect(seaTo(s, 4611)).toBeUndefined();
    expect(seaTo(s, 4219)).toBeUndefined();
    expect(seaTo(s, 4319)).toBeDefined();
    const held = atMonroe(2, (t) => {
      put(t, 4319, USA, 1);
      put(t, 4418, CSA, 1);
      fortMarker(t, 4517, USA);
      put(t, 4517, CSA, 1);
    });
    expect([4319, 4418, 4517].map((id) => seaTo(held, id))).toEqual([undefined, undefined, undefined]);
  });

  it('R5.9, R5.92 only the Union moves by sea, and only from a port or coastal fort: not the CSA in Wilmington, not the Union from a simple coastal hex or an inland city', () => {
    const csa = moving(CSA, (t) => put(t, 4219, CSA, 2));
    csa[G_SEA_LIFT] = 10;
    pick(csa, 4219, 2);
    expect(of(csa, A.A_SEA)).toEqual([]);
    for (const id of [4319, 2507]) {
      const s = moving(USA, (t) => put(t, id, USA, 1));
      s[G_SEA_LIFT] = 10;
      pick(s, id, 1);
      expect(of(s, A.A_SEA), `from ${id}`).toEqual([]);
    }
  });

  it('R5.9 a force must sail from where it began the phase before spending MP: out of Fort Monroe and back it may not', () => {
    const s = atMonroe(2);
    expect(of(s, A.A_SEA).length).toBeGreaterThan(0);
    acw.apply(s, A.act(A.A_STEP, hex(4610), 2));
    acw.apply(s, A.act(A.A_STEP, hex(4611), 2));
    expect(s[F_HEX]).toBe(hex(4611));
    expect(of(s, A.A_SEA)).toEqual([]);
  });

  it('R15.1, R10.51 a Union army landing in North Carolina raises its militia; a USMRR unit (5 lift points) does not', () => {
    const s = atMonroe(1);
    s[G_MILITIA] = 0;
    acw.apply(s, seaTo(s, 4319)!);
    expect(s[P_KIND]).toBe(PK_MILITIA);
    const u = moving(USA, (t) => {
      fortMarker(t, 4611, USA);
      t[U_BASE] = hex(4611);
      t[U_BASE + 1] = 0;
    });
    u[G_SEA_LIFT] = 5;
    u[G_MILITIA] = 0;
    acw.apply(u, A.act(A.A_PICK_USMRR, 0));
    acw.apply(u, seaTo(u, 4319)!);
    expect([u[P_KIND], u[G_SEA_LIFT], u[F_HEX]]).toEqual([0, 0, hex(4319)]);
  });
});
