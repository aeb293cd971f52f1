/**
 * The map's non-hex spaces (2.1.3 and Special Hexes): Coastal Fortresses, islands, holding boxes and
 * the two Texas off-map Resource hexes, with their links to hexes (land: `land` MP cost; `cf`: the
 * Coastal-Fort-to-port crossing of 10.3.2, fought as across a navigable river; `water`: naval
 * links only). Where the rulebook names a link it is used; the rest is invented and flagged.
 */

export interface SpaceLink {
  /** A hex id or a space id. */
  readonly to: number | string;
  readonly kind: 'land' | 'cf' | 'water';
  /** Land MP cost when not 1 (Brownsville box: 2). */
  readonly cost?: number;
}

export interface SpaceDef {
  readonly id: string;
  readonly kind: 'cf' | 'island' | 'box' | 'offmap';
  readonly state: string;
  readonly theater: 'E' | 'W' | 'T';
  /** Water body the space opens on ('atlantic', 'gulf', 'pamlico', 'mobile', 'galveston'). */
  readonly sea?: string;
  /** Coastal Fort: the port it protects (20.6) and whether it also guards a river (river id). */
  readonly protects?: number;
  readonly port?: 'ocean' | 'river';
  readonly runner?: readonly ['NA' | 'SA' | 'GULF', number];
  readonly bp?: number;
  readonly links: readonly SpaceLink[];
  readonly note: string;
}

export const SPACES: readonly SpaceDef[] = [
  {
    id: 'Fort Monroe',
    kind: 'cf',
    state: 'VA',
    theater: 'E',
    sea: 'atlantic',
    protects: 2349,
    port: 'ocean',
    links: [
      { to: 2349, kind: 'cf' },
      { to: 2449, kind: 'water' },
    ],
    note: 'protects Hampton (2349); if CSA-held also Norfolk (2449) from assault (20.6)',
  },
  {
    id: 'Fort Macon',
    kind: 'cf',
    state: 'NC',
    theater: 'E',
    sea: 'atlantic',
    protects: 3148,
    port: 'ocean',
    links: [{ to: 3148, kind: 'cf' }],
    note: 'protects Beaufort (3148) from the ocean side only',
  },
  {
    id: 'Fort Fisher',
    kind: 'cf',
    state: 'NC',
    theater: 'E',
    sea: 'atlantic',
    protects: 3345,
    port: 'ocean',
    links: [
      { to: 3345, kind: 'cf' },
      { to: 3444, kind: 'water' },
    ],
    note: 'protects Wilmington (3345); contiguous coastal hex with 3444 (Green Swamp)',
  },
  {
    id: 'Fort Sumter',
    kind: 'cf',
    state: 'SC',
    theater: 'E',
    sea: 'atlantic',
    protects: 3839,
    port: 'ocean',
    links: [
      { to: 3839, kind: 'cf' },
      { to: 3939, kind: 'water' },
    ],
    note: 'protects Charleston (3839); contiguous coastal hex with 3939',
  },
  {
    id: 'Fort Pulaski',
    kind: 'cf',
    state: 'GA',
    theater: 'E',
    sea: 'atlantic',
    protects: 4137,
    port: 'ocean',
    links: [{ to: 4137, kind: 'cf' }],
    note: 'protects Savannah (4137) and the Savannah River',
  },
  {
    id: 'Fort Pickens',
    kind: 'cf',
    state: 'FL',
    theater: 'W',
    sea: 'gulf',
    protects: 4722,
    port: 'ocean',
    links: [
      { to: 4722, kind: 'cf' },
      { to: 4723, kind: 'water' },
    ],
    note: 'protects Pensacola (4722); contiguous coastal hex with 4723',
  },
  {
    id: 'Fort Morgan',
    kind: 'cf',
    state: 'AL',
    theater: 'W',
    sea: 'gulf',
    protects: 4619,
    port: 'ocean',
    links: [
      { to: 4619, kind: 'land' },
      { to: 'Blakeley', kind: 'land' },
    ],
    note: 'protects Mobile Bay; land moves to Mobile and Blakeley cost 1 MP; attacked by Amphibious Assault only (10.3.4)',
  },
  {
    id: 'Forts St. Philip/Jackson',
    kind: 'cf',
    state: 'LA',
    theater: 'W',
    sea: 'gulf',
    protects: 4814,
    port: 'ocean',
    links: [
      { to: 5015, kind: 'cf' },
      { to: 4814, kind: 'water' },
    ],
    note: 'protects the Mississippi; 5015 <-> fort is a Mississippi crossing; no automatic reaction with New Orleans',
  },
  {
    id: 'Hatteras Inlet',
    kind: 'island',
    state: 'NC',
    theater: 'E',
    sea: 'atlantic',
    port: 'ocean',
    runner: ['NA', 1],
    links: [],
    note: 'the only way into Pamlico Sound; blocks enemy naval control even when vacant',
  },
  {
    id: 'Roanoke Island',
    kind: 'island',
    state: 'NC',
    theater: 'E',
    sea: 'pamlico',
    port: 'ocean',
    runner: ['NA', 1],
    links: [],
    note: 'in Pamlico Sound; blocks enemy naval control even when vacant; runner port not closed by Hatteras (14.4.7)',
  },
  {
    id: 'Port Royal',
    kind: 'island',
    state: 'SC',
    theater: 'E',
    sea: 'atlantic',
    port: 'ocean',
    runner: ['SA', 1],
    links: [],
    note: 'invented island space for the Port Royal / Hilton Head anchorage',
  },
  {
    id: 'Ship Island',
    kind: 'box',
    state: 'MS',
    theater: 'W',
    sea: 'gulf',
    port: 'ocean',
    links: [
      { to: 4718, kind: 'water' },
      { to: 4719, kind: 'water' },
      { to: 'Pearlington', kind: 'water' },
      { to: 4915, kind: 'water' },
    ],
    note: 'always Union naval control (20.1.3); tidal paths to Biloxi, Pascagoula, Pearlington and (dotted) Proctorville',
  },
  {
    id: 'Atchafalaya Bay',
    kind: 'box',
    state: 'LA',
    theater: 'T',
    sea: 'gulf',
    port: 'ocean',
    links: [{ to: 5011, kind: 'water' }],
    note: 'always Union naval control; River Amphibious Assault to Brashear City (5011)',
  },
  {
    id: 'Chesapeake Bay',
    kind: 'box',
    state: 'MD',
    theater: 'E',
    sea: 'atlantic',
    port: 'ocean',
    links: [],
    note: 'Union-only port box: the bay and all Union ports north of Washington; always in Full Supply (20.2.2)',
  },
  {
    id: 'Brownsville',
    kind: 'box',
    state: 'TX',
    theater: 'T',
    sea: 'gulf',
    port: 'ocean',
    runner: ['GULF', 2],
    links: [],
    note: 'runner port active only while Galveston is Union (14.4.6); land entry 2 MP; the CSA enters by land only',
  },
  {
    id: 'Texas North',
    kind: 'offmap',
    state: 'TX',
    theater: 'T',
    bp: 3,
    links: [],
    note: 'off-map Resource half-hex (2.1.5): a CSA source with an LOC to another Resource Hex; nobody enters',
  },
  {
    id: 'Texas South',
    kind: 'offmap',
    state: 'TX',
    theater: 'T',
    bp: 3,
    links: [],
    note: 'off-map Resource half-hex, rail-connected to Houston (13.3.2 play note)',
  },
];
