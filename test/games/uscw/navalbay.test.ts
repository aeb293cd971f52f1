/**
 * 21.4.2 Naval Interception on entering a one-node enclosed bay (Advanced game): the map model keeps
 * Pamlico Sound, Mobile Bay and Galveston Bay as one water node with no place beside it; a move that
 * enters it in the enemy's Naval ZOI may be intercepted, the battle fought where the route leaves the
 * bay. Reading `read-21.4.2-bay-skip`: no interception there.
 *
 * The small map: row 20 land (coastal hexes 2010-2015), row 21 Mobile Bay. Union River NSPs at 2010
 * sail to 2015 across the bay; a Confederate River Flotilla at 2013 projects its ZOI into the bay (and
 * the coastal hexes 2012, 2014), not into 2015.
 */
import { describe, expect, it } from 'vitest';
import { C_FLOT, MK_RIVER, U_RIVER, addNf, nf } from '../../../src/games/uscw/navalunits.js';
import { A, CSA, USA, act, blank, checkInvariants, dice, mini, node, type S } from './fixture.js';

const bay = mini({ firstRow: 20, rows: ['cccccc', 'bbbbbb'], theater: 'W' });
const at = (hex: number): number => node(hex, bay);

/** The Union's 2 River NSPs at 2010 move to 2015; the interception dice are 6, 6. */
function sail(options: Record<string, boolean>): S {
  const s = blank({ content: bay, options: { 'r21-advanced-naval': true, ...options } });
  addNf(bay, s, at(2010), USA, U_RIVER, 2);
  addNf(bay, s, at(2013), CSA, C_FLOT, 1);
  dice(s, 6, 6);
  act(s, A.OP_NAVMOVE, at(2010), MK_RIVER);
  act(s, A.OP_NAVDEST, at(2015));
  return s;
}

describe('21.4.2 interception in a one-node bay', () => {
  it('21.4.2: the flotilla intercepts the Union NSPs entering the bay (12) and fights them where they leave it (2015)', () => {
    const s = sail({});
    expect(nf(bay, s, at(2013), CSA, C_FLOT)).toBe(0);
    // the battle was fought at 2015: the Union ships hold it or sailed back to 2010
    expect(nf(bay, s, at(2015), USA, U_RIVER) + nf(bay, s, at(2010), USA, U_RIVER)).toBeGreaterThan(0);
    checkInvariants(s);
  });

  it('read-21.4.2-bay-skip: on, the bay is no interception point and the move reaches 2015 unopposed', () => {
    const s = sail({ 'read-21.4.2-bay-skip': true });
    expect(nf(bay, s, at(2013), CSA, C_FLOT)).toBe(1);
    expect(nf(bay, s, at(2015), USA, U_RIVER)).toBe(2);
    checkInvariants(s);
  });
});
