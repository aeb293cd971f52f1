/**
 * A House Divided content pack: the schemas of its files, what the rules read (AhdContent: typed
 * arrays, adjacency in CSR form, precomputed March routes), and loading a pack folder (the
 * cross-reference checks and the compilation are content-compile.ts).
 *
 * Files of a pack (see content/standard/): manifest.json, map.json, units.json, scenarios.json.
 */
import { join } from 'node:path';
import { z } from 'zod';
import { builtinPackDir, loadManifest, parsePack, readPackJson, type PackInfo } from '../../core/content.js';
import { compile } from './content-compile.js';
import { NTYPES, TYPE_CODES } from './layout.js';

const Id = z.string().regex(/^[a-z0-9-]+$/, 'expected a lowercase id (letters, digits, -)');
const SideValues = z.strictObject({ usa: z.number().int().min(0), csa: z.number().int().min(0) });

const BoxSchema = z.strictObject({
  id: Id,
  name: z.string().min(1),
  aliases: z.array(z.string().min(1)).optional(),
  state: z.string().length(2),
  colour: z.enum(['usa', 'csa', 'neutral']),
  shields: SideValues,
  port: z.boolean(),
  permanentEntrenchment: z.boolean(),
  x: z.number(),
  y: z.number(),
});
const ConnectionSchema = z.strictObject({
  a: Id,
  b: Id,
  modes: z.array(z.enum(['road', 'rail', 'river', 'potomac'])).min(1),
  downstream: Id.optional(),
  riverSideAt: z.array(Id).optional(),
});
const MapSchema = z.strictObject({
  boxes: z.array(BoxSchema).min(2),
  connections: z.array(ConnectionSchema),
});

const TypeCode = z.enum(TYPE_CODES);
const UnitsSchema = z.strictObject({
  unitTypes: z
    .array(
      z.strictObject({
        id: TypeCode,
        name: z.string(),
        arm: z.enum(['infantry', 'cavalry']),
        grade: z.enum(['militia', 'veteran', 'crack']),
        combatValue: z.number().int().min(0).max(6),
        defensiveModifier: z.number().int().min(-6).max(0),
      }),
    )
    .length(NTYPES),
  counterMix: z.strictObject({
    usa: z.record(TypeCode, z.number().int().min(0)),
    csa: z.record(TypeCode, z.number().int().min(0)),
  }),
  draftHold: SideValues,
  draftSize: z.number().int().min(0),
});

const Placement = z.strictObject({
  n: z.number().int().min(1),
  type: TypeCode,
  at: Id,
  entrenched: z.boolean().optional(),
});
const ScenarioSchema = z.strictObject({
  id: z.string().min(1),
  name: z.string(),
  rule: z.string(),
  doc: z.string(),
  startTurn: z.number().int().min(1).max(45),
  endTurn: z.number().int().min(1).max(45),
  ending: z.enum(['campaign', 'short-game']),
  units: z.strictObject({ usa: z.array(Placement), csa: z.array(Placement) }),
  control: z.strictObject({ usa: z.array(Id), csa: z.array(Id) }),
  armyMaximum: SideValues,
});
const ScenariosSchema = z.strictObject({ scenarios: z.array(ScenarioSchema).min(1) });

export type MapJson = z.infer<typeof MapSchema>;
export type UnitsJson = z.infer<typeof UnitsSchema>;
export type ScenarioJson = z.infer<typeof ScenarioSchema>;

// Route flags (AhdContent.routeFlags).
export const RF_ALL_RAIL = 1;
export const RF_ALL_RIVER = 2; // every leg a river other than the Potomac
export const RF_ALL_RIVER_P = 4; // every leg a river, the Potomac included (Union)
export const RF_ALL_ROADRAIL = 8; // every leg a road or a railroad
export const RF_KENTUCKY = 16; // enters or passes through a Kentucky box
export const RF_DOWN0 = 32; // the first leg goes downriver
export const RF_DOWN1 = 64; // the second leg goes downriver

// Movement modes of a connection (bitmask).
export const M_ROAD = 1;
export const M_RAIL = 2;
export const M_RIVER = 4;
export const M_POTOMAC = 8; // R4.2: a river only the Union may use

export interface CompiledScenario {
  readonly id: string;
  readonly name: string;
  readonly rule: string;
  readonly doc: string;
  readonly startTurn: number;
  readonly endTurn: number;
  readonly ending: 'campaign' | 'short-game';
  /** Per side: [type, box, entrenched] triples, one per unit. */
  readonly placements: readonly (readonly [number, number, number][])[];
  readonly control: readonly (readonly number[])[];
  readonly armyMaximum: readonly [number, number];
}

/** Everything static about a pack, built once and shared by every state. */
export interface AhdContent {
  readonly info: PackInfo;
  readonly nb: number;
  readonly boxId: readonly string[];
  readonly boxName: readonly string[];
  readonly boxState: readonly string[];
  readonly boxX: Float64Array;
  readonly boxY: Float64Array;
  /** Default owner by colour: 0 usa, 1 csa, -1 neutral (tan, Kentucky). */
  readonly colour: Int8Array;
  /** shield[2*b + side]: Recruitment Value of that side's colour (R7.1). */
  readonly shield: Int8Array;
  readonly port: Uint8Array;
  /** The port boxes, in box order. */
  readonly ports: Int32Array;
  readonly perm: Uint8Array;
  readonly kentucky: Uint8Array;
  readonly southernPort: Uint8Array;
  /** R10.0: the seven Confederate Recruitment Cities with a value of 2 or 3. */
  readonly victoryCity: Uint8Array;
  readonly victoryCities: Int32Array;
  /** CSR adjacency: neighbours of b are adjTo[adjStart[b] .. adjStart[b+1]). */
  readonly adjStart: Int32Array;
  readonly adjTo: Int32Array;
  readonly adjMode: Int32Array;
  /** 1 if adjTo is downstream of b along this river connection. */
  readonly adjDown: Int8Array;
  /** 1 if entering b from adjTo crosses a river side of b (R5.34): indexed like adjTo. */
  readonly adjCrossIn: Int8Array;
  readonly maxDegree: number;
  /**
   * March routes (R4.0): every simple path of 1-3 connections from a box that some unit could
   * follow in one March (len 1 any; len 2 all rail, all river, or all road/rail; len 3 all rail, for
   * R4.9). Routes of box b: routeStart[b] .. routeStart[b+1]. routeBox[3r+i] is the i-th box after the
   * start; routeMode[3r+i] the modes of the leg into it; routeDown[3r+i] 1 if that leg goes downriver.
   * routeEntry[r] = index of the last-but-one box in the destination's adjacency (the entry side).
   */
  readonly routeStart: Int32Array;
  readonly routeLen: Int8Array;
  readonly routeBox: Int32Array;
  readonly routeMode: Int32Array;
  readonly routeDown: Int8Array;
  readonly routeEntry: Int8Array;
  /** Static facts of each route (RF_*): which modes run all along it, Kentucky, river flow. */
  readonly routeFlags: Int32Array;
  /**
   * The boxes any route from b passes, and b itself, ascending: routeHoodBox[routeHoodStart[b] ..
   * routeHoodStart[b+1]) (the route cache's local key, movement.ts).
   */
  readonly routeHoodStart: Int32Array;
  readonly routeHoodBox: Int32Array;
  /** Boxes with a Recruitment Value of each side's colour (shield > 0), ascending: [usa, csa]. */
  readonly recruitCities: readonly [Int32Array, Int32Array];
  /** Boxes with a Recruitment Value of either colour, ascending. */
  readonly recruitCitiesAny: Int32Array;
  // units
  readonly nu: number;
  readonly combatValue: Int8Array; // by type
  readonly defensiveModifier: Int8Array; // by type
  readonly slotSide: Int8Array;
  readonly slotType: Int8Array;
  /** First slot and count of (side, type): typeStart[side*NTYPES + type]. */
  readonly typeStart: Int32Array;
  readonly typeCount: Int32Array;
  readonly draftHold: readonly [number, number];
  readonly draftSize: number;
  readonly scenarios: readonly CompiledScenario[];
  // named boxes the rules refer to
  readonly washington: number;
  readonly fortMonroe: number;
  readonly yorktown: number;
  readonly norfolk: number;
}

/** Load, validate and compile a pack folder. */
export function loadAhdPack(dir: string): AhdContent {
  const info = loadManifest(dir, 'ahd');
  const map = parsePack(MapSchema, readPackJson(dir, 'map.json'), join(dir, 'map.json'));
  const units = parsePack(UnitsSchema, readPackJson(dir, 'units.json'), join(dir, 'units.json'));
  const scen = parsePack(ScenariosSchema, readPackJson(dir, 'scenarios.json'), join(dir, 'scenarios.json'));
  return compile(info, dir, map, units, scen.scenarios);
}

let standardCache: AhdContent | undefined;
/** The built-in standard pack, loaded once per process. */
export function standardContent(): AhdContent {
  return (standardCache ??= loadAhdPack(builtinPackDir('ahd', 'standard')));
}

/**
 * Find a box by a name as the rulebook writes it: id, name, alias, or 'Name (State)' /
 * 'Name, State' with the state spelled out. Returns -1 when nothing matches.
 */
export function findBox(map: MapJson, text: string): number {
  const norm = (x: string): string => x.toLowerCase().replace(/[’']/g, "'").replace(/\s+/g, ' ').trim();
  const names = (b: MapJson['boxes'][number]): string[] => [b.name, ...(b.aliases ?? [])].map(norm);
  const t = norm(text);
  for (let i = 0; i < map.boxes.length; i++) {
    const b = map.boxes[i]!;
    if (b.id === t || names(b).includes(t)) return i;
  }
  // 'Name (State)' or 'Name, State': the name alone if it is unique, else the box in that state.
  const m = /^(.*?)\s*(?:\((.*)\)|,\s*(.*))$/.exec(t);
  if (!m) return -1;
  const base = m[1]!;
  const code = STATE_NAMES[norm(m[2] ?? m[3] ?? '')];
  const hits: number[] = [];
  for (let i = 0; i < map.boxes.length; i++) {
    if (names(map.boxes[i]!).some((n) => n === base || n.startsWith(base + ','))) hits.push(i);
  }
  if (hits.length === 1) return hits[0]!;
  return hits.find((i) => map.boxes[i]!.state === code) ?? -1;
}

const STATE_NAMES: Record<string, string> = {
  missouri: 'MO',
  illinois: 'IL',
  indiana: 'IN',
  ohio: 'OH',
  pennsylvania: 'PA',
  'new york': 'NY',
  'new jersey': 'NJ',
  maryland: 'MD',
  dc: 'DC',
  'district of columbia': 'DC',
  'west virginia': 'WV',
  kentucky: 'KY',
  virginia: 'VA',
  'north carolina': 'NC',
  'south carolina': 'SC',
  georgia: 'GA',
  florida: 'FL',
  alabama: 'AL',
  mississippi: 'MS',
  louisiana: 'LA',
  arkansas: 'AR',
  tennessee: 'TN',
};

/** Read the raw map JSON of a pack (for name lookups and drawing). */
export function readMapJson(dir: string): MapJson {
  return parsePack(MapSchema, readPackJson(dir, 'map.json'), join(dir, 'map.json'));
}
