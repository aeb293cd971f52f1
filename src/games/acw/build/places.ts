/**
 * Build time only: the places of the provisional map (digest §5.4 steps 6-7): every city the
 * rulebook names with its role, the arbitrary supply hexes, the pre-war forts and a few landmarks
 * for naming hexes. Hexes come from the georeference unless a rule or a clue pins them (`pin`, the
 * rule quoted in `why`); coordinates come from the census table unless given here.
 */

export type CityKind = 'supply' | 'port' | 'city';

export interface CitySpec {
  readonly name: string;
  readonly state: string;
  /** Census name when it differs from `name`. */
  readonly census?: string;
  readonly lonLat?: readonly [number, number];
  readonly kind: CityKind;
  /** CSA reinforcement City Group [16.0]. */
  readonly group?: number;
  /** Union reinforcement city or alternate [16.0, 16.5]. */
  readonly union?: boolean;
  /** Union-sympathetic city without intrinsic defence [13.8]. */
  readonly sympathetic?: boolean;
  /** A Mississippi crossing point [10.22]. */
  readonly crossing?: boolean;
  readonly pin?: number;
  readonly why?: string;
}

export const CITIES: readonly CitySpec[] = [
  // Southern supply centres [10.21], with their reinforcement groups [16.0]
  { name: 'Memphis', state: 'TN', kind: 'supply', group: 6, crossing: true },
  { name: 'Jackson', state: 'MS', kind: 'supply', group: 6 },
  { name: 'New Orleans', state: 'LA', kind: 'supply', group: 6, crossing: true },
  { name: 'Mobile', state: 'AL', kind: 'supply', group: 5 },
  { name: 'Selma', state: 'AL', kind: 'supply', group: 5 },
  { name: 'Decatur', state: 'AL', kind: 'supply', group: 5 },
  { name: 'Nashville', state: 'TN', kind: 'supply', group: 4 },
  { name: 'Chattanooga', state: 'TN', kind: 'supply', group: 4, sympathetic: true },
  { name: 'Montgomery', state: 'AL', kind: 'supply' },
  { name: 'Macon', state: 'GA', kind: 'supply' },
  { name: 'Atlanta', state: 'GA', kind: 'supply', group: 4 },
  { name: 'Knoxville', state: 'TN', kind: 'supply', sympathetic: true },
  { name: 'Columbus', state: 'GA', kind: 'supply' },
  { name: 'Augusta', state: 'GA', kind: 'supply', group: 3 },
  { name: 'Columbia', state: 'SC', kind: 'supply' },
  { name: 'Charleston', state: 'SC', kind: 'supply', group: 3 },
  { name: 'Savannah', state: 'GA', kind: 'supply', group: 3 },
  { name: 'Wilmington', state: 'NC', kind: 'supply', group: 2 },
  { name: 'Raleigh', state: 'NC', kind: 'supply', group: 2 },
  {
    name: 'Norfolk',
    state: 'VA',
    kind: 'supply',
    pin: 4612,
    why: 'must differ from Fort Monroe 4611 (19.2 garrisons both); the hex south of it',
  },
  { name: 'Richmond', state: 'VA', kind: 'supply', group: 1 },
  // Ports, supply value 1 in every year [10.21]
  {
    name: 'Pensacola',
    state: 'FL',
    kind: 'port',
    pin: 2030,
    why: 'must differ from Fort Pickens 2031 (the CSA fortifies Pensacola while the Union holds Pickens, 20.1)',
  },
  { name: 'St. Marks', state: 'FL', lonLat: [-84.205, 30.161], kind: 'port' },
  { name: 'Apalachicola', state: 'FL', lonLat: [-84.983, 29.726], kind: 'port' },
  { name: 'Jacksonville', state: 'FL', kind: 'port' },
  { name: 'Morehead City', state: 'NC', kind: 'port' },
  { name: 'New Bern', state: 'NC', kind: 'port' },
  // Union reinforcement cities and their alternates [16.0, 16.5]
  {
    name: 'Washington',
    state: 'DC',
    kind: 'city',
    union: true,
    pin: 4406,
    why: 'its hex number ends in 6 (11.31 example)',
  },
  {
    name: 'Cincinnati',
    state: 'OH',
    kind: 'city',
    union: true,
    pin: 2507,
    why: 'odd last digit (20.1); 2606, the georeferenced hex, is even; 2507 borders the Ohio (digest §5.3)',
  },
  {
    name: 'Cairo',
    state: 'IL',
    kind: 'city',
    union: true,
    pin: 1513,
    why: 'riverine arrival hex "1208 or 1513" (track, 16.0)',
  },
  {
    name: 'Baltimore',
    state: 'MD',
    kind: 'city',
    union: true,
    pin: 4505,
    why: 'ends in 5 (20.1: Baltimore and Washington both inactive only on roll 3)',
  },
  { name: 'Philadelphia', state: 'PA', kind: 'city', union: true },
  {
    name: 'St. Louis',
    state: 'MO',
    kind: 'city',
    union: true,
    pin: 1208,
    why: 'riverine arrival hex "1208 or 1513" (track, 16.0)',
  },
  { name: 'Springfield', state: 'IL', kind: 'city', union: true },
  { name: 'Columbus OH', state: 'OH', census: 'Columbus', kind: 'city', union: true },
  { name: 'Pittsburgh', state: 'PA', kind: 'city', union: true },
  // Kentucky cities [13.9, 19.3] and others the rules name
  { name: 'Louisville', state: 'KY', kind: 'city' },
  { name: 'Lexington', state: 'KY', kind: 'city' },
  { name: 'Frankfort', state: 'KY', kind: 'city' },
  { name: 'Bowling Green', state: 'KY', kind: 'city' },
  { name: 'Paducah', state: 'KY', kind: 'city' },
  { name: 'Columbus KY', state: 'KY', lonLat: [-89.103, 36.76], kind: 'city' },
  { name: 'Wheeling', state: 'VA', lonLat: [-80.695, 40.074], kind: 'city', sympathetic: true },
  {
    name: 'Corinth',
    state: 'MS',
    kind: 'city',
    pin: 1618,
    why: 'attacked from 1617 across the Tennessee-Mississippi border (15.2 example)',
  },
  { name: 'Vicksburg', state: 'MS', kind: 'city', crossing: true },
];

export interface PlaceSpec {
  readonly name: string;
  readonly kind: 'supply' | 'fort' | 'landmark';
  readonly lonLat?: readonly [number, number];
  readonly pin?: number;
  readonly why?: string;
  readonly state?: string;
}

export const PLACES: readonly PlaceSpec[] = [
  { name: 'Texas', kind: 'supply', pin: 129, state: 'TX', why: 'Texas supply hex 0129 (10.21, 16.0)' },
  {
    name: 'Arkansas',
    kind: 'supply',
    pin: 119,
    state: 'AR',
    why: 'Arkansas supply hex 0119 (10.21); militia hex (15.6)',
  },
  { name: 'Fort Monroe', kind: 'fort', pin: 4611, state: 'VA', why: 'hex 4611 (19.1)' },
  { name: 'Fort Pickens', kind: 'fort', pin: 2031, state: 'FL', why: 'hex 2031 (19.1)' },
  { name: 'Fort Sumter', kind: 'fort', lonLat: [-79.874, 32.752], state: 'SC' },
  { name: 'Fort Donelson', kind: 'landmark', pin: 1814, why: '"fortify 1814" (20.1)' },
  { name: 'Island No. 10', kind: 'landmark', lonLat: [-89.52, 36.57] },
  { name: 'Port Hudson', kind: 'landmark', lonLat: [-91.27, 30.69] },
  { name: 'Fredericksburg', kind: 'landmark', lonLat: [-77.487, 38.299] },
  { name: 'Petersburg', kind: 'landmark', lonLat: [-77.392, 37.205] },
  { name: 'Lynchburg', kind: 'landmark', lonLat: [-79.196, 37.399] },
  { name: 'Meridian', kind: 'landmark', lonLat: [-88.689, 32.384] },
  {
    name: 'Cumberland Gap',
    kind: 'landmark',
    pin: 2915,
    why: '"hold the Cumberland Gap by fortifying hex 2915" (20.1)',
  },
  { name: 'Little Rock', kind: 'landmark', lonLat: [-92.289, 34.746] },
  { name: 'Harpers Ferry', kind: 'landmark', lonLat: [-77.74, 39.32] },
];

/** The four anchors of the georeference (digest §5.3). */
export const ANCHORS = [
  { name: 'St. Louis', id: 1208, lon: -90.1994, lat: 38.627 },
  { name: 'Cairo', id: 1513, lon: -89.1829, lat: 37.0063 },
  { name: 'Fort Pickens', id: 2031, lon: -87.2906, lat: 30.327 },
  { name: 'Fort Monroe', id: 4611, lon: -76.3066, lat: 37.0036 },
] as const;
