/**
 * Loading an American Civil War content pack: manifest, map.json, tables.json and scenarios.json,
 * validated (schema.ts) and compiled into the static tables the rules read (map.ts and below).
 * The built-in pack is `content/provisional` (a rebuilt map and stand-in tables; see its manifest).
 */
import { join } from 'node:path';
import { builtinPackDir, loadManifest, parsePack, readPackJson, type PackInfo } from '../../core/content.js';
import { ContentError } from '../../core/errors.js';
import type { ScenarioInfo } from '../../core/game.js';
import { compileMap, type AcwMap } from './map.js';
import { MapSchema, ScenariosSchema, TablesSchema, type ScenarioJson, type TablesJson } from './schema.js';

/** The turn track and the printed tables, as arrays indexed by Game-Turn (1..16) or die roll. */
export interface AcwTables {
  readonly ma: Int8Array;
  readonly attrition: Uint8Array;
  /** Command Control level per side and turn: cc[side * 17 + gt]. */
  readonly cc: Int8Array;
  readonly csaReinforcements: Int8Array;
  readonly csaMinimum: Int8Array;
  readonly usaArmy: Int8Array;
  /** 0 none, 1 in 5201, 2 in 1208 or 1513 [16.0]. */
  readonly riverine: Int8Array;
  readonly naval: Int8Array;
  readonly seaLift: Int8Array;
  /** Year bucket of each turn for the supply values and fort zones: 0 1861 .. 3 1864/5. */
  readonly yearBucket: Int8Array;
  readonly year: Int16Array;
  readonly season: readonly string[];
  /** At-large points of Washington, Cincinnati, Cairo by turn: atLarge[k * 17 + gt] [18.41]. */
  readonly atLarge: Int8Array;
  readonly electionTurn: number;
  readonly electionThreshold: number;
  /** CRT: crt[(roll - 1) * 20 + col * 2 + 0/1] = attacker/defender loss; col 0 = -1 .. 9 = +8. */
  readonly crt: Int8Array;
  /** Leader-death asterisks by reading: 'A' | 'B' -> [(roll - 1) * 10 + col]. */
  readonly asterisk: Readonly<Record<'A' | 'B', Uint8Array>>;
  /** Command Control Table: digit mask of inactive hex endings, ccMask[(level - 1) * 6 + roll - 1]. */
  readonly ccMask: Int16Array;
  readonly attritionCols: readonly number[];
  readonly attritionRows: Int8Array;
  readonly forage: TablesJson['forage'];
  readonly straitsTenths: number;
  readonly deltaTenths: number;
}

export interface AcwScenario extends ScenarioJson {
  /** Garrison places resolved to hexes. */
  readonly garrisonHexes: readonly number[];
  readonly optionalHexes: readonly number[];
}

export interface AcwContent {
  readonly info: PackInfo;
  readonly map: AcwMap;
  readonly tables: AcwTables;
  readonly scenarios: readonly AcwScenario[];
}

function compileTables(t: TablesJson): AcwTables {
  const by = <T extends { length: number }>(make: (n: number) => T): T => make(17);
  const ma = by((n) => new Int8Array(n));
  const attrition = by((n) => new Uint8Array(n));
  const cc = new Int8Array(34);
  const [csaR, csaM, usaA, riv, nav, sea, yb] = [0, 0, 0, 0, 0, 0, 0].map(() => new Int8Array(17));
  const year = new Int16Array(17);
  const season: string[] = [''];
  t.turns.forEach((x, i) => {
    if (x.gt !== i + 1) throw new ContentError('tables.json', `turns[${i}]`, 'gt', `expected ${i + 1}`);
    ma[x.gt] = x.ma;
    attrition[x.gt] = x.attrition ? 1 : 0;
    cc[0 * 17 + x.gt] = x.usaCC;
    cc[1 * 17 + x.gt] = x.csaCC;
    csaR![x.gt] = x.csaReinforcements;
    csaM![x.gt] = x.csaMinimum;
    usaA![x.gt] = x.usaArmy;
    riv![x.gt] = x.riverine === 'none' ? 0 : x.riverine === '5201' ? 1 : 2;
    nav![x.gt] = x.naval;
    sea![x.gt] = x.seaLift;
    year[x.gt] = x.year;
    yb![x.gt] = Math.min(3, x.year - 1861);
    season.push(x.season);
  });
  const atLarge = new Int8Array(51);
  (['Washington', 'Cincinnati', 'Cairo'] as const).forEach((c, k) =>
    t.atLarge[c].forEach((v, i) => (atLarge[k * 17 + i + 1] = v)),
  );
  const crt = new Int8Array(120);
  t.crt.rows.forEach((row, r) =>
    row.forEach(([a, d], c) => ((crt[r * 20 + c * 2] = a), (crt[r * 20 + c * 2 + 1] = d))),
  );
  const star = (rows: boolean[][]): Uint8Array => Uint8Array.from(rows.flat(), (b) => (b ? 1 : 0));
  const ccMask = new Int16Array(30);
  for (let level = 1; level <= 5; level++) {
    const rows = t.commandControl[String(level) as '1'];
    if (!rows) throw new ContentError('tables.json', 'commandControl', String(level), 'missing level');
    rows.forEach((digits, r) => digits.forEach((dg) => (ccMask[(level - 1) * 6 + r] |= 1 << dg)));
  }
  return {
    ma,
    attrition,
    cc,
    csaReinforcements: csaR!,
    csaMinimum: csaM!,
    usaArmy: usaA!,
    riverine: riv!,
    naval: nav!,
    seaLift: sea!,
    yearBucket: yb!,
    year,
    season,
    atLarge,
    electionTurn: t.electionTurn,
    electionThreshold: t.electionThreshold,
    crt,
    asterisk: { A: star(t.crt.asterisks.A), B: star(t.crt.asterisks.B) },
    ccMask,
    attritionCols: t.attrition.columns,
    attritionRows: Int8Array.from(t.attrition.rows.flat()),
    forage: t.forage,
    straitsTenths: Math.round(t.offMap.floridaStraitsMP * 10),
    deltaTenths: Math.round(t.offMap.deltaMP * 10),
  };
}

function resolvePlace(map: AcwMap, name: string, file: string, entry: string): number {
  const h = map.places.get(name);
  if (h === undefined)
    throw new ContentError(file, entry, 'place', `no city or place named '${name}' on the map`);
  return h;
}

/** Load, validate and compile a pack folder. */
export function loadAcwPack(dir: string): AcwContent {
  const info = loadManifest(dir, 'acw');
  const mapJson = parsePack(MapSchema, readPackJson(dir, 'map.json'), join(dir, 'map.json'));
  const tablesJson = parsePack(TablesSchema, readPackJson(dir, 'tables.json'), join(dir, 'tables.json'));
  const scen = parsePack(ScenariosSchema, readPackJson(dir, 'scenarios.json'), join(dir, 'scenarios.json'));
  const map = compileMap(mapJson, tablesJson);
  const file = join(dir, 'scenarios.json');
  const scenarios = scen.scenarios.map((s, i): AcwScenario => {
    const entry = `scenarios[${i}] '${s.id}'`;
    for (const name of [...s.usmrr, ...s.usmrrHomes, s.kentuckyCompensation])
      resolvePlace(map, name, file, entry);
    for (const u of s.unionReinforcementCities)
      for (const c of [u.city, ...u.alternates]) resolvePlace(map, c, file, entry);
    return {
      ...s,
      garrisonHexes: s.garrisons.map((g) => resolvePlace(map, g.place, file, entry)),
      optionalHexes: s.optionalGarrisons.map((g) => resolvePlace(map, g.place, file, entry)),
    };
  });
  return { info, map, tables: compileTables(tablesJson), scenarios };
}

let standard: AcwContent | undefined;
/** The built-in provisional pack, loaded once. */
export function defaultContent(): AcwContent {
  return (standard ??= loadAcwPack(builtinPackDir('acw', 'provisional')));
}

export function scenarioInfos(c: AcwContent): ScenarioInfo[] {
  return c.scenarios.map((s) => ({ id: s.id, name: s.name, doc: s.doc }));
}
