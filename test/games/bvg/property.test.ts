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
import { canLead } from '../../../src/games/bvg/state.js';
import { objectivesTotal } from '../../../src/games/bvg/victory.js';
import { BVG_OPTIONS } from '../../../src/games/bvg/options.js';
import { A, bvg, c, L, type S } from './fixture.js';

const LOCS = new Set([
  L.LOC_DECK,
  L.LOC_BOTTOM,
  L.LOC_HAND,
  L.LOC_HAND_W,
  L.LOC_EAST,
  L.LOC_WEST,
  L.LOC_CADRE,
  L.LOC_REMOVED,
  L.LOC_MAP,
  L.LOC_ACTIVE,
  L.LOC_TRANSMISS,
]);

function checkInvariants(s: S, deckBefore: number[]): void {
  // card conservation
  let bottom = 0;
  for (let k = 0; k < c.nc; k++) {
    const l = s[L.C_LOC + k]!;
    if (!LOCS.has(l)) throw new Error(`card ${c.cardId[k]} has location ${l}`);
    if (l === L.LOC_BOTTOM) bottom++;
    if (c.mapLetter[k]! >= 0 && l === L.LOC_MAP && s[L.H_MAPVER + c.mapLetter[k]!] !== c.mapVersion[k])
      throw new Error(`map card ${c.cardId[k]} in play but another version is recorded`);
  }
  for (let side = 0; side < 2; side++) {
    const nb = s[L.H_BOT_N + side]!;
    if (nb < 0 || nb > L.BOT_CAP) throw new Error('bottom block size out of range');
    for (let i = 0; i < nb; i++) {
      const k = s[L.BOT + side * L.BOT_CAP + i]!;
      if (s[L.C_LOC + k] !== L.LOC_BOTTOM || c.cardSide[k] !== side) throw new Error('bottom list mismatch');
    }
  }
  if (bottom !== s[L.H_BOT_N]! + s[L.H_BOT_N + 1]!) throw new Error('bottom cards not all listed');
  // command trees (4.1): parents on the board, same side and theater, two leader levels at most
  for (let k = 0; k < c.nc; k++) {
    const p = s[L.C_PARENT + k]!;
    const l = s[L.C_LOC + k]!;
    if (p < 0) continue;
    if (l !== L.LOC_EAST && l !== L.LOC_WEST) throw new Error(`${c.cardId[k]} off the board has a parent`);
    if (s[L.C_LOC + p] !== l || c.cardSide[p] !== c.cardSide[k])
      throw new Error(`${c.cardId[k]} parent elsewhere`);
    const g = s[L.C_PARENT + p]!;
    if (g >= 0 && s[L.C_PARENT + g]! >= 0) throw new Error(`${c.cardId[k]} is three levels deep`);
    if (!canLead(c, p) && c.kind[p] !== 3 && c.kind[p] !== 2) throw new Error(`${c.cardId[p]} cannot lead`);
  }
  for (let k = 0; k < c.nc; k++) {
    const st = s[L.C_STEPS + k]!;
    if (st < 1 || st > c.steps[k]!) throw new Error(`${c.cardId[k]} has ${st} steps`);
  }
  // tracks
  for (let side = 0; side < 2; side++) {
    if (s[L.H_SUPPLY + side]! < 0) throw new Error('negative supply');
    if (s[L.H_REPLACE + side]! < 0) throw new Error('negative replacements');
    // the deck only shrinks
    let d = s[L.H_BOT_N + side]!;
    for (let k = c.sideStart[side]; k < c.sideEnd[side]; k++) if (s[L.C_LOC + k] === L.LOC_DECK) d++;
    if (d > deckBefore[side]!) throw new Error('a deck grew');
    deckBefore[side] = d;
  }
  if (s[L.H_ENTITLE]! < 0 || s[L.H_ENTITLE]! > 7) throw new Error('draw entitlement out of range');
  const ot = objectivesTotal(c, s);
  if (ot < -13 || ot > 9) throw new Error(`Objectives Total ${ot}`);
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
    expect(() => bvg.apply(s, A.enc(A.OP_ATTACK, 0, 0, 0))).toThrow(/not legal/);
    expect(Array.from(s)).toEqual(Array.from(before));
  });
});
