/**
 * Seeded invariant suite over random games: every scenario, random subsets of the optional rules.
 * After every action: card conservation (each card in exactly one of deck, bottom block, hand, board,
 * cadre, discards, map, active Enigmas, Trans-Mississippi; the bottom list matches), command trees
 * well formed, steps in range, supply track never negative, draw entitlement and Objectives Total in
 * range; legal actions distinct and non-empty, never throwing; every game ends with a winner.
 *
 * The random player ends a step (DONE) with probability 0.35 whenever it may, so games are short.
 */
import { describe, expect, it } from 'vitest';
import { Sfc32 } from '../../../src/core/rng.js';
import { BVG_OPTIONS } from '../../../src/games/bvg/options.js';
import { A, bvg, c, L, type S } from './fixture.js';

/** The game's own invariants (src/games/bvg/invariants.ts), and the decks only shrink. */
function checkInvariants(s: S, deckBefore: number[]): void {
  const broken = bvg.invariants!(s);
  if (broken) throw new Error(broken);
  for (let side = 0; side < 2; side++) {
    let d = s[L.H_BOT_N + side]!;
    for (let k = c.sideStart[side]; k < c.sideEnd[side]; k++) if (s[L.C_LOC + k] === L.LOC_DECK) d++;
    if (d > deckBefore[side]!) throw new Error('a deck grew');
    deckBefore[side] = d;
  }
}

describe('bvg random games', () => {
  it('keeps every invariant over 500 random games of every scenario and option mix', () => {
    const scenarios = ['gettysburg', 'standard', 'historical', 'four-player'];
    const ruleIds = BVG_OPTIONS.filter((o) => o.kind === 'rule').map((o) => o.id);
    const buf = new Int32Array(bvg.maxActions);
    const outcomes: Record<string, number> = {};
    let decisions = 0;
    for (let g = 0; g < 500; g++) {
      const rng = Sfc32.from(g, 'property');
      const scenario = scenarios[g % 4 === 0 ? 1 : g % 4 === 1 ? 2 : g % 8 === 2 ? 3 : 0]!;
      const options: Record<string, boolean> = {};
      if (g % 2 === 1) for (const id of ruleIds) if (rng.next() < 0.4) options[id] = true;
      const s = bvg.create({ scenario, options, seed: `p${g}` });
      const deck = [99, 99];
      checkInvariants(s, deck);
      while (!bvg.isTerminal(s)) {
        const n = bvg.legalActions(s, buf);
        expect(n).toBeGreaterThan(0);
        const seen = new Set<number>();
        for (let i = 0; i < n; i++) seen.add(buf[i]!);
        if (seen.size !== n) throw new Error(`duplicate legal actions in step ${s[L.H_PHASE]}`);
        let a = buf[rng.int(n)]!;
        if (seen.has(A.DONE) && rng.next() < 0.35) a = A.DONE;
        bvg.apply(s, a);
        decisions++;
        checkInvariants(s, deck);
      }
      const o = bvg.outcome(s);
      expect(o.kind).toBe('win');
      outcomes[o.victory] = (outcomes[o.victory] ?? 0) + 1;
    }
    expect(decisions).toBeGreaterThan(500);
    // random play reaches several kinds of ending
    expect(Object.keys(outcomes).length).toBeGreaterThan(1);
  });

  it('rejects an illegal action with IllegalAction and leaves the state unchanged', () => {
    const s = bvg.create({ scenario: 'standard', seed: 5 });
    const before = bvg.clone(s);
    expect(() => bvg.apply(s, A.enc(A.OP_ATTACK, 0, 0, 0))).toThrow(/not among the legal actions/);
    expect(Array.from(s)).toEqual(Array.from(before));
  });
});
