/**
 * Confederate production (14.3-14.5), Winter (14.1.2), the Displaced Box (14.6) and the Salt option
 * (22.2): worked examples W47, W48, W49, W50, W51, W52, W56, W57.
 */
import { describe, expect, it } from 'vitest';
import { CH_TURN } from '../../../src/core/header.js';
import { NF_RUNNER, NF_SALT, TH_WEST } from '../../../src/games/uscw/mapmodel.js';
import { displaceGen, season, spCreated } from '../../../src/games/uscw/common.js';
import { NEUTRAL, csaArsenalBp, csaResourceBp, resourceValue } from '../../../src/games/uscw/control.js';
import {
  G_BORDER,
  G_CURSOR,
  G_DA,
  G_DB,
  G_DEC,
  G_DECSIDE,
  G_DISP,
  G_FREEFORT,
  G_LASTSCORE,
  G_MAINT,
  G_POOL,
  G_SPIN,
  G_SPOUT,
  GS_DISPLACED,
} from '../../../src/games/uscw/layout.js';
import { decide, P_REINF, toPhase } from '../../../src/games/uscw/phase.js';
import {
  arsenals,
  CARD_ANY,
  genLoc,
  genStatus,
  handSize,
  milLoc,
  setArsenals,
  setMilLoc,
  sp,
} from '../../../src/games/uscw/state.js';
import {
  blockadeDrms,
  borderRecruits,
  closedRunnerPoints,
  R_CSA_SP,
  R_DISP_US,
  reinforcementStep,
  runnerOpen,
  saltLoss,
} from '../../../src/games/uscw/reinforce.js';
import {
  A,
  CSA,
  USA,
  act,
  blank,
  c,
  cards,
  checkInvariants,
  d,
  dice,
  gi,
  legalOp,
  mini,
  node,
  plainMap,
  put,
  type S,
} from './fixture.js';

const plain = plainMap();

describe('14.3-14.4 Confederate production', () => {
  it('W50 14.4.3: in the North Atlantic zone only Wilmington (+2) and Roanoke Island (+1) open: DRM +3', () => {
    const s = blank();
    for (const p of ['Wilmington', 'Fort Fisher', 'Roanoke Island']) put(s, p, CSA, 1);
    for (const p of ['Norfolk', 'Fort Monroe', 'Beaufort NC', 'Hatteras Inlet']) put(s, p, USA, 1);
    const zone = c.map.runnerZone[node('Wilmington')]!;
    expect(c.map.runnerZone[node('Roanoke Island')]).toBe(zone);
    expect(blockadeDrms(c, s)[zone]).toBe(3);
    // Wilmington closes when Fort Fisher falls (14.4.2): +1 from Roanoke Island alone
    const t = blank();
    for (const p of ['Wilmington', 'Roanoke Island']) put(t, p, CSA, 1);
    for (const p of ['Fort Fisher', 'Norfolk', 'Fort Monroe', 'Beaufort NC', 'Hatteras Inlet'])
      put(t, p, USA, 1);
    expect(blockadeDrms(c, t)[zone]).toBe(1);
  });

  it('W57 14.3.3: the CSA holding Columbus and Bowling Green (Kentucky Objective hexes) recruits 6 BP', () => {
    const s = blank({ turn: 2 });
    const base = borderRecruits(c, s);
    put(s, 'Columbus KY', CSA, 1);
    put(s, 'Bowling Green', CSA, 1);
    expect(borderRecruits(c, s) - base).toBe(6);
  });
});

describe('14.5 War Industry', () => {
  it('W51 14.5: Atlanta, printed 2, takes Arsenals up to 6 BP and no further', () => {
    const s = blank({ turn: 5, side: CSA });
    const atlanta = node('Atlanta');
    expect(c.map.bp[atlanta]).toBe(2);
    const offered = (): boolean => {
      decide(s, A.D_PLACE, CSA, A.PL_ARSENAL, c.map.stateOf[atlanta]!);
      return legalOp(s, A.OP_PLACE, atlanta).length > 0;
    };
    for (let k = 0; k < 4; k++) {
      expect(offered()).toBe(true);
      act(s, A.OP_PLACE, atlanta);
      expect(resourceValue(c, s, atlanta)).toBe(3 + k);
    }
    expect(arsenals(c, s, atlanta)).toBe(4);
    expect(offered()).toBe(false); // three times its printed value
  });
});

describe('22.2 Salt', () => {
  it('W56 22.2: 3 Salt hexes lost cost 3 BP a turn, all 4 cost 7; nothing without the option', () => {
    const salt: number[] = [];
    for (let n = 0; n < c.map.nh; n++)
      if (c.map.flags[n]! & NF_SALT) salt.push(c.map.grid.id(c.map.hexOfNode[n]!));
    expect(salt).toHaveLength(4);
    const s = blank({ options: { 'r22.2-salt': true } });
    const off = blank();
    const lost = [0, 0, 1, 3, 7];
    for (let k = 1; k <= 4; k++) {
      put(s, salt[k - 1]!, USA, 1);
      put(off, salt[k - 1]!, USA, 1);
      expect(saltLoss(c, s)).toBe(lost[k]);
      expect(saltLoss(c, off)).toBe(0);
    }
  });
});

/** Run side's 14.6 SP return for theater `th` alone (Generals, Militia and the earlier boxes passed), placing each SP on the first space offered; the SPs placed. */
function returnDisplacedSps(s: S, side: number, th: number, cc = c): number {
  toPhase(s, P_REINF);
  s[G_DEC] = A.D_NONE;
  s[G_CURSOR] = R_DISP_US + side;
  s[G_POOL + 1] = 0;
  s[G_POOL + 2] = cc.ng + cc.map.states.length + th;
  s[G_POOL + 3] = 0;
  let placed = 0;
  for (let i = 0; i < 20 && s[G_CURSOR] === R_DISP_US + side; i++) {
    if (s[G_DEC] === A.D_PLACE) {
      expect([s[G_DECSIDE], s[G_DA], s[G_DB]]).toEqual([side, A.PL_DISP_SP, th]);
      act(s, A.OP_PLACE, A.xOf(legalOp(s, A.OP_PLACE)[0]!));
      placed++;
    } else reinforcementStep(cc, s);
  }
  return placed;
}

/** A Virginia plain (East) with the Confederate Resource hexes R (2010, printed 2 BP; a source, 13.3.2), R2 (2012) and R3 (2013). */
const resource = mini({
  rows: ['cccc', 'cccc'],
  places: [
    { hex: 2010, name: 'R', state: 'VA', bp: 2 },
    { hex: 2012, name: 'R2', state: 'VA', bp: 1 },
    { hex: 2013, name: 'R3', state: 'VA', bp: 1 },
  ],
});

describe('14.6 Displaced Box', () => {
  it('W52 14.6: 5 SP in the Union West Displaced Box: 2 return, 2 are eliminated, 1 stays', () => {
    const s = blank();
    const box = G_DISP + USA * 3 + TH_WEST;
    s[box] = 5;
    spCreated(s, USA, 5);
    const out = s[G_SPOUT + USA]!;
    expect(returnDisplacedSps(s, USA, TH_WEST)).toBe(2);
    expect(s[G_SPOUT + USA]! - out).toBe(2);
    expect(s[box]).toBe(1);
    checkInvariants(s);
  });

  it('14.6: 3 SP in the Confederate East box: 1 returns to a Confederate Resource hex, 1 is eliminated, 1 stays', () => {
    const s = blank({ content: resource });
    const th = resource.map.theater[node('R', resource)]!;
    const box = G_DISP + CSA * 3 + th;
    s[box] = 3;
    spCreated(s, CSA, 3);
    expect(returnDisplacedSps(s, CSA, th, resource)).toBe(1);
    expect([sp(resource, s, node('R', resource), CSA), s[G_SPOUT + CSA], s[box]]).toEqual([1, 1, 1]);
  });

  it('14.6: SPs that cannot be placed (no Confederate Resource hex) go back to the box; the half is still eliminated', () => {
    const s = blank({ content: plain });
    const th = plain.map.theater[0]!;
    const box = G_DISP + CSA * 3 + th;
    s[box] = 4;
    spCreated(s, CSA, 4);
    expect(returnDisplacedSps(s, CSA, th, plain)).toBe(0);
    expect([s[G_SPOUT + CSA], s[box]]).toEqual([2, 2]);
  });
});

/** Blockade BP and its '+2M' Maintenance this turn when each zone rolls 1 (14.4.4-14.4.5). */
function blockadeOf(s: S, turn: number): { blockade: number; inflation: number } {
  const drm = blockadeDrms(c, s);
  const row = turn <= 3 ? 0 : turn <= 8 ? 1 : turn <= 13 ? 2 : 3;
  let blockade = 0;
  let inflation = 0;
  for (let z = 0; z < 3; z++) {
    const r = Math.max(0, Math.min(c.tables.blockadeBp[row]!.length - 1, 1 + drm[z]!));
    blockade += c.tables.blockadeBp[row]![r]!;
    inflation += 2 * c.tables.blockadeM[row]![r]!;
  }
  return { blockade, inflation };
}

/** Run the CSA SP segment (14.3.1) on `turn` with Maintenance set so that the turn's BP total `total`. */
function csaSpsFor(turn: number, total: number): S {
  const s = blank({ turn });
  dice(s, 1, 1, 1); // the three Blockade rolls
  // the BP of the turn (14.3.1) before Maintenance: Resources, Arsenals, Border recruits, Blockade
  const ctrl = d(s).ctrl;
  const { blockade, inflation } = blockadeOf(s, turn);
  const gross = csaResourceBp(c, s, ctrl) + csaArsenalBp(c, s, ctrl) + borderRecruits(c, s) + blockade;
  s[G_MAINT] = gross - inflation - total;
  toPhase(s, P_REINF);
  s[G_DEC] = A.D_NONE;
  s[G_CURSOR] = R_CSA_SP;
  reinforcementStep(c, s);
  expect(s[G_LASTSCORE]).toBe(total);
  return s;
}

describe('14.3.1 Confederate SPs and 14.1.2 Winter', () => {
  it('W49 Examples of Play, Confederate Reinforcements T5: 100 - 8 = 92, Arsenals 5, Border 6, Blockade 26, Maintenance 10: 119 BP, 11 SP', () => {
    const s = blank({ scenario: '1861', turn: 5 });
    expect(csaResourceBp(c, s, d(s).ctrl)).toBe(100);
    for (const p of ['Wheeling', 'Grafton', 'Charleston WV', "Harper's Ferry", 'Clarksville', 'Nashville'])
      put(s, p, USA, 1);
    setArsenals(c, s, node('Richmond'), 5); // Arsenals equal the turn number, none destroyed
    put(s, 'Springfield MO', CSA, 1);
    put(s, 'Bowling Green', CSA, 1);
    const ctrl = d(s).ctrl;
    expect([csaResourceBp(c, s, ctrl), csaArsenalBp(c, s, ctrl), borderRecruits(c, s)]).toEqual([92, 5, 6]);
    // the Blockade comes from the provisional table: set Maintenance so that Blockade - Maintenance = 26 - 10
    dice(s, 1, 1, 1);
    const { blockade, inflation } = blockadeOf(s, 5);
    s[G_MAINT] = blockade - inflation - (26 - 10);
    toPhase(s, P_REINF);
    s[G_DEC] = A.D_NONE;
    s[G_CURSOR] = R_CSA_SP;
    reinforcementStep(c, s);
    expect(s[G_LASTSCORE]).toBe(119);
    expect(s[G_POOL]! + s[G_POOL + 1]! + s[G_POOL + 2]!).toBe(11);
  });

  it('W48 14.3.1: 119 BP after Maintenance give 11 SP (9 BP lost): 1 to the Trans-Mississippi, 5 East, 5 West', () => {
    const s = csaSpsFor(2, 119);
    expect([s[G_POOL]!, s[G_POOL + 1]!, s[G_POOL + 2]!, s[G_POOL + 3]!]).toEqual([5, 5, 1, 0]);
  });

  it('14.3.1: under 10 BP the Confederacy receives no SP, not even the Trans-Mississippi one', () => {
    const s = csaSpsFor(6, 9);
    expect([s[G_POOL]!, s[G_POOL + 1]!, s[G_POOL + 2]!, s[G_POOL + 3]!]).toEqual([0, 0, 0, 0]);
  });

  it('W47 14.1.2: in Winter the CSA computes 8 SP: it receives none and removes 2 non-isolated SP', () => {
    const s = csaSpsFor(4, 85); // Winter 1862: 85 BP, 8 SP
    expect(season(c, s)).toBe(0);
    expect([s[G_POOL]!, s[G_POOL + 1]!, s[G_POOL + 2]!]).toEqual([0, 0, 0]); // nothing received
    expect(s[G_POOL + 3]).toBe(2); // 8 - 10: two SP to remove
  });
});

/** A Reinforcement Phase at segment `cursor` on Turn `turn` (the provisional map unless `cc`). */
function reinforcementAt(cursor: number, turn: number, cc = c): S {
  const s = blank({ content: cc, turn });
  toPhase(s, P_REINF);
  s[G_DEC] = A.D_NONE;
  s[G_CURSOR] = cursor;
  return s;
}
/** The phase opens at cursor 0 (3.1 A: the Union Reinforcement Segment). */
const R_OPEN = 0;
/** Run `k` steps of the Reinforcement Phase. */
function steps(s: S, k: number, cc = c): void {
  for (let i = 0; i < k; i++) reinforcementStep(cc, s);
}

describe('14.2 Union Reinforcement Segment', () => {
  it('14.2.1: the Union pools are 6 East, 3 Ohio/Indiana, 3 Illinois, and 2 SP appear in Union St. Louis in Full Supply', () => {
    const s = reinforcementAt(R_OPEN, 6);
    const stl = node('St. Louis');
    steps(s, 1);
    expect([s[G_POOL]!, s[G_POOL + 1]!, s[G_POOL + 2]!, s[G_POOL + 3]!]).toEqual([6, 3, 3, 0]);
    expect(sp(c, s, stl, USA)).toBe(2);
    expect(s[G_SPIN + USA]).toBe(2);
    expect(s[G_FREEFORT]).toBe(1); // 10.2.6: one free fort this phase
  });

  it('14.1.2: no Union reinforcements in Winter, not even in St. Louis', () => {
    const s = reinforcementAt(R_OPEN, 9);
    expect(season(c, s)).toBe(0);
    steps(s, 1);
    expect([s[G_POOL]!, s[G_POOL + 1]!, s[G_POOL + 2]!, sp(c, s, node('St. Louis'), USA)]).toEqual([
      0, 0, 0, 0,
    ]);
  });

  it('14.2.1: the St. Louis SPs are lost unless St. Louis is Union-controlled', () => {
    const s = reinforcementAt(R_OPEN, 6);
    put(s, 'St. Louis', CSA, 1);
    steps(s, 1);
    expect(sp(c, s, node('St. Louis'), USA)).toBe(0);
  });

  it('17.1.3: a still-neutral Kentucky turns Union at the start of 1862 (Turn 4), not before', () => {
    const s = reinforcementAt(R_OPEN, 4);
    s[G_BORDER + 1] = NEUTRAL;
    steps(s, 1);
    expect(s[G_BORDER + 1]).toBe(USA);
    const t = reinforcementAt(R_OPEN, 3);
    t[G_BORDER + 1] = NEUTRAL;
    steps(t, 1);
    expect(t[G_BORDER + 1]).toBe(NEUTRAL);
  });

  it('14.2.1: the East pool is placed one SP at a time on Union Objective hexes', () => {
    const s = reinforcementAt(R_OPEN, 6);
    steps(s, 2);
    expect([s[G_DEC], s[G_DA], s[G_DB]]).toEqual([A.D_PLACE, A.PL_UNION, 0]);
    const harrisburg = node('Harrisburg');
    act(s, A.OP_PLACE, harrisburg);
    expect([sp(c, s, harrisburg, USA), s[G_POOL]]).toEqual([1, 5]);
  });

  it('14.2.2: a pool with no legal space is lost; no free fort where the Union can build none; then two cards', () => {
    const s = reinforcementAt(R_OPEN, 6, plain);
    steps(s, 2, plain); // no Union Objective hex on a Virginia plain
    expect([s[G_POOL]!, s[G_POOL + 1]!, s[G_POOL + 2]!]).toEqual([0, 0, 0]);
    expect(s[G_DEC]).toBe(A.D_NONE);
    steps(s, 1, plain);
    expect(s[G_DEC]).toBe(A.D_NONE); // 10.2.6 offered only where a fort may be built
    steps(s, 1, plain);
    expect(handSize(s, USA)).toBe(2); // 18.2
  });

  it('10.2.6: the free fort is offered when the Union may build one somewhere', () => {
    const s = reinforcementAt(R_OPEN, 6);
    steps(s, 1);
    for (let q = 0; q < 3; q++) s[G_POOL + q] = 0;
    steps(s, 2);
    expect(s[G_DEC]).toBe(A.D_FREEFORT); // Union cities in Full Supply
  });

  it('18.2: one card on Turns 2-3; over five in hand, the player discards', () => {
    const t = reinforcementAt(R_OPEN, 3, plain);
    steps(t, 4, plain);
    expect(handSize(t, USA)).toBe(1);
    const full = reinforcementAt(R_OPEN, 6, plain);
    cards(full, USA, CARD_ANY, 4);
    steps(full, 4, plain);
    expect([full[G_DEC], full[G_DECSIDE]]).toEqual([A.D_DISCARD, USA]);
  });
});

describe('14.4 Blockade Running ports', () => {
  it('14.4.2: a Blockade Runner port is open while Confederate, and while its Coastal Fort is (Norfolk: Fort Monroe)', () => {
    const s = blank();
    expect(runnerOpen(c, s, node('Georgetown'))).toBe(true);
    expect(runnerOpen(c, s, node('Norfolk'))).toBe(true);
    put(s, 'Georgetown', USA, 1);
    put(s, 'Fort Monroe', USA, 1);
    expect(runnerOpen(c, s, node('Georgetown'))).toBe(false);
    expect(runnerOpen(c, s, node('Norfolk'))).toBe(false);
  });

  it('14.4.6: Brownsville is open only while the Union holds Galveston (and the CSA Brownsville)', () => {
    const s = blank();
    const b = node('Brownsville');
    expect(runnerOpen(c, s, b)).toBe(false);
    put(s, 'Galveston', USA, 1);
    expect(runnerOpen(c, s, b)).toBe(true);
    put(s, 'Brownsville', USA, 1);
    expect(runnerOpen(c, s, b)).toBe(false);
  });

  it('S1.2: the closed Blockade Runner ports count their modifiers, Brownsville aside', () => {
    const s = blank();
    const base = closedRunnerPoints(c, s);
    put(s, 'Charleston', USA, 1);
    expect(closedRunnerPoints(c, s) - base).toBe(2);
    put(s, 'Galveston', USA, 1); // Galveston closes, Brownsville opens: neither changes the count but Galveston's
    expect(closedRunnerPoints(c, s) - base).toBe(3);
  });
});

describe('14.6 Displaced Box: Generals and Militia', () => {
  /** The Union part of 14.6 from its first item; the Generals, then the Militia, then the SPs. */
  function displacedPhase(turn: number): S {
    const s = reinforcementAt(R_DISP_US, turn);
    s[G_POOL + 1] = 0;
    s[G_POOL + 2] = 0;
    s[G_POOL + 3] = 0;
    return s;
  }

  const TH_EAST = c.map.theater[node('Harrisburg')]!;

  it('14.6: a displaced General returns to a friendly SP of the theater he left, with an LOC', () => {
    const s = displacedPhase(6);
    put(s, 'Harrisburg', USA, 1);
    put(s, 'Cairo', USA, 1);
    displaceGen(c, s, gi('hooker'), TH_EAST);
    reinforcementStep(c, s);
    expect([s[G_DEC], s[G_DA], s[G_DB]]).toEqual([A.D_PLACE, A.PL_DISP_GEN, gi('hooker')]);
    const offered = legalOp(s, A.OP_PLACE).map(A.xOf);
    expect(offered).toContain(node('Harrisburg'));
    expect(offered).not.toContain(node('Cairo')); // the West
    act(s, A.OP_PLACE, node('Harrisburg'));
    expect(genLoc(c, s, gi('hooker'))).toBe(node('Harrisburg'));
  });

  it('8.7: a displaced cavalry General misses the rest of the turn and all of the next', () => {
    const s = displacedPhase(6);
    put(s, 'Harrisburg', USA, 1);
    displaceGen(c, s, gi('stoneman'), TH_EAST); // displaced on Turn 6: back on Turn 8
    s[CH_TURN] = 7;
    reinforcementStep(c, s);
    expect(s[G_DEC] === A.D_PLACE && s[G_DB] === gi('stoneman')).toBe(false);
    const t = displacedPhase(8);
    put(t, 'Harrisburg', USA, 1);
    t[CH_TURN] = 6;
    displaceGen(c, t, gi('stoneman'), TH_EAST);
    t[CH_TURN] = 8;
    reinforcementStep(c, t);
    expect([t[G_DA], t[G_DB]]).toEqual([A.PL_DISP_GEN, gi('stoneman')]);
  });

  it('14.6, 17.2.1: a displaced Militia returns to a friendly Objective hex of its state with an LOC', () => {
    const s = displacedPhase(6);
    const pa = c.map.stateOf[node('Harrisburg')]!;
    setMilLoc(c, s, USA, pa, -1);
    s[G_POOL + 2] = c.ng; // past the Generals
    reinforcementStep(c, s);
    expect([s[G_DEC], s[G_DA], s[G_DB]]).toEqual([A.D_PLACE, A.PL_MILITIA, pa]);
    act(s, A.OP_PLACE, node('Harrisburg'));
    expect(milLoc(c, s, USA, pa)).toBe(node('Harrisburg'));
  });
});

describe('14.6 Displaced Box: each side its own', () => {
  it('14.6: a Union General with no Union SP in his theater stays displaced; the Confederate segment passes him by', () => {
    const s = reinforcementAt(R_DISP_US + 1, 6);
    s[G_POOL + 1] = 0;
    s[G_POOL + 2] = 0;
    s[G_POOL + 3] = 0;
    put(s, 'Richmond', CSA, 1);
    put(s, 'Harrisburg', CSA, 1);
    displaceGen(c, s, gi('hooker'), c.map.theater[node('Harrisburg')]!);
    expect(reinforcementStep(c, s)).toBe(false);
    expect(s[G_DEC]).toBe(A.D_NONE);
    expect(genStatus(c, s, gi('hooker'))).toBe(GS_DISPLACED);
  });
});

/** The War Industry Segment (14.5) comes just before the Confederate SPs (14.3.1). */
const R_INDUSTRY = R_CSA_SP - 1;

describe('14.5 War Industry Segment', () => {
  /** The decision after the War Industry Segment on `cc` with the dice `rolls`: [decision, side, purpose, state]. */
  function industry(cc: typeof c, ...rolls: number[]): number[] {
    const s = reinforcementAt(R_INDUSTRY, 6, cc);
    dice(s, ...rolls);
    expect(reinforcementStep(cc, s)).toBe(false);
    expect(s[G_CURSOR]).toBe(R_CSA_SP);
    return [s[G_DEC]!, s[G_DECSIDE]!, s[G_DA]!, s[G_DB]!];
  }
  const va = resource.map.stateOf[node('R', resource)]!;

  it('14.5: a 7 on the Random States Table (Virginia) offers the Confederacy an Arsenal in Virginia', () => {
    expect(industry(resource, 3, 4)).toEqual([A.D_PLACE, CSA, A.PL_ARSENAL, va]);
  });

  it('14.5: a state with no place for an Arsenal (a 2: Texas, not on this map) is rolled again', () => {
    expect(industry(resource, 1, 1, 3, 4)).toEqual([A.D_PLACE, CSA, A.PL_ARSENAL, va]);
  });

  it('14.5: with no Confederate Resource hex anywhere no Arsenal is built', () => {
    expect(industry(plain, 3, 4)[0]).toBe(A.D_NONE);
  });
});

describe('14.4.4 the Blockade Table of the year', () => {
  /** The Blockade BP (net of its Inflation, 14.4.5) on `turn` with every Blockade Runner port closed (DRM -1) and three rolls of `roll`. */
  function closedBlockade(turn: number, roll: number): number {
    const s = reinforcementAt(R_CSA_SP, turn);
    for (let n = 0; n < c.map.nn; n++) if (c.map.flags[n]! & NF_RUNNER) put(s, c.map.name[n]!, USA, 1);
    expect(blockadeDrms(c, s)).toEqual([-1, -1, -1]);
    s[G_MAINT] = 0;
    const ctrl = d(s).ctrl;
    const base = csaResourceBp(c, s, ctrl) + csaArsenalBp(c, s, ctrl) + borderRecruits(c, s);
    dice(s, roll, roll, roll);
    reinforcementStep(c, s);
    return s[G_LASTSCORE]! - base;
  }

  it('14.4.4, 14.4.6: a modified roll above the table reads its last entry: three 6s, every Gulf port open but Galveston (Union), so Brownsville too (DRM +10)', () => {
    const s = reinforcementAt(R_CSA_SP, 6);
    put(s, 'Galveston', USA, 1);
    const drm = blockadeDrms(c, s);
    expect(drm[c.map.runnerZone[node('Mobile')]!]).toBe(10);
    s[G_MAINT] = 0;
    const ctrl = d(s).ctrl;
    const base = csaResourceBp(c, s, ctrl) + csaArsenalBp(c, s, ctrl) + borderRecruits(c, s);
    dice(s, 6, 6, 6);
    reinforcementStep(c, s);
    const row = c.tables.blockadeBp[1]!; // 1862
    const top = row.length - 1;
    expect(s[G_LASTSCORE]! - base).toBe(drm.reduce((t, z) => t + row[Math.min(top, 6 + z)]!, 0));
  });

  it('14.4.4: Turns 1-3 are 1861, 4-8 1862, 9-13 1863, 14-18 1864, 19-20 1865; from 1862 a modified 0 brings Inflation (+2 Maintenance, 14.4.5)', () => {
    const turns = [3, 4, 8, 9, 13, 14, 18, 19];
    expect(turns.map((t) => closedBlockade(t, 1))).toEqual([0, -6, -6, -6, -6, -6, -6, -6]);
    expect(turns.map((t) => closedBlockade(t, 5))).toEqual([12, 12, 12, 9, 9, 6, 6, 3]);
  });
});

describe('3.1 the Reinforcement Phase as a whole', () => {
  it('3.1, 14: on a bare map the phase runs every segment in order, asks nothing, and ends after the Displaced Box: two cards a side (18.2), the CSA East box halved (14.6)', () => {
    const s = reinforcementAt(R_OPEN, 6, plain);
    const box = G_DISP + CSA * 3 + plain.map.theater[0]!;
    s[box] = 2;
    spCreated(s, CSA, 2);
    const done: boolean[] = [];
    for (let i = 0; i < 40 && !done.includes(true); i++) {
      done.push(reinforcementStep(plain, s));
      expect(s[G_DEC]).toBe(A.D_NONE);
    }
    expect(done.slice(0, -1).every((x) => !x)).toBe(true);
    expect(done.at(-1)).toBe(true);
    expect([handSize(s, USA), handSize(s, CSA)]).toEqual([2, 2]);
    expect([s[box], s[G_SPOUT + CSA]]).toEqual([1, 1]); // 1 eliminated, 1 with no place goes back
  });

  it('17.1.3: a Kentucky that joined the Confederacy stays Confederate at the start of 1862', () => {
    const s = reinforcementAt(R_OPEN, 4);
    s[G_BORDER + 1] = CSA;
    steps(s, 1);
    expect(s[G_BORDER + 1]).toBe(CSA);
  });
});
