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
  dice,
  entrench,
  fort,
  gi,
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
    put(s, 2113, USA, 2, ['grant'], plain);
    cards(s, USA, CARD_EAST, 1);
    act(s, A.OP_ACT_GEN, gi('grant', plain), 2);
    step(s, 2114, plain);
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
    put(s, 2113, USA, 2, ['grant'], plain);
    cards(s, USA, CARD_EAST, 1);
    act(s, A.OP_ACT_GEN, gi('grant', plain), 2);
    step(s, 2114, plain);
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
      put(s, 2113, USA, 4, ['grant'], plain);
      rank(s, 'grant', 2, plain);
      cards(s, USA, CARD_EAST, 1);
      act(s, A.OP_ACT_GEN, gi('grant', plain), 4);
      step(s, 2114, plain);
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
    put(s, 2113, USA, 2, ['grant'], plain);
    act(s, A.OP_ACT_GEN, gi('grant', plain), 2);
    step(s, 2114, plain);
    act(s, A.OP_R_INTERCEPT, node(2014, plain));
    expect(can(s, A.OP_R_INTERCEPT, node(2014, plain))).toBe(false);
    expect(can(s, A.OP_R_RESOLVE)).toBe(true);
    dice(s, 1, 1);
    act(s, A.OP_R_RESOLVE);
    expect(s[G.G_DEC]).toBe(A.D_MOVE);
    expect(s[G.A_NODE]).toBe(node(2114, plain));
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
      put(s, 2113, USA, 2, ['grant'], res);
      act(s, A.OP_ACT_GEN, gi('grant', res), 2);
      step(s, 2114, res);
      expect(can(s, A.OP_R_INTERCEPT, node(2014, res))).toBe(!held);
    }
  });
});

describe('9.3 Avoid Battle', () => {
  it('9.3.3: a force that declines to move after its Avoid roll fights without its terrain', () => {
    const s = blank({ content: plain });
    put(s, 2113, CSA, 3, ['lee'], plain);
    put(s, 2112, USA, 4, ['grant'], plain);
    rank(s, 'grant', 2, plain);
    cards(s, USA, CARD_EAST, 1);
    act(s, A.OP_ACT_GEN, gi('grant', plain), 4);
    step(s, 2113, plain);
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
    put(s, 2112, USA, 4, ['grant'], plain);
    rank(s, 'grant', 2, plain);
    cards(s, USA, CARD_EAST, 1);
    act(s, A.OP_ACT_GEN, gi('grant', plain), 4);
    step(s, 2113, plain);
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
      put(s, 2112, USA, 4, ['grant'], plain);
      rank(s, 'grant', 2, plain);
      cards(s, USA, CARD_EAST, 1);
      act(s, A.OP_ACT_GEN, gi('grant', plain), 4);
      step(s, 2113, plain);
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
    put(s, 2112, USA, 3, ['grant'], plain); // 3 SPs: no Automatic Displacement of the Fort
    cards(s, USA, CARD_EAST, 1);
    act(s, A.OP_ACT_GEN, gi('grant', plain), 3);
    step(s, 2113, plain);
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
    put(s, 2112, USA, 4, ['grant'], dest);
    rank(s, 'grant', 2, dest);
    cards(s, USA, CARD_EAST, 1);
    act(s, A.OP_ACT_GEN, gi('grant', dest), 4);
    step(s, 2113, dest);
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
