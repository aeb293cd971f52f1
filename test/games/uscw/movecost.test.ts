/**
 * Movement Point costs of one land step (5.3-5.8, 10.3.2, Special Hexes), the battle terrain of a
 * hexside (11.4), its reaction DRM (9.4) and the LOC cost table (13.5.3), on small maps built for each
 * rule: the rulebook's cost list read one line at a time.
 */
import { describe, expect, it } from 'vitest';
import type { UscwContent } from '../../../src/games/uscw/content.js';
import { EF_NEWRAIL, EF_RAIL } from '../../../src/games/uscw/mapmodel.js';
import {
  BLOCKED,
  SC_ENEMY_NAV,
  SC_NAV,
  locCosts,
  railBuilt,
  reactionSideDrm,
  stepCost,
  terrainDrm,
  unbridgedNav,
  type StepCost,
} from '../../../src/games/uscw/movecost.js';
import { USA, CSA, coastalFort, edge, mini, node } from './fixture.js';

const out: StepCost = { cost: 0, flags: 0 };
/** MP for side to step a -> b on `turn` with the crossed hexside's naval control `nav` (-1 none). */
function cost(
  cc: UscwContent,
  a: number | string,
  b: number | string,
  side = USA,
  nav = -1,
  turn = 5,
): number {
  return stepCost(cc, turn, node(a, cc), edge(a, b, cc), node(b, cc), side, nav, out).cost;
}
/** The naval flags of the last step costed (SC_NAV: a navigable hexside crossed; SC_ENEMY_NAV: enemy-controlled). */
const navFlags = (): number => out.flags & (SC_NAV | SC_ENEMY_NAV);

// row 20: 2010 clear | 2011 marsh | 2012 swamp | 2013 mountain | 2014 clear
// row 21: 2110 ... 2115 clear; 2114 is a River Crossing Town (row 20's CC touches row 21's CC and CC+1)
// hexsides: 2010|2110 minor, 2110|2111 minor + bridge, 2111|2112 minor + road, 2112|2113 nav,
// 2113|2114 nav (into the Crossing Town), 2014|2114 mountain, 2013|2113 mountain + pass,
// 2114|2115 impassable, 2010|2011 road (into the marsh)
const land = mini({
  rows: ['crxmc', 'cccccc'],
  places: [{ hex: 2114, name: 'Crossing', state: 'VA', cross: true }],
  sides: [
    { a: 2010, b: 2110, f: ['minor'] },
    { a: 2110, b: 2111, f: ['minor', 'bridge'] },
    { a: 2111, b: 2112, f: ['minor', 'road'] },
    { a: 2112, b: 2113, f: ['nav'], river: 'R' },
    { a: 2113, b: 2114, f: ['nav'], river: 'R' },
    { a: 2014, b: 2114, f: ['mountain'] },
    { a: 2013, b: 2113, f: ['mountain', 'pass'] },
    { a: 2114, b: 2115, f: ['impassable'] },
    { a: 2010, b: 2011, f: ['road'] },
  ],
});

describe('5.3 terrain and 5.7 prohibited terrain', () => {
  it('5.3: clear 1 MP; a mountain hex entered 1 MP (5.6); no naval flag', () => {
    expect(cost(land, 2115, 2014)).toBe(1);
    expect(navFlags()).toBe(0);
    expect(cost(land, 2113, 2013)).toBe(1); // over the pass into the mountain hex
  });

  it('5.5: a Marsh costs 2 MP, 1 MP following a Road', () => {
    expect(cost(land, 2111, 2011)).toBe(2);
    expect(cost(land, 2010, 2011)).toBe(1);
  });

  it('5.7: Swamp and impassable hexsides are prohibited', () => {
    expect(cost(land, 2112, 2012)).toBe(BLOCKED);
    expect(cost(land, 2114, 2115)).toBe(BLOCKED);
    expect(cost(land, 2115, 2114)).toBe(BLOCKED);
  });
});

describe('5.6 mountain hexsides and 5.8 rivers', () => {
  it('5.6: a Mountain hexside +1 MP, none through a Pass', () => {
    expect(cost(land, 2014, 2114)).toBe(2);
    expect(cost(land, 2013, 2113)).toBe(1);
  });

  it('5.8.2: an unbridged Minor River +1 MP; none at a bridge or where a road crosses', () => {
    expect(cost(land, 2010, 2110)).toBe(2);
    expect(cost(land, 2110, 2111)).toBe(1);
    expect(cost(land, 2112, 2111)).toBe(1);
  });

  it('5.8.3: a friendly or uncontrolled Navigable River +1 MP, an enemy-controlled one +2 MP', () => {
    expect(cost(land, 2112, 2113, USA, -1)).toBe(2);
    expect(navFlags()).toBe(SC_NAV);
    expect(cost(land, 2112, 2113, USA, USA)).toBe(2);
    expect(navFlags()).toBe(SC_NAV);
    expect(cost(land, 2112, 2113, USA, CSA)).toBe(3);
    expect(navFlags()).toBe(SC_NAV | SC_ENEMY_NAV);
    expect(cost(land, 2113, 2112, CSA, USA)).toBe(3);
    expect(navFlags()).toBe(SC_NAV | SC_ENEMY_NAV);
  });

  it('5.8.4: a river through a River Crossing Town is ignored, into it and out of it', () => {
    expect(cost(land, 2113, 2114, USA, CSA)).toBe(1);
    expect(navFlags()).toBe(0);
    expect(cost(land, 2114, 2113, USA, CSA)).toBe(1);
  });
});

// row 20: 2010 -rail- 2011 -rail+nav- 2012 -rail+minor- 2013 -rail+mountain (a gap)- 2014
// row 21: 2110 (marsh) -rail+nav+ferry- 2111 -new rail+nav- 2112 -rail- 2113 (marsh)
const rails = mini({
  rows: ['ccccc', 'rcccr'],
  sides: [
    { a: 2010, b: 2011, f: ['rail'] },
    { a: 2011, b: 2012, f: ['rail', 'nav'], river: 'R' },
    { a: 2012, b: 2013, f: ['rail', 'minor'], river: 'C' },
    { a: 2013, b: 2014, f: ['rail', 'mountain', 'gap'] },
    { a: 2110, b: 2111, f: ['rail', 'nav', 'ferry'], river: 'R2' },
    { a: 2111, b: 2112, f: ['newrail', 'rail', 'nav'], river: 'R3' },
    { a: 2112, b: 2113, f: ['rail'] },
  ],
});

describe('5.4 railroads', () => {
  it('5.4.1: following a railroad, 1 MP a hex: no Minor River, Navigable River or Mountain hexside cost', () => {
    expect(cost(rails, 2010, 2011)).toBe(1);
    expect(cost(rails, 2011, 2012, USA, USA)).toBe(1);
    expect(navFlags()).toBe(SC_NAV);
    expect(cost(rails, 2012, 2013)).toBe(1);
    expect(navFlags()).toBe(0);
    expect(cost(rails, 2013, 2014)).toBe(1);
  });

  it('5.4.1, 5.5: a railroad into a Marsh costs 1 MP', () => {
    expect(cost(rails, 2112, 2113)).toBe(1);
  });

  it('5.4.3: a railroad bridge is used with no or friendly Naval Control, not under enemy control (+2 MP)', () => {
    expect(cost(rails, 2011, 2012, USA, -1)).toBe(1);
    expect(cost(rails, 2011, 2012, CSA, CSA)).toBe(1);
    expect(cost(rails, 2011, 2012, USA, CSA)).toBe(3);
    expect(navFlags()).toBe(SC_NAV | SC_ENEMY_NAV);
  });

  it('5.4.4, W74: a railroad ferry is an unbridged Navigable River hexside; the marsh beyond costs 1 MP along the railroad', () => {
    expect(cost(rails, 2111, 2110, USA, USA)).toBe(2);
    expect(cost(rails, 2111, 2110, USA, CSA)).toBe(3);
    expect(unbridgedNav(rails, edge(2110, 2111, rails))).toBe(true);
    expect(unbridgedNav(rails, edge(2011, 2012, rails))).toBe(false);
  });

  it('5.4.5: new railroads are built from Winter 1864 (Turn 14): before, no bridge over the Navigable River', () => {
    expect(cost(rails, 2112, 2111, USA, -1, 13)).toBe(2);
    expect(cost(rails, 2112, 2111, USA, -1, 14)).toBe(1);
    expect(railBuilt(13, EF_RAIL | EF_NEWRAIL)).toBe(false);
    expect(railBuilt(14, EF_RAIL | EF_NEWRAIL)).toBe(true);
    expect(railBuilt(1, EF_RAIL)).toBe(true);
    expect(railBuilt(20, EF_NEWRAIL)).toBe(false);
  });

  it('13.5.3: the LOC cost table takes the new railroads from Turn 14 and prohibits Swamp', () => {
    const e = edge(2112, 2111, rails);
    expect(locCosts(rails, 13)[e]).toBe(2);
    expect(locCosts(rails, 14)[e]).toBe(1);
    expect(locCosts(rails, 20)[e]).toBe(1);
    expect(locCosts(land, 5)[edge(2112, 2012, land)]).toBe(BLOCKED);
    expect(locCosts(land, 5)[edge(2112, 2113, land)]).toBe(2);
  });
});

// a Coastal Fort protecting 2111, a box beyond 2010 (2 MP), an off-map space beyond 2012,
// Forts St. Philip/Jackson next to 2112
const spaces = mini({
  rows: ['cccc', 'cccc', '~~~~'],
  places: [{ hex: 2111, name: 'Port', state: 'VA', port: 'ocean' }],
  spaces: [
    coastalFort(2111),
    {
      id: 'Box',
      kind: 'box',
      state: 'VA',
      theater: 'E',
      links: [{ to: 2010, kind: 'land', cost: 2 }],
      note: 'test',
    },
    {
      id: 'Away',
      kind: 'offmap',
      state: 'VA',
      theater: 'E',
      links: [{ to: 2012, kind: 'land' }],
      note: 'test',
    },
    {
      ...coastalFort(2112),
      id: 'Forts St. Philip/Jackson',
      links: [{ to: 2112, kind: 'cf' }],
    },
  ],
});

describe('10.3.2 Coastal Forts and Special Hexes spaces', () => {
  it('10.3.2: a Coastal Fort and its port 1 MP either way, a navigable crossing', () => {
    expect(cost(spaces, 'Fort Test', 2111, USA, USA)).toBe(1);
    expect(navFlags()).toBe(SC_NAV);
    expect(cost(spaces, 2111, 'Fort Test', USA, CSA)).toBe(1);
    expect(navFlags()).toBe(SC_NAV | SC_ENEMY_NAV);
  });

  it('Special Hexes: Forts St. Philip/Jackson <-> its hex is a Mississippi crossing: 2 MP, 3 MP enemy-controlled', () => {
    expect(cost(spaces, 'Forts St. Philip/Jackson', 2112, USA, -1)).toBe(2);
    expect(cost(spaces, 2112, 'Forts St. Philip/Jackson', USA, USA)).toBe(2);
    expect(cost(spaces, 2112, 'Forts St. Philip/Jackson', USA, CSA)).toBe(3);
    expect(navFlags()).toBe(SC_NAV | SC_ENEMY_NAV);
  });

  it('Special Hexes: a box costs 2 MP to enter or leave; 5.1.4: no step off the map', () => {
    expect(cost(spaces, 2010, 'Box')).toBe(2);
    expect(cost(spaces, 'Box', 2010)).toBe(2);
    expect(cost(spaces, 2012, 'Away')).toBe(BLOCKED);
  });
});

describe('11.4 battle terrain and 9.4 reaction hexsides', () => {
  const drm = (cc: UscwContent, a: number | string, b: number | string): number =>
    terrainDrm(cc, node(a, cc), edge(a, b, cc), node(b, cc));

  it('11.4: +1 for a Mountain hexside (a Pass too), a river or a Marsh; 0 in the open and across a Crossing Town river', () => {
    expect(drm(land, 2014, 2114)).toBe(1);
    expect(drm(land, 2013, 2113)).toBe(1);
    expect(drm(land, 2010, 2110)).toBe(1);
    expect(drm(land, 2112, 2113)).toBe(1);
    expect(drm(land, 2111, 2011)).toBe(1); // into the marsh
    expect(drm(land, 2011, 2111)).toBe(1); // out of it
    expect(drm(land, 2110, 2010)).toBe(1); // the minor river the other way
    expect(drm(land, 2113, 2114)).toBe(0);
    expect(drm(land, 2114, 2113)).toBe(0);
    expect(drm(land, 2111, 2110)).toBe(1); // a bridged minor river still is a river
    expect(drm(rails, 2010, 2011)).toBe(0);
    expect(drm(spaces, 'Fort Test', 2111)).toBe(1); // 10.3.2: the Coastal Fort link is a navigable crossing
  });

  it('9.4: -1 unbridged Minor River, -1 bridged Navigable River, -1 Pass or Gap, -2 Mountain hexside', () => {
    const side = (cc: UscwContent, a: number, b: number): number => reactionSideDrm(cc, edge(a, b, cc));
    expect(side(land, 2010, 2110)).toBe(-1);
    expect(side(land, 2110, 2111)).toBe(0);
    expect(side(land, 2111, 2112)).toBe(0);
    expect(side(rails, 2012, 2013)).toBe(0); // a rail bridge over a Minor River
    expect(side(rails, 2011, 2012)).toBe(-1);
    expect(side(rails, 2110, 2111)).toBe(0); // a ferry is no bridge (and unbridged: no reaction at all)
    expect(side(land, 2112, 2113)).toBe(0);
    expect(side(land, 2013, 2113)).toBe(-1);
    expect(side(rails, 2013, 2014)).toBe(-1); // a Railroad Gap
    expect(side(land, 2014, 2114)).toBe(-2);
    expect(side(land, 2010, 2011)).toBe(0);
  });

  it('9.1 A: unbridged navigable hexsides: a river without a railroad bridge, a ferry, a Coastal Fort link', () => {
    expect(unbridgedNav(land, edge(2112, 2113, land))).toBe(true);
    expect(unbridgedNav(land, edge(2010, 2110, land))).toBe(false);
    expect(unbridgedNav(rails, edge(2010, 2011, rails))).toBe(false);
    expect(unbridgedNav(spaces, edge('Fort Test', 2111, spaces))).toBe(true);
  });
});
