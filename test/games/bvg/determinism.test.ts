/**
 * Determinism (DESIGN "Determinism"): same inputs give the same game; records replay to the same
 * state; clones are independent; the Gettysburg scenario plays to its end quickly.
 */
import { describe, expect, it } from 'vitest';
import { replay } from '../../../src/core/record.js';
import { resolveOptions } from '../../../src/core/options.js';
import { seedWords } from '../../../src/core/rng.js';
import { playMatch } from '../../../src/sim/match.js';
import { A, bvg, L, type S } from './fixture.js';

const match = (scenario: string, seed: string, usa = 'heuristic', csa = 'heuristic') =>
  playMatch({ game: bvg, scenario, options: {}, seed, players: { usa, csa } });

describe('bvg determinism', () => {
  it('Gettysburg plays to the end quickly and deterministically from a seed', () => {
    const a = match('gettysburg', '1863');
    const b = match('gettysburg', '1863');
    expect(a.record.actions).toEqual(b.record.actions);
    expect(a.outcome).toEqual(b.outcome);
    expect(a.outcome.kind).toBe('win');
    expect(a.decisions).toBeLessThan(3000);
    const r = match('gettysburg', '1863', 'random', 'random');
    expect(match('gettysburg', '1863', 'random', 'random').record.actions).toEqual(r.record.actions);
    expect(r.outcome.kind).toBe('win');
  });

  it('a record replays to the identical final state and outcome', () => {
    for (const scenario of ['standard', 'historical', 'four-player']) {
      const m = match(scenario, `rec-${scenario}`, 'random', 'heuristic');
      const s = replay(bvg, m.record);
      expect(bvg.isTerminal(s)).toBe(true);
      expect(bvg.outcome(s)).toEqual(m.outcome);
    }
  });

  it('create is a pure function of its inputs; both chance streams come from the seed', () => {
    const a = bvg.create({ scenario: 'standard', seed: 77 });
    const b = bvg.create({ scenario: 'standard', seed: 77 });
    expect(Array.from(a)).toEqual(Array.from(b));
    // Gettysburg starts before any die or draw: the words are still the seeded ones
    const g = bvg.create({ scenario: 'gettysburg', seed: 77 });
    expect(Array.from(g.subarray(L.H_DICE, L.H_DICE + 4))).toEqual(Array.from(seedWords(77, 'dice')));
    expect(Array.from(g.subarray(L.H_SHUF, L.H_SHUF + 4))).toEqual(Array.from(seedWords(77, 'shuffle')));
  });

  it('clones are independent and applying an action leaves earlier states untouched', () => {
    const s = bvg.create({ scenario: 'standard', seed: 8 });
    const copy = bvg.clone(s);
    const snapshot = Array.from(s);
    const buf = new Int32Array(bvg.maxActions);
    for (let i = 0; i < 200 && !bvg.isTerminal(copy); i++) {
      const n = bvg.legalActions(copy, buf);
      bvg.apply(copy, buf[(i * 7) % n]!);
    }
    expect(Array.from(s)).toEqual(snapshot);
    const into = new Int32Array(s.length) as S;
    bvg.copyInto(into, copy);
    expect(Array.from(into)).toEqual(Array.from(copy));
    bvg.apply(s, A.DONE);
    expect(Array.from(into)).toEqual(Array.from(copy));
  });

  it('declares every scenario, the 15 optional rules and the readings; four-player has four seats', () => {
    expect(bvg.scenarios.map((x) => x.id)).toEqual(['standard', 'historical', 'gettysburg', 'four-player']);
    expect(bvg.sides).toEqual(['usa', 'csa']);
    const rules = bvg.options.filter((o) => o.kind === 'rule');
    expect(rules).toHaveLength(15);
    for (let i = 1; i <= 15; i++) expect(rules.some((o) => o.id.startsWith(`opt${i}-`))).toBe(true);
    expect(bvg.options.filter((o) => o.kind === 'reading').length).toBeGreaterThan(5);
    expect(resolveOptions(bvg, {})['read-10.3-raid']).toBe('larger');
    const four = bvg.create({ scenario: 'four-player', seed: 1 });
    expect(bvg.seats!(four).map((x) => x.id)).toEqual(['usa-east', 'usa-west', 'csa-east', 'csa-west']);
    expect(bvg.seats!(four)[bvg.seatToMove!(four)]!.side).toBe(bvg.toMove(four));
    const two = bvg.create({ scenario: 'standard', seed: 1 });
    expect(bvg.seatToMove!(two)).toBe(bvg.toMove(two));
  });
});
