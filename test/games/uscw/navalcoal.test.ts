/**
 * 21.2.7 Low on Coal (Advanced game): a friendly Port that is at least a Source of Provisions spares
 * ships Low on Coal the Surrender check; ships that move while Low on Coal are eliminated at the end of
 * the move unless it ends in Limited or Full Supply.
 *
 * The small map is fixture.ts's riverCoast: P (2112) a River port on the sea, Q (1911) a River port up
 * the river R, the hex 2011 on the river between them. A Confederate Fort at P cuts the Union-held Q
 * off from the sea (Q is then Isolated for the Union, but a Source of Provisions).
 */
import { describe, expect, it } from 'vitest';
import { G_NAVPOOL } from '../../../src/games/uscw/layout.js';
import { navalSupplySegment } from '../../../src/games/uscw/navaladv.js';
import { coalReach } from '../../../src/games/uscw/navalcoal.js';
import {
  C_FLOT,
  C_IRON,
  U_COAL,
  U_DRIVER,
  U_OCEAN,
  U_RIVER,
  addNf,
  navFlag,
  nf,
  setNavFlag,
} from '../../../src/games/uscw/navalunits.js';
import {
  ADV,
  A,
  CSA,
  USA,
  act,
  blank,
  checkInvariants,
  dice,
  fort,
  mark,
  node,
  put,
  riverCoast,
  twoShores,
  type S,
} from './fixture.js';

const river = riverCoast();
const Q = (): number => node('Q', river);
const H = (): number => node(2011, river);

/** Q Union-held; P Confederate with a Fort (`cut`) or Union-held; k Union River NSPs at `at`. */
function position(at: () => number, k: number, cut = true, options: Record<string, boolean> = ADV): S {
  const s = blank({ content: river, options });
  if (cut) fort(s, 'P', CSA, 1, river);
  else mark(s, 'P', USA, river);
  mark(s, 'Q', USA, river);
  addNf(river, s, at(), USA, U_RIVER, k);
  return s;
}

describe('21.2.7 Low on Coal', () => {
  it('21.2.7: ships Low on Coal at a friendly Port that is Isolated but a Source of Provisions do not check for Surrender', () => {
    const s = position(Q, 3);
    navalSupplySegment(river, s, USA);
    expect(navFlag(river, s, Q(), USA, U_COAL)).toBe(true);
    // 13.6.4: a 1 would be 3 Surrender Points; Q is a Source of Provisions, so no roll
    dice(s, 1);
    navalSupplySegment(river, s, USA);
    expect(nf(river, s, Q(), USA, U_RIVER)).toBe(3);
    expect(navFlag(river, s, Q(), USA, U_COAL)).toBe(true);
    // 13.6.1: an enemy SP beside Q makes it no Source of Provisions: the roll of 1 eliminates them
    put(s, 1912, CSA, 1, [], river);
    dice(s, 1);
    navalSupplySegment(river, s, USA);
    expect(nf(river, s, Q(), USA, U_RIVER)).toBe(0);
    expect(s[G_NAVPOOL]).toBe(3);
    checkInvariants(s);
  });

  it('21.2.7 EFFECTS: ships that move while Low on Coal into a port in neither Limited nor Full Supply are eliminated at the end of the move', () => {
    const s = position(H, 2);
    setNavFlag(river, s, H(), USA, U_COAL, true);
    act(s, A.OP_NAVMOVE, H(), 1);
    act(s, A.OP_NAVDEST, Q());
    expect(nf(river, s, Q(), USA, U_RIVER)).toBe(0);
    expect(s[G_NAVPOOL]).toBe(2);
    checkInvariants(s);
  });

  it('21.2.7 EFFECTS: the same move is kept when the ships were not Low on Coal, or when it ends in Full Supply', () => {
    const fresh = position(H, 2);
    act(fresh, A.OP_NAVMOVE, H(), 1);
    act(fresh, A.OP_NAVDEST, Q());
    expect(nf(river, fresh, Q(), USA, U_RIVER)).toBe(2);
    const fed = position(H, 2, false);
    setNavFlag(river, fed, H(), USA, U_COAL, true);
    act(fed, A.OP_NAVMOVE, H(), 1);
    act(fed, A.OP_NAVDEST, Q());
    expect(nf(river, fed, Q(), USA, U_RIVER)).toBe(2);
    expect(fed[G_NAVPOOL]).toBe(0);
    checkInvariants(fed);
  });

  it('read-21.2.7-coal-provisions: on, the move made Low on Coal ends safely at a port that is only a Source of Provisions', () => {
    const s = position(H, 2, true, { ...ADV, 'read-21.2.7-coal-provisions': true });
    setNavFlag(river, s, H(), USA, U_COAL, true);
    act(s, A.OP_NAVMOVE, H(), 1);
    act(s, A.OP_NAVDEST, Q());
    expect(nf(river, s, Q(), USA, U_RIVER)).toBe(2);
    checkInvariants(s);
  });

  it('21.2.7: ships cut off from every friendly port have no Full Supply, no Limited Supply and no port to spare them the Surrender check', () => {
    const s = position(H, 2);
    mark(s, 'Q', CSA, river);
    expect(coalReach(river, s, H(), USA)).toEqual({ full: false, supplied: false, port: false });
  });

  it('21.2.7 EFFECTS, 13.3.3: a cut-off port with a friendly Fort is in Fortress (Limited) Supply: the move made Low on Coal ends there safely', () => {
    const s = position(H, 2);
    fort(s, 'Q', USA, 1, river);
    setNavFlag(river, s, H(), USA, U_COAL, true);
    act(s, A.OP_NAVMOVE, H(), 1);
    act(s, A.OP_NAVDEST, Q());
    expect(nf(river, s, Q(), USA, U_RIVER)).toBe(2);
    expect(s[G_NAVPOOL]).toBe(0);
    checkInvariants(s);
  });

  it('21.2.7 EFFECTS: damaged ships that move Low on Coal with the stack share its end (1 River NSP and 1 damaged one to the Naval Pool)', () => {
    const s = position(H, 1);
    addNf(river, s, H(), USA, U_DRIVER, 1);
    setNavFlag(river, s, H(), USA, U_COAL, true);
    act(s, A.OP_NAVMOVE, H(), 1);
    act(s, A.OP_NAVDEST, Q());
    expect([nf(river, s, Q(), USA, U_RIVER), nf(river, s, Q(), USA, U_DRIVER)]).toEqual([0, 0]);
    expect(s[G_NAVPOOL]).toBe(2);
    checkInvariants(s);
  });

  it('21.2.7: the waterway ends at a port free of enemy NSPs: a Confederate Flotilla in the Union port Q denies it to the ships', () => {
    const s = position(H, 2);
    addNf(river, s, Q(), CSA, C_FLOT, 1);
    expect(coalReach(river, s, H(), USA).port).toBe(false);
    const free = position(H, 2);
    expect(coalReach(river, free, H(), USA).port).toBe(true);
  });

  it('21.2.7: a Confederate Flotilla finds its port up the river by the waters it sails, where other Confederate ships lie', () => {
    const s = blank({ content: river, options: ADV, side: CSA });
    mark(s, 'P', USA, river);
    mark(s, 'Q', CSA, river);
    addNf(river, s, H(), CSA, C_FLOT, 1);
    addNf(river, s, Q(), CSA, C_FLOT, 1);
    expect(coalReach(river, s, H(), CSA)).toEqual({ full: false, supplied: false, port: true });
  });

  it('21.2.7, 21.2.5: Oceangoing NSPs find their coal across the open sea, where River NSPs may not sail', () => {
    const sea = twoShores([2114]);
    const s = blank({ content: sea, options: ADV });
    mark(s, 'U1', USA, sea);
    addNf(sea, s, node(2011, sea), USA, U_OCEAN, 1);
    expect(coalReach(sea, s, node(2011, sea), USA).full).toBe(true);
  });

  it("21.2.7: each stack traces its own waterway: the Oceangoing NSPs at 2111 reach the east shore's ports, the River NSPs at 2011 beside them none", () => {
    const sea = twoShores([2014, 2114, 2115]);
    const s = blank({ content: sea, options: ADV });
    for (const u of ['U1', 'U2', 'U3']) mark(s, u, USA, sea);
    addNf(sea, s, node(2111, sea), USA, U_OCEAN, 1);
    addNf(sea, s, node(2011, sea), USA, U_RIVER, 1);
    expect(coalReach(sea, s, node(2111, sea), USA).full).toBe(true);
    expect(coalReach(sea, s, node(2011, sea), USA)).toEqual({ full: false, supplied: false, port: false });
  });

  it('21.2.7 with 21.10: a Supply Path is no move: an Ironclad finds its port up the river past two Ports (P, M at 2012), as it could not sail in one activation', () => {
    const ports = riverCoast([], 'E', [{ hex: 2012, name: 'M', state: 'VA', port: 'river' }]);
    const s = blank({ content: ports, options: ADV, side: CSA });
    mark(s, 'P', USA, ports);
    mark(s, 'M', USA, ports);
    mark(s, 'Q', CSA, ports);
    addNf(ports, s, node(2113, ports), CSA, C_IRON, 1);
    expect(coalReach(ports, s, node(2113, ports), CSA).port).toBe(true);
  });

  it('21.2.7, 13.6.1: a port in Limited Supply (an LOC to the Union Ocean port U) spares the ships the Surrender check, though an enemy SP beside it makes it no Source of Provisions', () => {
    const m = riverCoast([], 'E', [{ hex: 2114, name: 'U', state: 'VA', port: 'ocean' }]);
    const s = blank({ content: m, options: ADV });
    fort(s, 'P', CSA, 1, m);
    mark(s, 'Q', USA, m);
    mark(s, 'U', USA, m);
    for (const h of [1912, 1913, 2013, 2014, 2113]) mark(s, h, USA, m);
    put(s, 'Q', USA, 1, [], m);
    put(s, 1910, CSA, 1, [], m);
    addNf(m, s, node(2011, m), USA, U_RIVER, 1);
    expect(coalReach(m, s, node(2011, m), USA)).toEqual({ full: false, supplied: true, port: true });
  });
});
