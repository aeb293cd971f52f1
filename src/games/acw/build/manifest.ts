/**
 * Build time only: manifest.json of the provisional pack, with one `invented` entry per value the
 * rulebook does not give (digest §5.2, §4.6, §6.1 notes, §11): every map feature group the pipeline
 * drew, every hand correction, every city placed by the georeference, and the stand-in table cells.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CITIES, PLACES } from './places.js';
import { RAILROADS } from './railroads.js';
import {
  BORDER_RIVERS,
  EXTRA_LINES,
  RIVER_RULES,
  ROUGH,
  SIDE_OVERRIDES,
  STATE_OVERRIDES,
  SWAMP,
} from './terrain.js';

interface MapFacts {
  rivers: { river: string; class: string; sides: unknown[] }[];
  railroads: { name: string; hexes: number[]; breaks: unknown[] }[];
  railheads: unknown[];
  ferries: { name: string; sides: number[] }[];
  cities: { name: string; hex: number }[];
  places: { name: string; hex: number; kind: string }[];
  sympathetic: number[];
  transMississippi: number[];
  terrain: string[];
  georeference: { residualHexes: { name: string; off: number }[] };
}

interface Invented {
  path: string;
  value: unknown;
  reason: string;
}

const GEO = 'placed by the georeference of digest §5.3 (four anchors, least squares, about ±1 hex)';

/** Land, sea, rough, swamp and states. */
function terrainInvented(m: MapFacts): Invented[] {
  const out: Invented[] = [];
  const count = (ch: string): number =>
    m.terrain
      .join('')
      .split('')
      .filter((x) => x.toLowerCase() === ch).length;
  out.push({
    path: 'map.json/terrain',
    value: `${count('.')} sea, ${count('r')} rough, ${count('s')} swamp hexes`,
    reason:
      'Land and sea from the Natural Earth state outlines (a hex under 15 % land is sea); the printed terrain is unknown (digest §5.2).',
  });
  for (const name of Object.keys(ROUGH))
    out.push({
      path: `map.json/terrain/rough/${name}`,
      value: 'hand-drawn polygon',
      reason:
        'Rough terrain drawn as the physiographic province; the printed rough hexes are unknown (digest §5.4 step 3).',
    });
  for (const name of Object.keys(SWAMP))
    out.push({
      path: `map.json/terrain/swamp/${name}`,
      value: 'hand-drawn polygon',
      reason:
        'Swamp drawn as the coastal and alluvial lowland; the printed swamp hexes are unknown (digest §5.4 step 3).',
    });
  out.push({
    path: 'map.json/states',
    value: 'majority state of each hex',
    reason:
      'State of each hex from the Natural Earth outlines (West Virginia counted as Virginia; Indian Territory and Kansas as Arkansas and Missouri); the printed borders are unknown.',
  });
  return out;
}

/** River hexsides and the hand-set overrides that meet the textual clues. */
function riversInvented(): Invented[] {
  const out: Invented[] = [];
  for (const r of RIVER_RULES)
    out.push({
      path: `map.json/rivers/${r.river}`,
      value: r.names.join(', '),
      reason:
        "Natural Earth line snapped to hexsides; its navigable and tidal reaches are a reading of the designer's notes and 17.4 (digest §5.4 step 4).",
    });
  for (const r of BORDER_RIVERS)
    out.push({
      path: `map.json/rivers/${r.river}`,
      value: `${r.banks[0].join('/')} | ${r.banks[1].join('/')}`,
      reason:
        "River run along the state line of the rebuilt map, so that each city lies on its own state's bank.",
    });
  for (const x of EXTRA_LINES)
    out.push({
      path: `map.json/rivers/${x.river}`,
      value: `${x.cls} reach drawn by hand`,
      reason: 'Estuary the river data lacks (the state outlines do not cut it out).',
    });
  for (const o of SIDE_OVERRIDES)
    out.push({
      path: `map.json/rivers/${o.a}-${o.b}`,
      value: o.cls ?? 'no river',
      reason: `Set by hand to meet a clue: ${o.why}.`,
    });
  for (const o of STATE_OVERRIDES)
    out.push({
      path: `map.json/states/${o.hex}`,
      value: o.state,
      reason: `Set by hand to meet a clue: ${o.why}.`,
    });
  return out;
}

/** Railroads, their unbridged crossings, railheads and ferries. */
function railInvented(m: MapFacts): Invented[] {
  const out: Invented[] = [];
  for (const l of RAILROADS) {
    const built = m.railroads.find((x) => x.name === l.name);
    out.push({
      path: `map.json/railroads/${l.name}`,
      value: `${built?.hexes.length ?? 0} hexes`,
      reason:
        'An 1861 line routed hex to hex between its junctions; the printed railroads are unknown (digest §5.4 step 5).',
    });
  }
  out.push({
    path: 'map.json/railroads/breaks',
    value: m.railroads.reduce((n, l) => n + l.breaks.length, 0),
    reason:
      'Unbridged crossings [5.44] read as every crossing of the Ohio and the Mississippi (no railroad bridged them in 1861).',
  });
  out.push({
    path: 'map.json/railheads',
    value: m.railheads.length,
    reason: 'Rail-river links [10.1] where a line crosses or ends on a navigable hexside of the rebuilt map.',
  });
  for (const f of m.ferries)
    out.push({
      path: `map.json/ferries/${f.name}`,
      value: f.sides,
      reason: 'Ferry hexside (TEC) at the crossing point of 10.22 facing the west-bank railhead.',
    });
  return out;
}

/** Cities, places, the regions and the georeference residuals. */
function placesInvented(m: MapFacts): Invented[] {
  const out: Invented[] = [];
  for (const c of CITIES) {
    const hex = m.cities.find((x) => x.name === c.name)?.hex;
    out.push({
      path: `map.json/cities/${c.name}`,
      value: hex ?? null,
      reason: c.pin ? `Pinned by the text: ${c.why}.` : `City hex ${GEO}.`,
    });
  }
  for (const p of PLACES) {
    if (p.kind === 'landmark' || p.pin) continue;
    const hex = m.places.find((x) => x.name === p.name)?.hex;
    out.push({
      path: `map.json/places/${p.name}`,
      value: hex ?? null,
      reason: `Hex ${GEO}, on a coastal hex apart from Charleston's (digest §5.3 note).`,
    });
  }
  out.push({
    path: 'map.json/sympathetic',
    value: `${m.sympathetic.length} hexes`,
    reason:
      'Rough and East Tennessee valley hexes of KY, VA, NC, TN, GA, AL and SC, trimmed so that Decatur is the only city that abuts the region [15.5].',
  });
  out.push({
    path: 'map.json/transMississippi',
    value: `${m.transMississippi.length} hexes`,
    reason:
      'Texas, Arkansas, Louisiana and Missouri reached from 0129 without crossing the Mississippi or the Missouri [10.22].',
  });
  out.push({
    path: 'map.json/georeference',
    value: m.georeference.residualHexes,
    reason: 'Residuals of the four anchors (hexes) of the affine fit; every other place is an estimate.',
  });
  return out;
}

function mapInvented(m: MapFacts): Invented[] {
  return [...terrainInvented(m), ...riversInvented(), ...railInvented(m), ...placesInvented(m)];
}

const TABLES: Invented[] = [
  {
    path: 'tables.json/supplyValues',
    value: 'digest §4.6 synthetic placeholder',
    reason:
      "The Southern Supply Centers table [10.21] is scrambled in the OCR; this stand-in meets the text's constraints (60 in 1861, heartland 24 in 1864-65, Mobile/Savannah/Charleston 5, Nashville 4, Texas 2/2/3/5).",
  },
  {
    path: 'tables.json/supplyValues/Arkansas',
    value: [2, 2, 2, 2],
    reason: 'Unreadable in the OCR [10.21]; digest §4.6 placeholder.',
  },
  {
    path: 'tables.json/turns/csaCC (GT7-16)',
    value: 2,
    reason: 'Unreadable on the turn track (GT7-9) or absent (GT10-16); reading `csa-cc-1863-65` changes it.',
  },
  {
    path: 'tables.json/turns/usaCC (GT15-16)',
    value: 2,
    reason: 'Unreadable on the turn track; reading `usa-cc-1865` changes it.',
  },
  {
    path: 'tables.json/turns/seaLift (GT2-3)',
    value: [1, 3],
    reason:
      'Unreadable on the turn track (digest §6.1 note: "l" and "3"); reading `sea-lift-gt2-3` gives 3 and 6.',
  },
  {
    path: 'tables.json/turns/naval (GT2)',
    value: 3,
    reason:
      'The track\'s "3 in 5201" read as GT2\'s naval reinforcement (it may repeat the set-up, digest §11).',
  },
  {
    path: 'tables.json/crt/asterisks',
    value: 'readings A and B',
    reason:
      'Where the leader-death asterisks sit is uncertain in the OCR (digest §4.4); reading `crt-asterisk` chooses.',
  },
  {
    path: 'tables.json/offMap/floridaStraitsMP',
    value: 8,
    reason: 'The off-map cost round southern Florida is printed on the map and missing [5.64].',
  },
  {
    path: 'tables.json/offMap/deltaMP',
    value: 2,
    reason: 'The off-map cost through the Mississippi delta is printed on the map and missing [5.64].',
  },
];

export function writeManifest(dir: string, map: MapFacts): void {
  const manifest = {
    game: 'acw',
    pack: 'provisional',
    version: '0.1.0',
    status: 'provisional',
    description:
      "American Civil War (SPI 1974) on a rebuilt 53 x 33 hex map that keeps SPI's CCRR numbering, georeferenced to St. Louis 1208, Cairo 1513, Fort Pickens 2031 and Fort Monroe 4611, with stand-ins for the scrambled supply-value table and the unreadable turn-track cells. Replace map.json and the invented table cells with the printed components.",
    sources: [
      {
        what: 'rules, CRT, command control, attrition and victory tables, turn track, set-up',
        citation: 'American Civil War, Simulations Publications Inc. 1974 (rulebook.txt, OCR)',
      },
      {
        what: 'georeference, reconstruction pipeline, placeholder supply values, readings',
        citation: 'acw implementation digest (digest.md) §4.6, §5, §6, §11',
      },
      {
        what: 'state outlines, rivers, coastline',
        citation: 'Natural Earth (public domain), via martynafford/natural-earth-geojson',
      },
      {
        what: 'city coordinates',
        citation:
          'United States Historical City Populations, 1790-2010 (U.S. Census Bureau and Erik Steiner, CESTA, Stanford University), public domain',
      },
    ],
    invented: [...mapInvented(map), ...TABLES],
  };
  writeFileSync(join(dir, 'manifest.json'), JSON.stringify(manifest, null, 1) + '\n');
}
