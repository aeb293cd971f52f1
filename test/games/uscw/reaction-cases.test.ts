/**
 * Reaction (8.2, 9.2.3, 9.3, 22.3) cases the worked examples leave out, on a small open map: the
 * command limit of an intercepting stack, a Cavalry General backing up, declining the Avoid Battle
 * destinations, Militia in an avoiding stack, and the optional +2 for reinforcing a hex.
 */
import { describe, expect, it } from 'vitest';
import { sidesOf } from '../../../src/games/uscw/battle.js';
import { BF_NO_TERRAIN } from '../../../src/games/uscw/layout.js';
import { CARD_EAST, demor, genLoc, milLoc, setDemor, sp } from '../../../src/games/uscw/state.js';
import {
  A,
  G,
  USA,
  CSA,
  act,
  blank,
  can,
  cards,
  coastalFort,
  dice,
  entrench,
  fort,
  gi,
  grantEnters,
  legalOp,
  mark,
  mini,
  militia,
  node,
  put,
  rank,
  step,
  type S,
} from './fixture.js';

const plain = mini({ rows: ['cccccccc', 'cccccccc', 'cccccccc', 'cccccccc'] });

describe('9.2 Interception', () => {
  it('9.2.3: the intercepting General takes SPs up to his command limit; the rest and his fellows stay', () => {
    const s = blank({ content: plain });
    put(s, 2014, CSA, 5, ['jackson', 'longstreet'], plain); // Jackson 1-star: 3 SPs
    rank(s, 'jackson', 1, plain);
    rank(s, 'longstreet', 1, plain);
    grantEnters(s, 2113, 2114, plain, { k: 2, card: true });
    act(s, A.OP_R_INTERCEPT, node(2014, plain));
    dice(s, 6, 6);
    act(s, A.OP_R_PASS);
    expect(sp(plain, s, node(2114, plain), CSA)).toBe(3);
    expect(sp(plain, s, node(2014, plain), CSA)).toBe(2);
    const moved = [genLoc(plain, s, gi('jackson', plain)), genLoc(plain, s, gi('longstreet', plain))];
    expect(moved.filter((n) => n === node(2114, plain)).length).toBe(1);
    expect(moved.filter((n) => n === node(2014, plain)).length).toBe(1);
  });

  it('12.2, 9.2.3: a Demoralized stack that intercepts whole carries its Demoralization and leaves none behind', () => {
    const s = blank({ content: plain });
    put(s, 2014, CSA, 3, ['lee'], plain);
    setDemor(plain, s, node(2014, plain), CSA, true);
    grantEnters(s, 2113, 2114, plain, { k: 2, card: true });
    act(s, A.OP_R_INTERCEPT, node(2014, plain));
    dice(s, 6, 6);
    act(s, A.OP_R_PASS);
    expect(sp(plain, s, node(2114, plain), CSA)).toBe(3);
    expect(demor(plain, s, node(2114, plain), CSA)).toBe(true);
    expect(demor(plain, s, node(2014, plain), CSA)).toBe(false);
  });

  it('8.2: a force with a Cavalry General that is intercepted may back up to the hex it left and stop', () => {
    const s = blank({ content: plain });
    put(s, 2014, CSA, 3, ['lee'], plain);
    put(s, 2113, USA, 1, ['sheridan'], plain);
    act(s, A.OP_ACT_GEN, gi('sheridan', plain), 1);
    step(s, 2114, plain);
    act(s, A.OP_R_INTERCEPT, node(2014, plain));
    dice(s, 6, 6);
    act(s, A.OP_R_PASS);
    expect(s[G.G_DEC]).toBe(A.D_BACKUP);
    expect(can(s, A.OP_FIGHT)).toBe(true);
    act(s, A.OP_BACKUP);
    expect(s[G.A_ON]).toBe(0);
    expect(sp(plain, s, node(2113, plain), USA)).toBe(1);
    expect(genLoc(plain, s, gi('sheridan', plain))).toBe(node(2113, plain));
    expect(sp(plain, s, node(2114, plain), CSA)).toBe(3);
  });

  it('8.2: or it fights the battle in the hex it was entering', () => {
    const s = blank({ content: plain });
    put(s, 2014, CSA, 3, ['lee'], plain);
    put(s, 2113, USA, 1, ['sheridan'], plain);
    cards(s, USA, CARD_EAST, 1);
    act(s, A.OP_ACT_GEN, gi('sheridan', plain), 1);
    step(s, 2114, plain);
    act(s, A.OP_R_INTERCEPT, node(2014, plain));
    dice(s, 6, 6);
    act(s, A.OP_R_PASS);
    act(s, A.OP_FIGHT);
    expect(s[G.G_DEC]).toBe(A.D_CARD);
    expect(s[G.B_NODE]).toBe(node(2114, plain));
  });

  it('8.2: a force without a Cavalry General fights at once', () => {
    const s = blank({ content: plain });
    put(s, 2014, CSA, 3, ['lee'], plain);
    put(s, 2113, USA, 1, ['sherman'], plain);
    cards(s, USA, CARD_EAST, 1);
    act(s, A.OP_ACT_GEN, gi('sherman', plain), 1);
    step(s, 2114, plain);
    act(s, A.OP_R_INTERCEPT, node(2014, plain));
    dice(s, 6, 6);
    act(s, A.OP_R_PASS);
    expect(s[G.G_DEC]).toBe(A.D_CARD);
  });

  it('22.3 (optional): +2 to an interception into a hex holding a friendly force', () => {
    for (const on of [true, false]) {
      const s = blank({ content: plain, options: { 'r22.3-reinforce-intercept': on } });
      put(s, 2014, CSA, 3, ['lee'], plain);
      put(s, 2114, CSA, 1, [], plain);
      grantEnters(s, 2113, 2114, plain, { stars: 2, card: true });
      act(s, A.OP_R_INTERCEPT, node(2014, plain));
      dice(s, 3, 2); // 5 + 2 (Lee) = 7; 9 with the +2
      act(s, A.OP_R_RESOLVE);
      expect(sp(plain, s, node(2114, plain), CSA)).toBe(on ? 4 : 1);
    }
  });
});

describe('9.2.2 declaring and resolving interceptions', () => {
  it('9.2.2: a stack is declared once; after a failed roll it is not offered again into the same hex', () => {
    const s = blank({ content: plain });
    put(s, 2014, CSA, 3, ['lee'], plain);
    grantEnters(s, 2113, 2114, plain, { k: 2 });
    act(s, A.OP_R_INTERCEPT, node(2014, plain));
    expect(can(s, A.OP_R_INTERCEPT, node(2014, plain))).toBe(false);
    expect(can(s, A.OP_R_RESOLVE)).toBe(true);
    dice(s, 1, 1);
    act(s, A.OP_R_RESOLVE);
    expect(s[G.G_DEC]).toBe(A.D_MOVE);
    expect(s[G.A_NODE]).toBe(node(2114, plain));
  });

  it('9.2.2: one attempt for each hex the moving force enters: a later activation into the same hex may be intercepted again', () => {
    const s = blank({ content: plain });
    put(s, 2014, CSA, 3, ['lee'], plain);
    put(s, 2114, CSA, 2, [], plain);
    put(s, 2113, USA, 2, [], plain);
    act(s, A.OP_ACT_SP, node(2113, plain), 1);
    step(s, 2114, plain); // an attack on the SPs in 2114: Lee may reinforce them (9.2.1)
    act(s, A.OP_R_INTERCEPT, node(2014, plain));
    dice(s, 1, 1, 1, 6);
    act(s, A.OP_R_RESOLVE); // Lee stays home; the attack on 2114 fails and the attacking SP is lost
    expect(s[G.A_ON]).toBe(0);
    expect(sp(plain, s, node(2114, plain), USA)).toBe(0);
    expect(sp(plain, s, node(2113, plain), USA)).toBe(1);
    act(s, A.OP_ACT_SP, node(2113, plain), 1);
    step(s, 2114, plain);
    expect(can(s, A.OP_R_INTERCEPT, node(2014, plain))).toBe(true);
  });

  it('9.2.1: no interception into an Objective or Resource hex the moving player controls', () => {
    const res = mini({
      rows: ['cccccc', 'cccccc'],
      places: [{ hex: 2114, name: 'Res', state: 'VA', bp: 1 }],
    });
    for (const held of [true, false]) {
      const s = blank({ content: res });
      if (held) mark(s, 2114, USA, res);
      put(s, 2014, CSA, 3, ['lee'], res);
      grantEnters(s, 2113, 2114, res, { k: 2 });
      expect(can(s, A.OP_R_INTERCEPT, node(2014, res))).toBe(!held);
    }
  });
});

describe('9.3 Avoid Battle', () => {
  it('9.3.3: a force that declines to move after its Avoid roll fights without its terrain', () => {
    const s = blank({ content: plain });
    put(s, 2113, CSA, 3, ['lee'], plain);
    grantEnters(s, 2112, 2113, plain, { stars: 2, card: true });
    dice(s, 6, 6);
    act(s, A.OP_R_AVOID);
    expect(s[G.G_DEC]).toBe(A.D_AVOID_DEST);
    act(s, A.OP_DECLINE);
    expect(s[G.B_FLAGS]! & BF_NO_TERRAIN).not.toBe(0);
    expect(sp(plain, s, node(2113, plain), CSA)).toBe(3);
  });

  it('9.3.2: a failed Avoid roll leaves no destination and the force fights without its terrain', () => {
    const s = blank({ content: plain });
    put(s, 2113, CSA, 3, ['lee'], plain);
    grantEnters(s, 2112, 2113, plain, { stars: 2, card: true });
    dice(s, 1, 2); // 3 + 2 (Lee) < 9
    act(s, A.OP_R_AVOID);
    expect(s[G.G_DEC]).not.toBe(A.D_AVOID_DEST);
    expect(s[G.B_FLAGS]! & BF_NO_TERRAIN).not.toBe(0);
  });

  it('9.3.3: after a failed Avoid roll the force loses its Entrenchment (+2) in the battle', () => {
    const defDrm = (avoid: boolean): number => {
      const s = blank({ content: plain });
      put(s, 2113, CSA, 3, ['lee'], plain);
      entrench(s, 2113, CSA, plain);
      grantEnters(s, 2112, 2113, plain, { stars: 2, card: true });
      dice(s, 1, 2); // 3 + 2 (Lee) < 9
      act(s, avoid ? A.OP_R_AVOID : A.OP_R_PASS);
      expect(s[G.G_DEC]).toBe(A.D_CARD);
      return sidesOf(plain, s).defDrm;
    };
    expect(defDrm(false) - defDrm(true)).toBe(2);
  });

  it('9.3: the Militia of an avoiding stack are Displaced; its Fort stays and fights', () => {
    const s = blank({ content: plain });
    put(s, 2113, CSA, 3, ['lee'], plain);
    militia(s, 2113, CSA, plain);
    fort(s, 2113, CSA, 1, plain);
    grantEnters(s, 2112, 2113, plain, { k: 3, card: true }); // 3 SPs: no Automatic Displacement of the Fort
    dice(s, 6, 6);
    act(s, A.OP_R_AVOID);
    act(s, A.OP_AVOID_TO, node(2114, plain));
    expect(sp(plain, s, node(2114, plain), CSA)).toBe(3);
    expect(milLoc(plain, s, CSA, plain.map.stateOf[node(2113, plain)]!)).toBe(-1);
    expect(s[G.G_DEC]).toBe(A.D_CARD); // the battle against the Fort
    expect(s[G.B_NODE]).toBe(node(2113, plain));
  });
});

describe('9.3.2 Avoid Battle destinations', () => {
  // Lee at 2113 is entered by Grant from 2112: 2012 and 2212 lie in Grant's ZOI judged from 2112; 2013 is a
  // Union-held Resource, 2213 an empty Union Fort, and a Minor River runs between 2113 and 2114
  const dest = mini({
    rows: ['cccccc', 'cccccc', 'cccccc'],
    places: [{ hex: 2013, name: 'Res', state: 'VA', bp: 1 }],
    sides: [{ a: 2113, b: 2114, f: ['minor'] }],
  });
  const start = (d1: number, d2: number): S => {
    const s = blank({ content: dest });
    mark(s, 2013, USA, dest);
    fort(s, 2213, USA, 1, dest);
    put(s, 2113, CSA, 3, ['lee'], dest);
    grantEnters(s, 2112, 2113, dest, { stars: 2, card: true });
    dice(s, d1, d2);
    act(s, A.OP_R_AVOID);
    return s;
  };

  it("9.3.2: not into an enemy-held Resource, an enemy Fort or the mover's ZOI; the hexside DRM applies (9.4)", () => {
    const s = start(6, 6);
    expect(legalOp(s, A.OP_AVOID_TO).map((a) => dest.map.grid.id(dest.map.hexOfNode[A.xOf(a)]!))).toEqual([
      2114,
    ]);
  });

  it('9.4: a roll of 9 does not carry Lee across the Minor River (-1): no destination, the Avoid fails', () => {
    const s = start(4, 3); // 7 + 2 (Lee) = 9, 8 across the river
    expect(s[G.G_DEC]).not.toBe(A.D_AVOID_DEST);
    expect(s[G.B_FLAGS]! & BF_NO_TERRAIN).not.toBe(0);
  });
});

describe('9.2-9.3, 22.6 the Union reacting to a Confederate move', () => {
  /** Jackson's Confederates (2113) move into 2114; McDowell (2-star, Defense +1, limit 6) stands at `at` with k SPs. */
  function csaMoves(at: number, k: number, options: Record<string, boolean> = {}): S {
    const s = blank({ content: plain, side: CSA, options });
    put(s, at, USA, k, ['mcdowell'], plain);
    rank(s, 'mcdowell', 2, plain);
    put(s, 2113, CSA, 2, ['jackson'], plain);
    cards(s, CSA, CARD_EAST, 1); // the attacker's card decision holds a battle open
    act(s, A.OP_ACT_GEN, gi('jackson', plain), 2);
    step(s, 2114, plain);
    return s;
  }

  it('9.2.2, 9.4: McDowell (Defense +1) intercepts with 8 + 1, not with 7 + 1; he takes his command limit, 6 of 8 SPs', () => {
    for (const [d1, ok] of [
      [4, true],
      [3, false],
    ] as const) {
      const s = csaMoves(2014, 8);
      expect([s[G.G_DEC], s[G.G_DECSIDE]]).toEqual([A.D_REACT, USA]);
      act(s, A.OP_R_INTERCEPT, node(2014, plain));
      dice(s, d1, 4);
      act(s, A.OP_R_PASS);
      expect(sp(plain, s, node(2114, plain), USA)).toBe(ok ? 6 : 0);
      expect(sp(plain, s, node(2014, plain), USA)).toBe(ok ? 2 : 8);
      expect(demor(plain, s, node(2114, plain), USA)).toBe(false); // 12.2: nothing to carry
    }
  });

  it('9.3: McDowell Avoids with 8 + 1 and takes his whole stack, 8 SPs past his command limit; 7 + 1 fails, and 22.3 adds nothing to an Avoid', () => {
    for (const [d1, options, ok] of [
      [4, {}, true],
      [3, {}, false],
      [3, { 'r22.3-reinforce-intercept': true }, false],
    ] as const) {
      const s = csaMoves(2114, 8, options);
      expect([s[G.G_DEC], s[G.G_DECSIDE]]).toEqual([A.D_REACT, USA]);
      dice(s, d1, 4);
      act(s, A.OP_R_AVOID);
      expect(s[G.G_DEC] === A.D_AVOID_DEST).toBe(ok);
      if (!ok) continue;
      act(s, A.OP_AVOID_TO, node(2115, plain));
      expect(sp(plain, s, node(2115, plain), USA)).toBe(8);
      expect(genLoc(plain, s, gi('mcdowell', plain))).toBe(node(2115, plain));
    }
  });

  it('22.6: McDowell Maneuvers with 8 + 1 and takes his command limit (6 of 8 SPs); after 7 + 1 he stays and may not intercept', () => {
    for (const [d1, ok] of [
      [4, true],
      [3, false],
    ] as const) {
      const s = csaMoves(2014, 8, { 'r22.6-maneuver': true });
      dice(s, d1, 4);
      act(s, A.OP_R_MANEUVER, node(2014, plain), node(2115, plain));
      expect(sp(plain, s, node(2115, plain), USA)).toBe(ok ? 6 : 0);
      expect(sp(plain, s, node(2014, plain), USA)).toBe(ok ? 2 : 8);
      if (!ok) expect(s[G.G_DEC]).toBe(A.D_MOVE); // 9.2.2: his one attempt into 2114 is spent
    }
  });
});

describe('9.2.2, 22.6 declaring several reactions into one hex', () => {
  it("22.6: no Maneuver into the mover's last hex, onto an enemy SP or into an enemy ZOI", () => {
    // Grant comes from 2115, next to Lee (2014): of 2014's neighbours next to 2114 only 2013 is left
    const s = blank({ content: plain, options: { 'r22.6-maneuver': true } });
    put(s, 2014, CSA, 3, ['lee'], plain);
    grantEnters(s, 2115, 2114, plain, { k: 2 });
    expect(legalOp(s, A.OP_R_MANEUVER).map(A.yOf)).toEqual([node(2013, plain)]);
    // Grant comes from 2113; Union SPs stand in 2115 and in 2012 (whose ZOI covers 2013)
    const t = blank({ content: plain, options: { 'r22.6-maneuver': true } });
    put(t, 2014, CSA, 3, ['lee'], plain);
    put(t, 2115, USA, 1, [], plain);
    put(t, 2012, USA, 1, [], plain);
    grantEnters(t, 2113, 2114, plain, { k: 2 });
    expect(can(t, A.OP_R_INTERCEPT, node(2014, plain))).toBe(true);
    expect(legalOp(t, A.OP_R_MANEUVER)).toEqual([]);
  });

  it('9.2.2: Lee and Jackson both declare before either rolls (no Maneuver once one is declared); both fail and neither tries again', () => {
    const s = blank({ content: plain, options: { 'r22.6-maneuver': true } });
    put(s, 2014, CSA, 3, ['lee'], plain);
    put(s, 2214, CSA, 2, ['jackson'], plain);
    grantEnters(s, 2113, 2114, plain, { k: 2 });
    expect(legalOp(s, A.OP_R_INTERCEPT).map(A.xOf)).toEqual([node(2014, plain), node(2214, plain)]);
    expect(can(s, A.OP_R_AVOID)).toBe(false); // nobody stands in 2114
    expect(legalOp(s, A.OP_R_MANEUVER).length).toBeGreaterThan(0);
    act(s, A.OP_R_INTERCEPT, node(2014, plain));
    expect(legalOp(s, A.OP_R_MANEUVER)).toEqual([]);
    act(s, A.OP_R_INTERCEPT, node(2214, plain));
    dice(s, 1, 1, 1, 1);
    act(s, A.OP_R_RESOLVE);
    expect(s[G.G_DEC]).toBe(A.D_MOVE);
    expect(s[G.A_NODE]).toBe(node(2114, plain));
  });

  it('9.2.2: three stacks declare into 2114 and all fail: none of them is offered a second attempt', () => {
    const s = blank({ content: plain });
    put(s, 2014, CSA, 3, ['lee'], plain);
    put(s, 2214, CSA, 2, ['jackson'], plain);
    put(s, 2013, CSA, 2, ['longstreet'], plain);
    grantEnters(s, 2113, 2114, plain, { k: 2 });
    for (const h of [2014, 2214, 2013]) act(s, A.OP_R_INTERCEPT, node(h, plain));
    dice(s, 1, 1, 1, 1, 1, 1);
    act(s, A.OP_R_RESOLVE);
    expect(s[G.G_DEC]).toBe(A.D_MOVE);
    expect(s[G.A_NODE]).toBe(node(2114, plain));
  });

  it("9.2.2, 9.3.4: Jackson and Longstreet fail to intercept into Lee's hex, Lee Avoids: none is offered again", () => {
    const s = blank({ content: plain });
    put(s, 2114, CSA, 3, ['lee'], plain);
    put(s, 2014, CSA, 2, ['jackson'], plain);
    put(s, 2214, CSA, 2, ['longstreet'], plain);
    grantEnters(s, 2113, 2114, plain, { stars: 2 });
    act(s, A.OP_R_INTERCEPT, node(2014, plain));
    act(s, A.OP_R_INTERCEPT, node(2214, plain));
    dice(s, 1, 1, 1, 1);
    act(s, A.OP_R_RESOLVE);
    dice(s, 6, 6);
    act(s, A.OP_R_AVOID);
    act(s, A.OP_AVOID_TO, node(2115, plain));
    expect(s[G.G_DEC]).toBe(A.D_MOVE);
  });

  it("9.2.2, 9.3.4: Jackson fails to intercept into Lee's hex, Lee then Avoids: neither is offered again", () => {
    const s = blank({ content: plain });
    put(s, 2114, CSA, 3, ['lee'], plain);
    put(s, 2014, CSA, 2, ['jackson'], plain);
    grantEnters(s, 2113, 2114, plain, { stars: 2 });
    act(s, A.OP_R_INTERCEPT, node(2014, plain));
    dice(s, 1, 1);
    act(s, A.OP_R_RESOLVE);
    expect(s[G.G_DEC]).toBe(A.D_REACT);
    dice(s, 6, 6);
    act(s, A.OP_R_AVOID);
    act(s, A.OP_AVOID_TO, node(2115, plain));
    expect(s[G.G_DEC]).toBe(A.D_MOVE);
    expect(s[G.A_NODE]).toBe(node(2114, plain));
  });

  it('9.2.1: no interception into a hex that holds SPs of the moving player, nor across an impassable hexside', () => {
    const s = blank({ content: plain });
    put(s, 2014, CSA, 3, ['lee'], plain);
    put(s, 2114, USA, 1, [], plain);
    grantEnters(s, 2113, 2114, plain, { k: 2 });
    expect(s[G.G_DEC]).toBe(A.D_MOVE);
    const wall = mini({ rows: ['cccccccc', 'cccccccc'], sides: [{ a: 2014, b: 2015, f: ['impassable'] }] });
    const t = blank({ content: wall });
    put(t, 2014, CSA, 3, ['lee'], wall);
    grantEnters(t, 2016, 2015, wall, { k: 2 });
    expect(t[G.G_DEC]).toBe(A.D_MOVE);
  });

  it('9.4: -1 for intercepting across a Minor River: Lee (+2) in the corner hex 2010 needs 8 on the dice into 2011', () => {
    const river = mini({ rows: ['cccccccc', 'cccccccc'], sides: [{ a: 2010, b: 2011, f: ['minor'] }] });
    for (const [d1, ok] of [
      [4, true],
      [3, false],
    ] as const) {
      const s = blank({ content: river });
      put(s, 2010, CSA, 3, ['lee'], river);
      grantEnters(s, 2012, 2011, river, { k: 2, card: true });
      act(s, A.OP_R_INTERCEPT, node(2010, river));
      dice(s, d1, 4); // 8 + 2 - 1 = 9; 7 + 2 - 1 = 8
      act(s, A.OP_R_PASS);
      expect(sp(river, s, node(2011, river), CSA)).toBe(ok ? 3 : 0);
    }
  });

  it('9.2, 9.4: Lee (2012) may intercept into 2113 entered from 2013, also across a bridged Navigable River', () => {
    const bridged = mini({
      rows: ['cccccccc', 'cccccccc'],
      sides: [{ a: 2012, b: 2113, f: ['nav', 'rail'], river: 'R' }], // a railroad bridge (5.8)
    });
    for (const cc of [plain, bridged]) {
      const s = blank({ content: cc });
      put(s, 2012, CSA, 3, ['lee'], cc);
      grantEnters(s, 2013, 2113, cc, { k: 2 });
      expect(can(s, A.OP_R_INTERCEPT, node(2012, cc))).toBe(true);
    }
  });

  it('5.1, 7.6: a General moving alone goes on after each hex entered (McDowell, out of contact)', () => {
    const s = blank({ content: plain });
    put(s, 2112, USA, 1, ['mcdowell'], plain);
    act(s, A.OP_ACT_GEN, gi('mcdowell', plain), 0); // he leaves his SP behind
    step(s, 2113, plain);
    expect(s[G.G_DEC]).toBe(A.D_MOVE);
    step(s, 2114, plain);
    expect(s[G.A_NODE]).toBe(node(2114, plain));
  });

  it('9.2.3, 12.2: the commanding General takes SPs to his limit, his subordinate stays; a Demoralized stack stays Demoralized behind', () => {
    const s = blank({ content: plain });
    put(s, 2014, CSA, 8, ['jackson', 'longstreet'], plain);
    rank(s, 'jackson', 2, plain); // limit 6
    rank(s, 'longstreet', 1, plain);
    setDemor(plain, s, node(2014, plain), CSA, true);
    grantEnters(s, 2113, 2114, plain, { k: 2, card: true });
    act(s, A.OP_R_INTERCEPT, node(2014, plain));
    dice(s, 6, 6);
    act(s, A.OP_R_PASS);
    expect(sp(plain, s, node(2114, plain), CSA)).toBe(6);
    expect(genLoc(plain, s, gi('jackson', plain))).toBe(node(2114, plain));
    expect(genLoc(plain, s, gi('longstreet', plain))).toBe(node(2014, plain));
    expect(demor(plain, s, node(2114, plain), CSA)).toBe(true);
    expect(demor(plain, s, node(2014, plain), CSA)).toBe(true);
  });

  it('22.3 (optional): the +2 counts into a hex holding a friendly Fort, and not into an empty hex', () => {
    for (const held of [true, false]) {
      const s = blank({ content: plain, options: { 'r22.3-reinforce-intercept': true } });
      put(s, 2014, CSA, 3, ['lee'], plain);
      if (held) fort(s, 2114, CSA, 1, plain);
      grantEnters(s, 2113, 2114, plain, { stars: 2, card: true });
      act(s, A.OP_R_INTERCEPT, node(2014, plain));
      dice(s, 3, 2); // 5 + 2 (Lee) = 7; 9 with the +2
      act(s, A.OP_R_RESOLVE);
      expect(sp(plain, s, node(2114, plain), CSA)).toBe(held ? 3 : 0);
    }
  });
});

describe('9.3.2 more Avoid Battle destinations', () => {
  // 2013 is a Resource hex in Virginia, so Confederate-controlled
  const res = mini({
    rows: ['cccccc', 'cccccc', 'cccccc'],
    places: [{ hex: 2013, name: 'Res', state: 'VA', bp: 1 }],
  });
  /** Lee (3 SPs) in 2113 is entered by Grant from 2112 (whose ZOI covers 2012, 2212); `setup` adds pieces. */
  function avoidTo(d1: number, d2: number, setup: (s: S) => void = () => {}): number[] {
    const s = blank({ content: res });
    put(s, 2113, CSA, 3, ['lee'], res);
    put(s, 2112, USA, 4, ['grant'], res);
    rank(s, 'grant', 2, res);
    setup(s);
    act(s, A.OP_ACT_GEN, gi('grant', res), 4);
    step(s, 2113, res);
    dice(s, d1, d2);
    act(s, A.OP_R_AVOID);
    if (s[G.G_DEC] !== A.D_AVOID_DEST) return [];
    return legalOp(s, A.OP_AVOID_TO).map((a) => res.map.grid.id(res.map.hexOfNode[A.xOf(a)]!));
  }

  it("9.3.2: 7 + 2 (Lee) = 9 is enough; into a Resource hex Lee's side controls, into a hex in the mover's ZOI that friendly SPs hold; not onto an enemy SP", () => {
    expect(avoidTo(4, 3).sort()).toEqual([2013, 2114, 2213]);
    expect(avoidTo(6, 6, (s) => put(s, 2012, CSA, 1, [], res)).sort()).toEqual([2012, 2013, 2114, 2213]);
    expect(avoidTo(6, 6, (s) => put(s, 2114, USA, 1, [], res)).sort()).toEqual([2013, 2213]);
  });

  it("9.3.2: not into the mover's ZOI judged from the corner hex 2010 it came from (2011)", () => {
    const s = blank({ content: plain });
    put(s, 2111, CSA, 3, ['lee'], plain);
    grantEnters(s, 2010, 2111, plain, { stars: 2 });
    dice(s, 6, 6);
    act(s, A.OP_R_AVOID);
    expect(can(s, A.OP_AVOID_TO, node(2011, plain))).toBe(false);
    expect(can(s, A.OP_AVOID_TO, node(2112, plain))).toBe(true);
  });

  it("9.3: only the Militia of the avoiding stack are Displaced; the state's Militia elsewhere stay", () => {
    const s = blank({ content: plain });
    put(s, 2113, CSA, 3, ['lee'], plain);
    militia(s, 2016, CSA, plain);
    grantEnters(s, 2112, 2113, plain, { stars: 2 });
    dice(s, 6, 6);
    act(s, A.OP_R_AVOID);
    act(s, A.OP_AVOID_TO, node(2114, plain));
    expect(milLoc(plain, s, CSA, plain.map.stateOf[node(2016, plain)]!)).toBe(node(2016, plain));
  });
});

describe('10.3.2 the automatic reaction between a Coastal Fort and its port', () => {
  // Port (2013) on the Atlantic and its Coastal Fort 'Fort Test'; Grant comes from 2012
  const coast = mini({
    rows: ['cccc~', 'cccc~', 'ccccc'],
    places: [{ hex: 2013, name: 'Port', state: 'VA', port: 'ocean' }],
    spaces: [coastalFort(2013)],
  });
  function enterPort(setup: (s: S) => void): S {
    const s = blank({ content: coast });
    setup(s);
    grantEnters(s, 2012, 2013, coast, { k: 2, card: true });
    return s;
  }
  const cfDests = (s: S): boolean => can(s, A.OP_AVOID_TO, node('Fort Test', coast));

  it('10.3.2: SPs without a General in the port Avoid into their Coastal Fort without a roll; an empty fort does not intercept', () => {
    const s = enterPort((t) => {
      put(t, 2013, CSA, 2, [], coast);
      mark(t, 'Fort Test', CSA, coast);
    });
    expect(s[G.G_DEC]).toBe(A.D_REACT);
    expect(legalOp(s, A.OP_R_INTERCEPT)).toEqual([]);
    dice(s, 1, 1);
    act(s, A.OP_R_AVOID);
    expect(cfDests(s)).toBe(true);
    act(s, A.OP_AVOID_TO, node('Fort Test', coast));
    expect(sp(coast, s, node('Fort Test', coast), CSA)).toBe(2);
  });

  it('10.3.2: at most 3 SPs in a Coastal Fort: 2 SPs may Avoid into a fort holding 1, 3 may not', () => {
    for (const k of [2, 3]) {
      const s = enterPort((t) => {
        put(t, 2013, CSA, k, [], coast);
        put(t, 'Fort Test', CSA, 1, [], coast);
      });
      act(s, A.OP_R_AVOID);
      expect(cfDests(s)).toBe(k === 2);
    }
  });

  it('10.3.2: no Avoid is offered into an empty port; the fort intercepts there without a General', () => {
    const s = enterPort((t) => {
      put(t, 'Fort Test', CSA, 1, [], coast);
      mark(t, 2013, CSA, coast);
    });
    expect(s[G.G_DEC]).toBe(A.D_REACT);
    expect(can(s, A.OP_R_AVOID)).toBe(false);
    expect(can(s, A.OP_R_INTERCEPT, node('Fort Test', coast))).toBe(true);
  });

  it('10.3.2: only while the reactor controls both: not from a Union-held fort, and Lee alone in a Union-held port rolls', () => {
    const s = enterPort((t) => {
      put(t, 2013, CSA, 2, [], coast);
      mark(t, 'Fort Test', USA, coast);
    });
    expect(s[G.G_DEC]).not.toBe(A.D_REACT);
    const t = enterPort((u) => {
      put(u, 2013, CSA, 0, ['lee'], coast);
      mark(u, 2013, USA, coast);
      put(u, 'Fort Test', CSA, 1, [], coast);
    });
    dice(t, 1, 1);
    act(t, A.OP_R_AVOID);
    expect(t[G.G_DEC]).not.toBe(A.D_AVOID_DEST);
  });

  it('10.3.2: none between Forts St. Philip/Jackson and New Orleans, nor between Fort Monroe and Norfolk (not its port)', () => {
    for (const [fortName, port, from] of [
      ['Forts St. Philip/Jackson', 'New Orleans', 4714],
      ['Fort Monroe', 'Norfolk', 2549],
    ] as const) {
      const s = blank({ turn: 9 });
      put(s, fortName, CSA, 1);
      mark(s, port, CSA);
      put(s, from, USA, 2, ['grant']);
      act(s, A.OP_ACT_GEN, gi('grant'), 2);
      step(s, port);
      expect(s[G.G_DEC]).toBe(A.D_MOVE);
    }
  });
});
