/**
 * Readings of ambiguous rules (src/games/ahd/README.md), each tested at its default and at the
 * switch that changes it.
 */
import { describe, expect, it } from 'vitest';
import { ahd } from '../../../src/games/ahd/index.js';
import * as A from '../../../src/games/ahd/actions.js';
import { box, findMove, legal, position, unitsAt } from './position.js';

describe('R4.0 Enemy Units: "it must stop there ... This causes a battle" (read-leave-contested)', () => {
  /** A Union Veteran Infantry unit in Shreveport, a Confederate militia in Monroe, three Marches to use. */
  const contested = (options = {}): Int32Array => {
    const s = position({
      side: 'usa',
      marches: 3,
      units: [
        ['usa', 'Vi', 'shreveport'],
        ['csa', 'Mi', 'monroe'],
      ],
      options,
    });
    ahd.apply(s, findMove(s, 'shreveport', ['monroe'], 'Vi')!);
    expect(unitsAt(s, 'monroe', 'usa', 'Vi')).toHaveLength(1);
    return s;
  };
  const movesFromMonroe = (s: Int32Array): number[] =>
    legal(s).filter((a) => A.opOf(a) === A.OP_MOVE && A.mvFrom(a) === box('monroe'));

  it('by default a unit that entered an enemy-occupied box stays there for the battle', () => {
    const s = contested();
    expect(movesFromMonroe(s)).toHaveLength(0);
    expect(findMove(s, 'monroe', ['vicksburg'], 'Vi')).toBeUndefined();
  });

  it('read-leave-contested=allowed lets it March on with a later March', () => {
    const s = contested({ 'read-leave-contested': 'allowed' });
    expect(movesFromMonroe(s).length).toBeGreaterThan(0);
    expect(findMove(s, 'monroe', ['vicksburg'], 'Vi')).toBeDefined();
  });
});
