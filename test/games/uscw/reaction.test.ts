/**
 * Reaction (9, 10.3.2, 22.6): Zones of Influence, Avoid Battle, Interception and its modifiers, the
 * automatic reaction between a Coastal Fort and its port, Maneuver: worked examples W15-W22.
 */
import { describe, expect, it } from 'vitest';
import { reactionSideDrm } from '../../../src/games/uscw/movecost.js';
import { reactDrm } from '../../../src/games/uscw/reaction.js';
import { CARD_EAST, genLoc, sp } from '../../../src/games/uscw/state.js';
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
  d,
  dice,
  edge,
  fort,
  gi,
  grantEnters,
  legalOp,
  mark,
  mini,
  node,
  put,
  rank,
  step,
  type S,
} from './fixture.js';

const plain = mini({ rows: ['cccccccc', 'cccccccc', 'cccccccc', 'cccccccc'] });
const zoiOf = (s: S, cc: typeof plain, side: number, h: number): boolean =>
  (d(s, cc).zoi[node(h, cc)]! & (1 << side)) !== 0;
const targets = (s: S, op: number): number[] =>
  legalOp(s, op)
    .map((a) => plain.map.hexOfNode[A.xOf(a)]!)
    .map((h) => plain.map.grid.id(h))
    .sort();

describe('9.1 Zones of Influence', () => {
  // a Union SP at 2112; around it: an unbridged navigable river to 2113 (E), an impassable side to
  // 2212 (SE), a CSA-controlled Resource at 2211 (SW), a CSA SP at 2111 (W), a CSA fort at 2012 (NE),
  // open ground at 2011 (NW)
  const zmap = mini({
    rows: ['cccccc', 'cccccc', 'cccccc'],
    states: ['PPVVVV', 'VVVVVV', 'VVVVVV'],
    places: [{ hex: 2211, name: 'Res', state: 'VA', bp: 1 }],
    sides: [
      { a: 2112, b: 2113, f: ['nav'], river: 'R' },
      { a: 2112, b: 2212, f: ['impassable'] },
    ],
  });

  it('W15 9.1: not across unbridged navigable or impassable sides, not into an enemy-held Resource, not onto enemy SPs or Forts', () => {
    const s = blank({ content: zmap });
    put(s, 2112, USA, 1, [], zmap);
    put(s, 2111, CSA, 1, [], zmap);
    fort(s, 2012, CSA, 1, zmap);
    expect(zoiOf(s, zmap, USA, 2011)).toBe(true);
    expect(zoiOf(s, zmap, USA, 2113)).toBe(false); // A: unbridged navigable river
    expect(zoiOf(s, zmap, USA, 2212)).toBe(false); // B: impassable hexside
    expect(zoiOf(s, zmap, USA, 2211)).toBe(false); // C: enemy-controlled Resource, vacant
    expect(zoiOf(s, zmap, USA, 2111)).toBe(false); // D: non-moving enemy SP
    expect(zoiOf(s, zmap, USA, 2012)).toBe(false); // D: enemy Fort
    // the CSA SP and fort have ZOIs of their own, not into the Union SP's hex
    expect(zoiOf(s, zmap, CSA, 2011)).toBe(true);
    expect(zoiOf(s, zmap, CSA, 2112)).toBe(false);
    mark(s, 2211, USA, zmap);
    expect(zoiOf(s, zmap, USA, 2211)).toBe(true); // a friendly Resource is not excluded
  });
});

describe('9.3 Avoid Battle', () => {
  /** Grant (2112) attacks Lee (2113); the avoid roll succeeds. Returns the listed destinations. */
  function avoidFrom(lee: number, others: (s: S) => void): number[] {
    const s = blank({ content: plain });
    put(s, 2112, USA, 4, ['grant'], plain);
    rank(s, 'grant', 2, plain);
    put(s, 2113, CSA, lee, ['lee'], plain);
    others(s);
    act(s, A.OP_ACT_GEN, gi('grant', plain), 4);
    step(s, 2113, plain);
    expect(s[G.G_DEC]).toBe(A.D_REACT);
    dice(s, 6, 6);
    act(s, A.OP_R_AVOID);
    if (s[G.G_DEC] !== A.D_AVOID_DEST) return [];
    return targets(s, A.OP_AVOID_TO);
  }

  it("W16 A 9.3.2: Lee may Avoid to any hex outside Grant's ZOI judged from the hex Grant came from", () => {
    // 2113's neighbours: 2013, 2114, 2213 (A1-A3) and 2012, 2212 in Grant's ZOI from 2112
    expect(avoidFrom(3, () => {})).toEqual([2013, 2114, 2213]);
  });

  it('W16 B: into the ZOIs of Thomas and Sherman when Lee has more SPs than each (never added)', () => {
    const enemies = (s: S): void => {
      put(s, 2014, USA, 3, ['thomas'], plain); // ZOI over 2013, 2114
      put(s, 2214, USA, 3, ['sherman'], plain); // ZOI over 2114, 2213
    };
    expect(avoidFrom(4, enemies)).toEqual([2013, 2114, 2213]);
    expect(avoidFrom(3, enemies)).toEqual([]);
  });

  it('9.3.2: the Avoid roll needs 9 with the DRMs: Lee (+2) with 6 fails', () => {
    const s = blank({ content: plain });
    put(s, 2112, USA, 4, ['grant'], plain);
    rank(s, 'grant', 2, plain);
    put(s, 2113, CSA, 3, ['lee'], plain);
    act(s, A.OP_ACT_GEN, gi('grant', plain), 4);
    step(s, 2113, plain);
    dice(s, 3, 3);
    act(s, A.OP_R_AVOID);
    expect(s[G.G_DEC]).not.toBe(A.D_AVOID_DEST);
  });
});

describe('9.2, 9.4 Interception', () => {
  it('W17 9.4: no General, no interception; Beauregard +1, Forrest +4, Bragg with cavalry +3', () => {
    const s = blank({ content: plain, side: USA });
    put(s, 2010, CSA, 2, [], plain);
    put(s, 2012, CSA, 2, ['beauregard'], plain);
    put(s, 2014, CSA, 1, ['forrest'], plain);
    put(s, 2016, CSA, 3, ['bragg', 'wheeler'], plain);
    rank(s, 'bragg', 2, plain);
    const e = edge(2012, 2112, plain);
    expect(reactDrm(plain, s, node(2012, plain), e, CSA, false)).toBe(1);
    expect(reactDrm(plain, s, node(2014, plain), e, CSA, false)).toBe(4);
    expect(reactDrm(plain, s, node(2016, plain), e, CSA, false)).toBe(3);
    // A: a Union force entering 2110, next to the General-less SPs, is offered no interception
    put(s, 2210, USA, 1, ['sherman'], plain);
    act(s, A.OP_ACT_GEN, gi('sherman', plain), 1);
    step(s, 2110, plain);
    expect(s[G.G_DEC]).toBe(A.D_MOVE);
  });

  it('W17 9.4: hexside modifiers: -1 minor river, -1 bridged navigable, -1 pass, -2 mountain', () => {
    const sides = mini({
      rows: ['cccccc'],
      sides: [
        { a: 2010, b: 2011, f: ['minor'] },
        { a: 2011, b: 2012, f: ['nav', 'bridge'] },
        { a: 2012, b: 2013, f: ['mountain', 'pass'] },
        { a: 2013, b: 2014, f: ['mountain'] },
        { a: 2014, b: 2015, f: ['minor', 'road'] },
      ],
    });
    const drm = (a: number, b: number): number => reactionSideDrm(sides, edge(a, b, sides));
    expect([drm(2010, 2011), drm(2011, 2012), drm(2012, 2013), drm(2013, 2014), drm(2014, 2015)]).toEqual([
      -1, -1, -1, -2, 0,
    ]);
  });

  it('W18: Lee may try an interception in every hex of his ZOI entered: C after failing at A and B', () => {
    const s = blank({ content: plain });
    put(s, 2014, CSA, 3, ['lee'], plain); // ZOI: 2013, 2015, 2114, 2115
    grantEnters(s, 2112, 2113, plain, { k: 2 });
    for (const h of [2114, 2115, 2015]) {
      step(s, h, plain);
      expect(s[G.G_DEC]).toBe(A.D_REACT);
      act(s, A.OP_R_INTERCEPT, node(2014, plain));
      dice(s, 1, 1); // 2 + 2 (Lee) < 9
      act(s, A.OP_R_PASS);
      expect(s[G.A_NODE]).toBe(node(h, plain));
    }
  });

  it('9.2: a successful interception places Lee in the hex first and a battle follows', () => {
    const s = blank({ content: plain });
    put(s, 2014, CSA, 3, ['lee'], plain);
    put(s, 2113, USA, 2, ['grant'], plain);
    cards(s, USA, CARD_EAST, 1); // the attacker's card decision holds the battle open
    act(s, A.OP_ACT_GEN, gi('grant', plain), 2);
    step(s, 2114, plain);
    act(s, A.OP_R_INTERCEPT, node(2014, plain));
    dice(s, 4, 3); // 7 + 2 = 9
    act(s, A.OP_R_PASS);
    expect(sp(plain, s, node(2114, plain), CSA)).toBe(3);
    expect(genLoc(plain, s, gi('lee', plain))).toBe(node(2114, plain));
    expect(s[G.G_DEC]).toBe(A.D_CARD);
    expect(s[G.B_NODE]).toBe(node(2114, plain));
  });

  it('W19: Lee Avoids to A1 and later intercepts into A2; no Avoid after a successful interception', () => {
    const s = blank({ content: plain });
    put(s, 2113, CSA, 3, ['lee'], plain);
    grantEnters(s, 2112, 2113, plain, { stars: 2 });
    dice(s, 6, 6);
    act(s, A.OP_R_AVOID);
    act(s, A.OP_AVOID_TO, node(2013, plain)); // A1
    expect(s[G.G_DEC]).toBe(A.D_MOVE); // Lee does not intercept back into the hex he left
    expect(s[G.A_NODE]).toBe(node(2113, plain));
    step(s, 2114, plain); // A2, in Lee's ZOI
    expect(can(s, A.OP_R_INTERCEPT, node(2013, plain))).toBe(true);
    // Jackson intercepts into B1 (2114 here) and may not then Avoid out of it
    const t = blank({ content: plain });
    put(t, 2014, CSA, 2, ['jackson'], plain);
    grantEnters(t, 2113, 2114, plain, { k: 2 });
    act(t, A.OP_R_INTERCEPT, node(2014, plain));
    dice(t, 6, 6);
    act(t, A.OP_R_RESOLVE);
    expect(sp(plain, t, node(2114, plain), CSA)).toBe(2);
    if (t[G.G_DEC] === A.D_REACT) expect(can(t, A.OP_R_AVOID)).toBe(false);
  });

  it('W20: not across an unbridged navigable river, not into a hex with a non-moving Union SP; into C; into D to reinforce', () => {
    // Grant 2111 -> 2112 (C) -> 2113 (Lee); Jackson at 2213 behind a river from 2212 (A);
    // a Union SP in 2012 (B)
    const rmap = mini({
      rows: ['cccccccc', 'cccccccc', 'cccccccc', 'cccccccc'],
      sides: [{ a: 2212, b: 2213, f: ['nav'], river: 'R' }],
    });
    const s = blank({ content: rmap });
    put(s, 2113, CSA, 3, ['lee'], rmap);
    put(s, 2213, CSA, 2, ['jackson'], rmap);
    put(s, 2012, USA, 1, [], rmap);
    grantEnters(s, 2110, 2111, rmap, { k: 3, stars: 2 });
    step(s, 2112, rmap); // C: in Lee's ZOI, and Jackson's? (2213 is not next to 2112)
    expect(legalOp(s, A.OP_R_INTERCEPT).map(A.xOf)).toEqual([node(2113, rmap)]);
    act(s, A.OP_R_PASS);
    // D = Lee's hex: Jackson (next to 2113) may intercept to reinforce him
    step(s, 2113, rmap);
    expect(legalOp(s, A.OP_R_INTERCEPT).map(A.xOf)).toEqual([node(2213, rmap)]);
    // A: 2212 is across the river from Jackson; B: 2012 holds a Union SP
    const t = blank({ content: rmap });
    put(t, 2213, CSA, 2, ['jackson'], rmap);
    put(t, 2113, CSA, 1, ['lee'], rmap);
    grantEnters(t, 2211, 2212, rmap, { k: 2 });
    expect(can(t, A.OP_R_INTERCEPT, node(2213, rmap))).toBe(false);
    expect(can(t, A.OP_R_INTERCEPT, node(2113, rmap))).toBe(true);
  });
});

describe('10.3.2 Coastal Fort and port', () => {
  const coast = mini({
    rows: ['cccc~', 'cccc~', 'ccccc'],
    places: [{ hex: 2013, name: 'Port', state: 'VA', port: 'ocean' }],
    spaces: [coastalFort(2013)],
  });

  it('W21: 1 SP in a CSA Coastal Fort intercepts into its CSA port attacked by land: no General, no roll', () => {
    const s = blank({ content: coast });
    put(s, 'Fort Test', CSA, 1, [], coast);
    grantEnters(s, 2011, 2012, coast, { k: 2, card: true });
    step(s, 2013, coast);
    expect(s[G.G_DEC]).toBe(A.D_REACT);
    act(s, A.OP_R_INTERCEPT, node('Fort Test', coast));
    dice(s, 1, 1);
    act(s, A.OP_R_PASS);
    expect(sp(coast, s, node('Port', coast), CSA)).toBe(1);
    expect(s[G.G_DEC]).toBe(A.D_CARD);
  });
});

describe('22.6 Maneuver (optional)', () => {
  it('W22: Lee may Maneuver next to the hex Grant enters, never out of contact; not offered without the option', () => {
    const on = blank({ content: plain, options: { 'r22.6-maneuver': true } });
    const off = blank({ content: plain });
    for (const s of [on, off]) {
      put(s, 2014, CSA, 3, ['lee'], plain);
      grantEnters(s, 2112, 2113, plain, { k: 2 });
      step(s, 2114, plain); // G1, in Lee's ZOI
    }
    expect(legalOp(off, A.OP_R_MANEUVER)).toEqual([]);
    const to = legalOp(on, A.OP_R_MANEUVER).map((a) => plain.map.grid.id(plain.map.hexOfNode[A.yOf(a)]!));
    // hexes next to both Lee (2014) and 2114 other than Grant's: 2013 and 2115
    expect(to.sort()).toEqual([2013, 2115]);
    dice(on, 5, 5);
    act(on, A.OP_R_MANEUVER, node(2014, plain), node(2115, plain));
    expect(sp(plain, on, node(2115, plain), CSA)).toBe(3);
  });
});
