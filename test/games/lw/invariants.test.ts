/**
 * The game's invariants (checked by the conformance suite after every action) hold along heuristic
 * games and catch what they are meant to catch: a card lost or duplicated, PC below zero (10.6.6),
 * CSP beyond 0-10 (7.1.6), IT left on an empty hex, an overstacked hex (12.4).
 */
import { describe, expect, it } from 'vitest';
import { makeBot } from '../../../bots/index.js';
import { L, blank, c, lw, put, setIt } from './fixture.js';

describe('lw invariants', () => {
  it('hold along heuristic games of every scenario, with the cards conserved', () => {
    for (const scenario of ['introductory', 'tournament']) {
      const s = lw.create({ scenario, seed: `inv-${scenario}` });
      const bots = [0, 1].map((i) => makeBot(lw, 'heuristic', i, `inv-${i}`));
      const fixed = [0, 1].map((side) => outOfPlay(s, side));
      for (let i = 0; i < 6000 && !lw.isTerminal(s); i++) {
        expect(lw.invariants!(s)).toBeUndefined();
        for (const side of [0, 1]) expect(outOfPlay(s, side)).toBe(fixed[side]); // nothing leaves or joins play
        lw.apply(s, bots[lw.toMove(s)]!.choose(s));
      }
      expect(lw.isTerminal(s)).toBe(true);
    }
  });

  it('report a lost card, negative PC, CSP beyond 10, IT on an empty hex and an overstacked hex', () => {
    const base = blank('Sp62');
    expect(lw.invariants!(base)).toBeUndefined();
    const bad = (f: (s: Int32Array) => void): string | undefined => {
      const s = lw.clone(base);
      f(s);
      return lw.invariants!(s);
    };
    expect(bad((s) => (s[L.CD_LOC + 5] = 9))).toMatch(/card 5/);
    expect(bad((s) => (s[L.CD_LOC + 71] = L.CL_DISCARD))).toMatch(/0 Resource/);
    expect(bad((s) => (s[L.H_PC + 1] = -1))).toMatch(/PC/);
    expect(bad((s) => (s[L.H_CSP] = 11))).toMatch(/CSP/);
    expect(bad((s) => setIt(s, 1903, 0, 2))).toMatch(/IT on the empty hex 1903/);
    expect(
      bad((s) => {
        put(s, 'thomas', 1902, 2);
        put(s, 'meade', 1902, 2);
        put(s, 'hancock', 1902, 2);
        put(s, 'mcpherson', 1902, 1);
      }),
    ).toMatch(/overstacked at 1902/);
  });
});

/** Cards out of play (removed optional cards, the Assassination card's box, CSP cards): a fixed count. */
function outOfPlay(s: Int32Array, side: number): number {
  let n = 0;
  for (let k = side * 81; k < side * 81 + 81; k++) {
    const l = s[L.CD_LOC + k]!;
    if (l === L.CL_OUT || (l === L.CL_POOL && c.cardKind[k] === 6)) n++;
  }
  return n;
}
