/**
 * Build time only: the terrain and rivers of the provisional map (digest §5.4 steps 3-4) as data.
 *
 * Rough and swamp areas are hand-drawn lon/lat polygons of the physiographic provinces a 1974
 * designer would shade (the Natural Earth region outlines in the shared data are too coarse: their
 * Appalachian polygon takes in Nashville and Harrisburg). Rivers are Natural Earth lines chosen by
 * name, classed per reach by the navigable portion (designer's notes), with tidal reaches where the
 * rules put them: the Mississippi from Memphis south [17.4], the James [17.4] and the Chesapeake
 * estuaries. Every polygon and class here is an invented value of the pack.
 */
import type { Line } from './data.js';

type Pts = readonly (readonly [number, number])[];

export const ROUGH: Readonly<Record<string, Pts>> = {
  'Ridge and Valley (Pennsylvania, Maryland)': [
    [-78.9, 40.8],
    [-77.3, 40.8],
    [-77.6, 39.9],
    [-78.0, 39.55],
    [-78.35, 39.0],
    [-78.9, 38.5],
    [-79.6, 38.4],
    [-80.2, 39.2],
    [-79.6, 40.2],
  ],
  'Allegheny Plateau (western Virginia)': [
    [-80.2, 39.2],
    [-79.6, 38.4],
    [-79.9, 37.8],
    [-80.6, 37.4],
    [-81.7, 37.0],
    [-82.6, 37.3],
    [-82.3, 38.2],
    [-81.4, 38.9],
    [-80.7, 39.5],
  ],
  'Blue Ridge (Virginia)': [
    [-77.85, 39.25],
    [-77.7, 39.1],
    [-78.6, 38.2],
    [-79.5, 37.4],
    [-80.1, 37.0],
    [-80.4, 37.1],
    [-79.6, 37.6],
    [-78.8, 38.3],
    [-78.0, 39.2],
  ],
  'Blue Ridge and Great Smokies': [
    [-80.4, 37.1],
    [-80.2, 36.4],
    [-81.4, 35.8],
    [-82.4, 35.2],
    [-83.6, 34.7],
    [-84.4, 34.5],
    [-84.7, 34.9],
    [-84.2, 35.3],
    [-83.4, 35.6],
    [-82.7, 36.0],
    [-81.9, 36.4],
    [-81.2, 36.8],
  ],
  'Cumberland Plateau and Kentucky mountains': [
    [-82.6, 37.3],
    [-81.7, 37.0],
    [-82.3, 36.7],
    [-83.1, 36.5],
    [-83.9, 36.3],
    [-84.7, 35.9],
    [-85.4, 35.0],
    [-85.9, 34.5],
    [-86.3, 34.5],
    [-85.9, 35.2],
    [-85.5, 35.9],
    [-85.1, 36.6],
    [-84.3, 37.4],
    [-83.4, 37.9],
    [-82.6, 38.3],
  ],
  'Ozark Plateau and Boston Mountains': [
    [-94.6, 37.3],
    [-92.0, 37.8],
    [-90.9, 37.6],
    [-90.7, 37.0],
    [-91.6, 36.3],
    [-92.4, 35.8],
    [-94.5, 35.6],
  ],
  'Ouachita Mountains': [
    [-94.6, 35.0],
    [-93.0, 35.0],
    [-92.7, 34.6],
    [-93.3, 34.4],
    [-94.6, 34.3],
  ],
};

export const SWAMP: Readonly<Record<string, Pts>> = {
  'Great Dismal Swamp': [
    [-76.75, 36.85],
    [-76.3, 36.85],
    [-76.2, 36.2],
    [-76.8, 36.3],
  ],
  'Albemarle-Pamlico lowlands': [
    [-77.0, 35.9],
    [-76.2, 36.1],
    [-76.0, 35.2],
    [-76.6, 34.9],
  ],
  'Carolina and Georgia Lowcountry': [
    [-79.2, 33.5],
    [-79.5, 33.0],
    [-80.3, 32.5],
    [-81.0, 32.0],
    [-81.4, 31.3],
    [-81.6, 30.7],
    [-81.9, 30.8],
    [-81.6, 31.5],
    [-81.3, 32.2],
    [-80.6, 32.8],
    [-79.9, 33.2],
    [-79.4, 33.7],
  ],
  'Okefenokee Swamp': [
    [-82.6, 31.1],
    [-82.0, 31.1],
    [-82.0, 30.5],
    [-82.6, 30.5],
  ],
  'Florida Big Bend': [
    [-84.4, 30.2],
    [-83.0, 30.0],
    [-82.7, 29.2],
    [-83.6, 29.3],
  ],
  'Yazoo Delta': [
    [-90.3, 34.9],
    [-90.0, 34.6],
    [-90.1, 33.6],
    [-90.4, 32.6],
    [-90.9, 32.5],
    [-91.1, 33.5],
    [-90.6, 34.5],
  ],
  'Tensas Basin': [
    [-91.6, 33.0],
    [-91.15, 33.0],
    [-91.3, 31.9],
    [-91.8, 32.0],
  ],
  'Atchafalaya Basin and Louisiana marshes': [
    [-92.3, 30.6],
    [-91.6, 30.9],
    [-91.2, 30.5],
    [-90.6, 30.2],
    [-90.2, 29.9],
    [-89.4, 30.0],
    [-89.2, 29.0],
    [-93.8, 29.5],
    [-93.8, 29.9],
  ],
  'Mobile-Tensaw delta': [
    [-88.1, 31.2],
    [-87.85, 31.2],
    [-87.85, 30.75],
    [-88.05, 30.75],
  ],
};

/** The Union-sympathetic mountain region [15.5] besides the rough hexes of those states. */
export const SYMPATHETIC_EXTRA: Readonly<Record<string, Pts>> = {
  'East Tennessee valley': [
    [-85.5, 35.0],
    [-84.7, 35.9],
    [-83.9, 36.3],
    [-82.2, 36.7],
    [-81.7, 36.65],
    [-82.8, 35.95],
    [-84.2, 35.3],
    [-84.9, 34.95],
  ],
};

export type RiverClass = 'unnavigable' | 'navigable' | 'tidal';

export interface RiverRule {
  /** Natural Earth name(s). */
  readonly names: readonly string[];
  /** The game's name for the river. */
  readonly river: string;
  /** Class of a point of the line (lon, lat), or null to leave that reach off the map. */
  readonly classAt: (lon: number, lat: number) => RiverClass | null;
}

const always = (c: RiverClass) => (): RiverClass => c;

export const RIVER_RULES: readonly RiverRule[] = [
  // 17.4: "a Union unit on the west side of the Mississippi below Memphis"
  // Below the Louisiana-Mississippi line both banks are Louisiana: the line is snapped there.
  { names: ['Mississippi'], river: 'Mississippi', classAt: (_lon, lat) => (lat < 31.05 ? 'tidal' : null) },
  { names: ['Missouri'], river: 'Missouri', classAt: always('navigable') },
  { names: ['Tennessee'], river: 'Tennessee', classAt: always('navigable') },
  { names: ['Holston'], river: 'Holston', classAt: always('unnavigable') },
  {
    names: ['Cumberland'],
    river: 'Cumberland',
    classAt: (lon) => (lon < -85.6 ? 'navigable' : 'unnavigable'),
  },
  { names: ['Arkansas'], river: 'Arkansas', classAt: always('navigable') },
  { names: ['Red'], river: 'Red', classAt: always('navigable') },
  { names: ['White'], river: 'White', classAt: (lon) => (lon < -90.5 ? 'navigable' : null) },
  { names: ['Yazoo'], river: 'Yazoo', classAt: always('navigable') },
  {
    names: ['Ouachita'],
    river: 'Ouachita',
    classAt: (_lon, lat) => (lat < 33.6 ? 'navigable' : 'unnavigable'),
  },
  {
    names: ['Alabama'],
    river: 'Alabama',
    classAt: (_lon, lat) => (lat < 32.6 ? 'navigable' : 'unnavigable'),
  },
  { names: ['Tombigbee'], river: 'Tombigbee', classAt: always('navigable') },
  // The Apalachicola (the Chattahoochee below the Georgia-Florida line).
  {
    names: ['Chattahoochee'],
    river: 'Chattahoochee',
    classAt: (_lon, lat) => (lat < 31.0 ? 'navigable' : null),
  },
  {
    names: ['Cape Fear'],
    river: 'Cape Fear',
    classAt: (_lon, lat) => (lat < 35.1 ? 'navigable' : 'unnavigable'),
  },
  { names: ['Saint Johns'], river: 'St. Johns', classAt: always('navigable') },
  { names: ['Green'], river: 'Green', classAt: (lon) => (lon < -86.3 ? 'navigable' : 'unnavigable') },
  { names: ['Wabash'], river: 'Wabash', classAt: always('unnavigable') },
  { names: ['Illinois'], river: 'Illinois', classAt: (lon) => (lon > -91 ? 'navigable' : null) },
  {
    names: ['Kanawha', 'New'],
    river: 'Kanawha',
    classAt: (lon, lat) => (lon < -80.4 && lat > 37 ? 'unnavigable' : null),
  },
  { names: ['Cowpasture'], river: 'James', classAt: (lon) => (lon > -77.45 ? 'tidal' : 'unnavigable') },
  {
    names: ['Rappahannock'],
    river: 'Rappahannock',
    classAt: (lon) => (lon > -77.47 ? 'tidal' : 'unnavigable'),
  },
  { names: ['Rapidan'], river: 'Rapidan', classAt: always('unnavigable') },
  { names: ['Pamunkey', 'York'], river: 'York', classAt: always('tidal') },
  { names: ['Shenandoah', 'S. Fk. Shenandoah'], river: 'Shenandoah', classAt: always('unnavigable') },
  { names: ['Roanoke'], river: 'Roanoke', classAt: always('unnavigable') },
  { names: ['Great Pee Dee'], river: 'Pee Dee', classAt: always('unnavigable') },
  { names: ['Santee', 'Congaree', 'Wateree'], river: 'Santee', classAt: always('unnavigable') },
  { names: ['Altamaha', 'Ocmulgee', 'Oconee'], river: 'Altamaha', classAt: always('unnavigable') },
  {
    names: ['Flint'],
    river: 'Flint',
    classAt: (lon, lat) => (lon < -83.3 && lat < 33.5 ? 'unnavigable' : null),
  },
  { names: ['Pearl'], river: 'Pearl', classAt: always('unnavigable') },
  { names: ['Big Black'], river: 'Big Black', classAt: always('unnavigable') },
  { names: ['Duck'], river: 'Duck', classAt: always('unnavigable') },
  { names: ['Susquehanna'], river: 'Susquehanna', classAt: always('unnavigable') },
];

/**
 * Rivers that are state lines: their hexsides are the sides between hexes of the two banks' states
 * (so a city lies on the bank of its state), classed by the latitude or longitude of the side.
 */
export interface BorderRiver {
  readonly river: string;
  readonly banks: readonly [readonly string[], readonly string[]];
  readonly classAt: (lon: number, lat: number) => RiverClass | null;
}

export const BORDER_RIVERS: readonly BorderRiver[] = [
  {
    river: 'Mississippi',
    banks: [
      ['MO', 'AR', 'LA'],
      ['IL', 'KY', 'TN', 'MS'],
    ],
    classAt: (_lon, lat) => (lat < 31.0 ? null : lat < 35.25 ? 'tidal' : 'navigable'),
  },
  { river: 'Pearl', banks: [['LA'], ['MS']], classAt: (_lon, lat) => (lat < 31.0 ? 'unnavigable' : null) },
  {
    river: 'Ohio',
    banks: [
      ['KY', 'VA'],
      ['OH', 'IN', 'IL'],
    ],
    classAt: always('navigable'),
  },
  {
    river: 'Potomac',
    banks: [['VA'], ['MD', 'DC']],
    classAt: (lon, lat) => (lon > -76.2 ? null : lat < 38.95 ? 'tidal' : 'unnavigable'),
  },
  {
    river: 'Savannah',
    banks: [['GA'], ['SC']],
    classAt: (_lon, lat) => (lat < 33.6 ? 'navigable' : 'unnavigable'),
  },
  {
    river: 'Chattahoochee',
    banks: [['GA'], ['AL']],
    classAt: (_lon, lat) => (lat > 32.9 ? null : lat < 32.6 ? 'navigable' : 'unnavigable'),
  },
  { river: 'Sabine', banks: [['TX'], ['LA']], classAt: always('unnavigable') },
];

/** Tidal reaches the river data lacks (estuaries the state outlines do not cut out). */
export const EXTRA_LINES: readonly { river: string; cls: RiverClass; line: Line }[] = [
  {
    river: 'Chesapeake Bay',
    cls: 'tidal',
    line: [
      [-76.5, 39.25],
      [-76.38, 38.9],
      [-76.38, 38.4],
      [-76.25, 38.0],
      [-76.1, 37.6],
      [-76.1, 37.2],
      [-76.2, 37.0],
    ],
  },
  {
    river: 'James',
    cls: 'tidal',
    line: [
      [-77.25, 37.35],
      [-77.0, 37.3],
      [-76.75, 37.2],
      [-76.6, 37.05],
      [-76.42, 36.98],
    ],
  },
  {
    river: 'Rappahannock',
    cls: 'tidal',
    line: [
      [-77.1, 38.2],
      [-76.9, 38.0],
      [-76.6, 37.8],
      [-76.35, 37.6],
    ],
  },
];

/**
 * Hexsides set by hand where a clue of the text fixes them and the snapped data disagree (each an
 * invented value; `cls: null` removes a river side).
 */
export const SIDE_OVERRIDES: readonly {
  a: number;
  b: number;
  river: string;
  cls: RiverClass | null;
  why: string;
}[] = [
  {
    a: 4406,
    b: 4407,
    river: 'Potomac',
    cls: null,
    why: '20.1: the Washington stack double-matches 1 SP fortified in 4407 with 6 SP (no river bonus)',
  },
  {
    a: 1713,
    b: 1712,
    river: 'Ohio',
    cls: 'navigable',
    why: '14.8: a fort on 1713 affects five river hexsides (the Ohio)',
  },
  {
    a: 1713,
    b: 1812,
    river: 'Ohio',
    cls: 'navigable',
    why: '14.8: a fort on 1713 affects five river hexsides (the Ohio)',
  },
  {
    a: 1713,
    b: 1612,
    river: 'Tennessee',
    cls: 'navigable',
    why: '14.8: a fort on 1713 affects five river hexsides (the Tennessee)',
  },
  {
    a: 1713,
    b: 1613,
    river: 'Tennessee',
    cls: 'navigable',
    why: '14.8: a fort on 1713 affects five river hexsides (the Tennessee)',
  },
  {
    a: 1713,
    b: 1813,
    river: 'Cumberland',
    cls: 'navigable',
    why: '14.8: a fort on 1713 affects five river hexsides (the Cumberland)',
  },
  { a: 1713, b: 1714, river: 'Tennessee', cls: null, why: '14.8: the sixth side of 1713 is dry land' },
];

/** Hex states set by hand for the same reason. */
export const STATE_OVERRIDES: readonly { hex: number; state: string; why: string }[] = [
  { hex: 1712, state: 'IL', why: '14.8: the Ohio runs along the north of 1713' },
  { hex: 1812, state: 'IL', why: '14.8: the Ohio runs along the north of 1713' },
];
