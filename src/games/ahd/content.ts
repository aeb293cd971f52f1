/**
 * A House Divided content pack: schema, cross-reference checks and compilation into the static
 * tables the rules read (typed arrays, adjacency in CSR form, precomputed March routes).
 *
 * Files of a pack (see content/standard/): manifest.json, map.json, units.json, scenarios.json.
 */
import { join } from 'node:path';
import { z } from 'zod';
import { builtinPackDir, loadManifest, parsePack, readPackJson, type PackInfo } from '../../core/content.js';
import { ContentError } from '../../core/errors.js';
import { ARM_CAV, ARM_INF, NB_CAP, NTYPES, NU_CAP, TYPE_CODES } from './layout.js';

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

/** States that seceded: their ports are the "Southern Port boxes" of R5.41. */
const SOUTHERN_STATES = new Set(['VA', 'NC', 'SC', 'GA', 'FL', 'AL', 'MS', 'LA', 'TN', 'AR', 'TX']);

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

function compile(
  info: PackInfo,
  dir: string,
  map: MapJson,
  units: UnitsJson,
  scenarios: ScenarioJson[],
): AhdContent {
  const mapFile = join(dir, 'map.json');
  const nb = map.boxes.length;
  if (nb > NB_CAP) throw new ContentError(mapFile, '', 'boxes', `at most ${NB_CAP} boxes, found ${nb}`);
  const index = new Map<string, number>();
  map.boxes.forEach((b, i) => {
    if (index.has(b.id)) throw new ContentError(mapFile, `boxes[${i}] '${b.id}'`, 'id', 'duplicate box id');
    index.set(b.id, i);
  });
  const boxRef = (file: string, entry: string, field: string, id: string): number => {
    const i = index.get(id);
    if (i === undefined) throw new ContentError(file, entry, field, `unknown box '${id}'`);
    return i;
  };

  const colour = new Int8Array(nb);
  const shield = new Int8Array(2 * nb);
  const port = new Uint8Array(nb);
  const perm = new Uint8Array(nb);
  const kentucky = new Uint8Array(nb);
  const southernPort = new Uint8Array(nb);
  const boxX = new Float64Array(nb);
  const boxY = new Float64Array(nb);
  map.boxes.forEach((b, i) => {
    colour[i] = b.colour === 'usa' ? 0 : b.colour === 'csa' ? 1 : -1;
    shield[2 * i] = b.shields.usa;
    shield[2 * i + 1] = b.shields.csa;
    port[i] = b.port ? 1 : 0;
    perm[i] = b.permanentEntrenchment ? 1 : 0;
    kentucky[i] = b.colour === 'neutral' ? 1 : 0; // R8.0: the tan boxes are Kentucky
    southernPort[i] = b.port && SOUTHERN_STATES.has(b.state) ? 1 : 0;
    boxX[i] = b.x;
    boxY[i] = b.y;
  });
  // R10.0: the Confederate Recruitment Cities with a value of 2 or 3.
  const victoryCity = new Uint8Array(nb);
  const vc: number[] = [];
  for (let i = 0; i < nb; i++) {
    if (shield[2 * i + 1]! >= 2) {
      victoryCity[i] = 1;
      vc.push(i);
    }
  }

  // Adjacency lists (both directions).
  const nbrs: { to: number; mode: number; down: number; crossIn: number }[][] = map.boxes.map(() => []);
  const seen = new Set<string>();
  map.connections.forEach((c, k) => {
    const entry = `connections[${k}] ${c.a}-${c.b}`;
    const a = boxRef(mapFile, entry, 'a', c.a);
    const b = boxRef(mapFile, entry, 'b', c.b);
    if (a === b) throw new ContentError(mapFile, entry, 'b', 'a connection must join two different boxes');
    const key = a < b ? `${a}:${b}` : `${b}:${a}`;
    if (seen.has(key)) throw new ContentError(mapFile, entry, 'a', 'duplicate connection');
    seen.add(key);
    let mode = 0;
    for (const m of c.modes)
      mode |= m === 'road' ? M_ROAD : m === 'rail' ? M_RAIL : m === 'river' ? M_RIVER : M_POTOMAC;
    let downA = 0; // 1 if b is downstream of a
    let downB = 0;
    if (mode & M_RIVER) {
      if (!c.downstream)
        throw new ContentError(mapFile, entry, 'downstream', 'a river connection needs its downstream end');
      const d = boxRef(mapFile, entry, 'downstream', c.downstream);
      if (d !== a && d !== b)
        throw new ContentError(mapFile, entry, 'downstream', `must be '${c.a}' or '${c.b}'`);
      downA = d === b ? 1 : 0;
      downB = d === a ? 1 : 0;
    }
    let crossA = 0; // entering a from b crosses a river side of a
    let crossB = 0;
    for (const r of c.riverSideAt ?? []) {
      const x = boxRef(mapFile, entry, 'riverSideAt', r);
      if (x === a) crossA = 1;
      else if (x === b) crossB = 1;
      else throw new ContentError(mapFile, entry, 'riverSideAt', `must name '${c.a}' or '${c.b}'`);
    }
    nbrs[a]!.push({ to: b, mode, down: downA, crossIn: crossA });
    nbrs[b]!.push({ to: a, mode, down: downB, crossIn: crossB });
  });
  const adjStart = new Int32Array(nb + 1);
  let maxDegree = 0;
  for (let i = 0; i < nb; i++) {
    nbrs[i]!.sort((x, y) => x.to - y.to);
    adjStart[i + 1] = adjStart[i]! + nbrs[i]!.length;
    maxDegree = Math.max(maxDegree, nbrs[i]!.length);
  }
  if (maxDegree > 8)
    throw new ContentError(mapFile, '', 'connections', 'a box may have at most 8 connections');
  const m = adjStart[nb]!;
  const adjTo = new Int32Array(m);
  const adjMode = new Int32Array(m);
  const adjDown = new Int8Array(m);
  const adjCrossIn = new Int8Array(m);
  for (let i = 0; i < nb; i++) {
    nbrs[i]!.forEach((e, k) => {
      const j = adjStart[i]! + k;
      adjTo[j] = e.to;
      adjMode[j] = e.mode;
      adjDown[j] = e.down;
      adjCrossIn[j] = e.crossIn;
    });
  }
  const adjIndex = (to: number, from: number): number => {
    for (let j = adjStart[to]!; j < adjStart[to + 1]!; j++) if (adjTo[j] === from) return j - adjStart[to]!;
    return -1;
  };

  // March routes (R4.0): see the AhdContent doc comment.
  const rs: { boxes: number[]; modes: number[]; down: number[] }[][] = [];
  for (let a = 0; a < nb; a++) {
    const out: { boxes: number[]; modes: number[]; down: number[] }[] = [];
    const walk = (path: number[], modes: number[], down: number[]): void => {
      const len = modes.length;
      if (len > 0) {
        const all = (bit: number): boolean => modes.every((x) => (x & bit) !== 0);
        const ok =
          len === 1 ||
          all(M_RAIL) ||
          (len === 2 && (all(M_RIVER | M_POTOMAC) || modes.every((x) => (x & (M_ROAD | M_RAIL)) !== 0)));
        if (!ok) return;
        out.push({ boxes: path.slice(1), modes: modes.slice(), down: down.slice() });
      }
      if (len === 3) return;
      const cur = path[path.length - 1]!;
      for (let j = adjStart[cur]!; j < adjStart[cur + 1]!; j++) {
        const nx = adjTo[j]!;
        if (path.includes(nx)) continue;
        walk([...path, nx], [...modes, adjMode[j]!], [...down, adjDown[j]!]);
      }
    };
    walk([a], [], []);
    rs.push(out);
  }
  const routeStart = new Int32Array(nb + 1);
  for (let a = 0; a < nb; a++) routeStart[a + 1] = routeStart[a]! + rs[a]!.length;
  const nr = routeStart[nb]!;
  const routeLen = new Int8Array(nr);
  const routeBox = new Int32Array(3 * nr).fill(-1);
  const routeMode = new Int32Array(3 * nr);
  const routeDown = new Int8Array(3 * nr);
  const routeEntry = new Int8Array(nr);
  const routeFlags = new Int32Array(nr);
  for (let a = 0; a < nb; a++) {
    rs[a]!.forEach((r, k) => {
      const id = routeStart[a]! + k;
      const every = (bits: number): boolean => r.modes.every((x) => (x & bits) !== 0);
      routeFlags[id] =
        (every(M_RAIL) ? RF_ALL_RAIL : 0) |
        (every(M_RIVER) ? RF_ALL_RIVER : 0) |
        (every(M_RIVER | M_POTOMAC) ? RF_ALL_RIVER_P : 0) |
        (every(M_ROAD | M_RAIL) ? RF_ALL_ROADRAIL : 0) |
        (r.boxes.some((b) => kentucky[b]) ? RF_KENTUCKY : 0) |
        (r.down[0] ? RF_DOWN0 : 0) |
        (r.down[1] ? RF_DOWN1 : 0);
      routeLen[id] = r.boxes.length;
      r.boxes.forEach((b, i) => {
        routeBox[3 * id + i] = b;
        routeMode[3 * id + i] = r.modes[i]!;
        routeDown[3 * id + i] = r.down[i]!;
      });
      const dest = r.boxes[r.boxes.length - 1]!;
      const via = r.boxes.length === 1 ? a : r.boxes[r.boxes.length - 2]!;
      routeEntry[id] = adjIndex(dest, via);
    });
  }

  // Units: slots are the counter mix, (side, type) contiguous.
  const unitsFile = join(dir, 'units.json');
  const combatValue = new Int8Array(NTYPES);
  const defensiveModifier = new Int8Array(NTYPES);
  units.unitTypes.forEach((t, i) => {
    const code = TYPE_CODES.indexOf(t.id);
    const arm = t.arm === 'infantry' ? ARM_INF : ARM_CAV;
    const grade = t.grade === 'militia' ? 0 : t.grade === 'veteran' ? 1 : 2;
    if (arm * 3 + grade !== code) {
      throw new ContentError(
        unitsFile,
        `unitTypes[${i}] '${t.id}'`,
        'arm/grade',
        `do not match the code ${t.id}`,
      );
    }
    combatValue[code] = t.combatValue;
    defensiveModifier[code] = t.defensiveModifier;
  });
  const typeStart = new Int32Array(2 * NTYPES);
  const typeCount = new Int32Array(2 * NTYPES);
  const slotSide: number[] = [];
  const slotType: number[] = [];
  (['usa', 'csa'] as const).forEach((side, si) => {
    TYPE_CODES.forEach((code, t) => {
      const n = units.counterMix[side][code] ?? 0;
      typeStart[si * NTYPES + t] = slotSide.length;
      typeCount[si * NTYPES + t] = n;
      for (let k = 0; k < n; k++) {
        slotSide.push(si);
        slotType.push(t);
      }
    });
  });
  const nu = slotSide.length;
  if (nu > NU_CAP)
    throw new ContentError(unitsFile, '', 'counterMix', `at most ${NU_CAP} units in all, found ${nu}`);
  for (const si of [0, 1] as const) {
    const hold = si === 0 ? units.draftHold.usa : units.draftHold.csa;
    if (hold > typeCount[si * NTYPES]!) {
      throw new ContentError(unitsFile, '', 'draftHold', 'more militia set aside than the counter mix holds');
    }
  }

  // Scenarios: resolve boxes, check against the counter mix.
  const scenFile = join(dir, 'scenarios.json');
  const compiled: CompiledScenario[] = scenarios.map((sc, i) => {
    const entry = `scenarios[${i}] '${sc.id}'`;
    if (sc.endTurn < sc.startTurn)
      throw new ContentError(scenFile, entry, 'endTurn', 'must not precede startTurn');
    const placements: [number, number, number][][] = [[], []];
    (['usa', 'csa'] as const).forEach((side, si) => {
      const used = new Array<number>(NTYPES).fill(0);
      sc.units[side].forEach((p, k) => {
        const box = boxRef(scenFile, entry, `units.${side}[${k}].at`, p.at);
        const t = TYPE_CODES.indexOf(p.type);
        used[t]! += p.n;
        for (let q = 0; q < p.n; q++) placements[si]!.push([t, box, p.entrenched ? 1 : 0]);
      });
      // Militia set aside for drafts may already be on the map in later scenarios: check the whole mix.
      used.forEach((n, t) => {
        if (n > typeCount[si * NTYPES + t]!) {
          throw new ContentError(
            scenFile,
            entry,
            `units.${side}`,
            `${n} ${TYPE_CODES[t]} placed, the counter mix has ${typeCount[si * NTYPES + t]}`,
          );
        }
      });
    });
    const control = (['usa', 'csa'] as const).map((side) =>
      sc.control[side].map((id, k) => boxRef(scenFile, entry, `control.${side}[${k}]`, id)),
    );
    return {
      id: sc.id,
      name: sc.name,
      rule: sc.rule,
      doc: sc.doc,
      startTurn: sc.startTurn,
      endTurn: sc.endTurn,
      ending: sc.ending,
      placements,
      control,
      armyMaximum: [sc.armyMaximum.usa, sc.armyMaximum.csa] as const,
    };
  });

  // Derived lookups (no new facts): route neighbourhoods and Recruitment Cities.
  const hoods: number[][] = [];
  for (let b = 0; b < nb; b++) {
    const set = new Set<number>([b]);
    for (let r = routeStart[b]!; r < routeStart[b + 1]!; r++)
      for (let i = 0; i < routeLen[r]!; i++) set.add(routeBox[3 * r + i]!);
    hoods.push([...set].sort((x, y) => x - y));
  }
  const routeHoodStart = new Int32Array(nb + 1);
  for (let b = 0; b < nb; b++) routeHoodStart[b + 1] = routeHoodStart[b]! + hoods[b]!.length;
  const boxesWhere = (f: (b: number) => boolean): Int32Array =>
    Int32Array.from(Array.from({ length: nb }, (_, b) => b).filter(f));

  const named = (id: string): number => {
    const i = index.get(id);
    if (i === undefined) throw new ContentError(mapFile, '', 'boxes', `the rules need a box '${id}'`);
    return i;
  };

  return {
    info,
    nb,
    boxId: map.boxes.map((b) => b.id),
    boxName: map.boxes.map((b) => b.name),
    boxState: map.boxes.map((b) => b.state),
    boxX,
    boxY,
    colour,
    shield,
    port,
    ports: Int32Array.from(Array.from(port.keys()).filter((b) => port[b])),
    perm,
    kentucky,
    southernPort,
    victoryCity,
    victoryCities: Int32Array.from(vc),
    adjStart,
    adjTo,
    adjMode,
    adjDown,
    adjCrossIn,
    maxDegree,
    routeStart,
    routeLen,
    routeBox,
    routeMode,
    routeDown,
    routeEntry,
    routeFlags,
    routeHoodStart,
    routeHoodBox: Int32Array.from(hoods.flat()),
    recruitCities: [boxesWhere((b) => shield[2 * b]! > 0), boxesWhere((b) => shield[2 * b + 1]! > 0)],
    recruitCitiesAny: boxesWhere((b) => shield[2 * b]! > 0 || shield[2 * b + 1]! > 0),
    nu,
    combatValue,
    defensiveModifier,
    slotSide: Int8Array.from(slotSide),
    slotType: Int8Array.from(slotType),
    typeStart,
    typeCount,
    draftHold: [units.draftHold.usa, units.draftHold.csa],
    draftSize: units.draftSize,
    scenarios: compiled,
    washington: named('washington'),
    fortMonroe: named('fort-monroe'),
    yorktown: named('yorktown'),
    norfolk: named('norfolk'),
  };
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
