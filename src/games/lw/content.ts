/**
 * Lincoln's War content pack: zod schemas (errors name file, entry and field), cross-reference checks
 * and compilation into the static tables the rules read (typed arrays by hex, hexside, city, general
 * and card; shared by every state).
 *
 * Files of a pack (content/provisional/): manifest.json, map.json, generals.json, rubric.json,
 * usa-cards.json, csa-cards.json, tables.json, scenarios.json. A designer with the real components
 * copies the folder and edits these files; nothing else changes.
 */
import {
  DeckSchema,
  EventJson,
  GeneralsSchema,
  MapSchema,
  REGIONS,
  RubricSchema,
  ScenarioJson,
  ScenariosSchema,
  TURN_LABELS,
  TablesJson,
  TablesSchema,
} from './schema.js';
import { join } from 'node:path';
import { z } from 'zod';
import { builtinPackDir, loadManifest, parsePack, readPackJson, type PackInfo } from '../../core/content.js';
import { ContentError } from '../../core/errors.js';
import type { HexGrid } from '../../hex/grid.js';
import { lwGrid, compileMap, type MapTables } from './mapdata.js';
import { CSA, USA } from './layout.js';

export { TURN_LABELS, type ScenarioJson, type TablesJson } from './schema.js';

// ---- compiled tables ------------------------------------------------------------------------------

/** Card kinds (K_*) and flag bits (CF_*). */
export const K_ACT = 0;
export const K_CAMPAIGN = 1;
export const K_SEDITIOUS = 2;
export const K_COMMITTEE = 3;
export const K_ZERO = 4;
export const K_ASSASSINATION = 5;
export const K_CSP = 6;
export const K_IRREGULARS = 7;
const KINDS = [
  'activation',
  'campaign',
  'seditious',
  'committee',
  'zero-resource',
  'assassination',
  'csp',
  'irregulars',
] as const;
export const CF_RESOURCE = 1;
export const CF_ERRATIC = 2;
export const CF_EVENT = 4;
export const CF_STAR = 8;
export const CF_SKULL = 16;
export const CF_HAY = 32;
export const CF_RIVER_ONLY = 64;
/** Event kinds (E_*), in the order of the schema. */
const EVENT_KINDS = [
  'none',
  'pc',
  'csp',
  'remove-it',
  'draw',
  'sharpshooter',
  'foote',
  'promote',
  'seditious-relief',
  'blockade-runner',
  'peculiar',
  'irregulars',
] as const;
// E_NONE = 0
export const E_PC = 1;
export const E_CSP = 2;
export const E_REMOVE_IT = 3;
export const E_DRAW = 4;
export const E_SHARPSHOOTER = 5;
export const E_FOOTE = 6;
export const E_PROMOTE = 7;
export const E_SEDITIOUS_RELIEF = 8;
export const E_BLOCKADE_RUNNER = 9;
export const E_PECULIAR = 10;
export const E_IRREGULARS = 11;
// RS_NONE = 0
export const RS_RELUCTANT = 1;
export const RS_SURPRISE = 2;
export const RS_STEAL_MARCH = 3;
export const RS_TRAP = 4;
const RS_IDS = ['none', 'reluctant', 'surprise', 'steal-march', 'trap'] as const;
/** Optional-card groups (OC_*): which option puts a card into the deck. */
// OC_NONE = 0
export const OC_PECULIAR = 1;
export const OC_TRAP = 2;
export const OC_KICKSTARTER = 3;
// OC_IRREGULARS = 4 (the irregulars card, O-option)
const OC_IDS = ['none', 'peculiar', 'trap', 'kickstarter', 'irregulars'] as const;

/** Casualty table entries. */
export const CAS_MISS = 0;
export const CAS_WOUND = 1;
export const CAS_KILL = 2;
export const CAS_TO1 = 3;
export const CAS_TO2 = 4;
const CAS_IDS = ['miss', 'wound', 'kill', '1', '2'] as const;

/** A general's rating that is indecisive (16.4). */
export const INDECISIVE = -1;

export interface LwContent extends MapTables {
  readonly info: PackInfo;
  readonly grid: HexGrid;
  readonly scenarios: readonly ScenarioJson[];
  // generals (regular ones, then TCO slots per side)
  readonly ng: number;
  readonly nRegular: number;
  readonly genId: readonly string[];
  readonly genName: readonly string[];
  readonly genSide: Uint8Array;
  readonly genCav: Uint8Array;
  readonly genThree: Uint8Array;
  readonly genTco: Uint8Array;
  readonly genGic: Uint8Array;
  readonly genHincks: Uint8Array;
  /** Attack and defense by rank at [g * 3 + stars - 1]; INDECISIVE for an asterisk. */
  readonly genAtk: Int8Array;
  readonly genDef: Int8Array;
  readonly genAct: Uint8Array;
  /** Setup or entry hex index. */
  readonly genHex: Int16Array;
  /** Entry turn index; -1 on the map at the start of 1861; 99 with the Emancipation Proclamation. */
  readonly genEnter: Int8Array;
  readonly generals: Readonly<Record<string, number>>;
  readonly tcoMod: readonly number[];
  readonly tcoAct: number;
  // cards: index k = side * 81 + number - 1
  readonly cardName: readonly string[];
  readonly cardKind: Uint8Array;
  readonly cardPc: Int8Array;
  readonly cardFlags: Uint16Array;
  readonly cardErratic: Int8Array;
  readonly resAtk: Int8Array;
  readonly resDef: Int8Array;
  readonly resSpecial: Uint8Array;
  readonly eventKind: Uint8Array;
  readonly eventA: Int8Array;
  readonly eventB: Int8Array;
  readonly cardRegion: Int8Array;
  readonly cardYear: Int8Array;
  readonly cardOptional: Uint8Array;
  readonly tables: TablesJson;
  readonly casualty: Uint8Array;
  readonly turnIndex: Readonly<Record<string, number>>;
}

let cached: LwContent | undefined;
export function defaultContent(): LwContent {
  return (cached ??= loadLwPack(builtinPackDir('lw', 'provisional')));
}

export function loadLwPack(dir: string): LwContent {
  const info = loadManifest(dir, 'lw');
  const file = (f: string): string => join(dir, f);
  const map = parsePack(MapSchema, readPackJson(dir, 'map.json'), file('map.json'));
  const gens = parsePack(GeneralsSchema, readPackJson(dir, 'generals.json'), file('generals.json'));
  const rubric = parsePack(RubricSchema, readPackJson(dir, 'rubric.json'), file('rubric.json'));
  const usa = parsePack(DeckSchema, readPackJson(dir, 'usa-cards.json'), file('usa-cards.json'));
  const csa = parsePack(DeckSchema, readPackJson(dir, 'csa-cards.json'), file('csa-cards.json'));
  const tables = parsePack(TablesSchema, readPackJson(dir, 'tables.json'), file('tables.json'));
  const scen = parsePack(ScenariosSchema, readPackJson(dir, 'scenarios.json'), file('scenarios.json'));
  const grid = lwGrid(map.grid.cols, map.grid.rows);
  const m = compileMap(grid, map, file('map.json'));
  const g = compileGenerals(grid, gens.generals, rubric, tables, file('generals.json'));
  const cards = compileCards([usa, csa], m.cityIndex, file);
  checkScenarios(scen.scenarios, g.generals, m.cityIndex, file('scenarios.json'));
  const casualty = new Uint8Array(36);
  (['1', '2', '3'] as const).forEach((r, i) =>
    tables.casualty[r].forEach((v, j) => (casualty[i * 12 + j] = CAS_IDS.indexOf(v))),
  );
  const turnIndex: Record<string, number> = {};
  TURN_LABELS.forEach((t, i) => (turnIndex[t] = i));
  return { info, grid, ...m, ...g, ...cards, tables, casualty, turnIndex, scenarios: scen.scenarios };
}

type GeneralJson = z.infer<typeof GeneralsSchema>['generals'][number];

/** Empty per-general tables for ng generals. */
function newGeneralTables(ng: number) {
  return {
    genId: [] as string[],
    genName: [] as string[],
    genSide: new Uint8Array(ng),
    genCav: new Uint8Array(ng),
    genThree: new Uint8Array(ng),
    genTco: new Uint8Array(ng),
    genGic: new Uint8Array(ng),
    genHincks: new Uint8Array(ng),
    genAtk: new Int8Array(ng * 3),
    genDef: new Int8Array(ng * 3),
    genAct: new Uint8Array(ng),
    genHex: new Int16Array(ng).fill(-1),
    genEnter: new Int8Array(ng),
    generals: {} as Record<string, number>,
  };
}
type GeneralTables = ReturnType<typeof newGeneralTables>;

function compileGenerals(
  grid: HexGrid,
  list: readonly GeneralJson[],
  rubric: z.infer<typeof RubricSchema>,
  tables: TablesJson,
  file: string,
): Pick<LwContent, keyof GeneralTables | 'ng' | 'nRegular' | 'tcoMod' | 'tcoAct'> {
  // order: USA regulars, CSA regulars, then per side infantry and cavalry TCO slots
  const ordered = [...list.filter((x) => x.side === 'usa'), ...list.filter((x) => x.side === 'csa')];
  const nTco = tables.tco.infantry + tables.tco.cavalry;
  const ng = ordered.length + 2 * nTco;
  const out = newGeneralTables(ng);
  const turns: Record<string, number> = {};
  TURN_LABELS.forEach((t, i) => (turns[t] = i));
  ordered.forEach((x, i) => putGeneral(out, i, x, { grid, rubric, turns, file }));
  const nRegular = ordered.length;
  putTcoSlots(out, nRegular, tables, rubric);
  return { ...out, ng, nRegular, tcoMod: rubric.tco.indecisiveModifier, tcoAct: rubric.tco.activation };
}

/** One regular general's row i of the tables. */
function putGeneral(
  out: GeneralTables,
  i: number,
  x: GeneralJson,
  ctx: { grid: HexGrid; rubric: z.infer<typeof RubricSchema>; turns: Record<string, number>; file: string },
): void {
  const { grid, rubric, turns, file } = ctx;
  if (out.generals[x.id] !== undefined)
    throw new ContentError(file, `general '${x.id}'`, 'id', 'duplicate id');
  out.generals[x.id] = i;
  out.genId.push(x.id);
  out.genName.push(x.name);
  out.genSide[i] = x.side === 'usa' ? USA : CSA;
  out.genCav[i] = x.cavalry ? 1 : 0;
  out.genThree[i] = x.threeStar && !x.cavalry ? 1 : 0;
  out.genGic[i] = x.flags?.includes('gic-candidate') ? 1 : 0;
  out.genHincks[i] = x.flags?.includes('hincks') ? 1 : 0;
  const hex = grid.index(x.hex);
  if (hex < 0) throw new ContentError(file, `general '${x.id}'`, 'hex', `${x.hex} is not on the map`);
  out.genHex[i] = hex;
  out.genEnter[i] = x.enters === undefined ? -1 : x.enters === 'EP' ? 99 : turns[x.enters]!;
  out.genAct[i] = rubric.activation[x.temper];
  const [ga, gd] = Array.isArray(x.grade) ? x.grade : [x.grade, x.grade];
  const table = x.cavalry ? rubric.cavalry : rubric.infantry;
  for (let r = 0; r < 3; r++) {
    out.genAtk[i * 3 + r] = ga === '*' ? INDECISIVE : rating(table[ga].attack, r);
    out.genDef[i * 3 + r] = gd === '*' ? INDECISIVE : rating(table[gd].defense, r);
  }
}

/** Each side's TCO slots (infantry, then cavalry) after the regulars. */
function putTcoSlots(
  out: GeneralTables,
  nRegular: number,
  tables: TablesJson,
  rubric: z.infer<typeof RubricSchema>,
): void {
  const nTco = tables.tco.infantry + tables.tco.cavalry;
  for (let side = 0; side < 2; side++) {
    for (let t = 0; t < nTco; t++) {
      const i = nRegular + side * nTco + t;
      const cav = t >= tables.tco.infantry;
      out.genId.push(`tco-${side === USA ? 'usa' : 'csa'}-${t + 1}`);
      out.genName.push(`TCO (${cav ? 'cavalry' : 'infantry'})`);
      out.genSide[i] = side;
      out.genCav[i] = cav ? 1 : 0;
      out.genTco[i] = 1;
      out.genAct[i] = rubric.tco.activation;
      for (let r = 0; r < 3; r++) {
        out.genAtk[i * 3 + r] = INDECISIVE;
        out.genDef[i * 3 + r] = INDECISIVE;
      }
    }
  }
}

/** A rating by rank from a rubric list (its last entry holds for higher ranks). */
function rating(list: readonly number[], r: number): number {
  return list[Math.min(r, list.length - 1)] ?? 0;
}

function compileCards(
  decks: readonly z.infer<typeof DeckSchema>[],
  cityIndex: Readonly<Record<string, number>>,
  file: (f: string) => string,
): Pick<
  LwContent,
  | 'cardName'
  | 'cardKind'
  | 'cardPc'
  | 'cardFlags'
  | 'cardErratic'
  | 'resAtk'
  | 'resDef'
  | 'resSpecial'
  | 'eventKind'
  | 'eventA'
  | 'eventB'
  | 'cardRegion'
  | 'cardYear'
  | 'cardOptional'
> {
  const n = 162;
  const out = {
    cardName: new Array<string>(n).fill(''),
    cardKind: new Uint8Array(n),
    cardPc: new Int8Array(n),
    cardFlags: new Uint16Array(n),
    cardErratic: new Int8Array(n * 6),
    resAtk: new Int8Array(n),
    resDef: new Int8Array(n),
    resSpecial: new Uint8Array(n),
    eventKind: new Uint8Array(n),
    eventA: new Int8Array(n),
    eventB: new Int8Array(n),
    cardRegion: new Int8Array(n).fill(-1),
    cardYear: new Int8Array(n),
    cardOptional: new Uint8Array(n),
  };
  for (const deck of decks) {
    const side = deck.side === 'usa' ? USA : CSA;
    const f = file(`${deck.side}-cards.json`);
    const seen = new Set<number>();
    for (const card of deck.cards) {
      if (seen.has(card.number))
        throw new ContentError(f, `card #${card.number}`, 'number', 'duplicate number');
      seen.add(card.number);
      const k = side * 81 + card.number - 1;
      out.cardName[k] = card.name;
      out.cardKind[k] = KINDS.indexOf(card.kind);
      out.cardPc[k] = card.pc;
      let flags = 0;
      for (const sym of card.symbols) flags |= sym === 'star' ? CF_STAR : sym === 'skull' ? CF_SKULL : CF_HAY;
      if (card.resource) {
        flags |= CF_RESOURCE;
        out.resAtk[k] = card.resource.attack;
        out.resDef[k] = card.resource.defense;
        out.resSpecial[k] = RS_IDS.indexOf(card.resource.special ?? 'none');
        if (card.resource.only === 'river-attack') flags |= CF_RIVER_ONLY;
      }
      if (card.erratic) {
        flags |= CF_ERRATIC;
        card.erratic.forEach((v, i) => (out.cardErratic[k * 6 + i] = v));
      }
      if (card.event) {
        flags |= CF_EVENT;
        out.eventKind[k] = EVENT_KINDS.indexOf(card.event.kind);
        compileEvent(card.event, k, out, cityIndex, f);
      }
      out.cardFlags[k] = flags;
      if (card.region) out.cardRegion[k] = REGIONS.indexOf(card.region);
      if (card.year) out.cardYear[k] = card.year;
      out.cardOptional[k] = OC_IDS.indexOf(card.optional ?? 'none');
      if (card.kind === 'campaign' && !card.region)
        throw new ContentError(f, `card #${card.number}`, 'region', 'a campaign card names its region');
    }
  }
  return out;
}

function compileEvent(
  e: EventJson,
  k: number,
  out: { eventA: Int8Array; eventB: Int8Array },
  cityIndex: Readonly<Record<string, number>>,
  f: string,
): void {
  switch (e.kind) {
    case 'pc':
      out.eventA[k] = e.gain;
      out.eventB[k] = e.enemyLoss;
      break;
    case 'csp':
      out.eventA[k] = e.gain;
      break;
    case 'remove-it':
    case 'draw':
      out.eventA[k] = e.n;
      break;
    case 'blockade-runner': {
      const c = cityIndex[e.port];
      if (c === undefined)
        throw new ContentError(f, `card ${(k % 81) + 1}`, 'event.port', `unknown city '${e.port}'`);
      out.eventA[k] = c;
      out.eventB[k] = e.pc;
      break;
    }
    default:
      break;
  }
}

function checkScenarios(
  list: readonly ScenarioJson[],
  generals: Readonly<Record<string, number>>,
  cities: Readonly<Record<string, number>>,
  f: string,
): void {
  for (const sc of list) {
    const where = `scenario '${sc.id}'`;
    if (TURN_LABELS.indexOf(sc.lastTurn) < TURN_LABELS.indexOf(sc.firstTurn))
      throw new ContentError(f, where, 'lastTurn', 'ends before it starts');
    const st = sc.setup;
    const gen = (id: string, field: string): void => {
      if (generals[id] === undefined) throw new ContentError(f, where, field, `unknown general '${id}'`);
    };
    const city = (id: string, field: string): void => {
      if (cities[id] === undefined) throw new ContentError(f, where, field, `unknown city '${id}'`);
    };
    st.generals?.forEach(([id], i) => gen(id, `setup.generals[${i}]`));
    st.disgraced?.forEach((id, i) => gen(id, `setup.disgraced[${i}]`));
    st.deceased?.forEach((id, i) => gen(id, `setup.deceased[${i}]`));
    if (st.gic) {
      gen(st.gic.usa, 'setup.gic.usa');
      gen(st.gic.csa, 'setup.gic.csa');
    }
    st.control?.usa.forEach((id, i) => city(id, `setup.control.usa[${i}]`));
    st.control?.csa.forEach((id, i) => city(id, `setup.control.csa[${i}]`));
    st.assets?.forEach((id, i) => city(id, `setup.assets[${i}]`));
  }
}
