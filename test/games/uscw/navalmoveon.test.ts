/**
 * 21.2.4, 21.6.7 (Advanced game): Naval Units that win a Naval Battle with twice the defender's NSPs
 * may continue moving with their undamaged ships.
 *
 * The small map is fixture.ts's riverCoast: P (2112) a River port on the sea, Q (1911) a River port up
 * the river R. A CSA River Flotilla (1 NSP) waits at Q.
 */
import { describe, expect, it } from 'vitest';
import { C_FLOT, U_DRIVER, U_RIVER, addNf, nf } from '../../../src/games/uscw/navalunits.js';
import { G_AP, G_DEC } from '../../../src/games/uscw/layout.js';
import {
  ADV,
  A,
  CSA,
  USA,
  act,
  blank,
  can,
  checkInvariants,
  dice,
  legalOp,
  mark,
  node,
  put,
  riverCoast,
  type S,
} from './fixture.js';

const river = riverCoast();
const P = (): number => node('P', river);
const Q = (): number => node('Q', river);

/** `ships` Union River NSPs (and `damaged` damaged ones) at P (Union-held); the flotilla at Q (CSA-held). */
function position(ships: number, damaged = 0): S {
  const s = blank({ content: river, options: ADV, ap: 2 });
  mark(s, 'P', USA, river);
  mark(s, 'Q', CSA, river);
  addNf(river, s, P(), USA, U_RIVER, ships);
  addNf(river, s, P(), USA, U_DRIVER, damaged);
  addNf(river, s, Q(), CSA, C_FLOT, 1);
  // the flotilla's interception on the way fails (1 + 1); the Union rolls 6, the flotilla 1
  dice(s, 1, 1, 6, 1);
  return s;
}

describe('21.2.4 moving on after a 2:1 win', () => {
  it('21.2.4: 2 NSPs beat 1: the ships may move on from the battle (already paid) or stop', () => {
    const s = position(2);
    act(s, A.OP_NAVMOVE, P(), 1);
    act(s, A.OP_NAVDEST, Q());
    expect(nf(river, s, Q(), CSA, C_FLOT)).toBe(0);
    expect(s[G_DEC]).toBe(A.D_NAVMOVE);
    expect(can(s, A.OP_STOP)).toBe(true);
    expect(can(s, A.OP_NAVDEST, P())).toBe(true);
    // the free naval action paid the move; moving on costs nothing more
    act(s, A.OP_NAVDEST, P());
    expect(nf(river, s, P(), USA, U_RIVER)).toBe(2);
    expect(s[G_AP]).toBe(2);
    expect(s[G_DEC]).toBe(A.D_MAIN);
    checkInvariants(s);
  });

  it('21.2.4: stopping ends the move where the battle was', () => {
    const s = position(2);
    act(s, A.OP_NAVMOVE, P(), 1);
    act(s, A.OP_NAVDEST, Q());
    act(s, A.OP_STOP);
    expect(nf(river, s, Q(), USA, U_RIVER)).toBe(2);
    expect(s[G_DEC]).toBe(A.D_MAIN);
    // the ships have been activated this Action Phase: not offered again (21.2.4)
    expect(legalOp(s, A.OP_NAVMOVE, Q())).toEqual([]);
  });

  it('21.2.4: only the undamaged ships move on; the damaged ones stay at the battle', () => {
    const s = position(2, 1);
    act(s, A.OP_NAVMOVE, P(), 1);
    act(s, A.OP_NAVDEST, Q());
    // the damaged ship sailed with the stack (no guns were run) and fought at 0
    expect(nf(river, s, Q(), USA, U_DRIVER)).toBe(1);
    act(s, A.OP_NAVDEST, P());
    expect(nf(river, s, P(), USA, U_RIVER)).toBe(2);
    expect(nf(river, s, P(), USA, U_DRIVER)).toBe(0);
    expect(nf(river, s, Q(), USA, U_DRIVER)).toBe(1);
    checkInvariants(s);
  });

  it('21.6.7: a win without twice the NSPs ends the move there', () => {
    const s = position(1);
    act(s, A.OP_NAVMOVE, P(), 1);
    act(s, A.OP_NAVDEST, Q());
    expect(nf(river, s, Q(), CSA, C_FLOT)).toBe(0);
    expect(nf(river, s, Q(), USA, U_RIVER)).toBe(1);
    expect(s[G_DEC]).toBe(A.D_MAIN);
  });

  it('21.7.2: ships carrying SPs land them after the win and do not move on', () => {
    const s = position(2);
    put(s, 'P', USA, 1, [], river);
    act(s, A.OP_NAVMOVE, P(), 1);
    act(s, A.OP_NAVDEST, Q(), 1 << 1);
    expect(s[G_DEC]).not.toBe(A.D_NAVMOVE);
  });
});
