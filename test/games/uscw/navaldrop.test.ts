/**
 * 21.2.4 (Advanced game): "A stack of Naval Units may drop off Naval Units as they move but may not
 * pick up additional Naval Units." A move chosen with OP_NAVDEST y | Y_DROP asks (D_NAVDROP) where
 * ahead on its route to leave ships (OP_NAVDROP x, y 0) or to sail on to its goal (x the goal), then
 * how many (y = River | Oceangoing << 4).
 *
 * The small map is fixture.ts's riverCoast: P (2112) a River port on the sea, Q (1911) a River port up
 * the river R, whose hexsides A = 2012|2112, B = 2011|2012, C = 1912|2011, D = 1911|2011 run from P
 * to Q; the route P -> Q passes 2012 (at A), 2011 (at B) and 1912 (at C).
 */
import { describe, expect, it } from 'vitest';
import { navalSupplySegment } from '../../../src/games/uscw/navaladv.js';
import { Y_DROP } from '../../../src/games/uscw/navalcarry.js';
import { G_NAVPOOL } from '../../../src/games/uscw/layout.js';
import { dropWords, pendingDrop } from '../../../src/games/uscw/navaldrop.js';
import { decide } from '../../../src/games/uscw/phase.js';
import {
  C_DFLOT,
  C_FLOT,
  C_IRON,
  MK_RIVER,
  C_DEMOR,
  MK_OCEAN,
  U_COAL,
  U_DEMOR,
  U_DRIVER,
  U_OCEAN,
  U_RIVER,
  addNf,
  movedField,
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
  c,
  can,
  checkInvariants,
  dice,
  fort,
  legalOp,
  mark,
  node,
  riverCoast,
  uscw,
  type S,
} from './fixture.js';

const river = riverCoast();
const at = (w: string | number): number => node(w, river);
const ships = (s: S, w: string | number, f = U_RIVER, side = USA): number => nf(river, s, at(w), side, f);

/** The Union's Action Phase with 2 AP, P and Q Union-held, `k` River NSPs at P. */
function position(k: number): S {
  const s = blank({ content: river, options: ADV, ap: 2 });
  mark(s, 'P', USA, river);
  mark(s, 'Q', USA, river);
  addNf(river, s, at('P'), USA, U_RIVER, k);
  return s;
}

/** Choose P's River NSPs and sail for `to`, dropping off on the way. */
function sailDropping(s: S, to: string | number): void {
  act(s, A.OP_NAVMOVE, at('P'), MK_RIVER);
  act(s, A.OP_NAVDEST, at(to), Y_DROP);
}
/** D_NAVDROP's places ahead (the goal first: sail on), as place names or hex ids. */
const ahead = (s: S): string[] => legalOp(s, A.OP_NAVDROP).map((a) => river.map.name[A.xOf(a)]!);
const name = (w: string | number): string => river.map.name[at(w)]!;

/** Three River NSPs at P sail for 1912 dropping off; a CSA Flotilla at Q reaches C and D with its ZOI. */
function interception(): S {
  const s = position(3);
  mark(s, 'Q', CSA, river);
  addNf(river, s, at('Q'), CSA, C_FLOT, 1);
  sailDropping(s, 1912);
  expect(ahead(s)).toEqual([name(1912), name(2012), name(2011)]);
  return s;
}

describe('21.2.4 dropping off Naval Units on the way', () => {
  it('21.2.4 a stack drops a River NSP at 2011 and sails on to Q; the dropped NSP is activated', () => {
    const s = position(3);
    setNavFlag(river, s, at('P'), USA, U_DEMOR, true);
    sailDropping(s, 'Q');
    expect(uscw.describe(s, A.enc(A.OP_NAVDROP, at('Q')))).toBe('Sail on to Q (1911)');
    expect(uscw.describe(s, A.enc(A.OP_NAVDROP, at(2011)))).toBe('Sail to 2011 to drop ships there');
    expect(ahead(s)).toEqual([name('Q'), name(2012), name(2011), name(1912)]);
    act(s, A.OP_NAVDROP, at(2011));
    // how many stay: 0, 1 or 2 of the 3 (one at least sails on)
    expect(legalOp(s, A.OP_NAVDROP).map((a) => A.yOf(a))).toEqual([0, 1, 2]);
    expect(uscw.describe(s, A.enc(A.OP_NAVDROP, at(2011), 2))).toBe('Drop 2 River at 2011');
    act(s, A.OP_NAVDROP, at(2011), 1);
    // the places still ahead, or sail on
    expect(ahead(s)).toEqual([name('Q'), name(1912)]);
    act(s, A.OP_NAVDROP, at('Q'));
    expect(ships(s, 2011)).toBe(1);
    expect(ships(s, 'Q')).toBe(2);
    expect(ships(s, 'P')).toBe(0);
    // the Demoralized marker goes with the ships (21.14)
    expect(navFlag(river, s, at(2011), USA, U_DEMOR)).toBe(true);
    // "No Naval Unit may be activated more than once per Action Phase": neither moves again (1 AP left)
    expect(can(s, A.OP_NAVMOVE, at(2011), MK_RIVER)).toBe(false);
    expect(can(s, A.OP_NAVMOVE, at('Q'), MK_RIVER)).toBe(false);
    checkInvariants(s);
  });

  it('21.2.4 no pick-up: the stack passes an unmoved NSP at 2011, leaves one there, and sails on without it', () => {
    const s = position(2);
    addNf(river, s, at(2011), USA, U_RIVER, 1);
    sailDropping(s, 'Q');
    act(s, A.OP_NAVDROP, at(2011));
    act(s, A.OP_NAVDROP, at(2011), 1);
    // one unit left moving: no more drops, it sails on to Q alone
    expect(ships(s, 'Q')).toBe(1);
    expect(ships(s, 2011)).toBe(2);
    // no marker the stack lacks comes with the dropped NSP (none was Demoralized)
    expect(navFlag(river, s, at(2011), USA, U_DEMOR)).toBe(false);
    // the NSP that waited at 2011 was not activated: it may still move (1 AP left), alone
    expect(can(s, A.OP_NAVMOVE, at(2011), MK_RIVER)).toBe(true);
    act(s, A.OP_NAVMOVE, at(2011), MK_RIVER);
    act(s, A.OP_NAVDEST, at('P'));
    expect(ships(s, 'P')).toBe(1);
    expect(ships(s, 2011)).toBe(1);
    checkInvariants(s);
  });

  it('21.2.4, 21.13 a NSP dropped at 2011 before the fort at 1912 does not run its guns', () => {
    // the CSA fort at 1912 stands beside C: up the river it rolls twice at -2 on the 2 column
    const s = position(3);
    fort(s, 1912, CSA, 1, river);
    sailDropping(s, 'Q');
    // the fort's place is no drop place (a battle there, 21.2.4)
    expect(ahead(s)).toEqual([name('Q'), name(2012), name(2011)]);
    act(s, A.OP_NAVDROP, at(2011));
    // 3 -> a diamond (one turned back unharmed), 6 -> an asterisk (one damaged, back to P)
    dice(s, 3, 6);
    // no drop place left ahead: the two others sail on to Q at once
    act(s, A.OP_NAVDROP, at(2011), 1);
    expect(ships(s, 2011)).toBe(1);
    expect(ships(s, 'Q')).toBe(0);
    expect(ships(s, 'P')).toBe(1);
    expect(ships(s, 'P', U_DRIVER)).toBe(1);
    checkInvariants(s);
  });

  it('21.2.4, 21.13 after the guns, the survivors are counted: one NSP left sails on, nothing to drop', () => {
    // the fort at 2012 (beside A and B) fires before the stack reaches 2011
    const s = position(2);
    fort(s, 2012, CSA, 1, river);
    sailDropping(s, 'Q');
    expect(ahead(s)).toEqual([name('Q'), name(2011), name(1912)]);
    // 6 -> an asterisk: one damaged, back to P; 1 -> a miss
    dice(s, 6, 1);
    act(s, A.OP_NAVDROP, at(2011));
    // one undamaged NSP left: no drop asked, it sailed on to Q
    expect(legalOp(s, A.OP_NAVDROP)).toEqual([]);
    expect(ships(s, 'Q')).toBe(1);
    expect(ships(s, 2011)).toBe(0);
    expect(ships(s, 'P', U_DRIVER)).toBe(1);
    checkInvariants(s);
  });

  it('21.2.3, 21.2.4 no drop where a move could not end: not at enemy 0-NSP units (a battle); ships dropped stay through the Supply Segment', () => {
    const s = position(3);
    // a damaged CSA Flotilla at 2012 (0 NSP, 21.6.4): no guns, but a move into it is a battle
    addNf(river, s, at(2012), CSA, C_DFLOT, 1);
    sailDropping(s, 'Q');
    expect(ahead(s)).toEqual([name('Q'), name(2011), name(1912)]);
    act(s, A.OP_NAVDROP, at(1912));
    act(s, A.OP_NAVDROP, at(1912), 2);
    expect(ships(s, 'Q')).toBe(1);
    // 21.2.3: the Union's ships at 1912 and Q face no enemy NSPs: no Naval Retreat at the phase's end
    navalSupplySegment(river, s, USA);
    expect(ships(s, 1912)).toBe(2);
    expect(ships(s, 'Q')).toBe(1);
    expect(ships(s, 2012, C_DFLOT, CSA)).toBe(1);
    checkInvariants(s);
  });

  it('21.2.4, 21.4.2 ships dropped at 2012 stay out of the battle where the rest are intercepted (C, in the ZOI of a Flotilla at Q)', () => {
    const s = interception();
    act(s, A.OP_NAVDROP, at(2012));
    // interception 4 + 3 = 7 at C; the battle at 1912: the Union's 1 NSP rolls 6, the Flotilla 1
    dice(s, 4, 3, 6, 1);
    // one NSP left moving: it sails on to 1912 at once
    act(s, A.OP_NAVDROP, at(2012), 2);
    expect(ships(s, 2012)).toBe(2);
    // the Flotilla sailed into 1912 and was sunk by the lone NSP; 1 against 1 is no 2:1 win (no move on)
    expect(ships(s, 1912)).toBe(1);
    expect(ships(s, 'Q', C_FLOT, CSA) + ships(s, 1912, C_FLOT, CSA)).toBe(0);
    expect(legalOp(s, A.OP_STOP)).toEqual([]);
    checkInvariants(s);
  });

  it("21.2.4, 21.4.1 ships dropped at 2011 are non-moving Naval Units: the Flotilla's ZOI no longer enters C, the rest sail on unintercepted", () => {
    const s = interception();
    act(s, A.OP_NAVDROP, at(2011));
    dice(s, 6, 6);
    act(s, A.OP_NAVDROP, at(2011), 2);
    expect(ships(s, 2011)).toBe(2);
    expect(ships(s, 1912)).toBe(1);
    expect(ships(s, 'Q', C_FLOT, CSA)).toBe(1);
    checkInvariants(s);
  });

  it('21.2.4, 21.13 a fort beside every water of a leg and the next fires once a move; the NSP it turned back stays at P, activated', () => {
    // a CSA fort at 2011 stands beside B, C and D: the route's drop places are 2012 (A) and 1912 (C)
    const s = position(3);
    fort(s, 2011, CSA, 1, river);
    sailDropping(s, 'Q');
    expect(ahead(s)).toEqual([name('Q'), name(2012), name(1912)]);
    // up the river at B it rolls twice: 3 -> a diamond (one NSP back to P unharmed), 1 -> a miss; at D,
    // past the same fort again, it does not fire (the 6s would be hits)
    dice(s, 3, 1, 6, 6);
    act(s, A.OP_NAVDROP, at(1912));
    expect(legalOp(s, A.OP_NAVDROP).map((a) => A.yOf(a))).toEqual([0, 1]);
    act(s, A.OP_NAVDROP, at(1912), 1);
    expect(ships(s, 1912)).toBe(1);
    expect(ships(s, 'Q')).toBe(1);
    expect(ships(s, 'P')).toBe(1);
    expect(ships(s, 'P', U_DRIVER) + ships(s, 'Q', U_DRIVER)).toBe(0);
    expect(can(s, A.OP_NAVMOVE, at('P'), MK_RIVER)).toBe(false);
    checkInvariants(s);
  });

  it('21.2.4 a Confederate stack leaves its Ironclad at 2011 and the Flotilla sails on (units counted by kind)', () => {
    const s = blank({ content: river, options: ADV, ap: 2, side: CSA });
    mark(s, 'P', CSA, river);
    mark(s, 'Q', CSA, river);
    addNf(river, s, at('P'), CSA, C_FLOT, 1);
    addNf(river, s, at('P'), CSA, C_IRON, 1);
    setNavFlag(river, s, at('P'), CSA, C_DEMOR, true);
    // a damaged Union NSP at 2012 (0 NSP): no drop place for the CSA either
    addNf(river, s, at(2012), USA, U_DRIVER, 1);
    sailDropping(s, 'Q');
    expect(ahead(s)).toEqual([name('Q'), name(2011), name(1912)]);
    act(s, A.OP_NAVDROP, at(2011));
    // one Flotilla (y 1) or one Ironclad (y 1 << 4), never both
    expect(legalOp(s, A.OP_NAVDROP).map((a) => A.yOf(a))).toEqual([0, 16, 1]);
    act(s, A.OP_NAVDROP, at(2011), 16);
    expect(ships(s, 2011, C_IRON, CSA)).toBe(1);
    expect(navFlag(river, s, at(2011), CSA, C_DEMOR)).toBe(true);
    expect(ships(s, 'Q', C_FLOT, CSA)).toBe(1);
    expect(ships(s, 'Q', C_IRON, CSA)).toBe(0);
    checkInvariants(s);
  });

  it('21.2.4, 21.6.7 moving on after a 2:1 win, the stack drops a NSP at 1912 on its way back to P', () => {
    const s = position(2);
    mark(s, 'Q', CSA, river);
    addNf(river, s, at('Q'), CSA, C_FLOT, 1);
    // the flotilla's interception at D fails (1 + 1); the Union rolls 6, the flotilla 1: sunk, a 2:1 win
    dice(s, 1, 1, 6, 1);
    act(s, A.OP_NAVMOVE, at('P'), MK_RIVER);
    act(s, A.OP_NAVDEST, at('Q'));
    expect(ships(s, 'Q', C_FLOT, CSA)).toBe(0);
    // every ship at Q is activated already, yet both move on: the drop variant is offered
    act(s, A.OP_NAVDEST, at('P'), Y_DROP);
    expect(ahead(s)).toEqual([name('P'), name(2011), name(1912), name(2012)]);
    act(s, A.OP_NAVDROP, at(1912));
    act(s, A.OP_NAVDROP, at(1912), 1);
    expect(ships(s, 1912)).toBe(1);
    expect(ships(s, 'P')).toBe(1);
    expect(ships(s, 'Q')).toBe(0);
    expect(can(s, A.OP_NAVMOVE, at(1912), MK_RIVER)).toBe(false);
    expect(can(s, A.OP_NAVMOVE, at('P'), MK_RIVER)).toBe(false);
    checkInvariants(s);
  });

  it('21.2.4, 21.2.7 a NSP Low on Coal dropped at 1912 ends its move there: out of supply, it is eliminated at once', () => {
    // a CSA Fort at P cuts the river from the sea: no place on it is in Limited or Full Supply
    const s = blank({ content: river, options: ADV, ap: 2 });
    fort(s, 'P', CSA, 1, river);
    mark(s, 'Q', USA, river);
    addNf(river, s, at('Q'), USA, U_RIVER, 3);
    setNavFlag(river, s, at('Q'), USA, U_COAL, true);
    act(s, A.OP_NAVMOVE, at('Q'), MK_RIVER);
    act(s, A.OP_NAVDEST, at(2012), Y_DROP);
    expect(ahead(s)).toEqual([name(2012), name(2011), name(1912)]);
    act(s, A.OP_NAVDROP, at(1912));
    // no drop place left ahead: the two others sail on to 2012 at once
    act(s, A.OP_NAVDROP, at(1912), 1);
    expect(ships(s, 1912)).toBe(0);
    // and end their move there, out of supply too
    expect(ships(s, 2012)).toBe(0);
    expect(s[G_NAVPOOL]).toBe(3);
    checkInvariants(s);
  });

  it('21.2.4 no drop variant without a drop place on the route (P -> 2012 passes only A), nor for a lone NSP', () => {
    const s = position(3);
    act(s, A.OP_NAVMOVE, at('P'), MK_RIVER);
    expect(can(s, A.OP_NAVDEST, at(2012), Y_DROP)).toBe(false);
    expect(can(s, A.OP_NAVDEST, at('Q'), Y_DROP)).toBe(true);
    const lone = position(1);
    act(lone, A.OP_NAVMOVE, at('P'), MK_RIVER);
    expect(can(lone, A.OP_NAVDEST, at('Q'), Y_DROP)).toBe(false);
  });

  it('21.2.4 an NSP activated earlier that waits at P is not counted among the ships the stack may drop', () => {
    const s = position(3);
    addNf(river, s, at('P'), USA, movedField(USA, U_RIVER), 1);
    sailDropping(s, 'Q');
    act(s, A.OP_NAVDROP, at(2011));
    expect(legalOp(s, A.OP_NAVDROP).map((a) => A.yOf(a))).toEqual([0, 1]);
    act(s, A.OP_NAVDROP, at(2011), 1);
    expect(ships(s, 'Q')).toBe(1);
    expect(ships(s, 'P')).toBe(1);
  });

  it('21.2.4 a River and an Oceangoing NSP along the coast: the Oceangoing one stays at 2113 (y = 1 << 4), the River one sails on', () => {
    // River ships never sail the open sea (21.2.5): the stack hugs the coast, past 2114 and 2113
    const s = blank({ content: river, options: ADV, ap: 2 });
    addNf(river, s, at(2115), USA, U_RIVER, 1);
    addNf(river, s, at(2115), USA, U_OCEAN, 1);
    act(s, A.OP_NAVMOVE, at(2115), MK_RIVER | MK_OCEAN);
    act(s, A.OP_NAVDEST, at(2111), Y_DROP);
    act(s, A.OP_NAVDROP, at(2113));
    expect(legalOp(s, A.OP_NAVDROP).map((a) => A.yOf(a))).toEqual([0, 16, 1]);
    expect(uscw.describe(s, A.enc(A.OP_NAVDROP, at(2113), 16))).toBe('Drop 1 Oceangoing at 2113');
    act(s, A.OP_NAVDROP, at(2113), 16);
    expect(ships(s, 2113, U_OCEAN)).toBe(1);
    expect(ships(s, 2111)).toBe(1);
    expect(ships(s, 2113) + ships(s, 2111, U_OCEAN)).toBe(0);
    checkInvariants(s);
  });

  it('21.2.4 the pending move (D_NAVDROP words) keeps its payment by card (21.5), the +2 card (21.12), Low on Coal (21.2.7), moving on and 21.10', () => {
    const s = position(3);
    const v = { from: at('P'), to: at('Q'), side: USA, mask: MK_RIVER, retreat: false, done: 0 };
    for (const bits of [0, 1, 2, 4, 8, 16, 31]) {
      const flag = (b: number): boolean => (bits & b) !== 0;
      const m = {
        v: { ...v, leaveDamaged: flag(8), iron: flag(16) },
        card: flag(1),
        bonus: flag(2),
        coal: flag(4),
        cursor: 0,
        held: 0,
        counts: false,
      };
      const [a, b] = dropWords(m);
      decide(s, A.D_NAVDROP, USA, a, b);
      expect(pendingDrop(river, s, new Int32Array(64)).m).toEqual(m);
    }
  });

  it('21.2.4, 21.2.5 Oceangoing NSPs sail up the Mississippi from New Orleans towards Vicksburg and leave one on the way (pack map)', () => {
    const s = blank({ options: ADV, ap: 2 });
    mark(s, 'New Orleans', USA);
    addNf(c, s, node('New Orleans'), USA, U_OCEAN, 2);
    act(s, A.OP_NAVMOVE, node('New Orleans'), MK_OCEAN);
    act(s, A.OP_NAVDEST, node('Vicksburg'), Y_DROP);
    const first = legalOp(s, A.OP_NAVDROP).map((a) => A.xOf(a))[1]!;
    act(s, A.OP_NAVDROP, first);
    // one Oceangoing NSP may stay (y = 1 << 4), never both
    expect(legalOp(s, A.OP_NAVDROP).map((a) => A.yOf(a))).toEqual([0, 16]);
    // the other sails on to Vicksburg at once
    act(s, A.OP_NAVDROP, first, 16);
    expect(nf(c, s, first, USA, U_OCEAN)).toBe(1);
    expect(nf(c, s, node('Vicksburg'), USA, U_OCEAN)).toBe(1);
    checkInvariants(s);
  });

  it('21.2.4, 21.13 moving on after a 2:1 win, a NSP turned back at the fort before the drop place is not among those the stack may drop', () => {
    // a damaged CSA Flotilla (0 NSP) at 2012 and a CSA fort at 2011 (beside B, C and D)
    const s = position(3);
    addNf(river, s, at(2012), CSA, C_DFLOT, 1);
    fort(s, 2011, CSA, 1, river);
    // the battle at 2012: the Union rolls 6, the Flotilla 1: a win over 0 NSP, so a 2:1 win
    dice(s, 6, 1);
    act(s, A.OP_NAVMOVE, at('P'), MK_RIVER);
    act(s, A.OP_NAVDEST, at(2012));
    act(s, A.OP_NAVDEST, at('Q'), Y_DROP);
    expect(ahead(s)).toEqual([name('Q'), name(1912)]);
    // up the river at B the fort rolls 3 (a diamond: one NSP back to 2012 unharmed) and 1 (a miss)
    dice(s, 3, 1);
    act(s, A.OP_NAVDROP, at(1912));
    expect(legalOp(s, A.OP_NAVDROP).map((a) => A.yOf(a))).toEqual([0, 1]);
    act(s, A.OP_NAVDROP, at(1912), 1);
    expect(ships(s, 1912)).toBe(1);
    expect(ships(s, 'Q')).toBe(1);
    expect(ships(s, 2012)).toBe(1);
    checkInvariants(s);
  });
});
