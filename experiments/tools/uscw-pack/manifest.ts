/**
 * Write the manifest of the uscw provisional pack (src/games/uscw/content/provisional/manifest.json):
 * status provisional, the sources, and one `invented` entry per value the rulebook does not give,
 * field by field (a place's hex, a Resource hex's BP, a general's rating, a setup stack, a CRT
 * column...), each with the reason. Values the rulebook states are not listed.
 *
 *   npx tsx experiments/tools/uscw-pack/manifest.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const DIR = 'src/games/uscw/content/provisional';
const read = (f: string): Record<string, unknown> =>
  JSON.parse(readFileSync(join(DIR, f), 'utf8')) as Record<string, unknown>;

interface Entry {
  path: string;
  value: unknown;
  reason: string;
}

/** Resource BP values the rulebook states (14.3.2 examples, Special Hexes, Hints). */
const STATED_BP: Record<string, number> = {
  Wheeling: 1,
  Grafton: 1,
  'Charleston WV': 1,
  "Harper's Ferry": 1,
  Clarksville: 1,
  Nashville: 3,
  Charleston: 3,
  Atlanta: 2,
};
/** Runner modifiers stated (14.4.3 example). */
const STATED_RUNNER: Record<string, number> = { Wilmington: 2, 'Roanoke Island': 1 };
/** Objective / port / capital facts stated by the rulebook. */
const STATED_FACTS = new Set([
  'Washington',
  'Cairo',
  'Columbus KY',
  'Bowling Green',
  'Springfield MO',
  'Harrisburg',
  'Baltimore',
  'St. Louis',
]);
/** Leader facts stated by the examples (digest §4.3). */
const STATED_LEADER: Record<string, string[]> = {
  grant: ['def', 'rank4'],
  burnside: ['att'],
  beauregard: ['def'],
  forrest: ['def', 'cav'],
  bragg: ['def'],
  pemberton: ['def'],
  mcdowell: ['def'],
  mcclellan: ['ma', 'cautious'],
  morgan: ['att', 'cav'],
  lee: ['att', 'def'],
  jackson: ['att'],
  longstreet: ['def'],
  stuart: ['cav'],
  sheridan: ['cav'],
  vandorn: ['cav'],
  price: ['cav'],
};

// A type alias (not an interface) so that read()'s record converts to it.
type MapFile = {
  grid: unknown;
  places: {
    hex: number;
    name: string;
    pinned?: boolean;
    bp?: number;
    obj?: boolean;
    port?: string;
    cap?: string;
    runner?: [string, number];
    city?: boolean;
    salt?: boolean;
    yard?: boolean;
  }[];
  sides: { a: number; b: number; f: string[]; river?: string }[];
  spaces: { id: string; links: unknown[]; runner?: [string, number]; bp?: number }[];
};

/** Ports whose type the rulebook states. */
const STATED_PORTS = new Set([
  'Washington',
  'Hampton',
  'Norfolk',
  'Wilmington',
  'Beaufort NC',
  'Savannah',
  'Pensacola',
  'Mobile',
  'New Orleans',
  'Galveston',
  'Sabine City',
  'Biloxi',
  'Pascagoula',
  'Proctorville',
  'Cairo',
  'Florence AL',
  'Stevenson',
  'Decatur',
  'Washington NC',
  'Dover',
  'Apalachicola',
  'New Madrid',
]);

/** The grid's extent, terrain, states and theaters. */
function gridEntries(out: Entry[], m: MapFile): void {
  out.push({
    path: 'map.json#grid',
    value: m.grid as never,
    reason:
      'map extent: rows 10-56, columns 0-52 fitted to the hex ids the rulebook gives (digest §5.1); the printed extent is not stated',
  });
  out.push({
    path: 'map.json#terrain',
    value: 'rows of codes',
    reason:
      'terrain from Natural Earth physiographic regions (Appalachians mountain, Mississippi Delta and tidewater marsh, coastal plain woods, else clear); the printed terrain is not in the rulebook',
  });
  out.push({
    path: 'map.json#state',
    value: 'rows of codes',
    reason:
      'state of each hex by its centre in the Natural Earth admin-1 outlines (modern borders; West Virginia as the Border state)',
  });
  out.push({
    path: 'map.json#theater',
    value: 'rows of codes',
    reason:
      'theaters: the Mississippi divides TM from West (stated); the East/West line (a dashed red line, course not stated) is read as VA, WV, MD, PA, NC, SC and Georgia/Florida east of 83 W',
  });
}

/** The invented facts of each place: hex, Resource BP, objective, port, runner, city, capital. */
function placeEntries(out: Entry[], m: MapFile): void {
  for (const p of m.places) {
    const base = `map.json#places[${p.name}]`;
    if (!p.pinned)
      out.push({
        path: `${base}.hex`,
        value: p.hex,
        reason:
          'placed by the least-squares lon/lat fit through the pinned hexes (census coordinates), on a distinct land hex of its state',
      });
    if (p.bp !== undefined && STATED_BP[p.name] === undefined)
      out.push({
        path: `${base}.bp`,
        value: p.bp,
        reason:
          'Resource BP: 100 BP shared over CSA industrial and agricultural centres so that the scenario totals hold (98 in 1861, 96 in 1862, 77 in 1863; 14.3.2, S1.1-S3.1)',
      });
    if (p.obj && !STATED_FACTS.has(p.name))
      out.push({
        path: `${base}.obj`,
        value: true,
        reason:
          'Union Objective hex: a major town of a Northern or Border state (the printed list is not in the rulebook)',
      });
    if (p.port && !STATED_PORTS.has(p.name))
      out.push({
        path: `${base}.port`,
        value: p.port,
        reason: 'port type: an ocean port on the open coast, a river port on a navigable river or sound',
      });
    if (p.runner && STATED_RUNNER[p.name] === undefined)
      out.push({
        path: `${base}.runner`,
        value: p.runner,
        reason:
          'Blockade Runner Port and modifier chosen so the zone totals match S1.1 5/7/8, S2.1 4/6/7 and S3.1 2/2/3 and the 1861 closed ports (Norfolk, Pensacola: 1 VP) and 1862 (2.5 VP)',
      });
    if (p.city && !['Washington', 'Baltimore', 'St. Louis'].includes(p.name))
      out.push({
        path: `${base}.city`,
        value: true,
        reason: 'a City (13.3.1 Union sources): the largest towns of 1860',
      });
    if (p.cap === 'state') out.push({ path: `${base}.cap`, value: 'state', reason: 'state capital of 1861' });
  }
}

/** Rivers, railroads, mountains, ferries and bridges on hexsides. */
function sideEntries(out: Entry[], m: MapFile): void {
  const rivers = new Map<string, number>();
  for (const s of m.sides) if (s.river) rivers.set(s.river, (rivers.get(s.river) ?? 0) + 1);
  for (const [r, n] of rivers)
    out.push({
      path: `map.json#sides[river=${r}]`,
      value: n,
      reason:
        'river traced along hexsides from Natural Earth; navigable up to the port named in experiments/tools/uscw-pack/rivers.ts, minor above (the printed rivers are not in the rulebook)',
    });
  const count = (f: string): number => m.sides.filter((s) => s.f.includes(f)).length;
  out.push({
    path: 'map.json#sides[rail]',
    value: count('rail'),
    reason:
      'railroads of 1861 drawn hex by hex between their towns (experiments/tools/uscw-pack/rails.ts); new 1864 lines: Piedmont, Selma-Meridian, Lake City-Valdosta',
  });
  out.push({
    path: 'map.json#sides[mountain]',
    value: count('mountain'),
    reason:
      'mountain hexsides along the edge of the Appalachian hexes and the Virginia-West Virginia line; passes at rail crossings and Cumberland, Thoroughfare, Swift Run and Rockfish gaps',
  });
  out.push({
    path: 'map.json#sides[ferry]',
    value: count('ferry'),
    reason: 'railroad ferries where a railroad crosses the Mississippi or Ohio (Cairo-2415 is stated)',
  });
  out.push({
    path: 'map.json#sides[bridge]',
    value: count('bridge'),
    reason:
      'a bridge wherever a railroad crosses a river other than the Mississippi and Ohio (5.8.2: wherever a road or rail crosses)',
  });
}

/** Off-grid spaces (forts, islands, Texas) and the waterway rule. */
function spaceEntries(out: Entry[], m: MapFile): void {
  for (const s of m.spaces) {
    if (s.links.length)
      out.push({
        path: `map.json#spaces[${s.id}].links`,
        value: s.links as never,
        reason:
          "links of the space to the hex grid (the rulebook states Fort Sumter-3939, Fort Fisher-3444, Fort Pickens-4723, St. Philip-5015 and the forts' ports; the rest placed by geography)",
      });
    if (s.runner && STATED_RUNNER[s.id] === undefined)
      out.push({
        path: `map.json#spaces[${s.id}].runner`,
        value: s.runner,
        reason: 'runner modifier fitted to the stated zone totals',
      });
    if (s.bp)
      out.push({
        path: `map.json#spaces[${s.id}].bp`,
        value: s.bp,
        reason: 'Texas off-map Resource value (2.1.5 gives none); counted in the 100 BP',
      });
    if (s.id === 'Port Royal')
      out.push({
        path: 'map.json#spaces[Port Royal]',
        value: 'island',
        reason:
          'an island space for the Port Royal anchorage, added to carry the South Atlantic runner point closed in 1862',
      });
  }
  out.push({
    path: 'map.json#waterways',
    value: 'rule',
    reason:
      'rivers reach the sea only through the ports on them, and a port a Coastal Fort protects only through the fort; Pamlico Sound, Mobile Bay and Galveston Bay open on the sea only through Hatteras Inlet, Fort Morgan and Galveston (the printed waterways are not in the rulebook; mapmodel.ts)',
  });
}

function mapEntries(out: Entry[]): void {
  const m = read('map.json') as MapFile;
  gridEntries(out, m);
  placeEntries(out, m);
  sideEntries(out, m);
  spaceEntries(out, m);
}

function tableEntries(out: Entry[]): void {
  const t = read('tables.json') as {
    crt: { columns: { label: string; results: string[] }[] };
    benchmark: { byTurn: number[] };
    seasons: { byTurn: string[] };
    decks: unknown;
    blockade: Record<string, unknown>;
    randomStates: Record<string, string>;
    attrition: { results: number[] };
    surrender: { results: number[] };
    strategic: unknown;
    naval: { csaTable: unknown; ironcladNsp: number };
  };
  for (const col of t.crt.columns)
    out.push({
      path: `tables.json#crt.columns[${col.label}]`,
      value: col.results,
      reason:
        "stand-in CRT column: fitted so the rulebook's cells (col 0 at 6 *, col 1 at 7 1, col 3 at 5-6 1, col 5-6 at 5 1*, at 11 2, col 7-8 at 7 1, col 9-12 at 8 1*, at 13 3) and its win chances (22%, 44%, 72%, 61% against an F1; 55% running the guns) hold exactly, columns 3 and 4 merged (digest §4.6); the Vicksburg guarantee caps 1-4 SPs at 1-diamond up to 12",
    });
  t.benchmark.byTurn.forEach((v, i) => {
    if (i !== 10)
      out.push({
        path: `tables.json#benchmark.byTurn[${i}]`,
        value: v,
        reason:
          'Benchmark VP of turn ' +
          (i + 1) +
          ': 3 a turn through the one stated value (T11 = 30; 19.3.3 "2 to 4 BPs each turn")',
      });
  });
  t.seasons.byTurn.forEach((v, i) => {
    if (![3, 7, 8, 13].includes(i))
      out.push({
        path: `tables.json#seasons.byTurn[${i}]`,
        value: v,
        reason: 'season of turn ' + (i + 1) + ' (T4, T9, T14 Winter and T8 Fall are stated)',
      });
  });
  out.push({
    path: 'tables.json#decks',
    value: t.decks as never,
    reason: 'the 15-card decks by type (2.3: 15 per side; composition not stated)',
  });
  for (const y of ['1861', '1862', '1863', '1864', '1865'])
    out.push({
      path: `tables.json#blockade.${y}`,
      value: t.blockade[y] as never,
      reason:
        'Blockade Table by year: BP = modified roll, lowered by a point a year from 1863, Inflation (+2M) on the lowest rolls; fits the 28 BP of T2 and 26 of T5 in the examples (14.3.1, Examples of Play)',
    });
  out.push({
    path: 'tables.json#randomStates',
    value: t.randomStates as never,
    reason: 'Random States Table (14.5): 2d6, the likeliest rolls to the largest Confederate states',
  });
  out.push({
    path: 'tables.json#attrition.results',
    value: t.attrition.results,
    reason: 'Attrition Table (13.2.2 gives only the DRMs)',
  });
  out.push({
    path: 'tables.json#surrender.results',
    value: t.surrender.results,
    reason:
      'Surrender Table: only "1,2 -> 3" and the Vicksburg example (7 -> 1) survive the transcription (13.6.4)',
  });
  out.push({
    path: 'tables.json#naval.ironcladNsp',
    value: t.naval.ironcladNsp,
    reason: 'a completed CSA Ironclad is 2 NSP (read from Naval Example #2)',
  });
}

function leaderEntries(out: Entry[]): void {
  const j = read('leaders.json') as {
    generals: {
      id: string;
      rank: number;
      att: number;
      def: number;
      ma: number;
      cav?: boolean;
      cautious?: boolean;
      arrive?: unknown;
      events?: unknown[];
    }[];
  };
  for (const g of j.generals) {
    const stated = STATED_LEADER[g.id] ?? [];
    const fields: [string, unknown][] = [
      ['rank', g.rank],
      ['att', g.att],
      ['def', g.def],
      ['ma', g.ma],
    ];
    for (const [f, v] of fields)
      if (!stated.includes(f))
        out.push({
          path: `leaders.json#generals[${g.id}].${f}`,
          value: v as never,
          reason:
            "rating or rank on the counter (not in the rulebook): from the general's historical record, no negative ratings (Design Notes)",
        });
    if (g.arrive)
      out.push({
        path: `leaders.json#generals[${g.id}].arrive`,
        value: g.arrive as never,
        reason: 'Turn Record Track arrival (not transcribed): the historical date and theater of his command',
      });
    if (g.events?.length)
      out.push({
        path: `leaders.json#generals[${g.id}].events`,
        value: g.events as never,
        reason:
          'Turn Record Track events (promotions, removals, transfers; only T6 Grant, T10 Holmes and Kirby Smith, T11 Hooker and Meade, T17 Hunter and Sheridan and the 1863 removals are stated): historical dates',
      });
  }
}

function scenarioEntries(out: Entry[]): void {
  const j = read('scenarios.json') as {
    scenarios: {
      id: string;
      units?: { side: string; at: string; sp: number; generals?: string[]; fort?: number }[];
      militia?: unknown[];
      arsenals?: unknown[];
      navy?: unknown[];
      control?: { at: string }[];
    }[];
  };
  const statedControl = new Set([
    'Wheeling',
    'Beaufort NC',
    'Fort Macon',
    'Forts St. Philip/Jackson',
    'Nashville',
    'Memphis',
    'Union City',
    'McKenzie',
    'Jackson TN',
    'Brownsville TN',
  ]);
  for (const sc of j.scenarios) {
    for (const u of sc.units ?? [])
      out.push({
        path: `scenarios.json#${sc.id}.units[${u.side} ${u.at}]`,
        value: { sp: u.sp, generals: u.generals ?? [], fort: u.fort ?? 0 },
        reason:
          "At Start stack (the setup cards are not in the rulebook): historical positions, 5,000 men an SP (Livermore's army sizes)" +
          (sc.id === '1863' && u.at === 'Washington' ? '; the F3 is stated (errata)' : ''),
      });
    for (const k of sc.control ?? [])
      if (!statedControl.has(k.at))
        out.push({
          path: `scenarios.json#${sc.id}.control[${k.at}]`,
          value: 'usa',
          reason:
            'At Start Control marker: a place held historically, needed for the stated status values (blockade DRMs, Union VP)',
        });
    if (sc.militia)
      out.push({
        path: `scenarios.json#${sc.id}.militia`,
        value: sc.militia as never,
        reason:
          "militia positions (17.2; the setup cards are not in the rulebook); the opposing side's Border-state militia start in the Displaced Box so the stated VP balances hold",
      });
    if (sc.arsenals)
      out.push({
        path: `scenarios.json#${sc.id}.arsenals`,
        value: sc.arsenals as never,
        reason: 'where the stated number of Arsenals stands (the places are not given)',
      });
    if (sc.navy)
      out.push({
        path: `scenarios.json#${sc.id}.navy`,
        value: sc.navy as never,
        reason: 'Advanced naval units at start (not given)',
      });
  }
}

function main(): void {
  const invented: Entry[] = [];
  mapEntries(invented);
  tableEntries(invented);
  leaderEntries(invented);
  scenarioEntries(invented);
  const manifest = {
    game: 'uscw',
    pack: 'provisional',
    version: '0.2',
    status: 'provisional',
    description:
      'PROVISIONAL stand-in for The U.S. Civil War (GMT): the rulebook gives the rules but not the map, the CRT and player-aid tables, the Turn Record Track or the At Start cards. This pack rebuilds them from public geography and history (digest §5.3 Option A): every value not in the rulebook is listed below. Results made with it describe this pack, not the published game.',
    sources: [
      {
        what: 'rules, stated hex ids, BP values, scenario status values, CRT cells and win chances',
        citation:
          'The U.S. Civil War rules of play, GMT Games, living rules March 2016 / July-August 2017 (games/uscw/rulebook.txt) and its digest',
      },
      {
        what: 'town and city coordinates',
        citation:
          'United States Historical City Populations, 1790-2010 (U.S. Census Bureau and Erik Steiner, Spatial History Project, CESTA, Stanford University), public domain',
      },
      {
        what: 'rivers, state outlines, coastline, physiographic regions',
        citation: 'Natural Earth (public domain), via martynafford/natural-earth-geojson',
      },
      {
        what: 'army sizes for the setups',
        citation: 'acw_battle_data by Jeffrey B. Arnold (CC-BY 4.0): livermore_army_sizes.csv',
      },
    ],
    invented,
  };
  writeFileSync(join(DIR, 'manifest.json'), JSON.stringify(manifest, null, 1) + '\n');
  console.log(`manifest.json: ${invented.length} invented values`);
}

main();
