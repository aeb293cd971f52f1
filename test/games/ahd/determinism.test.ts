/**
 * Determinism (DESIGN): a game is a pure function of its inputs; records replay exactly; clones are
 * independent of their source.
 */
import { describe, expect, it } from 'vitest';
import { replay } from '../../../src/core/record.js';
import { ahd } from '../../../src/games/ahd/index.js';
import { playMatch } from '../../../src/sim/match.js';

const players = { usa: 'random', csa: 'random' };

describe('ahd determinism', () => {
  it('the same seed gives the same action list and outcome; another seed another game', () => {
    for (const scenario of ['1861', '1862', '1863', '1864', '1861-short']) {
      const a = playMatch({ game: ahd, scenario, options: {}, seed: 'det-7', players });
      const b = playMatch({ game: ahd, scenario, options: {}, seed: 'det-7', players });
      expect(b.record.actions).toEqual(a.record.actions);
      expect(b.outcome).toEqual(a.outcome);
      const other = playMatch({ game: ahd, scenario, options: {}, seed: 'det-8', players });
      expect(other.record.actions).not.toEqual(a.record.actions);
    }
  });

  it('a record (inputs + actions) replays to the identical final state', () => {
    const options = { 'r5.71-refitting-the-army': true, 'r4.9-union-rail-bonus': true };
    const m = playMatch({ game: ahd, scenario: '1862', options, seed: 'replay-1', players });
    const s = replay(ahd, JSON.parse(JSON.stringify(m.record)));
    expect(ahd.isTerminal(s)).toBe(true);
    expect(ahd.outcome(s)).toEqual(m.outcome);
    const again = replay(ahd, m.record);
    expect(Array.from(again)).toEqual(Array.from(s));
  });

  it('clone and copyInto are independent of their source', () => {
    const s = ahd.create({ scenario: '1861', seed: 3 });
    const buf = new Int32Array(ahd.maxActions);
    for (let step = 0; step < 40; step++) {
      const copy = ahd.clone(s);
      const snapshot = Array.from(s);
      ahd.legalActions(copy, buf);
      ahd.apply(copy, buf[step % 2]!);
      expect(Array.from(s)).toEqual(snapshot); // mutating the clone never changes the source
      const into = ahd.clone(copy);
      ahd.copyInto(into, s);
      expect(Array.from(into)).toEqual(snapshot);
      const n = ahd.legalActions(s, buf);
      ahd.apply(s, buf[n - 1]!);
      expect(Array.from(into)).toEqual(snapshot); // nor the source the copy
      if (ahd.isTerminal(s)) break;
    }
  });
});
