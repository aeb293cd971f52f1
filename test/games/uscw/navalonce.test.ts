/**
 * 21.2.4 (Advanced game): "No Naval Unit may be activated more than once per Action Phase": the mark
 * is per unit, so ships that moved stay put even where unmoved ships join them, and the unmoved ones
 * there keep their own activation.
 *
 * The small map is fixture.ts's riverCoast: P (2112) a River port on the sea, Q (1911) a River port up
 * the river R, both held by the side that moves; no enemy anywhere.
 */
import { describe, expect, it } from 'vitest';
import { beginHalf } from '../../../src/games/uscw/initiative.js';
import { C_FLOT, C_IRON, U_RIVER, addNf, nf } from '../../../src/games/uscw/navalunits.js';
import {
  ADV,
  A,
  CSA,
  USA,
  act,
  blank,
  can,
  checkInvariants,
  legalOp,
  mark,
  node,
  riverCoast,
  type S,
} from './fixture.js';

const river = riverCoast();
const P = (): number => node('P', river);
const Q = (): number => node('Q', river);

/** side's Action Phase with 3 AP, P and Q side's. */
function position(side: number): S {
  const s = blank({ content: river, options: ADV, ap: 3, side });
  mark(s, 'P', side, river);
  mark(s, 'Q', side, river);
  return s;
}

describe('21.2.4 one activation per Naval Unit', () => {
  it('21.2.4: ships that moved to a place with unmoved ships stay; the unmoved ones move alone', () => {
    const s = position(USA);
    addNf(river, s, P(), USA, U_RIVER, 2);
    addNf(river, s, Q(), USA, U_RIVER, 1);
    act(s, A.OP_NAVMOVE, P(), 1);
    act(s, A.OP_NAVDEST, Q());
    expect(nf(river, s, Q(), USA, U_RIVER)).toBe(3);
    // the NSP that waited at Q has not been activated: its stack may still move (1 AP)
    act(s, A.OP_NAVMOVE, Q(), 1);
    act(s, A.OP_NAVDEST, P());
    expect(nf(river, s, P(), USA, U_RIVER)).toBe(1);
    expect(nf(river, s, Q(), USA, U_RIVER)).toBe(2);
    // every ship has now moved once: no naval move is left at either place
    expect(legalOp(s, A.OP_NAVMOVE)).toEqual([]);
    checkInvariants(s);
  });

  it('21.2.4: a Confederate Ironclad that did not move leaves the Flotilla that did', () => {
    const s = position(CSA);
    addNf(river, s, P(), CSA, C_FLOT, 1);
    addNf(river, s, Q(), CSA, C_IRON, 1);
    act(s, A.OP_NAVMOVE, P(), 1);
    act(s, A.OP_NAVDEST, Q());
    act(s, A.OP_NAVMOVE, Q(), 1);
    act(s, A.OP_NAVDEST, P());
    expect(nf(river, s, P(), CSA, C_IRON)).toBe(1);
    expect(nf(river, s, Q(), CSA, C_FLOT)).toBe(1);
    expect(can(s, A.OP_NAVMOVE, Q(), 1)).toBe(false);
    checkInvariants(s);
  });

  it('21.2.4: the marks end with the Action Phase that made them', () => {
    const s = position(USA);
    addNf(river, s, P(), USA, U_RIVER, 1);
    act(s, A.OP_NAVMOVE, P(), 1);
    act(s, A.OP_NAVDEST, Q());
    expect(can(s, A.OP_NAVMOVE, Q(), 1)).toBe(false);
    // the next Action Phase of the same side (4.2: a new phase clears the per-phase marks)
    beginHalf(river, s, USA);
    expect(can(s, A.OP_NAVMOVE, Q(), 1)).toBe(true);
  });
});
