/**
 * Loading a uscw content pack: the four JSON files validated by their schemas (schema.ts), the map
 * model built (mapmodel.ts), the generals and their Turn Record Track events indexed, the tables
 * decoded into flat arrays. Built once per pack and shared by every state.
 */
import { builtinPackDir, loadManifest, parsePack, readPackJson, type PackInfo } from '../../core/content.js';
import { ContentError } from '../../core/errors.js';
import { join } from 'node:path';
import { buildMap, stateByPostal, type MapModel } from './mapmodel.js';
import {
  LeadersSchema,
  MapSchema,
  ScenariosSchema,
  TablesSchema,
  type LeadersJson,
  type MapJson,
  type ScenarioJson,
  type ScenariosJson,
  type TablesJson,
} from './schema.js';

// TRT event kinds (16.0)
export const EV_PROMOTE = 0;
export const EV_DEMOTE = 1;
export const EV_REMOVE = 2;
export const EV_TRANSFER = 3;
export const EV_UNASSIGN = 4;
export const EV_RETURN = 5;
export const EV_REPLACE = 6;
const EV_CODES = ['P', 'DM', 'R', 'T', 'U', 'Rtn', 'rw'];

export interface GenEvent {
  readonly turn: number;
  readonly kind: number;
  readonly rank: number;
  /** The general named by T (to) or rw (of), -1 none. */
  readonly other: number;
  readonly theater: number;
}

export interface General {
  readonly id: string;
  readonly name: string;
  readonly side: number;
  readonly rank: number;
  readonly att: number;
  readonly def: number;
  readonly ma: number;
  readonly cautious: boolean;
  readonly cav: boolean;
  readonly naval: boolean;
  readonly arriveTurn: number;
  readonly arriveTheater: number;
  readonly events: readonly GenEvent[];
}

export interface CrtColumn {
  readonly label: string;
  readonly min: number;
  readonly max: number;
  readonly dice: number;
  readonly first: number;
  /** Result rank per entry: 3 * hits + mark (0 none, 1 diamond, 2 asterisk); beats = higher rank (11.2.2). */
  readonly rank: Int8Array;
}

export interface Tables {
  readonly crt: readonly CrtColumn[];
  readonly attritionFirst: number;
  readonly attrition: Int8Array;
  readonly surrenderFirst: number;
  readonly surrender: Int8Array;
  /** By year 1861..1865 (index 0..4): BP and inflation flag per modified roll from 0. */
  readonly blockadeBp: readonly Int8Array[];
  readonly blockadeM: readonly Uint8Array[];
  /** 2d6 -> state index (-1 for an unknown state); index 0..12. */
  readonly randomState: Int16Array;
  readonly benchmark: Int16Array;
  /** Season per turn: 0 winter, 1 spring, 2 summer, 3 fall. */
  readonly season: Uint8Array;
  /** Cards per type (east, west, tm, naval, any) per side. */
  readonly deck: readonly Int8Array[];
  readonly json: TablesJson;
}

export interface UscwContent {
  readonly info: PackInfo;
  readonly map: MapModel;
  readonly gens: readonly General[];
  readonly ng: number;
  readonly genIndex: ReadonlyMap<string, number>;
  readonly tables: Tables;
  readonly scenarios: readonly ScenarioJson[];
}

const SEASONS = ['winter', 'spring', 'summer', 'fall'] as const;
const THEATER = { E: 0, W: 1, T: 2 } as const;

function gensOf(j: LeadersJson, file: string): { gens: General[]; index: Map<string, number> } {
  const index = new Map<string, number>();
  j.generals.forEach((g, i) => {
    if (index.has(g.id)) throw new ContentError(file, `generals '${g.id}'`, 'id', 'duplicate id');
    index.set(g.id, i);
  });
  const ref = (g: string, id: string | undefined): number => {
    if (id === undefined) return -1;
    const k = index.get(id);
    if (k === undefined) throw new ContentError(file, `generals '${g}'`, 'events', `unknown general '${id}'`);
    return k;
  };
  const gens = j.generals.map((g): General => ({
    id: g.id,
    name: g.name,
    side: g.side === 'usa' ? 0 : 1,
    rank: g.rank,
    att: g.att,
    def: g.def,
    ma: g.ma,
    cautious: g.cautious === true,
    cav: g.cav === true,
    naval: g.naval === true,
    arriveTurn: g.arrive?.turn ?? 0,
    arriveTheater: g.arrive ? THEATER[g.arrive.theater] : 0,
    events: (g.events ?? []).map((e) => ({
      turn: e.turn,
      kind: EV_CODES.indexOf(e.do),
      rank: e.rank ?? 0,
      other: ref(g.id, e.to ?? e.of),
      theater: e.theater ? THEATER[e.theater] : -1,
    })),
  }));
  return { gens, index };
}

function resultRank(r: string): number {
  const m = /^(\d*)([ds]?)$/.exec(r)!;
  const hits = m[1] ? Number(m[1]) : 0;
  return 3 * hits + (m[2] === 'd' ? 1 : m[2] === 's' ? 2 : 0);
}

function tablesOf(t: TablesJson, map: MapModel): Tables {
  const years = ['1861', '1862', '1863', '1864', '1865'];
  const randomState = new Int16Array(13).fill(-1);
  for (let k = 2; k <= 12; k++) randomState[k] = stateByPostal(map, t.randomStates[String(k)] ?? '');
  const row = (name: string): string[] => {
    const v = t.blockade[name];
    return Array.isArray(v) ? v : [];
  };
  const d = t.decks;
  return {
    crt: t.crt.columns.map((c) => ({
      label: c.label,
      min: c.min,
      max: c.max,
      dice: c.dice,
      first: c.first,
      rank: Int8Array.from(c.results.map(resultRank)),
    })),
    attritionFirst: t.attrition.first,
    attrition: Int8Array.from(t.attrition.results),
    surrenderFirst: t.surrender.first,
    surrender: Int8Array.from(t.surrender.results),
    blockadeBp: years.map((y) => Int8Array.from(row(y).map((r) => Number.parseInt(r, 10)))),
    blockadeM: years.map((y) => Uint8Array.from(row(y).map((r) => (r.endsWith('m') ? 1 : 0)))),
    randomState,
    benchmark: Int16Array.from(t.benchmark.byTurn),
    season: Uint8Array.from(t.seasons.byTurn.map((s) => SEASONS.indexOf(s))),
    deck: [d.usa, d.csa].map((x) => Int8Array.from([x.east, x.west, x.tm, x.naval, x.any])),
    json: t,
  };
}

export function loadUscwPack(dir: string): UscwContent {
  const info = loadManifest(dir, 'uscw');
  const f = (name: string): string => join(dir, name);
  return compileUscwPack(info, {
    map: parsePack(MapSchema, readPackJson(dir, 'map.json'), f('map.json')),
    leaders: parsePack(LeadersSchema, readPackJson(dir, 'leaders.json'), f('leaders.json')),
    scenarios: parsePack(ScenariosSchema, readPackJson(dir, 'scenarios.json'), f('scenarios.json')),
    tables: parsePack(TablesSchema, readPackJson(dir, 'tables.json'), f('tables.json')),
    dir,
  });
}

/** The four files of a pack, already validated (a test builds a small map this way). */
export interface UscwPackJson {
  readonly map: MapJson;
  readonly leaders: LeadersJson;
  readonly scenarios: ScenariosJson;
  readonly tables: TablesJson;
  /** Folder named in errors. */
  readonly dir: string;
}

export function compileUscwPack(info: PackInfo, j: UscwPackJson): UscwContent {
  const f = (name: string): string => join(j.dir, name);
  const map = buildMap(j.map);
  const { gens, index } = gensOf(j.leaders, f('leaders.json'));
  checkScenarios(j.scenarios.scenarios, map, index, f('scenarios.json'));
  return {
    info,
    map,
    gens,
    ng: gens.length,
    genIndex: index,
    tables: tablesOf(j.tables, map),
    scenarios: j.scenarios.scenarios,
  };
}

function checkScenarios(
  list: readonly ScenarioJson[],
  map: MapModel,
  gens: Map<string, number>,
  file: string,
): void {
  for (const sc of list) {
    const where = `scenarios '${sc.id}'`;
    const at = (name: string, field: string): void => {
      if (!map.nodeByName.has(name)) throw new ContentError(file, where, field, `unknown place '${name}'`);
    };
    for (const u of sc.units ?? []) {
      at(u.at, 'units.at');
      for (const g of u.generals ?? [])
        if (!gens.has(g)) throw new ContentError(file, where, 'units.generals', `unknown general '${g}'`);
    }
    for (const c of sc.control ?? []) at(c.at, 'control.at');
    for (const m of sc.militia ?? []) {
      if (stateByPostal(map, m.state) < 0)
        throw new ContentError(file, where, 'militia.state', `unknown state '${m.state}'`);
      if (m.at !== undefined) at(m.at, 'militia.at');
    }
    for (const a of sc.arsenals ?? []) at(a.at, 'arsenals.at');
    for (const nv of sc.navy ?? []) at(nv.at, 'navy.at');
    if (sc.base && !list.some((o) => o.id === sc.base))
      throw new ContentError(file, where, 'base', `unknown scenario '${sc.base}'`);
  }
}

let standard: UscwContent | undefined;
/** The built-in provisional pack. */
export function defaultContent(): UscwContent {
  return (standard ??= loadUscwPack(builtinPackDir('uscw', 'provisional')));
}

/** A scenario with its base merged in (the Campaign Game uses the 1861 setup, S4.1). */
export function resolveScenario(c: UscwContent, idx: number, startFrom?: string): ScenarioJson {
  const sc = c.scenarios[idx]!;
  const baseId = startFrom && sc.base ? startFrom : sc.base;
  if (!baseId) return sc;
  const base = c.scenarios.find((o) => o.id === baseId)!;
  return { ...base, id: sc.id, name: sc.name, doc: sc.doc, lastTurn: sc.lastTurn, victory: sc.victory };
}
