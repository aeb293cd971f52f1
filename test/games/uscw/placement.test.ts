/**
 * Placement decisions (placement.ts, D_PLACE): for each purpose the spaces offered, the spaces refused
 * and why, and what placing does. 14.2.2 Union reinforcements, 14.3.5 Confederate reinforcements,
 * 14.5 Arsenals, 14.6 the Displaced Box, 16.2 arriving Generals, 17.2.1 Militia, 17.3 Training,
 * 4.1.4 On to Richmond, 14.1.2 Winter, 18.2 discards and 10.2.6 the free fort. Each decision is
 * opened the way the game opens it (the Reinforcement, Leader Management or Action Phase).
 */
import { describe, expect, it } from 'vitest';
import { CH_TURN } from '../../../src/core/header.js';
import { displaceGen } from '../../../src/games/uscw/common.js';
import { advance } from '../../../src/games/uscw/flow.js';
import { leaderStep } from '../../../src/games/uscw/leaders.js';
import { TH_TM, TH_WEST } from '../../../src/games/uscw/mapmodel.js';
import { P_REINF, P_SUPPLY, toPhase } from '../../../src/games/uscw/phase.js';
import { U_DRIVER, U_RIVER, addNf } from '../../../src/games/uscw/navalunits.js';
import { playPlace } from '../../../src/games/uscw/placement.js';
import {
  R_CSA_PLACE,
  R_CSA_SP,
  R_DISP_US,
  R_FORT,
  R_INDUSTRY,
  R_START,
  R_UDRAW,
  R_UNION,
  R_WINTER,
  reinforcementStep,
} from '../../../src/games/uscw/reinforce.js';
import {
  CARD_ANY,
  CARD_EAST,
  CARD_WEST,
  buildStage,
  genLoc,
  hand,
  handSize,
  milLoc,
  nb,
  setGenStatus,
  setBit,
  setMilLoc,
  sp,
  spMoved,
} from '../../../src/games/uscw/state.js';
import {
  A,
  ADV,
  CSA,
  G,
  USA,
  act,
  blank,
  c,
  cards,
  d,
  dice,
  gi,
  legalOp,
  mark,
  mini,
  node,
  openLm,
  put,
  rank,
  type S,
} from './fixture.js';

type Content = typeof c;

/** The Reinforcement Phase (3.1) opened at segment `cursor` with `pools` (G_POOL..+3), run to its next decision. */
function reinforceAt(s: S, cursor: number, pools: readonly number[] = [0, 0, 0, 0], cc: Content = c): void {
  toPhase(s, P_REINF);
  s[G.G_DEC] = A.D_NONE;
  s[G.G_CURSOR] = cursor;
  pools.forEach((k, i) => (s[G.G_POOL + i] = k));
  advance(cc, s);
}

/** The names of the spaces offered by the pending decision, sorted. */
function offered(s: S, cc: Content = c): string[] {
  return legalOp(s, A.OP_PLACE)
    .map((a) => cc.map.name[A.xOf(a)]!)
    .sort();
}

/** The pending placement: [decision, side, purpose, parameter]. */
function pending(s: S): number[] {
  return [s[G.G_DEC]!, s[G.G_DECSIDE]!, s[G.G_DA]!, s[G.G_DB]!];
}

const sorted = (names: readonly string[]): string[] => [...names].sort();

/**
 * A Virginia plain (East): Confederate Resource hexes R (2010, 2 BP: a Primary source, 13.3.2) in Full
 * Supply; R2, R3 and R4 (2012, 2013, 2016) with an LOC but not in Full Supply; FAR (2021) Isolated.
 */
const south = mini({
  rows: ['cccccccccccc', 'cccccccccccc'],
  places: [
    { hex: 2010, name: 'R', state: 'VA', bp: 2 },
    { hex: 2012, name: 'R2', state: 'VA', bp: 1 },
    { hex: 2013, name: 'R3', state: 'VA', bp: 1 },
    { hex: 2016, name: 'R4', state: 'VA', bp: 1 },
    { hex: 2021, name: 'FAR', state: 'VA', bp: 1 },
  ],
});
const sn = (name: string): number => node(name, south);

/**
 * A Pennsylvania row over a Virginia row (East): Union Objective hexes H1 (2010, a City: a Primary
 * source, 13.3.1) and H2 (2011) in Full Supply, H3 (2013) with an LOC only, HFAR (2021) Isolated; VO
 * (2110) a Virginia Objective hex next to H1.
 */
const north = mini({
  rows: ['cccccccccccc', 'cccccccccccc'],
  states: ['PPPPPPPPPPPP', 'VVVVVVVVVVVV'],
  places: [
    { hex: 2010, name: 'H1', state: 'PA', obj: true, city: true },
    { hex: 2011, name: 'H2', state: 'PA', obj: true },
    { hex: 2013, name: 'H3', state: 'PA', obj: true },
    { hex: 2021, name: 'HFAR', state: 'PA', obj: true },
    { hex: 2110, name: 'VO', state: 'VA', obj: true },
  ],
});

const EAST_OBJECTIVES = [
  'Annapolis',
  'Baltimore',
  'Chambersburg',
  'Cumberland',
  'Frederick',
  'Gettysburg',
  'Hagerstown',
  'Harrisburg',
  'Pittsburgh',
  'Washington',
  'York',
];
const OHIO_INDIANA = [
  'Cincinnati',
  'Columbus',
  'Dayton',
  'Evansville',
  'Indianapolis',
  'Madison',
  'Marietta',
  'New Albany',
  'Portsmouth',
  'Terre Haute',
  'Zanesville',
];
const ILLINOIS = ['Alton', 'Cairo', 'Centralia', 'Quincy', 'Springfield'];
const TM_RESOURCES = [
  'Alexandria LA',
  'Fort Smith',
  'Galveston',
  'Houston',
  'Little Rock',
  'Shreveport',
  'Texas North',
  'Texas South',
];
const VIRGINIA_RESOURCES = [
  'Charlottesville',
  'Danville VA',
  'Fredericksburg',
  "Harper's Ferry",
  'Lynchburg',
  'Marion',
  'Norfolk',
  'Petersburg',
  'Richmond',
  'Staunton',
  'Winchester',
  'Wytheville',
];
const EAST_RESOURCES = [
  ...VIRGINIA_RESOURCES,
  'Augusta',
  'Beaufort NC',
  'Charleston',
  'Charlotte',
  'Columbia',
  'Fayetteville',
  'Goldsboro',
  'Greenville',
  'Jacksonville',
  'New Bern',
  'Raleigh',
  'Salisbury',
  'Savannah',
  'Wilmington',
];

describe('14.2.2 Union reinforcements', () => {
  it('14.2.1, 14.2.2: the East pool goes to the Union Objective hexes of the Eastern Northern states or the Chesapeake Bay box', () => {
    const s = blank({ turn: 6 });
    reinforceAt(s, R_START);
    expect(pending(s)).toEqual([A.D_PLACE, USA, A.PL_UNION, 0]);
    expect(offered(s)).toEqual(sorted([...EAST_OBJECTIVES, 'Chesapeake Bay']));
    const spin = s[G.G_SPIN + USA]!;
    act(s, A.OP_PLACE, node('Chesapeake Bay'));
    expect([sp(c, s, node('Chesapeake Bay'), USA), s[G.G_POOL], s[G.G_SPIN + USA]! - spin]).toEqual([
      1, 5, 1,
    ]);
    expect(pending(s)).toEqual([A.D_PLACE, USA, A.PL_UNION, 0]); // the next of the six
  });

  it('14.2.1: the Ohio/Indiana pool goes to Objective hexes of Ohio and Indiana, the Illinois pool to those of Illinois', () => {
    const s = blank({ turn: 6 });
    reinforceAt(s, R_UNION, [0, 3, 3, 0]);
    expect(pending(s)).toEqual([A.D_PLACE, USA, A.PL_UNION, 1]);
    expect(offered(s)).toEqual(OHIO_INDIANA);
    act(s, A.OP_PLACE, node('Columbus'));
    expect([sp(c, s, node('Columbus'), USA), s[G.G_POOL + 1], s[G.G_POOL + 2]]).toEqual([1, 2, 3]);
    s[G.G_DEC] = A.D_NONE; // the Ohio/Indiana pool given up, on to Illinois's
    s[G.G_POOL + 1] = 0;
    advance(c, s);
    expect(pending(s)).toEqual([A.D_PLACE, USA, A.PL_UNION, 2]);
    expect(offered(s)).toEqual(ILLINOIS); // Quincy too: the pool is Illinois's, whatever the theater
    act(s, A.OP_PLACE, node('Quincy'));
    expect([sp(c, s, node('Quincy'), USA), s[G.G_POOL + 2]]).toEqual([1, 2]);
  });

  it('14.2.2: only Union-controlled Objective hexes of Northern states in Full Supply: not H3 (an LOC only), HFAR (Isolated), VO (Virginia) nor a plain hex', () => {
    const s = blank({ content: north, turn: 6 });
    put(s, 2110, USA, 1, [], north); // VO: Union-controlled, Full Supply, but not in a Northern state
    put(s, 2012, USA, 1, [], north); // a Union-held Pennsylvania hex that is no Objective hex
    reinforceAt(s, R_START, undefined, north);
    expect(pending(s)).toEqual([A.D_PLACE, USA, A.PL_UNION, 0]);
    expect(offered(s, north)).toEqual(['H1', 'H2']);
  });

  it('14.2.2: not an Objective hex under a Confederate Control marker, nor one holding a Confederate SP', () => {
    const marked = blank({ content: north, turn: 6 });
    setBit(north, marked, node('H2', north), G.B_GARRISON_GONE, true); // its intrinsic garrison fled (17.2.4)
    mark(marked, 'H2', CSA, north);
    reinforceAt(marked, R_START, undefined, north);
    expect(offered(marked, north)).toEqual(['H1']);
    const held = blank({ turn: 6 });
    put(held, 'Harrisburg', USA, 1);
    put(held, 'Harrisburg', CSA, 1); // mid-battle both sides stand there; the Union still controls it
    reinforceAt(held, R_START);
    expect(offered(held)).not.toContain('Harrisburg');
    expect(offered(held)).toContain('York');
  });
});

describe('14.3.5 Confederate reinforcements', () => {
  it('14.3.5: 1 SP to a Confederate Resource hex of the Trans-Mississippi first, then the East pool to those of the East', () => {
    const s = blank({ turn: 6, side: CSA });
    reinforceAt(s, R_CSA_PLACE, [1, 0, 1, 0]);
    expect(pending(s)).toEqual([A.D_PLACE, CSA, A.PL_CSA, TH_TM]);
    expect(offered(s)).toEqual(TM_RESOURCES);
    const spin = s[G.G_SPIN + CSA]!;
    act(s, A.OP_PLACE, node('Little Rock'));
    expect([sp(c, s, node('Little Rock'), CSA), s[G.G_POOL + TH_TM], s[G.G_SPIN + CSA]! - spin]).toEqual([
      1, 0, 1,
    ]);
    expect(pending(s)).toEqual([A.D_PLACE, CSA, A.PL_CSA, 0]);
    expect(offered(s)).toEqual(sorted(EAST_RESOURCES));
    act(s, A.OP_PLACE, node('Richmond'));
    expect([sp(c, s, node('Richmond'), CSA), s[G.G_POOL]]).toEqual([1, 0]);
  });

  it('14.3.5: no more than 2 SPs per state (Virginia full after two; North Carolina counted apart)', () => {
    const s = blank({ turn: 6, side: CSA });
    reinforceAt(s, R_CSA_PLACE, [5, 0, 0, 0]);
    act(s, A.OP_PLACE, node('Richmond'));
    expect(offered(s)).toContain('Richmond');
    act(s, A.OP_PLACE, node('Petersburg'));
    const virginia = (): string[] => offered(s).filter((n) => VIRGINIA_RESOURCES.includes(n));
    expect(virginia()).toEqual([]);
    expect(offered(s)).toContain('Raleigh');
    act(s, A.OP_PLACE, node('Raleigh'));
    expect(virginia()).toEqual([]); // still two in Virginia
    expect(offered(s)).toContain('Wilmington'); // one in North Carolina
    act(s, A.OP_PLACE, node('Wilmington'));
    expect(offered(s)).not.toContain('Raleigh');
    expect(offered(s)).toContain('Columbia');
  });

  it('14.3.5: no more than 2 SPs per state in the West too: Alabama and Georgia counted apart', () => {
    const s = blank({ turn: 6, side: CSA });
    reinforceAt(s, R_CSA_PLACE, [0, 5, 0, 0]);
    expect(pending(s)).toEqual([A.D_PLACE, CSA, A.PL_CSA, TH_WEST]);
    act(s, A.OP_PLACE, node('Mobile'));
    act(s, A.OP_PLACE, node('Atlanta'));
    expect(offered(s)).toEqual(expect.arrayContaining(['Selma', 'Macon']));
    act(s, A.OP_PLACE, node('Selma'));
    expect(offered(s)).not.toContain('Montgomery'); // two in Alabama
    expect(offered(s)).toContain('Macon'); // one in Georgia
    act(s, A.OP_PLACE, node('Macon'));
    expect(offered(s)).not.toContain('Columbus GA');
    expect(offered(s)).toContain('Jackson MS');
  });

  it('14.3.5: the two per state count afresh each Confederate Reinforcement Segment', () => {
    const s = blank({ turn: 6, side: CSA });
    reinforceAt(s, R_CSA_PLACE, [2, 2, 0, 0]);
    act(s, A.OP_PLACE, node('Richmond'));
    act(s, A.OP_PLACE, node('Richmond'));
    act(s, A.OP_PLACE, node('Mobile'));
    act(s, A.OP_PLACE, node('Mobile'));
    // the next turn's SP segment (14.3.1), then one SP for the East
    s[CH_TURN] = 7;
    toPhase(s, P_REINF);
    s[G.G_DEC] = A.D_NONE;
    s[G.G_CURSOR] = R_CSA_SP;
    reinforcementStep(c, s);
    reinforceAt(s, R_WINTER, [1, 1, 0, 0]);
    expect(pending(s)).toEqual([A.D_PLACE, CSA, A.PL_CSA, 0]);
    expect(offered(s)).toContain('Richmond');
    act(s, A.OP_PLACE, node('Richmond'));
    expect(pending(s)).toEqual([A.D_PLACE, CSA, A.PL_CSA, TH_WEST]);
    expect(offered(s)).toContain('Mobile');
  });

  it('14.3.5: a Confederate Resource hex with an LOC will do (R2-R4); not an Isolated one, a Union-controlled one, nor a hex without Resources', () => {
    const s = blank({ content: south, turn: 6, side: CSA });
    put(s, 2011, CSA, 1, [], south); // a Confederate-held hex that is no Resource hex
    mark(s, 'R4', USA, south);
    reinforceAt(s, R_CSA_PLACE, [1, 0, 0, 0], south);
    expect(pending(s)).toEqual([A.D_PLACE, CSA, A.PL_CSA, 0]);
    expect(offered(s, south)).toEqual(['R', 'R2', 'R3']);
  });

  it('14.3.5: not a Resource hex with a Union SP in it, even one the Confederacy still controls (Richmond)', () => {
    const s = blank({ turn: 6, side: CSA });
    put(s, 'Richmond', CSA, 1);
    put(s, 'Richmond', USA, 1); // mid-battle both sides stand there; the Confederate marker keeps it his
    mark(s, 'Richmond', CSA);
    expect([d(s).ctrl[node('Richmond')], d(s).supplyOf(CSA).loc[node('Richmond')]]).toEqual([CSA, 1]);
    reinforceAt(s, R_CSA_PLACE, [1, 0, 0, 0]);
    expect(offered(s)).not.toContain('Richmond');
    expect(offered(s)).toContain('Petersburg');
  });

  it('14.3.5: not a Resource hex under a Union Control marker, though in Confederate Full Supply (Petersburg)', () => {
    const s = blank({ turn: 6, side: CSA });
    mark(s, 'Petersburg', USA);
    expect([d(s).ctrl[node('Petersburg')], d(s).supplyOf(CSA).full[node('Petersburg')]]).toEqual([USA, 1]);
    reinforceAt(s, R_CSA_PLACE, [1, 0, 0, 0]);
    expect(offered(s)).not.toContain('Petersburg');
    expect(offered(s)).toContain('Richmond');
  });
});

describe('14.5 War Industry: where the Arsenal goes', () => {
  it('14.5: a 7 on the Random States Table: a Confederate Resource hex of Virginia, no other state', () => {
    const s = blank({ turn: 6, side: CSA });
    dice(s, 3, 4);
    reinforceAt(s, R_INDUSTRY);
    expect(pending(s)).toEqual([A.D_PLACE, CSA, A.PL_ARSENAL, c.map.stateOf[node('Richmond')]]);
    expect(offered(s)).toEqual(VIRGINIA_RESOURCES);
  });

  it('14.5: the Arsenal needs no Full Supply (R2, with an LOC only, is offered)', () => {
    const s = blank({ content: south, turn: 6, side: CSA });
    dice(s, 3, 4);
    reinforceAt(s, R_INDUSTRY, undefined, south);
    expect(s[G.G_DA]).toBe(A.PL_ARSENAL);
    expect(offered(s, south)).toEqual(expect.arrayContaining(['R', 'R2', 'R3', 'R4']));
  });
});

/** The Displaced Box segment (14.6) of `side` from its first item (Generals, Militia, then SPs), run to its next decision. */
function displacedAt(s: S, side: number, cc: Content = c): void {
  reinforceAt(s, R_DISP_US + side, [0, 0, 0, 0], cc);
}

describe('14.6 the Displaced Box: SPs', () => {
  it('14.6: Union East SPs return to Union Objective hexes of the Eastern Northern states in Full Supply', () => {
    const s = blank({ turn: 6 });
    s[G.G_DISP + USA * 3] = 2; // one returns, one is eliminated
    displacedAt(s, USA);
    expect(pending(s)).toEqual([A.D_PLACE, USA, A.PL_DISP_SP, 0]);
    expect(offered(s)).toEqual(EAST_OBJECTIVES);
    const spin = s[G.G_SPIN + USA]!;
    act(s, A.OP_PLACE, node('Harrisburg'));
    expect([sp(c, s, node('Harrisburg'), USA), s[G.G_DISP + USA * 3], s[G.G_SPIN + USA]! - spin]).toEqual([
      1, 0, 0,
    ]);
  });

  it('14.6: returning Union Trans-Mississippi SPs go to St. Louis, Union-controlled and in Full Supply, and nowhere else', () => {
    const s = blank({ turn: 6 });
    s[G.G_DISP + USA * 3 + TH_TM] = 2;
    displacedAt(s, USA);
    expect(pending(s)).toEqual([A.D_PLACE, USA, A.PL_DISP_SP, TH_TM]);
    expect(offered(s)).toEqual(['St. Louis']); // not Quincy, a Trans-Mississippi Objective hex of Illinois
    act(s, A.OP_PLACE, node('St. Louis'));
    expect(sp(c, s, node('St. Louis'), USA)).toBe(1);
    const lost = blank({ turn: 6 });
    mark(lost, 'St. Louis', CSA);
    lost[G.G_DISP + USA * 3 + TH_TM] = 2;
    displacedAt(lost, USA);
    expect(lost[G.G_DEC] === A.D_PLACE && lost[G.G_DA] === A.PL_DISP_SP).toBe(false);
    expect(lost[G.G_DISP + USA * 3 + TH_TM]).toBe(1); // back to the box, its half eliminated
  });

  it('14.6: Confederate SPs return to Resource hexes of their theater in Full Supply (R, not R2-R4 with an LOC only)', () => {
    const s = blank({ content: south, turn: 6, side: CSA });
    s[G.G_DISP + CSA * 3] = 2;
    displacedAt(s, CSA, south);
    expect(pending(s)).toEqual([A.D_PLACE, CSA, A.PL_DISP_SP, 0]);
    expect(offered(s, south)).toEqual(['R']);
    const west = blank({ turn: 6, side: CSA });
    west[G.G_DISP + CSA * 3 + TH_WEST] = 2;
    displacedAt(west, CSA);
    expect(pending(west)).toEqual([A.D_PLACE, CSA, A.PL_DISP_SP, TH_WEST]);
    expect(offered(west)).toContain('Nashville');
    expect(offered(west)).not.toContain('Richmond');
  });
});

describe('14.6 the Displaced Box: Generals and Militia', () => {
  it('14.6: a displaced General returns to a friendly SP with an LOC (R2), not to an Isolated one (FAR)', () => {
    const s = blank({ content: south, turn: 6, side: CSA });
    put(s, 'R2', CSA, 1, [], south);
    put(s, 'FAR', CSA, 1, [], south);
    displaceGen(south, s, gi('lee', south), 0);
    displacedAt(s, CSA, south);
    expect(pending(s)).toEqual([A.D_PLACE, CSA, A.PL_DISP_GEN, gi('lee', south)]);
    expect(offered(s, south)).toEqual(['R2']);
    act(s, A.OP_PLACE, sn('R2'));
    expect(genLoc(south, s, gi('lee', south))).toBe(sn('R2'));
  });

  it('14.6, 16.2: a returning 3-star may go to a Coastal Fort (the bar is on arrivals only)', () => {
    const s = blank({ turn: 6, side: CSA });
    put(s, 'Fort Morgan', CSA, 1);
    rank(s, 'asjohnston', 3);
    displaceGen(c, s, gi('asjohnston'), TH_WEST);
    displacedAt(s, CSA);
    expect(pending(s)).toEqual([A.D_PLACE, CSA, A.PL_DISP_GEN, gi('asjohnston')]);
    expect(offered(s)).toEqual(['Fort Morgan']);
  });

  it('21.2.8: in the Advanced game a land General still returns to a friendly SP (only Naval Leaders need ships)', () => {
    const s = blank({ turn: 6, options: ADV });
    put(s, 'Harrisburg', USA, 1);
    displaceGen(c, s, gi('hooker'), 0);
    displacedAt(s, USA);
    expect(pending(s)).toEqual([A.D_PLACE, USA, A.PL_DISP_GEN, gi('hooker')]);
    expect(offered(s)).toEqual(['Harrisburg']);
  });

  it('21.2.8, 14.6: a displaced Naval Leader returns to Naval Units of his own theater, damaged ones counted (Cairo, not St. Louis)', () => {
    const s = blank({ turn: 6, options: ADV });
    addNf(c, s, node('Cairo'), USA, U_RIVER, 1);
    addNf(c, s, node('Cairo'), USA, U_DRIVER, 1); // a damaged (0-NSP) ship is a Naval Unit too (21.2.1)
    addNf(c, s, node('St. Louis'), USA, U_RIVER, 2); // the Trans-Mississippi
    displaceGen(c, s, gi('foote'), TH_WEST);
    displacedAt(s, USA);
    expect(pending(s)).toEqual([A.D_PLACE, USA, A.PL_DISP_GEN, gi('foote')]);
    expect(offered(s)).toEqual(['Cairo']);
  });

  it('17.2.1, 14.6: a displaced Militia returns to a non-Isolated friendly Objective/Resource hex of its state', () => {
    const s = blank({ content: south, turn: 6, side: CSA });
    const va = south.map.stateOf[sn('R')]!;
    put(s, 2011, CSA, 1, [], south); // a Confederate hex with an LOC, but no Resource or Objective hex
    setMilLoc(south, s, CSA, va, -1); // in its Holding Box
    displacedAt(s, CSA, south);
    expect(pending(s)).toEqual([A.D_PLACE, CSA, A.PL_MILITIA, va]);
    expect(offered(s, south)).toEqual(['R', 'R2', 'R3', 'R4']);
    act(s, A.OP_PLACE, sn('R3'));
    expect(milLoc(south, s, CSA, va)).toBe(sn('R3'));
  });
});

describe('16.2 arriving Generals', () => {
  /** The Confederate half of the Leader Management Phase run to its first decision. */
  function csaLeaders(s: S): void {
    openLm(s, 2);
    for (let i = 0; i < 20 && s[G.G_DEC] === A.D_NONE; i++) if (leaderStep(c, s)) break;
  }

  it('16.2: A. S. Johnston (T2, West) as a 3-star may not arrive on a Coastal Fort (Fort Morgan), only with the SP at Mobile', () => {
    const s = blank({ turn: 2, side: CSA });
    put(s, 'Fort Morgan', CSA, 1);
    put(s, 'Mobile', CSA, 1);
    put(s, 'Richmond', CSA, 1); // the East: not his theater
    setGenStatus(c, s, gi('asjohnston'), G.GS_PENDING);
    csaLeaders(s);
    expect(pending(s)).toEqual([A.D_PLACE, CSA, A.PL_ARRIVAL, gi('asjohnston')]);
    expect(offered(s)).toEqual(['Mobile']);
    act(s, A.OP_PLACE, node('Mobile'));
    expect(genLoc(c, s, gi('asjohnston'))).toBe(node('Mobile'));
  });

  it('16.2: a 2-star may arrive on a Coastal Fort', () => {
    const s = blank({ turn: 2, side: CSA });
    put(s, 'Fort Morgan', CSA, 1);
    put(s, 'Mobile', CSA, 1);
    setGenStatus(c, s, gi('asjohnston'), G.GS_PENDING);
    rank(s, 'asjohnston', 2);
    csaLeaders(s);
    expect(offered(s)).toEqual(['Fort Morgan', 'Mobile']);
  });
});

describe('17.3 Training', () => {
  /** The seventh Training AP of `side` (six already on the Training track). */
  function seventhTrainingAp(s: S, side: number): void {
    s[G.G_TRAIN + side] = 6;
    act(s, A.OP_TRAIN);
  }

  it('17.3: the seventh AP brings a Confederate SP at once, to a Resource hex with an LOC (R-R4, not FAR); it may not move this phase', () => {
    const s = blank({ content: south, turn: 6, side: CSA });
    seventhTrainingAp(s, CSA);
    expect(pending(s)).toEqual([A.D_PLACE, CSA, A.PL_TRAIN, 0]);
    expect(offered(s, south)).toEqual(['R', 'R2', 'R3', 'R4']);
    const spin = s[G.G_SPIN + CSA]!;
    act(s, A.OP_PLACE, sn('R2'));
    const r2 = sn('R2');
    expect([sp(south, s, r2, CSA), spMoved(south, s, r2, CSA), s[G.G_SPIN + CSA]! - spin]).toEqual([1, 1, 1]);
    expect(nb(south, s, r2) & (G.B_TRAINED << CSA)).not.toBe(0);
    expect([s[G.G_DEC], s[G.G_DECSIDE], s[G.G_TRAIN + CSA], s[G.G_AP]]).toEqual([A.D_MAIN, CSA, 0, 2]);
  });

  it('17.3: a Union SP from Training goes to a Northern Objective hex in Full Supply of any theater, never the Chesapeake Bay box', () => {
    const s = blank({ turn: 6 });
    seventhTrainingAp(s, USA);
    expect(pending(s)).toEqual([A.D_PLACE, USA, A.PL_TRAIN, 0]);
    expect(offered(s)).toEqual(sorted([...EAST_OBJECTIVES, ...OHIO_INDIANA, ...ILLINOIS]));
  });

  it('17.3: completed with a theater AP (a difference of 1, 4.1.3) the SP goes to that theater', () => {
    const s = blank({ turn: 6, ap: 0 });
    s[G.G_TAP] = 1; // the East's AP
    seventhTrainingAp(s, USA);
    expect(pending(s)).toEqual([A.D_PLACE, USA, A.PL_TRAIN, 1]);
    expect(offered(s)).toEqual(EAST_OBJECTIVES);
    const t = blank({ turn: 6, side: CSA, ap: 0 });
    t[G.G_TAP + TH_WEST] = 1;
    seventhTrainingAp(t, CSA);
    expect(pending(t)).toEqual([A.D_PLACE, CSA, A.PL_TRAIN, TH_WEST + 1]);
    expect(offered(t)).toContain('Nashville');
    expect(offered(t).filter((n) => EAST_RESOURCES.includes(n) || TM_RESOURCES.includes(n))).toEqual([]);
  });
});

describe('4.1.4 On to Richmond! failed', () => {
  it('4.1.4: the Union removes an SP in Full Supply (Washington, not the Isolated one at Atlanta); his Action Phase ends', () => {
    const s = blank({ turn: 6, ap: 3 });
    put(s, 'Washington', USA, 2);
    put(s, 'Atlanta', USA, 1);
    s[G.G_OTR] = 1;
    act(s, A.OP_END);
    expect(pending(s)).toEqual([A.D_PLACE, USA, A.PL_OTR, 0]);
    expect(offered(s)).toEqual(['Washington']);
    const out = s[G.G_SPOUT + USA]!;
    // played directly: the flow would run on past the Supply Segment into the Confederate half
    playPlace(c, s, A.enc(A.OP_PLACE, node('Washington')));
    expect([sp(c, s, node('Washington'), USA), s[G.G_SPOUT + USA]! - out]).toEqual([1, 1]);
    expect([s[G.G_AP], s[G.G_OTR], s[G.G_PHASE], s[G.G_DEC]]).toEqual([0, 0, P_SUPPLY, A.D_NONE]);
  });
});

describe('14.1.2 Winter', () => {
  it('14.1.2: below zero the CSA removes non-Isolated SPs of his choice (R, R2), never the Isolated one (FAR)', () => {
    const s = blank({ content: south, turn: 9, side: CSA });
    for (const p of ['R', 'R2', 'FAR']) put(s, p, CSA, p === 'R' ? 2 : 1, [], south);
    reinforceAt(s, R_WINTER, [0, 0, 0, 2], south);
    expect(pending(s)).toEqual([A.D_PLACE, CSA, A.PL_WINTER, 0]);
    expect(offered(s, south)).toEqual(['R', 'R2']);
    const out = s[G.G_SPOUT + CSA]!;
    act(s, A.OP_PLACE, sn('R2'));
    expect([sp(south, s, sn('R2'), CSA), s[G.G_SPOUT + CSA]! - out]).toEqual([0, 1]);
    expect(pending(s)).toEqual([A.D_PLACE, CSA, A.PL_WINTER, 0]); // the second
    expect(offered(s, south)).toEqual(['R']);
    act(s, A.OP_PLACE, sn('R'));
    expect(s[G.G_DEC] === A.D_PLACE && s[G.G_DA] === A.PL_WINTER).toBe(false); // two removed: done
    expect([sp(south, s, sn('R'), CSA), sp(south, s, sn('FAR'), CSA), s[G.G_SPOUT + CSA]! - out]).toEqual([
      1, 1, 2,
    ]);
  });
});

describe('18.2 discards', () => {
  it('18.2: with more than five cards the player discards, his choice of type, down to five', () => {
    const s = blank({ turn: 6 });
    cards(s, USA, CARD_EAST, 3);
    cards(s, USA, CARD_ANY, 2);
    cards(s, CSA, CARD_EAST, 2); // the other side's hand is not his to discard
    reinforceAt(s, R_UDRAW); // two more cards
    expect([s[G.G_DEC], s[G.G_DECSIDE], handSize(s, USA)]).toEqual([A.D_DISCARD, USA, 7]);
    const types = [0, 1, 2, 3, 4].filter((t) => hand(s, USA, t) > 0);
    expect(legalOp(s, A.OP_DISCARD).map(A.yOf)).toEqual(types);
    const east = hand(s, USA, CARD_EAST);
    act(s, A.OP_DISCARD, 0, CARD_EAST);
    expect([hand(s, USA, CARD_EAST), handSize(s, USA), s[G.G_DEC]]).toEqual([east - 1, 6, A.D_DISCARD]);
    act(s, A.OP_DISCARD, 0, CARD_EAST);
    expect(handSize(s, USA)).toBe(5);
    expect(s[G.G_DEC]).not.toBe(A.D_DISCARD);
    expect(hand(s, CSA, CARD_EAST)).toBe(2);
  });

  it('18.2: a type not in hand is not offered', () => {
    const s = blank({ turn: 6 });
    cards(s, USA, CARD_WEST, 6);
    reinforceAt(s, R_UDRAW);
    const types = [0, 1, 2, 3, 4].filter((t) => hand(s, USA, t) > 0);
    expect(types.length).toBeLessThan(5);
    expect(legalOp(s, A.OP_DISCARD).map(A.yOf)).toEqual(types);
  });
});

describe('10.2.6 the free fort', () => {
  it('10.2.6: the Union may start one fort free where he may build one (Harrisburg, not Richmond), or decline', () => {
    const s = blank({ turn: 6 });
    s[G.G_FREEFORT] = 1; // set by the segment's start (14.2.1)
    reinforceAt(s, R_FORT);
    expect(s[G.G_DEC]).toBe(A.D_FREEFORT);
    expect(legalOp(s, A.OP_SKIP)).toHaveLength(1);
    expect(offered(s)).toContain('Harrisburg');
    expect(offered(s)).not.toContain('Richmond');
    act(s, A.OP_PLACE, node('Harrisburg'));
    expect([buildStage(c, s, node('Harrisburg')), s[G.G_FREEFORT]]).toEqual([2, 0]);
    expect(s[G.G_DEC]).not.toBe(A.D_FREEFORT);
    const t = blank({ turn: 6 });
    t[G.G_FREEFORT] = 1;
    reinforceAt(t, R_FORT);
    act(t, A.OP_SKIP);
    let started = 0;
    for (let n = 0; n < c.map.nn; n++) if (buildStage(c, t, n) > 0) started++;
    expect([started, t[G.G_FREEFORT]]).toEqual([0, 0]);
  });
});
